# Generated from ops.yaml by `python -m codegen`; do not edit.
"""The generated wrappers of tensorplay.masked, one per op of ops.yaml.

Each wrapper is the op's signature, its docstring and one call into the
shared runtime with the op's spec (data from ops.yaml) and its kernels.
"""
import math

from tensorplay.masked import _runtime as _rt
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

__all__ = ["sum", "prod", "amax", "amin", "argmax", "argmin", "mean", "var", "std", "median", "cumsum", "cumprod", "softmax", "log_softmax", "softmin", "normalize", "logaddexp", "logsumexp", "norm"]


# ops.yaml:162
_sum_spec = _rt.OpSpec(
    name="sum",
    kind="reduce",
    dims=('none', 'int', 'tuple'),
    dtype_arg="compute",
    param=None,
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
            "bool": (_k_sum.sum_bool, "int64"),
            "int8": (_k_sum.sum_int8, "int64"),
            "int16": (_k_sum.sum_int16, "int64"),
            "int32": (_k_sum.sum_int32, "int64"),
            "int64": (_k_sum.sum_int64, "int64"),
            "uint8": (_k_sum.sum_uint8, "uint64"),
            "uint16": (_k_sum.sum_uint16, "uint64"),
            "uint32": (_k_sum.sum_uint32, "uint64"),
            "uint64": (_k_sum.sum_uint64, "uint64"),
            "float16": (_k_sum.sum_float16, "float32"),
            "float32": (_k_sum.sum_float32, "float32"),
            "float64": (_k_sum.sum_float64, "float64"),
            "complex64": (_k_sum.sum_complex64, "complex64"),
            "complex128": (_k_sum.sum_complex128, "complex128"),
        }),
    ),
)


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
    return _rt.reduce(_sum_spec, input, dim, keepdim, dtype, mask, {})

# ops.yaml:183
_prod_spec = _rt.OpSpec(
    name="prod",
    kind="reduce",
    dims=('none', 'int', 'tuple'),
    dtype_arg="compute",
    param=None,
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
            "bool": (_k_prod.prod_bool, "int64"),
            "int8": (_k_prod.prod_int8, "int64"),
            "int16": (_k_prod.prod_int16, "int64"),
            "int32": (_k_prod.prod_int32, "int64"),
            "int64": (_k_prod.prod_int64, "int64"),
            "uint8": (_k_prod.prod_uint8, "uint64"),
            "uint16": (_k_prod.prod_uint16, "uint64"),
            "uint32": (_k_prod.prod_uint32, "uint64"),
            "uint64": (_k_prod.prod_uint64, "uint64"),
            "float16": (_k_prod.prod_float16, "float32"),
            "float32": (_k_prod.prod_float32, "float32"),
            "float64": (_k_prod.prod_float64, "float64"),
            "complex64": (_k_prod.prod_complex64, "complex64"),
            "complex128": (_k_prod.prod_complex128, "complex128"),
        }),
    ),
)


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
    return _rt.reduce(_prod_spec, input, dim, keepdim, dtype, mask, {})

# ops.yaml:204
_amax_spec = _rt.OpSpec(
    name="amax",
    kind="reduce",
    dims=('none', 'int', 'tuple'),
    dtype_arg="cast_result",
    param=None,
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
            "bool": (_k_amax.amax_bool, "bool"),
            "int8": (_k_amax.amax_int8, "int8"),
            "int16": (_k_amax.amax_int16, "int16"),
            "int32": (_k_amax.amax_int32, "int32"),
            "int64": (_k_amax.amax_int64, "int64"),
            "uint8": (_k_amax.amax_uint8, "uint8"),
            "uint16": (_k_amax.amax_uint16, "uint16"),
            "uint32": (_k_amax.amax_uint32, "uint32"),
            "uint64": (_k_amax.amax_uint64, "uint64"),
            "float16": (_k_amax.amax_float16, "float32"),
            "float32": (_k_amax.amax_float32, "float32"),
            "float64": (_k_amax.amax_float64, "float64"),
        }),
    ),
)


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
    return _rt.reduce(_amax_spec, input, dim, keepdim, dtype, mask, {})

