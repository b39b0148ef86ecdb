"""tensorplay.masked.partials: the partial states of the ops, for streaming
statistics over batches (and what the dask layer runs).

Each reduction has a Partial: `chunk(x, dim, mask=..., **op_params)` gives the
State of one batch (a named tuple of keepdim-shaped arrays), `merge(a, b)` the
State of their union (associative and commutative), `finish(state)` the op's
result (keepdim shape, accumulator dtype).  They are declared in ops.yaml
(`partials:`) and generated into tensorplay.masked._generated.partials.

    >>> import numpy as np
    >>> from tensorplay.masked import partials
    >>> state = None
    >>> for batch in np.array_split(np.arange(10.0), 3):
    ...     s = partials.var.chunk(batch, 0)
    ...     state = s if state is None else partials.var.merge(state, s)
    >>> partials.var.finish(state)
    array([9.16666667])
"""
from tensorplay.masked._generated.partials import *  # noqa: F401,F403
from tensorplay.masked._generated.partials import __all__  # noqa: F401
