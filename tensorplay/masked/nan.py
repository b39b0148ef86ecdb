"""NaN as the missing marker: numpy's, bottleneck's and numbagg's nan-function
names over tensorplay.masked's ops.  Each is the masked op with mask = ~isnan(a), so a
NaN is never a value here: an all-NaN slice gives NaN (without numpy's
RuntimeWarning), and the results are the masked op's (for the quantiles:
numpy's, to the bit).

The bottleneck names keep bottleneck's conventions, not ours, so that a
bottleneck user (or xarray, which looks them up by name) can switch by
changing an import: `axis` an int or None (numbagg's tuples too), float16 in gives
float16 out, nanmin/nanmax of an empty axis and nanargmin/nanargmax of an
all-NaN slice raise ValueError, nansum of all-NaN is 0, a full reduction
gives a numpy scalar, and move_argmin/move_argmax give float offsets back
from the window's newest element (ties to the newest).  bottleneck's own test
suite runs against this module (tests/test_bottleneck_suite.py), and so do
xarray's and pandas' tests of their bottleneck paths, which hand it the
dtypes bottleneck sends to numpy (_numpy_reduce, _numbers), and xarray's of
its numbagg paths, which hand the reductions numbagg's tuples of axes
(tests/test_engine_users.py).
"""
from __future__ import annotations

import math
import operator
import re
import warnings

import numpy as np

from tensorplay.masked import _ops
from tensorplay.masked._generated import ops as _generated
from tensorplay.masked._runtime import memory as _memory
from tensorplay.masked._csrc._select import gather_valid as _gather_valid
from tensorplay.masked._runtime.args import dtype_name as _dtype_name
from tensorplay.masked._runtime.quantile import _order_stats

_quantile = _ops.quantile

__all__ = ["nanquantile", "nanpercentile", "nansum", "nanmean", "nanvar", "nanstd", "nanmin", "nanmax",
           "nanargmin", "nanargmax", "median", "nanmedian", "move_sum", "move_mean", "move_std", "move_var",
           "move_min", "move_max", "move_argmin", "move_argmax", "move_median", "push", "ffill", "bfill",
           "move_exp_nanmean", "move_exp_nansum", "move_exp_nanvar", "move_exp_nanstd", "move_exp_nancount"]


def _valid(op: str, a, objects: bool = False):
    """a as an array and where it is not NaN (None: no NaN can be there).
    objects: an object array of numbers is read as float64 (_numbers)."""
    if type(a) is np.ndarray:
        x = a
    else:
        try:
            x = np.asarray(a)
        except Exception as exc:
            raise TypeError(f"{op}: a must be array-like; got {type(a).__name__} ({exc})") from None
    if objects and x.dtype.kind == "O":
        x = _numbers(op, x)
    if x.dtype.kind not in "fc":
        return x, None
    return x, x == x            # (NaN is not itself; a complex NaN: either part.  0-d: a numpy bool)


_NUMBER = (bool, int, float, np.bool_, np.integer, np.floating)


def _numbers(op: str, x: np.ndarray) -> np.ndarray:
    """An object array of real numbers (bool, int, float, numpy's scalars; None
    as NaN) as float64.  bottleneck sends the dtypes it has no kernel for to
    its pure-numpy functions, whose moving windows give float64 of the same
    numbers: xarray's rolling hands it such arrays (a bool DataArray padded
    with NaN for center=True is an object array).  Anything else is a
    TypeError, before any work."""
    for v in x.flat:
        if v is not None and not isinstance(v, _NUMBER):
            raise TypeError(f"{op}: a has dtype object holding {type(v).__name__} {v!r}; expected real numbers "
                            f"(bool, int, float or None for missing)")
    try:
        return x.astype(np.float64)
    except (OverflowError, ValueError, TypeError) as exc:      # (a Python int beyond float64's range)
        raise ValueError(f"{op}: a has an object that float64 cannot hold ({exc})") from None


