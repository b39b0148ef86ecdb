"""normalize: a stat fold over each slice, a center from it, then every
element written from the center (softmax, log_softmax, softmin, normalize)."""
from dataclasses import dataclass

from codegen import expressions, kernels
from codegen.kernels import FoldKernel, c_literal, fully_masked_name, identity_value, suffix
from codegen.kinds import Field, Kind, _partials
from codegen.kinds._common import ALONG, ALONG_PIPELINE, ELEMENT, PRM, PRM2


@dataclass
class NormalizeKernel(FoldKernel):
    write: str = ""      # each element's output, from v and c
    fold: str = ""       # what is summed of the valid written values (into a1); "" for none
    fold_t: str = ""
    fold_sel: str = ""
    fold_add: str = ""
    masked: str = ""     # C literal: what masked-out outputs hold
    fully: str = ""      # C literal: what a fully masked slice holds
    # The row layout (a row of slices side by side) computes finalize's one
    # call that reads a1 but not w once per slice, into a1 (a1_once), and then
    # finalize_row per element: "w - log(a1)" is log once per slice, not per element.
    a1_once: str = ""
    finalize_row: str = ""
    writer: str = ""     # share_writers: the shared write steps' name
    # write is one call of a helper with a block form for fold_t (a double):
    # its name and the call's argument (a block's arguments, then the block form)
    write_block: str = ""
    write_arg: str = ""


def describe(spec, op, variant, dtype, base) -> NormalizeKernel:
    val = spec.apply_rule(op.value, dtype)
    fold_t = spec.dtypes[val].ctype
    # The call is held in a double, h1, whatever a1's type: a float would round
    # its double result once more than the per-element form does (the results
    # must not change).
    split = expressions.hoist_calls(variant.finalize, "w", into="h1") if variant.finalize else None
    if not (split and "a1" in expressions.names(split[1])):
        split = (variant.finalize, "")
    write = spec.lookup(variant.write, dtype)
    fold = spec.lookup(variant.fold, dtype) if variant.fold else None
    block = expressions.block_call(write, fold_t) or ("", "")
    return NormalizeKernel(
        finalize_row=split[0], a1_once=split[1], write_block=block[0], write_arg=block[1],
        **base, **kernels.fold_fields(spec, op, variant, dtype, counts=True),
        write=write, fold=fold, fold_t=fold_t,
        fold_sel=f"tp_sel_{suffix(spec, val)}", fold_add=f"tp_fold_add_{suffix(spec, val)}",
        masked=c_literal(identity_value(spec, op.masked_value, val), val),
        fully=c_literal(identity_value(spec, fully_masked_name(op), val), val))


def declarations(k: NormalizeKernel) -> set[str]:
    t = k.fold_t
    return kernels.fold_declarations(k) | {f"{t} {k.fold_sel}(int m, {t} v, {t} id)",
                                           f"{t} {k.fold_add}(const {t}* b, intp n)"}


def masked_out(spec, op) -> str:
    from codegen.docs import _value_text
    return f"``{_value_text(identity_value(spec, op.masked_value, 'float64'))}``"


def validate(chk, where, node, variants) -> None:
    for v in variants:
        if len(v.passes) != 1 or not v.write or not v.center:
            chk.error(node.line, where, "a normalize op needs one stat pass, a center and a write")


KIND = Kind(
    name="normalize",
    derivative_scope="along",
    doc="a stat fold over each slice and its center, then every element written from the center",
    template="kernels/normalize.pyx.j2",
    pipeline=ALONG_PIPELINE,
    **ALONG,
    describe=describe,
    declarations=declarations,
    doc_layout=("slices_summary", "mask", "normalize_masked", "fully_masked", "output_mask", "broadcast"),
    identity_role="normalization",
    masked_out=masked_out,
    fields={
        "masked_value": Field("what masked-out outputs hold (identities name)", required=True, identity=True),
        "stat_from": Field("take the stat folds from this op's variants; {finalize} in center is that "
                           "variant's finalize"),
    },
    folds=True,
    center_always=True,
    scope={
        "map": {**ELEMENT, **PRM},
        "center": {"a0": "the stat pass's result", "n": "the count of valid elements", **PRM2},
        "write": {"v": "an element", "c": "the slice's center", **PRM2},
        "fold": {"w": "the written value of a valid element", "v": "the element", "c": "the slice's center",
                 **PRM2},
        "finalize": {"w": "a written value", "a1": "the sum of the fold over the slice", **PRM2},
    },
    fully_masked_fills_slice=True,
    partial=_partials.NORMALIZE,
    dask="stat_then_write",    # the merged state of each slice, then every element written blockwise
    validate=validate,
    shares_writers=True,
)
