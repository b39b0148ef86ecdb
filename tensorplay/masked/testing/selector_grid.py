"""Test harness of the generated selector tests (the selectors' check_grid).

A `SelectorCase` is the ops.yaml data of one selector.  From it the harness
builds valid calls over a grid (dtypes x shapes x memory layouts x every axis
x mask kinds x value kinds), compares each with the slow oracle in
`reference_selectors` exactly (selectors move elements, so there is no
tolerance), runs the in-place form on a copy in the same layout, and checks
that nothing but the in-place form's first argument is ever modified.  It
also builds invalid calls and checks each raises the right error, naming the
parameter, with every argument unchanged (no partial writes).
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

import numpy as np

import tensorplay.masked
from tensorplay.masked.testing import reference
from tensorplay.masked.testing import LAYOUT_SHAPES, PLAIN_SHAPES, sample, with_layout


@dataclass(frozen=True)
class SelectorCase:
    name: str
    kind: str
    mask: str          # mask layout
    value: str         # value layout
    params: tuple      # parameter names, in signature order
    roles: dict        # parameter name -> role
    inplace: bool

    def param(self, role: str) -> str:
        return next(p for p in self.params if self.roles[p] == role)

    def call(self, fn, **by_role):
        """Call `fn` with arguments given by role, passed by parameter name."""
        names = {r: p for p, r in self.roles.items()}
        return fn(**{names[r]: v for r, v in by_role.items()})

    def op(self, inplace: bool = False):
        return getattr(tensorplay.masked, self.name + ("_" if inplace else ""))


def _scalar(dtype: np.dtype):
    """A Python scalar of dtype's kind that fits every dtype of that kind."""
    return {"b": True, "i": 3, "u": 3, "f": -1.5, "c": 1 - 2j}[dtype.kind]


def _selected_count(mask, shape) -> int:
    m = np.asarray(mask)
    return int(np.count_nonzero(np.broadcast_to(m != 0, shape))) if m.size else 0


def _masks(case: SelectorCase, shape: tuple, rng):
    """(description, axis, mask) of valid selections of an input of `shape`."""
    nd = len(shape)
    if case.mask == "full":
        yield "random", None, rng.random(shape) < 0.5
        yield "all_true", None, np.ones(shape, bool)
        yield "all_false", None, np.zeros(shape, bool)
        yield "int", None, rng.integers(0, 3, shape) * 5
        yield "0-d", None, np.array(True)
        if nd:
            yield "broadcast", None, rng.random(shape[1:]) < 0.5
        return
    for axis in range(nd):
        alias = axis - nd if axis == nd - 1 else axis     # the last axis as -1
        size = shape[axis]
        if case.mask == "slice":
            slice_shape = shape[:axis] + shape[axis + 1:]
            yield f"slice@{alias}", alias, rng.random(slice_shape) < 0.5
            yield f"slice-keepdim@{alias}", alias, np.expand_dims(rng.random(slice_shape) < 0.5, axis)
            yield f"slice-int@{alias}", alias, rng.integers(0, 2, slice_shape)
            if slice_shape:
                yield f"slice-broadcast@{alias}", alias, rng.random(slice_shape[-1:]) < 0.5
        elif case.mask == "axis":
            yield f"axis@{alias}", alias, rng.random(size) < 0.5
            yield f"axis-true@{alias}", alias, np.ones(size, bool)
            yield f"axis-false@{alias}", alias, np.zeros(size, bool)
            yield f"axis-int@{alias}", alias, rng.integers(0, 2, size).astype(np.uint8)
        elif case.mask == "indices":
            if size:
                yield f"indices@{alias}", alias, rng.integers(-size, size, size + 2)
                yield f"index-0d@{alias}", alias, np.array(size - 1)
                yield f"indices-u8@{alias}", alias, np.arange(size)[::-1].astype(np.uint8) if size < 256 else \
                    np.arange(size)[::-1]
            yield f"indices-empty@{alias}", alias, np.array([], np.int64)
        elif case.mask == "leading":
            for k in range(1, nd - axis + 1):
                yield f"leading@{alias}k{k}", alias, rng.random(shape[axis:axis + k]) < 0.5
            yield f"leading-false@{alias}", alias, np.zeros(shape[axis:axis + 1], bool)
        else:
            raise AssertionError(case.mask)