def _axis(op: str, axis, ndim: int):
    """The reductions' axis: None, an int in range, or -- numbagg's rule, which
    xarray relies on when numbagg is its engine; bottleneck takes only the
    first two -- a sequence of them: returned as None, an int (a 1-sequence
    is its int) or a sorted tuple of distinct dims (() included: no axis
    reduced, numpy's rule).  As numpy's, an axis is anything with __index__
    (a numpy integer, a 0-d int array) and a sequence a tuple, list, range or
    1-d array of such.  TypeError/ValueError otherwise."""
    if _several(axis):
        dims = tuple(_one_axis(op, d, ndim, axis) for d in axis)
        if len(set(dims)) < len(dims):
            raise ValueError(f"{op}: repeated axis in axis={axis!r}")
        return dims[0] if len(dims) == 1 else tuple(sorted(dims))
    return None if axis is None else _one_axis(op, axis, ndim, axis)


def _several(axis) -> bool:
    """Whether axis is a sequence of axes (numpy's and numbagg's spellings)."""
    return isinstance(axis, (tuple, list, range)) or isinstance(axis, np.ndarray) and axis.ndim == 1


def _one_axis(op: str, d, ndim: int, axis) -> int:
    try:
        if isinstance(d, (bool, np.bool_)):
            raise TypeError
        d = operator.index(d)
    except TypeError:
        raise TypeError(f"{op}: axis must be an int, a tuple of ints or None; got {axis!r}") from None
    if not -ndim <= d < ndim:       # (numpy's AxisError: a ValueError and an IndexError)
        raise np.exceptions.AxisError(f"{op}: axis {d} is out of bounds for an array of {ndim} dims")
    return d % ndim


def _merged(x: np.ndarray, valid, axis):
    """x and valid with a tuple of axes (from _axis) made one trailing axis, and
    that axis: a reduction over several axes as one over their elements (in
    row-major order: numbagg's nanargmax indexes them so); () appends an axis
    of 1, each element its own slice.  An int or None passes through."""
    if not isinstance(axis, tuple):
        return x, valid, axis
    k, n = len(axis), int(np.prod([x.shape[d] for d in axis], dtype=np.int64))

    def merge(v):
        moved = np.moveaxis(v, axis, range(v.ndim - k, v.ndim))
        return moved.reshape(moved.shape[:v.ndim - k] + (n,))
    return merge(x), None if valid is None else merge(valid), -1


def _scalar(out):
    return out[()] if isinstance(out, np.ndarray) and out.ndim == 0 else out


def _ours(op_name: str, x: np.ndarray) -> bool:
    """Whether tensorplay.masked's op takes x's dtype."""
    key = (op_name, x.dtype)
    took = _TAKES.get(key)
    if took is None:
        took = _TAKES[key] = _dtype_name(x.dtype) in getattr(_generated, f"_{op_name}_spec").result
    return took


_TAKES: dict = {}      # (op name, dtype) -> whether the op takes it (a few per program)


def _take(name: str, op_name: str, x: np.ndarray) -> None:
    """A TypeError naming bottleneck's function and its `a` unless our op takes x's dtype."""
    if not _ours(op_name, x):
        raise TypeError(f"{name}: a has dtype {x.dtype}; expected one of "
                        f"{', '.join(getattr(_generated, f'_{op_name}_spec').result)}")


def _numpy_reduce(name: str, x: np.ndarray, axis, **kw):
    """bottleneck's fallback: it sends the dtypes it has no kernel for to its
    bn.slow functions, which are numpy's (np.<name>); so do we, for the dtypes
    our ops do not take (complex for the orderings and the medians, whose
    order numpy defines lexicographically; longdouble, object, datetime64 and
    timedelta64), keeping bottleneck's rules: numpy's results and errors (an
    empty axis of nanmin, an all-NaN slice of nanargmin: ValueError; a sum of
    datetimes: TypeError), named after the function, and no warnings."""
    try:
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore", RuntimeWarning)
            return getattr(np, name)(x, axis=axis, **kw)
    except (TypeError, ValueError, ArithmeticError, AttributeError) as exc:   # (numpy's message, named)
        # (0 / 0 among objects, numpy 2.4's nanmin of an all-NaN object slice: ValueErrors)
        kind = TypeError if isinstance(exc, TypeError) else ValueError
        raise kind(f"{name}: {exc} (numpy's {name} on a of dtype {x.dtype})") from None


