# Generated from ops.yaml by `python -m codegen`; do not edit.
# Fused kernels of the MaskedTensor families (masked_tensor.families.*.kernels).
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
# distutils: include_dirs = tensorplay/masked/_csrc

from libc.stdint cimport uint8_t
from libc.math cimport exp, fabs, fmax, fmin, log, log1p, sqrt
cimport numpy as cnp

cdef extern from "tp_support.h" nogil:
    # Branch-free selects (a branch per element mispredicts on a random mask).
    double tp_sel_f64(int m, double v, double id)
    float tp_sel_f32(int m, float v, float id)
    uint8_t tp_sel_u8(int m, uint8_t v, uint8_t id)

cnp.import_array()
ctypedef Py_ssize_t intp

KERNELS = {}


# --- abs_float32_u: ops.yaml: masked_tensor.families.unary.kernels.abs (float32)
def abs_float32_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const float* xp = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = fabs(v)
            op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["abs", "float32", "u"] = (abs_float32_u, False)


# --- abs_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.abs (float32)
def abs_float32_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef float* xp = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = fabs(v)
            xp[i] = tp_sel_f32(mp[i] != 0, r, v)
KERNELS["abs", "float32", "u_"] = (abs_float32_u_inplace, False)


# --- abs_float64_u: ops.yaml: masked_tensor.families.unary.kernels.abs (float64)
def abs_float64_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const double* xp = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = fabs(v)
            op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["abs", "float64", "u"] = (abs_float64_u, False)


# --- abs_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.abs (float64)
def abs_float64_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef double* xp = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = fabs(v)
            xp[i] = tp_sel_f64(mp[i] != 0, r, v)
KERNELS["abs", "float64", "u_"] = (abs_float64_u_inplace, False)


# --- absolute_float32_u: ops.yaml: masked_tensor.families.unary.kernels.absolute (float32)
def absolute_float32_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const float* xp = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = fabs(v)
            op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["absolute", "float32", "u"] = (absolute_float32_u, False)


# --- absolute_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.absolute (float32)
def absolute_float32_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef float* xp = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = fabs(v)
            xp[i] = tp_sel_f32(mp[i] != 0, r, v)
KERNELS["absolute", "float32", "u_"] = (absolute_float32_u_inplace, False)


# --- absolute_float64_u: ops.yaml: masked_tensor.families.unary.kernels.absolute (float64)
def absolute_float64_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const double* xp = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = fabs(v)
            op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["absolute", "float64", "u"] = (absolute_float64_u, False)


# --- absolute_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.absolute (float64)
def absolute_float64_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef double* xp = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = fabs(v)
            xp[i] = tp_sel_f64(mp[i] != 0, r, v)
KERNELS["absolute", "float64", "u_"] = (absolute_float64_u_inplace, False)


# --- exp_float32_u: ops.yaml: masked_tensor.families.unary.kernels.exp (float32)
def exp_float32_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const float* xp = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = exp(v)
            op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["exp", "float32", "u"] = (exp_float32_u, False)


# --- exp_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.exp (float32)
def exp_float32_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef float* xp = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = exp(v)
            xp[i] = tp_sel_f32(mp[i] != 0, r, v)
KERNELS["exp", "float32", "u_"] = (exp_float32_u_inplace, False)


# --- exp_float64_u: ops.yaml: masked_tensor.families.unary.kernels.exp (float64)
def exp_float64_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const double* xp = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = exp(v)
            op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["exp", "float64", "u"] = (exp_float64_u, False)


# --- exp_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.exp (float64)
def exp_float64_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef double* xp = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = exp(v)
            xp[i] = tp_sel_f64(mp[i] != 0, r, v)
KERNELS["exp", "float64", "u_"] = (exp_float64_u_inplace, False)


# --- log_float32_u: ops.yaml: masked_tensor.families.unary.kernels.log (float32)
def log_float32_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const float* xp = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = log(v)
            op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["log", "float32", "u"] = (log_float32_u, False)


# --- log_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.log (float32)
def log_float32_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef float* xp = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = log(v)
            xp[i] = tp_sel_f32(mp[i] != 0, r, v)
KERNELS["log", "float32", "u_"] = (log_float32_u_inplace, False)


# --- log_float64_u: ops.yaml: masked_tensor.families.unary.kernels.log (float64)
def log_float64_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const double* xp = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = log(v)
            op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["log", "float64", "u"] = (log_float64_u, False)


# --- log_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.log (float64)
def log_float64_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef double* xp = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = log(v)
            xp[i] = tp_sel_f64(mp[i] != 0, r, v)
KERNELS["log", "float64", "u_"] = (log_float64_u_inplace, False)


# --- log1p_float32_u: ops.yaml: masked_tensor.families.unary.kernels.log1p (float32)
def log1p_float32_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const float* xp = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = log1p(v)
            op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["log1p", "float32", "u"] = (log1p_float32_u, False)


