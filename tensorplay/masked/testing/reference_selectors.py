"""Slow, obviously-correct reference implementations of the selectors (SPEC §5).

Test oracle only, independent of the kernels and of the runtime: every op is
a loop over `numpy.ndindex` that writes one element at a time, straight from
the definition in SPEC §5.  It assumes valid arguments (the tests check the
errors separately) but does its own mask broadcasting and index wrapping.
"""
from __future__ import annotations

import numpy as np


def _bool(mask) -> np.ndarray:
    m = np.asarray(mask)
    return m if m.dtype == np.bool_ else m != 0


def _value(value, dtype) -> np.ndarray:
    return np.asarray(value).astype(dtype)


def masked_select(input, mask):
    x = np.asarray(input)
    m = np.broadcast_to(_bool(mask), x.shape)
    return np.array([x[i] for i in np.ndindex(x.shape) if m[i]], dtype=x.dtype).reshape(-1)


def masked_fill(input, mask, value):
    x = np.asarray(input)
    out = x.copy()
    m = np.broadcast_to(_bool(mask), x.shape)
    v = _value(value, x.dtype)
    for i in np.ndindex(x.shape):
        if m[i]:
            out[i] = v
    return out


def masked_scatter(input, mask, source):
    x = np.asarray(input)
    out = x.copy()
    m = np.broadcast_to(_bool(mask), x.shape)
    src = _value(source, x.dtype).reshape(-1)
    k = 0
    for i in np.ndindex(x.shape):           # row-major
        if m[i]:
            out[i] = src[k]
            k += 1
    return out


def masked_fill_along_axis(input, mask, axis, value):
    x = np.asarray(input)
    axis %= x.ndim
    slice_shape = x.shape[:axis] + x.shape[axis + 1:]
    m = _bool(mask)
    if m.ndim == x.ndim:
        m = m.reshape(m.shape[:axis] + m.shape[axis + 1:])
    m = np.broadcast_to(m, slice_shape)
    out = x.copy()
    v = _value(value, x.dtype)
    for i in np.ndindex(x.shape):
        if m[i[:axis] + i[axis + 1:]]:
            out[i] = v
    return out


def _positions(mask) -> list:
    """The True entries of a K-dim mask, row-major, as index tuples."""
    m = _bool(mask)
    return [i for i in np.ndindex(m.shape) if m[i]]


def boolean_mask(tensor, mask, axis=0):
    x = np.asarray(tensor)
    axis %= x.ndim
    m = _bool(mask)
    k = m.ndim
    pos = _positions(m)
    shape = x.shape[:axis] + (len(pos),) + x.shape[axis + k:]
    out = np.empty(shape, x.dtype)
    for o in np.ndindex(shape):
        out[o] = x[o[:axis] + pos[o[axis]] + o[axis + 1:]]
    return out


def boolean_mask_update(tensor, mask, updates, *, axis=0, broadcast=True):
    x = np.asarray(tensor)
    axis %= x.ndim
    m = _bool(mask)
    k = m.ndim
    pos = _positions(m)
    shape = x.shape[:axis] + (len(pos),) + x.shape[axis + k:]
    u = np.broadcast_to(_value(updates, x.dtype), shape)
    out = x.copy()
    for o in np.ndindex(shape):
        out[o[:axis] + pos[o[axis]] + o[axis + 1:]] = u[o]
    return out


def masked_axis_select(input, mask, axis):
    x = np.asarray(input)
    return index_select(x, axis, np.flatnonzero(_bool(mask)))


def index_select(input, axis, indices):
    x = np.asarray(input)
    axis %= x.ndim
    idx = [int(i) % x.shape[axis] for i in np.asarray(indices).reshape(-1)]
    shape = x.shape[:axis] + (len(idx),) + x.shape[axis + 1:]
    out = np.empty(shape, x.dtype)
    for o in np.ndindex(shape):
        out[o] = x[o[:axis] + (idx[o[axis]],) + o[axis + 1:]]
    return out


def index_fill(input, axis, indices, value):
    x = np.asarray(input)
    axis %= x.ndim
    idx = [int(i) % x.shape[axis] for i in np.asarray(indices).reshape(-1)]
    shape = x.shape[:axis] + (len(idx),) + x.shape[axis + 1:]
    v = np.broadcast_to(_value(value, x.dtype), shape)
    out = x.copy()
    for o in np.ndindex(shape):            # in order: with repeated indices the last wins
        out[o[:axis] + (idx[o[axis]],) + o[axis + 1:]] = v[o]
    return out


def masked_axis_fill(input, mask, axis, value):
    return index_fill(input, axis, np.flatnonzero(_bool(mask)), value)
