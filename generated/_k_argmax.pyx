# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op argmax (arg_reduce kind), from ops.yaml: ops.argmax.
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
    double tp_fold_max_f64(const double* b, intp n)
    double tp_mfold_max_f64(const double* x, const uint8_t* m, intp n, double id, intp* cnt)
    double tp_sel_f64(int m, double v, double id)
    float tp_fold_max_f32(const float* b, intp n)
    float tp_mfold_max_f32(const float* x, const uint8_t* m, intp n, float id, intp* cnt)
    float tp_sel_f32(int m, float v, float id)
    int16_t tp_fold_max_i16(const int16_t* b, intp n)
    int16_t tp_mfold_max_i16(const int16_t* x, const uint8_t* m, intp n, int16_t id, intp* cnt)
    int16_t tp_sel_i16(int m, int16_t v, int16_t id)
    int32_t tp_fold_max_i32(const int32_t* b, intp n)
    int32_t tp_mfold_max_i32(const int32_t* x, const uint8_t* m, intp n, int32_t id, intp* cnt)
    int32_t tp_sel_i32(int m, int32_t v, int32_t id)
    int64_t tp_fold_max_i64(const int64_t* b, intp n)
    int64_t tp_mfold_max_i64(const int64_t* x, const uint8_t* m, intp n, int64_t id, intp* cnt)
    int64_t tp_sel_i64(int m, int64_t v, int64_t id)
    int8_t tp_fold_max_i8(const int8_t* b, intp n)
    int8_t tp_mfold_max_i8(const int8_t* x, const uint8_t* m, intp n, int8_t id, intp* cnt)
    int8_t tp_sel_i8(int m, int8_t v, int8_t id)
    intp tp_argshort_max_f32(const float* x, const uint8_t* m, intp n)
    intp tp_argshort_max_f64(const double* x, const uint8_t* m, intp n)
    intp tp_count(const uint8_t* m, intp n, intp ms)
    intp tp_first_eq_f32(const float* x, const uint8_t* m, intp n, float t)
    intp tp_first_eq_f64(const double* x, const uint8_t* m, intp n, double t)
    intp tp_head_to_line(const void* x, size_t size, intp n)
    uint16_t tp_fold_max_u16(const uint16_t* b, intp n)
    uint16_t tp_mfold_max_u16(const uint16_t* x, const uint8_t* m, intp n, uint16_t id, intp* cnt)
    uint16_t tp_sel_u16(int m, uint16_t v, uint16_t id)
    uint32_t tp_fold_max_u32(const uint32_t* b, intp n)
    uint32_t tp_mfold_max_u32(const uint32_t* x, const uint8_t* m, intp n, uint32_t id, intp* cnt)
    uint32_t tp_sel_u32(int m, uint32_t v, uint32_t id)
    uint64_t tp_fold_max_u64(const uint64_t* b, intp n)
    uint64_t tp_mfold_max_u64(const uint64_t* x, const uint8_t* m, intp n, uint64_t id, intp* cnt)
    uint64_t tp_sel_u64(int m, uint64_t v, uint64_t id)
    uint8_t tp_fold_max_u8(const uint8_t* b, intp n)
    uint8_t tp_mfold_max_u8(const uint8_t* x, const uint8_t* m, intp n, uint8_t id, intp* cnt)
    uint8_t tp_sel_u8(int m, uint8_t v, uint8_t id)
    void tp_prefetch_bytes(const void* p, intp n)

# --- argmax_bool: ops.yaml: ops.argmax (argmax, bool -> int64)
cdef inline void _run_argmax_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms, intp base,
        uint8_t* best, intp* idx) noexcept nogil:
    # Blockwise: mask into buf (masked-out -> the identity), fold the block's
    # max, and only when it beats the best so far scan for its first
    # valid position.  No per-element branch on data.
    cdef uint8_t buf[BLOCK]
    cdef uint8_t v, b = best[0], top
    cdef intp bi = idx[0], i, step, nv
    cdef const uint8_t* xp
    # The elements before the first 64-byte line are a block of their own, so
    # that the others' vector loads start on a line (the first position of
    # the extreme does not depend on where the blocks end).
    cdef intp first = tp_head_to_line(x, sizeof(uint8_t), n) if xs == sizeof(uint8_t) else 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        if first > 0:
            step, first = first, 0
        xp = <const uint8_t*>x
        if xs == sizeof(uint8_t) and (m == NULL or ms == 1):
            # The block's fold without a copy, counting its valid elements
            # (a block without any is skipped; no mask: all of them); the
            # rare block that beats the best is scanned for its first valid
            # best.  (The block two ahead prefetched: tp_support.h
            # TP_PREFETCH2's why.)
            tp_prefetch_bytes(xp + 2 * BLOCK, BLOCK * sizeof(uint8_t))
            nv = step
            if m != NULL:
                tp_prefetch_bytes(m + 2 * BLOCK, BLOCK)
                nv = 0
            top = tp_mfold_max_u8(xp, m, step, 0, &nv)
            if nv > 0 and (bi < 0 or top > b):
                i = 0
                while i < step and not ((m == NULL or m[i]) and (xp[i] == top)):
                    i += 1
                b = top
                bi = base + i
        # Until something valid is found, a block without valid elements is
        # skipped (counting its mask); after that the fold alone decides.
        elif bi >= 0 or m == NULL or tp_count(m, step, ms) > 0:
            # (one loop per case: a test inside would stop vectorisation)
            if m == NULL and xs == sizeof(uint8_t):
                for i in range(step):
                    buf[i] = (xp[i])
            elif m == NULL:
                for i in range(step):
                    buf[i] = ((<const uint8_t*>(x + i * xs))[0])
            elif xs == sizeof(uint8_t) and ms == 1:
                for i in range(step):
                    buf[i] = tp_sel_u8(m[i], (xp[i]), 0)
            else:
                for i in range(step):
                    buf[i] = tp_sel_u8(m[i * ms], ((<const uint8_t*>(x + i * xs))[0]), 0)
            top = tp_fold_max_u8(buf, step)
            if (bi < 0 or top > b):
                i = 0
                if m == NULL or top != <uint8_t>0:
                    while not (buf[i] == top):
                        i += 1
                else:
                    while i < step and not (m[i * ms] and buf[i] == top):
                        i += 1
                b = top
                bi = base + i
        x += step * xs
        if m != NULL:
            m += step * ms
        base += step
        n -= step
    best[0] = b
    idx[0] = bi


cdef int _pos_argmax_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer` (or segments).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, bi
    cdef uint8_t b
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        b = 0
        bi = -1
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            _run_argmax_bool(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0
cdef int _short_argmax_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements), without _run_'s count and calls, which cost more
    # than so short a slice.  Up to 8
    # elements: one pass carrying (best, index) by selects, as _rows_ does (a
    # chain of dependent steps, but no branch to mispredict); longer: the masked
    # copy, its fold and the scan for the first element equal to it, as _run_
    # does.  The same index as _pos_.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, bi
    cdef intp n0 = p.rshape[0]
    cdef const uint8_t* xp
    cdef const uint8_t* mk
    cdef uint8_t buf[SHORT_SLICE]
    cdef uint8_t v, b
    cdef int take
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        xp = <const uint8_t*>(p.x + kept.x)
        mk = p.m + kept.m
        if n0 <= 8:
            b = 0
            bi = -1
            for i in range(n0):
                v = (xp[i])
                take = ((bi < 0) | (v > b))
                if p.m != NULL:
                    take = take & mk[i]
                b = tp_sel_u8(take, v, b)
                bi = tp_sel_i64(take, i, bi)
        else:
            if p.m == NULL:
                for i in range(n0):
                    buf[i] = (xp[i])
            else:
                for i in range(n0):
                    buf[i] = tp_sel_u8(mk[i], (xp[i]), 0)
            b = tp_fold_max_u8(buf, n0)
            i = 0
            if p.m == NULL or b != <uint8_t>0:
                while not (buf[i] == b):
                    i += 1
            else:
                while i < n0 and not (mk[i] and buf[i] == b):
                    i += 1
            bi = i if i < n0 else -1
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0


cdef int _rows_argmax_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # Innermost kept dim walked in the inner loop, a row of (best, index).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint8_t v
    cdef uint8_t* brow
    cdef intp* irow
    cdef intp nk0, kxs0, kms0, kos0, q, bi
    cdef uint8_t b
    cdef const uint8_t* xq[4]
    cdef const uint8_t* mq[4]
    cdef const uint8_t* x0
    cdef const uint8_t* x1
    cdef const uint8_t* x2
    cdef const uint8_t* x3
    cdef const uint8_t* m0
    cdef const uint8_t* m1
    cdef const uint8_t* m2
    cdef const uint8_t* m3
    cdef int take
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    brow = <uint8_t*>malloc(nk0 * sizeof(uint8_t))
    irow = <intp*>malloc(nk0 * sizeof(intp))
    if brow == NULL or irow == NULL:
        free(brow)
        free(irow)
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            brow[j] = 0
            irow[j] = -1
        reduced_at(&red, p, p.nr, 0)
        jt = 0
        if kxs0 == sizeof(uint8_t) and (p.m == NULL or kms0 == 1):
            # Contiguous rows four at a time: each (best, index) still takes
            # row jt's element, then row jt + 1's, ... (the same selects in the
            # same order: the same result), read and written once for the four.
            while jt + 4 <= rtotal:
                for q in range(4):
                    xq[q] = <const uint8_t*>(p.x + xo + red.x)
                    mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                    odo_next(&red)
                x0, x1, x2, x3 = xq[0], xq[1], xq[2], xq[3]
                m0, m1, m2, m3 = mq[0], mq[1], mq[2], mq[3]
                if p.m == NULL:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                else:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b)) & m0[j]
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b)) & m1[j]
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b)) & m2[j]
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b)) & m3[j]
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                jt += 4
        while jt < rtotal:
            mk = NULL if p.m == NULL else p.m + mo + red.m
            for j in range(nk0):
                v = (<const uint8_t*>(p.x + xo + red.x + j * kxs0))[0]
                take = ((irow[j] < 0) | (v > brow[j]))
                if mk != NULL:
                    take = take & mk[j * kms0]
                brow[j] = tp_sel_u8(take, v, brow[j])
                irow[j] = tp_sel_i64(take, jt, irow[j])
            odo_next(&red)
            jt += 1
        for j in range(nk0):
            (<int64_t*>(p.out + oo + j * kos0))[0] = irow[j] if irow[j] >= 0 else 0
        rows_next(&rows)
    free(brow)
    free(irow)
    return 0


cdef int _chunk_argmax_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) (tp_runs_chunk): chunk u's best value goes to part[u],
    # the slice index of its first best to cnt[u] (-1: none).
    cdef Plan* p = <Plan*>ctx
    cdef uint8_t* part = <uint8_t*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, bi
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef uint8_t b
    for u in range(lo, hi):
        b = 0
        bi = -1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            _run_argmax_bool(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        part[u] = b
        p.cnt[u] = bi
    return 0


cdef int _gather_argmax_bool(Plan* p, intp o) noexcept nogil:
    # Output o from its chunks' bests (tp_runs_chunk): a chunk's best
    # replaces the best of the chunks before it only when strictly better
    # (the first NaN wins), which is the first best of the whole slice: the
    # same index on any number of threads.
    cdef uint8_t* part = <uint8_t*>p.part
    cdef tp_odo kept
    cdef intp q, bi = -1, vi
    cdef uint8_t b = 0, v
    for q in range(p.nch):
        v = part[part_at(p, o, q)]
        vi = p.cnt[part_at(p, o, q)]
        if vi >= 0 and (bi < 0 or v > b):
            b = v
            bi = vi
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
    return 0


# The entry: argmax on bool input, uint8_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_argmax_bool
_walks.short_slices = _short_argmax_bool
_walks.short_in = sizeof(uint8_t)
_walks.short_out = 0
_walks.rows = _rows_argmax_bool
_walks.chunked.keep = 0
chunk_step(&_walks.chunked, _chunk_argmax_bool, _gather_argmax_bool, sizeof(uint8_t),
           0, 1, 4, False)
_k = plan_kernel("argmax_bool", "argmax", _walks)
_k.segmented = True
argmax_bool = _k

# --- argmax_int8: ops.yaml: ops.argmax (argmax, int8 -> int64)
cdef inline void _run_argmax_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms, intp base,
        int8_t* best, intp* idx) noexcept nogil:
    # Blockwise: mask into buf (masked-out -> the identity), fold the block's
    # max, and only when it beats the best so far scan for its first
    # valid position.  No per-element branch on data.
    cdef int8_t buf[BLOCK]
    cdef int8_t v, b = best[0], top
    cdef intp bi = idx[0], i, step, nv
    cdef const int8_t* xp
    # The elements before the first 64-byte line are a block of their own, so
    # that the others' vector loads start on a line (the first position of
    # the extreme does not depend on where the blocks end).
    cdef intp first = tp_head_to_line(x, sizeof(int8_t), n) if xs == sizeof(int8_t) else 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        if first > 0:
            step, first = first, 0
        xp = <const int8_t*>x
        if xs == sizeof(int8_t) and (m == NULL or ms == 1):
            # The block's fold without a copy, counting its valid elements
            # (a block without any is skipped; no mask: all of them); the
            # rare block that beats the best is scanned for its first valid
            # best.  (The block two ahead prefetched: tp_support.h
            # TP_PREFETCH2's why.)
            tp_prefetch_bytes(xp + 2 * BLOCK, BLOCK * sizeof(int8_t))
            nv = step
            if m != NULL:
                tp_prefetch_bytes(m + 2 * BLOCK, BLOCK)
                nv = 0
            top = tp_mfold_max_i8(xp, m, step, -128, &nv)
            if nv > 0 and (bi < 0 or top > b):
                i = 0
                while i < step and not ((m == NULL or m[i]) and (xp[i] == top)):
                    i += 1
                b = top
                bi = base + i
        # Until something valid is found, a block without valid elements is
        # skipped (counting its mask); after that the fold alone decides.
        elif bi >= 0 or m == NULL or tp_count(m, step, ms) > 0:
            # (one loop per case: a test inside would stop vectorisation)
            if m == NULL and xs == sizeof(int8_t):
                for i in range(step):
                    buf[i] = (xp[i])
            elif m == NULL:
                for i in range(step):
                    buf[i] = ((<const int8_t*>(x + i * xs))[0])
            elif xs == sizeof(int8_t) and ms == 1:
                for i in range(step):
                    buf[i] = tp_sel_i8(m[i], (xp[i]), -128)
            else:
                for i in range(step):
                    buf[i] = tp_sel_i8(m[i * ms], ((<const int8_t*>(x + i * xs))[0]), -128)
            top = tp_fold_max_i8(buf, step)
            if (bi < 0 or top > b):
                i = 0
                if m == NULL or top != <int8_t>-128:
                    while not (buf[i] == top):
                        i += 1
                else:
                    while i < step and not (m[i * ms] and buf[i] == top):
                        i += 1
                b = top
                bi = base + i
        x += step * xs
        if m != NULL:
            m += step * ms
        base += step
        n -= step
    best[0] = b
    idx[0] = bi


cdef int _pos_argmax_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer` (or segments).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, bi
    cdef int8_t b
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        b = 0
        bi = -1
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            _run_argmax_int8(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0
cdef int _short_argmax_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements), without _run_'s count and calls, which cost more
    # than so short a slice.  Up to 8
    # elements: one pass carrying (best, index) by selects, as _rows_ does (a
    # chain of dependent steps, but no branch to mispredict); longer: the masked
    # copy, its fold and the scan for the first element equal to it, as _run_
    # does.  The same index as _pos_.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, bi
    cdef intp n0 = p.rshape[0]
    cdef const int8_t* xp
    cdef const uint8_t* mk
    cdef int8_t buf[SHORT_SLICE]
    cdef int8_t v, b
    cdef int take
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        xp = <const int8_t*>(p.x + kept.x)
        mk = p.m + kept.m
        if n0 <= 8:
            b = 0
            bi = -1
            for i in range(n0):
                v = (xp[i])
                take = ((bi < 0) | (v > b))
                if p.m != NULL:
                    take = take & mk[i]
                b = tp_sel_i8(take, v, b)
                bi = tp_sel_i64(take, i, bi)
        else:
            if p.m == NULL:
                for i in range(n0):
                    buf[i] = (xp[i])
            else:
                for i in range(n0):
                    buf[i] = tp_sel_i8(mk[i], (xp[i]), -128)
            b = tp_fold_max_i8(buf, n0)
            i = 0
            if p.m == NULL or b != <int8_t>-128:
                while not (buf[i] == b):
                    i += 1
            else:
                while i < n0 and not (mk[i] and buf[i] == b):
                    i += 1
            bi = i if i < n0 else -1
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0


