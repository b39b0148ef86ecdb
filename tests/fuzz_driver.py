"""The fuzz driver: hypothesis draws calls of every array function (and the
full-mask selectors, and MaskedTensor operators) over dtypes (byte-swapped,
float16, complex included), memory layouts (negative, zero-stride,
overlapping as_strided, misaligned, transposed), masks (bool with bytes other
than 0/1, integer, broadcast, 0-d, numpy.ma inputs, wrong dtype or shape) and
dims (valid and invalid), and checks each call against the slow oracle: the
same result, or the same clean TypeError/ValueError/IndexError naming the op;
inputs never modified.

Run as a child process by tests/test_fuzz.py:

    python -P tests/fuzz_driver.py FAMILY EXAMPLES SEED CASE_FILE

Before each call it writes the call's description to CASE_FILE, so that if the
process dies (a crash in a kernel) the parent names the input that killed it.
"""
from __future__ import annotations

import faulthandler
import math
import sys

import numpy as np
import hypothesis
from hypothesis import HealthCheck, given, settings, strategies as st

import tensorplay.masked as M
from tensorplay.masked.testing import reference as R
from tensorplay.masked.testing import reference_selectors as RS
from tensorplay.masked import testing as T

DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "complex64", "complex128"]
LAYOUTS = ["C", "F", "transposed", "negative", "zero_stride", "overlapping", "misaligned", "byteswapped"]
MASKS = ["none", "bool", "bytes", "int", "broadcast", "zero_d", "numpy_ma", "masked_tensor",
         "float_mask", "bad_shape"]
CLEAN = (TypeError, ValueError, IndexError)

REDUCTIONS = {"sum": {}, "prod": {}, "amax": {}, "amin": {}, "argmax": {}, "argmin": {}, "mean": {},
              "var": {"correction": [None, 0, 1, 2.5]}, "std": {"correction": [None, 0, 1]},
              "median": {}, "logsumexp": {}, "norm": {"ord": [2.0, 1, math.inf, -math.inf, 0, 3, -1.5]}}
ALONG = {"cumsum": {}, "cumprod": {}, "softmax": {}, "log_softmax": {}, "softmin": {},
         "normalize": {"ord": [2.0, 1, math.inf, 3]}}
TUPLE_DIMS = {"sum", "prod", "amax", "amin", "mean", "var", "std", "median", "logsumexp", "norm"}
CASE_FILE = None


def record(text: str) -> None:
    with open(CASE_FILE, "w") as f:
        f.write(text)


# -- inputs ------------------------------------------------------------------------

def values(dtype: str, shape: tuple, rng: np.random.Generator) -> np.ndarray:
    """T.sample's values, with some infinities and NaN among the floats."""
    a = T.sample(dtype, shape, rng)
    if a.dtype.kind in "fc" and a.size and rng.random() < 0.3:
        flat = a.reshape(-1)
        flat[rng.integers(0, a.size)] = rng.choice([np.inf, -np.inf, np.nan])
    return a


def laid_out(dtype: str, shape: tuple, layout: str, rng: np.random.Generator) -> np.ndarray:
    """An array of `shape` and `dtype` in `layout` (its logical values random)."""
    if layout == "zero_stride" and shape:
        small = values(dtype, (1,) + shape[1:], rng)
        return np.broadcast_to(small, shape)
    if layout == "overlapping" and len(shape) == 2 and shape[1] > 0:
        # Rows are windows of one 1-D buffer: element (i, j) is buf[i + j].
        buf = values(dtype, (shape[0] + shape[1],), rng)
        view = np.lib.stride_tricks.as_strided(buf, shape, (buf.strides[0], buf.strides[0]))
        view.flags.writeable = False
        return view
    base = values(dtype, shape, rng)
    if layout == "misaligned":
        return T.with_layout(base, "unaligned")
    if layout in ("C", "F", "transposed", "negative", "byteswapped"):
        return T.with_layout(base, layout)
    return base


