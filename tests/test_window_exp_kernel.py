"""The kernel module tensorplay.masked._csrc._window_exp: moving_exp against
pandas' ewm (every statistic, adjust, bias, mask form and min_weight),
against a slow loop written from the definition (per-position alpha) and an
exact mpmath oracle (data offset by 1e6); fill_along against a slow loop and
bottleneck.push; thread-count identity; argument errors before any write."""
import itertools
import math

import numpy as np
import pytest

import tensorplay.masked as tm
from tensorplay.masked._csrc import _parallel
from tensorplay.masked._csrc._window_exp import fill_along, linear_recurrence, moving_exp

import pandas as pd

STATS = ("mean", "sum", "var", "std")


def _run(x, m, alpha, stat, adjust=True, min_weight=0.0, correction=1.0):
    out = np.full(x.shape, -7.0)
    w = np.full(x.shape, -7.0)
    got = moving_exp(x, m, alpha, out, w, stat, adjust, min_weight, correction)
    assert got is out
    return out, w


def _masks(rng, shape):
    rows, L = shape
    yield "none", None
    yield "all-false", np.zeros(shape, np.uint8)
    yield "random", (rng.random(shape) < 0.7).astype(np.uint8)
    lead = (rng.random(shape) < 0.8).astype(np.uint8)
    lead[:, : min(L, 7)] = 0                     # a leading masked run
    yield "leading", lead


def _weight_oracle(valid, alpha):
    # weights[j] = sum over valid i <= j of prod_{k=i+1..j} (1 - alpha[k])
    L = len(valid)
    w = np.zeros(L)
    for j in range(L):
        tot = 0.0
        for i in range(j + 1):
            if valid[i]:
                tot += math.prod(1.0 - alpha[k] for k in range(i + 1, j + 1))
        w[j] = tot
    return w


def _pandas(xn, a, stat, adjust, bias):
    if a == 0.5 and not adjust:
        # pandas 3.0-3.1 special-cases com == 1 for adjust=False (GH 31178 /
        # 66521): discontinuous in alpha after a NaN; the next float agrees
        a = np.nextafter(0.5, 0.0)
    e = pd.Series(xn).ewm(alpha=a, adjust=adjust, ignore_na=False)
    if stat == "mean":
        return e.mean().to_numpy()
    if stat == "sum":
        return e.sum().to_numpy()
    return getattr(e, stat)(bias=bias).to_numpy()


# (pandas has no adjust=False sum, and the kernel refuses it: tested below)
@pytest.mark.parametrize("stat, adjust", [(s, a) for s in STATS for a in (True, False) if s != "sum" or a])
def test_matches_pandas_ewm(stat, adjust):
    rng = np.random.default_rng(2 * STATS.index(stat) + adjust)
    for L, a in itertools.product((0, 1, 2, 50), (0.5, 0.1, 1.0)):
        x = rng.standard_normal((3, L)) * 3 + 1
        for (name, m), correction, min_weight in itertools.product(list(_masks(rng, x.shape)), (1.0, 0.0),
                                                                   (0.0, 0.5)):
            if stat in ("mean", "sum") and correction == 0.0:
                continue
            alpha = np.full(L, a)
            xs = x.copy()
            if m is not None:
                xs[m == 0] = rng.choice([np.nan, np.inf, 1e300], size=int((m == 0).sum()))   # never read
            out, w = _run(xs, m, alpha, stat, adjust, min_weight, correction)
            for r in range(x.shape[0]):
                valid = np.ones(L, bool) if m is None else m[r] != 0
                xn = np.where(valid, x[r], np.nan)
                want = _pandas(xn, a, stat, adjust, correction == 0.0) if L else np.empty(0)
                wsum = _weight_oracle(valid, alpha)
                np.testing.assert_allclose(w[r], wsum, rtol=1e-13, atol=0)
                want = np.where(wsum >= min_weight, want, np.nan)
                np.testing.assert_allclose(out[r], want, rtol=1e-11, atol=1e-13,
                                           err_msg=f"{stat} adjust={adjust} L={L} a={a} {name} "
                                                   f"corr={correction} mw={min_weight} row {r}")


