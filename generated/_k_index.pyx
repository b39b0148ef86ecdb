# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of the index kind (ops masked_axis_select, masked_axis_fill, index_select, index_fill), one per element size.
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

# --- index_1: 1-byte elements (bool, int8, uint8)
cdef void _index_1(Walk* wo, Walk* wi, const intp* idx, intp nidx,
                      intp src_axis, intp dst_axis, bint take) noexcept nogil:
    # wo: the dims before the axis, wi: the dims after it (operand 0 the
    # source, 1 the destination, both walks); the axis itself is indexed by
    # idx on the source (take) or on the destination (put).
    cdef tp_odo outer
    cdef tp_odo inner
    cdef intp it, jt, j, i, nouter, nrows
    cdef int last = wi.nd - 1
    cdef intp n0 = wi.shape[last], ss0 = wi.s[0][last], ds0 = wi.s[1][last]
    cdef const char* sb
    cdef char* db
    walk_at(&outer, wo, wo.nd, 0)
    walk_at(&inner, wi, last, 0)
    nouter = prod_shape(wo.nd, wo.shape)
    nrows = prod_shape(last, wi.shape)
    cdef bint single = nrows == 1 and n0 == 1
    cdef bint dense = src_axis == sizeof(uint8_t) and dst_axis == sizeof(uint8_t)
    cdef const char* sbase
    cdef char* dbase
    for it in range(nouter):
        sbase = wo.p[0] + outer.off0
        dbase = wo.p[1] + outer.off1
        if single and take and dense:
            # One element per index, both rows contiguous: typed indexing.
            for j in range(nidx):
                (<uint8_t*>dbase)[j] = (<const uint8_t*>sbase)[idx[j]]
        elif single and take:
            # One element per index (nothing varies after the axis): a gather.
            for j in range(nidx):
                (<uint8_t*>(dbase + j * dst_axis))[0] = (<const uint8_t*>(sbase + idx[j] * src_axis))[0]
        elif single:
            for j in range(nidx):
                (<uint8_t*>(dbase + idx[j] * dst_axis))[0] = (<const uint8_t*>(sbase + j * src_axis))[0]
        else:
            for j in range(nidx):
                if take:
                    sb = sbase + idx[j] * src_axis
                    db = dbase + j * dst_axis
                else:
                    sb = sbase + j * src_axis
                    db = dbase + idx[j] * dst_axis
                if nrows == 1 and ss0 == sizeof(uint8_t) and ds0 == sizeof(uint8_t):
                    memcpy(db, sb, n0 * sizeof(uint8_t))
                else:
                    for jt in range(nrows):
                        for i in range(n0):
                            (<uint8_t*>(db + inner.off1 + i * ds0))[0] = (<const uint8_t*>(sb + inner.off0 + i * ss0))[0]
                        walk_next(&inner)
        walk_next(&outer)


def index_1(cnp.ndarray src, cnp.ndarray dst, cnp.ndarray idx, tuple outer, tuple inner,
            intp src_axis, intp dst_axis, bint take):
    """Copy slices between src and dst along an axis by idx (intp, in range)."""
    cdef Walk wo
    cdef Walk wi
    fill_walk(&wo, (src, dst), outer)
    fill_walk(&wi, (src, dst), inner)
    cdef const intp* ip = <const intp*>cnp.PyArray_DATA(idx)
    cdef intp nidx = cnp.PyArray_SIZE(idx)
    with nogil:
        _index_1(&wo, &wi, ip, nidx, src_axis, dst_axis, take)

