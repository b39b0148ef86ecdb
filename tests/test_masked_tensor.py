"""MaskedTensor: every method of the API page's list (tests/data/), one family
checker each, against numpy (or math/mpmath for the special functions)
computed here, independently of the method table in ops.yaml."""
from __future__ import annotations

import math
from pathlib import Path

import mpmath
import numpy as np
import pytest

import tensorplay.masked as tm
from tensorplay.masked import MaskedTensor
from tensorplay.masked._generated.masked_tensor import FAMILY_OF

SEED_METHODS = [line.strip() for line in (Path(__file__).parent / "data" / "seed_masked_tensor_methods.txt")
                .read_text().splitlines() if line.strip() and not line.startswith("#")]
RNG = np.random.default_rng(7)
MASK = np.array([[True, False, True, True], [False, True, True, False], [True, True, False, True]])


def _vec(f):
    return lambda x: np.vectorize(lambda v: float(f(float(v))), otypes=[float])(x)


# Reference of each unary method on the valid values, and its input domain.
UNIT = ("unit", np.float64)
POS = ("pos", np.float64)
UNARY = {
    "abs": (np.abs, "normal"), "absolute": (np.abs, "normal"),
    "acos": (np.arccos, "unit"), "arccos": (np.arccos, "unit"),
    "acosh": (np.arccosh, "gt1"), "arccosh": (np.arccosh, "gt1"),
    "asin": (np.arcsin, "unit"), "arcsin": (np.arcsin, "unit"),
    "asinh": (np.arcsinh, "normal"), "arcsinh": (np.arcsinh, "normal"),
    "atan": (np.arctan, "normal"), "arctan": (np.arctan, "normal"),
    "atanh": (np.arctanh, "unit"), "arctanh": (np.arctanh, "unit"),
    "angle": (np.angle, "complex"), "bitwise_not": (lambda x: ~x, "int"),
    "ceil": (np.ceil, "normal"), "floor": (np.floor, "normal"), "trunc": (np.trunc, "normal"),
    "fix": (np.trunc, "normal"), "frac": (lambda x: np.fmod(x, 1.0), "normal"),
    "clamp": (lambda x: np.minimum(np.maximum(x, -0.5), 0.5), "normal", (-0.5, 0.5)),
    "clip": (lambda x: np.minimum(np.maximum(x, -0.5), 0.5), "normal", (-0.5, 0.5)),
    "conj": (lambda z: z.real - 1j * z.imag, "complex"),
    "conj_physical": (lambda z: z.real - 1j * z.imag, "complex"),
    "cos": (np.cos, "normal"), "cosh": (np.cosh, "normal"), "sin": (np.sin, "normal"),
    "sinh": (np.sinh, "normal"), "tan": (np.tan, "normal"), "tanh": (np.tanh, "normal"),
    "deg2rad": (lambda x: x * (np.pi / 180), "normal"), "rad2deg": (lambda x: x * (180 / np.pi), "normal"),
    "digamma": (_vec(mpmath.digamma), "pos"), "erf": (_vec(math.erf), "normal"),
    "erfc": (_vec(math.erfc), "normal"), "erfinv": (_vec(mpmath.erfinv), "unit"),
    "exp": (np.exp, "normal"), "exp2": (lambda x: 2.0 ** x, "normal"), "expm1": (np.expm1, "normal"),
    "i0": (_vec(lambda v: mpmath.besseli(0, v)), "normal"), "isnan": (np.isnan, "nan"),
    "lgamma": (_vec(math.lgamma), "pos"), "log": (np.log, "pos"), "log10": (np.log10, "pos"),
    "log1p": (np.log1p, "pos"), "log2": (np.log2, "pos"),
    "logit": (_vec(lambda p: mpmath.log(p / (1 - mpmath.mpf(p)))), "prob"),
    "nan_to_num": (lambda x: np.where(np.isnan(x), 0.0, np.where(np.isposinf(x), np.finfo(float).max,
                                      np.where(np.isneginf(x), -np.finfo(float).max, x))), "nan"),
    "neg": (lambda x: -x, "normal"), "negative": (lambda x: -x, "normal"), "positive": (lambda x: +x, "normal"),
    "reciprocal": (lambda x: 1.0 / x, "normal"), "round": (lambda x: np.round(x * 10) / 10, "normal", (1,)),
    "rsqrt": (lambda x: 1 / np.sqrt(x), "pos"), "sgn": (lambda z: z / np.abs(z), "complex"),
    "sigmoid": (_vec(lambda v: 1 / (1 + mpmath.exp(-v))), "normal"), "sign": (np.sign, "normal"),
    "signbit": (lambda x: x < 0, "normal"), "sinc": (_vec(lambda v: mpmath.sinpi(v) / (mpmath.pi * v)), "normal"),
    "sqrt": (np.sqrt, "pos"), "square": (lambda x: x * x, "normal"),
}
BINARY = {
    "add": (lambda a, b: a + b, "normal"), "sub": (lambda a, b: a - b, "normal"),
    "subtract": (lambda a, b: a - b, "normal"), "mul": (lambda a, b: a * b, "normal"),
    "multiply": (lambda a, b: a * b, "normal"), "div": (lambda a, b: a / b, "normal"),
    "divide": (lambda a, b: a / b, "normal"), "true_divide": (lambda a, b: a / b, "normal"),
    "floor_divide": (np.floor_divide, "normal"), "fmod": (np.fmod, "normal"),
    "remainder": (np.remainder, "normal"), "pow": (lambda a, b: a ** b, "pos"),
    "arctan2": (np.arctan2, "normal"), "atan2": (np.arctan2, "normal"),
    "bitwise_and": (lambda a, b: a & b, "int"), "bitwise_or": (lambda a, b: a | b, "int"),
    "bitwise_xor": (lambda a, b: a ^ b, "int"), "bitwise_left_shift": (lambda a, b: a << b, "shift"),
    "bitwise_right_shift": (lambda a, b: a >> b, "shift"), "fmax": (np.fmax, "normal"),
    "fmin": (np.fmin, "normal"), "maximum": (np.maximum, "normal"), "minimum": (np.minimum, "normal"),
    "logaddexp": (lambda a, b: np.log(np.exp(a) + np.exp(b)), "normal"),
    "logaddexp2": (lambda a, b: np.log2(2.0 ** a + 2.0 ** b), "normal"), "nextafter": (np.nextafter, "normal"),
    "eq": (lambda a, b: a == b, "int"), "ne": (lambda a, b: a != b, "int"), "not_equal": (lambda a, b: a != b, "int"),
    "ge": (lambda a, b: a >= b, "int"), "greater_equal": (lambda a, b: a >= b, "int"),
    "gt": (lambda a, b: a > b, "int"), "greater": (lambda a, b: a > b, "int"),
    "le": (lambda a, b: a <= b, "int"), "less_equal": (lambda a, b: a <= b, "int"),
    "lt": (lambda a, b: a < b, "int"), "less": (lambda a, b: a < b, "int"),
}


