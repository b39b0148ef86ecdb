#!/usr/bin/env python
"""MaskedTensor elementwise calls and the exp-based reductions against numpy's
unmasked versions of the same data (issue 27, items 1 and 4), one thread.

    python -P benchmarks/bench_elementwise.py [--n 10000000] [--rounds 5]

1-D arrays of n elements with a 50 % mask; each row is the best of `rounds`
calls of both sides, the two timed alternately (A B A B ...) so that a noisy
moment on a shared machine hurts both; the ratio is tensorplay / numpy.
numpy's side: `np.exp(X)`, `np.log(P)`, `X + Y`, `X * 2.0`, `X > Y`, `np.log1p(P)`,
`np.expm1(X)`, the unmasked logsumexp / softmax written the usual way (shift
by the max), and for the methods without a fused kernel (sin, tanh, arctan2)
numpy's call of the same function.
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))   # -P drops the script's folder
import _timing  # noqa: E402,F401  (one thread everywhere, before numpy loads)
import numpy as np  # noqa: E402

import tensorplay.masked as tm  # noqa: E402


def _lse(x):
    m = x.max()
    return m + np.log(np.sum(np.exp(x - m)))


def _softmax(x):
    e = np.exp(x - x.max())
    return e / e.sum()


def rows(n, dtype, rng):
    x = rng.standard_normal(n).astype(dtype)
    m = rng.random(n) < 0.5
    y = x[::-1].copy()
    p = np.abs(x) + np.asarray(0.1, dtype)
    a, b, ap = tm.MaskedTensor(x, m), tm.MaskedTensor(y, m[::-1].copy()), tm.MaskedTensor(p, m)
    return [
        ("A.exp()", lambda: a.exp(), lambda: np.exp(x)),
        ("A.log()", lambda: ap.log(), lambda: np.log(p)),
        ("A + B", lambda: a + b, lambda: x + y),
        ("A * 2.0", lambda: a * 2.0, lambda: x * 2.0),
        ("A > B", lambda: a > b, lambda: x > y),
        ("A.log1p()", lambda: ap.log1p(), lambda: np.log1p(p)),
        ("A.expm1()", lambda: a.expm1(), lambda: np.expm1(x)),
        ("logsumexp", lambda: tm.logsumexp(x, 0, mask=m), lambda: _lse(x)),
        ("softmax", lambda: tm.softmax(x, 0, mask=m), lambda: _softmax(x)),
        # methods without a fused kernel: numpy's function, then the masked-out elements zeroed
        ("A.sin()", lambda: a.sin(), lambda: np.sin(x)),
        ("A.tanh()", lambda: a.tanh(), lambda: np.tanh(x)),
        ("A.arctan2(B)", lambda: a.arctan2(b), lambda: np.arctan2(x, y)),
    ]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=10_000_000)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    tm.set_num_threads(1)
    rng = np.random.default_rng(0)
    print(f"n = {args.n}, 50 % mask, one thread, best of {args.rounds} alternating calls\n")
    print("| dtype | case | tensorplay ms | numpy ms | ratio |\n|---|---|---:|---:|---:|")
    for dtype in ("float64", "float32"):
        for name, ours, ref in rows(args.n, dtype, rng):
            ours(), ref()
            t_ours, t_ref = [], []
            for _ in range(args.rounds):
                for f, ts in ((ours, t_ours), (ref, t_ref)):
                    t = time.perf_counter()
                    f()
                    ts.append(time.perf_counter() - t)
            a, b = min(t_ours), min(t_ref)
            print(f"| {dtype} | {name} | {a * 1e3:.2f} | {b * 1e3:.2f} | {a / b:.2f} |")


if __name__ == "__main__":
    main()
