# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of the fill kind (ops blank), one per element size.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._support cimport *

cnp.import_array()


# --- fill_4: 4-byte elements (int32)
cdef void _fill_4(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (uint8), 2 value, 3 output (the input itself
    # in place); strides are 0 where an operand is broadcast.  Any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last]
    cdef intp xs0 = w.s[0][last], ms0 = w.s[1][last], vs0 = w.s[2][last], os0 = w.s[3][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef const char* vp
    cdef char* op
    cdef const uint32_t* xc
    cdef uint32_t* oc
    cdef uint32_t v
    # Contiguous input and output, a mask byte per element and one value: the
    # loop the compiler vectorises as a blend.
    cdef bint dense = (xs0 == sizeof(uint32_t) and os0 == sizeof(uint32_t) and ms0 == 1 and vs0 == 0)
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1])
        vp = w.p[2] + offs[2]
        op = w.p[3] + offs[3]
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                for i in range(n0):
                    (<uint32_t*>(op + i * os0))[0] = (<const uint32_t*>(vp + i * vs0))[0]
            elif xp != op:
                for i in range(n0):
                    (<uint32_t*>(op + i * os0))[0] = (<const uint32_t*>(xp + i * xs0))[0]
        elif dense:
            v = (<const uint32_t*>vp)[0]
            xc = <const uint32_t*>xp
            oc = <uint32_t*>op
            for i in range(n0):
                oc[i] = v if mp[i] != 0 else xc[i]
        else:
            for i in range(n0):
                (<uint32_t*>(op + i * os0))[0] = (<const uint32_t*>(vp + i * vs0))[0] if mp[i * ms0] != 0 else (<const uint32_t*>(xp + i * xs0))[0]
        walk_next(w, last, idx, offs)


def fill_4(cnp.ndarray x, cnp.ndarray m, cnp.ndarray value, cnp.ndarray out, tuple dims):
    """out = value where m else x (4-byte elements); out may be x."""
    cdef Walk w
    fill_walk(&w, (x, m, value, out), dims)
    with nogil:
        _fill_4(&w)

# --- fill_8: 8-byte elements (int64, float64)
cdef void _fill_8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (uint8), 2 value, 3 output (the input itself
    # in place); strides are 0 where an operand is broadcast.  Any dim order.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last]
    cdef intp xs0 = w.s[0][last], ms0 = w.s[1][last], vs0 = w.s[2][last], os0 = w.s[3][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef const char* vp
    cdef char* op
    cdef const uint64_t* xc
    cdef uint64_t* oc
    cdef uint64_t v
    # Contiguous input and output, a mask byte per element and one value: the
    # loop the compiler vectorises as a blend.
    cdef bint dense = (xs0 == sizeof(uint64_t) and os0 == sizeof(uint64_t) and ms0 == 1 and vs0 == 0)
    for i in range(MAXD):
        idx[i] = 0
    for i in range(4):
        offs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1])
        vp = w.p[2] + offs[2]
        op = w.p[3] + offs[3]
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                for i in range(n0):
                    (<uint64_t*>(op + i * os0))[0] = (<const uint64_t*>(vp + i * vs0))[0]
            elif xp != op:
                for i in range(n0):
                    (<uint64_t*>(op + i * os0))[0] = (<const uint64_t*>(xp + i * xs0))[0]
        elif dense:
            v = (<const uint64_t*>vp)[0]
            xc = <const uint64_t*>xp
            oc = <uint64_t*>op
            for i in range(n0):
                oc[i] = v if mp[i] != 0 else xc[i]
        else:
            for i in range(n0):
                (<uint64_t*>(op + i * os0))[0] = (<const uint64_t*>(vp + i * vs0))[0] if mp[i * ms0] != 0 else (<const uint64_t*>(xp + i * xs0))[0]
        walk_next(w, last, idx, offs)


def fill_8(cnp.ndarray x, cnp.ndarray m, cnp.ndarray value, cnp.ndarray out, tuple dims):
    """out = value where m else x (8-byte elements); out may be x."""
    cdef Walk w
    fill_walk(&w, (x, m, value, out), dims)
    with nogil:
        _fill_8(&w)

# The kernel for each element size in bytes.
KERNELS = {4: fill_4, 8: fill_8}