def _data(domain, shape=(3, 4), rng=RNG):
    if domain == "normal":
        return rng.standard_normal(shape) * 2
    if domain == "unit":
        return rng.uniform(-0.95, 0.95, shape)
    if domain == "prob":
        return rng.uniform(0.02, 0.98, shape)
    if domain == "pos":
        return rng.uniform(0.1, 4.0, shape)
    if domain == "gt1":
        return rng.uniform(1.1, 5.0, shape)
    if domain == "int":
        return rng.integers(-20, 20, shape)
    if domain == "shift":
        return rng.integers(0, 5, shape)
    if domain == "complex":
        return rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
    if domain == "nan":
        x = rng.standard_normal(shape)
        x.flat[[0, 5, 6]] = [np.nan, np.inf, -np.inf]
        return x
    raise ValueError(domain)


def _poison(x, mask):
    """Masked-out values that would show if they were ever read."""
    y = x.copy()
    y[~mask] = np.nan if y.dtype.kind in "fc" else 99
    return y


def _close(got, want, valid, what):
    np.testing.assert_allclose(got[valid], want[valid], rtol=1e-12, atol=1e-14, err_msg=what, equal_nan=True)


def check_unary(name):
    ref, domain, *args = UNARY[name.rstrip("_")]
    args = tuple(args[0]) if args else ()
    x = _poison(_data(domain), MASK)
    mt = MaskedTensor(x.copy(), MASK.copy())
    before = (mt.get_data().copy(), mt.get_mask().copy())
    inplace = name.endswith("_")
    base = name.rstrip("_")
    if not inplace:
        out = getattr(mt, base)(*args)
        assert isinstance(out, MaskedTensor)
        np.testing.assert_array_equal(out.get_mask(), MASK)
        _close(out.get_data(), ref(np.where(MASK, x, 0.5 if domain in ("unit", "prob") else 1)), MASK, name)
        assert np.all(out.get_data()[~MASK] == 0), f"{name}: masked-out results must be 0"
        np.testing.assert_array_equal(mt.get_data(), before[0])      # self unchanged
        return
    want = ref(np.where(MASK, x, 0.5 if domain in ("unit", "prob") else 1))
    if not np.can_cast(np.asarray(want).dtype, x.dtype, "same_kind"):
        with pytest.raises(TypeError, match=f"{name}: the result has dtype"):
            getattr(mt, name)(*args)
        np.testing.assert_array_equal(mt.get_data(), before[0])
        return
    assert getattr(mt, name)(*args) is mt
    _close(mt.get_data(), want.astype(x.dtype), MASK, name)
    np.testing.assert_array_equal(mt.get_mask(), MASK)
    np.testing.assert_array_equal(mt.get_data()[~MASK], before[0][~MASK])   # masked-out data untouched


def check_binary(name):
    base = name.rstrip("_")
    ref, domain = BINARY[base]
    a = _data(domain)
    b = _data(domain) + (0.5 if domain in ("normal",) else 0)
    if domain == "int":
        b = np.where(b == 0, 3, b)
    m2 = RNG.random(MASK.shape) < 0.6
    x, y = MaskedTensor(_poison(a, MASK), MASK.copy()), MaskedTensor(_poison(b, m2), m2.copy())
    both = MASK & m2
    if not name.endswith("_"):
        for other, mask in ((y, both), (b, MASK), (b[0], MASK)):
            out = getattr(x, base)(other)
            np.testing.assert_array_equal(out.get_mask(), mask, err_msg=name)
            ob = b if other is y else np.broadcast_to(np.asarray(other), a.shape)
            _close(out.get_data(), ref(a, ob), mask, name)
        return
    want = ref(a, b)
    if not np.can_cast(np.asarray(want).dtype, a.dtype, "same_kind"):
        with pytest.raises(TypeError):
            getattr(x, name)(y)
        return
    ysnap = (y.get_data().copy(), y.get_mask().copy())
    assert getattr(x, name)(y) is x
    np.testing.assert_array_equal(x.get_mask(), both)
    _close(x.get_data(), np.asarray(want).astype(a.dtype), both, name)
    np.testing.assert_array_equal(y.get_data(), ysnap[0])   # other untouched
    np.testing.assert_array_equal(y.get_mask(), ysnap[1])


