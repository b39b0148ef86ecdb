# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of the special functions (masked elementwise).
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked/_csrc
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._csrc._support cimport *
from tensorplay.masked._csrc._parallel cimport par_for, span_fn
from tensorplay.masked._csrc._entry cimport PlanKernel, no_layouts, plan_kernel, bin_kernel, walk_kernel

cdef extern from "tp_special.h" nogil:
    # the helpers its ops.yaml expressions call
    double tp_digamma(double x)
    double tp_erf(double x)
    double tp_erfc(double x)
    double tp_erfinv(double x)
    double tp_i0(double x)
    double tp_lgamma(double x)
    double tp_logit(double x)
    double tp_sigmoid(double x)
    double tp_sinc(double x)

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


# --- erf_bool: ops.yaml: special.erf (erf, bool -> float64)
cdef int _span_erf_bool(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erf of bool elements into float64;
# special functions cost tens of ns each: work 8 per element.
erf_bool = walk_kernel("erf_bool", _span_erf_bool, 8)

# --- erf_int8: ops.yaml: special.erf (erf, int8 -> float64)
cdef int _span_erf_int8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erf of int8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erf_int8 = walk_kernel("erf_int8", _span_erf_int8, 8)

# --- erf_int16: ops.yaml: special.erf (erf, int16 -> float64)
cdef int _span_erf_int16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erf of int16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erf_int16 = walk_kernel("erf_int16", _span_erf_int16, 8)

# --- erf_int32: ops.yaml: special.erf (erf, int32 -> float64)
cdef int _span_erf_int32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erf of int32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erf_int32 = walk_kernel("erf_int32", _span_erf_int32, 8)

# --- erf_int64: ops.yaml: special.erf (erf, int64 -> float64)
cdef int _span_erf_int64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erf of int64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erf_int64 = walk_kernel("erf_int64", _span_erf_int64, 8)

# --- erf_uint8: ops.yaml: special.erf (erf, uint8 -> float64)
cdef int _span_erf_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erf of uint8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erf_uint8 = walk_kernel("erf_uint8", _span_erf_uint8, 8)

# --- erf_uint16: ops.yaml: special.erf (erf, uint16 -> float64)
cdef int _span_erf_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erf of uint16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erf_uint16 = walk_kernel("erf_uint16", _span_erf_uint16, 8)

# --- erf_uint32: ops.yaml: special.erf (erf, uint32 -> float64)
cdef int _span_erf_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erf of uint32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erf_uint32 = walk_kernel("erf_uint32", _span_erf_uint32, 8)

# --- erf_uint64: ops.yaml: special.erf (erf, uint64 -> float64)
cdef int _span_erf_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erf of uint64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erf_uint64 = walk_kernel("erf_uint64", _span_erf_uint64, 8)

# --- erf_float16: ops.yaml: special.erf (erf, float16 -> float32)
cdef int _span_erf_float16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_erf(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erf of float16 elements into float32;
# special functions cost tens of ns each: work 8 per element.
erf_float16 = walk_kernel("erf_float16", _span_erf_float16, 8)

# --- erf_float32: ops.yaml: special.erf (erf, float32 -> float32)
cdef int _span_erf_float32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_erf(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erf of float32 elements into float32;
# special functions cost tens of ns each: work 8 per element.
erf_float32 = walk_kernel("erf_float32", _span_erf_float32, 8)

# --- erf_float64: ops.yaml: special.erf (erf, float64 -> float64)
cdef int _span_erf_float64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erf of float64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erf_float64 = walk_kernel("erf_float64", _span_erf_float64, 8)

# --- erfc_bool: ops.yaml: special.erfc (erfc, bool -> float64)
cdef int _span_erfc_bool(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfc of bool elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfc_bool = walk_kernel("erfc_bool", _span_erfc_bool, 8)

# --- erfc_int8: ops.yaml: special.erfc (erfc, int8 -> float64)
cdef int _span_erfc_int8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfc of int8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfc_int8 = walk_kernel("erfc_int8", _span_erfc_int8, 8)

# --- erfc_int16: ops.yaml: special.erfc (erfc, int16 -> float64)
cdef int _span_erfc_int16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfc of int16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfc_int16 = walk_kernel("erfc_int16", _span_erfc_int16, 8)

# --- erfc_int32: ops.yaml: special.erfc (erfc, int32 -> float64)
cdef int _span_erfc_int32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfc of int32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfc_int32 = walk_kernel("erfc_int32", _span_erfc_int32, 8)

# --- erfc_int64: ops.yaml: special.erfc (erfc, int64 -> float64)
cdef int _span_erfc_int64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfc of int64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfc_int64 = walk_kernel("erfc_int64", _span_erfc_int64, 8)

# --- erfc_uint8: ops.yaml: special.erfc (erfc, uint8 -> float64)
cdef int _span_erfc_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfc of uint8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfc_uint8 = walk_kernel("erfc_uint8", _span_erfc_uint8, 8)

# --- erfc_uint16: ops.yaml: special.erfc (erfc, uint16 -> float64)
cdef int _span_erfc_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfc of uint16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfc_uint16 = walk_kernel("erfc_uint16", _span_erfc_uint16, 8)

# --- erfc_uint32: ops.yaml: special.erfc (erfc, uint32 -> float64)
cdef int _span_erfc_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfc of uint32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfc_uint32 = walk_kernel("erfc_uint32", _span_erfc_uint32, 8)

# --- erfc_uint64: ops.yaml: special.erfc (erfc, uint64 -> float64)
cdef int _span_erfc_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfc of uint64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfc_uint64 = walk_kernel("erfc_uint64", _span_erfc_uint64, 8)

# --- erfc_float16: ops.yaml: special.erfc (erfc, float16 -> float32)
cdef int _span_erfc_float16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_erfc(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfc of float16 elements into float32;
# special functions cost tens of ns each: work 8 per element.
erfc_float16 = walk_kernel("erfc_float16", _span_erfc_float16, 8)

# --- erfc_float32: ops.yaml: special.erfc (erfc, float32 -> float32)
cdef int _span_erfc_float32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_erfc(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfc of float32 elements into float32;
# special functions cost tens of ns each: work 8 per element.
erfc_float32 = walk_kernel("erfc_float32", _span_erfc_float32, 8)

# --- erfc_float64: ops.yaml: special.erfc (erfc, float64 -> float64)
cdef int _span_erfc_float64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfc of float64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfc_float64 = walk_kernel("erfc_float64", _span_erfc_float64, 8)

# --- erfinv_bool: ops.yaml: special.erfinv (erfinv, bool -> float64)
cdef int _span_erfinv_bool(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfinv of bool elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfinv_bool = walk_kernel("erfinv_bool", _span_erfinv_bool, 8)

# --- erfinv_int8: ops.yaml: special.erfinv (erfinv, int8 -> float64)
cdef int _span_erfinv_int8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfinv of int8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfinv_int8 = walk_kernel("erfinv_int8", _span_erfinv_int8, 8)

# --- erfinv_int16: ops.yaml: special.erfinv (erfinv, int16 -> float64)
cdef int _span_erfinv_int16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfinv of int16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfinv_int16 = walk_kernel("erfinv_int16", _span_erfinv_int16, 8)

# --- erfinv_int32: ops.yaml: special.erfinv (erfinv, int32 -> float64)
cdef int _span_erfinv_int32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfinv of int32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfinv_int32 = walk_kernel("erfinv_int32", _span_erfinv_int32, 8)

# --- erfinv_int64: ops.yaml: special.erfinv (erfinv, int64 -> float64)
cdef int _span_erfinv_int64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfinv of int64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfinv_int64 = walk_kernel("erfinv_int64", _span_erfinv_int64, 8)

# --- erfinv_uint8: ops.yaml: special.erfinv (erfinv, uint8 -> float64)
cdef int _span_erfinv_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfinv of uint8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfinv_uint8 = walk_kernel("erfinv_uint8", _span_erfinv_uint8, 8)

# --- erfinv_uint16: ops.yaml: special.erfinv (erfinv, uint16 -> float64)
cdef int _span_erfinv_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfinv of uint16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfinv_uint16 = walk_kernel("erfinv_uint16", _span_erfinv_uint16, 8)

# --- erfinv_uint32: ops.yaml: special.erfinv (erfinv, uint32 -> float64)
cdef int _span_erfinv_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfinv of uint32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfinv_uint32 = walk_kernel("erfinv_uint32", _span_erfinv_uint32, 8)

# --- erfinv_uint64: ops.yaml: special.erfinv (erfinv, uint64 -> float64)
cdef int _span_erfinv_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfinv of uint64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfinv_uint64 = walk_kernel("erfinv_uint64", _span_erfinv_uint64, 8)

# --- erfinv_float16: ops.yaml: special.erfinv (erfinv, float16 -> float32)
cdef int _span_erfinv_float16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_erfinv(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfinv of float16 elements into float32;
# special functions cost tens of ns each: work 8 per element.
erfinv_float16 = walk_kernel("erfinv_float16", _span_erfinv_float16, 8)

# --- erfinv_float32: ops.yaml: special.erfinv (erfinv, float32 -> float32)
cdef int _span_erfinv_float32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_erfinv(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfinv of float32 elements into float32;
# special functions cost tens of ns each: work 8 per element.
erfinv_float32 = walk_kernel("erfinv_float32", _span_erfinv_float32, 8)

# --- erfinv_float64: ops.yaml: special.erfinv (erfinv, float64 -> float64)
cdef int _span_erfinv_float64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), erfinv of float64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
erfinv_float64 = walk_kernel("erfinv_float64", _span_erfinv_float64, 8)

# --- lgamma_bool: ops.yaml: special.lgamma (lgamma, bool -> float64)
cdef int _span_lgamma_bool(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), lgamma of bool elements into float64;
# special functions cost tens of ns each: work 8 per element.
lgamma_bool = walk_kernel("lgamma_bool", _span_lgamma_bool, 8)

# --- lgamma_int8: ops.yaml: special.lgamma (lgamma, int8 -> float64)
cdef int _span_lgamma_int8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), lgamma of int8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
lgamma_int8 = walk_kernel("lgamma_int8", _span_lgamma_int8, 8)

# --- lgamma_int16: ops.yaml: special.lgamma (lgamma, int16 -> float64)
cdef int _span_lgamma_int16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), lgamma of int16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
lgamma_int16 = walk_kernel("lgamma_int16", _span_lgamma_int16, 8)

# --- lgamma_int32: ops.yaml: special.lgamma (lgamma, int32 -> float64)
cdef int _span_lgamma_int32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), lgamma of int32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
lgamma_int32 = walk_kernel("lgamma_int32", _span_lgamma_int32, 8)

# --- lgamma_int64: ops.yaml: special.lgamma (lgamma, int64 -> float64)
cdef int _span_lgamma_int64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), lgamma of int64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
lgamma_int64 = walk_kernel("lgamma_int64", _span_lgamma_int64, 8)

# --- lgamma_uint8: ops.yaml: special.lgamma (lgamma, uint8 -> float64)
cdef int _span_lgamma_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), lgamma of uint8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
lgamma_uint8 = walk_kernel("lgamma_uint8", _span_lgamma_uint8, 8)

# --- lgamma_uint16: ops.yaml: special.lgamma (lgamma, uint16 -> float64)
cdef int _span_lgamma_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), lgamma of uint16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
lgamma_uint16 = walk_kernel("lgamma_uint16", _span_lgamma_uint16, 8)

# --- lgamma_uint32: ops.yaml: special.lgamma (lgamma, uint32 -> float64)
cdef int _span_lgamma_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), lgamma of uint32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
lgamma_uint32 = walk_kernel("lgamma_uint32", _span_lgamma_uint32, 8)

# --- lgamma_uint64: ops.yaml: special.lgamma (lgamma, uint64 -> float64)
cdef int _span_lgamma_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), lgamma of uint64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
lgamma_uint64 = walk_kernel("lgamma_uint64", _span_lgamma_uint64, 8)

