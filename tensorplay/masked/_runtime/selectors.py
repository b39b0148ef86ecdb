"""The runtime of the selectors (kinds select, fill, scatter, index).

A selector's wrapper hands its SelectorSpec (data from ops.yaml: kind, mask
layout, value layout, parameter names) and its arguments to `run`.  Every
argument is checked and put in canonical form *before* anything is written,
so a rejected call leaves every array as it was:

- the mask, whatever its layout (`full`: broadcast to the input; `slice`: the
  shape of one slice along `axis`; `axis`: 1-D along `axis`; `leading`: K dims
  matching shape[axis:axis+K]) becomes a uint8 view of the input's shape with
  zero strides where it is broadcast, or, for the index kind, a list of
  indices along `axis`;
- the value (`scalar`, `selected`: broadcast to the selected part, `flat`: a
  source consumed in order, `updates`: shaped like the selection) becomes an
  array of the input's dtype, cast with numpy's same_kind rule.

The kernels move elements without looking at them, so they are specialised
by element size, and byte-swapped inputs need no conversion.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tensorplay.masked._masked_tensor import core as _mt_core
from tensorplay.masked._runtime.args import as_bool_mask, as_int, canonical_mask, cast_value, dtype_name
from tensorplay.masked._runtime.walk import _merge



@dataclass(frozen=True)
class SelectorSpec:
    name: str              # the op's name (its in-place form adds `_`)
    kind: str              # its selector kind (codegen/kinds/), for messages
    mask: str              # full | slice | axis | leading | indices
    value: str             # none | scalar | selected | flat | updates
    names: dict            # role (input, mask, axis, value) -> parameter name
    dtypes: tuple          # accepted dtype names
    kernels: dict          # element size in bytes -> kernel
    dask: str | None = None  # its strategy on dask arrays (on_dask.SELECT_STRATEGIES); None: refused
    run: str = ""          # how it runs in memory (RUNS; codegen/kinds: SelectorKind.run)


class _Call:
    """One call's argument checking: messages name the op and the parameter."""

    def __init__(self, spec: SelectorSpec, inplace: bool):
        self.spec = spec
        self.op = spec.name + ("_" if inplace else "")
        self.inplace = inplace
        self.target = None       # the array an in-place call writes

    def arg(self, role: str) -> str:
        return self.spec.names[role]

    # -- input -------------------------------------------------------------
    def input(self, value) -> np.ndarray:
        name = self.arg("input")
        if isinstance(value, np.ma.MaskedArray):
            raise TypeError(f"{self.op}: {name} is a numpy.ma.MaskedArray, whose mask would be ignored; "
                            f"pass a MaskedTensor (tensorplay.masked.masked_tensor(a.data, ~a.mask)) or "
                            f"its data (np.ma.getdata)")
        if self.inplace:
            if not isinstance(value, np.ndarray):
                raise TypeError(f"{self.op}: {name} must be a numpy.ndarray to be modified in place; "
                                f"got {type(value).__name__} (use {self.spec.name} for a new array)")
            if not value.flags.writeable:
                raise ValueError(f"{self.op}: {name} is read-only; an in-place op needs a writeable "
                                 f"array (use {self.spec.name} for a new array)")
            x = self.target = value
        else:
            try:
                x = np.asarray(value)
            except Exception as exc:  # ragged lists and the like
                raise TypeError(f"{self.op}: {name} must be array-like; got {type(value).__name__} "
                                f"({exc})") from None
        if dtype_name(x.dtype) not in self.spec.dtypes:
            raise TypeError(f"{self.op}: {name} has dtype {x.dtype}; expected one of "
                            f"{', '.join(self.spec.dtypes)}")
        return x

    def axis(self, axis, ndim: int) -> int:
        name = self.arg("axis")
        a = as_int(axis, f"{self.op}: {name} must be an int; got {type(axis).__name__} {axis!r}")
        if ndim == 0:
            raise IndexError(f"{self.op}: {name} {a} is out of range: a 0-d {self.arg('input')} has no axis")
        if not -ndim <= a < ndim:
            raise IndexError(f"{self.op}: {name} {a} is out of range for a {ndim}-d {self.arg('input')} "
                             f"(expected -{ndim}..{ndim - 1})")
        return a % ndim

    # -- masks ---------------------------------------------------------------
    def bool_mask(self, mask) -> np.ndarray:
        m = as_bool_mask(self.op, mask, self.arg("mask"), "selected")
        # A mask that shares memory with the array being written would change
        # under the kernel's writes (numpy's semantics: the mask as it was).
        if self.target is not None and np.may_share_memory(m, self.target):
            m = m.copy()
        return m

    def check_axis_mask(self, m: np.ndarray, shape: tuple, axis: int) -> None:
        if m.ndim != 1 or m.shape[0] != shape[axis]:
            raise ValueError(f"{self.op}: {self.arg('mask')} must be 1-D of length {shape[axis]} (the size of "
                             f"{self.arg('axis')} {axis}); got shape {m.shape}")

    def mask_view(self, mask, x: np.ndarray, axis):
        """The mask as a uint8 view of x's shape (zero strides where
        broadcast), and the dims it selects over: (view, start, k, count) with
        `count` True positions among dims start..start+k-1."""
        layout, name, shape = self.spec.mask, self.arg("mask"), x.shape
        m = self.bool_mask(mask)
        if layout == "full":
            view = canonical_mask(self.op, m, shape, name)
            return view, 0, x.ndim, _count(m, x.size)
        if layout == "slice":
            if m.ndim == x.ndim and m.ndim and m.shape[axis] == 1:
                m = m.reshape(m.shape[:axis] + m.shape[axis + 1:])
            slice_shape = shape[:axis] + shape[axis + 1:]
            if m.ndim > len(slice_shape):
                raise ValueError(f"{self.op}: {name} of shape {m.shape} has more dims than one slice "
                                 f"along {self.arg('axis')} {axis} (shape {slice_shape})")
            try:
                m = np.broadcast_to(m, slice_shape)
            except ValueError:
                raise ValueError(f"{self.op}: {name} of shape {m.shape} does not broadcast to a slice "
                                 f"along {self.arg('axis')} {axis} (shape {slice_shape})") from None
            m, start, k = np.expand_dims(m, axis), 0, x.ndim
        elif layout == "axis":
            self.check_axis_mask(m, shape, axis)
            start, k = axis, 1
            m = m.reshape([-1 if d == axis else 1 for d in range(x.ndim)])
        elif layout == "leading":
            k = m.ndim
            if k == 0 or axis + k > x.ndim or m.shape != shape[axis:axis + k]:
                ax = self.arg("axis")
                raise ValueError(f"{self.op}: {name} of shape {m.shape} must match {self.arg('input')}'s "
                                 f"shape[{ax}:{ax}+K] with K = {name}.ndim >= 1; {self.arg('input')} "
                                 f"has shape {shape} and {ax} is {axis}")
            start = axis
            m = m.reshape((1,) * axis + m.shape + (1,) * (x.ndim - axis - k))
        else:  # pragma: no cover - ops.yaml is validated
            raise AssertionError(layout)
        view = np.broadcast_to(m, shape).view(np.uint8)
        return view, start, k, _count(m, int(np.prod(shape[start:start + k], dtype=np.int64)))

    def indices(self, value, size: int, axis: int) -> np.ndarray:
        """An index list along `axis` -> in-range intp array (negative count from the end)."""
        name = self.arg("mask")
        try:
            idx = np.asarray(value)
        except Exception as exc:
            raise TypeError(f"{self.op}: {name} must be array-like; got {type(value).__name__} ({exc})") from None
        if idx.dtype.kind not in "iu" and not (idx.size == 0 and idx.dtype.kind == "f"):
            hint = " (for a boolean selection along an axis use masked_axis_select)" if idx.dtype.kind == "b" else ""
            raise TypeError(f"{self.op}: {name} must be integers; got dtype {idx.dtype}{hint}")
        if idx.ndim > 1:
            raise ValueError(f"{self.op}: {name} must be 0-d or 1-D; got shape {idx.shape}")
        idx = idx.reshape(-1)
        if idx.size:
            lo, hi = idx.min(), idx.max()
            bad = lo if lo < -size else hi if hi >= size else None
            if bad is not None:
                raise IndexError(f"{self.op}: index {bad} in {name} is out of range for "
                                 f"{self.arg('axis')} {axis} of size {size} (expected -{size}..{size - 1})")
        idx = idx.astype(np.intp)
        return np.where(idx < 0, idx + size, idx) if idx.size else idx

    # -- values ----------------------------------------------------------------
    def cast(self, value, dtype: np.dtype) -> np.ndarray:
        """value -> array of `dtype`, by numpy's same_kind rule; integers must fit."""
        return cast_value(self.op, self.arg("value"), value, dtype)

    def scalar(self, value, dtype: np.dtype) -> np.ndarray:
        if np.ndim(value) != 0:
            hint = (" (to write a different value at each selected position use masked_scatter)"
                    if self.spec.mask == "full" else "")
            raise ValueError(f"{self.op}: {self.arg('value')} must be a scalar or a 0-d array; "
                             f"got shape {np.shape(value)}{hint}")
        return self.cast(value, dtype)

    def broadcast_value(self, value, dtype: np.dtype, shape: tuple, what: str) -> np.ndarray:
        v = self.cast(value, dtype)
        if v.ndim > len(shape):
            raise ValueError(f"{self.op}: {self.arg('value')} of shape {v.shape} has more dims than "
                             f"{what} (shape {shape})")
        try:
            return np.broadcast_to(v, shape)
        except ValueError:
            raise ValueError(f"{self.op}: {self.arg('value')} of shape {v.shape} does not broadcast to "
                             f"{what} (shape {shape})") from None


