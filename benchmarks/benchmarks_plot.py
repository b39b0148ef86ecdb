"""The benchmark results as CSV tables and the float64 plot (for the docs).

`write_csv(results, ops, layouts, path)`: one row per (op, dim) with each
peer's time in ms and its ratio to numpy's unmasked op.  `write_plot(csv_path,
path)`: those ratios as grouped bars (log scale), one panel per layout
(dim=1, dim=0, dim=None, logaddexp's same / bcast), one group per op, one
colour per peer; it reads only the CSV, so the plot can be redone without
rerunning the benchmark:

    python benchmarks/benchmarks_plot.py docs/_static/benchmarks.csv docs/_static/benchmarks.png

matplotlib is an optional extra (`pip install ".[bench]"`).
"""
from __future__ import annotations

import csv
import math

PLOTTED = ["ours", "numpy.ma", "np.where", "where=", "bottleneck", "numbagg", "torch"]


def _rows(results, ops, layouts):
    for op in ops:
        for axis in layouts(op):
            if (op, axis) in results:
                yield op, axis, results[op, axis]


def write_csv(results, ops, layouts, path, peers=None, floors=None) -> None:
    """One row per (op, layout): numpy's unmasked time in ms, each other peer's
    with its ratio to it, and (floors: (op, layout) -> ratio or None) ours'
    time over the read floor of a memory-bound op."""
    others = [p for p in (peers or PLOTTED) if p != "numpy"]
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["op", "dim", "numpy (unmasked)"] + others + (["ours / read floor"] if floors else []))
        for op, axis, row in _rows(results, ops, layouts):
            base = row.get("numpy")
            cells = []
            for p in ["numpy"] + others:
                t = row.get(p)
                if t is None:
                    cells.append("n/a")
                elif p == "numpy" or not base:
                    cells.append(f"{t * 1e3:.1f}")
                else:
                    cells.append(f"{t * 1e3:.1f} ({t / base:.2f}x)")
            if floors:
                fr = floors.get((op, axis))
                cells.append("" if fr is None else f"{fr:.2f}x")
            w.writerow([op, str(axis)] + cells)


# One colour per peer, ours the strongest; the panels share the y axis.
COLOURS = {"ours": "#d62728", "numpy.ma": "#1f77b4", "np.where": "#9ecae1",
           "where=": "#2ca02c", "bottleneck": "#ff7f0e", "numbagg": "#9467bd", "torch": "#7f7f7f"}
# Panels: one per dim layout, in this order; the other layouts (logaddexp's
# "same" and "bcast" operand shapes) share one last panel, one group each.
PANELS = [("1", "dim=1 (along rows)"), ("0", "dim=0 (along columns)"), ("None", "dim=None (all elements)"),
          ("short", "short slices: (n/4, 4), dim=1")]
OTHER = "elementwise, two operands"
LAYOUT_LABELS = {"same": "same\n(R,C)+(R,C)", "bcast": "bcast\n(R,C)+(C,)"}


def _ratio(cell):
    if not cell or cell == "n/a" or "(" not in cell:
        return None
    return float(cell.split("(")[1].rstrip("x)"))


def read_ratios(csv_path):
    """{panel: [(label, {peer: ratio})]} from a CSV written by write_csv."""
    with open(csv_path, newline="") as fh:
        table = list(csv.DictReader(fh))
    dims = {k for k, _ in PANELS}
    by_layout = {}
    for r in table:
        ratios = {p: _ratio(r.get(p)) for p in PLOTTED}
        if r["dim"] in dims:
            key, label = r["dim"], r["op"]
        else:
            key, label = OTHER, f"{r['op']} {LAYOUT_LABELS.get(r['dim'], r['dim'])}"
        by_layout.setdefault(key, []).append((label, {p: v for p, v in ratios.items() if v is not None}))
    return by_layout


