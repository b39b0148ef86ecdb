"""Issue 21, the streaming partial states (tensorplay.masked.partials): merges
with an empty or fully masked side, inf and nan in different chunks, numpy.ma
and MaskedTensor inputs, argument errors, the dtypes of finish, and random
split trees.  The reference is always independent of the code under test: the
in-memory op on the whole data (its kernels), numpy, math.fsum."""
import itertools
import math

import numpy as np
import pytest

import tensorplay.masked as M
from tensorplay.masked import partials as P

CORRECTIONS = (0, 1, 2.5)
ORDERS = (2.0, 1, 3, -1.5, 0, math.inf, -math.inf)
# |mean| just past where its square overflows (float32 1.8e19, float64 1.3e154),
# the spread small enough that the squared deviations do not.
HUGE = {"float32": 4e19, "float64": 2e154}


def _arg_place(p, start, whole_shape):
    return {"offset": (start,) + (0,) * (len(whole_shape) - 1), "shape": whole_shape} \
        if p.kind == "arg_reduce" else {}


def _merged(p, pieces, masks, whole_shape, order, **params):
    """finish(merge of the chunks of `pieces` along dim 0, in the order `order`)."""
    starts = np.cumsum([0] + [len(b) for b in pieces])
    states = [p.chunk(b, 0, mask=m, **_arg_place(p, s, whole_shape), **params)
              for b, m, s in zip(pieces, masks, starts)]
    state = states[order[0]]
    for i in order[1:]:
        state = p.merge(state, states[i], **params)
    return p.finish(state, **params)


# -- item 5: var/std with an empty or fully masked side ---------------------------------

@pytest.mark.parametrize("dtype", sorted(HUGE))
@pytest.mark.parametrize("side", ["empty", "fully_masked"])
def test_var_merge_with_an_empty_side_is_the_other_side(dtype, side):
    big = HUGE[dtype]
    x = (big * (1 + np.arange(-3, 4) / 256)).astype(dtype)
    other = x[:0] if side == "empty" else x[:2]
    other_mask = np.ones(0, bool) if side == "empty" else np.zeros(2, bool)
    for p, corr in itertools.product((P.var, P.std), CORRECTIONS):
        own = p.chunk(x, 0, correction=corr)
        nothing = p.chunk(other, 0, mask=other_mask, correction=corr)
        want = getattr(M, p.name)(x, 0, keepdim=True, correction=corr)
        assert np.isfinite(want).all() and want.dtype == np.dtype(dtype)
        for a, b in ((own, nothing), (nothing, own)):
            merged = p.merge(a, b, correction=corr)
            for f in own._fields:           # exactly the non-empty side's state
                np.testing.assert_array_equal(getattr(merged, f), getattr(own, f), err_msg=f)
            np.testing.assert_allclose(p.finish(merged, correction=corr), want, rtol=1e-5)


def test_var_merge_of_huge_means_matches_fsum():
    """Both sides valid, means past the square's overflow: Chan's term stays finite."""
    for dtype, big in HUGE.items():
        x = (big * (1 + np.array([-2, 5, 1, 0, 3, -1]) / 256)).astype(dtype)
        vals = [float(v) for v in x]
        mean = math.fsum(vals) / len(vals)
        want = math.fsum((v - mean) ** 2 for v in vals) / (len(vals) - 1)
        for cut in range(len(x) + 1):
            got = _merged(P.var, [x[:cut], x[cut:]], [None, None], x.shape, [1, 0])
            assert got.dtype == np.dtype(dtype)
            np.testing.assert_allclose(got, [want], rtol=1e-5)


def test_dask_var_with_a_fully_masked_block_keeps_huge_means():
    import dask.array as da
    for dtype, big in HUGE.items():
        x = (big * (1 + np.arange(8) / 256)).astype(dtype)
        mask = np.arange(8) < 4                      # the second block fully masked
        want = M.var(x, 0, mask=mask)
        got = M.var(da.from_array(x, chunks=4), 0, mask=da.from_array(mask, chunks=4)).compute()
        assert np.isfinite(want)
        np.testing.assert_allclose(got, want, rtol=1e-5)
        got = M.std(da.from_array(x, chunks=4), 0, mask=da.from_array(~mask, chunks=4)).compute()
        np.testing.assert_allclose(got, M.std(x, 0, mask=~mask), rtol=1e-5)


# -- item 6: norms with inf and nan in different chunks ----------------------------------

SPECIALS = [np.array([np.inf]), np.array([np.nan]), np.array([-np.inf]), np.array([3.0]), np.array([0.0]),
            np.array([]), np.array([np.nan, 2.0])]


@pytest.mark.parametrize("ord", ORDERS)
def test_norm_merge_meets_inf_and_nan_as_the_in_memory_sum(ord):
    for k in (2, 3):
        for pieces in itertools.permutations(SPECIALS, k):
            whole = np.concatenate(pieces)
            want = M.norm(whole, ord, 0, keepdim=True)
            for order in itertools.permutations(range(k)):
                got = _merged(P.norm, list(pieces), [None] * k, whole.shape, order, ord=ord)
                np.testing.assert_allclose(got, want, rtol=1e-12, equal_nan=True,
                                           err_msg=f"ord={ord} pieces={pieces} order={order}")


def test_dask_norm_of_inf_and_nan_in_different_blocks():
    import dask.array as da
    for ord in ORDERS:
        for x in (np.array([np.inf, np.nan]), np.array([np.nan, np.inf]), np.array([1.0, np.inf, np.nan, 0.0])):
            want = M.norm(x, ord, 0)
            np.testing.assert_allclose(M.norm(da.from_array(x, chunks=1), ord, 0).compute(), want,
                                       equal_nan=True, err_msg=f"ord={ord} x={x}")

