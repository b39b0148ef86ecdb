"""tensorplay.masked.nan on the dtypes beyond our kernels' real ones: complex
NaNs are missing values; the bottleneck-named reductions give numpy's result
for the dtypes our ops do not take (as bottleneck's fallback to its numpy
functions does); the moving windows read object arrays of numbers as float64
(xarray pads a bool DataArray with NaN into one) and refuse the rest with a
TypeError naming the function.  References: numpy's own nan-functions."""
import re
import warnings

import numpy as np
import pytest

import tensorplay.masked.nan as tmnan

NAN = np.nan
REAL = np.array([[1.5, NAN, -2.0, 3.0], [0.5, 2.5, NAN, NAN], [NAN, NAN, NAN, NAN]])
IMAG = np.array([[1.0, 0.0, 2.0, -1.0], [0.0, 1.0, 0.0, 0.0], [1.0, 0.0, 0.0, 0.0]])


def _complex(dtype):
    z = (REAL + 1j * IMAG).astype(dtype)
    z[0, 3] = complex(3.0, NAN)            # a NaN in the imaginary part alone: missing too (np.isnan's rule)
    return z


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
@pytest.mark.parametrize("name, kw", [("nansum", {}), ("nanmean", {}), ("nanvar", {}), ("nanstd", {}),
                                      ("nanvar", {"ddof": 1}), ("nanstd", {"ddof": 1})])
def test_complex_nans_are_missing_in_the_reductions(name, kw, dtype):
    z = _complex(dtype)
    for axis in (None, 0, 1):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            want = getattr(np, name)(z, axis=axis, **kw)
        got = getattr(tmnan, name)(z, axis=axis, **kw)
        assert np.asarray(got).dtype == np.asarray(want).dtype, (name, axis)
        np.testing.assert_allclose(got, want, rtol=1e-6 if dtype == np.complex64 else 1e-14, equal_nan=True)


def test_complex_push_fills_the_whole_value():
    z = np.array([1.5 + 1j, complex(NAN, 0.0), complex(0.0, NAN), -2 + 2j, complex(NAN, NAN)])
    np.testing.assert_array_equal(tmnan.push(z), [1.5 + 1j, 1.5 + 1j, 1.5 + 1j, -2 + 2j, -2 + 2j])
    np.testing.assert_array_equal(tmnan.push(z, 1)[:3], [1.5 + 1j, 1.5 + 1j, complex(0.0, NAN)])


# the dtypes our ops do not take, with what bottleneck (by numpy) computes on them
FALLBACK = {
    "complex": (["nanmin", "nanmax", "nanargmin", "nanargmax", "median", "nanmedian"], _complex(np.complex128)),
    "longdouble": (["nansum", "nanmean", "nanvar", "nanstd", "nanmin", "nanmax", "nanargmin", "nanargmax",
                    "median", "nanmedian"], REAL[:2].astype(np.longdouble)),
    "object": (["nansum", "nanmean", "nanvar", "nanmin", "nanmax", "nanargmin", "nanargmax"],
               REAL[:2].astype(object)),
    "datetime64": (["nanmin", "nanmax", "nanargmin", "nanargmax"],
                   np.array([[3, 1, 2], [5, 4, 6]], "datetime64[s]")),
}


@pytest.mark.parametrize("kind", sorted(FALLBACK))
def test_other_dtypes_reduce_as_numpy_does(kind):
    names, x = FALLBACK[kind]
    for name in names:
        for axis in (None, 0, 1) if kind != "complex" else (None, 1):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", RuntimeWarning)
                try:
                    want, err = getattr(np, name)(x, axis=axis), None
                except ValueError as exc:            # an all-NaN slice of nanargmin, as numpy says
                    want, err = None, exc
            with warnings.catch_warnings():
                warnings.simplefilter("error")       # bottleneck's rule: no warnings
                if err is not None:
                    with pytest.raises(ValueError):
                        getattr(tmnan, name)(x, axis=axis)
                    continue
                got = getattr(tmnan, name)(x, axis=axis)
            assert np.asarray(got).dtype == np.asarray(want).dtype, (kind, name, axis)
            np.testing.assert_array_equal(np.asarray(got), np.asarray(want), err_msg=f"{kind} {name} {axis}")


