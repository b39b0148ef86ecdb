/* Hand-written C helpers shared by every generated kernel (see _support.pxd).
 *
 * float16 has no C type here, so kernels read it as uint16 and widen it with
 * tp_half_to_float (exact: every half is a float).  Complex helpers use C99
 * _Complex, which is what Cython's `double complex` compiles to. */
#ifndef TP_SUPPORT_H
#define TP_SUPPORT_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
#include <complex.h>

/* Force inlining: in a module with hundreds of call sites the compiler's
 * growth limits would otherwise leave calls in the hot loops, and a loop with
 * a call does not vectorise. */
#if defined(__GNUC__)
#define TP_INLINE static inline __attribute__((always_inline))
#define TP_STATIC static __attribute__((unused))   /* may recurse: never forced inline */
#else
#define TP_INLINE static inline
#define TP_STATIC static
#endif

/* 16-byte elements (complex128) as the selectors move them: by value, no arithmetic. */
typedef struct { uint64_t lo, hi; } tp_u128;

TP_INLINE float tp_half_to_float(uint16_t h)
{
    /* Widen IEEE binary16 to binary32 by moving exponent and mantissa into
     * place, then fixing up the two exponent extremes (inf/nan, subnormal). */
    uint32_t sign = ((uint32_t)h & 0x8000u) << 16;
    uint32_t exp = ((uint32_t)h >> 10) & 0x1fu;
    uint32_t mant = (uint32_t)h & 0x3ffu;
    uint32_t bits;
    float f;
    if (exp == 0x1fu) {                       /* inf or nan */
        bits = sign | 0x7f800000u | (mant << 13);
    } else if (exp != 0) {                    /* normal */
        bits = sign | ((exp + 112u) << 23) | (mant << 13);
    } else {                                  /* zero or subnormal: mant * 2^-24 */
        f = (float)mant * 5.9604644775390625e-08f;
        return sign ? -f : f;
    }
    memcpy(&f, &bits, sizeof f);
    return f;
}

TP_INLINE double tp_abs2_c128(double _Complex z) { return creal(z) * creal(z) + cimag(z) * cimag(z); }
TP_INLINE float tp_abs2_c64(float _Complex z) { return crealf(z) * crealf(z) + cimagf(z) * cimagf(z); }
TP_INLINE double tp_abs_c128(double _Complex z) { return cabs(z); }
TP_INLINE float tp_abs_c64(float _Complex z) { return cabsf(z); }

/* ---- Branch-free select: m ? v : id, by bit masking -------------------------
 * A branchy select costs a misprediction per element on a random mask (3.6 ns
 * here); masking bits costs nothing and vectorises.  m must be 0 or 1. */
#define TP_SEL(T, U, NAME) \
TP_INLINE T tp_sel_##NAME(int m, T v, T id) { \
    U a, b, k = (U)0 - (U)(m != 0); \
    memcpy(&a, &v, sizeof a); memcpy(&b, &id, sizeof b); \
    a = (a & k) | (b & ~k); memcpy(&v, &a, sizeof a); return v; }
TP_SEL(double, uint64_t, f64)
TP_SEL(float, uint32_t, f32)
TP_SEL(double _Complex, unsigned __int128, c128)
TP_SEL(float _Complex, uint64_t, c64)
TP_SEL(int8_t, uint8_t, i8)
TP_SEL(int16_t, uint16_t, i16)
TP_SEL(int32_t, uint32_t, i32)
TP_SEL(int64_t, uint64_t, i64)
TP_SEL(uint8_t, uint8_t, u8)
TP_SEL(uint16_t, uint16_t, u16)
TP_SEL(uint32_t, uint32_t, u32)
TP_SEL(uint64_t, uint64_t, u64)

/* ---- Folds of a contiguous block: the second stage of every kernel ----------
 * Eight independent accumulators (numpy's pairwise leaf) let the compiler
 * vectorise without reassociating a single chain. */
