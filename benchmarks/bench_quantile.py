#!/usr/bin/env python
"""Masked quantiles side by side with numpy and, when installed, numbagg and torch; one thread.

Usage: python -P benchmarks/bench_quantile.py [--rounds N]

Cases (the issue's): (1e5, 27) float64, 10 % masked, along dim 1, 5 q; 1e7
float64 1-D and (1000, 10000) along either dim, 50 % masked, 3 q.  The calls of
one case alternate (ours, then each peer, round after round) and each time is
the best of its rounds after a warm-up, so the ratios come from one run under
the same conditions.  The peers:

- np.quantile of the unmasked array (what a masked quantile can at best hope
  to match);
- numbagg.nanquantile on the NaN-filled copy (numbagg's missing marker is NaN;
  linear method only), when numbagg is installed;
- torch.nanquantile on the NaN-filled copy (torch.quantile's masked form; both
  refuse inputs of more than 2^24 elements and sort), when torch is installed;
- np.nanquantile on the NaN-filled copy: what a numpy user writes today
  (timed once: it is slow).
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))   # -P drops the script's folder
import _timing  # noqa: E402,F401  (sets one thread before numpy loads)
import numpy as np  # noqa: E402

import tensorplay.masked as tm  # noqa: E402

try:                                        # optional peers: imported only when present
    import torch
    torch.set_num_threads(1)
except ImportError:
    torch = None
try:
    import numbagg
except ImportError:
    numbagg = None

METHODS = ("linear", "inverted_cdf", "averaged_inverted_cdf", "closest_observation", "interpolated_inverted_cdf",
           "hazen", "weibull", "median_unbiased", "normal_unbiased", "lower", "higher", "midpoint", "nearest")
TORCH_LIMIT = 2 ** 24                       # torch.quantile / nanquantile refuse larger inputs


def alternate(calls: dict, rounds: int) -> dict:
    """name -> best time of `rounds` calls, the calls of every round in turn (after one warm-up each)."""
    for f in calls.values():
        f()
    times = {name: [] for name in calls}
    for _ in range(rounds):
        for name, f in calls.items():
            t = time.perf_counter()
            f()
            times[name].append(time.perf_counter() - t)
    return {name: min(ts) for name, ts in times.items()}


def peers(x, m, dim, q) -> dict:
    """The calls of one case: ours first, then each installed peer."""
    xn = np.where(m, x, np.nan)
    calls = {"ours": lambda: tm.quantile(x, q, dim, mask=m), "np.quantile": lambda: np.quantile(x, q, axis=dim)}
    if numbagg is not None:
        calls["numbagg"] = lambda: numbagg.nanquantile(xn, quantiles=q, axis=-1 if dim is None else dim)
    if torch is not None and x.size <= TORCH_LIMIT:
        X, Q = torch.from_numpy(xn), torch.tensor(q, dtype=torch.float64)
        calls["torch"] = (lambda: torch.nanquantile(X.reshape(-1), Q)) if dim is None else \
            (lambda: torch.nanquantile(X, Q, dim=dim))
    return calls


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    rounds = ap.parse_args().rounds
    tm.set_num_threads(1)
    rng = np.random.default_rng(5)
    xs = rng.standard_normal((100_000, 27))
    ms = rng.random(xs.shape) >= 0.1
    cases = [("(1e5, 27) dim 1, 5 q", xs, ms, 1, [0.05, 0.25, 0.5, 0.75, 0.95])]
    x1, w = rng.standard_normal(10_000_000), rng.standard_normal((1000, 10_000))
    cases += [("1e7 1-D, 3 q", x1, rng.random(x1.shape) >= 0.5, None, [0.1, 0.5, 0.9]),
              ("(1000, 10000) dim 1, 3 q", w, rng.random(w.shape) >= 0.5, 1, [0.1, 0.5, 0.9]),
              ("(1000, 10000) dim 0, 3 q", w, rng.random(w.shape) >= 0.5, 0, [0.1, 0.5, 0.9])]
    print(f"numbagg {getattr(numbagg, '__version__', 'n/a')}, torch {getattr(torch, '__version__', 'n/a')}, "
          f"numpy {np.__version__}; ratios are ours / peer")
    print(f"{'case':28s} {'ours':>9s} {'np.quantile':>18s} {'numbagg':>18s} {'torch.nanquantile':>20s} "
          f"{'np.nanquantile':>20s}")
    for name, x, m, dim, q in cases:
        t = alternate(peers(x, m, dim, q), rounds)
        xn = np.where(m, x, np.nan)
        t0 = time.perf_counter()
        np.nanquantile(xn, q, axis=dim)
        nanq = time.perf_counter() - t0

        def cell(peer, width):
            if peer not in t:
                return f"{'n/a':>{width}s}"
            return f"{t[peer] * 1e3:8.1f} ms {t['ours'] / t[peer]:5.2f}x".rjust(width)
        print(f"{name:28s} {t['ours'] * 1e3:6.1f} ms {cell('np.quantile', 18)} {cell('numbagg', 18)} "
              f"{cell('torch', 20)} {nanq * 1e3:9.1f} ms {t['ours'] / nanq:5.3f}x")
    # every method of the short case, alternating too: the ratio to linear
    t = alternate({method: (lambda method=method: tm.quantile(xs, [0.05, 0.25, 0.5, 0.75, 0.95], 1, mask=ms,
                                                              method=method)) for method in METHODS}, rounds)
    for method in METHODS:
        print(f"method {method:26s} {t[method] * 1e3:7.1f} ms {t[method] / t['linear']:5.2f}x linear")


if __name__ == "__main__":
    main()