# --- lgamma_float16: ops.yaml: special.lgamma (lgamma, float16 -> float32)
cdef int _span_lgamma_float16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_lgamma(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), lgamma of float16 elements into float32;
# special functions cost tens of ns each: work 8 per element.
lgamma_float16 = walk_kernel("lgamma_float16", _span_lgamma_float16, 8)

# --- lgamma_float32: ops.yaml: special.lgamma (lgamma, float32 -> float32)
cdef int _span_lgamma_float32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_lgamma(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), lgamma of float32 elements into float32;
# special functions cost tens of ns each: work 8 per element.
lgamma_float32 = walk_kernel("lgamma_float32", _span_lgamma_float32, 8)

# --- lgamma_float64: ops.yaml: special.lgamma (lgamma, float64 -> float64)
cdef int _span_lgamma_float64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), lgamma of float64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
lgamma_float64 = walk_kernel("lgamma_float64", _span_lgamma_float64, 8)

# --- digamma_bool: ops.yaml: special.digamma (digamma, bool -> float64)
cdef int _span_digamma_bool(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), digamma of bool elements into float64;
# special functions cost tens of ns each: work 8 per element.
digamma_bool = walk_kernel("digamma_bool", _span_digamma_bool, 8)

# --- digamma_int8: ops.yaml: special.digamma (digamma, int8 -> float64)
cdef int _span_digamma_int8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), digamma of int8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
digamma_int8 = walk_kernel("digamma_int8", _span_digamma_int8, 8)

