"""quantile: the q-quantiles of the valid elements of each reduced slice, by
numpy's own methods (all 13; weights with inverted_cdf).

No compiled kernel: the runtime entry (memory.quantile) gathers the valid
values of every slice at once, groups the slices by their count of valid
values and runs numpy's quantile -- one multi-rank selection per slice for
all q -- once per group, so every result is numpy's to the bit.
"""
from codegen.kinds import Kind
from codegen.kinds._common import no_kernels, no_masked_outputs

QUANTILE_PARAMS = ("input", "dim", "keepdim", "dtype", "mask")


KIND = Kind(
    name="quantile",
    derivative_scope="quantile",
    doc="the q-quantiles of the valid elements of each reduced slice, by numpy's methods",
    template="",
    compiled=False,
    entry="quantile",
    pipeline=None,      # numpy's selection and q's leading dim: its own entry (memory.quantile)
    params=QUANTILE_PARAMS,
    defaults={"dims": ["none", "int", "tuple"], "dtype_arg": "cast_result", "output_mask": "any"},
    output_masks=("any",),
    describe=no_kernels,
    declarations=no_kernels,
    doc_layout=("reduce_summary", "quantile_q", "keepdim", "mask", "fully_masked", "output_mask", "broadcast"),
    identity_role="reduction",
    masked_out=no_masked_outputs,
    front="quantiles",
    sparse="segments",
    dask="whole_slice_entry",  # no partial states: the in-memory entry on each reduced slice in one chunk
)
