"""Print the table and polynomials of tp_log_tab (tp_support.h), from mpmath.

x = 2^k z with z in [0x1.6p-1, 0x1.6p0); the 7 bits of z below its leading
one (counted from 0x1.6p-1's bit pattern) pick entry i, whose c is near the
centre of its subinterval; log(x) = k ln2 + log(c) + log1p(z/c - 1).
invc is 1/c's double moved by a few ulps so that log(c) = -log(invc), the
real number, lies within 2^-66 of the double TP_LOG_TAB[i][1] (the best of
25,000 candidates near 1/centre), so log(c) needs no second double (and no
third gather); r = fma(z, invc, -1), |r| < 2^-8.
The polynomials are Chebyshev fits (mpmath.chebyfit, near minimax):
log1p(r) - r = r^2 Q(r) over the main path's r, and
log1p(r) - r + r^2/2 = r^3 P(r) over x - 1 in (-2^-4, 0x1.09p-4), the
near-1 path.

    python tools/log_table.py > /tmp/table.h   (then paste into tp_support.h)
"""
import struct

import mpmath

mpmath.mp.dps = 60
OFF = 0x3FE6000000000000
BITS = 7
N = 1 << BITS
CENTRES, SEARCH = 48, 256   # centres near the subinterval's, ulps either side of 1/centre


def _f(b: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def _b(v: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", v))[0]


def table():
    """(invc, logc, the largest |r|) over the N subintervals."""
    invcs, logcs, rmax, worst = [], [], mpmath.mpf(0), mpmath.mpf(0)
    for i in range(N):
        lo, hi = _f(OFF + (i << (52 - BITS))), _f(OFF + ((i + 1) << (52 - BITS)))
        centre = mpmath.mpf(lo + hi) / 2
        best = None
        for m in range(CENTRES):
            # (a dyadic centre such as 1.08203125 makes the steps of log(invc)
            # between neighbouring invc a multiple of ulp(log(c)) / 32, so
            # its neighbours repeat 32 misses: centres off it by up to
            # 2^-14 have long mantissas and spread the misses out)
            base = _b(float(1 / (centre * (1 + (mpmath.mpf(m) / CENTRES - 0.5) * 2 ** -13))))
            for j in range(-SEARCH, SEARCH + 1):
                invc = _f(base + j)
                exact = -mpmath.log(mpmath.mpf(invc))
                miss = abs(exact - mpmath.mpf(float(exact)))
                if best is None or miss < best[0]:
                    best = (miss, invc, float(exact))
        worst = max(worst, best[0])
        invcs.append(best[1])
        logcs.append(best[2])
        rmax = max(rmax, abs(mpmath.mpf(lo) * invc - 1), abs(mpmath.mpf(hi) * invc - 1))
    return invcs, logcs, rmax, worst


def fit(f, a, b, degree):
    coeffs, err = mpmath.chebyfit(f, [a, b], degree + 1, error=True)
    return [float(c) for c in reversed(coeffs)], err   # lowest degree first


def _q(r):
    return (mpmath.log1p(r) - r) / r ** 2 if abs(r) > 1e-12 else -0.5 + r / 3


def _p(r):
    return (mpmath.log1p(r) - r + r * r / 2) / r ** 3 if abs(r) > 1e-12 else mpmath.mpf(1) / 3 - r / 4


def main():
    invcs, logcs, rmax, worst = table()
    print(f"/* tp_log_tab's table, written by tools/log_table.py (mpmath, 60 digits):")
    print(f" * row i holds 1/c and log(c) (within 2^{float(mpmath.log(worst, 2)):.1f}) of subinterval i; "
          f"|r| < {float(rmax):.6g}. */")
    print(f"static const double TP_LOG_TAB[{N}][2] __attribute__((aligned(16))) = {{")
    for i in range(0, N, 2):
        print("    " + ", ".join(f"{{{invcs[j].hex()}, {logcs[j].hex()}}}" for j in (i, i + 1)) + ",")
    print("};")
    q, qerr = fit(_q, -rmax, rmax, 5)
    print(f"/* Q: log1p(r) - r = r^2 Q(r), |r| < {float(rmax):.6g}: fit error {float(qerr):.3g} */")
    print(", ".join(c.hex() for c in q))
    p, perr = fit(_p, mpmath.mpf(-1) / 16, mpmath.mpf(0x109) / 0x1000, 10)
    print(f"/* P: log1p(r) - r + r^2/2 = r^3 P(r), -2^-4 < r < 0x1.09p-4: fit error {float(perr):.3g} */")
    print(", ".join(c.hex() for c in p))


if __name__ == "__main__":
    main()
