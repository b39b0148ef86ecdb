"""`Partial`: one op's partial state, as declared in ops.yaml (`partials:`).

generated/partials.py builds one Partial per entry from the generated chunk /
merge / finish functions.  The raw functions (`chunk_fn`, `merge_fn`, ...)
take canonical arguments and are what the dask layer runs inside its tasks;
the methods `chunk`, `merge`, `finish` are the public, checked API
(tensorplay.masked.partials): streaming statistics over batches.

    >>> import numpy as np
    >>> from tensorplay.masked import partials
    >>> s = partials.var.chunk(np.array([1., 2.]), 0)
    >>> s = partials.var.merge(s, partials.var.chunk(np.array([3., 4., 5.]), 0))
    >>> partials.var.finish(s)
    array([2.5])
"""
from __future__ import annotations

import numpy as np

from tensorplay.masked._runtime import kinds as _rt
from tensorplay.masked._runtime.args import as_bool_mask

# The kinds whose states merge (the others are used by the dask layer only).
MERGEABLE = ("reduce", "arg_reduce", "normalize")


class Partial:
    def __init__(self, name, *, kind, source, doc, spec, params, defaults, acc, state=None, fields=None,
                 chunk, merge=None, finish=None, write=None, masked=None, stat=None, carry=None,
                 identity=None):
        self.name, self.kind, self.source, self.doc, self.spec = name, kind, source, doc, spec
        self.params, self.defaults, self.acc = params, defaults, acc
        self.State, self.fields = state, dict(fields or {})
        self.chunk_fn, self.merge_fn, self.finish_fn = chunk, merge, finish
        self.write_fn, self.masked_fn, self.stat = write, masked, stat
        self.carry_fn, self.identity = carry, identity
        self.__doc__ = f"{name}: {doc}.  State fields: " + \
            "; ".join(f"{f}: {d}" for f, d in self.fields.items())

    def __repr__(self) -> str:
        return f"<partial state of {self.name} ({self.kind}): {', '.join(self.fields) or '-'}>"

    # -- canonical arguments -------------------------------------------------
    def prm(self, params: dict) -> tuple:
        unknown = set(params) - set(self.params)
        if unknown:
            raise TypeError(f"partials.{self.name}: unexpected argument(s) {', '.join(sorted(unknown))}; "
                            f"the op's own are {', '.join(self.params) or 'none'}")
        return _rt.resolve_param(self.spec, {**self.defaults, **params})

    def acc_dtype(self, dtype: np.dtype) -> np.dtype:
        return np.dtype(self.acc[np.dtype(dtype).name])

    def _mergeable(self, what: str) -> None:
        if self.kind not in MERGEABLE:
            raise TypeError(f"partials.{self.name}: a {self.kind} op has no mergeable state ({what})")

    # -- the public API ----------------------------------------------------------
    def chunk(self, input, dim=None, *, mask=None, offset=None, shape=None, **params):
        """The state of one chunk: `input` reduced along `dim` (None: all, as the
        op), keepdim shapes.  argmax/argmin: `offset` is the chunk's start in
        the whole array and `shape` the whole array's shape (for dim=None's flat index)."""
        self._mergeable("chunk")
        x = _rt.native(_rt.as_input(self.spec, input))
        axes = _rt.canonical_dims(self.spec, dim, x.ndim)
        dim_arg = None if axes is None else (axes[0] if self.kind == "arg_reduce" else axes)
        if axes is None:
            axes = tuple(range(x.ndim))
        m = None
        if mask is not None:
            _rt.canonical_mask(self.name, mask, x.shape)     # checks dtype and broadcast
            m = as_bool_mask(self.name, mask)
        if x.dtype == np.float16:     # accumulate as the kernels do
            x = x.astype(np.float32)
        prm = self.prm(params)
        extra = ()
        if self.kind == "arg_reduce":
            offset = (0,) * x.ndim if offset is None else tuple(offset)
            shape = x.shape if shape is None else tuple(shape)
            if len(offset) != x.ndim or len(shape) != x.ndim:
                raise ValueError(f"partials.{self.name}: offset and shape need {x.ndim} entries")
            extra = (offset, shape)
        elif offset is not None or shape is not None:
            raise TypeError(f"partials.{self.name}: offset= and shape= are for argmax/argmin")
        with np.errstate(all="ignore"):
            return self.chunk_fn(x, m, axes, dim_arg, self.acc_dtype(x.dtype), prm, *extra)

    def merge(self, a, b, **params):
        """The state of the union of two chunks' data (associative and commutative)."""
        self._mergeable("merge")
        for s, name in ((a, "a"), (b, "b")):
            if not isinstance(s, self.State):
                raise TypeError(f"partials.{self.name}.merge: {name} must be a {self.State.__name__} "
                                f"(from partials.{self.name}.chunk); got {type(s).__name__}")
        with np.errstate(all="ignore"):
            return self.merge_fn(a, b, self.prm(params))

    def finish(self, state, **params):
        """The op's result from a merged state (keepdim shape, accumulator dtype)."""
        if self.finish_fn is None:
            raise TypeError(f"partials.{self.name}: a {self.kind} state has no finish of its own")
        if not isinstance(state, self.State):
            raise TypeError(f"partials.{self.name}.finish: state must be a {self.State.__name__}; "
                            f"got {type(state).__name__}")
        with np.errstate(all="ignore"):
            return np.asarray(self.finish_fn(state, self.prm(params)))
