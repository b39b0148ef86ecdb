# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The kernels' entry objects: see _entry.pxd."""
cimport numpy as cnp
from tensorplay.masked._csrc._support cimport *
from tensorplay.masked._csrc._parallel cimport par_for, span_fn
from libc.stdlib cimport malloc, calloc, free

cnp.import_array()


cdef Layout choose_layout(const Plan* p, const Layouts* L, intp* units, intp* work) noexcept nogil:
    """The layout policy, once for every kind: from the plan's shape alone
    (never the thread count) the layout to run, its number of units and the
    work that sizes the threads.  Its constants live in _support.pxd."""
    cdef intp rtotal = prod_shape(p.nr, p.rshape), nkt, nk0
    if p.seg != NULL:
        units[0] = p.kshape[0]
        work[0] = (p.seg[units[0]] - p.seg[0] + units[0]) * L.work
        return L_SEGMENTS
    if not p.outer or L.columns != NULL:
        nkt = prod_shape(p.nk, p.kshape)
        units[0] = nkt
        work[0] = L.work * nkt * rtotal
        if p.outer:
            return L_COLUMNS
        if L.chunked.nsteps and 0 < nkt < FEW_OUTPUTS and rtotal >= 2 * CHUNK_MIN:
            return L_CHUNKED
        if (L.short_slices != NULL and p.nr == 1 and 0 < rtotal <= SHORT_SLICE and p.rxs[0] == L.short_in
                and p.ros[0] == L.short_out and (p.m == NULL or p.rms[0] == 1)):
            return L_SHORT
        return L_POSITIONS
    nkt = prod_shape(p.nk - 1, p.kshape)
    nk0 = p.kshape[p.nk - 1]
    work[0] = L.work * nkt * nk0 * rtotal
    units[0] = nkt
    if L.row_chunked.nsteps and 0 < nkt < FEW_ROWS and nk0 <= SHORT_ROW and rtotal >= 2 * CHUNK_MIN:
        return L_ROW_CHUNKED
    if nkt < FEW_ROWS:
        units[0] = nk0
        return L_SPLIT
    return L_ROWS


