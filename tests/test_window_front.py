"""The compiled front end of the moving windows (front.pyx WindowFront): it
takes the common call of an op whose statistic the block-state kernel
computes and gives, bit for bit, what the Python runtime (memory.moving)
gives; it declines (returns None) everything else, which the runtime then
handles and rejects with its own errors."""
from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest

import tensorplay.masked as M
from codegen.kinds import KINDS
from codegen.load import load
from tensorplay.masked._generated import ops
from tensorplay.masked._runtime import dispatch

SPEC = load(Path(__file__).resolve().parents[1] / "ops.yaml")
MOVING = sorted(op.name for op in SPEC.ops.values() if KINDS[op.kind].front == "window")
# the ops whose statistic the block-state kernel computes (the order statistics decline)
TAKEN = [name for name in MOVING if name not in ("move_median", "move_quantile")]


def names(name):
    return [p for p in SPEC.ops[name].params]


def front(name, x, dim, mask, **given):
    """The front end called as the generated wrapper calls it."""
    defaults = SPEC.ops[name].signature.defaults
    args = []
    for p in names(name):
        v = given[p] if p in given else defaults.get(p)
        args.append(eval(v, {"np": np}) if isinstance(v, str) and p not in given else v)
    return getattr(ops, f"_{name}_front")(x, dim, None, mask, tuple(args))


def runtime(name, x, dim, mask, **given):
    return dispatch.moving(getattr(ops, f"_{name}_spec"), input=x, dim=dim, dtype=None, mask=mask, args=given)


def identical(a, b, what):
    assert a.dtype == b.dtype and a.shape == b.shape, f"{what}: {a.dtype}{a.shape} vs {b.dtype}{b.shape}"
    assert a.tobytes() == b.tobytes(), f"{what}: {a} vs {b}"


def test_the_moving_ops_have_a_window_front_end():
    assert set(TAKEN) >= {"move_sum", "move_mean", "move_count", "move_var", "move_std", "move_min", "move_max",
                          "move_argmin", "move_argmax"}
    for name in MOVING:
        assert type(getattr(ops, f"_{name}_front")).__name__ == "WindowFront"
    assert not hasattr(ops, "_move_exp_mean_front") and not hasattr(ops, "_ffill_front")


@pytest.mark.parametrize("name", TAKEN)
def test_window_front_equals_runtime_bit_for_bit(name):
    rng = np.random.default_rng(len(name))
    takes_correction = "correction" in names(name)
    seen = 0
    for shape, dtype in itertools.product([(1,), (7,), (3, 5), (2, 3, 10)], [np.float64, np.float32]):
        x = rng.standard_normal(shape).astype(dtype)
        x.flat[::4] = rng.choice([np.nan, np.inf, -np.inf, 1e17, 0.0], size=x.flat[::4].shape)
        masks = [None, rng.random(shape) < 0.7, np.zeros(shape, bool)]
        L = shape[-1]
        for mask, window, center in itertools.product(masks, sorted({1, 2, 3, L, L + 4}), [False, True]):
            for min_count in sorted({None, 0, 1, window}, key=lambda v: -1 if v is None else v):
                for correction in ((0, 1.0, 2.5) if takes_correction else (None,)):
                    given = {"window": window, "min_count": min_count, "center": center}
                    if correction is not None:
                        given["correction"] = correction
                    got = front(name, x, -1, mask, **given)
                    assert got is not None, (name, shape, dtype, given)
                    want = runtime(name, x, -1, mask, **given)
                    identical(got, want, (name, shape, dtype, mask is None, given))
                    seen += 1
    assert seen > 100


@pytest.mark.parametrize("call", [
    lambda n, x, m: front(n, x.astype(np.int64), -1, m, window=2),                   # an int dtype
    lambda n, x, m: front(n, x.astype(np.float16), -1, m, window=2),                 # float16
    lambda n, x, m: front(n, x.T, -1, m.T, window=2),                                # not C-contiguous
    lambda n, x, m: front(n, x, 0, m, window=2),                                     # not the last dim
    lambda n, x, m: front(n, x, 1.0, m, window=2),                                   # a float dim
    lambda n, x, m: front(n, x, -1, m.astype(np.int8), window=2),                    # an int mask
    lambda n, x, m: front(n, x, -1, m[0], window=2),                                 # a broadcast mask
    lambda n, x, m: front(n, x, -1, (m.view(np.uint8) * 2).view(bool), window=2),   # bytes 0/2
    lambda n, x, m: front(n, x.astype(x.dtype.newbyteorder("S")), -1, m, window=2),  # byte-swapped
    lambda n, x, m: front(n, np.ma.array(x), -1, m, window=2),                       # numpy.ma
    lambda n, x, m: front(n, M.masked_tensor(x, m), -1, None, window=2),             # a MaskedTensor
    lambda n, x, m: front(n, x.tolist(), -1, m, window=2),                           # a list
    lambda n, x, m: front(n, x[0, 0], -1, None, window=2),                           # 0-d
    lambda n, x, m: front(n, x[:0], -1, m[:0], window=2),                            # empty
    lambda n, x, m: front(n, x, -1, m, window=True),                                 # a bool window
    lambda n, x, m: front(n, x, -1, m, window=2.0),                                  # a float window
    lambda n, x, m: front(n, x, -1, m, window=np.int64(2)),                          # a numpy int
    lambda n, x, m: front(n, x, -1, m, window=0),                                    # window < 1
    lambda n, x, m: front(n, x, -1, m, window=2, min_count=3),                       # min_count > window
    lambda n, x, m: front(n, x, -1, m, window=2, min_count=-1),
    lambda n, x, m: front(n, x, -1, m, window=2, min_count=1.0),
    lambda n, x, m: front(n, x, -1, m, window=2, center=1),                          # center not a bool
])
def test_window_front_declines_the_rest(call):
    x = np.arange(12.0).reshape(3, 4)
    m = x > 3
    for name in MOVING:
        assert call(name, x, m) is None, name


def test_window_front_declines_what_the_resolver_refuses():
    x = np.arange(12.0).reshape(3, 4)
    for bad in (np.nan, True, "a", 2 ** 60):
        assert front("move_var", x, -1, None, window=2, correction=bad) is None, bad
    with pytest.raises(TypeError, match="move_var"):
        M.move_var(x, 2, correction="a")
    # the order statistics decline every call (their kernel is another's)
    assert front("move_median", x, -1, None, window=2) is None


def test_public_calls_go_through_the_window_front_end(monkeypatch):
    calls = []
    real = dispatch.moving
    monkeypatch.setattr(dispatch, "moving", lambda spec, **k: (calls.append(spec.name), real(spec, **k))[1])
    x = np.arange(8.0)
    m = np.array([1, 0, 1, 1, 0, 1, 1, 1], bool)
    assert M.move_sum(x, 2, mask=m, min_count=1).tolist() == [0, 0, 2, 5, 3, 5, 11, 13]
    assert M.move_max(x.astype(np.float32), 3).dtype == np.float32
    assert M.move_count(x, 3, mask=m).dtype == np.int64
    assert calls == []                                  # the runtime was never needed
    M.move_sum(x, 2, mask=m.astype(np.int8), min_count=1)
    M.move_median(x, 2)
    assert calls == ["move_sum", "move_median"]
    with pytest.raises(ValueError, match="move_sum"):
        M.move_sum(x, 0)
