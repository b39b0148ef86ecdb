/* The moving kind's block walk (van Herk / Gil-Werman), for _window.pyx.
 *
 * Each row is cut into blocks of `block` positions (min(window, L)).  A
 * window meets at most two neighbouring blocks, so its statistic is the
 * merge of the suffix state of its first position (in the block before)
 * and the prefix state of its last (in its own block).  Nothing is ever
 * subtracted: a value that leaves the window leaves no trace.
 *
 * Per block, the walk keeps the block's suffix states (for the next
 * block's windows) and one running prefix state.  A full block in the
 * steady state (its bw windows all end in it, unclamped, in this unit)
 * folds its suffix backwards in the same loop as the prefix runs forwards,
 * so the two dependency chains overlap; every other block folds its suffix
 * first and then walks its windows.  Both paths do the same arithmetic in
 * the same order, so they give the same bits, and so does any cut of the
 * rows into chunks (see _window.pyx for the chunk rule and the halo).
 *
 * var/std take their steady state in two passes instead: the prefix and
 * suffix walks store their states, then the outputs (the merges and the two
 * divisions each, std's sqrt) run as one vectorised loop (tpw_var_out);
 * with AVX2 and FMA, four full blocks walk at once, one vector lane each
 * (tpw_var_lanes), and so do min/max's (tpw_ext_lanes) and, for short blocks, sum/mean's
 * (tpw_sum_lanes).  Each lane, and
 * each vector output, does the scalar code's operations in the scalar code's
 * order, so the bits are the same.
 *
 * `stat` and `rev` are compile-time constants in each caller: the walk is
 * always inlined, so every statistic gets its own loops.  argmin/argmax fold
 * min/max's states and find the position per output (tpw_write_arg): the
 * first valid holder of the window's extreme.  With ties to the last
 * (job->last, bottleneck's rule) the walk reads each row backwards (`rev`),
 * through reversed copies of the pieces it reads: the last holder is the
 * first one read backwards. */
#ifndef TP_WINDOW_H
#define TP_WINDOW_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if (defined(__AVX2__) && defined(__BMI2__)) || (defined(__AVX2__) && defined(__FMA__))
#include <immintrin.h>
#endif

#define TPW_INLINE static inline __attribute__((always_inline))

enum { TPW_SUM = 0, TPW_MEAN, TPW_COUNT, TPW_VAR, TPW_STD, TPW_MIN, TPW_MAX, TPW_ARGMIN, TPW_ARGMAX };

typedef struct {
    const double* x;
    const uint8_t* m;        /* NULL: every position valid */
    double* out;
    int64_t* counts;         /* NULL: not asked */
    ptrdiff_t L, window;
    ptrdiff_t block;         /* min(window, L) */
    ptrdiff_t min_count;
    ptrdiff_t chunk;         /* outputs per unit (a multiple of block; L: a row is one unit) */
    ptrdiff_t nch;           /* units per row */
    int center, stat;
    int last;                /* argmin/argmax: ties (and NaNs) to the last position */
    int int_out;             /* argmin/argmax: out holds int64 */
    int offsets;             /* argmin/argmax, float out: j - the position (bottleneck's), not the position */
    double correction;
} tpw_job;

/* A state of the values of a range: their count n, and v / s: the sum; the
 * mean and M2 (Welford); the NaN-keeping extreme (min/max, and argmin/argmax,
 * whose positions are found from it: tpw_write_arg). */
typedef struct {
    int64_t n;
    double v, s;
} tpw_state;

/* `c ? a : b` by bit masks: gcc turns a plain select whose condition is
 * data (the mask, a comparison) into a branch, and those mispredict. */
TPW_INLINE double tpw_pick(int c, double a, double b) {
    const uint64_t keep = (uint64_t)0 - (uint64_t)(c != 0);
    uint64_t ia, ib;
    memcpy(&ia, &a, 8);
    memcpy(&ib, &b, 8);
    ia = (ia & keep) | (ib & ~keep);
    memcpy(&a, &ia, 8);
    return a;
}

TPW_INLINE int64_t tpw_pick_i(int c, int64_t a, int64_t b) {
    const int64_t keep = -(int64_t)(c != 0);
    return (a & keep) | (b & ~keep);
}

/* Which of two values wins is data, and a branch on it mispredicts half
 * the time in a merge: selects and bitwise ands, no short-circuits. */
TPW_INLINE double tpw_nanmin(double a, double b) {
    /* a NaN wins (numpy's rule for a NaN among the values): `a < b ? a : b`
     * (minsd) gives b when either is NaN, so only a needs a test; a is the
     * running state, whose NaN is rare (the test predicts) */
    return a != a ? a : (a < b ? a : b);
}

TPW_INLINE double tpw_nanmax(double a, double b) {
    return a != a ? a : (a > b ? a : b);
}

TPW_INLINE tpw_state tpw_empty(const int stat) {
    tpw_state st = {0, 0.0, 0.0};
    if (stat == TPW_MIN) st.v = INFINITY;
    else if (stat == TPW_MAX) st.v = -INFINITY;
    return st;
}

/* Add position j (if valid) to a state growing rightwards (fwd: a prefix)
 * or leftwards (a suffix).  Branch-free on the mask: a random mask makes a
 * branch per position mispredict often, and that cost more than the
 * statistic.  A masked-out position adds the statistic's neutral value
 * (0 to a sum, whose running value is never -0; +-inf to an extreme; a zero
 * step to Welford's update), which leaves the state's bits as they were.
 */
TPW_INLINE void tpw_add(const int stat, tpw_state* st, const double* x, const uint8_t* m, ptrdiff_t j,
                        const int fwd, const double* inv) {
    const int valid = m == NULL || m[j] != 0;
    const double xj = x[j];
    st->n += valid;
    if (stat == TPW_SUM || stat == TPW_MEAN) {
        const double xv = tpw_pick(valid, xj, 0.0);
        st->v = fwd ? st->v + xv : xv + st->v;
    } else if (stat == TPW_VAR || stat == TPW_STD) {
        /* Welford's update, with 1/n from a table (a multiply, not a division).
         * Masked out: x reads as 0 and the weights as 0 (inv[0], ones[0]), so
         * the mean and M2 keep their bits -- while both are finite; once an
         * inf or NaN is in, M2 is NaN and stays so either way.  The selects
         * are off the mean's dependency chain. */
        static const double ones[2] = {0.0, 1.0};
        const double xv = tpw_pick(valid, xj, 0.0);
        const double d = xv - st->v;
        st->v = st->v + d * inv[st->n & -(int64_t)valid];
        st->s = st->s + d * ((xv - st->v) * ones[valid]);
    } else if (stat == TPW_MIN) {
        st->v = tpw_nanmin(st->v, tpw_pick(valid, xj, INFINITY));
    } else if (stat == TPW_MAX) {
        st->v = tpw_nanmax(st->v, tpw_pick(valid, xj, -INFINITY));
    }
}

