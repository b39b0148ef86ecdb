"""Memory of large results (issue 23's and 27's speed): arrays made while
backward runs, and the large results of the compiled front ends and fused
MaskedTensor kernels, take their buffers from a cache of large freed buffers
(_csrc/_buffers, numpy's NEP 49 handler, set for those allocations only), and
gradients larger than the caches are written with streaming stores
(tp_stream_bytes).  Neither may change a value: checked against the same
calls with the cache off, on buffers the cache hands back full of garbage,
against plain numpy, and byte for byte against memcpy at every alignment."""
import subprocess
import sys

import numpy as np
import pytest

import tensorplay.masked as tm
from tensorplay.masked._csrc import _buffers, _native

BIG = (600, 1000)          # 4.8 MB of float64: over the cache's 1 MiB minimum


def _handler(a):
    """The name of the allocator that made a's data (numpy >= 1.22: numpy.core before 2.0, numpy._core since)."""
    core = getattr(np, "_core", None) or np.core
    return core.multiarray.get_handler_name(a)


@pytest.fixture
def cache():
    """The cache empty before and after the test, at its configured limit."""
    limit = _buffers.limit()
    _buffers.clear()
    yield
    _buffers.set_limit(limit)
    _buffers.clear()


def _grad(op, x, m, g, **kw):
    leaf = tm.masked_tensor(x, m, requires_grad=True)
    y = tm.norm(leaf, 2.0, 1) if op == "norm" else getattr(tm, op)(leaf, 1, **kw)
    y.backward(g)
    return leaf.grad


def test_a_freed_gradient_buffer_is_reused_and_overwritten(cache):
    rng = np.random.default_rng(3)
    x = rng.standard_normal(BIG)
    m = rng.random(BIG) < 0.5
    g = rng.standard_normal(BIG[0])
    first = _grad("softmax", x, m, rng.standard_normal(BIG))
    assert _handler(first.get_data()) == "tensorplay_masked_buffers"
    where = first.get_data().__array_interface__["data"][0]
    del first
    assert _buffers.held() >= x.nbytes
    second = _grad("sum", x, m, g)
    assert second.get_data().__array_interface__["data"][0] == where      # the same memory, taken back
    # and every byte of it rewritten: sum's gradient is g along each row where valid, 0 elsewhere
    want = np.where(m, g[:, None], 0.0)
    assert second.get_data().tobytes() == want.tobytes()
    assert (second.get_mask() == m).all()


def test_the_cache_changes_no_gradient(cache):
    rng = np.random.default_rng(4)
    x = rng.standard_normal(BIG)
    m = rng.random(BIG) < 0.6
    g = rng.standard_normal(BIG[0])
    cached = [_grad(op, x, m, g).get_data().copy() for op in ("var", "amax", "norm", "logsumexp", "mean")]
    _buffers.set_limit(0)
    assert _buffers.held() == 0
    plain = [_grad(op, x, m, g).get_data() for op in ("var", "amax", "norm", "logsumexp", "mean")]
    assert _buffers.held() == 0
    for a, b in zip(cached, plain):
        assert a.tobytes() == b.tobytes()


def test_only_large_results_and_gradients_allocate_through_the_cache(cache):
    leaf = tm.masked_tensor(np.ones(BIG), np.ones(BIG, bool), requires_grad=True)
    y = leaf.exp()                               # a large forward result: the cache's
    assert _handler(y.get_data()) == "tensorplay_masked_buffers"
    assert _handler(y.get_mask()) != "tensorplay_masked_buffers"      # its mask: 0.6 MB, under the minimum
    small = tm.masked_tensor(np.ones(10), np.ones(10, bool)).exp()
    assert _handler(small.get_data()) != "tensorplay_masked_buffers"     # small ones: numpy's allocator
    y.backward(np.ones(BIG))
    assert _handler(leaf.grad.get_data()) == "tensorplay_masked_buffers"
    assert _handler(np.empty(BIG)) != "tensorplay_masked_buffers"      # and after both, numpy's again
    assert _handler(np.exp(np.ones(BIG))) != "tensorplay_masked_buffers"
    _buffers.set_limit(0)                        # the cache off: nothing goes through it
    assert _handler(tm.masked_tensor(np.ones(BIG), np.ones(BIG, bool)).exp().get_data()) != \
        "tensorplay_masked_buffers"


