"""move_quantile with three q (0.1, 0.5, 0.9) against move_median, 1e7 float64
(20 % masked, one thread), at windows 20 (the slots path) and 1000 (the
sorted blocks), the ratio ../shared/bench/windows.py's move_quantile3 cases
report.  To compare two builds, run it alternately with PYTHONPATH pointing
at each tree:

    PYTHONPATH=TREE python -P benchmarks/bench_window_quantiles.py LABEL [WINDOW ...]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import best  # noqa: E402  (one thread everywhere)

import numpy as np  # noqa: E402

import tensorplay.masked as tm  # noqa: E402


def main(label="build", *windows):
    tm.set_num_threads(1)
    rng = np.random.default_rng(3)
    x = rng.standard_normal(10_000_000)
    m = rng.random(x.shape) >= 0.2
    cells = []
    for w in [int(w) for w in windows] or [20, 1000]:
        tq = best(lambda: tm.move_quantile(x, w, q=[0.1, 0.5, 0.9], dim=-1, mask=m, min_count=1), 2)
        tmed = best(lambda: tm.move_median(x, w, dim=-1, mask=m, min_count=1), 2)
        cells.append(f"w{w}: quantile3 {tq * 1e3:.0f} ms / median {tmed * 1e3:.0f} ms = {tq / tmed:.2f}x")
    print(label, "; ".join(cells))


if __name__ == "__main__":
    main(*sys.argv[1:])
