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

Gradients: a sparse tensor's values are also a strided 1-D MaskedTensor
(`_vt`) that stands for it in the graph.  With a tensor that requires grad,
every step above is a recorded strided op on those values (an index gather,
the op on a block with mask=, a cat and an index back) instead of the raw
arrays and the segmented kernels, so the gradients are the strided layout's
own formulas; a sparse leaf's grad has its layout and pattern.
"""
from __future__ import annotations

import inspect
import operator
import sys

import numpy as np

from tensorplay.masked._autograd import mode as _grad
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


def _recording(*xs) -> bool:
    """True when a recorded op is needed: grad mode on and an operand that requires grad."""
    return _grad.ANY and _grad.wants(*xs)


def _result(pattern, r):
    """The sparse tensor of the strided 1-D MaskedTensor `r` computed at
    `pattern`'s stored elements, in order: the positions r masks out are
    dropped (a recorded gather when r requires grad)."""
    keep = r._mask
    if keep.all():
        return core._new_sparse(pattern.with_values(r._data), r)
    kept = r[keep]
    return core._new_sparse(storage.take(pattern, keep, kept._data), kept)


def _take(vt, index):
    """vt's elements at `index` (None: vt itself)."""
    return vt if index is None else vt[index]


def _extra_valid(op: str, st, mask, name: str = "mask"):
    """An op's mask= read at the stored positions (None: all valid)."""
    if mask is None:
        return None
    return storage.gather(canonical_mask(op, mask, st.shape, name) != 0, st)


# -- the gradient interface of tensor.py ------------------------------------------------

def with_values(x, g):
    """A sparse tensor of x's pattern holding the strided 1-D MaskedTensor g's data."""
    return core._new_sparse(x._sp.with_values(g._data), g)


def values_like(x, value, who: str):
    """`value` (a sparse tensor of x's pattern) as a strided 1-D MaskedTensor of x's values' shape."""
    if not is_sparse(value) or value.shape != x.shape or not np.array_equal(value._sp.flat(), x._sp.flat()):
        raise RuntimeError(f"MaskedTensor.{who}: a sparse tensor's grad must be a sparse MaskedTensor of the "
                           f"same shape and pattern")
    return value._vt


def values_gradient(x, gradient, who: str):
    """backward()'s gradient of sparse x, read at x's stored positions."""
    if gradient is None:
        if x.ndim:
            raise RuntimeError(f"{who}: grad can be implicitly created only for scalar outputs (this output "
                               f"has shape {x.shape}); pass gradient=")
        return np.ones(x.nnz, x.dtype)
    if is_sparse(gradient):
        if gradient.shape != x.shape:
            raise RuntimeError(f"{who}: gradient has shape {gradient.shape}, but the output has shape "
                               f"{x.shape}: they must match")
        fx, fg = x._sp.flat(), gradient._sp.flat()
        at = np.minimum(np.searchsorted(fg, fx), max(fg.size - 1, 0))
        hit = fg[at] == fx if fg.size else np.zeros(fx.size, bool)
        values = gradient._sp.values[at] if fg.size else np.zeros(fx.size, gradient.dtype)
        return core._new(np.where(hit, values, 0), hit)
    if isinstance(gradient, core.MaskedTensorCore):
        return core._new(storage.gather(gradient._data, x._sp), storage.gather(gradient._mask, x._sp))
    g = np.asarray(gradient)
    if g.shape != x.shape:
        raise RuntimeError(f"{who}: gradient has shape {g.shape}, but the output has shape {x.shape}: they "
                           f"must match")
    return storage.gather(g, x._sp)


# -- elementwise ---------------------------------------------------------------------

def unary(mt, fn, who, args, kwargs):
    st = mt._sp
    r = core.unary(mt._vt, fn, who, args, kwargs)
    if r.shape != (st.nnz,):
        raise refuse(who, mt.layout, "its result does not have one element per input element")
    # (a unary method keeps its operand's mask, and the values are all valid:
    # no pass to find what to drop)
    return core._new_sparse(st.with_values(r._data), r)


