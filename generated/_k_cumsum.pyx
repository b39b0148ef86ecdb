# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op cumsum (scan kind), from ops.yaml: ops.cumsum.
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
    double complex tp_fold_add_c128(const double complex* b, intp n)
    double complex tp_mfold_add_c128(const double complex* x, const uint8_t* m, intp n, double complex id, intp* cnt)
    double complex tp_sel_c128(int m, double complex v, double complex id)
    double tp_fold_add_f64(const double* b, intp n)
    double tp_mfold2_add_f64(const double* x, const uint8_t* m, intp n1, intp n2, double id, intp* cnt)
    double tp_mfold_add_f64(const double* x, const uint8_t* m, intp n, double id, intp* cnt)
    double tp_pairwise4_add_f64(const double* x, const uint8_t* m, intp n, double id, intp* cnt)
    double tp_sel_f64(int m, double v, double id)
    float complex tp_fold_add_c64(const float complex* b, intp n)
    float complex tp_mfold_add_c64(const float complex* x, const uint8_t* m, intp n, float complex id, intp* cnt)
    float complex tp_sel_c64(int m, float complex v, float complex id)
    float tp_fold_add_f32(const float* b, intp n)
    float tp_mfold2_add_f32(const float* x, const uint8_t* m, intp n1, intp n2, float id, intp* cnt)
    float tp_mfold_add_f32(const float* x, const uint8_t* m, intp n, float id, intp* cnt)
    float tp_pairwise4_add_f32(const float* x, const uint8_t* m, intp n, float id, intp* cnt)
    float tp_sel_f32(int m, float v, float id)
    int64_t tp_fold_add_i64(const int64_t* b, intp n)
    int64_t tp_mfold_add_i64(const int64_t* x, const uint8_t* m, intp n, int64_t id, intp* cnt)
    int64_t tp_sel_i64(int m, int64_t v, int64_t id)
    int64_t tp_wfold_add_u8_i64(const uint8_t* x, intp n)
    uint64_t tp_fold_add_u64(const uint64_t* b, intp n)
    uint64_t tp_mfold_add_u64(const uint64_t* x, const uint8_t* m, intp n, uint64_t id, intp* cnt)
    uint64_t tp_sel_u64(int m, uint64_t v, uint64_t id)

# --- cumsum_bool: ops.yaml: ops.cumsum (cumsum, bool -> int64)
cdef int _pos_cumsum_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef int64_t v
    cdef int64_t t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint8_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const uint8_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_i64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint8_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                    v = ((<const uint8_t*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<int64_t*>(outp1 + i * os0))[0] = <int64_t>a1
                    v = ((<const uint8_t*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<int64_t*>(outp2 + i * os0))[0] = <int64_t>a2
                    v = ((<const uint8_t*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<int64_t*>(outp3 + i * os0))[0] = <int64_t>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const uint8_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_i64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                    v = ((<const uint8_t*>(xp1 + i * xs0))[0])
                    t = tp_sel_i64(mp1[i * ms0], v, 0)
                    a1 = a1 + t
                    (<int64_t*>(outp1 + i * os0))[0] = <int64_t>a1
                    v = ((<const uint8_t*>(xp2 + i * xs0))[0])
                    t = tp_sel_i64(mp2[i * ms0], v, 0)
                    a2 = a2 + t
                    (<int64_t*>(outp2 + i * os0))[0] = <int64_t>a2
                    v = ((<const uint8_t*>(xp3 + i * xs0))[0])
                    t = tp_sel_i64(mp3[i * ms0], v, 0)
                    a3 = a3 + t
                    (<int64_t*>(outp3 + i * os0))[0] = <int64_t>a3
        else:
            for l in range(nl):
                a0 = 0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const uint8_t*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const uint8_t*>(xp0 + i * xs0))[0])
                        t = tp_sel_i64(mp0[i * ms0], v, 0)
                        a0 = a0 + t
                        (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
        it += nl
    return 0


cdef int _rows_cumsum_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef int64_t v
    cdef int64_t t
    cdef int64_t* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <int64_t*>malloc(nk0 * sizeof(int64_t))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const uint8_t*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<int64_t*>(outp + j * kos0))[0] = <int64_t>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const uint8_t*>(xp + j * kxs0))[0])
                    t = tp_sel_i64(mp[j * kms0], v, 0)
                    arow[j] = arow[j] + t
                    (<int64_t*>(outp + j * kos0))[0] = <int64_t>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on bool input, uint8_t read, int64_t written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_bool
