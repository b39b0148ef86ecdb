"""amax/amin of one contiguous run against np.max, the run starting at each
element of a cache line: numpy's large arrays start 16 bytes past a 64-byte
line, so most 512-bit loads of them span two lines unless the fold starts its
vectors on a line (tp_runfold's head, docs/benchmarks.rst "Runs start on a
cache line").  One thread; best of repeats, interleaved with numpy's.

    python -P benchmarks/bench_line_start.py [--sizes 30000,250000,10000000]
"""
import argparse
import os
import time

for _v in ("OMP_NUM_THREADS", "TENSORPLAY_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import numpy as np  # noqa: E402

import tensorplay.masked as tm  # noqa: E402


def at_line_offset(x, start):
    raw = np.empty(x.size + 128 // x.itemsize, x.dtype)
    skip = (-raw.ctypes.data % 64) // x.itemsize + start
    out = raw[skip:skip + x.size]
    out[...] = x
    return out


def best(f, reps, calls):
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        for _ in range(calls):
            f()
        ts.append((time.perf_counter() - t0) / calls)
    return min(ts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="30000,250000,10000000")
    ap.add_argument("--dtype", default="float64")
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    print(f"{'n':>9} {'start':>5} {'mask':>5}  {'amax us':>9} {'np.max us':>9}  ratio")
    for n in map(int, args.sizes.split(",")):
        base = rng.standard_normal(n).astype(args.dtype)
        mask = rng.random(n) < 0.5
        calls = max(1, int(2e6 // n))
        for start in (0, 2) if np.dtype(args.dtype).itemsize == 8 else (0, 4):
            x = at_line_offset(base, start)
            for m in (None, mask):
                a = b = float("inf")
                for _ in range(3):
                    a = min(a, best(lambda: tm.amax(x, mask=m), 5, calls))
                    b = min(b, best(lambda: np.max(x), 5, calls))
                print(f"{n:9d} {start * x.itemsize:4d}B {'50%' if m is not None else 'none':>5}  "
                      f"{a * 1e6:9.1f} {b * 1e6:9.1f}  {a / b:5.2f}x")


if __name__ == "__main__":
    main()
