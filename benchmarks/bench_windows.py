#!/usr/bin/env python
"""Moving windows side by side with bottleneck (NaN-filled copy, fill not timed) and pandas' rolling, one thread.

Usage: python -P benchmarks/bench_windows.py [--only window,median,quantile,exp,numbagg,fill] [--repeats 3]
                                             [--csv FILE] [--plot FILE]

Cases (the issue's): 1e7 float64 1-D and (1000, 10000) along the last dim, 20 %
masked (numpy seed 0), windows 20 and 1000; each time the best of 3 calls after
a warm-up (--repeats: of more, for the compared columns; pandas' slow ones
stay at one).  Groups (all by default):

  window    move_sum/mean/var/std/min/max/argmin/argmax vs bottleneck's, pandas rolling (1-D)
  median    move_median vs bottleneck.move_median, pandas rolling median (1-D)
  quantile  move_quantile with q = (0.1, 0.5, 0.9) vs our own move_median (ratio),
            pandas rolling quantile(0.9) (1-D, one q) as reference
  exp       move_exp_mean/var, alpha 0.1, vs pandas ewm (1-D)
  numbagg   move_exp_mean/var vs numbagg's move_exp_nanmean/nanvar (NaN copy);
            only where numbagg imports, e.g. run by a Python that has it with
            PYTHONPATH pointing at this checkout
  fill      ffill vs bottleneck.push, pandas ffill (1-D)
  nan       tensorplay.masked.nan.move_argmin/argmax (bottleneck's convention: ties to
            the newest, float offsets) vs bottleneck's, both on the NaN-filled copy

--csv writes every printed row (group, case, cells); --plot draws its ratios
(ours / the peer of each group) as bars on a log scale, one panel per group,
with the issue's targets (needs matplotlib; docs/_static/bench_windows.png):

    python -P benchmarks/bench_windows.py --repeats 9 --csv docs/_static/bench_windows.csv --plot docs/_static/bench_windows.png

Every group but pandas' column times its columns interleaved (ours, theirs, ours, theirs, ...)
so that a busy spell on a shared machine hits both sides of a ratio alike.
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))   # -P drops the script's folder
from _timing import best  # noqa: E402  (sets one thread before numpy loads)

os.environ.setdefault("NUMBA_NUM_THREADS", "1")   # numbagg's gufuncs are numba's "parallel" target
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
try:
    import numbagg
except ImportError:
    numbagg = None

GROUPS = ("window", "nan", "median", "quantile", "exp", "numbagg", "fill")
WINDOWS = (20, 1000)
Q3 = [0.1, 0.5, 0.9]
ALPHA = 0.1


REPEATS = 3


def side(*fs, repeats=None):
    """The best wall time of each of fs over `repeats` interleaved rounds, after one warm-up call of each."""
    repeats = REPEATS if repeats is None else repeats
    for f in fs:
        f()
    ts = [[] for _ in fs]
    for _ in range(repeats):
        for f, t in zip(fs, ts):
            t0 = time.perf_counter()
            f()
            t.append(time.perf_counter() - t0)
    return [min(t) for t in ts]


def ms(t):
    return "n/a" if t is None else f"{t * 1e3:.1f} ms"


def ratio(a, b):
    return "n/a" if a is None or b is None else f"{a / b:5.2f}x"


ROWS = []        # (group title, case, cells): what --csv and --plot write
_TITLE = [""]


def row(label, *cells):
    print(f"{label:38s}" + "".join(f" {c:>12s}" for c in cells))
    if label != "case":
        ROWS.append((_TITLE[0], label, cells))


def header(title, *cols):
    print(f"\n{title}")
    _TITLE[0] = title
    row("case", *cols)


def group_window(cases):
    header("block-state statistics (min_count=1; ours and bottleneck's interleaved)",
           "ours", "bottleneck", "ratio", "pandas")
    for name, x, m, xn in cases:
        for window in WINDOWS:
            for stat in ("sum", "mean", "var", "std", "min", "max", "argmin", "argmax"):
                fs = [lambda: getattr(tm, f"move_{stat}")(x, window, mask=m, min_count=1)]
                if bn is not None:
                    fs.append(lambda: getattr(bn, f"move_{stat}")(xn, window, min_count=1, axis=-1))
                t = side(*fs) + [None]
                tp = None
                if pd is not None and x.ndim == 1 and stat not in ("argmin", "argmax"):    # (pandas has none)
                    r = pd.Series(xn).rolling(window, min_periods=1)
                    tp = best(lambda: getattr(r, stat)(), 1)
                row(f"{name} w={window} move_{stat}", ms(t[0]), ms(t[1]), ratio(t[0], t[1]), ms(tp))


def group_nan(cases):
    header("tensorplay.masked.nan.move_argmin/argmax on the NaN-filled copy (min_count=1; interleaved)",
           "ours", "bottleneck", "ratio")
    if bn is None:
        return
    for name, x, m, xn in cases:
        for window in WINDOWS:
            for stat in ("argmin", "argmax"):
                t = side(lambda: getattr(tm.nan, f"move_{stat}")(xn, window, min_count=1),
                         lambda: getattr(bn, f"move_{stat}")(xn, window, min_count=1, axis=-1))
                row(f"{name} w={window} nan.move_{stat}", ms(t[0]), ms(t[1]), ratio(t[0], t[1]))


def group_median(cases):
    header("move_median (min_count=1)", "ours", "bottleneck", "ratio", "pandas")
    for name, x, m, xn in cases:
        for window in WINDOWS:
            fs = [lambda: tm.move_median(x, window, mask=m, min_count=1)]
            if bn is not None:
                fs.append(lambda: bn.move_median(xn, window, min_count=1, axis=-1))
            t = side(*fs) + [None]
            tp = None
            if pd is not None and x.ndim == 1:
                s = pd.Series(xn)
                tp = best(lambda: s.rolling(window, min_periods=1).median(), 1)
            row(f"{name} w={window} move_median", ms(t[0]), ms(t[1]), ratio(t[0], t[1]), ms(tp))


def group_quantile(cases):
    header("move_quantile, q = (0.1, 0.5, 0.9) in one call (min_count=1)",
           "ours 3 q", "move_median", "ratio", "pandas q=.9")
    for name, x, m, xn in cases:
        for window in WINDOWS:
            tq, tmed = side(lambda: tm.move_quantile(x, window, Q3, mask=m, min_count=1),
                            lambda: tm.move_median(x, window, mask=m, min_count=1))
            tp = None
            if pd is not None and x.ndim == 1:
                s = pd.Series(xn)
                tp = best(lambda: s.rolling(window, min_periods=1).quantile(0.9), 1)
            row(f"{name} w={window} move_quantile", ms(tq), ms(tmed), ratio(tq, tmed), ms(tp))


def group_exp(cases):
    header(f"move_exp_*, alpha={ALPHA} (adjust=True, min_weight=0)", "ours", "pandas ewm", "ratio")
    for name, x, m, xn in cases:
        for stat in ("mean", "var"):
            fs = [lambda: getattr(tm, f"move_exp_{stat}")(x, ALPHA, mask=m)]
            if pd is not None and x.ndim == 1:
                s = pd.Series(xn)
                fs.append(lambda: getattr(s.ewm(alpha=ALPHA), stat)())
            t = side(*fs) + [None]
            row(f"{name} move_exp_{stat}", ms(t[0]), ms(t[1]), ratio(t[0], t[1]))


def group_numbagg(cases):
    if numbagg is None:
        print("\nnumbagg not installed")
        return
    header(f"move_exp_* vs numbagg {numbagg.__version__} move_exp_nan* (NaN copy), alpha={ALPHA}",
           "ours", "numbagg", "ratio")
    for name, x, m, xn in cases:
        for stat in ("mean", "var"):
            t = side(lambda: getattr(tm, f"move_exp_{stat}")(x, ALPHA, mask=m),
                     lambda: getattr(numbagg, f"move_exp_nan{stat}")(xn, alpha=ALPHA, axis=-1))
            row(f"{name} move_exp_{stat}", ms(t[0]), ms(t[1]), ratio(t[0], t[1]))


def group_fill(cases):
    header("ffill (limit=None)", "ours", "bn.push", "ratio", "pandas")
    for name, x, m, xn in cases:
        fs = [lambda: tm.ffill(x, mask=m)]
        if bn is not None:
            fs.append(lambda: bn.push(xn, axis=-1))
        t = side(*fs) + [None]
        tp = None
        if pd is not None and x.ndim == 1:
            s = pd.Series(xn)
            tp = best(lambda: s.ffill())
        row(f"{name} ffill", ms(t[0]), ms(t[1]), ratio(t[0], t[1]), ms(tp))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", default=",".join(GROUPS), help="comma-separated groups (default: all)")
    ap.add_argument("--repeats", type=int, default=3, help="timed calls per column after the warm-up (default 3)")
    ap.add_argument("--csv", metavar="FILE", help="write the rows as CSV")
    ap.add_argument("--plot", metavar="FILE", help="plot the ratios (PNG/SVG; needs matplotlib)")
    args = ap.parse_args()
    global REPEATS
    REPEATS = max(1, args.repeats)
    only = [g.strip() for g in args.only.split(",") if g.strip()]
    bad = [g for g in only if g not in GROUPS]
    if bad:
        ap.error(f"unknown group(s) {', '.join(bad)}; choose from {', '.join(GROUPS)}")

    tm.set_num_threads(1)
    rng = np.random.default_rng(0)
    data = {"1e7 1-D": rng.standard_normal(10_000_000), "(1000, 10000)": rng.standard_normal((1000, 10_000))}
    cases = []
    for name, x in data.items():   # the masks drawn in this order whatever the groups: the same data every run
        m = rng.random(x.shape) >= 0.2
        cases.append((name, x, m, np.where(m, x, np.nan)))
    for g in GROUPS:
        if g in only:
            globals()[f"group_{g}"](cases)
    if args.csv:
        write_csv(args.csv)
    if args.plot:
        write_plot(args.plot)


def write_csv(path):
    import csv
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["group", "case", "ours", "peer", "ratio", "reference"])
        for title, label, cells in ROWS:
            w.writerow([title, label] + list(cells) + [""] * (4 - len(cells)))


# The limits per group title's start and op (ours / the group's peer).
TARGETS = {("block-state", "sum"): 1.5, ("block-state", "mean"): 1.5, ("block-state", "var"): 1.5,
           ("block-state", "std"): 1.5, ("block-state", "min"): 0.5, ("block-state", "max"): 0.5,
           ("block-state", "argmin"): 0.5, ("block-state", "argmax"): 0.5, ("tensorplay.masked.nan", ""): 0.5,
           ("move_median", ""): None, ("move_quantile", ""): 1.5, ("move_exp_* vs numbagg", ""): 1.0,
           ("ffill", ""): 1.0}


def _target(title, label):
    if title.startswith("move_median"):          # 1.0x at window 20, 0.75x at 1000
        return 1.0 if "w=20 " in label else 0.75
    stat = label.rsplit("move_", 1)[-1]
    for (start, op), limit in TARGETS.items():
        if title.startswith(start) and (not op or stat == op):
            if start == "block-state" and label.startswith("(1000"):
                return 1.0 if op in ("sum", "mean", "var", "std") else limit    # (the 2-D case: at most 1.0x)
            return limit
    return None


def write_plot(path):
    """One horizontal bar per row with a ratio, a panel per group, the target as a tick."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    groups = {}
    for title, label, cells in ROWS:
        r = cells[2] if len(cells) > 2 else ""
        if r.endswith("x") and "pandas ewm" not in title and title.startswith(tuple(t for t, _ in TARGETS)):
            groups.setdefault(title, []).append((label, float(r.rstrip("x")), _target(title, label)))
    fig, axes = plt.subplots(len(groups), 1, figsize=(8, 0.28 * sum(len(v) + 3 for v in groups.values())),
                             gridspec_kw={"height_ratios": [len(v) + 1 for v in groups.values()]}, squeeze=False,
                             sharex=True)
    ticks = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3]
    for ax, (title, bars) in zip(axes[:, 0], groups.items()):
        ys = range(len(bars))
        ax.barh(ys, [b[1] for b in bars], color=["#d62728" if b[2] and b[1] > b[2] else "#2ca02c" for b in bars])
        for y, (_, _, t) in zip(ys, bars):
            if t:
                ax.plot([t, t], [y - 0.45, y + 0.45], color="black", lw=1.5)
        ax.set_yticks(list(ys), [b[0] for b in bars], fontsize=7)
        ax.invert_yaxis()
        ax.set_xscale("log")
        ax.set_xticks(ticks, [f"{t:g}" for t in ticks])
        ax.minorticks_off()
        ax.axvline(1.0, color="grey", lw=0.8, ls=":")
        ax.set_title(title, fontsize=8, loc="left")
        ax.tick_params(axis="x", labelsize=7, labelbottom=True)
    lo = min(b[1] for bars in groups.values() for b in bars)
    hi = max(max(b[1], b[2] or 0) for bars in groups.values() for b in bars)
    axes[0, 0].set_xlim(min(0.2, lo * 0.9), max(2.0, hi * 1.1))
    axes[-1, 0].set_xlabel("time ratio, ours / the group's peer (log; black tick: the issue's limit; red: over it)",
                           fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


if __name__ == "__main__":
    main()
