"""The expressions of ops.yaml: the names each field may use (its scope),
the helper functions any expression may call, and their checking at load
time.  Like derivatives.yaml's formulas, an expression is parsed (it is
Cython, which for these fields is Python's expression syntax) and every name
must be declared here; mistakes are reported with their line instead of
surfacing as Cython errors in generated/.

The helper table also evaluates expressions in Python (numpy float64, IEEE
rules: 0/0 = nan), which lets the loader compute what an op's own formulas
yield for a fully masked slice and compare it with its `fully_masked`.
"""
from __future__ import annotations

import ast
import math
from dataclasses import dataclass
from typing import Callable

import numpy as np


@dataclass(frozen=True)
class Helper:
    """A function expressions may call."""
    source: str            # where C gets it: libc.math, tp_support.h or tp_special.h
    py: Callable           # the same function in numpy (load-time evaluation)
    doc: str


def _f(fn):
    return lambda *a: fn(*(np.float64(x) for x in a))


HELPERS = {
    "sqrt": Helper("libc.math", _f(np.sqrt), "square root"),
    "exp": Helper("libc.math", _f(np.exp), "e**x (libm)"),
    "log": Helper("libc.math", _f(np.log), "natural logarithm"),
    "log1p": Helper("libc.math", _f(np.log1p), "log(1 + x), accurate near 0"),
    "fabs": Helper("libc.math", _f(np.fabs), "absolute value of a real"),
    "fmax": Helper("libc.math", _f(np.fmax), "the larger of two reals (nan-ignoring)"),
    "fmin": Helper("libc.math", _f(np.fmin), "the smaller of two reals (nan-ignoring)"),
    "pow": Helper("libc.math", _f(np.power), "x**y"),
    "isnan": Helper("libc.math", _f(np.isnan), "x is nan"),
    "isfinite": Helper("libc.math", _f(np.isfinite), "x is neither inf nor nan"),
    "tp_exp": Helper("tp_support.h", _f(np.exp), "branch-free e**x that vectorises (within 2 ulp)"),
    "tp_logaddexp": Helper("tp_support.h", _f(np.logaddexp), "log(exp(a) + exp(b)) without overflow"),
    "abs2_c64": Helper("tp_support.h", lambda z: abs(z) ** 2, "|z|**2 of a complex64"),
    "abs2_c128": Helper("tp_support.h", lambda z: abs(z) ** 2, "|z|**2 of a complex128"),
    "abs_c64": Helper("tp_support.h", abs, "|z| of a complex64 (hypot)"),
    "abs_c128": Helper("tp_support.h", abs, "|z| of a complex128 (hypot)"),
}
# The special functions (tp_special.h): double -> double, no Python twin needed.
SPECIAL_HELPERS = ("tp_erf", "tp_erfc", "tp_erfinv", "tp_lgamma", "tp_digamma", "tp_i0", "tp_sinc",
                   "tp_logit", "tp_sigmoid")
CONSTANTS = {"INFINITY": math.inf, "NAN": math.nan}

# Names in scope, by (kind group, field): name -> meaning.  The C type of
# v is the op's `value` dtype; a0/a1 are the passes' accumulators (`acc`);
# c is the center (the first pass's accumulator type); n is an intp count.
_PARAM = {"prm": "the op's parameter (ord, correction), a double"}
_PARAM2 = {**_PARAM, "prm2": "the op's second parameter (normalize's eps), a double"}
SCOPES = {
    ("fold", "map"): {"v": "an element, read as the value dtype", **_PARAM},
    ("fold", "map2"): {"v": "an element, read as the value dtype",
                       "c": "the center computed from pass 1", **_PARAM},
    ("fold", "center"): {"a0": "pass 1's result over the slice", "n": "the count of valid elements",
                         **_PARAM},
    ("fold", "finalize"): {"a0": "pass 1's result", "n": "the count of valid elements", **_PARAM},
    ("fold", "finalize2"): {"a0": "pass 1's result", "a1": "pass 2's result", "c": "the center",
                            "n": "the count of valid elements", **_PARAM},
    ("scan", "map"): {"v": "an element, read as the value dtype"},
    ("normalize", "map"): {"v": "an element, read as the value dtype", **_PARAM},
    ("normalize", "center"): {"a0": "the stat pass's result", "n": "the count of valid elements",
                              **_PARAM2},
    ("normalize", "write"): {"v": "an element", "c": "the slice's center", **_PARAM2},
    ("normalize", "fold"): {"w": "the written value of a valid element", "v": "the element",
                            "c": "the slice's center", **_PARAM2},
    ("normalize", "finalize"): {"w": "a written value", "a1": "the sum of the fold over the slice",
                                **_PARAM2},
    ("order_stat", "rank"): {"n": "the count of valid elements (>= 1)"},
    ("binary", "elementwise"): {"a": "the input's element (the identity where masked out)",
                                "b": "the other's element (the identity where masked out)"},
    ("special", "expr"): {"v": "the element, as a double"},
    # MaskedTensor families' fused kernels (masked_tensor.families.F.kernels)
    ("mt_unary", "kernels"): {"v": "self's element"},
    ("mt_binary", "kernels"): {"a": "self's element", "b": "other's element (or the scalar)"},
}
# `when` is Python, evaluated at call time on the resolved parameter.
WHEN_SCOPE = {"param": "the op's resolved parameter (a float)", "math": "Python's math module"}