# --- index_2: 2-byte elements (int16, uint16, float16)
cdef void _index_2(Walk* wo, Walk* wi, const intp* idx, intp nidx,
                      intp src_axis, intp dst_axis, bint take) noexcept nogil:
    # wo: the dims before the axis, wi: the dims after it (operand 0 the
    # source, 1 the destination, both walks); the axis itself is indexed by
    # idx on the source (take) or on the destination (put).
    cdef tp_odo outer
    cdef tp_odo inner
    cdef intp it, jt, j, i, nouter, nrows
    cdef int last = wi.nd - 1
    cdef intp n0 = wi.shape[last], ss0 = wi.s[0][last], ds0 = wi.s[1][last]
    cdef const char* sb
    cdef char* db
    walk_at(&outer, wo, wo.nd, 0)
    walk_at(&inner, wi, last, 0)
    nouter = prod_shape(wo.nd, wo.shape)
    nrows = prod_shape(last, wi.shape)
    cdef bint single = nrows == 1 and n0 == 1
    cdef bint dense = src_axis == sizeof(uint16_t) and dst_axis == sizeof(uint16_t)
    cdef const char* sbase
    cdef char* dbase
    for it in range(nouter):
        sbase = wo.p[0] + outer.off0
        dbase = wo.p[1] + outer.off1
        if single and take and dense:
            # One element per index, both rows contiguous: typed indexing.
            for j in range(nidx):
                (<uint16_t*>dbase)[j] = (<const uint16_t*>sbase)[idx[j]]
        elif single and take:
            # One element per index (nothing varies after the axis): a gather.
            for j in range(nidx):
                (<uint16_t*>(dbase + j * dst_axis))[0] = (<const uint16_t*>(sbase + idx[j] * src_axis))[0]
        elif single:
            for j in range(nidx):
                (<uint16_t*>(dbase + idx[j] * dst_axis))[0] = (<const uint16_t*>(sbase + j * src_axis))[0]
        else:
            for j in range(nidx):
                if take:
                    sb = sbase + idx[j] * src_axis
                    db = dbase + j * dst_axis
                else:
                    sb = sbase + j * src_axis
                    db = dbase + idx[j] * dst_axis
                if nrows == 1 and ss0 == sizeof(uint16_t) and ds0 == sizeof(uint16_t):
                    memcpy(db, sb, n0 * sizeof(uint16_t))
                else:
                    for jt in range(nrows):
                        for i in range(n0):
                            (<uint16_t*>(db + inner.off1 + i * ds0))[0] = (<const uint16_t*>(sb + inner.off0 + i * ss0))[0]
                        walk_next(&inner)
        walk_next(&outer)


def index_2(cnp.ndarray src, cnp.ndarray dst, cnp.ndarray idx, tuple outer, tuple inner,
            intp src_axis, intp dst_axis, bint take):
    """Copy slices between src and dst along an axis by idx (intp, in range)."""
    cdef Walk wo
    cdef Walk wi
    fill_walk(&wo, (src, dst), outer)
    fill_walk(&wi, (src, dst), inner)
    cdef const intp* ip = <const intp*>cnp.PyArray_DATA(idx)
    cdef intp nidx = cnp.PyArray_SIZE(idx)
    with nogil:
        _index_2(&wo, &wi, ip, nidx, src_axis, dst_axis, take)

# --- index_4: 4-byte elements (int32, uint32, float32)
cdef void _index_4(Walk* wo, Walk* wi, const intp* idx, intp nidx,
                      intp src_axis, intp dst_axis, bint take) noexcept nogil:
    # wo: the dims before the axis, wi: the dims after it (operand 0 the
    # source, 1 the destination, both walks); the axis itself is indexed by
    # idx on the source (take) or on the destination (put).
    cdef tp_odo outer
    cdef tp_odo inner
    cdef intp it, jt, j, i, nouter, nrows
    cdef int last = wi.nd - 1
    cdef intp n0 = wi.shape[last], ss0 = wi.s[0][last], ds0 = wi.s[1][last]
    cdef const char* sb
    cdef char* db
    walk_at(&outer, wo, wo.nd, 0)
    walk_at(&inner, wi, last, 0)
    nouter = prod_shape(wo.nd, wo.shape)
    nrows = prod_shape(last, wi.shape)
    cdef bint single = nrows == 1 and n0 == 1
    cdef bint dense = src_axis == sizeof(uint32_t) and dst_axis == sizeof(uint32_t)
    cdef const char* sbase
    cdef char* dbase
    for it in range(nouter):
        sbase = wo.p[0] + outer.off0
        dbase = wo.p[1] + outer.off1
        if single and take and dense:
            # One element per index, both rows contiguous: typed indexing.
            for j in range(nidx):
                (<uint32_t*>dbase)[j] = (<const uint32_t*>sbase)[idx[j]]
        elif single and take:
            # One element per index (nothing varies after the axis): a gather.
            for j in range(nidx):
                (<uint32_t*>(dbase + j * dst_axis))[0] = (<const uint32_t*>(sbase + idx[j] * src_axis))[0]
        elif single:
            for j in range(nidx):
                (<uint32_t*>(dbase + idx[j] * dst_axis))[0] = (<const uint32_t*>(sbase + j * src_axis))[0]
        else:
            for j in range(nidx):
                if take:
                    sb = sbase + idx[j] * src_axis
                    db = dbase + j * dst_axis
                else:
                    sb = sbase + j * src_axis
                    db = dbase + idx[j] * dst_axis
                if nrows == 1 and ss0 == sizeof(uint32_t) and ds0 == sizeof(uint32_t):
                    memcpy(db, sb, n0 * sizeof(uint32_t))
                else:
                    for jt in range(nrows):
                        for i in range(n0):
                            (<uint32_t*>(db + inner.off1 + i * ds0))[0] = (<const uint32_t*>(sb + inner.off0 + i * ss0))[0]
                        walk_next(&inner)
        walk_next(&outer)


