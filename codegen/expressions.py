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
    """A function expressions may call.  The table is also where the kernel
    modules' declarations of these functions come from (`declarations`)."""
    source: str            # where C gets it: libc.math, tp_support.h or tp_special.h
    py: Callable | None    # the same function in numpy (load-time evaluation); None: not evaluated
    doc: str
    decl: str = ""         # the Cython declaration (headers only; libc.math is cimported by name)
    # The numpy function computing it on arrays bit for bit as C does (a
    # finalize rewritten for partial states: codegen/derive_partials.py); "": none.
    ufunc: str = ""
    # Its block forms, ((ctype, NAME), ...): `void NAME(const T* x, T* out,
    # intp n)` writes the helper of each of n contiguous elements of C type T
    # (the result rounded to T), bit for bit, vectorised by hand where the
    # compiler's vectorisation of the scalar form is slow.  A fused kernel
    # whose whole expression is this helper of its operand calls it per
    # block (codegen/mt_kernels.py).
    block: tuple = ()


def _f(fn):
    return lambda *a: fn(*(np.float64(x) for x in a))


def _ordered_zero(fn, a, b, negative_if):
    """fn(a, b) in float64, a tie of zeros signed by `negative_if` of the signs (tp_fmax / tp_fmin)."""
    a, b = np.float64(a), np.float64(b)
    if a == 0 and b == 0:
        return np.float64(-0.0) if negative_if(np.signbit(a), np.signbit(b)) else np.float64(0.0)
    return fn(a, b)


def _special(name: str, doc: str) -> Helper:
    return Helper("tp_special.h", None, doc, f"double {name}(double x)")


