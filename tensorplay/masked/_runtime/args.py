"""Argument canonicalisation, written once for every op: the input array,
`dim`, masks (the one rule: bool or integer, nonzero = valid, read as
bytes that are exactly 0/1), `dtype=`, shapes that broadcast, and values
written into a tensor.  Every message names the op and the argument."""
from __future__ import annotations

import numbers
import operator

import numpy as np

from tensorplay.masked._runtime import params, ptypes

_NAMES: dict = {}


def dtype_name(dt: np.dtype) -> str:
    """dt.name, cached: numpy computes the name in Python (microseconds a call,
    on every call of every op otherwise)."""
    name = _NAMES.get(dt)
    if name is None:
        name = _NAMES[dt] = dt.name
    return name


FLOAT_KINDS = "fc"
NUMERIC_KINDS = "biufc"


# -- masks ------------------------------------------------------------
# The one rule for every mask argument of the library (SPEC §2): bool masks
# are used as is, integer masks mean nonzero = True, anything else is a
# TypeError naming the op and the argument.
# 
# Every kernel reads a mask as bytes that are exactly 0 or 1 (it adds them up as
# counts and ANDs them into bit selects).  numpy treats *any* nonzero bool byte
# as True, and such bytes come from ordinary code (`uint8_array.view(bool)`), so
# this is the one place that guarantees 0/1: a bool mask with another byte is
# replaced by its `!= 0` (a check of one byte per element, ~5 % of a float64
# reduction's time, paid on the un-broadcast mask).

def _is_masked_array(value) -> bool:
    return isinstance(value, np.ma.MaskedArray)


def as_bool_mask(op: str, mask, name: str = "mask", meaning: str = "valid") -> np.ndarray:
    """mask -> a bool ndarray whose bytes are 0 or 1 (a view when it already is one)."""
    if _is_masked_array(mask):
        raise TypeError(f"{op}: {name} must be a plain bool or integer array, not a numpy.ma.MaskedArray "
                        f"(whose own mask would be ambiguous here); pass np.ma.getdata({name}) or "
                        f"np.ma.filled({name}, False)")
    try:
        m = np.asarray(mask)
    except Exception as exc:   # ragged lists; a MaskedTensor (it refuses np.asarray)
        raise TypeError(f"{op}: {name} must be array-like; got {type(mask).__name__} ({exc})") from None
    if m.dtype != np.bool_:
        if m.dtype.kind not in "iu":
            raise TypeError(f"{op}: {name} must be a bool or integer array (True/nonzero = {meaning}); "
                            f"got dtype {m.dtype}")
        return m != 0
    return canonical_bool(m)


# Up to this many elements a mask's bytes are checked by bytes.translate (0.2
# us on 8 elements, where a numpy max over them costs 2); above it, by numpy.
_BYTES_CHECK_MAX = 4096


def canonical_bool(m: np.ndarray) -> np.ndarray:
    """A bool array -> the same array if every byte is 0/1, else its `!= 0` (a copy)."""
    if not m.size:
        return m
    if m.size <= _BYTES_CHECK_MAX:
        odd = bool(m.tobytes().translate(None, b"\x00\x01"))     # (the bytes other than 0 and 1)
    else:
        odd = m.view(np.uint8).max() > 1
    return m.view(np.uint8) != 0 if odd else m


# -- shapes -----------------------------------------------------------
# numpy's own limit (NPY_MAXDIMS); every op checks it the same way.
MAX_DIMS = 64


def broadcast_shapes(op: str, a: tuple, b: tuple, names=None) -> tuple:
    """numpy's broadcasting of two shapes, with one dims limit (MAX_DIMS) for
    every op and errors that name the op (np.broadcast_shapes stops at 32
    operands' worth of dims with a RuntimeError).  `names`: the two
    arguments' names for the messages (None: "operands")."""
    for shape, name in zip((a, b), names or ("an operand", "an operand")):
        if len(shape) > MAX_DIMS:
            raise ValueError(f"{op}: {name} has {len(shape)} dims; at most {MAX_DIMS} are supported")
    n = max(len(a), len(b))
    pa, pb = (1,) * (n - len(a)) + tuple(a), (1,) * (n - len(b)) + tuple(b)
    out = []
    for da, db in zip(pa, pb):
        if da != db and da != 1 and db != 1:
            what = (f"{names[0]} of shape {tuple(a)} and {names[1]} of shape {tuple(b)}" if names
                    else f"operands of shapes {tuple(a)} and {tuple(b)}")
            raise ValueError(f"{op}: {what} do not broadcast together")
        out.append(db if da == 1 else da)
    return tuple(out)