_walks.rows = _rows_cumsum_bool
_k = plan_kernel("cumsum_bool", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_bool = _k

# --- cumsum_int8: ops.yaml: ops.cumsum (cumsum, int8 -> int64)
cdef int _pos_cumsum_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef int64_t v
    cdef int64_t t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const int8_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const int8_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_i64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const int8_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                    v = ((<const int8_t*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<int64_t*>(outp1 + i * os0))[0] = <int64_t>a1
                    v = ((<const int8_t*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<int64_t*>(outp2 + i * os0))[0] = <int64_t>a2
                    v = ((<const int8_t*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<int64_t*>(outp3 + i * os0))[0] = <int64_t>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const int8_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_i64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                    v = ((<const int8_t*>(xp1 + i * xs0))[0])
                    t = tp_sel_i64(mp1[i * ms0], v, 0)
                    a1 = a1 + t
                    (<int64_t*>(outp1 + i * os0))[0] = <int64_t>a1
                    v = ((<const int8_t*>(xp2 + i * xs0))[0])
                    t = tp_sel_i64(mp2[i * ms0], v, 0)
                    a2 = a2 + t
                    (<int64_t*>(outp2 + i * os0))[0] = <int64_t>a2
                    v = ((<const int8_t*>(xp3 + i * xs0))[0])
                    t = tp_sel_i64(mp3[i * ms0], v, 0)
                    a3 = a3 + t
                    (<int64_t*>(outp3 + i * os0))[0] = <int64_t>a3
        else:
            for l in range(nl):
                a0 = 0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const int8_t*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const int8_t*>(xp0 + i * xs0))[0])
                        t = tp_sel_i64(mp0[i * ms0], v, 0)
                        a0 = a0 + t
                        (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
        it += nl
    return 0


cdef int _rows_cumsum_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef int64_t v
    cdef int64_t t
    cdef int64_t* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <int64_t*>malloc(nk0 * sizeof(int64_t))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const int8_t*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<int64_t*>(outp + j * kos0))[0] = <int64_t>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const int8_t*>(xp + j * kxs0))[0])
                    t = tp_sel_i64(mp[j * kms0], v, 0)
                    arow[j] = arow[j] + t
                    (<int64_t*>(outp + j * kos0))[0] = <int64_t>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on int8 input, int8_t read, int64_t written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_int8
_walks.rows = _rows_cumsum_int8
_k = plan_kernel("cumsum_int8", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_int8 = _k

# --- cumsum_int16: ops.yaml: ops.cumsum (cumsum, int16 -> int64)
cdef int _pos_cumsum_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef int64_t v
    cdef int64_t t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const int16_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const int16_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_i64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const int16_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                    v = ((<const int16_t*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<int64_t*>(outp1 + i * os0))[0] = <int64_t>a1
                    v = ((<const int16_t*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<int64_t*>(outp2 + i * os0))[0] = <int64_t>a2
                    v = ((<const int16_t*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<int64_t*>(outp3 + i * os0))[0] = <int64_t>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const int16_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_i64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                    v = ((<const int16_t*>(xp1 + i * xs0))[0])
                    t = tp_sel_i64(mp1[i * ms0], v, 0)
                    a1 = a1 + t
                    (<int64_t*>(outp1 + i * os0))[0] = <int64_t>a1
                    v = ((<const int16_t*>(xp2 + i * xs0))[0])
                    t = tp_sel_i64(mp2[i * ms0], v, 0)
                    a2 = a2 + t
                    (<int64_t*>(outp2 + i * os0))[0] = <int64_t>a2
                    v = ((<const int16_t*>(xp3 + i * xs0))[0])
                    t = tp_sel_i64(mp3[i * ms0], v, 0)
                    a3 = a3 + t
                    (<int64_t*>(outp3 + i * os0))[0] = <int64_t>a3
        else:
            for l in range(nl):
                a0 = 0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const int16_t*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const int16_t*>(xp0 + i * xs0))[0])
                        t = tp_sel_i64(mp0[i * ms0], v, 0)
                        a0 = a0 + t
                        (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
        it += nl
    return 0


cdef int _rows_cumsum_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef int64_t v
    cdef int64_t t
    cdef int64_t* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <int64_t*>malloc(nk0 * sizeof(int64_t))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const int16_t*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<int64_t*>(outp + j * kos0))[0] = <int64_t>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const int16_t*>(xp + j * kxs0))[0])
                    t = tp_sel_i64(mp[j * kms0], v, 0)
                    arow[j] = arow[j] + t
                    (<int64_t*>(outp + j * kos0))[0] = <int64_t>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on int16 input, int16_t read, int64_t written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_int16
_walks.rows = _rows_cumsum_int16
_k = plan_kernel("cumsum_int16", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_int16 = _k

# --- cumsum_int32: ops.yaml: ops.cumsum (cumsum, int32 -> int64)
cdef int _pos_cumsum_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef int64_t v
    cdef int64_t t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const int32_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const int32_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_i64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const int32_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                    v = ((<const int32_t*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<int64_t*>(outp1 + i * os0))[0] = <int64_t>a1
                    v = ((<const int32_t*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<int64_t*>(outp2 + i * os0))[0] = <int64_t>a2
                    v = ((<const int32_t*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<int64_t*>(outp3 + i * os0))[0] = <int64_t>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const int32_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_i64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                    v = ((<const int32_t*>(xp1 + i * xs0))[0])
                    t = tp_sel_i64(mp1[i * ms0], v, 0)
                    a1 = a1 + t
                    (<int64_t*>(outp1 + i * os0))[0] = <int64_t>a1
                    v = ((<const int32_t*>(xp2 + i * xs0))[0])
                    t = tp_sel_i64(mp2[i * ms0], v, 0)
                    a2 = a2 + t
                    (<int64_t*>(outp2 + i * os0))[0] = <int64_t>a2
                    v = ((<const int32_t*>(xp3 + i * xs0))[0])
                    t = tp_sel_i64(mp3[i * ms0], v, 0)
                    a3 = a3 + t
                    (<int64_t*>(outp3 + i * os0))[0] = <int64_t>a3
        else:
            for l in range(nl):
                a0 = 0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const int32_t*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const int32_t*>(xp0 + i * xs0))[0])
                        t = tp_sel_i64(mp0[i * ms0], v, 0)
                        a0 = a0 + t
                        (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
        it += nl
    return 0


cdef int _rows_cumsum_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef int64_t v
    cdef int64_t t
    cdef int64_t* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <int64_t*>malloc(nk0 * sizeof(int64_t))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const int32_t*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<int64_t*>(outp + j * kos0))[0] = <int64_t>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const int32_t*>(xp + j * kxs0))[0])
                    t = tp_sel_i64(mp[j * kms0], v, 0)
                    arow[j] = arow[j] + t
                    (<int64_t*>(outp + j * kos0))[0] = <int64_t>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on int32 input, int32_t read, int64_t written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_int32