def index_4(cnp.ndarray src, cnp.ndarray dst, cnp.ndarray idx, tuple outer, tuple inner,
            intp src_axis, intp dst_axis, bint take):
    """Copy slices between src and dst along an axis by idx (intp, in range)."""
    cdef Walk wo
    cdef Walk wi
    fill_walk(&wo, (src, dst), outer)
    fill_walk(&wi, (src, dst), inner)
    cdef const intp* ip = <const intp*>cnp.PyArray_DATA(idx)
    cdef intp nidx = cnp.PyArray_SIZE(idx)
    with nogil:
        _index_4(&wo, &wi, ip, nidx, src_axis, dst_axis, take)

# --- index_8: 8-byte elements (int64, uint64, float64, complex64)
cdef void _index_8(Walk* wo, Walk* wi, const intp* idx, intp nidx,
                      intp src_axis, intp dst_axis, bint take) noexcept nogil:
    # wo: the dims before the axis, wi: the dims after it (operand 0 the
    # source, 1 the destination, both walks); the axis itself is indexed by
    # idx on the source (take) or on the destination (put).
    cdef tp_odo outer
    cdef tp_odo inner
    cdef intp it, jt, j, i, nouter, nrows
    cdef int last = wi.nd - 1
    cdef intp n0 = wi.shape[last], ss0 = wi.s[0][last], ds0 = wi.s[1][last]
    cdef const char* sb
    cdef char* db
    walk_at(&outer, wo, wo.nd, 0)
    walk_at(&inner, wi, last, 0)
    nouter = prod_shape(wo.nd, wo.shape)
    nrows = prod_shape(last, wi.shape)
    cdef bint single = nrows == 1 and n0 == 1
    cdef bint dense = src_axis == sizeof(uint64_t) and dst_axis == sizeof(uint64_t)
    cdef const char* sbase
    cdef char* dbase
    for it in range(nouter):
        sbase = wo.p[0] + outer.off0
        dbase = wo.p[1] + outer.off1
        if single and take and dense:
            # One element per index, both rows contiguous: typed indexing.
            for j in range(nidx):
                (<uint64_t*>dbase)[j] = (<const uint64_t*>sbase)[idx[j]]
        elif single and take:
            # One element per index (nothing varies after the axis): a gather.
            for j in range(nidx):
                (<uint64_t*>(dbase + j * dst_axis))[0] = (<const uint64_t*>(sbase + idx[j] * src_axis))[0]
        elif single:
            for j in range(nidx):
                (<uint64_t*>(dbase + idx[j] * dst_axis))[0] = (<const uint64_t*>(sbase + j * src_axis))[0]
        else:
            for j in range(nidx):
                if take:
                    sb = sbase + idx[j] * src_axis
                    db = dbase + j * dst_axis
                else:
                    sb = sbase + j * src_axis
                    db = dbase + idx[j] * dst_axis
                if nrows == 1 and ss0 == sizeof(uint64_t) and ds0 == sizeof(uint64_t):
                    memcpy(db, sb, n0 * sizeof(uint64_t))
                else:
                    for jt in range(nrows):
                        for i in range(n0):
                            (<uint64_t*>(db + inner.off1 + i * ds0))[0] = (<const uint64_t*>(sb + inner.off0 + i * ss0))[0]
                        walk_next(&inner)
        walk_next(&outer)


