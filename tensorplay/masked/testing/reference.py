"""Slow, obviously-correct reference implementations of the masked reductions.

This module is the test oracle and nothing else: it is deliberately simple and
independent of the generated kernels and of the runtime (it imports nothing
from tensorplay.masked).  The semantics are those of docs/semantics.rst.

Method: move the reduced axes to the end, reshape to (n_out, n_red), broadcast
the mask the same way, and for every output row gather the valid elements
into a Python list and reduce it with exact or correctly rounded arithmetic:

* float sums: ``math.fsum`` (exact ``fractions.Fraction`` if fsum overflows in
  an intermediate step); complex sums: real and imaginary parts separately;
* integer sums and products: Python ints, wrapped modulo 2**bits into the
  result dtype (like numpy's int64 overflow);
* float products, mean and var/std: exact ``Fraction`` arithmetic on the
  finite values, rounded once at the end;
* logsumexp: max shift and ``fsum`` of ``exp``; norm: ``fsum`` of ``|v|**p``;
* median: ``sorted(valid)[(n - 1) // 2]`` (the lower median);
* moving windows: every window's valid elements gathered by brute force, then
  ``math.fsum`` (sum, mean), exact ``Fraction`` (var, std), ``min``/``max``;
* quantile: ``numpy.quantile`` of each slice's valid elements, one slice at a
  time (the contract is numpy's result, bit for bit);
* cumsum / cumprod: exact running ``Fraction`` sums/products (Python ints for
  integers, mpmath at 60 digits for complex products), rounded once per position;
* softmax family and logaddexp: max shift, then ``exp``/``log``/``log1p`` in
  mpmath at 50 digits, rounded once; normalize: the reference norm (in float64)
  and one IEEE division per element.

Normalizations and scans keep the input's shape: the slice axes are moved to
the end, the op runs per row of (n_out, n_slice), and the result is moved back.

Results are computed in Python floats (float64) and cast to the result dtype,
so float16/float32 results are the exact (or float64) answer rounded once;
compare them with a tolerance.
"""
from __future__ import annotations

import builtins
import math
import numbers
import operator
import warnings
from fractions import Fraction

import numpy as np

__all__ = ["sum", "prod", "amax", "amin", "argmax", "argmin", "mean", "var", "std",
           "logsumexp", "norm", "median", "cumsum", "cumprod", "softmax", "log_softmax",
           "softmin", "normalize", "logaddexp", "quantile", "move_sum", "move_mean", "move_count",
           "move_var", "move_std", "move_min", "move_max", "move_argmin", "move_argmax"]

_ORDERED_KINDS = "biuf"     # bool, signed, unsigned, float (no complex)


# -- argument handling ---------------------------------------------------------

def _as_array(input) -> np.ndarray:
    x = np.asarray(input)
    if not x.dtype.isnative:                     # results are native-endian
        x = x.astype(x.dtype.newbyteorder("="))
    return x


def _check_kind(op: str, x: np.ndarray, kinds: str) -> None:
    if x.dtype.kind not in kinds:
        raise TypeError(f"{op}: input dtype {x.dtype} is not supported")


def _axes(op: str, dim, ndim: int, *, allow_tuple: bool = True) -> tuple:
    """dim -> sorted tuple of reduced axes (all axes for None or ())."""
    if dim is None:
        return tuple(range(ndim))
    if isinstance(dim, (list, tuple)):
        if not allow_tuple:
            raise TypeError(f"{op}: dim must be an int or None; got {dim!r}")
        dims = list(dim)
        if not dims:
            return tuple(range(ndim))
    else:
        dims = [dim]
    out = []
    bound = max(ndim, 1)            # a 0-d input accepts 0 and -1
    for d in dims:
        if isinstance(d, (bool, np.bool_)) or not isinstance(d, numbers.Integral):
            raise TypeError(f"{op}: dim must be an int, a tuple of ints or None; got {d!r}")
        d = int(d)
        if not -bound <= d < bound:
            raise IndexError(f"{op}: dim {d} out of range [{-bound}, {bound - 1}]")
        out.append(d % bound)
    if len(set(out)) != len(out):
        raise ValueError(f"{op}: repeated dim in {dim!r}")
    if ndim == 0:
        return ()
    return tuple(sorted(out))


def _mask(op: str, mask, shape: tuple) -> np.ndarray:
    """mask -> bool array of the input's shape (True = valid)."""
    if mask is None:
        return np.ones(shape, dtype=bool)
    m = np.asarray(mask)
    if m.dtype.kind == "b":
        m = m.astype(bool)
    elif m.dtype.kind in "iu":
        m = m != 0
    else:
        raise TypeError(f"{op}: mask must be bool or integer; got dtype {m.dtype}")
    if m.ndim > len(shape):
        raise ValueError(f"{op}: mask has more dims than the input")
    return np.broadcast_to(m, shape)


def _rows(x: np.ndarray, m: np.ndarray, axes: tuple):
    """Yield, for every output position in C order, the Python list of the valid
    elements of its reduced slice and the list of their positions (flat index
    within the slice, C order over the reduced axes in increasing axis order).

    Also returns the shape of the kept dims."""
    kept = [a for a in range(x.ndim) if a not in axes]
    order = kept + list(axes)
    kept_shape = tuple(x.shape[a] for a in kept)
    n_out = int(np.prod(kept_shape, dtype=np.int64))
    n_red = int(np.prod([x.shape[a] for a in axes], dtype=np.int64))
    xt = np.transpose(x, order).reshape(n_out, n_red)
    mt = np.transpose(m, order).reshape(n_out, n_red)
    rows = []
    for i in range(n_out):
        positions = np.flatnonzero(mt[i]).tolist()
        values = xt[i][positions].tolist()
        rows.append((values, positions))
    return rows, kept_shape


def _finish(values: list, kept_shape: tuple, axes: tuple, ndim: int, keepdim: bool,
            dtype) -> np.ndarray:
    """Per-row Python results -> ndarray of `dtype`, shaped, keepdim applied."""
    out = np.empty(len(values), dtype=dtype)
    with np.errstate(all="ignore"):
        for i, v in enumerate(values):
            out[i] = v
    out = out.reshape(kept_shape)
    if keepdim and ndim:
        out = np.expand_dims(out, axes)
    return np.asarray(out)


# -- dtype rules -----------------------------------------------------------------

def _sum_result(dt: np.dtype) -> np.dtype:
    if dt.kind in "bi":
        return np.dtype(np.int64)
    if dt.kind == "u":
        return np.dtype(np.uint64)
    return dt