HELPERS = {
    "sqrt": Helper("libc.math", _f(np.sqrt), "square root", ufunc="np.sqrt"),
    "exp": Helper("libc.math", _f(np.exp), "e**x (libm)"),
    "log": Helper("libc.math", _f(np.log), "natural logarithm"),
    "log1p": Helper("libc.math", _f(np.log1p), "log(1 + x), accurate near 0"),
    "fabs": Helper("libc.math", _f(np.fabs), "absolute value of a real", ufunc="np.fabs"),
    "fmax": Helper("libc.math", _f(np.fmax), "the larger of two reals (nan-ignoring)", ufunc="np.fmax"),
    "fmin": Helper("libc.math", _f(np.fmin), "the smaller of two reals (nan-ignoring)", ufunc="np.fmin"),
    "pow": Helper("libc.math", _f(np.power), "x**y"),
    "isnan": Helper("libc.math", _f(np.isnan), "x is nan", ufunc="np.isnan"),
    "isfinite": Helper("libc.math", _f(np.isfinite), "x is neither inf nor nan", ufunc="np.isfinite"),
    "tp_exp": Helper("tp_support.h", _f(np.exp), "branch-free e**x that vectorises (within 0.506 ulp)",
                     "double tp_exp(double x)", block=(("double", "tp_exp_array"),)),
    "tp_log": Helper("tp_support.h", _f(np.log), "branch-free natural logarithm that vectorises (within 0.7 ulp)",
                     "double tp_log(double x)", block=(("float", "tp_log_array_f32"),)),
    "tp_log_tab": Helper("tp_support.h", _f(np.log), "branch-free table-driven natural logarithm (within 0.52 ulp)",
                         "double tp_log_tab(double x)",
                         block=(("double", "tp_log_array"), ("float", "tp_log_tab_array_f32"))),
    "tp_log1p": Helper("tp_support.h", _f(np.log1p), "branch-free table-driven log(1 + x) (within 0.52 ulp)",
                       "double tp_log1p(double x)", block=(("double", "tp_log1p_array"),)),
    "tp_expm1": Helper("tp_support.h", _f(np.expm1), "branch-free table-driven e**x - 1 (within 0.52 ulp)",
                       "double tp_expm1(double x)", block=(("double", "tp_expm1_array"),)),
    "tp_exp_fast": Helper("tp_support.h", _f(np.exp), "branch-free e**x, no table (within 0.81 ulp): for sums of exps",
                          "double tp_exp_fast(double x)",
                          block=(("float", "tp_exp_fast_array_f32"), ("double", "tp_exp_fast_array"))),
    "tp_expf": Helper("tp_support.h", _f(np.exp), "branch-free e**x of a float, rounded to float (within 0.875 ulp): "
                      "float32's exp", "float tp_expf(float x)", block=(("float", "tp_expf_array"),)),
    "tp_log1pf": Helper("tp_support.h", _f(np.log1p), "branch-free log(1 + x) of a float, rounded to float (within "
                        "0.50009 ulp): float32's log1p", "float tp_log1pf(float x)",
                        block=(("float", "tp_log1pf_array"),)),
    "tp_expm1f": Helper("tp_support.h", _f(np.expm1), "branch-free e**x - 1 of a float, rounded to float (within "
                        "0.50036 ulp): float32's expm1", "float tp_expm1f(float x)",
                        block=(("float", "tp_expm1f_array"),)),
    "tp_logf": Helper("tp_support.h", _f(np.log), "branch-free natural logarithm of a float, rounded to float "
                      "(within 0.5001 ulp): float32's log", "float tp_logf(float x)", block=(("float", "tp_logf_array"),)),
    "tp_at_least": Helper("tp_support.h", lambda x, lo: np.float64(lo) if np.float64(x) < lo else np.float64(x),
                          "x raised to lo when below it (a NaN x stays NaN, unlike fmax)",
                          "double tp_at_least(double x, double lo)"),
    "tp_fmax": Helper("tp_support.h", lambda a, b: _ordered_zero(np.fmax, a, b, np.logical_and),
                      "the larger of two reals (nan-ignoring; -0 < +0)", "double tp_fmax(double a, double b)"),
    "tp_fmin": Helper("tp_support.h", lambda a, b: _ordered_zero(np.fmin, a, b, np.logical_or),
                      "the smaller of two reals (nan-ignoring; -0 < +0)", "double tp_fmin(double a, double b)"),
    "tp_logaddexp": Helper("tp_support.h", _f(np.logaddexp), "log(exp(a) + exp(b)) without overflow",
                           "double tp_logaddexp(double a, double b)"),
    "abs2_c64": Helper("tp_support.h", lambda z: abs(z) ** 2, "|z|**2 of a complex64",
                       'float abs2_c64 "tp_abs2_c64"(float complex z)'),
    "abs2_c128": Helper("tp_support.h", lambda z: abs(z) ** 2, "|z|**2 of a complex128",
                        'double abs2_c128 "tp_abs2_c128"(double complex z)'),
    "abs_c64": Helper("tp_support.h", abs, "|z| of a complex64 (hypot)", 'float abs_c64 "tp_abs_c64"(float complex z)'),
    "abs_c128": Helper("tp_support.h", abs, "|z| of a complex128 (hypot)",
                       'double abs_c128 "tp_abs_c128"(double complex z)'),
    # The special functions (tp_special.h, generated by tools/special): double -> double.
    "tp_erf": _special("tp_erf", "the error function"),
    "tp_erfc": _special("tp_erfc", "1 - erf(x), accurate where erf(x) is near 1"),
    "tp_erfinv": _special("tp_erfinv", "the inverse error function"),
    "tp_lgamma": _special("tp_lgamma", "log|gamma(x)|"),
    "tp_digamma": _special("tp_digamma", "the digamma function"),
    "tp_i0": _special("tp_i0", "the modified Bessel function of the first kind, order 0"),
    "tp_sinc": _special("tp_sinc", "the normalized sinc"),
    "tp_logit": _special("tp_logit", "log(p / (1 - p))"),
    "tp_sigmoid": _special("tp_sigmoid", "the logistic function"),
}
CONSTANTS = {"INFINITY": math.inf, "NAN": math.nan}

