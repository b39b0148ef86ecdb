"""Issue 21, the streaming partial states (tensorplay.masked.partials): merges
with an empty or fully masked side, inf and nan in different chunks, numpy.ma
and MaskedTensor inputs, argument errors, the dtypes of finish, and random
split trees.  The reference is always independent of the code under test: the
in-memory op on the whole data (its kernels), numpy, math.fsum."""
import itertools
import math

import numpy as np
import pytest

import tensorplay.masked as M
from tensorplay.masked import partials as P

CORRECTIONS = (0, 1, 2.5)
ORDERS = (2.0, 1, 3, -1.5, 0, math.inf, -math.inf)
# |mean| just past where its square overflows (float32 1.8e19, float64 1.3e154),
# the spread small enough that the squared deviations do not.
HUGE = {"float32": 4e19, "float64": 2e154}


def _arg_place(p, start, whole_shape):
    return {"offset": (start,) + (0,) * (len(whole_shape) - 1), "shape": whole_shape} \
        if p.kind == "arg_reduce" else {}


def _merged(p, pieces, masks, whole_shape, order, **params):
    """finish(merge of the chunks of `pieces` along dim 0, in the order `order`)."""
    starts = np.cumsum([0] + [len(b) for b in pieces])
    states = [p.chunk(b, 0, mask=m, **_arg_place(p, s, whole_shape), **params)
              for b, m, s in zip(pieces, masks, starts)]
    state = states[order[0]]
    for i in order[1:]:
        state = p.merge(state, states[i], **params)
    return p.finish(state, **params)


# -- item 5: var/std with an empty or fully masked side ---------------------------------

@pytest.mark.parametrize("dtype", sorted(HUGE))
@pytest.mark.parametrize("side", ["empty", "fully_masked"])
def test_var_merge_with_an_empty_side_is_the_other_side(dtype, side):
    big = HUGE[dtype]
    x = (big * (1 + np.arange(-3, 4) / 256)).astype(dtype)
    other = x[:0] if side == "empty" else x[:2]
    other_mask = np.ones(0, bool) if side == "empty" else np.zeros(2, bool)
    for p, corr in itertools.product((P.var, P.std), CORRECTIONS):
        own = p.chunk(x, 0, correction=corr)
        nothing = p.chunk(other, 0, mask=other_mask, correction=corr)
        want = getattr(M, p.name)(x, 0, keepdim=True, correction=corr)
        assert np.isfinite(want).all() and want.dtype == np.dtype(dtype)
        for a, b in ((own, nothing), (nothing, own)):
            merged = p.merge(a, b, correction=corr)
            for f in own._fields:           # exactly the non-empty side's state
                np.testing.assert_array_equal(getattr(merged, f), getattr(own, f), err_msg=f)
            np.testing.assert_allclose(p.finish(merged, correction=corr), want, rtol=1e-5)


def test_var_merge_of_huge_means_matches_fsum():
    """Both sides valid, means past the square's overflow: Chan's term stays finite."""
    for dtype, big in HUGE.items():
        x = (big * (1 + np.array([-2, 5, 1, 0, 3, -1]) / 256)).astype(dtype)
        vals = [float(v) for v in x]
        mean = math.fsum(vals) / len(vals)
        want = math.fsum((v - mean) ** 2 for v in vals) / (len(vals) - 1)
        for cut in range(len(x) + 1):
            got = _merged(P.var, [x[:cut], x[cut:]], [None, None], x.shape, [1, 0])
            assert got.dtype == np.dtype(dtype)
            np.testing.assert_allclose(got, [want], rtol=1e-5)


def test_dask_var_with_a_fully_masked_block_keeps_huge_means():
    import dask.array as da
    for dtype, big in HUGE.items():
        x = (big * (1 + np.arange(8) / 256)).astype(dtype)
        mask = np.arange(8) < 4                      # the second block fully masked
        want = M.var(x, 0, mask=mask)
        got = M.var(da.from_array(x, chunks=4), 0, mask=da.from_array(mask, chunks=4)).compute()
        assert np.isfinite(want)
        np.testing.assert_allclose(got, want, rtol=1e-5)
        got = M.std(da.from_array(x, chunks=4), 0, mask=da.from_array(~mask, chunks=4)).compute()
        np.testing.assert_allclose(got, M.std(x, 0, mask=~mask), rtol=1e-5)


