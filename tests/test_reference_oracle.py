"""Sanity checks of the test oracle (tensorplay.masked.reference) against
hand-computed literals, starting with the seed examples of SPEC §3."""
import math

import numpy as np
import pytest

from tensorplay.masked import reference as R

INT64_MIN = -9223372036854775808
INT64_MAX = 9223372036854775807

X = np.array([[-3, -2, -1], [0, 1, 2]], dtype=np.int64)
XF = X.astype(np.float64)
M = np.array([[True, False, True], [False, False, False]])


def check(got, expected, dtype, *, decimals=None):
    assert isinstance(got, np.ndarray)
    assert got.dtype == np.dtype(dtype), (got.dtype, dtype)
    expected = np.asarray(expected, dtype=dtype)
    assert got.shape == expected.shape, (got.shape, expected.shape)
    if decimals is not None:
        got = np.round(got, decimals)
    np.testing.assert_array_equal(got, expected)


# -- SPEC §3 seed examples -------------------------------------------------------------

def test_seed_amax():
    check(R.amax(X, 1, mask=M), [-1, INT64_MIN], np.int64)


def test_seed_amin():
    check(R.amin(X, 1, mask=M), [-3, INT64_MAX], np.int64)


def test_seed_argmax_argmin():
    check(R.argmax(X, 1, mask=M), [2, 0], np.int64)
    check(R.argmin(X, 1, mask=M), [0, 0], np.int64)


def test_seed_sum_prod():
    check(R.sum(X, 1, mask=M), [-4, 0], np.int64)
    check(R.prod(X, 1, mask=M), [3, 1], np.int64)


def test_seed_mean_var_std():
    check(R.mean(X, 1, mask=M), [-2.0, np.nan], np.float64)
    check(R.mean(XF, 1, mask=M), [-2.0, np.nan], np.float64)
    check(R.var(X, 1, False, mask=M), [1.0, np.nan], np.float64)
    check(R.std(X, 1, False, mask=M), [1.0, np.nan], np.float64)
    # default unbiased=True: (1 + 1) / (2 - 1)
    check(R.var(X, 1, mask=M), [2.0, np.nan], np.float64)


def test_seed_logsumexp():
    check(R.logsumexp(XF, 1, mask=M), [-0.8731, -np.inf], np.float64, decimals=4)
    # log(e^-3 + e^-1), exactly
    assert R.logsumexp(XF, 1, mask=M)[0] == pytest.approx(math.log(math.exp(-3) + math.exp(-1)),
                                                          rel=1e-15)


def test_seed_norm():
    check(R.norm(XF, 2.0, 1, mask=M), [3.1623, 0.0], np.float64, decimals=4)
    assert R.norm(XF, 2.0, 1, mask=M)[0] == math.sqrt(10.0)


# -- dims, keepdim, mask forms -----------------------------------------------------------

def test_full_reduction_is_0d_array():
    for f in (R.sum, R.prod, R.amax, R.amin, R.argmax, R.argmin, R.mean, R.var, R.std,
              R.logsumexp):
        out = f(XF)
        assert isinstance(out, np.ndarray) and out.shape == ()
    check(R.sum(X), -3, np.int64)
    check(R.sum(X, ()), -3, np.int64)
    check(R.prod(X), 0, np.int64)
    check(R.prod(X[:, 1:]), 4, np.int64)
    check(R.norm(XF), math.sqrt(19.0), np.float64)


def test_tuple_and_negative_dims():
    x = np.arange(24, dtype=np.int64).reshape(2, 3, 4)
    check(R.sum(x, (0, 2)), [0 + 1 + 2 + 3 + 12 + 13 + 14 + 15,
                             4 + 5 + 6 + 7 + 16 + 17 + 18 + 19,
                             8 + 9 + 10 + 11 + 20 + 21 + 22 + 23], np.int64)
    check(R.sum(x, (-1, 0)), R.sum(x, (0, 2)), np.int64)
    check(R.amax(x, -1), [[3, 7, 11], [15, 19, 23]], np.int64)
    check(R.sum(x, (0, 2), keepdim=True), [[[60], [92], [124]]], np.int64)
    assert R.argmax(x, keepdim=True).shape == (1, 1, 1)


def test_argmax_flattened_index_respects_mask():
    x = np.array([[1, 9], [5, 7]])
    check(R.argmax(x), 1, np.int64)
    check(R.argmax(x, mask=[[True, False], [True, True]]), 3, np.int64)
    check(R.argmin(x, mask=[[False, True], [True, True]]), 2, np.int64)