# --- digamma_int16: ops.yaml: special.digamma (digamma, int16 -> float64)
cdef int _span_digamma_int16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), digamma of int16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
digamma_int16 = walk_kernel("digamma_int16", _span_digamma_int16, 8)

# --- digamma_int32: ops.yaml: special.digamma (digamma, int32 -> float64)
cdef int _span_digamma_int32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), digamma of int32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
digamma_int32 = walk_kernel("digamma_int32", _span_digamma_int32, 8)

# --- digamma_int64: ops.yaml: special.digamma (digamma, int64 -> float64)
cdef int _span_digamma_int64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), digamma of int64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
digamma_int64 = walk_kernel("digamma_int64", _span_digamma_int64, 8)

# --- digamma_uint8: ops.yaml: special.digamma (digamma, uint8 -> float64)
cdef int _span_digamma_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), digamma of uint8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
digamma_uint8 = walk_kernel("digamma_uint8", _span_digamma_uint8, 8)

# --- digamma_uint16: ops.yaml: special.digamma (digamma, uint16 -> float64)
cdef int _span_digamma_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), digamma of uint16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
digamma_uint16 = walk_kernel("digamma_uint16", _span_digamma_uint16, 8)

# --- digamma_uint32: ops.yaml: special.digamma (digamma, uint32 -> float64)
cdef int _span_digamma_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), digamma of uint32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
digamma_uint32 = walk_kernel("digamma_uint32", _span_digamma_uint32, 8)

