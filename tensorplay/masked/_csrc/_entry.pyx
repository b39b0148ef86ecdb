# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The kernels' entry objects: see _entry.pxd."""
cimport numpy as cnp
from tensorplay.masked._csrc._support cimport *
from tensorplay.masked._csrc._parallel cimport par_for, span_fn
from libc.stdlib cimport malloc, calloc, free
from libc.string cimport memcpy

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


# A gathered segmented plan (PlanKernel.segments with `order`): the elements a
# thread copies at a time (more when one segment is longer), and the segments
# at most per copy.  Blocks hold whole segments, so they change no bit.
cdef enum:
    GATHER_ELEMS = 2048
    GATHER_SEGS = 256


cdef struct Gathered:
    Plan* p                 # the segmented plan; its seg indexes `order`
    span_fn body            # the kernel's positions walk
    const intp* order
    intp nx                 # x's length (every index is checked against it)
    intp isz                # x's element size
    intp osz                # a per_element output's element size; 0: an output per segment
    int bad                 # set when an index is out of range


cdef inline void _copy_at(char* dst, const char* src, const intp* idx, intp n, intp size,
                          intp stride) noexcept nogil:
    """dst[j] = src[idx[j] * stride] for j < n, elements of `size` bytes (dst contiguous)."""
    cdef intp j
    if size == 8:
        for j in range(n):
            (<uint64_t*>dst)[j] = (<const uint64_t*>(src + idx[j] * stride))[0]
    elif size == 4:
        for j in range(n):
            (<uint32_t*>dst)[j] = (<const uint32_t*>(src + idx[j] * stride))[0]
    elif size == 1:
        for j in range(n):
            (<uint8_t*>dst)[j] = (<const uint8_t*>(src + idx[j] * stride))[0]
    elif size == 2:
        for j in range(n):
            (<uint16_t*>dst)[j] = (<const uint16_t*>(src + idx[j] * stride))[0]
    else:
        for j in range(n):
            memcpy(dst + j * size, src + idx[j] * stride, size)


cdef inline void _copy_to(char* dst, const char* src, const intp* idx, intp n, intp size,
                          intp stride) noexcept nogil:
    """dst[idx[j] * stride] = src[j] for j < n (src contiguous)."""
    cdef intp j
    if size == 8:
        for j in range(n):
            (<uint64_t*>(dst + idx[j] * stride))[0] = (<const uint64_t*>src)[j]
    elif size == 4:
        for j in range(n):
            (<uint32_t*>(dst + idx[j] * stride))[0] = (<const uint32_t*>src)[j]
    else:
        for j in range(n):
            memcpy(dst + idx[j] * stride, src + j * size, size)