cdef int _rows_argmax_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Innermost kept dim walked in the inner loop, a row of (best, index).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int8_t v
    cdef int8_t* brow
    cdef intp* irow
    cdef intp nk0, kxs0, kms0, kos0, q, bi
    cdef int8_t b
    cdef const int8_t* xq[4]
    cdef const uint8_t* mq[4]
    cdef const int8_t* x0
    cdef const int8_t* x1
    cdef const int8_t* x2
    cdef const int8_t* x3
    cdef const uint8_t* m0
    cdef const uint8_t* m1
    cdef const uint8_t* m2
    cdef const uint8_t* m3
    cdef int take
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    brow = <int8_t*>malloc(nk0 * sizeof(int8_t))
    irow = <intp*>malloc(nk0 * sizeof(intp))
    if brow == NULL or irow == NULL:
        free(brow)
        free(irow)
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            brow[j] = 0
            irow[j] = -1
        reduced_at(&red, p, p.nr, 0)
        jt = 0
        if kxs0 == sizeof(int8_t) and (p.m == NULL or kms0 == 1):
            # Contiguous rows four at a time: each (best, index) still takes
            # row jt's element, then row jt + 1's, ... (the same selects in the
            # same order: the same result), read and written once for the four.
            while jt + 4 <= rtotal:
                for q in range(4):
                    xq[q] = <const int8_t*>(p.x + xo + red.x)
                    mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                    odo_next(&red)
                x0, x1, x2, x3 = xq[0], xq[1], xq[2], xq[3]
                m0, m1, m2, m3 = mq[0], mq[1], mq[2], mq[3]
                if p.m == NULL:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i8(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i8(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i8(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i8(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                else:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b)) & m0[j]
                        b = tp_sel_i8(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b)) & m1[j]
                        b = tp_sel_i8(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b)) & m2[j]
                        b = tp_sel_i8(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b)) & m3[j]
                        b = tp_sel_i8(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                jt += 4
        while jt < rtotal:
            mk = NULL if p.m == NULL else p.m + mo + red.m
            for j in range(nk0):
                v = (<const int8_t*>(p.x + xo + red.x + j * kxs0))[0]
                take = ((irow[j] < 0) | (v > brow[j]))
                if mk != NULL:
                    take = take & mk[j * kms0]
                brow[j] = tp_sel_i8(take, v, brow[j])
                irow[j] = tp_sel_i64(take, jt, irow[j])
            odo_next(&red)
            jt += 1
        for j in range(nk0):
            (<int64_t*>(p.out + oo + j * kos0))[0] = irow[j] if irow[j] >= 0 else 0
        rows_next(&rows)
    free(brow)
    free(irow)
    return 0


cdef int _chunk_argmax_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) (tp_runs_chunk): chunk u's best value goes to part[u],
    # the slice index of its first best to cnt[u] (-1: none).
    cdef Plan* p = <Plan*>ctx
    cdef int8_t* part = <int8_t*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, bi
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int8_t b
    for u in range(lo, hi):
        b = 0
        bi = -1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            _run_argmax_int8(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        part[u] = b
        p.cnt[u] = bi
    return 0


cdef int _gather_argmax_int8(Plan* p, intp o) noexcept nogil:
    # Output o from its chunks' bests (tp_runs_chunk): a chunk's best
    # replaces the best of the chunks before it only when strictly better
    # (the first NaN wins), which is the first best of the whole slice: the
    # same index on any number of threads.
    cdef int8_t* part = <int8_t*>p.part
    cdef tp_odo kept
    cdef intp q, bi = -1, vi
    cdef int8_t b = 0, v
    for q in range(p.nch):
        v = part[part_at(p, o, q)]
        vi = p.cnt[part_at(p, o, q)]
        if vi >= 0 and (bi < 0 or v > b):
            b = v
            bi = vi
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
    return 0


# The entry: argmax on int8 input, int8_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_argmax_int8
_walks.short_slices = _short_argmax_int8
_walks.short_in = sizeof(int8_t)
_walks.short_out = 0
_walks.rows = _rows_argmax_int8
_walks.chunked.keep = 0
chunk_step(&_walks.chunked, _chunk_argmax_int8, _gather_argmax_int8, sizeof(int8_t),
           0, 1, 4, False)
_k = plan_kernel("argmax_int8", "argmax", _walks)
_k.segmented = True
argmax_int8 = _k

# --- argmax_int16: ops.yaml: ops.argmax (argmax, int16 -> int64)
cdef inline void _run_argmax_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms, intp base,
        int16_t* best, intp* idx) noexcept nogil:
    # Blockwise: mask into buf (masked-out -> the identity), fold the block's
    # max, and only when it beats the best so far scan for its first
    # valid position.  No per-element branch on data.
    cdef int16_t buf[BLOCK]
    cdef int16_t v, b = best[0], top
    cdef intp bi = idx[0], i, step, nv
    cdef const int16_t* xp
    # The elements before the first 64-byte line are a block of their own, so
    # that the others' vector loads start on a line (the first position of
    # the extreme does not depend on where the blocks end).
    cdef intp first = tp_head_to_line(x, sizeof(int16_t), n) if xs == sizeof(int16_t) else 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        if first > 0:
            step, first = first, 0
        xp = <const int16_t*>x
        if xs == sizeof(int16_t) and (m == NULL or ms == 1):
            # The block's fold without a copy, counting its valid elements
            # (a block without any is skipped; no mask: all of them); the
            # rare block that beats the best is scanned for its first valid
            # best.  (The block two ahead prefetched: tp_support.h
            # TP_PREFETCH2's why.)
            tp_prefetch_bytes(xp + 2 * BLOCK, BLOCK * sizeof(int16_t))
            nv = step
            if m != NULL:
                tp_prefetch_bytes(m + 2 * BLOCK, BLOCK)
                nv = 0
            top = tp_mfold_max_i16(xp, m, step, -32768, &nv)
            if nv > 0 and (bi < 0 or top > b):
                i = 0
                while i < step and not ((m == NULL or m[i]) and (xp[i] == top)):
                    i += 1
                b = top
                bi = base + i
        # Until something valid is found, a block without valid elements is
        # skipped (counting its mask); after that the fold alone decides.
        elif bi >= 0 or m == NULL or tp_count(m, step, ms) > 0:
            # (one loop per case: a test inside would stop vectorisation)
            if m == NULL and xs == sizeof(int16_t):
                for i in range(step):
                    buf[i] = (xp[i])
            elif m == NULL:
                for i in range(step):
                    buf[i] = ((<const int16_t*>(x + i * xs))[0])
            elif xs == sizeof(int16_t) and ms == 1:
                for i in range(step):
                    buf[i] = tp_sel_i16(m[i], (xp[i]), -32768)
            else:
                for i in range(step):
                    buf[i] = tp_sel_i16(m[i * ms], ((<const int16_t*>(x + i * xs))[0]), -32768)
            top = tp_fold_max_i16(buf, step)
            if (bi < 0 or top > b):
                i = 0
                if m == NULL or top != <int16_t>-32768:
                    while not (buf[i] == top):
                        i += 1
                else:
                    while i < step and not (m[i * ms] and buf[i] == top):
                        i += 1
                b = top
                bi = base + i
        x += step * xs
        if m != NULL:
            m += step * ms
        base += step
        n -= step
    best[0] = b
    idx[0] = bi