def unary_(mt, fn, who, args, kwargs):
    core.unary_(mt._vt, fn, who, args, kwargs)      # writes the stored values in place
    return mt


def special(fn, input, mask):
    """The special functions: the wrapper itself on the values."""
    st = input._sp
    return _result(st, fn(input._vt, mask=_extra_valid(fn.__name__, st, mask)))


def _read(value, st, who: str):
    """A non-sparse operand read at st's stored positions: a scalar as is, an
    array or MaskedTensor as the 1-D array (MaskedTensor) of its elements
    there (broadcast by numpy's rules; a recorded gather when it requires grad)."""
    if isinstance(value, (int, float, complex, np.generic)) and not isinstance(value, np.ndarray):
        return value
    if isinstance(value, core.MaskedTensorCore):
        coords = st.coords()
        if value.ndim == 0:
            return value.unsqueeze(0)[np.zeros(st.nnz, np.intp)]
        lead = st.ndim - value.ndim
        key = tuple(np.zeros(st.nnz, np.intp) if n == 1 else coords[lead + i] for i, n in enumerate(value.shape))
        return value[key]
    data, mask = core.operand(value, who)
    if data.ndim == 0:
        return data.reshape(1).repeat(st.nnz) if st.nnz != 1 else data.reshape(1)
    read = storage.gather(data, st)
    return read if mask is None else core._new(read, storage.gather(mask, st))


def _expanded(x, shape):
    """(storage, values) of sparse x broadcast to shape."""
    st, source = storage.expand(x._sp, shape)
    if source is None:
        return st, x._vt
    vt = x._vt[source]
    return st.with_values(vt._data), vt


def _meet(a, b, who: str, rule: str = "and"):
    """(pattern, a', b', present_a, present_b): the result's stored positions
    and each operand at them (1-D arrays or MaskedTensors, or scalars), with
    where each is present (None: everywhere).  Shapes broadcast by numpy's
    rules; two sparse operands meet at the intersection of their patterns
    (rule "and") or at the union (rule "or", absent ones masked out)."""
    shape = broadcast_shapes(who, *(v.shape if isinstance(v, core.MaskedTensorCore) else np.shape(v) for v in (a, b)))
    if is_sparse(a) and is_sparse(b):
        (sa, va), (sb, vb) = _expanded(a, shape), _expanded(b, shape)
        fa, fb = sa.flat(), sb.flat()
        if rule == "and":
            ia, ib = _intersect(fa, fb)
            whole_a, whole_b = ia.size == sa.nnz, ib.size == sb.nnz       # (no copies of a whole pattern)
            return (sa if whole_a else storage.take(sa, ia), va if whole_a else va[ia], vb if whole_b else vb[ib],
                    None, None)
        union = np.union1d(fa, fb)
        pattern = storage.from_coords(sa.layout, shape, storage.unravel(union, shape), np.zeros(union.size))
        (xa, pa), (xb, pb) = _at(va, fa, union), _at(vb, fb, union)
        return pattern, xa, xb, pa, pb
    sp, other = (a, b) if is_sparse(a) else (b, a)
    st, mine = _expanded(sp, shape)
    read = _read(other, st, who)
    return (st, mine, read, None, None) if sp is a else (st, read, mine, None, None)


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


def _at(values, flat, union):
    """(values at the sorted positions `union`, a superset of `flat`; where each is present)."""
    if not flat.size:
        return core._new(np.zeros(union.size, values.dtype), np.zeros(union.size, bool)), np.zeros(union.size, bool)
    where = np.minimum(np.searchsorted(flat, union), flat.size - 1)
    return values[where], flat[where] == union


def binary(a, b, fn, who, args, kwargs, reflected):
    pattern, x, y, _, _ = _meet(a, b, who)
    return _result(pattern, core.binary(x, y, fn, who, args, kwargs, reflected))


