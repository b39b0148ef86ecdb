# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of the scatter kind (ops masked_scatter, boolean_mask_update), one per element size.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._support cimport *

cnp.import_array()


# --- scatter_1: 1-byte elements (bool, int8, uint8)
cdef inline uint8_t _next_1(Walk* u, intp* uidx, intp* uoffs) noexcept nogil:
    # The next update of a multi-dim (broadcast) updates walk.
    cdef uint8_t v = (<const uint8_t*>(u.p[0] + uoffs[0]))[0]
    walk_next(u, u.nd, uidx, uoffs)
    return v


cdef void _scatter_1(Walk* w, Walk* u, intp n) noexcept nogil:
    # w: operands 0 input, 1 mask (uint8), 2 output (the input itself in
    # place), walked in logical order.  u: the n updates in the order they are
    # consumed; one dim (any stride) is the fast case.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp uidx[MAXD]
    cdef intp uoffs[4]
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef bint flat = u.nd == 1
    cdef const char* ub = u.p[0]
    cdef intp us = u.s[0][0]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* op
    for i in range(MAXD):
        idx[i] = 0
        uidx[i] = 0
    for i in range(4):
        offs[i] = 0
        uoffs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1])
        op = w.p[2] + offs[2]
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                if flat:
                    for i in range(n0):
                        (<uint8_t*>(op + i * os0))[0] = (<const uint8_t*>(ub + (k + i) * us))[0]
                    k += n0
                else:
                    for i in range(n0):
                        (<uint8_t*>(op + i * os0))[0] = _next_1(u, uidx, uoffs)
            elif xp != op:
                for i in range(n0):
                    (<uint8_t*>(op + i * os0))[0] = (<const uint8_t*>(xp + i * xs0))[0]
        elif flat:
            b = 0
            while b < n0:
                e = b + BLOCK if n0 - b > BLOCK else n0
                if n - k >= e - b:
                    # Branch-free: update k is read in bounds while a block's
                    # worth of updates remains.
                    for i in range(b, e):
                        (<uint8_t*>(op + i * os0))[0] = (<const uint8_t*>(ub + k * us))[0] if mp[i * ms0] != 0 else (<const uint8_t*>(xp + i * xs0))[0]
                        k += mp[i * ms0] != 0
                else:
                    for i in range(b, e):
                        if mp[i * ms0] != 0:
                            (<uint8_t*>(op + i * os0))[0] = (<const uint8_t*>(ub + k * us))[0]
                            k += 1
                        elif xp != op:
                            (<uint8_t*>(op + i * os0))[0] = (<const uint8_t*>(xp + i * xs0))[0]
                b = e
        else:
            for i in range(n0):
                if mp[i * ms0] != 0:
                    (<uint8_t*>(op + i * os0))[0] = _next_1(u, uidx, uoffs)
                elif xp != op:
                    (<uint8_t*>(op + i * os0))[0] = (<const uint8_t*>(xp + i * xs0))[0]
        walk_next(w, last, idx, offs)


def scatter_1(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims,
              cnp.ndarray updates, tuple udims, intp n):
    """out = x with the k-th True position set to the k-th update (1-byte elements)."""
    cdef Walk w
    cdef Walk u
    fill_walk(&w, (x, m, out), dims)
    fill_walk(&u, (updates,), udims)
    with nogil:
        _scatter_1(&w, &u, n)

# --- scatter_2: 2-byte elements (int16, uint16, float16)
cdef inline uint16_t _next_2(Walk* u, intp* uidx, intp* uoffs) noexcept nogil:
    # The next update of a multi-dim (broadcast) updates walk.
    cdef uint16_t v = (<const uint16_t*>(u.p[0] + uoffs[0]))[0]
    walk_next(u, u.nd, uidx, uoffs)
    return v


