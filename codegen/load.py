"""Load and validate ops.yaml into the frozen model.

Every problem is collected (not raised at the first) and reported sorted by
line, each as `ops.yaml:LINE: op 'NAME', field 'FIELD': what is wrong (did you
mean 'X'?)`.  Unknown keys are errors.
"""
from __future__ import annotations

import difflib
import math
from pathlib import Path

import yaml

from . import expressions, ptypes, signature
from .derivatives import load_derivatives
from .kernels import pass_identity, runs_as_problems
from .kinds import KINDS, SELECTOR_KINDS
from .model import DType, Example, Op, Pass, Selector, SelectorExample, Spec, Variant
from .load_mt import load_masked_tensor, load_special
from .load_partials import load_partials
from .yamlsrc import DuplicateKey, LList, LMap, load_text

FAMILIES = ("bool", "sint", "uint", "float", "complex")
COMBINES = ("add", "mul", "max", "min")
DIM_FORMS = ("none", "int", "tuple")
DTYPE_ARGS = ("compute", "cast_result")
# Every output-mask rule some kind implements (tensorplay.masked._runtime.memory.OUTPUT_MASK_RULES).
OUTPUT_MASKS = tuple(dict.fromkeys(r for kind in KINDS.values() for r in kind.output_masks))
# The hand-written resolvers (tensorplay/masked/_runtime/params.py) of parameters
# whose rules a type cannot say (a rule between two arguments, arrays checked
# against the input); every other parameter is typed (a kind's `typed`, an op's `params`).
PARAM_RESOLVERS = ("correction", "q_method_weights", "q_method", "exp_args")
# An op's typed parameter in ops.yaml (`params: {NAME: {type: ..., doc: ...}}`):
# the type (ptypes.TYPES) and its options, and the one line of documentation.
TYPED_KEYS = ("type", "doc", "min", "max", "none", "what", "choices")
ROLES = ("input", "mask", "axis", "value", "broadcast")
SELECTOR_KEYS = ("kind", "summary", "seed", "signature", "dtypes", "mask", "value", "inplace", "examples",
                 "derivative")
SELECTOR_REQUIRED = ("kind", "summary", "seed", "signature", "dtypes", "mask", "value", "derivative")
SELECTOR_EXAMPLE_KEYS = ("seed", "given", "call", "expect", "expect_dtype")
# Fully masked results that are not identities-table names.
FULLY_MASKED_EXTRA = ("identity", "input")   # (input: the input's own elements stay)

TOP_KEYS = ("dtypes", "dtype_sets", "identities", "type_rules", "doc_fragments", "examples", "ops")
# Needed only when there are selectors.
SELECTOR_TOP_KEYS = ("mask_layouts", "value_layouts", "selector_args", "special", "masked_tensor", "partials")
DTYPE_KEYS = ("family", "ctype", "load")
# The fields of every op; a kind adds its own (codegen/kinds/: Kind.fields) and
# may fill in signature, dims, dtype_arg and output_mask (Kind.defaults).
COMMON_KEYS = ("kind", "noun", "signature", "dtypes", "dims", "dtype_arg", "identity", "fully_masked",
               "result", "value", "output_mask", "param", "param_docs", "params", "example", "tests", "runs_as",
               "derivative", "note")
COMMON_REQUIRED = ("kind", "noun", "signature", "dtypes", "dtype_arg", "identity", "fully_masked", "result",
                   "value", "output_mask", "derivative")
# The fields of the kinds with folds (Kind.folds), at the op or in each variant.
FOLD_KEYS = ("passes", "center", "finalize", "variants", "write", "fold")
OWN_KEYS = tuple(dict.fromkeys(f for kind in KINDS.values() for f in kind.fields))
OP_KEYS = COMMON_KEYS + FOLD_KEYS + OWN_KEYS
PASS_KEYS = ("combine", "acc", "map", "identity")
VARIANT_KEYS = ("when", "passes", "center", "finalize", "write", "fold", "fully_masked")
EXAMPLE_KEYS = ("uses", "call", "expect", "expect_dtype", "round")
EXAMPLE_DATA_KEYS = ("input", "input_dtype", "mask")


class SpecError(Exception):
    """All problems found in ops.yaml, one per line of the message."""

    def __init__(self, problems: list[tuple[int, str]]):
        self.problems = sorted(problems)
        super().__init__("\n".join(msg for _, msg in self.problems))


def _one_of(value, choices) -> str:
    """'x' is not one of a, b (did you mean 'a'?)"""
    text = f"{value!r} is not one of {', '.join(map(str, choices))}"
    close = difflib.get_close_matches(str(value), [str(c) for c in choices], n=1, cutoff=0.5)
    if close:
        text += f" (did you mean {close[0]!r}?)"
    return text


