# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The kernels' entry objects: see _entry.pxd."""
cimport numpy as cnp
from tensorplay.masked._csrc._support cimport BinPlan, Plan, Walk, fill_plan, fill_binplan, fill_walk, prod_shape
from tensorplay.masked._csrc._parallel cimport par_for

cnp.import_array()


cdef class Kernel:
    def __init__(self, str name):
        self.name = name

    def __repr__(self):
        return f"<kernel {self.name}>"

    def __reduce__(self):
        if self.module is None:
            raise TypeError(f"kernel {self.name} belongs to no module: it cannot be pickled")
        return _kernel_of, (self.module, self.name)


def _kernel_of(str module, str name):
    """The kernel `name` of module `module` (what a pickled kernel loads as)."""
    import importlib
    return getattr(importlib.import_module(module), name)


def own(str module, dict namespace):
    """Mark the kernels of a generated module's namespace as its own (pickling)."""
    cdef Kernel k
    for value in namespace.values():
        if isinstance(value, Kernel):
            k = value
            k.module = module


cdef class PlanKernel(Kernel):
    def __call__(self, cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
        self.call(x, m, out, kept, red, outer, params)

    cdef int call(self, cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer,
                  tuple params) except -1:
        cdef Plan plan
        cdef int rc
        fill_plan(&plan, x, m, out, kept, red, outer, params)
        plan.pos = self.pos
        plan.run[0], plan.run[1] = self.run[0], self.run[1]
        plan.sweep[0], plan.sweep[1] = self.sweep[0], self.sweep[1]
        plan.stat = self.stat
        plan.stat_row = self.stat_row
        plan.stat_chunks = self.stat_chunks
        with nogil:
            rc = self.drive(&plan)
        if rc != 0:
            raise MemoryError(f"{self.op}: out of memory for the accumulator row")
        return 0


    def segments(self, cnp.ndarray x, object m, cnp.ndarray seg, cnp.ndarray out, tuple params):
        """The segmented call (the sparse layouts): out[i] = the op over the
        elements [seg[i], seg[i + 1]) of the 1-D x (mask m: uint8 of x's
        length, or None).  seg: intp, C-contiguous, increasing, len(out) + 1
        entries within x; every segment is independent, so any number of
        threads gives the same bits."""
        cdef Plan plan
        cdef int rc
        cdef intp nseg = cnp.PyArray_DIMS(out)[0]
        if not self.segmented:
            raise TypeError(f"{self.op}: kernel {self.name} runs no segmented plans")
        if (cnp.PyArray_NDIM(x) != 1 or cnp.PyArray_NDIM(out) != 1 or cnp.PyArray_NDIM(seg) != 1
                or seg.dtype.num != cnp.NPY_INTP or not seg.flags.c_contiguous or seg.shape[0] != nseg + 1
                or (m is not None and (<cnp.ndarray>m).shape[0] != x.shape[0])):
            raise ValueError(f"{self.op}: bad segmented plan")
        if nseg and (seg[0] < 0 or seg[nseg] > x.shape[0] or (seg[1:] < seg[:-1]).any()):
            raise ValueError(f"{self.op}: segments must increase within the input")
        fill_plan(&plan, x, m, out, ((nseg, 0, 0, out.strides[0]),),
                  ((0, x.strides[0], 0 if m is None else (<cnp.ndarray>m).strides[0], 0),), False, params)
        plan.seg = <const intp*>cnp.PyArray_DATA(seg)
        plan.pos = self.pos
        plan.run[0], plan.run[1] = self.run[0], self.run[1]
        plan.sweep[0], plan.sweep[1] = self.sweep[0], self.sweep[1]
        with nogil:
            rc = self.drive(&plan)
        if rc != 0:
            raise MemoryError(f"{self.op}: out of memory")


cdef class SpanKernel(Kernel):
    pass


cdef class BinKernel(SpanKernel):
    def __call__(self, cnp.ndarray x, cnp.ndarray y, object mx, object my, cnp.ndarray out, tuple dims, tuple params):
        cdef BinPlan plan
        fill_binplan(&plan, x, y, mx, my, out, dims)
        cdef intp n = prod_shape(plan.nd, plan.shape)
        with nogil:
            par_for(self.span, &plan, n, self.work * n)


cdef class WalkKernel(SpanKernel):
    def __call__(self, cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
        cdef Walk w
        fill_walk(&w, (x, m, out), dims)
        cdef intp n = prod_shape(w.nd, w.shape)
        with nogil:
            par_for(self.span, &w, n, self.work * n)
