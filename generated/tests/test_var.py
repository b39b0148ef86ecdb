# Generated from ops.yaml by `python -m codegen`; do not edit.
"""Generated tests of op 'var' (ops.yaml: ops.var): the API page's example,
the docstring's doctest, and the reference grid over every accepted dtype and layout."""
import doctest

import numpy as np
import pytest

import tensorplay.masked
from tensorplay.masked import testing
from tensorplay.masked.testing import reference

DTYPES = ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128']
DIM_FORMS = ('none', 'int', 'tuple')
PARAMS = [{}, {'unbiased': False}, {'correction': 2.5}, {'correction': 0}, {'correction': -1}]
RTOL = {}


def test_var_api_page_example():
    # ops.yaml: ops.var.example; the expected values are the API page's.
    input = np.array([[-3, -2, -1], [0, 1, 2]], dtype=np.int64)
    mask = np.array([[True, False, True], [False, False, False]])
    names = {"input": input, "mask": mask}
    got = eval('var(input, 1, False, mask=mask)', vars(tensorplay.masked._ops), names)
    expect = np.array([1.0, np.nan], dtype=np.float64)
    assert got.dtype == expect.dtype
    np.testing.assert_array_equal(got, expect)
    np.testing.assert_array_equal(input, np.array([[-3, -2, -1], [0, 1, 2]]), err_msg="input modified")


def test_var_docstring_example_runs():
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(tensorplay.masked.var, "var", globs={}):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("layout", testing.LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_var_matches_reference(dtype, layout):
    assert hasattr(reference, "var"), \
        "no oracle reference.var: write it in tensorplay/masked/testing/reference.py (see CONTRIBUTING.md)"
    cases = testing.check_grid(tensorplay.masked.var, reference.var, dtype, layout,
                               DIM_FORMS, PARAMS, rtol=RTOL.get(dtype), keepdim_arg=True)
    assert cases > 0


@pytest.mark.parametrize("dtype", ['object', 'datetime64[s]', 'U1'])
def test_var_rejects_dtype(dtype):
    with pytest.raises(TypeError, match="var: input has dtype"):
        tensorplay.masked.var(np.zeros(3, dtype=dtype), **PARAMS[0])