def make_mask(kind: str, shape: tuple, rng: np.random.Generator):
    """(mask argument, the valid bool array it means, or the error type the
    contract demands for it: a float mask is a TypeError, a mask that does not
    broadcast a ValueError)."""
    if kind == "none":
        return None, np.ones(shape, bool)
    if kind == "bool":
        m = rng.random(shape) < 0.6
        return m, m
    if kind == "bytes":
        raw = rng.choice(np.array([0, 1, 2, 7, 128, 255], np.uint8), shape)
        return np.asarray(raw).view(bool), np.asarray(raw) != 0
    if kind == "int":
        dt = rng.choice(["int8", "int64", "uint16"])
        raw = np.asarray(rng.integers(-2 if dt != "uint16" else 0, 3, shape)).astype(dt)
        return raw, raw != 0
    if kind == "broadcast":
        m = rng.random(shape[1:]) < 0.6
        return m, np.broadcast_to(m, shape)
    if kind == "zero_d":
        m = np.array(rng.random() < 0.7)
        return m, np.broadcast_to(m, shape)
    if kind == "float_mask":
        return np.ones(shape, np.float64), TypeError
    if kind == "bad_shape":
        return np.ones(tuple(s + 2 for s in shape) or (2,), bool), ValueError
    raise AssertionError(kind)


def plain(x) -> np.ndarray:
    """The logical values of x as a new native, C-contiguous array (the oracle's input)."""
    a = np.array(x, copy=True)
    return a.astype(a.dtype.newbyteorder("=")) if not a.dtype.isnative else a


def dims_of(name: str, ndim: int, draw) -> object:
    forms = ["none", "int", "tuple"] if name in TUPLE_DIMS else ["none", "int"] if name in REDUCTIONS \
        else (["int", "tuple"] if name == "normalize" else ["int"])
    choice = draw(st.sampled_from(forms + ["bad"]))
    axis = st.integers(-max(ndim, 1), max(ndim, 1) - 1)
    if choice == "none":
        return None
    if choice == "int":
        return draw(axis)
    if choice == "tuple":
        return tuple(draw(st.lists(axis, max_size=ndim, unique_by=lambda a: a % max(ndim, 1))))
    return BadDim(draw(st.sampled_from([ndim + 1, -ndim - 2, 1.5, True, "0", (0, 0)])))


class BadDim:
    """A dim the contract rejects (out of range, repeated, not an int)."""
    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return f"BadDim({self.value!r})"


# -- checking -------------------------------------------------------------------------

def is_error(v) -> bool:
    return isinstance(v, type) and issubclass(v, Exception)


def check(name: str, call, oracle, inputs: tuple, context: str, expect_error=None):
    """Run the op and its oracle; same result, or a clean error from both.
    With `expect_error` (an exception type) the op must raise it, naming itself."""
    record(context)
    before = [(a, np.array(a, copy=True)) for a in inputs if isinstance(a, np.ndarray)]
    want_exc = got_exc = None
    if expect_error is not None:
        want_exc = expect_error
    else:
        try:
            want = oracle()
        except CLEAN as exc:
            want_exc = exc
    try:
        got = call()
    except CLEAN as exc:
        got_exc = exc
    for a, copy in before:
        np.testing.assert_array_equal(a, copy, err_msg=f"{context}: an input was modified")
    if got_exc is not None:
        assert str(got_exc).startswith(name), f"{context}: error does not name the op: {got_exc!r}"
        assert want_exc is not None, f"{context}: the op raised {got_exc!r}, the oracle did not"
        assert expect_error is None or isinstance(got_exc, expect_error), \
            f"{context}: expected {expect_error}, got {got_exc!r}"
        return None
    assert want_exc is None, f"{context}: the oracle raised {want_exc!r}, the op returned"
    return got, want