# --- digamma_uint64: ops.yaml: special.digamma (digamma, uint64 -> float64)
cdef int _span_digamma_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), digamma of uint64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
digamma_uint64 = walk_kernel("digamma_uint64", _span_digamma_uint64, 8)

# --- digamma_float16: ops.yaml: special.digamma (digamma, float16 -> float32)
cdef int _span_digamma_float16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_digamma(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), digamma of float16 elements into float32;
# special functions cost tens of ns each: work 8 per element.
digamma_float16 = walk_kernel("digamma_float16", _span_digamma_float16, 8)

# --- digamma_float32: ops.yaml: special.digamma (digamma, float32 -> float32)
cdef int _span_digamma_float32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_digamma(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), digamma of float32 elements into float32;
# special functions cost tens of ns each: work 8 per element.
digamma_float32 = walk_kernel("digamma_float32", _span_digamma_float32, 8)

# --- digamma_float64: ops.yaml: special.digamma (digamma, float64 -> float64)
cdef int _span_digamma_float64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), digamma of float64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
digamma_float64 = walk_kernel("digamma_float64", _span_digamma_float64, 8)

# --- i0_bool: ops.yaml: special.i0 (i0, bool -> float64)
cdef int _span_i0_bool(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), i0 of bool elements into float64;
# special functions cost tens of ns each: work 8 per element.
i0_bool = walk_kernel("i0_bool", _span_i0_bool, 8)

# --- i0_int8: ops.yaml: special.i0 (i0, int8 -> float64)
cdef int _span_i0_int8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), i0 of int8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
i0_int8 = walk_kernel("i0_int8", _span_i0_int8, 8)

# --- i0_int16: ops.yaml: special.i0 (i0, int16 -> float64)
cdef int _span_i0_int16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), i0 of int16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
i0_int16 = walk_kernel("i0_int16", _span_i0_int16, 8)

# --- i0_int32: ops.yaml: special.i0 (i0, int32 -> float64)
cdef int _span_i0_int32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), i0 of int32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
i0_int32 = walk_kernel("i0_int32", _span_i0_int32, 8)

