"""NaN as the missing marker: numpy's, bottleneck's and numbagg's nan-function
names over tensorplay.masked's ops.  Each is the masked op with mask = ~isnan(a), so a
NaN is never a value here: an all-NaN slice gives NaN (without numpy's
RuntimeWarning), and the results are the masked op's (for the quantiles:
numpy's, to the bit).
"""
from __future__ import annotations

import numpy as np

from tensorplay.masked import _ops

_quantile = _ops.quantile

__all__ = ["nanquantile", "nanpercentile", "move_sum", "move_mean", "move_std", "move_var", "move_min",
           "move_max"]


def _valid(op: str, a):
    try:
        x = np.asarray(a)
    except Exception as exc:
        raise TypeError(f"{op}: a must be array-like; got {type(a).__name__} ({exc})") from None
    return x, (~np.isnan(x) if x.dtype.kind == "f" else None)


def nanquantile(a, q=None, axis=None, *, method="linear", keepdims=False, quantiles=None):
    """numpy.nanquantile(a, q, axis, method=, keepdims=): the q-quantiles of the
    non-NaN elements along axis (None: all; an int or a tuple).  numbagg's
    keyword ``quantiles=`` is accepted for q.  A 1-D q adds a leading dim."""
    if quantiles is not None:
        if q is not None:
            raise TypeError("nanquantile: pass q or quantiles=, not both")
        q = quantiles
    if q is None:
        raise TypeError("nanquantile: missing q (the quantiles, in [0, 1])")
    x, valid = _valid("nanquantile", a)
    return _quantile(x, q, axis, keepdim=keepdims, method=method, mask=valid)


def nanpercentile(a, q, axis=None, *, method="linear", keepdims=False):
    """numpy.nanpercentile(a, q, axis, method=, keepdims=): nanquantile of q / 100."""
    if isinstance(q, (bool, np.bool_)) or q is None or isinstance(q, (str, bytes)):
        raise TypeError(f"nanpercentile: q must be a float in [0, 100] or a 1-D sequence of them; got {q!r}")
    # numpy divides the same way, keeping a Python number a Python number (weak promotion).
    q = q / 100 if type(q) in (int, float) else np.true_divide(np.asarray(q), 100)
    x, valid = _valid("nanpercentile", a)
    try:
        return _quantile(x, q, axis, keepdim=keepdims, method=method, mask=valid)
    except ValueError as exc:
        if "q must be in [0, 1]" in str(exc):
            raise ValueError(f"nanpercentile: q must be in [0, 100] (NaN is not); got {q * 100!r}") from None
        raise


def _bottleneck_window(stat: str, ddof_arg: bool):
    """bottleneck's move_<stat>(a, window, min_count=None, axis=-1[, ddof=0]):
    NaN marks the missing values, min_count (None: window) is in [1, window],
    integers give float64 and floats their own dtype; the results are the
    masked op's, exact where bottleneck's running totals drift (an inf or a
    huge value that has left the window leaves no trace here)."""
    op = getattr(_ops, f"move_{stat}")
    name = f"move_{stat}"

    def move(a, window, min_count=None, axis=-1, **kw):
        ddof = kw.pop("ddof", 0) if ddof_arg else None
        if kw:
            raise TypeError(f"{name}() got an unexpected keyword argument {next(iter(kw))!r}")
        if min_count is not None and not isinstance(min_count, (bool, np.bool_)) and \
                isinstance(min_count, (int, np.integer)) and min_count < 1:
            raise ValueError(f"{name}: min_count must be in [1, window] (bottleneck's rule); got {min_count}")
        x, valid = _valid(name, a)
        extra = {"correction": ddof} if ddof_arg else {}
        return op(x, window, axis, min_count=min_count, mask=valid, **extra)

    move.__name__ = move.__qualname__ = name
    move.__doc__ = (f"bottleneck.{name}(a, window, min_count=None, axis=-1{', ddof=0' if ddof_arg else ''}) "
                    f"with NaN as the missing marker: tensorplay.masked.{name} on the non-NaN values.")
    return move


move_sum = _bottleneck_window("sum", False)
move_mean = _bottleneck_window("mean", False)
move_std = _bottleneck_window("std", True)
move_var = _bottleneck_window("var", True)
move_min = _bottleneck_window("min", False)
move_max = _bottleneck_window("max", False)