def binary_(mt, other, fn, who, args, kwargs):
    if not is_sparse(mt):          # a strided self meets the other's pattern: its mask shrinks
        return core.binary_(mt, other.to_dense(), fn, who, args, kwargs)
    if _recording(mt, other):
        # Recorded out of place, then self takes the result's storage and place in the graph.
        _grad.RECORDER.check_leaf(mt, who)
        out = binary(mt, other, fn, who.rstrip("_"), args, kwargs, False)
        if out.shape != mt.shape or not np.can_cast(out.dtype, mt.dtype, "same_kind"):
            raise ValueError(f"{who}: the result (shape {out.shape}, dtype {out.dtype}) does not fit in place "
                             f"into shape {mt.shape}, dtype {mt.dtype}")
        out = out if out.dtype == mt.dtype else out.to(mt.dtype)
        mt._sp, mt._vt = out._sp, out._vt
        return mt
    pattern, x, y, _, _ = _meet(mt, other, who)
    if pattern.shape != mt.shape:
        raise ValueError(f"{who}: operands broadcast to {pattern.shape}, which does not fit in place into "
                         f"shape {mt.shape}")
    x = core._new(x._data.copy(), x._mask)     # checked and computed before self changes
    core.binary_(x, y, fn, who, args, kwargs)
    keep, meta = x._mask, mt._ag               # (a leaf stepped under no_grad stays a leaf)
    mt._sp = pattern.with_values(x._data) if keep.all() else storage.take(pattern, keep, x._data[keep])
    mt._vt = core._new(mt._sp.values, np.ones(mt._sp.nnz, bool))
    mt._vt._ag = meta
    return mt


# -- structure -------------------------------------------------------------------------

def permuted(x, axes: tuple):
    st, order = storage.permute(x._sp, axes)
    if not _recording(x):
        return core._new_sparse(st)
    vt = x._vt[order]
    return core._new_sparse(st.with_values(vt._data), vt)


def _probe(shape: tuple) -> np.ndarray:
    """A zero-stride array of `shape` over one byte: what a view function
    (transpose, reshape) can be applied to for its result's shape and its
    own argument checks, without memory of the shape (it reads no element)."""
    return np.lib.stride_tricks.as_strided(np.zeros(1, np.int8), shape, (0,) * len(shape))


def _bind(fn, args, kwargs) -> dict:
    """fn's arguments after its first, by name, defaults applied."""
    bound = inspect.signature(fn).bind(None, *args, **(kwargs or {}))
    bound.apply_defaults()
    return bound.arguments


def _restructured(mt, st, kept):
    """A sparse tensor of storage st holding mt's elements `kept` (None: all, in order)."""
    if not _recording(mt):
        return core._new_sparse(st)
    vt = mt._vt.view(-1) if kept is None else mt._vt[kept]       # (a recorded view or gather)
    return core._new_sparse(st.with_values(vt._data), vt)


