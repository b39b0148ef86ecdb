"""The derivatives of ops.yaml (issue 23): load, check and render them.

Every op has a `derivative` field, every special function a `derivative`
formula, and every MaskedTensor family a `derivatives` table keyed by the
callables its methods run (so aliases share one entry).  A derivative is one
of:
  - formulas, one per differentiable operand (`input`, `other`): Python
    expressions in a declared scope (SCOPES: the names a kind's or family's
    backward reads, implemented once in tensorplay/masked/_autograd/scope.py),
    the numpy functions of NUMPY, the helpers of FREE and SPECIAL, and the
    op's own parameters (ops: by their resolver, PARAM_NAMES; methods: the
    `params` the entry lists, bound from the callable's signature);
  - `{adjoint: NAME}`: a structural method whose gradient is the adjoint of
    how it moves elements (ADJOINTS: implemented once in _autograd/record.py);
  - `{none: why}`: not differentiable, results never require grad;
  - `{not_yet: why}`: differentiable, not implemented yet: a call that needs
    it raises.
Nothing else is accepted, and a callable or op without an entry is an
error: the YAML says for every op whether and how it is differentiated.
The formulas render into generated/derivatives.py, one function each.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass, replace

from .kinds import KINDS
from .yamlsrc import LMap

# The names each scope offers (tensorplay/masked/_autograd/scope.py), and its operands.
SCOPES = {
    "reduce": ("grad", "input", "mask", "result", "n", "expand", "rsum", "count", "first", "prod_others",
               "lp", "lp_grad", "lp_grad_num", "lp_grad_den", "vexp", "share_ties", "deviation"),
    "along": ("grad", "input", "mask", "result", "n", "expand", "rsum", "count", "rcumsum", "cumprod_grad",
              "lp", "lp_grad", "vexp"),
    "elementwise": ("grad", "input", "result", "other"),
    "moving": ("grad", "input", "mask", "result", "adjoint", "wcount", "wmean", "wargmin", "wargmax", "scatter",
               "order_grad", "exp_gain", "exp_back", "exp_back_decay", "exp_mean", "exp_bias", "pivot", "fill_source"),
    "quantile": ("grad", "input", "mask", "result", "order_grad"),
}
OPERANDS = {"reduce": ("input",), "along": ("input",), "elementwise": ("input", "other"), "moving": ("input",),
            "quantile": ("input",)}
NUMPY = ("exp", "exp2", "log", "log1p", "expm1", "sqrt", "sin", "cos", "tan", "sinh", "cosh", "tanh", "abs",
         "sign", "where", "maximum", "minimum", "isnan", "isfinite", "floor", "trunc", "square")
FREE = ("same", "zeros", "inside", "trigamma", "i1")
SPECIAL = ("digamma",)
CONSTANTS = {"pi": "_np.pi", "inf": "_np.inf"}
# The names of each resolver's values (tensorplay/masked/_runtime/params.py returns them in this order).
# (after the op's typed parameters, Op.typed, which the runtime resolves first)
PARAM_NAMES = {"correction": ("correction",), "q_method_weights": ("q", "method", "weights"),
               "q_method": ("q", "method"), "exp_args": ("alpha", "min_weight", "adjust", "correction")}
# The adjoints each family helper's methods may name.
# (composed: the callable is made of recorded ops, which carry the gradient.)
ADJOINTS = {"structural": ("rearrange", "gather"), "combine": ("rearrange",),
            "method": ("identity", "cast", "composed")}
# The selectors' (ops of the select, fill, scatter and index kinds): they move elements.
SELECTOR_ADJOINTS = ("gather",)
# Which family helpers compute elementwise (their derivatives are formulas) and their operands.
HELPER_OPERANDS = {"unary": ("input",), "binary": ("input", "other")}
ENTRY_KEYS = ("input", "other", "params", "none", "not_yet", "adjoint")
# The values a backward may keep from the forward, and the helpers that read them:
# a call saves only what its formulas use (a result modified in place later then
# fails only a backward that needs it, as torch's).  `ties` is gathered by the
# forward itself (each slice's count of extremes and the first one's position,
# _k_backward extreme_ties, for a max or min fold: the Derivative's `extreme`).
SAVABLE = ("input", "other", "result", "ties")
READS = {"prod_others": ("input",), "lp": ("input",), "lp_grad": ("input",), "lp_grad_num": ("input",),
         "cumprod_grad": ("input",), "wmean": ("input",), "wargmin": ("input",), "wargmax": ("input",),
         "order_grad": ("input", "result"), "exp_mean": ("input",), "pivot": ("input",),
         "share_ties": ("input", "result", "ties"), "deviation": ("input",)}


@dataclass(frozen=True)
class Derivative:
    key: str                 # op name, or the callable as written (np.exp, fn.clamp, special.erf)
    node: str                # the Node's name(): "SumBackward"
    scope: str               # reduce | along | elementwise ("" for adjoints and declarations)
    formulas: tuple = ()     # ((operand, Python source over s), ...)
    params: tuple = ()
    none: str = ""
    not_yet: str = ""
    adjoint: str = ""
    line: int = 0
    sources: tuple = ()      # the formulas as written, for the docs
    saves: tuple = ()        # of SAVABLE, what the formulas read
    extreme: str = ""        # max | min: the op's fold, whose forward gathers `ties` when saved

    @property
    def function(self) -> str:
        return "_d_" + self.key.replace(".", "_")


def node_name(key: str) -> str:
    return "".join(p.capitalize() for p in key.split(".")[-1].strip("_").split("_")) + "Backward"


class _Rewrite(ast.NodeTransformer):
    """A checked formula -> Python over the scope object `s`."""

    def __init__(self, names):
        self.names = names

    def visit_Call(self, node):
        # rsum(x * y): the scope's rsum_product, which never makes x * y's
        # full-size temporary (tensorplay/masked/_autograd/scope.py)
        if (isinstance(node.func, ast.Name) and node.func.id == "rsum" and "rsum" in self.names
                and len(node.args) == 1 and isinstance(node.args[0], ast.BinOp)
                and isinstance(node.args[0].op, ast.Mult)):
            pair = [self.visit(node.args[0].left), self.visit(node.args[0].right)]
            func = ast.Attribute(ast.Name("s", ast.Load()), "rsum_product", ast.Load())
            return ast.copy_location(ast.Call(func, pair, []), node)
        return self.generic_visit(node)

    def visit_Name(self, node):
        if node.id in self.names:
            return ast.copy_location(ast.Attribute(ast.Name("s", ast.Load()), node.id, ast.Load()), node)
        if node.id in NUMPY:
            return ast.copy_location(ast.Attribute(ast.Name("_np", ast.Load()), node.id, ast.Load()), node)
        if node.id in FREE:
            return ast.copy_location(ast.Attribute(ast.Name("_scope", ast.Load()), node.id, ast.Load()), node)
        if node.id in SPECIAL:
            return ast.copy_location(ast.Attribute(ast.Name("special", ast.Load()), node.id, ast.Load()), node)
        mod, attr = CONSTANTS[node.id].split(".")
        return ast.copy_location(ast.Attribute(ast.Name(mod, ast.Load()), attr, ast.Load()), node)


_ALLOWED = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Compare, ast.IfExp, ast.Call, ast.Name, ast.Constant,
            ast.Load, ast.operator, ast.unaryop, ast.cmpop)


def used_names(text) -> set:
    return {n.id for n in ast.walk(ast.parse(text.strip(), mode="eval")) if isinstance(n, ast.Name)}


def translate(text, names) -> str:
    """A formula -> Python source; ValueError with what is wrong."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"expected a formula (a Python expression); got {text!r}")
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as exc:
        raise ValueError(f"not a Python expression: {exc.msg}") from None
    known = set(names) | set(NUMPY) | set(FREE) | set(SPECIAL) | set(CONSTANTS)
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise ValueError(f"{type(node).__name__} is not allowed in a formula (arithmetic, comparisons, "
                             f"`a if c else b` and calls of the scope's functions only)")
        if isinstance(node, ast.Call) and (not isinstance(node.func, ast.Name) or node.keywords):
            raise ValueError("calls must be of a name, with positional arguments")
        if isinstance(node, ast.Name) and node.id not in known:
            raise ValueError(f"unknown name {node.id!r}; the scope is {', '.join(names)}; functions "
                             f"{', '.join(NUMPY + FREE + SPECIAL)}; constants {', '.join(CONSTANTS)}")
    lines, tree = _hoisted(_Rewrite(set(names)).visit(tree))
    bools = {line.split(" = ", 1)[0] for line in lines
             if _is_bool(ast.parse(line.split(" = ", 1)[1], mode="eval").body)}
    fused = None if _lazy_call(tree.body) else fusion(tree.body, bools)
    if fused is not None:
        key, leaves = fused
        tree = ast.parse(f"_record.fused({key!r})({', '.join(leaves)})", mode="eval")
    return "\n    ".join(lines + ["return " + ast.unparse(tree)])


