# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of the special functions (masked elementwise).
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked/_csrc
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._csrc._support cimport *
from tensorplay.masked._csrc._parallel cimport par_for, span_fn
from tensorplay.masked._csrc._entry cimport PlanKernel, no_layouts, plan_kernel, bin_kernel, walk_kernel


cnp.import_array()

# The walks are written with tp_walk.h's iterators (_support.pxd): `kept`, a
# tp_odo over the kept dims (its x, m, o: the byte offsets of the input, the
# mask and the output at the current kept position); `red`, one over the
# reduced dims; `runs`, a tp_runs over the runs of one unit (a slice, a chunk
# of one, or a segment: runs.x, m, out, len, base, xs, ms, os); `rows`, a
# tp_rows over the units of the row layout (the innermost kept dim walked in
# the inner loop: nk0 outputs per row with strides kxs0, kms0, kos0).  a0/a1
# are the passes' folds, c the center, n the count of valid elements.
#
# Layouts and threads: a kernel offers one walk per layout it runs (kept
# output positions _pos_*, rows or columns of a row layout _rows_*, ...) and
# for fixed chunks of few long reduced slices the steps of its chunked
# layout (a chunk body and a gather body each: _support.pxd Layouts,
# Chunked); _entry.pyx choose_layout picks one, for every kind alike, from
# the shape alone, and runs it: `par_for` (_csrc/_parallel.pxd) runs the
# independent units, and run_chunked gathers each output's chunk partials in
# chunk order, so any thread count gives the same bits.

# What the entries of the plan kernels are built in (_accumulate.pyx.j2 entry).
cdef Layouts _walks
cdef PlanKernel _k


# --- half_int32: ops.yaml: special.half (half, int32 -> float64)
cdef int _span_half_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Elements [lo, hi) in walk order (rows of the innermost dim, last fastest).
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef Walk* w = <Walk*>ctx
    cdef tp_odo rows
    cdef intp i, i0, i1
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    walk_at(&rows, w, last, lo // n0)
    i0 = lo % n0
    while lo < hi:
        i1 = n0 if n0 - i0 < hi - lo else i0 + hi - lo
        xp = w.p[0] + rows.off0
        mp = <const uint8_t*>(w.p[1] + rows.off1) if w.p[1] != NULL else NULL
        outp = w.p[2] + rows.off2
        for i in range(i0, i1):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(v / 2)
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), half of int32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
half_int32 = walk_kernel("half_int32", _span_half_int32, 8)

# --- half_int64: ops.yaml: special.half (half, int64 -> float64)
cdef int _span_half_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Elements [lo, hi) in walk order (rows of the innermost dim, last fastest).
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef Walk* w = <Walk*>ctx
    cdef tp_odo rows
    cdef intp i, i0, i1
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    walk_at(&rows, w, last, lo // n0)
    i0 = lo % n0
    while lo < hi:
        i1 = n0 if n0 - i0 < hi - lo else i0 + hi - lo
        xp = w.p[0] + rows.off0
        mp = <const uint8_t*>(w.p[1] + rows.off1) if w.p[1] != NULL else NULL
        outp = w.p[2] + rows.off2
        for i in range(i0, i1):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(v / 2)
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), half of int64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
half_int64 = walk_kernel("half_int64", _span_half_int64, 8)

# --- half_float64: ops.yaml: special.half (half, float64 -> float64)
cdef int _span_half_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Elements [lo, hi) in walk order (rows of the innermost dim, last fastest).
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef Walk* w = <Walk*>ctx
    cdef tp_odo rows
    cdef intp i, i0, i1
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    walk_at(&rows, w, last, lo // n0)
    i0 = lo % n0
    while lo < hi:
        i1 = n0 if n0 - i0 < hi - lo else i0 + hi - lo
        xp = w.p[0] + rows.off0
        mp = <const uint8_t*>(w.p[1] + rows.off1) if w.p[1] != NULL else NULL
        outp = w.p[2] + rows.off2
        for i in range(i0, i1):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const double*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(v / 2)
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), half of float64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
half_float64 = walk_kernel("half_float64", _span_half_float64, 8)

# The kernels of each function, by input dtype: (kernel, dtype it writes).
KERNELS = {
    "half": {"int32": (half_int32, "float64"), "int64": (half_int64, "float64"), "float64": (half_float64, "float64")},
}



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
