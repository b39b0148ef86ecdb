# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of the select kind (ops masked_select, boolean_mask), one per element size.
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

from libc.string cimport memcpy

# --- select_1: 1-byte elements (bool, int8, uint8)
cdef void _select_1(Walk* w, uint8_t* o, intp n) noexcept nogil:
    # Operand 0 is the input, 1 the mask (uint8, stride 0 where broadcast),
    # walked in logical order: the k-th True element (row-major) goes to o[k].
    cdef tp_odo at
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last]
    cdef const char* xp
    cdef const uint8_t* mp
    walk_at(&at, w, last, 0)
    nrows = prod_shape(last, w.shape)
    # The same mask row for every row (a mask along the last dim only, as in
    # x[:, m]): find its valid offsets once, then gather them from each row.
    cdef bint same_row = ms0 != 0 and nrows > 1
    cdef intp d, c = 0
    cdef intp* pick = NULL
    for d in range(last):
        if w.s[1][d] != 0:
            same_row = False
    if same_row:
        pick = <intp*>malloc(n0 * sizeof(intp))
    if pick != NULL:
        mp = <const uint8_t*>w.p[1]
        for i in range(n0):
            pick[c] = i * xs0
            c += mp[i * ms0] != 0
        for it in range(nrows):
            xp = w.p[0] + at.off0
            for i in range(c):
                o[k + i] = (<const uint8_t*>(xp + pick[i]))[0]
            k += c
            walk_next(&at)
        free(pick)
        return
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        if ms0 == 0:
            # The mask is constant along the row: all of it or none of it.
            if mp[0]:
                if xs0 == sizeof(uint8_t):
                    memcpy(o + k, xp, n0 * sizeof(uint8_t))
                else:
                    for i in range(n0):
                        o[k + i] = (<const uint8_t*>(xp + i * xs0))[0]
                k += n0
        else:
            b = 0
            while b < n0:
                e = b + BLOCK if n0 - b > BLOCK else n0
                if n - k >= e - b:
                    # Branch-free: write every element, advance past the valid
                    # ones (a random mask mispredicts a branch half the time).
                    # o[k] stays in bounds: k < n while a block's worth remains.
                    for i in range(b, e):
                        o[k] = (<const uint8_t*>(xp + i * xs0))[0]
                        k += mp[i * ms0] != 0
                else:
                    for i in range(b, e):
                        if mp[i * ms0] != 0:
                            o[k] = (<const uint8_t*>(xp + i * xs0))[0]
                            k += 1
                b = e
        walk_next(&at)


def select_1(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims):
    """Copy x's valid elements (1-byte) into the contiguous out, in order."""
    cdef Walk w
    fill_walk(&w, (x, m), dims)
    cdef uint8_t* o = <uint8_t*>cnp.PyArray_DATA(out)
    cdef intp n = cnp.PyArray_SIZE(out)
    with nogil:
        _select_1(&w, o, n)

# --- select_2: 2-byte elements (int16, uint16, float16)
cdef void _select_2(Walk* w, uint16_t* o, intp n) noexcept nogil:
    # Operand 0 is the input, 1 the mask (uint8, stride 0 where broadcast),
    # walked in logical order: the k-th True element (row-major) goes to o[k].
    cdef tp_odo at
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last]
    cdef const char* xp
    cdef const uint8_t* mp
    walk_at(&at, w, last, 0)
    nrows = prod_shape(last, w.shape)
    # The same mask row for every row (a mask along the last dim only, as in
    # x[:, m]): find its valid offsets once, then gather them from each row.
    cdef bint same_row = ms0 != 0 and nrows > 1
    cdef intp d, c = 0
    cdef intp* pick = NULL
    for d in range(last):
        if w.s[1][d] != 0:
            same_row = False
    if same_row:
        pick = <intp*>malloc(n0 * sizeof(intp))
    if pick != NULL:
        mp = <const uint8_t*>w.p[1]
        for i in range(n0):
            pick[c] = i * xs0
            c += mp[i * ms0] != 0
        for it in range(nrows):
            xp = w.p[0] + at.off0
            for i in range(c):
                o[k + i] = (<const uint16_t*>(xp + pick[i]))[0]
            k += c
            walk_next(&at)
        free(pick)
        return
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        if ms0 == 0:
            # The mask is constant along the row: all of it or none of it.
            if mp[0]:
                if xs0 == sizeof(uint16_t):
                    memcpy(o + k, xp, n0 * sizeof(uint16_t))
                else:
                    for i in range(n0):
                        o[k + i] = (<const uint16_t*>(xp + i * xs0))[0]
                k += n0
        else:
            b = 0
            while b < n0:
                e = b + BLOCK if n0 - b > BLOCK else n0
                if n - k >= e - b:
                    # Branch-free: write every element, advance past the valid
                    # ones (a random mask mispredicts a branch half the time).
                    # o[k] stays in bounds: k < n while a block's worth remains.
                    for i in range(b, e):
                        o[k] = (<const uint16_t*>(xp + i * xs0))[0]
                        k += mp[i * ms0] != 0
                else:
                    for i in range(b, e):
                        if mp[i * ms0] != 0:
                            o[k] = (<const uint16_t*>(xp + i * xs0))[0]
                            k += 1
                b = e
        walk_next(&at)


