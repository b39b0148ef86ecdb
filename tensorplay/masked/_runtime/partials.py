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

import dataclasses
import math
import operator

import numpy as np

from tensorplay.masked._runtime import memory as _rt
from tensorplay.masked._runtime.args import as_bool_mask

# op name -> its Partial.  generated/partials.py registers every one when it is
# imported (the package imports it), so the dask layer finds them without
# importing the generated wrappers that dispatch to it (an import cycle).
REGISTRY: dict = {}


def register(*partials) -> None:
    for p in partials:
        REGISTRY[p.name] = p


METHODS = ("chunk", "merge", "finish")
_INDEX_MAX = int(np.iinfo(np.int64).max)


class Partial:
    def __init__(self, name, *, kind, source, doc, dask, mergeable, placed, spec, params, defaults, acc, state=None,
                 fields=None, chunk, merge=None, finish=None, write=None, masked=None, stat=None, carry=None,
                 identity=None):
        self.name, self.kind, self.source, self.doc, self.spec = name, kind, source, doc, spec
        # What its partial kind declares (codegen/kinds/_partials.py): the dask
        # layer's strategy, whether states merge (the public chunk / merge /
        # finish; the others serve the dask layer only), whether a chunk is
        # told its block's place in the array.
        self.dask, self.mergeable, self.placed = dask, mergeable, placed
        self.params, self.defaults, self.acc = params, defaults, acc
        self.State, self.fields = state, dict(fields or {})
        self.chunk_fn, self.merge_fn, self.finish_fn = chunk, merge, finish
        self.write_fn, self.masked_fn, self.stat = write, masked, stat
        self.carry_fn, self.identity = carry, identity
        # The op's spec under the name of each public method: the argument
        # checks of the array functions (args.py) then name partials.<op>.<method>.
        self._specs = {m: dataclasses.replace(spec, name=f"partials.{name}.{m}") for m in METHODS}
        self.__doc__ = f"{name}: {doc}.  State fields: " + \
            "; ".join(f"{f}: {d}" for f, d in self.fields.items())

    def __repr__(self) -> str:
        return f"<partial state of {self.name} ({self.kind}): {', '.join(self.fields) or '-'}>"

    # -- canonical arguments -------------------------------------------------
    def prm(self, params: dict, method: str = "chunk") -> tuple:
        spec = self._specs[method]
        unknown = set(params) - set(self.params)
        if unknown:
            raise TypeError(f"{spec.name}: unexpected argument(s) {', '.join(sorted(unknown))}; "
                            f"the op's own are {', '.join(self.params) or 'none'}")
        return _rt.resolve_param(spec, {**self.defaults, **params})

    def acc_dtype(self, dtype: np.dtype) -> np.dtype:
        return np.dtype(self.acc[np.dtype(dtype).name])

    def _mergeable(self, method: str) -> None:
        if not self.mergeable:
            raise TypeError(f"partials.{self.name}.{method}: a {self.kind} op has no mergeable state")

    def _state(self, method: str, name: str, s) -> tuple:
        """A state argument, checked: a State of this op whose fields are
        arrays of one shape.  Returns its fields as arrays."""
        where = f"partials.{self.name}.{method}"
        if not isinstance(s, self.State):
            raise TypeError(f"{where}: {name} must be a {self.State.__name__} (from partials.{self.name}.chunk); "
                            f"got {type(s).__name__}")
        fields = tuple(np.asarray(v) for v in s)
        shapes = {f: v.shape for f, v in zip(s._fields, fields)}
        if len(set(shapes.values())) > 1:
            raise ValueError(f"{where}: the fields of {name} have different shapes "
                             f"({', '.join(f'{f} {sh}' for f, sh in shapes.items())}); expected one shape")
        return fields

    # -- the public API ----------------------------------------------------------
    def chunk(self, input, dim=None, *, mask=None, offset=None, shape=None, **params):
        """The state of one chunk: `input` reduced along `dim` (None: all, as the
        op), keepdim shapes.  A numpy.ma or MaskedTensor input's own mask counts,
        ANDed with mask= (as in the array functions).  argmax/argmin: `offset` is
        the chunk's start in the whole array and `shape` the whole array's shape
        (for dim=None's flat index)."""
        self._mergeable("chunk")
        spec = self._specs["chunk"]
        input, mask, _ = _rt.unwrap(spec.name, input, mask)
        x = _rt.native(_rt.as_input(spec, input))
        axes = _rt.canonical_dims(spec, dim, x.ndim)      # None: argmax/argmin's flat "all"
        m = None
        if mask is not None:
            _rt.canonical_mask(spec.name, mask, x.shape)     # checks dtype and broadcast
            m = as_bool_mask(spec.name, mask)
        prm = self.prm(params)
        extra = ()
        if self.placed:
            extra = self._place(offset, shape, x.shape, flat=axes is None)
        elif offset is not None or shape is not None:
            raise TypeError(f"{spec.name}: offset= and shape= are for argmax/argmin")
        scalar = x.ndim == 0
        if scalar:        # its one element (the op takes dim 0 or -1 of it too); the state is made 0-d below
            x, m = x.reshape(1), None if m is None else np.reshape(m, 1)
            axes, extra = (None if axes is None else (0,)), (((0,), (1,)) if extra else ())
        # (a placed chunk's op reduces one dim, an int: argmax's index runs along it)
        dim_arg = None if axes is None else (axes[0] if self.placed else axes)
        if axes is None:
            axes = tuple(range(x.ndim))
        if x.dtype == np.float16:     # accumulate as the kernels do
            x = x.astype(np.float32)
        with np.errstate(all="ignore"):
            state = self.chunk_fn(x, m, axes, dim_arg, self.acc_dtype(x.dtype), prm, *extra)
        return self.State(*(np.reshape(v, ()) if scalar else np.asarray(v) for v in state))

    def _place(self, offset, shape, block: tuple, flat: bool) -> tuple:
        """argmax/argmin's offset= and shape=, checked: non-negative ints, one
        per dim, the chunk inside the whole array.  shape defaults to the
        chunk's own (so a flat index at a nonzero offset needs shape=)."""
        where = f"partials.{self.name}.chunk"
        offset = (0,) * len(block) if offset is None else _ints(where, "offset", offset, len(block))
        whole = block if shape is None else _ints(where, "shape", shape, len(block))
        if shape is not None or flat:
            for d, (o, b, n) in enumerate(zip(offset, block, whole)):
                if o + b > n:
                    raise ValueError(f"{where}: a chunk of shape {block} at offset {offset} does not fit in "
                                     f"shape {whole} (dim {d}: {o} + {b} > {n})"
                                     + ("" if shape is not None else "; pass shape=, the whole array's shape"))
        # Indices are int64, as the op's: no array has more elements.
        if math.prod(whole) > _INDEX_MAX or any(o + b > _INDEX_MAX for o, b in zip(offset, block)):
            raise ValueError(f"{where}: shape {whole} and offset {offset} give indices beyond int64")
        return offset, whole

    def merge(self, a, b, **params):
        """The state of the union of two chunks' data (associative and
        commutative): two states of one shape and dtypes."""
        self._mergeable("merge")
        fa, fb = self._state("merge", "a", a), self._state("merge", "b", b)
        for f, va, vb in zip(a._fields, fa, fb):
            if va.shape != vb.shape:
                raise ValueError(f"partials.{self.name}.merge: a and b have shapes {va.shape} and {vb.shape}; "
                                 f"expected states of one shape (chunks of the same kept positions)")
            if va.dtype != vb.dtype:
                raise TypeError(f"partials.{self.name}.merge: a.{f} has dtype {va.dtype}, b.{f} {vb.dtype}; "
                                f"expected states of data of one dtype")
        prm = self.prm(params, "merge")
        with np.errstate(all="ignore"):
            return self.State(*map(np.asarray, self.merge_fn(self.State(*fa), self.State(*fb), prm)))

    def finish(self, state, **params):
        """The op's result from a merged state, keepdim shape, in the
        accumulator dtype: the dtype the op gives for data of that dtype (the
        in-memory result's, but float32 for float16 data)."""
        if self.finish_fn is None:
            raise TypeError(f"partials.{self.name}.finish: a {self.kind} state has no finish of its own")
        fields = self._state("finish", "state", state)
        prm = self.prm(params, "finish")
        with np.errstate(all="ignore"):
            return np.asarray(self.finish_fn(self.State(*fields), prm))


def _ints(where: str, name: str, value, n: int) -> tuple:
    """A tuple of n non-negative ints (bools are not ints here)."""
    try:
        items = tuple(value)
        out = tuple(operator.index(v) for v in items if not isinstance(v, (bool, np.bool_)))
    except TypeError:
        items, out = (), None
    if out is None or len(out) != len(items):
        raise TypeError(f"{where}: {name} must be a tuple of ints, one per dim; got {value!r}")
    if len(out) != n:
        raise ValueError(f"{where}: {name} has {len(out)} entries; expected {n}, one per dim of the input")
    if any(v < 0 for v in out):
        raise ValueError(f"{where}: {name} {out} has a negative entry; expected non-negative ints")
    return out
