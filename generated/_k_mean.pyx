# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op mean (moments kind), from ops.yaml: ops.mean.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked/_csrc
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._csrc._support cimport *

cnp.import_array()

# The drivers' locals: xo, mo, oo are the byte offsets of the input, the mask
# and the output at the current kept position; xr, mr, orr the offsets inside
# the walked (reduced, scanned) slice; kidx/ridx the odometers of the kept and
# walked dims; n0, xs0, ms0, os0 the size and strides of the innermost walked
# dim and nk0, kxs0, kms0, kos0 those of the innermost kept dim (row layouts,
# where `outer` walks a row of outputs at once); a0/a1 the passes' folds, c
# the center, n the count of valid elements; outp the output pointer.


cdef extern from "tp_support.h" nogil:
    double complex tp_fold_add_c128(const double complex* b, intp n)
    double complex tp_sel_c128(int m, double complex v, double complex id)
    double tp_fold_add_f64(const double* b, intp n)
    double tp_sel_f64(int m, double v, double id)
    float complex tp_fold_add_c64(const float complex* b, intp n)
    float complex tp_sel_c64(int m, float complex v, float complex id)
    float tp_fold_add_f32(const float* b, intp n)
    float tp_sel_f32(int m, float v, float id)
    intp tp_count(const uint8_t* m, intp n, intp ms)

# --- mean_bool: ops.yaml: ops.mean (mean, bool -> float64)