# --- log1p_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.log1p (float32)
def log1p_float32_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef float* xp = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = log1p(v)
            xp[i] = tp_sel_f32(mp[i] != 0, r, v)
KERNELS["log1p", "float32", "u_"] = (log1p_float32_u_inplace, False)


# --- log1p_float64_u: ops.yaml: masked_tensor.families.unary.kernels.log1p (float64)
def log1p_float64_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const double* xp = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = log1p(v)
            op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["log1p", "float64", "u"] = (log1p_float64_u, False)


# --- log1p_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.log1p (float64)
def log1p_float64_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef double* xp = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = log1p(v)
            xp[i] = tp_sel_f64(mp[i] != 0, r, v)
KERNELS["log1p", "float64", "u_"] = (log1p_float64_u_inplace, False)


# --- neg_float32_u: ops.yaml: masked_tensor.families.unary.kernels.neg (float32)
def neg_float32_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const float* xp = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = -v
            op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["neg", "float32", "u"] = (neg_float32_u, False)


# --- neg_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.neg (float32)
def neg_float32_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef float* xp = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = -v
            xp[i] = tp_sel_f32(mp[i] != 0, r, v)
KERNELS["neg", "float32", "u_"] = (neg_float32_u_inplace, False)


# --- neg_float64_u: ops.yaml: masked_tensor.families.unary.kernels.neg (float64)
def neg_float64_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const double* xp = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = -v
            op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["neg", "float64", "u"] = (neg_float64_u, False)


# --- neg_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.neg (float64)
def neg_float64_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef double* xp = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = -v
            xp[i] = tp_sel_f64(mp[i] != 0, r, v)
KERNELS["neg", "float64", "u_"] = (neg_float64_u_inplace, False)


# --- negative_float32_u: ops.yaml: masked_tensor.families.unary.kernels.negative (float32)
def negative_float32_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const float* xp = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = -v
            op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["negative", "float32", "u"] = (negative_float32_u, False)


# --- negative_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.negative (float32)
def negative_float32_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef float* xp = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = -v
            xp[i] = tp_sel_f32(mp[i] != 0, r, v)
KERNELS["negative", "float32", "u_"] = (negative_float32_u_inplace, False)


# --- negative_float64_u: ops.yaml: masked_tensor.families.unary.kernels.negative (float64)
def negative_float64_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const double* xp = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = -v
            op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["negative", "float64", "u"] = (negative_float64_u, False)


# --- negative_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.negative (float64)
def negative_float64_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef double* xp = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = -v
            xp[i] = tp_sel_f64(mp[i] != 0, r, v)
KERNELS["negative", "float64", "u_"] = (negative_float64_u_inplace, False)


# --- sqrt_float32_u: ops.yaml: masked_tensor.families.unary.kernels.sqrt (float32)
def sqrt_float32_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const float* xp = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = sqrt(v)
            op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["sqrt", "float32", "u"] = (sqrt_float32_u, False)


# --- sqrt_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.sqrt (float32)
def sqrt_float32_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef float* xp = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = sqrt(v)
            xp[i] = tp_sel_f32(mp[i] != 0, r, v)
KERNELS["sqrt", "float32", "u_"] = (sqrt_float32_u_inplace, False)


# --- sqrt_float64_u: ops.yaml: masked_tensor.families.unary.kernels.sqrt (float64)
def sqrt_float64_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const double* xp = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = sqrt(v)
            op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["sqrt", "float64", "u"] = (sqrt_float64_u, False)


# --- sqrt_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.sqrt (float64)
def sqrt_float64_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef double* xp = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = sqrt(v)
            xp[i] = tp_sel_f64(mp[i] != 0, r, v)
KERNELS["sqrt", "float64", "u_"] = (sqrt_float64_u_inplace, False)


