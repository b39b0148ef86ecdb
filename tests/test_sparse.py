"""Sparse MaskedTensors (issue 26): COO and CSR storage of the valid elements,
every op of ops.yaml and every MaskedTensor family on them against the same
op on the strided layout (to_dense()), scipy.sparse interop, broadcasting by
position, pattern intersections, peak memory and thread-count identity."""
from __future__ import annotations

import itertools
import math
import tracemalloc

import numpy as np
import pytest
import scipy.sparse as sps

import tensorplay.masked as tm
from codegen.load import load
from tensorplay.masked import special

SPEC = load("ops.yaml")
OPS = SPEC.ops
FAMILIES = {f.name: f for f in SPEC.masked_tensor.families}
LAYOUTS = ("sparse_coo", "sparse_csr")


def _sparse(mt, layout):
    return mt.to_sparse() if layout == "sparse_coo" else mt.to_sparse_csr()


def _cases():
    """(name, data, mask): empty rows, an empty tensor, all valid, none valid, 1-D, 3-D."""
    rng = np.random.default_rng(26)
    x = rng.standard_normal((6, 7))
    m = rng.random((6, 7)) < 0.4
    m[2] = False                                        # an empty row
    m[:, 3] = False                                     # an empty column
    yield "rows", x, m
    yield "all_valid", rng.standard_normal((3, 4)), np.ones((3, 4), bool)
    yield "none_valid", rng.standard_normal((3, 4)), np.zeros((3, 4), bool)
    yield "empty", np.zeros((0, 4)), np.zeros((0, 4), bool)
    yield "1d", rng.standard_normal(9), rng.random(9) < 0.5
    x3 = rng.standard_normal((3, 4, 5))
    yield "3d", x3, rng.random((3, 4, 5)) < 0.3
    ties = rng.integers(0, 3, (5, 6)).astype(float)     # ties and a NaN for argmax/median
    ties[1, 2] = np.nan
    yield "ties", ties, rng.random((5, 6)) < 0.7


CASES = list(_cases())


def _same(got, want, context=""):
    """Equal MaskedTensors: shape, dtype, mask, and the bits at valid positions
    (floating reductions to the last few ulps: a segment is summed compacted)."""
    g = got.to_dense() if got.is_sparse else got
    assert g.layout == "strided"
    assert g.shape == want.shape and g.dtype == want.dtype, (context, g.shape, want.shape, g.dtype, want.dtype)
    np.testing.assert_array_equal(g.get_mask(), want.get_mask(), err_msg=context)
    gv, wv = g.get_data()[want.get_mask()], want.get_data()[want.get_mask()]
    if gv.dtype.kind == "f":
        np.testing.assert_allclose(gv, wv, rtol=4 * np.finfo(gv.dtype).eps, atol=0, equal_nan=True, err_msg=context)
    else:
        np.testing.assert_array_equal(gv, wv, err_msg=context)


# -- storage ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name,x,m", CASES, ids=[c[0] for c in CASES])
def test_storage_keeps_the_valid_elements_in_row_major_order(name, x, m):
    mt = tm.masked_tensor(x, m)
    coo = mt.to_sparse()
    assert coo.layout == "sparse_coo" and coo.is_sparse and coo.nnz == m.sum() == mt.nnz
    assert coo.indices().dtype == np.int64 and coo.indices().shape == (x.ndim, m.sum())
    np.testing.assert_array_equal(coo.indices(), np.array(np.nonzero(m)).reshape(x.ndim, -1))
    np.testing.assert_array_equal(coo.values(), x[m])
    assert not coo.indices().flags.writeable
    assert coo.shape == x.shape and coo.dtype == x.dtype and coo.ndim == x.ndim and coo.numel() == x.size
    back = coo.to_dense()
    assert back.layout == "strided"
    np.testing.assert_array_equal(back.get_mask(), m)
    np.testing.assert_array_equal(back.get_data(), np.where(m, x, 0))      # masked-out data 0
    assert coo.to_sparse_coo().layout == "sparse_coo"
    if x.ndim != 2:
        with pytest.raises(ValueError, match="^to_sparse_csr: only 2-d"):
            coo.to_sparse_csr()
        return
    csr = mt.to_sparse_csr()
    np.testing.assert_array_equal(csr.crow_indices(), np.r_[0, np.cumsum(m.sum(1))])
    np.testing.assert_array_equal(csr.col_indices(), np.nonzero(m)[1])
    assert csr.crow_indices().dtype == csr.col_indices().dtype == np.int64
    np.testing.assert_array_equal(csr.values(), x[m])
    # every direction: coo <-> csr <-> strided
    for a, b in ((coo.to_sparse_csr(), csr), (csr.to_sparse(), coo), (csr.to_dense().to_sparse_csr(), csr)):
        assert a.layout == b.layout
        np.testing.assert_array_equal(a.values(), b.values())
        _same(a, mt.to_dense() if False else tm.masked_tensor(np.where(m, x, 0), m))


def test_conversions_copy_values_and_in_place_ops_touch_only_their_tensor():
    mt = tm.masked_tensor(np.arange(6.0).reshape(2, 3), [[True, False, True], [False, True, True]])
    coo = mt.to_sparse()
    csr = coo.to_sparse_csr()
    coo.neg_()
    np.testing.assert_array_equal(coo.values(), [-0.0, -2, -4, -5])
    np.testing.assert_array_equal(csr.values(), [0.0, 2, 4, 5])
    np.testing.assert_array_equal(mt.get_data(), np.arange(6.0).reshape(2, 3))