class _Checker:
    def __init__(self, filename: str):
        self.filename = filename
        self.problems: list[tuple[int, str]] = []

    def error(self, line: int, where: str, message: str) -> None:
        self.problems.append((line, f"{self.filename}:{line}: {where}: {message}"))

    def keys(self, node: LMap, allowed, required, where: str, line: int | None = None) -> None:
        for key in node:
            if key not in allowed:
                self.error(node.line_of(key), where, f"unknown key {_one_of(key, allowed)}")
        for key in required:
            if key not in node:
                self.error(line or node.line, where, f"missing required field {key!r}")

    def choice(self, node: LMap, key: str, choices, where: str) -> None:
        if key in node and node[key] not in choices:
            self.error(node.line_of(key), f"{where}, field {key!r}", _one_of(node[key], choices))

    def mapping(self, node, line: int, where: str) -> bool:
        if not isinstance(node, LMap):
            self.error(line, where, f"expected a mapping, got {type(node).__name__}")
            return False
        return True


def load(path: str | Path = "ops.yaml") -> Spec:
    path = Path(path)
    return load_string(path.read_text(), path.name)


def load_string(text: str, filename: str = "ops.yaml") -> Spec:
    try:
        root = load_text(text, filename)
    except DuplicateKey as exc:
        raise SpecError([(exc.line, f"{filename}:{exc.line}: duplicate key {exc.key!r}")]) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 0
        raise SpecError([(line, f"{filename}:{line}: not valid YAML: {exc}")]) from None
    chk = _Checker(filename)
    if not chk.mapping(root, 1, "top level"):
        raise SpecError(chk.problems)
    chk.keys(root, TOP_KEYS + SELECTOR_TOP_KEYS, TOP_KEYS, "top level")
    dtypes = _dtypes(chk, root.get("dtypes", LMap()))
    dtype_sets = _tables(chk, root, "dtype_sets", lambda v: isinstance(v, list) and set(v) <= set(FAMILIES),
                         "a list of families (" + ", ".join(FAMILIES) + ")")
    identities = _tables(chk, root, "identities", lambda v: isinstance(v, LMap), "a per-dtype table")
    type_rules = _tables(chk, root, "type_rules", lambda v: isinstance(v, LMap), "a per-dtype table")
    table_keys = set(dtypes) | set(FAMILIES) | {"all"}
    for table_name, table in (("identities", identities), ("type_rules", type_rules)):
        for name, entry in table.items():
            for key in entry:
                if key not in table_keys:
                    chk.error(entry.line_of(key), f"{table_name} {name!r}", f"key {_one_of(key, sorted(table_keys))}")
    for name, rule in type_rules.items():
        for key, target in rule.items():
            if target not in set(dtypes) | {"same", "real"}:
                chk.error(rule.line_of(key), f"type_rules {name!r}, key {key!r}",
                          _one_of(target, list(dtypes) + ["same", "real"]))
    fragments = dict(root.get("doc_fragments", {}) or {})
    examples = root.get("examples", LMap()) or LMap()
    layouts = {key: dict(root.get(key) or {}) for key in ("mask_layouts", "value_layouts")}
    selector_args = _selector_args(chk, root)
    ops, selectors = {}, {}
    op_nodes = root.get("ops", LMap())
    if chk.mapping(op_nodes, getattr(op_nodes, "line", 1), "ops"):
        for name, node in op_nodes.items():
            if isinstance(node, LMap) and node.get("kind") in SELECTOR_KINDS:
                sel = _selector(chk, name, node, op_nodes.line_of(name), dtypes, dtype_sets, layouts,
                                selector_args)
                selectors[name] = sel
                continue
            op = _op(chk, name, node, op_nodes.line_of(name), dtypes, dtype_sets, identities,
                     type_rules, examples, op_nodes)
            if op is not None:
                ops[name] = op
    special = load_special(chk, root, dtypes, type_rules, _one_of)
    masked_tensor = load_masked_tensor(chk, root, ops, special, _one_of)
    partials = load_partials(chk, root, ops, _one_of)
    derivatives = load_derivatives(chk, root, ops, special, masked_tensor, selectors)
    if chk.problems:
        raise SpecError(chk.problems)
    spec = Spec(dtypes=dtypes, dtype_sets={k: tuple(v) for k, v in dtype_sets.items()},
                identities={k: dict(v) for k, v in identities.items()},
                type_rules={k: dict(v) for k, v in type_rules.items()},
                doc_fragments=fragments, ops=ops, selectors=selectors,
                mask_layouts=layouts["mask_layouts"], value_layouts=layouts["value_layouts"],
                selector_args=selector_args, special=special, masked_tensor=masked_tensor,
                partials=partials, derivatives=derivatives)
    for op in ops.values():
        for problem in runs_as_problems(spec, op, KINDS[op.kind]):
            chk.error(op.runs_as_line, f"op {op.name!r}, field 'runs_as'", problem)
    if chk.problems:
        raise SpecError(chk.problems)
    return spec


def _tables(chk: _Checker, root: LMap, section: str, valid, expected: str) -> dict:
    node = root.get(section, LMap())
    if not chk.mapping(node, root.line_of(section), section):
        return {}
    out = {}
    for name, value in node.items():
        if not valid(value):
            chk.error(node.line_of(name), f"{section} {name!r}", f"expected {expected}, got {value!r}")
        else:
            out[name] = value
    return out


