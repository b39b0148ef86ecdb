# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of the scatter kind (ops masked_scatter, boolean_mask_update), one per element size.
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
    intp tp_scatter_1(uint8_t* o, const uint8_t* x, const uint8_t* m, const uint8_t* u,
                          intp n, intp k)
    uint8_t tp_pick_1(int m, uint8_t a, uint8_t b)

# --- scatter_1: 1-byte elements (bool, int8, uint8)
cdef inline uint8_t _next_1(Walk* u, tp_odo* at) noexcept nogil:
    # The next update of a multi-dim (broadcast) updates walk.
    cdef uint8_t v = (<const uint8_t*>(u.p[0] + at.off0))[0]
    walk_next(at)
    return v


cdef void _scatter_1(Walk* w, Walk* u, intp n) noexcept nogil:
    # w: operands 0 input, 1 mask (uint8), 2 output (the input itself in
    # place), walked in logical order.  u: the n updates in the order they are
    # consumed; one dim (any stride) is the fast case.
    cdef tp_odo at
    cdef tp_odo uat
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef bint flat = u.nd == 1
    cdef bint dense = (xs0 == sizeof(uint8_t) and os0 == sizeof(uint8_t) and ms0 == 1
                       and u.s[0][0] == sizeof(uint8_t))
    cdef uint8_t uv, xv
    cdef int sel
    cdef const char* ub = u.p[0]
    cdef intp us = u.s[0][0]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    walk_at(&at, w, last, 0)
    walk_at(&uat, u, u.nd, 0)
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        outp = w.p[2] + at.off2
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                if flat:
                    for i in range(n0):
                        (<uint8_t*>(outp + i * os0))[0] = (<const uint8_t*>(ub + (k + i) * us))[0]
                    k += n0
                else:
                    for i in range(n0):
                        (<uint8_t*>(outp + i * os0))[0] = _next_1(u, &uat)
            elif xp != outp:
                for i in range(n0):
                    (<uint8_t*>(outp + i * os0))[0] = (<const uint8_t*>(xp + i * xs0))[0]
        elif flat:
            # Branch-free in chunks of at most n - k elements: the update at k
            # is read for every element (k advances only past valid ones), so
            # it stays in bounds.  A random mask would mispredict a branch.
            b = 0
            while b < n0:
                e = b + (n - k) if n0 - b > n - k else n0
                if e == b:
                    # Every update is used: the rest of the row is unselected.
                    if xp != outp:
                        for i in range(b, n0):
                            (<uint8_t*>(outp + i * os0))[0] = (<const uint8_t*>(xp + i * xs0))[0]
                    break
                if dense:
                    k = tp_scatter_1(<uint8_t*>outp + b, <const uint8_t*>xp + b, mp + b,
                                         <const uint8_t*>ub, e - b, k)
                else:
                    for i in range(b, e):
                        uv = (<const uint8_t*>(ub + k * us))[0]
                        xv = (<const uint8_t*>(xp + i * xs0))[0]
                        sel = mp[i * ms0] != 0
                        (<uint8_t*>(outp + i * os0))[0] = tp_pick_1(sel, uv, xv)
                        k += sel
                b = e
        else:
            for i in range(n0):
                if mp[i * ms0] != 0:
                    (<uint8_t*>(outp + i * os0))[0] = _next_1(u, &uat)
                elif xp != outp:
                    (<uint8_t*>(outp + i * os0))[0] = (<const uint8_t*>(xp + i * xs0))[0]
        walk_next(&at)


def scatter_1(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims,
              cnp.ndarray updates, tuple udims, intp n):
    """out = x with the k-th True position set to the k-th update (1-byte elements)."""
    cdef Walk w
    cdef Walk u
    fill_walk(&w, (x, m, out), dims)
    fill_walk(&u, (updates,), udims)
    with nogil:
        _scatter_1(&w, &u, n)

cdef extern from "tp_support.h" nogil:
    intp tp_scatter_2(uint16_t* o, const uint16_t* x, const uint8_t* m, const uint16_t* u,
                          intp n, intp k)
    uint16_t tp_pick_2(int m, uint16_t a, uint16_t b)

# --- scatter_2: 2-byte elements (int16, uint16, float16)
cdef inline uint16_t _next_2(Walk* u, tp_odo* at) noexcept nogil:
    # The next update of a multi-dim (broadcast) updates walk.
    cdef uint16_t v = (<const uint16_t*>(u.p[0] + at.off0))[0]
    walk_next(at)
    return v


