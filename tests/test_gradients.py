"""Gradients of every differentiable op, method and special function, by
central differences (tensorplay.masked.testing.gradcheck) over shapes, dims,
keepdim, parameters and masks with fully masked slices; the registry of
derivatives is checked against ops.yaml so that nothing declared escapes
the checks."""
from __future__ import annotations

import math
import zlib

import numpy as np
import pytest

import tensorplay.masked as tm
from codegen.load import load
from tensorplay.masked._autograd import record
from tensorplay.masked.testing.gradcheck import check_gradients


def _seed(key) -> int:
    """A seed that depends on the case only: hash() of a str changes from one
    process to the next (PYTHONHASHSEED), which made the data, and so whether a
    central difference straddled an order statistic's kink, change per run."""
    return zlib.crc32(repr(key).encode())


SPEC = load("ops.yaml")
DERIV = SPEC.derivatives


def _mask(shape, rng, full_row=True):
    m = rng.random(shape) < 0.75
    if full_row and len(shape) >= 2:
        m[1] = False                   # one fully masked slice along dim 0's index 1
    return m


def _data(shape, rng, low=-2.0, high=2.0):
    return rng.uniform(low, high, shape)


# -- the registry ---------------------------------------------------------------------------------

def test_every_op_is_registered_as_declared():
    assert set(record.OPS) == set(SPEC.ops) | set(SPEC.selectors)
    for name, d in DERIV["ops"].items():
        entry = record.OPS[name]
        assert bool(entry.formulas) == bool(d.formulas) and entry.none == d.none and entry.not_yet == d.not_yet


def test_every_method_callable_is_declared():
    declared = set(DERIV["callables"])
    for fam in SPEC.masked_tensor.families:
        for target in fam.methods.values():
            assert target.startswith("ops.") or target in declared, target


# -- reductions ----------------------------------------------------------------------------------

REDUCE_CASES = [((3, 4), None), ((3, 4), 0), ((3, 4), 1), ((3, 4), (0, 1)), ((7,), 0), ((2, 3, 4), (0, 2)),
                ((2, 3, 4), -1)]
REDUCE_PARAMS = {"var": [{}, {"correction": 0}, {"correction": 0.5}], "std": [{}, {"correction": 0}],
                 "norm": [{"ord": 2.0}, {"ord": 1.0}, {"ord": 3.0}, {"ord": 0.5}, {"ord": math.inf},
                          {"ord": -math.inf}, {"ord": 0.0}]}
REDUCE_OPS = [n for n, d in DERIV["ops"].items() if d.formulas and d.scope == "reduce"]


@pytest.mark.parametrize("op", REDUCE_OPS)
@pytest.mark.parametrize("shape,dim", REDUCE_CASES)
@pytest.mark.parametrize("keepdim", [False, True])
def test_reduction_gradients(op, shape, dim, keepdim):
    rng = np.random.default_rng(_seed((op, shape, str(dim), keepdim)))
    fn = getattr(tm, op)
    for params in REDUCE_PARAMS.get(op, [{}]):
        data = _data(shape, rng, 0.3, 2.0) if op in ("prod", "norm") else _data(shape, rng)
        mask = _mask(shape, rng)
        if op in ("var", "std"):           # one masked-out element: every slice keeps n > correction
            mask = np.ones(shape, bool)
            mask.flat[0] = False
        check_gradients(lambda x: fn(x, dim=dim, keepdim=keepdim, **params), [data], [mask], rtol=2e-5, atol=1e-6)


def test_prod_gradient_with_zeros_is_exact():
    data = np.array([[2.0, 0.0, 3.0, 4.0], [0.0, 5.0, 0.0, 1.0], [1.5, 2.0, 0.5, 3.0]])
    mask = np.array([[True, True, True, False], [True, True, True, True], [True, True, False, True]])
    check_gradients(lambda x: tm.prod(x, 1), [data], [mask])
    x = tm.masked_tensor(data, mask, requires_grad=True)
    tm.prod(x, 1).backward(np.ones(3))
    assert x.grad.get_data()[0].tolist() == [0.0, 6.0, 0.0, 0.0]       # only the zero gets the others' product
    assert x.grad.get_data()[1].tolist() == [0.0, 0.0, 0.0, 0.0]       # two zeros: nothing
    assert x.grad.get_data()[2].tolist() == [6.0, 4.5, 0.0, 3.0]