#define TP_FOLD8(T, NAME, OPNAME, ZERO, OP) \
TP_INLINE T tp_fold_##OPNAME##_##NAME(const T *b, ptrdiff_t n) { \
    T r0 = ZERO, r1 = ZERO, r2 = ZERO, r3 = ZERO, r4 = ZERO, r5 = ZERO, r6 = ZERO, r7 = ZERO; \
    ptrdiff_t i = 0; \
    for (; i + 8 <= n; i += 8) { \
        r0 = OP(r0, b[i]); r1 = OP(r1, b[i + 1]); r2 = OP(r2, b[i + 2]); r3 = OP(r3, b[i + 3]); \
        r4 = OP(r4, b[i + 4]); r5 = OP(r5, b[i + 5]); r6 = OP(r6, b[i + 6]); r7 = OP(r7, b[i + 7]); } \
    for (; i < n; i++) r0 = OP(r0, b[i]); \
    return OP(OP(OP(r0, r1), OP(r2, r3)), OP(OP(r4, r5), OP(r6, r7))); }
#define TP_ADD(a, b) ((a) + (b))
#define TP_MUL(a, b) ((a) * (b))
#define TP_MAX(a, b) ((b) > (a) ? (b) : (a))
#define TP_MIN(a, b) ((b) < (a) ? (b) : (a))
#define TP_FOLDS_ARITH(T, NAME) TP_FOLD8(T, NAME, add, 0, TP_ADD) TP_FOLD8(T, NAME, mul, 1, TP_MUL)
#define TP_FOLDS_ORDER(T, NAME, LO, HI) TP_FOLD8(T, NAME, max, LO, TP_MAX) TP_FOLD8(T, NAME, min, HI, TP_MIN)
TP_FOLDS_ARITH(double, f64)
TP_FOLDS_ARITH(float, f32)
TP_FOLDS_ARITH(double _Complex, c128)
TP_FOLDS_ARITH(float _Complex, c64)
TP_FOLDS_ARITH(int8_t, i8)
TP_FOLDS_ARITH(int16_t, i16)
TP_FOLDS_ARITH(int32_t, i32)
TP_FOLDS_ARITH(int64_t, i64)
TP_FOLDS_ARITH(uint8_t, u8)
TP_FOLDS_ARITH(uint16_t, u16)
TP_FOLDS_ARITH(uint32_t, u32)
TP_FOLDS_ARITH(uint64_t, u64)
TP_FOLDS_ORDER(int8_t, i8, INT8_MIN, INT8_MAX)
TP_FOLDS_ORDER(int16_t, i16, INT16_MIN, INT16_MAX)
TP_FOLDS_ORDER(int32_t, i32, INT32_MIN, INT32_MAX)
TP_FOLDS_ORDER(int64_t, i64, INT64_MIN, INT64_MAX)
TP_FOLDS_ORDER(uint8_t, u8, 0, UINT8_MAX)
TP_FOLDS_ORDER(uint16_t, u16, 0, UINT16_MAX)
TP_FOLDS_ORDER(uint32_t, u32, 0, UINT32_MAX)
TP_FOLDS_ORDER(uint64_t, u64, 0, UINT64_MAX)

/* Float max/min propagate NaN (numpy's rule): fold ignoring NaN with the
 * hardware max, track "saw a NaN" on the side, return NaN if so. */
#define TP_FOLD_FLOAT_ORDER(T, NAME, OPNAME, INIT, OP) \
TP_INLINE T tp_fold_##OPNAME##_##NAME##_scalar(const T *b, ptrdiff_t n) { \
    T r0 = INIT, r1 = INIT, r2 = INIT, r3 = INIT; int nan = 0; ptrdiff_t i = 0; \
    for (; i + 4 <= n; i += 4) { \
        r0 = OP(r0, b[i]); r1 = OP(r1, b[i + 1]); r2 = OP(r2, b[i + 2]); r3 = OP(r3, b[i + 3]); \
        nan |= (b[i] != b[i]) | (b[i + 1] != b[i + 1]) | (b[i + 2] != b[i + 2]) | (b[i + 3] != b[i + 3]); } \
    for (; i < n; i++) { r0 = OP(r0, b[i]); nan |= b[i] != b[i]; } \
    r0 = OP(OP(r0, r1), OP(r2, r3)); \
    return nan ? (T)NAN : r0; }
