/* Hand-written C helpers shared by every generated kernel (see _support.pxd).
 *
 * float16 has no C type here, so kernels read it as uint16 and widen it with
 * tp_half_to_float (exact: every half is a float).  Complex helpers use C99
 * _Complex, which is what Cython's `double complex` compiles to. */
#ifndef TP_SUPPORT_H
#define TP_SUPPORT_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
#include <complex.h>
#include "tp_walk.h"

/* Force inlining: in a module with hundreds of call sites the compiler's
 * growth limits would otherwise leave calls in the hot loops, and a loop with
 * a call does not vectorise. */
#if defined(__GNUC__)
#define TP_INLINE static inline __attribute__((always_inline))
#define TP_STATIC static __attribute__((unused))   /* may recurse: never forced inline */
#else
#define TP_INLINE static inline
#define TP_STATIC static
#endif

/* AVX-512 (x86-64-v4's F/BW/CD/DQ/VL): the float max/min folds and the masked
 * folds below use its mask registers and 512-bit vectors (setup.py builds for
 * it where the build CPU has it); every result is the portable code's, bit for
 * bit. */
#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VL__) && defined(__AVX512DQ__)
#define TP_AVX512 1
#include <immintrin.h>
#else
#define TP_AVX512 0
#endif
/* AVX2 without AVX-512 (x86-64-v3: AMD Zen 1-3, Intel Haswell to Alder Lake):
 * the same folds in 256-bit vectors, the select a blend whose lane masks are
 * the mask bytes widened; every result is again the portable code's. */
#if !TP_AVX512 && defined(__AVX2__) && defined(__FMA__)
#define TP_AVX2 1
#include <immintrin.h>
#else
#define TP_AVX2 0
#endif

/* Two tunings of the AVX-512 kernels are the CPU's, not the instruction
 * set's: they were measured opposite ways on an AMD Zen 4 and an Intel Xeon
 * (Emerald Rapids) -- a block's prefetch (tp_block_prefetch, below
 * TP_PREFETCH2) and a table's rows read by hardware gathers
 * (tp_table_gathers, at tp_table_pairs).  Neither changes a value.  The
 * vendor is read once when a module loads (cpuid, through gcc's
 * __builtin_cpu_is); show_config() reports both. */
#if TP_AVX512 && (defined(__GNUC__) || defined(__clang__))
static int tp_cpu_amd = 0;
__attribute__((constructor, unused)) static void tp_cpu_probe(void) {
    __builtin_cpu_init();
    tp_cpu_amd = __builtin_cpu_is("amd") != 0;
}
/* Tests: this module's setting forced (both ways of a tuning run on any CPU);
 * returns the one before. */
TP_INLINE int tp_cpu_amd_force(int amd) { int was = tp_cpu_amd; tp_cpu_amd = amd != 0; return was; }
#else
static const int tp_cpu_amd __attribute__((unused)) = 0;
TP_INLINE int tp_cpu_amd_force(int amd) { (void)amd; return 0; }
#endif

/* Streaming (non-temporal) stores: an output far larger than the caches,
 * written once, goes straight to memory instead of first being read into the
 * cache line by line and evicted later (a 80 MB gradient: 10 ms -> 5 ms).
 * tp_stream_bytes copies n bytes of a kernel's block buffer to dst, the
 * 64-byte-aligned middle with streaming stores, the ends as memcpy: the same
 * bytes as memcpy.  Streaming stores are weakly ordered: a span that made any
 * ends with tp_stream_fence, before its caller (or another thread) reads.
 * Only into memory already touched: on fresh pages (each zeroed by the kernel
 * at its first touch, through the cache) they take 1.5x the plain stores. */
#if TP_AVX512 || defined(__AVX__)
#include <immintrin.h>
#endif
TP_INLINE void tp_stream_bytes(char* dst, const char* src, ptrdiff_t n)
{
#if TP_AVX512 || defined(__AVX__)
    ptrdiff_t head = (ptrdiff_t)((64 - ((uintptr_t)dst & 63)) & 63);
    if (head > n) head = n;
    memcpy(dst, src, (size_t)head);
    ptrdiff_t i = head;
    for (; i + 64 <= n; i += 64) {
#if TP_AVX512
        _mm512_stream_si512((void*)(dst + i), _mm512_loadu_si512((const void*)(src + i)));
#else
        _mm256_stream_si256((__m256i*)(dst + i), _mm256_loadu_si256((const __m256i*)(src + i)));
        _mm256_stream_si256((__m256i*)(dst + i + 32), _mm256_loadu_si256((const __m256i*)(src + i + 32)));
#endif
    }
    memcpy(dst + i, src + i, (size_t)(n - i));
#else
    memcpy(dst, src, (size_t)n);
#endif
}

TP_INLINE void tp_stream_fence(void)
{
#if TP_AVX512 || defined(__AVX__)
    _mm_sfence();
#endif
}

/* 16-byte elements (complex128) as the selectors move them: by value, no arithmetic. */
typedef struct { uint64_t lo, hi; } tp_u128;

TP_INLINE float tp_half_to_float(uint16_t h)
{
    /* Widen IEEE binary16 to binary32 by moving exponent and mantissa into
     * place, then fixing up the two exponent extremes (inf/nan, subnormal). */
    uint32_t sign = ((uint32_t)h & 0x8000u) << 16;
    uint32_t exp = ((uint32_t)h >> 10) & 0x1fu;
    uint32_t mant = (uint32_t)h & 0x3ffu;
    uint32_t bits;
    float f;
    if (exp == 0x1fu) {                       /* inf or nan */
        bits = sign | 0x7f800000u | (mant << 13);
    } else if (exp != 0) {                    /* normal */
        bits = sign | ((exp + 112u) << 23) | (mant << 13);
    } else {                                  /* zero or subnormal: mant * 2^-24 */
        f = (float)mant * 5.9604644775390625e-08f;
        return sign ? -f : f;
    }
    memcpy(&f, &bits, sizeof f);
    return f;
}

TP_INLINE double tp_abs2_c128(double _Complex z) { return creal(z) * creal(z) + cimag(z) * cimag(z); }
TP_INLINE float tp_abs2_c64(float _Complex z) { return crealf(z) * crealf(z) + cimagf(z) * cimagf(z); }
TP_INLINE double tp_abs_c128(double _Complex z) { return cabs(z); }
TP_INLINE float tp_abs_c64(float _Complex z) { return cabsf(z); }

/* ---- Branch-free select: m ? v : id, by bit masking -------------------------
 * A branchy select costs a misprediction per element on a random mask (3.6 ns
 * here); masking bits costs nothing and vectorises.  m must be 0 or 1. */
#define TP_SEL(T, U, NAME) \
TP_INLINE T tp_sel_##NAME(int m, T v, T id) { \
    U a, b, k = (U)0 - (U)(m != 0); \
    memcpy(&a, &v, sizeof a); memcpy(&b, &id, sizeof b); \
    a = (a & k) | (b & ~k); memcpy(&v, &a, sizeof a); return v; }
TP_SEL(double, uint64_t, f64)
TP_SEL(float, uint32_t, f32)
TP_SEL(double _Complex, unsigned __int128, c128)
TP_SEL(float _Complex, uint64_t, c64)
TP_SEL(int8_t, uint8_t, i8)
TP_SEL(int16_t, uint16_t, i16)
TP_SEL(int32_t, uint32_t, i32)
TP_SEL(int64_t, uint64_t, i64)
TP_SEL(uint8_t, uint8_t, u8)
TP_SEL(uint16_t, uint16_t, u16)
TP_SEL(uint32_t, uint32_t, u32)
TP_SEL(uint64_t, uint64_t, u64)

/* ---- Folds of a contiguous block: the second stage of every kernel ----------
 * Eight independent accumulators (numpy's pairwise leaf) let the compiler
 * vectorise without reassociating a single chain. */
#define TP_FOLD8(T, NAME, OPNAME, ZERO, OP) \
TP_INLINE T tp_fold_##OPNAME##_##NAME(const T *b, ptrdiff_t n) { \
    T r0 = ZERO, r1 = ZERO, r2 = ZERO, r3 = ZERO, r4 = ZERO, r5 = ZERO, r6 = ZERO, r7 = ZERO; \
    ptrdiff_t i = 0; \
    for (; i + 8 <= n; i += 8) { \
        r0 = OP(r0, b[i]); r1 = OP(r1, b[i + 1]); r2 = OP(r2, b[i + 2]); r3 = OP(r3, b[i + 3]); \
        r4 = OP(r4, b[i + 4]); r5 = OP(r5, b[i + 5]); r6 = OP(r6, b[i + 6]); r7 = OP(r7, b[i + 7]); } \
    for (; i < n; i++) r0 = OP(r0, b[i]); \
    return OP(OP(OP(r0, r1), OP(r2, r3)), OP(OP(r4, r5), OP(r6, r7))); }
#define TP_ADD(a, b) ((a) + (b))
#define TP_MUL(a, b) ((a) * (b))
#define TP_MAX(a, b) ((b) > (a) ? (b) : (a))
#define TP_MIN(a, b) ((b) < (a) ? (b) : (a))
#define TP_FOLDS_ARITH(T, NAME) TP_FOLD8(T, NAME, add, 0, TP_ADD) TP_FOLD8(T, NAME, mul, 1, TP_MUL)
#define TP_FOLDS_ORDER(T, NAME, LO, HI) TP_FOLD8(T, NAME, max, LO, TP_MAX) TP_FOLD8(T, NAME, min, HI, TP_MIN)
TP_FOLDS_ARITH(double, f64)
TP_FOLDS_ARITH(float, f32)
TP_FOLDS_ARITH(double _Complex, c128)
TP_FOLDS_ARITH(float _Complex, c64)
TP_FOLDS_ARITH(int8_t, i8)
TP_FOLDS_ARITH(int16_t, i16)
TP_FOLDS_ARITH(int32_t, i32)
TP_FOLDS_ARITH(int64_t, i64)
TP_FOLDS_ARITH(uint8_t, u8)
TP_FOLDS_ARITH(uint16_t, u16)
TP_FOLDS_ARITH(uint32_t, u32)
TP_FOLDS_ARITH(uint64_t, u64)
TP_FOLDS_ORDER(int8_t, i8, INT8_MIN, INT8_MAX)
TP_FOLDS_ORDER(int16_t, i16, INT16_MIN, INT16_MAX)
TP_FOLDS_ORDER(int32_t, i32, INT32_MIN, INT32_MAX)
TP_FOLDS_ORDER(int64_t, i64, INT64_MIN, INT64_MAX)
TP_FOLDS_ORDER(uint8_t, u8, 0, UINT8_MAX)
TP_FOLDS_ORDER(uint16_t, u16, 0, UINT16_MAX)
TP_FOLDS_ORDER(uint32_t, u32, 0, UINT32_MAX)
TP_FOLDS_ORDER(uint64_t, u64, 0, UINT64_MAX)

/* Whether every one of n mask bytes is set (a block the elementwise kernels
 * can compute without selects); vectorises, no early exit to mispredict. */
TP_INLINE int tp_all_set_u8(const uint8_t* m, ptrdiff_t n)
{
    unsigned char all = 1;
    for (ptrdiff_t i = 0; i < n; i++)
        all &= m[i] != 0;
    return all;
}

/* The int64 sum of n bytes (the elements of a bool or uint8 array, unmasked):
 * a widening fold, without the int64 buffer a two-stage block would fill.
 * psadbw sums each 8 bytes into a 64-bit lane, 64 (32) bytes per
 * instruction; integer sums are exact, so any order gives the same value. */
TP_INLINE int64_t tp_wfold_add_u8_i64(const uint8_t* x, ptrdiff_t n)
{
    int64_t s = 0;
    ptrdiff_t i = 0;
#if TP_AVX512
    __m512i acc = _mm512_setzero_si512();
    for (; i + 64 <= n; i += 64)
        acc = _mm512_add_epi64(acc, _mm512_sad_epu8(_mm512_loadu_si512((const void*)(x + i)),
                                                    _mm512_setzero_si512()));
    s = _mm512_reduce_add_epi64(acc);
#elif defined(__AVX2__)
    __m256i acc = _mm256_setzero_si256();
    for (; i + 32 <= n; i += 32)
        acc = _mm256_add_epi64(acc, _mm256_sad_epu8(_mm256_loadu_si256((const __m256i*)(x + i)),
                                                    _mm256_setzero_si256()));
    s = _mm256_extract_epi64(acc, 0) + _mm256_extract_epi64(acc, 1) + _mm256_extract_epi64(acc, 2)
        + _mm256_extract_epi64(acc, 3);
#endif
    for (; i < n; i++)
        s += x[i];
    return s;
}

/* Float max/min propagate NaN (numpy's rule): fold ignoring NaN with the
 * hardware max, track "saw a NaN" on the side, return NaN if so. */
#define TP_FOLD_FLOAT_ORDER(T, NAME, OPNAME, INIT, OP) \
TP_INLINE T tp_fold_##OPNAME##_##NAME##_scalar(const T *b, ptrdiff_t n) { \
    T r0 = INIT, r1 = INIT, r2 = INIT, r3 = INIT; int nan = 0; ptrdiff_t i = 0; \
    for (; i + 4 <= n; i += 4) { \
        r0 = OP(r0, b[i]); r1 = OP(r1, b[i + 1]); r2 = OP(r2, b[i + 2]); r3 = OP(r3, b[i + 3]); \
        nan |= (b[i] != b[i]) | (b[i + 1] != b[i + 1]) | (b[i + 2] != b[i + 2]) | (b[i + 3] != b[i + 3]); } \
    for (; i < n; i++) { r0 = OP(r0, b[i]); nan |= b[i] != b[i]; } \
    r0 = OP(OP(r0, r1), OP(r2, r3)); \
    return nan ? (T)NAN : r0; }
TP_FOLD_FLOAT_ORDER(double, f64, max, -INFINITY, TP_MAX)
TP_FOLD_FLOAT_ORDER(double, f64, min, INFINITY, TP_MIN)
TP_FOLD_FLOAT_ORDER(float, f32, max, -INFINITY, TP_MAX)
TP_FOLD_FLOAT_ORDER(float, f32, min, INFINITY, TP_MIN)

/* Float max/min of two values with NaN propagation, written so that a loop of
 * them over independent positions vectorises (compare + blend, no branch). */
#define TP_NAN_ORDER(T, NAME, OPNAME, CMP) \
TP_INLINE T tp_##OPNAME##nan_##NAME(T a, T t) { T r = t CMP a ? t : a; return t != t ? t : r; }
TP_NAN_ORDER(double, f64, max, >)
TP_NAN_ORDER(double, f64, min, <)
TP_NAN_ORDER(float, f32, max, >)
TP_NAN_ORDER(float, f32, min, <)

/* exp(x), the cheapest branch-free exp: no table, so no gathers; within 0.81
 * ulp (tp_exp below: 0.503, at 1.2-1.5x the time in a loop).  The kernels
 * that sum or normalise exps use it (the softmax family, logsumexp,
 * logaddexp), where a sum's own rounding dwarfs the difference.
 * x = k*ln2 + r with |r| <= ln2/2 (Cody-Waite split of ln2, so k*LN2_HI is
 * exact); exp(r) by its Taylor polynomial to degree 13 (truncation < 1e-17
 * relative); 2^k built from exponent bits as 2^(k/2) * 2^(k - k/2) so that
 * subnormal results round once.  Clamping x to [-746, 710] gives 0 and inf at
 * the ends; NaN propagates.  Tested against mpmath over the whole range. */
TP_INLINE double tp_exp_fast(double x)
{
    /* MAGIC = 1.5 * 2^52: adding it rounds to an integer, and the integer is
     * then the low bits of the sum (bit-level, so the loop still vectorises:
     * there is no double -> int64 conversion before AVX-512). */
    const double LOG2E = 1.4426950408889634074, LN2_HI = 6.93147180369123816490e-01,
                 LN2_LO = 1.90821492927058770002e-10, MAGIC = 6755399441055744.0;
    double xc = tp_sel_f64(x < -746.0, -746.0, x);   /* bit selects: no branch; NaN stays */
    xc = tp_sel_f64(xc > 710.0, 710.0, xc);
    double t = xc * LOG2E + MAGIC, kd = t - MAGIC;
    double h = kd * 0.5 + MAGIC, kd1 = h - MAGIC, kd2 = kd - kd1, t2 = kd2 + MAGIC;
    double r = (xc - kd * LN2_HI) - kd * LN2_LO;
    double p = 1.0 / 6227020800.0;                    /* 1/13! */
    p = p * r + 1.0 / 479001600.0;
    p = p * r + 1.0 / 39916800.0;
    p = p * r + 1.0 / 3628800.0;
    p = p * r + 1.0 / 362880.0;
    p = p * r + 1.0 / 40320.0;
    p = p * r + 1.0 / 5040.0;
    p = p * r + 1.0 / 720.0;
    p = p * r + 1.0 / 120.0;
    p = p * r + 1.0 / 24.0;
    p = p * r + 1.0 / 6.0;
    p = p * r + 0.5;
    p = p * r + 1.0;
    p = p * r + 1.0;
    uint64_t hb, t2b, mb, b1, b2;
    double s1, s2;
    memcpy(&hb, &h, 8); memcpy(&t2b, &t2, 8); memcpy(&mb, &MAGIC, 8);
    b1 = (hb - mb + 1023) << 52;                      /* 2^kd1 */
    b2 = (t2b - mb + 1023) << 52;                     /* 2^kd2 */
    memcpy(&s1, &b1, 8); memcpy(&s2, &b2, 8);
    /* Far below the subnormal range the answer is 0: multiply by an exact 0
     * rather than let the product go subnormal (a ~100-cycle assist each). */
    s2 = tp_sel_f64(xc < -745.2, 0.0, s2);
    return p * s1 * s2;
}

/* 2^(j/128), j = 0..127, as hi + lo (hi the double nearest, lo the nearest
 * to the rest), row j (hi, lo): written by tools/exp_table.py (mpmath, 60
 * digits).  Side by side, so that a vector form loads a lane's two as one
 * 16-byte pair (tp_table_pairs). */
static const double TP_EXP_TAB[128][2] __attribute__((aligned(16))) = {
    {0x1.0000000000000p+0, 0x0.0p+0}, {0x1.0163da9fb3335p+0, 0x1.b61299ab8cdb7p-54},
    {0x1.02c9a3e778061p+0, -0x1.19083535b085dp-56}, {0x1.04315e86e7f85p+0, -0x1.0a31c1977c96ep-54},
    {0x1.059b0d3158574p+0, 0x1.d73e2a475b465p-55}, {0x1.0706b29ddf6dep+0, -0x1.c91dfe2b13c27p-55},
    {0x1.0874518759bc8p+0, 0x1.186be4bb284ffp-57}, {0x1.09e3ecac6f383p+0, 0x1.1487818316136p-54},
    {0x1.0b5586cf9890fp+0, 0x1.8a62e4adc610bp-54}, {0x1.0cc922b7247f7p+0, 0x1.01edc16e24f71p-54},
    {0x1.0e3ec32d3d1a2p+0, 0x1.03a1727c57b53p-59}, {0x1.0fb66affed31bp+0, -0x1.b9bedc44ebd7bp-57},
    {0x1.11301d0125b51p+0, -0x1.6c51039449b3ap-54}, {0x1.12abdc06c31ccp+0, -0x1.1b514b36ca5c7p-58},
    {0x1.1429aaea92de0p+0, -0x1.32fbf9af1369ep-54}, {0x1.15a98c8a58e51p+0, 0x1.2406ab9eeab0ap-55},
    {0x1.172b83c7d517bp+0, -0x1.19041b9d78a76p-55}, {0x1.18af9388c8deap+0, -0x1.11023d1970f6cp-54},
    {0x1.1a35beb6fcb75p+0, 0x1.e5b4c7b4968e4p-55}, {0x1.1bbe084045cd4p+0, -0x1.95386352ef607p-54},
    {0x1.1d4873168b9aap+0, 0x1.e016e00a2643cp-54}, {0x1.1ed5022fcd91dp+0, -0x1.1df98027bb78cp-54},
    {0x1.2063b88628cd6p+0, 0x1.dc775814a8495p-55}, {0x1.21f49917ddc96p+0, 0x1.2a97e9494a5eep-55},
    {0x1.2387a6e756238p+0, 0x1.9b07eb6c70573p-54}, {0x1.251ce4fb2a63fp+0, 0x1.ac155bef4f4a4p-55},
    {0x1.26b4565e27cddp+0, 0x1.2bd339940e9d9p-55}, {0x1.284dfe1f56381p+0, -0x1.a4c3a8c3f0d7ep-54},
    {0x1.29e9df51fdee1p+0, 0x1.612e8afad1255p-55}, {0x1.2b87fd0dad990p+0, -0x1.10adcd6381aa4p-59},
    {0x1.2d285a6e4030bp+0, 0x1.0024754db41d5p-54}, {0x1.2ecafa93e2f56p+0, 0x1.1ca0f45d52383p-56},
    {0x1.306fe0a31b715p+0, 0x1.6f46ad23182e4p-55}, {0x1.32170fc4cd831p+0, 0x1.a9ce78e18047cp-55},
    {0x1.33c08b26416ffp+0, 0x1.32721843659a6p-54}, {0x1.356c55f929ff1p+0, -0x1.b5cee5c4e4628p-55},
    {0x1.371a7373aa9cbp+0, -0x1.63aeabf42eae2p-54}, {0x1.38cae6d05d866p+0, -0x1.e958d3c9904bdp-54},
    {0x1.3a7db34e59ff7p+0, -0x1.5e436d661f5e3p-56}, {0x1.3c32dc313a8e5p+0, -0x1.efff8375d29c3p-54},
    {0x1.3dea64c123422p+0, 0x1.ada0911f09ebcp-55}, {0x1.3fa4504ac801cp+0, -0x1.7d023f956f9f3p-54},
    {0x1.4160a21f72e2ap+0, -0x1.ef3691c309278p-58}, {0x1.431f5d950a897p+0, -0x1.1c7dde35f7999p-55},
    {0x1.44e086061892dp+0, 0x1.89b7a04ef80d0p-59}, {0x1.46a41ed1d0057p+0, 0x1.c944bd1648a76p-54},
    {0x1.486a2b5c13cd0p+0, 0x1.3c1a3b69062f0p-56}, {0x1.4a32af0d7d3dep+0, 0x1.9cb62f3d1be56p-54},
    {0x1.4bfdad5362a27p+0, 0x1.d4397afec42e2p-56}, {0x1.4dcb299fddd0dp+0, 0x1.8ecdbbc6a7833p-54},
    {0x1.4f9b2769d2ca7p+0, -0x1.4b309d25957e3p-54}, {0x1.516daa2cf6642p+0, -0x1.f768569bd93efp-55},
    {0x1.5342b569d4f82p+0, -0x1.07abe1db13cadp-55}, {0x1.551a4ca5d920fp+0, -0x1.d689cefede59bp-55},
    {0x1.56f4736b527dap+0, 0x1.9bb2c011d93adp-54}, {0x1.58d12d497c7fdp+0, 0x1.295e15b9a1de8p-55},
    {0x1.5ab07dd485429p+0, 0x1.6324c054647adp-54}, {0x1.5c9268a5946b7p+0, 0x1.c4b1b816986a2p-60},
    {0x1.5e76f15ad2148p+0, 0x1.ba6f93080e65ep-54}, {0x1.605e1b976dc09p+0, -0x1.3e2429b56de47p-54},
    {0x1.6247eb03a5585p+0, -0x1.383c17e40b497p-54}, {0x1.6434634ccc320p+0, -0x1.c483c759d8933p-55},
    {0x1.6623882552225p+0, -0x1.bb60987591c34p-54}, {0x1.68155d44ca973p+0, 0x1.038ae44f73e65p-57},
    {0x1.6a09e667f3bcdp+0, -0x1.bdd3413b26456p-54}, {0x1.6c012750bdabfp+0, -0x1.2895667ff0b0dp-56},
    {0x1.6dfb23c651a2fp+0, -0x1.bbe3a683c88abp-57}, {0x1.6ff7df9519484p+0, -0x1.83c0f25860ef6p-55},
    {0x1.71f75e8ec5f74p+0, -0x1.16e4786887a99p-55}, {0x1.73f9a48a58174p+0, -0x1.0a8d96c65d53cp-54},
    {0x1.75feb564267c9p+0, -0x1.0245957316dd3p-54}, {0x1.780694fde5d3fp+0, 0x1.866b80a02162dp-54},
    {0x1.7a11473eb0187p+0, -0x1.41577ee04992fp-55}, {0x1.7c1ed0130c132p+0, 0x1.f124cd1164dd6p-54},
    {0x1.7e2f336cf4e62p+0, 0x1.05d02ba15797ep-56}, {0x1.80427543e1a12p+0, -0x1.27c86626d972bp-54},
    {0x1.82589994cce13p+0, -0x1.d4c1dd41532d8p-54}, {0x1.8471a4623c7adp+0, -0x1.8d684a341cdfbp-55},
    {0x1.868d99b4492edp+0, -0x1.fc6f89bd4f6bap-54}, {0x1.88ac7d98a6699p+0, 0x1.994c2f37cb53ap-54},
    {0x1.8ace5422aa0dbp+0, 0x1.6e9f156864b27p-54}, {0x1.8cf3216b5448cp+0, -0x1.0d55e32e9e3aap-56},
    {0x1.8f1ae99157736p+0, 0x1.5cc13a2e3976cp-55}, {0x1.9145b0b91ffc6p+0, -0x1.dd6792e582524p-54},
    {0x1.93737b0cdc5e5p+0, -0x1.75fc781b57ebcp-57}, {0x1.95a44cbc8520fp+0, -0x1.64b7c96a5f039p-56},
    {0x1.97d829fde4e50p+0, -0x1.d185b7c1b85d1p-54}, {0x1.9a0f170ca07bap+0, -0x1.173bd91cee632p-54},
    {0x1.9c49182a3f090p+0, 0x1.c7c46b071f2bep-56}, {0x1.9e86319e32323p+0, 0x1.824ca78e64c6ep-56},
    {0x1.a0c667b5de565p+0, -0x1.359495d1cd533p-54}, {0x1.a309bec4a2d33p+0, 0x1.6305c7ddc36abp-54},
    {0x1.a5503b23e255dp+0, -0x1.d2f6edb8d41e1p-54}, {0x1.a799e1330b358p+0, 0x1.bcb7ecac563c7p-54},
    {0x1.a9e6b5579fdbfp+0, 0x1.0fac90ef7fd31p-54}, {0x1.ac36bbfd3f37ap+0, -0x1.f9234cae76cd0p-55},
    {0x1.ae89f995ad3adp+0, 0x1.7a1cd345dcc81p-54}, {0x1.b0e07298db666p+0, -0x1.bdef54c80e425p-54},
    {0x1.b33a2b84f15fbp+0, -0x1.2805e3084d708p-57}, {0x1.b59728de5593ap+0, -0x1.c71dfbbba6de3p-54},
    {0x1.b7f76f2fb5e47p+0, -0x1.5584f7e54ac3bp-56}, {0x1.ba5b030a1064ap+0, -0x1.efcd30e54292ep-54},
    {0x1.bcc1e904bc1d2p+0, 0x1.23dd07a2d9e84p-55}, {0x1.bf2c25bd71e09p+0, -0x1.efdca3f6b9c73p-54},
    {0x1.c199bdd85529cp+0, 0x1.11065895048ddp-55}, {0x1.c40ab5fffd07ap+0, 0x1.b4537e083c60ap-54},
    {0x1.c67f12e57d14bp+0, 0x1.2884dff483cadp-54}, {0x1.c8f6d9406e7b5p+0, 0x1.1acbc48805c44p-56},
    {0x1.cb720dcef9069p+0, 0x1.503cbd1e949dbp-56}, {0x1.cdf0b555dc3fap+0, -0x1.dd83b53829d72p-55},
    {0x1.d072d4a07897cp+0, -0x1.cbc3743797a9cp-54}, {0x1.d2f87080d89f2p+0, -0x1.d487b719d8578p-54},
    {0x1.d5818dcfba487p+0, 0x1.2ed02d75b3707p-55}, {0x1.d80e316c98398p+0, -0x1.11ec18beddfe8p-54},
    {0x1.da9e603db3285p+0, 0x1.c2300696db532p-54}, {0x1.dd321f301b460p+0, 0x1.2da5778f018c3p-54},
    {0x1.dfc97337b9b5fp+0, -0x1.1a5cd4f184b5cp-54}, {0x1.e264614f5a129p+0, -0x1.7b627817a1496p-54},
    {0x1.e502ee78b3ff6p+0, 0x1.39e8980a9cc8fp-55}, {0x1.e7a51fbc74c83p+0, 0x1.2d522ca0c8de2p-54},
    {0x1.ea4afa2a490dap+0, -0x1.e9c23179c2893p-54}, {0x1.ecf482d8e67f1p+0, -0x1.c93f3b411ad8cp-54},
    {0x1.efa1bee615a27p+0, 0x1.dc7f486a4b6b0p-54}, {0x1.f252b376bba97p+0, 0x1.3a1a5bf0d8e43p-54},
    {0x1.f50765b6e4540p+0, 0x1.9d3e12dd8a18bp-54}, {0x1.f7bfdad9cbe14p+0, -0x1.dbb12d006350ap-54},
    {0x1.fa7c1819e90d8p+0, 0x1.74853f3a5931ep-55}, {0x1.fd3c22b8f71f1p+0, 0x1.2eb74966579e7p-57},
};

/* exp(x), branch-free so that loops of it vectorise (libm's exp does not),
 * within 0.506 ulp (measured: 0.503, numpy's = glibc's 0.506 on the same
 * 1e5 samples; tools/ulp_transcendentals.py).
 * x = (128 m + j) ln2/128 + r, |r| <= ln2/256: k = 128 m + j by rounding
 * x * 128/ln2 (MAGIC), ln2/128 split so that k * LN2N_HI is exact; exp(r) - 1
 * by a polynomial of degree 5: r + r^2/2 + r^3/6 + C4 r^4 + C5 r^5, C4 and C5
 * from a Chebyshev fit on |r| <= ln2/256 (relative error 1.4e-19, 0.001 ulp;
 * Taylor's 1/24, 1/120: 5.5e-19; degree 6, until stop 57, cost a step of
 * every vector's chain, 7 % of tp_exp_array, for 2e-21); 2^(j/128) from the
 * double-double table above (a gather), so the only rounding that matters is
 * the last addition: hi + (lo + hi p).  2^m is built from exponent bits as
 * 2^(m/2) * 2^(m - m/2); a subnormal result is rounded once, at its own ulp
 * (below).  Clamping x to [-746, 710] gives 0 and inf at the ends; NaN
 * propagates.  Every integer is read off the bits of a double (no double ->
 * int64 conversion or 64-bit arithmetic shift, which AVX2 lacks). */
TP_INLINE double tp_exp(double x)
{
    const double N_LN2 = 184.66496523378731614, MAGIC = 6755399441055744.0;   /* 128/ln2, 1.5 * 2^52 */
    const double LN2N_HI = 0x1.62e42fef80000p-8, LN2N_LO = 0x1.1cf79abc9e3b4p-43;
    double xc = tp_sel_f64(x < -746.0, -746.0, x);   /* bit selects: no branch; NaN stays */
    xc = tp_sel_f64(xc > 710.0, 710.0, xc);
    double kd = (xc * N_LN2 + MAGIC) - MAGIC;                /* k = round(x * 128 / ln2) */
    double md = ((kd - 63.5) * 0.0078125 + MAGIC) - MAGIC;   /* m = floor(k / 128): no ties */
    double jd = kd - md * 128.0;                             /* j = 0..127 */
    double r = (xc - kd * LN2N_HI) - kd * LN2N_LO;
    double p = r * (1.0 + r * (0.5 + r * (1.0 / 6 + r * (0x1.5555596ee628dp-5 + r * 0x1.11111368d1891p-7))));
    double tj = jd + MAGIC, h = md * 0.5 + MAGIC, md1 = h - MAGIC, t2 = (md - md1) + MAGIC;
    double ms = md + 1022.0 + MAGIC;
    uint64_t jb, hb, t2b, mb, msb, b1, b2;
    memcpy(&jb, &tj, 8); memcpy(&hb, &h, 8); memcpy(&t2b, &t2, 8); memcpy(&mb, &MAGIC, 8); memcpy(&msb, &ms, 8);
    jb = (jb - mb) & 127;
    double hi = TP_EXP_TAB[jb][0], lo = TP_EXP_TAB[jb][1];
    double s1, s2, sc;
    b1 = (hb - mb + 1023) << 52;                      /* 2^(m/2) */
    b2 = (t2b - mb + 1023) << 52;                     /* 2^(m - m/2) */
    msb = (msb - mb + 1023) << 52;                    /* 2^(m + 1022), used when m <= -1022 */
    memcpy(&s1, &b1, 8); memcpy(&s2, &b2, 8); memcpy(&sc, &msb, 8);
    /* Far below the subnormal range (exp(-inf) in the softmax family) keep
     * the unused normal path off subnormal products (a ~100-cycle assist). */
    s2 = tp_sel_f64(xc < -745.2, 0.0, s2);
    double normal = (hi + (lo + hi * p)) * s1 * s2;
    /* A subnormal result must round once, at its own ulp: scaled by 2^1022 it
     * is z = zhi + ztl < 1 (m <= -1022), and 1 + z rounds at 2^-52, which is
     * that ulp; (1 - H) + zhi is exact (Fast2Sum), so (H + L) - 1 is z rounded
     * once.  glibc's exp does the same in a branch. */
    double zhi = hi * sc, ztl = (lo + hi * p) * sc;
    double H = 1.0 + zhi, L = ((1.0 - H) + zhi) + ztl;
    double sub = ((H + L) - 1.0) * 0x1p-1022;
    return tp_sel_f64((md <= -1022.0) & (zhi + ztl < 1.0), sub, normal);
}

