# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Moving-window statistics of many rows at once: the moving kind's kernel.

`moving(x, m, out, counts, stat, window, min_count, center, correction,
last=False, offsets=False)`: x (rows, L) float64 and m (rows, L) uint8 (or
None: all valid) C-contiguous; out[i, j] is the statistic of the valid
values of row i in the window of j -- [j - window + 1, j] (trailing), or
[j - window // 2, j + (window - 1) // 2] (center), cut at the row's ends --
and counts[i, j] (if counts is not None) their number; out is NaN where that
number is below min_count.  argmin/argmax may write an int64 out
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
min/max.  argmin/argmax (the first among ties, the first NaN if any) fold
the extreme alone, as min/max do, and find the position afterwards: the
first valid one in the window that holds the extreme, kept from window to
window while it stays (tp_window.h, tpw_write_arg; O(1) per output amortised
over a row, not per output).  With `last` (ties and NaNs to the last
position, as bottleneck's move_argmin reports them) the walk reads the rows
backwards, through reversed copies of pieces of them; `offsets` writes
j - the position (bottleneck's offset back from the window's newest
element) as a float.  The walk itself is C,
tp_window.h: branch-free on the mask, each statistic its own inlined loops.
A NaN output is always the one quiet NaN (np.nan's bits).

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
from libc.stdint cimport int64_t, uint8_t

from tensorplay.masked._csrc._window_chunks cimport chunk_len
from tensorplay.masked._csrc._parallel cimport intp, par_for, span_fn

cnp.import_array()

cdef extern from "tp_window.h" nogil:
    enum:
        TPW_SUM, TPW_MEAN, TPW_COUNT, TPW_VAR, TPW_STD, TPW_MIN, TPW_MAX, TPW_ARGMIN, TPW_ARGMAX
    ctypedef struct tpw_job:
        const double* x
        const uint8_t* m
        double* out
        int64_t* counts
        intp L
        intp window
        intp block
        intp min_count
        intp chunk
        intp nch
        int center
        int stat
        int last
        int int_out
        int offsets
        double correction
    int tpw_rows(int stat, int last, const tpw_job* job, intp lo, intp hi)
    int tpw_short_sums_ok(const tpw_job* job)
    int tpw_rows_short_sums(int stat, const tpw_job* job, intp lo, intp hi)

ctypedef tpw_job Job

STATS = {"sum": TPW_SUM, "mean": TPW_MEAN, "count": TPW_COUNT, "var": TPW_VAR, "std": TPW_STD,
         "min": TPW_MIN, "max": TPW_MAX, "argmin": TPW_ARGMIN, "argmax": TPW_ARGMAX}


# One entry per statistic: the walk (tp_window.h) is always inlined, so each
# gets its own loops with the statistic a constant.
cdef int _rows_sum(void* ctx, intp lo, intp hi) noexcept nogil:
    return tpw_rows(TPW_SUM, 0, <Job*>ctx, lo, hi)


cdef int _rows_mean(void* ctx, intp lo, intp hi) noexcept nogil:
    return tpw_rows(TPW_MEAN, 0, <Job*>ctx, lo, hi)


# sum and mean of short blocks (tpw_rows_short_sums: four blocks a step)
cdef int _rows_sum_short(void* ctx, intp lo, intp hi) noexcept nogil:
    return tpw_rows_short_sums(TPW_SUM, <Job*>ctx, lo, hi)


cdef int _rows_mean_short(void* ctx, intp lo, intp hi) noexcept nogil:
    return tpw_rows_short_sums(TPW_MEAN, <Job*>ctx, lo, hi)


cdef int _rows_count(void* ctx, intp lo, intp hi) noexcept nogil:
    return tpw_rows(TPW_COUNT, 0, <Job*>ctx, lo, hi)


cdef int _rows_var(void* ctx, intp lo, intp hi) noexcept nogil:
    return tpw_rows(TPW_VAR, 0, <Job*>ctx, lo, hi)


cdef int _rows_std(void* ctx, intp lo, intp hi) noexcept nogil:
    return tpw_rows(TPW_STD, 0, <Job*>ctx, lo, hi)


cdef int _rows_min(void* ctx, intp lo, intp hi) noexcept nogil:
    return tpw_rows(TPW_MIN, 0, <Job*>ctx, lo, hi)


cdef int _rows_max(void* ctx, intp lo, intp hi) noexcept nogil:
    return tpw_rows(TPW_MAX, 0, <Job*>ctx, lo, hi)


cdef int _rows_argmin(void* ctx, intp lo, intp hi) noexcept nogil:
    cdef Job* job = <Job*>ctx
    return tpw_rows(TPW_ARGMIN, 1, job, lo, hi) if job.last else tpw_rows(TPW_ARGMIN, 0, job, lo, hi)


cdef int _rows_argmax(void* ctx, intp lo, intp hi) noexcept nogil:
    cdef Job* job = <Job*>ctx
    return tpw_rows(TPW_ARGMAX, 1, job, lo, hi) if job.last else tpw_rows(TPW_ARGMAX, 0, job, lo, hi)


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
           Py_ssize_t min_count, bint center, double correction, bint last=False, bint offsets=False):
    """See the module's docstring.  The runtime checks the arguments; the
    shapes and dtypes are checked here again before anything is read."""
    cdef int err
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
    err = moving_rows(<const double*>cnp.PyArray_DATA(x),
                      NULL if m is None else <const uint8_t*>cnp.PyArray_DATA(<cnp.ndarray>m),
                      <double*>cnp.PyArray_DATA(out), out.dtype == np.int64,
                      NULL if counts is None else <int64_t*>cnp.PyArray_DATA(<cnp.ndarray>counts),
                      x.shape[0], x.shape[1], STATS[stat], window, min_count, center, correction, last, offsets)
    if err:
        raise MemoryError("moving: out of memory")
    return out


cdef int moving_rows(const double* x, const uint8_t* m, double* out, bint int_out, int64_t* counts, intp rows,
                     intp L, int stat, intp window, intp min_count, bint center, double correction, bint last,
                     bint offsets) noexcept:
    """`moving` on checked arguments (the compiled front end's entry,
    _runtime/front.pyx): 0, or -1 out of memory."""
    cdef Job job
    cdef int err
    cdef intp u
    cdef span_fn fn
    job.x = x
    job.m = m
    job.out = out                 # (an int64 out: the same 8 bytes per position)
    job.int_out = int_out
    job.counts = counts
    job.L = L
    job.window = window
    job.block = window if window < L else L     # longer than the row: one block
    job.min_count = min_count
    job.center = center
    job.stat = stat
    job.correction = correction
    job.last = last
    job.offsets = offsets
    if rows == 0 or job.L == 0:
        return 0
    job.chunk = _chunk_len(rows, job.L, job.block)
    job.nch = (job.L + job.chunk - 1) // job.chunk
    if job.stat == TPW_SUM:
        fn = _rows_sum_short if tpw_short_sums_ok(&job) else _rows_sum
    elif job.stat == TPW_MEAN:
        fn = _rows_mean_short if tpw_short_sums_ok(&job) else _rows_mean
    elif job.stat == TPW_COUNT:
        fn = _rows_count
    elif job.stat == TPW_VAR:
        fn = _rows_var
    elif job.stat == TPW_STD:
        fn = _rows_std
    elif job.stat == TPW_MIN:
        fn = _rows_min
    elif job.stat == TPW_MAX:
        fn = _rows_max
    elif job.stat == TPW_ARGMIN:
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
    return err
