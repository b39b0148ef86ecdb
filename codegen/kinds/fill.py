"""fill: write a value at the selected positions."""
from codegen.kinds import SelectorKind

KIND = SelectorKind(name="fill", doc="write a value at the selected positions",
                    masks=("full", "slice"), values=("scalar",),
                    returns="A new array of input's shape and dtype.", run="write_scalar",
                    fronts={("full", "scalar"): "fill_front"},
                    dask={("full", "scalar"): "blockwise_fill", ("slice", "scalar"): "blockwise_fill"})