def compare(got, want, dtype: str, context: str) -> None:
    rtol = {"float16": 1e-2, "float32": 1e-4, "complex64": 1e-4}.get(dtype, 1e-9)
    atol = {"float16": 1e-2, "float32": 1e-5, "complex64": 1e-5}.get(dtype, 1e-12)
    want = np.asarray(want)
    assert got.shape == want.shape, f"{context}: shape {got.shape}, expected {want.shape}"
    assert got.dtype == want.dtype, f"{context}: dtype {got.dtype}, expected {want.dtype}"
    if got.dtype.kind == "c":
        # Complex results with an infinite part: C99 Annex G and the naive
        # product disagree on nan vs inf parts (numpy and Cython differ too);
        # both must at least be non-finite there.
        wild = ~np.isfinite(want)
        assert np.array_equal(~np.isfinite(got), wild), f"{context}: non-finite positions differ"
        got, want = np.where(wild, 0, got), np.where(wild, 0, want)
    if got.dtype.kind in "fc":
        np.testing.assert_allclose(got, want, rtol=rtol, atol=atol, equal_nan=True, err_msg=context)
    else:
        np.testing.assert_array_equal(got, want, err_msg=context)


# -- families ---------------------------------------------------------------------------

@st.composite
def array_case(draw, names):
    name = draw(st.sampled_from(sorted(names)))
    dtype = draw(st.sampled_from(DTYPES))
    shape = tuple(draw(st.lists(st.integers(0, 4), max_size=3)))
    layout = draw(st.sampled_from(LAYOUTS))
    mask_kind = draw(st.sampled_from(MASKS))
    seed = draw(st.integers(0, 2 ** 32 - 1))
    dim = dims_of(name, len(shape), draw)
    params = {**REDUCTIONS, **ALONG}[name]
    kwargs = {k: draw(st.sampled_from(v)) for k, v in params.items()}
    kwargs = {k: v for k, v in kwargs.items() if v is not None}
    if name in REDUCTIONS:
        kwargs["keepdim"] = draw(st.booleans())
    return name, dtype, shape, layout, mask_kind, seed, dim, kwargs


def run_array(case) -> None:
    name, dtype, shape, layout, mask_kind, seed, dim, kwargs = case
    if mask_kind == "broadcast" and not shape:
        mask_kind = "bool"
    # A bad dim and a bad mask in one call: either error may come first.
    bad_dim = isinstance(dim, BadDim)
    dim = dim.value if bad_dim else dim
    rng = np.random.default_rng(seed)
    x = laid_out(dtype, shape, layout, rng)
    context = (f"{name}(dtype={dtype}, shape={shape}, layout={layout}, mask={mask_kind}, dim={dim!r}, "
               f"kwargs={kwargs}, seed={seed})")
    op, ref = getattr(M, name), getattr(R, name)
    pos = (kwargs.pop("ord"),) if "ord" in kwargs else ()
    if mask_kind in ("numpy_ma", "masked_tensor"):
        own = rng.random(shape) < 0.6
        arg = (np.ma.array(x, mask=~own) if mask_kind == "numpy_ma" else M.as_masked_tensor(x, own))
        out = check(name, lambda: op(arg, *pos, dim, **kwargs),
                    lambda: ref(plain(x), *pos, dim, mask=own, **kwargs), (x,), context)
        if out is not None:
            got, want = out
            if mask_kind == "masked_tensor":
                assert M.is_masked_tensor(got), context
                got = got.get_data()
            compare(got, want, dtype, context)
        return
    mask, valid = make_mask(mask_kind, shape, rng)
    if is_error(valid) and not bad_dim:
        # The mask's error, unless the call has another problem (dtype, params).
        try:
            ref(plain(x), *pos, dim, **kwargs)
        except CLEAN:
            bad_dim = True
    # The oracle sees the meaning of the mask (valid), never its bytes.
    out = check(name, lambda: op(x, *pos, dim, mask=mask, **kwargs),
                lambda: ref(plain(x), *pos, dim, mask=None if mask is None else valid, **kwargs),
                (x,) + (() if mask is None else (mask,)), context,
                expect_error=(CLEAN if bad_dim else valid) if is_error(valid) else None)
    if out is not None:
        compare(*out, dtype, context)


@st.composite
def binary_case(draw):
    dtype = draw(st.sampled_from(["float16", "float32", "float64", "int32", "bool", "uint8"]))
    shapes = draw(st.sampled_from([((3, 4), (3, 4)), ((3, 1), (4,)), ((), (2, 3)), ((0, 3), (3,)),
                                   ((2, 3), (4,)), ((1,) * 34 + (2,), (2, 1))]))
    layouts = (draw(st.sampled_from(LAYOUTS)), draw(st.sampled_from(LAYOUTS)))
    masks = (draw(st.sampled_from(MASKS[:6] + ["float_mask"])), draw(st.sampled_from(MASKS[:6])))
    return dtype, shapes, layouts, masks, draw(st.integers(0, 2 ** 32 - 1))


