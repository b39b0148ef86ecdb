# Generated from ops.yaml by `python -m codegen`; do not edit.
"""The partial states of the ops, from the `partials` section of ops.yaml.

For each op: the State a chunk carries (a named tuple of arrays shaped like
the op's keepdim=True result), and the chunk / merge / finish functions of
its declared expressions.  tensorplay.masked.partials exposes them (streaming
statistics over batches); tensorplay/masked/_runtime/on_dask.py runs them as the chunk /
combine / aggregate steps of dask.array.reduction, and finds them in the
registry (_runtime/partials.py) that this module fills when it is imported.
"""
import math
from typing import NamedTuple

import numpy as np

from tensorplay.masked._generated import ops as masked
from tensorplay.masked._runtime.partial_scope import *  # noqa: F401,F403 - the expressions' helpers
from tensorplay.masked._runtime.partials import Partial, register

__all__ = ["sum", "prod", "amax", "amin", "argmax", "argmin", "mean", "var", "std", "median", "cumsum", "cumprod", "softmax", "log_softmax", "softmin", "norm", "normalize", "logsumexp", ]


class SumState(NamedTuple):
    """What a chunk of sum carries (ops.yaml: ops.sum (derived from its passes))."""
    total: np.ndarray    # sum of the valid elements (accumulator dtype)


def _sum_chunk(x, m, axis, dim, acc, prm):
    total = masked.sum(x, axis, keepdim=True, mask=m)
    return SumState(total)


def _sum_merge(a, b, prm):
    total = a.total + b.total
    return SumState(total)


def _sum_finish(s, prm):
    return s.total


sum = Partial(
    'sum', kind='reduce', source='ops.yaml: ops.sum (derived from its passes)',
    doc="a chunk's total, added (derived from its passes)", dask='partial_states', mergeable=True, placed=False,
    spec=masked._sum_spec, params=(), defaults={},
    acc={'bool': 'int64', 'int8': 'int64', 'int16': 'int64', 'int32': 'int64', 'int64': 'int64', 'uint8': 'uint64', 'uint16': 'uint64', 'uint32': 'uint64', 'uint64': 'uint64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64', 'complex64': 'complex64', 'complex128': 'complex128'},
    state=SumState, fields={'total': 'sum of the valid elements (accumulator dtype)'},
    chunk=_sum_chunk, merge=_sum_merge,
    finish=_sum_finish,
)


class ProdState(NamedTuple):
    """What a chunk of prod carries (ops.yaml: ops.prod (derived from its passes))."""
    total: np.ndarray    # product of the valid elements (accumulator dtype)


def _prod_chunk(x, m, axis, dim, acc, prm):
    total = masked.prod(x, axis, keepdim=True, mask=m)
    return ProdState(total)


def _prod_merge(a, b, prm):
    total = a.total * b.total
    return ProdState(total)


def _prod_finish(s, prm):
    return s.total


prod = Partial(
    'prod', kind='reduce', source='ops.yaml: ops.prod (derived from its passes)',
    doc="a chunk's total, multiplied (derived from its passes)", dask='partial_states', mergeable=True, placed=False,
    spec=masked._prod_spec, params=(), defaults={},
    acc={'bool': 'int64', 'int8': 'int64', 'int16': 'int64', 'int32': 'int64', 'int64': 'int64', 'uint8': 'uint64', 'uint16': 'uint64', 'uint32': 'uint64', 'uint64': 'uint64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64', 'complex64': 'complex64', 'complex128': 'complex128'},
    state=ProdState, fields={'total': 'product of the valid elements (accumulator dtype)'},
    chunk=_prod_chunk, merge=_prod_merge,
    finish=_prod_finish,
)


class AmaxState(NamedTuple):
    """What a chunk of amax carries (ops.yaml: ops.amax (derived from its passes))."""
    value: np.ndarray    # the maximum (the dtype's lowest when nothing is valid)


def _amax_chunk(x, m, axis, dim, acc, prm):
    value = masked.amax(x, axis, keepdim=True, mask=m)
    return AmaxState(value)


def _amax_merge(a, b, prm):
    value = np.maximum(a.value, b.value)
    return AmaxState(value)


def _amax_finish(s, prm):
    return s.value


