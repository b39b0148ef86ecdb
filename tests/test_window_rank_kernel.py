"""The moving order-statistics kernel (_csrc/_window_rank.moving_ranks, the
engine of moving median/quantile) against a brute-force numpy oracle: every
window form (trailing, center, cut at the row's ends, longer than the row),
masks, ties, NaNs at valid positions, +-inf, several ranks at once, both of
its paths (short windows' slots, longer windows' bitset over sorted blocks), the
same result on 1 and 2 threads, and the argument checks."""
import itertools

import numpy as np
import pytest

import tensorplay.masked as tm
from tensorplay.masked._csrc import _parallel
from tensorplay.masked._csrc import _window_rank
from tensorplay.masked._csrc._window_rank import moving_ranks

QS = (0.0, 0.3, 0.5, 1.0)


def rank_table(window, specs):
    """(window + 1, K) int64: floor or ceil of (n - 1) * q for each (q, up)."""
    n = np.maximum(np.arange(window + 1) - 1, 0).astype(float)
    cols = [np.ceil(n * q) if up else np.floor(n * q) for q, up in specs]
    return np.ascontiguousarray(np.stack(cols, 1).astype(np.int64))


def oracle(x, m, ranks, window, center):
    rows, L = x.shape
    K = ranks.shape[1]
    out = np.full((rows, L, K), np.nan)
    cnt = np.zeros((rows, L), np.int64)
    back = window // 2 if center else window - 1
    ahead = (window - 1) // 2 if center else 0
    for r in range(rows):
        for j in range(L):
            a, z = max(0, j - back), min(L - 1, j + ahead)
            v = x[r, a:z + 1]
            if m is not None:
                v = v[m[r, a:z + 1] != 0]
            cnt[r, j] = v.size
            if v.size and not np.isnan(v).any():
                out[r, j] = np.sort(v)[ranks[v.size]]
    return out, cnt


def run(x, m, ranks, window, center):
    rows, L = x.shape
    out = np.full((rows, L, ranks.shape[1]), -7.0)
    cnt = np.full((rows, L), -7, np.int64)
    res = moving_ranks(x, m, ranks, out, cnt, window, center)
    assert res is out
    return out, cnt


def check(x, m, ranks, window, center, msg=""):
    xc, mc, rc = x.copy(), None if m is None else m.copy(), ranks.copy()
    got, gc = run(x, m, ranks, window, center)
    want, wc = oracle(x, m, ranks, window, center)
    np.testing.assert_array_equal(gc, wc, err_msg=f"counts {msg}")
    np.testing.assert_array_equal(got, want, err_msg=f"values {msg}")
    np.testing.assert_array_equal(x, xc)                     # inputs untouched
    np.testing.assert_array_equal(ranks, rc)
    if m is not None:
        np.testing.assert_array_equal(m, mc)
    return got, gc


@pytest.fixture(params=["slots", "bits"])
def path(request):
    """Both paths: windows up to 64 normally take the slots; 0 sends every window to the bitset."""
    old = _window_rank._set_small_window(64 if request.param == "slots" else 0)
    try:
        yield request.param
    finally:
        _window_rank._set_small_window(old)


def data(rng, kind, shape):
    if kind == "ties":
        return rng.integers(-3, 4, shape).astype(float)
    x = rng.standard_normal(shape)
    if kind == "nan":
        x[rng.random(shape) < 0.08] = np.nan
    elif kind == "inf":
        x[rng.random(shape) < 0.15] = np.inf
        x[rng.random(shape) < 0.15] = -np.inf
    elif kind == "zeros":
        x = rng.choice([-0.0, 0.0, 1.0, -1.0], shape)
    return x


def mask(rng, kind, shape):
    if kind == "none":
        return None
    if kind == "false":
        return np.zeros(shape, np.uint8)
    if kind == "sparse":
        return (rng.random(shape) < 0.15).astype(np.uint8)
    if kind == "dense":
        return (rng.random(shape) < 0.85).astype(np.uint8)
    m = np.ones(shape, np.uint8)                               # runs of masked positions
    for r in range(shape[0]):
        for _ in range(3):
            a = int(rng.integers(0, max(shape[1], 1)))
            m[r, a:a + int(rng.integers(1, 12))] = 0
    return m * (rng.random(shape) < 0.95)


