# cython: language_level=3
"""Runtime support cimported by every generated kernel module.

A kernel receives a `Plan`: the input split into *kept* dims (one output
element each) and *reduced* dims, each with its strides in bytes for the
input, the mask (0 where the mask is broadcast) and the output.  The Python
runtime (`_runtime.py`) builds the plan; `fill_plan` copies it into C.
"""
from libc.stdint cimport INT64_MIN, UINT64_MAX, int8_t, int16_t, int32_t, int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from libc.math cimport INFINITY, NAN
cimport numpy as cnp
from tensorplay.masked._csrc._parallel cimport intp, par_for, span_fn

# The functions ops.yaml's expressions may call are declared by each kernel
# module for itself, from codegen/expressions.py HELPERS (one table); here only
# what the templates and the dtype table's `load` use.
cdef extern from "tp_support.h" nogil:
    float half_to_float "tp_half_to_float"(uint16_t h)
    ctypedef struct tp_u128:
        uint64_t lo
        uint64_t hi

cdef enum:
    MAXD = 64      # numpy's maximum number of dims
    BLOCK = 128    # elements per block: stage-1 buffer and pairwise leaf
    # Parallel decomposition (see _parallel.pxd).  Every choice below depends
    # on the shape only, never on the thread count, so results are identical
    # for any number of threads.
    FEW_ROWS = 16       # row layouts with fewer outer rows split their columns,
    SHORT_ROW = 64      # or, if their rows are this short, chunk their reduced rows
    FEW_OUTPUTS = 8     # fewer outputs than this and long slices: chunk the slices
    CHUNK_MIN = 32768   # elements of a chunk at least; slices of 2 chunks or more are chunked
    CHUNKS = 64         # chunks per slice at most (the partials are combined in order)
    SHORT_SLICE = 32    # slices of at most this many contiguous elements may be batched
    MAXP = 4            # an op's parameters of each type a plan carries (reals, ints)


cdef inline intp chunk_size(intp rtotal) noexcept nogil:
    """Elements per chunk of a reduced slice of `rtotal` elements (a multiple of BLOCK)."""
    cdef intp cs = (rtotal + CHUNKS - 1) // CHUNKS
    if cs < CHUNK_MIN:
        cs = CHUNK_MIN
    return (cs + BLOCK - 1) // BLOCK * BLOCK

cdef struct Plan:
    char* x              # input base pointer
    const uint8_t* m     # mask base pointer, NULL when there is no mask
    char* out            # output base pointer
    int nk               # kept dims, outermost first
    intp kshape[MAXD]
    intp kxs[MAXD]
    intp kms[MAXD]
    intp kos[MAXD]
    int nr               # reduced dims, outermost first (nr >= 1)
    intp rshape[MAXD]
    intp rxs[MAXD]
    intp rms[MAXD]
    intp ros[MAXD]       # output strides along the reduced dims (0 for reductions;
                         # scans and normalizations write one output per input)
    bint outer           # True: innermost kept dim is walked in the inner loop
    # The op's parameters: its resolver's values (_runtime/params.py) in order,
    # each in the array of its type -- a float in `reals`, an int or a bool in
    # `ints` -- so that an int reaches the kernel as an int (window: p.ints[0]);
    # var's correction is p.reals[0], normalize's ord and eps p.reals[0..1].
    double reals[MAXP]
    int64_t ints[MAXP]
    # Set by the kernels for their parallel spans:
    bint split           # row layout: the units are columns, not rows
    intp nch             # chunked slices: chunks per slice, elements per chunk,
    intp csize
    void* part           # one partial per chunk (the pass's accumulator type),
    intp* cnt            # one count per chunk,
    void* centers        # one center per output (the kernel's center type)
    # Set by the entry of a kernel whose driver is shared across dtypes: its
    # per-dtype functions (the span over kept positions; per pass: fold a
    # run, fold all reduced rows into a row of accumulators).
    void* pos
    void* run[2]
    void* sweep[2]
    # Set by the entry of a normalize kernel, whose write steps are shared
    # across variants: its stat fold (of a batch of slices; of a row of
    # slices; of few long slices, chunked).
    void* stat
    void* stat_row
    void* stat_chunks
    # A segmented plan (the sparse layouts; PlanKernel.segments): output i
    # folds the run of elements [seg[i], seg[i + 1]) of a 1-D input (stride
    # rxs[0], mask stride rms[0]); nk = 1, kshape[0] the number of segments.
    # NULL for every other plan.
    const intp* seg