def _dtypes(chk: _Checker, node) -> dict:
    out = {}
    if not chk.mapping(node, getattr(node, "line", 1), "dtypes"):
        return out
    for name, entry in node.items():
        where = f"dtype {name!r}"
        if not chk.mapping(entry, node.line_of(name), where):
            continue
        chk.keys(entry, DTYPE_KEYS, ("family", "ctype"), where)
        chk.choice(entry, "family", FAMILIES, where)
        out[name] = DType(name=name, family=entry.get("family", "float"), ctype=entry.get("ctype", ""),
                          load=entry.get("load", "{}"))
    return out


def _covers(table: dict, spec_dtypes: dict, names) -> list[str]:
    """Dtype names of `names` that a per-dtype table has no entry for."""
    return [n for n in names if not ({n, spec_dtypes[n].family, "all"} & set(table))]


def _with_defaults(node: LMap, kind) -> LMap:
    """The op entry with the fields its kind fills in when left out (an error
    in a filled-in field points at the op's line)."""
    out = LMap(node)
    out.line, out.key_lines = node.line, dict(node.key_lines)
    for key, value in kind.defaults.items():
        out.setdefault(key, value)
    return out


def _op(chk, name, node, line, dtypes, dtype_sets, identities, type_rules, examples, op_nodes) -> Op | None:
    where = f"op {name!r}"
    if not chk.mapping(node, line, where):
        return None
    chk.choice(node, "kind", list(KINDS) + list(SELECTOR_KINDS), where)
    kind = KINDS.get(node.get("kind"))
    if kind is None:           # reported above (or missing): judge the rest as a reduction's
        kind = KINDS["reduce"]
    node = _with_defaults(node, kind)
    for field in COMMON_REQUIRED:
        if field not in node:
            chk.error(line, where, f"missing required field {field!r}")
    # Unknown keys, named against this kind's fields; a field of other kinds gets its own message.
    kind_keys = COMMON_KEYS + (FOLD_KEYS if kind.folds else ()) + tuple(kind.fields)
    for field in node:
        if field not in OP_KEYS:
            chk.error(node.line_of(field), where, f"unknown key {_one_of(field, kind_keys)}")
    for field in node:
        if field in OWN_KEYS and field not in kind.fields:
            chk.error(node.line_of(field), f"{where}, field {field!r}", f"a {kind.name} op has no field {field!r}")
    for field, spec in kind.fields.items():
        if spec.required and field not in node:
            chk.error(line, where, f"missing required field {field!r} ({spec.doc})")
        elif field in node and spec.choices is not None:
            chk.choice(node, field, spec.choices, where)
        elif field in node and spec.identity:
            chk.choice(node, field, list(identities), where)
        elif field in node and spec.expression:
            try:
                expressions.parse(node[field], kind.scope[field])
            except expressions.ExprError as exc:
                chk.error(node.line_of(field), f"{where}, field {field!r}", str(exc))
    chk.choice(node, "dtypes", list(dtype_sets), where)
    chk.choice(node, "dtype_arg", DTYPE_ARGS, where)
    chk.choice(node, "output_mask", kind.output_masks, where)
    chk.choice(node, "param", PARAM_RESOLVERS + (None,), where)
    chk.choice(node, "result", list(type_rules), where)
    chk.choice(node, "value", list(type_rules), where)
    if "runs_as" in node:
        chk.choice(node, "runs_as", list(type_rules), where)
    chk.choice(node, "identity", list(identities) + [None], where)
    chk.choice(node, "fully_masked", list(identities) + list(FULLY_MASKED_EXTRA), where)
    if node.get("fully_masked") == "identity" and node.get("identity") is None:
        chk.error(node.line_of("fully_masked"), f"{where}, field 'fully_masked'",
                  "'identity' names the op's identity, but the op has none (identity: ~)")
    # (a dtypes that is not a set's name -- a list, say -- is reported above; no families then)
    families = dtype_sets.get(node.get("dtypes"), ()) if isinstance(node.get("dtypes"), str) else ()
    names = tuple(d for d in dtypes if dtypes[d].family in families)
    dims = node.get("dims")
    if "dim" not in kind.params:
        if dims:
            chk.error(node.line_of("dims"), f"{where}, field 'dims'", f"a {kind.name} op has no dim")
        dims = []
    elif not isinstance(dims, list) or not dims or any(d not in DIM_FORMS for d in dims):
        chk.error(node.line_of("dims"), f"{where}, field 'dims'",
                  f"expected a non-empty list of {', '.join(DIM_FORMS)}, got {dims!r}")
    # Every dtype the op accepts needs an identity and type rules.
    for field in ("identity", "fully_masked"):
        ident = node.get(field)
        if ident in identities:
            missing = _covers(identities[ident], dtypes, names)
            if missing:
                chk.error(node.line_of(field), f"{where}, field {field!r}",
                          f"identity {ident!r} has no value for {', '.join(missing)} "
                          f"(add a key for {dtypes[missing[0]].family!r} or 'all' to identities {ident!r})")
    for field in ("result", "value", "runs_as"):
        rule = node.get(field)
        if rule in type_rules:
            missing = _covers(type_rules[rule], dtypes, names)
            if missing:
                chk.error(node.line_of(field), f"{where}, field {field!r}",
                          f"type rule {rule!r} has no entry for {', '.join(missing)}")
    # Signature: a Python parameter list holding the kind's parameters.
    params: tuple[str, ...] = ()
    typed: tuple = ()
    kind_params = kind.params
    try:
        sig = signature.parse(node.get("signature", ""))
    except signature.SignatureError as exc:
        chk.error(node.line_of("signature"), f"{where}, field 'signature'", str(exc))
        sig = signature.Signature(text=str(node.get("signature", "")), params=())
    else:
        missing = [p for p in kind_params if p not in sig.names]
        if missing:
            chk.error(node.line_of("signature"), f"{where}, field 'signature'",
                      f"missing parameter(s) {', '.join(missing)} that every {kind.name} op takes")
        params = tuple(p for p in sig.names if p not in kind_params)
        typed = _typed(chk, where, node, kind, sig, params)
        # (a declaration in error is reported as such, not as a missing doc or resolver)
        declared = set(typed_names(typed)) | set(node.get("params") or ())
        docs = node.get("param_docs") or {}
        for p in params:
            if p in declared:
                if p in docs:
                    chk.error(node.line_of("param_docs"), f"{where}, field 'param_docs'",
                              f"parameter {p!r} is typed (its `doc` is in its declaration): delete this entry")
            elif p not in docs:
                chk.error(node.line_of("signature"), f"{where}, field 'param_docs'",
                          f"parameter {p!r} of the signature has no documentation")
        for p in docs:
            if p not in params:
                chk.error(node.line_of("param_docs"), f"{where}, field 'param_docs'",
                          f"{_one_of(p, params)}: not an extra parameter of the signature")
        untyped = [p for p in params if p not in declared]
        if untyped and not node.get("param"):
            chk.error(node.line_of("signature"), f"{where}, field 'param'",
                      f"the signature has extra parameter(s) {', '.join(untyped)}; name a resolver "
                      f"({', '.join(PARAM_RESOLVERS)}) in 'param' or declare their types in 'params'")
    if "stat_from" in node:
        # normalize reuses another op's folds (normalize: norm's) as its stat pass.
        node = _with_stat_from(chk, where, node, op_nodes)
    variants = _variants(chk, where, node, kind, names, dtypes, identities, type_rules)
    _check_fully_masked(chk, where, node, kind, variants, identities)
    if kind.validate is not None:
        kind.validate(chk, where, node, variants)
    if not isinstance(node.get("note", ""), str):
        chk.error(node.line_of("note"), f"{where}, field 'note'", "expected a paragraph of text (a string)")
    example = _example(chk, where, node.get("example"), node.line_of("example"), examples, dtypes)
    _tests(chk, where, node.get("tests"), node.line_of("tests"), params, names)
    return Op(name=name, line=line, kind=kind.name, noun=node.get("noun", ""), signature=sig, params=params,
              dtypes=names, dims=tuple(dims) if isinstance(dims, list) else (),
              dtype_arg=node.get("dtype_arg"), identity=node.get("identity"),
              fully_masked=node.get("fully_masked"), result=node.get("result"), value=node.get("value"),
              output_mask=node.get("output_mask"), param=node.get("param"), variants=variants,
              compare=node.get("compare"), example=example,
              param_docs=dict(node.get("param_docs", {}) or {}), typed=typed, note=str(node.get("note") or ""),
              masked_value=node.get("masked_value"), elementwise=node.get("elementwise"),
              rank=node.get("rank"), tests=dict(node.get("tests", {}) or {}),
              runs_as=node.get("runs_as"), runs_as_line=node.line_of("runs_as") if "runs_as" in node else line,
              own={f: node[f] for f in kind.fields if f in node})


