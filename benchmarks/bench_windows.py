#!/usr/bin/env python
"""Moving windows side by side with bottleneck (NaN-filled copy, fill not timed) and pandas' rolling, one thread.

Usage: python -P benchmarks/bench_windows.py

Cases (the issue's): 1e7 float64 1-D and (1000, 10000) along the last dim, 20 %
masked, windows 20 and 1000; each time the best of 3 calls after a warm-up.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))   # -P drops the script's folder
from _timing import best  # noqa: E402  (sets one thread before numpy loads)
import numpy as np  # noqa: E402

import tensorplay.masked as tm  # noqa: E402

try:
    import bottleneck as bn
except ImportError:
    bn = None
try:
    import pandas as pd
except ImportError:
    pd = None


def main():
    tm.set_num_threads(1)
    rng = np.random.default_rng(0)
    data = {"1e7 1-D": rng.standard_normal(10_000_000), "(1000, 10000)": rng.standard_normal((1000, 10_000))}
    print(f"{'case':34s} {'ours':>9s} {'bottleneck':>11s} {'ratio':>6s} {'pandas':>9s}")
    for name, x in data.items():
        m = rng.random(x.shape) >= 0.2
        xn = np.where(m, x, np.nan)
        for window in (20, 1000):
            for stat in ("sum", "mean", "var", "std", "min", "max"):
                ours = best(lambda: getattr(tm, f"move_{stat}")(x, window, mask=m, min_count=1))
                theirs = ratio = "n/a"
                if bn is not None:
                    tb = best(lambda: getattr(bn, f"move_{stat}")(xn, window, min_count=1, axis=-1))
                    theirs, ratio = f"{tb * 1e3:8.1f} ms", f"{ours / tb:5.2f}x"
                tp = "n/a"
                if pd is not None and x.ndim == 1:
                    s = pd.Series(xn)
                    tp = f"{best(lambda: getattr(s.rolling(window, min_periods=1), stat)(), 1) * 1e3:.1f} ms"
                print(f"{name + ' w=' + str(window) + ' move_' + stat:34s} {ours * 1e3:7.1f} ms {theirs:>11s} "
                      f"{ratio:>6s} {tp:>9s}")


if __name__ == "__main__":
    main()
