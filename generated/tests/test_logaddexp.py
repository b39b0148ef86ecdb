# Generated from ops.yaml by `python -m codegen`; do not edit.
"""Generated tests of op 'logaddexp' (ops.yaml: ops.logaddexp): the API page's example,
the docstring's doctest, and the reference grid over every accepted dtype and layout."""
import doctest

import numpy as np
import pytest

import tensorplay.masked
from tensorplay.masked import testing
from tensorplay.masked.testing import reference

DTYPES = ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64']
DIM_FORMS = ()
PARAMS = [{}]
RTOL = {}


def test_logaddexp_api_page_example():
    # ops.yaml: ops.logaddexp.example; the expected values are the API page's.
    input = np.array([-100.0, -200.0, -300.0], dtype=np.float64)
    mask = np.array([True, False, True])
    names = {"input": input, "mask": mask}
    names["other"] = np.array([-1.0, -2.0, -3.0], dtype=np.float64)
    got = eval('logaddexp(input, other, input_mask=mask, other_mask=mask)', vars(tensorplay.masked._ops), names)
    expect = np.array([-1.0, -np.inf, -3.0], dtype=np.float64)
    assert got.dtype == expect.dtype
    np.testing.assert_array_equal(got, expect)
    np.testing.assert_array_equal(input, np.array([-100.0, -200.0, -300.0]), err_msg="input modified")


def test_logaddexp_docstring_example_runs():
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(tensorplay.masked.logaddexp, "logaddexp", globs={}):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("layout", testing.LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_logaddexp_matches_reference(dtype, layout):
    assert hasattr(reference, "logaddexp"), \
        "no oracle reference.logaddexp: write it in tensorplay/masked/testing/reference.py (see CONTRIBUTING.md)"
    cases = testing.check_binary_grid(tensorplay.masked.logaddexp, reference.logaddexp, dtype, layout,
                                      PARAMS, rtol=RTOL.get(dtype))
    assert cases > 0


@pytest.mark.parametrize("dtype", ['complex64', 'complex128', 'object', 'datetime64[s]', 'U1'])
def test_logaddexp_rejects_dtype(dtype):
    with pytest.raises(TypeError, match="logaddexp: input has dtype"):
        tensorplay.masked.logaddexp(np.zeros(3, dtype=dtype), np.zeros(3))