def select_2(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims):
    """Copy x's valid elements (2-byte) into the contiguous out, in order."""
    cdef Walk w
    fill_walk(&w, (x, m), dims)
    cdef uint16_t* o = <uint16_t*>cnp.PyArray_DATA(out)
    cdef intp n = cnp.PyArray_SIZE(out)
    with nogil:
        _select_2(&w, o, n)

# --- select_4: 4-byte elements (int32, uint32, float32)
cdef void _select_4(Walk* w, uint32_t* o, intp n) noexcept nogil:
    # Operand 0 is the input, 1 the mask (uint8, stride 0 where broadcast),
    # walked in logical order: the k-th True element (row-major) goes to o[k].
    cdef tp_odo at
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last]
    cdef const char* xp
    cdef const uint8_t* mp
    walk_at(&at, w, last, 0)
    nrows = prod_shape(last, w.shape)
    # The same mask row for every row (a mask along the last dim only, as in
    # x[:, m]): find its valid offsets once, then gather them from each row.
    cdef bint same_row = ms0 != 0 and nrows > 1
    cdef intp d, c = 0
    cdef intp* pick = NULL
    for d in range(last):
        if w.s[1][d] != 0:
            same_row = False
    if same_row:
        pick = <intp*>malloc(n0 * sizeof(intp))
    if pick != NULL:
        mp = <const uint8_t*>w.p[1]
        for i in range(n0):
            pick[c] = i * xs0
            c += mp[i * ms0] != 0
        for it in range(nrows):
            xp = w.p[0] + at.off0
            for i in range(c):
                o[k + i] = (<const uint32_t*>(xp + pick[i]))[0]
            k += c
            walk_next(&at)
        free(pick)
        return
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        if ms0 == 0:
            # The mask is constant along the row: all of it or none of it.
            if mp[0]:
                if xs0 == sizeof(uint32_t):
                    memcpy(o + k, xp, n0 * sizeof(uint32_t))
                else:
                    for i in range(n0):
                        o[k + i] = (<const uint32_t*>(xp + i * xs0))[0]
                k += n0
        else:
            b = 0
            while b < n0:
                e = b + BLOCK if n0 - b > BLOCK else n0
                if n - k >= e - b:
                    # Branch-free: write every element, advance past the valid
                    # ones (a random mask mispredicts a branch half the time).
                    # o[k] stays in bounds: k < n while a block's worth remains.
                    for i in range(b, e):
                        o[k] = (<const uint32_t*>(xp + i * xs0))[0]
                        k += mp[i * ms0] != 0
                else:
                    for i in range(b, e):
                        if mp[i * ms0] != 0:
                            o[k] = (<const uint32_t*>(xp + i * xs0))[0]
                            k += 1
                b = e
        walk_next(&at)


def select_4(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims):
    """Copy x's valid elements (4-byte) into the contiguous out, in order."""
    cdef Walk w
    fill_walk(&w, (x, m), dims)
    cdef uint32_t* o = <uint32_t*>cnp.PyArray_DATA(out)
    cdef intp n = cnp.PyArray_SIZE(out)
    with nogil:
        _select_4(&w, o, n)

