# Generated from ops.yaml by `python -m codegen`; do not edit.
"""Generated tests of op 'ffill' (ops.yaml: ops.ffill): the API page's example,
the docstring's doctest, and the reference grid over every accepted dtype and layout."""
import doctest

import numpy as np
import pytest

import tensorplay.masked
from tensorplay.masked import testing
from tensorplay.masked.testing import reference

DTYPES = ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128']
DIM_FORMS = ('int',)
PARAMS = [{}, {'limit': 1}, {'limit': 0}]
RTOL = {}


def test_ffill_api_page_example():
    # ops.yaml: ops.ffill.example; the expected values are the API page's.
    input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    mask = np.array([[True, False, True], [False, False, False]])
    names = {"input": input, "mask": mask}
    got = eval('ffill(input, 1, mask=mask)', vars(tensorplay.masked._ops), names)
    expect = np.array([[-3.0, -3.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    assert got.dtype == expect.dtype
    np.testing.assert_array_equal(got, expect)
    np.testing.assert_array_equal(input, np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]]), err_msg="input modified")


def test_ffill_docstring_example_runs():
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(tensorplay.masked.ffill, "ffill", globs={}):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("layout", testing.LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_ffill_matches_reference(dtype, layout):
    assert hasattr(reference, "ffill"), \
        "no oracle reference.ffill: write it in tensorplay/masked/testing/reference.py (see CONTRIBUTING.md)"
    cases = testing.check_grid(tensorplay.masked.ffill, reference.ffill, dtype, layout,
                               DIM_FORMS, PARAMS, rtol=RTOL.get(dtype), keepdim_arg=False)
    assert cases > 0


@pytest.mark.parametrize("dtype", ['object', 'datetime64[s]', 'U1'])
def test_ffill_rejects_dtype(dtype):
    with pytest.raises(TypeError, match="ffill: input has dtype"):
        tensorplay.masked.ffill(np.zeros(3, dtype=dtype), **PARAMS[0], dim=0)