amax = Partial(
    'amax', kind='reduce', source='ops.yaml: ops.amax (derived from its passes)',
    doc="a chunk's value, the larger kept (derived from its passes)", dask='partial_states', mergeable=True, placed=False,
    spec=masked._amax_spec, params=(), defaults={},
    acc={'bool': 'bool', 'int8': 'int8', 'int16': 'int16', 'int32': 'int32', 'int64': 'int64', 'uint8': 'uint8', 'uint16': 'uint16', 'uint32': 'uint32', 'uint64': 'uint64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64'},
    state=AmaxState, fields={'value': "the maximum (the dtype's lowest when nothing is valid)"},
    chunk=_amax_chunk, merge=_amax_merge,
    finish=_amax_finish,
)


class AminState(NamedTuple):
    """What a chunk of amin carries (ops.yaml: ops.amin (derived from its passes))."""
    value: np.ndarray    # the minimum (the dtype's highest when nothing is valid)


def _amin_chunk(x, m, axis, dim, acc, prm):
    value = masked.amin(x, axis, keepdim=True, mask=m)
    return AminState(value)


def _amin_merge(a, b, prm):
    value = np.minimum(a.value, b.value)
    return AminState(value)


def _amin_finish(s, prm):
    return s.value


amin = Partial(
    'amin', kind='reduce', source='ops.yaml: ops.amin (derived from its passes)',
    doc="a chunk's value, the smaller kept (derived from its passes)", dask='partial_states', mergeable=True, placed=False,
    spec=masked._amin_spec, params=(), defaults={},
    acc={'bool': 'bool', 'int8': 'int8', 'int16': 'int16', 'int32': 'int32', 'int64': 'int64', 'uint8': 'uint8', 'uint16': 'uint16', 'uint32': 'uint32', 'uint64': 'uint64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64'},
    state=AminState, fields={'value': "the minimum (the dtype's highest when nothing is valid)"},
    chunk=_amin_chunk, merge=_amin_merge,
    finish=_amin_finish,
)


class ArgmaxState(NamedTuple):
    """What a chunk of argmax carries (ops.yaml: partials.argmax)."""
    valid: np.ndarray    # whether the chunk has a valid element
    value: np.ndarray    # the maximum
    index: np.ndarray    # its index in the whole array (flat for dim=None)


def _argmax_chunk(x, m, axis, dim, acc, prm, offset, shape):
    local = masked.argmax(x, dim, keepdim=True, mask=m)
    valid = count_valid(x, m, axis) > 0
    value = value_at(x, local, dim)
    index = global_index(local, x.shape, dim, offset, shape)
    return ArgmaxState(valid, value, index)


def _argmax_merge(a, b, prm):
    take_b = arg_takes_b(a, b, np.greater)
    valid = a.valid | b.valid
    value = np.where(take_b, b.value, a.value)
    index = np.where(take_b, b.index, a.index)
    return ArgmaxState(valid, value, index)


def _argmax_finish(s, prm):
    return np.where(s.valid, s.index, 0)


argmax = Partial(
    'argmax', kind='arg_reduce', source='ops.yaml: partials.argmax',
    doc='the first largest valid element of a chunk and its global index', dask='partial_states', mergeable=True, placed=True,
    spec=masked._argmax_spec, params=(), defaults={},
    acc={'bool': 'bool', 'int8': 'int8', 'int16': 'int16', 'int32': 'int32', 'int64': 'int64', 'uint8': 'uint8', 'uint16': 'uint16', 'uint32': 'uint32', 'uint64': 'uint64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64'},
    state=ArgmaxState, fields={'valid': 'whether the chunk has a valid element', 'value': 'the maximum', 'index': 'its index in the whole array (flat for dim=None)'},
    chunk=_argmax_chunk, merge=_argmax_merge,
    finish=_argmax_finish,
)


class ArgminState(NamedTuple):
    """What a chunk of argmin carries (ops.yaml: partials.argmin)."""
    valid: np.ndarray    # whether the chunk has a valid element
    value: np.ndarray    # the minimum
    index: np.ndarray    # its index in the whole array (flat for dim=None)


def _argmin_chunk(x, m, axis, dim, acc, prm, offset, shape):
    local = masked.argmin(x, dim, keepdim=True, mask=m)
    valid = count_valid(x, m, axis) > 0
    value = value_at(x, local, dim)
    index = global_index(local, x.shape, dim, offset, shape)
    return ArgminState(valid, value, index)


def _argmin_merge(a, b, prm):
    take_b = arg_takes_b(a, b, np.less)
    valid = a.valid | b.valid
    value = np.where(take_b, b.value, a.value)
    index = np.where(take_b, b.index, a.index)
    return ArgminState(valid, value, index)


def _argmin_finish(s, prm):
    return np.where(s.valid, s.index, 0)


