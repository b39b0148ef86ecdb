"""argmax, argmin, amax and sum of 1e7 float64 (50 % mask, one thread) against
the time np.max takes to read as many bytes as data + mask (the read floor of
../shared/bench/bandwidth.py), in one process.  To compare two builds, run it
alternately with PYTHONPATH pointing at each tree:

    PYTHONPATH=TREE python -P benchmarks/bench_read_floor.py LABEL
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import best  # noqa: E402  (one thread everywhere)

import numpy as np  # noqa: E402

import tensorplay.masked as tm  # noqa: E402


def main(label="build"):
    tm.set_num_threads(1)
    rng = np.random.default_rng(0)
    n = 10_000_000
    x, m = rng.standard_normal(n), rng.random(n) < 0.5
    floor = best(lambda: np.max(x), 7) * 1e3 * (x.nbytes + m.nbytes) / x.nbytes
    res = {op: best(lambda op=op: getattr(tm, op)(x, mask=m), 7) * 1e3 for op in ("argmax", "argmin", "amax", "sum")}
    print(label, f"floor {floor:.2f} ms", " ".join(f"{k} {v:.2f} ms ({v / floor:.2f}x)" for k, v in res.items()))


if __name__ == "__main__":
    main(*sys.argv[1:2])