def _definition(x, valid, alpha, stat, adjust, min_weight, correction):
    """The statistics from the definition, one position at a time (O(L^2)):
    adjust=True: w(i, j) = prod_{k=i+1..j} (1 - alpha[k]); adjust=False: the
    normalised weights of the recursion, kept as a list."""
    L = len(x)
    out = np.full(L, np.nan)
    W = []                                       # adjust=False: (position, weight)
    D = 0.0                                      # decay since the last valid position
    seen = False
    held = np.nan
    for j in range(L):
        if adjust:
            W = [(i, math.prod(1.0 - alpha[k] for k in range(i + 1, j + 1))) for i in range(j + 1) if valid[i]]
        else:
            D *= 1.0 - alpha[j]
            if valid[j]:
                if not seen:
                    W = [(j, 1.0)]
                else:
                    g = alpha[j] / (D + alpha[j])
                    W = [(i, wi * (1.0 - g)) for i, wi in W] + [(j, g)]
                D = 1.0
        seen = seen or valid[j]
        wsum = sum(math.prod(1.0 - alpha[k] for k in range(i + 1, j + 1)) for i in range(j + 1) if valid[i])
        if not seen or wsum < min_weight:
            continue
        sw = sum(wi for _, wi in W)
        if stat == "sum":
            out[j] = sum(wi * x[i] for i, wi in W)
            continue
        if sw == 0:                              # every weight decayed to 0 (alpha 1): unchanged since
            out[j] = held                        # the last valid position, as pandas has it
            continue
        mean = sum(wi * x[i] for i, wi in W) / sw
        if stat == "mean":
            out[j] = mean
            held = mean if valid[j] else held
            continue
        var = sum(wi * (x[i] - mean) ** 2 for i, wi in W) / sw
        if correction:
            den = 1.0 - sum(wi * wi for _, wi in W) / (sw * sw)
            var = var / den if den > 1e-12 else np.nan
        out[j] = math.sqrt(var) if stat == "std" else var
        if valid[j]:
            held = out[j]
    return out


@pytest.mark.parametrize("stat", STATS)
def test_per_position_alpha_matches_the_definition(stat):
    rng = np.random.default_rng(len(stat))
    L = 40
    x = rng.standard_normal((2, L))
    m = (rng.random((2, L)) < 0.75).astype(np.uint8)
    m[1, 3:12] = 0
    alpha = rng.uniform(0.05, 0.9, L)
    alpha[7] = 1.0
    for adjust, correction, min_weight in itertools.product((True, False), (1.0, 0.0), (0.0, 0.8)):
        if stat == "sum" and not adjust:
            continue
        out, w = _run(x, m, alpha, stat, adjust, min_weight, correction)
        for r in range(2):
            want = _definition(x[r], m[r] != 0, alpha, stat, adjust, min_weight, correction)
            np.testing.assert_allclose(out[r], want, rtol=1e-11, atol=1e-13,
                                       err_msg=f"{stat} adjust={adjust} corr={correction} mw={min_weight}")
            np.testing.assert_allclose(w[r], _weight_oracle(m[r] != 0, alpha), rtol=1e-13)


def test_weights_and_min_weight_across_long_gaps():
    # a gap long enough for the weights to underflow: the mean repeats the last
    # valid value (pandas too), weights reach 0, min_weight > 0 blanks it
    L = 3000
    x = np.arange(L, dtype=float)[None]
    m = np.zeros((1, L), np.uint8)
    m[0, :5] = 1
    m[0, -3:] = 1
    for a in (0.5, 1.0):
        xn = np.where(m[0] != 0, x[0], np.nan)
        for adjust in (True, False):
            out, w = _run(x, m, np.full(L, a), "mean", adjust)
            np.testing.assert_allclose(out[0], _pandas(xn, a, "mean", adjust, False), rtol=1e-13)
            assert w[0, -4] == 0.0 and w[0, -1] >= 1.0
            out, w = _run(x, m, np.full(L, a), "mean", adjust, min_weight=0.5)
            assert np.isnan(out[0, 10:-3]).all() and not np.isnan(out[0, -3:]).any()
            out, w = _run(x, m, np.full(L, a), "var", adjust, correction=0.0)
            np.testing.assert_allclose(out[0], _pandas(xn, a, "var", adjust, True), rtol=1e-12, atol=1e-12)


def test_nan_at_a_valid_position_propagates():
    x = np.array([[1.0, 2.0, np.nan, 4.0, 5.0]])
    for stat in STATS:
        out, w = _run(x, None, np.full(5, 0.3), stat)
        assert np.isnan(out[0, 2:]).all(), stat
        np.testing.assert_allclose(w[0], _weight_oracle(np.ones(5, bool), np.full(5, 0.3)))