def check_reduction(name):
    x = _poison(RNG.standard_normal((3, 4)), MASK)
    mt = MaskedTensor(x, MASK)
    if name in ("all", "any"):
        xi = np.where(RNG.random((3, 4)) < 0.5, 0.0, 1.0)
        mt = MaskedTensor(xi, MASK)
        fold, ident = (np.all, True) if name == "all" else (np.any, False)
        out = getattr(mt, name)(1)
        np.testing.assert_array_equal(out.get_data(), fold(np.where(MASK, xi != 0, ident), axis=1))
        np.testing.assert_array_equal(out.get_mask(), MASK.any(axis=1))
        return
    if name == "softmax":
        out = mt.softmax(1)
        np.testing.assert_array_equal(out.get_mask(), MASK)
        e = np.where(MASK, np.exp(np.where(MASK, x, 0)), 0)
        _close(out.get_data(), e / e.sum(axis=1, keepdims=True), MASK, name)
        return
    out = getattr(mt, name)(dim=1) if name not in ("norm",) else mt.norm(2.0, 1)
    plain = getattr(tm, name)(x, 1, mask=MASK) if name != "norm" else tm.norm(x, 2.0, 1, mask=MASK)
    valid = MASK.any(axis=1)
    np.testing.assert_array_equal(out.get_mask(), valid)
    vals = [x[i][MASK[i]] for i in range(3)]
    independent = {"sum": np.sum, "prod": np.prod, "amax": np.max, "amin": np.min, "argmax": None,
                   "argmin": None, "mean": np.mean, "std": lambda v: np.std(v, ddof=1),
                   "var": lambda v: np.var(v, ddof=1), "norm": np.linalg.norm}[name]
    if independent is not None:
        _close(out.get_data(), np.array([independent(v) for v in vals]), valid, name)
    else:
        pick = np.argmax if name == "argmax" else np.argmin
        want = np.array([np.flatnonzero(MASK[i])[pick(v)] for i, v in enumerate(vals)])
        np.testing.assert_array_equal(out.get_data(), want)
    np.testing.assert_array_equal(out.get_data(), plain)


STRUCTURAL = {
    "clone": ((), lambda a: a.copy()),
    "contiguous": ((), np.ascontiguousarray),
    "expand": (((2, 3, 4),), lambda a: np.broadcast_to(a, (2, 3, 4))),
    "index": (((1, slice(1, 3)),), lambda a: a[1, 1:3]),
    "select": ((1, 2), lambda a: a[:, 2]),
    "slice": ((1, 1, 3), lambda a: a[:, 1:3]),
    "t": ((), lambda a: a.T),
    "transpose": ((0, 1), lambda a: a.T),
    "unfold": ((1, 2, 1), lambda a: np.stack([a[:, i:i + 2] for i in range(3)], axis=1)),
    "unsqueeze": ((0,), lambda a: a[None]),
    "view": ((4, 3), lambda a: a.reshape(4, 3)),
}


def check_structural(name):
    x = RNG.standard_normal((3, 4))
    mt = MaskedTensor(x, MASK)
    if name == "split":
        parts = mt.split(3, 1)
        assert [p.shape for p in parts] == [(3, 3), (3, 1)]
        np.testing.assert_array_equal(parts[1].get_data(), x[:, 3:])
        np.testing.assert_array_equal(parts[0].get_mask(), MASK[:, :3])
        return
    args, ref = STRUCTURAL[name]
    out = getattr(mt, name)(*args)
    np.testing.assert_array_equal(out.get_data(), ref(x))
    np.testing.assert_array_equal(out.get_mask(), ref(MASK))


def check_combine(name):
    a = MaskedTensor(RNG.standard_normal((2, 3)), RNG.random((2, 3)) < 0.5)
    b = MaskedTensor(RNG.standard_normal((2, 3)), RNG.random((2, 3)) < 0.5)
    ref = np.concatenate if name == "cat" else np.stack
    for dim in (0, 1):
        out = getattr(MaskedTensor, name)([a, b], dim)
        np.testing.assert_array_equal(out.get_data(), ref([a.get_data(), b.get_data()], axis=dim))
        np.testing.assert_array_equal(out.get_mask(), ref([a.get_mask(), b.get_mask()], axis=dim))
    plain = getattr(MaskedTensor, name)([a, b.get_data()], 0)      # a plain array is fully valid
    np.testing.assert_array_equal(plain.get_mask(), ref([a.get_mask(), np.ones((2, 3), bool)], axis=0))


def _im2col_reference(x, k):
    c, h, w = x.shape
    cols = [x[:, i:i + k, j:j + k].reshape(c, k * k) for i in range(h - k + 1) for j in range(w - k + 1)]
    # torch's layout: (C*k*k, L) with channel-major rows, blocks in row-major order.
    return np.stack(cols, axis=-1).reshape(c * k * k, -1)


