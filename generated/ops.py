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
from . import _k_sum
from . import _k_prod
from . import _k_amax
from . import _k_amin
from . import _k_argmax
from . import _k_argmin
from . import _k_mean
from . import _k_var
from . import _k_std
from . import _k_median
from . import _k_cumsum
from . import _k_cumprod
from . import _k_softmax
from . import _k_log_softmax
from . import _k_softmin
from . import _k_normalize
from . import _k_logaddexp
from . import _k_logsumexp
from . import _k_norm
from . import _k_fill
from . import _k_index
from . import _k_scatter
from . import _k_select

__all__ = [
    "sum",
    "prod",
    "amax",
    "amin",
    "argmax",
    "argmin",
    "mean",
    "var",
    "std",
    "median",
    "quantile",
    "move_sum",
    "move_mean",
    "move_count",
    "move_var",
    "move_std",
    "move_min",
    "move_max",
    "move_argmin",
    "move_argmax",
    "move_median",
    "move_quantile",
    "move_exp_mean",
    "move_exp_sum",
    "move_exp_var",
    "move_exp_std",
    "ffill",
    "bfill",
    "cumsum",
    "cumprod",
    "softmax",
    "log_softmax",
    "softmin",
    "normalize",
    "logaddexp",
    "logsumexp",
    "norm",
    "masked_fill", "masked_fill_",
    "masked_scatter", "masked_scatter_",
    "masked_select",
    "masked_axis_select",
    "masked_axis_fill", "masked_axis_fill_",
    "masked_fill_along_axis", "masked_fill_along_axis_",
    "index_select",
    "index_fill", "index_fill_",
    "boolean_mask",
    "boolean_mask_update",
]


