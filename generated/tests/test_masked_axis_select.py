# Generated from ops.yaml by `python -m codegen`; do not edit.
"""Generated tests of selector 'masked_axis_select' (ops.yaml: ops.masked_axis_select): its examples (the
seeds'), the docstring doctests, the reference grid over every dtype and layout,
and the errors."""
import doctest

import numpy as np
import pytest

import tensorplay.masked
from tensorplay.masked.testing import selector_grid as st
from tensorplay.masked import testing

CASE = st.SelectorCase(
    name="masked_axis_select", kind="index", mask="axis", value="none",
    params=('input', 'mask', 'axis'),
    roles={'input': 'input', 'mask': 'mask', 'axis': 'axis'},
    inplace=False,
)
DTYPES = ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128']
EXAMPLES = [
    # ops.yaml: ops.masked_axis_select.examples[0] (Arraymancer: masked_axis_select(t, [true, false, true], axis = 0))
    ({'t': [[1, 2, 3], [4, 5, 6], [7, 8, 9]]}, 'masked_axis_select(t, [True, False, True], 0)', [[1, 2, 3], [7, 8, 9]], None),
    # ops.yaml: ops.masked_axis_select.examples[1]
    ({'t': [[1, 2, 3], [4, 5, 6], [7, 8, 9]]}, 'masked_axis_select(t, [True, False, True], 1)', [[1, 3], [4, 6], [7, 9]], None),
]


@pytest.mark.parametrize("example", range(len(EXAMPLES)))
def test_masked_axis_select_example(example):
    st.check_example(CASE, *EXAMPLES[example])


@pytest.mark.parametrize("name", ['masked_axis_select'])
def test_masked_axis_select_docstring_examples_run(name):
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(getattr(tensorplay.masked, name), name, globs={}):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("layout", testing.LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_masked_axis_select_matches_reference(dtype, layout):
    assert st.check_selector_grid(CASE, dtype, layout) > 0


def test_masked_axis_select_rejects_bad_arguments():
    assert st.check_selector_errors(CASE) > 0


@pytest.mark.parametrize("dtype", ['object', 'datetime64[s]', 'U1'])
def test_masked_axis_select_rejects_dtype(dtype):
    x = np.zeros((3, 4), dtype=dtype)
    with pytest.raises(TypeError, match="masked_axis_select: input has dtype"):
        CASE.call(CASE.op(), input=x, **st._valid_args(CASE, x))