_walks.rows = _rows_cumsum_int32
_k = plan_kernel("cumsum_int32", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_int32 = _k

# --- cumsum_int64: ops.yaml: ops.cumsum (cumsum, int64 -> int64)
cdef int _pos_cumsum_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef int64_t v
    cdef int64_t t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const int64_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const int64_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_i64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const int64_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                    v = ((<const int64_t*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<int64_t*>(outp1 + i * os0))[0] = <int64_t>a1
                    v = ((<const int64_t*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<int64_t*>(outp2 + i * os0))[0] = <int64_t>a2
                    v = ((<const int64_t*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<int64_t*>(outp3 + i * os0))[0] = <int64_t>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const int64_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_i64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                    v = ((<const int64_t*>(xp1 + i * xs0))[0])
                    t = tp_sel_i64(mp1[i * ms0], v, 0)
                    a1 = a1 + t
                    (<int64_t*>(outp1 + i * os0))[0] = <int64_t>a1
                    v = ((<const int64_t*>(xp2 + i * xs0))[0])
                    t = tp_sel_i64(mp2[i * ms0], v, 0)
                    a2 = a2 + t
                    (<int64_t*>(outp2 + i * os0))[0] = <int64_t>a2
                    v = ((<const int64_t*>(xp3 + i * xs0))[0])
                    t = tp_sel_i64(mp3[i * ms0], v, 0)
                    a3 = a3 + t
                    (<int64_t*>(outp3 + i * os0))[0] = <int64_t>a3
        else:
            for l in range(nl):
                a0 = 0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const int64_t*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const int64_t*>(xp0 + i * xs0))[0])
                        t = tp_sel_i64(mp0[i * ms0], v, 0)
                        a0 = a0 + t
                        (<int64_t*>(outp0 + i * os0))[0] = <int64_t>a0
        it += nl
    return 0


cdef int _rows_cumsum_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef int64_t v
    cdef int64_t t
    cdef int64_t* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef int64_t c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <int64_t*>malloc(nk0 * sizeof(int64_t))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const int64_t*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<int64_t*>(outp + j * kos0))[0] = <int64_t>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const int64_t*>(xp + j * kxs0))[0])
                    t = tp_sel_i64(mp[j * kms0], v, 0)
                    arow[j] = arow[j] + t
                    (<int64_t*>(outp + j * kos0))[0] = <int64_t>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on int64 input, int64_t read, int64_t written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_int64
_walks.rows = _rows_cumsum_int64
_k = plan_kernel("cumsum_int64", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_int64 = _k

# --- cumsum_uint8: ops.yaml: ops.cumsum (cumsum, uint8 -> uint64)
cdef int _pos_cumsum_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef uint64_t v
    cdef uint64_t t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint8_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const uint8_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_u64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint8_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
                    v = ((<const uint8_t*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<uint64_t*>(outp1 + i * os0))[0] = <uint64_t>a1
                    v = ((<const uint8_t*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<uint64_t*>(outp2 + i * os0))[0] = <uint64_t>a2
                    v = ((<const uint8_t*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<uint64_t*>(outp3 + i * os0))[0] = <uint64_t>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const uint8_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_u64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
                    v = ((<const uint8_t*>(xp1 + i * xs0))[0])
                    t = tp_sel_u64(mp1[i * ms0], v, 0)
                    a1 = a1 + t
                    (<uint64_t*>(outp1 + i * os0))[0] = <uint64_t>a1
                    v = ((<const uint8_t*>(xp2 + i * xs0))[0])
                    t = tp_sel_u64(mp2[i * ms0], v, 0)
                    a2 = a2 + t
                    (<uint64_t*>(outp2 + i * os0))[0] = <uint64_t>a2
                    v = ((<const uint8_t*>(xp3 + i * xs0))[0])
                    t = tp_sel_u64(mp3[i * ms0], v, 0)
                    a3 = a3 + t
                    (<uint64_t*>(outp3 + i * os0))[0] = <uint64_t>a3
        else:
            for l in range(nl):
                a0 = 0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const uint8_t*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const uint8_t*>(xp0 + i * xs0))[0])
                        t = tp_sel_u64(mp0[i * ms0], v, 0)
                        a0 = a0 + t
                        (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
        it += nl
    return 0


cdef int _rows_cumsum_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef uint64_t v
    cdef uint64_t t
    cdef uint64_t* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const uint8_t*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<uint64_t*>(outp + j * kos0))[0] = <uint64_t>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const uint8_t*>(xp + j * kxs0))[0])
                    t = tp_sel_u64(mp[j * kms0], v, 0)
                    arow[j] = arow[j] + t
                    (<uint64_t*>(outp + j * kos0))[0] = <uint64_t>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on uint8 input, uint8_t read, uint64_t written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_uint8