argmin = Partial(
    'argmin', kind='arg_reduce', source='ops.yaml: partials.argmin',
    doc='the first smallest valid element of a chunk and its global index', dask='partial_states', mergeable=True, placed=True,
    spec=masked._argmin_spec, params=(), defaults={},
    acc={'bool': 'bool', 'int8': 'int8', 'int16': 'int16', 'int32': 'int32', 'int64': 'int64', 'uint8': 'uint8', 'uint16': 'uint16', 'uint32': 'uint32', 'uint64': 'uint64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64'},
    state=ArgminState, fields={'valid': 'whether the chunk has a valid element', 'value': 'the minimum', 'index': 'its index in the whole array (flat for dim=None)'},
    chunk=_argmin_chunk, merge=_argmin_merge,
    finish=_argmin_finish,
)


class MeanState(NamedTuple):
    """What a chunk of mean carries (ops.yaml: ops.mean (derived from its passes))."""
    count: np.ndarray    # number of valid elements (int64)
    total: np.ndarray    # sum of the valid elements (accumulator dtype)


def _mean_chunk(x, m, axis, dim, acc, prm):
    count = count_valid(x, m, axis)
    total = masked.sum(x, axis, keepdim=True, mask=m, dtype=acc)
    return MeanState(count, total)


def _mean_merge(a, b, prm):
    count = a.count + b.count
    total = a.total + b.total
    return MeanState(count, total)


def _mean_finish(s, prm):
    return like_dtype(np.where(s.count > 0, s.total / s.count, np.nan), s.total)


mean = Partial(
    'mean', kind='reduce', source='ops.yaml: ops.mean (derived from its passes)',
    doc="a chunk's count and total, added (derived from its passes)", dask='partial_states', mergeable=True, placed=False,
    spec=masked._mean_spec, params=(), defaults={},
    acc={'bool': 'float64', 'int8': 'float64', 'int16': 'float64', 'int32': 'float64', 'int64': 'float64', 'uint8': 'float64', 'uint16': 'float64', 'uint32': 'float64', 'uint64': 'float64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64', 'complex64': 'complex64', 'complex128': 'complex128'},
    state=MeanState, fields={'count': 'number of valid elements (int64)', 'total': 'sum of the valid elements (accumulator dtype)'},
    chunk=_mean_chunk, merge=_mean_merge,
    finish=_mean_finish,
)


class VarState(NamedTuple):
    """What a chunk of var carries (ops.yaml: partials.var)."""
    count: np.ndarray    # number of valid elements (int64)
    mean: np.ndarray    # their mean (0 when there are none)
    m2: np.ndarray    # sum of squared deviations from that mean (real)


def _var_chunk(x, m, axis, dim, acc, prm):
    count = count_valid(x, m, axis)
    mean = zero_if_empty(masked.mean(x, axis, keepdim=True, mask=m, dtype=acc), count)
    m2 = times_count(masked.var(x, axis, keepdim=True, mask=m, dtype=acc, correction=0), count)
    return VarState(count, mean, m2)


def _var_merge(a, b, prm):
    count = a.count + b.count
    mean = chan_mean(a, b)
    m2 = chan_m2(a, b)
    return VarState(count, mean, m2)


def _var_finish(s, prm):
    return corrected(s.m2, s.count, prm[0])


var = Partial(
    'var', kind='reduce', source='ops.yaml: partials.var',
    doc="count, mean and sum of squared deviations (M2) of a chunk, merged with Chan's formula", dask='partial_states', mergeable=True, placed=False,
    spec=masked._var_spec, params=('unbiased', 'correction'), defaults={'unbiased': None, 'correction': None},
    acc={'bool': 'float64', 'int8': 'float64', 'int16': 'float64', 'int32': 'float64', 'int64': 'float64', 'uint8': 'float64', 'uint16': 'float64', 'uint32': 'float64', 'uint64': 'float64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64', 'complex64': 'complex64', 'complex128': 'complex128'},
    state=VarState, fields={'count': 'number of valid elements (int64)', 'mean': 'their mean (0 when there are none)', 'm2': 'sum of squared deviations from that mean (real)'},
    chunk=_var_chunk, merge=_var_merge,
    finish=_var_finish,
)


def _std_finish(s, prm):
    return np.sqrt(corrected(s.m2, s.count, prm[0]))