# ops.yaml: ops.sum
_sum_spec = _rt.OpSpec(
    name="sum",
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
        "bool": "int64",
        "int8": "int64",
        "int16": "int64",
        "int32": "int64",
        "int64": "int64",
        "uint8": "uint64",
        "uint16": "uint64",
        "uint32": "uint64",
        "uint64": "uint64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
        "complex64": "complex64",
        "complex128": "complex128",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_sum.sum_bool, "int64", None),
            "int8": (_k_sum.sum_int8, "int64", None),
            "int16": (_k_sum.sum_int16, "int64", None),
            "int32": (_k_sum.sum_int32, "int64", None),
            "int64": (_k_sum.sum_int64, "int64", None),
            "uint8": (_k_sum.sum_uint8, "uint64", None),
            "uint16": (_k_sum.sum_uint16, "uint64", None),
            "uint32": (_k_sum.sum_uint32, "uint64", None),
            "uint64": (_k_sum.sum_uint64, "uint64", None),
            "float16": (_k_sum.sum_float16, "float32", None),
            "float32": (_k_sum.sum_float32, "float32", None),
            "float64": (_k_sum.sum_float64, "float64", None),
            "complex64": (_k_sum.sum_complex64, "complex64", None),
            "complex128": (_k_sum.sum_complex128, "complex128", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_sum_front = _rt.front(_sum_spec, "table", ())


def sum(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """Returns sum of all the elements in the input tensor along the given
    dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    The identity value of sum operation, which is used to start the reduction and
    which masked-out elements act as, is 0 for bool, int8, int16, int32, int64,
    uint8, uint16, uint32, uint64; 0.0 for float16, float32, float64, complex64,
    complex128.

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in sum computation, otherwise the element is ignored. Integer masks
    are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is the identity value.

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

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
    >>> input = np.array([[-3, -2, -1], [0, 1, 2]], dtype=np.int64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.sum(input, 1, mask=mask)
    array([-4,  0])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_sum_spec, sum, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_sum_spec, lambda: _sum_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    out = _sum_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_sum_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})


def _sum_forward(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """sum without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _sum_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_sum_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.prod
_prod_spec = _rt.OpSpec(
    name="prod",
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
        "bool": "int64",
        "int8": "int64",
        "int16": "int64",
        "int32": "int64",
        "int64": "int64",
        "uint8": "uint64",
        "uint16": "uint64",
        "uint32": "uint64",
        "uint64": "uint64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
        "complex64": "complex64",
        "complex128": "complex128",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_prod.prod_bool, "int64", None),
            "int8": (_k_prod.prod_int8, "int64", None),
            "int16": (_k_prod.prod_int16, "int64", None),
            "int32": (_k_prod.prod_int32, "int64", None),
            "int64": (_k_prod.prod_int64, "int64", None),
            "uint8": (_k_prod.prod_uint8, "uint64", None),
            "uint16": (_k_prod.prod_uint16, "uint64", None),
            "uint32": (_k_prod.prod_uint32, "uint64", None),
            "uint64": (_k_prod.prod_uint64, "uint64", None),
            "float16": (_k_prod.prod_float16, "float32", None),
            "float32": (_k_prod.prod_float32, "float32", None),
            "float64": (_k_prod.prod_float64, "float64", None),
            "complex64": (_k_prod.prod_complex64, "complex64", None),
            "complex128": (_k_prod.prod_complex128, "complex128", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_prod_front = _rt.front(_prod_spec, "table", ())


def prod(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """Returns product of all the elements in the input tensor along the given
    dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    The identity value of product operation, which is used to start the reduction
    and which masked-out elements act as, is 1 for bool, int8, int16, int32, int64,
    uint8, uint16, uint32, uint64; 1.0 for float16, float32, float64, complex64,
    complex128.

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in product computation, otherwise the element is ignored. Integer
    masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is the identity value.

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

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
    >>> input = np.array([[-3, -2, -1], [0, 1, 2]], dtype=np.int64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.prod(input, 1, mask=mask)
    array([3, 1])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_prod_spec, prod, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_prod_spec, lambda: _prod_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    out = _prod_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_prod_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})


def _prod_forward(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """prod without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _prod_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_prod_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.amax
_amax_spec = _rt.OpSpec(
    name="amax",
    kind="reduce",
    logical_order=False,
    full_output=False,
    dims=('none', 'int', 'tuple'),
    dtype_arg="cast_result",
    param=None,
    output_mask="any",
    fields={},
    sparse="segments",
    dask="reduction",
    pipeline=('reduction', 'kept', 'reduced'),
    result={
        "bool": "bool",
        "int8": "int8",
        "int16": "int16",
        "int32": "int32",
        "int64": "int64",
        "uint8": "uint8",
        "uint16": "uint16",
        "uint32": "uint32",
        "uint64": "uint64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_amax.amax_bool, "bool", None),
            "int8": (_k_amax.amax_int8, "int8", None),
            "int16": (_k_amax.amax_int16, "int16", None),
            "int32": (_k_amax.amax_int32, "int32", None),
            "int64": (_k_amax.amax_int64, "int64", None),
            "uint8": (_k_amax.amax_uint8, "uint8", None),
            "uint16": (_k_amax.amax_uint16, "uint16", None),
            "uint32": (_k_amax.amax_uint32, "uint32", None),
            "uint64": (_k_amax.amax_uint64, "uint64", None),
            "float16": (_k_amax.amax_float16, "float32", None),
            "float32": (_k_amax.amax_float32, "float32", None),
            "float64": (_k_amax.amax_float64, "float64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_amax_front = _rt.front(_amax_spec, "table", ())


def amax(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """Returns maximum of all the elements in the input tensor along the given
    dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    The identity value of maximum operation, which is used to start the reduction
    and which masked-out elements act as, is 0 for bool, uint8, uint16, uint32,
    uint64; -128 for int8; -32768 for int16; -2147483648 for int32;
    -9223372036854775808 for int64; -inf for float16, float32, float64.

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in maximum computation, otherwise the element is ignored. Integer
    masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is the identity value.

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    dim : None or int or tuple of ints, optional
        The dimension(s) to reduce; None (the default) reduces all.
    keepdim : bool, optional
        Keep reduced dims as size 1.
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
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
    >>> input = np.array([[-3, -2, -1], [0, 1, 2]], dtype=np.int64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.amax(input, 1, mask=mask)
    array([                  -1, -9223372036854775808])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_amax_spec, amax, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_amax_spec, lambda: _amax_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    out = _amax_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_amax_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})


def _amax_forward(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """amax without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _amax_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_amax_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.amin
_amin_spec = _rt.OpSpec(
    name="amin",
    kind="reduce",
    logical_order=False,
    full_output=False,
    dims=('none', 'int', 'tuple'),
    dtype_arg="cast_result",
    param=None,
    output_mask="any",
    fields={},
    sparse="segments",
    dask="reduction",
    pipeline=('reduction', 'kept', 'reduced'),
    result={
        "bool": "bool",
        "int8": "int8",
        "int16": "int16",
        "int32": "int32",
        "int64": "int64",
        "uint8": "uint8",
        "uint16": "uint16",
        "uint32": "uint32",
        "uint64": "uint64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_amin.amin_bool, "bool", None),
            "int8": (_k_amin.amin_int8, "int8", None),
            "int16": (_k_amin.amin_int16, "int16", None),
            "int32": (_k_amin.amin_int32, "int32", None),
            "int64": (_k_amin.amin_int64, "int64", None),
            "uint8": (_k_amin.amin_uint8, "uint8", None),
            "uint16": (_k_amin.amin_uint16, "uint16", None),
            "uint32": (_k_amin.amin_uint32, "uint32", None),
            "uint64": (_k_amin.amin_uint64, "uint64", None),
            "float16": (_k_amin.amin_float16, "float32", None),
            "float32": (_k_amin.amin_float32, "float32", None),
            "float64": (_k_amin.amin_float64, "float64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_amin_front = _rt.front(_amin_spec, "table", ())


def amin(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """Returns minimum of all the elements in the input tensor along the given
    dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    The identity value of minimum operation, which is used to start the reduction
    and which masked-out elements act as, is 1 for bool; 127 for int8; 32767 for
    int16; 2147483647 for int32; 9223372036854775807 for int64; 255 for uint8;
    65535 for uint16; 4294967295 for uint32; 18446744073709551615 for uint64; inf
    for float16, float32, float64.

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in minimum computation, otherwise the element is ignored. Integer
    masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is the identity value.

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    dim : None or int or tuple of ints, optional
        The dimension(s) to reduce; None (the default) reduces all.
    keepdim : bool, optional
        Keep reduced dims as size 1.
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
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
    >>> input = np.array([[-3, -2, -1], [0, 1, 2]], dtype=np.int64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.amin(input, 1, mask=mask)
    array([                 -3, 9223372036854775807])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_amin_spec, amin, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_amin_spec, lambda: _amin_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    out = _amin_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_amin_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})


def _amin_forward(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """amin without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _amin_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_amin_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.argmax
_argmax_spec = _rt.OpSpec(
    name="argmax",
    kind="arg_reduce",
    logical_order=True,
    full_output=False,
    dims=('none', 'int'),
    dtype_arg="cast_result",
    param=None,
    output_mask="any",
    fields={'compare': 'greater'},
    sparse="positions",
    dask="reduction",
    pipeline=('reduction', 'kept', 'reduced'),
    result={
        "bool": "int64",
        "int8": "int64",
        "int16": "int64",
        "int32": "int64",
        "int64": "int64",
        "uint8": "int64",
        "uint16": "int64",
        "uint32": "int64",
        "uint64": "int64",
        "float16": "int64",
        "float32": "int64",
        "float64": "int64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_argmax.argmax_bool, "int64", None),
            "int8": (_k_argmax.argmax_int8, "int64", None),
            "int16": (_k_argmax.argmax_int16, "int64", None),
            "int32": (_k_argmax.argmax_int32, "int64", None),
            "int64": (_k_argmax.argmax_int64, "int64", None),
            "uint8": (_k_argmax.argmax_uint8, "int64", None),
            "uint16": (_k_argmax.argmax_uint16, "int64", None),
            "uint32": (_k_argmax.argmax_uint32, "int64", None),
            "uint64": (_k_argmax.argmax_uint64, "int64", None),
            "float16": (_k_argmax.argmax_float16, "int64", None),
            "float32": (_k_argmax.argmax_float32, "int64", None),
            "float64": (_k_argmax.argmax_float64, "int64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_argmax_front = _rt.front(_argmax_spec, "table", ())


def argmax(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """Returns argmax of all the elements in the input tensor along the given
    dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    The identity value of argmax operation, which is used to start the reduction
    and which masked-out elements act as, is 0 for bool, uint8, uint16, uint32,
    uint64; -128 for int8; -32768 for int16; -2147483648 for int32;
    -9223372036854775808 for int64; -inf for float16, float32, float64.

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in argmax computation, otherwise the element is ignored. Integer masks
    are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is 0.

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    dim : None or int, optional
        The dimension(s) to reduce; None (the default) reduces all.
    keepdim : bool, optional
        Keep reduced dims as size 1.
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
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
    >>> input = np.array([[-3, -2, -1], [0, 1, 2]], dtype=np.int64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.argmax(input, 1, mask=mask)
    array([2, 0])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_argmax_spec, argmax, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_argmax_spec, lambda: _argmax_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    out = _argmax_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_argmax_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})


def _argmax_forward(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """argmax without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _argmax_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_argmax_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.argmin
_argmin_spec = _rt.OpSpec(
    name="argmin",
    kind="arg_reduce",
    logical_order=True,
    full_output=False,
    dims=('none', 'int'),
    dtype_arg="cast_result",
    param=None,
    output_mask="any",
    fields={'compare': 'less'},
    sparse="positions",
    dask="reduction",
    pipeline=('reduction', 'kept', 'reduced'),
    result={
        "bool": "int64",
        "int8": "int64",
        "int16": "int64",
        "int32": "int64",
        "int64": "int64",
        "uint8": "int64",
        "uint16": "int64",
        "uint32": "int64",
        "uint64": "int64",
        "float16": "int64",
        "float32": "int64",
        "float64": "int64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_argmin.argmin_bool, "int64", None),
            "int8": (_k_argmin.argmin_int8, "int64", None),
            "int16": (_k_argmin.argmin_int16, "int64", None),
            "int32": (_k_argmin.argmin_int32, "int64", None),
            "int64": (_k_argmin.argmin_int64, "int64", None),
            "uint8": (_k_argmin.argmin_uint8, "int64", None),
            "uint16": (_k_argmin.argmin_uint16, "int64", None),
            "uint32": (_k_argmin.argmin_uint32, "int64", None),
            "uint64": (_k_argmin.argmin_uint64, "int64", None),
            "float16": (_k_argmin.argmin_float16, "int64", None),
            "float32": (_k_argmin.argmin_float32, "int64", None),
            "float64": (_k_argmin.argmin_float64, "int64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_argmin_front = _rt.front(_argmin_spec, "table", ())


def argmin(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """Returns argmin of all the elements in the input tensor along the given
    dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    The identity value of argmin operation, which is used to start the reduction
    and which masked-out elements act as, is 1 for bool; 127 for int8; 32767 for
    int16; 2147483647 for int32; 9223372036854775807 for int64; 255 for uint8;
    65535 for uint16; 4294967295 for uint32; 18446744073709551615 for uint64; inf
    for float16, float32, float64.

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in argmin computation, otherwise the element is ignored. Integer masks
    are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is 0.

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    dim : None or int, optional
        The dimension(s) to reduce; None (the default) reduces all.
    keepdim : bool, optional
        Keep reduced dims as size 1.
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
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
    >>> input = np.array([[-3, -2, -1], [0, 1, 2]], dtype=np.int64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.argmin(input, 1, mask=mask)
    array([0, 0])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_argmin_spec, argmin, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_argmin_spec, lambda: _argmin_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    out = _argmin_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_argmin_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})


def _argmin_forward(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """argmin without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _argmin_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_argmin_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.mean
_mean_spec = _rt.OpSpec(
    name="mean",
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
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
        "complex64": "complex64",
        "complex128": "complex128",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_mean.mean_float64, "float64", 'float64'),
            "int8": (_k_mean.mean_float64, "float64", 'float64'),
            "int16": (_k_mean.mean_float64, "float64", 'float64'),
            "int32": (_k_mean.mean_float64, "float64", 'float64'),
            "int64": (_k_mean.mean_int64, "float64", None),
            "uint8": (_k_mean.mean_float64, "float64", 'float64'),
            "uint16": (_k_mean.mean_float64, "float64", 'float64'),
            "uint32": (_k_mean.mean_float64, "float64", 'float64'),
            "uint64": (_k_mean.mean_float64, "float64", 'float64'),
            "float16": (_k_mean.mean_float32, "float32", 'float32'),
            "float32": (_k_mean.mean_float32, "float32", None),
            "float64": (_k_mean.mean_float64, "float64", None),
            "complex64": (_k_mean.mean_complex64, "complex64", None),
            "complex128": (_k_mean.mean_complex128, "complex128", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_mean_front = _rt.front(_mean_spec, "table", ())


def mean(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """Returns mean of all the elements in the input tensor along the given
    dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    The identity value of mean operation is undefined. The elements of the output
    that correspond to fully masked-out elements are nan.

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in mean computation, otherwise the element is ignored. Integer masks
    are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

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
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.mean(input, 1, mask=mask)
    array([-2., nan])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_mean_spec, mean, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_mean_spec, lambda: _mean_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    out = _mean_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_mean_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})


def _mean_forward(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """mean without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _mean_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_mean_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.var
_var_spec = _rt.OpSpec(
    name="var",
    kind="reduce",
    logical_order=False,
    full_output=False,
    dims=('none', 'int', 'tuple'),
    dtype_arg="compute",
    param='correction',
    output_mask="any",
    fields={},
    sparse="segments",
    dask="reduction",
    pipeline=('reduction', 'kept', 'reduced'),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
        "complex64": "float32",
        "complex128": "float64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_var.var_float64, "float64", 'float64'),
            "int8": (_k_var.var_float64, "float64", 'float64'),
            "int16": (_k_var.var_float64, "float64", 'float64'),
            "int32": (_k_var.var_float64, "float64", 'float64'),
            "int64": (_k_var.var_int64, "float64", None),
            "uint8": (_k_var.var_float64, "float64", 'float64'),
            "uint16": (_k_var.var_float64, "float64", 'float64'),
            "uint32": (_k_var.var_float64, "float64", 'float64'),
            "uint64": (_k_var.var_float64, "float64", 'float64'),
            "float16": (_k_var.var_float32, "float32", 'float32'),
            "float32": (_k_var.var_float32, "float32", None),
            "float64": (_k_var.var_float64, "float64", None),
            "complex64": (_k_var.var_complex64, "float32", None),
            "complex128": (_k_var.var_complex128, "float64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_var_front = _rt.front(_var_spec, "table", ('unbiased', 'correction'), unbiased=None, correction=None)


def var(input, dim=None, unbiased=None, *, keepdim=False, dtype=None, mask=None, correction=None):
    """Returns variance of all the elements in the input tensor along the given
    dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    The identity value of variance operation is undefined. The elements of the
    output that correspond to fully masked-out elements are nan.

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in variance computation, otherwise the element is ignored. Integer
    masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    unbiased : bool | None
        Use Bessel's correction (default True); not together with correction.
    correction : float | None
        Subtract this from the count of valid elements (any real; default 1).
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
    >>> input = np.array([[-3, -2, -1], [0, 1, 2]], dtype=np.int64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.var(input, 1, False, mask=mask)
    array([ 1., nan])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_var_spec, var, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask, "unbiased": unbiased, "correction": correction})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_var_spec, lambda: _var_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, unbiased=unbiased, correction=correction), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask, "unbiased": unbiased, "correction": correction})
    out = _var_front(input, dim, keepdim, dtype, mask, (unbiased, correction, ))
    if out is not None:
        return out
    return _rt.run(_var_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={"unbiased": unbiased, "correction": correction})


def _var_forward(input, dim=None, unbiased=None, *, keepdim=False, dtype=None, mask=None, correction=None):
    """var without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _var_front(input, dim, keepdim, dtype, mask, (unbiased, correction, ))
    if out is not None:
        return out
    return _rt.run(_var_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={"unbiased": unbiased, "correction": correction})

# ops.yaml: ops.std
_std_spec = _rt.OpSpec(
    name="std",
    kind="reduce",
    logical_order=False,
    full_output=False,
    dims=('none', 'int', 'tuple'),
    dtype_arg="compute",
    param='correction',
    output_mask="any",
    fields={},
    sparse="segments",
    dask="reduction",
    pipeline=('reduction', 'kept', 'reduced'),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
        "complex64": "float32",
        "complex128": "float64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_std.std_float64, "float64", 'float64'),
            "int8": (_k_std.std_float64, "float64", 'float64'),
            "int16": (_k_std.std_float64, "float64", 'float64'),
            "int32": (_k_std.std_float64, "float64", 'float64'),
            "int64": (_k_std.std_int64, "float64", None),
            "uint8": (_k_std.std_float64, "float64", 'float64'),
            "uint16": (_k_std.std_float64, "float64", 'float64'),
            "uint32": (_k_std.std_float64, "float64", 'float64'),
            "uint64": (_k_std.std_float64, "float64", 'float64'),
            "float16": (_k_std.std_float32, "float32", 'float32'),
            "float32": (_k_std.std_float32, "float32", None),
            "float64": (_k_std.std_float64, "float64", None),
            "complex64": (_k_std.std_complex64, "float32", None),
            "complex128": (_k_std.std_complex128, "float64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_std_front = _rt.front(_std_spec, "table", ('unbiased', 'correction'), unbiased=None, correction=None)


def std(input, dim=None, unbiased=None, *, keepdim=False, dtype=None, mask=None, correction=None):
    """Returns standard deviation of all the elements in the input tensor along the
    given dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    The identity value of standard deviation operation is undefined. The elements
    of the output that correspond to fully masked-out elements are nan.

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in standard deviation computation, otherwise the element is ignored.
    Integer masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    unbiased : bool | None
        Use Bessel's correction (default True); not together with correction.
    correction : float | None
        Subtract this from the count of valid elements (any real; default 1).
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
    >>> input = np.array([[-3, -2, -1], [0, 1, 2]], dtype=np.int64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.std(input, 1, False, mask=mask)
    array([ 1., nan])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_std_spec, std, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask, "unbiased": unbiased, "correction": correction})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_std_spec, lambda: _std_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, unbiased=unbiased, correction=correction), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask, "unbiased": unbiased, "correction": correction})
    out = _std_front(input, dim, keepdim, dtype, mask, (unbiased, correction, ))
    if out is not None:
        return out
    return _rt.run(_std_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={"unbiased": unbiased, "correction": correction})


def _std_forward(input, dim=None, unbiased=None, *, keepdim=False, dtype=None, mask=None, correction=None):
    """std without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _std_front(input, dim, keepdim, dtype, mask, (unbiased, correction, ))
    if out is not None:
        return out
    return _rt.run(_std_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={"unbiased": unbiased, "correction": correction})

# ops.yaml: ops.median
_median_spec = _rt.OpSpec(
    name="median",
    kind="order_stat",
    logical_order=False,
    full_output=False,
    dims=('none', 'int', 'tuple'),
    dtype_arg="cast_result",
    param=None,
    output_mask="any",
    fields={'rank': '(n - 1) // 2'},
    sparse="segments",
    dask="reduction",
    pipeline=('reduction', 'kept', 'reduced'),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_median.median_bool, "float64", None),
            "int8": (_k_median.median_int8, "float64", None),
            "int16": (_k_median.median_int16, "float64", None),
            "int32": (_k_median.median_int32, "float64", None),
            "int64": (_k_median.median_int64, "float64", None),
            "uint8": (_k_median.median_uint8, "float64", None),
            "uint16": (_k_median.median_uint16, "float64", None),
            "uint32": (_k_median.median_uint32, "float64", None),
            "uint64": (_k_median.median_uint64, "float64", None),
            "float16": (_k_median.median_float16, "float32", None),
            "float32": (_k_median.median_float32, "float32", None),
            "float64": (_k_median.median_float64, "float64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_median_front = _rt.front(_median_spec, "table", ())


def median(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """Returns median of all the elements in the input tensor along the given
    dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    The identity value of median operation is undefined. The elements of the output
    that correspond to fully masked-out elements are nan.

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in median computation, otherwise the element is ignored. Integer masks
    are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    For an even number of valid elements this is the lower of the two middle ones
    (torch.masked's contract), never their mean; numpy's median (the mean of the
    two) is quantile(input, 0.5, dim, mask=mask), and move_median's windows take
    numpy's.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    dim : None or int or tuple of ints, optional
        The dimension(s) to reduce; None (the default) reduces all.
    keepdim : bool, optional
        Keep reduced dims as size 1.
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
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
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.median(input, 1, mask=mask)
    array([-3., nan])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_median_spec, median, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_median_spec, lambda: _median_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    out = _median_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_median_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})


def _median_forward(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """median without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _median_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_median_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.quantile
_quantile_spec = _rt.OpSpec(
    name="quantile",
    kind="quantile",
    logical_order=False,
    full_output=False,
    dims=('none', 'int', 'tuple'),
    dtype_arg="cast_result",
    param='q_method_weights',
    output_mask="any",
    fields={},
    sparse="segments",
    dask="whole_slice_entry",
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_quantile_front = _rt.front(_quantile_spec, "quantiles", ('q', 'method', 'weights'), method='linear', weights=None)


def quantile(input, q, dim=None, *, keepdim=False, method='linear', weights=None, dtype=None, mask=None):
    """Returns the q-th quantile of all the elements in the input tensor along the
    given dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    q is a float in [0, 1] or a 1-D sequence of them; a 1-D q adds a leading output
    dimension of len(q), as numpy's does. method is one of numpy's 13 (default
    "linear"); each slice's result is numpy.quantile of its valid elements with
    that method, to the bit, computed in one selection per slice for all q. weights
    (broadcastable to input, non-negative, at valid positions finite) take method
    "inverted_cdf", as numpy's; a slice whose valid weights sum to 0 counts as
    fully masked. A NaN among the valid elements gives NaN. Integers and bool give
    float64 (bool is read as 0/1).

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the q-th quantile computation, otherwise the element is ignored.
    Integer masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    q : float | Sequence[float] | ArrayLike
        The quantile(s): a float in [0, 1] or a 1-D sequence of them (a leading output dim).
    method : str
        One of numpy's 13 methods (default 'linear'), as numpy.quantile's method=.
    weights : ArrayLike | None
        Non-negative weights broadcastable to input, with method='inverted_cdf' only (default None).
    dim : None or int or tuple of ints, optional
        The dimension(s) to reduce; None (the default) reduces all.
    keepdim : bool, optional
        Keep reduced dims as size 1.
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
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
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.quantile(input, 0.25, 1, mask=mask)
    array([-2.5,  nan])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_quantile_spec, quantile, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask, "q": q, "method": method, "weights": weights})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_quantile_spec, lambda: _quantile_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, q=q, method=method, weights=weights), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask, "q": q, "method": method, "weights": weights})
    out = _quantile_front(input, dim, keepdim, dtype, mask, (q, method, weights, ))
    if out is not None:
        return out
    return _rt.quantile(_quantile_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={"q": q, "method": method, "weights": weights})


def _quantile_forward(input, q, dim=None, *, keepdim=False, method='linear', weights=None, dtype=None, mask=None):
    """quantile without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _quantile_front(input, dim, keepdim, dtype, mask, (q, method, weights, ))
    if out is not None:
        return out
    return _rt.quantile(_quantile_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={"q": q, "method": method, "weights": weights})

# ops.yaml: ops.move_sum
_move_sum_spec = _rt.OpSpec(
    name="move_sum",
    kind="moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param=None,
    output_mask="min_count",
    fields={'statistic': 'sum', 'positions': False},
    sparse="",
    dask="overlap",
    typed=(_pt.Param('window', _pt.Int(min=1, what="the window's length, >= 1")), _pt.Param('min_count', _pt.Int(min=0, max='window', none='window', what='None or 0..window'), default=None), _pt.Param('center', _pt.Bool(), default=False), _pt.Param('correction', _pt.Real(), default=1.0),),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_sum_front = _rt.front(_move_sum_spec, "window", ('window', 'min_count', 'center'), min_count=None, center=False)


def move_sum(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """Returns the moving sum of the valid elements of input in a moving window along
    dim, one output per input element: the elements the window holds while the
    input elements are masked out according to the boolean tensor mask.

    The window of position i is [i - window + 1, i] (trailing), or with center=True
    [i - window // 2, i + (window - 1) // 2] (pandas' alignment), cut at the ends
    of dim; window may be longer than the dim. min_count (None: window; 0 to
    window) is the fewest valid elements a window must hold for a value (at least 1
    for the statistics undefined on nothing); fewer give NaN. Each output depends
    on its own window's elements only (block prefix and suffix states, never a
    running total that subtracts what leaves): a huge value or an inf leaves no
    trace once it has left the window. Integers and bool give float64; float16 and
    float32 are computed in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the moving sum computation, otherwise the element is ignored.
    Integer masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor is True where the window holds at least min_count
    valid elements (at least 1 for the statistics undefined on nothing).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    window : int
        The window's length, an int >= 1 (longer than dim is fine).
    min_count : int | None
        The fewest valid elements a window needs (None: window).
    center : bool
        Center the window on each position (pandas' alignment) instead of ending it there.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_sum(input, 2, 1, min_count=1, mask=mask)
    array([[-3., -3., -1.],
           [nan, nan, nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_sum_spec, move_sum, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_sum_spec, lambda: _move_sum_forward(input=input, dim=dim, dtype=dtype, mask=mask, window=window, min_count=min_count, center=center), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    out = _move_sum_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_sum_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})


def _move_sum_forward(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """move_sum without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_sum_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_sum_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})

# ops.yaml: ops.move_mean
_move_mean_spec = _rt.OpSpec(
    name="move_mean",
    kind="moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param=None,
    output_mask="min_count",
    fields={'statistic': 'mean', 'positions': False},
    sparse="",
    dask="overlap",
    typed=(_pt.Param('window', _pt.Int(min=1, what="the window's length, >= 1")), _pt.Param('min_count', _pt.Int(min=0, max='window', none='window', what='None or 0..window'), default=None), _pt.Param('center', _pt.Bool(), default=False), _pt.Param('correction', _pt.Real(), default=1.0),),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_mean_front = _rt.front(_move_mean_spec, "window", ('window', 'min_count', 'center'), min_count=None, center=False)


def move_mean(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """Returns the moving mean of the valid elements of input in a moving window along
    dim, one output per input element: the elements the window holds while the
    input elements are masked out according to the boolean tensor mask.

    The window of position i is [i - window + 1, i] (trailing), or with center=True
    [i - window // 2, i + (window - 1) // 2] (pandas' alignment), cut at the ends
    of dim; window may be longer than the dim. min_count (None: window; 0 to
    window) is the fewest valid elements a window must hold for a value (at least 1
    for the statistics undefined on nothing); fewer give NaN. Each output depends
    on its own window's elements only (block prefix and suffix states, never a
    running total that subtracts what leaves): a huge value or an inf leaves no
    trace once it has left the window. Integers and bool give float64; float16 and
    float32 are computed in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the moving mean computation, otherwise the element is ignored.
    Integer masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor is True where the window holds at least min_count
    valid elements (at least 1 for the statistics undefined on nothing).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    window : int
        The window's length, an int >= 1 (longer than dim is fine).
    min_count : int | None
        The fewest valid elements a window needs (None: window).
    center : bool
        Center the window on each position (pandas' alignment) instead of ending it there.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_mean(input, 2, 1, min_count=1, mask=mask)
    array([[-3., -3., -1.],
           [nan, nan, nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_mean_spec, move_mean, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_mean_spec, lambda: _move_mean_forward(input=input, dim=dim, dtype=dtype, mask=mask, window=window, min_count=min_count, center=center), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    out = _move_mean_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_mean_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})


def _move_mean_forward(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """move_mean without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_mean_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_mean_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})

# ops.yaml: ops.move_count
_move_count_spec = _rt.OpSpec(
    name="move_count",
    kind="moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param=None,
    output_mask="min_count",
    fields={'statistic': 'count', 'positions': False},
    sparse="",
    dask="overlap",
    typed=(_pt.Param('window', _pt.Int(min=1, what="the window's length, >= 1")), _pt.Param('min_count', _pt.Int(min=0, max='window', none='window', what='None or 0..window'), default=None), _pt.Param('center', _pt.Bool(), default=False), _pt.Param('correction', _pt.Real(), default=1.0),),
    result={
        "bool": "int64",
        "int8": "int64",
        "int16": "int64",
        "int32": "int64",
        "int64": "int64",
        "uint8": "int64",
        "uint16": "int64",
        "uint32": "int64",
        "uint64": "int64",
        "float16": "int64",
        "float32": "int64",
        "float64": "int64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_count_front = _rt.front(_move_count_spec, "window", ('window', 'min_count', 'center'), min_count=None, center=False)


def move_count(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """Returns the moving count of valid elements of the valid elements of input in a
    moving window along dim, one output per input element: the elements the window
    holds while the input elements are masked out according to the boolean tensor
    mask.

    The window of position i is [i - window + 1, i] (trailing), or with center=True
    [i - window // 2, i + (window - 1) // 2] (pandas' alignment), cut at the ends
    of dim; window may be longer than the dim. min_count (None: window; 0 to
    window) is the fewest valid elements a window must hold for a value (at least 1
    for the statistics undefined on nothing); fewer give NaN. Each output depends
    on its own window's elements only (block prefix and suffix states, never a
    running total that subtracts what leaves): a huge value or an inf leaves no
    trace once it has left the window. Integers and bool give float64; float16 and
    float32 are computed in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the moving count of valid elements computation, otherwise the
    element is ignored. Integer masks are accepted (nonzero means valid); float
    masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is 0.

    The mask of the output tensor is True where the window holds at least min_count
    valid elements (at least 1 for the statistics undefined on nothing).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    window : int
        The window's length, an int >= 1 (longer than dim is fine).
    min_count : int | None
        The fewest valid elements a window needs (None: window).
    center : bool
        Center the window on each position (pandas' alignment) instead of ending it there.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_count(input, 2, 1, min_count=1, mask=mask)
    array([[1, 1, 1],
           [0, 0, 0]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_count_spec, move_count, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_count_spec, lambda: _move_count_forward(input=input, dim=dim, dtype=dtype, mask=mask, window=window, min_count=min_count, center=center), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    out = _move_count_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_count_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})


def _move_count_forward(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """move_count without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_count_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_count_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})

# ops.yaml: ops.move_var
_move_var_spec = _rt.OpSpec(
    name="move_var",
    kind="moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param=None,
    output_mask="min_count",
    fields={'statistic': 'var', 'positions': False},
    sparse="",
    dask="overlap",
    typed=(_pt.Param('window', _pt.Int(min=1, what="the window's length, >= 1")), _pt.Param('min_count', _pt.Int(min=0, max='window', none='window', what='None or 0..window'), default=None), _pt.Param('center', _pt.Bool(), default=False), _pt.Param('correction', _pt.Real(), default=1.0),),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_var_front = _rt.front(_move_var_spec, "window", ('window', 'min_count', 'center', 'correction'), min_count=None, center=False, correction=1)


def move_var(input, window, dim=-1, *, min_count=None, center=False, correction=1, dtype=None, mask=None):
    """Returns the moving variance of the valid elements of input in a moving window
    along dim, one output per input element: the elements the window holds while
    the input elements are masked out according to the boolean tensor mask.

    The window of position i is [i - window + 1, i] (trailing), or with center=True
    [i - window // 2, i + (window - 1) // 2] (pandas' alignment), cut at the ends
    of dim; window may be longer than the dim. min_count (None: window; 0 to
    window) is the fewest valid elements a window must hold for a value (at least 1
    for the statistics undefined on nothing); fewer give NaN. Each output depends
    on its own window's elements only (block prefix and suffix states, never a
    running total that subtracts what leaves): a huge value or an inf leaves no
    trace once it has left the window. Integers and bool give float64; float16 and
    float32 are computed in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the moving variance computation, otherwise the element is ignored.
    Integer masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor is True where the window holds at least min_count
    valid elements (at least 1 for the statistics undefined on nothing).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    window : int
        The window's length, an int >= 1 (longer than dim is fine).
    min_count : int | None
        The fewest valid elements a window needs (None: window).
    center : bool
        Center the window on each position (pandas' alignment) instead of ending it there.
    correction : float
        The difference between the window's count and the divisor (default 1, as var).
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_var(input, 2, 1, min_count=1, mask=mask)
    array([[nan, nan, nan],
           [nan, nan, nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_var_spec, move_var, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center, "correction": correction})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_var_spec, lambda: _move_var_forward(input=input, dim=dim, dtype=dtype, mask=mask, window=window, min_count=min_count, center=center, correction=correction), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center, "correction": correction})
    out = _move_var_front(input, dim, dtype, mask, (window, min_count, center, correction, ))
    if out is not None:
        return out
    return _rt.moving(_move_var_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center, "correction": correction})


def _move_var_forward(input, window, dim=-1, *, min_count=None, center=False, correction=1, dtype=None, mask=None):
    """move_var without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_var_front(input, dim, dtype, mask, (window, min_count, center, correction, ))
    if out is not None:
        return out
    return _rt.moving(_move_var_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center, "correction": correction})

# ops.yaml: ops.move_std
_move_std_spec = _rt.OpSpec(
    name="move_std",
    kind="moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param=None,
    output_mask="min_count",
    fields={'statistic': 'std', 'positions': False},
    sparse="",
    dask="overlap",
    typed=(_pt.Param('window', _pt.Int(min=1, what="the window's length, >= 1")), _pt.Param('min_count', _pt.Int(min=0, max='window', none='window', what='None or 0..window'), default=None), _pt.Param('center', _pt.Bool(), default=False), _pt.Param('correction', _pt.Real(), default=1.0),),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_std_front = _rt.front(_move_std_spec, "window", ('window', 'min_count', 'center', 'correction'), min_count=None, center=False, correction=1)


def move_std(input, window, dim=-1, *, min_count=None, center=False, correction=1, dtype=None, mask=None):
    """Returns the moving standard deviation of the valid elements of input in a
    moving window along dim, one output per input element: the elements the window
    holds while the input elements are masked out according to the boolean tensor
    mask.

    The window of position i is [i - window + 1, i] (trailing), or with center=True
    [i - window // 2, i + (window - 1) // 2] (pandas' alignment), cut at the ends
    of dim; window may be longer than the dim. min_count (None: window; 0 to
    window) is the fewest valid elements a window must hold for a value (at least 1
    for the statistics undefined on nothing); fewer give NaN. Each output depends
    on its own window's elements only (block prefix and suffix states, never a
    running total that subtracts what leaves): a huge value or an inf leaves no
    trace once it has left the window. Integers and bool give float64; float16 and
    float32 are computed in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the moving standard deviation computation, otherwise the element is
    ignored. Integer masks are accepted (nonzero means valid); float masks are a
    TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor is True where the window holds at least min_count
    valid elements (at least 1 for the statistics undefined on nothing).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    window : int
        The window's length, an int >= 1 (longer than dim is fine).
    min_count : int | None
        The fewest valid elements a window needs (None: window).
    center : bool
        Center the window on each position (pandas' alignment) instead of ending it there.
    correction : float
        The difference between the window's count and the divisor (default 1, as var).
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_std(input, 2, 1, min_count=1, mask=mask)
    array([[nan, nan, nan],
           [nan, nan, nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_std_spec, move_std, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center, "correction": correction})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_std_spec, lambda: _move_std_forward(input=input, dim=dim, dtype=dtype, mask=mask, window=window, min_count=min_count, center=center, correction=correction), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center, "correction": correction})
    out = _move_std_front(input, dim, dtype, mask, (window, min_count, center, correction, ))
    if out is not None:
        return out
    return _rt.moving(_move_std_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center, "correction": correction})


def _move_std_forward(input, window, dim=-1, *, min_count=None, center=False, correction=1, dtype=None, mask=None):
    """move_std without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_std_front(input, dim, dtype, mask, (window, min_count, center, correction, ))
    if out is not None:
        return out
    return _rt.moving(_move_std_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center, "correction": correction})

# ops.yaml: ops.move_min
_move_min_spec = _rt.OpSpec(
    name="move_min",
    kind="moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param=None,
    output_mask="min_count",
    fields={'statistic': 'min', 'positions': False},
    sparse="",
    dask="overlap",
    typed=(_pt.Param('window', _pt.Int(min=1, what="the window's length, >= 1")), _pt.Param('min_count', _pt.Int(min=0, max='window', none='window', what='None or 0..window'), default=None), _pt.Param('center', _pt.Bool(), default=False), _pt.Param('correction', _pt.Real(), default=1.0),),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_min_front = _rt.front(_move_min_spec, "window", ('window', 'min_count', 'center'), min_count=None, center=False)


def move_min(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """Returns the moving minimum of the valid elements of input in a moving window
    along dim, one output per input element: the elements the window holds while
    the input elements are masked out according to the boolean tensor mask.

    The window of position i is [i - window + 1, i] (trailing), or with center=True
    [i - window // 2, i + (window - 1) // 2] (pandas' alignment), cut at the ends
    of dim; window may be longer than the dim. min_count (None: window; 0 to
    window) is the fewest valid elements a window must hold for a value (at least 1
    for the statistics undefined on nothing); fewer give NaN. Each output depends
    on its own window's elements only (block prefix and suffix states, never a
    running total that subtracts what leaves): a huge value or an inf leaves no
    trace once it has left the window. Integers and bool give float64; float16 and
    float32 are computed in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the moving minimum computation, otherwise the element is ignored.
    Integer masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor is True where the window holds at least min_count
    valid elements (at least 1 for the statistics undefined on nothing).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    window : int
        The window's length, an int >= 1 (longer than dim is fine).
    min_count : int | None
        The fewest valid elements a window needs (None: window).
    center : bool
        Center the window on each position (pandas' alignment) instead of ending it there.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_min(input, 2, 1, min_count=1, mask=mask)
    array([[-3., -3., -1.],
           [nan, nan, nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_min_spec, move_min, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_min_spec, lambda: _move_min_forward(input=input, dim=dim, dtype=dtype, mask=mask, window=window, min_count=min_count, center=center), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    out = _move_min_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_min_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})


def _move_min_forward(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """move_min without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_min_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_min_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})

# ops.yaml: ops.move_max
_move_max_spec = _rt.OpSpec(
    name="move_max",
    kind="moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param=None,
    output_mask="min_count",
    fields={'statistic': 'max', 'positions': False},
    sparse="",
    dask="overlap",
    typed=(_pt.Param('window', _pt.Int(min=1, what="the window's length, >= 1")), _pt.Param('min_count', _pt.Int(min=0, max='window', none='window', what='None or 0..window'), default=None), _pt.Param('center', _pt.Bool(), default=False), _pt.Param('correction', _pt.Real(), default=1.0),),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_max_front = _rt.front(_move_max_spec, "window", ('window', 'min_count', 'center'), min_count=None, center=False)


def move_max(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """Returns the moving maximum of the valid elements of input in a moving window
    along dim, one output per input element: the elements the window holds while
    the input elements are masked out according to the boolean tensor mask.

    The window of position i is [i - window + 1, i] (trailing), or with center=True
    [i - window // 2, i + (window - 1) // 2] (pandas' alignment), cut at the ends
    of dim; window may be longer than the dim. min_count (None: window; 0 to
    window) is the fewest valid elements a window must hold for a value (at least 1
    for the statistics undefined on nothing); fewer give NaN. Each output depends
    on its own window's elements only (block prefix and suffix states, never a
    running total that subtracts what leaves): a huge value or an inf leaves no
    trace once it has left the window. Integers and bool give float64; float16 and
    float32 are computed in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the moving maximum computation, otherwise the element is ignored.
    Integer masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor is True where the window holds at least min_count
    valid elements (at least 1 for the statistics undefined on nothing).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    window : int
        The window's length, an int >= 1 (longer than dim is fine).
    min_count : int | None
        The fewest valid elements a window needs (None: window).
    center : bool
        Center the window on each position (pandas' alignment) instead of ending it there.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_max(input, 2, 1, min_count=1, mask=mask)
    array([[-3., -3., -1.],
           [nan, nan, nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_max_spec, move_max, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_max_spec, lambda: _move_max_forward(input=input, dim=dim, dtype=dtype, mask=mask, window=window, min_count=min_count, center=center), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    out = _move_max_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_max_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})


def _move_max_forward(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """move_max without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_max_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_max_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})

# ops.yaml: ops.move_argmin
_move_argmin_spec = _rt.OpSpec(
    name="move_argmin",
    kind="moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param=None,
    output_mask="min_count",
    fields={'statistic': 'argmin', 'positions': True},
    sparse="",
    dask="overlap",
    typed=(_pt.Param('window', _pt.Int(min=1, what="the window's length, >= 1")), _pt.Param('min_count', _pt.Int(min=0, max='window', none='window', what='None or 0..window'), default=None), _pt.Param('center', _pt.Bool(), default=False), _pt.Param('correction', _pt.Real(), default=1.0),),
    result={
        "bool": "int64",
        "int8": "int64",
        "int16": "int64",
        "int32": "int64",
        "int64": "int64",
        "uint8": "int64",
        "uint16": "int64",
        "uint32": "int64",
        "uint64": "int64",
        "float16": "int64",
        "float32": "int64",
        "float64": "int64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_argmin_front = _rt.front(_move_argmin_spec, "window", ('window', 'min_count', 'center'), min_count=None, center=False)


def move_argmin(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """Returns the position of the moving minimum (along dim; the first among ties,
    the first NaN if any) of the valid elements of input in a moving window along
    dim, one output per input element: the elements the window holds while the
    input elements are masked out according to the boolean tensor mask.

    The window of position i is [i - window + 1, i] (trailing), or with center=True
    [i - window // 2, i + (window - 1) // 2] (pandas' alignment), cut at the ends
    of dim; window may be longer than the dim. min_count (None: window; 0 to
    window) is the fewest valid elements a window must hold for a value (at least 1
    for the statistics undefined on nothing); fewer give NaN. Each output depends
    on its own window's elements only (block prefix and suffix states, never a
    running total that subtracts what leaves): a huge value or an inf leaves no
    trace once it has left the window. Integers and bool give float64; float16 and
    float32 are computed in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the position of the moving minimum (along dim; the first among
    ties, the first NaN if any) computation, otherwise the element is ignored.
    Integer masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is -1.

    The mask of the output tensor is True where the window holds at least min_count
    valid elements (at least 1 for the statistics undefined on nothing).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    window : int
        The window's length, an int >= 1 (longer than dim is fine).
    min_count : int | None
        The fewest valid elements a window needs (None: window).
    center : bool
        Center the window on each position (pandas' alignment) instead of ending it there.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_argmin(input, 2, 1, min_count=1, mask=mask)
    array([[ 0,  0,  2],
           [-1, -1, -1]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_argmin_spec, move_argmin, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_argmin_spec, lambda: _move_argmin_forward(input=input, dim=dim, dtype=dtype, mask=mask, window=window, min_count=min_count, center=center), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    out = _move_argmin_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_argmin_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})


def _move_argmin_forward(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """move_argmin without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_argmin_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_argmin_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})

# ops.yaml: ops.move_argmax
_move_argmax_spec = _rt.OpSpec(
    name="move_argmax",
    kind="moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param=None,
    output_mask="min_count",
    fields={'statistic': 'argmax', 'positions': True},
    sparse="",
    dask="overlap",
    typed=(_pt.Param('window', _pt.Int(min=1, what="the window's length, >= 1")), _pt.Param('min_count', _pt.Int(min=0, max='window', none='window', what='None or 0..window'), default=None), _pt.Param('center', _pt.Bool(), default=False), _pt.Param('correction', _pt.Real(), default=1.0),),
    result={
        "bool": "int64",
        "int8": "int64",
        "int16": "int64",
        "int32": "int64",
        "int64": "int64",
        "uint8": "int64",
        "uint16": "int64",
        "uint32": "int64",
        "uint64": "int64",
        "float16": "int64",
        "float32": "int64",
        "float64": "int64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_argmax_front = _rt.front(_move_argmax_spec, "window", ('window', 'min_count', 'center'), min_count=None, center=False)


def move_argmax(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """Returns the position of the moving maximum (along dim; the first among ties,
    the first NaN if any) of the valid elements of input in a moving window along
    dim, one output per input element: the elements the window holds while the
    input elements are masked out according to the boolean tensor mask.

    The window of position i is [i - window + 1, i] (trailing), or with center=True
    [i - window // 2, i + (window - 1) // 2] (pandas' alignment), cut at the ends
    of dim; window may be longer than the dim. min_count (None: window; 0 to
    window) is the fewest valid elements a window must hold for a value (at least 1
    for the statistics undefined on nothing); fewer give NaN. Each output depends
    on its own window's elements only (block prefix and suffix states, never a
    running total that subtracts what leaves): a huge value or an inf leaves no
    trace once it has left the window. Integers and bool give float64; float16 and
    float32 are computed in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the position of the moving maximum (along dim; the first among
    ties, the first NaN if any) computation, otherwise the element is ignored.
    Integer masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is -1.

    The mask of the output tensor is True where the window holds at least min_count
    valid elements (at least 1 for the statistics undefined on nothing).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    window : int
        The window's length, an int >= 1 (longer than dim is fine).
    min_count : int | None
        The fewest valid elements a window needs (None: window).
    center : bool
        Center the window on each position (pandas' alignment) instead of ending it there.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_argmax(input, 2, 1, min_count=1, mask=mask)
    array([[ 0,  0,  2],
           [-1, -1, -1]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_argmax_spec, move_argmax, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_argmax_spec, lambda: _move_argmax_forward(input=input, dim=dim, dtype=dtype, mask=mask, window=window, min_count=min_count, center=center), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    out = _move_argmax_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_argmax_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})


def _move_argmax_forward(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """move_argmax without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_argmax_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_argmax_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})

# ops.yaml: ops.move_median
_move_median_spec = _rt.OpSpec(
    name="move_median",
    kind="moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param=None,
    output_mask="min_count",
    fields={'statistic': 'median', 'positions': False},
    sparse="",
    dask="overlap",
    typed=(_pt.Param('window', _pt.Int(min=1, what="the window's length, >= 1")), _pt.Param('min_count', _pt.Int(min=0, max='window', none='window', what='None or 0..window'), default=None), _pt.Param('center', _pt.Bool(), default=False), _pt.Param('correction', _pt.Real(), default=1.0),),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_median_front = _rt.front(_move_median_spec, "window", ('window', 'min_count', 'center'), min_count=None, center=False)


def move_median(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """Returns the moving median (numpy's, bottleneck's and pandas' -- the mean of the
    two middle values; median is torch's lower one) of the valid elements of input
    in a moving window along dim, one output per input element: the elements the
    window holds while the input elements are masked out according to the boolean
    tensor mask.

    The window of position i is [i - window + 1, i] (trailing), or with center=True
    [i - window // 2, i + (window - 1) // 2] (pandas' alignment), cut at the ends
    of dim; window may be longer than the dim. min_count (None: window; 0 to
    window) is the fewest valid elements a window must hold for a value (at least 1
    for the statistics undefined on nothing); fewer give NaN. Each window's order
    statistics are selected as float64 (exact for every float dtype and for
    integers up to 2**53) and numpy's formulas interpolate them in numpy's result
    dtype, so that each output equals numpy's on the window's valid values, to the
    bit; integers and bool give float64.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the moving median (numpy's, bottleneck's and pandas' -- the mean of
    the two middle values; median is torch's lower one) computation, otherwise the
    element is ignored. Integer masks are accepted (nonzero means valid); float
    masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor is True where the window holds at least min_count
    valid elements (at least 1 for the statistics undefined on nothing).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    window : int
        The window's length, an int >= 1 (longer than dim is fine).
    min_count : int | None
        The fewest valid elements a window needs (None: window).
    center : bool
        Center the window on each position (pandas' alignment) instead of ending it there.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_median(input, 3, 1, min_count=1, mask=mask)
    array([[-3., -3., -2.],
           [nan, nan, nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_median_spec, move_median, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_median_spec, lambda: _move_median_forward(input=input, dim=dim, dtype=dtype, mask=mask, window=window, min_count=min_count, center=center), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "min_count": min_count, "center": center})
    out = _move_median_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_median_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})


def _move_median_forward(input, window, dim=-1, *, min_count=None, center=False, dtype=None, mask=None):
    """move_median without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_median_front(input, dim, dtype, mask, (window, min_count, center, ))
    if out is not None:
        return out
    return _rt.moving(_move_median_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "min_count": min_count, "center": center})

# ops.yaml: ops.move_quantile
_move_quantile_spec = _rt.OpSpec(
    name="move_quantile",
    kind="moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param='q_method',
    output_mask="min_count",
    fields={'statistic': 'quantile', 'positions': False},
    sparse="",
    dask="overlap",
    typed=(_pt.Param('window', _pt.Int(min=1, what="the window's length, >= 1")), _pt.Param('min_count', _pt.Int(min=0, max='window', none='window', what='None or 0..window'), default=None), _pt.Param('center', _pt.Bool(), default=False), _pt.Param('correction', _pt.Real(), default=1.0),),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_quantile_front = _rt.front(_move_quantile_spec, "window", ('window', 'q', 'min_count', 'center', 'method'), min_count=None, center=False, method='linear')


def move_quantile(input, window, q, dim=-1, *, min_count=None, center=False, method='linear', dtype=None, mask=None):
    """Returns the moving q-th quantile of the valid elements of input in a moving
    window along dim, one output per input element: the elements the window holds
    while the input elements are masked out according to the boolean tensor mask.

    The window of position i is [i - window + 1, i] (trailing), or with center=True
    [i - window // 2, i + (window - 1) // 2] (pandas' alignment), cut at the ends
    of dim; window may be longer than the dim. min_count (None: window; 0 to
    window) is the fewest valid elements a window must hold for a value (at least 1
    for the statistics undefined on nothing); fewer give NaN. Each window's order
    statistics are selected as float64 (exact for every float dtype and for
    integers up to 2**53) and numpy's formulas interpolate them in numpy's result
    dtype, so that each output equals numpy's on the window's valid values, to the
    bit; integers and bool give float64.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the moving q-th quantile computation, otherwise the element is
    ignored. Integer masks are accepted (nonzero means valid); float masks are a
    TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor is True where the window holds at least min_count
    valid elements (at least 1 for the statistics undefined on nothing).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    window : int
        The window's length, an int >= 1 (longer than dim is fine).
    q : float | Sequence[float] | ArrayLike
        The quantile(s): a float in [0, 1] or a 1-D sequence of them (a leading output dim).
    min_count : int | None
        The fewest valid elements a window needs (None: window).
    center : bool
        Center the window on each position (pandas' alignment) instead of ending it there.
    method : str
        One of numpy's 13 methods (default 'linear'): each window's result is numpy.quantile's of its valid values, to the bit.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_quantile(input, 3, [0.0, 1.0], 1, min_count=1, mask=mask)
    array([[[-3., -3., -3.],
            [nan, nan, nan]],
    <BLANKLINE>
           [[-3., -3., -1.],
            [nan, nan, nan]]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_quantile_spec, move_quantile, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "q": q, "min_count": min_count, "center": center, "method": method})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_quantile_spec, lambda: _move_quantile_forward(input=input, dim=dim, dtype=dtype, mask=mask, window=window, q=q, min_count=min_count, center=center, method=method), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "window": window, "q": q, "min_count": min_count, "center": center, "method": method})
    out = _move_quantile_front(input, dim, dtype, mask, (window, q, min_count, center, method, ))
    if out is not None:
        return out
    return _rt.moving(_move_quantile_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "q": q, "min_count": min_count, "center": center, "method": method})


def _move_quantile_forward(input, window, q, dim=-1, *, min_count=None, center=False, method='linear', dtype=None, mask=None):
    """move_quantile without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_quantile_front(input, dim, dtype, mask, (window, q, min_count, center, method, ))
    if out is not None:
        return out
    return _rt.moving(_move_quantile_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"window": window, "q": q, "min_count": min_count, "center": center, "method": method})

# ops.yaml: ops.move_exp_mean
_move_exp_mean_spec = _rt.OpSpec(
    name="move_exp_mean",
    kind="exp_moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param='exp_args',
    output_mask="min_weight",
    fields={'statistic': 'mean'},
    sparse="",
    dask="refuse",
    dask_refusal="each output depends on every earlier element along dim",
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_exp_mean_front = _rt.front(_move_exp_mean_spec, "exp", ('alpha', 'min_weight', 'adjust'), min_weight=0.0, adjust=True)


def move_exp_mean(input, alpha, dim=-1, *, min_weight=0.0, adjust=True, dtype=None, mask=None):
    """Returns the exponentially weighted moving mean of the valid elements of input
    along dim, one output per input element: each valid element up to the position,
    weighted by (1 - alpha) to the power of its distance back (masked-out positions
    count in the distance, as pandas' ignore_na=False), while the input elements
    are masked out according to the boolean tensor mask.

    alpha is a float in (0, 1] or a 1-D array of them along dim (the decay into
    each position). adjust=True divides by the sum of the weights (pandas'
    ewm(adjust=True)); adjust=False is the recursive form m = (1 - a) m + a x (sum
    has no such form: a ValueError). var and std are bias-corrected (correction=1,
    pandas' bias=False; 0 is bias=True). The result is NaN before the first valid
    element and where the weights of the valid elements sum to less than
    min_weight. The recursion is shifted by a pivot (the row's first valid value,
    re-based exactly when the mean drifts away), so data with a large offset keeps
    its digits: relative error about 1e-14 at an offset of 1e6, where pandas
    reaches 5e-10. Integers and bool give float64; float16 and float32 are computed
    in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the exponentially weighted moving mean computation, otherwise the
    element is ignored. Integer masks are accepted (nonzero means valid); float
    masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor is True where the output is defined: after the
    first valid element, with the valid elements' weights summing to at least
    min_weight (var and std: with a nonzero bias correction).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    alpha : float | ArrayLike
        The smoothing factor: a float in (0, 1], or a 1-D array of them along dim.
    min_weight : float
        The least sum of the valid elements' weights a position needs (default 0.0).
    adjust : bool
        Divide by the sum of the weights (default True), or recurse (False), as pandas' ewm.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_exp_mean(input, 0.5, 1, mask=mask).round(6)
    array([[-3. , -3. , -1.4],
           [ nan,  nan,  nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_exp_mean_spec, move_exp_mean, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "alpha": alpha, "min_weight": min_weight, "adjust": adjust})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_exp_mean_spec, lambda: _move_exp_mean_forward(input=input, dim=dim, dtype=dtype, mask=mask, alpha=alpha, min_weight=min_weight, adjust=adjust), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "alpha": alpha, "min_weight": min_weight, "adjust": adjust})
    out = _move_exp_mean_front(input, dim, dtype, mask, (alpha, min_weight, adjust, ))
    if out is not None:
        return out
    return _rt.exp_moving(_move_exp_mean_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"alpha": alpha, "min_weight": min_weight, "adjust": adjust})


def _move_exp_mean_forward(input, alpha, dim=-1, *, min_weight=0.0, adjust=True, dtype=None, mask=None):
    """move_exp_mean without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_exp_mean_front(input, dim, dtype, mask, (alpha, min_weight, adjust, ))
    if out is not None:
        return out
    return _rt.exp_moving(_move_exp_mean_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"alpha": alpha, "min_weight": min_weight, "adjust": adjust})

# ops.yaml: ops.move_exp_sum
_move_exp_sum_spec = _rt.OpSpec(
    name="move_exp_sum",
    kind="exp_moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param='exp_args',
    output_mask="min_weight",
    fields={'statistic': 'sum'},
    sparse="",
    dask="refuse",
    dask_refusal="each output depends on every earlier element along dim",
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_exp_sum_front = _rt.front(_move_exp_sum_spec, "exp", ('alpha', 'min_weight', 'adjust'), min_weight=0.0, adjust=True)


def move_exp_sum(input, alpha, dim=-1, *, min_weight=0.0, adjust=True, dtype=None, mask=None):
    """Returns the exponentially weighted moving sum of the valid elements of input
    along dim, one output per input element: each valid element up to the position,
    weighted by (1 - alpha) to the power of its distance back (masked-out positions
    count in the distance, as pandas' ignore_na=False), while the input elements
    are masked out according to the boolean tensor mask.

    alpha is a float in (0, 1] or a 1-D array of them along dim (the decay into
    each position). adjust=True divides by the sum of the weights (pandas'
    ewm(adjust=True)); adjust=False is the recursive form m = (1 - a) m + a x (sum
    has no such form: a ValueError). var and std are bias-corrected (correction=1,
    pandas' bias=False; 0 is bias=True). The result is NaN before the first valid
    element and where the weights of the valid elements sum to less than
    min_weight. The recursion is shifted by a pivot (the row's first valid value,
    re-based exactly when the mean drifts away), so data with a large offset keeps
    its digits: relative error about 1e-14 at an offset of 1e6, where pandas
    reaches 5e-10. Integers and bool give float64; float16 and float32 are computed
    in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the exponentially weighted moving sum computation, otherwise the
    element is ignored. Integer masks are accepted (nonzero means valid); float
    masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor is True where the output is defined: after the
    first valid element, with the valid elements' weights summing to at least
    min_weight (var and std: with a nonzero bias correction).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    alpha : float | ArrayLike
        The smoothing factor: a float in (0, 1], or a 1-D array of them along dim.
    min_weight : float
        The least sum of the valid elements' weights a position needs (default 0.0).
    adjust : bool
        Divide by the sum of the weights (default True), or recurse (False), as pandas' ewm.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_exp_sum(input, 0.5, 1, mask=mask)
    array([[-3.  , -1.5 , -1.75],
           [  nan,   nan,   nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_exp_sum_spec, move_exp_sum, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "alpha": alpha, "min_weight": min_weight, "adjust": adjust})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_exp_sum_spec, lambda: _move_exp_sum_forward(input=input, dim=dim, dtype=dtype, mask=mask, alpha=alpha, min_weight=min_weight, adjust=adjust), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "alpha": alpha, "min_weight": min_weight, "adjust": adjust})
    out = _move_exp_sum_front(input, dim, dtype, mask, (alpha, min_weight, adjust, ))
    if out is not None:
        return out
    return _rt.exp_moving(_move_exp_sum_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"alpha": alpha, "min_weight": min_weight, "adjust": adjust})


def _move_exp_sum_forward(input, alpha, dim=-1, *, min_weight=0.0, adjust=True, dtype=None, mask=None):
    """move_exp_sum without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_exp_sum_front(input, dim, dtype, mask, (alpha, min_weight, adjust, ))
    if out is not None:
        return out
    return _rt.exp_moving(_move_exp_sum_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"alpha": alpha, "min_weight": min_weight, "adjust": adjust})

# ops.yaml: ops.move_exp_var
_move_exp_var_spec = _rt.OpSpec(
    name="move_exp_var",
    kind="exp_moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param='exp_args',
    output_mask="min_weight",
    fields={'statistic': 'var'},
    sparse="",
    dask="refuse",
    dask_refusal="each output depends on every earlier element along dim",
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_exp_var_front = _rt.front(_move_exp_var_spec, "exp", ('alpha', 'min_weight', 'adjust', 'correction'), min_weight=0.0, adjust=True, correction=1)


def move_exp_var(input, alpha, dim=-1, *, min_weight=0.0, adjust=True, correction=1, dtype=None, mask=None):
    """Returns the exponentially weighted moving variance (bias-corrected) of the
    valid elements of input along dim, one output per input element: each valid
    element up to the position, weighted by (1 - alpha) to the power of its
    distance back (masked-out positions count in the distance, as pandas'
    ignore_na=False), while the input elements are masked out according to the
    boolean tensor mask.

    alpha is a float in (0, 1] or a 1-D array of them along dim (the decay into
    each position). adjust=True divides by the sum of the weights (pandas'
    ewm(adjust=True)); adjust=False is the recursive form m = (1 - a) m + a x (sum
    has no such form: a ValueError). var and std are bias-corrected (correction=1,
    pandas' bias=False; 0 is bias=True). The result is NaN before the first valid
    element and where the weights of the valid elements sum to less than
    min_weight. The recursion is shifted by a pivot (the row's first valid value,
    re-based exactly when the mean drifts away), so data with a large offset keeps
    its digits: relative error about 1e-14 at an offset of 1e6, where pandas
    reaches 5e-10. Integers and bool give float64; float16 and float32 are computed
    in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the exponentially weighted moving variance (bias-corrected)
    computation, otherwise the element is ignored. Integer masks are accepted
    (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor is True where the output is defined: after the
    first valid element, with the valid elements' weights summing to at least
    min_weight (var and std: with a nonzero bias correction).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    alpha : float | ArrayLike
        The smoothing factor: a float in (0, 1], or a 1-D array of them along dim.
    min_weight : float
        The least sum of the valid elements' weights a position needs (default 0.0).
    adjust : bool
        Divide by the sum of the weights (default True), or recurse (False), as pandas' ewm.
    correction : float | None
        1 (default): bias-corrected, as pandas' bias=False; 0: pandas' bias=True.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_exp_var(input, 0.5, 1, mask=mask)
    array([[nan, nan,  2.],
           [nan, nan, nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_exp_var_spec, move_exp_var, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "alpha": alpha, "min_weight": min_weight, "adjust": adjust, "correction": correction})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_exp_var_spec, lambda: _move_exp_var_forward(input=input, dim=dim, dtype=dtype, mask=mask, alpha=alpha, min_weight=min_weight, adjust=adjust, correction=correction), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "alpha": alpha, "min_weight": min_weight, "adjust": adjust, "correction": correction})
    out = _move_exp_var_front(input, dim, dtype, mask, (alpha, min_weight, adjust, correction, ))
    if out is not None:
        return out
    return _rt.exp_moving(_move_exp_var_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"alpha": alpha, "min_weight": min_weight, "adjust": adjust, "correction": correction})


def _move_exp_var_forward(input, alpha, dim=-1, *, min_weight=0.0, adjust=True, correction=1, dtype=None, mask=None):
    """move_exp_var without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_exp_var_front(input, dim, dtype, mask, (alpha, min_weight, adjust, correction, ))
    if out is not None:
        return out
    return _rt.exp_moving(_move_exp_var_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"alpha": alpha, "min_weight": min_weight, "adjust": adjust, "correction": correction})

# ops.yaml: ops.move_exp_std
_move_exp_std_spec = _rt.OpSpec(
    name="move_exp_std",
    kind="exp_moving",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param='exp_args',
    output_mask="min_weight",
    fields={'statistic': 'std'},
    sparse="",
    dask="refuse",
    dask_refusal="each output depends on every earlier element along dim",
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_move_exp_std_front = _rt.front(_move_exp_std_spec, "exp", ('alpha', 'min_weight', 'adjust', 'correction'), min_weight=0.0, adjust=True, correction=1)


def move_exp_std(input, alpha, dim=-1, *, min_weight=0.0, adjust=True, correction=1, dtype=None, mask=None):
    """Returns the exponentially weighted moving standard deviation (bias-corrected)
    of the valid elements of input along dim, one output per input element: each
    valid element up to the position, weighted by (1 - alpha) to the power of its
    distance back (masked-out positions count in the distance, as pandas'
    ignore_na=False), while the input elements are masked out according to the
    boolean tensor mask.

    alpha is a float in (0, 1] or a 1-D array of them along dim (the decay into
    each position). adjust=True divides by the sum of the weights (pandas'
    ewm(adjust=True)); adjust=False is the recursive form m = (1 - a) m + a x (sum
    has no such form: a ValueError). var and std are bias-corrected (correction=1,
    pandas' bias=False; 0 is bias=True). The result is NaN before the first valid
    element and where the weights of the valid elements sum to less than
    min_weight. The recursion is shifted by a pivot (the row's first valid value,
    re-based exactly when the mean drifts away), so data with a large offset keeps
    its digits: relative error about 1e-14 at an offset of 1e6, where pandas
    reaches 5e-10. Integers and bool give float64; float16 and float32 are computed
    in float64 and rounded once.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in the exponentially weighted moving standard deviation (bias-
    corrected) computation, otherwise the element is ignored. Integer masks are
    accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor is True where the output is defined: after the
    first valid element, with the valid elements' weights summing to at least
    min_weight (var and std: with a nonzero bias correction).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    alpha : float | ArrayLike
        The smoothing factor: a float in (0, 1], or a 1-D array of them along dim.
    min_weight : float
        The least sum of the valid elements' weights a position needs (default 0.0).
    adjust : bool
        Divide by the sum of the weights (default True), or recurse (False), as pandas' ewm.
    correction : float | None
        1 (default): bias-corrected, as pandas' bias=False; 0: pandas' bias=True.
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.move_exp_std(input, 0.5, 1, mask=mask).round(4)
    array([[   nan,    nan, 1.4142],
           [   nan,    nan,    nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_move_exp_std_spec, move_exp_std, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "alpha": alpha, "min_weight": min_weight, "adjust": adjust, "correction": correction})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_move_exp_std_spec, lambda: _move_exp_std_forward(input=input, dim=dim, dtype=dtype, mask=mask, alpha=alpha, min_weight=min_weight, adjust=adjust, correction=correction), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "alpha": alpha, "min_weight": min_weight, "adjust": adjust, "correction": correction})
    out = _move_exp_std_front(input, dim, dtype, mask, (alpha, min_weight, adjust, correction, ))
    if out is not None:
        return out
    return _rt.exp_moving(_move_exp_std_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"alpha": alpha, "min_weight": min_weight, "adjust": adjust, "correction": correction})


def _move_exp_std_forward(input, alpha, dim=-1, *, min_weight=0.0, adjust=True, correction=1, dtype=None, mask=None):
    """move_exp_std without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _move_exp_std_front(input, dim, dtype, mask, (alpha, min_weight, adjust, correction, ))
    if out is not None:
        return out
    return _rt.exp_moving(_move_exp_std_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"alpha": alpha, "min_weight": min_weight, "adjust": adjust, "correction": correction})

# ops.yaml: ops.ffill
_ffill_spec = _rt.OpSpec(
    name="ffill",
    kind="gap_fill",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param=None,
    output_mask="filled",
    fields={'direction': 'forward'},
    sparse="",
    dask="refuse",
    dask_refusal="a fill may reach across any number of chunks",
    typed=(_pt.Param('limit', _pt.Int(min=0, none=True, what='None or >= 0'), default=None),),
    result={
        "bool": "bool",
        "int8": "int8",
        "int16": "int16",
        "int32": "int32",
        "int64": "int64",
        "uint8": "uint8",
        "uint16": "uint16",
        "uint32": "uint32",
        "uint64": "uint64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
        "complex64": "complex64",
        "complex128": "complex128",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_ffill_front = _rt.front(_ffill_spec, "gaps", ('limit',), limit=None)


def ffill(input, dim=-1, *, limit=None, dtype=None, mask=None):
    """Returns input with its masked-out elements filled along dim from the nearest
    valid element before it, while the input elements are masked out according to
    the boolean tensor mask.

    limit (None: no limit; an int >= 0) is the farthest a value may travel: a
    masked-out element with no valid one within limit positions keeps its own value
    (masked out in a MaskedTensor result). Values are moved, never computed: the
    result has the input's dtype and bits (a NaN at a valid position is a value,
    and is carried like any other).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in before it computation, otherwise the element is ignored. Integer
    masks are accepted (nonzero means valid); float masks are a TypeError.

    The mask of the output tensor is True where it holds a value: at the valid
    elements and at the filled ones.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    limit : int | None
        The farthest a value may travel, an int >= 0 (None: no limit).
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.ffill(input, 1, mask=mask)
    array([[-3., -3., -1.],
           [ 0.,  1.,  2.]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_ffill_spec, ffill, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "limit": limit})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_ffill_spec, lambda: _ffill_forward(input=input, dim=dim, dtype=dtype, mask=mask, limit=limit), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "limit": limit})
    out = _ffill_front(input, dim, dtype, mask, (limit, ))
    if out is not None:
        return out
    return _rt.gap_fill(_ffill_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"limit": limit})


def _ffill_forward(input, dim=-1, *, limit=None, dtype=None, mask=None):
    """ffill without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _ffill_front(input, dim, dtype, mask, (limit, ))
    if out is not None:
        return out
    return _rt.gap_fill(_ffill_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"limit": limit})

# ops.yaml: ops.bfill
_bfill_spec = _rt.OpSpec(
    name="bfill",
    kind="gap_fill",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="cast_result",
    param=None,
    output_mask="filled",
    fields={'direction': 'backward'},
    sparse="",
    dask="refuse",
    dask_refusal="a fill may reach across any number of chunks",
    typed=(_pt.Param('limit', _pt.Int(min=0, none=True, what='None or >= 0'), default=None),),
    result={
        "bool": "bool",
        "int8": "int8",
        "int16": "int16",
        "int32": "int32",
        "int64": "int64",
        "uint8": "uint8",
        "uint16": "uint16",
        "uint32": "uint32",
        "uint64": "uint64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
        "complex64": "complex64",
        "complex128": "complex128",
    },
    variants=(
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_bfill_front = _rt.front(_bfill_spec, "gaps", ('limit',), limit=None)


def bfill(input, dim=-1, *, limit=None, dtype=None, mask=None):
    """Returns input with its masked-out elements filled along dim from the nearest
    valid element after it, while the input elements are masked out according to
    the boolean tensor mask.

    limit (None: no limit; an int >= 0) is the farthest a value may travel: a
    masked-out element with no valid one within limit positions keeps its own value
    (masked out in a MaskedTensor result). Values are moved, never computed: the
    result has the input's dtype and bits (a NaN at a valid position is a value,
    and is carried like any other).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in after it computation, otherwise the element is ignored. Integer
    masks are accepted (nonzero means valid); float masks are a TypeError.

    The mask of the output tensor is True where it holds a value: at the valid
    elements and at the filled ones.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    limit : int | None
        The farthest a value may travel, an int >= 0 (None: no limit).
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Cast the result to this dtype.
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.bfill(input, 1, mask=mask)
    array([[-3., -1., -1.],
           [ 0.,  1.,  2.]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_bfill_spec, bfill, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "limit": limit})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_bfill_spec, lambda: _bfill_forward(input=input, dim=dim, dtype=dtype, mask=mask, limit=limit), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "limit": limit})
    out = _bfill_front(input, dim, dtype, mask, (limit, ))
    if out is not None:
        return out
    return _rt.gap_fill(_bfill_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"limit": limit})


def _bfill_forward(input, dim=-1, *, limit=None, dtype=None, mask=None):
    """bfill without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _bfill_front(input, dim, dtype, mask, (limit, ))
    if out is not None:
        return out
    return _rt.gap_fill(_bfill_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"limit": limit})

# ops.yaml: ops.cumsum
_cumsum_spec = _rt.OpSpec(
    name="cumsum",
    kind="scan",
    logical_order=True,
    full_output=True,
    dims=('int',),
    dtype_arg="compute",
    param=None,
    output_mask="broadcast",
    fields={},
    sparse="segments",
    dask="carried_scan",
    pipeline=('along', 'like_input', 'elementwise'),
    result={
        "bool": "int64",
        "int8": "int64",
        "int16": "int64",
        "int32": "int64",
        "int64": "int64",
        "uint8": "uint64",
        "uint16": "uint64",
        "uint32": "uint64",
        "uint64": "uint64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
        "complex64": "complex64",
        "complex128": "complex128",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_cumsum.cumsum_bool, "int64", None),
            "int8": (_k_cumsum.cumsum_int8, "int64", None),
            "int16": (_k_cumsum.cumsum_int16, "int64", None),
            "int32": (_k_cumsum.cumsum_int32, "int64", None),
            "int64": (_k_cumsum.cumsum_int64, "int64", None),
            "uint8": (_k_cumsum.cumsum_uint8, "uint64", None),
            "uint16": (_k_cumsum.cumsum_uint16, "uint64", None),
            "uint32": (_k_cumsum.cumsum_uint32, "uint64", None),
            "uint64": (_k_cumsum.cumsum_uint64, "uint64", None),
            "float16": (_k_cumsum.cumsum_float16, "float32", None),
            "float32": (_k_cumsum.cumsum_float32, "float32", None),
            "float64": (_k_cumsum.cumsum_float64, "float64", None),
            "complex64": (_k_cumsum.cumsum_complex64, "complex64", None),
            "complex128": (_k_cumsum.cumsum_complex128, "complex128", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_cumsum_front = _rt.front(_cumsum_spec, "table", ())


def cumsum(input, dim, *, dtype=None, mask=None):
    """Returns cumulative_sum of all the slices in the input tensor along dim while
    the input elements are masked out according to the boolean tensor mask.

    The identity value of cumulative_sum operation, which is used to start the
    running value and which masked-out elements act as, is 0 for bool, int8, int16,
    int32, int64, uint8, uint16, uint32, uint64; 0.0 for float16, float32, float64,
    complex64, complex128.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in cumulative_sum computation, otherwise the element is ignored.
    Integer masks are accepted (nonzero means valid); float masks are a TypeError.

    Masked-out positions of the output hold the running value: a masked-out element
    folds in as the identity.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is the identity value.

    The mask of the output tensor can be computed as numpy.broadcast_to(mask,
    input.shape).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Compute in this dtype (the input is cast first).
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.cumsum(input, 1, mask=mask)
    array([[-3., -3., -4.],
           [ 0.,  0.,  0.]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_cumsum_spec, cumsum, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_cumsum_spec, lambda: _cumsum_forward(input=input, dim=dim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask})
    out = _cumsum_front(input, dim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_cumsum_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={})


def _cumsum_forward(input, dim, *, dtype=None, mask=None):
    """cumsum without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _cumsum_front(input, dim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_cumsum_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.cumprod
_cumprod_spec = _rt.OpSpec(
    name="cumprod",
    kind="scan",
    logical_order=True,
    full_output=True,
    dims=('int',),
    dtype_arg="compute",
    param=None,
    output_mask="broadcast",
    fields={},
    sparse="segments",
    dask="carried_scan",
    pipeline=('along', 'like_input', 'elementwise'),
    result={
        "bool": "int64",
        "int8": "int64",
        "int16": "int64",
        "int32": "int64",
        "int64": "int64",
        "uint8": "uint64",
        "uint16": "uint64",
        "uint32": "uint64",
        "uint64": "uint64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
        "complex64": "complex64",
        "complex128": "complex128",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_cumprod.cumprod_bool, "int64", None),
            "int8": (_k_cumprod.cumprod_int8, "int64", None),
            "int16": (_k_cumprod.cumprod_int16, "int64", None),
            "int32": (_k_cumprod.cumprod_int32, "int64", None),
            "int64": (_k_cumprod.cumprod_int64, "int64", None),
            "uint8": (_k_cumprod.cumprod_uint8, "uint64", None),
            "uint16": (_k_cumprod.cumprod_uint16, "uint64", None),
            "uint32": (_k_cumprod.cumprod_uint32, "uint64", None),
            "uint64": (_k_cumprod.cumprod_uint64, "uint64", None),
            "float16": (_k_cumprod.cumprod_float16, "float32", None),
            "float32": (_k_cumprod.cumprod_float32, "float32", None),
            "float64": (_k_cumprod.cumprod_float64, "float64", None),
            "complex64": (_k_cumprod.cumprod_complex64, "complex64", None),
            "complex128": (_k_cumprod.cumprod_complex128, "complex128", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_cumprod_front = _rt.front(_cumprod_spec, "table", ())


def cumprod(input, dim, *, dtype=None, mask=None):
    """Returns cumulative_prod of all the slices in the input tensor along dim while
    the input elements are masked out according to the boolean tensor mask.

    The identity value of cumulative_prod operation, which is used to start the
    running value and which masked-out elements act as, is 1 for bool, int8, int16,
    int32, int64, uint8, uint16, uint32, uint64; 1.0 for float16, float32, float64,
    complex64, complex128.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in cumulative_prod computation, otherwise the element is ignored.
    Integer masks are accepted (nonzero means valid); float masks are a TypeError.

    Masked-out positions of the output hold the running value: a masked-out element
    folds in as the identity.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is the identity value.

    The mask of the output tensor can be computed as numpy.broadcast_to(mask,
    input.shape).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Compute in this dtype (the input is cast first).
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.cumprod(input, 1, mask=mask)
    array([[-3., -3.,  3.],
           [ 1.,  1.,  1.]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_cumprod_spec, cumprod, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_cumprod_spec, lambda: _cumprod_forward(input=input, dim=dim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask})
    out = _cumprod_front(input, dim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_cumprod_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={})


def _cumprod_forward(input, dim, *, dtype=None, mask=None):
    """cumprod without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _cumprod_front(input, dim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_cumprod_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.softmax
_softmax_spec = _rt.OpSpec(
    name="softmax",
    kind="normalize",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="compute",
    param=None,
    output_mask="broadcast",
    fields={'masked_value': 'zero'},
    sparse="segments",
    dask="stat_then_write",
    pipeline=('along', 'like_input', 'elementwise'),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_softmax.softmax_float64, "float64", 'float64'),
            "int8": (_k_softmax.softmax_float64, "float64", 'float64'),
            "int16": (_k_softmax.softmax_float64, "float64", 'float64'),
            "int32": (_k_softmax.softmax_float64, "float64", 'float64'),
            "int64": (_k_softmax.softmax_int64, "float64", None),
            "uint8": (_k_softmax.softmax_float64, "float64", 'float64'),
            "uint16": (_k_softmax.softmax_float64, "float64", 'float64'),
            "uint32": (_k_softmax.softmax_float64, "float64", 'float64'),
            "uint64": (_k_softmax.softmax_float64, "float64", 'float64'),
            "float16": (_k_softmax.softmax_float32, "float32", 'float32'),
            "float32": (_k_softmax.softmax_float32, "float32", None),
            "float64": (_k_softmax.softmax_float64, "float64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_softmax_front = _rt.front(_softmax_spec, "table", ())


def softmax(input, dim, *, dtype=None, mask=None):
    """Returns softmax of all the slices in the input tensor along dim while the input
    elements are masked out according to the boolean tensor mask.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in softmax computation, otherwise the element is ignored. Integer
    masks are accepted (nonzero means valid); float masks are a TypeError.

    Masked-out positions of the output are 0.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor can be computed as numpy.broadcast_to(mask,
    input.shape).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Compute in this dtype (the input is cast first).
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.softmax(input, 1, mask=mask).round(4)
    array([[0.1192, 0.    , 0.8808],
           [   nan,    nan,    nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_softmax_spec, softmax, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_softmax_spec, lambda: _softmax_forward(input=input, dim=dim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask})
    out = _softmax_front(input, dim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_softmax_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={})


def _softmax_forward(input, dim, *, dtype=None, mask=None):
    """softmax without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _softmax_front(input, dim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_softmax_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.log_softmax
_log_softmax_spec = _rt.OpSpec(
    name="log_softmax",
    kind="normalize",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="compute",
    param=None,
    output_mask="broadcast",
    fields={'masked_value': 'neg_inf'},
    sparse="segments",
    dask="stat_then_write",
    pipeline=('along', 'like_input', 'elementwise'),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_log_softmax.log_softmax_float64, "float64", 'float64'),
            "int8": (_k_log_softmax.log_softmax_float64, "float64", 'float64'),
            "int16": (_k_log_softmax.log_softmax_float64, "float64", 'float64'),
            "int32": (_k_log_softmax.log_softmax_float64, "float64", 'float64'),
            "int64": (_k_log_softmax.log_softmax_int64, "float64", None),
            "uint8": (_k_log_softmax.log_softmax_float64, "float64", 'float64'),
            "uint16": (_k_log_softmax.log_softmax_float64, "float64", 'float64'),
            "uint32": (_k_log_softmax.log_softmax_float64, "float64", 'float64'),
            "uint64": (_k_log_softmax.log_softmax_float64, "float64", 'float64'),
            "float16": (_k_log_softmax.log_softmax_float32, "float32", 'float32'),
            "float32": (_k_log_softmax.log_softmax_float32, "float32", None),
            "float64": (_k_log_softmax.log_softmax_float64, "float64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_log_softmax_front = _rt.front(_log_softmax_spec, "table", ())


def log_softmax(input, dim, *, dtype=None, mask=None):
    """Returns log_softmax of all the slices in the input tensor along dim while the
    input elements are masked out according to the boolean tensor mask.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in log_softmax computation, otherwise the element is ignored. Integer
    masks are accepted (nonzero means valid); float masks are a TypeError.

    Masked-out positions of the output are -inf.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor can be computed as numpy.broadcast_to(mask,
    input.shape).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Compute in this dtype (the input is cast first).
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.log_softmax(input, 1, mask=mask).round(4)
    array([[-2.1269,    -inf, -0.1269],
           [    nan,     nan,     nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_log_softmax_spec, log_softmax, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_log_softmax_spec, lambda: _log_softmax_forward(input=input, dim=dim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask})
    out = _log_softmax_front(input, dim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_log_softmax_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={})


def _log_softmax_forward(input, dim, *, dtype=None, mask=None):
    """log_softmax without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _log_softmax_front(input, dim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_log_softmax_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.softmin
_softmin_spec = _rt.OpSpec(
    name="softmin",
    kind="normalize",
    logical_order=False,
    full_output=True,
    dims=('int',),
    dtype_arg="compute",
    param=None,
    output_mask="broadcast",
    fields={'masked_value': 'zero'},
    sparse="segments",
    dask="stat_then_write",
    pipeline=('along', 'like_input', 'elementwise'),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_softmin.softmin_float64, "float64", 'float64'),
            "int8": (_k_softmin.softmin_float64, "float64", 'float64'),
            "int16": (_k_softmin.softmin_float64, "float64", 'float64'),
            "int32": (_k_softmin.softmin_float64, "float64", 'float64'),
            "int64": (_k_softmin.softmin_int64, "float64", None),
            "uint8": (_k_softmin.softmin_float64, "float64", 'float64'),
            "uint16": (_k_softmin.softmin_float64, "float64", 'float64'),
            "uint32": (_k_softmin.softmin_float64, "float64", 'float64'),
            "uint64": (_k_softmin.softmin_float64, "float64", 'float64'),
            "float16": (_k_softmin.softmin_float32, "float32", 'float32'),
            "float32": (_k_softmin.softmin_float32, "float32", None),
            "float64": (_k_softmin.softmin_float64, "float64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_softmin_front = _rt.front(_softmin_spec, "table", ())


def softmin(input, dim, *, dtype=None, mask=None):
    """Returns softmin of all the slices in the input tensor along dim while the input
    elements are masked out according to the boolean tensor mask.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in softmin computation, otherwise the element is ignored. Integer
    masks are accepted (nonzero means valid); float masks are a TypeError.

    Masked-out positions of the output are 0.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is nan.

    The mask of the output tensor can be computed as numpy.broadcast_to(mask,
    input.shape).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    dim : int
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Compute in this dtype (the input is cast first).
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.softmin(input, 1, mask=mask).round(4)
    array([[0.8808, 0.    , 0.1192],
           [   nan,    nan,    nan]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_softmin_spec, softmin, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_softmin_spec, lambda: _softmin_forward(input=input, dim=dim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask})
    out = _softmin_front(input, dim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_softmin_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={})


def _softmin_forward(input, dim, *, dtype=None, mask=None):
    """softmin without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _softmin_front(input, dim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_softmin_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.normalize
_normalize_spec = _rt.OpSpec(
    name="normalize",
    kind="normalize",
    logical_order=False,
    full_output=True,
    dims=('int', 'tuple'),
    dtype_arg="compute",
    param=None,
    output_mask="broadcast",
    fields={'masked_value': 'zero'},
    sparse="segments",
    dask="stat_then_write",
    typed=(_pt.Param('ord', _pt.Real(what='inf, -inf, 0 or any p')), _pt.Param('eps', _pt.Real(min=0, what='the smallest norm divided by, >= 0'), default=1e-12),),
    pipeline=('along', 'like_input', 'elementwise'),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
        _rt.Variant("two", lambda param=0.0, *_: param == 2, {
            "bool": (_k_normalize.normalize_two_float64, "float64", 'float64'),
            "int8": (_k_normalize.normalize_two_float64, "float64", 'float64'),
            "int16": (_k_normalize.normalize_two_float64, "float64", 'float64'),
            "int32": (_k_normalize.normalize_two_float64, "float64", 'float64'),
            "int64": (_k_normalize.normalize_two_int64, "float64", None),
            "uint8": (_k_normalize.normalize_two_float64, "float64", 'float64'),
            "uint16": (_k_normalize.normalize_two_float64, "float64", 'float64'),
            "uint32": (_k_normalize.normalize_two_float64, "float64", 'float64'),
            "uint64": (_k_normalize.normalize_two_float64, "float64", 'float64'),
            "float16": (_k_normalize.normalize_two_float32, "float32", 'float32'),
            "float32": (_k_normalize.normalize_two_float32, "float32", None),
            "float64": (_k_normalize.normalize_two_float64, "float64", None),
        }),
        _rt.Variant("one", lambda param=0.0, *_: param == 1, {
            "bool": (_k_normalize.normalize_one_float64, "float64", 'float64'),
            "int8": (_k_normalize.normalize_one_float64, "float64", 'float64'),
            "int16": (_k_normalize.normalize_one_float64, "float64", 'float64'),
            "int32": (_k_normalize.normalize_one_float64, "float64", 'float64'),
            "int64": (_k_normalize.normalize_one_int64, "float64", None),
            "uint8": (_k_normalize.normalize_one_float64, "float64", 'float64'),
            "uint16": (_k_normalize.normalize_one_float64, "float64", 'float64'),
            "uint32": (_k_normalize.normalize_one_float64, "float64", 'float64'),
            "uint64": (_k_normalize.normalize_one_float64, "float64", 'float64'),
            "float16": (_k_normalize.normalize_one_float32, "float32", 'float32'),
            "float32": (_k_normalize.normalize_one_float32, "float32", None),
            "float64": (_k_normalize.normalize_one_float64, "float64", None),
        }),
        _rt.Variant("inf", lambda param=0.0, *_: param == math.inf, {
            "bool": (_k_normalize.normalize_inf_float64, "float64", 'float64'),
            "int8": (_k_normalize.normalize_inf_float64, "float64", 'float64'),
            "int16": (_k_normalize.normalize_inf_float64, "float64", 'float64'),
            "int32": (_k_normalize.normalize_inf_float64, "float64", 'float64'),
            "int64": (_k_normalize.normalize_inf_int64, "float64", None),
            "uint8": (_k_normalize.normalize_inf_float64, "float64", 'float64'),
            "uint16": (_k_normalize.normalize_inf_float64, "float64", 'float64'),
            "uint32": (_k_normalize.normalize_inf_float64, "float64", 'float64'),
            "uint64": (_k_normalize.normalize_inf_float64, "float64", 'float64'),
            "float16": (_k_normalize.normalize_inf_float32, "float32", 'float32'),
            "float32": (_k_normalize.normalize_inf_float32, "float32", None),
            "float64": (_k_normalize.normalize_inf_float64, "float64", None),
        }),
        _rt.Variant("neg_inf", lambda param=0.0, *_: param == -math.inf, {
            "bool": (_k_normalize.normalize_neg_inf_float64, "float64", 'float64'),
            "int8": (_k_normalize.normalize_neg_inf_float64, "float64", 'float64'),
            "int16": (_k_normalize.normalize_neg_inf_float64, "float64", 'float64'),
            "int32": (_k_normalize.normalize_neg_inf_float64, "float64", 'float64'),
            "int64": (_k_normalize.normalize_neg_inf_int64, "float64", None),
            "uint8": (_k_normalize.normalize_neg_inf_float64, "float64", 'float64'),
            "uint16": (_k_normalize.normalize_neg_inf_float64, "float64", 'float64'),
            "uint32": (_k_normalize.normalize_neg_inf_float64, "float64", 'float64'),
            "uint64": (_k_normalize.normalize_neg_inf_float64, "float64", 'float64'),
            "float16": (_k_normalize.normalize_neg_inf_float32, "float32", 'float32'),
            "float32": (_k_normalize.normalize_neg_inf_float32, "float32", None),
            "float64": (_k_normalize.normalize_neg_inf_float64, "float64", None),
        }),
        _rt.Variant("zero", lambda param=0.0, *_: param == 0, {
            "bool": (_k_normalize.normalize_zero_float64, "float64", 'float64'),
            "int8": (_k_normalize.normalize_zero_float64, "float64", 'float64'),
            "int16": (_k_normalize.normalize_zero_float64, "float64", 'float64'),
            "int32": (_k_normalize.normalize_zero_float64, "float64", 'float64'),
            "int64": (_k_normalize.normalize_zero_int64, "float64", None),
            "uint8": (_k_normalize.normalize_zero_float64, "float64", 'float64'),
            "uint16": (_k_normalize.normalize_zero_float64, "float64", 'float64'),
            "uint32": (_k_normalize.normalize_zero_float64, "float64", 'float64'),
            "uint64": (_k_normalize.normalize_zero_float64, "float64", 'float64'),
            "float16": (_k_normalize.normalize_zero_float32, "float32", 'float32'),
            "float32": (_k_normalize.normalize_zero_float32, "float32", None),
            "float64": (_k_normalize.normalize_zero_float64, "float64", None),
        }),
        _rt.Variant("p", lambda param=0.0, *_: True, {
            "bool": (_k_normalize.normalize_p_float64, "float64", 'float64'),
            "int8": (_k_normalize.normalize_p_float64, "float64", 'float64'),
            "int16": (_k_normalize.normalize_p_float64, "float64", 'float64'),
            "int32": (_k_normalize.normalize_p_float64, "float64", 'float64'),
            "int64": (_k_normalize.normalize_p_int64, "float64", None),
            "uint8": (_k_normalize.normalize_p_float64, "float64", 'float64'),
            "uint16": (_k_normalize.normalize_p_float64, "float64", 'float64'),
            "uint32": (_k_normalize.normalize_p_float64, "float64", 'float64'),
            "uint64": (_k_normalize.normalize_p_float64, "float64", 'float64'),
            "float16": (_k_normalize.normalize_p_float32, "float32", 'float32'),
            "float32": (_k_normalize.normalize_p_float32, "float32", None),
            "float64": (_k_normalize.normalize_p_float64, "float64", None),
        }),
    ),
)


def normalize(input, ord, dim, *, eps=1e-12, dtype=None, mask=None):
    """Returns normalize of all the slices in the input tensor along dim while the
    input elements are masked out according to the boolean tensor mask.

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in normalize computation, otherwise the element is ignored. Integer
    masks are accepted (nonzero means valid); float masks are a TypeError.

    Masked-out positions of the output are 0.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is 0.

    The mask of the output tensor can be computed as numpy.broadcast_to(mask,
    input.shape).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    ord : float
        Order of the norm: inf, -inf, 0 or any real p.
    eps : float
        The smallest norm divided by (default 1e-12): x / max(norm, eps).
    dim : int or tuple of ints
        The dimension the op runs along (required).
    dtype : numpy dtype or name, optional
        Compute in this dtype (the input is cast first).
    mask : array_like of bool or int, optional
        Validity of the input's elements (True: valid), broadcastable to input.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.normalize(input, 2.0, 1, mask=mask).round(4)
    array([[-0.9487,  0.    , -0.3162],
           [ 0.    ,  0.    ,  0.    ]])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_normalize_spec, normalize, {"input": input},
                          {"dim": dim, "dtype": dtype, "mask": mask, "ord": ord, "eps": eps})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_normalize_spec, lambda: _normalize_forward(input=input, dim=dim, dtype=dtype, mask=mask, ord=ord, eps=eps), {"input": input},
                                 {"dim": dim, "dtype": dtype, "mask": mask, "ord": ord, "eps": eps})
    return _rt.run(_normalize_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"ord": ord, "eps": eps})


def _normalize_forward(input, ord, dim, *, eps=1e-12, dtype=None, mask=None):
    """normalize without the sparse and gradient dispatch: what the gradient recorder runs."""
    return _rt.run(_normalize_spec, input=input, dim=dim, dtype=dtype, mask=mask, args={"ord": ord, "eps": eps})

# ops.yaml: ops.logaddexp
_logaddexp_spec = _rt.OpSpec(
    name="logaddexp",
    kind="binary",
    logical_order=False,
    full_output=True,
    dims=(),
    dtype_arg="compute",
    param=None,
    output_mask="or",
    fields={'elementwise': 'tp_logaddexp(a, b)'},
    sparse="pair",
    dask="blockwise",
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_logaddexp.logaddexp_float64, "float64", 'float64'),
            "int8": (_k_logaddexp.logaddexp_float64, "float64", 'float64'),
            "int16": (_k_logaddexp.logaddexp_float64, "float64", 'float64'),
            "int32": (_k_logaddexp.logaddexp_float64, "float64", 'float64'),
            "int64": (_k_logaddexp.logaddexp_int64, "float64", None),
            "uint8": (_k_logaddexp.logaddexp_float64, "float64", 'float64'),
            "uint16": (_k_logaddexp.logaddexp_float64, "float64", 'float64'),
            "uint32": (_k_logaddexp.logaddexp_float64, "float64", 'float64'),
            "uint64": (_k_logaddexp.logaddexp_float64, "float64", 'float64'),
            "float16": (_k_logaddexp.logaddexp_float32, "float32", 'float32'),
            "float32": (_k_logaddexp.logaddexp_float32, "float32", None),
            "float64": (_k_logaddexp.logaddexp_float64, "float64", None),
        }),
    ),
)


def logaddexp(input, other, *, dtype=None, input_mask=None, other_mask=None):
    """Returns logaddexp of all the elements in the input and the other tensor while
    the elements are masked out according to input_mask and other_mask.

    The identity value of logaddexp operation, which is used to start the operation
    and which masked-out elements act as, is -inf for every accepted dtype.

    Each mask broadcasts to its own operand (bool, or integer with nonzero =
    valid); the two operands then broadcast together as numpy's do. Where both are
    masked out the result is -inf.

    The mask of the output tensor can be computed as broadcast(input_mask) |
    broadcast(other_mask).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    other : array_like
        The second operand; broadcasts with input.
    dtype : numpy dtype or name, optional
        Compute in this dtype (the input is cast first).
    input_mask, other_mask : array_like of bool or int, optional
        Validity of each operand's elements, broadcastable to that operand.

    Returns
    -------
    numpy.ndarray
        Of the input's shape.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> input = np.array([-100.0, -200.0, -300.0], dtype=np.float64)
    >>> other = np.array([-1.0, -2.0, -3.0], dtype=np.float64)
    >>> mask = np.array([True, False, True])
    >>> tensorplay.masked._ops.logaddexp(input, other, input_mask=mask, other_mask=mask)
    array([ -1., -inf,  -3.])
    """
    if _sparse.ANY and _sparse.wants(input, other):
        return _rt.sparse(_logaddexp_spec, logaddexp, {"input": input, "other": other},
                          {"dtype": dtype, "input_mask": input_mask, "other_mask": other_mask})
    if _grad.ANY and _grad.wants(input, other):
        return _grad.RECORDER.op(_logaddexp_spec, lambda: _logaddexp_forward(input=input, other=other, dtype=dtype, input_mask=input_mask, other_mask=other_mask), {"input": input, "other": other},
                                 {"dtype": dtype, "input_mask": input_mask, "other_mask": other_mask})
    return _rt.binary(_logaddexp_spec, input=input, other=other, dtype=dtype, input_mask=input_mask, other_mask=other_mask, args={})


def _logaddexp_forward(input, other, *, dtype=None, input_mask=None, other_mask=None):
    """logaddexp without the sparse and gradient dispatch: what the gradient recorder runs."""
    return _rt.binary(_logaddexp_spec, input=input, other=other, dtype=dtype, input_mask=input_mask, other_mask=other_mask, args={})

# ops.yaml: ops.logsumexp
_logsumexp_spec = _rt.OpSpec(
    name="logsumexp",
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
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
    },
    variants=(
        _rt.Variant("", lambda param=0.0, *_: True, {
            "bool": (_k_logsumexp.logsumexp_float64, "float64", 'float64'),
            "int8": (_k_logsumexp.logsumexp_float64, "float64", 'float64'),
            "int16": (_k_logsumexp.logsumexp_float64, "float64", 'float64'),
            "int32": (_k_logsumexp.logsumexp_float64, "float64", 'float64'),
            "int64": (_k_logsumexp.logsumexp_int64, "float64", None),
            "uint8": (_k_logsumexp.logsumexp_float64, "float64", 'float64'),
            "uint16": (_k_logsumexp.logsumexp_float64, "float64", 'float64'),
            "uint32": (_k_logsumexp.logsumexp_float64, "float64", 'float64'),
            "uint64": (_k_logsumexp.logsumexp_float64, "float64", 'float64'),
            "float16": (_k_logsumexp.logsumexp_float32, "float32", 'float32'),
            "float32": (_k_logsumexp.logsumexp_float32, "float32", None),
            "float64": (_k_logsumexp.logsumexp_float64, "float64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_logsumexp_front = _rt.front(_logsumexp_spec, "table", ())


def logsumexp(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """Returns logsumexp of all the elements in the input tensor along the given
    dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    The identity value of logsumexp operation, which is used to start the reduction
    and which masked-out elements act as, is -inf for every accepted dtype.

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in logsumexp computation, otherwise the element is ignored. Integer
    masks are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is -inf.

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

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
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.logsumexp(input, 1, mask=mask).round(4)
    array([-0.8731,    -inf])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_logsumexp_spec, logsumexp, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_logsumexp_spec, lambda: _logsumexp_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask})
    out = _logsumexp_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_logsumexp_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})


def _logsumexp_forward(input, dim=None, *, keepdim=False, dtype=None, mask=None):
    """logsumexp without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _logsumexp_front(input, dim, keepdim, dtype, mask, ())
    if out is not None:
        return out
    return _rt.run(_logsumexp_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={})

# ops.yaml: ops.norm
_norm_spec = _rt.OpSpec(
    name="norm",
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
    typed=(_pt.Param('ord', _pt.Real(what='inf, -inf, 0 or any p'), default=2.0),),
    pipeline=('reduction', 'kept', 'reduced'),
    result={
        "bool": "float64",
        "int8": "float64",
        "int16": "float64",
        "int32": "float64",
        "int64": "float64",
        "uint8": "float64",
        "uint16": "float64",
        "uint32": "float64",
        "uint64": "float64",
        "float16": "float16",
        "float32": "float32",
        "float64": "float64",
        "complex64": "float32",
        "complex128": "float64",
    },
    variants=(
        _rt.Variant("two", lambda param=0.0, *_: param == 2, {
            "bool": (_k_norm.norm_two_float64, "float64", 'float64'),
            "int8": (_k_norm.norm_two_float64, "float64", 'float64'),
            "int16": (_k_norm.norm_two_float64, "float64", 'float64'),
            "int32": (_k_norm.norm_two_float64, "float64", 'float64'),
            "int64": (_k_norm.norm_two_int64, "float64", None),
            "uint8": (_k_norm.norm_two_float64, "float64", 'float64'),
            "uint16": (_k_norm.norm_two_float64, "float64", 'float64'),
            "uint32": (_k_norm.norm_two_float64, "float64", 'float64'),
            "uint64": (_k_norm.norm_two_float64, "float64", 'float64'),
            "float16": (_k_norm.norm_two_float32, "float32", 'float32'),
            "float32": (_k_norm.norm_two_float32, "float32", None),
            "float64": (_k_norm.norm_two_float64, "float64", None),
            "complex64": (_k_norm.norm_two_complex64, "float32", None),
            "complex128": (_k_norm.norm_two_complex128, "float64", None),
        }),
        _rt.Variant("one", lambda param=0.0, *_: param == 1, {
            "bool": (_k_norm.norm_one_float64, "float64", 'float64'),
            "int8": (_k_norm.norm_one_float64, "float64", 'float64'),
            "int16": (_k_norm.norm_one_float64, "float64", 'float64'),
            "int32": (_k_norm.norm_one_float64, "float64", 'float64'),
            "int64": (_k_norm.norm_one_int64, "float64", None),
            "uint8": (_k_norm.norm_one_float64, "float64", 'float64'),
            "uint16": (_k_norm.norm_one_float64, "float64", 'float64'),
            "uint32": (_k_norm.norm_one_float64, "float64", 'float64'),
            "uint64": (_k_norm.norm_one_float64, "float64", 'float64'),
            "float16": (_k_norm.norm_one_float32, "float32", 'float32'),
            "float32": (_k_norm.norm_one_float32, "float32", None),
            "float64": (_k_norm.norm_one_float64, "float64", None),
            "complex64": (_k_norm.norm_one_complex64, "float32", None),
            "complex128": (_k_norm.norm_one_complex128, "float64", None),
        }),
        _rt.Variant("inf", lambda param=0.0, *_: param == math.inf, {
            "bool": (_k_norm.norm_inf_float64, "float64", 'float64'),
            "int8": (_k_norm.norm_inf_float64, "float64", 'float64'),
            "int16": (_k_norm.norm_inf_float64, "float64", 'float64'),
            "int32": (_k_norm.norm_inf_float64, "float64", 'float64'),
            "int64": (_k_norm.norm_inf_int64, "float64", None),
            "uint8": (_k_norm.norm_inf_float64, "float64", 'float64'),
            "uint16": (_k_norm.norm_inf_float64, "float64", 'float64'),
            "uint32": (_k_norm.norm_inf_float64, "float64", 'float64'),
            "uint64": (_k_norm.norm_inf_float64, "float64", 'float64'),
            "float16": (_k_norm.norm_inf_float32, "float32", 'float32'),
            "float32": (_k_norm.norm_inf_float32, "float32", None),
            "float64": (_k_norm.norm_inf_float64, "float64", None),
            "complex64": (_k_norm.norm_inf_complex64, "float32", None),
            "complex128": (_k_norm.norm_inf_complex128, "float64", None),
        }),
        _rt.Variant("neg_inf", lambda param=0.0, *_: param == -math.inf, {
            "bool": (_k_norm.norm_neg_inf_float64, "float64", 'float64'),
            "int8": (_k_norm.norm_neg_inf_float64, "float64", 'float64'),
            "int16": (_k_norm.norm_neg_inf_float64, "float64", 'float64'),
            "int32": (_k_norm.norm_neg_inf_float64, "float64", 'float64'),
            "int64": (_k_norm.norm_neg_inf_int64, "float64", None),
            "uint8": (_k_norm.norm_neg_inf_float64, "float64", 'float64'),
            "uint16": (_k_norm.norm_neg_inf_float64, "float64", 'float64'),
            "uint32": (_k_norm.norm_neg_inf_float64, "float64", 'float64'),
            "uint64": (_k_norm.norm_neg_inf_float64, "float64", 'float64'),
            "float16": (_k_norm.norm_neg_inf_float32, "float32", 'float32'),
            "float32": (_k_norm.norm_neg_inf_float32, "float32", None),
            "float64": (_k_norm.norm_neg_inf_float64, "float64", None),
            "complex64": (_k_norm.norm_neg_inf_complex64, "float32", None),
            "complex128": (_k_norm.norm_neg_inf_complex128, "float64", None),
        }),
        _rt.Variant("zero", lambda param=0.0, *_: param == 0, {
            "bool": (_k_norm.norm_zero_float64, "float64", 'float64'),
            "int8": (_k_norm.norm_zero_float64, "float64", 'float64'),
            "int16": (_k_norm.norm_zero_float64, "float64", 'float64'),
            "int32": (_k_norm.norm_zero_float64, "float64", 'float64'),
            "int64": (_k_norm.norm_zero_int64, "float64", None),
            "uint8": (_k_norm.norm_zero_float64, "float64", 'float64'),
            "uint16": (_k_norm.norm_zero_float64, "float64", 'float64'),
            "uint32": (_k_norm.norm_zero_float64, "float64", 'float64'),
            "uint64": (_k_norm.norm_zero_float64, "float64", 'float64'),
            "float16": (_k_norm.norm_zero_float32, "float32", 'float32'),
            "float32": (_k_norm.norm_zero_float32, "float32", None),
            "float64": (_k_norm.norm_zero_float64, "float64", None),
            "complex64": (_k_norm.norm_zero_complex64, "float32", None),
            "complex128": (_k_norm.norm_zero_complex128, "float64", None),
        }),
        _rt.Variant("p", lambda param=0.0, *_: True, {
            "bool": (_k_norm.norm_p_float64, "float64", 'float64'),
            "int8": (_k_norm.norm_p_float64, "float64", 'float64'),
            "int16": (_k_norm.norm_p_float64, "float64", 'float64'),
            "int32": (_k_norm.norm_p_float64, "float64", 'float64'),
            "int64": (_k_norm.norm_p_int64, "float64", None),
            "uint8": (_k_norm.norm_p_float64, "float64", 'float64'),
            "uint16": (_k_norm.norm_p_float64, "float64", 'float64'),
            "uint32": (_k_norm.norm_p_float64, "float64", 'float64'),
            "uint64": (_k_norm.norm_p_float64, "float64", 'float64'),
            "float16": (_k_norm.norm_p_float32, "float32", 'float32'),
            "float32": (_k_norm.norm_p_float32, "float32", None),
            "float64": (_k_norm.norm_p_float64, "float64", None),
            "complex64": (_k_norm.norm_p_complex64, "float32", None),
            "complex128": (_k_norm.norm_p_complex128, "float64", None),
        }),
    ),
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_norm_front = _rt.front(_norm_spec, "table", ('ord',), ord=2.0)


def norm(input, ord=2.0, dim=None, *, keepdim=False, dtype=None, mask=None):
    """Returns norm of all the elements in the input tensor along the given
    dimension(s) dim while the input elements are masked out according to the
    boolean tensor mask.

    The identity value of norm operation, which is used to start the reduction and
    which masked-out elements act as, is 0.0 for every accepted dtype.

    If keepdim is True, the output tensor is of the same size as input except in
    the dimension(s) dim where it is of size 1. Otherwise, dim is squeezed,
    resulting in the output tensor having 1 (or len(dim)) fewer dimension(s).

    The boolean tensor mask defines the "validity" of input tensor elements: if
    mask element is True then the corresponding element in input tensor will be
    included in norm computation, otherwise the element is ignored. Integer masks
    are accepted (nonzero means valid); float masks are a TypeError.

    When all elements of input along the given dimension dim are ignored (fully
    masked-out), or the reduced slice is empty, the corresponding element of the
    output is 0 (inf when ord == -inf).

    The mask of the output tensor can be computed as
    numpy.any(numpy.broadcast_to(mask, input.shape), dim, keepdims=keepdim).

    The shapes of the mask tensor and the input tensor don't need to match, but
    they must be broadcastable under the standard broadcasting rules and the
    dimensionality of the mask tensor must not be greater than of the input tensor.
    A broadcast mask is never materialised.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts).
    ord : float
        Order of the norm: inf, -inf, 0 or any real p (default 2.0).
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
    >>> input = np.array([[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0]], dtype=np.float64)
    >>> mask = np.array([[True, False, True], [False, False, False]])
    >>> tensorplay.masked._ops.norm(input, 2.0, 1, mask=mask).round(4)
    array([3.1623, 0.    ])
    """
    if _sparse.ANY and _sparse.wants(input):
        return _rt.sparse(_norm_spec, norm, {"input": input},
                          {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask, "ord": ord})
    if _grad.ANY and _grad.wants(input):
        return _grad.RECORDER.op(_norm_spec, lambda: _norm_forward(input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, ord=ord), {"input": input},
                                 {"dim": dim, "keepdim": keepdim, "dtype": dtype, "mask": mask, "ord": ord})
    out = _norm_front(input, dim, keepdim, dtype, mask, (ord, ))
    if out is not None:
        return out
    return _rt.run(_norm_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={"ord": ord})


def _norm_forward(input, ord=2.0, dim=None, *, keepdim=False, dtype=None, mask=None):
    """norm without the sparse and gradient dispatch: what the gradient recorder runs."""
    out = _norm_front(input, dim, keepdim, dtype, mask, (ord, ))
    if out is not None:
        return out
    return _rt.run(_norm_spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args={"ord": ord})


# ops.yaml: ops.masked_fill
_masked_fill_spec = _sel.SelectorSpec(
    name="masked_fill",
    kind="fill",
    mask="full",
    value="scalar",
    names={"input": "input", "mask": "mask", "value": "value"},
    dtypes=('bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128'),
    kernels=_k_fill.KERNELS,
    dask='blockwise_fill',
    run="write_scalar",
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_masked_fill_front = _sel.fill_front(_masked_fill_spec)


def masked_fill(input, mask, value):
    """Returns a copy of input with value written at every position where mask is
    True.

    Corresponds to Arraymancer's masked_fill with a scalar value (t.masked_fill(t >
    0, -1)); torch.Tensor.masked_fill. With an array value, Arraymancer's
    masked_fill is masked_scatter here.

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    mask : array_like of bool or int
        bool or integer array broadcastable to input (one-way: the mask never
        broadcasts the input); True (nonzero) selects.
    value : scalar or array_like
        a scalar or 0-d array, written at every selected position.

    Returns
    -------
    numpy.ndarray
        A new array of input's shape and dtype.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[1, -2, 3], [-4, 5, -6]])
    >>> tensorplay.masked._ops.masked_fill(t, t > 0, -1)
    array([[-1, -2, -1],
           [-4, -1, -6]])
    >>> t = np.array([10, 20, 30, 40])
    >>> tensorplay.masked._ops.masked_fill(t, [True, False, True, True], -1)
    array([-1, 20, -1, -1])
    """
    out = _masked_fill_front(input, mask, value)
    if out is not None:
        return out
    return _rt.select(_masked_fill_spec, False, input=input, mask=mask, value=value)


def masked_fill_(input, mask, value):
    """In-place form of masked_fill: writes into input (a writeable numpy.ndarray) and
    returns it. Every argument is checked before anything is written: a rejected
    call leaves input unchanged.

    Returns a copy of input with value written at every position where mask is
    True.

    Corresponds to Arraymancer's masked_fill with a scalar value (t.masked_fill(t >
    0, -1)); torch.Tensor.masked_fill. With an array value, Arraymancer's
    masked_fill is masked_scatter here.

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    mask : array_like of bool or int
        bool or integer array broadcastable to input (one-way: the mask never
        broadcasts the input); True (nonzero) selects.
    value : scalar or array_like
        a scalar or 0-d array, written at every selected position.

    Returns
    -------
    numpy.ndarray
        The modified input itself.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[1, -2, 3], [-4, 5, -6]])
    >>> tensorplay.masked._ops.masked_fill_(t, t > 0, -1)
    array([[-1, -2, -1],
           [-4, -1, -6]])
    >>> t = np.array([10, 20, 30, 40])
    >>> tensorplay.masked._ops.masked_fill_(t, [True, False, True, True], -1)
    array([-1, 20, -1, -1])
    """
    return _rt.select(_masked_fill_spec, True, input=input, mask=mask, value=value)


# ops.yaml: ops.masked_scatter
_masked_scatter_spec = _sel.SelectorSpec(
    name="masked_scatter",
    kind="scatter",
    mask="full",
    value="flat",
    names={"input": "input", "mask": "mask", "value": "source"},
    dtypes=('bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128'),
    kernels=_k_scatter.KERNELS,
    dask=None,
    run="write_updates",
)


def masked_scatter(input, mask, source):
    """Returns a copy of input whose k-th position where mask is True (in row-major
    order) holds the k-th element of source.

    Corresponds to Arraymancer's masked_fill with a tensor or openArray value
    (t.masked_fill(t > 0, [3, 4, -1])); torch.Tensor.masked_scatter.

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    mask : array_like of bool or int
        bool or integer array broadcastable to input (one-way: the mask never
        broadcasts the input); True (nonzero) selects.
    source : scalar or array_like
        an array with at least n elements, n the number of selected positions:
        the k-th selected position (row-major) gets source.flat[k]; extra
        elements are ignored, too few is a ValueError.

    Returns
    -------
    numpy.ndarray
        A new array of input's shape and dtype.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[1, -2, 3], [-4, 5, -6]])
    >>> tensorplay.masked._ops.masked_scatter(t, t > 0, [3, 4, -1])
    array([[ 3, -2,  4],
           [-4, -1, -6]])
    >>> t = np.array([0, 0, 0, 0])
    >>> tensorplay.masked._ops.masked_scatter(t, [True, False, True, False], [7, 8, 9, 10])
    array([7, 0, 8, 0])
    """
    return _rt.select(_masked_scatter_spec, False, input=input, mask=mask, value=source)


def masked_scatter_(input, mask, source):
    """In-place form of masked_scatter: writes into input (a writeable numpy.ndarray)
    and returns it. Every argument is checked before anything is written: a
    rejected call leaves input unchanged.

    Returns a copy of input whose k-th position where mask is True (in row-major
    order) holds the k-th element of source.

    Corresponds to Arraymancer's masked_fill with a tensor or openArray value
    (t.masked_fill(t > 0, [3, 4, -1])); torch.Tensor.masked_scatter.

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    mask : array_like of bool or int
        bool or integer array broadcastable to input (one-way: the mask never
        broadcasts the input); True (nonzero) selects.
    source : scalar or array_like
        an array with at least n elements, n the number of selected positions:
        the k-th selected position (row-major) gets source.flat[k]; extra
        elements are ignored, too few is a ValueError.

    Returns
    -------
    numpy.ndarray
        The modified input itself.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[1, -2, 3], [-4, 5, -6]])
    >>> tensorplay.masked._ops.masked_scatter_(t, t > 0, [3, 4, -1])
    array([[ 3, -2,  4],
           [-4, -1, -6]])
    >>> t = np.array([0, 0, 0, 0])
    >>> tensorplay.masked._ops.masked_scatter_(t, [True, False, True, False], [7, 8, 9, 10])
    array([7, 0, 8, 0])
    """
    return _rt.select(_masked_scatter_spec, True, input=input, mask=mask, value=source)


# ops.yaml: ops.masked_select
_masked_select_spec = _sel.SelectorSpec(
    name="masked_select",
    kind="select",
    mask="full",
    value="none",
    names={"input": "input", "mask": "mask"},
    dtypes=('bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128'),
    kernels=_k_select.KERNELS,
    dask='rows_select',
    run="gather",
)
# The compiled front end takes the common call (front.pyx); None: the runtime does.
_masked_select_front = _sel.gather_front(_masked_select_spec)


def masked_select(input, mask):
    """Returns a new 1-D array of the elements of input where mask is True, in row-
    major order.

    Corresponds to Arraymancer's masked_select (t.masked_select(t > 0));
    torch.masked_select; numpy's input[mask].

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    mask : array_like of bool or int
        bool or integer array broadcastable to input (one-way: the mask never
        broadcasts the input); True (nonzero) selects.

    Returns
    -------
    numpy.ndarray
        A new array of input's dtype holding the selected elements.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[1, -2, 3], [-4, 5, -6]])
    >>> tensorplay.masked._ops.masked_select(t, t > 0)
    array([1, 3, 5])
    """
    out = _masked_select_front(input, mask)
    if out is not None:
        return out
    return _rt.select(_masked_select_spec, False, input=input, mask=mask)


# ops.yaml: ops.masked_axis_select
_masked_axis_select_spec = _sel.SelectorSpec(
    name="masked_axis_select",
    kind="index",
    mask="axis",
    value="none",
    names={"input": "input", "mask": "mask", "axis": "axis"},
    dtypes=('bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128'),
    kernels=_k_index.KERNELS,
    dask='take',
    run="by_index",
)


def masked_axis_select(input, mask, axis):
    """Returns a new array of the slices of input along axis where the 1-D mask is
    True: the concatenation of the selected slices.

    Corresponds to Arraymancer's masked_axis_select(t, mask, axis).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    mask : array_like of bool or int
        1-D bool or integer array of length input.shape[axis]; True selects
        that index along axis.
    axis : int
        The axis the selection runs along (negative counts from the end).

    Returns
    -------
    numpy.ndarray
        A new array of input's dtype: the selected slices, in order.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    >>> tensorplay.masked._ops.masked_axis_select(t, [True, False, True], 0)
    array([[1, 2, 3],
           [7, 8, 9]])
    >>> t = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    >>> tensorplay.masked._ops.masked_axis_select(t, [True, False, True], 1)
    array([[1, 3],
           [4, 6],
           [7, 9]])
    """
    return _rt.select(_masked_axis_select_spec, False, input=input, mask=mask, axis=axis)


# ops.yaml: ops.masked_axis_fill
_masked_axis_fill_spec = _sel.SelectorSpec(
    name="masked_axis_fill",
    kind="index",
    mask="axis",
    value="selected",
    names={"input": "input", "mask": "mask", "axis": "axis", "value": "value"},
    dtypes=('bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128'),
    kernels=_k_index.KERNELS,
    dask=None,
    run="by_index",
)


def masked_axis_fill(input, mask, axis, value):
    """Returns a copy of input whose slices along axis where the 1-D mask is True are
    filled with value.

    Corresponds to Arraymancer's masked_axis_fill(t, mask, axis, value) with a
    scalar or a broadcastable tensor value.

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    mask : array_like of bool or int
        1-D bool or integer array of length input.shape[axis]; True selects
        that index along axis.
    axis : int
        The axis the selection runs along (negative counts from the end).
    value : scalar or array_like
        a scalar or an array broadcastable to the selected part (input's shape
        with shape[axis] replaced by the number of selected indices).

    Returns
    -------
    numpy.ndarray
        A new array of input's dtype.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[4, 99, 2], [3, 4, 99], [1, 8, 7], [8, 6, 8]])
    >>> value = np.array([[10], [20], [30], [40]])
    >>> tensorplay.masked._ops.masked_axis_fill(t, [False, True, True], 1, value)
    array([[ 4, 10, 10],
           [ 3, 20, 20],
           [ 1, 30, 30],
           [ 8, 40, 40]])
    >>> t = np.array([[4, 99, 2], [3, 4, 99], [1, 8, 7], [8, 6, 8]])
    >>> tensorplay.masked._ops.masked_axis_fill(t, [True, False, False, True], 0, 0)
    array([[ 0,  0,  0],
           [ 3,  4, 99],
           [ 1,  8,  7],
           [ 0,  0,  0]])
    """
    return _rt.select(_masked_axis_fill_spec, False, input=input, mask=mask, axis=axis, value=value)


def masked_axis_fill_(input, mask, axis, value):
    """In-place form of masked_axis_fill: writes into input (a writeable
    numpy.ndarray) and returns it. Every argument is checked before anything is
    written: a rejected call leaves input unchanged.

    Returns a copy of input whose slices along axis where the 1-D mask is True are
    filled with value.

    Corresponds to Arraymancer's masked_axis_fill(t, mask, axis, value) with a
    scalar or a broadcastable tensor value.

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    mask : array_like of bool or int
        1-D bool or integer array of length input.shape[axis]; True selects
        that index along axis.
    axis : int
        The axis the selection runs along (negative counts from the end).
    value : scalar or array_like
        a scalar or an array broadcastable to the selected part (input's shape
        with shape[axis] replaced by the number of selected indices).

    Returns
    -------
    numpy.ndarray
        The modified input itself.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[4, 99, 2], [3, 4, 99], [1, 8, 7], [8, 6, 8]])
    >>> value = np.array([[10], [20], [30], [40]])
    >>> tensorplay.masked._ops.masked_axis_fill_(t, [False, True, True], 1, value)
    array([[ 4, 10, 10],
           [ 3, 20, 20],
           [ 1, 30, 30],
           [ 8, 40, 40]])
    >>> t = np.array([[4, 99, 2], [3, 4, 99], [1, 8, 7], [8, 6, 8]])
    >>> tensorplay.masked._ops.masked_axis_fill_(t, [True, False, False, True], 0, 0)
    array([[ 0,  0,  0],
           [ 3,  4, 99],
           [ 1,  8,  7],
           [ 0,  0,  0]])
    """
    return _rt.select(_masked_axis_fill_spec, True, input=input, mask=mask, axis=axis, value=value)


# ops.yaml: ops.masked_fill_along_axis
_masked_fill_along_axis_spec = _sel.SelectorSpec(
    name="masked_fill_along_axis",
    kind="fill",
    mask="slice",
    value="scalar",
    names={"input": "input", "mask": "mask", "axis": "axis", "value": "value"},
    dtypes=('bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128'),
    kernels=_k_fill.KERNELS,
    dask='blockwise_fill',
    run="write_scalar",
)


def masked_fill_along_axis(input, mask, axis, value):
    """Returns a copy of input in which every slice along axis is filled with value
    where mask (the shape of one slice) is True.

    Corresponds to Arraymancer's masked_fill_along_axis(t, mask, axis, value).

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    mask : array_like of bool or int
        bool or integer array with the shape of one slice along axis
        (input.shape without axis, or with size 1 there), or broadcastable to
        it; the same mask applies to every slice.
    axis : int
        The axis the selection runs along (negative counts from the end).
    value : scalar or array_like
        a scalar or 0-d array, written at every selected position.

    Returns
    -------
    numpy.ndarray
        A new array of input's shape and dtype.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[1, 2, 3], [4, 5, 6]])
    >>> tensorplay.masked._ops.masked_fill_along_axis(t, [True, False, True], 0, 0)
    array([[0, 2, 0],
           [0, 5, 0]])
    >>> t = np.array([[1, 2, 3], [4, 5, 6]])
    >>> tensorplay.masked._ops.masked_fill_along_axis(t, [False, True], 1, -1)
    array([[ 1,  2,  3],
           [-1, -1, -1]])
    """
    return _rt.select(_masked_fill_along_axis_spec, False, input=input, mask=mask, axis=axis, value=value)


def masked_fill_along_axis_(input, mask, axis, value):
    """In-place form of masked_fill_along_axis: writes into input (a writeable
    numpy.ndarray) and returns it. Every argument is checked before anything is
    written: a rejected call leaves input unchanged.

    Returns a copy of input in which every slice along axis is filled with value
    where mask (the shape of one slice) is True.

    Corresponds to Arraymancer's masked_fill_along_axis(t, mask, axis, value).

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    mask : array_like of bool or int
        bool or integer array with the shape of one slice along axis
        (input.shape without axis, or with size 1 there), or broadcastable to
        it; the same mask applies to every slice.
    axis : int
        The axis the selection runs along (negative counts from the end).
    value : scalar or array_like
        a scalar or 0-d array, written at every selected position.

    Returns
    -------
    numpy.ndarray
        The modified input itself.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[1, 2, 3], [4, 5, 6]])
    >>> tensorplay.masked._ops.masked_fill_along_axis_(t, [True, False, True], 0, 0)
    array([[0, 2, 0],
           [0, 5, 0]])
    >>> t = np.array([[1, 2, 3], [4, 5, 6]])
    >>> tensorplay.masked._ops.masked_fill_along_axis_(t, [False, True], 1, -1)
    array([[ 1,  2,  3],
           [-1, -1, -1]])
    """
    return _rt.select(_masked_fill_along_axis_spec, True, input=input, mask=mask, axis=axis, value=value)


# ops.yaml: ops.index_select
_index_select_spec = _sel.SelectorSpec(
    name="index_select",
    kind="index",
    mask="indices",
    value="none",
    names={"input": "input", "axis": "axis", "mask": "indices"},
    dtypes=('bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128'),
    kernels=_k_index.KERNELS,
    dask='take',
    run="by_index",
)


def index_select(input, axis, indices):
    """Returns a new array of the slices of input along axis at indices, in the order
    given.

    Corresponds to Arraymancer's index_select(t, axis, indices) (NumPy's take);
    torch.index_select.

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    axis : int
        The axis the selection runs along (negative counts from the end).
    indices : array_like of bool or int
        0-d or 1-D integer array of indices along axis (negative ones count
        from the end; repeats are allowed); an index out of range is an
        IndexError.

    Returns
    -------
    numpy.ndarray
        A new array of input's dtype: the selected slices, in order.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[1, 2, 3], [4, 5, 6]])
    >>> tensorplay.masked._ops.index_select(t, 1, [2, 0])
    array([[3, 1],
           [6, 4]])
    >>> t = np.array([[1, 2, 3], [4, 5, 6]])
    >>> tensorplay.masked._ops.index_select(t, 0, [1, 1, -2])
    array([[4, 5, 6],
           [4, 5, 6],
           [1, 2, 3]])
    """
    return _rt.select(_index_select_spec, False, input=input, axis=axis, mask=indices)


# ops.yaml: ops.index_fill
_index_fill_spec = _sel.SelectorSpec(
    name="index_fill",
    kind="index",
    mask="indices",
    value="selected",
    names={"input": "input", "axis": "axis", "mask": "indices", "value": "value"},
    dtypes=('bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128'),
    kernels=_k_index.KERNELS,
    dask=None,
    run="by_index",
)


def index_fill(input, axis, indices, value):
    """Returns a copy of input whose slices along axis at indices are filled with
    value (a scalar, or an array broadcastable to the selected part; with repeated
    indices the last one wins).

    Corresponds to Arraymancer's index_fill(t, axis, indices, value) (NumPy's put
    along an axis); torch.Tensor.index_fill.

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    axis : int
        The axis the selection runs along (negative counts from the end).
    indices : array_like of bool or int
        0-d or 1-D integer array of indices along axis (negative ones count
        from the end; repeats are allowed); an index out of range is an
        IndexError.
    value : scalar or array_like
        a scalar or an array broadcastable to the selected part (input's shape
        with shape[axis] replaced by the number of selected indices).

    Returns
    -------
    numpy.ndarray
        A new array of input's dtype.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[1, 2, 3], [4, 5, 6]])
    >>> tensorplay.masked._ops.index_fill(t, 1, [0, 2], -1)
    array([[-1,  2, -1],
           [-1,  5, -1]])
    """
    return _rt.select(_index_fill_spec, False, input=input, axis=axis, mask=indices, value=value)


def index_fill_(input, axis, indices, value):
    """In-place form of index_fill: writes into input (a writeable numpy.ndarray) and
    returns it. Every argument is checked before anything is written: a rejected
    call leaves input unchanged.

    Returns a copy of input whose slices along axis at indices are filled with
    value (a scalar, or an array broadcastable to the selected part; with repeated
    indices the last one wins).

    Corresponds to Arraymancer's index_fill(t, axis, indices, value) (NumPy's put
    along an axis); torch.Tensor.index_fill.

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    input : array_like
        The input tensor (anything numpy.asarray accepts; a writeable ndarray
        for the in-place form).
    axis : int
        The axis the selection runs along (negative counts from the end).
    indices : array_like of bool or int
        0-d or 1-D integer array of indices along axis (negative ones count
        from the end; repeats are allowed); an index out of range is an
        IndexError.
    value : scalar or array_like
        a scalar or an array broadcastable to the selected part (input's shape
        with shape[axis] replaced by the number of selected indices).

    Returns
    -------
    numpy.ndarray
        The modified input itself.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> t = np.array([[1, 2, 3], [4, 5, 6]])
    >>> tensorplay.masked._ops.index_fill_(t, 1, [0, 2], -1)
    array([[-1,  2, -1],
           [-1,  5, -1]])
    """
    return _rt.select(_index_fill_spec, True, input=input, axis=axis, mask=indices, value=value)


# ops.yaml: ops.boolean_mask
_boolean_mask_spec = _sel.SelectorSpec(
    name="boolean_mask",
    kind="select",
    mask="leading",
    value="none",
    names={"input": "tensor", "mask": "mask", "axis": "axis"},
    dtypes=('bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128'),
    kernels=_k_select.KERNELS,
    dask=None,
    run="gather",
)


def boolean_mask(tensor, mask, axis=0):
    """Returns a new array of the elements of tensor where the K-dim mask is True: the
    K dims the mask covers, from axis on, collapse into one. boolean_mask(tensor,
    mask)[i, j1, ...] = tensor[i1, ..., iK, j1, ...] where (i1, ..., iK) is the
    i-th True entry of mask (row-major).

    Corresponds to TensorFlow's boolean_mask (the selection BooleanMaskUpdate
    writes to); numpy's tensor[mask] for axis=0.

    Parameters
    ----------
    tensor : array_like
        The tensor to select from or update (anything numpy.asarray accepts).
    mask : array_like of bool or int
        bool or integer array of K >= 1 dims equal to input.shape[axis:axis+K];
        those K dims collapse into one of length n, the count of True, in row-
        major order.
    axis : int
        The axis the selection runs along (negative counts from the end).

    Returns
    -------
    numpy.ndarray
        A new array of input's dtype holding the selected elements.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> tensor = np.array([0, 1, 2, 3])
    >>> tensorplay.masked._ops.boolean_mask(tensor, [True, False, True, False])
    array([0, 2])
    >>> tensor = np.array([[1, 2], [3, 4], [5, 6]])
    >>> tensorplay.masked._ops.boolean_mask(tensor, [True, False, True])
    array([[1, 2],
           [5, 6]])
    >>> tensor = np.array([[[1, 2], [3, 4]], [[5, 6], [7, 8]]])
    >>> tensorplay.masked._ops.boolean_mask(tensor, [[True, False], [False, True]])
    array([[1, 2],
           [7, 8]])
    >>> tensor = np.array([[1, 2, 3], [4, 5, 6]])
    >>> tensorplay.masked._ops.boolean_mask(tensor, [False, True, True], axis=1)
    array([[2, 3],
           [5, 6]])
    """
    return _rt.select(_boolean_mask_spec, False, input=tensor, mask=mask, axis=axis)


# ops.yaml: ops.boolean_mask_update
_boolean_mask_update_spec = _sel.SelectorSpec(
    name="boolean_mask_update",
    kind="scatter",
    mask="leading",
    value="updates",
    names={"input": "tensor", "mask": "mask", "value": "updates", "axis": "axis", "broadcast": "broadcast"},
    dtypes=('bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128'),
    kernels=_k_scatter.KERNELS,
    dask=None,
    run="write_updates",
)


def boolean_mask_update(tensor, mask, updates, *, axis=0, broadcast=True):
    """Returns a copy of tensor with the positions where the K-dim mask is True (mask
    covers shape[axis:axis+K]) set from updates: the i-th True entry of mask (row-
    major) gets updates[i]. The input is never modified (numpy's tensor[mask] =
    updates, on a copy).

    Corresponds to TensorFlow's BooleanMaskUpdate (Java ops: create(scope, tensor,
    mask, updates, axis, broadcast)).

    The value is cast to the input's dtype by numpy's same_kind rule (a float value
    for an integer tensor is a TypeError); integers must fit the dtype (ValueError
    otherwise).

    Parameters
    ----------
    tensor : array_like
        The tensor to select from or update (anything numpy.asarray accepts).
    mask : array_like of bool or int
        bool or integer array of K >= 1 dims equal to input.shape[axis:axis+K];
        those K dims collapse into one of length n, the count of True, in row-
        major order.
    updates : scalar or array_like
        an array of the selection's shape [n, rest...] (n the count of True,
        rest the dims after the mask; for axis > 0 also the full shape
        shape[:axis] + [n, rest...], the shape boolean_mask returns), broadcast
        to it unless broadcast=False.
    axis : int
        The axis the selection runs along (negative counts from the end).
    broadcast : bool, optional
        Broadcast updates to the selection's shape (default True); False
        requires the exact shape.

    Returns
    -------
    numpy.ndarray
        A new array of input's shape and dtype.

    Examples
    --------
    >>> import numpy as np
    >>> import tensorplay.masked
    >>> tensor = np.array([[1, 2], [3, 4], [5, 6]])
    >>> updates = np.array([[10, 20], [50, 60]])
    >>> tensorplay.masked._ops.boolean_mask_update(tensor, [True, False, True], updates)
    array([[10, 20],
           [ 3,  4],
           [50, 60]])
    >>> tensor = np.array([[1, 2], [3, 4], [5, 6]])
    >>> tensorplay.masked._ops.boolean_mask_update(tensor, [True, False, True], [0, -1])
    array([[ 0, -1],
           [ 3,  4],
           [ 0, -1]])
    >>> tensor = np.array([[1, 2, 3], [4, 5, 6]])
    >>> updates = np.array([[20, 30], [50, 60]])
    >>> tensorplay.masked._ops.boolean_mask_update(tensor, [False, True, True], updates, axis=1)
    array([[ 1, 20, 30],
           [ 4, 50, 60]])
    """
    return _rt.select(_boolean_mask_update_spec, False, input=tensor, mask=mask, value=updates, axis=axis, broadcast=broadcast)