def _variants(chk, where, node, kind, names, dtypes, identities, type_rules) -> tuple[Variant, ...]:
    if not kind.folds:
        for key in FOLD_KEYS:
            if key in node:
                chk.error(node.line_of(key), f"{where}, field {key!r}", f"{kind.name} ops take no folds")
        return ()
    finalize = ("finalize",) if kind.finalized else ()
    if "variants" in node:
        for key in ("passes", "center", "finalize"):
            if key in node:
                chk.error(node.line_of(key), f"{where}, field {key!r}",
                          "give it inside each variant when 'variants' is present")
        vnodes = node["variants"]
        if not chk.mapping(vnodes, node.line_of("variants"), f"{where}, field 'variants'"):
            return ()
        out = []
        for vname, vnode in vnodes.items():
            vwhere = f"{where}, variant {vname!r}"
            if not chk.mapping(vnode, vnodes.line_of(vname), vwhere):
                continue
            chk.keys(vnode, VARIANT_KEYS, ("when", "passes") + finalize, vwhere)
            out.append(_variant(chk, vwhere, vname, vnode, vnode.get("when", "True"), names, dtypes,
                                identities, type_rules, kind))
        return tuple(out)
    for key in ("passes",) + finalize:
        if key not in node:
            chk.error(node.line, where, f"missing required field {key!r} (or 'variants')")
    return (_variant(chk, where, "", node, "True", names, dtypes, identities, type_rules, kind),)