# The compiled backward kernels (issue 23): a formula's arithmetic top -- +,
# -, *, / and unary minus of numbers, these functions and at most MAX_LEAVES
# other values (its leaves: scope names, reductions, expanded results, any
# other call) -- is computed by one generated kernel (_k_backward.pyx,
# kernels/backward.pyx.j2) in one pass that writes the kept gradient: in
# double, 0 where the operand's reached mask is False.  The leaves are
# computed in numpy first, as before.
FUSED_FUNCTIONS = {"exp": "tp_exp", "log": "log", "sqrt": "sqrt", "abs": "fabs", "log1p": "log1p",
                   "expm1": "expm1"}
MAX_LEAVES = 3


# The scope helpers whose value is lazy (scope.Lazy: the engine asks it for the
# kept gradient, which its own kernel writes): a formula that is one such call
# is returned as it is; inside a larger formula it is a leaf like any other
# (record.fused takes its value).
LAZY = ("s.share_ties", "s.deviation")


def _lazy_call(n) -> bool:
    return isinstance(n, ast.Call) and ast.unparse(n.func) in LAZY


# The calls whose value is a bool array (a kernel reads such a leaf as bytes).
BOOL_RESULTS = ("_scope.same", "_scope.inside", "_np.isnan", "_np.isfinite", "s.first")