def structural(mt, fn, who, args, kwargs):
    """The structural methods ops.yaml gives a sparse strategy (STRUCTURAL)."""
    how = STRUCTURAL.get(fn)
    if how == "copy":
        vt = mt._vt.clone()
        return core._new_sparse(mt._sp.with_values(vt._data), vt)
    if how == "permute":
        # Which axes fn moves where, from a probe of the same rank with distinct sizes.
        moved = np.shape(fn(_probe(tuple(range(2, mt.ndim + 2))), *args, **(kwargs or {})))
        return permuted(mt, tuple(n - 2 for n in moved))
    if how == "reshape":             # fn's own checks and -1 on a probe of the shape
        return _restructured(mt, *storage.reshape(mt._sp, np.shape(fn(_probe(mt.shape), *args, **(kwargs or {})))))
    if how == "expand":              # fn's own checks (and -1) on a probe: numpy's broadcast_to is a view
        return _restructured(mt, *storage.expand(mt._sp, np.shape(fn(_probe(mt.shape), *args, **(kwargs or {})))))
    if how == "split":               # the pieces' sizes from fn on a probe, each piece a slice
        axis = core._axis(_bind(fn, args, kwargs)["dim"], mt.ndim, who)
        sizes = [np.shape(p)[axis] for p in fn(_probe(mt.shape), *args, **(kwargs or {}))]
        starts = np.cumsum([0] + sizes)
        return tuple(_restructured(mt, *storage.slice_axis(mt._sp, axis, int(a), int(a + n), 1))
                     for a, n in zip(starts, sizes))
    if how == "unsqueeze":
        axis = core._axis(_bind(fn, args, kwargs)["dim"], mt.ndim + 1, who)
        return _restructured(mt, *storage.unsqueeze(mt._sp, axis))
    if how == "select":
        a = _bind(fn, args, kwargs)
        axis = core._axis(a["dim"], mt.ndim, who)
        n, i = mt.shape[axis], operator.index(a["index"])
        if not -n <= i < n:
            raise IndexError(f"{who}: index {i} is out of range for dim {axis} of size {n}")
        return _restructured(mt, *storage.select(mt._sp, axis, i % n))
    if how == "slice":
        a = _bind(fn, args, kwargs)
        axis = core._axis(a["dim"], mt.ndim, who)
        if a["step"] is None or a["step"] < 1:
            raise ValueError(f"{who}: step must be a positive int; got {a['step']!r}")
        start, stop, step = slice(a["start"], a["end"], a["step"]).indices(mt.shape[axis])
        return _restructured(mt, *storage.slice_axis(mt._sp, axis, start, stop, step))
    raise refuse(who, mt.layout)


def _strided(t, who: str):
    """A strided MaskedTensor of a MaskedTensor, numpy.ma array or array (fully valid)."""
    if isinstance(t, core.MaskedTensorCore):
        return t
    data, mask = core.operand(t, who)
    return core._new(data, np.ones(data.shape, bool) if mask is None else mask)


def getitem(mt, key):
    """Basic indexing (ints, slices with a positive step, None, Ellipsis): the
    select, slice and unsqueeze steps one after another.  Arrays as keys
    (advanced indexing) are refused."""
    who = "MaskedTensor.__getitem__"
    items = list(key) if isinstance(key, tuple) else [key]
    if any(not (isinstance(k, (slice, type(None), type(Ellipsis))) or
                (isinstance(k, (int, np.integer)) and not isinstance(k, (bool, np.bool_)))) for k in items):
        raise refuse(who, mt.layout, "only ints, slices, None and Ellipsis index a sparse tensor")
    if sum(k is Ellipsis for k in items) > 1:
        raise IndexError(f"{who}: an index can only have a single ellipsis ('...')")
    real = sum(k is not None and k is not Ellipsis for k in items)
    if real > mt.ndim:
        raise IndexError(f"{who}: too many indices for a {mt.ndim}-d MaskedTensor: {real} were indexed")
    if Ellipsis in items:
        at = items.index(Ellipsis)
        items[at:at + 1] = [slice(None)] * (mt.ndim - real)
    out, axis = mt, 0
    for k in items:
        if k is None:
            out = _restructured(out, *storage.unsqueeze(out._sp, axis))
            axis += 1
        elif isinstance(k, slice):
            if k.step is not None and k.step < 1:
                raise refuse(who, mt.layout, "a slice step must be positive")
            start, stop, step = k.indices(out.shape[axis])
            out = _restructured(out, *storage.slice_axis(out._sp, axis, start, stop, step))
            axis += 1
        else:
            n, i = out.shape[axis], operator.index(k)
            if not -n <= i < n:
                raise IndexError(f"{who}: index {i} is out of bounds for dim {axis} with size {n}")
            out = _restructured(out, *storage.select(out._sp, axis, i % n))
    return out if out is not mt else _restructured(mt, mt._sp, None)