TPW_INLINE void tpw_store(const int stat, int64_t* cnt, double* val, double* aux, ptrdiff_t k, tpw_state st) {
    cnt[k] = st.n;
    if (stat != TPW_COUNT) val[k] = st.v;
    if (stat == TPW_VAR || stat == TPW_STD) aux[k] = st.s;
}

TPW_INLINE tpw_state tpw_load(const int stat, const int64_t* cnt, const double* val, const double* aux,
                              ptrdiff_t k) {
    tpw_state st = {cnt[k], 0.0, 0.0};
    if (stat != TPW_COUNT) st.v = val[k];
    if (stat == TPW_VAR || stat == TPW_STD) st.s = aux[k];
    return st;
}

/* The window's state from the suffix state A (the block before) and the
 * prefix state B (its own block).  var/std: only n and M2 are needed. */
TPW_INLINE tpw_state tpw_merge(const int stat, tpw_state A, tpw_state B) {
    tpw_state r = {A.n + B.n, 0.0, 0.0};
    if (stat == TPW_SUM || stat == TPW_MEAN) {
        r.v = A.v + B.v;
    } else if (stat == TPW_MIN) {
        r.v = tpw_nanmin(A.v, B.v);
    } else if (stat == TPW_MAX) {
        r.v = tpw_nanmax(A.v, B.v);
    } else if (stat == TPW_VAR || stat == TPW_STD) {
        /* Chan's merge of (nA, meanA, M2A) and (nB, meanB, M2B) */
        if (A.n == 0) {
            r.s = B.s;
        } else if (B.n == 0) {
            r.s = A.s;
        } else {
            double delta = B.v - A.v;
            r.s = A.s + B.s + delta * delta * ((double)A.n * (double)B.n / (double)(A.n + B.n));
        }
    }
    return r;
}

TPW_INLINE void tpw_write(const int stat, const tpw_job* job, ptrdiff_t at, tpw_state st) {
    int64_t n = st.n;
    double r = st.v;
    if (job->counts != NULL) job->counts[at] = n;
    if (stat == TPW_COUNT) {
        r = (double)n;
    } else if (n < job->min_count) {
        r = NAN;
    } else if (stat == TPW_MEAN) {
        r = n > 0 ? st.v / n : NAN;
    } else if (stat == TPW_VAR || stat == TPW_STD) {
        if (n - job->correction > 0) {
            r = st.s / (n - job->correction);
            if (stat == TPW_STD) r = sqrt(r);
        } else {
            r = NAN;
        }
    } else if ((stat == TPW_MIN || stat == TPW_MAX) && n == 0) {
        r = NAN;
    }
    /* One NaN: which of two NaNs an addition keeps (its sign and payload) is
     * the compiler's choice of operand order, which may differ between the
     * walk's two paths and so between chunkings. */
    job->out[at] = r == r ? r : NAN;
}

/* var/std, the steady state's second pass: the outputs at[0..T) of the
 * windows whose suffix state (of the block before) is A at index -t (the
 * suffix arrays run backwards: an/am/as point at the first output's) and
 * whose prefix state is B at index t.  The same arithmetic as tpw_merge and
 * tpw_write, in the same order (so the same bits), but with selects instead
 * of branches and no loop-carried state: the loop vectorises, and its two
 * divisions per output (and std's sqrt) run 4 a vector, not one at a time
 * inside the prefix/suffix walk.  A division or sqrt whose result is not
 * selected (an empty part, a NaN output) is computed anyway: IEEE gives it
 * a value, nothing traps (-fno-math-errno). */
TPW_INLINE void tpw_var_out(const int stat, const tpw_job* job, ptrdiff_t at, ptrdiff_t T,
                            const int64_t* restrict an, const double* restrict am, const double* restrict as,
                            const int64_t* restrict bn, const double* restrict bm, const double* restrict bs) {
    double* restrict out = job->out + at;
    int64_t* restrict counts = job->counts;
    const double corr = job->correction;
    const int64_t min_count = job->min_count;
    if (counts != NULL)
        for (ptrdiff_t t = 0; t < T; t++) counts[at + t] = an[-t] + bn[t];
    for (ptrdiff_t t = 0; t < T; t++) {
        const int64_t nA = an[-t], nB = bn[t], n = nA + nB;
        const double delta = bm[t] - am[-t];
        const double both = as[-t] + bs[t] + delta * delta * ((double)nA * (double)nB / (double)n);
        const double s = tpw_pick(nA == 0, bs[t], tpw_pick(nB == 0, as[-t], both));
        const double dn = (double)n - corr;
        double q = s / dn;
        if (stat == TPW_STD) q = sqrt(q);
        /* NaN below min_count or without a positive divisor; one NaN (tpw_write) */
        out[t] = tpw_pick((n >= min_count) & (dn > 0) & (q == q), q, NAN);
    }
}

#if defined(__AVX2__) && defined(__FMA__)
#define TPW_LANES 4
/* var/std, four full blocks at once (the steady state's blocks kb .. kb+3
 * of one row, lane i = block kb + i): the prefix and suffix Welford chains
 * of a block are serial, but four blocks' are independent, so one vector
 * step advances all eight (a scalar step is bound by the chain's latency
 * and by its ~35 instructions; here a step costs about as many for four).
 * Each lane does tpw_add's arithmetic in tpw_add's order -- the fused
 * multiply-adds where gcc contracts the scalar code (-ffp-contract=fast, an
 * FMA target: this path exists only there) -- and the outputs pass does
 * tpw_var_out's, so the states and outputs have the scalar walk's bits.
 *
 * States are stored [t][lane]: P at t = the prefix [b0 + i*bw, .. + t],
 * S at t = the suffix of the last t + 1 positions of lane i's block; the S
 * arrays have an empty row at t = -1 (the block's last output merges P with
 * nothing).  Lane 0's windows begin in the block before the batch, whose
 * suffix states are the scalar arrays (cn, cv, ca; slot -1 empty). */
typedef struct {
    int64_t *pn, *sn;
    double *pm, *ps, *sm, *ss;
} tpw_lanes;

TPW_INLINE __m256i tpw_lane_valid(const uint8_t* m, ptrdiff_t pos, __m256i idx) {
    /* lane i's mask byte at pos + idx[i], all ones where valid: the 4 bytes
     * ending at it (pos >= 3: the batch starts at a block >= 1 of bw >= 4),
     * its top byte tested */
    const __m128i w = _mm256_i64gather_epi32((const int*)(m + pos - 3), idx, 1);
    const __m128i z = _mm_cmpeq_epi32(_mm_and_si128(w, _mm_set1_epi32((int)0xFF000000u)), _mm_setzero_si128());
    return _mm256_cvtepi32_epi64(_mm_xor_si128(z, _mm_set1_epi32(-1)));
}

