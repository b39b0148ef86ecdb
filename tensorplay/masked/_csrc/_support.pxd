# cython: language_level=3
"""Runtime support cimported by every generated kernel module.

A plan kernel receives a `Plan` (tp_walk.h): the input split into *kept*
dims (one output element each) and *reduced* dims, each with its strides in
bytes for the input, the mask (0 where the mask is broadcast) and the output.
The runtime (_runtime/memory.py) builds the plan; `fill_plan` copies it into
C.  The kernels walk it with tp_walk.h's iterators (declared below).
"""
from libc.stdint cimport INT64_MIN, UINT64_MAX, int8_t, int16_t, int32_t, int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from libc.math cimport INFINITY, NAN
cimport numpy as cnp
from tensorplay.masked._csrc._parallel cimport intp, par_for, span_fn

# The functions ops.yaml's expressions may call are declared by each kernel
# module for itself, from codegen/expressions.py HELPERS (one table); here only
# what the templates and the dtype table's `load` use.
cdef extern from "tp_support.h" nogil:
    enum:
        FOUR_STREAMS_MIN "TP_FOUR_STREAMS_MIN"    # runs this long are read as four streams (tp_support.h)
    float half_to_float "tp_half_to_float"(uint16_t h)
    void stream_bytes "tp_stream_bytes"(char* dst, const char* src, intp n)   # memcpy by streaming stores
    void stream_fence "tp_stream_fence"()
    ctypedef struct tp_u128:
        uint64_t lo
        uint64_t hi

# The walk layer (tp_walk.h): the plan, the layout constants and the one
# strided iterator every plan kernel's walks are written with.
cdef extern from "tp_walk.h" nogil:
    enum:
        MAXD "TP_MAXD"                  # numpy's maximum number of dims
        MAXP "TP_MAXP"                  # an op's parameters of each type a plan carries (reals, ints)
        BLOCK "TP_BLOCK"                # elements per block: stage-1 buffer and pairwise leaf
        FEW_ROWS "TP_FEW_ROWS"          # (the layout policy's constants: see tp_walk.h)
        SHORT_ROW "TP_SHORT_ROW"
        FEW_OUTPUTS "TP_FEW_OUTPUTS"
        CHUNK_MIN "TP_CHUNK_MIN"
        CHUNKS "TP_CHUNKS"
        SHORT_SLICE "TP_SHORT_SLICE"

    ctypedef struct Plan "tp_plan":
        char* x
        const uint8_t* m
        char* out
        int nk
        intp kshape[64]
        intp kxs[64]
        intp kms[64]
        intp kos[64]
        int nr
        intp rshape[64]
        intp rxs[64]
        intp rms[64]
        intp ros[64]
        bint outer
        double reals[4]
        int64_t ints[4]
        bint split
        intp nch
        intp csize
        intp per
        void* part
        intp* cnt
        void* keep
        void* pos
        void* run[2]
        void* sweep[2]
        void* stat
        void* stat_row
        const intp* seg

    ctypedef struct tp_odo:
        intp idx[64]
        intp off0, off1, off2, off3, off4     # the operands' byte offsets of the current position;
        intp x "off0"                         # a plan's three by their names: input,
        intp m "off1"                         # mask,
        intp o "off2"                         # output
    void odo_init "tp_odo_init"(tp_odo* w, int n, const intp* shape, int nops, const intp** strides, intp pos)
    void odo_seek "tp_odo_seek"(tp_odo* w, intp pos)
    void odo_next "tp_odo_next"(tp_odo* w)      # a plan's odometer (3 operands)
    void walk_next "tp_odo_next4"(tp_odo* w)    # a Walk's of four operands (walk_at)
    void walk_next5 "tp_odo_next5"(tp_odo* w)   # a Walk's of five
    void kept_at "tp_kept"(tp_odo* w, const Plan* p, int n, intp pos)
    void reduced_at "tp_reduced"(tp_odo* w, const Plan* p, int n, intp pos)

    ctypedef struct tp_runs:
        const char* x             # the current run: len elements at x, m, out
        const uint8_t* m          # (m NULL when the plan has no mask),
        char* out
        intp len
        intp base                 # the slice index of its first element,
        intp xs, ms, os           # and its strides
        intp size                 # the unit's number of elements
    void runs_piece "tp_runs_piece"(tp_runs* R, const Plan* p, intp xo, intp mo, intp oo, intp s, intp e)
    void runs_slice "tp_runs_slice"(tp_runs* R, const Plan* p, intp it, intp xo, intp mo, intp oo)
    void runs_chunk "tp_runs_chunk"(tp_runs* R, tp_odo* kept, const Plan* p, intp u, intp rtotal)
    bint runs_next "tp_runs_next"(tp_runs* R)
    intp unit_most "tp_unit_most"(const Plan* p, intp lo, intp hi, intp rtotal)

    ctypedef struct tp_rows:
        tp_odo k                  # the current row's offsets (k.x, k.m, k.o)
        intp it0, it1             # the rows walked
        intp nk0                  # outputs per row walked
        intp xs, ms, os           # the innermost kept dim's strides
    void rows_span "tp_rows_span"(tp_rows* R, const Plan* p, intp lo, intp hi)
    void rows_next "tp_rows_next"(tp_rows* R)

    intp prod_shape "tp_prod"(int n, const intp* shape)
    intp chunk_size "tp_chunk_size"(intp rtotal)
    void chunking "tp_chunking"(Plan* p, intp rtotal)
    intp part_at "tp_part_at"(const Plan* p, intp o, intp q)


