# Generated from ops.yaml by `python -m codegen`; do not edit.
"""Generated tests of op 'total' (ops.yaml: ops.total): the API page's example,
the docstring's doctest, and the reference grid over every accepted dtype and layout."""
import doctest

import numpy as np
import pytest

import tensorplay.masked
from tensorplay.masked import testing
from tensorplay.masked.testing import reference

DTYPES = ['int32', 'int64', 'float64']
DIM_FORMS = ('none', 'int', 'tuple')
PARAMS = [{}]
RTOL = {}


def test_total_api_page_example():
    # ops.yaml: ops.total.example; the expected values are the API page's.
    input = np.array([[1, 2], [3, 4]], dtype=np.int32)
    mask = np.array([[True, False], [True, True]])
    names = {"input": input, "mask": mask}
    got = eval('total(input, 1, mask=mask)', vars(tensorplay.masked._ops), names)
    expect = np.array([1, 7], dtype=np.int64)
    assert got.dtype == expect.dtype
    np.testing.assert_array_equal(got, expect)
    np.testing.assert_array_equal(input, np.array([[1, 2], [3, 4]]), err_msg="input modified")


def test_total_docstring_example_runs():
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(tensorplay.masked.total, "total", globs={}):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("layout", testing.LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_total_matches_reference(dtype, layout):
    assert hasattr(reference, "total"), \
        "no oracle reference.total: write it in tensorplay/masked/testing/reference.py (see CONTRIBUTING.md)"
    cases = testing.check_grid(tensorplay.masked.total, reference.total, dtype, layout,
                               DIM_FORMS, PARAMS, rtol=RTOL.get(dtype), keepdim_arg=True)
    assert cases > 0


@pytest.mark.parametrize("dtype", ['object', 'datetime64[s]', 'U1'])
def test_total_rejects_dtype(dtype):
    with pytest.raises(TypeError, match="total: input has dtype"):
        tensorplay.masked.total(np.zeros(3, dtype=dtype), **PARAMS[0])
