"""Sanity checks of the test oracle (tensorplay.masked.testing.reference) against
hand-computed literals, starting with the seed examples of SPEC §3."""
import math

import numpy as np
import pytest

from tensorplay.masked.testing import reference as R

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


# == median, scans, normalizations, logaddexp ==================================================

NAN3 = [np.nan] * 3


def test_seed_median():
    check(R.median(XF, 1, mask=M), [-3.0, np.nan], np.float64)
    check(R.median(X, 1, mask=M), [-3.0, np.nan], np.float64)       # ints -> float64


def test_seed_normalize():
    out = R.normalize(XF, 2.0, 1, mask=M)
    check(out, [[-0.9487, 0.0, -0.3162], [0.0, 0.0, 0.0]], np.float64, decimals=4)
    assert out[0, 0] == -3 / math.sqrt(10.0) and out[0, 2] == -1 / math.sqrt(10.0)


def test_seed_softmax_family():
    check(R.softmax(XF, 1, mask=M), [[0.1192, 0.0, 0.8808], NAN3], np.float64, decimals=4)
    check(R.softmin(XF, 1, mask=M), [[0.8808, 0.0, 0.1192], NAN3], np.float64, decimals=4)
    check(R.log_softmax(XF, 1, mask=M), [[-2.1269, -np.inf, -0.1269], NAN3], np.float64,
          decimals=4)
    # exact values: 1 / (1 + e^2), e^2 / (1 + e^2), -log1p(e^-2) - 2
    sm = R.softmax(XF, 1, mask=M)
    assert sm[0, 0] == pytest.approx(1 / (1 + math.exp(2)), rel=1e-15)
    assert sm[0, 2] == pytest.approx(1 / (1 + math.exp(-2)), rel=1e-15)
    assert R.log_softmax(XF, 1, mask=M)[0, 0] == pytest.approx(-2 - math.log1p(math.exp(-2)),
                                                               rel=1e-15)


def test_seed_cumsum_cumprod():
    check(R.cumsum(XF, 1, mask=M), [[-3, -3, -4], [0, 0, 0]], np.float64)
    check(R.cumprod(XF, 1, mask=M), [[-3, -3, 3], [1, 1, 1]], np.float64)
    check(R.cumsum(X, 1, mask=M), [[-3, -3, -4], [0, 0, 0]], np.int64)
    check(R.cumprod(X, 1, mask=M), [[-3, -3, 3], [1, 1, 1]], np.int64)


def test_seed_logaddexp():
    m = np.array([True, False, True])
    out = R.logaddexp(np.array([-100.0, -200.0, -300.0]), np.array([-1.0, -2.0, -3.0]),
                      input_mask=m, other_mask=m)
    check(out, [-1.0, -np.inf, -3.0], np.float64, decimals=4)
    assert out[0] == pytest.approx(-1 + math.log1p(math.exp(-99)), rel=1e-15)


# -- median ----------------------------------------------------------------------------------

def test_median_lower_for_even_counts():
    check(R.median(np.array([4.0, 1.0, 3.0, 2.0])), 2.0, np.float64)
    check(R.median(np.array([4.0, 1.0, 3.0, 2.0]), mask=[True, True, True, False]), 3.0,
          np.float64)
    check(R.median(np.array([[5, 1], [2, 9]]), 0), [2.0, 1.0], np.float64)
    check(R.median(np.array([True, False])), 0.0, np.float64)         # bool -> float64


def test_median_dims_and_dtypes():
    x = np.arange(24, dtype=np.int32).reshape(2, 3, 4)[:, :, ::-1]
    check(R.median(x, (0, 2)), [3.0, 7.0, 11.0], np.float64)   # joint: 4th of {0..3, 12..15}
    check(R.median(x), 11.0, np.float64)
    check(R.median(x, ()), 11.0, np.float64)
    assert R.median(x, -1, keepdim=True).shape == (2, 3, 1)
    check(R.median(np.array([1.5, 2.5, 0.5], dtype=np.float16)), 1.5, np.float16)
    check(R.median(np.array([1.5, 2.5, 0.5]), dtype=np.int32), 1, np.int32)   # casts result
    check(R.median(np.array([2 ** 62 + 1, 3, 2 ** 62 + 1], dtype=np.int64)), 2.0 ** 62,
          np.float64)
    with pytest.raises(TypeError):
        R.median(np.array([1j, 2j]))


