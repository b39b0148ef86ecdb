#!/usr/bin/env python
"""Side-by-side timings of tensorplay.masked ops against numpy peers.

Usage (from the repository root):

    python benchmarks/run.py [--n 10000000] [--repeat 5] [--ops sum,mean]
                             [--dtypes float64,float32,int64] [--quick]
                             [--markdown FILE]

Every op is run in one process on the same data with a 50% random bool mask
(True = valid), for these layouts of an (R, C) array:

  reductions (sum ... norm, median)        dim=1, dim=0, dim=None, and
                                           "short": dim=1 of the same elements
                                           as an (n/4, 4) array (short slices)
  scans and normalizations (cumsum, cumprod,
    softmax, log_softmax, softmin, normalize) dim=1, dim=0 (dim is required)
  logaddexp                                same: (R, C) with (R, C);
                                           bcast: (R, C) with a (C,) vector
                                           (an independent 50% mask per operand)

Peers:

  ours        tensorplay.masked.<op>(x, dim, mask=mask)
  ours 2t     the same on two threads (tensorplay.masked.num_threads(2))
  numpy.ma    np.ma.masked_array(x, mask=~mask).<method>(axis)  (array built once)
  np.where    np.<op>(np.where(mask, x, identity), axis) and friends
              (median: np.nanmedian(np.where(mask, x, nan)); softmax family:
              masked -> -inf, then the unmasked formula)
  where=      numpy's own where= reductions (np.sum(x, axis, where=mask), ...)
  bottleneck  bn.nan<op> on a NaN-filled float copy made once outside the timing
  numbagg     numbagg.nan<op> on the same NaN-filled copy (one numba thread)
  torch       torch.masked.<op> (only if `import torch` works)
  torch 2t    the same with torch.set_num_threads(2)
  numpy       numpy's UNMASKED op on the same data: the baseline of every ratio

Each timing is a warm-up call followed by the median of --repeat calls
(time.perf_counter).  Everything runs single-threaded but the 2t columns.

The memory-bound ops (MEMORY_BOUND) also get their time over the read floor:
the time to read the data and the mask at the rate np.max(x) reads x (each
dtype measured once, on the (R, C) data).  var and std read twice and the
scans write an output as large as the input, so their floor ratios sit near
2 and 3 at best.

With --csv FILE the float64 table goes to FILE and each other dtype's to
FILE with the dtype before the suffix (benchmarks_float32.csv, ...).
"""
import os