def test_accessors_of_the_wrong_layout_say_which_to_call():
    mt = tm.masked_tensor(np.ones((2, 2)), True)
    with pytest.raises(ValueError, match=r"^indices: .*call to_sparse\(\) first"):
        mt.to_sparse_csr().indices()
    with pytest.raises(ValueError, match=r"^crow_indices: .*call to_sparse_csr\(\) first"):
        mt.to_sparse().crow_indices()
    with pytest.raises(ValueError, match=r"^values: .*call to_sparse\(\) first"):
        mt.values()
    for call in (lambda s: s.get_data(), lambda s: s.get_mask()):
        with pytest.raises(TypeError, match=r"to_dense\(\)"):
            call(mt.to_sparse())


def test_repr_names_the_storage():
    coo = tm.masked_tensor(np.array([1.5, 2.0, 3.0]), [True, False, True]).to_sparse()
    assert repr(coo) == ("MaskedTensor(indices=[[0, 2]], values=[1.5, 3. ], size=(3,), nnz=2, dtype=float64, "
                         "layout=sparse_coo)")
    csr = tm.masked_tensor(np.eye(2, dtype=np.float32), np.eye(2, dtype=bool)).to_sparse_csr()
    assert repr(csr) == ("MaskedTensor(crow_indices=[0, 1, 2], col_indices=[0, 1], values=[1., 1.], size=(2, 2), "
                         "nnz=2, dtype=float32, layout=sparse_csr)")


def test_to_tensor_gives_a_dense_ndarray():
    x = np.array([[1.0, 2.0], [3.0, 4.0]])
    m = np.array([[True, False], [False, True]])
    for sp in (tm.masked_tensor(x, m).to_sparse(), tm.masked_tensor(x, m).to_sparse_csr()):
        np.testing.assert_array_equal(sp.to_tensor(-1.0), [[1.0, -1.0], [-1.0, 4.0]])
        with pytest.raises(TypeError, match="^to_tensor"):
            sp.to_tensor("x")


# -- every op of ops.yaml --------------------------------------------------------------------

def _dims(op, ndim):
    out = [None] if "none" in op.dims else []
    if "int" in op.dims:
        out += list(range(ndim)) + ([-1] if ndim else [])
    if "tuple" in op.dims and ndim >= 2:
        out += [(0, ndim - 1), tuple(range(ndim))]
    return out


def _params(op):
    return op.tests.get("params") or [{}]


# (the window kinds read neighbours by position: refused on the sparse layouts, tested below)
WINDOW_KINDS = ("moving", "exp_moving", "gap_fill")
DIM_OPS = [n for n, op in OPS.items() if op.kind not in ("binary",) + WINDOW_KINDS]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("name", DIM_OPS)
def test_every_op_along_dims_equals_the_strided_result(name, layout):
    op, fn = OPS[name], getattr(tm, name)
    checked = 0
    for case, x, m in CASES:
        if layout == "sparse_csr" and x.ndim != 2:
            continue
        for dtype in ("float64", "float32", "int64"):
            mt = tm.masked_tensor(x.astype(dtype) if dtype != "int64" else np.nan_to_num(x * 3).astype(dtype), m)
            sp = _sparse(mt, layout)
            for dim in _dims(op, x.ndim):
                for params in _params(op):
                    for keepdim in ((False, True) if "keepdim" in op.signature.names else (None,)):
                        kw = dict(params, **({} if keepdim is None else {"keepdim": keepdim}))
                        try:
                            want = fn(mt, dim=dim, **kw)
                        except (ValueError, TypeError, IndexError) as exc:
                            with pytest.raises(type(exc)):
                                fn(sp, dim=dim, **kw)
                            continue
                        got = fn(sp, dim=dim, **kw)
                        context = f"{name}{kw} {case} {dtype} dim={dim}"
                        if op.kind in ("scan", "normalize"):
                            assert got.layout == layout, context      # along a dim: the layout is kept
                        else:
                            assert got.layout == "strided", context
                        _same(got, want, context)
                        checked += 1
    assert checked > 20


@pytest.mark.parametrize("layout", LAYOUTS)
def test_mask_argument_is_read_at_the_stored_positions(layout):
    rng = np.random.default_rng(1)
    x, m = rng.standard_normal((5, 6)), rng.random((5, 6)) < 0.6
    extra = rng.random((1, 6)) < 0.5                        # broadcast along dim 0
    sp = _sparse(tm.masked_tensor(x, m), layout)
    want = tm.masked_tensor(x, m & extra)
    for dim in (None, 0, 1):
        _same(tm.sum(sp, dim, mask=extra), tm.sum(want, dim), f"sum dim={dim}")
        _same(tm.argmax(sp, dim, mask=extra), tm.argmax(want, dim), f"argmax dim={dim}")
    _same(tm.softmax(sp, 1, mask=extra), tm.softmax(want, 1), "softmax")
    _same(special.erf(sp, mask=extra), special.erf(want), "erf")


def test_argmax_is_an_int64_index_into_the_dense_shape():
    """torch.masked gives argmax of a CSR tensor as a float index into its values."""
    x = np.array([[0.0, 0.0, 1.0], [0.0, 0.0, 9.0]])
    m = np.array([[False, False, True], [False, False, True]])
    for sp in (tm.masked_tensor(x, m).to_sparse_csr(), tm.masked_tensor(x, m).to_sparse()):
        full = tm.argmax(sp)
        assert full.dtype == np.int64 and full.shape == () and full.item() == 5
        np.testing.assert_array_equal(tm.argmax(sp, 1).get_data(), [2, 2])
        np.testing.assert_array_equal(tm.argmin(sp, 0).get_mask(), [False, False, True])
        assert tm.argmin(sp, 0).get_data()[2] == 0


