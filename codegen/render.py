"""Render the model into the files of generated/ (path -> text)."""
from __future__ import annotations

import re
from pathlib import Path

import jinja2

from . import docs, expressions, kernels
from .derivatives import OPERANDS, c_expression, exp_block, fused_kernels, kernel_key, render_derivatives
from .mt_kernels import mt_kernels
from .render_stubs import render_stubs
from .render_partials import render_partials
from .kinds import KINDS, SELECTOR_KINDS
from .model import UNARY_DUNDERS, Spec

TEMPLATES = Path(__file__).parent / "templates"
HEADER = "Generated from ops.yaml by `python -m codegen`; do not edit."
# Dtypes no op accepts, tried by every op's rejection test.
NEVER_ACCEPTED = ["object", "datetime64[s]", "U1"]


def environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)),
                             undefined=jinja2.StrictUndefined, keep_trailing_newline=True,
                             autoescape=False)
    env.filters["pyrepr"] = repr
    env.filters["pytuple"] = lambda seq: repr(tuple(seq))
    env.filters["pylist"] = lambda seq: repr(list(seq))
    # A kind's Pipeline as the (planner, output, mask) names OpSpec.pipeline holds.
    env.filters["pipeline"] = lambda p: repr((p.planner, p.output, p.mask))
    # Python source for values that may hold nan/inf (as np.nan, np.inf).
    env.filters["pysrc"] = lambda v: re.sub(r"\b(nan|inf)\b", r"np.\1", repr(v))
    return env


def front_defaults(op) -> list | None:
    """An op's own parameters and their defaults (source text; None for one
    without a default), in the wrappers' order, for its compiled front end
    (tensorplay/masked/_runtime/front.pyx); None if the op has no front end:
    its kind has none, or a table front's parameter has no default
    (normalize's ord: the table is built for the defaults)."""
    front = KINDS[op.kind].front
    if not front:
        return None
    defaults = op.signature.defaults
    if front == "table" and any(p not in defaults for p in op.params):
        return None
    return [(p, defaults.get(p)) for p in op.params]


def spec_fields(op) -> dict:
    """OpSpec.fields: the kind's own ops.yaml fields and the properties its
    runtime entries read (Kind.runtime_fields)."""
    derived = KINDS[op.kind].runtime_fields
    return {**op.own, **(derived(op) if derived else {})}


def op_expressions(op) -> list[str]:
    """Every expression of an op (its kernels call the helpers these do)."""
    texts = [op.rank, op.elementwise]
    for v in op.variants:
        texts += [text for ps in v.passes for text in ps.map.values()]
        texts += [v.center, v.finalize]
        texts += [text for table in (v.write, v.fold) if table for text in table.values()]
    return [t for t in texts if t]


