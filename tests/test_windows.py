"""The moving kind (move_sum, move_mean, move_count, move_var, move_std,
move_min, move_max, move_argmin, move_argmax): each against the brute-force oracle over every window
form, the exactness cases the peers get wrong, pandas' rolling where it
agrees, MaskedTensor results, errors and threads."""
import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

import tensorplay.masked as tm
from tensorplay.masked.testing import reference as R

OPS = ["move_sum", "move_mean", "move_count", "move_var", "move_std", "move_min", "move_max", "move_argmin",
       "move_argmax"]


@pytest.mark.parametrize("name", OPS)
def test_every_window_form_matches_the_brute_force_oracle(name):
    rng = np.random.default_rng(len(name))
    base = rng.standard_normal((3, 11))
    base[1, 4] = np.nan                  # a NaN at a valid position reaches every window holding it
    base[2, 2], base[2, 7] = np.inf, -np.inf
    mask = rng.random(base.shape) < 0.7
    mask[0, 3:9] = False                 # a long masked run
    for dtype in ("float64", "float32", "int32", "bool", "float16"):
        x = (base > 0) if dtype == "bool" else (np.nan_to_num(base * 5).astype(dtype) if dtype == "int32"
                                               else base.astype(dtype))
        for window, min_count, center, dim in itertools.product((1, 2, 3, 4, 15), (None, 0, 1), (False, True), (1, 0)):
            if min_count is not None and min_count > window:
                continue
            kw = dict(min_count=min_count, center=center, mask=mask)
            got = getattr(tm, name)(x, window, dim, **kw)
            want = getattr(R, name)(x, window, dim, **kw)
            assert got.dtype == want.dtype, (dtype, window, min_count, center, dim)
            np.testing.assert_allclose(got, want, rtol=1e-12 if dtype != "float32" else 1e-6, atol=1e-12,
                                       equal_nan=True, err_msg=f"{dtype} {window} {min_count} {center} {dim}")


def test_a_huge_value_leaves_no_trace():
    # bottleneck and numbagg subtract what leaves: off by 2.3 for ever after a 1e17 passed through
    rng = np.random.default_rng(0)
    x = rng.random(200) * 5
    x[50] = 1e17
    got = tm.move_sum(x, 5)
    for j in range(55, 200):
        exact = math.fsum(x[j - 4:j + 1])
        assert abs(got[j] - exact) <= 1e-12 * abs(exact), j
    var = tm.move_var(x, 5)
    for j in range(55, 200):
        w = [Fraction(v) for v in x[j - 4:j + 1]]
        mean = sum(w) / 5
        exact = float(sum((v - mean) ** 2 for v in w) / 4)
        assert abs(var[j] - exact) <= 1e-10 * exact, j


def test_inf_and_nan_enter_and_leave_cleanly():
    a = np.array([1, 2, np.inf, 3, 4, 5, 6.0])
    np.testing.assert_array_equal(tm.move_sum(a, 2), [np.nan, 3, np.inf, np.inf, 7, 9, 11])
    np.testing.assert_array_equal(tm.move_max(a, 2), [np.nan, 2, np.inf, np.inf, 4, 5, 6])
    b = np.array([1, -np.inf, np.inf, 3, 4, 5.0])
    np.testing.assert_array_equal(tm.move_sum(b, 2, min_count=1), [1, -np.inf, np.nan, np.inf, 7, 9])
    c = np.array([1, 2, np.nan, 3, 4, 5.0])
    np.testing.assert_array_equal(tm.move_mean(c, 2), [np.nan, 1.5, np.nan, np.nan, 3.5, 4.5])
    np.testing.assert_array_equal(tm.move_min(c, 2), [np.nan, 1, np.nan, np.nan, 3, 4])


def test_move_var_of_offset_data_and_float32_ones():
    rng = np.random.default_rng(1)
    x = 1e8 + rng.standard_normal(2000)
    got = tm.move_var(x, 20)
    worst = 0.0
    for j in range(19, 2000, 7):
        w = [Fraction(v) for v in x[j - 19:j + 1]]
        mean = sum(w) / 20
        exact = float(sum((v - mean) ** 2 for v in w) / 19)
        worst = max(worst, abs(got[j] - exact) / exact)
    assert worst <= 2e-7, worst              # numbagg's sum-of-squares: ~1e3 here
    ones = np.ones(30_000_000, np.float32)   # float32 accumulators give 16777216
    got = tm.move_sum(ones, 30_000_000, min_count=1)
    assert got.dtype == np.float32 and got[-1] == 3e7 and got[16_777_300] == 16_777_301