ctypedef int (*chunk_fn)(Plan* p, intp nkt, intp rtotal) noexcept nogil


cdef enum Layout:
    # How a plan's work is cut into units, chosen by `choose_layout` alone.
    L_SEGMENTS = 0      # segmented plan (sparse layouts): a unit per segment, by `positions`
    L_POSITIONS = 1     # layout not `outer`: a unit per kept position
    L_SHORT = 2         # layout not `outer`, short contiguous slices: a unit per kept position, batched
    L_CHUNKED = 3       # layout not `outer`, few outputs of long slices: fixed chunks of each slice
    L_ROWS = 4          # layout `outer`: a unit per outer kept position (a row of outputs)
    L_SPLIT = 5         # layout `outer` with few rows: a unit per column of every row
    L_ROW_CHUNKED = 6   # layout `outer`, few short rows of long slices: fixed chunks of the rows
    L_COLUMNS = 7       # layout `outer` walked position by position: a unit per kept position


cdef struct Layouts:
    # A kernel's walks, one per layout it offers (NULL: not offered).  The
    # generated templates write the bodies; which one runs is decided once,
    # for every kind, by _entry.pyx choose_layout from the constants above.
    span_fn positions       # required; also runs segmented plans if the kernel takes them
    span_fn short_slices    # with the element sizes the short layout reads and writes:
    intp short_in
    intp short_out
    chunk_fn chunked
    span_fn rows            # layout `outer`: units rows, or columns when p.split;
    chunk_fn row_chunked
    span_fn columns         # or, for a kind without a row walk, units kept positions
    intp work               # elements touched per input element (sizes the thread count)


cdef inline int fill_params(Plan* p, tuple params) except -1:
    """The resolver's values into the plan's typed arrays (see Plan), in order."""
    cdef int nr = 0, ni = 0
    for value in params:
        if type(value) is float or isinstance(value, float):     # (the exact type first: cheap)
            if nr == MAXP:
                raise ValueError("internal: more real parameters than a plan carries (MAXP)")
            p.reals[nr] = value
            nr += 1
        elif isinstance(value, int):                # bool too: 0 or 1
            if ni == MAXP:
                raise ValueError("internal: more int parameters than a plan carries (MAXP)")
            p.ints[ni] = value
            ni += 1
        else:
            raise TypeError(f"internal: a kernel parameter is a float or an int; got {type(value).__name__}")
    while nr < MAXP:
        p.reals[nr] = 0.0
        nr += 1
    while ni < MAXP:
        p.ints[ni] = 0
        ni += 1
    return 0


cdef inline int fill_plan(Plan* p, cnp.ndarray x, object m, cnp.ndarray out,
                          tuple kept, tuple red, bint outer, tuple params) except -1:
    cdef int i
    if len(kept) > MAXD or len(red) > MAXD or len(red) < 1:
        raise ValueError("internal: bad plan dimensions")
    p.x = <char*>cnp.PyArray_DATA(x)
    p.m = NULL if m is None else <const uint8_t*>cnp.PyArray_DATA(<cnp.ndarray>m)
    p.out = <char*>cnp.PyArray_DATA(out)
    p.nk = len(kept)
    for i in range(p.nk):
        p.kshape[i], p.kxs[i], p.kms[i], p.kos[i] = kept[i]
    p.nr = len(red)
    for i in range(p.nr):
        p.rshape[i], p.rxs[i], p.rms[i], p.ros[i] = red[i]
    p.outer = outer
    fill_params(p, params)
    p.split = False
    p.nch = 0
    p.csize = 0
    p.part = NULL
    p.cnt = NULL
    p.centers = NULL
    p.seg = NULL
    return 0


cdef struct BinPlan:
    # An elementwise op of two operands, each with its own mask, broadcast
    # together: one stride per dim for each of the five arrays.
    char* x
    char* y
    const uint8_t* mx    # NULL: all valid
    const uint8_t* my
    char* out
    int nd               # nd >= 1
    intp shape[MAXD]
    intp xs[MAXD]
    intp ys[MAXD]
    intp mxs[MAXD]
    intp mys[MAXD]
    intp os[MAXD]