/* x at p + u of lane i (p + i*bw + u), u = 0..3: c[u] holds the 4 lanes' */
TPW_INLINE void tpw_lane_x4(const double* p, ptrdiff_t bw, __m256d c[4]) {
    const __m256d lo02 = _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd(p)), _mm_loadu_pd(p + 2 * bw), 1);
    const __m256d lo13 = _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd(p + bw)), _mm_loadu_pd(p + 3 * bw), 1);
    const __m256d hi02 = _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd(p + 2)), _mm_loadu_pd(p + 2 * bw + 2), 1);
    const __m256d hi13 = _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd(p + bw + 2)),
                                              _mm_loadu_pd(p + 3 * bw + 2), 1);
    c[0] = _mm256_unpacklo_pd(lo02, lo13);
    c[1] = _mm256_unpackhi_pd(lo02, lo13);
    c[2] = _mm256_unpacklo_pd(hi02, hi13);
    c[3] = _mm256_unpackhi_pd(hi02, hi13);
}

/* the mask bytes at p + u of lane i, u = 0..3, as 0xFF (valid) or 0, byte 4u + i */
TPW_INLINE __m128i tpw_lane_m4(const uint8_t* p, ptrdiff_t bw) {
    int32_t w[4];
    for (int i = 0; i < 4; i++) memcpy(&w[i], p + i * bw, 4);
    const __m128i v = _mm_loadu_si128((const __m128i*)w);
    const __m128i valid = _mm_xor_si128(_mm_cmpeq_epi8(v, _mm_setzero_si128()), _mm_set1_epi8(-1));
    return _mm_shuffle_epi8(valid, _mm_setr_epi8(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15));
}

/* step u's 4 lanes of tpw_lane_m4, all ones where valid */
TPW_INLINE __m256i tpw_lane_vbytes(__m128i b, int u) {
    static const int8_t ctl[4][16] = {{0, 1, 2, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1},
                                      {4, 5, 6, 7, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1},
                                      {8, 9, 10, 11, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1},
                                      {12, 13, 14, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}};
    return _mm256_cvtepi8_epi64(_mm_shuffle_epi8(b, _mm_loadu_si128((const __m128i*)ctl[u])));
}

/* tpw_add's update of four states by the values xj at lanes where valid:
 * var/std's Welford update of (n, mean, M2); min/max's pick of the value or
 * the neutral infinity, then tpw_nanmin/tpw_nanmax (minpd/maxpd give their
 * second operand where either is NaN or both are zeros: `a < b ? a : b`,
 * the scalar select's bits; a NaN state is kept by the blend). */
typedef struct {
    __m256i n;
    __m256d v, s;
} tpw_lane_st;

TPW_INLINE void tpw_lane_add(const int stat, tpw_lane_st* st, __m256d xj, __m256i valid, const double* inv) {
    const __m256d vm = _mm256_castsi256_pd(valid);
    st->n = _mm256_sub_epi64(st->n, valid);                                 /* n += valid */
    if (stat == TPW_SUM || stat == TPW_MEAN || stat == TPW_COUNT) {
        /* the sum plus pick(valid, x, 0): tpw_add's, whose two operand
         * orders give the same sum (only a NaN's payload may differ, and
         * every output NaN is written as the one quiet NaN) */
        st->v = _mm256_add_pd(st->v, _mm256_and_pd(xj, vm));
    } else if (stat == TPW_VAR || stat == TPW_STD) {
        const __m256d iv = _mm256_i64gather_pd(inv, _mm256_and_si256(st->n, valid), 8);   /* inv[n & -valid] */
        const __m256d xv = _mm256_and_pd(xj, vm);                           /* pick(valid, x, 0) */
        const __m256d d = _mm256_sub_pd(xv, st->v);
        st->v = _mm256_fmadd_pd(d, iv, st->v);
        const __m256d one = _mm256_and_pd(_mm256_set1_pd(1.0), vm);         /* ones[valid] */
        st->s = _mm256_fmadd_pd(d, _mm256_mul_pd(_mm256_sub_pd(xv, st->v), one), st->s);
    } else {
        const __m256d b = _mm256_blendv_pd(_mm256_set1_pd(stat == TPW_MIN ? INFINITY : -INFINITY), xj, vm);
        const __m256d a = st->v;
        const __m256d r = stat == TPW_MIN ? _mm256_min_pd(a, b) : _mm256_max_pd(a, b);
        st->v = _mm256_blendv_pd(r, a, _mm256_cmp_pd(a, a, _CMP_UNORD_Q));
    }
}

/* The prefix and suffix states of four full blocks (lane i = the block at
 * b0 + i*bw), stored [t][lane] in B (var/std: n, mean, M2; min/max: n and
 * the extreme), four steps at a time from plain loads (tpw_lane_x4,
 * tpw_lane_m4: a gather per step and operand cost more than the
 * arithmetic), the last bw % 4 steps by gathers. */
TPW_INLINE void tpw_lanes_walk(const int stat, const tpw_lanes* B, const double* x, const uint8_t* m, ptrdiff_t b0,
                               ptrdiff_t bw, const double* inv) {
    const int var = stat == TPW_VAR || stat == TPW_STD;
    const __m256i idx = _mm256_set_epi64x(3 * bw, 2 * bw, bw, 0);
    const __m256i all = _mm256_set1_epi64x(-1);
    const tpw_state e = tpw_empty(stat);
    tpw_lane_st P = {_mm256_setzero_si256(), _mm256_set1_pd(e.v), _mm256_setzero_pd()}, S = P;
    ptrdiff_t t = 0;
#define TPW_LANE_STEP(t_, xp_, vp_, xq_, vq_)                                  \
    do {                                                                      \
        tpw_lane_add(stat, &P, (xp_), (vp_), inv);                            \
        tpw_lane_add(stat, &S, (xq_), (vq_), inv);                            \
        _mm256_storeu_si256((__m256i*)(B->pn + 4 * (t_)), P.n);               \
        _mm256_storeu_pd(B->pm + 4 * (t_), P.v);                              \
        _mm256_storeu_si256((__m256i*)(B->sn + 4 * (t_)), S.n);               \
        _mm256_storeu_pd(B->sm + 4 * (t_), S.v);                              \
        if (var) {                                                            \
            _mm256_storeu_pd(B->ps + 4 * (t_), P.s);                          \
            _mm256_storeu_pd(B->ss + 4 * (t_), S.s);                          \
        }                                                                     \
    } while (0)
    for (; t + 4 <= bw; t += 4) {
        /* P: positions b0 + t + u of each lane; S: b0 + bw - 1 - t - u, the
         * 4 loaded from b0 + bw - 4 - t upwards, so step u is its 3 - u */
        __m256d xp[4], xq[4];
        tpw_lane_x4(x + b0 + t, bw, xp);
        tpw_lane_x4(x + b0 + bw - 4 - t, bw, xq);
        if (m == NULL) {
            for (int u = 0; u < 4; u++) TPW_LANE_STEP(t + u, xp[u], all, xq[3 - u], all);
        } else {
            const __m128i mp = tpw_lane_m4(m + b0 + t, bw), mq = tpw_lane_m4(m + b0 + bw - 4 - t, bw);
            for (int u = 0; u < 4; u++)
                TPW_LANE_STEP(t + u, xp[u], tpw_lane_vbytes(mp, u), xq[3 - u], tpw_lane_vbytes(mq, 3 - u));
        }
    }
    for (; t < bw; t++) {
        const ptrdiff_t p = b0 + t, q = b0 + bw - 1 - t;
        const __m256d xp = _mm256_i64gather_pd(x + p, idx, 8), xq = _mm256_i64gather_pd(x + q, idx, 8);
        const __m256i vp = m == NULL ? all : tpw_lane_valid(m, p, idx);
        const __m256i vq = m == NULL ? all : tpw_lane_valid(m, q, idx);
        TPW_LANE_STEP(t, xp, vp, xq, vq);
    }
#undef TPW_LANE_STEP
}

