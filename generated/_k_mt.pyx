# Generated from ops.yaml by `python -m codegen`; do not edit.
# Fused kernels of the MaskedTensor families (masked_tensor.families.*.kernels).
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked/_csrc

from libc.stdint cimport uint8_t
from libc.math cimport fabs, sqrt
cdef extern from "tp_support.h" nogil:
    # the helpers its ops.yaml expressions call
    double tp_exp(double x)
    void tp_exp_array(const double* x, double* out, Py_ssize_t n)
    float tp_expf(float x)
    void tp_expf_array(const float* x, float* out, Py_ssize_t n)
    double tp_expm1(double x)
    void tp_expm1_array(const double* x, double* out, Py_ssize_t n)
    float tp_expm1f(float x)
    void tp_expm1f_array(const float* x, float* out, Py_ssize_t n)
    double tp_fmax(double a, double b)
    double tp_fmin(double a, double b)
    double tp_log1p(double x)
    void tp_log1p_array(const double* x, double* out, Py_ssize_t n)
    float tp_log1pf(float x)
    void tp_log1pf_array(const float* x, float* out, Py_ssize_t n)
    double tp_log_tab(double x)
    void tp_log_array(const double* x, double* out, Py_ssize_t n)
    void tp_log_tab_array_f32(const float* x, float* out, Py_ssize_t n)
    float tp_logf(float x)
    void tp_logf_array(const float* x, float* out, Py_ssize_t n)
cimport numpy as cnp

cdef extern from "tp_support.h" nogil:
    # Branch-free selects (a branch per element mispredicts on a random mask).
    double tp_sel_f64(int m, double v, double id)
    float tp_sel_f32(int m, float v, float id)
    uint8_t tp_sel_u8(int m, uint8_t v, uint8_t id)
    bint tp_all_set_u8(const uint8_t* m, Py_ssize_t n)
from libc.string cimport memset

from tensorplay.masked._csrc._parallel cimport intp, par_for
from tensorplay.masked._csrc._support cimport stream_bytes, stream_fence

cdef enum:
    STREAM_BLOCK = 1024      # elements per streamed block (a span's buffers: 16 KB + 1 KB at most)