def _selected_shape(case: SelectorCase, shape: tuple, axis, mask) -> tuple:
    """The shape of the selection (what select returns, what values fill)."""
    if case.mask == "full":
        return (_selected_count(mask, shape),)
    a = axis % len(shape)
    if case.mask == "indices":
        return shape[:a] + (np.asarray(mask).size,) + shape[a + 1:]
    m = np.asarray(mask)
    k = 1 if case.mask == "axis" else m.ndim
    return shape[:a] + (int(np.count_nonzero(m)),) + shape[a + k:]


def _values(case: SelectorCase, dtype: np.dtype, shape: tuple, axis, mask, rng):
    """(description, extra role arguments) of valid values."""
    if case.value == "none":
        yield "", {}
        return
    if case.value == "scalar":
        yield "python scalar", {"value": _scalar(dtype)}
        yield "0-d array", {"value": sample(dtype.name, (), rng)}
        return
    selected = _selected_shape(case, shape, axis, mask)
    if case.value == "selected":
        yield "scalar", {"value": _scalar(dtype)}
        yield "full", {"value": sample(dtype.name, selected, rng)}
        a = axis % len(shape)
        yield "broadcast", {"value": sample(dtype.name, selected[:a] + (1,) + selected[a + 1:], rng)}
        return
    if case.value == "flat":
        n = _selected_count(mask, shape)
        yield "exact", {"value": sample(dtype.name, (n,), rng)}
        yield "longer, strided", {"value": sample(dtype.name, (2 * n + 6,), rng)[::2]}
        return
    # updates: the selection's shape, or broadcast to it
    a = axis % len(shape)
    yield "exact", {"value": sample(dtype.name, selected, rng)}
    yield "exact, broadcast=False", {"value": sample(dtype.name, selected, rng), "broadcast": False}
    yield "rest only", {"value": sample(dtype.name, selected[a + 1:], rng)}
    yield "scalar", {"value": _scalar(dtype)}


def check_selector_grid(case: SelectorCase, dtype: str, layout: str, seed: int = 0) -> int:
    """Compare the selector (and its in-place form) with the oracle over the
    grid for one dtype and layout; returns the number of cases checked."""
    rng = np.random.default_rng(seed)
    op, ref = case.op(), getattr(reference, case.name)
    shapes = LAYOUT_SHAPES + (PLAIN_SHAPES if layout == "C" else ())
    cases = 0
    for shape in shapes:
        base = sample(dtype, shape, rng)
        x = with_layout(base, layout)
        for mdesc, axis, mask in _masks(case, shape, rng):
            for vdesc, extra in _values(case, x.dtype, shape, axis, mask, rng):
                args = dict(extra, mask=mask, **({} if axis is None else {"axis": axis}))
                context = f"{case.name}: dtype={dtype} layout={layout} shape={shape} mask={mdesc} value={vdesc}"
                before = {k: np.copy(v) for k, v in args.items() if isinstance(v, np.ndarray)}
                want = case.call(ref, input=base, **args)
                got = case.call(op, input=x, **args)
                _assert_identical(got, want, x.dtype, context)
                np.testing.assert_array_equal(x, base, err_msg=f"{context}: input was modified")
                for k, v in before.items():
                    np.testing.assert_array_equal(args[k], v, err_msg=f"{context}: {k} was modified")
                if case.inplace:
                    _check_in_place(case, np.asarray(with_layout(base, layout)), base, args, want, context)
                cases += 1
    return cases