_walks.rows = _rows_cumsum_uint8
_k = plan_kernel("cumsum_uint8", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_uint8 = _k

# --- cumsum_uint16: ops.yaml: ops.cumsum (cumsum, uint16 -> uint64)
cdef int _pos_cumsum_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef uint64_t v
    cdef uint64_t t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint16_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const uint16_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_u64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint16_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
                    v = ((<const uint16_t*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<uint64_t*>(outp1 + i * os0))[0] = <uint64_t>a1
                    v = ((<const uint16_t*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<uint64_t*>(outp2 + i * os0))[0] = <uint64_t>a2
                    v = ((<const uint16_t*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<uint64_t*>(outp3 + i * os0))[0] = <uint64_t>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const uint16_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_u64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
                    v = ((<const uint16_t*>(xp1 + i * xs0))[0])
                    t = tp_sel_u64(mp1[i * ms0], v, 0)
                    a1 = a1 + t
                    (<uint64_t*>(outp1 + i * os0))[0] = <uint64_t>a1
                    v = ((<const uint16_t*>(xp2 + i * xs0))[0])
                    t = tp_sel_u64(mp2[i * ms0], v, 0)
                    a2 = a2 + t
                    (<uint64_t*>(outp2 + i * os0))[0] = <uint64_t>a2
                    v = ((<const uint16_t*>(xp3 + i * xs0))[0])
                    t = tp_sel_u64(mp3[i * ms0], v, 0)
                    a3 = a3 + t
                    (<uint64_t*>(outp3 + i * os0))[0] = <uint64_t>a3
        else:
            for l in range(nl):
                a0 = 0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const uint16_t*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const uint16_t*>(xp0 + i * xs0))[0])
                        t = tp_sel_u64(mp0[i * ms0], v, 0)
                        a0 = a0 + t
                        (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
        it += nl
    return 0


cdef int _rows_cumsum_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef uint64_t v
    cdef uint64_t t
    cdef uint64_t* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const uint16_t*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<uint64_t*>(outp + j * kos0))[0] = <uint64_t>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const uint16_t*>(xp + j * kxs0))[0])
                    t = tp_sel_u64(mp[j * kms0], v, 0)
                    arow[j] = arow[j] + t
                    (<uint64_t*>(outp + j * kos0))[0] = <uint64_t>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on uint16 input, uint16_t read, uint64_t written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_uint16
_walks.rows = _rows_cumsum_uint16
_k = plan_kernel("cumsum_uint16", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_uint16 = _k

# --- cumsum_uint32: ops.yaml: ops.cumsum (cumsum, uint32 -> uint64)
cdef int _pos_cumsum_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef uint64_t v
    cdef uint64_t t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint32_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const uint32_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_u64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint32_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
                    v = ((<const uint32_t*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<uint64_t*>(outp1 + i * os0))[0] = <uint64_t>a1
                    v = ((<const uint32_t*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<uint64_t*>(outp2 + i * os0))[0] = <uint64_t>a2
                    v = ((<const uint32_t*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<uint64_t*>(outp3 + i * os0))[0] = <uint64_t>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const uint32_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_u64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
                    v = ((<const uint32_t*>(xp1 + i * xs0))[0])
                    t = tp_sel_u64(mp1[i * ms0], v, 0)
                    a1 = a1 + t
                    (<uint64_t*>(outp1 + i * os0))[0] = <uint64_t>a1
                    v = ((<const uint32_t*>(xp2 + i * xs0))[0])
                    t = tp_sel_u64(mp2[i * ms0], v, 0)
                    a2 = a2 + t
                    (<uint64_t*>(outp2 + i * os0))[0] = <uint64_t>a2
                    v = ((<const uint32_t*>(xp3 + i * xs0))[0])
                    t = tp_sel_u64(mp3[i * ms0], v, 0)
                    a3 = a3 + t
                    (<uint64_t*>(outp3 + i * os0))[0] = <uint64_t>a3
        else:
            for l in range(nl):
                a0 = 0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const uint32_t*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const uint32_t*>(xp0 + i * xs0))[0])
                        t = tp_sel_u64(mp0[i * ms0], v, 0)
                        a0 = a0 + t
                        (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
        it += nl
    return 0


cdef int _rows_cumsum_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef uint64_t v
    cdef uint64_t t
    cdef uint64_t* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const uint32_t*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<uint64_t*>(outp + j * kos0))[0] = <uint64_t>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const uint32_t*>(xp + j * kxs0))[0])
                    t = tp_sel_u64(mp[j * kms0], v, 0)
                    arow[j] = arow[j] + t
                    (<uint64_t*>(outp + j * kos0))[0] = <uint64_t>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on uint32 input, uint32_t read, uint64_t written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_uint32
