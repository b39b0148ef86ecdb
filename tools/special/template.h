/* Special functions on double for the generated elementwise kernels.
 *
 * Every function here is a pure function of its argument: no global state,
 * no errno reliance, safe to call from threads that released the GIL (that
 * is why tp_lgamma goes through the reentrant lgamma_r and never through
 * lgamma, which writes the global `signgam`).  IEEE semantics are assumed
 * (no -ffast-math); -fno-math-errno is fine.  FMA contraction
 * (-ffp-contract=fast, GCC's default) is fine too: every error-free step uses
 * an explicit fma() whose rounded partner is never added to anything.
 *
 * Functions (all `double f(double)`):
 *   tp_erf, tp_erfc   libm erf/erfc (C99), so every special function has a tp_ name
 *   tp_erfinv         inverse of erf on [-1, 1]; +-1 -> +-inf; |x| > 1, nan -> nan
 *   tp_lgamma         log|gamma(x)| via lgamma_r; poles (0, negative integers) -> +inf
 *   tp_digamma        psi(x); psi(+0) = -inf, psi(-0) = +inf, negative integers
 *                     and -inf -> nan, psi(+inf) = +inf  (scipy.special.psi's choices)
 *   tp_i0             modified Bessel function I0 (even); overflows to inf for |x| > 713.98...
 *   tp_sinc           sin(pi x)/(pi x), sinc(0) = 1, sinc(+-inf) = 0, integers -> +0
 *   tp_logit          log(p/(1-p)); logit(0) = -inf, logit(1) = +inf, outside [0,1] -> nan
 *   tp_sigmoid        1/(1+exp(-x)), no overflow, relative accuracy for x << 0
 *
 * Accuracy: max error in ulp of the exact value, measured against mpmath at
 * 50 digits on ~10^5 points per function (dense grids plus roots, poles,
 * domain edges, tiny/huge/subnormal arguments), identical within 0.3 ulp for
 * -march=x86-64-v3 (FMA) and baseline builds, -ffp-contract=fast and off:
 *   erfinv   1.3 (0.6 for |x| > 0.999, 0.5 for |x| < 1/2 and subnormals ~0.8)
 *   digamma  1.3 on x > 0 (0.55 at the positive root), 1.7 on (-1, 0) (incl.
 *            the root there); x < -1: |error| <= 1.2 eps (|psi(-x)| + 1/|x|
 *            + |pi cot(pi x)|), i.e. a few ulp except next to the negative
 *            roots, where the relative error grows without bound (the terms
 *            cancel; scipy and Boost behave the same)
 *   i0       1.7 (0.9 for |x| < 16)
 *   sinc     1.7, relative, also next to the integers (results ~1e-16)
 *   logit    1.5        sigmoid  1.7
 *   erf 0.8, erfc 2.4, lgamma 3.1 as measured for glibc 2.36.
 *
 * Polynomial coefficients: near-minimax relative-error fits (weighted least
 * squares with Lawson iterations, mpmath at 50 digits), at least 2^-60
 * relative error before rounding to double unless stated.  Tables are indexed
 * by a few bits of the argument, so evaluation is one Horner loop of fixed
 * length and the only branches are the argument ranges.
 */
#ifndef TP_SPECIAL_H
#define TP_SPECIAL_H
#include <math.h>
#include <float.h>
#include <stdint.h>

#ifndef TP_INLINE
#if defined(__GNUC__)
#define TP_INLINE static inline __attribute__((always_inline))
#else
#define TP_INLINE static inline
#endif
#endif

/* Multiply-add for polynomial evaluation: fused where the target has FMA
 * (one rounding, one instruction), plain otherwise (fma() would be a libm
 * call).  Where a single rounding is needed for correctness fma() is called
 * directly. */
#if defined(__FMA__) || defined(__FMA4__) || defined(__ARM_FEATURE_FMA) || defined(__aarch64__)
#define TP__MAD(a, b, c) fma((a), (b), (c))
#else
#define TP__MAD(a, b, c) ((a) * (b) + (c))
#endif

/* c[0] + t*(c[1] + t*(... + t*c[n-1])) */
TP_INLINE double tp__horner(const double *c, int n, double t)
{
    double p = c[n - 1];
    int k;
    for (k = n - 2; k >= 0; --k)
        p = TP__MAD(p, t, c[k]);
    return p;
}

/* A table row {a0_hi, a0_lo, a1_hi, a1_lo, a2, ..., am} (n entries):
 *   a0_hi + (t*a1_hi + (a0_lo + t*(a1_lo + t*(a2 + ...))))
 * with the constant and linear coefficients in double-double and t*a1_hi
 * fused with the rest, so only the two outer operations round at full
 * weight.  At a root the row has a0_hi = 0 and the result is fma-accurate. */