ctypedef int (*gather_fn)(Plan* p, intp o) noexcept nogil


cdef struct ChunkStep:
    # One step of a chunked layout (_entry.pyx run_chunked runs the steps in
    # order): `chunk` runs over every unit in parallel, each unit writing only
    # its own partials (p.part, p.cnt: tp_part_at); then `gather` runs for
    # every output in order and combines that output's partials in chunk order.
    span_fn chunk           # NULL: no parallel part
    gather_fn gather        # NULL: nothing to combine
    intp part               # bytes of an output's partial per chunk,
    intp part_elem          # plus these per element of a chunk (a chunk's values kept)
    intp counts             # intp counts of an output per chunk
    intp work4              # elements touched per slice element, in quarters
    bint masked_only        # `chunk` runs only when the plan has a mask


cdef enum:
    MAX_CHUNK_STEPS = 4     # the steps a chunked layout may have (normalize has 3)


cdef struct Chunked:
    # A kind's chunked layout: its steps, and the bytes of the state that each
    # output keeps across them (p.keep, zeroed first).  nsteps 0: not offered.
    ChunkStep step[MAX_CHUNK_STEPS]
    int nsteps
    intp keep


cdef inline int chunk_step(Chunked* C, span_fn chunk, gather_fn gather, intp part, intp part_elem,
                           intp counts, intp work4, bint masked_only) except -1:
    """Append a step to C (the generated entries' declaration of their chunked layouts)."""
    if C.nsteps == MAX_CHUNK_STEPS:
        raise ValueError(f"internal: a chunked layout has at most {MAX_CHUNK_STEPS} steps")
    cdef ChunkStep* s = &C.step[C.nsteps]
    s.chunk, s.gather, s.part, s.part_elem = chunk, gather, part, part_elem
    s.counts, s.work4, s.masked_only = counts, work4, masked_only
    C.nsteps += 1


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
    Chunked chunked
    span_fn rows            # layout `outer`: units rows, or columns when p.split;
    Chunked row_chunked
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
    p.per = 1
    p.part = NULL
    p.cnt = NULL
    p.keep = NULL
    p.seg = NULL
    return 0


cdef struct Walk:
    # The elementwise walk: up to five arrays moved together over `nd` dims
    # (outermost first), each with its own byte strides (0 where broadcast):
    # the selectors and special functions move four (walk_next), the binary
    # kernels (x, y, x's mask, y's mask, out) and the backward kernels five
    # (walk_next5).
    char* p[5]           # base pointers; NULL for an absent operand
    int nd               # nd >= 1
    intp shape[MAXD]
    intp s[5][MAXD]
    bint stream          # the output (the last operand) is written with streaming stores (tp_stream_bytes)


cdef inline int fill_walk(Walk* w, tuple arrays, tuple dims) except -1:
    """arrays: up to five ndarrays or None; dims: (size, stride_0, ...) per dim."""
    cdef int i, j
    if len(dims) > MAXD or len(dims) < 1 or len(arrays) > 5:
        raise ValueError("internal: bad walk dimensions")
    for j in range(5):
        w.p[j] = NULL
        if j < len(arrays) and arrays[j] is not None:
            w.p[j] = <char*>cnp.PyArray_DATA(<cnp.ndarray>arrays[j])
    w.nd = len(dims)
    w.stream = False
    for i in range(w.nd):
        w.shape[i] = dims[i][0]
        for j in range(5):
            w.s[j][i] = dims[i][j + 1] if j + 1 < len(dims[i]) else 0
    return 0


cdef inline void walk_at(tp_odo* at, Walk* w, int n, intp pos) noexcept nogil:
    """The one odometer (tp_walk.h) over the first `n` dims of `w` and its
    five operands (absent ones: zero strides), at the flat position `pos`."""
    cdef const intp* strides[5]
    cdef int j
    for j in range(5):
        strides[j] = w.s[j]
    odo_init(at, n, w.shape, 5, strides, pos)
