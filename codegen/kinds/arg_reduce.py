"""arg_reduce: the index of the greatest (or least) valid element of each
reduced slice (argmax, argmin)."""
from dataclasses import dataclass

from codegen.kernels import COUNT_DECL, Kernel, c_literal, fully_masked_name, identity_value, suffix
from codegen.kinds import Field, Kind, _partials
from codegen.kinds._common import REDUCTION, reduction_defaults


@dataclass
class ArgKernel(Kernel):
    compare: str         # greater | less
    nan_aware: bool
    fold: str            # tp_support.h: the max/min of a block
    mfold: str           # tp_support.h: ... of a masked contiguous block of the input ("" when loads convert)
    first_eq: str        # tp_support.h: the first valid position holding a value, vectorised ("": a loop)
    short16: str         # tp_support.h: the index of a slice of at most 16 contiguous elements ("": none)
    sel: str             # tp_support.h: branch-free select
    ident: str           # C literal: what a masked-out element acts as (the op's identity)
    fully: str           # C literal (int64): the index a fully masked slice gives


def describe(spec, op, variant, dtype, base) -> ArgKernel:
    val = spec.apply_rule(op.value, dtype)
    combine = "max" if op.compare == "greater" else "min"
    direct = base["in_t"] == spec.dtypes[val].ctype    # the input is read as it is (no widening load)
    vector = direct and suffix(spec, val) in ("f64", "f32")     # (the hand-vectorised helpers' types)
    return ArgKernel(
        **base, mfold=f"tp_mfold_{combine}_{suffix(spec, val)}" if direct else "", compare=op.compare,
        nan_aware=spec.dtypes[val].family == "float",
        first_eq=f"tp_first_eq_{suffix(spec, val)}" if vector else "",
        short16=f"tp_argshort_{combine}_{suffix(spec, val)}" if vector else "",
        fold=f"tp_fold_{combine}_{suffix(spec, val)}", sel=f"tp_sel_{suffix(spec, val)}",
        ident=c_literal(identity_value(spec, op.identity, val), val),
        fully=c_literal(identity_value(spec, fully_masked_name(op), "int64"), "int64"))


def declarations(k: ArgKernel) -> set[str]:
    v = k.val_t
    out = {f"{v} {k.fold}(const {v}* b, intp n)", f"{v} {k.sel}(int m, {v} v, {v} id)",
           "int64_t tp_sel_i64(int m, int64_t v, int64_t id)", COUNT_DECL}
    if k.mfold:
        out.add(f"{v} {k.mfold}(const {v}* x, const uint8_t* m, intp n, {v} id, intp* cnt)")
        out.add("void tp_prefetch_bytes(const void* p, intp n)")
        out.add("intp tp_head_to_line(const void* x, size_t size, intp n)")
    if k.first_eq:
        out.add(f"intp {k.first_eq}(const {v}* x, const uint8_t* m, intp n, {v} t)")
    if k.short16:
        out.add(f"intp {k.short16}(const {v}* x, const uint8_t* m, intp n)")
    return out


KIND = Kind(
    name="arg_reduce",
    derivative_scope="reduce",
    doc="the index of the greatest (or least) valid element of each reduced slice",
    template="kernels/arg_reduce.pyx.j2",
    **{**REDUCTION, "sparse": "positions"},
    defaults=reduction_defaults(["none", "int"], "cast_result"),
    describe=describe,
    declarations=declarations,
    fields={"compare": Field("greater (argmax) or less (argmin)", required=True, choices=("greater", "less"))},
    logical_order=True,     # indices count in the logical order
    partial=_partials.ARG_REDUCE,
)