@pytest.mark.parametrize("layout", LAYOUTS)
def test_logaddexp_meets_two_patterns_by_its_or_rule(layout):
    rng = np.random.default_rng(2)
    x, y = rng.standard_normal((4, 5)), rng.standard_normal((4, 5))
    mx, my = rng.random((4, 5)) < 0.5, rng.random((4, 5)) < 0.5
    a, b = tm.masked_tensor(x, mx), tm.masked_tensor(y, my)
    got = tm.logaddexp(_sparse(a, layout), _sparse(b, layout))
    assert got.layout == layout and got.nnz == (mx | my).sum()
    _same(got, tm.logaddexp(a, b))
    _same(tm.logaddexp(_sparse(a, layout), y), tm.logaddexp(a, y))      # the dense operand: a dense result


@pytest.mark.parametrize("name", [n for n, op in OPS.items() if op.kind in WINDOW_KINDS])
def test_moving_windows_are_refused_naming_to_dense(name):
    sp = tm.masked_tensor(np.arange(6.0), True).to_sparse()
    given = {"window": 3, "q": 0.5, "alpha": 0.5}
    args = [given[p] for p in OPS[name].signature.names[1:3] if p in given]
    with pytest.raises(TypeError, match=rf"^{name}: .*sparse_coo.*to_dense\(\)"):
        getattr(tm, name)(sp, *args)


def test_a_fully_masked_slice_gives_what_the_strided_layout_gives():
    x = np.arange(12.0).reshape(3, 4)
    m = np.zeros((3, 4), bool)
    m[0, 1] = True
    mt = tm.masked_tensor(x, m)
    for layout in LAYOUTS:
        sp = _sparse(mt, layout)
        for name in ("sum", "mean", "amax", "median", "var", "argmax", "logsumexp", "norm"):
            _same(getattr(tm, name)(sp, 1), getattr(tm, name)(mt, 1), f"{name} {layout}")


# -- the MaskedTensor families --------------------------------------------------------------

def _unary_inputs():
    rng = np.random.default_rng(3)
    x = rng.uniform(0.1, 0.9, (4, 5))          # in every unary method's domain
    m = rng.random((4, 5)) < 0.5
    m[1] = False
    return tm.masked_tensor(x, m)


UNARY = sorted(FAMILIES["unary"].methods)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("method", UNARY)
def test_every_unary_method_runs_on_the_values(method, layout):
    mt = _unary_inputs()
    sp = _sparse(mt, layout)
    args = {"clamp": (0.2, 0.5), "clip": (0.2, 0.5), "round": (), "pow": (2,), "float_power": (2,)}.get(method, ())
    try:
        want = getattr(mt, method)(*args)
    except (TypeError, ValueError) as exc:
        with pytest.raises(type(exc)):
            getattr(sp, method)(*args)
        return
    got = getattr(sp, method)(*args)
    assert got.layout == layout
    _same(got, want, method)
    if method in FAMILIES["unary"].inplace:
        sp2, mt2 = _sparse(mt, layout), tm.masked_tensor(mt.get_data(), mt.get_mask())
        assert getattr(sp2, method + "_")(*args) is sp2
        _same(sp2, getattr(mt2, method + "_")(*args), method + "_")


def _pair_inputs(dtype="float64"):
    rng = np.random.default_rng(4)
    x, y = rng.uniform(1, 4, (4, 5)).astype(dtype), rng.uniform(1, 4, (4, 5)).astype(dtype)
    mx, my = rng.random((4, 5)) < 0.6, rng.random((4, 5)) < 0.6
    mx[0] = False
    return tm.masked_tensor(x, mx), tm.masked_tensor(y, my)


BINARY = sorted(FAMILIES["binary"].methods) + sorted(FAMILIES["compare"].methods)


def _call(obj, method, other):
    return _try(lambda: getattr(obj, method)(other))


def _try(thunk):
    """(result, None) or (None, the TypeError/ValueError it raised)."""
    try:
        return thunk(), None
    except (TypeError, ValueError) as exc:
        return None, exc


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("method", BINARY)
def test_every_binary_method_meets_patterns_by_the_and_rule(method, layout):
    a, b = _pair_inputs("int64" if "bitwise" in method or method in ("gcd", "lcm") else "float64")
    sa, sb = _sparse(a, layout), _sparse(b, layout)
    others = [("sparse", sb, b), ("strided", b, b), ("ndarray", b.get_data(), b.get_data()),
              ("row", b.get_data()[1], b.get_data()[1]), ("scalar", 2, 2)]
    for what, sparse_other, dense_other in others:
        want, err = _call(a, method, dense_other)
        got, gerr = _call(sa, method, sparse_other)
        if err is not None:
            assert type(gerr) is type(err), (method, what, gerr, err)
            continue
        assert gerr is None, (method, what, gerr)
        assert got.layout == layout, (method, what)
        _same(got, want, f"{method} with {what}")
    # a strided or plain first operand with a sparse second one
    want, err = _call(b, method, a)
    if err is None:
        got = getattr(b, method)(sa)
        assert got.is_sparse
        _same(got, want, f"strided.{method}(sparse)")


@pytest.mark.parametrize("layout", LAYOUTS)
def test_in_place_binary_forms(layout):
    a, b = _pair_inputs()
    for method in FAMILIES["binary"].inplace + FAMILIES["compare"].inplace:
        if "bitwise" in method:
            continue
        for other_of in (lambda t: _sparse(t, layout), lambda t: t, lambda t: t.get_data(), lambda t: 3.0):
            sa = _sparse(a, layout)
            want, err = _call(tm.masked_tensor(a.get_data(), a.get_mask()), method + "_", other_of(b))
            got, gerr = _call(sa, method + "_", other_of(b))
            if err is not None:
                assert type(gerr) is type(err), method
                np.testing.assert_array_equal(sa.values(), a.to_sparse().values())     # never partially
                continue
            assert got is sa and sa.layout == layout
            _same(sa, want, method + "_")
    dense = tm.masked_tensor(a.get_data(), a.get_mask())
    dense.add_(_sparse(b, layout))             # a strided self keeps its layout; its mask meets the pattern
    _same(dense, a + b, "strided.add_(sparse)")


