"""The compiled front end of the reductions (tensorplay/masked/_runtime/front.pyx):
it takes the common call and gives, bit for bit, what the Python runtime
gives; it declines (returns None) everything else, which the runtime then
handles (and rejects with its errors)."""
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
from tensorplay.masked.testing import sample, with_layout

SPEC = load(Path(__file__).resolve().parents[1] / "ops.yaml")
# Every reduction, scan and normalization with a front end (the table fronts),
# and its own parameters at their defaults.  (The fill front and the moving
# windows' fronts: their own tests, test_window_front.py.)
FRONTS = {name: getattr(ops, f"_{name}_front") for name in ops.__all__
          if hasattr(ops, f"_{name}_front") and name in SPEC.ops and KINDS[SPEC.ops[name].kind].front == "table"}
DEFAULTS = {op.name: {p.name: p.value for p in op.signature.params if p.name in op.params and p.default is not None}
            for op in SPEC.ops.values() if op.params}
# The fronts along one dim (scans, normalizations): no keepdim.
ALONG = {name for name in FRONTS if "keepdim" not in KINDS[SPEC.ops[name].kind].params}


def test_every_reduction_scan_and_normalization_has_a_front_end():
    """Every op of a kind with front ends, unless a parameter of its own has no
    default (normalize's ord): ops.yaml decides, so a new op is covered too."""
    expected = {op.name for op in SPEC.ops.values()
                if KINDS[op.kind].front == "table" and set(op.params) <= set(op.signature.defaults)}
    assert set(FRONTS) == expected
    assert {"sum", "cumsum", "softmax", "norm"} <= set(FRONTS) and "normalize" not in FRONTS


def runtime(name, x, dim, keepdim, mask):
    spec = getattr(ops, f"_{name}_spec")
    kind = KINDS[spec.kind]
    given = {"input": x, "dim": dim, "keepdim": keepdim, "dtype": None, "mask": mask}
    return getattr(dispatch, kind.entry)(spec, **{p: given[p] for p in kind.params}, args=dict(DEFAULTS.get(name, {})))


def front(name, x, dim, keepdim, mask):
    if name in ALONG:
        return None if keepdim else FRONTS[name](x, dim, None, mask, ())
    return FRONTS[name](x, dim, keepdim, None, mask, tuple(DEFAULTS.get(name, {}).values()))


def identical(a, b, what):
    assert a.dtype == b.dtype and a.shape == b.shape, f"{what}: {a.dtype}{a.shape} vs {b.dtype}{b.shape}"
    assert a.tobytes() == b.tobytes(), f"{what}: {a} vs {b}"


SHAPES = [(), (0,), (7,), (3, 5), (2, 0, 3), (4, 3, 5), (1, 6, 1)]


@pytest.mark.parametrize("name", sorted(FRONTS))
def test_front_equals_runtime_bit_for_bit(name):
    rng = np.random.default_rng(1)
    spec = getattr(ops, f"_{name}_spec")
    taken = 0
    for dtype in spec.result:
        for shape, layout in itertools.product(SHAPES, ("C", "F", "negative")):
            x = with_layout(sample(dtype, shape, rng), layout)
            for mask_kind, keepdim in itertools.product(("none", "bool", "c_bool"), (False, True)):
                mask = None if mask_kind == "none" else (rng.random(shape) < 0.6)
                if mask_kind == "bool" and mask.ndim > 1:
                    mask = np.asfortranarray(mask)            # another layout: declined
                dims = ([] if name in ALONG else [None]) + list(range(-len(shape), len(shape))) or [0]
                for dim in dims:
                    what = f"{name} {dtype} {shape} {layout} mask={mask_kind} dim={dim} keepdim={keepdim}"
                    got = front(name, x, dim, keepdim, mask)
                    want = runtime(name, x, dim, keepdim, mask)
                    if got is None:
                        continue
                    identical(got, want, what)
                    taken += 1
    assert taken > 100


def test_front_takes_the_common_calls():
    x = np.arange(12.0).reshape(3, 4)
    m = x > 3
    for name in FRONTS:
        for dim in (0, 1, -1) if name in ALONG else (None, 0, 1, -1):
            assert front(name, x, dim, False, m) is not None, (name, dim)
            assert front(name, x, dim, name in ALONG, None) is not None or name in ALONG, (name, dim)