/* tp_exp of each of n contiguous doubles, bit for bit (out may be x).  With
 * AVX-512, 8 lanes at a time by hand: gcc's vectorisation of tp_exp computes
 * every lane's subnormal path and builds 2^m from bits, and emulates the
 * table's gathers with scalar loads (its generic tuning): 3.3x numpy's
 * AVX-512 exp.  Here each operation of tp_exp is written as gcc compiles it
 * (the same FMA contractions, so the same roundings) in as few operations
 * as give the same values (the clamps as maxpd/minpd, j as the low bits of
 * k + MAGIC, m from vscalefpd's floor; 20 % faster than the same steps
 * spelled as in tp_exp), the table is read by two gathers, and
 * hi + (lo + hi p) is scaled by 2^m with one vscalefpd:
 * exact, as the two products by 2^(m/2) are, wherever the result is normal
 * or overflows (m > -1022).  Lanes below -707 (results near or under the
 * subnormal range, or 0) are rare and take tp_exp itself, except those
 * under -745.2, whose result is +0 (tests/test_native.py checks all three
 * against tp_exp).  x is clamped at -707 rather than tp_exp's -746, so that
 * vscalefpd never makes a subnormal (a ~100-cycle assist) and needs no
 * clamp of its own: two operations fewer a vector, 7 % faster on an Intel
 * Xeon, same bits.  And one compare a vector finds both kinds of rare lane
 * (x < -707); the +0 lanes' compare and blend run only in a vector that has
 * one: 0.738 -> 0.685 ns an element in cache (250,000 doubles, a C harness,
 * Intel Xeon, Emerald Rapids), the same bits. */
/* Whether the AVX-512 block forms read their tables by hardware gathers
 * (below, tp_table_pairs); 0 in builds without AVX-512, which have no such
 * reads -- defined for them too, so that _native links and imports there. */
TP_INLINE int tp_table_gathers(void) { return TP_AVX512 && !tp_cpu_amd; }
#if TP_AVX512
/* res with the lanes of `lanes` replaced by f of xv's: the block forms' rare
 * lanes, taken from the input vector (out may be x, already overwritten). */
/* The rows idx (8 lanes) of a table of pairs: each row's 16-byte pair loaded
 * whole, four into each of two vectors (lanes 0 2 4 6 and 1 3 5 7), then
 * unpacked into the 8 firsts and the 8 seconds in lane order.  Two
 * vgatherqpd (one per column) took tp_log_array to 1.27 ns an element on an
 * AMD Zen 4, these 0.97 (no table at all: 0.56; numpy's log 0.80, from a
 * 32-entry table in registers).  On an Intel Xeon (Emerald Rapids) the
 * gathers are the faster: 250,000 in-cache doubles, the best of 40 runs in a
 * C harness, tp_exp_array 1.16-1.36 -> 0.84 ns an element, tp_log_array
 * 1.45-1.56 -> 1.06, tp_expm1_array 2.19-2.37 -> 1.53 (numpy's exp 0.74).
 * So the gathers unless the CPU is an AMD one (tp_cpu_amd); the same rows
 * either way.  (tp_table_gathers itself is defined for every build, above:
 * _native reports it.) */
TP_INLINE void tp_table_pairs(const double (*tab)[2], __m512i idx, __m512d *first, __m512d *second)
{
    if (tp_table_gathers()) {
        const __m512i i2 = _mm512_slli_epi64(idx, 1);
        *first = _mm512_i64gather_pd(i2, &tab[0][0], 8);
        *second = _mm512_i64gather_pd(i2, &tab[0][1], 8);
        return;
    }
    int64_t id[8] __attribute__((aligned(64)));
    _mm512_store_si512((void *)id, idx);
    __m512d a = _mm512_castpd128_pd512(_mm_loadu_pd(tab[id[0]]));
    a = _mm512_insertf64x2(a, _mm_loadu_pd(tab[id[2]]), 1);
    a = _mm512_insertf64x2(a, _mm_loadu_pd(tab[id[4]]), 2);
    a = _mm512_insertf64x2(a, _mm_loadu_pd(tab[id[6]]), 3);
    __m512d b = _mm512_castpd128_pd512(_mm_loadu_pd(tab[id[1]]));
    b = _mm512_insertf64x2(b, _mm_loadu_pd(tab[id[3]]), 1);
    b = _mm512_insertf64x2(b, _mm_loadu_pd(tab[id[5]]), 2);
    b = _mm512_insertf64x2(b, _mm_loadu_pd(tab[id[7]]), 3);
    *first = _mm512_unpacklo_pd(a, b);
    *second = _mm512_unpackhi_pd(a, b);
}
TP_INLINE __m512d tp_exp_lanes(__m512d xv, __m512d res, __mmask8 lanes, double (*f)(double))
{
    double xs[8], rs[8];
    _mm512_storeu_pd(xs, xv);
    _mm512_storeu_pd(rs, res);
    while (lanes) {
        int j = __builtin_ctz(lanes);
        rs[j] = f(xs[j]);
        lanes &= lanes - 1;
    }
    return _mm512_loadu_pd(rs);
}
TP_INLINE void tp_exp_array(const double *x, double *out, ptrdiff_t n)
{
    const __m512d N_LN2 = _mm512_set1_pd(184.66496523378731614), MAGIC = _mm512_set1_pd(6755399441055744.0);
    const __m512d LN2N_HI = _mm512_set1_pd(0x1.62e42fef80000p-8), LN2N_LO = _mm512_set1_pd(0x1.1cf79abc9e3b4p-43);
    const __m512d LO = _mm512_set1_pd(-707.0), HI = _mm512_set1_pd(710.0);
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m512d xv = _mm512_loadu_pd(x + i);
        /* (maxpd and minpd return their second operand, x here, when it is NaN) */
        __m512d xc = _mm512_min_pd(HI, _mm512_max_pd(LO, xv));
        __m512d t = _mm512_fmadd_pd(xc, N_LN2, MAGIC);            /* MAGIC + k: k in the low bits */
        __m512d kd = _mm512_sub_pd(t, MAGIC);
        __m512d r = _mm512_fnmadd_pd(kd, LN2N_LO, _mm512_fnmadd_pd(kd, LN2N_HI, xc));
        __m512d q = _mm512_fmadd_pd(r, _mm512_set1_pd(0x1.11111368d1891p-7), _mm512_set1_pd(0x1.5555596ee628dp-5));
        q = _mm512_fmadd_pd(r, q, _mm512_set1_pd(1.0 / 6));
        q = _mm512_fmadd_pd(q, r, _mm512_set1_pd(0.5));
        q = _mm512_fmadd_pd(q, r, _mm512_set1_pd(1.0));
        __m512d p = _mm512_mul_pd(r, q);
        __m512i jb = _mm512_and_si512(_mm512_castpd_si512(t), _mm512_set1_epi64(127));   /* j = k mod 128 */
        __m512d hi, lo;
        tp_table_pairs(TP_EXP_TAB, jb, &hi, &lo);
        __m512d z = _mm512_add_pd(hi, _mm512_fmadd_pd(hi, p, lo));
        /* vscalefpd scales by 2^floor(its operand), and floor(k / 128) is m
         * (m >= -1020 after the clamp) */
        __m512d res = _mm512_scalef_pd(z, _mm512_mul_pd(kd, _mm512_set1_pd(0.0078125)));
        __mmask8 low = _mm512_cmp_pd_mask(xv, LO, _CMP_LT_OQ);
        if (low) {              /* the rare lanes: +0 below -745.2, tp_exp's subnormal results above */
            __mmask8 zero = _mm512_cmp_pd_mask(xv, _mm512_set1_pd(-745.2), _CMP_LT_OQ);
            res = _mm512_mask_blend_pd(zero, res, _mm512_setzero_pd());
            if (low & ~zero) res = tp_exp_lanes(xv, res, low & ~zero, tp_exp);
        }
        _mm512_storeu_pd(out + i, res);
    }
    for (; i < n; i++) out[i] = tp_exp(x[i]);
}
/* (float)tp_exp_fast(x) of each of n contiguous floats, bit for bit (the
 * float32 MaskedTensor exp), 16 lanes at a time as two halves in double.
 * tp_exp_fast's p * 2^(k/2) * 2^(k - k/2) is p scaled by 2^k exactly
 * wherever the double is normal; below that (x < -708) both are under
 * float32's least subnormal and round to +0, so vscalefpd needs no rare
 * path here. */
TP_INLINE __m512d tp_exp_fast_pd(__m512d xv)
{
    const __m512d LOG2E = _mm512_set1_pd(1.4426950408889634074), MAGIC = _mm512_set1_pd(6755399441055744.0);
    const __m512d LN2_HI = _mm512_set1_pd(6.93147180369123816490e-01), LN2_LO = _mm512_set1_pd(1.90821492927058770002e-10);
    const __m512d LO = _mm512_set1_pd(-746.0), HI = _mm512_set1_pd(710.0);
    __m512d xc = _mm512_min_pd(HI, _mm512_max_pd(LO, xv));   /* (x when it is NaN: maxpd/minpd's second operand) */
    __m512d kd = _mm512_sub_pd(_mm512_fmadd_pd(xc, LOG2E, MAGIC), MAGIC);
    __m512d r = _mm512_fnmadd_pd(kd, LN2_LO, _mm512_fnmadd_pd(kd, LN2_HI, xc));
    __m512d p = _mm512_fmadd_pd(_mm512_set1_pd(1.0 / 6227020800.0), r, _mm512_set1_pd(1.0 / 479001600.0));
    p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(1.0 / 39916800.0));
    p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(1.0 / 3628800.0));
    p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(1.0 / 362880.0));
    p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(1.0 / 40320.0));
    p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(1.0 / 5040.0));
    p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(1.0 / 720.0));
    p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(1.0 / 120.0));
    p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(1.0 / 24.0));
    p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(1.0 / 6.0));
    p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(0.5));
    p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(1.0));
    p = _mm512_fmadd_pd(p, r, _mm512_set1_pd(1.0));
    /* (k held at -1021 or above: below, the double would be subnormal, a
     * ~100-cycle assist, and rounds to +0 in float32 whatever it is) */
    return _mm512_scalef_pd(p, _mm512_max_pd(kd, _mm512_set1_pd(-1021.0)));
}
/* tp_exp_fast of each of n contiguous doubles, bit for bit (out may be x):
 * the softmax family's and logsumexp's exps.  As tp_exp_array: the lanes
 * whose double is subnormal (x below -707.7) take tp_exp_fast itself,
 * except those under -745.2 (+0). */
/* (a macro, expanded in the array's loop: through an inline function the
 * softmax family's kernels ran 7 % slower, measured on an AMD Zen 4) */
#define TP_EXP_FAST_LANES(xv, res) do { \
    res = tp_exp_fast_pd(xv); \
    __mmask8 zero_ = _mm512_cmp_pd_mask(xv, _mm512_set1_pd(-745.2), _CMP_LT_OQ); \
    __mmask8 low_ = _mm512_cmp_pd_mask(xv, _mm512_set1_pd(-707.0), _CMP_LT_OQ) & ~zero_; \
    res = _mm512_mask_blend_pd(zero_, res, _mm512_setzero_pd()); \
    if (low_) res = tp_exp_lanes(xv, res, low_, tp_exp_fast);   /* the rare subnormal results */ \
} while (0)
TP_INLINE __m512d tp_exp_fast_lanes_pd(__m512d xv)
{
    __m512d res;
    TP_EXP_FAST_LANES(xv, res);
    return res;
}
TP_INLINE void tp_exp_fast_array(const double *x, double *out, ptrdiff_t n)
{
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m512d xv = _mm512_loadu_pd(x + i), res;
        TP_EXP_FAST_LANES(xv, res);
        _mm512_storeu_pd(out + i, res);
    }
    for (; i < n; i++) out[i] = tp_exp_fast(x[i]);
}
/* A float block form from a function of 8 doubles: 16 floats a step as two
 * halves in double, each result rounded once; the tail by the scalar form. */
#define TP_F32_BY_HALVES(PD, SCALAR) { \
    ptrdiff_t i = 0; \
    for (; i + 16 <= n; i += 16) { \
        __m512 xv = _mm512_loadu_ps(x + i); \
        _mm256_storeu_ps(out + i, _mm512_cvtpd_ps(PD(_mm512_cvtps_pd(_mm512_castps512_ps256(xv))))); \
        _mm256_storeu_ps(out + i + 8, _mm512_cvtpd_ps(PD(_mm512_cvtps_pd(_mm256_castpd_ps( \
            _mm512_extractf64x4_pd(_mm512_castps_pd(xv), 1)))))); } \
    for (; i < n; i++) out[i] = (float)SCALAR(x[i]); }
TP_INLINE void tp_exp_fast_array_f32(const float *x, float *out, ptrdiff_t n)
    TP_F32_BY_HALVES(tp_exp_fast_pd, tp_exp_fast)
#else
TP_INLINE void tp_exp_array(const double *x, double *out, ptrdiff_t n)
{
    ptrdiff_t i;
    for (i = 0; i < n; i++) out[i] = tp_exp(x[i]);
}
TP_INLINE void tp_exp_fast_array(const double *x, double *out, ptrdiff_t n)
{
    ptrdiff_t i;
    for (i = 0; i < n; i++) out[i] = tp_exp_fast(x[i]);
}
TP_INLINE void tp_exp_fast_array_f32(const float *x, float *out, ptrdiff_t n)
{
    ptrdiff_t i;
    for (i = 0; i < n; i++) out[i] = (float)tp_exp_fast(x[i]);
}
#endif

/* e**x of a float, rounded to float: the float32 MaskedTensor exp and the
 * float32 kernels of logsumexp and the softmax family (issue 27).  In float
 * arithmetic, so that a vector holds sixteen lanes (AVX-512) or eight (AVX2),
 * and no table, so that no lane gathers: x = k ln2 + r, |r| <= ln2/2, k by
 * rounding x/ln2 (MAGIC, 1.5 * 2^23); r = x - k LN2_HI - k LN2_LO by two
 * fmas (LN2_HI has 16 significant bits and |k| <= 150, so the first is
 * exact); exp(r) = 1 + r (1 + r (C2 + C3 r + ... + C7 r^5)) by Horner (C2..C7
 * a Chebyshev interpolant of (exp(r) - 1 - r)/r^2 rounded to float: relative
 * error 2^-30.3, tools/f32_tables.py); then times 2^k, one rounding (the
 * scalar and AVX2 forms as (p 2^k1) 2^k2, k1 + k2 = k, the first product
 * exact; AVX-512 by scalef: the same value, including the subnormal results).
 * Within 0.874 ulp over all 2^32 inputs (against glibc's double exp:
 * tools/f32_exhaustive.c), correctly rounded for 95 % of x in [-104, 89],
 * where numpy's AVX-512 float32 exp reaches 2.54 ulp and rounds 63 %.  (It
 * was evaluated in double before, 0.500042 ulp at eight lanes a vector:
 * float32 exps can differ from those in the last bit; the sum of exps of
 * logsumexp's float32 pass ran 1.7x faster for the change, docs/benchmarks.rst.)
 * x is held to [-104, 89] first (+0 and inf after the scaling), NaN gives
 * x + x (x quieted).  Every product that
 * feeds a sum is an explicit fma, so every form gives the same bits whatever
 * the compiler contracts (checked over all 2^32 inputs for the scalar form
 * built for x86-64, x86-64-v3 and AVX-512 and for both vector forms). */
#define TP_EXPF_INV_LN2 0x1.715476p+0f
#define TP_EXPF_LN2_HI 0x1.62e4p-1f
#define TP_EXPF_LN2_LO 0x1.7f7d1cp-20f
#define TP_EXPF_C2 0x1p-1f
#define TP_EXPF_C3 0x1.555556p-3f
#define TP_EXPF_C4 0x1.5554e8p-5f
#define TP_EXPF_C5 0x1.1110ep-7f
#define TP_EXPF_C6 0x1.6d4334p-10f
#define TP_EXPF_C7 0x1.a125p-13f
#define TP_EXPF_MAGIC 0x1.8p23f
TP_INLINE float tp_expf(float x)
{
    /* bit selects, no branch (so loops of it vectorise); NaN passes both */
    float xc = tp_sel_f32(x < -104.0f, -104.0f, x);
    xc = tp_sel_f32(xc > 89.0f, 89.0f, xc);
    float t = fmaf(xc, TP_EXPF_INV_LN2, TP_EXPF_MAGIC), kf = t - TP_EXPF_MAGIC;
    float r = fmaf(-kf, TP_EXPF_LN2_HI, xc);
    r = fmaf(-kf, TP_EXPF_LN2_LO, r);
    float q = fmaf(r, TP_EXPF_C7, TP_EXPF_C6);
    q = fmaf(r, q, TP_EXPF_C5);
    q = fmaf(r, q, TP_EXPF_C4);
    q = fmaf(r, q, TP_EXPF_C3);
    q = fmaf(r, q, TP_EXPF_C2);
    q = fmaf(r, q, 1.0f);
    float p = fmaf(r, q, 1.0f), s1, s2;
    uint32_t tb;
    memcpy(&tb, &t, 4);
    int32_t k = (int32_t)(tb - 0x4b400000u), k1 = k >> 1;   /* MAGIC's bits: k in t's low bits */
    uint32_t b1 = (uint32_t)(k1 + 127) << 23, b2 = (uint32_t)(k - k1 + 127) << 23;
    memcpy(&s1, &b1, 4);
    memcpy(&s2, &b2, 4);
    return tp_sel_f32(x != x, x + x, (p * s1) * s2);
}
/* tp_expf of 8 lanes (AVX2; AVX-512 builds use it for 8-lane steps) and of
 * 16 (AVX-512), bit for bit the scalar's: the same operations in lanes.
 * TP_EXPF_CORE is their common part up to p = exp(r) (PS: the intrinsics'
 * prefix, _mm256 or _mm512); they differ in the scaling by 2^k. */
#if TP_AVX512 || TP_AVX2
#define TP_EXPF_CORE(V, PS, xv, t, kf, p) do { \
    const V magic_ = PS##_set1_ps(TP_EXPF_MAGIC); \
    V xc_ = PS##_min_ps(PS##_set1_ps(89.0f), PS##_max_ps(PS##_set1_ps(-104.0f), xv)); \
    t = PS##_fmadd_ps(xc_, PS##_set1_ps(TP_EXPF_INV_LN2), magic_); \
    kf = PS##_sub_ps(t, magic_); \
    V r_ = PS##_fnmadd_ps(kf, PS##_set1_ps(TP_EXPF_LN2_HI), xc_); \
    r_ = PS##_fnmadd_ps(kf, PS##_set1_ps(TP_EXPF_LN2_LO), r_); \
    V q_ = PS##_fmadd_ps(r_, PS##_set1_ps(TP_EXPF_C7), PS##_set1_ps(TP_EXPF_C6)); \
    q_ = PS##_fmadd_ps(r_, q_, PS##_set1_ps(TP_EXPF_C5)); \
    q_ = PS##_fmadd_ps(r_, q_, PS##_set1_ps(TP_EXPF_C4)); \
    q_ = PS##_fmadd_ps(r_, q_, PS##_set1_ps(TP_EXPF_C3)); \
    q_ = PS##_fmadd_ps(r_, q_, PS##_set1_ps(TP_EXPF_C2)); \
    q_ = PS##_fmadd_ps(r_, q_, PS##_set1_ps(1.0f)); \
    p = PS##_fmadd_ps(r_, q_, PS##_set1_ps(1.0f)); } while (0)
TP_INLINE __m256 tp_expf_lanes_ps(__m256 xv)
{
    __m256 t, kf, p;
    TP_EXPF_CORE(__m256, _mm256, xv, t, kf, p);
    __m256i k = _mm256_sub_epi32(_mm256_castps_si256(t), _mm256_castps_si256(_mm256_set1_ps(TP_EXPF_MAGIC)));
    __m256i k1 = _mm256_srai_epi32(k, 1), bias = _mm256_set1_epi32(127);
    __m256 s1 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(k1, bias), 23));
    __m256 s2 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(_mm256_sub_epi32(k, k1), bias), 23));
    __m256 res = _mm256_mul_ps(_mm256_mul_ps(p, s1), s2);
    return _mm256_blendv_ps(res, _mm256_add_ps(xv, xv), _mm256_cmp_ps(xv, xv, _CMP_UNORD_Q));
}
#endif
#if TP_AVX512
TP_INLINE __m512 tp_expf_lanes16_ps(__m512 xv)
{
    __m512 t, kf, p;
    TP_EXPF_CORE(__m512, _mm512, xv, t, kf, p);
    __mmask16 nan = _mm512_cmp_ps_mask(xv, xv, _CMP_UNORD_Q);
    return _mm512_mask_add_ps(_mm512_scalef_ps(p, kf), nan, xv, xv);
}
#endif
/* tp_expf of each of n contiguous floats, bit for bit (out may be x): 16
 * lanes a step with AVX-512, 8 with AVX2, the tail by the scalar form. */
TP_INLINE void tp_expf_array(const float *x, float *out, ptrdiff_t n)
{
    ptrdiff_t i = 0;
#if TP_AVX512
    for (; i + 16 <= n; i += 16) _mm512_storeu_ps(out + i, tp_expf_lanes16_ps(_mm512_loadu_ps(x + i)));
#endif
#if TP_AVX512 || TP_AVX2
    for (; i + 8 <= n; i += 8) _mm256_storeu_ps(out + i, tp_expf_lanes_ps(_mm256_loadu_ps(x + i)));
#endif
    for (; i < n; i++) out[i] = tp_expf(x[i]);
}

/* log(x), branch-free so that loops of it vectorise (libm's log does not).
 * x = 2^k * m with m in [sqrt(2)/2, sqrt(2)) from the exponent bits
 * (subnormals scaled by 2^52 first); log(m) = log(1 + f) by fdlibm's
 * reduction s = f / (2 + f), log(1 + f) = f - f^2/2 + s (f^2/2 + R(s^2)) with
 * its degree-14 minimax R, and k ln2 split so that k * LN2_HI is exact.
 * Selects give -inf at 0, NaN below 0 and at NaN, inf at inf.  Measured
 * against mpmath by tools/ulp_transcendentals.py: 0.69 ulp (libm: 0.50; 0.744
 * over the 350,000 x of tp_log_tab's comment).  No kernel uses it since
 * tp_log_tab, faster for float32 too (its block form was bound by the
 * division); kept, with its block form, as the table-free reference. */
TP_INLINE double tp_log(double x)
{
    const double LN2_HI = 6.93147180369123816490e-01, LN2_LO = 1.90821492927058770002e-10,
                 TWO52 = 4503599627370496.0, TINY = 2.2250738585072014e-308;
    const double LG1 = 6.666666666666735130e-01, LG2 = 3.999999999940941908e-01,
                 LG3 = 2.857142874366239149e-01, LG4 = 2.222219843214978396e-01,
                 LG5 = 1.818357216161805012e-01, LG6 = 1.531383769920937332e-01,
                 LG7 = 1.479819860511658591e-01;
    const double MAGIC = 6755399441055744.0;          /* 1.5 * 2^52 */
    double xs = tp_sel_f64(x < TINY, x * TWO52, x);
    uint64_t bx, mb, hx, i, kb;
    memcpy(&bx, &xs, 8);
    /* Unsigned 64-bit logic only, so that the loops vectorise on AVX2 (it has
     * no 64-bit arithmetic shift and no int64 -> double conversion): the
     * exponent becomes a double through MAGIC's low bits, as in tp_exp. */
    hx = (bx >> 32) & 0x7fffffffu;
    i = ((hx & 0x000fffffu) + 0x95f64) & 0x100000;    /* m >= sqrt(2): halve it, k + 1 */
    mb = (((hx & 0x000fffffu) | (i ^ 0x3ff00000)) << 32) | (bx & 0xffffffffu);
    kb = (hx >> 20) + (i >> 20);                      /* k + 1023 (+ 52 for a subnormal x) */
    uint64_t tb;
    double kt, m;
    memcpy(&tb, &MAGIC, 8);
    tb += kb;
    memcpy(&kt, &tb, 8);
    double dk = (kt - MAGIC) - tp_sel_f64(x < TINY, 1075.0, 1023.0);
    memcpy(&m, &mb, 8);
    double f = m - 1.0, s = f / (2.0 + f), z = s * s, w = z * z;
    double t1 = w * (LG2 + w * (LG4 + w * LG6));
    double t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
    double hfsq = 0.5 * f * f;
    double r = dk * LN2_HI - ((hfsq - (s * (hfsq + t1 + t2) + dk * LN2_LO)) - f);
    r = tp_sel_f64(x == 0.0, -INFINITY, r);
    r = tp_sel_f64(x < 0.0, NAN, r);
    r = tp_sel_f64(x == INFINITY, INFINITY, r);
    return tp_sel_f64(x != x, x, r);
}

/* (float)tp_log of each of n contiguous floats, bit for bit (the float32
 * MaskedTensor log before tp_log_tab_array_f32).  With AVX-512, 16 lanes as two halves in double: tp_log's
 * operations written with intrinsics as gcc compiles the scalar function at
 * x86-64-v4 (t1 and t2 fused into their sums, s times the sum fused with
 * dk LN2_LO, the last step one fmsub), so every float32 input gives the
 * scalar's bits (checked over all 2^32 patterns when written;
 * tests/test_native.py samples them).  gcc left the scalar loop unvectorised:
 * 5.4x numpy's log on in-cache data.  The division s = f / (2 + f) bounds it. */
#if TP_AVX512
TP_INLINE __m512d tp_log_pd(__m512d x)
{
    const __m512d LN2_HI = _mm512_set1_pd(6.93147180369123816490e-01), LN2_LO = _mm512_set1_pd(1.90821492927058770002e-10);
    const __m512d TINY = _mm512_set1_pd(2.2250738585072014e-308), MAGIC = _mm512_set1_pd(6755399441055744.0);
    __mmask8 small = _mm512_cmp_pd_mask(x, TINY, _CMP_LT_OQ);
    __m512d xs = _mm512_mask_mul_pd(x, small, x, _mm512_set1_pd(4503599627370496.0));
    __m512i bx = _mm512_castpd_si512(xs);
    __m512i hx = _mm512_and_si512(_mm512_srli_epi64(bx, 32), _mm512_set1_epi64(0x7fffffff));
    __m512i low = _mm512_and_si512(hx, _mm512_set1_epi64(0x000fffff));
    __m512i i = _mm512_and_si512(_mm512_add_epi64(low, _mm512_set1_epi64(0x95f64)), _mm512_set1_epi64(0x100000));
    __m512i mb = _mm512_or_si512(_mm512_slli_epi64(_mm512_or_si512(low, _mm512_xor_si512(i, _mm512_set1_epi64(0x3ff00000))), 32),
                                 _mm512_and_si512(bx, _mm512_set1_epi64(0xffffffff)));
    __m512i kb = _mm512_add_epi64(_mm512_srli_epi64(hx, 20), _mm512_srli_epi64(i, 20));
    __m512d kt = _mm512_castsi512_pd(_mm512_add_epi64(_mm512_castpd_si512(MAGIC), kb));
    __m512d dk = _mm512_sub_pd(_mm512_sub_pd(kt, MAGIC),
                               _mm512_mask_blend_pd(small, _mm512_set1_pd(1023.0), _mm512_set1_pd(1075.0)));
    __m512d f = _mm512_sub_pd(_mm512_castsi512_pd(mb), _mm512_set1_pd(1.0));
    __m512d s = _mm512_div_pd(f, _mm512_add_pd(f, _mm512_set1_pd(2.0)));
    __m512d hfsq = _mm512_mul_pd(_mm512_mul_pd(f, _mm512_set1_pd(0.5)), f);
    __m512d z = _mm512_mul_pd(s, s), w = _mm512_mul_pd(z, z);
    __m512d p1 = _mm512_fmadd_pd(w, _mm512_fmadd_pd(w, _mm512_set1_pd(1.531383769920937332e-01),
                                                    _mm512_set1_pd(2.222219843214978396e-01)),
                                 _mm512_set1_pd(3.999999999940941908e-01));
    __m512d p2 = _mm512_fmadd_pd(w, _mm512_fmadd_pd(w, _mm512_fmadd_pd(w, _mm512_set1_pd(1.479819860511658591e-01),
                                                                       _mm512_set1_pd(1.818357216161805012e-01)),
                                                    _mm512_set1_pd(2.857142874366239149e-01)),
                                 _mm512_set1_pd(6.666666666666735130e-01));
    __m512d sum = _mm512_fmadd_pd(z, p2, _mm512_fmadd_pd(w, p1, hfsq));          /* hfsq + t1 + t2 */
    __m512d c = _mm512_fmadd_pd(s, sum, _mm512_mul_pd(dk, LN2_LO));
    __m512d r = _mm512_fmsub_pd(dk, LN2_HI, _mm512_sub_pd(_mm512_sub_pd(hfsq, c), f));
    r = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(x, _mm512_setzero_pd(), _CMP_EQ_OQ), r, _mm512_set1_pd(-INFINITY));
    r = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(x, _mm512_setzero_pd(), _CMP_LT_OQ), r, _mm512_set1_pd(NAN));
    r = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(x, _mm512_set1_pd(INFINITY), _CMP_EQ_OQ), r, _mm512_set1_pd(INFINITY));
    return _mm512_mask_blend_pd(_mm512_cmp_pd_mask(x, x, _CMP_UNORD_Q), r, x);
}
TP_INLINE void tp_log_array_f32(const float *x, float *out, ptrdiff_t n)
    TP_F32_BY_HALVES(tp_log_pd, tp_log)
#else
TP_INLINE void tp_log_array_f32(const float *x, float *out, ptrdiff_t n)
{
    ptrdiff_t i;
    for (i = 0; i < n; i++) out[i] = (float)tp_log(x[i]);
}
#endif

/* log(x) of a float, rounded to float: the float32 MaskedTensor log
 * (issue 27).  In double with a table and a polynomial sized for float32
 * (ARM's logf method, from its description): x = 2^k z, z in
 * [0x1.66p-1, 0x1.66p0) from the bits (subnormals scaled by 2^23 first);
 * z's 4 bits after that offset pick c from 16 subintervals, the one holding
 * 1 with c = 1 exactly, and log(x) = k ln2 + log(c) + log1p(r),
 * r = z/c - 1 = fma(z, 1/c, -1), |r| <= 0.0297 (exact where c = 1), log1p(r)
 * = r + r^2 (-1/2 + C3 r + ... + C6 r^4) (a Chebyshev fit: relative error
 * 2^-37.25; tools/f32_tables.py).  Near x = 1 the result is that
 * polynomial alone (k = 0, log(c) = 0), so the relative error holds there;
 * elsewhere |log(x)| >= 0.0197 and the roundings of log(c), r and the sum add
 * under 2^-50.  So the float is within 0.5 + 2^-13 ulp: 0.500057 at most over
 * all 2^32 inputs (against glibc's double log: tools/f32_exhaustive.c),
 * where numpy's AVX-512 float32 log reaches 3.83 ulp (all inputs) and
 * (float)tp_log_tab, the float32 log before, 0.5 + 2^-28, at about twice
 * the work (two gathers per 8 lanes, double-double sums, a second
 * polynomial near 1).  Selects give
 * -inf at +-0, NaN (0x7fc00000) below 0, inf at inf, x + x at NaN.  Every
 * product that feeds a sum is an explicit fma or exact, so the block form
 * gives the same bits whatever the compiler contracts. */
