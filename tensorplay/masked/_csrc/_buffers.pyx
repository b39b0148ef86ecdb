# cython: language_level=3
"""A cache of large freed array buffers, for the backward engine and for the
large results of the compiled front ends, the fused MaskedTensor kernels and
the window kernels.

Why: a gradient is a fresh array of its input's shape.  On 1e7 float64
elements the kernel writes its 80 MB in about 5 ms, but the first touch of
80 MB of new pages costs the kernel another 10-12 ms (it zeroes every page),
so a training step that sets `mt.grad = None` and calls backward again pays
twice for memory it has just given back.  While backward runs, numpy
allocates array data through this module's handler (numpy's NEP 49
`PyDataMem_SetHandler`, which is per context, so other threads and code
outside backward are untouched); an array allocated there, when freed (at any
time later), hands its buffer to a small cache instead of to the system, and
the next allocation of exactly that many bytes takes it back.

Only buffers of at least TP_POOL_MIN bytes are cached (smaller ones are
malloc's own business), at most TP_POOL_SLOTS of them and at most `limit`
bytes in all (`set_limit`; TP_BUFFER_CACHE_MB in the environment -- or its
first name, TP_GRAD_CACHE_MB --, 0 turns the cache off); `clear()` gives
everything back.  Outside backward, only `empty` allocates through the
handler, and only for MIN_BYTES and more.
"""
import os

import numpy as np

from cpython.pycapsule cimport PyCapsule_New