def test_amax_ties_share_the_gradient_evenly():
    x = tm.masked_tensor(np.array([3.0, 1.0, 3.0, 3.0]), np.array([True, True, True, False]), requires_grad=True)
    tm.amax(x).backward()
    assert x.grad.get_data().tolist() == [0.5, 0.0, 0.5, 0.0]


def test_median_gradient_goes_to_the_lower_median():
    x = tm.masked_tensor(np.array([4.0, 1.0, 3.0, 2.0]), np.ones(4, bool), requires_grad=True)
    tm.median(x).backward()
    assert x.grad.get_data().tolist() == [0.0, 0.0, 0.0, 1.0]          # the lower median of 1..4 is 2


QUANTILE_METHODS = ["linear", "lower", "higher", "midpoint", "nearest", "hazen", "weibull", "median_unbiased",
                    "normal_unbiased", "inverted_cdf", "averaged_inverted_cdf", "closest_observation",
                    "interpolated_inverted_cdf"]


@pytest.mark.parametrize("method", QUANTILE_METHODS)
@pytest.mark.parametrize("q", [0.3, [0.0, 0.45, 1.0]], ids=["scalar", "list"])
@pytest.mark.parametrize("shape,dim,keepdim", [((3, 5), 1, False), ((3, 5), 0, True), ((3, 5), None, False),
                                               ((2, 3, 4), (0, 2), False)])
def test_quantile_gradients(method, q, shape, dim, keepdim):
    rng = np.random.default_rng(_seed((method, str(q), shape)))
    check_gradients(lambda x: tm.quantile(x, q, dim, keepdim=keepdim, method=method), [_data(shape, rng)],
                    [_mask(shape, rng)], rtol=1e-5, atol=1e-7)


def test_weighted_quantile_gradient():
    rng = np.random.default_rng(2)
    w = rng.uniform(0.5, 2.0, (3, 6))
    check_gradients(lambda x: tm.quantile(x, [0.2, 0.7], 1, method="inverted_cdf", weights=w),
                    [_data((3, 6), rng)], [_mask((3, 6), rng)])


# -- ops along a dim -----------------------------------------------------------------------------

ALONG_PARAMS = {"normalize": [{"ord": 2.0}, {"ord": 1.0}, {"ord": 3.0}, {"ord": math.inf}]}
ALONG_OPS = [n for n, d in DERIV["ops"].items() if d.formulas and d.scope == "along"]


@pytest.mark.parametrize("op", ALONG_OPS)
@pytest.mark.parametrize("shape,dim", [((3, 5), 0), ((3, 5), 1), ((3, 5), -1), ((6,), 0), ((2, 3, 4), 1)])
def test_along_gradients(op, shape, dim):
    rng = np.random.default_rng(_seed((op, shape, dim)))
    fn = getattr(tm, op)
    for params in ALONG_PARAMS.get(op, [{}]):
        data = _data(shape, rng, 0.3, 1.5) if op == "cumprod" else _data(shape, rng)
        check_gradients(lambda x: fn(x, dim=dim, **params) if op != "normalize" else
                        fn(x, params["ord"], dim), [data], [_mask(shape, rng)], rtol=2e-5, atol=1e-6)


MOVING_OPS = [n for n, d in DERIV["ops"].items() if d.formulas and SPEC.ops[n].kind == "moving"]
WINDOWS = [{"window": 3}, {"window": 3, "min_count": 1}, {"window": 4, "center": True, "min_count": 2},
           {"window": 1}, {"window": 9, "min_count": 1}, {"window": 2, "center": True, "min_count": 1}]


# (var and std: windows of at least 2 valid values; one value has no spread to differentiate)
MOVING_CASES = [(op, w if op not in ("move_var", "move_std") else {**w, "min_count": max(2, w.get("min_count", 2))})
                for op in MOVING_OPS for w in WINDOWS if not (op in ("move_var", "move_std") and w["window"] == 1)]
# move_quantile: a scalar q, a list (a leading dim), discrete and interpolating methods
MOVING_CASES = [(op, {**w, **q}) for op, w in MOVING_CASES
                for q in ([{"q": 0.3}, {"q": [0.0, 0.6, 1.0], "method": "hazen"}, {"q": 0.7, "method": "lower"}]
                          if op == "move_quantile" else [{}])]