cdef int run_chunked(Plan* p, const Chunked* C, intp nkt, intp per, intp rtotal) noexcept nogil:
    """A chunked layout, for every kind: the slices of nkt outer positions
    (each holding `per` outputs) cut into p.nch chunks from their length
    alone (tp_chunking); per step of C, its chunk body over every unit in
    parallel (each writes only its own partials), then its gather body for
    every output in order, which combines the output's partials in chunk
    order: the same result on any number of threads.  Nonzero: out of memory."""
    cdef const ChunkStep* s
    cdef intp nout = nkt * per, units, o, nbytes, ncnt
    cdef int i, err = 0
    chunking(p, rtotal)
    units = nkt * p.nch
    p.per = per
    p.keep = calloc(nout, C.keep) if C.keep else NULL
    if C.keep and p.keep == NULL:
        return -1
    for i in range(C.nsteps):
        s = &C.step[i]
        nbytes = units * per * (s.part + s.part_elem * p.csize)
        ncnt = units * per * s.counts
        p.part = malloc(nbytes) if nbytes else NULL
        p.cnt = <intp*>malloc(ncnt * sizeof(intp)) if ncnt else NULL
        if (nbytes and p.part == NULL) or (ncnt and p.cnt == NULL):
            err = -1
        else:
            if s.chunk != NULL and (p.m != NULL or not s.masked_only):
                err += par_for(s.chunk, p, units, nout * rtotal * s.work4 // 4)
            if s.gather != NULL:
                for o in range(nout):
                    err += s.gather(p, o)
        free(p.part)
        free(p.cnt)
        p.part = NULL
        p.cnt = NULL
        if err:
            break
    free(p.keep)
    p.keep = NULL
    return err


cdef int run_layouts(Plan* p, const Layouts* L) noexcept nogil:
    """Run the plan in the layout choose_layout picks (nonzero: out of memory)."""
    cdef intp units = 0, work = 0
    cdef Layout layout = choose_layout(p, L, &units, &work)
    cdef span_fn body = L.positions
    if layout == L_CHUNKED:
        return run_chunked(p, &L.chunked, units, 1, prod_shape(p.nr, p.rshape))
    if layout == L_ROW_CHUNKED:
        return run_chunked(p, &L.row_chunked, units, p.kshape[p.nk - 1], prod_shape(p.nr, p.rshape))
    if layout == L_SHORT:
        body = L.short_slices
    elif layout == L_COLUMNS:
        body = L.columns
    elif layout == L_ROWS or layout == L_SPLIT:
        body = L.rows
        p.split = layout == L_SPLIT
    return par_for(body, p, units, work)


LAYOUT_NAMES = ("segments", "positions", "short", "chunked", "rows", "split", "row_chunked", "columns")


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


cdef inline void _lend(PlanKernel k, Plan* p):
    """The kernel's per-dtype functions that its shared walks call through the plan."""
    p.pos = k.pos
    p.run[0], p.run[1] = k.run[0], k.run[1]
    p.sweep[0], p.sweep[1] = k.sweep[0], k.sweep[1]
    p.stat = k.stat
    p.stat_row = k.stat_row


cdef class PlanKernel(Kernel):
    def __call__(self, cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
        self.call(x, m, out, kept, red, outer, params)

    cdef int call(self, cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer,
                  tuple params) except -1:
        cdef Plan plan
        cdef int rc
        fill_plan(&plan, x, m, out, kept, red, outer, params)
        _lend(self, &plan)
        with nogil:
            rc = run_layouts(&plan, &self.layouts)
        if rc != 0:
            raise MemoryError(f"{self.op}: out of memory for the accumulator row")
        return 0

    def layout(self, cnp.ndarray x, object m, cnp.ndarray out, tuple kept, tuple red, bint outer, tuple params):
        """The name of the layout a call with these arguments runs (for the
        tests that reach every layout of every kind); runs nothing."""
        cdef Plan plan
        cdef intp units = 0, work = 0
        fill_plan(&plan, x, m, out, kept, red, outer, params)
        return LAYOUT_NAMES[<int>choose_layout(&plan, &self.layouts, &units, &work)]


    def segments(self, cnp.ndarray x, object m, cnp.ndarray seg, cnp.ndarray out, tuple params):
        """The segmented call (the sparse layouts): out[i] = the op over the
        elements [seg[i], seg[i + 1]) of the 1-D x (mask m: uint8 of x's
        length, or None); a per_element kernel writes out[j] for every
        element j of a segment instead (out of x's length).  seg: intp,
        C-contiguous, increasing, nseg + 1 entries within x; every segment is
        independent, so any number of threads gives the same bits."""
        cdef Plan plan
        cdef int rc
        cdef intp nseg = seg.shape[0] - 1
        cdef intp ms = 0 if m is None else (<cnp.ndarray>m).strides[0]
        if not self.segmented:
            raise TypeError(f"{self.op}: kernel {self.name} runs no segmented plans")
        if (cnp.PyArray_NDIM(x) != 1 or cnp.PyArray_NDIM(out) != 1 or cnp.PyArray_NDIM(seg) != 1
                or seg.dtype.num != cnp.NPY_INTP or not seg.flags.c_contiguous or nseg < 0
                or out.shape[0] != (x.shape[0] if self.per_element else nseg)
                or (m is not None and (<cnp.ndarray>m).shape[0] != x.shape[0])):
            raise ValueError(f"{self.op}: bad segmented plan")
        if nseg and (seg[0] < 0 or seg[nseg] > x.shape[0] or (seg[1:] < seg[:-1]).any()):
            raise ValueError(f"{self.op}: segments must increase within the input")
        if self.per_element:      # an output per element: the segment's run writes it
            fill_plan(&plan, x, m, out, ((nseg, 0, 0, 0),), ((0, x.strides[0], ms, out.strides[0]),), False, params)
        else:                     # an output per segment
            fill_plan(&plan, x, m, out, ((nseg, 0, 0, out.strides[0]),), ((0, x.strides[0], ms, 0),), False, params)
        plan.seg = <const intp*>cnp.PyArray_DATA(seg)
        _lend(self, &plan)
        with nogil:
            rc = run_layouts(&plan, &self.layouts)
        if rc != 0:
            raise MemoryError(f"{self.op}: out of memory")


cdef class SpanKernel(Kernel):
    pass


cdef class BinKernel(SpanKernel):
    def __call__(self, cnp.ndarray x, cnp.ndarray y, object mx, object my, cnp.ndarray out, tuple dims, tuple params):
        cdef Walk w
        fill_walk(&w, (x, y, mx, my, out), dims)
        cdef intp n = prod_shape(w.nd, w.shape)
        with nogil:
            par_for(self.span, &w, n, self.work * n)


cdef class WalkKernel(SpanKernel):
    def __call__(self, cnp.ndarray x, object m, cnp.ndarray out, tuple dims):
        cdef Walk w
        fill_walk(&w, (x, m, out), dims)
        cdef intp n = prod_shape(w.nd, w.shape)
        with nogil:
            par_for(self.span, &w, n, self.work * n)