def test_centered_windows_and_longer_than_the_data_match_pandas():
    pd = pytest.importorskip("pandas")
    rng = np.random.default_rng(2)
    x = rng.standard_normal(60)
    x[rng.random(60) < 0.2] = np.nan         # pandas' missing values: our mask
    m = ~np.isnan(x)
    s = pd.Series(x)
    for window, center, min_count in itertools.product((1, 2, 5, 6, 80), (False, True), (1, 2)):
        if min_count > window:
            continue
        r = s.rolling(window, center=center, min_periods=min_count)
        for ours, theirs in ((tm.move_sum, r.sum), (tm.move_mean, r.mean), (tm.move_var, r.var),
                             (tm.move_std, r.std), (tm.move_min, r.min), (tm.move_max, r.max)):
            np.testing.assert_allclose(ours(x, window, min_count=min_count, center=center, mask=m),
                                       theirs().to_numpy(), rtol=1e-9, atol=1e-12, equal_nan=True,
                                       err_msg=f"{ours.__name__} {window} {center} {min_count}")
        np.testing.assert_array_equal(tm.move_count(x, window, center=center, mask=m),
                                      r.count().to_numpy().astype(np.int64) if min_count == 1 else
                                      s.notna().rolling(window, center=center, min_periods=0).sum().to_numpy())


def test_masked_tensor_result_masks_the_short_windows():
    x = np.arange(6.0)
    m = np.array([True, False, True, True, False, True])
    got = tm.move_mean(tm.MaskedTensor(x, m), 2)
    assert isinstance(got, tm.MaskedTensor)
    np.testing.assert_array_equal(got.get_mask(), [False, False, False, True, False, False])
    assert got.get_data()[3] == 2.5
    got = tm.move_sum(tm.MaskedTensor(x, m), 3, min_count=1)
    np.testing.assert_array_equal(got.get_mask(), [True, True, True, True, True, True])


@pytest.mark.parametrize("call, exc, match", [
    (lambda x: tm.move_sum(x, 0), ValueError, "move_sum: window must be >= 1"),
    (lambda x: tm.move_sum(x, 2.0), TypeError, "move_sum: window must be an int"),
    (lambda x: tm.move_sum(x, True), TypeError, "move_sum: window must be an int"),
    (lambda x: tm.move_mean(x, 3, min_count=4), ValueError, "move_mean: min_count must be in \\[0, window\\]"),
    (lambda x: tm.move_max(x, 3, center=1), TypeError, "move_max: center must be a bool"),
    (lambda x: tm.move_var(x, 3, correction="1"), TypeError, "move_var: correction must be a real number"),
    (lambda x: tm.move_min(x, 3, 2), IndexError, "move_min: dim 2 is out of range"),
    (lambda x: tm.move_min(x, 3, (0, 1)), TypeError, "move_min: dim must be an int"),
    (lambda x: tm.move_std(x.astype(complex), 3), TypeError, "move_std: input has dtype complex128"),
    (lambda x: tm.move_sum(x, 3, mask=np.ones(5, bool)), ValueError, "move_sum: mask of shape \\(5,\\)"),
])
def test_bad_arguments_name_the_op_and_argument(call, exc, match):
    x = np.arange(12.0).reshape(3, 4)
    before = x.copy()
    with pytest.raises(exc, match=match):
        call(x)
    np.testing.assert_array_equal(x, before)


# (dask arrays: tests/test_dask_windows.py)


def test_threads_give_the_same_bits():
    rng = np.random.default_rng(3)
    x = rng.standard_normal((400, 3000))
    m = rng.random(x.shape) < 0.8
    for name in OPS:
        with tm.num_threads(1):
            one = getattr(tm, name)(x, 37, mask=m, min_count=5)
        with tm.num_threads(2):
            two = getattr(tm, name)(x, 37, mask=m, min_count=5)
        assert one.tobytes() == two.tobytes(), name


