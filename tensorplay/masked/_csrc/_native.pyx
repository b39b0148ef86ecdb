# cython: language_level=3, boundscheck=False, wraparound=False
"""The C helpers of tp_support.h, exposed to Python so that tests can check
them directly against independent references (mpmath, math.exp)."""
import numpy as np


cdef extern from "tp_support.h" nogil:
    double tp_exp(double x)         # branch-free, vectorisable, table-driven (0.503 ulp)
    double tp_exp_fast(double x)    # branch-free, vectorisable, polynomial only (0.81 ulp)
    double tp_log(double x)         # branch-free, vectorisable

ctypedef double (*_unary_f64)(double) noexcept nogil


cdef _map(_unary_f64 f, x):
    """f elementwise over a float64 copy of x."""
    cdef double[::1] src = np.ascontiguousarray(x, dtype=np.float64).ravel()
    out = np.empty(src.shape[0], np.float64)
    cdef double[::1] dst = out
    cdef Py_ssize_t i
    with nogil:
        for i in range(src.shape[0]):
            dst[i] = f(src[i])
    return out.reshape(np.shape(x))


def exp(x):
    """tp_exp elementwise over a float64 array (a copy)."""
    return _map(tp_exp, x)


def exp_fast(x):
    """tp_exp_fast elementwise over a float64 array (a copy)."""
    return _map(tp_exp_fast, x)


def log(x):
    """tp_log elementwise over a float64 array (a copy)."""
    return _map(tp_log, x)


cdef extern from "tp_support.h" nogil:
    double tp_select_work_f64(double* a, Py_ssize_t n, Py_ssize_t k, Py_ssize_t* work)


def select_f64(x, Py_ssize_t k):
    """(k-th smallest of x, element visits the median kernels' selection made)
    on a float64 copy of x: lets tests bound the work on adversarial inputs."""
    cdef double[::1] buf = np.array(x, dtype=np.float64, copy=True).ravel()
    cdef Py_ssize_t work = 0, n = buf.shape[0]
    cdef double value
    if not 0 <= k < n:
        raise IndexError(f"select_f64: k {k} is out of range for {n} elements")
    with nogil:
        value = tp_select_work_f64(&buf[0], n, k, &work)
    return value, work
