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

__all__ = ["erf", "erfc", "erfinv", "lgamma", "digamma", "i0", "sinc", "logit", "sigmoid"]


def erf(input, *, mask=None):
    """The error function, 2/sqrt(pi) * integral of exp(-t**2) from 0 to x (libm).

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
        return _rt.sparse_special(erf, input, mask)
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.special(erf, input, mask)
    return _rt.elementwise("erf", _k_special.KERNELS["erf"], input, mask)  # ops.yaml: special.erf


def erfc(input, *, mask=None):
    """The complementary error function, 1 - erf(x), accurate where erf(x) is near 1 (libm).

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
        return _rt.sparse_special(erfc, input, mask)
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.special(erfc, input, mask)
    return _rt.elementwise("erfc", _k_special.KERNELS["erfc"], input, mask)  # ops.yaml: special.erfc


def erfinv(input, *, mask=None):
    """The inverse error function on [-1, 1] (±inf at ±1, nan outside).

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
        return _rt.sparse_special(erfinv, input, mask)
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.special(erfinv, input, mask)
    return _rt.elementwise("erfinv", _k_special.KERNELS["erfinv"], input, mask)  # ops.yaml: special.erfinv


def lgamma(input, *, mask=None):
    """log|gamma(x)| (libm's reentrant lgamma_r: safe in threads).

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
        return _rt.sparse_special(lgamma, input, mask)
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.special(lgamma, input, mask)
    return _rt.elementwise("lgamma", _k_special.KERNELS["lgamma"], input, mask)  # ops.yaml: special.lgamma


def digamma(input, *, mask=None):
    """The digamma function psi(x) = d/dx log gamma(x) (nan at the poles 0, -1, -2, ...; -inf at +0).

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
        return _rt.sparse_special(digamma, input, mask)
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.special(digamma, input, mask)
    return _rt.elementwise("digamma", _k_special.KERNELS["digamma"], input, mask)  # ops.yaml: special.digamma


def i0(input, *, mask=None):
    """The modified Bessel function of the first kind, order 0.

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
        return _rt.sparse_special(i0, input, mask)
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.special(i0, input, mask)
    return _rt.elementwise("i0", _k_special.KERNELS["i0"], input, mask)  # ops.yaml: special.i0


def sinc(input, *, mask=None):
    """The normalized sinc, sin(pi x) / (pi x), 1 at 0.

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
        return _rt.sparse_special(sinc, input, mask)
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.special(sinc, input, mask)
    return _rt.elementwise("sinc", _k_special.KERNELS["sinc"], input, mask)  # ops.yaml: special.sinc


def logit(input, *, mask=None):
    """log(p / (1 - p)) (-inf at 0, inf at 1, nan outside [0, 1]).

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
        return _rt.sparse_special(logit, input, mask)
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.special(logit, input, mask)
    return _rt.elementwise("logit", _k_special.KERNELS["logit"], input, mask)  # ops.yaml: special.logit


def sigmoid(input, *, mask=None):
    """The logistic function 1 / (1 + exp(-x)), without overflow.

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
        return _rt.sparse_special(sigmoid, input, mask)
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.special(sigmoid, input, mask)
    return _rt.elementwise("sigmoid", _k_special.KERNELS["sigmoid"], input, mask)  # ops.yaml: special.sigmoid