# -- item 6: norms with inf and nan in different chunks ----------------------------------

SPECIALS = [np.array([np.inf]), np.array([np.nan]), np.array([-np.inf]), np.array([3.0]), np.array([0.0]),
            np.array([]), np.array([np.nan, 2.0])]


@pytest.mark.parametrize("ord", ORDERS)
def test_norm_merge_meets_inf_and_nan_as_the_in_memory_sum(ord):
    for k in (2, 3):
        for pieces in itertools.permutations(SPECIALS, k):
            whole = np.concatenate(pieces)
            want = M.norm(whole, ord, 0, keepdim=True)
            for order in itertools.permutations(range(k)):
                got = _merged(P.norm, list(pieces), [None] * k, whole.shape, order, ord=ord)
                np.testing.assert_allclose(got, want, rtol=1e-12, equal_nan=True,
                                           err_msg=f"ord={ord} pieces={pieces} order={order}")


def test_dask_norm_of_inf_and_nan_in_different_blocks():
    import dask.array as da
    for ord in ORDERS:
        for x in (np.array([np.inf, np.nan]), np.array([np.nan, np.inf]), np.array([1.0, np.inf, np.nan, 0.0])):
            want = M.norm(x, ord, 0)
            np.testing.assert_allclose(M.norm(da.from_array(x, chunks=1), ord, 0).compute(), want,
                                       equal_nan=True, err_msg=f"ord={ord} x={x}")


# -- item 7: numpy.ma and MaskedTensor inputs -------------------------------------------------

def _mergeable():
    return [getattr(P, n) for n in P.__all__ if getattr(P, n).kind in ("reduce", "arg_reduce", "normalize")]


@pytest.mark.parametrize("p", _mergeable(), ids=lambda p: p.name)
def test_chunk_honours_the_input_mask_of_numpy_ma_and_masked_tensor(p):
    """The input's own mask ANDed with mask=: the state of the plain data with
    that mask, and finish gives what the in-memory op gives for the same call."""
    rng = np.random.default_rng(7)
    x = rng.normal(size=(5, 3)) * 10
    own = rng.random((5, 3)) < 0.6
    extra = rng.random((5, 3)) < 0.7
    params = {"ord": 2.0} if p.name == "normalize" else {}
    forms = {"numpy.ma": np.ma.array(x, mask=~own), "MaskedTensor": M.as_masked_tensor(x, own)}
    for form, arg in forms.items():
        for mask, valid in ((None, own), (extra, own & extra)):
            before = x.copy()
            got = p.chunk(arg, 0, mask=mask, **params)
            np.testing.assert_array_equal(x, before)
            want = p.chunk(x, 0, mask=valid, **params)
            for f in want._fields:
                np.testing.assert_array_equal(getattr(got, f), getattr(want, f), err_msg=f"{form} {f}")
            if p.finish_fn is not None and p.kind != "normalize":
                ref = getattr(M, p.name)(arg, dim=0, keepdim=True, mask=mask)
                ref = ref.get_data() if M.is_masked_tensor(ref) else ref
                np.testing.assert_allclose(p.finish(got), ref, rtol=1e-12, equal_nan=True, err_msg=form)


def test_chunk_of_numpy_ma_sums_only_the_valid_values():
    x = np.ma.array([1.0, 3.0, 100.0], mask=[False, False, True])
    assert P.sum.finish(P.sum.chunk(x, 0)).tolist() == [4.0] == [M.sum(x, 0)]
    mt = M.as_masked_tensor(np.array([1.0, 3.0, 100.0]), np.array([True, True, False]))
    assert P.mean.finish(P.mean.chunk(mt, 0, mask=np.array([True, False, True]))).tolist() == [1.0]


# -- item 11: errors naming partials.<op>.<method> ---------------------------------------------

@pytest.mark.parametrize("p", _mergeable(), ids=lambda p: p.name)
def test_a_0d_input_is_its_one_element(p):
    x = np.array(5.0)
    params = {"ord": 2.0} if p.name == "normalize" else {}
    dims = (0, -1) if p.kind != "reduce" else (None, 0, -1, (0,), ())
    for dim in dims:
        s = p.chunk(x, dim, **params)
        assert all(np.shape(v) == () for v in s), (dim, s)
        if p.finish_fn is not None and p.kind != "normalize":
            got = p.finish(s, **params)
            want = getattr(M, p.name)(x, dim=dim, keepdim=True, **params)
            assert got.shape == want.shape == ()
            np.testing.assert_array_equal(got, want)