# --- i0_int64: ops.yaml: special.i0 (i0, int64 -> float64)
cdef int _span_i0_int64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), i0 of int64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
i0_int64 = walk_kernel("i0_int64", _span_i0_int64, 8)

# --- i0_uint8: ops.yaml: special.i0 (i0, uint8 -> float64)
cdef int _span_i0_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), i0 of uint8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
i0_uint8 = walk_kernel("i0_uint8", _span_i0_uint8, 8)

# --- i0_uint16: ops.yaml: special.i0 (i0, uint16 -> float64)
cdef int _span_i0_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), i0 of uint16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
i0_uint16 = walk_kernel("i0_uint16", _span_i0_uint16, 8)

# --- i0_uint32: ops.yaml: special.i0 (i0, uint32 -> float64)
cdef int _span_i0_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), i0 of uint32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
i0_uint32 = walk_kernel("i0_uint32", _span_i0_uint32, 8)

# --- i0_uint64: ops.yaml: special.i0 (i0, uint64 -> float64)
cdef int _span_i0_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), i0 of uint64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
i0_uint64 = walk_kernel("i0_uint64", _span_i0_uint64, 8)

# --- i0_float16: ops.yaml: special.i0 (i0, float16 -> float32)
cdef int _span_i0_float16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_i0(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), i0 of float16 elements into float32;
# special functions cost tens of ns each: work 8 per element.
i0_float16 = walk_kernel("i0_float16", _span_i0_float16, 8)

# --- i0_float32: ops.yaml: special.i0 (i0, float32 -> float32)
cdef int _span_i0_float32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_i0(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), i0 of float32 elements into float32;
# special functions cost tens of ns each: work 8 per element.
i0_float32 = walk_kernel("i0_float32", _span_i0_float32, 8)

# --- i0_float64: ops.yaml: special.i0 (i0, float64 -> float64)
cdef int _span_i0_float64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), i0 of float64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
i0_float64 = walk_kernel("i0_float64", _span_i0_float64, 8)

# --- sinc_bool: ops.yaml: special.sinc (sinc, bool -> float64)
cdef int _span_sinc_bool(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sinc of bool elements into float64;
# special functions cost tens of ns each: work 8 per element.
sinc_bool = walk_kernel("sinc_bool", _span_sinc_bool, 8)

# --- sinc_int8: ops.yaml: special.sinc (sinc, int8 -> float64)
cdef int _span_sinc_int8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sinc of int8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sinc_int8 = walk_kernel("sinc_int8", _span_sinc_int8, 8)

# --- sinc_int16: ops.yaml: special.sinc (sinc, int16 -> float64)
cdef int _span_sinc_int16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sinc of int16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sinc_int16 = walk_kernel("sinc_int16", _span_sinc_int16, 8)

# --- sinc_int32: ops.yaml: special.sinc (sinc, int32 -> float64)
cdef int _span_sinc_int32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sinc of int32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sinc_int32 = walk_kernel("sinc_int32", _span_sinc_int32, 8)

# --- sinc_int64: ops.yaml: special.sinc (sinc, int64 -> float64)
cdef int _span_sinc_int64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sinc of int64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sinc_int64 = walk_kernel("sinc_int64", _span_sinc_int64, 8)

# --- sinc_uint8: ops.yaml: special.sinc (sinc, uint8 -> float64)
cdef int _span_sinc_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sinc of uint8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sinc_uint8 = walk_kernel("sinc_uint8", _span_sinc_uint8, 8)

# --- sinc_uint16: ops.yaml: special.sinc (sinc, uint16 -> float64)
cdef int _span_sinc_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sinc of uint16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sinc_uint16 = walk_kernel("sinc_uint16", _span_sinc_uint16, 8)

# --- sinc_uint32: ops.yaml: special.sinc (sinc, uint32 -> float64)
cdef int _span_sinc_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sinc of uint32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sinc_uint32 = walk_kernel("sinc_uint32", _span_sinc_uint32, 8)

# --- sinc_uint64: ops.yaml: special.sinc (sinc, uint64 -> float64)
cdef int _span_sinc_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sinc of uint64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sinc_uint64 = walk_kernel("sinc_uint64", _span_sinc_uint64, 8)

# --- sinc_float16: ops.yaml: special.sinc (sinc, float16 -> float32)
cdef int _span_sinc_float16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_sinc(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sinc of float16 elements into float32;
# special functions cost tens of ns each: work 8 per element.
sinc_float16 = walk_kernel("sinc_float16", _span_sinc_float16, 8)

# --- sinc_float32: ops.yaml: special.sinc (sinc, float32 -> float32)
cdef int _span_sinc_float32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_sinc(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sinc of float32 elements into float32;
# special functions cost tens of ns each: work 8 per element.
sinc_float32 = walk_kernel("sinc_float32", _span_sinc_float32, 8)

# --- sinc_float64: ops.yaml: special.sinc (sinc, float64 -> float64)
cdef int _span_sinc_float64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sinc of float64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sinc_float64 = walk_kernel("sinc_float64", _span_sinc_float64, 8)

# --- logit_bool: ops.yaml: special.logit (logit, bool -> float64)
cdef int _span_logit_bool(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), logit of bool elements into float64;
# special functions cost tens of ns each: work 8 per element.
logit_bool = walk_kernel("logit_bool", _span_logit_bool, 8)

# --- logit_int8: ops.yaml: special.logit (logit, int8 -> float64)
cdef int _span_logit_int8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), logit of int8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
logit_int8 = walk_kernel("logit_int8", _span_logit_int8, 8)

# --- logit_int16: ops.yaml: special.logit (logit, int16 -> float64)
cdef int _span_logit_int16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), logit of int16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
logit_int16 = walk_kernel("logit_int16", _span_logit_int16, 8)

# --- logit_int32: ops.yaml: special.logit (logit, int32 -> float64)
cdef int _span_logit_int32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), logit of int32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
logit_int32 = walk_kernel("logit_int32", _span_logit_int32, 8)

