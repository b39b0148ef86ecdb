# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op prod (reduce kind), from ops.yaml:146.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._support cimport *

cnp.import_array()


# --- prod_bool: ops.yaml:147 (prod, bool -> int64)

cdef inline int64_t _block0_prod_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef int64_t r0 = 1, r1 = 1, r2 = 1, r3 = 1, r4 = 1, r5 = 1, r6 = 1, r7 = 1
    cdef int64_t v
    cdef int64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef int64_t _run0_prod_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    return _block0_prod_bool(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_bool(int64_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int64_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef int64_t v
    cdef int64_t t
    cdef int64_t c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1
            a[j] = a[j] * t


cdef int _drive_prod_bool(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int64_t c = 0
    cdef double prm = p.param
    cdef int64_t a0 = 1
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
            a0 = 1
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
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
            arow0[j] = 1
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_bool(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def prod_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on bool input: uint8_t read, int64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_bool(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_int8: ops.yaml:147 (prod, int8 -> int64)

cdef inline int64_t _block0_prod_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef int64_t r0 = 1, r1 = 1, r2 = 1, r3 = 1, r4 = 1, r5 = 1, r6 = 1, r7 = 1
    cdef int64_t v
    cdef int64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(int8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef int64_t _run0_prod_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    return _block0_prod_int8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_int8(int64_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int64_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef int64_t v
    cdef int64_t t
    cdef int64_t c
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1
            a[j] = a[j] * t


cdef int _drive_prod_int8(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int64_t c = 0
    cdef double prm = p.param
    cdef int64_t a0 = 1
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
            a0 = 1
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
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
            arow0[j] = 1
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_int8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def prod_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on int8 input: int8_t read, int64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_int8(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_int16: ops.yaml:147 (prod, int16 -> int64)

cdef inline int64_t _block0_prod_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef int64_t r0 = 1, r1 = 1, r2 = 1, r3 = 1, r4 = 1, r5 = 1, r6 = 1, r7 = 1
    cdef int64_t v
    cdef int64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(int16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef int64_t _run0_prod_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    return _block0_prod_int16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_int16(int64_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int64_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef int64_t v
    cdef int64_t t
    cdef int64_t c
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1
            a[j] = a[j] * t


cdef int _drive_prod_int16(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int64_t c = 0
    cdef double prm = p.param
    cdef int64_t a0 = 1
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
            a0 = 1
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
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
            arow0[j] = 1
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_int16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def prod_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on int16 input: int16_t read, int64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_int16(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_int32: ops.yaml:147 (prod, int32 -> int64)

cdef inline int64_t _block0_prod_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef int64_t r0 = 1, r1 = 1, r2 = 1, r3 = 1, r4 = 1, r5 = 1, r6 = 1, r7 = 1
    cdef int64_t v
    cdef int64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(int32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef int64_t _run0_prod_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    return _block0_prod_int32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_int32(int64_t* a, intp* cnt, const char* x, const uint8_t* m,
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
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1
            a[j] = a[j] * t


cdef int _drive_prod_int32(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int64_t c = 0
    cdef double prm = p.param
    cdef int64_t a0 = 1
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
            a0 = 1
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
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
            arow0[j] = 1
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_int32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def prod_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on int32 input: int32_t read, int64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_int32(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_int64: ops.yaml:147 (prod, int64 -> int64)

cdef inline int64_t _block0_prod_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef int64_t r0 = 1, r1 = 1, r2 = 1, r3 = 1, r4 = 1, r5 = 1, r6 = 1, r7 = 1
    cdef int64_t v
    cdef int64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(int64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef int64_t _run0_prod_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    return _block0_prod_int64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_int64(int64_t* a, intp* cnt, const char* x, const uint8_t* m,
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
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1
            a[j] = a[j] * t


cdef int _drive_prod_int64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int64_t c = 0
    cdef double prm = p.param
    cdef int64_t a0 = 1
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
            a0 = 1
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
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
            arow0[j] = 1
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_int64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def prod_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on int64 input: int64_t read, int64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_int64(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_uint8: ops.yaml:147 (prod, uint8 -> uint64)

cdef inline uint64_t _block0_prod_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef uint64_t r0 = 1, r1 = 1, r2 = 1, r3 = 1, r4 = 1, r5 = 1, r6 = 1, r7 = 1
    cdef uint64_t v
    cdef uint64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef uint64_t _run0_prod_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    return _block0_prod_uint8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_uint8(uint64_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const uint64_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef uint64_t v
    cdef uint64_t t
    cdef uint64_t c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1
            a[j] = a[j] * t


cdef int _drive_prod_uint8(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint64_t c = 0
    cdef double prm = p.param
    cdef uint64_t a0 = 1
    cdef uint64_t* arow0 = NULL
    cdef uint64_t* crow = NULL
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
            a0 = 1
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<uint64_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
    crow = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
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
            arow0[j] = 1
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_uint8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<uint64_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def prod_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on uint8 input: uint8_t read, uint64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_uint8(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_uint16: ops.yaml:147 (prod, uint16 -> uint64)

cdef inline uint64_t _block0_prod_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef uint64_t r0 = 1, r1 = 1, r2 = 1, r3 = 1, r4 = 1, r5 = 1, r6 = 1, r7 = 1
    cdef uint64_t v
    cdef uint64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef uint64_t _run0_prod_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    return _block0_prod_uint16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_uint16(uint64_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const uint64_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef uint64_t v
    cdef uint64_t t
    cdef uint64_t c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1
            a[j] = a[j] * t


cdef int _drive_prod_uint16(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint64_t c = 0
    cdef double prm = p.param
    cdef uint64_t a0 = 1
    cdef uint64_t* arow0 = NULL
    cdef uint64_t* crow = NULL
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
            a0 = 1
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<uint64_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
    crow = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
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
            arow0[j] = 1
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_uint16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<uint64_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def prod_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on uint16 input: uint16_t read, uint64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_uint16(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_uint32: ops.yaml:147 (prod, uint32 -> uint64)

cdef inline uint64_t _block0_prod_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef uint64_t r0 = 1, r1 = 1, r2 = 1, r3 = 1, r4 = 1, r5 = 1, r6 = 1, r7 = 1
    cdef uint64_t v
    cdef uint64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(uint32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef uint64_t _run0_prod_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    return _block0_prod_uint32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_uint32(uint64_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const uint64_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef uint64_t v
    cdef uint64_t t
    cdef uint64_t c
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1
            a[j] = a[j] * t


cdef int _drive_prod_uint32(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint64_t c = 0
    cdef double prm = p.param
    cdef uint64_t a0 = 1
    cdef uint64_t* arow0 = NULL
    cdef uint64_t* crow = NULL
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
            a0 = 1
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<uint64_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
    crow = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
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
            arow0[j] = 1
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_uint32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<uint64_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def prod_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on uint32 input: uint32_t read, uint64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_uint32(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_uint64: ops.yaml:147 (prod, uint64 -> uint64)

cdef inline uint64_t _block0_prod_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef uint64_t r0 = 1, r1 = 1, r2 = 1, r3 = 1, r4 = 1, r5 = 1, r6 = 1, r7 = 1
    cdef uint64_t v
    cdef uint64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(uint64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef uint64_t _run0_prod_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    return _block0_prod_uint64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_uint64(uint64_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const uint64_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef uint64_t v
    cdef uint64_t t
    cdef uint64_t c
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1
            a[j] = a[j] * t


cdef int _drive_prod_uint64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint64_t c = 0
    cdef double prm = p.param
    cdef uint64_t a0 = 1
    cdef uint64_t* arow0 = NULL
    cdef uint64_t* crow = NULL
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
            a0 = 1
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<uint64_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
    crow = <uint64_t*>malloc(nk0 * sizeof(uint64_t))
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
            arow0[j] = 1
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_uint64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<uint64_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def prod_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on uint64 input: uint64_t read, uint64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_uint64(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_float16: ops.yaml:147 (prod, float16 -> float32)

cdef inline float _block0_prod_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 1.0, r1 = 1.0, r2 = 1.0, r3 = 1.0, r4 = 1.0, r5 = 1.0, r6 = 1.0, r7 = 1.0
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = v
            r0 = r0 * t
            v = half_to_float((xp[i + 1]))
            t = v
            r1 = r1 * t
            v = half_to_float((xp[i + 2]))
            t = v
            r2 = r2 * t
            v = half_to_float((xp[i + 3]))
            t = v
            r3 = r3 * t
            v = half_to_float((xp[i + 4]))
            t = v
            r4 = r4 * t
            v = half_to_float((xp[i + 5]))
            t = v
            r5 = r5 * t
            v = half_to_float((xp[i + 6]))
            t = v
            r6 = r6 * t
            v = half_to_float((xp[i + 7]))
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = (v) if m[i + 0] else 1.0
            r0 = r0 * t
            v = half_to_float((xp[i + 1]))
            t = (v) if m[i + 1] else 1.0
            r1 = r1 * t
            v = half_to_float((xp[i + 2]))
            t = (v) if m[i + 2] else 1.0
            r2 = r2 * t
            v = half_to_float((xp[i + 3]))
            t = (v) if m[i + 3] else 1.0
            r3 = r3 * t
            v = half_to_float((xp[i + 4]))
            t = (v) if m[i + 4] else 1.0
            r4 = r4 * t
            v = half_to_float((xp[i + 5]))
            t = (v) if m[i + 5] else 1.0
            r5 = r5 * t
            v = half_to_float((xp[i + 6]))
            t = (v) if m[i + 6] else 1.0
            r6 = r6 * t
            v = half_to_float((xp[i + 7]))
            t = (v) if m[i + 7] else 1.0
            r7 = r7 * t
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = (v) if m[i] else 1.0
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = (v) if m[i * ms] else 1.0
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef float _run0_prod_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1.0
        m = NULL
    return _block0_prod_float16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_float16(float* a, intp* cnt, const char* x, const uint8_t* m,
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
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = (v) if m[j * ms] else 1.0
            a[j] = a[j] * t


cdef int _drive_prod_float16(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef float c = 0
    cdef double prm = p.param
    cdef float a0 = 1.0
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
            a0 = 1.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
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
            arow0[j] = 1.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_float16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def prod_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on float16 input: uint16_t read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_float16(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_float32: ops.yaml:147 (prod, float32 -> float32)

cdef inline float _block0_prod_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float r0 = 1.0, r1 = 1.0, r2 = 1.0, r3 = 1.0, r4 = 1.0, r5 = 1.0, r6 = 1.0, r7 = 1.0
    cdef float v
    cdef float t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float* xp = <const float*>x
    if m == NULL and xs == sizeof(float):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(float) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1.0
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1.0
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1.0
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1.0
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1.0
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1.0
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1.0
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1.0
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1.0
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1.0
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef float _run0_prod_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1.0
        m = NULL
    return _block0_prod_float32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_float32(float* a, intp* cnt, const char* x, const uint8_t* m,
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
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1.0
            a[j] = a[j] * t


cdef int _drive_prod_float32(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef float c = 0
    cdef double prm = p.param
    cdef float a0 = 1.0
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
            a0 = 1.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
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
            arow0[j] = 1.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_float32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def prod_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on float32 input: float read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_float32(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_float64: ops.yaml:147 (prod, float64 -> float64)

cdef inline double _block0_prod_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double r0 = 1.0, r1 = 1.0, r2 = 1.0, r3 = 1.0, r4 = 1.0, r5 = 1.0, r6 = 1.0, r7 = 1.0
    cdef double v
    cdef double t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double* xp = <const double*>x
    if m == NULL and xs == sizeof(double):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(double) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1.0
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1.0
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1.0
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1.0
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1.0
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1.0
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1.0
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1.0
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1.0
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1.0
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef double _run0_prod_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1.0
        m = NULL
    return _block0_prod_float64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_float64(double* a, intp* cnt, const char* x, const uint8_t* m,
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
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1.0
            a[j] = a[j] * t


cdef int _drive_prod_float64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double c = 0
    cdef double prm = p.param
    cdef double a0 = 1.0
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
            a0 = 1.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
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
            arow0[j] = 1.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_float64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def prod_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on float64 input: double read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_float64(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_complex64: ops.yaml:147 (prod, complex64 -> complex64)

cdef inline float complex _block0_prod_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float complex c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef float complex r0 = 1.0, r1 = 1.0, r2 = 1.0, r3 = 1.0, r4 = 1.0, r5 = 1.0, r6 = 1.0, r7 = 1.0
    cdef float complex v
    cdef float complex t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(float complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1.0
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1.0
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1.0
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1.0
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1.0
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1.0
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1.0
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1.0
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1.0
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const float complex*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1.0
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef float complex _run0_prod_complex64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1.0
        m = NULL
    return _block0_prod_complex64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_complex64(float complex* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const float complex* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef float complex v
    cdef float complex t
    cdef float complex c
    cdef const float complex* xp = <const float complex*>x
    if m == NULL and xs == sizeof(float complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const float complex*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1.0
            a[j] = a[j] * t


cdef int _drive_prod_complex64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef float complex c = 0
    cdef double prm = p.param
    cdef float complex a0 = 1.0
    cdef float complex* arow0 = NULL
    cdef float complex* crow = NULL
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
            a0 = 1.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_complex64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<float complex*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <float complex*>malloc(nk0 * sizeof(float complex))
    crow = <float complex*>malloc(nk0 * sizeof(float complex))
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
            arow0[j] = 1.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_complex64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<float complex*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def prod_complex64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on complex64 input: float complex read, float complex written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_complex64(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

# --- prod_complex128: ops.yaml:147 (prod, complex128 -> complex128)

cdef inline double complex _block0_prod_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double complex c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef double complex r0 = 1.0, r1 = 1.0, r2 = 1.0, r3 = 1.0, r4 = 1.0, r5 = 1.0, r6 = 1.0, r7 = 1.0
    cdef double complex v
    cdef double complex t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = r0 * t
            v = (xp[i + 1])
            t = v
            r1 = r1 * t
            v = (xp[i + 2])
            t = v
            r2 = r2 * t
            v = (xp[i + 3])
            t = v
            r3 = r3 * t
            v = (xp[i + 4])
            t = v
            r4 = r4 * t
            v = (xp[i + 5])
            t = v
            r5 = r5 * t
            v = (xp[i + 6])
            t = v
            r6 = r6 * t
            v = (xp[i + 7])
            t = v
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = r0 * t
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = v
            r0 = r0 * t
            i += 1
    elif xs == sizeof(double complex) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1.0
            r0 = r0 * t
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1.0
            r1 = r1 * t
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1.0
            r2 = r2 * t
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1.0
            r3 = r3 * t
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1.0
            r4 = r4 * t
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1.0
            r5 = r5 * t
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1.0
            r6 = r6 * t
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1.0
            r7 = r7 * t
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1.0
            r0 = r0 * t
            i += 1
    else:
        while i < n:
            v = ((<const double complex*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1.0
            r0 = r0 * t
            i += 1
    r0 = r0 * r1
    r2 = r2 * r3
    r4 = r4 * r5
    r6 = r6 * r7
    r0 = r0 * r2
    r4 = r4 * r6
    return r0 * r4


cdef double complex _run0_prod_complex128(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double complex c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1.0
        m = NULL
    return _block0_prod_complex128(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_prod_complex128(double complex* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const double complex* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef double complex v
    cdef double complex t
    cdef double complex c
    cdef const double complex* xp = <const double complex*>x
    if m == NULL and xs == sizeof(double complex):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    elif m == NULL:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = a[j] * t
    else:
        for j in range(n):
            v = ((<const double complex*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1.0
            a[j] = a[j] * t


cdef int _drive_prod_complex128(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef double complex c = 0
    cdef double prm = p.param
    cdef double complex a0 = 1.0
    cdef double complex* arow0 = NULL
    cdef double complex* crow = NULL
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
            a0 = 1.0
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = a0 * _run0_prod_complex128(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<double complex*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <double complex*>malloc(nk0 * sizeof(double complex))
    crow = <double complex*>malloc(nk0 * sizeof(double complex))
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
            arow0[j] = 1.0
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_prod_complex128(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<double complex*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def prod_complex128(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """prod on complex128 input: double complex read, double complex written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_prod_complex128(&plan)
    if rc != 0:
        raise MemoryError("prod: out of memory for the accumulator row")

