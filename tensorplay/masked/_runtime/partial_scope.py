"""The helpers the `partials:` expressions of ops.yaml may call (their scope).

The generated module generated/partials.py evaluates each declared chunk,
merge and finish expression with these names in scope (plus np, math and
`masked`, the in-memory functions).  codegen/load_partials.py reads `__all__`
here to reject unknown names with their ops.yaml line, so every helper is
listed there.

States hold arrays shaped like the op's result with keepdim=True: one value
per kept position.  Every helper is elementwise on such arrays and silent on
the IEEE cases (0/0, inf - inf) whose nan or inf the op's semantics want.
"""
from __future__ import annotations

import numpy as np

__all__ = ["count_valid", "like_dtype", "zero_if_empty", "times_count", "corrected", "unless_empty",
           "chan_mean", "chan_m2", "shift_finite", "shift_above", "shift_below", "rescale", "merge_norms",
           "value_at", "global_index", "arg_takes_b"]


def count_valid(x: np.ndarray, m, axis: tuple) -> np.ndarray:
    """The number of valid elements of x along `axis` (int64, keepdims)."""
    if m is None:
        n = int(np.prod([x.shape[a] for a in axis], dtype=np.int64))
        shape = tuple(1 if a in axis else s for a, s in enumerate(x.shape))
        return np.full(shape, n, dtype=np.int64)
    m = np.broadcast_to(m, x.shape)
    return np.count_nonzero(m, axis=axis, keepdims=True).astype(np.int64, copy=False)


def like_dtype(value, like):
    """value in like's dtype: a finalize derived from an op's passes
    (codegen/derive_partials.py) computes in the accumulator's dtype, as the
    kernel does (an int64 count must not widen a float32 total)."""
    return np.asarray(value).astype(np.asarray(like).dtype, copy=False)


def zero_if_empty(value, count):
    """value where count > 0 else 0: a chunk without valid elements has no
    mean, and its nan must not reach Chan's formula."""
    return np.where(count > 0, value, 0).astype(np.asarray(value).dtype, copy=False)


def times_count(value, count):
    """value * count in value's dtype (M2 from a variance), 0 where count is 0
    (the variance of nothing, nan, weighs nothing)."""
    with np.errstate(all="ignore"):
        out = np.multiply(value, count)
    return np.where(count > 0, out, 0).astype(np.asarray(value).dtype, copy=False)


def corrected(m2, count, correction: float):
    """The variance M2 / (count - correction) in m2's dtype: nan when count is
    0 or not above the correction (the kernel's finalize)."""
    ok = (count > 0) & (count > correction)
    with np.errstate(all="ignore"):
        out = np.true_divide(m2, np.where(ok, count - correction, 1))
    return np.where(ok, out, np.nan).astype(np.asarray(m2).dtype, copy=False)


def unless_empty(na, nb, a, b, both):
    """The merged value `both`, but exactly a where b has no valid element and
    b where a has none: an empty side is the identity of every merge, whatever
    its formula makes of it (0 * inf, 0 ** -p).  In a's dtype."""
    out = np.where(np.asarray(na) == 0, b, np.where(np.asarray(nb) == 0, a, both))
    return out.astype(np.asarray(a).dtype, copy=False)


def _wide(v) -> np.ndarray:
    """v in float64 (complex128) at least: Chan's arithmetic on a float32
    state can neither overflow nor round more than once."""
    v = np.asarray(v)
    return v.astype(np.result_type(v.dtype, np.float64), copy=False)


def _shares(na, nb):
    """nb / n and na * nb / n (float64: na * nb may overflow int64), 0 where n is 0."""
    n = np.asarray(na + nb)
    share = np.true_divide(nb, np.where(n > 0, n, 1))
    return share, share * na


def _abs2(z: np.ndarray) -> np.ndarray:
    """|z|^2, real for complex z."""
    return (z.real * z.real + z.imag * z.imag) if z.dtype.kind == "c" else z * z


def chan_mean(a, b):
    """The mean of the union of two var states (Chan et al.): a.mean + (b.mean -
    a.mean) * nb / n (exact for equal means); where the difference of two
    finite means overflows, their weighted sum (which cannot); the other
    side's mean where one is empty."""
    share, _ = _shares(a.count, b.count)
    ma, mb = _wide(a.mean), _wide(b.mean)
    with np.errstate(all="ignore"):
        gap = mb - ma
        both = np.where(np.isinf(gap) & np.isfinite(ma) & np.isfinite(mb),
                        ma * (1 - share) + mb * share, ma + gap * share)
    return unless_empty(a.count, b.count, a.mean, b.mean, both)


