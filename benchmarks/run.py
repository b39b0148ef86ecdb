#!/usr/bin/env python
"""Side-by-side timings of tensorplay.masked reductions against numpy peers.

Usage (from the repository root):

    python benchmarks/run.py [--n 10000000] [--repeat 5] [--ops sum,mean]
                             [--dtypes float64,float32,int64] [--quick]
                             [--markdown FILE]

Every op is run in one process on the same data with a 50% random bool mask
(True = valid), for three layouts of an (R, C) array: reduce the last axis
(dim=1), the first axis (dim=0) and all axes (dim=None).  Peers:

  ours        tensorplay.masked.<op>(x, dim, mask=mask)
  numpy.ma    np.ma.masked_array(x, mask=~mask).<method>(axis)  (array built once)
  np.where    np.<op>(np.where(mask, x, identity), axis) and friends
  where=      numpy's own where= reductions (np.sum(x, axis, where=mask), ...)
  bottleneck  bn.nan<op> on a NaN-filled float copy made once outside the timing
  torch       torch.masked.<op> (only if `import torch` works)
  numpy       numpy's UNMASKED op on the same data: the baseline of every ratio

Each timing is a warm-up call followed by the median of --repeat calls
(time.perf_counter).  Everything runs single-threaded.
"""
import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse
import statistics
import sys
import time
import warnings

import numpy as np

# Importable from the source tree: `python benchmarks/run.py` puts benchmarks/
# (not the repo root) on sys.path.
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
    import torch.masked  # noqa: F401

    torch.set_num_threads(1)
except Exception:  # pragma: no cover - optional peer, skipped silently
    torch = None


OPS = ["sum", "prod", "amax", "amin", "argmax", "argmin",
       "mean", "var", "std", "logsumexp", "norm"]
LAYOUTS = [1, 0, None]
PEERS = ["ours", "numpy", "numpy.ma", "np.where", "where=", "bottleneck", "torch"]


# ----------------------------------------------------------------------------
# Data
# ----------------------------------------------------------------------------
class Data:
    """Everything the peers need for one dtype, prepared outside the timings."""

    def __init__(self, dtype, shape, mask, rng, for_prod=False):
        dtype = np.dtype(dtype)
        if dtype.kind == "f":
            if for_prod:  # near one: even the 5e6-factor product stays a normal float32
                x = 1.0 + 0.001 * rng.standard_normal(shape)
            else:
                x = rng.standard_normal(shape)
        else:
            if for_prod:  # odd factors: the wrapped int64 product never becomes 0
                x = rng.choice(np.array([-3, -1, 1, 3]), size=shape)
            else:
                x = rng.integers(-1000, 1001, size=shape)
        self.x = np.ascontiguousarray(x.astype(dtype))
        self.mask = mask
        self.dtype = dtype
        self.ma = np.ma.masked_array(self.x, mask=~mask)
        # bottleneck: NaN marks the masked-out elements (floats only).
        if dtype.kind == "f":
            self.nan = self.x.copy()
            self.nan[~mask] = np.nan
        else:
            self.nan = None
        if torch is not None:
            self.tx = torch.from_numpy(self.x)
            self.tmask = torch.from_numpy(mask)
        # float32 is checked against a float64 reference (numpy's own float32
        # reductions along axis 0 / with where= are not pairwise).
        self.ref_x = self.x.astype(np.float64) if dtype == np.float32 else self.x

    @property
    def lo(self):  # identity of max
        return -np.inf if self.dtype.kind == "f" else np.iinfo(self.dtype).min

    @property
    def hi(self):  # identity of min
        return np.inf if self.dtype.kind == "f" else np.iinfo(self.dtype).max