TP_FOLD_FLOAT_ORDER(double, f64, max, -INFINITY, TP_MAX)
TP_FOLD_FLOAT_ORDER(double, f64, min, INFINITY, TP_MIN)
TP_FOLD_FLOAT_ORDER(float, f32, max, -INFINITY, TP_MAX)
TP_FOLD_FLOAT_ORDER(float, f32, min, INFINITY, TP_MIN)

/* Float max/min of two values with NaN propagation, written so that a loop of
 * them over independent positions vectorises (compare + blend, no branch). */
#define TP_NAN_ORDER(T, NAME, OPNAME, CMP) \
TP_INLINE T tp_##OPNAME##nan_##NAME(T a, T t) { T r = t CMP a ? t : a; return t != t ? t : r; }
TP_NAN_ORDER(double, f64, max, >)
TP_NAN_ORDER(double, f64, min, <)
TP_NAN_ORDER(float, f32, max, >)
TP_NAN_ORDER(float, f32, min, <)

/* exp(x), branch-free so that loops of it vectorise (libm's exp does not).
 * x = k*ln2 + r with |r| <= ln2/2 (Cody-Waite split of ln2, so k*LN2_HI is
 * exact); exp(r) by its Taylor polynomial to degree 13 (truncation < 1e-17
 * relative); 2^k built from exponent bits as 2^(k/2) * 2^(k - k/2) so that
 * subnormal results round once.  Clamping x to [-746, 710] gives 0 and inf at
 * the ends; NaN propagates.  Tested against mpmath over the whole range. */
TP_INLINE double tp_exp(double x)
{
    /* MAGIC = 1.5 * 2^52: adding it rounds to an integer, and the integer is
     * then the low bits of the sum (bit-level, so the loop still vectorises:
     * there is no double -> int64 conversion before AVX-512). */
    const double LOG2E = 1.4426950408889634074, LN2_HI = 6.93147180369123816490e-01,
                 LN2_LO = 1.90821492927058770002e-10, MAGIC = 6755399441055744.0;
    double xc = tp_sel_f64(x < -746.0, -746.0, x);   /* bit selects: no branch; NaN stays */
    xc = tp_sel_f64(xc > 710.0, 710.0, xc);
    double t = xc * LOG2E + MAGIC, kd = t - MAGIC;
    double h = kd * 0.5 + MAGIC, kd1 = h - MAGIC, kd2 = kd - kd1, t2 = kd2 + MAGIC;
    double r = (xc - kd * LN2_HI) - kd * LN2_LO;
    double p = 1.0 / 6227020800.0;                    /* 1/13! */
    p = p * r + 1.0 / 479001600.0;
    p = p * r + 1.0 / 39916800.0;
    p = p * r + 1.0 / 3628800.0;
    p = p * r + 1.0 / 362880.0;
    p = p * r + 1.0 / 40320.0;
    p = p * r + 1.0 / 5040.0;
    p = p * r + 1.0 / 720.0;
    p = p * r + 1.0 / 120.0;
    p = p * r + 1.0 / 24.0;
    p = p * r + 1.0 / 6.0;
    p = p * r + 0.5;
    p = p * r + 1.0;
    p = p * r + 1.0;
    uint64_t hb, t2b, mb, b1, b2;
    double s1, s2;
    memcpy(&hb, &h, 8); memcpy(&t2b, &t2, 8); memcpy(&mb, &MAGIC, 8);
    b1 = (hb - mb + 1023) << 52;                      /* 2^kd1 */
    b2 = (t2b - mb + 1023) << 52;                     /* 2^kd2 */
    memcpy(&s1, &b1, 8); memcpy(&s2, &b2, 8);
    /* Far below the subnormal range the answer is 0: multiply by an exact 0
     * rather than let the product go subnormal (a ~100-cycle assist each). */
    s2 = tp_sel_f64(xc < -745.2, 0.0, s2);
    return p * s1 * s2;
}

