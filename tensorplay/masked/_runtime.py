"""The runtime every generated wrapper shares.

A wrapper hands its OpSpec (data from ops.yaml) and its arguments to one of
the kind entry points here (`reduce`, `arg_reduce`).  This module turns the
arguments into canonical form (input array, axes, mask view, parameter),
chooses the kernel, and describes the memory walk as a plan of kept and
reduced dims (sorted for locality, merged where strides allow) that the
generated kernel runs without copying the input.
"""
from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import Callable

import numpy as np

from tensorplay.masked import _mt_core, _params
from tensorplay.masked._masks import as_bool_mask, canonical_bool
from tensorplay.masked._shapes import broadcast_shapes
from tensorplay.masked import _dask   # dask arrays go there (dask itself is imported lazily)

FLOAT_KINDS = "fc"
NUMERIC_KINDS = "biufc"



@dataclass(frozen=True)
class Variant:
    """Kernels of an op for one range of its parameter (`when`)."""
    name: str
    when: Callable[[float], bool]
    kernels: dict          # input dtype name -> (kernel, dtype the kernel writes)


@dataclass(frozen=True)
class OpSpec:
    name: str
    kind: str
    dims: tuple            # accepted dim forms: none, int, tuple
    dtype_arg: str         # compute | cast_result
    param: str | None      # resolver name in _params
    output_mask: str       # the name of its rule in OUTPUT_MASK_RULES
    result: dict           # input dtype name -> result dtype name
    variants: tuple


# -- arguments ---------------------------------------------------------------

def as_input(spec: OpSpec, value, name: str = "input") -> np.ndarray:
    """Any array-like -> ndarray of a dtype the op accepts (TypeError otherwise)."""
    try:
        x = np.asarray(value)
    except Exception as exc:  # ragged lists and the like
        raise TypeError(f"{spec.name}: {name} must be array-like; got {type(value).__name__} ({exc})") from None
    if x.dtype.name not in spec.result:
        raise TypeError(f"{spec.name}: {name} has dtype {x.dtype}; expected one of "
                        f"{', '.join(spec.result)}")
    return x


def canonical_dims(spec: OpSpec, dim, ndim: int) -> tuple | None:
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
        if isinstance(item, (bool, np.bool_)):
            raise TypeError(f"{spec.name}: dim must be an int, a tuple of ints or None; got {dim!r}")
        try:
            axis = operator.index(item)
        except TypeError:
            raise TypeError(f"{spec.name}: dim must be an int, a tuple of ints or None; got {dim!r}") from None
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
    try:
        m = np.broadcast_to(m, shape)
    except ValueError:
        raise ValueError(f"{op}: {name} of shape {m.shape} does not broadcast to the input's "
                         f"shape {tuple(shape)}") from None
    return m.view(np.uint8)


def resolve_dtype(spec: OpSpec, x: np.ndarray, dtype) -> tuple[np.ndarray, np.dtype]:
    """Apply `dtype=`: compute ops cast the input first; selection ops cast the
    result.  Returns the array to run on and the dtype of the result."""
    if dtype is None:
        return x, np.dtype(spec.result[x.dtype.name])
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


def resolve_param(spec: OpSpec, args: dict) -> tuple:
    """The op's own arguments -> the tuple of numbers its kernels take."""
    return () if spec.param is None else getattr(_params, spec.param)(spec.name, args)


def native(x: np.ndarray) -> np.ndarray:
    """Kernels read native-endian, aligned memory; anything else is copied."""
    if not x.dtype.isnative or not x.flags.aligned:
        return x.astype(x.dtype.newbyteorder("="))
    return x


def pick_kernel(spec: OpSpec, x: np.ndarray, param: tuple):
    for variant in spec.variants:
        if variant.when(*param):
            return variant.kernels[x.dtype.name]
    raise AssertionError(f"{spec.name}: no variant for parameter {param!r}")  # ops.yaml ends with `True`


# -- the memory walk -----------------------------------------------------------

def _merge(dims: list) -> list:
    """Merge neighbouring dims (outer, inner) whose strides chain for every
    operand: stride_outer == stride_inner * size_inner."""
    out = []
    for d in dims:
        if out:
            prev = out[-1]
            size = d[0]
            if all(prev[i] == d[i] * size for i in range(1, len(d))):
                out[-1] = (prev[0] * size,) + d[1:]
                continue
        out.append(d)
    return out