/* Row k of the suffix states as the window of lane i meets them: lane i-1's
 * (lanes [3, 0, 1, 2] of the row), lane 0's from the block before the batch
 * (the scalar arrays' k) */
TPW_INLINE __m256i tpw_lane_prev_n(const int64_t* row, int64_t before) {
    return _mm256_blend_epi32(_mm256_permute4x64_epi64(_mm256_loadu_si256((const __m256i*)row), 0x93),
                              _mm256_set1_epi64x(before), 0x03);
}

TPW_INLINE __m256d tpw_lane_prev(const double* row, double before) {
    return _mm256_blend_pd(_mm256_permute4x64_pd(_mm256_loadu_pd(row), 0x93), _mm256_set1_pd(before), 1);
}

/* lane i's value to at[i * bw] */
TPW_INLINE void tpw_lane_scatter(double* at, ptrdiff_t bw, __m256d r) {
    const __m128d lo = _mm256_castpd256_pd128(r), hi = _mm256_extractf128_pd(r, 1);
    _mm_storel_pd(at, lo);
    _mm_storeh_pd(at + bw, lo);
    _mm_storel_pd(at + 2 * bw, hi);
    _mm_storeh_pd(at + 3 * bw, hi);
}

TPW_INLINE void tpw_lane_scatter_n(int64_t* at, ptrdiff_t bw, __m256i n) {
    int64_t c[4];
    _mm256_storeu_si256((__m256i*)c, n);
    for (int i = 0; i < 4; i++) at[i * bw] = c[i];
}

/* min/max, four full blocks at once (as tpw_var_lanes): lane i's output t
 * is tpw_merge's extreme of lane i-1's suffix state at bw-2-t (the empty row
 * at -1) and its own prefix state at t, with tpw_write's NaN rules -- the
 * scalar walk's bits.  With `vals`, argmin/argmax's: the merged extremes and
 * counts go to vals/ns in output order, for the positions' pass. */
TPW_INLINE void tpw_ext_lanes(const int stat, const tpw_job* job, const tpw_lanes* B, const double* x,
                              const uint8_t* m, ptrdiff_t b0, ptrdiff_t bw, ptrdiff_t at, const int64_t* cn,
                              const double* cv, double* vals, int64_t* ns) {
    tpw_lanes_walk(stat, B, x, m, b0, bw, NULL);
    const __m256i mc1 = _mm256_set1_epi64x((int64_t)job->min_count - 1), zero = _mm256_setzero_si256();
    const __m256d qnan = _mm256_set1_pd(NAN);
    double* out = job->out + at;
    int64_t* counts = job->counts == NULL ? NULL : job->counts + at;
    for (ptrdiff_t t = 0; t < bw; t++) {
        const ptrdiff_t k = bw - 2 - t;             /* (-1: the empty row) */
        const __m256i an = tpw_lane_prev_n(B->sn + 4 * k, cn[k]);
        const __m256d av = tpw_lane_prev(B->sm + 4 * k, cv[k]);
        const __m256i n = _mm256_add_epi64(an, _mm256_loadu_si256((const __m256i*)(B->pn + 4 * t)));
        const __m256d bv = _mm256_loadu_pd(B->pm + 4 * t);
        const __m256d r = _mm256_blendv_pd(stat == TPW_MIN ? _mm256_min_pd(av, bv) : _mm256_max_pd(av, bv), av,
                                           _mm256_cmp_pd(av, av, _CMP_UNORD_Q));
        if (vals != NULL) {
            tpw_lane_scatter(vals + t, bw, r);
            tpw_lane_scatter_n(ns + t, bw, n);
            continue;
        }
        const __m256d ok = _mm256_and_pd(_mm256_castsi256_pd(_mm256_and_si256(_mm256_cmpgt_epi64(n, mc1),
                                                                              _mm256_cmpgt_epi64(n, zero))),
                                         _mm256_cmp_pd(r, r, _CMP_ORD_Q));
        tpw_lane_scatter(out + t, bw, _mm256_blendv_pd(qnan, r, ok));
        if (counts != NULL) tpw_lane_scatter_n(counts + t, bw, n);
    }
}

/* sum/mean (count too, though the walk does not send it), four full blocks at once (as tpw_var_lanes): lane i's
 * output t is tpw_merge's sum and count of lane i-1's suffix state at
 * bw-2-t (the empty row at -1) and its own prefix state at t, written by
 * tpw_write's rules -- the scalar walk's bits.  A sum's steps are one add
 * each, so the scalar walk is bound by its per-position overhead (two
 * states stored, one loaded, the write's branches); here four blocks share
 * it. */
/* Sums take the lanes for short blocks only: measured (one thread, 2e6
 * positions, 20 % masked, Zen 3) against the scalar walk, the lanes took
 * 0.72x its time at window 20, 0.79x at 32 and 0.80-1.11x at 50-64, 1.05-1.26x at 100
 * and 200 (the states of 4 blocks leave L1) and about 1x beyond; a count,
 * whose scalar step is an integer add, took 1.25x at any window. */
#define TPW_SUM_LANES_MAX 48
TPW_INLINE void tpw_sum_lanes(const int stat, const tpw_job* job, const tpw_lanes* B, const double* x,
                              const uint8_t* m, ptrdiff_t b0, ptrdiff_t bw, ptrdiff_t at, const int64_t* cn,
                              const double* cv) {
    tpw_lanes_walk(stat, B, x, m, b0, bw, NULL);
    const __m256d two52 = _mm256_set1_pd(4503599627370496.0), qnan = _mm256_set1_pd(NAN);
    const __m256i mc1 = _mm256_set1_epi64x((int64_t)job->min_count - 1), zero = _mm256_setzero_si256();
    double* out = job->out + at;
    int64_t* counts = job->counts == NULL ? NULL : job->counts + at;
    for (ptrdiff_t t = 0; t < bw; t++) {
        const ptrdiff_t k = bw - 2 - t;             /* (-1: the empty row) */
        const __m256i n = _mm256_add_epi64(tpw_lane_prev_n(B->sn + 4 * k, cn[k]),
                                           _mm256_loadu_si256((const __m256i*)(B->pn + 4 * t)));
        /* counts (< 2**52) to doubles exactly: 2**52 + n's bits, less 2**52 */
        const __m256d fn = _mm256_sub_pd(_mm256_castsi256_pd(_mm256_or_si256(n, _mm256_castpd_si256(two52))), two52);
        __m256d r;
        if (stat == TPW_COUNT) {
            r = fn;
        } else {
            const __m256d v = _mm256_add_pd(tpw_lane_prev(B->sm + 4 * k, cv[k]), _mm256_loadu_pd(B->pm + 4 * t));
            __m256i ok = _mm256_cmpgt_epi64(n, mc1);
            __m256d q = v;
            if (stat == TPW_MEAN) {
                ok = _mm256_and_si256(ok, _mm256_cmpgt_epi64(n, zero));
                q = _mm256_div_pd(v, fn);
            }
            r = _mm256_blendv_pd(qnan, q, _mm256_and_pd(_mm256_castsi256_pd(ok), _mm256_cmp_pd(q, q, _CMP_ORD_Q)));
        }
        tpw_lane_scatter(out + t, bw, r);
        if (counts != NULL) tpw_lane_scatter_n(counts + t, bw, n);
    }
}

