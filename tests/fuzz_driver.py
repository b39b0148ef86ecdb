"""The fuzz driver: hypothesis draws calls of every array function (and the
full-mask selectors, and MaskedTensor operators) over dtypes (byte-swapped,
float16, complex included), memory layouts (negative, zero-stride,
overlapping as_strided, misaligned, transposed), masks (bool with bytes other
than 0/1, integer, broadcast, 0-d, numpy.ma inputs, wrong dtype or shape) and
dims (valid and invalid), and checks each call against the slow oracle: the
same result, or the same clean TypeError/ValueError/IndexError naming the op;
inputs never modified.  Family "numpy" calls the numpy functions that
MaskedTensor's __array_function__ routes, against our own API's same call.

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
from tensorplay.masked import partials as P
from tensorplay.masked import testing as T

DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "complex64", "complex128"]
LAYOUTS = ["C", "F", "transposed", "negative", "zero_stride", "overlapping", "misaligned", "byteswapped"]
MASKS = ["none", "bool", "bytes", "int", "broadcast", "zero_d", "numpy_ma", "masked_tensor",
         "float_mask", "bad_shape"]
CLEAN = (TypeError, ValueError, IndexError)

REDUCTIONS = {"sum": {}, "prod": {}, "amax": {}, "amin": {}, "argmax": {}, "argmin": {}, "mean": {},
              "var": {"correction": [None, 0, 1, 2.5]}, "std": {"correction": [None, 0, 1]},
              "median": {}, "logsumexp": {}, "norm": {"ord": [2.0, 1, math.inf, -math.inf, 0, 3, -1.5]},
              "quantile": {"q": [0.5, 0.0, 1.0, [0.9, 0.1], [0.3, 0.3], 1.5, float("nan")],
                           "method": [None, "nearest", "hazen", "inverted_cdf", "midpoint", "lineer"]}}
ALONG = {"cumsum": {}, "cumprod": {}, "softmax": {}, "log_softmax": {}, "softmin": {},
         "normalize": {"ord": [2.0, 1, math.inf, 3]},
         **{f"move_{s}": {"window": [1, 2, 3, 5, 0], "min_count": [None, 0, 1, 2], "center": [None, False, True]}
            for s in ("sum", "mean", "count", "var", "std", "min", "max", "argmin", "argmax")}}
# The window ops of later kinds (order statistics, exponential, fills): family "windows".
WINDOWS = {"move_median": {"window": [1, 2, 3, 6, 0], "min_count": [None, 0, 1, 2], "center": [None, False, True]},
           "move_quantile": {"window": [1, 2, 4, 0], "q": [0.5, [0.1, 0.9], 1.5, float("nan")],
                             "min_count": [None, 1], "method": [None, "nearest", "hazen", "lineer"]},
           **{f"move_exp_{s}": {"alpha": [0.5, 1.0, 0.1, 0.0, 1.5], "min_weight": [None, 0.0, 1.2, -1.0],
                                "adjust": [None, True, False]} for s in ("mean", "sum", "var", "std")},
           "ffill": {"limit": [None, 0, 1, 3, -1]}, "bfill": {"limit": [None, 0, 2, -1]}}
TUPLE_DIMS = {"sum", "prod", "amax", "amin", "mean", "var", "std", "median", "logsumexp", "norm", "quantile"}
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
    params = {**REDUCTIONS, **ALONG, **WINDOWS}[name]
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
    pos = tuple(kwargs.pop(k) for k in ("ord", "window", "q", "alpha") if k in kwargs)     # (signature order)
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


# -- partial states: random splits, merge trees, vs the in-memory op on the whole ----------------

PARTIAL_OPS = {"sum": {}, "prod": {}, "amax": {}, "amin": {}, "argmax": {}, "argmin": {}, "mean": {},
               "var": {"correction": [0, 1, 2.5]}, "std": {"correction": [0, 1]}, "logsumexp": {},
               "norm": {"ord": [2.0, 1, 3, -1.5, 0, math.inf, -math.inf]}}
# Past where the square of the mean overflows, with deviations whose squares do not
# (huge), and powers of two whose sums are exact and squares overflow (extreme).
HUGE_OF = {"float16": 3e4, "float32": 4e19, "float64": 2e154}
EXTREME_OF = {"float16": 2.0 ** 14, "float32": 2.0 ** 100, "float64": 2.0 ** 700}
PARTIAL_ERRORS = ["dim", "float_mask", "merge_shape", "offset", "finish_state"]


def partial_case_from(pick, integer) -> tuple:
    """A partials case from pick(options) and integer(lo, hi) (inclusive):
    hypothesis's draws, or a numpy Generator's (tests/test_partials_hardening.py)."""
    name = pick(sorted(PARTIAL_OPS))
    shape = tuple(integer(0, 5) for _ in range(integer(0, 3)))
    bound = max(len(shape), 1)
    dim = pick(["none", "int", "tuple"] if name in TUPLE_DIMS else ["none", "int"])
    if dim == "int":
        dim = integer(-bound, bound - 1)
    elif dim == "tuple":
        dim = tuple(sorted({integer(0, len(shape) - 1) for _ in range(integer(0, len(shape)))})) if shape else ()
    else:
        dim = None
    kwargs = {k: pick(v) for k, v in PARTIAL_OPS[name].items()}
    error = pick(PARTIAL_ERRORS) if integer(0, 9) == 0 else None
    return (name, pick(DTYPES), shape, dim, pick(["none", "bool", "int", "numpy_ma", "masked_tensor"]),
            pick(["normal", "huge", "extreme"]), pick([False, True]), kwargs, error, integer(0, 2 ** 32 - 1))


@st.composite
def partial_case(draw):
    return partial_case_from(lambda options: draw(st.sampled_from(options)), lambda lo, hi: draw(st.integers(lo, hi)))


def random_partial_case(rng: np.random.Generator) -> tuple:
    return partial_case_from(lambda options: options[int(rng.integers(len(options)))],
                             lambda lo, hi: int(rng.integers(lo, hi + 1)))


def partial_values(name: str, dtype: str, shape: tuple, magnitude: str, specials: bool, rng) -> np.ndarray:
    dt = np.dtype(dtype)
    if name == "prod" and dt.kind in "fc":       # products that neither overflow nor underflow
        return (rng.uniform(0.5, 2, shape) * rng.choice([-1, 0, 1], shape)).astype(dt) * (dt.kind == "c" and 1j or 1)
    if dt.kind in "iu" and magnitude != "normal" and name != "prod":
        info, step = np.iinfo(dt), rng.integers(0, 3, shape).astype(dt)
        return np.where(rng.random(shape) < 0.5, dt.type(info.max) - step, dt.type(info.min) + step)
    a = T.sample(dtype, shape, rng)
    if dt.kind in "fc":
        real = np.finfo(dt).dtype.name
        if magnitude == "huge":
            sign = -1.0 if rng.random() < 0.2 else 1.0
            a = (HUGE_OF[real] * sign * (1 + rng.integers(-8, 9, shape) / 256)).astype(dt)
        elif magnitude == "extreme":
            a = (EXTREME_OF[real] * rng.integers(-2, 3, shape)).astype(dt)
        else:
            a = a * 10.0 ** rng.integers(-3, 4)
        if specials and a.size:
            for _ in range(int(rng.integers(1, 3))):
                a.reshape(-1)[rng.integers(0, a.size)] = rng.choice([np.inf, -np.inf, np.nan])
    return a


def _partial_masks(shape: tuple, axes: tuple, split: int, edges: list, rng) -> np.ndarray:
    """Valid elements with, now and then, a fully masked slice (of a kept position) and a fully masked chunk."""
    valid = np.asarray(rng.random(shape) < 0.7)
    if valid.size and rng.random() < 0.5:
        at = [int(rng.integers(n)) for n in shape]
        grid = np.indices(shape)
        valid[np.logical_and.reduce([grid[k] == at[k] for k in range(len(shape)) if k not in axes]
                                    + [np.ones(shape, bool)])] = False
    if split is not None and len(edges) > 2 and rng.random() < 0.5:
        i = int(rng.integers(len(edges) - 1))
        index = [slice(None)] * len(shape)
        index[split] = slice(edges[i], edges[i + 1])
        valid[tuple(index)] = False
    return valid


def _partial_tolerance(name: str, eps: float, x: np.ndarray, valid: np.ndarray, axes: tuple, want):
    """(rtol, atol) of a float result: the in-memory kernel and the merge tree
    round differently; atol scales with the valid |x| of the slice (var: Chan's
    gap of two rounded means, eps |x| times the spread, is first order)."""
    with np.errstate(all="ignore"):
        absx = np.where(valid, np.abs(x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)), 0)
        big = absx.max(axis=axes, keepdims=True, initial=0)
        n = valid.sum(axis=axes, keepdims=True)
        spread = np.sqrt(np.abs(want).astype(np.float64)) + 64 * eps * big
        scale = {"sum": absx.sum(axis=axes, keepdims=True), "mean": big, "std": big, "var": big * spread,
                 "logsumexp": big + n}.get(name, 0 * big)
    return 1e3 * eps, np.where(np.isfinite(scale), 64 * eps * scale, 0)


def run_partials(case) -> None:
    name, dtype, shape, dim, form, magnitude, specials, kwargs, error, seed = case
    rng = np.random.default_rng(seed)
    x = partial_values(name, dtype, shape, magnitude, specials, rng)
    p, op = getattr(P, name), getattr(M, name)
    context = (f"partials.{name}(dtype={dtype}, shape={shape}, dim={dim!r}, form={form}, magnitude={magnitude}, "
               f"specials={specials}, kwargs={kwargs}, error={error}, seed={seed})")
    record(context)
    nd = len(shape)
    axes = tuple(range(nd)) if dim is None or dim == () else \
        tuple(sorted({d % max(nd, 1) for d in (dim if isinstance(dim, tuple) else (dim,))})) if nd else ()
    split = int(rng.choice(axes)) if axes else None
    size = shape[split] if split is not None else 0
    edges = [0, *sorted(int(c) for c in rng.integers(0, size + 1, int(rng.integers(0, 7)))), size]
    valid = _partial_masks(shape, axes, split, edges, rng) if form != "none" else np.ones(shape, bool)
    own = valid | np.asarray(rng.random(shape) < 0.3) if form in ("numpy_ma", "masked_tensor") else valid
    extra = valid | ~own                       # own & extra == valid
    inputs = [(a, a.copy()) for a in (x, valid, own, extra)]
    try:
        want = op(x, dim=dim, keepdim=True, mask=valid, **kwargs)
    except CLEAN as exc:
        want = exc
    if error == "dim":
        dim = nd + 1
    if isinstance(want, Exception) or error is not None:
        _partial_error(p, x, dim, kwargs, error, want, context)
        return

    def piece(i):
        index = [slice(None)] * nd
        if split is not None:
            index[split] = slice(edges[i], edges[i + 1])
        index = tuple(index)
        block = x[index]
        if form == "numpy_ma":
            return np.ma.array(block, mask=~own[index]), extra[index]
        if form == "masked_tensor":
            return M.as_masked_tensor(block, own[index]), extra[index]
        if form == "int":
            return block, valid[index].astype(np.int8) * 3
        return block, (None if form == "none" else valid[index])

    states = []
    for i in range(len(edges) - 1 if split is not None else 1):
        block, mask = piece(i)
        place = {}
        if p.kind == "arg_reduce":
            start = [0] * nd
            if split is not None:
                start[split] = edges[i]
            place = {"offset": tuple(start), "shape": shape}
        states.append(p.chunk(block, dim, mask=mask, **place, **kwargs))
    while len(states) > 1:                     # a random tree: any two states, either order
        i, j = (int(k) for k in rng.choice(len(states), 2, replace=False))
        merged = p.merge(states[i], states[j], **kwargs)
        states = [s for k, s in enumerate(states) if k not in (i, j)] + [merged]
    got = p.finish(states[0], **kwargs)
    for a, copy in inputs:
        np.testing.assert_array_equal(a, copy, err_msg=f"{context}: an input was modified")
    expected = np.dtype(np.float32) if want.dtype == np.float16 else want.dtype
    assert got.shape == want.shape, f"{context}: shape {got.shape}, expected {want.shape}"
    assert got.dtype == expected, f"{context}: dtype {got.dtype}, expected {expected}"
    want = want.astype(expected)
    if got.dtype.kind not in "fc" or name in ("amax", "amin") or kwargs.get("ord") == 0:
        np.testing.assert_array_equal(got, want, err_msg=context)
        return
    eps = float(np.finfo(dtype if np.dtype(dtype).kind in "fc" else np.float64).eps)
    rtol, atol = _partial_tolerance(name, eps, x, valid, axes, want)
    if got.dtype.kind == "c":                  # complex inf arithmetic: non-finite in the same places
        wild = ~np.isfinite(want)
        assert np.array_equal(~np.isfinite(got), wild), f"{context}: non-finite positions differ"
        got, want = np.where(wild, 0, got), np.where(wild, 0, want)
    with np.errstate(all="ignore"):
        close = (got == want) | (np.isnan(got) & np.isnan(want)) | (abs(got - want) <= atol + rtol * abs(want))
    assert close.all(), f"{context}:\n got {got[~close]}\nwant {want[~close]} (atol {np.broadcast_to(atol, close.shape)[~close]})"


def _partial_error(p, x, dim, kwargs, error, want, context) -> None:
    """The in-memory op's error, or the case's bad argument: a clean error
    naming partials.<op>.<method> (the in-memory op's type for its error)."""
    failing = isinstance(want, Exception)
    method = "chunk" if failing else {"merge_shape": "merge", "finish_state": "finish"}.get(error, "chunk")
    place = {"offset": (0,) * x.ndim, "shape": x.shape} if p.kind == "arg_reduce" else {}
    try:
        if failing or error in ("dim", "float_mask"):
            p.chunk(x, dim, mask=np.ones(x.shape) if error == "float_mask" else None, **place, **kwargs)
        elif error == "offset":           # negative (or, for a 0-d input, one entry too many)
            p.chunk(x, dim, offset=(-1,) + (0,) * max(x.ndim - 1, 0), shape=x.shape, **kwargs)
        else:
            state = p.chunk(x, dim, **place, **kwargs)
            if error == "finish_state":
                p.finish(tuple(state), **kwargs)
            else:                         # a state of shape (1, 7): no case's state has a 7
                other = {"offset": (0, 0), "shape": (2, 7)} if place else {}
                p.merge(state, p.chunk(np.zeros((2, 7), x.dtype), 0, **other, **kwargs), **kwargs)
    except CLEAN as exc:
        assert str(exc).startswith(f"partials.{p.name}.{method}:"), f"{context}: {exc!r}"
        assert not failing or error is not None or type(exc) is type(want), \
            f"{context}: {exc!r}, the in-memory op raised {want!r}"
        return
    raise AssertionError(f"{context}: no error (the in-memory op: {want!r})")

# -- dask chunkings: regular, irregular, zero-size and unknown (issue 21) -------------------

DASK_DTYPES = ["float64", "float32", "float16", "int32", "uint8", "bool", "complex128"]
DASK_MASKS = ["none", "numpy", "numpy_broadcast", "dask_same", "dask_other"]
ORDER_FREE = {"amax", "amin", "argmax", "argmin", "median"}      # the same bits in any chunking


@st.composite
def chunking(draw, n: int) -> tuple:
    """The chunks of a dim of length n: regular, irregular, or with zero-size chunks."""
    kind = draw(st.sampled_from(["regular", "irregular", "zeros"]))
    if kind == "regular":
        k = draw(st.integers(1, max(n, 1)))
        return (k,) * (n // k) + ((n % k,) if n % k else ()) or (0,)
    cuts = sorted(draw(st.lists(st.integers(0, n), max_size=3)))
    parts = [b - a for a, b in zip([0, *cuts], [*cuts, n])]
    if kind == "irregular":
        return tuple(c for c in parts if c) or (0,)
    for _ in range(draw(st.integers(1, 2))):
        parts.insert(draw(st.integers(0, len(parts))), 0)
    return tuple(parts)


@st.composite
def dask_case(draw):
    name = draw(st.sampled_from(sorted({**REDUCTIONS, **ALONG})))
    dtype = draw(st.sampled_from(DASK_DTYPES))
    shape = tuple(draw(st.lists(st.integers(0, 5), min_size=1, max_size=3)))
    # Boolean indexing along `filtered` (dropping 2..4 slices) leaves its chunk sizes unknown.
    filtered = draw(st.sampled_from([None, *range(len(shape))]))
    big = tuple(n + draw(st.integers(2, 4)) * (d == filtered) for d, n in enumerate(shape))
    # (dask's own boolean indexing and compute_chunk_sizes mix up a dim of length 0 or 1
    # split in blocks: not ours to fix)
    chunks = tuple((n,) if filtered not in (None, d) and n < 2 else draw(chunking(n)) for d, n in enumerate(big))
    mask_kind = draw(st.sampled_from(DASK_MASKS))
    mask_chunks = tuple(draw(chunking(n)) for n in shape)
    dim = dims_of(name, len(shape), draw)
    params = {**REDUCTIONS, **ALONG}[name]
    kwargs = {k: draw(st.sampled_from(v)) for k, v in params.items()}
    kwargs = {k: v for k, v in kwargs.items() if v is not None}
    if name in REDUCTIONS:
        kwargs["keepdim"] = draw(st.booleans())
    seed = draw(st.integers(0, 2 ** 32 - 1))
    return name, dtype, shape, filtered, big, chunks, mask_kind, mask_chunks, dim, kwargs, seed


def dask_arrays(x, valid, filtered, big, chunks, rng):
    """x and its mask as dask arrays in `chunks`; with `filtered`, as
    boolean indexing along it leaves them: unknown sizes, the same blocks."""
    import dask.array as da
    if filtered is None:
        return da.from_array(x, chunks=chunks), da.from_array(valid, chunks=chunks)
    keep = np.zeros(big[filtered], bool)
    keep[rng.choice(big[filtered], x.shape[filtered], replace=False)] = True
    dk = (slice(None),) * filtered + (da.from_array(keep, chunks=chunks[filtered]),)
    out = []
    for a in (x, valid):
        whole = values(a.dtype.name, big, rng)
        np.moveaxis(whole, filtered, 0)[keep] = np.moveaxis(a, filtered, 0)
        out.append(da.from_array(whole, chunks=chunks)[dk])
    return out


def outcome(thunk):
    try:
        return np.asarray(thunk())
    except CLEAN as exc:
        return exc


def run_dask(case) -> None:
    """The op on dask arrays against the in-memory op on the same data: the same
    result (bit-equal for ORDER_FREE ops), the same clean error, or, where chunk
    sizes are unknown, a ValueError naming the op that says to compute them,
    after which it gives the in-memory result."""
    import dask
    import dask.array as da
    name, dtype, shape, filtered, big, chunks, mask_kind, mask_chunks, dim, kwargs, seed = case
    dim = dim.value if isinstance(dim, BadDim) else dim
    rng = np.random.default_rng(seed)
    x = values(dtype, shape, rng)
    valid = rng.random(shape) < 0.6
    dx, dvalid = dask_arrays(x, valid, filtered, big, chunks, rng)
    one_row = rng.random(shape[1:]) < 0.6
    mask, dmask = {"none": (None, None), "numpy": (valid, valid), "numpy_broadcast": (one_row, one_row),
                   "dask_same": (valid, dvalid),
                   "dask_other": (valid, da.from_array(valid, chunks=mask_chunks))}[mask_kind]
    context = (f"dask {name}(dtype={dtype}, shape={shape}, chunks={chunks}, filtered={filtered}, mask={mask_kind}, "
               f"mask_chunks={mask_chunks}, dim={dim!r}, kwargs={kwargs}, seed={seed})")
    record(context)
    op, pos = getattr(M, name), ((kwargs.pop("ord"),) if "ord" in kwargs else ())
    want = outcome(lambda: op(x, *pos, dim, mask=mask, **kwargs))
    with dask.config.set(scheduler="sync"):
        got = outcome(lambda: op(dx, *pos, dim, mask=dmask, **kwargs).compute())
        if isinstance(got, Exception):
            assert str(got).startswith(name), f"{context}: error does not name the op: {got!r}"
            if isinstance(want, Exception):
                return
            assert filtered is not None and isinstance(got, ValueError) and "compute_chunk_sizes()" in str(got), \
                f"{context}: the op raised {got!r}, the in-memory op did not"
            sized = [a.compute_chunk_sizes() if isinstance(a, da.Array) else a for a in (dx, dmask)]
            got = outcome(lambda: op(sized[0], *pos, dim, mask=sized[1], **kwargs).compute())
    assert not isinstance(got, Exception), f"{context}: {got!r} (with the chunk sizes computed)"
    assert not isinstance(want, Exception), f"{context}: the in-memory op raised {want!r}, the op returned"
    compare(got, want, dtype, context)
    if name in ORDER_FREE:
        np.testing.assert_array_equal(got, want, err_msg=context)


# -- gradients: every array function and some methods on a leaf that requires grad --------------------

GRAD_METHODS = ("exp", "log", "sqrt", "abs", "tanh", "sigmoid", "clamp", "square", "reciprocal", "t", "flatten_view")


@st.composite
def gradient_case(draw):
    name = draw(st.sampled_from(sorted({**REDUCTIONS, **ALONG, **WINDOWS}) + list(GRAD_METHODS)))
    dtype = draw(st.sampled_from(["float16", "float32", "float64"]))
    shape = tuple(draw(st.lists(st.integers(0, 4), max_size=3)))
    layout = draw(st.sampled_from(LAYOUTS))
    seed = draw(st.integers(0, 2 ** 32 - 1))
    dim = dims_of(name, len(shape), draw) if name not in GRAD_METHODS else None
    params = {**REDUCTIONS, **ALONG, **WINDOWS}.get(name, {})
    kwargs = {k: draw(st.sampled_from(v)) for k, v in params.items()}
    kwargs = {k: v for k, v in kwargs.items() if v is not None}
    if name in REDUCTIONS:
        kwargs["keepdim"] = draw(st.booleans())
    return name, dtype, shape, layout, seed, dim, kwargs, draw(st.booleans())


def run_gradients(case) -> None:
    """A recorded call, then backward with a random upstream gradient (NaN at
    masked-out outputs): a clean error, or a leaf grad with the leaf's shape,
    dtype and mask, 0 at its masked-out positions; the leaf's data unchanged."""
    name, dtype, shape, layout, seed, dim, kwargs, use_grad_fn = case
    rng = np.random.default_rng(seed)
    x = laid_out(dtype, shape, layout, rng)
    before = plain(x)
    own = rng.random(shape) < 0.7
    context = f"gradient of {name}(dtype={dtype}, shape={shape}, layout={layout}, dim={dim!r}, kwargs={kwargs}, seed={seed})"
    record(context)
    if isinstance(dim, BadDim):
        dim = dim.value
    leaf = M.MaskedTensor(x, own, requires_grad=True)
    pos = tuple(kwargs.pop(k) for k in ("ord", "q", "window") if k in kwargs) if name not in WINDOWS else ()
    calls = {"clamp": lambda t: t.clamp(-0.5, 0.5), "flatten_view": lambda t: t.view(-1)}
    try:
        if name in WINDOWS:                 # (window, q, alpha by keyword: their places differ by op)
            out = getattr(M, name)(leaf, dim=dim, **kwargs)
        elif name in GRAD_METHODS:
            out = calls.get(name, lambda t: getattr(t, name)())(leaf)
        else:
            out = getattr(M, name)(leaf, *pos, dim, **kwargs)
    except CLEAN as exc:
        assert name.split("_")[0] in str(exc) or "move" in name, (context, exc)
        return
    except RuntimeError as exc:
        assert "not implemented yet" in str(exc), (context, exc)
        return
    # the recorded call's result is the plain call's (amax's and amin's gather their ties instead)
    unrecorded = M.MaskedTensor(x, own)
    want = getattr(M, name)(unrecorded, dim=dim, **kwargs) if name in WINDOWS else \
        calls.get(name, lambda t: getattr(t, name)())(unrecorded) if name in GRAD_METHODS else \
        getattr(M, name)(unrecorded, *pos, dim, **kwargs)
    assert want.shape == out.shape and want.dtype == out.dtype, context
    assert np.array_equal(want.get_mask(), out.get_mask()), context
    assert np.array_equal(want.get_data(), out.get_data(), equal_nan=True), context
    if not out.requires_grad:               # argmax, argmin, move_count, move_argmin, move_argmax
        assert name in ("argmax", "argmin", "move_count", "move_argmin", "move_argmax"), context
        return
    g = np.where(out.get_mask(), rng.standard_normal(out.shape), np.nan)
    if use_grad_fn:
        (grad,) = M.grad(out, leaf, grad_outputs=g)
    else:
        out.backward(g)
        grad = leaf.grad
    assert grad.shape == leaf.shape and grad.dtype == leaf.dtype, context
    assert np.array_equal(grad.get_mask(), own), context
    assert np.all(grad.get_data()[~own] == 0), context
    assert np.array_equal(plain(x), before, equal_nan=True), context
    # a masked-out output never contributes: the NaN there gives the bits of a 0 there
    clean = M.MaskedTensor(x, own, requires_grad=True)
    out = getattr(M, name)(clean, dim=dim, **kwargs) if name in WINDOWS else \
        calls.get(name, lambda t: getattr(t, name)())(clean) if name in GRAD_METHODS else \
        getattr(M, name)(clean, *pos, dim, **kwargs)
    out.backward(np.where(out.get_mask(), g, 0.0))
    assert np.array_equal(clean.grad.get_data(), grad.get_data(), equal_nan=True), context


# -- sparse layouts: every op on COO / CSR against the same op on to_dense() ------------------------

SPARSE_METHODS = ("exp", "abs", "neg", "sqrt", "add", "mul", "gt", "add_", "mul_", "t", "all", "any")


@st.composite
def sparse_case(draw):
    name = draw(st.sampled_from(sorted({**REDUCTIONS, **ALONG}) + list(SPARSE_METHODS) + ["segments"]))
    dtype = draw(st.sampled_from(["bool", "int8", "int64", "uint16", "float32", "float64"]))
    shape = tuple(draw(st.lists(st.integers(0, 5), min_size=0, max_size=3)))
    layout = draw(st.sampled_from(["sparse_coo", "sparse_csr"]))
    seed = draw(st.integers(0, 2 ** 32 - 1))
    density = draw(st.sampled_from([0.0, 0.3, 0.7, 1.0]))
    dim = dims_of(name, len(shape), draw) if name in {**REDUCTIONS, **ALONG} else None
    params = {**REDUCTIONS, **ALONG}.get(name, {})
    kwargs = {k: draw(st.sampled_from(v)) for k, v in params.items()}
    kwargs = {k: v for k, v in kwargs.items() if v is not None}
    if name in REDUCTIONS:
        kwargs["keepdim"] = draw(st.booleans())
    other = draw(st.sampled_from(["sparse", "strided", "ndarray", "row", "scalar"]))
    return name, dtype, shape, layout, seed, density, dim, kwargs, other


def _segments_case(rng, dtype) -> None:
    """The segmented kernel entry on random (often bad) offsets: a result or a ValueError, never a crash."""
    from tensorplay.masked._generated import _k_sum
    kernel = next(k for k in vars(_k_sum).values() if getattr(k, "segmented", False))
    n = int(rng.integers(0, 6))
    x = rng.standard_normal(n)
    seg = np.sort(rng.integers(-2, n + 3, int(rng.integers(1, 5)))).astype(np.intp)
    if rng.random() < 0.3:
        seg = seg[::-1].copy()
    out = np.empty(seg.size - 1)
    try:
        kernel.segments(x, None, seg, out, ())
    except ValueError:
        return
    assert seg.size < 2 or (seg[0] >= 0 and seg[-1] <= n and np.all(np.diff(seg) >= 0)), seg


def run_sparse(case) -> None:
    """A sparse operand: the same result as the strided layout at every valid
    position (and the same mask), or the same clean error class."""
    name, dtype, shape, layout, seed, density, dim, kwargs, other = case
    rng = np.random.default_rng(seed)
    context = f"sparse {name}(dtype={dtype}, shape={shape}, layout={layout}, dim={dim!r}, kwargs={kwargs}, " \
              f"other={other}, seed={seed})"
    record(context)
    if name == "segments":
        return _segments_case(rng, dtype)
    if layout == "sparse_csr" and len(shape) != 2:
        layout = "sparse_coo"
    dense = M.masked_tensor(values(dtype, shape, rng), rng.random(shape) < density)
    sp = dense.to_sparse() if layout == "sparse_coo" else dense.to_sparse_csr()
    before = sp.values().copy()
    graded = dtype in ("float32", "float64") and seed % 2 == 0      # leaves that require grad
    if graded:
        dense.requires_grad_()
        sp.requires_grad_()
    if isinstance(dim, BadDim):
        dim = dim.value
    pos = tuple(kwargs.pop(k) for k in ("ord", "q", "window") if k in kwargs)
    operand = {"sparse": lambda t: t, "strided": lambda t: t.to_dense(), "ndarray": lambda t: t.to_tensor(1),
               "row": lambda t: t.to_tensor(1)[-1] if t.ndim else t.to_tensor(1), "scalar": lambda t: 2}[other]

    def run(t):
        if name in ("add", "mul", "gt", "add_", "mul_"):
            return getattr(t if not name.endswith("_") else t.clone(), name)(operand(t))
        if name in SPARSE_METHODS:
            return getattr(t, name)()
        return getattr(M, name)(t, *pos, dim, **kwargs)

    results = []
    for t in (dense, sp):
        try:
            results.append(run(t))
        except CLEAN as exc:
            results.append(type(exc))
        except RuntimeWarning:
            results.append(RuntimeWarning)
    want, got = results
    if name.startswith("move_"):           # moving windows read neighbours by position: refused
        assert got is TypeError, f"{context}: {got!r}"
        return
    if is_error(want) or is_error(got):
        assert want is got or (is_error(want) and is_error(got)), f"{context}: {got!r} vs {want!r}"
        return
    got = got.to_dense() if got.is_sparse else got
    assert got.shape == want.shape and got.dtype == want.dtype, f"{context}: {got.shape} {got.dtype} vs {want.shape} {want.dtype}"
    assert np.array_equal(got.get_mask(), want.get_mask()), context
    valid = want.get_mask()
    compare(got.get_data()[valid], want.get_data()[valid], dtype, context)
    if not name.endswith("_"):
        np.testing.assert_array_equal(sp.values(), before, err_msg=f"{context}: the input was modified")
    sparse_out = results[1]
    if graded and want.requires_grad and sparse_out.requires_grad:
        # the sparse leaf's grad: its pattern, the strided leaf's grad at the stored positions
        upstream = rng.standard_normal(want.shape)
        want.backward(upstream)
        sparse_out.backward(upstream)
        g = sp.grad
        assert g.layout == sp.layout and np.array_equal(g.to_dense().get_mask(), dense.get_mask()), context
        compare(g.values(), dense.grad.get_data()[dense.get_mask()], dtype, context + " (gradient)")


# -- the NaN namespace (tensorplay.masked.nan) ----------------------------------------
# bottleneck's names over every dtype bottleneck is handed (its users, xarray and pandas, hand it
# complex, object, longdouble and datetime arrays too), against numpy's nan-functions and bottleneck's
# pure-numpy bn.slow: the same values, or a clean error that names the function; the input unmodified.

NAN_REDUCE = ("nansum", "nanmean", "nanvar", "nanstd", "nanmin", "nanmax", "nanargmin", "nanargmax", "median",
              "nanmedian")
NAN_MOVE = ("move_sum", "move_mean", "move_std", "move_var", "move_min", "move_max", "move_median", "move_argmin",
            "move_argmax")
NAN_EXP = ("move_exp_nanmean", "move_exp_nansum", "move_exp_nanvar", "move_exp_nanstd", "move_exp_nancount")
NAN_QUANTILE = {"nanquantile": [0.5, [0.1, 0.9], 1.5, float("nan")], "nanpercentile": [50, [10.0, 90.0], 150]}
NAN_DTYPES = DTYPES + ["object", "longdouble", "datetime64[s]"]


@st.composite
def nan_case(draw):
    name = draw(st.sampled_from(NAN_REDUCE + NAN_MOVE + NAN_EXP + tuple(NAN_QUANTILE) + ("push", "ffill", "bfill")))
    dtype = draw(st.sampled_from(NAN_DTYPES))
    shape = tuple(draw(st.lists(st.integers(0, 5), max_size=3)))
    layout = draw(st.sampled_from(LAYOUTS if dtype in DTYPES else ["C"]))
    axis = draw(st.sampled_from([None, 0, -1, None, 0, -1, 1, 2, 3, (0,), (), (0, 1), [1, -1], (0, 0), 1.0]))  # (mostly valid)
    window = draw(st.sampled_from([1, 2, 3, 5, 2, 3, 0]))
    min_count = draw(st.sampled_from([None, None, 1, 2, window, window + 1, 0]))
    nan_share = draw(st.sampled_from([0.0, 0.3, 0.9]))
    if name in NAN_QUANTILE:
        window = draw(st.sampled_from(NAN_QUANTILE[name]))          # (q, in the window's slot)
    return name, dtype, shape, layout, axis, window, min_count, nan_share, draw(st.integers(0, 2 ** 32 - 1))


def _nan_input(dtype, shape, layout, nan_share, rng):
    if dtype in DTYPES:
        x = laid_out(dtype, shape, layout, rng)
        if x.dtype.kind in "fc" and x.size and x.flags.writeable and nan_share:
            x[np.asarray(rng.random(shape) < nan_share)] = np.nan
        return x
    if dtype == "datetime64[s]":
        return rng.integers(0, 10 ** 6, shape).astype(dtype)
    base = np.asarray(np.round(rng.standard_normal(shape) * 4, 1))
    base[np.asarray(rng.random(shape) < nan_share)] = np.nan
    if dtype == "longdouble":
        return base.astype(np.longdouble)
    x = base.astype(object)
    flat = x.reshape(-1)
    for i in range(0, flat.size, 3):          # bools among the floats, as xarray's padded bool arrays
        flat[i] = bool(rng.integers(0, 2)) if not np.isnan(base.reshape(-1)[i]) else flat[i]
    return x


def _nan_reference(name, x, axis, window, min_count):
    """numpy's nan-function (reductions) or bottleneck's bn.slow (the rest) on
    a float64 copy, or the clean error it must give (None: no reference)."""
    import bottleneck.slow as slow
    import warnings
    if name in NAN_QUANTILE:
        if x.dtype.kind not in "iuf" or x.dtype == np.longdouble or x.size == 0:
            # (numpy refuses bool quantiles, ours are float64 of 0/1; numpy 2.4's nanquantile of an
            # empty array drops the q dim -- np.nanmean's result -- where ours keeps it)
            return None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return getattr(np, name)(x.astype(np.float64), window, axis=axis)
    if name in NAN_REDUCE:
        if x.dtype.kind not in "biuf" or x.dtype == np.longdouble:
            return None                       # (numpy's own result: compared exactly by test_nan_dtypes)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return getattr(np, name)(x.astype(np.float64), axis=axis)
    if not (x.dtype.kind in "biuf" and x.dtype != np.longdouble or x.dtype == object) or x.ndim == 0:
        return None
    f = x.astype(np.float64)
    if name in ("push", "ffill"):
        return slow.push(f, axis=axis)
    if name == "bfill":
        return np.flip(slow.push(np.flip(f, axis), axis=axis), axis)
    if name in NAN_EXP:
        return None                           # (against pandas' ewm: tests/test_windows_exp.py)
    if window > f.shape[axis]:
        return None                           # (bottleneck refuses; ours computes: tests/test_windows.py)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return getattr(slow, name)(f, window, min_count=min_count, axis=axis)


NAN_OUTCOMES: dict = {}


def run_nan(case) -> None:
    import tensorplay.masked.nan as tmnan
    name, dtype, shape, layout, axis, window, min_count, nan_share, seed = case
    rng = np.random.default_rng(seed)
    x = _nan_input(dtype, shape, layout, nan_share, rng)
    before = np.array(x, copy=True)
    if name in NAN_REDUCE:
        call = lambda: getattr(tmnan, name)(x, axis=axis)                     # noqa: E731
    elif name in NAN_QUANTILE:
        call = lambda: getattr(tmnan, name)(x, window, axis=axis)             # noqa: E731
    elif name in ("push", "ffill", "bfill"):
        call = lambda: getattr(tmnan, name)(x, axis=-1 if axis is None else axis)     # noqa: E731
    elif name in NAN_EXP:
        call = lambda: getattr(tmnan, name)(x, window / 6, axis=-1 if axis is None else axis)   # noqa: E731
    else:
        call = lambda: getattr(tmnan, name)(x, window, min_count=min_count,  # noqa: E731
                                            axis=-1 if axis is None else axis)
    context = (f"nan.{name}(dtype={dtype}, shape={shape}, layout={layout}, axis={axis!r}, window={window}, "
               f"min_count={min_count}, nan_share={nan_share}, seed={seed})")
    record(context)
    try:
        got = call()
    except CLEAN as exc:
        assert name in str(exc) or "array" in str(exc), f"{context}: an error that does not name it: {exc!r}"
        got = exc
    if x.dtype == object:                     # (the same objects: NaN != NaN among objects)
        assert all(a is b for a, b in zip(x.flat, before.flat)), f"{context}: input modified"
    else:
        np.testing.assert_array_equal(x, before, err_msg=f"{context}: input modified")
    kind = "error" if isinstance(got, Exception) else "result"
    NAN_OUTCOMES[kind] = NAN_OUTCOMES.get(kind, 0) + 1
    if isinstance(got, Exception):
        return
    if x.dtype.kind in "biuf" and x.dtype != np.longdouble or x.dtype == object:
        a = -1 if axis is None and name not in NAN_REDUCE and name not in NAN_QUANTILE else axis
        try:
            want = _nan_reference(name, x, a, window, min_count)
        except (ValueError, TypeError, IndexError):
            want = None                       # (bottleneck's reference refuses what ours computes)
        if want is not None:
            NAN_OUTCOMES["compared"] = NAN_OUTCOMES.get("compared", 0) + 1
            g, w = np.asarray(got, np.float64), np.asarray(want, np.float64)
            assert g.shape == w.shape, f"{context}: shape {g.shape}, expected {w.shape}"
            rtol = 1e-2 if dtype == "float16" else 1e-4 if dtype == "float32" else 1e-9
            np.testing.assert_allclose(g, w, rtol=rtol, atol=rtol, equal_nan=True, err_msg=context)


# numpy functions that __array_function__ routes (ops.yaml masked_tensor.numpy_functions):
# numpy's name -> how our own API says the same call (family "numpy").
NUMPY_ROUTED = {"sum": "sum", "prod": "prod", "mean": "mean", "var": "var", "std": "std", "max": "amax",
                "min": "amin", "argmax": "argmax", "argmin": "argmin", "cumsum": "cumsum", "cumprod": "cumprod",
                "quantile": "quantile", "shape": "size", "ndim": "dim", "copy": "clone"}
NUMPY_SCANS = ("cumsum", "cumprod")


@st.composite
def numpy_case(draw):
    fname = draw(st.sampled_from(sorted(NUMPY_ROUTED)))
    dtype = draw(st.sampled_from(DTYPES))
    shape = tuple(draw(st.lists(st.integers(0, 4), max_size=3)))
    layout = draw(st.sampled_from(LAYOUTS))
    axis = draw(st.sampled_from([None, 0, -1, 1, 2, 3, (0, 1), (0, 0), 1.5, "absent", "absent"]))
    keepdims = draw(st.sampled_from(["absent", True, False]))
    q = draw(st.sampled_from([0.5, [0.1, 0.9], 1.5]))
    return fname, dtype, shape, layout, axis, keepdims, q, draw(st.integers(0, 2 ** 32 - 1))


def _ours_for_numpy(fname: str, mt, axis, keepdims, q):
    """The call of our own API that np.<fname>(mt, ...) stands for (numpy's keywords
    renamed, numpy's ddof=0 for var/std, a scan's axis=None along the flattened tensor)."""
    target = NUMPY_ROUTED[fname]
    kw = {} if axis == "absent" else {"dim": axis}
    if keepdims != "absent":
        kw["keepdim"] = keepdims
    if fname in ("shape", "ndim", "copy"):
        return getattr(mt, target)()
    if fname in NUMPY_SCANS:
        if kw.get("dim") is None:
            return getattr(M, target)(mt.view(-1), 0, **{k: v for k, v in kw.items() if k != "dim"})
        return getattr(M, target)(mt, **kw)
    if fname == "quantile":
        return M.quantile(mt, q, **kw)
    if fname in ("var", "std"):
        kw["correction"] = 0
    return getattr(mt, target)(**kw)


def run_numpy(case) -> None:
    """np.<function>(MaskedTensor, ...) against our own API's call of the same: the same
    MaskedTensor (or shape, ndim), or a clean error from both; the data never modified."""
    fname, dtype, shape, layout, axis, keepdims, q, seed = case
    rng = np.random.default_rng(seed)
    x = laid_out(dtype, shape, layout, rng)
    valid = np.asarray(rng.random(shape) < 0.7)
    mt = M.MaskedTensor(x, valid)
    kw = {} if axis == "absent" else {"axis": axis}
    if keepdims != "absent":
        kw["keepdims"] = keepdims
    args = (mt, q) if fname == "quantile" else (mt,)
    context = f"np.{fname}(dtype={dtype}, shape={shape}, layout={layout}, {kw}, q={q}, seed={seed})"
    record(context)
    before = np.array(x, copy=True)
    outcomes = []
    for call in (lambda: getattr(np, fname)(*args, **({} if fname in ("shape", "ndim", "copy") else kw)),
                 lambda: _ours_for_numpy(fname, mt, axis, keepdims, q)):
        try:
            outcomes.append(call())
        except CLEAN as exc:
            outcomes.append(exc)
        except TypeError as exc:          # (numpy's own, for a keyword the function does not take)
            outcomes.append(exc)
    np.testing.assert_array_equal(x, before, err_msg=f"{context}: the data was modified")
    got, want = outcomes
    if isinstance(want, Exception) or isinstance(got, Exception):
        assert isinstance(got, Exception) and isinstance(want, Exception), \
            f"{context}: numpy's path gave {got!r}, ours {want!r}"
        return
    if fname in ("shape", "ndim"):
        assert got == want == (x.shape if fname == "shape" else x.ndim), context
        return
    assert isinstance(got, M.MaskedTensor) and isinstance(want, M.MaskedTensor), context
    np.testing.assert_array_equal(got.get_mask(), want.get_mask(), err_msg=context)
    assert got.dtype == want.dtype and got.shape == want.shape, context
    g, w = got.get_data(), want.get_data()
    np.testing.assert_array_equal(g[got.get_mask()], w[want.get_mask()], err_msg=context)


# -- torch's helpers: im2col, col2im, unfold_backward (gathers and masked sums of recorded ops) --------

def _geometry_arg(lo, hi):
    """Mostly a valid int or pair in lo..hi; now and then one that must be refused."""
    good = st.integers(lo, hi)
    return st.one_of(good, good, good, st.tuples(good, good), st.sampled_from([lo - 1, 2.5, True, (1, 2, 3)]))


GEOMETRY = (_geometry_arg(1, 3), _geometry_arg(1, 2), _geometry_arg(0, 2), _geometry_arg(1, 3))


@st.composite
def helpers_case(draw):
    ndim = draw(st.sampled_from([2, 3, 3, 4, 4, 5]))
    shape = tuple(draw(st.integers(0, 3)) for _ in range(ndim - 2)) + tuple(draw(st.integers(0, 7)) for _ in range(2))
    geometry = tuple(draw(g) for g in GEOMETRY)              # kernel_size, dilation, padding, stride
    dtype = draw(st.sampled_from(["float16", "float32", "float64", "int32", "bool"]))
    unfold = (draw(st.integers(-ndim - 1, ndim)), draw(st.integers(-1, 7)), draw(st.integers(-1, 4)))
    return shape, geometry, dtype, unfold, draw(st.booleans()), draw(st.integers(0, 2**32 - 1))


def _blocks(shape, geometry):
    """For each im2col entry (n, c, i, j, a, b) the input position (n, c, r, q) it reads, or None (padding)."""
    (kh, kw), (dh, dw), (ph, pw), (sh, sw) = ((g, g) if np.ndim(g) == 0 else g for g in geometry)
    n, c, h, w = shape
    oh, ow = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1, (w + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    out = {}
    for idx in np.ndindex(n, c, kh, kw, oh, ow):
        b, ch, i, j, a, bb = idx
        r, q = a * sh + i * dh - ph, bb * sw + j * dw - pw
        out[idx] = (b, ch, r, q) if 0 <= r < h and 0 <= q < w else None
    return out, (n, c * kh * kw, oh * ow)


def _check_grad(leaf, out, rng, context):
    g = np.where(out.get_mask(), rng.standard_normal(out.shape), np.nan)
    out.backward(g)
    grad = leaf.grad
    assert grad.shape == leaf.shape and grad.dtype == leaf.dtype, context
    assert np.array_equal(grad.get_mask(), leaf.get_mask()), context
    assert not grad.get_data()[~leaf.get_mask()].any() and np.isfinite(grad.get_data().astype(float)).all(), context


def run_helpers(case) -> None:
    """im2col, col2im and unfold_backward on random geometry (bad ones too): a
    clean error naming the op, or each entry equal to what the loops of
    _blocks say (col2im: the sum of the valid entries landing on a position,
    valid where any lands), the input unchanged; with gradients, a leaf grad
    with the leaf's mask and 0 elsewhere."""
    shape, geometry, dtype, (dim, size, step), grad, seed = case
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal(shape) * 4).astype(dtype)
    valid = rng.random(shape) < 0.7
    grad = grad and dtype.startswith("float")
    context = f"helpers(shape={shape}, geometry={geometry}, dtype={dtype}, unfold={(dim, size, step)}, grad={grad})"
    record(context)
    before = x.copy()
    leaf = M.MaskedTensor(x, valid, requires_grad=grad)
    try:
        cols = leaf.im2col(*geometry)
    except CLEAN as exc:
        assert str(exc).startswith("im2col: "), (context, exc)
        cols = None
    if cols is not None:
        batched = len(shape) == 4
        full = shape if batched else (1,) + shape
        blocks, out_shape = _blocks(full, geometry)
        assert cols.shape == (out_shape if batched else out_shape[1:]), context
        data = cols.get_data().reshape(out_shape[0], out_shape[1] * out_shape[2])
        mask = cols.get_mask().reshape(data.shape)
        xs, vs = x.reshape(full), valid.reshape(full)
        for k, (idx, src) in enumerate(blocks.items()):
            flat = (idx[0], k % (data.shape[1]))
            want = (xs[src], vs[src]) if src is not None else (0, False)
            assert data[flat] == want[0] and mask[flat] == want[1], (context, idx, src)
        if grad:
            _check_grad(leaf, cols, rng, context)
        back = M.MaskedTensor(cols.get_data(), cols.get_mask()).col2im(shape[-2:], *geometry)
        sums, hit = np.zeros(full, np.float64), np.zeros(full, bool)
        for k, (idx, src) in enumerate(blocks.items()):
            if src is not None and vs[src]:
                sums[src] += float(xs[src])
                hit[src] = True
        assert np.array_equal(back.get_mask(), hit.reshape(back.shape)), context
        want = sums.reshape(back.shape).astype(dtype)
        got = back.get_data()
        if dtype == "float16":
            np.testing.assert_allclose(got.astype(float), want.astype(float), rtol=2e-3, atol=1e-2, err_msg=context)
        elif dtype.startswith("float"):
            np.testing.assert_allclose(got, want, rtol=1e-6 if dtype == "float32" else 1e-13, atol=1e-12,
                                       err_msg=context)
        else:
            assert np.array_equal(got, want), context
    leaf = M.MaskedTensor(x, valid, requires_grad=grad)
    try:
        win = leaf.unfold(dim, size, step)
        back = win.unfold_backward(shape, dim, size, step)
    except CLEAN as exc:
        assert str(exc).split(":")[0] in ("unfold", "unfold_backward"), (context, exc)
        back = None
    if back is not None:
        d = dim % len(shape)
        count = np.zeros(shape, np.int64)
        for w in range(win.shape[d]):
            count[(slice(None),) * d + (slice(w * step, w * step + size),)] += 1
        want = np.where(valid, x.astype(np.float64) * count, 0).astype(dtype)
        assert np.array_equal(back.get_mask(), valid & (count > 0)), context
        np.testing.assert_allclose(back.get_data().astype(float), want.astype(float), rtol=2e-3, atol=1e-2,
                                   err_msg=context)
        if grad:
            _check_grad(leaf, back, rng, context)
    np.testing.assert_array_equal(x, before, err_msg=f"{context}: the data was modified")


FAMILIES = {
    "reductions": (array_case(REDUCTIONS), run_array),
    "along": (array_case(ALONG), run_array),
    "windows": (array_case(WINDOWS), run_array),
    "binary": (binary_case(), run_binary),
    "selectors": (selector_case(), run_selector),
    "limits": (limits_case(), run_limits),
    "partials": (partial_case(), run_partials),
    "dask": (dask_case(), run_dask),
    "gradients": (gradient_case(), run_gradients),
    "sparse": (sparse_case(), run_sparse),
    "nan": (nan_case(), run_nan),
    "numpy": (numpy_case(), run_numpy),
    "helpers": (helpers_case(), run_helpers),
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
    print(f"fuzz {family}: {examples} examples passed" + (f" {NAN_OUTCOMES}" if NAN_OUTCOMES else ""))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