def plan_walk(x: np.ndarray, m, axes: tuple, out_dtype: str, logical_order: bool, full_output: bool):
    """Describe the walk of `x` along `axes` (reduced, scanned or normalized).

    Returns (x, m, out_view, out, kept, red, outer).  `out` is the result in
    logical axis order: the kept dims only for a reduction, the input's shape
    when `full_output`.  `out_view` is the same memory as the kernel walks it.
    Dims are sorted by stride (memory order) and, unless `logical_order`
    (argmax indices, scans), walked dims with negative strides are flipped.
    """
    ndim = x.ndim
    kept_axes = [a for a in range(ndim) if a not in axes]
    if full_output:
        out = np.empty_like(x, dtype=out_dtype, order="K") if ndim else np.empty((), out_dtype)
    flips = [] if logical_order else [a for a in axes if x.strides[a] < 0]
    if flips:
        x = np.flip(x, flips)
        m = None if m is None else np.flip(m, flips)
    # A full output is walked like the input: flipped where the input is.
    out_view = (np.flip(out, flips) if flips else out) if full_output else None
    mstr = (lambda a: 0) if m is None else (lambda a: m.strides[a])
    # Output memory follows the input's layout so both are walked in order.
    kept_axes.sort(key=lambda a: -abs(x.strides[a]))
    if not full_output:
        out_view = np.empty([x.shape[a] for a in kept_axes], dtype=out_dtype)
        out = out_view.transpose(np.argsort(kept_axes)) if kept_axes else out_view
        ostr = dict(zip(kept_axes, out_view.strides))
        ostr_of = lambda a: ostr.get(a, 0)  # noqa: E731
    else:
        ostr_of = lambda a: out_view.strides[a]  # noqa: E731
    kept = [(x.shape[a], x.strides[a], mstr(a), ostr_of(a)) for a in kept_axes]
    red_axes = list(axes)
    if not logical_order:
        red_axes.sort(key=lambda a: -abs(x.strides[a]))
    red = [(x.shape[a], x.strides[a], mstr(a), ostr_of(a)) for a in red_axes]
    if any(d[0] == 0 for d in red):
        red = [(0, 0, 0, 0)]
    kept = _merge([d for d in kept if d[0] != 1])
    red = _merge([d for d in red if d[0] != 1]) or [(1, 0, 0, 0)]
    outer = bool(kept) and kept[-1][0] > 1 and abs(kept[-1][1]) < abs(red[-1][1])
    return x, m, out_view, out, tuple(kept), tuple(red), outer


# -- kind entry points ---------------------------------------------------------

def unwrap(op: str, input, mask, name: str = "mask"):
    """A MaskedTensor input -> (its data, its mask ANDed with `mask`, True);
    a numpy.ma.MaskedArray -> (its data, NOT its mask ANDed with `mask`,
    False: the result is a plain ndarray, as for any array input);
    anything else -> (input, mask, False)."""
    if isinstance(input, _mt_core.MaskedTensorCore):
        own, wrapped = canonical_bool(input.get_mask()), True
    elif isinstance(input, np.ma.MaskedArray):
        if input.dtype.kind not in "biufc":
            raise TypeError(f"{op}: input has dtype {input.dtype}; expected bool, integer, float or complex")
        own, wrapped = ~np.ma.getmaskarray(input), False
    else:
        return input, mask, False
    if mask is not None:
        extra = canonical_mask(op, mask, own.shape, name)
        own = own & (extra != 0)
    return np.ma.getdata(input) if not wrapped else input.get_data(), own, wrapped


def _wrap(out: np.ndarray, out_mask) -> object:
    return _mt_core._new(out, np.asarray(out_mask, dtype=bool))


