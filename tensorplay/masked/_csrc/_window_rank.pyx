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

Suomela's sort median ("Median filtering is equivalent to sorting", 2014),
generalised to K ranks and to masks.  Each row is cut into blocks of
`window` positions (min(window, L)); a window, at most `window` long, meets
at most two neighbouring blocks: an old one A that it leaves and a new one B
that it enters.  Each block's valid non-NaN values are sorted once, with
their positions, and threaded on a doubly-linked list in sorted order.  A's
list starts full and loses an element whenever the window's start passes
it; B's list is emptied beforehand by deleting its elements in reverse order
of position, and the window's end then undoes those deletions in forward
order -- re-linking a deleted node of a doubly-linked list in the reverse
order of the deletions needs no search ("dancing links").  The window's
sorted order is the merge of the two lists (ties: A's before B's).  Each
wanted rank keeps a cut of that merge -- a node of each list (the first of
its elements above the cut) and the number s of elements below it; a
deletion or insertion moves the cut by at most one element and keeps it a
cut (an inserted node that falls between A's and B's nodes becomes B's
node), and the cut then walks, one node per step, to the rank the table
wants for the current count.  When the window's end enters the next block,
A (now empty) is dropped, B becomes A and the next block becomes B.  Cost
per position: O(log window) amortized for the sort plus O(K) list steps
(plus the change of the wanted rank, at most one for quantile tables since
n changes by at most one per step; after a stretch with a NaN in the
window, when no rank is looked at, the cuts walk back at most as far as
they drifted): no O(window) work per position, however large the window
(memory: about 70 bytes per window position, per thread).

Values are compared as 64-bit integers: a double's bits with the magnitude
bits flipped when the sign is set order like the doubles themselves (-0.0
just before +0.0, equal as values), and the lists' end sentinels are the
integers below and above every such key.  Blocks of at most SMALL_BLOCK
positions are sorted by counting (each value's rank is the number of values
below it: c * c comparisons that vectorize, no branch on the data); longer
ones pack the upper 24 bits of each key with its position into one word,
sorted by 3 LSD radix passes of 8 bits, and an insertion pass on the full
keys orders the runs of equal upper bits (short for continuous data, no
inversions for ties), with a heapsort as the fallback when that pass meets
many inversions: O(c log c) whatever the data.  A position without a value
gets a dummy node linked to itself, so the per-position work (linking,
unlinking, the cuts' updates, which are branch-free selects) never branches
on the mask or the data.

Short windows (min(window, L) <= SMALL_WINDOW) take another path: the
window's values sit in ceil(min(window, L) / 4) * 4 slots (slot p % slots for
position p) with their ranks in the window (ties by position), and a step is
one vectorized pass over the slots -- the leaving value's followers move down
a rank, the coming one's move up, it counts those below it -- and each wanted
rank is found by one more pass: O(window) per position but a few vector
instructions for short windows, no sort and no branch on the data.  Measured
on one thread (2-core x86-64, AVX2, 4e6 positions, 20 % masked, median): at
window 20 the slots take 0.10 s and the lists 0.14 s, at 48 0.13 and 0.15, at
64 0.16 and 0.15 (K = 3: 0.20 and 0.29), hence the limit 64.

NaNs are never in the lists: the window's valid NaNs are counted instead,
and while that count is nonzero the output is NaN.

Threads: the units of the thread pool are (row, chunk) pairs.  A long row
of few rows (`_chunk_len`: fewer than 8 rows of at least 2**16 positions)
is cut into chunks of outputs [c * C, (c + 1) * C), C a multiple of the
block length chosen from the shape and the window alone, never from the
thread count; otherwise a row is one chunk.  A chunk rebuilds the state the
walk over the row has after the output before its first: the slots from the
window's values; the lists of the window's end block and, if the window
still meets it, of the block before (the halo: one more block sorted), by
the same operations as that walk.  Each output is a function of its
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

cnp.import_array()

