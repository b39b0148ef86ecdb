# cython: language_level=3
"""The kernels' entry objects (implemented in _entry.pyx).

A generated kernel module exports each kernel as one of these objects,
called like a function, which holds the kernel's C functions: the argument
parsing and the plan filling are compiled once, here, not once per kernel
(each `def` cost ~250 lines of C and ~0.08 s of gcc -O3 per kernel).
"""
from tensorplay.masked._csrc._support cimport Plan
from tensorplay.masked._csrc._parallel cimport intp, span_fn

cimport numpy as cnp

ctypedef int (*drive_fn)(Plan* p) noexcept nogil


cdef class Kernel:
    """What every entry object has: the kernel's name (for repr) and the
    module that holds it (set by `own`: a kernel pickles as that reference,
    so dask.distributed can ship functions that call kernels)."""
    cdef readonly str name
    cdef readonly str module


cdef class PlanKernel(Kernel):
    """kernel(x, m, out, kept, red, outer, params): fill a Plan (the
    per-dtype functions below go into it) and run `drive` on it."""
    cdef str op               # for the error message
    cdef drive_fn drive
    # Copied into the plan (_support.pxd: Plan says who sets them); NULL if unused.
    cdef void* pos
    cdef void* run[2]
    cdef void* sweep[2]
    cdef void* stat
    cdef void* stat_row
    cdef void* stat_chunks
    # True when its driver runs segmented plans (the reduce kind's shared drivers).
    cdef readonly bint segmented
    # The call in C (what __call__ runs; the compiled front end calls it directly).
    cdef int call(self, cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer,
                  tuple params) except -1


cdef class SpanKernel(Kernel):
    """An elementwise kernel: `span` run over its elements by par_for, at
    `work` per element."""
    cdef span_fn span
    cdef intp work


cdef class BinKernel(SpanKernel):
    """kernel(x, y, mx, my, out, dims, params): over a BinPlan."""


cdef class WalkKernel(SpanKernel):
    """kernel(x, m, out, dims): over a Walk of (x, m, out)."""


cdef inline PlanKernel plan_kernel(str name, str op, drive_fn drive, void* pos=NULL,
                                   void* run0=NULL, void* sweep0=NULL, void* run1=NULL, void* sweep1=NULL,
                                   bint segmented=False):
    """A kernel's entry object, for the generated modules: its driver and,
    if the driver is shared across dtypes, the per-dtype functions (span over
    kept positions, then per pass: fold a run, fold rows into a row)."""
    cdef PlanKernel k = PlanKernel(name)
    k.op = op
    k.drive = drive
    k.pos = pos
    k.run[0], k.sweep[0] = run0, sweep0
    k.run[1], k.sweep[1] = run1, sweep1
    k.segmented = segmented
    return k


cdef inline PlanKernel stat_kernel(str name, str op, drive_fn drive, void* stat, void* stat_row,
                                   void* stat_chunks):
    """A normalize kernel's entry object, for the generated modules: its
    driver (shared across variants) and its stat folds (of a batch of slices;
    of a row of slices; of few long slices, chunked)."""
    cdef PlanKernel k = PlanKernel(name)
    k.op = op
    k.drive = drive
    k.stat = stat
    k.stat_row = stat_row
    k.stat_chunks = stat_chunks
    return k


cdef inline BinKernel bin_kernel(str name, span_fn span, intp work):
    """A binary kernel's entry object, for the generated modules."""
    cdef BinKernel k = BinKernel(name)
    k.span = span
    k.work = work
    return k


cdef inline WalkKernel walk_kernel(str name, span_fn span, intp work):
    """An elementwise kernel's entry object, for the generated modules."""
    cdef WalkKernel k = WalkKernel(name)
    k.span = span
    k.work = work
    return k
