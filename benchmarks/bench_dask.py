"""Larger than memory: masked mean, var, logsumexp and argmax over 4e8
float64 elements (3.2 GB) generated chunk by chunk by dask, never whole in
memory, with the peak RSS of the process; then the in-memory kernels and the
dask layer on a 1e8 slice (numpy-backed) for the throughput ratio.

    python -P benchmarks/bench_dask.py                 # 4e8 elements, 2 threads
    python -P benchmarks/bench_dask.py --n 4e7         # a quick run

The large phase runs first: ru_maxrss is the process's peak, and the
in-memory phase allocates its 0.9 GB slice afterwards.
"""
from __future__ import annotations

import argparse
import resource
import time

import numpy as np

import dask
import dask.array as da
import tensorplay.masked as tm

OPS = {"mean": lambda x, m: tm.mean(x, mask=m), "var": lambda x, m: tm.var(x, mask=m),
       "logsumexp": lambda x, m: tm.logsumexp(x, mask=m), "argmax": lambda x, m: tm.argmax(x, mask=m)}


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024      # Linux: kB


def block(block_info=None):
    """One (rows, cols) block of the data, from its position alone: a seeded
    normal sample, so any block can be made anywhere (a worker, a retry)."""
    info = block_info[None]
    (r0, r1), (c0, c1) = info["array-location"]
    seed = info["chunk-location"][0] * 1_000_003 + info["chunk-location"][1]
    return np.random.default_rng(seed).standard_normal((r1 - r0, c1 - c0))


def generated(n: int, rows_per_chunk: int, cols: int = 100_000):
    rows = n // cols
    return da.map_blocks(block, chunks=(tuple(_split(rows, rows_per_chunk)), (cols,)), dtype=np.float64,
                         meta=np.empty((0, 0)))


def _split(n: int, k: int):
    return [k] * (n // k) + ([n % k] if n % k else [])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--n", type=float, default=4e8, help="elements of the generated array")
    ap.add_argument("--slice", type=float, default=1e8, help="elements of the in-memory comparison")
    ap.add_argument("--rows-per-chunk", type=int, default=40, help="chunk = rows x 1e5 float64 (40: 32 MB)")
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    n, n_small = int(args.n), int(args.slice)
    dask.config.set(scheduler="threads", num_workers=args.threads)
    print(f"peak RSS after imports: {peak_rss_mb():.0f} MB")

    # -- larger than memory: the four reductions in one pass over generated data
    x = generated(n, args.rows_per_chunk)
    mask = x > -1.0                                     # ~84 % valid, computed per block
    lazy = {name: fn(x, mask) for name, fn in OPS.items()}
    t0 = time.perf_counter()
    results = dict(zip(lazy, dask.compute(*lazy.values())))
    t_large = time.perf_counter() - t0
    print(f"dask, {n:.1e} float64 ({n * 8 / 1e9:.1f} GB, chunks of {args.rows_per_chunk * 1e5 * 8 / 1e6:.0f} MB, "
          f"generated), mean+var+logsumexp+argmax in one pass: {t_large:.1f} s = "
          f"{n / t_large / 1e6:.0f} Melem/s (data generation included)")
    print("  results:", {k: float(v) for k, v in results.items()})
    print(f"  peak RSS: {peak_rss_mb():.0f} MB")

    # -- the throughput ratio on a 1e8 slice held in memory
    xs = generated(n_small, args.rows_per_chunk).compute()
    ms = xs > -1.0
    dxs, dms = da.from_array(xs, chunks=(args.rows_per_chunk, xs.shape[1])), da.from_array(
        ms, chunks=(args.rows_per_chunk, xs.shape[1]))
    print(f"\n{n_small:.1e} float64 in memory ({xs.nbytes / 1e9:.1f} GB); best of 3")
    print(f"{'op':10s} {'in-memory kernel':>18s} {'dask (numpy chunks)':>20s} {'ratio':>7s}")
    for name, fn in OPS.items():
        t_mem = min(_time(lambda: fn(xs, ms)) for _ in range(3))
        t_dask = min(_time(lambda: fn(dxs, dms).compute()) for _ in range(3))
        assert np.allclose(fn(dxs, dms).compute(), fn(xs, ms), rtol=1e-9)
        print(f"{name:10s} {n_small / t_mem / 1e6:13.0f} Me/s {n_small / t_dask / 1e6:15.0f} Me/s "
              f"{t_mem / t_dask:7.2f}")


def _time(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


if __name__ == "__main__":
    main()