def check_passthrough(name):
    x = RNG.standard_normal((3, 4))
    mt = MaskedTensor(x.copy(), MASK.copy())
    if name == "copy_":
        src = MaskedTensor(np.arange(4.0), np.array([True, False, True, False]))
        assert mt.copy_(src) is mt
        np.testing.assert_array_equal(mt.get_data(), np.broadcast_to(np.arange(4.0), (3, 4)))
        np.testing.assert_array_equal(mt.get_mask(), np.broadcast_to([True, False, True, False], (3, 4)))
    elif name == "detach":
        d = mt.detach()
        assert d is not mt and d.get_data() is mt.get_data()
    elif name == "indices":
        coo = mt.to_sparse()
        np.testing.assert_array_equal(coo.indices(), np.array(np.nonzero(MASK)))
        with pytest.raises(ValueError, match="to_sparse"):
            mt.indices()
    elif name == "values":
        np.testing.assert_array_equal(mt.to_sparse().values(), x[MASK])
        np.testing.assert_array_equal(mt.to_sparse_csr().values(), x[MASK])
    elif name == "to_sparse":
        coo = mt.to_sparse()
        assert coo.layout == "sparse_coo" and coo.is_sparse
        # reductions and elementwise ops agree with the dense layout
        np.testing.assert_allclose(coo.sum(1).get_data(), mt.sum(1).get_data(), rtol=1e-15)
        np.testing.assert_array_equal(coo.exp().values(), mt.exp().get_data()[MASK])
        assert coo.exp().layout == "sparse_coo"
    elif name == "to_sparse_csr":
        csr = mt.to_sparse_csr()
        assert csr.layout == "sparse_csr"
        np.testing.assert_array_equal(csr.crow_indices(), np.r_[0, np.cumsum(MASK.sum(1))])
        np.testing.assert_array_equal(csr.col_indices(), np.nonzero(MASK)[1])
        np.testing.assert_array_equal(csr.mean(1).get_data(), mt.mean(1).get_data())
        with pytest.raises(ValueError, match="2-d"):
            MaskedTensor(np.zeros(3), np.ones(3, bool)).to_sparse_csr()
    elif name == "to_dense":
        d = mt.to_sparse().to_dense()
        assert d.layout == "strided"
        np.testing.assert_array_equal(d.get_data(), np.where(MASK, x, 0))     # only the valid elements are stored
        np.testing.assert_array_equal(d.get_mask(), MASK)
    elif name == "is_contiguous":
        assert mt.is_contiguous() and not mt.t().is_contiguous()
    elif name == "is_same_size":
        assert mt.is_same_size(mt.clone()) and not mt.is_same_size(mt.t())
    elif name == "item":
        assert MaskedTensor(np.array([2.5]), [True]).item() == 2.5
        with pytest.raises(ValueError, match="masked out"):
            MaskedTensor(np.array(2.5), False).item()
    elif name == "stride":
        assert mt.stride() == (4, 1) and mt.stride(0) == 4 and mt.t().stride() == (1, 4)
    elif name == "to":
        f = mt.to(np.float32)
        assert f.dtype == np.float32 and f.get_mask() is mt.get_mask()
        assert mt.to("cpu").get_data() is mt.get_data()
    elif name == "ones_like":
        o = mt.ones_like()
        np.testing.assert_array_equal(o.get_data(), np.ones((3, 4)))
        np.testing.assert_array_equal(o.get_mask(), MASK)
    elif name == "new_empty_strided":
        e = mt.new_empty_strided((2, 3), (1, 2))
        assert e.shape == (2, 3) and e.stride() == (1, 2) and not e.get_mask().any()
    elif name == "select_backward":
        g = mt.select(1, 2)
        back = g.select_backward((3, 4), 1, 2)
        np.testing.assert_array_equal(back.get_data()[:, 2], x[:, 2])
        assert np.all(back.get_data()[:, [0, 1, 3]] == 0) and not back.get_mask()[:, [0, 1, 3]].any()
        np.testing.assert_array_equal(back.get_mask()[:, 2], MASK[:, 2])
    elif name == "slice_backward":
        back = mt.slice(1, 1, 3).slice_backward((3, 4), 1, 1, 3, 1)
        np.testing.assert_array_equal(back.get_data()[:, 1:3], x[:, 1:3])
        assert not back.get_mask()[:, [0, 3]].any()
    elif name == "unfold_backward":
        win = mt.unfold(1, 2, 1)                       # (3, 3, 2) windows
        back = win.unfold_backward((3, 4), 1, 2, 1)
        counts = np.array([1, 2, 2, 1])                # each column's number of windows
        np.testing.assert_allclose(back.get_data(), np.where(MASK, x, 0) * counts)
        np.testing.assert_array_equal(back.get_mask(), MASK)
    elif name in ("im2col", "col2im"):
        img = RNG.standard_normal((2, 4, 5))
        im = MaskedTensor(img, np.ones(img.shape, bool))
        cols = im.im2col(3)
        np.testing.assert_allclose(cols.get_data(), _im2col_reference(img, 3))
        back = cols.col2im((4, 5), 3)                 # the adjoint: overlaps are summed
        ones = MaskedTensor(np.ones_like(img), np.ones(img.shape, bool)).im2col(3).col2im((4, 5), 3)
        np.testing.assert_allclose(back.get_data(), img * ones.get_data())
        assert back.get_mask().all()
    else:
        raise AssertionError(f"no check for {name}")


CHECKERS = {"unary": check_unary, "binary": check_binary, "compare": check_binary,
            "reduction": check_reduction, "structural": check_structural, "combine": check_combine,
            "passthrough": check_passthrough}


def test_the_seed_lists_233_methods():
    assert len(SEED_METHODS) == len(set(SEED_METHODS)) == 233


@pytest.mark.parametrize("name", SEED_METHODS)
def test_seed_method(name):
    assert callable(getattr(MaskedTensor, name)), name
    family = FAMILY_OF[name]
    CHECKERS[family](name)


# -- the class itself ------------------------------------------------------------------------

