"""The gradient API and its lifecycle rules (issue 23, items 1 and 2):
leaves, grad_fn, backward with and without a gradient, grad(), retain_grad,
grad mode, accumulation over calls and over paths with different masks,
freed graphs, in-place rules, what is not differentiable, the torch.masked
tutorial's cases, and identical gradients for any thread count."""
from __future__ import annotations

import threading

import numpy as np
import pytest

import tensorplay.masked as tm
from tensorplay.masked.testing.gradcheck import check_gradients


def leaf(data, mask=True):
    data = np.asarray(data, dtype=np.float64)
    return tm.masked_tensor(data, np.broadcast_to(mask, data.shape), requires_grad=True)


# -- leaves and nodes -------------------------------------------------------------------------------

def test_leaf_attributes():
    x = leaf([1.0, 2.0])
    assert x.requires_grad and x.is_leaf and x.grad_fn is None and x.grad is None
    y = x * 2.0
    assert y.requires_grad and not y.is_leaf and y.grad_fn.name() == "MultiplyBackward"
    assert tm.sum(y).grad_fn.name() == "SumBackward"
    assert tm.sum(y).grad_fn.next_functions[0][0] is y.grad_fn
    assert y.grad_fn.next_functions[0][0] is x          # an edge to a leaf leads to the leaf itself


def test_requires_grad_constructors_and_flag():
    assert tm.MaskedTensor(np.ones(2), True, requires_grad=True).requires_grad
    x = tm.masked_tensor(np.ones(2), True)
    assert not x.requires_grad and x.requires_grad_() is x and x.requires_grad
    x.requires_grad_(False)
    assert not x.requires_grad
    with pytest.raises(RuntimeError, match="only change requires_grad flags of leaf"):
        (leaf([1.0]) * 2.0).requires_grad_(False)
    y = leaf([1.0]) * 2.0
    assert y.requires_grad_(True) is y and y.requires_grad and not y.is_leaf      # (as torch: nothing changes)
    with pytest.raises(TypeError, match="requires_grad must be a bool"):
        x.requires_grad_("yes")


@pytest.mark.parametrize("dtype", [np.int64, np.int8, np.bool_, np.complex128])
def test_only_float_data_requires_grad(dtype):
    with pytest.raises(TypeError, match="only float16, float32 and float64"):
        tm.masked_tensor(np.ones(3, dtype), True, requires_grad=True)


def test_float16_and_float32_leaves():
    for dt in (np.float16, np.float32):
        x = tm.masked_tensor(np.ones(3, dt), np.array([True, False, True]), requires_grad=True)
        tm.sum(x * 2.0).backward()
        assert x.grad.dtype == dt and x.grad.get_data().tolist() == [2.0, 0.0, 2.0]


def test_detach_and_no_grad_results_do_not_require_grad():
    x = leaf([1.0, 2.0])
    assert not x.detach().requires_grad
    with tm.no_grad():
        assert not (x * 2).requires_grad and not tm.sum(x).requires_grad and not x.exp().requires_grad
        assert not tm.is_grad_enabled()
        with tm.enable_grad():
            assert tm.is_grad_enabled() and (x * 2).requires_grad
    assert tm.is_grad_enabled()

    @tm.no_grad()
    def f(t):
        return t * 3
    assert not f(x).requires_grad


def test_grad_mode_is_per_thread():
    seen = []
    with tm.no_grad():
        t = threading.Thread(target=lambda: seen.append(tm.is_grad_enabled()))
        t.start()
        t.join()
    assert seen == [True]


def test_set_grad_enabled():
    tm.set_grad_enabled(False)
    try:
        assert not (leaf([1.0]) * 2).requires_grad
    finally:
        tm.set_grad_enabled(True)
    with pytest.raises(TypeError):
        tm.set_grad_enabled(1)


# -- backward --------------------------------------------------------------------------------------

def test_backward_of_a_non_scalar_needs_a_gradient():
    x = leaf([1.0, 2.0])
    with pytest.raises(RuntimeError, match="grad can be implicitly created only for scalar outputs"):
        (x * 2).backward()
    with pytest.raises(RuntimeError, match="does not require grad"):
        tm.masked_tensor(np.ones(2), True).backward(np.ones(2))
    with pytest.raises(RuntimeError, match="shape"):
        (x * 2).backward(np.ones(3))


def test_backward_gradient_as_masked_tensor_or_array():
    x = leaf([1.0, 2.0, 3.0], [True, True, False])
    y = x * 3.0
    y.backward(tm.masked_tensor(np.array([1.0, np.nan, 5.0]), np.array([True, False, True])), retain_graph=True)
    assert x.grad.get_data().tolist() == [3.0, 0.0, 0.0]        # the gradient's mask ANDed with y's
    x.grad = None
    y.backward(np.array([1.0, 2.0, np.inf]))                     # read at y's valid positions only
    assert x.grad.get_data().tolist() == [3.0, 6.0, 0.0]