TP_INLINE double tp__poly_dd(const double *c, int n, double t)
{
    double w = TP__MAD(t, tp__horner(c + 4, n - 4, t), c[3]);
    return c[0] + TP__MAD(t, c[2], TP__MAD(t, w, c[1]));
}

typedef union { double d; uint64_t u; } tp__bits;

/* ------------------------------------------------------------------ */
/* erf, erfc                                                          */
/* ------------------------------------------------------------------ */

TP_INLINE double tp_erf(double x) { return erf(x); }
TP_INLINE double tp_erfc(double x) { return erfc(x); }

/* ------------------------------------------------------------------ */
/* lgamma                                                             */
/* ------------------------------------------------------------------ */

#if defined(_WIN32)
/* The UCRT's lgamma has no global sign to race on. */
TP_INLINE double tp_lgamma(double x) { return lgamma(x); }
#else
/* glibc declares lgamma_r only under _DEFAULT_SOURCE (Python.h turns that
 * on; a bare compile with -std=c99 does not). */
#if !defined(__cplusplus) && !(defined(__GLIBC__) && defined(__USE_MISC))
extern double lgamma_r(double, int *);
#endif
TP_INLINE double tp_lgamma(double x)
{
    int sign;
    return lgamma_r(x, &sign);
}
#endif

/* ------------------------------------------------------------------ */
/* sin(pi r), cos(pi r) kernels, |r| <= 1/4, as polynomials in z = r*r */
/* ------------------------------------------------------------------ */

/* sin(pi r)/(pi r) = 1 + z*Q(z) */
@SINPI_S@
/* cos(pi r) = 1 + z*Q(z) */
@COSPI_C@
/* cos(pi r)/pi = 1/pi + z*Q(z)  (1/pi as hi + lo) */
@COSPI_CPI@
#define TP__INV_PI_HI @CPI_HI@
#define TP__INV_PI_LO @CPI_LO@
#define TP__PI2_HI @PI2_HI@
#define TP__PI2_LO @PI2_LO@

TP_INLINE double tp__sincpi_q(double z) { return tp__horner(tp__SINCPI_Q, @NS@, z); }
TP_INLINE double tp__cospi_k(double z) { return TP__MAD(z, tp__horner(tp__COSPI_Q, @NC@, z), 1.0); }

/* Exact reduction of ax (0 <= ax < 2^52) to ax = k/2 + r, |r| <= 1/4: k is
 * the nearest integer to 2*ax and r = ax - k/2 is exact (both are multiples
 * of ulp(ax) and |r| <= ax). */
TP_INLINE double tp__reduce_half(double ax, int64_t *k)
{
    double kd = rint(2.0 * ax);
    *k = (int64_t)kd;
    return ax - 0.5 * kd;
}

/* ------------------------------------------------------------------ */
/* sinc                                                               */
/* ------------------------------------------------------------------ */

TP_INLINE double tp_sinc(double x)
{
    double ax = fabs(x), r, z, num;
    int64_t k;
    if (!(ax < 0x1p52))                  /* integers, inf: 0; nan: nan */
        return ax == ax ? 0.0 : x + x;
    r = tp__reduce_half(ax, &k);
    z = r * r;
    if (k == 0)                          /* |x| <= 1/4 */
        return TP__MAD(z, tp__sincpi_q(z), 1.0);
    if (k & 1)                           /* sin(pi x) = +-cos(pi r): x near a half-integer */
        num = TP__INV_PI_HI + TP__MAD(z, tp__horner(tp__COSPI_OVER_PI_Q, @NCP@, z), TP__INV_PI_LO);
    else                                 /* sin(pi x) = +-sin(pi r) = +-pi r (1 + z Q) */
        num = TP__MAD(r * z, tp__sincpi_q(z), r);
    if (k & 2)
        num = -num;
    return num / ax + 0.0;               /* + 0.0: sinc(integer) = +0 */
}

/* ------------------------------------------------------------------ */
/* logit, sigmoid                                                     */
/* ------------------------------------------------------------------ */

TP_INLINE double tp_logit(double p)
{
    /* a = min(p, 1 - p), exact (1 - p is exact for p >= 1/2, Sterbenz), and
     * |logit(p)| = log((1 - a)/a):
     *   a < 1/4:       log1p(-a) - log(a)   (no cancellation to speak of)
     *   1/4 <= a:      log1p((1 - 2a)/a)    (1 - 2a exact; argument in [0, 2])
     * Outside [0, 1] a is negative and the logs give nan. */
    double a = p < 0.5 ? p : 1.0 - p;
    double L = a < 0.25 ? log1p(-a) - log(a) : log1p((1.0 - 2.0 * a) / a);
    return copysign(L, p - 0.5);
}