@pytest.mark.parametrize("op,args", MOVING_CASES, ids=[f"{op}-{w}" for op, w in MOVING_CASES])
@pytest.mark.parametrize("shape,dim", [((3, 7), -1), ((7, 3), 0), ((8,), 0)])
def test_moving_window_gradients(op, args, shape, dim):
    rng = np.random.default_rng(_seed((op, str(args), shape)))
    fn = getattr(tm, op)
    mask = rng.random(shape) < 0.8
    check_gradients(lambda x: fn(x, dim=dim, **args), [_data(shape, rng)], [mask], rtol=2e-5, atol=1e-6)


EXP_OPS = [n for n, d in DERIV["ops"].items() if d.formulas and SPEC.ops[n].kind == "exp_moving"]
EXP_ARGS = [{"alpha": 0.3}, {"alpha": 0.3, "adjust": False}, {"alpha": 0.8, "min_weight": 1.2},
            {"alpha": "per-position"}, {"alpha": "per-position", "adjust": False}, {"alpha": 1.0}]
EXP_CASES = [(op, {**a, **c}) for op in EXP_OPS for a in EXP_ARGS for c in
             ([{}, {"correction": 0}] if op in ("move_exp_var", "move_exp_std") else [{}])
             if not (op == "move_exp_sum" and a.get("adjust") is False)      # (pandas has no such sum)
             and not (op in ("move_exp_var", "move_exp_std") and a["alpha"] == 1.0)]   # one value: no spread


@pytest.mark.parametrize("op,args", EXP_CASES, ids=[f"{op}-{a}" for op, a in EXP_CASES])
@pytest.mark.parametrize("shape,dim", [((3, 9), -1), ((9, 2), 0), ((10,), 0)])
def test_exponential_moving_gradients(op, args, shape, dim):
    rng = np.random.default_rng(_seed((op, str(args), shape)))
    if args["alpha"] == "per-position":
        args = {**args, "alpha": rng.uniform(0.1, 0.9, shape[dim])}
    fn = getattr(tm, op)
    mask = rng.random(shape) < 0.8
    check_gradients(lambda x: fn(x, dim=dim, **args), [_data(shape, rng, 0.5, 2.0)], [mask], rtol=2e-5, atol=1e-6)


@pytest.mark.parametrize("op", ["ffill", "bfill"])
@pytest.mark.parametrize("limit", [None, 0, 1, 3])
@pytest.mark.parametrize("shape,dim", [((3, 9), -1), ((9, 2), 0), ((10,), 0)])
def test_fill_gradients(op, limit, shape, dim):
    rng = np.random.default_rng(_seed((op, limit, shape)))
    mask = rng.random(shape) < 0.5
    check_gradients(lambda x: getattr(tm, op)(x, dim=dim, limit=limit), [_data(shape, rng)], [mask])


def test_fill_gradient_gathers_at_the_source():
    x = tm.masked_tensor(np.array([1.0, 2.0, 3.0, 4.0, 5.0]), np.array([True, False, False, True, False]),
                         requires_grad=True)
    tm.ffill(x, limit=1).backward(np.array([1.0, 10.0, 100.0, 1000.0, 10000.0]))
    # position 0 feeds outputs 0 and 1 (limit 1), 3 feeds 3 and 4; output 2 is filled from nothing (masked out)
    assert x.grad.get_data().tolist() == [11.0, 0.0, 0.0, 11000.0, 0.0]


@pytest.mark.parametrize("make", [lambda x: tm.move_median(x, 2, min_count=1),
                                  lambda x: tm.move_quantile(x, 2, [0.2, 0.5], min_count=1),
                                  lambda x: tm.move_exp_var(x, 0.3, correction=0), lambda x: tm.bfill(x)])
def test_0d_inputs_of_the_neighbourhood_ops(make):
    check_gradients(make, [np.array(1.5)], [np.array(True)])


def test_move_median_gradient_splits_between_the_middles():
    x = tm.masked_tensor(np.array([4.0, 1.0, 3.0, 2.0]), np.ones(4, bool), requires_grad=True)
    tm.move_median(x, 4, min_count=1).backward(np.array([0.0, 0.0, 0.0, 1.0]))
    # the last window holds 1..4: np.median's mean of 2 and 3
    assert x.grad.get_data().tolist() == [0.0, 0.0, 0.5, 0.5]


@pytest.mark.parametrize("row", [[2.0, 0.0, 3.0, 0.5], [0.0, 2.0, 3.0, 0.5], [1.5, 2.0, 0.0, 0.0],
                                 [0.0, 0.0, 1.0, 2.0], [1.0, 2.0, 3.0, 0.0]])
