"""The compiled backward kernels (issue 23): a derivative formula's
arithmetic top runs as one generated kernel (generated/_k_backward.pyx) that
writes the kept gradient in one pass.  Checked against numpy evaluating the
same expression (an independent implementation of the same arithmetic), on
broadcast and strided leaves, both float dtypes and 1-3 threads; the
engine's use of them against the numpy fallback and finite differences."""
import ast
import math
import zlib

import numpy as np
import pytest

import tensorplay.masked as tm
from codegen.derivatives import MAX_LEAVES, fusion, kernel_key, translate
from tensorplay.masked._autograd import record, scope
from tensorplay.masked._generated import _k_backward

KEYS = sorted(_k_backward.KERNELS)


def test_fusion_splits_the_arithmetic_top():
    names = ("grad", "input", "mask", "result", "n", "expand", "rsum", "correction")
    code = translate("expand(grad * 2 / (n - correction)) * (input - expand(rsum(input) / n))", names)
    assert code == ("return _record.fused('o0 * (o1 - o2)')(s.expand(s.grad * 2 / (s.n - s.correction)), "
                    "s.input, s.expand(s.rsum(s.input) / s.n))")
    # a repeated leaf is one operand; exp is computed in the kernel
    assert "fused('o0 * _np.exp(o1 - o1)')" in translate("grad * exp(input - input)", names)
    # more leaves than a kernel takes: numpy, as written
    many = " + ".join(f"rsum(input * {k})" for k in range(MAX_LEAVES + 1))
    assert "fused" not in translate(many, names)
    assert fusion(ast.parse("a(b) + c(d)", mode="eval").body) == ("o0 + o1", ["a(b)", "c(d)"])
    # a bool leaf (a comparison, same(), a hoisted name of one) is read as bytes
    assert fusion(ast.parse("g * (x > 0)", mode="eval").body) == ("o0 * o1 | fb", ["g", "x > 0"])
    assert fusion(ast.parse("g * t1", mode="eval").body, {"t1"}) == ("o0 * o1 | fb", ["g", "t1"])
    assert "fused('o0 * o1 | fb')" in translate("expand(grad / count(same(input, expand(result)))) "
                                                "* same(input, expand(result))", names + ("count",))


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_kernel_is_its_expression_where_the_mask_is_set(key, dtype):
    rng = np.random.default_rng(zlib.crc32(key.encode()))
    shape = (40, 33, 60)            # (over the grain: the threads share it)
    k = record.fused(key)
    expr, types = kernel_key(key)

    # leaves: a full array, a row broadcast along dim 1 (a reduction's expand), a strided view
    def leaf(j, kind):
        if kind == "b":
            return [rng.random(shape) < 0.5, np.broadcast_to(rng.random((40, 1, 60)) < 0.5, shape),
                    (rng.random((40, 66, 60)) < 0.5)[:, ::2]][j]
        return [rng.uniform(0.2, 0.9, shape).astype(dtype),
                np.broadcast_to(rng.uniform(0.2, 0.9, (40, 1, 60)).astype(dtype), shape),
                rng.uniform(0.2, 0.9, (40, 66, 60)).astype(dtype)[:, ::2]][j]
    leaves = [leaf(j, kind) for j, kind in enumerate(types)]
    reached = rng.random(shape) < 0.6
    for threads in (1, 2, 3):
        with tm.num_threads(threads):
            got = k(*leaves).into_kept(reached, dtype)
        if expr == "o0":
            assert got is None          # (one full leaf: the engine masks it in place)
            return
        assert got.dtype == dtype and got.shape == shape
        if threads == 1:
            first = got
        assert got.tobytes() == first.tobytes()
    with np.errstate(all="ignore"):
        want = k.numpy(*(a.astype(np.float64) for a in leaves))
    assert (got[~reached] == 0).all()
    # (the kernel computes in double and may fuse a * b + c into one rounding:
    # a cancelling difference of O(1) leaves differs by a few eps absolutely)
    eps = np.finfo(dtype).eps
    np.testing.assert_allclose(got[reached], want[reached].astype(dtype), rtol=4 * eps, atol=16 * eps)