TPW_INLINE void tpw_var_lanes(const int stat, const tpw_job* job, const tpw_lanes* B, const double* x,
                              const uint8_t* m, ptrdiff_t b0, ptrdiff_t bw, ptrdiff_t at, const int64_t* cn,
                              const double* cv, const double* ca, const double* inv) {
    tpw_lanes_walk(stat, B, x, m, b0, bw, inv);
    /* the outputs: lane i's output t merges lane i-1's suffix state at
     * bw-2-t (lane 0: the block before's) with its own prefix state at t */
    const __m256d two52 = _mm256_set1_pd(4503599627370496.0), corr = _mm256_set1_pd(job->correction);
    const __m256i mc1 = _mm256_set1_epi64x((int64_t)job->min_count - 1);
    const __m256d qnan = _mm256_set1_pd(NAN), zero = _mm256_setzero_pd();
    double* out = job->out + at;
    int64_t* counts = job->counts == NULL ? NULL : job->counts + at;
    for (ptrdiff_t t = 0; t < bw; t++) {
        const ptrdiff_t k = bw - 2 - t;             /* (-1: the empty row) */
        const __m256i an = tpw_lane_prev_n(B->sn + 4 * k, cn[k]);
        const __m256d am = tpw_lane_prev(B->sm + 4 * k, cv[k]);
        const __m256d as = tpw_lane_prev(B->ss + 4 * k, ca[k]);
        const __m256i bn = _mm256_loadu_si256((const __m256i*)(B->pn + 4 * t));
        const __m256d bm = _mm256_loadu_pd(B->pm + 4 * t), bs = _mm256_loadu_pd(B->ps + 4 * t);
        const __m256i n = _mm256_add_epi64(an, bn);
        /* counts (< 2**52) to doubles exactly: 2**52 + n's bits, less 2**52 */
        const __m256d fa = _mm256_sub_pd(_mm256_castsi256_pd(_mm256_or_si256(an, _mm256_castpd_si256(two52))), two52);
        const __m256d fb = _mm256_sub_pd(_mm256_castsi256_pd(_mm256_or_si256(bn, _mm256_castpd_si256(two52))), two52);
        const __m256d fn = _mm256_sub_pd(_mm256_castsi256_pd(_mm256_or_si256(n, _mm256_castpd_si256(two52))), two52);
        const __m256d delta = _mm256_sub_pd(bm, am);
        const __m256d both = _mm256_fmadd_pd(_mm256_mul_pd(delta, delta),
                                             _mm256_div_pd(_mm256_mul_pd(fa, fb), fn), _mm256_add_pd(as, bs));
        const __m256d a0 = _mm256_castsi256_pd(_mm256_cmpeq_epi64(an, _mm256_setzero_si256()));
        const __m256d b0m = _mm256_castsi256_pd(_mm256_cmpeq_epi64(bn, _mm256_setzero_si256()));
        const __m256d sv = _mm256_blendv_pd(_mm256_blendv_pd(both, as, b0m), bs, a0);
        const __m256d dn = _mm256_sub_pd(fn, corr);
        __m256d q = _mm256_div_pd(sv, dn);
        if (stat == TPW_STD) q = _mm256_sqrt_pd(q);
        const __m256d ok = _mm256_and_pd(_mm256_and_pd(_mm256_castsi256_pd(_mm256_cmpgt_epi64(n, mc1)),
                                                       _mm256_cmp_pd(dn, zero, _CMP_GT_OQ)),
                                         _mm256_cmp_pd(q, q, _CMP_ORD_Q));
        const __m256d r = _mm256_blendv_pd(qnan, q, ok);
        tpw_lane_scatter(out + t, bw, r);
        if (counts != NULL) tpw_lane_scatter_n(counts + t, bw, n);
    }
}
#endif

/* argmin/argmax (ties to the first position read; see `rev`): the
 * folds keep the extreme's value alone (the min/max walk), and the position
 * is found afterwards as the first valid j of the window [a, z] with
 * x[j] == V (or both NaN: a NaN wins), V the window's NaN-keeping extreme.
 * That is the answer the position-carrying states give (prefixes keep the
 * first they meet, suffixes the leftmost, a merge the left part's unless the
 * right part's is strictly better), without a position's select, store and
 * load per fold: q, the last window's answer, stays the answer while it is in
 * the window and the extreme is the same value.
 *
 * Otherwise, either q is still in the window and the extreme got strictly
 * better: then it came in after the last window that had q as its answer, at
 * (zq, z]; or q left (or there was none): then a scan from a.  Each
 * position is scanned at most once by each kind of scan (the scans from a
 * end at the new q, and the next one starts after it), so a row costs O(L)
 * whatever the data and the window (amortised: one output may scan a
 * window).  The answer depends only on the window's values, so any chunking
 * gives the same positions.  (The last holder, read forwards, would not
 * do: once the extreme leaves, finding the last of the new one's holders
 * means scanning from the window's end, on rising data a whole window per
 * output; hence `rev`.) */
typedef struct {
    ptrdiff_t q, zq;         /* the answer and the z of the last window it was checked for (-1: none) */
    double vq;               /* its value */
} tpw_argpos;

TPW_INLINE int tpw_same(double a, double b) {
    return (a == b) | ((a != a) & (b != b));
}

/* The 8 positions from j that are valid and hold v (or NaN, nan): a bit
 * each, without a branch per position (a test per position mispredicted on
 * a random mask). */
TPW_INLINE unsigned tpw_hits8(const double* x, const uint8_t* m, ptrdiff_t j, double v, const int nan) {
    unsigned bits = 0;
#if defined(__AVX2__) && defined(__BMI2__)
    const __m256d lo = _mm256_loadu_pd(x + j), hi = _mm256_loadu_pd(x + j + 4), vv = _mm256_set1_pd(v);
    bits = (unsigned)_mm256_movemask_pd(nan ? _mm256_cmp_pd(lo, lo, _CMP_UNORD_Q) : _mm256_cmp_pd(lo, vv, _CMP_EQ_OQ)) |
           (unsigned)_mm256_movemask_pd(nan ? _mm256_cmp_pd(hi, hi, _CMP_UNORD_Q) : _mm256_cmp_pd(hi, vv, _CMP_EQ_OQ))
               << 4;
    if (m != NULL) {
        /* a byte's high bit set where it is not 0, then one bit a byte */
        const uint64_t h = 0x8080808080808080ull;
        uint64_t u;
        memcpy(&u, m + j, 8);
        bits &= (unsigned)_pext_u64((((u & ~h) + ~h) | u) & h, h);
    }
#else
    for (int k = 0; k < 8; k++) {
        const int hit = nan ? x[j + k] != x[j + k] : x[j + k] == v;
        bits |= (unsigned)(hit & (m == NULL || m[j + k] != 0)) << k;
    }
#endif
    return bits;
}

