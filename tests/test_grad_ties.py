"""amax's and amin's gradient: each slice's gradient shared evenly among its
valid elements equal to the result (ops.yaml `share_ties(grad)`, scope.py
TieShare), computed by one kernel (_k_backward share_ties) where the slices
are rows of views.  Checked against the formula it stands for, spelt out in
numpy here, `expand(g / count(tie)) * tie` kept at the reached positions,
byte for byte: tie-heavy data, NaN extremes, -0 against +0, infinite and
negative upstream gradients, every reduction dims, strided rows (a reduction
over a leading dim), both dtypes, threads, and rows long enough to be
streamed."""
import numpy as np
import pytest

import tensorplay.masked as tm
from tensorplay.masked._autograd import scope
from tensorplay.masked._autograd.record import STREAM_MIN_BYTES
from tensorplay.masked._csrc import _buffers


def _spelt_out(data, mask, dims, keepdim, op, g, gmask):
    """The gradient by the formula in plain numpy: ties where the input equals
    the result (NaN equal to NaN), the slice's g over its count of valid
    ties, times tie, at the valid positions of the reached slices."""
    axes = tuple(range(data.ndim)) if dims is None else dims
    valid = np.where(mask, data, np.inf if op == "amin" else -np.inf)
    with np.errstate(all="ignore"):
        nan_in = np.any(np.isnan(data) & mask, axis=axes, keepdims=True)
        ext = (np.min if op == "amin" else np.max)(valid, axis=axes, keepdims=True)
        ext = np.where(nan_in, np.nan, ext)
        tie = (data == ext) | (np.isnan(data) & np.isnan(ext))
        count = np.sum(tie & mask, axis=axes, keepdims=True)
        gk = np.asarray(g, np.float64)
        gm = np.asarray(gmask, bool)
        if not keepdim:
            gk, gm = np.expand_dims(gk, axes), np.expand_dims(gm, axes)
        val = (gk / count).astype(data.dtype)
        out = val.astype(np.float64) * tie
    reached = mask & gm & np.any(mask, axis=axes, keepdims=True)
    return np.where(reached, out, 0).astype(data.dtype)


def _case(rng, shape, dtype):
    data = rng.integers(-2, 3, shape).astype(dtype)          # many ties
    data[rng.random(shape) < 0.1] = -0.0
    if rng.random() < 0.3:
        data[rng.random(shape) < 0.15] = np.nan
    return data, rng.random(shape) < 0.7


def _run(data, mask, dims, keepdim, op, g, gmask):
    x = tm.masked_tensor(data, mask, requires_grad=True)
    out = getattr(tm, op)(x, dims, keepdim=keepdim) if dims is not None else getattr(tm, op)(x)
    if np.ndim(g):
        out.backward(tm.masked_tensor(g, gmask))
    else:
        out.backward(tm.masked_tensor(np.asarray(g), np.asarray(gmask)))
    return x.grad.get_data()


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("op", ["amax", "amin"])
def test_the_tie_kernel_gives_the_formula_s_bits(dtype, op, kernel_spy):
    rng = np.random.default_rng(11)
    used = kernel_spy(scope.TieShare)
    for trial in range(150):
        shape = tuple(int(v) for v in rng.integers(1, 7, rng.integers(1, 4)))
        data, mask = _case(rng, shape, dtype)
        nd = len(shape)
        dims = None if trial % 5 == 0 else tuple(sorted({int(d) for d in rng.integers(0, nd, rng.integers(1, 3))}))
        keepdim = trial % 3 == 0 and dims is not None
        rshape = np.sum(data, axis=dims, keepdims=keepdim).shape
        g = rng.standard_normal(rshape).astype(dtype)
        if g.size and trial % 4 == 0:
            g.flat[0] = -np.inf                               # (NaN at its slice's non-ties, as the formula)
        gmask = rng.random(rshape) < 0.8
        got = _run(data, mask, dims, keepdim, op, g, gmask)
        want = _spelt_out(data, mask, dims, keepdim, op, g, gmask)
        assert got.tobytes() == want.tobytes(), (trial, shape, dims, keepdim, got, want)
    assert sum(used) > 100                    # (the kernel ran, not the numpy fallback)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("dim", [0, 1])
def test_long_rows_strided_or_streamed_give_the_formula_s_bits(dtype, threads, dim):
    """Rows over the streaming threshold (the cache hands the buffer back, so
    the second backward streams) along dim 1, and strided rows along dim 0."""
    rng = np.random.default_rng(12)
    cols = 1500
    rows = (STREAM_MIN_BYTES + (1 << 20)) // (cols * np.dtype(dtype).itemsize) + 1
    data = rng.integers(-40, 40, (rows, cols)).astype(dtype)
    mask = rng.random(data.shape) < 0.5
    n = data.shape[1 - dim]
    g, gmask = rng.standard_normal(n).astype(dtype), np.ones(n, bool)
    want = _spelt_out(data, mask, (dim,), False, "amax", g, gmask)
    _buffers.clear()
    with tm.num_threads(threads):
        for _ in range(2):
            reused = _buffers.has(data.nbytes)
            got = _run(data, mask, dim, False, "amax", g, gmask)
            assert got.tobytes() == want.tobytes()
            del got
    assert reused
    _buffers.clear()


