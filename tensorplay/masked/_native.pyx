# cython: language_level=3, boundscheck=False, wraparound=False
"""The C helpers of tp_support.h, exposed to Python so that tests can check
them directly against independent references (mpmath, math.exp)."""
import numpy as np

from tensorplay.masked._support cimport tp_exp


def exp(x):
    """tp_exp elementwise over a float64 array (a copy)."""
    cdef double[::1] src = np.ascontiguousarray(x, dtype=np.float64).ravel()
    out = np.empty(src.shape[0], np.float64)
    cdef double[::1] dst = out
    cdef Py_ssize_t i
    with nogil:
        for i in range(src.shape[0]):
            dst[i] = tp_exp(src[i])
    return out.reshape(np.shape(x))