/* log(x), branch-free so that loops of it vectorise (libm's log does not).
 * x = 2^k * m with m in [sqrt(2)/2, sqrt(2)) from the exponent bits
 * (subnormals scaled by 2^52 first); log(m) = log(1 + f) by fdlibm's
 * reduction s = f / (2 + f), log(1 + f) = f - f^2/2 + s (f^2/2 + R(s^2)) with
 * its degree-14 minimax R, and k ln2 split so that k * LN2_HI is exact.
 * Selects give -inf at 0, NaN below 0 and at NaN, inf at inf.  Measured
 * against mpmath by tools/ulp_transcendentals.py. */
TP_INLINE double tp_log(double x)
{
    const double LN2_HI = 6.93147180369123816490e-01, LN2_LO = 1.90821492927058770002e-10,
                 TWO52 = 4503599627370496.0, TINY = 2.2250738585072014e-308;
    const double LG1 = 6.666666666666735130e-01, LG2 = 3.999999999940941908e-01,
                 LG3 = 2.857142874366239149e-01, LG4 = 2.222219843214978396e-01,
                 LG5 = 1.818357216161805012e-01, LG6 = 1.531383769920937332e-01,
                 LG7 = 1.479819860511658591e-01;
    double xs = tp_sel_f64(x < TINY, x * TWO52, x);
    uint64_t bx, mb;
    memcpy(&bx, &xs, 8);
    int64_t hx = (int64_t)(bx >> 32);
    int64_t k = ((hx >> 20) & 0x7ff) - 1023 - (x < TINY ? 52 : 0);
    hx &= 0x000fffff;
    int64_t i = (hx + 0x95f64) & 0x100000;            /* m >= sqrt(2): halve it, k + 1 */
    mb = ((uint64_t)(hx | (i ^ 0x3ff00000)) << 32) | (bx & 0xffffffffu);
    k += i >> 20;
    double m, dk = (double)k;
    memcpy(&m, &mb, 8);
    double f = m - 1.0, s = f / (2.0 + f), z = s * s, w = z * z;
    double t1 = w * (LG2 + w * (LG4 + w * LG6));
    double t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
    double hfsq = 0.5 * f * f;
    double r = dk * LN2_HI - ((hfsq - (s * (hfsq + t1 + t2) + dk * LN2_LO)) - f);
    r = tp_sel_f64(x == 0.0, -INFINITY, r);
    r = tp_sel_f64(x < 0.0, NAN, r);
    r = tp_sel_f64(x == INFINITY, INFINITY, r);
    return tp_sel_f64(x != x, x, r);
}

/* x raised to lo when below it; a NaN x stays NaN (fmax(x, lo) would give lo:
 * normalize's floor of a NaN norm must not hide the NaN). */
TP_INLINE double tp_at_least(double x, double lo)
{
    return x < lo ? lo : x;
}

/* NaN-ignoring max and min with -0 < +0 (IEEE 754-2019 maximumNumber /
 * minimumNumber).  libm's fmax returns its first operand on a tie of zeros and
 * x86's maxpd (numpy's array loops) its second, so the sign of a zero result
 * would depend on the loop; this rule makes it the same in every loop, layout
 * and path (adapters.fmax/fmin apply it to numpy's results). */
TP_INLINE double tp_fmax(double a, double b)
{
    /* On a tie the bits differ at most in the sign of zero: their AND is +0
     * unless both are -0.  Selects only, so the loops vectorise (1e7 float64:
     * 14 ms, libm's fmax 58 ms, a signbit() branch 99 ms). */
    uint64_t ia, ib, it;
    double tie, r;
    memcpy(&ia, &a, 8); memcpy(&ib, &b, 8);
    it = ia & ib;
    memcpy(&tie, &it, 8);
    r = a > b ? a : b;
    r = a == b ? tie : r;
    r = a != a ? b : r;
    return b != b ? a : r;
}

TP_INLINE double tp_fmin(double a, double b)
{
    /* As tp_fmax; the OR of a tie's bits is -0 unless both are +0. */
    uint64_t ia, ib, it;
    double tie, r;
    memcpy(&ia, &a, 8); memcpy(&ib, &b, 8);
    it = ia | ib;
    memcpy(&tie, &it, 8);
    r = a < b ? a : b;
    r = a == b ? tie : r;
    r = a != a ? b : r;
    return b != b ? a : r;
}