cdef int _pos_argmax_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer` (or segments).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, bi
    cdef int16_t b
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        b = 0
        bi = -1
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            _run_argmax_int16(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0
cdef int _short_argmax_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements), without _run_'s count and calls, which cost more
    # than so short a slice.  Up to 8
    # elements: one pass carrying (best, index) by selects, as _rows_ does (a
    # chain of dependent steps, but no branch to mispredict); longer: the masked
    # copy, its fold and the scan for the first element equal to it, as _run_
    # does.  The same index as _pos_.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, bi
    cdef intp n0 = p.rshape[0]
    cdef const int16_t* xp
    cdef const uint8_t* mk
    cdef int16_t buf[SHORT_SLICE]
    cdef int16_t v, b
    cdef int take
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        xp = <const int16_t*>(p.x + kept.x)
        mk = p.m + kept.m
        if n0 <= 8:
            b = 0
            bi = -1
            for i in range(n0):
                v = (xp[i])
                take = ((bi < 0) | (v > b))
                if p.m != NULL:
                    take = take & mk[i]
                b = tp_sel_i16(take, v, b)
                bi = tp_sel_i64(take, i, bi)
        else:
            if p.m == NULL:
                for i in range(n0):
                    buf[i] = (xp[i])
            else:
                for i in range(n0):
                    buf[i] = tp_sel_i16(mk[i], (xp[i]), -32768)
            b = tp_fold_max_i16(buf, n0)
            i = 0
            if p.m == NULL or b != <int16_t>-32768:
                while not (buf[i] == b):
                    i += 1
            else:
                while i < n0 and not (mk[i] and buf[i] == b):
                    i += 1
            bi = i if i < n0 else -1
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0


cdef int _rows_argmax_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Innermost kept dim walked in the inner loop, a row of (best, index).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int16_t v
    cdef int16_t* brow
    cdef intp* irow
    cdef intp nk0, kxs0, kms0, kos0, q, bi
    cdef int16_t b
    cdef const int16_t* xq[4]
    cdef const uint8_t* mq[4]
    cdef const int16_t* x0
    cdef const int16_t* x1
    cdef const int16_t* x2
    cdef const int16_t* x3
    cdef const uint8_t* m0
    cdef const uint8_t* m1
    cdef const uint8_t* m2
    cdef const uint8_t* m3
    cdef int take
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    brow = <int16_t*>malloc(nk0 * sizeof(int16_t))
    irow = <intp*>malloc(nk0 * sizeof(intp))
    if brow == NULL or irow == NULL:
        free(brow)
        free(irow)
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            brow[j] = 0
            irow[j] = -1
        reduced_at(&red, p, p.nr, 0)
        jt = 0
        if kxs0 == sizeof(int16_t) and (p.m == NULL or kms0 == 1):
            # Contiguous rows four at a time: each (best, index) still takes
            # row jt's element, then row jt + 1's, ... (the same selects in the
            # same order: the same result), read and written once for the four.
            while jt + 4 <= rtotal:
                for q in range(4):
                    xq[q] = <const int16_t*>(p.x + xo + red.x)
                    mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                    odo_next(&red)
                x0, x1, x2, x3 = xq[0], xq[1], xq[2], xq[3]
                m0, m1, m2, m3 = mq[0], mq[1], mq[2], mq[3]
                if p.m == NULL:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i16(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i16(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i16(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i16(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                else:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b)) & m0[j]
                        b = tp_sel_i16(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b)) & m1[j]
                        b = tp_sel_i16(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b)) & m2[j]
                        b = tp_sel_i16(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b)) & m3[j]
                        b = tp_sel_i16(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                jt += 4
        while jt < rtotal:
            mk = NULL if p.m == NULL else p.m + mo + red.m
            for j in range(nk0):
                v = (<const int16_t*>(p.x + xo + red.x + j * kxs0))[0]
                take = ((irow[j] < 0) | (v > brow[j]))
                if mk != NULL:
                    take = take & mk[j * kms0]
                brow[j] = tp_sel_i16(take, v, brow[j])
                irow[j] = tp_sel_i64(take, jt, irow[j])
            odo_next(&red)
            jt += 1
        for j in range(nk0):
            (<int64_t*>(p.out + oo + j * kos0))[0] = irow[j] if irow[j] >= 0 else 0
        rows_next(&rows)
    free(brow)
    free(irow)
    return 0


cdef int _chunk_argmax_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) (tp_runs_chunk): chunk u's best value goes to part[u],
    # the slice index of its first best to cnt[u] (-1: none).
    cdef Plan* p = <Plan*>ctx
    cdef int16_t* part = <int16_t*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, bi
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int16_t b
    for u in range(lo, hi):
        b = 0
        bi = -1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            _run_argmax_int16(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        part[u] = b
        p.cnt[u] = bi
    return 0


cdef int _gather_argmax_int16(Plan* p, intp o) noexcept nogil:
    # Output o from its chunks' bests (tp_runs_chunk): a chunk's best
    # replaces the best of the chunks before it only when strictly better
    # (the first NaN wins), which is the first best of the whole slice: the
    # same index on any number of threads.
    cdef int16_t* part = <int16_t*>p.part
    cdef tp_odo kept
    cdef intp q, bi = -1, vi
    cdef int16_t b = 0, v
    for q in range(p.nch):
        v = part[part_at(p, o, q)]
        vi = p.cnt[part_at(p, o, q)]
        if vi >= 0 and (bi < 0 or v > b):
            b = v
            bi = vi
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
    return 0


# The entry: argmax on int16 input, int16_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_argmax_int16
_walks.short_slices = _short_argmax_int16
_walks.short_in = sizeof(int16_t)
_walks.short_out = 0
_walks.rows = _rows_argmax_int16
_walks.chunked.keep = 0
chunk_step(&_walks.chunked, _chunk_argmax_int16, _gather_argmax_int16, sizeof(int16_t),
           0, 1, 4, False)
_k = plan_kernel("argmax_int16", "argmax", _walks)
_k.segmented = True
argmax_int16 = _k

# --- argmax_int32: ops.yaml: ops.argmax (argmax, int32 -> int64)
cdef inline void _run_argmax_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms, intp base,
        int32_t* best, intp* idx) noexcept nogil:
    # Blockwise: mask into buf (masked-out -> the identity), fold the block's
    # max, and only when it beats the best so far scan for its first
    # valid position.  No per-element branch on data.
    cdef int32_t buf[BLOCK]
    cdef int32_t v, b = best[0], top
    cdef intp bi = idx[0], i, step, nv
    cdef const int32_t* xp
    # The elements before the first 64-byte line are a block of their own, so
    # that the others' vector loads start on a line (the first position of
    # the extreme does not depend on where the blocks end).
    cdef intp first = tp_head_to_line(x, sizeof(int32_t), n) if xs == sizeof(int32_t) else 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        if first > 0:
            step, first = first, 0
        xp = <const int32_t*>x
        if xs == sizeof(int32_t) and (m == NULL or ms == 1):
            # The block's fold without a copy, counting its valid elements
            # (a block without any is skipped; no mask: all of them); the
            # rare block that beats the best is scanned for its first valid
            # best.  (The block two ahead prefetched: tp_support.h
            # TP_PREFETCH2's why.)
            tp_prefetch_bytes(xp + 2 * BLOCK, BLOCK * sizeof(int32_t))
            nv = step
            if m != NULL:
                tp_prefetch_bytes(m + 2 * BLOCK, BLOCK)
                nv = 0
            top = tp_mfold_max_i32(xp, m, step, -2147483648, &nv)
            if nv > 0 and (bi < 0 or top > b):
                i = 0
                while i < step and not ((m == NULL or m[i]) and (xp[i] == top)):
                    i += 1
                b = top
                bi = base + i
        # Until something valid is found, a block without valid elements is
        # skipped (counting its mask); after that the fold alone decides.
        elif bi >= 0 or m == NULL or tp_count(m, step, ms) > 0:
            # (one loop per case: a test inside would stop vectorisation)
            if m == NULL and xs == sizeof(int32_t):
                for i in range(step):
                    buf[i] = (xp[i])
            elif m == NULL:
                for i in range(step):
                    buf[i] = ((<const int32_t*>(x + i * xs))[0])
            elif xs == sizeof(int32_t) and ms == 1:
                for i in range(step):
                    buf[i] = tp_sel_i32(m[i], (xp[i]), -2147483648)
            else:
                for i in range(step):
                    buf[i] = tp_sel_i32(m[i * ms], ((<const int32_t*>(x + i * xs))[0]), -2147483648)
            top = tp_fold_max_i32(buf, step)
            if (bi < 0 or top > b):
                i = 0
                if m == NULL or top != <int32_t>-2147483648:
                    while not (buf[i] == top):
                        i += 1
                else:
                    while i < step and not (m[i * ms] and buf[i] == top):
                        i += 1
                b = top
                bi = base + i
        x += step * xs
        if m != NULL:
            m += step * ms
        base += step
        n -= step
    best[0] = b
    idx[0] = bi


cdef int _pos_argmax_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer` (or segments).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, bi
    cdef int32_t b
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        b = 0
        bi = -1
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            _run_argmax_int32(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0
cdef int _short_argmax_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements), without _run_'s count and calls, which cost more
    # than so short a slice.  Up to 8
    # elements: one pass carrying (best, index) by selects, as _rows_ does (a
    # chain of dependent steps, but no branch to mispredict); longer: the masked
    # copy, its fold and the scan for the first element equal to it, as _run_
    # does.  The same index as _pos_.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, bi
    cdef intp n0 = p.rshape[0]
    cdef const int32_t* xp
    cdef const uint8_t* mk
    cdef int32_t buf[SHORT_SLICE]
    cdef int32_t v, b
    cdef int take
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        xp = <const int32_t*>(p.x + kept.x)
        mk = p.m + kept.m
        if n0 <= 8:
            b = 0
            bi = -1
            for i in range(n0):
                v = (xp[i])
                take = ((bi < 0) | (v > b))
                if p.m != NULL:
                    take = take & mk[i]
                b = tp_sel_i32(take, v, b)
                bi = tp_sel_i64(take, i, bi)
        else:
            if p.m == NULL:
                for i in range(n0):
                    buf[i] = (xp[i])
            else:
                for i in range(n0):
                    buf[i] = tp_sel_i32(mk[i], (xp[i]), -2147483648)
            b = tp_fold_max_i32(buf, n0)
            i = 0
            if p.m == NULL or b != <int32_t>-2147483648:
                while not (buf[i] == b):
                    i += 1
            else:
                while i < n0 and not (mk[i] and buf[i] == b):
                    i += 1
            bi = i if i < n0 else -1
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0


cdef int _rows_argmax_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Innermost kept dim walked in the inner loop, a row of (best, index).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int32_t v
    cdef int32_t* brow
    cdef intp* irow
    cdef intp nk0, kxs0, kms0, kos0, q, bi
    cdef int32_t b
    cdef const int32_t* xq[4]
    cdef const uint8_t* mq[4]
    cdef const int32_t* x0
    cdef const int32_t* x1
    cdef const int32_t* x2
    cdef const int32_t* x3
    cdef const uint8_t* m0
    cdef const uint8_t* m1
    cdef const uint8_t* m2
    cdef const uint8_t* m3
    cdef int take
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    brow = <int32_t*>malloc(nk0 * sizeof(int32_t))
    irow = <intp*>malloc(nk0 * sizeof(intp))
    if brow == NULL or irow == NULL:
        free(brow)
        free(irow)
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            brow[j] = 0
            irow[j] = -1
        reduced_at(&red, p, p.nr, 0)
        jt = 0
        if kxs0 == sizeof(int32_t) and (p.m == NULL or kms0 == 1):
            # Contiguous rows four at a time: each (best, index) still takes
            # row jt's element, then row jt + 1's, ... (the same selects in the
            # same order: the same result), read and written once for the four.
            while jt + 4 <= rtotal:
                for q in range(4):
                    xq[q] = <const int32_t*>(p.x + xo + red.x)
                    mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                    odo_next(&red)
                x0, x1, x2, x3 = xq[0], xq[1], xq[2], xq[3]
                m0, m1, m2, m3 = mq[0], mq[1], mq[2], mq[3]
                if p.m == NULL:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i32(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i32(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i32(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i32(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                else:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b)) & m0[j]
                        b = tp_sel_i32(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b)) & m1[j]
                        b = tp_sel_i32(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b)) & m2[j]
                        b = tp_sel_i32(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b)) & m3[j]
                        b = tp_sel_i32(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                jt += 4
        while jt < rtotal:
            mk = NULL if p.m == NULL else p.m + mo + red.m
            for j in range(nk0):
                v = (<const int32_t*>(p.x + xo + red.x + j * kxs0))[0]
                take = ((irow[j] < 0) | (v > brow[j]))
                if mk != NULL:
                    take = take & mk[j * kms0]
                brow[j] = tp_sel_i32(take, v, brow[j])
                irow[j] = tp_sel_i64(take, jt, irow[j])
            odo_next(&red)
            jt += 1
        for j in range(nk0):
            (<int64_t*>(p.out + oo + j * kos0))[0] = irow[j] if irow[j] >= 0 else 0
        rows_next(&rows)
    free(brow)
    free(irow)
    return 0


cdef int _chunk_argmax_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) (tp_runs_chunk): chunk u's best value goes to part[u],
    # the slice index of its first best to cnt[u] (-1: none).
    cdef Plan* p = <Plan*>ctx
    cdef int32_t* part = <int32_t*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, bi
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int32_t b
    for u in range(lo, hi):
        b = 0
        bi = -1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            _run_argmax_int32(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        part[u] = b
        p.cnt[u] = bi
    return 0


cdef int _gather_argmax_int32(Plan* p, intp o) noexcept nogil:
    # Output o from its chunks' bests (tp_runs_chunk): a chunk's best
    # replaces the best of the chunks before it only when strictly better
    # (the first NaN wins), which is the first best of the whole slice: the
    # same index on any number of threads.
    cdef int32_t* part = <int32_t*>p.part
    cdef tp_odo kept
    cdef intp q, bi = -1, vi
    cdef int32_t b = 0, v
    for q in range(p.nch):
        v = part[part_at(p, o, q)]
        vi = p.cnt[part_at(p, o, q)]
        if vi >= 0 and (bi < 0 or v > b):
            b = v
            bi = vi
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
    return 0


# The entry: argmax on int32 input, int32_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_argmax_int32
_walks.short_slices = _short_argmax_int32
_walks.short_in = sizeof(int32_t)
_walks.short_out = 0
_walks.rows = _rows_argmax_int32
_walks.chunked.keep = 0
chunk_step(&_walks.chunked, _chunk_argmax_int32, _gather_argmax_int32, sizeof(int32_t),
           0, 1, 4, False)
_k = plan_kernel("argmax_int32", "argmax", _walks)
_k.segmented = True
argmax_int32 = _k

# --- argmax_int64: ops.yaml: ops.argmax (argmax, int64 -> int64)
cdef inline void _run_argmax_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms, intp base,
        int64_t* best, intp* idx) noexcept nogil:
    # Blockwise: mask into buf (masked-out -> the identity), fold the block's
    # max, and only when it beats the best so far scan for its first
    # valid position.  No per-element branch on data.
    cdef int64_t buf[BLOCK]
    cdef int64_t v, b = best[0], top
    cdef intp bi = idx[0], i, step, nv
    cdef const int64_t* xp
    # The elements before the first 64-byte line are a block of their own, so
    # that the others' vector loads start on a line (the first position of
    # the extreme does not depend on where the blocks end).
    cdef intp first = tp_head_to_line(x, sizeof(int64_t), n) if xs == sizeof(int64_t) else 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        if first > 0:
            step, first = first, 0
        xp = <const int64_t*>x
        if xs == sizeof(int64_t) and (m == NULL or ms == 1):
            # The block's fold without a copy, counting its valid elements
            # (a block without any is skipped; no mask: all of them); the
            # rare block that beats the best is scanned for its first valid
            # best.  (The block two ahead prefetched: tp_support.h
            # TP_PREFETCH2's why.)
            tp_prefetch_bytes(xp + 2 * BLOCK, BLOCK * sizeof(int64_t))
            nv = step
            if m != NULL:
                tp_prefetch_bytes(m + 2 * BLOCK, BLOCK)
                nv = 0
            top = tp_mfold_max_i64(xp, m, step, INT64_MIN, &nv)
            if nv > 0 and (bi < 0 or top > b):
                i = 0
                while i < step and not ((m == NULL or m[i]) and (xp[i] == top)):
                    i += 1
                b = top
                bi = base + i
        # Until something valid is found, a block without valid elements is
        # skipped (counting its mask); after that the fold alone decides.
        elif bi >= 0 or m == NULL or tp_count(m, step, ms) > 0:
            # (one loop per case: a test inside would stop vectorisation)
            if m == NULL and xs == sizeof(int64_t):
                for i in range(step):
                    buf[i] = (xp[i])
            elif m == NULL:
                for i in range(step):
                    buf[i] = ((<const int64_t*>(x + i * xs))[0])
            elif xs == sizeof(int64_t) and ms == 1:
                for i in range(step):
                    buf[i] = tp_sel_i64(m[i], (xp[i]), INT64_MIN)
            else:
                for i in range(step):
                    buf[i] = tp_sel_i64(m[i * ms], ((<const int64_t*>(x + i * xs))[0]), INT64_MIN)
            top = tp_fold_max_i64(buf, step)
            if (bi < 0 or top > b):
                i = 0
                if m == NULL or top != <int64_t>INT64_MIN:
                    while not (buf[i] == top):
                        i += 1
                else:
                    while i < step and not (m[i * ms] and buf[i] == top):
                        i += 1
                b = top
                bi = base + i
        x += step * xs
        if m != NULL:
            m += step * ms
        base += step
        n -= step
    best[0] = b
    idx[0] = bi


