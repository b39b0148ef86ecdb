"""moving: a statistic of the valid elements in a moving window along one dim
(move_sum, move_mean, move_count, move_var, move_std, move_min, move_max,
move_argmin, move_argmax, move_median, move_quantile).

No generated kernel: every op of the kind runs one of two compiled kernels,
named by the op's `statistic`: tensorplay/masked/_csrc/_window.pyx (van Herk
/ Gil-Werman block prefix and suffix states merged per window: exact by
construction, O(1) per output) and, for median and quantile, the windows'
order statistics of tensorplay/masked/_csrc/_window_rank.pyx; the runtime
entry is memory.moving.
"""
from codegen.kinds import Field, Kind
from codegen.kinds._common import no_kernels
from codegen.ptypes import Bool, Int, Param, Real

STATISTICS = ("sum", "mean", "count", "var", "std", "min", "max", "argmin", "argmax", "median", "quantile")


ORDER_STATISTICS = ("median", "quantile")
# The statistics whose outputs are positions along dim (-1: none): a piece of
# dim reports them from its own start, and they keep int64 until dtype= casts.
POSITION_STATISTICS = ("argmin", "argmax")


def runtime_fields(op) -> dict:
    return {"positions": op.own["statistic"] in POSITION_STATISTICS}


def doc_fill(op) -> dict:
    """How the statistic's kernel gets each window's value (the window_extent fragment's end)."""
    if op.own["statistic"] in ORDER_STATISTICS:
        how = ("Each window's order statistics are selected as float64 (exact for every float dtype and for "
               "integers up to 2**53) and numpy's formulas interpolate them in numpy's result dtype, so that "
               "each output equals numpy's on the window's valid values, to the bit; integers and bool give "
               "float64.")
    else:
        how = ("Each output depends on its own window's elements only (block prefix and suffix states, never a "
               "running total that subtracts what leaves): a huge value or an inf leaves no trace once it has "
               "left the window.  Integers and bool give float64; float16 and float32 are computed in float64 "
               "and rounded once.")
    return {"window_method": how}


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
    doc_fill=doc_fill,
    # (min_count None: the window; correction, which var and std take, is 1.0 for the others)
    typed=(Param("window", Int(min=1, what="the window's length, >= 1"),
                 doc="The window's length, an int >= 1 (longer than dim is fine)."),
           Param("min_count", Int(min=0, max="window", none="window", what="None or 0..window"),
                 doc="The fewest valid elements a window needs (None: window)."),
           Param("center", Bool(), doc="Center the window on each position (pandas' alignment) instead of "
                                       "ending it there."),
           Param("correction", Real(), default=1.0,
                 doc="The difference between the window's count and the divisor (default 1, as var).")),
    fields={"statistic": Field("what the kernel computes of each window's valid values", required=True,
                               choices=STATISTICS)},
    full_output=True,
    front="window",
    sparse="",          # a window reads its neighbours by position: refused (to_dense() first)
    dask="overlap",            # dask's overlap along dim, the halo reaching back to the kernel's block grid
    runtime_fields=runtime_fields,
)
