# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""Segments of the sparse layouts (tensorplay/masked/_sparse/runtime.py): the
stored elements grouped by their kept position, in O(nnz + outputs).

numpy's stable argsort of int64 keys is a merge sort (about 25 ms for 250000
keys here); a counting sort by a key bounded by the number of outputs is one
pass to count and one to place, and keeps equal keys in their order -- the
row-major order of the remaining coordinates, which the reductions need."""
cimport numpy as cnp
import numpy as np

cnp.import_array()
ctypedef cnp.intp_t intp


def stable_order(const intp[::1] key, intp nout):
    """(order, offsets) of keys in [0, nout): order (intp, len(key)) lists the
    positions by key, equal keys in their order; offsets (intp, nout + 1):
    key k's positions are order[offsets[k]:offsets[k + 1]]."""
    cdef intp n = key.shape[0], i, k
    offsets = np.zeros(nout + 1, np.intp)
    order = np.empty(n, np.intp)
    cdef intp[::1] off = offsets
    cdef intp[::1] out = order
    cdef intp[::1] fill
    for i in range(n):
        k = key[i]
        if k < 0 or k >= nout:
            raise ValueError(f"stable_order: key {k} at {i} is outside [0, {nout})")
        off[k + 1] += 1
    with nogil:
        for k in range(nout):
            off[k + 1] += off[k]
    fill = offsets[:-1].copy()
    with nogil:
        for i in range(n):
            k = key[i]
            out[fill[k]] = i
            fill[k] += 1
    return order, offsets