def test_median_nan_and_empty():
    x = np.array([[1.0, np.nan, 3.0], [np.nan, 2.0, np.inf]])
    check(R.median(x, 1), [np.nan, np.nan], np.float64)
    check(R.median(x, 1, mask=[True, False, True]), [1.0, np.nan], np.float64)
    check(R.median(x, 1, mask=[[True, False, True], [False, True, True]]), [1.0, 2.0],
          np.float64)
    check(R.median(np.zeros((2, 0)), 1), [np.nan, np.nan], np.float64)
    check(R.median(np.zeros((2, 0), dtype=np.int8), 1), [np.nan, np.nan], np.float64)
    check(R.median(np.array(4, dtype=np.uint8)), 4.0, np.float64)


# -- cumsum, cumprod ----------------------------------------------------------------------------

def test_scan_dim_is_a_required_int():
    for f in (R.cumsum, R.cumprod, R.softmax, R.log_softmax, R.softmin):
        with pytest.raises(TypeError):
            f(XF, None)
        with pytest.raises(TypeError):
            f(XF, (1,))
        with pytest.raises(IndexError):
            f(XF, 2)
    with pytest.raises(TypeError):
        R.normalize(XF)                                  # dim None
    with pytest.raises(TypeError):
        R.cumsum(XF, 1, mask=np.ones(3))                 # float mask


def test_scan_dtypes():
    check(R.cumsum(np.array([100, 100], dtype=np.int8), 0), [100, 200], np.int64)  # promotes
    check(R.cumsum(np.array([200, 100], dtype=np.uint8), 0), [200, 300], np.uint64)
    check(R.cumsum(np.array([True, True, False]), 0), [1, 2, 2], np.int64)
    check(R.cumprod(np.array([16, 16], dtype=np.int16), 0), [16, 256], np.int64)
    check(R.cumsum(np.array([100, 100]), 0, dtype=np.int8), [100, -56], np.int8)  # wraps
    check(R.cumsum(np.array([1.5, 2.5]), 0, dtype="int32"), [1, 3], np.int32)    # cast first
    check(R.cumsum(np.array([1, 2]), 0, dtype=np.float32), [1.0, 3.0], np.float32)
    check(R.cumsum(np.array([1.0, 2.0], dtype=np.float16), 0), [1.0, 3.0], np.float16)
    # float16 is accumulated wider than float16: the running value may exceed its range
    check(R.cumsum(np.array([60000.0, 60000.0, -60000.0], dtype=np.float16), 0),
          [60000.0, np.inf, 60000.0], np.float16)
    check(R.cumprod(np.array([INT64_MAX, 2]), 0), [INT64_MAX, -2], np.int64)      # wraps
    check(R.cumsum(np.array([1 + 2j, 3 - 1j], dtype=np.complex64), 0), [1 + 2j, 4 + 1j],
          np.complex64)
    check(R.cumprod(np.array([1 + 1j, 1 - 1j, 2j]), 0, mask=[True, True, False]),
          [1 + 1j, 2, 2], np.complex128)


def test_scan_exact_and_nonfinite():
    check(R.cumsum(np.array([1e16, 1.0, -1e16]), 0), [1e16, 1e16, 1.0], np.float64)
    check(R.cumsum(np.array([1.0, np.inf, -np.inf, 1.0]), 0), [1.0, np.inf, np.nan, np.nan],
          np.float64)
    check(R.cumprod(np.array([0.0, np.inf, 2.0]), 0), [0.0, np.nan, np.nan], np.float64)
    check(R.cumprod(np.array([-2.0, np.inf, 3.0]), 0), [-2.0, -np.inf, -np.inf], np.float64)
    check(R.cumprod(np.array([1e200, 1e200, 1e-200]), 0), [1e200, np.inf, 1e200], np.float64)
    x = np.array([np.nan, 2.0, np.inf, 3.0])          # masked-out nan/inf never leak
    m = [False, True, False, True]
    check(R.cumsum(x, 0, mask=m), [0.0, 2.0, 2.0, 5.0], np.float64)
    check(R.cumprod(x, 0, mask=m), [1.0, 2.0, 2.0, 6.0], np.float64)


