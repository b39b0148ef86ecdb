"""Load and validate the `special` and `masked_tensor` sections of ops.yaml
(errors go to the same checker as the ops', with ops.yaml:LINE)."""
from __future__ import annotations

import re

from . import expressions, signature
from .model import MTFamily, MTSpec, NumpyFunction, Special
from .yamlsrc import LMap

# The family helpers of tensorplay/masked/_masked_tensor/core.py.
HELPERS = ("unary", "binary", "method", "structural", "combine")
FAMILY_KEYS = ("helper", "doc", "params", "methods", "inplace", "kernels", "derivatives", "sparse")
# How a structural or combine method runs on sparse storage (tensorplay/masked/_sparse/runtime.py
# structural / combine), by helper.
SPARSE_STRATEGIES = {"structural": ("permute", "copy", "reshape", "unsqueeze", "select", "slice", "expand", "split"),
                     "combine": ("cat", "stack")}
# The helpers whose methods may have fused kernels, and the scope of their expressions.
KERNEL_SCOPE = {"unary": ("mt_unary", "kernels"), "binary": ("mt_binary", "kernels")}
# The dtypes fused kernels are generated for (masked_tensor.kernel_dtypes picks among them).
KERNEL_DTYPES = ("float32", "float64")
SPECIAL_KEYS = ("expr", "doc", "derivative")
CALLABLE = re.compile(r"^(np|special|fn|ops)\.[A-Za-z_][A-Za-z0-9_]*$")
MT_KEYS = ("families", "operators", "numpy_functions", "constructors", "kernel_dtypes")
# A numpy function's entry: its target ("method" or "op"), numpy's defaults that differ from
# the target's, and what numpy's axis=None means ("flatten": the flattened tensor along dim 0).
NUMPY_FUNCTION_KEYS = ("method", "op", "defaults", "axis_none")
# The methods of the storage class itself (tensorplay/masked/_masked_tensor/core.py
# MaskedTensorCore; tests/test_masked_tensor.py checks they are there) that a numpy
# function may name besides the families' methods.
CORE_METHODS = ("dim", "size", "numel")


# The type rule of the special functions' results (ints -> float64).
SPECIAL_RESULT = "float_result"


def load_special(chk, root: LMap, dtypes: dict, type_rules: dict, one_of) -> dict:
    node = root.get("special")
    if node is None:
        return {}
    if not chk.mapping(node, root.line_of("special"), "special"):
        return {}
    if SPECIAL_RESULT not in type_rules:
        chk.error(root.line_of("special"), "special",
                  f"needs the type rule {SPECIAL_RESULT!r} (the dtype of each function's result)")
        return {}
    names = tuple(d for d in dtypes if dtypes[d].family in ("bool", "sint", "uint", "float"))
    out = {}
    for name, entry in node.items():
        where = f"special {name!r}"
        if not chk.mapping(entry, node.line_of(name), where):
            continue
        chk.keys(entry, SPECIAL_KEYS, SPECIAL_KEYS, where)   # (derivative: codegen/derivatives.py)
        try:
            expressions.parse(entry.get("expr", ""), expressions.SCOPES[("special", "expr")])
        except expressions.ExprError as exc:
            chk.error(entry.line_of("expr"), f"{where}, field 'expr'", str(exc))
        out[name] = Special(name=name, line=node.line_of(name), expr=str(entry.get("expr", "")),
                            doc=" ".join(str(entry.get("doc", "")).split()), dtypes=names,
                            result=SPECIAL_RESULT)
    return out