# --- square_float32_u: ops.yaml: masked_tensor.families.unary.kernels.square (float32)
def square_float32_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const float* xp = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = v * v
            op_[i] = tp_sel_f32(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["square", "float32", "u"] = (square_float32_u, False)


# --- square_float32_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.square (float32)
def square_float32_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef float* xp = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = v * v
            xp[i] = tp_sel_f32(mp[i] != 0, r, v)
KERNELS["square", "float32", "u_"] = (square_float32_u_inplace, False)


# --- square_float64_u: ops.yaml: masked_tensor.families.unary.kernels.square (float64)
def square_float64_u(cnp.ndarray x, cnp.ndarray m, cnp.ndarray out, cnp.ndarray om):
    cdef const double* xp = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = v * v
            op_[i] = tp_sel_f64(mp[i] != 0, r, 0)
            omp[i] = mp[i] != 0
KERNELS["square", "float64", "u"] = (square_float64_u, False)


# --- square_float64_u_inplace: ops.yaml: masked_tensor.families.unary.kernels.square (float64)
def square_float64_u_inplace(cnp.ndarray x, cnp.ndarray m):
    cdef double* xp = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double r, v
    with nogil:
        for i in range(n):
            v = xp[i]
            r = v * v
            xp[i] = tp_sel_f64(mp[i] != 0, r, v)
KERNELS["square", "float64", "u_"] = (square_float64_u_inplace, False)


# --- add_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.add (float32)
def add_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef float r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a + b
            op_[i] = tp_sel_f32(valid, r, 0)
            omp[i] = valid
KERNELS["add", "float32", "aa"] = (add_float32_aa, False)


# --- add_float32_as: ops.yaml: masked_tensor.families.binary.kernels.add (float32)
def add_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef float r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a + b
            op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["add", "float32", "as"] = (add_float32_as, False)


# --- add_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.add (float32)
def add_float32_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a + b
            ap[i] = tp_sel_f32(valid, r, a)
            map_[i] = valid
KERNELS["add", "float32", "aa_"] = (add_float32_aa_inplace, False)


# --- add_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.add (float32)
def add_float32_as_inplace(cnp.ndarray x, cnp.ndarray mx, float b):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a + b
            ap[i] = tp_sel_f32(map_[i] != 0, r, a)
KERNELS["add", "float32", "as_"] = (add_float32_as_inplace, False)


# --- add_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.add (float64)
def add_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef double r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a + b
            op_[i] = tp_sel_f64(valid, r, 0)
            omp[i] = valid
KERNELS["add", "float64", "aa"] = (add_float64_aa, False)


# --- add_float64_as: ops.yaml: masked_tensor.families.binary.kernels.add (float64)
def add_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef double r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a + b
            op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["add", "float64", "as"] = (add_float64_as, False)


# --- add_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.add (float64)
def add_float64_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a + b
            ap[i] = tp_sel_f64(valid, r, a)
            map_[i] = valid
KERNELS["add", "float64", "aa_"] = (add_float64_aa_inplace, False)


# --- add_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.add (float64)
def add_float64_as_inplace(cnp.ndarray x, cnp.ndarray mx, double b):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a + b
            ap[i] = tp_sel_f64(map_[i] != 0, r, a)
KERNELS["add", "float64", "as_"] = (add_float64_as_inplace, False)


# --- sub_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.sub (float32)
def sub_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef float r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a - b
            op_[i] = tp_sel_f32(valid, r, 0)
            omp[i] = valid
KERNELS["sub", "float32", "aa"] = (sub_float32_aa, False)


# --- sub_float32_as: ops.yaml: masked_tensor.families.binary.kernels.sub (float32)
def sub_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef float r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a - b
            op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["sub", "float32", "as"] = (sub_float32_as, False)


# --- sub_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.sub (float32)
def sub_float32_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a - b
            ap[i] = tp_sel_f32(valid, r, a)
            map_[i] = valid
KERNELS["sub", "float32", "aa_"] = (sub_float32_aa_inplace, False)


# --- sub_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.sub (float32)
def sub_float32_as_inplace(cnp.ndarray x, cnp.ndarray mx, float b):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a - b
            ap[i] = tp_sel_f32(map_[i] != 0, r, a)
KERNELS["sub", "float32", "as_"] = (sub_float32_as_inplace, False)


# --- sub_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.sub (float64)
def sub_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef double r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a - b
            op_[i] = tp_sel_f64(valid, r, 0)
            omp[i] = valid
KERNELS["sub", "float64", "aa"] = (sub_float64_aa, False)


# --- sub_float64_as: ops.yaml: masked_tensor.families.binary.kernels.sub (float64)
def sub_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef double r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a - b
            op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["sub", "float64", "as"] = (sub_float64_as, False)


# --- sub_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.sub (float64)
def sub_float64_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a - b
            ap[i] = tp_sel_f64(valid, r, a)
            map_[i] = valid
KERNELS["sub", "float64", "aa_"] = (sub_float64_aa_inplace, False)


# --- sub_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.sub (float64)
def sub_float64_as_inplace(cnp.ndarray x, cnp.ndarray mx, double b):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a - b
            ap[i] = tp_sel_f64(map_[i] != 0, r, a)
KERNELS["sub", "float64", "as_"] = (sub_float64_as_inplace, False)


# --- subtract_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.subtract (float32)
def subtract_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef float r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a - b
            op_[i] = tp_sel_f32(valid, r, 0)
            omp[i] = valid
KERNELS["subtract", "float32", "aa"] = (subtract_float32_aa, False)


# --- subtract_float32_as: ops.yaml: masked_tensor.families.binary.kernels.subtract (float32)
def subtract_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef float r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a - b
            op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["subtract", "float32", "as"] = (subtract_float32_as, False)


# --- subtract_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.subtract (float32)
def subtract_float32_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a - b
            ap[i] = tp_sel_f32(valid, r, a)
            map_[i] = valid
KERNELS["subtract", "float32", "aa_"] = (subtract_float32_aa_inplace, False)


# --- subtract_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.subtract (float32)
def subtract_float32_as_inplace(cnp.ndarray x, cnp.ndarray mx, float b):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a - b
            ap[i] = tp_sel_f32(map_[i] != 0, r, a)
KERNELS["subtract", "float32", "as_"] = (subtract_float32_as_inplace, False)


# --- subtract_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.subtract (float64)
def subtract_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef double r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a - b
            op_[i] = tp_sel_f64(valid, r, 0)
            omp[i] = valid
KERNELS["subtract", "float64", "aa"] = (subtract_float64_aa, False)


# --- subtract_float64_as: ops.yaml: masked_tensor.families.binary.kernels.subtract (float64)
def subtract_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef double r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a - b
            op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["subtract", "float64", "as"] = (subtract_float64_as, False)


# --- subtract_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.subtract (float64)
def subtract_float64_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a - b
            ap[i] = tp_sel_f64(valid, r, a)
            map_[i] = valid
KERNELS["subtract", "float64", "aa_"] = (subtract_float64_aa_inplace, False)


# --- subtract_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.subtract (float64)
def subtract_float64_as_inplace(cnp.ndarray x, cnp.ndarray mx, double b):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a - b
            ap[i] = tp_sel_f64(map_[i] != 0, r, a)
KERNELS["subtract", "float64", "as_"] = (subtract_float64_as_inplace, False)


# --- mul_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.mul (float32)
def mul_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef float r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a * b
            op_[i] = tp_sel_f32(valid, r, 0)
            omp[i] = valid
KERNELS["mul", "float32", "aa"] = (mul_float32_aa, False)


# --- mul_float32_as: ops.yaml: masked_tensor.families.binary.kernels.mul (float32)
def mul_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef float r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a * b
            op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["mul", "float32", "as"] = (mul_float32_as, False)


# --- mul_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.mul (float32)
def mul_float32_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a * b
            ap[i] = tp_sel_f32(valid, r, a)
            map_[i] = valid
KERNELS["mul", "float32", "aa_"] = (mul_float32_aa_inplace, False)


# --- mul_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.mul (float32)
def mul_float32_as_inplace(cnp.ndarray x, cnp.ndarray mx, float b):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a * b
            ap[i] = tp_sel_f32(map_[i] != 0, r, a)
KERNELS["mul", "float32", "as_"] = (mul_float32_as_inplace, False)


# --- mul_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.mul (float64)
def mul_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef double r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a * b
            op_[i] = tp_sel_f64(valid, r, 0)
            omp[i] = valid
KERNELS["mul", "float64", "aa"] = (mul_float64_aa, False)


# --- mul_float64_as: ops.yaml: masked_tensor.families.binary.kernels.mul (float64)
def mul_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef double r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a * b
            op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["mul", "float64", "as"] = (mul_float64_as, False)


# --- mul_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.mul (float64)
def mul_float64_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a * b
            ap[i] = tp_sel_f64(valid, r, a)
            map_[i] = valid
KERNELS["mul", "float64", "aa_"] = (mul_float64_aa_inplace, False)


# --- mul_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.mul (float64)
def mul_float64_as_inplace(cnp.ndarray x, cnp.ndarray mx, double b):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a * b
            ap[i] = tp_sel_f64(map_[i] != 0, r, a)
KERNELS["mul", "float64", "as_"] = (mul_float64_as_inplace, False)


# --- multiply_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.multiply (float32)
def multiply_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef float r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a * b
            op_[i] = tp_sel_f32(valid, r, 0)
            omp[i] = valid
KERNELS["multiply", "float32", "aa"] = (multiply_float32_aa, False)


# --- multiply_float32_as: ops.yaml: masked_tensor.families.binary.kernels.multiply (float32)
def multiply_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef float r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a * b
            op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["multiply", "float32", "as"] = (multiply_float32_as, False)


# --- multiply_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.multiply (float32)
def multiply_float32_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a * b
            ap[i] = tp_sel_f32(valid, r, a)
            map_[i] = valid
KERNELS["multiply", "float32", "aa_"] = (multiply_float32_aa_inplace, False)


# --- multiply_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.multiply (float32)
def multiply_float32_as_inplace(cnp.ndarray x, cnp.ndarray mx, float b):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a * b
            ap[i] = tp_sel_f32(map_[i] != 0, r, a)
KERNELS["multiply", "float32", "as_"] = (multiply_float32_as_inplace, False)


# --- multiply_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.multiply (float64)
def multiply_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef double r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a * b
            op_[i] = tp_sel_f64(valid, r, 0)
            omp[i] = valid
KERNELS["multiply", "float64", "aa"] = (multiply_float64_aa, False)


# --- multiply_float64_as: ops.yaml: masked_tensor.families.binary.kernels.multiply (float64)
def multiply_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef double r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a * b
            op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["multiply", "float64", "as"] = (multiply_float64_as, False)


# --- multiply_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.multiply (float64)
def multiply_float64_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a * b
            ap[i] = tp_sel_f64(valid, r, a)
            map_[i] = valid
KERNELS["multiply", "float64", "aa_"] = (multiply_float64_aa_inplace, False)


# --- multiply_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.multiply (float64)
def multiply_float64_as_inplace(cnp.ndarray x, cnp.ndarray mx, double b):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a * b
            ap[i] = tp_sel_f64(map_[i] != 0, r, a)
KERNELS["multiply", "float64", "as_"] = (multiply_float64_as_inplace, False)


# --- div_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.div (float32)
def div_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef float r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a / b
            op_[i] = tp_sel_f32(valid, r, 0)
            omp[i] = valid
KERNELS["div", "float32", "aa"] = (div_float32_aa, False)


# --- div_float32_as: ops.yaml: masked_tensor.families.binary.kernels.div (float32)
def div_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef float r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a / b
            op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["div", "float32", "as"] = (div_float32_as, False)


# --- div_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.div (float32)
def div_float32_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a / b
            ap[i] = tp_sel_f32(valid, r, a)
            map_[i] = valid
KERNELS["div", "float32", "aa_"] = (div_float32_aa_inplace, False)


# --- div_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.div (float32)
def div_float32_as_inplace(cnp.ndarray x, cnp.ndarray mx, float b):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a / b
            ap[i] = tp_sel_f32(map_[i] != 0, r, a)
KERNELS["div", "float32", "as_"] = (div_float32_as_inplace, False)


# --- div_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.div (float64)
def div_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef double r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a / b
            op_[i] = tp_sel_f64(valid, r, 0)
            omp[i] = valid
KERNELS["div", "float64", "aa"] = (div_float64_aa, False)


# --- div_float64_as: ops.yaml: masked_tensor.families.binary.kernels.div (float64)
def div_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef double r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a / b
            op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["div", "float64", "as"] = (div_float64_as, False)


# --- div_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.div (float64)
def div_float64_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a / b
            ap[i] = tp_sel_f64(valid, r, a)
            map_[i] = valid
KERNELS["div", "float64", "aa_"] = (div_float64_aa_inplace, False)


# --- div_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.div (float64)
def div_float64_as_inplace(cnp.ndarray x, cnp.ndarray mx, double b):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a / b
            ap[i] = tp_sel_f64(map_[i] != 0, r, a)
KERNELS["div", "float64", "as_"] = (div_float64_as_inplace, False)


# --- divide_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.divide (float32)
def divide_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef float r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a / b
            op_[i] = tp_sel_f32(valid, r, 0)
            omp[i] = valid
KERNELS["divide", "float32", "aa"] = (divide_float32_aa, False)


# --- divide_float32_as: ops.yaml: masked_tensor.families.binary.kernels.divide (float32)
def divide_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef float r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a / b
            op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["divide", "float32", "as"] = (divide_float32_as, False)


# --- divide_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.divide (float32)
def divide_float32_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a / b
            ap[i] = tp_sel_f32(valid, r, a)
            map_[i] = valid
KERNELS["divide", "float32", "aa_"] = (divide_float32_aa_inplace, False)


# --- divide_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.divide (float32)
def divide_float32_as_inplace(cnp.ndarray x, cnp.ndarray mx, float b):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a / b
            ap[i] = tp_sel_f32(map_[i] != 0, r, a)
KERNELS["divide", "float32", "as_"] = (divide_float32_as_inplace, False)


# --- divide_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.divide (float64)
def divide_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef double r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a / b
            op_[i] = tp_sel_f64(valid, r, 0)
            omp[i] = valid
KERNELS["divide", "float64", "aa"] = (divide_float64_aa, False)


# --- divide_float64_as: ops.yaml: masked_tensor.families.binary.kernels.divide (float64)
def divide_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef double r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a / b
            op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["divide", "float64", "as"] = (divide_float64_as, False)


# --- divide_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.divide (float64)
def divide_float64_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a / b
            ap[i] = tp_sel_f64(valid, r, a)
            map_[i] = valid
KERNELS["divide", "float64", "aa_"] = (divide_float64_aa_inplace, False)


# --- divide_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.divide (float64)
def divide_float64_as_inplace(cnp.ndarray x, cnp.ndarray mx, double b):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a / b
            ap[i] = tp_sel_f64(map_[i] != 0, r, a)
KERNELS["divide", "float64", "as_"] = (divide_float64_as_inplace, False)


# --- true_divide_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float32)
def true_divide_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef float r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a / b
            op_[i] = tp_sel_f32(valid, r, 0)
            omp[i] = valid
KERNELS["true_divide", "float32", "aa"] = (true_divide_float32_aa, False)


# --- true_divide_float32_as: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float32)
def true_divide_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef float r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a / b
            op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["true_divide", "float32", "as"] = (true_divide_float32_as, False)


# --- true_divide_float32_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float32)
def true_divide_float32_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a / b
            ap[i] = tp_sel_f32(valid, r, a)
            map_[i] = valid
KERNELS["true_divide", "float32", "aa_"] = (true_divide_float32_aa_inplace, False)


# --- true_divide_float32_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float32)
def true_divide_float32_as_inplace(cnp.ndarray x, cnp.ndarray mx, float b):
    cdef float* ap = <float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a / b
            ap[i] = tp_sel_f32(map_[i] != 0, r, a)
KERNELS["true_divide", "float32", "as_"] = (true_divide_float32_as_inplace, False)


# --- true_divide_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float64)
def true_divide_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef double r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a / b
            op_[i] = tp_sel_f64(valid, r, 0)
            omp[i] = valid
KERNELS["true_divide", "float64", "aa"] = (true_divide_float64_aa, False)


# --- true_divide_float64_as: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float64)
def true_divide_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef double r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a / b
            op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["true_divide", "float64", "as"] = (true_divide_float64_as, False)


# --- true_divide_float64_aa_inplace: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float64)
def true_divide_float64_aa_inplace(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef uint8_t* map_ = <uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b, r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a / b
            ap[i] = tp_sel_f64(valid, r, a)
            map_[i] = valid
KERNELS["true_divide", "float64", "aa_"] = (true_divide_float64_aa_inplace, False)


# --- true_divide_float64_as_inplace: ops.yaml: masked_tensor.families.binary.kernels.true_divide (float64)
def true_divide_float64_as_inplace(cnp.ndarray x, cnp.ndarray mx, double b):
    cdef double* ap = <double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a / b
            ap[i] = tp_sel_f64(map_[i] != 0, r, a)
KERNELS["true_divide", "float64", "as_"] = (true_divide_float64_as_inplace, False)


# --- fmax_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.fmax (float32)
def fmax_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef float r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = fmax(a, b)
            op_[i] = tp_sel_f32(valid, r, 0)
            omp[i] = valid
KERNELS["fmax", "float32", "aa"] = (fmax_float32_aa, False)


# --- fmax_float32_as: ops.yaml: masked_tensor.families.binary.kernels.fmax (float32)
def fmax_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef float r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = fmax(a, b)
            op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["fmax", "float32", "as"] = (fmax_float32_as, False)


# --- fmax_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.fmax (float64)
def fmax_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef double r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = fmax(a, b)
            op_[i] = tp_sel_f64(valid, r, 0)
            omp[i] = valid
KERNELS["fmax", "float64", "aa"] = (fmax_float64_aa, False)


# --- fmax_float64_as: ops.yaml: masked_tensor.families.binary.kernels.fmax (float64)
def fmax_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef double r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = fmax(a, b)
            op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["fmax", "float64", "as"] = (fmax_float64_as, False)


# --- fmin_float32_aa: ops.yaml: masked_tensor.families.binary.kernels.fmin (float32)
def fmin_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef float r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = fmin(a, b)
            op_[i] = tp_sel_f32(valid, r, 0)
            omp[i] = valid
KERNELS["fmin", "float32", "aa"] = (fmin_float32_aa, False)


# --- fmin_float32_as: ops.yaml: masked_tensor.families.binary.kernels.fmin (float32)
def fmin_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef float r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = fmin(a, b)
            op_[i] = tp_sel_f32(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["fmin", "float32", "as"] = (fmin_float32_as, False)


# --- fmin_float64_aa: ops.yaml: masked_tensor.families.binary.kernels.fmin (float64)
def fmin_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef double r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = fmin(a, b)
            op_[i] = tp_sel_f64(valid, r, 0)
            omp[i] = valid
KERNELS["fmin", "float64", "aa"] = (fmin_float64_aa, False)


# --- fmin_float64_as: ops.yaml: masked_tensor.families.binary.kernels.fmin (float64)
def fmin_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef double r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = fmin(a, b)
            op_[i] = tp_sel_f64(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["fmin", "float64", "as"] = (fmin_float64_as, False)


# --- eq_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.eq (float32)
def eq_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a == b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["eq", "float32", "aa"] = (eq_float32_aa, True)


# --- eq_float32_as: ops.yaml: masked_tensor.families.compare.kernels.eq (float32)
def eq_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a == b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["eq", "float32", "as"] = (eq_float32_as, True)


# --- eq_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.eq (float64)
def eq_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a == b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["eq", "float64", "aa"] = (eq_float64_aa, True)


# --- eq_float64_as: ops.yaml: masked_tensor.families.compare.kernels.eq (float64)
def eq_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a == b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["eq", "float64", "as"] = (eq_float64_as, True)


# --- ne_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.ne (float32)
def ne_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a != b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["ne", "float32", "aa"] = (ne_float32_aa, True)


# --- ne_float32_as: ops.yaml: masked_tensor.families.compare.kernels.ne (float32)
def ne_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a != b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["ne", "float32", "as"] = (ne_float32_as, True)


# --- ne_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.ne (float64)
def ne_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a != b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["ne", "float64", "aa"] = (ne_float64_aa, True)


# --- ne_float64_as: ops.yaml: masked_tensor.families.compare.kernels.ne (float64)
def ne_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a != b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["ne", "float64", "as"] = (ne_float64_as, True)


# --- not_equal_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.not_equal (float32)
def not_equal_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a != b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["not_equal", "float32", "aa"] = (not_equal_float32_aa, True)


# --- not_equal_float32_as: ops.yaml: masked_tensor.families.compare.kernels.not_equal (float32)
def not_equal_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a != b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["not_equal", "float32", "as"] = (not_equal_float32_as, True)


# --- not_equal_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.not_equal (float64)
def not_equal_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a != b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["not_equal", "float64", "aa"] = (not_equal_float64_aa, True)


# --- not_equal_float64_as: ops.yaml: masked_tensor.families.compare.kernels.not_equal (float64)
def not_equal_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a != b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["not_equal", "float64", "as"] = (not_equal_float64_as, True)


# --- lt_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.lt (float32)
def lt_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a < b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["lt", "float32", "aa"] = (lt_float32_aa, True)


# --- lt_float32_as: ops.yaml: masked_tensor.families.compare.kernels.lt (float32)
def lt_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a < b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["lt", "float32", "as"] = (lt_float32_as, True)


# --- lt_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.lt (float64)
def lt_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a < b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["lt", "float64", "aa"] = (lt_float64_aa, True)


# --- lt_float64_as: ops.yaml: masked_tensor.families.compare.kernels.lt (float64)
def lt_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a < b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["lt", "float64", "as"] = (lt_float64_as, True)


# --- less_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.less (float32)
def less_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a < b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["less", "float32", "aa"] = (less_float32_aa, True)


# --- less_float32_as: ops.yaml: masked_tensor.families.compare.kernels.less (float32)
def less_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a < b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["less", "float32", "as"] = (less_float32_as, True)


# --- less_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.less (float64)
def less_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a < b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["less", "float64", "aa"] = (less_float64_aa, True)


# --- less_float64_as: ops.yaml: masked_tensor.families.compare.kernels.less (float64)
def less_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a < b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["less", "float64", "as"] = (less_float64_as, True)


# --- le_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.le (float32)
def le_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a <= b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["le", "float32", "aa"] = (le_float32_aa, True)


# --- le_float32_as: ops.yaml: masked_tensor.families.compare.kernels.le (float32)
def le_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a <= b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["le", "float32", "as"] = (le_float32_as, True)


# --- le_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.le (float64)
def le_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a <= b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["le", "float64", "aa"] = (le_float64_aa, True)


# --- le_float64_as: ops.yaml: masked_tensor.families.compare.kernels.le (float64)
def le_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a <= b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["le", "float64", "as"] = (le_float64_as, True)


# --- less_equal_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.less_equal (float32)
def less_equal_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a <= b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["less_equal", "float32", "aa"] = (less_equal_float32_aa, True)


# --- less_equal_float32_as: ops.yaml: masked_tensor.families.compare.kernels.less_equal (float32)
def less_equal_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a <= b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["less_equal", "float32", "as"] = (less_equal_float32_as, True)


# --- less_equal_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.less_equal (float64)
def less_equal_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a <= b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["less_equal", "float64", "aa"] = (less_equal_float64_aa, True)


# --- less_equal_float64_as: ops.yaml: masked_tensor.families.compare.kernels.less_equal (float64)
def less_equal_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a <= b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["less_equal", "float64", "as"] = (less_equal_float64_as, True)


# --- gt_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.gt (float32)
def gt_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a > b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["gt", "float32", "aa"] = (gt_float32_aa, True)


# --- gt_float32_as: ops.yaml: masked_tensor.families.compare.kernels.gt (float32)
def gt_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a > b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["gt", "float32", "as"] = (gt_float32_as, True)


# --- gt_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.gt (float64)
def gt_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a > b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["gt", "float64", "aa"] = (gt_float64_aa, True)


# --- gt_float64_as: ops.yaml: masked_tensor.families.compare.kernels.gt (float64)
def gt_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a > b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["gt", "float64", "as"] = (gt_float64_as, True)


# --- greater_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.greater (float32)
def greater_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a > b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["greater", "float32", "aa"] = (greater_float32_aa, True)


# --- greater_float32_as: ops.yaml: masked_tensor.families.compare.kernels.greater (float32)
def greater_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a > b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["greater", "float32", "as"] = (greater_float32_as, True)


# --- greater_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.greater (float64)
def greater_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a > b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["greater", "float64", "aa"] = (greater_float64_aa, True)


# --- greater_float64_as: ops.yaml: masked_tensor.families.compare.kernels.greater (float64)
def greater_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a > b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["greater", "float64", "as"] = (greater_float64_as, True)


# --- ge_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.ge (float32)
def ge_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a >= b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["ge", "float32", "aa"] = (ge_float32_aa, True)


# --- ge_float32_as: ops.yaml: masked_tensor.families.compare.kernels.ge (float32)
def ge_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a >= b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["ge", "float32", "as"] = (ge_float32_as, True)


# --- ge_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.ge (float64)
def ge_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a >= b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["ge", "float64", "aa"] = (ge_float64_aa, True)


# --- ge_float64_as: ops.yaml: masked_tensor.families.compare.kernels.ge (float64)
def ge_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a >= b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["ge", "float64", "as"] = (ge_float64_as, True)


# --- greater_equal_float32_aa: ops.yaml: masked_tensor.families.compare.kernels.greater_equal (float32)
def greater_equal_float32_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const float* bp = <const float*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a >= b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["greater_equal", "float32", "aa"] = (greater_equal_float32_aa, True)


# --- greater_equal_float32_as: ops.yaml: masked_tensor.families.compare.kernels.greater_equal (float32)
def greater_equal_float32_as(cnp.ndarray x, cnp.ndarray mx, float b, cnp.ndarray out, cnp.ndarray om):
    cdef const float* ap = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef float a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a >= b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["greater_equal", "float32", "as"] = (greater_equal_float32_as, True)


# --- greater_equal_float64_aa: ops.yaml: masked_tensor.families.compare.kernels.greater_equal (float64)
def greater_equal_float64_aa(cnp.ndarray x, cnp.ndarray mx, cnp.ndarray y, cnp.ndarray my, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const double* bp = <const double*>cnp.PyArray_DATA(y)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef const uint8_t* mbp = <const uint8_t*>cnp.PyArray_DATA(my)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a, b
    cdef uint8_t r
    cdef int valid
    with nogil:
        for i in range(n):
            a = ap[i]
            b = bp[i]
            valid = (map_[i] != 0) & (mbp[i] != 0)
            r = a >= b
            op_[i] = tp_sel_u8(valid, r, 0)
            omp[i] = valid
KERNELS["greater_equal", "float64", "aa"] = (greater_equal_float64_aa, True)


# --- greater_equal_float64_as: ops.yaml: masked_tensor.families.compare.kernels.greater_equal (float64)
def greater_equal_float64_as(cnp.ndarray x, cnp.ndarray mx, double b, cnp.ndarray out, cnp.ndarray om):
    cdef const double* ap = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* map_ = <const uint8_t*>cnp.PyArray_DATA(mx)
    cdef uint8_t* op_ = <uint8_t*>cnp.PyArray_DATA(out)
    cdef uint8_t* omp = <uint8_t*>cnp.PyArray_DATA(om)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    cdef double a
    cdef uint8_t r
    with nogil:
        for i in range(n):
            a = ap[i]
            r = a >= b
            op_[i] = tp_sel_u8(map_[i] != 0, r, 0)
            omp[i] = map_[i] != 0
KERNELS["greater_equal", "float64", "as"] = (greater_equal_float64_as, True)


# --- to_tensor_float32: MaskedTensor.to_tensor(fill): data where valid, fill elsewhere
def to_tensor_float32(cnp.ndarray x, cnp.ndarray m, float fill, cnp.ndarray out):
    cdef const float* xp = <const float*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef float* op_ = <float*>cnp.PyArray_DATA(out)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    with nogil:
        for i in range(n):
            op_[i] = tp_sel_f32(mp[i] != 0, xp[i], fill)
KERNELS["to_tensor", "float32", "fill"] = (to_tensor_float32, False)


# --- to_tensor_float64: MaskedTensor.to_tensor(fill): data where valid, fill elsewhere
def to_tensor_float64(cnp.ndarray x, cnp.ndarray m, double fill, cnp.ndarray out):
    cdef const double* xp = <const double*>cnp.PyArray_DATA(x)
    cdef const uint8_t* mp = <const uint8_t*>cnp.PyArray_DATA(m)
    cdef double* op_ = <double*>cnp.PyArray_DATA(out)
    cdef intp i, n = cnp.PyArray_SIZE(x)
    with nogil:
        for i in range(n):
            op_[i] = tp_sel_f64(mp[i] != 0, xp[i], fill)
KERNELS["to_tensor", "float64", "fill"] = (to_tensor_float64, False)
