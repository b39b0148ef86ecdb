# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Moving-window statistics of many rows at once: the moving kind's kernel.

`moving(x, m, out, counts, stat, window, min_count, center, correction)`: x
(rows, L) float64 and m (rows, L) uint8 (or None: all valid) C-contiguous;
out[i, j] is the statistic of the valid values of row i in the window of j --
[j - window + 1, j] (trailing), or [j - window // 2, j + (window - 1) // 2]
(center), cut at the row's ends -- and counts[i, j] (if counts is not None)
their number; out is NaN
where that number is below min_count.  argmin/argmax may write an int64 out
instead: the position, -1 where the float out would be NaN.

Exact by construction (van Herk / Gil-Werman): each row is cut into blocks of
`window` positions; within a block every position gets the state of the
values from the block's start up to it (prefix) and from it to the block's end
(suffix), and a window, which meets at most two neighbouring blocks, is the
suffix state of its first position merged with the prefix state of its last.
Nothing is ever subtracted: a value that leaves the window leaves no trace (a
1e17 or an inf that passed through changes no later output), and each output
costs O(1) whatever the window.  States: (count, sum) for sum/mean, (count,
mean, M2) by Welford's update and Chan's merge for var/std, the NaN-keeping
min/max, and for argmin/argmax the extreme with its position (the first among
ties, the first NaN if any: prefixes keep the first they meet, suffixes the
leftmost, a merge the left part's unless the right part's is strictly better;
with `last`, the mirror image: ties and NaNs to the last position, as
bottleneck's move_argmin reports them).

Threads: the units of the thread pool are (row, chunk) pairs.  A long row
of few rows (`_chunk_len`: fewer than 8 rows of at least 2**16 positions)
is cut into chunks of outputs [c * C, (c + 1) * C), C a multiple of the
block length chosen from the shape and the window alone, never from the
thread count; otherwise a row is one chunk.  A chunk folds the blocks that
its outputs' windows end in, exactly as the walk over the whole row does
(blocks start at multiples of the block length from the row's start), plus
the suffix states of the block before its first (the halo: one block): every
output is the same merge of the same states, so the result is bit-identical
to the unchunked walk, for any thread count.  Each unit is written by one
thread.
"""
cimport numpy as cnp
import numpy as np
from libc.math cimport NAN, INFINITY, sqrt
from libc.stdint cimport int64_t, uint8_t
from libc.stdlib cimport free, malloc

from tensorplay.masked._csrc._window_chunks cimport chunk_len
from tensorplay.masked._csrc._parallel cimport intp, par_for, span_fn

cnp.import_array()

cdef enum:
    SUM = 0
    MEAN = 1
    COUNT = 2
    VAR = 3
    STD = 4
    MIN = 5
    MAX = 6
    ARGMIN = 7
    ARGMAX = 8

STATS = {"sum": SUM, "mean": MEAN, "count": COUNT, "var": VAR, "std": STD, "min": MIN, "max": MAX,
         "argmin": ARGMIN, "argmax": ARGMAX}


cdef struct Job:
    const double* x
    const uint8_t* m
    double* out
    int64_t* counts
    intp L
    intp window
    intp block           # min(window, L): windows of length <= block meet at most two blocks
    intp min_count
    intp chunk           # outputs per chunk (a multiple of block; L: a row is one chunk)
    intp nch             # chunks per row
    int center
    int stat
    int last             # argmin/argmax: ties (and NaNs) to the last position, not the first
    int int_out          # argmin/argmax: out holds int64 (each unit's float positions converted in place)
    double correction


cdef inline double _nanmin(double a, double b) noexcept nogil:
    # NaN wins (numpy's rule for a NaN among the values)
    if a != a or b != b:
        return NAN
    return b if b < a else a


cdef inline double _nanmax(double a, double b) noexcept nogil:
    if a != a or b != b:
        return NAN
    return b if b > a else a


cdef inline bint _better(const int stat, double xj, double v) noexcept nogil:
    # argmin/argmax: xj replaces the held extreme v (not NaN): a NaN wins, then the strict extreme
    return xj != xj or (xj < v if stat == ARGMIN else xj > v)


cdef inline void _fold(const int stat, const double* x, const uint8_t* m, intp b0, intp b1, intp step,
                       int64_t* cnt, double* val, double* m2, const double* inv, int last) noexcept nogil:
    # The states of one block, from b0 towards b1 (step +1: prefixes; -1:
    # suffixes, b0 the block's last position): state k holds the values
    # from b0 up to b0 + k * step.  `stat` is a constant in each caller, so
    # every statistic gets its own loop.
    cdef intp j = b0, k = 0, n = 0
    cdef double v = 0.0, mean = 0.0, s2 = 0.0, d, xj
    cdef double pos = -1.0      # argmin/argmax: the extreme's position (in s2's slot); the first
                                # among ties and NaNs: prefixes keep the first, suffixes take the leftmost
    if stat == MIN:
        v = INFINITY
    elif stat == MAX:
        v = -INFINITY
    while j != b1:
        if m == NULL or m[j] != 0:
            xj = x[j]
            n += 1
            if stat == SUM or stat == MEAN:
                v = v + xj if step > 0 else xj + v
            elif stat == VAR or stat == STD:
                d = xj - mean
                mean = mean + d * inv[n]        # 1/n from a table: a multiply, not a division
                s2 = s2 + d * (xj - mean)
            elif stat == MIN:
                v = _nanmin(v, xj)
            elif stat == MAX:
                v = _nanmax(v, xj)
            elif stat == ARGMIN or stat == ARGMAX:
                # `toward`: the fold runs toward the side that wins ties (last: rightwards, prefixes;
                # first: leftwards, suffixes), so there an equal value or a NaN replaces the held one
                if pos < 0 or (v == v and _better(stat, xj, v)) or \
                        ((step > 0) == (last != 0) and (xj != xj or xj == v)):
                    v, pos = xj, <double>j
        cnt[k] = n
        if stat == VAR or stat == STD:
            val[k] = mean
            m2[k] = s2
        elif stat == ARGMIN or stat == ARGMAX:
            val[k] = v
            m2[k] = pos
        else:
            val[k] = v
        j += step
        k += 1


cdef inline double _finish(const int stat, Job* job, intp n, double v, double s2) noexcept nogil:
    if stat == COUNT:
        return <double>n
    if n < job.min_count:
        return NAN
    if stat == MEAN:
        return v / n if n > 0 else NAN
    if stat == VAR or stat == STD:
        if n - job.correction > 0:
            v = s2 / (n - job.correction)
            return sqrt(v) if stat == STD else v
        return NAN
    if (stat == MIN or stat == MAX) and n == 0:
        return NAN
    if stat == ARGMIN or stat == ARGMAX:
        return s2 if n > 0 else NAN         # the position (NaN: none; the runtime writes -1)
    return v


cdef inline int _rows_of(const int stat, Job* job, intp lo, intp hi) noexcept nogil:
    # Block after block, keeping the prefix states of the current block and
    # the suffix states of it and of the one before (memory: 9 states per
    # window position, whatever the row's length); the outputs whose window
    # ends in the current block are written as soon as it is folded.
    cdef intp L = job.L, w = job.window, bw = job.block, r, j, b0, b1, a, z, za, nA, nB, kb, back, ahead
    cdef intp u, J0, J1
    cdef int64_t* cnt = <int64_t*>malloc(3 * bw * sizeof(int64_t) + 8)
    cdef double* val = <double*>malloc(7 * bw * sizeof(double) + 16)
    cdef double* inv
    cdef int64_t* pc
    cdef int64_t* sc[2]
    cdef double* pv
    cdef double* pm
    cdef double* sv[2]
    cdef double* sm[2]
    cdef const double* x
    cdef const uint8_t* m
    cdef double v, s2, delta
    cdef intp ia, iz
    if cnt == NULL or val == NULL:
        free(cnt)
        free(val)
        return -1
    pc, sc[0], sc[1] = cnt, cnt + bw, cnt + 2 * bw
    pv, sv[0], sv[1] = val, val + bw, val + 2 * bw
    pm, sm[0], sm[1] = val + 3 * bw, val + 4 * bw, val + 5 * bw
    inv = val + 6 * bw                                  # inv[k] = 1 / k, k = 1..bw
    for j in range(1, bw + 1):
        inv[j] = 1.0 / j
    back = w // 2 if job.center else w - 1
    ahead = (w - 1) // 2 if job.center else 0
    for u in range(lo, hi):
        # unit u: the outputs [J0, J1) of row r
        r = u // job.nch
        J0 = (u - r * job.nch) * job.chunk
        J1 = J0 + job.chunk if J0 + job.chunk < L else L
        x = job.x + r * L
        m = NULL if job.m == NULL else job.m + r * L
        j = J0
        # the first block: the one J0's window ends in (J0 is a multiple of bw)
        z = J0 + ahead
        if z > L - 1:
            z = L - 1
        kb = z // bw
        b0 = kb * bw
        if kb > 0:
            # the halo: the suffix states of the block before (it has bw positions)
            _fold(stat, x, m, b0 - 1, b0 - bw - 1, -1, sc[(kb - 1) & 1], sv[(kb - 1) & 1], sm[(kb - 1) & 1],
                  inv, job.last)
        while j < J1:
            b1 = b0 + bw if b0 + bw < L else L          # block kb = [b0, b1)
            _fold(stat, x, m, b0, b1, 1, pc, pv, pm, inv, job.last)
            _fold(stat, x, m, b1 - 1, b0 - 1, -1, sc[kb & 1], sv[kb & 1], sm[kb & 1], inv, job.last)
            # the windows [a, z] that end in this block
            while j < J1:
                z = j + ahead
                if z > L - 1:
                    z = L - 1
                if z >= b1:
                    break
                a = j - back
                if a < 0:
                    a = 0
                iz = z - b0                             # z's prefix state
                if a >= b0:
                    # One block: a window of at most bw positions starts at its
                    # start (a prefix) or ends at its end (a suffix).
                    nB = 0
                    if a == b0:
                        nA, v, s2 = pc[iz], pv[iz], pm[iz]
                    else:
                        ia = b1 - 1 - a
                        nA, v, s2 = sc[kb & 1][ia], sv[kb & 1][ia], sm[kb & 1][ia]
                else:
                    # a in the block before: its suffix state (that block had bw positions)
                    ia = b0 - 1 - a
                    nA, nB = sc[(kb - 1) & 1][ia], pc[iz]
                    if stat == SUM or stat == MEAN:
                        v = sv[(kb - 1) & 1][ia] + pv[iz]
                    elif stat == MIN:
                        v = _nanmin(sv[(kb - 1) & 1][ia], pv[iz])
                    elif stat == MAX:
                        v = _nanmax(sv[(kb - 1) & 1][ia], pv[iz])
                    elif stat == ARGMIN or stat == ARGMAX:
                        # the left part's extreme unless the right part's is better (ties, NaN
                        # against NaN: the left, or with `last` the right)
                        v, s2 = sv[(kb - 1) & 1][ia], sm[(kb - 1) & 1][ia]
                        if nA == 0 or (nB > 0 and ((v == v and _better(stat, pv[iz], v)) or
                                                   (job.last and (pv[iz] == v or pv[iz] != pv[iz])))):
                            v, s2 = pv[iz], pm[iz]
                    elif stat == VAR or stat == STD:
                        # Chan's merge of (nA, meanA, M2A) and (nB, meanB, M2B)
                        if nA == 0:
                            s2 = pm[iz]
                        elif nB == 0:
                            s2 = sm[(kb - 1) & 1][ia]
                        else:
                            delta = pv[iz] - sv[(kb - 1) & 1][ia]
                            s2 = sm[(kb - 1) & 1][ia] + pm[iz] + \
                                delta * delta * (<double>nA * <double>nB / <double>(nA + nB))
                if job.counts != NULL:
                    job.counts[r * L + j] = nA + nB
                job.out[r * L + j] = _finish(stat, job, nA + nB, v, s2)
                j += 1
            b0 = b1
            kb += 1
    free(cnt)
    free(val)
    return 0


cdef int _rows_sum(void* ctx, intp lo, intp hi) noexcept nogil:
    return _rows_of(SUM, <Job*>ctx, lo, hi)


cdef int _rows_mean(void* ctx, intp lo, intp hi) noexcept nogil:
    return _rows_of(MEAN, <Job*>ctx, lo, hi)


cdef int _rows_count(void* ctx, intp lo, intp hi) noexcept nogil:
    return _rows_of(COUNT, <Job*>ctx, lo, hi)


cdef int _rows_var(void* ctx, intp lo, intp hi) noexcept nogil:
    return _rows_of(VAR, <Job*>ctx, lo, hi)


cdef int _rows_std(void* ctx, intp lo, intp hi) noexcept nogil:
    return _rows_of(STD, <Job*>ctx, lo, hi)


cdef int _rows_min(void* ctx, intp lo, intp hi) noexcept nogil:
    return _rows_of(MIN, <Job*>ctx, lo, hi)


cdef int _rows_max(void* ctx, intp lo, intp hi) noexcept nogil:
    return _rows_of(MAX, <Job*>ctx, lo, hi)


cdef int _as_positions(Job* job, intp lo, intp hi) noexcept nogil:
    # An int64 out: each unit's float positions (NaN: none), just written and
    # still in cache, become int64 in place (-1: none).  Kept out of _rows_of,
    # whose size decides whether the compiler specialises it per statistic.
    cdef intp u, r, J0, J1, j
    cdef double d
    cdef double* fo
    cdef int64_t* io
    if not job.int_out:
        return 0
    for u in range(lo, hi):
        r = u // job.nch
        J0 = (u - r * job.nch) * job.chunk
        J1 = J0 + job.chunk if J0 + job.chunk < job.L else job.L
        fo = job.out + r * job.L
        io = <int64_t*>fo
        for j in range(J0, J1):
            d = fo[j]
            io[j] = -1 if d != d else <int64_t>d
    return 0


cdef int _rows_argmin(void* ctx, intp lo, intp hi) noexcept nogil:
    return _rows_of(ARGMIN, <Job*>ctx, lo, hi) | _as_positions(<Job*>ctx, lo, hi)


cdef int _rows_argmax(void* ctx, intp lo, intp hi) noexcept nogil:
    return _rows_of(ARGMAX, <Job*>ctx, lo, hi) | _as_positions(<Job*>ctx, lo, hi)


cdef intp g_chunk = -1           # -1: the shape rule; 0: never chunk; n > 0: chunks of n (tests)
cdef int g_isolate = 0           # tests: each unit alone, last first, on fresh buffers


cdef inline intp _chunk_len(intp rows, intp L, intp bw) noexcept nogil:
    return chunk_len(rows, L, bw, g_chunk)          # (the rule: _window_chunks.pxd)


def _chunk_for(Py_ssize_t rows, Py_ssize_t L, Py_ssize_t window):
    """The outputs per chunk a call of `rows` rows of L positions would use
    (L: not cut), under the present setting (tests)."""
    if L < 1 or window < 1:
        return L
    return _chunk_len(rows, L, window if window < L else L)


def _set_chunk(Py_ssize_t n, bint isolate=False):
    """Chunks of the rows: -1 the shape rule (the default), 0 never (each row
    one unit, the walk over the whole row), n > 0 chunks of n outputs rounded
    up to a multiple of the block length, whatever the shape (tests and
    benchmarks: the result never depends on it).  `isolate` (tests): the
    units run one per call, the last first, serially, so that no unit can
    use what another left in a buffer.  Returns the old value of n."""
    global g_chunk, g_isolate
    old = g_chunk
    g_chunk = n if n >= -1 else -1
    g_isolate = isolate
    return old


def moving(cnp.ndarray x, object m, cnp.ndarray out, object counts, str stat, Py_ssize_t window,
           Py_ssize_t min_count, bint center, double correction, bint last=False):
    """See the module's docstring.  The runtime checks the arguments; the
    shapes and dtypes are checked here again before anything is read."""
    cdef Job job
    cdef int err
    cdef intp rows, u
    cdef span_fn fn
    if x.ndim != 2 or x.dtype != np.float64 or not x.flags.c_contiguous:
        raise ValueError("moving: x must be a C-contiguous 2-D float64 array")
    if (out.dtype != np.float64 and not (out.dtype == np.int64 and stat in ("argmin", "argmax"))) or \
            not out.flags.c_contiguous or out.shape[0] != x.shape[0] or out.shape[1] != x.shape[1]:
        raise ValueError("moving: out must be a C-contiguous float64 array of x's shape (argmin, argmax: "
                         "or int64)")
    if counts is not None and ((<cnp.ndarray>counts).dtype != np.int64 or
                               not (<cnp.ndarray>counts).flags.c_contiguous or
                               (<cnp.ndarray>counts).shape[0] != x.shape[0] or
                               (<cnp.ndarray>counts).shape[1] != x.shape[1]):
        raise ValueError("moving: counts must be None or a C-contiguous int64 array of x's shape")
    if m is not None:
        if (<cnp.ndarray>m).dtype != np.uint8 or not (<cnp.ndarray>m).flags.c_contiguous or \
                (<cnp.ndarray>m).shape[0] != x.shape[0] or (<cnp.ndarray>m).shape[1] != x.shape[1]:
            raise ValueError("moving: m must be a C-contiguous uint8 array of x's shape")
    if window < 1 or min_count < 0 or stat not in STATS:
        raise ValueError("moving: window >= 1, min_count >= 0 and a known statistic expected")
    rows = x.shape[0]
    job.x = <const double*>cnp.PyArray_DATA(x)
    job.m = NULL if m is None else <const uint8_t*>cnp.PyArray_DATA(<cnp.ndarray>m)
    job.out = <double*>cnp.PyArray_DATA(out)      # (an int64 out: the same 8 bytes per position)
    job.int_out = out.dtype == np.int64
    job.counts = NULL if counts is None else <int64_t*>cnp.PyArray_DATA(<cnp.ndarray>counts)
    job.L = x.shape[1]
    job.window = window
    job.block = window if window < x.shape[1] else x.shape[1]     # longer than the row: one block
    job.min_count = min_count
    job.center = center
    job.stat = STATS[stat]
    job.correction = correction
    job.last = last
    if rows == 0 or job.L == 0:
        return out
    job.chunk = _chunk_len(rows, job.L, job.block)
    job.nch = (job.L + job.chunk - 1) // job.chunk
    if job.stat == SUM:
        fn = _rows_sum
    elif job.stat == MEAN:
        fn = _rows_mean
    elif job.stat == COUNT:
        fn = _rows_count
    elif job.stat == VAR:
        fn = _rows_var
    elif job.stat == STD:
        fn = _rows_std
    elif job.stat == MIN:
        fn = _rows_min
    elif job.stat == MAX:
        fn = _rows_max
    elif job.stat == ARGMIN:
        fn = _rows_argmin
    else:
        fn = _rows_argmax
    with nogil:
        if g_isolate:
            err = 0
            for u in range(rows * job.nch - 1, -1, -1):
                err |= fn(&job, u, u + 1)
        else:
            err = par_for(fn, &job, rows * job.nch, 8 * rows * job.L)
    if err:
        raise MemoryError("moving: out of memory")
    return out