static __attribute__((noinline)) ptrdiff_t tpw_find(const double* x, const uint8_t* m, ptrdiff_t j, ptrdiff_t z,
                                                    double v) {
    /* the first valid position in [j, z] that holds v (-1: none, which a correct v never gives) */
    const int nan = v != v;
    for (; j + 8 <= z + 1; j += 8) {
        const unsigned bits = nan ? tpw_hits8(x, m, j, v, 1) : tpw_hits8(x, m, j, v, 0);
        if (bits != 0) return j + __builtin_ctz(bits);
    }
    for (; j <= z; j++)
        if ((m == NULL || m[j] != 0) && tpw_same(x[j], v)) return j;
    return -1;
}

TPW_INLINE void tpw_write_arg(const tpw_job* job, tpw_argpos* ap, const double* x, const uint8_t* m,
                              ptrdiff_t at, ptrdiff_t a, ptrdiff_t z, tpw_state st, const int plain) {
    const int64_t n = st.n;
    ptrdiff_t p = -1;
    if (!plain && job->counts != NULL) job->counts[at] = n;
    if (n > 0) {
        const ptrdiff_t q = ap->q;
        uint64_t bq, bv;
        memcpy(&bq, &ap->vq, 8);
        memcpy(&bv, &st.v, 8);
        /* the same bits: one integer test on the path nearly every output
         * takes (equal values of other bits, +-0 or NaNs, take the next test) */
        if (__builtin_expect((q >= a) & (bq == bv), 1) || (q >= a && tpw_same(ap->vq, st.v))) {
            p = q;
        } else {
            /* q in the window: the extreme got strictly better after zq --
             * at z when that is the one new position (the walk's step) */
            p = q >= a && ap->zq == z - 1 ? z : tpw_find(x, m, q >= a ? ap->zq + 1 : a, z, st.v);
            ap->vq = st.v;
        }
        ap->q = p;
        ap->zq = z;
        if (n < job->min_count) p = -1;
    }
    if (plain || job->int_out) ((int64_t*)job->out)[at] = p;
    else job->out[at] = p >= 0 ? (double)p : NAN;
}

/* The suffix states of block [b0, b1): state k holds b1-1-k .. b1-1. */
TPW_INLINE void tpw_suffixes(const int stat, const double* x, const uint8_t* m, ptrdiff_t b0, ptrdiff_t b1,
                             int64_t* cnt, double* val, double* aux, const double* inv) {
    tpw_state st = tpw_empty(stat);
    for (ptrdiff_t j = b1 - 1, k = 0; j >= b0; j--, k++) {
        tpw_add(stat, &st, x, m, j, 0, inv);
        tpw_store(stat, cnt, val, aux, k, st);
    }
}

/* output j (of the row) for the window [a, z] of state st.  `row + j_`
 * unparenthesised on purpose: `row + (j + t)` instead of `row + j + t`
 * changed gcc's register allocation of the whole min/max walk and cost
 * them 5-10 % (C harness); this is the previous build's code to the
 * instruction for every statistic but first-mode argmin/argmax. */
#define TPW_EMIT(j_, a_, z_, st_)                                                  \
    do {                                                                           \
        if (vpos) tpw_write_arg(job, &ap, x, m, row + j_, (a_), (z_), (st_), plain); \
        else tpw_write(stat, job, row + j_, (st_));                                \
    } while (0)

/* Units [lo, hi) of the job (a unit: the outputs [J0, J1) of one row).
 * `short_sums` (sum/mean, blocks of at most TPW_SUM_LANES_MAX): the
 * four-block lanes.  Returns -1 when out of memory. */
