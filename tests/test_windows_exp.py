"""Exponential moving statistics (move_exp_mean/sum/var/std) and fills
(ffill, bfill): against pandas' ewm and ffill/bfill, bottleneck's push, the
definition-based oracle (testing/reference.py) and an exact rational oracle
for the offset-data case; MaskedTensor results, dtypes, errors, and the NaN
namespace's numbagg and bottleneck names."""
import itertools
from fractions import Fraction

import bottleneck as bn
import numpy as np
import pandas as pd
import pytest

import tensorplay.masked as tm
from tensorplay.masked.testing import reference as R

STATS = ("mean", "sum", "var", "std")


def _case(rng, n=80):
    x = rng.standard_normal(n) * 3 + 1
    m = rng.random(n) < 0.75
    m[:5] = False                        # a leading masked run
    m[30:45] = False                     # a long gap
    return x, m


@pytest.mark.parametrize("stat, adjust", [(s, a) for s in STATS for a in (True, False) if s != "sum" or a])
def test_pandas_ewm_agrees(stat, adjust):
    rng = np.random.default_rng(STATS.index(stat) + 4 * adjust)
    x, m = _case(rng)
    for alpha, bias in itertools.product((0.05, 0.3, 0.77, 1.0), (False, True)):
        if stat in ("mean", "sum") and bias:
            continue
        e = pd.Series(np.where(m, x, np.nan)).ewm(alpha=alpha, adjust=adjust, ignore_na=False)
        want = (getattr(e, stat)(bias=bias) if stat in ("var", "std") else getattr(e, stat)()).to_numpy()
        kw = {"correction": 0 if bias else 1} if stat in ("var", "std") else {}
        got = getattr(tm, f"move_exp_{stat}")(x, alpha, adjust=adjust, mask=m, **kw)
        exact = getattr(R, f"move_exp_{stat}")(x, alpha, adjust=adjust, mask=m, **kw)
        np.testing.assert_allclose(got, exact, rtol=1e-12, atol=1e-14, equal_nan=True, err_msg=f"{alpha} {bias}")
        # pandas' bias correction S**2 - sum(w**2) cancels once the old weights have decayed through the gap
        # (2e-6 off at alpha 0.77 here, where ours and the oracle agree to 1e-15)
        rtol = 1e-5 if stat in ("var", "std") and not bias else 1e-12
        np.testing.assert_allclose(got, want, rtol=rtol, atol=1e-14, equal_nan=True, err_msg=f"{alpha} {bias}")


def test_per_position_alpha_and_dims_match_the_definition():
    rng = np.random.default_rng(7)
    x = rng.standard_normal((3, 40))
    m = rng.random(x.shape) < 0.7
    alpha = rng.uniform(0.05, 1.0, 40)
    for stat, adjust in itertools.product(STATS, (True, False)):
        if stat == "sum" and not adjust:
            continue
        got = getattr(tm, f"move_exp_{stat}")(x, alpha, 1, adjust=adjust, mask=m, min_weight=0.4)
        want = getattr(R, f"move_exp_{stat}")(x, alpha, 1, adjust=adjust, mask=m, min_weight=0.4)
        np.testing.assert_allclose(got, want, rtol=1e-11, atol=1e-14, equal_nan=True, err_msg=stat)
        # along dim 0, the same rows transposed
        got0 = getattr(tm, f"move_exp_{stat}")(x.T, alpha, 0, adjust=adjust, mask=m.T, min_weight=0.4)
        np.testing.assert_array_equal(got0, got.T)


def _exact_ewm_var(x: np.ndarray, alpha: float) -> list:
    """adjust=True, bias-corrected, every value valid: exact rationals throughout."""
    d = Fraction(1) - Fraction(alpha)
    out, xs, w = [], [], []
    for v in x:
        w = [wi * d for wi in w] + [Fraction(1)]
        xs.append(Fraction(v))
        S = sum(w)
        mean = sum(wi * xi for wi, xi in zip(w, xs)) / S
        var = sum(wi * (xi - mean) ** 2 for wi, xi in zip(w, xs)) / S
        den = S * S - sum(wi * wi for wi in w)
        out.append(float(var * S * S / den) if den else float("nan"))
    return out