cnp.import_array()
ctypedef void (*_fn_u)(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil
cdef _fn_u _u[20]
ctypedef void (*_fn_u_)(char* x_, const uint8_t* mp, intp n) noexcept nogil
cdef _fn_u_ _u_[20]
ctypedef void (*_fn_aa)(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil
cdef _fn_aa _aa[42]
ctypedef void (*_fn_as)(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil
cdef _fn_as _as[42]
ctypedef void (*_fn_aa_)(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil
cdef _fn_aa_ _aa_[16]
ctypedef void (*_fn_as_)(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil
cdef _fn_as_ _as_[16]
ctypedef void (*_fn_fill)(const char* x_, const uint8_t* mp, double fill_, char* out_, intp n) noexcept nogil
cdef _fn_fill _fill[2]

# Threads: a call's elements are cut into contiguous spans (par_for, which
# keeps small calls on one thread); every element's result depends on that
# element only, so any cut gives the same bits.


cdef struct _call_u:
    _fn_u f
    char* x
    intp x_size        # bytes per element
    uint8_t* m
    intp m_size        # bytes per element
    char* out
    intp out_size        # bytes per element
    uint8_t* om
    intp om_size        # bytes per element


cdef int _span_u(void* ctx, intp lo, intp hi) noexcept nogil:
    cdef _call_u* c = <_call_u*>ctx
    c.f(c.x + lo * c.x_size, c.m + lo * c.m_size, c.out + lo * c.out_size, c.om + lo * c.om_size, hi - lo)
    return 0


def call_u(int index, cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    """New result of a unary method: the kernel `index` of table _u."""
    if not 0 <= index < 20:
        raise IndexError(f"call_u: no kernel {index}")
    cdef _call_u c
    cdef intp n = cnp.PyArray_SIZE(x)
    c.f = _u[index]
    c.x = <char*>cnp.PyArray_DATA(x)
    c.x_size = cnp.PyArray_ITEMSIZE(x)
    c.m = <uint8_t*>cnp.PyArray_DATA(m)
    c.m_size = cnp.PyArray_ITEMSIZE(m)
    c.out = <char*>cnp.PyArray_DATA(out)
    c.out_size = cnp.PyArray_ITEMSIZE(out)
    c.om = <uint8_t*>cnp.PyArray_DATA(om)
    c.om_size = cnp.PyArray_ITEMSIZE(om)
    with nogil:
        par_for(_span_u, &c, n, n)


cdef struct _call_u_:
    _fn_u_ f
    char* x
    intp x_size        # bytes per element
    uint8_t* m
    intp m_size        # bytes per element


cdef int _span_u_(void* ctx, intp lo, intp hi) noexcept nogil:
    cdef _call_u_* c = <_call_u_*>ctx
    c.f(c.x + lo * c.x_size, c.m + lo * c.m_size, hi - lo)
    return 0


def call_u_(int index, cnp.ndarray x, cnp.ndarray m):
    """A unary method in place: the kernel `index` of table _u_."""
    if not 0 <= index < 20:
        raise IndexError(f"call_u_: no kernel {index}")
    cdef _call_u_ c
    cdef intp n = cnp.PyArray_SIZE(x)
    c.f = _u_[index]
    c.x = <char*>cnp.PyArray_DATA(x)
    c.x_size = cnp.PyArray_ITEMSIZE(x)
    c.m = <uint8_t*>cnp.PyArray_DATA(m)
    c.m_size = cnp.PyArray_ITEMSIZE(m)
    with nogil:
        par_for(_span_u_, &c, n, n)


cdef struct _call_aa:
    _fn_aa f
    bint stream
    char* x
    intp x_size        # bytes per element
    uint8_t* mx
    intp mx_size        # bytes per element
    char* y
    intp y_size        # bytes per element
    uint8_t* my
    intp my_size        # bytes per element
    char* out
    intp out_size        # bytes per element
    uint8_t* om
    intp om_size        # bytes per element


cdef int _span_aa(void* ctx, intp lo, intp hi) noexcept nogil:
    cdef _call_aa* c = <_call_aa*>ctx
    # Streamed (c.stream): blocks of STREAM_BLOCK elements into this span's
    # buffers, then copied out by streaming stores -- an output far larger
    # than the caches is not read into them line by line first (the same
    # bytes as writing it in place).
    cdef intp b, nb
    cdef double ob[STREAM_BLOCK * 2]         # (doubles: aligned for any element type)
    cdef uint8_t mb[STREAM_BLOCK]
    if c.stream:
        b = lo
        while b < hi:
            nb = hi - b if hi - b < STREAM_BLOCK else STREAM_BLOCK
            c.f(c.x + b * c.x_size, c.mx + b * c.mx_size, c.y + b * c.y_size, c.my + b * c.my_size, <char*>ob, mb, nb)
            stream_bytes(c.out + b * c.out_size, <const char*>ob, nb * c.out_size)
            stream_bytes(<char*>c.om + b, <const char*>mb, nb)
            b += nb
        stream_fence()
        return 0
    c.f(c.x + lo * c.x_size, c.mx + lo * c.mx_size, c.y + lo * c.y_size, c.my + lo * c.my_size, c.out + lo * c.out_size, c.om + lo * c.om_size, hi - lo)
    return 0


def call_aa(int index, cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om, bint stream=False):
    """New result of a binary method of two arrays: the kernel `index` of table _aa (stream: the outputs by streaming stores; only into memory already touched)."""
    if not 0 <= index < 42:
        raise IndexError(f"call_aa: no kernel {index}")
    cdef _call_aa c
    cdef intp n = cnp.PyArray_SIZE(x)
    c.f = _aa[index]
    c.x = <char*>cnp.PyArray_DATA(x)
    c.x_size = cnp.PyArray_ITEMSIZE(x)
    c.mx = <uint8_t*>cnp.PyArray_DATA(mx)
    c.mx_size = cnp.PyArray_ITEMSIZE(mx)
    c.y = <char*>cnp.PyArray_DATA(y)
    c.y_size = cnp.PyArray_ITEMSIZE(y)
    c.my = <uint8_t*>cnp.PyArray_DATA(my)
    c.my_size = cnp.PyArray_ITEMSIZE(my)
    c.out = <char*>cnp.PyArray_DATA(out)
    c.out_size = cnp.PyArray_ITEMSIZE(out)
    c.om = <uint8_t*>cnp.PyArray_DATA(om)
    c.om_size = cnp.PyArray_ITEMSIZE(om)
    c.stream = stream
    with nogil:
        par_for(_span_aa, &c, n, n)


cdef struct _call_as:
    _fn_as f
    bint stream
    char* x
    intp x_size        # bytes per element
    uint8_t* mx
    intp mx_size        # bytes per element
    double b
    char* out
    intp out_size        # bytes per element
    uint8_t* om
    intp om_size        # bytes per element


cdef int _span_as(void* ctx, intp lo, intp hi) noexcept nogil:
    cdef _call_as* c = <_call_as*>ctx
    # Streamed (c.stream): blocks of STREAM_BLOCK elements into this span's
    # buffers, then copied out by streaming stores -- an output far larger
    # than the caches is not read into them line by line first (the same
    # bytes as writing it in place).
    cdef intp b, nb
    cdef double ob[STREAM_BLOCK * 2]         # (doubles: aligned for any element type)
    cdef uint8_t mb[STREAM_BLOCK]
    if c.stream:
        b = lo
        while b < hi:
            nb = hi - b if hi - b < STREAM_BLOCK else STREAM_BLOCK
            c.f(c.x + b * c.x_size, c.mx + b * c.mx_size, c.b, <char*>ob, mb, nb)
            stream_bytes(c.out + b * c.out_size, <const char*>ob, nb * c.out_size)
            stream_bytes(<char*>c.om + b, <const char*>mb, nb)
            b += nb
        stream_fence()
        return 0
    c.f(c.x + lo * c.x_size, c.mx + lo * c.mx_size, c.b, c.out + lo * c.out_size, c.om + lo * c.om_size, hi - lo)
    return 0


def call_as(int index, cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om, bint stream=False):
    """New result of a binary method of an array and a scalar: the kernel `index` of table _as (stream: the outputs by streaming stores; only into memory already touched)."""
    if not 0 <= index < 42:
        raise IndexError(f"call_as: no kernel {index}")
    cdef _call_as c
    cdef intp n = cnp.PyArray_SIZE(x)
    c.f = _as[index]
    c.x = <char*>cnp.PyArray_DATA(x)
    c.x_size = cnp.PyArray_ITEMSIZE(x)
    c.mx = <uint8_t*>cnp.PyArray_DATA(mx)
    c.mx_size = cnp.PyArray_ITEMSIZE(mx)
    c.b = b
    c.out = <char*>cnp.PyArray_DATA(out)
    c.out_size = cnp.PyArray_ITEMSIZE(out)
    c.om = <uint8_t*>cnp.PyArray_DATA(om)
    c.om_size = cnp.PyArray_ITEMSIZE(om)
    c.stream = stream
    with nogil:
        par_for(_span_as, &c, n, n)


cdef struct _call_aa_:
    _fn_aa_ f
    char* x
    intp x_size        # bytes per element
    uint8_t* mx
    intp mx_size        # bytes per element
    char* y
    intp y_size        # bytes per element
    uint8_t* my
    intp my_size        # bytes per element


cdef int _span_aa_(void* ctx, intp lo, intp hi) noexcept nogil:
    cdef _call_aa_* c = <_call_aa_*>ctx
    c.f(c.x + lo * c.x_size, c.mx + lo * c.mx_size, c.y + lo * c.y_size, c.my + lo * c.my_size, hi - lo)
    return 0


def call_aa_(int index, cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    """A binary method of two arrays in place: the kernel `index` of table _aa_."""
    if not 0 <= index < 16:
        raise IndexError(f"call_aa_: no kernel {index}")
    cdef _call_aa_ c
    cdef intp n = cnp.PyArray_SIZE(x)
    c.f = _aa_[index]
    c.x = <char*>cnp.PyArray_DATA(x)
    c.x_size = cnp.PyArray_ITEMSIZE(x)
    c.mx = <uint8_t*>cnp.PyArray_DATA(mx)
    c.mx_size = cnp.PyArray_ITEMSIZE(mx)
    c.y = <char*>cnp.PyArray_DATA(y)
    c.y_size = cnp.PyArray_ITEMSIZE(y)
    c.my = <uint8_t*>cnp.PyArray_DATA(my)
    c.my_size = cnp.PyArray_ITEMSIZE(my)
    with nogil:
        par_for(_span_aa_, &c, n, n)


cdef struct _call_as_:
    _fn_as_ f
    char* x
    intp x_size        # bytes per element
    uint8_t* mx
    intp mx_size        # bytes per element
    double b


cdef int _span_as_(void* ctx, intp lo, intp hi) noexcept nogil:
    cdef _call_as_* c = <_call_as_*>ctx
    c.f(c.x + lo * c.x_size, c.mx + lo * c.mx_size, c.b, hi - lo)
    return 0


def call_as_(int index, cnp.ndarray x, cnp.ndarray mx, double b):
    """A binary method of an array and a scalar in place: the kernel `index` of table _as_."""
    if not 0 <= index < 16:
        raise IndexError(f"call_as_: no kernel {index}")
    cdef _call_as_ c
    cdef intp n = cnp.PyArray_SIZE(x)
    c.f = _as_[index]
    c.x = <char*>cnp.PyArray_DATA(x)
    c.x_size = cnp.PyArray_ITEMSIZE(x)
    c.mx = <uint8_t*>cnp.PyArray_DATA(mx)
    c.mx_size = cnp.PyArray_ITEMSIZE(mx)
    c.b = b
    with nogil:
        par_for(_span_as_, &c, n, n)


cdef struct _call_fill:
    _fn_fill f
    char* x
    intp x_size        # bytes per element
    uint8_t* m
    intp m_size        # bytes per element
    double fill
    char* out
    intp out_size        # bytes per element


cdef int _span_fill(void* ctx, intp lo, intp hi) noexcept nogil:
    cdef _call_fill* c = <_call_fill*>ctx
    c.f(c.x + lo * c.x_size, c.m + lo * c.m_size, c.fill, c.out + lo * c.out_size, hi - lo)
    return 0


def call_fill(int index, cnp.ndarray x, cnp.ndarray m, double fill, cnp.ndarray out):
    """Maskedtensor.to_tensor(fill): the kernel `index` of table _fill."""
    if not 0 <= index < 2:
        raise IndexError(f"call_fill: no kernel {index}")
    cdef _call_fill c
    cdef intp n = cnp.PyArray_SIZE(x)
    c.f = _fill[index]
    c.x = <char*>cnp.PyArray_DATA(x)
    c.x_size = cnp.PyArray_ITEMSIZE(x)
    c.m = <uint8_t*>cnp.PyArray_DATA(m)
    c.m_size = cnp.PyArray_ITEMSIZE(m)
    c.fill = fill
    c.out = <char*>cnp.PyArray_DATA(out)
    c.out_size = cnp.PyArray_ITEMSIZE(out)
    with nogil:
        par_for(_span_fill, &c, n, n)

KERNELS = {}


# --- abs_float32_u: ops.yaml: masked_tensor.families.unary.kernels.abs (float32)
cdef void _abs_float32_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* xp = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float r, v
    for i in range(n):
        v = xp[i]
        r = fabs(v)
        op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
        omp[i] = mp[i] != 0
_u[0] = _abs_float32_u
KERNELS["abs", "float32", "u"] = (call_u, 0, False)


# --- abs_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.abs (float32)
cdef void _abs_float32_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    cdef float* xp = <float*>x_
    cdef float r, v
    for i in range(n):
        v = xp[i]
        r = fabs(v)
        xp[i] = tp_sel_f32(mp[i] != 0, r, v)
_u_[0] = _abs_float32_u_inplace
KERNELS["abs", "float32", "u_"] = (call_u_, 0, False)


# --- abs_float64_u: ops.yaml: masked_tensor.families.unary.kernels.abs (float64)
cdef void _abs_float64_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* xp = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double r, v
    for i in range(n):
        v = xp[i]
        r = fabs(v)
        op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
        omp[i] = mp[i] != 0
_u[1] = _abs_float64_u
KERNELS["abs", "float64", "u"] = (call_u, 1, False)


# --- abs_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.abs (float64)
cdef void _abs_float64_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    cdef double* xp = <double*>x_
    cdef double r, v
    for i in range(n):
        v = xp[i]
        r = fabs(v)
        xp[i] = tp_sel_f64(mp[i] != 0, r, v)
_u_[1] = _abs_float64_u_inplace
KERNELS["abs", "float64", "u_"] = (call_u_, 1, False)


# --- absolute_float32_u: ops.yaml: masked_tensor.families.unary.kernels.absolute (float32)
cdef void _absolute_float32_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* xp = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float r, v
    for i in range(n):
        v = xp[i]
        r = fabs(v)
        op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
        omp[i] = mp[i] != 0
_u[2] = _absolute_float32_u
KERNELS["absolute", "float32", "u"] = (call_u, 2, False)


# --- absolute_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.absolute (float32)
cdef void _absolute_float32_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    cdef float* xp = <float*>x_
    cdef float r, v
    for i in range(n):
        v = xp[i]
        r = fabs(v)
        xp[i] = tp_sel_f32(mp[i] != 0, r, v)
_u_[2] = _absolute_float32_u_inplace
KERNELS["absolute", "float32", "u_"] = (call_u_, 2, False)


# --- absolute_float64_u: ops.yaml: masked_tensor.families.unary.kernels.absolute (float64)
cdef void _absolute_float64_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* xp = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double r, v
    for i in range(n):
        v = xp[i]
        r = fabs(v)
        op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
        omp[i] = mp[i] != 0
_u[3] = _absolute_float64_u
KERNELS["absolute", "float64", "u"] = (call_u, 3, False)


# --- absolute_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.absolute (float64)
cdef void _absolute_float64_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    cdef double* xp = <double*>x_
    cdef double r, v
    for i in range(n):
        v = xp[i]
        r = fabs(v)
        xp[i] = tp_sel_f64(mp[i] != 0, r, v)
_u_[3] = _absolute_float64_u_inplace
KERNELS["absolute", "float64", "u_"] = (call_u_, 3, False)


# --- exp_float32_u: ops.yaml: masked_tensor.families.unary.kernels.exp (float32)
cdef void _exp_float32_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_expf(v) alone: its block form (tp_expf_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef const float* xp = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_expf_array(xp + i0, op_ + i0, nb)
            memset(omp + i0, 1, nb)
            continue
        tp_expf_array(xp + i0, buf, nb)
        for i in range(nb):
            op_[i0 + i] = tp_sel_f32(mp[i0 + i] != 0, buf[i], 0)
            omp[i0 + i] = mp[i0 + i] != 0
_u[4] = _exp_float32_u
KERNELS["exp", "float32", "u"] = (call_u, 4, False)


# --- exp_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.exp (float32)
cdef void _exp_float32_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_expf(v) alone: its block form (tp_expf_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef float* xp = <float*>x_
    cdef float buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_expf_array(xp + i0, xp + i0, nb)
            continue
        tp_expf_array(xp + i0, buf, nb)
        for i in range(nb):
            xp[i0 + i] = tp_sel_f32(mp[i0 + i] != 0, buf[i], xp[i0 + i])
_u_[4] = _exp_float32_u_inplace
KERNELS["exp", "float32", "u_"] = (call_u_, 4, False)


# --- exp_float64_u: ops.yaml: masked_tensor.families.unary.kernels.exp (float64)
cdef void _exp_float64_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_exp(v) alone: its block form (tp_exp_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef const double* xp = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_exp_array(xp + i0, op_ + i0, nb)
            memset(omp + i0, 1, nb)
            continue
        tp_exp_array(xp + i0, buf, nb)
        for i in range(nb):
            op_[i0 + i] = tp_sel_f64(mp[i0 + i] != 0, buf[i], 0)
            omp[i0 + i] = mp[i0 + i] != 0
_u[5] = _exp_float64_u
KERNELS["exp", "float64", "u"] = (call_u, 5, False)


# --- exp_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.exp (float64)
cdef void _exp_float64_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_exp(v) alone: its block form (tp_exp_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef double* xp = <double*>x_
    cdef double buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_exp_array(xp + i0, xp + i0, nb)
            continue
        tp_exp_array(xp + i0, buf, nb)
        for i in range(nb):
            xp[i0 + i] = tp_sel_f64(mp[i0 + i] != 0, buf[i], xp[i0 + i])
_u_[5] = _exp_float64_u_inplace
KERNELS["exp", "float64", "u_"] = (call_u_, 5, False)


# --- log_float32_u: ops.yaml: masked_tensor.families.unary.kernels.log (float32)
cdef void _log_float32_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_logf(v) alone: its block form (tp_logf_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef const float* xp = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_logf_array(xp + i0, op_ + i0, nb)
            memset(omp + i0, 1, nb)
            continue
        tp_logf_array(xp + i0, buf, nb)
        for i in range(nb):
            op_[i0 + i] = tp_sel_f32(mp[i0 + i] != 0, buf[i], 0)
            omp[i0 + i] = mp[i0 + i] != 0
_u[6] = _log_float32_u
KERNELS["log", "float32", "u"] = (call_u, 6, False)


# --- log_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.log (float32)
cdef void _log_float32_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_logf(v) alone: its block form (tp_logf_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef float* xp = <float*>x_
    cdef float buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_logf_array(xp + i0, xp + i0, nb)
            continue
        tp_logf_array(xp + i0, buf, nb)
        for i in range(nb):
            xp[i0 + i] = tp_sel_f32(mp[i0 + i] != 0, buf[i], xp[i0 + i])
_u_[6] = _log_float32_u_inplace
KERNELS["log", "float32", "u_"] = (call_u_, 6, False)


# --- log_float64_u: ops.yaml: masked_tensor.families.unary.kernels.log (float64)
cdef void _log_float64_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_log_tab(v) alone: its block form (tp_log_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef const double* xp = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_log_array(xp + i0, op_ + i0, nb)
            memset(omp + i0, 1, nb)
            continue
        tp_log_array(xp + i0, buf, nb)
        for i in range(nb):
            op_[i0 + i] = tp_sel_f64(mp[i0 + i] != 0, buf[i], 0)
            omp[i0 + i] = mp[i0 + i] != 0
_u[7] = _log_float64_u
KERNELS["log", "float64", "u"] = (call_u, 7, False)


# --- log_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.log (float64)
cdef void _log_float64_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_log_tab(v) alone: its block form (tp_log_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef double* xp = <double*>x_
    cdef double buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_log_array(xp + i0, xp + i0, nb)
            continue
        tp_log_array(xp + i0, buf, nb)
        for i in range(nb):
            xp[i0 + i] = tp_sel_f64(mp[i0 + i] != 0, buf[i], xp[i0 + i])
_u_[7] = _log_float64_u_inplace
KERNELS["log", "float64", "u_"] = (call_u_, 7, False)


# --- log1p_float32_u: ops.yaml: masked_tensor.families.unary.kernels.log1p (float32)
cdef void _log1p_float32_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_log1pf(v) alone: its block form (tp_log1pf_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef const float* xp = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_log1pf_array(xp + i0, op_ + i0, nb)
            memset(omp + i0, 1, nb)
            continue
        tp_log1pf_array(xp + i0, buf, nb)
        for i in range(nb):
            op_[i0 + i] = tp_sel_f32(mp[i0 + i] != 0, buf[i], 0)
            omp[i0 + i] = mp[i0 + i] != 0
_u[8] = _log1p_float32_u
KERNELS["log1p", "float32", "u"] = (call_u, 8, False)


# --- log1p_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.log1p (float32)
cdef void _log1p_float32_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_log1pf(v) alone: its block form (tp_log1pf_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef float* xp = <float*>x_
    cdef float buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_log1pf_array(xp + i0, xp + i0, nb)
            continue
        tp_log1pf_array(xp + i0, buf, nb)
        for i in range(nb):
            xp[i0 + i] = tp_sel_f32(mp[i0 + i] != 0, buf[i], xp[i0 + i])
_u_[8] = _log1p_float32_u_inplace
KERNELS["log1p", "float32", "u_"] = (call_u_, 8, False)


# --- log1p_float64_u: ops.yaml: masked_tensor.families.unary.kernels.log1p (float64)
cdef void _log1p_float64_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_log1p(v) alone: its block form (tp_log1p_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef const double* xp = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_log1p_array(xp + i0, op_ + i0, nb)
            memset(omp + i0, 1, nb)
            continue
        tp_log1p_array(xp + i0, buf, nb)
        for i in range(nb):
            op_[i0 + i] = tp_sel_f64(mp[i0 + i] != 0, buf[i], 0)
            omp[i0 + i] = mp[i0 + i] != 0
_u[9] = _log1p_float64_u
KERNELS["log1p", "float64", "u"] = (call_u, 9, False)


# --- log1p_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.log1p (float64)
cdef void _log1p_float64_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_log1p(v) alone: its block form (tp_log1p_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef double* xp = <double*>x_
    cdef double buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_log1p_array(xp + i0, xp + i0, nb)
            continue
        tp_log1p_array(xp + i0, buf, nb)
        for i in range(nb):
            xp[i0 + i] = tp_sel_f64(mp[i0 + i] != 0, buf[i], xp[i0 + i])
_u_[9] = _log1p_float64_u_inplace
KERNELS["log1p", "float64", "u_"] = (call_u_, 9, False)


# --- expm1_float32_u: ops.yaml: masked_tensor.families.unary.kernels.expm1 (float32)
cdef void _expm1_float32_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_expm1f(v) alone: its block form (tp_expm1f_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef const float* xp = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_expm1f_array(xp + i0, op_ + i0, nb)
            memset(omp + i0, 1, nb)
            continue
        tp_expm1f_array(xp + i0, buf, nb)
        for i in range(nb):
            op_[i0 + i] = tp_sel_f32(mp[i0 + i] != 0, buf[i], 0)
            omp[i0 + i] = mp[i0 + i] != 0
_u[10] = _expm1_float32_u
KERNELS["expm1", "float32", "u"] = (call_u, 10, False)


# --- expm1_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.expm1 (float32)
cdef void _expm1_float32_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_expm1f(v) alone: its block form (tp_expm1f_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef float* xp = <float*>x_
    cdef float buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_expm1f_array(xp + i0, xp + i0, nb)
            continue
        tp_expm1f_array(xp + i0, buf, nb)
        for i in range(nb):
            xp[i0 + i] = tp_sel_f32(mp[i0 + i] != 0, buf[i], xp[i0 + i])
_u_[10] = _expm1_float32_u_inplace
KERNELS["expm1", "float32", "u_"] = (call_u_, 10, False)


# --- expm1_float64_u: ops.yaml: masked_tensor.families.unary.kernels.expm1 (float64)
cdef void _expm1_float64_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_expm1(v) alone: its block form (tp_expm1_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef const double* xp = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_expm1_array(xp + i0, op_ + i0, nb)
            memset(omp + i0, 1, nb)
            continue
        tp_expm1_array(xp + i0, buf, nb)
        for i in range(nb):
            op_[i0 + i] = tp_sel_f64(mp[i0 + i] != 0, buf[i], 0)
            omp[i0 + i] = mp[i0 + i] != 0
_u[11] = _expm1_float64_u
KERNELS["expm1", "float64", "u"] = (call_u, 11, False)


# --- expm1_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.expm1 (float64)
cdef void _expm1_float64_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    # The expression is tp_expm1(v) alone: its block form (tp_expm1_array, the
    # same bits, vectorised) into buf, then the selects.
    cdef double* xp = <double*>x_
    cdef double buf[256]
    cdef intp i0, nb
    for i0 in range(0, n, 256):
        nb = n - i0 if n - i0 < 256 else 256
        if tp_all_set_u8(mp + i0, nb):
            # every element of the block valid (a sparse tensor's values, dense
            # data): the block form straight into the output, no selects
            tp_expm1_array(xp + i0, xp + i0, nb)
            continue
        tp_expm1_array(xp + i0, buf, nb)
        for i in range(nb):
            xp[i0 + i] = tp_sel_f64(mp[i0 + i] != 0, buf[i], xp[i0 + i])
_u_[11] = _expm1_float64_u_inplace
KERNELS["expm1", "float64", "u_"] = (call_u_, 11, False)


# --- neg_float32_u: ops.yaml: masked_tensor.families.unary.kernels.neg (float32)
cdef void _neg_float32_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* xp = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float r, v
    for i in range(n):
        v = xp[i]
        r = -v
        op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
        omp[i] = mp[i] != 0
_u[12] = _neg_float32_u
KERNELS["neg", "float32", "u"] = (call_u, 12, False)


# --- neg_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.neg (float32)
cdef void _neg_float32_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    cdef float* xp = <float*>x_
    cdef float r, v
    for i in range(n):
        v = xp[i]
        r = -v
        xp[i] = tp_sel_f32(mp[i] != 0, r, v)
_u_[12] = _neg_float32_u_inplace
KERNELS["neg", "float32", "u_"] = (call_u_, 12, False)


# --- neg_float64_u: ops.yaml: masked_tensor.families.unary.kernels.neg (float64)
cdef void _neg_float64_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* xp = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double r, v
    for i in range(n):
        v = xp[i]
        r = -v
        op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
        omp[i] = mp[i] != 0
_u[13] = _neg_float64_u
KERNELS["neg", "float64", "u"] = (call_u, 13, False)


# --- neg_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.neg (float64)
cdef void _neg_float64_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    cdef double* xp = <double*>x_
    cdef double r, v
    for i in range(n):
        v = xp[i]
        r = -v
        xp[i] = tp_sel_f64(mp[i] != 0, r, v)
_u_[13] = _neg_float64_u_inplace
KERNELS["neg", "float64", "u_"] = (call_u_, 13, False)


# --- negative_float32_u: ops.yaml: masked_tensor.families.unary.kernels.negative (float32)
cdef void _negative_float32_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* xp = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float r, v
    for i in range(n):
        v = xp[i]
        r = -v
        op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
        omp[i] = mp[i] != 0
_u[14] = _negative_float32_u
KERNELS["negative", "float32", "u"] = (call_u, 14, False)


# --- negative_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.negative (float32)
cdef void _negative_float32_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    cdef float* xp = <float*>x_
    cdef float r, v
    for i in range(n):
        v = xp[i]
        r = -v
        xp[i] = tp_sel_f32(mp[i] != 0, r, v)
_u_[14] = _negative_float32_u_inplace
KERNELS["negative", "float32", "u_"] = (call_u_, 14, False)


# --- negative_float64_u: ops.yaml: masked_tensor.families.unary.kernels.negative (float64)
cdef void _negative_float64_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* xp = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double r, v
    for i in range(n):
        v = xp[i]
        r = -v
        op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
        omp[i] = mp[i] != 0
_u[15] = _negative_float64_u
KERNELS["negative", "float64", "u"] = (call_u, 15, False)


# --- negative_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.negative (float64)
cdef void _negative_float64_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    cdef double* xp = <double*>x_
    cdef double r, v
    for i in range(n):
        v = xp[i]
        r = -v
        xp[i] = tp_sel_f64(mp[i] != 0, r, v)
_u_[15] = _negative_float64_u_inplace
KERNELS["negative", "float64", "u_"] = (call_u_, 15, False)


# --- sqrt_float32_u: ops.yaml: masked_tensor.families.unary.kernels.sqrt (float32)
cdef void _sqrt_float32_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* xp = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float r, v
    for i in range(n):
        v = xp[i]
        r = sqrt(v)
        op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
        omp[i] = mp[i] != 0
_u[16] = _sqrt_float32_u
KERNELS["sqrt", "float32", "u"] = (call_u, 16, False)


# --- sqrt_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.sqrt (float32)
cdef void _sqrt_float32_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    cdef float* xp = <float*>x_
    cdef float r, v
    for i in range(n):
        v = xp[i]
        r = sqrt(v)
        xp[i] = tp_sel_f32(mp[i] != 0, r, v)
_u_[16] = _sqrt_float32_u_inplace
KERNELS["sqrt", "float32", "u_"] = (call_u_, 16, False)


# --- sqrt_float64_u: ops.yaml: masked_tensor.families.unary.kernels.sqrt (float64)
cdef void _sqrt_float64_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* xp = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double r, v
    for i in range(n):
        v = xp[i]
        r = sqrt(v)
        op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
        omp[i] = mp[i] != 0
_u[17] = _sqrt_float64_u
KERNELS["sqrt", "float64", "u"] = (call_u, 17, False)


# --- sqrt_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.sqrt (float64)
cdef void _sqrt_float64_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    cdef double* xp = <double*>x_
    cdef double r, v
    for i in range(n):
        v = xp[i]
        r = sqrt(v)
        xp[i] = tp_sel_f64(mp[i] != 0, r, v)
_u_[17] = _sqrt_float64_u_inplace
KERNELS["sqrt", "float64", "u_"] = (call_u_, 17, False)


# --- square_float32_u: ops.yaml: masked_tensor.families.unary.kernels.square (float32)
cdef void _square_float32_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* xp = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float r, v
    for i in range(n):
        v = xp[i]
        r = v * v
        op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
        omp[i] = mp[i] != 0
_u[18] = _square_float32_u
KERNELS["square", "float32", "u"] = (call_u, 18, False)


# --- square_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.square (float32)
cdef void _square_float32_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    cdef float* xp = <float*>x_
    cdef float r, v
    for i in range(n):
        v = xp[i]
        r = v * v
        xp[i] = tp_sel_f32(mp[i] != 0, r, v)
_u_[18] = _square_float32_u_inplace
KERNELS["square", "float32", "u_"] = (call_u_, 18, False)


# --- square_float64_u: ops.yaml: masked_tensor.families.unary.kernels.square (float64)
cdef void _square_float64_u(const char* x_, const uint8_t* mp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* xp = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double r, v
    for i in range(n):
        v = xp[i]
        r = v * v
        op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
        omp[i] = mp[i] != 0
_u[19] = _square_float64_u
KERNELS["square", "float64", "u"] = (call_u, 19, False)


# --- square_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.square (float64)
cdef void _square_float64_u_inplace(char* x_, const uint8_t* mp, intp n) noexcept nogil:
    cdef intp i
    cdef double* xp = <double*>x_
    cdef double r, v
    for i in range(n):
        v = xp[i]
        r = v * v
        xp[i] = tp_sel_f64(mp[i] != 0, r, v)
_u_[19] = _square_float64_u_inplace
KERNELS["square", "float64", "u_"] = (call_u_, 19, False)


# --- add_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.add (float32)
cdef void _add_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef float* op_ = <float*>out_
    cdef float a, b
    cdef float r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a + b
        op_[i] = tp_sel_f32(valid, r, 0)
        omp[i] = valid
_aa[0] = _add_float32_aa
KERNELS["add", "float32", "aa"] = (call_aa, 0, False)


# --- add_float32_as: ops.yaml: masked_tensor.families.binary.kernels.add (float32)
cdef void _add_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float a, b = <float>b_
    cdef float r
    for i in range(n):
        a = ap[i]
        r = a + b
        op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[0] = _add_float32_as
KERNELS["add", "float32", "as"] = (call_as, 0, False)


# --- add_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.add (float32)
cdef void _add_float32_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef const float* bp = <const float*>y_
    cdef float a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a + b
        ap[i] = tp_sel_f32(valid, r, a)
        map_[i] = valid
_aa_[0] = _add_float32_aa_inplace
KERNELS["add", "float32", "aa_"] = (call_aa_, 0, False)


# --- add_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.add (float32)
cdef void _add_float32_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef float a, r, b = <float>b_
    for i in range(n):
        a = ap[i]
        r = a + b
        ap[i] = tp_sel_f32(map_[i] != 0, r, a)
_as_[0] = _add_float32_as_inplace
KERNELS["add", "float32", "as_"] = (call_as_, 0, False)


# --- add_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.add (float64)
cdef void _add_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef double* op_ = <double*>out_
    cdef double a, b
    cdef double r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a + b
        op_[i] = tp_sel_f64(valid, r, 0)
        omp[i] = valid
_aa[1] = _add_float64_aa
KERNELS["add", "float64", "aa"] = (call_aa, 1, False)


# --- add_float64_as: ops.yaml: masked_tensor.families.binary.kernels.add (float64)
cdef void _add_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double a, b = <double>b_
    cdef double r
    for i in range(n):
        a = ap[i]
        r = a + b
        op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[1] = _add_float64_as
KERNELS["add", "float64", "as"] = (call_as, 1, False)


# --- add_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.add (float64)
cdef void _add_float64_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef const double* bp = <const double*>y_
    cdef double a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a + b
        ap[i] = tp_sel_f64(valid, r, a)
        map_[i] = valid
_aa_[1] = _add_float64_aa_inplace
KERNELS["add", "float64", "aa_"] = (call_aa_, 1, False)


# --- add_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.add (float64)
cdef void _add_float64_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef double a, r, b = <double>b_
    for i in range(n):
        a = ap[i]
        r = a + b
        ap[i] = tp_sel_f64(map_[i] != 0, r, a)
_as_[1] = _add_float64_as_inplace
KERNELS["add", "float64", "as_"] = (call_as_, 1, False)


# --- sub_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.sub (float32)
cdef void _sub_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef float* op_ = <float*>out_
    cdef float a, b
    cdef float r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a - b
        op_[i] = tp_sel_f32(valid, r, 0)
        omp[i] = valid
_aa[2] = _sub_float32_aa
KERNELS["sub", "float32", "aa"] = (call_aa, 2, False)


# --- sub_float32_as: ops.yaml: masked_tensor.families.binary.kernels.sub (float32)
cdef void _sub_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float a, b = <float>b_
    cdef float r
    for i in range(n):
        a = ap[i]
        r = a - b
        op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[2] = _sub_float32_as
KERNELS["sub", "float32", "as"] = (call_as, 2, False)


# --- sub_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.sub (float32)
cdef void _sub_float32_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef const float* bp = <const float*>y_
    cdef float a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a - b
        ap[i] = tp_sel_f32(valid, r, a)
        map_[i] = valid
_aa_[2] = _sub_float32_aa_inplace
KERNELS["sub", "float32", "aa_"] = (call_aa_, 2, False)


# --- sub_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.sub (float32)
cdef void _sub_float32_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef float a, r, b = <float>b_
    for i in range(n):
        a = ap[i]
        r = a - b
        ap[i] = tp_sel_f32(map_[i] != 0, r, a)
_as_[2] = _sub_float32_as_inplace
KERNELS["sub", "float32", "as_"] = (call_as_, 2, False)


# --- sub_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.sub (float64)
cdef void _sub_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef double* op_ = <double*>out_
    cdef double a, b
    cdef double r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a - b
        op_[i] = tp_sel_f64(valid, r, 0)
        omp[i] = valid
_aa[3] = _sub_float64_aa
KERNELS["sub", "float64", "aa"] = (call_aa, 3, False)


# --- sub_float64_as: ops.yaml: masked_tensor.families.binary.kernels.sub (float64)
cdef void _sub_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double a, b = <double>b_
    cdef double r
    for i in range(n):
        a = ap[i]
        r = a - b
        op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[3] = _sub_float64_as
KERNELS["sub", "float64", "as"] = (call_as, 3, False)


# --- sub_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.sub (float64)
cdef void _sub_float64_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef const double* bp = <const double*>y_
    cdef double a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a - b
        ap[i] = tp_sel_f64(valid, r, a)
        map_[i] = valid
_aa_[3] = _sub_float64_aa_inplace
KERNELS["sub", "float64", "aa_"] = (call_aa_, 3, False)


# --- sub_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.sub (float64)
cdef void _sub_float64_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef double a, r, b = <double>b_
    for i in range(n):
        a = ap[i]
        r = a - b
        ap[i] = tp_sel_f64(map_[i] != 0, r, a)
_as_[3] = _sub_float64_as_inplace
KERNELS["sub", "float64", "as_"] = (call_as_, 3, False)


# --- subtract_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.subtract (float32)
cdef void _subtract_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef float* op_ = <float*>out_
    cdef float a, b
    cdef float r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a - b
        op_[i] = tp_sel_f32(valid, r, 0)
        omp[i] = valid
_aa[4] = _subtract_float32_aa
KERNELS["subtract", "float32", "aa"] = (call_aa, 4, False)


# --- subtract_float32_as: ops.yaml: masked_tensor.families.binary.kernels.subtract (float32)
cdef void _subtract_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float a, b = <float>b_
    cdef float r
    for i in range(n):
        a = ap[i]
        r = a - b
        op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[4] = _subtract_float32_as
KERNELS["subtract", "float32", "as"] = (call_as, 4, False)


# --- subtract_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.subtract (float32)
cdef void _subtract_float32_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef const float* bp = <const float*>y_
    cdef float a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a - b
        ap[i] = tp_sel_f32(valid, r, a)
        map_[i] = valid
_aa_[4] = _subtract_float32_aa_inplace
KERNELS["subtract", "float32", "aa_"] = (call_aa_, 4, False)


# --- subtract_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.subtract (float32)
cdef void _subtract_float32_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef float a, r, b = <float>b_
    for i in range(n):
        a = ap[i]
        r = a - b
        ap[i] = tp_sel_f32(map_[i] != 0, r, a)
_as_[4] = _subtract_float32_as_inplace
KERNELS["subtract", "float32", "as_"] = (call_as_, 4, False)


# --- subtract_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.subtract (float64)
cdef void _subtract_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef double* op_ = <double*>out_
    cdef double a, b
    cdef double r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a - b
        op_[i] = tp_sel_f64(valid, r, 0)
        omp[i] = valid
_aa[5] = _subtract_float64_aa
KERNELS["subtract", "float64", "aa"] = (call_aa, 5, False)


# --- subtract_float64_as: ops.yaml: masked_tensor.families.binary.kernels.subtract (float64)
cdef void _subtract_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double a, b = <double>b_
    cdef double r
    for i in range(n):
        a = ap[i]
        r = a - b
        op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[5] = _subtract_float64_as
KERNELS["subtract", "float64", "as"] = (call_as, 5, False)


# --- subtract_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.subtract (float64)
cdef void _subtract_float64_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef const double* bp = <const double*>y_
    cdef double a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a - b
        ap[i] = tp_sel_f64(valid, r, a)
        map_[i] = valid
_aa_[5] = _subtract_float64_aa_inplace
KERNELS["subtract", "float64", "aa_"] = (call_aa_, 5, False)


# --- subtract_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.subtract (float64)
cdef void _subtract_float64_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef double a, r, b = <double>b_
    for i in range(n):
        a = ap[i]
        r = a - b
        ap[i] = tp_sel_f64(map_[i] != 0, r, a)
_as_[5] = _subtract_float64_as_inplace
KERNELS["subtract", "float64", "as_"] = (call_as_, 5, False)


# --- mul_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.mul (float32)
cdef void _mul_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef float* op_ = <float*>out_
    cdef float a, b
    cdef float r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a * b
        op_[i] = tp_sel_f32(valid, r, 0)
        omp[i] = valid
_aa[6] = _mul_float32_aa
KERNELS["mul", "float32", "aa"] = (call_aa, 6, False)


# --- mul_float32_as: ops.yaml: masked_tensor.families.binary.kernels.mul (float32)
cdef void _mul_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float a, b = <float>b_
    cdef float r
    for i in range(n):
        a = ap[i]
        r = a * b
        op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[6] = _mul_float32_as
KERNELS["mul", "float32", "as"] = (call_as, 6, False)


# --- mul_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.mul (float32)
cdef void _mul_float32_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef const float* bp = <const float*>y_
    cdef float a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a * b
        ap[i] = tp_sel_f32(valid, r, a)
        map_[i] = valid
_aa_[6] = _mul_float32_aa_inplace
KERNELS["mul", "float32", "aa_"] = (call_aa_, 6, False)


# --- mul_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.mul (float32)
cdef void _mul_float32_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef float a, r, b = <float>b_
    for i in range(n):
        a = ap[i]
        r = a * b
        ap[i] = tp_sel_f32(map_[i] != 0, r, a)
_as_[6] = _mul_float32_as_inplace
KERNELS["mul", "float32", "as_"] = (call_as_, 6, False)


# --- mul_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.mul (float64)
cdef void _mul_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef double* op_ = <double*>out_
    cdef double a, b
    cdef double r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a * b
        op_[i] = tp_sel_f64(valid, r, 0)
        omp[i] = valid
_aa[7] = _mul_float64_aa
KERNELS["mul", "float64", "aa"] = (call_aa, 7, False)


# --- mul_float64_as: ops.yaml: masked_tensor.families.binary.kernels.mul (float64)
cdef void _mul_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double a, b = <double>b_
    cdef double r
    for i in range(n):
        a = ap[i]
        r = a * b
        op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[7] = _mul_float64_as
KERNELS["mul", "float64", "as"] = (call_as, 7, False)


# --- mul_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.mul (float64)
cdef void _mul_float64_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef const double* bp = <const double*>y_
    cdef double a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a * b
        ap[i] = tp_sel_f64(valid, r, a)
        map_[i] = valid
_aa_[7] = _mul_float64_aa_inplace
KERNELS["mul", "float64", "aa_"] = (call_aa_, 7, False)


# --- mul_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.mul (float64)
cdef void _mul_float64_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef double a, r, b = <double>b_
    for i in range(n):
        a = ap[i]
        r = a * b
        ap[i] = tp_sel_f64(map_[i] != 0, r, a)
_as_[7] = _mul_float64_as_inplace
KERNELS["mul", "float64", "as_"] = (call_as_, 7, False)


# --- multiply_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.multiply (float32)
cdef void _multiply_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef float* op_ = <float*>out_
    cdef float a, b
    cdef float r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a * b
        op_[i] = tp_sel_f32(valid, r, 0)
        omp[i] = valid
_aa[8] = _multiply_float32_aa
KERNELS["multiply", "float32", "aa"] = (call_aa, 8, False)


# --- multiply_float32_as: ops.yaml: masked_tensor.families.binary.kernels.multiply (float32)
cdef void _multiply_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float a, b = <float>b_
    cdef float r
    for i in range(n):
        a = ap[i]
        r = a * b
        op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[8] = _multiply_float32_as
KERNELS["multiply", "float32", "as"] = (call_as, 8, False)


# --- multiply_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.multiply (float32)
cdef void _multiply_float32_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef const float* bp = <const float*>y_
    cdef float a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a * b
        ap[i] = tp_sel_f32(valid, r, a)
        map_[i] = valid
_aa_[8] = _multiply_float32_aa_inplace
KERNELS["multiply", "float32", "aa_"] = (call_aa_, 8, False)


# --- multiply_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.multiply (float32)
cdef void _multiply_float32_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef float a, r, b = <float>b_
    for i in range(n):
        a = ap[i]
        r = a * b
        ap[i] = tp_sel_f32(map_[i] != 0, r, a)
_as_[8] = _multiply_float32_as_inplace
KERNELS["multiply", "float32", "as_"] = (call_as_, 8, False)


# --- multiply_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.multiply (float64)
cdef void _multiply_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef double* op_ = <double*>out_
    cdef double a, b
    cdef double r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a * b
        op_[i] = tp_sel_f64(valid, r, 0)
        omp[i] = valid
_aa[9] = _multiply_float64_aa
KERNELS["multiply", "float64", "aa"] = (call_aa, 9, False)


# --- multiply_float64_as: ops.yaml: masked_tensor.families.binary.kernels.multiply (float64)
cdef void _multiply_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double a, b = <double>b_
    cdef double r
    for i in range(n):
        a = ap[i]
        r = a * b
        op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[9] = _multiply_float64_as
KERNELS["multiply", "float64", "as"] = (call_as, 9, False)


# --- multiply_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.multiply (float64)
cdef void _multiply_float64_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef const double* bp = <const double*>y_
    cdef double a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a * b
        ap[i] = tp_sel_f64(valid, r, a)
        map_[i] = valid
_aa_[9] = _multiply_float64_aa_inplace
KERNELS["multiply", "float64", "aa_"] = (call_aa_, 9, False)


# --- multiply_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.multiply (float64)
cdef void _multiply_float64_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef double a, r, b = <double>b_
    for i in range(n):
        a = ap[i]
        r = a * b
        ap[i] = tp_sel_f64(map_[i] != 0, r, a)
_as_[9] = _multiply_float64_as_inplace
KERNELS["multiply", "float64", "as_"] = (call_as_, 9, False)


# --- div_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.div (float32)
cdef void _div_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef float* op_ = <float*>out_
    cdef float a, b
    cdef float r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a / b
        op_[i] = tp_sel_f32(valid, r, 0)
        omp[i] = valid
_aa[10] = _div_float32_aa
KERNELS["div", "float32", "aa"] = (call_aa, 10, False)


# --- div_float32_as: ops.yaml: masked_tensor.families.binary.kernels.div (float32)
cdef void _div_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float a, b = <float>b_
    cdef float r
    for i in range(n):
        a = ap[i]
        r = a / b
        op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[10] = _div_float32_as
KERNELS["div", "float32", "as"] = (call_as, 10, False)


# --- div_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.div (float32)
cdef void _div_float32_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef const float* bp = <const float*>y_
    cdef float a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a / b
        ap[i] = tp_sel_f32(valid, r, a)
        map_[i] = valid
_aa_[10] = _div_float32_aa_inplace
KERNELS["div", "float32", "aa_"] = (call_aa_, 10, False)


# --- div_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.div (float32)
cdef void _div_float32_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef float a, r, b = <float>b_
    for i in range(n):
        a = ap[i]
        r = a / b
        ap[i] = tp_sel_f32(map_[i] != 0, r, a)
_as_[10] = _div_float32_as_inplace
KERNELS["div", "float32", "as_"] = (call_as_, 10, False)


# --- div_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.div (float64)
cdef void _div_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef double* op_ = <double*>out_
    cdef double a, b
    cdef double r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a / b
        op_[i] = tp_sel_f64(valid, r, 0)
        omp[i] = valid
_aa[11] = _div_float64_aa
KERNELS["div", "float64", "aa"] = (call_aa, 11, False)


# --- div_float64_as: ops.yaml: masked_tensor.families.binary.kernels.div (float64)
cdef void _div_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double a, b = <double>b_
    cdef double r
    for i in range(n):
        a = ap[i]
        r = a / b
        op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[11] = _div_float64_as
KERNELS["div", "float64", "as"] = (call_as, 11, False)


# --- div_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.div (float64)
cdef void _div_float64_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef const double* bp = <const double*>y_
    cdef double a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a / b
        ap[i] = tp_sel_f64(valid, r, a)
        map_[i] = valid
_aa_[11] = _div_float64_aa_inplace
KERNELS["div", "float64", "aa_"] = (call_aa_, 11, False)


# --- div_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.div (float64)
cdef void _div_float64_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef double a, r, b = <double>b_
    for i in range(n):
        a = ap[i]
        r = a / b
        ap[i] = tp_sel_f64(map_[i] != 0, r, a)
_as_[11] = _div_float64_as_inplace
KERNELS["div", "float64", "as_"] = (call_as_, 11, False)


# --- divide_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.divide (float32)
cdef void _divide_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef float* op_ = <float*>out_
    cdef float a, b
    cdef float r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a / b
        op_[i] = tp_sel_f32(valid, r, 0)
        omp[i] = valid
_aa[12] = _divide_float32_aa
KERNELS["divide", "float32", "aa"] = (call_aa, 12, False)


# --- divide_float32_as: ops.yaml: masked_tensor.families.binary.kernels.divide (float32)
cdef void _divide_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float a, b = <float>b_
    cdef float r
    for i in range(n):
        a = ap[i]
        r = a / b
        op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[12] = _divide_float32_as
KERNELS["divide", "float32", "as"] = (call_as, 12, False)


# --- divide_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.divide (float32)
cdef void _divide_float32_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef const float* bp = <const float*>y_
    cdef float a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a / b
        ap[i] = tp_sel_f32(valid, r, a)
        map_[i] = valid
_aa_[12] = _divide_float32_aa_inplace
KERNELS["divide", "float32", "aa_"] = (call_aa_, 12, False)


# --- divide_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.divide (float32)
cdef void _divide_float32_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef float a, r, b = <float>b_
    for i in range(n):
        a = ap[i]
        r = a / b
        ap[i] = tp_sel_f32(map_[i] != 0, r, a)
_as_[12] = _divide_float32_as_inplace
KERNELS["divide", "float32", "as_"] = (call_as_, 12, False)


# --- divide_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.divide (float64)
cdef void _divide_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef double* op_ = <double*>out_
    cdef double a, b
    cdef double r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a / b
        op_[i] = tp_sel_f64(valid, r, 0)
        omp[i] = valid
_aa[13] = _divide_float64_aa
KERNELS["divide", "float64", "aa"] = (call_aa, 13, False)


# --- divide_float64_as: ops.yaml: masked_tensor.families.binary.kernels.divide (float64)
cdef void _divide_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double a, b = <double>b_
    cdef double r
    for i in range(n):
        a = ap[i]
        r = a / b
        op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[13] = _divide_float64_as
KERNELS["divide", "float64", "as"] = (call_as, 13, False)


# --- divide_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.divide (float64)
cdef void _divide_float64_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef const double* bp = <const double*>y_
    cdef double a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a / b
        ap[i] = tp_sel_f64(valid, r, a)
        map_[i] = valid
_aa_[13] = _divide_float64_aa_inplace
KERNELS["divide", "float64", "aa_"] = (call_aa_, 13, False)


# --- divide_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.divide (float64)
cdef void _divide_float64_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef double a, r, b = <double>b_
    for i in range(n):
        a = ap[i]
        r = a / b
        ap[i] = tp_sel_f64(map_[i] != 0, r, a)
_as_[13] = _divide_float64_as_inplace
KERNELS["divide", "float64", "as_"] = (call_as_, 13, False)


# --- true_divide_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float32)
cdef void _true_divide_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef float* op_ = <float*>out_
    cdef float a, b
    cdef float r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a / b
        op_[i] = tp_sel_f32(valid, r, 0)
        omp[i] = valid
_aa[14] = _true_divide_float32_aa
KERNELS["true_divide", "float32", "aa"] = (call_aa, 14, False)


# --- true_divide_float32_as: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float32)
cdef void _true_divide_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float a, b = <float>b_
    cdef float r
    for i in range(n):
        a = ap[i]
        r = a / b
        op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[14] = _true_divide_float32_as
KERNELS["true_divide", "float32", "as"] = (call_as, 14, False)


# --- true_divide_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float32)
cdef void _true_divide_float32_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef const float* bp = <const float*>y_
    cdef float a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a / b
        ap[i] = tp_sel_f32(valid, r, a)
        map_[i] = valid
_aa_[14] = _true_divide_float32_aa_inplace
KERNELS["true_divide", "float32", "aa_"] = (call_aa_, 14, False)


# --- true_divide_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float32)
cdef void _true_divide_float32_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef float* ap = <float*>x_
    cdef float a, r, b = <float>b_
    for i in range(n):
        a = ap[i]
        r = a / b
        ap[i] = tp_sel_f32(map_[i] != 0, r, a)
_as_[14] = _true_divide_float32_as_inplace
KERNELS["true_divide", "float32", "as_"] = (call_as_, 14, False)


# --- true_divide_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float64)
cdef void _true_divide_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef double* op_ = <double*>out_
    cdef double a, b
    cdef double r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a / b
        op_[i] = tp_sel_f64(valid, r, 0)
        omp[i] = valid
_aa[15] = _true_divide_float64_aa
KERNELS["true_divide", "float64", "aa"] = (call_aa, 15, False)


# --- true_divide_float64_as: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float64)
cdef void _true_divide_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double a, b = <double>b_
    cdef double r
    for i in range(n):
        a = ap[i]
        r = a / b
        op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[15] = _true_divide_float64_as
KERNELS["true_divide", "float64", "as"] = (call_as, 15, False)


# --- true_divide_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float64)
cdef void _true_divide_float64_aa_inplace(char* x_, uint8_t* map_, const char* y_, const uint8_t* mbp, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef const double* bp = <const double*>y_
    cdef double a, b, r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a / b
        ap[i] = tp_sel_f64(valid, r, a)
        map_[i] = valid
_aa_[15] = _true_divide_float64_aa_inplace
KERNELS["true_divide", "float64", "aa_"] = (call_aa_, 15, False)


# --- true_divide_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float64)
cdef void _true_divide_float64_as_inplace(char* x_, const uint8_t* map_, double b_, intp n) noexcept nogil:
    cdef intp i
    cdef double* ap = <double*>x_
    cdef double a, r, b = <double>b_
    for i in range(n):
        a = ap[i]
        r = a / b
        ap[i] = tp_sel_f64(map_[i] != 0, r, a)
_as_[15] = _true_divide_float64_as_inplace
KERNELS["true_divide", "float64", "as_"] = (call_as_, 15, False)


# --- fmax_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.fmax (float32)
cdef void _fmax_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef float* op_ = <float*>out_
    cdef float a, b
    cdef float r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = tp_fmax(a, b)
        op_[i] = tp_sel_f32(valid, r, 0)
        omp[i] = valid
_aa[16] = _fmax_float32_aa
KERNELS["fmax", "float32", "aa"] = (call_aa, 16, False)


# --- fmax_float32_as: ops.yaml: masked_tensor.families.binary.kernels.fmax (float32)
cdef void _fmax_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float a, b = <float>b_
    cdef float r
    for i in range(n):
        a = ap[i]
        r = tp_fmax(a, b)
        op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[16] = _fmax_float32_as
KERNELS["fmax", "float32", "as"] = (call_as, 16, False)


# --- fmax_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.fmax (float64)
cdef void _fmax_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef double* op_ = <double*>out_
    cdef double a, b
    cdef double r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = tp_fmax(a, b)
        op_[i] = tp_sel_f64(valid, r, 0)
        omp[i] = valid
_aa[17] = _fmax_float64_aa
KERNELS["fmax", "float64", "aa"] = (call_aa, 17, False)


# --- fmax_float64_as: ops.yaml: masked_tensor.families.binary.kernels.fmax (float64)
cdef void _fmax_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double a, b = <double>b_
    cdef double r
    for i in range(n):
        a = ap[i]
        r = tp_fmax(a, b)
        op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[17] = _fmax_float64_as
KERNELS["fmax", "float64", "as"] = (call_as, 17, False)


# --- fmin_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.fmin (float32)
cdef void _fmin_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef float* op_ = <float*>out_
    cdef float a, b
    cdef float r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = tp_fmin(a, b)
        op_[i] = tp_sel_f32(valid, r, 0)
        omp[i] = valid
_aa[18] = _fmin_float32_aa
KERNELS["fmin", "float32", "aa"] = (call_aa, 18, False)


# --- fmin_float32_as: ops.yaml: masked_tensor.families.binary.kernels.fmin (float32)
cdef void _fmin_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float a, b = <float>b_
    cdef float r
    for i in range(n):
        a = ap[i]
        r = tp_fmin(a, b)
        op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[18] = _fmin_float32_as
KERNELS["fmin", "float32", "as"] = (call_as, 18, False)


# --- fmin_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.fmin (float64)
cdef void _fmin_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef double* op_ = <double*>out_
    cdef double a, b
    cdef double r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = tp_fmin(a, b)
        op_[i] = tp_sel_f64(valid, r, 0)
        omp[i] = valid
_aa[19] = _fmin_float64_aa
KERNELS["fmin", "float64", "aa"] = (call_aa, 19, False)


# --- fmin_float64_as: ops.yaml: masked_tensor.families.binary.kernels.fmin (float64)
cdef void _fmin_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double a, b = <double>b_
    cdef double r
    for i in range(n):
        a = ap[i]
        r = tp_fmin(a, b)
        op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[19] = _fmin_float64_as
KERNELS["fmin", "float64", "as"] = (call_as, 19, False)


# --- eq_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.eq (float32)
cdef void _eq_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a == b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[20] = _eq_float32_aa
KERNELS["eq", "float32", "aa"] = (call_aa, 20, True)


# --- eq_float32_as: ops.yaml: masked_tensor.families.compare.kernels.eq (float32)
cdef void _eq_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b = <float>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a == b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[20] = _eq_float32_as
KERNELS["eq", "float32", "as"] = (call_as, 20, True)


# --- eq_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.eq (float64)
cdef void _eq_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a == b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[21] = _eq_float64_aa
KERNELS["eq", "float64", "aa"] = (call_aa, 21, True)


# --- eq_float64_as: ops.yaml: masked_tensor.families.compare.kernels.eq (float64)
cdef void _eq_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b = <double>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a == b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[21] = _eq_float64_as
KERNELS["eq", "float64", "as"] = (call_as, 21, True)


# --- ne_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.ne (float32)
cdef void _ne_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a != b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[22] = _ne_float32_aa
KERNELS["ne", "float32", "aa"] = (call_aa, 22, True)


# --- ne_float32_as: ops.yaml: masked_tensor.families.compare.kernels.ne (float32)
cdef void _ne_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b = <float>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a != b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[22] = _ne_float32_as
KERNELS["ne", "float32", "as"] = (call_as, 22, True)


# --- ne_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.ne (float64)
cdef void _ne_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a != b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[23] = _ne_float64_aa
KERNELS["ne", "float64", "aa"] = (call_aa, 23, True)


# --- ne_float64_as: ops.yaml: masked_tensor.families.compare.kernels.ne (float64)
cdef void _ne_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b = <double>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a != b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[23] = _ne_float64_as
KERNELS["ne", "float64", "as"] = (call_as, 23, True)


# --- not_equal_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.not_equal (float32)
cdef void _not_equal_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a != b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[24] = _not_equal_float32_aa
KERNELS["not_equal", "float32", "aa"] = (call_aa, 24, True)


# --- not_equal_float32_as: ops.yaml: masked_tensor.families.compare.kernels.not_equal (float32)
cdef void _not_equal_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b = <float>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a != b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[24] = _not_equal_float32_as
KERNELS["not_equal", "float32", "as"] = (call_as, 24, True)


# --- not_equal_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.not_equal (float64)
cdef void _not_equal_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a != b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[25] = _not_equal_float64_aa
KERNELS["not_equal", "float64", "aa"] = (call_aa, 25, True)


# --- not_equal_float64_as: ops.yaml: masked_tensor.families.compare.kernels.not_equal (float64)
cdef void _not_equal_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b = <double>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a != b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[25] = _not_equal_float64_as
KERNELS["not_equal", "float64", "as"] = (call_as, 25, True)


# --- lt_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.lt (float32)
cdef void _lt_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a < b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[26] = _lt_float32_aa
KERNELS["lt", "float32", "aa"] = (call_aa, 26, True)


# --- lt_float32_as: ops.yaml: masked_tensor.families.compare.kernels.lt (float32)
cdef void _lt_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b = <float>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a < b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[26] = _lt_float32_as
KERNELS["lt", "float32", "as"] = (call_as, 26, True)


# --- lt_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.lt (float64)
cdef void _lt_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a < b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[27] = _lt_float64_aa
KERNELS["lt", "float64", "aa"] = (call_aa, 27, True)


# --- lt_float64_as: ops.yaml: masked_tensor.families.compare.kernels.lt (float64)
cdef void _lt_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b = <double>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a < b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[27] = _lt_float64_as
KERNELS["lt", "float64", "as"] = (call_as, 27, True)


# --- less_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.less (float32)
cdef void _less_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a < b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[28] = _less_float32_aa
KERNELS["less", "float32", "aa"] = (call_aa, 28, True)


# --- less_float32_as: ops.yaml: masked_tensor.families.compare.kernels.less (float32)
cdef void _less_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b = <float>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a < b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[28] = _less_float32_as
KERNELS["less", "float32", "as"] = (call_as, 28, True)


# --- less_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.less (float64)
cdef void _less_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a < b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[29] = _less_float64_aa
KERNELS["less", "float64", "aa"] = (call_aa, 29, True)


# --- less_float64_as: ops.yaml: masked_tensor.families.compare.kernels.less (float64)
cdef void _less_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b = <double>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a < b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[29] = _less_float64_as
KERNELS["less", "float64", "as"] = (call_as, 29, True)


# --- le_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.le (float32)
cdef void _le_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a <= b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[30] = _le_float32_aa
KERNELS["le", "float32", "aa"] = (call_aa, 30, True)


# --- le_float32_as: ops.yaml: masked_tensor.families.compare.kernels.le (float32)
cdef void _le_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b = <float>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a <= b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[30] = _le_float32_as
KERNELS["le", "float32", "as"] = (call_as, 30, True)


# --- le_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.le (float64)
cdef void _le_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a <= b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[31] = _le_float64_aa
KERNELS["le", "float64", "aa"] = (call_aa, 31, True)


# --- le_float64_as: ops.yaml: masked_tensor.families.compare.kernels.le (float64)
cdef void _le_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b = <double>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a <= b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[31] = _le_float64_as
KERNELS["le", "float64", "as"] = (call_as, 31, True)


# --- less_equal_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.less_equal (float32)
cdef void _less_equal_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a <= b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[32] = _less_equal_float32_aa
KERNELS["less_equal", "float32", "aa"] = (call_aa, 32, True)


# --- less_equal_float32_as: ops.yaml: masked_tensor.families.compare.kernels.less_equal (float32)
cdef void _less_equal_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b = <float>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a <= b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[32] = _less_equal_float32_as
KERNELS["less_equal", "float32", "as"] = (call_as, 32, True)


# --- less_equal_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.less_equal (float64)
cdef void _less_equal_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a <= b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[33] = _less_equal_float64_aa
KERNELS["less_equal", "float64", "aa"] = (call_aa, 33, True)


# --- less_equal_float64_as: ops.yaml: masked_tensor.families.compare.kernels.less_equal (float64)
cdef void _less_equal_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b = <double>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a <= b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[33] = _less_equal_float64_as
KERNELS["less_equal", "float64", "as"] = (call_as, 33, True)


# --- gt_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.gt (float32)
cdef void _gt_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a > b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[34] = _gt_float32_aa
KERNELS["gt", "float32", "aa"] = (call_aa, 34, True)


# --- gt_float32_as: ops.yaml: masked_tensor.families.compare.kernels.gt (float32)
cdef void _gt_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b = <float>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a > b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[34] = _gt_float32_as
KERNELS["gt", "float32", "as"] = (call_as, 34, True)


# --- gt_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.gt (float64)
cdef void _gt_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a > b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[35] = _gt_float64_aa
KERNELS["gt", "float64", "aa"] = (call_aa, 35, True)


# --- gt_float64_as: ops.yaml: masked_tensor.families.compare.kernels.gt (float64)
cdef void _gt_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b = <double>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a > b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[35] = _gt_float64_as
KERNELS["gt", "float64", "as"] = (call_as, 35, True)


# --- greater_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.greater (float32)
cdef void _greater_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a > b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[36] = _greater_float32_aa
KERNELS["greater", "float32", "aa"] = (call_aa, 36, True)


# --- greater_float32_as: ops.yaml: masked_tensor.families.compare.kernels.greater (float32)
cdef void _greater_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b = <float>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a > b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[36] = _greater_float32_as
KERNELS["greater", "float32", "as"] = (call_as, 36, True)


# --- greater_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.greater (float64)
cdef void _greater_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a > b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[37] = _greater_float64_aa
KERNELS["greater", "float64", "aa"] = (call_aa, 37, True)


# --- greater_float64_as: ops.yaml: masked_tensor.families.compare.kernels.greater (float64)
cdef void _greater_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b = <double>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a > b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[37] = _greater_float64_as
KERNELS["greater", "float64", "as"] = (call_as, 37, True)


# --- ge_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.ge (float32)
cdef void _ge_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a >= b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[38] = _ge_float32_aa
KERNELS["ge", "float32", "aa"] = (call_aa, 38, True)


# --- ge_float32_as: ops.yaml: masked_tensor.families.compare.kernels.ge (float32)
cdef void _ge_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b = <float>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a >= b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[38] = _ge_float32_as
KERNELS["ge", "float32", "as"] = (call_as, 38, True)


# --- ge_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.ge (float64)
cdef void _ge_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a >= b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[39] = _ge_float64_aa
KERNELS["ge", "float64", "aa"] = (call_aa, 39, True)


# --- ge_float64_as: ops.yaml: masked_tensor.families.compare.kernels.ge (float64)
cdef void _ge_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b = <double>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a >= b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[39] = _ge_float64_as
KERNELS["ge", "float64", "as"] = (call_as, 39, True)


# --- greater_equal_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.greater_equal (float32)
cdef void _greater_equal_float32_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef const float* bp = <const float*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a >= b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[40] = _greater_equal_float32_aa
KERNELS["greater_equal", "float32", "aa"] = (call_aa, 40, True)


# --- greater_equal_float32_as: ops.yaml: masked_tensor.families.compare.kernels.greater_equal (float32)
cdef void _greater_equal_float32_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const float* ap = <const float*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef float a, b = <float>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a >= b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[40] = _greater_equal_float32_as
KERNELS["greater_equal", "float32", "as"] = (call_as, 40, True)


# --- greater_equal_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.greater_equal (float64)
cdef void _greater_equal_float64_aa(const char* x_, const uint8_t* map_, const char* y_, const uint8_t* mbp, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef const double* bp = <const double*>y_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    for i in range(n):
        a = ap[i]
        b = bp[i]
        valid = (map_[i] != 0) & (mbp[i] != 0)
        r = a >= b
        op_[i] = tp_sel_u8(valid, r, 0)
        omp[i] = valid
_aa[41] = _greater_equal_float64_aa
KERNELS["greater_equal", "float64", "aa"] = (call_aa, 41, True)


# --- greater_equal_float64_as: ops.yaml: masked_tensor.families.compare.kernels.greater_equal (float64)
cdef void _greater_equal_float64_as(const char* x_, const uint8_t* map_, double b_, char* out_, uint8_t* omp, intp n) noexcept nogil:
    cdef intp i
    cdef const double* ap = <const double*>x_
    cdef uint8_t* op_ = <uint8_t*>out_
    cdef double a, b = <double>b_
    cdef uint8_t r
    for i in range(n):
        a = ap[i]
        r = a >= b
        op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
        omp[i] = map_[i] != 0
_as[41] = _greater_equal_float64_as
KERNELS["greater_equal", "float64", "as"] = (call_as, 41, True)


# --- to_tensor_float32: MaskedTensor.to_tensor(fill): data where valid, fill elsewhere (float32)
cdef void _to_tensor_float32(const char* x_, const uint8_t* mp, double fill_, char* out_, intp n) noexcept nogil:
    cdef intp i
    cdef const float* xp = <const float*>x_
    cdef float* op_ = <float*>out_
    cdef float fill = <float>fill_
    for i in range(n):
        op_[i] = tp_sel_f32(mp[i] != 0, xp[i], fill)
_fill[0] = _to_tensor_float32
KERNELS["to_tensor", "float32", "fill"] = (call_fill, 0, False)


# --- to_tensor_float64: MaskedTensor.to_tensor(fill): data where valid, fill elsewhere (float64)
cdef void _to_tensor_float64(const char* x_, const uint8_t* mp, double fill_, char* out_, intp n) noexcept nogil:
    cdef intp i
    cdef const double* xp = <const double*>x_
    cdef double* op_ = <double*>out_
    cdef double fill = <double>fill_
    for i in range(n):
        op_[i] = tp_sel_f64(mp[i] != 0, xp[i], fill)
_fill[1] = _to_tensor_float64
KERNELS["to_tensor", "float64", "fill"] = (call_fill, 1, False)