cdef void _scatter_2(Walk* w, Walk* u, intp n) noexcept nogil:
    # w: operands 0 input, 1 mask (uint8), 2 output (the input itself in
    # place), walked in logical order.  u: the n updates in the order they are
    # consumed; one dim (any stride) is the fast case.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp uidx[MAXD]
    cdef intp uoffs[4]
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef bint flat = u.nd == 1
    cdef const char* ub = u.p[0]
    cdef intp us = u.s[0][0]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* op
    for i in range(MAXD):
        idx[i] = 0
        uidx[i] = 0
    for i in range(4):
        offs[i] = 0
        uoffs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1])
        op = w.p[2] + offs[2]
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                if flat:
                    for i in range(n0):
                        (<uint16_t*>(op + i * os0))[0] = (<const uint16_t*>(ub + (k + i) * us))[0]
                    k += n0
                else:
                    for i in range(n0):
                        (<uint16_t*>(op + i * os0))[0] = _next_2(u, uidx, uoffs)
            elif xp != op:
                for i in range(n0):
                    (<uint16_t*>(op + i * os0))[0] = (<const uint16_t*>(xp + i * xs0))[0]
        elif flat:
            b = 0
            while b < n0:
                e = b + BLOCK if n0 - b > BLOCK else n0
                if n - k >= e - b:
                    # Branch-free: update k is read in bounds while a block's
                    # worth of updates remains.
                    for i in range(b, e):
                        (<uint16_t*>(op + i * os0))[0] = (<const uint16_t*>(ub + k * us))[0] if mp[i * ms0] != 0 else (<const uint16_t*>(xp + i * xs0))[0]
                        k += mp[i * ms0] != 0
                else:
                    for i in range(b, e):
                        if mp[i * ms0] != 0:
                            (<uint16_t*>(op + i * os0))[0] = (<const uint16_t*>(ub + k * us))[0]
                            k += 1
                        elif xp != op:
                            (<uint16_t*>(op + i * os0))[0] = (<const uint16_t*>(xp + i * xs0))[0]
                b = e
        else:
            for i in range(n0):
                if mp[i * ms0] != 0:
                    (<uint16_t*>(op + i * os0))[0] = _next_2(u, uidx, uoffs)
                elif xp != op:
                    (<uint16_t*>(op + i * os0))[0] = (<const uint16_t*>(xp + i * xs0))[0]
        walk_next(w, last, idx, offs)


def scatter_2(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims,
              cnp.ndarray updates, tuple udims, intp n):
    """out = x with the k-th True position set to the k-th update (2-byte elements)."""
    cdef Walk w
    cdef Walk u
    fill_walk(&w, (x, m, out), dims)
    fill_walk(&u, (updates,), udims)
    with nogil:
        _scatter_2(&w, &u, n)

# --- scatter_4: 4-byte elements (int32, uint32, float32)
cdef inline uint32_t _next_4(Walk* u, intp* uidx, intp* uoffs) noexcept nogil:
    # The next update of a multi-dim (broadcast) updates walk.
    cdef uint32_t v = (<const uint32_t*>(u.p[0] + uoffs[0]))[0]
    walk_next(u, u.nd, uidx, uoffs)
    return v


cdef void _scatter_4(Walk* w, Walk* u, intp n) noexcept nogil:
    # w: operands 0 input, 1 mask (uint8), 2 output (the input itself in
    # place), walked in logical order.  u: the n updates in the order they are
    # consumed; one dim (any stride) is the fast case.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp uidx[MAXD]
    cdef intp uoffs[4]
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef bint flat = u.nd == 1
    cdef const char* ub = u.p[0]
    cdef intp us = u.s[0][0]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* op
    for i in range(MAXD):
        idx[i] = 0
        uidx[i] = 0
    for i in range(4):
        offs[i] = 0
        uoffs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1])
        op = w.p[2] + offs[2]
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                if flat:
                    for i in range(n0):
                        (<uint32_t*>(op + i * os0))[0] = (<const uint32_t*>(ub + (k + i) * us))[0]
                    k += n0
                else:
                    for i in range(n0):
                        (<uint32_t*>(op + i * os0))[0] = _next_4(u, uidx, uoffs)
            elif xp != op:
                for i in range(n0):
                    (<uint32_t*>(op + i * os0))[0] = (<const uint32_t*>(xp + i * xs0))[0]
        elif flat:
            b = 0
            while b < n0:
                e = b + BLOCK if n0 - b > BLOCK else n0
                if n - k >= e - b:
                    # Branch-free: update k is read in bounds while a block's
                    # worth of updates remains.
                    for i in range(b, e):
                        (<uint32_t*>(op + i * os0))[0] = (<const uint32_t*>(ub + k * us))[0] if mp[i * ms0] != 0 else (<const uint32_t*>(xp + i * xs0))[0]
                        k += mp[i * ms0] != 0
                else:
                    for i in range(b, e):
                        if mp[i * ms0] != 0:
                            (<uint32_t*>(op + i * os0))[0] = (<const uint32_t*>(ub + k * us))[0]
                            k += 1
                        elif xp != op:
                            (<uint32_t*>(op + i * os0))[0] = (<const uint32_t*>(xp + i * xs0))[0]
                b = e
        else:
            for i in range(n0):
                if mp[i * ms0] != 0:
                    (<uint32_t*>(op + i * os0))[0] = _next_4(u, uidx, uoffs)
                elif xp != op:
                    (<uint32_t*>(op + i * os0))[0] = (<const uint32_t*>(xp + i * xs0))[0]
        walk_next(w, last, idx, offs)


