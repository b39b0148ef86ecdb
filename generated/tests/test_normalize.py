# Generated from ops.yaml by `python -m codegen`; do not edit.
"""Generated tests of op 'normalize' (ops.yaml: ops.normalize): the API page's example,
the docstring's doctest, and the reference grid over every accepted dtype and layout."""
import doctest

import numpy as np
import pytest

import tensorplay.masked
from tensorplay.masked import testing
from tensorplay.masked.testing import reference

DTYPES = ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64']
DIM_FORMS = ('int', 'tuple')
PARAMS = [{'ord': 2.0}, {'ord': 1}, {'ord': np.inf}, {'ord': -np.inf}, {'ord': 0}, {'ord': 3}, {'ord': -1.5}]
RTOL = {}


def test_normalize_api_page_example():
    # ops.yaml: ops.normalize.example; the expected values are the API page's.
    input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    mask = np.array([[True, False, True], [False, False, False]])
    names = {"input": input, "mask": mask}
    got = eval('normalize(input, 2.0, 1, mask=mask)', vars(tensorplay.masked._ops), names)
    expect = np.array([[-0.9487, 0.0, -0.3162], [0.0, 0.0, 0.0]], dtype=np.float64)
    got = got.round(4)
    assert got.dtype == expect.dtype
    np.testing.assert_array_equal(got, expect)
    np.testing.assert_array_equal(input, np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]]), err_msg="input modified")


def test_normalize_docstring_example_runs():
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(tensorplay.masked.normalize, "normalize", globs={}):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("layout", testing.LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_normalize_matches_reference(dtype, layout):
    assert hasattr(reference, "normalize"), \
        "no oracle reference.normalize: write it in tensorplay/masked/testing/reference.py (see CONTRIBUTING.md)"
    cases = testing.check_grid(tensorplay.masked.normalize, reference.normalize, dtype, layout,
                               DIM_FORMS, PARAMS, rtol=RTOL.get(dtype), keepdim_arg=False)
    assert cases > 0


@pytest.mark.parametrize("dtype", ['complex64', 'complex128', 'object', 'datetime64[s]', 'U1'])
def test_normalize_rejects_dtype(dtype):
    with pytest.raises(TypeError, match="normalize: input has dtype"):
        tensorplay.masked.normalize(np.zeros(3, dtype=dtype), **PARAMS[0], dim=0)
