"""The dask layer: every op on dask arrays, lazily, chunk by chunk.

The runtime's entry points hand a call over here when its input or mask is a
dask array (`is_dask`); dask itself is imported only then, so the package
works without it.  Nothing is computed when the graph is built.

- reductions: `dask.array.reduction` with the op's partial state from ops.yaml
  (generated/partials.py): chunk = the in-memory kernels on one block (the
  mask travels as `weights=`, block for block), combine = the declared merge,
  aggregate = merge + finish + the cast to the result dtype;
- argmax/argmin: the same, but the chunk step must know where its block sits
  (the state carries a global index), so it runs as `map_blocks` with
  `block_info` and the reduction starts from its states;
- median (no mergeable state): the reduced dims are rechunked into one chunk
  (memory: one whole slice per kept block), then the in-memory median per block;
- scans: each block's own masked scan, then `dask.array.cumreduction` adds
  (multiplies) the carried value of the blocks before it;
- normalizations: a reduction to the stat's merged state, then one blockwise
  pass writing every element;
- logaddexp, special functions, fill selectors: blockwise calls of the
  in-memory op; masked_select: dask's boolean indexing (unknown chunk sizes).
"""
from __future__ import annotations

import functools
import sys

import numpy as np

from tensorplay.masked._masked_tensor import core as _mt_core
from tensorplay.masked._runtime import kinds as _rt
from tensorplay.masked._runtime.args import as_bool_mask


def is_dask(*values) -> bool:
    """Is any value a dask array?  (False without importing dask: if
    dask.array was never imported, no dask array exists.)"""
    da = sys.modules.get("dask.array")
    return da is not None and any(isinstance(v, da.Array) for v in values)


def _da():
    import dask.array as da
    return da


def _partial(name: str):
    from tensorplay.masked._generated import partials
    p = getattr(partials, name, None)
    if p is None:
        raise TypeError(f"{name}: no partial state is declared in ops.yaml (partials:), "
                        f"so it does not run on dask arrays")
    return p


def _widen(x: np.ndarray) -> np.ndarray:
    # float16 is accumulated in float32, as the kernels do; the result is cast back.
    return x.astype(np.float32) if x.dtype == np.float16 else x


def _leaves(states) -> list:
    """The states of a combine/aggregate step (dask passes nested lists, one
    level per reduced axis, when concatenate=False)."""
    if isinstance(states, list):
        return [leaf for s in states for leaf in _leaves(s)]
    return [states]


# -- arguments -------------------------------------------------------------------

def _as_dask(op: str, value, name: str):
    da = _da()
    if isinstance(value, (_mt_core.MaskedTensorCore, np.ma.MaskedArray)):
        raise TypeError(f"{op}: {name} is a {type(value).__name__}; with dask arrays pass the data "
                        f"and the mask separately")
    if isinstance(value, da.Array):
        return value
    try:
        return da.asarray(np.asarray(value))
    except Exception as exc:
        raise TypeError(f"{op}: {name} must be array-like; got {type(value).__name__} ({exc})") from None


def _mask(op: str, mask, shape: tuple, name: str = "mask"):
    """A mask (numpy or dask) -> a dask bool array of `shape` (broadcast), or None.
    Checked like the in-memory masks: bool or integer, broadcasting one way."""
    da = _da()
    if mask is None:
        return None
    if not isinstance(mask, da.Array):
        _rt.canonical_mask(op, mask, shape, name)         # the in-memory checks and messages
        return da.broadcast_to(da.asarray(as_bool_mask(op, mask, name)), shape)
    if mask.dtype.kind not in "biu":
        raise TypeError(f"{op}: {name} must be a bool or integer array (True/nonzero = valid); "
                        f"got dtype {mask.dtype}")
    if mask.ndim > len(shape):
        raise ValueError(f"{op}: {name} has {mask.ndim} dims but the input has {len(shape)}; "
                         f"a mask broadcasts to the input, never the reverse")
    try:
        if np.broadcast_shapes(mask.shape, shape) != tuple(shape):
            raise ValueError
    except ValueError:
        raise ValueError(f"{op}: {name} of shape {mask.shape} does not broadcast to the input's "
                         f"shape {tuple(shape)}") from None
    if mask.dtype != np.bool_:
        mask = mask != 0
    return da.broadcast_to(mask, shape)


