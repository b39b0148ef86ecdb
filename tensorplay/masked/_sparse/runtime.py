"""How every MaskedTensor family and every kernel kind computes on a sparse
MaskedTensor: on the stored values, with the same code as the strided layout.

- Elementwise families (unary, binary, compare, their in-place forms) and the
  special functions run their strided helper on the 1-D array of the values
  the result needs: an operand that is not sparse is read at the stored
  positions (numpy's broadcasting, by position), two sparse operands meet at
  the intersection of their patterns (our AND rule).  The result keeps the
  pattern, minus the positions the helper's output mask drops.
- Kinds that run along dims (ops.yaml kinds whose `sparse` is "segments" or
  "positions"): the stored elements are grouped by their kept coordinates
  into segments; segments of similar length are laid out as the rows of one
  dense (segments, length) block, masked past each segment's end, and the
  op's own wrapper runs on each block along dim 1 -- the same kernels, threads
  and bit-identical results as the strided layout.  Blocks are padded to at
  most twice a segment's length, so memory stays proportional to nnz.  A full
  reduction runs on the values directly; "positions" (argmax, argmin) map a
  position within a segment back to the coordinate of the dense shape.
- The binary kind ("pair") meets two patterns by its output-mask rule (and:
  intersection, or: union).
- Everything else is a TypeError that names to_dense().
"""
from __future__ import annotations

import sys

import numpy as np

from tensorplay.masked._masked_tensor import core
from tensorplay.masked._csrc._segments import stable_order
from tensorplay.masked._runtime import memory
from tensorplay.masked._runtime.args import (as_input, broadcast_shapes, canonical_dims, canonical_mask, native,
                                             resolve_dtype, resolve_param)
from tensorplay.masked._sparse import state, storage
# Structural methods that run on sparse storage: callable -> "permute" | "copy"
# (ops.yaml masked_tensor.families.structural.sparse, registered by the generated class).
from tensorplay.masked._sparse.tensor import STRUCTURAL

# Distinct segment lengths up to which each length gets its own block (more: powers of two).
EXACT_LENGTHS = 16


def refuse(who: str, layout: str, why: str = "") -> TypeError:
    return TypeError(f"{who}: not supported on a {layout} MaskedTensor{' (' + why + ')' if why else ''}; "
                     f"call to_dense() first")


def is_sparse(x) -> bool:
    return type(x) is state.CLASS


def relabel(mt, st):
    """A sparse MaskedTensor of storage `st` (mt: the tensor it came from)."""
    return core._new_sparse(st)


def _values(st, valid=None):
    """The values as a 1-D strided MaskedTensor (its mask: `valid`, else all True)."""
    return core._new(st.values, np.ones(st.nnz, bool) if valid is None else valid)


def _result(pattern, r):
    """The sparse result of a strided MaskedTensor `r` computed at `pattern`'s
    stored elements, in order: the positions r masks out are dropped."""
    keep = r._mask
    if keep.all():
        return core._new_sparse(pattern.with_values(r._data))
    return core._new_sparse(storage.take(pattern, keep, r._data[keep]))


def _extra_valid(op: str, st, mask, name: str = "mask"):
    """An op's mask= read at the stored positions (None: all valid)."""
    if mask is None:
        return None
    return storage.gather(canonical_mask(op, mask, st.shape, name) != 0, st)


# -- elementwise ---------------------------------------------------------------------

def unary(mt, fn, who, args, kwargs):
    st = mt._sp
    r = core.unary(_values(st), fn, who, args, kwargs)
    if r.shape != (st.nnz,):
        raise refuse(who, mt.layout, "its result does not have one element per input element")
    return _result(st, r)


def unary_(mt, fn, who, args, kwargs):
    core.unary_(_values(mt._sp), fn, who, args, kwargs)      # writes the stored values in place
    return mt


def elementwise(name, kernels, input, mask):
    """The special functions: the valid values through the same kernels."""
    st = input._sp
    return _result(st, memory.elementwise(name, kernels, _values(st), _extra_valid(name, st, mask)))


def _read(value, st, who: str):
    """A non-sparse operand read at st's stored positions: a scalar as is, an
    array or MaskedTensor as the 1-D array (MaskedTensor) of its elements there."""
    if isinstance(value, (int, float, complex, np.generic)) and not isinstance(value, np.ndarray):
        return value
    if isinstance(value, core.MaskedTensorCore):
        return core._new(storage.gather(value._data, st), storage.gather(value._mask, st))
    data, mask = core.operand(value, who)
    if data.ndim == 0:
        return data.reshape(1).repeat(st.nnz) if st.nnz != 1 else data.reshape(1)
    read = storage.gather(data, st)
    return read if mask is None else core._new(read, storage.gather(mask, st))


