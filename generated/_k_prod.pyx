# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op prod (reduce kind), from ops.yaml: ops.prod.
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
    double complex tp_fold_mul_c128(const double complex* b, intp n)
    double complex tp_mfold_mul_c128(const double complex* x, const uint8_t* m, intp n, double complex id, intp* cnt)
    double complex tp_sel_c128(int m, double complex v, double complex id)
    double tp_fold_mul_f64(const double* b, intp n)
    double tp_mfold_mul_f64(const double* x, const uint8_t* m, intp n, double id, intp* cnt)
    double tp_sel_f64(int m, double v, double id)
    float complex tp_fold_mul_c64(const float complex* b, intp n)
    float complex tp_mfold_mul_c64(const float complex* x, const uint8_t* m, intp n, float complex id, intp* cnt)
    float complex tp_sel_c64(int m, float complex v, float complex id)
    float tp_fold_mul_f32(const float* b, intp n)
    float tp_mfold_mul_f32(const float* x, const uint8_t* m, intp n, float id, intp* cnt)
    float tp_sel_f32(int m, float v, float id)
    int64_t tp_fold_mul_i64(const int64_t* b, intp n)
    int64_t tp_mfold_mul_i64(const int64_t* x, const uint8_t* m, intp n, int64_t id, intp* cnt)
    int64_t tp_sel_i64(int m, int64_t v, int64_t id)
    uint64_t tp_fold_mul_u64(const uint64_t* b, intp n)
    uint64_t tp_mfold_mul_u64(const uint64_t* x, const uint8_t* m, intp n, uint64_t id, intp* cnt)
    uint64_t tp_sel_u64(int m, uint64_t v, uint64_t id)


# --- driver prod_d0: ops.yaml: ops.prod, -> int64 from bool, int8, int16, int32, int64;
# it reads the input only through the per-dtype functions the entry puts in
# the plan: p.pos (_pos: the span over kept positions), p.run (_run: fold a
# run), p.sweep (_sweep: fold all reduced rows into a row of accumulators).
ctypedef int64_t (*_runfn0_prod_d0)(const char*, const uint8_t*, intp, intp, intp,
        int64_t, double, intp*) noexcept nogil
ctypedef void (*_sweepfn0_prod_d0)(Plan*, int64_t*, intp*, uint8_t*,
        const int64_t*, intp, intp, intp, intp, intp) noexcept nogil

