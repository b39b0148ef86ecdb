"""The MaskedTensor families' fused kernels (ops.yaml masked_tensor.families.F.kernels,
generated/_k_mt.pyx): every kernel gives what the numpy path gives (the same
callable on the whole data, masked-out results zeroed), is really taken for
the calls it covers, and every call it does not cover still falls back."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

import tensorplay.masked as M
from codegen.load import SpecError, load_string
from tensorplay.masked._masked_tensor import core

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def numpy_path(fn):
    """Run fn with the fused kernels switched off (the reference path)."""
    saved = dict(core.FUSED)
    core.FUSED.clear()
    try:
        return fn()
    finally:
        core.FUSED.update(saved)


@pytest.fixture
def spy(monkeypatch):
    """The (method, dtype, variant) keys of the fused kernels a call ran."""
    ran = []
    wrapped = {key: ((lambda *a, _k=key, _f=fn: (ran.append(_k), _f(*a))[1]), index, is_bool)
               for key, (fn, index, is_bool) in core.FUSED.items()}
    monkeypatch.setattr(core, "FUSED", wrapped)
    return ran


def operands(dtype, shape=(37, 11), seed=0):
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal(shape) * 3).astype(dtype)
    y = (rng.standard_normal(shape) * 3).astype(dtype)
    y.reshape(-1)[::7] = x.reshape(-1)[::7]            # some equal pairs for the comparisons
    x.reshape(-1)[::13] = 0.0
    mx, my = rng.random(shape) < 0.6, rng.random(shape) < 0.6
    return M.masked_tensor(x, mx), M.masked_tensor(y, my)


def same(fast, ref, what, maxulp=0):
    np.testing.assert_array_equal(fast.get_mask(), ref.get_mask(), err_msg=f"{what}: mask")
    f, r = fast.get_data(), ref.get_data()
    assert f.dtype == r.dtype and f.shape == r.shape, what
    if f.dtype == bool or maxulp == 0:
        np.testing.assert_array_equal(f, r, err_msg=what)
    else:
        np.testing.assert_array_max_ulp(np.nan_to_num(f), np.nan_to_num(r), maxulp=maxulp)
        np.testing.assert_array_equal(np.isnan(f), np.isnan(r), err_msg=what)


# Transcendental kernels compute in double (our own tp_exp, tp_log_tab,
# tp_log1p, tp_expm1 or the float32 forms): compare them with numpy in
# float64 rounded once to the dtype (numpy's own float32 SIMD versions are
# up to a few ulp off), within 1 ulp; everything else is bit-exact.
TRANSCENDENTAL = {"exp": np.exp, "log": np.log, "log1p": np.log1p, "expm1": np.expm1}


def float64_reference(a, method):
    d = a.get_data()
    with np.errstate(all="ignore"):
        r = TRANSCENDENTAL[method](d.astype(np.float64)).astype(d.dtype)
    r[~a.get_mask()] = 0
    return M.masked_tensor(r, a.get_mask())


KEYS = sorted(k for k in core.FUSED if k[0] != "to_tensor")   # (to_tensor: its own test)


def test_every_declared_kernel_is_registered():
    spec = load_string((ROOT / "ops.yaml").read_text())
    declared = {(m, dt) for fam in spec.masked_tensor.families for m in fam.kernels
                for dt in spec.masked_tensor.kernel_dtypes}
    assert declared and declared == {(m, dt) for m, dt, _ in KEYS}


@pytest.mark.parametrize("method, dtype, variant", KEYS)
def test_kernel_matches_numpy_path(method, dtype, variant, spy):
    a, b = operands(dtype)
    inplace = variant.endswith("_")
    name = method + ("_" if inplace else "")
    if variant.startswith("u"):
        args = ()
    elif variant.startswith("aa"):
        args = (b,)
    else:
        args = (1.75,)
    if inplace:
        a2 = M.masked_tensor(a.get_data(), a.get_mask())
        out = getattr(a, name)(*args)
        ref = numpy_path(lambda: getattr(a2, name)(*args))
        assert out is a and ref is a2
    else:
        out = getattr(a, name)(*args)
        ref = numpy_path(lambda: getattr(a, name)(*args))
    assert spy == [(method, dtype, variant)], f"the fused kernel was not taken: {spy}"
    if method in TRANSCENDENTAL:
        if inplace:
            out = M.masked_tensor(np.where(out.get_mask(), out.get_data(), 0), out.get_mask())
        ref = float64_reference(operands(dtype)[0], method)
        same(out, ref, f"{name} {dtype}", maxulp=1)
    else:
        same(out, ref, f"{name}{args!r:.20} {dtype}")
    if not inplace:
        assert not np.shares_memory(out.get_data(), a.get_data())


@pytest.mark.parametrize("n", [1, 7, 255, 256, 257, 1000])
def test_exp_kernel_is_its_helper_bit_for_bit(n):
    # exp's kernels run the helpers' block forms (tp_exp_array, tp_expf_array: by
    # hand on AVX-512 and AVX2) per 256 elements: at every valid position the bits of
    # the scalar helper (_native, called element by element), out of place and in place
    from tensorplay.masked._csrc import _native
    rng = np.random.default_rng(n)
    x = np.concatenate([rng.uniform(-30, 30, n), rng.uniform(-746, -700, n)])[rng.permutation(2 * n)[:n]]
    # a random mask (every block selects), all valid (every block straight into the
    # output, tp_all_set_u8), and all valid but one position (both kinds of block)
    gap = np.ones(n, bool)
    gap[min(300, n - 1)] = False
    for m, (dtype, want) in itertools.product(
            (rng.random(n) < 0.7, np.ones(n, bool), gap),
            ((np.float64, _native.exp(x)),
             (np.float32, _native.expf(x.astype(np.float32))))):
        a = M.masked_tensor(x.astype(dtype), m)
        got = a.exp()
        assert got.get_data()[m].tobytes() == want[m].tobytes() and not got.get_data()[~m].any()
        assert (got.get_mask() == m).all()
        a.exp_()
        assert a.get_data()[m].tobytes() == want[m].tobytes()
        assert a.get_data()[~m].tobytes() == x.astype(dtype)[~m].tobytes()


@pytest.mark.parametrize("call", [
    lambda a, b: a + b.T.T[::1],                                    # (still contiguous: fused)
    lambda a, b: a + M.masked_tensor(b.get_data().T.copy().T, b.get_mask()),   # Fortran order
    lambda a, b: a + b.get_data(),                                  # a plain array operand
    lambda a, b: a + np.float64(2.0),                               # float32 + float64 scalar promotes
    lambda a, b: 2.0 - a,                                           # reflected
    lambda a, b: a[:, :5] * b[:, :5],                               # non-contiguous views
    lambda a, b: a.add(b, alpha=2),                                 # extra arguments
    lambda a, b: a + b[:1],                                         # broadcasting
])
def test_uncovered_calls_fall_back_with_the_same_result(call):
    a, b = operands("float32")
    got = call(a, b)
    ref = numpy_path(lambda: call(a, b))
    same(got, ref, "fallback")


def test_fallback_is_really_taken(spy):
    a, b = operands("float64")
    a + b.get_data()                  # plain array: numpy path
    a + b[:1]                         # broadcasting: numpy path
    assert spy == []
    a + b
    assert spy == [("add", "float64", "aa")]


def test_in_place_aliasing_and_read_only_mask():
    a, _ = operands("float64")
    a2 = M.masked_tensor(a.get_data(), a.get_mask())
    a.add_(a)                                          # the same arrays: elementwise, fused
    numpy_path(lambda: a2.add_(a2))
    same(a, a2, "self + self")
    c, _ = operands("float64")
    view = M.as_masked_tensor(c.get_data()[:, 1:], c.get_mask()[:, 1:])
    left = M.as_masked_tensor(c.get_data()[:, :-1], c.get_mask()[:, :-1])
    ref = numpy_path(lambda: M.masked_tensor(view.get_data(), view.get_mask()) + left)
    view.add_(left)                                    # overlapping: numpy's path reads first
    np.testing.assert_array_equal(view.get_mask(), ref.get_mask())
    np.testing.assert_array_equal(view.get_data()[view.get_mask()], ref.get_data()[ref.get_mask()])
    d = np.arange(4.0)
    ro = np.array([True, False, True, True])
    ro.flags.writeable = False
    mt = M.as_masked_tensor(d, ro)
    with pytest.raises(ValueError, match="read-only"):
        mt.add_(1.0)
    with pytest.raises(ValueError, match="read-only"):
        mt.exp_()
    np.testing.assert_array_equal(d, np.arange(4.0))


def test_non_01_mask_bytes_in_a_shared_mask():
    d = np.arange(6.0)
    raw = np.array([0, 2, 255, 1, 0, 7], np.uint8)
    mt = M.as_masked_tensor(d, raw.view(bool))       # canonicalised (a copy) by the constructor
    raw[0] = 9                                       # later writes to the caller's bytes do not matter
    out = mt * 2.0
    np.testing.assert_array_equal(out.get_mask(), [False, True, True, True, False, True])
    np.testing.assert_array_equal(out.get_data(), [0, 2, 4, 6, 0, 10])


@pytest.mark.parametrize("old, new, words", [
    ('kernels: {abs: "fabs(v)"', 'kernels: {abs: "fabs(w)"', ["kernel 'abs'", "unknown name 'w'"]),
    ('kernels: {add: "a + b"', 'kernels: {plus: "a + b"', ["kernel 'plus'", "not a method of this family"]),
    ("kernel_dtypes: [float32, float64]", "kernel_dtypes: [float32, int8]", ["'int8'"]),
])
def test_kernel_entries_are_checked(old, new, words):
    text = (ROOT / "ops.yaml").read_text()
    assert text.count(old) == 1
    with pytest.raises(SpecError) as info:
        load_string(text.replace(old, new))
    line = text[:text.index(old)].count("\n") + 1
    msg = [m for m in str(info.value).splitlines() if m.startswith(f"ops.yaml:{line}:")]
    assert msg, str(info.value)
    for w in words:
        assert w in msg[0]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_to_tensor_kernel(dtype, spy):
    a, _ = operands(dtype)
    for fill in (0.0, -7, np.nan):
        got = a.to_tensor(fill)
        want = np.where(a.get_mask(), a.get_data(), np.asarray(fill).astype(dtype))
        assert got.dtype == a.dtype and not np.shares_memory(got, a.get_data())
        np.testing.assert_array_equal(got, want)
    assert spy == [("to_tensor", dtype, "fill")] * 3
    with pytest.raises(TypeError, match="to_tensor"):
        a.to_tensor(1j)                                    # numpy path: complex into float


def test_an_array_and_a_scalar_streamed_give_the_numpy_path(monkeypatch):
    """An array-and-scalar kernel over an input larger than the streaming
    threshold, its outputs' memory from the buffer cache (the second call of
    each): written by streaming stores in blocks (mt_elementwise.pyx.j2), with
    the numpy path's bytes -- including a length that ends inside a block and
    spans cut between two threads."""
    from tensorplay.masked._csrc import _buffers
    asked = []
    original = _buffers.streams
    monkeypatch.setattr(_buffers, "streams", lambda o, i: asked.append(original(o, i)) or asked[-1])
    keys = [k for k in KEYS if k[2] == "as" and k[1] in ("float32", "float64")]
    assert keys
    for dtype in ("float32", "float64"):
        n = _buffers.STREAM_MIN_BYTES // np.dtype(dtype).itemsize + 1029
        a, _ = operands(dtype, shape=(n,), seed=3)
        for method, _, _ in [k for k in keys if k[1] == dtype]:
            ref = numpy_path(lambda: getattr(a, method)(1.75))
            with M.num_threads(2):
                for _ in range(2):
                    same(getattr(a, method)(1.75), ref, f"{method} {dtype} streamed")
    _buffers.clear()
    assert any(asked) and not all(asked)       # (the first call of each wrote fresh pages plainly)


@pytest.mark.parametrize("stream_pairs", [True, False])
def test_two_arrays_streamed_or_not_give_the_numpy_path(monkeypatch, stream_pairs):
    """A two-array kernel over inputs larger than the streaming threshold, its
    outputs' memory from the buffer cache (the second call of each): streamed
    in blocks where the CPU's vendor says so (front.STREAM_PAIRS, set here both
    ways whatever this CPU is), with the numpy path's bytes either way --
    a length that ends inside a block, spans cut between two threads."""
    from tensorplay.masked._csrc import _buffers
    from tensorplay.masked._runtime import front
    monkeypatch.setattr(front, "STREAM_PAIRS", stream_pairs)
    asked = []
    original = _buffers.streams
    monkeypatch.setattr(_buffers, "streams", lambda o, i: asked.append(original(o, i)) or asked[-1])
    keys = [k for k in KEYS if k[2] == "aa" and k[1] in ("float32", "float64")]
    assert {"add", "gt", "fmax"} <= {k[0] for k in keys}
    for dtype in ("float32", "float64"):
        n = _buffers.STREAM_MIN_BYTES // np.dtype(dtype).itemsize + 1029
        a, b = operands(dtype, shape=(n,), seed=4)
        for method, _, _ in [k for k in keys if k[1] == dtype]:
            ref = numpy_path(lambda: getattr(a, method)(b))
            with M.num_threads(2):
                for _ in range(2):
                    same(getattr(a, method)(b), ref, f"{method} {dtype} stream_pairs={stream_pairs}")
    _buffers.clear()
    # streamed: the second call of each (the first wrote fresh pages plainly); never without STREAM_PAIRS
    assert (any(asked) and not all(asked)) if stream_pairs else not any(asked)
