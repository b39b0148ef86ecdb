"""The memory walk: an op's input (and mask, and output) described as kept
and reduced dims, sorted for locality and merged where the strides of every
operand chain, so that a generated kernel walks memory in order without
copying anything."""
from __future__ import annotations

import numpy as np


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


def _dims(kept: list, red: list) -> tuple:
    """(kept, red, outer): size-1 dims dropped, chained dims merged, an empty
    walk as one dim of size 0; `outer` when the innermost kept dim has the
    smaller stride (the kernel then folds a row of outputs at once)."""
    if any(d[0] == 0 for d in red):
        red = [(0, 0, 0, 0)]
    kept = _merge([d for d in kept if d[0] != 1])
    red = _merge([d for d in red if d[0] != 1]) or [(1, 0, 0, 0)]
    outer = bool(kept) and kept[-1][0] > 1 and abs(kept[-1][1]) < abs(red[-1][1])
    return tuple(kept), tuple(red), outer


def reduction_plan(shape: tuple, xstrides: tuple, mstrides, axes: tuple, out_itemsize: int,
                   logical_order: bool):
    """The walk of a reduction from shapes and strides alone, so that a caller
    can cache it (the compiled front ends do): (view_axes, view_shape, kept,
    red, outer).  The output view holds the kept dims in `view_axes` order,
    C-contiguous; its transpose by argsort(view_axes) is the result.  Walked
    strides must be >= 0 unless `logical_order` (plan_walk flips them first)."""
    ndim = len(shape)
    kept_axes = sorted((a for a in range(ndim) if a not in axes), key=lambda a: -abs(xstrides[a]))
    view_shape = tuple(shape[a] for a in kept_axes)
    ostr, step = {}, out_itemsize
    for a in reversed(kept_axes):          # numpy's C-order strides of the view
        ostr[a] = step
        step *= max(shape[a], 1)
    mstr = (lambda a: 0) if mstrides is None else (lambda a: mstrides[a])
    kept = [(shape[a], xstrides[a], mstr(a), ostr[a]) for a in kept_axes]
    red_axes = list(axes)
    if not logical_order:
        red_axes.sort(key=lambda a: -abs(xstrides[a]))
    red = [(shape[a], xstrides[a], mstr(a), 0) for a in red_axes]
    return (tuple(kept_axes), view_shape) + _dims(kept, red)


def plan_walk(x: np.ndarray, m, axes: tuple, out_dtype: str, logical_order: bool, full_output: bool,
              out: np.ndarray | None = None):
    """Describe the walk of `x` along `axes` (reduced, scanned or normalized).

    Returns (x, m, out_view, out, kept, red, outer).  `out` is the result in
    logical axis order: the kept dims only for a reduction, the input's shape
    when `full_output` (given: used when it has x's shape and out_dtype and is
    writeable, else a new one).  `out_view` is the same memory as the kernel
    walks it.  Dims are sorted by stride (memory order) and, unless
    `logical_order` (argmax indices, scans), walked dims with negative
    strides are flipped.
    """
    ndim = x.ndim
    if full_output:
        if not (out is not None and out.shape == x.shape and out.dtype == np.dtype(out_dtype)
                and out.flags.writeable):
            out = np.empty_like(x, dtype=out_dtype, order="K") if ndim else np.empty((), out_dtype)
    flips = [] if logical_order else [a for a in axes if x.strides[a] < 0]
    if flips:
        x = np.flip(x, flips)
        m = None if m is None else np.flip(m, flips)
    if not full_output:
        kept_axes, view_shape, kept, red, outer = reduction_plan(
            x.shape, x.strides, None if m is None else m.strides, axes, np.dtype(out_dtype).itemsize,
            logical_order)
        out_view = np.empty(view_shape, dtype=out_dtype)
        out = out_view.transpose(np.argsort(kept_axes)) if kept_axes else out_view
        return x, m, out_view, out, kept, red, outer
    # A full output is walked like the input: flipped where the input is.
    out_view = np.flip(out, flips) if flips else out
    return (x, m, out_view, out) + along_plan(x.shape, x.strides, None if m is None else m.strides,
                                              out_view.strides, axes, logical_order)


def along_plan(shape: tuple, xstrides: tuple, mstrides, ostrides: tuple, axes: tuple, logical_order: bool):
    """The walk of an op with one output per input element (scans,
    normalizations) from shapes and strides alone: (kept, red, outer).  The
    output is walked like the input (its strides `ostrides`), in memory order."""
    mstr = (lambda a: 0) if mstrides is None else (lambda a: mstrides[a])
    kept_axes = sorted((a for a in range(len(shape)) if a not in axes), key=lambda a: -abs(xstrides[a]))
    kept = [(shape[a], xstrides[a], mstr(a), ostrides[a]) for a in kept_axes]
    red_axes = list(axes)
    if not logical_order:
        red_axes.sort(key=lambda a: -abs(xstrides[a]))
    red = [(shape[a], xstrides[a], mstr(a), ostrides[a]) for a in red_axes]
    return _dims(kept, red)