def _float_result(dt: np.dtype) -> np.dtype:
    if dt.kind in "biu":
        return np.dtype(np.float64)
    return dt


def _real_result(dt: np.dtype) -> np.dtype:
    dt = _float_result(dt)
    if dt.kind == "c":
        return np.dtype(np.float32) if dt == np.complex64 else np.dtype(np.float64)
    return dt


def _compute_dtype(op: str, x: np.ndarray, dtype, rule, *, float_only: bool):
    """dtype= for arithmetic ops: cast the input first; returns (x, result dtype).

    Integer results of sum/prod wrap in the asked dtype; ops with a floating
    result need a float (or complex) dtype, as the library does."""
    if dtype is None:
        return x, rule(x.dtype)
    target = np.dtype(dtype)
    if float_only and target.kind not in "fc":
        raise TypeError(f"{op}: cannot compute in dtype {target}; the result is floating")
    with np.errstate(all="ignore"):
        x = x.astype(target)
    natural = rule(target)
    return x, (natural if natural.kind in "fc" else target)


# -- exact helpers -----------------------------------------------------------------

def _wrap_int(v: int, dt: np.dtype):
    """A Python int -> the value numpy stores in integer dtype `dt` (modular)."""
    if dt.kind == "b":
        return v != 0
    bits = dt.itemsize * 8
    v %= 1 << bits
    if dt.kind == "i" and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def _to_float(q: Fraction) -> float:
    """Correctly rounded Fraction -> float, overflowing to +-inf."""
    try:
        return float(q)
    except OverflowError:
        return math.inf if q > 0 else -math.inf


def _nonfinite_sum(vals: list):
    """The sum of floats when one of them is nan or inf (else None)."""
    if any(math.isnan(v) for v in vals):
        return math.nan
    pos = any(v == math.inf for v in vals)
    neg = any(v == -math.inf for v in vals)
    if pos and neg:
        return math.nan
    if pos:
        return math.inf
    if neg:
        return -math.inf
    return None


def _fsum(vals: list) -> float:
    """Correctly rounded sum of Python floats, with IEEE nan/inf rules."""
    special = _nonfinite_sum(vals)
    if special is not None:
        return special
    try:
        return math.fsum(vals)
    except OverflowError:          # an intermediate partial overflowed
        return _to_float(builtins.sum((Fraction(v) for v in vals), Fraction(0)))


def _exact_sum(vals: list) -> Fraction:
    return builtins.sum((Fraction(v) for v in vals), Fraction(0))


def _pow(a: float, p: float) -> float:
    """C pow() for a >= 0: overflow -> inf, 0 ** negative -> inf."""
    try:
        return a ** p
    except ZeroDivisionError:
        return math.inf
    except OverflowError:
        return math.inf


def _float_prod(vals: list) -> float:
    if any(math.isnan(v) for v in vals):
        return math.nan
    infs = any(math.isinf(v) for v in vals)
    if infs:
        if any(v == 0 for v in vals):
            return math.nan
        negative = builtins.sum(1 for v in vals if v < 0) % 2 == 1
        return -math.inf if negative else math.inf
    q = Fraction(1)
    for v in vals:
        q *= Fraction(v)
    return _to_float(q)


def _complex_prod(vals: list) -> complex:
    parts = [(v.real, v.imag) for v in vals]
    if all(math.isfinite(a) and math.isfinite(b) for a, b in parts):
        # 60 significant digits (mpmath, a test dependency): exact Fractions
        # grow without bound here and made this oracle the slowest test.
        import mpmath
        with mpmath.workdps(60):
            acc = mpmath.mpc(1)
            for a, b in parts:
                acc *= mpmath.mpc(a, b)
            return complex(float(acc.real), float(acc.imag))
    acc = 1 + 0j                   # non-finite: ordinary complex multiplication
    for v in vals:
        acc *= v
    return acc


# -- sum, prod -----------------------------------------------------------------------

def sum(input, dim=None, *, keepdim=False, dtype=None, mask=None):  # noqa: A001
    x = _as_array(input)
    axes = _axes("sum", dim, x.ndim)
    m = _mask("sum", mask, x.shape)
    x, out_dt = _compute_dtype("sum", x, dtype, _sum_result, float_only=False)
    rows, kept = _rows(x, m, axes)
    res = []
    for vals, _ in rows:
        if x.dtype.kind in "biu":
            s = builtins.sum(int(v) for v in vals)
            res.append(_wrap_int(s, out_dt) if out_dt.kind in "biu" else s)
        elif x.dtype.kind == "c":
            res.append(complex(_fsum([v.real for v in vals]), _fsum([v.imag for v in vals])))
        else:
            res.append(_fsum(vals))
    return _finish(res, kept, axes, x.ndim, keepdim, out_dt)