static const double TP_LOGF_INVC[16] = {
    0x1.661ec6a5122f9p+0, 0x1.571ed3c506b3ap+0, 0x1.49539e3b2d067p+0, 0x1.3c995a47babe7p+0,
    0x1.30d190130d190p+0, 0x1.25e22708092f1p+0, 0x1.1bb4a4046ed29p+0, 0x1.12358e75d3033p+0,
    0x1.0953f39010954p+0, 0x1.0000000000000p+0, 0x1.e573ac901e574p-1, 0x1.ca4b3055ee191p-1,
    0x1.b2036406c80d9p-1, 0x1.9c2d14ee4a102p-1, 0x1.886e5f0abb04ap-1, 0x1.767dce434a9b1p-1,
};
static const double TP_LOGF_LOGC[16] = {
    -0x1.57bf753c8d1fbp-2, -0x1.2bef07cdc9355p-2, -0x1.01eae5626c691p-2, -0x1.b31d8575bce3bp-3,
    -0x1.6574ebe8c1339p-3, -0x1.1aa2b7e23f729p-3, -0x1.a4e7640b1bc38p-4, -0x1.1973bd1465561p-4,
    -0x1.252f32f8d1840p-5, 0x0.0p+0, 0x1.b42dd711971b9p-5, 0x1.c5e548f5bc743p-4,
    0x1.526e5e3a1b438p-3, 0x1.bc286742d8cd4p-3, 0x1.1058bf9ae4ad4p-2, 0x1.404308686a7e4p-2,
};
#define TP_LOGF_OFF 0x3f330000u
#define TP_LOGF_LN2 0x1.62e42fefa39efp-1
#define TP_LOGF_C3 0x1.55555305b4fc2p-2
#define TP_LOGF_C4 -0x1.fffffbf4a0ecbp-3
#define TP_LOGF_C5 0x1.99ebd95c76c6bp-3
#define TP_LOGF_C6 -0x1.559d4d7be5133p-3
/* k ln2 - log(invc) + log1p(r): tp_logf's (and tp_log1pf's) log of 2^k z from
 * r = z invc - 1 and the subinterval i (TP_LOGF_REDUCED: the same in lanes,
 * the same operations in the same order). */
TP_INLINE double tp_logf_reduced(double r, double kd, uint32_t i)
{
    double r2 = r * r;
    double q = fma(r, TP_LOGF_C6, TP_LOGF_C5);
    q = fma(r, q, TP_LOGF_C4);
    q = fma(r, q, TP_LOGF_C3);
    q = fma(r, q, -0.5);
    return fma(kd, TP_LOGF_LN2, TP_LOGF_LOGC[i]) + fma(r2, q, r);
}
#define TP_LOGF_REDUCED(PD, V, r, kd, logc, y) do { \
    V r2_ = PD##_mul_pd(r, r); \
    V q_ = PD##_fmadd_pd(r, PD##_set1_pd(TP_LOGF_C6), PD##_set1_pd(TP_LOGF_C5)); \
    q_ = PD##_fmadd_pd(r, q_, PD##_set1_pd(TP_LOGF_C4)); \
    q_ = PD##_fmadd_pd(r, q_, PD##_set1_pd(TP_LOGF_C3)); \
    q_ = PD##_fmadd_pd(r, q_, PD##_set1_pd(-0.5)); \
    y = PD##_add_pd(PD##_fmadd_pd(kd, PD##_set1_pd(TP_LOGF_LN2), logc), PD##_fmadd_pd(r2_, q_, r)); } while (0)
TP_INLINE float tp_logf(float x)
{
    int sub = x < 0x1p-126f;                          /* (and <= 0: replaced below) */
    float xs = tp_sel_f32(sub, x * 0x1p23f, x);
    uint32_t ix, tmp, iz;
    memcpy(&ix, &xs, 4);
    tmp = ix - TP_LOGF_OFF;
    uint32_t i = (tmp >> 19) & 15;
    iz = ix - (tmp & 0xff800000u);
    float z;
    memcpy(&z, &iz, 4);
    double kd = (double)((int32_t)tmp >> 23) - tp_sel_f64(sub, 23.0, 0.0);
    float res = (float)tp_logf_reduced(fma((double)z, TP_LOGF_INVC[i], -1.0), kd, i);
    res = tp_sel_f32(x == 0.0f, -INFINITY, res);
    res = tp_sel_f32(x < 0.0f, NAN, res);
    res = tp_sel_f32(x == INFINITY, INFINITY, res);
    return tp_sel_f32(x != x, x + x, res);
}
/* tp_logf of each of n contiguous floats, bit for bit (out may be x): with
 * AVX-512 16 floats a step, the bit work on 16 lanes, the rest as two halves
 * of 8 doubles with the table read from registers (vpermt2pd: the index's
 * low 4 bits), the subnormals' scaling and the specials' selects only for a
 * block with such a lane (one vfpclassps).  All 2^32 float32 inputs give the
 * scalar's bits (checked in C when written, also against builds for x86-64
 * and x86-64-v3; tests/test_native.py samples them). */
#if TP_AVX512
/* The two halves of 16 floats, and 16 floats from two halves: the float32
 * block forms that compute in double take 8 lanes at a time. */
TP_INLINE __m256 tp_upper8_ps(__m512 v) { return _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(v), 1)); }
TP_INLINE __m512 tp_join8_ps(__m256 lo, __m256 hi)
{
    return _mm512_castpd_ps(_mm512_insertf64x4(_mm512_castps_pd(_mm512_castps256_ps512(lo)), _mm256_castps_pd(hi), 1));
}
/* tp_logf's table in four registers: invc (T[0], T[1]) and logc (T[2], T[3]), read by vpermt2pd */
TP_INLINE void tp_logf_table(__m512d *T)
{
    T[0] = _mm512_loadu_pd(TP_LOGF_INVC); T[1] = _mm512_loadu_pd(TP_LOGF_INVC + 8);
    T[2] = _mm512_loadu_pd(TP_LOGF_LOGC); T[3] = _mm512_loadu_pd(TP_LOGF_LOGC + 8);
}
TP_INLINE __m256 tp_logf_half(__m256 z, __m256i k, __m256i idx, const __m512d *T)
{
    __m512i ix = _mm512_cvtepu32_epi64(idx);
    __m512d invc = _mm512_permutex2var_pd(T[0], ix, T[1]), logc = _mm512_permutex2var_pd(T[2], ix, T[3]);
    __m512d r = _mm512_fmsub_pd(_mm512_cvtps_pd(z), invc, _mm512_set1_pd(1.0)), y;
    TP_LOGF_REDUCED(_mm512, __m512d, r, _mm512_cvtepi32_pd(k), logc, y);
    return _mm512_cvtpd_ps(y);
}
TP_INLINE void tp_logf_array(const float *x, float *out, ptrdiff_t n)
{
    __m512d T[4];
    tp_logf_table(T);
    ptrdiff_t i = 0;
    for (; i + 16 <= n; i += 16) {
        __m512 xv = _mm512_loadu_ps(x + i), xs = xv;
        __mmask16 special = _mm512_fpclass_ps_mask(xv, 0xff), sub = 0;
        if (special) {
            sub = _mm512_cmp_ps_mask(xv, _mm512_set1_ps(0x1p-126f), _CMP_LT_OQ);
            xs = _mm512_mask_mul_ps(xv, sub, xv, _mm512_set1_ps(0x1p23f));
        }
        __m512i ix = _mm512_castps_si512(xs);
        __m512i tmp = _mm512_sub_epi32(ix, _mm512_set1_epi32((int)TP_LOGF_OFF));
        __m512i idx = _mm512_srli_epi32(tmp, 19);
        __m512i k = _mm512_srai_epi32(tmp, 23);
        if (sub) k = _mm512_mask_sub_epi32(k, sub, k, _mm512_set1_epi32(23));
        __m512 z = _mm512_castsi512_ps(_mm512_sub_epi32(ix, _mm512_and_si512(tmp, _mm512_set1_epi32((int)0xff800000u))));
        __m512 res = tp_join8_ps(
            tp_logf_half(_mm512_castps512_ps256(z), _mm512_castsi512_si256(k), _mm512_castsi512_si256(idx), T),
            tp_logf_half(tp_upper8_ps(z), _mm512_extracti64x4_epi64(k, 1), _mm512_extracti64x4_epi64(idx, 1), T));
        if (special) {
            res = _mm512_mask_blend_ps(_mm512_cmp_ps_mask(xv, _mm512_setzero_ps(), _CMP_EQ_OQ), res,
                                       _mm512_set1_ps(-INFINITY));
            res = _mm512_mask_blend_ps(_mm512_cmp_ps_mask(xv, _mm512_setzero_ps(), _CMP_LT_OQ), res, _mm512_set1_ps(NAN));
            res = _mm512_mask_blend_ps(_mm512_cmp_ps_mask(xv, _mm512_set1_ps(INFINITY), _CMP_EQ_OQ), res,
                                       _mm512_set1_ps(INFINITY));
            res = _mm512_mask_add_ps(res, _mm512_cmp_ps_mask(xv, xv, _CMP_UNORD_Q), xv, xv);
        }
        _mm512_storeu_ps(out + i, res);
    }
    for (; i < n; i++) out[i] = tp_logf(x[i]);
}
#elif TP_AVX2
/* With AVX2 8 floats a step: the bit work on 8 lanes, the rest as two halves
 * of 4 doubles, the table read by gathers (gcc's tuning leaves the scalar
 * loop unvectorised: 17 ns a float here, numpy's log 2); tp_logf's
 * operations one for one, so its bits (tests/test_native.py). */
TP_INLINE __m128 tp_logf_half256(__m128 z, __m128i k, __m128i idx)
{
    __m256d invc = _mm256_i32gather_pd(TP_LOGF_INVC, idx, 8), logc = _mm256_i32gather_pd(TP_LOGF_LOGC, idx, 8);
    __m256d r = _mm256_fmsub_pd(_mm256_cvtps_pd(z), invc, _mm256_set1_pd(1.0)), y;
    TP_LOGF_REDUCED(_mm256, __m256d, r, _mm256_cvtepi32_pd(k), logc, y);
    return _mm256_cvtpd_ps(y);
}
TP_INLINE void tp_logf_array(const float *x, float *out, ptrdiff_t n)
{
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256 xv = _mm256_loadu_ps(x + i);
        __m256 sub = _mm256_cmp_ps(xv, _mm256_set1_ps(0x1p-126f), _CMP_LT_OQ);
        __m256 xs = _mm256_blendv_ps(xv, _mm256_mul_ps(xv, _mm256_set1_ps(0x1p23f)), sub);
        __m256i ix = _mm256_castps_si256(xs);
        __m256i tmp = _mm256_sub_epi32(ix, _mm256_set1_epi32((int)TP_LOGF_OFF));
        __m256i idx = _mm256_and_si256(_mm256_srli_epi32(tmp, 19), _mm256_set1_epi32(15));
        __m256i k = _mm256_sub_epi32(_mm256_srai_epi32(tmp, 23),
                                     _mm256_and_si256(_mm256_castps_si256(sub), _mm256_set1_epi32(23)));
        __m256 z = _mm256_castsi256_ps(_mm256_sub_epi32(ix, _mm256_and_si256(tmp, _mm256_set1_epi32((int)0xff800000u))));
        __m128 lo = tp_logf_half256(_mm256_castps256_ps128(z), _mm256_castsi256_si128(k), _mm256_castsi256_si128(idx));
        __m128 hi = tp_logf_half256(_mm256_extractf128_ps(z, 1), _mm256_extracti128_si256(k, 1),
                                    _mm256_extracti128_si256(idx, 1));
        __m256 res = _mm256_set_m128(hi, lo);
        res = _mm256_blendv_ps(res, _mm256_set1_ps(-INFINITY), _mm256_cmp_ps(xv, _mm256_setzero_ps(), _CMP_EQ_OQ));
        res = _mm256_blendv_ps(res, _mm256_set1_ps(NAN), _mm256_cmp_ps(xv, _mm256_setzero_ps(), _CMP_LT_OQ));
        res = _mm256_blendv_ps(res, _mm256_set1_ps(INFINITY), _mm256_cmp_ps(xv, _mm256_set1_ps(INFINITY), _CMP_EQ_OQ));
        res = _mm256_blendv_ps(res, _mm256_add_ps(xv, xv), _mm256_cmp_ps(xv, xv, _CMP_UNORD_Q));
        _mm256_storeu_ps(out + i, res);
    }
    for (; i < n; i++) out[i] = tp_logf(x[i]);
}
#else
TP_INLINE void tp_logf_array(const float *x, float *out, ptrdiff_t n)
{
    ptrdiff_t i;
    for (i = 0; i < n; i++) out[i] = tp_logf(x[i]);
}
#endif

/* tp_log_tab's table, written by tools/log_table.py (mpmath, 60 digits):
 * row i holds 1/c and log(c) (within 2^-67.4) of subinterval i; |r| <
 * 0.00394931.  Side by side, so that a vector form loads a lane's two as one
 * 16-byte pair (tp_log_tab_pd). */
static const double TP_LOG_TAB[128][2] __attribute__((aligned(16))) = {
    {0x1.73507fa49f825p+0, -0x1.7ccbf7dd46839p-2}, {0x1.713370c8082eep+0, -0x1.76f39773ffcd1p-2},
    {0x1.6f2176da82efcp+0, -0x1.7131890dcd643p-2}, {0x1.6d15de4d873b0p+0, -0x1.6b790a395da31p-2},
    {0x1.6b1582b888c88p+0, -0x1.65d803805c372p-2}, {0x1.690fc01eb75b2p+0, -0x1.601fb36fec9a6p-2},
    {0x1.671decdf8ae81p+0, -0x1.5a980321519e4p-2}, {0x1.652357aa79038p+0, -0x1.54ef870fcc334p-2},
    {0x1.6334f521afa03p+0, -0x1.4f6229668ce95p-2}, {0x1.6147c34fb29d3p+0, -0x1.49d07f484c1f3p-2},
    {0x1.5f667dd3a7d0fp+0, -0x1.4459c8aff2c28p-2}, {0x1.5d88c2cd68209p+0, -0x1.3ee5f0ec4f4e1p-2},
    {0x1.5bad9bf6a4e53p+0, -0x1.397238b29f611p-2}, {0x1.59da2ca0c2b7bp+0, -0x1.340de13cecfdfp-2},
    {0x1.5802b010203b9p+0, -0x1.2e962bd6122f0p-2}, {0x1.563b43f6ca838p+0, -0x1.2947050a6a6e0p-2},
    {0x1.5473b2df6b051p+0, -0x1.23f05993eb872p-2}, {0x1.52afbcf7e0d73p+0, -0x1.1e9d6bcded310p-2},
    {0x1.50f45fa8666d7p+0, -0x1.195d7e69f5330p-2}, {0x1.4f376f17d32a7p+0, -0x1.1411d44b75a48p-2},
    {0x1.4d80536cc87d9p+0, -0x1.0ed1061d77e19p-2}, {0x1.4bd6f4254d634p+0, -0x1.09b3ac8ea58d7p-2},
    {0x1.4a2b6b4b28defp+0, -0x1.04890b86cbe8dp-2}, {0x1.4883be2a0f973p+0, -0x1.fec778b067832p-3},
    {0x1.46da1f17a8054p+0, -0x1.f4635bf250fd4p-3}, {0x1.453f860bc08e0p+0, -0x1.ea5049f94b1b7p-3},
    {0x1.43a6a9e0f521fp+0, -0x1.e03b773952597p-3}, {0x1.420b88127c4fep+0, -0x1.d60b6d4e756b7p-3},
    {0x1.4073cb7b9e31ap+0, -0x1.cbe40cceb39efp-3}, {0x1.3ee715cfba48dp+0, -0x1.c1f68aba7ff8ep-3},
    {0x1.3d5b1e646aa05p+0, -0x1.b801731b827a5p-3}, {0x1.3bd9f5c4677a9p+0, -0x1.ae45fc73e4a0ep-3},
    {0x1.3a537ddb2a6c8p+0, -0x1.a45c08326b15fp-3}, {0x1.38ce4ea91215ep+0, -0x1.9a6e23b181425p-3},
    {0x1.3755217203a61p+0, -0x1.90c2dba0cbceap-3}, {0x1.35dd80e8b31ebp+0, -0x1.871613760e777p-3},
    {0x1.3467009a80e7cp+0, -0x1.7d6503cbf5b0ap-3}, {0x1.32f89b1ab67acp+0, -0x1.73de3b356f2f9p-3},
    {0x1.3182e26e3ac75p+0, -0x1.6a1af33bd9483p-3}, {0x1.301fe05be67e7p+0, -0x1.60c9bad5d097cp-3},
    {0x1.2eb2f1a05a604p+0, -0x1.572a7745dfe7fp-3}, {0x1.2d52c87fef4f6p+0, -0x1.4dd6634fd8c40p-3},
    {0x1.2bef34eb3c6c7p+0, -0x1.44600f32620b4p-3}, {0x1.2a94501b3ef9cp+0, -0x1.3b1a0bdd9bd10p-3},
    {0x1.2932e400e7001p+0, -0x1.319c3fb4169f3p-3}, {0x1.27e068ca62b9dp+0, -0x1.287a911836fa7p-3},
    {0x1.26891bd202597p+0, -0x1.1f2ce7c1ec83bp-3}, {0x1.2538b2b064d03p+0, -0x1.16048028b29e7p-3},
    {0x1.23e7dd1339f8cp+0, -0x1.0cce97af93158p-3}, {0x1.22a40b6828ff5p+0, -0x1.03e9c0d61ec35p-3},
    {0x1.215403cfcea14p+0, -0x1.f5491d7e8de78p-4}, {0x1.200ff102d8335p+0, -0x1.e35329a89354dp-4},
    {0x1.1ecbb79836250p+0, -0x1.d146ce27a6e5dp-4}, {0x1.1d9014d2f2943p+0, -0x1.bfa1321835e29p-4},
    {0x1.1c4f399934796p+0, -0x1.ad9cd473e7d96p-4}, {0x1.1b1bd48fe1c84p+0, -0x1.9c46ddeb0cd72p-4},
    {0x1.19e3304c5f52ap+0, -0x1.8a91cd3ead150p-4}, {0x1.18aad971de752p+0, -0x1.78cd77b965c70p-4},
    {0x1.177ad0875e69ep+0, -0x1.676f08b365120p-4}, {0x1.164a481d788dap+0, -0x1.55f655b46d9ffp-4},
    {0x1.151d964b70ec0p+0, -0x1.44a335adf74b4p-4}, {0x1.13f144ce5b67dp+0, -0x1.3342d4d7bd331p-4},
    {0x1.12c74a3fce6b8p+0, -0x1.21f2608069720p-4}, {0x1.11a5adb8a6c1ep+0, -0x1.110c5b6eae027p-4},
    {0x1.1081af787d64fp+0, -0x1.ffe13bfb2b3a9p-5}, {0x1.0f5acf79c1b72p+0, -0x1.dd2e0406eeecdp-5},
    {0x1.0e3f5718cedf8p+0, -0x1.bbaebfd68e2e3p-5}, {0x1.0d2391f64dda4p+0, -0x1.9a032609031f4p-5},
    {0x1.0c06ce50e1ed2p+0, -0x1.7815966753ed6p-5}, {0x1.0af4b4101af0fp+0, -0x1.574b1a420586dp-5},
    {0x1.09daf57869a52p+0, -0x1.35736ac684aebp-5}, {0x1.08cc4869c2fdep+0, -0x1.14ce3e6405ef1p-5},
    {0x1.07baa26d5053fp+0, -0x1.e7569d3a22538p-6}, {0x1.06acb80331392p+0, -0x1.a5b4aa1a969bcp-6},
    {0x1.059cdecd69bdbp+0, -0x1.635618069019ep-6}, {0x1.0495f834069e6p+0, -0x1.22e5078cdf14fp-6},
    {0x1.038d1880df82cp+0, -0x1.c36c8dbe3e4b3p-7}, {0x1.0283c97dfae0bp+0, -0x1.4052a1267f236p-7},
    {0x1.018141e3d5bcdp+0, -0x1.802121c58394bp-8}, {0x1.0083ecae73db9p+0, -0x1.0795782492f66p-9},
    {0x1.fe09f629d6a2ep-1, 0x1.f7009a2aec8fep-9}, {0x1.fa0adf7a116c3p-1, 0x1.7f8472e81a3fep-7},
    {0x1.f62b7bf983c7bp-1, 0x1.3d9f9888dec85p-6}, {0x1.f25d71e4bec0dp-1, 0x1.ba3c025af9ec2p-6},
    {0x1.ee97589b6c8f1p-1, 0x1.1b62ed75cd1e7p-5}, {0x1.eae76409297e0p-1, 0x1.58b065a571025p-5},
    {0x1.e74853d69a87fp-1, 0x1.955830288bc40p-5}, {0x1.e3afb484b9786p-1, 0x1.d206b7e9aee10p-5},
    {0x1.e019a1a44f8dbp-1, 0x1.077ed8835547bp-4}, {0x1.dc9999b067f9bp-1, 0x1.2577628ea1ee6p-4},
    {0x1.d9285b48994bep-1, 0x1.4328762981a15p-4}, {0x1.d5cffb29f4233p-1, 0x1.603834fde64fap-4},
    {0x1.d270f7cecde73p-1, 0x1.7db766cfb10c0p-4}, {0x1.cf299c82b6ca7p-1, 0x1.9a9c245002d08p-4},
    {0x1.cbe0dc729332ap-1, 0x1.b7c1d7b781e26p-4}, {0x1.c8ac7370e2837p-1, 0x1.d46692633dae3p-4},
    {0x1.c58c8c9280eb2p-1, 0x1.f085b690ddaeep-4}, {0x1.c269912958dc7p-1, 0x1.06795128a5874p-3},
    {0x1.bf5f3c655a68ep-1, 0x1.1458580673980p-3}, {0x1.bc4c13b3ae7e2p-1, 0x1.227846d334459p-3},
    {0x1.b9514f967570fp-1, 0x1.30401c3880c40p-3}, {0x1.b65d530d45598p-1, 0x1.3e002b0dcc63dp-3},
    {0x1.b371aef0077d5p-1, 0x1.4bb0c483de7e1p-3}, {0x1.b096abcd5aa38p-1, 0x1.592a383ebab9ep-3},
    {0x1.adba55a772ee4p-1, 0x1.66c0d40e2aca5p-3}, {0x1.aaf0fd7ffff98p-1, 0x1.74138f530398dp-3},
    {0x1.a83053f61ac05p-1, 0x1.8152b4b96e25cp-3}, {0x1.a570c594fd840p-1, 0x1.8ea28dd886bbfp-3},
    {0x1.a2c4d6d81aee4p-1, 0x1.9ba8b83618817p-3}, {0x1.a015ac10f9d54p-1, 0x1.a8d4250166adfp-3},
    {0x1.9d7b8ef245745p-1, 0x1.b5ad19e4fb5b8p-3}, {0x1.9ae13cb9d34a3p-1, 0x1.c29bdaac4f812p-3},
    {0x1.985224afd9c67p-1, 0x1.cf6754df9c15dp-3}, {0x1.95d0f976cc57cp-1, 0x1.dc011f33a209ap-3},
    {0x1.934cab3124ab0p-1, 0x1.e8becfd533e37p-3}, {0x1.90d74a6308977p-1, 0x1.f544a55bb7dfbp-3},
    {0x1.8e620aeafd9eap-1, 0x1.00eec452d50acp-2}, {0x1.8bfe3204aef4ap-1, 0x1.071830a61cb40p-2},
    {0x1.89a0edddb4839p-1, 0x1.0d3a0abaf2640p-2}, {0x1.874857b6aecb3p-1, 0x1.13591ab68137bp-2},
    {0x1.84efcb54de707p-1, 0x1.19817d87decbdp-2}, {0x1.82aaaac2d5490p-1, 0x1.1f7ff9c489fa8p-2},
    {0x1.805d174bd2d8dp-1, 0x1.259e0105f798bp-2}, {0x1.7e280e048561dp-1, 0x1.2b83ae38d08aap-2},
    {0x1.7bee705228c7bp-1, 0x1.317e71e135d77p-2}, {0x1.79b8af1a7a24cp-1, 0x1.3777bb7dc498ap-2},
    {0x1.779237444230ep-1, 0x1.3d504faebbdf8p-2}, {0x1.75708ff6ec924p-1, 0x1.432447e76ade5p-2},
};

/* log(x), branch-free and table-driven, within 0.52 ulp: the MaskedTensor
 * log of float64 and float32 (issue 27).  Measured against mpmath: 0.510 at
 * most over 350,000 x across the range (numpy's AVX-512 log 0.607, glibc's
 * 0.515, tp_log 0.744 on the same x), 0.515 over 120,000 where |log(x)| is
 * just above 2^-4, the bound's worst place (numpy 0.521, glibc 0.518).  The
 * method of glibc's log (ARM's optimized-routines), from its description:
 * x = 2^k z, z in [0x1.6p-1, 0x1.6p0) (subnormals scaled by 2^52 first);
 * 7 bits of z pick c from the table above, and
 * log(x) = k ln2 + log(c) + log1p(r), r = z/c - 1 = fma(z, 1/c, -1), |r| < 2^-8,
 * log1p(r) = r + r^2 Q(r).  k ln2_hi is exact, + log(c) and + r are
 * Fast2Sums (their rounding errors are kept), so the only rounding that
 * matters is the last addition; r's own rounding (2^-62) and log(c)'s
 * (2^-67: the table's invc is picked for it) add at most 1/64 ulp wherever
 * |log(x)| >= 2^-4.  Nearer 1 the cancellation of log(c) with r would
 * magnify them, so x in (0x1.ep-1, 0x1.109p0) takes log1p(f), f = x - 1
 * (exact), = f - f^2/2 + f^3 P(f): f^2 split exactly by an fma,
 * f - f^2/2 a Fast2Sum.  (Q and P: tools/log_table.py.)  Both paths are
 * computed and one selected (the block form below computes the near-1 one
 * only for the blocks that need it).  Every product that feeds a sum is
 * either an explicit fma or exact, so the compiler's contraction
 * (-ffp-contract) cannot change a bit: the block form's intrinsics give the
 * same values.  (Built without FMA, fma() is libm's: right, but slow.)
 * Selects give -inf at +-0, NaN below 0 and at NaN, inf at inf. */
#define TP_LOG_OFF 0x3fe6000000000000ULL
/* k ln2 + log(c_i) + log1p(r) + extra, r = z/c_i - 1: tp_log_tab's main path
 * (z in [0x1.6p-1, 0x1.6p0), i its subinterval); extra, a term far below the
 * result's ulp, joins the low-order sum (tp_log1p's e/u; 0 for log). */
TP_INLINE double tp_log_reduced(double z, double kd, uint64_t i, double extra)
{
    const double LN2_HI = 0x1.62e42fefa3800p-1, LN2_LO = 0x1.ef35793c7673p-45;
    const double A0 = -0x1.0000000000000p-1, A1 = 0x1.5555555555556p-2, A2 = -0x1.ffffffff698abp-3,
                 A3 = 0x1.9999999913dc0p-3, A4 = -0x1.5556ddda0d3a7p-3, A5 = 0x1.2493a60c597ccp-3;
    double invc = TP_LOG_TAB[i][0], logc = TP_LOG_TAB[i][1];
    double r = fma(z, invc, -1.0);
    double kh = kd * LN2_HI;                          /* exact: 42 bits times 11 */
    double w = kh + logc, we = (kh - w) + logc;       /* Fast2Sum: |k ln2_hi| > |log(c)| or k = 0 */
    double hi = w + r, he = (w - hi) + r;             /* Fast2Sum: |w| > |r| off the near-1 range */
    double q = fma(r, A5, A4);
    q = fma(r, q, A3);
    q = fma(r, q, A2);
    q = fma(r, q, A1);
    q = fma(r, q, A0);
    double r2 = r * r;
    return hi + fma(r2, q, fma(kd, LN2_LO, (we + he) + extra));
}
/* log1p(f) for f in (-2^-4, 0x1.09p-4): tp_log_tab's near-1 path (f = x - 1)
 * and tp_log1p's near-0 one (f = x). */
TP_INLINE double tp_log_near1(double f)
{
    const double B0 = 0x1.5555555555555p-2, B1 = -0x1.000000000000fp-2, B2 = 0x1.99999999997d1p-3,
                 B3 = -0x1.5555555531c1bp-3, B4 = 0x1.24924925821fbp-3, B5 = -0x1.000000c12e0c8p-3,
                 B6 = 0x1.c71c6c961478cp-4, B7 = -0x1.999640af99456p-4, B8 = 0x1.74622ccb82beap-4,
                 B9 = -0x1.5894eb272e8d4p-4, B10 = 0x1.3a9420f2155c4p-4;
    double s = f * f, se = fma(f, f, -s);             /* f^2 = s + se exactly */
    double hs = -0.5 * s, h1 = f + hs, l1 = (f - h1) + hs;
    double p = fma(f, B10, B9);
    p = fma(f, p, B8);
    p = fma(f, p, B7);
    p = fma(f, p, B6);
    p = fma(f, p, B5);
    p = fma(f, p, B4);
    p = fma(f, p, B3);
    p = fma(f, p, B2);
    p = fma(f, p, B1);
    p = fma(f, p, B0);
    double f3 = s * f;
    return h1 + fma(f3, p, fma(-0.5, se, l1));
}
TP_INLINE double tp_log_tab(double x)
{
    int sub = x < 0x1p-1022;
    double xs = tp_sel_f64(sub, x * 0x1p52, x);
    uint64_t ix, tmp;
    memcpy(&ix, &xs, 8);
    tmp = ix - TP_LOG_OFF;
    uint64_t i = (tmp >> 45) & 127, iz = ix - (tmp & 0xfff0000000000000ULL);
    double kd = (double)((int64_t)tmp >> 52) - tp_sel_f64(sub, 52.0, 0.0), z;
    memcpy(&z, &iz, 8);
    double res = tp_log_reduced(z, kd, i, 0.0);
    res = tp_sel_f64((x > 0x1.ep-1) & (x < 0x1.109p0), tp_log_near1(x - 1.0), res);
    res = tp_sel_f64(x == 0.0, -INFINITY, res);
    res = tp_sel_f64(x < 0.0, NAN, res);
    res = tp_sel_f64(x == INFINITY, INFINITY, res);
    return tp_sel_f64(x != x, x, res);
}

/* tp_log_tab of each of n contiguous doubles, bit for bit (out may be x).
 * With AVX-512, 8 lanes at a time by hand: tp_log_tab's operations one for
 * one (each fma an fma, so the same roundings), the table read by two
 * gathers, the near-1 path computed only for a block with a lane in
 * (0x1.ep-1, 0x1.109p0), and the subnormals' scaling and the specials'
 * selects only for a block with a lane that is negative, +-0, subnormal,
 * inf or NaN (one vfpclasspd; either way a lane's bits are tp_log_tab's,
 * tests/test_native.py checks every length and alignment).  Without those
 * selects in every block the table's index no longer waits on a compare
 * and a masked multiply: 20,000 in-cache doubles 1.20-1.26 -> 0.78 ns each
 * (numpy's log 0.72). */
