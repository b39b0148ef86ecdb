# Generated from ops.yaml by `python -m codegen`; do not edit.
"""Generated tests of selector 'boolean_mask_update' (ops.yaml: ops.boolean_mask_update): its examples (the
seeds'), the docstring doctests, the reference grid over every dtype and layout,
and the errors."""
import doctest

import numpy as np
import pytest

import tensorplay.masked
from tensorplay.masked.testing import selector_grid as st
from tensorplay.masked import testing

CASE = st.SelectorCase(
    name="boolean_mask_update", kind="scatter", mask="leading", value="updates",
    params=('tensor', 'mask', 'updates', 'axis', 'broadcast'),
    roles={'tensor': 'input', 'mask': 'mask', 'updates': 'value', 'axis': 'axis', 'broadcast': 'broadcast'},
    inplace=False,
)
DTYPES = ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128']
EXAMPLES = [
    # ops.yaml: ops.boolean_mask_update.examples[0]
    ({'tensor': [[1, 2], [3, 4], [5, 6]], 'updates': [[10, 20], [50, 60]]}, 'boolean_mask_update(tensor, [True, False, True], updates)', [[10, 20], [3, 4], [50, 60]], None),
    # ops.yaml: ops.boolean_mask_update.examples[1] (TensorFlow: updates broadcast to [n, rest...] by default)
    ({'tensor': [[1, 2], [3, 4], [5, 6]]}, 'boolean_mask_update(tensor, [True, False, True], [0, -1])', [[0, -1], [3, 4], [0, -1]], None),
    # ops.yaml: ops.boolean_mask_update.examples[2]
    ({'tensor': [[1, 2, 3], [4, 5, 6]], 'updates': [[20, 30], [50, 60]]}, 'boolean_mask_update(tensor, [False, True, True], updates, axis=1)', [[1, 20, 30], [4, 50, 60]], None),
]


@pytest.mark.parametrize("example", range(len(EXAMPLES)))
def test_boolean_mask_update_example(example):
    st.check_example(CASE, *EXAMPLES[example])


@pytest.mark.parametrize("name", ['boolean_mask_update'])
def test_boolean_mask_update_docstring_examples_run(name):
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(getattr(tensorplay.masked, name), name, globs={}):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("layout", testing.LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_boolean_mask_update_matches_reference(dtype, layout):
    assert st.check_selector_grid(CASE, dtype, layout) > 0


def test_boolean_mask_update_rejects_bad_arguments():
    assert st.check_selector_errors(CASE) > 0


@pytest.mark.parametrize("dtype", ['object', 'datetime64[s]', 'U1'])
def test_boolean_mask_update_rejects_dtype(dtype):
    x = np.zeros((3, 4), dtype=dtype)
    with pytest.raises(TypeError, match="boolean_mask_update: tensor has dtype"):
        CASE.call(CASE.op(), input=x, **st._valid_args(CASE, x))