cdef int _gathered(void* ctx, intp lo, intp hi) noexcept nogil:
    """Segments [lo, hi) of a gathered segmented plan: blocks of whole
    segments copied through `order` into this span's buffers (input, mask;
    a per_element output), each block run by the kernel's positions walk
    on a plan of the buffers, as the plan of x[order] would run it.
    Nonzero: out of memory."""
    cdef Gathered* g = <Gathered*>ctx
    cdef const Plan* p = g.p
    cdef Plan* q
    cdef intp most = unit_most(p, lo, hi, 0)
    cdef intp cap = most if most > GATHER_ELEMS else GATHER_ELEMS
    cdef intp b0, b1, s0, n, j
    cdef size_t far
    cdef intp lseg[GATHER_SEGS + 1]
    cdef int err = 0
    cdef const intp* idx
    q = <Plan*>malloc(sizeof(Plan))
    cdef char* xb = <char*>malloc(cap * g.isz)
    cdef uint8_t* mb = <uint8_t*>malloc(cap) if p.m != NULL else NULL
    cdef char* ob = <char*>malloc(cap * g.osz) if g.osz else NULL
    if q == NULL or xb == NULL or (p.m != NULL and mb == NULL) or (g.osz and ob == NULL):
        free(q)
        free(xb)
        free(mb)
        free(ob)
        return -1
    memcpy(q, p, sizeof(Plan))
    q.x = xb
    q.m = mb
    q.rxs[0] = g.isz
    q.rms[0] = 1
    q.seg = lseg
    if g.osz:
        q.ros[0] = g.osz
    b0 = lo
    while b0 < hi:
        s0 = p.seg[b0]
        b1 = b0 + 1
        while b1 < hi and b1 - b0 < GATHER_SEGS and p.seg[b1 + 1] - s0 <= cap:
            b1 += 1
        n = p.seg[b1] - s0
        idx = g.order + s0
        far = 0
        for j in range(n):                  # (the bound first: never read outside x)
            far |= <size_t>idx[j] >= <size_t>g.nx
        if far:
            g.bad = 1
            err = 1
            break
        _copy_at(xb, p.x, idx, n, g.isz, p.rxs[0])
        if mb != NULL:
            _copy_at(<char*>mb, <const char*>p.m, idx, n, 1, p.rms[0])
        for j in range(b1 - b0 + 1):
            lseg[j] = p.seg[b0 + j] - s0
        q.kshape[0] = b1 - b0
        q.out = ob if g.osz else p.out + b0 * p.kos[0]
        err = g.body(q, 0, b1 - b0)
        if err:
            break
        if g.osz:
            _copy_to(p.out, ob, idx, n, g.osz, p.ros[0])
        b0 = b1
    free(q)
    free(xb)
    free(mb)
    free(ob)
    return err


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


    def segments(self, cnp.ndarray x, object m, cnp.ndarray seg, cnp.ndarray out, tuple params,
                 object order=None):
        """The segmented call (the sparse layouts): out[i] = the op over the
        elements [seg[i], seg[i + 1]) of the 1-D x (mask m: uint8 of x's
        length, or None); a per_element kernel writes out[j] for every
        element j of a segment instead (out of x's length).  seg: intp,
        C-contiguous, increasing, nseg + 1 entries within x; every segment is
        independent, so any number of threads gives the same bits.

        order (intp, C-contiguous, or None): the elements are read through it
        -- element j of the segments is x[order[j]] (and m[order[j]]), seg
        indexes `order`, and a per_element output of element j goes to
        out[order[j]] -- as if the call ran on x[order] (out[order] = ...),
        with the same bits, but without the permuted copies: each thread
        copies a block of whole segments at a time into a buffer of its own
        (_gathered)."""
        cdef Plan plan
        cdef Gathered g
        cdef int rc
        cdef intp nseg = seg.shape[0] - 1
        cdef intp ms = 0 if m is None else (<cnp.ndarray>m).strides[0]
        cdef intp nel = x.shape[0]
        cdef cnp.ndarray idx
        if not self.segmented:
            raise TypeError(f"{self.op}: kernel {self.name} runs no segmented plans")
        if order is not None:
            idx = order
            if (cnp.PyArray_NDIM(idx) != 1 or idx.dtype.num != cnp.NPY_INTP or not idx.flags.c_contiguous
                    or (self.per_element and idx.shape[0] != x.shape[0])):
                raise ValueError(f"{self.op}: bad segmented plan (order)")
            nel = idx.shape[0]
        if (cnp.PyArray_NDIM(x) != 1 or cnp.PyArray_NDIM(out) != 1 or cnp.PyArray_NDIM(seg) != 1
                or seg.dtype.num != cnp.NPY_INTP or not seg.flags.c_contiguous or nseg < 0
                or out.shape[0] != (x.shape[0] if self.per_element else nseg)
                or (m is not None and (<cnp.ndarray>m).shape[0] != x.shape[0])):
            raise ValueError(f"{self.op}: bad segmented plan")
        if nseg and (seg[0] < 0 or seg[nseg] > nel or (seg[1:] < seg[:-1]).any()):
            raise ValueError(f"{self.op}: segments must increase within the input")
        if self.per_element:      # an output per element: the segment's run writes it
            fill_plan(&plan, x, m, out, ((nseg, 0, 0, 0),), ((0, x.strides[0], ms, out.strides[0]),), False, params)
        else:                     # an output per segment
            fill_plan(&plan, x, m, out, ((nseg, 0, 0, out.strides[0]),), ((0, x.strides[0], ms, 0),), False, params)
        plan.seg = <const intp*>cnp.PyArray_DATA(seg)
        _lend(self, &plan)
        if order is None:
            with nogil:
                rc = run_layouts(&plan, &self.layouts)
        else:
            g.p = &plan
            g.body = self.layouts.positions
            g.order = <const intp*>cnp.PyArray_DATA(idx)
            g.nx = x.shape[0]
            g.isz = x.dtype.itemsize
            g.osz = out.dtype.itemsize if self.per_element else 0
            g.bad = 0
            with nogil:
                rc = par_for(_gathered, &g, nseg, (plan.seg[nseg] - plan.seg[0] + nseg) * self.layouts.work)
            if g.bad:
                raise ValueError(f"{self.op}: order holds an index outside the input")
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