#if TP_AVX512
TP_INLINE __m512d tp_log_near1_f_pd(__m512d f)
{
    const __m512d s = _mm512_mul_pd(f, f), se = _mm512_fmsub_pd(f, f, s);
    const __m512d hs = _mm512_mul_pd(s, _mm512_set1_pd(-0.5));
    const __m512d h1 = _mm512_add_pd(f, hs), l1 = _mm512_add_pd(_mm512_sub_pd(f, h1), hs);
    __m512d p = _mm512_fmadd_pd(f, _mm512_set1_pd(0x1.3a9420f2155c4p-4), _mm512_set1_pd(-0x1.5894eb272e8d4p-4));
    p = _mm512_fmadd_pd(f, p, _mm512_set1_pd(0x1.74622ccb82beap-4));
    p = _mm512_fmadd_pd(f, p, _mm512_set1_pd(-0x1.999640af99456p-4));
    p = _mm512_fmadd_pd(f, p, _mm512_set1_pd(0x1.c71c6c961478cp-4));
    p = _mm512_fmadd_pd(f, p, _mm512_set1_pd(-0x1.000000c12e0c8p-3));
    p = _mm512_fmadd_pd(f, p, _mm512_set1_pd(0x1.24924925821fbp-3));
    p = _mm512_fmadd_pd(f, p, _mm512_set1_pd(-0x1.5555555531c1bp-3));
    p = _mm512_fmadd_pd(f, p, _mm512_set1_pd(0x1.99999999997d1p-3));
    p = _mm512_fmadd_pd(f, p, _mm512_set1_pd(-0x1.000000000000fp-2));
    p = _mm512_fmadd_pd(f, p, _mm512_set1_pd(0x1.5555555555555p-2));
    __m512d f3 = _mm512_mul_pd(s, f);
    return _mm512_add_pd(h1, _mm512_fmadd_pd(f3, p, _mm512_fmadd_pd(_mm512_set1_pd(-0.5), se, l1)));
}
/* tp_log_tab's near-1 path on x (f = x - 1, exact there). */
TP_INLINE __m512d tp_log_near1_pd(__m512d x)
{
    return tp_log_near1_f_pd(_mm512_sub_pd(x, _mm512_set1_pd(1.0)));
}
/* tp_log_reduced of 8 lanes, op for op (extra: tp_log1p's e/u, or none: the
 * log, whose scalar adds 0.0 there). */
TP_INLINE __m512d tp_log_reduced_pd(__m512d z, __m512d kd, __m512i idx, __m512d extra, int has_extra)
{
    const __m512d LN2_HI = _mm512_set1_pd(0x1.62e42fefa3800p-1), LN2_LO = _mm512_set1_pd(0x1.ef35793c7673p-45);
    __m512d invc, logc;
    tp_table_pairs(TP_LOG_TAB, idx, &invc, &logc);
    __m512d r = _mm512_fmsub_pd(z, invc, _mm512_set1_pd(1.0));
    __m512d kh = _mm512_mul_pd(kd, LN2_HI);
    __m512d w = _mm512_add_pd(kh, logc), we = _mm512_add_pd(_mm512_sub_pd(kh, w), logc);
    __m512d hi = _mm512_add_pd(w, r), he = _mm512_add_pd(_mm512_sub_pd(w, hi), r);
    __m512d q = _mm512_fmadd_pd(r, _mm512_set1_pd(0x1.2493a60c597ccp-3), _mm512_set1_pd(-0x1.5556ddda0d3a7p-3));
    q = _mm512_fmadd_pd(r, q, _mm512_set1_pd(0x1.9999999913dc0p-3));
    q = _mm512_fmadd_pd(r, q, _mm512_set1_pd(-0x1.ffffffff698abp-3));
    q = _mm512_fmadd_pd(r, q, _mm512_set1_pd(0x1.5555555555556p-2));
    q = _mm512_fmadd_pd(r, q, _mm512_set1_pd(-0x1.0000000000000p-1));
    __m512d r2 = _mm512_mul_pd(r, r);
    __m512d low = _mm512_add_pd(we, he);
    if (has_extra) low = _mm512_add_pd(low, extra);
    return _mm512_add_pd(hi, _mm512_fmadd_pd(r2, q, _mm512_fmadd_pd(kd, LN2_LO, low)));
}
TP_INLINE __m512d tp_log_tab_pd(__m512d xv)
{
    const __m512d TINY = _mm512_set1_pd(0x1p-1022), INF = _mm512_set1_pd(INFINITY);
    __mmask8 special = _mm512_fpclass_pd_mask(xv, 0xff), sub = 0;
    __m512d xs = xv;
    if (special) {
        sub = _mm512_cmp_pd_mask(xv, TINY, _CMP_LT_OQ);
        xs = _mm512_mask_mul_pd(xv, sub, xv, _mm512_set1_pd(0x1p52));
    }
    __m512i ix = _mm512_castpd_si512(xs);
    __m512i tmp = _mm512_sub_epi64(ix, _mm512_set1_epi64((long long)TP_LOG_OFF));
    __m512i idx = _mm512_and_si512(_mm512_srli_epi64(tmp, 45), _mm512_set1_epi64(127));
    __m512d z = _mm512_castsi512_pd(_mm512_sub_epi64(ix, _mm512_and_si512(tmp,
                                                      _mm512_set1_epi64((long long)0xfff0000000000000ULL))));
    __m512d kd = _mm512_cvtepi64_pd(_mm512_srai_epi64(tmp, 52));
    if (sub) kd = _mm512_mask_sub_pd(kd, sub, kd, _mm512_set1_pd(52.0));
    __m512d res = tp_log_reduced_pd(z, kd, idx, z, 0);
    __mmask8 near = _mm512_cmp_pd_mask(xv, _mm512_set1_pd(0x1.ep-1), _CMP_GT_OQ)
                  & _mm512_cmp_pd_mask(xv, _mm512_set1_pd(0x1.109p0), _CMP_LT_OQ);
    if (near) res = _mm512_mask_blend_pd(near, res, tp_log_near1_pd(xv));
    if (special) {
        res = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(xv, _mm512_setzero_pd(), _CMP_EQ_OQ), res,
                                   _mm512_set1_pd(-INFINITY));
        res = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(xv, _mm512_setzero_pd(), _CMP_LT_OQ), res, _mm512_set1_pd(NAN));
        res = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(xv, INF, _CMP_EQ_OQ), res, INF);
        res = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(xv, xv, _CMP_UNORD_Q), res, xv);
    }
    return res;
}
TP_INLINE void tp_log_array(const double *x, double *out, ptrdiff_t n)
{
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) _mm512_storeu_pd(out + i, tp_log_tab_pd(_mm512_loadu_pd(x + i)));
    for (; i < n; i++) out[i] = tp_log_tab(x[i]);
}
/* (float)tp_log_tab of each of n contiguous floats, bit for bit (the
 * float32 MaskedTensor log): 16 floats as two halves in double (all 2^32
 * float32 inputs give the scalar's bits, checked in C when written).  20,000
 * in-cache floats: 0.87 ns each, where tp_log_array_f32 takes 1.08 (its
 * division bounds it) and numpy's float32 log 0.33. */
TP_INLINE void tp_log_tab_array_f32(const float *x, float *out, ptrdiff_t n)
    TP_F32_BY_HALVES(tp_log_tab_pd, tp_log_tab)
#elif TP_AVX2
/* With AVX2, 4 lanes at a time: the AVX-512 form's steps (above), with k's
 * conversion from the high 32 bits of each lane (AVX2 has neither a 64-bit
 * arithmetic shift nor an int64 -> double conversion; k fits in 32 bits, so
 * the value is the same) and the special lanes found by three compares. */
TP_INLINE __m256d tp_log_near1_pd256(__m256d x)
{
    const __m256d f = _mm256_sub_pd(x, _mm256_set1_pd(1.0));
    const __m256d s = _mm256_mul_pd(f, f), se = _mm256_fmsub_pd(f, f, s);
    const __m256d hs = _mm256_mul_pd(s, _mm256_set1_pd(-0.5));
    const __m256d h1 = _mm256_add_pd(f, hs), l1 = _mm256_add_pd(_mm256_sub_pd(f, h1), hs);
    __m256d p = _mm256_fmadd_pd(f, _mm256_set1_pd(0x1.3a9420f2155c4p-4), _mm256_set1_pd(-0x1.5894eb272e8d4p-4));
    p = _mm256_fmadd_pd(f, p, _mm256_set1_pd(0x1.74622ccb82beap-4));
    p = _mm256_fmadd_pd(f, p, _mm256_set1_pd(-0x1.999640af99456p-4));
    p = _mm256_fmadd_pd(f, p, _mm256_set1_pd(0x1.c71c6c961478cp-4));
    p = _mm256_fmadd_pd(f, p, _mm256_set1_pd(-0x1.000000c12e0c8p-3));
    p = _mm256_fmadd_pd(f, p, _mm256_set1_pd(0x1.24924925821fbp-3));
    p = _mm256_fmadd_pd(f, p, _mm256_set1_pd(-0x1.5555555531c1bp-3));
    p = _mm256_fmadd_pd(f, p, _mm256_set1_pd(0x1.99999999997d1p-3));
    p = _mm256_fmadd_pd(f, p, _mm256_set1_pd(-0x1.000000000000fp-2));
    p = _mm256_fmadd_pd(f, p, _mm256_set1_pd(0x1.5555555555555p-2));
    __m256d f3 = _mm256_mul_pd(s, f);
    return _mm256_add_pd(h1, _mm256_fmadd_pd(f3, p, _mm256_fmadd_pd(_mm256_set1_pd(-0.5), se, l1)));
}
TP_INLINE __m256d tp_log_tab_pd256(__m256d xv)
{
    const __m256d LN2_HI = _mm256_set1_pd(0x1.62e42fefa3800p-1), LN2_LO = _mm256_set1_pd(0x1.ef35793c7673p-45);
    const __m256d TINY = _mm256_set1_pd(0x1p-1022), INF = _mm256_set1_pd(INFINITY);
    __m256d sub = _mm256_cmp_pd(xv, TINY, _CMP_LT_OQ);
    int special = _mm256_movemask_pd(_mm256_or_pd(_mm256_or_pd(sub, _mm256_cmp_pd(xv, INF, _CMP_EQ_OQ)),
                                                  _mm256_cmp_pd(xv, xv, _CMP_UNORD_Q)));
    __m256d xs = xv;
    if (special) xs = _mm256_blendv_pd(xv, _mm256_mul_pd(xv, _mm256_set1_pd(0x1p52)), sub);
    __m256i ix = _mm256_castpd_si256(xs);
    __m256i tmp = _mm256_sub_epi64(ix, _mm256_set1_epi64x((long long)TP_LOG_OFF));
    __m256i idx = _mm256_and_si256(_mm256_srli_epi64(tmp, 45), _mm256_set1_epi64x(127));
    __m256d z = _mm256_castsi256_pd(_mm256_sub_epi64(ix, _mm256_and_si256(tmp,
                                                      _mm256_set1_epi64x((long long)0xfff0000000000000ULL))));
    __m256i hi32 = _mm256_permutevar8x32_epi32(tmp, _mm256_setr_epi32(1, 3, 5, 7, 0, 0, 0, 0));
    __m256d kd = _mm256_cvtepi32_pd(_mm_srai_epi32(_mm256_castsi256_si128(hi32), 20));
    if (special) kd = _mm256_sub_pd(kd, _mm256_and_pd(sub, _mm256_set1_pd(52.0)));
    __m256i pos = _mm256_slli_epi64(idx, 1);           /* (row idx of the pairs) */
    __m256d invc = _mm256_i64gather_pd(&TP_LOG_TAB[0][0], pos, 8), logc = _mm256_i64gather_pd(&TP_LOG_TAB[0][1], pos, 8);
    __m256d r = _mm256_fmsub_pd(z, invc, _mm256_set1_pd(1.0));
    __m256d kh = _mm256_mul_pd(kd, LN2_HI);
    __m256d w = _mm256_add_pd(kh, logc), we = _mm256_add_pd(_mm256_sub_pd(kh, w), logc);
    __m256d hi = _mm256_add_pd(w, r), he = _mm256_add_pd(_mm256_sub_pd(w, hi), r);
    __m256d q = _mm256_fmadd_pd(r, _mm256_set1_pd(0x1.2493a60c597ccp-3), _mm256_set1_pd(-0x1.5556ddda0d3a7p-3));
    q = _mm256_fmadd_pd(r, q, _mm256_set1_pd(0x1.9999999913dc0p-3));
    q = _mm256_fmadd_pd(r, q, _mm256_set1_pd(-0x1.ffffffff698abp-3));
    q = _mm256_fmadd_pd(r, q, _mm256_set1_pd(0x1.5555555555556p-2));
    q = _mm256_fmadd_pd(r, q, _mm256_set1_pd(-0x1.0000000000000p-1));
    __m256d r2 = _mm256_mul_pd(r, r);
    __m256d res = _mm256_add_pd(hi, _mm256_fmadd_pd(r2, q, _mm256_fmadd_pd(kd, LN2_LO, _mm256_add_pd(we, he))));
    __m256d near = _mm256_and_pd(_mm256_cmp_pd(xv, _mm256_set1_pd(0x1.ep-1), _CMP_GT_OQ),
                                 _mm256_cmp_pd(xv, _mm256_set1_pd(0x1.109p0), _CMP_LT_OQ));
    if (_mm256_movemask_pd(near)) res = _mm256_blendv_pd(res, tp_log_near1_pd256(xv), near);
    if (special) {
        res = _mm256_blendv_pd(res, _mm256_set1_pd(-INFINITY), _mm256_cmp_pd(xv, _mm256_setzero_pd(), _CMP_EQ_OQ));
        res = _mm256_blendv_pd(res, _mm256_set1_pd(NAN), _mm256_cmp_pd(xv, _mm256_setzero_pd(), _CMP_LT_OQ));
        res = _mm256_blendv_pd(res, INF, _mm256_cmp_pd(xv, INF, _CMP_EQ_OQ));
        res = _mm256_blendv_pd(res, xv, _mm256_cmp_pd(xv, xv, _CMP_UNORD_Q));
    }
    return res;
}
TP_INLINE void tp_log_array(const double *x, double *out, ptrdiff_t n)
{
    ptrdiff_t i = 0;
    for (; i + 4 <= n; i += 4) _mm256_storeu_pd(out + i, tp_log_tab_pd256(_mm256_loadu_pd(x + i)));
    for (; i < n; i++) out[i] = tp_log_tab(x[i]);
}
TP_INLINE void tp_log_tab_array_f32(const float *x, float *out, ptrdiff_t n)
{
    ptrdiff_t i = 0;
    for (; i + 4 <= n; i += 4)
        _mm_storeu_ps(out + i, _mm256_cvtpd_ps(tp_log_tab_pd256(_mm256_cvtps_pd(_mm_loadu_ps(x + i)))));
    for (; i < n; i++) out[i] = (float)tp_log_tab(x[i]);
}
#else
TP_INLINE void tp_log_array(const double *x, double *out, ptrdiff_t n)
{
    ptrdiff_t i;
    for (i = 0; i < n; i++) out[i] = tp_log_tab(x[i]);
}
TP_INLINE void tp_log_tab_array_f32(const float *x, float *out, ptrdiff_t n)
{
    ptrdiff_t i;
    for (i = 0; i < n; i++) out[i] = (float)tp_log_tab(x[i]);
}
#endif

/* log(1 + x), branch-free so that loops of it vectorise (libm's log1p does
 * not), within 0.52 ulp: the MaskedTensor log1p of float64 and, rounded,
 * float32 (issue 27).  tp_log_tab's method on u = 1 + x: u + e = 1 + x
 * exactly (TwoSum), and log(1 + x) = log(u) + e/u to within (e/u)^2 / 2 <
 * 2^-107 relative, so e/u joins the low-order terms before the last
 * addition and costs no accuracy.  For x in (-2^-4, 0x1.09p-4), where
 * tp_log_tab takes its near-1 path on f = x - 1, here f = x itself (no
 * rounding at all).  k is read off the exponent bits through MAGIC (no
 * int64 -> double conversion, which AVX2 lacks), so gcc vectorises the loop
 * (u is at least 2^-53: never subnormal).  Selects give -0 at -0, -inf at
 * -1, NaN below -1 and at NaN, inf at inf. */
TP_INLINE double tp_log1p(double x)
{
    const double MAGIC = 6755399441055744.0;
    double u = 1.0 + x, ub = u - x, e = (1.0 - ub) + (x - (u - ub));   /* TwoSum: u + e = 1 + x */
    uint64_t iu, tmp, kb, mb;
    memcpy(&iu, &u, 8); memcpy(&mb, &MAGIC, 8);
    tmp = iu - TP_LOG_OFF;
    uint64_t i = (tmp >> 45) & 127, iz = iu - (tmp & 0xfff0000000000000ULL);
    kb = (tmp >> 52) + mb;                            /* k's 12 bits, unsigned, as MAGIC + them */
    double kd, z;
    memcpy(&kd, &kb, 8); memcpy(&z, &iz, 8);
    kd -= MAGIC;
    kd -= tp_sel_f64(kd >= 2048.0, 4096.0, 0.0);      /* signed */
    double res = tp_log_reduced(z, kd, i, e / u);
    res = tp_sel_f64((x > -0x1p-4) & (x < 0x1.09p-4), tp_log_near1(x), res);
    res = tp_sel_f64(x == 0.0, x, res);               /* -0 stays -0 */
    res = tp_sel_f64(x == -1.0, -INFINITY, res);
    res = tp_sel_f64(x < -1.0, NAN, res);
    res = tp_sel_f64(x == INFINITY, INFINITY, res);
    return tp_sel_f64(x != x, x, res);
}

/* exp(x) - 1, branch-free so that loops of it vectorise, within 0.52 ulp:
 * the MaskedTensor expm1 of float64 and, rounded, float32 (issue 27).
 * - |x| < 1/4: x + x^2/2 + x^3 P(x), P Taylor's to x^11 (truncation below
 *   2^-62 relative); x^2 split exactly by an fma and x + x^2/2 a Fast2Sum,
 *   so the only rounding that matters is the last addition.
 * - otherwise tp_exp's reduction, exp(x) = 2^m (hi + tl), tl = lo + hi p:
 *   T = 2^m hi is exact, T - 1 = S + Se exactly (TwoSum), and the result is
 *   S + (Se + 2^m tl); |2^m tl| is at most 1/60 of the result here, so its
 *   own rounding adds at most 0.02 ulp.  m is held at 60 (x clamped to 710):
 *   above x = 40, exp(x) - 1 rounds to exp(x), which is tp_exp's
 *   (hi + tl) 2^(m/2) 2^(m - m/2) (overflow to inf past 709.78); below
 *   x = -40 the result rounds to -1, which the clamp at -40 gives.
 * -0 stays -0, NaN stays NaN. */
TP_INLINE double tp_expm1(double x)
{
    const double N_LN2 = 184.66496523378731614, MAGIC = 6755399441055744.0;   /* 128/ln2, 1.5 * 2^52 */
    const double LN2N_HI = 0x1.62e42fef80000p-8, LN2N_LO = 0x1.1cf79abc9e3b4p-43;
    double xc = tp_sel_f64(x < -40.0, -40.0, x);      /* NaN stays */
    xc = tp_sel_f64(xc > 710.0, 710.0, xc);
    double kd = fma(xc, N_LN2, MAGIC) - MAGIC;         /* k = round(x * 128 / ln2) */
    double md = fma(kd - 63.5, 0.0078125, MAGIC) - MAGIC;   /* m = floor(k / 128): no ties */
    double jd = fma(md, -128.0, kd);                  /* j = 0..127 (exact) */
    double r = fma(-kd, LN2N_LO, xc - kd * LN2N_HI);  /* (kd * LN2N_HI exact) */
    double p = fma(r, 1.0 / 720, 1.0 / 120);
    p = fma(r, p, 1.0 / 24);
    p = fma(r, p, 1.0 / 6);
    p = fma(r, p, 0.5);
    p = fma(r, p, 1.0);
    p = r * p;                                        /* exp(r) - 1 */
    double tj = jd + MAGIC, h = fma(md, 0.5, MAGIC), md1 = h - MAGIC, t2 = (md - md1) + MAGIC;
    double ms = tp_sel_f64(md > 60.0, 60.0, md) + MAGIC;
    uint64_t jb, hb, t2b, mb, msb, b1, b2;
    memcpy(&jb, &tj, 8); memcpy(&hb, &h, 8); memcpy(&t2b, &t2, 8); memcpy(&mb, &MAGIC, 8); memcpy(&msb, &ms, 8);
    jb = (jb - mb) & 127;
    double hi = TP_EXP_TAB[jb][0], lo = TP_EXP_TAB[jb][1];
    double tl = fma(hi, p, lo);
    double s1, s2, sm;
    b1 = (hb - mb + 1023) << 52;                      /* 2^(m/2) */
    b2 = (t2b - mb + 1023) << 52;                     /* 2^(m - m/2) */
    msb = (msb - mb + 1023) << 52;                    /* 2^min(m, 60) */
    memcpy(&s1, &b1, 8); memcpy(&s2, &b2, 8); memcpy(&sm, &msb, 8);
    double big = (hi + tl) * s1 * s2;                 /* exp(x), x > 40 */
    double T = hi * sm, S = T - 1.0, sb = S - T, Se = (T - (S - sb)) - (1.0 + sb);   /* TwoSum */
    double mid = S + fma(tl, sm, Se);
    /* |x| < 1/4 */
    double s = x * x, se = fma(x, x, -s);             /* x^2 = s + se exactly */
    double hs = 0.5 * s, h1 = x + hs, l1 = (x - h1) + hs;
    double q = fma(x, 1.0 / 87178291200.0, 1.0 / 6227020800.0);
    q = fma(x, q, 1.0 / 479001600.0);
    q = fma(x, q, 1.0 / 39916800.0);
    q = fma(x, q, 1.0 / 3628800.0);
    q = fma(x, q, 1.0 / 362880.0);
    q = fma(x, q, 1.0 / 40320.0);
    q = fma(x, q, 1.0 / 5040.0);
    q = fma(x, q, 1.0 / 720.0);
    q = fma(x, q, 1.0 / 120.0);
    q = fma(x, q, 1.0 / 24.0);
    q = fma(x, q, 1.0 / 6.0);
    double near = h1 + fma(s * x, q, fma(0.5, se, l1));
    double res = tp_sel_f64(xc > 40.0, big, mid);
    res = tp_sel_f64((x > -0.25) & (x < 0.25), near, res);
    return tp_sel_f64(x == 0.0, x, res);              /* -0 stays -0 */
}

/* The block forms: with AVX-512 by hand (tp_log1p_pd, tp_expm1_pd: the
 * scalars' operations one for one, their table rows read as pairs, each path
 * computed only for a block with a lane that takes it), float32 as two
 * halves in double; elsewhere plain loops, which gcc vectorises
 * (every step above is a lane operation or a gather -- on an AMD Zen 4 those
 * loops took 2.45 ns an element for log1p and 2.8 for expm1, these forms
 * 0.9-1.6; tools' harness numbers in docs/benchmarks.rst); float32 computes
 * in double and rounds once. */
#if TP_AVX512
TP_INLINE __m512d tp_log1p_pd(__m512d x)
{
    const __m512d ONE = _mm512_set1_pd(1.0), MAGIC = _mm512_set1_pd(6755399441055744.0);
    __m512d u = _mm512_add_pd(ONE, x), ub = _mm512_sub_pd(u, x);
    __m512d e = _mm512_add_pd(_mm512_sub_pd(ONE, ub), _mm512_sub_pd(x, _mm512_sub_pd(u, ub)));
    __m512i iu = _mm512_castpd_si512(u);
    __m512i tmp = _mm512_sub_epi64(iu, _mm512_set1_epi64((long long)TP_LOG_OFF));
    __m512i idx = _mm512_and_si512(_mm512_srli_epi64(tmp, 45), _mm512_set1_epi64(127));
    __m512d z = _mm512_castsi512_pd(_mm512_sub_epi64(iu, _mm512_and_si512(tmp,
                                                      _mm512_set1_epi64((long long)0xfff0000000000000ULL))));
    __m512d kd = _mm512_sub_pd(_mm512_castsi512_pd(_mm512_add_epi64(_mm512_srli_epi64(tmp, 52),
                                                                    _mm512_castpd_si512(MAGIC))), MAGIC);
    kd = _mm512_mask_sub_pd(kd, _mm512_cmp_pd_mask(kd, _mm512_set1_pd(2048.0), _CMP_GE_OQ), kd,
                            _mm512_set1_pd(4096.0));
    __mmask8 near = _mm512_cmp_pd_mask(x, _mm512_set1_pd(-0x1p-4), _CMP_GT_OQ)
                  & _mm512_cmp_pd_mask(x, _mm512_set1_pd(0x1.09p-4), _CMP_LT_OQ);
    __m512d res = x;            /* (every lane near 0: the main path's values would all be replaced) */
    if (near != 0xff) res = tp_log_reduced_pd(z, kd, idx, _mm512_div_pd(e, u), 1);
    if (near) res = _mm512_mask_blend_pd(near, res, tp_log_near1_f_pd(x));
    res = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(x, _mm512_setzero_pd(), _CMP_EQ_OQ), res, x);
    res = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(x, _mm512_set1_pd(-1.0), _CMP_EQ_OQ), res,
                               _mm512_set1_pd(-INFINITY));
    res = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(x, _mm512_set1_pd(-1.0), _CMP_LT_OQ), res, _mm512_set1_pd(NAN));
    res = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(x, _mm512_set1_pd(INFINITY), _CMP_EQ_OQ), res,
                               _mm512_set1_pd(INFINITY));
    return _mm512_mask_blend_pd(_mm512_cmp_pd_mask(x, x, _CMP_UNORD_Q), res, x);
}
TP_INLINE void tp_log1p_array(const double *x, double *out, ptrdiff_t n)
{
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) _mm512_storeu_pd(out + i, tp_log1p_pd(_mm512_loadu_pd(x + i)));
    for (; i < n; i++) out[i] = tp_log1p(x[i]);
}
/* tp_expm1 of 8 lanes, op for op (its products that feed a sum are exact or
 * explicit fmas, so separate multiplies give its bits), the table rows read
 * as pairs; the |x| < 1/4 path, the main one and the x > 40 one each computed
 * only for a block with a lane that takes it. */
TP_INLINE __m512d tp_expm1_pd(__m512d x)
{
    const __m512d MAGIC = _mm512_set1_pd(6755399441055744.0), ONE = _mm512_set1_pd(1.0);
    const __m512i MB = _mm512_castpd_si512(MAGIC), BIAS = _mm512_set1_epi64(1023);
    __mmask8 near = _mm512_cmp_pd_mask(x, _mm512_set1_pd(-0.25), _CMP_GT_OQ)
                  & _mm512_cmp_pd_mask(x, _mm512_set1_pd(0.25), _CMP_LT_OQ);
    __m512d res = x;
    if (near != 0xff) {
        __m512d xc = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(x, _mm512_set1_pd(-40.0), _CMP_LT_OQ), x,
                                          _mm512_set1_pd(-40.0));
        xc = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(xc, _mm512_set1_pd(710.0), _CMP_GT_OQ), xc,
                                  _mm512_set1_pd(710.0));
        __m512d kd = _mm512_sub_pd(_mm512_fmadd_pd(xc, _mm512_set1_pd(184.66496523378731614), MAGIC), MAGIC);
        __m512d md = _mm512_sub_pd(_mm512_fmadd_pd(_mm512_sub_pd(kd, _mm512_set1_pd(63.5)),
                                                   _mm512_set1_pd(0.0078125), MAGIC), MAGIC);
        __m512d jd = _mm512_fmadd_pd(md, _mm512_set1_pd(-128.0), kd);
        __m512d r = _mm512_fnmadd_pd(kd, _mm512_set1_pd(0x1.1cf79abc9e3b4p-43),
                                     _mm512_sub_pd(xc, _mm512_mul_pd(kd, _mm512_set1_pd(0x1.62e42fef80000p-8))));
        __m512d p = _mm512_fmadd_pd(r, _mm512_set1_pd(1.0 / 720), _mm512_set1_pd(1.0 / 120));
        p = _mm512_fmadd_pd(r, p, _mm512_set1_pd(1.0 / 24));
        p = _mm512_fmadd_pd(r, p, _mm512_set1_pd(1.0 / 6));
        p = _mm512_fmadd_pd(r, p, _mm512_set1_pd(0.5));
        p = _mm512_fmadd_pd(r, p, ONE);
        p = _mm512_mul_pd(r, p);
        __m512d tj = _mm512_add_pd(jd, MAGIC), h = _mm512_fmadd_pd(md, _mm512_set1_pd(0.5), MAGIC);
        __m512d md1 = _mm512_sub_pd(h, MAGIC), t2 = _mm512_add_pd(_mm512_sub_pd(md, md1), MAGIC);
        __m512d ms = _mm512_add_pd(_mm512_mask_blend_pd(_mm512_cmp_pd_mask(md, _mm512_set1_pd(60.0), _CMP_GT_OQ),
                                                        md, _mm512_set1_pd(60.0)), MAGIC);
        __m512i jb = _mm512_and_si512(_mm512_sub_epi64(_mm512_castpd_si512(tj), MB), _mm512_set1_epi64(127));
        __m512d hi, lo;
        tp_table_pairs(TP_EXP_TAB, jb, &hi, &lo);
        __m512d tl = _mm512_fmadd_pd(hi, p, lo);
        __m512d sm = _mm512_castsi512_pd(_mm512_slli_epi64(_mm512_add_epi64(_mm512_sub_epi64(
                         _mm512_castpd_si512(ms), MB), BIAS), 52));
        __m512d T = _mm512_mul_pd(hi, sm), S = _mm512_sub_pd(T, ONE), sb = _mm512_sub_pd(S, T);
        __m512d Se = _mm512_sub_pd(_mm512_sub_pd(T, _mm512_sub_pd(S, sb)), _mm512_add_pd(ONE, sb));
        res = _mm512_add_pd(S, _mm512_fmadd_pd(tl, sm, Se));
        __mmask8 big = _mm512_cmp_pd_mask(xc, _mm512_set1_pd(40.0), _CMP_GT_OQ);
        if (big) {
            __m512d s1 = _mm512_castsi512_pd(_mm512_slli_epi64(_mm512_add_epi64(_mm512_sub_epi64(
                             _mm512_castpd_si512(h), MB), BIAS), 52));
            __m512d s2 = _mm512_castsi512_pd(_mm512_slli_epi64(_mm512_add_epi64(_mm512_sub_epi64(
                             _mm512_castpd_si512(t2), MB), BIAS), 52));
            res = _mm512_mask_blend_pd(big, res, _mm512_mul_pd(_mm512_mul_pd(_mm512_add_pd(hi, tl), s1), s2));
        }
    }
    if (near) {
        __m512d s = _mm512_mul_pd(x, x), se = _mm512_fmsub_pd(x, x, s);
        __m512d hs = _mm512_mul_pd(_mm512_set1_pd(0.5), s), h1 = _mm512_add_pd(x, hs);
        __m512d l1 = _mm512_add_pd(_mm512_sub_pd(x, h1), hs);
        __m512d q = _mm512_fmadd_pd(x, _mm512_set1_pd(1.0 / 87178291200.0), _mm512_set1_pd(1.0 / 6227020800.0));
        q = _mm512_fmadd_pd(x, q, _mm512_set1_pd(1.0 / 479001600.0));
        q = _mm512_fmadd_pd(x, q, _mm512_set1_pd(1.0 / 39916800.0));
        q = _mm512_fmadd_pd(x, q, _mm512_set1_pd(1.0 / 3628800.0));
        q = _mm512_fmadd_pd(x, q, _mm512_set1_pd(1.0 / 362880.0));
        q = _mm512_fmadd_pd(x, q, _mm512_set1_pd(1.0 / 40320.0));
        q = _mm512_fmadd_pd(x, q, _mm512_set1_pd(1.0 / 5040.0));
        q = _mm512_fmadd_pd(x, q, _mm512_set1_pd(1.0 / 720.0));
        q = _mm512_fmadd_pd(x, q, _mm512_set1_pd(1.0 / 120.0));
        q = _mm512_fmadd_pd(x, q, _mm512_set1_pd(1.0 / 24.0));
        q = _mm512_fmadd_pd(x, q, _mm512_set1_pd(1.0 / 6.0));
        __m512d nv = _mm512_add_pd(h1, _mm512_fmadd_pd(_mm512_mul_pd(s, x), q,
                                                       _mm512_fmadd_pd(_mm512_set1_pd(0.5), se, l1)));
        res = _mm512_mask_blend_pd(near, res, nv);
    }
    return _mm512_mask_blend_pd(_mm512_cmp_pd_mask(x, _mm512_setzero_pd(), _CMP_EQ_OQ), res, x);
}
TP_INLINE void tp_expm1_array(const double *x, double *out, ptrdiff_t n)
{
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) _mm512_storeu_pd(out + i, tp_expm1_pd(_mm512_loadu_pd(x + i)));
    for (; i < n; i++) out[i] = tp_expm1(x[i]);
}
#else
TP_INLINE void tp_log1p_array(const double *x, double *out, ptrdiff_t n)
{
    ptrdiff_t i;
    for (i = 0; i < n; i++) out[i] = tp_log1p(x[i]);
}
TP_INLINE void tp_expm1_array(const double *x, double *out, ptrdiff_t n)
{
    ptrdiff_t i;
    for (i = 0; i < n; i++) out[i] = tp_expm1(x[i]);
}
#endif

