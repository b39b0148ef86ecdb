"""Regression tests of the fast-path hardening issue (21): the compiled front
ends, the fused MaskedTensor kernels, the thread setting.  Each defect's
minimal reproducer, checked against an independent expectation (numpy, the
slow oracle, mpmath, plain Python); the dask and partials items are in
tests/test_dask.py and the partials tests."""
import subprocess
import sys
import threading
from decimal import Decimal

import mpmath
import numpy as np
import pytest

import tensorplay.masked as M
from tensorplay.masked.testing import reference as R

REDUCTIONS = ["sum", "prod", "amax", "amin", "argmax", "argmin", "mean", "var", "std", "median", "logsumexp",
              "norm"]
ALONG = {"cumsum": (), "cumprod": (), "softmax": (), "log_softmax": (), "softmin": (), "normalize": (2.0,)}


# -- 1. dtypes numbered 256 and up: a TypeError, never a read past the front end's table ----------

USER_DTYPES = {
    "rational": "np.array([1, 2, 3], dtype=numpy._core._rational_tests.rational)",
    "StringDType": "np.array(['1', '2', '3'], dtype=np.dtypes.StringDType())",
}


@pytest.mark.parametrize("dtype", USER_DTYPES)
def test_user_dtypes_are_a_type_error_naming_the_op(dtype):
    # Was a read past a 256-entry table (segfaults, random errors): run in a
    # child so that a crash fails this test instead of the run.
    code = f"""
import numpy, numpy as np, numpy._core._rational_tests, tensorplay.masked as M
x = {USER_DTYPES[dtype]}
assert x.dtype.num >= 256, x.dtype.num
calls = {{op: (lambda op=op: getattr(M, op)(x)) for op in {REDUCTIONS!r}}}
calls.update({{op: (lambda op=op, e=e: getattr(M, op)(x, *e, 0)) for op, e in {ALONG!r}.items()}})
calls["masked_fill"] = lambda: M.masked_fill(x, np.ones(3, bool), 0)
for op, call in calls.items():
    for _ in range(3):
        try:
            call()
            print(op, "returned")
        except Exception as exc:
            print(op, type(exc).__name__, str(exc).replace(chr(10), " "))
"""
    done = subprocess.run([sys.executable, "-P", "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    lines = done.stdout.splitlines()
    assert len(lines) == 3 * (len(REDUCTIONS) + len(ALONG) + 1)
    for line in lines:
        op, error, message = line.split(" ", 2)
        assert error == "TypeError" and message.startswith(op + ":"), line
        assert "dtype" in message, line


# -- 9. the front end accepts exactly the parameters the runtime accepts ----------------------

def _on_both_paths(call):
    """call(x, mask) on the compiled front end (a contiguous mask) and on the
    Python runtime (a strided mask view of the same values, which the front end
    leaves to it): the two results, or the two errors."""
    x = np.arange(1.0, 13.0).reshape(3, 4)
    valid = np.array([[True, False, True, True]] * 3)
    strided = np.repeat(valid, 2, axis=1)[:, ::2]
    assert not strided.flags.c_contiguous and (strided == valid).all()
    out = []
    for m in (valid, strided):
        try:
            out.append(call(x, m))
        except Exception as exc:        # (compared below)
            out.append(exc)
    return out


@pytest.mark.parametrize("call", [
    lambda x, m: M.norm(x, np.array(2.0), 1, mask=m),
    lambda x, m: M.norm(x, 2 + 0j, 1, mask=m),
    lambda x, m: M.norm(x, Decimal(2), 1, mask=m),
    lambda x, m: M.norm(x, "2", 1, mask=m),
    lambda x, m: M.var(x, 1, unbiased=np.array(True, dtype=object), mask=m),
    lambda x, m: M.std(x, 1, unbiased=np.array([True, False]), mask=m),
    lambda x, m: M.normalize(x, np.array(2.0), 1, mask=m),
    lambda x, m: M.normalize(x, 2.0, 1, eps=Decimal("1e-12"), mask=m),
], ids=["ord-0d-array", "ord-complex", "ord-decimal", "ord-str", "unbiased-object", "unbiased-array",
        "normalize-ord-array", "normalize-eps-decimal"])
def test_rejected_parameters_are_rejected_on_both_paths(call):
    fast, slow = _on_both_paths(call)
    assert type(fast) is TypeError and type(slow) is TypeError, (fast, slow)
    assert str(fast) == str(slow)
    assert str(fast).split(":")[0] in ("norm", "var", "std", "normalize")


@pytest.mark.parametrize("ord_", [2, np.float64(2.0), np.int64(2), 2.0])
def test_accepted_parameters_agree_on_both_paths(ord_):
    fast, slow = _on_both_paths(lambda x, m: M.norm(x, ord_, 1, mask=m))
    x = np.arange(1.0, 13.0).reshape(3, 4)
    want = np.sqrt((x[:, [0, 2, 3]] ** 2).sum(1))
    np.testing.assert_allclose(fast, want, rtol=1e-15)
    assert fast.tobytes() == slow.tobytes()


# -- 10. error types: dims beyond Py_ssize_t, numpy bools, weak scalars out of range --------------

@pytest.mark.parametrize("dim", [2 ** 63, -2 ** 63 - 1, 10 ** 30])
def test_huge_dims_are_an_index_error_naming_the_op(dim):
    x = np.arange(6.0).reshape(2, 3)
    for op in ("sum", "argmax", "median"):
        with pytest.raises(IndexError, match=f"^{op}: dim"):
            getattr(M, op)(x, dim)
    for op, extra in ALONG.items():
        with pytest.raises(IndexError, match=f"^{op}: dim"):
            getattr(M, op)(x, *extra, dim)
    with pytest.raises(IndexError, match="^sum: dim"):
        M.sum(x, (dim,))


@pytest.mark.parametrize("keepdim", [np.True_, np.False_])
def test_masked_tensor_reductions_take_numpy_bools_for_keepdim(keepdim):
    data = np.arange(6.0).reshape(2, 3)
    valid = np.array([[True, False, True], [False, False, False]])
    mt = M.masked_tensor(data, valid)
    for op in ("sum", "amax", "argmax", "mean", "median"):
        got = getattr(M, op)(mt, 1, keepdim=keepdim)
        want = getattr(M, op)(mt, 1, keepdim=bool(keepdim))
        assert got.shape == ((2, 1) if keepdim else (2,))
        assert np.array_equal(got.get_data(), want.get_data(), equal_nan=True)
        assert (got.get_mask() == want.get_mask()).all()
        assert (got.get_mask().reshape(-1) == valid.any(1)).all()


@pytest.mark.parametrize("dtype, value", [("int8", 300), ("int8", -129), ("uint8", -1), ("uint16", 2 ** 16),
                                          ("float32", 10 ** 400), ("float64", -10 ** 400)])
def test_weak_scalars_out_of_range_are_a_value_error_naming_the_op(dtype, value):
    data = np.arange(4).astype(dtype)
    valid = np.array([True, False, True, True])
    for layout in ("contiguous", "strided"):
        d = data.copy() if layout == "contiguous" else np.repeat(data, 2)[::2]
        mt = M.as_masked_tensor(d, valid.copy())
        with pytest.raises(ValueError, match="^add: "):
            mt + value
        with pytest.raises(ValueError, match="^mul: "):
            mt.mul(value)
        before = mt.get_data().copy()
        with pytest.raises(ValueError, match="^add_: "):
            mt.add_(value)
        assert (mt.get_data() == before).all()            # nothing written
        with pytest.raises(ValueError, match="^masked_fill: "):
            M.masked_fill(d, valid, value)


def test_weak_scalars_within_float64_overflow_float32_to_inf_as_numpy():
    mt = M.masked_tensor(np.ones(3, np.float32), np.array([True, True, False]))
    with np.errstate(over="ignore"):
        want = np.ones(3, np.float32) + 10 ** 39          # numpy: inf, float32
    got = mt + 10 ** 39
    assert got.get_data().dtype == np.float32
    assert (got.get_data()[:2] == want[:2]).all() and np.isinf(want[:2]).all()


# -- 4. normalize of a slice holding NaN: NaN at every valid position ---------------------------

@pytest.mark.parametrize("ord_", [2.0, 1, 3, np.inf, -np.inf, 0, -1.5])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_normalize_of_a_slice_with_nan_is_nan(ord_, dtype):
    x = np.array([[1.0, np.nan, 2.0, 4.0], [1.0, np.nan, 2.0, 4.0], [3.0, 4.0, 0.0, 1.0]], dtype)
    m = np.array([[True, True, True, False], [True, False, True, True], [True, True, False, True]])
    got = M.normalize(x, ord_, 1, mask=m)
    want = R.normalize(x, ord_, 1, mask=m)
    np.testing.assert_allclose(got, want, rtol=1e-6 if dtype == "float32" else 1e-14, equal_nan=True)
    if ord_ == 0:       # the norm counts the nonzero elements: NaN is one, and stays where it is
        np.testing.assert_array_equal(got[0], np.array([1 / 3, np.nan, 2 / 3, 0], dtype))
    else:               # the NaN is valid: the norm is NaN, and so is every valid output
        assert np.isnan(got[0, :3]).all() and got[0, 3] == 0
    assert np.isfinite(got[1:]).all()                            # the NaN is masked out: no NaN


def test_normalize_of_a_nan_slice_on_dask_is_nan():
    import dask.array as da                      # (the test extra installs dask)
    x = np.array([[1.0, np.nan, 2.0, 3.0, 5.0, 1.0]])
    got = M.normalize(da.from_array(x, chunks=(1, 2)), 2.0, 1).compute()
    assert np.isnan(got).all()


# -- 8. the fused MaskedTensor kernels give the same bits in every layout ----------------------------

def _layouts(data: np.ndarray, valid: np.ndarray):
    """(name, MaskedTensor) of the same values: plain (the fused kernels), and
    layouts the fused kernels do not read directly."""
    yield "c", M.masked_tensor(data, valid)
    yield "fortran", M.as_masked_tensor(np.asfortranarray(data), np.asfortranarray(valid))
    yield "strided", M.as_masked_tensor(np.repeat(data, 2, axis=1)[:, ::2], np.repeat(valid, 2, axis=1)[:, ::2])
    yield "byteswapped", M.as_masked_tensor(data.astype(data.dtype.newbyteorder()), valid)
    yield "mask-view", M.as_masked_tensor(data, np.repeat(valid, 2, axis=1)[:, ::2])


def _values(dtype, rng):
    v = np.concatenate([rng.standard_normal(200) * 30, rng.random(100) * 1e-3, [0.0, -0.0, 1.0, 700, -745, 88,
                                                                                  -103, np.inf, -np.inf, np.nan]])
    return v[: v.size // 10 * 10].astype(dtype).reshape(10, -1)


@pytest.mark.parametrize("method", ["exp", "log", "log1p", "sqrt", "abs", "neg", "square"])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_fused_unary_same_bits_in_every_layout(method, dtype):
    rng = np.random.default_rng(8)
    data = np.abs(_values(dtype, rng)) if method in ("log", "sqrt") else _values(dtype, rng)
    valid = rng.random(data.shape) < 0.7
    results = {}
    for name, mt in _layouts(data, valid):
        out = getattr(mt, method)()
        results[name] = np.ascontiguousarray(out.get_data()).astype(dtype).tobytes()
        assert (out.get_mask() == valid).all()
        inplace = M.masked_tensor(mt.get_data().copy(), valid) if name == "c" else mt.clone()
        getattr(inplace, method + "_")()
        kept = np.where(valid, np.frombuffer(results[name], dtype).reshape(data.shape), data)
        assert np.asarray(inplace.get_data()).astype(dtype).tobytes() == kept.astype(dtype).tobytes(), name
    assert len(set(results.values())) == 1, {k: v == results["c"] for k, v in results.items()}


@pytest.mark.parametrize("method", ["exp", "log", "log1p"])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_fused_transcendentals_are_within_one_ulp_of_mpmath(method, dtype):
    """Within 1 ulp; float32 log and log1p within 0.5 + 2^-13 (a double within
    0.52 ulp of double, rounded once), float32 exp within 0.875
    (docs/semantics.rst: exp is tp_expf, within 0.874 over all 2^32 inputs)."""
    bound = 1.0 if dtype == "float64" else 0.875 if method == "exp" else 0.5 + 2.0 ** -13
    rng = np.random.default_rng(3)
    data = np.abs(_values(dtype, rng))[:, :-1]
    data = data[np.isfinite(data)].reshape(1, -1)
    got = getattr(M.masked_tensor(data, np.ones(data.shape, bool)), method)().get_data()[0]
    fn = {"exp": mpmath.exp, "log": mpmath.log, "log1p": mpmath.log1p}[method]
    with mpmath.workdps(60):
        for v, g in zip(data[0].tolist(), got.tolist()):
            if method == "log" and v == 0:
                assert g == -np.inf
                continue
            true = fn(mpmath.mpf(v))
            with np.errstate(over="ignore"):
                want = np.asarray(float(true), dtype)
            if not np.isfinite(want):
                assert g == want
                continue
            ulp = np.spacing(np.abs(want))
            assert abs(mpmath.mpf(float(g)) - true) <= bound * ulp, (v, g, true)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_fmax_fmin_order_zeros_in_every_layout(dtype):
    z = np.array([[0.0, -0.0, 0.0, -0.0, np.nan, 1.0]] * 10, dtype)
    w = np.array([[-0.0, 0.0, 0.0, -0.0, -0.0, np.nan]] * 10, dtype)
    valid = np.ones(z.shape, bool)
    # -0 < +0: the max of a tie of zeros is +0 unless both are -0, the min -0 unless both are +0.
    max_sign = [False, False, False, True, True, False]
    min_sign = [True, True, False, True, True, False]
    for (name, a), (_, b) in zip(_layouts(z, valid), _layouts(w, valid)):
        for method, sign in (("fmax", max_sign), ("fmin", min_sign)):
            out = getattr(a, method)(b).get_data()
            assert (np.signbit(out) == sign).all(), (name, method)
            assert (np.asarray(out)[:, 5] == 1).all()                 # NaN ignored
    a = M.masked_tensor(z, valid)
    assert (np.signbit(a.fmax(w[0]).get_data()) == max_sign).all()         # broadcast: the numpy path
    assert (np.signbit(a.fmin(M.masked_tensor(w[:1], valid[:1])).get_data()) == min_sign).all()
    assert not np.signbit(a.fmax(-0.0).get_data()[:, 0]).any()             # scalar operand


# -- 12. num_threads blocks in several Python threads ----------------------------------------------

def test_num_threads_blocks_left_out_of_order_restore_nothing_of_each_other():
    before = M.get_num_threads()
    M.set_num_threads(2)
    a_in, b_in, a_out = threading.Event(), threading.Event(), threading.Event()
    seen = {}

    def thread_a():
        with M.num_threads(1):
            a_in.set()
            b_in.wait(10)
            seen["a inside, b inside"] = M.get_num_threads()
        a_out.set()

    def thread_b():
        a_in.wait(10)
        with M.num_threads(3):
            b_in.set()
            a_out.wait(10)                       # A leaves first
            seen["b inside, a left"] = M.get_num_threads()
        seen["b after"] = M.get_num_threads()

    try:
        workers = [threading.Thread(target=thread_a), threading.Thread(target=thread_b)]
        for t in workers:
            t.start()
        for t in workers:
            t.join(30)
        assert seen == {"a inside, b inside": 1, "b inside, a left": 3, "b after": 2}
        assert M.get_num_threads() == 2          # was 1: B's exit restored what A had set
    finally:
        M.set_num_threads(before)


def test_num_threads_block_limits_only_its_own_thread():
    from tensorplay.masked._csrc import _parallel
    if not _parallel.build_config()["openmp"]:
        pytest.fail("the package was built without OpenMP: this test needs threads")
    grain, before = _parallel.get_grain(), M.get_num_threads()
    _parallel.set_grain(1)
    x = np.ones((64, 64))
    counts = {}
    try:
        M.set_num_threads(2)
        with M.num_threads(1):
            start = _parallel.stats()["parallel_calls"]
            M.sum(x, 1)
            counts["own block"] = _parallel.stats()["parallel_calls"] - start

            def other():
                start = _parallel.stats()["parallel_calls"]
                M.sum(x, 1)
                counts["other thread"] = _parallel.stats()["parallel_calls"] - start
                counts["other get"] = M.get_num_threads()
            t = threading.Thread(target=other)
            t.start()
            t.join(30)
        assert counts == {"own block": 0, "other thread": 1, "other get": 2}
    finally:
        _parallel.set_grain(grain)
        M.set_num_threads(before)