def test_broadcasting_is_by_position():
    """torch.masked adds a dense 1-d operand to the values array: [11, 23, 36] where [11, 33, 36] is right."""
    x = np.array([[1.0, 0.0, 0.0], [0.0, 3.0, 6.0]])
    m = x != 0
    coo = tm.masked_tensor(x, m).to_sparse()
    got = coo + np.array([10.0, 20.0, 30.0])
    np.testing.assert_array_equal(got.values(), [11.0, 23.0, 36.0])
    got = coo + np.array([[10.0], [30.0]])
    np.testing.assert_array_equal(got.values(), [11.0, 33.0, 36.0])
    # a sparse operand broadcast to a larger shape repeats its pattern
    row = tm.masked_tensor(np.array([1.0, 2.0, 3.0]), [True, False, True]).to_sparse()
    got = row + np.zeros((2, 3))
    assert got.shape == (2, 3)
    np.testing.assert_array_equal(got.indices(), [[0, 0, 1, 1], [0, 2, 0, 2]])
    np.testing.assert_array_equal(got.values(), [1.0, 3.0, 1.0, 3.0])


def test_two_patterns_meet_at_their_intersection():
    a = tm.masked_tensor(np.arange(6.0).reshape(2, 3), [[1, 1, 0], [0, 1, 1]]).to_sparse()
    b = tm.masked_tensor(np.ones((2, 3)), [[0, 1, 1], [0, 1, 0]]).to_sparse_csr()
    got = a * b
    np.testing.assert_array_equal(got.indices(), [[0, 1], [1, 1]])
    np.testing.assert_array_equal(got.values(), [1.0, 4.0])
    assert (b * a).layout == "sparse_csr"
    empty = a * tm.masked_tensor(np.ones((2, 3)), False).to_sparse()
    assert empty.nnz == 0 and empty.shape == (2, 3)


def test_weak_scalars_keep_the_dtype():
    f32 = tm.masked_tensor(np.ones(4, np.float32), [1, 0, 1, 1]).to_sparse()
    assert (f32 * 2.0).dtype == np.float32 and (2 - f32).dtype == np.float32
    assert (f32 * np.float64(2.0)).dtype == (tm.masked_tensor(np.ones(4, np.float32), True) * np.float64(2.0)).dtype


@pytest.mark.parametrize("name", sorted(SPEC.special))
def test_special_functions_run_on_the_values(name):
    mt = _unary_inputs()
    for layout in LAYOUTS:
        got = getattr(special, name)(_sparse(mt, layout))
        assert got.layout == layout
        _same(got, getattr(special, name)(mt), name)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_structural_methods(layout):
    mt = _unary_inputs()
    sp = _sparse(mt, layout)
    _same(sp.t(), mt.t(), "t")
    _same(sp.T, mt.T, "T")
    _same(sp.transpose(0, 1), mt.transpose(0, 1), "transpose")
    assert sp.t().layout == layout
    c = sp.clone()
    c.neg_()
    np.testing.assert_array_equal(sp.values(), mt.get_data()[mt.get_mask()])
    _same(sp.contiguous(), mt, "contiguous")
    coo3 = tm.masked_tensor(np.arange(24.0).reshape(2, 3, 4), np.arange(24).reshape(2, 3, 4) % 3 == 0)
    _same(coo3.to_sparse().transpose(0, 2), coo3.transpose(0, 2), "transpose 3-d")
    for name, call in (("view", lambda s: s.view(-1)), ("view2", lambda s: s.view(5, 4)),
                       ("view_tuple", lambda s: s.view((2, 10))), ("unsqueeze", lambda s: s.unsqueeze(0)),
                       ("unsqueeze_last", lambda s: s.unsqueeze(-1)), ("select", lambda s: s.select(0, 1)),
                       ("select_neg", lambda s: s.select(1, -1)), ("slice", lambda s: s.slice(1, 1, 4, 2)),
                       ("slice_open", lambda s: s.slice(0, None, None, 3)),
                       ("cat", lambda s: tm.MaskedTensor.cat([s, s.exp()])),
                       ("cat_strided", lambda s: tm.MaskedTensor.cat([s, mt], 1)),
                       ("cat_array", lambda s: tm.MaskedTensor.cat([s, np.ones((1, 5))], 0)),
                       ("stack", lambda s: tm.MaskedTensor.stack([s, s * 2.0], 1)),
                       ("expand", lambda s: s.unsqueeze(0).expand(3, -1, -1)), ("expand1", lambda s: s[:1].expand(3, 5)),
                       ("split0", lambda s: s.split(3, 0)[1]), ("split1", lambda s: s.split([2, 3], 1)[0])):
        got = call(sp)
        want = call(mt) if "strided" not in name else tm.MaskedTensor.cat([mt, mt], 1)
        assert got.is_sparse, name
        _same(got, want, name)
    for key in (0, -1, (1, 2), (slice(None), 3), slice(1, 3), (slice(None, None, 2), slice(1, None)), (None, 2),
                (Ellipsis, 1), (0, Ellipsis), (slice(0, 0),), (), (None, Ellipsis, None)):
        got = sp[key]
        want = mt[key]
        assert got.is_sparse, key
        _same(got, want, f"[{key}]")
    with pytest.raises(IndexError, match="out of bounds"):
        sp[7]
    with pytest.raises(IndexError, match="too many indices"):
        sp[0, 0, 0]
    assert [p.shape for p in sp.split(2, 1)] == [(4, 2), (4, 2), (4, 1)]
    for call in (lambda s: s[[0, 1]], lambda s: s[::-1], lambda s: s.unfold(1, 2, 1),
                 lambda s: s.index((slice(None), [0, 2]))):
        with pytest.raises(TypeError, match=r"to_dense\(\)"):
            call(sp)
    with pytest.raises(IndexError, match="^select: index 9 is out of range"):
        sp.select(0, 9)
    with pytest.raises(ValueError, match="^view: "):
        sp.view(3, 3)
    with pytest.raises(ValueError, match="^cat: the tensors' shapes"):
        tm.MaskedTensor.cat([sp, sp.t()], 0)