/* log(1 + x) of a float, rounded to float: the float32 MaskedTensor log1p
 * (issue 27).  float32's own, on tp_logf's table and polynomial: in double,
 * u = 1 + x is exact unless |x| < 2^-29 (or x > 2^29, where it no longer
 * matters), and its rounding error e = x - (u - 1) is exact (u - 1 is, by
 * Sterbenz, for x < 1); log(u) is tp_logf's reduction on u's double bits
 * (the same 16 subintervals, their bounds at bit 48 instead of 19: u = 2^k z,
 * r = z invc - 1, exactly u - 1 in the subinterval holding 1, so no
 * cancellation near 0), and log1p(x) = log(u) + e (e is not 0 only where u
 * is within 2^-29 of 1, where e/u rounds as e).  k is read off the bits with
 * logical shifts and MAGIC (no 64-bit arithmetic shift or int64 -> double
 * conversion: AVX2 has neither).  -0 stays -0, -1 gives -inf, below -1 NaN,
 * inf inf, NaN x + x.  Within 0.50009 ulp over all 2^32 inputs
 * (tools/f32_exhaustive.c against glibc's double log1p; not correctly
 * rounded for 1234 of them), where numpy's float32 log1p (AVX-512) reaches
 * 1.8 ulp.  (It was tp_log1p's double
 * rounded: 0.5 + 2^-20 ulp, 1.4-1.7x numpy's time.) */
/* A block form that is its scalar form's loop (the compiler may vectorise it). */
#define TP_SCALAR_BLOCKS(NAME, T, F) \
    TP_INLINE void NAME(const T *x, T *out, ptrdiff_t n) { ptrdiff_t i; for (i = 0; i < n; i++) out[i] = F(x[i]); }
#define TP_LOG1PF_OFF 0x3fe6600000000000ULL       /* tp_logf's TP_LOGF_OFF as a double's bits */
TP_INLINE float tp_log1pf(float xf)
{
    const double MAGIC = 0x1.8p52;
    double x = (double)xf, u = 1.0 + x;
    double e = tp_sel_f64(x < 1.0, x - (u - 1.0), 0.0);   /* 1 + x's rounding error */
    uint64_t ub, tmp, zb, mb, kb;
    memcpy(&ub, &u, 8); memcpy(&mb, &MAGIC, 8);
    tmp = ub - TP_LOG1PF_OFF;
    uint64_t i = (tmp >> 48) & 15;
    zb = ub - (tmp & 0xfff0000000000000ULL);
    kb = mb + ((tmp + (1ULL << 62)) >> 52) - 1024;    /* MAGIC + k: k = tmp >> 52, signed */
    double z, kd;
    memcpy(&z, &zb, 8); memcpy(&kd, &kb, 8);
    kd -= MAGIC;
    float res = (float)(tp_logf_reduced(fma(z, TP_LOGF_INVC[i], -1.0), kd, (uint32_t)i) + e);
    res = tp_sel_f32(xf == 0.0f, xf, res);            /* (-0 stays -0) */
    res = tp_sel_f32(xf == -1.0f, -INFINITY, res);
    res = tp_sel_f32(xf < -1.0f, NAN, res);
    res = tp_sel_f32(xf == INFINITY, INFINITY, res);
    return tp_sel_f32(xf != xf, xf + xf, res);
}
/* tp_log1pf of each of n contiguous floats, bit for bit (out may be x): with
 * AVX-512 16 floats a step as two halves of 8 doubles, the table read from
 * registers (vpermt2pd: the index's low 4 bits), the specials' selects only
 * for a block with such a lane; with AVX2 below; otherwise the scalar form's
 * loop. */
#if TP_AVX512
TP_INLINE __m256 tp_log1pf_half(__m256 xh, const __m512d *T)
{
    const __m512d one = _mm512_set1_pd(1.0), magic = _mm512_set1_pd(0x1.8p52);
    __m512d x = _mm512_cvtps_pd(xh), u = _mm512_add_pd(one, x);
    __m512d e = _mm512_maskz_sub_pd(_mm512_cmp_pd_mask(x, one, _CMP_LT_OQ), x, _mm512_sub_pd(u, one));
    __m512i ub = _mm512_castpd_si512(u);
    __m512i tmp = _mm512_sub_epi64(ub, _mm512_set1_epi64((long long)TP_LOG1PF_OFF));
    __m512i idx = _mm512_srli_epi64(tmp, 48);
    __m512d z = _mm512_castsi512_pd(_mm512_sub_epi64(ub, _mm512_and_si512(tmp, _mm512_set1_epi64((long long)0xfff0000000000000ULL))));
    __m512i kb = _mm512_srli_epi64(_mm512_add_epi64(tmp, _mm512_set1_epi64(1LL << 62)), 52);
    kb = _mm512_add_epi64(_mm512_castpd_si512(magic), _mm512_sub_epi64(kb, _mm512_set1_epi64(1024)));
    __m512d kd = _mm512_sub_pd(_mm512_castsi512_pd(kb), magic);
    __m512d invc = _mm512_permutex2var_pd(T[0], idx, T[1]), logc = _mm512_permutex2var_pd(T[2], idx, T[3]);
    __m512d r = _mm512_fmsub_pd(z, invc, one), y;
    TP_LOGF_REDUCED(_mm512, __m512d, r, kd, logc, y);
    return _mm512_cvtpd_ps(_mm512_add_pd(y, e));
}
TP_INLINE void tp_log1pf_array(const float *x, float *out, ptrdiff_t n)
{
    __m512d T[4];
    tp_logf_table(T);
    ptrdiff_t i = 0;
    for (; i + 16 <= n; i += 16) {
        __m512 xv = _mm512_loadu_ps(x + i);
        __m512 res = tp_join8_ps(tp_log1pf_half(_mm512_castps512_ps256(xv), T), tp_log1pf_half(tp_upper8_ps(xv), T));
        /* -1 and below or NaN (the compare), zeros and inf (the class): the selects, for a block with one */
        if (_mm512_cmp_ps_mask(xv, _mm512_set1_ps(-1.0f), _CMP_NGT_UQ) | _mm512_fpclass_ps_mask(xv, 0x1f)) {
            res = _mm512_mask_blend_ps(_mm512_cmp_ps_mask(xv, _mm512_setzero_ps(), _CMP_EQ_OQ), res, xv);
            res = _mm512_mask_blend_ps(_mm512_cmp_ps_mask(xv, _mm512_set1_ps(-1.0f), _CMP_EQ_OQ), res,
                                       _mm512_set1_ps(-INFINITY));
            res = _mm512_mask_blend_ps(_mm512_cmp_ps_mask(xv, _mm512_set1_ps(-1.0f), _CMP_LT_OQ), res,
                                       _mm512_set1_ps(NAN));
            res = _mm512_mask_blend_ps(_mm512_cmp_ps_mask(xv, _mm512_set1_ps(INFINITY), _CMP_EQ_OQ), res,
                                       _mm512_set1_ps(INFINITY));
            res = _mm512_mask_add_ps(res, _mm512_cmp_ps_mask(xv, xv, _CMP_UNORD_Q), xv, xv);
        }
        _mm512_storeu_ps(out + i, res);
    }
    for (; i < n; i++) out[i] = tp_log1pf(x[i]);
}
#elif TP_AVX2
/* With AVX2 8 floats a step as two halves of 4 doubles, the table read by
 * gathers (gcc leaves the scalar loop unvectorised, as tp_logf's); the
 * scalar's operations one for one, so its bits (tools/f32_exhaustive.c,
 * built for x86-64-v3). */
TP_INLINE __m128 tp_log1pf_half256(__m128 xh)
{
    const __m256d one = _mm256_set1_pd(1.0), magic = _mm256_set1_pd(0x1.8p52);
    __m256d x = _mm256_cvtps_pd(xh), u = _mm256_add_pd(one, x);
    __m256d e = _mm256_and_pd(_mm256_cmp_pd(x, one, _CMP_LT_OQ), _mm256_sub_pd(x, _mm256_sub_pd(u, one)));
    __m256i ub = _mm256_castpd_si256(u);
    __m256i tmp = _mm256_sub_epi64(ub, _mm256_set1_epi64x((long long)TP_LOG1PF_OFF));
    __m256i idx = _mm256_and_si256(_mm256_srli_epi64(tmp, 48), _mm256_set1_epi64x(15));
    __m256d z = _mm256_castsi256_pd(_mm256_sub_epi64(ub, _mm256_and_si256(tmp, _mm256_set1_epi64x((long long)0xfff0000000000000ULL))));
    __m256i kb = _mm256_srli_epi64(_mm256_add_epi64(tmp, _mm256_set1_epi64x(1LL << 62)), 52);
    kb = _mm256_add_epi64(_mm256_castpd_si256(magic), _mm256_sub_epi64(kb, _mm256_set1_epi64x(1024)));
    __m256d kd = _mm256_sub_pd(_mm256_castsi256_pd(kb), magic);
    __m256d invc = _mm256_i64gather_pd(TP_LOGF_INVC, idx, 8), logc = _mm256_i64gather_pd(TP_LOGF_LOGC, idx, 8);
    __m256d r = _mm256_fmsub_pd(z, invc, one), y;
    TP_LOGF_REDUCED(_mm256, __m256d, r, kd, logc, y);
    return _mm256_cvtpd_ps(_mm256_add_pd(y, e));
}
TP_INLINE void tp_log1pf_array(const float *x, float *out, ptrdiff_t n)
{
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256 xv = _mm256_loadu_ps(x + i);
        __m256 res = _mm256_set_m128(tp_log1pf_half256(_mm256_extractf128_ps(xv, 1)),
                                     tp_log1pf_half256(_mm256_castps256_ps128(xv)));
        res = _mm256_blendv_ps(res, xv, _mm256_cmp_ps(xv, _mm256_setzero_ps(), _CMP_EQ_OQ));
        res = _mm256_blendv_ps(res, _mm256_set1_ps(-INFINITY), _mm256_cmp_ps(xv, _mm256_set1_ps(-1.0f), _CMP_EQ_OQ));
        res = _mm256_blendv_ps(res, _mm256_set1_ps(NAN), _mm256_cmp_ps(xv, _mm256_set1_ps(-1.0f), _CMP_LT_OQ));
        res = _mm256_blendv_ps(res, _mm256_set1_ps(INFINITY), _mm256_cmp_ps(xv, _mm256_set1_ps(INFINITY), _CMP_EQ_OQ));
        res = _mm256_blendv_ps(res, _mm256_add_ps(xv, xv), _mm256_cmp_ps(xv, xv, _CMP_UNORD_Q));
        _mm256_storeu_ps(out + i, res);
    }
    for (; i < n; i++) out[i] = tp_log1pf(x[i]);
}
#else
TP_SCALAR_BLOCKS(tp_log1pf_array, float, tp_log1pf)
#endif
/* e**x - 1 of a float, rounded to float: the float32 MaskedTensor expm1
 * (issue 27).  float32's own, as tp_logf is: no table and no paths, in
 * double, which holds every float32 x and a result exact enough to round to
 * float once: x = k ln2 + r, |r| <= ln2/2 (k by rounding x/ln2 with MAGIC,
 * r = x - k LN2 by one fma: |k| <= 128, so LN2's own error moves r by less
 * than 2^-45); expm1(r) = r q(r), q = 1 + r/2 + r^2 (C3 + ... + C8 r^5)
 * (C3..C8 a Chebyshev interpolant of (exp(r) - 1 - r - r^2/2)/r^3, relative
 * error 2^-35.5: tools/f32_tables.py); then 2^k (1 + p) - 1 as one fma,
 * 2^k p + (2^k - 1) (2^k - 1 exact for k <= 53, and no cancellation: the
 * result is at least 0.41 2^k for k >= 1), rounded to float.  x is held to
 * [-30, 89] first (-1 and inf after the rounding, as expm1f's are), -0 stays
 * -0 and NaN gives x + x.  Within 0.50036 ulp of float32 over all 2^32
 * inputs (tools/f32_exhaustive.c against glibc's double expm1; not correctly
 * rounded for 3069 of them), where numpy's float32 expm1 (AVX-512) reaches
 * 2.3 ulp.  (It was tp_expm1's
 * double result rounded, 0.5 + 2^-29 ulp: tp_expm1's tables, near-0 and
 * overflow paths, eight lanes a vector, 1.96x numpy's float32 expm1 on 1e7
 * elements; docs/benchmarks.rst.)  The products that feed sums are explicit
 * fmas: every form gives the same bits whatever the compiler contracts. */
#define TP_EXPM1F_INV_LN2 0x1.71547652b82fep+0
#define TP_EXPM1F_LN2 0x1.62e42fefa39efp-1
#define TP_EXPM1F_MAGIC 0x1.8p52
#define TP_EXPM1F_C3 0x1.5555555a79b77p-3
#define TP_EXPM1F_C4 0x1.5555555763be3p-5
#define TP_EXPM1F_C5 0x1.1110e0ed49b00p-7
#define TP_EXPM1F_C6 0x1.6c169aeba883ap-10
#define TP_EXPM1F_C7 0x1.a124ff4ed67c8p-13
#define TP_EXPM1F_C8 0x1.a0ef8e2bade7cp-16
TP_INLINE float tp_expm1f(float xf)
{
    const double MAGIC = TP_EXPM1F_MAGIC;
    double x = (double)xf;
    double xc = tp_sel_f64(x < -30.0, -30.0, x);       /* bit selects: no branch; NaN stays */
    xc = tp_sel_f64(xc > 89.0, 89.0, xc);
    double t = fma(xc, TP_EXPM1F_INV_LN2, MAGIC), kd = t - MAGIC;
    double r = fma(-kd, TP_EXPM1F_LN2, xc);
    double q = fma(r, TP_EXPM1F_C8, TP_EXPM1F_C7);
    q = fma(r, q, TP_EXPM1F_C6);
    q = fma(r, q, TP_EXPM1F_C5);
    q = fma(r, q, TP_EXPM1F_C4);
    q = fma(r, q, TP_EXPM1F_C3);
    q = fma(r, q, 0.5);
    q = fma(r, q, 1.0);
    double p = r * q, s;
    uint64_t tb, mb, sb;
    memcpy(&tb, &t, 8); memcpy(&mb, &MAGIC, 8);
    sb = (tb - mb + 1023) << 52;                      /* 2^k: k in t's low bits */
    memcpy(&s, &sb, 8);
    float res = (float)fma(s, p, s - 1.0);
    res = tp_sel_f32(xf == 0.0f, xf, res);            /* (-0 stays -0) */
    return tp_sel_f32(xf != xf, xf + xf, res);
}
/* tp_expm1f of each of n contiguous floats, bit for bit (out may be x): with
 * AVX-512 16 floats a step as two halves of 8 doubles (2^k by vscalefpd: the
 * same value as the scalar's bits), the zero and NaN lanes by two selects;
 * otherwise the scalar form's loop (vectorised by the compiler). */
#if TP_AVX512
TP_INLINE __m256 tp_expm1f_half(__m256 xh)
{
    const __m512d magic = _mm512_set1_pd(TP_EXPM1F_MAGIC), one = _mm512_set1_pd(1.0);
    __m512d x = _mm512_cvtps_pd(xh);
    /* (maxpd and minpd return their second operand, x here, when it is NaN) */
    __m512d xc = _mm512_min_pd(_mm512_set1_pd(89.0), _mm512_max_pd(_mm512_set1_pd(-30.0), x));
    __m512d kd = _mm512_sub_pd(_mm512_fmadd_pd(xc, _mm512_set1_pd(TP_EXPM1F_INV_LN2), magic), magic);
    __m512d r = _mm512_fnmadd_pd(kd, _mm512_set1_pd(TP_EXPM1F_LN2), xc);
    __m512d q = _mm512_fmadd_pd(r, _mm512_set1_pd(TP_EXPM1F_C8), _mm512_set1_pd(TP_EXPM1F_C7));
    q = _mm512_fmadd_pd(r, q, _mm512_set1_pd(TP_EXPM1F_C6));
    q = _mm512_fmadd_pd(r, q, _mm512_set1_pd(TP_EXPM1F_C5));
    q = _mm512_fmadd_pd(r, q, _mm512_set1_pd(TP_EXPM1F_C4));
    q = _mm512_fmadd_pd(r, q, _mm512_set1_pd(TP_EXPM1F_C3));
    q = _mm512_fmadd_pd(r, q, _mm512_set1_pd(0.5));
    q = _mm512_fmadd_pd(r, q, one);
    __m512d s = _mm512_scalef_pd(one, kd);
    return _mm512_cvtpd_ps(_mm512_fmadd_pd(s, _mm512_mul_pd(r, q), _mm512_sub_pd(s, one)));
}
TP_INLINE void tp_expm1f_array(const float *x, float *out, ptrdiff_t n)
{
    ptrdiff_t i = 0;
    for (; i + 16 <= n; i += 16) {
        __m512 xv = _mm512_loadu_ps(x + i);
        __m512 res = tp_join8_ps(tp_expm1f_half(_mm512_castps512_ps256(xv)), tp_expm1f_half(tp_upper8_ps(xv)));
        res = _mm512_mask_blend_ps(_mm512_cmp_ps_mask(xv, _mm512_setzero_ps(), _CMP_EQ_OQ), res, xv);
        res = _mm512_mask_add_ps(res, _mm512_cmp_ps_mask(xv, xv, _CMP_UNORD_Q), xv, xv);
        _mm512_storeu_ps(out + i, res);
    }
    for (; i < n; i++) out[i] = tp_expm1f(x[i]);
}
#else
TP_SCALAR_BLOCKS(tp_expm1f_array, float, tp_expm1f)
#endif

/* x raised to lo when below it; a NaN x stays NaN (fmax(x, lo) would give lo:
 * normalize's floor of a NaN norm must not hide the NaN). */
TP_INLINE double tp_at_least(double x, double lo)
{
    return x < lo ? lo : x;
}

/* NaN-ignoring max and min with -0 < +0 (IEEE 754-2019 maximumNumber /
 * minimumNumber).  libm's fmax returns its first operand on a tie of zeros and
 * x86's maxpd (numpy's array loops) its second, so the sign of a zero result
 * would depend on the loop; this rule makes it the same in every loop, layout
 * and path (adapters.fmax/fmin apply it to numpy's results). */
TP_INLINE double tp_fmax(double a, double b)
{
    /* On a tie the bits differ at most in the sign of zero: their AND is +0
     * unless both are -0.  Selects only, so the loops vectorise (1e7 float64:
     * 14 ms, libm's fmax 58 ms, a signbit() branch 99 ms). */
    uint64_t ia, ib, it;
    double tie, r;
    memcpy(&ia, &a, 8); memcpy(&ib, &b, 8);
    it = ia & ib;
    memcpy(&tie, &it, 8);
    r = a > b ? a : b;
    r = a == b ? tie : r;
    r = a != a ? b : r;
    return b != b ? a : r;
}

TP_INLINE double tp_fmin(double a, double b)
{
    /* As tp_fmax; the OR of a tie's bits is -0 unless both are +0. */
    uint64_t ia, ib, it;
    double tie, r;
    memcpy(&ia, &a, 8); memcpy(&ib, &b, 8);
    it = ia | ib;
    memcpy(&tie, &it, 8);
    r = a < b ? a : b;
    r = a == b ? tie : r;
    r = a != a ? b : r;
    return b != b ? a : r;
}

/* log(exp(a) + exp(b)) without overflow: max + log1p(exp(-|a - b|)).  An
 * infinite max is the answer itself (both -inf: -inf, not nan); NaN wins. */
TP_INLINE double tp_logaddexp(double a, double b)
{
    double mx = a > b ? a : b;
    double r = mx + log1p(tp_exp_fast(-fabs(a - b)));
    r = (mx == INFINITY || mx == -INFINITY) ? mx : r;
    return (a != a || b != b) ? a + b : r;
}

/* The k-th smallest of a[0..n) (0-based), partially reordering a:
 * Floyd & Rivest's SELECT with branch-free partitions and an introselect
 * guard.  While a range is longer than 600, a sample of ~n^(2/3) elements
 * around position k is selected first (recursively, in place), so the element
 * then at a[k] is a pivot whose rank is close to k and one partition round
 * leaves a range of ~n^(2/3) (shorter ranges take the median of three).  A
 * round moves the elements < pivot to the front, then, if k lies beyond
 * them, the elements == pivot (so ties cost nothing extra), each with a
 * branch-free swap loop: on random data a comparison branch mispredicts half
 * the time, which made the Hoare partition ~9 ns per element.  Every partition round of a range of m elements spends one
 * unit of that range's budget of 2*log2(m) + 4 (the sample's selection has
 * its own); once it is spent (a crafted input) the remaining range is
 * heapsorted: O(n log n) at worst.  `work`, if not NULL, receives the number
 * of element visits (tests bound it).  No NaN may be present (the kernels
 * check first).  Used by order statistics. */
#define TP_SELECT(T, NAME) \
TP_INLINE void tp_sift_##NAME(T *a, ptrdiff_t root, ptrdiff_t n) { \
    T t = a[root]; ptrdiff_t child; \
    while ((child = 2 * root + 1) < n) { \
        if (child + 1 < n && a[child] < a[child + 1]) child++; \
        if (!(t < a[child])) break; \
        a[root] = a[child]; root = child; } \
    a[root] = t; } \
TP_INLINE void tp_heapsort_##NAME(T *a, ptrdiff_t n) { \
    ptrdiff_t i; T t; \
    for (i = n / 2 - 1; i >= 0; i--) tp_sift_##NAME(a, i, n); \
    for (i = n - 1; i > 0; i--) { t = a[0]; a[0] = a[i]; a[i] = t; tp_sift_##NAME(a, 0, i); } } \
TP_STATIC void tp_fr_select_##NAME(T *a, ptrdiff_t left, ptrdiff_t right, ptrdiff_t k, \
                                   ptrdiff_t *visits) { \
    int budget = 4; \
    for (ptrdiff_t m = right - left + 1; m > 1; m >>= 1) budget += 2; \
    while (right > left) { \
        ptrdiff_t i, j, lt; T t, s; \
        if (budget-- <= 0) { \
            *visits += (right - left + 1) * tp_log2_ceil(right - left + 1); \
            tp_heapsort_##NAME(a + left, right - left + 1); \
            return; } \
        if (right - left > 600) { \
            double nn = (double)(right - left + 1), ii = (double)(k - left + 1), z = log(nn); \
            double ss = 0.5 * exp(2.0 * z / 3.0); \
            double sd = 0.5 * sqrt(z * ss * (nn - ss) / nn) * (ii < nn / 2.0 ? -1.0 : 1.0); \
            double lo = (double)k - ii * ss / nn + sd, hi = (double)k + (nn - ii) * ss / nn + sd; \
            tp_fr_select_##NAME(a, lo > (double)left ? (ptrdiff_t)lo : left, \
                                hi < (double)right ? (ptrdiff_t)hi : right, k, visits); \
            t = a[k]; } \
        else { /* the median of three as the pivot value */ \
            T x0 = a[left], x1 = a[left + (right - left) / 2], x2 = a[right]; \
            if (x1 < x0) { s = x0; x0 = x1; x1 = s; } \
            if (x2 < x1) x1 = x2; \
            t = x1 < x0 ? x0 : x1; } \
        /* Branch-free partition (a comparison on random data mispredicts half \
         * the time): the elements < t to the front, then, if k lies beyond \
         * them, the elements == t to the front of the rest. */ \
        i = left; \
        for (j = left; j <= right; j++) { \
            s = a[j]; ptrdiff_t c = s < t; a[j] = a[i]; a[i] = s; i += c; } \
        *visits += right - left + 1; \
        if (k < i) { right = i - 1; continue; } \
        lt = i; \
        for (j = lt; j <= right; j++) { \
            s = a[j]; ptrdiff_t c = !(t < s); a[j] = a[i]; a[i] = s; i += c; } \
        *visits += right - lt + 1; \
        if (k < i) return;            /* a[lt..i) are all t */ \
        left = i; } } \
TP_INLINE T tp_select_work_##NAME(T *a, ptrdiff_t n, ptrdiff_t k, ptrdiff_t *work) { \
    ptrdiff_t visits = 0; \
    tp_fr_select_##NAME(a, 0, n - 1, k, &visits); \
    if (work != NULL) *work = visits; \
    return a[k]; } \
TP_INLINE T tp_select_##NAME(T *a, ptrdiff_t n, ptrdiff_t k) { \
    return tp_select_work_##NAME(a, n, k, NULL); }

/* ceil(log2(n)) + 1 for n >= 1: the depth of a heap, for the work count. */
TP_INLINE ptrdiff_t tp_log2_ceil(ptrdiff_t n) {
    ptrdiff_t r = 1;
    while (n > 1) { n = (n + 1) >> 1; r++; }
    return r;
}

TP_SELECT(double, f64)
TP_SELECT(float, f32)
TP_SELECT(int8_t, i8)
TP_SELECT(int16_t, i16)
TP_SELECT(int32_t, i32)
TP_SELECT(int64_t, i64)
TP_SELECT(uint8_t, u8)
TP_SELECT(uint16_t, u16)
TP_SELECT(uint32_t, u32)
TP_SELECT(uint64_t, u64)

/* The count of valid elements of a block of mask bytes (n <= 65535). */
TP_INLINE ptrdiff_t tp_count(const uint8_t *m, ptrdiff_t n, ptrdiff_t ms) {
    uint16_t c = 0; ptrdiff_t i;
    if (ms == 1) { for (i = 0; i < n; i++) c += m[i]; }
    else { for (i = 0; i < n; i++) c += m[i * ms]; }
    return c;
}

/* Software prefetch for the memory-bound folds: on an AMD Zen 3 a block's
 * loop keeps too few loads in flight to read memory at the rate np.max does
 * (the masked sum of 1e7 doubles ran at 1.3x the data + mask floor; with these,
 * 1.0-1.1x).  TP_PREFETCH2(xp, mp) asks for the line TP_PF_DIST bytes ahead
 * of xp and the mask's line as many elements ahead of mp;
 * tp_prefetch_bytes(p, n) for the lines of [p, p + n).  A prefetch never
 * faults (past an array's end it is dropped) and changes no value. */
#define TP_PF_DIST 1024
#define TP_PREFETCH2(xp, mp) do { __builtin_prefetch((const char *)(xp) + TP_PF_DIST); \
    __builtin_prefetch((const char *)(mp) + TP_PF_DIST / sizeof(*(xp))); } while (0)
/* A block's prefetch (tp_prefetch_bytes: argmax/argmin's scan asks for the
 * block two ahead, the backward kernels for the block after next) is a
 * property of the CPU, not of the instruction set.  On an AMD Zen 4 it made
 * argmax's masked scan of 1e7 doubles 1.25-2.2x slower in a C harness (3.4 ms
 * without: np.max's rate), and a prefetch every 8 elements made the masked
 * sum 1.2x slower (docs/benchmarks.rst, "Pairwise leaves one block at a
 * time"); on an Intel Xeon (family 6 model 207, Emerald Rapids) the same scan
 * in the kernels' chunks of 156250 took 8.1-8.3 ms with it and 10.3-10.6
 * without (np.max read the data in 6.0).  So AVX-512 builds ask for the
 * blocks ahead unless the CPU is an AMD one: cpuid's vendor, read once when
 * the module loads (tp_cpu_amd; show_config() reports block_prefetch).  Builds
 * below AVX-512 always ask (they were measured on AVX2 CPUs of both kinds),
 * and TP_PREFETCH2 is used by their forms alone. */
TP_INLINE int tp_block_prefetch(void) { return !(TP_AVX512 && tp_cpu_amd); }
/* Whether a new result of two arrays (A + B, A > B: the fused kernels'
 * "aa" variant) is written by streaming stores when it is large
 * (_buffers.streams), as an array-and-scalar result always is.  Measured on
 * 1e7 elements, one thread, the outputs' memory from the buffer cache: on an
 * Intel Xeon (Emerald Rapids) float64 A + B 27 -> 16 ms, float32 14.5 -> 8.7,
 * A > B 5 % faster; on an AMD Zen 4 two-array results were 5-15 % slower.  So
 * AVX-512 builds stream them unless the CPU is an AMD one; builds below
 * AVX-512 (not measured, and they do not read the vendor) do not.
 * show_config() reports stream_pairs. */
TP_INLINE int tp_stream_pairs(void) { return TP_AVX512 && !tp_cpu_amd; }
TP_INLINE void tp_prefetch_bytes(const void *p, ptrdiff_t n) {
    const char *c = (const char *)p; ptrdiff_t o;
    if (!tp_block_prefetch()) return;
    for (o = 0; o < n; o += 64) __builtin_prefetch(c + o); }

#if TP_AVX512
/* The mask of 8 (16) mask bytes: bit j set where m[j] != 0. */
TP_INLINE __mmask8 tp_mask8(const uint8_t *m) {
    __m128i b = _mm_loadl_epi64((const __m128i *)m); return _mm_test_epi8_mask(b, b); }
TP_INLINE __mmask16 tp_mask16(const uint8_t *m) {
    __m128i b = _mm_loadu_si128((const __m128i *)m); return _mm_test_epi8_mask(b, b); }
/* Float max/min with NaN propagation: the SSE2 fold's four 128-bit chains
 * (below) are the four 128-bit parts of one 512-bit vector (the same lanes,
 * the same maxpd/minpd operand order), combined as it combines them; a NaN
 * anywhere gives NaN.  With a mask m (tp_mfold_*, see below), masked-out
 * elements are `id` by a mask-register blend, and *cnt (if not NULL) gains
 * the count of valid elements; m == NULL is the plain fold (tp_fold_*).
 * A full block's vectors run as four chains over four contiguous quarters
 * (the leftover vectors join the last), combined in order: one chain's
 * latency per vector held it back (the whole-array max of 250,000 doubles
 * 1.1x faster; shorter runs, a row's slice of 100, measured slower split,
 * so they keep the one chain).  The bits are the single
 * chain's: maxpd(a, t) is a > t ? a : t, so a lane's chain ends with the
 * last of its elements that equal its extreme (+0 and -0 are the only equal
 * values that differ), and so does any split of it into consecutive parts
 * combined in order, the earlier part first.  NaN is decided apart. */
#define TP_ORDER512_LOAD(t, AT, QN, LOADU, MASKOF, BLEND) \
        t = LOADU(x + (AT)); \
        if (m) { QN k = MASKOF(m + (AT)); t = BLEND(k, vid, t); if (cnt) nv += __builtin_popcount(k); }
#define TP_ORDER512(T, NAME, OPNAME, INIT, LANES, QN, V, Q, SET1, LOADU, BLEND, VOP, QOP, CMPMASK, MASKOF, \
                    CAST, EXTRACT, QSTOREU, OP) \
TP_INLINE T tp_order512_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T id, ptrdiff_t *cnt) { \
    const ptrdiff_t W = 4 * LANES, nvec = n / W, qv = nvec >= 16 ? nvec / 4 : 0; \
    V r0 = SET1(INIT), r1 = r0, r2 = r0, r3 = r0, vid = SET1(id), r; ptrdiff_t i = 0, v, nv = 0; int j, saw_nan = 0; \
    unsigned nan = 0; T out[LANES], acc = INIT; \
    if (nvec) {    /* (a short slice has no vectors to combine: the same value without) */ \
        for (v = 0; v < qv; v++) { \
            V t0, t1, t2, t3; \
            TP_ORDER512_LOAD(t0, v * W, QN, LOADU, MASKOF, BLEND) \
            TP_ORDER512_LOAD(t1, (qv + v) * W, QN, LOADU, MASKOF, BLEND) \
            TP_ORDER512_LOAD(t2, (2 * qv + v) * W, QN, LOADU, MASKOF, BLEND) \
            TP_ORDER512_LOAD(t3, (3 * qv + v) * W, QN, LOADU, MASKOF, BLEND) \
            r0 = VOP(r0, t0); r1 = VOP(r1, t1); r2 = VOP(r2, t2); r3 = VOP(r3, t3); \
            nan |= CMPMASK(t0, t1, _CMP_UNORD_Q) | CMPMASK(t2, t3, _CMP_UNORD_Q); } \
        for (v = 4 * qv; v < nvec; v++) { \
            V t; TP_ORDER512_LOAD(t, v * W, QN, LOADU, MASKOF, BLEND) \
            r3 = VOP(r3, t); nan |= CMPMASK(t, t, _CMP_UNORD_Q); } \
        r = VOP(VOP(r0, r1), VOP(r2, r3)); i = nvec * W; \
        Q q = QOP(QOP(CAST(r), EXTRACT(r, 1)), QOP(EXTRACT(r, 2), EXTRACT(r, 3))); \
        QSTOREU(out, q); saw_nan = nan != 0; acc = out[0]; \
        for (j = 1; j < LANES; j++) acc = OP(acc, out[j]); \
    } \
    for (; i < n; i++) { \
        T v = m ? tp_sel_##NAME(m[i], x[i], id) : x[i]; acc = OP(acc, v); saw_nan |= v != v; \
        if (m) nv += m[i]; } \
    if (cnt) *cnt += nv; \
    return saw_nan ? (T)NAN : acc; } \
