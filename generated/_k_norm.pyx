# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op norm (reduce kind), from ops.yaml:355.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._support cimport *

cnp.import_array()


# --- norm_two_bool: ops.yaml:372 (norm, variant two, bool -> float64)

cdef inline double _block0_norm_two_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = v * v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v * v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v * v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v * v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v * v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v * v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v * v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v * v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v * v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = v * v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v * v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v * v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v * v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v * v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v * v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v * v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v * v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v * v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v * v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (v * v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_two_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_bool(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_bool(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_bool(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_bool(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v * v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_bool(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_two_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_bool(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on bool input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_bool(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_int8: ops.yaml:372 (norm, variant two, int8 -> float64)

cdef inline double _block0_norm_two_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        while i < n8:
            v = (xp[i + 0])
            t = v * v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v * v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v * v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v * v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v * v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v * v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v * v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v * v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v * v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = v * v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v * v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v * v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v * v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v * v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v * v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v * v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v * v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v * v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v * v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = (v * v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_two_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_int8(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_int8(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_int8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_int8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v * v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_int8(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_two_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_int8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int8 input: int8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_int8(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_int16: ops.yaml:372 (norm, variant two, int16 -> float64)

cdef inline double _block0_norm_two_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        while i < n8:
            v = (xp[i + 0])
            t = v * v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v * v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v * v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v * v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v * v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v * v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v * v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v * v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v * v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = v * v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v * v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v * v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v * v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v * v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v * v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v * v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v * v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v * v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v * v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = (v * v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_two_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_int16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_int16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_int16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_int16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v * v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_int16(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_two_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_int16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int16 input: int16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_int16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_int32: ops.yaml:372 (norm, variant two, int32 -> float64)

cdef inline double _block0_norm_two_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        while i < n8:
            v = (xp[i + 0])
            t = v * v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v * v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v * v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v * v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v * v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v * v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v * v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v * v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v * v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = v * v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v * v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v * v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v * v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v * v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v * v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v * v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v * v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v * v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v * v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = (v * v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_two_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_int32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_int32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_int32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_int32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v * v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_int32(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_two_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_int32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int32 input: int32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_int32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_int64: ops.yaml:372 (norm, variant two, int64 -> float64)

cdef inline double _block0_norm_two_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        while i < n8:
            v = (xp[i + 0])
            t = v * v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v * v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v * v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v * v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v * v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v * v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v * v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v * v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v * v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = v * v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v * v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v * v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v * v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v * v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v * v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v * v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v * v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v * v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v * v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = (v * v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_two_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_int64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_int64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_int64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_int64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v * v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_int64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_two_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_int64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int64 input: int64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_int64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_uint8: ops.yaml:372 (norm, variant two, uint8 -> float64)

cdef inline double _block0_norm_two_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = v * v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v * v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v * v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v * v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v * v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v * v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v * v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v * v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v * v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = v * v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v * v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v * v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v * v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v * v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v * v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v * v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v * v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v * v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v * v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (v * v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_two_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_uint8(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_uint8(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_uint8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_uint8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v * v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_uint8(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_two_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_uint8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint8 input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_uint8(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_uint16: ops.yaml:372 (norm, variant two, uint16 -> float64)

cdef inline double _block0_norm_two_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = (xp[i + 0])
            t = v * v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v * v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v * v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v * v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v * v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v * v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v * v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v * v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v * v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = v * v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v * v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v * v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v * v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v * v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v * v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v * v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v * v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v * v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v * v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = (v * v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_two_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_uint16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_uint16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_uint16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_uint16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v * v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_uint16(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_two_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_uint16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint16 input: uint16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_uint16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_uint32: ops.yaml:372 (norm, variant two, uint32 -> float64)

cdef inline double _block0_norm_two_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        while i < n8:
            v = (xp[i + 0])
            t = v * v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v * v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v * v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v * v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v * v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v * v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v * v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v * v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v * v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = v * v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v * v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v * v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v * v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v * v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v * v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v * v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v * v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v * v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v * v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = (v * v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_two_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_uint32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_uint32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_uint32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_uint32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v * v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_uint32(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_two_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_uint32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint32 input: uint32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_uint32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_uint64: ops.yaml:372 (norm, variant two, uint64 -> float64)

cdef inline double _block0_norm_two_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        while i < n8:
            v = (xp[i + 0])
            t = v * v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v * v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v * v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v * v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v * v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v * v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v * v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v * v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v * v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = v * v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v * v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v * v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v * v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v * v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v * v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v * v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v * v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v * v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v * v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = (v * v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_two_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_uint64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_uint64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_uint64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_uint64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v * v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_uint64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_two_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_uint64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint64 input: uint64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_uint64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_float16: ops.yaml:372 (norm, variant two, float16 -> float32)

cdef inline float _block0_norm_two_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = v * v
            r0 = r0 + t
            v = half_to_float((xp[i + 1]))
            t = v * v
            r1 = r1 + t
            v = half_to_float((xp[i + 2]))
            t = v * v
            r2 = r2 + t
            v = half_to_float((xp[i + 3]))
            t = v * v
            r3 = r3 + t
            v = half_to_float((xp[i + 4]))
            t = v * v
            r4 = r4 + t
            v = half_to_float((xp[i + 5]))
            t = v * v
            r5 = r5 + t
            v = half_to_float((xp[i + 6]))
            t = v * v
            r6 = r6 + t
            v = half_to_float((xp[i + 7]))
            t = v * v
            r7 = r7 + t
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = v * v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = v * v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = (v * v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = half_to_float((xp[i + 1]))
            t = (v * v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = half_to_float((xp[i + 2]))
            t = (v * v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = half_to_float((xp[i + 3]))
            t = (v * v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = half_to_float((xp[i + 4]))
            t = (v * v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = half_to_float((xp[i + 5]))
            t = (v * v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = half_to_float((xp[i + 6]))
            t = (v * v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = half_to_float((xp[i + 7]))
            t = (v * v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = (v * v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = (v * v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef float _run0_norm_two_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_float16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_float16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_float16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_float16(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = half_to_float((xp[j]))
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = (v * v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_float16(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = a0 + _run0_norm_two_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_float16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float16 input: uint16_t read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_float16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_float32: ops.yaml:372 (norm, variant two, float32 -> float32)

cdef inline float _block0_norm_two_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        while i < n8:
            v = (xp[i + 0])
            t = v * v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v * v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v * v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v * v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v * v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v * v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v * v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v * v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v * v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = v * v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(float) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v * v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v * v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v * v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v * v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v * v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v * v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v * v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v * v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v * v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = (v * v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef float _run0_norm_two_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_float32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_float32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_float32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_float32(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = (v * v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_float32(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = a0 + _run0_norm_two_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_float32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float32 input: float read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_float32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_float64: ops.yaml:372 (norm, variant two, float64 -> float64)

cdef inline double _block0_norm_two_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        while i < n8:
            v = (xp[i + 0])
            t = v * v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v * v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v * v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v * v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v * v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v * v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v * v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v * v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v * v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = v * v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(double) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v * v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v * v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v * v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v * v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v * v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v * v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v * v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v * v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v * v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = (v * v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_two_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_float64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_float64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_float64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_float64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = v * v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = (v * v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_float64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_two_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_float64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float64 input: double read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_float64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_complex64: ops.yaml:372 (norm, variant two, complex64 -> float32)

cdef inline float _block0_norm_two_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float complex v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        while i < n8:
            v = (xp[i + 0])
            t = abs2_c64(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = abs2_c64(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = abs2_c64(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = abs2_c64(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = abs2_c64(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = abs2_c64(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = abs2_c64(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = abs2_c64(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = abs2_c64(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = abs2_c64(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(float complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (abs2_c64(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (abs2_c64(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (abs2_c64(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (abs2_c64(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (abs2_c64(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (abs2_c64(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (abs2_c64(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (abs2_c64(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (abs2_c64(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = (abs2_c64(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef float _run0_norm_two_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_complex64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_complex64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_complex64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_complex64(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float complex v
    cdef float t
    cdef float c
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = abs2_c64(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = abs2_c64(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = (abs2_c64(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_complex64(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = a0 + _run0_norm_two_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_complex64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_complex64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on complex64 input: float complex read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_complex64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_two_complex128: ops.yaml:372 (norm, variant two, complex128 -> float64)

cdef inline double _block0_norm_two_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double complex v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        while i < n8:
            v = (xp[i + 0])
            t = abs2_c128(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = abs2_c128(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = abs2_c128(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = abs2_c128(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = abs2_c128(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = abs2_c128(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = abs2_c128(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = abs2_c128(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = abs2_c128(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = abs2_c128(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(double complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (abs2_c128(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (abs2_c128(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (abs2_c128(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (abs2_c128(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (abs2_c128(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (abs2_c128(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (abs2_c128(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (abs2_c128(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (abs2_c128(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = (abs2_c128(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_two_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_two_complex128(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_two_complex128(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_two_complex128(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_two_complex128(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double complex v
    cdef double t
    cdef double c
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = abs2_c128(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = abs2_c128(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = (abs2_c128(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_two_complex128(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_two_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = sqrt(a0)
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_two_complex128(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = sqrt(a0)
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_two_complex128(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on complex128 input: double complex read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_two_complex128(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_bool: ops.yaml:377 (norm, variant one, bool -> float64)

cdef inline double _block0_norm_one_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = fabs(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = fabs(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = fabs(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = fabs(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = fabs(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = fabs(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = fabs(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_one_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_bool(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_bool(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_bool(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_bool(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_bool(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_one_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_bool(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on bool input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_bool(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_int8: ops.yaml:377 (norm, variant one, int8 -> float64)

cdef inline double _block0_norm_one_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = fabs(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = fabs(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = fabs(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = fabs(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = fabs(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = fabs(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = fabs(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_one_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_int8(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_int8(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_int8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_int8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_int8(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_one_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_int8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int8 input: int8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_int8(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_int16: ops.yaml:377 (norm, variant one, int16 -> float64)

cdef inline double _block0_norm_one_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = fabs(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = fabs(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = fabs(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = fabs(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = fabs(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = fabs(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = fabs(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_one_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_int16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_int16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_int16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_int16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_int16(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_one_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_int16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int16 input: int16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_int16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_int32: ops.yaml:377 (norm, variant one, int32 -> float64)

cdef inline double _block0_norm_one_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = fabs(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = fabs(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = fabs(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = fabs(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = fabs(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = fabs(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = fabs(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_one_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_int32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_int32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_int32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_int32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_int32(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_one_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_int32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int32 input: int32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_int32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_int64: ops.yaml:377 (norm, variant one, int64 -> float64)

cdef inline double _block0_norm_one_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = fabs(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = fabs(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = fabs(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = fabs(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = fabs(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = fabs(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = fabs(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_one_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_int64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_int64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_int64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_int64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_int64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_one_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_int64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int64 input: int64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_int64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_uint8: ops.yaml:377 (norm, variant one, uint8 -> float64)

cdef inline double _block0_norm_one_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = fabs(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = fabs(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = fabs(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = fabs(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = fabs(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = fabs(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = fabs(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_one_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_uint8(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_uint8(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_uint8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_uint8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_uint8(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_one_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_uint8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint8 input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_uint8(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_uint16: ops.yaml:377 (norm, variant one, uint16 -> float64)

cdef inline double _block0_norm_one_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = fabs(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = fabs(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = fabs(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = fabs(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = fabs(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = fabs(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = fabs(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_one_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_uint16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_uint16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_uint16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_uint16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_uint16(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_one_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_uint16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint16 input: uint16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_uint16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_uint32: ops.yaml:377 (norm, variant one, uint32 -> float64)

cdef inline double _block0_norm_one_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = fabs(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = fabs(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = fabs(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = fabs(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = fabs(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = fabs(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = fabs(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_one_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_uint32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_uint32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_uint32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_uint32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_uint32(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_one_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_uint32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint32 input: uint32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_uint32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_uint64: ops.yaml:377 (norm, variant one, uint64 -> float64)

cdef inline double _block0_norm_one_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = fabs(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = fabs(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = fabs(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = fabs(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = fabs(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = fabs(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = fabs(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_one_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_uint64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_uint64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_uint64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_uint64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_uint64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_one_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_uint64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint64 input: uint64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_uint64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_float16: ops.yaml:377 (norm, variant one, float16 -> float32)

cdef inline float _block0_norm_one_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = fabs(v)
            r0 = r0 + t
            v = half_to_float((xp[i + 1]))
            t = fabs(v)
            r1 = r1 + t
            v = half_to_float((xp[i + 2]))
            t = fabs(v)
            r2 = r2 + t
            v = half_to_float((xp[i + 3]))
            t = fabs(v)
            r3 = r3 + t
            v = half_to_float((xp[i + 4]))
            t = fabs(v)
            r4 = r4 + t
            v = half_to_float((xp[i + 5]))
            t = fabs(v)
            r5 = r5 + t
            v = half_to_float((xp[i + 6]))
            t = fabs(v)
            r6 = r6 + t
            v = half_to_float((xp[i + 7]))
            t = fabs(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = half_to_float((xp[i + 1]))
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = half_to_float((xp[i + 2]))
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = half_to_float((xp[i + 3]))
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = half_to_float((xp[i + 4]))
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = half_to_float((xp[i + 5]))
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = half_to_float((xp[i + 6]))
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = half_to_float((xp[i + 7]))
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = (fabs(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef float _run0_norm_one_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_float16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_float16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_float16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_float16(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = half_to_float((xp[j]))
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_float16(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = a0 + _run0_norm_one_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_float16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float16 input: uint16_t read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_float16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_float32: ops.yaml:377 (norm, variant one, float32 -> float32)

cdef inline float _block0_norm_one_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = fabs(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = fabs(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = fabs(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = fabs(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = fabs(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = fabs(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = fabs(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(float) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef float _run0_norm_one_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_float32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_float32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_float32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_float32(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_float32(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = a0 + _run0_norm_one_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_float32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float32 input: float read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_float32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_float64: ops.yaml:377 (norm, variant one, float64 -> float64)

cdef inline double _block0_norm_one_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = fabs(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = fabs(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = fabs(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = fabs(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = fabs(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = fabs(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = fabs(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = fabs(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(double) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_one_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_float64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_float64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_float64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_float64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_float64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_one_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_float64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float64 input: double read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_float64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_complex64: ops.yaml:377 (norm, variant one, complex64 -> float32)

cdef inline float _block0_norm_one_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float complex v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        while i < n8:
            v = (xp[i + 0])
            t = abs_c64(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = abs_c64(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = abs_c64(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = abs_c64(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = abs_c64(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = abs_c64(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = abs_c64(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = abs_c64(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = abs_c64(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = abs_c64(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(float complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (abs_c64(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (abs_c64(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (abs_c64(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (abs_c64(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (abs_c64(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (abs_c64(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (abs_c64(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (abs_c64(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (abs_c64(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = (abs_c64(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef float _run0_norm_one_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_complex64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_complex64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_complex64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_complex64(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float complex v
    cdef float t
    cdef float c
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = abs_c64(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = abs_c64(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = (abs_c64(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_complex64(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = a0 + _run0_norm_one_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_complex64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_complex64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on complex64 input: float complex read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_complex64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_one_complex128: ops.yaml:377 (norm, variant one, complex128 -> float64)

cdef inline double _block0_norm_one_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double complex v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        while i < n8:
            v = (xp[i + 0])
            t = abs_c128(v)
            r0 = r0 + t
            v = (xp[i + 1])
            t = abs_c128(v)
            r1 = r1 + t
            v = (xp[i + 2])
            t = abs_c128(v)
            r2 = r2 + t
            v = (xp[i + 3])
            t = abs_c128(v)
            r3 = r3 + t
            v = (xp[i + 4])
            t = abs_c128(v)
            r4 = r4 + t
            v = (xp[i + 5])
            t = abs_c128(v)
            r5 = r5 + t
            v = (xp[i + 6])
            t = abs_c128(v)
            r6 = r6 + t
            v = (xp[i + 7])
            t = abs_c128(v)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = abs_c128(v)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = abs_c128(v)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(double complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (abs_c128(v)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (abs_c128(v)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (abs_c128(v)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (abs_c128(v)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (abs_c128(v)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (abs_c128(v)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (abs_c128(v)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (abs_c128(v)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (abs_c128(v)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = (abs_c128(v)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_one_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_one_complex128(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_one_complex128(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_one_complex128(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_one_complex128(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double complex v
    cdef double t
    cdef double c
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = abs_c128(v)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = abs_c128(v)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = (abs_c128(v)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_one_complex128(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_one_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_one_complex128(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_one_complex128(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on complex128 input: double complex read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_one_complex128(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_bool: ops.yaml:382 (norm, variant inf, bool -> float64)

cdef inline double _block0_norm_inf_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef double _run0_norm_inf_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_bool(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_bool(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_bool(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = (_run0_norm_inf_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_bool(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on bool input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_bool(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_int8: ops.yaml:382 (norm, variant inf, int8 -> float64)

cdef inline double _block0_norm_inf_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(int8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef double _run0_norm_inf_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_int8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_int8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_int8(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = (_run0_norm_inf_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_int8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int8 input: int8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_int8(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_int16: ops.yaml:382 (norm, variant inf, int16 -> float64)

cdef inline double _block0_norm_inf_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(int16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef double _run0_norm_inf_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_int16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_int16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_int16(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = (_run0_norm_inf_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_int16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int16 input: int16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_int16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_int32: ops.yaml:382 (norm, variant inf, int32 -> float64)

cdef inline double _block0_norm_inf_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(int32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef double _run0_norm_inf_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_int32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_int32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_int32(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = (_run0_norm_inf_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_int32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int32 input: int32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_int32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_int64: ops.yaml:382 (norm, variant inf, int64 -> float64)

cdef inline double _block0_norm_inf_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(int64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef double _run0_norm_inf_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_int64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_int64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_int64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = (_run0_norm_inf_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_int64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int64 input: int64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_int64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_uint8: ops.yaml:382 (norm, variant inf, uint8 -> float64)

cdef inline double _block0_norm_inf_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef double _run0_norm_inf_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_uint8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_uint8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_uint8(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = (_run0_norm_inf_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_uint8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint8 input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_uint8(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_uint16: ops.yaml:382 (norm, variant inf, uint16 -> float64)

cdef inline double _block0_norm_inf_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef double _run0_norm_inf_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_uint16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_uint16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_uint16(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = (_run0_norm_inf_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_uint16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint16 input: uint16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_uint16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_uint32: ops.yaml:382 (norm, variant inf, uint32 -> float64)

cdef inline double _block0_norm_inf_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef double _run0_norm_inf_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_uint32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_uint32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_uint32(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = (_run0_norm_inf_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_uint32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint32 input: uint32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_uint32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_uint64: ops.yaml:382 (norm, variant inf, uint64 -> float64)

cdef inline double _block0_norm_inf_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef double _run0_norm_inf_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_uint64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_uint64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_uint64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = (_run0_norm_inf_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_uint64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint64 input: uint64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_uint64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_float16: ops.yaml:382 (norm, variant inf, float16 -> float32)

cdef inline float _block0_norm_inf_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = half_to_float((xp[i + 1]))
            t = fabs(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = half_to_float((xp[i + 2]))
            t = fabs(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = half_to_float((xp[i + 3]))
            t = fabs(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = half_to_float((xp[i + 4]))
            t = fabs(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = half_to_float((xp[i + 5]))
            t = fabs(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = half_to_float((xp[i + 6]))
            t = fabs(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = half_to_float((xp[i + 7]))
            t = fabs(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = half_to_float((xp[i + 1]))
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = half_to_float((xp[i + 2]))
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = half_to_float((xp[i + 3]))
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = half_to_float((xp[i + 4]))
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = half_to_float((xp[i + 5]))
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = half_to_float((xp[i + 6]))
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = half_to_float((xp[i + 7]))
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = (fabs(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef float _run0_norm_inf_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_float16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_float16(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = half_to_float((xp[j]))
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_float16(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = (_run0_norm_inf_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_float16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float16 input: uint16_t read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_float16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_float32: ops.yaml:382 (norm, variant inf, float32 -> float32)

cdef inline float _block0_norm_inf_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(float) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef float _run0_norm_inf_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_float32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_float32(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_float32(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = (_run0_norm_inf_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_float32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float32 input: float read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_float32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_float64: ops.yaml:382 (norm, variant inf, float64 -> float64)

cdef inline double _block0_norm_inf_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(double) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef double _run0_norm_inf_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_float64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_float64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_float64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = (_run0_norm_inf_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_float64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float64 input: double read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_float64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_complex64: ops.yaml:382 (norm, variant inf, complex64 -> float32)

cdef inline float _block0_norm_inf_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float complex v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        while i < n8:
            v = (xp[i + 0])
            t = abs_c64(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = abs_c64(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = abs_c64(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = abs_c64(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = abs_c64(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = abs_c64(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = abs_c64(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = abs_c64(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = abs_c64(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = abs_c64(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(float complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (abs_c64(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (abs_c64(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (abs_c64(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (abs_c64(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (abs_c64(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (abs_c64(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (abs_c64(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (abs_c64(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (abs_c64(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = (abs_c64(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef float _run0_norm_inf_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_complex64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_complex64(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float complex v
    cdef float t
    cdef float c
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = abs_c64(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = abs_c64(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = (abs_c64(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_complex64(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = (_run0_norm_inf_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_complex64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_complex64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on complex64 input: float complex read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_complex64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_inf_complex128: ops.yaml:382 (norm, variant inf, complex128 -> float64)

cdef inline double _block0_norm_inf_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double complex v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        while i < n8:
            v = (xp[i + 0])
            t = abs_c128(v)
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = abs_c128(v)
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = abs_c128(v)
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = abs_c128(v)
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = abs_c128(v)
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = abs_c128(v)
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = abs_c128(v)
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = abs_c128(v)
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = abs_c128(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = abs_c128(v)
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(double complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (abs_c128(v)) if m[i + 0] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (abs_c128(v)) if m[i + 1] else 0.0
            r1 = (t if (t > r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (abs_c128(v)) if m[i + 2] else 0.0
            r2 = (t if (t > r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (abs_c128(v)) if m[i + 3] else 0.0
            r3 = (t if (t > r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (abs_c128(v)) if m[i + 4] else 0.0
            r4 = (t if (t > r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (abs_c128(v)) if m[i + 5] else 0.0
            r5 = (t if (t > r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (abs_c128(v)) if m[i + 6] else 0.0
            r6 = (t if (t > r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (abs_c128(v)) if m[i + 7] else 0.0
            r7 = (t if (t > r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (abs_c128(v)) if m[i] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = (abs_c128(v)) if m[i * ms] else 0.0
            r0 = (t if (t > r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 > r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 > r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 > r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 > r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 > r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 > r4 or r6 != r6) else r4)
    return (r4 if (r4 > r0 or r4 != r4) else r0)


cdef double _run0_norm_inf_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    return _block0_norm_inf_complex128(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_inf_complex128(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double complex v
    cdef double t
    cdef double c
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = abs_c128(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = abs_c128(v)
            a[j] = (t if (t > a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = (abs_c128(v)) if m[j * ms] else 0.0
            a[j] = (t if (t > a[j] or t != t) else a[j])


cdef int _drive_norm_inf_complex128(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = (_run0_norm_inf_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_inf_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) > a0 or _run0_norm_inf_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_inf_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_inf_complex128(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_inf_complex128(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on complex128 input: double complex read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_inf_complex128(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_bool: ops.yaml:388 (norm, variant neg_inf, bool -> float64)

cdef inline double _block0_norm_neg_inf_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef double _run0_norm_neg_inf_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_bool(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_bool(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_bool(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = INFINITY
    cdef double* arow0 = NULL
    cdef double* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_bool(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on bool input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_bool(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_int8: ops.yaml:388 (norm, variant neg_inf, int8 -> float64)

cdef inline double _block0_norm_neg_inf_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(int8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef double _run0_norm_neg_inf_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_int8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_int8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_int8(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = INFINITY
    cdef double* arow0 = NULL
    cdef double* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_int8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int8 input: int8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_int8(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_int16: ops.yaml:388 (norm, variant neg_inf, int16 -> float64)

cdef inline double _block0_norm_neg_inf_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(int16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef double _run0_norm_neg_inf_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_int16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_int16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_int16(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = INFINITY
    cdef double* arow0 = NULL
    cdef double* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_int16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int16 input: int16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_int16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_int32: ops.yaml:388 (norm, variant neg_inf, int32 -> float64)

cdef inline double _block0_norm_neg_inf_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(int32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef double _run0_norm_neg_inf_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_int32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_int32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_int32(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = INFINITY
    cdef double* arow0 = NULL
    cdef double* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_int32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int32 input: int32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_int32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_int64: ops.yaml:388 (norm, variant neg_inf, int64 -> float64)

cdef inline double _block0_norm_neg_inf_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(int64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef double _run0_norm_neg_inf_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_int64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_int64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_int64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = INFINITY
    cdef double* arow0 = NULL
    cdef double* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_int64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int64 input: int64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_int64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_uint8: ops.yaml:388 (norm, variant neg_inf, uint8 -> float64)

cdef inline double _block0_norm_neg_inf_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef double _run0_norm_neg_inf_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_uint8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_uint8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_uint8(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = INFINITY
    cdef double* arow0 = NULL
    cdef double* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_uint8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint8 input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_uint8(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_uint16: ops.yaml:388 (norm, variant neg_inf, uint16 -> float64)

cdef inline double _block0_norm_neg_inf_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef double _run0_norm_neg_inf_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_uint16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_uint16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_uint16(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = INFINITY
    cdef double* arow0 = NULL
    cdef double* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_uint16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint16 input: uint16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_uint16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_uint32: ops.yaml:388 (norm, variant neg_inf, uint32 -> float64)

cdef inline double _block0_norm_neg_inf_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef double _run0_norm_neg_inf_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_uint32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_uint32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_uint32(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = INFINITY
    cdef double* arow0 = NULL
    cdef double* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_uint32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint32 input: uint32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_uint32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_uint64: ops.yaml:388 (norm, variant neg_inf, uint64 -> float64)

cdef inline double _block0_norm_neg_inf_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef double _run0_norm_neg_inf_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_uint64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_uint64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_uint64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = INFINITY
    cdef double* arow0 = NULL
    cdef double* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_uint64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint64 input: uint64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_uint64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_float16: ops.yaml:388 (norm, variant neg_inf, float16 -> float32)

cdef inline float _block0_norm_neg_inf_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = half_to_float((xp[i + 1]))
            t = fabs(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = half_to_float((xp[i + 2]))
            t = fabs(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = half_to_float((xp[i + 3]))
            t = fabs(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = half_to_float((xp[i + 4]))
            t = fabs(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = half_to_float((xp[i + 5]))
            t = fabs(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = half_to_float((xp[i + 6]))
            t = fabs(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = half_to_float((xp[i + 7]))
            t = fabs(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = (fabs(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = half_to_float((xp[i + 1]))
            t = (fabs(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = half_to_float((xp[i + 2]))
            t = (fabs(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = half_to_float((xp[i + 3]))
            t = (fabs(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = half_to_float((xp[i + 4]))
            t = (fabs(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = half_to_float((xp[i + 5]))
            t = (fabs(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = half_to_float((xp[i + 6]))
            t = (fabs(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = half_to_float((xp[i + 7]))
            t = (fabs(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = (fabs(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = (fabs(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef float _run0_norm_neg_inf_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_float16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_float16(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = half_to_float((xp[j]))
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_float16(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef float c = 0
    cdef double prm = p.param
    cdef float a0 = INFINITY
    cdef float* arow0 = NULL
    cdef float* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_float16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float16 input: uint16_t read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_float16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_float32: ops.yaml:388 (norm, variant neg_inf, float32 -> float32)

cdef inline float _block0_norm_neg_inf_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(float) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef float _run0_norm_neg_inf_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_float32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_float32(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_float32(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef float c = 0
    cdef double prm = p.param
    cdef float a0 = INFINITY
    cdef float* arow0 = NULL
    cdef float* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_float32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float32 input: float read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_float32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_float64: ops.yaml:388 (norm, variant neg_inf, float64 -> float64)

cdef inline double _block0_norm_neg_inf_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        while i < n8:
            v = (xp[i + 0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = fabs(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = fabs(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = fabs(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = fabs(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = fabs(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = fabs(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = fabs(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = fabs(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(double) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (fabs(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (fabs(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (fabs(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (fabs(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (fabs(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (fabs(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (fabs(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (fabs(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (fabs(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = (fabs(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef double _run0_norm_neg_inf_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_float64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_float64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = fabs(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = (fabs(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_float64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = INFINITY
    cdef double* arow0 = NULL
    cdef double* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_float64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float64 input: double read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_float64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_complex64: ops.yaml:388 (norm, variant neg_inf, complex64 -> float32)

cdef inline float _block0_norm_neg_inf_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef float complex v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        while i < n8:
            v = (xp[i + 0])
            t = abs_c64(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = abs_c64(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = abs_c64(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = abs_c64(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = abs_c64(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = abs_c64(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = abs_c64(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = abs_c64(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = abs_c64(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = abs_c64(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(float complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (abs_c64(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (abs_c64(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (abs_c64(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (abs_c64(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (abs_c64(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (abs_c64(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (abs_c64(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (abs_c64(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (abs_c64(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = (abs_c64(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef float _run0_norm_neg_inf_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_complex64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_complex64(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float complex v
    cdef float t
    cdef float c
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = abs_c64(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = abs_c64(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = (abs_c64(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_complex64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef float c = 0
    cdef double prm = p.param
    cdef float a0 = INFINITY
    cdef float* arow0 = NULL
    cdef float* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_complex64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_complex64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on complex64 input: float complex read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_complex64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_neg_inf_complex128: ops.yaml:388 (norm, variant neg_inf, complex128 -> float64)

cdef inline double _block0_norm_neg_inf_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = INFINITY, r1 = INFINITY, r2 = INFINITY, r3 = INFINITY, r4 = INFINITY, r5 = INFINITY, r6 = INFINITY, r7 = INFINITY
    cdef double complex v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        while i < n8:
            v = (xp[i + 0])
            t = abs_c128(v)
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = abs_c128(v)
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = abs_c128(v)
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = abs_c128(v)
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = abs_c128(v)
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = abs_c128(v)
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = abs_c128(v)
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = abs_c128(v)
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = abs_c128(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = abs_c128(v)
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(double complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (abs_c128(v)) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (abs_c128(v)) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (abs_c128(v)) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (abs_c128(v)) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (abs_c128(v)) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (abs_c128(v)) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (abs_c128(v)) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (abs_c128(v)) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (abs_c128(v)) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = (abs_c128(v)) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef double _run0_norm_neg_inf_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_norm_neg_inf_complex128(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_neg_inf_complex128(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double complex v
    cdef double t
    cdef double c
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = abs_c128(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = abs_c128(v)
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = (abs_c128(v)) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_norm_neg_inf_complex128(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = INFINITY
    cdef double* arow0 = NULL
    cdef double* crow = NULL
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
            a0 = INFINITY
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_norm_neg_inf_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_norm_neg_inf_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_norm_neg_inf_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_norm_neg_inf_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = INFINITY
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_neg_inf_complex128(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_neg_inf_complex128(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on complex128 input: double complex read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_neg_inf_complex128(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_bool: ops.yaml:393 (norm, variant zero, bool -> float64)

cdef inline double _block0_norm_zero_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_zero_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_bool(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_bool(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_bool(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_bool(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_bool(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_zero_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_bool(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on bool input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_bool(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_int8: ops.yaml:393 (norm, variant zero, int8 -> float64)

cdef inline double _block0_norm_zero_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_zero_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_int8(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_int8(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_int8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_int8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_int8(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_zero_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_int8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int8 input: int8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_int8(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_int16: ops.yaml:393 (norm, variant zero, int16 -> float64)

cdef inline double _block0_norm_zero_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_zero_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_int16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_int16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_int16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_int16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_int16(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_zero_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_int16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int16 input: int16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_int16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_int32: ops.yaml:393 (norm, variant zero, int32 -> float64)

cdef inline double _block0_norm_zero_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_zero_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_int32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_int32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_int32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_int32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_int32(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_zero_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_int32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int32 input: int32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_int32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_int64: ops.yaml:393 (norm, variant zero, int64 -> float64)

cdef inline double _block0_norm_zero_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_zero_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_int64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_int64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_int64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_int64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_int64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_zero_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_int64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int64 input: int64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_int64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_uint8: ops.yaml:393 (norm, variant zero, uint8 -> float64)

cdef inline double _block0_norm_zero_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_zero_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_uint8(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_uint8(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_uint8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_uint8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_uint8(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_zero_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_uint8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint8 input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_uint8(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_uint16: ops.yaml:393 (norm, variant zero, uint16 -> float64)

cdef inline double _block0_norm_zero_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_zero_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_uint16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_uint16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_uint16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_uint16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_uint16(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_zero_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_uint16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint16 input: uint16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_uint16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_uint32: ops.yaml:393 (norm, variant zero, uint32 -> float64)

cdef inline double _block0_norm_zero_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_zero_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_uint32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_uint32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_uint32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_uint32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_uint32(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_zero_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_uint32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint32 input: uint32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_uint32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_uint64: ops.yaml:393 (norm, variant zero, uint64 -> float64)

cdef inline double _block0_norm_zero_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_zero_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_uint64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_uint64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_uint64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_uint64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_uint64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_zero_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_uint64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint64 input: uint64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_uint64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_float16: ops.yaml:393 (norm, variant zero, float16 -> float32)

cdef inline float _block0_norm_zero_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = half_to_float((xp[i + 1]))
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = half_to_float((xp[i + 2]))
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = half_to_float((xp[i + 3]))
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = half_to_float((xp[i + 4]))
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = half_to_float((xp[i + 5]))
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = half_to_float((xp[i + 6]))
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = half_to_float((xp[i + 7]))
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = half_to_float((xp[i + 1]))
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = half_to_float((xp[i + 2]))
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = half_to_float((xp[i + 3]))
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = half_to_float((xp[i + 4]))
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = half_to_float((xp[i + 5]))
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = half_to_float((xp[i + 6]))
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = half_to_float((xp[i + 7]))
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef float _run0_norm_zero_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_float16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_float16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_float16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_float16(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = half_to_float((xp[j]))
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_float16(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = a0 + _run0_norm_zero_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_float16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float16 input: uint16_t read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_float16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_float32: ops.yaml:393 (norm, variant zero, float32 -> float32)

cdef inline float _block0_norm_zero_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(float) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef float _run0_norm_zero_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_float32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_float32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_float32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_float32(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_float32(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = a0 + _run0_norm_zero_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_float32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float32 input: float read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_float32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_float64: ops.yaml:393 (norm, variant zero, float64 -> float64)

cdef inline double _block0_norm_zero_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(double) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_zero_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_float64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_float64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_float64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_float64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_float64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_zero_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_float64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float64 input: double read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_float64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_complex64: ops.yaml:393 (norm, variant zero, complex64 -> float32)

cdef inline float _block0_norm_zero_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float complex v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(float complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef float _run0_norm_zero_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_complex64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_complex64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_complex64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_complex64(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float complex v
    cdef float t
    cdef float c
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_complex64(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = a0 + _run0_norm_zero_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_complex64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_complex64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on complex64 input: float complex read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_complex64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_zero_complex128: ops.yaml:393 (norm, variant zero, complex128 -> float64)

cdef inline double _block0_norm_zero_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double complex v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        while i < n8:
            v = (xp[i + 0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            v = (xp[i + 1])
            t = (1 if v != 0 else 0)
            r1 = r1 + t
            v = (xp[i + 2])
            t = (1 if v != 0 else 0)
            r2 = r2 + t
            v = (xp[i + 3])
            t = (1 if v != 0 else 0)
            r3 = r3 + t
            v = (xp[i + 4])
            t = (1 if v != 0 else 0)
            r4 = r4 + t
            v = (xp[i + 5])
            t = (1 if v != 0 else 0)
            r5 = r5 + t
            v = (xp[i + 6])
            t = (1 if v != 0 else 0)
            r6 = r6 + t
            v = (xp[i + 7])
            t = (1 if v != 0 else 0)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = (1 if v != 0 else 0)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(double complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = ((1 if v != 0 else 0)) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = ((1 if v != 0 else 0)) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = ((1 if v != 0 else 0)) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = ((1 if v != 0 else 0)) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = ((1 if v != 0 else 0)) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = ((1 if v != 0 else 0)) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = ((1 if v != 0 else 0)) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = ((1 if v != 0 else 0)) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = ((1 if v != 0 else 0)) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = ((1 if v != 0 else 0)) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_zero_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_zero_complex128(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_zero_complex128(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_zero_complex128(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_zero_complex128(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double complex v
    cdef double t
    cdef double c
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = (1 if v != 0 else 0)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = ((1 if v != 0 else 0)) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_norm_zero_complex128(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_zero_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_zero_complex128(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_zero_complex128(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on complex128 input: double complex read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_zero_complex128(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_bool: ops.yaml:399 (norm, variant p, bool -> float64)

cdef inline double _block0_norm_p_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(fabs(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(fabs(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(fabs(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(fabs(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(fabs(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(fabs(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(fabs(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(fabs(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(fabs(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(fabs(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(fabs(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(fabs(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(fabs(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(fabs(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(fabs(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(fabs(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (pow(fabs(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_p_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_bool(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_bool(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_bool(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_bool(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(fabs(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_bool(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_p_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_bool(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on bool input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_bool(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_int8: ops.yaml:399 (norm, variant p, int8 -> float64)

cdef inline double _block0_norm_p_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        while i < n8:
            v = (xp[i + 0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(fabs(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(fabs(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(fabs(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(fabs(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(fabs(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(fabs(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(fabs(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(fabs(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(fabs(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(fabs(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(fabs(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(fabs(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(fabs(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(fabs(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(fabs(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(fabs(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = (pow(fabs(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_p_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_int8(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_int8(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_int8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_int8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(fabs(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_int8(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_p_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_int8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int8 input: int8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_int8(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_int16: ops.yaml:399 (norm, variant p, int16 -> float64)

cdef inline double _block0_norm_p_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        while i < n8:
            v = (xp[i + 0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(fabs(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(fabs(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(fabs(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(fabs(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(fabs(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(fabs(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(fabs(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(fabs(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(fabs(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(fabs(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(fabs(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(fabs(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(fabs(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(fabs(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(fabs(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(fabs(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = (pow(fabs(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_p_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_int16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_int16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_int16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_int16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(fabs(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_int16(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_p_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_int16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int16 input: int16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_int16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_int32: ops.yaml:399 (norm, variant p, int32 -> float64)

cdef inline double _block0_norm_p_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        while i < n8:
            v = (xp[i + 0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(fabs(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(fabs(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(fabs(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(fabs(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(fabs(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(fabs(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(fabs(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(fabs(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(fabs(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(fabs(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(fabs(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(fabs(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(fabs(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(fabs(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(fabs(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(fabs(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = (pow(fabs(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_p_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_int32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_int32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_int32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_int32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(fabs(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_int32(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_p_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_int32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int32 input: int32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_int32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_int64: ops.yaml:399 (norm, variant p, int64 -> float64)

cdef inline double _block0_norm_p_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        while i < n8:
            v = (xp[i + 0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(fabs(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(fabs(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(fabs(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(fabs(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(fabs(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(fabs(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(fabs(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(fabs(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(fabs(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(fabs(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(fabs(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(fabs(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(fabs(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(fabs(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(fabs(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(fabs(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = (pow(fabs(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_p_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_int64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_int64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_int64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_int64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(fabs(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_int64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_p_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_int64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on int64 input: int64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_int64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_uint8: ops.yaml:399 (norm, variant p, uint8 -> float64)

cdef inline double _block0_norm_p_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(fabs(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(fabs(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(fabs(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(fabs(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(fabs(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(fabs(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(fabs(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(fabs(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(fabs(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(fabs(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(fabs(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(fabs(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(fabs(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(fabs(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(fabs(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(fabs(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (pow(fabs(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_p_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_uint8(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_uint8(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_uint8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_uint8(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(fabs(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_uint8(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_p_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_uint8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint8 input: uint8_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_uint8(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_uint16: ops.yaml:399 (norm, variant p, uint16 -> float64)

cdef inline double _block0_norm_p_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = (xp[i + 0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(fabs(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(fabs(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(fabs(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(fabs(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(fabs(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(fabs(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(fabs(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(fabs(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(fabs(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(fabs(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(fabs(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(fabs(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(fabs(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(fabs(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(fabs(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(fabs(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = (pow(fabs(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_p_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_uint16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_uint16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_uint16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_uint16(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(fabs(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_uint16(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_p_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_uint16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint16 input: uint16_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_uint16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_uint32: ops.yaml:399 (norm, variant p, uint32 -> float64)

cdef inline double _block0_norm_p_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        while i < n8:
            v = (xp[i + 0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(fabs(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(fabs(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(fabs(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(fabs(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(fabs(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(fabs(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(fabs(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(fabs(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(fabs(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(fabs(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(fabs(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(fabs(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(fabs(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(fabs(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(fabs(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(fabs(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = (pow(fabs(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_p_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_uint32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_uint32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_uint32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_uint32(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(fabs(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_uint32(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_p_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_uint32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint32 input: uint32_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_uint32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_uint64: ops.yaml:399 (norm, variant p, uint64 -> float64)

cdef inline double _block0_norm_p_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        while i < n8:
            v = (xp[i + 0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(fabs(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(fabs(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(fabs(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(fabs(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(fabs(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(fabs(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(fabs(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(fabs(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(fabs(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(fabs(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(fabs(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(fabs(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(fabs(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(fabs(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(fabs(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(fabs(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = (pow(fabs(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_p_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_uint64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_uint64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_uint64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_uint64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(fabs(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_uint64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_p_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_uint64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on uint64 input: uint64_t read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_uint64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_float16: ops.yaml:399 (norm, variant p, float16 -> float32)

cdef inline float _block0_norm_p_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = pow(fabs(v), prm)
            r0 = r0 + t
            v = half_to_float((xp[i + 1]))
            t = pow(fabs(v), prm)
            r1 = r1 + t
            v = half_to_float((xp[i + 2]))
            t = pow(fabs(v), prm)
            r2 = r2 + t
            v = half_to_float((xp[i + 3]))
            t = pow(fabs(v), prm)
            r3 = r3 + t
            v = half_to_float((xp[i + 4]))
            t = pow(fabs(v), prm)
            r4 = r4 + t
            v = half_to_float((xp[i + 5]))
            t = pow(fabs(v), prm)
            r5 = r5 + t
            v = half_to_float((xp[i + 6]))
            t = pow(fabs(v), prm)
            r6 = r6 + t
            v = half_to_float((xp[i + 7]))
            t = pow(fabs(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = (pow(fabs(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = half_to_float((xp[i + 1]))
            t = (pow(fabs(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = half_to_float((xp[i + 2]))
            t = (pow(fabs(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = half_to_float((xp[i + 3]))
            t = (pow(fabs(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = half_to_float((xp[i + 4]))
            t = (pow(fabs(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = half_to_float((xp[i + 5]))
            t = (pow(fabs(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = half_to_float((xp[i + 6]))
            t = (pow(fabs(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = half_to_float((xp[i + 7]))
            t = (pow(fabs(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = (pow(fabs(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = (pow(fabs(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef float _run0_norm_p_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_float16(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_float16(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_float16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_float16(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = half_to_float((xp[j]))
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = (pow(fabs(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_float16(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = a0 + _run0_norm_p_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<float*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_float16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float16 input: uint16_t read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_float16(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_float32: ops.yaml:399 (norm, variant p, float32 -> float32)

cdef inline float _block0_norm_p_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        while i < n8:
            v = (xp[i + 0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(fabs(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(fabs(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(fabs(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(fabs(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(fabs(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(fabs(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(fabs(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(float) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(fabs(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(fabs(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(fabs(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(fabs(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(fabs(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(fabs(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(fabs(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(fabs(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(fabs(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = (pow(fabs(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef float _run0_norm_p_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_float32(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_float32(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_float32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_float32(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float v
    cdef float t
    cdef float c
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(fabs(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_float32(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = a0 + _run0_norm_p_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<float*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_float32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float32 input: float read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_float32(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_float64: ops.yaml:399 (norm, variant p, float64 -> float64)

cdef inline double _block0_norm_p_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        while i < n8:
            v = (xp[i + 0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(fabs(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(fabs(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(fabs(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(fabs(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(fabs(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(fabs(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(fabs(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = pow(fabs(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(double) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(fabs(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(fabs(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(fabs(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(fabs(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(fabs(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(fabs(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(fabs(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(fabs(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(fabs(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = (pow(fabs(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_p_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_float64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_float64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_float64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_float64(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double v
    cdef double t
    cdef double c
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = pow(fabs(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(fabs(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_float64(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_p_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_float64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on float64 input: double read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_float64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_complex64: ops.yaml:399 (norm, variant p, complex64 -> float32)

cdef inline float _block0_norm_p_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef float complex v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        while i < n8:
            v = (xp[i + 0])
            t = pow(abs_c64(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(abs_c64(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(abs_c64(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(abs_c64(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(abs_c64(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(abs_c64(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(abs_c64(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(abs_c64(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(abs_c64(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = pow(abs_c64(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(float complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(abs_c64(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(abs_c64(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(abs_c64(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(abs_c64(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(abs_c64(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(abs_c64(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(abs_c64(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(abs_c64(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(abs_c64(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = (pow(abs_c64(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef float _run0_norm_p_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_complex64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_complex64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_complex64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_complex64(float* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float complex v
    cdef float t
    cdef float c
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(abs_c64(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = pow(abs_c64(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(abs_c64(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_complex64(Plan* p) noexcept nogil:
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
    cdef float* crow = NULL
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
                a0 = a0 + _run0_norm_p_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<float*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float*>malloc(nk0 * sizeof(float))
    crow = <float*>malloc(nk0 * sizeof(float))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_complex64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_complex64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on complex64 input: float complex read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_complex64(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

# --- norm_p_complex128: ops.yaml:399 (norm, variant p, complex128 -> float64)

cdef inline double _block0_norm_p_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0, r5 = 0.0, r6 = 0.0, r7 = 0.0
    cdef double complex v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        while i < n8:
            v = (xp[i + 0])
            t = pow(abs_c128(v), prm)
            r0 = r0 + t
            v = (xp[i + 1])
            t = pow(abs_c128(v), prm)
            r1 = r1 + t
            v = (xp[i + 2])
            t = pow(abs_c128(v), prm)
            r2 = r2 + t
            v = (xp[i + 3])
            t = pow(abs_c128(v), prm)
            r3 = r3 + t
            v = (xp[i + 4])
            t = pow(abs_c128(v), prm)
            r4 = r4 + t
            v = (xp[i + 5])
            t = pow(abs_c128(v), prm)
            r5 = r5 + t
            v = (xp[i + 6])
            t = pow(abs_c128(v), prm)
            r6 = r6 + t
            v = (xp[i + 7])
            t = pow(abs_c128(v), prm)
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = pow(abs_c128(v), prm)
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = pow(abs_c128(v), prm)
            r0 = r0 + t
            i += 1
    elif xs == sizeof(double complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (pow(abs_c128(v), prm)) if m[i + 0] else 0.0
            r0 = r0 + t
            nc += m[i + 0]
            v = (xp[i + 1])
            t = (pow(abs_c128(v), prm)) if m[i + 1] else 0.0
            r1 = r1 + t
            nc += m[i + 1]
            v = (xp[i + 2])
            t = (pow(abs_c128(v), prm)) if m[i + 2] else 0.0
            r2 = r2 + t
            nc += m[i + 2]
            v = (xp[i + 3])
            t = (pow(abs_c128(v), prm)) if m[i + 3] else 0.0
            r3 = r3 + t
            nc += m[i + 3]
            v = (xp[i + 4])
            t = (pow(abs_c128(v), prm)) if m[i + 4] else 0.0
            r4 = r4 + t
            nc += m[i + 4]
            v = (xp[i + 5])
            t = (pow(abs_c128(v), prm)) if m[i + 5] else 0.0
            r5 = r5 + t
            nc += m[i + 5]
            v = (xp[i + 6])
            t = (pow(abs_c128(v), prm)) if m[i + 6] else 0.0
            r6 = r6 + t
            nc += m[i + 6]
            v = (xp[i + 7])
            t = (pow(abs_c128(v), prm)) if m[i + 7] else 0.0
            r7 = r7 + t
            nc += m[i + 7]
            i += 8
        while i < n:
            v = (xp[i])
            t = (pow(abs_c128(v), prm)) if m[i] else 0.0
            r0 = r0 + t
            nc += m[i]
            i += 1
    else:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = (pow(abs_c128(v), prm)) if m[i * ms] else 0.0
            r0 = r0 + t
            nc += m[i * ms]
            i += 1
    cnt[0] += nc
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_norm_p_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0.0
        cnt[0] += n
        m = NULL
    # Pairwise summation (as numpy's): error grows as O(log n), not O(n).
    cdef intp half
    if n > 128:
        half = (n // 2) - (n // 2) % 8
        return _run0_norm_p_complex128(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_norm_p_complex128(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_norm_p_complex128(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_norm_p_complex128(double* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double complex v
    cdef double t
    cdef double c
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = pow(abs_c128(v), prm)
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = pow(abs_c128(v), prm)
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = (pow(abs_c128(v), prm)) if m[j * ms] else 0.0
            a[j] = a[j] + t
            cnt[j] += m[j * ms]


cdef int _drive_norm_p_complex128(Plan* p) noexcept nogil:
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
    cdef double* crow = NULL
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
                a0 = a0 + _run0_norm_p_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            if p.m == NULL:
                n = rtotal
            (<double*>(p.out + oo))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double*>malloc(nk0 * sizeof(double))
    crow = <double*>malloc(nk0 * sizeof(double))
    nrow = <intp*>malloc(nk0 * sizeof(intp))
    if crow == NULL or nrow == NULL or arow0 == NULL:
        free(arow0)
        free(crow)
        free(nrow)
        return -1
    for it in range(nkt):
        for j in range(nk0):
            crow[j] = 0
            nrow[j] = 0
        for j in range(nk0):
            arow0[j] = 0.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_norm_p_complex128(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        if p.m == NULL:
            for j in range(nk0):
                nrow[j] = rtotal
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = pow(a0, 1.0 / prm) if n > 0 else 0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def norm_p_complex128(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """norm on complex128 input: double complex read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_norm_p_complex128(&plan)
    if rc != 0:
        raise MemoryError("norm: out of memory for the accumulator row")