def _named(name: str, call):
    """call(), with the TypeError, IndexError or ValueError of the op it runs
    (which names itself: "quantile: ...") under this module's name for it."""
    try:
        return call()
    except (TypeError, ValueError, IndexError) as exc:
        text = _OWN_NAME.sub("", str(exc), count=1)
        kind = next(k for k in (TypeError, IndexError, ValueError) if isinstance(exc, k))
        raise kind(f"{name}: {text}") from None


_OWN_NAME = re.compile(r"^[A-Za-z_]\w*: ")


def _none_valid(valid, axis):
    """Where a slice has no valid element (None: no NaN can be there)."""
    return None if valid is None else ~np.any(valid, axis=axis)


def _bottleneck_reduce(name: str, op_name: str, empty: str = "", ddof_arg: bool = False):
    """bottleneck's <name>(a, axis=None[, ddof=0]) as tensorplay.masked's <op_name>
    on the non-NaN values.  `empty`: what a slice with no value does --
    "" (the op's own result), "nan" (NaN; an empty axis raises ValueError, as
    numpy's and bottleneck's nanmin/nanmax do) or "raise" (ValueError)."""
    op = getattr(_ops, op_name)
    # A slice with no value gives the op's identity (amin: +inf, amax: -inf) or position 0
    # (argmin, argmax): only where the result is that can one be, so only then is it looked for.
    may_be_empty = {"amin": np.inf, "amax": -np.inf}.get(op_name, 0)

    def reduce(a, axis=None, **kw):
        ddof = 0
        if kw:
            ddof = kw.pop("ddof", 0) if ddof_arg else 0
            if kw:
                raise TypeError(f"{name}() got an unexpected keyword argument {next(iter(kw))!r}")
            if isinstance(ddof, (bool, np.bool_)) or not isinstance(ddof, (int, np.integer)):
                raise TypeError(f"{name}: ddof must be an int; got {type(ddof).__name__}")
        x, valid = _valid(name, a)
        if axis is not None:
            x, valid, axis = _merged(x, valid, _axis(name, axis, x.ndim))
        # numpy's rule: reducing over an empty axis has no identity to give
        if empty and x.size == 0 and (axis is None or x.shape[axis] == 0):
            raise ValueError(f"{name}: a zero-size array has no {'value' if empty == 'nan' else 'position'}"
                             f" to reduce to (axis {axis})")
        if not _ours(op_name, x):
            return _numpy_reduce(name, x, axis, **({"ddof": ddof} if ddof_arg else {}))
        out = op(x, axis, mask=valid, correction=ddof) if ddof_arg else op(x, axis, mask=valid)
        if out.ndim == 0:          # (a numpy scalar, as bottleneck's full reductions give)
            out = out[()]
        if empty and valid is not None and x.size and (out == may_be_empty if out.ndim == 0 else
                                                       (out == may_be_empty).any()):
            none = _none_valid(valid, axis)
            if none.any():
                if empty == "raise":
                    raise ValueError(f"{name}: All-NaN slice encountered")
                out = np.where(none, np.nan, out).astype(out.dtype)[()]
        return out

    reduce.__name__ = reduce.__qualname__ = name
    reduce.__doc__ = (f"bottleneck.{name}(a, axis=None{', ddof=0' if ddof_arg else ''}) with NaN as the missing "
                      f"marker: tensorplay.masked.{op_name} of the non-NaN values.")
    return reduce


nansum = _bottleneck_reduce("nansum", "sum")
nanmean = _bottleneck_reduce("nanmean", "mean")
nanvar = _bottleneck_reduce("nanvar", "var", ddof_arg=True)
nanstd = _bottleneck_reduce("nanstd", "std", ddof_arg=True)
nanmin = _bottleneck_reduce("nanmin", "amin", empty="nan")
nanmax = _bottleneck_reduce("nanmax", "amax", empty="nan")
nanargmin = _bottleneck_reduce("nanargmin", "argmin", empty="raise")
nanargmax = _bottleneck_reduce("nanargmax", "argmax", empty="raise")


