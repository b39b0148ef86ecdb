# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The thread policy of every kernel: how many threads one call may use.

One module holds the state, so that the 25 kernel modules share it (they
cimport `par_for` from here); the Python API is tensorplay.masked._runtime.threads.

A call runs on min(setting, work // grain, units) threads, where `work` is
the number of elements it touches, and on one thread when
  - this build has no OpenMP (the kernels are then serial),
  - another call is already running on several threads (a process-wide
    counter: N Python threads calling at once never start N * T threads; at
    most T + N - 1 threads compute),
  - the process is a child forked after the parent's thread pool started
    (GNU libgomp would hang there), or
  - OpenMP's thread count in the calling thread (omp_get_max_threads) is
    below the cores this process may run on: someone lowered it
    (OMP_NUM_THREADS, threadpoolctl's threadpool_limits, omp_set_num_threads),
    and that count caps ours.
"""
from cython.parallel cimport prange

cdef extern from "tp_parallel.h" nogil:
    int TP_OPENMP
    int TP_OPENMP_VERSION
    const char* TP_BUILD_CFLAGS
    const char* TP_KERNEL_CFLAGS
    const char* TP_WIDE_KERNELS
    const char* TP_SIMD
    const char* TP_COMPILER
    int tp_omp_max_threads()
    long tp_atomic_add(long* p, long v)
    long tp_atomic_load(long* p)
    void tp_atomic_store(long* p, long v)
    void tp_atomic_max(long* p, long v)
    long tp_local_threads
    long tp_pool_started
    long tp_forked_child
    int tp_register_atfork()

# Elements per thread below which a call adds no thread.  Measured on a 2-core
# x86-64 (python -P benchmarks/bench_threads.py --grain): with the pool warm,
# a masked sum gains from a second thread from about 16k elements on (t(2)/t(1)
# 1.04 at 8k, 0.88 at 16k, 0.77 at 64k); a pool asleep costs tens of
# microseconds more to wake, hence twice that per thread.
cdef long g_threads = 1          # the setting (set_threads)
cdef long g_pieces = 1           # pieces per thread at most (see par_for)
cdef long g_grain = 32768
cdef long g_cores = 1            # the cores this process may run on (set_cores)
cdef long g_busy = 0             # calls now running on several threads
cdef long g_running = 0          # threads now inside a kernel span
cdef long g_max_running = 0      # high-water mark of g_running (tests)
cdef long g_parallel_calls = 0   # calls that ran on several threads (tests)
cdef long g_busy_serial = 0      # calls made serial because another was parallel (tests)

g_cores = tp_omp_max_threads()
if tp_register_atfork() != 0:
    raise OSError("tensorplay.masked: pthread_atfork failed")


cdef inline void _enter() noexcept nogil:
    tp_atomic_max(&g_max_running, tp_atomic_add(&g_running, 1) + 1)


cdef inline void _leave() noexcept nogil:
    tp_atomic_add(&g_running, -1)


cdef int _grant(intp n, intp work) noexcept nogil:
    """The threads one call may use (1: run serially)."""
    cdef long nt = tp_local_threads if tp_local_threads > 0 else tp_atomic_load(&g_threads), cap, by_work
    if nt <= 1 or not TP_OPENMP or n < 2 or tp_atomic_load(&tp_forked_child):
        return 1
    cap = tp_omp_max_threads()
    if cap < tp_atomic_load(&g_cores) and cap < nt:
        nt = cap
    by_work = work // tp_atomic_load(&g_grain)
    if by_work < nt:
        nt = by_work
    if n < nt:
        nt = n
    if nt <= 1:
        return 1
    if tp_atomic_add(&g_busy, 1) != 0:
        tp_atomic_add(&g_busy, -1)
        tp_atomic_add(&g_busy_serial, 1)
        return 1
    tp_atomic_store(&tp_pool_started, 1)
    tp_atomic_add(&g_parallel_calls, 1)
    return <int>nt


cdef int par_for(span_fn f, void* ctx, intp n, intp work) noexcept nogil:
    # The units are cut into one contiguous piece per thread (set_pieces: up
    # to k per thread, handed out dynamically).  Measured on 2 cores, 1e7
    # float64: one piece per thread is best for the memory-bound row layouts
    # (sum dim=0: t(2)/t(1) 0.63 with 1 piece, 0.73 with 2, 1.00 with 8:
    # short column runs defeat the prefetcher) and no worse elsewhere.  A
    # unit's result does not depend on its piece or its thread: no bit changes.
    cdef int nt = _grant(n, work)
    cdef int err = 0
    cdef intp t, lo, hi, q, r, pieces, by_work
    if nt <= 1:
        _enter()
        err = f(ctx, 0, n)
        _leave()
        return err
    by_work = work // tp_atomic_load(&g_grain)
    pieces = tp_atomic_load(&g_pieces) * nt
    if by_work < pieces:
        pieces = by_work if by_work > nt else nt
    if n < pieces:
        pieces = n
    q = n // pieces
    r = n % pieces
    for t in prange(pieces, num_threads=nt, schedule="dynamic"):
        lo = q * t + (t if t < r else r)
        hi = lo + q + (1 if t < r else 0)
        _enter()
        err += f(ctx, lo, hi) != 0
        _leave()
    tp_atomic_add(&g_busy, -1)
    return err


def set_threads(long n):
    """Set the thread count (n >= 1; validated by the caller)."""
    tp_atomic_store(&g_threads, n)


def set_local_threads(long n):
    """The calling thread's own count (`with num_threads(n)`); 0 clears it."""
    global tp_local_threads
    tp_local_threads = n


def get_local_threads():
    """The calling thread's own count, 0 when it has none."""
    return tp_local_threads


def set_cores(long n):
    """The cores this process may run on: an OpenMP thread count below it is a limit."""
    tp_atomic_store(&g_cores, n)


def get_threads():
    return tp_atomic_load(&g_threads)


def set_grain(long n):
    """Elements per thread below which a call does not add a thread (tests set 1)."""
    tp_atomic_store(&g_grain, n)


def set_pieces(long n):
    """Pieces per thread at most (benchmarks; results never depend on it)."""
    tp_atomic_store(&g_pieces, n if n > 0 else 1)


def get_grain():
    return tp_atomic_load(&g_grain)


def openmp_max_threads():
    """OpenMP's thread count in the calling thread (what threadpoolctl sets)."""
    return tp_omp_max_threads()


def build_config():
    """How this module (and, with the same flags, every hand-written module)
    and the generated kernels were built."""
    return {
        "threading": "OpenMP %d" % TP_OPENMP_VERSION if TP_OPENMP else "serial (no OpenMP in this build)",
        "openmp": bool(TP_OPENMP),
        "compiler": TP_COMPILER.decode(),
        "cflags": TP_BUILD_CFLAGS.decode(),
        "kernel_cflags": TP_KERNEL_CFLAGS.decode(),
        "wide_kernels": TP_WIDE_KERNELS.decode(),
        "simd": TP_SIMD.decode(),
        "grain": tp_atomic_load(&g_grain),
        "openmp_max_threads": tp_omp_max_threads(),
    }


def stats(reset=False):
    """Counters of the policy (for tests): parallel calls, calls made serial
    because another call was parallel, the most threads seen inside kernels
    at once, and whether this process is a forked child running serially."""
    out = {"parallel_calls": tp_atomic_load(&g_parallel_calls), "busy_serial": tp_atomic_load(&g_busy_serial),
           "max_running": tp_atomic_load(&g_max_running), "forked_child": bool(tp_atomic_load(&tp_forked_child))}
    if reset:
        tp_atomic_store(&g_parallel_calls, 0)
        tp_atomic_store(&g_busy_serial, 0)
        tp_atomic_store(&g_max_running, 0)
    return out
