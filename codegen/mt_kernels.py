"""Descriptors of the MaskedTensor families' fused kernels (ops.yaml:
masked_tensor.families.F.kernels, for masked_tensor.kernel_dtypes).

Each (method, dtype) gets the variants its family runs: a unary method a new
result (`u`) and, if it has an in-place form, `u_`; a binary method array
and scalar operands (`aa`, `as`) and their in-place forms (`aa_`, `as_`)
unless its result is bool (comparisons: the in-place form writes 0/1 in
self's dtype and stays with numpy)."""
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
        for method, expr in fam.kernels.items():
            tree = ast.parse(expr, mode="eval")
            is_bool = isinstance(tree.body, ast.Compare)
            unary = fam.helper == "unary"
            variants = ["u"] if unary else ["aa", "as"]
            if method in fam.inplace and not is_bool:
                variants += [v + "_" for v in variants]
            for dtype in mt.kernel_dtypes:
                ctype = spec.dtypes[dtype].ctype
                for v in variants:
                    out.append({"method": method, "dtype": dtype, "variant": v, "expr": expr,
                                "name": f"{method}_{dtype}_{v.rstrip('_')}{'_inplace' if v.endswith('_') else ''}",
                                "t": ctype, "out_t": "uint8_t" if is_bool else ctype,
                                "sel": "tp_sel_u8" if is_bool else SEL[dtype], "sel_in": SEL[dtype],
                                "source": f"ops.yaml: masked_tensor.families.{fam.name}.kernels.{method}"})
    fill = [(dtype, spec.dtypes[dtype].ctype, SEL[dtype]) for dtype in mt.kernel_dtypes]
    helpers = expressions.declarations([expr for fam in mt.families for expr in fam.kernels.values()])
    return {"kernels": out, "expr_helpers": helpers, "fill_kernels": fill}
