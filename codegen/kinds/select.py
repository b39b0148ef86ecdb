"""select: copy the selected elements (or slices) into a new array."""
from codegen.kinds import SelectorKind

KIND = SelectorKind(name="select", doc="copy the selected elements into a new array",
                    masks=("full", "axis", "leading"), values=("none",),
                    returns="A new array of input's dtype holding the selected elements.", run="gather",
                    fronts={("full", "none"): "gather_front"},
                    dask={("full", "none"): "rows_select"})
