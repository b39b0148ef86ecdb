# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op log_softmax (normalize kind), from ops.yaml: ops.log_softmax.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked/_csrc
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._csrc._support cimport *
from tensorplay.masked._csrc._parallel cimport par_for, span_fn
from tensorplay.masked._csrc._entry cimport PlanKernel, no_layouts, plan_kernel, bin_kernel, walk_kernel

from libc.math cimport log
cdef extern from "tp_support.h" nogil:
    # the helpers its ops.yaml expressions call
    double tp_exp_fast(double x)
    void tp_exp_fast_array_f32(const float* x, float* out, Py_ssize_t n)
    void tp_exp_fast_array(const double* x, double* out, Py_ssize_t n)
    float tp_expf(float x)
    void tp_expf_array(const float* x, float* out, Py_ssize_t n)

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
    double tp_fold_add_f64(const double* b, intp n)
    double tp_fold_max_f64(const double* b, intp n)
    double tp_maxnan_f64(double a, double t)
    double tp_mfold_max_f64(const double* x, const uint8_t* m, intp n, double id, intp* cnt)
    double tp_runfold_max_f64(const double* x, const uint8_t* m, intp n, double id, intp* cnt)
    double tp_sel_f64(int m, double v, double id)
    float tp_fold_add_f32(const float* b, intp n)
    float tp_fold_max_f32(const float* b, intp n)
    float tp_maxnan_f32(float a, float t)
    float tp_mfold_max_f32(const float* x, const uint8_t* m, intp n, float id, intp* cnt)
    float tp_runfold_max_f32(const float* x, const uint8_t* m, intp n, float id, intp* cnt)
    float tp_sel_f32(int m, float v, float id)
    intp tp_count(const uint8_t* m, intp n, intp ms)

cdef enum:
    # The stat folds of short slices (layout not `outer`) are computed a batch
    # at a time: at most STAT_SLICES slices and (unless one slice is longer)
    # STAT_ELEMS elements, which stay in cache for step (2).
    STAT_SLICES = 64
    STAT_ELEMS = 2048
    # Slices of at most SHORT_SLICE (_support.pxd) contiguous elements are
    # staged a batch at a time: STAT_SLICES * SHORT_SLICE <= STAT_ELEMS (the
    # buffers' size).

# --- log_softmax_int64: ops.yaml: ops.log_softmax (log_softmax, int64 -> float64); writer log_softmax_d0


# Writer log_softmax_d0: steps (2) and (3) of log_softmax_int64
# (int64_t read, double written); step (1) is each kernel's
# _stat_* (a batch of slices) or _statrow_* (a row of slices), from the
# plan, or for few long slices (chunked) each kernel's _statchunk_* steps.
ctypedef void (*_statfn_log_softmax_d0)(Plan*, intp, intp, double*, intp*) noexcept nogil
ctypedef bint (*_statrowfn_log_softmax_d0)(Plan*, double*, intp*, uint8_t*, double*, intp, intp,
                                           intp) noexcept nogil

# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements and center (step 1), its a1 (step 2).
ctypedef struct _keep_log_softmax_d0:
    intp n
    double c
    double a1


