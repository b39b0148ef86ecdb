#!/usr/bin/env python
"""Per-call overhead on tiny inputs, and MaskedTensor ops on large ones.

Usage (from the repository root):

    python -P benchmarks/bench_calls.py [--tables small,nan,mt] [--n 10000000]
                                        [--number 3000] [--repeat 7]
                                        [--csv-dir docs/_static] [--markdown FILE]

Three tables, each measured in one process, every peer timed right after ours
on the same data:

small  tensorplay.masked calls on tiny inputs (8 elements; 4 x 16 for the
       dim= and softmax rows) next to numpy (the where= or plain idiom),
       numpy.ma (array built once, outside the timing), bottleneck (on a
       NaN-filled copy made once) and torch.masked / torch's MaskedTensor
       (CPU, if `import torch` works).  Per call in microseconds, the min over
       --repeat runs of --number calls (timeit.repeat), and as a ratio to
       np.sum(x8): the cheapest numpy call, measured in the same run (before
       and after the table; the smaller of the two is the floor).
       -> small_calls.csv

nan    tensorplay.masked.nan next to bottleneck, name by name, on 100 and
       100 x 100 float64 elements with NaNs (windows of 5): per call in
       microseconds, and the ratio to bottleneck's.
       -> nan_calls.csv

mt     MaskedTensor ops on n float64 elements (1000 x n/1000), each operand
       with its own 50 % random mask, next to numpy's *unmasked* op on the
       same data (the baseline of the ratios), numpy.ma's and torch's
       MaskedTensor (torch.masked.masked_tensor; torch refuses binary ops
       whose masks differ, so `A + C` and `A > C`, where C has A's mask, are
       there for it).  Each timing: a warm-up call, then the min of --repeat
       calls (time.perf_counter), in ms.
       -> maskedtensor.csv

Everything runs single-threaded.  Before timing, every masked peer's result
is compared with ours at the valid positions (a disagreement is printed, the
timing is still reported).  Ratios < 1 are faster than the baseline.
"""
import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse
import csv
import sys
import time
import timeit
import warnings

import numpy as np

# Importable from the source tree (`python -P` leaves the repository off sys.path).
_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import tensorplay.masked as tm  # noqa: E402

try:
    import bottleneck as bn
except ImportError:  # pragma: no cover - optional peer
    bn = None

try:
    import torch
    import torch.masked as torch_masked

    torch.set_num_threads(1)
    # torch's MaskedTensor warns that it is a prototype (on every construction).
    warnings.filterwarnings("ignore", module=r"torch\.masked.*")
    warnings.filterwarnings("ignore", message=r".*MaskedTensor.*prototype.*")
except Exception:  # pragma: no cover - optional peer, skipped silently
    torch = None

PEERS = ["ours", "numpy", "numpy.ma", "bottleneck", "torch"]


# ----------------------------------------------------------------------------
# Timing (fastpath.py's definitions)
# ----------------------------------------------------------------------------
def per_call(f, number, repeat):
    """Seconds per call: min over `repeat` runs of `number` calls."""
    return min(timeit.repeat(f, number=number, repeat=repeat)) / number


def best(f, repeat):
    """Seconds for one call: a warm-up, then the min of `repeat` calls."""
    f()
    ts = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        f()
        ts.append(time.perf_counter() - t0)
    return min(ts)


# ----------------------------------------------------------------------------
# Agreement checks: every result as an ndarray, compared at the valid positions
# ----------------------------------------------------------------------------
def _as_array(r):
    if isinstance(r, tm.MaskedTensor):
        return np.asarray(r.to_tensor(np.zeros((), r.dtype)[()]))
    if isinstance(r, np.ma.MaskedArray):
        return np.ma.filled(r, 0)
    if torch is not None:
        if isinstance(r, torch.Tensor) and torch_masked.is_masked_tensor(r):
            return r.to_tensor(0).numpy()
        if isinstance(r, torch.Tensor):
            return r.numpy()
    return np.asarray(r)


def _agree(ours, theirs, valid):
    a, b = _as_array(ours), _as_array(theirs)
    if a.shape != b.shape:
        return False
    if valid is not None:
        a, b = np.where(valid, a, 0), np.where(valid, b, 0)
    return np.allclose(a.astype(np.float64), b.astype(np.float64), equal_nan=True)