def _meet(a, b, who: str, rule: str = "and"):
    """(pattern, a', b'): the result's stored positions and each operand at
    them (1-D arrays or MaskedTensors, or scalars).  Shapes broadcast by
    numpy's rules; two sparse operands meet at the intersection of their
    patterns (rule "and") or at the union (rule "or", absent ones masked out)."""
    shape = broadcast_shapes(who, *(v.shape if isinstance(v, core.MaskedTensorCore) else np.shape(v) for v in (a, b)))
    if is_sparse(a) and is_sparse(b):
        sa, sb = storage.expand(a._sp, shape), storage.expand(b._sp, shape)
        fa, fb = sa.flat(), sb.flat()
        if rule == "and":
            ia, ib = _intersect(fa, fb)
            ones = np.ones(ia.size, bool)
            whole_a, whole_b = ia.size == sa.nnz, ib.size == sb.nnz       # (no copies of a whole pattern)
            return (sa if whole_a else storage.take(sa, ia),
                    core._new(sa.values if whole_a else sa.values[ia], ones),
                    core._new(sb.values if whole_b else sb.values[ib], ones))
        union = np.union1d(fa, fb)
        pattern = storage.from_coords(sa.layout, shape, storage.unravel(union, shape), np.zeros(union.size))
        return pattern, _at(sa, fa, union), _at(sb, fb, union)
    sp, other = (a, b) if is_sparse(a) else (b, a)
    st = storage.expand(sp._sp, shape)
    read = _read(other, st, who)
    mine = _values(st)
    return (st, mine, read) if sp is a else (st, read, mine)


def _intersect(fa: np.ndarray, fb: np.ndarray) -> tuple:
    """(ia, ib): the positions in fa and fb (increasing, unique) of their common elements."""
    if fa.shape == fb.shape and np.array_equal(fa, fb):      # one pattern (x * x, x + x.exp())
        every = np.arange(fa.size)
        return every, every
    if not fa.size or not fb.size:
        return np.zeros(0, np.intp), np.zeros(0, np.intp)
    at = np.minimum(np.searchsorted(fb, fa), fb.size - 1)
    ia = np.flatnonzero(fb[at] == fa)
    return ia, at[ia]


def _at(st, flat, union):
    """st's values at the sorted positions `union` (a superset of `flat`), masked where absent."""
    where = np.minimum(np.searchsorted(flat, union), max(flat.size - 1, 0))
    present = flat[where] == union if flat.size else np.zeros(union.size, bool)
    values = st.values[where] if flat.size else np.zeros(union.size, st.values.dtype)
    return core._new(np.where(present, values, values.dtype.type(0)), present)


def binary(a, b, fn, who, args, kwargs, reflected):
    pattern, x, y = _meet(a, b, who)
    return _result(pattern, core.binary(x, y, fn, who, args, kwargs, reflected))


def binary_(mt, other, fn, who, args, kwargs):
    if not is_sparse(mt):          # a strided self meets the other's pattern: its mask shrinks
        return core.binary_(mt, other.to_dense(), fn, who, args, kwargs)
    pattern, x, y = _meet(mt, other, who)
    if pattern.shape != mt.shape:
        raise ValueError(f"{who}: operands broadcast to {pattern.shape}, which does not fit in place into "
                         f"shape {mt.shape}")
    x = core._new(x._data.copy(), x._mask)     # checked and computed before self changes
    core.binary_(x, y, fn, who, args, kwargs)
    keep = x._mask
    mt._sp = pattern.with_values(x._data) if keep.all() else storage.take(pattern, keep, x._data[keep])
    return mt


# -- structure -------------------------------------------------------------------------

def structural(mt, fn, who, args, kwargs):
    how = STRUCTURAL.get(fn)
    if how == "copy":
        return core._new_sparse(mt._sp.with_values(mt._sp.values.copy()))
    if how == "permute":
        # Which axes fn moves where, from a probe of the same rank with distinct
        # sizes and zero strides (fn is a view: it reads no element).
        probe = np.lib.stride_tricks.as_strided(np.zeros(1, np.int8), tuple(range(2, mt.ndim + 2)), (0,) * mt.ndim)
        moved = np.shape(fn(probe, *args, **(kwargs or {})))
        return core._new_sparse(storage.permute(mt._sp, tuple(n - 2 for n in moved)))
    raise refuse(who, mt.layout)


def combine(tensors, fn, who, args, kwargs):
    layout = next(t.layout for t in tensors if is_sparse(t))
    raise refuse(who, layout)


# -- along dims: segments -------------------------------------------------------------