def run_binary(case) -> None:
    dtype, shapes, layouts, masks, seed = case
    rng = np.random.default_rng(seed)
    xs = [laid_out(dtype, s, lay, rng) for s, lay in zip(shapes, layouts)]
    ms = []
    for kind, s in zip(masks, shapes):
        kind = "bool" if kind == "broadcast" and not s else kind
        ms.append(make_mask(kind, s, rng))
    context = f"logaddexp(dtype={dtype}, shapes={shapes}, layouts={layouts}, masks={masks}, seed={seed})"
    om = [None if m is None else v for m, v in ms]
    bad = next((v for _, v in ms if is_error(v)), None)
    out = check("logaddexp", lambda: M.logaddexp(xs[0], xs[1], input_mask=ms[0][0], other_mask=ms[1][0]),
                lambda: R.logaddexp(plain(xs[0]), plain(xs[1]), input_mask=om[0], other_mask=om[1]),
                tuple(xs), context, expect_error=bad)
    if out is not None:
        compare(*out, dtype, context)
    # The MaskedTensor operator on the same operands: masks ANDed, values at valid positions.
    if bad is None and len(shapes[0]) < 30 and out is not None:
        a, b = (M.masked_tensor(plain(x), v) for x, (_, v) in zip(xs, ms))
        try:
            s = a + b
        except CLEAN as exc:
            assert str(exc).startswith("__add__") or "add" in str(exc), f"{context}: {exc!r}"
            return
        both = np.logical_and(*np.broadcast_arrays(ms[0][1], ms[1][1]))
        np.testing.assert_array_equal(s.get_mask(), both, err_msg=context)
        with np.errstate(all="ignore"):
            want = plain(xs[0]) + plain(xs[1])
        compare(s.get_data()[both], want[both], dtype, context)


@st.composite
def selector_case(draw):
    name = draw(st.sampled_from(["masked_select", "masked_fill", "masked_fill_", "masked_scatter",
                                 "masked_scatter_"]))
    dtype = draw(st.sampled_from(DTYPES))
    shape = tuple(draw(st.lists(st.integers(0, 4), max_size=3)))
    layout = draw(st.sampled_from(LAYOUTS))
    mask_kind = draw(st.sampled_from(["bool", "bytes", "int", "broadcast", "zero_d", "float_mask",
                                      "bad_shape", "alias"]))
    value = draw(st.sampled_from(["fits", "int", "float", "huge", "complex"]))
    return name, dtype, shape, layout, mask_kind, value, draw(st.integers(0, 2 ** 32 - 1))


def run_selector(case) -> None:
    name, dtype, shape, layout, mask_kind, value_kind, seed = case
    rng = np.random.default_rng(seed)
    x = laid_out(dtype, shape, layout, rng)
    inplace = name.endswith("_")
    if inplace and (not x.flags.writeable or layout in ("zero_stride", "overlapping")):
        x = plain(x)
    if mask_kind == "alias" and dtype == "bool" and inplace:
        mask, valid = x, x.copy()            # the mask is the target itself
    else:
        mask_kind = "bool" if mask_kind in ("alias",) or (mask_kind == "broadcast" and not shape) else mask_kind
        mask, valid = make_mask(mask_kind, shape, rng)
    n = 0 if is_error(valid) else int(np.broadcast_to(valid, shape).sum())
    value = {"fits": np.zeros((), dtype), "int": 3, "float": 2.5, "huge": 2 ** 70, "complex": 1j}[value_kind]
    if name.startswith("masked_scatter"):
        value = np.full(n + 1, value, dtype=np.asarray(value).dtype if value_kind != "huge" else object)
    context = (f"{name}(dtype={dtype}, shape={shape}, layout={layout}, mask={mask_kind}, value={value_kind}, "
               f"seed={seed})")
    base = plain(x)
    oracle = getattr(RS, name.rstrip("_"))
    expect = valid if is_error(valid) else None
    if expect is None and name != "masked_select":
        expect = write_error(value, np.dtype(dtype))
    target = x
    out = check(name, lambda: getattr(M, name)(x, mask, *(() if name == "masked_select" else (value,))),
                lambda: oracle(base, valid) if name == "masked_select" else oracle(base, valid, value),
                () if inplace else (x,), context, expect_error=expect)
    if out is None:
        if inplace:
            np.testing.assert_array_equal(target, base, err_msg=f"{context}: written before an error")
        return
    got, want = out
    if inplace:
        assert got is target, context
    # Selectors keep the input's dtype, byte order included.
    assert got.dtype == x.dtype, f"{context}: dtype {got.dtype}, expected {x.dtype}"
    compare(got.astype(got.dtype.newbyteorder("=")), want, dtype, context)