def test_second_backward_needs_retain_graph_and_accumulates():
    x = leaf([1.0, 2.0])
    y = tm.sum(x.exp())
    y.backward(retain_graph=True)
    first = x.grad.get_data().copy()
    y.backward()
    np.testing.assert_array_equal(x.grad.get_data(), 2 * first)
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        y.backward()


def test_gradients_accumulate_over_calls_and_reset_with_none():
    x = leaf([1.0, 2.0])
    tm.sum(x * 2.0).backward()
    tm.sum(x * 3.0).backward()
    assert x.grad.get_data().tolist() == [5.0, 5.0]
    x.grad = None
    assert x.grad is None
    with pytest.raises(TypeError):
        x.grad = np.ones(2)


def test_paths_with_different_masks_accumulate():
    """torch: "Input masks must match"; here each path adds where it reaches."""
    x = leaf(np.arange(6.0).reshape(2, 3), np.array([[True, True, False], [True, False, True]]))
    (tm.sum(x[0]) + tm.sum(x[1] * 2.0)).backward()
    assert x.grad.get_data().tolist() == [[1.0, 1.0, 0.0], [2.0, 0.0, 2.0]]
    x.grad = None
    a = x * tm.masked_tensor(np.ones((2, 3)), np.array([[True, False, True], [True, True, True]]))
    (tm.sum(a) + tm.sum(x[:, 1])).backward()
    assert x.grad.get_data().tolist() == [[1.0, 1.0, 0.0], [1.0, 0.0, 1.0]]


def test_masked_out_outputs_never_send_nan():
    """torch.masked's tutorial "Distinguishing between 0 and NaN gradient"."""
    x = leaf([1.0, 1.0])
    div = tm.masked_tensor(np.array([0.0, 1.0]), np.array([False, True]))
    tm.sum(x / div).backward()
    assert x.grad.get_data().tolist() == [0.0, 1.0]            # torch (plain where): [nan, 1.]
    x = leaf([1.0, 1.0])
    div = np.array([0.0, 1.0])
    tm.sum(x / div, mask=div != 0).backward()                # y[0] = inf is used by no valid output
    assert x.grad.get_data().tolist() == [0.0, 1.0]            # torch.masked.sum: [nan, 1.]
    x = leaf([-10.0, -5, 0, 5, 10, 50, 60, 70, 80, 90, 100])
    mask = x.get_data() < 0
    y = tm.masked_tensor(x.get_data(), mask, requires_grad=True)
    tm.sum(y.exp()).backward()
    np.testing.assert_allclose(y.grad.get_data(), np.where(mask, np.exp(x.get_data()), 0.0))
    assert np.all(np.isfinite(y.grad.get_data()))            # exp(100) never multiplies a 0


ALONG_OPS = [("cumsum", lambda x: tm.cumsum(x, 1)), ("cumprod", lambda x: tm.cumprod(x, 1)),
             ("softmax", lambda x: tm.softmax(x, 1)), ("log_softmax", lambda x: tm.log_softmax(x, 1)),
             ("softmin", lambda x: tm.softmin(x, 1)), ("normalize", lambda x: tm.normalize(x, 2.0, 1))]


@pytest.mark.parametrize("name,call", ALONG_OPS)
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_ops_along_a_dim_start_from_the_unmasked_gradient_and_never_read_its_masked_out_values(name, call, dtype):
    """backward(g) of an op along a dim (record._reads_grad_at_valid) takes a
    plain g as it is, without its masked copy: NaN and inf at masked-out
    outputs must still never count, so the gradient equals the one from the
    MaskedTensor of g (which takes the masked copy) bit for bit, with and
    without a retained output grad (which does take the copy), g unchanged."""
    from tensorplay.masked._autograd import record
    rng = np.random.default_rng(len(name))
    x = rng.standard_normal((6, 9)).astype(dtype)
    m = rng.random((6, 9)) < 0.6
    m[2] = False                                    # a fully masked slice
    g = rng.standard_normal((6, 9)).astype(dtype)
    g_bad = g.copy()
    g_bad[~m] = np.where(rng.random((~m).sum()) < 0.5, np.nan, np.inf)
    g_seen = g_bad.copy()
    a = tm.masked_tensor(x, m, requires_grad=True)
    y = call(a)
    assert record._reads_grad_at_valid(y._ag.grad_fn)
    y.backward(g_bad)
    b = tm.masked_tensor(x, m, requires_grad=True)
    call(b).backward(tm.masked_tensor(g, m))
    c = tm.masked_tensor(x, m, requires_grad=True)
    yc = call(c)
    yc.retain_grad()
    assert not record._reads_grad_at_valid(yc._ag.grad_fn)
    yc.backward(g_bad)
    got = a.grad.get_data()
    assert np.all(np.isfinite(got)) and not np.any(got[~m])
    assert got.tobytes() == b.grad.get_data().tobytes() == c.grad.get_data().tobytes()
    assert not np.any(yc.grad.get_data()[~m])
    np.testing.assert_array_equal(g_bad, g_seen)


