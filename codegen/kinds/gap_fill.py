"""gap_fill: masked-out positions filled from the nearest valid one along one
dim (ffill: the one before; bfill: the one after), at most `limit` away.

No generated kernel: every op of the kind runs fill_along of
tensorplay/masked/_csrc/_window_exp.pyx (one branch-free pass per row, either
direction), named by the op's `direction`; the runtime entry is
memory.gap_fill.  Values move, never change: the result keeps the input's
dtype (exactly, for every dtype: the kernel finds the source positions and
numpy gathers the values).
"""
from codegen.kinds import Field, Kind
from codegen.kinds._common import no_kernels
from codegen.ptypes import Int, Param


def masked_out(spec, op) -> str:
    return "the nearest valid value (within limit), else the input's own element (masked out in a MaskedTensor)"


KIND = Kind(
    name="gap_fill",
    derivative_scope="moving",
    doc="masked-out positions filled from the nearest valid one along one dim",
    template="",
    compiled=False,
    entry="gap_fill",
    params=("input", "dim", "dtype", "mask"),
    defaults={"signature": "(input, dim=-1, *, limit=None, dtype=None, mask=None)",
              "dims": ["int"], "dtype_arg": "cast_result", "output_mask": "filled"},
    output_masks=("filled",),
    describe=no_kernels,
    declarations=no_kernels,
    doc_layout=("fill_summary", "fill_limit", "mask", "output_mask"),
    identity_role="window",
    masked_out=masked_out,
    typed=(Param("limit", Int(min=0, none=True, what="None or >= 0"),
                 doc="The farthest a value may travel, an int >= 0 (None: no limit)."),),
    fields={"direction": Field("where the fill comes from", required=True, choices=("forward", "backward"))},
    full_output=True,
    front="gaps",
    sparse="",          # a fill reads its neighbours by position: refused (to_dense() first)
    dask="refuse",
    dask_refusal="a fill may reach across any number of chunks",
)
