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