TP_INLINE T tp_fold_##OPNAME##_##NAME(const T *b, ptrdiff_t n) { \
    return tp_order512_##OPNAME##_##NAME(b, NULL, n, INIT, NULL); } \
TP_INLINE T tp_mfold_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T id, ptrdiff_t *cnt) { \
    return tp_order512_##OPNAME##_##NAME(x, m, n, id, cnt); }
/* The per-type arguments: lanes per 128-bit part, mask, vectors, intrinsics. */
#define TP_ORDER512_F64(OPNAME, INIT, VOP, QOP, OP) \
    TP_ORDER512(double, f64, OPNAME, INIT, 2, __mmask8, __m512d, __m128d, _mm512_set1_pd, _mm512_loadu_pd, \
                _mm512_mask_blend_pd, VOP, QOP, _mm512_cmp_pd_mask, tp_mask8, _mm512_castpd512_pd128, \
                _mm512_extractf64x2_pd, _mm_storeu_pd, OP)
#define TP_ORDER512_F32(OPNAME, INIT, VOP, QOP, OP) \
    TP_ORDER512(float, f32, OPNAME, INIT, 4, __mmask16, __m512, __m128, _mm512_set1_ps, _mm512_loadu_ps, \
                _mm512_mask_blend_ps, VOP, QOP, _mm512_cmp_ps_mask, tp_mask16, _mm512_castps512_ps128, \
                _mm512_extractf32x4_ps, _mm_storeu_ps, OP)
TP_ORDER512_F64(max, -INFINITY, _mm512_max_pd, _mm_max_pd, TP_MAX)
TP_ORDER512_F64(min, INFINITY, _mm512_min_pd, _mm_min_pd, TP_MIN)
TP_ORDER512_F32(max, -INFINITY, _mm512_max_ps, _mm_max_ps, TP_MAX)
TP_ORDER512_F32(min, INFINITY, _mm512_min_ps, _mm_min_ps, TP_MIN)
#elif TP_AVX2
/* The lane masks of mask bytes: all ones where the byte is 0 (masked out),
 * for the blend that puts `id` there; 4 bytes for 4 doubles, 8 for 8 floats. */
TP_INLINE __m256d tp_kzero_f64(const uint8_t *m) {
    int32_t w; memcpy(&w, m, 4);
    return _mm256_castsi256_pd(_mm256_cmpeq_epi64(_mm256_cvtepu8_epi64(_mm_cvtsi32_si128(w)),
                                                  _mm256_setzero_si256())); }
TP_INLINE __m256 tp_kzero_f32(const uint8_t *m) {
    return _mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)m)),
                                                  _mm256_setzero_si256())); }
/* 8 positions as 8 bits: where the mask bytes are nonzero (tp_vbits8), where
 * x equals t, or is NaN when `nan` (tp_eqbits8_*): compares' movemasks. */
TP_INLINE unsigned tp_vbits8(const uint8_t *m) {
    __m128i b = _mm_loadl_epi64((const __m128i *)m);
    return ~(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(b, _mm_setzero_si128())) & 0xFFu; }
TP_INLINE unsigned tp_eqbits8_f64(const double *x, __m256d vt, int nan) {
    __m256d a = _mm256_loadu_pd(x), b = _mm256_loadu_pd(x + 4);
    __m256d ka = nan ? _mm256_cmp_pd(a, a, _CMP_UNORD_Q) : _mm256_cmp_pd(a, vt, _CMP_EQ_OQ);
    __m256d kb = nan ? _mm256_cmp_pd(b, b, _CMP_UNORD_Q) : _mm256_cmp_pd(b, vt, _CMP_EQ_OQ);
    return (unsigned)_mm256_movemask_pd(ka) | ((unsigned)_mm256_movemask_pd(kb) << 4); }
TP_INLINE unsigned tp_eqbits8_f32(const float *x, __m256 vt, int nan) {
    __m256 a = _mm256_loadu_ps(x);
    return (unsigned)_mm256_movemask_ps(nan ? _mm256_cmp_ps(a, a, _CMP_UNORD_Q) : _mm256_cmp_ps(a, vt, _CMP_EQ_OQ)); }
/* The number of valid elements among 8 mask bytes (each 0 or 1). */
TP_INLINE ptrdiff_t tp_count_u8x8(const uint8_t *m) {
    uint64_t w; memcpy(&w, m, 8); return __builtin_popcountll(w); }
/* Float max/min with NaN propagation: the SSE2 fold's four 128-bit chains
 * (below) are the halves of two 256-bit vectors, a (chains 0 and 1) and b
 * (chains 2 and 3): the same lanes, the same maxpd/minpd operand order,
 * combined as it combines them.  A full block runs four such pairs over four
 * contiguous quarters, as the AVX-512 fold does (above: why the bits are the
 * single chain's).  With a mask m, masked-out elements are `id` and *cnt (if
 * not NULL) gains the count of valid elements; m == NULL is the plain fold. */
#define TP_ORDER256_LOAD(NAME, VL, LOADU, BLENDV, ta, tb, AT) \
        ta = LOADU(x + (AT)); tb = LOADU(x + (AT) + VL); \
        if (m) { ta = BLENDV(ta, vid, tp_kzero_##NAME(m + (AT))); tb = BLENDV(tb, vid, tp_kzero_##NAME(m + (AT) + VL)); \
                 if (cnt) for (k = 0; k < 2 * VL; k += 8) nv += tp_count_u8x8(m + (AT) + k); }
#define TP_ORDER256(T, NAME, OPNAME, INIT, VL, V, Q, SET1, LOADU, BLENDV, VOP, QOP, UNORD, VOR, MOVEMASK, \
                    CAST, EXTRACT, QSTOREU, OP) \
TP_INLINE T tp_order256_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T id, ptrdiff_t *cnt) { \
    const ptrdiff_t W = 2 * VL, nvec = n / W, qv = nvec >= 16 ? nvec / 4 : 0; \
    V a0 = SET1(INIT), a1 = a0, a2 = a0, a3 = a0, b0 = a0, b1 = a0, b2 = a0, b3 = a0, vid = SET1(id); \
    V nan = UNORD(a0, a0); ptrdiff_t i = 0, v, k, nv = 0; int j, saw_nan = 0; T out[VL / 2], acc = INIT; \
    if (nvec) {    /* (a short slice has no vectors to combine: the same value without) */ \
        for (v = 0; v < qv; v++) { \
            V s0, t0, s1, t1, s2, t2, s3, t3; \
            TP_ORDER256_LOAD(NAME, VL, LOADU, BLENDV, s0, t0, v * W) \
            TP_ORDER256_LOAD(NAME, VL, LOADU, BLENDV, s1, t1, (qv + v) * W) \
            TP_ORDER256_LOAD(NAME, VL, LOADU, BLENDV, s2, t2, (2 * qv + v) * W) \
            TP_ORDER256_LOAD(NAME, VL, LOADU, BLENDV, s3, t3, (3 * qv + v) * W) \
            a0 = VOP(a0, s0); b0 = VOP(b0, t0); a1 = VOP(a1, s1); b1 = VOP(b1, t1); \
            a2 = VOP(a2, s2); b2 = VOP(b2, t2); a3 = VOP(a3, s3); b3 = VOP(b3, t3); \
            nan = VOR(nan, VOR(VOR(UNORD(s0, t0), UNORD(s1, t1)), VOR(UNORD(s2, t2), UNORD(s3, t3)))); } \
        for (v = 4 * qv; v < nvec; v++) { \
            V s, t; TP_ORDER256_LOAD(NAME, VL, LOADU, BLENDV, s, t, v * W) \
            a3 = VOP(a3, s); b3 = VOP(b3, t); nan = VOR(nan, UNORD(s, t)); } \
        V a = VOP(VOP(a0, a1), VOP(a2, a3)), b = VOP(VOP(b0, b1), VOP(b2, b3)); i = nvec * W; \
        Q q = QOP(QOP(CAST(a), EXTRACT(a, 1)), QOP(CAST(b), EXTRACT(b, 1))); \
        QSTOREU(out, q); saw_nan = MOVEMASK(nan) != 0; acc = out[0]; \
        for (j = 1; j < VL / 2; j++) acc = OP(acc, out[j]); \
    } \
    for (; i < n; i++) { \
        T v = m ? tp_sel_##NAME(m[i], x[i], id) : x[i]; acc = OP(acc, v); saw_nan |= v != v; \
        if (m) nv += m[i]; } \
    if (cnt) *cnt += nv; \
    return saw_nan ? (T)NAN : acc; } \
TP_INLINE T tp_fold_##OPNAME##_##NAME(const T *b, ptrdiff_t n) { \
    return tp_order256_##OPNAME##_##NAME(b, NULL, n, INIT, NULL); } \
TP_INLINE T tp_mfold_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T id, ptrdiff_t *cnt) { \
    return tp_order256_##OPNAME##_##NAME(x, m, n, id, cnt); }
#define TP_UNORD256_PD(a, b) _mm256_cmp_pd(a, b, _CMP_UNORD_Q)
#define TP_UNORD256_PS(a, b) _mm256_cmp_ps(a, b, _CMP_UNORD_Q)
#define TP_ORDER256_F64(OPNAME, INIT, VOP, QOP, OP) \
    TP_ORDER256(double, f64, OPNAME, INIT, 4, __m256d, __m128d, _mm256_set1_pd, _mm256_loadu_pd, _mm256_blendv_pd, \
                VOP, QOP, TP_UNORD256_PD, _mm256_or_pd, _mm256_movemask_pd, _mm256_castpd256_pd128, \
                _mm256_extractf128_pd, _mm_storeu_pd, OP)
#define TP_ORDER256_F32(OPNAME, INIT, VOP, QOP, OP) \
    TP_ORDER256(float, f32, OPNAME, INIT, 8, __m256, __m128, _mm256_set1_ps, _mm256_loadu_ps, _mm256_blendv_ps, \
                VOP, QOP, TP_UNORD256_PS, _mm256_or_ps, _mm256_movemask_ps, _mm256_castps256_ps128, \
                _mm256_extractf128_ps, _mm_storeu_ps, OP)
TP_ORDER256_F64(max, -INFINITY, _mm256_max_pd, _mm_max_pd, TP_MAX)
TP_ORDER256_F64(min, INFINITY, _mm256_min_pd, _mm_min_pd, TP_MIN)
TP_ORDER256_F32(max, -INFINITY, _mm256_max_ps, _mm_max_ps, TP_MAX)
TP_ORDER256_F32(min, INFINITY, _mm256_min_ps, _mm_min_ps, TP_MIN)
#elif defined(__SSE2__)
#include <emmintrin.h>
/* x86-64 always has SSE2: maxpd/minpd on two lanes, four chains. */
#define TP_FOLD_SSE(T, NAME, OPNAME, INIT, V, LANES, SET1, LOADU, STOREU, VOP, UNORD, OR, MOVEMASK, OP) \
TP_INLINE T tp_fold_##OPNAME##_##NAME(const T *b, ptrdiff_t n) { \
    V r0 = SET1(INIT), r1 = r0, r2 = r0, r3 = r0, nan = UNORD(r0, r0); \
    ptrdiff_t i = 0; T out[LANES], acc; int saw_nan, j; \
    for (; i + 4 * LANES <= n; i += 4 * LANES) { \
        V t0 = LOADU(b + i), t1 = LOADU(b + i + LANES), t2 = LOADU(b + i + 2 * LANES), t3 = LOADU(b + i + 3 * LANES); \
        r0 = VOP(r0, t0); r1 = VOP(r1, t1); r2 = VOP(r2, t2); r3 = VOP(r3, t3); \
        nan = OR(nan, OR(UNORD(t0, t1), UNORD(t2, t3))); } \
    STOREU(out, VOP(VOP(r0, r1), VOP(r2, r3))); \
    saw_nan = MOVEMASK(nan) != 0; acc = out[0]; \
    for (j = 1; j < LANES; j++) acc = OP(acc, out[j]); \
    for (; i < n; i++) { acc = OP(acc, b[i]); saw_nan |= b[i] != b[i]; } \
    return saw_nan ? (T)NAN : acc; }
TP_FOLD_SSE(double, f64, max, -INFINITY, __m128d, 2, _mm_set1_pd, _mm_loadu_pd, _mm_storeu_pd, _mm_max_pd, _mm_cmpunord_pd, _mm_or_pd, _mm_movemask_pd, TP_MAX)
TP_FOLD_SSE(double, f64, min, INFINITY, __m128d, 2, _mm_set1_pd, _mm_loadu_pd, _mm_storeu_pd, _mm_min_pd, _mm_cmpunord_pd, _mm_or_pd, _mm_movemask_pd, TP_MIN)
TP_FOLD_SSE(float, f32, max, -INFINITY, __m128, 4, _mm_set1_ps, _mm_loadu_ps, _mm_storeu_ps, _mm_max_ps, _mm_cmpunord_ps, _mm_or_ps, _mm_movemask_ps, TP_MAX)
TP_FOLD_SSE(float, f32, min, INFINITY, __m128, 4, _mm_set1_ps, _mm_loadu_ps, _mm_storeu_ps, _mm_min_ps, _mm_cmpunord_ps, _mm_or_ps, _mm_movemask_ps, TP_MIN)
#else
#define tp_fold_max_f64 tp_fold_max_f64_scalar
#define tp_fold_min_f64 tp_fold_min_f64_scalar
#define tp_fold_max_f32 tp_fold_max_f32_scalar
#define tp_fold_min_f32 tp_fold_min_f32_scalar
#endif

/* tp_write_reach_NAME(h, n, z, out): out[i] = z where h[i], else 0 -- a row of
 * share_ties whose one tie the forward found (its value written after). */
#if TP_AVX512
TP_INLINE void tp_write_reach_f64(const uint8_t *h, ptrdiff_t n, double z, double *out) {
    ptrdiff_t i = 0; const __m512d vz = _mm512_set1_pd(z);
    for (; i + 8 <= n; i += 8) _mm512_storeu_pd(out + i, _mm512_maskz_mov_pd(tp_mask8(h + i), vz));
    for (; i < n; i++) out[i] = h[i] ? z : 0.0; }
TP_INLINE void tp_write_reach_f32(const uint8_t *h, ptrdiff_t n, float z, float *out) {
    ptrdiff_t i = 0; const __m512 vz = _mm512_set1_ps(z);
    for (; i + 16 <= n; i += 16) _mm512_storeu_ps(out + i, _mm512_maskz_mov_ps(tp_mask16(h + i), vz));
    for (; i < n; i++) out[i] = h[i] ? z : 0.0f; }
#else
TP_INLINE void tp_write_reach_f64(const uint8_t *h, ptrdiff_t n, double z, double *out) {
    for (ptrdiff_t i = 0; i < n; i++) out[i] = h[i] ? z : 0.0; }
TP_INLINE void tp_write_reach_f32(const uint8_t *h, ptrdiff_t n, float z, float *out) {
    for (ptrdiff_t i = 0; i < n; i++) out[i] = h[i] ? z : 0.0f; }
#endif

/* The ties of a slice's extreme r (amax's and amin's gradient, _k_backward
 * share_ties): tp_count_ties_NAME counts the valid elements of a contiguous
 * run equal to r (NaN equal to NaN: a NaN r counts the NaNs), and
 * tp_write_ties_NAME writes, where reached, val at the ties and z = val * 0
 * elsewhere (the bits of `val * tie`: -0 for a negative val, NaN for an
 * infinite one), 0 where not reached.  A mask register per 8 (16) elements
 * with AVX-512, compares and blends of 256 bits with AVX2; the portable loops
 * give the same values. */
#define TP_TIES(T, NAME, LANES, QN, V, SET1, LOADU, STOREU, CMPMASK, MASKOF, BLEND, MASKZ) \
TP_INLINE ptrdiff_t tp_count_ties_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T r) { \
    ptrdiff_t i = 0, c = 0; int rnan = r != r; \
    TP_TIES_COUNT_VEC(LANES, QN, V, SET1, LOADU, CMPMASK, MASKOF) \
    for (; i < n; i++) c += (m[i] != 0) & (rnan ? x[i] != x[i] : x[i] == r); \
    return c; } \
TP_INLINE void tp_write_ties_##NAME(const T *x, const uint8_t *h, ptrdiff_t n, T r, T val, T *out) { \
    ptrdiff_t i = 0; int rnan = r != r; T z = (T)((double)val * 0.0); \
    TP_TIES_WRITE_VEC(LANES, QN, V, SET1, LOADU, STOREU, CMPMASK, MASKOF, BLEND, MASKZ) \
    for (; i < n; i++) out[i] = h[i] ? ((rnan ? x[i] != x[i] : x[i] == r) ? val : z) : (T)0; }
#if TP_AVX512
#define TP_TIES_COUNT_VEC(LANES, QN, V, SET1, LOADU, CMPMASK, MASKOF) \
    { V vr = SET1(r); \
      if (rnan) { for (; i + LANES <= n; i += LANES) { V t = LOADU(x + i); \
          c += __builtin_popcount((unsigned)(CMPMASK(t, t, _CMP_UNORD_Q) & MASKOF(m + i))); } } \
      else { for (; i + LANES <= n; i += LANES) \
          c += __builtin_popcount((unsigned)(CMPMASK(LOADU(x + i), vr, _CMP_EQ_OQ) & MASKOF(m + i))); } }
#define TP_TIES_WRITE_VEC(LANES, QN, V, SET1, LOADU, STOREU, CMPMASK, MASKOF, BLEND, MASKZ) \
    { V vr = SET1(r), vv = SET1(val), vz = SET1(z); \
      for (; i + LANES <= n; i += LANES) { V t = LOADU(x + i); \
          QN k = rnan ? CMPMASK(t, t, _CMP_UNORD_Q) : CMPMASK(t, vr, _CMP_EQ_OQ); \
          STOREU(out + i, MASKZ(MASKOF(h + i), BLEND(k, vz, vv))); } }
TP_TIES(double, f64, 8, __mmask8, __m512d, _mm512_set1_pd, _mm512_loadu_pd, _mm512_storeu_pd, _mm512_cmp_pd_mask,
        tp_mask8, _mm512_mask_blend_pd, _mm512_maskz_mov_pd)
TP_TIES(float, f32, 16, __mmask16, __m512, _mm512_set1_ps, _mm512_loadu_ps, _mm512_storeu_ps, _mm512_cmp_ps_mask,
        tp_mask16, _mm512_mask_blend_ps, _mm512_maskz_mov_ps)
#elif TP_AVX2
/* QN is the 8-position compare (tp_eqbits8_*), MASKOF the not-reached lanes. */
#define TP_TIES_COUNT_VEC(LANES, QN, V, SET1, LOADU, CMPMASK, MASKOF) \
    { V vr = SET1(r); \
      for (; i + 8 <= n; i += 8) { TP_PREFETCH2(x + i, m + i); \
          c += __builtin_popcount(QN(x + i, vr, rnan) & tp_vbits8(m + i)); } }
#define TP_TIES_WRITE_VEC(LANES, QN, V, SET1, LOADU, STOREU, CMPMASK, MASKOF, BLEND, MASKZ) \
    { V vr = SET1(r), vv = SET1(val), vz = SET1(z); \
      for (; i + LANES <= n; i += LANES) { V t = LOADU(x + i); \
          V k = rnan ? CMPMASK(t, t, _CMP_UNORD_Q) : CMPMASK(t, vr, _CMP_EQ_OQ); \
          STOREU(out + i, MASKZ(MASKOF(h + i), BLEND(vz, vv, k))); } }
TP_TIES(double, f64, 4, tp_eqbits8_f64, __m256d, _mm256_set1_pd, _mm256_loadu_pd, _mm256_storeu_pd, _mm256_cmp_pd,
        tp_kzero_f64, _mm256_blendv_pd, _mm256_andnot_pd)
TP_TIES(float, f32, 8, tp_eqbits8_f32, __m256, _mm256_set1_ps, _mm256_loadu_ps, _mm256_storeu_ps, _mm256_cmp_ps,
        tp_kzero_f32, _mm256_blendv_ps, _mm256_andnot_ps)
#else
#define TP_TIES_COUNT_VEC(LANES, QN, V, SET1, LOADU, CMPMASK, MASKOF)
#define TP_TIES_WRITE_VEC(LANES, QN, V, SET1, LOADU, STOREU, CMPMASK, MASKOF, BLEND, MASKZ)
TP_TIES(double, f64, 8, , , , , , , , , )
TP_TIES(float, f32, 16, , , , , , , , , )
#endif

/* ---- The fold of a masked contiguous block: the reductions' hot leaf ----------
 * tp_mfold_OP_NAME(x, m, n, id, cnt) is tp_fold_OP_NAME of the block
 * {m[i] ? x[i] : id : i < n}, n <= TP_BLOCK, bit for bit (the same lanes in the
 * same order), for a contiguous run x and its contiguous 0/1 mask m; it adds
 * the number of valid elements to *cnt when cnt is not NULL (a constant after
 * inlining).  m NULL is the plain fold of x (*cnt unchanged), in every
 * form.  The portable version is that very two-stage loop (select into a
 * buffer, fold the buffer).  With AVX-512 (below) the select is a mask
 * register and the two stages one loop: no buffer stored and read back, which
 * is what kept the memory-bound reductions at 1.5-2x the time of reading
 * their bytes.  TP_BLOCK is the walk layer's block (tp_walk.h). */
#define TP_MFOLD(T, NAME, OPNAME) \
TP_INLINE T tp_mfold_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T id, ptrdiff_t *cnt) { \
    T buf[TP_BLOCK]; ptrdiff_t i, nv = 0; \
    if (m == NULL) return tp_fold_##OPNAME##_##NAME(x, n);     /* (as the vector forms: *cnt unchanged) */ \
    for (i = 0; i < n; i++) buf[i] = tp_sel_##NAME(m[i], x[i], id); \
    if (cnt) { for (i = 0; i < n; i++) nv += m[i]; *cnt += nv; } \
    return tp_fold_##OPNAME##_##NAME(buf, n); }
/* The maps of a pass (ops.yaml `map`) that the masked sums compute in the
 * same loop, by the names codegen/kernels.py MFOLD_MAPS gives the Cython
 * expressions: a scalar form (TP_MAP_*: the expression itself) and, below, a
 * vector one.  Mapped: tp_mfold_add_MAP_NAME(x, m, n, c, id, cnt), c the
 * pass's center.  The map is rounded on its own, as in the two stages (a
 * product is never fused with the sum: see TP_KEEP). */
#define TP_MAP_sq(v, c) ((v) * (v))
#define TP_MAP_sqdev(v, c) (((v) - (c)) * ((v) - (c)))
#define TP_MAP_abs(v, c) fabs(v)
#define TP_MFOLD_MAP(T, NAME, MAP) \
TP_INLINE T tp_mfold_add_##MAP##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T c, T id, ptrdiff_t *cnt) { \
    T buf[TP_BLOCK]; ptrdiff_t i, nv = 0; \
    for (i = 0; i < n; i++) buf[i] = tp_sel_##NAME(m[i], (T)TP_MAP_##MAP(x[i], c), id); \
    if (cnt) { for (i = 0; i < n; i++) nv += m[i]; *cnt += nv; } \
    return tp_fold_add_##NAME(buf, n); }
#define TP_MFOLDS_ARITH(T, NAME) TP_MFOLD(T, NAME, add) TP_MFOLD(T, NAME, mul)
#define TP_MFOLDS_ORDER(T, NAME) TP_MFOLD(T, NAME, max) TP_MFOLD(T, NAME, min)
TP_MFOLDS_ARITH(double _Complex, c128)
TP_MFOLDS_ARITH(float _Complex, c64)
TP_MFOLDS_ARITH(int8_t, i8)
TP_MFOLDS_ARITH(int16_t, i16)
TP_MFOLDS_ARITH(int32_t, i32)
TP_MFOLDS_ARITH(int64_t, i64)
TP_MFOLDS_ARITH(uint8_t, u8)
TP_MFOLDS_ARITH(uint16_t, u16)
TP_MFOLDS_ARITH(uint32_t, u32)
TP_MFOLDS_ARITH(uint64_t, u64)
TP_MFOLDS_ORDER(int8_t, i8)
TP_MFOLDS_ORDER(int16_t, i16)
TP_MFOLDS_ORDER(int32_t, i32)
TP_MFOLDS_ORDER(int64_t, i64)
TP_MFOLDS_ORDER(uint8_t, u8)
TP_MFOLDS_ORDER(uint16_t, u16)
TP_MFOLDS_ORDER(uint32_t, u32)
TP_MFOLDS_ORDER(uint64_t, u64)
TP_MFOLD(double, f64, mul)
TP_MFOLD(float, f32, mul)

/* TP_KEEP(t): t is a value the compiler cannot look into, so a product in it
 * is rounded before the sum (gcc would otherwise be free to fuse the two into
 * one FMA, which rounds once: other bits). */
#if TP_AVX512 || TP_AVX2
#define TP_KEEP(t) __asm__("" : "+v"(t))
#endif
#if TP_AVX512
/* Sums: TP_FOLD8's eight accumulators are the lanes of one vector (element i
 * goes to lane i % 8), the tail to lane 0 in order, then TP_FOLD8's tree. */
#define TP_MFOLD_ADD512_BODY(T, NAME, V, ZERO, SET1, LOADU, STOREU, BLEND, VMAP, SMAP) { \
    V r = ZERO(), vid = SET1(id), vc = SET1(c); ptrdiff_t i = 0, nv = 0; T o[8]; \
    (void)vc; \
    for (; i + 8 <= n; i += 8) { \
        __mmask8 k = tp_mask8(m + i); \
        V t = VMAP(LOADU(x + i), vc); \
        TP_KEEP(t); \
        r = r + BLEND(k, vid, t); \
        if (cnt) nv += __builtin_popcount(k); } \
    STOREU(o, r); \
    for (; i < n; i++) { o[0] = o[0] + tp_sel_##NAME(m[i], (T)SMAP(x[i], c), id); nv += m[i]; } \
    if (cnt) *cnt += nv; \
    return ((o[0] + o[1]) + (o[2] + o[3])) + ((o[4] + o[5]) + (o[6] + o[7])); }
/* The vector forms of the maps (the scalar ones: TP_MAP_*). */
#define TP_VMAP_v(t, vc) (t)
#define TP_SMAP_v(v, c) (v)
#define TP_VMAP_sq(t, vc) ((t) * (t))
#define TP_VMAP_sqdev(t, vc) (((t) - (vc)) * ((t) - (vc)))
#define TP_VMAP_abs_f64(t, vc) _mm512_abs_pd(t)
#define TP_VMAP_abs_f32(t, vc) _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t)
#define TP_MFOLD_ADD512(T, NAME, V, ZERO, SET1, LOADU, STOREU, BLEND) \
TP_INLINE T tp_mfold_add_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T id, ptrdiff_t *cnt) { \
    T c = 0; TP_MFOLD_ADD512_BODY(T, NAME, V, ZERO, SET1, LOADU, STOREU, BLEND, TP_VMAP_v, TP_SMAP_v) } \
TP_INLINE T tp_mfold_add_sq_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T c, T id, ptrdiff_t *cnt) \
    TP_MFOLD_ADD512_BODY(T, NAME, V, ZERO, SET1, LOADU, STOREU, BLEND, TP_VMAP_sq, TP_MAP_sq) \
TP_INLINE T tp_mfold_add_sqdev_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T c, T id, ptrdiff_t *cnt) \
    TP_MFOLD_ADD512_BODY(T, NAME, V, ZERO, SET1, LOADU, STOREU, BLEND, TP_VMAP_sqdev, TP_MAP_sqdev) \