cdef void _scatter_2(Walk* w, Walk* u, intp n) noexcept nogil:
    # w: operands 0 input, 1 mask (uint8), 2 output (the input itself in
    # place), walked in logical order.  u: the n updates in the order they are
    # consumed; one dim (any stride) is the fast case.
    cdef tp_odo at
    cdef tp_odo uat
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef bint flat = u.nd == 1
    cdef bint dense = (xs0 == sizeof(uint16_t) and os0 == sizeof(uint16_t) and ms0 == 1
                       and u.s[0][0] == sizeof(uint16_t))
    cdef uint16_t uv, xv
    cdef int sel
    cdef const char* ub = u.p[0]
    cdef intp us = u.s[0][0]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    walk_at(&at, w, last, 0)
    walk_at(&uat, u, u.nd, 0)
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        outp = w.p[2] + at.off2
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                if flat:
                    for i in range(n0):
                        (<uint16_t*>(outp + i * os0))[0] = (<const uint16_t*>(ub + (k + i) * us))[0]
                    k += n0
                else:
                    for i in range(n0):
                        (<uint16_t*>(outp + i * os0))[0] = _next_2(u, &uat)
            elif xp != outp:
                for i in range(n0):
                    (<uint16_t*>(outp + i * os0))[0] = (<const uint16_t*>(xp + i * xs0))[0]
        elif flat:
            # Branch-free in chunks of at most n - k elements: the update at k
            # is read for every element (k advances only past valid ones), so
            # it stays in bounds.  A random mask would mispredict a branch.
            b = 0
            while b < n0:
                e = b + (n - k) if n0 - b > n - k else n0
                if e == b:
                    # Every update is used: the rest of the row is unselected.
                    if xp != outp:
                        for i in range(b, n0):
                            (<uint16_t*>(outp + i * os0))[0] = (<const uint16_t*>(xp + i * xs0))[0]
                    break
                if dense:
                    k = tp_scatter_2(<uint16_t*>outp + b, <const uint16_t*>xp + b, mp + b,
                                         <const uint16_t*>ub, e - b, k)
                else:
                    for i in range(b, e):
                        uv = (<const uint16_t*>(ub + k * us))[0]
                        xv = (<const uint16_t*>(xp + i * xs0))[0]
                        sel = mp[i * ms0] != 0
                        (<uint16_t*>(outp + i * os0))[0] = tp_pick_2(sel, uv, xv)
                        k += sel
                b = e
        else:
            for i in range(n0):
                if mp[i * ms0] != 0:
                    (<uint16_t*>(outp + i * os0))[0] = _next_2(u, &uat)
                elif xp != outp:
                    (<uint16_t*>(outp + i * os0))[0] = (<const uint16_t*>(xp + i * xs0))[0]
        walk_next(&at)


def scatter_2(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims,
              cnp.ndarray updates, tuple udims, intp n):
    """out = x with the k-th True position set to the k-th update (2-byte elements)."""
    cdef Walk w
    cdef Walk u
    fill_walk(&w, (x, m, out), dims)
    fill_walk(&u, (updates,), udims)
    with nogil:
        _scatter_2(&w, &u, n)

cdef extern from "tp_support.h" nogil:
    intp tp_scatter_4(uint32_t* o, const uint32_t* x, const uint8_t* m, const uint32_t* u,
                          intp n, intp k)
    uint32_t tp_pick_4(int m, uint32_t a, uint32_t b)

# --- scatter_4: 4-byte elements (int32, uint32, float32)
cdef inline uint32_t _next_4(Walk* u, tp_odo* at) noexcept nogil:
    # The next update of a multi-dim (broadcast) updates walk.
    cdef uint32_t v = (<const uint32_t*>(u.p[0] + at.off0))[0]
    walk_next(at)
    return v