def test_constructors_copy_or_share():
    data, mask = np.arange(6.0).reshape(2, 3), np.array([[True, False, True], [False, True, True]])
    shared = tm.as_masked_tensor(data, mask)
    assert shared.get_data() is data and shared.get_mask() is mask
    owned = tm.masked_tensor(data, mask)
    assert not np.shares_memory(owned.get_data(), data) and not np.shares_memory(owned.get_mask(), mask)
    assert tm.is_masked_tensor(owned) and not tm.is_masked_tensor(data)
    b = MaskedTensor(data, [True, False, True])           # broadcast, stored with data's shape
    assert b.get_mask().shape == (2, 3) and b.get_mask().dtype == bool
    i = MaskedTensor(data, np.array([1, 0, 2]))           # integer mask: nonzero = valid
    np.testing.assert_array_equal(i.get_mask(), [[True, False, True]] * 2)
    assert b.shape == (2, 3) and b.ndim == 2 and b.dtype == np.float64 and b.size() == (2, 3)
    assert b.size(-1) == 3 and b.numel() == 6 and len(b) == 2


@pytest.mark.parametrize("bad, exc, match", [
    (dict(mask=np.ones((2, 3))), TypeError, "mask must be a bool or integer array"),
    (dict(mask=np.ones(4, bool)), ValueError, "does not broadcast"),
    (dict(mask=np.ones((1, 2, 3), bool)), ValueError, "mask has 3 dims"),
    (dict(data=np.array(["a", "b"])), TypeError, "data has dtype"),
    (dict(data=np.zeros((2, 3), np.int64), requires_grad=True), TypeError, "only float16, float32 and float64"),
])
def test_constructor_errors(bad, exc, match):
    args = dict(data=np.zeros((2, 3)), mask=np.ones((2, 3), bool))
    args.update(bad)
    for make in (MaskedTensor, tm.masked_tensor):
        with pytest.raises(exc, match=match):
            make(**args)


def test_repr_marks_masked_positions_and_aligns():
    mt = MaskedTensor(np.array([[0, 1, 2], [3, 4, 5]]), [[True, False, False], [True, True, False]])
    assert repr(mt) == "MaskedTensor([[ 0, --, --],\n              [ 3,  4, --]])"
    f = MaskedTensor(np.array([1.5, -2.25, 3.0], np.float32), [True, True, False])
    assert repr(f) == "MaskedTensor([ 1.5 , -2.25,    --], dtype=float32)"
    assert repr(MaskedTensor(np.array(2.0), False)) == "MaskedTensor(--)"
    assert repr(MaskedTensor(np.array(2.0), True)) == "MaskedTensor(2.)"
    cube = repr(MaskedTensor(np.arange(8).reshape(2, 2, 2), np.arange(8).reshape(2, 2, 2) % 3 != 0))
    assert cube == ("MaskedTensor([[[--,  1],\n               [ 2, --]],\n\n"
                    "              [[ 4,  5],\n               [--,  7]]])")
    big = repr(MaskedTensor(np.arange(5000.0).reshape(50, 100), np.arange(5000).reshape(50, 100) % 2 == 0))
    assert "..." in big and big.count("\n") < 20 and "--" in big
    assert repr(MaskedTensor(np.zeros((0, 3)), np.zeros((0, 3), bool))) == \
        "MaskedTensor([], shape=(0, 3), dtype=float64)"
    sparse = repr(MaskedTensor(np.arange(3).astype(np.uint8), [True, False, True]).to_sparse())
    assert sparse == "MaskedTensor(indices=[[0, 2]], values=[0, 2], size=(3,), nnz=2, dtype=uint8, layout=sparse_coo)"


def test_masked_values_never_leak_into_numpy():
    mt = MaskedTensor(np.array([1.0, 2.0]), [True, False])
    with pytest.raises(TypeError, match="to_tensor"):
        np.asarray(mt)
    with pytest.raises(TypeError, match="to_tensor"):
        np.array(mt)
    np.testing.assert_array_equal(mt.to_tensor(-1.0), [1.0, -1.0])
    with pytest.raises(TypeError, match=r"no implementation found|not supported"):
        np.fft.fft(mt)


def test_indexing_takes_data_and_mask_together():
    data = np.arange(12).reshape(3, 4)
    mt = MaskedTensor(data, data % 3 != 0)
    row = mt[1]
    np.testing.assert_array_equal(row.get_data(), data[1])
    np.testing.assert_array_equal(row.get_mask(), data[1] % 3 != 0)
    one = mt[2, 3]
    assert one.shape == () and isinstance(one.get_data(), np.ndarray)
    mt[0] = 100
    np.testing.assert_array_equal(mt.get_data()[0], 100)
    assert mt.get_mask()[0].all()


def test_functions_accept_masked_tensors_and_combine_masks():
    rng = np.random.default_rng(3)
    x = rng.standard_normal((4, 5))
    own = rng.random((4, 5)) < 0.7
    extra = rng.random(5) < 0.7
    mt = MaskedTensor(x, own)
    both = own & extra
    out = tm.sum(mt, 1, mask=extra)
    assert isinstance(out, MaskedTensor)
    np.testing.assert_allclose(out.get_data(), np.where(both, x, 0).sum(1))
    np.testing.assert_array_equal(out.get_mask(), both.any(1))
    full = tm.amax(mt)
    assert full.shape == () and full.get_mask() == own.any()
    kept = tm.mean(mt, (0, 1), keepdim=True)
    assert kept.shape == (1, 1) and kept.get_mask().shape == (1, 1)
    cs = tm.cumsum(mt, 1, mask=extra)
    np.testing.assert_array_equal(cs.get_mask(), both)
    np.testing.assert_allclose(cs.get_data(), np.cumsum(np.where(both, x, 0), 1))
    sm = tm.softmax(mt, 0)
    np.testing.assert_array_equal(sm.get_mask(), own)
    y = MaskedTensor(rng.standard_normal(5), extra)
    la = tm.logaddexp(mt, y)
    np.testing.assert_array_equal(la.get_mask(), own | extra)
    np.testing.assert_array_equal(tm.special.erf(mt).get_mask(), own)


