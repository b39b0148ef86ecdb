"""Test harness shared by the generated per-op tests (like numpy.testing).

`check_grid` runs an op and its slow reference over a grid of shapes,
memory layouts, masks, dims and keepdim, and compares.  The grid: shapes 0-d, size-0, 1-D, 3-D; layouts C, F, transposed,
negative strides, strided slice, byte-swapped, read-only, misaligned; masks
None, all True, all False, random, broadcast lower-ndim, integer, one fully
masked slice.  It also checks that no input is modified.
"""
from __future__ import annotations

import itertools

import numpy as np

LAYOUTS = ("C", "F", "transposed", "negative", "strided", "byteswapped", "readonly", "unaligned")
MASKS = ("none", "all_true", "all_false", "random", "broadcast", "int", "one_slice_masked")
# Shapes every layout is tried on, and the small ones only tried C-contiguous.
LAYOUT_SHAPES = ((3, 4, 5), (2, 3, 150))
PLAIN_SHAPES = ((), (0,), (2, 0, 3), (7,), (300,))

# Default tolerances per dtype (the reference computes exactly or in float64).
RTOL = {"float16": 2e-3, "float32": 2e-5, "float64": 1e-12, "complex64": 2e-5, "complex128": 1e-12}
ATOL = {"float16": 1e-3, "float32": 1e-5, "float64": 1e-13, "complex64": 1e-5, "complex128": 1e-13}


def sample(dtype: str, shape: tuple, rng: np.random.Generator) -> np.ndarray:
    """Values of `dtype` small enough that sums and products stay meaningful."""
    dt = np.dtype(dtype)
    if dt.kind == "b":
        return np.asarray(rng.random(shape) < 0.5)     # (a 0-d comparison gives a scalar)
    if dt.kind == "i":
        return rng.integers(-5, 6, shape).astype(dt)
    if dt.kind == "u":
        return rng.integers(0, 6, shape).astype(dt)
    if dt.kind == "c":
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dt)
    return rng.standard_normal(shape).astype(dt)


def with_layout(a: np.ndarray, layout: str) -> np.ndarray:
    """The same logical values as `a` in another memory layout."""
    if a.ndim == 0 and layout in ("F", "transposed", "negative", "strided"):
        return a.copy()          # a 0-d array has no strides to vary
    # (np.ascontiguousarray would turn a 0-d array into a 1-d one.)
    if layout == "C":
        return a.copy(order="C")
    if layout == "F":
        return a.copy(order="F")
    if layout == "transposed":
        return np.ascontiguousarray(np.moveaxis(a, 0, -1)).transpose(
            (a.ndim - 1,) + tuple(range(a.ndim - 1)))
    if layout == "negative":
        flip = (slice(None, None, -1),) * a.ndim
        return np.ascontiguousarray(a[flip])[flip]
    if layout == "strided":
        big = np.zeros(tuple(2 * s for s in a.shape), a.dtype)
        view = big[(slice(None, None, 2),) * a.ndim]
        view[...] = a
        return view
    if layout == "byteswapped":
        return a.astype(a.dtype.newbyteorder("S"))
    if layout == "readonly":
        out = np.array(a, copy=True)             # an ndarray even for 0-d (never a scalar)
        out.flags.writeable = False
        return out
    if layout == "unaligned":
        # One byte into an aligned buffer: misaligned for every itemsize > 1.
        raw = np.zeros(a.nbytes + 1, np.uint8)
        out = np.ndarray(a.shape, a.dtype, buffer=raw.data, offset=1)
        out[...] = a
        return out
    raise ValueError(layout)


def make_mask(kind: str, shape: tuple, rng: np.random.Generator):
    if kind == "none":
        return None
    if kind == "all_true":
        return np.ones(shape, bool)
    if kind == "all_false":
        return np.zeros(shape, bool)
    if kind == "random":
        return rng.random(shape) < 0.5
    if kind == "broadcast":
        # Lower ndim: the mask of one trailing slice, broadcast over the leading dim.
        return rng.random(shape[1:]) < 0.5
    if kind == "int":
        return rng.integers(0, 2, shape).astype(np.int64) * 7
    if kind == "one_slice_masked":
        m = rng.random(shape) < 0.7
        if len(shape) and shape[0]:
            m[0] = False
        return m
    raise ValueError(kind)


