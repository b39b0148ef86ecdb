"""The moving kind's order statistics (move_median, move_quantile): every
window form against the brute-force oracle (numpy's own median / quantile of
each window's valid values: equal to the bit), both kernel paths (short
windows' slots, long windows' sorted blocks), pandas' rolling and
bottleneck's move_median where they agree, MaskedTensor results, errors and
threads."""
import itertools

import bottleneck as bn
import numpy as np
import pandas as pd
import pytest

import tensorplay.masked as tm
from tensorplay.masked.testing import reference as R

METHODS = ("inverted_cdf", "averaged_inverted_cdf", "closest_observation", "interpolated_inverted_cdf", "hazen",
           "weibull", "linear", "median_unbiased", "normal_unbiased", "lower", "higher", "midpoint", "nearest")


def _data(rng, shape=(3, 13)):
    base = rng.standard_normal(shape)
    base[1, 4] = np.nan                  # a NaN at a valid position: NaN in every window holding it
    base[2, 2], base[2, 7] = np.inf, -np.inf
    base[0, :4] = 0.5                    # ties
    mask = rng.random(shape) < 0.7
    mask[0, 5:10] = False                # a long masked run
    return base, mask


def _as(base, dtype):
    if dtype == "bool":
        return base > 0
    if dtype in ("int32", "int64"):
        return np.nan_to_num(base * 5, posinf=99, neginf=-99).astype(dtype)
    return base.astype(dtype)


@pytest.mark.parametrize("dtype", ["float64", "float32", "float16", "int64", "bool"])
def test_move_median_is_numpys_median_of_every_window(dtype):
    base, mask = _data(np.random.default_rng(1))
    x = _as(base, dtype)
    for window, min_count, center, dim in itertools.product((1, 2, 3, 4, 15), (None, 0, 2), (False, True), (1, 0)):
        if min_count is not None and min_count > window:
            continue
        kw = dict(min_count=min_count, center=center, mask=mask)
        got, want = tm.move_median(x, window, dim, **kw), R.move_median(x, window, dim, **kw)
        assert got.dtype == want.dtype and got.shape == x.shape
        np.testing.assert_array_equal(got, want, err_msg=f"{dtype} {window} {min_count} {center} {dim}")


@pytest.mark.parametrize("method", METHODS)
def test_move_quantile_is_numpys_quantile_of_every_window(method):
    base, mask = _data(np.random.default_rng(2))
    for dtype, q in itertools.product(("float64", "float32", "int32"), (0.3, [0.0, 0.5, 1.0], np.array([0.25]))):
        x = _as(base, dtype)
        for window, center in itertools.product((1, 2, 5, 20), (False, True)):
            kw = dict(min_count=1, center=center, method=method, mask=mask)
            got, want = tm.move_quantile(x, window, q, 1, **kw), R.move_quantile(x, window, q, 1, **kw)
            assert got.dtype == want.dtype and got.shape == np.shape(q) + x.shape
            np.testing.assert_array_equal(got, want, err_msg=f"{dtype} {q} {window} {center}")


@pytest.mark.parametrize("method", ["linear", "midpoint", "hazen", "weibull", "median_unbiased"])
def test_many_quantiles_of_short_and_long_windows(method):
    # 1, 4, 5 and 9 q (each a pair of ranks the kernel finds: the slots path's passes, the lists' cuts),
    # repeated and unsorted q, ties and a NaN, windows on both paths, against numpy's quantile
    rng = np.random.default_rng(7)
    x = np.round(rng.standard_normal((2, 90)) * 3) / 3
    x[1, 40] = np.nan
    mask = rng.random(x.shape) < 0.75
    qs = ([0.5], [0.0, 0.1, 0.9, 1.0], [0.9, 0.1, 0.5, 0.5, 0.33],
          [0.05, 0.2, 0.25, 0.4, 0.5, 0.6, 0.75, 0.95, 1.0])
    for q, window, center in itertools.product(qs, (2, 3, 8, 20, 64, 65, 80), (False, True)):
        kw = dict(min_count=1, center=center, method=method, mask=mask)
        got, want = tm.move_quantile(x, window, q, **kw), R.move_quantile(x, window, q, **kw)
        np.testing.assert_array_equal(got, want, err_msg=f"{q} {window} {center}")


@pytest.mark.parametrize("window", [63, 64, 65, 100, 300])
def test_long_windows_take_the_sorted_block_path_and_agree(window):
    # windows above 64 run on sorted blocks with linked lists, below on slots: both against the oracle
    rng = np.random.default_rng(window)
    x = np.round(rng.standard_normal((2, 700)) * 4) / 4          # many ties
    x[0, 100] = np.nan
    mask = rng.random(x.shape) < 0.8
    mask[1, 200:400] = False
    for center in (False, True):
        kw = dict(min_count=1, center=center, mask=mask)
        np.testing.assert_array_equal(tm.move_median(x, window, **kw), R.move_median(x, window, **kw))
        np.testing.assert_array_equal(tm.move_quantile(x, window, [0.1, 0.9], method="hazen", **kw),
                                      R.move_quantile(x, window, [0.1, 0.9], method="hazen", **kw))