WIDE = (1100, 1000)         # masks of 1.1 MB: over the minimum too


def _forward_cases():
    rng = np.random.default_rng(8)
    x = rng.standard_normal(WIDE)
    m = rng.random(WIDE) < 0.5
    y = rng.standard_normal(WIDE)
    n = rng.random(WIDE) < 0.7
    a, b = tm.masked_tensor(x, m), tm.masked_tensor(y, n)
    xn = np.where(m, x, np.nan)
    return {
        "cumsum": lambda: tm.cumsum(x, 1, mask=m),
        "softmax": lambda: tm.softmax(x, 1, mask=m),
        "add": lambda: a + b,
        "gt": lambda: a > b,
        "mul_scalar": lambda: a * 2.5,
        "exp": lambda: a.exp(),
        "move_mean": lambda: tm.move_mean(x, 7, mask=m),
        "move_argmax": lambda: tm.move_argmax(x, 7, mask=m, min_count=1),
        "move_median": lambda: tm.move_median(x, 7, mask=m, min_count=1),
        "move_quantile": lambda: tm.move_quantile(x, 40, [0.1, 0.5, 0.9], mask=m, min_count=1),
        "move_exp_mean": lambda: tm.move_exp_mean(x, 0.3, mask=m),
        "ffill": lambda: tm.ffill(xn),
        "masked_fill": lambda: tm.masked_fill(x, m, -1.5),
    }


def _arrays(r):
    return [r.get_data(), r.get_mask()] if isinstance(r, tm.MaskedTensor) else [r]


@pytest.mark.parametrize("name", sorted(_forward_cases()))
def test_a_large_result_written_into_a_dirty_cached_buffer_has_the_bits_of_a_fresh_one(name, cache):
    call = _forward_cases()[name]
    _buffers.set_limit(0)
    fresh = [a.copy() for a in _arrays(call())]          # numpy's own memory
    assert all(_handler(a) != "tensorplay_masked_buffers" for a in _arrays(call()))
    _buffers.set_limit(256 << 20)
    # The cache holds buffers of exactly each result's size, full of 0xA5 garbage.
    junk = [_buffers.empty(a.shape, a.dtype) for a in fresh]
    for j in junk:
        j.view(np.uint8).fill(0xA5)
    where = {j.__array_interface__["data"][0] for j in junk}
    del j, junk
    got = _arrays(call())
    assert {a.__array_interface__["data"][0] for a in got} <= where        # taken back from the cache
    for a, b in zip(got, fresh):
        assert a.dtype == b.dtype and a.shape == b.shape
        assert a.tobytes() == b.tobytes()


def test_the_limit_bounds_what_is_held(cache):
    _buffers.set_limit(3 << 20)
    a = [_grad("sum", np.ones((300, 1000)), np.ones((300, 1000), bool), np.ones(300)) for _ in range(3)]
    del a                                        # three 2.4 MB buffers freed: one fits
    assert 0 < _buffers.held() <= 3 << 20
    _buffers.clear()
    assert _buffers.held() == 0 and _buffers.limit() == 3 << 20
    with pytest.raises(ValueError, match="set_limit: nbytes must be >= 0"):
        _buffers.set_limit(-1)


@pytest.mark.parametrize("name", ["TP_BUFFER_CACHE_MB", "TP_GRAD_CACHE_MB"])
def test_the_environment_sets_the_limit(name):
    code = "from tensorplay.masked._csrc import _buffers; print(_buffers.limit())"
    env = {k: v for k, v in __import__("os").environ.items() if not k.endswith("_CACHE_MB")}
    run = lambda v: subprocess.run([sys.executable, "-P", "-c", code], capture_output=True, text=True,  # noqa: E731
                                   env={**env, name: v})
    assert run("64").stdout.strip() == str(64 << 20)
    assert run("0").stdout.strip() == "0"
    bad = run("lots")
    assert bad.returncode != 0 and f"{name} must be a whole number of MiB; got 'lots'" in bad.stderr


@pytest.mark.parametrize("offset", range(0, 72, 7))
def test_streaming_stores_write_the_bytes_memcpy_writes(offset):
    rng = np.random.default_rng(offset)
    src = rng.integers(0, 256, 3000, dtype=np.uint8)
    for n in (0, 1, 63, 64, 65, 127, 128, 129, 1000, 3000):
        dst = np.full(3200, 7, np.uint8)
        _native.stream_bytes(dst[offset:], src[:n])
        want = np.full(3200, 7, np.uint8)
        want[offset:offset + n] = src[:n]
        assert dst.tobytes() == want.tobytes(), (offset, n)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("threads", [1, 2])