def test_cumprod_gradient_with_zeros(row):
    data = np.array([row])
    check_gradients(lambda x: tm.cumprod(x, 1), [data], [np.array([[True, True, True, True]])])
    check_gradients(lambda x: tm.cumprod(x, 1), [data], [np.array([[True, False, True, True]])])


def test_logaddexp_gradients_with_two_masks():
    rng = np.random.default_rng(5)
    a, b = _data((3, 4), rng), _data((3, 4), rng)
    ma, mb = _mask((3, 4), rng), rng.random((3, 4)) < 0.6
    check_gradients(lambda x, y: tm.logaddexp(x, y), [a, b], [ma, mb])


# -- MaskedTensor's elementwise methods and the special functions --------------------------------------

def _methods(helper):
    out = {}
    for fam in SPEC.masked_tensor.families:
        if fam.helper != helper:
            continue
        for name, target in fam.methods.items():
            d = DERIV["callables"].get(target)
            if d is not None and d.formulas:
                out.setdefault(target, name)       # one method per callable (aliases share the entry)
    return sorted(out.items())


# Inputs in (0.2, 0.8) suit every function but these.
DOMAIN = {"arccosh": (1.2, 2.0), "acosh": (1.2, 2.0)}


@pytest.mark.parametrize("target,method", _methods("unary"))
def test_unary_method_gradients(target, method):
    rng = np.random.default_rng(_seed(target))
    lo, hi = DOMAIN.get(method, (0.2, 0.8))
    data, mask = rng.uniform(lo, hi, (3, 4)), _mask((3, 4), rng)
    extra = {"clamp": (0.35, 0.65), "clip": (0.35, 0.65)}.get(method, ())
    check_gradients(lambda x: getattr(x, method)(*extra), [data], [mask], rtol=1e-5, atol=1e-6)


BINARY_DOMAIN = {"pow": ((0.5, 1.5), (0.5, 2.0)), "fmod": ((0.2, 0.8), (1.2, 1.8)),
                 "remainder": ((0.2, 0.8), (1.2, 1.8)), "floor_divide": ((0.2, 0.8), (1.2, 1.8))}


@pytest.mark.parametrize("target,method", _methods("binary"))
@pytest.mark.parametrize("other_form", ["masked", "broadcast_array", "scalar"])
def test_binary_method_gradients(target, method, other_form):
    rng = np.random.default_rng(_seed((target, other_form)))
    (alo, ahi), (blo, bhi) = BINARY_DOMAIN.get(method, ((-1.0, 1.0), (0.3, 1.2)))
    a, ma = rng.uniform(alo, ahi, (3, 4)), _mask((3, 4), rng)
    b = rng.uniform(blo, bhi, (3, 4))
    if other_form == "masked":
        check_gradients(lambda x, y: getattr(x, method)(y), [a, b], [ma, rng.random((3, 4)) < 0.7])
    elif other_form == "broadcast_array":
        check_gradients(lambda x: getattr(x, method)(b[0]), [a], [ma])
    else:
        check_gradients(lambda x: getattr(x, method)(float(b[0, 0])), [a], [ma])


def test_binary_broadcast_masked_operand_sums_over_broadcast_dims():
    rng = np.random.default_rng(9)
    a, b = _data((3, 4), rng), _data((4,), rng)
    check_gradients(lambda x, y: x * y, [a, b], [_mask((3, 4), rng), np.array([True, False, True, True])])


@pytest.mark.parametrize("name", sorted(SPEC.special))
def test_special_function_gradients(name):
    rng = np.random.default_rng(_seed(name))
    data, mask = rng.uniform(0.2, 0.8, (3, 4)), _mask((3, 4), rng)
    fn = getattr(tm.special, name)
    check_gradients(lambda x: fn(x), [data], [mask], rtol=1e-5, atol=1e-6)


def test_trigamma_and_i1_helpers_against_mpmath():
    mpmath = pytest.importorskip("mpmath")
    from tensorplay.masked._autograd.scope import i1, trigamma
    xs = np.array([-3.7, -0.5, 0.1, 0.5, 1.0, 2.5, 9.0, 30.0, 200.0])
    for x, got in zip(xs, trigamma(xs)):
        assert got == pytest.approx(float(mpmath.psi(1, x)), rel=1e-11)
    xs = np.array([-5.0, -0.3, 0.0, 0.7, 3.0, 20.0, 300.0])
    for x, got in zip(xs, i1(xs)):
        assert got == pytest.approx(float(mpmath.besseli(1, x)), rel=1e-11, abs=1e-300)


