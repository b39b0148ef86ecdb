# Generated from ops.yaml by `python -m codegen`; do not edit.
# Kernels of op amin (reduce kind), from ops.yaml:188.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked
from libc.stdlib cimport malloc, free
cimport numpy as cnp
from tensorplay.masked._support cimport *

cnp.import_array()


# --- amin_bool: ops.yaml:189 (amin, bool -> bool)

cdef inline uint8_t _block0_amin_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint8_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef uint8_t r0 = 1, r1 = 1, r2 = 1, r3 = 1, r4 = 1, r5 = 1, r6 = 1, r7 = 1
    cdef uint8_t v
    cdef uint8_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = v
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = v
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = v
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = v
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = v
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = v
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = v
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 1
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 1
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 1
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 1
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 1
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 1
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 1
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 1
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 1
            r0 = (t if t < r0 else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 1
            r0 = (t if t < r0 else r0)
            i += 1
    r0 = (r1 if r1 < r0 else r0)
    r2 = (r3 if r3 < r2 else r2)
    r4 = (r5 if r5 < r4 else r4)
    r6 = (r7 if r7 < r6 else r6)
    r0 = (r2 if r2 < r0 else r0)
    r4 = (r6 if r6 < r4 else r4)
    return (r4 if r4 < r0 else r0)


cdef uint8_t _run0_amin_bool(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint8_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 1
        m = NULL
    return _block0_amin_bool(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_amin_bool(uint8_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const uint8_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef uint8_t v
    cdef uint8_t t
    cdef uint8_t c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 1
            a[j] = (t if t < a[j] else a[j])


cdef int _drive_amin_bool(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint8_t c = 0
    cdef double prm = p.param
    cdef uint8_t a0 = 1
    cdef uint8_t* arow0 = NULL
    cdef uint8_t* crow = NULL
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
                a0 = (_run0_amin_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if _run0_amin_bool(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<uint8_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <uint8_t*>malloc(nk0 * sizeof(uint8_t))
    crow = <uint8_t*>malloc(nk0 * sizeof(uint8_t))
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
            _row0_amin_bool(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<uint8_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def amin_bool(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """amin on bool input: uint8_t read, uint8_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_amin_bool(&plan)
    if rc != 0:
        raise MemoryError("amin: out of memory for the accumulator row")

# --- amin_int8: ops.yaml:189 (amin, int8 -> int8)

cdef inline int8_t _block0_amin_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int8_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef int8_t r0 = 127, r1 = 127, r2 = 127, r3 = 127, r4 = 127, r5 = 127, r6 = 127, r7 = 127
    cdef int8_t v
    cdef int8_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = v
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = v
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = v
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = v
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = v
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = v
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = v
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif xs == sizeof(int8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 127
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 127
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 127
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 127
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 127
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 127
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 127
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 127
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 127
            r0 = (t if t < r0 else r0)
            i += 1
    else:
        while i < n:
            v = ((<const int8_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 127
            r0 = (t if t < r0 else r0)
            i += 1
    r0 = (r1 if r1 < r0 else r0)
    r2 = (r3 if r3 < r2 else r2)
    r4 = (r5 if r5 < r4 else r4)
    r6 = (r7 if r7 < r6 else r6)
    r0 = (r2 if r2 < r0 else r0)
    r4 = (r6 if r6 < r4 else r4)
    return (r4 if r4 < r0 else r0)


cdef int8_t _run0_amin_int8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int8_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 127
        m = NULL
    return _block0_amin_int8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_amin_int8(int8_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int8_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef int8_t v
    cdef int8_t t
    cdef int8_t c
    cdef const int8_t* xp = <const int8_t*>x
    if m == NULL and xs == sizeof(int8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    else:
        for j in range(n):
            v = ((<const int8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 127
            a[j] = (t if t < a[j] else a[j])


cdef int _drive_amin_int8(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int8_t c = 0
    cdef double prm = p.param
    cdef int8_t a0 = 127
    cdef int8_t* arow0 = NULL
    cdef int8_t* crow = NULL
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
            a0 = 127
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_amin_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if _run0_amin_int8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<int8_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <int8_t*>malloc(nk0 * sizeof(int8_t))
    crow = <int8_t*>malloc(nk0 * sizeof(int8_t))
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
            arow0[j] = 127
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_amin_int8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<int8_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def amin_int8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """amin on int8 input: int8_t read, int8_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_amin_int8(&plan)
    if rc != 0:
        raise MemoryError("amin: out of memory for the accumulator row")

# --- amin_int16: ops.yaml:189 (amin, int16 -> int16)

cdef inline int16_t _block0_amin_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int16_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef int16_t r0 = 32767, r1 = 32767, r2 = 32767, r3 = 32767, r4 = 32767, r5 = 32767, r6 = 32767, r7 = 32767
    cdef int16_t v
    cdef int16_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = v
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = v
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = v
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = v
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = v
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = v
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = v
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif xs == sizeof(int16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 32767
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 32767
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 32767
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 32767
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 32767
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 32767
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 32767
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 32767
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 32767
            r0 = (t if t < r0 else r0)
            i += 1
    else:
        while i < n:
            v = ((<const int16_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 32767
            r0 = (t if t < r0 else r0)
            i += 1
    r0 = (r1 if r1 < r0 else r0)
    r2 = (r3 if r3 < r2 else r2)
    r4 = (r5 if r5 < r4 else r4)
    r6 = (r7 if r7 < r6 else r6)
    r0 = (r2 if r2 < r0 else r0)
    r4 = (r6 if r6 < r4 else r4)
    return (r4 if r4 < r0 else r0)


cdef int16_t _run0_amin_int16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int16_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 32767
        m = NULL
    return _block0_amin_int16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_amin_int16(int16_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int16_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef int16_t v
    cdef int16_t t
    cdef int16_t c
    cdef const int16_t* xp = <const int16_t*>x
    if m == NULL and xs == sizeof(int16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    else:
        for j in range(n):
            v = ((<const int16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 32767
            a[j] = (t if t < a[j] else a[j])


cdef int _drive_amin_int16(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int16_t c = 0
    cdef double prm = p.param
    cdef int16_t a0 = 32767
    cdef int16_t* arow0 = NULL
    cdef int16_t* crow = NULL
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
            a0 = 32767
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_amin_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if _run0_amin_int16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<int16_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <int16_t*>malloc(nk0 * sizeof(int16_t))
    crow = <int16_t*>malloc(nk0 * sizeof(int16_t))
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
            arow0[j] = 32767
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_amin_int16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<int16_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def amin_int16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """amin on int16 input: int16_t read, int16_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_amin_int16(&plan)
    if rc != 0:
        raise MemoryError("amin: out of memory for the accumulator row")

# --- amin_int32: ops.yaml:189 (amin, int32 -> int32)

cdef inline int32_t _block0_amin_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int32_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef int32_t r0 = 2147483647, r1 = 2147483647, r2 = 2147483647, r3 = 2147483647, r4 = 2147483647, r5 = 2147483647, r6 = 2147483647, r7 = 2147483647
    cdef int32_t v
    cdef int32_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = v
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = v
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = v
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = v
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = v
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = v
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = v
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif xs == sizeof(int32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 2147483647
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 2147483647
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 2147483647
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 2147483647
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 2147483647
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 2147483647
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 2147483647
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 2147483647
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 2147483647
            r0 = (t if t < r0 else r0)
            i += 1
    else:
        while i < n:
            v = ((<const int32_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 2147483647
            r0 = (t if t < r0 else r0)
            i += 1
    r0 = (r1 if r1 < r0 else r0)
    r2 = (r3 if r3 < r2 else r2)
    r4 = (r5 if r5 < r4 else r4)
    r6 = (r7 if r7 < r6 else r6)
    r0 = (r2 if r2 < r0 else r0)
    r4 = (r6 if r6 < r4 else r4)
    return (r4 if r4 < r0 else r0)


cdef int32_t _run0_amin_int32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int32_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 2147483647
        m = NULL
    return _block0_amin_int32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_amin_int32(int32_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const int32_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef int32_t v
    cdef int32_t t
    cdef int32_t c
    cdef const int32_t* xp = <const int32_t*>x
    if m == NULL and xs == sizeof(int32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    else:
        for j in range(n):
            v = ((<const int32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 2147483647
            a[j] = (t if t < a[j] else a[j])


cdef int _drive_amin_int32(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int32_t c = 0
    cdef double prm = p.param
    cdef int32_t a0 = 2147483647
    cdef int32_t* arow0 = NULL
    cdef int32_t* crow = NULL
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
            a0 = 2147483647
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_amin_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if _run0_amin_int32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<int32_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <int32_t*>malloc(nk0 * sizeof(int32_t))
    crow = <int32_t*>malloc(nk0 * sizeof(int32_t))
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
            arow0[j] = 2147483647
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_amin_int32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<int32_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def amin_int32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """amin on int32 input: int32_t read, int32_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_amin_int32(&plan)
    if rc != 0:
        raise MemoryError("amin: out of memory for the accumulator row")

# --- amin_int64: ops.yaml:189 (amin, int64 -> int64)

cdef inline int64_t _block0_amin_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef int64_t r0 = 9223372036854775807, r1 = 9223372036854775807, r2 = 9223372036854775807, r3 = 9223372036854775807, r4 = 9223372036854775807, r5 = 9223372036854775807, r6 = 9223372036854775807, r7 = 9223372036854775807
    cdef int64_t v
    cdef int64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const int64_t* xp = <const int64_t*>x
    if m == NULL and xs == sizeof(int64_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = v
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = v
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = v
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = v
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = v
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = v
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = v
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif xs == sizeof(int64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 9223372036854775807
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 9223372036854775807
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 9223372036854775807
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 9223372036854775807
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 9223372036854775807
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 9223372036854775807
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 9223372036854775807
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 9223372036854775807
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 9223372036854775807
            r0 = (t if t < r0 else r0)
            i += 1
    else:
        while i < n:
            v = ((<const int64_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 9223372036854775807
            r0 = (t if t < r0 else r0)
            i += 1
    r0 = (r1 if r1 < r0 else r0)
    r2 = (r3 if r3 < r2 else r2)
    r4 = (r5 if r5 < r4 else r4)
    r6 = (r7 if r7 < r6 else r6)
    r0 = (r2 if r2 < r0 else r0)
    r4 = (r6 if r6 < r4 else r4)
    return (r4 if r4 < r0 else r0)


cdef int64_t _run0_amin_int64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        int64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 9223372036854775807
        m = NULL
    return _block0_amin_int64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_amin_int64(int64_t* a, intp* cnt, const char* x, const uint8_t* m,
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
            a[j] = (t if t < a[j] else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    else:
        for j in range(n):
            v = ((<const int64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 9223372036854775807
            a[j] = (t if t < a[j] else a[j])


cdef int _drive_amin_int64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef int64_t c = 0
    cdef double prm = p.param
    cdef int64_t a0 = 9223372036854775807
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
            a0 = 9223372036854775807
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_amin_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if _run0_amin_int64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 else a0)
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
            arow0[j] = 9223372036854775807
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_amin_int64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def amin_int64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """amin on int64 input: int64_t read, int64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_amin_int64(&plan)
    if rc != 0:
        raise MemoryError("amin: out of memory for the accumulator row")

# --- amin_uint8: ops.yaml:189 (amin, uint8 -> uint8)

cdef inline uint8_t _block0_amin_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint8_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef uint8_t r0 = 255, r1 = 255, r2 = 255, r3 = 255, r4 = 255, r5 = 255, r6 = 255, r7 = 255
    cdef uint8_t v
    cdef uint8_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = v
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = v
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = v
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = v
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = v
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = v
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = v
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif xs == sizeof(uint8_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 255
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 255
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 255
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 255
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 255
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 255
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 255
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 255
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 255
            r0 = (t if t < r0 else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint8_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 255
            r0 = (t if t < r0 else r0)
            i += 1
    r0 = (r1 if r1 < r0 else r0)
    r2 = (r3 if r3 < r2 else r2)
    r4 = (r5 if r5 < r4 else r4)
    r6 = (r7 if r7 < r6 else r6)
    r0 = (r2 if r2 < r0 else r0)
    r4 = (r6 if r6 < r4 else r4)
    return (r4 if r4 < r0 else r0)


cdef uint8_t _run0_amin_uint8(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint8_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 255
        m = NULL
    return _block0_amin_uint8(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_amin_uint8(uint8_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const uint8_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef uint8_t v
    cdef uint8_t t
    cdef uint8_t c
    cdef const uint8_t* xp = <const uint8_t*>x
    if m == NULL and xs == sizeof(uint8_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    else:
        for j in range(n):
            v = ((<const uint8_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 255
            a[j] = (t if t < a[j] else a[j])


cdef int _drive_amin_uint8(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint8_t c = 0
    cdef double prm = p.param
    cdef uint8_t a0 = 255
    cdef uint8_t* arow0 = NULL
    cdef uint8_t* crow = NULL
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
            a0 = 255
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_amin_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if _run0_amin_uint8(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<uint8_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <uint8_t*>malloc(nk0 * sizeof(uint8_t))
    crow = <uint8_t*>malloc(nk0 * sizeof(uint8_t))
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
            arow0[j] = 255
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_amin_uint8(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<uint8_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def amin_uint8(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """amin on uint8 input: uint8_t read, uint8_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_amin_uint8(&plan)
    if rc != 0:
        raise MemoryError("amin: out of memory for the accumulator row")

# --- amin_uint16: ops.yaml:189 (amin, uint16 -> uint16)

cdef inline uint16_t _block0_amin_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint16_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef uint16_t r0 = 65535, r1 = 65535, r2 = 65535, r3 = 65535, r4 = 65535, r5 = 65535, r6 = 65535, r7 = 65535
    cdef uint16_t v
    cdef uint16_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = v
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = v
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = v
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = v
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = v
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = v
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = v
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 65535
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 65535
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 65535
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 65535
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 65535
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 65535
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 65535
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 65535
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 65535
            r0 = (t if t < r0 else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint16_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 65535
            r0 = (t if t < r0 else r0)
            i += 1
    r0 = (r1 if r1 < r0 else r0)
    r2 = (r3 if r3 < r2 else r2)
    r4 = (r5 if r5 < r4 else r4)
    r6 = (r7 if r7 < r6 else r6)
    r0 = (r2 if r2 < r0 else r0)
    r4 = (r6 if r6 < r4 else r4)
    return (r4 if r4 < r0 else r0)


cdef uint16_t _run0_amin_uint16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint16_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 65535
        m = NULL
    return _block0_amin_uint16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_amin_uint16(uint16_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const uint16_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef uint16_t v
    cdef uint16_t t
    cdef uint16_t c
    cdef const uint16_t* xp = <const uint16_t*>x
    if m == NULL and xs == sizeof(uint16_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    else:
        for j in range(n):
            v = ((<const uint16_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 65535
            a[j] = (t if t < a[j] else a[j])


cdef int _drive_amin_uint16(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint16_t c = 0
    cdef double prm = p.param
    cdef uint16_t a0 = 65535
    cdef uint16_t* arow0 = NULL
    cdef uint16_t* crow = NULL
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
            a0 = 65535
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_amin_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if _run0_amin_uint16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<uint16_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <uint16_t*>malloc(nk0 * sizeof(uint16_t))
    crow = <uint16_t*>malloc(nk0 * sizeof(uint16_t))
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
            arow0[j] = 65535
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_amin_uint16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<uint16_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def amin_uint16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """amin on uint16 input: uint16_t read, uint16_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_amin_uint16(&plan)
    if rc != 0:
        raise MemoryError("amin: out of memory for the accumulator row")

# --- amin_uint32: ops.yaml:189 (amin, uint32 -> uint32)

cdef inline uint32_t _block0_amin_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint32_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef uint32_t r0 = 4294967295, r1 = 4294967295, r2 = 4294967295, r3 = 4294967295, r4 = 4294967295, r5 = 4294967295, r6 = 4294967295, r7 = 4294967295
    cdef uint32_t v
    cdef uint32_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = v
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = v
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = v
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = v
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = v
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = v
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = v
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif xs == sizeof(uint32_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else 4294967295
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = (v) if m[i + 1] else 4294967295
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = (v) if m[i + 2] else 4294967295
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = (v) if m[i + 3] else 4294967295
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = (v) if m[i + 4] else 4294967295
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = (v) if m[i + 5] else 4294967295
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = (v) if m[i + 6] else 4294967295
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = (v) if m[i + 7] else 4294967295
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else 4294967295
            r0 = (t if t < r0 else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint32_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else 4294967295
            r0 = (t if t < r0 else r0)
            i += 1
    r0 = (r1 if r1 < r0 else r0)
    r2 = (r3 if r3 < r2 else r2)
    r4 = (r5 if r5 < r4 else r4)
    r6 = (r7 if r7 < r6 else r6)
    r0 = (r2 if r2 < r0 else r0)
    r4 = (r6 if r6 < r4 else r4)
    return (r4 if r4 < r0 else r0)


cdef uint32_t _run0_amin_uint32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint32_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return 4294967295
        m = NULL
    return _block0_amin_uint32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_amin_uint32(uint32_t* a, intp* cnt, const char* x, const uint8_t* m,
        intp n, intp xs, intp ms, const uint32_t* crow, double prm) noexcept nogil:
    # Fold one row of n kept positions into the accumulator row `a`.
    cdef intp j
    cdef uint32_t v
    cdef uint32_t t
    cdef uint32_t c
    cdef const uint32_t* xp = <const uint32_t*>x
    if m == NULL and xs == sizeof(uint32_t):
        for j in range(n):
            v = (xp[j])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    else:
        for j in range(n):
            v = ((<const uint32_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else 4294967295
            a[j] = (t if t < a[j] else a[j])


cdef int _drive_amin_uint32(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint32_t c = 0
    cdef double prm = p.param
    cdef uint32_t a0 = 4294967295
    cdef uint32_t* arow0 = NULL
    cdef uint32_t* crow = NULL
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
            a0 = 4294967295
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_amin_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if _run0_amin_uint32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 else a0)
                odometer_next(nr1, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
            (<uint32_t*>(p.out + oo))[0] = a0
            odometer_next(p.nk, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
        return 0
    # The innermost kept dim has the smallest stride: walk it in the inner
    # loop and fold whole rows into a row of accumulators (locality).
    nk0 = p.kshape[p.nk - 1]
    nkt = prod_shape(p.nk - 1, p.kshape)
    arow0 = <uint32_t*>malloc(nk0 * sizeof(uint32_t))
    crow = <uint32_t*>malloc(nk0 * sizeof(uint32_t))
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
            arow0[j] = 4294967295
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_amin_uint32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
            odometer_next(p.nr, ridx, p.rshape, p.rxs, p.rms, p.rms, &xr, &mr, &dummy)
        for j in range(nk0):
            n = nrow[j]
            c = crow[j]
            a0 = arow0[j]
            (<uint32_t*>(p.out + oo + j * p.kos[p.nk - 1]))[0] = a0
        odometer_next(p.nk - 1, kidx, p.kshape, p.kxs, p.kms, p.kos, &xo, &mo, &oo)
    free(arow0)
    free(crow)
    free(nrow)
    return 0


def amin_uint32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """amin on uint32 input: uint32_t read, uint32_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_amin_uint32(&plan)
    if rc != 0:
        raise MemoryError("amin: out of memory for the accumulator row")

# --- amin_uint64: ops.yaml:189 (amin, uint64 -> uint64)

cdef inline uint64_t _block0_amin_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold one run of n elements (n <= 128 when pairwise) with 8 accumulators.
    cdef uint64_t r0 = UINT64_MAX, r1 = UINT64_MAX, r2 = UINT64_MAX, r3 = UINT64_MAX, r4 = UINT64_MAX, r5 = UINT64_MAX, r6 = UINT64_MAX, r7 = UINT64_MAX
    cdef uint64_t v
    cdef uint64_t t
    cdef intp i = 0, nc = 0, n8 = n - n % 8
    cdef const uint64_t* xp = <const uint64_t*>x
    if m == NULL and xs == sizeof(uint64_t):
        while i < n8:
            v = (xp[i + 0])
            t = v
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = v
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = v
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = v
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = v
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = v
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = v
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = v
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = v
            r0 = (t if t < r0 else r0)
            i += 1
    elif xs == sizeof(uint64_t) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else UINT64_MAX
            r0 = (t if t < r0 else r0)
            v = (xp[i + 1])
            t = (v) if m[i + 1] else UINT64_MAX
            r1 = (t if t < r1 else r1)
            v = (xp[i + 2])
            t = (v) if m[i + 2] else UINT64_MAX
            r2 = (t if t < r2 else r2)
            v = (xp[i + 3])
            t = (v) if m[i + 3] else UINT64_MAX
            r3 = (t if t < r3 else r3)
            v = (xp[i + 4])
            t = (v) if m[i + 4] else UINT64_MAX
            r4 = (t if t < r4 else r4)
            v = (xp[i + 5])
            t = (v) if m[i + 5] else UINT64_MAX
            r5 = (t if t < r5 else r5)
            v = (xp[i + 6])
            t = (v) if m[i + 6] else UINT64_MAX
            r6 = (t if t < r6 else r6)
            v = (xp[i + 7])
            t = (v) if m[i + 7] else UINT64_MAX
            r7 = (t if t < r7 else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else UINT64_MAX
            r0 = (t if t < r0 else r0)
            i += 1
    else:
        while i < n:
            v = ((<const uint64_t*>(x + i * xs))[0])
            t = (v) if m[i * ms] else UINT64_MAX
            r0 = (t if t < r0 else r0)
            i += 1
    r0 = (r1 if r1 < r0 else r0)
    r2 = (r3 if r3 < r2 else r2)
    r4 = (r5 if r5 < r4 else r4)
    r6 = (r7 if r7 < r6 else r6)
    r0 = (r2 if r2 < r0 else r0)
    r4 = (r6 if r6 < r4 else r4)
    return (r4 if r4 < r0 else r0)


cdef uint64_t _run0_amin_uint64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        uint64_t c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return UINT64_MAX
        m = NULL
    return _block0_amin_uint64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_amin_uint64(uint64_t* a, intp* cnt, const char* x, const uint8_t* m,
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
            a[j] = (t if t < a[j] else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = (t if t < a[j] else a[j])
    else:
        for j in range(n):
            v = ((<const uint64_t*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else UINT64_MAX
            a[j] = (t if t < a[j] else a[j])


cdef int _drive_amin_uint64(Plan* p) noexcept nogil:
    cdef intp kidx[MAXD]
    cdef intp ridx[MAXD]
    cdef intp xo = 0, mo = 0, oo = 0, xr, mr, dummy = 0, it, jt, j, nkt, nrows, n = 0
    cdef int d, nr1 = p.nr - 1
    cdef intp n0 = p.rshape[nr1], xs0 = p.rxs[nr1], ms0 = p.rms[nr1]
    cdef intp rtotal = prod_shape(p.nr, p.rshape)
    cdef const uint8_t* mk
    cdef uint64_t c = 0
    cdef double prm = p.param
    cdef uint64_t a0 = UINT64_MAX
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
            a0 = UINT64_MAX
            n = 0
            xr = 0
            mr = 0
            for jt in range(nrows):
                mk = NULL if p.m == NULL else p.m + mo + mr
                a0 = (_run0_amin_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if _run0_amin_uint64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 else a0)
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
            arow0[j] = UINT64_MAX
        xr = 0
        mr = 0
        for jt in range(rtotal):
            mk = NULL if p.m == NULL else p.m + mo + mr
            _row0_amin_uint64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def amin_uint64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """amin on uint64 input: uint64_t read, uint64_t written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_amin_uint64(&plan)
    if rc != 0:
        raise MemoryError("amin: out of memory for the accumulator row")

# --- amin_float16: ops.yaml:189 (amin, float16 -> float32)

cdef inline float _block0_amin_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
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
            t = v
            r0 = (t if (t < r0 or t != t) else r0)
            v = half_to_float((xp[i + 1]))
            t = v
            r1 = (t if (t < r1 or t != t) else r1)
            v = half_to_float((xp[i + 2]))
            t = v
            r2 = (t if (t < r2 or t != t) else r2)
            v = half_to_float((xp[i + 3]))
            t = v
            r3 = (t if (t < r3 or t != t) else r3)
            v = half_to_float((xp[i + 4]))
            t = v
            r4 = (t if (t < r4 or t != t) else r4)
            v = half_to_float((xp[i + 5]))
            t = v
            r5 = (t if (t < r5 or t != t) else r5)
            v = half_to_float((xp[i + 6]))
            t = v
            r6 = (t if (t < r6 or t != t) else r6)
            v = half_to_float((xp[i + 7]))
            t = v
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = v
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = v
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(uint16_t) and ms == 1:
        while i < n8:
            v = half_to_float((xp[i + 0]))
            t = (v) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = half_to_float((xp[i + 1]))
            t = (v) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = half_to_float((xp[i + 2]))
            t = (v) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = half_to_float((xp[i + 3]))
            t = (v) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = half_to_float((xp[i + 4]))
            t = (v) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = half_to_float((xp[i + 5]))
            t = (v) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = half_to_float((xp[i + 6]))
            t = (v) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = half_to_float((xp[i + 7]))
            t = (v) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = half_to_float((xp[i]))
            t = (v) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = half_to_float(((<const uint16_t*>(x + i * xs))[0]))
            t = (v) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef float _run0_amin_float16(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_amin_float16(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_amin_float16(float* a, intp* cnt, const char* x, const uint8_t* m,
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
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = v
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = half_to_float(((<const uint16_t*>(x + j * xs))[0]))
            c = crow[j]
            t = (v) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_amin_float16(Plan* p) noexcept nogil:
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
                a0 = (_run0_amin_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_amin_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_amin_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_amin_float16(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
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
            _row0_amin_float16(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def amin_float16(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """amin on float16 input: uint16_t read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_amin_float16(&plan)
    if rc != 0:
        raise MemoryError("amin: out of memory for the accumulator row")

# --- amin_float32: ops.yaml:189 (amin, float32 -> float32)

cdef inline float _block0_amin_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
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
            t = v
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = v
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = v
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = v
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = v
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = v
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = v
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = v
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = v
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(float) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (v) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (v) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (v) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (v) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (v) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (v) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (v) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const float*>(x + i * xs))[0])
            t = (v) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef float _run0_amin_float32(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        float c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_amin_float32(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_amin_float32(float* a, intp* cnt, const char* x, const uint8_t* m,
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
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const float*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_amin_float32(Plan* p) noexcept nogil:
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
                a0 = (_run0_amin_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_amin_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_amin_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_amin_float32(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
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
            _row0_amin_float32(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def amin_float32(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """amin on float32 input: float read, float written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_amin_float32(&plan)
    if rc != 0:
        raise MemoryError("amin: out of memory for the accumulator row")

# --- amin_float64: ops.yaml:189 (amin, float64 -> float64)

cdef inline double _block0_amin_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
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
            t = v
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = v
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = v
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = v
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = v
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = v
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = v
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = v
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = v
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif m == NULL:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = v
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    elif xs == sizeof(double) and ms == 1:
        while i < n8:
            v = (xp[i + 0])
            t = (v) if m[i + 0] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            v = (xp[i + 1])
            t = (v) if m[i + 1] else INFINITY
            r1 = (t if (t < r1 or t != t) else r1)
            v = (xp[i + 2])
            t = (v) if m[i + 2] else INFINITY
            r2 = (t if (t < r2 or t != t) else r2)
            v = (xp[i + 3])
            t = (v) if m[i + 3] else INFINITY
            r3 = (t if (t < r3 or t != t) else r3)
            v = (xp[i + 4])
            t = (v) if m[i + 4] else INFINITY
            r4 = (t if (t < r4 or t != t) else r4)
            v = (xp[i + 5])
            t = (v) if m[i + 5] else INFINITY
            r5 = (t if (t < r5 or t != t) else r5)
            v = (xp[i + 6])
            t = (v) if m[i + 6] else INFINITY
            r6 = (t if (t < r6 or t != t) else r6)
            v = (xp[i + 7])
            t = (v) if m[i + 7] else INFINITY
            r7 = (t if (t < r7 or t != t) else r7)
            i += 8
        while i < n:
            v = (xp[i])
            t = (v) if m[i] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    else:
        while i < n:
            v = ((<const double*>(x + i * xs))[0])
            t = (v) if m[i * ms] else INFINITY
            r0 = (t if (t < r0 or t != t) else r0)
            i += 1
    r0 = (r1 if (r1 < r0 or r1 != r1) else r0)
    r2 = (r3 if (r3 < r2 or r3 != r3) else r2)
    r4 = (r5 if (r5 < r4 or r5 != r5) else r4)
    r6 = (r7 if (r7 < r6 or r7 != r7) else r6)
    r0 = (r2 if (r2 < r0 or r2 != r2) else r0)
    r4 = (r6 if (r6 < r4 or r6 != r6) else r4)
    return (r4 if (r4 < r0 or r4 != r4) else r0)


cdef double _run0_amin_float64(const char* x, const uint8_t* m, intp n, intp xs, intp ms,
        double c, double prm, intp* cnt) noexcept nogil:
    # Fold a strided 1-D run; a mask broadcast along the run (ms == 0) is one
    # test for the whole run.
    if m != NULL and ms == 0:
        if m[0] == 0:
            return INFINITY
        m = NULL
    return _block0_amin_float64(x, m, n, xs, ms, c, prm, cnt)


cdef inline void _row0_amin_float64(double* a, intp* cnt, const char* x, const uint8_t* m,
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
            a[j] = (t if (t < a[j] or t != t) else a[j])
    elif m == NULL:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = v
            a[j] = (t if (t < a[j] or t != t) else a[j])
    else:
        for j in range(n):
            v = ((<const double*>(x + j * xs))[0])
            c = crow[j]
            t = (v) if m[j * ms] else INFINITY
            a[j] = (t if (t < a[j] or t != t) else a[j])


cdef int _drive_amin_float64(Plan* p) noexcept nogil:
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
                a0 = (_run0_amin_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) if (_run0_amin_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) < a0 or _run0_amin_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n) != _run0_amin_float64(p.x + xo + xr, mk, n0, xs0, ms0, c, p.param, &n)) else a0)
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
            _row0_amin_float64(arow0, nrow, p.x + xo + xr, mk, nk0, p.kxs[p.nk - 1], p.kms[p.nk - 1], crow, p.param)
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


def amin_float64(cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, double param):
    """amin on float64 input: double read, double written."""
    cdef Plan plan
    cdef int rc
    fill_plan(&plan, x, m, out, kept, red, outer, param)
    with nogil:
        rc = _drive_amin_float64(&plan)
    if rc != 0:
        raise MemoryError("amin: out of memory for the accumulator row")