cdef inline int fill_binplan(BinPlan* p, cnp.ndarray x, cnp.ndarray y, object mx, object my,
                             cnp.ndarray out, tuple dims) except -1:
    cdef int i
    if len(dims) > MAXD or len(dims) < 1:
        raise ValueError("internal: bad plan dimensions")
    p.x = <char*>cnp.PyArray_DATA(x)
    p.y = <char*>cnp.PyArray_DATA(y)
    p.mx = NULL if mx is None else <const uint8_t*>cnp.PyArray_DATA(<cnp.ndarray>mx)
    p.my = NULL if my is None else <const uint8_t*>cnp.PyArray_DATA(<cnp.ndarray>my)
    p.out = <char*>cnp.PyArray_DATA(out)
    p.nd = len(dims)
    for i in range(p.nd):
        p.shape[i], p.xs[i], p.ys[i], p.mxs[i], p.mys[i], p.os[i] = dims[i]
    return 0


cdef inline intp prod_shape(int n, const intp* shape) noexcept nogil:
    cdef intp t = 1
    cdef int i
    for i in range(n):
        t *= shape[i]
    return t


cdef inline void odometer_next(int n, intp* idx, const intp* shape,
                               const intp* sa, const intp* sb, const intp* sc,
                               intp* oa, intp* ob, intp* oc) noexcept nogil:
    """Advance a multi-index over `n` dims (last fastest), updating three
    byte offsets.  Wraps to all zeros after the last index."""
    cdef int d = n - 1
    while d >= 0:
        idx[d] += 1
        oa[0] += sa[d]
        ob[0] += sb[d]
        oc[0] += sc[d]
        if idx[d] < shape[d]:
            return
        oa[0] -= sa[d] * shape[d]
        ob[0] -= sb[d] * shape[d]
        oc[0] -= sc[d] * shape[d]
        idx[d] = 0
        d -= 1


cdef inline void odometer_seek(int n, intp* idx, const intp* shape,
                               const intp* sa, const intp* sb, const intp* sc, intp pos,
                               intp* oa, intp* ob, intp* oc) noexcept nogil:
    """Set a multi-index over `n` dims to the flat position `pos` (last
    fastest) and the three byte offsets to match: where a span starts."""
    cdef int d = n - 1
    oa[0] = 0
    ob[0] = 0
    oc[0] = 0
    while d >= 0:
        idx[d] = pos % shape[d]
        pos = pos // shape[d]
        oa[0] += idx[d] * sa[d]
        ob[0] += idx[d] * sb[d]
        oc[0] += idx[d] * sc[d]
        d -= 1


cdef struct Walk:
    # The selectors' walk: up to four arrays moved together over `nd` dims
    # (outermost first), each with its own byte strides (0 where broadcast).
    char* p[4]           # base pointers; NULL for an absent operand
    int nd               # nd >= 1
    intp shape[MAXD]
    intp s[4][MAXD]


cdef inline int fill_walk(Walk* w, tuple arrays, tuple dims) except -1:
    """arrays: up to four ndarrays or None; dims: (size, stride_0, ...) per dim."""
    cdef int i, j
    if len(dims) > MAXD or len(dims) < 1 or len(arrays) > 4:
        raise ValueError("internal: bad walk dimensions")
    for j in range(4):
        w.p[j] = NULL
        if j < len(arrays) and arrays[j] is not None:
            w.p[j] = <char*>cnp.PyArray_DATA(<cnp.ndarray>arrays[j])
    w.nd = len(dims)
    for i in range(w.nd):
        w.shape[i] = dims[i][0]
        for j in range(4):
            w.s[j][i] = dims[i][j + 1] if j + 1 < len(dims[i]) else 0
    return 0


cdef inline void walk_next(Walk* w, int n, intp* idx, intp* offs) noexcept nogil:
    """Advance the multi-index of the first `n` dims of `w` (last fastest) and
    the four byte offsets; wraps to all zeros after the last index."""
    cdef int d = n - 1, j
    while d >= 0:
        idx[d] += 1
        for j in range(4):
            offs[j] += w.s[j][d]
        if idx[d] < w.shape[d]:
            return
        for j in range(4):
            offs[j] -= w.s[j][d] * w.shape[d]
        idx[d] = 0
        d -= 1


cdef inline void walk_seek(Walk* w, int n, intp* idx, intp* offs, intp pos) noexcept nogil:
    """Set the multi-index of the first `n` dims of `w` to the flat position
    `pos` (last fastest) and the four byte offsets to match."""
    cdef int d = n - 1, j
    for j in range(4):
        offs[j] = 0
    while d >= 0:
        idx[d] = pos % w.shape[d]
        pos = pos // w.shape[d]
        for j in range(4):
            offs[j] += idx[d] * w.s[j][d]
        d -= 1