def test_operators_ufuncs_and_numpy_functions():
    a = MaskedTensor(np.array([1.0, 2.0, 3.0]), [True, False, True])
    b = MaskedTensor(np.array([4.0, 5.0, 6.0]), [True, True, False])
    s = a + b
    np.testing.assert_array_equal(s.get_mask(), [True, False, False])
    assert s.get_data()[0] == 5.0
    r = 2 - a
    np.testing.assert_array_equal(r.get_data()[[0, 2]], [1.0, -1.0])
    np.testing.assert_array_equal((a ** 2).get_data()[[0, 2]], [1.0, 9.0])
    np.testing.assert_array_equal((-a).get_data()[[0, 2]], [-1.0, -3.0])
    np.testing.assert_array_equal((a > 1.5).get_data()[[0, 2]], [False, True])
    assert (a > 1.5).dtype == bool
    i = MaskedTensor(np.array([1, 2, 3]), [True, True, False])
    np.testing.assert_array_equal((~i).get_data()[:2], [-2, -3])
    np.testing.assert_array_equal((i & 1).get_data()[:2], [1, 0])
    c = a.clone()
    c += b
    np.testing.assert_array_equal(c.get_mask(), [True, False, False])
    u = np.sin(a)
    assert isinstance(u, MaskedTensor)
    np.testing.assert_allclose(u.get_data()[[0, 2]], np.sin([1.0, 3.0]))
    v = np.add(a, 1)
    np.testing.assert_array_equal(v.get_data()[[0, 2]], [2.0, 4.0])
    assert np.sum(a).get_data() == 4.0
    np.testing.assert_allclose(np.var(a).get_data(), np.var([1.0, 3.0]))        # numpy's ddof=0
    cat = np.concatenate([a, b])
    assert cat.shape == (6,) and cat.get_mask().sum() == 4
    assert np.stack([a, b], axis=1).shape == (3, 2)
    assert abs(a).get_data()[0] == 1.0


def test_numpy_functions_routed_to_array_functions():
    # np.cumsum / np.cumprod / np.quantile on a MaskedTensor run ours (numpy's axis=None of a
    # scan: the flattened tensor), checked against numpy on the valid values alone.
    rng = np.random.default_rng(31)
    x = rng.standard_normal((4, 6))
    m = rng.random(x.shape) < 0.6
    m[2] = False                                   # a fully masked row
    a = MaskedTensor(x, m)
    for axis in (0, 1, -1):
        got = np.cumsum(a, axis=axis)
        np.testing.assert_array_equal(got.get_mask(), m)
        np.testing.assert_allclose(got.get_data()[m], np.cumsum(np.where(m, x, 0.0), axis=axis)[m], rtol=1e-13)
        prod = np.cumprod(a, axis)
        np.testing.assert_allclose(prod.get_data()[m], np.cumprod(np.where(m, x, 1.0), axis=axis)[m], rtol=1e-13)
    flat = np.cumsum(a)
    assert flat.shape == (x.size,)
    np.testing.assert_array_equal(flat.get_mask(), m.ravel())
    np.testing.assert_allclose(flat.get_data()[m.ravel()], np.cumsum(np.where(m, x, 0.0).ravel())[m.ravel()],
                               rtol=1e-13)
    assert np.cumprod(a, axis=None).shape == (x.size,)
    for method in ("linear", "lower", "midpoint"):
        q = np.quantile(a, [0.25, 0.5], axis=1, method=method)
        assert q.shape == (2, 4)
        np.testing.assert_array_equal(q.get_mask(), np.broadcast_to(m.any(axis=1), (2, 4)))
        for i in np.flatnonzero(m.any(axis=1)):
            np.testing.assert_allclose(q.get_data()[:, i], np.quantile(x[i][m[i]], [0.25, 0.5], method=method),
                                       rtol=1e-14)
    whole = np.quantile(a, 0.3)
    np.testing.assert_allclose(whole.get_data(), np.quantile(x[m], 0.3), rtol=1e-14)
    assert np.quantile(a, 0.3, axis=0, keepdims=True).shape == (1, 6)
    with pytest.raises(TypeError):
        np.cumsum(a, 0, out=np.empty(x.shape))     # out=: numpy's TypeError (no implementation)
    # recorded for gradients: d sum(cumsum) / d x_i = the valid positions at or after i (row or flattened)
    for axis, after in ((1, np.cumsum(m[:, ::-1], axis=1)[:, ::-1]), (None, np.cumsum(m.ravel()[::-1])[::-1])):
        leaf = MaskedTensor(x, m, requires_grad=True)
        np.cumsum(leaf, axis).sum().backward()
        np.testing.assert_array_equal(leaf.grad.get_data()[m], np.reshape(after, x.shape)[m])


