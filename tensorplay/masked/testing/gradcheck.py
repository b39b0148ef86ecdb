"""Gradient checks by central differences (like torch.autograd.gradcheck).

`check_gradients(call, operands)` runs `call` on MaskedTensors that require
grad, back-propagates a random upstream gradient (applied at the valid
output positions only) and compares every operand's .grad with central
differences of the same scalar in float64: at valid positions within the
tolerance, exactly 0 at masked-out ones, with the operand's mask.  The
numerical side runs `call` on tensors that do not require grad, so it is
independent of every derivative formula.
"""
from __future__ import annotations

import numpy as np

import tensorplay.masked as tm


def _outputs(out) -> list:
    return list(out) if isinstance(out, (tuple, list)) else [out]


def _scalar(out, weights) -> float:
    """sum of weights * output over the valid output positions (math.fsum: no cancellation noise)."""
    import math
    total = []
    for o, w in zip(_outputs(out), weights):
        d = np.where(o.get_mask(), o.get_data().astype(np.float64) * w, 0.0)
        total.extend(d.ravel().tolist())
    return math.fsum(total)


def numeric_gradient(call, datas, masks, k, weights, others, step=1e-6) -> np.ndarray:
    """d scalar / d datas[k] at each valid element, by central differences."""
    base = datas[k]
    grad = np.zeros(base.shape, np.float64)
    for idx in zip(*np.nonzero(masks[k])) if base.ndim else [()] if masks[k] else []:
        h = step * max(1.0, abs(float(base[idx])))
        values = []
        for sign in (1, -1):
            d = base.copy()
            d[idx] += sign * h
            args = [tm.masked_tensor(d if j == k else datas[j], masks[j]) for j in range(len(datas))]
            with tm.no_grad():
                values.append(_scalar(call(*args, *others), weights))
        grad[idx] = (values[0] - values[1]) / (2 * h)
    return grad


def check_gradients(call, datas, masks, others=(), rtol=1e-5, atol=1e-7, seed=0, share=False) -> list:
    """Compare analytical and numerical gradients of call(*MaskedTensors, *others);
    returns the analytical gradients (MaskedTensors).  Raises AssertionError with the worst position.
    share=True: the leaves share the given arrays (their layout: views, byte order), else copies."""
    rng = np.random.default_rng(seed)
    make = tm.MaskedTensor if share else tm.masked_tensor
    leaves = [make(d, m, requires_grad=True) for d, m in zip(datas, masks)]
    out = call(*leaves, *others)
    outs = _outputs(out)
    weights = [rng.uniform(0.5, 1.5, o.shape) for o in outs]
    total = None
    for o, w in zip(outs, weights):
        term = tm.sum(o * w) if o.ndim else o * w.item()
        total = term if total is None else total + term
    if not total.get_mask():           # every output masked out: nothing flows
        total.backward(np.ones(()))
    else:
        total.backward()
    grads = []
    for k, leaf in enumerate(leaves):
        g = leaf.grad
        expected = numeric_gradient(call, datas, masks, k, weights, others)
        if g is None:
            assert not np.any(expected), f"operand {k}: no gradient arrived, but the numerical one is nonzero"
            grads.append(None)
            continue
        assert g.dtype == leaf.dtype, f"operand {k}: grad dtype {g.dtype} != {leaf.dtype}"
        assert g.shape == leaf.shape, f"operand {k}: grad shape {g.shape} != {leaf.shape}"
        assert np.array_equal(g.get_mask(), leaf.get_mask()), f"operand {k}: grad mask differs from the leaf's"
        gd = g.get_data()
        assert np.all(gd[~leaf.get_mask()] == 0), f"operand {k}: nonzero grad at masked-out positions"
        np.testing.assert_allclose(gd.astype(np.float64), expected, rtol=rtol, atol=atol,
                                   err_msg=f"operand {k}: analytical vs central differences")
        grads.append(g)
    return grads