# -- values written into a tensor -------------------------------------
# Kinds of value, ordered: a value may be written into a tensor of its own
# kind or a higher one (numpy's same_kind casting).
KIND_RANK = {"b": 0, "i": 1, "u": 1, "f": 2, "c": 3}


def _python_ints(v: np.ndarray) -> bool:
    """An object array that holds only Python ints (numpy's result for ints
    beyond 64 bits, e.g. 2**70)."""
    return v.dtype == object and all(isinstance(e, numbers.Integral) and not isinstance(e, bool)
                                     for e in v.reshape(-1))


def cast_value(op: str, name: str, value, dtype: np.dtype) -> np.ndarray:
    """value -> a new array of `dtype` (never a view of what is written)."""
    try:
        v = np.asarray(value)
    except Exception as exc:
        raise TypeError(f"{op}: {name} must be a number or array-like; got "
                        f"{type(value).__name__} ({exc})") from None
    if _python_ints(v) and v.size:
        if dtype.kind in "fc":
            try:
                return v.astype(dtype)
            except OverflowError:       # beyond float64's range (within it, numpy's inf)
                raise ValueError(f"{op}: {name} holds an integer too large for any float "
                                 f"(beyond float64's range), which {dtype} cannot represent") from None
        if dtype.kind in "iu":
            info = np.iinfo(dtype)
            bad = next(e for e in v.reshape(-1) if not info.min <= e <= info.max)
            raise ValueError(f"{op}: {name} holds {bad}, which {dtype} cannot represent")
        raise TypeError(f"{op}: {name} of integers cannot be written into a {dtype} tensor without "
                        f"losing information (numpy's same_kind casting)")
    if v.dtype.kind not in KIND_RANK:
        raise TypeError(f"{op}: {name} must be numeric; got dtype {v.dtype}")
    if KIND_RANK[v.dtype.kind] > KIND_RANK[dtype.kind]:
        raise TypeError(f"{op}: {name} of dtype {v.dtype} cannot be written into a {dtype} "
                        f"tensor without losing information (numpy's same_kind casting)")
    if v.dtype.kind in "iu" and dtype.kind in "iu" and v.size:
        info = np.iinfo(dtype)
        lo, hi = v.min(), v.max()
        if lo < info.min or hi > info.max:
            raise ValueError(f"{op}: {name} holds {lo if lo < info.min else hi}, which "
                             f"{dtype} cannot represent")
    return v.astype(dtype)      # a copy: never aliases the array being written


# -- the input, dims, dtype ------------------------------------------

def as_input(spec, value, name: str = "input") -> np.ndarray:
    """Any array-like -> ndarray of a dtype the op accepts (TypeError otherwise)."""
    try:
        x = np.asarray(value)
    except Exception as exc:  # ragged lists and the like
        raise TypeError(f"{spec.name}: {name} must be array-like; got {type(value).__name__} ({exc})") from None
    if dtype_name(x.dtype) not in spec.result:
        raise TypeError(f"{spec.name}: {name} has dtype {x.dtype}; expected one of "
                        f"{', '.join(spec.result)}")
    return x


def as_int(value, refusal: str) -> int:
    """value as a Python int (operator.index: numpy ints too), or a TypeError
    with `refusal` -- for a bool as well, which is an int to Python but never
    a dim, size or position here."""
    if isinstance(value, (bool, np.bool_)):
        raise TypeError(refusal)
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(refusal) from None