def test_the_fallback_keeps_the_rules_on_empty_input():
    with pytest.raises(ValueError):
        tmnan.nanmin(np.zeros((0, 3), np.complex128), axis=0)
    with pytest.raises(ValueError):
        tmnan.nanargmax(np.array([complex(NAN, 0.0)] * 3))


WINDOWED = ["move_sum", "move_mean", "move_std", "move_var", "move_min", "move_max", "move_median",
            "move_argmin", "move_argmax"]


@pytest.mark.parametrize("name", WINDOWED)
def test_object_arrays_of_numbers_move_as_float64(name):
    # xarray's rolling(center=True) pads a bool array with NaN: an object array of bools and floats
    padded = np.array([NAN, False, True, True, False, True, NAN], dtype=object)
    numbers = np.array([1, 2.5, np.float32(3.0), None, np.int64(-4), True], dtype=object)
    for x in (padded, numbers, padded.reshape(1, -1)):
        f64 = np.array([NAN if v is None else float(v) for v in x.ravel()]).reshape(x.shape)
        for window, min_count in ((2, 1), (3, None), (3, 2)):
            got = getattr(tmnan, name)(x, window, min_count=min_count)
            assert got.dtype == np.float64
            np.testing.assert_array_equal(got, getattr(tmnan, name)(f64, window, min_count=min_count))
    assert np.isnan(tmnan.move_sum(padded, 2)[0]) and tmnan.move_sum(padded, 2)[2] == 1.0


@pytest.mark.parametrize("name", WINDOWED)
def test_other_objects_and_dtypes_are_refused_by_the_windows(name):
    f = getattr(tmnan, name)
    strings = np.array([1.0, "2", 3.0], dtype=object)
    with pytest.raises(TypeError, match=rf"{name}: a has dtype object holding str"):
        f(strings, 2)
    with pytest.raises(ValueError, match=rf"{name}: a has an object that float64 cannot hold"):
        f(np.array([1, 10 ** 400], dtype=object), 2)
    for bad in (np.array([1 + 1j, 2.0]), np.array([1.0, 2.0], np.longdouble), np.array([1, 2], "datetime64[s]")):
        with pytest.raises(TypeError, match=rf"{name}: a has dtype {re.escape(str(bad.dtype))}; expected"):
            f(bad, 2)


@pytest.mark.parametrize("call, error, start", [
    (lambda: tmnan.nanquantile(np.ones(3), 1.5), ValueError, "nanquantile: the quantiles must be in the range [0, 1]"),
    (lambda: tmnan.nanquantile(np.ones(3) + 1j, 0.5), TypeError, "nanquantile: input has dtype complex128"),
    (lambda: tmnan.nanquantile(np.float64(1.0), 0.5, axis=1), IndexError, "nanquantile: axis 1 is out of bounds"),
    (lambda: tmnan.nanmean(np.ones((2, 3)), axis=(0, 2)), ValueError, "nanmean: axis 2 is out of bounds"),
    (lambda: tmnan.nanpercentile(np.ones(3), 150), ValueError, "nanpercentile: the percentiles must be in the range [0, 100]"),
    (lambda: tmnan.nanpercentile(np.ones(3), 50, method="x"), ValueError, "nanpercentile: method must be one of"),
    (lambda: tmnan.move_exp_nanmean(np.ones(3), 0.0), ValueError, "move_exp_nanmean: alpha must be in (0, 1]"),
    (lambda: tmnan.move_exp_nancount(np.ones(3) + 1j, 0.5), TypeError, "move_exp_nancount: a has dtype complex128"),
    (lambda: tmnan.push(np.ones(3, object), 1), TypeError, "push: a has dtype object"),
    (lambda: tmnan.nansum(np.ones(3, "datetime64[s]")), TypeError, "nansum: "),
    (lambda: tmnan.nanvar(np.ones(0, object)), ValueError, "nanvar: "),
])
def test_errors_name_the_function_called(call, error, start):
    # the op underneath names itself ("quantile: ...", "move_exp_mean: ..."); the error says what was called
    with pytest.raises(error) as info:
        call()
    assert str(info.value).startswith(start), str(info.value)