def test_argmax_of_a_0d_input_and_its_offsets():
    for p in (P.argmax, P.argmin):
        assert p.finish(p.chunk(np.array(5.0), 0)) == 0 == getattr(M, p.name)(np.array(5.0), 0)
        assert p.finish(p.chunk(np.array(5.0), None, offset=(), shape=())) == 0
        with pytest.raises(ValueError, match=rf"partials\.{p.name}\.chunk: offset has 1 entries; expected 0"):
            p.chunk(np.array(5.0), 0, offset=(0,))


def _raises(exc, match, call):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value).startswith(match), str(info.value)


def test_chunk_errors_name_the_method_and_the_argument():
    x = np.arange(6.0).reshape(2, 3)
    _raises(IndexError, "partials.sum.chunk: dim 2 is out of range", lambda: P.sum.chunk(x, 2))
    _raises(TypeError, "partials.mean.chunk: mask must be a bool or integer array",
            lambda: P.mean.chunk(x, 0, mask=np.ones((2, 3))))
    _raises(ValueError, "partials.mean.chunk: mask of shape (4,) does not broadcast",
            lambda: P.mean.chunk(x, 0, mask=np.ones(4, bool)))
    _raises(TypeError, "partials.amax.chunk: input has dtype complex128",
            lambda: P.amax.chunk(x + 1j, 0))
    _raises(TypeError, "partials.var.chunk: unexpected argument(s) ddof", lambda: P.var.chunk(x, 0, ddof=1))
    _raises(TypeError, "partials.sum.chunk: offset= and shape= are for argmax/argmin",
            lambda: P.sum.chunk(x, 0, offset=(0, 0)))
    _raises(TypeError, "partials.argmax.chunk: dim must be an int or None", lambda: P.argmax.chunk(x, (0, 1)))
    bad_places = [
        (ValueError, "offset (-1, 0) has a negative entry", {"offset": (-1, 0), "shape": (4, 3)}),
        (ValueError, "offset has 1 entries; expected 2", {"offset": (1,), "shape": (4, 3)}),
        (TypeError, "offset must be a tuple of ints, one per dim; got (1.5, 0)", {"offset": (1.5, 0)}),
        (TypeError, "offset must be a tuple of ints, one per dim; got (True, 0)", {"offset": (True, 0)}),
        (TypeError, "offset must be a tuple of ints, one per dim; got 3", {"offset": 3}),
        (TypeError, "shape must be a tuple of ints, one per dim; got 'ab'", {"offset": (0, 0), "shape": "ab"}),
        (ValueError, "a chunk of shape (2, 3) at offset (3, 0) does not fit in shape (4, 3)",
         {"offset": (3, 0), "shape": (4, 3)}),
        (ValueError, "a chunk of shape (2, 3) at offset (0, 0) does not fit in shape (4, 2)",
         {"offset": (0, 0), "shape": (4, 2)}),
        (ValueError, f"shape ({2 ** 62}, 3) and offset (0, 0) give indices beyond int64",
         {"offset": (0, 0), "shape": (2 ** 62, 3)}),
        (ValueError, f"shape (2, 3) and offset ({2 ** 63}, 0) give indices beyond int64", {"offset": (2 ** 63, 0)}),
    ]
    for exc, msg, place in bad_places:
        _raises(exc, f"partials.argmax.chunk: {msg}", lambda: P.argmax.chunk(x, 0, **place))
    # A flat index (dim=None) at a nonzero offset needs the whole array's shape.
    with pytest.raises(ValueError, match="pass shape=, the whole array's shape"):
        P.argmin.chunk(x, None, offset=(2, 0))
    assert P.argmax.finish(P.argmax.chunk(x, 0, offset=(5, 0))).tolist() == [[6, 6, 6]]   # along dim 0: shape optional