cdef inline double _block0_mean_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
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
                buf[i] = tp_sel_f64(m[i], v, 0.0)
        else:
            for i in range(n):
                v = ((<const uint8_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
    else:
        if xs == sizeof(uint8_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const uint8_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_f64(buf, n)


cdef double _run0_mean_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
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
        return _run0_mean_bool(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_bool(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_bool(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_bool(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef int _drive_mean_bool(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = 0.0
    cdef double* arow0 = NULL
    cdef double* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_bool(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on bool input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_bool(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_int8: ops.yaml: ops.mean (mean, int8 -> float64)

cdef inline double _block0_mean_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
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
                buf[i] = tp_sel_f64(m[i], v, 0.0)
        else:
            for i in range(n):
                v = ((<const int8_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
    else:
        if xs == sizeof(int8_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const int8_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_f64(buf, n)


cdef double _run0_mean_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
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
        return _run0_mean_int8(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_int8(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_int8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_int8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(int8_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef int _drive_mean_int8(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = 0.0
    cdef double* arow0 = NULL
    cdef double* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_int8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on int8 input: int8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_int8(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_int16: ops.yaml: ops.mean (mean, int16 -> float64)

cdef inline double _block0_mean_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
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
                buf[i] = tp_sel_f64(m[i], v, 0.0)
        else:
            for i in range(n):
                v = ((<const int16_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
    else:
        if xs == sizeof(int16_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const int16_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_f64(buf, n)


cdef double _run0_mean_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
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
        return _run0_mean_int16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_int16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_int16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_int16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(int16_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef int _drive_mean_int16(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = 0.0
    cdef double* arow0 = NULL
    cdef double* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_int16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on int16 input: int16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_int16(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_int32: ops.yaml: ops.mean (mean, int32 -> float64)

cdef inline double _block0_mean_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
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
                buf[i] = tp_sel_f64(m[i], v, 0.0)
        else:
            for i in range(n):
                v = ((<const int32_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
    else:
        if xs == sizeof(int32_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const int32_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_f64(buf, n)


cdef double _run0_mean_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
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
        return _run0_mean_int32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_int32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_int32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_int32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(int32_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef int _drive_mean_int32(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = 0.0
    cdef double* arow0 = NULL
    cdef double* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_int32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on int32 input: int32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_int32(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_int64: ops.yaml: ops.mean (mean, int64 -> float64)

cdef inline double _block0_mean_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
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
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
    else:
        if xs == sizeof(int64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const int64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_f64(buf, n)


cdef double _run0_mean_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
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
        return _run0_mean_int64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_int64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_int64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_int64(double* a, intp* cnt, const char* x, const uint8_t* m,
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


cdef int _drive_mean_int64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = 0.0
    cdef double* arow0 = NULL
    cdef double* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_int64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on int64 input: int64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_int64(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_uint8: ops.yaml: ops.mean (mean, uint8 -> float64)

cdef inline double _block0_mean_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
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
                buf[i] = tp_sel_f64(m[i], v, 0.0)
        else:
            for i in range(n):
                v = ((<const uint8_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
    else:
        if xs == sizeof(uint8_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const uint8_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_f64(buf, n)


cdef double _run0_mean_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
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
        return _run0_mean_uint8(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_uint8(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_uint8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_uint8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef int _drive_mean_uint8(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = 0.0
    cdef double* arow0 = NULL
    cdef double* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_uint8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on uint8 input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_uint8(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_uint16: ops.yaml: ops.mean (mean, uint16 -> float64)

cdef inline double _block0_mean_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
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
                buf[i] = tp_sel_f64(m[i], v, 0.0)
        else:
            for i in range(n):
                v = ((<const uint16_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
    else:
        if xs == sizeof(uint16_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const uint16_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_f64(buf, n)


cdef double _run0_mean_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
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
        return _run0_mean_uint16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_uint16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_uint16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_uint16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(uint16_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef int _drive_mean_uint16(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = 0.0
    cdef double* arow0 = NULL
    cdef double* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_uint16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on uint16 input: uint16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_uint16(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_uint32: ops.yaml: ops.mean (mean, uint32 -> float64)

cdef inline double _block0_mean_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
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
                buf[i] = tp_sel_f64(m[i], v, 0.0)
        else:
            for i in range(n):
                v = ((<const uint32_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
    else:
        if xs == sizeof(uint32_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const uint32_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_f64(buf, n)


cdef double _run0_mean_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
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
        return _run0_mean_uint32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_uint32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_uint32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_uint32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(uint32_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef int _drive_mean_uint32(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = 0.0
    cdef double* arow0 = NULL
    cdef double* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_uint32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on uint32 input: uint32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_uint32(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_uint64: ops.yaml: ops.mean (mean, uint64 -> float64)

cdef inline double _block0_mean_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
    cdef intp i
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL:
        if xs == sizeof(uint64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = v
        else:
            for i in range(n):
                v = ((<const uint64_t*>(x + i * xs))[0])
                buf[i] = v
    elif ms == 1:
        if xs == sizeof(uint64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
        else:
            for i in range(n):
                v = ((<const uint64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
    else:
        if xs == sizeof(uint64_t):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const uint64_t*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_f64(buf, n)


cdef double _run0_mean_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
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
        return _run0_mean_uint64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_uint64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_uint64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_uint64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* centers, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`; no
    # dependency between positions, so the loops vectorise.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(uint64_t):
        for j in range(n):
            v = (xp[j])
            c = centers[j]
            t = tp_sel_f64(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = centers[j]
            t = tp_sel_f64(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef int _drive_mean_uint64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = 0.0
    cdef double* arow0 = NULL
    cdef double* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_uint64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on uint64 input: uint64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_uint64(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_float16: ops.yaml: ops.mean (mean, float16 -> float32)

cdef inline float _block0_mean_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
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
                buf[i] = tp_sel_f32(m[i], v, 0.0)
        else:
            for i in range(n):
                v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
                buf[i] = tp_sel_f32(m[i], v, 0.0)
    else:
        if xs == sizeof(uint16_t):
            for i in range(n):
                v = half_to_float((xp[i]))
                buf[i] = tp_sel_f32(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
                buf[i] = tp_sel_f32(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_f32(buf, n)


cdef float _run0_mean_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef float a = 0.0
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
        return _run0_mean_float16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_float16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_float16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_float16(float* a, intp* cnt, const char* x, const uint8_t* m,
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
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = centers[j]
            t = v
            a[j] = a[j] + t
    elif ms == 1 and xs == sizeof(uint16_t):
        for j in range(n):
            v = half_to_float((xp[j]))
            c = centers[j]
            t = tp_sel_f32(m[j], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j]
    else:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = centers[j]
            t = tp_sel_f32(m[j * ms], v, 0.0)
            a[j] = a[j] + t
        for j in range(n):          # a loop of its own: both loops vectorise
            cnt[j] += m[j * ms]


cdef int _drive_mean_float16(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef float c = 0
    cdef double prm = p.param
    cdef float a0 = 0.0
    cdef float* arow0 = NULL
    cdef float* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<float*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    centers = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_float16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on float16 input: uint16_t read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_float16(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_float32: ops.yaml: ops.mean (mean, float32 -> float32)

cdef inline float _block0_mean_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef float buf[BLOCK]
    cdef float v
    cdef intp i
    cdef const float* xp = <const float*>x
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
    elif ms == 1:
        if xs == sizeof(float):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f32(m[i], v, 0.0)
        else:
            for i in range(n):
                v = ((<const float*>(x + i * xs))[0])
                buf[i] = tp_sel_f32(m[i], v, 0.0)
    else:
        if xs == sizeof(float):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f32(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const float*>(x + i * xs))[0])
                buf[i] = tp_sel_f32(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_f32(buf, n)


cdef float _run0_mean_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef float a = 0.0
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
        return _run0_mean_float32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_float32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_float32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_float32(float* a, intp* cnt, const char* x, const uint8_t* m,
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


cdef int _drive_mean_float32(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef float c = 0
    cdef double prm = p.param
    cdef float a0 = 0.0
    cdef float* arow0 = NULL
    cdef float* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<float*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    centers = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_float32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on float32 input: float read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_float32(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_float64: ops.yaml: ops.mean (mean, float64 -> float64)

cdef inline double _block0_mean_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double buf[BLOCK]
    cdef double v
    cdef intp i
    cdef const double* xp = <const double*>x
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
    elif ms == 1:
        if xs == sizeof(double):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
        else:
            for i in range(n):
                v = ((<const double*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i], v, 0.0)
    else:
        if xs == sizeof(double):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const double*>(x + i * xs))[0])
                buf[i] = tp_sel_f64(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_f64(buf, n)


cdef double _run0_mean_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double a = 0.0
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
        return _run0_mean_float64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_float64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_float64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_float64(double* a, intp* cnt, const char* x, const uint8_t* m,
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


cdef int _drive_mean_float64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = 0.0
    cdef double* arow0 = NULL
    cdef double* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    centers = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_float64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on float64 input: double read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_float64(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_complex64: ops.yaml: ops.mean (mean, complex64 -> complex64)

cdef inline float complex _block0_mean_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef float complex buf[BLOCK]
    cdef float complex v
    cdef intp i
    cdef const float complex* xp = <const float complex*>x
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
    elif ms == 1:
        if xs == sizeof(float complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_c64(m[i], v, 0.0)
        else:
            for i in range(n):
                v = ((<const float complex*>(x + i * xs))[0])
                buf[i] = tp_sel_c64(m[i], v, 0.0)
    else:
        if xs == sizeof(float complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_c64(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const float complex*>(x + i * xs))[0])
                buf[i] = tp_sel_c64(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_c64(buf, n)


cdef float complex _run0_mean_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef float complex a = 0.0
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
        return _run0_mean_complex64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_complex64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_complex64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_complex64(float complex* a, intp* cnt, const char* x, const uint8_t* m,
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


cdef int _drive_mean_complex64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef float complex c = 0
    cdef double prm = p.param
    cdef float complex a0 = 0.0
    cdef float complex* arow0 = NULL
    cdef float complex* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<float complex*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float complex*>malloc(nk0 * sizeof(float complex))
    centers = <float complex*>malloc(nk0 * sizeof(float complex))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_complex64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<float complex*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_complex64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on complex64 input: float complex read, float complex written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_complex64(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

# --- mean_complex128: ops.yaml: ops.mean (mean, complex128 -> complex128)

cdef inline double complex _block0_mean_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a run of n <= BLOCK elements: map and mask into buf, then fold buf.
    cdef double complex buf[BLOCK]
    cdef double complex v
    cdef intp i
    cdef const double complex* xp = <const double complex*>x
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
    elif ms == 1:
        if xs == sizeof(double complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_c128(m[i], v, 0.0)
        else:
            for i in range(n):
                v = ((<const double complex*>(x + i * xs))[0])
                buf[i] = tp_sel_c128(m[i], v, 0.0)
    else:
        if xs == sizeof(double complex):
            for i in range(n):
                v = (xp[i])
                buf[i] = tp_sel_c128(m[i * ms], v, 0.0)
        else:
            for i in range(n):
                v = ((<const double complex*>(x + i * xs))[0])
                buf[i] = tp_sel_c128(m[i * ms], v, 0.0)
    if m != NULL:
        cnt[0] += tp_count(m, n, ms)
    return tp_fold_add_c128(buf, n)


cdef double complex _run0_mean_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    cdef double complex a = 0.0
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
        return _run0_mean_complex128(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_mean_complex128(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_mean_complex128(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_mean_complex128(double complex* a, intp* cnt, const char* x, const uint8_t* m,
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


cdef int _drive_mean_complex128(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double complex c = 0
    cdef double prm = p.param
    cdef double complex a0 = 0.0
    cdef double complex* arow0 = NULL
    cdef double complex* centers = NULL
    cdef intp* nrow = NULL
    cdef intp nk0
    for d in range(MAXD):
        kidx[d] = 0
        ridx[d] = 0
    if not p.outer:
        # Each output element folds the runs of its reduced slice.
        nkt = prod_shape(p.nk, p.kshape)
        nrows = rtotal // n0 if n0 > 0 else 0
        for it in range(nkt):
            c = 0
            a0 = 0.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_mean_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double complex*>(p.out + oo))[0] = (a0 / n) if n > 0 else NAN
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double complex*>malloc(nk0 * sizeof(double complex))
    centers = <double complex*>malloc(nk0 * sizeof(double complex))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if centers == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(centers)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            centers[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_mean_complex128(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], centers, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = centers[j]
            a0 = arow0[j]
            (<double complex*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = (a0 / n) if n > 0 else NAN
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(centers)
    free(nrow)
    return 0


def mean_complex128(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
    """mean on complex128 input: double complex read, double complex written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, params)
    with nogil:
        rc = _drive_mean_complex128(&plan)
    if rc != 0:
        raise MemoryError("mean: out of memory for the accumulator row")