@pytest.mark.parametrize("call", [
    lambda f, x, m, e: f(x.tolist(), None, False, None, m, e),                   # a list
    lambda f, x, m, e: f(x, (0, 1), False, None, m, e),                          # a tuple of dims
    lambda f, x, m, e: f(x, 5, False, None, m, e),                               # dim out of range
    lambda f, x, m, e: f(x, 1.0, False, None, m, e),                             # a float dim
    lambda f, x, m, e: f(x, True, False, None, m, e),                            # a bool dim
    lambda f, x, m, e: f(x, None, 1, None, m, e),                                # keepdim not a bool
    lambda f, x, m, e: f(x, None, False, np.float32, m, e),                      # dtype=
    lambda f, x, m, e: f(x, None, False, None, m.astype(np.int8), e),            # an int mask
    lambda f, x, m, e: f(x, None, False, None, m[0], e),                         # a broadcast mask
    lambda f, x, m, e: f(x, None, False, None, (m.view(np.uint8) * 2).view(bool), e),    # bytes 0/2
    lambda f, x, m, e: f(x.astype(x.dtype.newbyteorder("S")), None, False, None, m, e),  # byte-swapped
    lambda f, x, m, e: f(np.ma.array(x), None, False, None, m, e),               # numpy.ma
    lambda f, x, m, e: f(M.masked_tensor(x, m), None, False, None, m, e),        # a MaskedTensor with mask=
    lambda f, x, m, e: f(x.astype(object), None, False, None, m, e),             # object dtype
])
def test_front_declines_the_rest(call):
    x = np.arange(12.0).reshape(3, 4)
    m = x > 3
    for name, f in FRONTS.items():
        if name in ALONG:
            continue            # (their own signature: covered below)
        extra = tuple(DEFAULTS.get(name, {}).values())
        assert call(f, x, m, extra) is None, name


@pytest.mark.parametrize("name", sorted(ALONG))
def test_along_front_declines_the_rest(name):
    f = FRONTS[name]
    x = np.arange(12.0).reshape(3, 4)
    m = x > 3
    assert f(x, 1, None, m) is not None
    for args in [(x, None, None, m), (x, (0,), None, m), (x.T, 1, None, m.T), (x, 1, np.float32, m),
                 (x, 1, None, m[0]), (x, 5, None, m), (x.tolist(), 1, None, m)]:
        assert f(*args) is None


def test_front_takes_every_parameter_value_of_the_runtime():
    # norm's ord picks the kernels of an ops.yaml variant, var's and std's correction is read by the
    # kernel: the front end resolves them as the runtime does and runs the same kernel with the same
    # parameters (a uint8 mask sends the public call to the runtime): the same bits
    rng = np.random.default_rng(2)
    x = rng.standard_normal((3, 40))
    m = rng.random(x.shape) < 0.7
    cases = [("norm", (o,), lambda o: M.norm(x, o, 1, mask=m.astype(np.uint8)))
             for o in (1.0, 1, 3.0, 0.5, 0, np.inf, -np.inf, -2.0)]
    cases += [(name, (unbiased, c), lambda u, c, name=name: getattr(M, name)(x, 1, u, correction=c,
                                                                              mask=m.astype(np.uint8)))
              for name in ("var", "std") for unbiased, c in ((False, None), (True, None), (None, 0), (None, 2.5))]
    for name, extra, runtime in cases:
        got = FRONTS[name](x, 1, False, None, m, extra)
        assert got is not None, (name, extra)
        assert got.tobytes() == runtime(*extra).tobytes(), (name, extra)
    # what the resolver refuses or cannot compare is the runtime's to raise
    assert FRONTS["norm"](x, 1, False, None, None, (np.ones(2),)) is None      # an array: ambiguous ==
    assert FRONTS["var"](x, 1, False, None, None, (None, "a")) is None
    with pytest.raises(TypeError, match="var"):
        M.var(x, 1, correction="a")


def test_public_calls_go_through_the_front_end(monkeypatch):
    calls = []
    real = dispatch.run
    monkeypatch.setattr(dispatch, "run", lambda spec, **k: (calls.append(spec.name), real(spec, **k))[1])
    x = np.arange(8.0)
    m = np.array([1, 0, 1, 1, 0, 1, 1, 1], bool)
    assert M.sum(x, mask=m) == 23.0 and M.amax(x, mask=m) == 7.0 and M.mean(x, mask=m) == 23.0 / 6
    assert calls == []                                  # the runtime was never needed
    M.sum(x, mask=m.astype(np.int8))
    assert calls == ["sum"]


@pytest.mark.parametrize("rule", ["any", "all"])
def test_masked_tensor_reductions_match_the_runtime(rule):
    import dataclasses
    rng = np.random.default_rng(3)
    taken = 0
    for name in ("sum", "amax", "argmax", "mean", "median"):
        spec = dataclasses.replace(getattr(ops, f"_{name}_spec"), output_mask=rule)
        f = dispatch.front(spec, "table", ())
        for shape in [(), (5,), (3, 4), (2, 0, 3), (4, 3, 5), (1, 1)]:
            x = rng.standard_normal(shape)
            mt = M.masked_tensor(x, rng.random(shape) < 0.5)
            for dim in [None] + list(range(-len(shape), len(shape))):
                for keepdim in (False, True):
                    got = f(mt, dim, keepdim, None, None, ())
                    want = dispatch.run(spec, input=mt, dim=dim, keepdim=keepdim, dtype=None, mask=None, args={})
                    assert got is not None and M.is_masked_tensor(got)
                    identical(got.get_data(), want.get_data(), f"{name} {shape} {dim}")
                    identical(got.get_mask(), want.get_mask(), f"{name} {shape} {dim} mask ({rule})")
                    taken += 1
        assert f(mt, None, False, None, np.ones(mt.shape, bool), ()) is None     # mask= with a MaskedTensor
    assert taken > 100