def _mp_oracle(x, a, adjust):
    # mean and bias=False var at every position, 60 digits, on the float decay 1 - a
    import mpmath
    old = mpmath.mp.dps
    mpmath.mp.dps = 60
    try:
        d, A = mpmath.mpf(1.0 - a), mpmath.mpf(a)
        S = S1 = S2 = Q = mpmath.mpf(0)
        mean, var = np.empty(len(x)), np.empty(len(x))
        for j, xv in enumerate(x):
            xv = mpmath.mpf(float(xv))
            S, S1, S2, Q = d * S, d * S1, d * S2, d * d * Q
            wn = mpmath.mpf(1) if (adjust or j == 0) else A * S / d    # adjust=False: alpha x the previous total
            S, S1, S2, Q = S + wn, S1 + wn * xv, S2 + wn * xv * xv, Q + wn * wn
            mu = S1 / S
            mean[j] = float(mu)
            den = 1 - Q / (S * S)
            var[j] = float((S2 / S - mu * mu) / den) if den > 0 else np.nan
        return mean, var
    finally:
        mpmath.mp.dps = old


@pytest.mark.parametrize("a,adjust", [(0.1, True), (0.01, True), (0.1, False)])
def test_offset_data_is_exact_to_1e_12(a, adjust):
    # x = 1e6 + N(0, 1): a weighted Welford on x alone (pandas) is ~3e-10 off
    rng = np.random.default_rng(3)
    L = 10000
    x = 1e6 + rng.standard_normal(L)
    mean, var = _mp_oracle(x, a, adjust)
    out, _ = _run(x[None], None, np.full(L, a), "mean", adjust)
    assert np.max(np.abs(out[0] - mean) / np.abs(mean)) < 1e-12
    out, _ = _run(x[None], None, np.full(L, a), "var", adjust)
    ok = np.isfinite(var)
    assert np.array_equal(np.isfinite(out[0]), ok)
    assert np.max(np.abs(out[0][ok] - var[ok]) / var[ok]) < 1e-12


def test_drifting_data_keeps_its_digits():
    # the pivot follows the mean (re-based exactly): a trend of 1e4 costs nothing
    rng = np.random.default_rng(4)
    L = 10000
    x = 1e6 + np.linspace(0, 1e4, L) + rng.standard_normal(L)
    _, var = _mp_oracle(x, 0.1, True)
    out, _ = _run(x[None], None, np.full(L, 0.1), "var")
    ok = np.isfinite(var)
    assert np.max(np.abs(out[0][ok] - var[ok]) / var[ok]) < 1e-12


def test_constant_rows_are_exact():
    x = np.full((2, 30), 1e6 + 0.1)
    m = np.ones((2, 30), np.uint8)
    m[1, 2::3] = 0
    for adjust in (True, False):
        out, _ = _run(x, m, np.full(30, 0.3), "mean", adjust)
        assert (out == 1e6 + 0.1).all()
        out, _ = _run(x, m, np.full(30, 0.3), "var", adjust, correction=0.0)
        assert (out == 0.0).all()


def _fill_oracle(x, valid, limit, reverse):
    L = len(x)
    out, om = np.full(L, np.nan), np.zeros(L, np.uint8)
    order = range(L - 1, -1, -1) if reverse else range(L)
    last, dist = None, None
    for j in order:
        if valid[j]:
            last, dist = x[j], 0
        elif last is not None:
            dist += 1
        if last is not None and (limit == -1 or dist <= limit):
            out[j], om[j] = last, 1
    return out, om