# ----------------------------------------------------------------------------
# Table 1: tiny inputs
# ----------------------------------------------------------------------------
def _np_softmax(x, m, dim):
    z = np.where(m, x, -np.inf)
    e = np.exp(z - z.max(dim, keepdims=True))
    return e / e.sum(dim, keepdims=True)


def _ma_softmax(a, dim):
    e = np.ma.exp(a - a.max(dim, keepdims=True))
    return e / e.sum(dim, keepdims=True)


def small_rows():
    """(label, {peer: callable}, valid positions for the check or None,
    peers not checked (unmasked floors))."""
    x8 = np.arange(8.0)
    m8 = np.array([1, 0, 1, 1, 0, 1, 1, 1], bool)
    x2 = np.random.default_rng(0).random((4, 16))
    m2 = x2 > 0.3
    mt8 = tm.masked_tensor(x8, m8)
    ma8 = np.ma.masked_array(x8, mask=~m8)      # numpy.ma: True = invalid
    ma8_fill = np.ma.masked_array(x8, mask=m8)  # masked_fill's mask: True = fill
    ma2 = np.ma.masked_array(x2, mask=~m2)
    nan8 = np.where(m8, x8, np.nan)
    nan2 = np.where(m2, x2, np.nan)
    rows = []

    def row(label, peers, valid=None, unchecked=()):
        rows.append((label, {k: v for k, v in peers.items() if v is not None}, valid, set(unchecked)))

    T = torch is not None
    if T:
        t8, tm8 = torch.from_numpy(x8), torch.from_numpy(m8)
        t2, tm2 = torch.from_numpy(x2), torch.from_numpy(m2)
        tmt8 = torch_masked.masked_tensor(t8, tm8)
    B = bn is not None

    row("sum(x8, mask=m8)", {
        "ours": lambda: tm.sum(x8, mask=m8),
        "numpy": lambda: np.sum(x8, where=m8),
        "numpy.ma": lambda: ma8.sum(),
        "bottleneck": (lambda: bn.nansum(nan8)) if B else None,
        "torch": (lambda: torch_masked.sum(t8, mask=tm8)) if T else None,
    })
    row("amax(x8, mask=m8)", {
        "ours": lambda: tm.amax(x8, mask=m8),
        "numpy": lambda: np.max(x8, where=m8, initial=-np.inf),
        "numpy.ma": lambda: ma8.max(),
        "bottleneck": (lambda: bn.nanmax(nan8)) if B else None,
        "torch": (lambda: torch_masked.amax(t8, mask=tm8)) if T else None,
    })
    row("mean(x8, mask=m8)", {
        "ours": lambda: tm.mean(x8, mask=m8),
        "numpy": lambda: np.mean(x8, where=m8),
        "numpy.ma": lambda: ma8.mean(),
        "bottleneck": (lambda: bn.nanmean(nan8)) if B else None,
        "torch": (lambda: torch_masked.mean(t8, mask=tm8)) if T else None,
    })
    row("masked_fill(x8, m8, 0.0)", {
        "ours": lambda: tm.masked_fill(x8, m8, 0.0),
        "numpy": lambda: np.where(m8, 0.0, x8),
        "numpy.ma": lambda: ma8_fill.filled(0.0),
        "torch": (lambda: t8.masked_fill(tm8, 0.0)) if T else None,
    })
    row("masked_select(x8, m8)", {
        "ours": lambda: tm.masked_select(x8, m8),
        "numpy": lambda: x8[m8],
        "numpy.ma": lambda: ma8.compressed(),
        "torch": (lambda: torch.masked_select(t8, tm8)) if T else None,
    })
    row("sum(x, 1, mask=m) 4x16", {
        "ours": lambda: tm.sum(x2, 1, mask=m2),
        "numpy": lambda: np.sum(x2, 1, where=m2),
        "numpy.ma": lambda: ma2.sum(1),
        "bottleneck": (lambda: bn.nansum(nan2, 1)) if B else None,
        "torch": (lambda: torch_masked.sum(t2, 1, mask=tm2)) if T else None,
    })
    row("softmax(x, 1, mask=m) 4x16", {
        "ours": lambda: tm.softmax(x2, 1, mask=m2),
        "numpy": lambda: _np_softmax(x2, m2, 1),
        "numpy.ma": lambda: _ma_softmax(ma2, 1),
        "torch": (lambda: torch_masked.softmax(t2, 1, mask=tm2)) if T else None,
    }, valid=m2)
    row("masked_tensor(x8, m8)", {
        "ours": lambda: tm.masked_tensor(x8, m8),
        "numpy.ma": lambda: np.ma.masked_array(x8, mask=~m8),
        "torch": (lambda: torch_masked.masked_tensor(t8, tm8)) if T else None,
    }, valid=m8)
    row("mt.sum()", {
        "ours": lambda: mt8.sum(),
        "numpy": lambda: np.sum(x8, where=m8),
        "numpy.ma": lambda: ma8.sum(),
        "torch": (lambda: tmt8.sum()) if T else None,
    })
    row("mt + mt", {
        "ours": lambda: mt8 + mt8,
        "numpy": lambda: x8 + x8,
        "numpy.ma": lambda: ma8 + ma8,
        "torch": (lambda: tmt8 + tmt8) if T else None,
    }, valid=m8, unchecked=["numpy"])
    row("mt * 2.0", {
        "ours": lambda: mt8 * 2.0,
        "numpy": lambda: x8 * 2.0,
        "numpy.ma": lambda: ma8 * 2.0,
        "torch": (lambda: tmt8 * 2.0) if T else None,
    }, valid=m8, unchecked=["numpy"])
    row("mt.exp()", {
        "ours": lambda: mt8.exp(),
        "numpy": lambda: np.exp(x8),
        "numpy.ma": lambda: np.ma.exp(ma8),
        "torch": (lambda: tmt8.exp()) if T else None,
    }, valid=m8, unchecked=["numpy"])
    row("mt.to_tensor(0.0)", {
        "ours": lambda: mt8.to_tensor(0.0),
        "numpy": lambda: np.where(m8, x8, 0.0),
        "numpy.ma": lambda: ma8.filled(0.0),
        "torch": (lambda: tmt8.to_tensor(0.0)) if T else None,
    })
    floor = lambda: np.sum(x8)  # noqa: E731
    return floor, rows


