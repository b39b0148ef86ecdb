# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Order statistics of many slices at once: the quantile kind's selection.

`order_stats(values, starts, counts, ranks, out, by_count=False, mix=None)`:
slice i is values[starts[i] : starts[i] + counts[i]] (the valid values of one
reduced slice, gathered by the runtime); out[i, j] is the element of rank
ranks[i, j] (0-based, in any order, repeats allowed) among them -- or, with
`by_count`, of rank ranks[counts[i] - 1, j]: one row per count, as the
quantile plans are made for short slices.  With `mix` (float64 values, a
float64 (N, 3 J) table, R = 2 J) out[i, q] is numpy.quantile's
interpolation (tp_quantile_lerp) between the order statistics q and J + q by
row counts[i] - 1 of mix: t, 1 - t and t >= 0.5, as the moving kind's
kernel does.  One multi-rank
selection per slice: the ranks are selected in ascending order, each in the
part of the buffer right of the one before; a slice of at most SHORT values
is sorted whole instead (Floyd-Rivest with an introselect
guard, tp_support.h: O(n) per slice on average, O(n log n) on any input).  A
slice holding a NaN gets NaN everywhere (numpy's rule; the selection needs
NaN-free data).  Slices run on the thread pool, each written by one thread
only: the same result for any thread count.  Few long slices (the layout
constants of _support.pxd) are cut into fixed chunks instead and selected in
bands (see "few long slices" below); the gather cuts few long rows alike.
"""
cimport numpy as cnp
import numpy as np
from libc.stdint cimport int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from libc.stdlib cimport free, malloc
from libc.math cimport INFINITY, NAN
from libc.stdint cimport INT64_MAX, INT64_MIN, UINT64_MAX
from libc.string cimport memset

from tensorplay.masked._csrc._parallel cimport intp, par_for, span_fn
from tensorplay.masked._csrc._support cimport CHUNK_MIN, FEW_OUTPUTS, chunk_size

cnp.import_array()

cdef extern from "tp_support.h" nogil:
    double tp_quantile_lerp(double lo, double hi, double t, double one_minus, int upper)
    double tp_select_f64(double* a, intp n, intp k)
    float tp_select_f32(float* a, intp n, intp k)
    int64_t tp_select_i64(int64_t* a, intp n, intp k)
    uint64_t tp_select_u64(uint64_t* a, intp n, intp k)
    double tp_select_work_f64(double* a, intp n, intp k, intp* work)
    float tp_select_work_f32(float* a, intp n, intp k, intp* work)
    int64_t tp_select_work_i64(int64_t* a, intp n, intp k, intp* work)
    uint64_t tp_select_work_u64(uint64_t* a, intp n, intp k, intp* work)


cdef struct Job:
    const char* values
    const int64_t* starts
    const int64_t* counts
    const int64_t* ranks
    intp nranks
    bint by_count        # ranks: a row per count (row counts[i] - 1), not per slice
    const double* mix    # NULL, or the interpolation table: out holds nranks / 2 quantiles per slice
    char* out
    intp maxn
    int64_t* work        # NULL, or each slice's element visits of its selections (tests)
    uint8_t* skip        # NULL, or 1 for the slices the banded path selects (_span leaves them)


ctypedef fused T:
    double
    float
    int64_t
    uint64_t


cdef inline T _select(T* a, intp n, intp k, intp* work) noexcept nogil:
    # work: NULL, or it receives the selection's element visits
    if T is double:
        return tp_select_work_f64(a, n, k, work)
    elif T is float:
        return tp_select_work_f32(a, n, k, work)
    elif T is int64_t:
        return tp_select_work_i64(a, n, k, work)
    else:
        return tp_select_work_u64(a, n, k, work)


cdef enum:
    SHORT = 48      # slices up to this long are sorted whole (insertion sort: ~n^2/4 moves)
    TINY = 32       # ... and up to this long by counting each value's place (n^2 branch-free compares)


cdef inline void _counting_sort(const T* a, T* dst, intp n) noexcept nogil:
    # dst[place of a[i]] = a[i], the place being the count of values before
    # it in sorted order (smaller ones, and equal ones earlier in a).
    cdef intp i, j, c
    cdef T v
    for i in range(n):
        v = a[i]
        c = 0
        for j in range(n):
            c += (a[j] < v) | ((a[j] == v) & (j < i))
        dst[c] = v


cdef inline void _insertion_sort(T* a, intp n) noexcept nogil:
    cdef intp i, j
    cdef T v
    for i in range(1, n):
        v = a[i]
        j = i - 1
        while j >= 0 and a[j] > v:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = v


cdef inline void _sort_by_rank(intp* order, const int64_t* r, intp m) noexcept nogil:
    # m is 2 len(q) at most: an insertion sort of the positions by rank.
    cdef intp i, j, o
    for i in range(1, m):
        o = order[i]
        j = i - 1
        while j >= 0 and r[order[j]] > r[o]:
            order[j + 1] = order[j]
            j -= 1
        order[j + 1] = o


cdef int _span(T* dummy, Job* job, intp lo, intp hi) noexcept nogil:
    cdef const T* values = <const T*>job.values
    cdef T* out = <T*>job.out
    cdef T* buf = <T*>malloc((job.maxn if job.maxn > 0 else 1) * sizeof(T))
    cdef intp* order = <intp*>malloc((job.nranks if job.nranks > 0 else 1) * sizeof(intp))
    cdef T* st = <T*>malloc((job.nranks if job.nranks > 0 else 1) * sizeof(T))
    cdef intp i, j, jj, m, n, k, left, prev, J = job.nranks // 2, visits, total_visits
    cdef const int64_t* r
    cdef const double* tab
    cdef int nan
    cdef T v
    cdef T tiny[TINY]
    cdef T* o
    if buf == NULL or order == NULL or st == NULL:
        free(buf)
        free(order)
        free(st)
        return -1
    for i in range(lo, hi):
        if job.skip != NULL and job.skip[i]:
            continue
        n = job.counts[i]
        r = job.ranks + ((n - 1) if job.by_count else i) * job.nranks
        # where slice i's order statistics go: out's row, or st to interpolate from
        o = st if job.mix != NULL else out + i * job.nranks
        nan = 0
        for j in range(n):
            v = values[job.starts[i] + j]
            buf[j] = v
            if T is double or T is float:
                nan |= v != v
        if nan:
            for j in range(J if job.mix != NULL else job.nranks):
                out[i * (J if job.mix != NULL else job.nranks) + j] = <T>NAN
            continue
        if n <= SHORT:
            # A short slice: sorted whole, then every rank is a read (ten
            # selections of 27 values cost ten times as much).  Up to TINY
            # values, each value's place is counted, without a branch
            # (ties in input order); beyond, an insertion sort.
            if n <= TINY:
                _counting_sort(buf, tiny, n)
                for j in range(job.nranks):
                    o[j] = tiny[r[j]]
            else:
                _insertion_sort(buf, n)
                for j in range(job.nranks):
                    o[j] = buf[r[j]]
        else:
            # The ranks in ascending order (their positions in `order`): each
            # rank lies right of the one before, whose selection left every
            # element >= it in buf[prev + 1:].
            for j in range(job.nranks):
                order[j] = j
            _sort_by_rank(order, r, job.nranks)
            left = 0
            prev = -1
            total_visits = 0
            for j in range(job.nranks):
                k = r[order[j]]
                if k != prev:
                    if k == left:
                        # The least of what is left (the rank after the one
                        # before: linear interpolation's upper neighbour,
                        # the median's upper middle) is a scan, not a
                        # selection; swapped to the front, as a selection
                        # would leave it.
                        m = left
                        for jj in range(left + 1, n):
                            if buf[jj] < buf[m]:
                                m = jj
                        v = buf[m]
                        buf[m] = buf[left]
                        buf[left] = v
                        visits = n - left
                    else:
                        v = _select(buf + left, n - left, k - left, &visits if job.work != NULL else NULL)
                    if job.work != NULL:
                        total_visits += visits
                    left = k + 1
                    prev = k
                o[order[j]] = v
            if job.work != NULL:
                job.work[i] = total_visits
        if T is double:
            if job.mix != NULL:
                tab = job.mix + (n - 1) * 3 * J
                for j in range(J):
                    out[i * J + j] = tp_quantile_lerp(st[j], st[J + j], tab[j], tab[J + j], tab[2 * J + j] != 0.0)
    free(buf)
    free(order)
    free(st)
    return 0


cdef int _span_f64(void* ctx, intp lo, intp hi) noexcept nogil:
    return _span(<double*>NULL, <Job*>ctx, lo, hi)


cdef int _span_f32(void* ctx, intp lo, intp hi) noexcept nogil:
    return _span(<float*>NULL, <Job*>ctx, lo, hi)


cdef int _span_i64(void* ctx, intp lo, intp hi) noexcept nogil:
    return _span(<int64_t*>NULL, <Job*>ctx, lo, hi)


cdef int _span_u64(void* ctx, intp lo, intp hi) noexcept nogil:
    return _span(<uint64_t*>NULL, <Job*>ctx, lo, hi)


# -- few long slices: fixed chunks on the thread pool -------------------------
#
# A slice of at least 2 CHUNK_MIN values among fewer than FEW_OUTPUTS slices
# (the layout constants of _support.pxd, as every kernel's chunked layout) is
# selected in bands, as the median's chunked kernel does for its one rank:
# (1) SAMPLE values at fixed positions of the slice give, for each distinct
# rank, a band of values [lo, hi] that likely holds it (the sample's ranks
# around the rank's place, 3 standard deviations either side), overlapping
# bands merged; (2) the slice's fixed chunks (chunk_size: the slice's count
# alone) count, on the thread pool, their values below, in and between the
# bands and copy their in-band values aside; (3) each chunk spreads those to
# every band's buffer at its place (prefix counts: chunk order); (4) each band
# is a multi-rank selection on its own (bands on the thread pool).  A rank
# that falls outside every band (a sample unlike its slice) sends the slice to
# the whole-slice selection.  Either way out[i, j] is the element of rank
# ranks[i, j]; which path a slice takes and how it is cut depend on the
# counts alone: the same bits on any number of threads.

cdef enum:
    SAMPLE = 16384      # positions sampled per long slice
    MAXB = 16           # bands per slice at most (more ranks: the slice is selected whole)
    NSLOT = 2 * MAXB + 1


cdef struct Bands:
    Job* job
    intp nsl             # slices on this path; sl[s]: the job's index of path slice s
    intp* sl
    intp* nb             # (nsl,) bands of each
    void* bounds         # (nsl, MAXB, 2) of T: each band's lowest and highest value
    intp nu              # units: the fixed chunks of the path slices
    intp* uslice         # (nu,) the unit's path slice
    intp* ulo            # (nu,) its values [ulo, uhi) of job.values
    intp* uhi
    intp* ureg           # (nu,) where its in-band values go in reg (its own part: its length + 1 slots)
    int64_t* hist        # (nu, NSLOT): its values by slot (2b: below band b and above band b - 1; 2b + 1: in band b)
    uint8_t* unan        # (nu,) a NaN among its values
    void* reg            # the in-band values of every unit, unit after unit (in order)
    intp umax            # the longest unit
    int64_t* dst         # (nu, MAXB): where unit u's values of band b start in bandbuf
    void* bandbuf        # band after band, slice after slice
    int64_t* bstart      # (nsl, MAXB) where band b of slice s starts in bandbuf, its size, the values below it
    int64_t* bsize
    int64_t* below
    uint8_t* done        # (nsl,) its results are written (NaN), or it goes to the whole-slice path
    intp* order          # (nsl, nranks): the positions of its ranks by ascending rank
    int64_t* visits      # (nsl, MAXB): each band's element visits (job.work)
    intp* live           # the bands to select (s * MAXB + b), nlive of them: the units of step (4)
    int step             # the step a unit runs: 0 the pass (2), 1 the spread (3), 2 the selection (4)


cdef inline void _extremes(T* lo, T* hi) noexcept nogil:
    if T is double or T is float:
        lo[0] = -INFINITY
        hi[0] = INFINITY
    elif T is int64_t:
        lo[0] = INT64_MIN
        hi[0] = INT64_MAX
    else:
        lo[0] = 0
        hi[0] = UINT64_MAX


cdef int _band_pass(T* dummy, Bands* B, intp lo, intp hi) noexcept nogil:
    # Units [lo, hi): count the chunk's values below and up to each band and
    # flag the in-band ones (a loop per band edge over the chunk, now in
    # cache: vectorised), then copy the flagged values, in order, to the
    # unit's part of reg (branch-free: every value is written, the place
    # advances for a flagged one; the unit owns one slot more than its
    # values for the last write), and note a NaN.
    cdef const T* values = <const T*>B.job.values
    cdef const T* x
    cdef const T* bd
    cdef T* reg
    cdef int64_t* h
    cdef intp u, e, b, nb, m, k
    cdef int64_t lt, le, prev
    cdef T blo, bhi
    cdef int nan
    cdef uint8_t* flag = <uint8_t*>malloc(B.umax if B.umax > 0 else 1)
    if flag == NULL:
        return -1
    for u in range(lo, hi):
        bd = <const T*>B.bounds + B.uslice[u] * 2 * MAXB
        nb = B.nb[B.uslice[u]]
        x = values + B.ulo[u]
        m = B.uhi[u] - B.ulo[u]
        h = B.hist + u * NSLOT
        prev = 0
        for e in range(m):
            flag[e] = 0
        for b in range(nb):
            blo = bd[2 * b]
            bhi = bd[2 * b + 1]
            lt = 0
            le = 0
            for e in range(m):
                lt += x[e] < blo
            for e in range(m):
                le += x[e] <= bhi
            for e in range(m):
                flag[e] |= (x[e] >= blo) & (x[e] <= bhi)
            h[2 * b] = lt - prev             # (below band 0, or between band b - 1 and band b)
            h[2 * b + 1] = le - lt
            prev = le
        h[2 * nb] = m - prev
        reg = <T*>B.reg + B.ureg[u]
        k = 0
        for e in range(m):
            reg[k] = x[e]
            k += flag[e]
        nan = 0
        if T is double or T is float:
            for e in range(m):
                nan |= x[e] != x[e]
        B.unan[u] = nan
    free(flag)
    return 0


cdef int _band_spread(T* dummy, Bands* B, intp lo, intp hi) noexcept nogil:
    # Units [lo, hi): the chunk's in-band values, in order, to their bands'
    # buffers at the unit's places (the bands are disjoint and ascending: a
    # value's band is the first whose top is not below it).
    cdef const T* bd
    cdef const T* reg
    cdef T* buf = <T*>B.bandbuf
    cdef intp u, j, b, nb, n, s
    cdef int64_t pos[MAXB]
    cdef T v
    for u in range(lo, hi):
        s = B.uslice[u]
        if B.done[s]:
            continue
        bd = <const T*>B.bounds + s * 2 * MAXB
        nb = B.nb[s]
        reg = <const T*>B.reg + B.ureg[u]
        n = 0
        for b in range(nb):
            pos[b] = B.dst[u * MAXB + b]
            n += B.hist[u * NSLOT + 2 * b + 1]
        for j in range(n):
            v = reg[j]
            b = 0
            while v > bd[2 * b + 1]:
                b += 1
            buf[pos[b]] = v
            pos[b] += 1
    return 0


cdef int _band_select(T* dummy, Bands* B, intp lo, intp hi) noexcept nogil:
    # Units [lo, hi): band w % MAXB of path slice w // MAXB: its ranks in
    # ascending order, each selected right of the one before.
    cdef Job* job = B.job
    cdef T* out = <T*>job.out
    cdef T* buf
    cdef intp w, s, b, i, j, k, left, prev, size, below, visits, total
    cdef const int64_t* r
    cdef const intp* order
    cdef T v
    for w in range(lo, hi):
        w = B.live[w]
        s = w // MAXB
        b = w % MAXB
        i = B.sl[s]
        r = job.ranks + i * job.nranks
        order = B.order + s * job.nranks
        buf = <T*>B.bandbuf + B.bstart[w]
        size = B.bsize[w]
        below = B.below[w]
        left = 0
        prev = -1
        total = 0
        v = buf[0]
        for j in range(job.nranks):
            k = r[order[j]] - below
            if k < 0 or k >= size:
                continue
            if k != prev:
                v = _select(buf + left, size - left, k - left, &visits if job.work != NULL else NULL)
                if job.work != NULL:
                    total += visits
                left = k + 1
                prev = k
            out[i * job.nranks + order[j]] = v
        B.visits[w] = total
    return 0


cdef int _band_step(T* dummy, Bands* B, intp lo, intp hi) noexcept nogil:
    if B.step == 0:
        return _band_pass(dummy, B, lo, hi)
    if B.step == 1:
        return _band_spread(dummy, B, lo, hi)
    return _band_select(dummy, B, lo, hi)


cdef int _band_f64(void* ctx, intp lo, intp hi) noexcept nogil:
    return _band_step(<double*>NULL, <Bands*>ctx, lo, hi)


cdef int _band_f32(void* ctx, intp lo, intp hi) noexcept nogil:
    return _band_step(<float*>NULL, <Bands*>ctx, lo, hi)


cdef int _band_i64(void* ctx, intp lo, intp hi) noexcept nogil:
    return _band_step(<int64_t*>NULL, <Bands*>ctx, lo, hi)


cdef int _band_u64(void* ctx, intp lo, intp hi) noexcept nogil:
    return _band_step(<uint64_t*>NULL, <Bands*>ctx, lo, hi)


cdef int _choose_bands(T* dummy, Bands* B, intp s, T* sample) noexcept nogil:
    # Path slice s: its bands from SAMPLE values at fixed positions (NaN
    # left out); 0, or 1 when its ranks need more than MAXB bands.
    cdef Job* job = B.job
    cdef const T* values = <const T*>job.values
    cdef intp i = B.sl[s], n = job.counts[i], start = job.starts[i], J = job.nranks
    cdef const int64_t* r = job.ranks + i * J
    cdef intp* order = B.order + s * J
    cdef T* bd = <T*>B.bounds + s * 2 * MAXB
    cdef intp j, ns = 0, m = 0, d, c, k, a, z, left, nb
    cdef T v, lowest, highest
    cdef T lo[2 * MAXB]
    cdef T hi[2 * MAXB]
    cdef intp want[4 * MAXB]
    cdef T got[4 * MAXB]
    cdef intp idx[4 * MAXB]
    _extremes(&lowest, &highest)
    for j in range(SAMPLE):
        v = values[start + j * n // SAMPLE]
        sample[ns] = v
        if T is double or T is float:
            ns += v == v
        else:
            ns += 1
    for j in range(J):
        order[j] = j
    _sort_by_rank(order, r, J)
    d = 2
    while d * d < ns:
        d += 1
    d = 3 * d + 2
    # the distinct ranks' sample ranks either side (c: how many), each as an index of want
    c = 0
    for j in range(J):
        k = r[order[j]]
        if j > 0 and k == r[order[j - 1]]:
            continue
        if c == 2 * MAXB:
            return 1
        a = k * ns // n - d
        z = k * ns // n + d
        want[2 * c] = a if a > 0 else -1               # -1: open (every value below is in)
        want[2 * c + 1] = z if z < ns - 1 else -1
        c += 1
    if ns == 0:                                          # (every sampled value NaN: one open band)
        bd[0] = lowest
        bd[1] = highest
        B.nb[s] = 1
        return 0
    # the sample's values at the wanted ranks, in ascending order of rank
    for j in range(2 * c):
        if want[j] >= 0:
            idx[m] = want[j]
            m += 1
    _sort_intp(idx, m)
    left = 0
    for j in range(m):
        if j == 0 or idx[j] != idx[j - 1]:
            v = _select(sample + left, ns - left, idx[j] - left, NULL)
            left = idx[j] + 1
        got[j] = v
    for j in range(c):
        lo[j] = lowest if want[2 * j] < 0 else got[_find_intp(idx, m, want[2 * j])]
        hi[j] = highest if want[2 * j + 1] < 0 else got[_find_intp(idx, m, want[2 * j + 1])]
    # merge overlapping bands (lo and hi grow with the rank)
    nb = 0
    for j in range(c):
        if nb > 0 and lo[j] <= bd[2 * nb - 1]:
            if hi[j] > bd[2 * nb - 1]:
                bd[2 * nb - 1] = hi[j]
            continue
        if nb == MAXB:
            return 1
        bd[2 * nb] = lo[j]
        bd[2 * nb + 1] = hi[j]
        nb += 1
    B.nb[s] = nb
    return 0


cdef inline void _sort_intp(intp* a, intp m) noexcept nogil:
    cdef intp i, j, v
    for i in range(1, m):
        v = a[i]
        j = i - 1
        while j >= 0 and a[j] > v:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = v


cdef inline intp _find_intp(const intp* a, intp m, intp v) noexcept nogil:
    cdef intp j
    for j in range(m):
        if a[j] == v:
            return j
    return 0


cdef int _banded(T* dummy, Job* job, intp* sl, intp nsl, span_fn step) noexcept nogil:
    """Path slices sl[0:nsl] of job (see above); nonzero: out of memory."""
    cdef Bands B
    cdef T* out = <T*>job.out
    cdef T* sample = NULL
    cdef intp s, i, n, cs, nch, c, u, b, j, k, w, total = 0, nreg = 0, nu = 0, inb = 0, err = 0, nlive = 0
    cdef int64_t acc, lt
    cdef int nan
    cdef uint8_t* whole = NULL
    for s in range(nsl):
        n = job.counts[sl[s]]
        cs = chunk_size(n)
        nu += (n + cs - 1) // cs
        total += n
    B.job = job
    B.nsl = nsl
    B.sl = sl
    B.nu = nu
    B.umax = 0
    B.nb = <intp*>malloc(nsl * sizeof(intp))
    B.bounds = malloc(nsl * 2 * MAXB * sizeof(T))
    B.uslice = <intp*>malloc(nu * sizeof(intp))
    B.ulo = <intp*>malloc(nu * sizeof(intp))
    B.uhi = <intp*>malloc(nu * sizeof(intp))
    B.ureg = <intp*>malloc(nu * sizeof(intp))
    B.hist = <int64_t*>malloc(nu * NSLOT * sizeof(int64_t))
    B.unan = <uint8_t*>malloc(nu)
    B.reg = malloc((total + nu) * sizeof(T))
    B.dst = <int64_t*>malloc(nu * MAXB * sizeof(int64_t))
    B.bandbuf = NULL
    B.bstart = <int64_t*>malloc(nsl * MAXB * sizeof(int64_t))
    B.bsize = <int64_t*>malloc(nsl * MAXB * sizeof(int64_t))
    B.below = <int64_t*>malloc(nsl * MAXB * sizeof(int64_t))
    B.done = <uint8_t*>malloc(nsl)
    B.order = <intp*>malloc(nsl * job.nranks * sizeof(intp))
    B.visits = <int64_t*>malloc(nsl * MAXB * sizeof(int64_t))
    B.live = <intp*>malloc(nsl * MAXB * sizeof(intp))
    sample = <T*>malloc(SAMPLE * sizeof(T))
    whole = <uint8_t*>malloc(nsl)
    if (B.nb == NULL or B.bounds == NULL or B.uslice == NULL or B.ulo == NULL or B.uhi == NULL or
            B.ureg == NULL or B.hist == NULL or B.unan == NULL or B.reg == NULL or B.dst == NULL or
            B.bstart == NULL or B.bsize == NULL or B.below == NULL or B.done == NULL or B.order == NULL or
            B.visits == NULL or B.live == NULL or sample == NULL or whole == NULL):
        err = 1
    if not err:
        # the units: fixed chunks of each slice (its count alone)
        u = 0
        for s in range(nsl):
            i = sl[s]
            n = job.counts[i]
            cs = chunk_size(n)
            for c in range((n + cs - 1) // cs):
                c *= cs
                B.uslice[u] = s
                B.ulo[u] = job.starts[i] + c
                B.uhi[u] = job.starts[i] + (c + cs if c + cs < n else n)
                B.ureg[u] = nreg + c + u             # (each unit owns one slot more: its last write)
                if B.uhi[u] - B.ulo[u] > B.umax:
                    B.umax = B.uhi[u] - B.ulo[u]
                u += 1
            nreg += n
            B.done[s] = 0
            whole[s] = _choose_bands(dummy, &B, s, sample)
            if whole[s]:
                B.done[s] = 1
                B.nb[s] = 0
            for b in range(MAXB):
                B.visits[s * MAXB + b] = 0
        # (2) the chunks' counts and in-band values
        B.step = 0
        err += par_for(step, &B, nu, total)
    if not err:
        # every band's size and place, the values below it, where each unit's part goes
        inb = 0
        for s in range(nsl):
            if whole[s]:
                continue
            i = sl[s]
            lt = 0
            for b in range(B.nb[s]):
                w = s * MAXB + b
                acc = 0
                for u in range(nu):
                    if B.uslice[u] == s:
                        lt += B.hist[u * NSLOT + 2 * b]
                        B.dst[u * MAXB + b] = inb + acc
                        acc += B.hist[u * NSLOT + 2 * b + 1]
                B.below[w] = lt
                B.bsize[w] = acc
                B.bstart[w] = inb
                inb += acc
                lt += acc
            nan = 0
            for u in range(nu):
                if B.uslice[u] == s:
                    nan |= B.unan[u]
            if nan:                                      # numpy's rule: NaN everywhere
                for j in range(job.nranks):
                    out[i * job.nranks + j] = <T>NAN
                B.done[s] = 1
                continue
            for j in range(job.nranks):                  # each rank in a band, or the whole slice
                k = job.ranks[i * job.nranks + j]
                w = -1
                for b in range(B.nb[s]):
                    if B.below[s * MAXB + b] <= k < B.below[s * MAXB + b] + B.bsize[s * MAXB + b]:
                        w = b
                if w < 0:
                    whole[s] = 1
                    B.done[s] = 1
                    break
        nlive = 0
        for s in range(nsl):
            if not B.done[s]:
                for b in range(B.nb[s]):
                    B.live[nlive] = s * MAXB + b
                    nlive += 1
        B.bandbuf = malloc((inb if inb > 0 else 1) * sizeof(T))
        if B.bandbuf == NULL:
            err = 1
    if not err:
        # (3) and (4)
        B.step = 1
        err += par_for(step, &B, nu, inb)
        B.step = 2
        err += par_for(step, &B, nlive, 2 * inb)
    if not err:
        for s in range(nsl):
            i = sl[s]
            if job.work != NULL and not whole[s]:
                job.work[i] = 0
                for b in range(MAXB):
                    job.work[i] += B.visits[s * MAXB + b]
            if whole[s]:                                 # (rare: a sample unlike its slice)
                job.skip[i] = 0
                if job.counts[i] > job.maxn:
                    job.maxn = job.counts[i]
                err += _span(dummy, job, i, i + 1)
    free(B.nb)
    free(B.bounds)
    free(B.uslice)
    free(B.ulo)
    free(B.uhi)
    free(B.ureg)
    free(B.hist)
    free(B.unan)
    free(B.reg)
    free(B.dst)
    free(B.bandbuf)
    free(B.bstart)
    free(B.bsize)
    free(B.below)
    free(B.done)
    free(B.order)
    free(B.visits)
    free(B.live)
    free(sample)
    free(whole)
    return err


def order_stats(cnp.ndarray values, cnp.ndarray starts, cnp.ndarray counts, cnp.ndarray ranks,
                cnp.ndarray out, bint by_count=False, object mix=None, object work=None):
    """See the module's docstring.  values: 1-D contiguous float64, float32,
    int64 or uint64; starts, counts: int64 (slices,); ranks: int64 (slices,
    R) C-contiguous, each within [0, counts[i]) -- with by_count (N, R), N at
    least every count, counts >= 1, row c - 1 within [0, c); out: (slices,
    R) of values' dtype, or with mix (float64 values, mix float64 (N, 3 R / 2)
    C-contiguous) (slices, R / 2) float64.  work (tests): None, or an int64
    (slices,) array that receives each slice's element visits of its
    selections (0 for a slice sorted whole or holding a NaN).  Every bound is
    checked before anything is read."""
    cdef Job job
    cdef intp rows = starts.shape[0], total = 0, i, j, width, npath = 0
    cdef int64_t k
    cdef int err, which, t
    cdef cnp.ndarray mixa, skip, path
    cdef intp* sl = NULL
    if values.ndim != 1 or not values.flags.c_contiguous or out.dtype != values.dtype:
        raise ValueError("order_stats: values must be 1-D contiguous, out of its dtype")
    width = ranks.shape[1] if mix is None else ranks.shape[1] // 2
    if (ranks.shape[0] != rows and not by_count) or counts.shape[0] != rows or out.shape[0] != rows or \
            out.shape[1] != width or not (ranks.flags.c_contiguous and out.flags.c_contiguous):
        raise ValueError("order_stats: starts, counts, ranks and out must agree in their slices")
    job.mix = NULL
    if mix is not None:
        mixa = mix
        if (values.dtype != np.float64 or mixa.dtype != np.float64 or not mixa.flags.c_contiguous
                or mixa.ndim != 2 or ranks.shape[1] % 2 or mixa.shape[1] != 3 * width
                or mixa.shape[0] < ranks.shape[0] or not by_count):
            raise ValueError("order_stats: mix must be a float64 (N, 3 R / 2) table by count, for float64 values")
        job.mix = <const double*>cnp.PyArray_DATA(mixa)
    job.values = <const char*>cnp.PyArray_DATA(values)
    job.starts = <const int64_t*>cnp.PyArray_DATA(starts)
    job.counts = <const int64_t*>cnp.PyArray_DATA(counts)
    job.ranks = <const int64_t*>cnp.PyArray_DATA(ranks)
    job.nranks = ranks.shape[1]
    job.by_count = by_count
    job.out = <char*>cnp.PyArray_DATA(out)
    job.maxn = 0
    job.work = NULL
    if work is not None:
        if (<cnp.ndarray>work).dtype != np.int64 or not (<cnp.ndarray>work).flags.c_contiguous or \
                (<cnp.ndarray>work).ndim != 1 or (<cnp.ndarray>work).shape[0] != rows:
            raise ValueError("order_stats: work must be None or a contiguous int64 array, one per slice")
        (<cnp.ndarray>work).fill(0)
        job.work = <int64_t*>cnp.PyArray_DATA(<cnp.ndarray>work)
    # Few long slices take the banded path (fixed chunks on the thread pool),
    # by the layout rule of every kernel (_support.pxd: the counts alone).
    # (The checks are loops here, not numpy calls: a small call's time.)
    job.skip = NULL
    if not by_count and mix is None and 0 < rows < FEW_OUTPUTS and 0 < job.nranks <= 2 * MAXB:
        for i in range(rows):
            npath += job.counts[i] >= 2 * CHUNK_MIN
        if npath:
            skip = np.zeros(rows, np.uint8)
            path = np.empty(npath, np.intp)
            job.skip = <uint8_t*>cnp.PyArray_DATA(skip)
            sl = <intp*>cnp.PyArray_DATA(path)
            npath = 0
            for i in range(rows):
                if job.counts[i] >= 2 * CHUNK_MIN:
                    job.skip[i] = 1
                    sl[npath] = i
                    npath += 1
    for i in range(rows):
        if job.counts[i] < 0 or job.starts[i] < 0 or job.starts[i] + job.counts[i] > values.shape[0]:
            raise ValueError("order_stats: a slice lies outside values")
        if by_count and not 1 <= job.counts[i] <= ranks.shape[0]:
            raise ValueError("order_stats: by_count needs a row of ranks for every count, and counts >= 1")
        if job.counts[i] > job.maxn and (job.skip == NULL or not job.skip[i]):
            job.maxn = job.counts[i]
        total += job.counts[i]
    if rows == 0 or job.nranks == 0:
        return out
    # every rank within its slice (the buffer holds counts[i] values): by_count,
    # row c - 1 of the table within [0, c); else row i within [0, counts[i])
    for i in range(ranks.shape[0] if by_count else rows):
        for j in range(job.nranks):
            k = job.ranks[i * job.nranks + j]
            if k < 0 or k >= (i + 1 if by_count else job.counts[i]):
                raise ValueError("order_stats: a rank lies outside its slice")
    t = values.descr.type_num
    if t == cnp.NPY_FLOAT64:
        which = 0
    elif t == cnp.NPY_FLOAT32:
        which = 1
    elif t == cnp.NPY_INT64 or (t == cnp.NPY_LONGLONG and values.itemsize == 8):
        which = 2
    elif t == cnp.NPY_UINT64 or (t == cnp.NPY_ULONGLONG and values.itemsize == 8):
        which = 3
    else:
        raise TypeError(f"order_stats: values of dtype {values.dtype}")
    with nogil:
        err = 0
        if npath < rows:
            if which == 0:
                err = par_for(_span_f64, &job, rows, 2 * total + rows)
            elif which == 1:
                err = par_for(_span_f32, &job, rows, 2 * total + rows)
            elif which == 2:
                err = par_for(_span_i64, &job, rows, 2 * total + rows)
            else:
                err = par_for(_span_u64, &job, rows, 2 * total + rows)
        if npath:
            if which == 0:
                err += _banded(<double*>NULL, &job, sl, npath, _band_f64)
            elif which == 1:
                err += _banded(<float*>NULL, &job, sl, npath, _band_f32)
            elif which == 2:
                err += _banded(<int64_t*>NULL, &job, sl, npath, _band_i64)
            else:
                err += _banded(<uint64_t*>NULL, &job, sl, npath, _band_u64)
    if err:
        raise MemoryError("order_stats: out of memory")
    return out


# -- the gather: every slice's valid values, slice after slice -----------------

cdef struct Gather:
    const char* data     # (rows, n) elements of `size` bytes, strides rs, es
    const uint8_t* valid # (rows, n) mask bytes (nonzero: valid), strides vrs, ves
    intp n
    intp rs
    intp es
    intp vrs
    intp ves
    const int64_t* starts    # row r's values go to out[starts[r] : starts[r] + count of row r]
    char* out                # one slot more than the values (the parking slot)
    intp park                # its index (the chunked walk: park + unit)
    intp side                # rows walked side by side (1, or GATHER_ROWS: _gather)
    intp cs                  # the chunked walk (few long rows): elements per chunk, chunks per row,
    intp nch
    int64_t* ccnt            # each chunk's valid elements, and where its values start in out
    int64_t* cstart


ctypedef fused E:
    uint8_t
    uint16_t
    uint32_t
    uint64_t


cdef enum:
    GATHER_ROWS = 64     # rows gathered side by side when a row's elements lie further apart than
                         # the rows: a cache line feeds 8 of them, a page 512


cdef int _gather(E* dummy, Gather* g, intp lo, intp hi) noexcept nogil:
    # Rows [lo, hi) one at a time, or where the rows lie closer together than
    # a row's elements (a transposed layout) in blocks of GATHER_ROWS walked
    # element by element, so that memory is read a cache line at a time and a
    # page serves many reads (a row at a time would miss the TLB on every
    # element).  Branch-free compaction: every element is written at its
    # row's next slot, which only a valid one advances; a row whose slots are
    # full writes to the parking slot instead (its next slot is the next
    # row's first).  (The plan's fields are read into locals: a store through
    # `out` could alias them, and they would be reloaded every element.)
    cdef E* out = <E*>g.out
    cdef const char* data = g.data
    cdef const uint8_t* valid = g.valid
    cdef const int64_t* starts = g.starts
    cdef intp n = g.n, rs = g.rs, es = g.es, vrs = g.vrs, ves = g.ves, park = g.park
    cdef intp pos[GATHER_ROWS]
    cdef intp end[GATHER_ROWS]
    cdef intp r0, r, b, nb, e, p, q, stop, u, e0, e1
    cdef const char* xp
    cdef const uint8_t* vp
    if g.nch:
        # Chunks [lo, hi) of few long rows (chunk u: elements [c cs, (c + 1)
        # cs) of row u // nch, c = u % nch): each compacts its valid elements
        # into its place (cstart: the chunks' counts' prefix sums), with a
        # parking slot of its own.
        for u in range(lo, hi):
            r = u // g.nch
            e0 = (u % g.nch) * g.cs
            e1 = e0 + g.cs if e0 + g.cs < n else n
            xp = data + r * rs
            vp = valid + r * vrs
            q = g.cstart[u]
            stop = g.cstart[u + 1]
            for e in range(e0, e1):
                p = q if q < stop else park + u
                out[p] = (<const E*>(xp + e * es))[0]
                q += vp[e * ves] != 0
        return 0
    if g.side == 1:
        for r in range(lo, hi):
            q = starts[r]
            stop = starts[r + 1]
            xp = data + r * rs
            vp = valid + r * vrs
            for e in range(n):
                p = q if q < stop else park
                out[p] = (<const E*>(xp + e * es))[0]
                q += vp[e * ves] != 0
        return 0
    r0 = lo
    while r0 < hi:
        nb = hi - r0 if hi - r0 < GATHER_ROWS else GATHER_ROWS
        for b in range(nb):
            pos[b] = starts[r0 + b]
            end[b] = starts[r0 + b + 1]
        for e in range(n):
            xp = data + r0 * rs + e * es
            vp = valid + r0 * vrs + e * ves
            for b in range(nb):
                q = pos[b]
                p = q if q < end[b] else park
                out[p] = (<const E*>(xp + b * rs))[0]
                pos[b] = q + (vp[b * vrs] != 0)
        r0 += nb
    return 0


cdef int _gather_count(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long rows (chunk u: elements [c cs, (c + 1) cs)
    # of row u // nch, c = u % nch): their valid elements.
    cdef Gather* g = <Gather*>ctx
    cdef intp u, e, r, e0, e1
    cdef int64_t k
    cdef const uint8_t* vp
    for u in range(lo, hi):
        r = u // g.nch
        e0 = (u % g.nch) * g.cs
        e1 = e0 + g.cs if e0 + g.cs < g.n else g.n
        vp = g.valid + r * g.vrs
        k = 0
        if g.ves == 1:                  # (contiguous: vectorised)
            for e in range(e0, e1):
                k += vp[e] != 0
        else:
            for e in range(e0, e1):
                k += vp[e * g.ves] != 0
        g.ccnt[u] = k
    return 0


cdef int _gather_1(void* ctx, intp lo, intp hi) noexcept nogil:
    return _gather(<uint8_t*>NULL, <Gather*>ctx, lo, hi)


cdef int _gather_2(void* ctx, intp lo, intp hi) noexcept nogil:
    return _gather(<uint16_t*>NULL, <Gather*>ctx, lo, hi)


cdef int _gather_4(void* ctx, intp lo, intp hi) noexcept nogil:
    return _gather(<uint32_t*>NULL, <Gather*>ctx, lo, hi)


cdef int _gather_8(void* ctx, intp lo, intp hi) noexcept nogil:
    return _gather(<uint64_t*>NULL, <Gather*>ctx, lo, hi)


cdef void _count_rows(Gather* g, int64_t* counts, int64_t* starts, intp rows) noexcept nogil:
    # counts[r]: row r's nonzero mask bytes; starts: their running sum from 0
    cdef intp r, j
    cdef int64_t c, run = 0
    cdef const uint8_t* v
    starts[0] = 0
    for r in range(rows):
        v = g.valid + r * g.vrs
        c = 0
        if g.ves == 1:
            for j in range(g.n):
                c += v[j] != 0
        else:
            for j in range(g.n):
                c += v[j * g.ves] != 0
        counts[r] = c
        run += c
        starts[r + 1] = run


def gather_valid(cnp.ndarray data, cnp.ndarray valid):
    """(values, counts, starts): the valid elements of each row of the 2-D
    `data` (any strides; elements of 1, 2, 4 or 8 bytes) in row order, slice
    after slice, as data[valid] gives them, each row's count and where its
    values start (int64).  valid:
    bool or uint8 of data's shape, any strides.  The same as numpy's boolean
    indexing, without its branch per element; rows run on the thread pool,
    each written by one thread.  Fewer than FEW_OUTPUTS rows of at least
    2 CHUNK_MIN elements (the layout rule of every kernel) are cut into fixed
    chunks (chunk_size) instead: the chunks count their valid elements, then
    each compacts into its place, both on the thread pool."""
    cdef Gather g
    cdef intp rows, size, total, units = 0, u
    cdef int err = 0
    cdef cnp.ndarray starts, out, counts, ccnt, cstart
    cdef span_fn f
    if data.ndim != 2 or valid.ndim != 2 or (<object>data).shape != (<object>valid).shape or valid.itemsize != 1:
        raise ValueError("gather_valid: data and valid must be 2-D of one shape, valid of bytes")
    size = data.itemsize
    if size not in (1, 2, 4, 8):
        raise TypeError(f"gather_valid: elements of {size} bytes")
    rows = data.shape[0]
    g.data = <const char*>cnp.PyArray_DATA(data)
    g.valid = <const uint8_t*>cnp.PyArray_DATA(valid)
    g.n = data.shape[1]
    g.rs, g.es = data.strides[0], data.strides[1]
    g.vrs, g.ves = valid.strides[0], valid.strides[1]
    g.side = GATHER_ROWS if abs(g.rs) < abs(g.es) else 1
    g.nch = 0
    if 0 < rows < FEW_OUTPUTS and g.n >= 2 * CHUNK_MIN:
        g.cs = chunk_size(g.n)
        g.nch = (g.n + g.cs - 1) // g.cs
        units = rows * g.nch
        ccnt = np.empty(units, np.int64)
        g.ccnt = <int64_t*>cnp.PyArray_DATA(ccnt)
        with nogil:
            err = par_for(_gather_count, &g, units, rows * g.n)
        if err:
            raise MemoryError("gather_valid: out of memory")
        cstart = np.zeros(units + 1, np.int64)
        np.cumsum(ccnt, out=cstart[1:])
        counts = ccnt.reshape(rows, g.nch).sum(axis=1)
        starts = cstart[::g.nch].copy()
    else:
        # each row's count and the running starts, in one loop (numpy's
        # count_nonzero along an axis and cumsum cost microseconds of calls)
        counts = np.empty(rows, np.int64)
        starts = np.empty(rows + 1, np.int64)
        with nogil:
            _count_rows(&g, <int64_t*>cnp.PyArray_DATA(counts), <int64_t*>cnp.PyArray_DATA(starts), rows)
    total = starts[rows]
    out = np.empty(total + 1 + units, data.dtype)            # (the parking slots last)
    g.starts = <const int64_t*>cnp.PyArray_DATA(starts)
    g.out = <char*>cnp.PyArray_DATA(out)
    g.park = total
    if rows and g.n:
        if units:
            g.cstart = <int64_t*>cnp.PyArray_DATA(cstart)
        f = _gather_1 if size == 1 else _gather_2 if size == 2 else _gather_4 if size == 4 else _gather_8
        with nogil:
            err = par_for(f, &g, units if units else rows, rows * g.n)
    if err:
        raise MemoryError("gather_valid: out of memory")
    return out[:total], counts, starts[:rows]