def scatter_4(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims,
              cnp.ndarray updates, tuple udims, intp n):
    """out = x with the k-th True position set to the k-th update (4-byte elements)."""
    cdef Walk w
    cdef Walk u
    fill_walk(&w, (x, m, out), dims)
    fill_walk(&u, (updates,), udims)
    with nogil:
        _scatter_4(&w, &u, n)

# --- scatter_8: 8-byte elements (int64, uint64, float64, complex64)
cdef inline uint64_t _next_8(Walk* u, intp* uidx, intp* uoffs) noexcept nogil:
    # The next update of a multi-dim (broadcast) updates walk.
    cdef uint64_t v = (<const uint64_t*>(u.p[0] + uoffs[0]))[0]
    walk_next(u, u.nd, uidx, uoffs)
    return v


cdef void _scatter_8(Walk* w, Walk* u, intp n) noexcept nogil:
    # w: operands 0 input, 1 mask (uint8), 2 output (the input itself in
    # place), walked in logical order.  u: the n updates in the order they are
    # consumed; one dim (any stride) is the fast case.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp uidx[MAXD]
    cdef intp uoffs[4]
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef bint flat = u.nd == 1
    cdef const char* ub = u.p[0]
    cdef intp us = u.s[0][0]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* op
    for i in range(MAXD):
        idx[i] = 0
        uidx[i] = 0
    for i in range(4):
        offs[i] = 0
        uoffs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1])
        op = w.p[2] + offs[2]
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                if flat:
                    for i in range(n0):
                        (<uint64_t*>(op + i * os0))[0] = (<const uint64_t*>(ub + (k + i) * us))[0]
                    k += n0
                else:
                    for i in range(n0):
                        (<uint64_t*>(op + i * os0))[0] = _next_8(u, uidx, uoffs)
            elif xp != op:
                for i in range(n0):
                    (<uint64_t*>(op + i * os0))[0] = (<const uint64_t*>(xp + i * xs0))[0]
        elif flat:
            b = 0
            while b < n0:
                e = b + BLOCK if n0 - b > BLOCK else n0
                if n - k >= e - b:
                    # Branch-free: update k is read in bounds while a block's
                    # worth of updates remains.
                    for i in range(b, e):
                        (<uint64_t*>(op + i * os0))[0] = (<const uint64_t*>(ub + k * us))[0] if mp[i * ms0] != 0 else (<const uint64_t*>(xp + i * xs0))[0]
                        k += mp[i * ms0] != 0
                else:
                    for i in range(b, e):
                        if mp[i * ms0] != 0:
                            (<uint64_t*>(op + i * os0))[0] = (<const uint64_t*>(ub + k * us))[0]
                            k += 1
                        elif xp != op:
                            (<uint64_t*>(op + i * os0))[0] = (<const uint64_t*>(xp + i * xs0))[0]
                b = e
        else:
            for i in range(n0):
                if mp[i * ms0] != 0:
                    (<uint64_t*>(op + i * os0))[0] = _next_8(u, uidx, uoffs)
                elif xp != op:
                    (<uint64_t*>(op + i * os0))[0] = (<const uint64_t*>(xp + i * xs0))[0]
        walk_next(w, last, idx, offs)