cdef extern from *:
    """
    #include <stdlib.h>
    #include <string.h>
    #include "pythread.h"
    #if defined(__linux__)
    #include <sys/mman.h>
    #endif

    typedef struct {
        void *ctx;
        void *(*malloc)(void *ctx, size_t size);
        void *(*calloc)(void *ctx, size_t nelem, size_t elsize);
        void *(*realloc)(void *ctx, void *ptr, size_t new_size);
        void (*free)(void *ctx, void *ptr, size_t size);
    } tp_allocator;                      /* numpy's PyDataMemAllocator (NEP 49), version 1 */
    typedef struct { char name[127]; unsigned char version; tp_allocator allocator; } tp_handler;

    #define TP_POOL_SLOTS 8
    #define TP_POOL_MIN ((size_t)1 << 20)
    static struct { void *p; size_t n; unsigned long age; } tp_pool[TP_POOL_SLOTS];
    static size_t tp_pool_bytes = 0, tp_pool_limit = 0;
    static unsigned long tp_pool_clock = 0;
    static PyThread_type_lock tp_pool_lock = NULL;

    /* numpy's own rule: ask for huge pages on the page-aligned part of
       blocks of 4 MiB and more (fewer page faults on first touch). */
    static void tp_pool_hugepages(void *p, size_t n) {
    #if defined(__linux__) && defined(MADV_HUGEPAGE)
        if (p != NULL && n >= ((size_t)1 << 22)) {
            size_t a = ((size_t)p + 4095) & ~(size_t)4095;
            size_t e = ((size_t)p + n) & ~(size_t)4095;
            if (e > a) madvise((void *)a, e - a, MADV_HUGEPAGE);
        }
    #endif
    }

    static void *tp_pool_malloc(void *ctx, size_t n) {
        (void)ctx;
        if (n >= TP_POOL_MIN && tp_pool_bytes) {
            void *p = NULL;
            PyThread_acquire_lock(tp_pool_lock, WAIT_LOCK);
            for (int i = 0; i < TP_POOL_SLOTS; i++)
                if (tp_pool[i].p != NULL && tp_pool[i].n == n) {
                    p = tp_pool[i].p; tp_pool[i].p = NULL; tp_pool_bytes -= n;
                    break;
                }
            PyThread_release_lock(tp_pool_lock);
            if (p != NULL) return p;
        }
        void *p = malloc(n ? n : 1);
        tp_pool_hugepages(p, n);
        return p;
    }

    static void *tp_pool_calloc(void *ctx, size_t k, size_t n) {
        (void)ctx;
        void *p = calloc(k ? k : 1, n ? n : 1);
        tp_pool_hugepages(p, k * n);
        return p;
    }

    static void *tp_pool_realloc(void *ctx, void *p, size_t n) { (void)ctx; return realloc(p, n ? n : 1); }

    /* Keep p (n bytes) for the next allocation of n bytes, evicting the
       oldest cached buffers while the cache would hold more than its limit. */
    static void tp_pool_free(void *ctx, void *p, size_t n) {
        (void)ctx;
        if (p == NULL) return;
        if (n < TP_POOL_MIN || n > tp_pool_limit) { free(p); return; }
        void *evicted[TP_POOL_SLOTS];
        int k = 0;
        PyThread_acquire_lock(tp_pool_lock, WAIT_LOCK);
        for (;;) {
            int empty = -1, oldest = -1;
            for (int i = 0; i < TP_POOL_SLOTS; i++) {
                if (tp_pool[i].p == NULL) { if (empty < 0) empty = i; }
                else if (oldest < 0 || tp_pool[i].age < tp_pool[oldest].age) oldest = i;
            }
            if (empty >= 0 && tp_pool_bytes + n <= tp_pool_limit) {
                tp_pool[empty].p = p; tp_pool[empty].n = n; tp_pool[empty].age = ++tp_pool_clock;
                tp_pool_bytes += n; p = NULL;
                break;
            }
            if (oldest < 0) break;
            evicted[k++] = tp_pool[oldest].p;
            tp_pool_bytes -= tp_pool[oldest].n; tp_pool[oldest].p = NULL;
        }
        PyThread_release_lock(tp_pool_lock);
        for (int i = 0; i < k; i++) free(evicted[i]);
        free(p);
    }

    /* Set the limit (bytes) and free what no longer fits (all of it at 0). */
    static void tp_pool_set_limit(size_t limit) {
        void *evicted[TP_POOL_SLOTS];
        int k = 0;
        PyThread_acquire_lock(tp_pool_lock, WAIT_LOCK);
        tp_pool_limit = limit;
        while (tp_pool_bytes > limit || (limit == 0 && tp_pool_bytes)) {
            int oldest = -1;
            for (int i = 0; i < TP_POOL_SLOTS; i++)
                if (tp_pool[i].p != NULL && (oldest < 0 || tp_pool[i].age < tp_pool[oldest].age)) oldest = i;
            if (oldest < 0) break;
            evicted[k++] = tp_pool[oldest].p;
            tp_pool_bytes -= tp_pool[oldest].n; tp_pool[oldest].p = NULL;
        }
        PyThread_release_lock(tp_pool_lock);
        for (int i = 0; i < k; i++) free(evicted[i]);
    }

    static size_t tp_pool_held(void) { return tp_pool_bytes; }

    static int tp_pool_has(size_t n) {
        int found = 0;
        PyThread_acquire_lock(tp_pool_lock, WAIT_LOCK);
        for (int i = 0; i < TP_POOL_SLOTS; i++) found |= tp_pool[i].p != NULL && tp_pool[i].n == n;
        PyThread_release_lock(tp_pool_lock);
        return found;
    }

    static tp_handler tp_pool_handler = {
        "tensorplay_masked_buffers", 1,
        {NULL, tp_pool_malloc, tp_pool_calloc, tp_pool_realloc, tp_pool_free}};

    static int tp_pool_init(void) {
        tp_pool_lock = PyThread_allocate_lock();
        return tp_pool_lock == NULL ? -1 : 0;
    }
    """
    ctypedef struct tp_handler:
        pass
    tp_handler tp_pool_handler
    int tp_pool_init()
    void tp_pool_set_limit(size_t limit)
    size_t tp_pool_held()
    int tp_pool_has(size_t n)
    size_t TP_POOL_MIN