/* log(exp(a) + exp(b)) without overflow: max + log1p(exp(-|a - b|)).  An
 * infinite max is the answer itself (both -inf: -inf, not nan); NaN wins. */
TP_INLINE double tp_logaddexp(double a, double b)
{
    double mx = a > b ? a : b;
    double r = mx + log1p(tp_exp(-fabs(a - b)));
    r = (mx == INFINITY || mx == -INFINITY) ? mx : r;
    return (a != a || b != b) ? a + b : r;
}

/* The k-th smallest of a[0..n) (0-based), partially reordering a:
 * Floyd & Rivest's SELECT with branch-free partitions and an introselect
 * guard.  While a range is longer than 600, a sample of ~n^(2/3) elements
 * around position k is selected first (recursively, in place), so the element
 * then at a[k] is a pivot whose rank is close to k and one partition round
 * leaves a range of ~n^(2/3) (shorter ranges take the median of three).  A
 * round moves the elements < pivot to the front, then, if k lies beyond
 * them, the elements == pivot (so ties cost nothing extra), each with a
 * branch-free swap loop: on random data a comparison branch mispredicts half
 * the time, which made the Hoare partition ~9 ns per element.  Every partition round of a range of m elements spends one
 * unit of that range's budget of 2*log2(m) + 4 (the sample's selection has
 * its own); once it is spent (a crafted input) the remaining range is
 * heapsorted: O(n log n) at worst.  `work`, if not NULL, receives the number
 * of element visits (tests bound it).  No NaN may be present (the kernels
 * check first).  Used by order statistics. */
#define TP_SELECT(T, NAME) \
TP_INLINE void tp_sift_##NAME(T *a, ptrdiff_t root, ptrdiff_t n) { \
    T t = a[root]; ptrdiff_t child; \
    while ((child = 2 * root + 1) < n) { \
        if (child + 1 < n && a[child] < a[child + 1]) child++; \
        if (!(t < a[child])) break; \
        a[root] = a[child]; root = child; } \
    a[root] = t; } \
TP_INLINE void tp_heapsort_##NAME(T *a, ptrdiff_t n) { \
    ptrdiff_t i; T t; \
    for (i = n / 2 - 1; i >= 0; i--) tp_sift_##NAME(a, i, n); \
    for (i = n - 1; i > 0; i--) { t = a[0]; a[0] = a[i]; a[i] = t; tp_sift_##NAME(a, 0, i); } } \
TP_STATIC void tp_fr_select_##NAME(T *a, ptrdiff_t left, ptrdiff_t right, ptrdiff_t k, \
                                   ptrdiff_t *visits) { \
    int budget = 4; \
    for (ptrdiff_t m = right - left + 1; m > 1; m >>= 1) budget += 2; \
    while (right > left) { \
        ptrdiff_t i, j, lt; T t, s; \
        if (budget-- <= 0) { \
            *visits += (right - left + 1) * tp_log2_ceil(right - left + 1); \
            tp_heapsort_##NAME(a + left, right - left + 1); \
            return; } \
        if (right - left > 600) { \
            double nn = (double)(right - left + 1), ii = (double)(k - left + 1), z = log(nn); \
            double ss = 0.5 * exp(2.0 * z / 3.0); \
            double sd = 0.5 * sqrt(z * ss * (nn - ss) / nn) * (ii < nn / 2.0 ? -1.0 : 1.0); \
            double lo = (double)k - ii * ss / nn + sd, hi = (double)k + (nn - ii) * ss / nn + sd; \
            tp_fr_select_##NAME(a, lo > (double)left ? (ptrdiff_t)lo : left, \
                                hi < (double)right ? (ptrdiff_t)hi : right, k, visits); \
            t = a[k]; } \
        else { /* the median of three as the pivot value */ \
            T x0 = a[left], x1 = a[left + (right - left) / 2], x2 = a[right]; \
            if (x1 < x0) { s = x0; x0 = x1; x1 = s; } \
            if (x2 < x1) x1 = x2; \
            t = x1 < x0 ? x0 : x1; } \
        /* Branch-free partition (a comparison on random data mispredicts half \
         * the time): the elements < t to the front, then, if k lies beyond \
         * them, the elements == t to the front of the rest. */ \
        i = left; \
        for (j = left; j <= right; j++) { \
            s = a[j]; ptrdiff_t c = s < t; a[j] = a[i]; a[i] = s; i += c; } \
        *visits += right - left + 1; \
        if (k < i) { right = i - 1; continue; } \
        lt = i; \
        for (j = lt; j <= right; j++) { \
            s = a[j]; ptrdiff_t c = !(t < s); a[j] = a[i]; a[i] = s; i += c; } \
        *visits += right - lt + 1; \
        if (k < i) return;            /* a[lt..i) are all t */ \
        left = i; } } \
