"""scatter: write the k-th update at the k-th selected position."""
from codegen.kinds import SelectorKind

KIND = SelectorKind(name="scatter", doc="write the k-th update at the k-th selected position",
                    masks=("full", "leading"), values=("flat", "updates"),
                    returns="A new array of input's shape and dtype.", run="write_updates")