def test_reduction_methods_and_all_any():
    mt = _unary_inputs()
    for layout in LAYOUTS:
        sp = _sparse(mt, layout)
        for method in sorted(FAMILIES["reduction"].methods):
            for dim in (None, 0, 1):
                want, err = _try(lambda: getattr(mt, method)(dim=dim))
                got, gerr = _try(lambda: getattr(sp, method)(dim=dim))
                if err is not None:
                    assert type(gerr) is type(err), (method, dim)
                    continue
                _same(got, want, f"{method} {layout} dim={dim}")
        _same((sp > 0.5).all(1, keepdim=True), (mt > 0.5).all(1, keepdim=True), "all keepdim")
        _same((sp > 0.5).any(), (mt > 0.5).any(), "any")


def test_passthrough_methods():
    mt = _unary_inputs()
    sp = mt.to_sparse_csr()
    assert sp.detach().layout == "sparse_csr" and sp.detach().values() is sp.values()
    f32 = sp.to(np.float32)
    assert f32.dtype == np.float32 and f32.layout == "sparse_csr"
    _same(sp.ones_like(), mt.ones_like(), "ones_like")
    assert tm.masked_tensor(np.array([4.0]), True).to_sparse().item() == 4.0
    with pytest.raises(ValueError, match="^item: the element is masked out"):
        tm.masked_tensor(np.array([4.0]), False).to_sparse().item()


def test_selectors_are_refused_naming_to_dense():
    sp = tm.masked_tensor(np.arange(4.0), True).to_sparse()
    with pytest.raises(TypeError, match=r"^masked_fill: .*to_dense\(\)"):
        tm.masked_fill(sp, np.array([True, False, True, False]), 0.0)


# -- gradients ---------------------------------------------------------------------------------
# A sparse leaf and the strided leaf of the same valid elements: every chain
# gives the same loss, and the sparse leaf's grad (its layout and pattern)
# holds the strided leaf's grad at the stored positions.  The strided
# gradients are checked against central differences in tests/test_gradients.py;
# a few chains here are checked against central differences directly.

def _leaves(layout, seed=0, shape=(4, 5)):
    rng = np.random.default_rng(seed)
    x = rng.uniform(0.5, 2.0, shape)
    m = rng.random(shape) < 0.6
    m[1] = False                                        # an empty row
    dense = tm.masked_tensor(x, m, requires_grad=True)
    with tm.no_grad():
        sp = _sparse(tm.masked_tensor(x, m), layout)
    sp.requires_grad_()
    return sp, dense, x, m


OTHER_PATTERN = tm.masked_tensor(np.arange(20.0).reshape(4, 5) / 7, np.arange(20).reshape(4, 5) % 3 != 0).to_sparse()
GRAD_CHAINS = [
    ("exp", lambda t: t.exp()), ("sin_tanh", lambda t: t.sin().tanh()), ("sqrt", lambda t: t.sqrt()),
    ("times_scalar", lambda t: 2.5 * t - 1.0), ("div", lambda t: t / (t + 1.0)), ("square", lambda t: t * t),
    ("erf", lambda t: special.erf(t)), ("sigmoid", lambda t: special.sigmoid(t)),
    ("plus_array", lambda t: t + np.arange(5.0)), ("pow", lambda t: t ** 3),
    ("t", lambda t: t.t() * np.arange(4.0)), ("transpose", lambda t: t.transpose(0, 1).exp()),
    ("clone", lambda t: t.clone() * 3.0), ("cast", lambda t: t.to(np.float32) * np.float32(2.0)),
    ("to_dense", lambda t: t.to_dense().exp()),
    ("sum1", lambda t: tm.sum(t.exp(), 1)), ("sum0", lambda t: tm.sum(t * t, 0)), ("sum_all", lambda t: tm.sum(t)),
    ("sum_keep", lambda t: tm.sum(t, 1, keepdim=True) * 2.0), ("mean", lambda t: tm.mean(t, 0)),
    ("var", lambda t: tm.var(t, 1)), ("std_all", lambda t: tm.std(t)), ("amax", lambda t: tm.amax(t, 1)),
    ("amin0", lambda t: tm.amin(t, 0)), ("prod", lambda t: tm.prod(t, 1)), ("logsumexp", lambda t: tm.logsumexp(t, 0)),
    ("norm", lambda t: tm.norm(t, 3.0, 1)), ("median", lambda t: tm.median(t, 1)),
    ("quantile", lambda t: tm.quantile(t, [0.25, 0.75], 1)), ("softmax", lambda t: tm.softmax(t, 1)),
    ("log_softmax", lambda t: tm.log_softmax(t, 0)), ("cumsum", lambda t: tm.cumsum(t, 1)),
    ("cumprod", lambda t: tm.cumprod(t, 0)), ("normalize", lambda t: tm.normalize(t, 2.0, 1)),
    ("mask_arg", lambda t: tm.sum(t, 1, mask=np.array([True, False, True, True, False]))),
    ("logaddexp", lambda t: tm.logaddexp(t, t * 0.5)),
    ("view", lambda t: t.view(-1) * np.arange(20.0)), ("unsqueeze", lambda t: t.unsqueeze(1).exp()),
    ("select", lambda t: t.select(0, 2) * 3.0), ("slice", lambda t: t.slice(1, 1, 5, 2).exp()),
    ("expand", lambda t: t.unsqueeze(0).expand(2, 4, 5) * np.arange(2.0)[:, None, None]),
    ("split", lambda t: t.split([2, 3], 1)[1].exp()),
    ("getitem", lambda t: t[1:, ::2].exp() * 2.0), ("getitem_int", lambda t: t[2] * t[3]),
    ("cat", lambda t: tm.MaskedTensor.cat([t, t * t], 1)), ("stack", lambda t: tm.MaskedTensor.stack([t.exp(), t], 0)),
    ("broadcast", lambda t: t + np.zeros((2, 4, 5))), ("other_pattern", lambda t: t * OTHER_PATTERN),
    ("union", lambda t: tm.logaddexp(t, OTHER_PATTERN)), ("strided_other", lambda t: t * OTHER_PATTERN.to_dense()),
]


