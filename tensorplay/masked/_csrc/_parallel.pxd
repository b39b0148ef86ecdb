# cython: language_level=3
"""The thread policy shared by every kernel module (implemented in _parallel.pyx).

A kernel splits its work into `n` independent units (kept output positions,
columns of a row layout, fixed chunks of a long reduction) and hands a span
function to `par_for`, which runs it over contiguous ranges of units on the
threads the policy grants (serially on one thread when it grants one).  The
units are chosen from the data's shape alone and each unit's result does not
depend on which thread computes it, so results are bit-identical for any
thread count.
"""
ctypedef Py_ssize_t intp

# Process units [lo, hi) of the job `ctx`; nonzero on failure (out of memory).
ctypedef int (*span_fn)(void* ctx, intp lo, intp hi) noexcept nogil

# Run f over units [0, n); `work` (elements touched) sizes the thread count.
cdef int par_for(span_fn f, void* ctx, intp n, intp work) noexcept nogil
