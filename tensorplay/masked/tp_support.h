/* Hand-written C helpers shared by every generated kernel (see _support.pxd).
 *
 * float16 has no C type here, so kernels read it as uint16 and widen it with
 * tp_half_to_float (exact: every half is a float).  Complex helpers use C99
 * _Complex, which is what Cython's `double complex` compiles to. */
#ifndef TP_SUPPORT_H
#define TP_SUPPORT_H
#include <stdint.h>
#include <string.h>
#include <math.h>
#include <complex.h>

static inline float tp_half_to_float(uint16_t h)
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

static inline double tp_abs2_c128(double _Complex z) { return creal(z) * creal(z) + cimag(z) * cimag(z); }
static inline float tp_abs2_c64(float _Complex z) { return crealf(z) * crealf(z) + cimagf(z) * cimagf(z); }
static inline double tp_abs_c128(double _Complex z) { return cabs(z); }
static inline float tp_abs_c64(float _Complex z) { return cabsf(z); }

#endif