def test_a_kernel_streaming_its_output_writes_the_bits_it_writes_in_cache(dtype, threads):
    """The backward kernels' streamed rows (blocks copied by tp_stream_bytes)
    against the same kernel's plain stores, on a broadcast leaf, a full one
    and an output whose rows start at every alignment."""
    from tensorplay.masked._autograd.record import _walk_dims
    from tensorplay.masked._generated import _k_backward
    rng = np.random.default_rng(6)
    kernel = _k_backward.KERNELS["o0 * (o1 - o2)"][np.dtype(dtype).name]
    shape = (37, 1203)
    a = rng.standard_normal((37, 1)).astype(dtype)
    b = rng.standard_normal(shape).astype(dtype)
    c = rng.standard_normal((37, 1)).astype(dtype)
    m = rng.random(shape) < 0.5
    ops = [np.broadcast_to(a, shape), b, np.broadcast_to(c, shape)]
    want = None
    for lead in range(0, 9):
        for stream in (False, True):
            buf = np.full(shape[0] * (shape[1] + 9), np.nan, dtype)
            # rows of 1203 elements 1212 apart, the first `lead` elements into the buffer
            rows = np.lib.stride_tricks.as_strided(buf[lead:], shape, ((shape[1] + 9) * buf.itemsize, buf.itemsize))
            with tm.num_threads(threads):
                kernel(*ops, m, rows, _walk_dims(shape, [x.strides for x in ops] + [m.strides, rows.strides]),
                       stream)
            got = rows.copy()
            if want is None:
                want = got
                np.testing.assert_allclose(got, np.where(m, a * (b - c), 0), rtol=4 * np.finfo(dtype).eps)
            assert got.tobytes() == want.tobytes(), (lead, stream)
            assert np.isnan(buf[:lead]).all()                       # nothing written before the first row


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_a_streamed_gradient_has_the_bits_of_one_written_in_cache(dtype, cache):
    """A gradient over the streaming threshold (record.STREAM_MIN_BYTES), its
    buffer given back by the cache (so streamed), against the same formula on
    its halves (each under the threshold): elementwise, so the same bits."""
    from tensorplay.masked._autograd.record import STREAM_MIN_BYTES
    rng = np.random.default_rng(5)
    rows = (STREAM_MIN_BYTES + (1 << 20)) // (1500 * np.dtype(dtype).itemsize) + 1
    x = rng.standard_normal((rows, 1500)).astype(dtype)
    m = rng.random(x.shape) < 0.5
    g = rng.standard_normal(rows).astype(dtype)
    for _ in range(2):
        leaf = tm.masked_tensor(x, m, requires_grad=True)
        y = tm.logsumexp(leaf, 1)
        reused = _buffers.has(x.nbytes)
        y.backward(g)
        got = leaf.grad.get_data().tobytes()
        del leaf, y
    assert reused
    half = rows // 2
    parts = []
    for sl in (slice(0, half), slice(half, rows)):
        p = tm.masked_tensor(x[sl], m[sl], requires_grad=True)
        tm.logsumexp(p, 1).backward(g[sl])
        parts.append(p.grad.get_data())
    assert got == np.concatenate(parts).tobytes()


def test_threads_sharing_the_cache_get_whole_results_of_their_own(cache):
    # Buffers freed in one thread are taken by the other; each result must
    # still be its own call's bytes, whatever the interleaving.
    import threading
    cases = _forward_cases()
    names = ["cumsum", "add", "exp", "move_mean", "masked_fill"]
    _buffers.set_limit(0)
    want = {n: [a.copy() for a in _arrays(cases[n]())] for n in names}
    _buffers.set_limit(64 << 20)
    bad = []

    def work(order):
        for _ in range(6):
            for n in order:
                got = _arrays(cases[n]())
                if any(a.tobytes() != b.tobytes() for a, b in zip(got, want[n])):
                    bad.append(n)

    threads = [threading.Thread(target=work, args=(o,)) for o in (names, names[::-1])]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert bad == []
    assert 0 < _buffers.held() <= 64 << 20