_NODES = (ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.BinOp, ast.Add, ast.Sub, ast.Mult, ast.Div,
          ast.FloorDiv, ast.Mod, ast.Pow, ast.UnaryOp, ast.USub, ast.UAdd, ast.Not, ast.Compare, ast.Eq,
          ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.IfExp, ast.Call, ast.Name, ast.Load,
          ast.Constant)


class ExprError(ValueError):
    """What is wrong with an expression, in words for the ops.yaml error."""


def parse(text: str, scope: dict, *, python: bool = False) -> ast.Expression:
    """Parse and check `text`: only arithmetic, comparisons, conditionals and
    calls of helpers; every name declared.  `python`: a `when` (math.X allowed)."""
    try:
        tree = ast.parse(str(text).strip(), mode="eval")
    except SyntaxError as exc:
        raise ExprError(f"not an expression: {exc.msg}") from None
    callable_names = set(HELPERS) | set(SPECIAL_HELPERS)
    known = set(scope) | set(CONSTANTS) | callable_names
    for node in ast.walk(tree):
        if python and isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id == "math" and hasattr(math, node.attr):
            continue
        if not isinstance(node, _NODES) and not (python and isinstance(node, ast.Attribute)):
            raise ExprError(f"{type(node).__name__} is not allowed in an expression")
        if isinstance(node, ast.Call):
            if not isinstance(node.func, ast.Name) or node.func.id not in callable_names or node.keywords:
                name = node.func.id if isinstance(node.func, ast.Name) else ast.unparse(node.func)
                raise ExprError(f"unknown function {name!r} (helpers: {', '.join(sorted(callable_names))})")
        if isinstance(node, ast.Name) and node.id not in known:
            raise ExprError(f"unknown name {node.id!r} (available: {', '.join(sorted(scope))})")
    return tree


def names(text: str) -> set[str]:
    """The variable names an (already checked) expression reads."""
    return {n.id for n in ast.walk(ast.parse(str(text).strip(), mode="eval")) if isinstance(n, ast.Name)}


def helpers_used(text: str) -> set[str]:
    return {n.func.id for n in ast.walk(ast.parse(str(text).strip(), mode="eval"))
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}


def evaluate(text: str, values: dict):
    """The expression's value in float64 with IEEE rules (0/0 = nan, 1/0 = inf)."""
    env = {**CONSTANTS, **{k: h.py for k, h in HELPERS.items()},
           **{k: (np.float64(v) if isinstance(v, (int, float)) else v) for k, v in values.items()}}
    with np.errstate(all="ignore"):
        return eval(compile(ast.parse(str(text).strip(), mode="eval"), "<ops.yaml>", "eval"),
                    {"__builtins__": {}}, env)


def scope_table() -> str:
    """The scopes as text (CONTRIBUTING and the ops.yaml header quote it)."""
    lines = []
    for (group, field), scope in SCOPES.items():
        lines.append(f"{group}.{field}: " + ", ".join(f"{n} ({m})" for n, m in scope.items()))
    return "\n".join(lines)
