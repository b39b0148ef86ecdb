# cython: language_level=3
"""The chunk rule of the window kernels (_window.pyx, _window_rank.pyx), in one place.

A long row is cut into chunks of outputs that the thread pool runs as
separate units; each chunk re-derives the state it needs from the block
before it, so the result is bit-identical to the walk over the whole row.
The chunk length comes from the shape and the window alone, never from the
thread count.
"""
ctypedef Py_ssize_t intp


cdef inline intp chunk_len(intp rows, intp L, intp bw, intp forced) noexcept nogil:
    """The outputs per chunk of a row: a multiple of the block length bw (L:
    the row is one chunk).  `forced`: -1 the shape rule, 0 never cut, n > 0
    chunks of n rounded up to whole blocks (the kernels' test hooks).  The
    rule cuts only few long rows (fewer than 8 rows of at least 2**16
    positions), into chunks of at least 2**15 positions and L / 64 (about 64
    chunks a row: any thread count up to dozens is kept busy), and, for long
    windows, of up to 4 blocks (the halo -- one more block folded or sorted
    -- then costs at most a quarter more) but at most L / 8."""
    cdef intp t, c
    if forced == 0:
        return L
    if forced > 0:
        t = forced
    else:
        if rows >= 8 or L < 65536:
            return L
        t = (L + 63) // 64
        if t < 32768:
            t = 32768
        c = 4 * bw if 4 * bw < (L + 7) // 8 else (L + 7) // 8
        if t < c:
            t = c
    c = (t + bw - 1) // bw * bw
    return c if c < L else L
