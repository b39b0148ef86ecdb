"""The sparse subclass of MaskedTensor: the same methods, a compressed
storage (`_sp`, a storage.Storage) instead of the dense (data, mask) pair.

It is a subclass so that one class answers every method: the family helpers
and the kernel entries send a sparse operand to runtime.py before they read
anything, and any path that would read the dense pair anyway meets the
`_data`/`_mask` properties below, a TypeError that names to_dense(), never a
dense array of the full shape made behind the user's back.
"""
from __future__ import annotations

import numpy as np

from tensorplay.masked._autograd import mode as _grad
from tensorplay.masked._masked_tensor import core
from tensorplay.masked._sparse import state, storage


def _dense_pair(what: str):
    def refuse(self):
        raise TypeError(f"this operation needs the dense {what} of a MaskedTensor, which a {self._layout} "
                        f"MaskedTensor does not store; call to_dense() first (or use values() and "
                        f"{'indices()' if self._layout == storage.COO else 'crow_indices()/col_indices()'})")
    return property(refuse)


def make_class(base):
    """The sparse subclass of the generated MaskedTensor `base`."""

    class MaskedTensor(base):
        __doc__ = base.__doc__
        # _sp: the storage (pattern and values); _vt: the values as a strided
        # 1-D MaskedTensor (data _sp.values, all valid) that stands for this
        # tensor in the gradient graph (its autograd state is this tensor's).
        __slots__ = ("_sp", "_vt")
        _data = _dense_pair("data")
        _mask = _dense_pair("mask")

        @property
        def _ag(self):
            return self._vt._ag

        @_ag.setter
        def _ag(self, meta):
            self._vt._ag = meta

        def __init__(self, *args, **kwargs):
            pass            # made complete by core._new_sparse (MaskedTensor.__new__ for sparse data)

        @property
        def shape(self) -> tuple:
            return self._sp.shape

        @property
        def dtype(self) -> np.dtype:
            return self._sp.values.dtype

        @property
        def ndim(self) -> int:
            return self._sp.ndim

        @property
        def nnz(self) -> int:
            return self._sp.nnz

        def dim(self) -> int:
            return self._sp.ndim

        def numel(self) -> int:
            return int(np.prod(self._sp.shape, dtype=object))

        def size(self, dim=None):
            if dim is None:
                return self._sp.shape
            return self._sp.shape[core._axis(dim, self.ndim, "size")]

        def __len__(self) -> int:
            if not self.ndim:
                raise TypeError("len() of a 0-d MaskedTensor")
            return self._sp.shape[0]

        @property
        def T(self):
            return state.RUNTIME.permuted(self, tuple(reversed(range(self.ndim))))

        def get_data(self):
            raise TypeError(f"get_data: a {self._layout} MaskedTensor stores only its valid elements; use "
                            f"values(), or to_dense().get_data() for the dense array")

        def get_mask(self):
            raise TypeError(f"get_mask: a {self._layout} MaskedTensor stores only its valid elements; use "
                            f"indices(), or to_dense().get_mask() for the dense mask")

        def to_tensor(self, value) -> np.ndarray:
            """A new dense ndarray: the values at their positions, `value` elsewhere."""
            out = np.empty(self.shape, self.dtype)
            try:
                np.copyto(out, value, casting="same_kind")
            except (TypeError, ValueError) as exc:
                raise TypeError(f"to_tensor: value {value!r} cannot fill a {self.dtype} tensor ({exc})") from None
            out.reshape(-1)[self._sp.flat()] = self._sp.values
            return out

        @property
        def grad(self):
            """The accumulated gradient: a MaskedTensor of this tensor's layout and pattern, or None."""
            g = None if self._vt._ag is None else self._vt._ag.grad
            return None if g is None else state.RUNTIME.with_values(self, g)

        @grad.setter
        def grad(self, value):
            _grad.RECORDER.set_grad(self._vt, None if value is None else state.RUNTIME.values_like(self, value,
                                                                                                  "grad"))

        def backward(self, gradient=None, retain_graph: bool = False) -> None:
            """As the strided layout's; gradient: a MaskedTensor or array of this shape (read at the stored
            positions), or None for a 0-d tensor."""
            _grad.RECORDER.backward(self._vt, state.RUNTIME.values_gradient(self, gradient, "backward"),
                                    retain_graph)

        def __getitem__(self, key):
            """Basic indexing (ints, positive-step slices, None, Ellipsis): a sparse result."""
            return state.RUNTIME.getitem(self, key)

        def __setitem__(self, key, value):
            raise TypeError(f"__setitem__: writing into a {self._layout} MaskedTensor by index is not "
                            f"supported; call to_dense() first")

        def __bool__(self):
            if self.numel() != 1:
                raise ValueError("the truth value of a MaskedTensor with more than one element is ambiguous")
            if not self._sp.nnz:
                raise ValueError("the truth value of a masked-out element is undefined")
            return bool(self._sp.values[0])

        def __repr__(self) -> str:
            st = self._sp

            def arr(a):
                return np.array2string(a, separator=", ", prefix="    ")

            where = (f"indices={arr(st.indices)}" if st.layout == storage.COO else
                     f"crow_indices={arr(st.crow)}, col_indices={arr(st.col)}")
            return (f"MaskedTensor({where}, values={arr(st.values)}, size={st.shape}, nnz={st.nnz}, "
                    f"dtype={st.values.dtype.name}, layout={st.layout})")

        __str__ = __repr__

    return MaskedTensor


def register(base, structural: dict) -> None:
    """Called once by the generated module that defines MaskedTensor: the
    class, and how its structural methods run on sparse storage (ops.yaml)."""
    state.CLASS = make_class(base)
    STRUCTURAL.update(structural)


# callable -> "permute" | "copy" (read by runtime.py)
STRUCTURAL: dict = {}