std = Partial(
    'std', kind='reduce', source='ops.yaml: partials.std',
    doc='as var; the square root at the end', dask='partial_states', mergeable=True, placed=False,
    spec=masked._std_spec, params=('unbiased', 'correction'), defaults={'unbiased': None, 'correction': None},
    acc={'bool': 'float64', 'int8': 'float64', 'int16': 'float64', 'int32': 'float64', 'int64': 'float64', 'uint8': 'float64', 'uint16': 'float64', 'uint32': 'float64', 'uint64': 'float64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64', 'complex64': 'complex64', 'complex128': 'complex128'},
    state=VarState, fields={'count': 'number of valid elements (int64)', 'mean': 'their mean (0 when there are none)', 'm2': 'sum of squared deviations from that mean (real)'},
    chunk=_var_chunk, merge=_var_merge,
    finish=_std_finish,
)


def _median_chunk(x, m, axis, dim, acc, prm):
    return masked.median(x, axis, keepdim=True, mask=m)


median = Partial(
    'median', kind='whole_slice', source='ops.yaml: partials.median',
    doc='no mergeable state: the reduced dims are gathered into one chunk (memory: one whole slice per kept block)', dask='whole_slices', mergeable=False, placed=False,
    spec=masked._median_spec, params=(), defaults={},
    acc={'bool': 'bool', 'int8': 'int8', 'int16': 'int16', 'int32': 'int32', 'int64': 'int64', 'uint8': 'uint8', 'uint16': 'uint16', 'uint32': 'uint32', 'uint64': 'uint64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64'},
    chunk=_median_chunk,
)


def _cumsum_chunk(x, m, axis, dim, acc, prm):
    return masked.cumsum(x, dim, mask=m, dtype=acc)


def _cumsum_carry(a, b):
    return a + b


cumsum = Partial(
    'cumsum', kind='scan', source='ops.yaml: ops.cumsum (derived from its passes)',
    doc="each block's own scan, then the running total of the blocks before it added", dask='carried_scan', mergeable=False, placed=False,
    spec=masked._cumsum_spec, params=(), defaults={},
    acc={'bool': 'int64', 'int8': 'int64', 'int16': 'int64', 'int32': 'int64', 'int64': 'int64', 'uint8': 'uint64', 'uint16': 'uint64', 'uint32': 'uint64', 'uint64': 'uint64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64', 'complex64': 'complex64', 'complex128': 'complex128'},
    chunk=_cumsum_chunk,
    carry=_cumsum_carry, identity=0,
)


def _cumprod_chunk(x, m, axis, dim, acc, prm):
    return masked.cumprod(x, dim, mask=m, dtype=acc)


def _cumprod_carry(a, b):
    return a * b


cumprod = Partial(
    'cumprod', kind='scan', source='ops.yaml: ops.cumprod (derived from its passes)',
    doc="each block's own scan, then the running product of the blocks before it multiplied", dask='carried_scan', mergeable=False, placed=False,
    spec=masked._cumprod_spec, params=(), defaults={},
    acc={'bool': 'int64', 'int8': 'int64', 'int16': 'int64', 'int32': 'int64', 'int64': 'int64', 'uint8': 'uint64', 'uint16': 'uint64', 'uint32': 'uint64', 'uint64': 'uint64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64', 'complex64': 'complex64', 'complex128': 'complex128'},
    chunk=_cumprod_chunk,
    carry=_cumprod_carry, identity=1,
)


class SoftmaxState(NamedTuple):
    """What a chunk of softmax carries (ops.yaml: partials.softmax)."""
    valid: np.ndarray    # whether the slice has a valid element
    top: np.ndarray    # the maximum (-inf when nothing is valid)
    sumexp: np.ndarray    # sum of exp(x - shift(top))


def _softmax_chunk(x, m, axis, dim, acc, prm):
    valid = count_valid(x, m, axis) > 0
    top = masked.amax(x, axis, keepdim=True, mask=m, dtype=acc)
    sumexp = np.exp(masked.logsumexp(x, axis, keepdim=True, mask=m) - shift_above(top))
    return SoftmaxState(valid, top, sumexp)


def _softmax_merge(a, b, prm):
    valid = a.valid | b.valid
    top = np.maximum(a.top, b.top)
    sumexp = rescale(a.sumexp, shift_above(a.top), shift_above(top)) + rescale(b.sumexp, shift_above(b.top), shift_above(top))
    return SoftmaxState(valid, top, sumexp)


def _softmax_write(x, s, value, prm):
    return np.exp(x - shift_above(s.top)) / s.sumexp


def _softmax_masked(s, value, prm):
    return np.where(s.valid, 0.0, np.nan)