def index_8(cnp.ndarray src, cnp.ndarray dst, cnp.ndarray idx, tuple outer, tuple inner,
            intp src_axis, intp dst_axis, bint take):
    """Copy slices between src and dst along an axis by idx (intp, in range)."""
    cdef Walk wo
    cdef Walk wi
    fill_walk(&wo, (src, dst), outer)
    fill_walk(&wi, (src, dst), inner)
    cdef const intp* ip = <const intp*>cnp.PyArray_DATA(idx)
    cdef intp nidx = cnp.PyArray_SIZE(idx)
    with nogil:
        _index_8(&wo, &wi, ip, nidx, src_axis, dst_axis, take)

# --- index_16: 16-byte elements (complex128)
cdef void _index_16(Walk* wo, Walk* wi, const intp* idx, intp nidx,
                      intp src_axis, intp dst_axis, bint take) noexcept nogil:
    # wo: the dims before the axis, wi: the dims after it (operand 0 the
    # source, 1 the destination, both walks); the axis itself is indexed by
    # idx on the source (take) or on the destination (put).
    cdef tp_odo outer
    cdef tp_odo inner
    cdef intp it, jt, j, i, nouter, nrows
    cdef int last = wi.nd - 1
    cdef intp n0 = wi.shape[last], ss0 = wi.s[0][last], ds0 = wi.s[1][last]
    cdef const char* sb
    cdef char* db
    walk_at(&outer, wo, wo.nd, 0)
    walk_at(&inner, wi, last, 0)
    nouter = prod_shape(wo.nd, wo.shape)
    nrows = prod_shape(last, wi.shape)
    cdef bint single = nrows == 1 and n0 == 1
    cdef bint dense = src_axis == sizeof(tp_u128) and dst_axis == sizeof(tp_u128)
    cdef const char* sbase
    cdef char* dbase
    for it in range(nouter):
        sbase = wo.p[0] + outer.off0
        dbase = wo.p[1] + outer.off1
        if single and take and dense:
            # One element per index, both rows contiguous: typed indexing.
            for j in range(nidx):
                (<tp_u128*>dbase)[j] = (<const tp_u128*>sbase)[idx[j]]
        elif single and take:
            # One element per index (nothing varies after the axis): a gather.
            for j in range(nidx):
                (<tp_u128*>(dbase + j * dst_axis))[0] = (<const tp_u128*>(sbase + idx[j] * src_axis))[0]
        elif single:
            for j in range(nidx):
                (<tp_u128*>(dbase + idx[j] * dst_axis))[0] = (<const tp_u128*>(sbase + j * src_axis))[0]
        else:
            for j in range(nidx):
                if take:
                    sb = sbase + idx[j] * src_axis
                    db = dbase + j * dst_axis
                else:
                    sb = sbase + j * src_axis
                    db = dbase + idx[j] * dst_axis
                if nrows == 1 and ss0 == sizeof(tp_u128) and ds0 == sizeof(tp_u128):
                    memcpy(db, sb, n0 * sizeof(tp_u128))
                else:
                    for jt in range(nrows):
                        for i in range(n0):
                            (<tp_u128*>(db + inner.off1 + i * ds0))[0] = (<const tp_u128*>(sb + inner.off0 + i * ss0))[0]
                        walk_next(&inner)
        walk_next(&outer)


def index_16(cnp.ndarray src, cnp.ndarray dst, cnp.ndarray idx, tuple outer, tuple inner,
            intp src_axis, intp dst_axis, bint take):
    """Copy slices between src and dst along an axis by idx (intp, in range)."""
    cdef Walk wo
    cdef Walk wi
    fill_walk(&wo, (src, dst), outer)
    fill_walk(&wi, (src, dst), inner)
    cdef const intp* ip = <const intp*>cnp.PyArray_DATA(idx)
    cdef intp nidx = cnp.PyArray_SIZE(idx)
    with nogil:
        _index_16(&wo, &wi, ip, nidx, src_axis, dst_axis, take)

# The kernel for each element size in bytes.
KERNELS = {1: index_1, 2: index_2, 4: index_4, 8: index_8, 16: index_16}



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