def test_offset_data_keeps_its_digits():
    # the target: relative error <= 1e-10 at an offset of 1e6 (a weighted Welford alone: ~3e-10)
    rng = np.random.default_rng(8)
    x = 1e6 + rng.standard_normal(70)
    exact = np.array(_exact_ewm_var(x, 0.1))
    got = tm.move_exp_var(x, 0.1)
    rel = np.abs(got[1:] - exact[1:]) / exact[1:]
    assert rel.max() <= 1e-10, rel.max()


def test_a_vanishing_old_weight_still_gives_the_two_point_variance():
    # after a long gap the old weight is 0.1**40 of the new one: pandas' S**2 - sum(w**2) cancels to 0 (NaN);
    # the exact value is the two points' unbiased variance, whatever their weights
    x = np.zeros(45)
    x[0], x[41] = 1.0, 3.0
    m = np.zeros(45, bool)
    m[0] = m[41] = True
    got = tm.move_exp_var(x, 0.9, adjust=False, mask=m)
    assert got[41] == pytest.approx(2.0, rel=1e-9)
    want = R.move_exp_var(x, 0.9, adjust=False, mask=m)
    np.testing.assert_allclose(got, want, rtol=1e-9, equal_nan=True)


def test_masked_tensor_results_say_where_they_are_defined():
    x = np.array([[1.0, 2.0, 4.0, 8.0], [1.0, 2.0, 3.0, 4.0]])
    mask = np.array([[False, True, False, True], [True, True, True, True]])
    out = tm.move_exp_var(tm.masked_tensor(x, mask), 0.5)
    np.testing.assert_array_equal(out.get_mask(), [[False, False, False, True], [False, True, True, True]])
    mean = tm.move_exp_mean(tm.masked_tensor(x, mask), 0.5, min_weight=1.2)
    np.testing.assert_array_equal(mean.get_mask(), [[False, False, False, True], [False, True, True, True]])


@pytest.mark.parametrize("call, exc, match", [
    (lambda x: tm.move_exp_mean(x, 0.0), ValueError, "move_exp_mean: alpha must be in"),
    (lambda x: tm.move_exp_mean(x, 1.5), ValueError, "move_exp_mean: alpha must be in"),
    (lambda x: tm.move_exp_mean(x, np.nan), ValueError, "move_exp_mean: alpha must be in"),
    (lambda x: tm.move_exp_mean(x, [0.5, 0.5]), ValueError, "move_exp_mean: a 1-D alpha must have"),
    (lambda x: tm.move_exp_mean(x, "a"), TypeError, "move_exp_mean: alpha must be"),
    (lambda x: tm.move_exp_mean(x, 0.5, min_weight=-1), ValueError, "move_exp_mean: min_weight"),
    (lambda x: tm.move_exp_sum(x, 0.5, adjust=False), ValueError, "move_exp_sum: adjust=False has no sum"),
    (lambda x: tm.move_exp_var(x, 0.5, correction=2), ValueError, "move_exp_var: correction must be 0"),
    (lambda x: tm.move_exp_std(x.astype(complex), 0.5), TypeError, "move_exp_std"),
    (lambda x: tm.ffill(x, limit=-1), ValueError, "ffill: limit must be None"),
    (lambda x: tm.bfill(x, limit=1.5), TypeError, "bfill: limit must be an int"),
    (lambda x: tm.ffill(x, 3), IndexError, "ffill"),
])
def test_bad_arguments_name_the_op_and_argument(call, exc, match):
    x = np.arange(6.0)
    with pytest.raises(exc, match=match):
        call(x)