@pytest.mark.parametrize("name", ["move_sum", "move_mean", "move_std", "move_var", "move_min", "move_max"])
def test_the_nan_namespace_is_bottlenecks_move_functions(name):
    # bottleneck's names, signature, defaults (ddof=0, min_count=None) and
    # result dtypes, with NaN as the marker; equal where bottleneck is accurate
    bn = pytest.importorskip("bottleneck")
    rng = np.random.default_rng(len(name) + 7)
    a = rng.standard_normal((4, 50))
    a[rng.random(a.shape) < 0.25] = np.nan
    for dtype, window, min_count, axis in itertools.product((np.float64, np.float32, np.int64), (1, 3, 8, 60),
                                                             (None, 1, 2), (-1, 0)):
        if min_count is not None and min_count > window or window > a.shape[axis]:
            continue            # (bottleneck refuses a window longer than the axis; ours takes it)
        x = np.nan_to_num(a * 4).astype(dtype) if dtype is np.int64 else a.astype(dtype)
        theirs = getattr(bn, name)(x, window, min_count=min_count, axis=axis)
        ours = getattr(tm.nan, name)(x, window, min_count=min_count, axis=axis)
        assert ours.dtype == theirs.dtype, (dtype, window, min_count, axis)
        # (bottleneck's running sums of squares leave ~1e-8 where the exact std is 0 -- ~5e-4 in
        # float32, which it accumulates in: ours is 0, computed in float64)
        spread = name in ("move_std", "move_var")
        atol = (2e-3 if spread else 1e-4) if dtype is np.float32 else 1e-6 if spread else 1e-9
        np.testing.assert_allclose(ours, theirs, rtol=1e-9 if dtype is not np.float32 else 1e-4, atol=atol,
                                   equal_nan=True, err_msg=f"{dtype} {window} {min_count} {axis}")
    if name in ("move_std", "move_var"):
        np.testing.assert_allclose(getattr(tm.nan, name)(a, 5, min_count=2, ddof=1),
                                   getattr(bn, name)(a, 5, min_count=2, ddof=1), rtol=1e-9, equal_nan=True)
    pd = pytest.importorskip("pandas")
    # numbagg's min_count=0 (bottleneck refuses it): pandas' min_periods=0, a window of no value the
    # statistic of nothing (a sum 0, a mean NaN)
    stat = name[len("move_"):]
    holes = np.where(np.arange(a.shape[-1]) % 7 < 4, np.nan, a)          # (runs of 4 NaNs)
    want = getattr(pd.DataFrame(holes.T).rolling(3, min_periods=0), stat)(
        **({"ddof": 0} if stat in ("std", "var") else {})).to_numpy().T
    np.testing.assert_allclose(getattr(tm.nan, name)(holes, 3, min_count=0), want, rtol=1e-12, atol=1e-12,
                               equal_nan=True)
    with pytest.raises(ValueError, match=f"{name}: min_count 4 cannot be greater than window 3"):
        getattr(tm.nan, name)(a, 3, min_count=4)
    # where bottleneck's running total breaks: an inf that has left the window
    b = np.array([1, 2, np.inf, 3, 4, 5, 6.0])
    if name == "move_sum":
        np.testing.assert_array_equal(tm.nan.move_sum(b, 2), [np.nan, 3, np.inf, np.inf, 7, 9, 11])


def _bottleneck_offsets(a, window, min_count, stat):
    """Brute force of bottleneck's move_arg<stat> along the last axis: the
    offset back from the newest element to the last one holding the window's
    extreme, a NaN compared as the worst value, NaN below min_count non-NaN."""
    out = np.full(a.shape, np.nan)
    worst = np.inf if stat == "min" else -np.inf
    for idx in np.ndindex(a.shape[:-1]):
        row = np.asarray(a[idx], dtype=np.float64)
        for i in range(row.size):
            w = row[max(0, i - window + 1):i + 1]
            if np.count_nonzero(~np.isnan(w)) < min_count:
                continue
            v = np.where(np.isnan(w), worst, w)
            best = v.min() if stat == "min" else v.max()
            out[idx + (i,)] = w.size - 1 - np.flatnonzero(v == best)[-1]
    return out


@pytest.mark.parametrize("stat", ["min", "max"])
def test_the_nan_namespace_s_move_argmin_argmax_tie_to_the_newest(stat):
    # bottleneck's convention (ties to the newest, NaN as the worst value, so a
    # window whose extreme is an infinity points at its newest element): on
    # tie-heavy data with NaNs and infinities, ints, float32, both axes and
    # windows longer than the axis, against a brute force and bottleneck
    bn = pytest.importorskip("bottleneck")
    rng = np.random.default_rng(11)
    name = f"move_arg{stat}"
    checked = 0
    for trial in range(6):
        a = rng.integers(-3, 4, (3, 41)).astype(np.float64)          # many ties
        if trial >= 1:
            a[rng.random(a.shape) < 0.3] = np.nan
        if trial >= 3:
            a[rng.random(a.shape) < 0.15] = rng.choice([np.inf, -np.inf], 1)[0]
        if trial == 5:
            a[:, 10:30] = np.nan                                      # windows of NaN alone
        for dtype, window, min_count, axis in itertools.product(
                (np.float64, np.float32, np.int64), (1, 2, 5, 17, 41, 60), (None, 1, 3), (-1, 0)):
            if min_count is not None and min_count > window:
                continue
            x = np.nan_to_num(a, nan=0, posinf=9, neginf=-9).astype(dtype) if dtype is np.int64 else a.astype(dtype)
            ours = getattr(tm.nan, name)(x, window, min_count=min_count, axis=axis)
            moved = np.moveaxis(x, axis, -1)
            want = np.moveaxis(_bottleneck_offsets(moved, window, window if min_count is None else min_count,
                                                   stat), -1, axis)
            np.testing.assert_array_equal(ours, want.astype(ours.dtype),
                                          err_msg=f"{trial} {dtype} {window} {min_count} {axis}")
            if window <= x.shape[axis]:
                np.testing.assert_array_equal(ours, getattr(bn, name)(x, window, min_count=min_count, axis=axis))
            if min_count == 1:         # (numbagg's min_count=0: a window of no value has no position either)
                np.testing.assert_array_equal(getattr(tm.nan, name)(x, window, min_count=0, axis=axis), ours)
            checked += 1
    assert checked >= 300