TPW_INLINE int tpw_walk(const int stat, const int rev, const int plain, const int short_sums, const tpw_job* job_in,
                        ptrdiff_t lo, ptrdiff_t hi) {
    /* a local copy: the compiler cannot know that the stores to out and
     * counts leave *job_in alone, and would reload its fields per output */
    tpw_job job_copy = *job_in;
    const tpw_job* job = &job_copy;
    /* argmin/argmax fold the extreme alone (see tpw_write_arg) */
    const int vpos = stat == TPW_ARGMIN || stat == TPW_ARGMAX;
    const int fs = vpos ? (stat == TPW_ARGMIN ? TPW_MIN : TPW_MAX) : stat;
    const ptrdiff_t L = job->L, w = job->window, bw = job->block;
    /* rev (argmin/argmax with ties to the last): the walk reads each row
     * backwards, where the window's extent behind and ahead swap */
    const ptrdiff_t behind = job->center ? w / 2 : w - 1, before = job->center ? (w - 1) / 2 : 0;
    const ptrdiff_t back = rev ? before : behind, ahead = rev ? behind : before;
    /* rev: a unit's outputs go in pieces of `piece` through reversed copies
     * of the positions their windows and blocks read (rx, rm: at most piece
     * + 3 blocks + a window), the positions and counts to ro, rc */
    const ptrdiff_t piece = rev ? (8 * bw > 16384 ? 8 * bw : 16384) : 0;
    double* rx = rev ? (double*)malloc((size_t)(piece + 3 * bw + w + 8) * sizeof(double)) : NULL;
    uint8_t* rm = rev && job->m != NULL ? (uint8_t*)malloc((size_t)(piece + 3 * bw + w + 8)) : NULL;
    int64_t* ro = rev ? (int64_t*)malloc((size_t)piece * sizeof(int64_t)) : NULL;
    int64_t* rc = rev && job->counts != NULL ? (int64_t*)malloc((size_t)piece * sizeof(int64_t)) : NULL;
    if (rev && (rx == NULL || ro == NULL || (job->m != NULL && rm == NULL) || (job->counts != NULL && rc == NULL))) {
        free(rx);
        free(rm);
        free(ro);
        free(rc);
        return -1;
    }
    if (rev) {
        job_copy.out = (double*)ro;     /* (row = -J0: output j of a piece at ro[j - J0]) */
        job_copy.counts = rc;
        job_copy.int_out = 1;
    }
    /* two blocks' suffix states (the current and the one before), each
     * after a slot [-1] that holds the empty state (var/std's steady state
     * merges the block's last output with it); var/std's prefix states of
     * one block; 1/k, k = 0..bw */
    int64_t* cnt = (int64_t*)calloc(3 * bw + 2, sizeof(int64_t));
    double* buf = (double*)calloc(7 * bw + 5, sizeof(double));
    if (cnt == NULL || buf == NULL) {
        free(cnt);
        free(buf);
        free(rx);
        free(rm);
        free(ro);
        free(rc);
        return -1;
    }
#ifdef TPW_LANES
    /* four-block batches of var/std (tpw_var_lanes), of the sums (tpw_sum_lanes)
     * and of the extremes (tpw_ext_lanes): the states of 4 lanes, S with an
     * empty row first; a sum's or an extreme's batch keeps its lanes' states for 4 * bw positions in
     * cache while its outputs are written: not past 2 ** 14 (512 KB) */
    const int lanes = bw >= 4 && (stat == TPW_VAR || stat == TPW_STD ||
                                  (short_sums && (stat == TPW_SUM || stat == TPW_MEAN)) ||
                                  ((fs == TPW_MIN || fs == TPW_MAX) && bw <= 16384));
    int64_t* lcnt = lanes ? (int64_t*)calloc(8 * bw + 4, sizeof(int64_t)) : NULL;
    double* lbuf = lanes ? (double*)calloc(16 * bw + 8, sizeof(double)) : NULL;
    if (lanes && (lcnt == NULL || lbuf == NULL)) {
        free(cnt);
        free(buf);
        free(rx);
        free(rm);
        free(ro);
        free(rc);
        free(lcnt);
        free(lbuf);
        return -1;
    }
    const tpw_lanes LB = {lcnt, lcnt + 4 * bw + 4, lbuf, lbuf + 4 * bw, lbuf + 8 * bw + 4, lbuf + 12 * bw + 8};
    if (lanes)
        for (int i = -4; i < 0; i++) LB.sm[i] = tpw_empty(fs).v;
#endif
    int64_t* sc[2] = {cnt + 1, cnt + bw + 2};
    double* sv[2] = {buf + 1, buf + bw + 2};
    sv[0][-1] = sv[1][-1] = tpw_empty(fs).v;
    double* sa[2] = {buf + 2 * bw + 3, buf + 3 * bw + 4};
    int64_t* pn = cnt + 2 * bw + 2;
    double* pm = buf + 4 * bw + 4;
    double* ps = buf + 5 * bw + 4;
    double* inv = buf + 6 * bw + 4;
    inv[0] = 0.0;
    for (ptrdiff_t k = 1; k <= bw; k++) inv[k] = 1.0 / (double)k;
    for (ptrdiff_t u = lo; u < hi; u++) {
      const ptrdiff_t r = u / job->nch;
      const ptrdiff_t U0 = (u - r * job->nch) * job->chunk;
      const ptrdiff_t U1 = U0 + job->chunk < L ? U0 + job->chunk : L;
      /* the unit's outputs [U0, U1): with rev, the reversed row's [L - U1, L - U0), in pieces */
      const ptrdiff_t Y0 = rev ? L - U1 : U0, Y1 = rev ? L - U0 : U1;
      for (ptrdiff_t J0 = Y0; J0 < Y1; J0 += rev ? piece : Y1 - Y0) {
        const ptrdiff_t J1 = rev && J0 + piece < Y1 ? J0 + piece : Y1;
        const double* x = job->x + r * L;
        const uint8_t* m = job->m == NULL ? NULL : job->m + r * L;
        ptrdiff_t row = r * L;
        if (rev) {
            /* the reversed row's positions [p0, p1): from the block before the
             * first output's window's end to the end of the last one's block */
            const ptrdiff_t zs = J0 + ahead < L - 1 ? J0 + ahead : L - 1;
            const ptrdiff_t ze = J1 - 1 + ahead < L - 1 ? J1 - 1 + ahead : L - 1;
            const ptrdiff_t p0 = zs / bw > 0 ? (zs / bw - 1) * bw : 0;
            const ptrdiff_t p1 = (ze / bw + 1) * bw < L ? (ze / bw + 1) * bw : L;
            const double* restrict xe = job_in->x + r * L + L - 1 - p0;
            double* restrict rxw = rx;
            for (ptrdiff_t t = 0; t < p1 - p0; t++) rxw[t] = xe[-t];
            if (m != NULL) {
                const uint8_t* restrict me = job_in->m + r * L + L - 1 - p0;
                uint8_t* restrict rmw = rm;
                for (ptrdiff_t t = 0; t < p1 - p0; t++) rmw[t] = me[-t];
            }
            x = rx - p0;
            m = m == NULL ? NULL : rm - p0;
            row = -J0;
        }
        ptrdiff_t j = J0;
        tpw_argpos ap = {-1, -1, 0.0};
        /* the first block: the one J0's window ends in (J0 is a multiple of bw) */
        ptrdiff_t z = J0 + ahead < L - 1 ? J0 + ahead : L - 1;
        ptrdiff_t kb = z / bw, b0 = kb * bw;
        if (kb > 0)      /* the halo: the suffix states of the block before (it has bw positions) */
            tpw_suffixes(fs, x, m, b0 - bw, b0, sc[(kb - 1) & 1], sv[(kb - 1) & 1], sa[(kb - 1) & 1], inv);
        while (j < J1) {
            const ptrdiff_t b1 = b0 + bw < L ? b0 + bw : L;          /* block kb = [b0, b1) */
            int64_t* pc = sc[(kb - 1) & 1];                           /* the block before's suffixes */
            const double* pv = sv[(kb - 1) & 1];
            const double* pa = sa[(kb - 1) & 1];
            int64_t* cc = sc[kb & 1];                                 /* this block's */
            double* cv = sv[kb & 1];
            double* ca = sa[kb & 1];
            tpw_state P = tpw_empty(fs);                             /* the prefix [b0, pz] */
#ifdef TPW_LANES
            if (lanes && kb > 0 && b0 + TPW_LANES * bw <= L && j + ahead == b0 && j + TPW_LANES * bw <= J1) {
                /* four full blocks: kb .. kb + 3; the last one's suffix states
                 * go to the scalar arrays, for the block after */
                if (stat == TPW_VAR || stat == TPW_STD) {
                    tpw_var_lanes(stat, job, &LB, x, m, b0, bw, row + j, pc, pv, pa, inv);
                } else if (stat == TPW_SUM || stat == TPW_MEAN) {
                    tpw_sum_lanes(stat, job, &LB, x, m, b0, bw, row + j, pc, pv);
                } else if (!vpos) {
                    tpw_ext_lanes(fs, job, &LB, x, m, b0, bw, row + j, pc, pv, NULL, NULL);
                } else {
                    /* the extremes and counts of the 4 * bw windows, then their positions in order */
                    double* vals = LB.ps;
                    int64_t* ns = (int64_t*)LB.ss;
                    tpw_ext_lanes(fs, job, &LB, x, m, b0, bw, row + j, pc, pv, vals, ns);
                    for (ptrdiff_t t = 0; t < TPW_LANES * bw; t++) {
                        const tpw_state st = {ns[t], vals[t], 0.0};
                        TPW_EMIT(j + t, b0 - bw + 1 + t, b0 + t, st);
                    }
                }
                int64_t* nc = sc[(kb + 3) & 1];
                double* nv = sv[(kb + 3) & 1];
                double* na = sa[(kb + 3) & 1];
                for (ptrdiff_t t = 0; t < bw; t++) {
                    nc[t] = LB.sn[4 * t + 3];
                    nv[t] = LB.sm[4 * t + 3];
                    na[t] = LB.ss[4 * t + 3];
                }
                j += TPW_LANES * bw;
                b0 += TPW_LANES * bw;
                kb += TPW_LANES;
                continue;
            }
#endif
            if ((stat == TPW_VAR || stat == TPW_STD) && kb > 0 && b1 - b0 == bw && j + ahead == b0 &&
                j + bw <= J1) {
                /* var/std's steady state in two passes: the prefix and suffix
                 * walks (two Welford chains side by side, bound by their
                 * latency), then the block's bw outputs (tpw_var_out: the
                 * merges and divisions, vectorised); the last output, the
                 * block itself, merges P with the empty slot [-1]. */
                tpw_state S = tpw_empty(fs);
                for (ptrdiff_t t = 0; t < bw; t++) {
                    tpw_add(fs, &P, x, m, b0 + t, 1, inv);
                    tpw_add(fs, &S, x, m, b1 - 1 - t, 0, inv);
                    tpw_store(fs, cc, cv, ca, t, S);
                    tpw_store(fs, pn, pm, ps, t, P);
                }
                tpw_var_out(stat, job, row + j, bw, pc + bw - 2, pv + bw - 2, pa + bw - 2, pn, pm, ps);
                j += bw;
            } else if (kb > 0 && b1 - b0 == bw && j + ahead == b0 && j + bw <= J1) {
                /* The steady state: output j + t's window is [b0 - bw + 1 + t, b0 + t]; the
                 * suffix of this block runs backwards beside the prefix. */
                tpw_state S = tpw_empty(fs);
                for (ptrdiff_t t = 0; t < bw - 1; t++) {
                    tpw_add(fs, &P, x, m, b0 + t, 1, inv);
                    tpw_add(fs, &S, x, m, b1 - 1 - t, 0, inv);
                    tpw_store(fs, cc, cv, ca, t, S);
                    TPW_EMIT(j + t, b0 - bw + 1 + t, b0 + t, tpw_merge(fs, tpw_load(fs, pc, pv, pa, bw - 2 - t), P));
                }
                tpw_add(fs, &P, x, m, b1 - 1, 1, inv);       /* t = bw - 1: the block itself */
                tpw_add(fs, &S, x, m, b0, 0, inv);
                tpw_store(fs, cc, cv, ca, bw - 1, S);
                TPW_EMIT(j + bw - 1, b0, b1 - 1, P);
                j += bw;
            } else {
                ptrdiff_t pz = b0 - 1;
                tpw_suffixes(fs, x, m, b0, b1, cc, cv, ca, inv);
                /* the windows [a, z] that end in this block */
                while (j < J1) {
                    z = j + ahead < L - 1 ? j + ahead : L - 1;
                    if (z >= b1) break;
                    const ptrdiff_t a = j - back > 0 ? j - back : 0;
                    while (pz < z) tpw_add(fs, &P, x, m, ++pz, 1, inv);
                    if (a == b0)          /* one block, from its start: the prefix */
                        TPW_EMIT(j, a, z, P);
                    else if (a > b0)      /* one block, to its end (z is the row's last): a suffix */
                        TPW_EMIT(j, a, z, tpw_load(fs, cc, cv, ca, b1 - 1 - a));
                    else                  /* a in the block before (it had bw positions) */
                        TPW_EMIT(j, a, z, tpw_merge(fs, tpw_load(fs, pc, pv, pa, b0 - 1 - a), P));
                    j++;
                }
            }
            b0 = b1;
            kb++;
        }
        if (rev) {
            /* output j of the reversed row is output L - 1 - j of the row, and
             * its position p there L - 1 - p (-1: none) */
            /* (job_in's fields in locals: the stores could alias them) */
            double* restrict out = job_in->out + r * L + L - 1 - J0;         /* out[-t]: output y = J0 + t */
            int64_t* restrict counts = job_in->counts == NULL ? NULL : job_in->counts + r * L + L - 1 - J0;
            const ptrdiff_t n = J1 - J0, last = L - 1;
            if (job_in->int_out)
                for (ptrdiff_t t = 0; t < n; t++) ((int64_t*)out)[-t] = ro[t] < 0 ? -1 : last - ro[t];
            else if (job_in->offsets)
                for (ptrdiff_t t = 0; t < n; t++) out[-t] = ro[t] < 0 ? NAN : (double)(ro[t] - (J0 + t));
            else
                for (ptrdiff_t t = 0; t < n; t++) out[-t] = ro[t] < 0 ? NAN : (double)(last - ro[t]);
            if (counts != NULL)
                for (ptrdiff_t t = 0; t < n; t++) counts[-t] = rc[t];
        }
      }
    }
    free(cnt);
    free(buf);
    free(rx);
    free(rm);
    free(ro);
    free(rc);
#ifdef TPW_LANES
    free(lcnt);
    free(lbuf);
#endif
    return 0;
}

