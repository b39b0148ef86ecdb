# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Moving order statistics of many rows at once: the kernel of moving median/quantile.

`moving_ranks(x, m, ranks, out, counts, window, center, need=0, mix=None)`:
x (rows, L) float64 and m (rows, L) uint8 (or None: all valid)
C-contiguous.  The window of output j is [j - window + 1, j] (trailing) or
[j - window // 2, j + (window - 1) // 2] (center), cut at the row's ends; n
is the number of valid values in it (valid NaNs included) and counts[i, j] =
n (counts None: not written).  ranks is an int64 (N + 1, K) table, N >=
min(window, L) (no window holds more): s[k], the ranks[n, k]-th smallest
(0-based) valid value of the window, is NaN when n == 0, n < need or a valid
value of the window is NaN (numpy's rule for quantiles: a NaN among the
values makes the result NaN); +-inf are ordinary values.  out (rows, L, J)
gets, by `mix`:
- None: the order statistics themselves, out[i, j, k] = s[k] (J = K);
- "middle" (K = 2, J = 1): np.median's mean of the two middles, s[0] if
  s[0] == s[1] else (s[0] + s[1]) / 2;
- a float64 (N, 3 * J) table, K = 2 J (s[:J] the ranks below, s[J:] above):
  numpy.quantile's interpolation (numpy's _lerp, quantile.finish) with row
  n - 1's t = mix[n-1, :J], 1 - t = mix[n-1, J:2J] and (t >= 0.5) =
  mix[n-1, 2J:] != 0: d = hi - lo, then hi - d (1 - t) where t >= 0.5, else
  lo + d t -- each product rounded before the sum (no fused multiply-add),
  as numpy rounds it.

Long windows: Suomela's sort median ("Median filtering is equivalent to
sorting", 2014) with the window as a bitset, generalised to K ranks and to
masks.  Each row is cut into blocks of `window` positions (min(window, L)); a
window, at most `window` long, meets at most two neighbouring blocks: an old
one A that it leaves and a new one B that it enters.  Each block's valid
non-NaN values are sorted once, and when the window's end enters a block the
two blocks' sorted values are merged (ties: A's first): the window's values
are then a set of indices into that merge, a bitset of 2 * window bits in
which an element entering or leaving sets or clears its bit.  Each wanted
rank keeps a cut -- a word of the bitset and the number P of set bits below
it -- that every set or clear below the word moves by one, and that then
walks to the word holding the t-th set bit (t the rank the table wants for
the current count: n changes by at most one per step, so the walk is
usually no step at all); the bit itself is a select in one word (BMI2's
pdep, else a broadword select), the value the merge's at that index, and
the next rank's (a pair's upper statistic) the next set bit.  Cost per
position: O(log window) amortized for the sort, O(1) amortized for the
merge, and O(K) word operations with few branches, none on the mask (a
position without a value sets and clears a dummy bit no cut counts); memory
about 90 bytes per window position, per thread.  Against the
doubly-linked lists this path replaced (each cut a node of each list,
walking node by node): move_median at window 1000 0.9x their time,
move_quantile of three q 0.65x (docs/benchmarks.rst).

Values are compared as 64-bit integers: a double's bits with the magnitude
bits flipped when the sign is set order like the doubles themselves (-0.0
just before +0.0, equal as values), and the blocks' end sentinels are the
integers below and above every such key.  Blocks of at most SMALL_BLOCK
positions are sorted by counting (each value's rank is the number of values
below it: c * c comparisons that vectorize, no branch on the data); longer
ones pack the upper 24 bits of each key with its position into one word,
sorted by 3 LSD radix passes of 8 bits, and an insertion pass on the full
keys orders the runs of equal upper bits (short for continuous data, no
inversions for ties), with a heapsort as the fallback when that pass meets
many inversions: O(c log c) whatever the data.  The merge takes one element
a step without a branch on the data.

Short windows (min(window, L) <= SMALL_WINDOW) take another path: the
window's values sit in ceil(min(window, L) / 4) * 4 slots (slot p % slots for
position p) with their ranks in the window (ties by position), and a step is
one vectorized pass over the slots -- the leaving value's followers move down
a rank, the coming one's move up, it counts those below it; the slots in rank
order, 64 bytes kept in step by byte shifts and blends in one or two AVX2
registers (tpwr_inv_move), then give any wanted rank in two loads: O(window)
per position but a few vector instructions for short windows, no sort and no
branch on the data.  (Before the rank order, each wanted rank took one more
pass over the slots: three q cost 1.5x one median.)  Measured on one thread
(Intel Xeon, AVX-512, 2e6 positions, 20 % masked, median / three q, the
kernel alone): at window 20 the slots take 49.6 / 62.0 ms and the bitset
65.8 / 85.0, at 48 64.2 / 76.1 and 70.9 / 92.8, at 64 73.3 / 88.9 and 75.0 /
98.1; the limit 64 is the rank order's two registers'.

NaNs are never in the sorted blocks: the window's valid NaNs are counted
instead, and while that count is nonzero the output is NaN.