@pytest.mark.parametrize("name", ["move_argmin", "move_argmax"])
def test_positions_of_ties_after_the_extreme_leaves(name):
    """Few distinct values (ties everywhere, +-0, +-inf, NaN) and long masked
    runs: the position is the first valid one that holds the window's extreme
    (the first NaN if any), also when the extreme that held it leaves and an
    equal value further on takes over, or a better one comes in (the kernel
    keeps the last window's position while it holds, and searches only when
    not)."""
    rng = np.random.default_rng(11)
    x = rng.choice([-1.0, -0.0, 0.0, 1.0, 2.0, np.inf, -np.inf, np.nan], (2, 300),
                   p=[.2, .2, .2, .2, .12, .03, .03, .02])
    x[1, 100:200] = np.arange(100.0)           # rising: the extreme leaves at every step
    x[1, 200:] = -np.arange(100.0)             # falling: a better one comes in at every step
    for keep in (0.9, 0.3):
        mask = rng.random(x.shape) < keep
        mask[0, 50:80] = False
        for window, min_count, center in itertools.product((1, 2, 3, 8, 21, 64, 400), (0, 1, 3), (False, True)):
            min_count = min(min_count, window)
            kw = dict(min_count=min_count, center=center, mask=mask)
            np.testing.assert_array_equal(getattr(tm, name)(x, window, **kw), getattr(R, name)(x, window, **kw),
                                          err_msg=f"{keep} {window} {min_count} {center}")


@pytest.mark.parametrize("name", ["move_min", "move_max"])
def test_extremes_of_long_rows_match_the_oracle(name):
    """Rows long enough for the walk's four-block batches (four full blocks
    at once, one AVX2 lane each, where the CPU has AVX2): ties, +-0, +-inf,
    NaN at valid positions, long masked runs, against the brute force."""
    rng = np.random.default_rng(12)
    x = rng.choice([-1.0, -0.0, 0.0, 1.0, 2.0, np.inf, -np.inf, np.nan], (2, 400),
                   p=[.2, .2, .2, .2, .12, .03, .03, .02])
    x[1, :200] = rng.standard_normal(200)
    for keep in (0.9, 0.3):
        mask = rng.random(x.shape) < keep
        mask[0, 50:120] = False
        for window, min_count, center in itertools.product((4, 5, 8, 21, 50), (0, 1, 3), (False, True)):
            kw = dict(min_count=min(min_count, window), center=center, mask=mask)
            for dtype in ("float64", "float32"):
                np.testing.assert_array_equal(getattr(tm, name)(x.astype(dtype), window, **kw),
                                              getattr(R, name)(x.astype(dtype), window, **kw),
                                              err_msg=f"{keep} {window} {min_count} {center} {dtype}")


@pytest.mark.parametrize("name", ["move_argmin", "move_argmax"])
def test_positions_agree_with_bottleneck(name):
    """bottleneck counts back from the window's end (0: the newest element) and
    gives NaN where we give -1; on tie-free data the positions are the same."""
    bn = pytest.importorskip("bottleneck")
    rng = np.random.default_rng(3)
    x = rng.standard_normal(200)
    x[rng.random(200) < 0.2] = np.nan
    for window, min_count in ((1, 1), (3, 1), (5, 2), (7, 7), (30, 4)):
        ours = getattr(tm, name)(x, window, min_count=min_count, mask=~np.isnan(x))
        theirs = getattr(bn, name)(x, window, min_count=min_count)
        assert ours.dtype == np.int64
        as_bottleneck = np.where(ours < 0, np.nan, np.arange(200) - ours)
        np.testing.assert_array_equal(as_bottleneck, theirs, err_msg=f"{window} {min_count}")