cdef void _scatter_4(Walk* w, Walk* u, intp n) noexcept nogil:
    # w: operands 0 input, 1 mask (uint8), 2 output (the input itself in
    # place), walked in logical order.  u: the n updates in the order they are
    # consumed; one dim (any stride) is the fast case.
    cdef tp_odo at
    cdef tp_odo uat
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef bint flat = u.nd == 1
    cdef bint dense = (xs0 == sizeof(uint32_t) and os0 == sizeof(uint32_t) and ms0 == 1
                       and u.s[0][0] == sizeof(uint32_t))
    cdef uint32_t uv, xv
    cdef int sel
    cdef const char* ub = u.p[0]
    cdef intp us = u.s[0][0]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    walk_at(&at, w, last, 0)
    walk_at(&uat, u, u.nd, 0)
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        outp = w.p[2] + at.off2
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                if flat:
                    for i in range(n0):
                        (<uint32_t*>(outp + i * os0))[0] = (<const uint32_t*>(ub + (k + i) * us))[0]
                    k += n0
                else:
                    for i in range(n0):
                        (<uint32_t*>(outp + i * os0))[0] = _next_4(u, &uat)
            elif xp != outp:
                for i in range(n0):
                    (<uint32_t*>(outp + i * os0))[0] = (<const uint32_t*>(xp + i * xs0))[0]
        elif flat:
            # Branch-free in chunks of at most n - k elements: the update at k
            # is read for every element (k advances only past valid ones), so
            # it stays in bounds.  A random mask would mispredict a branch.
            b = 0
            while b < n0:
                e = b + (n - k) if n0 - b > n - k else n0
                if e == b:
                    # Every update is used: the rest of the row is unselected.
                    if xp != outp:
                        for i in range(b, n0):
                            (<uint32_t*>(outp + i * os0))[0] = (<const uint32_t*>(xp + i * xs0))[0]
                    break
                if dense:
                    k = tp_scatter_4(<uint32_t*>outp + b, <const uint32_t*>xp + b, mp + b,
                                         <const uint32_t*>ub, e - b, k)
                else:
                    for i in range(b, e):
                        uv = (<const uint32_t*>(ub + k * us))[0]
                        xv = (<const uint32_t*>(xp + i * xs0))[0]
                        sel = mp[i * ms0] != 0
                        (<uint32_t*>(outp + i * os0))[0] = tp_pick_4(sel, uv, xv)
                        k += sel
                b = e
        else:
            for i in range(n0):
                if mp[i * ms0] != 0:
                    (<uint32_t*>(outp + i * os0))[0] = _next_4(u, &uat)
                elif xp != outp:
                    (<uint32_t*>(outp + i * os0))[0] = (<const uint32_t*>(xp + i * xs0))[0]
        walk_next(&at)


def scatter_4(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims,
              cnp.ndarray updates, tuple udims, intp n):
    """out = x with the k-th True position set to the k-th update (4-byte elements)."""
    cdef Walk w
    cdef Walk u
    fill_walk(&w, (x, m, out), dims)
    fill_walk(&u, (updates,), udims)
    with nogil:
        _scatter_4(&w, &u, n)

cdef extern from "tp_support.h" nogil:
    intp tp_scatter_8(uint64_t* o, const uint64_t* x, const uint8_t* m, const uint64_t* u,
                          intp n, intp k)
    uint64_t tp_pick_8(int m, uint64_t a, uint64_t b)

# --- scatter_8: 8-byte elements (int64, uint64, float64, complex64)
cdef inline uint64_t _next_8(Walk* u, tp_odo* at) noexcept nogil:
    # The next update of a multi-dim (broadcast) updates walk.
    cdef uint64_t v = (<const uint64_t*>(u.p[0] + at.off0))[0]
    walk_next(at)
    return v


cdef void _scatter_8(Walk* w, Walk* u, intp n) noexcept nogil:
    # w: operands 0 input, 1 mask (uint8), 2 output (the input itself in
    # place), walked in logical order.  u: the n updates in the order they are
    # consumed; one dim (any stride) is the fast case.
    cdef tp_odo at
    cdef tp_odo uat
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef bint flat = u.nd == 1
    cdef bint dense = (xs0 == sizeof(uint64_t) and os0 == sizeof(uint64_t) and ms0 == 1
                       and u.s[0][0] == sizeof(uint64_t))
    cdef uint64_t uv, xv
    cdef int sel
    cdef const char* ub = u.p[0]
    cdef intp us = u.s[0][0]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    walk_at(&at, w, last, 0)
    walk_at(&uat, u, u.nd, 0)
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        outp = w.p[2] + at.off2
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                if flat:
                    for i in range(n0):
                        (<uint64_t*>(outp + i * os0))[0] = (<const uint64_t*>(ub + (k + i) * us))[0]
                    k += n0
                else:
                    for i in range(n0):
                        (<uint64_t*>(outp + i * os0))[0] = _next_8(u, &uat)
            elif xp != outp:
                for i in range(n0):
                    (<uint64_t*>(outp + i * os0))[0] = (<const uint64_t*>(xp + i * xs0))[0]
        elif flat:
            # Branch-free in chunks of at most n - k elements: the update at k
            # is read for every element (k advances only past valid ones), so
            # it stays in bounds.  A random mask would mispredict a branch.
            b = 0
            while b < n0:
                e = b + (n - k) if n0 - b > n - k else n0
                if e == b:
                    # Every update is used: the rest of the row is unselected.
                    if xp != outp:
                        for i in range(b, n0):
                            (<uint64_t*>(outp + i * os0))[0] = (<const uint64_t*>(xp + i * xs0))[0]
                    break
                if dense:
                    k = tp_scatter_8(<uint64_t*>outp + b, <const uint64_t*>xp + b, mp + b,
                                         <const uint64_t*>ub, e - b, k)
                else:
                    for i in range(b, e):
                        uv = (<const uint64_t*>(ub + k * us))[0]
                        xv = (<const uint64_t*>(xp + i * xs0))[0]
                        sel = mp[i * ms0] != 0
                        (<uint64_t*>(outp + i * os0))[0] = tp_pick_8(sel, uv, xv)
                        k += sel
                b = e
        else:
            for i in range(n0):
                if mp[i * ms0] != 0:
                    (<uint64_t*>(outp + i * os0))[0] = _next_8(u, &uat)
                elif xp != outp:
                    (<uint64_t*>(outp + i * os0))[0] = (<const uint64_t*>(xp + i * xs0))[0]
        walk_next(&at)


