# cython: language_level=3
"""The kernels' entry objects (implemented in _entry.pyx).

A generated kernel module exports each kernel as one of these objects,
called like a function, which holds the kernel's C functions: the argument
parsing and the plan filling are compiled once, here, not once per kernel
(each `def` cost ~250 lines of C and ~0.08 s of gcc -O3 per kernel).
"""
from tensorplay.masked._csrc._support cimport Plan, Layouts
from tensorplay.masked._csrc._parallel cimport intp, span_fn

cimport numpy as cnp


cdef class Kernel:
    """What every entry object has: the kernel's name (for repr) and the
    module that holds it (set by `own`: a kernel pickles as that reference,
    so dask.distributed can ship functions that call kernels)."""
    cdef readonly str name
    cdef readonly str module


cdef class PlanKernel(Kernel):
    """kernel(x, m, out, kept, red, outer, params): fill a Plan (the
    per-dtype functions below go into it) and run it in the layout that
    _entry.pyx choose_layout picks among the kernel's `layouts`."""
    cdef str op               # for the error message
    cdef Layouts layouts
    # Copied into the plan (_support.pxd: Plan says who sets them); NULL if unused.
    cdef void* pos
    cdef void* run[2]
    cdef void* sweep[2]
    cdef void* stat
    cdef void* stat_row
    # True when its positions walk runs segmented plans (tp_walk.h tp_runs_slice):
    # the sparse layouts then call `segments` instead of padding blocks.
    cdef readonly bint segmented
    # True when it writes one output per input element (normalizations): its
    # segmented call then writes an output of the input's length.
    cdef readonly bint per_element
    # The call in C (what __call__ runs; the compiled front end calls it directly).
    cdef int call(self, cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer,
                  tuple params) except -1


cdef class SpanKernel(Kernel):
    """An elementwise kernel: `span` run over its elements by par_for, at
    `work` per element."""
    cdef span_fn span
    cdef intp work


cdef class BinKernel(SpanKernel):
    """kernel(x, y, mx, my, out, dims, params): over a Walk of (x, y, mx, my, out)."""


cdef class WalkKernel(SpanKernel):
    """kernel(x, m, out, dims): over a Walk of (x, m, out)."""


cdef inline Layouts no_layouts(intp work) noexcept nogil:
    """A kernel's Layouts with none offered yet, `work` elements touched per
    element: the generated entries fill in the walks they have."""
    cdef Layouts L
    L.positions = L.short_slices = L.rows = L.columns = NULL
    L.chunked.nsteps = L.row_chunked.nsteps = 0
    L.chunked.keep = L.row_chunked.keep = 0
    L.short_in = L.short_out = 0
    L.work = work
    return L


cdef inline PlanKernel plan_kernel(str name, str op, Layouts walks):
    """A kernel's entry object, for the generated modules: its walks by layout
    (_support.pxd Layouts).  The per-dtype functions that walks shared across
    dtypes or variants call through the plan (pos, run, sweep, stat...) the
    generated entry sets after."""
    cdef PlanKernel k = PlanKernel(name)
    if walks.positions == NULL or (walks.rows == NULL) == (walks.columns == NULL):
        raise TypeError(f"internal: kernel {name} needs positions and one of rows, columns")
    k.op = op
    k.layouts = walks
    k.pos = k.stat = k.stat_row = NULL
    k.run[0] = k.run[1] = k.sweep[0] = k.sweep[1] = NULL
    k.segmented = False
    k.per_element = False
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