# -- structural methods --------------------------------------------------------------------------

STRUCTURAL = [
    ("view", lambda x: x.view(4, 3)), ("view_flat", lambda x: x.view(-1)), ("t", lambda x: x.t()),
    ("transpose", lambda x: x.transpose(0, 1)), ("unsqueeze", lambda x: x.unsqueeze(1)),
    ("select", lambda x: x.select(1, 2)), ("slice", lambda x: x.slice(1, 1, 4, 2)),
    ("split", lambda x: x.split(2, 1)), ("expand", lambda x: x.unsqueeze(0).expand(2, 3, 4)),
    ("unfold", lambda x: x.unfold(1, 2, 1)), ("clone", lambda x: x.clone()), ("contiguous", lambda x: x.t().contiguous()),
    ("index", lambda x: x.index((slice(None), [0, 0, 2]))), ("getitem_basic", lambda x: x[1:, ::2]),
    ("getitem_advanced", lambda x: x[[0, 2, 0], 1:]), ("getitem_bool", lambda x: x[np.array([True, False, True])]),
    ("to_dense", lambda x: x.to_dense()), ("to_sparse", lambda x: x.to_sparse().exp().to_dense()),
    ("to_sparse_csr", lambda x: tm.softmax(x.to_sparse_csr(), 1).to_dense()), ("cast", lambda x: x.to(np.float64) * 1.0),
    ("cat", lambda x: tm.MaskedTensor.cat([x, x * 2.0], 1)), ("stack", lambda x: tm.MaskedTensor.stack([x, x], 0)),
    ("numpy_reshape", lambda x: np.reshape(x, (2, 6))), ("numpy_swapaxes", lambda x: np.swapaxes(x, 0, 1)),
]


@pytest.mark.parametrize("name,call", STRUCTURAL, ids=[s[0] for s in STRUCTURAL])
def test_structural_gradients(name, call):
    rng = np.random.default_rng(_seed(name))
    check_gradients(call, [_data((3, 4), rng)], [_mask((3, 4), rng)], rtol=1e-6, atol=1e-8)


def test_a_cast_sends_the_gradient_back_in_the_leaf_dtype():
    x = tm.masked_tensor(np.array([1.0, 2.0, 3.0]), np.array([True, False, True]), requires_grad=True)
    y = x.to(np.float32)
    assert y.dtype == np.float32 and y.grad_fn.name() == "ToBackward"
    tm.sum(y * np.float32(3.0)).backward()
    assert x.grad.dtype == np.float64 and x.grad.get_data().tolist() == [3.0, 0.0, 3.0]


def test_every_adjoint_callable_is_exercised():
    exercised = {"fn.view", "fn.t", "fn.transpose", "fn.unsqueeze", "fn.select", "fn.slice_", "fn.split", "fn.expand",
                 "fn.unfold", "fn.clone", "fn.contiguous", "fn.index", "fn.to_dense", "fn.to_sparse", "fn.to_sparse_csr", "fn.to",
                 "fn.cat", "fn.stack",
                 # (test_autograd_api.py: gradcheck of each, and their values against numpy's placing)
                 "fn.copy_", "fn.select_backward", "fn.slice_backward", "fn.im2col", "fn.col2im", "fn.unfold_backward"}
    declared = {k for k, d in DERIV["callables"].items() if d.adjoint}
    assert declared - exercised == set(), declared - exercised


def test_setitem_gradients_reach_both_sides():
    rng = np.random.default_rng(3)

    def call(x, v):
        y = x * 1.0
        y[1:, :2] = v
        return y
    check_gradients(call, [_data((3, 4), rng), _data((2,), rng)], [_mask((3, 4), rng), np.array([True, False])])


# -- selectors: the gather adjoint, with respect to the input and to a value that requires grad ------

