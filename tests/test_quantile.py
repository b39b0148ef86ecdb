"""quantile (ops.yaml kind quantile) and the NaN namespace's nanquantile /
nanpercentile: each slice's result is numpy.quantile of its valid values, to
the bit (numpy's own result is the reference), for every method, q form,
dtype, layout, mask and dim; weights as numpy's weighted inverted_cdf."""
import itertools
import math
import warnings
import zlib

import numpy as np
import pytest

import tensorplay.masked as tm
from tensorplay.masked._runtime.params import QUANTILE_METHODS
from tensorplay.masked.testing.adversary import antiqsort

Q_FORMS = [0.0, 1.0, 0.5, 0.37, [0.5], [0.9, 0.1, 0.5], [0.25, 0.25], np.array([0.0, 0.33, 1.0]),
           np.float32(0.3), [0, 1]]


def numpy_per_slice(x, q, axes, mask, method, weights=None, keepdim=False):
    """np.quantile of each slice's valid values, one slice at a time."""
    x = np.asarray(x)
    m = np.broadcast_to(np.ones((), bool) if mask is None else np.asarray(mask, bool), x.shape)
    w = None if weights is None else np.broadcast_to(np.asarray(weights, float), x.shape)
    kept = [a for a in range(x.ndim) if a not in axes]
    order = kept + list(axes)
    rows = int(np.prod([x.shape[a] for a in kept], dtype=np.int64))
    data = x.astype(np.uint8) if x.dtype == bool else x
    xt, mt = np.transpose(data, order).reshape(rows, -1), np.transpose(m, order).reshape(rows, -1)
    wt = None if w is None else np.transpose(w, order).reshape(rows, -1)
    results = []
    for i in range(rows):
        vals = xt[i][mt[i]]
        wv = None if wt is None else wt[i][mt[i]]
        if vals.size == 0 or (wv is not None and wv.sum() == 0):
            results.append(None)
        else:
            results.append(np.quantile(vals, q, method=method, weights=wv))
    return results, [x.shape[a] for a in kept]


def assert_bitwise(got, want_rows, kept_shape, q, keepdim_axes=None):
    qshape = np.shape(q)
    got = np.asarray(got)
    if keepdim_axes is not None:
        got = np.squeeze(got, axis=tuple(len(qshape) + a for a in keepdim_axes))
    assert got.shape == qshape + tuple(kept_shape)
    flat = got.reshape(qshape + (-1,))
    for i, want in enumerate(want_rows):
        g = flat[..., i]
        if want is None:
            assert np.all(np.isnan(g)), (i, g)
            continue
        want = np.asarray(want)
        if got.dtype != np.float64:      # ints give float64; floats numpy's dtype
            assert g.dtype == want.dtype, (g.dtype, want.dtype)
        g1, w1 = np.atleast_1d(g).ravel(), np.atleast_1d(want.astype(got.dtype)).ravel()
        nan = np.isnan(w1)
        # bit for bit; any NaN for a NaN; and where -0.0 and +0.0 tie for a rank
        # either may come out (numpy's pick follows its partition's order)
        same_bits = g1.view(f"u{g1.itemsize}") == w1.view(f"u{w1.itemsize}")
        assert (np.isnan(g1) == nan).all() and (same_bits | ((g1 == 0) & (w1 == 0)) | nan).all(), (i, g, want)


