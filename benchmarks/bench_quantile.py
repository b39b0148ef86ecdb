#!/usr/bin/env python
"""Masked quantiles side by side with numpy (and torch.quantile, numbagg when installed), one thread.

Usage: python -P benchmarks/bench_quantile.py

Cases (the issue's): (1e5, 27) float64, 10 % masked, along dim 1, 5 q; 1e7
float64 1-D and (1000, 10000) along either dim, 50 % masked, 3 q.  Each time is
the best of 3 calls after a warm-up; ratios are to np.quantile of the unmasked
array (what a masked quantile can at best hope to match), np.nanquantile on the
NaN-filled copy is what a numpy user writes today (timed once: it is slow).
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))   # -P drops the script's folder
from _timing import best  # noqa: E402  (sets one thread before numpy loads)
import numpy as np  # noqa: E402

import tensorplay.masked as tm  # noqa: E402

try:
    import torch
    torch.set_num_threads(1)
except ImportError:
    torch = None
try:
    import numbagg
except ImportError:
    numbagg = None


def main():
    tm.set_num_threads(1)
    rng = np.random.default_rng(5)
    xs = rng.standard_normal((100_000, 27))
    ms = rng.random(xs.shape) >= 0.1
    cases = [("(1e5, 27) dim 1, 5 q", xs, ms, 1, [0.05, 0.25, 0.5, 0.75, 0.95])]
    x1, w = rng.standard_normal(10_000_000), rng.standard_normal((1000, 10_000))
    cases += [("1e7 1-D, 3 q", x1, rng.random(x1.shape) >= 0.5, None, [0.1, 0.5, 0.9]),
              ("(1000, 10000) dim 1, 3 q", w, rng.random(w.shape) >= 0.5, 1, [0.1, 0.5, 0.9]),
              ("(1000, 10000) dim 0, 3 q", w, rng.random(w.shape) >= 0.5, 0, [0.1, 0.5, 0.9])]
    print(f"{'case':28s} {'ours':>9s} {'np.quantile':>12s} {'ratio':>6s} {'np.nanquantile':>15s} "
          f"{'torch.quantile':>15s} {'numbagg':>9s}")
    for name, x, m, dim, q in cases:
        ours = best(lambda: tm.quantile(x, q, dim, mask=m))
        npq = best(lambda: np.quantile(x, q, axis=dim))
        xn = np.where(m, x, np.nan)
        t = time.perf_counter()
        np.nanquantile(xn, q, axis=dim)
        nanq = time.perf_counter() - t
        tq = "n/a"
        if torch is not None:
            X, Q = torch.from_numpy(xn), torch.tensor(q, dtype=torch.float64)
            try:
                tq = f"{best(lambda: torch.nanquantile(X, Q, dim=dim)) * 1e3:.1f} ms"
            except RuntimeError as exc:            # torch refuses inputs past 2^24 elements
                tq = f"error: {str(exc)[:30]}"
        nb = "n/a" if numbagg is None else f"{best(lambda: numbagg.nanquantile(xn, quantiles=q, axis=dim)) * 1e3:.1f} ms"
        print(f"{name:28s} {ours * 1e3:7.1f} ms {npq * 1e3:9.1f} ms {ours / npq:5.2f}x {nanq * 1e3:12.1f} ms "
              f"{tq:>15s} {nb:>9s}")
    for method in ("linear", "inverted_cdf", "hazen", "midpoint", "nearest"):
        t = best(lambda: tm.quantile(xs, [0.05, 0.25, 0.5, 0.75, 0.95], 1, mask=ms, method=method))
        print(f"method {method:21s} {t * 1e3:7.1f} ms")


if __name__ == "__main__":
    main()