def _is_bool(n) -> bool:
    return isinstance(n, ast.Compare) or (isinstance(n, ast.Call) and ast.unparse(n.func) in BOOL_RESULTS)


def fusion(node, bools=frozenset()) -> tuple[str, list[str]] | None:
    """(the kernel's key, the leaves' Python sources) of a translated
    formula's expression, or None when it has more leaves than a kernel
    takes.  The key is the top's expression over o0.. in numpy's spelling
    (record.fused evaluates it where the kernel cannot run; c_expression is
    the kernel's), followed by " | " and a letter per leaf (f: a float of the
    operand's dtype, b: bool, the calls of BOOL_RESULTS and the hoisted names
    in `bools`) when a leaf is bool."""
    leaves: list[str] = []
    types: list[str] = []

    def walk(n) -> str:
        if isinstance(n, ast.BinOp) and isinstance(n.op, (ast.Add, ast.Sub, ast.Mult, ast.Div)):
            return f"({walk(n.left)} {_OPS[type(n.op)]} {walk(n.right)})"
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub):
            return f"(-{walk(n.operand)})"
        if isinstance(n, ast.Constant) and type(n.value) in (int, float):
            return repr(float(n.value))
        if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name)
                and n.func.value.id == "_np" and n.func.attr in FUSED_FUNCTIONS and len(n.args) == 1):
            return f"_np.{n.func.attr}({_bare(walk(n.args[0]))})"
        src = ast.unparse(n)
        if src not in leaves:
            leaves.append(src)
            types.append("b" if _is_bool(n) or src in bools else "f")
        return f"o{leaves.index(src)}"

    expr = _bare(walk(node))
    if len(leaves) > MAX_LEAVES:
        return None
    return (expr + " | " + "".join(types) if "b" in types else expr), leaves


def kernel_key(key: str) -> tuple[str, str]:
    """A fused key -> (its expression, a type letter per leaf)."""
    expr, _, types = key.partition(" | ")
    return expr, types or "f" * (1 + max(int(j) for j in re.findall(r"\bo(\d)\b", expr)))


def _bare(expr: str) -> str:
    """expr without the parentheses around all of it."""
    return expr[1:-1] if expr.startswith("(") and expr.endswith(")") and _balanced(expr[1:-1]) else expr


_OPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/"}


