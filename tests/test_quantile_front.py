"""The compiled front end of quantile over one slice (front.pyx QuantileFront):
bit for bit the Python runtime's result (memory.quantile, itself numpy's),
for every method and form of q; everything else declined to the runtime."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

import tensorplay.masked as M
from tensorplay.masked._generated import ops
from tensorplay.masked._runtime import dispatch
from tensorplay.masked._runtime.params import QUANTILE_METHODS

FRONT = ops._quantile_front
SPEC = ops._quantile_spec


def runtime(x, q, dim, keepdim, mask, method):
    return dispatch.quantile(SPEC, input=x, dim=dim, keepdim=keepdim, dtype=None, mask=mask,
                             args={"q": q, "method": method, "weights": None})


def identical(a, b, what):
    a, b = np.asarray(a), np.asarray(b)
    assert a.dtype == b.dtype and a.shape == b.shape, f"{what}: {a.dtype}{a.shape} vs {b.dtype}{b.shape}"
    assert a.tobytes() == b.tobytes(), f"{what}: {a} vs {b}"


@pytest.mark.parametrize("method", QUANTILE_METHODS)
def test_quantile_front_equals_runtime_bit_for_bit(method):
    rng = np.random.default_rng(len(method))
    seen = 0
    qs = [0.3, 0.5, 0, 1, 1.0, [0.1, 0.5, 0.9], np.array([0.25, 0.75]), np.array([0.2], np.float32), []]
    for shape, dtype in itertools.product([(1,), (2,), (7,), (40,), (3, 5)], [np.float64, np.float32]):
        x = rng.standard_normal(shape).astype(dtype)
        x.flat[::3] = rng.choice([1.0, -2.0, 0.5], size=x.flat[::3].shape)      # ties
        with_nan = x.copy()
        with_nan.flat[-1] = np.nan
        masks = [None, rng.random(shape) < 0.6, np.zeros(shape, bool)]
        dims = [None, 0, -1] if len(shape) == 1 else [None]
        for data, mask, q, dim, keepdim in itertools.product([x, with_nan], masks, qs, dims, [False, True]):
            got = FRONT(data, dim, keepdim, None, mask, (q, method, None))
            assert got is not None, (shape, dtype, q, dim)
            with np.errstate(all="ignore"):
                want = runtime(data, q, dim, keepdim, mask, method)
            identical(got, want, (method, shape, dtype, q, dim, keepdim, mask is None))
            seen += 1
    assert seen > 1000


def test_quantile_front_declines_the_rest():
    x = np.arange(12.0).reshape(3, 4)
    m = x > 3
    ok = (0.5, "linear", None)
    assert FRONT(x, None, False, None, m, ok) is not None
    for args in [(x, 1, False, None, m, ok),                          # along a dim of a 2-D input
                 (x, (0, 1), False, None, m, ok),                     # a tuple dim
                 (x.astype(np.int64), None, False, None, m, ok),      # ints
                 (x.astype(np.float16), None, False, None, m, ok),
                 (x.T, None, False, None, m.T, ok),                   # not C-contiguous
                 (x, None, 1, None, m, ok),                           # keepdim not a bool
                 (x, None, False, np.float32, m, ok),                 # dtype=
                 (x, None, False, None, m.astype(np.int8), ok),       # an int mask
                 (x, None, False, None, m[0], ok),                    # a broadcast mask
                 (x, None, False, None, m, (0.5, "inverted_cdf", np.ones(12))),   # weights
                 (x, None, False, None, m, (1.5, "linear", None)),    # q out of range: the runtime's error
                 (x, None, False, None, m, (0.5, "bogus", None)),
                 (x, None, False, None, m, (True, "linear", None)),
                 (M.masked_tensor(x, m), None, False, None, None, ok),
                 (x[:0], None, False, None, None, ok),
                 (np.zeros(4097), None, False, None, None, ok),      # long: the runtime's threaded kernel
                 (x.tolist(), None, False, None, m, ok)]:
        assert FRONT(*args) is None
    with pytest.raises(ValueError, match="quantile"):
        M.quantile(x, 1.5)


def test_public_quantile_calls_go_through_the_front_end(monkeypatch):
    calls = []
    real = dispatch.quantile
    monkeypatch.setattr(dispatch, "quantile", lambda spec, **k: (calls.append(spec.name), real(spec, **k))[1])
    x = np.array([4.0, 1.0, 3.0, 2.0, 10.0])
    m = np.array([1, 1, 1, 1, 0], bool)
    assert float(M.quantile(x, 0.5, mask=m)) == 2.5 == np.quantile(x[m], 0.5)
    assert M.quantile(x, [0.0, 1.0], mask=m).tolist() == [1.0, 4.0]
    assert calls == []
    M.quantile(x.reshape(1, 5), 0.5, 1)
    assert calls == ["quantile"]
