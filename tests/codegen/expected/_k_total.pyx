# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op total (reduce kind), from ops.yaml:26.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._support cimport *

cnp.import_array()


# --- total_int32: ops.yaml:27 (total, int32 -> int64)

cdef inline int64_t _block0_total_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef int64_t r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0, r5 = 0, r6 = 0, r7 = 0
    cdef int64_t v
    cdef int64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef int64_t _run0_total_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0
        m = NULL
    return _block0_total_int32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_total_int32(int64_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int64_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef int64_t v
    cdef int64_t t
    cdef int64_t c
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 0
            a[j] = a[j] + t


cdef int _drive_total_int32(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int64_t c = 0
    cdef double prm = p.param
    cdef int64_t a0 = 0
    cdef int64_t* arow0 = NULL
    cdef int64_t* crow = NULL
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
            a0 = 0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_total_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<int64_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <int64_t*>malloc(nk0 * sizeof(int64_t))
    crow = <int64_t*>malloc(nk0 * sizeof(int64_t))
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
            arow0[j] = 0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_total_int32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<int64_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def total_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """total on int32 input: int32_t read, int64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_total_int32(&plan)
    if rc != 0:
        raise MemoryError("total: out of memory for the accumulator row")

# --- total_int64: ops.yaml:27 (total, int64 -> int64)

cdef inline int64_t _block0_total_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef int64_t r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0, r5 = 0, r6 = 0, r7 = 0
    cdef int64_t v
    cdef int64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(int64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef int64_t _run0_total_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 0
        m = NULL
    return _block0_total_int64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_total_int64(int64_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int64_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef int64_t v
    cdef int64_t t
    cdef int64_t c
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 0
            a[j] = a[j] + t


cdef int _drive_total_int64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int64_t c = 0
    cdef double prm = p.param
    cdef int64_t a0 = 0
    cdef int64_t* arow0 = NULL
    cdef int64_t* crow = NULL
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
            a0 = 0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 + _run0_total_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<int64_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <int64_t*>malloc(nk0 * sizeof(int64_t))
    crow = <int64_t*>malloc(nk0 * sizeof(int64_t))
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
            arow0[j] = 0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_total_int64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<int64_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def total_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """total on int64 input: int64_t read, int64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_total_int64(&plan)
    if rc != 0:
        raise MemoryError("total: out of memory for the accumulator row")

# --- total_float64: ops.yaml:27 (total, float64 -> float64)

cdef inline double _block0_total_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
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
            t = v
            r0 = r0 + t
            v = (xp[i + 1])
            t = v
            r1 = r1 + t
            v = (xp[i + 2])
            t = v
            r2 = r2 + t
            v = (xp[i + 3])
            t = v
            r3 = r3 + t
            v = (xp[i + 4])
            t = v
            r4 = r4 + t
            v = (xp[i + 5])
            t = v
            r5 = r5 + t
            v = (xp[i + 6])
            t = v
            r6 = r6 + t
            v = (xp[i + 7])
            t = v
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 + t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = v
            r0 = r0 + t
            i += 1
    elif xs == sizeof(double) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 0.0
            r0 = r0 + t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 0.0
            r1 = r1 + t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 0.0
            r2 = r2 + t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 0.0
            r3 = r3 + t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 0.0
            r4 = r4 + t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 0.0
            r5 = r5 + t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 0.0
            r6 = r6 + t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 0.0
            r7 = r7 + t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 0.0
            r0 = r0 + t
            i += 1
    else:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 0.0
            r0 = r0 + t
            i += 1
    r0 = r0 + r1
    r2 = r2 + r3
    r4 = r4 + r5
    r6 = r6 + r7
    r0 = r0 + r2
    r4 = r4 + r6
    return r0 + r4


cdef double _run0_total_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
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
        return _run0_total_float64(x, m, half, xs, ms, c, prm, cnt) + \
            _run0_total_float64(x + half * xs, NULL if m == NULL else m + half * ms, n - half, xs, ms, c, prm, cnt)
    return _block0_total_float64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_total_float64(double* a, intp* cnt, const char* x, const uint8_t* m,
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
            t = v
            a[j] = a[j] + t
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] + t
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 0.0
            a[j] = a[j] + t


cdef int _drive_total_float64(Plan* p) noexcept nogil:
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
                a0 = a0 + _run0_total_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
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
            _row0_total_float64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def total_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """total on float64 input: double read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_total_float64(&plan)
    if rc != 0:
        raise MemoryError("total: out of memory for the accumulator row")