@pytest.mark.parametrize("method", QUANTILE_METHODS)
@pytest.mark.parametrize("dtype", ["float64", "float32", "float16", "int64", "int8", "uint16", "bool"])
def test_every_method_and_dtype_is_numpy_per_slice(method, dtype):
    rng = np.random.default_rng(zlib.crc32(f"{method} {dtype}".encode()))
    shape = (4, 7, 9)
    if dtype == "bool":
        x = rng.random(shape) < 0.5
    elif dtype.startswith(("int", "uint")):
        x = rng.integers(0, 50, shape).astype(dtype)     # ties
    else:
        x = (rng.standard_normal(shape) * 3).round(1).astype(dtype)   # ties
        x.flat[5], x.flat[11] = np.inf, -np.inf
    mask = rng.random(shape) < 0.6
    mask[1] = False                      # fully masked slices
    mask[2, :, 1:] = False               # n = 1
    for q, axes in itertools.product(Q_FORMS[:7], [(2,), (0,), (0, 2), (0, 1, 2), (1,)]):
        dim = axes[0] if len(axes) == 1 else axes
        got = tm.quantile(x, q, dim, method=method, mask=mask)
        want, kept = numpy_per_slice(x, q, axes, mask, method)
        assert_bitwise(got, want, kept, q)
    # the other layouts: Fortran order, reversed and strided, a broadcast mask
    xf, mf = np.asfortranarray(x)[:, ::-1, ::2], np.asfortranarray(mask)[:, ::-1, ::2]
    for q, axes in itertools.product([Q_FORMS[1], Q_FORMS[5], Q_FORMS[6]], [(2,), (0,), (0, 2)]):
        dim = axes[0] if len(axes) == 1 else axes
        for xx, mm in ((xf, mf), (xf, mf[:1, :, :1])):
            got = tm.quantile(xx, q, dim, method=method, mask=mm)
            want, kept = numpy_per_slice(xx, q, axes, mm, method)
            assert_bitwise(got, want, kept, q)


@pytest.mark.parametrize("q", Q_FORMS)
def test_q_forms_keepdim_and_layouts(q):
    rng = np.random.default_rng(3)
    base = rng.standard_normal((6, 5, 8))
    for x in (base, base.transpose(2, 0, 1), base[:, ::2, ::-1], np.asfortranarray(base)):
        mask = rng.random(x.shape) < 0.7
        for axes, keepdim in itertools.product([(0,), (1,), (2,), (0, 2)], [False, True]):
            dim = axes[0] if len(axes) == 1 else axes
            got = tm.quantile(x, q, dim, keepdim=keepdim, mask=mask)
            want, kept = numpy_per_slice(x, q, axes, mask, "linear")
            assert_bitwise(got, want, kept, q, keepdim_axes=axes if keepdim else None)


def test_nan_among_valid_gives_nan_and_masked_nan_is_ignored():
    x = np.array([[1.0, np.nan, 3.0, 4.0], [1.0, np.nan, 3.0, 4.0]])
    m = np.array([[True, True, True, True], [True, False, True, True]])
    got = tm.quantile(x, [0.0, 0.5, 1.0], 1, mask=m)
    assert np.isnan(got[:, 0]).all()
    np.testing.assert_array_equal(got[:, 1], np.quantile([1.0, 3.0, 4.0], [0.0, 0.5, 1.0]))


def test_int64_beyond_2_53_and_a_long_slice():
    x = np.array([2**62 + 1, 2**62 + 3, 2**53 + 1, -(2**62), 7], dtype=np.int64)
    m = np.array([True, True, True, False, True])
    for method in QUANTILE_METHODS:
        got = tm.quantile(x, [0.3, 0.5, 0.9], mask=m, method=method)
        want = np.asarray(np.quantile(x[m], [0.3, 0.5, 0.9], method=method)).astype(np.float64)
        np.testing.assert_array_equal(got, want)
    rng = np.random.default_rng(0)
    big = rng.standard_normal(2**24 + 5)
    bm = rng.random(big.size) < 0.9
    np.testing.assert_array_equal(tm.quantile(big, [0.01, 0.5], mask=bm), np.quantile(big[bm], [0.01, 0.5]))


def test_empty_and_zero_d_inputs():
    assert tm.quantile(np.zeros((0, 3)), 0.5, 0).tolist() == [pytest.approx(np.nan, nan_ok=True)] * 3
    assert tm.quantile(np.zeros((3, 0)), [0.5, 0.1], 0).shape == (2, 0)
    assert tm.quantile(np.array(2.5), 0.3) == 2.5
    assert np.isnan(tm.quantile(np.array(2.5), 0.3, mask=False))