# --- logit_int64: ops.yaml: special.logit (logit, int64 -> float64)
cdef int _span_logit_int64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), logit of int64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
logit_int64 = walk_kernel("logit_int64", _span_logit_int64, 8)

# --- logit_uint8: ops.yaml: special.logit (logit, uint8 -> float64)
cdef int _span_logit_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), logit of uint8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
logit_uint8 = walk_kernel("logit_uint8", _span_logit_uint8, 8)

# --- logit_uint16: ops.yaml: special.logit (logit, uint16 -> float64)
cdef int _span_logit_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), logit of uint16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
logit_uint16 = walk_kernel("logit_uint16", _span_logit_uint16, 8)

# --- logit_uint32: ops.yaml: special.logit (logit, uint32 -> float64)
cdef int _span_logit_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), logit of uint32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
logit_uint32 = walk_kernel("logit_uint32", _span_logit_uint32, 8)

# --- logit_uint64: ops.yaml: special.logit (logit, uint64 -> float64)
cdef int _span_logit_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), logit of uint64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
logit_uint64 = walk_kernel("logit_uint64", _span_logit_uint64, 8)

# --- logit_float16: ops.yaml: special.logit (logit, float16 -> float32)
cdef int _span_logit_float16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_logit(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), logit of float16 elements into float32;
# special functions cost tens of ns each: work 8 per element.
logit_float16 = walk_kernel("logit_float16", _span_logit_float16, 8)

# --- logit_float32: ops.yaml: special.logit (logit, float32 -> float32)
cdef int _span_logit_float32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_logit(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), logit of float32 elements into float32;
# special functions cost tens of ns each: work 8 per element.
logit_float32 = walk_kernel("logit_float32", _span_logit_float32, 8)

# --- logit_float64: ops.yaml: special.logit (logit, float64 -> float64)
cdef int _span_logit_float64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), logit of float64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
logit_float64 = walk_kernel("logit_float64", _span_logit_float64, 8)