cdef int _rows_log_softmax_d0(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: the same three steps,
    # each walking whole rows of it (one slice per kept position, side by side).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef _statrowfn_log_softmax_d0 statrow = <_statrowfn_log_softmax_d0>p.stat_row
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp nk0, kxs0, kms0, kos0
    cdef const uint8_t* mk
    cdef const char* xp
    cdef char* outp
    cdef const int64_t* xq
    cdef double* oq
    cdef double v
    cdef double a1, w
    cdef double c
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    cdef bint any_empty
    cdef double* a0row
    cdef double* a1row
    cdef double h1
    cdef double* h1row      # finalize's call of a1 per slice (a1_once), in double
    cdef double* centers
    cdef intp* nrow
    cdef uint8_t* nrow8         # the stat sweep's byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    a0row = <double*>malloc(nk0 * sizeof(double))
    a1row = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    h1row = <double*>malloc(nk0 * sizeof(double))
    if a0row == NULL or a1row == NULL or centers == NULL or nrow == NULL or nrow8 == NULL or h1row == NULL:
        free(a0row)
        free(a1row)
        free(centers)
        free(nrow)
        free(nrow8)
        free(h1row)
        return -1
    for j in range(nk0):
        nrow8[j] = 0
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        # (1) the stat fold, a row at a time: centers and counts
        any_empty = statrow(p, a0row, nrow, nrow8, centers, xo, mo, nk0)
        for j in range(nk0):
            a1row[j] = 0
        # (2) write, and fold the valid written values
        reduced_at(&red, p, p.nr, 0)
        for jt in range(rtotal):
            xp = p.x + xo + red.x
            outp = p.out + oo + red.o
            mk = NULL if p.m == NULL else p.m + mo + red.m
            # (a contiguous row through typed pointers: gcc vectorises it with
            # plain loads, where byte strides get element-by-element inserts)
            if kxs0 == sizeof(int64_t) and kos0 == sizeof(double) and (mk == NULL or kms0 == 1):
                xq = <const int64_t*>xp
                oq = <double*>outp
                if mk == NULL:
                    for j in range(nk0):
                        v = (xq[j])
                        c = centers[j]
                        w = v - c
                        a1row[j] = a1row[j] + tp_exp_fast(w)
                        oq[j] = w
                else:
                    for j in range(nk0):
                        v = (xq[j])
                        c = centers[j]
                        w = v - c
                        a1row[j] = a1row[j] + tp_sel_f64(mk[j], tp_exp_fast(w), 0)
                        oq[j] = tp_sel_f64(mk[j], w, -INFINITY)
            else:
                if mk == NULL:
                    for j in range(nk0):
                        v = ((<const int64_t*>(xp + j * kxs0))[0])
                        c = centers[j]
                        w = v - c
                        a1row[j] = a1row[j] + tp_exp_fast(w)
                        (<double*>(outp + j * kos0))[0] = w
                else:
                    for j in range(nk0):
                        v = ((<const int64_t*>(xp + j * kxs0))[0])
                        c = centers[j]
                        w = v - c
                        a1row[j] = a1row[j] + tp_sel_f64(mk[j * kms0], tp_exp_fast(w), 0)
                        (<double*>(outp + j * kos0))[0] = tp_sel_f64(mk[j * kms0], w, -INFINITY)
            odo_next(&red)
        # (3) finish the valid outputs, or fill fully masked slices
        if any_empty or True:
            reduced_at(&red, p, p.nr, 0)
            for j in range(nk0):        # once per slice, not per element
                a1 = a1row[j]
                h1row[j] = log(a1)
            for jt in range(rtotal):
                outp = p.out + oo + red.o
                mk = NULL if p.m == NULL else p.m + mo + red.m
                if kos0 == sizeof(double) and (mk == NULL or kms0 == 1):
                    oq = <double*>outp
                    for j in range(nk0):
                        w = oq[j]
                        a1 = a1row[j]
                        h1 = h1row[j]
                        w = w - h1
                        w = w if mk == NULL else tp_sel_f64(mk[j], w, -INFINITY)
                        oq[j] = tp_sel_f64(nrow[j] != 0, w, NAN)
                else:
                    for j in range(nk0):
                        w = (<double*>(outp + j * kos0))[0]
                        a1 = a1row[j]
                        h1 = h1row[j]
                        w = w - h1
                        w = w if mk == NULL else tp_sel_f64(mk[j * kms0], w, -INFINITY)
                        (<double*>(outp + j * kos0))[0] = tp_sel_f64(nrow[j] != 0, w, NAN)
                odo_next(&red)
        rows_next(&rows)
    free(a0row)
    free(a1row)
    free(centers)
    free(nrow)
    free(nrow8)
    free(h1row)
    return 0


cdef int _pos_log_softmax_d0(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`.
    cdef Plan* p = <Plan*>ctx
    cdef _statfn_log_softmax_d0 stat = <_statfn_log_softmax_d0>p.stat
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n0, n = 0
    cdef int nr1 = p.nr - 1
    cdef intp xs0 = p.rxs[nr1], ms0 = p.rms[nr1], os0 = p.ros[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef double* outp
    cdef double v
    cdef double a1, w
    cdef double buf[BLOCK]
    cdef intp i0, step
    cdef double c
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    cdef double centers[STAT_SLICES]
    cdef intp counts[STAT_SLICES]
    cdef intp batch = lo, nb = 0
    # Slices per stat call (one indirect call per batch of short slices).
    cdef intp most = STAT_SLICES if rtotal * STAT_SLICES <= STAT_ELEMS else 1 + STAT_ELEMS // (rtotal + 1)
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        # (1) the stat fold: the center and the count (computed for a batch of slices)
        if it == batch + nb:
            batch = it
            nb = most if hi - it > most else hi - it
            stat(p, batch, nb, centers, counts)
        c = centers[it - batch]
        n = counts[it - batch]
        # (2) write every element; the fold terms go to a block buffer that
        #     tp_fold_add sums (a running sum in the loop would serialise it)
        a1 = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0 = runs.x, runs.m, runs.len
            outp = <double*>runs.out
            i0 = 0
            while i0 < n0:
                step = n0 - i0 if n0 - i0 < BLOCK else BLOCK
                if xs0 == sizeof(int64_t) and os0 == sizeof(double) and (mk == NULL or ms0 == 1):
                    # contiguous: typed indexing, so the loop (and tp_exp) vectorises
                    if mk == NULL:
                        for i in range(i0, i0 + step):
                            v = ((<const int64_t*>xp)[i])
                            w = v - c
                            buf[i - i0] = tp_exp_fast(w)
                            outp[i] = w
                    else:
                        for i in range(i0, i0 + step):
                            v = ((<const int64_t*>xp)[i])
                            w = v - c
                            buf[i - i0] = tp_sel_f64(mk[i], tp_exp_fast(w), 0)
                            outp[i] = tp_sel_f64(mk[i], w, -INFINITY)
                else:
                    if mk == NULL:
                        for i in range(i0, i0 + step):
                            v = ((<const int64_t*>(xp + i * xs0))[0])
                            w = v - c
                            buf[i - i0] = tp_exp_fast(w)
                            (<double*>(<char*>outp + i * os0))[0] = w
                    else:
                        for i in range(i0, i0 + step):
                            v = ((<const int64_t*>(xp + i * xs0))[0])
                            w = v - c
                            buf[i - i0] = tp_sel_f64(mk[i * ms0], tp_exp_fast(w), 0)
                            (<double*>(<char*>outp + i * os0))[0] = tp_sel_f64(mk[i * ms0], w, -INFINITY)
                a1 = a1 + tp_fold_add_f64(buf, step)
                i0 += step
        # (3) finish the valid outputs, or fill a fully masked slice
        if n == 0 or True:
            runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
            while runs_next(&runs):
                mk, n0 = runs.m, runs.len
                outp = <double*>runs.out
                if os0 == sizeof(double) and (mk == NULL or ms0 == 1):
                    if n == 0:
                        for i in range(n0):
                            outp[i] = NAN
                    elif mk == NULL:
                        for i in range(n0):
                            w = outp[i]
                            outp[i] = w - log(a1)
                    else:
                        for i in range(n0):
                            w = outp[i]
                            w = w - log(a1)
                            outp[i] = tp_sel_f64(mk[i], w, -INFINITY)
                else:
                    if n == 0:
                        for i in range(n0):
                            (<double*>(<char*>outp + i * os0))[0] = NAN
                    elif mk == NULL:
                        for i in range(n0):
                            w = (<double*>(<char*>outp + i * os0))[0]
                            (<double*>(<char*>outp + i * os0))[0] = w - log(a1)
                    else:
                        for i in range(n0):
                            w = (<double*>(<char*>outp + i * os0))[0]
                            w = w - log(a1)
                            (<double*>(<char*>outp + i * os0))[0] = tp_sel_f64(mk[i * ms0], w, -INFINITY)
        odo_next(&kept)
    return 0


cdef int _chunkwrite_log_softmax_d0(void* ctx, intp lo, intp hi) noexcept nogil:
    # Step (2) over chunks [lo, hi) of few long slices (chunk u: piece u % nch
    # of the slice of kept position u // nch): write every element; the
    # chunk's fold of the written values to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef const _keep_log_softmax_d0* keep = <const _keep_log_softmax_d0*>p.keep
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, i, seg, i0, step
    cdef int nr1 = p.nr - 1
    cdef intp xs0 = p.rxs[nr1], ms0 = p.rms[nr1], os0 = p.ros[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef double* outp
    cdef double v
    cdef double a1, w
    cdef double buf[BLOCK]
    cdef double c
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a1 = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg = runs.x, runs.m, runs.len
            outp = <double*>runs.out
            i0 = 0
            while i0 < seg:
                step = seg - i0 if seg - i0 < BLOCK else BLOCK
                if xs0 == sizeof(int64_t) and os0 == sizeof(double) and (mk == NULL or ms0 == 1):
                    # contiguous: typed indexing, so the loop (and tp_exp) vectorises
                    if mk == NULL:
                        for i in range(i0, i0 + step):
                            v = ((<const int64_t*>xp)[i])
                            w = v - c
                            buf[i - i0] = tp_exp_fast(w)
                            outp[i] = w
                    else:
                        for i in range(i0, i0 + step):
                            v = ((<const int64_t*>xp)[i])
                            w = v - c
                            buf[i - i0] = tp_sel_f64(mk[i], tp_exp_fast(w), 0)
                            outp[i] = tp_sel_f64(mk[i], w, -INFINITY)
                else:
                    if mk == NULL:
                        for i in range(i0, i0 + step):
                            v = ((<const int64_t*>(xp + i * xs0))[0])
                            w = v - c
                            buf[i - i0] = tp_exp_fast(w)
                            (<double*>(<char*>outp + i * os0))[0] = w
                    else:
                        for i in range(i0, i0 + step):
                            v = ((<const int64_t*>(xp + i * xs0))[0])
                            w = v - c
                            buf[i - i0] = tp_sel_f64(mk[i * ms0], tp_exp_fast(w), 0)
                            (<double*>(<char*>outp + i * os0))[0] = tp_sel_f64(mk[i * ms0], w, -INFINITY)
                a1 = a1 + tp_fold_add_f64(buf, step)
                i0 += step
        part[u] = a1
    return 0


cdef int _chunkfix_log_softmax_d0(void* ctx, intp lo, intp hi) noexcept nogil:
    # Step (3) over chunks [lo, hi): finish the valid outputs with their
    # slice's a1, or fill a fully masked slice (count 0).
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_log_softmax_d0* keep = <const _keep_log_softmax_d0*>p.keep
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, i, seg, n
    cdef int nr1 = p.nr - 1
    cdef intp ms0 = p.rms[nr1], os0 = p.ros[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double* outp
    cdef double a1, w
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    for u in range(lo, hi):
        n = keep[u // p.nch].n
        if not (n == 0 or True):
            continue
        a1 = keep[u // p.nch].a1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            mk, seg = runs.m, runs.len
            outp = <double*>runs.out
            if os0 == sizeof(double) and (mk == NULL or ms0 == 1):
                if n == 0:
                    for i in range(seg):
                        outp[i] = NAN
                elif mk == NULL:
                    for i in range(seg):
                        w = outp[i]
                        outp[i] = w - log(a1)
                else:
                    for i in range(seg):
                        w = outp[i]
                        w = w - log(a1)
                        outp[i] = tp_sel_f64(mk[i], w, -INFINITY)
            else:
                if n == 0:
                    for i in range(seg):
                        (<double*>(<char*>outp + i * os0))[0] = NAN
                elif mk == NULL:
                    for i in range(seg):
                        w = (<double*>(<char*>outp + i * os0))[0]
                        (<double*>(<char*>outp + i * os0))[0] = w - log(a1)
                else:
                    for i in range(seg):
                        w = (<double*>(<char*>outp + i * os0))[0]
                        w = w - log(a1)
                        (<double*>(<char*>outp + i * os0))[0] = tp_sel_f64(mk[i * ms0], w, -INFINITY)
    return 0


cdef int _writegather_log_softmax_d0(Plan* p, intp o) noexcept nogil:
    # Step (2)'s partial folds of output o combined in chunk order, to its a1.
    cdef const double* part = <const double*>p.part
    cdef double a1 = 0
    cdef intp q
    for q in range(p.nch):
        a1 = a1 + part[part_at(p, o, q)]
    (<_keep_log_softmax_d0*>p.keep)[o].a1 = a1
    return 0


cdef int _short_log_softmax_d0(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements): a batch of slices at a time is staged in flat
    # buffers, so that each step is one loop over the whole batch (which
    # vectorises, where a loop over one slice of 4 would not).  Every value
    # comes from the same expressions, in the same order, as in _pos_: the
    # same bits.
    cdef Plan* p = <Plan*>ctx
    cdef _statfn_log_softmax_d0 stat = <_statfn_log_softmax_d0>p.stat
    cdef tp_odo kept
    cdef intp it = lo, s, j, f, nb, nf
    cdef intp n0 = p.rshape[0]
    cdef double v
    cdef double a1, w
    cdef double c
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    cdef double centers[STAT_SLICES]
    cdef intp counts[STAT_SLICES]
    cdef intp ooff[STAT_SLICES]
    cdef double* xb = <double*>malloc(STAT_ELEMS * sizeof(double))
    cdef double* cb = <double*>malloc(STAT_ELEMS * sizeof(double))
    # (written values held as the output type, as _pos_ holds them in the output)
    cdef double* wb = <double*>malloc(STAT_ELEMS * sizeof(double))
    cdef double* fb = <double*>malloc(STAT_ELEMS * sizeof(double))
    cdef double h1
    cdef double* ab = <double*>malloc(STAT_ELEMS * sizeof(double))     # each element's slice's h1
    cdef uint8_t* mb = <uint8_t*>malloc(STAT_ELEMS)
    cdef uint8_t* nz = <uint8_t*>malloc(STAT_ELEMS)
    if xb == NULL or cb == NULL or wb == NULL or fb == NULL or ab == NULL or mb == NULL or nz == NULL:
        free(xb)
        free(cb)
        free(wb)
        free(fb)
        free(ab)
        free(mb)
        free(nz)
        return -1
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nb = hi - it if hi - it < STAT_SLICES else STAT_SLICES
        nf = nb * n0
        # (1) the stat folds of the batch, then its elements staged
        stat(p, it, nb, centers, counts)
        for s in range(nb):
            ooff[s] = kept.o
            for j in range(n0):
                xb[s * n0 + j] = ((<const int64_t*>(p.x + kept.x))[j])
                cb[s * n0 + j] = centers[s]
                nz[s * n0 + j] = counts[s] != 0
                mb[s * n0 + j] = 1 if p.m == NULL else (p.m + kept.m)[j] != 0
            odo_next(&kept)
        # (2) write, and the fold terms of the valid values
        for f in range(nf):
            v = xb[f]
            c = cb[f]
            w = v - c
            fb[f] = tp_sel_f64(mb[f], tp_exp_fast(w), 0)
            wb[f] = tp_sel_f64(mb[f], w, -INFINITY)
        for s in range(nb):
            a1 = 0
            a1 = a1 + tp_fold_add_f64(fb + s * n0, n0)
            h1 = log(a1)        # finalize's call of a1 alone, once per slice (same value)
            for j in range(n0):
                ab[s * n0 + j] = h1
        # (3) finish the valid outputs, fill fully masked slices, and store
        for f in range(nf):
            w = wb[f]
            h1 = ab[f]
            w = w - h1
            w = tp_sel_f64(mb[f], w, -INFINITY)
            wb[f] = tp_sel_f64(nz[f], w, NAN)
        for s in range(nb):
            for j in range(n0):
                (<double*>(p.out + ooff[s]))[j] = wb[s * n0 + j]
        it += nb
    free(xb)
    free(cb)
    free(wb)
    free(fb)
    free(ab)
    free(mb)
    free(nz)
    return 0

cdef inline double _block0_log_softmax_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
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
                buf[i] = tp_sel_f64(m[i], v, -INFINITY)
                nv += m[i]
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, -INFINITY)
                nv += m[i]
    else:
        if xs == sizeof(int64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, -INFINITY)
                nv += m[i * ms]
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, -INFINITY)
                nv += m[i * ms]
    cnt[0] += nv
    return tp_fold_max_f64(buf, n)


cdef double _run0_log_softmax_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = -INFINITY
    cdef double t
    cdef intp step
    if m != NULL and ms == 0:
        if m[0] == 0:
            return -INFINITY
        cnt[0] += n
        m = NULL
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_log_softmax_int64(x, m, step, xs, ms, c, prm, cnt)
        a = (t if (t > a or t != t) else a)
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_log_softmax_int64(double* a, uint8_t* cnt, const char* x, const uint8_t* m,
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
            a[j] = tp_maxnan_f64(a[j], t)
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = tp_maxnan_f64(a[j], t)
    elif ms == 1 and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, -INFINITY)
            a[j] = tp_maxnan_f64(a[j], t)
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, -INFINITY)
            a[j] = tp_maxnan_f64(a[j], t)
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef inline void _row40_log_softmax_int64(double* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
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
            s = tp_maxnan_f64(s, t)
            v = (x1[j])
            t = v
            s = tp_maxnan_f64(s, t)
            v = (x2[j])
            t = v
            s = tp_maxnan_f64(s, t)
            v = (x3[j])
            t = v
            s = tp_maxnan_f64(s, t)
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_f64(m0[j], v, -INFINITY)
            s = tp_maxnan_f64(s, t)
            v = (x1[j])
            t = tp_sel_f64(m1[j], v, -INFINITY)
            s = tp_maxnan_f64(s, t)
            v = (x2[j])
            t = tp_sel_f64(m2[j], v, -INFINITY)
            s = tp_maxnan_f64(s, t)
            v = (x3[j])
            t = tp_sel_f64(m3[j], v, -INFINITY)
            s = tp_maxnan_f64(s, t)
            a[j] = s
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m0[j] + m1[j] + m2[j] + m3[j]


cdef void _sweep0_log_softmax_int64(Plan* p, double* a, intp* cnt, uint8_t* cnt8,
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
            _row40_log_softmax_int64(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
            block += 4
            if block > 251 and p.m != NULL:
                for j in range(nk0):
                    cnt[j] += cnt8[j]
                    cnt8[j] = 0
                block = 0
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_log_softmax_int64(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
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


cdef void _stat_log_softmax_int64(Plan* p, intp lo, intp nb, double* centers,
        intp* counts) noexcept nogil:
    # Step (1) for the nb slices of kept positions lo, lo + 1, ..., layout
    # not `outer` (or segments): their centers and their counts of valid
    # elements.
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp j, n
    cdef double a0 = -INFINITY
    cdef double t0
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    kept_at(&kept, p, p.nk, lo)
    for j in range(nb):
        a0 = -INFINITY
        n = 0
        runs_slice(&runs, p, lo + j, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_log_softmax_int64(runs.x, runs.m, runs.len, runs.xs, runs.ms, 0, prm, &n)
            a0 = (t0 if (t0 > a0 or t0 != t0) else a0)
        if p.m == NULL:
            n = runs.size
        counts[j] = n
        centers[j] = a0 if a0 > -INFINITY else 0
        odo_next(&kept)


cdef int _statchunk_log_softmax_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Step (1) over chunks [lo, hi) of few long slices: chunk u's fold to
    # part[u], its count of valid elements to cnt[u].
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double a, t0
    cdef double prm = p.reals[0]
    for u in range(lo, hi):
        a = -INFINITY
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t0 = _run0_log_softmax_int64(runs.x, runs.m, runs.len, runs.xs, runs.ms, 0, prm, &n)
            a = (t0 if (t0 > a or t0 != t0) else a)
        part[u] = a
        p.cnt[u] = n
    return 0


cdef int _statgather_log_softmax_int64(Plan* p, intp o) noexcept nogil:
    # Step (1)'s partial folds and counts of output o combined in chunk
    # order: its count and center.
    cdef const double* part = <const double*>p.part
    cdef _keep_log_softmax_d0* keep = <_keep_log_softmax_d0*>p.keep + o
    cdef intp q, n = 0
    cdef double a0 = -INFINITY
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    for q in range(p.nch):
        a0 = (part[part_at(p, o, q)] if (part[part_at(p, o, q)] > a0 or part[part_at(p, o, q)] != part[part_at(p, o, q)]) else a0)
        n += p.cnt[part_at(p, o, q)]
    if p.m == NULL:
        n = prod_shape(p.nr, p.rshape)
    keep.n = n
    keep.c = a0 if a0 > -INFINITY else 0
    return 0


cdef bint _statrow_log_softmax_int64(Plan* p, double* a0row, intp* nrow, uint8_t* nrow8,
        double* centers, intp xo, intp mo, intp nk0) noexcept nogil:
    # Step (1) for the nk0 slices side by side at offsets (xo, mo), layout
    # `outer`: every reduced row folded into a0row by the reduce kind's sweep
    # (four rows at a time; byte counts in nrow8, zero before and after); the
    # counts to nrow, the centers to centers.  True if a slice has no valid
    # element.
    cdef intp j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double a0
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    cdef bint any_empty = False
    for j in range(nk0):
        a0row[j] = -INFINITY
        nrow[j] = 0
        centers[j] = 0
    _sweep0_log_softmax_int64(p, a0row, nrow, nrow8, centers, xo, mo, nk0, 0, rtotal)
    for j in range(nk0):
        n = rtotal if p.m == NULL else nrow[j]
        nrow[j] = n
        any_empty = any_empty or n == 0
        a0 = a0row[j]
        centers[j] = a0 if a0 > -INFINITY else 0
    return any_empty

# The entry: log_softmax on int64 input, int64_t read, double written.
_walks = no_layouts(3)
_walks.positions = _pos_log_softmax_d0
_walks.short_slices = _short_log_softmax_d0
_walks.short_in = sizeof(int64_t)
_walks.short_out = sizeof(double)
_walks.rows = _rows_log_softmax_d0
_walks.chunked.keep = sizeof(_keep_log_softmax_d0)
chunk_step(&_walks.chunked, _statchunk_log_softmax_int64, _statgather_log_softmax_int64, sizeof(double),
           0, 1, 4, False)
chunk_step(&_walks.chunked, _chunkwrite_log_softmax_d0, _writegather_log_softmax_d0, sizeof(double),
           0, 0, 8, False)
chunk_step(&_walks.chunked, _chunkfix_log_softmax_d0, NULL, 0,
           0, 0, 4, False)
_k = plan_kernel("log_softmax_int64", "log_softmax", _walks)
_k.stat = <void*>_stat_log_softmax_int64
_k.stat_row = <void*>_statrow_log_softmax_int64
_k.segmented = True
_k.per_element = True
log_softmax_int64 = _k

# --- log_softmax_float32: ops.yaml: ops.log_softmax (log_softmax, float32 -> float32); writer log_softmax_d1


# Writer log_softmax_d1: steps (2) and (3) of log_softmax_float32
# (float read, float written); step (1) is each kernel's
# _stat_* (a batch of slices) or _statrow_* (a row of slices), from the
# plan, or for few long slices (chunked) each kernel's _statchunk_* steps.
ctypedef void (*_statfn_log_softmax_d1)(Plan*, intp, intp, float*, intp*) noexcept nogil
ctypedef bint (*_statrowfn_log_softmax_d1)(Plan*, float*, intp*, uint8_t*, float*, intp, intp,
                                           intp) noexcept nogil

# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements and center (step 1), its a1 (step 2).
ctypedef struct _keep_log_softmax_d1:
    intp n
    float c
    float a1


cdef int _rows_log_softmax_d1(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: the same three steps,
    # each walking whole rows of it (one slice per kept position, side by side).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef _statrowfn_log_softmax_d1 statrow = <_statrowfn_log_softmax_d1>p.stat_row
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp nk0, kxs0, kms0, kos0
    cdef const uint8_t* mk
    cdef const char* xp
    cdef char* outp
    cdef const float* xq
    cdef float* oq
    cdef float v
    cdef float a1, w
    cdef float c
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    cdef bint any_empty
    cdef float* a0row
    cdef float* a1row
    cdef double h1
    cdef double* h1row      # finalize's call of a1 per slice (a1_once), in double
    cdef float* centers
    cdef intp* nrow
    cdef uint8_t* nrow8         # the stat sweep's byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    a0row = <float*>malloc(nk0 * sizeof(float))
    a1row = <float*>malloc(nk0 * sizeof(float))
    centers = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    h1row = <double*>malloc(nk0 * sizeof(double))
    if a0row == NULL or a1row == NULL or centers == NULL or nrow == NULL or nrow8 == NULL or h1row == NULL:
        free(a0row)
        free(a1row)
        free(centers)
        free(nrow)
        free(nrow8)
        free(h1row)
        return -1
    for j in range(nk0):
        nrow8[j] = 0
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        # (1) the stat fold, a row at a time: centers and counts
        any_empty = statrow(p, a0row, nrow, nrow8, centers, xo, mo, nk0)
        for j in range(nk0):
            a1row[j] = 0
        # (2) write, and fold the valid written values
        reduced_at(&red, p, p.nr, 0)
        for jt in range(rtotal):
            xp = p.x + xo + red.x
            outp = p.out + oo + red.o
            mk = NULL if p.m == NULL else p.m + mo + red.m
            # (a contiguous row through typed pointers: gcc vectorises it with
            # plain loads, where byte strides get element-by-element inserts)
            if kxs0 == sizeof(float) and kos0 == sizeof(float) and (mk == NULL or kms0 == 1):
                xq = <const float*>xp
                oq = <float*>outp
                if mk == NULL:
                    for j in range(nk0):
                        v = (xq[j])
                        c = centers[j]
                        w = v - c
                        a1row[j] = a1row[j] + tp_expf(w)
                        oq[j] = w
                else:
                    for j in range(nk0):
                        v = (xq[j])
                        c = centers[j]
                        w = v - c
                        a1row[j] = a1row[j] + tp_sel_f32(mk[j], tp_expf(w), 0)
                        oq[j] = tp_sel_f32(mk[j], w, -INFINITY)
            else:
                if mk == NULL:
                    for j in range(nk0):
                        v = ((<const float*>(xp + j * kxs0))[0])
                        c = centers[j]
                        w = v - c
                        a1row[j] = a1row[j] + tp_expf(w)
                        (<float*>(outp + j * kos0))[0] = w
                else:
                    for j in range(nk0):
                        v = ((<const float*>(xp + j * kxs0))[0])
                        c = centers[j]
                        w = v - c
                        a1row[j] = a1row[j] + tp_sel_f32(mk[j * kms0], tp_expf(w), 0)
                        (<float*>(outp + j * kos0))[0] = tp_sel_f32(mk[j * kms0], w, -INFINITY)
            odo_next(&red)
        # (3) finish the valid outputs, or fill fully masked slices
        if any_empty or True:
            reduced_at(&red, p, p.nr, 0)
            for j in range(nk0):        # once per slice, not per element
                a1 = a1row[j]
                h1row[j] = log(a1)
            for jt in range(rtotal):
                outp = p.out + oo + red.o
                mk = NULL if p.m == NULL else p.m + mo + red.m
                if kos0 == sizeof(float) and (mk == NULL or kms0 == 1):
                    oq = <float*>outp
                    for j in range(nk0):
                        w = oq[j]
                        a1 = a1row[j]
                        h1 = h1row[j]
                        w = w - h1
                        w = w if mk == NULL else tp_sel_f32(mk[j], w, -INFINITY)
                        oq[j] = tp_sel_f32(nrow[j] != 0, w, NAN)
                else:
                    for j in range(nk0):
                        w = (<float*>(outp + j * kos0))[0]
                        a1 = a1row[j]
                        h1 = h1row[j]
                        w = w - h1
                        w = w if mk == NULL else tp_sel_f32(mk[j * kms0], w, -INFINITY)
                        (<float*>(outp + j * kos0))[0] = tp_sel_f32(nrow[j] != 0, w, NAN)
                odo_next(&red)
        rows_next(&rows)
    free(a0row)
    free(a1row)
    free(centers)
    free(nrow)
    free(nrow8)
    free(h1row)
    return 0


cdef int _pos_log_softmax_d1(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`.
    cdef Plan* p = <Plan*>ctx
    cdef _statfn_log_softmax_d1 stat = <_statfn_log_softmax_d1>p.stat
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n0, n = 0
    cdef int nr1 = p.nr - 1
    cdef intp xs0 = p.rxs[nr1], ms0 = p.rms[nr1], os0 = p.ros[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef float* outp
    cdef float v
    cdef float a1, w
    cdef float buf[BLOCK]
    cdef intp i0, step
    cdef float c
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    cdef float centers[STAT_SLICES]
    cdef intp counts[STAT_SLICES]
    cdef intp batch = lo, nb = 0
    # Slices per stat call (one indirect call per batch of short slices).
    cdef intp most = STAT_SLICES if rtotal * STAT_SLICES <= STAT_ELEMS else 1 + STAT_ELEMS // (rtotal + 1)
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        # (1) the stat fold: the center and the count (computed for a batch of slices)
        if it == batch + nb:
            batch = it
            nb = most if hi - it > most else hi - it
            stat(p, batch, nb, centers, counts)
        c = centers[it - batch]
        n = counts[it - batch]
        # (2) write every element; the fold terms go to a block buffer that
        #     tp_fold_add sums (a running sum in the loop would serialise it)
        a1 = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0 = runs.x, runs.m, runs.len
            outp = <float*>runs.out
            i0 = 0
            while i0 < n0:
                step = n0 - i0 if n0 - i0 < BLOCK else BLOCK
                if xs0 == sizeof(float) and os0 == sizeof(float) and (mk == NULL or ms0 == 1):
                    # contiguous: typed indexing, so the loop (and tp_exp) vectorises
                    if mk == NULL:
                        for i in range(i0, i0 + step):
                            v = ((<const float*>xp)[i])
                            w = v - c
                            buf[i - i0] = tp_expf(w)
                            outp[i] = w
                    else:
                        for i in range(i0, i0 + step):
                            v = ((<const float*>xp)[i])
                            w = v - c
                            buf[i - i0] = tp_sel_f32(mk[i], tp_expf(w), 0)
                            outp[i] = tp_sel_f32(mk[i], w, -INFINITY)
                else:
                    if mk == NULL:
                        for i in range(i0, i0 + step):
                            v = ((<const float*>(xp + i * xs0))[0])
                            w = v - c
                            buf[i - i0] = tp_expf(w)
                            (<float*>(<char*>outp + i * os0))[0] = w
                    else:
                        for i in range(i0, i0 + step):
                            v = ((<const float*>(xp + i * xs0))[0])
                            w = v - c
                            buf[i - i0] = tp_sel_f32(mk[i * ms0], tp_expf(w), 0)
                            (<float*>(<char*>outp + i * os0))[0] = tp_sel_f32(mk[i * ms0], w, -INFINITY)
                a1 = a1 + tp_fold_add_f32(buf, step)
                i0 += step
        # (3) finish the valid outputs, or fill a fully masked slice
        if n == 0 or True:
            runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
            while runs_next(&runs):
                mk, n0 = runs.m, runs.len
                outp = <float*>runs.out
                if os0 == sizeof(float) and (mk == NULL or ms0 == 1):
                    if n == 0:
                        for i in range(n0):
                            outp[i] = NAN
                    elif mk == NULL:
                        for i in range(n0):
                            w = outp[i]
                            outp[i] = w - log(a1)
                    else:
                        for i in range(n0):
                            w = outp[i]
                            w = w - log(a1)
                            outp[i] = tp_sel_f32(mk[i], w, -INFINITY)
                else:
                    if n == 0:
                        for i in range(n0):
                            (<float*>(<char*>outp + i * os0))[0] = NAN
                    elif mk == NULL:
                        for i in range(n0):
                            w = (<float*>(<char*>outp + i * os0))[0]
                            (<float*>(<char*>outp + i * os0))[0] = w - log(a1)
                    else:
                        for i in range(n0):
                            w = (<float*>(<char*>outp + i * os0))[0]
                            w = w - log(a1)
                            (<float*>(<char*>outp + i * os0))[0] = tp_sel_f32(mk[i * ms0], w, -INFINITY)
        odo_next(&kept)
    return 0


cdef int _chunkwrite_log_softmax_d1(void* ctx, intp lo, intp hi) noexcept nogil:
    # Step (2) over chunks [lo, hi) of few long slices (chunk u: piece u % nch
    # of the slice of kept position u // nch): write every element; the
    # chunk's fold of the written values to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef float* part = <float*>p.part
    cdef const _keep_log_softmax_d1* keep = <const _keep_log_softmax_d1*>p.keep
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, i, seg, i0, step
    cdef int nr1 = p.nr - 1
    cdef intp xs0 = p.rxs[nr1], ms0 = p.rms[nr1], os0 = p.ros[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef float* outp
    cdef float v
    cdef float a1, w
    cdef float buf[BLOCK]
    cdef float c
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a1 = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg = runs.x, runs.m, runs.len
            outp = <float*>runs.out
            i0 = 0
            while i0 < seg:
                step = seg - i0 if seg - i0 < BLOCK else BLOCK
                if xs0 == sizeof(float) and os0 == sizeof(float) and (mk == NULL or ms0 == 1):
                    # contiguous: typed indexing, so the loop (and tp_exp) vectorises
                    if mk == NULL:
                        for i in range(i0, i0 + step):
                            v = ((<const float*>xp)[i])
                            w = v - c
                            buf[i - i0] = tp_expf(w)
                            outp[i] = w
                    else:
                        for i in range(i0, i0 + step):
                            v = ((<const float*>xp)[i])
                            w = v - c
                            buf[i - i0] = tp_sel_f32(mk[i], tp_expf(w), 0)
                            outp[i] = tp_sel_f32(mk[i], w, -INFINITY)
                else:
                    if mk == NULL:
                        for i in range(i0, i0 + step):
                            v = ((<const float*>(xp + i * xs0))[0])
                            w = v - c
                            buf[i - i0] = tp_expf(w)
                            (<float*>(<char*>outp + i * os0))[0] = w
                    else:
                        for i in range(i0, i0 + step):
                            v = ((<const float*>(xp + i * xs0))[0])
                            w = v - c
                            buf[i - i0] = tp_sel_f32(mk[i * ms0], tp_expf(w), 0)
                            (<float*>(<char*>outp + i * os0))[0] = tp_sel_f32(mk[i * ms0], w, -INFINITY)
                a1 = a1 + tp_fold_add_f32(buf, step)
                i0 += step
        part[u] = a1
    return 0


cdef int _chunkfix_log_softmax_d1(void* ctx, intp lo, intp hi) noexcept nogil:
    # Step (3) over chunks [lo, hi): finish the valid outputs with their
    # slice's a1, or fill a fully masked slice (count 0).
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_log_softmax_d1* keep = <const _keep_log_softmax_d1*>p.keep
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, i, seg, n
    cdef int nr1 = p.nr - 1
    cdef intp ms0 = p.rms[nr1], os0 = p.ros[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef float* outp
    cdef float a1, w
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    for u in range(lo, hi):
        n = keep[u // p.nch].n
        if not (n == 0 or True):
            continue
        a1 = keep[u // p.nch].a1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            mk, seg = runs.m, runs.len
            outp = <float*>runs.out
            if os0 == sizeof(float) and (mk == NULL or ms0 == 1):
                if n == 0:
                    for i in range(seg):
                        outp[i] = NAN
                elif mk == NULL:
                    for i in range(seg):
                        w = outp[i]
                        outp[i] = w - log(a1)
                else:
                    for i in range(seg):
                        w = outp[i]
                        w = w - log(a1)
                        outp[i] = tp_sel_f32(mk[i], w, -INFINITY)
            else:
                if n == 0:
                    for i in range(seg):
                        (<float*>(<char*>outp + i * os0))[0] = NAN
                elif mk == NULL:
                    for i in range(seg):
                        w = (<float*>(<char*>outp + i * os0))[0]
                        (<float*>(<char*>outp + i * os0))[0] = w - log(a1)
                else:
                    for i in range(seg):
                        w = (<float*>(<char*>outp + i * os0))[0]
                        w = w - log(a1)
                        (<float*>(<char*>outp + i * os0))[0] = tp_sel_f32(mk[i * ms0], w, -INFINITY)
    return 0


cdef int _writegather_log_softmax_d1(Plan* p, intp o) noexcept nogil:
    # Step (2)'s partial folds of output o combined in chunk order, to its a1.
    cdef const float* part = <const float*>p.part
    cdef float a1 = 0
    cdef intp q
    for q in range(p.nch):
        a1 = a1 + part[part_at(p, o, q)]
    (<_keep_log_softmax_d1*>p.keep)[o].a1 = a1
    return 0


cdef int _short_log_softmax_d1(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements): a batch of slices at a time is staged in flat
    # buffers, so that each step is one loop over the whole batch (which
    # vectorises, where a loop over one slice of 4 would not).  Every value
    # comes from the same expressions, in the same order, as in _pos_: the
    # same bits.
    cdef Plan* p = <Plan*>ctx
    cdef _statfn_log_softmax_d1 stat = <_statfn_log_softmax_d1>p.stat
    cdef tp_odo kept
    cdef intp it = lo, s, j, f, nb, nf
    cdef intp n0 = p.rshape[0]
    cdef float v
    cdef float a1, w
    cdef float c
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    cdef float centers[STAT_SLICES]
    cdef intp counts[STAT_SLICES]
    cdef intp ooff[STAT_SLICES]
    cdef float* xb = <float*>malloc(STAT_ELEMS * sizeof(float))
    cdef float* cb = <float*>malloc(STAT_ELEMS * sizeof(float))
    # (written values held as the output type, as _pos_ holds them in the output)
    cdef float* wb = <float*>malloc(STAT_ELEMS * sizeof(float))
    cdef float* fb = <float*>malloc(STAT_ELEMS * sizeof(float))
    cdef double h1
    cdef double* ab = <double*>malloc(STAT_ELEMS * sizeof(double))     # each element's slice's h1
    cdef uint8_t* mb = <uint8_t*>malloc(STAT_ELEMS)
    cdef uint8_t* nz = <uint8_t*>malloc(STAT_ELEMS)
    if xb == NULL or cb == NULL or wb == NULL or fb == NULL or ab == NULL or mb == NULL or nz == NULL:
        free(xb)
        free(cb)
        free(wb)
        free(fb)
        free(ab)
        free(mb)
        free(nz)
        return -1
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nb = hi - it if hi - it < STAT_SLICES else STAT_SLICES
        nf = nb * n0
        # (1) the stat folds of the batch, then its elements staged
        stat(p, it, nb, centers, counts)
        for s in range(nb):
            ooff[s] = kept.o
            for j in range(n0):
                xb[s * n0 + j] = ((<const float*>(p.x + kept.x))[j])
                cb[s * n0 + j] = centers[s]
                nz[s * n0 + j] = counts[s] != 0
                mb[s * n0 + j] = 1 if p.m == NULL else (p.m + kept.m)[j] != 0
            odo_next(&kept)
        # (2) write, and the fold terms of the valid values
        for f in range(nf):
            v = xb[f]
            c = cb[f]
            w = v - c
            fb[f] = tp_sel_f32(mb[f], tp_expf(w), 0)
            wb[f] = tp_sel_f32(mb[f], w, -INFINITY)
        for s in range(nb):
            a1 = 0
            a1 = a1 + tp_fold_add_f32(fb + s * n0, n0)
            h1 = log(a1)        # finalize's call of a1 alone, once per slice (same value)
            for j in range(n0):
                ab[s * n0 + j] = h1
        # (3) finish the valid outputs, fill fully masked slices, and store
        for f in range(nf):
            w = wb[f]
            h1 = ab[f]
            w = w - h1
            w = tp_sel_f32(mb[f], w, -INFINITY)
            wb[f] = tp_sel_f32(nz[f], w, NAN)
        for s in range(nb):
            for j in range(n0):
                (<float*>(p.out + ooff[s]))[j] = wb[s * n0 + j]
        it += nb
    free(xb)
    free(cb)
    free(wb)
    free(fb)
    free(ab)
    free(mb)
    free(nz)
    return 0

cdef inline float _block0_log_softmax_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef float buf[BLOCK]
    cdef float v
    cdef intp i
    cdef const float* xp = <const float*>x
    cdef intp nv = 0
    if m == NULL and xs == sizeof(float):
        return tp_fold_max_f32(<const float*>x, n)    # already the accumulator type
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
        return tp_mfold_max_f32(xp, m, n, -INFINITY, cnt)
    elif ms == 1:
        if xs == sizeof(float):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f32(m[i], v, -INFINITY)
                nv += m[i]
        else:
            for i in range(n):
                v = ((<const float*>(x + i * xs))[0])
                buf[i] = tp_sel_f32(m[i], v, -INFINITY)
                nv += m[i]
    else:
        if xs == sizeof(float):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f32(m[i * ms], v, -INFINITY)
                nv += m[i * ms]
        else:
            for i in range(n):
                v = ((<const float*>(x + i * xs))[0])
                buf[i] = tp_sel_f32(m[i * ms], v, -INFINITY)
                nv += m[i * ms]
    cnt[0] += nv
    return tp_fold_max_f32(buf, n)


cdef float _run0_log_softmax_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef float a = -INFINITY
    cdef float t
    cdef intp step
    cdef intp nrun = 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return -INFINITY
        cnt[0] += n
        m = NULL
    if n > BLOCK and xs == sizeof(float) and (m == NULL or ms == 1):
        # A contiguous run longer than a block in one fold (no per-block
        # combine), taken unless its extreme is a zero, whose sign depends on
        # the split: then block by block, the bits this kernel always gave.
        t = tp_runfold_max_f32(<const float*>x, m, n, -INFINITY, &nrun)
        if t != 0:
            cnt[0] += nrun
            return t
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_log_softmax_float32(x, m, step, xs, ms, c, prm, cnt)
        a = (t if (t > a or t != t) else a)
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_log_softmax_float32(float* a, uint8_t* cnt, const char* x, const uint8_t* m,
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
            a[j] = tp_maxnan_f32(a[j], t)
    elif m == NULL:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = tp_maxnan_f32(a[j], t)
    elif ms == 1 and xs == sizeof(float):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f32(m[j], v, -INFINITY)
            a[j] = tp_maxnan_f32(a[j], t)
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f32(m[j * ms], v, -INFINITY)
            a[j] = tp_maxnan_f32(a[j], t)
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef inline void _row40_log_softmax_float32(float* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
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
            s = tp_maxnan_f32(s, t)
            v = (x1[j])
            t = v
            s = tp_maxnan_f32(s, t)
            v = (x2[j])
            t = v
            s = tp_maxnan_f32(s, t)
            v = (x3[j])
            t = v
            s = tp_maxnan_f32(s, t)
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_f32(m0[j], v, -INFINITY)
            s = tp_maxnan_f32(s, t)
            v = (x1[j])
            t = tp_sel_f32(m1[j], v, -INFINITY)
            s = tp_maxnan_f32(s, t)
            v = (x2[j])
            t = tp_sel_f32(m2[j], v, -INFINITY)
            s = tp_maxnan_f32(s, t)
            v = (x3[j])
            t = tp_sel_f32(m3[j], v, -INFINITY)
            s = tp_maxnan_f32(s, t)
            a[j] = s
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m0[j] + m1[j] + m2[j] + m3[j]


cdef void _sweep0_log_softmax_float32(Plan* p, float* a, intp* cnt, uint8_t* cnt8,
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
            _row40_log_softmax_float32(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
            block += 4
            if block > 251 and p.m != NULL:
                for j in range(nk0):
                    cnt[j] += cnt8[j]
                    cnt8[j] = 0
                block = 0
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_log_softmax_float32(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
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


cdef void _stat_log_softmax_float32(Plan* p, intp lo, intp nb, float* centers,
        intp* counts) noexcept nogil:
    # Step (1) for the nb slices of kept positions lo, lo + 1, ..., layout
    # not `outer` (or segments): their centers and their counts of valid
    # elements.
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp j, n
    cdef float a0 = -INFINITY
    cdef float t0
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    kept_at(&kept, p, p.nk, lo)
    for j in range(nb):
        a0 = -INFINITY
        n = 0
        runs_slice(&runs, p, lo + j, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_log_softmax_float32(runs.x, runs.m, runs.len, runs.xs, runs.ms, 0, prm, &n)
            a0 = (t0 if (t0 > a0 or t0 != t0) else a0)
        if p.m == NULL:
            n = runs.size
        counts[j] = n
        centers[j] = a0 if a0 > -INFINITY else 0
        odo_next(&kept)


cdef int _statchunk_log_softmax_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Step (1) over chunks [lo, hi) of few long slices: chunk u's fold to
    # part[u], its count of valid elements to cnt[u].
    cdef Plan* p = <Plan*>ctx
    cdef float* part = <float*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef float a, t0
    cdef double prm = p.reals[0]
    for u in range(lo, hi):
        a = -INFINITY
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t0 = _run0_log_softmax_float32(runs.x, runs.m, runs.len, runs.xs, runs.ms, 0, prm, &n)
            a = (t0 if (t0 > a or t0 != t0) else a)
        part[u] = a
        p.cnt[u] = n
    return 0


cdef int _statgather_log_softmax_float32(Plan* p, intp o) noexcept nogil:
    # Step (1)'s partial folds and counts of output o combined in chunk
    # order: its count and center.
    cdef const float* part = <const float*>p.part
    cdef _keep_log_softmax_d1* keep = <_keep_log_softmax_d1*>p.keep + o
    cdef intp q, n = 0
    cdef float a0 = -INFINITY
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    for q in range(p.nch):
        a0 = (part[part_at(p, o, q)] if (part[part_at(p, o, q)] > a0 or part[part_at(p, o, q)] != part[part_at(p, o, q)]) else a0)
        n += p.cnt[part_at(p, o, q)]
    if p.m == NULL:
        n = prod_shape(p.nr, p.rshape)
    keep.n = n
    keep.c = a0 if a0 > -INFINITY else 0
    return 0


cdef bint _statrow_log_softmax_float32(Plan* p, float* a0row, intp* nrow, uint8_t* nrow8,
        float* centers, intp xo, intp mo, intp nk0) noexcept nogil:
    # Step (1) for the nk0 slices side by side at offsets (xo, mo), layout
    # `outer`: every reduced row folded into a0row by the reduce kind's sweep
    # (four rows at a time; byte counts in nrow8, zero before and after); the
    # counts to nrow, the centers to centers.  True if a slice has no valid
    # element.
    cdef intp j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef float a0
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    cdef bint any_empty = False
    for j in range(nk0):
        a0row[j] = -INFINITY
        nrow[j] = 0
        centers[j] = 0
    _sweep0_log_softmax_float32(p, a0row, nrow, nrow8, centers, xo, mo, nk0, 0, rtotal)
    for j in range(nk0):
        n = rtotal if p.m == NULL else nrow[j]
        nrow[j] = n
        any_empty = any_empty or n == 0
        a0 = a0row[j]
        centers[j] = a0 if a0 > -INFINITY else 0
    return any_empty

# The entry: log_softmax on float32 input, float read, float written.
_walks = no_layouts(3)
_walks.positions = _pos_log_softmax_d1
_walks.short_slices = _short_log_softmax_d1
_walks.short_in = sizeof(float)
_walks.short_out = sizeof(float)
_walks.rows = _rows_log_softmax_d1
_walks.chunked.keep = sizeof(_keep_log_softmax_d1)
chunk_step(&_walks.chunked, _statchunk_log_softmax_float32, _statgather_log_softmax_float32, sizeof(float),
           0, 1, 4, False)
chunk_step(&_walks.chunked, _chunkwrite_log_softmax_d1, _writegather_log_softmax_d1, sizeof(float),
           0, 0, 8, False)
chunk_step(&_walks.chunked, _chunkfix_log_softmax_d1, NULL, 0,
           0, 0, 4, False)
_k = plan_kernel("log_softmax_float32", "log_softmax", _walks)
_k.stat = <void*>_stat_log_softmax_float32
_k.stat_row = <void*>_statrow_log_softmax_float32
_k.segmented = True
_k.per_element = True
log_softmax_float32 = _k

# --- log_softmax_float64: ops.yaml: ops.log_softmax (log_softmax, float64 -> float64); writer log_softmax_d2


# Writer log_softmax_d2: steps (2) and (3) of log_softmax_float64
# (double read, double written); step (1) is each kernel's
# _stat_* (a batch of slices) or _statrow_* (a row of slices), from the
# plan, or for few long slices (chunked) each kernel's _statchunk_* steps.
ctypedef void (*_statfn_log_softmax_d2)(Plan*, intp, intp, double*, intp*) noexcept nogil
ctypedef bint (*_statrowfn_log_softmax_d2)(Plan*, double*, intp*, uint8_t*, double*, intp, intp,
                                           intp) noexcept nogil

# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements and center (step 1), its a1 (step 2).
ctypedef struct _keep_log_softmax_d2:
    intp n
    double c
    double a1


cdef int _rows_log_softmax_d2(void* ctx, intp lo, intp hi) noexcept nogil:
    # The innermost kept dim has the smallest stride: the same three steps,
    # each walking whole rows of it (one slice per kept position, side by side).
    # Units: outer kept positions [lo, hi), or with p.split the columns [lo, hi).
    cdef Plan* p = <Plan*>ctx
    cdef _statrowfn_log_softmax_d2 statrow = <_statrowfn_log_softmax_d2>p.stat_row
    cdef tp_rows rows
    cdef tp_odo red
    cdef intp xo, mo, oo, it, jt, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp nk0, kxs0, kms0, kos0
    cdef const uint8_t* mk
    cdef const char* xp
    cdef char* outp
    cdef const double* xq
    cdef double* oq
    cdef double v
    cdef double a1, w
    cdef double c
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    cdef bint any_empty
    cdef double* a0row
    cdef double* a1row
    cdef double h1
    cdef double* h1row      # finalize's call of a1 per slice (a1_once), in double
    cdef double* centers
    cdef intp* nrow
    cdef uint8_t* nrow8         # the stat sweep's byte counts (zero between sweeps)
    rows_span(&rows, p, lo, hi)
    nk0, kxs0, kms0, kos0 = rows.nk0, rows.xs, rows.ms, rows.os
    a0row = <double*>malloc(nk0 * sizeof(double))
    a1row = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    nrow8 = <uint8_t*>malloc(nk0)
    h1row = <double*>malloc(nk0 * sizeof(double))
    if a0row == NULL or a1row == NULL or centers == NULL or nrow == NULL or nrow8 == NULL or h1row == NULL:
        free(a0row)
        free(a1row)
        free(centers)
        free(nrow)
        free(nrow8)
        free(h1row)
        return -1
    for j in range(nk0):
        nrow8[j] = 0
    for it in range(rows.it0, rows.it1):
        xo, mo, oo = rows.k.x, rows.k.m, rows.k.o
        # (1) the stat fold, a row at a time: centers and counts
        any_empty = statrow(p, a0row, nrow, nrow8, centers, xo, mo, nk0)
        for j in range(nk0):
            a1row[j] = 0
        # (2) write, and fold the valid written values
        reduced_at(&red, p, p.nr, 0)
        for jt in range(rtotal):
            xp = p.x + xo + red.x
            outp = p.out + oo + red.o
            mk = NULL if p.m == NULL else p.m + mo + red.m
            # (a contiguous row through typed pointers: gcc vectorises it with
            # plain loads, where byte strides get element-by-element inserts)
            if kxs0 == sizeof(double) and kos0 == sizeof(double) and (mk == NULL or kms0 == 1):
                xq = <const double*>xp
                oq = <double*>outp
                if mk == NULL:
                    for j in range(nk0):
                        v = (xq[j])
                        c = centers[j]
                        w = v - c
                        a1row[j] = a1row[j] + tp_exp_fast(w)
                        oq[j] = w
                else:
                    for j in range(nk0):
                        v = (xq[j])
                        c = centers[j]
                        w = v - c
                        a1row[j] = a1row[j] + tp_sel_f64(mk[j], tp_exp_fast(w), 0)
                        oq[j] = tp_sel_f64(mk[j], w, -INFINITY)
            else:
                if mk == NULL:
                    for j in range(nk0):
                        v = ((<const double*>(xp + j * kxs0))[0])
                        c = centers[j]
                        w = v - c
                        a1row[j] = a1row[j] + tp_exp_fast(w)
                        (<double*>(outp + j * kos0))[0] = w
                else:
                    for j in range(nk0):
                        v = ((<const double*>(xp + j * kxs0))[0])
                        c = centers[j]
                        w = v - c
                        a1row[j] = a1row[j] + tp_sel_f64(mk[j * kms0], tp_exp_fast(w), 0)
                        (<double*>(outp + j * kos0))[0] = tp_sel_f64(mk[j * kms0], w, -INFINITY)
            odo_next(&red)
        # (3) finish the valid outputs, or fill fully masked slices
        if any_empty or True:
            reduced_at(&red, p, p.nr, 0)
            for j in range(nk0):        # once per slice, not per element
                a1 = a1row[j]
                h1row[j] = log(a1)
            for jt in range(rtotal):
                outp = p.out + oo + red.o
                mk = NULL if p.m == NULL else p.m + mo + red.m
                if kos0 == sizeof(double) and (mk == NULL or kms0 == 1):
                    oq = <double*>outp
                    for j in range(nk0):
                        w = oq[j]
                        a1 = a1row[j]
                        h1 = h1row[j]
                        w = w - h1
                        w = w if mk == NULL else tp_sel_f64(mk[j], w, -INFINITY)
                        oq[j] = tp_sel_f64(nrow[j] != 0, w, NAN)
                else:
                    for j in range(nk0):
                        w = (<double*>(outp + j * kos0))[0]
                        a1 = a1row[j]
                        h1 = h1row[j]
                        w = w - h1
                        w = w if mk == NULL else tp_sel_f64(mk[j * kms0], w, -INFINITY)
                        (<double*>(outp + j * kos0))[0] = tp_sel_f64(nrow[j] != 0, w, NAN)
                odo_next(&red)
        rows_next(&rows)
    free(a0row)
    free(a1row)
    free(centers)
    free(nrow)
    free(nrow8)
    free(h1row)
    return 0


cdef int _pos_log_softmax_d2(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), layout not `outer`.
    cdef Plan* p = <Plan*>ctx
    cdef _statfn_log_softmax_d2 stat = <_statfn_log_softmax_d2>p.stat
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n0, n = 0
    cdef int nr1 = p.nr - 1
    cdef intp xs0 = p.rxs[nr1], ms0 = p.rms[nr1], os0 = p.ros[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef double* outp
    cdef double v
    cdef double a1, w
    cdef double buf[BLOCK]
    cdef intp i0, step
    cdef double c
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    cdef double centers[STAT_SLICES]
    cdef intp counts[STAT_SLICES]
    cdef intp batch = lo, nb = 0
    # Slices per stat call (one indirect call per batch of short slices).
    cdef intp most = STAT_SLICES if rtotal * STAT_SLICES <= STAT_ELEMS else 1 + STAT_ELEMS // (rtotal + 1)
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        # (1) the stat fold: the center and the count (computed for a batch of slices)
        if it == batch + nb:
            batch = it
            nb = most if hi - it > most else hi - it
            stat(p, batch, nb, centers, counts)
        c = centers[it - batch]
        n = counts[it - batch]
        # (2) write every element; the fold terms go to a block buffer that
        #     tp_fold_add sums (a running sum in the loop would serialise it)
        a1 = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0 = runs.x, runs.m, runs.len
            outp = <double*>runs.out
            i0 = 0
            while i0 < n0:
                step = n0 - i0 if n0 - i0 < BLOCK else BLOCK
                if xs0 == sizeof(double) and os0 == sizeof(double) and (mk == NULL or ms0 == 1):
                    # contiguous: typed indexing, so the loop (and tp_exp) vectorises
                    if mk == NULL:
                        for i in range(i0, i0 + step):
                            v = ((<const double*>xp)[i])
                            w = v - c
                            buf[i - i0] = tp_exp_fast(w)
                            outp[i] = w
                    else:
                        for i in range(i0, i0 + step):
                            v = ((<const double*>xp)[i])
                            w = v - c
                            buf[i - i0] = tp_sel_f64(mk[i], tp_exp_fast(w), 0)
                            outp[i] = tp_sel_f64(mk[i], w, -INFINITY)
                else:
                    if mk == NULL:
                        for i in range(i0, i0 + step):
                            v = ((<const double*>(xp + i * xs0))[0])
                            w = v - c
                            buf[i - i0] = tp_exp_fast(w)
                            (<double*>(<char*>outp + i * os0))[0] = w
                    else:
                        for i in range(i0, i0 + step):
                            v = ((<const double*>(xp + i * xs0))[0])
                            w = v - c
                            buf[i - i0] = tp_sel_f64(mk[i * ms0], tp_exp_fast(w), 0)
                            (<double*>(<char*>outp + i * os0))[0] = tp_sel_f64(mk[i * ms0], w, -INFINITY)
                a1 = a1 + tp_fold_add_f64(buf, step)
                i0 += step
        # (3) finish the valid outputs, or fill a fully masked slice
        if n == 0 or True:
            runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
            while runs_next(&runs):
                mk, n0 = runs.m, runs.len
                outp = <double*>runs.out
                if os0 == sizeof(double) and (mk == NULL or ms0 == 1):
                    if n == 0:
                        for i in range(n0):
                            outp[i] = NAN
                    elif mk == NULL:
                        for i in range(n0):
                            w = outp[i]
                            outp[i] = w - log(a1)
                    else:
                        for i in range(n0):
                            w = outp[i]
                            w = w - log(a1)
                            outp[i] = tp_sel_f64(mk[i], w, -INFINITY)
                else:
                    if n == 0:
                        for i in range(n0):
                            (<double*>(<char*>outp + i * os0))[0] = NAN
                    elif mk == NULL:
                        for i in range(n0):
                            w = (<double*>(<char*>outp + i * os0))[0]
                            (<double*>(<char*>outp + i * os0))[0] = w - log(a1)
                    else:
                        for i in range(n0):
                            w = (<double*>(<char*>outp + i * os0))[0]
                            w = w - log(a1)
                            (<double*>(<char*>outp + i * os0))[0] = tp_sel_f64(mk[i * ms0], w, -INFINITY)
        odo_next(&kept)
    return 0


cdef int _chunkwrite_log_softmax_d2(void* ctx, intp lo, intp hi) noexcept nogil:
    # Step (2) over chunks [lo, hi) of few long slices (chunk u: piece u % nch
    # of the slice of kept position u // nch): write every element; the
    # chunk's fold of the written values to part[u].
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef const _keep_log_softmax_d2* keep = <const _keep_log_softmax_d2*>p.keep
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, i, seg, i0, step
    cdef int nr1 = p.nr - 1
    cdef intp xs0 = p.rxs[nr1], ms0 = p.rms[nr1], os0 = p.ros[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef double* outp
    cdef double v
    cdef double a1, w
    cdef double buf[BLOCK]
    cdef double c
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    for u in range(lo, hi):
        c = keep[u // p.nch].c
        a1 = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg = runs.x, runs.m, runs.len
            outp = <double*>runs.out
            i0 = 0
            while i0 < seg:
                step = seg - i0 if seg - i0 < BLOCK else BLOCK
                if xs0 == sizeof(double) and os0 == sizeof(double) and (mk == NULL or ms0 == 1):
                    # contiguous: typed indexing, so the loop (and tp_exp) vectorises
                    if mk == NULL:
                        for i in range(i0, i0 + step):
                            v = ((<const double*>xp)[i])
                            w = v - c
                            buf[i - i0] = tp_exp_fast(w)
                            outp[i] = w
                    else:
                        for i in range(i0, i0 + step):
                            v = ((<const double*>xp)[i])
                            w = v - c
                            buf[i - i0] = tp_sel_f64(mk[i], tp_exp_fast(w), 0)
                            outp[i] = tp_sel_f64(mk[i], w, -INFINITY)
                else:
                    if mk == NULL:
                        for i in range(i0, i0 + step):
                            v = ((<const double*>(xp + i * xs0))[0])
                            w = v - c
                            buf[i - i0] = tp_exp_fast(w)
                            (<double*>(<char*>outp + i * os0))[0] = w
                    else:
                        for i in range(i0, i0 + step):
                            v = ((<const double*>(xp + i * xs0))[0])
                            w = v - c
                            buf[i - i0] = tp_sel_f64(mk[i * ms0], tp_exp_fast(w), 0)
                            (<double*>(<char*>outp + i * os0))[0] = tp_sel_f64(mk[i * ms0], w, -INFINITY)
                a1 = a1 + tp_fold_add_f64(buf, step)
                i0 += step
        part[u] = a1
    return 0


cdef int _chunkfix_log_softmax_d2(void* ctx, intp lo, intp hi) noexcept nogil:
    # Step (3) over chunks [lo, hi): finish the valid outputs with their
    # slice's a1, or fill a fully masked slice (count 0).
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_log_softmax_d2* keep = <const _keep_log_softmax_d2*>p.keep
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, i, seg, n
    cdef int nr1 = p.nr - 1
    cdef intp ms0 = p.rms[nr1], os0 = p.ros[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double* outp
    cdef double a1, w
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    for u in range(lo, hi):
        n = keep[u // p.nch].n
        if not (n == 0 or True):
            continue
        a1 = keep[u // p.nch].a1
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            mk, seg = runs.m, runs.len
            outp = <double*>runs.out
            if os0 == sizeof(double) and (mk == NULL or ms0 == 1):
                if n == 0:
                    for i in range(seg):
                        outp[i] = NAN
                elif mk == NULL:
                    for i in range(seg):
                        w = outp[i]
                        outp[i] = w - log(a1)
                else:
                    for i in range(seg):
                        w = outp[i]
                        w = w - log(a1)
                        outp[i] = tp_sel_f64(mk[i], w, -INFINITY)
            else:
                if n == 0:
                    for i in range(seg):
                        (<double*>(<char*>outp + i * os0))[0] = NAN
                elif mk == NULL:
                    for i in range(seg):
                        w = (<double*>(<char*>outp + i * os0))[0]
                        (<double*>(<char*>outp + i * os0))[0] = w - log(a1)
                else:
                    for i in range(seg):
                        w = (<double*>(<char*>outp + i * os0))[0]
                        w = w - log(a1)
                        (<double*>(<char*>outp + i * os0))[0] = tp_sel_f64(mk[i * ms0], w, -INFINITY)
    return 0


cdef int _writegather_log_softmax_d2(Plan* p, intp o) noexcept nogil:
    # Step (2)'s partial folds of output o combined in chunk order, to its a1.
    cdef const double* part = <const double*>p.part
    cdef double a1 = 0
    cdef intp q
    for q in range(p.nch):
        a1 = a1 + part[part_at(p, o, q)]
    (<_keep_log_softmax_d2*>p.keep)[o].a1 = a1
    return 0


cdef int _short_log_softmax_d2(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi) whose slices are short contiguous runs (at most
    # SHORT_SLICE elements): a batch of slices at a time is staged in flat
    # buffers, so that each step is one loop over the whole batch (which
    # vectorises, where a loop over one slice of 4 would not).  Every value
    # comes from the same expressions, in the same order, as in _pos_: the
    # same bits.
    cdef Plan* p = <Plan*>ctx
    cdef _statfn_log_softmax_d2 stat = <_statfn_log_softmax_d2>p.stat
    cdef tp_odo kept
    cdef intp it = lo, s, j, f, nb, nf
    cdef intp n0 = p.rshape[0]
    cdef double v
    cdef double a1, w
    cdef double c
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    cdef double centers[STAT_SLICES]
    cdef intp counts[STAT_SLICES]
    cdef intp ooff[STAT_SLICES]
    cdef double* xb = <double*>malloc(STAT_ELEMS * sizeof(double))
    cdef double* cb = <double*>malloc(STAT_ELEMS * sizeof(double))
    # (written values held as the output type, as _pos_ holds them in the output)
    cdef double* wb = <double*>malloc(STAT_ELEMS * sizeof(double))
    cdef double* fb = <double*>malloc(STAT_ELEMS * sizeof(double))
    cdef double h1
    cdef double* ab = <double*>malloc(STAT_ELEMS * sizeof(double))     # each element's slice's h1
    cdef uint8_t* mb = <uint8_t*>malloc(STAT_ELEMS)
    cdef uint8_t* nz = <uint8_t*>malloc(STAT_ELEMS)
    if xb == NULL or cb == NULL or wb == NULL or fb == NULL or ab == NULL or mb == NULL or nz == NULL:
        free(xb)
        free(cb)
        free(wb)
        free(fb)
        free(ab)
        free(mb)
        free(nz)
        return -1
    kept_at(&kept, p, p.nk, lo)
    while it < hi:
        nb = hi - it if hi - it < STAT_SLICES else STAT_SLICES
        nf = nb * n0
        # (1) the stat folds of the batch, then its elements staged
        stat(p, it, nb, centers, counts)
        for s in range(nb):
            ooff[s] = kept.o
            for j in range(n0):
                xb[s * n0 + j] = ((<const double*>(p.x + kept.x))[j])
                cb[s * n0 + j] = centers[s]
                nz[s * n0 + j] = counts[s] != 0
                mb[s * n0 + j] = 1 if p.m == NULL else (p.m + kept.m)[j] != 0
            odo_next(&kept)
        # (2) write, and the fold terms of the valid values
        for f in range(nf):
            v = xb[f]
            c = cb[f]
            w = v - c
            fb[f] = tp_sel_f64(mb[f], tp_exp_fast(w), 0)
            wb[f] = tp_sel_f64(mb[f], w, -INFINITY)
        for s in range(nb):
            a1 = 0
            a1 = a1 + tp_fold_add_f64(fb + s * n0, n0)
            h1 = log(a1)        # finalize's call of a1 alone, once per slice (same value)
            for j in range(n0):
                ab[s * n0 + j] = h1
        # (3) finish the valid outputs, fill fully masked slices, and store
        for f in range(nf):
            w = wb[f]
            h1 = ab[f]
            w = w - h1
            w = tp_sel_f64(mb[f], w, -INFINITY)
            wb[f] = tp_sel_f64(nz[f], w, NAN)
        for s in range(nb):
            for j in range(n0):
                (<double*>(p.out + ooff[s]))[j] = wb[s * n0 + j]
        it += nb
    free(xb)
    free(cb)
    free(wb)
    free(fb)
    free(ab)
    free(mb)
    free(nz)
    return 0

cdef inline double _block0_log_softmax_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
    cdef intp i
    cdef const double* xp = <const double*>x
    cdef intp nv = 0
    if m == NULL and xs == sizeof(double):
        return tp_fold_max_f64(<const double*>x, n)    # already the accumulator type
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
        return tp_mfold_max_f64(xp, m, n, -INFINITY, cnt)
    elif ms == 1:
        if xs == sizeof(double):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i], v, -INFINITY)
                nv += m[i]
        else:
            for i in range(n):
                v = ((<const double*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, -INFINITY)
                nv += m[i]
    else:
        if xs == sizeof(double):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, -INFINITY)
                nv += m[i * ms]
        else:
            for i in range(n):
                v = ((<const double*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, -INFINITY)
                nv += m[i * ms]
    cnt[0] += nv
    return tp_fold_max_f64(buf, n)


cdef double _run0_log_softmax_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = -INFINITY
    cdef double t
    cdef intp step
    cdef intp nrun = 0
    if m != NULL and ms == 0:
        if m[0] == 0:
            return -INFINITY
        cnt[0] += n
        m = NULL
    if n > BLOCK and xs == sizeof(double) and (m == NULL or ms == 1):
        # A contiguous run longer than a block in one fold (no per-block
        # combine), taken unless its extreme is a zero, whose sign depends on
        # the split: then block by block, the bits this kernel always gave.
        t = tp_runfold_max_f64(<const double*>x, m, n, -INFINITY, &nrun)
        if t != 0:
            cnt[0] += nrun
            return t
    while n > 0:
        step = n if n < BLOCK else BLOCK
        t = _block0_log_softmax_float64(x, m, step, xs, ms, c, prm, cnt)
        a = (t if (t > a or t != t) else a)
        x += step * xs
        if m != NULL:
            m += step * ms
        n -= step
    return a


cdef inline void _row0_log_softmax_float64(double* a, uint8_t* cnt, const char* x, const uint8_t* m,
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
            a[j] = tp_maxnan_f64(a[j], t)
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = tp_maxnan_f64(a[j], t)
    elif ms == 1 and xs == sizeof(double):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, -INFINITY)
            a[j] = tp_maxnan_f64(a[j], t)
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, -INFINITY)
            a[j] = tp_maxnan_f64(a[j], t)
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef inline void _row40_log_softmax_float64(double* a, uint8_t* cnt, const char** xq, const uint8_t** mq,
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
            s = tp_maxnan_f64(s, t)
            v = (x1[j])
            t = v
            s = tp_maxnan_f64(s, t)
            v = (x2[j])
            t = v
            s = tp_maxnan_f64(s, t)
            v = (x3[j])
            t = v
            s = tp_maxnan_f64(s, t)
            a[j] = s
    else:
        for j in range(n):
            c = centers[j]
            s = a[j]
            v = (x0[j])
            t = tp_sel_f64(m0[j], v, -INFINITY)
            s = tp_maxnan_f64(s, t)
            v = (x1[j])
            t = tp_sel_f64(m1[j], v, -INFINITY)
            s = tp_maxnan_f64(s, t)
            v = (x2[j])
            t = tp_sel_f64(m2[j], v, -INFINITY)
            s = tp_maxnan_f64(s, t)
            v = (x3[j])
            t = tp_sel_f64(m3[j], v, -INFINITY)
            s = tp_maxnan_f64(s, t)
            a[j] = s
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m0[j] + m1[j] + m2[j] + m3[j]


cdef void _sweep0_log_softmax_float64(Plan* p, double* a, intp* cnt, uint8_t* cnt8,
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
            _row40_log_softmax_float64(a, cnt8, xq, mq, nk0, centers, p.reals[0])
            jt += 4
            block += 4
            if block > 251 and p.m != NULL:
                for j in range(nk0):
                    cnt[j] += cnt8[j]
                    cnt8[j] = 0
                block = 0
    while jt < r1:
        mk = NULL if p.m == NULL else p.m + mo + red.m
        _row0_log_softmax_float64(a, cnt8, p.x + xo + red.x, mk, nk0, kxs0, kms0, centers, p.reals[0])
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


cdef void _stat_log_softmax_float64(Plan* p, intp lo, intp nb, double* centers,
        intp* counts) noexcept nogil:
    # Step (1) for the nb slices of kept positions lo, lo + 1, ..., layout
    # not `outer` (or segments): their centers and their counts of valid
    # elements.
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp j, n
    cdef double a0 = -INFINITY
    cdef double t0
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    kept_at(&kept, p, p.nk, lo)
    for j in range(nb):
        a0 = -INFINITY
        n = 0
        runs_slice(&runs, p, lo + j, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            t0 = _run0_log_softmax_float64(runs.x, runs.m, runs.len, runs.xs, runs.ms, 0, prm, &n)
            a0 = (t0 if (t0 > a0 or t0 != t0) else a0)
        if p.m == NULL:
            n = runs.size
        counts[j] = n
        centers[j] = a0 if a0 > -INFINITY else 0
        odo_next(&kept)


cdef int _statchunk_log_softmax_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Step (1) over chunks [lo, hi) of few long slices: chunk u's fold to
    # part[u], its count of valid elements to cnt[u].
    cdef Plan* p = <Plan*>ctx
    cdef double* part = <double*>p.part
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double a, t0
    cdef double prm = p.reals[0]
    for u in range(lo, hi):
        a = -INFINITY
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            t0 = _run0_log_softmax_float64(runs.x, runs.m, runs.len, runs.xs, runs.ms, 0, prm, &n)
            a = (t0 if (t0 > a or t0 != t0) else a)
        part[u] = a
        p.cnt[u] = n
    return 0


cdef int _statgather_log_softmax_float64(Plan* p, intp o) noexcept nogil:
    # Step (1)'s partial folds and counts of output o combined in chunk
    # order: its count and center.
    cdef const double* part = <const double*>p.part
    cdef _keep_log_softmax_d2* keep = <_keep_log_softmax_d2*>p.keep + o
    cdef intp q, n = 0
    cdef double a0 = -INFINITY
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    for q in range(p.nch):
        a0 = (part[part_at(p, o, q)] if (part[part_at(p, o, q)] > a0 or part[part_at(p, o, q)] != part[part_at(p, o, q)]) else a0)
        n += p.cnt[part_at(p, o, q)]
    if p.m == NULL:
        n = prod_shape(p.nr, p.rshape)
    keep.n = n
    keep.c = a0 if a0 > -INFINITY else 0
    return 0


cdef bint _statrow_log_softmax_float64(Plan* p, double* a0row, intp* nrow, uint8_t* nrow8,
        double* centers, intp xo, intp mo, intp nk0) noexcept nogil:
    # Step (1) for the nk0 slices side by side at offsets (xo, mo), layout
    # `outer`: every reduced row folded into a0row by the reduce kind's sweep
    # (four rows at a time; byte counts in nrow8, zero before and after); the
    # counts to nrow, the centers to centers.  True if a slice has no valid
    # element.
    cdef intp j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef double a0
    cdef double prm = p.reals[0], prm2 = p.reals[1]
    cdef bint any_empty = False
    for j in range(nk0):
        a0row[j] = -INFINITY
        nrow[j] = 0
        centers[j] = 0
    _sweep0_log_softmax_float64(p, a0row, nrow, nrow8, centers, xo, mo, nk0, 0, rtotal)
    for j in range(nk0):
        n = rtotal if p.m == NULL else nrow[j]
        nrow[j] = n
        any_empty = any_empty or n == 0
        a0 = a0row[j]
        centers[j] = a0 if a0 > -INFINITY else 0
    return any_empty

# The entry: log_softmax on float64 input, double read, double written.
_walks = no_layouts(3)
_walks.positions = _pos_log_softmax_d2
_walks.short_slices = _short_log_softmax_d2
_walks.short_in = sizeof(double)
_walks.short_out = sizeof(double)
_walks.rows = _rows_log_softmax_d2
_walks.chunked.keep = sizeof(_keep_log_softmax_d2)
chunk_step(&_walks.chunked, _statchunk_log_softmax_float64, _statgather_log_softmax_float64, sizeof(double),
           0, 1, 4, False)
chunk_step(&_walks.chunked, _chunkwrite_log_softmax_d2, _writegather_log_softmax_d2, sizeof(double),
           0, 0, 8, False)
chunk_step(&_walks.chunked, _chunkfix_log_softmax_d2, NULL, 0,
           0, 0, 4, False)
_k = plan_kernel("log_softmax_float64", "log_softmax", _walks)
_k.stat = <void*>_stat_log_softmax_float64
_k.stat_row = <void*>_statrow_log_softmax_float64
_k.segmented = True
_k.per_element = True
log_softmax_float64 = _k



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