def test_weights_are_numpys_weighted_inverted_cdf():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((5, 30))
    w = rng.integers(0, 4, (5, 30)).astype(float)
    w[3] = 0.0                                   # valid weights all zero: as fully masked
    m = rng.random(x.shape) < 0.7
    for q in (0.5, [0.0, 0.2, 0.99, 1.0]):
        got = tm.quantile(x, q, 1, method="inverted_cdf", weights=w, mask=m)
        want, kept = numpy_per_slice(x, q, (1,), m, "inverted_cdf", weights=w)
        assert_bitwise(got, want, kept, q)
    # weights broadcast (one per column), and NaN weights where masked out are ignored
    w1 = rng.random(30)
    got = tm.quantile(x, 0.4, 1, method="inverted_cdf", weights=w1, mask=m)
    want, kept = numpy_per_slice(x, 0.4, (1,), m, "inverted_cdf", weights=w1)
    assert_bitwise(got, want, kept, 0.4)
    wn = np.where(m, w, np.nan)
    np.testing.assert_array_equal(tm.quantile(x, 0.4, 1, method="inverted_cdf", weights=wn, mask=m),
                                  tm.quantile(x, 0.4, 1, method="inverted_cdf", weights=w, mask=m))


@pytest.mark.parametrize("kwargs, exc, match", [
    ({"q": float("nan")}, ValueError, "quantile: q must be in \\[0, 1\\]"),
    ({"q": 1.5}, ValueError, "quantile: q must be in \\[0, 1\\]"),
    ({"q": [0.5, -0.1]}, ValueError, "quantile: q must be in \\[0, 1\\]"),
    ({"q": [[0.5]]}, TypeError, "quantile: q must be a float in \\[0, 1\\] or a 1-D sequence"),
    ({"q": "0.5"}, TypeError, "quantile: q must be a float"),
    ({"q": True}, TypeError, "quantile: q must be a float"),
    ({"q": None}, TypeError, "quantile: q must be a float"),
    ({"q": 0.5, "method": "linearr"}, ValueError, "quantile: method must be one of inverted_cdf"),
    ({"q": 0.5, "weights": np.ones(4)}, ValueError, "quantile: weights take method 'inverted_cdf' only"),
    ({"q": 0.5, "method": "inverted_cdf", "weights": -np.ones(4)}, ValueError, "weights must be finite and >= 0"),
    ({"q": 0.5, "method": "inverted_cdf", "weights": np.ones(3)}, ValueError, "weights of shape \\(3,\\)"),
    ({"q": 0.5, "method": "inverted_cdf", "weights": ["a"] * 4}, TypeError, "weights must be real numbers"),
    ({"q": 0.5, "dim": 2}, IndexError, "quantile: dim 2 is out of range"),
    ({"q": 0.5, "keepdim": 1}, TypeError, "quantile: keepdim must be a bool"),
])
def test_bad_arguments_name_the_op_and_argument(kwargs, exc, match):
    x = np.arange(8.0).reshape(2, 4)
    before = x.copy()
    with pytest.raises(exc, match=match):
        tm.quantile(x, **kwargs)
    np.testing.assert_array_equal(x, before)


def test_complex_and_object_inputs_are_type_errors():
    with pytest.raises(TypeError, match="quantile: input has dtype complex128"):
        tm.quantile(np.ones(3, complex), 0.5)
    with pytest.raises(TypeError, match="quantile: input has dtype object"):
        tm.quantile(np.array([1, "a"], object), 0.5)


def test_masked_tensor_input_gives_a_masked_tensor():
    x = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    m = np.array([[True, False, True], [False, False, False]])
    got = tm.quantile(tm.MaskedTensor(x, m), [0.5, 1.0], 1)
    assert isinstance(got, tm.MaskedTensor)
    np.testing.assert_array_equal(got.get_mask(), [[True, False], [True, False]])
    np.testing.assert_array_equal(got.get_data()[:, 0], [2.0, 3.0])
    kd = tm.quantile(tm.MaskedTensor(x, m), 0.5, 1, keepdim=True)
    assert kd.get_data().shape == (2, 1) and kd.get_mask().tolist() == [[True], [False]]