def render_all(spec: Spec) -> dict[str, str]:
    """Every file of generated/, keyed by its path relative to generated/."""
    env = environment()
    files: dict[str, str] = {"__init__.py": f"# {HEADER}\n"}
    variants, results, docstrings = {}, {}, {}
    for op in spec.ops.values():
        kind = KINDS[op.kind]
        descs = kernels.describe(spec, op, kind) if kind.compiled else []
        drivers = kernels.share_drivers(descs) if kind.shares_drivers else []
        writers = kernels.share_writers(descs) if kind.shares_writers else []
        if kind.compiled:
            files[f"_k_{op.name}.pyx"] = env.get_template(kind.template).render(
                header=HEADER, op=op, kernels=descs, drivers=drivers, writers=writers,
                helpers=kernels.helper_declarations(kind, descs),
                expr_helpers=expressions.declarations(op_expressions(op)),
                title=f"Kernels of op {op.name} ({op.kind} kind), from ops.yaml: ops.{op.name}.")
        names = [v.name for v in op.variants] or [""]
        whens = [v.when for v in op.variants] or ["True"]
        # Every accepted dtype -> its kernel; a dtype that runs as another
        # (ops.yaml `runs_as`) names that one's kernel and the cast.
        variants[op.name] = [] if not kind.compiled else [
            {"name": n, "when": w, "kernels": [
                {"dtype": d, "name": kernels.kernel_name(op, n, kernels.kernel_dtype(spec, op, d)),
                 "out_dtype": kernels.kernel_out_dtype(spec, op, d),
                 "runs_as": None if kernels.kernel_dtype(spec, op, d) == d else kernels.kernel_dtype(spec, op, d)}
                for d in op.dtypes]}
            for n, w in zip(names, whens)]
        results[op.name] = {d: spec.apply_rule(op.result, d) for d in op.dtypes}
        docstrings[op.name] = docs.docstring(spec, op)
        files[f"tests/test_{op.name}.py"] = env.get_template("tests/test_op.py.j2").render(
            header=HEADER, op=op, kind=kind, params=op.tests.get("params", [{}]), rtol=op.tests.get("rtol", {}),
            rejected=[d for d in spec.dtypes if d not in op.dtypes] + NEVER_ACCEPTED)
    sel_kinds = sorted({sel.kind for sel in spec.selectors.values()})
    for kind in sel_kinds:
        members = [sel for sel in spec.selectors.values() if sel.kind == kind]
        files[f"_k_{kind}.pyx"] = env.get_template(SELECTOR_KINDS[kind].template).render(
            header=HEADER, kernels=kernels.storage_kernels(spec, members), expr_helpers=expressions.declarations([]),
            title=f"Kernels of the {kind} kind (ops {', '.join(s.name for s in members)}), "
                  f"one per element size.")
    sel_docs = {}
    for sel in spec.selectors.values():
        sel_docs[sel.name] = docs.selector_docstring(spec, sel, inplace=False)
        if sel.inplace:
            sel_docs[sel.name + "_"] = docs.selector_docstring(spec, sel, inplace=True)
        files[f"tests/test_{sel.name}.py"] = env.get_template("tests/test_selector.py.j2").render(
            header=HEADER, sel=sel, rejected=[d for d in spec.dtypes if d not in sel.dtypes] + NEVER_ACCEPTED)
    if spec.special:
        descs = kernels.special_kernels(spec)
        files["_k_special.pyx"] = env.get_template("kernels/special.pyx.j2").render(
            header=HEADER, kernels=descs, title="Kernels of the special functions (masked elementwise).",
            expr_helpers=expressions.declarations([f.expr for f in spec.special.values()]),
            by_op={name: [k for k in descs if k["op"] == name] for name in spec.special})
        files["special.py"] = env.get_template("special.py.j2").render(
            header=HEADER, specials=list(spec.special.values()))
    if spec.masked_tensor is not None:
        mt = spec.masked_tensor
        targets = {n: t for fam in mt.families for n, t in fam.methods.items()}
        files["masked_tensor.py"] = env.get_template("masked_tensor.py.j2").render(
            header=HEADER, families=mt.families, mt=mt, targets=targets,
            unary_ops={d: d in UNARY_DUNDERS for d in mt.operators})
        fused = mt_kernels(spec)
        if fused["kernels"]:
            files["_k_mt.pyx"] = env.get_template("kernels/mt_elementwise.pyx.j2").render(
                header=HEADER, title="Fused kernels of the MaskedTensor families (masked_tensor.families.*.kernels).",
                **fused)
    files["ops.py"] = env.get_template("ops.py.j2").render(
        header=HEADER, ops=list(spec.ops.values()), variants=variants, results=results,
        docstrings=docstrings, kinds=KINDS, sel_kinds_of=SELECTOR_KINDS, spec_fields=spec_fields,
        fronts={op.name: front_defaults(op) for op in spec.ops.values() if front_defaults(op) is not None},
        selectors=list(spec.selectors.values()), sel_kinds=sel_kinds, sel_docs=sel_docs,
        grad_operands={name: [p for p in OPERANDS.get(k.derivative_scope, ("input",)) if p in k.params]
                       for name, k in KINDS.items()})
    files.update(render_stubs(spec))
    files.update(render_partials(spec, environment(), HEADER))
    files.update(render_derivatives(spec, env, HEADER))
    fused = fused_kernels(spec)
    if fused:
        descs = []
        for i, key in enumerate(fused):
            expr, types = kernel_key(key)
            for dt in ("float32", "float64"):
                t = {"float32": "float", "float64": "double"}[dt]
                c_expr = c_expression(expr)
                exp_arg, c_block = exp_block(c_expr)
                descs.append({"name": f"_b{i}_{dt}", "key": key, "expr": expr, "c_expr": c_expr,
                              "exp_arg": exp_arg, "c_block": c_block,
                              "dtype": dt, "t": t, "leaf_t": [t if c == "f" else "uint8_t" for c in types],
                              "work": 8 if "_np." in expr else 2})
        files["_k_backward.pyx"] = env.get_template("kernels/backward.pyx.j2").render(
            header=HEADER, kernels=descs, expr_helpers=expressions.declarations([]),
            title="The compiled backward kernels: the arithmetic tops of the derivatives' formulas.",
            by_key={key: [k for k in descs if k["key"] == key] for key in fused})
    return dict(sorted(files.items()))