def test_numpy_shape_ndim_and_copy():
    from codegen.load_mt import CORE_METHODS       # (the storage class's methods a numpy function may name)
    from tensorplay.masked._masked_tensor.core import MaskedTensorCore
    assert all(callable(getattr(MaskedTensorCore, name, None)) for name in CORE_METHODS)
    x = np.arange(24.0).reshape(2, 3, 4)
    a = MaskedTensor(x, x % 5 != 0)
    assert np.shape(a) == (2, 3, 4) and np.ndim(a) == 3
    c = np.copy(a)
    assert isinstance(c, MaskedTensor) and not np.shares_memory(c.get_data(), x)
    np.testing.assert_array_equal(c.get_data(), x)
    np.testing.assert_array_equal(c.get_mask(), a.get_mask())


def test_in_place_methods_modify_only_self():
    a = MaskedTensor(np.array([1.0, 4.0, 9.0]), [True, True, False])
    b = MaskedTensor(np.array([1.0, 1.0, 1.0]), [False, True, True])
    b_data, b_mask = b.get_data().copy(), b.get_mask().copy()
    a.add_(b)
    np.testing.assert_array_equal(a.get_mask(), [False, True, False])
    assert a.get_data()[1] == 5.0
    np.testing.assert_array_equal(b.get_data(), b_data)
    np.testing.assert_array_equal(b.get_mask(), b_mask)
    ints = MaskedTensor(np.array([1, 4]), [True, True])
    with pytest.raises(TypeError, match="cannot be written in place"):
        ints.sqrt_()
    np.testing.assert_array_equal(ints.get_data(), [1, 4])


def test_torch_semantics_of_adapters():
    x = MaskedTensor(np.array([-7, 7, -7, 7]), [True] * 4)
    y = np.array([2, 2, -2, -2])
    np.testing.assert_array_equal(x.div(y, rounding_mode="trunc").get_data(), [-3, 3, 3, -3])
    np.testing.assert_array_equal(x.div(y, rounding_mode="floor").get_data(), [-4, 3, 3, -4])
    np.testing.assert_array_equal(x.div(y).get_data(), [-3.5, 3.5, 3.5, -3.5])
    np.testing.assert_array_equal(x.remainder(y).get_data(), [1, 1, -1, -1])
    np.testing.assert_array_equal(x.fmod(y).get_data(), [-1, 1, -1, 1])
    f = MaskedTensor(np.array([-2.5, 2.5]), [True, True])
    np.testing.assert_array_equal(f.frac().get_data(), [-0.5, 0.5])
    np.testing.assert_array_equal(f.add(np.array([1.0, 1.0]), alpha=3).get_data(), [0.5, 5.5])
    np.testing.assert_allclose(f.logit(eps=0.25).get_data(), [-math.log(3), math.log(3)], rtol=1e-15)
    with pytest.raises(TypeError, match="at least one of min and max"):
        f.clamp()
    z = MaskedTensor(np.array([3 + 4j, 0j]), [True, True])
    np.testing.assert_allclose(z.sgn().get_data(), [0.6 + 0.8j, 0])


def test_selectors_take_masked_tensors():
    data = np.arange(6).reshape(2, 3)
    mt = MaskedTensor(data, [[True, False, True], [True, True, False]])
    sel = tm.masked_select(mt, data > 1)
    np.testing.assert_array_equal(sel.get_data(), [2, 3, 4, 5])
    np.testing.assert_array_equal(sel.get_mask(), [True, True, True, False])
    filled = tm.masked_fill(mt, data % 2 == 1, -1)          # what is written is valid
    np.testing.assert_array_equal(filled.get_data(), [[0, -1, 2], [-1, 4, -1]])
    np.testing.assert_array_equal(filled.get_mask(), [[True, True, True], [True, True, True]])
    picked = tm.index_select(mt, 1, [2, 0])
    np.testing.assert_array_equal(picked.get_mask(), [[True, True], [False, True]])
    src = MaskedTensor(np.array([7, 8]), [False, True])
    sc = tm.masked_scatter(mt, data > 3, src)
    np.testing.assert_array_equal(sc.get_data(), [[0, 1, 2], [3, 7, 8]])
    np.testing.assert_array_equal(sc.get_mask(), [[True, False, True], [True, False, True]])
    same = tm.masked_fill_(mt, data == 0, 5)
    assert same is mt and mt.get_data()[0, 0] == 5
    with pytest.raises(TypeError):
        tm.masked_fill_(mt, data == 0, 1.5)                  # rejected: nothing written
    assert mt.get_data()[0, 0] == 5


def _mt3():
    return MaskedTensor(np.arange(12.0).reshape(3, 4), MASK.copy())


