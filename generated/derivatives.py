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


def _d_sum_input(s):
    """ops.yaml:378 (sum, input): expand(grad)"""
    return _record.fused('o0')(s.expand(s.grad))


def _d_prod_input(s):
    """ops.yaml:396 (prod, input): expand(grad) * prod_others()"""
    return _record.fused('o0 * o1')(s.expand(s.grad), s.prod_others())


def _d_amax_input(s):
    """ops.yaml:414 (amax, input): share_ties(grad)"""
    return s.share_ties(s.grad)


def _d_amin_input(s):
    """ops.yaml:433 (amin, input): share_ties(grad)"""
    return s.share_ties(s.grad)


def _d_mean_input(s):
    """ops.yaml:486 (mean, input): expand(grad / n)"""
    return _record.fused('o0')(s.expand(s.grad / s.n))


def _d_var_input(s):
    """ops.yaml:505 (var, input): deviation(grad * 2 / (n - correction))"""
    return s.deviation(s.grad * 2 / (s.n - s.correction))


def _d_std_input(s):
    """ops.yaml:533 (std, input): deviation(grad / result / (n - correction))"""
    return s.deviation(s.grad / s.result / (s.n - s.correction))


def _d_median_input(s):
    """ops.yaml:561 (median, input): expand(grad) * first(same(input, expand(result)))"""
    return _record.fused('o0 * o1 | fb')(s.expand(s.grad), s.first(_scope.same(s.input, s.expand(s.result))))


def _d_quantile_input(s):
    """ops.yaml:583 (quantile, input): order_grad()"""
    return _record.fused('o0')(s.order_grad())


def _d_move_sum_input(s):
    """ops.yaml:608 (move_sum, input): adjoint(grad)"""
    return _record.fused('o0')(s.adjoint(s.grad))


def _d_move_mean_input(s):
    """ops.yaml:628 (move_mean, input): adjoint(grad / wcount())"""
    return _record.fused('o0')(s.adjoint(s.grad / s.wcount()))


def _d_move_var_input(s):
    """ops.yaml:668 (move_var, input): 2 * ((input - pivot()) * adjoint(grad / (wcount() - correction)) - adjoint(grad * wmean(pivot()) / (wcount() - correction)))"""
    t0 = s.pivot()
    t1 = s.wcount()
    return 2 * ((s.input - t0) * s.adjoint(s.grad / (t1 - s.correction)) - s.adjoint(s.grad * s.wmean(t0) / (t1 - s.correction)))


def _d_move_std_input(s):
    """ops.yaml:689 (move_std, input): (input - pivot()) * adjoint(grad / result / (wcount() - correction)) - adjoint(grad * wmean(pivot()) / result / (wcount() - correction))"""
    t0 = s.pivot()
    t1 = s.wcount()
    return (s.input - t0) * s.adjoint(s.grad / s.result / (t1 - s.correction)) - s.adjoint(s.grad * s.wmean(t0) / s.result / (t1 - s.correction))


def _d_move_min_input(s):
    """ops.yaml:710 (move_min, input): scatter(grad, wargmin())"""
    return _record.fused('o0')(s.scatter(s.grad, s.wargmin()))


def _d_move_max_input(s):
    """ops.yaml:730 (move_max, input): scatter(grad, wargmax())"""
    return _record.fused('o0')(s.scatter(s.grad, s.wargmax()))


def _d_move_median_input(s):
    """ops.yaml:788 (move_median, input): order_grad()"""
    return _record.fused('o0')(s.order_grad())


def _d_move_quantile_input(s):
    """ops.yaml:807 (move_quantile, input): order_grad()"""
    return _record.fused('o0')(s.order_grad())


def _d_move_exp_mean_input(s):
    """ops.yaml:831 (move_exp_mean, input): exp_gain() * exp_back(grad)"""
    return _record.fused('o0 * o1')(s.exp_gain(), s.exp_back(s.grad))


def _d_move_exp_sum_input(s):
    """ops.yaml:857 (move_exp_sum, input): exp_back_decay(grad)"""
    return _record.fused('o0')(s.exp_back_decay(s.grad))


def _d_move_exp_var_input(s):
    """ops.yaml:882 (move_exp_var, input): 2 * exp_gain() * ((input - pivot()) * exp_back(grad * exp_bias()) - exp_back(grad * exp_bias() * exp_mean(pivot())))"""
    t0 = s.pivot()
    t1 = s.exp_bias()
    return 2 * s.exp_gain() * ((s.input - t0) * s.exp_back(s.grad * t1) - s.exp_back(s.grad * t1 * s.exp_mean(t0)))


def _d_move_exp_std_input(s):
    """ops.yaml:909 (move_exp_std, input): exp_gain() * ((input - pivot()) * exp_back(where(result > 0, grad / result, 0) * exp_bias()) - exp_back(where(result > 0, grad / result, 0) * exp_bias() * exp_mean(pivot())))"""
    t0 = s.pivot()
    t1 = s.exp_bias()
    t2 = _np.where(s.result > 0, s.grad / s.result, 0)
    return s.exp_gain() * ((s.input - t0) * s.exp_back(t2 * t1) - s.exp_back(t2 * t1 * s.exp_mean(t0)))


def _d_ffill_input(s):
    """ops.yaml:937 (ffill, input): scatter(grad, fill_source(1))"""
    return _record.fused('o0')(s.scatter(s.grad, s.fill_source(1)))


def _d_bfill_input(s):
    """ops.yaml:956 (bfill, input): scatter(grad, fill_source(-1))"""
    return _record.fused('o0')(s.scatter(s.grad, s.fill_source(-1)))


def _d_cumsum_input(s):
    """ops.yaml:975 (cumsum, input): rcumsum(grad)"""
    return _record.fused('o0')(s.rcumsum(s.grad))


def _d_cumprod_input(s):
    """ops.yaml:992 (cumprod, input): cumprod_grad()"""
    return _record.fused('o0')(s.cumprod_grad())


def _d_softmax_input(s):
    """ops.yaml:1009 (softmax, input): result * (grad - rsum(grad * result))"""
    return _record.fused('o0 * (o1 - o2)')(s.result, s.grad, s.rsum_product(s.grad, s.result))