def _middles(op: str, a, axis, nan_is_missing: bool):
    """numpy's median: the mean of the slice's two middle values (one if its count
    is odd), as np.mean computes it -- in the float dtype (float16: in float32),
    ints in float64 -- so that an inf among them is kept, where quantile's
    interpolation at 0.5 would give NaN.  The middles are the order statistics
    of ranks (n - 1) // 2 and n // 2 of the non-NaN values, both from one
    selection per slice (_middle_pair).  Integers are read as float64 first (a
    monotone map: the same order statistics, and numpy's median converts them
    so too).  For median (NaN is a value), a slice holding a NaN is NaN."""
    x, valid = _valid(op, a)
    if axis is not None:
        x, valid, axis = _merged(x, valid, _axis(op, axis, x.ndim))
    if not _ours("median", x):
        return _numpy_reduce(op, x, axis)
    whole = None if nan_is_missing or valid is None else np.all(valid, axis=axis)    # (median: no NaN there)
    if whole is not None and not whole.any():           # (every slice holds a NaN: nothing to select)
        return _scalar(np.full(whole.shape, np.nan, x.dtype.newbyteorder("=")))
    data = x if x.dtype.kind == "f" else x.astype(np.float64)
    lo, hi = _middle_pair(data, valid, axis)
    out_dtype = data.dtype
    work = np.dtype(np.float32) if out_dtype == np.float16 else out_dtype
    with np.errstate(invalid="ignore", over="ignore"):
        lo_w, hi_w = lo.astype(work), hi.astype(work)
        mid = np.where(lo_w == hi_w, lo_w, (lo_w + hi_w) / work.type(2))
    if whole is not None:
        mid = np.where(whole, mid, np.nan)
    return _scalar(np.asarray(mid).astype(out_dtype.newbyteorder("=")))


_SMALL_SLICE = 4096