softmax = Partial(
    'softmax', kind='normalize', source='ops.yaml: partials.softmax',
    doc="the slice's max and sum of exp(x - max), then exp(x - max) / sum blockwise", dask='stat_then_write', mergeable=True, placed=False,
    spec=masked._softmax_spec, params=(), defaults={},
    acc={'bool': 'float64', 'int8': 'float64', 'int16': 'float64', 'int32': 'float64', 'int64': 'float64', 'uint8': 'float64', 'uint16': 'float64', 'uint32': 'float64', 'uint64': 'float64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64'},
    state=SoftmaxState, fields={'valid': 'whether the slice has a valid element', 'top': 'the maximum (-inf when nothing is valid)', 'sumexp': 'sum of exp(x - shift(top))'},
    chunk=_softmax_chunk, merge=_softmax_merge,
    write=_softmax_write, masked=_softmax_masked,
)


def _log_softmax_write(x, s, value, prm):
    return (x - shift_above(s.top)) - np.log(s.sumexp)


def _log_softmax_masked(s, value, prm):
    return np.where(s.valid, -np.inf, np.nan)


log_softmax = Partial(
    'log_softmax', kind='normalize', source='ops.yaml: partials.log_softmax',
    doc='as softmax; x - max - log(sum) blockwise', dask='stat_then_write', mergeable=True, placed=False,
    spec=masked._log_softmax_spec, params=(), defaults={},
    acc={'bool': 'float64', 'int8': 'float64', 'int16': 'float64', 'int32': 'float64', 'int64': 'float64', 'uint8': 'float64', 'uint16': 'float64', 'uint32': 'float64', 'uint64': 'float64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64'},
    state=SoftmaxState, fields={'valid': 'whether the slice has a valid element', 'top': 'the maximum (-inf when nothing is valid)', 'sumexp': 'sum of exp(x - shift(top))'},
    chunk=_softmax_chunk, merge=_softmax_merge,
    write=_log_softmax_write, masked=_log_softmax_masked, stat='softmax',
)


class SoftminState(NamedTuple):
    """What a chunk of softmin carries (ops.yaml: partials.softmin)."""
    valid: np.ndarray    # whether the slice has a valid element
    low: np.ndarray    # the minimum (+inf when nothing is valid)
    sumexp: np.ndarray    # sum of exp(shift(low) - x)


def _softmin_chunk(x, m, axis, dim, acc, prm):
    valid = count_valid(x, m, axis) > 0
    low = masked.amin(x, axis, keepdim=True, mask=m, dtype=acc)
    sumexp = np.exp(masked.logsumexp(-np.asarray(x, acc), axis, keepdim=True, mask=m) + shift_below(low))
    return SoftminState(valid, low, sumexp)


def _softmin_merge(a, b, prm):
    valid = a.valid | b.valid
    low = np.minimum(a.low, b.low)
    sumexp = rescale(a.sumexp, -shift_below(a.low), -shift_below(low)) + rescale(b.sumexp, -shift_below(b.low), -shift_below(low))
    return SoftminState(valid, low, sumexp)


def _softmin_write(x, s, value, prm):
    return np.exp(shift_below(s.low) - x) / s.sumexp


def _softmin_masked(s, value, prm):
    return np.where(s.valid, 0.0, np.nan)


softmin = Partial(
    'softmin', kind='normalize', source='ops.yaml: partials.softmin',
    doc="the slice's min and sum of exp(min - x), then exp(min - x) / sum blockwise", dask='stat_then_write', mergeable=True, placed=False,
    spec=masked._softmin_spec, params=(), defaults={},
    acc={'bool': 'float64', 'int8': 'float64', 'int16': 'float64', 'int32': 'float64', 'int64': 'float64', 'uint8': 'float64', 'uint16': 'float64', 'uint32': 'float64', 'uint64': 'float64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64'},
    state=SoftminState, fields={'valid': 'whether the slice has a valid element', 'low': 'the minimum (+inf when nothing is valid)', 'sumexp': 'sum of exp(shift(low) - x)'},
    chunk=_softmin_chunk, merge=_softmin_merge,
    write=_softmin_write, masked=_softmin_masked,
)


class NormState(NamedTuple):
    """What a chunk of norm carries (ops.yaml: partials.norm)."""
    count: np.ndarray    # number of valid elements (int64)
    value: np.ndarray    # the chunk's norm of order prm[0]