# The output-mask rules (ops.yaml's `output_mask`): the mask of a MaskedTensor
# result from the valid elements of the input(s).  `valid` is the bool mask
# broadcast to the input (reductions, scans, normalizations) or the pair of
# masks broadcast to the common shape (binary ops); `axes`/`keepdim` are the
# reduced dims.  codegen/load.py lists which rules each kind accepts.
OUTPUT_MASK_RULES = {
    # reductions: valid where any / every element of the reduced slice is
    "any": lambda valid, axes, keepdim: np.any(valid, axis=axes, keepdims=keepdim),
    "all": lambda valid, axes, keepdim: np.all(valid, axis=axes, keepdims=keepdim),
    # scans and normalizations: the input's mask, at every output position
    "broadcast": lambda valid, axes, keepdim: valid,
    # binary ops: valid where either / both operands are
    "or": lambda valid, axes, keepdim: valid[0] | valid[1],
    "and": lambda valid, axes, keepdim: valid[0] & valid[1],
}


def output_mask(spec: OpSpec, valid, axes=None, keepdim: bool = False) -> np.ndarray:
    return OUTPUT_MASK_RULES[spec.output_mask](valid, axes, keepdim)


def _prepare(spec: OpSpec, input, dim, dtype, mask, args: dict):
    """The canonical arguments of an op that runs along dims: the input (cast
    and native), its axes (None: argmax's flattened "all"), the mask view, the
    parameters, the result dtype, the kernel and the dtype it writes."""
    x = as_input(spec, input)
    axes = canonical_dims(spec, dim, x.ndim)
    m = canonical_mask(spec.name, mask, x.shape)
    param = resolve_param(spec, args)
    x, final = resolve_dtype(spec, x, dtype)
    x = native(x)
    kernel, kernel_out = pick_kernel(spec, x, param)
    return x, axes, m, param, final, kernel, kernel_out


def reduce(spec: OpSpec, input, dim, keepdim: bool, dtype, mask, args: dict) -> np.ndarray:
    """Reductions (kinds reduce, moments, arg_reduce, order_stat): one output
    element per kept position, mask of the output = any(mask) over the reduced dims."""
    if _dask.is_dask(input, mask):
        return _dask.reduce(spec, input, dim, keepdim, dtype, mask, args)
    if not isinstance(keepdim, (bool, np.bool_)):
        raise TypeError(f"{spec.name}: keepdim must be a bool; got {keepdim!r}")
    input, mask, wrapped = unwrap(spec.name, input, mask)
    x, axes, m, param, final, kernel, kernel_out = _prepare(spec, input, dim, dtype, mask, args)
    if axes is None:                       # argmax over all: a flattened index
        axes = tuple(range(x.ndim))
    x_run, m_run, out_view, out, kept, red, outer = plan_walk(
        x, m, axes, kernel_out, logical_order=spec.kind == "arg_reduce", full_output=False)
    if out.size:
        kernel(x_run, m_run, out_view, kept, red, outer, param)
    if keepdim:
        out = np.expand_dims(out, axes) if x.ndim else out
    out = out.astype(final, copy=False)
    if wrapped:
        valid = np.ones(x.shape, bool) if m is None else m != 0
        return _wrap(out, output_mask(spec, valid, axes, keepdim) if x.ndim else valid)
    return out


def _along(spec: OpSpec, input, dim, dtype, mask, args: dict, *, ordered: bool) -> np.ndarray:
    """An op writing one output per input element along `dim` (scans keep the
    logical order; normalizations may walk in memory order)."""
    input, mask, wrapped = unwrap(spec.name, input, mask)
    x, axes, m, param, final, kernel, kernel_out = _prepare(spec, input, dim, dtype, mask, args)
    x_run, m_run, out_view, out, kept, red, outer = plan_walk(
        x, m, axes, kernel_out, logical_order=ordered, full_output=True)
    if out.size:
        kernel(x_run, m_run, out_view, kept, red, outer, param)
    out = out.astype(final, copy=False)
    if wrapped:
        return _wrap(out, output_mask(spec, np.ones(x.shape, bool) if m is None else (m != 0)))
    return out


def scan(spec: OpSpec, input, dim, dtype, mask, args: dict) -> np.ndarray:
    """Scans (kind scan): a running fold along one dim in logical order;
    output mask = broadcast_to(mask, input.shape)."""
    if _dask.is_dask(input, mask):
        return _dask.scan(spec, input, dim, dtype, mask, args)
    return _along(spec, input, dim, dtype, mask, args, ordered=True)