def test_masked_out_positions_hold_zero_for_sum_exp_and_fully_masked_mean():
    """Where torch.masked leaves 1.0 (sum), exp(x) (exp) and inf (fully masked mean)."""
    x = leaf([[1.0, 2.0], [3.0, 4.0]], np.array([[True, False], [False, False]]))
    tm.sum(x).backward()
    assert x.grad.get_data().tolist() == [[1.0, 0.0], [0.0, 0.0]]
    x.grad = None
    tm.sum(x.exp()).backward()
    assert x.grad.get_data().tolist() == [[np.exp(1.0), 0.0], [0.0, 0.0]]
    x.grad = None
    m = tm.mean(x, 1)
    tm.sum(m).backward()
    assert x.grad.get_data().tolist() == [[1.0, 0.0], [0.0, 0.0]]


def test_softmax_backward_with_a_downstream_mask_that_differs():
    """torch: softmax backward fails when the gradient's mask differs from its output's."""
    x = leaf(np.array([[1.0, 2.0, 3.0], [0.5, 0.1, -1.0]]), np.array([[True, True, False], [True, True, True]]))
    s = tm.softmax(x, 1)
    tm.sum(s[0]).backward()
    np.testing.assert_allclose(x.grad.get_data(), 0.0, atol=1e-15)      # a softmax row sums to 1
    x.grad = None
    tm.sum(tm.softmax(x, 1)[0] * np.array([1.0, 0.0, 0.0])).backward()
    p = np.exp([1.0, 2.0]) / np.exp([1.0, 2.0]).sum()
    np.testing.assert_allclose(x.grad.get_data()[0], [p[0] * (1 - p[0]), -p[0] * p[1], 0.0])


def test_grad_function():
    x, w = leaf([1.0, 2.0, 3.0], [True, False, True]), leaf([2.0, 2.0, 2.0])
    y = tm.sum(x * w)
    gx, gw = tm.grad(y, (x, w), retain_graph=True)
    assert gx.get_data().tolist() == [2.0, 0.0, 2.0] and gw.get_data().tolist() == [1.0, 0.0, 3.0]
    assert gw.get_mask().tolist() == [True, True, True]
    assert x.grad is None and w.grad is None                  # grad() does not accumulate
    (gx2,) = tm.grad([y], [x], grad_outputs=[np.array(3.0)])
    assert gx2.get_data().tolist() == [6.0, 0.0, 6.0]
    z = leaf([1.0])
    with pytest.raises(RuntimeError, match="appears to not have been used"):
        tm.grad(tm.sum(x * 2.0), (x, z))
    assert tm.grad(tm.sum(x * 2.0), (x, z), allow_unused=True)[1] is None


def test_grad_with_respect_to_a_non_leaf():
    x = leaf([1.0, 2.0])
    h = x * 3.0
    (gh,) = tm.grad(tm.sum(h * h), h)
    assert gh.get_data().tolist() == [6.0, 12.0]


def test_retain_grad():
    x = leaf([1.0, 2.0])
    h = x * 3.0
    h.retain_grad()
    tm.sum(h * h).backward()
    assert h.grad.get_data().tolist() == [6.0, 12.0] and x.grad.get_data().tolist() == [18.0, 36.0]
    with pytest.raises(RuntimeError, match="requires_grad=False"):
        tm.masked_tensor(np.ones(1), True).retain_grad()


# -- in place ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("call", [lambda x: x.add_(1.0), lambda x: x.exp_(), lambda x: x.__setitem__(0, 5.0),
                                  lambda x: x.copy_(np.zeros(2)), lambda x: tm.masked_fill_(x, np.array([True, False]), 0.0)])
def test_in_place_on_a_leaf_that_requires_grad_is_an_error(call):
    x = leaf([1.0, 2.0])
    with pytest.raises(RuntimeError, match="leaf"):
        call(x)
    assert x.get_data().tolist() == [1.0, 2.0]
    with tm.no_grad():
        x.add_(1.0)                                            # an optimiser's step
    assert x.get_data().tolist() == [2.0, 3.0] and x.is_leaf