def combine(tensors, fn, who, args, kwargs):
    """cat and stack with a sparse tensor among them: the first sparse one's
    layout; strided MaskedTensors and arrays join by their valid elements."""
    how = STRUCTURAL.get(fn)
    layout = next(t.layout for t in tensors if is_sparse(t))
    if how not in ("cat", "stack"):
        raise refuse(who, layout)
    parts = [t if is_sparse(t) else to_sparse(_strided(t, who), storage.COO) for t in tensors]
    ndim = parts[0].ndim
    axis = core._axis(_bind(fn, args, kwargs)["dim"], ndim + (how == "stack"), who)
    if how == "stack":
        parts = [_restructured(p, *storage.unsqueeze(p._sp, axis)) for p in parts]
    shapes = [p.shape for p in parts]
    if any(len(s) != len(shapes[0]) or s[:axis] + s[axis + 1:] != shapes[0][:axis] + shapes[0][axis + 1:]
           for s in shapes):
        raise ValueError(f"{who}: the tensors' shapes {shapes} differ outside dim {axis}")
    dtype = np.result_type(*(p.dtype for p in parts))
    st, order = storage.concatenate([p._sp for p in parts], axis, layout)
    st = st.with_values(st.values.astype(dtype, copy=False))
    if not _recording(*parts):
        return core._new_sparse(st)
    joined = core.CLASS.cat([p._vt for p in parts], 0)[order]
    return core._new_sparse(st.with_values(joined._data), joined)


# -- layouts (adapters.py) ---------------------------------------------------------------

def to_dense(x):
    """The strided layout; a recorded put of the values when x requires grad."""
    if not _recording(x):
        return core._new(*storage.to_strided(x._sp))
    st = x._sp
    out = core._new(np.zeros(st.shape, st.values.dtype), np.zeros(st.shape, bool))
    if not st.ndim:
        return x._vt.view(()) if st.nnz else out
    out[tuple(st.coords())] = x._vt
    return out


def to_sparse(mt, layout: str):
    """mt (strided or sparse) in a sparse layout; recorded when mt requires grad."""
    if is_sparse(mt):
        st = storage.relayout(mt._sp, layout)
        return mt if st is mt._sp else core._new_sparse(st, mt._vt.clone() if _recording(mt) else None)
    st = storage.from_strided(mt._data, mt._mask, layout)
    if not _recording(mt):
        return core._new_sparse(st)
    vt = mt[mt._mask]                 # the valid elements in row-major order, recorded
    return core._new_sparse(st.with_values(vt._data), vt)


def cast(x, dtype, copy: bool):
    vt = x._vt.to(dtype) if dtype is not None else x._vt
    if copy and vt is x._vt:
        vt = vt.clone()
    return core._new_sparse(x._sp.with_values(vt._data), vt)


# -- along dims: segments -------------------------------------------------------------