# ops.yaml:225
_amin_spec = _rt.OpSpec(
    name="amin",
    kind="reduce",
    dims=('none', 'int', 'tuple'),
    dtype_arg="cast_result",
    param=None,
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
            "bool": (_k_amin.amin_bool, "bool"),
            "int8": (_k_amin.amin_int8, "int8"),
            "int16": (_k_amin.amin_int16, "int16"),
            "int32": (_k_amin.amin_int32, "int32"),
            "int64": (_k_amin.amin_int64, "int64"),
            "uint8": (_k_amin.amin_uint8, "uint8"),
            "uint16": (_k_amin.amin_uint16, "uint16"),
            "uint32": (_k_amin.amin_uint32, "uint32"),
            "uint64": (_k_amin.amin_uint64, "uint64"),
            "float16": (_k_amin.amin_float16, "float32"),
            "float32": (_k_amin.amin_float32, "float32"),
            "float64": (_k_amin.amin_float64, "float64"),
        }),
    ),
)


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
    return _rt.reduce(_amin_spec, input, dim, keepdim, dtype, mask, {})

# ops.yaml:248
_argmax_spec = _rt.OpSpec(
    name="argmax",
    kind="arg_reduce",
    dims=('none', 'int'),
    dtype_arg="cast_result",
    param=None,
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
            "bool": (_k_argmax.argmax_bool, "int64"),
            "int8": (_k_argmax.argmax_int8, "int64"),
            "int16": (_k_argmax.argmax_int16, "int64"),
            "int32": (_k_argmax.argmax_int32, "int64"),
            "int64": (_k_argmax.argmax_int64, "int64"),
            "uint8": (_k_argmax.argmax_uint8, "int64"),
            "uint16": (_k_argmax.argmax_uint16, "int64"),
            "uint32": (_k_argmax.argmax_uint32, "int64"),
            "uint64": (_k_argmax.argmax_uint64, "int64"),
            "float16": (_k_argmax.argmax_float16, "int64"),
            "float32": (_k_argmax.argmax_float32, "int64"),
            "float64": (_k_argmax.argmax_float64, "int64"),
        }),
    ),
)


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
    return _rt.reduce(_argmax_spec, input, dim, keepdim, dtype, mask, {})

# ops.yaml:267
_argmin_spec = _rt.OpSpec(
    name="argmin",
    kind="arg_reduce",
    dims=('none', 'int'),
    dtype_arg="cast_result",
    param=None,
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
            "bool": (_k_argmin.argmin_bool, "int64"),
            "int8": (_k_argmin.argmin_int8, "int64"),
            "int16": (_k_argmin.argmin_int16, "int64"),
            "int32": (_k_argmin.argmin_int32, "int64"),
            "int64": (_k_argmin.argmin_int64, "int64"),
            "uint8": (_k_argmin.argmin_uint8, "int64"),
            "uint16": (_k_argmin.argmin_uint16, "int64"),
            "uint32": (_k_argmin.argmin_uint32, "int64"),
            "uint64": (_k_argmin.argmin_uint64, "int64"),
            "float16": (_k_argmin.argmin_float16, "int64"),
            "float32": (_k_argmin.argmin_float32, "int64"),
            "float64": (_k_argmin.argmin_float64, "int64"),
        }),
    ),
)


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
    return _rt.reduce(_argmin_spec, input, dim, keepdim, dtype, mask, {})

# ops.yaml:286
_mean_spec = _rt.OpSpec(
    name="mean",
    kind="moments",
    dims=('none', 'int', 'tuple'),
    dtype_arg="compute",
    param=None,
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
            "bool": (_k_mean.mean_bool, "float64"),
            "int8": (_k_mean.mean_int8, "float64"),
            "int16": (_k_mean.mean_int16, "float64"),
            "int32": (_k_mean.mean_int32, "float64"),
            "int64": (_k_mean.mean_int64, "float64"),
            "uint8": (_k_mean.mean_uint8, "float64"),
            "uint16": (_k_mean.mean_uint16, "float64"),
            "uint32": (_k_mean.mean_uint32, "float64"),
            "uint64": (_k_mean.mean_uint64, "float64"),
            "float16": (_k_mean.mean_float16, "float32"),
            "float32": (_k_mean.mean_float32, "float32"),
            "float64": (_k_mean.mean_float64, "float64"),
            "complex64": (_k_mean.mean_complex64, "complex64"),
            "complex128": (_k_mean.mean_complex128, "complex128"),
        }),
    ),
)


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
    return _rt.reduce(_mean_spec, input, dim, keepdim, dtype, mask, {})

