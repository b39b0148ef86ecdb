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
only: the same result for any thread count.
"""
cimport numpy as cnp
import numpy as np
from libc.stdint cimport int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from libc.stdlib cimport free, malloc
from libc.math cimport NAN

from tensorplay.masked._csrc._parallel cimport intp, par_for

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
    cdef intp i, j, n, k, left, prev, J = job.nranks // 2, visits, total_visits
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
    cdef intp rows = starts.shape[0], total = 0, i, width
    cdef int err, which
    cdef cnp.ndarray mixa
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
    for i in range(rows):
        if job.counts[i] < 0 or job.starts[i] < 0 or job.starts[i] + job.counts[i] > values.shape[0]:
            raise ValueError("order_stats: a slice lies outside values")
        if by_count and not 1 <= job.counts[i] <= ranks.shape[0]:
            raise ValueError("order_stats: by_count needs a row of ranks for every count, and counts >= 1")
        if job.counts[i] > job.maxn:
            job.maxn = job.counts[i]
        total += job.counts[i]
    if rows == 0 or job.nranks == 0:
        return out
    if by_count:
        if ranks.min() < 0 or (ranks >= np.arange(1, ranks.shape[0] + 1)[:, None]).any():
            raise ValueError("order_stats: a rank lies outside its slice")
    elif ranks.min() < 0 or (ranks >= counts[:, None]).any():     # (the buffer holds counts[i] values)
        raise ValueError("order_stats: a rank lies outside its slice")
    if values.dtype == np.float64:
        which = 0
    elif values.dtype == np.float32:
        which = 1
    elif values.dtype == np.int64:
        which = 2
    elif values.dtype == np.uint64:
        which = 3
    else:
        raise TypeError(f"order_stats: values of dtype {values.dtype}")
    with nogil:
        if which == 0:
            err = par_for(_span_f64, &job, rows, 2 * total + rows)
        elif which == 1:
            err = par_for(_span_f32, &job, rows, 2 * total + rows)
        elif which == 2:
            err = par_for(_span_i64, &job, rows, 2 * total + rows)
        else:
            err = par_for(_span_u64, &job, rows, 2 * total + rows)
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
    intp park                # its index
    intp side                # rows walked side by side (1, or GATHER_ROWS: _gather)


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
    cdef intp r0, r, b, nb, e, p, q, stop
    cdef const char* xp
    cdef const uint8_t* vp
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


cdef int _gather_1(void* ctx, intp lo, intp hi) noexcept nogil:
    return _gather(<uint8_t*>NULL, <Gather*>ctx, lo, hi)


cdef int _gather_2(void* ctx, intp lo, intp hi) noexcept nogil:
    return _gather(<uint16_t*>NULL, <Gather*>ctx, lo, hi)


cdef int _gather_4(void* ctx, intp lo, intp hi) noexcept nogil:
    return _gather(<uint32_t*>NULL, <Gather*>ctx, lo, hi)


cdef int _gather_8(void* ctx, intp lo, intp hi) noexcept nogil:
    return _gather(<uint64_t*>NULL, <Gather*>ctx, lo, hi)


def gather_valid(cnp.ndarray data, cnp.ndarray valid):
    """(values, counts, starts): the valid elements of each row of the 2-D
    `data` (any strides; elements of 1, 2, 4 or 8 bytes) in row order, slice
    after slice, as data[valid] gives them, each row's count and where its
    values start (int64).  valid:
    bool or uint8 of data's shape, any strides.  The same as numpy's boolean
    indexing, without its branch per element; rows run on the thread pool,
    each written by one thread."""
    cdef Gather g
    cdef intp rows, size, total
    cdef int err
    cdef cnp.ndarray starts, out, counts
    if data.ndim != 2 or valid.ndim != 2 or (<object>data).shape != (<object>valid).shape or valid.itemsize != 1:
        raise ValueError("gather_valid: data and valid must be 2-D of one shape, valid of bytes")
    size = data.itemsize
    if size not in (1, 2, 4, 8):
        raise TypeError(f"gather_valid: elements of {size} bytes")
    rows = data.shape[0]
    counts = np.count_nonzero(valid, axis=1).astype(np.int64)
    starts = np.zeros(rows + 1, np.int64)
    np.cumsum(counts, out=starts[1:])
    total = starts[rows]
    out = np.empty(total + 1, data.dtype)            # (the parking slot last)
    g.data = <const char*>cnp.PyArray_DATA(data)
    g.valid = <const uint8_t*>cnp.PyArray_DATA(valid)
    g.n = data.shape[1]
    g.rs, g.es = data.strides[0], data.strides[1]
    g.vrs, g.ves = valid.strides[0], valid.strides[1]
    g.starts = <const int64_t*>cnp.PyArray_DATA(starts)
    g.out = <char*>cnp.PyArray_DATA(out)
    g.park = total
    g.side = GATHER_ROWS if abs(g.rs) < abs(g.es) else 1
    if rows and g.n:
        with nogil:
            if size == 1:
                err = par_for(_gather_1, &g, rows, rows * g.n)
            elif size == 2:
                err = par_for(_gather_2, &g, rows, rows * g.n)
            elif size == 4:
                err = par_for(_gather_4, &g, rows, rows * g.n)
            else:
                err = par_for(_gather_8, &g, rows, rows * g.n)
    return out[:total], counts, starts[:rows]