def chan_m2(a, b):
    """The M2 of the union of two var states: a.m2 + b.m2 + |b.mean - a.mean|^2
    * na * nb / n; the other side's M2 where one is empty (its mean may be
    huge: 0 * inf must not make it nan)."""
    _, weight = _shares(a.count, b.count)
    with np.errstate(all="ignore"):
        gap = _wide(b.mean) - _wide(a.mean)
        both = _wide(a.m2) + _wide(b.m2) + _abs2(gap) * weight
    return unless_empty(a.count, b.count, a.m2, b.m2, both)


def shift_finite(top):
    """logsumexp's shift: the max when finite, else 0 (-inf, +inf, nan come out by themselves)."""
    return np.where(np.isfinite(top), top, 0).astype(np.asarray(top).dtype, copy=False)


def shift_above(top):
    """softmax's shift: the max unless it is -inf (then 0, so that 0/0 = nan)."""
    return np.where(top > -np.inf, top, 0).astype(np.asarray(top).dtype, copy=False)


def shift_below(low):
    """softmin's shift: the min unless it is +inf."""
    return np.where(low < np.inf, low, 0).astype(np.asarray(low).dtype, copy=False)


def rescale(sumexp, shift_from, shift_to):
    """A sum of exp(x - shift_from) re-expressed as a sum of exp(x - shift_to).
    An empty sum stays 0 (its factor may overflow: 0 * inf must not be nan)."""
    with np.errstate(all="ignore"):
        scaled = sumexp * np.exp(shift_from - shift_to)
    return np.where(sumexp == 0, 0, scaled).astype(np.asarray(sumexp).dtype, copy=False)


def merge_norms(a, b, na, nb, order: float):
    """The norm of the union of two disjoint sets of values from their norms
    a, b and counts na, nb.  A p-norm merges as the kernel sums, (a^p +
    b^p)^(1/p) in the state's dtype: it overflows where the kernel's sum does,
    and inf meets nan as in one sum (nan; hypot(inf, nan) is inf).  A side
    without valid elements contributes nothing (its norm, 0 or inf, is not a
    p-th power sum for p < 0)."""
    if order == np.inf:
        return np.maximum(a, b)
    if order == -np.inf:
        return np.minimum(a, b)
    if order == 0:
        return a + b
    order = float(order)          # a numpy scalar exponent would widen a float32 state
    with np.errstate(all="ignore"):
        both = (a ** order + b ** order) ** (1.0 / order)
    return unless_empty(na, nb, a, b, both)


def value_at(x: np.ndarray, local, dim):
    """The element of x at the block-local argmax/argmin `local` (keepdims);
    0 where the block is empty along dim (its state is not valid)."""
    if x.size == 0:
        return np.zeros(np.shape(local), dtype=x.dtype)
    if dim is None:
        return x.reshape(-1)[local.reshape(-1)].reshape(np.shape(local))
    return np.take_along_axis(x, local, axis=dim)


def global_index(local, block_shape: tuple, dim, offset: tuple, shape: tuple):
    """A block-local argmax/argmin index -> the index in the whole array: along
    dim, or flat (row-major over `shape`) for dim=None."""
    local = np.asarray(local, dtype=np.int64)
    if dim is not None:
        return local + offset[dim]
    if 0 in block_shape:
        return np.zeros_like(local)
    coords = np.unravel_index(local, block_shape)
    return np.ravel_multi_index(tuple(c + o for c, o in zip(coords, offset)), shape).astype(np.int64)


def _isnan(v):
    return v != v    # for every dtype (ints are never nan)


def arg_takes_b(a, b, beats) -> np.ndarray:
    """Where the merged argmax/argmin comes from state b: b is valid and a is
    not, or b's value beats a's, or b's is the first NaN (numpy's rule: the
    first NaN wins), or they tie and b's index comes first."""
    nan_a, nan_b = _isnan(a.value), _isnan(b.value)
    with np.errstate(invalid="ignore"):
        wins = beats(b.value, a.value) & ~nan_a
    ties = (b.value == a.value) | (nan_a & nan_b)
    better = wins | (nan_b & ~nan_a) | (ties & (b.index < a.index))
    return b.valid & (~a.valid | better)
