"""The per-op tables of the Semantics page (docs/semantics.rst), rendered
from ops.yaml into docs/api/ so that `python -m codegen --check` covers them:
what a masked-out element acts as and what a fully masked or empty slice
gives (per dtype), the result dtypes, what `dtype=` does, and the output
mask of MaskedTensor results.  The hand-written page includes them
(`.. include:: api/semantics_identities.inc`, ...); nothing per op is typed
by hand.

`facts(spec, op)` is the data behind the tables; tests/test_docs.py checks
it against the installed library, so the tables cannot drift from behaviour
either.
"""
from __future__ import annotations

from . import docs
from .derivatives import derivatives_table
from .kernels import identity_value, kernel_dtype
from .kinds import KINDS
from .model import Spec
from .render_sparse import sparse_table

HEADER = ".. Generated from ops.yaml by `python -m codegen` (codegen/render_semantics.py); do not edit."
FAMILY_WORDS = {"bool": "bool", "sint": "signed integers", "uint": "unsigned integers",
                "float": "floats", "complex": "complex"}


def _group(pairs) -> dict[str, list[str]]:
    """[(dtype, text)] -> {text: [dtypes]}, in first-seen order."""
    groups: dict[str, list[str]] = {}
    for dtype, text in pairs:
        groups.setdefault(text, []).append(dtype)
    return groups


def facts(spec: Spec, op) -> dict:
    """Per accepted dtype: the identity (None if undefined), the fully masked
    value (under the default parameters, in the result dtype), the result
    and accumulation dtypes; plus the variants whose fully masked value
    differs ({when-text: value}) and the `dtype=` meaning."""
    per_dtype = {}
    for dtype in op.dtypes:
        result = spec.apply_rule(op.result, dtype)
        ident = (identity_value(spec, op.identity, spec.apply_rule(op.value, dtype))
                 if op.identity is not None else None)
        name = op.identity if op.fully_masked == "identity" else op.fully_masked
        full = "input" if name == "input" else identity_value(spec, name, result)
        per_dtype[dtype] = {"identity": ident, "fully_masked": full, "result": result,
                            "acc": spec.apply_rule(op.value, dtype)}
    variants = {}
    # A normalization's fully masked slice is written whole (0 or nan); the
    # variants it borrows (stat_from) only change its divisor.
    for v in (op.variants if not KINDS[op.kind].fully_masked_fills_slice else ()):
        if getattr(v, "fully_masked", None):
            variants[docs.when_text(op, v.when)] = float(spec.lookup(spec.identities[v.fully_masked], "float64"))
    return {"dtypes": per_dtype, "variants": variants, "dtype_arg": op.dtype_arg}


def _literal(value) -> str:
    return f"``{docs._value_text(value)}``"


def _dtypes_text(spec: Spec, op, dtypes: list[str]) -> str:
    """Dtype names, a whole family of the op's accepted dtypes named as the family."""
    parts = []
    for fam in dict.fromkeys(spec.dtypes[d].family for d in op.dtypes):
        members = [d for d in op.dtypes if spec.dtypes[d].family == fam]
        chosen = [d for d in members if d in dtypes]
        if chosen == members and len(members) > 1:
            parts.append(FAMILY_WORDS[fam])
        else:
            parts += chosen
    return ", ".join(parts)


def _by_value(spec: Spec, op, values: dict, fmt=_literal) -> str:
    groups = _group((d, fmt(v)) for d, v in values.items())
    if len(groups) == 1:
        return next(iter(groups))
    return "; ".join(f"{text} for {_dtypes_text(spec, op, ds)}" for text, ds in groups.items())


# Type rule targets that depend on the input dtype.
_RULE_WORDS = {"same": "the input's", "real": "the input's real dtype (complex64: float32, complex128: float64)"}


def _accepted(spec: Spec, op) -> str:
    fams = list(dict.fromkeys(spec.dtypes[d].family for d in op.dtypes))
    return ", ".join(FAMILY_WORDS[f] for f in fams)


