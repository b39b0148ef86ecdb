"""numpy.quantile's formulas, vectorized over slices that each have their own count.

numpy (numpy/lib/_function_base_impl.py, `_quantile` and `_QuantileMethods`)
computes a virtual index from the slice's length n and q, takes the order
statistics around it and interpolates.  Here n is a different number for every
slice (its count of valid values), so the same formulas run on arrays: (slices,
1) counts against (1, len(q)) quantiles, in the dtypes numpy's own scalars would
give (numpy's n is a Python int, and a Python-number q is weak), so that every
element is numpy's to the bit -- tests/test_quantile.py checks each method,
dtype and q form against numpy slice by slice.  The order statistics come from
one multi-rank selection per slice (tensorplay/masked/_csrc/_select.pyx).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tensorplay.masked._csrc._select import order_stats

# The dtype each input is selected in: order-preserving and exact.
_SELECT_AS = {"f": {8: np.float64, 4: np.float32, 2: np.float32}, "i": np.int64, "u": np.uint64, "b": np.int64}


def _civ(n, nm1, q, alpha, beta):
    return n * q + (alpha + q * (1 - alpha - beta)) - 1


def _to_boundaries(index, condition):
    previous = np.floor(index)
    nxt = previous + 1
    res = np.where(condition(index - previous, index), previous, nxt).astype(np.intp)
    res[res < 0] = 0
    return res


# method -> (virtual index of (n, n - 1, q), gamma fix or None for the discrete methods)
METHODS = {
    "inverted_cdf": (lambda n, nm1, q: _to_boundaries(n * q - 1, lambda g, _: g == 0), None),
    "averaged_inverted_cdf": (lambda n, nm1, q: n * q - 1,
                              lambda g, _: np.where(g == 0, 0.5, 1.0)),
    "closest_observation": (lambda n, nm1, q: _to_boundaries(n * q - 1 - 0.5,
                                                            lambda g, i: (g == 0) & (np.floor(i) % 2 == 1)), None),
    "interpolated_inverted_cdf": (lambda n, nm1, q: _civ(n, nm1, q, 0, 1), lambda g, _: g),
    "hazen": (lambda n, nm1, q: _civ(n, nm1, q, 0.5, 0.5), lambda g, _: g),
    "weibull": (lambda n, nm1, q: _civ(n, nm1, q, 0, 0), lambda g, _: g),
    "linear": (lambda n, nm1, q: nm1 * q, lambda g, _: g),
    "median_unbiased": (lambda n, nm1, q: _civ(n, nm1, q, 1 / 3.0, 1 / 3.0), lambda g, _: g),
    "normal_unbiased": (lambda n, nm1, q: _civ(n, nm1, q, 3 / 8.0, 3 / 8.0), lambda g, _: g),
    "lower": (lambda n, nm1, q: np.floor(nm1 * q).astype(np.intp), None),
    "higher": (lambda n, nm1, q: np.ceil(nm1 * q).astype(np.intp), None),
    "midpoint": (lambda n, nm1, q: 0.5 * (np.floor(nm1 * q) + np.ceil(nm1 * q)),
                 lambda g, i: np.where(i % 1 == 0, 0.0, 0.5)),
    "nearest": (lambda n, nm1, q: np.around(nm1 * q).astype(np.intp), None),
}


@dataclass(frozen=True)
class Plan:
    """numpy's recipe for q over slices of given counts: the ranks of the order
    statistics to fetch and how to interpolate between them (row i: slice i)."""
    ranks: np.ndarray        # (slices, k) int64, or (slices, 2k): the ranks below, then above
    k: int                   # len(q) (1 for a scalar q)
    integral: bool           # the order statistics are the result (no interpolation)
    t: np.ndarray = None     # (slices, k) interpolation weights, and numpy's 1 - t and t >= 0.5
    one_minus: np.ndarray = None
    upper: np.ndarray = None

    def take(self, rows: np.ndarray) -> "Plan":
        """The plan of slices `rows` (of this plan's slices)."""
        pick = (lambda a: None if a is None or np.ndim(a) == 0 else a[rows])
        return Plan(self.ranks[rows], self.k, self.integral, pick(self.t), pick(self.one_minus), pick(self.upper))


def plan(n_int: np.ndarray, q, method: str, data_dtype: np.dtype) -> Plan:
    """The plan for slices of n_int[i, 0] >= 1 values (int64, shape (slices, 1)),
    in data_dtype, for q (a Python number or an array, as the caller got it)."""
    qa = np.asanyarray(q)
    weak = type(q) in (int, float)
    # numpy's n is a Python int: weak against a float q (it takes q's dtype)
    n, nm1 = (n_int.astype(qa.dtype), (n_int - 1).astype(qa.dtype)) if qa.dtype.kind == "f" else (n_int, n_int - 1)
    qq = qa.reshape(1, -1)
    virtual, fix = METHODS[method]
    vi = np.asanyarray(virtual(n, nm1, qq))
    k = qq.shape[1]
    if fix is None or (method == "linear" and vi.dtype.kind in "iu"):
        return Plan(np.ascontiguousarray(np.broadcast_to(vi, (n_int.shape[0], k)), dtype=np.int64), k, True)
    previous = np.floor(vi)
    nxt = previous + 1
    above = vi >= nm1
    previous[above] = -1
    nxt[above] = -1
    below = vi < 0
    previous[below] = 0
    nxt[below] = 0
    previous, nxt = previous.astype(np.intp), nxt.astype(np.intp)
    gamma = np.asanyarray(fix(np.asanyarray(vi - previous), vi), dtype=vi.dtype)
    last = n_int - 1
    ranks = np.concatenate([np.where(previous < 0, last, previous), np.where(nxt < 0, last, nxt)], axis=1)
    if weak:
        # numpy makes gamma a Python float: weak against the data's dtype
        t_dt = data_dtype if data_dtype.kind == "f" else np.dtype(np.float64)
        g64 = gamma.astype(np.float64)
        t, one_minus, upper = g64.astype(t_dt), (1 - g64).astype(t_dt), g64 >= 0.5
    else:
        t, one_minus, upper = gamma, 1 - gamma, gamma >= 0.5
    return Plan(ranks.astype(np.int64), k, False, t, one_minus, upper)


def plan_of(n_int: np.ndarray, q, method: str, data_dtype: np.dtype) -> Plan:
    """plan(), remembered for a few counts: a loop asks for the same counts, q
    and method again and again, and numpy's formulas cost tens of
    microseconds of small numpy calls.  Its arrays are read-only, shared by
    every call with the same key (q by its bits: -0.0 is not 0.0 here)."""
    if n_int.size > 64:
        return plan(n_int, q, method, data_dtype)
    if isinstance(q, (int, float)):
        qkey = (type(q), q.hex() if isinstance(q, float) else q)
    else:
        qa = np.asarray(q)
        qkey = (qa.dtype, qa.shape, qa.tobytes())
    key = (n_int.shape, n_int.tobytes(), qkey, method, data_dtype)
    found = _PLANS.get(key)
    if found is None:
        found = plan(n_int, q, method, data_dtype)
        for a in (found.ranks, found.t, found.one_minus, found.upper):
            if isinstance(a, np.ndarray):
                a.flags.writeable = False
        if len(_PLANS) >= 512:
            _PLANS.clear()
        _PLANS[key] = found
    return found


_PLANS: dict = {}


def finish(stats: np.ndarray, p: Plan) -> np.ndarray:
    """numpy's quantiles (slices, k) from the order statistics at p.ranks."""
    if p.integral:
        return stats
    a, b = stats[:, :p.k], stats[:, p.k:]
    with np.errstate(all="ignore"):     # (inf - inf: NaN, as numpy's, without its warning)
        diff = b - a
        res = np.add(a, diff * p.t)
        np.subtract(b, diff * p.one_minus, out=res, where=p.upper, casting="unsafe", dtype=type(res.dtype))
    return res


def quantiles(values: np.ndarray, starts: np.ndarray, counts: np.ndarray, q, method: str,
              out_dtype) -> np.ndarray:
    """numpy.quantile(values[starts[i]:starts[i] + counts[i]], q, method=method)
    for every slice i with counts[i] > 0, as an array of shape q's + (slices,)
    in `out_dtype` (slices with no value: NaN).  `values` holds the valid
    values slice after slice, in its own dtype (bool as uint8)."""
    qa = np.asanyarray(q)
    rows = counts.shape[0]
    out = np.full(qa.shape + (rows,), np.nan, out_dtype)
    live = np.flatnonzero(counts > 0)
    if live.size == 0 or qa.size == 0:
        return out
    cnt = counts[live].astype(np.int64)
    top = int(cnt.max())
    if top > live.size:             # long slices, few of each count: a plan row per slice
        p = plan_of(cnt[:, None], q, method, values.dtype)
        res = finish(_order_stats(values, starts[live], cnt, p.ranks), p)
    else:
        # Each plan row depends on its count alone (numpy's formulas are
        # elementwise in n and q; the dtypes come from q and the data, never
        # from the values): short slices share a plan row per count -- the
        # same bits without numpy's passes over (slices, len(q)).
        p = plan_of(np.arange(1, top + 1, dtype=np.int64)[:, None], q, method, values.dtype)
        if p.integral:
            res = _order_stats(values, starts[live], cnt, p.ranks, by_count=True)
        elif values.dtype == np.float64 and np.dtype(out_dtype) == np.float64:
            res = _order_stats(values, starts[live], cnt, p.ranks, mix=mix_table(p, top))
        else:
            res = finish(_order_stats(values, starts[live], cnt, p.ranks, by_count=True), p.take(cnt - 1))
    res = res.T.reshape(qa.shape + (live.size,))
    if live.size == rows:                 # every slice has values: no NaN to keep
        return res.astype(out_dtype, copy=False)
    out[..., live] = res
    return out


def one_slice(values: np.ndarray, q, method: str, out_dtype) -> np.ndarray:
    """quantiles() of one slice, the whole of `values` (float, C-contiguous,
    any count), as an array of q's shape: the plan's order statistics by
    np.partition (selection moves values: the same order statistics as
    _order_stats'), numpy's formulas by finish (the kernel's interpolation
    is numpy's arithmetic too) -- the same bits at a tenth of the calls, for
    the compiled front end's single slices (front.pyx QuantileFront)."""
    n = values.shape[0]
    if n == 0 or np.isnan(values).any():        # (no value, or numpy's rule: a NaN makes every q NaN)
        return np.full(np.shape(q), np.nan, out_dtype)
    p = plan_of(np.full((1, 1), n, np.int64), q, method, values.dtype)
    ranks = p.ranks[0]
    stats = np.partition(values, ranks)[ranks] if n > 1 else values[ranks]
    return finish(stats.reshape(1, -1), p).reshape(np.shape(q)).astype(out_dtype, copy=False)


def mix_table(p: Plan, counts: int) -> np.ndarray:
    """The interpolation of a plan made by count (row c - 1: count c) as the
    kernels take it: float64 (counts, 3 k) of t, 1 - t and t >= 0.5, for
    float64 data, whose numpy result is float64 (tp_quantile_lerp)."""
    return np.concatenate([np.broadcast_to(a, (counts, p.k)).astype(np.float64)
                           for a in (p.t, p.one_minus, p.upper)], axis=1)


def _order_stats(values, starts, counts, ranks, by_count: bool = False, mix=None) -> np.ndarray:
    """values' order statistics of each slice at its ranks (any order; a row
    per count with by_count), in values' dtype; with mix (float64 values), the
    quantiles they interpolate to."""
    kind = values.dtype.kind
    sel = _SELECT_AS[kind][values.dtype.itemsize] if kind == "f" else _SELECT_AS[kind]
    got = np.empty((counts.shape[0], ranks.shape[1] // (1 if mix is None else 2)), sel)
    order_stats(np.ascontiguousarray(values, dtype=sel), np.ascontiguousarray(starts, dtype=np.int64),
                np.ascontiguousarray(counts, dtype=np.int64), np.ascontiguousarray(ranks, dtype=np.int64), got,
                by_count or mix is not None, mix)
    return got.astype(values.dtype, copy=False)    # back to the data's dtype: exact (selection moves values only)