# ops.yaml:307
_var_spec = _rt.OpSpec(
    name="var",
    kind="moments",
    dims=('none', 'int', 'tuple'),
    dtype_arg="compute",
    param='correction',
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
            "bool": (_k_var.var_bool, "float64"),
            "int8": (_k_var.var_int8, "float64"),
            "int16": (_k_var.var_int16, "float64"),
            "int32": (_k_var.var_int32, "float64"),
            "int64": (_k_var.var_int64, "float64"),
            "uint8": (_k_var.var_uint8, "float64"),
            "uint16": (_k_var.var_uint16, "float64"),
            "uint32": (_k_var.var_uint32, "float64"),
            "uint64": (_k_var.var_uint64, "float64"),
            "float16": (_k_var.var_float16, "float32"),
            "float32": (_k_var.var_float32, "float32"),
            "float64": (_k_var.var_float64, "float64"),
            "complex64": (_k_var.var_complex64, "float32"),
            "complex128": (_k_var.var_complex128, "float64"),
        }),
    ),
)


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
    unbiased : number
        Use Bessel's correction (default True); not together with correction.
    correction : number
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
    return _rt.reduce(_var_spec, input, dim, keepdim, dtype, mask, {"unbiased": unbiased, "correction": correction})

# ops.yaml:336
_std_spec = _rt.OpSpec(
    name="std",
    kind="moments",
    dims=('none', 'int', 'tuple'),
    dtype_arg="compute",
    param='correction',
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
            "bool": (_k_std.std_bool, "float64"),
            "int8": (_k_std.std_int8, "float64"),
            "int16": (_k_std.std_int16, "float64"),
            "int32": (_k_std.std_int32, "float64"),
            "int64": (_k_std.std_int64, "float64"),
            "uint8": (_k_std.std_uint8, "float64"),
            "uint16": (_k_std.std_uint16, "float64"),
            "uint32": (_k_std.std_uint32, "float64"),
            "uint64": (_k_std.std_uint64, "float64"),
            "float16": (_k_std.std_float16, "float32"),
            "float32": (_k_std.std_float32, "float32"),
            "float64": (_k_std.std_float64, "float64"),
            "complex64": (_k_std.std_complex64, "float32"),
            "complex128": (_k_std.std_complex128, "float64"),
        }),
    ),
)


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
    unbiased : number
        Use Bessel's correction (default True); not together with correction.
    correction : number
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
    return _rt.reduce(_std_spec, input, dim, keepdim, dtype, mask, {"unbiased": unbiased, "correction": correction})

# ops.yaml:365
_median_spec = _rt.OpSpec(
    name="median",
    kind="order_stat",
    dims=('none', 'int', 'tuple'),
    dtype_arg="cast_result",
    param=None,
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
            "bool": (_k_median.median_bool, "float64"),
            "int8": (_k_median.median_int8, "float64"),
            "int16": (_k_median.median_int16, "float64"),
            "int32": (_k_median.median_int32, "float64"),
            "int64": (_k_median.median_int64, "float64"),
            "uint8": (_k_median.median_uint8, "float64"),
            "uint16": (_k_median.median_uint16, "float64"),
            "uint32": (_k_median.median_uint32, "float64"),
            "uint64": (_k_median.median_uint64, "float64"),
            "float16": (_k_median.median_float16, "float32"),
            "float32": (_k_median.median_float32, "float32"),
            "float64": (_k_median.median_float64, "float64"),
        }),
    ),
)


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
    return _rt.reduce(_median_spec, input, dim, keepdim, dtype, mask, {})