def c_expression(expr: str) -> str:
    """A fused top's expression in C over doubles: numpy's functions by FUSED_FUNCTIONS."""
    return re.sub(r"_np\.(\w+)\(", lambda m: FUSED_FUNCTIONS[m.group(1)] + "(", expr)


def exp_block(c_expr: str) -> tuple[str, str]:
    """(the argument of c_expr's one tp_exp call, c_expr with that call read
    from the block buffer eb[t]), or ("", "") when it has none or several:
    the backward kernel then computes the argument over a block, exps the
    block with tp_exp_array (tp_exp's block form: the same bits, vectorised
    by hand) and the rest per element."""
    if c_expr.count("tp_exp(") != 1:
        return "", ""
    start = c_expr.index("tp_exp(") + len("tp_exp(")
    depth, end = 1, start
    while depth:
        depth += (c_expr[end] == "(") - (c_expr[end] == ")")
        end += 1
    return c_expr[start:end - 1], c_expr[:start - len("tp_exp(")] + "eb[t]" + c_expr[end:]


_FUSED_CALL = re.compile(r"_record\.fused\('([^']*)'\)")


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if depth < 0:
            return False
    return depth == 0


def fused_kernels(spec) -> list[str]:
    """Every kernel key the derivatives' formulas use, in a fixed order."""
    tables = spec.derivatives or {}
    found = []
    for d in list(tables.get("ops", {}).values()) + list(tables.get("callables", {}).values()):
        for _, code in d.formulas:
            for expr in _FUSED_CALL.findall(code):
                if expr not in found:
                    found.append(expr)
    return found


def _hoisted(tree: ast.Expression) -> tuple[list[str], ast.Expression]:
    """The body of the generated function: a call that the formula makes more
    than once (outside `a if c else b`) is computed once, into t0, t1, ...
    (innermost first), then the expression."""
    lines = []
    while True:
        conditional = {id(n) for e in ast.walk(tree) if isinstance(e, ast.IfExp) for n in ast.walk(e)}
        seen = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and id(node) not in conditional:
                seen.setdefault(ast.dump(node), []).append(node)
        repeated = [nodes[0] for nodes in seen.values() if len(nodes) > 1]
        if not repeated:
            break
        smallest = min(repeated, key=lambda n: len(list(ast.walk(n))))
        key, name = ast.dump(smallest), f"t{len(lines)}"
        lines.append(f"{name} = {ast.unparse(smallest)}")

        class Sub(ast.NodeTransformer):
            def visit_Call(self, node):
                if ast.dump(node) == key and id(node) not in conditional:
                    return ast.copy_location(ast.Name(name, ast.Load()), node)
                return self.generic_visit(node)
        tree = Sub().visit(tree)
    return lines, tree


def _entry(chk, where, line, key, value, scope, operands, params, adjoints) -> Derivative | None:
    """One derivative entry (a formula string, or a mapping) -> Derivative."""
    if isinstance(value, str):
        value = LMap({operands[0]: value})
        value.line, value.key_lines = line, {}
    if not isinstance(value, dict):
        chk.error(line, where, f"expected a formula or a mapping ({', '.join(ENTRY_KEYS)}); got {value!r}")
        return None
    lines = getattr(value, "line_of", lambda k: line)
    for k in value:
        if k not in ENTRY_KEYS:
            chk.error(lines(k), where, f"unknown key {k!r}; expected {', '.join(ENTRY_KEYS)}")
    declared = [k for k in ("none", "not_yet", "adjoint") if k in value]
    formulas = [k for k in operands if k in value]
    if len(declared) + bool(formulas) != 1:
        chk.error(line, where, f"give formulas ({', '.join(operands)}), or one of none: WHY, not_yet: WHY, "
                               f"adjoint: NAME")
        return None
    if declared:
        what = declared[0]
        text = str(value[what])
        if what == "adjoint" and text not in adjoints:
            chk.error(lines(what), where, f"adjoint {text!r}: expected one of {', '.join(adjoints) or '(none here)'}")
        elif what != "adjoint" and len(text.split()) < 2:
            chk.error(lines(what), where, f"{what}: say why in a few words; got {text!r}")
        return Derivative(key=key, node=node_name(key), scope="", line=line, **{what: text})
    for k in value:
        if k in ("input", "other") and k not in operands:
            chk.error(lines(k), where, f"{k!r} is not an operand here (operands: {', '.join(operands)})")
    own = tuple(value.get("params") or ())
    if own and params is not None:
        chk.error(lines("params"), where, "an op's parameters come from its resolver; drop 'params'")
    names = SCOPES[scope] + (params if params is not None else own)
    out, sources, used = [], [], set()
    for operand in formulas:
        try:
            out.append((operand, translate(value[operand], names)))
            sources.append((operand, " ".join(str(value[operand]).split())))
            used |= used_names(str(value[operand]))
        except ValueError as exc:
            chk.error(lines(operand), f"{where}, formula {operand!r}", str(exc))
    for helper, reads in READS.items():
        if helper in used:
            used |= set(reads)
    return Derivative(key=key, node=node_name(key), scope=scope, formulas=tuple(out),
                      params=params if params is not None else own, line=line, sources=tuple(sources),
                      saves=tuple(n for n in SAVABLE if n in used))


