# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op median (order_stat kind), from ops.yaml: ops.median.
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
    double tp_select_f64(double* a, intp n, intp k)
    float tp_select_f32(float* a, intp n, intp k)
    int16_t tp_select_i16(int16_t* a, intp n, intp k)
    int32_t tp_select_i32(int32_t* a, intp n, intp k)
    int64_t tp_select_i64(int64_t* a, intp n, intp k)
    int8_t tp_select_i8(int8_t* a, intp n, intp k)
    uint16_t tp_select_u16(uint16_t* a, intp n, intp k)
    uint32_t tp_select_u32(uint32_t* a, intp n, intp k)
    uint64_t tp_select_u64(uint64_t* a, intp n, intp k)
    uint8_t tp_select_u8(uint8_t* a, intp n, intp k)

# The row layout gathers the slices of up to GATHER_COLS neighbouring outputs
# at once, as many as fit GATHER_ELEMS elements (the block's buffer, ~L2): for
# short slices a reduced row is then read as a run of up to GATHER_COLS values.
cdef enum:
    GATHER_COLS = 256
    GATHER_ELEMS = 262144
    # Few long slices (chunked): positions sampled per slice to choose a band
    # of values around the wanted rank (Floyd & Rivest's idea, one round).
    SAMPLE = 4096

