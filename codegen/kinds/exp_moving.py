"""exp_moving: exponentially weighted moving statistics of the valid elements
along one dim (move_exp_mean, move_exp_sum, move_exp_var, move_exp_std).

No generated kernel: every op of the kind runs the one compiled kernel
tensorplay/masked/_csrc/_window_exp.pyx (a pivoted, exactly re-based weighted
Welford recursion per row), named by the op's `statistic`; the runtime entry
is memory.exp_moving.
"""
from codegen.kinds import Field, Kind
from codegen.kinds._common import no_kernels

STATISTICS = ("mean", "sum", "var", "std")


def masked_out(spec, op) -> str:
    return "the statistic of the valid elements up to it, their weights decayed by every position since"


KIND = Kind(
    name="exp_moving",
    derivative_scope="moving",
    doc="an exponentially weighted moving statistic of the valid elements along one dim",
    template="",
    compiled=False,
    entry="exp_moving",
    params=("input", "dim", "dtype", "mask"),
    defaults={"signature": "(input, alpha, dim=-1, *, min_weight=0.0, adjust=True, dtype=None, mask=None)",
              "dims": ["int"], "dtype_arg": "cast_result", "output_mask": "min_weight"},
    output_masks=("min_weight",),
    describe=no_kernels,
    declarations=no_kernels,
    doc_layout=("exp_summary", "exp_weights", "mask", "fully_masked", "output_mask"),
    identity_role="window",
    masked_out=masked_out,
    fields={"statistic": Field("what the kernel computes of the weighted valid values", required=True,
                               choices=STATISTICS)},
    full_output=True,
    front="exp",
    sparse="",          # a moving statistic reads its neighbours by position: refused (to_dense() first)
    dask="refuse",             # a scan across chunks, not an overlap
    dask_refusal="each output depends on every earlier element along dim",
)
