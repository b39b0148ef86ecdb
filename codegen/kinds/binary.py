"""binary: an elementwise function of two operands, each with its own mask,
broadcast together (logaddexp)."""
from dataclasses import dataclass

from codegen.kernels import Kernel, c_literal, identity_value, suffix
from codegen.kinds import Field, Kind
from codegen.kinds._common import IDENTITY


@dataclass
class BinaryKernel(Kernel):
    sel: str             # tp_support.h: branch-free select
    ident: str           # C literal: what a masked-out operand acts as
    elementwise: str     # the Cython expression of a, b


def describe(spec, op, variant, dtype, base) -> BinaryKernel:
    val = spec.apply_rule(op.value, dtype)
    return BinaryKernel(**base, sel=f"tp_sel_{suffix(spec, val)}",
                        ident=c_literal(identity_value(spec, op.identity, val), val), elementwise=op.elementwise)


def declarations(k: BinaryKernel) -> set[str]:
    return {f"{k.val_t} {k.sel}(int m, {k.val_t} v, {k.val_t} id)"}


def masked_out(spec, op) -> str:
    from codegen.docs import _value_text
    return ("the other operand's value; ``" + _value_text(identity_value(spec, op.fully_masked, "float64"))
            + "`` where both are masked out")


KIND = Kind(
    name="binary",
    derivative_scope="elementwise",
    doc="an elementwise function of two operands, each with its own mask, broadcast together",
    template="kernels/binary.pyx.j2",
    entry="binary",
    params=("input", "other", "dtype", "input_mask", "other_mask"),
    defaults={"signature": "(input, other, *, dtype=None, input_mask=None, other_mask=None)", "dims": [],
              "dtype_arg": "compute", "output_mask": "or"},
    output_masks=("or", "and"),
    describe=describe,
    declarations=declarations,
    doc_layout=("binary_summary", IDENTITY, "binary_masks", "output_mask"),
    identity_role="operation",
    masked_out=masked_out,
    fields={"elementwise": Field("the value from the operands a, b (a Cython expression)", required=True,
                                 expression=True)},
    scope={"elementwise": {"a": "the input's element (the identity where masked out)",
                           "b": "the other's element (the identity where masked out)"}},
    fully_masked="elementwise",
    full_output=True,
    front="",
    sparse="pair",
    test_harness="check_binary_grid",
    dask="blockwise",          # elementwise: the in-memory op on each block, operands broadcast by dask
)