def canonical_dims(spec, dim, ndim: int) -> tuple | None:
    """`dim` -> sorted tuple of axes.  None (and () for reductions) means all.
    argmax/argmin return None for "all" (a flattened index)."""
    if dim is None:
        if "none" not in spec.dims:
            raise TypeError(f"{spec.name}: dim must be an int; got None")
        return None if "tuple" not in spec.dims else tuple(range(ndim))
    if isinstance(dim, (tuple, list)):
        if "tuple" not in spec.dims:
            expected = "an int or None" if "none" in spec.dims else "an int"
            raise TypeError(f"{spec.name}: dim must be {expected}; got {type(dim).__name__} {dim!r}")
        if len(dim) == 0:
            return tuple(range(ndim))
        items = list(dim)
    else:
        items = [dim]
    bound = max(ndim, 1)
    axes = []
    for item in items:
        axis = as_int(item, f"{spec.name}: dim must be an int, a tuple of ints or None; got {dim!r}")
        if not -bound <= axis < bound:
            raise IndexError(f"{spec.name}: dim {axis} is out of range for a {ndim}-d input "
                             f"(expected -{bound}..{bound - 1})")
        axes.append(axis % bound)
    if len(set(axes)) != len(axes):
        raise ValueError(f"{spec.name}: dim {dim!r} names a dimension more than once")
    if ndim == 0:
        return ()
    return tuple(sorted(axes))


def canonical_mask(op: str, mask, shape: tuple, name: str = "mask") -> np.ndarray | None:
    """`mask` -> a uint8 view broadcast to `shape` (zero strides, no copy), or None.
    bool masks are used as is; integer masks mean nonzero = valid."""
    if mask is None:
        return None
    m = as_bool_mask(op, mask, name)
    if m.ndim > len(shape):
        raise ValueError(f"{op}: {name} has {m.ndim} dims but the input has {len(shape)}; "
                         f"a mask broadcasts to the input, never the reverse")
    if type(m) is np.ndarray and m.shape == tuple(shape):     # (a 0-d `m != 0` is a numpy bool: below)
        return m.view(np.uint8)                 # (np.broadcast_to's checks cost microseconds)
    try:
        m = np.broadcast_to(m, shape)
    except ValueError:
        raise ValueError(f"{op}: {name} of shape {m.shape} does not broadcast to the input's "
                         f"shape {tuple(shape)}") from None
    return m.view(np.uint8)


def resolve_dtype(spec, x: np.ndarray, dtype) -> tuple[np.ndarray, np.dtype]:
    """Apply `dtype=`: compute ops cast the input first; selection ops cast the
    result.  Returns the array to run on and the dtype of the result."""
    if dtype is None:
        return x, np.dtype(spec.result[dtype_name(x.dtype)])
    try:
        target = np.dtype(dtype)
    except TypeError:
        raise TypeError(f"{spec.name}: dtype must be a numpy dtype or its name; got {dtype!r}") from None
    if spec.dtype_arg == "cast_result":
        if target.kind not in NUMERIC_KINDS:
            raise TypeError(f"{spec.name}: dtype must be a numeric dtype (bool, integer, float or "
                            f"complex); got {target}")
        return x, target
    if target.name not in spec.result:
        raise TypeError(f"{spec.name}: cannot compute in dtype {target}; expected one of {', '.join(spec.result)}")
    natural = np.dtype(spec.result[target.name])
    if natural.kind in FLOAT_KINDS and target.kind not in FLOAT_KINDS:
        raise TypeError(f"{spec.name}: cannot compute in dtype {target}; the result is floating "
                        f"(ask for a float dtype)")
    # Integer results wrap in the asked dtype; real results of complex stay real.
    final = target if natural.kind not in FLOAT_KINDS else natural
    return x.astype(target, copy=False), final


def resolve_param(spec, args: dict) -> tuple:
    """The op's own arguments -> the tuple of values its runtime and kernels
    take: its typed parameters (spec.typed, by their declarations), then what
    its hand-written resolver (spec.param) returns."""
    resolver = spec.resolver
    if resolver is not None and spec.param is None:      # (typed parameters only: the common case)
        return resolver(args)
    if not spec.typed:
        return () if spec.param is None else getattr(params, spec.param)(spec.name, args)
    values = resolver(args) if resolver is not None else ptypes.resolve(spec.name, spec.typed, args)
    return values if spec.param is None else values + getattr(params, spec.param)(spec.name, args)


def native(x: np.ndarray) -> np.ndarray:
    """Kernels read native-endian, aligned memory; anything else is copied."""
    if not x.dtype.isnative or not x.flags.aligned:
        return x.astype(x.dtype.newbyteorder("="))
    return x