@pytest.mark.parametrize("window", [1, 2, 3, 4, 5, 8, 13, 40])
def test_every_window_form_matches_the_oracle(path, window):
    rng = np.random.default_rng(window)
    for L, center, dk, mk in itertools.product((0, 1, 2, 7, 45), (False, True),
                                               ("normal", "ties", "nan", "inf", "zeros"),
                                               ("none", "false", "sparse", "dense", "runs")):
        rows = 3
        x = data(rng, dk, (rows, L))
        m = mask(rng, mk, (rows, L))
        K = int(rng.integers(1, 4))
        ranks = rank_table(window, [(float(rng.choice(QS)), bool(rng.integers(2))) for _ in range(K)])
        check(x, m, ranks, window, center, f"{path} L={L} w={window} c={center} {dk} {mk} K={K}")


@pytest.mark.parametrize("window", [31, 32, 33, 63, 64, 65, 100, 257])    # (32: one register of ranks, 64: two)
def test_windows_around_the_paths_limit_and_longer(path, window):
    rng = np.random.default_rng(window)
    for L, center, dk, mk in [(3 * window + 17, False, "normal", "dense"), (3 * window + 5, True, "ties", "runs"),
                              (2 * window, True, "nan", "dense"), (window - 1, False, "inf", "none"),
                              (window // 2, True, "normal", "sparse"), (5 * window + 1, False, "normal", "none")]:
        x = data(rng, dk, (2, L))
        if dk == "nan":
            x = rng.standard_normal((2, L))
            x[0, L // 3] = np.nan                              # NaN windows, then the cuts catch up
        m = mask(rng, mk, (2, L))
        ranks = rank_table(window, [(0.5, False), (0.0, False), (1.0, True)])
        check(x, m, ranks, window, center, f"{path} L={L} w={window} c={center} {dk} {mk}")


def test_window_1000_both_forms():
    rng = np.random.default_rng(1000)
    for center in (False, True):
        x = rng.standard_normal((1, 2600))
        m = (rng.random(x.shape) < 0.8).astype(np.uint8)
        ranks = rank_table(1000, [(0.5, False), (0.5, True), (0.3, False)])
        check(x, m, ranks, 1000, center, f"center={center}")


def test_equal_upper_bits_take_the_sorts_fallback(path):
    # Keys that agree in their upper bits and differ below: the radix sort
    # leaves them in position order, the insertion pass gives up, the
    # heapsort orders them.
    rng = np.random.default_rng(5)
    x = 1.0 + rng.integers(0, 1 << 20, (2, 900)) * 2.0 ** -52
    x[1, ::7] = 1.0 - rng.integers(0, 1 << 20, 129) * 2.0 ** -53
    m = (rng.random(x.shape) < 0.9).astype(np.uint8)
    ranks = rank_table(300, [(0.5, False), (0.3, True)])
    for center in (False, True):
        check(x, m, ranks, 300, center)


def test_window_longer_than_the_row_and_tiny_rows(path):
    rng = np.random.default_rng(7)
    for L, window, center in itertools.product((1, 2, 3, 10), (1, 2, 5, 11, 200), (False, True)):
        x = rng.integers(0, 3, (2, L)).astype(float)
        m = (rng.random((2, L)) < 0.7).astype(np.uint8)
        ranks = rank_table(window, [(0.5, True)])
        check(x, m, ranks, window, center)
        check(x, None, ranks, window, center)


def test_arbitrary_rank_tables(path):
    # Any table with 0 <= ranks[n, k] < n, also one that jumps with n.
    rng = np.random.default_rng(11)
    for window in (6, 90):
        n = np.arange(window + 1)
        t = np.stack([np.where(n % 2 == 0, 0, np.maximum(n - 1, 0)),
                      rng.integers(0, np.maximum(n, 1))], 1)
        ranks = np.ascontiguousarray(t.astype(np.int64))
        x = rng.standard_normal((2, 4 * window))
        m = (rng.random(x.shape) < 0.6).astype(np.uint8)
        for center in (False, True):
            check(x, m, ranks, window, center)


def test_all_masked_and_all_nan():
    x = np.ones((2, 9))
    out, cnt = run(x, np.zeros((2, 9), np.uint8), rank_table(3, [(0.5, False)]), 3, False)
    assert np.isnan(out).all() and (cnt == 0).all()
    out, cnt = run(np.full((2, 9), np.nan), None, rank_table(3, [(0.5, False)]), 3, True)
    assert np.isnan(out).all() and (cnt == np.array([2, 3, 3, 3, 3, 3, 3, 3, 2])).all()


def test_empty_shapes():
    for shape in ((0, 5), (3, 0), (0, 0)):
        x = np.zeros(shape)
        out = np.full(shape + (2,), 3.0)
        cnt = np.full(shape, 4, np.int64)
        assert moving_ranks(x, None, rank_table(4, [(0.5, False), (1.0, False)]), out, cnt, 4, False) is out


@pytest.mark.parametrize("window", [5, 120])
def test_same_result_on_one_and_two_threads(window):
    rng = np.random.default_rng(3)
    x = rng.standard_normal((9, 700))
    x[2, 100] = np.nan
    m = (rng.random(x.shape) < 0.8).astype(np.uint8)
    ranks = rank_table(window, [(0.5, False), (0.3, True)])
    grain, before = _parallel.get_grain(), tm.get_num_threads()
    _parallel.set_grain(1)
    try:
        tm.set_num_threads(1)
        o1, c1 = run(x, m, ranks, window, True)
        tm.set_num_threads(2)
        calls = _parallel.stats()["parallel_calls"]
        o2, c2 = run(x, m, ranks, window, True)
        if _parallel.build_config()["openmp"] and _parallel.openmp_max_threads() >= 2:
            assert _parallel.stats()["parallel_calls"] > calls
    finally:
        _parallel.set_grain(grain)
        tm.set_num_threads(before)
    assert o1.tobytes() == o2.tobytes() and (c1 == c2).all()
    want, wc = oracle(x, m, ranks, window, True)
    np.testing.assert_array_equal(o1, want)


def _args():
    x = np.arange(12.0).reshape(2, 6)
    return dict(x=x, m=np.ones((2, 6), np.uint8), ranks=rank_table(3, [(0.5, False), (1.0, False)]),
                out=np.full((2, 6, 2), -1.0), counts=np.full((2, 6), -1, np.int64), window=3, center=False)


BAD = [
    ("x", lambda a: a["x"].astype(np.float32), ValueError),
    ("x", lambda a: np.asfortranarray(a["x"]), ValueError),
    ("x", lambda a: a["x"].ravel(), ValueError),
    ("x", lambda a: [[1.0]], TypeError),
    ("m", lambda a: a["m"].astype(bool), ValueError),
    ("m", lambda a: a["m"][:, :5], ValueError),
    ("m", lambda a: [[1] * 6] * 2, TypeError),
    ("ranks", lambda a: a["ranks"].astype(np.int32), ValueError),
    ("ranks", lambda a: a["ranks"][:3], ValueError),
    ("ranks", lambda a: np.zeros((4, 0), np.int64), ValueError),
    ("ranks", lambda a: np.asfortranarray(a["ranks"]), ValueError),
    ("ranks", lambda a: np.array([[0, 0], [0, 1], [0, 1], [1, 2]], np.int64), ValueError),    # 1 >= n = 1
    ("ranks", lambda a: np.array([[0, 0], [0, 0], [-1, 1], [1, 2]], np.int64), ValueError),   # negative
    ("ranks", lambda a: np.array([[0, 0], [0, 0], [0, 1], [1, 3]], np.int64), ValueError),    # 3 >= n = 3
    ("out", lambda a: np.zeros((2, 6, 1)), ValueError),
    ("out", lambda a: np.zeros((2, 6, 2), np.float32), ValueError),
    ("out", lambda a: np.zeros((2, 6)), ValueError),
    ("out", lambda a: None, TypeError),
    ("counts", lambda a: np.zeros((2, 6), np.int32), ValueError),
    ("counts", lambda a: np.zeros((2, 5), np.int64), ValueError),
    ("counts", lambda a: [[0] * 6] * 2, ValueError),
    ("window", lambda a: 0, ValueError),
    ("window", lambda a: -2, ValueError),
]


BAD_MIX = [      # (need, mix, out's last dim) with the _args' two ranks
    (-1, None, 2),
    (0, "mean", 2),
    (0, "middle", 2),                             # middle writes one output per position
    (0, np.zeros((3, 3)), 1),                     # a table of 3 * J columns for K = 2 * J: J = 1 needs 3
    (0, np.zeros((2, 3)), 1),                     # too few rows for windows of 3
    (0, np.zeros((3, 3), np.float32), 1),
    (0, np.asfortranarray(np.zeros((3, 6)))[:, ::2], 1),
]


@pytest.mark.parametrize("name,make,exc", BAD + [(f"mix{i}", None, ValueError) for i in range(len(BAD_MIX))])
def test_argument_errors_write_nothing(name, make, exc):
    a = _args()
    need, mix = 0, None
    if name.startswith("mix"):
        need, mix, J = BAD_MIX[int(name[3:])]
        a["out"] = np.full((2, 6, J), -1.0)
        if isinstance(mix, np.ndarray) and mix.shape == (3, 3) and mix.dtype == np.float64:
            a["ranks"] = np.ascontiguousarray(a["ranks"][:, :1])     # K = 1 is odd: no J
    else:
        a[name] = make(a)
    kept = {k: v.copy() for k, v in a.items() if isinstance(v, np.ndarray)}
    with pytest.raises(exc, match=None if exc is TypeError else "moving_ranks"):
        moving_ranks(a["x"], a["m"], a["ranks"], a["out"], a["counts"], a["window"], a["center"], need, mix)
    for k, v in kept.items():
        np.testing.assert_array_equal(a[k], v, err_msg=k)


def test_the_argument_checks_name_what_is_wrong():
    a = _args()
    with pytest.raises(ValueError, match="ranks"):
        moving_ranks(a["x"], a["m"], np.array([[0, 0], [0, 0], [0, 2], [1, 2]], np.int64), a["out"],
                     a["counts"], 3, False)
    with pytest.raises(ValueError, match="window"):
        moving_ranks(a["x"], a["m"], a["ranks"], a["out"], a["counts"], 5, False)   # ranks has 4 rows, not 6


def test_a_table_longer_than_the_row_needs_rows_for_the_row_only():
    # windows longer than the row hold at most L values: the table needs min(window, L) + 1 rows
    a = _args()
    out, cnt = a["out"], a["counts"]
    table = rank_table(6, [(0.5, False), (1.0, False)])
    moving_ranks(a["x"], a["m"], table, out, cnt, 10**15, False)
    want, wc = oracle(a["x"], a["m"], table, 10**15, False)
    np.testing.assert_array_equal(out, want)
    np.testing.assert_array_equal(cnt, wc)


@pytest.mark.parametrize("window", [6, 150])        # the slots and the bitset
def test_need_middle_and_mix_against_numpys_formulas_on_the_raw_statistics(window):
    # need: NaN below it; "middle": np.median's mean of the middles; a mix table: numpy's _lerp
    # (quantile.finish, itself checked against np.quantile) on the raw order statistics
    from tensorplay.masked._runtime import quantile
    rng = np.random.default_rng(21)
    x = rng.standard_normal((3, 900)) * 10.0 ** rng.integers(-3, 4, (3, 900))
    x[0, 40] = np.inf
    x[1, 300:330] = -np.inf
    m = (rng.random(x.shape) < 0.75).astype(np.uint8)
    n = np.arange(1, window + 1)[:, None]
    need = window // 3
    for what in ("middle", [0.1, 0.5, 0.97], 0.3):
        if what == "middle":
            ranks = np.concatenate([(n - 1) // 2, n // 2], axis=1)
            mix = "middle"
        else:
            p = quantile.plan(n, what, "hazen" if what == 0.3 else "linear", np.dtype(np.float64))
            ranks = p.ranks
            mix = np.concatenate([np.broadcast_to(v, (window, p.k)).astype(np.float64)
                                  for v in (p.t, p.one_minus, p.upper)], axis=1)
        table = np.ascontiguousarray(np.concatenate([np.zeros((1, ranks.shape[1]), np.int64), ranks]))
        raw, cnt = run(x, m, table, window, False)
        J = 1 if what == "middle" else table.shape[1] // 2
        got = np.full(x.shape + (J,), -7.0)
        moving_ranks(x, m, table, got, None, window, False, need, mix)
        flat = raw.reshape(-1, table.shape[1])
        with np.errstate(all="ignore"):
            if what == "middle":
                want = np.where(flat[:, :1] == flat[:, 1:], flat[:, :1], (flat[:, :1] + flat[:, 1:]) / 2)
            else:
                want = quantile.finish(flat, p.take(np.maximum(cnt.reshape(-1) - 1, 0)))
        want = want.reshape(got.shape)
        want[cnt < need] = np.nan
        assert (cnt < need).any() and (cnt >= need).any()
        np.testing.assert_array_equal(got, want, err_msg=str(what))


def test_a_mix_needs_each_upper_rank_at_or_one_above_its_lower():
    # (the kernel keeps one cut per pair and reads the upper value off it)
    a = _args()
    out = np.full((2, 6, 1), -1.0)
    bad = np.array([[0, 0], [0, 0], [0, 1], [0, 2]], np.int64)
    with pytest.raises(ValueError, match="moving_ranks: with a mix, ranks"):
        moving_ranks(a["x"], a["m"], bad, out, None, 3, False, 0, "middle")
    assert (out == -1.0).all()
