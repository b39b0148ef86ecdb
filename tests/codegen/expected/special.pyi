# Generated from ops.yaml by `python -m codegen`; do not edit.
from typing import Any, Sequence

from numpy.typing import ArrayLike, DTypeLike, NDArray

from .masked_tensor import MaskedTensor

Array = NDArray[Any]

__all__ = ['half']

def half(input: ArrayLike | MaskedTensor, *, mask: ArrayLike | None = ...) -> Array | MaskedTensor: ...