def normalize(spec: OpSpec, input, dim, dtype, mask, args: dict) -> np.ndarray:
    """Normalizations (kind normalize): softmax family, normalize;
    output mask = broadcast_to(mask, input.shape)."""
    if _dask.is_dask(input, mask):
        return _dask.normalize(spec, input, dim, dtype, mask, args)
    return _along(spec, input, dim, dtype, mask, args, ordered=False)


def binary(spec: OpSpec, input, other, dtype, input_mask, other_mask, args: dict) -> np.ndarray:
    """Elementwise ops of two operands (kind binary): each mask broadcasts to
    its own operand, then the operands broadcast together; output mask =
    input_mask | other_mask."""
    if _dask.is_dask(input, other, input_mask, other_mask):
        return _dask.binary(spec, input, other, dtype, input_mask, other_mask, args)
    input, input_mask, wx = unwrap(spec.name, input, input_mask, "input_mask")
    other, other_mask, wy = unwrap(spec.name, other, other_mask, "other_mask")
    x = as_input(spec, input, "input")
    y = as_input(spec, other, "other")
    mx = canonical_mask(spec.name, input_mask, x.shape, "input_mask")
    my = canonical_mask(spec.name, other_mask, y.shape, "other_mask")
    shape = broadcast_shapes(spec.name, x.shape, y.shape, ("input", "other"))
    common = np.result_type(x.dtype, y.dtype)
    if dtype is None and common.name not in spec.result:
        raise TypeError(f"{spec.name}: input ({x.dtype}) and other ({y.dtype}) promote to {common}, "
                        f"which it does not accept")
    x, final = resolve_dtype(spec, x.astype(common, copy=False), dtype)
    x, y = native(x), native(y.astype(x.dtype, copy=False))
    param = resolve_param(spec, args)
    kernel, kernel_out = pick_kernel(spec, x, param)
    out = np.empty(shape, kernel_out)
    if out.size:
        views = [np.broadcast_to(a, shape) for a in (x, y)] + \
                [None if a is None else np.broadcast_to(a, shape) for a in (mx, my)]
        strides = [v.strides if v is not None else (0,) * len(shape) for v in views]
        dims = [(shape[d],) + tuple(st[d] for st in strides) + (out.strides[d],) for d in range(len(shape))]
        dims = _merge([d for d in dims if d[0] != 1]) or [(1, 0, 0, 0, 0, 0)]
        kernel(views[0], views[1], views[2], views[3], out, tuple(dims), param)
    out = out.astype(final, copy=False)
    if wx or wy:    # (a missing mask: all valid)
        valid = tuple(np.ones(shape, bool) if v is None else np.broadcast_to(v != 0, shape) for v in (mx, my))
        return _wrap(out, output_mask(spec, valid))
    return out


def elementwise(name: str, kernels: dict, input, mask) -> np.ndarray:
    """Masked elementwise functions of one operand (tensorplay.masked.special):
    the function at valid positions, 0 at masked-out ones; the mask of a
    MaskedTensor input is kept."""
    if _dask.is_dask(input, mask):
        return _dask.elementwise(name, kernels, input, mask)
    input, mask, wrapped = unwrap(name, input, mask)
    try:
        x = np.asarray(input)
    except Exception as exc:
        raise TypeError(f"{name}: input must be array-like; got {type(input).__name__} ({exc})") from None
    if x.dtype.name not in kernels:
        raise TypeError(f"{name}: input has dtype {x.dtype}; expected one of {', '.join(kernels)}")
    x = native(x)
    m = canonical_mask(name, mask, x.shape)
    kernel, kernel_out = kernels[x.dtype.name]
    out = np.empty_like(x, dtype=kernel_out, order="K") if x.ndim else np.empty((), kernel_out)
    if out.size:
        ms = m.strides if m is not None else (0,) * x.ndim
        dims = [(x.shape[d], x.strides[d], ms[d], out.strides[d]) for d in range(x.ndim)]
        dims = [d for d in dims if d[0] != 1]
        dims.sort(key=lambda d: -abs(d[-1]))
        kernel(x, m, out, tuple(_merge(dims)) or ((1, 0, 0, 0),))
    final = np.float16 if x.dtype == np.float16 else out.dtype
    out = out.astype(final, copy=False)
    if wrapped:
        return _wrap(out, np.ones(x.shape, bool) if m is None else m != 0)
    return out
