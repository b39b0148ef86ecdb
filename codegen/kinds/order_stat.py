"""order_stat: the element of a given rank among the valid elements of
each reduced slice (median)."""
from dataclasses import dataclass

from codegen.kernels import Kernel, c_literal, fully_masked_name, identity_value, suffix
from codegen.kinds import Field, Kind, _partials
from codegen.kinds._common import REDUCTION, reduction_defaults


@dataclass
class OrderStatKernel(Kernel):
    fully: str           # C literal: what a fully masked slice gives
    select: str          # tp_support.h: the k-th smallest of a buffer (in place)
    rank: str            # the Cython expression of n: the rank selected
    nan_aware: bool


def describe(spec, op, variant, dtype, base) -> OrderStatKernel:
    val = spec.apply_rule(op.value, dtype)
    return OrderStatKernel(
        **base, fully=c_literal(identity_value(spec, fully_masked_name(op), base["out_dtype"]), base["out_dtype"]),
        select=f"tp_select_{suffix(spec, val)}", rank=op.rank, nan_aware=spec.dtypes[val].family == "float")


def declarations(k: OrderStatKernel) -> set[str]:
    return {f"{k.val_t} {k.select}({k.val_t}* a, intp n, intp k)"}


KIND = Kind(
    name="order_stat",
    derivative_scope="reduce",
    doc="the element of a given rank among the valid elements of each reduced slice",
    template="kernels/order_stat.pyx.j2",
    **REDUCTION,
    defaults=reduction_defaults(["none", "int", "tuple"], "cast_result"),
    describe=describe,
    declarations=declarations,
    fields={"rank": Field("the rank selected among n valid elements (a Cython expression of n)",
                          required=True, expression=True)},
    scope={"rank": {"n": "the count of valid elements (>= 1)"}},
    partial=_partials.WHOLE_SLICE,
)