cdef int _pos_argmax_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer` (or segments).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, bi
    cdef int64_t b
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        b = 0
        bi = -1
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            _run_argmax_int64(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0
cdef int _short_argmax_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements), without _run_'s count and calls, which cost more
    # than so short a slice.  Up to 8
    # elements: one pass carrying (best, index) by selects, as _rows_ does (a
    # chain of dependent steps, but no branch to mispredict); longer: the masked
    # copy, its fold and the scan for the first element equal to it, as _run_
    # does.  The same index as _pos_.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, bi
    cdef intp n0 = p.rshape[0]
    cdef const int64_t* xp
    cdef const uint8_t* mk
    cdef int64_t buf[SHORT_SLICE]
    cdef int64_t v, b
    cdef int take
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        xp = <const int64_t*>(p.x + kept.x)
        mk = p.m + kept.m
        if n0 <= 8:
            b = 0
            bi = -1
            for i in range(n0):
                v = (xp[i])
                take = ((bi < 0) | (v > b))
                if p.m != NULL:
                    take = take & mk[i]
                b = tp_sel_i64(take, v, b)
                bi = tp_sel_i64(take, i, bi)
        else:
            if p.m == NULL:
                for i in range(n0):
                    buf[i] = (xp[i])
            else:
                for i in range(n0):
                    buf[i] = tp_sel_i64(mk[i], (xp[i]), INT64_MIN)
            b = tp_fold_max_i64(buf, n0)
            i = 0
            if p.m == NULL or b != <int64_t>INT64_MIN:
                while not (buf[i] == b):
                    i += 1
            else:
                while i < n0 and not (mk[i] and buf[i] == b):
                    i += 1
            bi = i if i < n0 else -1
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0


cdef int _rows_argmax_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Innermost kept dim walked in the inner loop, a row of (best, index).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int64_t v
    cdef int64_t* brow
    cdef intp* irow
    cdef intp nk0, kxs0, kms0, kos0, q, bi
    cdef int64_t b
    cdef const int64_t* xq[4]
    cdef const uint8_t* mq[4]
    cdef const int64_t* x0
    cdef const int64_t* x1
    cdef const int64_t* x2
    cdef const int64_t* x3
    cdef const uint8_t* m0
    cdef const uint8_t* m1
    cdef const uint8_t* m2
    cdef const uint8_t* m3
    cdef int take
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    brow = <int64_t*>malloc(nk0 * sizeof(int64_t))
    irow = <intp*>malloc(nk0 * sizeof(intp))
    if brow == NULL or irow == NULL:
        free(brow)
        free(irow)
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            brow[j] = 0
            irow[j] = -1
        reduced_at(&red, p, p.nr, 0)
        jt = 0
        if kxs0 == sizeof(int64_t) and (p.m == NULL or kms0 == 1):
            # Contiguous rows four at a time: each (best, index) still takes
            # row jt's element, then row jt + 1's, ... (the same selects in the
            # same order: the same result), read and written once for the four.
            while jt + 4 <= rtotal:
                for q in range(4):
                    xq[q] = <const int64_t*>(p.x + xo + red.x)
                    mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                    odo_next(&red)
                x0, x1, x2, x3 = xq[0], xq[1], xq[2], xq[3]
                m0, m1, m2, m3 = mq[0], mq[1], mq[2], mq[3]
                if p.m == NULL:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i64(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i64(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i64(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_i64(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                else:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b)) & m0[j]
                        b = tp_sel_i64(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b)) & m1[j]
                        b = tp_sel_i64(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b)) & m2[j]
                        b = tp_sel_i64(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b)) & m3[j]
                        b = tp_sel_i64(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                jt += 4
        while jt < rtotal:
            mk = NULL if p.m == NULL else p.m + mo + red.m
            for j in range(nk0):
                v = (<const int64_t*>(p.x + xo + red.x + j * kxs0))[0]
                take = ((irow[j] < 0) | (v > brow[j]))
                if mk != NULL:
                    take = take & mk[j * kms0]
                brow[j] = tp_sel_i64(take, v, brow[j])
                irow[j] = tp_sel_i64(take, jt, irow[j])
            odo_next(&red)
            jt += 1
        for j in range(nk0):
            (<int64_t*>(p.out + oo + j * kos0))[0] = irow[j] if irow[j] >= 0 else 0
        rows_next(&rows)
    free(brow)
    free(irow)
    return 0


cdef int _chunk_argmax_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) (tp_runs_chunk): chunk u's best value goes to part[u],
    # the slice index of its first best to cnt[u] (-1: none).
    cdef Plan* p = <Plan*>ctx
    cdef int64_t* part = <int64_t*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, bi
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int64_t b
    for u in range(lo, hi):
        b = 0
        bi = -1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            _run_argmax_int64(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        part[u] = b
        p.cnt[u] = bi
    return 0


cdef int _gather_argmax_int64(Plan* p, intp o) noexcept nogil:
    # Output o from its chunks' bests (tp_runs_chunk): a chunk's best
    # replaces the best of the chunks before it only when strictly better
    # (the first NaN wins), which is the first best of the whole slice: the
    # same index on any number of threads.
    cdef int64_t* part = <int64_t*>p.part
    cdef tp_odo kept
    cdef intp q, bi = -1, vi
    cdef int64_t b = 0, v
    for q in range(p.nch):
        v = part[part_at(p, o, q)]
        vi = p.cnt[part_at(p, o, q)]
        if vi >= 0 and (bi < 0 or v > b):
            b = v
            bi = vi
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
    return 0


# The entry: argmax on int64 input, int64_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_argmax_int64
_walks.short_slices = _short_argmax_int64
_walks.short_in = sizeof(int64_t)
_walks.short_out = 0
_walks.rows = _rows_argmax_int64
_walks.chunked.keep = 0
chunk_step(&_walks.chunked, _chunk_argmax_int64, _gather_argmax_int64, sizeof(int64_t),
           0, 1, 4, False)
_k = plan_kernel("argmax_int64", "argmax", _walks)
_k.segmented = True
argmax_int64 = _k

# --- argmax_uint8: ops.yaml: ops.argmax (argmax, uint8 -> int64)
cdef inline void _run_argmax_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms, intp base,
        uint8_t* best, intp* idx) noexcept nogil:
    # Blockwise: mask into buf (masked-out -> the identity), fold the block's
    # max, and only when it beats the best so far scan for its first
    # valid position.  No per-element branch on data.
    cdef uint8_t buf[BLOCK]
    cdef uint8_t v, b = best[0], top
    cdef intp bi = idx[0], i, step, nv
    cdef const uint8_t* xp
    # The elements before the first 64-byte line are a block of their own, so
    # that the others' vector loads start on a line (the first position of
    # the extreme does not depend on where the blocks end).
    cdef intp first = tp_head_to_line(x, sizeof(uint8_t), n) if xs == sizeof(uint8_t) else 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        if first > 0:
            step, first = first, 0
        xp = <const uint8_t*>x
        if xs == sizeof(uint8_t) and (m == NULL or ms == 1):
            # The block's fold without a copy, counting its valid elements
            # (a block without any is skipped; no mask: all of them); the
            # rare block that beats the best is scanned for its first valid
            # best.  (The block two ahead prefetched: tp_support.h
            # TP_PREFETCH2's why.)
            tp_prefetch_bytes(xp + 2 * BLOCK, BLOCK * sizeof(uint8_t))
            nv = step
            if m != NULL:
                tp_prefetch_bytes(m + 2 * BLOCK, BLOCK)
                nv = 0
            top = tp_mfold_max_u8(xp, m, step, 0, &nv)
            if nv > 0 and (bi < 0 or top > b):
                i = 0
                while i < step and not ((m == NULL or m[i]) and (xp[i] == top)):
                    i += 1
                b = top
                bi = base + i
        # Until something valid is found, a block without valid elements is
        # skipped (counting its mask); after that the fold alone decides.
        elif bi >= 0 or m == NULL or tp_count(m, step, ms) > 0:
            # (one loop per case: a test inside would stop vectorisation)
            if m == NULL and xs == sizeof(uint8_t):
                for i in range(step):
                    buf[i] = (xp[i])
            elif m == NULL:
                for i in range(step):
                    buf[i] = ((<const uint8_t*>(x + i * xs))[0])
            elif xs == sizeof(uint8_t) and ms == 1:
                for i in range(step):
                    buf[i] = tp_sel_u8(m[i], (xp[i]), 0)
            else:
                for i in range(step):
                    buf[i] = tp_sel_u8(m[i * ms], ((<const uint8_t*>(x + i * xs))[0]), 0)
            top = tp_fold_max_u8(buf, step)
            if (bi < 0 or top > b):
                i = 0
                if m == NULL or top != <uint8_t>0:
                    while not (buf[i] == top):
                        i += 1
                else:
                    while i < step and not (m[i * ms] and buf[i] == top):
                        i += 1
                b = top
                bi = base + i
        x += step * xs
        if m != NULL:
            m += step * ms
        base += step
        n -= step
    best[0] = b
    idx[0] = bi


cdef int _pos_argmax_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer` (or segments).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, bi
    cdef uint8_t b
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        b = 0
        bi = -1
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            _run_argmax_uint8(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0
cdef int _short_argmax_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements), without _run_'s count and calls, which cost more
    # than so short a slice.  Up to 8
    # elements: one pass carrying (best, index) by selects, as _rows_ does (a
    # chain of dependent steps, but no branch to mispredict); longer: the masked
    # copy, its fold and the scan for the first element equal to it, as _run_
    # does.  The same index as _pos_.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, bi
    cdef intp n0 = p.rshape[0]
    cdef const uint8_t* xp
    cdef const uint8_t* mk
    cdef uint8_t buf[SHORT_SLICE]
    cdef uint8_t v, b
    cdef int take
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        xp = <const uint8_t*>(p.x + kept.x)
        mk = p.m + kept.m
        if n0 <= 8:
            b = 0
            bi = -1
            for i in range(n0):
                v = (xp[i])
                take = ((bi < 0) | (v > b))
                if p.m != NULL:
                    take = take & mk[i]
                b = tp_sel_u8(take, v, b)
                bi = tp_sel_i64(take, i, bi)
        else:
            if p.m == NULL:
                for i in range(n0):
                    buf[i] = (xp[i])
            else:
                for i in range(n0):
                    buf[i] = tp_sel_u8(mk[i], (xp[i]), 0)
            b = tp_fold_max_u8(buf, n0)
            i = 0
            if p.m == NULL or b != <uint8_t>0:
                while not (buf[i] == b):
                    i += 1
            else:
                while i < n0 and not (mk[i] and buf[i] == b):
                    i += 1
            bi = i if i < n0 else -1
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0