def load_derivatives(chk, root: LMap, ops: dict, special: dict, mt, selectors: dict = None) -> dict:
    """{"ops": name -> Derivative, "callables": callable -> Derivative}."""
    out_ops, callables = {}, {}
    op_nodes = root.get("ops") or LMap()
    for name in selectors or {}:
        node = op_nodes[name]
        if "derivative" in node:
            d = _entry(chk, f"op {name!r}, field 'derivative'", node.line_of("derivative"), name,
                       node["derivative"], "elementwise", (), (), SELECTOR_ADJOINTS)
            if d is not None:
                if d.formulas:
                    chk.error(d.line, f"op {name!r}, field 'derivative'", "a selector takes adjoint: gather, "
                                                                          "none or not_yet")
                out_ops[name] = d
    for name, op in ops.items():
        node = op_nodes[name]
        kind = KINDS[op.kind]
        where = f"op {name!r}, field 'derivative'"
        if "derivative" not in node:
            continue                      # reported as a missing required field
        params = tuple(p.name for p in op.typed) + (PARAM_NAMES.get(op.param, ()) if op.param else ())
        scope = kind.derivative_scope
        d = _entry(chk, where, node.line_of("derivative"), name, node["derivative"], scope or "reduce",
                   OPERANDS.get(scope, ("input",)), params, ())
        if d is not None:
            if d.formulas and not scope:
                chk.error(d.line, where, f"a {kind.name} op has no derivative scope: declare none or not_yet")
            if "ties" in d.saves:
                folds = [p.combine for v in op.variants for p in v.passes]
                if op.kind != "reduce" or len(folds) != len(op.variants) or set(folds) not in ({"max"}, {"min"}):
                    chk.error(d.line, where, "share_ties reads the ties a max or min fold's forward gathers: "
                                             f"a reduce op of one pass, combine max or min; got {op.kind} "
                                             f"with {folds or 'no passes'}")
                else:
                    d = replace(d, extreme=folds[0])
            out_ops[name] = d
    snode = root.get("special") or LMap()
    for name in special:
        entry = snode[name]
        if "derivative" in entry:
            d = _entry(chk, f"special {name!r}, field 'derivative'", entry.line_of("derivative"),
                       f"special.{name}", entry["derivative"], "elementwise", ("input",), None, ())
            if d is not None:
                callables[f"special.{name}"] = d
    if mt is not None:
        fams = (root.get("masked_tensor") or LMap()).get("families") or LMap()
        for fam in mt.families:
            fnode = fams[fam.name]
            table = fnode.get("derivatives") or LMap()
            where = f"masked_tensor family {fam.name!r}, field 'derivatives'"
            targets = {t for t in fam.methods.values() if not t.startswith(("ops.", "special."))}
            for t in sorted(targets - set(table)):
                chk.error(fnode.line_of("derivatives") if "derivatives" in fnode else fnode.line, where,
                          f"{t} has no derivative: give its formula, adjoint: NAME, none: WHY or not_yet: WHY")
            for key, value in table.items():
                if key not in targets:
                    chk.error(table.line_of(key), where, f"{key} is not a callable of this family's methods "
                                                         f"(ops.* and special.* are declared at the op)")
                    continue
                operands = HELPER_OPERANDS.get(fam.helper, ())
                d = _entry(chk, f"{where}, {key}", table.line_of(key), key, value, "elementwise",
                           operands or ("input",), None, ADJOINTS.get(fam.helper, ()))
                if d is None:
                    continue
                if d.formulas and not operands:
                    chk.error(d.line, f"{where}, {key}", f"the {fam.helper} helper's methods take an adjoint, "
                                                         f"none or not_yet, not formulas")
                if key in callables and callables[key] != d:
                    chk.error(d.line, f"{where}, {key}", "declared differently in another family")
                callables[key] = d
    return {"ops": out_ops, "callables": callables}


