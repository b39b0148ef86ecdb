# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op std (reduce kind), from ops.yaml: ops.std.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked/_csrc
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._csrc._support cimport *
from tensorplay.masked._csrc._parallel cimport par_for, span_fn
from tensorplay.masked._csrc._entry cimport PlanKernel, no_layouts, plan_kernel, bin_kernel, walk_kernel

from libc.math cimport sqrt
cdef extern from "tp_support.h" nogil:
    # the helpers its ops.yaml expressions call
    double abs2_c128 "tp_abs2_c128"(double complex z)
    float abs2_c64 "tp_abs2_c64"(float complex z)

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
    double complex tp_fold_add_c128(const double complex* b, intp n)
    double complex tp_mfold_add_c128(const double complex* x, const uint8_t* m, intp n, double complex id, intp* cnt)
    double complex tp_sel_c128(int m, double complex v, double complex id)
    double tp_fold_add_f64(const double* b, intp n)
    double tp_mfold2_add_f64(const double* x, const uint8_t* m, intp n1, intp n2, double id, intp* cnt)
    double tp_mfold2_add_sqdev_f64(const double* x, const uint8_t* m, intp n1, intp n2, double c, double id, intp* cnt)
    double tp_mfold_add_f64(const double* x, const uint8_t* m, intp n, double id, intp* cnt)
    double tp_mfold_add_sqdev_f64(const double* x, const uint8_t* m, intp n, double c, double id, intp* cnt)
    double tp_pairwise4_add_f64(const double* x, const uint8_t* m, intp n, double id, intp* cnt)
    double tp_pairwise4_add_sqdev_f64(const double* x, const uint8_t* m, intp n, double c, double id, intp* cnt)
    double tp_sel_f64(int m, double v, double id)
    float complex tp_fold_add_c64(const float complex* b, intp n)
    float complex tp_mfold_add_c64(const float complex* x, const uint8_t* m, intp n, float complex id, intp* cnt)
    float complex tp_sel_c64(int m, float complex v, float complex id)
    float tp_fold_add_f32(const float* b, intp n)
    float tp_mfold2_add_f32(const float* x, const uint8_t* m, intp n1, intp n2, float id, intp* cnt)
    float tp_mfold2_add_sqdev_f32(const float* x, const uint8_t* m, intp n1, intp n2, float c, float id, intp* cnt)
    float tp_mfold_add_f32(const float* x, const uint8_t* m, intp n, float id, intp* cnt)
    float tp_mfold_add_sqdev_f32(const float* x, const uint8_t* m, intp n, float c, float id, intp* cnt)
    float tp_pairwise4_add_f32(const float* x, const uint8_t* m, intp n, float id, intp* cnt)
    float tp_pairwise4_add_sqdev_f32(const float* x, const uint8_t* m, intp n, float c, float id, intp* cnt)
    float tp_sel_f32(int m, float v, float id)
    intp tp_count(const uint8_t* m, intp n, intp ms)


# --- driver std_d0: ops.yaml: ops.std, -> float64 from int64, float64;
# it reads the input only through the per-dtype functions the entry puts in
# the plan: p.pos (_pos: the span over kept positions), p.run (_run: fold a
# run), p.sweep (_sweep: fold all reduced rows into a row of accumulators).
ctypedef double (*_runfn0_std_d0)(const char*, const uint8_t*, intp, intp, intp,
        double, double, intp*) noexcept nogil
ctypedef void (*_sweepfn0_std_d0)(Plan*, double*, intp*, uint8_t*,
        const double*, intp, intp, intp, intp, intp) noexcept nogil
ctypedef double (*_runfn1_std_d0)(const char*, const uint8_t*, intp, intp, intp,
        double, double, intp*) noexcept nogil
ctypedef void (*_sweepfn1_std_d0)(Plan*, double*, intp*, uint8_t*,
        const double*, intp, intp, intp, intp, intp) noexcept nogil