cdef int _rows_argmax_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Innermost kept dim walked in the inner loop, a row of (best, index).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint8_t v
    cdef uint8_t* brow
    cdef intp* irow
    cdef intp nk0, kxs0, kms0, kos0, q, bi
    cdef uint8_t b
    cdef const uint8_t* xq[4]
    cdef const uint8_t* mq[4]
    cdef const uint8_t* x0
    cdef const uint8_t* x1
    cdef const uint8_t* x2
    cdef const uint8_t* x3
    cdef const uint8_t* m0
    cdef const uint8_t* m1
    cdef const uint8_t* m2
    cdef const uint8_t* m3
    cdef int take
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    brow = <uint8_t*>malloc(nk0 * sizeof(uint8_t))
    irow = <intp*>malloc(nk0 * sizeof(intp))
    if brow == NULL or irow == NULL:
        free(brow)
        free(irow)
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            brow[j] = 0
            irow[j] = -1
        reduced_at(&red, p, p.nr, 0)
        jt = 0
        if kxs0 == sizeof(uint8_t) and (p.m == NULL or kms0 == 1):
            # Contiguous rows four at a time: each (best, index) still takes
            # row jt's element, then row jt + 1's, ... (the same selects in the
            # same order: the same result), read and written once for the four.
            while jt + 4 <= rtotal:
                for q in range(4):
                    xq[q] = <const uint8_t*>(p.x + xo + red.x)
                    mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                    odo_next(&red)
                x0, x1, x2, x3 = xq[0], xq[1], xq[2], xq[3]
                m0, m1, m2, m3 = mq[0], mq[1], mq[2], mq[3]
                if p.m == NULL:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                else:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b)) & m0[j]
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b)) & m1[j]
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b)) & m2[j]
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b)) & m3[j]
                        b = tp_sel_u8(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                jt += 4
        while jt < rtotal:
            mk = NULL if p.m == NULL else p.m + mo + red.m
            for j in range(nk0):
                v = (<const uint8_t*>(p.x + xo + red.x + j * kxs0))[0]
                take = ((irow[j] < 0) | (v > brow[j]))
                if mk != NULL:
                    take = take & mk[j * kms0]
                brow[j] = tp_sel_u8(take, v, brow[j])
                irow[j] = tp_sel_i64(take, jt, irow[j])
            odo_next(&red)
            jt += 1
        for j in range(nk0):
            (<int64_t*>(p.out + oo + j * kos0))[0] = irow[j] if irow[j] >= 0 else 0
        rows_next(&rows)
    free(brow)
    free(irow)
    return 0


cdef int _chunk_argmax_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) (tp_runs_chunk): chunk u's best value goes to part[u],
    # the slice index of its first best to cnt[u] (-1: none).
    cdef Plan* p = <Plan*>ctx
    cdef uint8_t* part = <uint8_t*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, bi
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef uint8_t b
    for u in range(lo, hi):
        b = 0
        bi = -1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            _run_argmax_uint8(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        part[u] = b
        p.cnt[u] = bi
    return 0


cdef int _gather_argmax_uint8(Plan* p, intp o) noexcept nogil:
    # Output o from its chunks' bests (tp_runs_chunk): a chunk's best
    # replaces the best of the chunks before it only when strictly better
    # (the first NaN wins), which is the first best of the whole slice: the
    # same index on any number of threads.
    cdef uint8_t* part = <uint8_t*>p.part
    cdef tp_odo kept
    cdef intp q, bi = -1, vi
    cdef uint8_t b = 0, v
    for q in range(p.nch):
        v = part[part_at(p, o, q)]
        vi = p.cnt[part_at(p, o, q)]
        if vi >= 0 and (bi < 0 or v > b):
            b = v
            bi = vi
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
    return 0


# The entry: argmax on uint8 input, uint8_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_argmax_uint8
_walks.short_slices = _short_argmax_uint8
_walks.short_in = sizeof(uint8_t)
_walks.short_out = 0
_walks.rows = _rows_argmax_uint8
_walks.chunked.keep = 0
chunk_step(&_walks.chunked, _chunk_argmax_uint8, _gather_argmax_uint8, sizeof(uint8_t),
           0, 1, 4, False)
_k = plan_kernel("argmax_uint8", "argmax", _walks)
_k.segmented = True
argmax_uint8 = _k

# --- argmax_uint16: ops.yaml: ops.argmax (argmax, uint16 -> int64)
cdef inline void _run_argmax_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms, intp base,
        uint16_t* best, intp* idx) noexcept nogil:
    # Blockwise: mask into buf (masked-out -> the identity), fold the block's
    # max, and only when it beats the best so far scan for its first
    # valid position.  No per-element branch on data.
    cdef uint16_t buf[BLOCK]
    cdef uint16_t v, b = best[0], top
    cdef intp bi = idx[0], i, step, nv
    cdef const uint16_t* xp
    # The elements before the first 64-byte line are a block of their own, so
    # that the others' vector loads start on a line (the first position of
    # the extreme does not depend on where the blocks end).
    cdef intp first = tp_head_to_line(x, sizeof(uint16_t), n) if xs == sizeof(uint16_t) else 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        if first > 0:
            step, first = first, 0
        xp = <const uint16_t*>x
        if xs == sizeof(uint16_t) and (m == NULL or ms == 1):
            # The block's fold without a copy, counting its valid elements
            # (a block without any is skipped; no mask: all of them); the
            # rare block that beats the best is scanned for its first valid
            # best.  (The block two ahead prefetched: tp_support.h
            # TP_PREFETCH2's why.)
            tp_prefetch_bytes(xp + 2 * BLOCK, BLOCK * sizeof(uint16_t))
            nv = step
            if m != NULL:
                tp_prefetch_bytes(m + 2 * BLOCK, BLOCK)
                nv = 0
            top = tp_mfold_max_u16(xp, m, step, 0, &nv)
            if nv > 0 and (bi < 0 or top > b):
                i = 0
                while i < step and not ((m == NULL or m[i]) and (xp[i] == top)):
                    i += 1
                b = top
                bi = base + i
        # Until something valid is found, a block without valid elements is
        # skipped (counting its mask); after that the fold alone decides.
        elif bi >= 0 or m == NULL or tp_count(m, step, ms) > 0:
            # (one loop per case: a test inside would stop vectorisation)
            if m == NULL and xs == sizeof(uint16_t):
                for i in range(step):
                    buf[i] = (xp[i])
            elif m == NULL:
                for i in range(step):
                    buf[i] = ((<const uint16_t*>(x + i * xs))[0])
            elif xs == sizeof(uint16_t) and ms == 1:
                for i in range(step):
                    buf[i] = tp_sel_u16(m[i], (xp[i]), 0)
            else:
                for i in range(step):
                    buf[i] = tp_sel_u16(m[i * ms], ((<const uint16_t*>(x + i * xs))[0]), 0)
            top = tp_fold_max_u16(buf, step)
            if (bi < 0 or top > b):
                i = 0
                if m == NULL or top != <uint16_t>0:
                    while not (buf[i] == top):
                        i += 1
                else:
                    while i < step and not (m[i * ms] and buf[i] == top):
                        i += 1
                b = top
                bi = base + i
        x += step * xs
        if m != NULL:
            m += step * ms
        base += step
        n -= step
    best[0] = b
    idx[0] = bi


cdef int _pos_argmax_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer` (or segments).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, bi
    cdef uint16_t b
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        b = 0
        bi = -1
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            _run_argmax_uint16(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0
cdef int _short_argmax_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements), without _run_'s count and calls, which cost more
    # than so short a slice.  Up to 8
    # elements: one pass carrying (best, index) by selects, as _rows_ does (a
    # chain of dependent steps, but no branch to mispredict); longer: the masked
    # copy, its fold and the scan for the first element equal to it, as _run_
    # does.  The same index as _pos_.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, bi
    cdef intp n0 = p.rshape[0]
    cdef const uint16_t* xp
    cdef const uint8_t* mk
    cdef uint16_t buf[SHORT_SLICE]
    cdef uint16_t v, b
    cdef int take
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        xp = <const uint16_t*>(p.x + kept.x)
        mk = p.m + kept.m
        if n0 <= 8:
            b = 0
            bi = -1
            for i in range(n0):
                v = (xp[i])
                take = ((bi < 0) | (v > b))
                if p.m != NULL:
                    take = take & mk[i]
                b = tp_sel_u16(take, v, b)
                bi = tp_sel_i64(take, i, bi)
        else:
            if p.m == NULL:
                for i in range(n0):
                    buf[i] = (xp[i])
            else:
                for i in range(n0):
                    buf[i] = tp_sel_u16(mk[i], (xp[i]), 0)
            b = tp_fold_max_u16(buf, n0)
            i = 0
            if p.m == NULL or b != <uint16_t>0:
                while not (buf[i] == b):
                    i += 1
            else:
                while i < n0 and not (mk[i] and buf[i] == b):
                    i += 1
            bi = i if i < n0 else -1
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0


cdef int _rows_argmax_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Innermost kept dim walked in the inner loop, a row of (best, index).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint16_t v
    cdef uint16_t* brow
    cdef intp* irow
    cdef intp nk0, kxs0, kms0, kos0, q, bi
    cdef uint16_t b
    cdef const uint16_t* xq[4]
    cdef const uint8_t* mq[4]
    cdef const uint16_t* x0
    cdef const uint16_t* x1
    cdef const uint16_t* x2
    cdef const uint16_t* x3
    cdef const uint8_t* m0
    cdef const uint8_t* m1
    cdef const uint8_t* m2
    cdef const uint8_t* m3
    cdef int take
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    brow = <uint16_t*>malloc(nk0 * sizeof(uint16_t))
    irow = <intp*>malloc(nk0 * sizeof(intp))
    if brow == NULL or irow == NULL:
        free(brow)
        free(irow)
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            brow[j] = 0
            irow[j] = -1
        reduced_at(&red, p, p.nr, 0)
        jt = 0
        if kxs0 == sizeof(uint16_t) and (p.m == NULL or kms0 == 1):
            # Contiguous rows four at a time: each (best, index) still takes
            # row jt's element, then row jt + 1's, ... (the same selects in the
            # same order: the same result), read and written once for the four.
            while jt + 4 <= rtotal:
                for q in range(4):
                    xq[q] = <const uint16_t*>(p.x + xo + red.x)
                    mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                    odo_next(&red)
                x0, x1, x2, x3 = xq[0], xq[1], xq[2], xq[3]
                m0, m1, m2, m3 = mq[0], mq[1], mq[2], mq[3]
                if p.m == NULL:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u16(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u16(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u16(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u16(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                else:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b)) & m0[j]
                        b = tp_sel_u16(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b)) & m1[j]
                        b = tp_sel_u16(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b)) & m2[j]
                        b = tp_sel_u16(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b)) & m3[j]
                        b = tp_sel_u16(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                jt += 4
        while jt < rtotal:
            mk = NULL if p.m == NULL else p.m + mo + red.m
            for j in range(nk0):
                v = (<const uint16_t*>(p.x + xo + red.x + j * kxs0))[0]
                take = ((irow[j] < 0) | (v > brow[j]))
                if mk != NULL:
                    take = take & mk[j * kms0]
                brow[j] = tp_sel_u16(take, v, brow[j])
                irow[j] = tp_sel_i64(take, jt, irow[j])
            odo_next(&red)
            jt += 1
        for j in range(nk0):
            (<int64_t*>(p.out + oo + j * kos0))[0] = irow[j] if irow[j] >= 0 else 0
        rows_next(&rows)
    free(brow)
    free(irow)
    return 0


cdef int _chunk_argmax_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) (tp_runs_chunk): chunk u's best value goes to part[u],
    # the slice index of its first best to cnt[u] (-1: none).
    cdef Plan* p = <Plan*>ctx
    cdef uint16_t* part = <uint16_t*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, bi
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef uint16_t b
    for u in range(lo, hi):
        b = 0
        bi = -1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            _run_argmax_uint16(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        part[u] = b
        p.cnt[u] = bi
    return 0


cdef int _gather_argmax_uint16(Plan* p, intp o) noexcept nogil:
    # Output o from its chunks' bests (tp_runs_chunk): a chunk's best
    # replaces the best of the chunks before it only when strictly better
    # (the first NaN wins), which is the first best of the whole slice: the
    # same index on any number of threads.
    cdef uint16_t* part = <uint16_t*>p.part
    cdef tp_odo kept
    cdef intp q, bi = -1, vi
    cdef uint16_t b = 0, v
    for q in range(p.nch):
        v = part[part_at(p, o, q)]
        vi = p.cnt[part_at(p, o, q)]
        if vi >= 0 and (bi < 0 or v > b):
            b = v
            bi = vi
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
    return 0


# The entry: argmax on uint16 input, uint16_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_argmax_uint16
_walks.short_slices = _short_argmax_uint16
_walks.short_in = sizeof(uint16_t)
_walks.short_out = 0
_walks.rows = _rows_argmax_uint16
_walks.chunked.keep = 0
chunk_step(&_walks.chunked, _chunk_argmax_uint16, _gather_argmax_uint16, sizeof(uint16_t),
           0, 1, 4, False)
_k = plan_kernel("argmax_uint16", "argmax", _walks)
_k.segmented = True
argmax_uint16 = _k

# --- argmax_uint32: ops.yaml: ops.argmax (argmax, uint32 -> int64)
cdef inline void _run_argmax_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms, intp base,
        uint32_t* best, intp* idx) noexcept nogil:
    # Blockwise: mask into buf (masked-out -> the identity), fold the block's
    # max, and only when it beats the best so far scan for its first
    # valid position.  No per-element branch on data.
    cdef uint32_t buf[BLOCK]
    cdef uint32_t v, b = best[0], top
    cdef intp bi = idx[0], i, step, nv
    cdef const uint32_t* xp
    # The elements before the first 64-byte line are a block of their own, so
    # that the others' vector loads start on a line (the first position of
    # the extreme does not depend on where the blocks end).
    cdef intp first = tp_head_to_line(x, sizeof(uint32_t), n) if xs == sizeof(uint32_t) else 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        if first > 0:
            step, first = first, 0
        xp = <const uint32_t*>x
        if xs == sizeof(uint32_t) and (m == NULL or ms == 1):
            # The block's fold without a copy, counting its valid elements
            # (a block without any is skipped; no mask: all of them); the
            # rare block that beats the best is scanned for its first valid
            # best.  (The block two ahead prefetched: tp_support.h
            # TP_PREFETCH2's why.)
            tp_prefetch_bytes(xp + 2 * BLOCK, BLOCK * sizeof(uint32_t))
            nv = step
            if m != NULL:
                tp_prefetch_bytes(m + 2 * BLOCK, BLOCK)
                nv = 0
            top = tp_mfold_max_u32(xp, m, step, 0, &nv)
            if nv > 0 and (bi < 0 or top > b):
                i = 0
                while i < step and not ((m == NULL or m[i]) and (xp[i] == top)):
                    i += 1
                b = top
                bi = base + i
        # Until something valid is found, a block without valid elements is
        # skipped (counting its mask); after that the fold alone decides.
        elif bi >= 0 or m == NULL or tp_count(m, step, ms) > 0:
            # (one loop per case: a test inside would stop vectorisation)
            if m == NULL and xs == sizeof(uint32_t):
                for i in range(step):
                    buf[i] = (xp[i])
            elif m == NULL:
                for i in range(step):
                    buf[i] = ((<const uint32_t*>(x + i * xs))[0])
            elif xs == sizeof(uint32_t) and ms == 1:
                for i in range(step):
                    buf[i] = tp_sel_u32(m[i], (xp[i]), 0)
            else:
                for i in range(step):
                    buf[i] = tp_sel_u32(m[i * ms], ((<const uint32_t*>(x + i * xs))[0]), 0)
            top = tp_fold_max_u32(buf, step)
            if (bi < 0 or top > b):
                i = 0
                if m == NULL or top != <uint32_t>0:
                    while not (buf[i] == top):
                        i += 1
                else:
                    while i < step and not (m[i * ms] and buf[i] == top):
                        i += 1
                b = top
                bi = base + i
        x += step * xs
        if m != NULL:
            m += step * ms
        base += step
        n -= step
    best[0] = b
    idx[0] = bi


cdef int _pos_argmax_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer` (or segments).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, bi
    cdef uint32_t b
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        b = 0
        bi = -1
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            _run_argmax_uint32(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0
cdef int _short_argmax_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements), without _run_'s count and calls, which cost more
    # than so short a slice.  Up to 8
    # elements: one pass carrying (best, index) by selects, as _rows_ does (a
    # chain of dependent steps, but no branch to mispredict); longer: the masked
    # copy, its fold and the scan for the first element equal to it, as _run_
    # does.  The same index as _pos_.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, bi
    cdef intp n0 = p.rshape[0]
    cdef const uint32_t* xp
    cdef const uint8_t* mk
    cdef uint32_t buf[SHORT_SLICE]
    cdef uint32_t v, b
    cdef int take
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        xp = <const uint32_t*>(p.x + kept.x)
        mk = p.m + kept.m
        if n0 <= 8:
            b = 0
            bi = -1
            for i in range(n0):
                v = (xp[i])
                take = ((bi < 0) | (v > b))
                if p.m != NULL:
                    take = take & mk[i]
                b = tp_sel_u32(take, v, b)
                bi = tp_sel_i64(take, i, bi)
        else:
            if p.m == NULL:
                for i in range(n0):
                    buf[i] = (xp[i])
            else:
                for i in range(n0):
                    buf[i] = tp_sel_u32(mk[i], (xp[i]), 0)
            b = tp_fold_max_u32(buf, n0)
            i = 0
            if p.m == NULL or b != <uint32_t>0:
                while not (buf[i] == b):
                    i += 1
            else:
                while i < n0 and not (mk[i] and buf[i] == b):
                    i += 1
            bi = i if i < n0 else -1
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0