def run_small(number, repeat, log):
    floor_fn, rows = small_rows()
    floor0 = per_call(floor_fn, number, repeat)
    log(f"np.sum(x8) = {floor0 * 1e6:.2f} us")
    results, warns = [], []
    for label, peers, valid, unchecked in rows:
        want = peers["ours"]()
        times = {}
        for p in PEERS:
            if p not in peers:
                continue
            if p != "ours" and p not in unchecked and not _agree(want, peers[p](), valid):
                warns.append(f"small {label}: {p} disagrees with ours")
            times[p] = per_call(peers[p], number, repeat)
        results.append((label, times))
        log(f"{label:28s} " + "  ".join(f"{p} {t * 1e6:.2f}" for p, t in times.items()) + "  (us)")
    floor1 = per_call(floor_fn, number, repeat)
    floor = min(floor0, floor1)
    log(f"np.sum(x8) = {floor1 * 1e6:.2f} us (after); floor = {floor * 1e6:.2f} us")
    return floor, results, warns


# ----------------------------------------------------------------------------
# Table 2: MaskedTensor on large inputs
# ----------------------------------------------------------------------------
def mt_rows(n):
    rows_ = 1000
    cols = max(1, n // rows_)
    rng = np.random.default_rng(1)
    X = rng.standard_normal((rows_, cols))
    Y = rng.standard_normal((rows_, cols))
    MX = rng.random((rows_, cols)) < 0.5
    MY = rng.random((rows_, cols)) < 0.5
    A, B, C = tm.masked_tensor(X, MX), tm.masked_tensor(Y, MY), tm.masked_tensor(Y, MX)
    mA, mB, mC = (np.ma.masked_array(X, mask=~MX), np.ma.masked_array(Y, mask=~MY),
                  np.ma.masked_array(Y, mask=~MX))
    T = torch is not None
    if T:
        tA = torch_masked.masked_tensor(torch.from_numpy(X), torch.from_numpy(MX))
        tC = torch_masked.masked_tensor(torch.from_numpy(Y), torch.from_numpy(MX))
    AB = MX & MY
    rows = [
        # label, {peer: fn}, valid positions for the check
        ("A + B", {"ours": lambda: A + B, "numpy": lambda: X + Y, "numpy.ma": lambda: mA + mB}, AB),
        ("A + C (C has A's mask)", {"ours": lambda: A + C, "numpy": lambda: X + Y,
                                    "numpy.ma": lambda: mA + mC,
                                    "torch": (lambda: tA + tC) if T else None}, MX),
        ("A * 2.0", {"ours": lambda: A * 2.0, "numpy": lambda: X * 2.0, "numpy.ma": lambda: mA * 2.0,
                     "torch": (lambda: tA * 2.0) if T else None}, MX),
        ("A > B", {"ours": lambda: A > B, "numpy": lambda: X > Y, "numpy.ma": lambda: mA > mB}, AB),
        ("A > C (C has A's mask)", {"ours": lambda: A > C, "numpy": lambda: X > Y,
                                    "numpy.ma": lambda: mA > mC,
                                    "torch": (lambda: tA > tC) if T else None}, MX),
        ("A.exp()", {"ours": lambda: A.exp(), "numpy": lambda: np.exp(X), "numpy.ma": lambda: np.ma.exp(mA),
                     "torch": (lambda: tA.exp()) if T else None}, MX),
        ("A.to_tensor(0.0)", {"ours": lambda: A.to_tensor(0.0), "numpy": lambda: np.where(MX, X, 0.0),
                              "numpy.ma": lambda: mA.filled(0.0),
                              "torch": (lambda: tA.to_tensor(0.0)) if T else None}, None),
        ("A.sum()", {"ours": lambda: A.sum(), "numpy": lambda: X.sum(), "numpy.ma": lambda: mA.sum(),
                     "torch": (lambda: tA.sum()) if T else None}, None),
        ("A.sum(1)", {"ours": lambda: A.sum(1), "numpy": lambda: X.sum(1), "numpy.ma": lambda: mA.sum(1),
                      "torch": (lambda: tA.sum(1)) if T else None}, None),
    ]
    # numpy is the unmasked op (the baseline): never checked against ours, except
    # to_tensor, whose numpy peer is the same computation.
    return [(label, {k: v for k, v in peers.items() if v is not None}, valid,
             set() if label == "A.to_tensor(0.0)" else {"numpy"})
            for label, peers, valid in rows]


def run_mt(n, repeat, log):
    results, warns = [], []
    for label, peers, valid, unchecked in mt_rows(n):
        want = peers["ours"]()
        times = {}
        for p in PEERS:
            if p not in peers:
                continue
            if p != "ours" and p not in unchecked and not _agree(want, peers[p](), valid):
                warns.append(f"mt {label}: {p} disagrees with ours")
            times[p] = best(peers[p], repeat)
        results.append((label, times))
        base = times["numpy"]
        log(f"{label:24s} " + "  ".join(f"{p} {t * 1e3:.1f} ms ({t / base:.2f}x)" for p, t in times.items()))
    return results


NAN_NAMES = ["nansum", "nanmean", "nanvar", "nanstd", "nanmin", "nanmax", "nanargmin", "nanargmax", "median",
             "nanmedian", "move_sum", "move_mean", "move_std", "move_var", "move_min", "move_max", "move_argmin",
             "move_argmax", "move_median", "push"]


def run_nan(number, repeat, log):
    """tensorplay.masked.nan against bottleneck, name by name, on a 100-element
    float64 array and a 100 x 100 one (every 7th element NaN; windows of 5
    along the last axis): microseconds per call, the results checked equal."""
    if bn is None:
        log("nan table: bottleneck is not installed")
        return []
    rng = np.random.default_rng(0)
    inputs = []
    for shape in ((100,), (100, 100)):
        a = rng.standard_normal(shape)
        a.reshape(-1)[::7] = np.nan
        inputs.append(a)
    results = []
    for name in NAN_NAMES:
        times = []
        for a in inputs:
            args = (5,) if name.startswith("move_") else ()
            ours, theirs = (lambda f=getattr(tm.nan, name): f(a, *args)), (lambda f=getattr(bn, name): f(a, *args))
            if not np.allclose(ours(), theirs(), rtol=1e-9, atol=1e-12, equal_nan=True):
                log(f"nan {name} {a.shape}: ours and bottleneck disagree")
            n = max(number // (10 if a.size > 1000 else 1), 50)
            times.append((per_call(ours, n, repeat), per_call(theirs, n, repeat)))
        results.append((name, times))
        log(f"{name:12s} " + "  ".join(f"{a.shape}: ours {t[0] * 1e6:.2f} bn {t[1] * 1e6:.2f}"
                                       for a, t in zip(inputs, times)) + "  (us)")
    return results


# ----------------------------------------------------------------------------
# Output
# ----------------------------------------------------------------------------
def _cell(t, base, scale, digits):
    return "n/a" if t is None else f"{t * scale:.{digits}f} ({t / base:.2f}x)"


def small_table(floor, results):
    head = ["call", "ours", "numpy", "numpy.ma", "bottleneck", "torch"]
    body = [["np.sum(x8) (the floor)", "n/a", _cell(floor, floor, 1e6, 2), "n/a", "n/a", "n/a"]]
    for label, times in results:
        body.append([label] + [_cell(times.get(p), floor, 1e6, 2) for p in head[1:]])
    return head, body


def nan_table(results):
    head = ["function", "100: ours", "100: bottleneck", "100 x 100: ours", "100 x 100: bottleneck"]
    body = [[name] + [c for ours, theirs in times for c in (f"{ours * 1e6:.1f} ({ours / theirs:.1f}x)",
                                                            f"{theirs * 1e6:.1f}")]
            for name, times in results]
    return head, body


def mt_table(results):
    head = ["op", "numpy (unmasked)", "ours", "numpy.ma", "torch MaskedTensor"]
    body = []
    for label, times in results:
        base = times["numpy"]
        body.append([label, f"{base * 1e3:.1f}"]
                    + [_cell(times.get(p), base, 1e3, 1) for p in ("ours", "numpy.ma", "torch")])
    return head, body


def write_csv(path, head, body):
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(head)
        w.writerows(body)


def markdown(head, body):
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(r) + " |" for r in body]
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", default="small,nan,mt", help="small, nan, mt (comma-separated)")
    ap.add_argument("--n", type=int, default=10_000_000, help="elements of the MaskedTensor table")
    ap.add_argument("--number", type=int, default=3000, help="calls per timing run (small table)")
    ap.add_argument("--repeat", type=int, default=7, help="timing runs; the min is kept")
    ap.add_argument("--csv-dir", help="write small_calls.csv / nan_calls.csv / maskedtensor.csv there")
    ap.add_argument("--markdown", help="write both tables as markdown to this file")
    args = ap.parse_args(argv)
    tables = set(args.tables.split(","))

    def log(s):
        print(s, file=sys.stderr, flush=True)

    import platform
    import subprocess
    try:
        rev = subprocess.run(["git", "-C", _ROOT, "describe", "--always", "--dirty"],
                             capture_output=True, text=True, check=True).stdout.strip()
    except Exception:
        rev = "unknown"
    info = (f"tensorplay.masked at {rev}; numpy {np.__version__}, bottleneck {getattr(bn, '__version__', 'n/a')}, "
            f"torch {getattr(torch, '__version__', 'n/a')}, Python {platform.python_version()}, "
            f"{platform.machine()}, {os.cpu_count()} CPUs; one thread")
    log(info)
    blocks = [info]
    warns = []
    if "small" in tables:
        floor, res, w = run_small(args.number, args.repeat, log)
        warns += w
        head, body = small_table(floor, res)
        blocks.append(f"### Calls on tiny inputs: us per call (ratio to np.sum(x8) = {floor * 1e6:.2f} us)\n\n"
                      + markdown(head, body))
        if args.csv_dir:
            write_csv(os.path.join(args.csv_dir, "small_calls.csv"), head, body)
    if "nan" in tables:
        head, body = nan_table(run_nan(args.number, args.repeat, log))
        blocks.append("### tensorplay.masked.nan against bottleneck: us per call (ratio to bottleneck's)\n\n"
                      + markdown(head, body))
        if args.csv_dir:
            write_csv(os.path.join(args.csv_dir, "nan_calls.csv"), head, body)
    if "mt" in tables:
        res = run_mt(args.n, args.repeat, log)
        head, body = mt_table(res)
        blocks.append(f"### MaskedTensor, {args.n:.0e} float64, 50 % masks: ms (ratio to numpy's unmasked op)\n\n"
                      + markdown(head, body))
        if args.csv_dir:
            write_csv(os.path.join(args.csv_dir, "maskedtensor.csv"), head, body)
    blocks.append("### agreement checks\n\n" + ("\n".join(warns) if warns else
                                                 "every masked peer agreed with ours at the valid positions."))
    text = "\n\n".join(blocks) + "\n"
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as fh:
            fh.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
