"""docs/api/sparse_support.inc: what every op, method family, special
function and selector does with a sparse MaskedTensor (docs/sparse.rst
includes it), from ops.yaml and the kinds' `sparse` field, so the table is
the registry's own word (tensorplay/masked/_sparse/runtime.py follows the
same fields)."""
from __future__ import annotations

from .kinds import KINDS
from .model import Spec

HEADER = ".. Generated from ops.yaml by `python -m codegen` (codegen/render_sparse.py); do not edit."
REFUSED = "a TypeError that names ``to_dense()``"

# Kind.sparse -> (how it runs, what it returns) for one output per kept position / per element.
HOW = {
    "segments": ("the op's own kernels on dense blocks of the stored elements of each kept position",
                 "a strided MaskedTensor", "the input's sparse layout (its pattern, minus masked-out results)"),
    "positions": ("as segments; the position in a segment is mapped back to the dense shape",
                  "a strided int64 MaskedTensor of dense indices", ""),
    "pair": ("the two patterns meet by the output-mask rule (``and``: intersection, ``or``: union)",
             "", "the first sparse operand's layout (a dense result with a dense operand under ``or``)"),
    "": ("refused: the kernels read neighbours by position", REFUSED, REFUSED),
}
FAMILY = {
    "unary": ("the strided helper on the values", "the input's layout and pattern"),
    "binary": ("numpy broadcasting by position; two sparse operands meet at their intersection (AND rule)",
               "the first sparse operand's layout; its pattern minus masked-out results"),
    "method": ("as the function or adapter it calls: the op rows above; the layout methods, ``values()``, "
               "``to(dtype)``, ``detach()``, ``ones_like()``, ``item()`` on the storage",
               "as the op; an adapter that needs the dense pair raises " + REFUSED),
    "combine": ("refused", REFUSED),
    "structural": ("refused", REFUSED),
}
STRATEGY = {"permute": "the stored coordinates permuted and re-sorted", "copy": "the values copied",
            "reshape": "the same row-major positions in the new shape (a view of the values)",
            "unsqueeze": "a coordinate of 0 inserted (a view of the values)",
            "select": "the stored elements at the index, the dim dropped",
            "slice": "the stored elements in the range, renumbered",
            "expand": "the pattern repeated along the expanded dims",
            "split": "each piece the stored elements of its range (as slice)",
            "cat": "the stored elements joined (strided operands by their valid elements)",
            "stack": "as cat, along a new dim"}


def _row(cells) -> list[str]:
    return [f"   * - {cells[0]}"] + [f"     - {c}" for c in cells[1:]]


def sparse_table(spec: Spec) -> str:
    lines = [HEADER, "", ".. list-table::", "   :header-rows: 1", "   :widths: 22 45 33", ""]
    lines += _row(("op or method", "on a sparse MaskedTensor", "returns"))
    for name, kind in KINDS.items():
        ops = [op.name for op in spec.ops.values() if op.kind == name]
        if not ops:
            continue
        how, per_kept, per_element = HOW[kind.sparse]
        returns = (per_element if kind.full_output else per_kept) or per_kept or per_element
        lines += _row((", ".join(f"``{o}``" for o in ops) + f" ({name})", how, returns))
    for fam in spec.masked_tensor.families:
        methods = sorted(fam.methods)
        shown = ", ".join(f"``{m}``" for m in methods[:6]) + (f" and {len(methods) - 6} more" if len(methods) > 6 else "")
        if fam.sparse:                 # (structural and combine: a strategy per callable)
            moved = {m: fam.sparse[t] for m, t in fam.methods.items() if t in fam.sparse}
            for how in sorted(set(moved.values())):
                names = ", ".join(f"``{m}``" for m in sorted(moved) if moved[m] == how)
                lines += _row((f"{names} ({fam.name})", STRATEGY[how], "the (first sparse) input's layout"))
            rest = [m for m in methods if m not in moved]
            if rest:
                lines += _row((", ".join(f"``{m}``" for m in rest) + f" ({fam.name})", "refused", REFUSED))
            continue
        how, returns = FAMILY[fam.helper]
        lines += _row((f"{shown} ({fam.name})", how, returns))
    if spec.special:
        lines += _row((", ".join(f"``special.{s}``" for s in spec.special), "the kernels on the values",
                       "the input's layout and pattern"))
    if spec.selectors:
        lines += _row((", ".join(f"``{s}``" for s in spec.selectors), "refused: a selector moves elements by "
                       "dense position", REFUSED))
    return "\n".join(lines) + "\n"