# --- median_bool: ops.yaml: ops.median (median, bool -> float64)
cdef inline void _result_median_bool(char* outp, uint8_t* buf, intp n, int nan) noexcept nogil:
    # One slice's result from its n gathered valid values: the fully masked
    # value, NaN if a valid value is NaN, else the selected rank.
    if n == 0:
        (<double*>outp)[0] = NAN
    elif nan:
        (<double*>outp)[0] = NAN
    else:
        (<double*>outp)[0] = <double>tp_select_u8(buf, n, (n - 1) // 2)


cdef int _pos_median_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), each gathered into this span's own buffer.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n, n0, xs0, ms0
    cdef int nan
    cdef intp most = unit_most(p, lo, hi, prod_shape(p.nr, p.rshape))
    cdef const char* xp
    cdef const uint8_t* mk
    cdef uint8_t v
    cdef uint8_t* buf = <uint8_t*>malloc((most if most > 0 else 1) * sizeof(uint8_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        n = 0
        nan = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            if mk == NULL:
                for i in range(n0):
                    v = ((<const uint8_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                for i in range(n0):
                    v = ((<const uint8_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
        _result_median_bool(p.out + kept.o, buf, n, nan)
        odo_next(&kept)
    free(buf)
    return 0


cdef int _cols_median_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp it, jt, j, w, n
    cdef int nk1 = p.nk - 1
    cdef intp nk0 = p.kshape[nk1], kxs0 = p.kxs[nk1], kms0 = p.kms[nk1], kos0 = p.kos[nk1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp cols = GATHER_ELEMS // rtotal if rtotal > 0 else GATHER_COLS
    cdef intp cnt[GATHER_COLS]
    cdef int nan[GATHER_COLS]
    cdef const char* xp
    cdef const uint8_t* mk
    cdef char* outp
    cdef uint8_t v
    cdef uint8_t* col
    cdef uint8_t* buf
    if cols > GATHER_COLS:
        cols = GATHER_COLS
    if cols < 1:
        cols = 1
    buf = <uint8_t*>malloc((cols * rtotal if rtotal > 0 else 1) * sizeof(uint8_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    reduced_at(&red, p, p.nr, 0)
    it = lo
    while it < hi:
        w = nk0 - kept.idx[nk1]        # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + kept.x + red.x
            if p.m == NULL:
                for j in range(w):
                    v = ((<const uint8_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + kept.m + red.m
                for j in range(w):
                    v = ((<const uint8_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odo_next(&red)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + kept.o + j * kos0
            _result_median_bool(outp, col, n, nan[j])
        for j in range(w):
            odo_next(&kept)
        it += w
    free(buf)
    return 0


# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements, and the band [blo, bhi] its rank likely falls in.
ctypedef struct _keep_median_bool:
    intp n
    uint8_t blo
    uint8_t bhi


cdef int _count_median_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long slices (chunk u: piece u % nch of the slice
    # of kept position u // nch): its valid elements to cnt[u] (p.m is set).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    for u in range(lo, hi):
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            for j in range(runs.len):
                n += runs.m[j * runs.ms]
        p.cnt[u] = n
    return 0


cdef int _band_median_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi): the valid values within the slice's band [blo, bhi]
    # (p.keep) are gathered into the chunk's own region of p.part (csize
    # values); cnt[3u], cnt[3u + 1], cnt[3u + 2]: valid values below the
    # band, in it, and NaN.  Branch-free: every value is written, the count
    # advances by its test.
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_median_bool* keep = <const _keep_median_bool*>p.keep
    cdef uint8_t* band
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, seg, nb, below, xs0, ms0
    cdef int nan, ok
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef uint8_t v, blo, bhi
    for u in range(lo, hi):
        band = <uint8_t*>p.part + u * p.csize
        blo = keep[u // p.nch].blo
        bhi = keep[u // p.nch].bhi
        nb = 0
        below = 0
        nan = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            for j in range(seg):
                v = ((<const uint8_t*>(xp + j * xs0))[0])
                ok = 1 if mk == NULL else mk[j * ms0] != 0
                band[nb] = v
                nb += ok & (v >= blo) & (v <= bhi)
                below += ok & (v < blo)
        p.cnt[3 * u] = below
        p.cnt[3 * u + 1] = nb
        p.cnt[3 * u + 2] = nan
    return 0


# Few outputs, long slices (chunked): (1) count each slice's valid values
# (chunks in parallel); (2) from SAMPLE fixed positions of the slice choose a
# band [blo, bhi] of values likely to hold the wanted rank; (3) gather the
# values in the band (chunks in parallel) and count those below it; (4)
# select in the band, or, if the rank fell outside it, gather the whole slice
# as the serial kernel does.  The result is the element of that rank either
# way: the same on any number of threads.

cdef int _countgather_median_bool(Plan* p, intp o) noexcept nogil:
    # Steps (1) and (2) for output o: its count of valid values, then its band
    # around rank(n) * ns / n of the sample's valid, non-NaN values, with a
    # margin of 3 standard deviations of a sample rank.
    cdef _keep_median_bool* keep = <_keep_median_bool*>p.keep + o
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp q, j, pos, ns = 0, n, r, d
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef uint8_t v
    cdef uint8_t* sample
    n = rtotal
    if p.m != NULL:
        n = 0
        for q in range(p.nch):
            n += p.cnt[part_at(p, o, q)]
    keep.n = n
    keep.blo = 1
    keep.bhi = 0                    # empty band (blo > bhi): step (4) gathers the slice
    sample = <uint8_t*>malloc(SAMPLE * sizeof(uint8_t))
    if sample == NULL:
        return -1
    kept_at(&kept, p, p.nk, o)
    for j in range(SAMPLE):
        pos = j * rtotal // SAMPLE
        reduced_at(&red, p, nr1, pos // n0)
        v = ((<const uint8_t*>(p.x + kept.x + red.x + (pos % n0) * xs0))[0])
        if (p.m == NULL or p.m[kept.m + red.m + (pos % n0) * ms0]) and v == v:
            sample[ns] = v
            ns += 1
    if ns > 0 and n > 0:
        r = ((n - 1) // 2) * ns // n
        d = 1
        while d * d < ns:
            d += 1
        d = 3 * d + 2
        keep.blo = tp_select_u8(sample, ns, r - d if r - d > 0 else 0)
        keep.bhi = tp_select_u8(sample, ns, r + d if r + d < ns - 1 else ns - 1)
    free(sample)
    return 0


cdef int _bandgather_median_bool(Plan* p, intp o) noexcept nogil:
    # Step (4) for output o: its chunks' bands moved together (to the left: a
    # forward copy is safe), then the selection in the band, or the serial
    # kernel over the slice when the rank fell outside it.
    cdef const _keep_median_bool* keep = <const _keep_median_bool*>p.keep + o
    cdef tp_odo kept
    cdef intp q, j, i, n = keep.n, below = 0, nb = 0, want
    cdef int nan = 0
    cdef uint8_t* dst = <uint8_t*>p.part + part_at(p, o, 0) * p.csize
    cdef uint8_t* src
    for q in range(p.nch):
        i = part_at(p, o, q)
        below += p.cnt[3 * i]
        nan |= p.cnt[3 * i + 2] != 0
        src = <uint8_t*>p.part + i * p.csize
        if dst + nb != src:
            for j in range(p.cnt[3 * i + 1]):
                dst[nb + j] = src[j]
        nb += p.cnt[3 * i + 1]
    kept_at(&kept, p, p.nk, o)
    want = (n - 1) // 2
    if n == 0 or nan:
        _result_median_bool(p.out + kept.o, dst, n, nan)
    elif below <= want < below + nb:
        (<double*>(p.out + kept.o))[0] = <double>tp_select_u8(dst, nb, want - below)
    else:
        return _pos_median_bool(p, o, o + 1)
    return 0

# The entry: median on bool input, uint8_t read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_median_bool
_walks.columns = _cols_median_bool
_walks.chunked.keep = sizeof(_keep_median_bool)
chunk_step(&_walks.chunked, _count_median_bool, _countgather_median_bool, 0,
           0, 1, 1, True)
chunk_step(&_walks.chunked, _band_median_bool, _bandgather_median_bool, 0,
           sizeof(uint8_t), 3, 4, False)
_k = plan_kernel("median_bool", "median", _walks)
_k.segmented = True
median_bool = _k

# --- median_int8: ops.yaml: ops.median (median, int8 -> float64)
cdef inline void _result_median_int8(char* outp, int8_t* buf, intp n, int nan) noexcept nogil:
    # One slice's result from its n gathered valid values: the fully masked
    # value, NaN if a valid value is NaN, else the selected rank.
    if n == 0:
        (<double*>outp)[0] = NAN
    elif nan:
        (<double*>outp)[0] = NAN
    else:
        (<double*>outp)[0] = <double>tp_select_i8(buf, n, (n - 1) // 2)


cdef int _pos_median_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), each gathered into this span's own buffer.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n, n0, xs0, ms0
    cdef int nan
    cdef intp most = unit_most(p, lo, hi, prod_shape(p.nr, p.rshape))
    cdef const char* xp
    cdef const uint8_t* mk
    cdef int8_t v
    cdef int8_t* buf = <int8_t*>malloc((most if most > 0 else 1) * sizeof(int8_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        n = 0
        nan = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            if mk == NULL:
                for i in range(n0):
                    v = ((<const int8_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                for i in range(n0):
                    v = ((<const int8_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
        _result_median_int8(p.out + kept.o, buf, n, nan)
        odo_next(&kept)
    free(buf)
    return 0


cdef int _cols_median_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp it, jt, j, w, n
    cdef int nk1 = p.nk - 1
    cdef intp nk0 = p.kshape[nk1], kxs0 = p.kxs[nk1], kms0 = p.kms[nk1], kos0 = p.kos[nk1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp cols = GATHER_ELEMS // rtotal if rtotal > 0 else GATHER_COLS
    cdef intp cnt[GATHER_COLS]
    cdef int nan[GATHER_COLS]
    cdef const char* xp
    cdef const uint8_t* mk
    cdef char* outp
    cdef int8_t v
    cdef int8_t* col
    cdef int8_t* buf
    if cols > GATHER_COLS:
        cols = GATHER_COLS
    if cols < 1:
        cols = 1
    buf = <int8_t*>malloc((cols * rtotal if rtotal > 0 else 1) * sizeof(int8_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    reduced_at(&red, p, p.nr, 0)
    it = lo
    while it < hi:
        w = nk0 - kept.idx[nk1]        # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + kept.x + red.x
            if p.m == NULL:
                for j in range(w):
                    v = ((<const int8_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + kept.m + red.m
                for j in range(w):
                    v = ((<const int8_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odo_next(&red)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + kept.o + j * kos0
            _result_median_int8(outp, col, n, nan[j])
        for j in range(w):
            odo_next(&kept)
        it += w
    free(buf)
    return 0


# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements, and the band [blo, bhi] its rank likely falls in.
ctypedef struct _keep_median_int8:
    intp n
    int8_t blo
    int8_t bhi


cdef int _count_median_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long slices (chunk u: piece u % nch of the slice
    # of kept position u // nch): its valid elements to cnt[u] (p.m is set).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    for u in range(lo, hi):
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            for j in range(runs.len):
                n += runs.m[j * runs.ms]
        p.cnt[u] = n
    return 0


cdef int _band_median_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi): the valid values within the slice's band [blo, bhi]
    # (p.keep) are gathered into the chunk's own region of p.part (csize
    # values); cnt[3u], cnt[3u + 1], cnt[3u + 2]: valid values below the
    # band, in it, and NaN.  Branch-free: every value is written, the count
    # advances by its test.
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_median_int8* keep = <const _keep_median_int8*>p.keep
    cdef int8_t* band
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, seg, nb, below, xs0, ms0
    cdef int nan, ok
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef int8_t v, blo, bhi
    for u in range(lo, hi):
        band = <int8_t*>p.part + u * p.csize
        blo = keep[u // p.nch].blo
        bhi = keep[u // p.nch].bhi
        nb = 0
        below = 0
        nan = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            for j in range(seg):
                v = ((<const int8_t*>(xp + j * xs0))[0])
                ok = 1 if mk == NULL else mk[j * ms0] != 0
                band[nb] = v
                nb += ok & (v >= blo) & (v <= bhi)
                below += ok & (v < blo)
        p.cnt[3 * u] = below
        p.cnt[3 * u + 1] = nb
        p.cnt[3 * u + 2] = nan
    return 0


# Few outputs, long slices (chunked): (1) count each slice's valid values
# (chunks in parallel); (2) from SAMPLE fixed positions of the slice choose a
# band [blo, bhi] of values likely to hold the wanted rank; (3) gather the
# values in the band (chunks in parallel) and count those below it; (4)
# select in the band, or, if the rank fell outside it, gather the whole slice
# as the serial kernel does.  The result is the element of that rank either
# way: the same on any number of threads.

cdef int _countgather_median_int8(Plan* p, intp o) noexcept nogil:
    # Steps (1) and (2) for output o: its count of valid values, then its band
    # around rank(n) * ns / n of the sample's valid, non-NaN values, with a
    # margin of 3 standard deviations of a sample rank.
    cdef _keep_median_int8* keep = <_keep_median_int8*>p.keep + o
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp q, j, pos, ns = 0, n, r, d
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef int8_t v
    cdef int8_t* sample
    n = rtotal
    if p.m != NULL:
        n = 0
        for q in range(p.nch):
            n += p.cnt[part_at(p, o, q)]
    keep.n = n
    keep.blo = 1
    keep.bhi = 0                    # empty band (blo > bhi): step (4) gathers the slice
    sample = <int8_t*>malloc(SAMPLE * sizeof(int8_t))
    if sample == NULL:
        return -1
    kept_at(&kept, p, p.nk, o)
    for j in range(SAMPLE):
        pos = j * rtotal // SAMPLE
        reduced_at(&red, p, nr1, pos // n0)
        v = ((<const int8_t*>(p.x + kept.x + red.x + (pos % n0) * xs0))[0])
        if (p.m == NULL or p.m[kept.m + red.m + (pos % n0) * ms0]) and v == v:
            sample[ns] = v
            ns += 1
    if ns > 0 and n > 0:
        r = ((n - 1) // 2) * ns // n
        d = 1
        while d * d < ns:
            d += 1
        d = 3 * d + 2
        keep.blo = tp_select_i8(sample, ns, r - d if r - d > 0 else 0)
        keep.bhi = tp_select_i8(sample, ns, r + d if r + d < ns - 1 else ns - 1)
    free(sample)
    return 0


cdef int _bandgather_median_int8(Plan* p, intp o) noexcept nogil:
    # Step (4) for output o: its chunks' bands moved together (to the left: a
    # forward copy is safe), then the selection in the band, or the serial
    # kernel over the slice when the rank fell outside it.
    cdef const _keep_median_int8* keep = <const _keep_median_int8*>p.keep + o
    cdef tp_odo kept
    cdef intp q, j, i, n = keep.n, below = 0, nb = 0, want
    cdef int nan = 0
    cdef int8_t* dst = <int8_t*>p.part + part_at(p, o, 0) * p.csize
    cdef int8_t* src
    for q in range(p.nch):
        i = part_at(p, o, q)
        below += p.cnt[3 * i]
        nan |= p.cnt[3 * i + 2] != 0
        src = <int8_t*>p.part + i * p.csize
        if dst + nb != src:
            for j in range(p.cnt[3 * i + 1]):
                dst[nb + j] = src[j]
        nb += p.cnt[3 * i + 1]
    kept_at(&kept, p, p.nk, o)
    want = (n - 1) // 2
    if n == 0 or nan:
        _result_median_int8(p.out + kept.o, dst, n, nan)
    elif below <= want < below + nb:
        (<double*>(p.out + kept.o))[0] = <double>tp_select_i8(dst, nb, want - below)
    else:
        return _pos_median_int8(p, o, o + 1)
    return 0

# The entry: median on int8 input, int8_t read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_median_int8
_walks.columns = _cols_median_int8
_walks.chunked.keep = sizeof(_keep_median_int8)
chunk_step(&_walks.chunked, _count_median_int8, _countgather_median_int8, 0,
           0, 1, 1, True)
chunk_step(&_walks.chunked, _band_median_int8, _bandgather_median_int8, 0,
           sizeof(int8_t), 3, 4, False)
_k = plan_kernel("median_int8", "median", _walks)
_k.segmented = True
median_int8 = _k

# --- median_int16: ops.yaml: ops.median (median, int16 -> float64)
cdef inline void _result_median_int16(char* outp, int16_t* buf, intp n, int nan) noexcept nogil:
    # One slice's result from its n gathered valid values: the fully masked
    # value, NaN if a valid value is NaN, else the selected rank.
    if n == 0:
        (<double*>outp)[0] = NAN
    elif nan:
        (<double*>outp)[0] = NAN
    else:
        (<double*>outp)[0] = <double>tp_select_i16(buf, n, (n - 1) // 2)


cdef int _pos_median_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), each gathered into this span's own buffer.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n, n0, xs0, ms0
    cdef int nan
    cdef intp most = unit_most(p, lo, hi, prod_shape(p.nr, p.rshape))
    cdef const char* xp
    cdef const uint8_t* mk
    cdef int16_t v
    cdef int16_t* buf = <int16_t*>malloc((most if most > 0 else 1) * sizeof(int16_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        n = 0
        nan = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            if mk == NULL:
                for i in range(n0):
                    v = ((<const int16_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                for i in range(n0):
                    v = ((<const int16_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
        _result_median_int16(p.out + kept.o, buf, n, nan)
        odo_next(&kept)
    free(buf)
    return 0


cdef int _cols_median_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp it, jt, j, w, n
    cdef int nk1 = p.nk - 1
    cdef intp nk0 = p.kshape[nk1], kxs0 = p.kxs[nk1], kms0 = p.kms[nk1], kos0 = p.kos[nk1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp cols = GATHER_ELEMS // rtotal if rtotal > 0 else GATHER_COLS
    cdef intp cnt[GATHER_COLS]
    cdef int nan[GATHER_COLS]
    cdef const char* xp
    cdef const uint8_t* mk
    cdef char* outp
    cdef int16_t v
    cdef int16_t* col
    cdef int16_t* buf
    if cols > GATHER_COLS:
        cols = GATHER_COLS
    if cols < 1:
        cols = 1
    buf = <int16_t*>malloc((cols * rtotal if rtotal > 0 else 1) * sizeof(int16_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    reduced_at(&red, p, p.nr, 0)
    it = lo
    while it < hi:
        w = nk0 - kept.idx[nk1]        # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + kept.x + red.x
            if p.m == NULL:
                for j in range(w):
                    v = ((<const int16_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + kept.m + red.m
                for j in range(w):
                    v = ((<const int16_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odo_next(&red)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + kept.o + j * kos0
            _result_median_int16(outp, col, n, nan[j])
        for j in range(w):
            odo_next(&kept)
        it += w
    free(buf)
    return 0


# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements, and the band [blo, bhi] its rank likely falls in.
ctypedef struct _keep_median_int16:
    intp n
    int16_t blo
    int16_t bhi


cdef int _count_median_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long slices (chunk u: piece u % nch of the slice
    # of kept position u // nch): its valid elements to cnt[u] (p.m is set).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    for u in range(lo, hi):
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            for j in range(runs.len):
                n += runs.m[j * runs.ms]
        p.cnt[u] = n
    return 0


cdef int _band_median_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi): the valid values within the slice's band [blo, bhi]
    # (p.keep) are gathered into the chunk's own region of p.part (csize
    # values); cnt[3u], cnt[3u + 1], cnt[3u + 2]: valid values below the
    # band, in it, and NaN.  Branch-free: every value is written, the count
    # advances by its test.
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_median_int16* keep = <const _keep_median_int16*>p.keep
    cdef int16_t* band
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, seg, nb, below, xs0, ms0
    cdef int nan, ok
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef int16_t v, blo, bhi
    for u in range(lo, hi):
        band = <int16_t*>p.part + u * p.csize
        blo = keep[u // p.nch].blo
        bhi = keep[u // p.nch].bhi
        nb = 0
        below = 0
        nan = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            for j in range(seg):
                v = ((<const int16_t*>(xp + j * xs0))[0])
                ok = 1 if mk == NULL else mk[j * ms0] != 0
                band[nb] = v
                nb += ok & (v >= blo) & (v <= bhi)
                below += ok & (v < blo)
        p.cnt[3 * u] = below
        p.cnt[3 * u + 1] = nb
        p.cnt[3 * u + 2] = nan
    return 0


# Few outputs, long slices (chunked): (1) count each slice's valid values
# (chunks in parallel); (2) from SAMPLE fixed positions of the slice choose a
# band [blo, bhi] of values likely to hold the wanted rank; (3) gather the
# values in the band (chunks in parallel) and count those below it; (4)
# select in the band, or, if the rank fell outside it, gather the whole slice
# as the serial kernel does.  The result is the element of that rank either
# way: the same on any number of threads.

cdef int _countgather_median_int16(Plan* p, intp o) noexcept nogil:
    # Steps (1) and (2) for output o: its count of valid values, then its band
    # around rank(n) * ns / n of the sample's valid, non-NaN values, with a
    # margin of 3 standard deviations of a sample rank.
    cdef _keep_median_int16* keep = <_keep_median_int16*>p.keep + o
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp q, j, pos, ns = 0, n, r, d
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef int16_t v
    cdef int16_t* sample
    n = rtotal
    if p.m != NULL:
        n = 0
        for q in range(p.nch):
            n += p.cnt[part_at(p, o, q)]
    keep.n = n
    keep.blo = 1
    keep.bhi = 0                    # empty band (blo > bhi): step (4) gathers the slice
    sample = <int16_t*>malloc(SAMPLE * sizeof(int16_t))
    if sample == NULL:
        return -1
    kept_at(&kept, p, p.nk, o)
    for j in range(SAMPLE):
        pos = j * rtotal // SAMPLE
        reduced_at(&red, p, nr1, pos // n0)
        v = ((<const int16_t*>(p.x + kept.x + red.x + (pos % n0) * xs0))[0])
        if (p.m == NULL or p.m[kept.m + red.m + (pos % n0) * ms0]) and v == v:
            sample[ns] = v
            ns += 1
    if ns > 0 and n > 0:
        r = ((n - 1) // 2) * ns // n
        d = 1
        while d * d < ns:
            d += 1
        d = 3 * d + 2
        keep.blo = tp_select_i16(sample, ns, r - d if r - d > 0 else 0)
        keep.bhi = tp_select_i16(sample, ns, r + d if r + d < ns - 1 else ns - 1)
    free(sample)
    return 0


cdef int _bandgather_median_int16(Plan* p, intp o) noexcept nogil:
    # Step (4) for output o: its chunks' bands moved together (to the left: a
    # forward copy is safe), then the selection in the band, or the serial
    # kernel over the slice when the rank fell outside it.
    cdef const _keep_median_int16* keep = <const _keep_median_int16*>p.keep + o
    cdef tp_odo kept
    cdef intp q, j, i, n = keep.n, below = 0, nb = 0, want
    cdef int nan = 0
    cdef int16_t* dst = <int16_t*>p.part + part_at(p, o, 0) * p.csize
    cdef int16_t* src
    for q in range(p.nch):
        i = part_at(p, o, q)
        below += p.cnt[3 * i]
        nan |= p.cnt[3 * i + 2] != 0
        src = <int16_t*>p.part + i * p.csize
        if dst + nb != src:
            for j in range(p.cnt[3 * i + 1]):
                dst[nb + j] = src[j]
        nb += p.cnt[3 * i + 1]
    kept_at(&kept, p, p.nk, o)
    want = (n - 1) // 2
    if n == 0 or nan:
        _result_median_int16(p.out + kept.o, dst, n, nan)
    elif below <= want < below + nb:
        (<double*>(p.out + kept.o))[0] = <double>tp_select_i16(dst, nb, want - below)
    else:
        return _pos_median_int16(p, o, o + 1)
    return 0

# The entry: median on int16 input, int16_t read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_median_int16
_walks.columns = _cols_median_int16
_walks.chunked.keep = sizeof(_keep_median_int16)
chunk_step(&_walks.chunked, _count_median_int16, _countgather_median_int16, 0,
           0, 1, 1, True)
chunk_step(&_walks.chunked, _band_median_int16, _bandgather_median_int16, 0,
           sizeof(int16_t), 3, 4, False)
_k = plan_kernel("median_int16", "median", _walks)
_k.segmented = True
median_int16 = _k

# --- median_int32: ops.yaml: ops.median (median, int32 -> float64)
cdef inline void _result_median_int32(char* outp, int32_t* buf, intp n, int nan) noexcept nogil:
    # One slice's result from its n gathered valid values: the fully masked
    # value, NaN if a valid value is NaN, else the selected rank.
    if n == 0:
        (<double*>outp)[0] = NAN
    elif nan:
        (<double*>outp)[0] = NAN
    else:
        (<double*>outp)[0] = <double>tp_select_i32(buf, n, (n - 1) // 2)


cdef int _pos_median_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), each gathered into this span's own buffer.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n, n0, xs0, ms0
    cdef int nan
    cdef intp most = unit_most(p, lo, hi, prod_shape(p.nr, p.rshape))
    cdef const char* xp
    cdef const uint8_t* mk
    cdef int32_t v
    cdef int32_t* buf = <int32_t*>malloc((most if most > 0 else 1) * sizeof(int32_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        n = 0
        nan = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            if mk == NULL:
                for i in range(n0):
                    v = ((<const int32_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                for i in range(n0):
                    v = ((<const int32_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
        _result_median_int32(p.out + kept.o, buf, n, nan)
        odo_next(&kept)
    free(buf)
    return 0


cdef int _cols_median_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp it, jt, j, w, n
    cdef int nk1 = p.nk - 1
    cdef intp nk0 = p.kshape[nk1], kxs0 = p.kxs[nk1], kms0 = p.kms[nk1], kos0 = p.kos[nk1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp cols = GATHER_ELEMS // rtotal if rtotal > 0 else GATHER_COLS
    cdef intp cnt[GATHER_COLS]
    cdef int nan[GATHER_COLS]
    cdef const char* xp
    cdef const uint8_t* mk
    cdef char* outp
    cdef int32_t v
    cdef int32_t* col
    cdef int32_t* buf
    if cols > GATHER_COLS:
        cols = GATHER_COLS
    if cols < 1:
        cols = 1
    buf = <int32_t*>malloc((cols * rtotal if rtotal > 0 else 1) * sizeof(int32_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    reduced_at(&red, p, p.nr, 0)
    it = lo
    while it < hi:
        w = nk0 - kept.idx[nk1]        # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + kept.x + red.x
            if p.m == NULL:
                for j in range(w):
                    v = ((<const int32_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + kept.m + red.m
                for j in range(w):
                    v = ((<const int32_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odo_next(&red)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + kept.o + j * kos0
            _result_median_int32(outp, col, n, nan[j])
        for j in range(w):
            odo_next(&kept)
        it += w
    free(buf)
    return 0


# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements, and the band [blo, bhi] its rank likely falls in.
ctypedef struct _keep_median_int32:
    intp n
    int32_t blo
    int32_t bhi


cdef int _count_median_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long slices (chunk u: piece u % nch of the slice
    # of kept position u // nch): its valid elements to cnt[u] (p.m is set).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    for u in range(lo, hi):
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            for j in range(runs.len):
                n += runs.m[j * runs.ms]
        p.cnt[u] = n
    return 0


cdef int _band_median_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi): the valid values within the slice's band [blo, bhi]
    # (p.keep) are gathered into the chunk's own region of p.part (csize
    # values); cnt[3u], cnt[3u + 1], cnt[3u + 2]: valid values below the
    # band, in it, and NaN.  Branch-free: every value is written, the count
    # advances by its test.
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_median_int32* keep = <const _keep_median_int32*>p.keep
    cdef int32_t* band
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, seg, nb, below, xs0, ms0
    cdef int nan, ok
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef int32_t v, blo, bhi
    for u in range(lo, hi):
        band = <int32_t*>p.part + u * p.csize
        blo = keep[u // p.nch].blo
        bhi = keep[u // p.nch].bhi
        nb = 0
        below = 0
        nan = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            for j in range(seg):
                v = ((<const int32_t*>(xp + j * xs0))[0])
                ok = 1 if mk == NULL else mk[j * ms0] != 0
                band[nb] = v
                nb += ok & (v >= blo) & (v <= bhi)
                below += ok & (v < blo)
        p.cnt[3 * u] = below
        p.cnt[3 * u + 1] = nb
        p.cnt[3 * u + 2] = nan
    return 0


# Few outputs, long slices (chunked): (1) count each slice's valid values
# (chunks in parallel); (2) from SAMPLE fixed positions of the slice choose a
# band [blo, bhi] of values likely to hold the wanted rank; (3) gather the
# values in the band (chunks in parallel) and count those below it; (4)
# select in the band, or, if the rank fell outside it, gather the whole slice
# as the serial kernel does.  The result is the element of that rank either
# way: the same on any number of threads.

cdef int _countgather_median_int32(Plan* p, intp o) noexcept nogil:
    # Steps (1) and (2) for output o: its count of valid values, then its band
    # around rank(n) * ns / n of the sample's valid, non-NaN values, with a
    # margin of 3 standard deviations of a sample rank.
    cdef _keep_median_int32* keep = <_keep_median_int32*>p.keep + o
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp q, j, pos, ns = 0, n, r, d
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef int32_t v
    cdef int32_t* sample
    n = rtotal
    if p.m != NULL:
        n = 0
        for q in range(p.nch):
            n += p.cnt[part_at(p, o, q)]
    keep.n = n
    keep.blo = 1
    keep.bhi = 0                    # empty band (blo > bhi): step (4) gathers the slice
    sample = <int32_t*>malloc(SAMPLE * sizeof(int32_t))
    if sample == NULL:
        return -1
    kept_at(&kept, p, p.nk, o)
    for j in range(SAMPLE):
        pos = j * rtotal // SAMPLE
        reduced_at(&red, p, nr1, pos // n0)
        v = ((<const int32_t*>(p.x + kept.x + red.x + (pos % n0) * xs0))[0])
        if (p.m == NULL or p.m[kept.m + red.m + (pos % n0) * ms0]) and v == v:
            sample[ns] = v
            ns += 1
    if ns > 0 and n > 0:
        r = ((n - 1) // 2) * ns // n
        d = 1
        while d * d < ns:
            d += 1
        d = 3 * d + 2
        keep.blo = tp_select_i32(sample, ns, r - d if r - d > 0 else 0)
        keep.bhi = tp_select_i32(sample, ns, r + d if r + d < ns - 1 else ns - 1)
    free(sample)
    return 0


cdef int _bandgather_median_int32(Plan* p, intp o) noexcept nogil:
    # Step (4) for output o: its chunks' bands moved together (to the left: a
    # forward copy is safe), then the selection in the band, or the serial
    # kernel over the slice when the rank fell outside it.
    cdef const _keep_median_int32* keep = <const _keep_median_int32*>p.keep + o
    cdef tp_odo kept
    cdef intp q, j, i, n = keep.n, below = 0, nb = 0, want
    cdef int nan = 0
    cdef int32_t* dst = <int32_t*>p.part + part_at(p, o, 0) * p.csize
    cdef int32_t* src
    for q in range(p.nch):
        i = part_at(p, o, q)
        below += p.cnt[3 * i]
        nan |= p.cnt[3 * i + 2] != 0
        src = <int32_t*>p.part + i * p.csize
        if dst + nb != src:
            for j in range(p.cnt[3 * i + 1]):
                dst[nb + j] = src[j]
        nb += p.cnt[3 * i + 1]
    kept_at(&kept, p, p.nk, o)
    want = (n - 1) // 2
    if n == 0 or nan:
        _result_median_int32(p.out + kept.o, dst, n, nan)
    elif below <= want < below + nb:
        (<double*>(p.out + kept.o))[0] = <double>tp_select_i32(dst, nb, want - below)
    else:
        return _pos_median_int32(p, o, o + 1)
    return 0

# The entry: median on int32 input, int32_t read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_median_int32
_walks.columns = _cols_median_int32
_walks.chunked.keep = sizeof(_keep_median_int32)
chunk_step(&_walks.chunked, _count_median_int32, _countgather_median_int32, 0,
           0, 1, 1, True)
chunk_step(&_walks.chunked, _band_median_int32, _bandgather_median_int32, 0,
           sizeof(int32_t), 3, 4, False)
_k = plan_kernel("median_int32", "median", _walks)
_k.segmented = True
median_int32 = _k

# --- median_int64: ops.yaml: ops.median (median, int64 -> float64)
cdef inline void _result_median_int64(char* outp, int64_t* buf, intp n, int nan) noexcept nogil:
    # One slice's result from its n gathered valid values: the fully masked
    # value, NaN if a valid value is NaN, else the selected rank.
    if n == 0:
        (<double*>outp)[0] = NAN
    elif nan:
        (<double*>outp)[0] = NAN
    else:
        (<double*>outp)[0] = <double>tp_select_i64(buf, n, (n - 1) // 2)


cdef int _pos_median_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), each gathered into this span's own buffer.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n, n0, xs0, ms0
    cdef int nan
    cdef intp most = unit_most(p, lo, hi, prod_shape(p.nr, p.rshape))
    cdef const char* xp
    cdef const uint8_t* mk
    cdef int64_t v
    cdef int64_t* buf = <int64_t*>malloc((most if most > 0 else 1) * sizeof(int64_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        n = 0
        nan = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            if mk == NULL:
                for i in range(n0):
                    v = ((<const int64_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                for i in range(n0):
                    v = ((<const int64_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
        _result_median_int64(p.out + kept.o, buf, n, nan)
        odo_next(&kept)
    free(buf)
    return 0


cdef int _cols_median_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp it, jt, j, w, n
    cdef int nk1 = p.nk - 1
    cdef intp nk0 = p.kshape[nk1], kxs0 = p.kxs[nk1], kms0 = p.kms[nk1], kos0 = p.kos[nk1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp cols = GATHER_ELEMS // rtotal if rtotal > 0 else GATHER_COLS
    cdef intp cnt[GATHER_COLS]
    cdef int nan[GATHER_COLS]
    cdef const char* xp
    cdef const uint8_t* mk
    cdef char* outp
    cdef int64_t v
    cdef int64_t* col
    cdef int64_t* buf
    if cols > GATHER_COLS:
        cols = GATHER_COLS
    if cols < 1:
        cols = 1
    buf = <int64_t*>malloc((cols * rtotal if rtotal > 0 else 1) * sizeof(int64_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    reduced_at(&red, p, p.nr, 0)
    it = lo
    while it < hi:
        w = nk0 - kept.idx[nk1]        # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + kept.x + red.x
            if p.m == NULL:
                for j in range(w):
                    v = ((<const int64_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + kept.m + red.m
                for j in range(w):
                    v = ((<const int64_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odo_next(&red)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + kept.o + j * kos0
            _result_median_int64(outp, col, n, nan[j])
        for j in range(w):
            odo_next(&kept)
        it += w
    free(buf)
    return 0


# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements, and the band [blo, bhi] its rank likely falls in.
ctypedef struct _keep_median_int64:
    intp n
    int64_t blo
    int64_t bhi


cdef int _count_median_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long slices (chunk u: piece u % nch of the slice
    # of kept position u // nch): its valid elements to cnt[u] (p.m is set).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    for u in range(lo, hi):
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            for j in range(runs.len):
                n += runs.m[j * runs.ms]
        p.cnt[u] = n
    return 0


cdef int _band_median_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi): the valid values within the slice's band [blo, bhi]
    # (p.keep) are gathered into the chunk's own region of p.part (csize
    # values); cnt[3u], cnt[3u + 1], cnt[3u + 2]: valid values below the
    # band, in it, and NaN.  Branch-free: every value is written, the count
    # advances by its test.
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_median_int64* keep = <const _keep_median_int64*>p.keep
    cdef int64_t* band
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, seg, nb, below, xs0, ms0
    cdef int nan, ok
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef int64_t v, blo, bhi
    for u in range(lo, hi):
        band = <int64_t*>p.part + u * p.csize
        blo = keep[u // p.nch].blo
        bhi = keep[u // p.nch].bhi
        nb = 0
        below = 0
        nan = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            for j in range(seg):
                v = ((<const int64_t*>(xp + j * xs0))[0])
                ok = 1 if mk == NULL else mk[j * ms0] != 0
                band[nb] = v
                nb += ok & (v >= blo) & (v <= bhi)
                below += ok & (v < blo)
        p.cnt[3 * u] = below
        p.cnt[3 * u + 1] = nb
        p.cnt[3 * u + 2] = nan
    return 0


# Few outputs, long slices (chunked): (1) count each slice's valid values
# (chunks in parallel); (2) from SAMPLE fixed positions of the slice choose a
# band [blo, bhi] of values likely to hold the wanted rank; (3) gather the
# values in the band (chunks in parallel) and count those below it; (4)
# select in the band, or, if the rank fell outside it, gather the whole slice
# as the serial kernel does.  The result is the element of that rank either
# way: the same on any number of threads.

cdef int _countgather_median_int64(Plan* p, intp o) noexcept nogil:
    # Steps (1) and (2) for output o: its count of valid values, then its band
    # around rank(n) * ns / n of the sample's valid, non-NaN values, with a
    # margin of 3 standard deviations of a sample rank.
    cdef _keep_median_int64* keep = <_keep_median_int64*>p.keep + o
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp q, j, pos, ns = 0, n, r, d
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef int64_t v
    cdef int64_t* sample
    n = rtotal
    if p.m != NULL:
        n = 0
        for q in range(p.nch):
            n += p.cnt[part_at(p, o, q)]
    keep.n = n
    keep.blo = 1
    keep.bhi = 0                    # empty band (blo > bhi): step (4) gathers the slice
    sample = <int64_t*>malloc(SAMPLE * sizeof(int64_t))
    if sample == NULL:
        return -1
    kept_at(&kept, p, p.nk, o)
    for j in range(SAMPLE):
        pos = j * rtotal // SAMPLE
        reduced_at(&red, p, nr1, pos // n0)
        v = ((<const int64_t*>(p.x + kept.x + red.x + (pos % n0) * xs0))[0])
        if (p.m == NULL or p.m[kept.m + red.m + (pos % n0) * ms0]) and v == v:
            sample[ns] = v
            ns += 1
    if ns > 0 and n > 0:
        r = ((n - 1) // 2) * ns // n
        d = 1
        while d * d < ns:
            d += 1
        d = 3 * d + 2
        keep.blo = tp_select_i64(sample, ns, r - d if r - d > 0 else 0)
        keep.bhi = tp_select_i64(sample, ns, r + d if r + d < ns - 1 else ns - 1)
    free(sample)
    return 0


cdef int _bandgather_median_int64(Plan* p, intp o) noexcept nogil:
    # Step (4) for output o: its chunks' bands moved together (to the left: a
    # forward copy is safe), then the selection in the band, or the serial
    # kernel over the slice when the rank fell outside it.
    cdef const _keep_median_int64* keep = <const _keep_median_int64*>p.keep + o
    cdef tp_odo kept
    cdef intp q, j, i, n = keep.n, below = 0, nb = 0, want
    cdef int nan = 0
    cdef int64_t* dst = <int64_t*>p.part + part_at(p, o, 0) * p.csize
    cdef int64_t* src
    for q in range(p.nch):
        i = part_at(p, o, q)
        below += p.cnt[3 * i]
        nan |= p.cnt[3 * i + 2] != 0
        src = <int64_t*>p.part + i * p.csize
        if dst + nb != src:
            for j in range(p.cnt[3 * i + 1]):
                dst[nb + j] = src[j]
        nb += p.cnt[3 * i + 1]
    kept_at(&kept, p, p.nk, o)
    want = (n - 1) // 2
    if n == 0 or nan:
        _result_median_int64(p.out + kept.o, dst, n, nan)
    elif below <= want < below + nb:
        (<double*>(p.out + kept.o))[0] = <double>tp_select_i64(dst, nb, want - below)
    else:
        return _pos_median_int64(p, o, o + 1)
    return 0

# The entry: median on int64 input, int64_t read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_median_int64
_walks.columns = _cols_median_int64
_walks.chunked.keep = sizeof(_keep_median_int64)
chunk_step(&_walks.chunked, _count_median_int64, _countgather_median_int64, 0,
           0, 1, 1, True)
chunk_step(&_walks.chunked, _band_median_int64, _bandgather_median_int64, 0,
           sizeof(int64_t), 3, 4, False)
_k = plan_kernel("median_int64", "median", _walks)
_k.segmented = True
median_int64 = _k

# --- median_uint8: ops.yaml: ops.median (median, uint8 -> float64)
cdef inline void _result_median_uint8(char* outp, uint8_t* buf, intp n, int nan) noexcept nogil:
    # One slice's result from its n gathered valid values: the fully masked
    # value, NaN if a valid value is NaN, else the selected rank.
    if n == 0:
        (<double*>outp)[0] = NAN
    elif nan:
        (<double*>outp)[0] = NAN
    else:
        (<double*>outp)[0] = <double>tp_select_u8(buf, n, (n - 1) // 2)


cdef int _pos_median_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), each gathered into this span's own buffer.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n, n0, xs0, ms0
    cdef int nan
    cdef intp most = unit_most(p, lo, hi, prod_shape(p.nr, p.rshape))
    cdef const char* xp
    cdef const uint8_t* mk
    cdef uint8_t v
    cdef uint8_t* buf = <uint8_t*>malloc((most if most > 0 else 1) * sizeof(uint8_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        n = 0
        nan = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            if mk == NULL:
                for i in range(n0):
                    v = ((<const uint8_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                for i in range(n0):
                    v = ((<const uint8_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
        _result_median_uint8(p.out + kept.o, buf, n, nan)
        odo_next(&kept)
    free(buf)
    return 0


cdef int _cols_median_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp it, jt, j, w, n
    cdef int nk1 = p.nk - 1
    cdef intp nk0 = p.kshape[nk1], kxs0 = p.kxs[nk1], kms0 = p.kms[nk1], kos0 = p.kos[nk1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp cols = GATHER_ELEMS // rtotal if rtotal > 0 else GATHER_COLS
    cdef intp cnt[GATHER_COLS]
    cdef int nan[GATHER_COLS]
    cdef const char* xp
    cdef const uint8_t* mk
    cdef char* outp
    cdef uint8_t v
    cdef uint8_t* col
    cdef uint8_t* buf
    if cols > GATHER_COLS:
        cols = GATHER_COLS
    if cols < 1:
        cols = 1
    buf = <uint8_t*>malloc((cols * rtotal if rtotal > 0 else 1) * sizeof(uint8_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    reduced_at(&red, p, p.nr, 0)
    it = lo
    while it < hi:
        w = nk0 - kept.idx[nk1]        # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + kept.x + red.x
            if p.m == NULL:
                for j in range(w):
                    v = ((<const uint8_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + kept.m + red.m
                for j in range(w):
                    v = ((<const uint8_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odo_next(&red)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + kept.o + j * kos0
            _result_median_uint8(outp, col, n, nan[j])
        for j in range(w):
            odo_next(&kept)
        it += w
    free(buf)
    return 0


# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements, and the band [blo, bhi] its rank likely falls in.
ctypedef struct _keep_median_uint8:
    intp n
    uint8_t blo
    uint8_t bhi


cdef int _count_median_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long slices (chunk u: piece u % nch of the slice
    # of kept position u // nch): its valid elements to cnt[u] (p.m is set).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    for u in range(lo, hi):
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            for j in range(runs.len):
                n += runs.m[j * runs.ms]
        p.cnt[u] = n
    return 0


cdef int _band_median_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi): the valid values within the slice's band [blo, bhi]
    # (p.keep) are gathered into the chunk's own region of p.part (csize
    # values); cnt[3u], cnt[3u + 1], cnt[3u + 2]: valid values below the
    # band, in it, and NaN.  Branch-free: every value is written, the count
    # advances by its test.
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_median_uint8* keep = <const _keep_median_uint8*>p.keep
    cdef uint8_t* band
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, seg, nb, below, xs0, ms0
    cdef int nan, ok
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef uint8_t v, blo, bhi
    for u in range(lo, hi):
        band = <uint8_t*>p.part + u * p.csize
        blo = keep[u // p.nch].blo
        bhi = keep[u // p.nch].bhi
        nb = 0
        below = 0
        nan = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            for j in range(seg):
                v = ((<const uint8_t*>(xp + j * xs0))[0])
                ok = 1 if mk == NULL else mk[j * ms0] != 0
                band[nb] = v
                nb += ok & (v >= blo) & (v <= bhi)
                below += ok & (v < blo)
        p.cnt[3 * u] = below
        p.cnt[3 * u + 1] = nb
        p.cnt[3 * u + 2] = nan
    return 0


# Few outputs, long slices (chunked): (1) count each slice's valid values
# (chunks in parallel); (2) from SAMPLE fixed positions of the slice choose a
# band [blo, bhi] of values likely to hold the wanted rank; (3) gather the
# values in the band (chunks in parallel) and count those below it; (4)
# select in the band, or, if the rank fell outside it, gather the whole slice
# as the serial kernel does.  The result is the element of that rank either
# way: the same on any number of threads.

cdef int _countgather_median_uint8(Plan* p, intp o) noexcept nogil:
    # Steps (1) and (2) for output o: its count of valid values, then its band
    # around rank(n) * ns / n of the sample's valid, non-NaN values, with a
    # margin of 3 standard deviations of a sample rank.
    cdef _keep_median_uint8* keep = <_keep_median_uint8*>p.keep + o
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp q, j, pos, ns = 0, n, r, d
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef uint8_t v
    cdef uint8_t* sample
    n = rtotal
    if p.m != NULL:
        n = 0
        for q in range(p.nch):
            n += p.cnt[part_at(p, o, q)]
    keep.n = n
    keep.blo = 1
    keep.bhi = 0                    # empty band (blo > bhi): step (4) gathers the slice
    sample = <uint8_t*>malloc(SAMPLE * sizeof(uint8_t))
    if sample == NULL:
        return -1
    kept_at(&kept, p, p.nk, o)
    for j in range(SAMPLE):
        pos = j * rtotal // SAMPLE
        reduced_at(&red, p, nr1, pos // n0)
        v = ((<const uint8_t*>(p.x + kept.x + red.x + (pos % n0) * xs0))[0])
        if (p.m == NULL or p.m[kept.m + red.m + (pos % n0) * ms0]) and v == v:
            sample[ns] = v
            ns += 1
    if ns > 0 and n > 0:
        r = ((n - 1) // 2) * ns // n
        d = 1
        while d * d < ns:
            d += 1
        d = 3 * d + 2
        keep.blo = tp_select_u8(sample, ns, r - d if r - d > 0 else 0)
        keep.bhi = tp_select_u8(sample, ns, r + d if r + d < ns - 1 else ns - 1)
    free(sample)
    return 0


cdef int _bandgather_median_uint8(Plan* p, intp o) noexcept nogil:
    # Step (4) for output o: its chunks' bands moved together (to the left: a
    # forward copy is safe), then the selection in the band, or the serial
    # kernel over the slice when the rank fell outside it.
    cdef const _keep_median_uint8* keep = <const _keep_median_uint8*>p.keep + o
    cdef tp_odo kept
    cdef intp q, j, i, n = keep.n, below = 0, nb = 0, want
    cdef int nan = 0
    cdef uint8_t* dst = <uint8_t*>p.part + part_at(p, o, 0) * p.csize
    cdef uint8_t* src
    for q in range(p.nch):
        i = part_at(p, o, q)
        below += p.cnt[3 * i]
        nan |= p.cnt[3 * i + 2] != 0
        src = <uint8_t*>p.part + i * p.csize
        if dst + nb != src:
            for j in range(p.cnt[3 * i + 1]):
                dst[nb + j] = src[j]
        nb += p.cnt[3 * i + 1]
    kept_at(&kept, p, p.nk, o)
    want = (n - 1) // 2
    if n == 0 or nan:
        _result_median_uint8(p.out + kept.o, dst, n, nan)
    elif below <= want < below + nb:
        (<double*>(p.out + kept.o))[0] = <double>tp_select_u8(dst, nb, want - below)
    else:
        return _pos_median_uint8(p, o, o + 1)
    return 0

# The entry: median on uint8 input, uint8_t read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_median_uint8
_walks.columns = _cols_median_uint8
_walks.chunked.keep = sizeof(_keep_median_uint8)
chunk_step(&_walks.chunked, _count_median_uint8, _countgather_median_uint8, 0,
           0, 1, 1, True)
chunk_step(&_walks.chunked, _band_median_uint8, _bandgather_median_uint8, 0,
           sizeof(uint8_t), 3, 4, False)
_k = plan_kernel("median_uint8", "median", _walks)
_k.segmented = True
median_uint8 = _k

# --- median_uint16: ops.yaml: ops.median (median, uint16 -> float64)
cdef inline void _result_median_uint16(char* outp, uint16_t* buf, intp n, int nan) noexcept nogil:
    # One slice's result from its n gathered valid values: the fully masked
    # value, NaN if a valid value is NaN, else the selected rank.
    if n == 0:
        (<double*>outp)[0] = NAN
    elif nan:
        (<double*>outp)[0] = NAN
    else:
        (<double*>outp)[0] = <double>tp_select_u16(buf, n, (n - 1) // 2)


cdef int _pos_median_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), each gathered into this span's own buffer.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n, n0, xs0, ms0
    cdef int nan
    cdef intp most = unit_most(p, lo, hi, prod_shape(p.nr, p.rshape))
    cdef const char* xp
    cdef const uint8_t* mk
    cdef uint16_t v
    cdef uint16_t* buf = <uint16_t*>malloc((most if most > 0 else 1) * sizeof(uint16_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        n = 0
        nan = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            if mk == NULL:
                for i in range(n0):
                    v = ((<const uint16_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                for i in range(n0):
                    v = ((<const uint16_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
        _result_median_uint16(p.out + kept.o, buf, n, nan)
        odo_next(&kept)
    free(buf)
    return 0


cdef int _cols_median_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp it, jt, j, w, n
    cdef int nk1 = p.nk - 1
    cdef intp nk0 = p.kshape[nk1], kxs0 = p.kxs[nk1], kms0 = p.kms[nk1], kos0 = p.kos[nk1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp cols = GATHER_ELEMS // rtotal if rtotal > 0 else GATHER_COLS
    cdef intp cnt[GATHER_COLS]
    cdef int nan[GATHER_COLS]
    cdef const char* xp
    cdef const uint8_t* mk
    cdef char* outp
    cdef uint16_t v
    cdef uint16_t* col
    cdef uint16_t* buf
    if cols > GATHER_COLS:
        cols = GATHER_COLS
    if cols < 1:
        cols = 1
    buf = <uint16_t*>malloc((cols * rtotal if rtotal > 0 else 1) * sizeof(uint16_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    reduced_at(&red, p, p.nr, 0)
    it = lo
    while it < hi:
        w = nk0 - kept.idx[nk1]        # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + kept.x + red.x
            if p.m == NULL:
                for j in range(w):
                    v = ((<const uint16_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + kept.m + red.m
                for j in range(w):
                    v = ((<const uint16_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odo_next(&red)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + kept.o + j * kos0
            _result_median_uint16(outp, col, n, nan[j])
        for j in range(w):
            odo_next(&kept)
        it += w
    free(buf)
    return 0


# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements, and the band [blo, bhi] its rank likely falls in.
ctypedef struct _keep_median_uint16:
    intp n
    uint16_t blo
    uint16_t bhi


cdef int _count_median_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long slices (chunk u: piece u % nch of the slice
    # of kept position u // nch): its valid elements to cnt[u] (p.m is set).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    for u in range(lo, hi):
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            for j in range(runs.len):
                n += runs.m[j * runs.ms]
        p.cnt[u] = n
    return 0


cdef int _band_median_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi): the valid values within the slice's band [blo, bhi]
    # (p.keep) are gathered into the chunk's own region of p.part (csize
    # values); cnt[3u], cnt[3u + 1], cnt[3u + 2]: valid values below the
    # band, in it, and NaN.  Branch-free: every value is written, the count
    # advances by its test.
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_median_uint16* keep = <const _keep_median_uint16*>p.keep
    cdef uint16_t* band
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, seg, nb, below, xs0, ms0
    cdef int nan, ok
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef uint16_t v, blo, bhi
    for u in range(lo, hi):
        band = <uint16_t*>p.part + u * p.csize
        blo = keep[u // p.nch].blo
        bhi = keep[u // p.nch].bhi
        nb = 0
        below = 0
        nan = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            for j in range(seg):
                v = ((<const uint16_t*>(xp + j * xs0))[0])
                ok = 1 if mk == NULL else mk[j * ms0] != 0
                band[nb] = v
                nb += ok & (v >= blo) & (v <= bhi)
                below += ok & (v < blo)
        p.cnt[3 * u] = below
        p.cnt[3 * u + 1] = nb
        p.cnt[3 * u + 2] = nan
    return 0


# Few outputs, long slices (chunked): (1) count each slice's valid values
# (chunks in parallel); (2) from SAMPLE fixed positions of the slice choose a
# band [blo, bhi] of values likely to hold the wanted rank; (3) gather the
# values in the band (chunks in parallel) and count those below it; (4)
# select in the band, or, if the rank fell outside it, gather the whole slice
# as the serial kernel does.  The result is the element of that rank either
# way: the same on any number of threads.

cdef int _countgather_median_uint16(Plan* p, intp o) noexcept nogil:
    # Steps (1) and (2) for output o: its count of valid values, then its band
    # around rank(n) * ns / n of the sample's valid, non-NaN values, with a
    # margin of 3 standard deviations of a sample rank.
    cdef _keep_median_uint16* keep = <_keep_median_uint16*>p.keep + o
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp q, j, pos, ns = 0, n, r, d
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef uint16_t v
    cdef uint16_t* sample
    n = rtotal
    if p.m != NULL:
        n = 0
        for q in range(p.nch):
            n += p.cnt[part_at(p, o, q)]
    keep.n = n
    keep.blo = 1
    keep.bhi = 0                    # empty band (blo > bhi): step (4) gathers the slice
    sample = <uint16_t*>malloc(SAMPLE * sizeof(uint16_t))
    if sample == NULL:
        return -1
    kept_at(&kept, p, p.nk, o)
    for j in range(SAMPLE):
        pos = j * rtotal // SAMPLE
        reduced_at(&red, p, nr1, pos // n0)
        v = ((<const uint16_t*>(p.x + kept.x + red.x + (pos % n0) * xs0))[0])
        if (p.m == NULL or p.m[kept.m + red.m + (pos % n0) * ms0]) and v == v:
            sample[ns] = v
            ns += 1
    if ns > 0 and n > 0:
        r = ((n - 1) // 2) * ns // n
        d = 1
        while d * d < ns:
            d += 1
        d = 3 * d + 2
        keep.blo = tp_select_u16(sample, ns, r - d if r - d > 0 else 0)
        keep.bhi = tp_select_u16(sample, ns, r + d if r + d < ns - 1 else ns - 1)
    free(sample)
    return 0


cdef int _bandgather_median_uint16(Plan* p, intp o) noexcept nogil:
    # Step (4) for output o: its chunks' bands moved together (to the left: a
    # forward copy is safe), then the selection in the band, or the serial
    # kernel over the slice when the rank fell outside it.
    cdef const _keep_median_uint16* keep = <const _keep_median_uint16*>p.keep + o
    cdef tp_odo kept
    cdef intp q, j, i, n = keep.n, below = 0, nb = 0, want
    cdef int nan = 0
    cdef uint16_t* dst = <uint16_t*>p.part + part_at(p, o, 0) * p.csize
    cdef uint16_t* src
    for q in range(p.nch):
        i = part_at(p, o, q)
        below += p.cnt[3 * i]
        nan |= p.cnt[3 * i + 2] != 0
        src = <uint16_t*>p.part + i * p.csize
        if dst + nb != src:
            for j in range(p.cnt[3 * i + 1]):
                dst[nb + j] = src[j]
        nb += p.cnt[3 * i + 1]
    kept_at(&kept, p, p.nk, o)
    want = (n - 1) // 2
    if n == 0 or nan:
        _result_median_uint16(p.out + kept.o, dst, n, nan)
    elif below <= want < below + nb:
        (<double*>(p.out + kept.o))[0] = <double>tp_select_u16(dst, nb, want - below)
    else:
        return _pos_median_uint16(p, o, o + 1)
    return 0

# The entry: median on uint16 input, uint16_t read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_median_uint16
_walks.columns = _cols_median_uint16
_walks.chunked.keep = sizeof(_keep_median_uint16)
chunk_step(&_walks.chunked, _count_median_uint16, _countgather_median_uint16, 0,
           0, 1, 1, True)
chunk_step(&_walks.chunked, _band_median_uint16, _bandgather_median_uint16, 0,
           sizeof(uint16_t), 3, 4, False)
_k = plan_kernel("median_uint16", "median", _walks)
_k.segmented = True
median_uint16 = _k

# --- median_uint32: ops.yaml: ops.median (median, uint32 -> float64)
cdef inline void _result_median_uint32(char* outp, uint32_t* buf, intp n, int nan) noexcept nogil:
    # One slice's result from its n gathered valid values: the fully masked
    # value, NaN if a valid value is NaN, else the selected rank.
    if n == 0:
        (<double*>outp)[0] = NAN
    elif nan:
        (<double*>outp)[0] = NAN
    else:
        (<double*>outp)[0] = <double>tp_select_u32(buf, n, (n - 1) // 2)


cdef int _pos_median_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), each gathered into this span's own buffer.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n, n0, xs0, ms0
    cdef int nan
    cdef intp most = unit_most(p, lo, hi, prod_shape(p.nr, p.rshape))
    cdef const char* xp
    cdef const uint8_t* mk
    cdef uint32_t v
    cdef uint32_t* buf = <uint32_t*>malloc((most if most > 0 else 1) * sizeof(uint32_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        n = 0
        nan = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            if mk == NULL:
                for i in range(n0):
                    v = ((<const uint32_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                for i in range(n0):
                    v = ((<const uint32_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
        _result_median_uint32(p.out + kept.o, buf, n, nan)
        odo_next(&kept)
    free(buf)
    return 0


cdef int _cols_median_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp it, jt, j, w, n
    cdef int nk1 = p.nk - 1
    cdef intp nk0 = p.kshape[nk1], kxs0 = p.kxs[nk1], kms0 = p.kms[nk1], kos0 = p.kos[nk1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp cols = GATHER_ELEMS // rtotal if rtotal > 0 else GATHER_COLS
    cdef intp cnt[GATHER_COLS]
    cdef int nan[GATHER_COLS]
    cdef const char* xp
    cdef const uint8_t* mk
    cdef char* outp
    cdef uint32_t v
    cdef uint32_t* col
    cdef uint32_t* buf
    if cols > GATHER_COLS:
        cols = GATHER_COLS
    if cols < 1:
        cols = 1
    buf = <uint32_t*>malloc((cols * rtotal if rtotal > 0 else 1) * sizeof(uint32_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    reduced_at(&red, p, p.nr, 0)
    it = lo
    while it < hi:
        w = nk0 - kept.idx[nk1]        # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + kept.x + red.x
            if p.m == NULL:
                for j in range(w):
                    v = ((<const uint32_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + kept.m + red.m
                for j in range(w):
                    v = ((<const uint32_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odo_next(&red)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + kept.o + j * kos0
            _result_median_uint32(outp, col, n, nan[j])
        for j in range(w):
            odo_next(&kept)
        it += w
    free(buf)
    return 0


# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements, and the band [blo, bhi] its rank likely falls in.
ctypedef struct _keep_median_uint32:
    intp n
    uint32_t blo
    uint32_t bhi


cdef int _count_median_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long slices (chunk u: piece u % nch of the slice
    # of kept position u // nch): its valid elements to cnt[u] (p.m is set).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    for u in range(lo, hi):
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            for j in range(runs.len):
                n += runs.m[j * runs.ms]
        p.cnt[u] = n
    return 0


cdef int _band_median_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi): the valid values within the slice's band [blo, bhi]
    # (p.keep) are gathered into the chunk's own region of p.part (csize
    # values); cnt[3u], cnt[3u + 1], cnt[3u + 2]: valid values below the
    # band, in it, and NaN.  Branch-free: every value is written, the count
    # advances by its test.
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_median_uint32* keep = <const _keep_median_uint32*>p.keep
    cdef uint32_t* band
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, seg, nb, below, xs0, ms0
    cdef int nan, ok
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef uint32_t v, blo, bhi
    for u in range(lo, hi):
        band = <uint32_t*>p.part + u * p.csize
        blo = keep[u // p.nch].blo
        bhi = keep[u // p.nch].bhi
        nb = 0
        below = 0
        nan = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            for j in range(seg):
                v = ((<const uint32_t*>(xp + j * xs0))[0])
                ok = 1 if mk == NULL else mk[j * ms0] != 0
                band[nb] = v
                nb += ok & (v >= blo) & (v <= bhi)
                below += ok & (v < blo)
        p.cnt[3 * u] = below
        p.cnt[3 * u + 1] = nb
        p.cnt[3 * u + 2] = nan
    return 0


# Few outputs, long slices (chunked): (1) count each slice's valid values
# (chunks in parallel); (2) from SAMPLE fixed positions of the slice choose a
# band [blo, bhi] of values likely to hold the wanted rank; (3) gather the
# values in the band (chunks in parallel) and count those below it; (4)
# select in the band, or, if the rank fell outside it, gather the whole slice
# as the serial kernel does.  The result is the element of that rank either
# way: the same on any number of threads.

cdef int _countgather_median_uint32(Plan* p, intp o) noexcept nogil:
    # Steps (1) and (2) for output o: its count of valid values, then its band
    # around rank(n) * ns / n of the sample's valid, non-NaN values, with a
    # margin of 3 standard deviations of a sample rank.
    cdef _keep_median_uint32* keep = <_keep_median_uint32*>p.keep + o
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp q, j, pos, ns = 0, n, r, d
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef uint32_t v
    cdef uint32_t* sample
    n = rtotal
    if p.m != NULL:
        n = 0
        for q in range(p.nch):
            n += p.cnt[part_at(p, o, q)]
    keep.n = n
    keep.blo = 1
    keep.bhi = 0                    # empty band (blo > bhi): step (4) gathers the slice
    sample = <uint32_t*>malloc(SAMPLE * sizeof(uint32_t))
    if sample == NULL:
        return -1
    kept_at(&kept, p, p.nk, o)
    for j in range(SAMPLE):
        pos = j * rtotal // SAMPLE
        reduced_at(&red, p, nr1, pos // n0)
        v = ((<const uint32_t*>(p.x + kept.x + red.x + (pos % n0) * xs0))[0])
        if (p.m == NULL or p.m[kept.m + red.m + (pos % n0) * ms0]) and v == v:
            sample[ns] = v
            ns += 1
    if ns > 0 and n > 0:
        r = ((n - 1) // 2) * ns // n
        d = 1
        while d * d < ns:
            d += 1
        d = 3 * d + 2
        keep.blo = tp_select_u32(sample, ns, r - d if r - d > 0 else 0)
        keep.bhi = tp_select_u32(sample, ns, r + d if r + d < ns - 1 else ns - 1)
    free(sample)
    return 0


cdef int _bandgather_median_uint32(Plan* p, intp o) noexcept nogil:
    # Step (4) for output o: its chunks' bands moved together (to the left: a
    # forward copy is safe), then the selection in the band, or the serial
    # kernel over the slice when the rank fell outside it.
    cdef const _keep_median_uint32* keep = <const _keep_median_uint32*>p.keep + o
    cdef tp_odo kept
    cdef intp q, j, i, n = keep.n, below = 0, nb = 0, want
    cdef int nan = 0
    cdef uint32_t* dst = <uint32_t*>p.part + part_at(p, o, 0) * p.csize
    cdef uint32_t* src
    for q in range(p.nch):
        i = part_at(p, o, q)
        below += p.cnt[3 * i]
        nan |= p.cnt[3 * i + 2] != 0
        src = <uint32_t*>p.part + i * p.csize
        if dst + nb != src:
            for j in range(p.cnt[3 * i + 1]):
                dst[nb + j] = src[j]
        nb += p.cnt[3 * i + 1]
    kept_at(&kept, p, p.nk, o)
    want = (n - 1) // 2
    if n == 0 or nan:
        _result_median_uint32(p.out + kept.o, dst, n, nan)
    elif below <= want < below + nb:
        (<double*>(p.out + kept.o))[0] = <double>tp_select_u32(dst, nb, want - below)
    else:
        return _pos_median_uint32(p, o, o + 1)
    return 0

# The entry: median on uint32 input, uint32_t read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_median_uint32
_walks.columns = _cols_median_uint32
_walks.chunked.keep = sizeof(_keep_median_uint32)
chunk_step(&_walks.chunked, _count_median_uint32, _countgather_median_uint32, 0,
           0, 1, 1, True)
chunk_step(&_walks.chunked, _band_median_uint32, _bandgather_median_uint32, 0,
           sizeof(uint32_t), 3, 4, False)
_k = plan_kernel("median_uint32", "median", _walks)
_k.segmented = True
median_uint32 = _k

# --- median_uint64: ops.yaml: ops.median (median, uint64 -> float64)
cdef inline void _result_median_uint64(char* outp, uint64_t* buf, intp n, int nan) noexcept nogil:
    # One slice's result from its n gathered valid values: the fully masked
    # value, NaN if a valid value is NaN, else the selected rank.
    if n == 0:
        (<double*>outp)[0] = NAN
    elif nan:
        (<double*>outp)[0] = NAN
    else:
        (<double*>outp)[0] = <double>tp_select_u64(buf, n, (n - 1) // 2)


cdef int _pos_median_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), each gathered into this span's own buffer.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n, n0, xs0, ms0
    cdef int nan
    cdef intp most = unit_most(p, lo, hi, prod_shape(p.nr, p.rshape))
    cdef const char* xp
    cdef const uint8_t* mk
    cdef uint64_t v
    cdef uint64_t* buf = <uint64_t*>malloc((most if most > 0 else 1) * sizeof(uint64_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        n = 0
        nan = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            if mk == NULL:
                for i in range(n0):
                    v = ((<const uint64_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                for i in range(n0):
                    v = ((<const uint64_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
        _result_median_uint64(p.out + kept.o, buf, n, nan)
        odo_next(&kept)
    free(buf)
    return 0


cdef int _cols_median_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp it, jt, j, w, n
    cdef int nk1 = p.nk - 1
    cdef intp nk0 = p.kshape[nk1], kxs0 = p.kxs[nk1], kms0 = p.kms[nk1], kos0 = p.kos[nk1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp cols = GATHER_ELEMS // rtotal if rtotal > 0 else GATHER_COLS
    cdef intp cnt[GATHER_COLS]
    cdef int nan[GATHER_COLS]
    cdef const char* xp
    cdef const uint8_t* mk
    cdef char* outp
    cdef uint64_t v
    cdef uint64_t* col
    cdef uint64_t* buf
    if cols > GATHER_COLS:
        cols = GATHER_COLS
    if cols < 1:
        cols = 1
    buf = <uint64_t*>malloc((cols * rtotal if rtotal > 0 else 1) * sizeof(uint64_t))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    reduced_at(&red, p, p.nr, 0)
    it = lo
    while it < hi:
        w = nk0 - kept.idx[nk1]        # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + kept.x + red.x
            if p.m == NULL:
                for j in range(w):
                    v = ((<const uint64_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + kept.m + red.m
                for j in range(w):
                    v = ((<const uint64_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odo_next(&red)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + kept.o + j * kos0
            _result_median_uint64(outp, col, n, nan[j])
        for j in range(w):
            odo_next(&kept)
        it += w
    free(buf)
    return 0


# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements, and the band [blo, bhi] its rank likely falls in.
ctypedef struct _keep_median_uint64:
    intp n
    uint64_t blo
    uint64_t bhi


cdef int _count_median_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long slices (chunk u: piece u % nch of the slice
    # of kept position u // nch): its valid elements to cnt[u] (p.m is set).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    for u in range(lo, hi):
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            for j in range(runs.len):
                n += runs.m[j * runs.ms]
        p.cnt[u] = n
    return 0


cdef int _band_median_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi): the valid values within the slice's band [blo, bhi]
    # (p.keep) are gathered into the chunk's own region of p.part (csize
    # values); cnt[3u], cnt[3u + 1], cnt[3u + 2]: valid values below the
    # band, in it, and NaN.  Branch-free: every value is written, the count
    # advances by its test.
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_median_uint64* keep = <const _keep_median_uint64*>p.keep
    cdef uint64_t* band
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, seg, nb, below, xs0, ms0
    cdef int nan, ok
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef uint64_t v, blo, bhi
    for u in range(lo, hi):
        band = <uint64_t*>p.part + u * p.csize
        blo = keep[u // p.nch].blo
        bhi = keep[u // p.nch].bhi
        nb = 0
        below = 0
        nan = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            for j in range(seg):
                v = ((<const uint64_t*>(xp + j * xs0))[0])
                ok = 1 if mk == NULL else mk[j * ms0] != 0
                band[nb] = v
                nb += ok & (v >= blo) & (v <= bhi)
                below += ok & (v < blo)
        p.cnt[3 * u] = below
        p.cnt[3 * u + 1] = nb
        p.cnt[3 * u + 2] = nan
    return 0


# Few outputs, long slices (chunked): (1) count each slice's valid values
# (chunks in parallel); (2) from SAMPLE fixed positions of the slice choose a
# band [blo, bhi] of values likely to hold the wanted rank; (3) gather the
# values in the band (chunks in parallel) and count those below it; (4)
# select in the band, or, if the rank fell outside it, gather the whole slice
# as the serial kernel does.  The result is the element of that rank either
# way: the same on any number of threads.

cdef int _countgather_median_uint64(Plan* p, intp o) noexcept nogil:
    # Steps (1) and (2) for output o: its count of valid values, then its band
    # around rank(n) * ns / n of the sample's valid, non-NaN values, with a
    # margin of 3 standard deviations of a sample rank.
    cdef _keep_median_uint64* keep = <_keep_median_uint64*>p.keep + o
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp q, j, pos, ns = 0, n, r, d
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef uint64_t v
    cdef uint64_t* sample
    n = rtotal
    if p.m != NULL:
        n = 0
        for q in range(p.nch):
            n += p.cnt[part_at(p, o, q)]
    keep.n = n
    keep.blo = 1
    keep.bhi = 0                    # empty band (blo > bhi): step (4) gathers the slice
    sample = <uint64_t*>malloc(SAMPLE * sizeof(uint64_t))
    if sample == NULL:
        return -1
    kept_at(&kept, p, p.nk, o)
    for j in range(SAMPLE):
        pos = j * rtotal // SAMPLE
        reduced_at(&red, p, nr1, pos // n0)
        v = ((<const uint64_t*>(p.x + kept.x + red.x + (pos % n0) * xs0))[0])
        if (p.m == NULL or p.m[kept.m + red.m + (pos % n0) * ms0]) and v == v:
            sample[ns] = v
            ns += 1
    if ns > 0 and n > 0:
        r = ((n - 1) // 2) * ns // n
        d = 1
        while d * d < ns:
            d += 1
        d = 3 * d + 2
        keep.blo = tp_select_u64(sample, ns, r - d if r - d > 0 else 0)
        keep.bhi = tp_select_u64(sample, ns, r + d if r + d < ns - 1 else ns - 1)
    free(sample)
    return 0


cdef int _bandgather_median_uint64(Plan* p, intp o) noexcept nogil:
    # Step (4) for output o: its chunks' bands moved together (to the left: a
    # forward copy is safe), then the selection in the band, or the serial
    # kernel over the slice when the rank fell outside it.
    cdef const _keep_median_uint64* keep = <const _keep_median_uint64*>p.keep + o
    cdef tp_odo kept
    cdef intp q, j, i, n = keep.n, below = 0, nb = 0, want
    cdef int nan = 0
    cdef uint64_t* dst = <uint64_t*>p.part + part_at(p, o, 0) * p.csize
    cdef uint64_t* src
    for q in range(p.nch):
        i = part_at(p, o, q)
        below += p.cnt[3 * i]
        nan |= p.cnt[3 * i + 2] != 0
        src = <uint64_t*>p.part + i * p.csize
        if dst + nb != src:
            for j in range(p.cnt[3 * i + 1]):
                dst[nb + j] = src[j]
        nb += p.cnt[3 * i + 1]
    kept_at(&kept, p, p.nk, o)
    want = (n - 1) // 2
    if n == 0 or nan:
        _result_median_uint64(p.out + kept.o, dst, n, nan)
    elif below <= want < below + nb:
        (<double*>(p.out + kept.o))[0] = <double>tp_select_u64(dst, nb, want - below)
    else:
        return _pos_median_uint64(p, o, o + 1)
    return 0

# The entry: median on uint64 input, uint64_t read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_median_uint64
_walks.columns = _cols_median_uint64
_walks.chunked.keep = sizeof(_keep_median_uint64)
chunk_step(&_walks.chunked, _count_median_uint64, _countgather_median_uint64, 0,
           0, 1, 1, True)
chunk_step(&_walks.chunked, _band_median_uint64, _bandgather_median_uint64, 0,
           sizeof(uint64_t), 3, 4, False)
_k = plan_kernel("median_uint64", "median", _walks)
_k.segmented = True
median_uint64 = _k

# --- median_float16: ops.yaml: ops.median (median, float16 -> float32)
cdef inline void _result_median_float16(char* outp, float* buf, intp n, int nan) noexcept nogil:
    # One slice's result from its n gathered valid values: the fully masked
    # value, NaN if a valid value is NaN, else the selected rank.
    if n == 0:
        (<float*>outp)[0] = NAN
    elif nan:
        (<float*>outp)[0] = NAN
    else:
        (<float*>outp)[0] = <float>tp_select_f32(buf, n, (n - 1) // 2)


cdef int _pos_median_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), each gathered into this span's own buffer.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n, n0, xs0, ms0
    cdef int nan
    cdef intp most = unit_most(p, lo, hi, prod_shape(p.nr, p.rshape))
    cdef const char* xp
    cdef const uint8_t* mk
    cdef float v
    cdef float* buf = <float*>malloc((most if most > 0 else 1) * sizeof(float))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        n = 0
        nan = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            if mk == NULL:
                for i in range(n0):
                    v = half_to_float(((<const uint16_t*>(xp + i * xs0))[0]))
                    buf[n + i] = v
                    nan |= v != v
                n += n0
            else:
                for i in range(n0):
                    v = half_to_float(((<const uint16_t*>(xp + i * xs0))[0]))
                    buf[n] = v
                    nan |= (v != v) & mk[i * ms0]
                    n += mk[i * ms0]
        _result_median_float16(p.out + kept.o, buf, n, nan)
        odo_next(&kept)
    free(buf)
    return 0


cdef int _cols_median_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp it, jt, j, w, n
    cdef int nk1 = p.nk - 1
    cdef intp nk0 = p.kshape[nk1], kxs0 = p.kxs[nk1], kms0 = p.kms[nk1], kos0 = p.kos[nk1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp cols = GATHER_ELEMS // rtotal if rtotal > 0 else GATHER_COLS
    cdef intp cnt[GATHER_COLS]
    cdef int nan[GATHER_COLS]
    cdef const char* xp
    cdef const uint8_t* mk
    cdef char* outp
    cdef float v
    cdef float* col
    cdef float* buf
    if cols > GATHER_COLS:
        cols = GATHER_COLS
    if cols < 1:
        cols = 1
    buf = <float*>malloc((cols * rtotal if rtotal > 0 else 1) * sizeof(float))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    reduced_at(&red, p, p.nr, 0)
    it = lo
    while it < hi:
        w = nk0 - kept.idx[nk1]        # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + kept.x + red.x
            if p.m == NULL:
                for j in range(w):
                    v = half_to_float(((<const uint16_t*>(xp + j * kxs0))[0]))
                    buf[j * rtotal + jt] = v
                    nan[j] |= v != v
            else:
                mk = p.m + kept.m + red.m
                for j in range(w):
                    v = half_to_float(((<const uint16_t*>(xp + j * kxs0))[0]))
                    buf[j * rtotal + cnt[j]] = v
                    nan[j] |= (v != v) & mk[j * kms0]
                    cnt[j] += mk[j * kms0]
            odo_next(&red)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + kept.o + j * kos0
            _result_median_float16(outp, col, n, nan[j])
        for j in range(w):
            odo_next(&kept)
        it += w
    free(buf)
    return 0


# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements, and the band [blo, bhi] its rank likely falls in.
ctypedef struct _keep_median_float16:
    intp n
    float blo
    float bhi


cdef int _count_median_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long slices (chunk u: piece u % nch of the slice
    # of kept position u // nch): its valid elements to cnt[u] (p.m is set).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    for u in range(lo, hi):
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            for j in range(runs.len):
                n += runs.m[j * runs.ms]
        p.cnt[u] = n
    return 0


cdef int _band_median_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi): the valid values within the slice's band [blo, bhi]
    # (p.keep) are gathered into the chunk's own region of p.part (csize
    # values); cnt[3u], cnt[3u + 1], cnt[3u + 2]: valid values below the
    # band, in it, and NaN.  Branch-free: every value is written, the count
    # advances by its test.
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_median_float16* keep = <const _keep_median_float16*>p.keep
    cdef float* band
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, seg, nb, below, xs0, ms0
    cdef int nan, ok
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef float v, blo, bhi
    for u in range(lo, hi):
        band = <float*>p.part + u * p.csize
        blo = keep[u // p.nch].blo
        bhi = keep[u // p.nch].bhi
        nb = 0
        below = 0
        nan = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            for j in range(seg):
                v = half_to_float(((<const uint16_t*>(xp + j * xs0))[0]))
                ok = 1 if mk == NULL else mk[j * ms0] != 0
                band[nb] = v
                nb += ok & (v >= blo) & (v <= bhi)
                below += ok & (v < blo)
                nan |= ok & (v != v)
        p.cnt[3 * u] = below
        p.cnt[3 * u + 1] = nb
        p.cnt[3 * u + 2] = nan
    return 0


# Few outputs, long slices (chunked): (1) count each slice's valid values
# (chunks in parallel); (2) from SAMPLE fixed positions of the slice choose a
# band [blo, bhi] of values likely to hold the wanted rank; (3) gather the
# values in the band (chunks in parallel) and count those below it; (4)
# select in the band, or, if the rank fell outside it, gather the whole slice
# as the serial kernel does.  The result is the element of that rank either
# way: the same on any number of threads.

cdef int _countgather_median_float16(Plan* p, intp o) noexcept nogil:
    # Steps (1) and (2) for output o: its count of valid values, then its band
    # around rank(n) * ns / n of the sample's valid, non-NaN values, with a
    # margin of 3 standard deviations of a sample rank.
    cdef _keep_median_float16* keep = <_keep_median_float16*>p.keep + o
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp q, j, pos, ns = 0, n, r, d
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef float v
    cdef float* sample
    n = rtotal
    if p.m != NULL:
        n = 0
        for q in range(p.nch):
            n += p.cnt[part_at(p, o, q)]
    keep.n = n
    keep.blo = 1
    keep.bhi = 0                    # empty band (blo > bhi): step (4) gathers the slice
    sample = <float*>malloc(SAMPLE * sizeof(float))
    if sample == NULL:
        return -1
    kept_at(&kept, p, p.nk, o)
    for j in range(SAMPLE):
        pos = j * rtotal // SAMPLE
        reduced_at(&red, p, nr1, pos // n0)
        v = half_to_float(((<const uint16_t*>(p.x + kept.x + red.x + (pos % n0) * xs0))[0]))
        if (p.m == NULL or p.m[kept.m + red.m + (pos % n0) * ms0]) and v == v:
            sample[ns] = v
            ns += 1
    if ns > 0 and n > 0:
        r = ((n - 1) // 2) * ns // n
        d = 1
        while d * d < ns:
            d += 1
        d = 3 * d + 2
        keep.blo = tp_select_f32(sample, ns, r - d if r - d > 0 else 0)
        keep.bhi = tp_select_f32(sample, ns, r + d if r + d < ns - 1 else ns - 1)
    free(sample)
    return 0


cdef int _bandgather_median_float16(Plan* p, intp o) noexcept nogil:
    # Step (4) for output o: its chunks' bands moved together (to the left: a
    # forward copy is safe), then the selection in the band, or the serial
    # kernel over the slice when the rank fell outside it.
    cdef const _keep_median_float16* keep = <const _keep_median_float16*>p.keep + o
    cdef tp_odo kept
    cdef intp q, j, i, n = keep.n, below = 0, nb = 0, want
    cdef int nan = 0
    cdef float* dst = <float*>p.part + part_at(p, o, 0) * p.csize
    cdef float* src
    for q in range(p.nch):
        i = part_at(p, o, q)
        below += p.cnt[3 * i]
        nan |= p.cnt[3 * i + 2] != 0
        src = <float*>p.part + i * p.csize
        if dst + nb != src:
            for j in range(p.cnt[3 * i + 1]):
                dst[nb + j] = src[j]
        nb += p.cnt[3 * i + 1]
    kept_at(&kept, p, p.nk, o)
    want = (n - 1) // 2
    if n == 0 or nan:
        _result_median_float16(p.out + kept.o, dst, n, nan)
    elif below <= want < below + nb:
        (<float*>(p.out + kept.o))[0] = <float>tp_select_f32(dst, nb, want - below)
    else:
        return _pos_median_float16(p, o, o + 1)
    return 0

# The entry: median on float16 input, uint16_t read, float written.
_walks = no_layouts(2)
_walks.positions = _pos_median_float16
_walks.columns = _cols_median_float16
_walks.chunked.keep = sizeof(_keep_median_float16)
chunk_step(&_walks.chunked, _count_median_float16, _countgather_median_float16, 0,
           0, 1, 1, True)
chunk_step(&_walks.chunked, _band_median_float16, _bandgather_median_float16, 0,
           sizeof(float), 3, 4, False)
_k = plan_kernel("median_float16", "median", _walks)
_k.segmented = True
median_float16 = _k

# --- median_float32: ops.yaml: ops.median (median, float32 -> float32)
cdef inline void _result_median_float32(char* outp, float* buf, intp n, int nan) noexcept nogil:
    # One slice's result from its n gathered valid values: the fully masked
    # value, NaN if a valid value is NaN, else the selected rank.
    if n == 0:
        (<float*>outp)[0] = NAN
    elif nan:
        (<float*>outp)[0] = NAN
    else:
        (<float*>outp)[0] = <float>tp_select_f32(buf, n, (n - 1) // 2)


cdef int _pos_median_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), each gathered into this span's own buffer.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n, n0, xs0, ms0
    cdef int nan
    cdef intp most = unit_most(p, lo, hi, prod_shape(p.nr, p.rshape))
    cdef const char* xp
    cdef const uint8_t* mk
    cdef float v
    cdef float* buf = <float*>malloc((most if most > 0 else 1) * sizeof(float))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        n = 0
        nan = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            if mk == NULL:
                for i in range(n0):
                    v = ((<const float*>(xp + i * xs0))[0])
                    buf[n + i] = v
                    nan |= v != v
                n += n0
            else:
                for i in range(n0):
                    v = ((<const float*>(xp + i * xs0))[0])
                    buf[n] = v
                    nan |= (v != v) & mk[i * ms0]
                    n += mk[i * ms0]
        _result_median_float32(p.out + kept.o, buf, n, nan)
        odo_next(&kept)
    free(buf)
    return 0


cdef int _cols_median_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp it, jt, j, w, n
    cdef int nk1 = p.nk - 1
    cdef intp nk0 = p.kshape[nk1], kxs0 = p.kxs[nk1], kms0 = p.kms[nk1], kos0 = p.kos[nk1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp cols = GATHER_ELEMS // rtotal if rtotal > 0 else GATHER_COLS
    cdef intp cnt[GATHER_COLS]
    cdef int nan[GATHER_COLS]
    cdef const char* xp
    cdef const uint8_t* mk
    cdef char* outp
    cdef float v
    cdef float* col
    cdef float* buf
    if cols > GATHER_COLS:
        cols = GATHER_COLS
    if cols < 1:
        cols = 1
    buf = <float*>malloc((cols * rtotal if rtotal > 0 else 1) * sizeof(float))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    reduced_at(&red, p, p.nr, 0)
    it = lo
    while it < hi:
        w = nk0 - kept.idx[nk1]        # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + kept.x + red.x
            if p.m == NULL:
                for j in range(w):
                    v = ((<const float*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
                    nan[j] |= v != v
            else:
                mk = p.m + kept.m + red.m
                for j in range(w):
                    v = ((<const float*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    nan[j] |= (v != v) & mk[j * kms0]
                    cnt[j] += mk[j * kms0]
            odo_next(&red)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + kept.o + j * kos0
            _result_median_float32(outp, col, n, nan[j])
        for j in range(w):
            odo_next(&kept)
        it += w
    free(buf)
    return 0


# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements, and the band [blo, bhi] its rank likely falls in.
ctypedef struct _keep_median_float32:
    intp n
    float blo
    float bhi


cdef int _count_median_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long slices (chunk u: piece u % nch of the slice
    # of kept position u // nch): its valid elements to cnt[u] (p.m is set).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    for u in range(lo, hi):
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            for j in range(runs.len):
                n += runs.m[j * runs.ms]
        p.cnt[u] = n
    return 0


cdef int _band_median_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi): the valid values within the slice's band [blo, bhi]
    # (p.keep) are gathered into the chunk's own region of p.part (csize
    # values); cnt[3u], cnt[3u + 1], cnt[3u + 2]: valid values below the
    # band, in it, and NaN.  Branch-free: every value is written, the count
    # advances by its test.
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_median_float32* keep = <const _keep_median_float32*>p.keep
    cdef float* band
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, seg, nb, below, xs0, ms0
    cdef int nan, ok
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef float v, blo, bhi
    for u in range(lo, hi):
        band = <float*>p.part + u * p.csize
        blo = keep[u // p.nch].blo
        bhi = keep[u // p.nch].bhi
        nb = 0
        below = 0
        nan = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            for j in range(seg):
                v = ((<const float*>(xp + j * xs0))[0])
                ok = 1 if mk == NULL else mk[j * ms0] != 0
                band[nb] = v
                nb += ok & (v >= blo) & (v <= bhi)
                below += ok & (v < blo)
                nan |= ok & (v != v)
        p.cnt[3 * u] = below
        p.cnt[3 * u + 1] = nb
        p.cnt[3 * u + 2] = nan
    return 0


# Few outputs, long slices (chunked): (1) count each slice's valid values
# (chunks in parallel); (2) from SAMPLE fixed positions of the slice choose a
# band [blo, bhi] of values likely to hold the wanted rank; (3) gather the
# values in the band (chunks in parallel) and count those below it; (4)
# select in the band, or, if the rank fell outside it, gather the whole slice
# as the serial kernel does.  The result is the element of that rank either
# way: the same on any number of threads.

cdef int _countgather_median_float32(Plan* p, intp o) noexcept nogil:
    # Steps (1) and (2) for output o: its count of valid values, then its band
    # around rank(n) * ns / n of the sample's valid, non-NaN values, with a
    # margin of 3 standard deviations of a sample rank.
    cdef _keep_median_float32* keep = <_keep_median_float32*>p.keep + o
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp q, j, pos, ns = 0, n, r, d
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef float v
    cdef float* sample
    n = rtotal
    if p.m != NULL:
        n = 0
        for q in range(p.nch):
            n += p.cnt[part_at(p, o, q)]
    keep.n = n
    keep.blo = 1
    keep.bhi = 0                    # empty band (blo > bhi): step (4) gathers the slice
    sample = <float*>malloc(SAMPLE * sizeof(float))
    if sample == NULL:
        return -1
    kept_at(&kept, p, p.nk, o)
    for j in range(SAMPLE):
        pos = j * rtotal // SAMPLE
        reduced_at(&red, p, nr1, pos // n0)
        v = ((<const float*>(p.x + kept.x + red.x + (pos % n0) * xs0))[0])
        if (p.m == NULL or p.m[kept.m + red.m + (pos % n0) * ms0]) and v == v:
            sample[ns] = v
            ns += 1
    if ns > 0 and n > 0:
        r = ((n - 1) // 2) * ns // n
        d = 1
        while d * d < ns:
            d += 1
        d = 3 * d + 2
        keep.blo = tp_select_f32(sample, ns, r - d if r - d > 0 else 0)
        keep.bhi = tp_select_f32(sample, ns, r + d if r + d < ns - 1 else ns - 1)
    free(sample)
    return 0


cdef int _bandgather_median_float32(Plan* p, intp o) noexcept nogil:
    # Step (4) for output o: its chunks' bands moved together (to the left: a
    # forward copy is safe), then the selection in the band, or the serial
    # kernel over the slice when the rank fell outside it.
    cdef const _keep_median_float32* keep = <const _keep_median_float32*>p.keep + o
    cdef tp_odo kept
    cdef intp q, j, i, n = keep.n, below = 0, nb = 0, want
    cdef int nan = 0
    cdef float* dst = <float*>p.part + part_at(p, o, 0) * p.csize
    cdef float* src
    for q in range(p.nch):
        i = part_at(p, o, q)
        below += p.cnt[3 * i]
        nan |= p.cnt[3 * i + 2] != 0
        src = <float*>p.part + i * p.csize
        if dst + nb != src:
            for j in range(p.cnt[3 * i + 1]):
                dst[nb + j] = src[j]
        nb += p.cnt[3 * i + 1]
    kept_at(&kept, p, p.nk, o)
    want = (n - 1) // 2
    if n == 0 or nan:
        _result_median_float32(p.out + kept.o, dst, n, nan)
    elif below <= want < below + nb:
        (<float*>(p.out + kept.o))[0] = <float>tp_select_f32(dst, nb, want - below)
    else:
        return _pos_median_float32(p, o, o + 1)
    return 0

# The entry: median on float32 input, float read, float written.
_walks = no_layouts(2)
_walks.positions = _pos_median_float32
_walks.columns = _cols_median_float32
_walks.chunked.keep = sizeof(_keep_median_float32)
chunk_step(&_walks.chunked, _count_median_float32, _countgather_median_float32, 0,
           0, 1, 1, True)
chunk_step(&_walks.chunked, _band_median_float32, _bandgather_median_float32, 0,
           sizeof(float), 3, 4, False)
_k = plan_kernel("median_float32", "median", _walks)
_k.segmented = True
median_float32 = _k

# --- median_float64: ops.yaml: ops.median (median, float64 -> float64)
cdef inline void _result_median_float64(char* outp, double* buf, intp n, int nan) noexcept nogil:
    # One slice's result from its n gathered valid values: the fully masked
    # value, NaN if a valid value is NaN, else the selected rank.
    if n == 0:
        (<double*>outp)[0] = NAN
    elif nan:
        (<double*>outp)[0] = NAN
    else:
        (<double*>outp)[0] = <double>tp_select_f64(buf, n, (n - 1) // 2)


cdef int _pos_median_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Kept positions [lo, hi), each gathered into this span's own buffer.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp it, i, n, n0, xs0, ms0
    cdef int nan
    cdef intp most = unit_most(p, lo, hi, prod_shape(p.nr, p.rshape))
    cdef const char* xp
    cdef const uint8_t* mk
    cdef double v
    cdef double* buf = <double*>malloc((most if most > 0 else 1) * sizeof(double))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    for it in range(lo, hi):
        n = 0
        nan = 0
        runs_slice(&runs, p, it, kept.x, kept.m, kept.o)
        while runs_next(&runs):
            xp, mk, n0, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            if mk == NULL:
                for i in range(n0):
                    v = ((<const double*>(xp + i * xs0))[0])
                    buf[n + i] = v
                    nan |= v != v
                n += n0
            else:
                for i in range(n0):
                    v = ((<const double*>(xp + i * xs0))[0])
                    buf[n] = v
                    nan |= (v != v) & mk[i * ms0]
                    n += mk[i * ms0]
        _result_median_float64(p.out + kept.o, buf, n, nan)
        odo_next(&kept)
    free(buf)
    return 0


cdef int _cols_median_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp it, jt, j, w, n
    cdef int nk1 = p.nk - 1
    cdef intp nk0 = p.kshape[nk1], kxs0 = p.kxs[nk1], kms0 = p.kms[nk1], kos0 = p.kos[nk1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef intp cols = GATHER_ELEMS // rtotal if rtotal > 0 else GATHER_COLS
    cdef intp cnt[GATHER_COLS]
    cdef int nan[GATHER_COLS]
    cdef const char* xp
    cdef const uint8_t* mk
    cdef char* outp
    cdef double v
    cdef double* col
    cdef double* buf
    if cols > GATHER_COLS:
        cols = GATHER_COLS
    if cols < 1:
        cols = 1
    buf = <double*>malloc((cols * rtotal if rtotal > 0 else 1) * sizeof(double))
    if buf == NULL:
        return -1
    kept_at(&kept, p, p.nk, lo)
    reduced_at(&red, p, p.nr, 0)
    it = lo
    while it < hi:
        w = nk0 - kept.idx[nk1]        # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + kept.x + red.x
            if p.m == NULL:
                for j in range(w):
                    v = ((<const double*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
                    nan[j] |= v != v
            else:
                mk = p.m + kept.m + red.m
                for j in range(w):
                    v = ((<const double*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    nan[j] |= (v != v) & mk[j * kms0]
                    cnt[j] += mk[j * kms0]
            odo_next(&red)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + kept.o + j * kos0
            _result_median_float64(outp, col, n, nan[j])
        for j in range(w):
            odo_next(&kept)
        it += w
    free(buf)
    return 0


# The chunked layout's state of an output across its steps (p.keep): its
# count of valid elements, and the band [blo, bhi] its rank likely falls in.
ctypedef struct _keep_median_float64:
    intp n
    double blo
    double bhi


cdef int _count_median_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi) of few long slices (chunk u: piece u % nch of the slice
    # of kept position u // nch): its valid elements to cnt[u] (p.m is set).
    cdef Plan* p = <Plan*>ctx
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, n
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    for u in range(lo, hi):
        n = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            for j in range(runs.len):
                n += runs.m[j * runs.ms]
        p.cnt[u] = n
    return 0


cdef int _band_median_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Chunks [lo, hi): the valid values within the slice's band [blo, bhi]
    # (p.keep) are gathered into the chunk's own region of p.part (csize
    # values); cnt[3u], cnt[3u + 1], cnt[3u + 2]: valid values below the
    # band, in it, and NaN.  Branch-free: every value is written, the count
    # advances by its test.
    cdef Plan* p = <Plan*>ctx
    cdef const _keep_median_float64* keep = <const _keep_median_float64*>p.keep
    cdef double* band
    cdef tp_odo kept
    cdef tp_runs runs
    cdef intp u, j, seg, nb, below, xs0, ms0
    cdef int nan, ok
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef const char* xp
    cdef double v, blo, bhi
    for u in range(lo, hi):
        band = <double*>p.part + u * p.csize
        blo = keep[u // p.nch].blo
        bhi = keep[u // p.nch].bhi
        nb = 0
        below = 0
        nan = 0
        runs_chunk(&runs, &kept, p, u, rtotal)
        while runs_next(&runs):
            xp, mk, seg, xs0, ms0 = runs.x, runs.m, runs.len, runs.xs, runs.ms
            for j in range(seg):
                v = ((<const double*>(xp + j * xs0))[0])
                ok = 1 if mk == NULL else mk[j * ms0] != 0
                band[nb] = v
                nb += ok & (v >= blo) & (v <= bhi)
                below += ok & (v < blo)
                nan |= ok & (v != v)
        p.cnt[3 * u] = below
        p.cnt[3 * u + 1] = nb
        p.cnt[3 * u + 2] = nan
    return 0


# Few outputs, long slices (chunked): (1) count each slice's valid values
# (chunks in parallel); (2) from SAMPLE fixed positions of the slice choose a
# band [blo, bhi] of values likely to hold the wanted rank; (3) gather the
# values in the band (chunks in parallel) and count those below it; (4)
# select in the band, or, if the rank fell outside it, gather the whole slice
# as the serial kernel does.  The result is the element of that rank either
# way: the same on any number of threads.

cdef int _countgather_median_float64(Plan* p, intp o) noexcept nogil:
    # Steps (1) and (2) for output o: its count of valid values, then its band
    # around rank(n) * ns / n of the sample's valid, non-NaN values, with a
    # margin of 3 standard deviations of a sample rank.
    cdef _keep_median_float64* keep = <_keep_median_float64*>p.keep + o
    cdef tp_odo kept
    cdef tp_odo red
    cdef intp q, j, pos, ns = 0, n, r, d
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef int nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef double v
    cdef double* sample
    n = rtotal
    if p.m != NULL:
        n = 0
        for q in range(p.nch):
            n += p.cnt[part_at(p, o, q)]
    keep.n = n
    keep.blo = 1
    keep.bhi = 0                    # empty band (blo > bhi): step (4) gathers the slice
    sample = <double*>malloc(SAMPLE * sizeof(double))
    if sample == NULL:
        return -1
    kept_at(&kept, p, p.nk, o)
    for j in range(SAMPLE):
        pos = j * rtotal // SAMPLE
        reduced_at(&red, p, nr1, pos // n0)
        v = ((<const double*>(p.x + kept.x + red.x + (pos % n0) * xs0))[0])
        if (p.m == NULL or p.m[kept.m + red.m + (pos % n0) * ms0]) and v == v:
            sample[ns] = v
            ns += 1
    if ns > 0 and n > 0:
        r = ((n - 1) // 2) * ns // n
        d = 1
        while d * d < ns:
            d += 1
        d = 3 * d + 2
        keep.blo = tp_select_f64(sample, ns, r - d if r - d > 0 else 0)
        keep.bhi = tp_select_f64(sample, ns, r + d if r + d < ns - 1 else ns - 1)
    free(sample)
    return 0


cdef int _bandgather_median_float64(Plan* p, intp o) noexcept nogil:
    # Step (4) for output o: its chunks' bands moved together (to the left: a
    # forward copy is safe), then the selection in the band, or the serial
    # kernel over the slice when the rank fell outside it.
    cdef const _keep_median_float64* keep = <const _keep_median_float64*>p.keep + o
    cdef tp_odo kept
    cdef intp q, j, i, n = keep.n, below = 0, nb = 0, want
    cdef int nan = 0
    cdef double* dst = <double*>p.part + part_at(p, o, 0) * p.csize
    cdef double* src
    for q in range(p.nch):
        i = part_at(p, o, q)
        below += p.cnt[3 * i]
        nan |= p.cnt[3 * i + 2] != 0
        src = <double*>p.part + i * p.csize
        if dst + nb != src:
            for j in range(p.cnt[3 * i + 1]):
                dst[nb + j] = src[j]
        nb += p.cnt[3 * i + 1]
    kept_at(&kept, p, p.nk, o)
    want = (n - 1) // 2
    if n == 0 or nan:
        _result_median_float64(p.out + kept.o, dst, n, nan)
    elif below <= want < below + nb:
        (<double*>(p.out + kept.o))[0] = <double>tp_select_f64(dst, nb, want - below)
    else:
        return _pos_median_float64(p, o, o + 1)
    return 0

# The entry: median on float64 input, double read, double written.
_walks = no_layouts(2)
_walks.positions = _pos_median_float64
_walks.columns = _cols_median_float64
_walks.chunked.keep = sizeof(_keep_median_float64)
chunk_step(&_walks.chunked, _count_median_float64, _countgather_median_float64, 0,
           0, 1, 1, True)
chunk_step(&_walks.chunked, _band_median_float64, _bandgather_median_float64, 0,
           sizeof(double), 3, 4, False)
_k = plan_kernel("median_float64", "median", _walks)
_k.segmented = True
median_float64 = _k



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