def write_plot(csv_path, path) -> None:
    """Plot the ratios of a CSV written by write_csv (so a plot can be redone
    without rerunning the benchmark): one panel per layout (dim=1, dim=0,
    dim=None, logaddexp's two), in each a group of bars per op, one bar per
    peer, on a shared log scale with numpy's unmasked op at 1."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.gridspec import GridSpec

    by_layout = read_ratios(csv_path)
    titles = dict(PANELS, **{OTHER: OTHER})
    order = [k for k in titles if k in by_layout]
    peers = [p for p in PLOTTED if any(p in rat for rows in by_layout.values() for _, rat in rows)]
    values = [v for rows in by_layout.values() for _, rat in rows for v in rat.values() if v > 0]
    lo = 10 ** math.floor(math.log10(min(values + [0.5])))
    hi = 10 ** math.ceil(math.log10(max(values + [2.0])))

    # Panels with many ops get a full row each; a narrow one (the two-operand
    # panel) shares the last row when it fits next to it.
    wide = [k for k in order if len(by_layout[k]) > 4]
    narrow = [k for k in order if len(by_layout[k]) <= 4]
    rows = [[k] for k in wide]
    if narrow:
        if rows and len(by_layout[rows[-1][0]]) <= 12:
            rows[-1] += narrow
        else:
            rows.append(narrow)
    def units(k):   # grid columns of a panel: one per op, at least 4
        return max(len(by_layout[k]), 4)

    ncols_units = max(sum(units(k) for k in row) for row in rows)
    fig = plt.figure(figsize=(max(8.0, 0.62 * ncols_units + 1.5), 3.0 * len(rows) + 1.0))
    gs = GridSpec(len(rows), ncols_units, figure=fig)
    width = 0.84 / max(len(peers), 1)
    first_ax = None
    for i, row in enumerate(rows):
        col = 0
        for k in row:
            ops = by_layout[k]
            ax = fig.add_subplot(gs[i, col:col + units(k)], sharey=first_ax)
            col += units(k)
            first_ax = first_ax or ax
            for j, peer in enumerate(peers):
                xs = [g + (j - (len(peers) - 1) / 2) * width for g, (_, rat) in enumerate(ops) if peer in rat]
                ys = [rat[peer] for _, rat in ops if peer in rat]
                ax.bar(xs, ys, width=width, color=COLOURS.get(peer), label=peer,
                       edgecolor="black" if peer == "ours" else "none", linewidth=0.5)
                if peer == "ours":   # ours' ratio written on top of its bar
                    for x, y in zip(xs, ys):
                        ax.annotate(f"{y:.2g}", (x, y), xytext=(0, 1), textcoords="offset points",
                                    ha="center", va="bottom", fontsize=6, rotation=90)
            ax.axhline(1.0, color="black", linewidth=0.9)
            ax.set_yscale("log")
            ax.set_ylim(lo, hi)
            ax.set_xticks(range(len(ops)), [op for op, _ in ops], rotation=35 if len(ops) > 4 else 0,
                          ha="right" if len(ops) > 4 else "center", fontsize=8)
            ax.set_xlim(-0.6, len(ops) - 0.4)
            ax.grid(axis="y", which="major", linewidth=0.4, alpha=0.6)
            ax.set_title(titles.get(k, f"dim={k}"), fontsize=9, loc="left")
            if col == units(k):   # first panel of its row
                ax.set_ylabel("time / numpy unmasked", fontsize=8)
            else:
                ax.tick_params(labelleft=False)
    handles, labels = first_ax.get_legend_handles_labels()
    fig.legend(handles, labels, loc="upper right", ncol=len(peers), fontsize=8, frameon=False,
               bbox_to_anchor=(1.0, 0.955))
    fig.suptitle("tensorplay.masked (ours) and peers: time relative to numpy's unmasked op "
                 "(log scale, lower is faster; 1 = the black line)\nfloat64, 1e7 elements (1000 x 10000), "
                 "50 % random mask, one thread", fontsize=9, x=0.01, ha="left")
    fig.tight_layout(rect=(0, 0, 1, 0.95))
    fig.savefig(path, dpi=100)
    plt.close(fig)


if __name__ == "__main__":   # python benchmarks/benchmarks_plot.py TABLE.csv PLOT.png
    import sys
    write_plot(sys.argv[1], sys.argv[2])