def test_in_place_on_a_non_leaf_is_recorded():
    x = leaf([1.0, 2.0])
    y = x * 2.0
    y.mul_(x)
    y.add_(1.0)
    assert not y.is_leaf and y.grad_fn.name() == "AddBackward"
    tm.sum(y).backward()
    assert x.grad.get_data().tolist() == [4.0, 8.0]           # d(2x^2 + 1)/dx


def test_in_place_on_a_saved_value_fails_at_backward():
    x = leaf([1.0, 2.0])
    y = x.exp()                                                # ExpBackward saves its result
    y.add_(1.0)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        tm.sum(y).backward()
    w = tm.masked_tensor(np.array([3.0, 4.0]), True)
    z = x * w                                                  # saves w
    w.mul_(2.0)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        tm.sum(z).backward()
    v = x * 2.0                                                # needs nothing of its result
    v.add_(1.0)
    tm.sum(v).backward()


def test_plain_gradient_descent_fits_a_masked_model():
    """The docs' example: least squares on the valid rows only."""
    rng = np.random.default_rng(0)
    a = rng.normal(size=(40, 3))
    b = a @ np.array([1.0, -2.0, 0.5]) + 0.01 * rng.normal(size=40)
    valid = rng.random(40) < 0.7
    b[~valid] = 1e6                                            # garbage where masked out
    target = tm.masked_tensor(b, valid)
    w = tm.masked_tensor(np.zeros(3), True, requires_grad=True)
    for _ in range(300):
        pred = tm.sum(tm.masked_tensor(a, True) * w, 1)
        loss = tm.mean(tm.masked_tensor(np.ones(40), True) * (pred - target) ** 2)
        loss.backward()
        with tm.no_grad():
            w.sub_(0.1 * w.grad)
        w.grad = None
    np.testing.assert_allclose(w.get_data(), [1.0, -2.0, 0.5], atol=0.02)


# -- what is not differentiable ------------------------------------------------------------------------

def test_non_differentiable_results_do_not_require_grad():
    x = leaf([1.0, 3.0, 2.0])
    for out in (tm.argmax(x), tm.argmin(x, 0), x > 1.0, x.eq(x), x.isnan(), x.signbit(), x.all(),
                tm.move_count(x, 2), tm.move_argmin(x, 2), tm.move_argmax(x, 2)):
        assert not getattr(out, "requires_grad", False)


def test_a_not_yet_declaration_raises_instead_of_dropping_the_gradient(monkeypatch):
    from tensorplay.masked._autograd import record
    from tensorplay.masked._masked_tensor import adapters
    # (no op in ops.yaml is `not_yet` any more: declare one for the call)
    monkeypatch.setitem(record.ELEMENTWISE, adapters.im2col, record.Derivative("Im2colBackward", "", not_yet="why"))
    x = leaf(np.ones((1, 2, 2)))
    with pytest.raises(RuntimeError, match=r"^im2col: the derivative is not implemented yet \(why\)"):
        x.im2col(1)
    with tm.no_grad():
        assert x.im2col(1).shape == (1, 4)
    with tm.no_grad():
        assert (x * 1.0).copy_(np.ones((1, 2, 2))).get_data().tolist() == [[[1.0, 1.0], [1.0, 1.0]]]


# -- copy_, select_backward, slice_backward: made of recorded ops (ops.yaml `adjoint: composed`) --------

def _placed_reference(g, gm, shape, d, key_d):
    """numpy: g and its mask at key_d along dim d of zeros (nothing valid elsewhere)."""
    data, mask = np.zeros(shape, g.dtype), np.zeros(shape, bool)
    key = (slice(None),) * d + (key_d,)
    data[key], mask[key] = g, gm
    return data, mask


@pytest.mark.parametrize("case", [((3, 5, 4), 1, 2), ((3, 5, 4), 1, -1), ((6,), 0, 0), ((2, 3), 0, 1),
                                  ((4, 1, 2), 2, 1)])
def test_select_backward_places_and_differentiates(case):
    shape, d, index = case
    rng = np.random.default_rng(len(shape) + d)
    gshape = shape[:d] + shape[d + 1:]
    g, gm = rng.standard_normal(gshape), rng.random(gshape) < 0.7
    out = tm.masked_tensor(g, gm).select_backward(shape, d, index)
    data, mask = _placed_reference(g, gm, shape, d, index)
    assert out.get_data().tobytes() == data.tobytes() and np.array_equal(out.get_mask(), mask)
    check_gradients(lambda x: x.select_backward(shape, d, index), [g], [gm])
    with pytest.raises(IndexError, match="select_backward"):
        tm.masked_tensor(g, gm).select_backward(shape, d, shape[d])