def _d_log_softmax_input(s):
    """ops.yaml:1037 (log_softmax, input): grad - vexp(result) * rsum(grad)"""
    return _record.fused('o0 - (o1 * o2)')(s.grad, s.vexp(s.result), s.rsum(s.grad))


def _d_softmin_input(s):
    """ops.yaml:1062 (softmin, input): -result * (grad - rsum(grad * result))"""
    return _record.fused('(-o0) * (o1 - o2)')(s.result, s.grad, s.rsum_product(s.grad, s.result))


def _d_normalize_input(s):
    """ops.yaml:1087 (normalize, input): (grad - where(lp(ord) > eps, lp_grad(ord, lp(ord)) * rsum(grad * input) / maximum(lp(ord), eps), 0)) / maximum(lp(ord), eps)"""
    t0 = s.lp(s.ord)
    t1 = _np.maximum(t0, s.eps)
    return _record.fused('(o0 - o1) / o2')(s.grad, _np.where(t0 > s.eps, s.lp_grad(s.ord, t0) * s.rsum_product(s.grad, s.input) / t1, 0), t1)


def _d_logaddexp_input(s):
    """ops.yaml:1117 (logaddexp, input): grad * exp(input - result)"""
    return _record.fused('o0 * _np.exp(o1 - o2)')(s.grad, s.input, s.result)


def _d_logaddexp_other(s):
    """ops.yaml:1117 (logaddexp, other): grad * exp(other - result)"""
    return _record.fused('o0 * _np.exp(o1 - o2)')(s.grad, s.other, s.result)


def _d_logsumexp_input(s):
    """ops.yaml:1134 (logsumexp, input): expand(grad) * exp(input - expand(result))"""
    return _record.fused('o0 * _np.exp(o1 - o2)')(s.expand(s.grad), s.input, s.expand(s.result))


def _d_norm_input(s):
    """ops.yaml:1166 (norm, input): expand(grad / lp_grad_den(ord, result)) * lp_grad_num(ord, result)"""
    return _record.fused('o0 * o1')(s.expand(s.grad / s.lp_grad_den(s.ord, s.result)), s.lp_grad_num(s.ord, s.result))


def _d_special_erf_input(s):
    """ops.yaml:1466 (special.erf, input): grad * (2 / sqrt(pi)) * exp(-input * input)"""
    return _record.fused('(o0 * (2.0 / _np.sqrt(o1))) * _np.exp((-o2) * o2)')(s.grad, _np.pi, s.input)


def _d_special_erfc_input(s):
    """ops.yaml:1468 (special.erfc, input): -grad * (2 / sqrt(pi)) * exp(-input * input)"""
    return _record.fused('((-o0) * (2.0 / _np.sqrt(o1))) * _np.exp((-o2) * o2)')(s.grad, _np.pi, s.input)


def _d_special_erfinv_input(s):
    """ops.yaml:1470 (special.erfinv, input): grad * (sqrt(pi) / 2) * exp(result * result)"""
    return _record.fused('(o0 * (_np.sqrt(o1) / 2.0)) * _np.exp(o2 * o2)')(s.grad, _np.pi, s.result)


def _d_special_lgamma_input(s):
    """ops.yaml:1472 (special.lgamma, input): grad * digamma(input)"""
    return _record.fused('o0 * o1')(s.grad, special.digamma(s.input))


def _d_special_digamma_input(s):
    """ops.yaml:1474 (special.digamma, input): grad * trigamma(input)"""
    return _record.fused('o0 * o1')(s.grad, _scope.trigamma(s.input))


def _d_special_i0_input(s):
    """ops.yaml:1476 (special.i0, input): grad * i1(input)"""
    return _record.fused('o0 * o1')(s.grad, _scope.i1(s.input))


def _d_special_sinc_input(s):
    """ops.yaml:1478 (special.sinc, input): where(input == 0, 0, grad * (cos(pi * input) - result) / input)"""
    return _record.fused('o0')(_np.where(s.input == 0, 0, s.grad * (_np.cos(_np.pi * s.input) - s.result) / s.input))


def _d_special_logit_input(s):
    """ops.yaml:1480 (special.logit, input): grad / (input * (1 - input))"""
    return _record.fused('o0 / (o1 * (1.0 - o1))')(s.grad, s.input)


def _d_special_sigmoid_input(s):
    """ops.yaml:1482 (special.sigmoid, input): grad * result * (1 - result)"""
    return _record.fused('(o0 * o1) * (1.0 - o1)')(s.grad, s.result)


def _d_np_absolute_input(s):
    """ops.yaml:1525 (np.absolute, input): grad * sign(input)"""
    return _record.fused('o0 * o1')(s.grad, _np.sign(s.input))


def _d_np_arccos_input(s):
    """ops.yaml:1526 (np.arccos, input): -grad / sqrt(1 - input * input)"""
    return _record.fused('(-o0) / _np.sqrt(1.0 - (o1 * o1))')(s.grad, s.input)


def _d_np_arccosh_input(s):
    """ops.yaml:1527 (np.arccosh, input): grad / sqrt(input * input - 1)"""
    return _record.fused('o0 / _np.sqrt((o1 * o1) - 1.0)')(s.grad, s.input)


def _d_np_angle_input(s):
    """ops.yaml:1528 (np.angle, input): zeros(grad)"""
    return _record.fused('o0')(_scope.zeros(s.grad))


def _d_np_arcsin_input(s):
    """ops.yaml:1529 (np.arcsin, input): grad / sqrt(1 - input * input)"""
    return _record.fused('o0 / _np.sqrt(1.0 - (o1 * o1))')(s.grad, s.input)


def _d_np_arcsinh_input(s):
    """ops.yaml:1530 (np.arcsinh, input): grad / sqrt(input * input + 1)"""
    return _record.fused('o0 / _np.sqrt((o1 * o1) + 1.0)')(s.grad, s.input)


def _d_np_arctan_input(s):
    """ops.yaml:1531 (np.arctan, input): grad / (1 + input * input)"""
    return _record.fused('o0 / (1.0 + (o1 * o1))')(s.grad, s.input)


