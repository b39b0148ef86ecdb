# Generated from ops.yaml by `python -m codegen`; do not edit.
"""MaskedTensor, generated from the `masked_tensor` families of ops.yaml.

Every method is one call of its family's helper in tensorplay/masked/_masked_tensor/core.py
(which says what the family means) with the callable ops.yaml names for it.
"""
import numpy as np

from tensorplay.masked._masked_tensor import core as _core
from tensorplay.masked._masked_tensor import adapters as fn
from tensorplay.masked._runtime import front as _front
from tensorplay.masked._sparse import tensor as _sparse_tensor
from . import ops
from . import special

__all__ = ["MaskedTensor"]


class MaskedTensor(_core.MaskedTensorCore):
    """A pair of plain tensors data and mask presented as a single value.

    mask is boolean (integer masks are accepted: nonzero = valid) and is
    stored with data's shape.  An element of data participates in
    computations only where the corresponding element of mask is True;
    positions where the mask is False are rendered as -- in the string
    representation and are replaced by a caller-supplied fill value by
    to_tensor().  The mask is always the source of truth for validity:
    masked-out entries of data may hold arbitrary values and are never read
    semantically.

    This class is not a tensor subclass and does not hook into a dispatcher.
    Operations are applied through explicit methods (elementwise ops,
    reductions and structural ops), Python operators, numpy ufuncs and the
    numpy functions listed in NUMPY_FUNCTIONS, or through the masking-aware
    functions in tensorplay.masked, which accept both plain arrays and
    MaskedTensor inputs.  np.asarray(mt) is a TypeError: call to_tensor(fill).
    requires_grad=True (float data) makes it a leaf of recorded graphs:
    backward() accumulates into .grad a MaskedTensor with the leaf's mask
    (docs/gradients.rst).
    """

    __slots__ = ()

    # -- unary (ops.yaml: masked_tensor.families.unary): _core.unary --------------------------------

    def halve(self, *args, **kwargs):
        """Elementwise special.half."""
        return _core.unary(self, special.half, "halve", args, kwargs)

    def neg(self, *args, **kwargs):
        """Elementwise np.negative."""
        return _core.unary(self, np.negative, "neg", args, kwargs)

    def neg_(self, *args, **kwargs):
        """In-place neg: self becomes self.neg(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.negative, "neg_", args, kwargs)

    # -- Python operators (ops.yaml: masked_tensor.operators) ------------------------------------------------

    def __neg__(self):
        return self.neg()


# Each method's family (what the tests check it against).
FAMILY_OF = {
    "halve": "unary",
    "neg": "unary", "neg_": "unary",
}
# The callable each method applies.
CALLABLE_OF = {
    "halve": special.half,
    "neg": np.negative,
}
# numpy functions routed by __array_function__: (the method or array function, numpy's
# defaults, whether numpy's axis=None runs it along the flattened tensor).
NUMPY_FUNCTIONS = {
    np.negative: (MaskedTensor.neg, {}, False),
}

# The class and what its methods run, registered with the core (which imports
# neither this module nor the front end): the families' fused kernels, looked
# up by (method, dtype, variant), the compiled checks of the binary ones, and
# the compiled zeroing of the numpy path's masked-out results.
_core.register(MaskedTensor, array_functions=NUMPY_FUNCTIONS, fused_binary=_front.fused_binary,
               zero_masked=_front.zero_masked,
               fused={})
# ... and its sparse subclass (the COO and CSR layouts: tensorplay/masked/_sparse/).
_sparse_tensor.register(MaskedTensor, structural={
})
