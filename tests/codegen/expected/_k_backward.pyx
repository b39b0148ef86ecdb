# Generated from ops.yaml by `python -m codegen`; do not edit.
# The compiled backward kernels: the arithmetic tops of the derivatives' formulas.
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

cdef extern from "tp_support.h" nogil:
    double tp_exp(double x)
    void tp_exp_array(const double* x, double* out, intp n)
    double tp_sel_f64(int m, double v, double id)
from libc.math cimport log, sqrt, fabs, log1p, expm1

# --- _b0_float32: o0 (float32)
cdef int _span__b0_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Elements [lo, hi) in walk order (rows of the innermost dim, last fastest).
    # A row whose leaves are contiguous or constant along it (a reduction's
    # expand), with its mask and output contiguous, runs in blocks of typed
    # loads (a constant leaf repeated in a block's buffer), which vectorise;
    # any other row element by element through the strides.  Both compute
    # the same expression of the same values.
    cdef Walk* w = <Walk*>ctx
    cdef tp_odo rows
    cdef intp i, i0, i1, b, nb, t
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], ms0 = w.s[3][last], os0 = w.s[4][last]
    cdef bint typed = ms0 == 1 and os0 == sizeof(float)
    cdef float* outt
    cdef float ob[256]        # a block's results, when the output is streamed (w.stream)
    cdef float* dst
    cdef intp s0 = w.s[0][last]
    cdef const char* p0
    cdef const float* q0
    cdef float c0[256]
    cdef double o0
    cdef const uint8_t* mp
    cdef char* outp
    typed = typed and (s0 == 0 or s0 == sizeof(float))
    walk_at(&rows, w, last, lo // n0)
    i0 = lo % n0
    while lo < hi:
        i1 = n0 if n0 - i0 < hi - lo else i0 + hi - lo
        p0 = w.p[0] + rows.off0
        mp = <const uint8_t*>(w.p[3] + rows.off3)
        outp = w.p[4] + rows.off4
        if typed:
            outt = <float*>outp
            if s0 == 0:
                for t in range(256 if i1 - i0 > 256 else i1 - i0):
                    c0[t] = (<const float*>p0)[0]
            b = i0
            while b < i1:
                nb = 256 if i1 - b > 256 else i1 - b
                q0 = &c0[0] if s0 == 0 else (<const float*>p0) + b
                dst = &ob[0] if w.stream else outt + b
                for t in range(nb):
                    o0 = q0[t]
                    dst[t] = <float>tp_sel_f64(mp[b + t] != 0, o0, 0)
                if w.stream:
                    stream_bytes(<char*>(outt + b), <const char*>ob, nb * sizeof(float))
                b += nb
        else:
            for i in range(i0, i1):
                o0 = (<const float*>(p0 + i * s0))[0]
                (<float*>(outp + i * os0))[0] = <float>tp_sel_f64(mp[i * ms0] != 0, o0, 0)
        lo += i1 - i0
        i0 = 0
        walk_next5(&rows)
    if w.stream:
        stream_fence()
    return 0


def _b0_float32(o0, o1, o2, cnp.ndarray mask, cnp.ndarray out, tuple dims, bint stream=False):
    """out = o0 where mask, else 0 (float32; leaves float; dims: (size, 5 byte strides) per dim;
    stream: out's contiguous rows written with streaming stores)."""
    cdef Walk w
    fill_walk(&w, (o0, o1, o2, mask, out), dims)
    w.stream = stream
    cdef intp n = prod_shape(w.nd, w.shape)
    with nogil:
        par_for(_span__b0_float32, &w, n, 2 * n)

# --- _b0_float64: o0 (float64)
cdef int _span__b0_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Elements [lo, hi) in walk order (rows of the innermost dim, last fastest).
    # A row whose leaves are contiguous or constant along it (a reduction's
    # expand), with its mask and output contiguous, runs in blocks of typed
    # loads (a constant leaf repeated in a block's buffer), which vectorise;
    # any other row element by element through the strides.  Both compute
    # the same expression of the same values.
    cdef Walk* w = <Walk*>ctx
    cdef tp_odo rows
    cdef intp i, i0, i1, b, nb, t
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], ms0 = w.s[3][last], os0 = w.s[4][last]
    cdef bint typed = ms0 == 1 and os0 == sizeof(double)
    cdef double* outt
    cdef double ob[256]        # a block's results, when the output is streamed (w.stream)
    cdef double* dst
    cdef intp s0 = w.s[0][last]
    cdef const char* p0
    cdef const double* q0
    cdef double c0[256]
    cdef double o0
    cdef const uint8_t* mp
    cdef char* outp
    typed = typed and (s0 == 0 or s0 == sizeof(double))
    walk_at(&rows, w, last, lo // n0)
    i0 = lo % n0
    while lo < hi:
        i1 = n0 if n0 - i0 < hi - lo else i0 + hi - lo
        p0 = w.p[0] + rows.off0
        mp = <const uint8_t*>(w.p[3] + rows.off3)
        outp = w.p[4] + rows.off4
        if typed:
            outt = <double*>outp
            if s0 == 0:
                for t in range(256 if i1 - i0 > 256 else i1 - i0):
                    c0[t] = (<const double*>p0)[0]
            b = i0
            while b < i1:
                nb = 256 if i1 - b > 256 else i1 - b
                q0 = &c0[0] if s0 == 0 else (<const double*>p0) + b
                dst = &ob[0] if w.stream else outt + b
                for t in range(nb):
                    o0 = q0[t]
                    dst[t] = <double>tp_sel_f64(mp[b + t] != 0, o0, 0)
                if w.stream:
                    stream_bytes(<char*>(outt + b), <const char*>ob, nb * sizeof(double))
                b += nb
        else:
            for i in range(i0, i1):
                o0 = (<const double*>(p0 + i * s0))[0]
                (<double*>(outp + i * os0))[0] = <double>tp_sel_f64(mp[i * ms0] != 0, o0, 0)
        lo += i1 - i0
        i0 = 0
        walk_next5(&rows)
    if w.stream:
        stream_fence()
    return 0


def _b0_float64(o0, o1, o2, cnp.ndarray mask, cnp.ndarray out, tuple dims, bint stream=False):
    """out = o0 where mask, else 0 (float64; leaves double; dims: (size, 5 byte strides) per dim;
    stream: out's contiguous rows written with streaming stores)."""
    cdef Walk w
    fill_walk(&w, (o0, o1, o2, mask, out), dims)
    w.stream = stream
    cdef intp n = prod_shape(w.nd, w.shape)
    with nogil:
        par_for(_span__b0_float64, &w, n, 2 * n)

# --- _b1_float32: o0 / 2.0 (float32)
cdef int _span__b1_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Elements [lo, hi) in walk order (rows of the innermost dim, last fastest).
    # A row whose leaves are contiguous or constant along it (a reduction's
    # expand), with its mask and output contiguous, runs in blocks of typed
    # loads (a constant leaf repeated in a block's buffer), which vectorise;
    # any other row element by element through the strides.  Both compute
    # the same expression of the same values.
    cdef Walk* w = <Walk*>ctx
    cdef tp_odo rows
    cdef intp i, i0, i1, b, nb, t
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], ms0 = w.s[3][last], os0 = w.s[4][last]
    cdef bint typed = ms0 == 1 and os0 == sizeof(float)
    cdef float* outt
    cdef float ob[256]        # a block's results, when the output is streamed (w.stream)
    cdef float* dst
    cdef intp s0 = w.s[0][last]
    cdef const char* p0
    cdef const float* q0
    cdef float c0[256]
    cdef double o0
    cdef const uint8_t* mp
    cdef char* outp
    typed = typed and (s0 == 0 or s0 == sizeof(float))
    walk_at(&rows, w, last, lo // n0)
    i0 = lo % n0
    while lo < hi:
        i1 = n0 if n0 - i0 < hi - lo else i0 + hi - lo
        p0 = w.p[0] + rows.off0
        mp = <const uint8_t*>(w.p[3] + rows.off3)
        outp = w.p[4] + rows.off4
        if typed:
            outt = <float*>outp
            if s0 == 0:
                for t in range(256 if i1 - i0 > 256 else i1 - i0):
                    c0[t] = (<const float*>p0)[0]
            b = i0
            while b < i1:
                nb = 256 if i1 - b > 256 else i1 - b
                q0 = &c0[0] if s0 == 0 else (<const float*>p0) + b
                dst = &ob[0] if w.stream else outt + b
                for t in range(nb):
                    o0 = q0[t]
                    dst[t] = <float>tp_sel_f64(mp[b + t] != 0, o0 / 2.0, 0)
                if w.stream:
                    stream_bytes(<char*>(outt + b), <const char*>ob, nb * sizeof(float))
                b += nb
        else:
            for i in range(i0, i1):
                o0 = (<const float*>(p0 + i * s0))[0]
                (<float*>(outp + i * os0))[0] = <float>tp_sel_f64(mp[i * ms0] != 0, o0 / 2.0, 0)
        lo += i1 - i0
        i0 = 0
        walk_next5(&rows)
    if w.stream:
        stream_fence()
    return 0


def _b1_float32(o0, o1, o2, cnp.ndarray mask, cnp.ndarray out, tuple dims, bint stream=False):
    """out = o0 / 2.0 where mask, else 0 (float32; leaves float; dims: (size, 5 byte strides) per dim;
    stream: out's contiguous rows written with streaming stores)."""
    cdef Walk w
    fill_walk(&w, (o0, o1, o2, mask, out), dims)
    w.stream = stream
    cdef intp n = prod_shape(w.nd, w.shape)
    with nogil:
        par_for(_span__b1_float32, &w, n, 2 * n)

# --- _b1_float64: o0 / 2.0 (float64)
cdef int _span__b1_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Elements [lo, hi) in walk order (rows of the innermost dim, last fastest).
    # A row whose leaves are contiguous or constant along it (a reduction's
    # expand), with its mask and output contiguous, runs in blocks of typed
    # loads (a constant leaf repeated in a block's buffer), which vectorise;
    # any other row element by element through the strides.  Both compute
    # the same expression of the same values.
    cdef Walk* w = <Walk*>ctx
    cdef tp_odo rows
    cdef intp i, i0, i1, b, nb, t
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], ms0 = w.s[3][last], os0 = w.s[4][last]
    cdef bint typed = ms0 == 1 and os0 == sizeof(double)
    cdef double* outt
    cdef double ob[256]        # a block's results, when the output is streamed (w.stream)
    cdef double* dst
    cdef intp s0 = w.s[0][last]
    cdef const char* p0
    cdef const double* q0
    cdef double c0[256]
    cdef double o0
    cdef const uint8_t* mp
    cdef char* outp
    typed = typed and (s0 == 0 or s0 == sizeof(double))
    walk_at(&rows, w, last, lo // n0)
    i0 = lo % n0
    while lo < hi:
        i1 = n0 if n0 - i0 < hi - lo else i0 + hi - lo
        p0 = w.p[0] + rows.off0
        mp = <const uint8_t*>(w.p[3] + rows.off3)
        outp = w.p[4] + rows.off4
        if typed:
            outt = <double*>outp
            if s0 == 0:
                for t in range(256 if i1 - i0 > 256 else i1 - i0):
                    c0[t] = (<const double*>p0)[0]
            b = i0
            while b < i1:
                nb = 256 if i1 - b > 256 else i1 - b
                q0 = &c0[0] if s0 == 0 else (<const double*>p0) + b
                dst = &ob[0] if w.stream else outt + b
                for t in range(nb):
                    o0 = q0[t]
                    dst[t] = <double>tp_sel_f64(mp[b + t] != 0, o0 / 2.0, 0)
                if w.stream:
                    stream_bytes(<char*>(outt + b), <const char*>ob, nb * sizeof(double))
                b += nb
        else:
            for i in range(i0, i1):
                o0 = (<const double*>(p0 + i * s0))[0]
                (<double*>(outp + i * os0))[0] = <double>tp_sel_f64(mp[i * ms0] != 0, o0 / 2.0, 0)
        lo += i1 - i0
        i0 = 0
        walk_next5(&rows)
    if w.stream:
        stream_fence()
    return 0


def _b1_float64(o0, o1, o2, cnp.ndarray mask, cnp.ndarray out, tuple dims, bint stream=False):
    """out = o0 / 2.0 where mask, else 0 (float64; leaves double; dims: (size, 5 byte strides) per dim;
    stream: out's contiguous rows written with streaming stores)."""
    cdef Walk w
    fill_walk(&w, (o0, o1, o2, mask, out), dims)
    w.stream = stream
    cdef intp n = prod_shape(w.nd, w.shape)
    with nogil:
        par_for(_span__b1_float64, &w, n, 2 * n)

# --- _b2_float32: -o0 (float32)
cdef int _span__b2_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Elements [lo, hi) in walk order (rows of the innermost dim, last fastest).
    # A row whose leaves are contiguous or constant along it (a reduction's
    # expand), with its mask and output contiguous, runs in blocks of typed
    # loads (a constant leaf repeated in a block's buffer), which vectorise;
    # any other row element by element through the strides.  Both compute
    # the same expression of the same values.
    cdef Walk* w = <Walk*>ctx
    cdef tp_odo rows
    cdef intp i, i0, i1, b, nb, t
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], ms0 = w.s[3][last], os0 = w.s[4][last]
    cdef bint typed = ms0 == 1 and os0 == sizeof(float)
    cdef float* outt
    cdef float ob[256]        # a block's results, when the output is streamed (w.stream)
    cdef float* dst
    cdef intp s0 = w.s[0][last]
    cdef const char* p0
    cdef const float* q0
    cdef float c0[256]
    cdef double o0
    cdef const uint8_t* mp
    cdef char* outp
    typed = typed and (s0 == 0 or s0 == sizeof(float))
    walk_at(&rows, w, last, lo // n0)
    i0 = lo % n0
    while lo < hi:
        i1 = n0 if n0 - i0 < hi - lo else i0 + hi - lo
        p0 = w.p[0] + rows.off0
        mp = <const uint8_t*>(w.p[3] + rows.off3)
        outp = w.p[4] + rows.off4
        if typed:
            outt = <float*>outp
            if s0 == 0:
                for t in range(256 if i1 - i0 > 256 else i1 - i0):
                    c0[t] = (<const float*>p0)[0]
            b = i0
            while b < i1:
                nb = 256 if i1 - b > 256 else i1 - b
                q0 = &c0[0] if s0 == 0 else (<const float*>p0) + b
                dst = &ob[0] if w.stream else outt + b
                for t in range(nb):
                    o0 = q0[t]
                    dst[t] = <float>tp_sel_f64(mp[b + t] != 0, -o0, 0)
                if w.stream:
                    stream_bytes(<char*>(outt + b), <const char*>ob, nb * sizeof(float))
                b += nb
        else:
            for i in range(i0, i1):
                o0 = (<const float*>(p0 + i * s0))[0]
                (<float*>(outp + i * os0))[0] = <float>tp_sel_f64(mp[i * ms0] != 0, -o0, 0)
        lo += i1 - i0
        i0 = 0
        walk_next5(&rows)
    if w.stream:
        stream_fence()
    return 0


def _b2_float32(o0, o1, o2, cnp.ndarray mask, cnp.ndarray out, tuple dims, bint stream=False):
    """out = -o0 where mask, else 0 (float32; leaves float; dims: (size, 5 byte strides) per dim;
    stream: out's contiguous rows written with streaming stores)."""
    cdef Walk w
    fill_walk(&w, (o0, o1, o2, mask, out), dims)
    w.stream = stream
    cdef intp n = prod_shape(w.nd, w.shape)
    with nogil:
        par_for(_span__b2_float32, &w, n, 2 * n)

# --- _b2_float64: -o0 (float64)
cdef int _span__b2_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Elements [lo, hi) in walk order (rows of the innermost dim, last fastest).
    # A row whose leaves are contiguous or constant along it (a reduction's
    # expand), with its mask and output contiguous, runs in blocks of typed
    # loads (a constant leaf repeated in a block's buffer), which vectorise;
    # any other row element by element through the strides.  Both compute
    # the same expression of the same values.
    cdef Walk* w = <Walk*>ctx
    cdef tp_odo rows
    cdef intp i, i0, i1, b, nb, t
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], ms0 = w.s[3][last], os0 = w.s[4][last]
    cdef bint typed = ms0 == 1 and os0 == sizeof(double)
    cdef double* outt
    cdef double ob[256]        # a block's results, when the output is streamed (w.stream)
    cdef double* dst
    cdef intp s0 = w.s[0][last]
    cdef const char* p0
    cdef const double* q0
    cdef double c0[256]
    cdef double o0
    cdef const uint8_t* mp
    cdef char* outp
    typed = typed and (s0 == 0 or s0 == sizeof(double))
    walk_at(&rows, w, last, lo // n0)
    i0 = lo % n0
    while lo < hi:
        i1 = n0 if n0 - i0 < hi - lo else i0 + hi - lo
        p0 = w.p[0] + rows.off0
        mp = <const uint8_t*>(w.p[3] + rows.off3)
        outp = w.p[4] + rows.off4
        if typed:
            outt = <double*>outp
            if s0 == 0:
                for t in range(256 if i1 - i0 > 256 else i1 - i0):
                    c0[t] = (<const double*>p0)[0]
            b = i0
            while b < i1:
                nb = 256 if i1 - b > 256 else i1 - b
                q0 = &c0[0] if s0 == 0 else (<const double*>p0) + b
                dst = &ob[0] if w.stream else outt + b
                for t in range(nb):
                    o0 = q0[t]
                    dst[t] = <double>tp_sel_f64(mp[b + t] != 0, -o0, 0)
                if w.stream:
                    stream_bytes(<char*>(outt + b), <const char*>ob, nb * sizeof(double))
                b += nb
        else:
            for i in range(i0, i1):
                o0 = (<const double*>(p0 + i * s0))[0]
                (<double*>(outp + i * os0))[0] = <double>tp_sel_f64(mp[i * ms0] != 0, -o0, 0)
        lo += i1 - i0
        i0 = 0
        walk_next5(&rows)
    if w.stream:
        stream_fence()
    return 0


def _b2_float64(o0, o1, o2, cnp.ndarray mask, cnp.ndarray out, tuple dims, bint stream=False):
    """out = -o0 where mask, else 0 (float64; leaves double; dims: (size, 5 byte strides) per dim;
    stream: out's contiguous rows written with streaming stores)."""
    cdef Walk w
    fill_walk(&w, (o0, o1, o2, mask, out), dims)
    w.stream = stream
    cdef intp n = prod_shape(w.nd, w.shape)
    with nogil:
        par_for(_span__b2_float64, &w, n, 2 * n)

# The kernels by key and dtype (tensorplay/masked/_autograd/record.py fused).
KERNELS = {
    "o0": {"float32": _b0_float32, "float64": _b0_float64},
    "o0 / 2.0": {"float32": _b1_float32, "float64": _b1_float64},
    "-o0": {"float32": _b2_float32, "float64": _b2_float64},
}



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