cdef int _rows_prod_d0(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer`: the innermost kept dim has the smallest stride, so it is
    # walked in the inner loop and whole rows fold into a row of accumulators
    # (locality).  Units: outer kept positions [lo, hi), or with p.split the
    # columns [lo, hi) of every row.
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp it, j, n = 0, nk0, kos0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int64_t c = 0
    cdef double prm = p.reals[0]
    cdef int64_t a0 = 1
    cdef int64_t* arow0 = NULL
    cdef int64_t* centers = NULL
    cdef intp* nrow = NULL
    cdef uint8_t* nrow8 = NULL     # the sweeps' byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kos0 = rows.nk0, rows.os
    arow0 = <int64_t*>malloc(nk0 * sizeof(int64_t))
    centers = <int64_t*>malloc(nk0 * sizeof(int64_t))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    if centers == NULL or nrow == NULL or nrow8 == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        free(nrow8)
        return -1
    for j in range(nk0):
        nrow8[j] = 0
    for it in range(rows.it0, rows.it1):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 1
        (<_sweepfn0_prod_d0>p.sweep[0])(p, arow0, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<int64_t*>(p.out + rows.k.o + j * kos0))[0] = a0
        rows_next(&rows)
    free(arow0)
    free(centers)
    free(nrow)
    free(nrow8)
    return 0
# The chunked layouts' state of an output across the passes (p.keep).
ctypedef struct _keep_prod_d0:
    intp n
    int64_t c
    int64_t a0


cdef int _chunk0_prod_d0(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef int64_t* part = <int64_t*>p.part
    cdef const _keep_prod_d0* keep = <const _keep_prod_d0*>p.keep
    cdef _runfn0_prod_d0 run = <_runfn0_prod_d0>p.run[0]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int64_t a
    cdef int64_t t
    cdef int64_t c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 1
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a * t
        part[u] = a
    return 0


cdef int _rowchunk0_prod_d0(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j].
    cdef Plan* p = <Plan*>ctx
    cdef int64_t* part = <int64_t*>p.part
    cdef const _keep_prod_d0* keep = <const _keep_prod_d0*>p.keep
    cdef tp_odo row
    cdef intp u, r0, r1, j
    cdef intp nk0 = p.kshape[p.nk - 1], rtotal = prod_shape(p.nr, p.rshape)
    cdef int64_t centers[SHORT_ROW]      # (the row-chunked layout's rows are this short)
    cdef uint8_t* cnt8 = <uint8_t*>malloc(nk0)
    if cnt8 == NULL:
        return -1
    for j in range(nk0):
        cnt8[j] = 0
    for u in range(lo, hi):
        kept_at(&row, p, p.nk - 1, u // p.nch)
        r0 = (u % p.nch) * p.csize
        r1 = r0 + p.csize if r0 + p.csize < rtotal else rtotal
        for j in range(nk0):
            part[u * nk0 + j] = 1
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn0_prod_d0>p.sweep[0])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather0_prod_d0(Plan* p, intp o) noexcept nogil:
    # Pass 0's partials of output o combined in chunk order (in sequence); then the output written.
    cdef _keep_prod_d0* keep = <_keep_prod_d0*>p.keep + o
    cdef int64_t* part = <int64_t*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    cdef int64_t a0 = 1
    a0 = 1
    for q in range(nch):
        a0 = a0 * part[part_at(p, o, q)]
    n = keep.n
    c = keep.c
    kept_at(&kept, p, p.nk, o)
    (<int64_t*>(p.out + kept.o))[0] = a0
    return 0


# --- driver prod_d1: ops.yaml: ops.prod, -> uint64 from uint8, uint16, uint32, uint64;
# it reads the input only through the per-dtype functions the entry puts in
# the plan: p.pos (_pos: the span over kept positions), p.run (_run: fold a
# run), p.sweep (_sweep: fold all reduced rows into a row of accumulators).
ctypedef uint64_t (*_runfn0_prod_d1)(const char*, const uint8_t*, intp, intp, intp,
        uint64_t, double, intp*) noexcept nogil
ctypedef void (*_sweepfn0_prod_d1)(Plan*, uint64_t*, intp*, uint8_t*,
        const uint64_t*, intp, intp, intp, intp, intp) noexcept nogil

cdef int _rows_prod_d1(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer`: the innermost kept dim has the smallest stride, so it is
    # walked in the inner loop and whole rows fold into a row of accumulators
    # (locality).  Units: outer kept positions [lo, hi), or with p.split the
    # columns [lo, hi) of every row.
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp it, j, n = 0, nk0, kos0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef uint64_t c = 0
    cdef double prm = p.reals[0]
    cdef uint64_t a0 = 1
    cdef uint64_t* arow0 = NULL
    cdef uint64_t* centers = NULL
    cdef intp* nrow = NULL
    cdef uint8_t* nrow8 = NULL     # the sweeps' byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kos0 = rows.nk0, rows.os
    arow0 = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
    centers = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    if centers == NULL or nrow == NULL or nrow8 == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        free(nrow8)
        return -1
    for j in range(nk0):
        nrow8[j] = 0
    for it in range(rows.it0, rows.it1):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 1
        (<_sweepfn0_prod_d1>p.sweep[0])(p, arow0, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<uint64_t*>(p.out + rows.k.o + j * kos0))[0] = a0
        rows_next(&rows)
    free(arow0)
    free(centers)
    free(nrow)
    free(nrow8)
    return 0
# The chunked layouts' state of an output across the passes (p.keep).
ctypedef struct _keep_prod_d1:
    intp n
    uint64_t c
    uint64_t a0


cdef int _chunk0_prod_d1(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef uint64_t* part = <uint64_t*>p.part
    cdef const _keep_prod_d1* keep = <const _keep_prod_d1*>p.keep
    cdef _runfn0_prod_d1 run = <_runfn0_prod_d1>p.run[0]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef uint64_t a
    cdef uint64_t t
    cdef uint64_t c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 1
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a * t
        part[u] = a
    return 0


cdef int _rowchunk0_prod_d1(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j].
    cdef Plan* p = <Plan*>ctx
    cdef uint64_t* part = <uint64_t*>p.part
    cdef const _keep_prod_d1* keep = <const _keep_prod_d1*>p.keep
    cdef tp_odo row
    cdef intp u, r0, r1, j
    cdef intp nk0 = p.kshape[p.nk - 1], rtotal = prod_shape(p.nr, p.rshape)
    cdef uint64_t centers[SHORT_ROW]      # (the row-chunked layout's rows are this short)
    cdef uint8_t* cnt8 = <uint8_t*>malloc(nk0)
    if cnt8 == NULL:
        return -1
    for j in range(nk0):
        cnt8[j] = 0
    for u in range(lo, hi):
        kept_at(&row, p, p.nk - 1, u // p.nch)
        r0 = (u % p.nch) * p.csize
        r1 = r0 + p.csize if r0 + p.csize < rtotal else rtotal
        for j in range(nk0):
            part[u * nk0 + j] = 1
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn0_prod_d1>p.sweep[0])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather0_prod_d1(Plan* p, intp o) noexcept nogil:
    # Pass 0's partials of output o combined in chunk order (in sequence); then the output written.
    cdef _keep_prod_d1* keep = <_keep_prod_d1*>p.keep + o
    cdef uint64_t* part = <uint64_t*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    cdef uint64_t a0 = 1
    a0 = 1
    for q in range(nch):
        a0 = a0 * part[part_at(p, o, q)]
    n = keep.n
    c = keep.c
    kept_at(&kept, p, p.nk, o)
    (<uint64_t*>(p.out + kept.o))[0] = a0
    return 0


# --- driver prod_d2: ops.yaml: ops.prod, -> float32 from float16, float32;
# it reads the input only through the per-dtype functions the entry puts in
# the plan: p.pos (_pos: the span over kept positions), p.run (_run: fold a
# run), p.sweep (_sweep: fold all reduced rows into a row of accumulators).
ctypedef float (*_runfn0_prod_d2)(const char*, const uint8_t*, intp, intp, intp,
        float, double, intp*) noexcept nogil
ctypedef void (*_sweepfn0_prod_d2)(Plan*, float*, intp*, uint8_t*,
        const float*, intp, intp, intp, intp, intp) noexcept nogil

cdef int _rows_prod_d2(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer`: the innermost kept dim has the smallest stride, so it is
    # walked in the inner loop and whole rows fold into a row of accumulators
    # (locality).  Units: outer kept positions [lo, hi), or with p.split the
    # columns [lo, hi) of every row.
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp it, j, n = 0, nk0, kos0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef float c = 0
    cdef double prm = p.reals[0]
    cdef float a0 = 1.0
    cdef float* arow0 = NULL
    cdef float* centers = NULL
    cdef intp* nrow = NULL
    cdef uint8_t* nrow8 = NULL     # the sweeps' byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kos0 = rows.nk0, rows.os
    arow0 = <float*>malloc(nk0 * sizeof(float))
    centers = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    if centers == NULL or nrow == NULL or nrow8 == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        free(nrow8)
        return -1
    for j in range(nk0):
        nrow8[j] = 0
    for it in range(rows.it0, rows.it1):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 1.0
        (<_sweepfn0_prod_d2>p.sweep[0])(p, arow0, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<float*>(p.out + rows.k.o + j * kos0))[0] = a0
        rows_next(&rows)
    free(arow0)
    free(centers)
    free(nrow)
    free(nrow8)
    return 0
# The chunked layouts' state of an output across the passes (p.keep).
ctypedef struct _keep_prod_d2:
    intp n
    float c
    float a0


cdef int _chunk0_prod_d2(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef float* part = <float*>p.part
    cdef const _keep_prod_d2* keep = <const _keep_prod_d2*>p.keep
    cdef _runfn0_prod_d2 run = <_runfn0_prod_d2>p.run[0]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef float a
    cdef float t
    cdef float c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 1.0
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a * t
        part[u] = a
    return 0


cdef int _rowchunk0_prod_d2(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j].
    cdef Plan* p = <Plan*>ctx
    cdef float* part = <float*>p.part
    cdef const _keep_prod_d2* keep = <const _keep_prod_d2*>p.keep
    cdef tp_odo row
    cdef intp u, r0, r1, j
    cdef intp nk0 = p.kshape[p.nk - 1], rtotal = prod_shape(p.nr, p.rshape)
    cdef float centers[SHORT_ROW]      # (the row-chunked layout's rows are this short)
    cdef uint8_t* cnt8 = <uint8_t*>malloc(nk0)
    if cnt8 == NULL:
        return -1
    for j in range(nk0):
        cnt8[j] = 0
    for u in range(lo, hi):
        kept_at(&row, p, p.nk - 1, u // p.nch)
        r0 = (u % p.nch) * p.csize
        r1 = r0 + p.csize if r0 + p.csize < rtotal else rtotal
        for j in range(nk0):
            part[u * nk0 + j] = 1.0
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn0_prod_d2>p.sweep[0])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather0_prod_d2(Plan* p, intp o) noexcept nogil:
    # Pass 0's partials of output o combined in chunk order (in sequence); then the output written.
    cdef _keep_prod_d2* keep = <_keep_prod_d2*>p.keep + o
    cdef float* part = <float*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef float c = 0
    cdef float a0 = 1.0
    a0 = 1.0
    for q in range(nch):
        a0 = a0 * part[part_at(p, o, q)]
    n = keep.n
    c = keep.c
    kept_at(&kept, p, p.nk, o)
    (<float*>(p.out + kept.o))[0] = a0
    return 0


# --- driver prod_d3: ops.yaml: ops.prod, -> float64 from float64;
# it reads the input only through the per-dtype functions the entry puts in
# the plan: p.pos (_pos: the span over kept positions), p.run (_run: fold a
# run), p.sweep (_sweep: fold all reduced rows into a row of accumulators).
ctypedef double (*_runfn0_prod_d3)(const char*, const uint8_t*, intp, intp, intp,
        double, double, intp*) noexcept nogil
ctypedef void (*_sweepfn0_prod_d3)(Plan*, double*, intp*, uint8_t*,
        const double*, intp, intp, intp, intp, intp) noexcept nogil

cdef int _rows_prod_d3(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer`: the innermost kept dim has the smallest stride, so it is
    # walked in the inner loop and whole rows fold into a row of accumulators
    # (locality).  Units: outer kept positions [lo, hi), or with p.split the
    # columns [lo, hi) of every row.
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp it, j, n = 0, nk0, kos0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double c = 0
    cdef double prm = p.reals[0]
    cdef double a0 = 1.0
    cdef double* arow0 = NULL
    cdef double* centers = NULL
    cdef intp* nrow = NULL
    cdef uint8_t* nrow8 = NULL     # the sweeps' byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kos0 = rows.nk0, rows.os
    arow0 = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    if centers == NULL or nrow == NULL or nrow8 == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        free(nrow8)
        return -1
    for j in range(nk0):
        nrow8[j] = 0
    for it in range(rows.it0, rows.it1):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 1.0
        (<_sweepfn0_prod_d3>p.sweep[0])(p, arow0, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double*>(p.out + rows.k.o + j * kos0))[0] = a0
        rows_next(&rows)
    free(arow0)
    free(centers)
    free(nrow)
    free(nrow8)
    return 0
# The chunked layouts' state of an output across the passes (p.keep).
ctypedef struct _keep_prod_d3:
    intp n
    double c
    double a0


cdef int _chunk0_prod_d3(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef const _keep_prod_d3* keep = <const _keep_prod_d3*>p.keep
    cdef _runfn0_prod_d3 run = <_runfn0_prod_d3>p.run[0]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double a
    cdef double t
    cdef double c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 1.0
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a * t
        part[u] = a
    return 0


cdef int _rowchunk0_prod_d3(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j].
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef const _keep_prod_d3* keep = <const _keep_prod_d3*>p.keep
    cdef tp_odo row
    cdef intp u, r0, r1, j
    cdef intp nk0 = p.kshape[p.nk - 1], rtotal = prod_shape(p.nr, p.rshape)
    cdef double centers[SHORT_ROW]      # (the row-chunked layout's rows are this short)
    cdef uint8_t* cnt8 = <uint8_t*>malloc(nk0)
    if cnt8 == NULL:
        return -1
    for j in range(nk0):
        cnt8[j] = 0
    for u in range(lo, hi):
        kept_at(&row, p, p.nk - 1, u // p.nch)
        r0 = (u % p.nch) * p.csize
        r1 = r0 + p.csize if r0 + p.csize < rtotal else rtotal
        for j in range(nk0):
            part[u * nk0 + j] = 1.0
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn0_prod_d3>p.sweep[0])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather0_prod_d3(Plan* p, intp o) noexcept nogil:
    # Pass 0's partials of output o combined in chunk order (in sequence); then the output written.
    cdef _keep_prod_d3* keep = <_keep_prod_d3*>p.keep + o
    cdef double* part = <double*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef double c = 0
    cdef double a0 = 1.0
    a0 = 1.0
    for q in range(nch):
        a0 = a0 * part[part_at(p, o, q)]
    n = keep.n
    c = keep.c
    kept_at(&kept, p, p.nk, o)
    (<double*>(p.out + kept.o))[0] = a0
    return 0


# --- driver prod_d4: ops.yaml: ops.prod, -> complex64 from complex64;
# it reads the input only through the per-dtype functions the entry puts in
# the plan: p.pos (_pos: the span over kept positions), p.run (_run: fold a
# run), p.sweep (_sweep: fold all reduced rows into a row of accumulators).
ctypedef float complex (*_runfn0_prod_d4)(const char*, const uint8_t*, intp, intp, intp,
        float complex, double, intp*) noexcept nogil
ctypedef void (*_sweepfn0_prod_d4)(Plan*, float complex*, intp*, uint8_t*,
        const float complex*, intp, intp, intp, intp, intp) noexcept nogil

cdef int _rows_prod_d4(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer`: the innermost kept dim has the smallest stride, so it is
    # walked in the inner loop and whole rows fold into a row of accumulators
    # (locality).  Units: outer kept positions [lo, hi), or with p.split the
    # columns [lo, hi) of every row.
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp it, j, n = 0, nk0, kos0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef float complex c = 0
    cdef double prm = p.reals[0]
    cdef float complex a0 = 1.0
    cdef float complex* arow0 = NULL
    cdef float complex* centers = NULL
    cdef intp* nrow = NULL
    cdef uint8_t* nrow8 = NULL     # the sweeps' byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kos0 = rows.nk0, rows.os
    arow0 = <float complex*>malloc(nk0 * sizeof(float complex))
    centers = <float complex*>malloc(nk0 * sizeof(float complex))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    if centers == NULL or nrow == NULL or nrow8 == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        free(nrow8)
        return -1
    for j in range(nk0):
        nrow8[j] = 0
    for it in range(rows.it0, rows.it1):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 1.0
        (<_sweepfn0_prod_d4>p.sweep[0])(p, arow0, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<float complex*>(p.out + rows.k.o + j * kos0))[0] = a0
        rows_next(&rows)
    free(arow0)
    free(centers)
    free(nrow)
    free(nrow8)
    return 0
# The chunked layouts' state of an output across the passes (p.keep).
ctypedef struct _keep_prod_d4:
    intp n
    float complex c
    float complex a0


cdef int _chunk0_prod_d4(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef float complex* part = <float complex*>p.part
    cdef const _keep_prod_d4* keep = <const _keep_prod_d4*>p.keep
    cdef _runfn0_prod_d4 run = <_runfn0_prod_d4>p.run[0]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef float complex a
    cdef float complex t
    cdef float complex c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 1.0
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a * t
        part[u] = a
    return 0


cdef int _rowchunk0_prod_d4(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j].
    cdef Plan* p = <Plan*>ctx
    cdef float complex* part = <float complex*>p.part
    cdef const _keep_prod_d4* keep = <const _keep_prod_d4*>p.keep
    cdef tp_odo row
    cdef intp u, r0, r1, j
    cdef intp nk0 = p.kshape[p.nk - 1], rtotal = prod_shape(p.nr, p.rshape)
    cdef float complex centers[SHORT_ROW]      # (the row-chunked layout's rows are this short)
    cdef uint8_t* cnt8 = <uint8_t*>malloc(nk0)
    if cnt8 == NULL:
        return -1
    for j in range(nk0):
        cnt8[j] = 0
    for u in range(lo, hi):
        kept_at(&row, p, p.nk - 1, u // p.nch)
        r0 = (u % p.nch) * p.csize
        r1 = r0 + p.csize if r0 + p.csize < rtotal else rtotal
        for j in range(nk0):
            part[u * nk0 + j] = 1.0
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn0_prod_d4>p.sweep[0])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather0_prod_d4(Plan* p, intp o) noexcept nogil:
    # Pass 0's partials of output o combined in chunk order (in sequence); then the output written.
    cdef _keep_prod_d4* keep = <_keep_prod_d4*>p.keep + o
    cdef float complex* part = <float complex*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef float complex c = 0
    cdef float complex a0 = 1.0
    a0 = 1.0
    for q in range(nch):
        a0 = a0 * part[part_at(p, o, q)]
    n = keep.n
    c = keep.c
    kept_at(&kept, p, p.nk, o)
    (<float complex*>(p.out + kept.o))[0] = a0
    return 0


# --- driver prod_d5: ops.yaml: ops.prod, -> complex128 from complex128;
# it reads the input only through the per-dtype functions the entry puts in
# the plan: p.pos (_pos: the span over kept positions), p.run (_run: fold a
# run), p.sweep (_sweep: fold all reduced rows into a row of accumulators).
ctypedef double complex (*_runfn0_prod_d5)(const char*, const uint8_t*, intp, intp, intp,
        double complex, double, intp*) noexcept nogil
ctypedef void (*_sweepfn0_prod_d5)(Plan*, double complex*, intp*, uint8_t*,
        const double complex*, intp, intp, intp, intp, intp) noexcept nogil

cdef int _rows_prod_d5(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer`: the innermost kept dim has the smallest stride, so it is
    # walked in the inner loop and whole rows fold into a row of accumulators
    # (locality).  Units: outer kept positions [lo, hi), or with p.split the
    # columns [lo, hi) of every row.
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp it, j, n = 0, nk0, kos0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double complex c = 0
    cdef double prm = p.reals[0]
    cdef double complex a0 = 1.0
    cdef double complex* arow0 = NULL
    cdef double complex* centers = NULL
    cdef intp* nrow = NULL
    cdef uint8_t* nrow8 = NULL     # the sweeps' byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kos0 = rows.nk0, rows.os
    arow0 = <double complex*>malloc(nk0 * sizeof(double complex))
    centers = <double complex*>malloc(nk0 * sizeof(double complex))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    if centers == NULL or nrow == NULL or nrow8 == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        free(nrow8)
        return -1
    for j in range(nk0):
        nrow8[j] = 0
    for it in range(rows.it0, rows.it1):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 1.0
        (<_sweepfn0_prod_d5>p.sweep[0])(p, arow0, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double complex*>(p.out + rows.k.o + j * kos0))[0] = a0
        rows_next(&rows)
    free(arow0)
    free(centers)
    free(nrow)
    free(nrow8)
    return 0
# The chunked layouts' state of an output across the passes (p.keep).
ctypedef struct _keep_prod_d5:
    intp n
    double complex c
    double complex a0


cdef int _chunk0_prod_d5(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef double complex* part = <double complex*>p.part
    cdef const _keep_prod_d5* keep = <const _keep_prod_d5*>p.keep
    cdef _runfn0_prod_d5 run = <_runfn0_prod_d5>p.run[0]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double complex a
    cdef double complex t
    cdef double complex c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 1.0
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a * t
        part[u] = a
    return 0


cdef int _rowchunk0_prod_d5(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j].
    cdef Plan* p = <Plan*>ctx
    cdef double complex* part = <double complex*>p.part
    cdef const _keep_prod_d5* keep = <const _keep_prod_d5*>p.keep
    cdef tp_odo row
    cdef intp u, r0, r1, j
    cdef intp nk0 = p.kshape[p.nk - 1], rtotal = prod_shape(p.nr, p.rshape)
    cdef double complex centers[SHORT_ROW]      # (the row-chunked layout's rows are this short)
    cdef uint8_t* cnt8 = <uint8_t*>malloc(nk0)
    if cnt8 == NULL:
        return -1
    for j in range(nk0):
        cnt8[j] = 0
    for u in range(lo, hi):
        kept_at(&row, p, p.nk - 1, u // p.nch)
        r0 = (u % p.nch) * p.csize
        r1 = r0 + p.csize if r0 + p.csize < rtotal else rtotal
        for j in range(nk0):
            part[u * nk0 + j] = 1.0
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn0_prod_d5>p.sweep[0])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather0_prod_d5(Plan* p, intp o) noexcept nogil:
    # Pass 0's partials of output o combined in chunk order (in sequence); then the output written.
    cdef _keep_prod_d5* keep = <_keep_prod_d5*>p.keep + o
    cdef double complex* part = <double complex*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef double complex c = 0
    cdef double complex a0 = 1.0
    a0 = 1.0
    for q in range(nch):
        a0 = a0 * part[part_at(p, o, q)]
    n = keep.n
    c = keep.c
    kept_at(&kept, p, p.nk, o)
    (<double complex*>(p.out + kept.o))[0] = a0
    return 0

# --- prod_bool: ops.yaml: ops.prod (prod, bool -> int64)

cdef inline int64_t _block0_prod_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef int64_t buf[BLOCK]
    cdef int64_t v
    cdef intp i
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL:
        if xs == sizeof(uint8_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const uint8_t*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1:
        if xs == sizeof(uint8_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_i64(m[i], v, 1)
        else:
            for i in range(n):
                v = ((<const uint8_t*>(x + i * xs))[0])
                buf[i] = tp_sel_i64(m[i], v, 1)
    else:
        if xs == sizeof(uint8_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_i64(m[i * ms], v, 1)
        else:
            for i in range(n):
                v = ((<const uint8_t*>(x + i * xs))[0])
                buf[i] = tp_sel_i64(m[i * ms], v, 1)
    return tp_fold_mul_i64(buf, n)


cdef int64_t _run0_prod_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef int64_t a = 1
    cdef int64_t t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_bool(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_bool(int64_t* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int64_t* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef int64_t v
    cdef int64_t t
    cdef int64_t c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_i64(m[j], v, 1)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_i64(m[j * ms], v, 1)
            a[j] = a[j] * t


cdef inline void _row40_prod_bool(int64_t* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
        intp n, const int64_t* centers, double prm) noexcept nogil:
    # Four contiguous reduced rows folded into the accumulator row `a` in one
    # pass over it: each a[j] still combines row 0's element, then row 1's,
    # ... as four calls of _row would (the same operations in the same order,
    # so the same bits), but a[j] is read and written once, not four times,
    # and four rows stream side by side.
    cdef intp j
    cdef int64_t v
    cdef int64_t t, s
    cdef int64_t c
    cdef const uint8_t* x0 = <const uint8_t*>xq[0]
    cdef const uint8_t* m0 = mq[0]
    cdef const uint8_t* x1 = <const uint8_t*>xq[1]
    cdef const uint8_t* m1 = mq[1]
    cdef const uint8_t* x2 = <const uint8_t*>xq[2]
    cdef const uint8_t* m2 = mq[2]
    cdef const uint8_t* x3 = <const uint8_t*>xq[3]
    cdef const uint8_t* m3 = mq[3]
    if m0 == NULL:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = v
            s = s * t
            v = (x1[j])
            t = v
            s = s * t
            v = (x2[j])
            t = v
            s = s * t
            v = (x3[j])
            t = v
            s = s * t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_i64(m0[j], v, 1)
            s = s * t
            v = (x1[j])
            t = tp_sel_i64(m1[j], v, 1)
            s = s * t
            v = (x2[j])
            t = tp_sel_i64(m2[j], v, 1)
            s = s * t
            v = (x3[j])
            t = tp_sel_i64(m3[j], v, 1)
            s = s * t
            a[j] = s


cdef void _sweep0_prod_bool(Plan* p, int64_t* a, intp* cnt, uint8_t* cnt8,
        const int64_t* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    cdef intp q
    cdef const char* xq[4]
    cdef const uint8_t* mq[4]
    reduced_at(&red, p, p.nr, r0)
    if kxs0 == sizeof(uint8_t) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_prod_bool(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_bool(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef int64_t c = 0
    cdef double prm = p.reals[0]
    cdef int64_t a0 = 1
    cdef int64_t t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_bool(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<int64_t*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(uint8_t)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef int64_t centers[1024]
    cdef int64_t a0 = 1
    cdef int64_t t0
    cdef int64_t acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            t0 = _run0_prod_bool(xptr[j], mptr[j], n0, sizeof(uint8_t), 1, c, prm, &n)
            a0 = 1
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<int64_t*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on bool input, uint8_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_bool
_walks.rows = _rows_prod_d0
_walks.short_slices = _short_prod_bool
_walks.short_in = sizeof(uint8_t)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d0)
chunk_step(&_walks.chunked, _chunk0_prod_d0, _gather0_prod_d0, sizeof(int64_t),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d0)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d0, _gather0_prod_d0, sizeof(int64_t),
           0, 1, 4, False)
_k = plan_kernel("prod_bool", "prod", _walks)
_k.pos = <void*>_pos_prod_bool
_k.segmented = True
_k.run[0] = <void*>_run0_prod_bool
_k.sweep[0] = <void*>_sweep0_prod_bool
prod_bool = _k

# --- prod_int8: ops.yaml: ops.prod (prod, int8 -> int64)

cdef inline int64_t _block0_prod_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef int64_t buf[BLOCK]
    cdef int64_t v
    cdef intp i
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL:
        if xs == sizeof(int8_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const int8_t*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1:
        if xs == sizeof(int8_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_i64(m[i], v, 1)
        else:
            for i in range(n):
                v = ((<const int8_t*>(x + i * xs))[0])
                buf[i] = tp_sel_i64(m[i], v, 1)
    else:
        if xs == sizeof(int8_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_i64(m[i * ms], v, 1)
        else:
            for i in range(n):
                v = ((<const int8_t*>(x + i * xs))[0])
                buf[i] = tp_sel_i64(m[i * ms], v, 1)
    return tp_fold_mul_i64(buf, n)


cdef int64_t _run0_prod_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef int64_t a = 1
    cdef int64_t t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_int8(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_int8(int64_t* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int64_t* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef int64_t v
    cdef int64_t t
    cdef int64_t c
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(int8_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_i64(m[j], v, 1)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_i64(m[j * ms], v, 1)
            a[j] = a[j] * t


cdef inline void _row40_prod_int8(int64_t* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
        intp n, const int64_t* centers, double prm) noexcept nogil:
    # Four contiguous reduced rows folded into the accumulator row `a` in one
    # pass over it: each a[j] still combines row 0's element, then row 1's,
    # ... as four calls of _row would (the same operations in the same order,
    # so the same bits), but a[j] is read and written once, not four times,
    # and four rows stream side by side.
    cdef intp j
    cdef int64_t v
    cdef int64_t t, s
    cdef int64_t c
    cdef const int8_t* x0 = <const int8_t*>xq[0]
    cdef const uint8_t* m0 = mq[0]
    cdef const int8_t* x1 = <const int8_t*>xq[1]
    cdef const uint8_t* m1 = mq[1]
    cdef const int8_t* x2 = <const int8_t*>xq[2]
    cdef const uint8_t* m2 = mq[2]
    cdef const int8_t* x3 = <const int8_t*>xq[3]
    cdef const uint8_t* m3 = mq[3]
    if m0 == NULL:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = v
            s = s * t
            v = (x1[j])
            t = v
            s = s * t
            v = (x2[j])
            t = v
            s = s * t
            v = (x3[j])
            t = v
            s = s * t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_i64(m0[j], v, 1)
            s = s * t
            v = (x1[j])
            t = tp_sel_i64(m1[j], v, 1)
            s = s * t
            v = (x2[j])
            t = tp_sel_i64(m2[j], v, 1)
            s = s * t
            v = (x3[j])
            t = tp_sel_i64(m3[j], v, 1)
            s = s * t
            a[j] = s


cdef void _sweep0_prod_int8(Plan* p, int64_t* a, intp* cnt, uint8_t* cnt8,
        const int64_t* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    cdef intp q
    cdef const char* xq[4]
    cdef const uint8_t* mq[4]
    reduced_at(&red, p, p.nr, r0)
    if kxs0 == sizeof(int8_t) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_prod_int8(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_int8(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef int64_t c = 0
    cdef double prm = p.reals[0]
    cdef int64_t a0 = 1
    cdef int64_t t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_int8(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<int64_t*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(int8_t)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef int64_t centers[1024]
    cdef int64_t a0 = 1
    cdef int64_t t0
    cdef int64_t acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            t0 = _run0_prod_int8(xptr[j], mptr[j], n0, sizeof(int8_t), 1, c, prm, &n)
            a0 = 1
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<int64_t*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on int8 input, int8_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_int8
_walks.rows = _rows_prod_d0
_walks.short_slices = _short_prod_int8
_walks.short_in = sizeof(int8_t)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d0)
chunk_step(&_walks.chunked, _chunk0_prod_d0, _gather0_prod_d0, sizeof(int64_t),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d0)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d0, _gather0_prod_d0, sizeof(int64_t),
           0, 1, 4, False)
_k = plan_kernel("prod_int8", "prod", _walks)
_k.pos = <void*>_pos_prod_int8
_k.segmented = True
_k.run[0] = <void*>_run0_prod_int8
_k.sweep[0] = <void*>_sweep0_prod_int8
prod_int8 = _k

# --- prod_int16: ops.yaml: ops.prod (prod, int16 -> int64)

cdef inline int64_t _block0_prod_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef int64_t buf[BLOCK]
    cdef int64_t v
    cdef intp i
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL:
        if xs == sizeof(int16_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const int16_t*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1:
        if xs == sizeof(int16_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_i64(m[i], v, 1)
        else:
            for i in range(n):
                v = ((<const int16_t*>(x + i * xs))[0])
                buf[i] = tp_sel_i64(m[i], v, 1)
    else:
        if xs == sizeof(int16_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_i64(m[i * ms], v, 1)
        else:
            for i in range(n):
                v = ((<const int16_t*>(x + i * xs))[0])
                buf[i] = tp_sel_i64(m[i * ms], v, 1)
    return tp_fold_mul_i64(buf, n)


cdef int64_t _run0_prod_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef int64_t a = 1
    cdef int64_t t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_int16(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_int16(int64_t* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int64_t* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef int64_t v
    cdef int64_t t
    cdef int64_t c
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(int16_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_i64(m[j], v, 1)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_i64(m[j * ms], v, 1)
            a[j] = a[j] * t


cdef inline void _row40_prod_int16(int64_t* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
        intp n, const int64_t* centers, double prm) noexcept nogil:
    # Four contiguous reduced rows folded into the accumulator row `a` in one
    # pass over it: each a[j] still combines row 0's element, then row 1's,
    # ... as four calls of _row would (the same operations in the same order,
    # so the same bits), but a[j] is read and written once, not four times,
    # and four rows stream side by side.
    cdef intp j
    cdef int64_t v
    cdef int64_t t, s
    cdef int64_t c
    cdef const int16_t* x0 = <const int16_t*>xq[0]
    cdef const uint8_t* m0 = mq[0]
    cdef const int16_t* x1 = <const int16_t*>xq[1]
    cdef const uint8_t* m1 = mq[1]
    cdef const int16_t* x2 = <const int16_t*>xq[2]
    cdef const uint8_t* m2 = mq[2]
    cdef const int16_t* x3 = <const int16_t*>xq[3]
    cdef const uint8_t* m3 = mq[3]
    if m0 == NULL:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = v
            s = s * t
            v = (x1[j])
            t = v
            s = s * t
            v = (x2[j])
            t = v
            s = s * t
            v = (x3[j])
            t = v
            s = s * t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_i64(m0[j], v, 1)
            s = s * t
            v = (x1[j])
            t = tp_sel_i64(m1[j], v, 1)
            s = s * t
            v = (x2[j])
            t = tp_sel_i64(m2[j], v, 1)
            s = s * t
            v = (x3[j])
            t = tp_sel_i64(m3[j], v, 1)
            s = s * t
            a[j] = s


cdef void _sweep0_prod_int16(Plan* p, int64_t* a, intp* cnt, uint8_t* cnt8,
        const int64_t* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    cdef intp q
    cdef const char* xq[4]
    cdef const uint8_t* mq[4]
    reduced_at(&red, p, p.nr, r0)
    if kxs0 == sizeof(int16_t) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_prod_int16(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_int16(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef int64_t c = 0
    cdef double prm = p.reals[0]
    cdef int64_t a0 = 1
    cdef int64_t t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_int16(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<int64_t*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(int16_t)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef int64_t centers[1024]
    cdef int64_t a0 = 1
    cdef int64_t t0
    cdef int64_t acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            t0 = _run0_prod_int16(xptr[j], mptr[j], n0, sizeof(int16_t), 1, c, prm, &n)
            a0 = 1
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<int64_t*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on int16 input, int16_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_int16
_walks.rows = _rows_prod_d0
_walks.short_slices = _short_prod_int16
_walks.short_in = sizeof(int16_t)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d0)
chunk_step(&_walks.chunked, _chunk0_prod_d0, _gather0_prod_d0, sizeof(int64_t),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d0)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d0, _gather0_prod_d0, sizeof(int64_t),
           0, 1, 4, False)
_k = plan_kernel("prod_int16", "prod", _walks)
_k.pos = <void*>_pos_prod_int16
_k.segmented = True
_k.run[0] = <void*>_run0_prod_int16
_k.sweep[0] = <void*>_sweep0_prod_int16
prod_int16 = _k

# --- prod_int32: ops.yaml: ops.prod (prod, int32 -> int64)

cdef inline int64_t _block0_prod_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef int64_t buf[BLOCK]
    cdef int64_t v
    cdef intp i
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL:
        if xs == sizeof(int32_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const int32_t*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1:
        if xs == sizeof(int32_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_i64(m[i], v, 1)
        else:
            for i in range(n):
                v = ((<const int32_t*>(x + i * xs))[0])
                buf[i] = tp_sel_i64(m[i], v, 1)
    else:
        if xs == sizeof(int32_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_i64(m[i * ms], v, 1)
        else:
            for i in range(n):
                v = ((<const int32_t*>(x + i * xs))[0])
                buf[i] = tp_sel_i64(m[i * ms], v, 1)
    return tp_fold_mul_i64(buf, n)


cdef int64_t _run0_prod_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef int64_t a = 1
    cdef int64_t t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_int32(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_int32(int64_t* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int64_t* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef int64_t v
    cdef int64_t t
    cdef int64_t c
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(int32_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_i64(m[j], v, 1)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_i64(m[j * ms], v, 1)
            a[j] = a[j] * t


cdef inline void _row40_prod_int32(int64_t* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
        intp n, const int64_t* centers, double prm) noexcept nogil:
    # Four contiguous reduced rows folded into the accumulator row `a` in one
    # pass over it: each a[j] still combines row 0's element, then row 1's,
    # ... as four calls of _row would (the same operations in the same order,
    # so the same bits), but a[j] is read and written once, not four times,
    # and four rows stream side by side.
    cdef intp j
    cdef int64_t v
    cdef int64_t t, s
    cdef int64_t c
    cdef const int32_t* x0 = <const int32_t*>xq[0]
    cdef const uint8_t* m0 = mq[0]
    cdef const int32_t* x1 = <const int32_t*>xq[1]
    cdef const uint8_t* m1 = mq[1]
    cdef const int32_t* x2 = <const int32_t*>xq[2]
    cdef const uint8_t* m2 = mq[2]
    cdef const int32_t* x3 = <const int32_t*>xq[3]
    cdef const uint8_t* m3 = mq[3]
    if m0 == NULL:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = v
            s = s * t
            v = (x1[j])
            t = v
            s = s * t
            v = (x2[j])
            t = v
            s = s * t
            v = (x3[j])
            t = v
            s = s * t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_i64(m0[j], v, 1)
            s = s * t
            v = (x1[j])
            t = tp_sel_i64(m1[j], v, 1)
            s = s * t
            v = (x2[j])
            t = tp_sel_i64(m2[j], v, 1)
            s = s * t
            v = (x3[j])
            t = tp_sel_i64(m3[j], v, 1)
            s = s * t
            a[j] = s


cdef void _sweep0_prod_int32(Plan* p, int64_t* a, intp* cnt, uint8_t* cnt8,
        const int64_t* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    cdef intp q
    cdef const char* xq[4]
    cdef const uint8_t* mq[4]
    reduced_at(&red, p, p.nr, r0)
    if kxs0 == sizeof(int32_t) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_prod_int32(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_int32(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef int64_t c = 0
    cdef double prm = p.reals[0]
    cdef int64_t a0 = 1
    cdef int64_t t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_int32(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<int64_t*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(int32_t)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef int64_t centers[1024]
    cdef int64_t a0 = 1
    cdef int64_t t0
    cdef int64_t acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            t0 = _run0_prod_int32(xptr[j], mptr[j], n0, sizeof(int32_t), 1, c, prm, &n)
            a0 = 1
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<int64_t*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on int32 input, int32_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_int32
_walks.rows = _rows_prod_d0
_walks.short_slices = _short_prod_int32
_walks.short_in = sizeof(int32_t)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d0)
chunk_step(&_walks.chunked, _chunk0_prod_d0, _gather0_prod_d0, sizeof(int64_t),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d0)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d0, _gather0_prod_d0, sizeof(int64_t),
           0, 1, 4, False)
_k = plan_kernel("prod_int32", "prod", _walks)
_k.pos = <void*>_pos_prod_int32
_k.segmented = True
_k.run[0] = <void*>_run0_prod_int32
_k.sweep[0] = <void*>_sweep0_prod_int32
prod_int32 = _k

# --- prod_int64: ops.yaml: ops.prod (prod, int64 -> int64)

cdef inline int64_t _block0_prod_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef int64_t buf[BLOCK]
    cdef int64_t v
    cdef intp i
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        return tp_fold_mul_i64(<const int64_t*>x, n)    # already the accumulator type
    if m == NULL:
        if xs == sizeof(int64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1 and xs == sizeof(int64_t):
        return tp_mfold_mul_i64(xp, m, n, 1, NULL)
    elif ms == 1:
        if xs == sizeof(int64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_i64(m[i], v, 1)
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_i64(m[i], v, 1)
    else:
        if xs == sizeof(int64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_i64(m[i * ms], v, 1)
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_i64(m[i * ms], v, 1)
    return tp_fold_mul_i64(buf, n)


cdef int64_t _run0_prod_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef int64_t a = 1
    cdef int64_t t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_int64(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_int64(int64_t* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int64_t* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef int64_t v
    cdef int64_t t
    cdef int64_t c
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_i64(m[j], v, 1)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_i64(m[j * ms], v, 1)
            a[j] = a[j] * t


cdef inline void _row40_prod_int64(int64_t* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
        intp n, const int64_t* centers, double prm) noexcept nogil:
    # Four contiguous reduced rows folded into the accumulator row `a` in one
    # pass over it: each a[j] still combines row 0's element, then row 1's,
    # ... as four calls of _row would (the same operations in the same order,
    # so the same bits), but a[j] is read and written once, not four times,
    # and four rows stream side by side.
    cdef intp j
    cdef int64_t v
    cdef int64_t t, s
    cdef int64_t c
    cdef const int64_t* x0 = <const int64_t*>xq[0]
    cdef const uint8_t* m0 = mq[0]
    cdef const int64_t* x1 = <const int64_t*>xq[1]
    cdef const uint8_t* m1 = mq[1]
    cdef const int64_t* x2 = <const int64_t*>xq[2]
    cdef const uint8_t* m2 = mq[2]
    cdef const int64_t* x3 = <const int64_t*>xq[3]
    cdef const uint8_t* m3 = mq[3]
    if m0 == NULL:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = v
            s = s * t
            v = (x1[j])
            t = v
            s = s * t
            v = (x2[j])
            t = v
            s = s * t
            v = (x3[j])
            t = v
            s = s * t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_i64(m0[j], v, 1)
            s = s * t
            v = (x1[j])
            t = tp_sel_i64(m1[j], v, 1)
            s = s * t
            v = (x2[j])
            t = tp_sel_i64(m2[j], v, 1)
            s = s * t
            v = (x3[j])
            t = tp_sel_i64(m3[j], v, 1)
            s = s * t
            a[j] = s


cdef void _sweep0_prod_int64(Plan* p, int64_t* a, intp* cnt, uint8_t* cnt8,
        const int64_t* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    cdef intp q
    cdef const char* xq[4]
    cdef const uint8_t* mq[4]
    reduced_at(&red, p, p.nr, r0)
    if kxs0 == sizeof(int64_t) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_prod_int64(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_int64(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef int64_t c = 0
    cdef double prm = p.reals[0]
    cdef int64_t a0 = 1
    cdef int64_t t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_int64(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<int64_t*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(int64_t)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef int64_t centers[1024]
    cdef int64_t a0 = 1
    cdef int64_t t0
    cdef int64_t acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            if mptr[j] != NULL:
                # (_run's fold of a masked contiguous run of at most BLOCK, inline)
                t0 = tp_mfold_mul_i64(<const int64_t*>xptr[j], mptr[j], n0, 1, NULL)
                a0 = 1
                t0 = a0 * t0    # (_run's combine)
            else:
                t0 = _run0_prod_int64(xptr[j], NULL, n0, sizeof(int64_t), 1, c, prm, &n)
            a0 = 1
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<int64_t*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on int64 input, int64_t read, int64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_int64
_walks.rows = _rows_prod_d0
_walks.short_slices = _short_prod_int64
_walks.short_in = sizeof(int64_t)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d0)
chunk_step(&_walks.chunked, _chunk0_prod_d0, _gather0_prod_d0, sizeof(int64_t),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d0)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d0, _gather0_prod_d0, sizeof(int64_t),
           0, 1, 4, False)
_k = plan_kernel("prod_int64", "prod", _walks)
_k.pos = <void*>_pos_prod_int64
_k.segmented = True
_k.run[0] = <void*>_run0_prod_int64
_k.sweep[0] = <void*>_sweep0_prod_int64
prod_int64 = _k

# --- prod_uint8: ops.yaml: ops.prod (prod, uint8 -> uint64)

cdef inline uint64_t _block0_prod_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef uint64_t buf[BLOCK]
    cdef uint64_t v
    cdef intp i
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL:
        if xs == sizeof(uint8_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const uint8_t*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1:
        if xs == sizeof(uint8_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_u64(m[i], v, 1)
        else:
            for i in range(n):
                v = ((<const uint8_t*>(x + i * xs))[0])
                buf[i] = tp_sel_u64(m[i], v, 1)
    else:
        if xs == sizeof(uint8_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_u64(m[i * ms], v, 1)
        else:
            for i in range(n):
                v = ((<const uint8_t*>(x + i * xs))[0])
                buf[i] = tp_sel_u64(m[i * ms], v, 1)
    return tp_fold_mul_u64(buf, n)


cdef uint64_t _run0_prod_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef uint64_t a = 1
    cdef uint64_t t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_uint8(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_uint8(uint64_t* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const uint64_t* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef uint64_t v
    cdef uint64_t t
    cdef uint64_t c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_u64(m[j], v, 1)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_u64(m[j * ms], v, 1)
            a[j] = a[j] * t


cdef inline void _row40_prod_uint8(uint64_t* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
        intp n, const uint64_t* centers, double prm) noexcept nogil:
    # Four contiguous reduced rows folded into the accumulator row `a` in one
    # pass over it: each a[j] still combines row 0's element, then row 1's,
    # ... as four calls of _row would (the same operations in the same order,
    # so the same bits), but a[j] is read and written once, not four times,
    # and four rows stream side by side.
    cdef intp j
    cdef uint64_t v
    cdef uint64_t t, s
    cdef uint64_t c
    cdef const uint8_t* x0 = <const uint8_t*>xq[0]
    cdef const uint8_t* m0 = mq[0]
    cdef const uint8_t* x1 = <const uint8_t*>xq[1]
    cdef const uint8_t* m1 = mq[1]
    cdef const uint8_t* x2 = <const uint8_t*>xq[2]
    cdef const uint8_t* m2 = mq[2]
    cdef const uint8_t* x3 = <const uint8_t*>xq[3]
    cdef const uint8_t* m3 = mq[3]
    if m0 == NULL:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = v
            s = s * t
            v = (x1[j])
            t = v
            s = s * t
            v = (x2[j])
            t = v
            s = s * t
            v = (x3[j])
            t = v
            s = s * t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_u64(m0[j], v, 1)
            s = s * t
            v = (x1[j])
            t = tp_sel_u64(m1[j], v, 1)
            s = s * t
            v = (x2[j])
            t = tp_sel_u64(m2[j], v, 1)
            s = s * t
            v = (x3[j])
            t = tp_sel_u64(m3[j], v, 1)
            s = s * t
            a[j] = s


cdef void _sweep0_prod_uint8(Plan* p, uint64_t* a, intp* cnt, uint8_t* cnt8,
        const uint64_t* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    cdef intp q
    cdef const char* xq[4]
    cdef const uint8_t* mq[4]
    reduced_at(&red, p, p.nr, r0)
    if kxs0 == sizeof(uint8_t) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_prod_uint8(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_uint8(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef uint64_t c = 0
    cdef double prm = p.reals[0]
    cdef uint64_t a0 = 1
    cdef uint64_t t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_uint8(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<uint64_t*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(uint8_t)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef uint64_t centers[1024]
    cdef uint64_t a0 = 1
    cdef uint64_t t0
    cdef uint64_t acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            t0 = _run0_prod_uint8(xptr[j], mptr[j], n0, sizeof(uint8_t), 1, c, prm, &n)
            a0 = 1
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<uint64_t*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on uint8 input, uint8_t read, uint64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_uint8
_walks.rows = _rows_prod_d1
_walks.short_slices = _short_prod_uint8
_walks.short_in = sizeof(uint8_t)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d1)
chunk_step(&_walks.chunked, _chunk0_prod_d1, _gather0_prod_d1, sizeof(uint64_t),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d1)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d1, _gather0_prod_d1, sizeof(uint64_t),
           0, 1, 4, False)
_k = plan_kernel("prod_uint8", "prod", _walks)
_k.pos = <void*>_pos_prod_uint8
_k.segmented = True
_k.run[0] = <void*>_run0_prod_uint8
_k.sweep[0] = <void*>_sweep0_prod_uint8
prod_uint8 = _k

# --- prod_uint16: ops.yaml: ops.prod (prod, uint16 -> uint64)

cdef inline uint64_t _block0_prod_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef uint64_t buf[BLOCK]
    cdef uint64_t v
    cdef intp i
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL:
        if xs == sizeof(uint16_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const uint16_t*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1:
        if xs == sizeof(uint16_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_u64(m[i], v, 1)
        else:
            for i in range(n):
                v = ((<const uint16_t*>(x + i * xs))[0])
                buf[i] = tp_sel_u64(m[i], v, 1)
    else:
        if xs == sizeof(uint16_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_u64(m[i * ms], v, 1)
        else:
            for i in range(n):
                v = ((<const uint16_t*>(x + i * xs))[0])
                buf[i] = tp_sel_u64(m[i * ms], v, 1)
    return tp_fold_mul_u64(buf, n)


cdef uint64_t _run0_prod_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef uint64_t a = 1
    cdef uint64_t t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_uint16(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_uint16(uint64_t* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const uint64_t* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef uint64_t v
    cdef uint64_t t
    cdef uint64_t c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(uint16_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_u64(m[j], v, 1)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_u64(m[j * ms], v, 1)
            a[j] = a[j] * t


cdef inline void _row40_prod_uint16(uint64_t* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
        intp n, const uint64_t* centers, double prm) noexcept nogil:
    # Four contiguous reduced rows folded into the accumulator row `a` in one
    # pass over it: each a[j] still combines row 0's element, then row 1's,
    # ... as four calls of _row would (the same operations in the same order,
    # so the same bits), but a[j] is read and written once, not four times,
    # and four rows stream side by side.
    cdef intp j
    cdef uint64_t v
    cdef uint64_t t, s
    cdef uint64_t c
    cdef const uint16_t* x0 = <const uint16_t*>xq[0]
    cdef const uint8_t* m0 = mq[0]
    cdef const uint16_t* x1 = <const uint16_t*>xq[1]
    cdef const uint8_t* m1 = mq[1]
    cdef const uint16_t* x2 = <const uint16_t*>xq[2]
    cdef const uint8_t* m2 = mq[2]
    cdef const uint16_t* x3 = <const uint16_t*>xq[3]
    cdef const uint8_t* m3 = mq[3]
    if m0 == NULL:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = v
            s = s * t
            v = (x1[j])
            t = v
            s = s * t
            v = (x2[j])
            t = v
            s = s * t
            v = (x3[j])
            t = v
            s = s * t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_u64(m0[j], v, 1)
            s = s * t
            v = (x1[j])
            t = tp_sel_u64(m1[j], v, 1)
            s = s * t
            v = (x2[j])
            t = tp_sel_u64(m2[j], v, 1)
            s = s * t
            v = (x3[j])
            t = tp_sel_u64(m3[j], v, 1)
            s = s * t
            a[j] = s


cdef void _sweep0_prod_uint16(Plan* p, uint64_t* a, intp* cnt, uint8_t* cnt8,
        const uint64_t* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    cdef intp q
    cdef const char* xq[4]
    cdef const uint8_t* mq[4]
    reduced_at(&red, p, p.nr, r0)
    if kxs0 == sizeof(uint16_t) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_prod_uint16(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_uint16(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef uint64_t c = 0
    cdef double prm = p.reals[0]
    cdef uint64_t a0 = 1
    cdef uint64_t t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_uint16(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<uint64_t*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(uint16_t)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef uint64_t centers[1024]
    cdef uint64_t a0 = 1
    cdef uint64_t t0
    cdef uint64_t acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            t0 = _run0_prod_uint16(xptr[j], mptr[j], n0, sizeof(uint16_t), 1, c, prm, &n)
            a0 = 1
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<uint64_t*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on uint16 input, uint16_t read, uint64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_uint16
_walks.rows = _rows_prod_d1
_walks.short_slices = _short_prod_uint16
_walks.short_in = sizeof(uint16_t)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d1)
chunk_step(&_walks.chunked, _chunk0_prod_d1, _gather0_prod_d1, sizeof(uint64_t),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d1)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d1, _gather0_prod_d1, sizeof(uint64_t),
           0, 1, 4, False)
_k = plan_kernel("prod_uint16", "prod", _walks)
_k.pos = <void*>_pos_prod_uint16
_k.segmented = True
_k.run[0] = <void*>_run0_prod_uint16
_k.sweep[0] = <void*>_sweep0_prod_uint16
prod_uint16 = _k

# --- prod_uint32: ops.yaml: ops.prod (prod, uint32 -> uint64)

cdef inline uint64_t _block0_prod_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef uint64_t buf[BLOCK]
    cdef uint64_t v
    cdef intp i
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL:
        if xs == sizeof(uint32_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const uint32_t*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1:
        if xs == sizeof(uint32_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_u64(m[i], v, 1)
        else:
            for i in range(n):
                v = ((<const uint32_t*>(x + i * xs))[0])
                buf[i] = tp_sel_u64(m[i], v, 1)
    else:
        if xs == sizeof(uint32_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_u64(m[i * ms], v, 1)
        else:
            for i in range(n):
                v = ((<const uint32_t*>(x + i * xs))[0])
                buf[i] = tp_sel_u64(m[i * ms], v, 1)
    return tp_fold_mul_u64(buf, n)


cdef uint64_t _run0_prod_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef uint64_t a = 1
    cdef uint64_t t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_uint32(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_uint32(uint64_t* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const uint64_t* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef uint64_t v
    cdef uint64_t t
    cdef uint64_t c
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(uint32_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_u64(m[j], v, 1)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_u64(m[j * ms], v, 1)
            a[j] = a[j] * t


cdef inline void _row40_prod_uint32(uint64_t* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
        intp n, const uint64_t* centers, double prm) noexcept nogil:
    # Four contiguous reduced rows folded into the accumulator row `a` in one
    # pass over it: each a[j] still combines row 0's element, then row 1's,
    # ... as four calls of _row would (the same operations in the same order,
    # so the same bits), but a[j] is read and written once, not four times,
    # and four rows stream side by side.
    cdef intp j
    cdef uint64_t v
    cdef uint64_t t, s
    cdef uint64_t c
    cdef const uint32_t* x0 = <const uint32_t*>xq[0]
    cdef const uint8_t* m0 = mq[0]
    cdef const uint32_t* x1 = <const uint32_t*>xq[1]
    cdef const uint8_t* m1 = mq[1]
    cdef const uint32_t* x2 = <const uint32_t*>xq[2]
    cdef const uint8_t* m2 = mq[2]
    cdef const uint32_t* x3 = <const uint32_t*>xq[3]
    cdef const uint8_t* m3 = mq[3]
    if m0 == NULL:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = v
            s = s * t
            v = (x1[j])
            t = v
            s = s * t
            v = (x2[j])
            t = v
            s = s * t
            v = (x3[j])
            t = v
            s = s * t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_u64(m0[j], v, 1)
            s = s * t
            v = (x1[j])
            t = tp_sel_u64(m1[j], v, 1)
            s = s * t
            v = (x2[j])
            t = tp_sel_u64(m2[j], v, 1)
            s = s * t
            v = (x3[j])
            t = tp_sel_u64(m3[j], v, 1)
            s = s * t
            a[j] = s


cdef void _sweep0_prod_uint32(Plan* p, uint64_t* a, intp* cnt, uint8_t* cnt8,
        const uint64_t* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    cdef intp q
    cdef const char* xq[4]
    cdef const uint8_t* mq[4]
    reduced_at(&red, p, p.nr, r0)
    if kxs0 == sizeof(uint32_t) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_prod_uint32(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_uint32(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef uint64_t c = 0
    cdef double prm = p.reals[0]
    cdef uint64_t a0 = 1
    cdef uint64_t t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_uint32(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<uint64_t*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(uint32_t)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef uint64_t centers[1024]
    cdef uint64_t a0 = 1
    cdef uint64_t t0
    cdef uint64_t acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            t0 = _run0_prod_uint32(xptr[j], mptr[j], n0, sizeof(uint32_t), 1, c, prm, &n)
            a0 = 1
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<uint64_t*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on uint32 input, uint32_t read, uint64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_uint32
_walks.rows = _rows_prod_d1
_walks.short_slices = _short_prod_uint32
_walks.short_in = sizeof(uint32_t)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d1)
chunk_step(&_walks.chunked, _chunk0_prod_d1, _gather0_prod_d1, sizeof(uint64_t),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d1)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d1, _gather0_prod_d1, sizeof(uint64_t),
           0, 1, 4, False)
_k = plan_kernel("prod_uint32", "prod", _walks)
_k.pos = <void*>_pos_prod_uint32
_k.segmented = True
_k.run[0] = <void*>_run0_prod_uint32
_k.sweep[0] = <void*>_sweep0_prod_uint32
prod_uint32 = _k

# --- prod_uint64: ops.yaml: ops.prod (prod, uint64 -> uint64)

cdef inline uint64_t _block0_prod_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef uint64_t buf[BLOCK]
    cdef uint64_t v
    cdef intp i
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        return tp_fold_mul_u64(<const uint64_t*>x, n)    # already the accumulator type
    if m == NULL:
        if xs == sizeof(uint64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const uint64_t*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1 and xs == sizeof(uint64_t):
        return tp_mfold_mul_u64(xp, m, n, 1, NULL)
    elif ms == 1:
        if xs == sizeof(uint64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_u64(m[i], v, 1)
        else:
            for i in range(n):
                v = ((<const uint64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_u64(m[i], v, 1)
    else:
        if xs == sizeof(uint64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_u64(m[i * ms], v, 1)
        else:
            for i in range(n):
                v = ((<const uint64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_u64(m[i * ms], v, 1)
    return tp_fold_mul_u64(buf, n)


cdef uint64_t _run0_prod_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef uint64_t a = 1
    cdef uint64_t t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_uint64(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_uint64(uint64_t* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const uint64_t* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef uint64_t v
    cdef uint64_t t
    cdef uint64_t c
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(uint64_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_u64(m[j], v, 1)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_u64(m[j * ms], v, 1)
            a[j] = a[j] * t


cdef inline void _row40_prod_uint64(uint64_t* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
        intp n, const uint64_t* centers, double prm) noexcept nogil:
    # Four contiguous reduced rows folded into the accumulator row `a` in one
    # pass over it: each a[j] still combines row 0's element, then row 1's,
    # ... as four calls of _row would (the same operations in the same order,
    # so the same bits), but a[j] is read and written once, not four times,
    # and four rows stream side by side.
    cdef intp j
    cdef uint64_t v
    cdef uint64_t t, s
    cdef uint64_t c
    cdef const uint64_t* x0 = <const uint64_t*>xq[0]
    cdef const uint8_t* m0 = mq[0]
    cdef const uint64_t* x1 = <const uint64_t*>xq[1]
    cdef const uint8_t* m1 = mq[1]
    cdef const uint64_t* x2 = <const uint64_t*>xq[2]
    cdef const uint8_t* m2 = mq[2]
    cdef const uint64_t* x3 = <const uint64_t*>xq[3]
    cdef const uint8_t* m3 = mq[3]
    if m0 == NULL:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = v
            s = s * t
            v = (x1[j])
            t = v
            s = s * t
            v = (x2[j])
            t = v
            s = s * t
            v = (x3[j])
            t = v
            s = s * t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_u64(m0[j], v, 1)
            s = s * t
            v = (x1[j])
            t = tp_sel_u64(m1[j], v, 1)
            s = s * t
            v = (x2[j])
            t = tp_sel_u64(m2[j], v, 1)
            s = s * t
            v = (x3[j])
            t = tp_sel_u64(m3[j], v, 1)
            s = s * t
            a[j] = s


cdef void _sweep0_prod_uint64(Plan* p, uint64_t* a, intp* cnt, uint8_t* cnt8,
        const uint64_t* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    cdef intp q
    cdef const char* xq[4]
    cdef const uint8_t* mq[4]
    reduced_at(&red, p, p.nr, r0)
    if kxs0 == sizeof(uint64_t) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_prod_uint64(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_uint64(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef uint64_t c = 0
    cdef double prm = p.reals[0]
    cdef uint64_t a0 = 1
    cdef uint64_t t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_uint64(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<uint64_t*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(uint64_t)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef uint64_t centers[1024]
    cdef uint64_t a0 = 1
    cdef uint64_t t0
    cdef uint64_t acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            if mptr[j] != NULL:
                # (_run's fold of a masked contiguous run of at most BLOCK, inline)
                t0 = tp_mfold_mul_u64(<const uint64_t*>xptr[j], mptr[j], n0, 1, NULL)
                a0 = 1
                t0 = a0 * t0    # (_run's combine)
            else:
                t0 = _run0_prod_uint64(xptr[j], NULL, n0, sizeof(uint64_t), 1, c, prm, &n)
            a0 = 1
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<uint64_t*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on uint64 input, uint64_t read, uint64_t written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_uint64
_walks.rows = _rows_prod_d1
_walks.short_slices = _short_prod_uint64
_walks.short_in = sizeof(uint64_t)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d1)
chunk_step(&_walks.chunked, _chunk0_prod_d1, _gather0_prod_d1, sizeof(uint64_t),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d1)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d1, _gather0_prod_d1, sizeof(uint64_t),
           0, 1, 4, False)
_k = plan_kernel("prod_uint64", "prod", _walks)
_k.pos = <void*>_pos_prod_uint64
_k.segmented = True
_k.run[0] = <void*>_run0_prod_uint64
_k.sweep[0] = <void*>_sweep0_prod_uint64
prod_uint64 = _k

# --- prod_float16: ops.yaml: ops.prod (prod, float16 -> float32)

cdef inline float _block0_prod_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef float buf[BLOCK]
    cdef float v
    cdef intp i
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL:
        if xs == sizeof(uint16_t):
            for i in range(n):
                v = half_to_float((xp[i]))
                buf[i] = v
        else:
            for i in range(n):
                v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
                buf[i] = v
    elif ms == 1:
        if xs == sizeof(uint16_t):
            for i in range(n):
                v = half_to_float((xp[i]))
                buf[i] = tp_sel_f32(m[i], v, 1.0)
        else:
            for i in range(n):
                v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
                buf[i] = tp_sel_f32(m[i], v, 1.0)
    else:
        if xs == sizeof(uint16_t):
            for i in range(n):
                v = half_to_float((xp[i]))
                buf[i] = tp_sel_f32(m[i * ms], v, 1.0)
        else:
            for i in range(n):
                v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
                buf[i] = tp_sel_f32(m[i * ms], v, 1.0)
    return tp_fold_mul_f32(buf, n)


cdef float _run0_prod_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef float a = 1.0
    cdef float t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1.0
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_float16(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_float16(float* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = half_to_float((xp[j]))
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(uint16_t):
        for j in range(n):
            v = half_to_float((xp[j]))
            c = centers[j]
            t = tp_sel_f32(m[j], v, 1.0)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = centers[j]
            t = tp_sel_f32(m[j * ms], v, 1.0)
            a[j] = a[j] * t


cdef inline void _row40_prod_float16(float* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
        intp n, const float* centers, double prm) noexcept nogil:
    # Four contiguous reduced rows folded into the accumulator row `a` in one
    # pass over it: each a[j] still combines row 0's element, then row 1's,
    # ... as four calls of _row would (the same operations in the same order,
    # so the same bits), but a[j] is read and written once, not four times,
    # and four rows stream side by side.
    cdef intp j
    cdef float v
    cdef float t, s
    cdef float c
    cdef const uint16_t* x0 = <const uint16_t*>xq[0]
    cdef const uint8_t* m0 = mq[0]
    cdef const uint16_t* x1 = <const uint16_t*>xq[1]
    cdef const uint8_t* m1 = mq[1]
    cdef const uint16_t* x2 = <const uint16_t*>xq[2]
    cdef const uint8_t* m2 = mq[2]
    cdef const uint16_t* x3 = <const uint16_t*>xq[3]
    cdef const uint8_t* m3 = mq[3]
    if m0 == NULL:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = half_to_float((x0[j]))
            t = v
            s = s * t
            v = half_to_float((x1[j]))
            t = v
            s = s * t
            v = half_to_float((x2[j]))
            t = v
            s = s * t
            v = half_to_float((x3[j]))
            t = v
            s = s * t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = half_to_float((x0[j]))
            t = tp_sel_f32(m0[j], v, 1.0)
            s = s * t
            v = half_to_float((x1[j]))
            t = tp_sel_f32(m1[j], v, 1.0)
            s = s * t
            v = half_to_float((x2[j]))
            t = tp_sel_f32(m2[j], v, 1.0)
            s = s * t
            v = half_to_float((x3[j]))
            t = tp_sel_f32(m3[j], v, 1.0)
            s = s * t
            a[j] = s


cdef void _sweep0_prod_float16(Plan* p, float* a, intp* cnt, uint8_t* cnt8,
        const float* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    cdef intp q
    cdef const char* xq[4]
    cdef const uint8_t* mq[4]
    reduced_at(&red, p, p.nr, r0)
    if kxs0 == sizeof(uint16_t) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_prod_float16(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_float16(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef float c = 0
    cdef double prm = p.reals[0]
    cdef float a0 = 1.0
    cdef float t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1.0
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_float16(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<float*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(uint16_t)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef float c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef float centers[1024]
    cdef float a0 = 1.0
    cdef float t0
    cdef float acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            t0 = _run0_prod_float16(xptr[j], mptr[j], n0, sizeof(uint16_t), 1, c, prm, &n)
            a0 = 1.0
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<float*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on float16 input, uint16_t read, float written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_float16
_walks.rows = _rows_prod_d2
_walks.short_slices = _short_prod_float16
_walks.short_in = sizeof(uint16_t)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d2)
chunk_step(&_walks.chunked, _chunk0_prod_d2, _gather0_prod_d2, sizeof(float),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d2)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d2, _gather0_prod_d2, sizeof(float),
           0, 1, 4, False)
_k = plan_kernel("prod_float16", "prod", _walks)
_k.pos = <void*>_pos_prod_float16
_k.segmented = True
_k.run[0] = <void*>_run0_prod_float16
_k.sweep[0] = <void*>_sweep0_prod_float16
prod_float16 = _k

# --- prod_float32: ops.yaml: ops.prod (prod, float32 -> float32)

cdef inline float _block0_prod_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef float buf[BLOCK]
    cdef float v
    cdef intp i
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        return tp_fold_mul_f32(<const float*>x, n)    # already the accumulator type
    if m == NULL:
        if xs == sizeof(float):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const float*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1 and xs == sizeof(float):
        return tp_mfold_mul_f32(xp, m, n, 1.0, NULL)
    elif ms == 1:
        if xs == sizeof(float):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f32(m[i], v, 1.0)
        else:
            for i in range(n):
                v = ((<const float*>(x + i * xs))[0])
                buf[i] = tp_sel_f32(m[i], v, 1.0)
    else:
        if xs == sizeof(float):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f32(m[i * ms], v, 1.0)
        else:
            for i in range(n):
                v = ((<const float*>(x + i * xs))[0])
                buf[i] = tp_sel_f32(m[i * ms], v, 1.0)
    return tp_fold_mul_f32(buf, n)


cdef float _run0_prod_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef float a = 1.0
    cdef float t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1.0
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_float32(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_float32(float* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(float):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f32(m[j], v, 1.0)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f32(m[j * ms], v, 1.0)
            a[j] = a[j] * t


cdef inline void _row40_prod_float32(float* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
        intp n, const float* centers, double prm) noexcept nogil:
    # Four contiguous reduced rows folded into the accumulator row `a` in one
    # pass over it: each a[j] still combines row 0's element, then row 1's,
    # ... as four calls of _row would (the same operations in the same order,
    # so the same bits), but a[j] is read and written once, not four times,
    # and four rows stream side by side.
    cdef intp j
    cdef float v
    cdef float t, s
    cdef float c
    cdef const float* x0 = <const float*>xq[0]
    cdef const uint8_t* m0 = mq[0]
    cdef const float* x1 = <const float*>xq[1]
    cdef const uint8_t* m1 = mq[1]
    cdef const float* x2 = <const float*>xq[2]
    cdef const uint8_t* m2 = mq[2]
    cdef const float* x3 = <const float*>xq[3]
    cdef const uint8_t* m3 = mq[3]
    if m0 == NULL:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = v
            s = s * t
            v = (x1[j])
            t = v
            s = s * t
            v = (x2[j])
            t = v
            s = s * t
            v = (x3[j])
            t = v
            s = s * t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_f32(m0[j], v, 1.0)
            s = s * t
            v = (x1[j])
            t = tp_sel_f32(m1[j], v, 1.0)
            s = s * t
            v = (x2[j])
            t = tp_sel_f32(m2[j], v, 1.0)
            s = s * t
            v = (x3[j])
            t = tp_sel_f32(m3[j], v, 1.0)
            s = s * t
            a[j] = s


cdef void _sweep0_prod_float32(Plan* p, float* a, intp* cnt, uint8_t* cnt8,
        const float* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    cdef intp q
    cdef const char* xq[4]
    cdef const uint8_t* mq[4]
    reduced_at(&red, p, p.nr, r0)
    if kxs0 == sizeof(float) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_prod_float32(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_float32(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef float c = 0
    cdef double prm = p.reals[0]
    cdef float a0 = 1.0
    cdef float t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1.0
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_float32(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<float*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(float)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef float c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef float centers[1024]
    cdef float a0 = 1.0
    cdef float t0
    cdef float acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            if mptr[j] != NULL:
                # (_run's fold of a masked contiguous run of at most BLOCK, inline)
                t0 = tp_mfold_mul_f32(<const float*>xptr[j], mptr[j], n0, 1.0, NULL)
                a0 = 1.0
                t0 = a0 * t0    # (_run's combine)
            else:
                t0 = _run0_prod_float32(xptr[j], NULL, n0, sizeof(float), 1, c, prm, &n)
            a0 = 1.0
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<float*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on float32 input, float read, float written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_float32
_walks.rows = _rows_prod_d2
_walks.short_slices = _short_prod_float32
_walks.short_in = sizeof(float)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d2)
chunk_step(&_walks.chunked, _chunk0_prod_d2, _gather0_prod_d2, sizeof(float),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d2)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d2, _gather0_prod_d2, sizeof(float),
           0, 1, 4, False)
_k = plan_kernel("prod_float32", "prod", _walks)
_k.pos = <void*>_pos_prod_float32
_k.segmented = True
_k.run[0] = <void*>_run0_prod_float32
_k.sweep[0] = <void*>_sweep0_prod_float32
prod_float32 = _k

# --- prod_float64: ops.yaml: ops.prod (prod, float64 -> float64)

cdef inline double _block0_prod_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
    cdef intp i
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        return tp_fold_mul_f64(<const double*>x, n)    # already the accumulator type
    if m == NULL:
        if xs == sizeof(double):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const double*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1 and xs == sizeof(double):
        return tp_mfold_mul_f64(xp, m, n, 1.0, NULL)
    elif ms == 1:
        if xs == sizeof(double):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i], v, 1.0)
        else:
            for i in range(n):
                v = ((<const double*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 1.0)
    else:
        if xs == sizeof(double):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 1.0)
        else:
            for i in range(n):
                v = ((<const double*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 1.0)
    return tp_fold_mul_f64(buf, n)


cdef double _run0_prod_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 1.0
    cdef double t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1.0
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_float64(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_float64(double* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(double):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, 1.0)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, 1.0)
            a[j] = a[j] * t


cdef inline void _row40_prod_float64(double* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
        intp n, const double* centers, double prm) noexcept nogil:
    # Four contiguous reduced rows folded into the accumulator row `a` in one
    # pass over it: each a[j] still combines row 0's element, then row 1's,
    # ... as four calls of _row would (the same operations in the same order,
    # so the same bits), but a[j] is read and written once, not four times,
    # and four rows stream side by side.
    cdef intp j
    cdef double v
    cdef double t, s
    cdef double c
    cdef const double* x0 = <const double*>xq[0]
    cdef const uint8_t* m0 = mq[0]
    cdef const double* x1 = <const double*>xq[1]
    cdef const uint8_t* m1 = mq[1]
    cdef const double* x2 = <const double*>xq[2]
    cdef const uint8_t* m2 = mq[2]
    cdef const double* x3 = <const double*>xq[3]
    cdef const uint8_t* m3 = mq[3]
    if m0 == NULL:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = v
            s = s * t
            v = (x1[j])
            t = v
            s = s * t
            v = (x2[j])
            t = v
            s = s * t
            v = (x3[j])
            t = v
            s = s * t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_f64(m0[j], v, 1.0)
            s = s * t
            v = (x1[j])
            t = tp_sel_f64(m1[j], v, 1.0)
            s = s * t
            v = (x2[j])
            t = tp_sel_f64(m2[j], v, 1.0)
            s = s * t
            v = (x3[j])
            t = tp_sel_f64(m3[j], v, 1.0)
            s = s * t
            a[j] = s


cdef void _sweep0_prod_float64(Plan* p, double* a, intp* cnt, uint8_t* cnt8,
        const double* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    cdef intp q
    cdef const char* xq[4]
    cdef const uint8_t* mq[4]
    reduced_at(&red, p, p.nr, r0)
    if kxs0 == sizeof(double) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_prod_float64(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_float64(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef double c = 0
    cdef double prm = p.reals[0]
    cdef double a0 = 1.0
    cdef double t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1.0
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_float64(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<double*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(double)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef double c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef double centers[1024]
    cdef double a0 = 1.0
    cdef double t0
    cdef double acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            if mptr[j] != NULL:
                # (_run's fold of a masked contiguous run of at most BLOCK, inline)
                t0 = tp_mfold_mul_f64(<const double*>xptr[j], mptr[j], n0, 1.0, NULL)
                a0 = 1.0
                t0 = a0 * t0    # (_run's combine)
            else:
                t0 = _run0_prod_float64(xptr[j], NULL, n0, sizeof(double), 1, c, prm, &n)
            a0 = 1.0
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<double*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on float64 input, double read, double written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_float64
_walks.rows = _rows_prod_d3
_walks.short_slices = _short_prod_float64
_walks.short_in = sizeof(double)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d3)
chunk_step(&_walks.chunked, _chunk0_prod_d3, _gather0_prod_d3, sizeof(double),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d3)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d3, _gather0_prod_d3, sizeof(double),
           0, 1, 4, False)
_k = plan_kernel("prod_float64", "prod", _walks)
_k.pos = <void*>_pos_prod_float64
_k.segmented = True
_k.run[0] = <void*>_run0_prod_float64
_k.sweep[0] = <void*>_sweep0_prod_float64
prod_float64 = _k

# --- prod_complex64: ops.yaml: ops.prod (prod, complex64 -> complex64)

cdef inline float complex _block0_prod_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef float complex buf[BLOCK]
    cdef float complex v
    cdef intp i
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        return tp_fold_mul_c64(<const float complex*>x, n)    # already the accumulator type
    if m == NULL:
        if xs == sizeof(float complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const float complex*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1 and xs == sizeof(float complex):
        return tp_mfold_mul_c64(xp, m, n, 1.0, NULL)
    elif ms == 1:
        if xs == sizeof(float complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_c64(m[i], v, 1.0)
        else:
            for i in range(n):
                v = ((<const float complex*>(x + i * xs))[0])
                buf[i] = tp_sel_c64(m[i], v, 1.0)
    else:
        if xs == sizeof(float complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_c64(m[i * ms], v, 1.0)
        else:
            for i in range(n):
                v = ((<const float complex*>(x + i * xs))[0])
                buf[i] = tp_sel_c64(m[i * ms], v, 1.0)
    return tp_fold_mul_c64(buf, n)


cdef float complex _run0_prod_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef float complex a = 1.0
    cdef float complex t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1.0
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_complex64(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_complex64(float complex* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float complex* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef float complex v
    cdef float complex t
    cdef float complex c
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(float complex):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_c64(m[j], v, 1.0)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_c64(m[j * ms], v, 1.0)
            a[j] = a[j] * t


cdef void _sweep0_prod_complex64(Plan* p, float complex* a, intp* cnt, uint8_t* cnt8,
        const float complex* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    reduced_at(&red, p, p.nr, r0)
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_complex64(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_complex64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef float complex c = 0
    cdef double prm = p.reals[0]
    cdef float complex a0 = 1.0
    cdef float complex t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1.0
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_complex64(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<float complex*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_complex64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(float complex)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef float complex c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef float complex centers[1024]
    cdef float complex a0 = 1.0
    cdef float complex t0
    cdef float complex acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            if mptr[j] != NULL:
                # (_run's fold of a masked contiguous run of at most BLOCK, inline)
                t0 = tp_mfold_mul_c64(<const float complex*>xptr[j], mptr[j], n0, 1.0, NULL)
                a0 = 1.0
                t0 = a0 * t0    # (_run's combine)
            else:
                t0 = _run0_prod_complex64(xptr[j], NULL, n0, sizeof(float complex), 1, c, prm, &n)
            a0 = 1.0
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<float complex*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on complex64 input, float complex read, float complex written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_complex64
_walks.rows = _rows_prod_d4
_walks.short_slices = _short_prod_complex64
_walks.short_in = sizeof(float complex)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d4)
chunk_step(&_walks.chunked, _chunk0_prod_d4, _gather0_prod_d4, sizeof(float complex),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d4)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d4, _gather0_prod_d4, sizeof(float complex),
           0, 1, 4, False)
_k = plan_kernel("prod_complex64", "prod", _walks)
_k.pos = <void*>_pos_prod_complex64
_k.segmented = True
_k.run[0] = <void*>_run0_prod_complex64
_k.sweep[0] = <void*>_sweep0_prod_complex64
prod_complex64 = _k

# --- prod_complex128: ops.yaml: ops.prod (prod, complex128 -> complex128)

cdef inline double complex _block0_prod_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double complex buf[BLOCK]
    cdef double complex v
    cdef intp i
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        return tp_fold_mul_c128(<const double complex*>x, n)    # already the accumulator type
    if m == NULL:
        if xs == sizeof(double complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const double complex*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1 and xs == sizeof(double complex):
        return tp_mfold_mul_c128(xp, m, n, 1.0, NULL)
    elif ms == 1:
        if xs == sizeof(double complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_c128(m[i], v, 1.0)
        else:
            for i in range(n):
                v = ((<const double complex*>(x + i * xs))[0])
                buf[i] = tp_sel_c128(m[i], v, 1.0)
    else:
        if xs == sizeof(double complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_c128(m[i * ms], v, 1.0)
        else:
            for i in range(n):
                v = ((<const double complex*>(x + i * xs))[0])
                buf[i] = tp_sel_c128(m[i * ms], v, 1.0)
    return tp_fold_mul_c128(buf, n)


cdef double complex _run0_prod_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double complex a = 1.0
    cdef double complex t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1.0
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_prod_complex128(x, m, step, xs, ms, c, prm, cnt)
        a = a * t
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_prod_complex128(double complex* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double complex* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double complex v
    cdef double complex t
    cdef double complex c
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] * t
    elif ms == 1 and xs == sizeof(double complex):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_c128(m[j], v, 1.0)
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_c128(m[j * ms], v, 1.0)
            a[j] = a[j] * t


cdef void _sweep0_prod_complex128(Plan* p, double complex* a, intp* cnt, uint8_t* cnt8,
        const double complex* centers, intp xo, intp mo, intp nk0, intp r0, intp r1) noexcept nogil:
    # Row layout: fold the reduced rows [r0, r1) at offsets (xo, mo) into the
    # row of nk0 accumulators `a` (the row folder inlined: short rows stay cheap).
    # With counts, the rows count into the zeroed bytes `cnt8` (bytes add 32
    # at a time, int64 only 4), added to `cnt` (and zeroed again) before a
    # byte could pass 255 and at the end.
    cdef tp_odo red
    cdef intp jt = r0, j, block = 0
    cdef intp kxs0 = p.kxs[p.nk - 1], kms0 = p.kms[p.nk - 1]
    cdef const uint8_t* mk
    reduced_at(&red, p, p.nr, r0)
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_prod_complex128(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_prod_complex128(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef double complex c = 0
    cdef double prm = p.reals[0]
    cdef double complex a0 = 1.0
    cdef double complex t0
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 1.0
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_prod_complex128(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 * t0
        (<double complex*>(p.out + kept.o))[0] = a0
        odo_next(&kept)
    return 0


cdef int _short_prod_complex128(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are n0 <= SHORT_SLICE contiguous
    # elements, in batches of 1024 // n0 slices.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef intp it, i, j, nb, n0 = p.rshape[0]
    cdef intp batch = 1024 // n0
    cdef intp n = 0
    cdef bint adjacent = (p.nk == 1 and p.kxs[0] == n0 * <intp>sizeof(double complex)
                          and (p.m == NULL or p.kms[0] == n0))
    cdef double prm = p.reals[0]
    cdef double complex c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef double complex centers[1024]
    cdef double complex a0 = 1.0
    cdef double complex t0
    cdef double complex acc0[1024]
    kept_at(&kept, p, p.nk, lo)
    it = lo
    while it < hi:
        nb = hi - it if hi - it < batch else batch
        if adjacent:
            for j in range(nb):
                xptr[j] = p.x + (it + j) * p.kxs[0]
                mptr[j] = NULL if p.m == NULL else p.m + (it + j) * n0
                optr[j] = p.out + (it + j) * p.kos[0]
        else:
            for j in range(nb):
                xptr[j] = p.x + kept.x
                mptr[j] = NULL if p.m == NULL else p.m + kept.m
                optr[j] = p.out + kept.o
                odo_next(&kept)
        for j in range(nb):
            counts[j] = n0
            centers[j] = 0
        for j in range(nb):
            c = centers[j]
            n = 0
            if mptr[j] != NULL:
                # (_run's fold of a masked contiguous run of at most BLOCK, inline)
                t0 = tp_mfold_mul_c128(<const double complex*>xptr[j], mptr[j], n0, 1.0, NULL)
                a0 = 1.0
                t0 = a0 * t0    # (_run's combine)
            else:
                t0 = _run0_prod_complex128(xptr[j], NULL, n0, sizeof(double complex), 1, c, prm, &n)
            a0 = 1.0
            acc0[j] = a0 * t0
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            (<double complex*>optr[j])[0] = a0
        it += nb
    return 0

# The entry: prod on complex128 input, double complex read, double complex written.
_walks = no_layouts(1)
_walks.positions = _pos_prod_complex128
_walks.rows = _rows_prod_d5
_walks.short_slices = _short_prod_complex128
_walks.short_in = sizeof(double complex)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_prod_d5)
chunk_step(&_walks.chunked, _chunk0_prod_d5, _gather0_prod_d5, sizeof(double complex),
           0, 0, 4, False)
_walks.row_chunked.keep = sizeof(_keep_prod_d5)
chunk_step(&_walks.row_chunked, _rowchunk0_prod_d5, _gather0_prod_d5, sizeof(double complex),
           0, 1, 4, False)
_k = plan_kernel("prod_complex128", "prod", _walks)
_k.pos = <void*>_pos_prod_complex128
_k.segmented = True
_k.run[0] = <void*>_run0_prod_complex128
_k.sweep[0] = <void*>_sweep0_prod_complex128
prod_complex128 = _k



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
