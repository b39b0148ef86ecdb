"""Long rows cut into chunks (the moving kernels' (row, chunk) units,
_csrc/_window.pyx and _csrc/_window_rank.pyx): each chunk rebuilds the state
it needs (the block before's suffix states; the slots or the sorted blocks of
the window before its first output), so a chunked row is bit-identical to
the walk over the whole row -- every statistic, window forms trailing and
centered, windows of 1 to longer than the row, row lengths around the chunk
boundaries, masks with long masked runs, NaN, +-inf and -0.0 -- and so to
itself on 1 and 2 threads.  `_set_chunk(0)` forces the unchunked walk,
`_set_chunk(n)` chunks of n (rounded up to whole blocks) whatever the shape,
and `isolate` runs each chunk alone (the last first, on fresh buffers), so
that no chunk can lean on what another left behind."""
import numpy as np
import pytest

import tensorplay.masked as tm
from tensorplay.masked._csrc import _parallel
from tensorplay.masked._csrc import _window, _window_rank

STATS = tuple(_window.STATS)
WINDOWS = (1, 2, 3, 7, 33, 64, 65, 1000)


@pytest.fixture(params=[1, 2], ids=["1thread", "2threads"])
def threads(request):
    grain, before = _parallel.get_grain(), tm.get_num_threads()
    _parallel.set_grain(1)          # small inputs run on several threads too
    tm.set_num_threads(request.param)
    try:
        yield request.param
    finally:
        _parallel.set_grain(grain)
        tm.set_num_threads(before)
        _window._set_chunk(-1)
        _window_rank._set_chunk(-1)
        _window_rank._set_small_window(64)


