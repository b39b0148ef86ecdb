"""Regression tests of the hardening issue (15): each defect's minimal
reproducer, checked against an independent expectation (numpy, plain Python)."""
import math
import subprocess
import sys

import numpy as np
import pytest

import tensorplay.masked as M
from tensorplay.masked._csrc import _native as _native
from tensorplay.masked.testing.adversary import antiqsort


def byte_mask(values) -> np.ndarray:
    """A bool array whose bytes are `values` (numpy reads any nonzero as True)."""
    return np.asarray(values, np.uint8).view(bool)


# -- 1. bool masks whose bytes are not 0/1 ----------------------------------------

def test_median_with_255_bytes_does_not_crash():
    # Was a heap overflow (SIGSEGV): run it in a child so a crash fails the test.
    code = ("import numpy as np, tensorplay.masked as M\n"
            "m = np.full(300, 255, np.uint8).view(bool)\n"
            "print(float(M.median(np.arange(300.), mask=m)))\n")
    done = subprocess.run([sys.executable, "-P", "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert float(done.stdout) == 149.0          # lower median of 0..299


@pytest.mark.parametrize("byte", [2, 3, 128, 255])
def test_reductions_read_any_nonzero_byte_as_valid(byte):
    x = np.arange(8.0)
    m = byte_mask([byte, 0, byte, byte, 0, byte, byte, byte])
    valid = x[np.asarray(m, bool).view(np.uint8) != 0]
    assert M.mean(x, mask=m) == valid.mean()
    assert M.sum(x, mask=m) == valid.sum()
    assert M.var(x, mask=m) == pytest.approx(valid.var(ddof=1))
    assert M.median(x, mask=m) == np.sort(valid)[(valid.size - 1) // 2]
    assert M.amax(x, mask=m) == valid.max()
    np.testing.assert_allclose(M.cumsum(x, 0, mask=m), np.cumsum(np.where(m.view(np.uint8) != 0, x, 0)))
    np.testing.assert_allclose(M.softmax(x, 0, mask=m)[m.view(np.uint8) != 0],
                               np.exp(valid - valid.max()) / np.exp(valid - valid.max()).sum())


def test_argmax_with_non_01_bytes():
    x = np.array([[1, 5], [3, 2]])
    m = byte_mask(np.full((2, 2), 2))
    np.testing.assert_array_equal(M.argmax(x, 0, mask=m), [1, 0])
    np.testing.assert_array_equal(M.argmin(x, 1, mask=m), [0, 1])


def test_mean_of_2_bytes():
    assert M.mean(np.arange(8.0), mask=byte_mask(np.full(8, 2))) == 3.5


def test_selectors_and_masked_tensor_with_non_01_bytes():
    x = np.arange(6.0)
    m = byte_mask([0, 7, 0, 200, 1, 0])
    truth = m.view(np.uint8) != 0
    np.testing.assert_array_equal(M.masked_select(x, m), x[truth])
    np.testing.assert_array_equal(M.masked_fill(x, m, -1.0), np.where(truth, -1.0, x))
    np.testing.assert_array_equal(M.masked_scatter(x, m, [10., 20., 30.]), [0, 10, 2, 20, 30, 5])
    mt = M.masked_tensor(x, m)
    assert set(np.unique(mt.get_mask().view(np.uint8))) <= {0, 1}
    assert float(mt.sum().get_data()) == x[truth].sum()
    # A MaskedTensor sharing such a mask (as_masked_tensor) reduces correctly too.
    shared = M.as_masked_tensor(x, m)
    assert float(M.mean(shared).get_data()) == x[truth].mean()


@pytest.mark.parametrize("n", [1, 4095, 4096, 4097, 20000])
@pytest.mark.parametrize("where", [0, -1])
def test_masks_with_one_odd_byte_on_either_side_of_the_bytes_check(n, where):
    # (args.canonical_bool checks small masks by bytes.translate, large ones by numpy)
    raw = np.ones(n, np.uint8)
    raw[where] = 9
    m = raw.view(bool)
    mt = M.masked_tensor(np.arange(float(n)), m)
    assert mt.get_mask().view(np.uint8).max() == 1
    assert mt.get_mask().all()
    strided = np.ones(2 * n, np.uint8)
    strided[2 * (where % n)] = 9
    assert M.masked_tensor(np.arange(float(n)), strided.view(bool)[::2]).get_mask().view(np.uint8).max() == 1


# -- 2. softmax family with infinities ------------------------------------------------

@pytest.mark.parametrize("op, bad", [("softmax", math.inf), ("log_softmax", math.inf), ("softmin", -math.inf)])
def test_softmax_family_infinity_gives_nan_slice(op, bad):
    x = np.array([[bad, 1.0, 2.0], [0.0, 1.0, 2.0]])
    mask = np.array([[True, True, False], [True, True, True]])
    out = getattr(M, op)(x, 1, mask=mask)
    assert np.isnan(out[0, :2]).all()          # every valid position of that slice (torch)
    assert not np.isnan(out[1]).any()


def test_softmax_all_minus_inf_is_nan_and_one_inf_masked_out_is_fine():
    out = M.softmax(np.array([-np.inf, -np.inf]), 0)
    assert np.isnan(out).all()
    x = np.array([np.inf, 0.0, 0.0])
    out = M.softmax(x, 0, mask=np.array([False, True, True]))
    np.testing.assert_allclose(out[1:], [0.5, 0.5])


# -- 3. norm ord=-inf fully masked: the docs say inf ----------------------------------

def test_norm_neg_inf_fully_masked_is_inf_and_documented():
    out = M.norm(np.ones((2, 3)), -math.inf, 1, mask=np.array([[False] * 3, [True] * 3]))
    assert out[0] == math.inf and out[1] == 1.0
    assert "inf when ord == -inf" in " ".join(M.norm.__doc__.split())


# -- 4. no partial writes with a read-only mask ------------------------------------------

def _readonly(a):
    a = np.array(a)
    a.flags.writeable = False
    return a


@pytest.mark.parametrize("action", [
    lambda mt: M.masked_fill_(mt, np.array([True, False, True]), 9.0),
    lambda mt: M.masked_scatter_(mt, np.array([True, False, True]), [7.0, 8.0]),
    lambda mt: mt.exp_(),
    lambda mt: mt.add_(1.0),
    lambda mt: mt.__setitem__(0, 5.0),
])
def test_read_only_mask_means_nothing_written(action):
    d = np.array([1.0, 2.0, 3.0])
    mt = M.as_masked_tensor(d, _readonly([True, True, False]))
    with pytest.raises(ValueError, match="read-only"):
        action(mt)
    np.testing.assert_array_equal(d, [1.0, 2.0, 3.0])


# -- 5. in-place selectors whose mask aliases the target --------------------------------

def test_masked_fill_mask_aliasing_target():
    b = np.array([[1, 1, 1], [1, 0, 1], [1, 1, 1]], bool)
    expect = b.copy()
    expect[:, b[0]] = False                       # numpy: the mask as it was before the call
    M.masked_fill_(b, b[0], False)
    np.testing.assert_array_equal(b, expect)
    assert not b.any()


def test_masked_scatter_mask_aliasing_target():
    b = np.array([[1, 0, 1], [0, 1, 1]], bool)
    expect = b.copy()
    sel = b.copy()
    expect[sel] = np.zeros(sel.sum(), bool)
    M.masked_scatter_(b, b, np.zeros(6, bool))
    np.testing.assert_array_equal(b, expect)


def test_masked_tensor_in_place_selector_with_its_own_mask_or_data():
    d = np.array([True, False, True, True])
    mt = M.masked_tensor(d, [True, True, False, True])
    # The mask argument is the tensor's own data: read as it was.
    M.masked_fill_(mt, mt.get_data(), False)
    np.testing.assert_array_equal(mt.get_data(), [False, False, False, False])
    np.testing.assert_array_equal(mt.get_mask(), [True, True, True, True])


# -- 6. median is O(n log n) on adversarial input ------------------------------------------

@pytest.mark.parametrize("n", [1000, 4000])
def test_median_select_work_is_n_log_n_on_adversarial_input(n):
    x = antiqsort(n)
    k = (n - 1) // 2
    value, work = _native.select_f64(x, k)
    assert value == np.sort(x)[k]
    # The old selection visits ~n^2/8 elements on this input; introselect
    # stays within a small multiple of n log2 n.
    assert work <= 6 * n * math.log2(n), work
    assert work < n * n / 16


@pytest.mark.parametrize("pattern", ["sorted", "reversed", "organ", "equal", "two", "sawtooth"])
def test_median_select_work_on_classic_patterns(pattern):
    n = 5001
    i = np.arange(n, dtype=np.float64)
    x = {"sorted": i, "reversed": i[::-1], "organ": np.minimum(i, n - i), "equal": np.zeros(n),
         "two": i % 2, "sawtooth": i % 37}[pattern]
    for k in (0, n // 3, (n - 1) // 2, n - 1):
        value, work = _native.select_f64(x, k)
        assert value == np.sort(x)[k]
        assert work <= 6 * n * math.log2(n)


@pytest.mark.parametrize("n", [1, 2, 3, 7, 600, 601, 602, 1000, 5001, 20000])
def test_median_select_matches_sort_on_random_input(n):
    """Every rank, on continuous data and on data with many ties: the k-th
    smallest (np.sort's), and on random input a linear number of visits
    (Floyd-Rivest's sampling pivot; each round a pass or two)."""
    rng = np.random.default_rng(n)
    for x in (rng.standard_normal(n), rng.integers(0, 5, n).astype(np.float64),
              np.round(rng.standard_normal(n), 1)):
        ref = np.sort(x)
        for k in sorted({0, 1 % n, n // 4, (n - 1) // 2, n // 2, 3 * n // 4, n - 1}):
            value, work = _native.select_f64(x, k)
            assert value == ref[k], (n, k)
            if k == (n - 1) // 2 and n >= 5001 and np.unique(x).size == n:
                assert work <= 4 * n, work


def test_median_kernel_on_adversarial_input():
    x = antiqsort(3001)
    mask = np.ones(x.size, bool)
    assert M.median(x, mask=mask) == np.sort(x)[1500]
    two = np.stack([x, x[::-1]])
    np.testing.assert_array_equal(M.median(two, 1), [np.sort(x)[1500]] * 2)


# -- 7. numpy.ma.MaskedArray inputs: their mask is honoured -----------------------------

def test_numpy_ma_input_mask_is_honoured():
    a = np.ma.array([1.0, 100.0, 3.0], mask=[0, 1, 0])
    assert M.sum(a) == 4.0
    assert M.sum(a, mask=np.array([True, True, False])) == 1.0
    assert type(M.sum(a)) is np.ndarray
    np.testing.assert_array_equal(M.cumsum(a, 0), [1.0, 1.0, 4.0])
    out = M.logaddexp(a, np.zeros(3))
    assert out[1] == 0.0            # a masked operand acts as -inf
    mt = M.masked_tensor(a, [True, True, True])
    np.testing.assert_array_equal(mt.get_mask(), [True, False, True])
    s = (M.masked_tensor(np.ones(3), [True] * 3) + a)
    np.testing.assert_array_equal(s.get_mask(), [True, False, True])


def test_numpy_ma_refused_where_ambiguous():
    a = np.ma.array([1.0, 2.0], mask=[0, 1])
    with pytest.raises(TypeError, match="masked_fill: input is a numpy.ma.MaskedArray"):
        M.masked_fill(a, [True, False], 0.0)
    with pytest.raises(TypeError, match="sum: mask must be a plain bool"):
        M.sum(np.ones(2), mask=np.ma.array([True, False], mask=[0, 1]))


# -- 8. dtype= of selection ops: numeric only -------------------------------------------

@pytest.mark.parametrize("op", ["amax", "amin", "argmax", "argmin", "median"])
@pytest.mark.parametrize("dtype", [str, "V4", "M8[s]", object, "U3"])
def test_selection_dtype_must_be_numeric(op, dtype):
    with pytest.raises(TypeError, match=f"^{op}: dtype must be a numeric dtype"):
        getattr(M, op)(np.arange(12.0), dtype=dtype)


def test_selection_dtype_numeric_still_casts():
    assert M.amax(np.arange(12.0), dtype=np.int32).dtype == np.int32
    assert M.argmax(np.arange(12.0), dtype=np.int16) == 11


# -- 9. more than 32 dims: one limit, errors that name the op ------------------------------

def test_many_dims_broadcast():
    x = np.ones((1,) * 40 + (2,))
    y = np.ones((2,) + (1,) * 40)
    out = M.logaddexp(x, y)
    assert out.shape == (2,) + (1,) * 39 + (2,)
    np.testing.assert_allclose(out.reshape(-1), np.log(2.0 * np.e))
    mt = M.masked_tensor(x, True) + M.masked_tensor(y, True)
    assert mt.shape == out.shape
    with pytest.raises(ValueError, match="^logaddexp: input of shape"):
        M.logaddexp(np.ones((1,) * 40 + (2,)), np.ones((3,)))


# -- 10. error types and wording of writes --------------------------------------------

def test_value_too_large_for_int64_is_value_error():
    with pytest.raises(ValueError, match="masked_fill: value holds 1180591620717411303424, which int64"):
        M.masked_fill(np.arange(3), True, 2 ** 70)
    assert M.masked_fill(np.arange(3.0), True, 2 ** 70)[0] == float(2 ** 70)


def test_setitem_errors_name_the_op():
    mt = M.masked_tensor(np.zeros(3, np.int8), [True, False, True])
    with pytest.raises(ValueError, match=r"MaskedTensor.__setitem__: value holds 300, which int8"):
        mt[0] = 300
    with pytest.raises(TypeError, match=r"MaskedTensor.__setitem__: value of dtype float64 cannot"):
        mt[0] = 1.5
    with pytest.raises(IndexError, match=r"MaskedTensor.__setitem__"):
        mt[5] = 1
    np.testing.assert_array_equal(mt.get_data(), [0, 0, 0])
    np.testing.assert_array_equal(mt.get_mask(), [True, False, True])
    mt[1] = 7
    assert mt.get_data()[1] == 7 and mt.get_mask()[1]
    mt[:2] = M.masked_tensor(np.array([1, 2], np.int8), [False, True])
    np.testing.assert_array_equal(mt.get_mask(), [False, True, True])


def test_setitem_overlapping_self():
    mt = M.masked_tensor(np.arange(5.0), [True, False, True, False, True])
    mt[1:] = mt[:-1]
    np.testing.assert_array_equal(mt.get_data(), [0, 0, 1, 2, 3])
    np.testing.assert_array_equal(mt.get_mask(), [True, True, False, True, False])



@pytest.mark.parametrize("rows", [1, 254, 255, 256, 510, 511, 1000])
@pytest.mark.parametrize("masked", ["all", "random", "broadcast"])
def test_row_layout_counts_across_the_byte_count_flushes(rows, masked):
    # dim=0 of a C-contiguous array walks whole rows and counts each column's
    # valid elements in bytes, emptied every 255 rows: every count must be exact.
    rng = np.random.default_rng(rows)
    x = rng.integers(-50, 50, (rows, 37)).astype(np.float64)
    m = {"all": np.ones((rows, 37), bool), "random": rng.random((rows, 37)) < 0.7,
         "broadcast": np.broadcast_to(rng.random(37) < 0.7, (rows, 37))}[masked]
    count = m.sum(0)
    total = np.where(m, x, 0).sum(0)        # exact: small integers
    with np.errstate(invalid="ignore", divide="ignore"):
        np.testing.assert_array_equal(M.mean(x, 0, mask=m), total / count)
        dev = np.where(m, x - np.where(count > 0, total / np.maximum(count, 1), 0), 0)
        want = (dev * dev).sum(0) / (count - 1)
    want[count <= 1] = np.nan
    np.testing.assert_allclose(M.var(x, 0, mask=m), want, rtol=1e-12)
    for kept in (M.mean(x, 0, mask=m, keepdim=True), M.mean(x[:, None, :], (0,), mask=m[:, None, :])):
        np.testing.assert_array_equal(kept.reshape(-1), total / np.where(count > 0, count, np.nan))


@pytest.mark.parametrize("slices", [1, 2, 3, 4, 5, 7, 8, 9, 13])
def test_scans_fold_each_slice_as_alone_for_any_slice_count(slices):
    # Scans along the contiguous dim fold 4 slices side by side (then the rest
    # one by one): every slice must get exactly its own sequential fold, which
    # is also numpy's accumulate order (so the bits agree).
    rng = np.random.default_rng(slices)
    x = rng.standard_normal((slices, 3, 11))
    m = rng.random(x.shape) < 0.6
    for view, mv in ((x, m), (x.transpose(1, 0, 2), m.transpose(1, 0, 2)), (x[:, ::2, ::-1], m[:, ::2, ::-1])):
        for dim in range(view.ndim):
            np.testing.assert_array_equal(M.cumsum(view, dim, mask=mv), np.cumsum(np.where(mv, view, 0.0), dim))
            np.testing.assert_array_equal(M.cumprod(1 + view / 8, dim, mask=mv), np.cumprod(np.where(mv, 1 + view / 8, 1.0), dim))
        np.testing.assert_array_equal(M.cumsum(view.astype(np.float32), -1), np.cumsum(view.astype(np.float32), -1))


@pytest.mark.parametrize("op, extra", [("softmax", ()), ("log_softmax", ()), ("softmin", ()),
                                       ("normalize", (2.0,)), ("normalize", (1.0,))])
@pytest.mark.parametrize("dtype", ["float64", "float32", "float16", "int16"])
def test_short_slices_staged_in_batches_give_the_same_bits(op, extra, dtype):
    # Slices of <= 32 contiguous elements are normalized a batch at a time in
    # flat buffers; a strided view of the same values takes the per-slice
    # path: the bytes must agree, and both match the slow oracle.
    from tensorplay.masked.testing import reference as R
    rng = np.random.default_rng(41)
    for n0 in (1, 2, 3, 4, 7, 31, 32, 33):
        x = (rng.standard_normal((300, n0)) * 5).astype(dtype)
        m = rng.random(x.shape) < 0.6
        m[5] = False                                   # a fully masked slice
        if dtype.startswith("float"):
            x[7, 0], m[7, 0] = np.inf, False           # masked out: no effect
        wide = np.zeros((300, 2 * n0), dtype)
        wide[:, ::2] = x
        strided = wide[:, ::2]                         # the per-slice path
        short = getattr(M, op)(x, *extra, 1, mask=m)
        slow = getattr(M, op)(strided, *extra, 1, mask=m)
        assert short.dtype == slow.dtype and short.tobytes() == slow.tobytes(), (op, dtype, n0)
        want = getattr(R, op)(x, *extra, 1, mask=m)
        tol = {"float64": 1e-12, "int16": 1e-12, "float32": 1e-5}.get(dtype, 2e-3)
        np.testing.assert_allclose(short, want, rtol=tol, atol=tol if op == "log_softmax" else 0)
