# Generated from ops.yaml by `python -m codegen`; do not edit.
"""Generated tests of selector 'masked_axis_fill' (ops.yaml: ops.masked_axis_fill): its examples (the
seeds'), the docstring doctests, the reference grid over every dtype and layout,
and the errors."""
import doctest

import numpy as np
import pytest

import tensorplay.masked
from tensorplay.masked.testing import selector_grid as st
from tensorplay.masked import testing

CASE = st.SelectorCase(
    name="masked_axis_fill", kind="index", mask="axis", value="selected",
    params=('input', 'mask', 'axis', 'value'),
    roles={'input': 'input', 'mask': 'mask', 'axis': 'axis', 'value': 'value'},
    inplace=True,
)
DTYPES = ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128']
EXAMPLES = [
    # ops.yaml: ops.masked_axis_fill.examples[0] (Arraymancer's example: a (4, 1) value broadcasts over the selected columns)
    ({'t': [[4, 99, 2], [3, 4, 99], [1, 8, 7], [8, 6, 8]], 'value': [[10], [20], [30], [40]]}, 'masked_axis_fill(t, [False, True, True], 1, value)', [[4, 10, 10], [3, 20, 20], [1, 30, 30], [8, 40, 40]], None),
    # ops.yaml: ops.masked_axis_fill.examples[1]
    ({'t': [[4, 99, 2], [3, 4, 99], [1, 8, 7], [8, 6, 8]]}, 'masked_axis_fill(t, [True, False, False, True], 0, 0)', [[0, 0, 0], [3, 4, 99], [1, 8, 7], [0, 0, 0]], None),
]


@pytest.mark.parametrize("example", range(len(EXAMPLES)))
def test_masked_axis_fill_example(example):
    st.check_example(CASE, *EXAMPLES[example])


@pytest.mark.parametrize("name", ['masked_axis_fill', 'masked_axis_fill_'])
def test_masked_axis_fill_docstring_examples_run(name):
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(getattr(tensorplay.masked, name), name, globs={}):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("layout", testing.LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_masked_axis_fill_matches_reference(dtype, layout):
    assert st.check_selector_grid(CASE, dtype, layout) > 0


def test_masked_axis_fill_rejects_bad_arguments():
    assert st.check_selector_errors(CASE) > 0


@pytest.mark.parametrize("dtype", ['object', 'datetime64[s]', 'U1'])
def test_masked_axis_fill_rejects_dtype(dtype):
    x = np.zeros((3, 4), dtype=dtype)
    with pytest.raises(TypeError, match="masked_axis_fill: input has dtype"):
        CASE.call(CASE.op(), input=x, **st._valid_args(CASE, x))
