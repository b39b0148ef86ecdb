# Generated from ops.yaml by `python -m codegen`; do not edit.
"""The generated wrappers of tensorplay.masked, one per op of ops.yaml.

Each wrapper is the op's signature, its docstring and one call into the
shared runtime with the op's spec (data from ops.yaml) and its kernels.
"""
import math

from tensorplay.masked._autograd import mode as _grad
from tensorplay.masked._runtime import dispatch as _rt
from tensorplay.masked._runtime import ptypes as _pt
from tensorplay.masked._sparse import state as _sparse
from tensorplay.masked._runtime import selectors as _sel
from . import _k_total
from . import _k_fill

__all__ = [
    "total",
    "blank", "blank_",
]


# ops.yaml: ops.total
_total_spec = _rt.OpSpec(
    name="total",
    kind="reduce",
    logical_order=False,
    full_output=False,
    dims=('none', 'int', 'tuple'),
    dtype_arg="compute",
    param=None,
    output_mask="any",
    fields={},
    sparse="segments",
    dask="reduction",
    pipeline=('reduction', 'kept', 'reduced'),
    result={
        "int32": "int64",
        "int64": "int64",
        "float64": "float64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "int32": (_k_total.total_int32, "int64", None),
            "int64": (_k_total.total_int64, "int64", None),
            "float64": (_k_total.total_float64, "float64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_total_front = _rt.front(_total_spec, "table", ())


def total(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """Returns total of the elements.

    The identity value of total operation, which is used to start the reduction and
    which masked-out elements act as, is 0 for int32, int64; 0.0 for float64.

    Keepdim text.

    Mask text for total.

    Fully masked gives the identity value.

    Output mask: any.

    Broadcast text.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    dim : None or int or tuple of ints, optional
        The dimension(s) to reduce; None (the default) reduces all.
    keepdim : bool, optional
        Keep reduced dims as size 1.
    dtype : numpy dtype or name, optional
        Compute in this dtype (the input is cast first).
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        A 0-d array for a full reduction.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[1, 2], [3, 4]], dtype=np.int32)
    >>> mask = np.array([[True, False], [True, True]])
    >>> tensorplay.masked._ops.total(input, 1, mask=mask)
    array([1, 7])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_total_spec, total, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_total_spec, lambda: _total_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    out = _total_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_total_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})


def _total_forward(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """total without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _total_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_total_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})


# ops.yaml: ops.blank
_blank_spec = _sel.SelectorSpec(
    name="blank",
    kind="fill",
    mask="full",
    value="scalar",
    names={"input": "input", "mask": "mask", "value": "value"},
    dtypes=('int32', 'int64', 'float64'),
    kernels=_k_fill.KERNELS,
    dask='blockwise_fill',
    run="write_scalar",
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_blank_front = _sel.fill_front(_blank_spec)


def blank(input, mask, value):
    """Writes value where mask is True.

    Corresponds to a test.

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    input : array_like
        Input text.
    mask : array_like of bool or int
        Mask text.
    value : scalar or array_like
        Value text.

    Returns
    -------
    numpy.ndarray
        A new array of input's shape and dtype.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([1, 2, 3])
    >>> tensorplay.masked._ops.blank(t, [True, False, True], 0)
    array([0, 2, 0])
    """
    out = _blank_front(input, mask, value)
    if out is not None:
        return out
    return _rt.select(_blank_spec, False, input=input, mask=mask, value=value)


def blank_(input, mask, value):
    """In-place form of blank: writes into input (a writeable numpy.ndarray) and
    returns it. Every argument is checked before anything is written: a rejected
    call leaves input unchanged.

    Writes value where mask is True.

    Corresponds to a test.

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    input : array_like
        Input text.
    mask : array_like of bool or int
        Mask text.
    value : scalar or array_like
        Value text.

    Returns
    -------
    numpy.ndarray
        The modified input itself.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([1, 2, 3])
    >>> tensorplay.masked._ops.blank_(t, [True, False, True], 0)
    array([0, 2, 0])
    """
    return _rt.select(_blank_spec, True, input=input, mask=mask, value=value)