def data(rng, rows, L, masked=True):
    """Values with ties, huge and tiny magnitudes, NaN, +-inf, -0.0; a mask
    with scattered holes and long masked runs (some longer than the window)."""
    x = rng.standard_normal((rows, L)) * 10.0 ** rng.integers(-12, 12, (rows, L))
    x[:, ::3] = np.round(x[:, ::3])             # ties
    p = rng.random((rows, L))
    x[p < 0.02] = np.nan
    x[(p >= 0.02) & (p < 0.03)] = np.inf
    x[(p >= 0.03) & (p < 0.04)] = -np.inf
    x[(p >= 0.04) & (p < 0.05)] = -0.0
    x[(p >= 0.05) & (p < 0.06)] = 1e17
    if not masked:
        return np.ascontiguousarray(x), None
    m = (rng.random((rows, L)) > 0.2).astype(np.uint8)
    for _ in range(3):
        a = int(rng.integers(0, L))
        m[int(rng.integers(rows)), a:a + int(rng.integers(1, max(2, L // 3)))] = 0
    return np.ascontiguousarray(x), m


def lengths(rng, chunk, window, few=False):
    """Row lengths at and around multiples of the chunk (in whole blocks);
    `few`: some of them (a parallel region costs a thread wake-up or two:
    on 2 threads the tests run fewer, longer cases)."""
    cb = -(-chunk // window) * window
    if few:
        return [3 * cb + 1, 4 * cb - 1, int(rng.integers(1, 3 * cb + 2))]
    out = {1, window, window + 1, max(1, window - 1), int(rng.integers(1, 3 * cb + 2))}
    for k in (1, 2, 3):
        out.update((k * cb - 1, k * cb, k * cb + 1))
    return sorted(v for v in out if v >= 1)


def moving(x, m, stat, window, center, min_count, correction, last):
    out = np.empty_like(x)
    cnt = np.empty(x.shape, np.int64)
    _window.moving(x, m, out, cnt, stat, window, min_count, center, correction, last)
    return out.tobytes() + cnt.tobytes()


def ranks(x, m, table, window, center):
    out = np.empty(x.shape + (table.shape[1],))
    cnt = np.empty(x.shape, np.int64)
    _window_rank.moving_ranks(x, m, table, out, cnt, window, center)
    return out.tobytes() + cnt.tobytes()


def random_table(rng, window, K):
    n = np.arange(1, window + 1)[:, None]
    t = np.floor(rng.random((window, K)) * n).astype(np.int64)
    return np.ascontiguousarray(np.concatenate([np.zeros((1, K), np.int64), t]))


@pytest.mark.parametrize("window", WINDOWS + ("longer",))
@pytest.mark.parametrize("center", [False, True])
def test_block_states_chunked_identical(threads, window, center):
    rng = np.random.default_rng(1000 * (window if window != "longer" else 7) + center)
    for chunk in (1, 5, 130) if threads == 1 else (5,):
        w0 = window
        for L in lengths(rng, chunk, window if window != "longer" else 7, few=threads > 1):
            w = L + int(rng.integers(1, 9)) if w0 == "longer" else w0
            x, m = data(rng, int(rng.integers(1, 4)), L, masked=bool(rng.random() < 0.8))
            for stat in STATS:
                args = (stat, w, int(rng.integers(0, 4)), center, float(rng.integers(0, 2)), bool(rng.integers(2)))
                _window._set_chunk(0)
                ref = moving(x, m, *args)
                _window._set_chunk(chunk, isolate=bool(rng.integers(2)))
                got = moving(x, m, *args)
                assert got == ref, (stat, L, w, chunk, center)


@pytest.mark.parametrize("window", WINDOWS + ("longer",))
@pytest.mark.parametrize("center", [False, True])
@pytest.mark.parametrize("path", ["slots", "bits"])
def test_order_statistics_chunked_identical(threads, window, center, path):
    rng = np.random.default_rng(2000 * (window if window != "longer" else 7) + 2 * center + (path == "bits"))
    _window_rank._set_small_window(64 if path == "slots" else 0)
    chunks = (1, 5, 130) if window != 1000 else (1, 1500)
    for chunk in chunks if threads == 1 else chunks[1:]:
        w0 = window
        for L in lengths(rng, chunk, window if window != "longer" else 7, few=threads > 1):
            w = L + int(rng.integers(1, 9)) if w0 == "longer" else w0
            if path == "slots" and min(w, L) > 64:
                continue                            # (those take the bitset whatever the limit)
            x, m = data(rng, int(rng.integers(1, 3)), L, masked=bool(rng.random() < 0.8))
            for K in (1, 3):
                table = random_table(rng, w, K)
                _window_rank._set_chunk(0)
                ref = ranks(x, m, table, w, center)
                _window_rank._set_chunk(chunk, isolate=bool(rng.integers(2)))
                got = ranks(x, m, table, w, center)
                assert got == ref, (path, K, L, w, chunk, center)


def test_shape_rule_cuts_few_long_rows():
    """The default rule (from the shape and the window, never the thread
    count): fewer than 8 rows of at least 2**16 positions are cut, into whole
    blocks of at least 2**15 positions and L / 64, and for long windows
    up to 4 blocks but at most L / 8; a single such row then runs on several
    threads."""
    for mod in (_window, _window_rank):
        assert mod._chunk_for(1, 2 ** 16 - 1, 20) == 2 ** 16 - 1
        assert mod._chunk_for(8, 2 ** 20, 20) == 2 ** 20
        assert mod._chunk_for(7, 2 ** 16, 20) == 32780              # 2**15 in whole blocks of 20
        assert mod._chunk_for(1, 10 ** 7, 20) == 156260             # L / 64 in whole blocks
        assert mod._chunk_for(1, 10 ** 7, 1000) == 157000
        assert mod._chunk_for(1, 10 ** 7, 10 ** 6) == 2 * 10 ** 6     # min(4 blocks, L / 8) in whole blocks
        assert mod._chunk_for(1, 2 ** 16, 2 ** 17) == 2 ** 16          # a window longer than the row: one block
        for L in (2 ** 16, 10 ** 6 + 7, 10 ** 7):
            for w in (1, 7, 64, 65, 1000, 40000):
                c = mod._chunk_for(1, L, w)
                assert c % min(w, L) == 0 or c == L
        old = mod._set_chunk(0)
        assert mod._chunk_for(1, 10 ** 7, 20) == 10 ** 7
        mod._set_chunk(7)
        assert mod._chunk_for(100, 50, 3) == 9                      # forced: any shape, whole blocks
        mod._set_chunk(old)
    grain, before = _parallel.get_grain(), tm.get_num_threads()
    _parallel.set_grain(1)
    tm.set_num_threads(2)
    try:
        for L, cut in ((2 ** 16, True), (2 ** 16 - 1, False)):
            x = np.zeros((1, L))
            _parallel.stats(reset=True)
            _window.moving(x, None, np.empty_like(x), None, "mean", 20, 1, False, 0.0)
            assert (_parallel.stats()["parallel_calls"] == 1) == cut
            _parallel.stats(reset=True)
            _window_rank.moving_ranks(x, None, np.zeros((21, 1), np.int64), np.empty((1, L, 1)),
                                      np.empty((1, L), np.int64), 20, False)
            assert (_parallel.stats()["parallel_calls"] == 1) == cut
    finally:
        _parallel.set_grain(grain)
        tm.set_num_threads(before)


@pytest.mark.parametrize("window", [3, 20, 64, 65, 1000])
@pytest.mark.parametrize("center", [False, True])
def test_public_long_row_threads_identical(window, center):
    """One long masked row through the public API with the default rule: the
    chunked result on 1 and 2 threads and the unchunked walk agree to the bit."""
    rng = np.random.default_rng(window + 10 * center)
    L = 2 ** 16 + 3 * window + 1
    x = rng.standard_normal(L)
    x[rng.random(L) < 0.01] = np.nan
    x[rng.random(L) < 0.01] = np.inf
    mask = rng.random(L) >= 0.2
    mask[1000:1000 + 3 * window] = False
    grain, before = _parallel.get_grain(), tm.get_num_threads()
    try:
        _parallel.set_grain(1)
        for f in (tm.move_mean, tm.move_max, tm.move_var, tm.move_argmin, tm.move_median):
            res = []
            for chunk, nt in ((0, 1), (-1, 1), (-1, 2)):
                _window._set_chunk(chunk)
                _window_rank._set_chunk(chunk)
                tm.set_num_threads(nt)
                res.append(np.asarray(f(x, window, mask=mask, min_count=1, center=center)).tobytes())
            assert res[0] == res[1] == res[2], f.__name__
    finally:
        _parallel.set_grain(grain)
        tm.set_num_threads(before)
        _window._set_chunk(-1)
        _window_rank._set_chunk(-1)


def last_holder(x, valid, stat, window, center, need):
    """Per window, by numpy on the window's slice: the last valid position
    holding its extreme (a valid NaN wins: the last one), -1 where fewer than
    `need` (at least 1) are valid; and the counts."""
    L = x.shape[0]
    back, ahead = (window // 2, (window - 1) // 2) if center else (window - 1, 0)
    pos, cnt = np.full(L, -1, np.int64), np.zeros(L, np.int64)
    for j in range(L):
        a, z = max(0, j - back), min(L - 1, j + ahead)
        v = valid[a:z + 1]
        cnt[j] = n = int(v.sum())
        if n == 0 or n < need:
            continue
        w = x[a:z + 1]
        hit = v & np.isnan(w)
        if not hit.any():
            ext = (np.min if stat == "argmin" else np.max)(w[v])
            hit = v & (w == ext)
        pos[j] = a + int(np.flatnonzero(hit)[-1])
    return pos, cnt


@pytest.mark.parametrize("window", [1, 3, 700, 2500, 30000])
def test_ties_to_the_last_long_rows(threads, window):
    """argmin/argmax with ties (and NaNs) to the last position: the walk reads
    each row backwards, through reversed copies of pieces of it (of at least
    16384 outputs: these rows take two or three, chunked or not), and writes
    positions (int64 or float) or bottleneck's offsets j - position, and the
    counts -- each against the per-window slice."""
    rng = np.random.default_rng(window)
    L = 16384 + 3001 if window != 2500 else 2 * 20000 + 17
    x, m = data(rng, 1, L)
    x[0, 5000:5400] = 2.0                       # a long run of ties
    valid = m[0] != 0
    for stat in ("argmin", "argmax"):
        for center in (False, True):
            need = int(rng.integers(1, 4))
            pos, cnt = last_holder(x[0], valid, stat, window, center, need)
            for chunk in (0, -1, 5000):
                _window._set_chunk(chunk)
                ints = np.empty((1, L), np.int64)
                _window.moving(x, m, ints, None, stat, window, need, center, 1.0, True)
                assert np.array_equal(ints[0], pos), (stat, center, chunk)
                flt, c = np.empty((1, L)), np.empty((1, L), np.int64)
                _window.moving(x, m, flt, c, stat, window, need, center, 1.0, True, True)
                want = np.where(pos >= 0, np.arange(L) - pos, np.nan)
                assert np.array_equal(flt[0], want, equal_nan=True) and np.array_equal(c[0], cnt)
                _window.moving(x, m, flt, None, stat, window, need, center, 1.0, True)
                assert np.array_equal(flt[0], np.where(pos >= 0, pos, np.nan), equal_nan=True)
    _window._set_chunk(-1)