@pytest.mark.parametrize("case", [((3, 8, 4), 1, 1, 8, 3), ((3, 8, 4), 1, 2, 5, 1), ((7,), 0, None, None, 2),
                                  ((7,), 0, -3, None, 1), ((5, 2), 0, 4, 2, 1), ((9, 2), 0, 0, 9, 4)])
def test_slice_backward_places_and_differentiates(case):
    shape, d, start, end, step = case
    rng = np.random.default_rng(sum(shape))
    picked = range(shape[d])[slice(start, end, step)]
    gshape = shape[:d] + (len(picked),) + shape[d + 1:]
    g, gm = rng.standard_normal(gshape), rng.random(gshape) < 0.7
    out = tm.masked_tensor(g, gm).slice_backward(shape, d, start, end, step)
    data, mask = _placed_reference(g, gm, shape, d, slice(start, end, step))
    assert out.get_data().tobytes() == data.tobytes() and np.array_equal(out.get_mask(), mask)
    if g.size:
        check_gradients(lambda x: x.slice_backward(shape, d, start, end, step), [g], [gm])
    with pytest.raises(ValueError, match="^slice_backward: step must be at least 1; got -1"):
        tm.masked_tensor(g, gm).slice_backward(shape, d, start, end, -1)


def test_copy_is_recorded_the_source_gets_the_gradient_the_old_values_none():
    rng = np.random.default_rng(5)
    g, gm = rng.standard_normal((3, 4)), rng.random((3, 4)) < 0.7
    check_gradients(lambda src: (tm.masked_tensor(np.ones((3, 4)), np.ones((3, 4), bool)) * 1.0).copy_(src),
                    [g], [gm])
    check_gradients(lambda src: (tm.masked_tensor(np.ones((2, 3, 4)), np.ones((2, 3, 4), bool)) * 1.0).copy_(src),
                    [g], [gm])                                     # (broadcast: the two copies' gradients add)
    x, src = leaf([1.0, 2.0, 3.0]), leaf([5.0, 6.0, 7.0])
    y = x * 2.0
    y.copy_(src)
    assert y.get_data().tolist() == [5.0, 6.0, 7.0] and y.requires_grad
    y.sum().backward()
    assert src.grad.get_data().tolist() == [1.0, 1.0, 1.0]
    assert x.grad is None          # (its values were overwritten: y no longer reaches x; torch gives zeros)
    with pytest.raises(RuntimeError, match="leaf"):
        x.copy_(src)                                               # (an in-place op on a leaf that requires grad)
    before = y.get_data().copy()
    with pytest.raises(ValueError, match="copy_"):
        y.copy_(np.ones(4))                                        # (nothing written: the shape is checked first)
    assert np.array_equal(y.get_data(), before)


# -- threads ------------------------------------------------------------------------------------------

def test_gradients_are_identical_for_any_thread_count():
    rng = np.random.default_rng(1)
    data, mask = rng.normal(size=(300, 1000)), rng.random((300, 1000)) < 0.5
    grads = []
    for n in (1, 2, 3, 4):
        with tm.num_threads(n):
            x = tm.masked_tensor(data, mask, requires_grad=True)
            y = tm.sum(tm.logsumexp(x, 1)) + tm.sum(tm.var(x, 0)) + tm.sum(tm.softmax(x, 1) * data)
            y.backward()
            grads.append(x.grad.get_data())
    for g in grads[1:]:
        assert np.array_equal(g, grads[0])


# -- no cost without gradients -------------------------------------------------------------------------

def test_tensors_that_do_not_require_grad_record_nothing():
    x = tm.masked_tensor(np.ones(3), True)
    for out in (x * 2.0, tm.sum(x), x.exp(), x[0:2], x.t(), tm.softmax(x, 0)):
        assert out.grad_fn is None and not out.requires_grad and out._ag is None


# -- what a backward may write ------------------------------------------------------------------------