def write_error(value, dtype: np.dtype):
    """The error the contract demands for writing `value` into `dtype`:
    kinds may only go up (bool < int < float < complex: TypeError) and
    integers must fit (ValueError); None if the write is allowed."""
    v = np.asarray(value)
    rank = {"b": 0, "i": 1, "u": 1, "f": 2, "c": 3}
    kind = "i" if v.dtype == object else v.dtype.kind
    if rank[kind] > rank[dtype.kind]:
        return TypeError
    if kind in "iu" and dtype.kind in "iu":
        info = np.iinfo(dtype)
        if any(not info.min <= int(e) <= info.max for e in v.reshape(-1)):
            return ValueError
    if v.dtype == object and dtype.kind in "fc" and any(abs(int(e)) >= 2 ** 1024 for e in v.reshape(-1)):
        return ValueError          # an integer beyond every float
    return None


# -- limits: dtypes numbered 256 and up, weak scalars at the dtype limits --------------------

def user_dtype_arrays() -> dict:
    """Arrays of dtypes whose type number is 256 or more (past the builtin ones)."""
    from numpy._core._rational_tests import rational
    out = {"rational": np.array([1, 2, 3, 4], dtype=rational),
           "StringDType": np.array(["1", "2", "3", "4"], dtype=np.dtypes.StringDType())}
    try:
        import ml_dtypes       # (not a dependency; used when present)
        out["bfloat16"] = np.arange(4, dtype=ml_dtypes.bfloat16)
    except ImportError:
        pass
    return out


LIMIT_DTYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float32", "float64"]
LIMIT_METHODS = ["add", "sub", "mul", "fmax", "fmin", "gt", "eq", "add_", "masked_fill"]


def limit_values(dtype: np.dtype) -> list:
    """Python numbers at and just past the limits of `dtype` (and of every int64 and float)."""
    base = [2 ** 63, -2 ** 63 - 1, 2 ** 64, 10 ** 400, -10 ** 400, 1e308, 1e39, -0.0, 0]
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        base += [int(info.max), int(info.max) + 1, int(info.min), int(info.min) - 1]
    return base


@st.composite
def limits_case(draw):
    if draw(st.booleans()):
        op = draw(st.sampled_from(sorted(REDUCTIONS) + sorted(ALONG) + ["masked_fill", "masked_select",
                                                                         "logaddexp", "MaskedTensor.add"]))
        return "user_dtype", op, draw(st.sampled_from(sorted(user_dtype_arrays()))), draw(st.booleans())
    dtype = np.dtype(draw(st.sampled_from(LIMIT_DTYPES)))
    return ("weak_scalar", draw(st.sampled_from(LIMIT_METHODS)), dtype.name,
            draw(st.sampled_from(limit_values(dtype))), draw(st.booleans()), draw(st.integers(0, 2 ** 32 - 1)))