TP_INLINE T tp_mfold_add_abs_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T c, T id, ptrdiff_t *cnt) \
    TP_MFOLD_ADD512_BODY(T, NAME, V, ZERO, SET1, LOADU, STOREU, BLEND, TP_VMAP_abs_##NAME, TP_MAP_abs)
TP_MFOLD_ADD512(double, f64, __m512d, _mm512_setzero_pd, _mm512_set1_pd, _mm512_loadu_pd, _mm512_storeu_pd,
                _mm512_mask_blend_pd)
/* logsumexp's sum of exp(v - c), fused: v - c, the exp's block-form lanes
 * (float64: tp_exp_fast_array's; float32: tp_expf_array's), the select and
 * the sum in registers, where the two stages wrote the block three times (C
 * harness, 1e7 doubles, 50 % mask, AMD Zen 4: 8.4 ms against 16.7); the
 * same operations, so the same bits. */
#define TP_VMAP_expdev_f64(t, vc) tp_exp_fast_lanes_pd(_mm512_sub_pd(t, vc))
#define TP_MAP_expdev_f64(v, c) tp_exp_fast((v) - (c))
#define TP_VMAP_expdev_f32(t, vc) tp_expf_lanes_ps(_mm256_sub_ps(t, vc))
#define TP_MAP_expdev_f32(v, c) tp_expf((v) - (c))
#define TP_MFOLD_ADD512_EXPDEV(T, NAME, V, ZERO, SET1, LOADU, STOREU, BLEND) \
TP_INLINE T tp_mfold_add_expdev_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T c, T id, ptrdiff_t *cnt) \
    TP_MFOLD_ADD512_BODY(T, NAME, V, ZERO, SET1, LOADU, STOREU, BLEND, TP_VMAP_expdev_##NAME, TP_MAP_expdev_##NAME)
TP_MFOLD_ADD512_EXPDEV(double, f64, __m512d, _mm512_setzero_pd, _mm512_set1_pd, _mm512_loadu_pd, _mm512_storeu_pd,
                       _mm512_mask_blend_pd)
/* float32: sixteen exps a step (tp_expf_lanes16_ps), their two halves added
 * to the eight lane sums one after the other -- element i to lane i % 8 in
 * order, as TP_MFOLD_ADD512_BODY adds them -- then its eight-lane steps and
 * tail: the body's bits.  tp_expdev16_add_f32 is one such step (the four
 * streams of tp_pw_leaf4_add_expdev_f32 take it too); *k gets the step's mask. */
TP_INLINE __m256 tp_expdev16_add_f32(__m256 r, const float *x, const uint8_t *m, __m512 vc16, __m256 vid,
                                     __mmask16 *k)
{
    __mmask16 kk = tp_mask16(m);
    __m512 t = tp_expf_lanes16_ps(_mm512_sub_ps(_mm512_loadu_ps(x), vc16));
    r = r + _mm256_mask_blend_ps((__mmask8)kk, vid, _mm512_castps512_ps256(t));
    *k = kk;
    return r + _mm256_mask_blend_ps((__mmask8)(kk >> 8), vid, _mm512_extractf32x8_ps(t, 1));
}
TP_INLINE float tp_mfold_add_expdev_f32(const float *x, const uint8_t *m, ptrdiff_t n, float c, float id,
                                        ptrdiff_t *cnt)
{
    __m256 r = _mm256_setzero_ps(), vid = _mm256_set1_ps(id), vc = _mm256_set1_ps(c);
    __m512 vc16 = _mm512_set1_ps(c);
    __mmask16 k16;
    ptrdiff_t i = 0, nv = 0;
    float o[8];
    for (; i + 16 <= n; i += 16) {
        r = tp_expdev16_add_f32(r, x + i, m + i, vc16, vid, &k16);
        if (cnt) nv += __builtin_popcount(k16); }
    for (; i + 8 <= n; i += 8) {
        __mmask8 k = tp_mask8(m + i);
        r = r + _mm256_mask_blend_ps(k, vid, TP_VMAP_expdev_f32(_mm256_loadu_ps(x + i), vc));
        if (cnt) nv += __builtin_popcount(k); }
    _mm256_storeu_ps(o, r);
    for (; i < n; i++) { o[0] = o[0] + tp_sel_f32(m[i], TP_MAP_expdev_f32(x[i], c), id); nv += m[i]; }
    if (cnt) *cnt += nv;
    return ((o[0] + o[1]) + (o[2] + o[3])) + ((o[4] + o[5]) + (o[6] + o[7]));
}
TP_MFOLD_ADD512(float, f32, __m256, _mm256_setzero_ps, _mm256_set1_ps, _mm256_loadu_ps, _mm256_storeu_ps,
                _mm256_mask_blend_ps)

#elif TP_AVX2
/* Sums: TP_FOLD8's eight accumulators are the lanes of 8 / VL vectors of VL
 * lanes (element i goes to lane i % 8: two vectors of doubles, one of
 * floats), the tail to lane 0 in order, then TP_FOLD8's tree; the same
 * additions in the same order as the portable two stages.  tp_mfold2 is the
 * two blocks one after the other (below): side by side, as the AVX-512 form
 * folds them, measured 1.3-1.5x slower on an AMD Zen 3 (two streams 1 KB
 * apart), where one block at a time is 1.3x faster than the two stages. */
#define TP_ADD256_STEP(V, NAME, VL, LOADU, BLENDV, VMAP, r, x, m) \
    for (h = 0; h < 8 / VL; h++) { \
        V t = VMAP(LOADU((x) + h * VL), vc); TP_KEEP(t); \
        r[h] = r[h] + BLENDV(t, vid, tp_kzero_##NAME((m) + h * VL)); } \
    if (cnt) nv += tp_count_u8x8(m);
#define TP_ADD256_TREE(o) ((((o)[0] + (o)[1]) + ((o)[2] + (o)[3])) + (((o)[4] + (o)[5]) + ((o)[6] + (o)[7])))
#define TP_MFOLD_ADD256_BODY(T, NAME, V, VL, ZERO, SET1, LOADU, STOREU, BLENDV, VMAP, SMAP) { \
    V r[8 / VL], vid = SET1(id), vc = SET1(c); ptrdiff_t i = 0, nv = 0; int h; T o[8]; \
    (void)vc; \
    for (h = 0; h < 8 / VL; h++) r[h] = ZERO(); \
    for (; i + 8 <= n; i += 8) { TP_PREFETCH2(x + i, m + i); TP_ADD256_STEP(V, NAME, VL, LOADU, BLENDV, VMAP, r, x + i, m + i) } \
    for (h = 0; h < 8 / VL; h++) STOREU(o + h * VL, r[h]); \
    for (; i < n; i++) { o[0] = o[0] + tp_sel_##NAME(m[i], (T)SMAP(x[i], c), id); nv += m[i]; } \
    if (cnt) *cnt += nv; \
    return TP_ADD256_TREE(o); }
#define TP_VMAP256_v(t, vc) (t)
#define TP_SMAP256_v(v, c) (v)
#define TP_VMAP256_sq(t, vc) ((t) * (t))
#define TP_VMAP256_sqdev(t, vc) (((t) - (vc)) * ((t) - (vc)))
#define TP_VMAP256_abs_f64(t, vc) _mm256_andnot_pd(_mm256_set1_pd(-0.0), t)
#define TP_VMAP256_abs_f32(t, vc) _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t)
#define TP_MFOLD_ADD256_MAP(T, NAME, V, VL, ZERO, SET1, LOADU, STOREU, BLENDV, MAP) \
TP_INLINE T tp_mfold_add_##MAP##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T c, T id, ptrdiff_t *cnt) \
    TP_MFOLD_ADD256_BODY(T, NAME, V, VL, ZERO, SET1, LOADU, STOREU, BLENDV, TP_VMAP256_##MAP, TP_MAP_##MAP)
#define TP_MFOLD_ADD256(T, NAME, V, VL, ZERO, SET1, LOADU, STOREU, BLENDV) \
TP_INLINE T tp_mfold_add_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T id, ptrdiff_t *cnt) { \
    T c = 0; TP_MFOLD_ADD256_BODY(T, NAME, V, VL, ZERO, SET1, LOADU, STOREU, BLENDV, TP_VMAP256_v, TP_SMAP256_v) } \
TP_MFOLD_ADD256_MAP(T, NAME, V, VL, ZERO, SET1, LOADU, STOREU, BLENDV, sq) \
TP_MFOLD_ADD256_MAP(T, NAME, V, VL, ZERO, SET1, LOADU, STOREU, BLENDV, sqdev)
TP_MFOLD_ADD256(double, f64, __m256d, 4, _mm256_setzero_pd, _mm256_set1_pd, _mm256_loadu_pd, _mm256_storeu_pd,
                _mm256_blendv_pd)
TP_MFOLD_ADD256(float, f32, __m256, 8, _mm256_setzero_ps, _mm256_set1_ps, _mm256_loadu_ps, _mm256_storeu_ps,
                _mm256_blendv_ps)
/* abs: the vector map depends on the type (the scalar one does not). */
#define TP_MFOLD_ADD256_ABS(T, NAME, V, VL, ZERO, SET1, LOADU, STOREU, BLENDV) \
TP_INLINE T tp_mfold_add_abs_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T c, T id, ptrdiff_t *cnt) \
    TP_MFOLD_ADD256_BODY(T, NAME, V, VL, ZERO, SET1, LOADU, STOREU, BLENDV, TP_VMAP256_abs_##NAME, TP_MAP_abs)
TP_MFOLD_ADD256_ABS(double, f64, __m256d, 4, _mm256_setzero_pd, _mm256_set1_pd, _mm256_loadu_pd, _mm256_storeu_pd,
                    _mm256_blendv_pd)
TP_MFOLD_ADD256_ABS(float, f32, __m256, 8, _mm256_setzero_ps, _mm256_set1_ps, _mm256_loadu_ps, _mm256_storeu_ps,
                    _mm256_blendv_ps)
#else
TP_MFOLD(double, f64, add)
TP_MFOLD(float, f32, add)
#define TP_MFOLD_MAPS(T, NAME) TP_MFOLD_MAP(T, NAME, sq) TP_MFOLD_MAP(T, NAME, sqdev) TP_MFOLD_MAP(T, NAME, abs)
TP_MFOLD_MAPS(double, f64)
TP_MFOLD_MAPS(float, f32)
#endif
/* Two neighbouring blocks of a pairwise sum, [0, n1) and [n1, n1 + n2) (n1 a
 * multiple of 8, both at most TP_BLOCK): the pairwise leaf, the first block's
 * sum plus the second's, one block after the other.  Folded side by side in
 * one loop (two independent chains of adds: the same bits) they read memory
 * 1.3-1.5x slower on an AMD Zen 3 (AVX2) and 2.2-2.4x slower on a Zen 4
 * (AVX-512), where an Intel Xeon with AVX-512 gained 5-10 % from them
 * (docs/benchmarks.rst, "Pairwise leaves one block at a time").  With
 * AVX-512 the pair two pairs ahead is prefetched where tp_block_prefetch
 * says (not on AMD): on an Intel Xeon the rows of 10,000 floats summed along
 * dim 1 took 2.5-3.3 ms with it against 3.7-5.0 without (np.max reads them in
 * 1.5); the AVX2 forms prefetch in their loops (TP_PREFETCH2). */
#define TP_MFOLD2(T, NAME, MAP, CP, CA) \
TP_INLINE T tp_mfold2_add##MAP##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n1, ptrdiff_t n2, CP T id, \
                                       ptrdiff_t *cnt) { \
    if (TP_AVX512) { tp_prefetch_bytes(x + 4 * TP_BLOCK, (n1 + n2) * sizeof(T));   /* two pairs ahead */ \
                     tp_prefetch_bytes(m + 4 * TP_BLOCK, n1 + n2); } \
    T a = tp_mfold_add##MAP##_##NAME(x, m, n1, CA id, cnt); \
    return a + tp_mfold_add##MAP##_##NAME(x + n1, m + n1, n2, CA id, cnt); }
#define TP_MFOLD2S(T, NAME) TP_MFOLD2(T, NAME, , , ) TP_MFOLD2(T, NAME, _sq, T c TP_COMMA, c TP_COMMA) \
    TP_MFOLD2(T, NAME, _sqdev, T c TP_COMMA, c TP_COMMA) TP_MFOLD2(T, NAME, _abs, T c TP_COMMA, c TP_COMMA)
#if !TP_AVX512
/* The sum of exp(v - c) of a block, elsewhere: the kernels' two stages
 * themselves (v - c into a buffer, the exp's block form, the select, the fold). */
#define TP_MFOLD_EXPDEV_STAGES(T, NAME, EXP_ARRAY) \
TP_INLINE T tp_mfold_add_expdev_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T c, T id, ptrdiff_t *cnt) { \
    T buf[TP_BLOCK]; ptrdiff_t i, nv = 0; \
    for (i = 0; i < n; i++) buf[i] = x[i] - c; \
    EXP_ARRAY(buf, buf, n); \
    for (i = 0; i < n; i++) { buf[i] = tp_sel_##NAME(m[i], buf[i], id); nv += m[i]; } \
    if (cnt) *cnt += nv; \
    return tp_fold_add_##NAME(buf, n); }
TP_MFOLD_EXPDEV_STAGES(double, f64, tp_exp_fast_array)
TP_MFOLD_EXPDEV_STAGES(float, f32, tp_expf_array)
#endif
/* Row forms of the sums of exps: for each of the rows q < nrows in order,
 * a[j] = a[j] + (m[q][j] ? exp(x[q][j] - c[j]) : 0) for j < n (m NULL: every
 * j), c a center per column -- nrows (1 to 4) reduced rows of logsumexp's row
 * layout (codegen's _row and _row4 folders, along an outer dim), a[j] read
 * and written once for all of them.  The scalar loop gcc vectorised in 256
 * bits (the float exp as four doubles a vector); with AVX-512 these are the
 * block forms' lanes (TP_VMAP_expdev_*: eight doubles a vector), the same
 * operations per element, so the same bits.  Elsewhere they are that loop. */
#if TP_AVX512
/* (float32: sixteen columns a step first, tp_expf_lanes16_ps: each column's
 * sum takes the same values in the same order, so the same bits) */
#define TP_ROWADD_WIDE_none
#define TP_ROWADD_WIDE_f32 \
    for (; j + 16 <= n; j += 16) { \
        __m512 vc = _mm512_loadu_ps(c + j), s = _mm512_loadu_ps(a + j); \
        for (q = 0; q < nrows; q++) { \
            __m512 t = tp_expf_lanes16_ps(_mm512_sub_ps(_mm512_loadu_ps(x[q] + j), vc)); \
            if (m) t = _mm512_maskz_mov_ps(tp_mask16(m[q] + j), t); \
            s = s + t; } \
        _mm512_storeu_ps(a + j, s); }
#define TP_ROWADD_EXPDEV(T, NAME, V, LOADU, STOREU, MASKZ, WIDE) \
TP_INLINE void tp_rowadd_expdev_##NAME(T *a, const T *const *x, const uint8_t *const *m, ptrdiff_t nrows, \
                                       ptrdiff_t n, const T *c) { \
    ptrdiff_t j = 0, q; \
    WIDE \
    for (; j + 8 <= n; j += 8) { \
        V vc = LOADU(c + j), s = LOADU(a + j); \
        for (q = 0; q < nrows; q++) { \
            V t = TP_VMAP_expdev_##NAME(LOADU(x[q] + j), vc); \
            if (m) t = MASKZ(tp_mask8(m[q] + j), t);          /* +0 where masked out, as the select */ \
            s = s + t; } \
        STOREU(a + j, s); } \
    for (; j < n; j++) { \
        T s = a[j]; \
        for (q = 0; q < nrows; q++) \
            s = s + (m ? tp_sel_##NAME(m[q][j], TP_MAP_expdev_##NAME(x[q][j], c[j]), 0) \
                       : TP_MAP_expdev_##NAME(x[q][j], c[j])); \
        a[j] = s; } }
TP_ROWADD_EXPDEV(double, f64, __m512d, _mm512_loadu_pd, _mm512_storeu_pd, _mm512_maskz_mov_pd, TP_ROWADD_WIDE_none)
TP_ROWADD_EXPDEV(float, f32, __m256, _mm256_loadu_ps, _mm256_storeu_ps, _mm256_maskz_mov_ps, TP_ROWADD_WIDE_f32)
#else
#define TP_ROWADD_EXPDEV(T, NAME, EXP) \
TP_INLINE void tp_rowadd_expdev_##NAME(T *a, const T *const *x, const uint8_t *const *m, ptrdiff_t nrows, \
                                       ptrdiff_t n, const T *c) { \
    ptrdiff_t j, q; \
    for (q = 0; q < nrows; q++) { \
        const T *xq = x[q]; \
        if (m == NULL) { for (j = 0; j < n; j++) a[j] = a[j] + EXP(xq[j] - c[j]); continue; } \
        const uint8_t *mq = m[q]; \
        for (j = 0; j < n; j++) a[j] = a[j] + tp_sel_##NAME(mq[j], EXP(xq[j] - c[j]), 0); } }
TP_ROWADD_EXPDEV(double, f64, tp_exp_fast)
TP_ROWADD_EXPDEV(float, f32, tp_expf)
#endif
#define TP_COMMA ,
TP_MFOLD2S(double, f64)
TP_MFOLD2S(float, f32)
TP_MFOLD2(double, f64, _expdev, double c TP_COMMA, c TP_COMMA)
TP_MFOLD2(float, f32, _expdev, float c TP_COMMA, c TP_COMMA)
#if !TP_AVX512 && !TP_AVX2
TP_MFOLDS_ORDER(double, f64)
TP_MFOLDS_ORDER(float, f32)
#endif

/* ---- A batch of short slices, a lane each --------------------------------------
 * tp_sfold_OP_NAME(x, m, n0, nb, id, out): for nb adjacent slices of n0
 * elements (slice j at x + j n0, its mask bytes at m + j n0), out[j] =
 * tp_mfold_OP_NAME(x + j n0, m + j n0, n0, id, NULL) bit for bit: the short-
 * slices layout's folds (amax, amin, sum, the max pass of logsumexp and the
 * softmax family; and their sums of a batch's mapped values, the block
 * forms' buffers).  One call of the fold per slice of 4 took 25 cycles
 * (2.5e6 slices of 4 float32: amax 21.7 ms against sum's 13; logsumexp
 * spent a fifth of its time in the sums' scalar loops).  A slice shorter
 * than the fold's vector step is folded by its scalar tail alone, in element
 * order: max/min (step 8 doubles, 16 floats) acc = TP_MAX(acc, v) from the
 * fold's start, NaN if any valid element is NaN; add (step 8) acc = acc + v
 * from +0 into the first of TP_FOLD8's eight accumulators, then its tree
 * (the other seven +0).  So with AVX-512, 8 (16) slices side by side, lane j
 * one slice, take those very steps: element i of each by a gather (from the
 * group's elements first selected into buf: masked-out ones id), maxpd(v,
 * acc) being TP_MAX(acc, v) (v > acc ? v : acc, the same zero kept), addpd
 * (acc, v) the scalar acc + v (the same NaN kept).  Counts gather the mask
 * bytes as 32-bit words from a copy with room after it (never reading past
 * the caller's mask).  Longer slices, the last nb mod 8 (16), and builds
 * below AVX-512 call the fold per slice. */
#define TP_SFOLD_SLICES(T, NAME, OPNAME, j0, nb) \
    for (j = j0; j < nb; j++) out[j] = tp_mfold_##OPNAME##_##NAME(x + j * n0, m ? m + j * n0 : NULL, n0, id, NULL);
#if TP_AVX512
/* Per op: the fold's start, its step, its end (nan: the lanes that saw a
 * NaN), the longest slice that is all tail. */
#define TP_SFOLD_INIT_max (-INFINITY)
#define TP_SFOLD_INIT_min (INFINITY)
#define TP_SFOLD_INIT_add 0
#define TP_SFOLD_STEP_max(V, acc, v) V##max(v, acc)
#define TP_SFOLD_STEP_min(V, acc, v) V##min(v, acc)
#define TP_SFOLD_STEP_add(V, acc, v) V##add(acc, v)
#define TP_SFOLD_END_max(V, SEL, acc, nan, vnan, z) SEL(nan, acc, vnan)
#define TP_SFOLD_END_min(V, SEL, acc, nan, vnan, z) SEL(nan, acc, vnan)
#define TP_SFOLD_END_add(V, SEL, acc, nan, vnan, z) \
    V##add(V##add(V##add(acc, z), V##add(z, z)), V##add(V##add(z, z), V##add(z, z)))
#define TP_SFOLD_TAIL_max(T) (64 / (ptrdiff_t)sizeof(T))
#define TP_SFOLD_TAIL_min(T) (64 / (ptrdiff_t)sizeof(T))
#define TP_SFOLD_TAIL_add(T) 8
/* L lanes, VP the intrinsics' prefix (TP_SFOLD_PD_ / _PS_: below). */
#define TP_SFOLD512(T, NAME, OPNAME, L, V, VP, SET1, LOADU, STORE, STOREU, GATHER, CMPMASK, SEL, MASKOF) \
TP_INLINE void tp_sfold_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n0, ptrdiff_t nb, T id, T *out) { \
    ptrdiff_t j = 0, i; \
    if (m != NULL && n0 < TP_SFOLD_TAIL_##OPNAME(T)) { \
        T buf[L * 64 / sizeof(T)] __attribute__((aligned(64))); \
        const V vid = SET1(id), vnan = SET1((T)NAN), z = SET1((T)0); \
        const __m512i lanes = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, \
                                                                   15), _mm512_set1_epi32((int)n0)); \
        (void)vnan; (void)z; \
        for (; j + L <= nb; j += L) { \
            const T *xj = x + j * n0; const uint8_t *mj = m + j * n0; \
            V acc = SET1((T)TP_SFOLD_INIT_##OPNAME); \
            __mmask16 nan = 0; \
            for (i = 0; i < L * n0; i += L) STORE(buf + i, SEL(MASKOF(mj + i), vid, LOADU(xj + i))); \
            for (i = 0; i < n0; i++) { \
                V v = GATHER(_mm512_add_epi32(lanes, _mm512_set1_epi32((int)i)), buf); \
                nan |= (__mmask16)CMPMASK(v, v, _CMP_UNORD_Q); \
                acc = TP_SFOLD_STEP_##OPNAME(VP, acc, v); } \
            STOREU(out + j, TP_SFOLD_END_##OPNAME(VP, SEL, acc, nan, vnan, z)); } \
    } \
    TP_SFOLD_SLICES(T, NAME, OPNAME, j, nb) }
#define TP_SFOLD_GATHER_f32(at, base) _mm512_i32gather_ps(at, (const void *)(base), 4)
#define TP_SFOLD_GATHER_f64(at, base) _mm512_i32gather_pd(_mm512_castsi512_si256(at), (const void *)(base), 8)
#define TP_SFOLD_SEL_f32(k, a, b) _mm512_mask_blend_ps(k, a, b)
#define TP_SFOLD_SEL_f64(k, a, b) _mm512_mask_blend_pd((__mmask8)(k), a, b)
/* (the ops by prefix: TP_SFOLD_PD_max(a, b) is _mm512_max_pd(a, b)) */
#define TP_SFOLD_PD_max _mm512_max_pd
#define TP_SFOLD_PD_min _mm512_min_pd
#define TP_SFOLD_PD_add _mm512_add_pd
#define TP_SFOLD_PS_max _mm512_max_ps
#define TP_SFOLD_PS_min _mm512_min_ps
#define TP_SFOLD_PS_add _mm512_add_ps
#define TP_SFOLD512_F64(OPNAME) \
    TP_SFOLD512(double, f64, OPNAME, 8, __m512d, TP_SFOLD_PD_, _mm512_set1_pd, _mm512_loadu_pd, \
                _mm512_store_pd, _mm512_storeu_pd, TP_SFOLD_GATHER_f64, _mm512_cmp_pd_mask, TP_SFOLD_SEL_f64, tp_mask8)
#define TP_SFOLD512_F32(OPNAME) \
    TP_SFOLD512(float, f32, OPNAME, 16, __m512, TP_SFOLD_PS_, _mm512_set1_ps, _mm512_loadu_ps, \
                _mm512_store_ps, _mm512_storeu_ps, TP_SFOLD_GATHER_f32, _mm512_cmp_ps_mask, TP_SFOLD_SEL_f32, tp_mask16)
TP_SFOLD512_F64(max) TP_SFOLD512_F64(min) TP_SFOLD512_F64(add)
TP_SFOLD512_F32(max) TP_SFOLD512_F32(min) TP_SFOLD512_F32(add)
#else
#define TP_SFOLD(T, NAME, OPNAME) \
TP_INLINE void tp_sfold_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n0, ptrdiff_t nb, T id, T *out) { \
    ptrdiff_t j; TP_SFOLD_SLICES(T, NAME, OPNAME, 0, nb) }
TP_SFOLD(double, f64, max) TP_SFOLD(double, f64, min) TP_SFOLD(double, f64, add)
TP_SFOLD(float, f32, max) TP_SFOLD(float, f32, min) TP_SFOLD(float, f32, add)
#endif

/* ---- Four streams: how long contiguous runs are read ----------------------------
 * An AMD Zen 4 reads a long run faster as four streams far apart than as one
 * (tp_order512: the masked max of 1e7 doubles 2.3 ms against 2.6), and slower
 * when they are close (quarters of a row of 256-1024 doubles: 1.9-2.2x; of
 * 5000-10000: 1.2-1.5x): the folds below (tp_runfold, tp_pairwise4) split a
 * contiguous run into four quarters read side by side from
 * TP_FOUR_STREAMS_MIN elements on, with AVX-512 (the CPUs where it was
 * measured); elsewhere the bound is out of reach and the kernels keep one
 * stream.  (argmax's blocks four quarters apart gained 10 % on a whole 1e7
 * run but nothing in the kernels' chunks of 156250: not taken.) */
#if TP_AVX512
#define TP_FOUR_STREAMS_MIN 65536
#else
#define TP_FOUR_STREAMS_MIN PTRDIFF_MAX
#endif

/* ---- A long pairwise sum, four subtrees side by side ----------------------------
 * tp_pairwise4_add[_MAP]_NAME(x, m, n, [c,] id, cnt): the pairwise sum of the
 * (mapped) valid elements of a masked contiguous run, bit for bit the reduce
 * kernels' recursion (_accumulate.pyx.j2 _run: a run longer than TP_BLOCK
 * splits at half = n/2 rounded down to a multiple of 8, a leaf is tp_mfold,
 * and tp_mfold2 of two leaves is their sum).  tp_pw1 is that recursion; the
 * pairwise4 form splits the run's top two levels by hand and walks the four
 * subtrees under them in lock step while their shapes agree (where they
 * differ, near a leaf, each goes its own way), folding four leaves side by
 * side: four streams a quarter of the run apart, the access that made max
 * and min read at bandwidth (tp_runfold).  On an AMD Zen 4 (C harness, 1e7
 * doubles, 50 % mask, in the kernels' chunks) 8-12 % faster for runs of 65536
 * elements and more, break-even at 20000, 1.2-1.5x slower at 5000-10000
 * (streams 10-20 KB apart): the kernels take it from TP_FOUR_STREAMS_MIN on. */
#define TP_PW_HALF(n) ((n) / 2 - ((n) / 2) % 8)
/* The internal functions all take the center c (the plain map ignores it);
 * a leaf is the map's tp_mfold. */
#define TP_PW_MFOLD(NAME, x, m, n, c, id, cnt) tp_mfold_add_##NAME(x, m, n, id, cnt)
#define TP_PW_MFOLD_sq(NAME, x, m, n, c, id, cnt) tp_mfold_add_sq_##NAME(x, m, n, c, id, cnt)
#define TP_PW_MFOLD_sqdev(NAME, x, m, n, c, id, cnt) tp_mfold_add_sqdev_##NAME(x, m, n, c, id, cnt)
#define TP_PW_MFOLD_abs(NAME, x, m, n, c, id, cnt) tp_mfold_add_abs_##NAME(x, m, n, c, id, cnt)
#define TP_PW_MFOLD_expdev(NAME, x, m, n, c, id, cnt) tp_mfold_add_expdev_##NAME(x, m, n, c, id, cnt)
#define TP_PW1(T, NAME, MAP) \
static inline T tp_pw1_add##MAP##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T c, T id, ptrdiff_t *cnt) { \
    if (n <= TP_BLOCK) return TP_PW_MFOLD##MAP(NAME, x, m, n, c, id, cnt); \
    ptrdiff_t h = TP_PW_HALF(n); \
    T a = tp_pw1_add##MAP##_##NAME(x, m, h, c, id, cnt); \
    return a + tp_pw1_add##MAP##_##NAME(x + h, m + h, n - h, c, id, cnt); }
/* the public name, with tp_mfold's arguments (CP, CA: the center's parameter
 * and argument, empty for the plain map) */
#define TP_PAIRWISE4_ENTRY(T, NAME, MAP, CP, CV) \
TP_INLINE T tp_pairwise4_add##MAP##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, CP T id, ptrdiff_t *cnt) { \
    return tp_pw_top_add##MAP##_##NAME(x, m, n, CV, id, cnt); }
#define TP_PAIRWISE4_ENTRIES(T, NAME) TP_PAIRWISE4_ENTRY(T, NAME, , , 0) \
    TP_PAIRWISE4_ENTRY(T, NAME, _sq, T c TP_COMMA, c) TP_PAIRWISE4_ENTRY(T, NAME, _sqdev, T c TP_COMMA, c) \
    TP_PAIRWISE4_ENTRY(T, NAME, _abs, T c TP_COMMA, c)
#if TP_AVX512
/* WIDE: steps of sixteen before the eight-lane loop, or nothing
 * (TP_PW_WIDE_none): float32's exps (TP_PW_WIDE_expdev_f32) run sixteen
 * lanes a vector, each stream's two halves added in order as in
 * tp_mfold_add_expdev_f32: the same bits. */
#define TP_PW_WIDE_none
#define TP_PW_WIDE_expdev_f32 { \
    __m512 vc16 = _mm512_set1_ps(c); __mmask16 k0, k1, k2, k3; \
    for (; i + 16 <= lo; i += 16) { \
        r0 = tp_expdev16_add_f32(r0, x0 + i, m0 + i, vc16, vid, &k0); \
        r1 = tp_expdev16_add_f32(r1, x1 + i, m1 + i, vc16, vid, &k1); \
        r2 = tp_expdev16_add_f32(r2, x2 + i, m2 + i, vc16, vid, &k2); \
        r3 = tp_expdev16_add_f32(r3, x3 + i, m3 + i, vc16, vid, &k3); \
        if (cnt) nv += __builtin_popcount(k0) + __builtin_popcount(k1) + __builtin_popcount(k2) \
                       + __builtin_popcount(k3); } }
#define TP_PW_LEAF4(T, NAME, MAP, V, ZERO, SET1, LOADU, STOREU, BLEND, VMAP, SMAP, WIDE) \
static inline void tp_pw_leaf4_add##MAP##_##NAME(const T *const *x, const uint8_t *const *m, const ptrdiff_t *n, \
                                                 T c, T id, ptrdiff_t *cnt, T *out) { \
    const T *x0 = x[0], *x1 = x[1], *x2 = x[2], *x3 = x[3]; \
    const uint8_t *m0 = m[0], *m1 = m[1], *m2 = m[2], *m3 = m[3]; \
    V r0 = ZERO(), r1 = r0, r2 = r0, r3 = r0, vid = SET1(id), vc = SET1(c); \
    ptrdiff_t i = 0, nv = 0, lo = n[0], q; \
    /* (the valid elements counted in lanes, a masked add per vector: the \
     * mask registers' popcounts, three scalar operations a vector, made the \
     * count of a long run 6 % of mean's time; C harness, 1e7 doubles) */ \
    __m512i cv0 = _mm512_setzero_si512(), cv1 = cv0; const __m512i one = _mm512_set1_epi64(1); \
    (void)vc; \
    for (q = 1; q < 4; q++) if (n[q] < lo) lo = n[q]; \
    for (q = 0; q < 4; q++) {      /* each stream's block two ahead (tp_block_prefetch) */ \
        tp_prefetch_bytes(x[q] + 2 * TP_BLOCK, n[q] * sizeof(T)); tp_prefetch_bytes(m[q] + 2 * TP_BLOCK, n[q]); } \
    WIDE \
    for (; i + 8 <= lo; i += 8) { \
        __mmask8 k0 = tp_mask8(m0 + i), k1 = tp_mask8(m1 + i), k2 = tp_mask8(m2 + i), k3 = tp_mask8(m3 + i); \
        V t0 = VMAP(LOADU(x0 + i), vc), t1 = VMAP(LOADU(x1 + i), vc); \
        V t2 = VMAP(LOADU(x2 + i), vc), t3 = VMAP(LOADU(x3 + i), vc); \
        TP_KEEP(t0); TP_KEEP(t1); TP_KEEP(t2); TP_KEEP(t3); \
        r0 = r0 + BLEND(k0, vid, t0); r1 = r1 + BLEND(k1, vid, t1); \
        r2 = r2 + BLEND(k2, vid, t2); r3 = r3 + BLEND(k3, vid, t3); \
        if (cnt) { cv0 = _mm512_mask_add_epi64(cv0, k0, cv0, one); cv1 = _mm512_mask_add_epi64(cv1, k1, cv1, one); \
                   cv0 = _mm512_mask_add_epi64(cv0, k2, cv0, one); cv1 = _mm512_mask_add_epi64(cv1, k3, cv1, one); } } \
    if (cnt) nv += _mm512_reduce_add_epi64(_mm512_add_epi64(cv0, cv1)); \
    V rs[4] = {r0, r1, r2, r3}; \
    for (q = 0; q < 4; q++) {      /* each stream's rest: tp_mfold's loop from where the four left off */ \
        ptrdiff_t j = i; V r = rs[q]; T o[8]; \
        for (; j + 8 <= n[q]; j += 8) { \
            __mmask8 k = tp_mask8(m[q] + j); V t = VMAP(LOADU(x[q] + j), vc); TP_KEEP(t); \
            r = r + BLEND(k, vid, t); \
            if (cnt) nv += __builtin_popcount(k); } \
        STOREU(o, r); \
        for (; j < n[q]; j++) { o[0] = o[0] + tp_sel_##NAME(m[q][j], (T)SMAP(x[q][j], c), id); nv += m[q][j]; } \
        out[q] = ((o[0] + o[1]) + (o[2] + o[3])) + ((o[4] + o[5]) + (o[6] + o[7])); } \
    if (cnt) *cnt += nv; }
#define TP_PW4(T, NAME, MAP) \
TP_PW1(T, NAME, MAP) \
static inline void tp_pw4_add##MAP##_##NAME(const T *const *x, const uint8_t *const *m, const ptrdiff_t *n, \
                                            T c, T id, ptrdiff_t *cnt, T *out) { \
    const T *xh[4]; const uint8_t *mh[4]; ptrdiff_t h[4], rest[4]; T a[4], b[4]; \
    int leaf = n[0] <= TP_BLOCK, q; \
    for (q = 1; q < 4; q++) \
        if ((n[q] <= TP_BLOCK) != leaf) {      /* the shapes differ: each its own way */ \
            for (q = 0; q < 4; q++) out[q] = tp_pw1_add##MAP##_##NAME(x[q], m[q], n[q], c, id, cnt); \
            return; } \
    if (leaf) { tp_pw_leaf4_add##MAP##_##NAME(x, m, n, c, id, cnt, out); return; } \
    for (q = 0; q < 4; q++) { h[q] = TP_PW_HALF(n[q]); rest[q] = n[q] - h[q]; xh[q] = x[q] + h[q]; mh[q] = m[q] + h[q]; } \
    tp_pw4_add##MAP##_##NAME(x, m, h, c, id, cnt, a); \
    tp_pw4_add##MAP##_##NAME(xh, mh, rest, c, id, cnt, b); \
    for (q = 0; q < 4; q++) out[q] = a[q] + b[q]; } \
TP_INLINE T tp_pw_top_add##MAP##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T c, T id, ptrdiff_t *cnt) { \
    if (n < 4 * TP_BLOCK + 32) return tp_pw1_add##MAP##_##NAME(x, m, n, c, id, cnt); \
    ptrdiff_t h = TP_PW_HALF(n), o = n - h, q1 = TP_PW_HALF(h), q3 = TP_PW_HALF(o); \
    const T *xs[4] = {x, x + q1, x + h, x + h + q3}; \
    const uint8_t *ms[4] = {m, m + q1, m + h, m + h + q3}; \
    const ptrdiff_t ns[4] = {q1, h - q1, q3, o - q3}; \
    T s[4]; \
    tp_pw4_add##MAP##_##NAME(xs, ms, ns, c, id, cnt, s); \
    return (s[0] + s[1]) + (s[2] + s[3]); }
#define TP_PAIRWISE4(T, NAME, V, ZERO, SET1, LOADU, STOREU, BLEND, ABS) \
TP_PW_LEAF4(T, NAME, , V, ZERO, SET1, LOADU, STOREU, BLEND, TP_VMAP_v, TP_SMAP_v, TP_PW_WIDE_none) \
TP_PW_LEAF4(T, NAME, _sq, V, ZERO, SET1, LOADU, STOREU, BLEND, TP_VMAP_sq, TP_MAP_sq, TP_PW_WIDE_none) \
TP_PW_LEAF4(T, NAME, _sqdev, V, ZERO, SET1, LOADU, STOREU, BLEND, TP_VMAP_sqdev, TP_MAP_sqdev, \
            TP_PW_WIDE_none) \
TP_PW_LEAF4(T, NAME, _abs, V, ZERO, SET1, LOADU, STOREU, BLEND, ABS, TP_MAP_abs, TP_PW_WIDE_none) \
TP_PW4(T, NAME, ) TP_PW4(T, NAME, _sq) TP_PW4(T, NAME, _sqdev) TP_PW4(T, NAME, _abs) \
TP_PAIRWISE4_ENTRIES(T, NAME)
TP_PAIRWISE4(double, f64, __m512d, _mm512_setzero_pd, _mm512_set1_pd, _mm512_loadu_pd, _mm512_storeu_pd,
             _mm512_mask_blend_pd, TP_VMAP_abs_f64)
TP_PAIRWISE4(float, f32, __m256, _mm256_setzero_ps, _mm256_set1_ps, _mm256_loadu_ps, _mm256_storeu_ps,
             _mm256_mask_blend_ps, TP_VMAP_abs_f32)
TP_PW_LEAF4(double, f64, _expdev, __m512d, _mm512_setzero_pd, _mm512_set1_pd, _mm512_loadu_pd, _mm512_storeu_pd,
            _mm512_mask_blend_pd, TP_VMAP_expdev_f64, TP_MAP_expdev_f64, TP_PW_WIDE_none)
TP_PW4(double, f64, _expdev)
TP_PAIRWISE4_ENTRY(double, f64, _expdev, double c TP_COMMA, c)
TP_PW_LEAF4(float, f32, _expdev, __m256, _mm256_setzero_ps, _mm256_set1_ps, _mm256_loadu_ps, _mm256_storeu_ps,
            _mm256_mask_blend_ps, TP_VMAP_expdev_f32, TP_MAP_expdev_f32, TP_PW_WIDE_expdev_f32)
TP_PW4(float, f32, _expdev)
TP_PAIRWISE4_ENTRY(float, f32, _expdev, float c TP_COMMA, c)
#else
/* Elsewhere the kernels never take it (TP_FOUR_STREAMS_MIN is out of
 * reach); the extern declarations still name it: the plain recursion. */
#define TP_PW_PLAIN(T, NAME, MAP) \
TP_PW1(T, NAME, MAP) \
TP_INLINE T tp_pw_top_add##MAP##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T c, T id, ptrdiff_t *cnt) { \
    return tp_pw1_add##MAP##_##NAME(x, m, n, c, id, cnt); }
#define TP_PAIRWISE4(T, NAME) TP_PW_PLAIN(T, NAME, ) TP_PW_PLAIN(T, NAME, _sq) TP_PW_PLAIN(T, NAME, _sqdev) \
    TP_PW_PLAIN(T, NAME, _abs) TP_PAIRWISE4_ENTRIES(T, NAME)
TP_PAIRWISE4(double, f64)
TP_PAIRWISE4(float, f32)
TP_PW_PLAIN(double, f64, _expdev)
TP_PAIRWISE4_ENTRY(double, f64, _expdev, double c TP_COMMA, c)
TP_PW_PLAIN(float, f32, _expdev)
TP_PAIRWISE4_ENTRY(float, f32, _expdev, float c TP_COMMA, c)
#endif

/* ---- A whole contiguous run of a float max/min fold ----------------------------
 * tp_runfold_OP_NAME(x, m, n, id, cnt): the fold of a contiguous run of any
 * length n (m NULL: no mask; cnt as tp_mfold's).  With AVX-512 it is one
 * tp_order512 over the whole run (four chains over its quarters) instead of a
 * fold and a horizontal combine per TP_BLOCK: the whole-array max of 250,000
 * in-cache doubles ran at 1.4-1.7x np.max's time block by block.  Elsewhere it
 * is the blocks in sequence, as the kernels fold them.  Its value is always
 * the block-by-block fold's, and so are its bits unless the extreme is a zero
 * (+0 and -0 are equal, and which one a fold keeps depends on how it splits
 * the run): the kernels take it only when it is not 0 (else they fold the
 * run block by block). */
/* The elements before x's first 64-byte boundary (0 when x is not aligned to
 * its element): tp_runfold folds them apart, and argmax/argmin's walk makes
 * them its first block, so that the vector loads start on a cache line.  numpy's allocations of large arrays are 16 bytes past one,
 * so most of its arrays are not: every 512-bit load then spans two lines,
 * and the masked or plain max of 250,000 such doubles ran 1.6x slower, of
 * 30,000 (L2) 2x slower, than the same data on a line (Intel Emerald Rapids;
 * docs/benchmarks.rst, "Runs start on a cache line").  A max or min's value
 * does not depend on where the run is split (only a zero extreme's sign
 * does, and the kernels refold those), nor does the first position of an
 * extreme (a later block takes over only when it holds a greater one). */
TP_INLINE ptrdiff_t tp_head_to_line(const void *x, size_t size, ptrdiff_t n) {
    uintptr_t a = (uintptr_t)x, h;
    if (a % size) return 0;
    h = ((64 - a % 64) % 64) / size;
    return (ptrdiff_t)h < n ? (ptrdiff_t)h : n; }
#if TP_AVX512
/* With AVX-512 a run of at least TP_FOUR_STREAMS_MIN elements is tp_order512's
 * four chains over its quarters (four streams far apart: 1e7 doubles 2.3 ms
 * where one stream takes 2.6 on an AMD Zen 4); a shorter one is four chains
 * over consecutive vectors, one stream: on the Zen 4 the quarters of a row
 * of 256-1024 doubles (four streams 0.5-2 KB apart) took the masked max of 8e6
 * doubles in such rows to 5.2-6.3 ms, one stream 2.8 (docs/benchmarks.rst,
 * "Whole-run folds of rows").  Either way the value is the fold's (only a
 * zero extreme's sign could differ, and the kernels refold those). */
#define TP_RUNFOLD_RR(T, NAME, OPNAME, INIT, VL, V, KW, KT, KLOAD, SET1, LOADU, BLEND, VOP, CMPMASK, REDUCE, OP) \
TP_INLINE T tp_runfold_aligned_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T id, ptrdiff_t *cnt) { \
    if (n >= TP_FOUR_STREAMS_MIN) return tp_order512_##OPNAME##_##NAME(x, m, n, id, cnt); \
    const V vid = SET1(id); V r0 = SET1(INIT), r1 = r0, r2 = r0, r3 = r0; \
    KW nan = 0; ptrdiff_t i = 0, nv = 0; \
    for (; i + 4 * VL <= n; i += 4 * VL) { \
        V t0 = LOADU(x + i), t1 = LOADU(x + i + VL), t2 = LOADU(x + i + 2 * VL), t3 = LOADU(x + i + 3 * VL); \
        if (m) { KT K = KLOAD(m + i); \
            t0 = BLEND((KW)K, vid, t0); t1 = BLEND((KW)(K >> VL), vid, t1); \
            t2 = BLEND((KW)(K >> (2 * VL)), vid, t2); t3 = BLEND((KW)(K >> (3 * VL)), vid, t3); \
            if (cnt) nv += __builtin_popcountll((unsigned long long)K); } \
        r0 = VOP(r0, t0); r1 = VOP(r1, t1); r2 = VOP(r2, t2); r3 = VOP(r3, t3); \
        nan |= CMPMASK(t0, t1, _CMP_UNORD_Q) | CMPMASK(t2, t3, _CMP_UNORD_Q); } \
    T acc = REDUCE(VOP(VOP(r0, r1), VOP(r2, r3))); int saw_nan = nan != 0; \
    for (; i < n; i++) { \
        T v = m ? tp_sel_##NAME(m[i], x[i], id) : x[i]; acc = OP(acc, v); saw_nan |= v != v; \
        if (m) nv += m[i]; } \
    if (cnt) *cnt += nv; \
    return saw_nan ? (T)NAN : acc; } \
TP_INLINE T tp_runfold_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T id, ptrdiff_t *cnt) { \
    ptrdiff_t h = tp_head_to_line(x, sizeof(T), n), i, nv = 0; T acc = INIT, r; int saw_nan = 0; \
    for (i = 0; i < h; i++) { \
        T v = m ? tp_sel_##NAME(m[i], x[i], id) : x[i]; acc = OP(acc, v); saw_nan |= v != v; \
        if (m) nv += m[i]; } \
    if (cnt) *cnt += nv; \
    r = tp_runfold_aligned_##OPNAME##_##NAME(x + h, m ? m + h : NULL, n - h, id, cnt); \
    return saw_nan || r != r ? (T)NAN : OP(acc, r); }
/* the 32 (64) mask bytes of 4 vectors of doubles (floats) as one mask */
TP_INLINE __mmask32 tp_mask32(const uint8_t *m) {
    __m256i b = _mm256_loadu_si256((const __m256i *)m); return _mm256_test_epi8_mask(b, b); }
TP_INLINE __mmask64 tp_mask64(const uint8_t *m) {
    __m512i b = _mm512_loadu_si512((const void *)m); return _mm512_test_epi8_mask(b, b); }
#define TP_RUNFOLD(T, NAME, OPNAME) TP_RUNFOLD_##NAME(OPNAME)
#define TP_RUNFOLD_f64(OPNAME) TP_RUNFOLD_RR(double, f64, OPNAME, TP_RUNFOLD_INIT_##OPNAME, 8, __m512d, __mmask8, \
    __mmask32, tp_mask32, _mm512_set1_pd, _mm512_loadu_pd, _mm512_mask_blend_pd, _mm512_##OPNAME##_pd, \
    _mm512_cmp_pd_mask, _mm512_reduce_##OPNAME##_pd, TP_RUNFOLD_OP_##OPNAME)
#define TP_RUNFOLD_f32(OPNAME) TP_RUNFOLD_RR(float, f32, OPNAME, TP_RUNFOLD_INIT_##OPNAME, 16, __m512, __mmask16, \
    __mmask64, tp_mask64, _mm512_set1_ps, _mm512_loadu_ps, _mm512_mask_blend_ps, _mm512_##OPNAME##_ps, \
    _mm512_cmp_ps_mask, _mm512_reduce_##OPNAME##_ps, TP_RUNFOLD_OP_##OPNAME)
#define TP_RUNFOLD_INIT_max (-INFINITY)
#define TP_RUNFOLD_INIT_min INFINITY
#define TP_RUNFOLD_OP_max TP_MAX
#define TP_RUNFOLD_OP_min TP_MIN
#elif TP_AVX2
#define TP_RUNFOLD(T, NAME, OPNAME) \
TP_INLINE T tp_runfold_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T id, ptrdiff_t *cnt) { \
    return tp_order256_##OPNAME##_##NAME(x, m, n, id, cnt); }
#else
#define TP_RUNFOLD(T, NAME, OPNAME) \
TP_INLINE T tp_runfold_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T id, ptrdiff_t *cnt) { \
    T a = id; ptrdiff_t s, len; \
    for (s = 0; s < n; s += len) { \
        len = n - s < TP_BLOCK ? n - s : TP_BLOCK; \
        a = tp_##OPNAME##nan_##NAME(a, m ? tp_mfold_##OPNAME##_##NAME(x + s, m + s, len, id, cnt) \
                                        : tp_fold_##OPNAME##_##NAME(x + s, len)); } \
    return a; }
#endif
TP_RUNFOLD(double, f64, max)
TP_RUNFOLD(double, f64, min)
TP_RUNFOLD(float, f32, max)
TP_RUNFOLD(float, f32, min)

/* ---- The first valid position holding a value: argmax/argmin's scan -----------
 * tp_first_eq_NAME(x, m, n, t): the first i < n with m[i] != 0 (m NULL: any
 * i) and x[i] == t, or x[i] NaN where t is NaN; n if none.  8 (16) positions
 * a compare on AVX-512, the loop elsewhere: the same position. */
#define TP_FIRST_EQ(T, NAME, W, QN, V, SET1, LOADU, CMPMASK, MASKOF) \
TP_INLINE ptrdiff_t tp_first_eq_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T t) { \
    ptrdiff_t i = 0; const int nan = t != t; \
    TP_FIRST_EQ_VEC(W, QN, V, SET1, LOADU, CMPMASK, MASKOF) \
    for (; i < n; i++) \
        if ((m == NULL || m[i] != 0) && (nan ? x[i] != x[i] : x[i] == t)) return i; \
    return n; }
