"""Slow, obviously-correct reference implementations of the masked reductions.

This module is the test oracle and nothing else: it is deliberately simple and
independent of the generated kernels and of the runtime (it imports nothing
from tensorplay.masked).  The semantics are those of SPEC.md §1-§3.

Method: move the reduced axes to the end, reshape to (n_out, n_red), broadcast
the mask the same way, and for every output row gather the valid elements
into a Python list and reduce it with exact or correctly rounded arithmetic:

* float sums: ``math.fsum`` (exact ``fractions.Fraction`` if fsum overflows in
  an intermediate step); complex sums: real and imaginary parts separately;
* integer sums and products: Python ints, wrapped modulo 2**bits into the
  result dtype (like numpy's int64 overflow);
* float products, mean and var/std: exact ``Fraction`` arithmetic on the
  finite values, rounded once at the end;
* logsumexp: max shift and ``fsum`` of ``exp``; norm: ``fsum`` of ``|v|**p``.

Results are computed in Python floats (float64) and cast to the result dtype,
so float16/float32 results are the exact (or float64) answer rounded once;
compare them with a tolerance.
"""
from __future__ import annotations

import builtins
import math
import numbers
import operator
from fractions import Fraction

import numpy as np

__all__ = ["sum", "prod", "amax", "amin", "argmax", "argmin", "mean", "var", "std",
           "logsumexp", "norm"]

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
    qs = [(Fraction(a), Fraction(b)) for a, b in parts]
    mean_re = builtins.sum((a for a, _ in qs), Fraction(0)) / n
    mean_im = builtins.sum((b for _, b in qs), Fraction(0)) / n
    ss = builtins.sum(((a - mean_re) ** 2 + (b - mean_im) ** 2 for a, b in qs), Fraction(0))
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
    if isinstance(ord, bool) or not isinstance(ord, numbers.Real) or math.isnan(ord):
        raise TypeError(f"norm: ord must be a real number; got {ord!r}")
    p = float(ord)
    x, out_dt = _compute_dtype("norm", x, dtype, _real_result, float_only=True)
    rows, kept = _rows(x, m, axes)
    res = []
    for vals, _ in rows:
        mags = [abs(complex(v)) if x.dtype.kind == "c" else abs(float(v)) for v in vals]
        if p == 0:
            res.append(float(builtins.sum(1 for v in vals if v != 0)))
        elif not mags:
            res.append(math.inf if p == -math.inf else 0.0)
        elif any(math.isnan(a) for a in mags):
            res.append(math.nan)
        elif p == math.inf:
            res.append(builtins.max(mags))
        elif p == -math.inf:
            res.append(builtins.min(mags))
        else:
            total = _fsum([_pow(a, p) for a in mags])
            res.append(_pow(total, 1.0 / p))
    return _finish(res, kept, axes, x.ndim, keepdim, out_dt)
