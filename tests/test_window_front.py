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
# the ops the front end takes (move_quantile, whose q and method the runtime resolves, declines)
TAKEN = [name for name in MOVING if name != "move_quantile"]


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


def test_every_kind_names_a_front_builder_the_runtime_has():
    from tensorplay.masked._runtime import memory
    assert {k.front for k in KINDS.values()} - {""} == set(memory.FRONTS)


def test_the_moving_ops_have_a_window_front_end():
    assert set(TAKEN) >= {"move_sum", "move_mean", "move_count", "move_var", "move_std", "move_min", "move_max",
                          "move_argmin", "move_argmax"}
    for name in MOVING:
        assert type(getattr(ops, f"_{name}_front")).__name__ == "WindowFront"
    assert type(ops._move_exp_mean_front).__name__ == "ExpFront"
    assert type(ops._ffill_front).__name__ == type(ops._bfill_front).__name__ == "GapFillFront"


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
    # move_quantile declines every call (the runtime resolves q and method)
    assert front("move_quantile", x, -1, None, window=2, q=0.5, method="linear") is None


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
    assert M.move_median(x, 2, mask=m, min_count=1).tolist() == [0, 0, 2, 2.5, 3, 5, 5.5, 6.5]
    assert calls == []
    M.move_sum(x, 2, mask=m.astype(np.int8), min_count=1)
    M.move_quantile(x, 2, 0.5)
    assert calls == ["move_sum", "move_quantile"]
    with pytest.raises(ValueError, match="move_sum"):
        M.move_sum(x, 0)


@pytest.mark.parametrize("name", ["ffill", "bfill"])
def test_gap_fill_front_equals_runtime_bit_for_bit(name):
    rng = np.random.default_rng(5)
    f = getattr(ops, f"_{name}_front")
    spec = getattr(ops, f"_{name}_spec")
    seen = 0
    for shape in [(1,), (9,), (3, 7), (2, 2, 12)]:
        x = rng.standard_normal(shape)
        x.flat[::5] = np.nan
        for mask, limit in itertools.product([None, rng.random(shape) < 0.5, np.zeros(shape, bool)],
                                             [None, 0, 1, 3, 100]):
            got = f(x, -1, None, mask, (limit,))
            assert got is not None
            want = dispatch.gap_fill(spec, input=x, dim=-1, dtype=None, mask=mask, args={"limit": limit})
            identical(got, want, (name, shape, limit))
            seen += 1
    assert seen == 60
    m = rng.random((3, 4)) < 0.5
    x = rng.standard_normal((3, 4))
    for args in [(x.astype(np.float32), -1, None, m, (None,)), (x, 0, None, m, (None,)), (x, -1, None, m, (-1,)),
                 (x, -1, None, m, (True,)), (x, -1, None, m, (1.0,)), (x.T, -1, None, m.T, (None,)),
                 (x, -1, np.float32, m, (None,)), (x, -1, None, m.astype(np.uint8), (None,))]:
        assert f(*args) is None
    assert M.ffill(np.array([1.0, 2.0, 3.0]), mask=np.array([True, False, True])).tolist() == [1.0, 1.0, 3.0]
    with pytest.raises(ValueError, match="ffill"):
        M.ffill(x, limit=-1)


EXP = sorted(op.name for op in SPEC.ops.values() if KINDS[op.kind].front == "exp")


@pytest.mark.parametrize("name", EXP)
def test_exp_front_equals_runtime_bit_for_bit(name):
    rng = np.random.default_rng(len(name) + 7)
    f = getattr(ops, f"_{name}_front")
    spec = getattr(ops, f"_{name}_spec")
    own = names(name)
    seen = 0
    for shape, dtype in itertools.product([(1,), (9,), (3, 7), (2, 2, 12)], [np.float64, np.float32]):
        x = (rng.standard_normal(shape) + 1e6).astype(dtype)
        x.flat[::6] = np.nan
        for mask, alpha, mw, adjust, corr in itertools.product(
                [None, rng.random(shape) < 0.6], [0.1, 0.5, 1.0], [0.0, 1, 1.5], [True, False], [0, 1.0]):
            given = {"alpha": alpha, "min_weight": mw, "adjust": adjust}
            if "correction" in own:
                given["correction"] = corr
            elif corr == 0:
                continue
            if name == "move_exp_sum" and not adjust:
                assert f(x, -1, None, mask, tuple(given[p] for p in own)) is None       # (the runtime's error)
                continue
            got = f(x, -1, None, mask, tuple(given[p] for p in own))
            assert got is not None, (name, given)
            want = dispatch.exp_moving(spec, input=x, dim=-1, dtype=None, mask=mask, args=given)
            identical(got, want, (name, shape, dtype, given))
            seen += 1
    assert seen >= 96
    x = rng.standard_normal((3, 4))
    ok = {"alpha": 0.5, "min_weight": 0.0, "adjust": True, "correction": 1}
    for bad in [{"alpha": 0}, {"alpha": 1.5}, {"alpha": np.nan}, {"alpha": 1}, {"alpha": np.float64(0.5)},
                {"alpha": np.full(4, 0.5)}, {"min_weight": -1.0}, {"min_weight": np.nan}, {"min_weight": True},
                {"adjust": 1}, {"correction": 2}, {"correction": True}]:
        if "correction" in bad and "correction" not in own:
            continue
        given = {**ok, **bad}
        assert f(x, -1, None, None, tuple(given[p] for p in own)) is None, bad
    assert f(x.T, -1, None, None, tuple(ok[p] for p in own)) is None
    assert f(x, 0, None, None, tuple(ok[p] for p in own)) is None
    with pytest.raises(ValueError, match=name):
        getattr(M, name)(x, 1.5)
