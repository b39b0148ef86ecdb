"""moving: a statistic of the valid elements in a moving window along one dim
(move_sum, move_mean, move_count, move_var, move_std, move_min, move_max,
move_argmin, move_argmax).

No generated kernel: every op of the kind runs the one compiled kernel
tensorplay/masked/_csrc/_window.pyx (van Herk / Gil-Werman block prefix and
suffix states merged per window: exact by construction, O(1) per output),
named by the op's `statistic`; the runtime entry is memory.moving.
"""
from codegen.kinds import Field, Kind
from codegen.kinds._common import no_kernels

STATISTICS = ("sum", "mean", "count", "var", "std", "min", "max", "argmin", "argmax")


def masked_out(spec, op) -> str:
    return "computed from the window's valid elements like any other position"


KIND = Kind(
    name="moving",
    derivative_scope="moving",
    doc="a statistic of the valid elements in a moving window along one dim",
    template="",
    compiled=False,
    entry="moving",
    params=("input", "dim", "dtype", "mask"),
    defaults={"signature": "(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None)",
              "dims": ["int"], "dtype_arg": "cast_result", "output_mask": "min_count"},
    output_masks=("min_count",),
    describe=no_kernels,
    declarations=no_kernels,
    doc_layout=("window_summary", "window_extent", "mask", "fully_masked", "output_mask"),
    identity_role="window",
    masked_out=masked_out,
    fields={"statistic": Field("what the kernel computes of each window's valid values", required=True,
                               choices=STATISTICS)},
    full_output=True,
    front=False,
    sparse="",          # a window reads its neighbours by position: refused (to_dense() first)
    # dask: not yet (map_overlap with a window - 1 halo is the plan); refused there
)