cdef int _rows_argmax_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Innermost kept dim walked in the inner loop, a row of (best, index).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint32_t v
    cdef uint32_t* brow
    cdef intp* irow
    cdef intp nk0, kxs0, kms0, kos0, q, bi
    cdef uint32_t b
    cdef const uint32_t* xq[4]
    cdef const uint8_t* mq[4]
    cdef const uint32_t* x0
    cdef const uint32_t* x1
    cdef const uint32_t* x2
    cdef const uint32_t* x3
    cdef const uint8_t* m0
    cdef const uint8_t* m1
    cdef const uint8_t* m2
    cdef const uint8_t* m3
    cdef int take
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    brow = <uint32_t*>malloc(nk0 * sizeof(uint32_t))
    irow = <intp*>malloc(nk0 * sizeof(intp))
    if brow == NULL or irow == NULL:
        free(brow)
        free(irow)
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            brow[j] = 0
            irow[j] = -1
        reduced_at(&red, p, p.nr, 0)
        jt = 0
        if kxs0 == sizeof(uint32_t) and (p.m == NULL or kms0 == 1):
            # Contiguous rows four at a time: each (best, index) still takes
            # row jt's element, then row jt + 1's, ... (the same selects in the
            # same order: the same result), read and written once for the four.
            while jt + 4 <= rtotal:
                for q in range(4):
                    xq[q] = <const uint32_t*>(p.x + xo + red.x)
                    mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                    odo_next(&red)
                x0, x1, x2, x3 = xq[0], xq[1], xq[2], xq[3]
                m0, m1, m2, m3 = mq[0], mq[1], mq[2], mq[3]
                if p.m == NULL:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u32(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u32(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u32(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u32(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                else:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b)) & m0[j]
                        b = tp_sel_u32(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b)) & m1[j]
                        b = tp_sel_u32(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b)) & m2[j]
                        b = tp_sel_u32(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b)) & m3[j]
                        b = tp_sel_u32(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                jt += 4
        while jt < rtotal:
            mk = NULL if p.m == NULL else p.m + mo + red.m
            for j in range(nk0):
                v = (<const uint32_t*>(p.x + xo + red.x + j * kxs0))[0]
                take = ((irow[j] < 0) | (v > brow[j]))
                if mk != NULL:
                    take = take & mk[j * kms0]
                brow[j] = tp_sel_u32(take, v, brow[j])
                irow[j] = tp_sel_i64(take, jt, irow[j])
            odo_next(&red)
            jt += 1
        for j in range(nk0):
            (<int64_t*>(p.out + oo + j * kos0))[0] = irow[j] if irow[j] >= 0 else 0
        rows_next(&rows)
    free(brow)
    free(irow)
    return 0


cdef int _chunk_argmax_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) (tp_runs_chunk): chunk u's best value goes to part[u],
    # the slice index of its first best to cnt[u] (-1: none).
    cdef Plan* p = <Plan*>ctx
    cdef uint32_t* part = <uint32_t*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, bi
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef uint32_t b
    for u in range(lo, hi):
        b = 0
        bi = -1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            _run_argmax_uint32(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        part[u] = b
        p.cnt[u] = bi
    return 0


cdef int _gather_argmax_uint32(Plan* p, intp o) noexcept nogil:
    # Output o from its chunks' bests (tp_runs_chunk): a chunk's best
    # replaces the best of the chunks before it only when strictly better
    # (the first NaN wins), which is the first best of the whole slice: the
    # same index on any number of threads.
    cdef uint32_t* part = <uint32_t*>p.part
    cdef tp_odo kept
    cdef intp q, bi = -1, vi
    cdef uint32_t b = 0, v
    for q in range(p.nch):
        v = part[part_at(p, o, q)]
        vi = p.cnt[part_at(p, o, q)]
        if vi >= 0 and (bi < 0 or v > b):
            b = v
            bi = vi
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
    return 0


# The entry: argmax on uint32 input, uint32_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_argmax_uint32
_walks.short_slices = _short_argmax_uint32
_walks.short_in = sizeof(uint32_t)
_walks.short_out = 0
_walks.rows = _rows_argmax_uint32
_walks.chunked.keep = 0
chunk_step(&_walks.chunked, _chunk_argmax_uint32, _gather_argmax_uint32, sizeof(uint32_t),
           0, 1, 4, False)
_k = plan_kernel("argmax_uint32", "argmax", _walks)
_k.segmented = True
argmax_uint32 = _k

# --- argmax_uint64: ops.yaml: ops.argmax (argmax, uint64 -> int64)
cdef inline void _run_argmax_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms, intp base,
        uint64_t* best, intp* idx) noexcept nogil:
    # Blockwise: mask into buf (masked-out -> the identity), fold the block's
    # max, and only when it beats the best so far scan for its first
    # valid position.  No per-element branch on data.
    cdef uint64_t buf[BLOCK]
    cdef uint64_t v, b = best[0], top
    cdef intp bi = idx[0], i, step, nv
    cdef const uint64_t* xp
    # The elements before the first 64-byte line are a block of their own, so
    # that the others' vector loads start on a line (the first position of
    # the extreme does not depend on where the blocks end).
    cdef intp first = tp_head_to_line(x, sizeof(uint64_t), n) if xs == sizeof(uint64_t) else 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        if first > 0:
            step, first = first, 0
        xp = <const uint64_t*>x
        if xs == sizeof(uint64_t) and (m == NULL or ms == 1):
            # The block's fold without a copy, counting its valid elements
            # (a block without any is skipped; no mask: all of them); the
            # rare block that beats the best is scanned for its first valid
            # best.  (The block two ahead prefetched: tp_support.h
            # TP_PREFETCH2's why.)
            tp_prefetch_bytes(xp + 2 * BLOCK, BLOCK * sizeof(uint64_t))
            nv = step
            if m != NULL:
                tp_prefetch_bytes(m + 2 * BLOCK, BLOCK)
                nv = 0
            top = tp_mfold_max_u64(xp, m, step, 0, &nv)
            if nv > 0 and (bi < 0 or top > b):
                i = 0
                while i < step and not ((m == NULL or m[i]) and (xp[i] == top)):
                    i += 1
                b = top
                bi = base + i
        # Until something valid is found, a block without valid elements is
        # skipped (counting its mask); after that the fold alone decides.
        elif bi >= 0 or m == NULL or tp_count(m, step, ms) > 0:
            # (one loop per case: a test inside would stop vectorisation)
            if m == NULL and xs == sizeof(uint64_t):
                for i in range(step):
                    buf[i] = (xp[i])
            elif m == NULL:
                for i in range(step):
                    buf[i] = ((<const uint64_t*>(x + i * xs))[0])
            elif xs == sizeof(uint64_t) and ms == 1:
                for i in range(step):
                    buf[i] = tp_sel_u64(m[i], (xp[i]), 0)
            else:
                for i in range(step):
                    buf[i] = tp_sel_u64(m[i * ms], ((<const uint64_t*>(x + i * xs))[0]), 0)
            top = tp_fold_max_u64(buf, step)
            if (bi < 0 or top > b):
                i = 0
                if m == NULL or top != <uint64_t>0:
                    while not (buf[i] == top):
                        i += 1
                else:
                    while i < step and not (m[i * ms] and buf[i] == top):
                        i += 1
                b = top
                bi = base + i
        x += step * xs
        if m != NULL:
            m += step * ms
        base += step
        n -= step
    best[0] = b
    idx[0] = bi


cdef int _pos_argmax_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer` (or segments).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, bi
    cdef uint64_t b
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        b = 0
        bi = -1
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            _run_argmax_uint64(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0
cdef int _short_argmax_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements), without _run_'s count and calls, which cost more
    # than so short a slice.  Up to 8
    # elements: one pass carrying (best, index) by selects, as _rows_ does (a
    # chain of dependent steps, but no branch to mispredict); longer: the masked
    # copy, its fold and the scan for the first element equal to it, as _run_
    # does.  The same index as _pos_.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, bi
    cdef intp n0 = p.rshape[0]
    cdef const uint64_t* xp
    cdef const uint8_t* mk
    cdef uint64_t buf[SHORT_SLICE]
    cdef uint64_t v, b
    cdef int take
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        xp = <const uint64_t*>(p.x + kept.x)
        mk = p.m + kept.m
        if n0 <= 8:
            b = 0
            bi = -1
            for i in range(n0):
                v = (xp[i])
                take = ((bi < 0) | (v > b))
                if p.m != NULL:
                    take = take & mk[i]
                b = tp_sel_u64(take, v, b)
                bi = tp_sel_i64(take, i, bi)
        else:
            if p.m == NULL:
                for i in range(n0):
                    buf[i] = (xp[i])
            else:
                for i in range(n0):
                    buf[i] = tp_sel_u64(mk[i], (xp[i]), 0)
            b = tp_fold_max_u64(buf, n0)
            i = 0
            if p.m == NULL or b != <uint64_t>0:
                while not (buf[i] == b):
                    i += 1
            else:
                while i < n0 and not (mk[i] and buf[i] == b):
                    i += 1
            bi = i if i < n0 else -1
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0


cdef int _rows_argmax_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Innermost kept dim walked in the inner loop, a row of (best, index).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint64_t v
    cdef uint64_t* brow
    cdef intp* irow
    cdef intp nk0, kxs0, kms0, kos0, q, bi
    cdef uint64_t b
    cdef const uint64_t* xq[4]
    cdef const uint8_t* mq[4]
    cdef const uint64_t* x0
    cdef const uint64_t* x1
    cdef const uint64_t* x2
    cdef const uint64_t* x3
    cdef const uint8_t* m0
    cdef const uint8_t* m1
    cdef const uint8_t* m2
    cdef const uint8_t* m3
    cdef int take
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    brow = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
    irow = <intp*>malloc(nk0 * sizeof(intp))
    if brow == NULL or irow == NULL:
        free(brow)
        free(irow)
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            brow[j] = 0
            irow[j] = -1
        reduced_at(&red, p, p.nr, 0)
        jt = 0
        if kxs0 == sizeof(uint64_t) and (p.m == NULL or kms0 == 1):
            # Contiguous rows four at a time: each (best, index) still takes
            # row jt's element, then row jt + 1's, ... (the same selects in the
            # same order: the same result), read and written once for the four.
            while jt + 4 <= rtotal:
                for q in range(4):
                    xq[q] = <const uint64_t*>(p.x + xo + red.x)
                    mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                    odo_next(&red)
                x0, x1, x2, x3 = xq[0], xq[1], xq[2], xq[3]
                m0, m1, m2, m3 = mq[0], mq[1], mq[2], mq[3]
                if p.m == NULL:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u64(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u64(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u64(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b))
                        b = tp_sel_u64(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                else:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b)) & m0[j]
                        b = tp_sel_u64(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b)) & m1[j]
                        b = tp_sel_u64(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b)) & m2[j]
                        b = tp_sel_u64(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b)) & m3[j]
                        b = tp_sel_u64(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                jt += 4
        while jt < rtotal:
            mk = NULL if p.m == NULL else p.m + mo + red.m
            for j in range(nk0):
                v = (<const uint64_t*>(p.x + xo + red.x + j * kxs0))[0]
                take = ((irow[j] < 0) | (v > brow[j]))
                if mk != NULL:
                    take = take & mk[j * kms0]
                brow[j] = tp_sel_u64(take, v, brow[j])
                irow[j] = tp_sel_i64(take, jt, irow[j])
            odo_next(&red)
            jt += 1
        for j in range(nk0):
            (<int64_t*>(p.out + oo + j * kos0))[0] = irow[j] if irow[j] >= 0 else 0
        rows_next(&rows)
    free(brow)
    free(irow)
    return 0


cdef int _chunk_argmax_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) (tp_runs_chunk): chunk u's best value goes to part[u],
    # the slice index of its first best to cnt[u] (-1: none).
    cdef Plan* p = <Plan*>ctx
    cdef uint64_t* part = <uint64_t*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, bi
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef uint64_t b
    for u in range(lo, hi):
        b = 0
        bi = -1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            _run_argmax_uint64(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        part[u] = b
        p.cnt[u] = bi
    return 0


cdef int _gather_argmax_uint64(Plan* p, intp o) noexcept nogil:
    # Output o from its chunks' bests (tp_runs_chunk): a chunk's best
    # replaces the best of the chunks before it only when strictly better
    # (the first NaN wins), which is the first best of the whole slice: the
    # same index on any number of threads.
    cdef uint64_t* part = <uint64_t*>p.part
    cdef tp_odo kept
    cdef intp q, bi = -1, vi
    cdef uint64_t b = 0, v
    for q in range(p.nch):
        v = part[part_at(p, o, q)]
        vi = p.cnt[part_at(p, o, q)]
        if vi >= 0 and (bi < 0 or v > b):
            b = v
            bi = vi
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
    return 0


# The entry: argmax on uint64 input, uint64_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_argmax_uint64
_walks.short_slices = _short_argmax_uint64
_walks.short_in = sizeof(uint64_t)
_walks.short_out = 0
_walks.rows = _rows_argmax_uint64
_walks.chunked.keep = 0
chunk_step(&_walks.chunked, _chunk_argmax_uint64, _gather_argmax_uint64, sizeof(uint64_t),
           0, 1, 4, False)
_k = plan_kernel("argmax_uint64", "argmax", _walks)
_k.segmented = True
argmax_uint64 = _k

# --- argmax_float16: ops.yaml: ops.argmax (argmax, float16 -> int64)
cdef inline void _run_argmax_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms, intp base,
        float* best, intp* idx) noexcept nogil:
    # Blockwise: mask into buf (masked-out -> the identity), fold the block's
    # max, and only when it beats the best so far scan for its first
    # valid position.  No per-element branch on data.
    cdef float buf[BLOCK]
    cdef float v, b = best[0], top
    cdef intp bi = idx[0], i, step, nv
    cdef const uint16_t* xp
    if m != NULL and ms == 0:
        if m[0] == 0:
            return
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        xp = <const uint16_t*>x
        # Until something valid is found, a block without valid elements is
        # skipped (counting its mask); after that the fold alone decides.
        if bi >= 0 or m == NULL or tp_count(m, step, ms) > 0:
            # (one loop per case: a test inside would stop vectorisation)
            if m == NULL and xs == sizeof(uint16_t):
                for i in range(step):
                    buf[i] = half_to_float((xp[i]))
            elif m == NULL:
                for i in range(step):
                    buf[i] = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            elif xs == sizeof(uint16_t) and ms == 1:
                for i in range(step):
                    buf[i] = tp_sel_f32(m[i], half_to_float((xp[i])), -INFINITY)
            else:
                for i in range(step):
                    buf[i] = tp_sel_f32(m[i * ms], half_to_float(((<const uint16_t*>(x + i * xs))[0])), -INFINITY)
            top = tp_fold_max_f32(buf, step)
            if (bi < 0 or top > b or (top != top and b == b)):
                i = 0
                if m == NULL or top != <float>-INFINITY:
                    while not (buf[i] == top or (top != top and buf[i] != buf[i])):
                        i += 1
                else:
                    while i < step and not (m[i * ms] and buf[i] == top):
                        i += 1
                b = top
                bi = base + i
        x += step * xs
        if m != NULL:
            m += step * ms
        base += step
        n -= step
    best[0] = b
    idx[0] = bi


cdef int _pos_argmax_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer` (or segments).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, bi
    cdef float b
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        b = 0
        bi = -1
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            _run_argmax_float16(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0
cdef int _short_argmax_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements), without _run_'s count and calls, which cost more
    # than so short a slice.  Up to 8
    # elements: one pass carrying (best, index) by selects, as _rows_ does (a
    # chain of dependent steps, but no branch to mispredict); longer: the masked
    # copy, its fold and the scan for the first element equal to it, as _run_
    # does.  The same index as _pos_.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, bi
    cdef intp n0 = p.rshape[0]
    cdef const uint16_t* xp
    cdef const uint8_t* mk
    cdef float buf[SHORT_SLICE]
    cdef float v, b
    cdef int take
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        xp = <const uint16_t*>(p.x + kept.x)
        mk = p.m + kept.m
        if n0 <= 8:
            b = 0
            bi = -1
            for i in range(n0):
                v = half_to_float((xp[i]))
                take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                if p.m != NULL:
                    take = take & mk[i]
                b = tp_sel_f32(take, v, b)
                bi = tp_sel_i64(take, i, bi)
        else:
            if p.m == NULL:
                for i in range(n0):
                    buf[i] = half_to_float((xp[i]))
            else:
                for i in range(n0):
                    buf[i] = tp_sel_f32(mk[i], half_to_float((xp[i])), -INFINITY)
            b = tp_fold_max_f32(buf, n0)
            i = 0
            if p.m == NULL or b != <float>-INFINITY:
                while not (buf[i] == b or (b != b and buf[i] != buf[i])):
                    i += 1
            else:
                while i < n0 and not (mk[i] and buf[i] == b):
                    i += 1
            bi = i if i < n0 else -1
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0


