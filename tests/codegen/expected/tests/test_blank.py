# Generated from ops.yaml by `python -m codegen`; do not edit.
"""Generated tests of selector 'blank' (ops.yaml: ops.blank): its examples (the
seeds'), the docstring doctests, the reference grid over every dtype and layout,
and the errors."""
import doctest

import numpy as np
import pytest

import tensorplay.masked
from tensorplay.masked.testing import selector_grid as st
from tensorplay.masked import testing

CASE = st.SelectorCase(
    name="blank", kind="fill", mask="full", value="scalar",
    params=('input', 'mask', 'value'),
    roles={'input': 'input', 'mask': 'mask', 'value': 'value'},
    inplace=True,
)
DTYPES = ['int32', 'int64', 'float64']
EXAMPLES = [
    # ops.yaml: ops.blank.examples[0]
    ({'t': [1, 2, 3]}, 'blank(t, [True, False, True], 0)', [0, 2, 0], None),
]


@pytest.mark.parametrize("example", range(len(EXAMPLES)))
def test_blank_example(example):
    st.check_example(CASE, *EXAMPLES[example])


@pytest.mark.parametrize("name", ['blank', 'blank_'])
def test_blank_docstring_examples_run(name):
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in doctest.DocTestFinder().find(getattr(tensorplay.masked, name), name, globs={}):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("layout", testing.LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_blank_matches_reference(dtype, layout):
    assert st.check_selector_grid(CASE, dtype, layout) > 0


def test_blank_rejects_bad_arguments():
    assert st.check_selector_errors(CASE) > 0


@pytest.mark.parametrize("dtype", ['object', 'datetime64[s]', 'U1'])
def test_blank_rejects_dtype(dtype):
    x = np.zeros((3, 4), dtype=dtype)
    with pytest.raises(TypeError, match="blank: input has dtype"):
        CASE.call(CASE.op(), input=x, **st._valid_args(CASE, x))
