"""Partial states derived from an op's passes (issue 22, step 3).

A reduction of one pass over the elements themselves (`map: v`) needs no
`partials:` entry: a chunk's state is that pass's accumulator (the masked
reduction of the pass's combine over the chunk) plus the count of valid
elements when `finalize` reads n; two states merge by the combine; the state
finishes by `finalize`, rewritten for numpy arrays.  A scan of one such pass
is the block's own scan, carried by the combine from its identity.  What the
passes cannot say (Chan's merge, a shift, an index, a statistic written
blockwise) stays a hand entry in ops.yaml.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass

from .expressions import HELPERS, ExprError
from .kernels import COMBINE_IDENTITY, pass_identity


@dataclass(frozen=True)
class Combine:
    """What a fold's combine is on partial states."""
    field: str            # the state field of its accumulator
    doc: str              # ... what it holds
    reducer: str          # the op computing the masked fold of a chunk (a plain pass of this combine)
    merge: str            # numpy expression of the two states' fields {a}, {b}
    merged: str           # how two states join, for the docs
    running: str = ""     # scan: what the carried value is ("" : no scan carries it)
    start: object = None  # scan: the carried value before the first block (the identity as a number)


COMBINES = {
    "add": Combine("total", "sum of the valid elements (accumulator dtype)", "sum", "{a} + {b}", "added",
                   "running total", 0),
    "mul": Combine("total", "product of the valid elements (accumulator dtype)", "prod", "{a} * {b}",
                   "multiplied", "running product", 1),
    # The identity (lowest, highest) is neutral for max/min, so no any-valid flag
    # is needed; np.maximum/np.minimum propagate NaN like the kernels.
    "max": Combine("value", "the maximum (the dtype's lowest when nothing is valid)", "amax",
                   "np.maximum({a}, {b})", "the larger kept"),
    "min": Combine("value", "the minimum (the dtype's highest when nothing is valid)", "amin",
                   "np.minimum({a}, {b})", "the smaller kept"),
}
COUNT = ("count", "number of valid elements (int64)", "count_valid(x, m, axis)", "{a} + {b}")
# The Cython constants of a finalize as numpy's.
CONSTANTS = {"NAN": "np.nan", "INFINITY": "np.inf"}


@dataclass(frozen=True)
class Derived:
    """The parts of a Partial that an op's passes determine."""
    doc: str
    state: dict = None        # field -> description (reduce)
    chunk: dict = None        # field -> expression (scan: {"": expression})
    merge: dict = None
    finish: str | None = None
    carry: str | None = None  # scan
    identity: object = None   # scan


def plain_pass(op):
    """The op's one pass if it folds the elements themselves with the
    combine's own identity (no variants, no center, `map: v`), else None:
    what a partial state can be derived from."""
    if len(op.variants) != 1 or op.variants[0].center:
        return None
    passes = op.variants[0].passes
    if len(passes) != 1:
        return None
    ps = passes[0]
    if set(ps.map.values()) != {"v"} or ps.combine not in COMBINES:
        return None
    if pass_identity(op.identity, ps) != COMBINE_IDENTITY[ps.combine]:
        return None     # masked-out elements act as something the combine's reducer does not use
    return ps


def why_not(op, ops: dict, derives: str) -> str | None:
    """None if the op's partial state derives from its passes, else why not.
    `derives`: what its partial kind derives (PartialKind.derives: "fold", "carry")."""
    ps = plain_pass(op)
    if ps is None:
        return "its passes are not one fold of the elements themselves (map v, the combine's identity)"
    combine = COMBINES[ps.combine]
    if derives == "carry":
        return None if combine.running else f"no scan carries a {ps.combine} fold"
    reducer = ops.get(combine.reducer)
    if reducer is None or (r := plain_pass(reducer)) is None or r.combine != ps.combine:
        return f"op {combine.reducer!r}, which folds a chunk by {ps.combine}, is not a plain {ps.combine} reduction"
    try:
        finish(op.variants[0].finalize, combine.field)
    except ExprError as exc:
        return f"its finalize {op.variants[0].finalize!r} {exc}"
    return None