def test_dtype_casts_the_result():
    x = np.arange(10.0)
    got = tm.quantile(x, [0.5, 0.91], dtype=np.float32)
    assert got.dtype == np.float32
    np.testing.assert_array_equal(got, np.quantile(x, [0.5, 0.91]).astype(np.float32))


def test_median_and_quantile_half_differ_as_documented():
    x = np.array([1.0, 2.0, 3.0, 10.0])
    assert tm.median(x) == 2.0                       # the lower median (the API page's)
    assert tm.quantile(x, 0.5) == np.median(x) == 2.5


# -- the NaN namespace ------------------------------------------------------------------------

@pytest.mark.parametrize("method", ["linear", "nearest", "inverted_cdf", "hazen"])
def test_nanquantile_and_nanpercentile_are_numpys(method):
    rng = np.random.default_rng(2)
    for dtype in (np.float64, np.float32):
        a = rng.standard_normal((40, 13)).astype(dtype)
        a[rng.random(a.shape) < 0.2] = np.nan
        a[3] = np.nan                                   # an all-NaN row
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            for q, axis, keep in itertools.product((0.3, [0.1, 0.5, 0.95]), (None, 0, 1, (0, 1)), (False, True)):
                want = np.nanquantile(a, q, axis=axis, method=method, keepdims=keep)
                got = tm.nan.nanquantile(a, q, axis, method=method, keepdims=keep)
                assert got.dtype == np.asarray(want).dtype and got.shape == np.shape(want)
                np.testing.assert_array_equal(got, want)
                p = q * 100 if isinstance(q, float) else [v * 100 for v in q]
                want = np.nanpercentile(a, p, axis=axis, method=method, keepdims=keep)
                got = tm.nan.nanpercentile(a, p, axis, method=method, keepdims=keep)
                assert got.dtype == np.asarray(want).dtype
                np.testing.assert_array_equal(got, want)


def test_nanquantile_takes_numbaggs_keyword_and_checks_q():
    a = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, np.nan]])
    np.testing.assert_array_equal(tm.nan.nanquantile(a, quantiles=[0.5], axis=1),
                                  np.nanquantile(a, [0.5], axis=1))
    with pytest.raises(TypeError, match="nanquantile: pass q or quantiles=, not both"):
        tm.nan.nanquantile(a, 0.5, quantiles=0.5)
    with pytest.raises(ValueError, match="nanpercentile: the percentiles must be in the range \\[0, 100\\]"):
        tm.nan.nanpercentile(a, 101)


# -- dask ---------------------------------------------------------------------------------------

def test_dask_quantile_is_the_in_memory_one():
    da = pytest.importorskip("dask.array")
    rng = np.random.default_rng(4)
    x = rng.standard_normal((30, 20, 6))
    m = rng.random(x.shape) < 0.6
    w = rng.random(x.shape)
    X, M, W = da.from_array(x, chunks=(7, 6, 4)), da.from_array(m, chunks=(5, 20, 3)), da.from_array(w, chunks=4)
    for q, dim, keepdim in itertools.product((0.5, [0.1, 0.9]), (1, (0, 2), None), (False, True)):
        got = tm.quantile(X, q, dim, keepdim=keepdim, mask=M)
        assert isinstance(got, da.Array)
        np.testing.assert_array_equal(got.compute(), tm.quantile(x, q, dim, keepdim=keepdim, mask=m))
    got = tm.quantile(X, [0.3], 1, method="inverted_cdf", weights=W, mask=M)
    np.testing.assert_array_equal(got.compute(), tm.quantile(x, [0.3], 1, method="inverted_cdf", weights=w, mask=m))


def test_dask_quantile_refuses_unknown_sizes_along_dim():
    da = pytest.importorskip("dask.array")
    x = da.from_array(np.arange(12.0).reshape(3, 4), chunks=2)
    u = x[x[:, 0] >= 0]                                  # unknown sizes along dim 0
    with pytest.raises(ValueError, match="quantile"):
        tm.quantile(u, 0.5, 0)
    np.testing.assert_array_equal(tm.quantile(u, 0.5, 1).compute(), np.quantile(np.arange(12.0).reshape(3, 4), 0.5, 1))


