"""The partial kinds: how the ops of a kernel kind run chunk by chunk (a
kind's `partial`).  Each says which fields its `partials:` entries in
ops.yaml have (codegen/load_partials.py), what its generated Partial does
(generated/partials.py) and the dask layer's strategy; nothing else branches
on their names."""
from codegen.kinds import PartialKind

_STATE = ("kind", "doc", "state", "let", "chunk", "merge", "finish")

# A mergeable state per kept position; its chunk, merge and finish.
REDUCE = PartialKind("reduce", keys=_STATE + ("stat",), required=("doc", "finish"), dask="partial_states",
                     mergeable=True, stat=True, derives="fold")
# ... whose chunk knows its block's place in the array (a global index).
ARG_REDUCE = PartialKind("arg_reduce", keys=_STATE, required=("doc", "state", "chunk", "merge", "finish"),
                         dask="partial_states", mergeable=True, placed=True)
# A reduction to a state (or another entry's: `stat`), then every element written from it.
NORMALIZE = PartialKind("normalize", keys=_STATE + ("stat", "write", "masked"), required=("doc", "write", "masked"),
                        dask="stat_then_write", mergeable=True, stat=True, writes=True)
# Each block's own scan, then the carried value of the blocks before it.
SCAN = PartialKind("scan", keys=("kind", "doc", "chunk", "carry", "identity"),
                   required=("doc", "chunk", "carry", "identity"), dask="carried_scan", state=False,
                   carries=True, derives="carry")
# No mergeable state: the reduced dims gathered into one chunk, `chunk` run on it.
WHOLE_SLICE = PartialKind("whole_slice", keys=("kind", "doc", "chunk"), required=("doc", "chunk"),
                          dask="whole_slices", state=False)

# What an entry without `kind:` is.
DEFAULT = REDUCE