cdef enum:
    SMALL_WINDOW = 64        # windows (min(window, L)) of at most this many positions: slots, not lists
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
    static inline int64_t tpwr_sm_find(const int64_t* key, const int64_t* rnk, Py_ssize_t cap, int64_t t) {
        int64_t idx = 0;
        Py_ssize_t i;
        cap &= ~(Py_ssize_t)3;
        for (i = 0; i < cap; i++) idx |= rnk[i] == t ? (int64_t)i : 0;
        return key[idx];
    }
    /* the keys ranked t and t + 1, in one pass */
    static inline void tpwr_sm_find2(const int64_t* key, const int64_t* rnk, Py_ssize_t cap, int64_t t,
                                     int64_t* k0, int64_t* k1) {
        int64_t i0 = 0, i1 = 0;
        Py_ssize_t i;
        cap &= ~(Py_ssize_t)3;
        for (i = 0; i < cap; i++) {
            i0 |= rnk[i] == t ? (int64_t)i : 0;
            i1 |= rnk[i] == t + 1 ? (int64_t)i : 0;
        }
        *k0 = key[i0];
        *k1 = key[i1];
    }
    """
    void tpwr_rank_sort(int64_t* kc, const int32_t* pc, intp c, int64_t* key, int32_t* node) noexcept nogil
    int64_t TPWR_BIG
    void tpwr_sm_del(int64_t* key, int64_t* rnk, intp cap, intp slot) noexcept nogil
    void tpwr_sm_ins(int64_t* key, int64_t* rnk, intp cap, intp slot, int64_t kz) noexcept nogil
    void tpwr_sm_move(int64_t* key, int64_t* rnk, intp cap, intp sa, intp sz, int64_t kz) noexcept nogil
    int64_t tpwr_sm_find(const int64_t* key, const int64_t* rnk, intp cap, int64_t t) noexcept nogil
    void tpwr_sm_find2(const int64_t* key, const int64_t* rnk, intp cap, int64_t t, int64_t* k0,
                       int64_t* k1) noexcept nogil


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
    intp C               # cuts the lists keep: K, or J when pairs
    int pairs            # MIDDLE and MIX: ranks[n, J + q] is ranks[n, q] or one above, which
                         # the cut of ranks[n, q] gives (its next key): one cut per pair
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
    # One block [b0, b1) of a row: its valid non-NaN values as a doubly-linked
    # list in sorted order.  Nodes: 0 the head, 1..c the values in order, c + 1
    # the tail, and `dummy` (block + 2), linked to itself, the node of every
    # position without a value: linking, unlinking and the cut's updates leave
    # it and everything else unchanged, so the per-position work never branches
    # on the mask.
    int64_t* key         # [block + 3]: key[0] INT64_MIN, key[1..c] ascending, key[c + 1] and key[dummy] INT64_MAX
    int32_t* nxt         # [block + 3]
    int32_t* prv         # [block + 3]
    int32_t* node        # [block]: the node of position b0 + i
    uint8_t* code        # [block]: bit 0 valid, bit 1 a valid NaN
    intp b0
    intp b1
    int32_t tail         # c + 1


cdef struct Scratch:
    uint64_t* pk         # [block] packed (upper key bits, position) words
    uint64_t* tmp        # [block] the radix sort's second buffer
    int64_t* kbuf        # [block + 4] the key of each position (radix) / of each value (counting sort)
    int32_t* pos         # [block + 2] the position of each node
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


cdef inline int32_t _sel(int c, int32_t a, int32_t b) noexcept nogil:
    # c ? a : b without a branch (c is 0 or 1)
    return b ^ ((a ^ b) & -c)


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


cdef void _prepare(Blk* B, Scratch* S, const double* x, const uint8_t* m, intp b0, intp b1) noexcept nogil:
    # Sort the block [b0, b1)'s valid non-NaN values, thread them on B's
    # list, then delete them in reverse order of position (the window's end
    # undoes the deletions in forward order).
    cdef intp p, i, j, c = 0, rel, shifts = 0, budget
    cdef int64_t b, k
    cdef int32_t nd, D = S.dummy
    cdef int mv, isn
    cdef uint64_t* pk = S.pk
    cdef int64_t* key = B.key
    cdef int64_t* kbuf = S.kbuf
    cdef int32_t* pos = S.pos
    cdef int32_t* nxt = B.nxt
    cdef int32_t* prv = B.prv
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
    for i in range(c + 1):
        nxt[i] = <int32_t>(i + 1)
        prv[i + 1] = <int32_t>i
    for p in range(b1 - 1, b0 - 1, -1):
        nd = node[p - b0]                               # the dummy's unlinking changes nothing
        nxt[prv[nd]] = nxt[nd]
        prv[nxt[nd]] = prv[nd]
    B.b0 = b0
    B.b1 = b1
    B.tail = <int32_t>(c + 1)


cdef inline void _ins(int32_t nd, int64_t kk, const int64_t* Ak, int32_t* pa, int32_t* pb, intp* s) noexcept nogil:
    # node nd (key kk) of B is linked back: below B's node it is below the
    # cut, unless it is above A's node -- then it is the cut's node of B
    cdef int below = nd < pb[0]
    cdef int up = kk >= Ak[pa[0]]
    pb[0] = _sel(below & up, nd, pb[0])
    s[0] += below & (up ^ 1)


cdef inline int64_t _next_key(const int64_t* Ak, const int32_t* An, const int64_t* Bk, const int32_t* Bn,
                           int32_t ca, int32_t cb) noexcept nogil:
    # The key one rank above the cut's (ca, cb: the first nodes above the cut,
    # the smaller of their keys the cut's rank): the smaller of the other
    # node's key and the next key in the list of the smaller one (A's first
    # on ties, as the merge).  The cut's rank exists, so that list's node is
    # not its tail, and its next is a node (the tail at worst).
    cdef int64_t ka = Ak[ca], kb = Bk[cb], k2
    if ka <= kb:
        k2 = Ak[An[ca]]
        return k2 if k2 < kb else kb
    k2 = Bk[Bn[cb]]
    return ka if ka <= k2 else k2


cdef inline void _step(int32_t ndi, int64_t kk, int32_t ndd, int32_t nx, int fromb, int ok, intp t,
                       const int64_t* Ak, const int32_t* An, const int32_t* Ap, const int64_t* Bk,
                       const int32_t* Bn, const int32_t* Bp, int32_t* pa, int32_t* pb, intp* ps,
                       double* o) noexcept nogil:
    # One cut through one step: node ndi (key kk) of B was linked back, node
    # ndd (its next: nx) left A (fromb: B) -- either may be the dummy, which
    # changes nothing -- then, if ok, the cut moves to s == t (one step either
    # way without a branch, then any rest) and o gets its first value above:
    # the t-th smallest.
    cdef int32_t ca = pa[0], cb = pb[0], qa, qb, na, nb
    cdef intp sq = ps[0]
    cdef int below, up, fwd, bwd, ta, tr
    cdef int64_t ka, kb
    below = ndi < cb
    up = kk >= Ak[ca]
    cb = _sel(below & up, ndi, cb)
    sq += below & (up ^ 1)
    if fromb:
        sq -= ndd < cb
        cb = _sel(ndd == cb, nx, cb)
    else:
        sq -= ndd < ca
        ca = _sel(ndd == ca, nx, ca)
    if ok:
        fwd = sq < t
        bwd = sq > t
        ka = Ak[ca]
        kb = Bk[cb]
        qa = Ap[ca]
        qb = Bp[cb]
        na = An[ca]
        nb = Bn[cb]
        ta = ka <= kb                       # forward: A's node is the smaller
        tr = Ak[qa] > Bk[qb]                # backward: A's predecessor is the larger
        ca = _sel(fwd & ta, na, _sel(bwd & tr, qa, ca))
        cb = _sel(fwd & (ta ^ 1), nb, _sel(bwd & (tr ^ 1), qb, cb))
        sq += fwd - bwd
        while sq < t:
            if Ak[ca] <= Bk[cb]:
                ca = An[ca]
            else:
                cb = Bn[cb]
            sq += 1
        while sq > t:
            qa = Ap[ca]
            qb = Bp[cb]
            if Ak[qa] > Bk[qb]:
                ca = qa
            else:
                cb = qb
            sq -= 1
        ka = Ak[ca]
        kb = Bk[cb]
        o[0] = _val(ka if ka <= kb else kb)
    pa[0] = ca
    pb[0] = cb
    ps[0] = sq


cdef inline int _rows_of(Job* job, intp lo, intp hi, const int single) noexcept nogil:
    # `single`: a constant in each caller (one cut, kept in locals); K: the cuts
    cdef intp L = job.L, bw = job.block, K = 1 if single else job.C, TW = job.K, J = job.J
    cdef intp back = job.window // 2 if job.center else job.window - 1
    cdef intp ahead = (job.window - 1) // 2 if job.center else 0
    cdef intp r, j, a, z, zi, ai, n, nn, q, e, rel, s0 = 0, u, J0, J1
    cdef int32_t nd, nx, ndi, ndd, D32, pa0 = 0, pb0 = 0
    cdef int fromb, ok
    cdef uint8_t cd
    cdef int64_t kk
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
    # the two blocks' arrays, in locals (stores through them would otherwise
    # make the compiler reload the struct fields)
    cdef int64_t* Ak
    cdef int32_t* An
    cdef int32_t* Ap
    cdef int32_t* Anode
    cdef uint8_t* Acode
    cdef int64_t* Bk
    cdef int32_t* Bn
    cdef int32_t* Bp
    cdef int32_t* Bnode
    cdef uint8_t* Bcode
    cdef intp Ab0, Bb0, Bb1
    cdef int32_t* pa
    cdef int32_t* pb
    cdef intp* s
    cdef char* mem
    cdef intp nb = bw + 3, D = bw + 2
    cdef double st0 = 0.0
    cdef double* st
    cdef size_t size = (2 * 8 * nb + 8 * (3 * bw + 4) + 8 * K + 8 * TW +     # 8-byte arrays
                        2 * (4 * 3 * nb + 4 * bw + bw) + 4 * (bw + 2) + 4 * 3 * 256 + 4 * 2 * K + 64)
    mem = <char*>malloc(size)
    if mem == NULL:
        return -1
    blk[0].key = <int64_t*>mem
    blk[1].key = blk[0].key + nb
    S.pk = <uint64_t*>(blk[1].key + nb)
    S.tmp = S.pk + bw
    S.kbuf = <int64_t*>(S.tmp + bw)
    s = <intp*>(S.kbuf + bw + 4)
    st = <double*>(s + K)            # the position's order statistics
    blk[0].nxt = <int32_t*>(st + TW)
    blk[0].prv = blk[0].nxt + nb
    blk[0].node = blk[0].prv + nb
    blk[1].nxt = blk[0].node + bw
    blk[1].prv = blk[1].nxt + nb
    blk[1].node = blk[1].prv + nb
    S.pos = blk[1].node + bw
    S.hist = <uint32_t*>(S.pos + bw + 2)
    pa = <int32_t*>(S.hist + 3 * 256)
    pb = pa + K
    blk[0].code = <uint8_t*>(pb + K)
    blk[1].code = blk[0].code + bw
    S.dummy = D32 = <int32_t>D
    for e in range(2):
        blk[e].key[D] = INT64_MAX
        blk[e].nxt[D] = D32
        blk[e].prv[D] = D32
    for u in range(lo, hi):
        # unit u: the outputs [J0, J1) of row r
        r = u // job.nch
        J0 = (u - r * job.nch) * job.chunk
        J1 = J0 + job.chunk if J0 + job.chunk < L else L
        x = job.x + r * L
        m = NULL if job.m == NULL else job.m + r * L
        out = job.out + r * L * job.J
        cnt = NULL if job.counts == NULL else job.counts + r * L
        A = &blk[0]
        B = &blk[1]
        # A: an empty block before the row
        A.key[0] = INT64_MIN
        A.key[1] = INT64_MAX
        A.nxt[0] = 1
        A.prv[1] = 0
        A.tail = 1
        A.b0 = 0
        A.b1 = 0
        n = 0
        nn = 0
        if J0 == 0:
            _prepare(B, &S, x, m, 0, bw)
            zi = -1
            ai = 0
        else:
            # A chunk's start: the lists as the walk over the row leaves them
            # after output J0 - 1, each by the same operations in the same
            # order -- B (the block of the window's end zi) sorted, its
            # positions up to zi linked back in forward order; A (the block
            # before, if the window still meets it: the halo) sorted, all
            # linked back, then its positions before the window's start ai
            # deleted in forward order (or, at the row's end, B's) -- and the
            # counts of the window [ai, zi].  Only the cuts differ: each starts
            # at the lowest cut (the lists' first nodes, nothing below), from
            # which the first output walks to its rank; the output, the
            # t-th smallest key of the window, does not depend on the cut.
            zi = J0 - 1 + ahead
            if zi > L - 1:
                zi = L - 1
            ai = J0 - 1 - back
            if ai < 0:
                ai = 0
            e = zi // bw * bw
            _prepare(B, &S, x, m, e, e + bw if e + bw < L else L)
            Bn, Bp, Bnode, Bcode, Bb0 = B.nxt, B.prv, B.node, B.code, B.b0
            for q in range(Bb0, zi + 1):
                nd = Bnode[q - Bb0]
                Bn[Bp[nd]] = nd
                Bp[Bn[nd]] = nd
            if ai < Bb0:
                _prepare(A, &S, x, m, Bb0 - bw, Bb0)
                An, Ap, Anode, Acode, Ab0 = A.nxt, A.prv, A.node, A.code, A.b0
                for q in range(Ab0, Bb0):
                    nd = Anode[q - Ab0]
                    An[Ap[nd]] = nd
                    Ap[An[nd]] = nd
                for q in range(Ab0, ai):
                    nd = Anode[q - Ab0]
                    An[Ap[nd]] = An[nd]
                    Ap[An[nd]] = Ap[nd]
                for q in range(ai, Bb0):
                    cd = Acode[q - Ab0]
                    n += cd & 1
                    nn += cd >> 1
            else:
                for q in range(Bb0, ai):
                    nd = Bnode[q - Bb0]
                    Bn[Bp[nd]] = Bn[nd]
                    Bp[Bn[nd]] = Bp[nd]
            for q in range(ai if ai > Bb0 else Bb0, zi + 1):
                cd = Bcode[q - Bb0]
                n += cd & 1
                nn += cd >> 1
        Ak, An, Ap, Anode, Acode, Ab0 = A.key, A.nxt, A.prv, A.node, A.code, A.b0
        Bk, Bn, Bp, Bnode, Bcode, Bb0, Bb1 = B.key, B.nxt, B.prv, B.node, B.code, B.b0, B.b1
        if single:
            pa0, pb0, s0 = An[0], Bn[0], 0
        else:
            for q in range(K):
                pa[q] = An[0]
                pb[q] = Bn[0]
                s[q] = 0
        for j in range(J0, J1):
            z = j + ahead
            if z > L - 1:
                z = L - 1
            a = j - back
            if a < 0:
                a = 0
            # The window's end: one position, several on the row's first step
            # (center), where each is handed to the cuts before the next.
            ndi = D32
            kk = INT64_MAX
            while zi < z:
                if ndi != D32:
                    if single:
                        _ins(ndi, kk, Ak, &pa0, &pb0, &s0)
                    else:
                        for q in range(K):
                            _ins(ndi, kk, Ak, &pa[q], &pb[q], &s[q])
                zi += 1
                if zi == Bb1:
                    # the window has left A: B becomes A, the next block B
                    sw = A
                    A = B
                    B = sw
                    e = zi + bw
                    _prepare(B, &S, x, m, zi, e if e < L else L)
                    Ak, An, Ap, Anode, Acode, Ab0 = A.key, A.nxt, A.prv, A.node, A.code, A.b0
                    Bk, Bn, Bp, Bnode, Bcode, Bb0, Bb1 = B.key, B.nxt, B.prv, B.node, B.code, B.b0, B.b1
                    if single:
                        pa0 = pb0
                        pb0 = B.tail
                    else:
                        for q in range(K):
                            pa[q] = pb[q]
                            pb[q] = B.tail
                rel = zi - Bb0
                cd = Bcode[rel]
                n += cd & 1
                nn += cd >> 1
                ndi = Bnode[rel]                # the dummy for a position without a value
                Bn[Bp[ndi]] = ndi
                Bp[Bn[ndi]] = ndi
                kk = Bk[ndi]
            # The window's start: at most one position per step.
            ndd = D32
            nx = D32
            fromb = 0
            if ai < a:
                if ai < Bb0:
                    rel = ai - Ab0
                    cd = Acode[rel]
                    ndd = Anode[rel]
                    nx = An[ndd]
                    An[Ap[ndd]] = nx
                    Ap[nx] = Ap[ndd]
                else:
                    # the row's end: B is complete, no insertion follows
                    fromb = 1
                    rel = ai - Bb0
                    cd = Bcode[rel]
                    ndd = Bnode[rel]
                    nx = Bn[ndd]
                    Bn[Bp[ndd]] = nx
                    Bp[nx] = Bp[ndd]
                n -= cd & 1
                nn -= cd >> 1
                ai += 1
            if cnt != NULL:
                cnt[j] = n
            ok = nn == 0 and n != 0
            rk = job.ranks + n * TW
            if single:
                _step(ndi, kk, ndd, nx, fromb, ok, rk[0], Ak, An, Ap, Bk, Bn, Bp, &pa0, &pb0, &s0, &st0)
                if not job.pairs:
                    out[j] = st0 if ok and n >= job.need else NAN      # (combine RAW)
                    continue
                st[0] = st0
                st[1] = st0 if rk[1] == rk[0] or not ok else _val(_next_key(Ak, An, Bk, Bn, pa0, pb0))
            else:
                for q in range(K):
                    _step(ndi, kk, ndd, nx, fromb, ok, rk[q], Ak, An, Ap, Bk, Bn, Bp, &pa[q], &pb[q], &s[q],
                          &st[q])
                if job.pairs and ok:
                    for q in range(J):
                        st[J + q] = st[q] if rk[J + q] == rk[q] else _val(_next_key(Ak, An, Bk, Bn, pa[q], pb[q]))
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
    cdef const double* x
    cdef const uint8_t* m
    cdef double* out
    cdef int64_t* cnt
    cdef const int64_t* rk
    cdef int64_t k0, k1
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
                tpwr_sm_move(key, rnk, cap, sa, sz, kz)
                ai += 1
                sa += 1
                if sa == cap:
                    sa = 0
            else:
                while ai < a:                   # first out: the slot may be the one coming in
                    _pos_key(x, m, ai, &dn, &dnn)
                    n -= dn
                    nn -= dnn
                    tpwr_sm_del(key, rnk, cap, sa)
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
            if cnt != NULL:
                cnt[j] = n
            if nn == 0 and n != 0 and n >= job.need:
                rk = job.ranks + n * K
                if job.pairs:
                    for q in range(job.J):
                        if rk[job.J + q] == rk[q]:
                            st[q] = st[job.J + q] = _val(tpwr_sm_find(key, rnk, cap, rk[q]))
                        else:
                            tpwr_sm_find2(key, rnk, cap, rk[q], &k0, &k1)
                            st[q] = _val(k0)
                            st[job.J + q] = _val(k1)
                else:
                    for q in range(K):
                        st[q] = _val(tpwr_sm_find(key, rnk, cap, rk[q]))
            _emit(job, st, n, nn == 0 and n != 0, out + j * job.J)
    free(st)
    return 0


cdef int _rows_one(void* ctx, intp lo, intp hi) noexcept nogil:
    return _rows_of(<Job*>ctx, lo, hi, 1)


cdef int _rows_many(void* ctx, intp lo, intp hi) noexcept nogil:
    return _rows_of(<Job*>ctx, lo, hi, 0)


cdef intp g_small_window = SMALL_WINDOW


def _set_small_window(Py_ssize_t n):
    """Windows up to n (at most SMALL_WINDOW) take the slots path (tests and
    benchmarks: 0 sends every window to the lists).  Returns the old value."""
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
        fn = _rows_one if job.C == 1 else _rows_many
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
