#!/usr/bin/env python
"""Side-by-side timings of the selectors against numpy's (and torch's) idioms.

Usage (from the repository root):

    python benchmarks/bench_selectors.py [--n 10000000] [--repeat 5] [--dtypes float64,int32,uint8]
                                   [--markdown FILE]

Data: an (R, C) array of n elements (R = sqrt(n / 10)), a 50% random bool
mask of the same shape, a 50% random row mask (R,) and column mask (C,),
column indices (C/2 random, with repeats) and a source of n elements.  Every
row below is timed in one process on the same data; each timing is a warm-up
call and the median of --repeat calls.  The in-place forms (`_`) and their
peers run on their own copy of the data, made outside the timing (writing
the same values again costs the same).  Every peer's result is checked equal
to ours before it is timed.  The ratio column is ours / the first numpy peer.
"""
import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse
import statistics
import sys
import time

import numpy as np

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import tensorplay.masked as tm  # noqa: E402

try:
    import torch

    torch.set_num_threads(1)
except Exception:  # pragma: no cover - optional peer
    torch = None


class Data:
    def __init__(self, dtype, n, rng):
        rows = max(1, int(round((n / 10) ** 0.5)))
        cols = max(1, n // rows)
        self.x = (rng.standard_normal((rows, cols)) * 100).astype(dtype)
        self.m = rng.random((rows, cols)) < 0.5
        self.mrow = rng.random(rows) < 0.5
        self.mcol = rng.random(cols) < 0.5
        self.cols = rng.integers(0, cols, cols // 2)
        self.rows = rng.integers(0, rows, rows // 2)
        self.count = int(np.count_nonzero(self.m))
        self.src = (rng.standard_normal(rows * cols) * 100).astype(dtype)
        self.upd = self.src[:self.count]
        self.value = np.array(7, dtype=dtype)[()]
        if torch is not None:
            self.t = torch.from_numpy(self.x)
            self.tm = torch.from_numpy(self.m)
            self.tsrc = torch.from_numpy(self.src)
            self.tcols = torch.from_numpy(self.cols)

    def work(self):
        """A private writeable copy for an in-place peer."""
        return self.x.copy()


def _np_fill(d):
    y = d.x.copy()
    np.copyto(y, d.value, where=d.m)
    return y


def _np_scatter(d):
    y = d.x.copy()
    y[d.m] = d.upd
    return y


def _np_index_fill(d):
    y = d.x.copy()
    y[:, d.cols] = d.value
    return y


def _np_axis_fill(d):
    y = d.x.copy()
    y[:, d.mcol] = d.value
    return y


# name -> (ours, {peer: fn}, in_place); fn(d, work) where work is a private copy
# (in-place rows) or None.
ROWS = {
    "masked_select": (lambda d, w: tm.masked_select(d.x, d.m), {
        "x[mask]": lambda d, w: d.x[d.m],
        "np.extract": lambda d, w: np.extract(d.m, d.x),
        "torch.masked_select": lambda d, w: torch.masked_select(d.t, d.tm).numpy() if torch else None,
    }, False),
    "masked_axis_select(axis=0)": (lambda d, w: tm.masked_axis_select(d.x, d.mrow, 0), {
        "x[mask_rows]": lambda d, w: d.x[d.mrow],
        "np.compress": lambda d, w: np.compress(d.mrow, d.x, axis=0),
    }, False),
    "masked_axis_select(axis=1)": (lambda d, w: tm.masked_axis_select(d.x, d.mcol, 1), {
        "x[:, mask_cols]": lambda d, w: d.x[:, d.mcol],
        "np.compress": lambda d, w: np.compress(d.mcol, d.x, axis=1),
    }, False),
    "boolean_mask(axis=1)": (lambda d, w: tm.boolean_mask(d.x, d.mcol, axis=1), {
        "x[:, mask_cols]": lambda d, w: d.x[:, d.mcol],
    }, False),
    "masked_fill": (lambda d, w: tm.masked_fill(d.x, d.m, d.value), {
        "np.where": lambda d, w: np.where(d.m, d.value, d.x),
        "copy+copyto(where=)": lambda d, w: _np_fill(d),
        "torch.masked_fill": lambda d, w: d.t.masked_fill(d.tm, float(d.value) if d.x.dtype.kind == "f"
                                                          else int(d.value)).numpy() if torch else None,
    }, False),
    "masked_fill_": (lambda d, w: tm.masked_fill_(w, d.m, d.value), {
        "np.copyto(where=)": lambda d, w: (np.copyto(w, d.value, where=d.m), w)[1],
        "np.place": lambda d, w: (np.place(w, d.m, d.value), w)[1],
        "x[mask] = v": lambda d, w: (w.__setitem__(d.m, d.value), w)[1],
    }, True),
    "masked_fill_along_axis": (lambda d, w: tm.masked_fill_along_axis(d.x, d.mcol, 0, d.value), {
        "np.where": lambda d, w: np.where(d.mcol, d.value, d.x),
    }, False),
    "masked_scatter": (lambda d, w: tm.masked_scatter(d.x, d.m, d.src), {
        "copy; y[mask] = src[:n]": lambda d, w: _np_scatter(d),
        "torch.masked_scatter": lambda d, w: d.t.masked_scatter(d.tm, d.tsrc).numpy() if torch else None,
    }, False),
    "masked_scatter_": (lambda d, w: tm.masked_scatter_(w, d.m, d.src), {
        "x[mask] = src[:n]": lambda d, w: (w.__setitem__(d.m, d.upd), w)[1],
        "np.place": lambda d, w: (np.place(w, d.m, d.upd), w)[1],
    }, True),
    "boolean_mask_update": (lambda d, w: tm.boolean_mask_update(d.x, d.m, d.upd), {
        "copy; y[mask] = updates": lambda d, w: _np_scatter(d),
    }, False),
    "index_select(axis=1)": (lambda d, w: tm.index_select(d.x, 1, d.cols), {
        "np.take": lambda d, w: np.take(d.x, d.cols, axis=1),
        "torch.index_select": lambda d, w: torch.index_select(d.t, 1, d.tcols).numpy() if torch else None,
    }, False),
    "index_select(axis=0)": (lambda d, w: tm.index_select(d.x, 0, d.rows), {
        "np.take": lambda d, w: np.take(d.x, d.rows, axis=0),
    }, False),
    "index_fill": (lambda d, w: tm.index_fill(d.x, 1, d.cols, d.value), {
        "copy; y[:, idx] = v": lambda d, w: _np_index_fill(d),
    }, False),
    "index_fill_": (lambda d, w: tm.index_fill_(w, 1, d.cols, d.value), {
        "x[:, idx] = v": lambda d, w: (w.__setitem__((slice(None), d.cols), d.value), w)[1],
    }, True),
    "masked_axis_fill": (lambda d, w: tm.masked_axis_fill(d.x, d.mcol, 1, d.value), {
        "copy; y[:, mask_cols] = v": lambda d, w: _np_axis_fill(d),
    }, False),
}


def timeit(fn, repeat):
    fn()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def run(dtypes, n, repeat):
    rng = np.random.default_rng(0)
    table = []
    for dtype in dtypes:
        d = Data(dtype, n, rng)
        for name, (ours, peers, in_place) in ROWS.items():
            w = d.work() if in_place else None
            want = ours(d, w)
            row = {"dtype": dtype, "op": name, "ours": timeit(lambda: ours(d, w), repeat), "peers": {}}
            for peer, fn in peers.items():
                if peer.startswith("torch") and torch is None:
                    continue
                pw = d.work() if in_place else None
                got = fn(d, pw)
                if not np.array_equal(got, want):
                    raise AssertionError(f"{name} ({dtype}): {peer} disagrees with ours")
                row["peers"][peer] = timeit(lambda: fn(d, pw), repeat)
            table.append(row)
            first = next(iter(row["peers"].values()))
            peers_txt = "  ".join(f"{p} {t * 1e3:.1f} ms" for p, t in row["peers"].items())
            print(f"{dtype:8} {name:28} ours {row['ours'] * 1e3:7.1f} ms  ratio {row['ours'] / first:5.2f}  "
                  f"{peers_txt}", flush=True)
    return table


def markdown(table, n):
    lines = [f"Selectors, {n:.0e} elements, 50% random masks, one thread; ratio = ours / first numpy peer.",
             "", "| dtype | op | ours (ms) | ratio | peers (ms) |", "|---|---|---|---|---|"]
    for row in table:
        first = next(iter(row["peers"].values()))
        peers = ", ".join(f"{p} {t * 1e3:.1f}" for p, t in row["peers"].items())
        lines.append(f"| {row['dtype']} | {row['op']} | {row['ours'] * 1e3:.1f} | {row['ours'] / first:.2f} | {peers} |")
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=10_000_000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--dtypes", default="float64")
    ap.add_argument("--markdown")
    args = ap.parse_args(argv)
    table = run(args.dtypes.split(","), args.n, args.repeat)
    if args.markdown:
        with open(args.markdown, "w") as fh:
            fh.write(markdown(table, args.n))
    return 0


if __name__ == "__main__":
    sys.exit(main())