def _float_value(identities, name):
    """An identity's float64 value (what the loader evaluates formulas with)."""
    table = identities.get(name) or {}
    raw = table.get("float64", table.get("float", table.get("all")))
    return float(raw) if raw not in (None, "min", "max") else None


def _same(a, b) -> bool:
    return (a != a and b != b) or a == b


def _check_fully_masked(chk, where, node, kind, variants, identities) -> None:
    """What a fully masked slice yields is computed from the entry's own
    formulas (pass identities, then center and finalize with n = 0, or the
    elementwise function of two identities) and must be what `fully_masked`
    declares: the field documents the code, it cannot contradict it."""
    op_ident = node.get("identity")
    declared_op = node.get("fully_masked")
    line = node.line_of("fully_masked")
    if kind.fully_masked == "elementwise":
        expr = node.get("elementwise")
        got = declared = None
        if op_ident in identities and expr:
            v = _float_value(identities, op_ident)
            got = _eval_or_none(expr, {"a": v, "b": v})
        declared = _float_value(identities, op_ident if declared_op == "identity" else declared_op)
        if got is not None and declared is not None and not _same(got, declared):
            chk.error(line, f"{where}, field 'fully_masked'",
                      f"where both operands are masked out the op computes {got!r} "
                      f"(elementwise of two identities), not {declared_op!r}")
        return
    if kind.fully_masked == "literal":
        return          # the kernels write fully_masked as declared
    for v in variants:
        declared_name = v.fully_masked or declared_op
        declared_name = op_ident if declared_name == "identity" else declared_name
        declared = _float_value(identities, declared_name)
        accs = [_float_value(identities, pass_identity(op_ident, ps)) for ps in v.passes]
        if declared is None or None in accs:
            continue
        if kind.fully_masked == "running":
            got = accs[0]               # the running value never leaves the identity
        else:
            got = _empty_slice_value(v, accs)
        if got is not None and not _same(got, declared):
            vline = node["variants"].line_of(v.name) if v.name and "variants" in node else line
            fix = f"declare `fully_masked: {_identity_name(identities, got)}`"
            if len(v.passes) > 1 and "n" not in expressions.names(v.finalize):
                # a formula of several identities (ptp's lowest - highest) is rarely a meaningful result
                fix += (" if that is the result you mean, or guard the finalize on the count of valid "
                        "elements (`... if n > 0 else ...`) and declare what the guard gives")
            chk.error(vline, f"{where}" + (f", variant {v.name!r}" if v.name else ", field 'fully_masked'"),
                      f"a fully masked slice yields {got!r} by the entry's own formulas, but it says "
                      f"{declared_name!r}; {fix}" + (" in the variant" if v.name else ""))


def _identity_name(identities, value) -> str:
    # Names whose value is the same for every dtype first (pos_inf, not highest).
    for name in sorted(identities, key=lambda n: "all" not in identities[n]):
        if _same(_float_value(identities, name) if _float_value(identities, name) is not None else object(),
                 value):
            return name
    return "<an identity with this value>"


def _eval_or_none(expr, values):
    try:
        return float(expressions.evaluate(expr, values))
    except Exception:        # a helper without a Python twin: nothing to compare
        return None


def _empty_slice_value(v, accs):
    """finalize(center(...)) with n = 0 and every accumulator at its identity,
    for a few parameter values (it must not depend on them)."""
    results = set()
    for prm in (1.0, 2.0, 0.5):
        values = {"n": 0, "prm": prm, "prm2": 0.0, **{f"a{i}": a for i, a in enumerate(accs)}}
        values["c"] = _eval_or_none(v.center, values) if v.center else 0.0
        if values["c"] is None:
            return None
        got = _eval_or_none(v.finalize or "a0", values)
        if got is None:
            return None
        results.add("nan" if got != got else got)
    if len(results) != 1:
        return None
    got = results.pop()
    return math.nan if got == "nan" else got


def _check_expressions(chk, where, node, kind, passes) -> None:
    """Parse every expression of a variant (or op) against its field's scope
    (codegen/expressions.py): syntax errors and unknown names, with their line."""
    def check(field, text, scope_key, line):
        scope = kind.scope.get(scope_key)
        if scope is None:
            chk.error(line, f"{where}, field {field!r}", f"a {kind.name} op has no field {field!r}")
            return
        try:
            expressions.parse(text, scope)
        except expressions.ExprError as exc:
            chk.error(line, f"{where}, field {field!r}", str(exc))

    pnodes = node.get("passes") or []
    for ps, pnode in zip(passes, pnodes):
        for text in ps.map.values():
            # a second pass's map (and a two-pass finalize) may have a scope of its own
            check("map", text, "map2" if ps.index and "map2" in kind.scope else "map", pnode.line_of("map"))
    if node.get("center") is not None:
        check("center", node["center"], "center", node.line_of("center"))
    if node.get("finalize"):
        key = "finalize2" if len(passes) == 2 and "finalize2" in kind.scope else "finalize"
        check("finalize", node["finalize"], key, node.line_of("finalize"))
    for field in ("write", "fold"):
        if node.get(field) is not None:
            # a string, or a per-dtype table as a pass's map ({all: ..., float32: ...})
            for text in (node[field].values() if isinstance(node[field], LMap) else [node[field]]):
                check(field, text, field, node.line_of(field))