# ops.yaml:385
_cumsum_spec = _rt.OpSpec(
    name="cumsum",
    kind="scan",
    dims=('int',),
    dtype_arg="compute",
    param=None,
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
            "bool": (_k_cumsum.cumsum_bool, "int64"),
            "int8": (_k_cumsum.cumsum_int8, "int64"),
            "int16": (_k_cumsum.cumsum_int16, "int64"),
            "int32": (_k_cumsum.cumsum_int32, "int64"),
            "int64": (_k_cumsum.cumsum_int64, "int64"),
            "uint8": (_k_cumsum.cumsum_uint8, "uint64"),
            "uint16": (_k_cumsum.cumsum_uint16, "uint64"),
            "uint32": (_k_cumsum.cumsum_uint32, "uint64"),
            "uint64": (_k_cumsum.cumsum_uint64, "uint64"),
            "float16": (_k_cumsum.cumsum_float16, "float32"),
            "float32": (_k_cumsum.cumsum_float32, "float32"),
            "float64": (_k_cumsum.cumsum_float64, "float64"),
            "complex64": (_k_cumsum.cumsum_complex64, "complex64"),
            "complex128": (_k_cumsum.cumsum_complex128, "complex128"),
        }),
    ),
)


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
    return _rt.scan(_cumsum_spec, input, dim, dtype, mask, {})

# ops.yaml:406
_cumprod_spec = _rt.OpSpec(
    name="cumprod",
    kind="scan",
    dims=('int',),
    dtype_arg="compute",
    param=None,
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
            "bool": (_k_cumprod.cumprod_bool, "int64"),
            "int8": (_k_cumprod.cumprod_int8, "int64"),
            "int16": (_k_cumprod.cumprod_int16, "int64"),
            "int32": (_k_cumprod.cumprod_int32, "int64"),
            "int64": (_k_cumprod.cumprod_int64, "int64"),
            "uint8": (_k_cumprod.cumprod_uint8, "uint64"),
            "uint16": (_k_cumprod.cumprod_uint16, "uint64"),
            "uint32": (_k_cumprod.cumprod_uint32, "uint64"),
            "uint64": (_k_cumprod.cumprod_uint64, "uint64"),
            "float16": (_k_cumprod.cumprod_float16, "float32"),
            "float32": (_k_cumprod.cumprod_float32, "float32"),
            "float64": (_k_cumprod.cumprod_float64, "float64"),
            "complex64": (_k_cumprod.cumprod_complex64, "complex64"),
            "complex128": (_k_cumprod.cumprod_complex128, "complex128"),
        }),
    ),
)


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
    return _rt.scan(_cumprod_spec, input, dim, dtype, mask, {})

# ops.yaml:427
_softmax_spec = _rt.OpSpec(
    name="softmax",
    kind="normalize",
    dims=('int',),
    dtype_arg="compute",
    param=None,
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
            "bool": (_k_softmax.softmax_bool, "float64"),
            "int8": (_k_softmax.softmax_int8, "float64"),
            "int16": (_k_softmax.softmax_int16, "float64"),
            "int32": (_k_softmax.softmax_int32, "float64"),
            "int64": (_k_softmax.softmax_int64, "float64"),
            "uint8": (_k_softmax.softmax_uint8, "float64"),
            "uint16": (_k_softmax.softmax_uint16, "float64"),
            "uint32": (_k_softmax.softmax_uint32, "float64"),
            "uint64": (_k_softmax.softmax_uint64, "float64"),
            "float16": (_k_softmax.softmax_float16, "float32"),
            "float32": (_k_softmax.softmax_float32, "float32"),
            "float64": (_k_softmax.softmax_float64, "float64"),
        }),
    ),
)


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
    return _rt.normalize(_softmax_spec, input, dim, dtype, mask, {})

# ops.yaml:454
_log_softmax_spec = _rt.OpSpec(
    name="log_softmax",
    kind="normalize",
    dims=('int',),
    dtype_arg="compute",
    param=None,
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
            "bool": (_k_log_softmax.log_softmax_bool, "float64"),
            "int8": (_k_log_softmax.log_softmax_int8, "float64"),
            "int16": (_k_log_softmax.log_softmax_int16, "float64"),
            "int32": (_k_log_softmax.log_softmax_int32, "float64"),
            "int64": (_k_log_softmax.log_softmax_int64, "float64"),
            "uint8": (_k_log_softmax.log_softmax_uint8, "float64"),
            "uint16": (_k_log_softmax.log_softmax_uint16, "float64"),
            "uint32": (_k_log_softmax.log_softmax_uint32, "float64"),
            "uint64": (_k_log_softmax.log_softmax_uint64, "float64"),
            "float16": (_k_log_softmax.log_softmax_float16, "float32"),
            "float32": (_k_log_softmax.log_softmax_float32, "float32"),
            "float64": (_k_log_softmax.log_softmax_float64, "float64"),
        }),
    ),
)


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
    return _rt.normalize(_log_softmax_spec, input, dim, dtype, mask, {})