TP_INLINE double tp_sigmoid(double x)
{
    /* e = exp(-|x|) <= 1; sigmoid = 1/(1+e) for x >= 0, e/(1+e) for x < 0.
     * 1 + e is carried as s + err (Fast2Sum) and the quotient corrected. */
    double e = exp(-fabs(x));
    double s = 1.0 + e;
    double err = (1.0 - s) + e;
    double r = (x >= 0.0 ? 1.0 : e) / s;
    return TP__MAD(-r, err / s, r);
}

/* ------------------------------------------------------------------ */
/* erfinv                                                             */
/* ------------------------------------------------------------------ */

/* |x| < 1/2: erfinv(x) = x S(x^2), S a polynomial (near-minimax, relative
 * error 3e-19) with S(0) = sqrt(pi)/2 in double-double.
 * 1/2 <= |x| < 1: first guess y0 = x P(w), w = -log(1 - x^2) (Giles'
 * variable), relative error < 1e-9, then one Halley step on
 * erfc(y) = 1 - |x| (1 - |x| is exact there; erfc, not erf, so the residual
 * does not cancel near 1), which brings it to rounding level. */
@ERFINV_S@
@ERFINV_A@
@ERFINV_B@

TP_INLINE double tp_erfinv(double x)
{
    double ax = fabs(x), z, q, w, y, d;
    if (ax < 0.5) {
        z = ax * ax;
        y = TP__MAD(ax, tp__ERFINV_S[0],
                ax * TP__MAD(z, tp__horner(tp__ERFINV_S + 2, @NES@ - 2, z), tp__ERFINV_S[1]));
        return copysign(y, x);           /* keeps erfinv(-0) = -0 */
    }
    if (!(ax < 1.0))
        return ax == 1.0 ? copysign(HUGE_VAL, x) : (ax > 1.0 ? NAN : x + x);
    q = 1.0 - ax;                                   /* exact */
    w = -log(q * (1.0 + ax));
    if (w < 6.25)
        y = ax * tp__horner(tp__ERFINV_A, @NEA@, w - 3.125);
    else
        y = ax * tp__horner(tp__ERFINV_B, @NEB@, sqrt(w) - 4.25);
    /* f(y) = erfc(y) - q, f' = -2/sqrt(pi) exp(-y^2), f''/f' = -2y;
     * d = f/f' and the Halley step y - d / (1 + y d). */
    d = (q - erfc(y)) * @SP_HI@ * exp(y * y);     /* q - erfc(y) is exact */
    y = y - d / TP__MAD(y, d, 1.0);
    return copysign(y, x);
}

/* ------------------------------------------------------------------ */
/* digamma                                                            */
/* ------------------------------------------------------------------ */

/* 1 <= x < 8: 24 pieces [2^e (1 + m/8), 2^e (1 + (m+1)/8)), indexed by the
 * exponent and three leading mantissa bits; psi(x) = poly(x - c) with c the
 * midpoint, except the piece holding the positive root x0 = @PSI_ROOT@
 * and the next one, expanded at (the double nearest) x0 so the constant term
 * is psi(x0_double) ~ 1e-17 and the result keeps its relative accuracy at the
 * root.  x - c is exact (Sterbenz). */
@PSI_POS@
@PSI_POS_C@
/* -1 < x < 0: f(x) = psi(x) x (x + 1) (analytic on (-2, inf)), 16 pieces of
 * width 1/16, the two pieces next to the root @PSI_NEGROOT@ expanded
 * there. */
@PSI_NEG@
@PSI_NEG_C@
/* x >= 8: psi(x) = log(x) - 1/(2x) - z A(z), z = 1/x^2. */
@PSI_ASYM@

/* psi(x) for x >= 1 (x = +inf gives +inf). */
TP_INLINE double tp__digamma_ge1(double x)
{
    tp__bits b;
    int i;
    double z;
    if (x < 8.0) {
        b.d = x;
        i = (int)(b.u >> 49) - (1023 << 3);
        return tp__poly_dd(tp__PSI_POS[i], @NPOS@, x - tp__PSI_POS_C[i]);
    }
    z = 1.0 / (x * x);
    return log(x) - TP__MAD(z, tp__horner(tp__PSI_ASYM, @NPSIA@, z), 0.5 / x);
}

