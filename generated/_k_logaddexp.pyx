# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op logaddexp (binary kind), from ops.yaml: ops.logaddexp.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked/_csrc
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._csrc._support cimport *
from tensorplay.masked._csrc._parallel cimport par_for, span_fn
from tensorplay.masked._csrc._entry cimport PlanKernel, no_layouts, plan_kernel, bin_kernel, walk_kernel

cdef extern from "tp_support.h" nogil:
    # the helpers its ops.yaml expressions call
    double tp_logaddexp(double a, double b)

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


cdef extern from "tp_support.h" nogil:
    double tp_sel_f64(int m, double v, double id)
    float tp_sel_f32(int m, float v, float id)

# --- logaddexp_int64: ops.yaml: ops.logaddexp (logaddexp, int64 -> float64)
cdef int _span_logaddexp_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Elements [lo, hi) in walk order (rows of the innermost dim, last fastest).
    # The walk's operands: x, y, x's mask, y's mask (NULL: all valid), out.
    cdef Walk* w = <Walk*>ctx
    cdef tp_odo rows
    cdef int nd1 = w.nd - 1
    cdef intp i, i0, i1, n0 = w.shape[nd1]
    cdef intp xs0 = w.s[0][nd1], ys0 = w.s[1][nd1], mxs0 = w.s[2][nd1], mys0 = w.s[3][nd1], os0 = w.s[4][nd1]
    cdef const char* x = w.p[0]
    cdef const char* y = w.p[1]
    cdef const uint8_t* mx = <const uint8_t*>w.p[2]
    cdef const uint8_t* my = <const uint8_t*>w.p[3]
    cdef char* out = w.p[4]
    cdef double a, b
    walk_at(&rows, w, nd1, lo // n0)      # the outer dims' odometer, at the first row
    i0 = lo % n0
    while lo < hi:
        i1 = n0 if n0 - i0 < hi - lo else i0 + hi - lo
        for i in range(i0, i1):
            a = ((<const int64_t*>(x + rows.off0 + i * xs0))[0])
            b = ((<const int64_t*>(y + rows.off1 + i * ys0))[0])
            if mx != NULL:
                a = tp_sel_f64(mx[rows.off2 + i * mxs0], a, -INFINITY)
            if my != NULL:
                b = tp_sel_f64(my[rows.off3 + i * mys0], b, -INFINITY)
            (<double*>(out + rows.off4 + i * os0))[0] = <double>(tp_logaddexp(a, b))
        lo += i1 - i0
        i0 = 0
        walk_next5(&rows)
    return 0


# The entry: kernel(x, y, mx, my, out, dims, params) for logaddexp on int64 operands,
# int64_t read, double written; logaddexp costs an exp and a log1p per element: work 8 per element.
logaddexp_int64 = bin_kernel("logaddexp_int64", _span_logaddexp_int64, 8)

# --- logaddexp_float32: ops.yaml: ops.logaddexp (logaddexp, float32 -> float32)
cdef int _span_logaddexp_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Elements [lo, hi) in walk order (rows of the innermost dim, last fastest).
    # The walk's operands: x, y, x's mask, y's mask (NULL: all valid), out.
    cdef Walk* w = <Walk*>ctx
    cdef tp_odo rows
    cdef int nd1 = w.nd - 1
    cdef intp i, i0, i1, n0 = w.shape[nd1]
    cdef intp xs0 = w.s[0][nd1], ys0 = w.s[1][nd1], mxs0 = w.s[2][nd1], mys0 = w.s[3][nd1], os0 = w.s[4][nd1]
    cdef const char* x = w.p[0]
    cdef const char* y = w.p[1]
    cdef const uint8_t* mx = <const uint8_t*>w.p[2]
    cdef const uint8_t* my = <const uint8_t*>w.p[3]
    cdef char* out = w.p[4]
    cdef float a, b
    walk_at(&rows, w, nd1, lo // n0)      # the outer dims' odometer, at the first row
    i0 = lo % n0
    while lo < hi:
        i1 = n0 if n0 - i0 < hi - lo else i0 + hi - lo
        for i in range(i0, i1):
            a = ((<const float*>(x + rows.off0 + i * xs0))[0])
            b = ((<const float*>(y + rows.off1 + i * ys0))[0])
            if mx != NULL:
                a = tp_sel_f32(mx[rows.off2 + i * mxs0], a, -INFINITY)
            if my != NULL:
                b = tp_sel_f32(my[rows.off3 + i * mys0], b, -INFINITY)
            (<float*>(out + rows.off4 + i * os0))[0] = <float>(tp_logaddexp(a, b))
        lo += i1 - i0
        i0 = 0
        walk_next5(&rows)
    return 0


# The entry: kernel(x, y, mx, my, out, dims, params) for logaddexp on float32 operands,
# float read, float written; logaddexp costs an exp and a log1p per element: work 8 per element.
logaddexp_float32 = bin_kernel("logaddexp_float32", _span_logaddexp_float32, 8)

# --- logaddexp_float64: ops.yaml: ops.logaddexp (logaddexp, float64 -> float64)
cdef int _span_logaddexp_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Elements [lo, hi) in walk order (rows of the innermost dim, last fastest).
    # The walk's operands: x, y, x's mask, y's mask (NULL: all valid), out.
    cdef Walk* w = <Walk*>ctx
    cdef tp_odo rows
    cdef int nd1 = w.nd - 1
    cdef intp i, i0, i1, n0 = w.shape[nd1]
    cdef intp xs0 = w.s[0][nd1], ys0 = w.s[1][nd1], mxs0 = w.s[2][nd1], mys0 = w.s[3][nd1], os0 = w.s[4][nd1]
    cdef const char* x = w.p[0]
    cdef const char* y = w.p[1]
    cdef const uint8_t* mx = <const uint8_t*>w.p[2]
    cdef const uint8_t* my = <const uint8_t*>w.p[3]
    cdef char* out = w.p[4]
    cdef double a, b
    walk_at(&rows, w, nd1, lo // n0)      # the outer dims' odometer, at the first row
    i0 = lo % n0
    while lo < hi:
        i1 = n0 if n0 - i0 < hi - lo else i0 + hi - lo
        for i in range(i0, i1):
            a = ((<const double*>(x + rows.off0 + i * xs0))[0])
            b = ((<const double*>(y + rows.off1 + i * ys0))[0])
            if mx != NULL:
                a = tp_sel_f64(mx[rows.off2 + i * mxs0], a, -INFINITY)
            if my != NULL:
                b = tp_sel_f64(my[rows.off3 + i * mys0], b, -INFINITY)
            (<double*>(out + rows.off4 + i * os0))[0] = <double>(tp_logaddexp(a, b))
        lo += i1 - i0
        i0 = 0
        walk_next5(&rows)
    return 0


# The entry: kernel(x, y, mx, my, out, dims, params) for logaddexp on float64 operands,
# double read, double written; logaddexp costs an exp and a log1p per element: work 8 per element.
logaddexp_float64 = bin_kernel("logaddexp_float64", _span_logaddexp_float64, 8)



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
