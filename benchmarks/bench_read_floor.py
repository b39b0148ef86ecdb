"""Memory-bound reductions of 1e7 float64 (50 % mask, one thread) against the
time np.max takes to read as many bytes as data + mask (the read floor of
../shared/bench/bandwidth.py), in one process.  To compare two builds, run it
alternately with PYTHONPATH pointing at each tree:

    PYTHONPATH=TREE python -P benchmarks/bench_read_floor.py LABEL [--outer]

By default the whole 1-D array (argmax, argmin, amax, sum); with --outer the
same elements as 1000 x 10000 reduced along dim 0 (the row layout: rows of
outputs folded into a row of accumulators; sum, mean, amax, argmax, var,
logsumexp), float64 and float32.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import best  # noqa: E402  (one thread everywhere)

import numpy as np  # noqa: E402

import tensorplay.masked as tm  # noqa: E402


def _report(label, x, m, ops, dim):
    floor = best(lambda: np.max(x), 7) * 1e3 * (x.nbytes + m.nbytes) / x.nbytes
    res = {op: best(lambda op=op: getattr(tm, op)(x, dim, mask=m), 7) * 1e3 for op in ops}
    print(label, x.dtype, f"floor {floor:.2f} ms", " ".join(f"{k} {v:.2f} ms ({v / floor:.2f}x)" for k, v in res.items()))


def main(label="build", outer=False):
    tm.set_num_threads(1)
    rng = np.random.default_rng(0)
    n = 10_000_000
    x, m = rng.standard_normal(n), rng.random(n) < 0.5
    if not outer:
        _report(label, x, m, ("argmax", "argmin", "amax", "sum"), None)
        return
    x, m = x.reshape(1000, -1), m.reshape(1000, -1)
    for dt in ("float64", "float32"):
        _report(label, x.astype(dt), m, ("sum", "mean", "amax", "argmax", "var", "logsumexp"), 0)


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--outer"]
    main(*args[:1], outer="--outer" in sys.argv[1:])