TP_INLINE T tp_select_work_##NAME(T *a, ptrdiff_t n, ptrdiff_t k, ptrdiff_t *work) { \
    ptrdiff_t visits = 0; \
    tp_fr_select_##NAME(a, 0, n - 1, k, &visits); \
    if (work != NULL) *work = visits; \
    return a[k]; } \
TP_INLINE T tp_select_##NAME(T *a, ptrdiff_t n, ptrdiff_t k) { \
    return tp_select_work_##NAME(a, n, k, NULL); }

/* ceil(log2(n)) + 1 for n >= 1: the depth of a heap, for the work count. */
TP_INLINE ptrdiff_t tp_log2_ceil(ptrdiff_t n) {
    ptrdiff_t r = 1;
    while (n > 1) { n = (n + 1) >> 1; r++; }
    return r;
}

TP_SELECT(double, f64)
TP_SELECT(float, f32)
TP_SELECT(int8_t, i8)
TP_SELECT(int16_t, i16)
TP_SELECT(int32_t, i32)
TP_SELECT(int64_t, i64)
TP_SELECT(uint8_t, u8)
TP_SELECT(uint16_t, u16)
TP_SELECT(uint32_t, u32)
TP_SELECT(uint64_t, u64)

/* The count of valid elements of a block of mask bytes (n <= 65535). */
TP_INLINE ptrdiff_t tp_count(const uint8_t *m, ptrdiff_t n, ptrdiff_t ms) {
    uint16_t c = 0; ptrdiff_t i;
    if (ms == 1) { for (i = 0; i < n; i++) c += m[i]; }
    else { for (i = 0; i < n; i++) c += m[i * ms]; }
    return c;
}

#if defined(__SSE2__)
#include <emmintrin.h>
/* x86-64 always has SSE2: maxpd/minpd on two lanes, four chains. */
#define TP_FOLD_SSE(T, NAME, OPNAME, INIT, V, LANES, SET1, LOADU, STOREU, VOP, UNORD, OR, MOVEMASK, OP) \
TP_INLINE T tp_fold_##OPNAME##_##NAME(const T *b, ptrdiff_t n) { \
    V r0 = SET1(INIT), r1 = r0, r2 = r0, r3 = r0, nan = UNORD(r0, r0); \
    ptrdiff_t i = 0; T out[LANES], acc; int saw_nan, j; \
    for (; i + 4 * LANES <= n; i += 4 * LANES) { \
        V t0 = LOADU(b + i), t1 = LOADU(b + i + LANES), t2 = LOADU(b + i + 2 * LANES), t3 = LOADU(b + i + 3 * LANES); \
        r0 = VOP(r0, t0); r1 = VOP(r1, t1); r2 = VOP(r2, t2); r3 = VOP(r3, t3); \
        nan = OR(nan, OR(UNORD(t0, t1), UNORD(t2, t3))); } \
    STOREU(out, VOP(VOP(r0, r1), VOP(r2, r3))); \
    saw_nan = MOVEMASK(nan) != 0; acc = out[0]; \
    for (j = 1; j < LANES; j++) acc = OP(acc, out[j]); \
    for (; i < n; i++) { acc = OP(acc, b[i]); saw_nan |= b[i] != b[i]; } \
    return saw_nan ? (T)NAN : acc; }