def run_limits(case) -> None:
    if case[0] == "user_dtype":
        _, op, dtype, strided = case
        x = user_dtype_arrays()[dtype]
        mask = np.array([True, False, True, True])
        if strided:
            x, mask = np.repeat(x, 2)[::2], np.repeat(mask, 2)[::2]
        context = f"{op} of a {dtype} array (type number {x.dtype.num}), strided={strided}"
        record(context)
        name = op.split(".")[-1]
        calls = {"masked_fill": lambda: M.masked_fill(x, mask, 0), "masked_select": lambda: M.masked_select(x, mask),
                 "logaddexp": lambda: M.logaddexp(x, x), "MaskedTensor.add": lambda: M.masked_tensor(x, mask) + 1}
        extra = (2.0,) if op == "normalize" else ()
        call = calls.get(op, lambda: getattr(M, op)(x, *extra, 0, mask=mask))
        try:
            call()
        except TypeError as exc:
            msg = str(exc)
            assert msg.startswith(name) or msg.startswith("masked_tensor"), f"{context}: {exc!r}"
            return
        raise AssertionError(f"{context}: no TypeError")
    _, method, dtype, value, strided, seed = case
    rng = np.random.default_rng(seed)
    data = T.sample(dtype, (3, 4), rng)
    valid = rng.random((3, 4)) < 0.7
    if strided:
        data, valid = np.repeat(data, 2, axis=1)[:, ::2], np.repeat(valid, 2, axis=1)[:, ::2]
    context = f"{method}(dtype={dtype}, value={value!r:.30}, strided={strided}, seed={seed})"
    record(context)
    fn = {"add": np.add, "add_": np.add, "sub": np.subtract, "mul": np.multiply, "fmax": np.fmax, "fmin": np.fmin,
          "gt": np.greater, "eq": np.equal}
    if method == "masked_fill":
        expect = write_error(value, data.dtype)
        with np.errstate(all="ignore"):
            want = None if expect else np.where(valid, np.asarray(value).astype(data.dtype), data)
        out = check("masked_fill", lambda: M.masked_fill(data, valid, value), lambda: want, (data,), context,
                    expect_error=expect)
        if out is not None:
            np.testing.assert_array_equal(out[0], out[1], err_msg=context)
        return
    try:
        with np.errstate(all="ignore"):
            want, want_exc = fn[method](data, value), None
    except OverflowError:        # numpy's NEP 50: the Python number takes the array's dtype
        want, want_exc = None, ValueError
    if method.endswith("_") and want is not None and not np.can_cast(want.dtype, data.dtype, "same_kind"):
        want, want_exc = None, TypeError         # in place: the result must fit self's dtype
    mt = M.masked_tensor(data, valid)
    before = mt.get_data().copy()
    try:
        with np.errstate(all="ignore"):
            got = getattr(mt, method)(value)
    except CLEAN as exc:
        assert want_exc is not None and isinstance(exc, want_exc), f"{context}: {exc!r}, numpy gave a result"
        assert str(exc).startswith(method), f"{context}: error does not name the op: {exc!r}"
        assert mt.get_data().tobytes() == before.tobytes(), f"{context}: written before the error"
        return
    assert want_exc is None, f"{context}: returned where numpy raised OverflowError"
    if method.endswith("_"):
        assert got is mt, context
    assert got.get_data().dtype == want.dtype, f"{context}: dtype {got.get_data().dtype}, numpy {want.dtype}"
    np.testing.assert_array_equal(got.get_data()[valid], want[valid], err_msg=context)
    np.testing.assert_array_equal(got.get_mask(), valid, err_msg=context)


FAMILIES = {
    "reductions": (array_case(REDUCTIONS), run_array),
    "along": (array_case(ALONG), run_array),
    "binary": (binary_case(), run_binary),
    "selectors": (selector_case(), run_selector),
    "limits": (limits_case(), run_limits),
}


def main(family: str, examples: int, seed: int, case_file: str) -> None:
    global CASE_FILE
    CASE_FILE = case_file
    faulthandler.enable()
    strategy, runner = FAMILIES[family]

    @settings(max_examples=examples, deadline=None, database=None, derandomize=False,
              suppress_health_check=list(HealthCheck), print_blob=True)
    @given(strategy)
    def fuzz(case):
        with np.errstate(all="ignore"):
            runner(case)

    hypothesis.seed(seed)(fuzz)()
    print(f"fuzz {family}: {examples} examples passed")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