# One thread for every peer by default.  Not OMP_NUM_THREADS: it would cap the
# "ours 2t" column's threads too (tensorplay.masked honours OpenMP's limit).
for _var in ("TENSORPLAY_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "NUMBA_NUM_THREADS"):
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
    import numbagg
except ImportError:  # pragma: no cover - optional peer
    numbagg = None

try:
    import torch
    import torch.masked  # noqa: F401

    torch.set_num_threads(1)
except Exception:  # pragma: no cover - optional peer, skipped silently
    torch = None


REDUCTIONS = ["sum", "prod", "amax", "amin", "argmax", "argmin",
              "mean", "var", "std", "logsumexp", "norm", "median"]
SCANS = ["cumsum", "cumprod"]
SOFTMAX_FAMILY = ["softmax", "log_softmax", "softmin"]
NORMALIZATIONS = SCANS + SOFTMAX_FAMILY + ["normalize"]
BINARY = ["logaddexp"]
OPS = REDUCTIONS + NORMALIZATIONS + BINARY
LAYOUTS = [1, 0, None, "short"]  # reductions ("short": dim=1 of the data as (n/4, 4))
SHORT = 4                        # the short layout's slice length
DIM_LAYOUTS = [1, 0]             # scans / normalizations: dim is a required int
BINARY_LAYOUTS = ["same", "bcast"]
PROD_LIKE = ("prod", "cumprod")  # run on the near-one / odd-factor data


def layouts(op):
    if op in BINARY:
        return BINARY_LAYOUTS
    if op in NORMALIZATIONS:
        return DIM_LAYOUTS
    return LAYOUTS
PEERS = ["ours", "ours 2t", "numpy", "numpy.ma", "np.where", "where=", "bottleneck", "numbagg", "torch",
         "torch 2t"]
# The ops whose floor is reading their operands: their time over that floor is reported.
MEMORY_BOUND = ("sum", "prod", "amax", "amin", "argmax", "argmin", "mean", "var", "std", "norm", "cumsum",
                "cumprod")


# ----------------------------------------------------------------------------
# Data
# ----------------------------------------------------------------------------
class Data:
    """Everything the peers need for one dtype, prepared outside the timings."""

    def __init__(self, dtype, shape, mask, rng, for_prod=False, binary=False):
        dtype = np.dtype(dtype)
        self.x = _values(dtype, shape, rng, for_prod)
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
        # logaddexp: a second operand with its own independent 50% mask;
        # layout "bcast" uses its first row as a (C,) vector.
        if binary:
            self.y = _values(dtype, shape, rng, False)
            self.ymask = rng.random(shape) < 0.5
            self.ref_y = self.y.astype(np.float64) if dtype == np.float32 else self.y
            if torch is not None:
                self.ty, self.tymask = torch.from_numpy(self.y), torch.from_numpy(self.ymask)

    def other(self, x, layout):
        """(y, y_mask) for a binary layout; y matches x's precision (timing or check)."""
        y = self.ref_y if (x is self.ref_x and x is not self.x) else self.y
        return (y, self.ymask) if layout == "same" else (y[0], self.ymask[0])

    def tother(self, layout):
        return (self.ty, self.tymask) if layout == "same" else (self.ty[0], self.tymask[0])

    @property
    def lo(self):  # identity of max
        return -np.inf if self.dtype.kind == "f" else np.iinfo(self.dtype).min

    @property
    def hi(self):  # identity of min
        return np.inf if self.dtype.kind == "f" else np.iinfo(self.dtype).max


def _values(dtype, shape, rng, for_prod):
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
    return np.ascontiguousarray(x.astype(dtype))


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
    # (a slice with nothing valid has no variance: NaN, as numpy's where= and torch say)
    return np.squeeze(np.where(c > 0, np.sum(dev * dev, axis, keepdims=True) / (c - ddof), np.nan), axis)


def _where_lse(x, mask, axis):
    mx = np.max(np.where(mask, x, -np.inf), axis, keepdims=True)
    s = np.sum(np.where(mask, np.exp(x - mx), 0), axis, keepdims=True)
    return np.squeeze(np.log(s) + mx, axis)


def _wherekw_lse(x, mask, axis):
    mx = np.max(x, axis, where=mask, initial=-np.inf, keepdims=True)
    s = np.sum(np.exp(x - mx), axis, where=mask, keepdims=True)
    return np.squeeze(np.log(s) + mx, axis)


def _lower_median(x, mask, axis):
    """Reference median with the contract's semantics: LOWER median of the valid
    elements (np.nanmedian averages the two middle ones), nan when none is valid.
    Check only, never timed."""
    xm = np.where(mask, x, np.nan)
    valid = np.broadcast_to(mask, xm.shape)
    if axis is None:
        xm, valid, axis = xm.reshape(-1), valid.reshape(-1), 0
    cnt = np.sum(valid, axis, keepdims=True)
    srt = np.sort(xm, axis)  # nan (masked out) sorts last
    k = np.maximum((cnt - 1) // 2, 0)
    med = np.take_along_axis(srt, k, axis)
    return np.squeeze(np.where(cnt > 0, med, np.nan), axis)


def _softmax(z, axis):
    e = np.exp(z - np.max(z, axis, keepdims=True))
    return e / np.sum(e, axis, keepdims=True)


def _log_softmax(z, axis):
    z = z - np.max(z, axis, keepdims=True)
    return z - np.log(np.sum(np.exp(z), axis, keepdims=True))


def _ma_softmax(a, axis):
    e = np.ma.exp(a - a.max(axis, keepdims=True))
    return e / e.sum(axis, keepdims=True)


def _ma_log_softmax(a, axis):
    z = a - a.max(axis, keepdims=True)
    return z - np.ma.log(np.ma.exp(z).sum(axis, keepdims=True))


def _normalize(x, axis, eps=1e-12):
    return x / np.maximum(np.linalg.norm(x, axis=axis, keepdims=True), eps)


def _where_logaddexp(d, x, layout):
    y, ym = d.other(x, layout)
    return np.logaddexp(np.where(d.mask, x, -np.inf), np.where(ym, y, -np.inf))


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
    "median": lambda d, x, ax: tm.median(x, ax, mask=d.mask),
    "cumsum": lambda d, x, ax: tm.cumsum(x, ax, mask=d.mask),
    "cumprod": lambda d, x, ax: tm.cumprod(x, ax, mask=d.mask),
    "softmax": lambda d, x, ax: tm.softmax(x, ax, mask=d.mask),
    "log_softmax": lambda d, x, ax: tm.log_softmax(x, ax, mask=d.mask),
    "softmin": lambda d, x, ax: tm.softmin(x, ax, mask=d.mask),
    "normalize": lambda d, x, ax: tm.normalize(x, 2.0, ax, mask=d.mask),
    "logaddexp": lambda d, x, lay: tm.logaddexp(
        x, d.other(x, lay)[0], input_mask=d.mask, other_mask=d.other(x, lay)[1]),
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
    "median": lambda d, x, ax: np.median(x, ax),
    "cumsum": lambda d, x, ax: np.cumsum(x, ax),
    "cumprod": lambda d, x, ax: np.cumprod(x, ax),
    "softmax": lambda d, x, ax: _softmax(x, ax),
    "log_softmax": lambda d, x, ax: _log_softmax(x, ax),
    "softmin": lambda d, x, ax: _softmax(-x, ax),
    "normalize": lambda d, x, ax: _normalize(x, ax),
    "logaddexp": lambda d, x, lay: np.logaddexp(x, d.other(x, lay)[0]),
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
    "median": lambda d, x, ax: np.ma.median(d.ma, ax),
    "cumsum": lambda d, x, ax: np.ma.cumsum(d.ma, ax),
    "cumprod": lambda d, x, ax: np.ma.cumprod(d.ma, ax),
    "softmax": lambda d, x, ax: _ma_softmax(d.ma, ax),
    "log_softmax": lambda d, x, ax: _ma_log_softmax(d.ma, ax),
    "softmin": lambda d, x, ax: _ma_softmax(-d.ma, ax),
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
    "median": lambda d, x, ax: np.nanmedian(np.where(d.mask, x, np.nan), ax),
    "cumsum": lambda d, x, ax: np.cumsum(np.where(d.mask, x, 0), ax),
    "cumprod": lambda d, x, ax: np.cumprod(np.where(d.mask, x, 1), ax),
    "softmax": lambda d, x, ax: _softmax(np.where(d.mask, x, -np.inf), ax),
    "log_softmax": lambda d, x, ax: _log_softmax(np.where(d.mask, x, -np.inf), ax),
    "softmin": lambda d, x, ax: _softmax(np.where(d.mask, -x, -np.inf), ax),
    "normalize": lambda d, x, ax: _normalize(np.where(d.mask, x, 0), ax),
    "logaddexp": _where_logaddexp,
}

# The agreement check normally compares ours with the np.where peer; these ops
# use a different reference because that peer has other semantics.
CHECK_REF = {
    # np.nanmedian averages the two middle values; the contract takes the lower one.
    "median": ("lower median of np.where(mask, x, nan)",
               lambda d, x, ax: _lower_median(x, d.mask, ax)),
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
    "median": lambda d, x, ax: bn.nanmedian(d.nan, ax),
}

NUMBAGG = {} if numbagg is None else {
    "sum": lambda d, x, ax: numbagg.nansum(d.nan, axis=ax),
    "amax": lambda d, x, ax: numbagg.nanmax(d.nan, axis=ax),
    "amin": lambda d, x, ax: numbagg.nanmin(d.nan, axis=ax),
    "argmax": lambda d, x, ax: numbagg.nanargmax(d.nan, axis=ax),
    "argmin": lambda d, x, ax: numbagg.nanargmin(d.nan, axis=ax),
    "mean": lambda d, x, ax: numbagg.nanmean(d.nan, axis=ax),
    "var": lambda d, x, ax: numbagg.nanvar(d.nan, axis=ax, ddof=1),
    "std": lambda d, x, ax: numbagg.nanstd(d.nan, axis=ax, ddof=1),
    "median": lambda d, x, ax: numbagg.nanmedian(d.nan, axis=ax),
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
    "median": lambda d, x, ax: torch.masked.median(d.tx, ax, mask=d.tmask),
    "cumsum": lambda d, x, ax: torch.masked.cumsum(d.tx, ax, mask=d.tmask),
    "cumprod": lambda d, x, ax: torch.masked.cumprod(d.tx, ax, mask=d.tmask),
    "softmax": lambda d, x, ax: torch.masked.softmax(d.tx, ax, mask=d.tmask),
    "log_softmax": lambda d, x, ax: torch.masked.log_softmax(d.tx, ax, mask=d.tmask),
    "softmin": lambda d, x, ax: torch.masked.softmin(d.tx, ax, mask=d.tmask),
    "normalize": lambda d, x, ax: torch.masked.normalize(d.tx, 2.0, ax, mask=d.tmask),
    "logaddexp": lambda d, x, lay: torch.masked.logaddexp(
        d.tx, d.tother(lay)[0], input_mask=d.tmask, other_mask=d.tother(lay)[1]),
}

def _two_threads(fn, set_threads):
    """fn run with two threads (set_threads(2), then back to 1)."""
    def call(d, x, ax):
        set_threads(2)
        try:
            return fn(d, x, ax)
        finally:
            set_threads(1)
    return call


def _ours_threads(n):
    """tensorplay.masked's threads, and OpenMP's limit, which caps them: torch
    shares this process's OpenMP runtime, and its set_num_threads(1) would
    hold ours at one thread too."""
    tm.set_num_threads(n)
    if torch is not None:
        torch.set_num_threads(n)


PEER_TABLES = {
    "ours": OURS,
    "ours 2t": {op: _two_threads(fn, _ours_threads) for op, fn in OURS.items()},
    "numpy": NUMPY_UNMASKED,
    "numpy.ma": NUMPY_MA,
    "np.where": NP_WHERE,
    "where=": NP_WHERE_KW,
    "bottleneck": BOTTLENECK,
    "numbagg": NUMBAGG,
    "torch": TORCH,
    "torch 2t": {} if torch is None else {op: _two_threads(fn, torch.set_num_threads) for op, fn in TORCH.items()},
}


def peer_fn(peer, op, d):
    """The callable for (peer, op) on this data, or None when n/a."""
    if peer in ("bottleneck", "numbagg") and d.dtype.kind != "f":
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


def _reference(op, d, axis):
    """(name, array) of the reference ours is checked against, or None."""
    if op in CHECK_REF:
        name, fn = CHECK_REF[op]
        return name, np.asarray(fn(d, d.ref_x, axis))
    for name in ("np.where", "where="):
        ref_fn = peer_fn(name, op, d)
        if ref_fn is None:
            continue
        try:
            return name, np.asarray(ref_fn(d, d.ref_x, axis))
        except Exception:  # noqa: BLE001 - this peer rejects the dtype
            continue
    return None


def _first_bad(bad, ours, ref, name, what="elements"):
    bad = np.flatnonzero(bad.ravel())
    i = bad[0]
    return (f"{bad.size}/{ours.size} {what} differ from {name}"
            f" (first at flat {i}: ours {ours.ravel()[i]!r}, {name} {ref.ravel()[i]!r})")


def check(op, d, axis, n_reduced):
    """Compare ours with the np.where (else where=) peer. Returns a message or None."""
    try:
        ours = np.asarray(OURS[op](d, d.x, axis))
    except Exception as e:  # noqa: BLE001 - ours raised: that is the finding
        return f"ours raised {type(e).__name__}: {e}"
    got = _reference(op, d, axis)
    if got is None:
        return None
    name, ref = got
    if ours.shape != ref.shape:
        return f"shape {ours.shape} vs {name} {ref.shape}"
    if ours.dtype.kind in "iub" or op in ("argmax", "argmin"):
        if np.array_equal(ours, ref):
            return None
        return _first_bad(ours != ref, ours, ref, name)
    rtol = 1e-6 if d.dtype == np.float32 else 1e-9
    if op in ("prod", "cumprod", "cumsum"):
        # every multiply / running add rounds: a chain of k steps carries ~sqrt(k) ulps
        rtol *= max(1.0, n_reduced ** 0.5)
    if ours.dtype.kind == "f":
        # round the float64 reference to ours' dtype (float32 under/overflow)
        ref = ref.astype(ours.dtype)
    finite = np.abs(ref[np.isfinite(ref)])
    atol = rtol * (finite.max() if finite.size else 0.0)  # cancellation in sums
    if op in SOFTMAX_FAMILY:
        # Compare values at valid positions only; masked-out positions must hold
        # the contract's fill (0, log_softmax -inf) and fully masked slices nan.
        valid = np.broadcast_to(d.mask, ours.shape)
        empty = np.broadcast_to(~np.any(valid, axis, keepdims=True), ours.shape)
        fill = -np.inf if op == "log_softmax" else 0.0
        live = valid & ~empty
        close = np.isclose(ours, ref, rtol=rtol, atol=atol, equal_nan=True)
        if not close[live].all():
            return _first_bad(live & ~close, ours, ref, name, "valid elements")
        if not np.isnan(ours[empty]).all():
            return _first_bad(empty & ~np.isnan(ours), ours, ref, name,
                              "elements of fully masked slices (want nan)")
        off = ~valid & ~empty
        if not (ours[off] == fill).all():
            return _first_bad(off & (ours != fill), ours, ref, name,
                              f"masked-out elements (want {fill})")
        return None
    close = np.isclose(ours, ref, rtol=rtol, atol=atol, equal_nan=True)
    if close.all():
        return None
    return _first_bad(~close, ours, ref, name)


EDGE_OPS = ("median",) + tuple(NORMALIZATIONS) + tuple(BINARY)


def edge_data(dtype, seed, for_prod, binary):
    """Small data with a fully masked row and column (and, for logaddexp, places
    where both operands are masked out), to check the fully-masked-slice rules."""
    rng = np.random.default_rng(seed + 1)
    shape = (5, 7)
    mask = rng.random(shape) < 0.5
    mask[1, :] = False
    mask[:, 3] = False
    d = Data(dtype, shape, mask, rng, for_prod=for_prod, binary=binary)
    if binary:
        d.ymask[1, :] = False
        d.ymask[:, 3] = False
    return d


def _n_reduced(x, axis):
    if isinstance(axis, str):  # binary layout: elementwise
        return 1
    return x.size if axis is None else x.shape[axis]


def read_floor(d, repeat):
    """Seconds to read d's data and mask at the rate np.max reads the data."""
    rate = d.x.nbytes / time_call(lambda: np.max(d.x), repeat)
    return (d.x.nbytes + d.mask.nbytes) / rate


def run_dtype(dtype, ops, shape, mask, repeat, rng, log, seed=0):
    """({(op, layout): {peer: seconds or None}}, warnings, the read floor in seconds)."""
    base = Data(dtype, shape, mask, rng, binary=any(op in BINARY for op in ops))
    prod_data = (Data(dtype, shape, mask, rng, for_prod=True)
                 if any(op in PROD_LIKE for op in ops) else None)
    # the short layout: the same number of elements as (n/4, 4), reduced along its rows
    n = shape[0] * shape[1]
    short_shape = (n // SHORT, SHORT) if n % SHORT == 0 else None
    short = {}
    if short_shape:
        short[False] = Data(dtype, short_shape, mask.reshape(short_shape), rng)
        if any(op in PROD_LIKE for op in ops):
            short[True] = Data(dtype, short_shape, mask.reshape(short_shape), rng, for_prod=True)
    floor = read_floor(base, repeat)
    results = {}  # (op, axis) -> {peer: seconds or None}
    warns = []
    for op in ops:
        edge = (edge_data(dtype, seed, op in PROD_LIKE, op in BINARY)
                if op in EDGE_OPS else None)
        for layout in layouts(op):
            if layout == "short" and not short:
                continue
            d = short[op in PROD_LIKE] if layout == "short" else prod_data if op in PROD_LIKE else base
            axis = 1 if layout == "short" else layout
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                checks = [("", d)] + ([(" (edge 5x7)", edge)] if edge is not None else [])
                for tag, dd in checks:
                    try:
                        msg = check(op, dd, axis, _n_reduced(dd.x, axis))
                    except Exception as e:  # noqa: BLE001 - report, keep going
                        msg = f"check raised {type(e).__name__}: {e}"
                    if msg:
                        w = f"WARNING {dtype} {op} dim={layout}{tag}: ours disagrees: {msg}"
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
                        log(f"  note: {peer} {op} {dtype} dim={layout} n/a "
                            f"({type(e).__name__}: {e})")
            results[op, layout] = row
            log(f"  {dtype:8s} {op:11s} dim={str(layout):5s} ours "
                f"{_ms(row['ours'])} ms, numpy {_ms(row['numpy'])} ms")
    del base, prod_data, short
    return results, warns, floor


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


def shown_peers():
    """The peers whose library is installed."""
    missing = {"torch": torch, "torch 2t": torch, "bottleneck": bn, "numbagg": numbagg}
    return [p for p in PEERS if p not in missing or missing[p] is not None]


def floor_ratio(op, row, floor):
    """ours' time over the read floor for a memory-bound op, else None."""
    return row.get("ours") / floor if op in MEMORY_BOUND and row.get("ours") and floor else None


def table(dtype, results, ops, shape, floor):
    peers = shown_peers()
    head = ["op", "dim"] + [p + (" (unmasked)" if p == "numpy" else "") for p in peers] + ["ours / read floor"]
    lines = [f"### {dtype}  (shape {shape[0]}x{shape[1]}, 50% valid; short: {shape[0] * shape[1] // SHORT}x"
             f"{SHORT}; ratios are time / numpy unmasked; read floor {floor * 1e3:.2f} ms)", "",
             "| " + " | ".join(head) + " |",
             "|" + "|".join(["---"] * 2 + ["---:"] * (len(peers) + 1)) + "|"]
    for op in ops:
        for axis in layouts(op):
            if (op, axis) not in results:
                continue
            row = results[op, axis]
            base = row["numpy"]
            cells = [op, str(axis)]
            for p in peers:
                cells.append(_ms(base) + " ms" if p == "numpy" and base else _cell(row[p], base))
            fr = floor_ratio(op, row, floor)
            cells.append("" if fr is None else f"{fr:.2f}x")
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
    if "median" in ops:
        for axis in LAYOUTS:
            ours, b = t("median", axis, "ours"), t("median", axis, "bottleneck")
            if b is None or ours is None:
                out.append(f"SKIP median dim={str(axis):4s} (bottleneck not available)")
                continue
            r = ours / b
            line(r <= 0.5, f"median dim={str(axis):4s} ours {_ms(ours)} ms / bn.nanmedian "
                           f"{_ms(b)} ms = {r:.2f}x (target <= 0.5x)")
    for op, limit, peer_name in (
            ("softmax", 1.0, "numpy exp-softmax"),
            ("logsumexp", 1.0, "np.log(np.sum(np.exp(x)))"),
            ("cumsum", 1.3, "np.cumsum")):
        if op not in ops:
            continue
        for axis in layouts(op):
            ours, base = t(op, axis, "ours"), t(op, axis, "numpy")
            if ours is None or base is None:
                continue
            r = ours / base
            line(r <= limit, f"{op:9s} dim={str(axis):4s} ours {_ms(ours)} ms / {peer_name} "
                             f"(unmasked) {_ms(base)} ms = {r:.2f}x (target <= {limit}x)")
    for op in ops:
        speedups = []
        for axis in layouts(op):
            ours, m = t(op, axis, "ours"), t(op, axis, "numpy.ma")
            if ours is not None and m is not None:
                speedups.append((m / ours, axis))
        if not speedups:
            continue
        worst, axis = min(speedups, key=lambda s: s[0])
        line(worst >= 5.0, f"{op:11s} vs numpy.ma: worst speedup {worst:.1f}x at dim={axis}"
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
    ap.add_argument("--csv", metavar="FILE", help="write the float64 table as CSV (for the docs)")
    ap.add_argument("--plot", metavar="FILE", help="plot the float64 ratios (PNG/SVG; needs matplotlib)")
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
        f"numbagg {numbagg.__version__ if numbagg else 'not installed'}; layouts dim=1, dim=0, dim=None "
        f"and short (dim=1 of the elements as {shape[0] * shape[1] // SHORT}x{SHORT}).",
        "",
        "Peers: numpy (unmasked op, the baseline of every ratio); ours and ours 2t "
        "(two threads); numpy.ma "
        "(masked_array built once, outside the timing); np.where "
        "(np.<op>(np.where(mask, x, identity))); where= (numpy's where= reductions; "
        "logsumexp/norm composed from them); bottleneck and numbagg (nan<op> on a NaN-filled "
        "float copy made once, outside the timing; ints n/a); torch and torch 2t "
        "(torch.masked, one and two threads).  ours / read floor: ours' time over the time "
        "np.max takes to read as many bytes as the data and the mask (memory-bound ops).",
        "prod and cumprod use separate data near 1 (floats) or odd factors (int64).",
        "median: numpy.ma = np.ma.median, np.where = np.nanmedian(np.where(mask, x, nan)), "
        "bottleneck = bn.nanmedian (both average the two middle values; ours takes "
        "the lower one, so correctness is checked against a lower-median reference).",
        "softmax family: numpy = e = exp(x - max); e / sum(e) (softmin on -x; "
        "log_softmax z - log(sum(exp(z)))), np.where = masked -> -inf then the same, "
        "numpy.ma = the same on the masked_array. normalize: ord=2, numpy = "
        "x / maximum(linalg.norm(x, keepdims), eps), np.where = masked -> 0 then the same.",
        "logaddexp: layout same = (R, C) with (R, C), bcast = (R, C) with a (C,) vector; "
        "an independent 50% mask per operand; np.where = logaddexp of the -inf-filled "
        "operands.",
    ]
    print("\n".join(header), flush=True)
    blocks = ["\n".join(header)]
    all_warns = []
    f64_results = None
    per_dtype = {}
    for dtype in dtypes:
        log(f"== {dtype}")
        results, warns, floor = run_dtype(dtype, ops, shape, mask, args.repeat, rng, log,
                                          seed=args.seed)
        all_warns += warns
        per_dtype[dtype] = (results, floor)
        block = table(dtype, results, ops, shape, floor)
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
    if args.csv or args.plot:
        sys.path.append(os.path.dirname(os.path.abspath(__file__)))   # (-P leaves it out)
        from benchmarks_plot import write_csv, write_plot
        csv_path = args.csv or args.plot + ".csv"
        for dtype, (results, floor) in per_dtype.items():
            path = csv_path if np.dtype(dtype) == np.float64 else csv_of(csv_path, dtype)
            if args.csv or np.dtype(dtype) == np.float64:
                write_csv(results, ops, layouts, path, shown_peers(),
                          {key: floor_ratio(key[0], row, floor) for key, row in results.items()})
        if args.plot and f64_results is not None:
            write_plot(csv_path, args.plot)
    return 0


def csv_of(path, dtype):
    """benchmarks.csv -> benchmarks_float32.csv: the CSV of a dtype other than float64."""
    root, ext = os.path.splitext(path)
    return f"{root}_{dtype}{ext}"


if __name__ == "__main__":
    sys.exit(main())
