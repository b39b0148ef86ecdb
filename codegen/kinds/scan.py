"""scan: a running fold along one dim, written at every position
(cumsum, cumprod)."""
from codegen import kernels
from codegen.kernels import FoldKernel
from codegen.kinds import Kind, _partials
from codegen.kinds._common import ALONG, ALONG_PIPELINE, ELEMENT, IDENTITY


def describe(spec, op, variant, dtype, base) -> FoldKernel:
    return FoldKernel(**base, **kernels.fold_fields(spec, op, variant, dtype, short=False))   # (no short layout)


def masked_out(spec, op) -> str:
    return "the running value (a masked-out element folds in as the identity)"


KIND = Kind(
    name="scan",
    derivative_scope="along",
    doc="a running fold along one dim in logical order, written at every position",
    template="kernels/scan.pyx.j2",
    pipeline=ALONG_PIPELINE,
    **ALONG,
    describe=describe,
    declarations=kernels.fold_declarations,
    doc_layout=("slices_summary", IDENTITY, "mask", "scan_masked", "fully_masked", "output_mask", "broadcast"),
    identity_role="running value",
    masked_out=masked_out,
    folds=True,
    scope={"map": dict(ELEMENT)},
    fully_masked="running",
    logical_order=True,
    partial=_partials.SCAN,
    dask="carried_scan",       # each block's own scan, then the carried value of the blocks before it
)
