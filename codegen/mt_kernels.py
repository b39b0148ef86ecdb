"""Descriptors of the MaskedTensor families' fused kernels (ops.yaml:
masked_tensor.families.F.kernels, for masked_tensor.kernel_dtypes).

Each (method, dtype) gets the variants its family runs: a unary method a new
result (`u`) and, if it has an in-place form, `u_`; a binary method array
and scalar operands (`aa`, `as`) and their in-place forms (`aa_`, `as_`)
unless its result is bool (comparisons: the in-place form writes 0/1 in
self's dtype and stays with numpy).

The module exports one entry per variant, `variant(index, *operands)`: it
calls kernel `index` of that variant's table of C loops (FUSED maps a key to
(entry, index, result is bool)); one argument parser per variant, not one
per kernel, keeps the module's C (and its compile time) small."""
from __future__ import annotations

import ast

from . import expressions
from .model import Spec


# The branch-free select of tp_support.h for each kernel dtype.
SEL = {"float32": "tp_sel_f32", "float64": "tp_sel_f64"}


def mt_kernels(spec: Spec) -> dict:
    """{'kernels': [descriptor, ...], 'expr_helpers': what to declare for the helpers the expressions call}."""
    mt = spec.masked_tensor
    out = []
    for fam in mt.families:
        for method, by_dtype in fam.kernels.items():
            tree = ast.parse(by_dtype["float64"], mode="eval")
            is_bool = isinstance(tree.body, ast.Compare)
            unary = fam.helper == "unary"
            variants = ["u"] if unary else ["aa", "as"]
            if method in fam.inplace and not is_bool:
                variants += [v + "_" for v in variants]
            for dtype in mt.kernel_dtypes:
                ctype = spec.dtypes[dtype].ctype
                for v in variants:
                    out.append({"method": method, "dtype": dtype, "variant": v, "expr": by_dtype[dtype],
                                "name": f"{method}_{dtype}_{v.rstrip('_')}{'_inplace' if v.endswith('_') else ''}",
                                "t": ctype, "out_t": "uint8_t" if is_bool else ctype,
                                "sel": "tp_sel_u8" if is_bool else SEL[dtype], "sel_in": SEL[dtype],
                                "block": expressions.block_form(by_dtype[dtype], "v", ctype) if unary else "",
                                "source": f"ops.yaml: masked_tensor.families.{fam.name}.kernels.{method}"})
    for dtype in mt.kernel_dtypes:
        ctype = spec.dtypes[dtype].ctype
        out.append({"method": "to_tensor", "dtype": dtype, "variant": "fill", "name": f"to_tensor_{dtype}",
                    "t": ctype, "out_t": ctype, "sel": SEL[dtype], "sel_in": SEL[dtype], "block": "",
                    "source": "MaskedTensor.to_tensor(fill): data where valid, fill elsewhere"})
    tables: dict[str, int] = {}
    for k in out:
        k["index"] = tables.get(k["variant"], 0)
        tables[k["variant"]] = k["index"] + 1
    helpers = expressions.declarations([e for fam in mt.families for by_dtype in fam.kernels.values()
                                        for e in by_dtype.values()])
    return {"kernels": out, "expr_helpers": helpers, "tables": tables}
