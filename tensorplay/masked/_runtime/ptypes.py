"""Typed parameters: an op's (or its kind's) own parameters, each declared
once -- name, type, default, doc -- and resolved by one generic resolver.

A declaration is a `Param` whose type is one of `Int`, `Real`, `Bool`,
`Choice`, `Reals`.  The type says what is accepted and how it is converted,
the words of the errors (`{op}: {name} must be ...; got ...`, TypeError for
a value of the wrong type, ValueError for one out of range), the stub
annotation and the docstring type (`annotation`), and where a kernel finds
the value (`slot`: the plan's `ints` or `reals`, or None for a value no
kernel reads).  The generator reads the declarations (codegen/kinds/:
`Kind.typed`; ops.yaml: an op's `params`) and prints them into each OpSpec
(`OpSpec.typed`); `resolve` turns a call's arguments into the tuple the
runtime and the kernels take, in the declarations' order.

This module imports nothing of the package: codegen loads it by its path.
"""
from __future__ import annotations

import math
import numbers
from dataclasses import dataclass, fields

import numpy as np

_BOOLS = (bool, np.bool_)


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED = _Required()      # a Param without a default: the caller must pass it


def _src(obj) -> str:
    """obj as Python source under this module's alias `_pt` (fields left at their default omitted)."""
    args = [f"{f.name}={getattr(obj, f.name)!r}" for f in fields(obj)
            if getattr(obj, f.name) != f.default and f.name != "doc"]
    return f"_pt.{type(obj).__name__}({', '.join(args)})"


def _bound(bound, seen: dict):
    """A bound: a number, or the name of a parameter resolved before."""
    return seen[bound] if isinstance(bound, str) else bound


def _range_text(lo, hi, seen: dict) -> str:
    """'>= 1', '<= 3', 'in [0, window] = [0, 3]'."""
    if lo is not None and hi is not None:
        text = f"in [{lo}, {hi}]"
        if isinstance(lo, str) or isinstance(hi, str):
            text += f" = [{_bound(lo, seen)}, {_bound(hi, seen)}]"
        return text
    return f">= {lo}" if lo is not None else f"<= {hi}"


@dataclass(frozen=True)
class Int:
    """An int (any Integral but bool) in [min, max]; a bound may name an
    earlier parameter.  `none`: False (None refused), True (None kept), or
    the name of an earlier parameter whose value None stands for."""
    min: int | str | None = None
    max: int | str | None = None
    none: bool | str = False
    what: str = ""          # the TypeError's parenthesis: what the value means
    slot = "ints"
    noun = "an int"

    @property
    def annotation(self) -> str:
        return "int | None" if self.none is not False else "int"

    def check(self, op: str, name: str, value, seen: dict):
        if value is None and self.none is not False:
            if self.none is True:
                return None
            value = seen[self.none]
        elif type(value) is not int:
            if isinstance(value, _BOOLS) or not isinstance(value, numbers.Integral):
                raise TypeError(f"{op}: {name} must be {self.noun}{f' ({self.what})' if self.what else ''}; "
                                f"got {value!r}")
            value = int(value)
        _in_range(op, name, value, self, seen)
        return value


def _in_range(op: str, name: str, value, t, seen: dict) -> None:
    lo, hi = _bound(t.min, seen), _bound(t.max, seen)
    if (lo is not None and not value >= lo) or (hi is not None and not value <= hi):
        text = _range_text(t.min, t.max, seen)
        if t.none is True:                  # 'None or an int >= 0' (None standing for a value: that value's range)
            text = f"None or {t.noun} {text}"
        raise ValueError(f"{op}: {name} must be {text}; got {value!r}")


@dataclass(frozen=True)
class Real:
    """A real number (any Real but bool; NaN refused) in [min, max], as a float."""
    min: float | str | None = None
    max: float | str | None = None
    none: bool | str = False
    what: str = ""
    slot = "reals"
    noun = "a real number"

    @property
    def annotation(self) -> str:
        return "float | None" if self.none is not False else "float"

    def check(self, op: str, name: str, value, seen: dict):
        if value is None and self.none is not False:
            if self.none is True:
                return None
            value = seen[self.none]
        elif not (type(value) is float and value == value):     # (the common case without the ABC check)
            if isinstance(value, _BOOLS) or not isinstance(value, numbers.Real) or math.isnan(value):
                raise TypeError(f"{op}: {name} must be {self.noun}{f' ({self.what})' if self.what else ''}; "
                                f"got {value!r}")
            value = float(value)
        if self.min is not None or self.max is not None:
            _in_range(op, name, value, self, seen)
        return value