/* The walk of statistic `stat` (and `last`) over units [lo, hi).
 * argmin/argmax with an int64 out (with `last`: the pieces') and no counts (every ndarray call) get
 * loops of their own: the two tests per output, though predictable, cost
 * 7-10 % there (registers the walk's loop is short of). */
TPW_INLINE int tpw_rows(const int stat, const int last, const tpw_job* job, ptrdiff_t lo, ptrdiff_t hi) {
    if ((stat == TPW_ARGMIN || stat == TPW_ARGMAX) && last)      /* (its pieces' outputs are int64) */
        return job->counts == NULL ? tpw_walk(stat, 1, 1, 0, job, lo, hi) : tpw_walk(stat, 1, 0, 0, job, lo, hi);
    if ((stat == TPW_ARGMIN || stat == TPW_ARGMAX) && job->int_out && job->counts == NULL)
        return tpw_walk(stat, 0, 1, 0, job, lo, hi);
    return tpw_walk(stat, 0, 0, 0, job, lo, hi);
}

/* sum/mean of blocks of at most TPW_SUM_LANES_MAX (tpw_short_sums_ok): a walk
 * of their own, with the four-block lanes, called as a function of its own
 * (the choice made inside tpw_rows, or inside one walk, cost the long
 * windows' walk 9-12 %: their registers and code layout) */
#ifdef TPW_LANES
#define TPW_SHORT_SUMS 1
TPW_INLINE int tpw_short_sums_ok(const tpw_job* job) { return job->block <= TPW_SUM_LANES_MAX; }
#else
#define TPW_SHORT_SUMS 0
TPW_INLINE int tpw_short_sums_ok(const tpw_job* job) { (void)job; return 0; }
#endif
TPW_INLINE int tpw_rows_short_sums(const int stat, const tpw_job* job, ptrdiff_t lo, ptrdiff_t hi) {
    return tpw_walk(stat, 0, 0, TPW_SHORT_SUMS, job, lo, hi);
}

#undef TPW_EMIT
#endif