def scatter_8(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, tuple dims,
              cnp.ndarray updates, tuple udims, intp n):
    """out = x with the k-th True position set to the k-th update (8-byte elements)."""
    cdef Walk w
    cdef Walk u
    fill_walk(&w, (x, m, out), dims)
    fill_walk(&u, (updates,), udims)
    with nogil:
        _scatter_8(&w, &u, n)

cdef extern from "tp_support.h" nogil:
    intp tp_scatter_16(tp_u128* o, const tp_u128* x, const uint8_t* m, const tp_u128* u,
                          intp n, intp k)
    tp_u128 tp_pick_16(int m, tp_u128 a, tp_u128 b)

# --- scatter_16: 16-byte elements (complex128)
cdef inline tp_u128 _next_16(Walk* u, tp_odo* at) noexcept nogil:
    # The next update of a multi-dim (broadcast) updates walk.
    cdef tp_u128 v = (<const tp_u128*>(u.p[0] + at.off0))[0]
    walk_next(at)
    return v


cdef void _scatter_16(Walk* w, Walk* u, intp n) noexcept nogil:
    # w: operands 0 input, 1 mask (uint8), 2 output (the input itself in
    # place), walked in logical order.  u: the n updates in the order they are
    # consumed; one dim (any stride) is the fast case.
    cdef tp_odo at
    cdef tp_odo uat
    cdef intp it, i, b, e, nrows, k = 0
    cdef int last = w.nd - 1
    cdef intp n0 = w.shape[last], xs0 = w.s[0][last], ms0 = w.s[1][last], os0 = w.s[2][last]
    cdef bint flat = u.nd == 1
    cdef bint dense = (xs0 == sizeof(tp_u128) and os0 == sizeof(tp_u128) and ms0 == 1
                       and u.s[0][0] == sizeof(tp_u128))
    cdef tp_u128 uv, xv
    cdef int sel
    cdef const char* ub = u.p[0]
    cdef intp us = u.s[0][0]
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    walk_at(&at, w, last, 0)
    walk_at(&uat, u, u.nd, 0)
    nrows = prod_shape(last, w.shape)
    for it in range(nrows):
        xp = w.p[0] + at.off0
        mp = <const uint8_t*>(w.p[1] + at.off1)
        outp = w.p[2] + at.off2
        if ms0 == 0:
            # The mask is constant along the row.
            if mp[0]:
                if flat:
                    for i in range(n0):
                        (<tp_u128*>(outp + i * os0))[0] = (<const tp_u128*>(ub + (k + i) * us))[0]
                    k += n0
                else:
                    for i in range(n0):
                        (<tp_u128*>(outp + i * os0))[0] = _next_16(u, &uat)
            elif xp != outp:
                for i in range(n0):
                    (<tp_u128*>(outp + i * os0))[0] = (<const tp_u128*>(xp + i * xs0))[0]
        elif flat:
            # Branch-free in chunks of at most n - k elements: the update at k
            # is read for every element (k advances only past valid ones), so
            # it stays in bounds.  A random mask would mispredict a branch.
            b = 0
            while b < n0:
                e = b + (n - k) if n0 - b > n - k else n0
                if e == b:
                    # Every update is used: the rest of the row is unselected.
                    if xp != outp:
                        for i in range(b, n0):
                            (<tp_u128*>(outp + i * os0))[0] = (<const tp_u128*>(xp + i * xs0))[0]
                    break
                if dense:
                    k = tp_scatter_16(<tp_u128*>outp + b, <const tp_u128*>xp + b, mp + b,
                                         <const tp_u128*>ub, e - b, k)
                else:
                    for i in range(b, e):
                        uv = (<const tp_u128*>(ub + k * us))[0]
                        xv = (<const tp_u128*>(xp + i * xs0))[0]
                        sel = mp[i * ms0] != 0
                        (<tp_u128*>(outp + i * os0))[0] = tp_pick_16(sel, uv, xv)
                        k += sel
                b = e
        else:
            for i in range(n0):
                if mp[i * ms0] != 0:
                    (<tp_u128*>(outp + i * os0))[0] = _next_16(u, &uat)
                elif xp != outp:
                    (<tp_u128*>(outp + i * os0))[0] = (<const tp_u128*>(xp + i * xs0))[0]
        walk_next(&at)


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



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