def prod(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    x = _as_array(input)
    axes = _axes("prod", dim, x.ndim)
    m = _mask("prod", mask, x.shape)
    x, out_dt = _compute_dtype("prod", x, dtype, _sum_result, float_only=False)
    rows, kept = _rows(x, m, axes)
    res = []
    for vals, _ in rows:
        if x.dtype.kind in "biu":
            p = 1
            for v in vals:
                p *= int(v)
            res.append(_wrap_int(p, out_dt) if out_dt.kind in "biu" else p)
        elif x.dtype.kind == "c":
            res.append(_complex_prod(vals))
        else:
            res.append(_float_prod(vals))
    return _finish(res, kept, axes, x.ndim, keepdim, out_dt)


# -- amax, amin ------------------------------------------------------------------------

def _lowest(dt: np.dtype):
    if dt.kind == "b":
        return False
    if dt.kind in "iu":
        return int(np.iinfo(dt).min)
    return -math.inf


def _highest(dt: np.dtype):
    if dt.kind == "b":
        return True
    if dt.kind in "iu":
        return int(np.iinfo(dt).max)
    return math.inf


def _extreme(op, input, dim, keepdim, dtype, mask, pick, identity):
    x = _as_array(input)
    _check_kind(op, x, _ORDERED_KINDS)
    axes = _axes(op, dim, x.ndim)
    m = _mask(op, mask, x.shape)
    rows, kept = _rows(x, m, axes)
    res = []
    for vals, _ in rows:
        if not vals:
            res.append(identity(x.dtype))
        elif x.dtype.kind == "f" and any(math.isnan(v) for v in vals):
            res.append(math.nan)                  # NaN propagates, like numpy
        else:
            res.append(pick(vals))
    out = _finish(res, kept, axes, x.ndim, keepdim, x.dtype)
    if dtype is not None:
        with np.errstate(all="ignore"):
            out = np.asarray(out.astype(np.dtype(dtype)))
    return out


def amax(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    return _extreme("amax", input, dim, keepdim, dtype, mask, builtins.max, _lowest)


def amin(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    return _extreme("amin", input, dim, keepdim, dtype, mask, builtins.min, _highest)


# -- argmax, argmin ------------------------------------------------------------------

def _arg(op, input, dim, keepdim, dtype, mask, better):
    x = _as_array(input)
    _check_kind(op, x, _ORDERED_KINDS)
    axes = _axes(op, dim, x.ndim, allow_tuple=False)   # None: all axes, C-order index
    m = _mask(op, mask, x.shape)
    rows, kept = _rows(x, m, axes)
    res = []
    for vals, positions in rows:
        best = 0                                  # fully masked / empty -> 0
        if vals:
            nans = [p for v, p in zip(vals, positions)
                    if isinstance(v, float) and math.isnan(v)]
            if nans:
                best = nans[0]                    # the first NaN wins
            else:
                best_v = vals[0]
                best = positions[0]
                for v, p in zip(vals, positions):
                    if better(v, best_v):         # strict: ties keep the first
                        best_v, best = v, p
        res.append(best)
    out = _finish(res, kept, axes, x.ndim, keepdim, np.dtype(np.int64))
    if dtype is not None:
        out = np.asarray(out.astype(np.dtype(dtype)))
    return out


def argmax(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    return _arg("argmax", input, dim, keepdim, dtype, mask, operator.gt)


def argmin(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    return _arg("argmin", input, dim, keepdim, dtype, mask, operator.lt)


# -- mean, var, std ------------------------------------------------------------------

def _exact_mean(vals: list, kind: str):
    """Mean of a non-empty list: exact, rounded once.  Returns float or complex."""
    n = len(vals)
    if kind == "c":
        re = _exact_mean([v.real for v in vals], "f")
        im = _exact_mean([v.imag for v in vals], "f")
        return complex(re, im)
    if kind in "biu":
        return _to_float(Fraction(builtins.sum(int(v) for v in vals), n))
    special = _nonfinite_sum(vals)
    if special is not None:
        return special
    return _to_float(_exact_sum(vals) / n)


def mean(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    x = _as_array(input)
    axes = _axes("mean", dim, x.ndim)
    m = _mask("mean", mask, x.shape)
    x, out_dt = _compute_dtype("mean", x, dtype, _float_result, float_only=True)
    rows, kept = _rows(x, m, axes)
    res = []
    for vals, _ in rows:
        if not vals:
            res.append(complex(math.nan, math.nan) if out_dt.kind == "c" else math.nan)
        else:
            res.append(_exact_mean(vals, x.dtype.kind))
    return _finish(res, kept, axes, x.ndim, keepdim, out_dt)


def _correction(op: str, unbiased, correction) -> float:
    if unbiased is not None and correction is not None:
        raise TypeError(f"{op}: pass either unbiased= or correction=, not both")
    if correction is not None:
        return float(correction)
    if unbiased is None:
        return 1.0
    return 1.0 if unbiased else 0.0


def _exact_var(vals: list, kind: str, corr: float) -> float:
    """Two-pass variance of the valid values, exact in Fractions, rounded once.
    nan when there are no values or count <= correction."""
    n = len(vals)
    if n == 0 or n <= corr:
        return math.nan
    if kind == "c":
        parts = [(v.real, v.imag) for v in vals]
        flat = [a for pair in parts for a in pair]
    else:
        parts = [(float(v) if kind == "f" else int(v), 0) for v in vals]
        flat = [a for a, _ in parts]
    if any(isinstance(a, float) and not math.isfinite(a) for a in flat):
        return math.nan                          # inf - inf or nan somewhere
    # sum (a - mean)^2 = (n sum a^2 - (sum a)^2) / n, exactly, in integers: every
    # value is p / q with q a power of two, so all are A / D over the largest q
    ss = Fraction(0)
    for comp in ([a for a, _ in parts], [b for _, b in parts]) if kind == "c" else ([a for a, _ in parts],):
        ratios = [a.as_integer_ratio() for a in comp]
        D = max(q for _, q in ratios)
        A = [p * (D // q) for p, q in ratios]
        s1 = builtins.sum(A)
        ss += Fraction(n * builtins.sum(a * a for a in A) - s1 * s1, n * D * D)
    return _to_float(ss / (Fraction(n) - Fraction(corr)))


def _moments(op, input, dim, unbiased, keepdim, dtype, mask, correction, root):
    x = _as_array(input)
    axes = _axes(op, dim, x.ndim)
    m = _mask(op, mask, x.shape)
    corr = _correction(op, unbiased, correction)
    x, out_dt = _compute_dtype(op, x, dtype, _real_result, float_only=True)
    rows, kept = _rows(x, m, axes)
    res = []
    for vals, _ in rows:
        v = _exact_var(vals, x.dtype.kind, corr)
        res.append(math.sqrt(v) if root and not math.isnan(v) else v)
    return _finish(res, kept, axes, x.ndim, keepdim, out_dt)


def var(input, dim=None, unbiased=None, *, keepdim=False, dtype=None, mask=None,
        correction=None):
    return _moments("var", input, dim, unbiased, keepdim, dtype, mask, correction, False)


def std(input, dim=None, unbiased=None, *, keepdim=False, dtype=None, mask=None,
        correction=None):
    return _moments("std", input, dim, unbiased, keepdim, dtype, mask, correction, True)


# -- logsumexp, norm -------------------------------------------------------------------

def logsumexp(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    x = _as_array(input)
    _check_kind("logsumexp", x, _ORDERED_KINDS)
    axes = _axes("logsumexp", dim, x.ndim)
    m = _mask("logsumexp", mask, x.shape)
    x, out_dt = _compute_dtype("logsumexp", x, dtype, _float_result, float_only=True)
    _check_kind("logsumexp", x, _ORDERED_KINDS)
    rows, kept = _rows(x, m, axes)
    res = []
    for vals, _ in rows:
        vals = [float(v) for v in vals]
        if not vals:
            res.append(-math.inf)
        elif any(math.isnan(v) for v in vals):
            res.append(math.nan)
        else:
            top = builtins.max(vals)
            if math.isinf(top):                  # +inf, or every value is -inf
                res.append(top)
            else:
                res.append(top + math.log(math.fsum(math.exp(v - top) for v in vals)))
    return _finish(res, kept, axes, x.ndim, keepdim, out_dt)


def norm(input, ord=2.0, dim=None, *, keepdim=False, dtype=None, mask=None):  # noqa: A002
    x = _as_array(input)
    axes = _axes("norm", dim, x.ndim)
    m = _mask("norm", mask, x.shape)
    p = _ord("norm", ord)
    x, out_dt = _compute_dtype("norm", x, dtype, _real_result, float_only=True)
    rows, kept = _rows(x, m, axes)
    res = [_norm_value(vals, x.dtype.kind, p) for vals, _ in rows]
    return _finish(res, kept, axes, x.ndim, keepdim, out_dt)


def _ord(op: str, ord) -> float:  # noqa: A002
    if isinstance(ord, bool) or not isinstance(ord, numbers.Real) or math.isnan(ord):
        raise TypeError(f"{op}: ord must be a real number; got {ord!r}")
    return float(ord)


def _norm_value(vals: list, kind: str, p: float) -> float:
    """The p-norm (a Python float) of the valid values of one slice."""
    mags = [abs(complex(v)) if kind == "c" else abs(float(v)) for v in vals]
    if p == 0:
        return float(builtins.sum(1 for v in vals if v != 0))
    if not mags:
        return math.inf if p == -math.inf else 0.0
    if any(math.isnan(a) for a in mags):
        return math.nan
    if p == math.inf:
        return builtins.max(mags)
    if p == -math.inf:
        return builtins.min(mags)
    total = _fsum([_pow(a, p) for a in mags])
    return _pow(total, 1.0 / p)


# -- median ------------------------------------------------------------------------------

def median(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """Lower median of the valid elements; nan for a fully masked (or empty) slice
    and whenever a valid element is NaN.  A selection op: dtype= casts the result."""
    x = _as_array(input)
    _check_kind("median", x, _ORDERED_KINDS)
    axes = _axes("median", dim, x.ndim)
    m = _mask("median", mask, x.shape)
    rows, kept = _rows(x, m, axes)
    res = []
    for vals, _ in rows:
        if not vals:
            res.append(math.nan)
        elif x.dtype.kind == "f" and any(math.isnan(v) for v in vals):
            res.append(math.nan)
        else:
            res.append(sorted(vals)[(len(vals) - 1) // 2])
    out = _finish(res, kept, axes, x.ndim, keepdim, _float_result(x.dtype))
    if dtype is not None:
        with np.errstate(all="ignore"):
            out = np.asarray(out.astype(np.dtype(dtype)))
    return out


# -- quantile --------------------------------------------------------------------------------

def quantile(input, q, dim=None, *, keepdim=False, method="linear", weights=None, dtype=None, mask=None):
    """numpy.quantile of the valid elements of each slice, slice by slice (a
    NaN among them gives NaN, as numpy's); NaN for a fully masked slice or
    one whose valid weights sum to 0.  A 1-D q is a leading output dim; ints
    and bool give float64 (bool read as 0/1); dtype= casts the result."""
    x = _as_array(input)
    _check_kind("quantile", x, _ORDERED_KINDS)
    axes = _axes("quantile", dim, x.ndim)
    m = _mask("quantile", mask, x.shape)
    w = None if weights is None else np.broadcast_to(np.asarray(weights, dtype=np.float64), x.shape)
    data = x.astype(np.uint8) if x.dtype == np.bool_ else x
    kept = [a for a in range(x.ndim) if a not in axes]
    kept_shape = tuple(x.shape[a] for a in kept)
    n_out = int(np.prod(kept_shape, dtype=np.int64))
    n_red = int(np.prod([x.shape[a] for a in axes], dtype=np.int64))
    order = kept + list(axes)
    xt = np.transpose(data, order).reshape(n_out, n_red)
    mt = np.transpose(m, order).reshape(n_out, n_red)
    wt = None if w is None else np.transpose(w, order).reshape(n_out, n_red)
    qshape = np.shape(q)
    probe = np.quantile(np.zeros(1, data.dtype), q, method=method, weights=None if w is None else np.ones(1))
    out_dtype = np.float64 if x.dtype.kind in "biu" else probe.dtype
    out = np.full(qshape + (n_out,), np.nan, out_dtype)
    for i in range(n_out):
        vals = xt[i][mt[i]]
        wv = None if wt is None else wt[i][mt[i]]
        if vals.size == 0 or (wv is not None and wv.sum() == 0):
            continue
        with np.errstate(all="ignore"):
            out[..., i] = np.quantile(vals, q, method=method, weights=wv)
    out = out.reshape(qshape + kept_shape)
    if keepdim:
        out = out.reshape(qshape + tuple(1 if a in axes else x.shape[a] for a in range(x.ndim)))
    if dtype is not None:
        with np.errstate(all="ignore"):
            out = out.astype(np.dtype(dtype))
    return np.asarray(out)


# -- moving windows ----------------------------------------------------------------------------

def _moving(op: str, stat: str, input, window, dim, min_count, center, correction, dtype, mask):
    x = _as_array(input)
    _check_kind(op, x, _ORDERED_KINDS)
    if isinstance(window, bool) or not isinstance(window, numbers.Integral) or window < 1:
        raise (TypeError if not isinstance(window, numbers.Integral) or isinstance(window, bool) else ValueError)(
            f"{op}: window must be an int >= 1; got {window!r}")
    min_count = window if min_count is None else min_count
    if not 0 <= min_count <= window:
        raise ValueError(f"{op}: min_count must be in [0, window]; got {min_count}")
    need = min_count if stat in ("sum", "count") else max(min_count, 1)
    positions = stat in ("argmin", "argmax")
    xv = x.reshape(1) if x.ndim == 0 else x
    axes = _slice_axes(op, dim, xv.ndim)
    m = _mask(op, mask, x.shape).reshape(xv.shape)
    xt, mt, order = _lines(xv.astype(np.float64) if xv.dtype.kind in "biu" else xv, m, axes)
    out = np.empty(xt.shape, dtype=np.float64)
    for r in range(xt.shape[0]):
        L = xt.shape[1]
        for j in range(L):
            lo, hi = (j - window // 2, j + (window - 1) // 2) if center else (j - window + 1, j)
            where = [k for k in range(max(lo, 0), min(hi, L - 1) + 1) if mt[r, k]]
            vals = [float(xt[r, k]) for k in where]
            n = len(vals)
            if positions:
                if n < need:
                    out[r, j] = -1
                elif any(math.isnan(v) for v in vals):
                    out[r, j] = where[[math.isnan(v) for v in vals].index(True)]      # the first NaN
                else:
                    best = builtins.min(vals) if stat == "argmin" else builtins.max(vals)
                    out[r, j] = where[vals.index(best)]                                   # the first of the ties
            elif stat == "count":
                out[r, j] = n
            elif n < need:
                out[r, j] = math.nan
            elif any(math.isnan(v) for v in vals):
                out[r, j] = math.nan
            elif stat in ("sum", "mean"):
                if any(math.isinf(v) for v in vals):
                    t = builtins.sum(vals)              # inf, or nan for inf - inf
                else:
                    t = math.fsum(vals)
                out[r, j] = t if stat == "sum" else t / n
            elif stat in ("var", "std"):
                if any(math.isinf(v) for v in vals) or n - correction <= 0:
                    out[r, j] = math.nan
                else:
                    mean = _exact_sum(vals) / n
                    v = _to_float(builtins.sum(((Fraction(a) - mean) ** 2 for a in vals), Fraction(0))
                                  / Fraction(n - correction))
                    out[r, j] = math.sqrt(v) if stat == "std" else v
            else:
                out[r, j] = builtins.min(vals) if stat == "min" else builtins.max(vals)
    back = np.argsort(order)
    res = np.transpose(out.reshape([xv.shape[a] for a in order]), back).reshape(x.shape)
    if stat == "count" or positions:
        return np.asarray(res.astype(np.int64))
    natural = x.dtype if x.dtype.kind == "f" else np.dtype(np.float64)
    with np.errstate(all="ignore"):
        res = res.astype(natural if dtype is None else np.dtype(dtype))
    return np.asarray(res)


def _window_op(stat: str, var_like: bool = False):
    if var_like:
        def op(input, window, dim=-1, *, min_count=None, center=False, correction=1, dtype=None, mask=None):
            return _moving(f"move_{stat}", stat, input, window, dim, min_count, center, correction, dtype, mask)
    else:
        def op(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
            return _moving(f"move_{stat}", stat, input, window, dim, min_count, center, 1, dtype, mask)
    op.__name__ = f"move_{stat}"
    op.__doc__ = f"The moving {stat} of each window's valid elements, by brute force."
    return op


move_sum, move_mean, move_count = _window_op("sum"), _window_op("mean"), _window_op("count")
move_var, move_std = _window_op("var", True), _window_op("std", True)
move_min, move_max = _window_op("min"), _window_op("max")
move_argmin, move_argmax = _window_op("argmin"), _window_op("argmax")


def _moving_order(op: str, input, window, q, dim, min_count, center, method, dtype, mask):
    """numpy's np.median / np.quantile of each window's valid values (in the
    input's own dtype, window by window); NaN below min_count (at least 1)."""
    x = _as_array(input)
    _check_kind(op, x, _ORDERED_KINDS)
    if isinstance(window, bool) or not isinstance(window, numbers.Integral) or window < 1:
        raise ValueError(f"{op}: window must be an int >= 1; got {window!r}")
    if min_count is not None and not 0 <= min_count <= window:
        raise ValueError(f"{op}: min_count must be in [0, window]; got {min_count}")
    need = max(window if min_count is None else min_count, 1)
    xv = x.reshape(1) if x.ndim == 0 else x
    axes = _slice_axes(op, dim, xv.ndim)
    m = _mask(op, mask, x.shape).reshape(xv.shape)
    xt, mt, order = _lines(xv, m, axes)
    data = x.dtype if x.dtype.kind == "f" else np.dtype(np.float64)
    probe = np.median(np.zeros(1, data)) if op == "move_median" else np.quantile(np.zeros(1, data), q, method=method)
    out = np.full((xt.shape[0], xt.shape[1]) + probe.shape, np.nan, dtype=probe.dtype)
    # Every window's valid values by brute force, then numpy's own median or
    # quantile of them: windows with the same count are stacked into one numpy
    # call along axis 1 (numpy's result per row of the stack is its 1-D one).
    groups = {}
    for r in range(xt.shape[0]):
        L = xt.shape[1]
        for j in range(L):
            lo, hi = (j - window // 2, j + (window - 1) // 2) if center else (j - window + 1, j)
            vals = [xt[r, k] for k in range(max(lo, 0), min(hi, L - 1) + 1) if mt[r, k]]
            if len(vals) >= need:
                groups.setdefault(len(vals), []).append((r, j, vals))
    for n, members in groups.items():
        stack = np.array([v for _, _, v in members], dtype=data).reshape(len(members), n)
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            got = np.median(stack, axis=1) if op == "move_median" else np.quantile(stack, q, axis=1, method=method)
        got = np.moveaxis(np.asarray(got), -1, 0)           # (windows,) + q's shape
        for (r, j, _), value in zip(members, got):
            out[r, j] = value
    back = np.argsort(order)
    res = np.transpose(out.reshape([xv.shape[a] for a in order] + list(probe.shape)),
                       list(back) + list(range(xv.ndim, xv.ndim + probe.ndim)))
    res = np.moveaxis(res, list(range(xv.ndim, res.ndim)), list(range(probe.ndim)))
    res = res.reshape(probe.shape + x.shape)
    return np.asarray(res if dtype is None else res.astype(np.dtype(dtype)))


def move_median(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """numpy's median of each window's valid elements, by brute force."""
    return _moving_order("move_median", input, window, None, dim, min_count, center, "linear", dtype, mask)


def move_quantile(input, window, q, dim=-1, *, min_count=None, center=False, method="linear", dtype=None,
                  mask=None):
    """numpy's quantile of each window's valid elements, by brute force."""
    return _moving_order("move_quantile", input, window, q, dim, min_count, center, method, dtype, mask)



def _exp_rows(x: np.ndarray, valid: np.ndarray, alpha: list, stat: str, adjust: bool, min_weight: float,
              correction: float) -> np.ndarray:
    """Rows (R, L) of an exponentially weighted statistic from its definition, not
    by the mean's recursion: every valid element keeps an explicit weight (its
    column of w), which each later position multiplies by (1 - alpha) there
    (masked-out positions too: pandas' ignore_na=False); adjust=True adds a new
    element with weight 1, adjust=False with weight alpha and then rescales the
    row's weights to sum 1 (what m = (1 - a) m + a x does to them).  w is kept
    normalized (sum 1) and the weights' true sum apart, so that old weights fade
    by the decay alone, never by underflow.  The variance is about the weighted
    mean, and the bias correction S**2 - sum(w**2) is 2 * the sum over pairs
    (no cancellation).  Computed in extended precision (np.longdouble: 11 more
    bits on x86-64), since a bias correction of weights that have nearly all
    decayed amplifies every rounding.  O(L**2) per row, the rows side by side."""
    R, L = x.shape
    ld = np.longdouble
    out = np.full((R, L), np.nan, dtype=ld)
    w = np.zeros((R, L), dtype=ld)
    xs = np.where(valid, x, 0.0).astype(ld)
    total = np.zeros(R, dtype=ld)               # the adjust=True weight sum: min_weight's measure
    scale = np.zeros(R, dtype=ld)               # the true sum of the weights that w holds normalized
    seen = np.zeros(R, bool)
    with np.errstate(all="ignore"):
        for j in range(L):
            d = ld(1) - ld(alpha[j])
            total *= d
            scale *= d
            ok = valid[:, j]
            new = ld(1) if adjust else ld(alpha[j])
            share = np.where(scale[ok] + new > 0, scale[ok] / (scale[ok] + new), 0.0)
            w[ok, :j] *= share[:, None]
            w[ok, j] = new / (scale[ok] + new)
            scale[ok] = scale[ok] + new if adjust else 1.0
            total[ok] += 1.0
            seen |= ok
            wj, xj = w[:, :j + 1], xs[:, :j + 1]
            sx = (wj * xj).sum(axis=1)
            if stat == "sum":
                res = scale * sx
            elif stat == "mean":
                res = sx
            else:
                res = (wj * (xj - sx[:, None]) ** 2).sum(axis=1)
                if correction:
                    prefix = np.zeros_like(wj)                  # (exclusive sums: no subtraction)
                    prefix[:, 1:] = np.cumsum(wj[:, :-1], axis=1)
                    den = 2.0 * (wj * prefix).sum(axis=1)
                    res = np.where(den > 0, res / den, np.nan)
                finite = np.all(np.isfinite(np.where(wj > 0, xj, 0.0)), axis=1)
                res = np.where(finite, res, np.nan)
                if stat == "std":
                    res = np.sqrt(res)
            out[:, j] = np.where(seen & (total >= min_weight), res, np.nan)
    return out.astype(np.float64)


def _moving_exp(op: str, stat: str, input, alpha, dim, min_weight, adjust, correction, dtype, mask):
    x = _as_array(input)
    _check_kind(op, x, _ORDERED_KINDS)
    xv = x.reshape(1) if x.ndim == 0 else x
    axes = _slice_axes(op, dim, xv.ndim)
    m = _mask(op, mask, x.shape).reshape(xv.shape)
    xt, mt, order = _lines(xv.astype(np.float64), m, axes)
    L = xt.shape[1]
    alphas = [float(alpha)] * L if np.ndim(alpha) == 0 else [float(a) for a in np.asarray(alpha)]
    given = [float(alpha)] if np.ndim(alpha) == 0 else alphas
    if len(alphas) != L or not all(0 < a <= 1 for a in given):
        raise ValueError(f"{op}: alpha must be in (0, 1], one per position along dim")
    if not min_weight >= 0:
        raise ValueError(f"{op}: min_weight must be >= 0; got {min_weight}")
    if stat == "sum" and not adjust:
        raise ValueError(f"{op}: adjust=False has no sum")
    out = _exp_rows(xt.astype(np.float64), mt.astype(bool), alphas, stat, adjust, min_weight, correction)
    back = np.argsort(order)
    res = np.transpose(out.reshape([xv.shape[a] for a in order]), back).reshape(x.shape)
    natural = x.dtype if x.dtype.kind == "f" else np.dtype(np.float64)
    with np.errstate(all="ignore"):
        return np.asarray(res.astype(natural if dtype is None else np.dtype(dtype)))


def _exp_op(stat: str):
    if stat in ("var", "std"):
        def op(input, alpha, dim=-1, *, min_weight=0.0, adjust=True, correction=1, dtype=None, mask=None):
            return _moving_exp(f"move_exp_{stat}", stat, input, alpha, dim, min_weight, adjust, correction, dtype,
                               mask)
    else:
        def op(input, alpha, dim=-1, *, min_weight=0.0, adjust=True, dtype=None, mask=None):
            return _moving_exp(f"move_exp_{stat}", stat, input, alpha, dim, min_weight, adjust, 1, dtype, mask)
    op.__name__ = f"move_exp_{stat}"
    op.__doc__ = f"The exponentially weighted moving {stat}, from its definition in exact rationals."
    return op


move_exp_mean, move_exp_sum, move_exp_var, move_exp_std = (_exp_op(s) for s in ("mean", "sum", "var", "std"))


def _fill(op: str, backward: bool, input, dim, limit, dtype, mask):
    """Each masked-out element takes the nearest valid one before (after) it
    within limit positions, found by walking; else it keeps its own."""
    x = _as_array(input)
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, numbers.Integral) or limit < 0):
        raise (ValueError if isinstance(limit, numbers.Integral) and not isinstance(limit, bool) else TypeError)(
            f"{op}: limit must be None or an int >= 0; got {limit!r}")
    xv = x.reshape(1) if x.ndim == 0 else x
    axes = _slice_axes(op, dim, xv.ndim)
    m = _mask(op, mask, x.shape).reshape(xv.shape)
    xt, mt, order = _lines(xv, m, axes)
    out = xt.copy()
    L = xt.shape[1]
    for r in range(xt.shape[0]):
        for j in range(L):
            if mt[r, j]:
                continue
            step = 1 if backward else -1
            k, dist = j + step, 1
            while 0 <= k < L and (limit is None or dist <= limit):
                if mt[r, k]:
                    out[r, j] = xt[r, k]
                    break
                k, dist = k + step, dist + 1
    back = np.argsort(order)
    res = np.transpose(out.reshape([xv.shape[a] for a in order]), back).reshape(x.shape)
    return np.asarray(res if dtype is None else res.astype(np.dtype(dtype)))


def ffill(input, dim=-1, *, limit=None, dtype=None, mask=None):
    """Forward fill along dim, by walking back from each masked-out element."""
    return _fill("ffill", False, input, dim, limit, dtype, mask)


def bfill(input, dim=-1, *, limit=None, dtype=None, mask=None):
    """Backward fill along dim, by walking ahead from each masked-out element."""
    return _fill("bfill", True, input, dim, limit, dtype, mask)

# -- slices of scans and normalizations ----------------------------------------------------

def _slice_axes(op: str, dim, ndim: int, *, allow_tuple: bool = False) -> tuple:
    """The dim of a scan / normalization: a required int (normalize: or a tuple)."""
    if dim is None:
        what = "an int or a tuple of ints" if allow_tuple else "an int"
        raise TypeError(f"{op}: dim is required ({what}); got None")
    if isinstance(dim, (list, tuple)) and not allow_tuple:
        raise TypeError(f"{op}: dim must be an int; got {dim!r}")
    return _axes(op, dim, ndim)


def _lines(x: np.ndarray, m: np.ndarray, axes: tuple):
    """(x, mask) -> 2-D (n_out, n_slice) views with the slice axes last (C order
    over them), and the axis order needed to put the result back."""
    kept = [a for a in range(x.ndim) if a not in axes]
    order = kept + list(axes)
    n_out = int(np.prod([x.shape[a] for a in kept], dtype=np.int64))
    n_red = int(np.prod([x.shape[a] for a in axes], dtype=np.int64))
    xt = np.transpose(x, order).reshape(n_out, n_red)
    mt = np.transpose(m, order).reshape(n_out, n_red)
    return xt, mt, order


def _unlines(rows: list, n_red: int, shape: tuple, order: list, dtype) -> np.ndarray:
    """Per-row Python lists (n_out x n_red) -> an ndarray of the input's shape."""
    out = np.empty((len(rows), n_red), dtype=dtype)
    with np.errstate(all="ignore"):
        for i, row in enumerate(rows):
            for j, v in enumerate(row):
                out[i, j] = v
    out = out.reshape(tuple(shape[a] for a in order))
    return np.transpose(out, np.argsort(order).astype(np.intp)).copy()  # C order, 0-d kept


# -- cumsum, cumprod ----------------------------------------------------------------------

class _RunningFloat:
    """An exact running sum or product of Python floats with IEEE nan/inf rules,
    rounded once on read."""

    def __init__(self, mul: bool):
        self.mul = mul
        self.q = Fraction(1 if mul else 0)
        self.nan = self.pos = self.neg = self.zero = False
        self.negatives = 0

    def add(self, v: float) -> None:
        if math.isnan(v):
            self.nan = True
        elif v == math.inf:
            self.pos = True
        elif v == -math.inf:
            self.neg = True
        elif self.mul:
            self.q *= Fraction(v)
            self.zero = self.zero or v == 0
        else:
            self.q += Fraction(v)
        if self.mul and v < 0:
            self.negatives += 1

    def value(self) -> float:
        if self.nan:
            return math.nan
        if self.mul:
            if self.pos or self.neg:
                if self.zero:
                    return math.nan                          # 0 * inf
                return -math.inf if self.negatives % 2 else math.inf
            return _to_float(self.q)
        if self.pos and self.neg:
            return math.nan
        if self.pos:
            return math.inf
        if self.neg:
            return -math.inf
        return _to_float(self.q)


def _scan(op, input, dim, dtype, mask, mul):
    x = _as_array(input)
    axes = _slice_axes(op, dim, x.ndim)
    m = _mask(op, mask, x.shape)
    x, out_dt = _compute_dtype(op, x, dtype, _sum_result, float_only=False)
    xt, mt, order = _lines(x, m, axes)
    kind = x.dtype.kind
    rows = []
    for i in range(xt.shape[0]):
        vals = xt[i].tolist()
        valid = mt[i].tolist()
        row = []
        if kind in "biu":
            acc = 1 if mul else 0
            for v, ok in zip(vals, valid):
                if ok:
                    acc = acc * int(v) if mul else acc + int(v)
                row.append(_wrap_int(acc, out_dt) if out_dt.kind in "biu" else acc)
        elif kind == "c":
            if mul:
                # finite prefix: 60 digits (as _complex_prod); once a non-finite
                # value is seen, ordinary complex multiplication from the start.
                import mpmath
                plain = 1 + 0j
                finite = True
                with mpmath.workdps(60):
                    acc = mpmath.mpc(1)
                    for v, ok in zip(vals, valid):
                        if ok:
                            plain *= v
                            finite = finite and math.isfinite(v.real) and math.isfinite(v.imag)
                            if finite:
                                acc *= mpmath.mpc(v.real, v.imag)
                        row.append(complex(float(acc.real), float(acc.imag)) if finite else plain)
            else:
                re, im = _RunningFloat(False), _RunningFloat(False)
                for v, ok in zip(vals, valid):
                    if ok:
                        re.add(v.real)
                        im.add(v.imag)
                    row.append(complex(re.value(), im.value()))
        else:
            acc = _RunningFloat(mul)
            for v, ok in zip(vals, valid):
                if ok:
                    acc.add(float(v))
                row.append(acc.value())
        rows.append(row)
    return _unlines(rows, xt.shape[1], x.shape, order, out_dt)


def cumsum(input, dim, *, dtype=None, mask=None):
    """Running sum along the int `dim`; masked-out elements act as 0 (their output
    holds the running value); dtype rules as sum; dtype= casts the input first."""
    return _scan("cumsum", input, dim, dtype, mask, False)


def cumprod(input, dim, *, dtype=None, mask=None):
    """Running product along the int `dim`; masked-out elements act as 1."""
    return _scan("cumprod", input, dim, dtype, mask, True)


# -- softmax, log_softmax, softmin ----------------------------------------------------------

_MP_DPS = 50


def _softmax_row(vals: list, log: bool) -> list:
    """softmax (or log_softmax) of the valid values of one non-empty slice.

    Non-finite values follow torch's max-shift formula exp(v - max) / sum:
    a NaN, a +inf, or all values -inf (max - max = inf - inf) give nan at every
    valid position; a -inf value (with a finite max) gives 0 (log: -inf)."""
    top = builtins.max(vals) if not any(math.isnan(v) for v in vals) else math.nan
    if math.isnan(top) or math.isinf(top):
        return [math.nan] * len(vals)
    import mpmath
    with mpmath.workdps(_MP_DPS):
        mtop = mpmath.mpf(top)
        shifted = [None if v == -math.inf else mpmath.mpf(v) - mtop for v in vals]
        total = mpmath.fsum(mpmath.exp(d) for d in shifted if d is not None)   # >= 1
        if log:
            lt = mpmath.log(total)
            return [-math.inf if d is None else float(d - lt) for d in shifted]
        return [0.0 if d is None else float(mpmath.exp(d) / total) for d in shifted]


def _softmax_family(op, input, dim, dtype, mask, *, negate, log):
    x = _as_array(input)
    _check_kind(op, x, _ORDERED_KINDS)
    axes = _slice_axes(op, dim, x.ndim)
    m = _mask(op, mask, x.shape)
    x, out_dt = _compute_dtype(op, x, dtype, _float_result, float_only=True)
    _check_kind(op, x, _ORDERED_KINDS)                  # dtype=complex -> TypeError
    masked_value = -math.inf if log else 0.0
    xt, mt, order = _lines(x, m, axes)
    rows = []
    for i in range(xt.shape[0]):
        valid = mt[i].tolist()
        vals = [(-float(v) if negate else float(v)) for v, ok in zip(xt[i].tolist(), valid) if ok]
        if not vals:                                    # fully masked or empty slice
            rows.append([math.nan] * len(valid))
            continue
        it = iter(_softmax_row(vals, log))
        rows.append([next(it) if ok else masked_value for ok in valid])
    return _unlines(rows, xt.shape[1], x.shape, order, out_dt)


def softmax(input, dim, *, dtype=None, mask=None):
    """exp(x) / sum(exp(x)) over the valid elements of each slice along the int
    `dim`; masked-out positions 0; a fully masked slice nan everywhere."""
    return _softmax_family("softmax", input, dim, dtype, mask, negate=False, log=False)


def log_softmax(input, dim, *, dtype=None, mask=None):
    """x - logsumexp(x) over the valid elements; masked-out positions -inf."""
    return _softmax_family("log_softmax", input, dim, dtype, mask, negate=False, log=True)


def softmin(input, dim, *, dtype=None, mask=None):
    """softmax(-x); masked-out positions 0."""
    return _softmax_family("softmin", input, dim, dtype, mask, negate=True, log=False)


# -- normalize --------------------------------------------------------------------------------

def _ieee_div(a: float, b: float) -> float:
    with np.errstate(all="ignore"):
        return float(np.float64(a) / np.float64(b))


def normalize(input, ord=2.0, dim=None, *, eps=1e-12, dtype=None, mask=None):  # noqa: A002
    """x / max(norm(x, ord), eps) at the valid positions of each slice along
    `dim` (an int or a tuple: a joint norm; required), with the norm of the
    reference `norm` (computed in float64, not rounded to the result dtype);
    masked-out positions and fully masked slices give 0.  A NaN norm is not
    floored by eps (NaN propagates, like torch's clamp_min)."""
    x = _as_array(input)
    _check_kind("normalize", x, _ORDERED_KINDS)
    axes = _slice_axes("normalize", dim, x.ndim, allow_tuple=True)
    p = _ord("normalize", ord)
    if isinstance(eps, bool) or not isinstance(eps, numbers.Real) or math.isnan(eps):
        raise TypeError(f"normalize: eps must be a real number >= 0; got {eps!r}")
    if eps < 0:
        raise ValueError(f"normalize: eps must be >= 0; got {eps!r}")
    eps = float(eps)
    m = _mask("normalize", mask, x.shape)
    x, out_dt = _compute_dtype("normalize", x, dtype, _float_result, float_only=True)
    _check_kind("normalize", x, _ORDERED_KINDS)
    xt, mt, order = _lines(x, m, axes)
    rows = []
    for i in range(xt.shape[0]):
        valid = mt[i].tolist()
        allv = [float(v) for v in xt[i].tolist()]
        vals = [v for v, ok in zip(allv, valid) if ok]
        nrm = _norm_value(vals, "f", p)
        denom = nrm if (math.isnan(nrm) or nrm > eps) else eps
        rows.append([_ieee_div(v, denom) if ok else 0.0 for v, ok in zip(allv, valid)])
    return _unlines(rows, xt.shape[1], x.shape, order, out_dt)


# -- logaddexp ---------------------------------------------------------------------------------

def _logaddexp2(a: float, b: float) -> float:
    """log(exp(a) + exp(b)), correctly rounded (mpmath), with -inf as the identity."""
    if math.isnan(a) or math.isnan(b):
        return math.nan
    hi, lo = (a, b) if a >= b else (b, a)
    if lo == -math.inf or hi == math.inf:       # (-inf, -inf) -> -inf; (inf, inf) -> inf
        return hi
    import mpmath
    with mpmath.workdps(_MP_DPS):
        return float(mpmath.mpf(hi) + mpmath.log1p(mpmath.exp(mpmath.mpf(lo) - mpmath.mpf(hi))))


def logaddexp(input, other, *, dtype=None, input_mask=None, other_mask=None):
    """Elementwise log(exp(input) + exp(other)); each mask broadcasts to its own
    operand (one-way), then the operands broadcast together; a masked-out
    operand acts as -inf (both masked -> -inf).  Result dtype: the promoted
    float dtype of the operands (ints/bool -> float64); dtype= (a float dtype)
    casts both operands first."""
    a = _as_array(input)
    b = _as_array(other)
    _check_kind("logaddexp", a, _ORDERED_KINDS)
    _check_kind("logaddexp", b, _ORDERED_KINDS)
    ma = _mask("logaddexp", input_mask, a.shape)
    mb = _mask("logaddexp", other_mask, b.shape)
    if dtype is None:
        out_dt = _float_result(np.result_type(a.dtype, b.dtype))
    else:
        out_dt = np.dtype(dtype)
        if out_dt.kind != "f":
            raise TypeError(f"logaddexp: cannot compute in dtype {out_dt}; "
                            f"the result is a real float")
        with np.errstate(all="ignore"):
            a = a.astype(out_dt)
            b = b.astype(out_dt)
    # The common shape by numpy's rule, written out (np.broadcast_arrays stops at 32 dims).
    n = max(a.ndim, b.ndim)
    pa, pb = (1,) * (n - a.ndim) + a.shape, (1,) * (n - b.ndim) + b.shape
    if any(x != y and 1 not in (x, y) for x, y in zip(pa, pb)):
        raise ValueError(f"logaddexp: input of shape {a.shape} and other of shape {b.shape} "
                         f"do not broadcast together")
    shape = tuple(max(x, y) if 0 not in (x, y) else 0 for x, y in zip(pa, pb))
    A, B, MA, MB = (np.broadcast_to(v, shape) for v in (a, b, ma, mb))
    out = np.empty(A.shape, dtype=out_dt)
    with np.errstate(all="ignore"):
        for idx in np.ndindex(A.shape):
            va = float(A[idx]) if MA[idx] else -math.inf
            vb = float(B[idx]) if MB[idx] else -math.inf
            out[idx] = _logaddexp2(va, vb)
    return out


# The selectors' oracle lives in its own module; the generated tests find
# every op's reference here.
from tensorplay.masked.testing.reference_selectors import (  # noqa: E402,F401
    boolean_mask, boolean_mask_update, index_fill, index_select, masked_axis_fill, masked_axis_select,
    masked_fill, masked_fill_along_axis, masked_scatter, masked_select)

__all__ += ["masked_fill", "masked_scatter", "masked_select", "masked_axis_select", "masked_axis_fill",
            "masked_fill_along_axis", "index_select", "index_fill", "boolean_mask", "boolean_mask_update"]
