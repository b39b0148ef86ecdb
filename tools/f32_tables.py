"""Print the constants of tp_expf, tp_logf and tp_expm1f (tp_support.h),
float32's own exp, log and expm1, from mpmath, with the relative error of
each polynomial.

tp_expf: x = k ln2 + r, |r| <= ln2/2; exp(r) = 1 + r + r^2 g(r), g a degree-5
Chebyshev interpolant of (exp(r) - 1 - r)/r^2 (its constant comes out 1/2),
its coefficients rounded to float (tp_expf computes in float); the error is
the polynomial's with those coefficients, evaluated exactly.
tp_logf: x = 2^k z, z in [0x1.66p-1, 0x1.66p0) (bits from 0x3f330000), 16
subintervals by z's next 4 bits; c the centre of each (1 exactly for the
one holding 1), invc = 1/c's double, logc = -log(invc) rounded;
log1p(r) = r + r^2 h(r), h a degree-4 Chebyshev interpolant of
(log1p(r) - r)/r^2 over the subintervals' r = z invc - 1.
tp_expm1f (in double): x = k ln2 + r, |r| <= ln2/2; expm1(r) = r + r^2/2 +
r^3 g(r), g a degree-5 Chebyshev interpolant of (exp(r) - 1 - r - r^2/2)/r^3,
its coefficients doubles.

    python tools/f32_tables.py
"""
import struct

import mpmath

mpmath.mp.dps = 50


def _f32(b: int) -> float:
    return struct.unpack("<f", struct.pack("<I", b & 0xFFFFFFFF))[0]


def _cheb(g, a, b, n):
    """Coefficients (low first) of the degree n-1 interpolant of g at n Chebyshev nodes of [a, b]."""
    nodes = [(a + b) / 2 + (b - a) / 2 * mpmath.cos(mpmath.pi * (2 * j + 1) / (2 * n)) for j in range(n)]
    A = mpmath.matrix([[r ** k for k in range(n)] for r in nodes])
    return [float(c) for c in mpmath.lu_solve(A, mpmath.matrix([g(r) for r in nodes]))]


def _worst(approx, exact, a, b, steps=4000):
    worst = mpmath.mpf(0)
    for j in range(steps + 1):
        r = a + (b - a) * j / steps
        if r != 0:
            worst = max(worst, abs(approx(r) / exact(r) - 1))
    return float(mpmath.log(worst, 2))


def _tiny(r):
    return abs(r) < mpmath.mpf("1e-20")


def expf():
    h = mpmath.log(2) / 2 * mpmath.mpf("1.0002")
    c = _cheb(lambda r: mpmath.mpf(1) / 2 if _tiny(r) else (mpmath.exp(r) - 1 - r) / r ** 2, -h, h, 6)
    c = [struct.unpack("<f", struct.pack("<f", ci))[0] for ci in c]      # to float
    err = _worst(lambda r: 1 + r + r ** 2 * sum(mpmath.mpf(ci) * r ** k for k, ci in enumerate(c)),
                 mpmath.exp, -h, h)
    print(f"tp_expf: C2..C7 {[x.hex() for x in c]}  relative error 2^{err:.2f}")


def logf():
    off, invc, logc, rs = 0x3F330000, [], [], []
    for i in range(16):
        lo, hi = _f32(off + (i << 19)), _f32(off + ((i + 1) << 19))
        ic = 1.0 if lo <= 1.0 < hi else float(2 / (mpmath.mpf(lo) + mpmath.mpf(hi)))
        invc.append(ic)
        logc.append(float(-mpmath.log(mpmath.mpf(ic))))
        rs += [mpmath.mpf(lo) * ic - 1, mpmath.mpf(hi) * ic - 1]
    a, b = min(rs), max(rs)
    c = _cheb(lambda r: -mpmath.mpf(1) / 2 if _tiny(r) else (mpmath.log1p(r) - r) / r ** 2, a, b, 5)
    err = _worst(lambda r: r + r ** 2 * sum(mpmath.mpf(ci) * r ** k for k, ci in enumerate(c)), mpmath.log1p, a, b)
    print(f"tp_logf: |r| <= {float(max(-a, b)):.4f}; C2..C6 {[x.hex() for x in c]}  relative error 2^{err:.2f}")
    print("TP_LOGF_INVC", ", ".join(x.hex() for x in invc))
    print("TP_LOGF_LOGC", ", ".join(x.hex() for x in logc))


def expm1f():
    h = mpmath.log(2) / 2 * mpmath.mpf("1.0002")
    c = _cheb(lambda r: mpmath.mpf(1) / 6 if _tiny(r) else (mpmath.exp(r) - 1 - r - r ** 2 / 2) / r ** 3, -h, h, 6)
    err = _worst(lambda r: r + r ** 2 / 2 + r ** 3 * sum(mpmath.mpf(ci) * r ** k for k, ci in enumerate(c)),
                 mpmath.expm1, -h, h)
    print(f"tp_expm1f: C3..C8 {[x.hex() for x in c]}  relative error 2^{err:.2f}")


if __name__ == "__main__":
    expf()
    logf()
    expm1f()
