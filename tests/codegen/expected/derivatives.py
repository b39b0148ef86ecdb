# Generated from ops.yaml by `python -m codegen`; do not edit.
"""The derivatives of ops.yaml (codegen/derivatives.py), registered with
tensorplay/masked/_autograd/record.py when the package is imported.

Each function is one formula: it reads the scope `s` of its kind or family
(tensorplay/masked/_autograd/scope.py) and returns the gradient of one
operand; the engine keeps it at that operand's valid positions only.
"""
import numpy as _np

from tensorplay.masked._autograd import record as _record
from tensorplay.masked._autograd import scope as _scope  # noqa: F401
from tensorplay.masked._masked_tensor import adapters as fn
from tensorplay.masked._runtime import memory as _memory
from . import ops
from . import special


def _d_total_input(s):
    """ops.yaml:38 (total, input): expand(grad)"""
    return _record.fused('o0')(s.expand(s.grad))


def _d_special_half_input(s):
    """ops.yaml:72 (special.half, input): grad / 2"""
    return _record.fused('o0 / 2.0')(s.grad)


def _d_np_negative_input(s):
    """ops.yaml:79 (np.negative, input): -grad"""
    return _record.fused('-o0')(s.grad)


def _cumsum_into(x, dim, mask, out):
    """The masked cumsum of x along dim, written into `out` when its shape and
    dtype allow (_runtime.memory.run): the scopes' reversed scans."""
    return _memory.run(ops._cumsum_spec, input=x, dim=dim, mask=mask, args={}, out=out)


_D = _record.Derivative
_record.register(
    ops={
        'blank': _D('BlankBackward', '', adjoint='gather'),
        'total': _D('TotalBackward', 'reduce', (('input', _d_total_input), ), (), saves=()),
    },
    elementwise={
        special.half: _D('HalfBackward', 'elementwise', (('input', _d_special_half_input), ), (), saves=()),
        _np.negative: _D('NegativeBackward', 'elementwise', (('input', _d_np_negative_input), ), (), saves=()),
    },
    adjoints={
    },
    none={
    },
    reducers={"sum": ops.sum, "amax": ops.amax, "amin": ops.amin, "cumsum": ops.cumsum, "cumsum_into": _cumsum_into},
    methods={
        'halve': special.half,
        'neg': _np.negative,
    },
)