def _prepare(spec, input, dim, dtype, mask, args):
    """The dask input (cast by dtype= for compute ops), its axes, the mask,
    the op's parameters and the result dtype."""
    x = _as_dask(spec.name, input, "input")
    _rt.as_input(spec, np.empty(0, x.dtype))              # dtype check, the in-memory message
    axes = _rt.canonical_dims(spec, dim, x.ndim)
    m = _mask(spec.name, mask, x.shape)
    prm = _rt.resolve_param(spec, args)
    stand_in, final = _rt.resolve_dtype(spec, np.empty(0, x.dtype), dtype)
    if stand_in.dtype != x.dtype:
        x = x.astype(stand_in.dtype)
    if x.dtype == np.float16:
        x = x.astype(np.float32)
    return x, axes, m, prm, final


def _meta(ndim: int, dtype) -> np.ndarray:
    return np.empty((0,) * ndim, dtype=dtype)


# -- reductions ------------------------------------------------------------------

def reduce(spec, input, dim, keepdim, dtype, mask, args):
    if not isinstance(keepdim, (bool, np.bool_)):
        raise TypeError(f"{spec.name}: keepdim must be a bool; got {keepdim!r}")
    da = _da()
    p = _partial(spec.name)
    x, axes, m, prm, final = _prepare(spec, input, dim, dtype, mask, args)
    dim_arg = None if axes is None else axes[0]           # argmax/argmin: an int or None
    axes = tuple(range(x.ndim)) if axes is None else axes
    acc = p.acc_dtype(x.dtype)
    out_ndim = x.ndim if keepdim else x.ndim - len(axes)
    if p.kind == "whole_slice":
        return _whole_slices(p, x, m, axes, keepdim, prm, acc, final)

    def merge_all(states, axis=None, keepdims=True, computing_meta=False):
        return functools.reduce(lambda a, b: p.merge_fn(a, b, prm), _leaves(states))

    def aggregate(states, axis=None, keepdims=False, computing_meta=False):
        with np.errstate(all="ignore"):
            out = np.asarray(p.finish_fn(merge_all(states), prm))
        if not keepdims:
            out = out.reshape([n for a, n in enumerate(out.shape) if a not in axis])
        return out.astype(final, copy=False)

    if p.kind == "arg_reduce":
        states = _arg_states(p, x, m, axes, dim_arg, prm, acc)
        return da.reduction(states, _pass_state, aggregate, combine=merge_all, axis=axes,
                            keepdims=keepdim, dtype=final, concatenate=False, meta=_meta(out_ndim, final))

    def chunk(xb, mb=None, axis=None, keepdims=True, computing_meta=False):
        with np.errstate(all="ignore"):
            return p.chunk_fn(xb, mb, axis, dim_arg, acc, prm)

    return da.reduction(x, chunk, aggregate, combine=merge_all, axis=axes, keepdims=keepdim, dtype=final,
                        concatenate=False, weights=m, meta=_meta(out_ndim, final))


def _pass_state(state, axis=None, keepdims=True, computing_meta=False):
    return state


def _arg_states(p, x, m, axes, dim, prm, acc):
    """One (valid, value, global index) state per block, from map_blocks: the
    chunk step of argmax/argmin needs its block's offset in the array."""
    da = _da()

    def block_state(xb, mb=None, block_info=None):
        info = block_info[0]
        offset = tuple(lo for lo, _ in info["array-location"])
        with np.errstate(all="ignore"):
            return p.chunk_fn(xb, mb, axes, dim, acc, prm, offset, tuple(info["shape"]))

    chunks = tuple((1,) * len(c) if a in axes else c for a, c in enumerate(x.chunks))
    arrays = (x,) if m is None else (x, m.rechunk(x.chunks))
    return da.map_blocks(block_state, *arrays, chunks=chunks, meta=_meta(x.ndim, np.int64))


def _whole_slices(p, x, m, axes, keepdim, prm, acc, final):
    """No mergeable state (median): the reduced dims in one chunk each, the
    kept dims chunked so that a block stays near dask's chunk size."""
    da = _da()
    layout = {a: (-1 if a in axes else "auto") for a in range(x.ndim)}
    x = x.rechunk(layout)
    chunks = tuple((1,) if a in axes else c for a, c in enumerate(x.chunks))

    def block(xb, mb=None):
        with np.errstate(all="ignore"):
            return np.asarray(p.chunk_fn(xb, mb, axes, None, acc, prm)).astype(final, copy=False)

    arrays = (x,) if m is None else (x, m.rechunk(x.chunks))
    out = da.map_blocks(block, *arrays, chunks=chunks, dtype=final, meta=_meta(x.ndim, final))
    return out if keepdim else out.squeeze(axis=axes)