def _d_np_arctanh_input(s):
    """ops.yaml:1532 (np.arctanh, input): grad / (1 - input * input)"""
    return _record.fused('o0 / (1.0 - (o1 * o1))')(s.grad, s.input)


def _d_np_ceil_input(s):
    """ops.yaml:1534 (np.ceil, input): zeros(grad)"""
    return _record.fused('o0')(_scope.zeros(s.grad))


def _d_fn_clamp_input(s):
    """ops.yaml:1535 (fn.clamp, input): where(inside(input, min, max), grad, 0)"""
    return _record.fused('o0')(_np.where(_scope.inside(s.input, s.min, s.max), s.grad, 0))


def _d_np_conjugate_input(s):
    """ops.yaml:1536 (np.conjugate, input): grad"""
    return _record.fused('o0')(s.grad)


def _d_np_cos_input(s):
    """ops.yaml:1537 (np.cos, input): -grad * sin(input)"""
    return _record.fused('(-o0) * o1')(s.grad, _np.sin(s.input))


def _d_np_cosh_input(s):
    """ops.yaml:1538 (np.cosh, input): grad * sinh(input)"""
    return _record.fused('o0 * o1')(s.grad, _np.sinh(s.input))


def _d_np_deg2rad_input(s):
    """ops.yaml:1539 (np.deg2rad, input): grad * (pi / 180)"""
    return _record.fused('o0 * (o1 / 180.0)')(s.grad, _np.pi)


def _d_np_exp_input(s):
    """ops.yaml:1540 (np.exp, input): grad * result"""
    return _record.fused('o0 * o1')(s.grad, s.result)


def _d_np_exp2_input(s):
    """ops.yaml:1541 (np.exp2, input): grad * result * log(2)"""
    return _record.fused('(o0 * o1) * _np.log(2.0)')(s.grad, s.result)


def _d_np_expm1_input(s):
    """ops.yaml:1542 (np.expm1, input): grad * (result + 1)"""
    return _record.fused('o0 * (o1 + 1.0)')(s.grad, s.result)


def _d_np_trunc_input(s):
    """ops.yaml:1543 (np.trunc, input): zeros(grad)"""
    return _record.fused('o0')(_scope.zeros(s.grad))


def _d_np_floor_input(s):
    """ops.yaml:1544 (np.floor, input): zeros(grad)"""
    return _record.fused('o0')(_scope.zeros(s.grad))


def _d_fn_frac_input(s):
    """ops.yaml:1545 (fn.frac, input): grad"""
    return _record.fused('o0')(s.grad)


def _d_np_log_input(s):
    """ops.yaml:1547 (np.log, input): grad / input"""
    return _record.fused('o0 / o1')(s.grad, s.input)


def _d_np_log10_input(s):
    """ops.yaml:1548 (np.log10, input): grad / (input * log(10))"""
    return _record.fused('o0 / (o1 * _np.log(10.0))')(s.grad, s.input)


def _d_np_log1p_input(s):
    """ops.yaml:1549 (np.log1p, input): grad / (1 + input)"""
    return _record.fused('o0 / (1.0 + o1)')(s.grad, s.input)


def _d_np_log2_input(s):
    """ops.yaml:1550 (np.log2, input): grad / (input * log(2))"""
    return _record.fused('o0 / (o1 * _np.log(2.0))')(s.grad, s.input)


def _d_fn_logit_input(s):
    """ops.yaml:1551 (fn.logit, input): where(inside(input, eps, None if eps is None else 1 - eps), grad / (input * (1 - input)), 0)"""
    return _record.fused('o0')(_np.where(_scope.inside(s.input, s.eps, None if s.eps is None else 1 - s.eps), s.grad / (s.input * (1 - s.input)), 0))


def _d_fn_nan_to_num_input(s):
    """ops.yaml:1553 (fn.nan_to_num, input): where(isfinite(input), grad, 0)"""
    return _record.fused('o0')(_np.where(_np.isfinite(s.input), s.grad, 0))


def _d_np_negative_input(s):
    """ops.yaml:1554 (np.negative, input): -grad"""
    return _record.fused('-o0')(s.grad)


def _d_np_positive_input(s):
    """ops.yaml:1555 (np.positive, input): grad"""
    return _record.fused('o0')(s.grad)


def _d_np_rad2deg_input(s):
    """ops.yaml:1556 (np.rad2deg, input): grad * (180 / pi)"""
    return _record.fused('o0 * (180.0 / o1)')(s.grad, _np.pi)


def _d_fn_reciprocal_input(s):
    """ops.yaml:1557 (fn.reciprocal, input): -grad * result * result"""
    return _record.fused('((-o0) * o1) * o1')(s.grad, s.result)


def _d_fn_round__input(s):
    """ops.yaml:1558 (fn.round_, input): zeros(grad)"""
    return _record.fused('o0')(_scope.zeros(s.grad))


def _d_fn_rsqrt_input(s):
    """ops.yaml:1559 (fn.rsqrt, input): -0.5 * grad * result * result * result"""
    return _record.fused('((((-0.5) * o0) * o1) * o1) * o1')(s.grad, s.result)


def _d_fn_sgn_input(s):
    """ops.yaml:1560 (fn.sgn, input): zeros(grad)"""
    return _record.fused('o0')(_scope.zeros(s.grad))


def _d_np_sign_input(s):
    """ops.yaml:1561 (np.sign, input): zeros(grad)"""
    return _record.fused('o0')(_scope.zeros(s.grad))


def _d_np_sin_input(s):
    """ops.yaml:1563 (np.sin, input): grad * cos(input)"""
    return _record.fused('o0 * o1')(s.grad, _np.cos(s.input))


def _d_np_sinh_input(s):
    """ops.yaml:1564 (np.sinh, input): grad * cosh(input)"""
    return _record.fused('o0 * o1')(s.grad, _np.cosh(s.input))


def _d_np_sqrt_input(s):
    """ops.yaml:1565 (np.sqrt, input): grad / (2 * result)"""
    return _record.fused('o0 / (2.0 * o1)')(s.grad, s.result)


