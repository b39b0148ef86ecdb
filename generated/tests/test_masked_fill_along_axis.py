# Generated from ops.yaml by `python -m codegen`; do not edit.
"""Generated tests of selector 'masked_fill_along_axis' (ops.yaml: ops.masked_fill_along_axis): its examples (the
seeds'), the docstring doctests, the reference grid over every dtype and layout,
and the errors."""
import doctest

import numpy as np
import pytest

import tensorplay.masked
from tensorplay.masked.testing import selector_grid as st
from tensorplay.masked import testing

CASE = st.SelectorCase(
    name="masked_fill_along_axis", kind="fill", mask="slice", value="scalar",
    params=('input', 'mask', 'axis', 'value'),
    roles={'input': 'input', 'mask': 'mask', 'axis': 'axis', 'value': 'value'},
    inplace=True,
)
DTYPES = ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128']
EXAMPLES = [
    # ops.yaml: ops.masked_fill_along_axis.examples[0]
    ({'t': [[1, 2, 3], [4, 5, 6]]}, 'masked_fill_along_axis(t, [True, False, True], 0, 0)', [[0, 2, 0], [0, 5, 0]], None),
    # ops.yaml: ops.masked_fill_along_axis.examples[1]
    ({'t': [[1, 2, 3], [4, 5, 6]]}, 'masked_fill_along_axis(t, [False, True], 1, -1)', [[1, 2, 3], [-1, -1, -1]], None),
]


@pytest.mark.parametrize("example", range(len(EXAMPLES)))
def test_masked_fill_along_axis_example(example):
    st.check_example(CASE, *EXAMPLES[example])


@pytest.mark.parametrize("name", ['masked_fill_along_axis', 'masked_fill_along_axis_'])
def test_masked_fill_along_axis_docstring_examples_run(name):
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(getattr(tensorplay.masked, name), name, globs={}):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("layout", testing.LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_masked_fill_along_axis_matches_reference(dtype, layout):
    assert st.check_selector_grid(CASE, dtype, layout) > 0


def test_masked_fill_along_axis_rejects_bad_arguments():
    assert st.check_selector_errors(CASE) > 0


@pytest.mark.parametrize("dtype", ['object', 'datetime64[s]', 'U1'])
def test_masked_fill_along_axis_rejects_dtype(dtype):
    x = np.zeros((3, 4), dtype=dtype)
    with pytest.raises(TypeError, match="masked_fill_along_axis: input has dtype"):
        CASE.call(CASE.op(), input=x, **st._valid_args(CASE, x))
