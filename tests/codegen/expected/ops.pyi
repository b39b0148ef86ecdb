# Generated from ops.yaml by `python -m codegen`; do not edit.
from typing import Any, Sequence

from numpy.typing import ArrayLike, DTypeLike, NDArray

from .masked_tensor import MaskedTensor

Array = NDArray[Any]

__all__ = ['total', 'blank', 'blank_']

def total(input: ArrayLike | MaskedTensor, dim: int | Sequence[int] | None=..., *, keepdim: bool=..., dtype: DTypeLike=..., mask: ArrayLike | None=...) -> Array | MaskedTensor: ...
def blank(input: ArrayLike | MaskedTensor, mask: ArrayLike | None, value: ArrayLike) -> Array | MaskedTensor: ...
def blank_(input: ArrayLike | MaskedTensor, mask: ArrayLike | None, value: ArrayLike) -> Array | MaskedTensor: ...