TP_INLINE double tp_digamma(double x)
{
    tp__bits b;
    int64_t k;
    int i;
    double ax, p, inv, r, z, c, s, xp1, e1, hi, lo, qq;
    if (x >= 1.0)
        return tp__digamma_ge1(x);
    ax = fabs(x);
    if (ax < 0x1p-1000 || x != x)        /* psi(x) = -1/x - gamma + O(x): +0 -> -inf, -0 -> +inf */
        return -1.0 / x;
    if (x > 0.0) {
        /* psi(x) = psi(x + 1) - 1/x, psi(x + 1) from the [1, 2) pieces with
         * t = (x + 1) - c = x - (c - 1) (c - 1 exact), 1/x as inv + inv*rho. */
        b.d = x + 1.0;                   /* only picks the piece */
        i = (int)(b.u >> 49) - (1023 << 3);
        p = tp__poly_dd(tp__PSI_POS[i], @NPOS@, x - (tp__PSI_POS_C[i] - 1.0));
        inv = 1.0 / x;
        return (p - inv) - inv * fma(-inv, x, 1.0);
    }
    if (x > -1.0) {
        /* psi(x) = f(x) / (x (x + 1)); x (x + 1) as hi + lo. */
        i = (int)(-16.0 * x);
        p = tp__poly_dd(tp__PSI_NEG[i], @NNEG@, x - tp__PSI_NEG_C[i]);
        xp1 = x + 1.0;
        e1 = (1.0 - xp1) + x;            /* x + 1 = xp1 + e1 exactly */
        hi = x * xp1;
        lo = fma(x, xp1, -hi) + x * e1;
        qq = p / hi;
        return TP__MAD(-qq, lo / hi, qq);
    }
    /* x <= -1: psi(x) = psi(-x) + 1/(-x) + pi cot(pi (-x)) (reflection and
     * one recurrence step, so -x is exact); nan at the poles and -inf. */
    if (!(ax < 0x1p52))
        return NAN;
    r = tp__reduce_half(ax, &k);         /* ax = k/2 + r */
    if (r == 0.0 && !(k & 1))
        return NAN;                      /* negative integer */
    z = r * r;
    s = TP__MAD(r * z, tp__sincpi_q(z), r);   /* sin(pi r)/pi */
    c = tp__cospi_k(z);                       /* cos(pi r) */
    if (k & 1) {                         /* pi cot(pi (k/2 + r)) = -pi tan(pi r) = -pi^2 s / c */
        qq = s / c;
        p = -fma(qq, TP__PI2_HI, qq * TP__PI2_LO);
    } else {                             /* pi cot(pi r) = c / s */
        p = c / s;
    }
    return (tp__digamma_ge1(ax) + 1.0 / ax) + p;
}

/* ------------------------------------------------------------------ */
/* i0                                                                 */
/* ------------------------------------------------------------------ */

/* |x| < 16: 16 pieces [k, k+1), poly(|x| - (k + 1/2)).
 * |x| >= 16: I0(x) = exp(x) / sqrt(x) * h(1/x), h a polynomial in 1/x - 1/32
 * (h(0) = 1/sqrt(2 pi)). */
@I0_TAB@
@I0_ASYM@

TP_INLINE double tp_i0(double x)
{
    double ax = fabs(x), t, v, hh, hl, s, sl, q, ql, e, m;
    int k;
    if (ax < 16.0) {
        k = (int)ax;
        return tp__poly_dd(tp__I0_TAB[k], @NI0@, ax - ((double)k + 0.5));
    }
    if (!(ax < 715.0))                   /* overflow (I0(713.99) > DBL_MAX), inf, nan */
        return ax + HUGE_VAL;
    /* h = hh + hl (Fast2Sum), sqrt(ax) = s + sl, (hh + hl)/(s + sl) = q + ql,
     * so that only exp and the last multiply round at full weight. */
    t = 1.0 / ax - 0.03125;
    v = TP__MAD(t, tp__horner(tp__I0_ASYM + 4, @NI0A@ - 4, t), tp__I0_ASYM[3]);
    v = TP__MAD(t, tp__I0_ASYM[2], TP__MAD(t, v, tp__I0_ASYM[1]));
    hh = tp__I0_ASYM[0] + v;
    hl = (tp__I0_ASYM[0] - hh) + v;
    s = sqrt(ax);
    sl = fma(-s, s, ax) / (2.0 * s);
    q = hh / s;
    ql = ((fma(-q, s, hh) + hl) - q * sl) / s;
    if (ax < 709.0) {
        e = exp(ax);
        return fma(e, q, e * ql);
    }
    /* exp(ax) would overflow before I0 does: exp(ax) = exp(ax - 8) * exp(8),
     * ax - 8 exact, exp(8) in double-double. */
    e = exp(ax - 8.0);
    m = fma(e, q, e * ql);
    return fma(m, @E8_HI@, m * @E8_LO@);
}

#endif /* TP_SPECIAL_H */
