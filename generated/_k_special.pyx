# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of the special functions (masked elementwise).
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked/_csrc
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._csrc._support cimport *

cnp.import_array()

# The drivers' locals: xo, mo, oo are the byte offsets of the input, the mask
# and the output at the current kept position; xr, mr, orr the offsets inside
# the walked (reduced, scanned) slice; kidx/ridx the odometers of the kept and
# walked dims; n0, xs0, ms0, os0 the size and strides of the innermost walked
# dim and nk0, kxs0, kms0, kos0 those of the innermost kept dim (row layouts,
# where `outer` walks a row of outputs at once); a0/a1 the passes' folds, c
# the center, n the count of valid elements; outp the output pointer.


cdef extern from "tp_special.h" nogil:
    double tp_digamma(double x)
    double tp_erf(double x)
    double tp_erfc(double x)
    double tp_erfinv(double x)
    double tp_i0(double x)
    double tp_lgamma(double x)
    double tp_logit(double x)
    double tp_sigmoid(double x)
    double tp_sinc(double x)

# --- erf_bool: ops.yaml: special.erf (erf, bool -> float64)
cdef void _erf_bool(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erf_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erf of bool elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erf_bool(&w)

# --- erf_int8: ops.yaml: special.erf (erf, int8 -> float64)
cdef void _erf_int8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erf_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erf of int8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erf_int8(&w)

# --- erf_int16: ops.yaml: special.erf (erf, int16 -> float64)
cdef void _erf_int16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erf_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erf of int16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erf_int16(&w)

# --- erf_int32: ops.yaml: special.erf (erf, int32 -> float64)
cdef void _erf_int32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erf_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erf of int32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erf_int32(&w)

# --- erf_int64: ops.yaml: special.erf (erf, int64 -> float64)
cdef void _erf_int64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erf_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erf of int64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erf_int64(&w)

# --- erf_uint8: ops.yaml: special.erf (erf, uint8 -> float64)
cdef void _erf_uint8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erf_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erf of uint8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erf_uint8(&w)

# --- erf_uint16: ops.yaml: special.erf (erf, uint16 -> float64)
cdef void _erf_uint16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erf_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erf of uint16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erf_uint16(&w)

# --- erf_uint32: ops.yaml: special.erf (erf, uint32 -> float64)
cdef void _erf_uint32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erf_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erf of uint32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erf_uint32(&w)

# --- erf_uint64: ops.yaml: special.erf (erf, uint64 -> float64)
cdef void _erf_uint64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erf_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erf of uint64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erf_uint64(&w)

# --- erf_float16: ops.yaml: special.erf (erf, float16 -> float32)
cdef void _erf_float16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_erf(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erf_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erf of float16 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erf_float16(&w)

# --- erf_float32: ops.yaml: special.erf (erf, float32 -> float32)
cdef void _erf_float32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_erf(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erf_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erf of float32 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erf_float32(&w)

# --- erf_float64: ops.yaml: special.erf (erf, float64 -> float64)
cdef void _erf_float64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const double*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erf(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erf_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erf of float64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erf_float64(&w)

# --- erfc_bool: ops.yaml: special.erfc (erfc, bool -> float64)
cdef void _erfc_bool(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfc_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfc of bool elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfc_bool(&w)

# --- erfc_int8: ops.yaml: special.erfc (erfc, int8 -> float64)
cdef void _erfc_int8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfc_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfc of int8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfc_int8(&w)

# --- erfc_int16: ops.yaml: special.erfc (erfc, int16 -> float64)
cdef void _erfc_int16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfc_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfc of int16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfc_int16(&w)

# --- erfc_int32: ops.yaml: special.erfc (erfc, int32 -> float64)
cdef void _erfc_int32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfc_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfc of int32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfc_int32(&w)

# --- erfc_int64: ops.yaml: special.erfc (erfc, int64 -> float64)
cdef void _erfc_int64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfc_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfc of int64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfc_int64(&w)

# --- erfc_uint8: ops.yaml: special.erfc (erfc, uint8 -> float64)
cdef void _erfc_uint8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfc_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfc of uint8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfc_uint8(&w)

# --- erfc_uint16: ops.yaml: special.erfc (erfc, uint16 -> float64)
cdef void _erfc_uint16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfc_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfc of uint16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfc_uint16(&w)

# --- erfc_uint32: ops.yaml: special.erfc (erfc, uint32 -> float64)
cdef void _erfc_uint32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfc_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfc of uint32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfc_uint32(&w)

# --- erfc_uint64: ops.yaml: special.erfc (erfc, uint64 -> float64)
cdef void _erfc_uint64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfc_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfc of uint64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfc_uint64(&w)

# --- erfc_float16: ops.yaml: special.erfc (erfc, float16 -> float32)
cdef void _erfc_float16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_erfc(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfc_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfc of float16 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfc_float16(&w)

# --- erfc_float32: ops.yaml: special.erfc (erfc, float32 -> float32)
cdef void _erfc_float32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_erfc(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfc_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfc of float32 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfc_float32(&w)

# --- erfc_float64: ops.yaml: special.erfc (erfc, float64 -> float64)
cdef void _erfc_float64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const double*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfc_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfc of float64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfc_float64(&w)

# --- erfinv_bool: ops.yaml: special.erfinv (erfinv, bool -> float64)
cdef void _erfinv_bool(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfinv_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfinv of bool elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfinv_bool(&w)

# --- erfinv_int8: ops.yaml: special.erfinv (erfinv, int8 -> float64)
cdef void _erfinv_int8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfinv_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfinv of int8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfinv_int8(&w)

# --- erfinv_int16: ops.yaml: special.erfinv (erfinv, int16 -> float64)
cdef void _erfinv_int16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfinv_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfinv of int16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfinv_int16(&w)

# --- erfinv_int32: ops.yaml: special.erfinv (erfinv, int32 -> float64)
cdef void _erfinv_int32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfinv_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfinv of int32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfinv_int32(&w)

# --- erfinv_int64: ops.yaml: special.erfinv (erfinv, int64 -> float64)
cdef void _erfinv_int64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfinv_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfinv of int64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfinv_int64(&w)

# --- erfinv_uint8: ops.yaml: special.erfinv (erfinv, uint8 -> float64)
cdef void _erfinv_uint8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfinv_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfinv of uint8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfinv_uint8(&w)

# --- erfinv_uint16: ops.yaml: special.erfinv (erfinv, uint16 -> float64)
cdef void _erfinv_uint16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfinv_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfinv of uint16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfinv_uint16(&w)

# --- erfinv_uint32: ops.yaml: special.erfinv (erfinv, uint32 -> float64)
cdef void _erfinv_uint32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfinv_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfinv of uint32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfinv_uint32(&w)

# --- erfinv_uint64: ops.yaml: special.erfinv (erfinv, uint64 -> float64)
cdef void _erfinv_uint64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfinv_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfinv of uint64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfinv_uint64(&w)

# --- erfinv_float16: ops.yaml: special.erfinv (erfinv, float16 -> float32)
cdef void _erfinv_float16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_erfinv(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfinv_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfinv of float16 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfinv_float16(&w)

# --- erfinv_float32: ops.yaml: special.erfinv (erfinv, float32 -> float32)
cdef void _erfinv_float32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_erfinv(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfinv_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfinv of float32 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfinv_float32(&w)

# --- erfinv_float64: ops.yaml: special.erfinv (erfinv, float64 -> float64)
cdef void _erfinv_float64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const double*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_erfinv(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def erfinv_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """erfinv of float64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _erfinv_float64(&w)

# --- lgamma_bool: ops.yaml: special.lgamma (lgamma, bool -> float64)
cdef void _lgamma_bool(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def lgamma_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """lgamma of bool elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _lgamma_bool(&w)

# --- lgamma_int8: ops.yaml: special.lgamma (lgamma, int8 -> float64)
cdef void _lgamma_int8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def lgamma_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """lgamma of int8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _lgamma_int8(&w)

# --- lgamma_int16: ops.yaml: special.lgamma (lgamma, int16 -> float64)
cdef void _lgamma_int16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def lgamma_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """lgamma of int16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _lgamma_int16(&w)

# --- lgamma_int32: ops.yaml: special.lgamma (lgamma, int32 -> float64)
cdef void _lgamma_int32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def lgamma_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """lgamma of int32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _lgamma_int32(&w)

# --- lgamma_int64: ops.yaml: special.lgamma (lgamma, int64 -> float64)
cdef void _lgamma_int64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def lgamma_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """lgamma of int64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _lgamma_int64(&w)

# --- lgamma_uint8: ops.yaml: special.lgamma (lgamma, uint8 -> float64)
cdef void _lgamma_uint8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def lgamma_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """lgamma of uint8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _lgamma_uint8(&w)

# --- lgamma_uint16: ops.yaml: special.lgamma (lgamma, uint16 -> float64)
cdef void _lgamma_uint16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def lgamma_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """lgamma of uint16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _lgamma_uint16(&w)

# --- lgamma_uint32: ops.yaml: special.lgamma (lgamma, uint32 -> float64)
cdef void _lgamma_uint32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def lgamma_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """lgamma of uint32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _lgamma_uint32(&w)

# --- lgamma_uint64: ops.yaml: special.lgamma (lgamma, uint64 -> float64)
cdef void _lgamma_uint64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def lgamma_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """lgamma of uint64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _lgamma_uint64(&w)

# --- lgamma_float16: ops.yaml: special.lgamma (lgamma, float16 -> float32)
cdef void _lgamma_float16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_lgamma(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def lgamma_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """lgamma of float16 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _lgamma_float16(&w)

# --- lgamma_float32: ops.yaml: special.lgamma (lgamma, float32 -> float32)
cdef void _lgamma_float32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_lgamma(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def lgamma_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """lgamma of float32 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _lgamma_float32(&w)

# --- lgamma_float64: ops.yaml: special.lgamma (lgamma, float64 -> float64)
cdef void _lgamma_float64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const double*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_lgamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def lgamma_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """lgamma of float64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _lgamma_float64(&w)

# --- digamma_bool: ops.yaml: special.digamma (digamma, bool -> float64)
cdef void _digamma_bool(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def digamma_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """digamma of bool elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _digamma_bool(&w)

# --- digamma_int8: ops.yaml: special.digamma (digamma, int8 -> float64)
cdef void _digamma_int8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def digamma_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """digamma of int8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _digamma_int8(&w)

# --- digamma_int16: ops.yaml: special.digamma (digamma, int16 -> float64)
cdef void _digamma_int16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def digamma_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """digamma of int16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _digamma_int16(&w)

# --- digamma_int32: ops.yaml: special.digamma (digamma, int32 -> float64)
cdef void _digamma_int32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def digamma_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """digamma of int32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _digamma_int32(&w)

# --- digamma_int64: ops.yaml: special.digamma (digamma, int64 -> float64)
cdef void _digamma_int64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def digamma_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """digamma of int64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _digamma_int64(&w)

# --- digamma_uint8: ops.yaml: special.digamma (digamma, uint8 -> float64)
cdef void _digamma_uint8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def digamma_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """digamma of uint8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _digamma_uint8(&w)

# --- digamma_uint16: ops.yaml: special.digamma (digamma, uint16 -> float64)
cdef void _digamma_uint16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def digamma_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """digamma of uint16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _digamma_uint16(&w)

# --- digamma_uint32: ops.yaml: special.digamma (digamma, uint32 -> float64)
cdef void _digamma_uint32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def digamma_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """digamma of uint32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _digamma_uint32(&w)

# --- digamma_uint64: ops.yaml: special.digamma (digamma, uint64 -> float64)
cdef void _digamma_uint64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def digamma_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """digamma of uint64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _digamma_uint64(&w)

# --- digamma_float16: ops.yaml: special.digamma (digamma, float16 -> float32)
cdef void _digamma_float16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_digamma(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def digamma_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """digamma of float16 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _digamma_float16(&w)

# --- digamma_float32: ops.yaml: special.digamma (digamma, float32 -> float32)
cdef void _digamma_float32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_digamma(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def digamma_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """digamma of float32 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _digamma_float32(&w)

# --- digamma_float64: ops.yaml: special.digamma (digamma, float64 -> float64)
cdef void _digamma_float64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const double*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_digamma(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def digamma_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """digamma of float64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _digamma_float64(&w)

# --- i0_bool: ops.yaml: special.i0 (i0, bool -> float64)
cdef void _i0_bool(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def i0_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """i0 of bool elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _i0_bool(&w)

# --- i0_int8: ops.yaml: special.i0 (i0, int8 -> float64)
cdef void _i0_int8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def i0_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """i0 of int8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _i0_int8(&w)

# --- i0_int16: ops.yaml: special.i0 (i0, int16 -> float64)
cdef void _i0_int16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def i0_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """i0 of int16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _i0_int16(&w)

# --- i0_int32: ops.yaml: special.i0 (i0, int32 -> float64)
cdef void _i0_int32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def i0_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """i0 of int32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _i0_int32(&w)

# --- i0_int64: ops.yaml: special.i0 (i0, int64 -> float64)
cdef void _i0_int64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def i0_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """i0 of int64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _i0_int64(&w)

# --- i0_uint8: ops.yaml: special.i0 (i0, uint8 -> float64)
cdef void _i0_uint8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def i0_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """i0 of uint8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _i0_uint8(&w)

# --- i0_uint16: ops.yaml: special.i0 (i0, uint16 -> float64)
cdef void _i0_uint16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def i0_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """i0 of uint16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _i0_uint16(&w)

# --- i0_uint32: ops.yaml: special.i0 (i0, uint32 -> float64)
cdef void _i0_uint32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def i0_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """i0 of uint32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _i0_uint32(&w)

# --- i0_uint64: ops.yaml: special.i0 (i0, uint64 -> float64)
cdef void _i0_uint64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def i0_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """i0 of uint64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _i0_uint64(&w)

# --- i0_float16: ops.yaml: special.i0 (i0, float16 -> float32)
cdef void _i0_float16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_i0(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def i0_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """i0 of float16 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _i0_float16(&w)

# --- i0_float32: ops.yaml: special.i0 (i0, float32 -> float32)
cdef void _i0_float32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_i0(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def i0_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """i0 of float32 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _i0_float32(&w)

# --- i0_float64: ops.yaml: special.i0 (i0, float64 -> float64)
cdef void _i0_float64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const double*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_i0(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def i0_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """i0 of float64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _i0_float64(&w)

# --- sinc_bool: ops.yaml: special.sinc (sinc, bool -> float64)
cdef void _sinc_bool(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sinc_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sinc of bool elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sinc_bool(&w)

# --- sinc_int8: ops.yaml: special.sinc (sinc, int8 -> float64)
cdef void _sinc_int8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sinc_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sinc of int8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sinc_int8(&w)

# --- sinc_int16: ops.yaml: special.sinc (sinc, int16 -> float64)
cdef void _sinc_int16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sinc_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sinc of int16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sinc_int16(&w)

# --- sinc_int32: ops.yaml: special.sinc (sinc, int32 -> float64)
cdef void _sinc_int32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sinc_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sinc of int32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sinc_int32(&w)

# --- sinc_int64: ops.yaml: special.sinc (sinc, int64 -> float64)
cdef void _sinc_int64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sinc_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sinc of int64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sinc_int64(&w)

# --- sinc_uint8: ops.yaml: special.sinc (sinc, uint8 -> float64)
cdef void _sinc_uint8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sinc_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sinc of uint8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sinc_uint8(&w)

# --- sinc_uint16: ops.yaml: special.sinc (sinc, uint16 -> float64)
cdef void _sinc_uint16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sinc_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sinc of uint16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sinc_uint16(&w)

# --- sinc_uint32: ops.yaml: special.sinc (sinc, uint32 -> float64)
cdef void _sinc_uint32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sinc_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sinc of uint32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sinc_uint32(&w)

# --- sinc_uint64: ops.yaml: special.sinc (sinc, uint64 -> float64)
cdef void _sinc_uint64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sinc_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sinc of uint64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sinc_uint64(&w)

# --- sinc_float16: ops.yaml: special.sinc (sinc, float16 -> float32)
cdef void _sinc_float16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_sinc(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sinc_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sinc of float16 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sinc_float16(&w)

# --- sinc_float32: ops.yaml: special.sinc (sinc, float32 -> float32)
cdef void _sinc_float32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_sinc(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sinc_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sinc of float32 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sinc_float32(&w)

# --- sinc_float64: ops.yaml: special.sinc (sinc, float64 -> float64)
cdef void _sinc_float64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const double*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sinc(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sinc_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sinc of float64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sinc_float64(&w)

# --- logit_bool: ops.yaml: special.logit (logit, bool -> float64)
cdef void _logit_bool(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def logit_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """logit of bool elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _logit_bool(&w)

# --- logit_int8: ops.yaml: special.logit (logit, int8 -> float64)
cdef void _logit_int8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def logit_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """logit of int8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _logit_int8(&w)

# --- logit_int16: ops.yaml: special.logit (logit, int16 -> float64)
cdef void _logit_int16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def logit_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """logit of int16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _logit_int16(&w)

# --- logit_int32: ops.yaml: special.logit (logit, int32 -> float64)
cdef void _logit_int32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def logit_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """logit of int32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _logit_int32(&w)

# --- logit_int64: ops.yaml: special.logit (logit, int64 -> float64)
cdef void _logit_int64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def logit_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """logit of int64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _logit_int64(&w)

# --- logit_uint8: ops.yaml: special.logit (logit, uint8 -> float64)
cdef void _logit_uint8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def logit_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """logit of uint8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _logit_uint8(&w)

# --- logit_uint16: ops.yaml: special.logit (logit, uint16 -> float64)
cdef void _logit_uint16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def logit_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """logit of uint16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _logit_uint16(&w)

# --- logit_uint32: ops.yaml: special.logit (logit, uint32 -> float64)
cdef void _logit_uint32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def logit_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """logit of uint32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _logit_uint32(&w)

# --- logit_uint64: ops.yaml: special.logit (logit, uint64 -> float64)
cdef void _logit_uint64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def logit_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """logit of uint64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _logit_uint64(&w)

# --- logit_float16: ops.yaml: special.logit (logit, float16 -> float32)
cdef void _logit_float16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_logit(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def logit_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """logit of float16 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _logit_float16(&w)

# --- logit_float32: ops.yaml: special.logit (logit, float32 -> float32)
cdef void _logit_float32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_logit(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def logit_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """logit of float32 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _logit_float32(&w)

# --- logit_float64: ops.yaml: special.logit (logit, float64 -> float64)
cdef void _logit_float64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const double*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_logit(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def logit_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """logit of float64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _logit_float64(&w)

# --- sigmoid_bool: ops.yaml: special.sigmoid (sigmoid, bool -> float64)
cdef void _sigmoid_bool(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sigmoid_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sigmoid of bool elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sigmoid_bool(&w)

# --- sigmoid_int8: ops.yaml: special.sigmoid (sigmoid, int8 -> float64)
cdef void _sigmoid_int8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sigmoid_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sigmoid of int8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sigmoid_int8(&w)

# --- sigmoid_int16: ops.yaml: special.sigmoid (sigmoid, int16 -> float64)
cdef void _sigmoid_int16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sigmoid_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sigmoid of int16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sigmoid_int16(&w)

# --- sigmoid_int32: ops.yaml: special.sigmoid (sigmoid, int32 -> float64)
cdef void _sigmoid_int32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sigmoid_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sigmoid of int32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sigmoid_int32(&w)

# --- sigmoid_int64: ops.yaml: special.sigmoid (sigmoid, int64 -> float64)
cdef void _sigmoid_int64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const int64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sigmoid_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sigmoid of int64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sigmoid_int64(&w)

# --- sigmoid_uint8: ops.yaml: special.sigmoid (sigmoid, uint8 -> float64)
cdef void _sigmoid_uint8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint8_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sigmoid_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sigmoid of uint8 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sigmoid_uint8(&w)

# --- sigmoid_uint16: ops.yaml: special.sigmoid (sigmoid, uint16 -> float64)
cdef void _sigmoid_uint16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint16_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sigmoid_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sigmoid of uint16 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sigmoid_uint16(&w)

# --- sigmoid_uint32: ops.yaml: special.sigmoid (sigmoid, uint32 -> float64)
cdef void _sigmoid_uint32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint32_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sigmoid_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sigmoid of uint32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sigmoid_uint32(&w)

# --- sigmoid_uint64: ops.yaml: special.sigmoid (sigmoid, uint64 -> float64)
cdef void _sigmoid_uint64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const uint64_t*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sigmoid_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sigmoid of uint64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sigmoid_uint64(&w)

# --- sigmoid_float16: ops.yaml: special.sigmoid (sigmoid, float16 -> float32)
cdef void _sigmoid_float16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>half_to_float((<const uint16_t*>(xp + i * xs0))[0])
                (<float*>(outp + i * os0))[0] = <float>(tp_sigmoid(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sigmoid_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sigmoid of float16 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sigmoid_float16(&w)

# --- sigmoid_float32: ops.yaml: special.sigmoid (sigmoid, float32 -> float32)
cdef void _sigmoid_float32(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const float*>(xp + i * xs0))[0]
                (<float*>(outp + i * os0))[0] = <float>(tp_sigmoid(v))
            else:
                (<float*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sigmoid_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sigmoid of float32 elements into float32."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sigmoid_float32(&w)

# --- sigmoid_float64: ops.yaml: special.sigmoid (sigmoid, float64 -> float64)
cdef void _sigmoid_float64(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (NULL: all valid), 2 output; any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double v
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1]) if w.p[1] != NULL else NULL
        outp = w.p[2] + offs[2]
        for i in range(n0):
            if mp == NULL or mp[i * ms0] != 0:
                v = <double>(<const double*>(xp + i * xs0))[0]
                (<double*>(outp + i * os0))[0] = <double>(tp_sigmoid(v))
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def sigmoid_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """sigmoid of float64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _sigmoid_float64(&w)

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

