# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op median (order_stat kind), from ops.yaml: ops.median.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked/_csrc
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._csrc._support cimport *
from tensorplay.masked._csrc._parallel cimport par_for, span_fn
from tensorplay.masked._csrc._entry cimport plan_kernel, stat_kernel, bin_kernel, walk_kernel


cnp.import_array()

# The drivers' locals: xo, mo, oo are the byte offsets of the input, the mask
# and the output at the current kept position; xr, mr, orr the offsets inside
# the walked (reduced, scanned) slice; kidx/ridx the odometers of the kept and
# walked dims; n0, xs0, ms0, os0 the size and strides of the innermost walked
# dim and nk0, kxs0, kms0, kos0 those of the innermost kept dim (row layouts,
# where `outer` walks a row of outputs at once); a0/a1 the passes' folds, c
# the center, n the count of valid elements; outp the output pointer.
#
# Threads: a driver hands `par_for` (_csrc/_parallel.pxd) a span function
# and a number of independent units: kept output positions (_pos_*), rows or
# columns of a row layout (_rows_*), or fixed chunks of few long reduced
# slices (_chunk*_*), each chunk's partial combined in chunk order after.
# The units depend on the shape only, so any thread count gives the same bits.


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
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, i, nkt, nrows, n
    cdef int d, nr1 = p.nr - 1, nan
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const char* xp
    cdef const uint8_t* mk
    cdef uint8_t v
    cdef uint8_t* buf = <uint8_t*>malloc((rtotal if rtotal > 0 else 1) * sizeof(uint8_t))
    if buf == NULL:
        return -1
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    nrows = rtotal // n0 if n0 > 0 else 0
    for it in range(lo, hi):
        n = 0
        nan = 0
        xr = 0
        mr = 0
        for jt in range(nrows):
            xp = p.x + xo + xr
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint8_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                mk = p.m + mo + mr
                for i in range(n0):
                    v = ((<const uint8_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
            odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        _result_median_bool(p.out + oo, buf, n, nan)
        odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(buf)
    return 0


cdef int _cols_median_bool(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr = 0, mr = 0, dummy = 0, it, jt, j, w, n
    cdef int d, nk1 = p.nk - 1
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
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    it = lo
    while it < hi:
        w = nk0 - kidx[nk1]            # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + xo + xr
            if p.m == NULL:
                for j in range(w):
                    v = ((<const uint8_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + mo + mr
                for j in range(w):
                    v = ((<const uint8_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + oo + j * kos0
            _result_median_bool(outp, col, n, nan[j])
        for j in range(w):
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        it += w
    free(buf)
    return 0


cdef int _drive_median_bool(Plan* p) noexcept nogil:
    # (Selection visits each element a few times: the work counts it twice.)
    cdef intp nkt = prod_shape(p.nk, p.kshape), rtotal = prod_shape(p.nr, p.rshape)
    if p.outer:
        return par_for(_cols_median_bool, p, nkt, 2 * nkt * rtotal)
    return par_for(_pos_median_bool, p, nkt, 2 * nkt * rtotal)


# The entry: median on bool input, uint8_t read, double written.
median_bool = plan_kernel("median_bool", "median", _drive_median_bool)

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
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, i, nkt, nrows, n
    cdef int d, nr1 = p.nr - 1, nan
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const char* xp
    cdef const uint8_t* mk
    cdef int8_t v
    cdef int8_t* buf = <int8_t*>malloc((rtotal if rtotal > 0 else 1) * sizeof(int8_t))
    if buf == NULL:
        return -1
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    nrows = rtotal // n0 if n0 > 0 else 0
    for it in range(lo, hi):
        n = 0
        nan = 0
        xr = 0
        mr = 0
        for jt in range(nrows):
            xp = p.x + xo + xr
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const int8_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                mk = p.m + mo + mr
                for i in range(n0):
                    v = ((<const int8_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
            odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        _result_median_int8(p.out + oo, buf, n, nan)
        odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(buf)
    return 0


cdef int _cols_median_int8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr = 0, mr = 0, dummy = 0, it, jt, j, w, n
    cdef int d, nk1 = p.nk - 1
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
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    it = lo
    while it < hi:
        w = nk0 - kidx[nk1]            # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + xo + xr
            if p.m == NULL:
                for j in range(w):
                    v = ((<const int8_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + mo + mr
                for j in range(w):
                    v = ((<const int8_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + oo + j * kos0
            _result_median_int8(outp, col, n, nan[j])
        for j in range(w):
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        it += w
    free(buf)
    return 0


cdef int _drive_median_int8(Plan* p) noexcept nogil:
    # (Selection visits each element a few times: the work counts it twice.)
    cdef intp nkt = prod_shape(p.nk, p.kshape), rtotal = prod_shape(p.nr, p.rshape)
    if p.outer:
        return par_for(_cols_median_int8, p, nkt, 2 * nkt * rtotal)
    return par_for(_pos_median_int8, p, nkt, 2 * nkt * rtotal)


# The entry: median on int8 input, int8_t read, double written.
median_int8 = plan_kernel("median_int8", "median", _drive_median_int8)

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
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, i, nkt, nrows, n
    cdef int d, nr1 = p.nr - 1, nan
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const char* xp
    cdef const uint8_t* mk
    cdef int16_t v
    cdef int16_t* buf = <int16_t*>malloc((rtotal if rtotal > 0 else 1) * sizeof(int16_t))
    if buf == NULL:
        return -1
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    nrows = rtotal // n0 if n0 > 0 else 0
    for it in range(lo, hi):
        n = 0
        nan = 0
        xr = 0
        mr = 0
        for jt in range(nrows):
            xp = p.x + xo + xr
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const int16_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                mk = p.m + mo + mr
                for i in range(n0):
                    v = ((<const int16_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
            odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        _result_median_int16(p.out + oo, buf, n, nan)
        odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(buf)
    return 0


cdef int _cols_median_int16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr = 0, mr = 0, dummy = 0, it, jt, j, w, n
    cdef int d, nk1 = p.nk - 1
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
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    it = lo
    while it < hi:
        w = nk0 - kidx[nk1]            # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + xo + xr
            if p.m == NULL:
                for j in range(w):
                    v = ((<const int16_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + mo + mr
                for j in range(w):
                    v = ((<const int16_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + oo + j * kos0
            _result_median_int16(outp, col, n, nan[j])
        for j in range(w):
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        it += w
    free(buf)
    return 0


cdef int _drive_median_int16(Plan* p) noexcept nogil:
    # (Selection visits each element a few times: the work counts it twice.)
    cdef intp nkt = prod_shape(p.nk, p.kshape), rtotal = prod_shape(p.nr, p.rshape)
    if p.outer:
        return par_for(_cols_median_int16, p, nkt, 2 * nkt * rtotal)
    return par_for(_pos_median_int16, p, nkt, 2 * nkt * rtotal)


# The entry: median on int16 input, int16_t read, double written.
median_int16 = plan_kernel("median_int16", "median", _drive_median_int16)

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
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, i, nkt, nrows, n
    cdef int d, nr1 = p.nr - 1, nan
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const char* xp
    cdef const uint8_t* mk
    cdef int32_t v
    cdef int32_t* buf = <int32_t*>malloc((rtotal if rtotal > 0 else 1) * sizeof(int32_t))
    if buf == NULL:
        return -1
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    nrows = rtotal // n0 if n0 > 0 else 0
    for it in range(lo, hi):
        n = 0
        nan = 0
        xr = 0
        mr = 0
        for jt in range(nrows):
            xp = p.x + xo + xr
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const int32_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                mk = p.m + mo + mr
                for i in range(n0):
                    v = ((<const int32_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
            odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        _result_median_int32(p.out + oo, buf, n, nan)
        odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(buf)
    return 0


cdef int _cols_median_int32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr = 0, mr = 0, dummy = 0, it, jt, j, w, n
    cdef int d, nk1 = p.nk - 1
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
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    it = lo
    while it < hi:
        w = nk0 - kidx[nk1]            # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + xo + xr
            if p.m == NULL:
                for j in range(w):
                    v = ((<const int32_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + mo + mr
                for j in range(w):
                    v = ((<const int32_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + oo + j * kos0
            _result_median_int32(outp, col, n, nan[j])
        for j in range(w):
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        it += w
    free(buf)
    return 0


cdef int _drive_median_int32(Plan* p) noexcept nogil:
    # (Selection visits each element a few times: the work counts it twice.)
    cdef intp nkt = prod_shape(p.nk, p.kshape), rtotal = prod_shape(p.nr, p.rshape)
    if p.outer:
        return par_for(_cols_median_int32, p, nkt, 2 * nkt * rtotal)
    return par_for(_pos_median_int32, p, nkt, 2 * nkt * rtotal)


# The entry: median on int32 input, int32_t read, double written.
median_int32 = plan_kernel("median_int32", "median", _drive_median_int32)

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
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, i, nkt, nrows, n
    cdef int d, nr1 = p.nr - 1, nan
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const char* xp
    cdef const uint8_t* mk
    cdef int64_t v
    cdef int64_t* buf = <int64_t*>malloc((rtotal if rtotal > 0 else 1) * sizeof(int64_t))
    if buf == NULL:
        return -1
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    nrows = rtotal // n0 if n0 > 0 else 0
    for it in range(lo, hi):
        n = 0
        nan = 0
        xr = 0
        mr = 0
        for jt in range(nrows):
            xp = p.x + xo + xr
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const int64_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                mk = p.m + mo + mr
                for i in range(n0):
                    v = ((<const int64_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
            odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        _result_median_int64(p.out + oo, buf, n, nan)
        odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(buf)
    return 0


cdef int _cols_median_int64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr = 0, mr = 0, dummy = 0, it, jt, j, w, n
    cdef int d, nk1 = p.nk - 1
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
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    it = lo
    while it < hi:
        w = nk0 - kidx[nk1]            # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + xo + xr
            if p.m == NULL:
                for j in range(w):
                    v = ((<const int64_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + mo + mr
                for j in range(w):
                    v = ((<const int64_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + oo + j * kos0
            _result_median_int64(outp, col, n, nan[j])
        for j in range(w):
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        it += w
    free(buf)
    return 0


cdef int _drive_median_int64(Plan* p) noexcept nogil:
    # (Selection visits each element a few times: the work counts it twice.)
    cdef intp nkt = prod_shape(p.nk, p.kshape), rtotal = prod_shape(p.nr, p.rshape)
    if p.outer:
        return par_for(_cols_median_int64, p, nkt, 2 * nkt * rtotal)
    return par_for(_pos_median_int64, p, nkt, 2 * nkt * rtotal)


# The entry: median on int64 input, int64_t read, double written.
median_int64 = plan_kernel("median_int64", "median", _drive_median_int64)

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
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, i, nkt, nrows, n
    cdef int d, nr1 = p.nr - 1, nan
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const char* xp
    cdef const uint8_t* mk
    cdef uint8_t v
    cdef uint8_t* buf = <uint8_t*>malloc((rtotal if rtotal > 0 else 1) * sizeof(uint8_t))
    if buf == NULL:
        return -1
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    nrows = rtotal // n0 if n0 > 0 else 0
    for it in range(lo, hi):
        n = 0
        nan = 0
        xr = 0
        mr = 0
        for jt in range(nrows):
            xp = p.x + xo + xr
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint8_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                mk = p.m + mo + mr
                for i in range(n0):
                    v = ((<const uint8_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
            odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        _result_median_uint8(p.out + oo, buf, n, nan)
        odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(buf)
    return 0


cdef int _cols_median_uint8(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr = 0, mr = 0, dummy = 0, it, jt, j, w, n
    cdef int d, nk1 = p.nk - 1
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
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    it = lo
    while it < hi:
        w = nk0 - kidx[nk1]            # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + xo + xr
            if p.m == NULL:
                for j in range(w):
                    v = ((<const uint8_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + mo + mr
                for j in range(w):
                    v = ((<const uint8_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + oo + j * kos0
            _result_median_uint8(outp, col, n, nan[j])
        for j in range(w):
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        it += w
    free(buf)
    return 0


cdef int _drive_median_uint8(Plan* p) noexcept nogil:
    # (Selection visits each element a few times: the work counts it twice.)
    cdef intp nkt = prod_shape(p.nk, p.kshape), rtotal = prod_shape(p.nr, p.rshape)
    if p.outer:
        return par_for(_cols_median_uint8, p, nkt, 2 * nkt * rtotal)
    return par_for(_pos_median_uint8, p, nkt, 2 * nkt * rtotal)


# The entry: median on uint8 input, uint8_t read, double written.
median_uint8 = plan_kernel("median_uint8", "median", _drive_median_uint8)

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
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, i, nkt, nrows, n
    cdef int d, nr1 = p.nr - 1, nan
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const char* xp
    cdef const uint8_t* mk
    cdef uint16_t v
    cdef uint16_t* buf = <uint16_t*>malloc((rtotal if rtotal > 0 else 1) * sizeof(uint16_t))
    if buf == NULL:
        return -1
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    nrows = rtotal // n0 if n0 > 0 else 0
    for it in range(lo, hi):
        n = 0
        nan = 0
        xr = 0
        mr = 0
        for jt in range(nrows):
            xp = p.x + xo + xr
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint16_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                mk = p.m + mo + mr
                for i in range(n0):
                    v = ((<const uint16_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
            odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        _result_median_uint16(p.out + oo, buf, n, nan)
        odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(buf)
    return 0


cdef int _cols_median_uint16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr = 0, mr = 0, dummy = 0, it, jt, j, w, n
    cdef int d, nk1 = p.nk - 1
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
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    it = lo
    while it < hi:
        w = nk0 - kidx[nk1]            # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + xo + xr
            if p.m == NULL:
                for j in range(w):
                    v = ((<const uint16_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + mo + mr
                for j in range(w):
                    v = ((<const uint16_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + oo + j * kos0
            _result_median_uint16(outp, col, n, nan[j])
        for j in range(w):
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        it += w
    free(buf)
    return 0


cdef int _drive_median_uint16(Plan* p) noexcept nogil:
    # (Selection visits each element a few times: the work counts it twice.)
    cdef intp nkt = prod_shape(p.nk, p.kshape), rtotal = prod_shape(p.nr, p.rshape)
    if p.outer:
        return par_for(_cols_median_uint16, p, nkt, 2 * nkt * rtotal)
    return par_for(_pos_median_uint16, p, nkt, 2 * nkt * rtotal)


# The entry: median on uint16 input, uint16_t read, double written.
median_uint16 = plan_kernel("median_uint16", "median", _drive_median_uint16)

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
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, i, nkt, nrows, n
    cdef int d, nr1 = p.nr - 1, nan
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const char* xp
    cdef const uint8_t* mk
    cdef uint32_t v
    cdef uint32_t* buf = <uint32_t*>malloc((rtotal if rtotal > 0 else 1) * sizeof(uint32_t))
    if buf == NULL:
        return -1
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    nrows = rtotal // n0 if n0 > 0 else 0
    for it in range(lo, hi):
        n = 0
        nan = 0
        xr = 0
        mr = 0
        for jt in range(nrows):
            xp = p.x + xo + xr
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint32_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                mk = p.m + mo + mr
                for i in range(n0):
                    v = ((<const uint32_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
            odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        _result_median_uint32(p.out + oo, buf, n, nan)
        odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(buf)
    return 0


cdef int _cols_median_uint32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr = 0, mr = 0, dummy = 0, it, jt, j, w, n
    cdef int d, nk1 = p.nk - 1
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
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    it = lo
    while it < hi:
        w = nk0 - kidx[nk1]            # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + xo + xr
            if p.m == NULL:
                for j in range(w):
                    v = ((<const uint32_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + mo + mr
                for j in range(w):
                    v = ((<const uint32_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + oo + j * kos0
            _result_median_uint32(outp, col, n, nan[j])
        for j in range(w):
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        it += w
    free(buf)
    return 0


cdef int _drive_median_uint32(Plan* p) noexcept nogil:
    # (Selection visits each element a few times: the work counts it twice.)
    cdef intp nkt = prod_shape(p.nk, p.kshape), rtotal = prod_shape(p.nr, p.rshape)
    if p.outer:
        return par_for(_cols_median_uint32, p, nkt, 2 * nkt * rtotal)
    return par_for(_pos_median_uint32, p, nkt, 2 * nkt * rtotal)


# The entry: median on uint32 input, uint32_t read, double written.
median_uint32 = plan_kernel("median_uint32", "median", _drive_median_uint32)

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
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, i, nkt, nrows, n
    cdef int d, nr1 = p.nr - 1, nan
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const char* xp
    cdef const uint8_t* mk
    cdef uint64_t v
    cdef uint64_t* buf = <uint64_t*>malloc((rtotal if rtotal > 0 else 1) * sizeof(uint64_t))
    if buf == NULL:
        return -1
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    nrows = rtotal // n0 if n0 > 0 else 0
    for it in range(lo, hi):
        n = 0
        nan = 0
        xr = 0
        mr = 0
        for jt in range(nrows):
            xp = p.x + xo + xr
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const uint64_t*>(xp + i * xs0))[0])
                    buf[n + i] = v
                n += n0
            else:
                mk = p.m + mo + mr
                for i in range(n0):
                    v = ((<const uint64_t*>(xp + i * xs0))[0])
                    buf[n] = v
                    n += mk[i * ms0]
            odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        _result_median_uint64(p.out + oo, buf, n, nan)
        odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(buf)
    return 0


cdef int _cols_median_uint64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr = 0, mr = 0, dummy = 0, it, jt, j, w, n
    cdef int d, nk1 = p.nk - 1
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
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    it = lo
    while it < hi:
        w = nk0 - kidx[nk1]            # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + xo + xr
            if p.m == NULL:
                for j in range(w):
                    v = ((<const uint64_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
            else:
                mk = p.m + mo + mr
                for j in range(w):
                    v = ((<const uint64_t*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    cnt[j] += mk[j * kms0]
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + oo + j * kos0
            _result_median_uint64(outp, col, n, nan[j])
        for j in range(w):
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        it += w
    free(buf)
    return 0


cdef int _drive_median_uint64(Plan* p) noexcept nogil:
    # (Selection visits each element a few times: the work counts it twice.)
    cdef intp nkt = prod_shape(p.nk, p.kshape), rtotal = prod_shape(p.nr, p.rshape)
    if p.outer:
        return par_for(_cols_median_uint64, p, nkt, 2 * nkt * rtotal)
    return par_for(_pos_median_uint64, p, nkt, 2 * nkt * rtotal)


# The entry: median on uint64 input, uint64_t read, double written.
median_uint64 = plan_kernel("median_uint64", "median", _drive_median_uint64)

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
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, i, nkt, nrows, n
    cdef int d, nr1 = p.nr - 1, nan
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const char* xp
    cdef const uint8_t* mk
    cdef float v
    cdef float* buf = <float*>malloc((rtotal if rtotal > 0 else 1) * sizeof(float))
    if buf == NULL:
        return -1
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    nrows = rtotal // n0 if n0 > 0 else 0
    for it in range(lo, hi):
        n = 0
        nan = 0
        xr = 0
        mr = 0
        for jt in range(nrows):
            xp = p.x + xo + xr
            if p.m == NULL:
                for i in range(n0):
                    v = half_to_float(((<const uint16_t*>(xp + i * xs0))[0]))
                    buf[n + i] = v
                    nan |= v != v
                n += n0
            else:
                mk = p.m + mo + mr
                for i in range(n0):
                    v = half_to_float(((<const uint16_t*>(xp + i * xs0))[0]))
                    buf[n] = v
                    nan |= (v != v) & mk[i * ms0]
                    n += mk[i * ms0]
            odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        _result_median_float16(p.out + oo, buf, n, nan)
        odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(buf)
    return 0


cdef int _cols_median_float16(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr = 0, mr = 0, dummy = 0, it, jt, j, w, n
    cdef int d, nk1 = p.nk - 1
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
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    it = lo
    while it < hi:
        w = nk0 - kidx[nk1]            # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + xo + xr
            if p.m == NULL:
                for j in range(w):
                    v = half_to_float(((<const uint16_t*>(xp + j * kxs0))[0]))
                    buf[j * rtotal + jt] = v
                    nan[j] |= v != v
            else:
                mk = p.m + mo + mr
                for j in range(w):
                    v = half_to_float(((<const uint16_t*>(xp + j * kxs0))[0]))
                    buf[j * rtotal + cnt[j]] = v
                    nan[j] |= (v != v) & mk[j * kms0]
                    cnt[j] += mk[j * kms0]
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + oo + j * kos0
            _result_median_float16(outp, col, n, nan[j])
        for j in range(w):
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        it += w
    free(buf)
    return 0


cdef int _drive_median_float16(Plan* p) noexcept nogil:
    # (Selection visits each element a few times: the work counts it twice.)
    cdef intp nkt = prod_shape(p.nk, p.kshape), rtotal = prod_shape(p.nr, p.rshape)
    if p.outer:
        return par_for(_cols_median_float16, p, nkt, 2 * nkt * rtotal)
    return par_for(_pos_median_float16, p, nkt, 2 * nkt * rtotal)


# The entry: median on float16 input, uint16_t read, float written.
median_float16 = plan_kernel("median_float16", "median", _drive_median_float16)

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
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, i, nkt, nrows, n
    cdef int d, nr1 = p.nr - 1, nan
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const char* xp
    cdef const uint8_t* mk
    cdef float v
    cdef float* buf = <float*>malloc((rtotal if rtotal > 0 else 1) * sizeof(float))
    if buf == NULL:
        return -1
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    nrows = rtotal // n0 if n0 > 0 else 0
    for it in range(lo, hi):
        n = 0
        nan = 0
        xr = 0
        mr = 0
        for jt in range(nrows):
            xp = p.x + xo + xr
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const float*>(xp + i * xs0))[0])
                    buf[n + i] = v
                    nan |= v != v
                n += n0
            else:
                mk = p.m + mo + mr
                for i in range(n0):
                    v = ((<const float*>(xp + i * xs0))[0])
                    buf[n] = v
                    nan |= (v != v) & mk[i * ms0]
                    n += mk[i * ms0]
            odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        _result_median_float32(p.out + oo, buf, n, nan)
        odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(buf)
    return 0


cdef int _cols_median_float32(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr = 0, mr = 0, dummy = 0, it, jt, j, w, n
    cdef int d, nk1 = p.nk - 1
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
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    it = lo
    while it < hi:
        w = nk0 - kidx[nk1]            # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + xo + xr
            if p.m == NULL:
                for j in range(w):
                    v = ((<const float*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
                    nan[j] |= v != v
            else:
                mk = p.m + mo + mr
                for j in range(w):
                    v = ((<const float*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    nan[j] |= (v != v) & mk[j * kms0]
                    cnt[j] += mk[j * kms0]
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + oo + j * kos0
            _result_median_float32(outp, col, n, nan[j])
        for j in range(w):
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        it += w
    free(buf)
    return 0


cdef int _drive_median_float32(Plan* p) noexcept nogil:
    # (Selection visits each element a few times: the work counts it twice.)
    cdef intp nkt = prod_shape(p.nk, p.kshape), rtotal = prod_shape(p.nr, p.rshape)
    if p.outer:
        return par_for(_cols_median_float32, p, nkt, 2 * nkt * rtotal)
    return par_for(_pos_median_float32, p, nkt, 2 * nkt * rtotal)


# The entry: median on float32 input, float read, float written.
median_float32 = plan_kernel("median_float32", "median", _drive_median_float32)

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
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, i, nkt, nrows, n
    cdef int d, nr1 = p.nr - 1, nan
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const char* xp
    cdef const uint8_t* mk
    cdef double v
    cdef double* buf = <double*>malloc((rtotal if rtotal > 0 else 1) * sizeof(double))
    if buf == NULL:
        return -1
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    nrows = rtotal // n0 if n0 > 0 else 0
    for it in range(lo, hi):
        n = 0
        nan = 0
        xr = 0
        mr = 0
        for jt in range(nrows):
            xp = p.x + xo + xr
            if p.m == NULL:
                for i in range(n0):
                    v = ((<const double*>(xp + i * xs0))[0])
                    buf[n + i] = v
                    nan |= v != v
                n += n0
            else:
                mk = p.m + mo + mr
                for i in range(n0):
                    v = ((<const double*>(xp + i * xs0))[0])
                    buf[n] = v
                    nan |= (v != v) & mk[i * ms0]
                    n += mk[i * ms0]
            odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        _result_median_float64(p.out + oo, buf, n, nan)
        odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(buf)
    return 0


cdef int _cols_median_float64(void* ctx, intp lo, intp hi) noexcept nogil:
    # Layout `outer` (the innermost kept dim has the smallest stride, e.g.
    # dim=0 of a C array): the slices of `cols` neighbouring kept positions
    # are gathered together, one reduced row at a time, so each row is read
    # as one contiguous run (one cache line per slice per element otherwise).  Each slice is gathered in the same order as by
    # _pos_*, so the result does not depend on the blocking.
    cdef Plan* p = <Plan*>ctx
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr = 0, mr = 0, dummy = 0, it, jt, j, w, n
    cdef int d, nk1 = p.nk - 1
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
    for d in range(MAXD):
        ridx[d] = 0
    odometer_seek(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, lo, &xo, &mo, &oo)
    it = lo
    while it < hi:
        w = nk0 - kidx[nk1]            # the block stays inside one row of kept positions
        if w > cols:
            w = cols
        if w > hi - it:
            w = hi - it
        for j in range(w):
            cnt[j] = 0
            nan[j] = 0
        for jt in range(rtotal):
            xp = p.x + xo + xr
            if p.m == NULL:
                for j in range(w):
                    v = ((<const double*>(xp + j * kxs0))[0])
                    buf[j * rtotal + jt] = v
                    nan[j] |= v != v
            else:
                mk = p.m + mo + mr
                for j in range(w):
                    v = ((<const double*>(xp + j * kxs0))[0])
                    buf[j * rtotal + cnt[j]] = v
                    nan[j] |= (v != v) & mk[j * kms0]
                    cnt[j] += mk[j * kms0]
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(w):
            n = rtotal if p.m == NULL else cnt[j]
            col = buf + j * rtotal
            outp = p.out + oo + j * kos0
            _result_median_float64(outp, col, n, nan[j])
        for j in range(w):
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        it += w
    free(buf)
    return 0


cdef int _drive_median_float64(Plan* p) noexcept nogil:
    # (Selection visits each element a few times: the work counts it twice.)
    cdef intp nkt = prod_shape(p.nk, p.kshape), rtotal = prod_shape(p.nr, p.rshape)
    if p.outer:
        return par_for(_cols_median_float64, p, nkt, 2 * nkt * rtotal)
    return par_for(_pos_median_float64, p, nkt, 2 * nkt * rtotal)


# The entry: median on float64 input, double read, double written.
median_float64 = plan_kernel("median_float64", "median", _drive_median_float64)



# The kernels pickle as (module, name) references: dask.distributed ships
# functions that call them to its workers.
from tensorplay.masked._csrc._entry import own as _own
_own(__name__, globals())