def python_callable(key: str) -> str:
    """The generated module's name for a callable of ops.yaml."""
    mod, name = key.split(".", 1)
    return {"np": "_np", "fn": "fn", "special": "special"}[mod] + "." + name


def _constructor(d: Derivative) -> str:
    if d.formulas:
        pairs = "".join(f"({o!r}, {d.function}_{o}), " for o, _ in d.formulas)
        extreme = f", extreme={d.extreme!r}" if d.extreme else ""
        return f"_D({d.node!r}, {d.scope!r}, ({pairs}), {tuple(d.params)!r}, saves={tuple(d.saves)!r}{extreme})"
    if d.adjoint:
        return f"_D({d.node!r}, '', adjoint={d.adjoint!r})"
    return f"_D({d.node!r}, '', none={d.none!r}, not_yet={d.not_yet!r})"


def render_derivatives(spec, env, header: str) -> dict:
    """generated/derivatives.py: the formulas as functions, and the tables record.register takes."""
    tables = spec.derivatives
    if not tables:
        return {}
    functions = [{"name": f"{d.function}_{o}", "line": d.line, "key": d.key, "operand": o, "code": code,
                  "source": source.replace("\\", "\\\\").replace('"', "'")}
                 for d in list(tables["ops"].values()) + list(tables["callables"].values())
                 for (o, code), (_, source) in zip(d.formulas, d.sources)]
    calls = tables["callables"]
    lines = {
        "ops": [f"{name!r}: {_constructor(d)}" for name, d in tables["ops"].items()],
        "elementwise": [f"{python_callable(k)}: {_constructor(d)}" for k, d in calls.items()
                        if d.formulas or d.not_yet],
        "adjoints": [f"{python_callable(k)}: {d.adjoint!r}" for k, d in calls.items() if d.adjoint],
        "none": [f"{python_callable(k)}: {d.none!r}" for k, d in calls.items() if d.none],
        "methods": [f"{name!r}: {python_callable(target)}" for fam in spec.masked_tensor.families
                    if fam.helper in HELPER_OPERANDS for name, target in fam.methods.items()]
        if spec.masked_tensor is not None else [],
    }
    return {"derivatives.py": env.get_template("derivatives.py.j2").render(header=header, functions=functions,
                                                                          tables=lines)}


def _cell(d: Derivative) -> str:
    if d.formulas:
        return "; ".join(f"``{o}``: ``{src}``" for o, src in d.sources)
    if d.adjoint:
        return f"adjoint *{d.adjoint}*"
    if d.none:
        return f"not differentiable ({d.none})"
    return f"not implemented yet ({d.not_yet})"


def derivatives_table(spec) -> str:
    """docs/api/derivatives.inc: every op and method callable with its derivative."""
    tables = spec.derivatives
    rows = [(f"``{name}``", _cell(d)) for name, d in tables["ops"].items()]
    methods = {}
    if spec.masked_tensor is not None:
        for fam in spec.masked_tensor.families:
            for mname, target in fam.methods.items():
                if target in tables["callables"]:
                    methods.setdefault(target, []).append(mname)
    rows += [(", ".join(f"``{m}``" for m in methods.get(key, [key])) + f" (``{key}``)", _cell(d))
             for key, d in tables["callables"].items()]
    width = [max(len(r[i]) for r in rows + [("Op or methods", "Derivative")]) for i in range(2)]
    bar = "  ".join("=" * w for w in width)
    lines = [".. Generated from ops.yaml by `python -m codegen` (codegen/derivatives.py); do not edit.", "",
             bar, "  ".join(h.ljust(w) for h, w in zip(("Op or methods", "Derivative"), width)).rstrip(), bar]
    lines += ["  ".join(c.ljust(w) for c, w in zip(r, width)).rstrip() for r in rows]
    return "\n".join(lines + [bar, ""])