def test_merge_and_finish_errors_name_the_method_and_the_argument():
    x = np.arange(12.0).reshape(4, 3)
    s = P.var.chunk(x, 0)
    _raises(ValueError, "partials.var.merge: a and b have shapes (1, 3) and (1, 2)",
            lambda: P.var.merge(s, P.var.chunk(x[:, :2], 0)))
    _raises(ValueError, "partials.var.merge: a and b have shapes (1, 3) and (4, 1)",
            lambda: P.var.merge(s, P.var.chunk(x, 1)))
    _raises(ValueError, "partials.var.merge: a and b have shapes (1, 3) and (1, 1, 3)",
            lambda: P.var.merge(s, P.var.chunk(x[None], 1)))
    _raises(TypeError, "partials.var.merge: a.mean has dtype float64, b.mean float32",
            lambda: P.var.merge(s, P.var.chunk(x.astype(np.float32), 0)))
    _raises(ValueError, "partials.var.merge: the fields of b have different shapes (count (1, 3), mean (1,)",
            lambda: P.var.merge(s, s._replace(mean=np.zeros(1))))
    _raises(TypeError, "partials.var.merge: b must be a VarState", lambda: P.var.merge(s, tuple(s)))
    _raises(TypeError, "partials.var.merge: unexpected argument(s) ddof", lambda: P.var.merge(s, s, ddof=1))
    _raises(TypeError, "partials.var.finish: state must be a VarState", lambda: P.var.finish(P.sum.chunk(x, 0)))
    _raises(ValueError, "partials.var.finish: the fields of state have different shapes",
            lambda: P.var.finish(s._replace(m2=np.zeros(2))))
    _raises(TypeError, "partials.var.finish: unexpected argument(s) ord", lambda: P.var.finish(s, ord=2))
    _raises(TypeError, "partials.median.chunk: a whole_slice op has no mergeable state",
            lambda: P.median.chunk(x, 0))
    _raises(TypeError, "partials.cumsum.merge: a scan op has no mergeable state",
            lambda: P.cumsum.merge(s, s))
    _raises(TypeError, "partials.softmax.finish: a normalize state has no finish of its own",
            lambda: P.softmax.finish(P.softmax.chunk(x, 0)))


# -- item 13: the dtypes of finish (and of merged states) ----------------------------------------

DTYPES = ["bool", "int8", "uint16", "int64", "float16", "float32", "float64", "complex64", "complex128"]


@pytest.mark.parametrize("dtype", DTYPES)
def test_finish_gives_the_in_memory_dtype_and_merge_keeps_the_state_dtypes(dtype):
    """finish: the dtype the op gives for data of the accumulator dtype (its own
    result's, but float32 for float16 data: the precision of the state).  A
    merged state has its sides' dtypes (or merging it with a new chunk's
    state would be refused)."""
    x = (np.arange(8) % 3).astype(dtype)
    for p in _mergeable():
        params = {"ord": 2.0} if p.name == "normalize" else {}
        try:
            want = getattr(M, p.name)(x, dim=0, **params, **({} if p.kind == "normalize" else {"keepdim": True}))
        except TypeError:            # complex amax and the like
            with pytest.raises(TypeError, match=f"partials.{p.name}.chunk: input has dtype"):
                p.chunk(x, 0, **params)
            continue
        place = lambda a: _arg_place(p, a, x.shape)    # noqa: E731
        a, b = p.chunk(x[:3], 0, **place(0), **params), p.chunk(x[3:], 0, **place(3), **params)
        merged = p.merge(a, b, **params)
        assert [v.dtype for v in merged] == [v.dtype for v in a] == [v.dtype for v in b], p.name
        if p.finish_fn is None or p.kind == "normalize":
            continue
        got = p.finish(merged)
        expected = np.float32 if want.dtype == np.float16 else want.dtype
        assert got.dtype == expected, (p.name, got.dtype, want.dtype)
        np.testing.assert_allclose(got, want.astype(got.dtype), rtol=1e-3 if dtype == "float16" else 1e-6)


# -- random split trees ------------------------------------------------------------------------

def _fuzz_driver():
    """tests/fuzz_driver.py's partials family: its checker runs here on seeded cases."""
    import importlib.util
    from pathlib import Path
    spec = importlib.util.spec_from_file_location("fuzz_driver", Path(__file__).with_name("fuzz_driver.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("seed", range(4))
def test_random_split_trees_match_the_in_memory_op(seed, tmp_path):
    driver = _fuzz_driver()
    driver.CASE_FILE = str(tmp_path / "case.txt")
    rng = np.random.default_rng(seed)
    with np.errstate(all="ignore"):          # (the in-memory reference warns on float16 overflow)
        for _ in range(150):
            driver.run_partials(driver.random_partial_case(rng))
