"""Invariants over random shapes, strides and masks (hypothesis):
masked-out values never matter, and a mask equals its own integer form."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import tensorplay.masked as masked

OPS = list(masked.__all__)
GARBAGE = {"f": [np.nan, np.inf, -np.inf, 1e300, -0.0], "i": [127, -128, 0, 99], "u": [0, 255, 7], "b": [True],
           "c": [complex(np.nan, 1), complex(np.inf, -np.inf)]}


def _accepts(op: str, dtype: np.dtype) -> bool:
    return dtype.kind != "c" or op in ("sum", "prod", "mean", "var", "std", "norm")


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
    fn = getattr(masked, op)
    before = fn(x, dim=dim, keepdim=keepdim, mask=mask)
    garbage = np.array(data.draw(st.sampled_from(GARBAGE[x.dtype.kind])), dtype=x.dtype)
    changed = x.copy(order="K")          # same memory walk, so same summation order
    changed[~mask] = garbage
    after = fn(changed, dim=dim, keepdim=keepdim, mask=mask)
    np.testing.assert_array_equal(after, before)
    assert after.dtype == before.dtype


@pytest.mark.parametrize("op", OPS)
@settings(max_examples=30, deadline=None)
@given(case=cases())
def test_integer_mask_means_nonzero(op, case):
    x, mask, dim, keepdim = case
    if not _accepts(op, x.dtype):
        return
    fn = getattr(masked, op)
    as_int = mask.astype(np.int64) * np.int64(-3)
    got = fn(x, dim=dim, keepdim=keepdim, mask=as_int)
    want = fn(x, dim=dim, keepdim=keepdim, mask=mask)
    # The int mask's memory layout may differ from the bool one's, which may
    # change how runs are grouped for summation: equal up to rounding.
    assert got.dtype == want.dtype
    np.testing.assert_allclose(got, want, rtol=1e-6 if x.dtype.itemsize <= 4 else 1e-13, atol=1e-300)
