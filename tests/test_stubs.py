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
    """(name, kind, has default) per parameter of a stub."""
    out = [(a.arg, "POSITIONAL_ONLY", False) for a in args.posonlyargs]
    plain = args.args
    n_def = len(args.defaults)
    out += [(a.arg, "POSITIONAL_OR_KEYWORD", i >= len(plain) - n_def) for i, a in enumerate(plain)]
    out += [(a.arg, "KEYWORD_ONLY", d is not None) for a, d in zip(args.kwonlyargs, args.kw_defaults)]
    return out


def _runtime_shape(fn) -> list:
    return [(p.name, p.kind.name, p.default is not inspect.Parameter.empty)
            for p in inspect.signature(fn).parameters.values()]


# The generated functions (their stubs are generated too); the thread controls
# are typed Python in _runtime/threads.py and need no stub.
FUNCTIONS = [n for n in tm.__all__ if n not in ("MaskedTensor", "masked_tensor", "as_masked_tensor",
                                                "is_masked_tensor", "set_num_threads", "get_num_threads",
                                                "num_threads", "show_config")]


@pytest.mark.parametrize("name", FUNCTIONS)
def test_function_stub_matches_runtime(name):
    stub = _stub_functions("ops")[name]
    assert _shape(stub.args) == _runtime_shape(getattr(tm, name))
    assert stub.returns is not None and all(a.annotation is not None for a in stub.args.args)


def test_special_and_masked_tensor_stubs_cover_the_runtime():
    special = _stub_functions("special")
    for name in tm.special.__all__:
        assert _shape(special[name].args) == _runtime_shape(getattr(tm.special, name))
    tree = ast.parse((STUB_DIR / "masked_tensor.pyi").read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "MaskedTensor")
    stubbed = {n.name for n in cls.body if isinstance(n, ast.FunctionDef)}
    missing = sorted(set(generated_mt.FAMILY_OF) - stubbed)
    assert not missing, f"methods without a stub: {missing}"
    assert {"get_data", "get_mask", "to_tensor", "__add__", "__radd__"} <= stubbed