def derive(op, ops: dict, derives: str) -> Derived:
    """The partial state of an op for which why_not(op, ...) is None."""
    ps = plain_pass(op)
    combine = COMBINES[ps.combine]
    if derives == "carry":
        return Derived(doc=f"each block's own scan, then the {combine.running} of the blocks before it "
                           f"{combine.merged}",
                       chunk={"": f"masked.{op.name}(x, dim, mask=m, dtype=acc)"},
                       carry=combine.merge.format(a="a", b="b"), identity=combine.start)
    finalize = op.variants[0].finalize
    state, chunk, merge = {}, {}, {}
    if "n" in _names(finalize):
        name, doc, expr, how = COUNT
        state[name], chunk[name], merge[name] = doc, expr, how.format(a=f"a.{name}", b=f"b.{name}")
    f = combine.field
    state[f] = combine.doc
    # The reducer's own accumulator is the pass's unless their rules differ (mean sums in float_acc).
    same_acc = ops[combine.reducer].variants[0].passes[0].acc == ps.acc
    chunk[f] = f"masked.{combine.reducer}(x, axis, keepdim=True, mask=m{'' if same_acc else ', dtype=acc'})"
    merge[f] = combine.merge.format(a=f"a.{f}", b=f"b.{f}")
    merged = " and ".join(dict.fromkeys(["added"] * ("count" in state) + [combine.merged]))
    return Derived(doc=f"a chunk's {' and '.join(state)}, {merged} (derived from its passes)",
                   state=state, chunk=chunk, merge=merge, finish=finish(finalize, f))


def _names(text: str) -> set:
    return {n.id for n in ast.walk(ast.parse(text, mode="eval")) if isinstance(n, ast.Name)}


def finish(finalize: str, field: str) -> str:
    """A reduce finalize (Cython, of a0 and n, per slice) as a numpy expression
    of a merged state s, in the accumulator's dtype as the kernel computes it.
    ExprError for what has no exact elementwise numpy form here (a helper of
    tp_support.h, //, %, **, a chained comparison, the op's parameter)."""
    try:
        tree = ast.parse(finalize, mode="eval")
    except SyntaxError:
        raise ExprError("is not an expression (reported at its line)") from None
    if isinstance(tree.body, ast.Name) and tree.body.id == "a0":
        return f"s.{field}"
    text = ast.unparse(_Numpy(field).visit(tree))
    return f"like_dtype({text}, s.{field})"


class _Numpy(ast.NodeTransformer):
    """Cython scalar expression -> numpy elementwise expression."""
    UFUNCS = {name: h.ufunc for name, h in HELPERS.items() if h.ufunc}

    def __init__(self, field: str):
        self.names = {"a0": f"s.{field}", "n": f"s.{COUNT[0]}", **CONSTANTS}

    def generic_visit(self, node):
        if isinstance(node, (ast.FloorDiv, ast.Mod, ast.Pow)):
            raise ExprError(f"uses {type(node).__name__}, which numpy computes otherwise than C")
        return super().generic_visit(node)

    def visit_Name(self, node):
        if node.id not in self.names:
            raise ExprError(f"reads {node.id!r}, which a state does not hold")
        return ast.parse(self.names[node.id], mode="eval").body

    def visit_Compare(self, node):
        if len(node.ops) > 1:
            raise ExprError("has a chained comparison")
        return self.generic_visit(node)

    def visit_IfExp(self, node):
        node = self.generic_visit(node)
        return _call("np.where", node.test, node.body, node.orelse)

    def visit_BoolOp(self, node):
        node = self.generic_visit(node)
        fn = "np.logical_and" if isinstance(node.op, ast.And) else "np.logical_or"
        out = node.values[0]
        for v in node.values[1:]:
            out = _call(fn, out, v)
        return out

    def visit_UnaryOp(self, node):
        node = self.generic_visit(node)
        return _call("np.logical_not", node.operand) if isinstance(node.op, ast.Not) else node

    def visit_Call(self, node):
        name = node.func.id
        if name not in self.UFUNCS:
            raise ExprError(f"calls {name}, which has no exact numpy ufunc")
        node.args = [self.visit(a) for a in node.args]
        return _call(self.UFUNCS[name], *node.args)


def _call(fn: str, *args) -> ast.Call:
    return ast.Call(func=ast.parse(fn, mode="eval").body, args=list(args), keywords=[])