def _with_stat_from(chk, where, node, op_nodes) -> LMap:
    """A copy of `node` whose variants are those of op `stat_from`, each with
    the node's center wrapped around that variant's finalize ({finalize})."""
    source = op_nodes.get(node["stat_from"])
    if source is None or "variants" not in source:
        chk.error(node.line_of("stat_from"), f"{where}, field 'stat_from'",
                  _one_of(node["stat_from"], [n for n, o in op_nodes.items() if "variants" in o]))
        return node
    out = LMap(node)
    out.line, out.key_lines = node.line, dict(node.key_lines)
    variants = LMap()
    variants.line, variants.key_lines = source["variants"].line, dict(source["variants"].key_lines)
    for vname, vnode in source["variants"].items():
        v = LMap(vnode)
        v.line, v.key_lines = vnode.line, dict(vnode.key_lines)
        v["center"] = node["center"].replace("{finalize}", f"({vnode.get('finalize', 'a0')})")
        del v["finalize"]
        v.pop("fully_masked", None)   # the norm's empty slice, not the normalization's
        v["write"] = node["write"]
        variants[vname] = v
    out["variants"] = variants
    for key in ("center", "write", "stat_from"):
        del out[key]
    return out


def _variant(chk, where, vname, node, when, names, dtypes, identities, type_rules, kind) -> Variant:
    passes = []
    pnodes = node.get("passes", [])
    if not isinstance(pnodes, LList) or not 1 <= len(pnodes) <= 2:
        chk.error(node.line_of("passes"), f"{where}, field 'passes'", "expected a list of one or two passes")
        pnodes = LList()
        pnodes.item_lines = []
    for i, (pnode, pline) in enumerate(zip(pnodes, pnodes.item_lines)):
        pwhere = f"{where}, pass {i + 1}"
        if not chk.mapping(pnode, pline, pwhere):
            continue
        chk.keys(pnode, PASS_KEYS, ("combine", "acc", "map"), pwhere)
        chk.choice(pnode, "combine", COMBINES, pwhere)
        chk.choice(pnode, "acc", list(type_rules), pwhere)
        chk.choice(pnode, "identity", list(identities), pwhere)
        emap = pnode.get("map", "v")
        table = dict(emap) if isinstance(emap, LMap) else {"all": emap}
        missing = _covers(table, dtypes, names)
        if missing:
            chk.error(pnode.line_of("map"), f"{pwhere}, field 'map'",
                      f"no expression for {', '.join(missing)} (add an 'all' key)")
        acc = pnode.get("acc")
        if acc in type_rules and _covers(type_rules[acc], dtypes, names):
            chk.error(pnode.line_of("acc"), f"{pwhere}, field 'acc'",
                      f"type rule {acc!r} has no entry for {', '.join(_covers(type_rules[acc], dtypes, names))}")
        passes.append(Pass(index=i, combine=pnode.get("combine", "add"), acc=acc, map=table,
                           identity=pnode.get("identity"), line=pline))
    _check_expressions(chk, where, node, kind, passes)
    tables = {}
    for field in ("write", "fold"):
        if node.get(field) is None:
            tables[field] = None
            continue
        tables[field] = dict(node[field]) if isinstance(node[field], LMap) else {"all": node[field]}
        missing = _covers(tables[field], dtypes, names)
        if missing:
            chk.error(node.line_of(field), f"{where}, field {field!r}",
                      f"no expression for {', '.join(missing)} (add an 'all' key)")
    if len(passes) == 2 and "center" not in node:
        chk.error(node.line, where, "missing required field 'center' (two passes need the value pass 2 uses)")
    if len(passes) == 1 and "center" in node and not kind.center_always:
        chk.error(node.line_of("center"), f"{where}, field 'center'", "only a two-pass op has a center")
    try:
        expressions.parse(when, expressions.WHEN_SCOPE, python=True)
    except expressions.ExprError as exc:
        chk.error(node.line_of("when"), f"{where}, field 'when'", str(exc))
    if vname:   # (an op without variants is its own single variant)
        chk.choice(node, "fully_masked", list(identities), where)
    return Variant(name=vname, when=str(when), passes=tuple(passes), center=node.get("center"),
                   finalize=str(node.get("finalize", "")), line=node.line,
                   write=tables["write"], fold=tables["fold"], fully_masked=node.get("fully_masked") if vname else None)


def typed_names(typed: tuple) -> tuple:
    return tuple(p.name for p in typed)