# --- select_8: 8-byte elements (int64, uint64, float64, complex64)
cdef void _select_8(Walk* w, uint64_t* o, intp n) noexcept nogil:
    # Operand 0 is the input, 1 the mask (uint8, stride 0 where broadcast),
    # walked in logical order: the k-th True element (row-major) goes to o[k].
    cdef tp_odo at
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last]
    cdef const char* xp
    cdef const uint8_t* mp
    walk_at(&at, w, last, 0)
    nrows = prod_shape(last, w.shape)
    # The same mask row for every row (a mask along the last dim only, as in
    # x[:, m]): find its valid offsets once, then gather them from each row.
    cdef bint same_row = ms0 != 0 and nrows > 1
    cdef intp d, c = 0
    cdef intp* pick = NULL
    for d in range(last):
        if w.s[1][d] != 0:
            same_row = False
    if same_row:
        pick = <intp*>malloc(n0 * sizeof(intp))
    if pick != NULL:
        mp = <const uint8_t*>w.p[1]
        for i in range(n0):
            pick[c] = i * xs0
            c += mp[i * ms0] != 0
        for it in range(nrows):
            xp = w.p[0] + at.off0
            for i in range(c):
                o[k + i] = (<const uint64_t*>(xp + pick[i]))[0]
            k += c
            walk_next(&at)
        free(pick)
        return
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        if ms0 == 0:
            # The mask is constant along the row: all of it or none of it.
            if mp[0]:
                if xs0 == sizeof(uint64_t):
                    memcpy(o + k, xp, n0 * sizeof(uint64_t))
                else:
                    for i in range(n0):
                        o[k + i] = (<const uint64_t*>(xp + i * xs0))[0]
                k += n0
        else:
            b = 0
            while b < n0:
                e = b + BLOCK if n0 - b > BLOCK else n0
                if n - k >= e - b:
                    # Branch-free: write every element, advance past the valid
                    # ones (a random mask mispredicts a branch half the time).
                    # o[k] stays in bounds: k < n while a block's worth remains.
                    for i in range(b, e):
                        o[k] = (<const uint64_t*>(xp + i * xs0))[0]
                        k += mp[i * ms0] != 0
                else:
                    for i in range(b, e):
                        if mp[i * ms0] != 0:
                            o[k] = (<const uint64_t*>(xp + i * xs0))[0]
                            k += 1
                b = e
        walk_next(&at)


def select_8(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims):
    """Copy x's valid elements (8-byte) into the contiguous out, in order."""
    cdef Walk w
    fill_walk(&w, (x, m), dims)
    cdef uint64_t* o = <uint64_t*>cnp.PyArray_DATA(out)
    cdef intp n = cnp.PyArray_SIZE(out)
    with nogil:
        _select_8(&w, o, n)

# --- select_16: 16-byte elements (complex128)
cdef void _select_16(Walk* w, tp_u128* o, intp n) noexcept nogil:
    # Operand 0 is the input, 1 the mask (uint8, stride 0 where broadcast),
    # walked in logical order: the k-th True element (row-major) goes to o[k].
    cdef tp_odo at
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last]
    cdef const char* xp
    cdef const uint8_t* mp
    walk_at(&at, w, last, 0)
    nrows = prod_shape(last, w.shape)
    # The same mask row for every row (a mask along the last dim only, as in
    # x[:, m]): find its valid offsets once, then gather them from each row.
    cdef bint same_row = ms0 != 0 and nrows > 1
    cdef intp d, c = 0
    cdef intp* pick = NULL
    for d in range(last):
        if w.s[1][d] != 0:
            same_row = False
    if same_row:
        pick = <intp*>malloc(n0 * sizeof(intp))
    if pick != NULL:
        mp = <const uint8_t*>w.p[1]
        for i in range(n0):
            pick[c] = i * xs0
            c += mp[i * ms0] != 0
        for it in range(nrows):
            xp = w.p[0] + at.off0
            for i in range(c):
                o[k + i] = (<const tp_u128*>(xp + pick[i]))[0]
            k += c
            walk_next(&at)
        free(pick)
        return
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        if ms0 == 0:
            # The mask is constant along the row: all of it or none of it.
            if mp[0]:
                if xs0 == sizeof(tp_u128):
                    memcpy(o + k, xp, n0 * sizeof(tp_u128))
                else:
                    for i in range(n0):
                        o[k + i] = (<const tp_u128*>(xp + i * xs0))[0]
                k += n0
        else:
            b = 0
            while b < n0:
                e = b + BLOCK if n0 - b > BLOCK else n0
                if n - k >= e - b:
                    # Branch-free: write every element, advance past the valid
                    # ones (a random mask mispredicts a branch half the time).
                    # o[k] stays in bounds: k < n while a block's worth remains.
                    for i in range(b, e):
                        o[k] = (<const tp_u128*>(xp + i * xs0))[0]
                        k += mp[i * ms0] != 0
                else:
                    for i in range(b, e):
                        if mp[i * ms0] != 0:
                            o[k] = (<const tp_u128*>(xp + i * xs0))[0]
                            k += 1
                b = e
        walk_next(&at)


def select_16(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims):
    """Copy x's valid elements (16-byte) into the contiguous out, in order."""
    cdef Walk w
    fill_walk(&w, (x, m), dims)
    cdef tp_u128* o = <tp_u128*>cnp.PyArray_DATA(out)
    cdef intp n = cnp.PyArray_SIZE(out)
    with nogil:
        _select_16(&w, o, n)

# The kernel for each element size in bytes.
KERNELS = {1: select_1, 2: select_2, 4: select_4, 8: select_8, 16: select_16}



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