def _count(m: np.ndarray, size: int) -> int:
    """True positions of a bool mask once broadcast to an array of `size` elements."""
    return 0 if m.size == 0 else int(np.count_nonzero(m)) * (size // m.size)


def _aligned(a: np.ndarray) -> np.ndarray:
    # Kernels read elements through typed pointers: a misaligned array is copied.
    return a if a.flags.aligned else a.copy()


def _dims(shape, *strides, memory_order: bool = False) -> tuple:
    """(size, stride of each operand...) per dim, size-1 dims dropped, merged
    where the strides chain.  Logical order unless `memory_order` (then by the
    last operand's strides, outermost first).  At least one dim."""
    dims = [(shape[d],) + tuple(s[d] for s in strides) for d in range(len(shape))]
    dims = [d for d in dims if d[0] != 1]
    if memory_order:
        dims.sort(key=lambda d: -abs(d[-1]))
    return tuple(_merge(dims)) or ((1,) + (0,) * len(strides),)


def _in_place(x: np.ndarray):
    """The array an in-place kernel writes, and how to finish (None: nothing
    to do): a misaligned array is worked on in an aligned copy copied back."""
    if x.flags.aligned:
        return x, None
    work = x.copy()
    return work, lambda: np.copyto(x, work)


def fill_front(spec: SelectorSpec):
    """The compiled front end of a full-mask scalar fill (front.pyx)."""
    from tensorplay.masked._runtime.front import FillFront
    return FillFront(spec)


def gather_front(spec: SelectorSpec):
    """The compiled front end of a full-mask select (front.pyx)."""
    from tensorplay.masked._runtime.front import GatherFront
    return GatherFront(spec)


def run(spec: SelectorSpec, inplace: bool, input, mask, axis=None, value=None, broadcast=True):
    """Every selector in memory (dispatch.select sends dask arrays to
    on_dask): check and canonicalise all arguments, then run the kernel."""
    if isinstance(input, _mt_core.MaskedTensorCore):
        return _run_masked(spec, inplace, input, mask, axis, value, broadcast)
    call = _Call(spec, inplace)
    x = call.input(input)
    if "axis" in spec.names:
        axis = call.axis(axis, x.ndim)
    # How its kind runs (SelectorKind.run), by that name.
    return RUNS[spec.run](call, spec.kernels[x.dtype.itemsize], x, mask, axis, value, broadcast, input)


def _selection(call: _Call, mask, x, axis):
    """The mask's view, the first dim it covers and the selection's shape (the
    mask's dims collapse into one of length count)."""
    m, start, k, count = call.mask_view(mask, x, axis)
    return m, start, x.shape[:start] + (count,) + x.shape[start + k:]


def _gather(call: _Call, kernel, x, mask, axis, value, broadcast, input):
    """The selected elements copied into a new array."""
    m, _, selected = _selection(call, mask, x, axis)
    out = np.empty(selected, x.dtype)
    if out.size:
        src = _aligned(x)
        kernel(src, m, out, _dims(x.shape, src.strides, m.strides))
    return out


def _write_scalar(call: _Call, kernel, x, mask, axis, value, broadcast, input):
    """A value written at each selected position."""
    m, _, _ = _selection(call, mask, x, axis)
    v = np.broadcast_to(call.scalar(value, x.dtype), x.shape)
    target, finish = _target(call, x)
    if x.size:
        src = target if call.inplace else _aligned(x)
        kernel(src, m, v, target, _dims(x.shape, src.strides, m.strides, v.strides, target.strides,
                                           memory_order=True))
    return _finished(call, input, target, finish)


def _write_updates(call: _Call, kernel, x, mask, axis, value, broadcast, input):
    """The k-th update written at the k-th selected position."""
    m, start, selected = _selection(call, mask, x, axis)
    u = _updates(call, value, x.dtype, selected, start, broadcast)
    target, finish = _target(call, x)
    if x.size:
        src = target if call.inplace else _aligned(x)
        u = _aligned(u)
        kernel(src, m, target, _dims(x.shape, src.strides, m.strides, target.strides), u,
               _dims(u.shape, u.strides) if u.size else ((0, 0),), u.size)
    return _finished(call, input, target, finish)


def _target(call: _Call, x):
    """The array a write goes to (x itself, or a copy written back, in place) and what finishes it."""
    return _in_place(x) if call.inplace else (np.empty_like(x, order="K"), None)


def _finished(call: _Call, input, target, finish):
    if finish is not None:
        finish()
    return input if call.inplace else target


def _updates(call: _Call, value, dtype, selected: tuple, start: int, broadcast) -> np.ndarray:
    """The values a scatter writes, in the order it consumes them: `flat` (a
    source whose first n elements are used) or `updates` (shaped like the
    selection; broadcast to it unless broadcast=False)."""
    name = call.arg("value")
    n = int(np.prod(selected, dtype=np.int64))
    if call.spec.value == "flat":
        src = call.cast(value, dtype).reshape(-1)
        if src.size < n:
            raise ValueError(f"{call.op}: {name} has {src.size} elements but {call.arg('mask')} "
                             f"selects {n} positions; it needs at least {n}")
        return src[:n]
    if not isinstance(broadcast, (bool, np.bool_)):
        raise TypeError(f"{call.op}: broadcast must be a bool; got {broadcast!r}")
    u = call.cast(value, dtype)
    # [n, rest...]: the selection without its leading dims (one update per
    # selected position, the same for every leading index).
    short = selected[start:]
    if broadcast:
        return call.broadcast_value(u, dtype, selected, "the selection")
    if u.shape == selected:
        return u
    if start and u.shape == short:
        return np.broadcast_to(u, selected)
    raise ValueError(f"{call.op}: {name} of shape {u.shape} must have shape {short}"
                     + (f" or {selected}" if start else "") + " with broadcast=False")


def _index(call: _Call, kernel, x: np.ndarray, indices, axis: int, value) -> np.ndarray:
    """take (no value: index_select, masked_axis_select by indices) or put."""
    if call.spec.mask == "axis":       # a 1-D mask along axis -> its True indices
        m = call.bool_mask(indices)
        call.check_axis_mask(m, x.shape, axis)
        idx = np.flatnonzero(m)
    else:
        idx = call.indices(indices, x.shape[axis], axis)
    selected = x.shape[:axis] + (idx.size,) + x.shape[axis + 1:]
    if call.spec.value == "none":
        src, dst = _aligned(x), np.empty(selected, x.dtype)
        finish = None
    else:
        if call.spec.value == "scalar":
            src = np.broadcast_to(call.scalar(value, x.dtype), selected)
        else:
            src = _aligned(call.broadcast_value(value, x.dtype, selected, "the selected part"))
        dst, finish = _in_place(x) if call.inplace else (x.copy(order="K"), None)
    if src.size and dst.size:
        # The dims before the axis, the axis (indexed), the dims after it.
        kernel(src, dst, idx, _dims(x.shape[:axis], src.strides, dst.strides),
               _dims(x.shape[axis + 1:], src.strides[axis + 1:], dst.strides[axis + 1:]),
               src.strides[axis], dst.strides[axis], call.spec.value == "none")
    if finish is not None:
        finish()
    return x if call.inplace else dst


def _by_index(call: _Call, kernel, x, indices, axis, value, broadcast, input):
    return _index(call, kernel, x, indices, axis, value)


# The ways a selector kind runs (codegen/kinds/: SelectorKind.run, in the spec as `spec.run`).
RUNS = {"gather": _gather, "write_scalar": _write_scalar, "write_updates": _write_updates, "by_index": _by_index}


def _run_masked(spec: SelectorSpec, inplace: bool, mt, mask, axis, value, broadcast):
    """A MaskedTensor input: the selector runs on its data and on its mask
    alike.  Written positions take the value's validity: a MaskedTensor
    value's mask, True for a plain value (what is written is valid)."""
    if isinstance(value, _mt_core.MaskedTensorCore):
        vdata, vmask = value.get_data(), value.get_mask()
    else:
        vdata, vmask = value, (None if value is None else True)
    if vmask is True and spec.value in ("flat", "updates", "selected"):
        vmask = np.ones(np.shape(vdata), bool)
    if inplace:
        _mt_core.check_writeable(mt, spec.name + "_")
        # The data is written before the mask: an argument sharing memory
        # with either is read as it was before the call.
        mask, vdata, vmask = (_mt_core.unshared(a, mt) for a in (mask, vdata, vmask))
        # Check everything on a scratch copy first, so that a rejected call
        # writes neither array.
        run(spec, False, mt.get_data(), mask, axis, vdata, broadcast)
        run(spec, True, mt.get_data(), mask, axis, vdata, broadcast)
        run(spec, True, mt.get_mask(), mask, axis, vmask, broadcast)
        return mt
    data = run(spec, False, mt.get_data(), mask, axis, vdata, broadcast)
    valid = run(spec, False, mt.get_mask(), mask, axis, vmask, broadcast)
    return _mt_core._new(data, valid)