def op(spec, fn, operands: dict, others: dict):
    """A generated wrapper's call with a sparse operand (its kind's `sparse` says how)."""
    x = operands.get("input")
    layout = next(v.layout for v in operands.values() if is_sparse(v))
    if spec.sparse == "pair":
        return _pair(spec, fn, operands, others)
    if spec.sparse not in ("segments", "positions") or not is_sparse(x):
        raise refuse(spec.name, layout, f"{spec.kind} ops read their neighbours by position")
    keepdim = others.get("keepdim", False)
    if not isinstance(keepdim, (bool, np.bool_)):
        raise TypeError(f"{spec.name}: keepdim must be a bool; got {keepdim!r}")
    kw = {k: v for k, v in others.items() if k not in ("dim", "keepdim", "mask")}
    valid = _extra_valid(spec.name, x._sp, others.get("mask"))
    axes = canonical_dims(spec, others.get("dim"), x.ndim)
    if not spec.full_output and spec.sparse == "segments" and spec.variants:      # (compiled kernels)
        out = _compiled(spec, x._sp, tuple(range(x.ndim)) if axes is None else axes, bool(keepdim), kw, valid)
        if out is not None:
            return out
    return segmented(fn, x, axes, others.get("keepdim", False), kw, valid,
                     full_output=spec.full_output, positions=spec.sparse == "positions")


def _pair(spec, fn, operands, others):
    a, b = operands["input"], operands["other"]
    if spec.output_mask == "or" and not (is_sparse(a) and is_sparse(b)):
        # The other operand is valid wherever it is, so the result is dense anyway.
        a, b = (v.to_dense() if is_sparse(v) else v for v in (a, b))
        return fn(a, b, **others)
    pattern, x, y = _meet(a, b, spec.name, spec.output_mask)
    kw = dict(others)
    for name in ("input_mask", "other_mask"):
        kw[name] = _extra_valid(spec.name, pattern, kw.get(name), name)
    return _result(pattern, fn(x, y, **kw))


def segments(st, red: tuple):
    """(order, offsets, kept shape): the stored elements grouped by their
    kept coordinates -- position order[offsets[k]:offsets[k + 1]] (order None:
    the storage order) are kept position k's, in row-major order of the
    reduced coordinates.  CSR rows and trailing reduced dims need no reorder."""
    kept = [a for a in range(st.ndim) if a not in red]
    kshape = tuple(st.shape[a] for a in kept)
    if st.layout == storage.CSR and red == (1,):
        return None, st.crow, kshape
    if not kept:
        return None, np.array([0, st.nnz], np.intp), kshape
    nout = int(np.prod(kshape, dtype=np.int64))
    key = storage.linear(st.coords()[kept], kshape) if kept else np.zeros(st.nnz, np.int64)
    if key.size < 2 or np.all(key[1:] >= key[:-1]):
        offsets = np.zeros(nout + 1, np.intp)
        np.cumsum(np.bincount(key, minlength=nout), out=offsets[1:])
        return None, offsets, kshape
    order, offsets = stable_order(key, nout)
    return order, offsets, kshape


def _compiled(spec, st, red: tuple, keepdim: bool, args: dict, valid):
    """A reduction whose kernel runs segmented plans (the reduce kind): one
    compiled call over every kept position, empty ones included; None if the
    kernel does not (the blocks of `segmented` then)."""
    x = as_input(spec, st.values)
    param = resolve_param(spec, {k: v for k, v in args.items() if k != "dtype"})
    x, final = resolve_dtype(spec, x, args.get("dtype"))
    x, kernel, kernel_out = memory.pick_kernel(spec, native(x), param)
    if not getattr(kernel, "segmented", False):
        return None
    order, offsets, kshape = segments(st, red)
    if order is not None:
        x = x[order]
        valid = None if valid is None else valid[order]
    out = np.empty(offsets.size - 1, kernel_out)
    kernel.segments(np.ascontiguousarray(x), None if valid is None else np.ascontiguousarray(valid).view(np.uint8),
                    np.ascontiguousarray(offsets, np.intp), out, param)
    lengths = np.diff(offsets)
    counts = lengths if valid is None else np.diff(np.r_[0, np.cumsum(valid)][offsets])
    mask = memory.SEGMENT_MASK_RULES[spec.output_mask](counts, lengths)
    shape = tuple(1 if a in red else st.shape[a] for a in range(st.ndim)) if keepdim else kshape
    return core._new(out.astype(final, copy=False).reshape(shape), mask.reshape(shape))