# --- sigmoid_bool: ops.yaml: special.sigmoid (sigmoid, bool -> float64)
cdef int _span_sigmoid_bool(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sigmoid of bool elements into float64;
# special functions cost tens of ns each: work 8 per element.
sigmoid_bool = walk_kernel("sigmoid_bool", _span_sigmoid_bool, 8)

# --- sigmoid_int8: ops.yaml: special.sigmoid (sigmoid, int8 -> float64)
cdef int _span_sigmoid_int8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sigmoid of int8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sigmoid_int8 = walk_kernel("sigmoid_int8", _span_sigmoid_int8, 8)

# --- sigmoid_int16: ops.yaml: special.sigmoid (sigmoid, int16 -> float64)
cdef int _span_sigmoid_int16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sigmoid of int16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sigmoid_int16 = walk_kernel("sigmoid_int16", _span_sigmoid_int16, 8)

# --- sigmoid_int32: ops.yaml: special.sigmoid (sigmoid, int32 -> float64)
cdef int _span_sigmoid_int32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sigmoid of int32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sigmoid_int32 = walk_kernel("sigmoid_int32", _span_sigmoid_int32, 8)

# --- sigmoid_int64: ops.yaml: special.sigmoid (sigmoid, int64 -> float64)
cdef int _span_sigmoid_int64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sigmoid of int64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sigmoid_int64 = walk_kernel("sigmoid_int64", _span_sigmoid_int64, 8)

# --- sigmoid_uint8: ops.yaml: special.sigmoid (sigmoid, uint8 -> float64)
cdef int _span_sigmoid_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sigmoid of uint8 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sigmoid_uint8 = walk_kernel("sigmoid_uint8", _span_sigmoid_uint8, 8)

# --- sigmoid_uint16: ops.yaml: special.sigmoid (sigmoid, uint16 -> float64)
cdef int _span_sigmoid_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sigmoid of uint16 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sigmoid_uint16 = walk_kernel("sigmoid_uint16", _span_sigmoid_uint16, 8)

# --- sigmoid_uint32: ops.yaml: special.sigmoid (sigmoid, uint32 -> float64)
cdef int _span_sigmoid_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sigmoid of uint32 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sigmoid_uint32 = walk_kernel("sigmoid_uint32", _span_sigmoid_uint32, 8)

# --- sigmoid_uint64: ops.yaml: special.sigmoid (sigmoid, uint64 -> float64)
cdef int _span_sigmoid_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sigmoid of uint64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sigmoid_uint64 = walk_kernel("sigmoid_uint64", _span_sigmoid_uint64, 8)

# --- sigmoid_float16: ops.yaml: special.sigmoid (sigmoid, float16 -> float32)
cdef int _span_sigmoid_float16(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_sigmoid(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sigmoid of float16 elements into float32;
# special functions cost tens of ns each: work 8 per element.
sigmoid_float16 = walk_kernel("sigmoid_float16", _span_sigmoid_float16, 8)

# --- sigmoid_float32: ops.yaml: special.sigmoid (sigmoid, float32 -> float32)
cdef int _span_sigmoid_float32(void* ctx, intp lo, intp hi) noexcept nogil:
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
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_sigmoid(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sigmoid of float32 elements into float32;
# special functions cost tens of ns each: work 8 per element.
sigmoid_float32 = walk_kernel("sigmoid_float32", _span_sigmoid_float32, 8)

# --- sigmoid_float64: ops.yaml: special.sigmoid (sigmoid, float64 -> float64)
cdef int _span_sigmoid_float64(void* ctx, intp lo, intp hi) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        lo += i1 - i0
        i0 = 0
        walk_next(&rows)
    return 0


# The entry: kernel(x, m, out, dims), sigmoid of float64 elements into float64;
# special functions cost tens of ns each: work 8 per element.
sigmoid_float64 = walk_kernel("sigmoid_float64", _span_sigmoid_float64, 8)

# The kernels of each function, by input dtype: (kernel, dtype it writes).
KERNELS = {
    "erf": {"bool": (erf_bool, "float64"), "int8": (erf_int8, "float64"), "int16": (erf_int16, "float64"), "int32": (erf_int32, "float64"), "int64": (erf_int64, "float64"), "uint8": (erf_uint8, "float64"), "uint16": (erf_uint16, "float64"), "uint32": (erf_uint32, "float64"), "uint64": (erf_uint64, "float64"), "float16": (erf_float16, "float32"), "float32": (erf_float32, "float32"), "float64": (erf_float64, "float64")},
    "erfc": {"bool": (erfc_bool, "float64"), "int8": (erfc_int8, "float64"), "int16": (erfc_int16, "float64"), "int32": (erfc_int32, "float64"), "int64": (erfc_int64, "float64"), "uint8": (erfc_uint8, "float64"), "uint16": (erfc_uint16, "float64"), "uint32": (erfc_uint32, "float64"), "uint64": (erfc_uint64, "float64"), "float16": (erfc_float16, "float32"), "float32": (erfc_float32, "float32"), "float64": (erfc_float64, "float64")},
    "erfinv": {"bool": (erfinv_bool, "float64"), "int8": (erfinv_int8, "float64"), "int16": (erfinv_int16, "float64"), "int32": (erfinv_int32, "float64"), "int64": (erfinv_int64, "float64"), "uint8": (erfinv_uint8, "float64"), "uint16": (erfinv_uint16, "float64"), "uint32": (erfinv_uint32, "float64"), "uint64": (erfinv_uint64, "float64"), "float16": (erfinv_float16, "float32"), "float32": (erfinv_float32, "float32"), "float64": (erfinv_float64, "float64")},
    "lgamma": {"bool": (lgamma_bool, "float64"), "int8": (lgamma_int8, "float64"), "int16": (lgamma_int16, "float64"), "int32": (lgamma_int32, "float64"), "int64": (lgamma_int64, "float64"), "uint8": (lgamma_uint8, "float64"), "uint16": (lgamma_uint16, "float64"), "uint32": (lgamma_uint32, "float64"), "uint64": (lgamma_uint64, "float64"), "float16": (lgamma_float16, "float32"), "float32": (lgamma_float32, "float32"), "float64": (lgamma_float64, "float64")},
    "digamma": {"bool": (digamma_bool, "float64"), "int8": (digamma_int8, "float64"), "int16": (digamma_int16, "float64"), "int32": (digamma_int32, "float64"), "int64": (digamma_int64, "float64"), "uint8": (digamma_uint8, "float64"), "uint16": (digamma_uint16, "float64"), "uint32": (digamma_uint32, "float64"), "uint64": (digamma_uint64, "float64"), "float16": (digamma_float16, "float32"), "float32": (digamma_float32, "float32"), "float64": (digamma_float64, "float64")},
    "i0": {"bool": (i0_bool, "float64"), "int8": (i0_int8, "float64"), "int16": (i0_int16, "float64"), "int32": (i0_int32, "float64"), "int64": (i0_int64, "float64"), "uint8": (i0_uint8, "float64"), "uint16": (i0_uint16, "float64"), "uint32": (i0_uint32, "float64"), "uint64": (i0_uint64, "float64"), "float16": (i0_float16, "float32"), "float32": (i0_float32, "float32"), "float64": (i0_float64, "float64")},
    "sinc": {"bool": (sinc_bool, "float64"), "int8": (sinc_int8, "float64"), "int16": (sinc_int16, "float64"), "int32": (sinc_int32, "float64"), "int64": (sinc_int64, "float64"), "uint8": (sinc_uint8, "float64"), "uint16": (sinc_uint16, "float64"), "uint32": (sinc_uint32, "float64"), "uint64": (sinc_uint64, "float64"), "float16": (sinc_float16, "float32"), "float32": (sinc_float32, "float32"), "float64": (sinc_float64, "float64")},
    "logit": {"bool": (logit_bool, "float64"), "int8": (logit_int8, "float64"), "int16": (logit_int16, "float64"), "int32": (logit_int32, "float64"), "int64": (logit_int64, "float64"), "uint8": (logit_uint8, "float64"), "uint16": (logit_uint16, "float64"), "uint32": (logit_uint32, "float64"), "uint64": (logit_uint64, "float64"), "float16": (logit_float16, "float32"), "float32": (logit_float32, "float32"), "float64": (logit_float64, "float64")},
    "sigmoid": {"bool": (sigmoid_bool, "float64"), "int8": (sigmoid_int8, "float64"), "int16": (sigmoid_int16, "float64"), "int32": (sigmoid_int32, "float64"), "int64": (sigmoid_int64, "float64"), "uint8": (sigmoid_uint8, "float64"), "uint16": (sigmoid_uint16, "float64"), "uint32": (sigmoid_uint32, "float64"), "uint64": (sigmoid_uint64, "float64"), "float16": (sigmoid_float16, "float32"), "float32": (sigmoid_float32, "float32"), "float64": (sigmoid_float64, "float64")},
}



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
