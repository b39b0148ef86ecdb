#!/usr/bin/env python
"""bottleneck's move_sum against ours, ns per position, on 1e4 to 1e7 float64
elements with 20 % NaNs at random places (ours: the same values with a mask),
windows 20 and 5, each timed over and over on the same array, one thread.

bottleneck branches on each element's NaN-ness; on the small arrays the
branch predictor learns where the NaNs are (docs/benchmarks.rst, the NaN
namespace section).

    python -P benchmarks/bench_branch_learning.py
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))   # -P drops the script's folder
import _timing  # noqa: E402,F401  (one thread everywhere, before numpy loads)
import numpy as np  # noqa: E402

import tensorplay.masked as tm  # noqa: E402


def per_position(f, n: int) -> float:
    """Best of three loops of calls (1e7 positions a loop), in ns per position."""
    reps = max(1, 10**7 // n)
    best = 1e9
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(reps):
            f()
        best = min(best, (time.perf_counter() - t0) / reps)
    return best / n * 1e9


def main():
    import bottleneck as bn
    rng = np.random.default_rng(0)
    print("| elements | window | bottleneck ns | ours ns |\n|---:|---:|---:|---:|")
    for n in (10**4, 10**5, 10**6, 10**7):
        x = rng.standard_normal(n)
        valid = rng.random(n) < 0.8
        xn = np.where(valid, x, np.nan)
        for w in (20, 5):
            theirs = per_position(lambda: bn.move_sum(xn, w), n)
            ours = per_position(lambda: tm.move_sum(x, w, mask=valid), n)
            print(f"| {n:.0e} | {w} | {theirs:.2f} | {ours:.2f} |")


if __name__ == "__main__":
    main()
