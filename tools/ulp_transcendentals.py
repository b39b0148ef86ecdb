"""The ulp error of our branch-free exp and logs (tp_support.h: tp_exp, the
table-free tp_log, tp_log_tab, the float64 MaskedTensor log, and tp_log1p and
tp_expm1, the MaskedTensor log1p and expm1) against
mpmath, next to numpy's and libm's on the same machine (issue 27, items 1
and 4).  float32's own exp and log (tp_expf, tp_logf) are measured over all
2^32 inputs by tools/f32_exhaustive.c.

Samples: uniform exponents over each function's whole domain (subnormals and
the overflow/underflow edges included), plus uniform samples near 1 (log) and
0 (exp).  The error of each result is |result - exact| / ulp(exact), exact
from mpmath at 80 digits; specials (0, inf, nan, negatives) are checked for
the IEEE result.

    python tools/ulp_transcendentals.py [--n 200000]
"""
import argparse
import math

import mpmath
import numpy as np

from tensorplay.masked._csrc import _native

mpmath.mp.dps = 80


def ulp_error(got: np.ndarray, x: np.ndarray, exact_fn) -> np.ndarray:
    """|got - exact| in ulps of the exact value, computed in mpmath: the ulp
    of a subnormal is 2^-1074 (float(exact) is not used: mpmath rounds a
    subnormal twice when it converts)."""
    out = np.empty(x.size)
    tiny = mpmath.mpf(2) ** -1074
    for i, (g, v) in enumerate(zip(got, x)):
        e = exact_fn(mpmath.mpf(float(v)))
        ef = float(e)
        if not math.isfinite(ef):
            out[i] = 0.0 if g == ef else np.inf
            continue
        u = tiny if e == 0 else max(tiny, mpmath.mpf(2) ** (int(mpmath.floor(mpmath.log(abs(e), 2))) - 52))
        out[i] = float(abs(mpmath.mpf(float(g)) - e) / u)
    return out


def _libm(name: str, v: float) -> float:
    try:
        return getattr(math, name)(v)
    except OverflowError:
        return math.inf
    except ValueError:          # math's domain errors (log1p(-1)): not in the samples' range
        return math.nan


def samples(fn: str, n: int, rng) -> np.ndarray:
    if fn == "exp":
        wide = rng.uniform(-745.5, 709.9, n // 2)
        near = rng.uniform(-1, 1, n // 4) * 10.0 ** rng.uniform(-20, 0, n // 4)
        edge = np.concatenate([rng.uniform(-745.2, -708, n // 8), rng.uniform(700, 709.78, n // 8)])
        return np.concatenate([wide, near, edge])
    if fn == "log1p":
        return np.concatenate([2.0 ** rng.uniform(-1074, 1023.9, n // 4), -1 + 2.0 ** rng.uniform(-53, -1, n // 8),
                               rng.uniform(-0.07, 0.07, n // 4), rng.uniform(-1, 3, n // 4),
                               rng.uniform(-1, 1, n // 8) * 10.0 ** rng.uniform(-300, 0, n // 8)])
    if fn == "expm1":
        return np.concatenate([rng.uniform(-45, 45, n // 4), rng.uniform(-0.3, 0.3, n // 4),
                               rng.uniform(-1, 1, n // 4) * 10.0 ** rng.uniform(-300, 0, n // 4),
                               rng.uniform(700, 709.78, n // 8), rng.uniform(-750, -30, n // 8)])
    wide = 2.0 ** rng.uniform(-1074, 1023.9, n // 2)
    near = 1 + rng.uniform(-0.3, 0.3, n // 4) * 10.0 ** rng.uniform(-15, 0, n // 4)
    sub = rng.uniform(0, 2.2250738585072014e-308, n // 4)
    return np.concatenate([wide, near, sub])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=40000)
    args = ap.parse_args()
    rng = np.random.default_rng(27)
    drawn = {}
    print(f"| function | samples | ours max ulp | ours mean | numpy max ulp | numpy mean | libm max ulp |")
    print(f"|---|---|---|---|---|---|---|")
    for name, ours, exact in (("exp", _native.exp, mpmath.exp), ("log", _native.log, mpmath.log),
                              ("log_tab", _native.log_tab, mpmath.log), ("log1p", _native.log1p, mpmath.log1p),
                              ("expm1", _native.expm1, mpmath.expm1)):
        base = name.split("_")[0]
        x = drawn[base] if base in drawn else drawn.setdefault(base, samples(base, args.n, rng))   # logs: the same
        with np.errstate(all="ignore"):
            rows = {"ours": ours(x), "numpy": getattr(np, base)(x),
                    "libm": np.array([_libm(base, v) for v in x])}
        errs = {k: ulp_error(v, x, exact) for k, v in rows.items()}
        print(f"| {name} | {x.size} | {errs['ours'].max():.3f} | {errs['ours'].mean():.3f} | "
              f"{errs['numpy'].max():.3f} | {errs['numpy'].mean():.3f} | {errs['libm'].max():.3f} |")
    specials = {"exp": [0.0, -0.0, np.inf, -np.inf, np.nan, 709.79, 709.78, -745.14, -745.13, -800.0, 1e-320],
                "log": [0.0, -0.0, np.inf, -np.inf, np.nan, -1.0, 5e-324, 1.0, 2.2250738585072014e-308]}
    specials["log_tab"] = specials["log"]
    specials["log1p"] = [0.0, -0.0, np.inf, -np.inf, np.nan, -1.0, -2.0, 5e-324, -5e-324, 1.7976931348623157e308]
    specials["expm1"] = [0.0, -0.0, np.inf, -np.inf, np.nan, 709.78, 709.79, -40.0, -1000.0, 5e-324]
    for name, xs in specials.items():
        xs = np.array(xs)
        with np.errstate(all="ignore"):
            ours, ref = getattr(_native, name)(xs), getattr(np, name.split("_")[0])(xs)
        same = [(a == b) or (a != a and b != b) for a, b in zip(ours, ref)]
        print(f"{name} specials equal numpy's: {all(same)} {'' if all(same) else list(zip(xs, ours, ref))}")


if __name__ == "__main__":
    main()
