"""tensorplay.masked: masked tensor operations on numpy arrays.

Mask True means *valid*.  Every op is declared in ops.yaml and generated; see
README.md for the contract and how to add one.
"""
from tensorplay.masked._ops import *  # noqa: F401,F403
from tensorplay.masked._ops import __all__ as _ops_all
from tensorplay.masked._mt_core import as_masked_tensor, is_masked_tensor, masked_tensor
from tensorplay.masked._generated.masked_tensor import MaskedTensor
from tensorplay.masked import special

__all__ = list(_ops_all) + ["MaskedTensor", "masked_tensor", "as_masked_tensor", "is_masked_tensor"]
