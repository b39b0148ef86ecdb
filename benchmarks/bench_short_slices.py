#!/usr/bin/env python
"""Reductions along a short contiguous dim (issue 27, item 5) against numpy's
unmasked reduction of the same shape, one thread.

    python -P benchmarks/bench_short_slices.py [--ops sum,argmax] [--rounds 5]

Shapes (2.5e6, 4), (1e6, 10) and (1e5, 100) float64 along dim 1, 20 % masked
(ours) or unmasked (numpy's np.sum, np.mean, np.max, np.argmax, np.var, the
usual max-shifted logsumexp and sqrt(sum(x * x))).  Each row is the best of
`rounds` calls of both sides, timed alternately (A B A B ...) so that a noisy
moment on a shared machine hurts both; the ratio is tensorplay / numpy.
Where torch is installed (a test-only peer: `pip install torch==2.13.0`,
CPU), torch.masked's reduction of the same data and mask (one thread) joins
the alternation, with the ratio tensorplay / torch.masked; argmax uses
torch.masked.argmax, norm torch.masked.norm(t, 2.0, 1).
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))   # -P drops the script's folder
import _timing  # noqa: E402,F401  (one thread everywhere, before numpy loads)
import numpy as np  # noqa: E402

import tensorplay.masked as tm  # noqa: E402


def _lse(x, axis):
    m = np.max(x, axis=axis, keepdims=True)
    return m[:, 0] + np.log(np.sum(np.exp(x - m), axis=axis))


NUMPY = {"sum": np.sum, "mean": np.mean, "amax": np.max, "argmax": np.argmax, "var": np.var,
         "logsumexp": _lse, "norm": lambda x, axis: np.sqrt(np.sum(x * x, axis=axis))}
SHAPES = [(2500000, 4), (1000000, 10), (100000, 100)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ops", default=",".join(NUMPY))
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    try:
        import torch
        torch.set_num_threads(1)
    except ImportError:
        torch = None
    rng = np.random.default_rng(0)
    print(f"{'shape':14s} {'op':10s} {'ours':>9s} {'numpy':>9s} {'ratio':>6s}"
          + (f" {'torch':>9s} {'ratio':>6s}" if torch else ""))
    for shape in SHAPES:
        x = rng.standard_normal(shape)
        m = rng.random(shape) < 0.8
        for op in args.ops.split(","):
            lead = (2.0,) if op == "norm" else ()      # (norm's second argument is ord)
            sides = [lambda: getattr(tm, op)(x, *lead, 1, mask=m), lambda: NUMPY[op](x, axis=1)]
            if torch:
                t_, m_ = torch.from_numpy(x), torch.from_numpy(m)
                sides.append(lambda: getattr(torch.masked, op)(t_, *lead, 1, mask=m_))
            best = [float("inf")] * len(sides)
            for f in sides:
                f()
            for _ in range(args.rounds):
                for k, f in enumerate(sides):
                    t = time.perf_counter()
                    f()
                    best[k] = min(best[k], time.perf_counter() - t)
            a, b = best[0], best[1]
            row = f"{str(shape):14s} {op:10s} {a * 1e3:7.2f}ms {b * 1e3:7.2f}ms {a / b:5.2f}x"
            if torch:
                row += f" {best[2] * 1e3:7.2f}ms {a / best[2]:5.2f}x"
            print(row, flush=True)


if __name__ == "__main__":
    main()