def test_threads_give_the_same_bits_and_the_selection_checks_its_slices():
    rng = np.random.default_rng(8)
    x = rng.standard_normal((3000, 70))           # slices past the sorted-whole length: the selection path
    m = rng.random(x.shape) < 0.8
    q = [0.9, 0.1, 0.5, 0.5]                      # unsorted, repeated
    with tm.num_threads(1):
        one = tm.quantile(x, q, 1, mask=m, method="hazen")
    with tm.num_threads(2):
        two = tm.quantile(x, q, 1, mask=m, method="hazen")
    assert one.tobytes() == two.tobytes()
    want, kept = numpy_per_slice(x, q, (1,), m, "hazen")
    assert_bitwise(one, want, kept, q)
    from tensorplay.masked._csrc._select import order_stats
    with pytest.raises(ValueError, match="a slice lies outside values"):
        order_stats(np.zeros(3), np.array([2]), np.array([2]), np.zeros((1, 1), np.int64), np.zeros((1, 1)))
    with pytest.raises(ValueError, match="a rank lies outside its slice"):
        order_stats(np.zeros(3), np.array([0]), np.array([2]), np.full((1, 1), 2, np.int64), np.zeros((1, 1)))


def test_plans_by_count_and_the_kernels_interpolation():
    """Short slices share a plan row per count, and float64 ones are
    interpolated in the kernel (tp_quantile_lerp): numpy's bits for every
    interpolating method, many slices, counts 1..27 with gaps; and the entry's
    checks of a table by count."""
    from tensorplay.masked._csrc._select import order_stats
    rng = np.random.default_rng(11)
    x = (rng.standard_normal((3000, 27)) * 1e3).round(2)
    x[5, 3], x[6, 0] = np.inf, -np.inf
    m = rng.random(x.shape) < rng.random((3000, 1))        # every count from 0 to 27
    q = [0.0, 0.1, 0.33, 0.5, 0.77, 1.0]
    for method in ("linear", "hazen", "weibull", "midpoint", "averaged_inverted_cdf", "nearest"):
        got = tm.quantile(x, q, 1, mask=m, method=method)
        want, kept = numpy_per_slice(x, q, (1,), m, method)
        assert_bitwise(got, want, kept, q)
    values, starts, counts = np.arange(6.0), np.array([0, 2]), np.array([2, 0])
    table = np.zeros((2, 2), np.int64)
    with pytest.raises(ValueError, match="a row of ranks for every count"):
        order_stats(values, starts, counts, table, np.zeros((2, 2)), True)
    with pytest.raises(ValueError, match="a rank lies outside its slice"):
        order_stats(values, starts, np.array([2, 1]), np.array([[0, 1], [0, 1]]), np.zeros((2, 2)), True)
    with pytest.raises(ValueError, match="mix must be"):
        order_stats(values, starts, np.array([2, 1]), table, np.zeros((2, 1)), True, np.zeros((2, 2)))


@pytest.mark.parametrize("dtype", ["float64", "float32", "float16", "int8", "uint16", "int32", "uint64", "bool"])
def test_gather_valid_is_boolean_indexing(dtype):
    """The quantile kind's gather equals data[valid] and valid.sum(1) on every
    layout its two walks take (rows one at a time; transposed rows side by
    side, in blocks and a remainder), with fully masked, all-valid and empty
    rows, and rejects what it cannot read."""
    from tensorplay.masked._csrc._select import gather_valid
    rng = np.random.default_rng(5)
    base = (rng.standard_normal((150, 70)) * 100).astype(dtype)
    mask = rng.random(base.shape) < 0.5
    mask[3] = False
    mask[4] = True
    for data, valid in [(base, mask), (base.T, mask.T), (base[::-2, ::3], mask[::-2, ::3]),
                        (np.asfortranarray(base), mask), (base[:, :0], mask[:, :0]), (base[:0], mask[:0]),
                        (base.T, np.ascontiguousarray(mask.T).view(np.uint8))]:
        values, counts, starts = gather_valid(data, valid)
        want = data[valid.astype(bool)]
        assert values.dtype == data.dtype and values.tobytes() == want.tobytes()
        np.testing.assert_array_equal(counts, valid.astype(bool).sum(axis=1))
        np.testing.assert_array_equal(starts, np.cumsum(counts) - counts)
    with pytest.raises(ValueError, match="2-D of one shape"):
        gather_valid(base, mask[:, :3])
    with pytest.raises(TypeError, match="elements of 16 bytes"):
        gather_valid(base.astype(np.complex128), mask)


