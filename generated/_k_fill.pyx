# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of the fill kind (ops masked_fill, masked_fill_along_axis), one per element size.
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
    void tp_blend_1(uint8_t* o, const uint8_t* x, const uint8_t* m, uint8_t v, intp n)
    void tp_blend_inplace_1(uint8_t* o, const uint8_t* m, uint8_t v, intp n)

# --- fill_1: 1-byte elements (bool, int8, uint8)
cdef void _fill_1(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (uint8), 2 value, 3 output (the input itself
    # in place); strides are 0 where an operand is broadcast.  Any dim order.
    cdef tp_odo at
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last]
    cdef intp xs0 = w.s[0][last], ms0 = w.s[1][last], vs0 = w.s[2][last], os0 = w.s[3][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef const char* vp
    cdef char* outp
    cdef uint8_t v
    # Contiguous input and output, a mask byte per element and one value: a
    # blend the compiler vectorises.
    cdef bint dense = (xs0 == sizeof(uint8_t) and os0 == sizeof(uint8_t) and ms0 == 1 and vs0 == 0)
    walk_at(&at, w, last, 0)
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        vp = w.p[2] + at.off2
        outp = w.p[3] + at.off3
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                for i in range(n0):
                    (<uint8_t*>(outp + i * os0))[0] = (<const uint8_t*>(vp + i * vs0))[0]
            elif xp != outp:
                for i in range(n0):
                    (<uint8_t*>(outp + i * os0))[0] = (<const uint8_t*>(xp + i * xs0))[0]
        elif dense:
            v = (<const uint8_t*>vp)[0]
            if xp == outp:
                tp_blend_inplace_1(<uint8_t*>outp, mp, v, n0)
            else:
                tp_blend_1(<uint8_t*>outp, <const uint8_t*>xp, mp, v, n0)
        else:
            for i in range(n0):
                (<uint8_t*>(outp + i * os0))[0] = (<const uint8_t*>(vp + i * vs0))[0] if mp[i * ms0] != 0 else (<const uint8_t*>(xp + i * xs0))[0]
        walk_next(&at)


def fill_1(cnp.ndarray x, cnp.ndarray m, cnp.ndarray value, cnp.ndarray out, tuple dims):
    """out = value where m else x (1-byte elements); out may be x."""
    cdef Walk w
    fill_walk(&w, (x, m, value, out), dims)
    with nogil:
        _fill_1(&w)

cdef extern from "tp_support.h" nogil:
    void tp_blend_2(uint16_t* o, const uint16_t* x, const uint8_t* m, uint16_t v, intp n)
    void tp_blend_inplace_2(uint16_t* o, const uint8_t* m, uint16_t v, intp n)

# --- fill_2: 2-byte elements (int16, uint16, float16)
cdef void _fill_2(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (uint8), 2 value, 3 output (the input itself
    # in place); strides are 0 where an operand is broadcast.  Any dim order.
    cdef tp_odo at
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last]
    cdef intp xs0 = w.s[0][last], ms0 = w.s[1][last], vs0 = w.s[2][last], os0 = w.s[3][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef const char* vp
    cdef char* outp
    cdef uint16_t v
    # Contiguous input and output, a mask byte per element and one value: a
    # blend the compiler vectorises.
    cdef bint dense = (xs0 == sizeof(uint16_t) and os0 == sizeof(uint16_t) and ms0 == 1 and vs0 == 0)
    walk_at(&at, w, last, 0)
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        vp = w.p[2] + at.off2
        outp = w.p[3] + at.off3
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                for i in range(n0):
                    (<uint16_t*>(outp + i * os0))[0] = (<const uint16_t*>(vp + i * vs0))[0]
            elif xp != outp:
                for i in range(n0):
                    (<uint16_t*>(outp + i * os0))[0] = (<const uint16_t*>(xp + i * xs0))[0]
        elif dense:
            v = (<const uint16_t*>vp)[0]
            if xp == outp:
                tp_blend_inplace_2(<uint16_t*>outp, mp, v, n0)
            else:
                tp_blend_2(<uint16_t*>outp, <const uint16_t*>xp, mp, v, n0)
        else:
            for i in range(n0):
                (<uint16_t*>(outp + i * os0))[0] = (<const uint16_t*>(vp + i * vs0))[0] if mp[i * ms0] != 0 else (<const uint16_t*>(xp + i * xs0))[0]
        walk_next(&at)


def fill_2(cnp.ndarray x, cnp.ndarray m, cnp.ndarray value, cnp.ndarray out, tuple dims):
    """out = value where m else x (2-byte elements); out may be x."""
    cdef Walk w
    fill_walk(&w, (x, m, value, out), dims)
    with nogil:
        _fill_2(&w)

cdef extern from "tp_support.h" nogil:
    void tp_blend_4(uint32_t* o, const uint32_t* x, const uint8_t* m, uint32_t v, intp n)
    void tp_blend_inplace_4(uint32_t* o, const uint8_t* m, uint32_t v, intp n)

# --- fill_4: 4-byte elements (int32, uint32, float32)
cdef void _fill_4(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (uint8), 2 value, 3 output (the input itself
    # in place); strides are 0 where an operand is broadcast.  Any dim order.
    cdef tp_odo at
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last]
    cdef intp xs0 = w.s[0][last], ms0 = w.s[1][last], vs0 = w.s[2][last], os0 = w.s[3][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef const char* vp
    cdef char* outp
    cdef uint32_t v
    # Contiguous input and output, a mask byte per element and one value: a
    # blend the compiler vectorises.
    cdef bint dense = (xs0 == sizeof(uint32_t) and os0 == sizeof(uint32_t) and ms0 == 1 and vs0 == 0)
    walk_at(&at, w, last, 0)
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        vp = w.p[2] + at.off2
        outp = w.p[3] + at.off3
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                for i in range(n0):
                    (<uint32_t*>(outp + i * os0))[0] = (<const uint32_t*>(vp + i * vs0))[0]
            elif xp != outp:
                for i in range(n0):
                    (<uint32_t*>(outp + i * os0))[0] = (<const uint32_t*>(xp + i * xs0))[0]
        elif dense:
            v = (<const uint32_t*>vp)[0]
            if xp == outp:
                tp_blend_inplace_4(<uint32_t*>outp, mp, v, n0)
            else:
                tp_blend_4(<uint32_t*>outp, <const uint32_t*>xp, mp, v, n0)
        else:
            for i in range(n0):
                (<uint32_t*>(outp + i * os0))[0] = (<const uint32_t*>(vp + i * vs0))[0] if mp[i * ms0] != 0 else (<const uint32_t*>(xp + i * xs0))[0]
        walk_next(&at)


def fill_4(cnp.ndarray x, cnp.ndarray m, cnp.ndarray value, cnp.ndarray out, tuple dims):
    """out = value where m else x (4-byte elements); out may be x."""
    cdef Walk w
    fill_walk(&w, (x, m, value, out), dims)
    with nogil:
        _fill_4(&w)

cdef extern from "tp_support.h" nogil:
    void tp_blend_8(uint64_t* o, const uint64_t* x, const uint8_t* m, uint64_t v, intp n)
    void tp_blend_inplace_8(uint64_t* o, const uint8_t* m, uint64_t v, intp n)

# --- fill_8: 8-byte elements (int64, uint64, float64, complex64)
cdef void _fill_8(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (uint8), 2 value, 3 output (the input itself
    # in place); strides are 0 where an operand is broadcast.  Any dim order.
    cdef tp_odo at
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last]
    cdef intp xs0 = w.s[0][last], ms0 = w.s[1][last], vs0 = w.s[2][last], os0 = w.s[3][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef const char* vp
    cdef char* outp
    cdef uint64_t v
    # Contiguous input and output, a mask byte per element and one value: a
    # blend the compiler vectorises.
    cdef bint dense = (xs0 == sizeof(uint64_t) and os0 == sizeof(uint64_t) and ms0 == 1 and vs0 == 0)
    walk_at(&at, w, last, 0)
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        vp = w.p[2] + at.off2
        outp = w.p[3] + at.off3
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                for i in range(n0):
                    (<uint64_t*>(outp + i * os0))[0] = (<const uint64_t*>(vp + i * vs0))[0]
            elif xp != outp:
                for i in range(n0):
                    (<uint64_t*>(outp + i * os0))[0] = (<const uint64_t*>(xp + i * xs0))[0]
        elif dense:
            v = (<const uint64_t*>vp)[0]
            if xp == outp:
                tp_blend_inplace_8(<uint64_t*>outp, mp, v, n0)
            else:
                tp_blend_8(<uint64_t*>outp, <const uint64_t*>xp, mp, v, n0)
        else:
            for i in range(n0):
                (<uint64_t*>(outp + i * os0))[0] = (<const uint64_t*>(vp + i * vs0))[0] if mp[i * ms0] != 0 else (<const uint64_t*>(xp + i * xs0))[0]
        walk_next(&at)


def fill_8(cnp.ndarray x, cnp.ndarray m, cnp.ndarray value, cnp.ndarray out, tuple dims):
    """out = value where m else x (8-byte elements); out may be x."""
    cdef Walk w
    fill_walk(&w, (x, m, value, out), dims)
    with nogil:
        _fill_8(&w)

cdef extern from "tp_support.h" nogil:
    void tp_blend_16(tp_u128* o, const tp_u128* x, const uint8_t* m, tp_u128 v, intp n)
    void tp_blend_inplace_16(tp_u128* o, const uint8_t* m, tp_u128 v, intp n)

# --- fill_16: 16-byte elements (complex128)
cdef void _fill_16(Walk* w) noexcept nogil:
    # Operands: 0 input, 1 mask (uint8), 2 value, 3 output (the input itself
    # in place); strides are 0 where an operand is broadcast.  Any dim order.
    cdef tp_odo at
    cdef intp it, i, nrows
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last]
    cdef intp xs0 = w.s[0][last], ms0 = w.s[1][last], vs0 = w.s[2][last], os0 = w.s[3][last]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef const char* vp
    cdef char* outp
    cdef tp_u128 v
    # Contiguous input and output, a mask byte per element and one value: a
    # blend the compiler vectorises.
    cdef bint dense = (xs0 == sizeof(tp_u128) and os0 == sizeof(tp_u128) and ms0 == 1 and vs0 == 0)
    walk_at(&at, w, last, 0)
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        vp = w.p[2] + at.off2
        outp = w.p[3] + at.off3
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                for i in range(n0):
                    (<tp_u128*>(outp + i * os0))[0] = (<const tp_u128*>(vp + i * vs0))[0]
            elif xp != outp:
                for i in range(n0):
                    (<tp_u128*>(outp + i * os0))[0] = (<const tp_u128*>(xp + i * xs0))[0]
        elif dense:
            v = (<const tp_u128*>vp)[0]
            if xp == outp:
                tp_blend_inplace_16(<tp_u128*>outp, mp, v, n0)
            else:
                tp_blend_16(<tp_u128*>outp, <const tp_u128*>xp, mp, v, n0)
        else:
            for i in range(n0):
                (<tp_u128*>(outp + i * os0))[0] = (<const tp_u128*>(vp + i * vs0))[0] if mp[i * ms0] != 0 else (<const tp_u128*>(xp + i * xs0))[0]
        walk_next(&at)


def fill_16(cnp.ndarray x, cnp.ndarray m, cnp.ndarray value, cnp.ndarray out, tuple dims):
    """out = value where m else x (16-byte elements); out may be x."""
    cdef Walk w
    fill_walk(&w, (x, m, value, out), dims)
    with nogil:
        _fill_16(&w)

# The kernel for each element size in bytes.
KERNELS = {1: fill_1, 2: fill_2, 4: fill_4, 8: fill_8, 16: fill_16}



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