# ops.yaml:480
_softmin_spec = _rt.OpSpec(
    name="softmin",
    kind="normalize",
    dims=('int',),
    dtype_arg="compute",
    param=None,
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
            "bool": (_k_softmin.softmin_bool, "float64"),
            "int8": (_k_softmin.softmin_int8, "float64"),
            "int16": (_k_softmin.softmin_int16, "float64"),
            "int32": (_k_softmin.softmin_int32, "float64"),
            "int64": (_k_softmin.softmin_int64, "float64"),
            "uint8": (_k_softmin.softmin_uint8, "float64"),
            "uint16": (_k_softmin.softmin_uint16, "float64"),
            "uint32": (_k_softmin.softmin_uint32, "float64"),
            "uint64": (_k_softmin.softmin_uint64, "float64"),
            "float16": (_k_softmin.softmin_float16, "float32"),
            "float32": (_k_softmin.softmin_float32, "float32"),
            "float64": (_k_softmin.softmin_float64, "float64"),
        }),
    ),
)


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
    return _rt.normalize(_softmin_spec, input, dim, dtype, mask, {})

# ops.yaml:506
_normalize_spec = _rt.OpSpec(
    name="normalize",
    kind="normalize",
    dims=('int', 'tuple'),
    dtype_arg="compute",
    param='ord_eps',
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
            "bool": (_k_normalize.normalize_two_bool, "float64"),
            "int8": (_k_normalize.normalize_two_int8, "float64"),
            "int16": (_k_normalize.normalize_two_int16, "float64"),
            "int32": (_k_normalize.normalize_two_int32, "float64"),
            "int64": (_k_normalize.normalize_two_int64, "float64"),
            "uint8": (_k_normalize.normalize_two_uint8, "float64"),
            "uint16": (_k_normalize.normalize_two_uint16, "float64"),
            "uint32": (_k_normalize.normalize_two_uint32, "float64"),
            "uint64": (_k_normalize.normalize_two_uint64, "float64"),
            "float16": (_k_normalize.normalize_two_float16, "float32"),
            "float32": (_k_normalize.normalize_two_float32, "float32"),
            "float64": (_k_normalize.normalize_two_float64, "float64"),
        }),
        _rt.Variant("one", lambda param=0.0, *_: param == 1, {
            "bool": (_k_normalize.normalize_one_bool, "float64"),
            "int8": (_k_normalize.normalize_one_int8, "float64"),
            "int16": (_k_normalize.normalize_one_int16, "float64"),
            "int32": (_k_normalize.normalize_one_int32, "float64"),
            "int64": (_k_normalize.normalize_one_int64, "float64"),
            "uint8": (_k_normalize.normalize_one_uint8, "float64"),
            "uint16": (_k_normalize.normalize_one_uint16, "float64"),
            "uint32": (_k_normalize.normalize_one_uint32, "float64"),
            "uint64": (_k_normalize.normalize_one_uint64, "float64"),
            "float16": (_k_normalize.normalize_one_float16, "float32"),
            "float32": (_k_normalize.normalize_one_float32, "float32"),
            "float64": (_k_normalize.normalize_one_float64, "float64"),
        }),
        _rt.Variant("inf", lambda param=0.0, *_: param == math.inf, {
            "bool": (_k_normalize.normalize_inf_bool, "float64"),
            "int8": (_k_normalize.normalize_inf_int8, "float64"),
            "int16": (_k_normalize.normalize_inf_int16, "float64"),
            "int32": (_k_normalize.normalize_inf_int32, "float64"),
            "int64": (_k_normalize.normalize_inf_int64, "float64"),
            "uint8": (_k_normalize.normalize_inf_uint8, "float64"),
            "uint16": (_k_normalize.normalize_inf_uint16, "float64"),
            "uint32": (_k_normalize.normalize_inf_uint32, "float64"),
            "uint64": (_k_normalize.normalize_inf_uint64, "float64"),
            "float16": (_k_normalize.normalize_inf_float16, "float32"),
            "float32": (_k_normalize.normalize_inf_float32, "float32"),
            "float64": (_k_normalize.normalize_inf_float64, "float64"),
        }),
        _rt.Variant("neg_inf", lambda param=0.0, *_: param == -math.inf, {
            "bool": (_k_normalize.normalize_neg_inf_bool, "float64"),
            "int8": (_k_normalize.normalize_neg_inf_int8, "float64"),
            "int16": (_k_normalize.normalize_neg_inf_int16, "float64"),
            "int32": (_k_normalize.normalize_neg_inf_int32, "float64"),
            "int64": (_k_normalize.normalize_neg_inf_int64, "float64"),
            "uint8": (_k_normalize.normalize_neg_inf_uint8, "float64"),
            "uint16": (_k_normalize.normalize_neg_inf_uint16, "float64"),
            "uint32": (_k_normalize.normalize_neg_inf_uint32, "float64"),
            "uint64": (_k_normalize.normalize_neg_inf_uint64, "float64"),
            "float16": (_k_normalize.normalize_neg_inf_float16, "float32"),
            "float32": (_k_normalize.normalize_neg_inf_float32, "float32"),
            "float64": (_k_normalize.normalize_neg_inf_float64, "float64"),
        }),
        _rt.Variant("zero", lambda param=0.0, *_: param == 0, {
            "bool": (_k_normalize.normalize_zero_bool, "float64"),
            "int8": (_k_normalize.normalize_zero_int8, "float64"),
            "int16": (_k_normalize.normalize_zero_int16, "float64"),
            "int32": (_k_normalize.normalize_zero_int32, "float64"),
            "int64": (_k_normalize.normalize_zero_int64, "float64"),
            "uint8": (_k_normalize.normalize_zero_uint8, "float64"),
            "uint16": (_k_normalize.normalize_zero_uint16, "float64"),
            "uint32": (_k_normalize.normalize_zero_uint32, "float64"),
            "uint64": (_k_normalize.normalize_zero_uint64, "float64"),
            "float16": (_k_normalize.normalize_zero_float16, "float32"),
            "float32": (_k_normalize.normalize_zero_float32, "float32"),
            "float64": (_k_normalize.normalize_zero_float64, "float64"),
        }),
        _rt.Variant("p", lambda param=0.0, *_: True, {
            "bool": (_k_normalize.normalize_p_bool, "float64"),
            "int8": (_k_normalize.normalize_p_int8, "float64"),
            "int16": (_k_normalize.normalize_p_int16, "float64"),
            "int32": (_k_normalize.normalize_p_int32, "float64"),
            "int64": (_k_normalize.normalize_p_int64, "float64"),
            "uint8": (_k_normalize.normalize_p_uint8, "float64"),
            "uint16": (_k_normalize.normalize_p_uint16, "float64"),
            "uint32": (_k_normalize.normalize_p_uint32, "float64"),
            "uint64": (_k_normalize.normalize_p_uint64, "float64"),
            "float16": (_k_normalize.normalize_p_float16, "float32"),
            "float32": (_k_normalize.normalize_p_float32, "float32"),
            "float64": (_k_normalize.normalize_p_float64, "float64"),
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
    ord : number
        Order of the norm: inf, -inf, 0 or any real p.
    eps : number
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
    return _rt.normalize(_normalize_spec, input, dim, dtype, mask, {"ord": ord, "eps": eps})

# ops.yaml:536
_logaddexp_spec = _rt.OpSpec(
    name="logaddexp",
    kind="binary",
    dims=(),
    dtype_arg="compute",
    param=None,
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
            "bool": (_k_logaddexp.logaddexp_bool, "float64"),
            "int8": (_k_logaddexp.logaddexp_int8, "float64"),
            "int16": (_k_logaddexp.logaddexp_int16, "float64"),
            "int32": (_k_logaddexp.logaddexp_int32, "float64"),
            "int64": (_k_logaddexp.logaddexp_int64, "float64"),
            "uint8": (_k_logaddexp.logaddexp_uint8, "float64"),
            "uint16": (_k_logaddexp.logaddexp_uint16, "float64"),
            "uint32": (_k_logaddexp.logaddexp_uint32, "float64"),
            "uint64": (_k_logaddexp.logaddexp_uint64, "float64"),
            "float16": (_k_logaddexp.logaddexp_float16, "float32"),
            "float32": (_k_logaddexp.logaddexp_float32, "float32"),
            "float64": (_k_logaddexp.logaddexp_float64, "float64"),
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
    return _rt.binary(_logaddexp_spec, input, other, dtype, input_mask, other_mask, {})

# ops.yaml:554
_logsumexp_spec = _rt.OpSpec(
    name="logsumexp",
    kind="reduce",
    dims=('none', 'int', 'tuple'),
    dtype_arg="compute",
    param=None,
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
            "bool": (_k_logsumexp.logsumexp_bool, "float64"),
            "int8": (_k_logsumexp.logsumexp_int8, "float64"),
            "int16": (_k_logsumexp.logsumexp_int16, "float64"),
            "int32": (_k_logsumexp.logsumexp_int32, "float64"),
            "int64": (_k_logsumexp.logsumexp_int64, "float64"),
            "uint8": (_k_logsumexp.logsumexp_uint8, "float64"),
            "uint16": (_k_logsumexp.logsumexp_uint16, "float64"),
            "uint32": (_k_logsumexp.logsumexp_uint32, "float64"),
            "uint64": (_k_logsumexp.logsumexp_uint64, "float64"),
            "float16": (_k_logsumexp.logsumexp_float16, "float32"),
            "float32": (_k_logsumexp.logsumexp_float32, "float32"),
            "float64": (_k_logsumexp.logsumexp_float64, "float64"),
        }),
    ),
)


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
    return _rt.reduce(_logsumexp_spec, input, dim, keepdim, dtype, mask, {})