def _typed(chk, where, node, kind, sig, params) -> tuple:
    """The op's typed parameters (ptypes.Param), in resolution order: its kind's
    (Kind.typed) that its signature has or that have a declared default (then
    fixed at it), then its own (`params`).  The default of each is its
    signature's; a declared one must agree with it."""
    own = node.get("params") or LMap()
    pwhere = f"{where}, field 'params'"
    if not chk.mapping(own, node.line_of("params"), pwhere):
        own = LMap()
    declared = []
    for p in kind.typed:
        if p.name in own:
            chk.error(own.line_of(p.name), pwhere, f"parameter {p.name!r} is declared by the {kind.name} kind")
        if p.name in sig.names or p.default is not ptypes.REQUIRED:
            declared.append((p, node.line_of("signature")))
        elif p.default is ptypes.REQUIRED:
            chk.error(node.line_of("signature"), f"{where}, field 'signature'",
                      f"missing parameter {p.name!r} that every {kind.name} op takes (a required typed parameter)")
    for name, entry in own.items():
        ewhere = f"{pwhere}, {name!r}"
        if name not in params:
            chk.error(own.line_of(name), pwhere, f"{_one_of(name, params)}: not an extra parameter of the signature")
            continue
        if not chk.mapping(entry, own.line_of(name), ewhere):
            continue
        chk.keys(entry, TYPED_KEYS, ("type", "doc"), ewhere, own.line_of(name))
        chk.choice(entry, "type", list(ptypes.TYPES), ewhere)
        cls = ptypes.TYPES.get(entry.get("type"))
        if cls is None:
            continue
        options = {k: (tuple(v) if k == "choices" else v) for k, v in entry.items() if k not in ("type", "doc")}
        try:
            t = cls(**options)
        except TypeError as exc:
            chk.error(own.line_of(name), ewhere, f"not an option of type {entry['type']!r} ({exc})")
            continue
        declared.append((ptypes.Param(name, t, doc=" ".join(str(entry.get("doc", "")).split())),
                         own.line_of(name)))
    out = []
    for p, line in declared:
        if kind.compiled and p.type.slot is None:
            chk.error(line, pwhere, f"parameter {p.name!r}: a {type(p.type).__name__} reaches no kernel plan "
                      f"(only int, real and bool do), and {kind.name} ops run compiled kernels")
        if p.name in sig.defaults:
            value = signature.Param(p.name, "", sig.defaults[p.name]).value
            if p.default is not ptypes.REQUIRED and value != p.default:
                chk.error(line, f"{where}, field 'signature'",
                          f"parameter {p.name!r} defaults to {value!r}; its declaration says {p.default!r}")
            try:
                value = p.type.check(name_of(where), p.name, value,
                                     {q.name: q.default for q in out if q.default is not ptypes.REQUIRED})
            except KeyError:        # (a bound or None naming a required parameter: checked per call)
                pass
            except (TypeError, ValueError) as exc:
                chk.error(line, f"{where}, field 'signature'", f"the default of {p.name!r} is not valid: {exc}")
            p = ptypes.Param(p.name, p.type, value, p.doc)
        out.append(p)
    return tuple(out)


def name_of(where: str) -> str:
    """"op 'x'" -> 'x'."""
    return where.split("'")[1] if "'" in where else where


def _tests(chk, where, node, line, params, names) -> None:
    """tests: {params: [ {name: value}, ... ], rtol: {dtype: number}}"""
    if node is None:
        return
    twhere = f"{where}, field 'tests'"
    if not chk.mapping(node, line, twhere):
        return
    chk.keys(node, ("params", "rtol"), (), twhere)
    for i, case in enumerate(node.get("params", []) or []):
        for key in case if isinstance(case, dict) else ():
            if key not in params:
                chk.error(node.line_of("params"), f"{twhere}, params[{i}]", _one_of(key, params))
    for key in node.get("rtol", {}) or {}:
        if key not in names:
            chk.error(node.line_of("rtol"), f"{twhere}, rtol", _one_of(key, names))


def _example(chk, where, node, line, examples, dtypes) -> Example | None:
    if node is None:
        return None
    ewhere = f"{where}, field 'example'"
    if not chk.mapping(node, line, ewhere):
        return None
    chk.keys(node, EXAMPLE_KEYS, ("uses", "call", "expect", "expect_dtype"), ewhere)
    data = examples.get(node.get("uses"))
    if data is None:
        chk.error(node.line_of("uses"), f"{ewhere}, key 'uses'", _one_of(node.get("uses"), list(examples)))
        return None
    for key in EXAMPLE_DATA_KEYS:
        if key not in data:
            chk.error(data.line, f"example {node.get('uses')!r}", f"missing required field {key!r}")
            return None
    for key, value in (("input_dtype", data["input_dtype"]), ("expect_dtype", node.get("expect_dtype"))):
        if value not in dtypes:
            chk.error(node.line, f"{ewhere}, key {key!r}", _one_of(value, list(dtypes)))
    unknown = [key for key in data if key not in EXAMPLE_DATA_KEYS + ("other",)]
    for key in unknown:
        chk.error(data.line_of(key), f"example {node.get('uses')!r}", f"unknown key {_one_of(key, EXAMPLE_DATA_KEYS + ('other',))}")
    return Example(input=list(data["input"]), input_dtype=data["input_dtype"], mask=list(data["mask"]),
                   other=list(data["other"]) if "other" in data else None,
                   call=node.get("call", ""), expect=list(node.get("expect", [])),
                   expect_dtype=node.get("expect_dtype"), round=node.get("round"), line=node.line)