def test_broadcast_and_int_masks():
    x = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    check(R.sum(x, 1, mask=[True, False, True]), [4.0, 10.0], np.float64)
    check(R.sum(x, 1, mask=np.array([1, 0, 2], dtype=np.int64)), [4.0, 10.0], np.float64)
    check(R.sum(x, 0, mask=np.array([[1], [0]], dtype=np.uint8)), [1.0, 2.0, 3.0], np.float64)
    with pytest.raises(TypeError):
        R.sum(x, mask=np.ones(3))


def test_masked_out_values_do_not_leak():
    x = np.array([np.nan, np.inf, 2.0, -np.inf])
    m = [False, False, True, False]
    for f in (R.sum, R.prod, R.amax, R.amin, R.mean, R.logsumexp):
        assert float(f(x, mask=m)) == 2.0, f
    check(R.argmax(x, mask=m), 2, np.int64)
    check(R.norm(x, 1.0, mask=m), 2.0, np.float64)


# -- edge cases ------------------------------------------------------------------------------

def test_empty_slice_is_fully_masked():
    e = np.zeros((2, 0))
    check(R.sum(e, 1), [0.0, 0.0], np.float64)
    check(R.prod(e, 1), [1.0, 1.0], np.float64)
    check(R.amax(e, 1), [-np.inf, -np.inf], np.float64)
    check(R.amin(e.astype(np.uint8), 1), [255, 255], np.uint8)
    check(R.argmax(e, 1), [0, 0], np.int64)
    check(R.mean(e, 1), [np.nan, np.nan], np.float64)
    check(R.var(e, 1), [np.nan, np.nan], np.float64)
    check(R.logsumexp(e, 1), [-np.inf, -np.inf], np.float64)
    check(R.norm(e, 2.0, 1), [0.0, 0.0], np.float64)
    check(R.norm(e, -np.inf, 1), [np.inf, np.inf], np.float64)
    check(R.sum(np.zeros((0, 3)), 1), np.zeros(0), np.float64)


def test_nan_among_valid_elements():
    x = np.array([[1.0, np.nan, 5.0, np.nan], [2.0, 1.0, 2.0, 0.0]])
    check(R.amax(x, 1), [np.nan, 2.0], np.float64)
    check(R.amin(x, 1), [np.nan, 0.0], np.float64)
    check(R.argmax(x, 1), [1, 0], np.int64)          # the first NaN; ties -> first
    check(R.argmin(x, 1), [1, 3], np.int64)
    check(R.argmax(x, 1, mask=[True, False, True, True]), [3, 0], np.int64)


def test_all_masked_argmax_is_zero():
    x = np.array([[4, 5, 6], [1, 2, 3]])
    check(R.argmax(x, 1, mask=np.zeros((2, 3), bool)), [0, 0], np.int64)
    check(R.argmin(x, None, mask=np.zeros((2, 3), bool)), 0, np.int64)


def test_norm_orders():
    x = np.array([3.0, -4.0, 0.0, 12.0])
    m = [True, True, False, True]
    check(R.norm(x, 2.0, mask=m), 13.0, np.float64)
    check(R.norm(x, 1.0, mask=m), 19.0, np.float64)
    check(R.norm(x, np.inf, mask=m), 12.0, np.float64)
    check(R.norm(x, -np.inf, mask=m), 3.0, np.float64)
    check(R.norm(x, 0, mask=m), 3.0, np.float64)
    check(R.norm(x, 0), 3.0, np.float64)
    # negative p over the valid elements only: (1/3 + 1/4) ** -1 = 12/7
    assert R.norm(x, -1.0, mask=[True, True, False, False]) == pytest.approx(12 / 7, rel=1e-15)
    # a valid zero with negative p gives 0 (sum is inf, inf ** (1/p) = 0)
    check(R.norm(x, -1.0), 0.0, np.float64)
    check(R.norm(np.array([3 + 4j, 0j]), 2.0), 5.0, np.float64)
    check(R.norm(np.array([3, 4], dtype=np.int32)), 5.0, np.float64)