def op(spec, fn, operands: dict, others: dict):
    """A generated wrapper's call with a sparse operand (its kind's `sparse` says how)."""
    x = operands.get("input")
    if (spec.sparse == "segments" and others.get("dim") is None and others.get("mask") is None
            and type(x) is state.CLASS and not spec.full_output and spec.variants and not _recording(x)):
        # The commonest call, first and written out (the general path below cost
        # ~4 us more a call): every dim, every stored element valid.
        keepdim = others.get("keepdim", False)
        if type(keepdim) is bool:
            return _all_values(spec, fn, x, keepdim, {k: v for k, v in others.items() if k not in _NOT_ARGS})
    if spec.sparse == "pair":
        return _pair(spec, fn, operands, others)
    if spec.sparse not in ("segments", "positions") or not is_sparse(x):
        layout = next(v.layout for v in operands.values() if is_sparse(v))
        raise refuse(spec.name, layout, f"{spec.kind} ops read their neighbours by position")
    keepdim = others.get("keepdim", False)
    if not isinstance(keepdim, (bool, np.bool_)):
        raise TypeError(f"{spec.name}: keepdim must be a bool; got {keepdim!r}")
    kw = {k: v for k, v in others.items() if k not in _NOT_ARGS}
    valid = _extra_valid(spec.name, x._sp, others.get("mask"))
    axes = canonical_dims(spec, others.get("dim"), x.ndim)
    recording = _recording(x) and spec.sparse != "positions"      # (indices carry no gradient)
    if spec.sparse in ("segments", "positions") and spec.variants and not recording:
        if (not spec.full_output and spec.sparse == "segments" and valid is None
                and (axes is None or len(axes) == x.ndim)):
            return _all_values(spec, fn, x, bool(keepdim), kw)
        out = _compiled(spec, x._sp, tuple(range(x.ndim)) if axes is None else axes, bool(keepdim), kw, valid)
        if out is not None:
            return out
    return segmented(fn, x, axes, bool(keepdim), kw, valid, full_output=spec.full_output,
                     positions=spec.sparse == "positions", recording=recording)


_NOT_ARGS = ("dim", "keepdim", "mask")


def _all_values(spec, fn, x, keepdim: bool, kw: dict):
    """A reduction over every dim with every stored element valid: the op on
    the bare values (its compiled front end)."""
    n = x._sp.nnz
    out = np.asarray(fn(x._sp.values, dim=0, **kw))
    flag = np.array(memory.SEGMENT_MASK_RULES[spec.output_mask](n, n))
    if keepdim:
        shape = (1,) * x.ndim
        out, flag = out.reshape(shape), flag.reshape(shape)
    return core._new(out, flag)


def _pair(spec, fn, operands, others):
    a, b = operands["input"], operands["other"]
    if spec.output_mask == "or" and not (is_sparse(a) and is_sparse(b)):
        # The other operand is valid wherever it is, so the result is dense anyway.
        a, b = (v.to_dense() if is_sparse(v) else v for v in (a, b))
        return fn(a, b, **others)
    pattern, x, y, px, py = _meet(a, b, spec.name, spec.output_mask)
    kw = dict(others)
    for name, present in (("input_mask", px), ("other_mask", py)):
        extra = _extra_valid(spec.name, pattern, kw.get(name), name)
        kw[name] = present if extra is None else (extra if present is None else extra & present)
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
    found = st.groups.get(red)         # (the pattern is immutable: once per pattern and dims)
    if found is None:
        nout = int(np.prod(kshape, dtype=np.int64))
        key = storage.linear(st.coords()[kept], kshape)
        if key.size < 2 or np.all(key[1:] >= key[:-1]):
            offsets = np.zeros(nout + 1, np.intp)
            np.cumsum(np.bincount(key, minlength=nout), out=offsets[1:])
            found = None, offsets
        else:
            found = stable_order(key, nout)
        for a in found:
            if a is not None:
                a.flags.writeable = False
        st.groups[red] = found
    return found[0], found[1], kshape