M34 = np.array([[True, False, True, False], [False, True, True, True], [True, False, False, True]])
SELECTORS = [
    ("masked_fill", lambda x: tm.masked_fill(x, M34, 0.5), None),
    ("masked_scatter", lambda x, v: tm.masked_scatter(x, M34, v), (7,)),
    ("masked_select", lambda x: tm.masked_select(x, M34), None),
    ("masked_axis_select", lambda x: tm.masked_axis_select(x, [True, False, True, True], 1), None),
    ("masked_axis_fill", lambda x, v: tm.masked_axis_fill(x, [False, True, True, False], 1, v), (3, 1)),
    ("masked_fill_along_axis", lambda x: tm.masked_fill_along_axis(x, [True, False, True, False], 0, -1.0), None),
    ("index_select", lambda x: tm.index_select(x, 1, np.array([2, 0, 2, 3])), None),
    ("index_fill", lambda x: tm.index_fill(x, 1, [0, 2], 1.5), None),
    ("boolean_mask", lambda x: tm.boolean_mask(x, np.array([True, False, True])), None),
    ("boolean_mask_update", lambda x, u: tm.boolean_mask_update(x, np.array([True, False, True]), u), (2, 4)),
]


@pytest.mark.parametrize("name,call,value_shape", SELECTORS, ids=[s[0] for s in SELECTORS])
def test_selector_gradients(name, call, value_shape):
    rng = np.random.default_rng(_seed(name))
    datas, masks = [_data((3, 4), rng)], [_mask((3, 4), rng, full_row=False)]
    if value_shape is not None:
        datas.append(_data(value_shape, rng))
        masks.append(rng.random(value_shape) < 0.7)
    check_gradients(call, datas, masks, rtol=1e-6, atol=1e-8)


def test_every_selector_is_exercised_and_declared():
    assert {s[0] for s in SELECTORS} == set(SPEC.selectors)
    assert all(DERIV["ops"][name].adjoint == "gather" for name in SPEC.selectors)


def test_in_place_selector_on_a_non_leaf_is_recorded():
    x = tm.masked_tensor(np.arange(1.0, 5.0), True, requires_grad=True)
    h = x * 2.0
    tm.masked_fill_(h, np.array([True, False, False, True]), 0.0)
    assert h.grad_fn.name() == "MaskedFillBackward"
    tm.sum(h).backward()
    assert x.grad.get_data().tolist() == [0.0, 2.0, 2.0, 0.0]


# -- memory layouts: the leaves are views (transposed, reversed, strided, F-order) or byte-swapped ----

def _layout(base: np.ndarray, layout: str) -> np.ndarray:
    if layout == "transposed":
        return np.ascontiguousarray(base.T).T
    if layout == "negative":
        return np.ascontiguousarray(base[::-1, ::-1])[::-1, ::-1]
    if layout == "strided":
        wide = np.zeros((base.shape[0], 2 * base.shape[1]))
        wide[:, ::2] = base
        return wide[:, ::2]
    if layout == "F":
        return np.asfortranarray(base)
    return base.astype(base.dtype.newbyteorder(">"))                # byteswapped


LAYOUT_CALLS = [("sum", lambda x: tm.sum(x, 1)), ("var", lambda x: tm.var(x, 0)), ("amax", lambda x: tm.amax(x)),
                ("softmax", lambda x: tm.softmax(x, 1)), ("cumsum", lambda x: tm.cumsum(x, 0)),
                ("exp", lambda x: x.exp()), ("mul", lambda x: x * x), ("t", lambda x: x.t() * 2.0),
                ("quantile", lambda x: tm.quantile(x, 0.3, 1)), ("move_mean", lambda x: tm.move_mean(x, 2, 1))]


@pytest.mark.parametrize("layout", ["transposed", "negative", "strided", "F", "byteswapped"])
@pytest.mark.parametrize("name,call", LAYOUT_CALLS, ids=[c[0] for c in LAYOUT_CALLS])
def test_gradients_of_every_layout(layout, name, call):
    rng = np.random.default_rng(11)
    data = _layout(_data((4, 5), rng), layout)
    mask = np.ones((4, 5), bool)
    mask[1, 2] = mask[3, 0] = mask[2, 4] = False     # (every slice keeps at least two values: var's)
    (g,) = check_gradients(call, [data], [mask], share=True, rtol=2e-5, atol=1e-6)
    assert g.dtype == data.dtype


# -- numpy protocols -------------------------------------------------------------------------------