Threads: the units of the thread pool are (row, chunk) pairs.  A long row
of few rows (`_chunk_len`: fewer than 8 rows of at least 2**16 positions)
is cut into chunks of outputs [c * C, (c + 1) * C), C a multiple of the
block length chosen from the shape and the window alone, never from the
thread count; otherwise a row is one chunk.  A chunk rebuilds the state the
walk over the row has after the output before its first: the slots from the
window's values; the window's end block and, if the window still meets it,
the block before (the halo: one more block sorted), merged, with the
window's bits set.  Each output is a function of its
window's values alone (the t-th smallest key; a NaN count; a count), so the
result is bit-identical to the unchunked walk, for any thread count; each
unit is written by one thread.
"""
cimport numpy as cnp
import numpy as np
from libc.math cimport NAN
from libc.stdint cimport int32_t, int64_t, uint8_t, uint32_t, uint64_t, INT64_MAX, INT64_MIN
from libc.stdlib cimport free, malloc
from libc.string cimport memcpy, memset

from tensorplay.masked._csrc._window_chunks cimport chunk_len
from tensorplay.masked._csrc._parallel cimport intp, par_for, span_fn

cdef extern from "tp_support.h" nogil:
    double tp_quantile_lerp(double lo, double hi, double t, double one_minus, int upper)
    int __builtin_popcountll(unsigned long long)
    int __builtin_ctzll(unsigned long long)

cnp.import_array()

cdef enum:
    SMALL_WINDOW = 64        # windows (min(window, L)) of at most this many positions: slots, not the bitset
                             # (at most 64: the slots in rank order are two 32-byte registers)
    SMALL_BLOCK = 96         # blocks of at most this many positions: counting sort, else radix
    RADIX_SHIFT = 40         # the radix sort orders the upper 24 bits of the keys (3 passes)

cdef int64_t EXP_BITS = 0x7FF0000000000000   # above it (magnitude bits): NaN
cdef uint64_t SIGN_BIT = 0x8000000000000000ULL
cdef uint64_t LOW_BITS = 0xFFFFFFFFFFULL     # the position's bits of a packed word (below RADIX_SHIFT)

cdef extern from *:
    """
    /* The rank of each of kc[0:c] among them (ties: the earlier first) by
       counting, c * c comparisons that vectorize (kc is padded with
       INT64_MAX, above every key, to a multiple of 4): for short blocks
       faster than any sort that branches on the data.  Node r + 1 gets the
       key of rank r; node[pc[i]] is the node of the i-th key. */
    static void tpwr_rank_sort(int64_t* kc, const int32_t* pc, Py_ssize_t c, int64_t* key, int32_t* node) {
        Py_ssize_t i, j, cp = (c + 3) & ~(Py_ssize_t)3;
        for (i = c; i < cp; i++) kc[i] = INT64_MAX;
        for (i = 0; i < c; i++) {
            int64_t ki = kc[i], lt = 0, eq = 0;
            for (j = 0; j < cp; j++) { lt += kc[j] < ki; eq += kc[j] == ki; }
            if (eq > 1) { for (j = 0; j < i; j++) lt += kc[j] == ki; }
            key[lt + 1] = ki;
            node[pc[i]] = (int32_t)(lt + 1);
        }
    }

    /* Short windows (at most `cap` positions, cap a multiple of 4): the
       window's values sit in cap slots (slot p % cap for position p) with
       their rank in the window, ties ordered by position; a slot without a
       value holds INT64_MAX with a rank near TPWR_BIG, which the updates
       move by less than 2 * cap before the slot is written again.  Each
       operation is one pass over the slots that the compiler vectorizes: no
       branch on the data. */
    #define TPWR_BIG ((int64_t)1 << 40)
    static inline void tpwr_sm_del(int64_t* key, int64_t* rnk, Py_ssize_t cap, Py_ssize_t slot) {
        int64_t ka = key[slot];
        Py_ssize_t i;
        cap &= ~(Py_ssize_t)3;
        for (i = 0; i < cap; i++) rnk[i] -= ka <= key[i];      /* the values after it (ties: all, it is the oldest) */
        key[slot] = INT64_MAX;
        rnk[slot] = TPWR_BIG;
    }
    static inline void tpwr_sm_ins(int64_t* key, int64_t* rnk, Py_ssize_t cap, Py_ssize_t slot, int64_t kz) {
        int64_t c = 0;
        Py_ssize_t i;
        cap &= ~(Py_ssize_t)3;
        for (i = 0; i < cap; i++) {
            c += key[i] <= kz;                                  /* ties: the older ones are below it */
            rnk[i] += kz < key[i];
        }
        key[slot] = kz;
        rnk[slot] = kz == INT64_MAX ? TPWR_BIG : c;
    }
    /* Both at once (the usual step): the oldest value (slot sa) leaves, kz
       comes into slot sz (the same slot when the window fills the slots). */
    static inline void tpwr_sm_move(int64_t* key, int64_t* rnk, Py_ssize_t cap, Py_ssize_t sa, Py_ssize_t sz,
                                    int64_t kz) {
        int64_t ka = key[sa], c = 0;
        Py_ssize_t i;
        cap &= ~(Py_ssize_t)3;
        for (i = 0; i < cap; i++) {
            int64_t k = key[i];
            c += k <= kz;
            rnk[i] += (int64_t)(kz < k) - (int64_t)(ka <= k);
        }
        c -= ka <= kz;                                          /* the leaving value was counted */
        key[sa] = INT64_MAX;
        rnk[sa] = TPWR_BIG;
        key[sz] = kz;
        rnk[sz] = kz == INT64_MAX ? TPWR_BIG : c;
    }
    /* The position of the r-th (0-based) set bit of w, r < popcount(w):
       branch-free broadword selection (Vigna, "Broadword implementation of
       rank/select queries", 2008) -- the byte by the bytes' running
       popcounts, then the bit by the byte's bits' running counts.  (BMI2's
       pdep does it in two instructions, but takes hundreds of cycles on AMD
       before Zen 3, which -march=x86-64-v3 builds also run on.) */
    #if defined(__BMI2__) || defined(__AVX2__)
    #include <immintrin.h>
    #endif
    #if defined(__BMI2__) && !defined(TP_SLOW_PDEP)
    static inline int tpwr_select64(uint64_t w, int64_t r) {
        return (int)__builtin_ctzll(_pdep_u64((uint64_t)1 << r, w));
    }
    #else
    static inline int tpwr_select64(uint64_t w, int64_t r) {
        const uint64_t L8 = 0x0101010101010101ULL, H8 = 0x8080808080808080ULL;
        uint64_t s = w - ((w >> 1) & 0x5555555555555555ULL), b, f;
        int k;
        s = (s & 0x3333333333333333ULL) + ((s >> 2) & 0x3333333333333333ULL);
        s = ((s + (s >> 4)) & 0x0F0F0F0F0F0F0F0FULL) * L8;    /* byte i: popcount of bytes 0..i */
        /* the first byte whose running count exceeds r: 8 minus the bytes whose count is above r */
        k = 8 * (8 - __builtin_popcountll(((s | H8) - L8 * (uint64_t)(r + 1)) & H8));
        r -= (int64_t)(((s << 8) >> k) & 0xFF);
        b = (((w >> k) & 0xFF) * L8) & 0x8040201008040201ULL;  /* byte j: bit j of that byte */
        f = (((b + 0x7F7F7F7F7F7F7F7FULL) & H8) >> 7) * L8;     /* byte j: its bits 0..j set */
        return k + 8 - __builtin_popcountll(((f | H8) - L8 * (uint64_t)(r + 1)) & H8);
    }
    #endif

    /* The slots in rank order: inv[r] the slot of the value ranked r (r <
       n <= 64), updated with the ranks -- the value ranked p leaves (p 64:
       none), then slot z's value comes in at rank c (c 64: none) -- so that
       any wanted rank is two loads, however many there are.  AVX2: the 64
       bytes are two registers' worth (the second only for windows over 32:
       `wide`), shifted a byte down from p and a byte up from c by blends,
       the bytes crossing between halves and lanes included; no branch on the
       data. */
    #if defined(__AVX2__)
    static inline __m256i tpwr_inv_down(__m256i v, __m256i next, __m256i idx, int64_t p) {
        /* byte i: v[i + 1] (the last: next's first) where i >= p */
        __m256i t = _mm256_alignr_epi8(_mm256_permute2x128_si256(v, next, 0x21), v, 1);
        return _mm256_blendv_epi8(v, t, _mm256_cmpgt_epi8(idx, _mm256_set1_epi8((char)(p - 1))));
    }
    static inline __m256i tpwr_inv_up(__m256i v, __m256i prev, __m256i idx, int64_t c, Py_ssize_t z) {
        /* byte i: v[i - 1] (the first: prev's last) where i > c, z at c */
        __m256i t = _mm256_alignr_epi8(v, _mm256_permute2x128_si256(prev, v, 0x21), 15);
        v = _mm256_blendv_epi8(v, t, _mm256_cmpgt_epi8(idx, _mm256_set1_epi8((char)c)));
        return _mm256_blendv_epi8(v, _mm256_set1_epi8((char)z), _mm256_cmpeq_epi8(idx, _mm256_set1_epi8((char)c)));
    }
    #endif
    static inline void tpwr_inv_move(uint8_t* inv, int64_t p, int64_t c, Py_ssize_t z, int wide) {
    #if defined(__AVX2__)
        const __m256i idx = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
                                             19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
        const __m256i zero = _mm256_setzero_si256();
        __m256i lo = _mm256_loadu_si256((const __m256i*)inv), hi;
        if (!wide) {
            lo = tpwr_inv_down(lo, zero, idx, p);
            lo = tpwr_inv_up(lo, zero, idx, c, z);
        } else {
            const __m256i idx2 = _mm256_add_epi8(idx, _mm256_set1_epi8(32));
            hi = _mm256_loadu_si256((const __m256i*)(inv + 32));
            lo = tpwr_inv_down(lo, hi, idx, p);
            hi = tpwr_inv_down(hi, zero, idx2, p);
            hi = tpwr_inv_up(hi, lo, idx2, c, z);
            lo = tpwr_inv_up(lo, zero, idx, c, z);
            _mm256_storeu_si256((__m256i*)(inv + 32), hi);
        }
        _mm256_storeu_si256((__m256i*)inv, lo);
    #else
        int64_t i, last = wide ? 63 : 31;
        for (i = p; i < last; i++) inv[i] = inv[i + 1];
        if (c <= last) {
            for (i = last; i > c; i--) inv[i] = inv[i - 1];
            inv[c] = (uint8_t)z;
        }
    #endif
    }
    /* a slot's rank as tpwr_inv_move takes it: 64 for an empty slot */
    static inline int64_t tpwr_inv_rank(const int64_t* rnk, Py_ssize_t slot) {
        int64_t r = rnk[slot];
        return r < 64 ? r : 64;
    }

    """
    void tpwr_rank_sort(int64_t* kc, const int32_t* pc, intp c, int64_t* key, int32_t* node) noexcept nogil
    int64_t TPWR_BIG
    void tpwr_sm_del(int64_t* key, int64_t* rnk, intp cap, intp slot) noexcept nogil
    void tpwr_sm_ins(int64_t* key, int64_t* rnk, intp cap, intp slot, int64_t kz) noexcept nogil
    void tpwr_sm_move(int64_t* key, int64_t* rnk, intp cap, intp sa, intp sz, int64_t kz) noexcept nogil
    int tpwr_select64(uint64_t w, int64_t r) noexcept nogil
    void tpwr_inv_move(uint8_t* inv, int64_t p, int64_t c, intp z, int wide) noexcept nogil
    int64_t tpwr_inv_rank(const int64_t* rnk, intp slot) noexcept nogil


cdef struct Job:
    const double* x
    const uint8_t* m
    const int64_t* ranks
    double* out
    int64_t* counts      # NULL: not written
    const double* mix    # the interpolation table (combine MIX), else NULL
    intp L
    intp window
    intp block           # min(window, L)
    intp K               # order statistics per output position (the table's width)
    intp J               # outputs per position (K, 1 or K / 2 by combine)
    intp C               # the cuts the bitset path keeps: K, or J when pairs
    int pairs            # MIDDLE and MIX: ranks[n, J + q] is ranks[n, q] or one above, which
                         # the cut of ranks[n, q] gives (its next set bit): one cut per pair
    intp need            # fewer valid values: NaN
    int combine          # RAW, MIDDLE or MIX
    intp chunk           # outputs per chunk (a multiple of block; L: a row is one chunk)
    intp nch             # chunks per row
    int center


cdef enum:
    RAW = 0              # out: the order statistics
    MIDDLE = 1           # out: the mean of the two (np.median)
    MIX = 2              # out: numpy.quantile's interpolation by job.mix


cdef inline void _emit(const Job* job, const double* st, intp n, int ok, double* o) noexcept nogil:
    # the J outputs of one position from its K order statistics st (ok: n > 0, no NaN)
    cdef intp q, J = job.J
    cdef const double* tab
    cdef double lo, hi
    if not ok or n < job.need:
        for q in range(J):
            o[q] = NAN
    elif job.combine == RAW:
        for q in range(J):
            o[q] = st[q]
    elif job.combine == MIDDLE:
        lo = st[0]
        hi = st[1]
        o[0] = lo if lo == hi else (lo + hi) / 2.0
    else:
        tab = job.mix + (n - 1) * 3 * J
        for q in range(J):
            o[q] = tp_quantile_lerp(st[q], st[J + q], tab[q], tab[J + q], tab[2 * J + q] != 0.0)


cdef struct Blk:
    # One block [b0, b1) of a row: its c valid non-NaN values sorted, each
    # position's rank among them, and each position's bit in the window's
    # bitset (the index of its value in the merge of the two blocks the
    # window meets).  A position without a value has the dummy rank and the
    # dummy bit, which no cut counts: the per-position work never branches
    # on the mask.
    int64_t* key         # [block + 3]: key[0] INT64_MIN, key[1..c] ascending, key[c + 1] INT64_MAX
    int32_t* node        # [block]: the rank (1..c) of position b0 + rel's value, or the dummy
    uint8_t* code        # [block]: bit 0 valid, bit 1 a valid NaN
    int32_t* jix         # [block]: the bit of position b0 + rel's value (the dummy bit: none)
    intp b0
    intp b1
    intp c


cdef struct Scratch:
    uint64_t* pk         # [block] packed (upper key bits, position) words
    uint64_t* tmp        # [block] the radix sort's second buffer
    int64_t* kbuf        # [block + 4] the key of each position (radix) / of each value (counting sort)
    int32_t* pos         # [block + 2] the position of each rank (radix sort)
    uint32_t* hist       # [3 * 256]
    int32_t dummy


cdef inline int64_t _key(int64_t b) noexcept nogil:
    # the bits of a double -> an integer of the same order (an involution)
    return b ^ ((b >> 63) & INT64_MAX)


cdef inline double _val(int64_t k) noexcept nogil:
    cdef double d
    k = _key(k)
    memcpy(&d, &k, 8)
    return d


cdef uint64_t* _radix(uint64_t* a, uint64_t* t, intp c, uint32_t* hist) noexcept nogil:
    # LSD radix sort of a[0:c] on bits 40..63 (stable: ties keep the order of
    # the low bits, the positions, which a holds ascending); t is scratch.
    # Returns the buffer that holds the result.
    cdef intp i
    cdef int d, sh
    cdef uint32_t acc, h
    cdef uint32_t* hd
    cdef uint64_t v
    cdef uint64_t* sw
    memset(hist, 0, 3 * 256 * sizeof(uint32_t))
    for i in range(c):
        v = a[i] >> RADIX_SHIFT
        hist[v & 255] += 1
        hist[256 + ((v >> 8) & 255)] += 1
        hist[512 + (v >> 16)] += 1
    for d in range(3):
        hd = hist + 256 * d
        sh = RADIX_SHIFT + 8 * d
        if hd[(a[0] >> sh) & 255] == <uint32_t>c:
            continue                                    # one digit for all: nothing moves
        acc = 0
        for i in range(256):
            h = hd[i]
            hd[i] = acc
            acc += h
        for i in range(c):
            v = a[i]
            t[hd[(v >> sh) & 255]] = v
            hd[(v >> sh) & 255] += 1
        sw = a
        a = t
        t = sw
    return a


cdef void _heapsort(int64_t* key, int32_t* pos, intp c) noexcept nogil:
    # key[1..c] ascending, pos alongside (the fallback: O(c log c) whatever the data)
    cdef intp i, j, root, end
    cdef int64_t k
    cdef int32_t p
    i = c // 2
    end = c
    while True:
        if i > 0:
            k, p = key[i], pos[i]
            root = i
            i -= 1
        else:
            if end <= 1:
                return
            k, p = key[end], pos[end]
            key[end], pos[end] = key[1], pos[1]
            end -= 1
            root = 1
        j = 2 * root
        while j <= end:
            if j < end and key[j + 1] > key[j]:
                j += 1
            if key[j] <= k:
                break
            key[root], pos[root] = key[j], pos[j]
            root = j
            j = 2 * root
        key[root], pos[root] = k, p


cdef intp _sort_block(Blk* B, Scratch* S, const double* x, const uint8_t* m, intp b0, intp b1) noexcept nogil:
    # Sort the block [b0, b1)'s valid non-NaN values: key[1..c] ascending
    # (key[0] INT64_MIN, key[c + 1] INT64_MAX), node[rel] the rank (1..c) of
    # position b0 + rel's value or the dummy, code[rel] its bits.  Returns c.
    cdef intp p, i, j, c = 0, rel, shifts = 0, budget
    cdef int64_t b, k
    cdef int32_t nd, D = S.dummy
    cdef int mv, isn
    cdef uint64_t* pk = S.pk
    cdef int64_t* key = B.key
    cdef int64_t* kbuf = S.kbuf
    cdef int32_t* pos = S.pos
    cdef int32_t* node = B.node
    cdef uint8_t* code = B.code
    if b1 - b0 <= SMALL_BLOCK:
        for p in range(b0, b1):
            rel = p - b0
            mv = 1 if m == NULL else m[p] != 0
            memcpy(&b, &x[p], 8)
            isn = (b & INT64_MAX) > EXP_BITS
            code[rel] = <uint8_t>(mv | ((mv & isn) << 1))
            node[rel] = D
            kbuf[c] = _key(b)
            pos[c] = <int32_t>rel
            c += mv & (isn ^ 1)
        tpwr_rank_sort(kbuf, pos, c, key, node)
    else:
        for p in range(b0, b1):
            rel = p - b0
            mv = 1 if m == NULL else m[p] != 0
            memcpy(&b, &x[p], 8)
            isn = (b & INT64_MAX) > EXP_BITS
            code[rel] = <uint8_t>(mv | ((mv & isn) << 1))
            node[rel] = D
            k = _key(b)
            kbuf[rel] = k
            pk[c] = ((((<uint64_t>k) ^ SIGN_BIT) >> RADIX_SHIFT) << RADIX_SHIFT) | <uint64_t>rel
            c += mv & (isn ^ 1)
        if c > 1:
            pk = _radix(pk, S.tmp, c, S.hist)
        for i in range(c):
            rel = <intp>(pk[i] & LOW_BITS)
            pos[i + 1] = <int32_t>rel
            key[i + 1] = kbuf[rel]
        # Order the runs of equal upper bits by the full keys (they are
        # adjacent already); on too many inversions, heapsort instead.
        budget = 8 * c + 64
        for i in range(2, c + 1):
            k = key[i]
            if k < key[i - 1]:
                nd = pos[i]
                j = i
                while j > 1 and key[j - 1] > k:
                    key[j] = key[j - 1]
                    pos[j] = pos[j - 1]
                    j -= 1
                key[j] = k
                pos[j] = nd
                shifts += i - j
                if shifts > budget:
                    _heapsort(key, pos, c)
                    break
        for i in range(1, c + 1):
            node[pos[i]] = <int32_t>i
    key[0] = INT64_MIN
    key[c + 1] = INT64_MAX
    B.b0 = b0
    B.b1 = b1
    B.c = c
    return c


cdef void _join(Blk* A, Blk* B, int64_t* jkey, int32_t* ta, int32_t* tb, int32_t dbit, int32_t D) noexcept nogil:
    # Merge A's and B's sorted keys into jkey (ties: A's first, as the
    # window's order) without a branch on the data, then give each position
    # of both blocks the index of its value in the merge (dbit: no value).
    # ta[r] / tb[r], the merge's index of rank r, is stored at every step
    # and is last written at the step that takes it.
    cdef intp ia = 1, ib = 1, j, rel
    cdef intp c = A.c + B.c
    cdef int64_t ka, kb
    cdef int t
    cdef const int64_t* Ak = A.key
    cdef const int64_t* Bk = B.key
    for j in range(c):
        ka = Ak[ia]
        kb = Bk[ib]
        t = ka <= kb                        # A's end is INT64_MAX, above every key
        jkey[j] = ka if t else kb
        ta[ia] = <int32_t>j
        tb[ib] = <int32_t>j
        ia += t
        ib += t ^ 1
    ta[D] = dbit
    tb[D] = dbit
    for rel in range(A.b1 - A.b0):
        A.jix[rel] = ta[A.node[rel]]
    for rel in range(B.b1 - B.b0):
        B.jix[rel] = tb[B.node[rel]]


cdef inline void _bit_on(uint64_t* w, int32_t b) noexcept nogil:
    w[b >> 6] |= (<uint64_t>1) << (b & 63)


cdef inline void _bit_off(uint64_t* w, int32_t b) noexcept nogil:
    w[b >> 6] &= ~((<uint64_t>1) << (b & 63))


cdef int _rows_bits(void* ctx, intp lo, intp hi) noexcept nogil:
    # Windows longer than SMALL_WINDOW: the window's values as a bitset over
    # the merge of its two blocks' sorted values (see the module docstring).
    cdef Job* job = <Job*>ctx
    cdef intp L = job.L, bw = job.block, C = job.C, TW = job.K, J = job.J
    cdef intp back = job.window // 2 if job.center else job.window - 1
    cdef intp ahead = (job.window - 1) // 2 if job.center else 0
    cdef intp nw = (2 * bw + 63) // 64             # the bitset's words; word nw holds the dummy bit
    cdef intp nb = bw + 3, D = bw + 2
    cdef intp r, j, a, z, zi, ai, n, nn, q, e, rel, u, J0, J1, i, P, t, cw, p
    cdef int32_t b, dbit = <int32_t>(64 * nw)
    cdef intp win, wout
    cdef int ok
    cdef uint8_t cd
    cdef uint64_t rest
    cdef const double* x
    cdef const uint8_t* m
    cdef double* out
    cdef int64_t* cnt
    cdef const int64_t* rk
    cdef Blk blk[2]
    cdef Blk* A
    cdef Blk* B
    cdef Blk* sw
    cdef Scratch S
    cdef uint64_t* w
    cdef int64_t* jkey
    cdef int32_t* ta
    cdef int32_t* tb
    cdef intp* ci                   # each cut: its word
    cdef intp* cp                   # and the set bits in the words below it
    cdef double* st
    cdef char* mem
    cdef size_t size = (8 * (nw + 1) + 8 * 64 * nw + 2 * 8 * nb + 8 * (3 * bw + 4) + 8 * 2 * C + 8 * TW +
                        2 * 4 * nb + 2 * (4 * 2 * bw + bw) + 4 * (bw + 2) + 4 * 3 * 256 + 64)
    mem = <char*>malloc(size)
    if mem == NULL:
        return -1
    w = <uint64_t*>mem
    jkey = <int64_t*>(w + nw + 1)
    blk[0].key = jkey + 64 * nw
    blk[1].key = blk[0].key + nb
    S.pk = <uint64_t*>(blk[1].key + nb)
    S.tmp = S.pk + bw
    S.kbuf = <int64_t*>(S.tmp + bw)
    ci = <intp*>(S.kbuf + bw + 4)
    cp = ci + C
    st = <double*>(cp + C)
    ta = <int32_t*>(st + TW)
    tb = ta + nb
    blk[0].node = tb + nb
    blk[0].jix = blk[0].node + bw
    blk[1].node = blk[0].jix + bw
    blk[1].jix = blk[1].node + bw
    S.pos = blk[1].jix + bw
    S.hist = <uint32_t*>(S.pos + bw + 2)
    blk[0].code = <uint8_t*>(S.hist + 3 * 256)
    blk[1].code = blk[0].code + bw
    S.dummy = <int32_t>D
    for u in range(lo, hi):
        # unit u: the outputs [J0, J1) of row r
        r = u // job.nch
        J0 = (u - r * job.nch) * job.chunk
        J1 = J0 + job.chunk if J0 + job.chunk < L else L
        x = job.x + r * L
        m = NULL if job.m == NULL else job.m + r * L
        out = job.out + r * L * J
        cnt = NULL if job.counts == NULL else job.counts + r * L
        A = &blk[0]
        B = &blk[1]
        # A: an empty block before the row
        A.key[0] = INT64_MIN
        A.key[1] = INT64_MAX
        A.c = 0
        A.b0 = 0
        A.b1 = 0
        n = 0
        nn = 0
        if J0 == 0:
            zi = -1
            ai = 0
            _sort_block(B, &S, x, m, 0, bw)
        else:
            # A chunk's start: the window [ai, zi] of output J0 - 1, its
            # block and the block before if the window meets it.  An output
            # is the t-th smallest value of its window whatever the state
            # that finds it.
            zi = J0 - 1 + ahead
            if zi > L - 1:
                zi = L - 1
            ai = J0 - 1 - back
            if ai < 0:
                ai = 0
            e = zi // bw * bw
            _sort_block(B, &S, x, m, e, e + bw if e + bw < L else L)
            if ai < B.b0:
                _sort_block(A, &S, x, m, B.b0 - bw, B.b0)
        _join(A, B, jkey, ta, tb, dbit, <int32_t>D)
        memset(w, 0, 8 * (nw + 1))
        for p in range(ai, zi + 1):
            if p < B.b0:
                rel = p - A.b0
                cd = A.code[rel]
                _bit_on(w, A.jix[rel])
            else:
                rel = p - B.b0
                cd = B.code[rel]
                _bit_on(w, B.jix[rel])
            n += cd & 1
            nn += cd >> 1
        for q in range(C):
            ci[q] = 0
            cp[q] = 0
        for j in range(J0, J1):
            z = j + ahead
            if z > L - 1:
                z = L - 1
            a = j - back
            if a < 0:
                a = 0
            # The window's end: one position, several on the row's first step
            # (center); each cut counts the bits that come in below its word
            # (win, wout: the words of the bits in and out; nw: none).
            win = nw
            wout = nw
            while zi < z:
                if win != nw:
                    for q in range(C):
                        cp[q] += win < ci[q]
                zi += 1
                if zi == B.b1:
                    # the window has left A: B becomes A, the next block B,
                    # and the window's values (all in A) go into the new merge
                    sw = A
                    A = B
                    B = sw
                    e = zi + bw
                    _sort_block(B, &S, x, m, zi, e if e < L else L)
                    _join(A, B, jkey, ta, tb, dbit, <int32_t>D)
                    memset(w, 0, 8 * (nw + 1))
                    for p in range(ai, zi):
                        _bit_on(w, A.jix[p - A.b0])
                    for q in range(C):
                        ci[q] = 0
                        cp[q] = 0
                rel = zi - B.b0
                cd = B.code[rel]
                n += cd & 1
                nn += cd >> 1
                b = B.jix[rel]                  # the dummy bit for a position without a value
                _bit_on(w, b)
                win = b >> 6
            # The window's start: at most one position per step.
            if ai < a:
                if ai < B.b0:
                    rel = ai - A.b0
                    cd = A.code[rel]
                    b = A.jix[rel]
                else:
                    rel = ai - B.b0             # the row's end: B is complete
                    cd = B.code[rel]
                    b = B.jix[rel]
                _bit_off(w, b)
                wout = b >> 6
                n -= cd & 1
                nn -= cd >> 1
                ai += 1
            for q in range(C):
                cp[q] += <intp>(win < ci[q]) - <intp>(wout < ci[q])
            if cnt != NULL:
                cnt[j] = n
            ok = nn == 0 and n != 0
            if ok:
                rk = job.ranks + n * TW
                for q in range(C):
                    # the cut walks to the word of the t-th set bit
                    t = rk[q]
                    i = ci[q]
                    P = cp[q]
                    while t < P:
                        i -= 1
                        P -= __builtin_popcountll(w[i])
                    cw = __builtin_popcountll(w[i])
                    while t >= P + cw:
                        P += cw
                        i += 1
                        cw = __builtin_popcountll(w[i])
                    ci[q] = i
                    cp[q] = P
                    e = tpwr_select64(w[i], t - P)
                    st[q] = _val(jkey[64 * i + e])
                    if job.pairs:
                        if rk[J + q] == rk[q]:
                            st[J + q] = st[q]
                        else:
                            # the next set bit: in this word, else in the next nonempty one
                            rest = w[i] & ~(((<uint64_t>2) << e) - 1)
                            while rest == 0:
                                i += 1
                                rest = w[i]
                            st[J + q] = _val(jkey[64 * i + __builtin_ctzll(rest)])
            _emit(job, st, n, ok, out + j * J)
    free(mem)
    return 0


cdef inline int64_t _pos_key(const double* x, const uint8_t* m, intp p, intp* dn, intp* dnn) noexcept nogil:
    # the key of position p (INT64_MAX: no value); dn, dnn: valid, valid NaN
    cdef int64_t b
    cdef int mv = 1 if m == NULL else m[p] != 0
    cdef int isn
    memcpy(&b, &x[p], 8)
    isn = (b & INT64_MAX) > EXP_BITS
    dn[0] = mv
    dnn[0] = mv & isn
    return INT64_MAX if (mv & (isn ^ 1)) == 0 else _key(b)


cdef int _rows_small(void* ctx, intp lo, intp hi) noexcept nogil:
    # Windows of at most SMALL_WINDOW positions (see tpwr_sm_*): O(window)
    # vector work per step, no sort, no list.
    cdef Job* job = <Job*>ctx
    cdef intp L = job.L, K = job.K, cap = (job.block + 3) & ~3
    cdef intp back = job.window // 2 if job.center else job.window - 1
    cdef intp ahead = (job.window - 1) // 2 if job.center else 0
    cdef intp r, j, a, z, zi, ai, sa, sz, n, nn, q, i, dn, dnn, dn2, dnn2, u, J0, J1
    cdef int64_t kz
    cdef int64_t key[SMALL_WINDOW]
    cdef int64_t rnk[SMALL_WINDOW]
    cdef uint8_t inv[64]                          # the slots in rank order (tpwr_inv_move)
    cdef int wide = cap > 32
    cdef int64_t pa
    cdef const double* x
    cdef const uint8_t* m
    cdef double* out
    cdef int64_t* cnt
    cdef const int64_t* rk
    cdef double* st = <double*>malloc(8 * K)      # the position's order statistics
    if st == NULL:
        return -1
    for u in range(lo, hi):
        # unit u: the outputs [J0, J1) of row r
        r = u // job.nch
        J0 = (u - r * job.nch) * job.chunk
        J1 = J0 + job.chunk if J0 + job.chunk < L else L
        x = job.x + r * L
        m = NULL if job.m == NULL else job.m + r * L
        out = job.out + r * L * job.J
        cnt = NULL if job.counts == NULL else job.counts + r * L
        for i in range(cap):
            key[i] = INT64_MAX
            rnk[i] = TPWR_BIG
        memset(inv, 0, 64)
        n = 0
        nn = 0
        zi = -1
        sz = -1                                 # zi's slot
        ai = 0
        sa = 0                                  # ai's slot
        if J0 > 0:
            # A chunk's start: the window [ai, zi] of output J0 - 1 put in its
            # slots (p % cap) oldest first, with its counts.  The slots' keys
            # and the values' ranks (in the window, ties by position) are then
            # those the walk over the row holds there; only the empty slots'
            # ranks, far from any wanted rank, differ -- and an output, the
            # key ranked t, is a function of the window's values alone.
            zi = J0 - 1 + ahead
            if zi > L - 1:
                zi = L - 1
            ai = J0 - 1 - back
            if ai < 0:
                ai = 0
            for i in range(ai, zi + 1):
                kz = _pos_key(x, m, i, &dn, &dnn)
                n += dn
                nn += dnn
                tpwr_sm_ins(key, rnk, cap, i % cap, kz)
                tpwr_inv_move(inv, 64, tpwr_inv_rank(rnk, i % cap), i % cap, wide)
            sz = zi % cap
            sa = ai % cap
        for j in range(J0, J1):
            z = j + ahead
            if z > L - 1:
                z = L - 1
            a = j - back
            if a < 0:
                a = 0
            if ai + 1 == a and zi + 1 == z:
                # the usual step: one out, one in
                _pos_key(x, m, ai, &dn, &dnn)
                zi += 1
                sz += 1
                if sz == cap:
                    sz = 0
                kz = _pos_key(x, m, zi, &dn2, &dnn2)
                n += dn2 - dn
                nn += dnn2 - dnn
                pa = tpwr_inv_rank(rnk, sa)
                tpwr_sm_move(key, rnk, cap, sa, sz, kz)
                tpwr_inv_move(inv, pa, tpwr_inv_rank(rnk, sz), sz, wide)
                ai += 1
                sa += 1
                if sa == cap:
                    sa = 0
            else:
                while ai < a:                   # first out: the slot may be the one coming in
                    _pos_key(x, m, ai, &dn, &dnn)
                    n -= dn
                    nn -= dnn
                    pa = tpwr_inv_rank(rnk, sa)
                    tpwr_sm_del(key, rnk, cap, sa)
                    tpwr_inv_move(inv, pa, 64, 0, wide)
                    ai += 1
                    sa += 1
                    if sa == cap:
                        sa = 0
                while zi < z:
                    zi += 1
                    sz += 1
                    if sz == cap:
                        sz = 0
                    kz = _pos_key(x, m, zi, &dn, &dnn)
                    n += dn
                    nn += dnn
                    tpwr_sm_ins(key, rnk, cap, sz, kz)
                    tpwr_inv_move(inv, 64, tpwr_inv_rank(rnk, sz), sz, wide)
            if cnt != NULL:
                cnt[j] = n
            if nn == 0 and n != 0 and n >= job.need:
                rk = job.ranks + n * K
                for q in range(K):
                    st[q] = _val(key[inv[rk[q]]])
            _emit(job, st, n, nn == 0 and n != 0, out + j * job.J)
    free(st)
    return 0


cdef intp g_small_window = SMALL_WINDOW


def _set_small_window(Py_ssize_t n):
    """Windows up to n (at most SMALL_WINDOW) take the slots path (tests and
    benchmarks: 0 sends every window to the bitset).  Returns the old value."""
    global g_small_window
    old = g_small_window
    g_small_window = max(0, min(n, SMALL_WINDOW))
    return old


cdef intp g_chunk = -1           # -1: the shape rule; 0: never chunk; n > 0: chunks of n (tests)
cdef int g_isolate = 0           # tests: each unit alone, last first, on fresh buffers


cdef inline intp _chunk_len(intp rows, intp L, intp bw) noexcept nogil:
    return chunk_len(rows, L, bw, g_chunk)          # (the rule: _window_chunks.pxd)


def _chunk_for(Py_ssize_t rows, Py_ssize_t L, Py_ssize_t window):
    """As _window._chunk_for, for this kernel (tests)."""
    return _chunk_len(rows, L, window if window < L else L) if L >= 1 and window >= 1 else L


def _set_chunk(Py_ssize_t n, bint isolate=False):
    """As _window._set_chunk, for this kernel (tests and benchmarks); returns the old n."""
    global g_chunk, g_isolate
    old, g_chunk, g_isolate = g_chunk, (n if n >= -1 else -1), isolate
    return old


def moving_ranks(cnp.ndarray x not None, object m, cnp.ndarray ranks not None, cnp.ndarray out not None,
                 object counts, Py_ssize_t window, bint center, Py_ssize_t need=0, object mix=None):
    """See the module's docstring.  Every argument is checked before anything
    is read or written."""
    cdef Job job
    cdef int err
    cdef intp rows, L, K, J, N, i, k, u
    cdef const int64_t* rk
    cdef span_fn fn
    if x.ndim != 2 or x.dtype != np.float64 or not x.flags.c_contiguous:
        raise ValueError("moving_ranks: x must be a C-contiguous 2-D float64 array")
    rows = x.shape[0]
    L = x.shape[1]
    if m is not None:
        if not isinstance(m, np.ndarray):
            raise TypeError("moving_ranks: m must be None or a numpy array")
        if (<cnp.ndarray>m).dtype != np.uint8 or not (<cnp.ndarray>m).flags.c_contiguous or \
                (<cnp.ndarray>m).ndim != 2 or (<cnp.ndarray>m).shape[0] != rows or \
                (<cnp.ndarray>m).shape[1] != L:
            raise ValueError("moving_ranks: m must be None or a C-contiguous uint8 array of x's shape")
    if window < 1:
        raise ValueError("moving_ranks: window must be >= 1")
    if need < 0:
        raise ValueError("moving_ranks: need must be >= 0")
    N = window if window < L else L                    # the most values a window holds
    if ranks.ndim != 2 or ranks.dtype != np.int64 or not ranks.flags.c_contiguous or \
            ranks.shape[0] < N + 1 or ranks.shape[1] < 1:
        raise ValueError("moving_ranks: ranks must be a C-contiguous int64 array of shape (N + 1, K), "
                         "N >= min(window, L), K >= 1")
    K = ranks.shape[1]
    if mix is None:
        job.combine, J, job.mix = RAW, K, NULL
    elif isinstance(mix, str) and mix == "middle":
        if K != 2:
            raise ValueError("moving_ranks: mix 'middle' needs K == 2 ranks")
        job.combine, J, job.mix = MIDDLE, 1, NULL
    else:
        J = K // 2
        if not (isinstance(mix, np.ndarray) and (<cnp.ndarray>mix).dtype == np.float64 and
                (<cnp.ndarray>mix).flags.c_contiguous and (<cnp.ndarray>mix).ndim == 2 and
                (<cnp.ndarray>mix).shape[0] >= N and (<cnp.ndarray>mix).shape[1] == 3 * J and K == 2 * J):
            raise ValueError("moving_ranks: mix must be None, 'middle' or a C-contiguous float64 array of shape "
                             "(N, 3 * K / 2) with an even K")
        job.combine, job.mix = MIX, <const double*>cnp.PyArray_DATA(<cnp.ndarray>mix)
    if out.ndim != 3 or out.dtype != np.float64 or not out.flags.c_contiguous or out.shape[0] != rows or \
            out.shape[1] != L or out.shape[2] != J:
        raise ValueError("moving_ranks: out must be a C-contiguous float64 array of shape (rows, L, J)")
    if counts is not None and (not isinstance(counts, np.ndarray) or (<cnp.ndarray>counts).ndim != 2 or
                               (<cnp.ndarray>counts).dtype != np.int64 or
                               not (<cnp.ndarray>counts).flags.c_contiguous or
                               (<cnp.ndarray>counts).shape[0] != rows or (<cnp.ndarray>counts).shape[1] != L):
        raise ValueError("moving_ranks: counts must be None or a C-contiguous int64 array of x's shape")
    rk = <const int64_t*>cnp.PyArray_DATA(ranks)
    for i in range(1, N + 1):
        for k in range(K):
            if rk[i * K + k] < 0 or rk[i * K + k] >= i:
                raise ValueError("moving_ranks: ranks[n, k] must be in [0, n) for n in 1..min(window, L) "
                                 "(ranks[%d, %d] = %d)" % (i, k, rk[i * K + k]))
    job.pairs = job.combine != RAW
    job.C = J if job.pairs else K
    if job.pairs:
        for i in range(1, N + 1):
            for k in range(J):
                if rk[i * K + J + k] - rk[i * K + k] not in (0, 1):
                    raise ValueError("moving_ranks: with a mix, ranks[n, J + q] must be ranks[n, q] or one above "
                                     "(ranks[%d, %d] = %d, ranks[%d, %d] = %d)"
                                     % (i, k, rk[i * K + k], i, J + k, rk[i * K + J + k]))
    job.block = window if window < L else L           # longer than the row: one block
    if job.block > 2147483645:
        raise ValueError("moving_ranks: min(window, L) must be below 2**31 - 2")
    if rows == 0 or L == 0:
        return out
    job.x = <const double*>cnp.PyArray_DATA(x)
    job.m = NULL if m is None else <const uint8_t*>cnp.PyArray_DATA(<cnp.ndarray>m)
    job.ranks = rk
    job.out = <double*>cnp.PyArray_DATA(out)
    job.counts = NULL if counts is None else <int64_t*>cnp.PyArray_DATA(<cnp.ndarray>counts)
    job.L = L
    job.window = window
    job.K = K
    job.J = J
    job.need = need
    job.center = center
    job.chunk = _chunk_len(rows, L, job.block)
    job.nch = (L + job.chunk - 1) // job.chunk
    if job.block <= g_small_window:
        fn = _rows_small
    else:
        fn = _rows_bits
    with nogil:
        if g_isolate:
            err = 0
            for u in range(rows * job.nch - 1, -1, -1):
                err |= fn(&job, u, u + 1)
        else:
            err = par_for(fn, &job, rows * job.nch, 16 * rows * L)
    if err:
        raise MemoryError("moving_ranks: out of memory")
    return out