def _middle_pair(data: np.ndarray, valid, axis):
    """The lower and upper middle of each slice's valid values along axis (None:
    the whole array): its order statistics of ranks (n - 1) // 2 and n // 2
    (equal when n is odd), NaN where n is 0.  One multi-rank selection per
    slice (quantile's: _select.gather_valid, then _select.pyx order_stats, on
    the thread pool): the two middles in one pass, where two median calls
    (the second on the negated data) read every slice twice.  A small single
    slice takes numpy's partition instead.  Exact: order statistics are
    values of the slice, whichever way they are found."""
    if (axis is None or data.ndim == 1) and data.size <= _SMALL_SLICE:
        # One small slice: its valid values and numpy's partition at the two
        # ranks (a few microseconds, where the machinery below costs ten; on
        # long slices numpy's introselect is 4x slower than ours).
        vals = data.reshape(-1) if valid is None else data[valid]
        n = vals.size
        if n == 0:
            nan_ = np.full((), np.nan, data.dtype.newbyteorder("="))
            return nan_, nan_
        part = np.partition(vals, ((n - 1) // 2, n // 2)) if n > 2 else np.sort(vals)
        return part[(n - 1) // 2], part[n // 2]
    if axis is None:
        rows, vrows, shape = data.reshape(1, -1), None if valid is None else valid.reshape(1, -1), ()
    else:
        if axis != data.ndim - 1:
            data, valid = np.moveaxis(data, axis, -1), None if valid is None else np.moveaxis(valid, axis, -1)
        shape = data.shape[:-1]
        rows = data.reshape(math.prod(shape), data.shape[-1])
        vrows = None if valid is None else valid.reshape(rows.shape)
    values, counts, starts = _gather_valid(rows, np.broadcast_to(np.True_, rows.shape) if vrows is None else vrows)
    pair = np.full((rows.shape[0], 2), np.nan, data.dtype.newbyteorder("="))
    live = counts > 0
    n = counts[live]
    if n.size:
        ranks = np.empty((n.size, 2), np.int64)
        np.floor_divide(n - 1, 2, out=ranks[:, 0])
        np.floor_divide(n, 2, out=ranks[:, 1])
        pair[live] = _order_stats(values, starts[live], n, ranks)
    return pair[:, 0].reshape(shape), pair[:, 1].reshape(shape)


def median(a, axis=None):
    """bottleneck.median(a, axis=None): numpy's median (a NaN makes its slice NaN;
    the mean of the two middle values)."""
    return _middles("median", a, axis, False)


def nanmedian(a, axis=None):
    """bottleneck.nanmedian(a, axis=None): numpy's nanmedian (the mean of the two
    middle non-NaN values; NaN where there are none)."""
    return _middles("nanmedian", a, axis, True)


def nanquantile(a, q=None, axis=None, *, method="linear", keepdims=False, quantiles=None):
    """numpy.nanquantile(a, q, axis, method=, keepdims=): the q-quantiles of the
    non-NaN elements along axis (None: all; an int or a tuple, () none).
    numbagg's keyword ``quantiles=`` is accepted for q.  A 1-D q adds a
    leading dim."""
    if quantiles is not None:
        if q is not None:
            raise TypeError("nanquantile: pass q or quantiles=, not both")
        q = quantiles
    if q is None:
        raise TypeError("nanquantile: missing q (the quantiles, in [0, 1])")
    return _nan_quantile("nanquantile", a, q, 1, axis, keepdims, method)


def nanpercentile(a, q, axis=None, *, method="linear", keepdims=False):
    """numpy.nanpercentile(a, q, axis, method=, keepdims=): nanquantile of q / 100."""
    if isinstance(q, (bool, np.bool_)) or q is None or isinstance(q, (str, bytes)):
        raise TypeError(f"nanpercentile: q must be a float in [0, 100] or a 1-D sequence of them; got {q!r}")
    # numpy divides the same way, keeping a Python number a Python number (weak promotion).
    q = q / 100 if type(q) in (int, float) else np.true_divide(np.asarray(q), 100)
    return _nan_quantile("nanpercentile", a, q, 100, axis, keepdims, method)


def _nan_quantile(name: str, a, q, scale: int, axis, keepdims: bool, method: str):
    """The quantiles of the non-NaN values, with numpy's axis=() (no axis
    reduced: each element is its own slice, where our ops' dim=() is
    torch's, every dim) and numpy's words for a q out of range (numbagg's
    suite matches them); q is already divided by `scale`."""
    x, valid = _valid(name, a)
    axis = _axis(name, axis, x.ndim)
    if axis == ():
        x, axis, keepdims = x[..., None], -1, False
        valid = None if valid is None else valid[..., None]

    def quantile():
        try:
            return _quantile(x, q, axis, keepdim=keepdims, method=method, mask=valid)
        except ValueError as exc:
            if "q must be in [0, 1]" in str(exc):
                what = "quantiles" if scale == 1 else "percentiles"
                got = q if scale == 1 else q * scale
                raise ValueError(f"{name}: the {what} must be in the range [0, {scale}] (NaN is not); got "
                                 f"{got!r}") from None
            raise
    return _named(name, quantile)


def _window_axis(op: str, axis, ndim: int, tuples: bool = True):
    """The moving windows' axis: an int (bottleneck's), or (tuples: the
    functions numbagg has) numbagg's tuple of one axis or () -- no axis to move
    along, returned as () for the caller to give the input back
    (_unmoved), as numbagg does."""
    if type(axis) is int and ndim:
        return _one_axis(op, axis, ndim, axis)          # (the common call)
    if axis is None:
        raise ValueError(f"{op}: axis None is not supported by the moving windows (bottleneck's rule)")
    if _several(axis) and not tuples:
        raise TypeError(f"{op}: axis must be an int (bottleneck's rule); got {axis!r}")
    if _several(axis) and len(axis) != 1:
        if len(axis) > 1:
            raise ValueError(f"{op}: only one axis can be passed; got {axis!r}")
        return ()
    if ndim == 0:
        raise ValueError(f"{op}: moving window functions need an array of at least 1 dim")
    return _axis(op, axis, ndim)


def _unmoved(x: np.ndarray) -> np.ndarray:
    """numbagg's result for axis=(): the input, as a new array of the result's dtype."""
    return x.astype(_window_dtype(x), copy=True)


def _window_count(op: str, window, min_count):
    """bottleneck's window (an int >= 1) and min_count (None: window; 1..window,
    and numbagg's 0: a window of no value is the op's own result on nothing --
    a sum 0, a mean NaN -- as pandas' min_periods=0)."""
    if type(window) is not int or min_count is not None and type(min_count) is not int:     # (else: ints)
        for arg, v in (("window", window), ("min_count", min_count)):
            if v is not None and (isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer))):
                raise TypeError(f"{op}: {arg} must be an int; got {type(v).__name__}")
    if window is None or window < 1:
        raise ValueError(f"{op}: window must be an int >= 1; got {window}")
    if min_count is not None and min_count > window:
        raise ValueError(f"{op}: min_count {min_count} cannot be greater than window {window}")
    if min_count is not None and min_count < 0:
        raise ValueError(f"{op}: min_count must be >= 0; got {min_count}")
    return int(window), int(window if min_count is None else min_count)


def _window_dtype(x: np.ndarray) -> np.dtype:
    """bottleneck's result dtype: the input's own float dtype (byte order included), else float64."""
    return x.dtype if x.dtype.kind == "f" else np.dtype(np.float64)


def _bottleneck_window(stat: str, ddof_arg: bool):
    """bottleneck's move_<stat>(a, window, min_count=None, axis=-1[, ddof=0]):
    NaN marks the missing values, min_count (None: window) is in [0, window],
    integers give float64 and floats their own dtype; the results are the
    masked op's, exact where bottleneck's running totals drift (an inf or a
    huge value that has left the window leaves no trace here)."""
    op = getattr(_ops, f"move_{stat}")
    name = f"move_{stat}"

    def move(a, window, min_count=None, axis=-1, **kw):
        ddof = kw.pop("ddof", 0) if ddof_arg else None
        if kw:
            raise TypeError(f"{name}() got an unexpected keyword argument {next(iter(kw))!r}")
        window, min_count = _window_count(name, window, min_count)
        x, valid = _valid(name, a, objects=True)
        _take(name, name, x)
        axis = _window_axis(name, axis, x.ndim)
        if axis == ():
            return _unmoved(x)
        extra = {"correction": ddof} if ddof_arg else {}
        return op(x, window, axis, min_count=min_count, mask=valid, **extra).astype(_window_dtype(x), copy=False)

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
move_median = _bottleneck_window("median", False)


def _bottleneck_window_position(stat: str):
    """bottleneck's move_arg<stat>(a, window, min_count=None, axis=-1): the offset
    of the window's extreme back from its newest element (0: the newest),
    ties to the newest, as a float (NaN where fewer than min_count values);
    the moving kernel's argmin/argmax with ties to the last position (see
    _last_positions)."""
    name = f"move_arg{stat}"
    worst = np.inf if stat == "min" else -np.inf

    def move(a, window, min_count=None, axis=-1):
        window, need = _window_count(name, window, min_count)
        need = max(need, 1)              # (no position in a window of no value)
        x, valid = _valid(name, a, objects=True)
        _take(name, name, x)       # (the kernel below reads float64 rows)
        axis = _window_axis(name, axis, x.ndim, tuples=False)
        last = axis == x.ndim - 1           # (np.moveaxis costs microseconds: only when it moves)
        xl = x if last else np.moveaxis(x, axis, -1)
        vl = None if valid is None or last else np.moveaxis(valid, axis, -1)
        vl = valid if last else vl
        if vl is not None and bool((xl == worst).any()):      # (an infinity is never NaN: valid)
            # bottleneck compares a NaN as the worst value (+inf for a minimum), so a window whose
            # extreme is that infinity reports its newest element: the NaN as that infinity,
            # every element a candidate; min_count counts the non-NaN ones
            out = _last_positions(stat, np.where(vl, xl, worst), None, window, 1)
            count, _ = _memory.moving_rows("count", xl, vl, -1, window, 0, False, 1.0)
            out[count < need] = np.nan
        else:
            out = _last_positions(stat, xl, vl, window, need)
        out = out if last else np.ascontiguousarray(np.moveaxis(out, -1, axis))
        return out.astype(_window_dtype(x), copy=False)

    move.__name__ = move.__qualname__ = name
    move.__doc__ = _bottleneck_window_position.__doc__.replace("<stat>", stat).split(";")[0] + "."
    return move


def _last_positions(stat: str, x: np.ndarray, valid, window: int, need: int) -> np.ndarray:
    """Along the last axis, each trailing window's offset back from its newest
    element to the last valid position holding its extreme (float64; NaN where
    fewer than `need` are valid): the moving kernel's argmin/argmax with ties
    to the last (its walk reads the rows backwards, where the last holder is
    the first one met: amortised O(1) an output on any data) writing offsets."""
    out, _ = _memory.moving_rows(f"arg{stat}", x, valid, -1, window, need, False, 1.0, last=True, offsets=True)
    return out


move_argmin = _bottleneck_window_position("min")
move_argmax = _bottleneck_window_position("max")


def _fill(name: str, op, a, limit, axis):
    for arg, v in (("limit", limit), ("axis", axis)):
        if v is not None and (isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer))):
            raise TypeError(f"{name}: {arg} must be an int{' or None' if arg == 'limit' else ''}; got "
                            f"{type(v).__name__}")
    x, valid = _valid(name, a)
    _take(name, op.__name__, x)
    axis = _window_axis(name, axis, x.ndim)
    if limit is not None and limit < 0:
        raise ValueError(f"{name}: limit must be None or >= 0; got {limit}")
    return op(x, axis, limit=limit, mask=valid).astype(x.dtype, copy=False)     # (byte order kept, as bottleneck's)