def _compiled(spec, st, red: tuple, keepdim: bool, args: dict, valid):
    """A reduction whose kernel runs segmented plans (every kind whose walk
    is tp_walk.h's runs: reduce, arg_reduce, order_stat): one compiled call
    over every kept position, empty ones included; None if the kernel does
    not (the blocks of `segmented` then).  An index result (positions) is the
    kernel's index within the segment, mapped to the reduced dims' flat
    index of that stored element."""
    x = as_input(spec, st.values)
    param = resolve_param(spec, {k: v for k, v in args.items() if k != "dtype"})
    x, final = resolve_dtype(spec, x, args.get("dtype"))
    x, kernel, kernel_out = memory.pick_kernel(spec, native(x), param)
    if not getattr(kernel, "segmented", False) or spec.full_output != getattr(kernel, "per_element", False):
        return None
    order, offsets, kshape = segments(st, red)
    # (with an order, the kernel reads the segments through it: no permuted copies)
    out = np.empty(x.shape[0] if spec.full_output else offsets.size - 1, kernel_out)
    kernel.segments(np.ascontiguousarray(x), None if valid is None else np.ascontiguousarray(valid).view(np.uint8),
                    np.ascontiguousarray(offsets, np.intp), out, param, order)
    if spec.full_output:           # an output per stored element, valid where the input is (`broadcast`)
        ok = np.ones(out.shape, bool) if valid is None else np.asarray(valid, bool)
        return _result(st, core._new(out.astype(final, copy=False), ok))
    lengths = np.diff(offsets)
    if valid is not None and order is not None:
        valid = valid[order]
    counts = lengths if valid is None else np.diff(np.r_[0, np.cumsum(valid)][offsets])
    mask = memory.SEGMENT_MASK_RULES[spec.output_mask](counts, lengths)
    if spec.sparse == "positions" and st.nnz:
        at = np.clip(offsets[:-1] + out, 0, st.nnz - 1)          # (only read where the output is valid)
        at = at if order is None else order[at]                  # the stored element each output names
        pos = storage.linear(st.coords()[:, at][list(red)], tuple(st.shape[a] for a in red))
        out = np.where(mask, pos, out)
    shape = tuple(1 if a in red else st.shape[a] for a in range(st.ndim)) if keepdim else kshape
    return core._new(out.astype(final, copy=False).reshape(shape), mask.reshape(shape))


def segmented(fn, x, axes, keepdim: bool, kw: dict, valid=None, full_output: bool = False,
              positions: bool = False, recording: bool = False):
    """fn(block, dim=1, ...) over the segments of sparse `x` along `axes`
    (None: all, flattened); see the module docstring.  `recording`: every
    step a recorded op on x's values (the block's mask then goes as mask=)."""
    st = x._sp
    ndim = st.ndim
    red = tuple(range(ndim)) if axes is None else tuple(axes)
    kept = tuple(a for a in range(ndim) if a not in red)
    if not full_output and not kept:
        return _full(fn, x, keepdim, kw, valid, positions)
    order, offsets, kshape = segments(st, red)
    lengths = np.diff(offsets)
    starts = offsets[:-1]
    vals = st.values if order is None else st.values[order]
    vt = _take(x._vt, order) if recording else None
    ok = None if valid is None else (valid if order is None else valid[order])
    if positions:
        rcoords = st.coords()[list(red)]
        pos = storage.linear(rcoords if order is None else rcoords[:, order], tuple(st.shape[a] for a in red))
    nonempty = np.flatnonzero(lengths)
    pieces, where = [], []            # (recording) the results of the blocks, and whose they are
    if full_output:
        out_vals, out_ok = np.empty(st.nnz, _dtype_of(fn, vals, kw)), np.zeros(st.nnz, bool)
    else:
        empty = fn(core._new(np.zeros((1, 1), vals.dtype), np.zeros((1, 1), bool)), dim=1, keepdim=False, **kw)
        lead, nout = empty.shape[:-1], int(np.prod(kshape, dtype=np.int64))
        out = np.empty(lead + (nout,), empty.dtype)
        out_mask = np.empty(lead + (nout,), bool)
        out[...], out_mask[...] = empty._data, empty._mask
    for rows, width in _blocks(lengths[nonempty]):
        rows = nonempty[rows]
        idx = starts[rows][:, None] + np.arange(width)
        inside = np.arange(width) < lengths[rows][:, None]
        idx = np.where(inside, idx, 0)
        bmask = inside if ok is None else inside & ok[idx]
        if recording:
            more = {"keepdim": False} if not full_output else {}
            r = fn(vt[idx], dim=1, mask=bmask, **more, **kw)
            pieces.append(r[inside] if full_output else r)
            where.append(idx[inside] if full_output else rows)
            continue
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
        out[..., rows], out_mask[..., rows] = data, r._mask
    shape = lead + (tuple(1 if a in red else st.shape[a] for a in range(ndim)) if keepdim else kshape) \
        if not full_output else None
    if recording:
        # (an empty recorded piece: the result requires grad even when no element reaches it)
        none = vt[np.zeros(0, np.intp)]
        result_dtype = out_vals.dtype if full_output else out.dtype
        none = none if none.dtype == result_dtype else none.to(result_dtype)
        if full_output:
            pieces, where = pieces + [none], where + [np.zeros(0, np.intp)]
        else:
            pieces, where = pieces + [none.view(lead + (0,))], where + [np.zeros(0, np.intp)]
        return _assemble(st, order, pieces, where, full_output, None if full_output else
                         (core._new(out, out_mask), shape, offsets.size - 1))
    if full_output:
        if order is not None:
            back = np.empty_like(order)
            back[order] = np.arange(order.size)
            out_vals, out_ok = out_vals[back], out_ok[back]
        return _result(st, core._new(out_vals, out_ok))
    return core._new(out.reshape(shape), out_mask.reshape(shape))