def test_keep_writes_in_place_only_into_a_scratch_array_it_may_own():
    from tensorplay.masked._autograd import graph
    where = np.array([[True, False, True], [False, True, True]])
    expected = [[1.0, 0.0, 3.0], [0.0, -5.0, 6.0]]
    owned = np.array([[1.0, -2.0, 3.0], [-4.0, -5.0, 6.0]])
    got = graph.keep(owned, where, np.float64, scratch=True)
    assert got is owned and got.tolist() == expected and not np.signbit(got[~where]).any()    # (no -0.0)
    for g in (owned := np.array([[1.0, -2.0, 3.0], [-4.0, -5.0, 6.0]]),    # not scratch
              np.array([[1.0, -2.0, 3.0], [-4.0, -5.0, 6.0]], np.float32),  # another dtype
              np.array([[1.0, -4.0], [-2.0, -5.0], [3.0, 6.0]]).T,          # not C-contiguous
              np.arange(12.0).reshape(2, 6)[:, ::2] * 0 + owned):           # (a fresh array: the control)
        before = g.copy()
        scratch = g.base is None and g.dtype == np.float64 and g.flags.c_contiguous
        got = graph.keep(g, where, np.float64, scratch=scratch and g is not owned)
        assert got.tolist() == expected
        if g is owned or not scratch:
            assert got is not g and np.array_equal(g, before)
    view = np.array([[1.0, -2.0, 3.0], [-4.0, -5.0, 6.0], [0.0, 0.0, 0.0]])[:2]     # a view: never written
    before = view.copy()
    got = graph.keep(view, where, np.float64, scratch=True)
    assert got is not view and got.tolist() == expected and np.array_equal(view, before)


@pytest.mark.parametrize("call", [
    lambda x, w: tm.norm(x, 2.0, 1), lambda x, w: tm.amax(x, 1), lambda x, w: tm.softmax(x, 1),
    lambda x, w: tm.log_softmax(x, 1), lambda x, w: tm.var(x, 1), lambda x, w: tm.logsumexp(x, 1),
    lambda x, w: tm.cumsum(x, 1), lambda x, w: x * w, lambda x, w: (x + w).exp(), lambda x, w: x / w,
], ids=["norm", "amax", "softmax", "log_softmax", "var", "logsumexp", "cumsum", "mul", "add_exp", "div"])
def test_backward_leaves_its_inputs_results_and_gradient_unchanged(call):
    # A backward reuses the temporaries its formulas make (graph.keep's scratch):
    # never the data, a saved result, the upstream gradient or a retained one.
    rng = np.random.default_rng(5)
    data, mask = rng.normal(size=(4, 6)) + 3.0, rng.random((4, 6)) < 0.6
    mask[0] = False                               # a fully masked row
    wdata, wmask = rng.normal(size=(4, 6)) + 3.0, rng.random((4, 6)) < 0.8
    x = tm.masked_tensor(data, mask, requires_grad=True)
    w = tm.masked_tensor(wdata, wmask, requires_grad=True)
    y = call(x, w)
    y.retain_grad()
    kept = [a.copy() for a in (data, mask, wdata, wmask, y.get_data(), y.get_mask())]
    g = rng.normal(size=y.shape)
    g_before = g.copy()
    y.backward(g, retain_graph=True)
    first = [x.grad.get_data().copy(), w.grad.get_data().copy() if w.grad is not None else None,
             y.grad.get_data().copy()]
    y.backward(g)
    assert np.array_equal(g, g_before)
    for a, b in zip(kept, (data, mask, wdata, wmask, y.get_data(), y.get_mask())):
        assert np.array_equal(a, b, equal_nan=True)        # (a fully masked row's var is NaN)
    assert np.array_equal(x.grad.get_data(), 2 * first[0], equal_nan=True)      # (exact: doubling)
    if first[1] is not None:
        assert np.array_equal(w.grad.get_data(), 2 * first[1], equal_nan=True)
    assert np.array_equal(y.grad.get_data(), first[2], equal_nan=True)            # the last backward's


def test_a_formula_that_returns_a_saved_array_never_has_it_overwritten(monkeypatch):
    # No declared formula returns a saved array bare today; one that did must
    # not be taken for a temporary (its scratch buffer would be the data).
    import dataclasses

    from tensorplay.masked._autograd import record
    entry = dataclasses.replace(record.ELEMENTWISE[np.negative], formulas=(("input", lambda s: s.input),),
                                saves=("input",))
    monkeypatch.setitem(record.ELEMENTWISE, np.negative, entry)
    monkeypatch.setattr(record, "_UNARY_PLANS", {})
    data = np.array([[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]])
    x = tm.masked_tensor(data, np.array([[True, False, True], [False, True, True]]), requires_grad=True)
    x.negative().backward(np.ones((2, 3)))
    assert data.tolist() == [[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]]
    assert x.get_data().tolist() == [[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]]
    assert x.grad.get_data().tolist() == [[1.0, 0.0, 3.0], [0.0, 5.0, -6.0]]


# -- im2col, col2im, unfold_backward: a gather (and a masked sum) of recorded ops ----------------------

