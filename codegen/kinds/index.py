"""index: take (no value) or put slices along an axis by index."""
from codegen.kinds import SelectorKind

KIND = SelectorKind(name="index", doc="take (no value) or put slices along an axis by index",
                    masks=("axis", "indices"), values=("none", "scalar", "selected"),
                    returns="A new array of input's dtype.", run="by_index",
                    returns_take="A new array of input's dtype: the selected slices, in order.",
                    dask={("axis", "none"): "take", ("indices", "none"): "take"})