def _assert_identical(got, want, dtype, context: str) -> None:
    assert isinstance(got, np.ndarray), f"{context}: expected an ndarray, got {type(got).__name__}"
    assert got.dtype == dtype, f"{context}: dtype {got.dtype}, expected the input's {dtype}"
    assert got.shape == want.shape, f"{context}: shape {got.shape}, expected {want.shape}"
    np.testing.assert_array_equal(got, want, err_msg=context)


def _check_in_place(case: SelectorCase, target, base, args, want, context: str) -> None:
    """The in-place form on `target` (a fresh copy of the input in its
    layout): returns target, modified to `want`; a read-only array is refused
    and left unchanged."""
    if not target.flags.writeable:
        try:
            case.call(case.op(True), input=target, **args)
        except ValueError as exc:
            assert "read-only" in str(exc), f"{context}: {exc}"
        else:
            raise AssertionError(f"{context}: the in-place form accepted a read-only array")
        np.testing.assert_array_equal(target, base, err_msg=f"{context}: read-only input modified")
        return
    got = case.call(case.op(True), input=target, **args)
    assert got is target, f"{context}: the in-place form did not return its input"
    np.testing.assert_array_equal(target, want, err_msg=f"{context} (in place)")


# -- errors ----------------------------------------------------------------------

def _valid_args(case: SelectorCase, x: np.ndarray) -> dict:
    """Valid role arguments for a (3, 4) input."""
    args = {}
    if case.mask == "full":
        args["mask"] = np.array([[True, False, True, True]] * 3)
    elif case.mask == "slice":
        args["mask"], args["axis"] = np.array([True, False, True]), 1
    elif case.mask == "axis":
        args["mask"], args["axis"] = np.array([True, False, True, False]), 1
    elif case.mask == "indices":
        args["mask"], args["axis"] = np.array([0, 2]), 1
    else:
        args["mask"], args["axis"] = np.array([True, False, True]), 0
    if case.value in ("scalar", "selected"):
        args["value"] = 1
    elif case.value == "flat":
        args["value"] = np.arange(12)
    elif case.value == "updates":
        args["value"] = np.arange(8).reshape(2, 4)
    return args


def _bad_calls(case: SelectorCase):
    """(error type, message pattern, input, role arguments) of invalid calls."""
    x = np.arange(12, dtype=np.int64).reshape(3, 4)
    ok = _valid_args(case, x)
    mask_name = case.param("mask")

    def bad(**changes):
        return dict(ok, **changes)
    if case.mask == "indices":
        yield TypeError, f"{mask_name} must be integers", x, bad(mask=np.array([0.0, 1.0]))
        yield TypeError, f"{mask_name} must be integers", x, bad(mask=np.array([True, False]))
        yield IndexError, f"index 4 in {mask_name} is out of range", x, bad(mask=np.array([0, 4]))
        yield IndexError, f"index -5 in {mask_name} is out of range", x, bad(mask=[-5])
        yield ValueError, f"{mask_name} must be 0-d or 1-D", x, bad(mask=np.zeros((2, 2), int))
    else:
        yield TypeError, f"{mask_name} must be a bool or integer array", x, bad(mask=np.ones(ok["mask"].shape))
        yield ValueError, mask_name, x, bad(mask=np.ones(5, bool))
        yield ValueError, mask_name, x, bad(mask=np.ones((2, 3, 4), bool))
    if "axis" in ok:
        axis_name = case.param("axis")
        yield IndexError, f"{axis_name} 2 is out of range", x, bad(axis=2)
        yield IndexError, f"{axis_name} -3 is out of range", x, bad(axis=-3)
        yield TypeError, f"{axis_name} must be an int", x, bad(axis=1.0)
        yield TypeError, f"{axis_name} must be an int", x, bad(axis=True)
    if case.value != "none":
        value_name = case.param("value")
        yield TypeError, f"{value_name} of dtype float64 cannot be written", x, bad(value=np.full(np.shape(ok["value"]), 0.5))
        yield TypeError, f"{value_name} must be numeric", x, bad(value="a")
        yield ValueError, f"{value_name} holds 300", x.astype(np.int8), bad(value=np.full(np.shape(ok["value"]), 300))
    if case.value == "scalar":
        yield ValueError, f"{value_name} must be a scalar or a 0-d array", x, bad(value=[1, 2])
    if case.value == "selected":
        yield ValueError, f"{value_name} of shape \\(5,\\) does not broadcast", x, bad(value=np.ones(5, int))
    if case.value == "flat":
        yield ValueError, f"{value_name} has 8 elements but", x, bad(value=np.arange(8))
    if case.value == "updates":
        yield ValueError, f"{value_name} of shape \\(3, 4\\) does not broadcast", x, bad(value=np.ones((3, 4), int))
        yield ValueError, "with broadcast=False", x, bad(value=np.ones(4, int), broadcast=False)
        yield TypeError, "broadcast must be a bool", x, bad(broadcast="yes")
    yield TypeError, f"{case.param('input')} has dtype object", x.astype(object), ok


