"""Load and validate the `partials` section of ops.yaml: the partial states of
the ops (what a chunk carries, how two states merge, how a state finishes),
rendered into generated/partials.py and run by the dask layer.

Errors go to the loader's checker (`ops.yaml:LINE: partials 'OP', field 'F':
...`).  Every expression must compile and may only use the names of its scope
(see the comment above `partials:` in ops.yaml): an unknown name is an error
at its line, not a NameError inside a dask worker.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from . import derive_partials
from .kinds import KINDS as OP_KINDS
from .kinds import PARTIAL_KINDS, PartialKind
from .kinds._partials import DEFAULT
from .yamlsrc import LMap

# The partial kinds (their keys, required fields, what they run) are the
# registry's: codegen/kinds/_partials.py, each op kind's `partial`.
# Names every expression sees; per context, the names of its arguments.
COMMON = ("np", "math", "masked", "prm")
CONTEXT = {
    "chunk": ("x", "m", "axis", "dim", "acc"),
    "placed": ("offset", "shape"),     # a placed kind's chunk also reads its block's place
    "merge": ("a", "b"),
    "finish": ("s",),
    "write": ("x", "s", "value"),
    "masked": ("s", "value"),
    "carry": ("a", "b"),
}
# Builtins an expression may use (generated/partials.py binds the op names, sum
# among them, at module level, so the others would not be the builtins).
BUILTINS = ("float", "int", "bool", "len", "tuple", "range", "zip", "abs")
SCOPE_MODULE = Path(__file__).resolve().parent.parent / "tensorplay" / "masked" / "_runtime" / "partial_scope.py"


@dataclass(frozen=True)
class Partial:
    """One entry of `partials:` (stat entries already resolved)."""
    name: str                 # the op
    line: int
    source: str               # where it is declared: ops.yaml's partials.OP, or the op's passes
    kind: PartialKind         # codegen/kinds/_partials.py
    doc: str
    state: dict               # field -> description, in order ({} for scan, whole_slice)
    chunk_let: dict           # temporary -> expression
    chunk: dict               # field -> expression (scan, whole_slice: {"": expression})
    merge_let: dict
    merge: dict
    finish: str | None
    stat: str | None          # the entry whose state it reuses
    write: str | None = None
    masked: str | None = None
    carry: str | None = None
    identity: object = None


def helper_names() -> tuple:
    """The `__all__` of tensorplay/masked/_runtime/partial_scope.py, read without importing it."""
    tree = ast.parse(SCOPE_MODULE.read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__all__" for t in node.targets):
            return tuple(ast.literal_eval(node.value))
    return ()


def load_partials(chk, root: LMap, ops: dict, one_of) -> dict:
    node = root.get("partials")
    if node is None:
        return {}
    if not chk.mapping(node, root.line_of("partials"), "partials"):
        return {}
    helpers = helper_names()
    out = {}
    for name, entry in node.items():
        where = f"partials {name!r}"
        if not chk.mapping(entry, node.line_of(name), where):
            continue
        kind = PARTIAL_KINDS.get(entry.get("kind", DEFAULT.name))
        if kind is None:
            chk.error(entry.line_of("kind"), f"{where}, field 'kind'", one_of(entry.get("kind"), list(PARTIAL_KINDS)))
            continue
        chk.keys(entry, kind.keys, kind.required, where)
        op = ops.get(name)
        if op is None:
            chk.error(node.line_of(name), where, f"not an op: {one_of(name, list(ops))}")
        elif OP_KINDS[op.kind].partial != kind:
            described = OP_KINDS[op.kind].partial
            chk.error(entry.line_of("kind"), f"{where}, field 'kind'",
                      f"op {name!r} is of kind {op.kind}, which a {described.name if described else 'no'} partial "
                      f"describes, not a {kind.name} partial")
        elif kind.derives and derive_partials.why_not(op, ops, kind.derives) is None:
            chk.error(node.line_of(name), where,
                      f"the passes of op {name!r} already give its partial state (derived by "
                      f"codegen/derive_partials.py): delete this entry")
        out[name] = _entry(chk, where, name, kind, entry, node, helpers)
    return _with_derived(out, ops)


def _with_derived(declared: dict, ops: dict) -> dict:
    """The declared partials and those derived from the passes of the other
    ops of a derivable partial kind, in the order of `ops:` (a stat an entry
    reuses first: the generated module defines it before its user).  An op
    whose passes say too little and that has no entry has no partial state
    (it does not run on dask arrays)."""
    out = {}

    def add(name):
        if name in out or name not in ops:
            return
        op, kind = ops[name], OP_KINDS[ops[name].kind].partial
        if name in declared:
            if declared[name].stat:
                add(declared[name].stat)
            out[name] = declared[name]
        elif kind and kind.derives and derive_partials.why_not(op, ops, kind.derives) is None:
            d = derive_partials.derive(op, ops, kind.derives)
            out[name] = Partial(name=name, line=op.line, source=f"ops.yaml: ops.{name} (derived from its passes)",
                                kind=kind, doc=d.doc, state=d.state or {}, chunk_let={}, chunk=d.chunk,
                                merge_let={}, merge=d.merge or {}, finish=d.finish, stat=None,
                                carry=d.carry, identity=d.identity)
    for name in ops:
        add(name)
    return out


def _entry(chk, where, name, kind, entry, section, helpers) -> Partial:
    stat = entry.get("stat")
    source = entry
    if stat is not None:
        source = section.get(stat)
        if not isinstance(source, LMap) or "state" not in source or "stat" in source:
            chk.error(entry.line_of("stat"), f"{where}, field 'stat'",
                      f"expected an entry with its own state; {stat!r} is not one")
            source = LMap()
        for key in ("state", "chunk", "merge", "let"):
            if key in entry:
                chk.error(entry.line_of(key), f"{where}, field {key!r}", f"comes from stat {stat!r}; not both")
    elif kind.stat:         # its own state, unless it reuses another's
        for key in ("state", "chunk", "merge"):
            if key not in entry:
                chk.error(entry.line, where, f"missing required field {key!r} (or 'stat')")
    scope = set(COMMON) | set(helpers) | set(BUILTINS)
    finish = entry.get("finish", source.get("finish") if stat else None)
    if not kind.state:      # one chunk expression
        _expr(chk, where, entry, "chunk", scope | set(CONTEXT["chunk"]))
        if kind.carries:
            _expr(chk, where, entry, "carry", scope | set(CONTEXT["carry"]))
            if not isinstance(entry.get("identity"), (int, float)):
                chk.error(entry.line_of("identity"), f"{where}, field 'identity'", "expected a number")
        return Partial(name=name, line=section.line_of(name), source=f"ops.yaml: partials.{name}", kind=kind,
                       doc=str(entry.get("doc", "")), state={}, chunk_let={}, chunk={"": str(entry.get("chunk", ""))},
                       merge_let={}, merge={}, finish=None, stat=None, carry=entry.get("carry"), identity=entry.get("identity"))
    state = source.get("state") or LMap()
    if not chk.mapping(state, source.line_of("state") if "state" in source else entry.line, f"{where}, field 'state'"):
        state = LMap()
    fields = list(state)
    chunk_ctx = CONTEXT["chunk"] + (CONTEXT["placed"] if kind.placed else ())
    chunk_let = _let(chk, where, source, "let", scope | set(chunk_ctx))
    chunk = _fields(chk, where, source, "chunk", fields, scope | set(chunk_ctx) | set(chunk_let))
    merge_node = source.get("merge") or LMap()
    merge_let = _let(chk, f"{where}, field 'merge'", merge_node, "let", scope | set(CONTEXT["merge"])) \
        if isinstance(merge_node, LMap) else {}
    merge = _fields(chk, where, source, "merge", fields, scope | set(CONTEXT["merge"]) | set(merge_let), ("let",))
    if finish is not None:
        _expr(chk, where, entry if "finish" in entry else source, "finish", scope | set(CONTEXT["finish"]))
    for key in ("write", "masked"):
        if key in entry:
            _expr(chk, where, entry, key, scope | set(CONTEXT[key]))
    return Partial(name=name, line=section.line_of(name), source=f"ops.yaml: partials.{name}", kind=kind,
                   doc=str(entry.get("doc", "")), state={f: str(state[f]) for f in fields}, chunk_let=chunk_let, chunk=chunk,
                   merge_let=merge_let, merge=merge, finish=None if finish is None else str(finish), stat=stat,
                   write=entry.get("write"), masked=entry.get("masked"))


def _fields(chk, where, node, key, fields, scope, extra=()) -> dict:
    """`key: {field: expression}` covering exactly the state's fields; a field
    assigned earlier is in scope for the later ones."""
    table = node.get(key)
    if not isinstance(table, LMap):
        if key in node:
            chk.error(node.line_of(key), f"{where}, field {key!r}", "expected a mapping of state field -> expression")
        return {}
    out = {}
    for f in table:
        if f in extra:
            continue
        if f not in fields:
            chk.error(table.line_of(f), f"{where}, field {key!r}",
                      f"{f!r} is not a field of the state ({', '.join(fields)})")
            continue
        _check(chk, f"{where}, field {key!r}.{f}", table.line_of(f), table[f], scope | set(out))
        out[f] = str(table[f])
    for f in fields:
        if f not in table:
            chk.error(table.line, f"{where}, field {key!r}", f"no expression for state field {f!r}")
    return out


def _let(chk, where, node, key, scope) -> dict:
    if key not in node:
        return {}
    table = node[key]
    if not isinstance(table, LMap):
        chk.error(node.line_of(key), f"{where}, field {key!r}", "expected a mapping of name -> expression")
        return {}
    out = {}
    for name, expr in table.items():
        _check(chk, f"{where}, field {key!r}.{name}", table.line_of(name), expr, scope | set(out))
        out[name] = str(expr)
    return out


def _expr(chk, where, node, key, scope) -> None:
    if key in node:
        _check(chk, f"{where}, field {key!r}", node.line_of(key), node[key], scope)


def _check(chk, where, line, expr, scope) -> None:
    """A Python expression using only names in scope."""
    try:
        tree = ast.parse(str(expr), mode="eval")
    except SyntaxError as exc:
        chk.error(line, where, f"not a Python expression: {exc.msg}")
        return
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id not in scope:
            chk.error(line, where, f"unknown name {n.id!r} (the scope is documented above `partials:`)")