# -- scans and normalizations ----------------------------------------------------------

def scan(spec, input, dim, dtype, mask, args):
    from dask.array.reductions import cumreduction
    da = _da()
    p = _partial(spec.name)
    x, axes, m, prm, final = _prepare(spec, input, dim, dtype, mask, args)
    if x.ndim == 0:
        return da.map_blocks(lambda xb, *mb: _rt.scan(spec, input=xb, dim=0, dtype=None, mask=mb[0] if mb else None, args=args),
                             *((x,) if m is None else (x, m)), dtype=final)
    axis = axes[0]
    acc = p.acc_dtype(x.dtype)
    # cumreduction carries the last slice of each block: an empty block has none.
    nonempty = tuple(c for c in x.chunks[axis] if c) or (0,)
    if nonempty != x.chunks[axis]:
        x = x.rechunk({axis: nonempty})

    def local_scan(xb, mb=None):
        with np.errstate(all="ignore"):
            return np.asarray(p.chunk_fn(xb, mb, (axis,), axis, acc, prm), dtype=acc)

    arrays = (x,) if m is None else (x, m.rechunk(x.chunks))
    local = da.map_blocks(local_scan, *arrays, dtype=acc, meta=_meta(x.ndim, acc))
    out = cumreduction(_already_scanned, p.carry_fn, p.identity, local, axis=axis, dtype=acc)
    return out.astype(final)


def _already_scanned(block, axis=None):
    return block


def normalize(spec, input, dim, dtype, mask, args):
    da = _da()
    p = _partial(spec.name)
    x, axes, m, prm, final = _prepare(spec, input, dim, dtype, mask, args)
    acc = p.acc_dtype(x.dtype)
    dim_arg = axes if len(axes) != 1 else axes[0]

    def chunk(xb, mb=None, axis=None, keepdims=True, computing_meta=False):
        with np.errstate(all="ignore"):
            return p.chunk_fn(xb, mb, axis, dim_arg, acc, prm)

    def merge_all(states, axis=None, keepdims=True, computing_meta=False):
        return functools.reduce(lambda a, b: p.merge_fn(a, b, prm), _leaves(states))

    # The merged state of every slice: one block (a State of keepdim-shaped
    # arrays) per kept block.  Declared without the reduced dims, so that
    # blockwise below hands the same state to every block along them.
    stat = da.reduction(x, chunk, merge_all, axis=axes, keepdims=False, dtype=acc, concatenate=False,
                        weights=m, meta=_meta(x.ndim - len(axes), acc))

    def write(xb, sb, mb=None):
        with np.errstate(all="ignore"):
            value = None if p.finish_fn is None else p.finish_fn(sb, prm)
            out = p.write_fn(xb, sb, value, prm)
            if mb is not None:
                out = np.where(mb, out, p.masked_fn(sb, value, prm))
        return np.asarray(out).astype(final, copy=False)

    inds = tuple(range(x.ndim))
    kept = tuple(a for a in inds if a not in axes)
    arrays = (x, inds, stat, kept) + (() if m is None else (m.rechunk(x.chunks), inds))
    return da.blockwise(write, inds, *arrays, dtype=final, meta=_meta(x.ndim, final))


# -- elementwise ops and selectors ------------------------------------------------------