def _d_np_square_input(s):
    """ops.yaml:1566 (np.square, input): 2 * grad * input"""
    return _record.fused('(2.0 * o0) * o1')(s.grad, s.input)


def _d_np_tan_input(s):
    """ops.yaml:1567 (np.tan, input): grad * (1 + result * result)"""
    return _record.fused('o0 * (1.0 + (o1 * o1))')(s.grad, s.result)


def _d_np_tanh_input(s):
    """ops.yaml:1568 (np.tanh, input): grad * (1 - result * result)"""
    return _record.fused('o0 * (1.0 - (o1 * o1))')(s.grad, s.result)


def _d_fn_add_input(s):
    """ops.yaml:1661 (fn.add, input): grad"""
    return _record.fused('o0')(s.grad)


def _d_fn_add_other(s):
    """ops.yaml:1661 (fn.add, other): grad * alpha"""
    return _record.fused('o0 * o1')(s.grad, s.alpha)


def _d_np_arctan2_input(s):
    """ops.yaml:1662 (np.arctan2, input): grad * other / (input * input + other * other)"""
    return _record.fused('(o0 * o1) / ((o2 * o2) + (o1 * o1))')(s.grad, s.other, s.input)


def _d_np_arctan2_other(s):
    """ops.yaml:1662 (np.arctan2, other): -grad * input / (input * input + other * other)"""
    return _record.fused('((-o0) * o1) / ((o1 * o1) + (o2 * o2))')(s.grad, s.input, s.other)


def _d_fn_div_input(s):
    """ops.yaml:1669 (fn.div, input): grad / other if rounding_mode is None else zeros(grad)"""
    return _record.fused('o0')(s.grad / s.other if s.rounding_mode is None else _scope.zeros(s.grad))


def _d_fn_div_other(s):
    """ops.yaml:1669 (fn.div, other): -grad * input / (other * other) if rounding_mode is None else zeros(grad)"""
    return _record.fused('o0')(-s.grad * s.input / (s.other * s.other) if s.rounding_mode is None else _scope.zeros(s.grad))


def _d_np_floor_divide_input(s):
    """ops.yaml:1672 (np.floor_divide, input): zeros(grad)"""
    return _record.fused('o0')(_scope.zeros(s.grad))


def _d_np_floor_divide_other(s):
    """ops.yaml:1672 (np.floor_divide, other): zeros(grad)"""
    return _record.fused('o0')(_scope.zeros(s.grad))


def _d_fn_fmax_input(s):
    """ops.yaml:1673 (fn.fmax, input): where((input >= other) | isnan(other), grad, 0)"""
    return _record.fused('o0')(_np.where((s.input >= s.other) | _np.isnan(s.other), s.grad, 0))


def _d_fn_fmax_other(s):
    """ops.yaml:1673 (fn.fmax, other): where((input >= other) | isnan(other), 0, grad)"""
    return _record.fused('o0')(_np.where((s.input >= s.other) | _np.isnan(s.other), 0, s.grad))


def _d_fn_fmin_input(s):
    """ops.yaml:1675 (fn.fmin, input): where((input <= other) | isnan(other), grad, 0)"""
    return _record.fused('o0')(_np.where((s.input <= s.other) | _np.isnan(s.other), s.grad, 0))


def _d_fn_fmin_other(s):
    """ops.yaml:1675 (fn.fmin, other): where((input <= other) | isnan(other), 0, grad)"""
    return _record.fused('o0')(_np.where((s.input <= s.other) | _np.isnan(s.other), 0, s.grad))


def _d_np_fmod_input(s):
    """ops.yaml:1677 (np.fmod, input): grad"""
    return _record.fused('o0')(s.grad)


def _d_np_fmod_other(s):
    """ops.yaml:1677 (np.fmod, other): -grad * trunc(input / other)"""
    return _record.fused('(-o0) * o1')(s.grad, _np.trunc(s.input / s.other))


def _d_np_logaddexp_input(s):
    """ops.yaml:1678 (np.logaddexp, input): grad / (1 + exp(other - input))"""
    return _record.fused('o0 / (1.0 + _np.exp(o1 - o2))')(s.grad, s.other, s.input)


def _d_np_logaddexp_other(s):
    """ops.yaml:1678 (np.logaddexp, other): grad / (1 + exp(input - other))"""
    return _record.fused('o0 / (1.0 + _np.exp(o1 - o2))')(s.grad, s.input, s.other)


def _d_np_logaddexp2_input(s):
    """ops.yaml:1679 (np.logaddexp2, input): grad / (1 + exp2(other - input))"""
    return _record.fused('o0 / (1.0 + o1)')(s.grad, _np.exp2(s.other - s.input))


def _d_np_logaddexp2_other(s):
    """ops.yaml:1679 (np.logaddexp2, other): grad / (1 + exp2(input - other))"""
    return _record.fused('o0 / (1.0 + o1)')(s.grad, _np.exp2(s.input - s.other))


def _d_np_maximum_input(s):
    """ops.yaml:1680 (np.maximum, input): where(input == other, grad / 2, where(input < other, 0, grad))"""
    return _record.fused('o0')(_np.where(s.input == s.other, s.grad / 2, _np.where(s.input < s.other, 0, s.grad)))


def _d_np_maximum_other(s):
    """ops.yaml:1680 (np.maximum, other): where(input == other, grad / 2, where(input > other, 0, grad))"""
    return _record.fused('o0')(_np.where(s.input == s.other, s.grad / 2, _np.where(s.input > s.other, 0, s.grad)))


def _d_np_minimum_input(s):
    """ops.yaml:1682 (np.minimum, input): where(input == other, grad / 2, where(input > other, 0, grad))"""
    return _record.fused('o0')(_np.where(s.input == s.other, s.grad / 2, _np.where(s.input > s.other, 0, s.grad)))


def _d_np_minimum_other(s):
    """ops.yaml:1682 (np.minimum, other): where(input == other, grad / 2, where(input < other, 0, grad))"""
    return _record.fused('o0')(_np.where(s.input == s.other, s.grad / 2, _np.where(s.input < s.other, 0, s.grad)))