def test_fill_along_matches_the_loop():
    rng = np.random.default_rng(5)
    for L in (0, 1, 2, 9, 40):
        x = rng.standard_normal((6, L))
        x[rng.random(x.shape) < 0.1] = np.nan           # NaN values at valid positions: ordinary values
        m = (rng.random(x.shape) < 0.6).astype(np.uint8)
        if L:
            m[0] = 0                                    # none valid
            m[1] = 1                                    # all valid
            m[2, : L // 2] = 0
        for limit, reverse in itertools.product((-1, 0, 1, 3, L, L + 5), (False, True)):
            for mm in (m, None):
                x0, m0 = x.copy(), None if mm is None else mm.copy()
                out, om = np.full(x.shape, 5.0), np.full(x.shape, 9, np.uint8)
                assert fill_along(x, mm, out, om, limit, reverse) is out
                # keep: an unfilled position holds its own x; no out_mask: only out is written
                kept = np.full(x.shape, 5.0)
                assert fill_along(x, mm, kept, None, limit, reverse, True) is kept
                for r in range(x.shape[0]):
                    valid = np.ones(L, bool) if mm is None else mm[r] != 0
                    want, wm = _fill_oracle(x[r], valid, limit, reverse)
                    np.testing.assert_array_equal(out[r], want)
                    np.testing.assert_array_equal(om[r], wm)
                    np.testing.assert_array_equal(kept[r], np.where(wm != 0, want, x[r]))
                np.testing.assert_array_equal(x, x0)
                if mm is not None:
                    np.testing.assert_array_equal(mm, m0)


def test_fill_along_is_bottleneck_push():
    import bottleneck as bn
    rng = np.random.default_rng(6)
    a = rng.standard_normal((5, 300))
    a[rng.random(a.shape) < 0.5] = np.nan
    a[0, :40] = np.nan
    valid = (~np.isnan(a)).astype(np.uint8)
    for n in (None, 0, 1, 2, 7, 1000):
        out, om = np.empty_like(a), np.empty_like(valid)
        fill_along(a, valid, out, om, -1 if n is None else n, False)
        want = bn.push(a, n, axis=-1)
        np.testing.assert_array_equal(out, want)
        np.testing.assert_array_equal(om, ~np.isnan(want))
        fill_along(a, valid, out, om, -1 if n is None else n, True)
        np.testing.assert_array_equal(out, bn.push(a[:, ::-1], n, axis=-1)[:, ::-1])


def test_a_float_alpha_and_no_weights_give_the_array_alphas_outputs():
    # the float alpha's loop (decay in a register) and the loop that skips the weights
    # against the array-alpha call that writes them, to the bit
    rng = np.random.default_rng(12)
    x = rng.standard_normal((4, 500))
    m = (rng.random(x.shape) < 0.7).astype(np.uint8)
    for stat, adjust, mm in itertools.product(STATS, (True, False), (m, None)):
        if stat == "sum" and not adjust:
            continue
        want, _ = _run(x, mm, np.full(x.shape[1], 0.15), stat, adjust, 0.4, 1.0)
        got = np.full(x.shape, -7.0)
        assert moving_exp(x, mm, 0.15, got, None, stat, adjust, 0.4, 1.0) is got
        assert got.tobytes() == want.tobytes()


def test_identical_for_one_and_two_threads():
    rng = np.random.default_rng(8)
    x = rng.standard_normal((9, 6000))
    m = (rng.random(x.shape) < 0.8).astype(np.uint8)
    alpha = rng.uniform(0.01, 0.5, x.shape[1])
    before = tm.get_num_threads()
    grain = _parallel.get_grain()
    results = {}
    try:
        _parallel.set_grain(1)
        for n in (1, 2):
            tm.set_num_threads(n)
            calls = _parallel.stats()["parallel_calls"]
            res = []
            for stat, adjust, al in itertools.product(STATS, (True, False), (np.full(x.shape[1], 0.1), alpha)):
                if stat == "sum" and not adjust:
                    continue
                res += list(_run(x, m, al, stat, adjust, 0.3, 1.0))
            for limit, reverse in ((-1, False), (2, True)):
                out, om = np.empty_like(x), np.empty_like(m)
                fill_along(x, m, out, om, limit, reverse)
                res += [out, om]
            if n == 2 and _parallel.build_config()["openmp"]:
                assert _parallel.stats()["parallel_calls"] > calls
            results[n] = res
    finally:
        _parallel.set_grain(grain)
        tm.set_num_threads(before)
    for a, b in zip(results[1], results[2]):
        assert a.tobytes() == b.tobytes()


def _bad_moving_exp_calls(x, m, alpha, out, w):
    ok = dict(x=x, m=m, alpha=alpha, out=out, weights=w, stat="mean", adjust=True, min_weight=0.0, correction=1.0)
    yield dict(ok, x=x.astype(np.float32)), "x"
    yield dict(ok, x=np.asfortranarray(np.ones((3, 5)))[:, :4]), "x"
    yield dict(ok, m=m.astype(bool)), "m"
    yield dict(ok, m=m[:, :3]), "m"
    yield dict(ok, out=out[:, :3]), "out"
    yield dict(ok, out=np.empty(x.shape, np.float32)), "out"
    yield dict(ok, weights=np.empty((3, 5))), "weights"
    yield dict(ok, alpha=alpha[:3]), "alpha"
    yield dict(ok, alpha=np.full((1, 4), 0.5)), "alpha"
    yield dict(ok, alpha="0.5"), "alpha"
    for bad in (0.0, 1.5, float("nan")):        # a float alpha is checked too
        yield dict(ok, alpha=bad), "alpha"
    for bad in (0.0, -0.1, 1.5, np.nan):
        al = alpha.copy()
        al[2] = bad
        yield dict(ok, alpha=al), "alpha"
    yield dict(ok, stat="median"), "stat"
    yield dict(ok, stat="sum", adjust=False), "stat 'sum' needs"
    yield dict(ok, min_weight=-1.0), "min_weight"
    yield dict(ok, min_weight=np.nan), "min_weight"
    yield dict(ok, stat="var", correction=0.5), "correction"


def test_moving_exp_argument_errors_raise_before_writing():
    rng = np.random.default_rng(9)
    x = rng.standard_normal((3, 4))
    m = np.ones((3, 4), np.uint8)
    alpha = np.full(4, 0.5)
    out, w = np.full((3, 4), 7.0), np.full((3, 4), 7.0)
    x0, m0, a0 = x.copy(), m.copy(), alpha.copy()
    for kw, word in _bad_moving_exp_calls(x, m, alpha, out, w):
        with pytest.raises(ValueError, match=f"^moving_exp: {word} "):
            moving_exp(kw["x"], kw["m"], kw["alpha"], kw["out"], kw["weights"], kw["stat"], kw["adjust"],
                       kw["min_weight"], kw["correction"])
        assert (out == 7.0).all() and (w == 7.0).all()
    np.testing.assert_array_equal(x, x0)
    np.testing.assert_array_equal(m, m0)
    np.testing.assert_array_equal(alpha, a0)
    moving_exp(x, m, alpha, out, w, "var", True, 0.0, 1.0)   # and the valid call leaves the inputs alone
    np.testing.assert_array_equal(x, x0)
    np.testing.assert_array_equal(m, m0)
    np.testing.assert_array_equal(alpha, a0)


def test_fill_along_argument_errors_raise_before_writing():
    x = np.ones((2, 3))
    m = np.ones((2, 3), np.uint8)
    out, om = np.full((2, 3), 7.0), np.full((2, 3), 7, np.uint8)
    for args, word in [((x.astype(np.float32), m, out, om, -1, False), "x"),
                       ((x, m.astype(bool), out, om, -1, False), "m"),
                       ((x, m[:, :2], out, om, -1, False), "m"),
                       ((x, m, out[:, :2], om, -1, False), "out"),
                       ((x, m, out, om.astype(bool), -1, False), "out_mask"),
                       ((x, m, out, om, -2, False), "limit")]:
        with pytest.raises(ValueError, match=f"^fill_along: {word} must"):
            fill_along(*args)
        assert (out == 7.0).all() and (om == 7).all()


def test_linear_recurrence_matches_the_loop_both_ways():
    rng = np.random.default_rng(13)
    for L in (0, 1, 2, 17):
        b, a = rng.standard_normal((3, L)), rng.uniform(0, 1, (3, L))
        b0, a0 = b.copy(), a.copy()
        fwd = np.full((3, L), 7.0)
        rev = np.full((3, L), 7.0)
        assert linear_recurrence(b, a, fwd) is fwd
        assert linear_recurrence(b, a, rev, True) is rev
        for r in range(3):
            acc, want = 0.0, []
            for j in range(L):                      # out_j = a_j out_{j-1} + b_j
                acc = a[r, j] * acc + b[r, j]
                want.append(acc)
            np.testing.assert_allclose(fwd[r], want, rtol=1e-12, atol=1e-14)   # (the kernel may fuse the multiply-add)
            acc, want = 0.0, [0.0] * L
            for j in range(L - 1, -1, -1):          # out_j = a_{j+1} out_{j+1} + b_j
                acc = b[r, j] + (a[r, j + 1] * acc if j + 1 < L else 0.0)
                want[j] = acc
            np.testing.assert_allclose(rev[r], want, rtol=1e-12, atol=1e-14)   # (the kernel may fuse the multiply-add)
        np.testing.assert_array_equal(b, b0)
        np.testing.assert_array_equal(a, a0)
    same = rng.standard_normal((2, 5))              # out may be b itself; a = 1 is a running sum
    want = np.cumsum(same, axis=1)
    linear_recurrence(same, np.ones((2, 5)), same)
    np.testing.assert_array_equal(same, want)


@pytest.mark.parametrize("bad", ["b", "a", "out"])
def test_linear_recurrence_argument_errors_write_nothing(bad):
    args = dict(b=np.ones((2, 3)), a=np.ones((2, 3)), out=np.full((2, 3), 7.0))
    args[bad] = np.ones((2, 4)) if bad != "b" else np.ones((2, 3), np.float32)
    with pytest.raises(ValueError, match=f"^linear_recurrence: {bad} "):
        linear_recurrence(args["b"], args["a"], args["out"])
    if bad != "out":
        assert (args["out"] == 7.0).all()