def binary(spec, input, other, dtype, input_mask, other_mask, args):
    """logaddexp: the in-memory op on each block (operands broadcast by dask)."""
    da = _da()
    x = _as_dask(spec.name, input, "input")
    y = _as_dask(spec.name, other, "other")
    _rt.binary(spec, input=np.zeros((0,) * x.ndim, x.dtype), other=np.zeros((0,) * y.ndim, y.dtype),
               dtype=dtype, input_mask=None, other_mask=None, args=args)   # dtype checks, the in-memory messages
    mx = _mask(spec.name, input_mask, x.shape, "input_mask")
    my = _mask(spec.name, other_mask, y.shape, "other_mask")
    final = _rt.binary(spec, input=np.zeros(1, x.dtype), other=np.zeros(1, y.dtype), dtype=dtype,
                       input_mask=None, other_mask=None, args=args).dtype
    # Every operand broadcast to the common shape, in x's blocks: the blocks line up.
    shape = np.broadcast_shapes(x.shape, y.shape)
    x = da.broadcast_to(x, shape)
    arrays = [x] + [da.broadcast_to(a, shape).rechunk(x.chunks) for a in (y, mx, my) if a is not None]

    def block(xb, yb, *masks):
        it = iter(masks)
        mxb = next(it) if mx is not None else None
        myb = next(it) if my is not None else None
        return _rt.binary(spec, input=xb, other=yb, dtype=dtype, input_mask=mxb, other_mask=myb, args=args)

    return da.map_blocks(block, *arrays, dtype=final, meta=_meta(len(shape), final))


def elementwise(name, kernels, input, mask):
    """The special functions: blockwise."""
    da = _da()
    x = _as_dask(name, input, "input")
    if x.dtype.name not in kernels:
        raise TypeError(f"{name}: input has dtype {x.dtype}; expected one of {', '.join(kernels)}")
    m = _mask(name, mask, x.shape)
    final = _rt.elementwise(name, kernels, np.zeros(1, x.dtype), None).dtype
    if m is None:
        return da.map_blocks(lambda xb: _rt.elementwise(name, kernels, xb, None), x, dtype=final)
    return da.map_blocks(lambda xb, mb: _rt.elementwise(name, kernels, xb, mb), x, m.rechunk(x.chunks),
                         dtype=final)


def select(spec, inplace, input, mask, axis, value, broadcast):
    """The selectors that keep their meaning block by block: fills (blockwise),
    masked_select (boolean indexing), masked_axis_select / index_select (dask
    indexing along axis).  The others need the positions of all selected
    elements at once (a scatter's k-th update) and are refused."""
    from tensorplay.masked._runtime import selectors as _sel
    da = _da()
    op = spec.name + ("_" if inplace else "")
    if inplace:
        raise TypeError(f"{op}: a dask array cannot be modified in place; use {spec.name}, which "
                        f"returns a new (lazy) array")
    supported = ("masked_fill", "masked_fill_along_axis", "masked_select", "masked_axis_select", "index_select")
    if spec.name not in supported:
        raise TypeError(f"{op}: not available for dask arrays (it needs every selected position at "
                        f"once); call .compute() first.  On dask: {', '.join(supported)}")
    names = spec.names
    x = _as_dask(op, input, names["input"])
    call = _sel._Call(spec, False)
    call.input(np.empty(0, x.dtype))                       # dtype check
    if "axis" in names:
        axis = call.axis(axis, x.ndim)
    if spec.kind == "fill":
        v = call.scalar(value, x.dtype)
        if spec.mask == "slice":
            if is_dask(mask):
                raise TypeError(f"{op}: {names['mask']} must be a numpy array for a dask input")
            # The slice mask as a full view of x's shape (zero strides: no copy).
            view = call.mask_view(mask, np.broadcast_to(np.empty(1, x.dtype), x.shape), axis)[0]
            m = da.from_array(view.view(bool), chunks=x.chunks, name=False)
        else:
            m = _mask(op, mask, x.shape, names["mask"]).rechunk(x.chunks)
        return da.map_blocks(lambda xb, mb: np.where(mb, v, xb), x, m, dtype=x.dtype)
    if spec.name == "masked_select":
        m = _mask(op, mask, x.shape, names["mask"])
        # Row-major order needs whole rows per block: only dim 0 stays chunked.
        whole_rows = {a: -1 for a in range(1, x.ndim)}
        return x.rechunk(whole_rows)[m.rechunk(whole_rows)] if x.ndim else x[m]
    if is_dask(mask):       # its length fixes the output's shape: known before anything runs
        raise TypeError(f"{op}: {names['mask']} must be a numpy array (or list) for a dask input")
    if spec.name == "masked_axis_select":
        m = call.bool_mask(mask)
        call.check_axis_mask(m, x.shape, axis)
        return x[(slice(None),) * axis + (m,)]
    return da.take(x, call.indices(mask, x.shape[axis], axis), axis=axis)