def _spy_on(monkeypatch, owner, name, seen, test):
    """Record test(result) for each call of owner.name."""
    original = getattr(owner, name)

    def spy(*args, **kwargs):
        got = original(*args, **kwargs)
        seen.append(test(got))
        return got
    monkeypatch.setattr(owner, name, spy)


def _ties_case(rng, shape, dtype, trial):
    if trial % 3 == 0:
        data = rng.integers(-2, 3, shape).astype(dtype)
    else:
        data = rng.standard_normal(shape).astype(dtype)
    data[rng.random(shape) < 0.05] = -0.0
    data[rng.random(shape) < 0.05] = 0.0
    if trial % 4 == 1:
        data[rng.random(shape) < 0.02] = np.nan
    if trial % 5 == 2:
        data[rng.random(shape) < 0.05] = np.inf if trial % 2 else -np.inf
    mask = rng.random(shape) < rng.choice([0.02, 0.5, 0.95])
    if len(shape) > 1 and trial % 6 == 0:
        mask[0] = False                                   # a fully masked slice
    return data, mask


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("op", ["amax", "amin"])
def test_a_recorded_forward_gives_the_unrecorded_bits(dtype, op, monkeypatch):
    """A recorded amax/amin computes its result with the kernel that also
    gathers its ties (scope.gather_ties, _k_backward extreme_ties): data and
    mask byte for byte the plain call's -- zeros of both signs, NaN,
    infinities, fully masked slices, rows shorter and longer than a block and
    than the whole-run split (65536), every dims, keepdim, 1 and 2 threads."""
    seen = []
    _spy_on(monkeypatch, scope, "gather_ties", seen, lambda got: got is not None)
    rng = np.random.default_rng(21)
    shapes = [(7,), (3, 5), (2, 129), (4, 1000), (2, 70001), (3, 4, 300), (5, 1), (1, 128)]
    for trial in range(96):
        shape = shapes[trial % len(shapes)]
        data, mask = _ties_case(rng, shape, dtype, trial)
        nd = len(shape)
        dims = [None, nd - 1, tuple(range(1, nd)) or None, 0][trial % 4]
        keepdim = trial % 5 == 0
        plain, rec = tm.masked_tensor(data, mask), tm.masked_tensor(data, mask, requires_grad=True)
        call = getattr(tm, op)
        with tm.num_threads(1 + trial % 2):
            want = call(plain, dims, keepdim=keepdim) if dims is not None else call(plain, keepdim=keepdim)
            got = call(rec, dims, keepdim=keepdim) if dims is not None else call(rec, keepdim=keepdim)
        assert got.requires_grad and got.grad_fn is not None
        assert got.get_data().dtype == want.get_data().dtype and got.shape == want.shape, (trial, shape, dims)
        assert got.get_data().tobytes() == want.get_data().tobytes(), (trial, shape, dims, got, want)
        assert got.get_mask().tobytes() == want.get_mask().tobytes(), (trial, shape, dims)
    # (the gathering kernel computed most; slices that are not contiguous rows -- dim 0 -- ran the plain forward)
    assert 60 <= sum(seen) < len(seen)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("threads", [1, 2])
def test_rows_with_one_tie_are_written_without_the_input(dtype, threads, monkeypatch):
    """Continuous rows (one tie each, which the forward located: the backward
    writes them from the reached mask alone), a few rows of integers (many
    ties: read again), fully masked rows, a -inf and negative upstream
    gradients (NaN and -0 at the non-ties), unreached rows; over the
    streaming threshold (the second backward streams) and under it: the
    formula's bits."""
    known = []
    _spy_on(monkeypatch, scope.TieShare, "_per_slice", known, lambda got: got is not None and got[2] is not None)
    rng = np.random.default_rng(22)
    for cols in (300, 1500):
        rows = (STREAM_MIN_BYTES + (1 << 20)) // (cols * np.dtype(dtype).itemsize) + 1 if cols == 1500 else 40
        data = rng.standard_normal((rows, cols)).astype(dtype)
        data[::7] = rng.integers(-3, 3, (len(data[::7]), cols))
        mask = rng.random(data.shape) < 0.5
        mask[3] = False
        g = rng.standard_normal(rows).astype(dtype)
        g[5] = -np.inf
        gmask = rng.random(rows) < 0.9
        want = _spelt_out(data, mask, (1,), False, "amax", g, gmask)
        _buffers.clear()
        with tm.num_threads(threads):
            for _ in range(2):
                got = _run(data, mask, 1, False, "amax", g, gmask)
                assert got.tobytes() == want.tobytes()
                del got
        _buffers.clear()
    assert known and all(known)
