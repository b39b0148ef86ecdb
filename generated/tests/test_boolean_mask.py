# Generated from ops.yaml by `python -m codegen`; do not edit.
"""Generated tests of selector 'boolean_mask' (ops.yaml: ops.boolean_mask): its examples (the
seeds'), the docstring doctests, the reference grid over every dtype and layout,
and the errors."""
import doctest

import numpy as np
import pytest

import tensorplay.masked
from tensorplay.masked.testing import selector_grid as st
from tensorplay.masked import testing

CASE = st.SelectorCase(
    name="boolean_mask", kind="select", mask="leading", value="none",
    params=('tensor', 'mask', 'axis'),
    roles={'tensor': 'input', 'mask': 'mask', 'axis': 'axis'},
    inplace=False,
)
DTYPES = ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128']
EXAMPLES = [
    # ops.yaml: ops.boolean_mask.examples[0] (TensorFlow: 1-D example)
    ({'tensor': [0, 1, 2, 3]}, 'boolean_mask(tensor, [True, False, True, False])', [0, 2], None),
    # ops.yaml: ops.boolean_mask.examples[1] (TensorFlow: 2-D example)
    ({'tensor': [[1, 2], [3, 4], [5, 6]]}, 'boolean_mask(tensor, [True, False, True])', [[1, 2], [5, 6]], None),
    # ops.yaml: ops.boolean_mask.examples[2]
    ({'tensor': [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]}, 'boolean_mask(tensor, [[True, False], [False, True]])', [[1, 2], [7, 8]], None),
    # ops.yaml: ops.boolean_mask.examples[3]
    ({'tensor': [[1, 2, 3], [4, 5, 6]]}, 'boolean_mask(tensor, [False, True, True], axis=1)', [[2, 3], [5, 6]], None),
]


@pytest.mark.parametrize("example", range(len(EXAMPLES)))
def test_boolean_mask_example(example):
    st.check_example(CASE, *EXAMPLES[example])


@pytest.mark.parametrize("name", ['boolean_mask'])
def test_boolean_mask_docstring_examples_run(name):
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(getattr(tensorplay.masked, name), name, globs={}):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("layout", testing.LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_boolean_mask_matches_reference(dtype, layout):
    assert st.check_selector_grid(CASE, dtype, layout) > 0


def test_boolean_mask_rejects_bad_arguments():
    assert st.check_selector_errors(CASE) > 0


@pytest.mark.parametrize("dtype", ['object', 'datetime64[s]', 'U1'])
def test_boolean_mask_rejects_dtype(dtype):
    x = np.zeros((3, 4), dtype=dtype)
    with pytest.raises(TypeError, match="boolean_mask: tensor has dtype"):
        CASE.call(CASE.op(), input=x, **st._valid_args(CASE, x))
