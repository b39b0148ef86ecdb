"""The package's modules import each other without cycles (issue 22, step 4).

The graph is built from the sources, not by importing: every `import` and
`from ... import` of a tensorplay.masked module, at module level or inside a
function (a deferred import is still a dependency: it only hides a cycle
until the call), in the hand-written .py and .pyx files and the generated
modules (installed as tensorplay.masked._generated).  An import of a
package's submodule is an edge to that submodule; the implicit import of
the parent packages is not counted (every module would reach the package's
__init__ otherwise).

The layers it enforces: argument checks, parameters and walk planning at the
bottom; MaskedTensor's core; the compiled front end; the in-memory entries
(_runtime/memory.py) and the selectors; the dask layer; one dispatch point
(_runtime/dispatch.py, memory or dask); the generated wrappers on top.
"""
import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "tensorplay.masked"
GENERATED = PACKAGE + "._generated"


def _modules() -> dict:
    """module name -> source path, for every module of the package."""
    out = {}
    base = ROOT / "tensorplay" / "masked"
    for path in sorted(base.rglob("*.py")) + sorted(base.rglob("*.pyx")):
        rel = path.relative_to(ROOT / "tensorplay").with_suffix("")
        parts = ["tensorplay", *rel.parts]
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    for path in sorted((ROOT / "generated").glob("*.py")) + sorted((ROOT / "generated").glob("*.pyx")):
        name = GENERATED if path.stem == "__init__" else f"{GENERATED}.{path.stem}"
        out[name] = path
    return out


_PYX_IMPORT = re.compile(r"^\s*(?:from\s+(\.*[\w.]*)\s+c?import\s+([\w, ()*]+)|c?import\s+([\w.]+))", re.M)


def _imports(name: str, path: Path, modules: dict) -> set:
    """The package's modules that `name` (at `path`) imports."""
    package = name if path.stem == "__init__" else name.rsplit(".", 1)[0]
    found = []                 # (module, imported names)
    if path.suffix == ".py":
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                found += [(alias.name, ()) for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")
                    anchor = anchor[: len(anchor) - node.level + 1]
                    base = ".".join(anchor + ([node.module] if node.module else []))
                found.append((base, tuple(alias.name for alias in node.names)))
    else:                      # Cython: the import lines (cimports of .pxd declarations included)
        for frm, names, plain in _PYX_IMPORT.findall(path.read_text()):
            if plain:
                found.append((plain, ()))
            else:
                found.append((frm, tuple(n.strip(" ()").split(" ")[0] for n in names.split(","))))
    out = set()
    for module, names in found:
        if not module.startswith(PACKAGE):
            continue
        subs = [f"{module}.{n}" for n in names if f"{module}.{n}" in modules]
        out.update(subs or ([module] if module in modules else []))
    out.discard(name)
    return out


def _cycles(graph: dict) -> list:
    """The strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on_stack, comps = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                comps.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return comps


def import_graph() -> dict:
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def test_the_graph_sees_the_imports():
    """The parser finds what the modules import (else an empty graph would pass)."""
    graph = import_graph()
    assert f"{PACKAGE}._runtime.args" in graph[f"{PACKAGE}._masked_tensor.core"]
    assert f"{PACKAGE}._runtime.walk" in graph[f"{PACKAGE}._runtime.front"]              # .pyx
    assert f"{PACKAGE}._masked_tensor.core" in graph[f"{PACKAGE}._runtime.front"]       # ... import X as Y
    assert f"{PACKAGE}._csrc._parallel" in graph[f"{PACKAGE}._runtime.threads"]
    assert f"{GENERATED}.ops" in graph[f"{PACKAGE}._ops"] or f"{GENERATED}" in graph[f"{PACKAGE}._ops"]
    assert len(graph) > 30


def test_cycle_detection_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles():
    cycles = _cycles(import_graph())
    assert not cycles, "import cycles among the package's modules:\n" + "\n".join(" <-> ".join(c) for c in cycles)