_walks.rows = _rows_cumsum_uint32
_k = plan_kernel("cumsum_uint32", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_uint32 = _k

# --- cumsum_uint64: ops.yaml: ops.cumsum (cumsum, uint64 -> uint64)
cdef int _pos_cumsum_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef uint64_t v
    cdef uint64_t t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint64_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const uint64_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_u64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint64_t*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
                    v = ((<const uint64_t*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<uint64_t*>(outp1 + i * os0))[0] = <uint64_t>a1
                    v = ((<const uint64_t*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<uint64_t*>(outp2 + i * os0))[0] = <uint64_t>a2
                    v = ((<const uint64_t*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<uint64_t*>(outp3 + i * os0))[0] = <uint64_t>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const uint64_t*>(xp0 + i * xs0))[0])
                    t = tp_sel_u64(mp0[i * ms0], v, 0)
                    a0 = a0 + t
                    (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
                    v = ((<const uint64_t*>(xp1 + i * xs0))[0])
                    t = tp_sel_u64(mp1[i * ms0], v, 0)
                    a1 = a1 + t
                    (<uint64_t*>(outp1 + i * os0))[0] = <uint64_t>a1
                    v = ((<const uint64_t*>(xp2 + i * xs0))[0])
                    t = tp_sel_u64(mp2[i * ms0], v, 0)
                    a2 = a2 + t
                    (<uint64_t*>(outp2 + i * os0))[0] = <uint64_t>a2
                    v = ((<const uint64_t*>(xp3 + i * xs0))[0])
                    t = tp_sel_u64(mp3[i * ms0], v, 0)
                    a3 = a3 + t
                    (<uint64_t*>(outp3 + i * os0))[0] = <uint64_t>a3
        else:
            for l in range(nl):
                a0 = 0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const uint64_t*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const uint64_t*>(xp0 + i * xs0))[0])
                        t = tp_sel_u64(mp0[i * ms0], v, 0)
                        a0 = a0 + t
                        (<uint64_t*>(outp0 + i * os0))[0] = <uint64_t>a0
        it += nl
    return 0


cdef int _rows_cumsum_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef uint64_t v
    cdef uint64_t t
    cdef uint64_t* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef uint64_t c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const uint64_t*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<uint64_t*>(outp + j * kos0))[0] = <uint64_t>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const uint64_t*>(xp + j * kxs0))[0])
                    t = tp_sel_u64(mp[j * kms0], v, 0)
                    arow[j] = arow[j] + t
                    (<uint64_t*>(outp + j * kos0))[0] = <uint64_t>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on uint64 input, uint64_t read, uint64_t written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_uint64
_walks.rows = _rows_cumsum_uint64
_k = plan_kernel("cumsum_uint64", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_uint64 = _k

# --- cumsum_float16: ops.yaml: ops.cumsum (cumsum, float16 -> float32)
cdef int _pos_cumsum_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef float v
    cdef float t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef float c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0.0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = half_to_float(((<const uint16_t*>(xp0 + i * xs0))[0]))
                    a0 = a0 + v
                    (<float*>(outp0 + i * os0))[0] = <float>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = half_to_float(((<const uint16_t*>(xp0 + i * xs0))[0]))
                    t = tp_sel_f32(mp0[i * ms0], v, 0.0)
                    a0 = a0 + t
                    (<float*>(outp0 + i * os0))[0] = <float>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0.0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0.0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0.0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0.0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = half_to_float(((<const uint16_t*>(xp0 + i * xs0))[0]))
                    a0 = a0 + v
                    (<float*>(outp0 + i * os0))[0] = <float>a0
                    v = half_to_float(((<const uint16_t*>(xp1 + i * xs0))[0]))
                    a1 = a1 + v
                    (<float*>(outp1 + i * os0))[0] = <float>a1
                    v = half_to_float(((<const uint16_t*>(xp2 + i * xs0))[0]))
                    a2 = a2 + v
                    (<float*>(outp2 + i * os0))[0] = <float>a2
                    v = half_to_float(((<const uint16_t*>(xp3 + i * xs0))[0]))
                    a3 = a3 + v
                    (<float*>(outp3 + i * os0))[0] = <float>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = half_to_float(((<const uint16_t*>(xp0 + i * xs0))[0]))
                    t = tp_sel_f32(mp0[i * ms0], v, 0.0)
                    a0 = a0 + t
                    (<float*>(outp0 + i * os0))[0] = <float>a0
                    v = half_to_float(((<const uint16_t*>(xp1 + i * xs0))[0]))
                    t = tp_sel_f32(mp1[i * ms0], v, 0.0)
                    a1 = a1 + t
                    (<float*>(outp1 + i * os0))[0] = <float>a1
                    v = half_to_float(((<const uint16_t*>(xp2 + i * xs0))[0]))
                    t = tp_sel_f32(mp2[i * ms0], v, 0.0)
                    a2 = a2 + t
                    (<float*>(outp2 + i * os0))[0] = <float>a2
                    v = half_to_float(((<const uint16_t*>(xp3 + i * xs0))[0]))
                    t = tp_sel_f32(mp3[i * ms0], v, 0.0)
                    a3 = a3 + t
                    (<float*>(outp3 + i * os0))[0] = <float>a3
        else:
            for l in range(nl):
                a0 = 0.0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = half_to_float(((<const uint16_t*>(xp0 + i * xs0))[0]))
                        a0 = a0 + v
                        (<float*>(outp0 + i * os0))[0] = <float>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = half_to_float(((<const uint16_t*>(xp0 + i * xs0))[0]))
                        t = tp_sel_f32(mp0[i * ms0], v, 0.0)
                        a0 = a0 + t
                        (<float*>(outp0 + i * os0))[0] = <float>a0
        it += nl
    return 0


cdef int _rows_cumsum_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef float v
    cdef float t
    cdef float* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef float c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <float*>malloc(nk0 * sizeof(float))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0.0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = half_to_float(((<const uint16_t*>(xp + j * kxs0))[0]))
                    arow[j] = arow[j] + v
                    (<float*>(outp + j * kos0))[0] = <float>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = half_to_float(((<const uint16_t*>(xp + j * kxs0))[0]))
                    t = tp_sel_f32(mp[j * kms0], v, 0.0)
                    arow[j] = arow[j] + t
                    (<float*>(outp + j * kos0))[0] = <float>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on float16 input, uint16_t read, float written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_float16
_walks.rows = _rows_cumsum_float16
_k = plan_kernel("cumsum_float16", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_float16 = _k

# --- cumsum_float32: ops.yaml: ops.cumsum (cumsum, float32 -> float32)
cdef int _pos_cumsum_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef float v
    cdef float t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef float c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0.0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const float*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<float*>(outp0 + i * os0))[0] = <float>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const float*>(xp0 + i * xs0))[0])
                    t = tp_sel_f32(mp0[i * ms0], v, 0.0)
                    a0 = a0 + t
                    (<float*>(outp0 + i * os0))[0] = <float>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0.0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0.0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0.0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0.0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const float*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<float*>(outp0 + i * os0))[0] = <float>a0
                    v = ((<const float*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<float*>(outp1 + i * os0))[0] = <float>a1
                    v = ((<const float*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<float*>(outp2 + i * os0))[0] = <float>a2
                    v = ((<const float*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<float*>(outp3 + i * os0))[0] = <float>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const float*>(xp0 + i * xs0))[0])
                    t = tp_sel_f32(mp0[i * ms0], v, 0.0)
                    a0 = a0 + t
                    (<float*>(outp0 + i * os0))[0] = <float>a0
                    v = ((<const float*>(xp1 + i * xs0))[0])
                    t = tp_sel_f32(mp1[i * ms0], v, 0.0)
                    a1 = a1 + t
                    (<float*>(outp1 + i * os0))[0] = <float>a1
                    v = ((<const float*>(xp2 + i * xs0))[0])
                    t = tp_sel_f32(mp2[i * ms0], v, 0.0)
                    a2 = a2 + t
                    (<float*>(outp2 + i * os0))[0] = <float>a2
                    v = ((<const float*>(xp3 + i * xs0))[0])
                    t = tp_sel_f32(mp3[i * ms0], v, 0.0)
                    a3 = a3 + t
                    (<float*>(outp3 + i * os0))[0] = <float>a3
        else:
            for l in range(nl):
                a0 = 0.0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const float*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<float*>(outp0 + i * os0))[0] = <float>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const float*>(xp0 + i * xs0))[0])
                        t = tp_sel_f32(mp0[i * ms0], v, 0.0)
                        a0 = a0 + t
                        (<float*>(outp0 + i * os0))[0] = <float>a0
        it += nl
    return 0