def test_scan_shapes_and_masks():
    x = np.arange(1, 13, dtype=np.int64).reshape(2, 3, 2)
    check(R.cumsum(x, 1), np.cumsum(x, 1), np.int64)
    check(R.cumsum(x, -3), np.cumsum(x, 0), np.int64)
    check(R.cumprod(x, 2), np.cumprod(x, 2), np.int64)
    # a (2,) mask broadcasts over the last dim: only column 0 counts
    check(R.cumsum(x, 1, mask=[True, False]), [[[1, 0], [4, 0], [9, 0]],
                                               [[7, 0], [16, 0], [27, 0]]], np.int64)
    check(R.cumsum(x, 1, mask=np.array([[1], [0], [3]], dtype=np.uint8)),
          [[[1, 2], [1, 2], [6, 8]], [[7, 8], [7, 8], [18, 20]]], np.int64)
    with pytest.raises(ValueError):
        R.cumsum(np.zeros(3), 0, mask=np.ones((1, 3), bool))   # mask ndim > input ndim
    check(R.cumsum(np.zeros((0, 3)), 1), np.zeros((0, 3)), np.float64)
    check(R.cumprod(np.zeros((2, 0)), 1), np.zeros((2, 0)), np.float64)
    check(R.cumsum(np.array(5, dtype=np.int8), 0), 5, np.int64)      # 0-d stays 0-d
    check(R.cumprod(np.array(5.0), -1, mask=False), 1.0, np.float64)


# -- softmax family --------------------------------------------------------------------------------

def test_softmax_dtypes():
    check(R.softmax(np.array([0, 0], dtype=np.int8), 0), [0.5, 0.5], np.float64)
    check(R.softmin(np.array([True, True]), 0), [0.5, 0.5], np.float64)
    check(R.log_softmax(np.array([1, 1, 1, 1], dtype=np.uint16), 0), [-math.log(4)] * 4,
          np.float64)
    check(R.softmax(np.array([1.0, 1.0], dtype=np.float16), 0), [0.5, 0.5], np.float16)
    check(R.softmax(np.array([3, 3]), 0, dtype=np.float32), [0.5, 0.5], np.float32)
    with pytest.raises(TypeError):
        R.softmax(np.array([1.0, 2.0]), 0, dtype=np.int64)
    with pytest.raises(TypeError):
        R.softmax(np.array([1.0, 2.0]), 0, dtype=np.complex128)
    with pytest.raises(TypeError):
        R.log_softmax(np.array([1j, 2j]), 0)


def test_softmax_values_and_shapes():
    x = np.array([[1000.0, 1000.0, 0.0], [-1000.0, -1001.0, 5.0]])
    sm = R.softmax(x, 1)
    assert sm[0, 0] == sm[0, 1] == 0.5 and sm[0, 2] == 0.0            # e^-1000 underflows
    assert sm[1, 0] == pytest.approx(math.exp(-1005), rel=1e-15)      # stays subnormal-exact
    check(R.log_softmax(x, 1)[0], [-math.log(2), -math.log(2), -1000 - math.log(2)], np.float64)
    y = np.arange(24.0).reshape(2, 3, 4) / 7
    e = np.exp(y - y.max(axis=1, keepdims=True))
    np.testing.assert_allclose(R.softmax(y, -2), e / e.sum(axis=1, keepdims=True), rtol=1e-14)
    e = np.exp(-y - (-y).max(axis=0, keepdims=True))
    np.testing.assert_allclose(R.softmin(y, 0), e / e.sum(axis=0, keepdims=True), rtol=1e-14)
    check(R.softmax(np.zeros((2, 0)), 1), np.zeros((2, 0)), np.float64)
    check(R.softmax(np.zeros((0, 2)), 0), np.zeros((0, 2)), np.float64)
    check(R.softmax(np.zeros((2, 3)), 1, mask=np.zeros((2, 3), bool)), [NAN3, NAN3], np.float64)
    check(R.softmax(np.array(7.0), 0), 1.0, np.float64)
    check(R.log_softmax(np.array(7.0), 0), 0.0, np.float64)
    check(R.softmin(np.array(7.0), 0, mask=False), np.nan, np.float64)


