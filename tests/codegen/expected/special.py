# Generated from ops.yaml by `python -m codegen`; do not edit.
"""tensorplay.masked.special: masked elementwise special functions numpy lacks.

Each function computes at the valid positions of input (mask True or None)
and writes 0 at masked-out ones; a MaskedTensor input gives a MaskedTensor
with its mask (ANDed with mask=).  Real inputs only: bool and integers give
float64, float16/float32/float64 keep their dtype (computed in double and
rounded once).  The kernels are generated from the `special` section of
ops.yaml; the C implementations are in tensorplay/masked/_csrc/tp_special.h.
"""
from tensorplay.masked._autograd import mode as _grad
from tensorplay.masked._runtime import dispatch as _rt
from tensorplay.masked._sparse import state as _sparse
from . import _k_special

__all__ = ["half"]


def half(input, *, mask=None):
    """Half of x.

    Parameters
    ----------
    input : array_like or MaskedTensor
        Real values (bool and integers are computed as float64).
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray (or MaskedTensor)
        Of the input's shape; 0 at masked-out positions.
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse_special(half, input, mask)
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.special(half, input, mask)
    return _rt.elementwise("half", _k_special.KERNELS["half"], input, mask)  # ops.yaml: special.half