# -- the multi-rank selection is O(n log n) per rank on crafted input ------------------------

def _patterns(n):
    i = np.arange(n, dtype=np.float64)
    return {"antiqsort": antiqsort(n), "sorted": i, "reversed": i[::-1].copy(), "organ": np.minimum(i, n - i),
            "equal": np.zeros(n), "two": i % 2, "sawtooth": i % 37}


@pytest.mark.parametrize("n", [1000, 4001])
def test_quantile_selection_visits_are_bounded_on_crafted_input(n):
    """Every q's rank is selected in the part of the buffer right of the one
    before (order_stats, the kernel quantile and the moving quantile's
    fallback use): on McIlroy's adversary and the classic bad patterns, each
    slice gets numpy's order statistics, and all its ranks' selections
    together visit at most 6 n log2 n elements (measured: 0.6-1.3 n log2 n
    for these 7 distinct ranks; a quadratic selection needs ~n^2 / 8)."""
    from tensorplay.masked._csrc._select import order_stats
    pats = _patterns(n)
    values = np.concatenate(list(pats.values()))
    starts = np.arange(len(pats), dtype=np.int64) * n
    counts = np.full(len(pats), n, np.int64)
    q = np.array([0.01, 0.1, 0.25, 0.5, 0.5, 0.75, 0.9, 0.999])
    ranks = np.tile(np.floor(q * (n - 1)).astype(np.int64), (len(pats), 1))
    out = np.empty(ranks.shape)
    work = np.empty(len(pats), np.int64)
    order_stats(values, starts, counts, ranks, out, work=work)
    distinct = np.unique(ranks[0]).size
    for (name, x), got, visits in zip(pats.items(), out, work):
        np.testing.assert_array_equal(got, np.sort(x)[ranks[0]], err_msg=name)
        assert distinct <= visits <= 6 * n * math.log2(n), (name, visits)
        assert visits < n * n / 16, (name, visits)
    # the public op on the same slices: numpy's quantiles, bit for bit
    np.testing.assert_array_equal(tm.quantile(values.reshape(len(pats), n), q, 1),
                                  np.quantile(values.reshape(len(pats), n), q, axis=1))


def test_quantile_selection_work_argument_is_checked():
    from tensorplay.masked._csrc._select import order_stats
    args = (np.zeros(3), np.array([0]), np.array([3]), np.zeros((1, 1), np.int64), np.zeros((1, 1)))
    with pytest.raises(ValueError, match="order_stats: work must be"):
        order_stats(*args, work=np.zeros(2, np.int64))
    with pytest.raises(ValueError, match="order_stats: work must be"):
        order_stats(*args, work=np.zeros(1, np.float64))


# -- few long slices: fixed chunks on the thread pool (the banded path) --------------------------

def _long_cases(rng):
    """(name, x, mask, dim): fewer than FEW_OUTPUTS slices of at least 2 CHUNK_MIN valid values."""
    x = (rng.standard_normal((3, 150_000)) * 100).round(1)          # ties
    x[0, 7], x[1, 9], x[2, 11] = np.inf, -np.inf, np.inf
    m = rng.random(x.shape) < 0.7
    yield "rows", x, m, 1
    yield "transposed", np.ascontiguousarray(x.T), np.ascontiguousarray(m.T), 0
    short = m.copy()
    short[1, 1000:] = False                                          # one short slice among long ones
    yield "mixed", x, short, 1
    yield "1-D no mask", x[0], None, None
    y = rng.standard_normal((40, 3, 2000))
    yield "joint dims", y, rng.random(y.shape) < 0.9, (0, 2)