def push(a, n=None, axis=-1):
    """bottleneck.push(a, n=None, axis=-1): each NaN replaced by the last non-NaN
    value before it along axis, at most n positions back (None: any distance);
    tensorplay.masked.ffill with mask = ~isnan(a)."""
    return _fill("push", _ops.ffill, a, n, axis)


def ffill(a, limit=None, axis=-1):
    """numbagg.ffill(a, limit=None, axis=-1): forward fill of the NaNs along axis
    (at most limit in a row); tensorplay.masked.ffill with mask = ~isnan(a)."""
    return _fill("ffill", _ops.ffill, a, limit, axis)


def bfill(a, limit=None, axis=-1):
    """numbagg.bfill(a, limit=None, axis=-1): backward fill of the NaNs along axis
    (at most limit in a row); tensorplay.masked.bfill with mask = ~isnan(a)."""
    return _fill("bfill", _ops.bfill, a, limit, axis)


def _numbagg_exp(stat: str):
    """numbagg's move_exp_nan<stat>(a, alpha, min_weight=0, axis=-1): the adjusted
    (pandas' adjust=True) exponentially weighted statistic of the non-NaN values,
    var and std bias-corrected.  numbagg's min_weight measures the weights times
    alpha (sum of alpha_i (1 - alpha)^(j - i) over the non-NaN i <= j, which a
    long all-valid row takes to 1); ours the weights themselves, so numbagg's
    measure is taken as the moving sum of alpha at the non-NaN positions."""
    name = f"move_exp_nan{stat}"
    op = getattr(_ops, f"move_exp_{stat}") if stat != "count" else _ops.move_exp_sum

    def move(a, alpha, min_weight=0, axis=-1):
        if isinstance(min_weight, (bool, np.bool_)) or not isinstance(min_weight, (int, float, np.integer,
                                                                                np.floating)):
            raise TypeError(f"{name}: min_weight must be a real; got {type(min_weight).__name__}")
        x, valid = _valid(name, a)
        _take(name, op.__name__, x)
        axis = _window_axis(name, axis, x.ndim)
        if axis == ():
            return _unmoved(x)
        data = np.ones(x.shape) if stat == "count" else x
        out = _named(name, lambda: op(data, alpha, axis, mask=valid))     # (alpha's errors, under numbagg's name)
        if stat == "count":             # (numbagg's count is 0 before the first value, not NaN)
            out = np.nan_to_num(out, nan=0.0)
        if min_weight > 0:
            al = np.asarray(alpha, dtype=np.float64)
            per = np.broadcast_to(al.reshape((-1,) + (1,) * (x.ndim - 1 - axis % x.ndim)) if al.ndim else al,
                                  x.shape)
            weight = _ops.move_exp_sum(np.ascontiguousarray(per), alpha, axis, mask=valid)
            out = np.where(np.nan_to_num(weight, nan=0.0) >= min_weight, out, np.nan)
        return np.asarray(out).astype(_window_dtype(x), copy=False)

    move.__name__ = move.__qualname__ = name
    move.__doc__ = (f"numbagg.{name}(a, alpha, min_weight=0, axis=-1) with NaN as the missing marker: "
                    f"tensorplay.masked.move_exp_{'sum of ones' if stat == 'count' else stat} of the non-NaN values.")
    return move


move_exp_nanmean = _numbagg_exp("mean")
move_exp_nansum = _numbagg_exp("sum")
move_exp_nanvar = _numbagg_exp("var")
move_exp_nanstd = _numbagg_exp("std")
move_exp_nancount = _numbagg_exp("count")