# ops.yaml:582
_norm_spec = _rt.OpSpec(
    name="norm",
    kind="reduce",
    dims=('none', 'int', 'tuple'),
    dtype_arg="compute",
    param='ord',
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
            "bool": (_k_norm.norm_two_bool, "float64"),
            "int8": (_k_norm.norm_two_int8, "float64"),
            "int16": (_k_norm.norm_two_int16, "float64"),
            "int32": (_k_norm.norm_two_int32, "float64"),
            "int64": (_k_norm.norm_two_int64, "float64"),
            "uint8": (_k_norm.norm_two_uint8, "float64"),
            "uint16": (_k_norm.norm_two_uint16, "float64"),
            "uint32": (_k_norm.norm_two_uint32, "float64"),
            "uint64": (_k_norm.norm_two_uint64, "float64"),
            "float16": (_k_norm.norm_two_float16, "float32"),
            "float32": (_k_norm.norm_two_float32, "float32"),
            "float64": (_k_norm.norm_two_float64, "float64"),
            "complex64": (_k_norm.norm_two_complex64, "float32"),
            "complex128": (_k_norm.norm_two_complex128, "float64"),
        }),
        _rt.Variant("one", lambda param=0.0, *_: param == 1, {
            "bool": (_k_norm.norm_one_bool, "float64"),
            "int8": (_k_norm.norm_one_int8, "float64"),
            "int16": (_k_norm.norm_one_int16, "float64"),
            "int32": (_k_norm.norm_one_int32, "float64"),
            "int64": (_k_norm.norm_one_int64, "float64"),
            "uint8": (_k_norm.norm_one_uint8, "float64"),
            "uint16": (_k_norm.norm_one_uint16, "float64"),
            "uint32": (_k_norm.norm_one_uint32, "float64"),
            "uint64": (_k_norm.norm_one_uint64, "float64"),
            "float16": (_k_norm.norm_one_float16, "float32"),
            "float32": (_k_norm.norm_one_float32, "float32"),
            "float64": (_k_norm.norm_one_float64, "float64"),
            "complex64": (_k_norm.norm_one_complex64, "float32"),
            "complex128": (_k_norm.norm_one_complex128, "float64"),
        }),
        _rt.Variant("inf", lambda param=0.0, *_: param == math.inf, {
            "bool": (_k_norm.norm_inf_bool, "float64"),
            "int8": (_k_norm.norm_inf_int8, "float64"),
            "int16": (_k_norm.norm_inf_int16, "float64"),
            "int32": (_k_norm.norm_inf_int32, "float64"),
            "int64": (_k_norm.norm_inf_int64, "float64"),
            "uint8": (_k_norm.norm_inf_uint8, "float64"),
            "uint16": (_k_norm.norm_inf_uint16, "float64"),
            "uint32": (_k_norm.norm_inf_uint32, "float64"),
            "uint64": (_k_norm.norm_inf_uint64, "float64"),
            "float16": (_k_norm.norm_inf_float16, "float32"),
            "float32": (_k_norm.norm_inf_float32, "float32"),
            "float64": (_k_norm.norm_inf_float64, "float64"),
            "complex64": (_k_norm.norm_inf_complex64, "float32"),
            "complex128": (_k_norm.norm_inf_complex128, "float64"),
        }),
        _rt.Variant("neg_inf", lambda param=0.0, *_: param == -math.inf, {
            "bool": (_k_norm.norm_neg_inf_bool, "float64"),
            "int8": (_k_norm.norm_neg_inf_int8, "float64"),
            "int16": (_k_norm.norm_neg_inf_int16, "float64"),
            "int32": (_k_norm.norm_neg_inf_int32, "float64"),
            "int64": (_k_norm.norm_neg_inf_int64, "float64"),
            "uint8": (_k_norm.norm_neg_inf_uint8, "float64"),
            "uint16": (_k_norm.norm_neg_inf_uint16, "float64"),
            "uint32": (_k_norm.norm_neg_inf_uint32, "float64"),
            "uint64": (_k_norm.norm_neg_inf_uint64, "float64"),
            "float16": (_k_norm.norm_neg_inf_float16, "float32"),
            "float32": (_k_norm.norm_neg_inf_float32, "float32"),
            "float64": (_k_norm.norm_neg_inf_float64, "float64"),
            "complex64": (_k_norm.norm_neg_inf_complex64, "float32"),
            "complex128": (_k_norm.norm_neg_inf_complex128, "float64"),
        }),
        _rt.Variant("zero", lambda param=0.0, *_: param == 0, {
            "bool": (_k_norm.norm_zero_bool, "float64"),
            "int8": (_k_norm.norm_zero_int8, "float64"),
            "int16": (_k_norm.norm_zero_int16, "float64"),
            "int32": (_k_norm.norm_zero_int32, "float64"),
            "int64": (_k_norm.norm_zero_int64, "float64"),
            "uint8": (_k_norm.norm_zero_uint8, "float64"),
            "uint16": (_k_norm.norm_zero_uint16, "float64"),
            "uint32": (_k_norm.norm_zero_uint32, "float64"),
            "uint64": (_k_norm.norm_zero_uint64, "float64"),
            "float16": (_k_norm.norm_zero_float16, "float32"),
            "float32": (_k_norm.norm_zero_float32, "float32"),
            "float64": (_k_norm.norm_zero_float64, "float64"),
            "complex64": (_k_norm.norm_zero_complex64, "float32"),
            "complex128": (_k_norm.norm_zero_complex128, "float64"),
        }),
        _rt.Variant("p", lambda param=0.0, *_: True, {
            "bool": (_k_norm.norm_p_bool, "float64"),
            "int8": (_k_norm.norm_p_int8, "float64"),
            "int16": (_k_norm.norm_p_int16, "float64"),
            "int32": (_k_norm.norm_p_int32, "float64"),
            "int64": (_k_norm.norm_p_int64, "float64"),
            "uint8": (_k_norm.norm_p_uint8, "float64"),
            "uint16": (_k_norm.norm_p_uint16, "float64"),
            "uint32": (_k_norm.norm_p_uint32, "float64"),
            "uint64": (_k_norm.norm_p_uint64, "float64"),
            "float16": (_k_norm.norm_p_float16, "float32"),
            "float32": (_k_norm.norm_p_float32, "float32"),
            "float64": (_k_norm.norm_p_float64, "float64"),
            "complex64": (_k_norm.norm_p_complex64, "float32"),
            "complex128": (_k_norm.norm_p_complex128, "float64"),
        }),
    ),
)


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
    ord : number
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
    return _rt.reduce(_norm_spec, input, dim, keepdim, dtype, mask, {"ord": ord})