def test_sum_dtypes_and_wrapping():
    check(R.sum(np.array([200, 100], dtype=np.uint8)), 300, np.uint64)
    check(R.sum(np.array([True, True, False])), 2, np.int64)
    check(R.sum(np.array([100, 100], dtype=np.int8)), 200, np.int64)
    check(R.sum(np.array([INT64_MAX, 1], dtype=np.int64)), INT64_MIN, np.int64)  # wraps
    check(R.prod(np.array([2 ** 32, 2 ** 32], dtype=np.int64)), 0, np.int64)     # wraps
    check(R.sum(np.array([100, 100], dtype=np.int64), dtype=np.int8), -56, np.int8)
    check(R.sum(np.array([1.5, 2.5]), dtype="int32"), 3, np.int32)  # cast first
    check(R.sum(np.array([1 + 2j, 3 - 1j], dtype=np.complex64)), 4 + 1j, np.complex64)


def test_float_sum_is_exact():
    check(R.sum(np.array([1e16, 1.0, -1e16])), 1.0, np.float64)
    check(R.sum(np.array([1e308, 1e308, -1e308])), 1e308, np.float64)
    check(R.mean(np.array([1e308, 1e308])), 1e308, np.float64)
    check(R.sum(np.array([np.inf, -np.inf])), np.nan, np.float64)


def test_result_dtypes():
    f16 = np.array([1.0, 2.0, 3.0], dtype=np.float16)
    for f in (R.sum, R.prod, R.amax, R.mean, R.var, R.std, R.logsumexp, R.norm):
        assert f(f16).dtype == np.float16, f
    check(R.mean(np.array([1, 2], dtype=np.int32)), 1.5, np.float64)
    check(R.var(np.array([1j, -1j], dtype=np.complex64)), 2.0, np.float32)
    check(R.std(np.array([1j, -1j]), correction=0), 1.0, np.float64)
    check(R.mean(np.array([1 + 1j, 3 + 3j])), 2 + 2j, np.complex128)
    check(R.logsumexp(np.array([0, 0], dtype=np.int8)), math.log(2), np.float64)
    check(R.amax(np.array([1, 7], dtype=np.int16), dtype=np.float32), 7.0, np.float32)
    check(R.argmax(np.array([1, 7]), dtype=np.int32), 1, np.int32)
    check(R.mean(np.array([1, 2]), dtype=np.float32), 1.5, np.float32)
    check(R.amax(np.array([True, False])), True, np.bool_)
    check(R.amin(np.array([], dtype=np.bool_)), True, np.bool_)


def test_var_correction():
    x = np.array([1.0, 2.0, 3.0, 4.0])            # squared deviations sum to 5
    check(R.var(x, correction=0), 1.25, np.float64)
    check(R.var(x), 5 / 3, np.float64)
    check(R.var(x, correction=1.5), 2.0, np.float64)
    check(R.var(x, correction=-1), 1.0, np.float64)
    check(R.var(x, correction=4), np.nan, np.float64)    # count <= correction
    check(R.var(x, mask=[True, False, False, False]), np.nan, np.float64)
    check(R.var(x, mask=[True, False, False, False], correction=0), 0.0, np.float64)
    check(R.var(x, mask=[False] * 4, correction=-1), np.nan, np.float64)
    with pytest.raises(TypeError):
        R.var(x, unbiased=True, correction=1)


def test_zero_dim_input():
    z = np.array(5.0)
    for d in (None, (), 0, -1):
        check(R.sum(z, d), 5.0, np.float64)
        check(R.argmax(z, d if d != () else None), 0, np.int64)
    check(R.sum(z, keepdim=True), 5.0, np.float64)
    check(R.amax(z, mask=False), -np.inf, np.float64)
    check(R.mean(np.array(3, dtype=np.int64)), 3.0, np.float64)
    check(R.sum(7), 7, np.int64)


def test_logsumexp_extremes():
    check(R.logsumexp(np.array([1000.0, 1000.0])), 1000.0 + math.log(2), np.float64)
    check(R.logsumexp(np.array([-np.inf, -np.inf])), -np.inf, np.float64)
    check(R.logsumexp(np.array([np.inf, 1.0])), np.inf, np.float64)
    check(R.logsumexp(np.array([np.nan, 1.0])), np.nan, np.float64)


def test_dim_errors():
    with pytest.raises(ValueError):
        R.sum(X, (0, -2))
    with pytest.raises(IndexError):
        R.sum(X, 2)
    with pytest.raises(TypeError):
        R.argmax(X, (0, 1))
    with pytest.raises(TypeError):
        R.amax(np.array([1j]))


def test_inputs_not_modified():
    x = XF.copy()
    m = M.copy()
    for f in (R.sum, R.prod, R.amax, R.argmax, R.var, R.logsumexp, R.norm):
        f(x, 1, mask=m)
    np.testing.assert_array_equal(x, XF)
    np.testing.assert_array_equal(m, M)