def _selector_args(chk: _Checker, root: LMap) -> dict:
    node = root.get("selector_args") or LMap()
    if not chk.mapping(node, root.line_of("selector_args") if "selector_args" in root else 1, "selector_args"):
        return {}
    out = {}
    for name, entry in node.items():
        where = f"selector_args {name!r}"
        if not chk.mapping(entry, node.line_of(name), where):
            continue
        chk.keys(entry, ("role", "doc"), ("role",), where)
        chk.choice(entry, "role", ROLES, where)
        if entry.get("role") not in ("mask", "value") and "doc" not in entry:
            chk.error(entry.line, where, "missing required field 'doc' (only mask and value "
                                         "parameters take theirs from the layouts)")
        out[name] = {"role": entry.get("role"), "doc": entry.get("doc", "")}
    return out


def _selector(chk, name, node, line, dtypes, dtype_sets, layouts, selector_args) -> Selector:
    """A selector entry: kind, layouts, signature (names from selector_args), examples."""
    where = f"op {name!r}"
    chk.keys(node, SELECTOR_KEYS, SELECTOR_REQUIRED, where, line)
    kind = node.get("kind")
    chk.choice(node, "dtypes", list(dtype_sets), where)
    chk.choice(node, "mask", list(layouts["mask_layouts"]) or ["(no mask_layouts table)"], where)
    chk.choice(node, "value", list(layouts["value_layouts"]) or ["(no value_layouts table)"], where)
    for field, allowed in (("mask", SELECTOR_KINDS[kind].masks), ("value", SELECTOR_KINDS[kind].values)):
        if field in node and node[field] in layouts[f"{field}_layouts"] and node[field] not in allowed:
            chk.error(node.line_of(field), f"{where}, field {field!r}",
                      f"a {kind} kernel runs {field} layouts {', '.join(allowed)}, not {node[field]!r}")
    if "inplace" in node and not isinstance(node["inplace"], bool):
        chk.error(node.line_of("inplace"), f"{where}, field 'inplace'", f"expected true or false, got {node['inplace']!r}")
    # (a dtypes that is not a set's name -- a list, say -- is reported above; no families then)
    families = dtype_sets.get(node.get("dtypes"), ()) if isinstance(node.get("dtypes"), str) else ()
    names = tuple(d for d in dtypes if dtypes[d].family in families)
    sig = signature.load(chk, node, "signature", where)
    params = sig.names
    roles = {}
    for p in params:
        if p not in selector_args:
            chk.error(node.line_of("signature"), f"{where}, field 'signature'",
                      f"parameter {_one_of(p, list(selector_args))}: add it to selector_args")
        else:
            roles[p] = selector_args[p]["role"]
    if params:
        needed = ["input", "mask"] + (["value"] if node.get("value") not in (None, "none") else []) + \
                 (["axis"] if node.get("mask") in ("slice", "axis", "indices") else [])
        missing = [r for r in needed if r not in roles.values()]
        if missing:
            chk.error(node.line_of("signature"), f"{where}, field 'signature'",
                      f"no parameter with role(s) {', '.join(missing)}")
        if roles.get(params[0]) != "input":
            chk.error(node.line_of("signature"), f"{where}, field 'signature'",
                      "the first parameter must be the input (role input)")
    examples = []
    enodes = node.get("examples") or LList()
    for i, (enode, eline) in enumerate(zip(enodes, getattr(enodes, "item_lines", []))):
        ewhere = f"{where}, example {i + 1}"
        if not chk.mapping(enode, eline, ewhere):
            continue
        chk.keys(enode, SELECTOR_EXAMPLE_KEYS, ("given", "call", "expect"), ewhere)
        call = str(enode.get("call", ""))
        if not (call.startswith(name + "(")):
            chk.error(enode.line_of("call") if "call" in enode else eline, f"{ewhere}, field 'call'",
                      f"expected a call of {name}(...), got {call!r}")
        if enode.get("expect_dtype") is not None and enode["expect_dtype"] not in dtypes:
            chk.error(enode.line_of("expect_dtype"), f"{ewhere}, field 'expect_dtype'",
                      _one_of(enode["expect_dtype"], list(dtypes)))
        examples.append(SelectorExample(given=dict(enode.get("given") or {}), call=call,
                                        expect=enode.get("expect"), expect_dtype=enode.get("expect_dtype"),
                                        seed=enode.get("seed"), line=eline))
    return Selector(name=name, line=line, kind=kind, summary=" ".join(str(node.get("summary", "")).split()),
                    seed=" ".join(str(node.get("seed", "")).split()), signature=sig, params=params,
                    roles=roles, dtypes=names, mask=node.get("mask"), value=node.get("value"),
                    inplace=bool(node.get("inplace", False)), examples=tuple(examples))
