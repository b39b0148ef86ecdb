"""The float64 benchmark results as a CSV table and a plot (for the docs).

`write_csv(results, ops, path)`: one row per (op, dim) with each peer's time
in ms and its ratio to numpy's unmasked op.  `write_plot(csv_path,
path)`: a horizontal bar chart of those ratios (log scale), one group of bars
per (op, dim), one colour per peer; matplotlib is an optional extra
(`pip install ".[bench]"`).
"""
from __future__ import annotations

import csv
import math

PLOTTED = ["ours", "numpy.ma", "np.where", "where=", "bottleneck", "torch"]


def _rows(results, ops, layouts):
    for op in ops:
        for axis in layouts(op):
            yield op, axis, results[op, axis]


def write_csv(results, ops, layouts, path) -> None:
    peers = ["numpy"] + PLOTTED
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["op", "dim", "numpy (unmasked)"] + PLOTTED)
        for op, axis, row in _rows(results, ops, layouts):
            base = row.get("numpy")
            cells = []
            for p in peers:
                t = row.get(p)
                if t is None:
                    cells.append("n/a")
                elif p == "numpy" or not base:
                    cells.append(f"{t * 1e3:.1f}")
                else:
                    cells.append(f"{t * 1e3:.1f} ({t / base:.2f}x)")
            w.writerow([op, str(axis)] + cells)


def write_plot(csv_path, path) -> None:
    """Plot the ratios of a CSV written by write_csv (so a plot can be redone
    without rerunning the benchmark)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with open(csv_path, newline="") as fh:
        table = list(csv.DictReader(fh))
    rows = []
    for r in table:
        ratios = {}
        for peer in PLOTTED:
            cell = r.get(peer, "n/a")
            if cell != "n/a" and "(" in cell:
                ratios[peer] = float(cell.split("(")[1].rstrip("x)"))
        rows.append((f"{r['op']} dim={r['dim']}", ratios))
    peers = [p for p in PLOTTED if any(p in ratios for _, ratios in rows)]
    height = 0.8 / max(len(peers), 1)
    fig, ax = plt.subplots(figsize=(9, 0.16 * len(rows) * len(peers) + 1.5))
    for k, peer in enumerate(peers):
        ys = [i + k * height for i, (_, ratios) in enumerate(rows) if peer in ratios]
        xs = [ratios[peer] for _, ratios in rows if peer in ratios]
        ax.barh(ys, xs, height=height, label=peer)
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.set_xscale("log")
    ax.set_yticks([i + 0.4 - height / 2 for i in range(len(rows))], [label for label, _ in rows], fontsize=7)
    ax.invert_yaxis()
    ax.set_xlabel("time / numpy's unmasked op (log scale; < 1 is faster)")
    ax.set_title("tensorplay.masked (ours) and peers, float64, 1e7 elements, 50 % mask", fontsize=9)
    ax.legend(fontsize=7, loc="lower right")
    lo = min((b.get_width() for b in ax.patches if b.get_width() > 0), default=0.1)
    ax.set_xlim(10 ** math.floor(math.log10(lo)), None)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


if __name__ == "__main__":   # python benchmarks/benchmarks_plot.py TABLE.csv PLOT.png
    import sys
    write_plot(sys.argv[1], sys.argv[2])