def test_axis_spellings_of_numpy_and_numbagg():
    # numpy: axis=() reduces no axis, each element its own slice (our ops' dim=() is torch's: every dim)
    x = np.arange(24.0).reshape(2, 3, 4)
    x[0, 1, 2] = NAN
    for q in (0.5, [0.25, 0.75]):
        for axis in ((), []):
            np.testing.assert_array_equal(tmnan.nanquantile(x, q, axis=axis), np.nanquantile(x, q, axis=()))
            np.testing.assert_array_equal(tmnan.nanpercentile(x, np.multiply(q, 100), axis=axis, keepdims=True),
                                          np.nanpercentile(x, np.multiply(q, 100), axis=(), keepdims=True))
    # numbagg's move_exp_*: a 1-tuple is its axis, () gives the input back (numbagg 0.9's rule)
    y = np.array([[1.0, NAN, 3.0, 4.0], [2.0, 2.0, NAN, 1.0]])
    for name in ("move_exp_nanmean", "move_exp_nansum", "move_exp_nanvar", "move_exp_nanstd", "move_exp_nancount"):
        f = getattr(tmnan, name)
        np.testing.assert_array_equal(f(y, 0.5, axis=(0,)), f(y, 0.5, axis=0))
        got = f(y, 0.5, axis=())
        np.testing.assert_array_equal(got, y)
        assert got is not y
        with pytest.raises(ValueError, match=f"{name}: only one axis can be passed"):
            f(y, 0.5, axis=(0, 1))
    # numbagg's moving windows take the same spellings (xarray's numbagg rolling); bottleneck's position
    # functions, which numbagg lacks, keep bottleneck's int
    for name in ("move_sum", "move_mean", "move_std", "move_var", "move_min", "move_max", "move_median"):
        f = getattr(tmnan, name)
        np.testing.assert_array_equal(f(y, 2, axis=[0], min_count=1), f(y, 2, axis=0, min_count=1))
        got = f(y, 2, axis=())
        np.testing.assert_array_equal(got, y)
        assert got is not y and got.dtype == np.float64
        with pytest.raises(ValueError, match=f"{name}: only one axis can be passed"):
            f(y, 2, axis=(0, 1))
    with pytest.raises(TypeError, match="move_argmax: axis must be an int"):
        tmnan.move_argmax(y, 2, axis=(0,))


NUMBAGG_REDUCTIONS = [
    # name, numpy's function of the merged axis (None: numpy's own takes the tuple)
    ("nansum", None), ("nanmean", None), ("nanvar", None), ("nanstd", None), ("nanmin", None), ("nanmax", None),
    ("nanmedian", None), ("nanargmin", np.nanargmin), ("nanargmax", np.nanargmax),
]


@pytest.mark.parametrize("name, merged", NUMBAGG_REDUCTIONS)
@pytest.mark.parametrize("dtype", [np.float64, np.float32, np.int64])
def test_reductions_take_numbaggs_tuple_axes(name, merged, dtype):
    # numbagg's rule, which xarray relies on when numbagg is its engine: several axes (a tuple or a
    # list, any order, negative) reduce together; one is that axis; () reduces none.  numpy's
    # nan-functions are the reference (for the arg functions, whose numpy takes one axis: the reduced
    # axes moved last and merged, row-major, as numbagg indexes them).
    rng = np.random.default_rng(5)
    x = rng.integers(-9, 9, (3, 4, 5, 2)).astype(dtype)
    if x.dtype.kind == "f":
        x[rng.random(x.shape) < 0.2] = NAN
        x[1, 2] = NAN                                          # (a slice of axes (2, 3) all NaN)
    ours = getattr(tmnan, name)
    for axis in [(0, 2), [2, 0], (-1, 1), (0, 1, 2, 3), (1,), [3]]:
        dims = sorted(d % x.ndim for d in axis)
        if merged is None:
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("ignore", RuntimeWarning)
                want = getattr(np, name)(x, axis=tuple(dims))
        else:
            moved = np.moveaxis(x, dims, range(x.ndim - len(dims), x.ndim))
            moved = moved.reshape(moved.shape[:x.ndim - len(dims)] + (-1,))
            if x.dtype.kind == "f" and np.isnan(moved).all(axis=-1).any():
                with pytest.raises(ValueError, match=f"{name}: All-NaN slice"):
                    ours(x, axis=axis)
                continue
            want = merged(moved, axis=-1)
        got = ours(x, axis=axis)
        np.testing.assert_allclose(got, want, rtol=2e-6 if dtype == np.float32 else 1e-13)
        assert np.shape(got) == np.shape(want), (axis, np.shape(got))
    if merged is None:                 # () reduces no axis: each element its own slice (numpy's rule)
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            np.testing.assert_allclose(ours(x, axis=()), getattr(np, name)(x, axis=()), rtol=1e-6)
    for bad, error, text in [((0, 0), ValueError, "repeated axis"), ((0, 4), ValueError, "out of bounds"),
                             ((0, 1.0), TypeError, "axis must be an int, a tuple of ints or None")]:
        with pytest.raises(error, match=f"{name}: .*{text}"):
            ours(x, axis=bad)