# Names in scope of the expressions outside ops (the special functions and
# the MaskedTensor families' fused kernels), by (section, field): name ->
# meaning.  Each op kind declares its own scopes (codegen/kinds/: Kind.scope).
SCOPES = {
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
    callable_names = set(HELPERS)
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
    env = {**CONSTANTS, **{k: h.py for k, h in HELPERS.items() if h.py is not None},
           **{k: (np.float64(v) if isinstance(v, (int, float)) else v) for k, v in values.items()}}
    with np.errstate(all="ignore"):
        return eval(compile(ast.parse(str(text).strip(), mode="eval"), "<ops.yaml>", "eval"),
                    {"__builtins__": {}}, env)


def declarations(texts) -> dict:
    """What a kernel module must declare for the helpers its expressions call:
    {"libc": [names cimported from libc.math], "extern": {header: [Cython declarations]}}."""
    used = set().union(*(helpers_used(t) for t in texts if t)) if texts else set()
    libc = sorted(n for n in used if HELPERS[n].source == "libc.math")
    extern: dict[str, list[str]] = {}
    for n in sorted(used):
        if HELPERS[n].decl:
            extern.setdefault(HELPERS[n].source, []).append(HELPERS[n].decl)
        for ctype, name in HELPERS[n].block:
            extern[HELPERS[n].source].append(f"void {name}(const {ctype}* x, {ctype}* out, Py_ssize_t n)")
    return {"libc": libc, "extern": extern}


def block_call(text: str, ctype: str) -> tuple[str, str] | None:
    """(the block form for ctype, the argument's source) when the expression
    is exactly one call of a helper that has one ("tp_exp_fast(v - c)",
    double -> ("tp_exp_fast_array", "v - c")), else None."""
    body = ast.parse(str(text).strip(), mode="eval").body
    if (isinstance(body, ast.Call) and isinstance(body.func, ast.Name) and body.func.id in HELPERS
            and len(body.args) == 1 and not body.keywords):
        name = dict(HELPERS[body.func.id].block).get(ctype)
        if name:
            return name, ast.unparse(body.args[0])
    return None


def block_form(text: str, operand: str, ctype: str) -> str:
    """The block form for ctype of the helper when the expression is exactly
    that helper of `operand` ("tp_exp(v)", double -> "tp_exp_array"), else ""."""
    call = block_call(text, ctype)
    return call[0] if call and call[1] == operand else ""


def hoist_calls(text: str, varying: str, into: str | None = None) -> tuple[str, str] | None:
    """Split an expression whose only call not reading `varying` reads one
    other name: "w - log(a1)" -> ("w - a1", "log(a1)") (varying "w"): the call
    is computed once per slice, into that name (or into `into`: "w - h1"),
    instead of once per element.  None when there is nothing to hoist or the
    split would not be exact (the name also appears outside the call, or
    several such calls)."""
    tree = ast.parse(str(text).strip(), mode="eval")
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)
             and varying not in {m.id for m in ast.walk(n) if isinstance(m, ast.Name)}]
    outer = [c for c in calls if not any(c is not d and c in list(ast.walk(d)) for d in calls)]
    if len(outer) != 1:
        return None
    call = outer[0]
    inner = {m.id for m in ast.walk(call) if isinstance(m, ast.Name)} - set(HELPERS) - set(CONSTANTS)
    if len(inner) != 1:
        return None
    name = inner.pop()
    uses = sum(1 for m in ast.walk(tree) if isinstance(m, ast.Name) and m.id == name)
    if uses != sum(1 for m in ast.walk(call) if isinstance(m, ast.Name) and m.id == name):
        return None                   # the name is also read outside the call

    class Swap(ast.NodeTransformer):
        def visit_Call(self, node):
            return ast.Name(id=into or name, ctx=ast.Load()) if node is call else self.generic_visit(node)

    return ast.unparse(Swap().visit(tree)), ast.unparse(call)
