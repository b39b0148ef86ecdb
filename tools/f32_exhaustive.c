/* Every float32 bit pattern through tp_expf / tp_logf / tp_expm1f / tp_log1pf
 * (tp_support.h): the block form against the scalar, bit for bit (blocks of
 * 4103, so every lane position and tail length occurs), the largest error in
 * float32 ulps against glibc's double exp / log / expm1 / log1p (good to ~2^-28 ulp)
 * and how many results are not the correctly rounded float, the specials,
 * and a hash of all 2^32 results to compare builds (the same hash from
 * x86-64, x86-64-v3 and AVX-512 builds means the same bits):
 *
 *   gcc -O2 -march=native -Itensorplay/masked/_csrc tools/f32_exhaustive.c -lm -o /tmp/f32x
 *   /tmp/f32x exp; /tmp/f32x log; /tmp/f32x expm1; /tmp/f32x log1p   (one to a few minutes each)
 *
 * or over the bit patterns [LO, HI) only (the hash then of those): /tmp/f32x expm1 0 0x80000000
 */
#include "tp_support.h"
#include <stdio.h>

enum { EXP, LOG, EXPM1, LOG1P };

static double ulp_f(double v)   /* float32's ulp at |v| (v finite, nonzero), from the double's exponent bits */
{
    uint64_t b;
    double a = fabs(v), u;
    memcpy(&b, &a, 8);
    int e = (int)(b >> 52) - 1023;
    if (e < -126) e = -126;
    b = (uint64_t)(e - 23 + 1023) << 52;
    memcpy(&u, &b, 8);
    return u;
}

static int special_ok(int fn, float x, float y)   /* the cases outside the ulp measure */
{
    uint32_t a, b;
    memcpy(&a, &x, 4); memcpy(&b, &y, 4);
    if (x != x) return b == (a | 0x00400000u);        /* x quieted */
    if (fn == EXPM1 || (fn == LOG1P && x == 0)) return x == 0 && a == b;   /* -0 stays -0 */
    if (fn == LOG1P) return x < -1 ? b == 0x7fc00000u : x == -1 ? y == -INFINITY : y == INFINITY;
    if (fn != LOG) return 0;
    if (x < 0) return b == 0x7fc00000u;
    if (x == 0) return y == -INFINITY;
    if (isinf(x)) return y == INFINITY;
    return x == 1.0f && b == 0;                       /* log(1) = +0 */
}

static int is_special(int fn, float x)
{
    return x != x || (fn == LOG && (x <= 0 || isinf(x) || x == 1.0f)) || (fn == EXPM1 && x == 0)
        || (fn == LOG1P && (x == 0 || x <= -1 || isinf(x)));
}

int main(int argc, char **argv)
{
    enum { B = 4096 + 7 };
    static float xs[B], ys[B];
    const char *name = argc > 1 ? argv[1] : "exp";
    int fn = !strcmp(name, "log") ? LOG : !strcmp(name, "expm1") ? EXPM1 : !strcmp(name, "log1p") ? LOG1P : EXP;
    uint64_t differ = 0, bad = 0, wrong = 0, hash = 1469598103934665603ULL;
    double worst = 0;
    float wx = 0;
    uint64_t lo = argc > 3 ? strtoull(argv[2], NULL, 0) : 0, hi = argc > 3 ? strtoull(argv[3], NULL, 0) : 1ULL << 32;
    for (uint64_t start = lo; start < hi;) {
        int n = start + B > hi ? (int)(hi - start) : B;
        for (int i = 0; i < n; i++) { uint32_t b = (uint32_t)(start + i); memcpy(&xs[i], &b, 4); }
        if (fn == LOG) tp_logf_array(xs, ys, n); else if (fn == EXPM1) tp_expm1f_array(xs, ys, n);
        else if (fn == LOG1P) tp_log1pf_array(xs, ys, n); else tp_expf_array(xs, ys, n);
        for (int i = 0; i < n; i++) {
            float x = xs[i], y = ys[i];
            float want = fn == LOG ? tp_logf(x) : fn == EXPM1 ? tp_expm1f(x) : fn == LOG1P ? tp_log1pf(x) : tp_expf(x);
            uint32_t b;
            memcpy(&b, &y, 4);
            hash = (hash ^ b) * 1099511628211ULL;
            if (memcmp(&want, &y, 4) && differ++ < 10) printf("block %a -> %a, scalar %a\n", x, y, want);
            if (is_special(fn, x)) {
                if (!special_ok(fn, x, y) && bad++ < 10) printf("special %a -> %a\n", x, y);
                continue;
            }
            double e = fn == LOG ? log((double)x) : fn == EXPM1 ? expm1((double)x)
                       : fn == LOG1P ? log1p((double)x) : exp((double)x);
            if (fn != LOG && fn != LOG1P && (e == 0 || (float)e == INFINITY || (float)e == 0 || (float)e == -1.0f)) {
                if (y != (float)e && bad++ < 10) printf("edge %a -> %a, want %a\n", x, y, (float)e);
            } else {
                double err = fabs((double)y - e) / ulp_f(e);
                wrong += y != (float)e;
                if (err > worst) { worst = err; wx = x; }
            }
        }
        start += n;
    }
    printf("tp_%sf: %llu block/scalar differences, %llu wrong specials, max %.9f ulp at %a, %llu not correctly "
           "rounded, hash %016llx\n", name, (unsigned long long)differ, (unsigned long long)bad, worst, wx,
           (unsigned long long)wrong, (unsigned long long)hash);
    return differ || bad;
}
