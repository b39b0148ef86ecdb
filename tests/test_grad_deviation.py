"""var's and std's gradient: `deviation(a)` of ops.yaml (scope.py Deviation),
expand(a) * (input - expand(rsum(input) / n)) kept at the reached
positions, computed by one row kernel (_k_backward deviation) where the
slices are rows of views.  Checked against an independent reference: the
slice means by math.fsum (exact, rounded once to the dtype), the product
in float64 (the kernel computes in double and rounds once) -- float64 to a
few ulp of the largest element, float32 to its own rounding; and float64
byte for byte against the numpy formula (the kernel sums each slice
pairwise as the sum kernel does)."""
import math

import numpy as np
import pytest

import tensorplay.masked as tm
from tensorplay.masked._autograd import scope
from tensorplay.masked._autograd.record import STREAM_MIN_BYTES
from tensorplay.masked._csrc import _buffers


def _reference(data, mask, dims, keepdim, op, g, gmask, correction, result):
    """The gradient from exact slice means (math.fsum), in float64 (std's
    divisor: the forward's result, as the formula's)."""
    axes = tuple(range(data.ndim)) if dims is None else dims
    kept = [d for d in range(data.ndim) if d not in axes]
    x = np.transpose(data, kept + list(axes)).reshape(int(np.prod([data.shape[d] for d in kept])), -1)
    m = np.transpose(mask, kept + list(axes)).reshape(x.shape)
    n = m.sum(axis=1)
    means = np.array([math.fsum(x[j][m[j]].astype(np.float64)) / n[j] if n[j] else np.nan for j in range(len(x))])
    gk = np.ravel(np.asarray(g, np.float64))
    gm = np.ravel(np.asarray(gmask, bool))
    with np.errstate(all="ignore"):
        if op == "var":
            a = gk * 2 / (n - correction)
        else:
            a = gk / np.ravel(np.asarray(result, np.float64)) / (n - correction)
        out = a[:, None] * (x.astype(np.float64) - means[:, None])
    reached = m & gm[:, None]
    out = np.where(reached, out, 0)
    shape = [data.shape[d] for d in kept + list(axes)]
    return np.transpose(out.reshape(shape), np.argsort(kept + list(axes))), reached.any()


def _run(data, mask, dims, keepdim, op, g, gmask, **kw):
    x = tm.masked_tensor(data, mask, requires_grad=True)
    out = getattr(tm, op)(x, dims, keepdim=keepdim, **kw)
    out.backward(tm.masked_tensor(np.asarray(g), np.asarray(gmask)))
    _run.result = out.get_data()
    return x.grad.get_data()


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("op", ["var", "std"])
def test_the_deviation_kernel_against_exact_means(dtype, op, kernel_spy):
    rng = np.random.default_rng(21)
    used = kernel_spy(scope.Deviation)
    for trial in range(120):
        shape = tuple(int(v) for v in rng.integers(1, 7, rng.integers(1, 4)))
        if trial % 8 == 0:
            shape = (3, 700)                          # (pairwise halves of more than one block)
        data = (rng.standard_normal(shape) * 10 + (1e4 if trial % 3 == 0 else 0)).astype(dtype)
        mask = rng.random(shape) < 0.7
        nd = len(shape)
        dims = tuple(sorted({int(d) for d in rng.integers(0, nd, rng.integers(1, nd + 1))}))
        keepdim = trial % 2 == 0
        correction = [1, 0, 2.5][trial % 3]
        rshape = np.sum(data, axis=dims, keepdims=keepdim).shape
        g = rng.standard_normal(rshape).astype(dtype)
        gmask = rng.random(rshape) < 0.8
        got = _run(data, mask, dims, keepdim, op, g, gmask, correction=correction).astype(np.float64)
        want, _ = _reference(data, mask, dims, keepdim, op, g, gmask, correction, _run.result)
        fin = np.isfinite(want)
        assert np.array_equal(np.isfinite(got), fin), (trial, got, want)
        scale = np.max(np.abs(want[fin]), initial=0.0)
        # float64: the reference's exact mean against a pairwise one (a few ulp of
        # the data's scale times a); float32: the rounding of a double
        tol = (64 * np.finfo(np.float64).eps * (scale + 1e4 * np.max(np.abs(np.asarray(g, np.float64)),
                                                                     initial=0.0))
               if dtype == np.float64 else np.finfo(np.float32).eps * scale)
        assert np.max(np.abs(got[fin] - want[fin]), initial=0.0) <= tol, (trial, shape, dims)
        assert not got[~mask].any()
    assert sum(used) > 100                  # (the kernel ran, not the numpy formula)


def test_float64_is_the_formula_s_bits():
    """float64: the kernel's mean is the sum kernel's (pairwise, the same
    blocks), so the gradient is the numpy formula's byte for byte."""
    rng = np.random.default_rng(22)
    for shape, dim in (((40, 1000), 1), ((40, 1000), 0), ((3, 5, 333), (0, 2))):
        data = rng.standard_normal(shape) * 3 + 7
        mask = rng.random(shape) < 0.6
        out_shape = np.sum(data, axis=dim).shape
        g, gm = rng.standard_normal(out_shape), np.ones(out_shape, bool)
        got = _run(data, mask, dim, False, "var", g, gm)
        scope._ROW_KERNELS["deviation"] = None
        try:
            want = _run(data, mask, dim, False, "var", g, gm)
        finally:
            scope._ROW_KERNELS.pop("deviation", None)
        assert got.tobytes() == want.tobytes(), (shape, dim)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("threads", [1, 2])
def test_long_streamed_rows_and_threads(dtype, threads):
    """Rows over the streaming threshold (the second backward takes its buffer
    from the cache, so it streams): the same bytes as rows written in cache
    (the halves of the rows, each under the threshold), on 1 and 2 threads."""
    rng = np.random.default_rng(23)
    cols = 1500
    rows = (STREAM_MIN_BYTES + (1 << 20)) // (cols * np.dtype(dtype).itemsize) + 1
    data = (rng.standard_normal((rows, cols)) + 100).astype(dtype)
    mask = rng.random(data.shape) < 0.5
    g, gm = rng.standard_normal(rows).astype(dtype), np.ones(rows, bool)
    half = rows // 2
    parts = [_run(data[sl], mask[sl], 1, False, "std", g[sl], gm[sl]) for sl in (slice(0, half), slice(half, rows))]
    want = np.concatenate(parts).tobytes()
    _buffers.clear()
    with tm.num_threads(threads):
        for _ in range(2):
            reused = _buffers.has(data.nbytes)
            got = _run(data, mask, 1, False, "std", g, gm)
            assert got.tobytes() == want
            del got
    assert reused
    _buffers.clear()