def _norm_chunk(x, m, axis, dim, acc, prm):
    count = count_valid(x, m, axis)
    value = masked.norm(x, prm[0], axis, keepdim=True, mask=m)
    return NormState(count, value)


def _norm_merge(a, b, prm):
    count = a.count + b.count
    value = merge_norms(a.value, b.value, a.count, b.count, prm[0])
    return NormState(count, value)


def _norm_finish(s, prm):
    return s.value


norm = Partial(
    'norm', kind='reduce', source='ops.yaml: partials.norm',
    doc="a chunk's norm and count; norms merge by their order (p-norms as (a^p + b^p)^(1/p))", dask='partial_states', mergeable=True, placed=False,
    spec=masked._norm_spec, params=('ord',), defaults={'ord': 2.0},
    acc={'bool': 'float64', 'int8': 'float64', 'int16': 'float64', 'int32': 'float64', 'int64': 'float64', 'uint8': 'float64', 'uint16': 'float64', 'uint32': 'float64', 'uint64': 'float64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64', 'complex64': 'complex64', 'complex128': 'complex128'},
    state=NormState, fields={'count': 'number of valid elements (int64)', 'value': "the chunk's norm of order prm[0]"},
    chunk=_norm_chunk, merge=_norm_merge,
    finish=_norm_finish,
)


def _normalize_finish(s, prm):
    return s.value


def _normalize_write(x, s, value, prm):
    return x / np.maximum(value, prm[1])


def _normalize_masked(s, value, prm):
    return np.zeros_like(value)


normalize = Partial(
    'normalize', kind='normalize', source='ops.yaml: partials.normalize',
    doc="the slice's norm (norm's state), then x / max(norm, eps) blockwise", dask='stat_then_write', mergeable=True, placed=False,
    spec=masked._normalize_spec, params=('ord', 'eps'), defaults={'eps': 1e-12},
    acc={'bool': 'float64', 'int8': 'float64', 'int16': 'float64', 'int32': 'float64', 'int64': 'float64', 'uint8': 'float64', 'uint16': 'float64', 'uint32': 'float64', 'uint64': 'float64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64'},
    state=NormState, fields={'count': 'number of valid elements (int64)', 'value': "the chunk's norm of order prm[0]"},
    chunk=_norm_chunk, merge=_norm_merge,
    finish=_normalize_finish,
    write=_normalize_write, masked=_normalize_masked, stat='norm',
)


class LogsumexpState(NamedTuple):
    """What a chunk of logsumexp carries (ops.yaml: partials.logsumexp)."""
    top: np.ndarray    # the maximum (-inf when nothing is valid)
    sumexp: np.ndarray    # sum of exp(x - shift(top)) (0 when nothing is valid)


def _logsumexp_chunk(x, m, axis, dim, acc, prm):
    top = masked.amax(x, axis, keepdim=True, mask=m, dtype=acc)
    sumexp = np.exp(masked.logsumexp(x, axis, keepdim=True, mask=m) - shift_finite(top))
    return LogsumexpState(top, sumexp)


def _logsumexp_merge(a, b, prm):
    top = np.maximum(a.top, b.top)
    sumexp = rescale(a.sumexp, shift_finite(a.top), shift_finite(top)) + rescale(b.sumexp, shift_finite(b.top), shift_finite(top))
    return LogsumexpState(top, sumexp)


def _logsumexp_finish(s, prm):
    return shift_finite(s.top) + np.log(s.sumexp)


logsumexp = Partial(
    'logsumexp', kind='reduce', source='ops.yaml: partials.logsumexp',
    doc="the chunk's max and the sum of exp(x - max) over its valid elements", dask='partial_states', mergeable=True, placed=False,
    spec=masked._logsumexp_spec, params=(), defaults={},
    acc={'bool': 'float64', 'int8': 'float64', 'int16': 'float64', 'int32': 'float64', 'int64': 'float64', 'uint8': 'float64', 'uint16': 'float64', 'uint32': 'float64', 'uint64': 'float64', 'float16': 'float32', 'float32': 'float32', 'float64': 'float64'},
    state=LogsumexpState, fields={'top': 'the maximum (-inf when nothing is valid)', 'sumexp': 'sum of exp(x - shift(top)) (0 when nothing is valid)'},
    chunk=_logsumexp_chunk, merge=_logsumexp_merge,
    finish=_logsumexp_finish,
)

register(sum, prod, amax, amin, argmax, argmin, mean, var, std, median, cumsum, cumprod, softmax, log_softmax, softmin, norm, normalize, logsumexp)