cdef extern from "numpy/arrayobject.h":
    object PyDataMem_SetHandler(object handler)
    void _import_array() except *

_import_array()
if tp_pool_init() != 0:
    raise MemoryError("tensorplay.masked: cannot allocate the buffer cache's lock")

# The capsule numpy keeps a reference to in every array allocated through the handler.
HANDLER = PyCapsule_New(<void*>&tp_pool_handler, b"mem_handler", NULL)

_DEFAULT_MB = 1024
_limit = [0]        # bytes


def set_limit(nbytes: int) -> None:
    """The most bytes the cache may hold (0: none, and what it held is freed)."""
    if nbytes < 0:
        raise ValueError(f"set_limit: nbytes must be >= 0; got {nbytes}")
    _limit[0] = int(nbytes)
    tp_pool_set_limit(_limit[0])


def limit() -> int:
    """The most bytes the cache may hold."""
    return _limit[0]


def clear() -> None:
    """Free every cached buffer (the limit stays)."""
    tp_pool_set_limit(0)
    tp_pool_set_limit(_limit[0])


def held() -> int:
    """Bytes in the cache now."""
    return tp_pool_held()


def has(nbytes: int) -> bool:
    """Whether the cache holds a buffer of exactly nbytes (the next allocation of nbytes
    while the handler is in use gets memory already touched, not fresh pages)."""
    return nbytes >= 0 and tp_pool_has(nbytes) != 0


MIN_BYTES = TP_POOL_MIN

# A new output is written with streaming stores (tp_stream_bytes) when what
# it is computed from is larger than this -- several times the per-core
# caches, so that the next reader would not find the output in cache anyway
# -- and its memory has been touched before (a buffer this cache holds; on
# fresh pages, each zeroed by the OS at its first touch, streaming stores
# take 1.5x the plain ones).  A kept gradient of 80 MB: 10 -> 5 ms.
STREAM_MIN_BYTES = 16 << 20


def streams(out_bytes: int, in_bytes: int) -> bool:
    """Whether a new output of out_bytes, computed from in_bytes, is written
    with streaming stores (see STREAM_MIN_BYTES); ask before the allocation
    that would take the cached buffer."""
    return in_bytes > STREAM_MIN_BYTES and has(out_bytes)


def empty(shape, dtype):
    """np.empty(shape, dtype), its buffer from the cache (and, when freed, back
    to it) when it has at least MIN_BYTES and the cache is on: a large result
    that a loop frees before its next call is written into memory already
    touched, not into fresh pages (first touch of 80 MB costs the kernel 8-12 ms
    of page zeroing, as much as the op).  The previous allocator is restored
    before it returns, so nothing else allocates through the cache."""
    dt = np.dtype(dtype)
    n = dt.itemsize
    for k in shape:
        n = n * k        # (Python ints: a shape too large for memory is np.empty's error)
    if n < TP_POOL_MIN or _limit[0] == 0:
        return np.empty(shape, dt)
    previous = PyDataMem_SetHandler(HANDLER)
    try:
        return np.empty(shape, dt)
    finally:
        PyDataMem_SetHandler(previous)


def use():
    """Make the cache's handler the current context's numpy allocator; returns the previous one (for restore)."""
    return PyDataMem_SetHandler(HANDLER)


def restore(previous) -> None:
    """Make `previous` (what use() returned) the current context's numpy allocator again."""
    PyDataMem_SetHandler(previous)


def _configure() -> None:
    name = "TP_BUFFER_CACHE_MB" if "TP_BUFFER_CACHE_MB" in os.environ else "TP_GRAD_CACHE_MB"
    raw = os.environ.get(name, "")
    try:
        mb = int(raw) if raw.strip() else _DEFAULT_MB
    except ValueError:
        raise ValueError(f"{name} must be a whole number of MiB; got {raw!r}") from None
    set_limit(max(mb, 0) << 20)


_configure()
