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

# --- half_int32: ops.yaml: special.half (half, int32 -> float64)
cdef void _half_int32(Walk* w) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(v / 2)
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def half_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """half of int32 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _half_int32(&w)

# --- half_int64: ops.yaml: special.half (half, int64 -> float64)
cdef void _half_int64(Walk* w) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(v / 2)
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def half_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """half of int64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _half_int64(&w)

# --- half_float64: ops.yaml: special.half (half, float64 -> float64)
cdef void _half_float64(Walk* w) noexcept nogil:
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
                (<double*>(outp + i * os0))[0] = <double>(v / 2)
            else:
                (<double*>(outp + i * os0))[0] = 0
        walk_next(w, last, idx, offs)


def half_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
    """half of float64 elements into float64."""
    cdef Walk w
    fill_walk(&w, (x, m, out), dims)
    with nogil:
        _half_float64(&w)

# The kernels of each function, by input dtype: (kernel, dtype it writes).
KERNELS = {
    "half": {"int32": (half_int32, "float64"), "int64": (half_int64, "float64"), "float64": (half_float64, "float64")},
}