@pytest.mark.parametrize("key", [k for k in KEYS if k.count("_np.exp(") == 1])
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_a_kernel_with_one_exp_gives_the_same_bits_by_blocks_and_by_elements(key, dtype):
    """A kernel whose expression has one exp computes a contiguous row's exps
    a block at a time (tp_exp_array, codegen/derivatives.py exp_block) and a
    strided row's one by one (tp_exp): the same bits, over exp's whole range
    (overflow, the subnormal results, underflow to 0, +-inf, NaN)."""
    rng = np.random.default_rng(zlib.crc32(key.encode()) + 1)
    expr, types = kernel_key(key)
    shape = (5, 700)
    pool = np.array([0.0, -0.0, 1.0, -708.5, -720.0, -745.0, -746.0, 709.0, 710.0, 800.0, np.inf, -np.inf, np.nan])

    def values():
        v = rng.uniform(-30, 30, shape)
        pick = rng.random(shape) < 0.2
        v[pick] = rng.choice(pool, pick.sum())
        return v.astype(dtype)
    leaves = [values() if c == "f" else rng.random(shape) < 0.5 for c in types]
    wide = []
    for a in leaves:
        w = np.zeros((shape[0], 2 * shape[1]), a.dtype)
        w[:, ::2] = a
        wide.append(w[:, ::2])
    reached = rng.random(shape) < 0.7
    k = record.fused(key)
    with np.errstate(all="ignore"):
        blocks = k(*leaves).into_kept(reached, dtype)
        elements = k(*wide).into_kept(reached, dtype)
    nan = np.isnan(blocks)
    assert np.array_equal(nan, np.isnan(elements)), key
    assert blocks[~nan].tobytes() == elements[~nan].tobytes(), key


def test_kernel_declines_what_it_cannot_take():
    k = record.fused("o0 * o1")
    reached = np.ones((30, 40), bool)
    a = np.ones((30, 40))
    assert k(a, np.ones((30, 41))).into_kept(reached, np.float64) is None              # does not broadcast
    assert k(a, np.ones((30, 40), np.float32)).into_kept(reached, np.float64) is None   # a full leaf of another dtype
    assert k(a, a).into_kept(reached, np.float16) is None                              # no kernel for the dtype
    assert record.fused("o0")(a).into_kept(reached, np.float64) is None                 # one full leaf: masked in place
    got = k(a, np.float32(2.0)).into_kept(reached, np.float64)                          # a scalar leaf is cast
    assert (got == 2.0).all()
    big = np.arange(1200.0).reshape(30, 40)
    assert k(big, True).into_kept(reached, np.float64).tolist() == big.tolist()          # (a bool scalar: 1.0)
    col = np.arange(30, dtype=np.int64)[:, None]                                       # an int broadcast: cast
    assert (k(a, col).into_kept(reached, np.float64) == np.broadcast_to(col, (30, 40))).all()


@pytest.mark.parametrize("op", ["sum", "mean", "var", "std", "amax", "amin", "norm", "logsumexp", "softmax",
                                "log_softmax"])
def test_backward_takes_the_kernel_and_matches_numpy(op, monkeypatch):
    rng = np.random.default_rng(3)
    x = rng.standard_normal((6, 9))
    x[0, :3] = x[0, 3]                             # ties (amax, amin: shared evenly)
    m = rng.random(x.shape) < 0.7
    m[2] = False                                   # a fully masked slice
    g = rng.standard_normal((6, 9) if op in ("softmax", "log_softmax") else (6,))

    def grad():
        leaf = tm.masked_tensor(x, m, requires_grad=True)
        (tm.norm(leaf, 2.0, 1) if op == "norm" else getattr(tm, op)(leaf, 1)).backward(g)
        return leaf.grad

    ran = []
    lazy = {"amax": scope.TieShare, "amin": scope.TieShare,               # (share_ties, deviation: row kernels)
            "var": scope.Deviation, "std": scope.Deviation}.get(op, record.Fused)
    real = lazy.into_kept
    monkeypatch.setattr(lazy, "into_kept", lambda self, r, d: ran.append(1) or real(self, r, d))
    compiled = grad()
    assert ran, "the compiled kernel was not offered"
    monkeypatch.setattr(lazy, "into_kept", lambda self, r, d: None)
    fallback = grad()
    np.testing.assert_array_equal(compiled.get_mask(), fallback.get_mask())
    np.testing.assert_allclose(compiled.get_data(), fallback.get_data(), rtol=1e-13, atol=1e-15)
    assert not compiled.get_data()[~m].any()


def test_var_gradient_by_finite_differences_through_the_kernel():
    rng = np.random.default_rng(4)
    x = rng.standard_normal((4, 5))
    m = rng.random(x.shape) < 0.8
    leaf = tm.masked_tensor(x, m, requires_grad=True)
    tm.sum(tm.var(leaf, 1)).backward()
    h = 1e-6
    for i, j in zip(*np.nonzero(m)):
        up, down = x.copy(), x.copy()
        up[i, j] += h
        down[i, j] -= h
        fd = (float(tm.sum(tm.var(tm.masked_tensor(up, m), 1)).get_data())
              - float(tm.sum(tm.var(tm.masked_tensor(down, m), 1)).get_data())) / (2 * h)
        assert math.isclose(leaf.grad.get_data()[i, j], fd, rel_tol=1e-6, abs_tol=1e-8)