def check_selector_errors(case: SelectorCase) -> int:
    """Every invalid call raises the documented error naming the op and the
    parameter, and leaves every argument unchanged (the in-place form too)."""
    import pytest

    checked = 0
    forms = [False, True] if case.inplace else [False]
    for (exc_type, pattern, x, args), inplace in itertools.product(list(_bad_calls(case)), forms):
        name = case.name + ("_" if inplace else "")
        target = x.copy()
        before = {k: np.copy(v) for k, v in args.items() if isinstance(v, np.ndarray)}
        with pytest.raises(exc_type, match=rf"^{re.escape(name)}: .*{pattern}"):
            case.call(case.op(inplace), input=target, **args)
        np.testing.assert_array_equal(target, x, err_msg=f"{name}: input written by a rejected call")
        for k, v in before.items():
            np.testing.assert_array_equal(args[k], v, err_msg=f"{name}: {k} modified by a rejected call")
        checked += 1
    if case.inplace:
        ok = _valid_args(case, np.zeros((3, 4)))
        ro = np.arange(12.0).reshape(3, 4)
        ro.flags.writeable = False
        with pytest.raises(ValueError, match=rf"^{case.name}_: {case.param('input')} is read-only"):
            case.call(case.op(True), input=ro, **ok)
        with pytest.raises(TypeError, match=rf"^{case.name}_: {case.param('input')} must be a numpy.ndarray"):
            case.call(case.op(True), input=ro.tolist(), **ok)
        checked += 2
    return checked


def check_example(case: SelectorCase, given: dict, call: str, expect, expect_dtype) -> None:
    """An ops.yaml example (a seed's): exact values and dtype, inputs unchanged;
    the in-place form returns its first argument holding the same values."""
    names = {k: np.array(v) for k, v in given.items()}
    dtype = expect_dtype or next(iter(names.values())).dtype
    want = np.array(expect, dtype=dtype)
    got = eval(call, vars(tensorplay.masked), dict(names))
    assert got.dtype == want.dtype, f"{call}: dtype {got.dtype}, expected {want.dtype}"
    np.testing.assert_array_equal(got, want, err_msg=call, strict=True)
    for k, v in given.items():
        np.testing.assert_array_equal(names[k], np.array(v), err_msg=f"{call}: {k} was modified")
    if case.inplace:
        first = re.match(r"\w+\((\w+)", call).group(1)
        local = {k: np.array(v) for k, v in given.items()}
        got = eval(call.replace(f"{case.name}(", f"{case.name}_(", 1), vars(tensorplay.masked), local)
        assert got is local[first], f"{call} in place: did not return {first}"
        np.testing.assert_array_equal(local[first], want, err_msg=f"{call} in place", strict=True)