cdef int _rows_argmax_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Innermost kept dim walked in the inner loop, a row of (best, index).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef float v
    cdef float* brow
    cdef intp* irow
    cdef intp nk0, kxs0, kms0, kos0, q, bi
    cdef float b
    cdef const uint16_t* xq[4]
    cdef const uint8_t* mq[4]
    cdef const uint16_t* x0
    cdef const uint16_t* x1
    cdef const uint16_t* x2
    cdef const uint16_t* x3
    cdef const uint8_t* m0
    cdef const uint8_t* m1
    cdef const uint8_t* m2
    cdef const uint8_t* m3
    cdef int take
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    brow = <float*>malloc(nk0 * sizeof(float))
    irow = <intp*>malloc(nk0 * sizeof(intp))
    if brow == NULL or irow == NULL:
        free(brow)
        free(irow)
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            brow[j] = 0
            irow[j] = -1
        reduced_at(&red, p, p.nr, 0)
        jt = 0
        if kxs0 == sizeof(uint16_t) and (p.m == NULL or kms0 == 1):
            # Contiguous rows four at a time: each (best, index) still takes
            # row jt's element, then row jt + 1's, ... (the same selects in the
            # same order: the same result), read and written once for the four.
            while jt + 4 <= rtotal:
                for q in range(4):
                    xq[q] = <const uint16_t*>(p.x + xo + red.x)
                    mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                    odo_next(&red)
                x0, x1, x2, x3 = xq[0], xq[1], xq[2], xq[3]
                m0, m1, m2, m3 = mq[0], mq[1], mq[2], mq[3]
                if p.m == NULL:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = half_to_float(x0[j])
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = half_to_float(x1[j])
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = half_to_float(x2[j])
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = half_to_float(x3[j])
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                else:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = half_to_float(x0[j])
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b))) & m0[j]
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = half_to_float(x1[j])
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b))) & m1[j]
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = half_to_float(x2[j])
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b))) & m2[j]
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = half_to_float(x3[j])
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b))) & m3[j]
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                jt += 4
        while jt < rtotal:
            mk = NULL if p.m == NULL else p.m + mo + red.m
            for j in range(nk0):
                v = half_to_float((<const uint16_t*>(p.x + xo + red.x + j * kxs0))[0])
                take = ((irow[j] < 0) | (v > brow[j]) | ((v != v) & (brow[j] == brow[j])))
                if mk != NULL:
                    take = take & mk[j * kms0]
                brow[j] = tp_sel_f32(take, v, brow[j])
                irow[j] = tp_sel_i64(take, jt, irow[j])
            odo_next(&red)
            jt += 1
        for j in range(nk0):
            (<int64_t*>(p.out + oo + j * kos0))[0] = irow[j] if irow[j] >= 0 else 0
        rows_next(&rows)
    free(brow)
    free(irow)
    return 0


cdef int _chunk_argmax_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) (tp_runs_chunk): chunk u's best value goes to part[u],
    # the slice index of its first best to cnt[u] (-1: none).
    cdef Plan* p = <Plan*>ctx
    cdef float* part = <float*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, bi
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef float b
    for u in range(lo, hi):
        b = 0
        bi = -1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            _run_argmax_float16(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        part[u] = b
        p.cnt[u] = bi
    return 0


cdef int _gather_argmax_float16(Plan* p, intp o) noexcept nogil:
    # Output o from its chunks' bests (tp_runs_chunk): a chunk's best
    # replaces the best of the chunks before it only when strictly better
    # (the first NaN wins), which is the first best of the whole slice: the
    # same index on any number of threads.
    cdef float* part = <float*>p.part
    cdef tp_odo kept
    cdef intp q, bi = -1, vi
    cdef float b = 0, v
    for q in range(p.nch):
        v = part[part_at(p, o, q)]
        vi = p.cnt[part_at(p, o, q)]
        if vi >= 0 and (bi < 0 or v > b or (v != v and b == b)):
            b = v
            bi = vi
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
    return 0


# The entry: argmax on float16 input, uint16_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_argmax_float16
_walks.short_slices = _short_argmax_float16
_walks.short_in = sizeof(uint16_t)
_walks.short_out = 0
_walks.rows = _rows_argmax_float16
_walks.chunked.keep = 0
chunk_step(&_walks.chunked, _chunk_argmax_float16, _gather_argmax_float16, sizeof(float),
           0, 1, 4, False)
_k = plan_kernel("argmax_float16", "argmax", _walks)
_k.segmented = True
argmax_float16 = _k

# --- argmax_float32: ops.yaml: ops.argmax (argmax, float32 -> int64)
cdef inline void _run_argmax_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms, intp base,
        float* best, intp* idx) noexcept nogil:
    # Blockwise: mask into buf (masked-out -> the identity), fold the block's
    # max, and only when it beats the best so far scan for its first
    # valid position.  No per-element branch on data.
    cdef float buf[BLOCK]
    cdef float v, b = best[0], top
    cdef intp bi = idx[0], i, step, nv
    cdef const float* xp
    # The elements before the first 64-byte line are a block of their own, so
    # that the others' vector loads start on a line (the first position of
    # the extreme does not depend on where the blocks end).
    cdef intp first = tp_head_to_line(x, sizeof(float), n) if xs == sizeof(float) else 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        if first > 0:
            step, first = first, 0
        xp = <const float*>x
        if xs == sizeof(float) and (m == NULL or ms == 1):
            # The block's fold without a copy, counting its valid elements
            # (a block without any is skipped; no mask: all of them); the
            # rare block that beats the best is scanned for its first valid
            # best.  (The block two ahead prefetched: tp_support.h
            # TP_PREFETCH2's why.)
            tp_prefetch_bytes(xp + 2 * BLOCK, BLOCK * sizeof(float))
            nv = step
            if m != NULL:
                tp_prefetch_bytes(m + 2 * BLOCK, BLOCK)
                nv = 0
            top = tp_mfold_max_f32(xp, m, step, -INFINITY, &nv)
            if nv > 0 and (bi < 0 or top > b or (top != top and b == b)):
                i = tp_first_eq_f32(xp, m, step, top)
                b = top
                bi = base + i
        # Until something valid is found, a block without valid elements is
        # skipped (counting its mask); after that the fold alone decides.
        elif bi >= 0 or m == NULL or tp_count(m, step, ms) > 0:
            # (one loop per case: a test inside would stop vectorisation)
            if m == NULL and xs == sizeof(float):
                for i in range(step):
                    buf[i] = (xp[i])
            elif m == NULL:
                for i in range(step):
                    buf[i] = ((<const float*>(x + i * xs))[0])
            elif xs == sizeof(float) and ms == 1:
                for i in range(step):
                    buf[i] = tp_sel_f32(m[i], (xp[i]), -INFINITY)
            else:
                for i in range(step):
                    buf[i] = tp_sel_f32(m[i * ms], ((<const float*>(x + i * xs))[0]), -INFINITY)
            top = tp_fold_max_f32(buf, step)
            if (bi < 0 or top > b or (top != top and b == b)):
                i = 0
                if m == NULL or top != <float>-INFINITY:
                    while not (buf[i] == top or (top != top and buf[i] != buf[i])):
                        i += 1
                else:
                    while i < step and not (m[i * ms] and buf[i] == top):
                        i += 1
                b = top
                bi = base + i
        x += step * xs
        if m != NULL:
            m += step * ms
        base += step
        n -= step
    best[0] = b
    idx[0] = bi