def dims_for(ndim: int, forms: tuple) -> list:
    """The dims to try on an ndim input, given the op's accepted dim forms."""
    out = []
    if "none" in forms:
        out.append(None)
    if "int" in forms:
        out += [0, -1] if ndim <= 1 else [0, 1, -1]
    if "tuple" in forms:
        out += [()] + ([(0, 2), (-1, 0), (0, 1, 2)] if ndim == 3 else [(0,)] if ndim == 1 else [])
    return out


def assert_same(got, want, dtype: str, rtol=None, atol=None, context: str = "") -> None:
    """Equal dtype and shape; values equal (ints) or close (floats), NaN == NaN."""
    assert isinstance(got, np.ndarray), f"{context}: expected an ndarray, got {type(got).__name__}"
    assert got.dtype == want.dtype, f"{context}: dtype {got.dtype}, expected {want.dtype}"
    assert got.shape == want.shape, f"{context}: shape {got.shape}, expected {want.shape}"
    if got.dtype.kind in "fc":
        key = want.dtype.name if want.dtype.name in RTOL else dtype
        np.testing.assert_allclose(got, want, rtol=rtol or RTOL.get(key, 1e-12),
                                   atol=atol or ATOL.get(key, 0), equal_nan=True, err_msg=context)
    else:
        np.testing.assert_array_equal(got, want, err_msg=context)


def check_grid(op, ref, dtype: str, layout: str, dim_forms: tuple, params=({},),
               rtol=None, atol=None, seed: int = 0, keepdim_arg: bool = True) -> int:
    """Compare `op` with `ref` over the grid for one dtype and layout; returns
    the number of cases checked (so a caller can assert it is not zero).
    Ops without keepdim (scans, normalizations) get `keepdim_arg=False`."""
    rng = np.random.default_rng(seed)
    shapes = LAYOUT_SHAPES + (PLAIN_SHAPES if layout == "C" else ())
    cases = 0
    for shape in shapes:
        base = sample(dtype, shape, rng)
        x = with_layout(base, layout)
        for mask_kind, dim, extra in itertools.product(MASKS, dims_for(len(shape), dim_forms), params):
            if mask_kind == "broadcast" and not shape:
                continue
            mask = make_mask(mask_kind, shape, rng)
            keepdim = bool(cases % 2) and keepdim_arg
            kwargs = dict(extra, dim=dim, mask=mask, **({"keepdim": keepdim} if keepdim_arg else {}))
            before = x.copy(), None if mask is None else mask.copy()
            context = (f"dtype={dtype} layout={layout} shape={shape} mask={mask_kind} dim={dim!r} "
                       f"keepdim={keepdim} params={extra}")
            want = ref(base, **kwargs)
            got = op(x, **kwargs)
            assert_same(got, want, dtype, rtol, atol, context)
            np.testing.assert_array_equal(x, before[0], err_msg=f"{context}: input was modified")
            if mask is not None:
                np.testing.assert_array_equal(mask, before[1], err_msg=f"{context}: mask was modified")
            cases += 1
    return cases


# Operand shapes of binary ops: equal, broadcast both ways, 0-d, size-0.
BINARY_SHAPES = (((3, 4, 5), (3, 4, 5)), ((3, 1, 5), (4, 1)), ((), (2, 3)), ((0, 3), (3,)), ((7,), ()))


def check_binary_grid(op, ref, dtype: str, layout: str, params=({},), rtol=None, atol=None,
                      seed: int = 0) -> int:
    """Binary ops: each operand in `layout`, each with its own mask kind."""
    rng = np.random.default_rng(seed)
    cases = 0
    for xshape, yshape in BINARY_SHAPES:
        xb, yb = sample(dtype, xshape, rng), sample(dtype, yshape, rng)
        x, y = with_layout(xb, layout), with_layout(yb, layout)
        for kx, ky, extra in itertools.product(("none", "random", "all_false", "int"), ("none", "random", "broadcast"),
                                               params):
            if ky == "broadcast" and not yshape:
                continue
            mx, my = make_mask(kx, xshape, rng), make_mask(ky, yshape, rng)
            context = f"dtype={dtype} layout={layout} shapes={xshape},{yshape} masks={kx},{ky} params={extra}"
            want = ref(xb, yb, input_mask=mx, other_mask=my, **extra)
            got = op(x, y, input_mask=mx, other_mask=my, **extra)
            assert_same(got, want, dtype, rtol, atol, context)
            np.testing.assert_array_equal(x, xb, err_msg=f"{context}: input was modified")
            np.testing.assert_array_equal(y, yb, err_msg=f"{context}: other was modified")
            cases += 1
    return cases