@pytest.mark.parametrize("name", ["ffill", "bfill"])
def test_fills_match_pandas_and_keep_dtype_and_bits(name):
    rng = np.random.default_rng(9)
    x = rng.standard_normal((4, 50))
    m = rng.random(x.shape) < 0.5
    m[1] = False
    m[2, 10:30] = False
    for limit in (None, 0, 1, 3, 100):
        got = getattr(tm, name)(x, limit=limit, mask=m)
        nan_x = np.where(m, x, np.nan)          # (pandas takes a limit > 0 only: 0 fills nothing)
        want = getattr(pd.DataFrame(nan_x).T, name)(limit=limit).T.to_numpy() if limit != 0 else nan_x
        filled = ~np.isnan(want)
        np.testing.assert_array_equal(got[filled], want[filled])
        np.testing.assert_array_equal(got[~filled], x[~filled])      # unfilled: the input's own elements
        np.testing.assert_array_equal(got, R.__dict__[name](x, limit=limit, mask=m))
    big = np.array([2**62 + 1, 7, 2**62 + 3, -5], np.int64)         # beyond float64's integers: moved exactly
    mb = np.array([True, False, True, False])
    out = getattr(tm, name)(big, mask=mb)
    assert out.dtype == np.int64
    np.testing.assert_array_equal(out, [2**62 + 1, 2**62 + 1, 2**62 + 3, 2**62 + 3] if name == "ffill"
                                  else [2**62 + 1, 2**62 + 3, 2**62 + 3, -5])
    mt = getattr(tm, name)(tm.masked_tensor(big, mb))
    np.testing.assert_array_equal(mt.get_mask(), [True, True, True, True] if name == "ffill"
                                  else [True, True, True, False])


def test_the_nan_namespace_fills_as_bottleneck_and_numbagg():
    rng = np.random.default_rng(10)
    a = rng.standard_normal((3, 40))
    a[rng.random(a.shape) < 0.4] = np.nan
    for n in (None, 0, 1, 2, 5):
        np.testing.assert_array_equal(tm.nan.push(a, n), bn.push(a, n))
        np.testing.assert_array_equal(tm.nan.push(a.T, n, axis=0), bn.push(a.T, n, axis=0))
        if n != 0:      # (pandas takes a limit > 0 only)
            np.testing.assert_array_equal(tm.nan.ffill(a, limit=n), pd.DataFrame(a.T).ffill(limit=n).T.to_numpy())
            np.testing.assert_array_equal(tm.nan.bfill(a, limit=n), pd.DataFrame(a.T).bfill(limit=n).T.to_numpy())
        else:
            np.testing.assert_array_equal(tm.nan.ffill(a, limit=0), a)
    np.testing.assert_array_equal(tm.nan.push([1.0, np.nan, 2.0]), [1, 1, 2])
    assert tm.nan.push(np.array([1, 2, 3])).dtype == np.int64
    with pytest.raises(TypeError, match="push: limit must be an int"):
        tm.nan.push(a, 1.5)


def _numbagg_mean(a, alpha, min_weight):
    """numbagg 0.9's move_exp_nanmean, transcribed from its definition: numer and
    denom decay by (1 - alpha); weight (its min_weight measure) adds alpha per value."""
    out, numer, denom, weight = [], 0.0, 0.0, 0.0
    for v in a:
        numer, denom, weight = numer * (1 - alpha), denom * (1 - alpha), weight * (1 - alpha)
        if not np.isnan(v):
            numer, denom, weight = numer + v, denom + 1.0, weight + alpha
        out.append(numer / denom if weight >= min_weight and denom else np.nan)
    return np.array(out)


def test_the_nan_namespace_exponential_names_are_numbaggs():
    rng = np.random.default_rng(11)
    a = rng.standard_normal(200)
    a[rng.random(200) < 0.3] = np.nan
    a[:3] = np.nan
    for alpha, min_weight in itertools.product((0.1, 0.5), (0, 0.3, 0.9)):
        np.testing.assert_allclose(tm.nan.move_exp_nanmean(a, alpha, min_weight), _numbagg_mean(a, alpha, min_weight),
                                   rtol=1e-12, equal_nan=True)
    e = pd.Series(a).ewm(alpha=0.2, ignore_na=False)
    np.testing.assert_allclose(tm.nan.move_exp_nanvar(a, 0.2), e.var().to_numpy(), rtol=1e-11, equal_nan=True)
    np.testing.assert_allclose(tm.nan.move_exp_nanstd(a, 0.2), e.std().to_numpy(), rtol=1e-11, equal_nan=True)
    np.testing.assert_allclose(tm.nan.move_exp_nansum(a, 0.2), e.sum().to_numpy(), rtol=1e-12, equal_nan=True)
    count = tm.nan.move_exp_nancount(a, 0.2)
    assert count[0] == 0 and count.dtype == np.float64
    np.testing.assert_allclose(count, pd.Series(~np.isnan(a) * 1.0).ewm(alpha=0.2).sum().to_numpy(), rtol=1e-12)
    assert tm.nan.move_exp_nanmean(a.astype(np.float32), 0.2).dtype == np.float32
