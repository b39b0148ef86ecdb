"""The moving kind on dask arrays (on_dask.moving): every op, window form,
chunking (chunks shorter than the window, windows longer than the dim, empty
and single blocks), mask form and dtype against the in-memory op on the same
numpy data, bit for bit: each output is computed from its own window's
elements on the kernel's own block grid (a block's halo reaches back to it),
whatever the chunking.  Also move_quantile's leading q dim, the rechunking
rule, laziness, unknown chunk sizes, MaskedTensor inputs and errors."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

da = pytest.importorskip("dask.array")
import dask  # noqa: E402

import tensorplay.masked as tm  # noqa: E402

# float16 results of huge variances overflow, as in memory
pytestmark = pytest.mark.filterwarnings("ignore:overflow encountered in cast:RuntimeWarning")

OPS = ["move_sum", "move_mean", "move_count", "move_var", "move_std", "move_min", "move_max", "move_argmin",
       "move_argmax", "move_median", "move_quantile"]
DTYPES = ("float64", "float32", "int32", "bool", "float16", "uint8")
# (shape, the input's chunks, dim): chunks shorter than every window, irregular,
# one-element and zero-size ones, a single block along dim, chunked along the other dims.
LAYOUTS = [
    ((23,), 5, 0), ((23,), 1, -1), ((23,), ((3, 7, 13),), 0), ((23,), 23, 0), ((23,), ((5, 0, 18),), 0),
    ((6, 17), (2, 4), 1), ((6, 17), (2, 4), 0), ((6, 17), ((1, 5), (1, 1, 15)), -1), ((6, 17), (6, 3), 0),
    ((3, 4, 11), (1, 2, 3), 2), ((3, 4, 11), (2, 1, 4), 1), ((3, 4, 11), (1, 3, 11), 0),
]
WINDOWS = (1, 2, 3, 4, 7, 12, 40)       # 12: longer than some dims; 40: longer than every dim


@pytest.fixture(autouse=True)
def sync():
    with dask.config.set(scheduler="sync"):      # many tiny graphs: no thread pool
        yield


def _values(shape, dtype, rng):
    """Magnitudes from 1e-6 to 1e6 (float16: 1e-3 to 1e3), as a sum's bits depend on the order of its
    additions; NaN, inf and ties."""
    big = 3 if dtype == "float16" else 6
    x = rng.standard_normal(shape) * 10.0 ** rng.integers(-big, big + 1, shape)
    flat = x.reshape(-1)
    if flat.size > 8:
        flat[3], flat[5], flat[6], flat[7] = np.nan, np.inf, 2.5, 2.5
    if dtype == "bool":
        return x > 0
    if np.dtype(dtype).kind in "iu":
        return rng.integers(0, 100, shape).astype(dtype)
    return x.astype(dtype)


def _masks(shape, dim, rng, i):
    """(dask or numpy mask, the same as numpy) of the i-th form: none, numpy, dask in other blocks,
    a lower-dim one that broadcasts (numpy or dask)."""
    m = rng.random(shape) < 0.7
    if len(shape) and shape[dim] > 6:
        m[(slice(None),) * (dim % len(shape)) + (slice(2, 6),)] = False     # a masked run
    low = m[(0,) * (len(shape) - 1)] if len(shape) > 1 else m
    forms = [(None, None), (m, m), (da.from_array(m, chunks=3), m), (low, low),
             (da.from_array(low, chunks=2), low), (da.from_array(m.astype(np.int8), chunks=4), m)]
    return forms[i % len(forms)]


def _call(name, x, window, dim, mask, **kw):
    args = (window, [0.1, 0.5, 0.9]) if name == "move_quantile" else (window,)
    return getattr(tm, name)(x, *args, dim, mask=mask, **kw)


def _compare(cases):
    """Compute every (lazy, want, label) case at once: each the in-memory dtype, shape and bits."""
    computed = dask.compute(*[lazy for lazy, _, _ in cases])
    for (lazy, want, label), got in zip(cases, computed):
        assert (got.dtype, got.shape) == (want.dtype, want.shape) == (lazy.dtype, lazy.shape), label
        np.testing.assert_array_equal(got, want, err_msg=str(label))


def _case(name, rng, shape, chunks, dim, window, center, dtype=None):
    """A dask call and the in-memory one, with a dtype, min_count and mask form drawn by rng."""
    dtype = dtype or DTYPES[rng.integers(len(DTYPES))]
    min_count = (None, 0, 1, max(window // 2, 1))[rng.integers(4)]
    x = _values(shape, dtype, rng)
    dm, m = _masks(shape, dim, rng, rng.integers(6))
    kw = dict(min_count=min_count, center=center)
    got = _call(name, da.from_array(x, chunks=chunks), window, dim, dm, **kw)
    assert isinstance(got, da.Array)
    return got, _call(name, x, window, dim, m, **kw), (name, shape, chunks, dim, window, center, dtype, min_count,
                                                        type(dm).__name__)


@pytest.mark.parametrize("name", OPS)
def test_every_op_layout_and_centering_gives_the_in_memory_bits(name):
    """Each op on every layout, both centerings, a window, dtype, min_count and mask form drawn."""
    rng = np.random.default_rng(len(name))
    _compare([_case(name, rng, *layout, WINDOWS[rng.integers(len(WINDOWS))], center)
              for layout, center in itertools.product(LAYOUTS, (False, True))])


@pytest.mark.parametrize("name, windows", [("move_mean", WINDOWS), ("move_argmax", (2, 7, 40))])
def test_every_window_on_every_layout(name, windows):
    """A grid-sensitive statistic (a mean merges block states) on every window and layout, and a
    position (shifted by each block's start) on some, both centerings."""
    rng = np.random.default_rng(3)
    _compare([_case(name, rng, *layout, window, center, "float64")
              for layout, window, center in itertools.product(LAYOUTS, windows, (False, True))])


def test_the_halo_reaches_back_to_the_kernels_block_grid():
    """The kernel cuts a row into blocks of `window` from its start, and a sum
    merges a block's suffix with the next one's prefix: the same window on a
    row cut at another offset gives other bits.  The dask result does not."""
    rng = np.random.default_rng(5)
    x = rng.standard_normal(300) * 10.0 ** rng.uniform(-6, 6, 300)
    m = rng.random(300) < 0.9
    for name in ("move_sum", "move_mean", "move_var", "move_std"):
        whole = getattr(tm, name)(x, 10, mask=m)
        shifted = getattr(tm, name)(x[3:], 10, mask=m[3:])
        assert np.sum(whole[12:] != shifted[9:]) > 10, name           # the data tells the offsets apart
        for chunks, center in itertools.product((7, 13, 25, (100, 3, 197)), (False, True)):
            want = getattr(tm, name)(x, 10, mask=m, center=center)
            got = getattr(tm, name)(da.from_array(x, chunks=chunks), 10, mask=da.from_array(m, chunks=11),
                                    center=center).compute()
            np.testing.assert_array_equal(got, want, err_msg=f"{name} {chunks} {center}")


@pytest.mark.parametrize("dim", [0, 1, -1])
def test_move_quantile_q_is_a_leading_dim_of_one_block(dim):
    rng = np.random.default_rng(9)
    x = rng.standard_normal((8, 30))
    m = rng.random(x.shape) < 0.8
    dx, dm = da.from_array(x, chunks=(3, 7)), da.from_array(m, chunks=(4, 5))
    for q, method, window, center in [(0.3, "linear", 5, False), ([0.0, 0.25, 1.0], "nearest", 4, True),
                                      (np.array([0.5, 0.9]), "hazen", 9, False), ([0.2], "lower", 40, True)]:
        got = tm.move_quantile(dx, window, q, dim, mask=dm, method=method, center=center, min_count=1)
        want = tm.move_quantile(x, window, q, dim, mask=m, method=method, center=center, min_count=1)
        assert got.shape == want.shape and got.chunks[:np.ndim(q)] == tuple((n,) for n in np.shape(q))
        np.testing.assert_array_equal(got.compute(), want, err_msg=f"{q} {method} {window} {center}")


def test_dtype_argument_and_float_results():
    rng = np.random.default_rng(2)
    x = rng.standard_normal((5, 40)).astype(np.float32)
    dx = da.from_array(x, chunks=(2, 6))
    for name, dtype in itertools.product(OPS, (None, "float64", "float32", "int64")):
        if dtype == "int64" and name not in ("move_count", "move_argmin", "move_argmax"):
            continue
        try:
            want = _call(name, x, 9, 1, None, dtype=dtype, min_count=1)
        except TypeError as exc:                    # the same refusal, the same words
            with pytest.raises(TypeError, match=str(exc)[:30]):
                _call(name, dx, 9, 1, None, dtype=dtype, min_count=1)
            continue
        got = _call(name, dx, 9, 1, None, dtype=dtype, min_count=1)
        assert got.dtype == want.dtype, (name, dtype)
        np.testing.assert_array_equal(got.compute(), want, err_msg=f"{name} {dtype}")


def test_rechunks_along_dim_only_when_a_block_is_shorter_than_its_halo():
    x = np.arange(60.0).reshape(3, 20)
    # blocks of 10 along dim 1, a window of 4: halos of 3 (trailing) or 2 and 1 (center): blocks kept
    for center in (False, True):
        got = tm.move_sum(da.from_array(x, chunks=(1, 10)), 4, 1, center=center)
        assert got.chunks == ((1, 1, 1), (10, 10))
    # blocks of 2, a window of 5: merged along dim 1 only, each at least the halo's length
    got = tm.move_mean(da.from_array(x, chunks=(1, 2)), 5, 1)
    assert got.chunks[0] == (1, 1, 1) and len(got.chunks[1]) > 1 and min(got.chunks[1]) >= 4 + 5 - 1
    np.testing.assert_array_equal(got.compute(), tm.move_mean(x, 5, 1))
    # a window longer than the dim: one block along it
    got = tm.move_max(da.from_array(x, chunks=(1, 3)), 25, 1, min_count=1)
    assert got.chunks == ((1, 1, 1), (20,))
    np.testing.assert_array_equal(got.compute(), tm.move_max(x, 25, 1, min_count=1))


def test_nothing_is_computed_before_compute():
    computed = []

    def record(block):
        computed.append(block.shape)
        return block

    x = np.random.default_rng(0).standard_normal((6, 20))
    dx = da.from_array(x, chunks=(3, 4)).map_blocks(record, meta=np.empty((0, 0)))
    dm = da.from_array(x > -1, chunks=(3, 4)).map_blocks(record, meta=np.empty((0, 0), bool))
    results = [_call(name, dx, w, 1, dm, center=c) for name in OPS for w, c in ((3, False), (6, True), (30, False))]
    assert all(isinstance(r, da.Array) for r in results) and computed == []
    results[0].compute()
    assert computed


def test_dask_input_runs_where_it_was_refused():
    """(tests/test_windows.py refused dask arrays before on_dask.moving.)"""
    got = tm.move_sum(da.ones(10, chunks=3), 2)
    assert isinstance(got, da.Array)
    np.testing.assert_array_equal(got.compute(), tm.move_sum(np.ones(10), 2))
    with dask.config.set(scheduler="threads"):
        x = np.random.default_rng(1).standard_normal((40, 500))
        np.testing.assert_array_equal(tm.move_var(da.from_array(x, chunks=(7, 33)), 17, center=True).compute(),
                                      tm.move_var(x, 17, center=True))


@pytest.mark.parametrize("x, chunks, dim", [
    (np.array(2.5), (), 0), (np.array(2.5), (), -1), (np.zeros(0), 5, 0), (np.zeros((3, 0)), (2, 1), 1),
    (np.zeros((3, 0)), (2, 1), 0), (np.zeros((0, 4)), (1, 2), 1), (np.arange(5.0), ((0, 1, 0, 4, 0),), 0),
])
def test_zero_dims_and_empty_arrays(x, chunks, dim):
    for name in OPS:
        for window, center in ((1, False), (3, True)):
            want = _call(name, x, window, dim, None, center=center, min_count=1)
            got = _call(name, da.from_array(x, chunks=chunks), window, dim, None, center=center, min_count=1)
            assert (got.dtype, got.shape) == (want.dtype, want.shape), name
            np.testing.assert_array_equal(got.compute(), want, err_msg=name)


def test_unknown_chunk_sizes():
    x = np.arange(40.0).reshape(8, 5)
    keep = da.from_array(x[:, 0] > 5, chunks=3)
    u = da.from_array(x, chunks=(3, 2))[keep]                  # chunks ((nan, nan, nan), (2, 2, 1))
    for dim, window in ((0, 2), (1, 2)):
        with pytest.raises(ValueError, match=rf"^move_sum: input has unknown chunk sizes along dim 0 "
                                             r".*compute_chunk_sizes\(\)"):
            tm.move_sum(u, window, dim)
    # one block along dim (here, a window longer than it): no halo, no size needed
    np.testing.assert_array_equal(tm.move_sum(u, 9, 1, min_count=1).compute(), tm.move_sum(x[2:], 9, 1, min_count=1))
    one = da.from_array(x, chunks=(8, 2))[da.from_array(x[:, 0] > 5, chunks=8)]      # ((nan,), (2, 2, 1))
    np.testing.assert_array_equal(tm.move_var(one, 3, 0, min_count=2).compute(), tm.move_var(x[2:], 3, 0, min_count=2))
    sized = u.compute_chunk_sizes()
    for dim in (0, 1):
        np.testing.assert_array_equal(tm.move_sum(sized, 2, dim).compute(), tm.move_sum(x[2:], 2, dim))


def test_masked_tensor_inputs_as_the_other_kinds():
    """A MaskedTensor holds numpy data (it computes a dask array given to it):
    it runs in memory and gives a MaskedTensor; with a dask mask= it is
    refused like every other kind's, asking for the data and mask apart."""
    x = np.arange(6.0)
    m = np.array([True, False, True, True, False, True])
    mt = tm.MaskedTensor(x, m)
    got = tm.move_mean(mt, 2)
    assert isinstance(got, tm.MaskedTensor)
    for name in ("move_sum", "move_median"):
        with pytest.raises(TypeError, match=rf"^{name}: input is a MaskedTensor; with dask arrays pass the data"):
            getattr(tm, name)(mt, 2, mask=da.from_array(m, chunks=2))
    with pytest.raises(TypeError, match=r"^sum: input is a MaskedTensor; with dask arrays pass the data"):
        tm.sum(mt, 0, mask=da.from_array(m, chunks=2))
    with pytest.raises(TypeError, match=r"^move_max: input is a MaskedArray"):
        tm.move_max(np.ma.MaskedArray(x, ~m), 2, mask=da.from_array(m, chunks=2))
    # the data and the mask apart: the MaskedTensor's values, where its mask holds a value
    got = tm.move_mean(da.from_array(x, chunks=2), 2, mask=da.from_array(m, chunks=3)).compute()
    want = tm.move_mean(mt, 2)
    np.testing.assert_array_equal(got[want.get_mask()], want.get_data()[want.get_mask()])


@pytest.mark.parametrize("call", [
    lambda x, m: tm.move_sum(x, 0),
    lambda x, m: tm.move_sum(x, 2.0),
    lambda x, m: tm.move_mean(x, 3, min_count=4),
    lambda x, m: tm.move_max(x, 3, center=1),
    lambda x, m: tm.move_var(x, 3, correction="1"),
    lambda x, m: tm.move_min(x, 3, 2),
    lambda x, m: tm.move_min(x, 3, (0, 1)),
    lambda x, m: tm.move_std(x.astype(complex), 3),
    lambda x, m: tm.move_sum(x, 3, mask=m[:, :1].astype(float)),
    lambda x, m: tm.move_sum(x, 3, mask=m[:2]),
    lambda x, m: tm.move_quantile(x, 3, 1.5),
    lambda x, m: tm.move_quantile(x, 3, [[0.5]]),
    lambda x, m: tm.move_quantile(x, 3, 0.5, method="nope"),
    lambda x, m: tm.move_mean(x, 3, dtype="nope"),
    lambda x, m: tm.move_argmax(x, 3, dtype=object),
])
def test_bad_arguments_raise_the_in_memory_error(call):
    x = np.arange(12.0).reshape(3, 4)
    m = np.ones((3, 4), bool)
    with pytest.raises(Exception) as want:
        call(x, m)
    with pytest.raises(type(want.value)) as got:
        call(da.from_array(x, chunks=2), da.from_array(m, chunks=2))
    assert str(got.value) == str(want.value)
