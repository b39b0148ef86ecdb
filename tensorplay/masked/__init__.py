"""tensorplay.masked: masked tensor operations on numpy arrays.

Mask True means *valid*.  Every op is declared in ops.yaml and generated; see
README.md for the contract and how to add one.
"""
from tensorplay.masked._ops import *  # noqa: F401,F403
from tensorplay.masked._ops import __all__ as _ops_all

__all__ = list(_ops_all)
