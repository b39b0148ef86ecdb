/* The thread policy of the kernels (see _parallel.pyx): OpenMP when the
 * compiler has it, serial otherwise; atomics for the shared counters; a
 * fork handler.  Included by _parallel.pyx only. */
#ifndef TP_PARALLEL_H
#define TP_PARALLEL_H
#include <pthread.h>

#ifdef _OPENMP
#include <omp.h>
#define TP_OPENMP 1
#define TP_OPENMP_VERSION _OPENMP
static int tp_omp_max_threads(void) { return omp_get_max_threads(); }
#else
#define TP_OPENMP 0
#define TP_OPENMP_VERSION 0
static int tp_omp_max_threads(void) { return 1; }
#endif

/* The compile flags and SIMD level this module (and every hand-written
 * module, compiled with the same flags) was built with, and the generated
 * kernels' flags (setup.py KERNEL_CFLAGS): show_config() reports them. */
#ifndef TP_BUILD_CFLAGS
#define TP_BUILD_CFLAGS "unknown"
#endif
#ifndef TP_KERNEL_CFLAGS
#define TP_KERNEL_CFLAGS "unknown"
#endif
#ifndef TP_WIDE_KERNELS
#define TP_WIDE_KERNELS "unknown"   /* the kernel modules built with 512-bit vectors preferred */
#endif
#if defined(__AVX512F__)
#define TP_SIMD "AVX-512 (x86-64-v4)"
#elif defined(__AVX2__) && defined(__FMA__)
#define TP_SIMD "AVX2+FMA (x86-64-v3)"
#elif defined(__AVX__)
#define TP_SIMD "AVX"
#elif defined(__SSE4_2__)
#define TP_SIMD "SSE4.2"
#elif defined(__SSE2__)
#define TP_SIMD "SSE2"
#elif defined(__ARM_NEON) || defined(__ARM_NEON__)
#define TP_SIMD "NEON"
#else
#define TP_SIMD "none"
#endif
#if defined(__clang__)
#define TP_COMPILER "clang " __clang_version__
#elif defined(__GNUC__)
#define TP_COMPILER "gcc " __VERSION__
#elif defined(__VERSION__)
#define TP_COMPILER __VERSION__
#else
#define TP_COMPILER "unknown"
#endif

static long tp_atomic_add(long *p, long v) { return __atomic_fetch_add(p, v, __ATOMIC_ACQ_REL); }
static long tp_atomic_load(long *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
static void tp_atomic_store(long *p, long v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }
static void tp_atomic_max(long *p, long v)
{
    long top = __atomic_load_n(p, __ATOMIC_ACQUIRE);
    while (v > top && !__atomic_compare_exchange_n(p, &top, v, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {}
}

/* The count set by `with num_threads(n)` for the calls of the thread that
 * entered the block (0: none; the process-wide setting applies).  Thread-local,
 * so that blocks in several Python threads, left in any order, each restore
 * their own thread's count and never another's. */
#if defined(_MSC_VER)
#define TP_THREAD_LOCAL __declspec(thread)
#else
#define TP_THREAD_LOCAL _Thread_local
#endif
static TP_THREAD_LOCAL long tp_local_threads = 0;

/* GNU libgomp is not fork-safe: a child that enters a parallel region after
 * its parent started the thread pool waits forever for threads that were not
 * copied.  The child handler marks such a child; it then runs serially. */
static long tp_pool_started = 0;
static long tp_forked_child = 0;
static void tp_atfork_child(void)
{
    if (tp_atomic_load(&tp_pool_started)) tp_atomic_store(&tp_forked_child, 1);
    tp_atomic_store(&tp_pool_started, 0);
}
static int tp_register_atfork(void) { return pthread_atfork(NULL, NULL, tp_atfork_child); }
#endif