def test_pandas_rolling_median_and_quantile_agree():
    rng = np.random.default_rng(3)
    x = rng.standard_normal(400)
    x[rng.random(400) < 0.2] = np.nan                 # pandas' missing values: our mask
    m = ~np.isnan(x)
    s = pd.Series(x)
    for window, min_count, center in itertools.product((1, 4, 25, 90), (1, 3), (False, True)):
        if min_count > window:
            continue
        roll = s.rolling(window, min_periods=min_count, center=center)
        np.testing.assert_allclose(tm.move_median(x, window, min_count=min_count, center=center, mask=m),
                                   roll.median().to_numpy(), rtol=1e-15, atol=0, equal_nan=True)
        np.testing.assert_allclose(tm.move_quantile(x, window, 0.3, min_count=min_count, center=center, mask=m),
                                   roll.quantile(0.3).to_numpy(), rtol=1e-12, atol=1e-15, equal_nan=True)


def test_bottleneck_move_median_agrees():
    rng = np.random.default_rng(4)
    x = rng.standard_normal((5, 3000))
    x[rng.random(x.shape) < 0.2] = np.nan
    for window in (7, 64, 65, 1000):
        np.testing.assert_array_equal(tm.move_median(x, window, min_count=1, mask=~np.isnan(x)),
                                      bn.move_median(x, window, min_count=1))
        np.testing.assert_array_equal(tm.nan.move_median(x, window, 2), bn.move_median(x, window, 2))


def test_infinities_follow_numpys_median_and_quantile():
    # median keeps an inf among the middles (np.median's mean); quantile's interpolation gives NaN there
    x = np.array([1.0, np.inf, np.inf, 2.0, -np.inf])
    np.testing.assert_array_equal(tm.move_median(x, 2, min_count=1), [1, np.inf, np.inf, np.inf, -np.inf])
    np.testing.assert_array_equal(tm.move_median(np.array([-np.inf, np.inf]), 2, min_count=1), [-np.inf, np.nan])
    with np.errstate(invalid="ignore"):
        want = [np.quantile(x[max(j - 1, 0):j + 1], 0.5) for j in range(5)]
    np.testing.assert_array_equal(tm.move_quantile(x, 2, 0.5, min_count=1), want)


def test_masked_tensor_results_mask_the_short_windows():
    x = np.arange(8.0).reshape(2, 4)
    mask = np.array([[True, False, True, True], [False, False, False, True]])
    mt = tm.masked_tensor(x, mask)
    out = tm.move_median(mt, 2, min_count=1)
    np.testing.assert_array_equal(out.get_mask(), [[True, True, True, True], [False, False, False, True]])
    np.testing.assert_array_equal(out.get_data()[out.get_mask()], [0, 0, 2, 2.5, 7])
    qs = tm.move_quantile(mt, 3, [0.0, 1.0], min_count=2)
    assert qs.shape == (2, 2, 4)
    np.testing.assert_array_equal(qs.get_mask()[0], [[False, False, True, True], [False, False, False, False]])
    np.testing.assert_array_equal(qs.get_data()[1, 0, 2:], [2, 3])


@pytest.mark.parametrize("call, exc, match", [
    (lambda x: tm.move_quantile(x, 3, 1.5), ValueError, "move_quantile: q must be in"),
    (lambda x: tm.move_quantile(x, 3, [0.5, np.nan]), ValueError, "move_quantile: q must be in"),
    (lambda x: tm.move_quantile(x, 3, 0.5, method="mean"), ValueError, "move_quantile: method must be one of"),
    (lambda x: tm.move_quantile(x, 3, "a"), TypeError, "move_quantile: q must be a float"),
    (lambda x: tm.move_median(x, 0), ValueError, "move_median: window must be >= 1"),
    (lambda x: tm.move_median(x, 3, min_count=4), ValueError, "move_median: min_count must be in"),
    (lambda x: tm.move_median(x.astype(complex), 3), TypeError, "move_median"),
])
def test_bad_arguments_name_the_op_and_argument(call, exc, match):
    x = np.arange(6.0)
    with pytest.raises(exc, match=match):
        call(x)


def test_threads_give_the_same_bits():
    rng = np.random.default_rng(5)
    x = rng.standard_normal((64, 500))
    mask = rng.random(x.shape) < 0.8
    before = tm.get_num_threads()
    try:
        tm.set_num_threads(1)
        one = tm.move_quantile(x, 80, [0.2, 0.5], mask=mask, min_count=1)
        tm.set_num_threads(2)
        two = tm.move_quantile(x, 80, [0.2, 0.5], mask=mask, min_count=1)
    finally:
        tm.set_num_threads(before)
    assert one.tobytes() == two.tobytes()
