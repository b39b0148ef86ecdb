# Generated from ops.yaml by `python -m codegen`; do not edit.
"""Generated tests of op 'move_exp_mean' (ops.yaml: ops.move_exp_mean): the API page's example,
the docstring's doctest, and the reference grid over every accepted dtype and layout."""
import doctest

import numpy as np
import pytest

import tensorplay.masked
from tensorplay.masked import testing
from tensorplay.masked.testing import reference

DTYPES = ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64']
DIM_FORMS = ('int',)
PARAMS = [{'alpha': 0.3, 'min_weight': 1.2}, {'alpha': 0.9, 'adjust': False}]
RTOL = {'float64': 1e-12, 'float32': 1e-06}


def test_move_exp_mean_api_page_example():
    # ops.yaml: ops.move_exp_mean.example; the expected values are the API page's.
    input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    mask = np.array([[True, False, True], [False, False, False]])
    names = {"input": input, "mask": mask}
    got = eval('move_exp_mean(input, 0.5, 1, mask=mask)', vars(tensorplay.masked._ops), names)
    expect = np.array([[-3.0, -3.0, -1.4], [np.nan, np.nan, np.nan]], dtype=np.float64)
    got = got.round(6)
    assert got.dtype == expect.dtype
    np.testing.assert_array_equal(got, expect)
    np.testing.assert_array_equal(input, np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]]), err_msg="input modified")


def test_move_exp_mean_docstring_example_runs():
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(tensorplay.masked.move_exp_mean, "move_exp_mean", globs={}):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("layout", testing.LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_move_exp_mean_matches_reference(dtype, layout):
    assert hasattr(reference, "move_exp_mean"), \
        "no oracle reference.move_exp_mean: write it in tensorplay/masked/testing/reference.py (see CONTRIBUTING.md)"
    cases = testing.check_grid(tensorplay.masked.move_exp_mean, reference.move_exp_mean, dtype, layout,
                               DIM_FORMS, PARAMS, rtol=RTOL.get(dtype), keepdim_arg=False)
    assert cases > 0


@pytest.mark.parametrize("dtype", ['complex64', 'complex128', 'object', 'datetime64[s]', 'U1'])
def test_move_exp_mean_rejects_dtype(dtype):
    with pytest.raises(TypeError, match="move_exp_mean: input has dtype"):
        tensorplay.masked.move_exp_mean(np.zeros(3, dtype=dtype), **PARAMS[0], dim=0)