def _d_np_multiply_input(s):
    """ops.yaml:1684 (np.multiply, input): grad * other"""
    return _record.fused('o0 * o1')(s.grad, s.other)


def _d_np_multiply_other(s):
    """ops.yaml:1684 (np.multiply, other): grad * input"""
    return _record.fused('o0 * o1')(s.grad, s.input)


def _d_fn_power_input(s):
    """ops.yaml:1686 (fn.power, input): where(other == 0, 0, grad * other * input ** (other - 1))"""
    return _record.fused('o0')(_np.where(s.other == 0, 0, s.grad * s.other * s.input ** (s.other - 1)))


def _d_fn_power_other(s):
    """ops.yaml:1686 (fn.power, other): where((input == 0) & (other >= 0), 0, grad * result * log(input))"""
    return _record.fused('o0')(_np.where((s.input == 0) & (s.other >= 0), 0, s.grad * s.result * _np.log(s.input)))


def _d_np_remainder_input(s):
    """ops.yaml:1688 (np.remainder, input): grad"""
    return _record.fused('o0')(s.grad)


def _d_np_remainder_other(s):
    """ops.yaml:1688 (np.remainder, other): -grad * floor(input / other)"""
    return _record.fused('(-o0) * o1')(s.grad, _np.floor(s.input / s.other))


def _d_fn_sub_input(s):
    """ops.yaml:1689 (fn.sub, input): grad"""
    return _record.fused('o0')(s.grad)


def _d_fn_sub_other(s):
    """ops.yaml:1689 (fn.sub, other): -grad * alpha"""
    return _record.fused('(-o0) * o1')(s.grad, s.alpha)


def _d_np_true_divide_input(s):
    """ops.yaml:1690 (np.true_divide, input): grad / other"""
    return _record.fused('o0 / o1')(s.grad, s.other)


def _d_np_true_divide_other(s):
    """ops.yaml:1690 (np.true_divide, other): -grad * input / (other * other)"""
    return _record.fused('((-o0) * o1) / (o2 * o2)')(s.grad, s.input, s.other)


def _cumsum_into(x, dim, mask, out):
    """The masked cumsum of x along dim, written into `out` when its shape and
    dtype allow (_runtime.memory.run): the scopes' reversed scans."""
    return _memory.run(ops._cumsum_spec, input=x, dim=dim, mask=mask, args={}, out=out)