#if TP_AVX512
#define TP_FIRST_EQ_VEC(W, QN, V, SET1, LOADU, CMPMASK, MASKOF) \
    V vt = SET1(t); \
    for (; i + W <= n; i += W) { \
        V v = LOADU(x + i); \
        QN k = nan ? CMPMASK(v, v, _CMP_UNORD_Q) : CMPMASK(v, vt, _CMP_EQ_OQ); \
        if (m != NULL) k &= MASKOF(m + i); \
        if (k) return i + __builtin_ctz(k); }
TP_FIRST_EQ(double, f64, 8, __mmask8, __m512d, _mm512_set1_pd, _mm512_loadu_pd, _mm512_cmp_pd_mask, tp_mask8)
TP_FIRST_EQ(float, f32, 16, __mmask16, __m512, _mm512_set1_ps, _mm512_loadu_ps, _mm512_cmp_ps_mask, tp_mask16)
#elif TP_AVX2
#define TP_FIRST_EQ_VEC(W, QN, V, SET1, LOADU, CMPMASK, MASKOF) \
    V vt = SET1(t); \
    for (; i + W <= n; i += W) { \
        unsigned k = CMPMASK(x + i, vt, nan); \
        if (m != NULL) k &= MASKOF(m + i); \
        if (k) return i + __builtin_ctz(k); }
TP_FIRST_EQ(double, f64, 8, , __m256d, _mm256_set1_pd, , tp_eqbits8_f64, tp_vbits8)
TP_FIRST_EQ(float, f32, 8, , __m256, _mm256_set1_ps, , tp_eqbits8_f32, tp_vbits8)
#else
#define TP_FIRST_EQ_VEC(W, QN, V, SET1, LOADU, CMPMASK, MASKOF)
TP_FIRST_EQ(double, f64, 8, , , , , , )
TP_FIRST_EQ(float, f32, 16, , , , , , )
#endif

/* ---- A recorded amax/amin: a slice's extreme and its ties -----------------------
 * tp_scan_ties_NAME(x, m, n, r, &first): the valid elements of a contiguous
 * run equal to r (NaN equal to NaN) and the first one's position (n if
 * none).  With AVX-512 the values are compared first, four vectors at a time,
 * and only a group holding r reads its mask bytes (on continuous data, one
 * group a run): 0.8 ms for 1000 in-cache rows of 10000 doubles where a
 * compare of values and mask together took 2.3 (an AMD Zen 4); elsewhere
 * tp_count_ties and tp_first_eq.
 *
 * tp_extreme_ties_OP_NAME(x, m, n, &nvalid, &nties, &first): the masked max
 * (min) of a contiguous run with its mask, bit for bit as the reduce kernels
 * fold a contiguous run (their _run: longer than TP_BLOCK, one tp_runfold
 * unless its extreme is a zero, whose sign depends on the split; else block by
 * block from the identity, a block's NaN kept) and its valid elements (the
 * folds count them), then, over the run while it is in cache, its ties.  A
 * recorded amax gathers these in its forward (_k_backward extreme_ties) so
 * that its backward writes a slice with one tie from the reached mask alone,
 * without reading the input a second time from memory. */
#if TP_AVX512
#define TP_SCAN_EQ(CMPMASK, t) (rnan ? CMPMASK(t, t, _CMP_UNORD_Q) : CMPMASK(t, vr, _CMP_EQ_OQ))
#define TP_SCAN_TIES(T, NAME, VL, V, KW, KT, KLOAD, SET1, LOADU, CMPMASK) \
TP_INLINE ptrdiff_t tp_scan_ties_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T r, int64_t *first) { \
    ptrdiff_t i = 0, c = 0, f = -1; const int rnan = r != r; const V vr = SET1(r); \
    for (; i + 4 * VL <= n; i += 4 * VL) { \
        KW k0 = TP_SCAN_EQ(CMPMASK, LOADU(x + i)), k1 = TP_SCAN_EQ(CMPMASK, LOADU(x + i + VL)); \
        KW k2 = TP_SCAN_EQ(CMPMASK, LOADU(x + i + 2 * VL)), k3 = TP_SCAN_EQ(CMPMASK, LOADU(x + i + 3 * VL)); \
        if ((k0 | k1 | k2 | k3) == 0) continue; \
        KT k = ((KT)k0 | (KT)k1 << VL | (KT)k2 << (2 * VL) | (KT)k3 << (3 * VL)) & KLOAD(m + i); \
        c += __builtin_popcountll((unsigned long long)k); \
        if (k && f < 0) f = i + __builtin_ctzll((unsigned long long)k); } \
    for (; i < n; i++) { \
        int t = (m[i] != 0) & (rnan ? x[i] != x[i] : x[i] == r); c += t; if (t && f < 0) f = i; } \
    *first = f < 0 ? n : f; \
    return c; }
TP_SCAN_TIES(double, f64, 8, __m512d, __mmask8, __mmask32, tp_mask32, _mm512_set1_pd, _mm512_loadu_pd,
             _mm512_cmp_pd_mask)
TP_SCAN_TIES(float, f32, 16, __m512, __mmask16, __mmask64, tp_mask64, _mm512_set1_ps, _mm512_loadu_ps,
             _mm512_cmp_ps_mask)
#else
#define TP_SCAN_TIES(T, NAME) \
TP_INLINE ptrdiff_t tp_scan_ties_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, T r, int64_t *first) { \
    ptrdiff_t c = tp_count_ties_##NAME(x, m, n, r); \
    *first = c ? tp_first_eq_##NAME(x, m, n, r) : n; \
    return c; }
TP_SCAN_TIES(double, f64)
TP_SCAN_TIES(float, f32)
#endif
#define TP_EXTREME_TIES(T, NAME, OPNAME, ID, BETTER) \
TP_INLINE T tp_extreme_ties_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n, \
                                              int64_t *nvalid, int64_t *nties, int64_t *first) { \
    T a = ID, t; ptrdiff_t s, len, nv = 0; \
    if (n > TP_BLOCK) a = tp_runfold_##OPNAME##_##NAME(x, m, n, ID, &nv); \
    if (n <= TP_BLOCK || a == 0) { \
        a = ID; nv = 0; \
        for (s = 0; s < n; s += len) { \
            len = n - s < TP_BLOCK ? n - s : TP_BLOCK; \
            t = tp_mfold_##OPNAME##_##NAME(x + s, m + s, len, ID, &nv); \
            a = (BETTER(t, a) || t != t) ? t : a; } } \
    *nvalid = nv; \
    *nties = tp_scan_ties_##NAME(x, m, n, a, first); \
    return a; }
#define TP_ABOVE(t, a) ((t) > (a))
#define TP_BELOW(t, a) ((t) < (a))
TP_EXTREME_TIES(double, f64, max, -INFINITY, TP_ABOVE)
TP_EXTREME_TIES(double, f64, min, INFINITY, TP_BELOW)
TP_EXTREME_TIES(float, f32, max, -INFINITY, TP_ABOVE)
TP_EXTREME_TIES(float, f32, min, INFINITY, TP_BELOW)

/* ---- argmax/argmin of a short slice ---------------------------------------------
 * tp_argshort_OP_NAME(x, m, n): for 0 < n <= 16 contiguous elements (m NULL:
 * all valid), the index of the first valid best -- the first valid NaN if
 * any, else the first valid element equal to the max (min) of the valid ones
 * -- or -1 when none is valid: what arg_reduce's walks give.  With AVX-512 the
 * slice is one or two masked vectors (slices of 9 to 16 were over the select
 * chain and under a vector: 1.5-1.7x np.argmax along a dim of 10); the loop
 * elsewhere. */
#if TP_AVX512
#define TP_ARGSHORT(T, NAME, OPNAME, WORST, W, QN, V, MASKZ_LOADU, SET1, CMPMASK, MASKCMP, BLEND, VOP, REDUCE) \
TP_INLINE ptrdiff_t tp_argshort_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n) { \
    const uint32_t lanes = (1u << n) - 1; \
    uint32_t valid = lanes, nan, eq; \
    if (m != NULL) { \
        __m128i b = _mm_maskz_loadu_epi8((__mmask16)lanes, m); \
        valid &= _mm_test_epi8_mask(b, b); } \
    QN k0 = (QN)valid, k1 = (QN)(valid >> W); \
    V v0 = MASKZ_LOADU((QN)lanes, x), v1 = MASKZ_LOADU((QN)(lanes >> W), x + W); \
    nan = MASKCMP(k0, v0, v0, _CMP_UNORD_Q) | ((uint32_t)MASKCMP(k1, v1, v1, _CMP_UNORD_Q) << W); \
    if (nan) return __builtin_ctz(nan); \
    if (!valid) return -1; \
    T best = REDUCE(VOP(BLEND(k0, SET1(WORST), v0), BLEND(k1, SET1(WORST), v1))); \
    eq = MASKCMP(k0, v0, SET1(best), _CMP_EQ_OQ) | ((uint32_t)MASKCMP(k1, v1, SET1(best), _CMP_EQ_OQ) << W); \
    return __builtin_ctz(eq); }
#define TP_ARGSHORT_F64(OPNAME, WORST, VOP, REDUCE) \
    TP_ARGSHORT(double, f64, OPNAME, WORST, 8, __mmask8, __m512d, _mm512_maskz_loadu_pd, _mm512_set1_pd, \
                _mm512_cmp_pd_mask, _mm512_mask_cmp_pd_mask, _mm512_mask_blend_pd, VOP, REDUCE)
#define TP_ARGSHORT_F32(OPNAME, WORST, VOP, REDUCE) \
    TP_ARGSHORT(float, f32, OPNAME, WORST, 16, __mmask16, __m512, _mm512_maskz_loadu_ps, _mm512_set1_ps, \
                _mm512_cmp_ps_mask, _mm512_mask_cmp_ps_mask, _mm512_mask_blend_ps, VOP, REDUCE)
TP_ARGSHORT_F64(max, -INFINITY, _mm512_max_pd, _mm512_reduce_max_pd)
TP_ARGSHORT_F64(min, INFINITY, _mm512_min_pd, _mm512_reduce_min_pd)
TP_ARGSHORT_F32(max, -INFINITY, _mm512_max_ps, _mm512_reduce_max_ps)
TP_ARGSHORT_F32(min, INFINITY, _mm512_min_ps, _mm512_reduce_min_ps)
#elif TP_AVX2
/* With AVX2 the slice is at most 16 / VL vectors read by maskload (no lane
 * at or past n is touched) and its valid lanes as bits from the mask bytes
 * (a loop of n: a vector load of the bytes could reach an unmapped page),
 * then the AVX-512 form's steps: the first valid NaN, else the first valid
 * lane equal to the valid lanes' max (min).  The loop below, with a branch
 * per element, took argmax along a dim of 10 to 2.3x np.argmax on a Zen 3. */
TP_INLINE __m256d tp_loadn_f64(const double *x, ptrdiff_t left) {     /* the lanes < left */
    return _mm256_maskload_pd(x, _mm256_cmpgt_epi64(_mm256_set1_epi64x(left), _mm256_setr_epi64x(0, 1, 2, 3))); }
TP_INLINE __m256 tp_loadn_f32(const float *x, ptrdiff_t left) {
    return _mm256_maskload_ps(x, _mm256_cmpgt_epi32(_mm256_set1_epi32((int)left),
                                                    _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7))); }
TP_INLINE __m256d tp_bitlanes_f64(unsigned bits) {                  /* all ones in lane k where bit k is set */
    const __m256i b = _mm256_setr_epi64x(1, 2, 4, 8);
    return _mm256_castsi256_pd(_mm256_cmpeq_epi64(_mm256_and_si256(_mm256_set1_epi64x(bits), b), b)); }
TP_INLINE __m256 tp_bitlanes_f32(unsigned bits) {
    const __m256i b = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
    return _mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_and_si256(_mm256_set1_epi32((int)bits), b), b)); }
/* The max (min) of a vector's lanes, none of them NaN. */
#define TP_HREDUCE256(OPNAME, VOP) \
TP_INLINE double tp_hreduce_##OPNAME##_f64(__m256d v) { \
    __m256d h = VOP##_pd(v, _mm256_permute2f128_pd(v, v, 1)); \
    return _mm256_cvtsd_f64(VOP##_pd(h, _mm256_permute_pd(h, 5))); } \
TP_INLINE float tp_hreduce_##OPNAME##_f32(__m256 v) { \
    __m256 h = VOP##_ps(v, _mm256_permute2f128_ps(v, v, 1)); \
    h = VOP##_ps(h, _mm256_permute_ps(h, 0x4e)); \
    return _mm256_cvtss_f32(VOP##_ps(h, _mm256_permute_ps(h, 0xb1))); }
TP_HREDUCE256(max, _mm256_max)
TP_HREDUCE256(min, _mm256_min)
#define TP_ARGSHORT(T, NAME, OPNAME, WORST, VL, V, SET1, CMP, MOVEMASK, BLENDV, VOP) \
TP_INLINE ptrdiff_t tp_argshort_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n) { \
    uint32_t valid = (1u << n) - 1, nan = 0, eq = 0; ptrdiff_t j; \
    V v[16 / VL], best = SET1(WORST); \
    if (m != NULL) { uint32_t b = 0; for (j = 0; j < n; j++) b |= (uint32_t)(m[j] != 0) << j; valid &= b; } \
    for (j = 0; j * VL < n; j++) { \
        unsigned bits = (valid >> (j * VL)) & ((1u << VL) - 1); \
        v[j] = tp_loadn_##NAME(x + j * VL, n - j * VL); \
        nan |= ((uint32_t)MOVEMASK(CMP(v[j], v[j], _CMP_UNORD_Q)) & bits) << (j * VL); \
        best = VOP(best, BLENDV(SET1(WORST), v[j], tp_bitlanes_##NAME(bits))); } \
    if (nan) return __builtin_ctz(nan); \
    if (!valid) return -1; \
    V vb = SET1(tp_hreduce_##OPNAME##_##NAME(best)); \
    for (j = 0; j * VL < n; j++) \
        eq |= ((uint32_t)MOVEMASK(CMP(v[j], vb, _CMP_EQ_OQ)) & (valid >> (j * VL)) & ((1u << VL) - 1)) << (j * VL); \
    return __builtin_ctz(eq); }
TP_ARGSHORT(double, f64, max, -INFINITY, 4, __m256d, _mm256_set1_pd, _mm256_cmp_pd, _mm256_movemask_pd,
            _mm256_blendv_pd, _mm256_max_pd)
TP_ARGSHORT(double, f64, min, INFINITY, 4, __m256d, _mm256_set1_pd, _mm256_cmp_pd, _mm256_movemask_pd,
            _mm256_blendv_pd, _mm256_min_pd)
TP_ARGSHORT(float, f32, max, -INFINITY, 8, __m256, _mm256_set1_ps, _mm256_cmp_ps, _mm256_movemask_ps,
            _mm256_blendv_ps, _mm256_max_ps)
TP_ARGSHORT(float, f32, min, INFINITY, 8, __m256, _mm256_set1_ps, _mm256_cmp_ps, _mm256_movemask_ps,
            _mm256_blendv_ps, _mm256_min_ps)
#else
#define TP_ARGSHORT(T, NAME, OPNAME, CMP) \
TP_INLINE ptrdiff_t tp_argshort_##OPNAME##_##NAME(const T *x, const uint8_t *m, ptrdiff_t n) { \
    ptrdiff_t i, bi = -1; T b = 0; \
    for (i = 0; i < n; i++) { \
        T v = x[i]; \
        if (m != NULL && m[i] == 0) continue; \
        if (bi < 0 || v CMP b || (v != v && b == b)) { b = v; bi = i; } } \
    return bi; }
TP_ARGSHORT(double, f64, max, >)
TP_ARGSHORT(double, f64, min, <)
TP_ARGSHORT(float, f32, max, >)
TP_ARGSHORT(float, f32, min, <)
#endif

/* ---- numpy.quantile's interpolation -------------------------------------------
 * One quantile between the order statistics lo and hi, as numpy's _lerp
 * computes it in float64: lo + (hi - lo) * t, or hi - (hi - lo) * (1 - t)
 * where t >= 0.5 (`upper`).  The product is rounded on its own (numpy's
 * rounding), so it must not fuse with the sum: the empty asm makes it a
 * value the compiler cannot look into.  The quantile kind (_select.pyx) and
 * the moving kind (_window_rank.pyx) both call it. */
TP_INLINE double tp_quantile_lerp(double lo, double hi, double t, double one_minus, int upper) {
    /* Both forms, then the wanted one's bits by a mask: `upper` follows the
       count's fraction, which a moving window changes every few steps -- as
       a branch it was mispredicted often enough to cost the moving quantile
       a third of its time per q at window 20. */
    double d = hi - lo, pu = d * one_minus, pl = d * t, ru, rl, res;
    uint64_t bu, bl, sel = (uint64_t)0 - (uint64_t)(upper != 0);
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
    __asm__("" : "+x"(pu));
    __asm__("" : "+x"(pl));
#elif defined(__GNUC__) && defined(__aarch64__)
    __asm__("" : "+w"(pu));
    __asm__("" : "+w"(pl));
#else
    volatile double vu = pu, vl = pl;
    pu = vu;
    pl = vl;
#endif
    ru = hi - pu;
    rl = lo + pl;
    memcpy(&bu, &ru, 8);
    memcpy(&bl, &rl, 8);
    bu = (bu & sel) | (bl & ~sel);
    memcpy(&res, &bu, 8);
    return res;
}

/* ---- selectors: dense (contiguous) inner loops ------------------------------
 * `restrict` tells the compiler the output aliases neither the mask nor the
 * source, which it cannot prove for char-sized elements; without it the
 * uint8 blend stays a scalar branchy loop.  Masks are bytes, nonzero = True. */
#define TP_SELECTORS(T, NAME) \
/* o[i] = m[i] ? v : x[i] as a vectorised blend: x[i] is loaded \
 * unconditionally (a load under a condition is not if-converted). */ \
TP_INLINE void tp_blend_##NAME(T *restrict o, const T *restrict x, const uint8_t *restrict m, T v, ptrdiff_t n) { \
    for (ptrdiff_t i = 0; i < n; i++) { T xi = x[i]; o[i] = m[i] ? v : xi; } } \
/* the same in place: o[i] = m[i] ? v : o[i] */ \
TP_INLINE void tp_blend_inplace_##NAME(T *restrict o, const uint8_t *restrict m, T v, ptrdiff_t n) { \
    for (ptrdiff_t i = 0; i < n; i++) o[i] = m[i] ? v : o[i]; } \
/* o[i] = m[i] ? u[k++] : x[i] without a branch: u[k] is read every time, so \
 * the caller guarantees k + n <= the number of updates.  x may be o. Returns k. */ \
TP_INLINE ptrdiff_t tp_scatter_##NAME(T *o, const T *x, const uint8_t *restrict m, const T *restrict u, \
                                      ptrdiff_t n, ptrdiff_t k) { \
    for (ptrdiff_t i = 0; i < n; i++) { int mi = m[i] != 0; o[i] = tp_pick_##NAME(mi, u[k], x[i]); k += mi; } \
    return k; }
/* m ? a : b by bit masks: gcc turns a ternary with a random condition into a
 * branch that mispredicts half the time. */
#define TP_PICK_UINT(T, NAME) \
TP_INLINE T tp_pick_##NAME(int m, T a, T b) { return b ^ ((a ^ b) & (T)(-(T)m)); }
TP_PICK_UINT(uint8_t, 1)
TP_PICK_UINT(uint16_t, 2)
TP_PICK_UINT(uint32_t, 4)
TP_PICK_UINT(uint64_t, 8)
TP_INLINE tp_u128 tp_pick_16(int m, tp_u128 a, tp_u128 b) {
    tp_u128 r = {tp_pick_8(m, a.lo, b.lo), tp_pick_8(m, a.hi, b.hi)};
    return r; }
TP_SELECTORS(uint8_t, 1)
TP_SELECTORS(uint16_t, 2)
TP_SELECTORS(uint32_t, 4)
TP_SELECTORS(uint64_t, 8)
TP_SELECTORS(tp_u128, 16)

#endif