cdef int _rows_cumsum_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef float v
    cdef float t
    cdef float* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef float c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <float*>malloc(nk0 * sizeof(float))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0.0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const float*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<float*>(outp + j * kos0))[0] = <float>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const float*>(xp + j * kxs0))[0])
                    t = tp_sel_f32(mp[j * kms0], v, 0.0)
                    arow[j] = arow[j] + t
                    (<float*>(outp + j * kos0))[0] = <float>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on float32 input, float read, float written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_float32
_walks.rows = _rows_cumsum_float32
_k = plan_kernel("cumsum_float32", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_float32 = _k

# --- cumsum_float64: ops.yaml: ops.cumsum (cumsum, float64 -> float64)
cdef int _pos_cumsum_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef double v
    cdef double t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef double c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0.0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const double*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<double*>(outp0 + i * os0))[0] = <double>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const double*>(xp0 + i * xs0))[0])
                    t = tp_sel_f64(mp0[i * ms0], v, 0.0)
                    a0 = a0 + t
                    (<double*>(outp0 + i * os0))[0] = <double>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0.0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0.0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0.0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0.0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const double*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<double*>(outp0 + i * os0))[0] = <double>a0
                    v = ((<const double*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<double*>(outp1 + i * os0))[0] = <double>a1
                    v = ((<const double*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<double*>(outp2 + i * os0))[0] = <double>a2
                    v = ((<const double*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<double*>(outp3 + i * os0))[0] = <double>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const double*>(xp0 + i * xs0))[0])
                    t = tp_sel_f64(mp0[i * ms0], v, 0.0)
                    a0 = a0 + t
                    (<double*>(outp0 + i * os0))[0] = <double>a0
                    v = ((<const double*>(xp1 + i * xs0))[0])
                    t = tp_sel_f64(mp1[i * ms0], v, 0.0)
                    a1 = a1 + t
                    (<double*>(outp1 + i * os0))[0] = <double>a1
                    v = ((<const double*>(xp2 + i * xs0))[0])
                    t = tp_sel_f64(mp2[i * ms0], v, 0.0)
                    a2 = a2 + t
                    (<double*>(outp2 + i * os0))[0] = <double>a2
                    v = ((<const double*>(xp3 + i * xs0))[0])
                    t = tp_sel_f64(mp3[i * ms0], v, 0.0)
                    a3 = a3 + t
                    (<double*>(outp3 + i * os0))[0] = <double>a3
        else:
            for l in range(nl):
                a0 = 0.0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const double*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<double*>(outp0 + i * os0))[0] = <double>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const double*>(xp0 + i * xs0))[0])
                        t = tp_sel_f64(mp0[i * ms0], v, 0.0)
                        a0 = a0 + t
                        (<double*>(outp0 + i * os0))[0] = <double>a0
        it += nl
    return 0