cdef int _rows_std_d0(void* ctx, intp lo, intp hi) noexcept nogil:
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
    cdef double a0 = 0.0
    cdef double* arow0 = NULL
    cdef double a1 = 0.0
    cdef double* arow1 = NULL
    cdef double* centers = NULL
    cdef intp* nrow = NULL
    cdef uint8_t* nrow8 = NULL     # the sweeps' byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kos0 = rows.nk0, rows.os
    arow0 = <double*>malloc(nk0 * sizeof(double))
    arow1 = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    if centers == NULL or nrow == NULL or nrow8 == NULL or arow0 == NULL or arow1 == NULL:
        free(arow0)
        free(arow1)
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
            arow0[j] = 0.0
        (<_sweepfn0_std_d0>p.sweep[0])(p, arow0, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            a0 = arow0[j]
            centers[j] = (a0 / n) if n > 0 else 0
        for j in range(nk0):
            arow1[j] = 0.0
        (<_sweepfn1_std_d0>p.sweep[1])(p, arow1, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            a1 = arow1[j]
            (<double*>(p.out + rows.k.o + j * kos0))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        rows_next(&rows)
    free(arow0)
    free(arow1)
    free(centers)
    free(nrow)
    free(nrow8)
    return 0
# The chunked layouts' state of an output across the passes (p.keep).
ctypedef struct _keep_std_d0:
    intp n
    double c
    double a0
    double a1


cdef int _chunk0_std_d0(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u], its count to cnt[u].
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef const _keep_std_d0* keep = <const _keep_std_d0*>p.keep
    cdef _runfn0_std_d0 run = <_runfn0_std_d0>p.run[0]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double a
    cdef double t
    cdef double c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 0.0
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a + t
        part[u] = a
        p.cnt[u] = n
    return 0


cdef int _rowchunk0_std_d0(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j] (counts to cnt[u * nk0 + j]).
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef const _keep_std_d0* keep = <const _keep_std_d0*>p.keep
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
            part[u * nk0 + j] = 0.0
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn0_std_d0>p.sweep[0])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather0_std_d0(Plan* p, intp o) noexcept nogil:
    # Pass 0's partials of output o combined in chunk order (pairwise), its count summed; then its center.
    cdef _keep_std_d0* keep = <_keep_std_d0*>p.keep + o
    cdef double* part = <double*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef double c = 0
    cdef double a0 = 0.0
    cdef double a1 = 0.0
    w = nch                  # pairwise over the partials, in chunk order
    while w > 1:
        for q in range(w // 2):
            part[part_at(p, o, q)] = part[part_at(p, o, 2 * q)] + part[part_at(p, o, 2 * q + 1)]
        if w % 2:
            part[part_at(p, o, w // 2)] = part[part_at(p, o, w - 1)]
        w = (w + 1) // 2
    a0 = part[part_at(p, o, 0)]
    for q in range(nch):
        n += p.cnt[part_at(p, o, q)]
    keep.n = rtotal if p.m == NULL else n
    keep.a0 = a0
    n = keep.n
    keep.c = (a0 / n) if n > 0 else 0
    return 0


cdef int _chunk1_std_d0(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 1 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef const _keep_std_d0* keep = <const _keep_std_d0*>p.keep
    cdef _runfn1_std_d0 run = <_runfn1_std_d0>p.run[1]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double a
    cdef double t
    cdef double c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 0.0
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a + t
        part[u] = a
    return 0


cdef int _rowchunk1_std_d0(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 1 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j].
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef const _keep_std_d0* keep = <const _keep_std_d0*>p.keep
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
            part[u * nk0 + j] = 0.0
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn1_std_d0>p.sweep[1])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather1_std_d0(Plan* p, intp o) noexcept nogil:
    # Pass 1's partials of output o combined in chunk order (pairwise); then the output written.
    cdef _keep_std_d0* keep = <_keep_std_d0*>p.keep + o
    cdef double* part = <double*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef double c = 0
    cdef double a0 = 0.0
    cdef double a1 = 0.0
    w = nch                  # pairwise over the partials, in chunk order
    while w > 1:
        for q in range(w // 2):
            part[part_at(p, o, q)] = part[part_at(p, o, 2 * q)] + part[part_at(p, o, 2 * q + 1)]
        if w % 2:
            part[part_at(p, o, w // 2)] = part[part_at(p, o, w - 1)]
        w = (w + 1) // 2
    a1 = part[part_at(p, o, 0)]
    n = keep.n
    c = keep.c
    a0 = keep.a0
    kept_at(&kept, p, p.nk, o)
    (<double*>(p.out + kept.o))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
    return 0


# --- driver std_d1: ops.yaml: ops.std, -> float32 from float32;
# it reads the input only through the per-dtype functions the entry puts in
# the plan: p.pos (_pos: the span over kept positions), p.run (_run: fold a
# run), p.sweep (_sweep: fold all reduced rows into a row of accumulators).
ctypedef float (*_runfn0_std_d1)(const char*, const uint8_t*, intp, intp, intp,
        float, double, intp*) noexcept nogil
ctypedef void (*_sweepfn0_std_d1)(Plan*, float*, intp*, uint8_t*,
        const float*, intp, intp, intp, intp, intp) noexcept nogil
ctypedef float (*_runfn1_std_d1)(const char*, const uint8_t*, intp, intp, intp,
        float, double, intp*) noexcept nogil
ctypedef void (*_sweepfn1_std_d1)(Plan*, float*, intp*, uint8_t*,
        const float*, intp, intp, intp, intp, intp) noexcept nogil

cdef int _rows_std_d1(void* ctx, intp lo, intp hi) noexcept nogil:
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
    cdef float a0 = 0.0
    cdef float* arow0 = NULL
    cdef float a1 = 0.0
    cdef float* arow1 = NULL
    cdef float* centers = NULL
    cdef intp* nrow = NULL
    cdef uint8_t* nrow8 = NULL     # the sweeps' byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kos0 = rows.nk0, rows.os
    arow0 = <float*>malloc(nk0 * sizeof(float))
    arow1 = <float*>malloc(nk0 * sizeof(float))
    centers = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    if centers == NULL or nrow == NULL or nrow8 == NULL or arow0 == NULL or arow1 == NULL:
        free(arow0)
        free(arow1)
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
            arow0[j] = 0.0
        (<_sweepfn0_std_d1>p.sweep[0])(p, arow0, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            a0 = arow0[j]
            centers[j] = (a0 / n) if n > 0 else 0
        for j in range(nk0):
            arow1[j] = 0.0
        (<_sweepfn1_std_d1>p.sweep[1])(p, arow1, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            a1 = arow1[j]
            (<float*>(p.out + rows.k.o + j * kos0))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        rows_next(&rows)
    free(arow0)
    free(arow1)
    free(centers)
    free(nrow)
    free(nrow8)
    return 0
# The chunked layouts' state of an output across the passes (p.keep).
ctypedef struct _keep_std_d1:
    intp n
    float c
    float a0
    float a1


cdef int _chunk0_std_d1(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u], its count to cnt[u].
    cdef Plan* p = <Plan*>ctx
    cdef float* part = <float*>p.part
    cdef const _keep_std_d1* keep = <const _keep_std_d1*>p.keep
    cdef _runfn0_std_d1 run = <_runfn0_std_d1>p.run[0]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef float a
    cdef float t
    cdef float c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 0.0
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a + t
        part[u] = a
        p.cnt[u] = n
    return 0


cdef int _rowchunk0_std_d1(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j] (counts to cnt[u * nk0 + j]).
    cdef Plan* p = <Plan*>ctx
    cdef float* part = <float*>p.part
    cdef const _keep_std_d1* keep = <const _keep_std_d1*>p.keep
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
            part[u * nk0 + j] = 0.0
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn0_std_d1>p.sweep[0])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather0_std_d1(Plan* p, intp o) noexcept nogil:
    # Pass 0's partials of output o combined in chunk order (pairwise), its count summed; then its center.
    cdef _keep_std_d1* keep = <_keep_std_d1*>p.keep + o
    cdef float* part = <float*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef float c = 0
    cdef float a0 = 0.0
    cdef float a1 = 0.0
    w = nch                  # pairwise over the partials, in chunk order
    while w > 1:
        for q in range(w // 2):
            part[part_at(p, o, q)] = part[part_at(p, o, 2 * q)] + part[part_at(p, o, 2 * q + 1)]
        if w % 2:
            part[part_at(p, o, w // 2)] = part[part_at(p, o, w - 1)]
        w = (w + 1) // 2
    a0 = part[part_at(p, o, 0)]
    for q in range(nch):
        n += p.cnt[part_at(p, o, q)]
    keep.n = rtotal if p.m == NULL else n
    keep.a0 = a0
    n = keep.n
    keep.c = (a0 / n) if n > 0 else 0
    return 0


cdef int _chunk1_std_d1(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 1 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef float* part = <float*>p.part
    cdef const _keep_std_d1* keep = <const _keep_std_d1*>p.keep
    cdef _runfn1_std_d1 run = <_runfn1_std_d1>p.run[1]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef float a
    cdef float t
    cdef float c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 0.0
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a + t
        part[u] = a
    return 0


cdef int _rowchunk1_std_d1(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 1 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j].
    cdef Plan* p = <Plan*>ctx
    cdef float* part = <float*>p.part
    cdef const _keep_std_d1* keep = <const _keep_std_d1*>p.keep
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
            part[u * nk0 + j] = 0.0
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn1_std_d1>p.sweep[1])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather1_std_d1(Plan* p, intp o) noexcept nogil:
    # Pass 1's partials of output o combined in chunk order (pairwise); then the output written.
    cdef _keep_std_d1* keep = <_keep_std_d1*>p.keep + o
    cdef float* part = <float*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef float c = 0
    cdef float a0 = 0.0
    cdef float a1 = 0.0
    w = nch                  # pairwise over the partials, in chunk order
    while w > 1:
        for q in range(w // 2):
            part[part_at(p, o, q)] = part[part_at(p, o, 2 * q)] + part[part_at(p, o, 2 * q + 1)]
        if w % 2:
            part[part_at(p, o, w // 2)] = part[part_at(p, o, w - 1)]
        w = (w + 1) // 2
    a1 = part[part_at(p, o, 0)]
    n = keep.n
    c = keep.c
    a0 = keep.a0
    kept_at(&kept, p, p.nk, o)
    (<float*>(p.out + kept.o))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
    return 0


# --- driver std_d2: ops.yaml: ops.std, -> float32 from complex64;
# it reads the input only through the per-dtype functions the entry puts in
# the plan: p.pos (_pos: the span over kept positions), p.run (_run: fold a
# run), p.sweep (_sweep: fold all reduced rows into a row of accumulators).
ctypedef float complex (*_runfn0_std_d2)(const char*, const uint8_t*, intp, intp, intp,
        float complex, double, intp*) noexcept nogil
ctypedef void (*_sweepfn0_std_d2)(Plan*, float complex*, intp*, uint8_t*,
        const float complex*, intp, intp, intp, intp, intp) noexcept nogil
ctypedef float (*_runfn1_std_d2)(const char*, const uint8_t*, intp, intp, intp,
        float complex, double, intp*) noexcept nogil
ctypedef void (*_sweepfn1_std_d2)(Plan*, float*, intp*, uint8_t*,
        const float complex*, intp, intp, intp, intp, intp) noexcept nogil

cdef int _rows_std_d2(void* ctx, intp lo, intp hi) noexcept nogil:
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
    cdef float complex a0 = 0.0
    cdef float complex* arow0 = NULL
    cdef float a1 = 0.0
    cdef float* arow1 = NULL
    cdef float complex* centers = NULL
    cdef intp* nrow = NULL
    cdef uint8_t* nrow8 = NULL     # the sweeps' byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kos0 = rows.nk0, rows.os
    arow0 = <float complex*>malloc(nk0 * sizeof(float complex))
    arow1 = <float*>malloc(nk0 * sizeof(float))
    centers = <float complex*>malloc(nk0 * sizeof(float complex))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    if centers == NULL or nrow == NULL or nrow8 == NULL or arow0 == NULL or arow1 == NULL:
        free(arow0)
        free(arow1)
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
            arow0[j] = 0.0
        (<_sweepfn0_std_d2>p.sweep[0])(p, arow0, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            a0 = arow0[j]
            centers[j] = (a0 / n) if n > 0 else 0
        for j in range(nk0):
            arow1[j] = 0.0
        (<_sweepfn1_std_d2>p.sweep[1])(p, arow1, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            a1 = arow1[j]
            (<float*>(p.out + rows.k.o + j * kos0))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        rows_next(&rows)
    free(arow0)
    free(arow1)
    free(centers)
    free(nrow)
    free(nrow8)
    return 0
# The chunked layouts' state of an output across the passes (p.keep).
ctypedef struct _keep_std_d2:
    intp n
    float complex c
    float complex a0
    float a1


cdef int _chunk0_std_d2(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u], its count to cnt[u].
    cdef Plan* p = <Plan*>ctx
    cdef float complex* part = <float complex*>p.part
    cdef const _keep_std_d2* keep = <const _keep_std_d2*>p.keep
    cdef _runfn0_std_d2 run = <_runfn0_std_d2>p.run[0]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef float complex a
    cdef float complex t
    cdef float complex c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 0.0
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a + t
        part[u] = a
        p.cnt[u] = n
    return 0


cdef int _rowchunk0_std_d2(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j] (counts to cnt[u * nk0 + j]).
    cdef Plan* p = <Plan*>ctx
    cdef float complex* part = <float complex*>p.part
    cdef const _keep_std_d2* keep = <const _keep_std_d2*>p.keep
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
            part[u * nk0 + j] = 0.0
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn0_std_d2>p.sweep[0])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather0_std_d2(Plan* p, intp o) noexcept nogil:
    # Pass 0's partials of output o combined in chunk order (pairwise), its count summed; then its center.
    cdef _keep_std_d2* keep = <_keep_std_d2*>p.keep + o
    cdef float complex* part = <float complex*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef float complex c = 0
    cdef float complex a0 = 0.0
    cdef float a1 = 0.0
    w = nch                  # pairwise over the partials, in chunk order
    while w > 1:
        for q in range(w // 2):
            part[part_at(p, o, q)] = part[part_at(p, o, 2 * q)] + part[part_at(p, o, 2 * q + 1)]
        if w % 2:
            part[part_at(p, o, w // 2)] = part[part_at(p, o, w - 1)]
        w = (w + 1) // 2
    a0 = part[part_at(p, o, 0)]
    for q in range(nch):
        n += p.cnt[part_at(p, o, q)]
    keep.n = rtotal if p.m == NULL else n
    keep.a0 = a0
    n = keep.n
    keep.c = (a0 / n) if n > 0 else 0
    return 0


cdef int _chunk1_std_d2(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 1 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef float* part = <float*>p.part
    cdef const _keep_std_d2* keep = <const _keep_std_d2*>p.keep
    cdef _runfn1_std_d2 run = <_runfn1_std_d2>p.run[1]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef float a
    cdef float t
    cdef float complex c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 0.0
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a + t
        part[u] = a
    return 0


cdef int _rowchunk1_std_d2(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 1 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j].
    cdef Plan* p = <Plan*>ctx
    cdef float* part = <float*>p.part
    cdef const _keep_std_d2* keep = <const _keep_std_d2*>p.keep
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
            part[u * nk0 + j] = 0.0
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn1_std_d2>p.sweep[1])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather1_std_d2(Plan* p, intp o) noexcept nogil:
    # Pass 1's partials of output o combined in chunk order (pairwise); then the output written.
    cdef _keep_std_d2* keep = <_keep_std_d2*>p.keep + o
    cdef float* part = <float*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef float complex c = 0
    cdef float complex a0 = 0.0
    cdef float a1 = 0.0
    w = nch                  # pairwise over the partials, in chunk order
    while w > 1:
        for q in range(w // 2):
            part[part_at(p, o, q)] = part[part_at(p, o, 2 * q)] + part[part_at(p, o, 2 * q + 1)]
        if w % 2:
            part[part_at(p, o, w // 2)] = part[part_at(p, o, w - 1)]
        w = (w + 1) // 2
    a1 = part[part_at(p, o, 0)]
    n = keep.n
    c = keep.c
    a0 = keep.a0
    kept_at(&kept, p, p.nk, o)
    (<float*>(p.out + kept.o))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
    return 0


# --- driver std_d3: ops.yaml: ops.std, -> float64 from complex128;
# it reads the input only through the per-dtype functions the entry puts in
# the plan: p.pos (_pos: the span over kept positions), p.run (_run: fold a
# run), p.sweep (_sweep: fold all reduced rows into a row of accumulators).
ctypedef double complex (*_runfn0_std_d3)(const char*, const uint8_t*, intp, intp, intp,
        double complex, double, intp*) noexcept nogil
ctypedef void (*_sweepfn0_std_d3)(Plan*, double complex*, intp*, uint8_t*,
        const double complex*, intp, intp, intp, intp, intp) noexcept nogil
ctypedef double (*_runfn1_std_d3)(const char*, const uint8_t*, intp, intp, intp,
        double complex, double, intp*) noexcept nogil
ctypedef void (*_sweepfn1_std_d3)(Plan*, double*, intp*, uint8_t*,
        const double complex*, intp, intp, intp, intp, intp) noexcept nogil

cdef int _rows_std_d3(void* ctx, intp lo, intp hi) noexcept nogil:
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
    cdef double complex a0 = 0.0
    cdef double complex* arow0 = NULL
    cdef double a1 = 0.0
    cdef double* arow1 = NULL
    cdef double complex* centers = NULL
    cdef intp* nrow = NULL
    cdef uint8_t* nrow8 = NULL     # the sweeps' byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kos0 = rows.nk0, rows.os
    arow0 = <double complex*>malloc(nk0 * sizeof(double complex))
    arow1 = <double*>malloc(nk0 * sizeof(double))
    centers = <double complex*>malloc(nk0 * sizeof(double complex))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    if centers == NULL or nrow == NULL or nrow8 == NULL or arow0 == NULL or arow1 == NULL:
        free(arow0)
        free(arow1)
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
            arow0[j] = 0.0
        (<_sweepfn0_std_d3>p.sweep[0])(p, arow0, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            a0 = arow0[j]
            centers[j] = (a0 / n) if n > 0 else 0
        for j in range(nk0):
            arow1[j] = 0.0
        (<_sweepfn1_std_d3>p.sweep[1])(p, arow1, nrow, nrow8, centers,
                                                                 rows.k.x, rows.k.m, nk0, 0, rtotal)
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            a1 = arow1[j]
            (<double*>(p.out + rows.k.o + j * kos0))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        rows_next(&rows)
    free(arow0)
    free(arow1)
    free(centers)
    free(nrow)
    free(nrow8)
    return 0
# The chunked layouts' state of an output across the passes (p.keep).
ctypedef struct _keep_std_d3:
    intp n
    double complex c
    double complex a0
    double a1


cdef int _chunk0_std_d3(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u], its count to cnt[u].
    cdef Plan* p = <Plan*>ctx
    cdef double complex* part = <double complex*>p.part
    cdef const _keep_std_d3* keep = <const _keep_std_d3*>p.keep
    cdef _runfn0_std_d3 run = <_runfn0_std_d3>p.run[0]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double complex a
    cdef double complex t
    cdef double complex c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 0.0
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a + t
        part[u] = a
        p.cnt[u] = n
    return 0


cdef int _rowchunk0_std_d3(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 0 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j] (counts to cnt[u * nk0 + j]).
    cdef Plan* p = <Plan*>ctx
    cdef double complex* part = <double complex*>p.part
    cdef const _keep_std_d3* keep = <const _keep_std_d3*>p.keep
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
            part[u * nk0 + j] = 0.0
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn0_std_d3>p.sweep[0])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather0_std_d3(Plan* p, intp o) noexcept nogil:
    # Pass 0's partials of output o combined in chunk order (pairwise), its count summed; then its center.
    cdef _keep_std_d3* keep = <_keep_std_d3*>p.keep + o
    cdef double complex* part = <double complex*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef double complex c = 0
    cdef double complex a0 = 0.0
    cdef double a1 = 0.0
    w = nch                  # pairwise over the partials, in chunk order
    while w > 1:
        for q in range(w // 2):
            part[part_at(p, o, q)] = part[part_at(p, o, 2 * q)] + part[part_at(p, o, 2 * q + 1)]
        if w % 2:
            part[part_at(p, o, w // 2)] = part[part_at(p, o, w - 1)]
        w = (w + 1) // 2
    a0 = part[part_at(p, o, 0)]
    for q in range(nch):
        n += p.cnt[part_at(p, o, q)]
    keep.n = rtotal if p.m == NULL else n
    keep.a0 = a0
    n = keep.n
    keep.c = (a0 / n) if n > 0 else 0
    return 0


cdef int _chunk1_std_d3(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 1 over chunks [lo, hi): chunk u is piece u % nch (csize
    # elements of the flattened slice) of the slice of kept position u // nch;
    # its fold goes to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef const _keep_std_d3* keep = <const _keep_std_d3*>p.keep
    cdef _runfn1_std_d3 run = <_runfn1_std_d3>p.run[1]
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double a
    cdef double t
    cdef double complex c
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a = 0.0
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t = run(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a = a + t
        part[u] = a
    return 0


cdef int _rowchunk1_std_d3(void* ctx, intp lo, intp hi) noexcept nogil:
    # Pass 1 over row chunks [lo, hi) of a row layout with few, short
    # rows of outputs: unit u folds the reduced rows of chunk u % nch (csize
    # rows) of outer kept position u // nch into its own row of nk0 partials,
    # part[u * nk0 + j].
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef const _keep_std_d3* keep = <const _keep_std_d3*>p.keep
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
            part[u * nk0 + j] = 0.0
            p.cnt[u * nk0 + j] = 0
            centers[j] = keep[(u // p.nch) * nk0 + j].c
        (<_sweepfn1_std_d3>p.sweep[1])(p, part + u * nk0, p.cnt + u * nk0, cnt8,
                                                                 centers, row.x, row.m, nk0, r0, r1)
    free(cnt8)
    return 0


cdef int _gather1_std_d3(Plan* p, intp o) noexcept nogil:
    # Pass 1's partials of output o combined in chunk order (pairwise); then the output written.
    cdef _keep_std_d3* keep = <_keep_std_d3*>p.keep + o
    cdef double* part = <double*>p.part
    cdef tp_odo kept
    cdef intp q, w, nch = p.nch, n = 0
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double prm = p.reals[0]
    cdef double complex c = 0
    cdef double complex a0 = 0.0
    cdef double a1 = 0.0
    w = nch                  # pairwise over the partials, in chunk order
    while w > 1:
        for q in range(w // 2):
            part[part_at(p, o, q)] = part[part_at(p, o, 2 * q)] + part[part_at(p, o, 2 * q + 1)]
        if w % 2:
            part[part_at(p, o, w // 2)] = part[part_at(p, o, w - 1)]
        w = (w + 1) // 2
    a1 = part[part_at(p, o, 0)]
    n = keep.n
    c = keep.c
    a0 = keep.a0
    kept_at(&kept, p, p.nk, o)
    (<double*>(p.out + kept.o))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
    return 0

# --- std_int64: ops.yaml: ops.std (std, int64 -> float64)

cdef inline double _block0_std_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
    cdef intp i
    cdef const int64_t* xp = <const int64_t*>x
    cdef intp nv = 0
    if m == NULL:
        if xs == sizeof(int64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1:
        if xs == sizeof(int64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
                nv += m[i]
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
                nv += m[i]
    else:
        if xs == sizeof(int64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
                nv += m[i * ms]
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
                nv += m[i * ms]
    cnt[0] += nv
    return tp_fold_add_f64(buf, n)


cdef double _run0_std_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
    cdef double t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > BLOCK:
        half = (n // 2) - (n // 2) % 8
        return _run0_std_int64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_std_int64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_std_int64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_std_int64(double* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef inline void _row40_std_int64(double* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
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
            s = s + t
            v = (x1[j])
            t = v
            s = s + t
            v = (x2[j])
            t = v
            s = s + t
            v = (x3[j])
            t = v
            s = s + t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_f64(m0[j], v, 0.0)
            s = s + t
            v = (x1[j])
            t = tp_sel_f64(m1[j], v, 0.0)
            s = s + t
            v = (x2[j])
            t = tp_sel_f64(m2[j], v, 0.0)
            s = s + t
            v = (x3[j])
            t = tp_sel_f64(m3[j], v, 0.0)
            s = s + t
            a[j] = s
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m0[j] + m1[j] + m2[j] + m3[j]


cdef void _sweep0_std_int64(Plan* p, double* a, intp* cnt, uint8_t* cnt8,
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
    if kxs0 == sizeof(int64_t) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row40_std_int64(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
            block += 4
            if block > 251 and p.m != NULL:
                for j in range(nk0):
                    cnt[j] += cnt8[j]
                    cnt8[j] = 0
                block = 0
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_std_int64(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        block += 1
        if block > 251 and mk != NULL:
            for j in range(nk0):
                cnt[j] += cnt8[j]
                cnt8[j] = 0
            block = 0
        odo_next(&red)
    if p.m != NULL:
        for j in range(nk0):
            cnt[j] += cnt8[j]
            cnt8[j] = 0

cdef inline double _block1_std_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
    cdef intp i
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL:
        if xs == sizeof(int64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = (v - c) * (v - c)
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = (v - c) * (v - c)
    elif ms == 1:
        if xs == sizeof(int64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i], (v - c) * (v - c), 0.0)
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], (v - c) * (v - c), 0.0)
    else:
        if xs == sizeof(int64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], (v - c) * (v - c), 0.0)
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], (v - c) * (v - c), 0.0)
    return tp_fold_add_f64(buf, n)


cdef double _run1_std_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
    cdef double t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > BLOCK:
        half = (n // 2) - (n // 2) % 8
        return _run1_std_int64(x, m, half, xs, ms, c, prm, cnt) + \
            _run1_std_int64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block1_std_int64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row1_std_int64(double* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = (v - c) * (v - c)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = centers[j]
            t = (v - c) * (v - c)
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], (v - c) * (v - c), 0.0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], (v - c) * (v - c), 0.0)
            a[j] = a[j] + t


cdef inline void _row41_std_int64(double* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
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
            t = (v - c) * (v - c)
            s = s + t
            v = (x1[j])
            t = (v - c) * (v - c)
            s = s + t
            v = (x2[j])
            t = (v - c) * (v - c)
            s = s + t
            v = (x3[j])
            t = (v - c) * (v - c)
            s = s + t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_f64(m0[j], (v - c) * (v - c), 0.0)
            s = s + t
            v = (x1[j])
            t = tp_sel_f64(m1[j], (v - c) * (v - c), 0.0)
            s = s + t
            v = (x2[j])
            t = tp_sel_f64(m2[j], (v - c) * (v - c), 0.0)
            s = s + t
            v = (x3[j])
            t = tp_sel_f64(m3[j], (v - c) * (v - c), 0.0)
            s = s + t
            a[j] = s


cdef void _sweep1_std_int64(Plan* p, double* a, intp* cnt, uint8_t* cnt8,
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
    if kxs0 == sizeof(int64_t) and (p.m == NULL or kms0 == 1):
        while jt + 4 <= r1:
            for q in range(4):
                xq[q] = p.x + xo + red.x
                mq[q] = NULL if p.m == NULL else p.m + mo + red.m
                odo_next(&red)
            _row41_std_int64(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row1_std_int64(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_std_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef double c = 0
    cdef double prm = p.reals[0]
    cdef double a0 = 0.0
    cdef double t0
    cdef double a1 = 0.0
    cdef double t1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 0.0
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_std_int64(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 + t0
        if p.m == NULL:
            n = runs.size
        c = (a0 / n) if n > 0 else 0
        a1 = 0.0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t1 = _run1_std_int64(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a1 = a1 + t1
        (<double*>(p.out + kept.o))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        odo_next(&kept)
    return 0


cdef int _short_std_int64(void* ctx, intp lo, intp hi) noexcept nogil:
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
    cdef double c = 0
    cdef const char* xptr[1024]
    cdef const uint8_t* mptr[1024]
    cdef char* optr[1024]
    cdef intp counts[1024]
    cdef double centers[1024]
    cdef double a0 = 0.0
    cdef double t0
    cdef double acc0[1024]
    cdef double a1 = 0.0
    cdef double t1
    cdef double acc1[1024]
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
            t0 = _run0_std_int64(xptr[j], mptr[j], n0, sizeof(int64_t), 1, c, prm, &n)
            a0 = 0.0
            acc0[j] = a0 + t0
            if p.m != NULL:
                counts[j] = n
        for j in range(nb):
            n = counts[j]
            a0 = acc0[j]
            centers[j] = (a0 / n) if n > 0 else 0
        for j in range(nb):
            c = centers[j]
            n = 0
            t1 = _run1_std_int64(xptr[j], mptr[j], n0, sizeof(int64_t), 1, c, prm, &n)
            a1 = 0.0
            acc1[j] = a1 + t1
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            a1 = acc1[j]
            (<double*>optr[j])[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        it += nb
    return 0

# The entry: std on int64 input, int64_t read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_std_int64
_walks.rows = _rows_std_d0
_walks.short_slices = _short_std_int64
_walks.short_in = sizeof(int64_t)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_std_d0)
chunk_step(&_walks.chunked, _chunk0_std_d0, _gather0_std_d0, sizeof(double),
           0, 1, 8, False)
chunk_step(&_walks.chunked, _chunk1_std_d0, _gather1_std_d0, sizeof(double),
           0, 0, 8, False)
_walks.row_chunked.keep = sizeof(_keep_std_d0)
chunk_step(&_walks.row_chunked, _rowchunk0_std_d0, _gather0_std_d0, sizeof(double),
           0, 1, 8, False)
chunk_step(&_walks.row_chunked, _rowchunk1_std_d0, _gather1_std_d0, sizeof(double),
           0, 1, 8, False)
_k = plan_kernel("std_int64", "std", _walks)
_k.pos = <void*>_pos_std_int64
_k.segmented = True
_k.run[0] = <void*>_run0_std_int64
_k.sweep[0] = <void*>_sweep0_std_int64
_k.run[1] = <void*>_run1_std_int64
_k.sweep[1] = <void*>_sweep1_std_int64
std_int64 = _k

# --- std_float32: ops.yaml: ops.std (std, float32 -> float32)

cdef inline float _block0_std_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef float buf[BLOCK]
    cdef float v
    cdef intp i
    cdef const float* xp = <const float*>x
    cdef intp nv = 0
    if m == NULL and xs == sizeof(float):
        return tp_fold_add_f32(<const float*>x, n)    # already the accumulator type
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
        return tp_mfold_add_f32(xp, m, n, 0.0, cnt)
    elif ms == 1:
        if xs == sizeof(float):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f32(m[i], v, 0.0)
                nv += m[i]
        else:
            for i in range(n):
                v = ((<const float*>(x + i * xs))[0])
                buf[i] = tp_sel_f32(m[i], v, 0.0)
                nv += m[i]
    else:
        if xs == sizeof(float):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f32(m[i * ms], v, 0.0)
                nv += m[i * ms]
        else:
            for i in range(n):
                v = ((<const float*>(x + i * xs))[0])
                buf[i] = tp_sel_f32(m[i * ms], v, 0.0)
                nv += m[i * ms]
    cnt[0] += nv
    return tp_fold_add_f32(buf, n)


cdef float _run0_std_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef float a = 0.0
    cdef float t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n >= FOUR_STREAMS_MIN and m != NULL and ms == 1 and xs == sizeof(float):
        # the same tree, its four subtrees two levels down folded side by side (four streams)
        return tp_pairwise4_add_f32(<const float*>x, m, n, 0.0, cnt)
    if n > BLOCK:
        half = (n // 2) - (n // 2) % 8
        if n - half <= BLOCK and m != NULL and ms == 1 and xs == sizeof(float):
            # both halves are blocks that _block folds with tp_mfold_add_f32: one call for the two
            return tp_mfold2_add_f32(<const float*>x, m, half, n - half, 0.0, cnt)
        return _run0_std_float32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_std_float32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_std_float32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_std_float32(float* a, uint8_t* cnt, const char* x, const uint8_t* m,
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
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(float):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f32(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f32(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef inline void _row40_std_float32(float* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
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
            s = s + t
            v = (x1[j])
            t = v
            s = s + t
            v = (x2[j])
            t = v
            s = s + t
            v = (x3[j])
            t = v
            s = s + t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_f32(m0[j], v, 0.0)
            s = s + t
            v = (x1[j])
            t = tp_sel_f32(m1[j], v, 0.0)
            s = s + t
            v = (x2[j])
            t = tp_sel_f32(m2[j], v, 0.0)
            s = s + t
            v = (x3[j])
            t = tp_sel_f32(m3[j], v, 0.0)
            s = s + t
            a[j] = s
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m0[j] + m1[j] + m2[j] + m3[j]


cdef void _sweep0_std_float32(Plan* p, float* a, intp* cnt, uint8_t* cnt8,
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
            _row40_std_float32(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
            block += 4
            if block > 251 and p.m != NULL:
                for j in range(nk0):
                    cnt[j] += cnt8[j]
                    cnt8[j] = 0
                block = 0
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_std_float32(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        block += 1
        if block > 251 and mk != NULL:
            for j in range(nk0):
                cnt[j] += cnt8[j]
                cnt8[j] = 0
            block = 0
        odo_next(&red)
    if p.m != NULL:
        for j in range(nk0):
            cnt[j] += cnt8[j]
            cnt8[j] = 0

cdef inline float _block1_std_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef float buf[BLOCK]
    cdef float v
    cdef intp i
    cdef const float* xp = <const float*>x
    if m == NULL:
        if xs == sizeof(float):
            for i in range(n):
                v = (xp[i])
                buf[i] = (v - c) * (v - c)
        else:
            for i in range(n):
                v = ((<const float*>(x + i * xs))[0])
                buf[i] = (v - c) * (v - c)
    elif ms == 1 and xs == sizeof(float):
        return tp_mfold_add_sqdev_f32(xp, m, n, c, 0.0, NULL)
    elif ms == 1:
        if xs == sizeof(float):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f32(m[i], (v - c) * (v - c), 0.0)
        else:
            for i in range(n):
                v = ((<const float*>(x + i * xs))[0])
                buf[i] = tp_sel_f32(m[i], (v - c) * (v - c), 0.0)
    else:
        if xs == sizeof(float):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f32(m[i * ms], (v - c) * (v - c), 0.0)
        else:
            for i in range(n):
                v = ((<const float*>(x + i * xs))[0])
                buf[i] = tp_sel_f32(m[i * ms], (v - c) * (v - c), 0.0)
    return tp_fold_add_f32(buf, n)


cdef float _run1_std_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef float a = 0.0
    cdef float t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n >= FOUR_STREAMS_MIN and m != NULL and ms == 1 and xs == sizeof(float):
        # the same tree, its four subtrees two levels down folded side by side (four streams)
        return tp_pairwise4_add_sqdev_f32(<const float*>x, m, n, c, 0.0, NULL)
    if n > BLOCK:
        half = (n // 2) - (n // 2) % 8
        if n - half <= BLOCK and m != NULL and ms == 1 and xs == sizeof(float):
            # both halves are blocks that _block folds with tp_mfold_add_sqdev_f32: one call for the two
            return tp_mfold2_add_sqdev_f32(<const float*>x, m, half, n - half, c, 0.0, NULL)
        return _run1_std_float32(x, m, half, xs, ms, c, prm, cnt) + \
            _run1_std_float32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block1_std_float32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row1_std_float32(float* a, uint8_t* cnt, const char* x, const uint8_t* m,
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
            t = (v - c) * (v - c)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = centers[j]
            t = (v - c) * (v - c)
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(float):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f32(m[j], (v - c) * (v - c), 0.0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f32(m[j * ms], (v - c) * (v - c), 0.0)
            a[j] = a[j] + t


cdef inline void _row41_std_float32(float* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
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
            t = (v - c) * (v - c)
            s = s + t
            v = (x1[j])
            t = (v - c) * (v - c)
            s = s + t
            v = (x2[j])
            t = (v - c) * (v - c)
            s = s + t
            v = (x3[j])
            t = (v - c) * (v - c)
            s = s + t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_f32(m0[j], (v - c) * (v - c), 0.0)
            s = s + t
            v = (x1[j])
            t = tp_sel_f32(m1[j], (v - c) * (v - c), 0.0)
            s = s + t
            v = (x2[j])
            t = tp_sel_f32(m2[j], (v - c) * (v - c), 0.0)
            s = s + t
            v = (x3[j])
            t = tp_sel_f32(m3[j], (v - c) * (v - c), 0.0)
            s = s + t
            a[j] = s


cdef void _sweep1_std_float32(Plan* p, float* a, intp* cnt, uint8_t* cnt8,
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
            _row41_std_float32(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row1_std_float32(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_std_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef float c = 0
    cdef double prm = p.reals[0]
    cdef float a0 = 0.0
    cdef float t0
    cdef float a1 = 0.0
    cdef float t1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 0.0
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_std_float32(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 + t0
        if p.m == NULL:
            n = runs.size
        c = (a0 / n) if n > 0 else 0
        a1 = 0.0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t1 = _run1_std_float32(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a1 = a1 + t1
        (<float*>(p.out + kept.o))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        odo_next(&kept)
    return 0


cdef int _short_std_float32(void* ctx, intp lo, intp hi) noexcept nogil:
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
    cdef float a0 = 0.0
    cdef float t0
    cdef float acc0[1024]
    cdef float a1 = 0.0
    cdef float t1
    cdef float acc1[1024]
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
                t0 = tp_mfold_add_f32(<const float*>xptr[j], mptr[j], n0, 0.0, &n)
            else:
                t0 = _run0_std_float32(xptr[j], NULL, n0, sizeof(float), 1, c, prm, &n)
            a0 = 0.0
            acc0[j] = a0 + t0
            if p.m != NULL:
                counts[j] = n
        for j in range(nb):
            n = counts[j]
            a0 = acc0[j]
            centers[j] = (a0 / n) if n > 0 else 0
        for j in range(nb):
            c = centers[j]
            n = 0
            if mptr[j] != NULL:
                # (_run's fold of a masked contiguous run of at most BLOCK, inline)
                t1 = tp_mfold_add_sqdev_f32(<const float*>xptr[j], mptr[j], n0, c, 0.0, NULL)
            else:
                t1 = _run1_std_float32(xptr[j], NULL, n0, sizeof(float), 1, c, prm, &n)
            a1 = 0.0
            acc1[j] = a1 + t1
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            a1 = acc1[j]
            (<float*>optr[j])[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        it += nb
    return 0

# The entry: std on float32 input, float read, float written.
_walks = no_layouts(2)
_walks.positions = _pos_std_float32
_walks.rows = _rows_std_d1
_walks.short_slices = _short_std_float32
_walks.short_in = sizeof(float)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_std_d1)
chunk_step(&_walks.chunked, _chunk0_std_d1, _gather0_std_d1, sizeof(float),
           0, 1, 8, False)
chunk_step(&_walks.chunked, _chunk1_std_d1, _gather1_std_d1, sizeof(float),
           0, 0, 8, False)
_walks.row_chunked.keep = sizeof(_keep_std_d1)
chunk_step(&_walks.row_chunked, _rowchunk0_std_d1, _gather0_std_d1, sizeof(float),
           0, 1, 8, False)
chunk_step(&_walks.row_chunked, _rowchunk1_std_d1, _gather1_std_d1, sizeof(float),
           0, 1, 8, False)
_k = plan_kernel("std_float32", "std", _walks)
_k.pos = <void*>_pos_std_float32
_k.segmented = True
_k.run[0] = <void*>_run0_std_float32
_k.sweep[0] = <void*>_sweep0_std_float32
_k.run[1] = <void*>_run1_std_float32
_k.sweep[1] = <void*>_sweep1_std_float32
std_float32 = _k

# --- std_float64: ops.yaml: ops.std (std, float64 -> float64)

cdef inline double _block0_std_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
    cdef intp i
    cdef const double* xp = <const double*>x
    cdef intp nv = 0
    if m == NULL and xs == sizeof(double):
        return tp_fold_add_f64(<const double*>x, n)    # already the accumulator type
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
        return tp_mfold_add_f64(xp, m, n, 0.0, cnt)
    elif ms == 1:
        if xs == sizeof(double):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
                nv += m[i]
        else:
            for i in range(n):
                v = ((<const double*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
                nv += m[i]
    else:
        if xs == sizeof(double):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
                nv += m[i * ms]
        else:
            for i in range(n):
                v = ((<const double*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
                nv += m[i * ms]
    cnt[0] += nv
    return tp_fold_add_f64(buf, n)


cdef double _run0_std_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
    cdef double t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n >= FOUR_STREAMS_MIN and m != NULL and ms == 1 and xs == sizeof(double):
        # the same tree, its four subtrees two levels down folded side by side (four streams)
        return tp_pairwise4_add_f64(<const double*>x, m, n, 0.0, cnt)
    if n > BLOCK:
        half = (n // 2) - (n // 2) % 8
        if n - half <= BLOCK and m != NULL and ms == 1 and xs == sizeof(double):
            # both halves are blocks that _block folds with tp_mfold_add_f64: one call for the two
            return tp_mfold2_add_f64(<const double*>x, m, half, n - half, 0.0, cnt)
        return _run0_std_float64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_std_float64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_std_float64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_std_float64(double* a, uint8_t* cnt, const char* x, const uint8_t* m,
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
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(double):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef inline void _row40_std_float64(double* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
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
            s = s + t
            v = (x1[j])
            t = v
            s = s + t
            v = (x2[j])
            t = v
            s = s + t
            v = (x3[j])
            t = v
            s = s + t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_f64(m0[j], v, 0.0)
            s = s + t
            v = (x1[j])
            t = tp_sel_f64(m1[j], v, 0.0)
            s = s + t
            v = (x2[j])
            t = tp_sel_f64(m2[j], v, 0.0)
            s = s + t
            v = (x3[j])
            t = tp_sel_f64(m3[j], v, 0.0)
            s = s + t
            a[j] = s
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m0[j] + m1[j] + m2[j] + m3[j]


cdef void _sweep0_std_float64(Plan* p, double* a, intp* cnt, uint8_t* cnt8,
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
            _row40_std_float64(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
            block += 4
            if block > 251 and p.m != NULL:
                for j in range(nk0):
                    cnt[j] += cnt8[j]
                    cnt8[j] = 0
                block = 0
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_std_float64(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        block += 1
        if block > 251 and mk != NULL:
            for j in range(nk0):
                cnt[j] += cnt8[j]
                cnt8[j] = 0
            block = 0
        odo_next(&red)
    if p.m != NULL:
        for j in range(nk0):
            cnt[j] += cnt8[j]
            cnt8[j] = 0

cdef inline double _block1_std_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
    cdef intp i
    cdef const double* xp = <const double*>x
    if m == NULL:
        if xs == sizeof(double):
            for i in range(n):
                v = (xp[i])
                buf[i] = (v - c) * (v - c)
        else:
            for i in range(n):
                v = ((<const double*>(x + i * xs))[0])
                buf[i] = (v - c) * (v - c)
    elif ms == 1 and xs == sizeof(double):
        return tp_mfold_add_sqdev_f64(xp, m, n, c, 0.0, NULL)
    elif ms == 1:
        if xs == sizeof(double):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i], (v - c) * (v - c), 0.0)
        else:
            for i in range(n):
                v = ((<const double*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], (v - c) * (v - c), 0.0)
    else:
        if xs == sizeof(double):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], (v - c) * (v - c), 0.0)
        else:
            for i in range(n):
                v = ((<const double*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], (v - c) * (v - c), 0.0)
    return tp_fold_add_f64(buf, n)


cdef double _run1_std_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
    cdef double t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n >= FOUR_STREAMS_MIN and m != NULL and ms == 1 and xs == sizeof(double):
        # the same tree, its four subtrees two levels down folded side by side (four streams)
        return tp_pairwise4_add_sqdev_f64(<const double*>x, m, n, c, 0.0, NULL)
    if n > BLOCK:
        half = (n // 2) - (n // 2) % 8
        if n - half <= BLOCK and m != NULL and ms == 1 and xs == sizeof(double):
            # both halves are blocks that _block folds with tp_mfold_add_sqdev_f64: one call for the two
            return tp_mfold2_add_sqdev_f64(<const double*>x, m, half, n - half, c, 0.0, NULL)
        return _run1_std_float64(x, m, half, xs, ms, c, prm, cnt) + \
            _run1_std_float64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block1_std_float64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row1_std_float64(double* a, uint8_t* cnt, const char* x, const uint8_t* m,
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
            t = (v - c) * (v - c)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = centers[j]
            t = (v - c) * (v - c)
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(double):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], (v - c) * (v - c), 0.0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], (v - c) * (v - c), 0.0)
            a[j] = a[j] + t


cdef inline void _row41_std_float64(double* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
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
            t = (v - c) * (v - c)
            s = s + t
            v = (x1[j])
            t = (v - c) * (v - c)
            s = s + t
            v = (x2[j])
            t = (v - c) * (v - c)
            s = s + t
            v = (x3[j])
            t = (v - c) * (v - c)
            s = s + t
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_f64(m0[j], (v - c) * (v - c), 0.0)
            s = s + t
            v = (x1[j])
            t = tp_sel_f64(m1[j], (v - c) * (v - c), 0.0)
            s = s + t
            v = (x2[j])
            t = tp_sel_f64(m2[j], (v - c) * (v - c), 0.0)
            s = s + t
            v = (x3[j])
            t = tp_sel_f64(m3[j], (v - c) * (v - c), 0.0)
            s = s + t
            a[j] = s


cdef void _sweep1_std_float64(Plan* p, double* a, intp* cnt, uint8_t* cnt8,
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
            _row41_std_float64(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row1_std_float64(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_std_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef double c = 0
    cdef double prm = p.reals[0]
    cdef double a0 = 0.0
    cdef double t0
    cdef double a1 = 0.0
    cdef double t1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 0.0
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_std_float64(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 + t0
        if p.m == NULL:
            n = runs.size
        c = (a0 / n) if n > 0 else 0
        a1 = 0.0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t1 = _run1_std_float64(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a1 = a1 + t1
        (<double*>(p.out + kept.o))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        odo_next(&kept)
    return 0


cdef int _short_std_float64(void* ctx, intp lo, intp hi) noexcept nogil:
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
    cdef double a0 = 0.0
    cdef double t0
    cdef double acc0[1024]
    cdef double a1 = 0.0
    cdef double t1
    cdef double acc1[1024]
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
                t0 = tp_mfold_add_f64(<const double*>xptr[j], mptr[j], n0, 0.0, &n)
            else:
                t0 = _run0_std_float64(xptr[j], NULL, n0, sizeof(double), 1, c, prm, &n)
            a0 = 0.0
            acc0[j] = a0 + t0
            if p.m != NULL:
                counts[j] = n
        for j in range(nb):
            n = counts[j]
            a0 = acc0[j]
            centers[j] = (a0 / n) if n > 0 else 0
        for j in range(nb):
            c = centers[j]
            n = 0
            if mptr[j] != NULL:
                # (_run's fold of a masked contiguous run of at most BLOCK, inline)
                t1 = tp_mfold_add_sqdev_f64(<const double*>xptr[j], mptr[j], n0, c, 0.0, NULL)
            else:
                t1 = _run1_std_float64(xptr[j], NULL, n0, sizeof(double), 1, c, prm, &n)
            a1 = 0.0
            acc1[j] = a1 + t1
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            a1 = acc1[j]
            (<double*>optr[j])[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        it += nb
    return 0

# The entry: std on float64 input, double read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_std_float64
_walks.rows = _rows_std_d0
_walks.short_slices = _short_std_float64
_walks.short_in = sizeof(double)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_std_d0)
chunk_step(&_walks.chunked, _chunk0_std_d0, _gather0_std_d0, sizeof(double),
           0, 1, 8, False)
chunk_step(&_walks.chunked, _chunk1_std_d0, _gather1_std_d0, sizeof(double),
           0, 0, 8, False)
_walks.row_chunked.keep = sizeof(_keep_std_d0)
chunk_step(&_walks.row_chunked, _rowchunk0_std_d0, _gather0_std_d0, sizeof(double),
           0, 1, 8, False)
chunk_step(&_walks.row_chunked, _rowchunk1_std_d0, _gather1_std_d0, sizeof(double),
           0, 1, 8, False)
_k = plan_kernel("std_float64", "std", _walks)
_k.pos = <void*>_pos_std_float64
_k.segmented = True
_k.run[0] = <void*>_run0_std_float64
_k.sweep[0] = <void*>_sweep0_std_float64
_k.run[1] = <void*>_run1_std_float64
_k.sweep[1] = <void*>_sweep1_std_float64
std_float64 = _k

# --- std_complex64: ops.yaml: ops.std (std, complex64 -> float32)

cdef inline float complex _block0_std_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef float complex buf[BLOCK]
    cdef float complex v
    cdef intp i
    cdef const float complex* xp = <const float complex*>x
    cdef intp nv = 0
    if m == NULL and xs == sizeof(float complex):
        return tp_fold_add_c64(<const float complex*>x, n)    # already the accumulator type
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
        return tp_mfold_add_c64(xp, m, n, 0.0, cnt)
    elif ms == 1:
        if xs == sizeof(float complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_c64(m[i], v, 0.0)
                nv += m[i]
        else:
            for i in range(n):
                v = ((<const float complex*>(x + i * xs))[0])
                buf[i] = tp_sel_c64(m[i], v, 0.0)
                nv += m[i]
    else:
        if xs == sizeof(float complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_c64(m[i * ms], v, 0.0)
                nv += m[i * ms]
        else:
            for i in range(n):
                v = ((<const float complex*>(x + i * xs))[0])
                buf[i] = tp_sel_c64(m[i * ms], v, 0.0)
                nv += m[i * ms]
    cnt[0] += nv
    return tp_fold_add_c64(buf, n)


cdef float complex _run0_std_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef float complex a = 0.0
    cdef float complex t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > BLOCK:
        half = (n // 2) - (n // 2) % 8
        return _run0_std_complex64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_std_complex64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_std_complex64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_std_complex64(float complex* a, uint8_t* cnt, const char* x, const uint8_t* m,
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
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(float complex):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_c64(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_c64(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef void _sweep0_std_complex64(Plan* p, float complex* a, intp* cnt, uint8_t* cnt8,
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
        _row0_std_complex64(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        block += 1
        if block > 251 and mk != NULL:
            for j in range(nk0):
                cnt[j] += cnt8[j]
                cnt8[j] = 0
            block = 0
        odo_next(&red)
    if p.m != NULL:
        for j in range(nk0):
            cnt[j] += cnt8[j]
            cnt8[j] = 0

cdef inline float _block1_std_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef float buf[BLOCK]
    cdef float complex v
    cdef intp i
    cdef const float complex* xp = <const float complex*>x
    if m == NULL:
        if xs == sizeof(float complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = abs2_c64(v - c)
        else:
            for i in range(n):
                v = ((<const float complex*>(x + i * xs))[0])
                buf[i] = abs2_c64(v - c)
    elif ms == 1:
        if xs == sizeof(float complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f32(m[i], abs2_c64(v - c), 0.0)
        else:
            for i in range(n):
                v = ((<const float complex*>(x + i * xs))[0])
                buf[i] = tp_sel_f32(m[i], abs2_c64(v - c), 0.0)
    else:
        if xs == sizeof(float complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f32(m[i * ms], abs2_c64(v - c), 0.0)
        else:
            for i in range(n):
                v = ((<const float complex*>(x + i * xs))[0])
                buf[i] = tp_sel_f32(m[i * ms], abs2_c64(v - c), 0.0)
    return tp_fold_add_f32(buf, n)


cdef float _run1_std_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef float a = 0.0
    cdef float t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > BLOCK:
        half = (n // 2) - (n // 2) % 8
        return _run1_std_complex64(x, m, half, xs, ms, c, prm, cnt) + \
            _run1_std_complex64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block1_std_complex64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row1_std_complex64(float* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float complex* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef float complex v
    cdef float t
    cdef float complex c
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = abs2_c64(v - c)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = centers[j]
            t = abs2_c64(v - c)
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(float complex):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f32(m[j], abs2_c64(v - c), 0.0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f32(m[j * ms], abs2_c64(v - c), 0.0)
            a[j] = a[j] + t


cdef void _sweep1_std_complex64(Plan* p, float* a, intp* cnt, uint8_t* cnt8,
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
        _row1_std_complex64(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_std_complex64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef float complex c = 0
    cdef double prm = p.reals[0]
    cdef float complex a0 = 0.0
    cdef float complex t0
    cdef float a1 = 0.0
    cdef float t1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 0.0
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_std_complex64(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 + t0
        if p.m == NULL:
            n = runs.size
        c = (a0 / n) if n > 0 else 0
        a1 = 0.0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t1 = _run1_std_complex64(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a1 = a1 + t1
        (<float*>(p.out + kept.o))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        odo_next(&kept)
    return 0


cdef int _short_std_complex64(void* ctx, intp lo, intp hi) noexcept nogil:
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
    cdef float complex a0 = 0.0
    cdef float complex t0
    cdef float complex acc0[1024]
    cdef float a1 = 0.0
    cdef float t1
    cdef float acc1[1024]
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
                t0 = tp_mfold_add_c64(<const float complex*>xptr[j], mptr[j], n0, 0.0, &n)
            else:
                t0 = _run0_std_complex64(xptr[j], NULL, n0, sizeof(float complex), 1, c, prm, &n)
            a0 = 0.0
            acc0[j] = a0 + t0
            if p.m != NULL:
                counts[j] = n
        for j in range(nb):
            n = counts[j]
            a0 = acc0[j]
            centers[j] = (a0 / n) if n > 0 else 0
        for j in range(nb):
            c = centers[j]
            n = 0
            t1 = _run1_std_complex64(xptr[j], mptr[j], n0, sizeof(float complex), 1, c, prm, &n)
            a1 = 0.0
            acc1[j] = a1 + t1
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            a1 = acc1[j]
            (<float*>optr[j])[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        it += nb
    return 0

# The entry: std on complex64 input, float complex read, float written.
_walks = no_layouts(2)
_walks.positions = _pos_std_complex64
_walks.rows = _rows_std_d2
_walks.short_slices = _short_std_complex64
_walks.short_in = sizeof(float complex)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_std_d2)
chunk_step(&_walks.chunked, _chunk0_std_d2, _gather0_std_d2, sizeof(float complex),
           0, 1, 8, False)
chunk_step(&_walks.chunked, _chunk1_std_d2, _gather1_std_d2, sizeof(float),
           0, 0, 8, False)
_walks.row_chunked.keep = sizeof(_keep_std_d2)
chunk_step(&_walks.row_chunked, _rowchunk0_std_d2, _gather0_std_d2, sizeof(float complex),
           0, 1, 8, False)
chunk_step(&_walks.row_chunked, _rowchunk1_std_d2, _gather1_std_d2, sizeof(float),
           0, 1, 8, False)
_k = plan_kernel("std_complex64", "std", _walks)
_k.pos = <void*>_pos_std_complex64
_k.segmented = True
_k.run[0] = <void*>_run0_std_complex64
_k.sweep[0] = <void*>_sweep0_std_complex64
_k.run[1] = <void*>_run1_std_complex64
_k.sweep[1] = <void*>_sweep1_std_complex64
std_complex64 = _k

# --- std_complex128: ops.yaml: ops.std (std, complex128 -> float64)

cdef inline double complex _block0_std_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double complex buf[BLOCK]
    cdef double complex v
    cdef intp i
    cdef const double complex* xp = <const double complex*>x
    cdef intp nv = 0
    if m == NULL and xs == sizeof(double complex):
        return tp_fold_add_c128(<const double complex*>x, n)    # already the accumulator type
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
        return tp_mfold_add_c128(xp, m, n, 0.0, cnt)
    elif ms == 1:
        if xs == sizeof(double complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_c128(m[i], v, 0.0)
                nv += m[i]
        else:
            for i in range(n):
                v = ((<const double complex*>(x + i * xs))[0])
                buf[i] = tp_sel_c128(m[i], v, 0.0)
                nv += m[i]
    else:
        if xs == sizeof(double complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_c128(m[i * ms], v, 0.0)
                nv += m[i * ms]
        else:
            for i in range(n):
                v = ((<const double complex*>(x + i * xs))[0])
                buf[i] = tp_sel_c128(m[i * ms], v, 0.0)
                nv += m[i * ms]
    cnt[0] += nv
    return tp_fold_add_c128(buf, n)


cdef double complex _run0_std_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double complex a = 0.0
    cdef double complex t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > BLOCK:
        half = (n // 2) - (n // 2) % 8
        return _run0_std_complex128(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_std_complex128(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_std_complex128(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_std_complex128(double complex* a, uint8_t* cnt, const char* x, const uint8_t* m,
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
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(double complex):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_c128(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_c128(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef void _sweep0_std_complex128(Plan* p, double complex* a, intp* cnt, uint8_t* cnt8,
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
        _row0_std_complex128(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        block += 1
        if block > 251 and mk != NULL:
            for j in range(nk0):
                cnt[j] += cnt8[j]
                cnt8[j] = 0
            block = 0
        odo_next(&red)
    if p.m != NULL:
        for j in range(nk0):
            cnt[j] += cnt8[j]
            cnt8[j] = 0

cdef inline double _block1_std_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double complex v
    cdef intp i
    cdef const double complex* xp = <const double complex*>x
    if m == NULL:
        if xs == sizeof(double complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = abs2_c128(v - c)
        else:
            for i in range(n):
                v = ((<const double complex*>(x + i * xs))[0])
                buf[i] = abs2_c128(v - c)
    elif ms == 1:
        if xs == sizeof(double complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i], abs2_c128(v - c), 0.0)
        else:
            for i in range(n):
                v = ((<const double complex*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], abs2_c128(v - c), 0.0)
    else:
        if xs == sizeof(double complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], abs2_c128(v - c), 0.0)
        else:
            for i in range(n):
                v = ((<const double complex*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], abs2_c128(v - c), 0.0)
    return tp_fold_add_f64(buf, n)


cdef double _run1_std_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
    cdef double t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > BLOCK:
        half = (n // 2) - (n // 2) % 8
        return _run1_std_complex128(x, m, half, xs, ms, c, prm, cnt) + \
            _run1_std_complex128(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block1_std_complex128(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row1_std_complex128(double* a, uint8_t* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double complex* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double complex v
    cdef double t
    cdef double complex c
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = abs2_c128(v - c)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = centers[j]
            t = abs2_c128(v - c)
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(double complex):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], abs2_c128(v - c), 0.0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], abs2_c128(v - c), 0.0)
            a[j] = a[j] + t


cdef void _sweep1_std_complex128(Plan* p, double* a, intp* cnt, uint8_t* cnt8,
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
        _row1_std_complex128(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
        jt += 1
        odo_next(&red)


cdef int _pos_std_complex128(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi): each output element folds the runs of its
    # reduced slice (tp_runs_slice), pass after pass.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, n = 0
    cdef double complex c = 0
    cdef double prm = p.reals[0]
    cdef double complex a0 = 0.0
    cdef double complex t0
    cdef double a1 = 0.0
    cdef double t1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        c = 0
        a0 = 0.0
        n = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_std_complex128(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a0 = a0 + t0
        if p.m == NULL:
            n = runs.size
        c = (a0 / n) if n > 0 else 0
        a1 = 0.0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t1 = _run1_std_complex128(runs.x, runs.m, runs.len, runs.xs, runs.ms, c, p.reals[0], &n)
            a1 = a1 + t1
        (<double*>(p.out + kept.o))[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        odo_next(&kept)
    return 0


cdef int _short_std_complex128(void* ctx, intp lo, intp hi) noexcept nogil:
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
    cdef double complex a0 = 0.0
    cdef double complex t0
    cdef double complex acc0[1024]
    cdef double a1 = 0.0
    cdef double t1
    cdef double acc1[1024]
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
                t0 = tp_mfold_add_c128(<const double complex*>xptr[j], mptr[j], n0, 0.0, &n)
            else:
                t0 = _run0_std_complex128(xptr[j], NULL, n0, sizeof(double complex), 1, c, prm, &n)
            a0 = 0.0
            acc0[j] = a0 + t0
            if p.m != NULL:
                counts[j] = n
        for j in range(nb):
            n = counts[j]
            a0 = acc0[j]
            centers[j] = (a0 / n) if n > 0 else 0
        for j in range(nb):
            c = centers[j]
            n = 0
            t1 = _run1_std_complex128(xptr[j], mptr[j], n0, sizeof(double complex), 1, c, prm, &n)
            a1 = 0.0
            acc1[j] = a1 + t1
        for j in range(nb):
            n = counts[j]
            c = centers[j]
            a0 = acc0[j]
            a1 = acc1[j]
            (<double*>optr[j])[0] = sqrt(a1 / (n - prm)) if n > 0 and n > prm else NAN
        it += nb
    return 0

# The entry: std on complex128 input, double complex read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_std_complex128
_walks.rows = _rows_std_d3
_walks.short_slices = _short_std_complex128
_walks.short_in = sizeof(double complex)
_walks.short_out = 0
_walks.chunked.keep = sizeof(_keep_std_d3)
chunk_step(&_walks.chunked, _chunk0_std_d3, _gather0_std_d3, sizeof(double complex),
           0, 1, 8, False)
chunk_step(&_walks.chunked, _chunk1_std_d3, _gather1_std_d3, sizeof(double),
           0, 0, 8, False)
_walks.row_chunked.keep = sizeof(_keep_std_d3)
chunk_step(&_walks.row_chunked, _rowchunk0_std_d3, _gather0_std_d3, sizeof(double complex),
           0, 1, 8, False)
chunk_step(&_walks.row_chunked, _rowchunk1_std_d3, _gather1_std_d3, sizeof(double),
           0, 1, 8, False)
_k = plan_kernel("std_complex128", "std", _walks)
_k.pos = <void*>_pos_std_complex128
_k.segmented = True
_k.run[0] = <void*>_run0_std_complex128
_k.sweep[0] = <void*>_sweep0_std_complex128
_k.run[1] = <void*>_run1_std_complex128
_k.sweep[1] = <void*>_sweep1_std_complex128
std_complex128 = _k



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