def _im2col_loops(x, m, k, dil, pad, st):
    """numpy, one block at a time: (N, C*kh*kw, L) columns and mask, padding not valid."""
    (kh, kw), (dh, dw), (ph, pw), (sh, sw) = ((v, v) if np.ndim(v) == 0 else v for v in (k, dil, pad, st))
    n, c, h, w = x.shape
    oh, ow = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1, (w + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    cols, cmask = np.zeros((n, c, kh, kw, oh, ow), x.dtype), np.zeros((n, c, kh, kw, oh, ow), bool)
    for a in range(oh):
        for b in range(ow):
            for i in range(kh):
                for j in range(kw):
                    r, q = a * sh + i * dh - ph, b * sw + j * dw - pw
                    if 0 <= r < h and 0 <= q < w:
                        cols[:, :, i, j, a, b], cmask[:, :, i, j, a, b] = x[:, :, r, q], m[:, :, r, q]
    return cols.reshape(n, c * kh * kw, oh * ow), cmask.reshape(n, c * kh * kw, oh * ow), (oh, ow)


def _col2im_loops(cols, cmask, hw, k, dil, pad, st, c):
    """numpy, one entry at a time: the sum of the valid entries landing on each position (fsum), valid where any."""
    import math
    (kh, kw), (dh, dw), (ph, pw), (sh, sw) = ((v, v) if np.ndim(v) == 0 else v for v in (k, dil, pad, st))
    h, w = hw
    n = cols.shape[0]
    oh, ow = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1, (w + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    parts = {}
    data, cm = cols.reshape(n, c, kh, kw, oh, ow), cmask.reshape(n, c, kh, kw, oh, ow)
    for idx in zip(*np.nonzero(cm)):
        b_, c_, i, j, a, b = idx
        r, q = a * sh + i * dh - ph, b * sw + j * dw - pw
        if 0 <= r < h and 0 <= q < w:
            parts.setdefault((b_, c_, r, q), []).append(float(data[idx]))
    out, om = np.zeros((n, c, h, w)), np.zeros((n, c, h, w), bool)
    for pos, values in parts.items():
        out[pos], om[pos] = math.fsum(values), True
    return out, om


IM2COL_CASES = [((2, 3, 5, 6), 3, 1, 0, 1), ((3, 5, 6), (2, 3), (1, 2), (1, 0), (2, 1)),
                ((1, 2, 7, 7), 3, 2, 2, 3), ((2, 1, 4, 4), 1, 1, 1, 1), ((1, 1, 3, 8), (1, 4), 1, (0, 2), (1, 3))]


@pytest.mark.parametrize("case", IM2COL_CASES)
def test_im2col_and_col2im_against_loops_and_differentiable(case):
    shape, k, dil, pad, st = case
    rng = np.random.default_rng(sum(shape))
    x, m = rng.standard_normal(shape), rng.random(shape) < 0.7
    batched = x[None] if len(shape) == 3 else x
    bm = m[None] if len(shape) == 3 else m
    out = tm.masked_tensor(x, m).im2col(k, dil, pad, st)
    cols, cmask, _ = _im2col_loops(batched, bm, k, dil, pad, st)
    if len(shape) == 3:
        cols, cmask = cols[0], cmask[0]
    assert out.get_data().tobytes() == cols.tobytes() and np.array_equal(out.get_mask(), cmask)
    check_gradients(lambda t: t.im2col(k, dil, pad, st), [x], [m])

    hw = shape[-2:]
    y, ym = rng.standard_normal(out.shape), rng.random(out.shape) < 0.6
    back = tm.masked_tensor(y, ym).col2im(hw, k, dil, pad, st)
    ref, refm = _col2im_loops(y.reshape((-1,) + out.shape[-2:]), ym.reshape((-1,) + out.shape[-2:]), hw, k, dil,
                              pad, st, shape[-3])
    ref, refm = ref.reshape(back.shape), refm.reshape(back.shape)
    np.testing.assert_allclose(back.get_data(), ref, rtol=1e-15, atol=1e-15)
    assert np.array_equal(back.get_mask(), refm) and not back.get_data()[~refm].any()
    check_gradients(lambda t: t.col2im(hw, k, dil, pad, st), [y], [ym])
    # the adjoint pair: <im2col(x), y> == <x, col2im(y)> over the valid elements
    full = tm.masked_tensor(x, True).im2col(k, dil, pad, st)
    lhs = np.sum(np.where(full.get_mask(), full.get_data() * y, 0))
    np.testing.assert_allclose(lhs, np.sum(x * tm.masked_tensor(y, True).col2im(hw, k, dil, pad, st).get_data()))


@pytest.mark.parametrize("dtype", [np.float32, np.float16, np.int32, np.bool_])
def test_col2im_keeps_the_dtype(dtype):
    cols = (np.arange(1, 33).reshape(1, 8, 4) % 3).astype(dtype)
    mask = np.arange(32).reshape(1, 8, 4) % 5 > 0
    back = tm.masked_tensor(cols[0], mask[0]).col2im((3, 3), 2)
    ref, refm = _col2im_loops(cols.astype(np.float64), mask, (3, 3), 2, 1, 0, 1, 2)
    assert back.dtype == dtype and back.shape == (2, 3, 3)
    # the sums are exact in every dtype here; bool's is an or
    assert back.get_data().tolist() == ref[0].astype(dtype).tolist() and np.array_equal(back.get_mask(), refm[0])


@pytest.mark.parametrize("bad, error, kind", [
    (lambda t: t.im2col(3, padding=(1, 2, 3)), r"^im2col: padding must be an int or a pair; got 3 values", ValueError),
    (lambda t: t.im2col(9), r"^im2col: a 4x5 image gives no 9x9 blocks", ValueError),
    (lambda t: t[0].im2col(2), r"^im2col: expects a 3-d or 4-d input; got 2-d", ValueError),
    (lambda t: t.im2col(0), r"^im2col: kernel_size must be at least 1; got 0", ValueError),
    (lambda t: t.im2col(2, stride=0), r"^im2col: stride must be at least 1; got 0", ValueError),
    (lambda t: t.im2col(2, dilation=(1, 0)), r"^im2col: dilation must be at least 1; got 0", ValueError),
    (lambda t: t.im2col(2, padding=-1), r"^im2col: padding must be at least 0; got -1", ValueError),
    (lambda t: t.im2col(2.5), r"^im2col: kernel_size must be an int; got 2.5", TypeError),
    (lambda t: t.im2col(True), r"^im2col: kernel_size must be an int; got True", TypeError),
    (lambda t: t.im2col(2).col2im((4, 5), 3), r"^col2im: input of shape \(8, 12\) does not match kernel 3x3",
     ValueError),
    (lambda t: t.im2col(2).col2im((4, 5), 2, stride=0), r"^col2im: stride must be at least 1", ValueError),
    (lambda t: t.im2col(2).col2im((-1, 5), 2), r"^col2im: output_size must be at least 0", ValueError),
    (lambda t: t.im2col(2).col2im((0, 5), 2), r"^col2im: a 0x5 image gives no 2x2 blocks", ValueError),
    (lambda t: t.unfold_backward((2, 4, 5), 1, 5, 1), r"^unfold_backward: size 5 is longer than dim 1 \(4\)",
     ValueError),
    (lambda t: t.unfold_backward((2, 4, 5), 1, 2, 0), r"^unfold_backward: step must be at least 1", ValueError),
    (lambda t: t.unfold_backward((2, 4, 5), 1, 2.0, 1), r"^unfold_backward: size must be an int", TypeError),
    (lambda t: t.unfold_backward((2, 4, 5), 3, 2, 1), r"^unfold_backward: dim 3 is out of range", IndexError),
])
def test_helpers_reject_bad_geometry(bad, error, kind):
    for t in (tm.masked_tensor(np.ones((2, 4, 5)), True), leaf(np.ones((2, 4, 5)))):
        with pytest.raises(kind, match=error):
            bad(t)


@pytest.mark.parametrize("case", [((3, 8), 1, 2, 1), ((3, 8), 1, 3, 2), ((3, 8), 1, 2, 4), ((3, 8), 1, 8, 1),
                                  ((5, 2, 3), 0, 2, 2), ((4,), 0, 1, 1)])
def test_unfold_backward_adds_every_window_element_back(case):
    shape, d, size, step = case
    rng = np.random.default_rng(sum(shape) + size)
    x, m = rng.standard_normal(shape), rng.random(shape) < 0.7
    win = tm.masked_tensor(x, m).unfold(d, size, step)
    g, gm = rng.standard_normal(win.shape), rng.random(win.shape) < 0.7
    back = tm.masked_tensor(g, gm).unfold_backward(shape, d, size, step)
    ref, refm = np.zeros(shape), np.zeros(shape, bool)
    for idx in zip(*np.nonzero(gm)):             # window idx[d], element idx[-1] came from idx[d] * step + idx[-1]
        src = idx[:d] + (idx[d] * step + idx[-1],) + idx[d + 1:-1]
        ref[src] += g[idx]
        refm[src] = True
    np.testing.assert_allclose(back.get_data(), ref, rtol=1e-15, atol=0)
    assert np.array_equal(back.get_mask(), refm)
    check_gradients(lambda t: t.unfold_backward(shape, d, size, step), [g], [gm])
    check_gradients(lambda t: t.unfold(d, size, step).unfold_backward(shape, d, size, step), [x], [m])