def segmented(fn, x, axes, keepdim: bool, kw: dict, valid=None, full_output: bool = False,
              positions: bool = False):
    """fn(block, 1, ...) over the segments of sparse `x` along `axes` (None:
    all, flattened); see the module docstring."""
    st = x._sp
    ndim = st.ndim
    red = tuple(range(ndim)) if axes is None else tuple(axes)
    kept = tuple(a for a in range(ndim) if a not in red)
    if not full_output and not kept:
        return _full(fn, x, keepdim, kw, valid, positions)
    coords = st.coords()
    kshape = tuple(st.shape[a] for a in kept)
    key = storage.linear(coords[list(kept)], kshape)
    order = None if key.size < 2 or np.all(key[1:] >= key[:-1]) else np.argsort(key, kind="stable")
    if order is not None:
        key = key[order]
    vals = st.values if order is None else st.values[order]
    ok = None if valid is None else (valid if order is None else valid[order])
    starts = np.flatnonzero(np.r_[True, key[1:] != key[:-1]]) if key.size else np.zeros(0, np.int64)
    lengths = np.diff(np.r_[starts, key.size])
    seg_key = key[starts]
    if positions:
        rcoords = coords[list(red)]
        pos = storage.linear(rcoords if order is None else rcoords[:, order], tuple(st.shape[a] for a in red))
    if full_output:
        out_vals, out_ok = np.empty(st.nnz, _dtype_of(fn, vals, kw, True)), np.zeros(st.nnz, bool)
    else:
        empty = fn(core._new(np.zeros((1, 1), vals.dtype), np.zeros((1, 1), bool)), dim=1, keepdim=False, **kw)
        lead, nout = empty.shape[:-1], int(np.prod(kshape, dtype=np.int64))
        out = np.empty(lead + (nout,), empty.dtype)
        out_mask = np.empty(lead + (nout,), bool)
        out[...], out_mask[...] = empty._data, empty._mask
    for rows, width in _blocks(lengths):
        idx = starts[rows][:, None] + np.arange(width)
        inside = np.arange(width) < lengths[rows][:, None]
        idx = np.where(inside, idx, 0)
        bmask = inside if ok is None else inside & ok[idx]
        if full_output:
            r = fn(core._new(vals[idx], bmask), dim=1, **kw)
            at = idx[inside]
            out_vals[at], out_ok[at] = r._data[inside], r._mask[inside]
            continue
        r = fn(core._new(vals[idx], bmask), dim=1, keepdim=False, **kw)
        data = r._data
        if positions:
            picked = np.take_along_axis(idx, np.clip(data, 0, width - 1)[:, None].astype(np.intp), 1)[:, 0]
            data = np.where(r._mask, pos[picked], data)
        out[..., seg_key[rows]], out_mask[..., seg_key[rows]] = data, r._mask
    if full_output:
        if order is not None:
            back = np.empty_like(order)
            back[order] = np.arange(order.size)
            out_vals, out_ok = out_vals[back], out_ok[back]
        return _result(st, core._new(out_vals, out_ok))
    shape = lead + (tuple(1 if a in red else st.shape[a] for a in range(ndim)) if keepdim else kshape)
    return core._new(out.reshape(shape), out_mask.reshape(shape))


def _full(fn, x, keepdim, kw, valid, positions):
    """A reduction over every dim: fn on the 1-D values."""
    st = x._sp
    r = fn(_values(st, valid), dim=0, keepdim=False, **kw)
    data = r._data
    if positions and st.nnz:
        data = np.where(r._mask, st.flat()[np.clip(data, 0, st.nnz - 1)], data)
    if keepdim:
        shape = r.shape + (1,) * st.ndim
        return core._new(np.reshape(data, shape), np.reshape(r._mask, shape))
    return core._new(np.asarray(data), r._mask)


def _dtype_of(fn, vals, kw, full_output):
    """The dtype fn writes for values of vals' dtype (from a one-element call)."""
    return fn(core._new(np.zeros((1, 1), vals.dtype), np.ones((1, 1), bool)), dim=1, **kw).dtype


def _blocks(lengths: np.ndarray):
    """(segment numbers, block width) of the dense blocks: one block per
    distinct length when there are few, else per power of two (at most twice
    a segment's length)."""
    if not lengths.size:
        return
    distinct = np.unique(lengths)
    if distinct.size <= EXACT_LENGTHS:
        widths = lengths
    else:
        widths = np.left_shift(1, np.ceil(np.log2(lengths)).astype(np.int64))
        distinct = np.unique(widths)
    for w in distinct:
        yield np.flatnonzero(widths == w), int(w)


def reduce_with(fn, x, dim, keepdim: bool, **kw):
    """A hand-written reduction adapter (all, any) on a sparse tensor: fn(block, dim, keepdim)."""
    if dim is None:
        axes = tuple(range(x.ndim))
    else:
        axes = tuple(sorted(core._axis(d, x.ndim, fn.__name__) for d in np.atleast_1d(dim)))
    return segmented(fn, x, axes, keepdim, kw)


state.RUNTIME = sys.modules[__name__]