_D = _record.Derivative
_record.register(
    ops={
        'masked_fill': _D('MaskedFillBackward', '', adjoint='gather'),
        'masked_scatter': _D('MaskedScatterBackward', '', adjoint='gather'),
        'masked_select': _D('MaskedSelectBackward', '', adjoint='gather'),
        'masked_axis_select': _D('MaskedAxisSelectBackward', '', adjoint='gather'),
        'masked_axis_fill': _D('MaskedAxisFillBackward', '', adjoint='gather'),
        'masked_fill_along_axis': _D('MaskedFillAlongAxisBackward', '', adjoint='gather'),
        'index_select': _D('IndexSelectBackward', '', adjoint='gather'),
        'index_fill': _D('IndexFillBackward', '', adjoint='gather'),
        'boolean_mask': _D('BooleanMaskBackward', '', adjoint='gather'),
        'boolean_mask_update': _D('BooleanMaskUpdateBackward', '', adjoint='gather'),
        'sum': _D('SumBackward', 'reduce', (('input', _d_sum_input), ), (), saves=()),
        'prod': _D('ProdBackward', 'reduce', (('input', _d_prod_input), ), (), saves=('input',)),
        'amax': _D('AmaxBackward', 'reduce', (('input', _d_amax_input), ), (), saves=('input', 'result', 'ties'), extreme='max'),
        'amin': _D('AminBackward', 'reduce', (('input', _d_amin_input), ), (), saves=('input', 'result', 'ties'), extreme='min'),
        'argmax': _D('ArgmaxBackward', '', none='an integer position: piecewise constant', not_yet=''),
        'argmin': _D('ArgminBackward', '', none='an integer position: piecewise constant', not_yet=''),
        'mean': _D('MeanBackward', 'reduce', (('input', _d_mean_input), ), (), saves=()),
        'var': _D('VarBackward', 'reduce', (('input', _d_var_input), ), ('correction',), saves=('input',)),
        'std': _D('StdBackward', 'reduce', (('input', _d_std_input), ), ('correction',), saves=('input', 'result')),
        'median': _D('MedianBackward', 'reduce', (('input', _d_median_input), ), (), saves=('input', 'result')),
        'quantile': _D('QuantileBackward', 'quantile', (('input', _d_quantile_input), ), ('q', 'method', 'weights'), saves=('input', 'result')),
        'move_sum': _D('MoveSumBackward', 'moving', (('input', _d_move_sum_input), ), ('window', 'min_count', 'center', 'correction'), saves=()),
        'move_mean': _D('MoveMeanBackward', 'moving', (('input', _d_move_mean_input), ), ('window', 'min_count', 'center', 'correction'), saves=()),
        'move_count': _D('MoveCountBackward', '', none='a count of valid elements: piecewise constant', not_yet=''),
        'move_var': _D('MoveVarBackward', 'moving', (('input', _d_move_var_input), ), ('window', 'min_count', 'center', 'correction'), saves=('input',)),
        'move_std': _D('MoveStdBackward', 'moving', (('input', _d_move_std_input), ), ('window', 'min_count', 'center', 'correction'), saves=('input', 'result')),
        'move_min': _D('MoveMinBackward', 'moving', (('input', _d_move_min_input), ), ('window', 'min_count', 'center', 'correction'), saves=('input',)),
        'move_max': _D('MoveMaxBackward', 'moving', (('input', _d_move_max_input), ), ('window', 'min_count', 'center', 'correction'), saves=('input',)),
        'move_argmin': _D('MoveArgminBackward', '', none='an integer position: piecewise constant', not_yet=''),
        'move_argmax': _D('MoveArgmaxBackward', '', none='an integer position: piecewise constant', not_yet=''),
        'move_median': _D('MoveMedianBackward', 'moving', (('input', _d_move_median_input), ), ('window', 'min_count', 'center', 'correction'), saves=('input', 'result')),
        'move_quantile': _D('MoveQuantileBackward', 'moving', (('input', _d_move_quantile_input), ), ('window', 'min_count', 'center', 'correction', 'q', 'method'), saves=('input', 'result')),
        'move_exp_mean': _D('MoveExpMeanBackward', 'moving', (('input', _d_move_exp_mean_input), ), ('alpha', 'min_weight', 'adjust', 'correction'), saves=()),
        'move_exp_sum': _D('MoveExpSumBackward', 'moving', (('input', _d_move_exp_sum_input), ), ('alpha', 'min_weight', 'adjust', 'correction'), saves=()),
        'move_exp_var': _D('MoveExpVarBackward', 'moving', (('input', _d_move_exp_var_input), ), ('alpha', 'min_weight', 'adjust', 'correction'), saves=('input',)),
        'move_exp_std': _D('MoveExpStdBackward', 'moving', (('input', _d_move_exp_std_input), ), ('alpha', 'min_weight', 'adjust', 'correction'), saves=('input', 'result')),
        'ffill': _D('FfillBackward', 'moving', (('input', _d_ffill_input), ), ('limit',), saves=()),
        'bfill': _D('BfillBackward', 'moving', (('input', _d_bfill_input), ), ('limit',), saves=()),
        'cumsum': _D('CumsumBackward', 'along', (('input', _d_cumsum_input), ), (), saves=()),
        'cumprod': _D('CumprodBackward', 'along', (('input', _d_cumprod_input), ), (), saves=('input',)),
        'softmax': _D('SoftmaxBackward', 'along', (('input', _d_softmax_input), ), (), saves=('result',)),
        'log_softmax': _D('LogSoftmaxBackward', 'along', (('input', _d_log_softmax_input), ), (), saves=('result',)),
        'softmin': _D('SoftminBackward', 'along', (('input', _d_softmin_input), ), (), saves=('result',)),
        'normalize': _D('NormalizeBackward', 'along', (('input', _d_normalize_input), ), ('ord', 'eps'), saves=('input',)),
        'logaddexp': _D('LogaddexpBackward', 'elementwise', (('input', _d_logaddexp_input), ('other', _d_logaddexp_other), ), (), saves=('input', 'other', 'result')),
        'logsumexp': _D('LogsumexpBackward', 'reduce', (('input', _d_logsumexp_input), ), (), saves=('input', 'result')),
        'norm': _D('NormBackward', 'reduce', (('input', _d_norm_input), ), ('ord',), saves=('input', 'result')),
    },
    elementwise={
        special.erf: _D('ErfBackward', 'elementwise', (('input', _d_special_erf_input), ), (), saves=('input',)),
        special.erfc: _D('ErfcBackward', 'elementwise', (('input', _d_special_erfc_input), ), (), saves=('input',)),
        special.erfinv: _D('ErfinvBackward', 'elementwise', (('input', _d_special_erfinv_input), ), (), saves=('result',)),
        special.lgamma: _D('LgammaBackward', 'elementwise', (('input', _d_special_lgamma_input), ), (), saves=('input',)),
        special.digamma: _D('DigammaBackward', 'elementwise', (('input', _d_special_digamma_input), ), (), saves=('input',)),
        special.i0: _D('I0Backward', 'elementwise', (('input', _d_special_i0_input), ), (), saves=('input',)),
        special.sinc: _D('SincBackward', 'elementwise', (('input', _d_special_sinc_input), ), (), saves=('input', 'result')),
        special.logit: _D('LogitBackward', 'elementwise', (('input', _d_special_logit_input), ), (), saves=('input',)),
        special.sigmoid: _D('SigmoidBackward', 'elementwise', (('input', _d_special_sigmoid_input), ), (), saves=('result',)),
        _np.absolute: _D('AbsoluteBackward', 'elementwise', (('input', _d_np_absolute_input), ), (), saves=('input',)),
        _np.arccos: _D('ArccosBackward', 'elementwise', (('input', _d_np_arccos_input), ), (), saves=('input',)),
        _np.arccosh: _D('ArccoshBackward', 'elementwise', (('input', _d_np_arccosh_input), ), (), saves=('input',)),
        _np.angle: _D('AngleBackward', 'elementwise', (('input', _d_np_angle_input), ), (), saves=()),
        _np.arcsin: _D('ArcsinBackward', 'elementwise', (('input', _d_np_arcsin_input), ), (), saves=('input',)),
        _np.arcsinh: _D('ArcsinhBackward', 'elementwise', (('input', _d_np_arcsinh_input), ), (), saves=('input',)),
        _np.arctan: _D('ArctanBackward', 'elementwise', (('input', _d_np_arctan_input), ), (), saves=('input',)),
        _np.arctanh: _D('ArctanhBackward', 'elementwise', (('input', _d_np_arctanh_input), ), (), saves=('input',)),
        _np.ceil: _D('CeilBackward', 'elementwise', (('input', _d_np_ceil_input), ), (), saves=()),
        fn.clamp: _D('ClampBackward', 'elementwise', (('input', _d_fn_clamp_input), ), ('min', 'max'), saves=('input',)),
        _np.conjugate: _D('ConjugateBackward', 'elementwise', (('input', _d_np_conjugate_input), ), (), saves=()),
        _np.cos: _D('CosBackward', 'elementwise', (('input', _d_np_cos_input), ), (), saves=('input',)),
        _np.cosh: _D('CoshBackward', 'elementwise', (('input', _d_np_cosh_input), ), (), saves=('input',)),
        _np.deg2rad: _D('Deg2radBackward', 'elementwise', (('input', _d_np_deg2rad_input), ), (), saves=()),
        _np.exp: _D('ExpBackward', 'elementwise', (('input', _d_np_exp_input), ), (), saves=('result',)),
        _np.exp2: _D('Exp2Backward', 'elementwise', (('input', _d_np_exp2_input), ), (), saves=('result',)),
        _np.expm1: _D('Expm1Backward', 'elementwise', (('input', _d_np_expm1_input), ), (), saves=('result',)),
        _np.trunc: _D('TruncBackward', 'elementwise', (('input', _d_np_trunc_input), ), (), saves=()),
        _np.floor: _D('FloorBackward', 'elementwise', (('input', _d_np_floor_input), ), (), saves=()),
        fn.frac: _D('FracBackward', 'elementwise', (('input', _d_fn_frac_input), ), (), saves=()),
        _np.log: _D('LogBackward', 'elementwise', (('input', _d_np_log_input), ), (), saves=('input',)),
        _np.log10: _D('Log10Backward', 'elementwise', (('input', _d_np_log10_input), ), (), saves=('input',)),
        _np.log1p: _D('Log1pBackward', 'elementwise', (('input', _d_np_log1p_input), ), (), saves=('input',)),
        _np.log2: _D('Log2Backward', 'elementwise', (('input', _d_np_log2_input), ), (), saves=('input',)),
        fn.logit: _D('LogitBackward', 'elementwise', (('input', _d_fn_logit_input), ), ('eps',), saves=('input',)),
        fn.nan_to_num: _D('NanToNumBackward', 'elementwise', (('input', _d_fn_nan_to_num_input), ), (), saves=('input',)),
        _np.negative: _D('NegativeBackward', 'elementwise', (('input', _d_np_negative_input), ), (), saves=()),
        _np.positive: _D('PositiveBackward', 'elementwise', (('input', _d_np_positive_input), ), (), saves=()),
        _np.rad2deg: _D('Rad2degBackward', 'elementwise', (('input', _d_np_rad2deg_input), ), (), saves=()),
        fn.reciprocal: _D('ReciprocalBackward', 'elementwise', (('input', _d_fn_reciprocal_input), ), (), saves=('result',)),
        fn.round_: _D('RoundBackward', 'elementwise', (('input', _d_fn_round__input), ), (), saves=()),
        fn.rsqrt: _D('RsqrtBackward', 'elementwise', (('input', _d_fn_rsqrt_input), ), (), saves=('result',)),
        fn.sgn: _D('SgnBackward', 'elementwise', (('input', _d_fn_sgn_input), ), (), saves=()),
        _np.sign: _D('SignBackward', 'elementwise', (('input', _d_np_sign_input), ), (), saves=()),
        _np.sin: _D('SinBackward', 'elementwise', (('input', _d_np_sin_input), ), (), saves=('input',)),
        _np.sinh: _D('SinhBackward', 'elementwise', (('input', _d_np_sinh_input), ), (), saves=('input',)),
        _np.sqrt: _D('SqrtBackward', 'elementwise', (('input', _d_np_sqrt_input), ), (), saves=('result',)),
        _np.square: _D('SquareBackward', 'elementwise', (('input', _d_np_square_input), ), (), saves=('input',)),
        _np.tan: _D('TanBackward', 'elementwise', (('input', _d_np_tan_input), ), (), saves=('result',)),
        _np.tanh: _D('TanhBackward', 'elementwise', (('input', _d_np_tanh_input), ), (), saves=('result',)),
        fn.add: _D('AddBackward', 'elementwise', (('input', _d_fn_add_input), ('other', _d_fn_add_other), ), ('alpha',), saves=()),
        _np.arctan2: _D('Arctan2Backward', 'elementwise', (('input', _d_np_arctan2_input), ('other', _d_np_arctan2_other), ), (), saves=('input', 'other')),
        fn.div: _D('DivBackward', 'elementwise', (('input', _d_fn_div_input), ('other', _d_fn_div_other), ), ('rounding_mode',), saves=('input', 'other')),
        _np.floor_divide: _D('FloorDivideBackward', 'elementwise', (('input', _d_np_floor_divide_input), ('other', _d_np_floor_divide_other), ), (), saves=()),
        fn.fmax: _D('FmaxBackward', 'elementwise', (('input', _d_fn_fmax_input), ('other', _d_fn_fmax_other), ), (), saves=('input', 'other')),
        fn.fmin: _D('FminBackward', 'elementwise', (('input', _d_fn_fmin_input), ('other', _d_fn_fmin_other), ), (), saves=('input', 'other')),
        _np.fmod: _D('FmodBackward', 'elementwise', (('input', _d_np_fmod_input), ('other', _d_np_fmod_other), ), (), saves=('input', 'other')),
        _np.logaddexp: _D('LogaddexpBackward', 'elementwise', (('input', _d_np_logaddexp_input), ('other', _d_np_logaddexp_other), ), (), saves=('input', 'other')),
        _np.logaddexp2: _D('Logaddexp2Backward', 'elementwise', (('input', _d_np_logaddexp2_input), ('other', _d_np_logaddexp2_other), ), (), saves=('input', 'other')),
        _np.maximum: _D('MaximumBackward', 'elementwise', (('input', _d_np_maximum_input), ('other', _d_np_maximum_other), ), (), saves=('input', 'other')),
        _np.minimum: _D('MinimumBackward', 'elementwise', (('input', _d_np_minimum_input), ('other', _d_np_minimum_other), ), (), saves=('input', 'other')),
        _np.multiply: _D('MultiplyBackward', 'elementwise', (('input', _d_np_multiply_input), ('other', _d_np_multiply_other), ), (), saves=('input', 'other')),
        fn.power: _D('PowerBackward', 'elementwise', (('input', _d_fn_power_input), ('other', _d_fn_power_other), ), (), saves=('input', 'other', 'result')),
        _np.remainder: _D('RemainderBackward', 'elementwise', (('input', _d_np_remainder_input), ('other', _d_np_remainder_other), ), (), saves=('input', 'other')),
        fn.sub: _D('SubBackward', 'elementwise', (('input', _d_fn_sub_input), ('other', _d_fn_sub_other), ), ('alpha',), saves=()),
        _np.true_divide: _D('TrueDivideBackward', 'elementwise', (('input', _d_np_true_divide_input), ('other', _d_np_true_divide_other), ), (), saves=('input', 'other')),
    },
    adjoints={
        fn.clone: 'rearrange',
        fn.contiguous: 'rearrange',
        fn.expand: 'gather',
        fn.index: 'gather',
        fn.select: 'rearrange',
        fn.slice_: 'rearrange',
        fn.split: 'rearrange',
        fn.t: 'rearrange',
        fn.transpose: 'rearrange',
        fn.unfold: 'gather',
        fn.unsqueeze: 'rearrange',
        fn.view: 'rearrange',
        fn.cat: 'rearrange',
        fn.stack: 'rearrange',
        fn.col2im: 'composed',
        fn.copy_: 'composed',
        fn.im2col: 'composed',
        fn.select_backward: 'composed',
        fn.slice_backward: 'composed',
        fn.to: 'cast',
        fn.to_dense: 'identity',
        fn.to_sparse: 'composed',
        fn.to_sparse_csr: 'composed',
        fn.unfold_backward: 'composed',
    },
    none={
        _np.invert: 'bitwise: integer and bool data only',
        _np.isnan: 'a bool result',
        _np.signbit: 'a bool result',
        _np.bitwise_and: 'bitwise: integer and bool data only',
        _np.left_shift: 'bitwise: integer data only',
        _np.bitwise_or: 'bitwise: integer and bool data only',
        _np.right_shift: 'bitwise: integer data only',
        _np.bitwise_xor: 'bitwise: integer and bool data only',
        _np.nextafter: 'a step to the next float: piecewise constant',
        _np.equal: 'a bool result',
        _np.greater_equal: 'a bool result',
        _np.greater: 'a bool result',
        _np.less_equal: 'a bool result',
        _np.less: 'a bool result',
        _np.not_equal: 'a bool result',
        fn.all_: 'a bool result',
        fn.any_: 'a bool result',
        fn.col_indices: 'integer indices',
        fn.crow_indices: 'integer indices',
        fn.detach: 'detached: it shares the data and starts no graph',
        fn.indices: 'integer indices',
        fn.is_contiguous: 'a bool answer about the layout',
        fn.is_same_size: 'a bool answer about the shapes',
        fn.item: 'a Python number, outside any graph',
        fn.new_empty_strided: 'new uninitialised storage, independent of the input',
        fn.ones_like: 'constant ones, independent of the values',
        fn.stride: 'integer strides',
        fn.to_scipy: 'a scipy.sparse array, outside any graph',
        fn.values: 'an ndarray of the valid values, which carries no gradient',
    },
    reducers={"sum": ops.sum, "amax": ops.amax, "amin": ops.amin, "cumsum": ops.cumsum, "cumsum_into": _cumsum_into},
    methods={
        'abs': _np.absolute,
        'absolute': _np.absolute,
        'acos': _np.arccos,
        'acosh': _np.arccosh,
        'angle': _np.angle,
        'arccos': _np.arccos,
        'arccosh': _np.arccosh,
        'arcsin': _np.arcsin,
        'arcsinh': _np.arcsinh,
        'arctan': _np.arctan,
        'arctanh': _np.arctanh,
        'asin': _np.arcsin,
        'asinh': _np.arcsinh,
        'atan': _np.arctan,
        'atanh': _np.arctanh,
        'bitwise_not': _np.invert,
        'ceil': _np.ceil,
        'clamp': fn.clamp,
        'clip': fn.clamp,
        'conj': _np.conjugate,
        'conj_physical': _np.conjugate,
        'cos': _np.cos,
        'cosh': _np.cosh,
        'deg2rad': _np.deg2rad,
        'digamma': special.digamma,
        'erf': special.erf,
        'erfc': special.erfc,
        'erfinv': special.erfinv,
        'exp': _np.exp,
        'exp2': _np.exp2,
        'expm1': _np.expm1,
        'fix': _np.trunc,
        'floor': _np.floor,
        'frac': fn.frac,
        'i0': special.i0,
        'isnan': _np.isnan,
        'lgamma': special.lgamma,
        'log': _np.log,
        'log10': _np.log10,
        'log1p': _np.log1p,
        'log2': _np.log2,
        'logit': fn.logit,
        'nan_to_num': fn.nan_to_num,
        'neg': _np.negative,
        'negative': _np.negative,
        'positive': _np.positive,
        'rad2deg': _np.rad2deg,
        'reciprocal': fn.reciprocal,
        'round': fn.round_,
        'rsqrt': fn.rsqrt,
        'sgn': fn.sgn,
        'sigmoid': special.sigmoid,
        'sign': _np.sign,
        'signbit': _np.signbit,
        'sin': _np.sin,
        'sinc': special.sinc,
        'sinh': _np.sinh,
        'sqrt': _np.sqrt,
        'square': _np.square,
        'tan': _np.tan,
        'tanh': _np.tanh,
        'trunc': _np.trunc,
        'add': fn.add,
        'arctan2': _np.arctan2,
        'atan2': _np.arctan2,
        'bitwise_and': _np.bitwise_and,
        'bitwise_left_shift': _np.left_shift,
        'bitwise_or': _np.bitwise_or,
        'bitwise_right_shift': _np.right_shift,
        'bitwise_xor': _np.bitwise_xor,
        'div': fn.div,
        'divide': fn.div,
        'floor_divide': _np.floor_divide,
        'fmax': fn.fmax,
        'fmin': fn.fmin,
        'fmod': _np.fmod,
        'logaddexp': _np.logaddexp,
        'logaddexp2': _np.logaddexp2,
        'maximum': _np.maximum,
        'minimum': _np.minimum,
        'mul': _np.multiply,
        'multiply': _np.multiply,
        'nextafter': _np.nextafter,
        'pow': fn.power,
        'remainder': _np.remainder,
        'sub': fn.sub,
        'subtract': fn.sub,
        'true_divide': _np.true_divide,
        'eq': _np.equal,
        'ge': _np.greater_equal,
        'greater': _np.greater,
        'greater_equal': _np.greater_equal,
        'gt': _np.greater,
        'le': _np.less_equal,
        'less': _np.less,
        'less_equal': _np.less_equal,
        'lt': _np.less,
        'ne': _np.not_equal,
        'not_equal': _np.not_equal,
    },
)