def _assemble(st, order, pieces, where, full_output, empty):
    """The recorded form of segmented's result: the blocks' results joined
    (cat) and put in place (a recorded index), empty kept positions from the
    constant `empty` (its values for the empty slice: no gradient)."""
    cat = core.CLASS.cat
    if full_output:
        at = np.concatenate(where) if where else np.zeros(0, np.intp)
        if order is not None:
            at = order[at]
        joined = cat(pieces, 0)
        r = joined[np.argsort(at, kind="stable")]
        return _result(st, r)
    filled, shape, nout = empty
    covered = np.concatenate(where) if where else np.zeros(0, np.intp)
    rest = np.setdiff1d(np.arange(nout), covered, assume_unique=True)
    parts = pieces + ([filled[..., rest]] if rest.size else [])
    keys = np.concatenate([covered, rest])
    joined = cat(parts, -1) if len(parts) > 1 else parts[0]
    return joined[..., np.argsort(keys, kind="stable")].view(shape)


def _full(fn, x, keepdim, kw, valid, positions):
    """A reduction over every dim: fn on the 1-D values (recorded when they require grad)."""
    st = x._sp
    extra = {} if valid is None else {"mask": valid}
    r = fn(x._vt, dim=0, keepdim=False, **extra, **kw)
    if positions and st.nnz:
        data = np.where(r._mask, st.flat()[np.clip(r._data, 0, st.nnz - 1)], r._data)
        r = core._new(np.asarray(data), r._mask)
    return r.view(r.shape + (1,) * st.ndim) if keepdim else r


def _dtype_of(fn, vals, kw):
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


def logical(x, axes, keepdim: bool, identity: bool):
    """all (identity True) or any (False) of sparse x over the sorted dims
    `axes` (None: every dim), as the strided adapter
    (masked_tensor/adapters.py _logical, which checks the dims): each kept
    position's stored values -- the valid elements -- folded by numpy's
    logical reduceat over its segment (no padded block); a position without
    one is the identity, masked out."""
    st = x._sp
    red = tuple(range(x.ndim)) if axes is None else axes
    order, offsets, kshape = segments(st, red)
    truth = (st.values if order is None else st.values[order]) != 0
    n = offsets.size - 1
    data, mask = np.full(n, identity), np.zeros(n, bool)
    nonempty = np.flatnonzero(offsets[1:] > offsets[:-1])
    if nonempty.size:
        # (reduceat over the nonempty segments' starts: each runs to the next start, past empty ones)
        data[nonempty] = (np.logical_and if identity else np.logical_or).reduceat(truth, offsets[nonempty])
        mask[nonempty] = True
    shape = tuple(1 if a in red else st.shape[a] for a in range(st.ndim)) if keepdim else kshape
    return core._new(data.reshape(shape), mask.reshape(shape))


state.RUNTIME = sys.modules[__name__]