cdef int _rows_cumsum_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef double v
    cdef double t
    cdef double* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef double c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <double*>malloc(nk0 * sizeof(double))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0.0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const double*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<double*>(outp + j * kos0))[0] = <double>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const double*>(xp + j * kxs0))[0])
                    t = tp_sel_f64(mp[j * kms0], v, 0.0)
                    arow[j] = arow[j] + t
                    (<double*>(outp + j * kos0))[0] = <double>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on float64 input, double read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_float64
_walks.rows = _rows_cumsum_float64
_k = plan_kernel("cumsum_float64", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_float64 = _k

# --- cumsum_complex64: ops.yaml: ops.cumsum (cumsum, complex64 -> complex64)
cdef int _pos_cumsum_complex64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef float complex v
    cdef float complex t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef float complex c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0.0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const float complex*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<float complex*>(outp0 + i * os0))[0] = <float complex>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const float complex*>(xp0 + i * xs0))[0])
                    t = tp_sel_c64(mp0[i * ms0], v, 0.0)
                    a0 = a0 + t
                    (<float complex*>(outp0 + i * os0))[0] = <float complex>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0.0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0.0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0.0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0.0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const float complex*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<float complex*>(outp0 + i * os0))[0] = <float complex>a0
                    v = ((<const float complex*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<float complex*>(outp1 + i * os0))[0] = <float complex>a1
                    v = ((<const float complex*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<float complex*>(outp2 + i * os0))[0] = <float complex>a2
                    v = ((<const float complex*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<float complex*>(outp3 + i * os0))[0] = <float complex>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const float complex*>(xp0 + i * xs0))[0])
                    t = tp_sel_c64(mp0[i * ms0], v, 0.0)
                    a0 = a0 + t
                    (<float complex*>(outp0 + i * os0))[0] = <float complex>a0
                    v = ((<const float complex*>(xp1 + i * xs0))[0])
                    t = tp_sel_c64(mp1[i * ms0], v, 0.0)
                    a1 = a1 + t
                    (<float complex*>(outp1 + i * os0))[0] = <float complex>a1
                    v = ((<const float complex*>(xp2 + i * xs0))[0])
                    t = tp_sel_c64(mp2[i * ms0], v, 0.0)
                    a2 = a2 + t
                    (<float complex*>(outp2 + i * os0))[0] = <float complex>a2
                    v = ((<const float complex*>(xp3 + i * xs0))[0])
                    t = tp_sel_c64(mp3[i * ms0], v, 0.0)
                    a3 = a3 + t
                    (<float complex*>(outp3 + i * os0))[0] = <float complex>a3
        else:
            for l in range(nl):
                a0 = 0.0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const float complex*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<float complex*>(outp0 + i * os0))[0] = <float complex>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const float complex*>(xp0 + i * xs0))[0])
                        t = tp_sel_c64(mp0[i * ms0], v, 0.0)
                        a0 = a0 + t
                        (<float complex*>(outp0 + i * os0))[0] = <float complex>a0
        it += nl
    return 0


cdef int _rows_cumsum_complex64(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef float complex v
    cdef float complex t
    cdef float complex* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef float complex c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <float complex*>malloc(nk0 * sizeof(float complex))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0.0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const float complex*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<float complex*>(outp + j * kos0))[0] = <float complex>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const float complex*>(xp + j * kxs0))[0])
                    t = tp_sel_c64(mp[j * kms0], v, 0.0)
                    arow[j] = arow[j] + t
                    (<float complex*>(outp + j * kos0))[0] = <float complex>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on complex64 input, float complex read, float complex written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_complex64
