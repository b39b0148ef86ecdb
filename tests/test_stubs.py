"""The generated type stubs are installed with the package and match the
runtime: every public function has a stub with the same parameters (names,
kinds, which have defaults), and every MaskedTensor method has one."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import tensorplay.masked as tm
from tensorplay.masked._generated import masked_tensor as generated_mt

STUB_DIR = Path(generated_mt.__file__).parent      # the installed package, not the source tree


def _stub_functions(name: str) -> dict:
    tree = ast.parse((STUB_DIR / f"{name}.pyi").read_text())
    return {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}


def _shape(args: ast.arguments) -> list:
    """(name, kind, has default) per parameter of a stub, in inspect's order."""
    positional = args.posonlyargs + args.args
    first_default = len(positional) - len(args.defaults)
    out = [(a.arg, "POSITIONAL_ONLY" if i < len(args.posonlyargs) else "POSITIONAL_OR_KEYWORD", i >= first_default)
           for i, a in enumerate(positional)]
    out += [(args.vararg.arg, "VAR_POSITIONAL", False)] if args.vararg else []
    out += [(a.arg, "KEYWORD_ONLY", d is not None) for a, d in zip(args.kwonlyargs, args.kw_defaults)]
    out += [(args.kwarg.arg, "VAR_KEYWORD", False)] if args.kwarg else []
    return out


def _runtime_shape(fn) -> list:
    return [(p.name, p.kind.name, p.default is not inspect.Parameter.empty)
            for p in inspect.signature(fn).parameters.values()]


# The generated functions (their stubs are generated too); the thread controls
# and the gradient API are typed Python (_runtime/threads.py, _autograd/) and need no stub.
FUNCTIONS = [n for n in tm.__all__ if n not in ("MaskedTensor", "masked_tensor", "as_masked_tensor",
                                                "is_masked_tensor", "set_num_threads", "get_num_threads",
                                                "num_threads", "show_config", "grad", "no_grad", "enable_grad",
                                                "is_grad_enabled", "set_grad_enabled")]


@pytest.mark.parametrize("name", FUNCTIONS)
def test_function_stub_matches_runtime(name):
    stub = _stub_functions("ops")[name]
    assert _shape(stub.args) == _runtime_shape(getattr(tm, name))
    assert stub.returns is not None and all(a.annotation is not None for a in stub.args.args)


def test_special_stubs_match_runtime():
    special = _stub_functions("special")
    for name in tm.special.__all__:
        assert _shape(special[name].args) == _runtime_shape(getattr(tm.special, name))


# Attributes every class has that are bookkeeping, not members.
NOT_MEMBERS = {"__module__", "__qualname__", "__doc__", "__slots__", "__dict__", "__weakref__"}
# Left out of the stub on purpose (codegen/render_stubs.py CORE_MEMBERS says why).
# __new__ only picks the sparse subclass for scipy / pydata sparse data; __init__'s stub is the signature.
NOT_STUBBED = {"__array__", "__new__"}


def public_members(cls) -> set[str]:
    """dir()'s names without a leading underscore, and every dunder the class
    or a base of its own defines (object's are every class's)."""
    names = {n for n in dir(cls) if not n.startswith("_")}
    names |= {n for base in cls.__mro__ if base is not object for n in vars(base)
              if n.startswith("__") and n.endswith("__")}
    return names - NOT_MEMBERS


def stub_members(tree: ast.Module) -> dict:
    """MaskedTensor's members in a stub: name -> its def or annotated attribute."""
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "MaskedTensor")
    return {**{n.target.id: n for n in cls.body if isinstance(n, ast.AnnAssign)},
            **{n.name: n for n in cls.body if isinstance(n, ast.FunctionDef)
               and not any(ast.unparse(d).endswith(".setter") for d in n.decorator_list)}}


def test_masked_tensor_stub_covers_every_public_member():
    """Every public member of the runtime class, with its parameters, and
    property / staticmethod as at runtime; nothing the class lacks."""
    stubbed = stub_members(ast.parse((STUB_DIR / "masked_tensor.pyi").read_text()))
    missing = sorted(public_members(tm.MaskedTensor) - NOT_STUBBED - set(stubbed))
    assert not missing, f"MaskedTensor members without a stub: {missing} (codegen/render_stubs.py)"
    unknown = sorted(set(stubbed) - set(dir(tm.MaskedTensor)))
    assert not unknown, f"stubbed, but not members of MaskedTensor: {unknown}"
    for name, node in stubbed.items():
        runtime = inspect.getattr_static(tm.MaskedTensor, name)
        if isinstance(node, ast.AnnAssign):
            assert not callable(runtime) and not isinstance(runtime, property), name
            continue
        decorators = {ast.unparse(d) for d in node.decorator_list}
        assert ("property" in decorators) == isinstance(runtime, property), name
        assert ("staticmethod" in decorators) == isinstance(runtime, staticmethod), name
        if not isinstance(runtime, property):
            assert _shape(node.args) == _runtime_shape(getattr(tm.MaskedTensor, name)), name


def test_the_member_check_sees_a_missing_member():
    """The issue's members (T, dim, ..., __bool__) are what a stub without them misses."""
    issue = {"T", "dim", "is_sparse", "requires_grad", "__setitem__", "__iter__", "__bool__"}
    tree = ast.parse((STUB_DIR / "masked_tensor.pyi").read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef))
    cls.body = [n for n in cls.body if getattr(n, "name", None) not in issue]
    assert issue <= public_members(tm.MaskedTensor) - set(stub_members(tree))