def test_softmax_nonfinite():
    # a valid +inf (or NaN, or only -inf valid): max-shift gives inf - inf -> nan at
    # every valid position (as torch.softmax); masked-out positions keep 0 / -inf.
    x = np.array([np.inf, 1.0, 2.0])
    check(R.softmax(x, 0), NAN3, np.float64)
    check(R.softmax(x, 0, mask=[True, True, False]), [np.nan, np.nan, 0.0], np.float64)
    check(R.log_softmax(x, 0, mask=[True, True, False]), [np.nan, np.nan, -np.inf], np.float64)
    check(R.softmax(np.array([-np.inf, -np.inf]), 0), [np.nan, np.nan], np.float64)
    check(R.softmax(np.array([np.nan, 1.0]), 0), [np.nan, np.nan], np.float64)
    check(R.softmin(np.array([-np.inf, 1.0]), 0), [np.nan, np.nan], np.float64)
    # a valid -inf with a finite max: weight 0 (log: -inf)
    check(R.softmax(np.array([-np.inf, 0.0, 0.0]), 0), [0.0, 0.5, 0.5], np.float64)
    check(R.log_softmax(np.array([-np.inf, 0.0]), 0), [-np.inf, 0.0], np.float64)
    check(R.softmin(np.array([np.inf, 0.0]), 0), [0.0, 1.0], np.float64)
    # masked-out nan/inf never leak
    check(R.softmax(np.array([np.nan, 0.0, np.inf, 0.0]), 0, mask=[False, True, False, True]),
          [0.0, 0.5, 0.0, 0.5], np.float64)


# -- normalize ------------------------------------------------------------------------------------

def test_normalize_orders_and_eps():
    x = np.array([3.0, -4.0, 0.0, 12.0])
    m = [True, True, False, True]
    check(R.normalize(x, 2.0, 0, mask=m), [3 / 13, -4 / 13, 0.0, 12 / 13], np.float64)
    check(R.normalize(x, 1.0, 0, mask=m), [3 / 19, -4 / 19, 0.0, 12 / 19], np.float64)
    check(R.normalize(x, np.inf, 0, mask=m), [0.25, -1 / 3, 0.0, 1.0], np.float64)
    check(R.normalize(x, -np.inf, 0, mask=m), [1.0, -4 / 3, 0.0, 4.0], np.float64)
    check(R.normalize(x, 0, 0), [1.0, -4 / 3, 0.0, 4.0], np.float64)      # 3 nonzeros
    check(R.normalize(x, dim=0), [3 / 13, -4 / 13, 0.0, 12 / 13], np.float64)  # ord 2.0
    check(R.normalize(np.array([1e-13, 0.0]), 2.0, 0), [0.1, 0.0], np.float64)  # eps floor
    check(R.normalize(np.array([1e-13, 0.0]), 2.0, 0, eps=1e-14), [1.0, 0.0], np.float64)
    check(R.normalize(np.array([0.0, 0.0]), 2.0, 0, eps=0.0), [np.nan, np.nan], np.float64)
    check(R.normalize(np.array([np.nan, 1.0]), 2.0, 0), [np.nan, np.nan], np.float64)
    check(R.normalize(np.array([np.nan, 1.0]), 2.0, 0, mask=[False, True]), [0.0, 1.0],
          np.float64)
    with pytest.raises(ValueError):
        R.normalize(x, 2.0, 0, eps=-1.0)
    with pytest.raises(TypeError):
        R.normalize(x, "fro", 0)


def test_normalize_dims_and_dtypes():
    x = np.array([[3, 0], [0, 4]], dtype=np.int32)
    check(R.normalize(x, 2.0, (0, 1)), [[0.6, 0.0], [0.0, 0.8]], np.float64)   # joint
    check(R.normalize(x, 2.0, (-1, 0)), [[0.6, 0.0], [0.0, 0.8]], np.float64)
    check(R.normalize(x, 1.0, 0), [[1.0, 0.0], [0.0, 1.0]], np.float64)
    check(R.normalize(x, 2.0, 1, mask=np.zeros((2, 2), bool)), [[0.0, 0.0], [0.0, 0.0]],
          np.float64)
    check(R.normalize(np.array([3.0, 4.0], dtype=np.float16), 2.0, 0), [0.6, 0.8], np.float16)
    # the norm is not rounded to float16 first (it would overflow to inf)
    check(R.normalize(np.array([60000.0, 60000.0], dtype=np.float16), 2.0, 0),
          [math.sqrt(0.5)] * 2, np.float16)
    check(R.normalize(np.array([3, 4]), 2.0, 0, dtype=np.float32), [0.6, 0.8], np.float32)
    check(R.normalize(np.zeros((2, 0)), 2.0, 1), np.zeros((2, 0)), np.float64)
    with pytest.raises(TypeError):
        R.normalize(np.array([3 + 4j]), 2.0, 0)
    with pytest.raises(TypeError):
        R.normalize(np.array([3.0]), 2.0, 0, dtype=np.int64)