@dataclass(frozen=True)
class Bool:
    """A bool or numpy bool, as a bool."""
    slot = "ints"
    annotation = "bool"

    def check(self, op: str, name: str, value, seen: dict):
        if value is True or value is False:
            return value
        if not isinstance(value, _BOOLS):
            raise TypeError(f"{op}: {name} must be a bool; got {value!r}")
        return bool(value)


@dataclass(frozen=True)
class Choice:
    """One of a few strings (no kernel reads it: the runtime picks by it)."""
    choices: tuple = ()
    slot = None
    annotation = "str"

    def check(self, op: str, name: str, value, seen: dict):
        if not isinstance(value, str) or value not in self.choices:
            raise ValueError(f"{op}: {name} must be one of {', '.join(self.choices)}; got {value!r}")
        return value


@dataclass(frozen=True)
class Reals:
    """A real number or a 1-D sequence of them, each in [min, max] (NaN
    refused): a float, or a float64 array (no kernel slot: a list of floats
    reaches the runtime, which lays it out for its kernel)."""
    min: float | None = None
    max: float | None = None
    slot = None
    annotation = "float | Sequence[float]"

    def check(self, op: str, name: str, value, seen: dict):
        expected = f"{op}: {name} must be a real number or a 1-D sequence of them"
        if isinstance(value, _BOOLS) or value is None or isinstance(value, (str, bytes)):
            raise TypeError(f"{expected}; got {value!r}")
        if isinstance(value, numbers.Real):
            arr, scalar = np.array([value], np.float64), True
        else:
            try:
                arr = np.asarray(value)
            except Exception:
                raise TypeError(f"{expected}; got {type(value).__name__}") from None
            if arr.dtype.kind not in "iuf" or arr.ndim != 1:
                raise TypeError(f"{expected}; got {'dtype ' + str(arr.dtype) if arr.ndim == 1 else str(arr.ndim) + '-d ' + name}")
            arr, scalar = arr.astype(np.float64), False
        bad = np.isnan(arr) | (arr < self.min if self.min is not None else False) | \
            (arr > self.max if self.max is not None else False)
        if np.any(bad):
            raise ValueError(f"{op}: {name} must be {_range_text(self.min, self.max, {})} (NaN is not); got "
                             f"{float(arr[np.argmax(bad)])!r}")
        return float(arr[0]) if scalar else arr


TYPES = {"int": Int, "real": Real, "bool": Bool, "choice": Choice, "reals": Reals}


@dataclass(frozen=True)
class Param:
    """One declared parameter.  `default`: what a call that leaves it out gets
    (REQUIRED: none; the generator takes it from the op's signature, and a
    parameter an op's signature leaves out is fixed at its declared default)."""
    name: str
    type: object
    default: object = REQUIRED
    doc: str = ""           # one line of documentation (docstrings; not printed into OpSpec)

    def source(self) -> str:
        default = "" if self.default is REQUIRED else f", default={self.default!r}"
        return f"_pt.Param({self.name!r}, {_src(self.type)}{default})"


def resolve(op: str, typed: tuple, args: dict) -> tuple:
    """The declared parameters of `op` from a call's arguments: each checked and
    converted by its type, in declaration order (a bound or a None may refer to
    a parameter before it)."""
    seen = {}
    for p in typed:
        value = args.get(p.name, p.default)
        if value is REQUIRED:
            raise TypeError(f"{op}: missing required argument {p.name!r}")
        seen[p.name] = p.type.check(op, p.name, value, seen)
    return tuple(seen.values())


def resolver(op: str, typed: tuple):
    """resolve(op, typed, .) as a function of the arguments alone, made once per
    op (OpSpec): the common one-parameter case without the loop (a compiled
    front end resolves on every call that passes the parameter)."""
    if len(typed) != 1:
        return lambda args: resolve(op, typed, args)
    name, default, t = typed[0].name, typed[0].default, typed[0].type
    check = t.check
    # An unbounded Real or Int passed as exactly a float (not NaN) or an int is taken as is.
    exact = {Real: float, Int: int}.get(type(t)) if getattr(t, "min", 0) is None and \
        getattr(t, "max", 0) is None else None

    def one(args: dict) -> tuple:
        value = args.get(name, default)
        if type(value) is exact and value == value:
            return (value,)
        if value is REQUIRED:
            raise TypeError(f"{op}: missing required argument {name!r}")
        return (check(op, name, value, None),)
    return one