def _weights(out, seed=1):
    return np.random.default_rng(seed).uniform(-1, 1, out.shape)


def _loss(out, w):
    dense = out.to_dense() if out.is_sparse else out
    return tm.sum(dense * w)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("name,chain", GRAD_CHAINS, ids=[c[0] for c in GRAD_CHAINS])
def test_sparse_gradients_equal_the_strided_ones(name, chain, layout):
    sp, dense, x, m = _leaves(layout)
    out_d = chain(dense)
    w = _weights(out_d)
    loss_d = _loss(out_d, w)
    out_s = chain(sp)
    loss_s = _loss(out_s, w)
    np.testing.assert_allclose(loss_s.item(), loss_d.item(), rtol=1e-12)
    assert out_s.requires_grad
    loss_d.backward()
    loss_s.backward()
    g = sp.grad
    assert g.layout == layout and g.dtype == sp.dtype
    np.testing.assert_array_equal(g.to_dense().get_mask(), m)
    np.testing.assert_allclose(g.values(), dense.grad.get_data()[m], rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("name,chain", [c for c in GRAD_CHAINS if c[0] in ("exp", "sum1", "softmax", "var",
                                                                         "cumprod", "amax", "quantile")],
                         ids=lambda c: c if isinstance(c, str) else "")
def test_sparse_gradients_by_central_differences(name, chain, layout):
    sp, _, x, m = _leaves(layout, seed=3)
    w = _weights(chain(sp.detach()), seed=4)
    _loss(chain(sp), w).backward()
    h = 1e-6
    numeric = []
    for k in range(sp.nnz):
        vals = sp.values().copy()
        plus, minus = vals.copy(), vals.copy()
        plus[k] += h
        minus[k] -= h
        with tm.no_grad():
            f = [_loss(chain(_with(sp, v)), w).item() for v in (plus, minus)]
        numeric.append((f[0] - f[1]) / (2 * h))
    np.testing.assert_allclose(sp.grad.values(), numeric, rtol=1e-5, atol=1e-7)


def _with(sp, values):
    """A sparse tensor of sp's pattern holding other values (no gradient)."""
    out = sp.detach().clone()
    out.values()[:] = values
    return out


def test_a_strided_leaf_through_to_sparse():
    rng = np.random.default_rng(5)
    x, m = rng.standard_normal((3, 4)), rng.random((3, 4)) < 0.5
    for layout in LAYOUTS:
        leaf = tm.masked_tensor(x, m, requires_grad=True)
        ref = tm.masked_tensor(x, m, requires_grad=True)
        tm.sum(tm.softmax(_sparse(leaf, layout), 1).to_dense() * x).backward()
        tm.sum(tm.softmax(ref, 1) * x).backward()
        assert leaf.grad.layout == "strided"
        np.testing.assert_allclose(leaf.grad.get_data(), ref.grad.get_data(), rtol=1e-12, atol=1e-14)


def test_mixed_operands_and_accumulation():
    sp, dense, x, m = _leaves("sparse_coo", seed=6)
    other = tm.masked_tensor(x[::-1].copy(), True, requires_grad=True)
    tm.sum(sp * other).backward()
    tm.sum(sp * 2.0).backward()                          # accumulates into sp.grad
    np.testing.assert_allclose(sp.grad.values(), x[::-1][m] + 2.0)
    np.testing.assert_allclose(other.grad.get_data(), np.where(m, x, 0))
    sp2 = _leaves("sparse_csr", seed=7)[0]
    (ga, gb) = tm.grad(tm.sum(sp2 * sp2.exp()), [sp2, sp2])
    np.testing.assert_allclose(ga.values(), (1 + sp2.values()) * np.exp(sp2.values()))
    assert ga.layout == "sparse_csr" and sp2.grad is None


def test_backward_of_a_sparse_output_and_retain_grad():
    sp, dense, x, m = _leaves("sparse_coo", seed=8)
    y = sp.exp()
    y.retain_grad()
    g = tm.masked_tensor(np.full(x.shape, 2.0), True).to_sparse()
    y.backward(g)
    np.testing.assert_allclose(sp.grad.values(), 2.0 * np.exp(x[m]))
    np.testing.assert_allclose(y.grad.values(), 2.0)
    assert y.grad.layout == "sparse_coo"
    with pytest.raises(RuntimeError, match="implicitly created only for scalar outputs"):
        sp.exp().backward()


def test_in_place_forms_record():
    sp, dense, x, m = _leaves("sparse_csr", seed=9)
    with pytest.raises(RuntimeError, match="leaf MaskedTensor that requires grad"):
        sp.exp_()
    y = sp * 1.0
    y.exp_()
    y.mul_(3.0)
    tm.sum(y).backward()
    np.testing.assert_allclose(sp.grad.values(), 3.0 * np.exp(x[m]))
    with tm.no_grad():                                  # an optimiser's step keeps the leaf
        sp.sub_(sp.grad * 0.1)
    assert sp.requires_grad and sp.is_leaf


# -- scipy.sparse interop --------------------------------------------------------------------

SCIPY = [sps.coo_array, sps.csr_array, sps.csc_array, sps.coo_matrix, sps.csr_matrix, sps.csc_matrix]


@pytest.mark.parametrize("kind", SCIPY, ids=lambda k: k.__name__)
def test_scipy_data_with_mask_true(kind):
    dense = np.array([[0.0, 2.0, 0.0], [1.0, 0.0, 3.0]])
    s = kind(dense)
    for make in (tm.masked_tensor, tm.as_masked_tensor, tm.MaskedTensor):
        mt = make(s, True)
        assert mt.layout == ("sparse_coo" if kind in (sps.coo_array, sps.coo_matrix) else "sparse_csr")
        np.testing.assert_array_equal(mt.to_tensor(0.0), dense)
        np.testing.assert_array_equal(mt.to_dense().get_mask(), dense != 0)
    back = tm.masked_tensor(s, True).to_scipy()
    np.testing.assert_array_equal(back.toarray(), dense)


def test_scipy_explicit_zeros_are_valid_and_repeats_are_summed():
    s = sps.coo_array((np.array([0.0, 1.0, 2.0]), (np.array([0, 1, 1]), np.array([0, 2, 2]))), shape=(2, 3))
    mt = tm.masked_tensor(s, True)
    np.testing.assert_array_equal(mt.indices(), [[0, 1], [0, 2]])
    np.testing.assert_array_equal(mt.values(), [0.0, 3.0])
    assert mt.to_dense().get_mask()[0, 0]


def test_scipy_mask_of_the_same_positions():
    data = sps.csr_array(np.array([[1.0, 0.0, 2.0], [0.0, 3.0, 0.0]]))
    mask = data.copy().astype(bool)
    mask.data[:] = [True, False, True]
    mt = tm.masked_tensor(data, mask)
    np.testing.assert_array_equal(mt.to_dense().get_mask(), [[True, False, False], [False, True, False]])
    other = sps.csr_array(np.array([[1, 1, 0], [0, 1, 0]], bool))
    with pytest.raises(ValueError, match="^masked_tensor: a sparse mask must store exactly data's positions"):
        tm.masked_tensor(data, other)
    with pytest.raises(TypeError, match="^masked_tensor: with sparse data, mask must be True"):
        tm.masked_tensor(data, np.ones((2, 3), bool))


def test_to_scipy_round_trips():
    rng = np.random.default_rng(5)
    x, m = rng.standard_normal((5, 7)), rng.random((5, 7)) < 0.3
    mt = tm.masked_tensor(x, m)
    for sp, cls in ((mt.to_sparse(), sps.coo_array), (mt.to_sparse_csr(), sps.csr_array), (mt, sps.coo_array)):
        s = sp.to_scipy()
        assert isinstance(s, cls)
        np.testing.assert_array_equal(s.toarray(), np.where(m, x, 0))
        again = tm.masked_tensor(s, True)
        np.testing.assert_array_equal(again.values(), x[m])
    with pytest.raises(ValueError, match="^to_scipy: scipy.sparse arrays are 2-d"):
        tm.masked_tensor(np.ones(3), True).to_scipy()


def test_reductions_agree_with_scipy():
    s = sps.random_array((50, 40), density=0.05, random_state=6, format="csr")
    mt = tm.masked_tensor(s, True)
    np.testing.assert_allclose(tm.sum(mt, 1).to_tensor(0.0), s.sum(axis=1), rtol=1e-13)
    np.testing.assert_allclose(tm.sum(mt.to_sparse(), 0).to_tensor(0.0), s.sum(axis=0), rtol=1e-13)
    assert math.isclose(tm.sum(mt).item(), s.sum(), rel_tol=1e-13)
    np.testing.assert_array_equal(tm.amax(mt, 1).to_tensor(0.0), s.max(axis=1).toarray())


def test_coo_along_a_leading_dim_reads_the_segments_through_their_order():
    """COO along dim 0: each column's stored elements are read through the
    pattern's order, blocks of whole columns at a time (more stored elements
    than a block, a column longer than one, empty columns): against scipy,
    the strided layout and numpy, on 1 and 2 threads."""
    rng = np.random.default_rng(27)
    x = rng.standard_normal((3000, 300))
    m = rng.random(x.shape) < 0.05
    m[:, 7] = True                                  # a column of 3000 > one block of 2048
    m[:, 20:40] = False                             # empty columns
    extra = rng.random(x.shape) < 0.8
    mt = tm.masked_tensor(x, m)
    coo = mt.to_sparse()
    s = sps.coo_array((x[m], np.nonzero(m)), shape=x.shape)
    np.testing.assert_allclose(tm.sum(coo, 0).to_tensor(0.0), s.sum(axis=0), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(tm.sum(coo, 0).to_tensor(0.0), np.where(m, x, 0).sum(0), rtol=1e-12, atol=1e-12)
    runs = []
    for threads in (1, 2):
        with tm.num_threads(threads):
            got = [tm.sum(coo, 0), tm.var(coo, 0, mask=extra), tm.argmax(coo, 0), tm.median(coo, 0),
                   tm.softmax(coo, 0), tm.cumsum(coo, 0, mask=extra)]
        want = [tm.sum(mt, 0), tm.var(mt, 0, mask=extra), tm.argmax(mt, 0), tm.median(mt, 0),
                tm.softmax(mt, 0), tm.cumsum(mt, 0, mask=extra)]
        for g, w in zip(got, want):
            if w.dtype.kind == "f":         # (a 3000-element column's cancelled sum: relative to its magnitude)
                g = g.to_dense() if g.is_sparse else g
                np.testing.assert_array_equal(g.get_mask(), w.get_mask())
                ok = w.get_mask()
                np.testing.assert_allclose(g.get_data()[ok], w.get_data()[ok], rtol=1e-12, atol=1e-11)
            else:
                _same(g, w, str(threads))
        runs.append([g.to_dense() if g.is_sparse else g for g in got])
    for a, b in zip(*runs):
        assert a.get_data().tobytes() == b.get_data().tobytes()
        np.testing.assert_array_equal(a.get_mask(), b.get_mask())


# -- memory, threads -------------------------------------------------------------------------

def test_no_array_of_the_dense_shape():
    """1e5 x 1e5 float64 would be 80 GB dense (plus 10 GB of mask)."""
    n, nnz = 100_000, 20_000
    rng = np.random.default_rng(7)
    flat = np.unique(rng.integers(0, n * n, nnz))
    s = sps.coo_array((rng.standard_normal(flat.size), (flat // n, flat % n)), shape=(n, n))
    tracemalloc.start()
    try:
        coo = tm.masked_tensor(s, True)
        csr = coo.to_sparse_csr()
        results = [tm.sum(csr, 1), tm.amax(coo, 0), tm.mean(csr), tm.argmax(coo), csr.exp(), coo * coo,
                   coo + 1.0, tm.softmax(csr, 1), tm.cumsum(coo, 0), csr.t(), csr.to_sparse()]
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert results[0].shape == (n,) and results[3].item() == coo.to_sparse().indices()[0][
        np.argmax(coo.values())] * n + coo.indices()[1][np.argmax(coo.values())]
    assert peak < 64 * 2 ** 20, peak          # outputs of n elements plus O(nnz): far below the dense 90 GB


def test_thread_count_gives_the_same_bits():
    rng = np.random.default_rng(8)
    s = sps.random_array((3000, 400), density=0.1, random_state=rng, format="csr")
    mt = tm.masked_tensor(s, True)
    results = []
    for threads in (1, 2):
        with tm.num_threads(threads):
            results.append([tm.sum(mt, 1), tm.var(mt, 0), tm.logsumexp(mt), tm.softmax(mt, 1).to_dense()])
    for a, b in zip(*results):
        np.testing.assert_array_equal(a.get_data(), b.get_data())
        np.testing.assert_array_equal(a.get_mask(), b.get_mask())


def test_pydata_sparse_coo_by_its_protocol():
    """pydata sparse.COO is read through .coords, .data and .shape (repeats summed).
    pydata needs numba, which CI does not install; this stand-in has exactly
    that interface under a module name of the `sparse` package, and the
    session notes record the same calls on sparse 0.19.3 itself."""
    class COO:
        def __init__(self, coords, data, shape):
            self.coords, self.data, self.shape = np.asarray(coords), np.asarray(data), shape
    COO.__module__ = "sparse._coo.core"
    data = COO([[0, 0, 1, 1], [2, 2, 0, 1]], [1.0, 2.0, 3.0, 4.0], (2, 3))
    mt = tm.masked_tensor(data, True)
    assert mt.layout == "sparse_coo"
    np.testing.assert_array_equal(mt.indices(), [[0, 1, 1], [2, 0, 1]])
    np.testing.assert_array_equal(mt.values(), [3.0, 3.0, 4.0])
    mask = COO([[0, 1, 1], [2, 0, 1]], [True, False, True], (2, 3))
    np.testing.assert_array_equal(tm.masked_tensor(data, mask).values(), [3.0, 4.0])


def test_recorded_reductions_of_empty_tensors():
    """(the fuzz family's case) no kept positions, or no stored elements, while recording"""
    for shape, dim in (((0, 0), 0), ((0, 3), 1), ((2, 0), 1), ((3, 2), 0)):
        sp = tm.masked_tensor(np.zeros(shape), False).to_sparse()
        sp.requires_grad_()
        want = tm.amax(tm.masked_tensor(np.zeros(shape), False), dim)
        got = tm.amax(sp, dim)
        _same(got, want, f"{shape} {dim}")
        assert got.requires_grad


@pytest.mark.parametrize("op", ["all", "any"])
def test_all_and_any_fold_each_segment_as_the_dense_tensor_does(op):
    """all/any of COO and CSR tensors along every dim, tuple of dims, all and
    keepdim (runtime.logical: a logical reduceat over each segment, no padded
    block) against the same call on to_dense(): data, mask and shape; empty
    shapes, no valid element, every one valid; and the same clean errors."""
    rng = np.random.default_rng(len(op))
    checked = 0
    for shape in [(0,), (5,), (4, 6), (3, 0), (0, 4), (3, 4, 5), (2, 1, 3)]:
        for density in (0.0, 0.3, 1.0):
            for dtype in (np.float64, np.int64, np.bool_):
                x = (rng.standard_normal(shape) * (rng.random(shape) < 0.7)).astype(dtype)
                dense = tm.masked_tensor(x, rng.random(shape) < density)
                layouts = [dense.to_sparse_coo()] + ([dense.to_sparse_csr()] if len(shape) == 2 else [])
                dims = [None, *range(len(shape)), *range(-len(shape), 0), tuple(range(len(shape)))]
                for sparse, dim, keepdim in itertools.product(layouts, dims, (False, True)):
                    want, got = getattr(dense, op)(dim, keepdim), getattr(sparse, op)(dim, keepdim)
                    assert got.layout == "strided" and got.shape == want.shape, (shape, dim, keepdim)
                    assert np.array_equal(got.get_mask(), want.get_mask()), (shape, dim, keepdim)
                    assert np.array_equal(got.get_data(), want.get_data()), (shape, dim, keepdim)
                    checked += 1
    assert checked > 500
    sparse = tm.masked_tensor(np.ones((3, 4)), True).to_sparse_csr()
    for dim, error in (((0, 0), ValueError), (5, IndexError), (-3, IndexError), (1.5, TypeError)):
        with pytest.raises(error, match=f"^{op}: dim"):
            getattr(sparse, op)(dim)
