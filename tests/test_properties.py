"""Invariants over random shapes, strides and masks (hypothesis):
masked-out values never matter, and a mask equals its own integer form."""
import inspect

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import tensorplay.masked as masked

def _takes_mask_keyword(name: str) -> bool:
    """The ops these invariants are about: a keyword-only mask= (or input_mask=)
    marks validity; selectors take a positional selection mask instead."""
    fn = getattr(masked, name, None)
    if not callable(fn) or isinstance(fn, type):
        return False
    params = inspect.signature(fn).parameters
    return any(p in params and params[p].kind is inspect.Parameter.KEYWORD_ONLY for p in ("mask", "input_mask"))


OPS = [name for name in masked.__all__ if _takes_mask_keyword(name)]
GARBAGE = {"f": [np.nan, np.inf, -np.inf, 1e300, -0.0], "i": [127, -128, 0, 99], "u": [0, 255, 7], "b": [True],
           "c": [complex(np.nan, 1), complex(np.inf, -np.inf)]}


def _accepts(op: str, dtype: np.dtype) -> bool:
    return dtype.kind != "c" or op in ("sum", "prod", "mean", "var", "std", "norm", "cumsum", "cumprod")


# The ops whose masked-out elements with nothing to fill keep the input's own value.
KEEPS_OWN = ("ffill", "bfill")


def _call(op: str, x, mask, dim, keepdim):
    """Call op the way its signature asks: binary ops get x twice (each half
    masked differently), required dims an int, ops without keepdim none."""
    fn = getattr(masked, op)
    params = inspect.signature(fn).parameters
    if "other" in params:
        return fn(x, np.flip(x), input_mask=mask, other_mask=np.flip(mask))
    kwargs = {"mask": mask}
    if params["dim"].default is not None:          # a required dim, or an int default (the windows)
        dim = 0 if dim is None else dim
    kwargs["dim"] = dim
    if "keepdim" in params:
        kwargs["keepdim"] = keepdim
    if "ord" in params and params["ord"].default is inspect.Parameter.empty:
        kwargs["ord"] = 2.0
    if "q" in params:
        kwargs["q"] = [0.0, 0.3, 1.0]
    if "window" in params:
        kwargs.update(window=3, min_count=1)
    if "alpha" in params:
        kwargs["alpha"] = 0.3
    return fn(x, **kwargs)


def _assert_same(after, before, x):
    # A copy may group a float sum differently (other merged dims): equal up
    # to rounding; garbage leaking in (nan, inf, 1e300) would be far off.
    assert after.dtype == before.dtype and after.shape == before.shape
    if after.dtype.kind in "fc":
        # (near underflow a regrouped product or sum differs by a few subnormal
        # steps: 2 * 7e-44 * 1.75 in float32 is 2.45e-43 or 2.47e-43 by its order;
        # and a result that is exactly 0 in one grouping is a rounding error in
        # another: the std of equal values 1.5658 is 0 or 2.3e-16 (the mean
        # rounded), so the absolute tolerance follows the data's squared scale,
        # far below what a garbage nan, inf or 1e300 would make)
        tiny = np.finfo(after.dtype).smallest_subnormal
        scale = max(1.0, float(np.max(np.abs(x), initial=0.0))) if x.dtype.kind in "fc" else 1.0
        np.testing.assert_allclose(after, before, rtol=1e-5 if x.dtype.itemsize <= 4 else 1e-12,
                                   atol=8 * float(tiny) + 64 * float(np.finfo(after.dtype).eps) * scale ** 2,
                                   equal_nan=True)
    else:
        np.testing.assert_array_equal(after, before)


@st.composite
def cases(draw):
    dtype = np.dtype(draw(st.sampled_from(["float64", "float32", "int8", "uint8", "bool", "complex128", "float16"])))
    shape = draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=5))
    x = draw(hnp.arrays(dtype, shape, elements=hnp.from_dtype(dtype, allow_nan=False, allow_infinity=False,
                                                               min_value=-4 if dtype.kind in "if" else None,
                                                               max_value=4 if dtype.kind in "iuf" else None)
                        if dtype.kind != "c" else st.complex_numbers(max_magnitude=4)))
    mask = draw(hnp.arrays(np.bool_, shape))
    # A view with other strides: reversed and/or transposed.
    if x.ndim and draw(st.booleans()):
        x, mask = x[::-1], mask[::-1]
    if x.ndim > 1 and draw(st.booleans()):
        x, mask = x.T, mask.T
    dim = draw(st.sampled_from([None] + list(range(-x.ndim, x.ndim))) if x.ndim else st.just(None))
    return x, mask, dim, draw(st.booleans())


@pytest.mark.parametrize("op", OPS)
@settings(max_examples=60, deadline=None)
@given(case=cases(), data=st.data())
def test_masked_out_values_never_matter(op, case, data):
    x, mask, dim, keepdim = case
    if not _accepts(op, x.dtype):
        return
    before = _call(op, x, mask, dim, keepdim)
    garbage = np.array(data.draw(st.sampled_from(GARBAGE[x.dtype.kind])), dtype=x.dtype)
    changed = x.copy(order="K")          # the same memory walk as far as possible
    changed[~mask] = garbage
    # (binary ops take the changed array reversed as their second operand,
    # masked by the mask reversed: garbage only where that mask is False)
    after = _call(op, changed, mask, dim, keepdim)
    if op in KEEPS_OWN:
        # ffill/bfill (ops.yaml fully_masked: input) give a masked-out element with nothing to fill
        # from its own value: only the filled and valid positions must not see the garbage
        filled = _call(op, masked.masked_tensor(x, mask), None, dim, keepdim).get_mask()
        after, before = after[filled], before[filled]
    _assert_same(after, before, x)


@pytest.mark.parametrize("op", OPS)
@settings(max_examples=30, deadline=None)
@given(case=cases())
def test_integer_mask_means_nonzero(op, case):
    x, mask, dim, keepdim = case
    if not _accepts(op, x.dtype):
        return
    as_int = mask.astype(np.int64) * np.int64(-3)
    # The int mask's memory layout may differ from the bool one's, which may
    # change how runs are grouped for summation: equal up to rounding.
    _assert_same(_call(op, x, as_int, dim, keepdim), _call(op, x, mask, dim, keepdim), x)