@pytest.mark.parametrize("name", ["nansum", "nanmean", "nanvar", "nanstd", "nanmin", "nanmax", "nanargmax",
                                  "nanmedian", "nanquantile"])
def test_axis_spellings_of_numpy(name):
    # numpy's axis is SupportsIndex | Sequence[SupportsIndex]: a numpy integer or a 0-d int array is one
    # axis, a range or a 1-d int array several (numbagg's suite spells them so)
    arr = np.arange(60.0).reshape(3, 4, 5)
    f = (lambda a, axis: tmnan.nanquantile(a, [0.3], axis=axis)) if name == "nanquantile" else getattr(tmnan, name)
    reference = (lambda a, axis: np.nanquantile(a, [0.3], axis=axis)) if name == "nanquantile" else None
    for axis, same in [(np.int64(1), 1), (np.array(1), 1), (range(1, 3), (1, 2)), (np.array([2, 1]), (1, 2)),
                       (np.array([-1]), 2)]:
        if name == "nanargmax" and isinstance(same, tuple):
            continue                          # (numpy's argmax takes one axis: test_reductions_take_... above)
        want = (reference or getattr(np, name))(arr, axis=same)
        np.testing.assert_array_equal(f(arr, axis=axis), want, err_msg=repr(axis))
    for bad in (1.0, True, "a", np.array([1.0])):
        with pytest.raises(TypeError, match=f"{name}: axis must be"):
            f(arr, axis=bad)


@pytest.mark.parametrize("name", ["nanmedian", "median"])
def test_the_two_middles_come_from_one_selection(name):
    """median and nanmedian take both middles of every slice (ranks (n - 1) // 2
    and n // 2) from one multi-rank selection (nan._middle_pair): numpy's
    values bit for bit, on even and odd counts, infinities among the middles
    (inf and a number: inf; -inf and inf: NaN), ties, all-NaN slices, a
    long 1-D slice (the selection's banded path), float16/float32/int64 and
    every axis."""
    ours, ref = getattr(tmnan, name), getattr(np, name)
    rng = np.random.default_rng(7)
    cases = []
    for shape in [(7, 6), (6, 7), (3, 4, 5), (200_001,), (9, 1)]:
        x = rng.integers(-4, 5, shape).astype(np.float64)        # (ties)
        x[rng.random(shape) < 0.2] = np.nan
        cases.append(x)
    odd = np.array([[1.0, np.inf, 3.0, 2.0], [-np.inf, np.inf, np.nan, 0.0], [np.nan] * 4])
    cases += [odd, odd.astype(np.float32), odd.astype(np.float16),
              rng.integers(-2**62, 2**62, (5, 8)), rng.standard_normal((4, 9)).astype(np.float32)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        for x in cases:
            for axis in [None] + list(range(x.ndim)):
                want = ref(x, axis=axis)
                got = ours(x, axis=axis)
                assert np.asarray(got).dtype == np.asarray(want).dtype, (x.dtype, axis)
                np.testing.assert_array_equal(got, want, err_msg=f"{x.dtype} {x.shape} axis={axis}")
