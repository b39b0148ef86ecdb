"""Hand-written tests of the selectors, beyond the generated grid: the oracle
against numpy's own idioms, round-trip properties, overlapping arguments,
block boundaries of the branch-free loops, and threads."""
from __future__ import annotations

import threading

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tensorplay.masked as tm
from tensorplay.masked.testing import reference_selectors as ref


@pytest.mark.parametrize("seed", range(5))
def test_oracle_agrees_with_numpy_idioms(seed):
    # The oracle is checked against numpy's indexing, so that the generated
    # tests compare the kernels with something independently right.
    rng = np.random.default_rng(seed)
    x = rng.integers(-50, 50, (4, 5, 6))
    m = rng.random(x.shape) < 0.5
    n = int(m.sum())
    src = rng.integers(-9, 9, n + 3)
    np.testing.assert_array_equal(ref.masked_select(x, m), x[m])
    np.testing.assert_array_equal(ref.masked_fill(x, m, 7), np.where(m, 7, x))
    y = x.copy()
    y[m] = src[:n]
    np.testing.assert_array_equal(ref.masked_scatter(x, m, src), y)
    idx = rng.integers(-5, 5, 7)
    np.testing.assert_array_equal(ref.index_select(x, 1, idx), np.take(x, idx, axis=1))
    m2 = m[:, :, 0]
    np.testing.assert_array_equal(ref.boolean_mask(x, m2), x[m2])
    np.testing.assert_array_equal(ref.boolean_mask(x, m[0], axis=1), x[:, m[0]])
    z = x.copy()
    z[:, m[0]] = 11
    np.testing.assert_array_equal(ref.boolean_mask_update(x, m[0], 11, axis=1), z)
    cols = rng.random(6) < 0.5
    np.testing.assert_array_equal(ref.masked_axis_select(x, cols, 2), x[:, :, cols])
    w = x.copy()
    w[:, [1, 3]] = -1
    np.testing.assert_array_equal(ref.index_fill(x, 1, [1, 3], -1), w)


shapes = st.lists(st.integers(0, 4), min_size=1, max_size=4).map(tuple)


@settings(max_examples=60, deadline=None)
@given(shape=shapes, data=st.data())
def test_boolean_mask_update_inverts_boolean_mask(shape, data):
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1)))
    x = rng.standard_normal(shape)
    axis = data.draw(st.integers(0, len(shape) - 1))
    k = data.draw(st.integers(1, len(shape) - axis))
    m = rng.random(shape[axis:axis + k]) < 0.5
    picked = tm.boolean_mask(x, m, axis=axis)
    assert picked.shape == shape[:axis] + (int(m.sum()),) + shape[axis + k:]
    # Writing the selection back changes nothing; writing its negation
    # negates exactly the selected positions.
    np.testing.assert_array_equal(tm.boolean_mask_update(x, m, picked, axis=axis, broadcast=False), x)
    flipped = tm.boolean_mask_update(x, m, -picked, axis=axis)
    mfull = np.broadcast_to(m.reshape((1,) * axis + m.shape + (1,) * (len(shape) - axis - k)), shape)
    np.testing.assert_array_equal(flipped, np.where(mfull, -x, x))
    # masked_select is boolean_mask over every dim.
    np.testing.assert_array_equal(tm.masked_select(x, mfull), tm.boolean_mask(x, np.ascontiguousarray(mfull)))


@settings(max_examples=60, deadline=None)
@given(shape=shapes, data=st.data())
def test_in_place_forms_touch_only_their_first_argument(shape, data):
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1)))
    x = rng.integers(-9, 9, shape).astype(np.int32)
    m = rng.random(shape) < 0.5
    src = rng.integers(-9, 9, x.size).astype(np.int32)
    m0, s0, x0 = m.copy(), src.copy(), x.copy()
    for name, args in (("masked_fill", (m, 5)), ("masked_scatter", (m, src))):
        y = x.copy()
        assert getattr(tm, name + "_")(y, *args) is y
        np.testing.assert_array_equal(y, getattr(tm, name)(x, *args))
    axis = data.draw(st.integers(0, len(shape) - 1))
    idx = rng.integers(0, shape[axis], 3) if shape[axis] else np.array([], int)
    y = x.copy()
    assert tm.index_fill_(y, axis, idx, -3) is y
    np.testing.assert_array_equal(y, ref.index_fill(x, axis, idx, -3))
    np.testing.assert_array_equal(x, x0)
    np.testing.assert_array_equal(m, m0)
    np.testing.assert_array_equal(src, s0)


def test_source_and_value_may_overlap_the_array_written_in_place():
    # The kernels read values while writing; an overlapping argument must act
    # as if it had been copied first.
    x = np.arange(10.0)
    m = np.arange(10) % 3 == 0
    want = ref.masked_scatter(x, m, x[::-1].copy())
    y = x.copy()
    tm.masked_scatter_(y, m, y[::-1])
    np.testing.assert_array_equal(y, want)
    a = np.arange(12).reshape(3, 4)
    want = ref.masked_axis_fill(a, [False, True, True, False], 1, a[:, :1].copy())
    tm.masked_axis_fill_(a, [False, True, True, False], 1, a[:, :1])
    np.testing.assert_array_equal(a, want)


@pytest.mark.parametrize("dtype", ["uint8", "int16", "float32", "float64", "complex128"])
@pytest.mark.parametrize("where", ["start", "end", "sparse", "dense"])
def test_branch_free_loops_at_their_bounds(dtype, where):
    # The branch-free compaction and scatter loops switch to a guarded loop
    # when fewer than a chunk of outputs / updates remain: put the valid
    # elements where that switch happens, and give exactly n source values.
    n = 1000
    x = (np.arange(n) % 97).astype(dtype)
    m = np.zeros(n, bool)
    if where == "start":
        m[:130] = True
    elif where == "end":
        m[-130:] = True
    elif where == "sparse":
        m[::127] = True
    else:
        m[:] = True
        m[::251] = False
    count = int(m.sum())
    src = (np.arange(count) + 1000).astype(dtype)
    np.testing.assert_array_equal(tm.masked_select(x, m), ref.masked_select(x, m))
    np.testing.assert_array_equal(tm.masked_scatter(x, m, src), ref.masked_scatter(x, m, src))
    np.testing.assert_array_equal(tm.masked_scatter(x[::-1], m, src), ref.masked_scatter(x[::-1], m, src))
    y = x.copy()
    tm.masked_scatter_(y, m, src)
    np.testing.assert_array_equal(y, ref.masked_scatter(x, m, src))


def test_selectors_run_concurrently_in_threads():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((200, 1000))
    masks = [rng.random(x.shape) < p for p in (0.1, 0.5, 0.9, 0.3)]
    want = [x[m] for m in masks]
    got = [None] * len(masks)

    def work(i):
        for _ in range(5):
            got[i] = tm.masked_select(x, masks[i])

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(masks))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_results_keep_the_input_dtype_including_byte_order():
    x = np.arange(6, dtype=">i4").reshape(2, 3)
    for out in (tm.masked_select(x, x > 2), tm.masked_fill(x, x > 2, 0), tm.index_select(x, 1, [2, 0])):
        assert out.dtype == np.dtype(">i4")
    np.testing.assert_array_equal(tm.masked_fill(x, x > 2, 0), [[0, 1, 2], [0, 0, 0]])