def load_masked_tensor(chk, root: LMap, ops: dict, special: dict, one_of) -> MTSpec | None:
    node = root.get("masked_tensor")
    if node is None:
        return None
    if not chk.mapping(node, root.line_of("masked_tensor"), "masked_tensor"):
        return None
    chk.keys(node, MT_KEYS, ("families",), "masked_tensor")
    families, seen = [], {}
    fams = node.get("families") or LMap()
    for fname, fnode in fams.items():
        where = f"masked_tensor family {fname!r}"
        if not chk.mapping(fnode, fams.line_of(fname), where):
            continue
        chk.keys(fnode, FAMILY_KEYS, ("doc", "params", "methods"), where)
        helper = fnode.get("helper", fname)
        if helper not in HELPERS:
            chk.error(fnode.line_of("helper") if "helper" in fnode else fnode.line, f"{where}, field 'helper'",
                      one_of(helper, HELPERS))
        methods = fnode.get("methods") or LMap()
        for mname, target in methods.items():
            mline = methods.line_of(mname)
            if not isinstance(target, str) or not CALLABLE.match(target):
                chk.error(mline, f"{where}, method {mname!r}",
                          f"expected np.NAME, special.NAME, fn.NAME or ops.NAME; got {target!r}")
            elif target.startswith("ops.") and target[4:] not in ops:
                chk.error(mline, f"{where}, method {mname!r}", f"unknown op: {one_of(target[4:], list(ops))}")
            elif target.startswith("special.") and target[8:] not in special:
                chk.error(mline, f"{where}, method {mname!r}",
                          f"unknown special function: {one_of(target[8:], list(special))}")
            if mname in seen:
                chk.error(mline, f"{where}, method {mname!r}", f"already a method of family {seen[mname]!r}")
            seen[mname] = fname
        inplace = list(fnode.get("inplace") or [])
        for mname in inplace:
            if mname not in methods:
                chk.error(fnode.line_of("inplace"), f"{where}, field 'inplace'",
                          f"{one_of(mname, list(methods))}: not a method of this family")
            seen.setdefault(mname + "_", fname)
        kernels = _kernels(chk, where, fnode, helper, methods)
        sparse = _sparse(chk, where, fnode, helper, methods, one_of)
        families.append(MTFamily(name=fname, line=fams.line_of(fname), helper=helper,
                                 doc=" ".join(str(fnode.get("doc", "")).split()),
                                 params=signature.load(chk, fnode, "params", where, "(self, *args, **kwargs)"),
                                 methods=dict(methods), inplace=tuple(inplace), kernels=kernels,
                                 sparse=sparse))
    operators = {}
    onode = node.get("operators") or LMap()
    for dunder, target in onode.items():
        method, reflected = (target, False) if isinstance(target, str) else (
            target.get("method"), bool(target.get("reflected", False)))
        if method not in seen:
            chk.error(onode.line_of(dunder), f"masked_tensor operator {dunder!r}", f"{one_of(method, sorted(seen))}")
        operators[dunder] = (method, reflected)
    numpy_functions = {}
    nnode = node.get("numpy_functions") or LMap()
    for fname, target in nnode.items():
        where = f"masked_tensor numpy function {fname!r}"
        if not isinstance(target, dict):
            target = LMap({"method": target})
            target.line, target.key_lines = nnode.line_of(fname), {}
        chk.keys(target, NUMPY_FUNCTION_KEYS, (), where)
        if ("method" in target) == ("op" in target):
            chk.error(nnode.line_of(fname), where, "needs one of 'method' (a MaskedTensor method) or 'op' "
                      "(an array function of ops.yaml's ops)")
            continue
        is_op = "op" in target
        name = target["op"] if is_op else target["method"]
        known = ops if is_op else set(seen) | set(CORE_METHODS)
        if name not in known:
            chk.error(nnode.line_of(fname), where, f"{one_of(name, sorted(known))}")
        chk.choice(target, "axis_none", ("flatten",), where)
        numpy_functions[fname] = NumpyFunction(target=name, is_op=is_op, defaults=dict(target.get("defaults") or {}),
                                               flatten_none=target.get("axis_none") == "flatten")
    constructors = {}
    cnode = node.get("constructors") or LMap()
    for cname, c in cnode.items():
        where = f"masked_tensor constructor {cname!r}"
        if chk.mapping(c, cnode.line_of(cname), where):
            chk.keys(c, ("signature", "doc"), ("signature", "doc"), where)
            constructors[cname] = {"signature": signature.load(chk, c, "signature", where),
                                   "doc": str(c.get("doc", ""))}
    kernel_dtypes = list(node.get("kernel_dtypes") or [])
    for dt in kernel_dtypes:
        if dt not in KERNEL_DTYPES:
            chk.error(node.line_of("kernel_dtypes"), "masked_tensor, field 'kernel_dtypes'",
                      f"{dt!r}: fused kernels are generated for float32 and float64 only")
    return MTSpec(families=tuple(families), operators=operators, numpy_functions=numpy_functions,
                  line=root.line_of("masked_tensor"), constructors=constructors,
                  kernel_dtypes=tuple(kernel_dtypes))


def _sparse(chk, where, fnode, helper, methods, one_of) -> dict:
    """A structural or combine family's sparse strategies: callable -> strategy."""
    node = fnode.get("sparse") or {}
    if node and helper not in SPARSE_STRATEGIES:
        chk.error(fnode.line_of("sparse"), f"{where}, field 'sparse'",
                  f"only the {' and '.join(SPARSE_STRATEGIES)} helpers take sparse strategies, not {helper!r} "
                  f"(the other helpers run every method on sparse storage)")
        return {}
    targets = set(methods.values())
    out = {}
    for target, how in node.items():
        line = node.line_of(target)
        if target not in targets:
            chk.error(line, f"{where}, sparse {target!r}", f"{one_of(target, sorted(targets))}: not a callable "
                      f"of this family's methods")
        elif how not in SPARSE_STRATEGIES[helper]:
            chk.error(line, f"{where}, sparse {target!r}", one_of(how, SPARSE_STRATEGIES[helper]))
        else:
            out[target] = how
    return out


def _kernels(chk, where, fnode, helper, methods) -> dict:
    """A family's fused kernels: method -> {dtype: expression} (each checked
    against its scope).  An entry is one expression for both kernel dtypes or
    a table of them by dtype (`all` for the rest), as the ops' tables are."""
    knode = fnode.get("kernels") or {}
    if knode and helper not in KERNEL_SCOPE:
        chk.error(fnode.line_of("kernels"), f"{where}, field 'kernels'",
                  f"only unary and binary helpers have fused kernels, not {helper!r}")
        return {}
    out = {}
    for mname, expr in knode.items():
        line = knode.line_of(mname)
        if mname not in methods:
            chk.error(line, f"{where}, kernel {mname!r}", "not a method of this family")
            continue
        table = dict(expr) if isinstance(expr, dict) else {"all": expr}
        unknown = sorted(set(table) - {"all", *KERNEL_DTYPES})
        missing = [dt for dt in KERNEL_DTYPES if dt not in table and "all" not in table]
        if unknown or missing:
            chk.error(line, f"{where}, kernel {mname!r}",
                      f"a table of expressions by dtype needs keys among all, {', '.join(KERNEL_DTYPES)}"
                      + (f"; unknown {unknown}" if unknown else "") + (f"; none for {missing}" if missing else ""))
            continue
        by_dtype = {dt: str(table.get(dt, table.get("all"))) for dt in KERNEL_DTYPES}
        try:
            for e in set(by_dtype.values()):
                expressions.parse(e, expressions.SCOPES[KERNEL_SCOPE[helper]])
        except expressions.ExprError as exc:
            chk.error(line, f"{where}, kernel {mname!r}", str(exc))
            continue
        out[mname] = by_dtype
    return out