def test_fill_front_equals_the_runtime():
    from tensorplay.masked._runtime import selectors
    f = ops._masked_fill_front
    rng = np.random.default_rng(5)
    taken = 0
    for dtype in ops._masked_fill_spec.dtypes:
        for shape in [(), (0,), (7,), (3, 5), (2, 0, 3)]:
            x = sample(dtype, shape, rng)
            m = np.asarray(rng.random(shape) < 0.5)
            for value in (0, 1, True, 2.5, -3, 300, 2 ** 70, 1j):
                got = f(x, m, value)
                try:
                    want = selectors.run(ops._masked_fill_spec, False, x, m, value=value)
                except (TypeError, ValueError):
                    assert got is None, (dtype, value)      # the runtime raises: the front declined
                    continue
                if got is None:
                    continue
                identical(got, want, f"masked_fill {dtype} {shape} {value!r}")
                taken += 1
    assert taken > 50
    x = np.arange(6.0)
    assert f(x[::2], np.ones(3, bool), 0.0) is None                 # strided input
    assert f(x, np.ones(6, np.int8), 0.0) is None                    # int mask
    assert f(x, np.ones(3, bool), 0.0) is None                       # not its shape
    assert f(x, np.ones(6, bool), np.float64(1.0)) is None           # numpy scalar: the runtime's rules


def test_gather_front_equals_the_runtime():
    from tensorplay.masked._runtime import selectors
    f = ops._masked_select_front
    rng = np.random.default_rng(6)
    taken = 0
    for dtype in ops._masked_select_spec.dtypes:
        for shape in [(), (0,), (7,), (3, 5), (2, 0, 3), (2, 3, 4)]:
            x = np.asarray(sample(dtype, shape, rng))
            layouts = [x, x.astype(x.dtype.newbyteorder()), np.asfortranarray(x).reshape(shape)]
            if len(shape) > 1:
                layouts.append(np.swapaxes(sample(dtype, shape[::-1], rng), 0, -1))
            for xs in layouts:
                for m in (rng.random(shape) < 0.5, np.ones(shape, bool), np.zeros(shape, bool),
                          np.asfortranarray(rng.random(shape) < 0.3),
                          np.asarray(rng.integers(0, 3, shape), np.uint8).view(bool)):     # (bytes 0, 1, 2)
                    m = np.asarray(m).reshape(shape)     # (0-d: a numpy bool, or made 1-d by asfortranarray)
                    got = f(xs, m)
                    want = selectors.run(ops._masked_select_spec, False, xs, m)
                    assert got is not None
                    identical(got, want, f"masked_select {dtype} {shape}")
                    assert got.dtype == xs.dtype and got.flags.owndata and got.flags.writeable
                    taken += 1
    assert taken > 200
    x = np.arange(6.0)
    assert f(x, np.ones(6, np.int8)) is None                          # int mask
    assert f(x, np.ones(3, bool)) is None                             # not its shape (the runtime broadcasts)
    assert f(x.reshape(2, 3), np.ones(3, bool)) is None
    assert f([1.0, 2.0], np.ones(2, bool)) is None                    # a list
    assert f(np.array(["a"]), np.ones(1, bool)) is None               # not a dtype of the op


@pytest.mark.parametrize("name", ["sum", "mean", "amax", "var", "move_sum", "quantile"])
def test_zero_dim_inputs_with_integer_masks(name):
    # `mask != 0` of a 0-d integer mask is a numpy bool, not an array: the runtime must make it one
    # before a kernel reads it (a shortcut for masks of the input's shape once handed the scalar on,
    # and the kernel crashed the process)
    call = {"move_sum": lambda x, m: M.move_sum(x, 1, 0, mask=m, min_count=1),
            "quantile": lambda x, m: M.quantile(x, 0.5, mask=m)}.get(name, lambda x, m: getattr(M, name)(x, mask=m))
    for mask, want in ((1, 2.0 if name != "var" else np.nan), (0, None)):
        got = call(np.array(2.0), np.array(mask))
        if want is not None:
            np.testing.assert_array_equal(got, want)
        else:
            assert np.shape(got) == ()
