"""reduce: one or two folds over each reduced slice, then `finalize`
(sum, prod, amax, amin, mean, var, std, logsumexp, norm)."""
from codegen import kernels
from codegen.kernels import FoldKernel
from codegen.kinds import Kind, _partials
from codegen.kinds._common import ELEMENT, PRM, REDUCTION, reduction_defaults


def describe(spec, op, variant, dtype, base) -> FoldKernel:
    return FoldKernel(**base, **kernels.fold_fields(spec, op, variant, dtype))


KIND = Kind(
    name="reduce",
    derivative_scope="reduce",
    doc="one or two folds over each reduced slice (the second may read the first's center), then finalize",
    template="kernels/reduce.pyx.j2",
    **REDUCTION,
    defaults=reduction_defaults(["none", "int", "tuple"], "compute"),
    describe=describe,
    declarations=kernels.fold_declarations,
    folds=True,
    finalized=True,
    scope={
        "map": {**ELEMENT, **PRM},
        "map2": {**ELEMENT, "c": "the center computed from pass 1", **PRM},   # the second pass's map
        "center": {"a0": "pass 1's result over the slice", "n": "the count of valid elements", **PRM},
        "finalize": {"a0": "pass 1's result", "n": "the count of valid elements", **PRM},
        "finalize2": {"a0": "pass 1's result", "a1": "pass 2's result", "c": "the center",   # with two passes
                      "n": "the count of valid elements", **PRM},
    },
    fully_masked="formulas",
    shares_drivers=True,
    partial=_partials.REDUCE,
)