def test_few_long_slices_are_numpy_and_identical_for_any_thread_count(eager_threads):
    """Few long slices are gathered in fixed chunks and selected in bands
    (_select.pyx: order_stats' banded path); the cut depends on the counts
    alone: the same bits on 1, 2, 3 and 4 threads, numpy's per slice."""
    rng = np.random.default_rng(25)
    q = [0.9, 0.0, 0.1, 0.5, 0.5, 1.0, 0.37]
    for name, x, m, dim in _long_cases(rng):
        axes = (tuple(range(x.ndim)) if dim is None else (dim,) if isinstance(dim, int) else dim)
        for method in (QUANTILE_METHODS if name == "rows" else ("linear", "inverted_cdf")):
            runs = []
            for nt in (1, 2, 3, 4):
                with tm.num_threads(nt):
                    runs.append(tm.quantile(x, q, dim, method=method, mask=m))
            assert all(r.tobytes() == runs[0].tobytes() for r in runs), (name, method)
            want, kept = numpy_per_slice(x, q, axes, m, method)
            assert_bitwise(runs[0], want, kept, q)


def test_one_long_slice_runs_on_the_thread_pool(eager_threads):
    """A 1-D quantile (one slice) was gathered and selected on one thread;
    now the chunked gather (count, compact) and the banded selection (pass,
    spread, bands) each split across threads."""
    from tensorplay.masked._csrc import _parallel
    rng = np.random.default_rng(3)
    x = rng.standard_normal(200_000)
    m = rng.random(x.shape) < 0.6
    before = _parallel.stats()["parallel_calls"]
    with tm.num_threads(2):
        got = tm.quantile(x, [0.1, 0.5, 0.9], mask=m)
    np.testing.assert_array_equal(got, np.quantile(x[m], [0.1, 0.5, 0.9]))
    if _parallel.build_config()["openmp"]:
        assert _parallel.stats()["parallel_calls"] - before >= 5


@pytest.mark.parametrize("dtype", ["float32", "int64", "uint64", "int8", "bool"])
def test_few_long_slices_of_every_selection_dtype(dtype, eager_threads):
    rng = np.random.default_rng(zlib.crc32(dtype.encode()))
    shape = (2, 70_000)
    if dtype == "bool":
        x = rng.random(shape) < 0.3
    elif dtype == "int64":
        x = rng.integers(-2**62, 2**62, shape) | 1                   # beyond 2^53
    elif dtype == "uint64":
        x = rng.integers(0, 2**64 - 1, shape, dtype=np.uint64)
    elif dtype == "int8":
        x = rng.integers(-128, 128, shape).astype(np.int8)
    else:
        x = rng.standard_normal(shape).astype(dtype)
    m = rng.random(shape) < 0.97
    q = [0.0, 0.25, 0.5, 0.999, 1.0]
    for method in ("linear", "nearest", "hazen"):
        with tm.num_threads(1):
            one = tm.quantile(x, q, 1, method=method, mask=m)
        with tm.num_threads(2):
            two = tm.quantile(x, q, 1, method=method, mask=m)
        assert one.tobytes() == two.tobytes()
        want, kept = numpy_per_slice(x, q, (1,), m, method)
        assert_bitwise(one, want, kept, q)