_walks.rows = _rows_cumsum_complex64
_k = plan_kernel("cumsum_complex64", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_complex64 = _k

# --- cumsum_complex128: ops.yaml: ops.cumsum (cumsum, complex128 -> complex128)
cdef int _pos_cumsum_complex128(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`: one running fold each,
    # 4 slices side by side.  A fold is a chain of dependent steps
    # (each waits for the last); 4 independent chains keep the core busy
    # where one waits.  Each slice folds exactly as it would alone: same bits.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it = lo, i, l, nl
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp xoff[4]
    cdef intp moff[4]
    cdef intp ooff[4]
    cdef double complex v
    cdef double complex t, a0, a1, a2, a3
    cdef const char* xp0
    cdef const uint8_t* mp0
    cdef char* outp0
    cdef const char* xp1
    cdef const uint8_t* mp1
    cdef char* outp1
    cdef const char* xp2
    cdef const uint8_t* mp2
    cdef char* outp2
    cdef const char* xp3
    cdef const uint8_t* mp3
    cdef char* outp3
    cdef double prm = p.reals[0]
    cdef double complex c = 0
    if p.seg != NULL:
        # A segmented plan (the sparse layouts): one chain per segment, of its
        # own length (its one run: tp_runs_slice).
        l = 0
        for it in range(lo, hi):
            runs_slice(&runs, p, it, 0, 0, 0)
            n0 = runs.size
            xoff[0] = runs.x - p.x
            moff[0] = 0 if p.m == NULL else runs.m - p.m
            ooff[0] = runs.out - p.out
            a0 = 0.0
            xp0 = p.x + xoff[l]
            outp0 = p.out + ooff[l]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const double complex*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<double complex*>(outp0 + i * os0))[0] = <double complex>a0
            else:
                mp0 = p.m + moff[l]
                for i in range(n0):
                    v = ((<const double complex*>(xp0 + i * xs0))[0])
                    t = tp_sel_c128(mp0[i * ms0], v, 0.0)
                    a0 = a0 + t
                    (<double complex*>(outp0 + i * os0))[0] = <double complex>a0
        return 0
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nl = hi - it if hi - it < 4 else 4
        for l in range(nl):
            xoff[l] = kept.x
            moff[l] = kept.m
            ooff[l] = kept.o
            odo_next(&kept)
        if nl == 4:
            a0 = 0.0
            xp0 = p.x + xoff[0]
            outp0 = p.out + ooff[0]
            a1 = 0.0
            xp1 = p.x + xoff[1]
            outp1 = p.out + ooff[1]
            a2 = 0.0
            xp2 = p.x + xoff[2]
            outp2 = p.out + ooff[2]
            a3 = 0.0
            xp3 = p.x + xoff[3]
            outp3 = p.out + ooff[3]
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const double complex*>(xp0 + i * xs0))[0])
                    a0 = a0 + v
                    (<double complex*>(outp0 + i * os0))[0] = <double complex>a0
                    v = ((<const double complex*>(xp1 + i * xs0))[0])
                    a1 = a1 + v
                    (<double complex*>(outp1 + i * os0))[0] = <double complex>a1
                    v = ((<const double complex*>(xp2 + i * xs0))[0])
                    a2 = a2 + v
                    (<double complex*>(outp2 + i * os0))[0] = <double complex>a2
                    v = ((<const double complex*>(xp3 + i * xs0))[0])
                    a3 = a3 + v
                    (<double complex*>(outp3 + i * os0))[0] = <double complex>a3
            else:
                mp0 = p.m + moff[0]
                mp1 = p.m + moff[1]
                mp2 = p.m + moff[2]
                mp3 = p.m + moff[3]
                for i in range(n0):
                    v = ((<const double complex*>(xp0 + i * xs0))[0])
                    t = tp_sel_c128(mp0[i * ms0], v, 0.0)
                    a0 = a0 + t
                    (<double complex*>(outp0 + i * os0))[0] = <double complex>a0
                    v = ((<const double complex*>(xp1 + i * xs0))[0])
                    t = tp_sel_c128(mp1[i * ms0], v, 0.0)
                    a1 = a1 + t
                    (<double complex*>(outp1 + i * os0))[0] = <double complex>a1
                    v = ((<const double complex*>(xp2 + i * xs0))[0])
                    t = tp_sel_c128(mp2[i * ms0], v, 0.0)
                    a2 = a2 + t
                    (<double complex*>(outp2 + i * os0))[0] = <double complex>a2
                    v = ((<const double complex*>(xp3 + i * xs0))[0])
                    t = tp_sel_c128(mp3[i * ms0], v, 0.0)
                    a3 = a3 + t
                    (<double complex*>(outp3 + i * os0))[0] = <double complex>a3
        else:
            for l in range(nl):
                a0 = 0.0
                xp0 = p.x + xoff[l]
                outp0 = p.out + ooff[l]
                if p.m == NULL:
                    for i in range(n0):
                        v = ((<const double complex*>(xp0 + i * xs0))[0])
                        a0 = a0 + v
                        (<double complex*>(outp0 + i * os0))[0] = <double complex>a0
                else:
                    mp0 = p.m + moff[l]
                    for i in range(n0):
                        v = ((<const double complex*>(xp0 + i * xs0))[0])
                        t = tp_sel_c128(mp0[i * ms0], v, 0.0)
                        a0 = a0 + t
                        (<double complex*>(outp0 + i * os0))[0] = <double complex>a0
        it += nl
    return 0


cdef int _rows_cumsum_complex128(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: carry a row of running
    # values along the scanned dim (independent positions: vectorises).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef tp_rows rows
    cdef intp xo, mo, oo, it, i, j
    cdef intp n0 = p.rshape[0], xs0 = p.rxs[0], ms0 = p.rms[0], os0 = p.ros[0]
    cdef intp nk0, kxs0, kms0, kos0
    cdef double complex v
    cdef double complex t
    cdef double complex* arow
    cdef const char* xp
    cdef const uint8_t* mp
    cdef char* outp
    cdef double prm = p.reals[0]
    cdef double complex c = 0
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    arow = <double complex*>malloc(nk0 * sizeof(double complex))
    if arow == NULL:
        return -1
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        for j in range(nk0):
            arow[j] = 0.0
        for i in range(n0):
            xp = p.x + xo + i * xs0
            outp = p.out + oo + i * os0
            if p.m == NULL:
                for j in range(nk0):
                    v = ((<const double complex*>(xp + j * kxs0))[0])
                    arow[j] = arow[j] + v
                    (<double complex*>(outp + j * kos0))[0] = <double complex>arow[j]
            else:
                mp = p.m + mo + i * ms0
                for j in range(nk0):
                    v = ((<const double complex*>(xp + j * kxs0))[0])
                    t = tp_sel_c128(mp[j * kms0], v, 0.0)
                    arow[j] = arow[j] + t
                    (<double complex*>(outp + j * kos0))[0] = <double complex>arow[j]
        rows_next(&rows)
    free(arow)
    return 0

# The entry: cumsum on complex128 input, double complex read, double complex written.
_walks = no_layouts(2)
_walks.positions = _pos_cumsum_complex128
_walks.rows = _rows_cumsum_complex128
_k = plan_kernel("cumsum_complex128", "cumsum", _walks)
_k.segmented = True
_k.per_element = True
cumsum_complex128 = _k



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