@pytest.mark.parametrize("call, exc, match", [
    (lambda mt: mt.add(np.ones(5)), ValueError, r"^add: operands of shapes \(3, 4\) and \(5,\)"),
    (lambda mt: mt.add_(np.ones((2, 3, 4))), ValueError, r"^add_: .*does not fit in place"),
    (lambda mt: mt.view(5), ValueError, r"^view: "),
    (lambda mt: mt.select(1, 10), IndexError, r"^select: index 10 is out of range"),
    (lambda mt: mt.transpose(0, 5), IndexError, r"^transpose: dim 5 is out of range"),
    (lambda mt: mt.unsqueeze(4), IndexError, r"^unsqueeze: dim 4 is out of range"),
    (lambda mt: mt.size(2), IndexError, r"^size: dim 2 is out of range"),
    (lambda mt: mt.split(0, 1), ValueError, r"^split: split_size must be positive"),
    (lambda mt: mt.split([1, 1], 1), ValueError, r"^split: sizes \[1, 1\] add up to 2"),
    (lambda mt: mt.unsqueeze(0).t(), ValueError, r"^t: expects a tensor with <= 2 dims"),
    (lambda mt: mt.unsqueeze(0).to_sparse_csr(), ValueError, r"^to_sparse_csr: only 2-d"),
    (lambda mt: mt.indices(), ValueError, r"^indices: .*call to_sparse\(\) first"),
    (lambda mt: mt.values(), ValueError, r"^values: .*call to_sparse\(\) first"),
    (lambda mt: mt.clamp(), TypeError, r"^clamp: at least one of min and max"),
    (lambda mt: mt.item(), ValueError, r"^item: only a one-element MaskedTensor"),
    (lambda mt: mt.to(device="cuda"), ValueError, r"^to: only the 'cpu' device"),
    (lambda mt: mt.div(2, rounding_mode="up"), ValueError, r"^div: rounding_mode must be"),
    (lambda mt: MaskedTensor.cat(mt), TypeError, r"^cat: expected a list or tuple"),
    (lambda mt: MaskedTensor.cat([mt, np.ones((2, 2))], 0), ValueError, r"^cat: "),
    (lambda mt: mt.unfold(1, 9, 1), ValueError, r"^unfold: size 9"),
    (lambda mt: mt.im2col(3), ValueError, r"^im2col: expects a 3-d or 4-d input"),
    (lambda mt: mt.add("a"), TypeError, r"^add: operand has dtype <U1"),
    (lambda mt: mt.to_tensor("x"), TypeError, r"^to_tensor: value 'x' cannot fill"),
    (lambda mt: bool(mt), ValueError, r"truth value of a MaskedTensor with more than one element"),
    (lambda mt: mt[MaskedTensor(np.array([0, 1]), [True, False])], IndexError, r"must be fully valid"),
])
def test_methods_reject_bad_arguments_naming_themselves(call, exc, match):
    mt = _mt3()
    data, mask = mt.get_data().copy(), mt.get_mask().copy()
    with pytest.raises(exc, match=match):
        call(mt)
    np.testing.assert_array_equal(mt.get_data(), data)      # nothing written by a rejected call
    np.testing.assert_array_equal(mt.get_mask(), mask)


def test_rejected_in_place_method_leaves_self_unchanged():
    ints = MaskedTensor(np.array([[1, 4], [9, 16]]), [[True, False], [True, True]])
    for call in (lambda m: m.sqrt_(), lambda m: m.div_(2), lambda m: m.mul_(0.5), lambda m: m.exp_()):
        with pytest.raises(TypeError, match=r"cannot be written in place into a int64 MaskedTensor"):
            call(ints)
        np.testing.assert_array_equal(ints.get_data(), [[1, 4], [9, 16]])
        np.testing.assert_array_equal(ints.get_mask(), [[True, False], [True, True]])


# -- the numpy path's results: masked-out elements zeroed in C, no operand shared ------------------

@pytest.mark.parametrize("dtype", ["bool", "int8", "int16", "float16", "int32", "float32", "float64", "uint64",
                                   "complex64", "complex128"])
def test_zero_masked_matches_numpy_boolean_assignment(dtype):
    from tensorplay.masked._runtime import front
    rng = np.random.default_rng(7)
    base = (rng.standard_normal((37, 29)) * 50)
    x = (base > 0) if dtype == "bool" else (base + 1j * base[::-1] if "complex" in dtype else base).astype(dtype)
    mask = rng.random(x.shape) < 0.5
    want = x.copy()
    want[~mask] = 0
    got = x.copy()
    assert front.zero_masked(got, mask)
    assert got.tobytes() == want.tobytes()
    # not plain (a transposed view, a byte-swapped copy, an int mask): declined, left alone
    cases = [(x.copy().T, mask.T), (x.copy(), mask.astype(np.uint8))]
    if x.dtype.itemsize > 1:            # (one byte has no byte order)
        cases.append((x.astype(x.dtype.newbyteorder()), mask))
    for out, m in cases:
        before = out.tobytes()
        assert not front.zero_masked(out, m) and out.tobytes() == before


def test_numpy_path_results_share_no_memory_with_their_operands():
    """A method on the numpy path (no fused kernel) gives a result of its own,
    whatever its function returns: a new array, or an array it was given
    (out=), which keeps numpy's raw values."""
    rng = np.random.default_rng(8)
    x = rng.standard_normal((6, 5))
    m = rng.random(x.shape) < 0.6
    for mt in (tm.masked_tensor(x.copy(), m), tm.masked_tensor(x + 1j * x, m)):
        for name in ("real", "imag", "conj", "positive", "sin", "arctan2", "maximum"):
            method = getattr(mt, name, None)
            if method is None:
                continue
            try:
                out = method(mt) if name in ("arctan2", "maximum") else method() if callable(method) else method
            except TypeError:
                continue
            if not isinstance(out, MaskedTensor):
                continue
            data = out.get_data()
            assert not np.shares_memory(data, mt.get_data()), name
            assert np.all(data[~out.get_mask()] == 0), name
    mt = tm.masked_tensor(x, m)
    for name, call in (("sin", lambda mt, buf: mt.sin(out=buf)),
                       ("arctan2", lambda mt, buf: mt.arctan2(mt, out=buf))):
        buf = np.full(x.shape, 7.0)
        out = call(mt, buf)
        want = getattr(np, name)(*((x,) if name == "sin" else (x, x)))
        assert not np.shares_memory(out.get_data(), buf), name
        assert np.array_equal(buf, want), name                   # numpy wrote its raw result there
        assert np.array_equal(out.get_data(), np.where(m, want, 0.0)), name