# -- logaddexp -------------------------------------------------------------------------------------

def test_logaddexp_values():
    check(R.logaddexp(np.array([0.0, 1.0]), np.array([0.0, 1.0])),
          [math.log(2), 1 + math.log(2)], np.float64)
    assert R.logaddexp(0.0, -700.0) == math.log1p(math.exp(-700.0))     # tiny, not 0
    check(R.logaddexp(np.array([-np.inf, np.inf, np.inf, np.nan, 1.0]),
                      np.array([-np.inf, np.inf, -np.inf, 1.0, np.nan])),
          [-np.inf, np.inf, np.inf, np.nan, np.nan], np.float64)
    check(R.logaddexp(np.array([np.nan, 2.0]), np.array([3.0, np.inf]),
                      input_mask=[False, True], other_mask=[True, False]),
          [3.0, 2.0], np.float64)                                        # no leaks
    check(R.logaddexp(1.0, 2.0, input_mask=False, other_mask=False), -np.inf, np.float64)


def test_logaddexp_broadcasting():
    a = np.array([[0.0], [1.0]])                         # (2, 1)
    b = np.array([0.0, 1.0, 2.0])                        # (3,)
    out = R.logaddexp(a, b)
    assert out.shape == (2, 3)
    np.testing.assert_allclose(out, np.logaddexp(a, b), rtol=1e-15)
    # each mask broadcasts to its own operand: input row 1 masked, other column 0 masked
    out = R.logaddexp(a, b, input_mask=np.array([[True], [False]]), other_mask=[0, 1, 1])
    check(out, [[0.0, np.logaddexp(0.0, 1.0), np.logaddexp(0.0, 2.0)], [-np.inf, 1.0, 2.0]],
          np.float64)
    out = R.logaddexp(a, b, input_mask=True)             # 0-d mask
    np.testing.assert_allclose(out, np.logaddexp(a, b), rtol=1e-15)
    with pytest.raises(ValueError):                      # mask ndim > its operand's ndim
        R.logaddexp(b, a, input_mask=np.ones((1, 3), bool))
    with pytest.raises(ValueError):                      # operands do not broadcast
        R.logaddexp(np.zeros(2), np.zeros(3))
    with pytest.raises(TypeError):
        R.logaddexp(a, b, other_mask=np.ones(3))


def test_logaddexp_dtypes():
    check(R.logaddexp(np.array([0, 0]), np.array([0, 0], dtype=np.int8)),
          [math.log(2)] * 2, np.float64)
    check(R.logaddexp(np.array([True]), np.array([True])), [1 + math.log(2)], np.float64)
    f16 = np.array([0.0, 1.0], dtype=np.float16)
    assert R.logaddexp(f16, f16).dtype == np.float16
    assert R.logaddexp(f16, np.zeros(2, np.float32)).dtype == np.float32
    assert R.logaddexp(f16, np.zeros(2, np.int8)).dtype == np.float16    # np.result_type
    assert R.logaddexp(np.zeros(2, np.int32), np.zeros(2, np.float32)).dtype == np.float64
    check(R.logaddexp(np.array([0, 0]), np.array([0, 0]), dtype=np.float32),
          [math.log(2)] * 2, np.float32)
    out = R.logaddexp(np.array(0.0), np.array(0.0))
    assert isinstance(out, np.ndarray) and out.shape == ()
    with pytest.raises(TypeError):
        R.logaddexp(np.array([1.0]), np.array([1.0]), dtype=np.int64)
    with pytest.raises(TypeError):
        R.logaddexp(np.array([1j]), np.array([1.0]))


def test_new_ops_do_not_modify_inputs():
    x = XF.copy()
    m = M.copy()
    for f in (R.median, R.cumsum, R.cumprod, R.softmax, R.log_softmax, R.softmin):
        f(x, 1, mask=m)
    R.normalize(x, 2.0, 1, mask=m)
    R.logaddexp(x, x[::-1], input_mask=m, other_mask=m)
    np.testing.assert_array_equal(x, XF)
    np.testing.assert_array_equal(m, M)