TP_FOLD_SSE(double, f64, max, -INFINITY, __m128d, 2, _mm_set1_pd, _mm_loadu_pd, _mm_storeu_pd, _mm_max_pd, _mm_cmpunord_pd, _mm_or_pd, _mm_movemask_pd, TP_MAX)
TP_FOLD_SSE(double, f64, min, INFINITY, __m128d, 2, _mm_set1_pd, _mm_loadu_pd, _mm_storeu_pd, _mm_min_pd, _mm_cmpunord_pd, _mm_or_pd, _mm_movemask_pd, TP_MIN)
TP_FOLD_SSE(float, f32, max, -INFINITY, __m128, 4, _mm_set1_ps, _mm_loadu_ps, _mm_storeu_ps, _mm_max_ps, _mm_cmpunord_ps, _mm_or_ps, _mm_movemask_ps, TP_MAX)
TP_FOLD_SSE(float, f32, min, INFINITY, __m128, 4, _mm_set1_ps, _mm_loadu_ps, _mm_storeu_ps, _mm_min_ps, _mm_cmpunord_ps, _mm_or_ps, _mm_movemask_ps, TP_MIN)
#else
#define tp_fold_max_f64 tp_fold_max_f64_scalar
#define tp_fold_min_f64 tp_fold_min_f64_scalar
#define tp_fold_max_f32 tp_fold_max_f32_scalar
#define tp_fold_min_f32 tp_fold_min_f32_scalar
#endif

/* ---- selectors: dense (contiguous) inner loops ------------------------------
 * `restrict` tells the compiler the output aliases neither the mask nor the
 * source, which it cannot prove for char-sized elements; without it the
 * uint8 blend stays a scalar branchy loop.  Masks are bytes, nonzero = True. */
#define TP_SELECTORS(T, NAME) \
/* o[i] = m[i] ? v : x[i] as a vectorised blend: x[i] is loaded \
 * unconditionally (a load under a condition is not if-converted). */ \
TP_INLINE void tp_blend_##NAME(T *restrict o, const T *restrict x, const uint8_t *restrict m, T v, ptrdiff_t n) { \
    for (ptrdiff_t i = 0; i < n; i++) { T xi = x[i]; o[i] = m[i] ? v : xi; } } \
/* the same in place: o[i] = m[i] ? v : o[i] */ \
TP_INLINE void tp_blend_inplace_##NAME(T *restrict o, const uint8_t *restrict m, T v, ptrdiff_t n) { \
    for (ptrdiff_t i = 0; i < n; i++) o[i] = m[i] ? v : o[i]; } \
/* o[i] = m[i] ? u[k++] : x[i] without a branch: u[k] is read every time, so \
 * the caller guarantees k + n <= the number of updates.  x may be o. Returns k. */ \
TP_INLINE ptrdiff_t tp_scatter_##NAME(T *o, const T *x, const uint8_t *restrict m, const T *restrict u, \
                                      ptrdiff_t n, ptrdiff_t k) { \
    for (ptrdiff_t i = 0; i < n; i++) { int mi = m[i] != 0; o[i] = tp_pick_##NAME(mi, u[k], x[i]); k += mi; } \
    return k; }
/* m ? a : b by bit masks: gcc turns a ternary with a random condition into a
 * branch that mispredicts half the time. */
#define TP_PICK_UINT(T, NAME) \
TP_INLINE T tp_pick_##NAME(int m, T a, T b) { return b ^ ((a ^ b) & (T)(-(T)m)); }
TP_PICK_UINT(uint8_t, 1)
TP_PICK_UINT(uint16_t, 2)
TP_PICK_UINT(uint32_t, 4)
TP_PICK_UINT(uint64_t, 8)
TP_INLINE tp_u128 tp_pick_16(int m, tp_u128 a, tp_u128 b) {
    tp_u128 r = {tp_pick_8(m, a.lo, b.lo), tp_pick_8(m, a.hi, b.hi)};
    return r; }
TP_SELECTORS(uint8_t, 1)
TP_SELECTORS(uint16_t, 2)
TP_SELECTORS(uint32_t, 4)
TP_SELECTORS(uint64_t, 8)
TP_SELECTORS(tp_u128, 16)

#endif