def test_numpy_ufunc_and_array_function_paths_record():
    rng = np.random.default_rng(4)
    check_gradients(lambda x: np.add(1.0, x) * np.subtract(x, 0.5) / np.divide(x, 3.0), [_data((3, 4), rng, 0.5, 2)],
                    [_mask((3, 4), rng)])
    check_gradients(lambda x: 2.0 - x + 3.0 / x + 2.0 ** x + abs(-x), [_data((3, 4), rng, 0.5, 2)],
                    [_mask((3, 4), rng)])                # reflected operators
    check_gradients(lambda x: np.exp(x) + np.sum(x, axis=1, keepdims=True), [_data((3, 4), rng)],
                    [_mask((3, 4), rng)])
    check_gradients(lambda x: np.var(x, axis=0), [_data((4, 3), rng)], [np.ones((4, 3), bool)])


def test_a_ufunc_without_a_declared_derivative_is_an_error():
    x = tm.masked_tensor(np.ones(3), True, requires_grad=True)
    with pytest.raises(RuntimeError, match="declares no derivative"):
        np.hypot(x, x)
    assert not np.isnan(x).requires_grad                   # declared none: no gradient, no error


def test_float32_gradients_keep_their_dtype_and_match_float64():
    rng = np.random.default_rng(8)
    data, mask = _data((4, 5), rng), _mask((4, 5), rng)
    grads = {}
    for dt in (np.float32, np.float64):
        x = tm.masked_tensor(data.astype(dt), mask, requires_grad=True)
        tm.sum(tm.softmax(x, 1) * np.arange(5.0).astype(dt)).backward()
        assert x.grad.dtype == dt
        grads[dt] = x.grad.get_data()
    np.testing.assert_allclose(grads[np.float32], grads[np.float64], rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("shape,q", [((0, 0), 0.5), ((0, 3), [0.5, 0.2]), ((3, 0), [0.1])])
def test_quantile_backward_of_empty_slices(shape, q):
    """(found by the sparse fuzz family) an empty slice shape made the reach's reshape ambiguous"""
    x = tm.masked_tensor(np.zeros(shape), np.zeros(shape, bool), requires_grad=True)
    out = tm.quantile(x, q, 0)
    out.backward(np.ones(out.shape))
    assert x.grad.shape == shape and not np.any(x.grad.get_data())


def test_a_broadcast_upstream_keeps_zeros_positive_and_inf_out_of_masked_positions():
    # sum's gradient is the upstream broadcast over each slice (graph.keep's multiply path):
    # masked-out positions hold +0.0 for a negative upstream, and 0 (not 0 * inf) for an infinite one
    data = np.arange(12.0).reshape(3, 4)
    mask = np.array([[True, False, True, True], [False, True, True, False], [True, True, False, True]])
    for up in ([-2.0, 3.0, -0.5], [np.inf, -1.0, 2.0]):
        x = tm.masked_tensor(data, mask, requires_grad=True)
        tm.sum(x, 1).backward(np.array(up))
        g = x.grad.get_data()
        np.testing.assert_array_equal(g, np.where(mask, np.array(up)[:, None], 0.0))
        assert not np.signbit(g[~mask]).any()


TRANSLATION_CASES = [("move_exp_var", (0.2,), {}, 1e-13), ("move_exp_var", (0.2,), {"adjust": False}, 1e-13),
                     ("move_exp_std", (0.2,), {}, 1e-13), ("move_exp_std", (0.2,), {"adjust": False}, 1e-13),
                     ("move_var", (5,), {"min_count": 2}, 1e-13),
                     ("move_std", (5,), {"min_count": 2}, 1e-9)]     # (move_std: its forward's digits at 1e6)


@pytest.mark.parametrize("op,args,kwargs,tol", TRANSLATION_CASES)
def test_variance_gradients_are_translation_invariant(op, args, kwargs, tol):
    # a variance does not change when the data shifts, so neither does its gradient: at an offset of
    # 1e6 (data on a 2**-20 grid, exact at both offsets) it must equal the gradient at 0 to rounding
    rng = np.random.default_rng(31)
    x = np.round(rng.standard_normal((3, 50)) * 2 ** 20) / 2 ** 20
    mask = rng.random(x.shape) < 0.8
    up = rng.standard_normal(x.shape)
    grads = []
    for offset in (0.0, 1e6):
        leaf = tm.masked_tensor(x + offset, mask, requires_grad=True)
        getattr(tm, op)(leaf, *args, **kwargs).backward(up)
        grads.append(leaf.grad.get_data())
    np.testing.assert_allclose(grads[1], grads[0], rtol=0, atol=tol * np.abs(grads[0]).max())