cdef int _pos_argmax_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer` (or segments).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, bi
    cdef float b
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        b = 0
        bi = -1
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            _run_argmax_float32(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0
cdef int _short_argmax_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements), without _run_'s count and calls, which cost more
    # than so short a slice.  Up to 16 elements: tp_argshort_max_f32 (one
    # or two masked vectors, no chain of dependent steps).  Up to 8
    # elements: one pass carrying (best, index) by selects, as _rows_ does (a
    # chain of dependent steps, but no branch to mispredict); longer: the masked
    # copy, its fold and the scan for the first element equal to it, as _run_
    # does.  The same index as _pos_.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, bi
    cdef intp n0 = p.rshape[0]
    cdef const float* xp
    cdef const uint8_t* mk
    cdef float buf[SHORT_SLICE]
    cdef float v, b
    cdef int take
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        xp = <const float*>(p.x + kept.x)
        mk = p.m + kept.m
        if n0 <= 16:
            bi = tp_argshort_max_f32(xp, NULL if p.m == NULL else mk, n0)
        elif n0 <= 8:
            b = 0
            bi = -1
            for i in range(n0):
                v = (xp[i])
                take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                if p.m != NULL:
                    take = take & mk[i]
                b = tp_sel_f32(take, v, b)
                bi = tp_sel_i64(take, i, bi)
        else:
            if p.m == NULL:
                for i in range(n0):
                    buf[i] = (xp[i])
            else:
                for i in range(n0):
                    buf[i] = tp_sel_f32(mk[i], (xp[i]), -INFINITY)
            b = tp_fold_max_f32(buf, n0)
            i = 0
            if p.m == NULL or b != <float>-INFINITY:
                while not (buf[i] == b or (b != b and buf[i] != buf[i])):
                    i += 1
            else:
                while i < n0 and not (mk[i] and buf[i] == b):
                    i += 1
            bi = i if i < n0 else -1
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0


cdef int _rows_argmax_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Innermost kept dim walked in the inner loop, a row of (best, index).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef float v
    cdef float* brow
    cdef intp* irow
    cdef intp nk0, kxs0, kms0, kos0, q, bi
    cdef float b
    cdef const float* xq[4]
    cdef const uint8_t* mq[4]
    cdef const float* x0
    cdef const float* x1
    cdef const float* x2
    cdef const float* x3
    cdef const uint8_t* m0
    cdef const uint8_t* m1
    cdef const uint8_t* m2
    cdef const uint8_t* m3
    cdef int take
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    brow = <float*>malloc(nk0 * sizeof(float))
    irow = <intp*>malloc(nk0 * sizeof(intp))
    if brow == NULL or irow == NULL:
        free(brow)
        free(irow)
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            brow[j] = 0
            irow[j] = -1
        reduced_at(&red, p, p.nr, 0)
        jt = 0
        if kxs0 == sizeof(float) and (p.m == NULL or kms0 == 1):
            # Contiguous rows four at a time: each (best, index) still takes
            # row jt's element, then row jt + 1's, ... (the same selects in the
            # same order: the same result), read and written once for the four.
            while jt + 4 <= rtotal:
                for q in range(4):
                    xq[q] = <const float*>(p.x + xo + red.x)
                    mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                    odo_next(&red)
                x0, x1, x2, x3 = xq[0], xq[1], xq[2], xq[3]
                m0, m1, m2, m3 = mq[0], mq[1], mq[2], mq[3]
                if p.m == NULL:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                else:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b))) & m0[j]
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b))) & m1[j]
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b))) & m2[j]
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b))) & m3[j]
                        b = tp_sel_f32(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                jt += 4
        while jt < rtotal:
            mk = NULL if p.m == NULL else p.m + mo + red.m
            for j in range(nk0):
                v = (<const float*>(p.x + xo + red.x + j * kxs0))[0]
                take = ((irow[j] < 0) | (v > brow[j]) | ((v != v) & (brow[j] == brow[j])))
                if mk != NULL:
                    take = take & mk[j * kms0]
                brow[j] = tp_sel_f32(take, v, brow[j])
                irow[j] = tp_sel_i64(take, jt, irow[j])
            odo_next(&red)
            jt += 1
        for j in range(nk0):
            (<int64_t*>(p.out + oo + j * kos0))[0] = irow[j] if irow[j] >= 0 else 0
        rows_next(&rows)
    free(brow)
    free(irow)
    return 0


cdef int _chunk_argmax_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) (tp_runs_chunk): chunk u's best value goes to part[u],
    # the slice index of its first best to cnt[u] (-1: none).
    cdef Plan* p = <Plan*>ctx
    cdef float* part = <float*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, bi
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef float b
    for u in range(lo, hi):
        b = 0
        bi = -1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            _run_argmax_float32(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        part[u] = b
        p.cnt[u] = bi
    return 0


cdef int _gather_argmax_float32(Plan* p, intp o) noexcept nogil:
    # Output o from its chunks' bests (tp_runs_chunk): a chunk's best
    # replaces the best of the chunks before it only when strictly better
    # (the first NaN wins), which is the first best of the whole slice: the
    # same index on any number of threads.
    cdef float* part = <float*>p.part
    cdef tp_odo kept
    cdef intp q, bi = -1, vi
    cdef float b = 0, v
    for q in range(p.nch):
        v = part[part_at(p, o, q)]
        vi = p.cnt[part_at(p, o, q)]
        if vi >= 0 and (bi < 0 or v > b or (v != v and b == b)):
            b = v
            bi = vi
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
    return 0


# The entry: argmax on float32 input, float read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_argmax_float32
_walks.short_slices = _short_argmax_float32
_walks.short_in = sizeof(float)
_walks.short_out = 0
_walks.rows = _rows_argmax_float32
_walks.chunked.keep = 0
chunk_step(&_walks.chunked, _chunk_argmax_float32, _gather_argmax_float32, sizeof(float),
           0, 1, 4, False)
_k = plan_kernel("argmax_float32", "argmax", _walks)
_k.segmented = True
argmax_float32 = _k

# --- argmax_float64: ops.yaml: ops.argmax (argmax, float64 -> int64)
cdef inline void _run_argmax_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms, intp base,
        double* best, intp* idx) noexcept nogil:
    # Blockwise: mask into buf (masked-out -> the identity), fold the block's
    # max, and only when it beats the best so far scan for its first
    # valid position.  No per-element branch on data.
    cdef double buf[BLOCK]
    cdef double v, b = best[0], top
    cdef intp bi = idx[0], i, step, nv
    cdef const double* xp
    # The elements before the first 64-byte line are a block of their own, so
    # that the others' vector loads start on a line (the first position of
    # the extreme does not depend on where the blocks end).
    cdef intp first = tp_head_to_line(x, sizeof(double), n) if xs == sizeof(double) else 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        if first > 0:
            step, first = first, 0
        xp = <const double*>x
        if xs == sizeof(double) and (m == NULL or ms == 1):
            # The block's fold without a copy, counting its valid elements
            # (a block without any is skipped; no mask: all of them); the
            # rare block that beats the best is scanned for its first valid
            # best.  (The block two ahead prefetched: tp_support.h
            # TP_PREFETCH2's why.)
            tp_prefetch_bytes(xp + 2 * BLOCK, BLOCK * sizeof(double))
            nv = step
            if m != NULL:
                tp_prefetch_bytes(m + 2 * BLOCK, BLOCK)
                nv = 0
            top = tp_mfold_max_f64(xp, m, step, -INFINITY, &nv)
            if nv > 0 and (bi < 0 or top > b or (top != top and b == b)):
                i = tp_first_eq_f64(xp, m, step, top)
                b = top
                bi = base + i
        # Until something valid is found, a block without valid elements is
        # skipped (counting its mask); after that the fold alone decides.
        elif bi >= 0 or m == NULL or tp_count(m, step, ms) > 0:
            # (one loop per case: a test inside would stop vectorisation)
            if m == NULL and xs == sizeof(double):
                for i in range(step):
                    buf[i] = (xp[i])
            elif m == NULL:
                for i in range(step):
                    buf[i] = ((<const double*>(x + i * xs))[0])
            elif xs == sizeof(double) and ms == 1:
                for i in range(step):
                    buf[i] = tp_sel_f64(m[i], (xp[i]), -INFINITY)
            else:
                for i in range(step):
                    buf[i] = tp_sel_f64(m[i * ms], ((<const double*>(x + i * xs))[0]), -INFINITY)
            top = tp_fold_max_f64(buf, step)
            if (bi < 0 or top > b or (top != top and b == b)):
                i = 0
                if m == NULL or top != <double>-INFINITY:
                    while not (buf[i] == top or (top != top and buf[i] != buf[i])):
                        i += 1
                else:
                    while i < step and not (m[i * ms] and buf[i] == top):
                        i += 1
                b = top
                bi = base + i
        x += step * xs
        if m != NULL:
            m += step * ms
        base += step
        n -= step
    best[0] = b
    idx[0] = bi


cdef int _pos_argmax_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer` (or segments).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, bi
    cdef double b
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        b = 0
        bi = -1
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            _run_argmax_float64(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0
cdef int _short_argmax_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements), without _run_'s count and calls, which cost more
    # than so short a slice.  Up to 16 elements: tp_argshort_max_f64 (one
    # or two masked vectors, no chain of dependent steps).  Up to 8
    # elements: one pass carrying (best, index) by selects, as _rows_ does (a
    # chain of dependent steps, but no branch to mispredict); longer: the masked
    # copy, its fold and the scan for the first element equal to it, as _run_
    # does.  The same index as _pos_.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, bi
    cdef intp n0 = p.rshape[0]
    cdef const double* xp
    cdef const uint8_t* mk
    cdef double buf[SHORT_SLICE]
    cdef double v, b
    cdef int take
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        xp = <const double*>(p.x + kept.x)
        mk = p.m + kept.m
        if n0 <= 16:
            bi = tp_argshort_max_f64(xp, NULL if p.m == NULL else mk, n0)
        elif n0 <= 8:
            b = 0
            bi = -1
            for i in range(n0):
                v = (xp[i])
                take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                if p.m != NULL:
                    take = take & mk[i]
                b = tp_sel_f64(take, v, b)
                bi = tp_sel_i64(take, i, bi)
        else:
            if p.m == NULL:
                for i in range(n0):
                    buf[i] = (xp[i])
            else:
                for i in range(n0):
                    buf[i] = tp_sel_f64(mk[i], (xp[i]), -INFINITY)
            b = tp_fold_max_f64(buf, n0)
            i = 0
            if p.m == NULL or b != <double>-INFINITY:
                while not (buf[i] == b or (b != b and buf[i] != buf[i])):
                    i += 1
            else:
                while i < n0 and not (mk[i] and buf[i] == b):
                    i += 1
            bi = i if i < n0 else -1
        (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
        odo_next(&kept)
    return 0


cdef int _rows_argmax_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Innermost kept dim walked in the inner loop, a row of (best, index).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double v
    cdef double* brow
    cdef intp* irow
    cdef intp nk0, kxs0, kms0, kos0, q, bi
    cdef double b
    cdef const double* xq[4]
    cdef const uint8_t* mq[4]
    cdef const double* x0
    cdef const double* x1
    cdef const double* x2
    cdef const double* x3
    cdef const uint8_t* m0
    cdef const uint8_t* m1
    cdef const uint8_t* m2
    cdef const uint8_t* m3
    cdef int take
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    brow = <double*>malloc(nk0 * sizeof(double))
    irow = <intp*>malloc(nk0 * sizeof(intp))
    if brow == NULL or irow == NULL:
        free(brow)
        free(irow)
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            brow[j] = 0
            irow[j] = -1
        reduced_at(&red, p, p.nr, 0)
        jt = 0
        if kxs0 == sizeof(double) and (p.m == NULL or kms0 == 1):
            # Contiguous rows four at a time: each (best, index) still takes
            # row jt's element, then row jt + 1's, ... (the same selects in the
            # same order: the same result), read and written once for the four.
            while jt + 4 <= rtotal:
                for q in range(4):
                    xq[q] = <const double*>(p.x + xo + red.x)
                    mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                    odo_next(&red)
                x0, x1, x2, x3 = xq[0], xq[1], xq[2], xq[3]
                m0, m1, m2, m3 = mq[0], mq[1], mq[2], mq[3]
                if p.m == NULL:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                        b = tp_sel_f64(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                        b = tp_sel_f64(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                        b = tp_sel_f64(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b)))
                        b = tp_sel_f64(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                else:
                    for j in range(nk0):
                        b = brow[j]
                        bi = irow[j]
                        v = x0[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b))) & m0[j]
                        b = tp_sel_f64(take, v, b)
                        bi = tp_sel_i64(take, jt + 0, bi)
                        v = x1[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b))) & m1[j]
                        b = tp_sel_f64(take, v, b)
                        bi = tp_sel_i64(take, jt + 1, bi)
                        v = x2[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b))) & m2[j]
                        b = tp_sel_f64(take, v, b)
                        bi = tp_sel_i64(take, jt + 2, bi)
                        v = x3[j]
                        take = ((bi < 0) | (v > b) | ((v != v) & (b == b))) & m3[j]
                        b = tp_sel_f64(take, v, b)
                        bi = tp_sel_i64(take, jt + 3, bi)
                        brow[j] = b
                        irow[j] = bi
                jt += 4
        while jt < rtotal:
            mk = NULL if p.m == NULL else p.m + mo + red.m
            for j in range(nk0):
                v = (<const double*>(p.x + xo + red.x + j * kxs0))[0]
                take = ((irow[j] < 0) | (v > brow[j]) | ((v != v) & (brow[j] == brow[j])))
                if mk != NULL:
                    take = take & mk[j * kms0]
                brow[j] = tp_sel_f64(take, v, brow[j])
                irow[j] = tp_sel_i64(take, jt, irow[j])
            odo_next(&red)
            jt += 1
        for j in range(nk0):
            (<int64_t*>(p.out + oo + j * kos0))[0] = irow[j] if irow[j] >= 0 else 0
        rows_next(&rows)
    free(brow)
    free(irow)
    return 0


cdef int _chunk_argmax_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) (tp_runs_chunk): chunk u's best value goes to part[u],
    # the slice index of its first best to cnt[u] (-1: none).
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, bi
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double b
    for u in range(lo, hi):
        b = 0
        bi = -1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            _run_argmax_float64(runs.x, runs.m, runs.len, runs.xs, runs.ms, runs.base, &b, &bi)
        part[u] = b
        p.cnt[u] = bi
    return 0


cdef int _gather_argmax_float64(Plan* p, intp o) noexcept nogil:
    # Output o from its chunks' bests (tp_runs_chunk): a chunk's best
    # replaces the best of the chunks before it only when strictly better
    # (the first NaN wins), which is the first best of the whole slice: the
    # same index on any number of threads.
    cdef double* part = <double*>p.part
    cdef tp_odo kept
    cdef intp q, bi = -1, vi
    cdef double b = 0, v
    for q in range(p.nch):
        v = part[part_at(p, o, q)]
        vi = p.cnt[part_at(p, o, q)]
        if vi >= 0 and (bi < 0 or v > b or (v != v and b == b)):
            b = v
            bi = vi
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = bi if bi >= 0 else 0
    return 0


# The entry: argmax on float64 input, double read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_argmax_float64
_walks.short_slices = _short_argmax_float64
_walks.short_in = sizeof(double)
_walks.short_out = 0
_walks.rows = _rows_argmax_float64
_walks.chunked.keep = 0
chunk_step(&_walks.chunked, _chunk_argmax_float64, _gather_argmax_float64, sizeof(double),
           0, 1, 4, False)
_k = plan_kernel("argmax_float64", "argmax", _walks)
_k.segmented = True
argmax_float64 = _k



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