def scatter_8(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims,
              cnp.ndarray updates, tuple udims, intp n):
    """out = x with the k-th True position set to the k-th update (8-byte elements)."""
    cdef Walk w
    cdef Walk u
    fill_walk(&w, (x, m, out), dims)
    fill_walk(&u, (updates,), udims)
    with nogil:
        _scatter_8(&w, &u, n)

# --- scatter_16: 16-byte elements (complex128)
cdef inline tp_u128 _next_16(Walk* u, intp* uidx, intp* uoffs) noexcept nogil:
    # The next update of a multi-dim (broadcast) updates walk.
    cdef tp_u128 v = (<const tp_u128*>(u.p[0] + uoffs[0]))[0]
    walk_next(u, u.nd, uidx, uoffs)
    return v


cdef void _scatter_16(Walk* w, Walk* u, intp n) noexcept nogil:
    # w: operands 0 input, 1 mask (uint8), 2 output (the input itself in
    # place), walked in logical order.  u: the n updates in the order they are
    # consumed; one dim (any stride) is the fast case.
    cdef intp idx[MAXD]
    cdef intp offs[4]
    cdef intp uidx[MAXD]
    cdef intp uoffs[4]
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef bint flat = u.nd == 1
    cdef const char* ub = u.p[0]
    cdef intp us = u.s[0][0]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* op
    for i in range(MAXD):
        idx[i] = 0
        uidx[i] = 0
    for i in range(4):
        offs[i] = 0
        uoffs[i] = 0
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + offs[0]
        mp = <const uint8_t*>(w.p[1] + offs[1])
        op = w.p[2] + offs[2]
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                if flat:
                    for i in range(n0):
                        (<tp_u128*>(op + i * os0))[0] = (<const tp_u128*>(ub + (k + i) * us))[0]
                    k += n0
                else:
                    for i in range(n0):
                        (<tp_u128*>(op + i * os0))[0] = _next_16(u, uidx, uoffs)
            elif xp != op:
                for i in range(n0):
                    (<tp_u128*>(op + i * os0))[0] = (<const tp_u128*>(xp + i * xs0))[0]
        elif flat:
            b = 0
            while b < n0:
                e = b + BLOCK if n0 - b > BLOCK else n0
                if n - k >= e - b:
                    # Branch-free: update k is read in bounds while a block's
                    # worth of updates remains.
                    for i in range(b, e):
                        (<tp_u128*>(op + i * os0))[0] = (<const tp_u128*>(ub + k * us))[0] if mp[i * ms0] != 0 else (<const tp_u128*>(xp + i * xs0))[0]
                        k += mp[i * ms0] != 0
                else:
                    for i in range(b, e):
                        if mp[i * ms0] != 0:
                            (<tp_u128*>(op + i * os0))[0] = (<const tp_u128*>(ub + k * us))[0]
                            k += 1
                        elif xp != op:
                            (<tp_u128*>(op + i * os0))[0] = (<const tp_u128*>(xp + i * xs0))[0]
                b = e
        else:
            for i in range(n0):
                if mp[i * ms0] != 0:
                    (<tp_u128*>(op + i * os0))[0] = _next_16(u, uidx, uoffs)
                elif xp != op:
                    (<tp_u128*>(op + i * os0))[0] = (<const tp_u128*>(xp + i * xs0))[0]
        walk_next(w, last, idx, offs)


def scatter_16(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims,
              cnp.ndarray updates, tuple udims, intp n):
    """out = x with the k-th True position set to the k-th update (16-byte elements)."""
    cdef Walk w
    cdef Walk u
    fill_walk(&w, (x, m, out), dims)
    fill_walk(&u, (updates,), udims)
    with nogil:
        _scatter_16(&w, &u, n)

# The kernel for each element size in bytes.
KERNELS = {1: scatter_1, 2: scatter_2, 4: scatter_4, 8: scatter_8, 16: scatter_16}