def _table(caption: str, header: list[str], rows: list[list[str]], widths: str | None = None) -> list[str]:
    lines = [f".. list-table:: {caption}", "   :header-rows: 1"]
    if widths:
        lines.append(f"   :widths: {widths}")
    lines.append("")
    for row in [header, *rows]:
        lines.append(f"   * - {row[0]}")
        lines += [f"     - {cell}" for cell in row[1:]]
    return lines + [""]


def _op_ref(op) -> str:
    """A link to the op's API page (absolute: the tables are included from docs/)."""
    return f":doc:`{op.name} </api/{op.name}>`"


def identities_table(spec: Spec) -> str:
    rows = []
    for op in spec.ops.values():
        f = facts(spec, op)
        per = f["dtypes"]
        ident = ("undefined" if op.identity is None
                 else _by_value(spec, op, {d: x["identity"] for d, x in per.items()}))
        if op.fully_masked == "identity":
            full = "the identity"
        elif op.fully_masked == "input":
            full = "the input's own elements"
        else:
            full = _by_value(spec, op, {d: x["fully_masked"] for d, x in per.items()})
        full += "".join(f"; {_literal(v)} when {when}" for when, v in f["variants"].items())
        if KINDS[op.kind].fully_masked_fills_slice:
            full += " at every position of the slice"
        rows.append([_op_ref(op), ident, full, KINDS[op.kind].masked_out(spec, op)])
    return "\n".join([HEADER, "", *_table(
        "What a masked-out element acts as, and what a fully masked or empty slice gives",
        ["op", "identity (a masked-out element acts as)", "fully masked or empty slice",
         "masked-out positions of the output"], rows, "12 40 24 24")])


def dtypes_table(spec: Spec) -> str:
    rows = []
    for op in spec.ops.values():
        per = facts(spec, op)["dtypes"]
        result = _by_value(spec, op, {d: _RULE_WORDS.get(spec.lookup(spec.type_rules[op.result], d), x["result"])
                                      for d, x in per.items()}, fmt=str)
        acc = [f"{d} in {x['acc']}" for d, x in per.items() if x["acc"] not in (x["result"], d)]
        rows.append([_op_ref(op), _accepted(spec, op), result, "; ".join(acc) or "the result dtype",
                     "computes in it (the input is cast first)" if op.dtype_arg == "compute"
                     else "casts the result", _runs_on(spec, op)])
    return "\n".join([HEADER, "", *_table(
        "Accepted input dtypes (others are a TypeError), result dtype per input dtype, dtype=, and the "
        "kernel each dtype runs on",
        ["op", "accepts", "result dtype", "works in", "``dtype=``", "kernel"], rows, "11 17 30 12 14 16")])


def _runs_on(spec: Spec, op) -> str:
    """ops.yaml `runs_as`: which dtypes are cast to another dtype's kernel."""
    targets: dict[str, list[str]] = {}
    for d in op.dtypes:
        target = kernel_dtype(spec, op, d)
        if target != d:
            targets.setdefault(target, []).append(d)
    if not targets:
        return "its own, for every dtype"
    return "; ".join(f"{', '.join(ds)}: cast to {t} first" for t, ds in targets.items()) + "; the others their own"


def output_masks_table(spec: Spec) -> str:
    rows = [[_op_ref(op), " ".join(spec.doc_fragments[f"output_mask_{op.output_mask}"].split())]
            for op in spec.ops.values()]
    lines = [HEADER, "", *_table("The mask of a MaskedTensor result, per function", ["op", "output mask"], rows,
                                 "15 85")]
    mt = spec.masked_tensor
    if mt is not None:
        fam_rows = [[f"{fam.name} ({len(fam.methods)})",
                     " ".join(fam.doc.format(fn="NAME", name="NAME").split())] for fam in mt.families]
        lines += _table("MaskedTensor methods, per family (count of methods): what NAME computes and its mask",
                        ["family", "rule"], fam_rows, "15 85")
    return "\n".join(lines)


def render_semantics(spec: Spec) -> dict[str, str]:
    """The include files of docs/semantics.rst, keyed by path relative to docs/api/."""
    return {"semantics_identities.inc": identities_table(spec),
            "semantics_dtypes.inc": dtypes_table(spec),
            "semantics_output_masks.inc": output_masks_table(spec),
            "derivatives.inc": derivatives_table(spec),
            "sparse_support.inc": sparse_table(spec)}