def shape_for(n):
    rows = max(1, int(round((n / 10) ** 0.5)))
    return rows, max(1, n // rows)


# ----------------------------------------------------------------------------
# Peers: op -> callable(d: Data, x, axis) -> result.  `x` is d.x when timing and
# d.ref_x when computing the check reference.  None = n/a.
# ----------------------------------------------------------------------------
def _count(mask, axis):
    return np.sum(mask, axis, keepdims=True)


def _where_mean(x, mask, axis, keepdims=False):
    s = np.sum(np.where(mask, x, 0), axis, keepdims=True)
    m = s / _count(mask, axis)
    return m if keepdims else np.squeeze(m, axis)


def _where_var(x, mask, axis, ddof=1):
    mu = _where_mean(x, mask, axis, keepdims=True)
    dev = np.where(mask, x - mu, 0)
    c = _count(mask, axis)
    return np.squeeze(np.sum(dev * dev, axis, keepdims=True) / (c - ddof), axis)


def _where_lse(x, mask, axis):
    mx = np.max(np.where(mask, x, -np.inf), axis, keepdims=True)
    s = np.sum(np.where(mask, np.exp(x - mx), 0), axis, keepdims=True)
    return np.squeeze(np.log(s) + mx, axis)


def _wherekw_lse(x, mask, axis):
    mx = np.max(x, axis, where=mask, initial=-np.inf, keepdims=True)
    s = np.sum(np.exp(x - mx), axis, where=mask, keepdims=True)
    return np.squeeze(np.log(s) + mx, axis)


OURS = {
    "sum": lambda d, x, ax: tm.sum(x, ax, mask=d.mask),
    "prod": lambda d, x, ax: tm.prod(x, ax, mask=d.mask),
    "amax": lambda d, x, ax: tm.amax(x, ax, mask=d.mask),
    "amin": lambda d, x, ax: tm.amin(x, ax, mask=d.mask),
    "argmax": lambda d, x, ax: tm.argmax(x, ax, mask=d.mask),
    "argmin": lambda d, x, ax: tm.argmin(x, ax, mask=d.mask),
    "mean": lambda d, x, ax: tm.mean(x, ax, mask=d.mask),
    "var": lambda d, x, ax: tm.var(x, ax, mask=d.mask),  # unbiased by default
    "std": lambda d, x, ax: tm.std(x, ax, mask=d.mask),
    "logsumexp": lambda d, x, ax: tm.logsumexp(x, ax, mask=d.mask),
    "norm": lambda d, x, ax: tm.norm(x, 2.0, ax, mask=d.mask),
}

NUMPY_UNMASKED = {
    "sum": lambda d, x, ax: np.sum(x, ax),
    "prod": lambda d, x, ax: np.prod(x, ax),
    "amax": lambda d, x, ax: np.max(x, ax),
    "amin": lambda d, x, ax: np.min(x, ax),
    "argmax": lambda d, x, ax: np.argmax(x, ax),
    "argmin": lambda d, x, ax: np.argmin(x, ax),
    "mean": lambda d, x, ax: np.mean(x, ax),
    "var": lambda d, x, ax: np.var(x, ax, ddof=1),
    "std": lambda d, x, ax: np.std(x, ax, ddof=1),
    "logsumexp": lambda d, x, ax: np.log(np.sum(np.exp(x), ax)),
    "norm": lambda d, x, ax: np.linalg.norm(x, axis=ax),
}

NUMPY_MA = {
    "sum": lambda d, x, ax: d.ma.sum(ax),
    "prod": lambda d, x, ax: d.ma.prod(ax),
    "amax": lambda d, x, ax: d.ma.max(ax),
    "amin": lambda d, x, ax: d.ma.min(ax),
    "argmax": lambda d, x, ax: d.ma.argmax(ax),
    "argmin": lambda d, x, ax: d.ma.argmin(ax),
    "mean": lambda d, x, ax: d.ma.mean(ax),
    "var": lambda d, x, ax: d.ma.var(ax, ddof=1),
    "std": lambda d, x, ax: d.ma.std(ax, ddof=1),
    "logsumexp": lambda d, x, ax: np.ma.log(np.ma.exp(d.ma).sum(ax)),
    "norm": lambda d, x, ax: np.ma.sqrt((d.ma * d.ma).sum(ax)),
}

NP_WHERE = {
    "sum": lambda d, x, ax: np.sum(np.where(d.mask, x, 0), ax),
    "prod": lambda d, x, ax: np.prod(np.where(d.mask, x, 1), ax),
    "amax": lambda d, x, ax: np.max(np.where(d.mask, x, d.lo), ax),
    "amin": lambda d, x, ax: np.min(np.where(d.mask, x, d.hi), ax),
    "argmax": lambda d, x, ax: np.argmax(np.where(d.mask, x, d.lo), ax),
    "argmin": lambda d, x, ax: np.argmin(np.where(d.mask, x, d.hi), ax),
    "mean": lambda d, x, ax: _where_mean(x, d.mask, ax),
    "var": lambda d, x, ax: _where_var(x, d.mask, ax),
    "std": lambda d, x, ax: np.sqrt(_where_var(x, d.mask, ax)),
    "logsumexp": lambda d, x, ax: _where_lse(x, d.mask, ax),
    "norm": lambda d, x, ax: np.sqrt(np.sum(np.square(np.where(d.mask, x, 0)), ax)),
}

NP_WHERE_KW = {
    "sum": lambda d, x, ax: np.sum(x, ax, where=d.mask),
    "prod": lambda d, x, ax: np.prod(x, ax, where=d.mask),
    "amax": lambda d, x, ax: np.max(x, ax, where=d.mask, initial=d.lo),
    "amin": lambda d, x, ax: np.min(x, ax, where=d.mask, initial=d.hi),
    "argmax": None,  # numpy has no where= argmax
    "argmin": None,
    "mean": lambda d, x, ax: np.mean(x, ax, where=d.mask),
    "var": lambda d, x, ax: np.var(x, ax, ddof=1, where=d.mask),
    "std": lambda d, x, ax: np.std(x, ax, ddof=1, where=d.mask),
    "logsumexp": lambda d, x, ax: _wherekw_lse(x, d.mask, ax),
    "norm": lambda d, x, ax: np.sqrt(np.sum(x * x, ax, where=d.mask)),
}

# bottleneck works on d.nan (NaN = masked out); floats only.
BOTTLENECK = {} if bn is None else {
    "sum": lambda d, x, ax: bn.nansum(d.nan, ax),
    "amax": lambda d, x, ax: bn.nanmax(d.nan, ax),
    "amin": lambda d, x, ax: bn.nanmin(d.nan, ax),
    "argmax": lambda d, x, ax: bn.nanargmax(d.nan, ax),
    "argmin": lambda d, x, ax: bn.nanargmin(d.nan, ax),
    "mean": lambda d, x, ax: bn.nanmean(d.nan, ax),
    "var": lambda d, x, ax: bn.nanvar(d.nan, ax, ddof=1),
    "std": lambda d, x, ax: bn.nanstd(d.nan, ax, ddof=1),
}

TORCH = {} if torch is None else {
    "sum": lambda d, x, ax: torch.masked.sum(d.tx, ax, mask=d.tmask),
    "prod": lambda d, x, ax: torch.masked.prod(d.tx, ax, mask=d.tmask),
    "amax": lambda d, x, ax: torch.masked.amax(d.tx, ax, mask=d.tmask),
    "amin": lambda d, x, ax: torch.masked.amin(d.tx, ax, mask=d.tmask),
    "argmax": lambda d, x, ax: torch.masked.argmax(d.tx, ax, mask=d.tmask),
    "argmin": lambda d, x, ax: torch.masked.argmin(d.tx, ax, mask=d.tmask),
    "mean": lambda d, x, ax: torch.masked.mean(d.tx, ax, mask=d.tmask),
    "var": lambda d, x, ax: torch.masked.var(d.tx, ax, mask=d.tmask),
    "std": lambda d, x, ax: torch.masked.std(d.tx, ax, mask=d.tmask),
    "logsumexp": lambda d, x, ax: torch.masked.logsumexp(d.tx, ax, mask=d.tmask),
    "norm": lambda d, x, ax: torch.masked.norm(d.tx, 2.0, ax, mask=d.tmask),
}

PEER_TABLES = {
    "ours": OURS,
    "numpy": NUMPY_UNMASKED,
    "numpy.ma": NUMPY_MA,
    "np.where": NP_WHERE,
    "where=": NP_WHERE_KW,
    "bottleneck": BOTTLENECK,
    "torch": TORCH,
}


def peer_fn(peer, op, d):
    """The callable for (peer, op) on this data, or None when n/a."""
    if peer == "bottleneck" and d.dtype.kind != "f":
        return None
    return PEER_TABLES[peer].get(op)


# ----------------------------------------------------------------------------
# Timing and checking
# ----------------------------------------------------------------------------
def time_call(fn, repeat):
    fn()  # warm-up
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def check(op, d, axis, n_reduced):
    """Compare ours with the np.where (else where=) peer. Returns a message or None."""
    ours = np.asarray(OURS[op](d, d.x, axis))
    for name in ("np.where", "where="):
        ref_fn = peer_fn(name, op, d)
        if ref_fn is None:
            continue
        try:
            ref = np.asarray(ref_fn(d, d.ref_x, axis))
        except Exception:  # noqa: BLE001 - this peer rejects the dtype
            continue
        break
    else:
        return None
    if ours.shape != ref.shape:
        return f"shape {ours.shape} vs {name} {ref.shape}"
    if ours.dtype.kind in "iub" or op in ("argmax", "argmin"):
        if np.array_equal(ours, ref):
            return None
        bad = np.flatnonzero(ours.ravel() != ref.ravel())
    else:
        rtol = 1e-6 if d.dtype == np.float32 else 1e-9
        if op == "prod":
            # every multiply rounds: a chain of k products carries ~sqrt(k) ulps
            rtol *= max(1.0, n_reduced ** 0.5)
        if ours.dtype.kind == "f":
            # round the float64 reference to ours' dtype (float32 under/overflow)
            ref = ref.astype(ours.dtype)
        finite = np.abs(ref[np.isfinite(ref)])
        atol = rtol * (finite.max() if finite.size else 0.0)  # cancellation in sums
        close = np.isclose(ours, ref, rtol=rtol, atol=atol, equal_nan=True)
        if close.all():
            return None
        bad = np.flatnonzero(~close.ravel())
    i = bad[0]
    return (f"{bad.size}/{ours.size} elements differ from {name}"
            f" (first at flat {i}: ours {ours.ravel()[i]!r}, {name} {ref.ravel()[i]!r})")


def run_dtype(dtype, ops, shape, mask, repeat, rng, log):
    base = Data(dtype, shape, mask, rng)
    prod_data = Data(dtype, shape, mask, rng, for_prod=True) if "prod" in ops else None
    results = {}  # (op, axis) -> {peer: seconds or None}
    warns = []
    for op in ops:
        d = prod_data if op == "prod" else base
        for axis in LAYOUTS:
            n_reduced = d.x.size if axis is None else d.x.shape[axis]
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                msg = check(op, d, axis, n_reduced)
                if msg:
                    w = f"WARNING {dtype} {op} dim={axis}: ours disagrees: {msg}"
                    warns.append(w)
                    log(w)
                row = {}
                for peer in PEERS:
                    fn = peer_fn(peer, op, d)
                    if fn is None:
                        row[peer] = None
                        continue
                    try:
                        row[peer] = time_call(lambda: fn(d, d.x, axis), repeat)
                    except Exception as e:  # noqa: BLE001 - the peer rejects this dtype
                        row[peer] = None
                        log(f"  note: {peer} {op} {dtype} dim={axis} n/a "
                            f"({type(e).__name__}: {e})")
            results[op, axis] = row
            log(f"  {dtype:8s} {op:9s} dim={str(axis):4s} ours "
                f"{_ms(row['ours'])} ms, numpy {_ms(row['numpy'])} ms")
    del base, prod_data
    return results, warns


# ----------------------------------------------------------------------------
# Output
# ----------------------------------------------------------------------------
def _ms(t):
    return "n/a" if t is None else f"{t * 1e3:.2f}"


def _cell(t, baseline):
    if t is None:
        return "n/a"
    if baseline is None:
        return f"{t * 1e3:.2f} ms"
    return f"{t * 1e3:.2f} ms ({t / baseline:.2f}x)"


def table(dtype, results, ops, shape):
    peers = [p for p in PEERS if p != "torch" or torch is not None]
    head = ["op", "dim"] + [p + (" (unmasked)" if p == "numpy" else "") for p in peers]
    lines = [f"### {dtype}  (shape {shape[0]}x{shape[1]}, 50% valid; "
             "ratios are time / numpy unmasked)", "",
             "| " + " | ".join(head) + " |",
             "|" + "|".join(["---"] * 2 + ["---:"] * len(peers)) + "|"]
    for op in ops:
        for axis in LAYOUTS:
            row = results[op, axis]
            base = row["numpy"]
            cells = [op, str(axis)]
            for p in peers:
                cells.append(_ms(base) + " ms" if p == "numpy" and base else _cell(row[p], base))
            lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def summary(results, ops):
    """Targets for float64. Returns lines."""
    out = ["### float64 targets", ""]

    def line(ok, text):
        out.append(("PASS " if ok else "MISS ") + text)

    def t(op, axis, peer):
        return results.get((op, axis), {}).get(peer)

    for axis in LAYOUTS:
        base = t("sum", axis, "numpy")
        for op, limit in (("sum", 1.5), ("mean", 1.5), ("var", 3.5)):
            ours = t(op, axis, "ours")
            if op not in ops or "sum" not in ops or ours is None or base is None:
                continue
            r = ours / base
            line(r <= limit, f"{op:6s} dim={str(axis):4s} ours {_ms(ours)} ms / np.sum "
                             f"{_ms(base)} ms = {r:.2f}x (target <= {limit}x)")
    for op, bn_name in (("amax", "nanmax"), ("argmax", "nanargmax")):
        if op not in ops:
            continue
        for axis in LAYOUTS:
            ours, b = t(op, axis, "ours"), t(op, axis, "bottleneck")
            if b is None:
                out.append(f"SKIP {op:6s} dim={str(axis):4s} (bottleneck not available)")
                continue
            r = ours / b
            line(r <= 1.0, f"{op:6s} dim={str(axis):4s} ours {_ms(ours)} ms / bn.{bn_name} "
                           f"{_ms(b)} ms = {r:.2f}x (target <= 1.0x)")
    for op in ops:
        speedups = []
        for axis in LAYOUTS:
            ours, m = t(op, axis, "ours"), t(op, axis, "numpy.ma")
            if ours is not None and m is not None:
                speedups.append((m / ours, axis))
        if not speedups:
            continue
        worst, axis = min(speedups, key=lambda s: s[0])
        line(worst >= 5.0, f"{op:9s} vs numpy.ma: worst speedup {worst:.1f}x at dim={axis}"
                           f" (all: {', '.join(f'{s:.0f}x' for s, _ in speedups)}; target >= 5x)")
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=10_000_000, help="elements (default 1e7)")
    ap.add_argument("--repeat", type=int, default=5, help="timed runs; median is reported")
    ap.add_argument("--ops", default=",".join(OPS))
    ap.add_argument("--dtypes", default="float64,float32,int64")
    ap.add_argument("--quick", action="store_true", help="n=1e5, repeat=2 (smoke test)")
    ap.add_argument("--markdown", metavar="FILE", help="also write the tables to FILE")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if args.quick:
        args.n, args.repeat = 100_000, 2
    ops = [o.strip() for o in args.ops.split(",") if o.strip()]
    unknown = sorted(set(ops) - set(OPS))
    if unknown:
        ap.error(f"unknown ops {unknown}; choose from {OPS}")
    dtypes = [s.strip() for s in args.dtypes.split(",") if s.strip()]

    def log(msg):
        print(msg, file=sys.stderr, flush=True)

    shape = shape_for(args.n)
    rng = np.random.default_rng(args.seed)
    mask = rng.random(shape) < 0.5
    header = [
        "# tensorplay.masked benchmarks",
        "",
        f"numpy {np.__version__}; bottleneck "
        f"{bn.__version__ if bn else 'not installed'}; torch "
        f"{torch.__version__ if torch else 'not installed'}; single thread; "
        f"n={shape[0] * shape[1]} as {shape[0]}x{shape[1]}; median of {args.repeat} "
        "runs after a warm-up.",
        "",
        "Peers: numpy (unmasked op, the baseline of every ratio); numpy.ma "
        "(masked_array built once, outside the timing); np.where "
        "(np.<op>(np.where(mask, x, identity))); where= (numpy's where= reductions; "
        "logsumexp/norm composed from them); bottleneck (bn.nan<op> on a NaN-filled "
        "float copy made once, outside the timing; ints n/a).",
        "prod uses separate data near 1 (floats) or odd factors (int64).",
    ]
    print("\n".join(header), flush=True)
    blocks = ["\n".join(header)]
    all_warns = []
    f64_results = None
    for dtype in dtypes:
        log(f"== {dtype}")
        results, warns = run_dtype(dtype, ops, shape, mask, args.repeat, rng, log)
        all_warns += warns
        block = table(dtype, results, ops, shape)
        print("\n" + block, flush=True)
        blocks.append(block)
        if np.dtype(dtype) == np.float64:
            f64_results = results
    if f64_results is not None:
        s = "\n".join(summary(f64_results, ops))
        print("\n" + s)
        blocks.append(s)
    w = "### agreement checks\n\n" + ("\n".join(all_warns) if all_warns else
                                       "ours agreed with the np.where / where= peer everywhere.")
    print("\n" + w)
    blocks.append(w)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write("\n\n".join(blocks) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