def test_the_banded_path_selects_in_bands_and_falls_back_to_the_whole_slice():
    """A long slice is selected in its bands (element visits well below n,
    where the whole-slice selection visits n at least); one whose strided
    sample misses the wanted ranks (every 8th value 0, the sample's stride
    8) goes to the whole-slice selection, with the same order statistics; a
    NaN among the valid values gives NaN in that slice only."""
    from tensorplay.masked._csrc._select import order_stats
    rng = np.random.default_rng(7)
    n = 16384 * 8
    slices = [rng.standard_normal(n), np.where(np.arange(n) % 8 == 0, 0.0, rng.standard_normal(n) + 5.0),
              rng.standard_normal(n)]
    slices[2][4321] = np.nan
    values = np.concatenate(slices)
    starts, counts = np.arange(3, dtype=np.int64) * n, np.full(3, n, np.int64)
    ranks = np.tile(np.array([n // 5, n // 2, n // 2 + 1, n - 1], np.int64), (3, 1))
    out, work = np.empty(ranks.shape), np.empty(3, np.int64)
    order_stats(values, starts, counts, ranks, out, work=work)
    for s in range(2):
        np.testing.assert_array_equal(out[s], np.sort(slices[s])[ranks[s]])
    assert np.isnan(out[2]).all()
    assert work[0] < n // 2 and work[1] >= n, work
    x = values.reshape(3, n)
    m = np.ones(x.shape, bool)
    m[2, 4321] = False
    want = np.stack([np.quantile(x[i][m[i]], [0.2, 0.5]) for i in range(3)], axis=1)
    np.testing.assert_array_equal(tm.quantile(x, [0.2, 0.5], 1, mask=m), want)


@pytest.mark.parametrize("dtype", ["float64", "float32", "int16", "uint8"])
def test_gather_valid_in_chunks_is_boolean_indexing(dtype, eager_threads):
    """Few rows of at least 2 CHUNK_MIN elements are gathered in fixed chunks
    (counted, then compacted into their places): data[valid] on any thread
    count, row-major or transposed, with fully masked and all-valid rows."""
    from tensorplay.masked._csrc._select import gather_valid
    rng = np.random.default_rng(9)
    base = (rng.standard_normal((4, 100_003)) * 100).astype(dtype)
    mask = rng.random(base.shape) < 0.5
    mask[1] = False
    mask[2] = True
    for data, valid in [(base, mask), (np.ascontiguousarray(base.T).T, np.ascontiguousarray(mask.T).T),
                        (base[:, ::-3], mask[:, ::-3].view(np.uint8))]:
        for nt in (1, 2, 3):
            with tm.num_threads(nt):
                values, counts, starts = gather_valid(data, valid)
            want = data[valid.astype(bool)]
            assert values.dtype == data.dtype and values.tobytes() == want.tobytes()
            np.testing.assert_array_equal(counts, valid.astype(bool).sum(axis=1))
            np.testing.assert_array_equal(starts, np.cumsum(counts) - counts)


def test_the_rank_after_the_one_before_is_a_scan():
    """A rank right after the one selected before it (linear interpolation's
    upper neighbour, the median's upper middle) is the least of what the
    selection left: order_stats takes it by a scan of that part (n - left
    visits) and swaps it to the front, so the ranks after it still find their
    elements.  On the crafted patterns and on ties: the sorted values at
    every rank, and each consecutive pair costs no second selection."""
    from tensorplay.masked._csrc._select import order_stats
    n = 1000
    pats = _patterns(n)
    values = np.concatenate(list(pats.values()))
    starts = np.arange(len(pats), dtype=np.int64) * n
    counts = np.full(len(pats), n, np.int64)
    ranks = np.tile(np.array([499, 500, 501, 10, 11, 998, 999], np.int64), (len(pats), 1))
    out = np.empty(ranks.shape)
    work = np.empty(len(pats), np.int64)
    order_stats(values, starts, counts, ranks, out, work=work)
    for (name, x), got, visits in zip(pats.items(), out, work):
        np.testing.assert_array_equal(got, np.sort(x)[ranks[0]], err_msg=name)
        assert visits <= 6 * n * math.log2(n), (name, visits)
    # a slice of one rank pair alone: the pair's scan visits what the first selection left
    one = np.empty((1, 2))
    w1, w2 = np.empty(1, np.int64), np.empty(1, np.int64)
    order_stats(pats["sawtooth"], np.array([0]), np.array([n]), np.array([[499]], np.int64), one[:, :1].copy(),
                work=w1)
    order_stats(pats["sawtooth"], np.array([0]), np.array([n]), np.array([[499, 500]], np.int64), one, work=w2)
    assert w2[0] == w1[0] + (n - 500)
    np.testing.assert_array_equal(one[0], np.sort(pats["sawtooth"])[[499, 500]])
