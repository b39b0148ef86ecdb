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
from . import _k_mt

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

    def abs(self, *args, **kwargs):
        """Elementwise np.absolute of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.absolute, "abs", args, kwargs)

    def abs_(self, *args, **kwargs):
        """In-place abs: self becomes self.abs(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.absolute, "abs_", args, kwargs)

    def absolute(self, *args, **kwargs):
        """Elementwise np.absolute of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.absolute, "absolute", args, kwargs)

    def absolute_(self, *args, **kwargs):
        """In-place absolute: self becomes self.absolute(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.absolute, "absolute_", args, kwargs)

    def acos(self, *args, **kwargs):
        """Elementwise np.arccos of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.arccos, "acos", args, kwargs)

    def acos_(self, *args, **kwargs):
        """In-place acos: self becomes self.acos(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.arccos, "acos_", args, kwargs)

    def acosh(self, *args, **kwargs):
        """Elementwise np.arccosh of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.arccosh, "acosh", args, kwargs)

    def acosh_(self, *args, **kwargs):
        """In-place acosh: self becomes self.acosh(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.arccosh, "acosh_", args, kwargs)

    def angle(self, *args, **kwargs):
        """Elementwise np.angle of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.angle, "angle", args, kwargs)

    def arccos(self, *args, **kwargs):
        """Elementwise np.arccos of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.arccos, "arccos", args, kwargs)

    def arccos_(self, *args, **kwargs):
        """In-place arccos: self becomes self.arccos(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.arccos, "arccos_", args, kwargs)

    def arccosh(self, *args, **kwargs):
        """Elementwise np.arccosh of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.arccosh, "arccosh", args, kwargs)

    def arccosh_(self, *args, **kwargs):
        """In-place arccosh: self becomes self.arccosh(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.arccosh, "arccosh_", args, kwargs)

    def arcsin(self, *args, **kwargs):
        """Elementwise np.arcsin of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.arcsin, "arcsin", args, kwargs)

    def arcsin_(self, *args, **kwargs):
        """In-place arcsin: self becomes self.arcsin(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.arcsin, "arcsin_", args, kwargs)

    def arcsinh(self, *args, **kwargs):
        """Elementwise np.arcsinh of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.arcsinh, "arcsinh", args, kwargs)

    def arcsinh_(self, *args, **kwargs):
        """In-place arcsinh: self becomes self.arcsinh(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.arcsinh, "arcsinh_", args, kwargs)

    def arctan(self, *args, **kwargs):
        """Elementwise np.arctan of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.arctan, "arctan", args, kwargs)

    def arctan_(self, *args, **kwargs):
        """In-place arctan: self becomes self.arctan(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.arctan, "arctan_", args, kwargs)

    def arctanh(self, *args, **kwargs):
        """Elementwise np.arctanh of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.arctanh, "arctanh", args, kwargs)

    def arctanh_(self, *args, **kwargs):
        """In-place arctanh: self becomes self.arctanh(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.arctanh, "arctanh_", args, kwargs)

    def asin(self, *args, **kwargs):
        """Elementwise np.arcsin of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.arcsin, "asin", args, kwargs)

    def asin_(self, *args, **kwargs):
        """In-place asin: self becomes self.asin(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.arcsin, "asin_", args, kwargs)

    def asinh(self, *args, **kwargs):
        """Elementwise np.arcsinh of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.arcsinh, "asinh", args, kwargs)

    def asinh_(self, *args, **kwargs):
        """In-place asinh: self becomes self.asinh(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.arcsinh, "asinh_", args, kwargs)

    def atan(self, *args, **kwargs):
        """Elementwise np.arctan of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.arctan, "atan", args, kwargs)

    def atan_(self, *args, **kwargs):
        """In-place atan: self becomes self.atan(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.arctan, "atan_", args, kwargs)

    def atanh(self, *args, **kwargs):
        """Elementwise np.arctanh of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.arctanh, "atanh", args, kwargs)

    def atanh_(self, *args, **kwargs):
        """In-place atanh: self becomes self.atanh(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.arctanh, "atanh_", args, kwargs)

    def bitwise_not(self, *args, **kwargs):
        """Elementwise np.invert of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.invert, "bitwise_not", args, kwargs)

    def bitwise_not_(self, *args, **kwargs):
        """In-place bitwise_not: self becomes self.bitwise_not(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.invert, "bitwise_not_", args, kwargs)

    def ceil(self, *args, **kwargs):
        """Elementwise np.ceil of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.ceil, "ceil", args, kwargs)

    def ceil_(self, *args, **kwargs):
        """In-place ceil: self becomes self.ceil(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.ceil, "ceil_", args, kwargs)

    def clamp(self, *args, **kwargs):
        """Elementwise fn.clamp of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, fn.clamp, "clamp", args, kwargs)

    def clamp_(self, *args, **kwargs):
        """In-place clamp: self becomes self.clamp(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, fn.clamp, "clamp_", args, kwargs)

    def clip(self, *args, **kwargs):
        """Elementwise fn.clamp of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, fn.clamp, "clip", args, kwargs)

    def clip_(self, *args, **kwargs):
        """In-place clip: self becomes self.clip(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, fn.clamp, "clip_", args, kwargs)

    def conj(self, *args, **kwargs):
        """Elementwise np.conjugate of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.conjugate, "conj", args, kwargs)

    def conj_physical(self, *args, **kwargs):
        """Elementwise np.conjugate of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.conjugate, "conj_physical", args, kwargs)

    def conj_physical_(self, *args, **kwargs):
        """In-place conj_physical: self becomes self.conj_physical(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.conjugate, "conj_physical_", args, kwargs)

    def cos(self, *args, **kwargs):
        """Elementwise np.cos of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.cos, "cos", args, kwargs)

    def cos_(self, *args, **kwargs):
        """In-place cos: self becomes self.cos(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.cos, "cos_", args, kwargs)

    def cosh(self, *args, **kwargs):
        """Elementwise np.cosh of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.cosh, "cosh", args, kwargs)

    def cosh_(self, *args, **kwargs):
        """In-place cosh: self becomes self.cosh(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.cosh, "cosh_", args, kwargs)

    def deg2rad(self, *args, **kwargs):
        """Elementwise np.deg2rad of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.deg2rad, "deg2rad", args, kwargs)

    def deg2rad_(self, *args, **kwargs):
        """In-place deg2rad: self becomes self.deg2rad(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.deg2rad, "deg2rad_", args, kwargs)

    def digamma(self, *args, **kwargs):
        """Elementwise special.digamma of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, special.digamma, "digamma", args, kwargs)

    def digamma_(self, *args, **kwargs):
        """In-place digamma: self becomes self.digamma(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, special.digamma, "digamma_", args, kwargs)

    def erf(self, *args, **kwargs):
        """Elementwise special.erf of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, special.erf, "erf", args, kwargs)

    def erf_(self, *args, **kwargs):
        """In-place erf: self becomes self.erf(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, special.erf, "erf_", args, kwargs)

    def erfc(self, *args, **kwargs):
        """Elementwise special.erfc of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, special.erfc, "erfc", args, kwargs)

    def erfc_(self, *args, **kwargs):
        """In-place erfc: self becomes self.erfc(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, special.erfc, "erfc_", args, kwargs)

    def erfinv(self, *args, **kwargs):
        """Elementwise special.erfinv of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, special.erfinv, "erfinv", args, kwargs)

    def erfinv_(self, *args, **kwargs):
        """In-place erfinv: self becomes self.erfinv(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, special.erfinv, "erfinv_", args, kwargs)

    def exp(self, *args, **kwargs):
        """Elementwise np.exp of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.exp, "exp", args, kwargs)

    def exp_(self, *args, **kwargs):
        """In-place exp: self becomes self.exp(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.exp, "exp_", args, kwargs)

    def exp2(self, *args, **kwargs):
        """Elementwise np.exp2 of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.exp2, "exp2", args, kwargs)

    def exp2_(self, *args, **kwargs):
        """In-place exp2: self becomes self.exp2(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.exp2, "exp2_", args, kwargs)

    def expm1(self, *args, **kwargs):
        """Elementwise np.expm1 of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.expm1, "expm1", args, kwargs)

    def expm1_(self, *args, **kwargs):
        """In-place expm1: self becomes self.expm1(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.expm1, "expm1_", args, kwargs)

    def fix(self, *args, **kwargs):
        """Elementwise np.trunc of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.trunc, "fix", args, kwargs)

    def fix_(self, *args, **kwargs):
        """In-place fix: self becomes self.fix(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.trunc, "fix_", args, kwargs)

    def floor(self, *args, **kwargs):
        """Elementwise np.floor of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.floor, "floor", args, kwargs)

    def floor_(self, *args, **kwargs):
        """In-place floor: self becomes self.floor(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.floor, "floor_", args, kwargs)

    def frac(self, *args, **kwargs):
        """Elementwise fn.frac of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, fn.frac, "frac", args, kwargs)

    def frac_(self, *args, **kwargs):
        """In-place frac: self becomes self.frac(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, fn.frac, "frac_", args, kwargs)

    def i0(self, *args, **kwargs):
        """Elementwise special.i0 of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, special.i0, "i0", args, kwargs)

    def i0_(self, *args, **kwargs):
        """In-place i0: self becomes self.i0(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, special.i0, "i0_", args, kwargs)

    def isnan(self, *args, **kwargs):
        """Elementwise np.isnan of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.isnan, "isnan", args, kwargs)

    def lgamma(self, *args, **kwargs):
        """Elementwise special.lgamma of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, special.lgamma, "lgamma", args, kwargs)

    def lgamma_(self, *args, **kwargs):
        """In-place lgamma: self becomes self.lgamma(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, special.lgamma, "lgamma_", args, kwargs)

    def log(self, *args, **kwargs):
        """Elementwise np.log of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.log, "log", args, kwargs)

    def log_(self, *args, **kwargs):
        """In-place log: self becomes self.log(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.log, "log_", args, kwargs)

    def log10(self, *args, **kwargs):
        """Elementwise np.log10 of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.log10, "log10", args, kwargs)

    def log10_(self, *args, **kwargs):
        """In-place log10: self becomes self.log10(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.log10, "log10_", args, kwargs)

    def log1p(self, *args, **kwargs):
        """Elementwise np.log1p of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.log1p, "log1p", args, kwargs)

    def log1p_(self, *args, **kwargs):
        """In-place log1p: self becomes self.log1p(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.log1p, "log1p_", args, kwargs)

    def log2(self, *args, **kwargs):
        """Elementwise np.log2 of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.log2, "log2", args, kwargs)

    def log2_(self, *args, **kwargs):
        """In-place log2: self becomes self.log2(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.log2, "log2_", args, kwargs)

    def logit(self, *args, **kwargs):
        """Elementwise fn.logit of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, fn.logit, "logit", args, kwargs)

    def logit_(self, *args, **kwargs):
        """In-place logit: self becomes self.logit(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, fn.logit, "logit_", args, kwargs)

    def nan_to_num(self, *args, **kwargs):
        """Elementwise fn.nan_to_num of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, fn.nan_to_num, "nan_to_num", args, kwargs)

    def nan_to_num_(self, *args, **kwargs):
        """In-place nan_to_num: self becomes self.nan_to_num(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, fn.nan_to_num, "nan_to_num_", args, kwargs)

    def neg(self, *args, **kwargs):
        """Elementwise np.negative of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.negative, "neg", args, kwargs)

    def neg_(self, *args, **kwargs):
        """In-place neg: self becomes self.neg(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.negative, "neg_", args, kwargs)

    def negative(self, *args, **kwargs):
        """Elementwise np.negative of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.negative, "negative", args, kwargs)

    def negative_(self, *args, **kwargs):
        """In-place negative: self becomes self.negative(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.negative, "negative_", args, kwargs)

    def positive(self, *args, **kwargs):
        """Elementwise np.positive of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.positive, "positive", args, kwargs)

    def rad2deg(self, *args, **kwargs):
        """Elementwise np.rad2deg of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.rad2deg, "rad2deg", args, kwargs)

    def rad2deg_(self, *args, **kwargs):
        """In-place rad2deg: self becomes self.rad2deg(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.rad2deg, "rad2deg_", args, kwargs)

    def reciprocal(self, *args, **kwargs):
        """Elementwise fn.reciprocal of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, fn.reciprocal, "reciprocal", args, kwargs)

    def reciprocal_(self, *args, **kwargs):
        """In-place reciprocal: self becomes self.reciprocal(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, fn.reciprocal, "reciprocal_", args, kwargs)

    def round(self, *args, **kwargs):
        """Elementwise fn.round_ of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, fn.round_, "round", args, kwargs)

    def round_(self, *args, **kwargs):
        """In-place round: self becomes self.round(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, fn.round_, "round_", args, kwargs)

    def rsqrt(self, *args, **kwargs):
        """Elementwise fn.rsqrt of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, fn.rsqrt, "rsqrt", args, kwargs)

    def rsqrt_(self, *args, **kwargs):
        """In-place rsqrt: self becomes self.rsqrt(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, fn.rsqrt, "rsqrt_", args, kwargs)

    def sgn(self, *args, **kwargs):
        """Elementwise fn.sgn of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, fn.sgn, "sgn", args, kwargs)

    def sgn_(self, *args, **kwargs):
        """In-place sgn: self becomes self.sgn(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, fn.sgn, "sgn_", args, kwargs)

    def sigmoid(self, *args, **kwargs):
        """Elementwise special.sigmoid of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, special.sigmoid, "sigmoid", args, kwargs)

    def sigmoid_(self, *args, **kwargs):
        """In-place sigmoid: self becomes self.sigmoid(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, special.sigmoid, "sigmoid_", args, kwargs)

    def sign(self, *args, **kwargs):
        """Elementwise np.sign of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.sign, "sign", args, kwargs)

    def sign_(self, *args, **kwargs):
        """In-place sign: self becomes self.sign(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.sign, "sign_", args, kwargs)

    def signbit(self, *args, **kwargs):
        """Elementwise np.signbit of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.signbit, "signbit", args, kwargs)

    def sin(self, *args, **kwargs):
        """Elementwise np.sin of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.sin, "sin", args, kwargs)

    def sin_(self, *args, **kwargs):
        """In-place sin: self becomes self.sin(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.sin, "sin_", args, kwargs)

    def sinc(self, *args, **kwargs):
        """Elementwise special.sinc of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, special.sinc, "sinc", args, kwargs)

    def sinc_(self, *args, **kwargs):
        """In-place sinc: self becomes self.sinc(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, special.sinc, "sinc_", args, kwargs)

    def sinh(self, *args, **kwargs):
        """Elementwise np.sinh of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.sinh, "sinh", args, kwargs)

    def sinh_(self, *args, **kwargs):
        """In-place sinh: self becomes self.sinh(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.sinh, "sinh_", args, kwargs)

    def sqrt(self, *args, **kwargs):
        """Elementwise np.sqrt of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.sqrt, "sqrt", args, kwargs)

    def sqrt_(self, *args, **kwargs):
        """In-place sqrt: self becomes self.sqrt(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.sqrt, "sqrt_", args, kwargs)

    def square(self, *args, **kwargs):
        """Elementwise np.square of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.square, "square", args, kwargs)

    def square_(self, *args, **kwargs):
        """In-place square: self becomes self.square(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.square, "square_", args, kwargs)

    def tan(self, *args, **kwargs):
        """Elementwise np.tan of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.tan, "tan", args, kwargs)

    def tan_(self, *args, **kwargs):
        """In-place tan: self becomes self.tan(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.tan, "tan_", args, kwargs)

    def tanh(self, *args, **kwargs):
        """Elementwise np.tanh of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.tanh, "tanh", args, kwargs)

    def tanh_(self, *args, **kwargs):
        """In-place tanh: self becomes self.tanh(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.tanh, "tanh_", args, kwargs)

    def trunc(self, *args, **kwargs):
        """Elementwise np.trunc of the valid elements; the mask is unchanged and masked-out results are 0."""
        return _core.unary(self, np.trunc, "trunc", args, kwargs)

    def trunc_(self, *args, **kwargs):
        """In-place trunc: self becomes self.trunc(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.unary_(self, np.trunc, "trunc_", args, kwargs)

    # -- binary (ops.yaml: masked_tensor.families.binary): _core.binary --------------------------------

    def add(self, other, *args, **kwargs):
        """Elementwise fn.add of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, fn.add, "add", args, kwargs)

    def add_(self, other, *args, **kwargs):
        """In-place add: self becomes self.add(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, fn.add, "add_", args, kwargs)

    def arctan2(self, other, *args, **kwargs):
        """Elementwise np.arctan2 of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.arctan2, "arctan2", args, kwargs)

    def arctan2_(self, other, *args, **kwargs):
        """In-place arctan2: self becomes self.arctan2(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.arctan2, "arctan2_", args, kwargs)

    def atan2(self, other, *args, **kwargs):
        """Elementwise np.arctan2 of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.arctan2, "atan2", args, kwargs)

    def atan2_(self, other, *args, **kwargs):
        """In-place atan2: self becomes self.atan2(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.arctan2, "atan2_", args, kwargs)

    def bitwise_and(self, other, *args, **kwargs):
        """Elementwise np.bitwise_and of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.bitwise_and, "bitwise_and", args, kwargs)

    def bitwise_and_(self, other, *args, **kwargs):
        """In-place bitwise_and: self becomes self.bitwise_and(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.bitwise_and, "bitwise_and_", args, kwargs)

    def bitwise_left_shift(self, other, *args, **kwargs):
        """Elementwise np.left_shift of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.left_shift, "bitwise_left_shift", args, kwargs)

    def bitwise_left_shift_(self, other, *args, **kwargs):
        """In-place bitwise_left_shift: self becomes self.bitwise_left_shift(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.left_shift, "bitwise_left_shift_", args, kwargs)

    def bitwise_or(self, other, *args, **kwargs):
        """Elementwise np.bitwise_or of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.bitwise_or, "bitwise_or", args, kwargs)

    def bitwise_or_(self, other, *args, **kwargs):
        """In-place bitwise_or: self becomes self.bitwise_or(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.bitwise_or, "bitwise_or_", args, kwargs)

    def bitwise_right_shift(self, other, *args, **kwargs):
        """Elementwise np.right_shift of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.right_shift, "bitwise_right_shift", args, kwargs)

    def bitwise_right_shift_(self, other, *args, **kwargs):
        """In-place bitwise_right_shift: self becomes self.bitwise_right_shift(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.right_shift, "bitwise_right_shift_", args, kwargs)

    def bitwise_xor(self, other, *args, **kwargs):
        """Elementwise np.bitwise_xor of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.bitwise_xor, "bitwise_xor", args, kwargs)

    def bitwise_xor_(self, other, *args, **kwargs):
        """In-place bitwise_xor: self becomes self.bitwise_xor(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.bitwise_xor, "bitwise_xor_", args, kwargs)

    def div(self, other, *args, **kwargs):
        """Elementwise fn.div of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, fn.div, "div", args, kwargs)

    def div_(self, other, *args, **kwargs):
        """In-place div: self becomes self.div(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, fn.div, "div_", args, kwargs)

    def divide(self, other, *args, **kwargs):
        """Elementwise fn.div of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, fn.div, "divide", args, kwargs)

    def divide_(self, other, *args, **kwargs):
        """In-place divide: self becomes self.divide(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, fn.div, "divide_", args, kwargs)

    def floor_divide(self, other, *args, **kwargs):
        """Elementwise np.floor_divide of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.floor_divide, "floor_divide", args, kwargs)

    def floor_divide_(self, other, *args, **kwargs):
        """In-place floor_divide: self becomes self.floor_divide(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.floor_divide, "floor_divide_", args, kwargs)

    def fmax(self, other, *args, **kwargs):
        """Elementwise fn.fmax of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, fn.fmax, "fmax", args, kwargs)

    def fmin(self, other, *args, **kwargs):
        """Elementwise fn.fmin of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, fn.fmin, "fmin", args, kwargs)

    def fmod(self, other, *args, **kwargs):
        """Elementwise np.fmod of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.fmod, "fmod", args, kwargs)

    def fmod_(self, other, *args, **kwargs):
        """In-place fmod: self becomes self.fmod(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.fmod, "fmod_", args, kwargs)

    def logaddexp(self, other, *args, **kwargs):
        """Elementwise np.logaddexp of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.logaddexp, "logaddexp", args, kwargs)

    def logaddexp2(self, other, *args, **kwargs):
        """Elementwise np.logaddexp2 of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.logaddexp2, "logaddexp2", args, kwargs)

    def maximum(self, other, *args, **kwargs):
        """Elementwise np.maximum of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.maximum, "maximum", args, kwargs)

    def minimum(self, other, *args, **kwargs):
        """Elementwise np.minimum of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.minimum, "minimum", args, kwargs)

    def mul(self, other, *args, **kwargs):
        """Elementwise np.multiply of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.multiply, "mul", args, kwargs)

    def mul_(self, other, *args, **kwargs):
        """In-place mul: self becomes self.mul(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.multiply, "mul_", args, kwargs)

    def multiply(self, other, *args, **kwargs):
        """Elementwise np.multiply of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.multiply, "multiply", args, kwargs)

    def multiply_(self, other, *args, **kwargs):
        """In-place multiply: self becomes self.multiply(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.multiply, "multiply_", args, kwargs)

    def nextafter(self, other, *args, **kwargs):
        """Elementwise np.nextafter of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.nextafter, "nextafter", args, kwargs)

    def nextafter_(self, other, *args, **kwargs):
        """In-place nextafter: self becomes self.nextafter(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.nextafter, "nextafter_", args, kwargs)

    def pow(self, other, *args, **kwargs):
        """Elementwise fn.power of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, fn.power, "pow", args, kwargs)

    def pow_(self, other, *args, **kwargs):
        """In-place pow: self becomes self.pow(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, fn.power, "pow_", args, kwargs)

    def remainder(self, other, *args, **kwargs):
        """Elementwise np.remainder of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.remainder, "remainder", args, kwargs)

    def remainder_(self, other, *args, **kwargs):
        """In-place remainder: self becomes self.remainder(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.remainder, "remainder_", args, kwargs)

    def sub(self, other, *args, **kwargs):
        """Elementwise fn.sub of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, fn.sub, "sub", args, kwargs)

    def sub_(self, other, *args, **kwargs):
        """In-place sub: self becomes self.sub(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, fn.sub, "sub_", args, kwargs)

    def subtract(self, other, *args, **kwargs):
        """Elementwise fn.sub of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, fn.sub, "subtract", args, kwargs)

    def subtract_(self, other, *args, **kwargs):
        """In-place subtract: self becomes self.subtract(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, fn.sub, "subtract_", args, kwargs)

    def true_divide(self, other, *args, **kwargs):
        """Elementwise np.true_divide of self and other (a MaskedTensor, array or number) where both are valid: the output mask is self's mask AND other's (a plain operand is fully valid); masked-out results are 0."""
        return _core.binary(self, other, np.true_divide, "true_divide", args, kwargs)

    def true_divide_(self, other, *args, **kwargs):
        """In-place true_divide: self becomes self.true_divide(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.true_divide, "true_divide_", args, kwargs)

    # -- compare (ops.yaml: masked_tensor.families.compare): _core.binary --------------------------------

    def eq(self, other, *args, **kwargs):
        """Elementwise np.equal of self and other where both are valid (a bool MaskedTensor; output mask = self's mask AND other's). The in-place form writes the result (0 or 1) in self's dtype, like torch."""
        return _core.binary(self, other, np.equal, "eq", args, kwargs)

    def eq_(self, other, *args, **kwargs):
        """In-place eq: self becomes self.eq(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.equal, "eq_", args, kwargs)

    def ge(self, other, *args, **kwargs):
        """Elementwise np.greater_equal of self and other where both are valid (a bool MaskedTensor; output mask = self's mask AND other's). The in-place form writes the result (0 or 1) in self's dtype, like torch."""
        return _core.binary(self, other, np.greater_equal, "ge", args, kwargs)

    def ge_(self, other, *args, **kwargs):
        """In-place ge: self becomes self.ge(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.greater_equal, "ge_", args, kwargs)

    def greater(self, other, *args, **kwargs):
        """Elementwise np.greater of self and other where both are valid (a bool MaskedTensor; output mask = self's mask AND other's). The in-place form writes the result (0 or 1) in self's dtype, like torch."""
        return _core.binary(self, other, np.greater, "greater", args, kwargs)

    def greater_(self, other, *args, **kwargs):
        """In-place greater: self becomes self.greater(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.greater, "greater_", args, kwargs)

    def greater_equal(self, other, *args, **kwargs):
        """Elementwise np.greater_equal of self and other where both are valid (a bool MaskedTensor; output mask = self's mask AND other's). The in-place form writes the result (0 or 1) in self's dtype, like torch."""
        return _core.binary(self, other, np.greater_equal, "greater_equal", args, kwargs)

    def greater_equal_(self, other, *args, **kwargs):
        """In-place greater_equal: self becomes self.greater_equal(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.greater_equal, "greater_equal_", args, kwargs)

    def gt(self, other, *args, **kwargs):
        """Elementwise np.greater of self and other where both are valid (a bool MaskedTensor; output mask = self's mask AND other's). The in-place form writes the result (0 or 1) in self's dtype, like torch."""
        return _core.binary(self, other, np.greater, "gt", args, kwargs)

    def gt_(self, other, *args, **kwargs):
        """In-place gt: self becomes self.gt(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.greater, "gt_", args, kwargs)

    def le(self, other, *args, **kwargs):
        """Elementwise np.less_equal of self and other where both are valid (a bool MaskedTensor; output mask = self's mask AND other's). The in-place form writes the result (0 or 1) in self's dtype, like torch."""
        return _core.binary(self, other, np.less_equal, "le", args, kwargs)

    def le_(self, other, *args, **kwargs):
        """In-place le: self becomes self.le(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.less_equal, "le_", args, kwargs)

    def less(self, other, *args, **kwargs):
        """Elementwise np.less of self and other where both are valid (a bool MaskedTensor; output mask = self's mask AND other's). The in-place form writes the result (0 or 1) in self's dtype, like torch."""
        return _core.binary(self, other, np.less, "less", args, kwargs)

    def less_(self, other, *args, **kwargs):
        """In-place less: self becomes self.less(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.less, "less_", args, kwargs)

    def less_equal(self, other, *args, **kwargs):
        """Elementwise np.less_equal of self and other where both are valid (a bool MaskedTensor; output mask = self's mask AND other's). The in-place form writes the result (0 or 1) in self's dtype, like torch."""
        return _core.binary(self, other, np.less_equal, "less_equal", args, kwargs)

    def less_equal_(self, other, *args, **kwargs):
        """In-place less_equal: self becomes self.less_equal(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.less_equal, "less_equal_", args, kwargs)

    def lt(self, other, *args, **kwargs):
        """Elementwise np.less of self and other where both are valid (a bool MaskedTensor; output mask = self's mask AND other's). The in-place form writes the result (0 or 1) in self's dtype, like torch."""
        return _core.binary(self, other, np.less, "lt", args, kwargs)

    def lt_(self, other, *args, **kwargs):
        """In-place lt: self becomes self.lt(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.less, "lt_", args, kwargs)

    def ne(self, other, *args, **kwargs):
        """Elementwise np.not_equal of self and other where both are valid (a bool MaskedTensor; output mask = self's mask AND other's). The in-place form writes the result (0 or 1) in self's dtype, like torch."""
        return _core.binary(self, other, np.not_equal, "ne", args, kwargs)

    def ne_(self, other, *args, **kwargs):
        """In-place ne: self becomes self.ne(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.not_equal, "ne_", args, kwargs)

    def not_equal(self, other, *args, **kwargs):
        """Elementwise np.not_equal of self and other where both are valid (a bool MaskedTensor; output mask = self's mask AND other's). The in-place form writes the result (0 or 1) in self's dtype, like torch."""
        return _core.binary(self, other, np.not_equal, "not_equal", args, kwargs)

    def not_equal_(self, other, *args, **kwargs):
        """In-place not_equal: self becomes self.not_equal(...) (data and mask); the result must
        cast to self's dtype (same_kind), else TypeError and self is unchanged."""
        return _core.binary_(self, other, np.not_equal, "not_equal_", args, kwargs)

    # -- reduction (ops.yaml: masked_tensor.families.reduction): _core.method --------------------------------

    def all(self, *args, **kwargs):
        """fn.all_: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, fn.all_, "all", args, kwargs)

    def amax(self, *args, **kwargs):
        """ops.amax: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, ops.amax, "amax", args, kwargs)

    def amin(self, *args, **kwargs):
        """ops.amin: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, ops.amin, "amin", args, kwargs)

    def any(self, *args, **kwargs):
        """fn.any_: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, fn.any_, "any", args, kwargs)

    def argmax(self, *args, **kwargs):
        """ops.argmax: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, ops.argmax, "argmax", args, kwargs)

    def argmin(self, *args, **kwargs):
        """ops.argmin: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, ops.argmin, "argmin", args, kwargs)

    def mean(self, *args, **kwargs):
        """ops.mean: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, ops.mean, "mean", args, kwargs)

    def norm(self, *args, **kwargs):
        """ops.norm: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, ops.norm, "norm", args, kwargs)

    def prod(self, *args, **kwargs):
        """ops.prod: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, ops.prod, "prod", args, kwargs)

    def softmax(self, *args, **kwargs):
        """ops.softmax: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, ops.softmax, "softmax", args, kwargs)

    def std(self, *args, **kwargs):
        """ops.std: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, ops.std, "std", args, kwargs)

    def sum(self, *args, **kwargs):
        """ops.sum: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, ops.sum, "sum", args, kwargs)

    def var(self, *args, **kwargs):
        """ops.var: the function of tensorplay.masked on this MaskedTensor (its mask is the mask= of the call); returns a MaskedTensor whose mask is any(mask) over the reduced dims (the input's mask for softmax)."""
        return _core.method(self, ops.var, "var", args, kwargs)

    # -- structural (ops.yaml: masked_tensor.families.structural): _core.structural --------------------------------

    def clone(self, *args, **kwargs):
        """fn.clone applied to data and mask together (the same view or copy of both)."""
        return _core.structural(self, fn.clone, "clone", args, kwargs)

    def contiguous(self, *args, **kwargs):
        """fn.contiguous applied to data and mask together (the same view or copy of both)."""
        return _core.structural(self, fn.contiguous, "contiguous", args, kwargs)

    def expand(self, *args, **kwargs):
        """fn.expand applied to data and mask together (the same view or copy of both)."""
        return _core.structural(self, fn.expand, "expand", args, kwargs)

    def index(self, *args, **kwargs):
        """fn.index applied to data and mask together (the same view or copy of both)."""
        return _core.structural(self, fn.index, "index", args, kwargs)

    def select(self, *args, **kwargs):
        """fn.select applied to data and mask together (the same view or copy of both)."""
        return _core.structural(self, fn.select, "select", args, kwargs)

    def slice(self, *args, **kwargs):
        """fn.slice_ applied to data and mask together (the same view or copy of both)."""
        return _core.structural(self, fn.slice_, "slice", args, kwargs)

    def split(self, *args, **kwargs):
        """fn.split applied to data and mask together (the same view or copy of both)."""
        return _core.structural(self, fn.split, "split", args, kwargs)

    def t(self, *args, **kwargs):
        """fn.t applied to data and mask together (the same view or copy of both)."""
        return _core.structural(self, fn.t, "t", args, kwargs)

    def transpose(self, *args, **kwargs):
        """fn.transpose applied to data and mask together (the same view or copy of both)."""
        return _core.structural(self, fn.transpose, "transpose", args, kwargs)

    def unfold(self, *args, **kwargs):
        """fn.unfold applied to data and mask together (the same view or copy of both)."""
        return _core.structural(self, fn.unfold, "unfold", args, kwargs)

    def unsqueeze(self, *args, **kwargs):
        """fn.unsqueeze applied to data and mask together (the same view or copy of both)."""
        return _core.structural(self, fn.unsqueeze, "unsqueeze", args, kwargs)

    def view(self, *args, **kwargs):
        """fn.view applied to data and mask together (the same view or copy of both)."""
        return _core.structural(self, fn.view, "view", args, kwargs)

    # -- combine (ops.yaml: masked_tensor.families.combine): _core.combine --------------------------------

    @staticmethod
    def cat(tensors, *args, **kwargs):
        """fn.cat of a list of MaskedTensors (plain arrays count as fully valid): data and masks alike. Call it on the class: MaskedTensor.cat(tensors, dim)."""
        return _core.combine(tensors, fn.cat, "cat", args, kwargs)

    @staticmethod
    def stack(tensors, *args, **kwargs):
        """fn.stack of a list of MaskedTensors (plain arrays count as fully valid): data and masks alike. Call it on the class: MaskedTensor.stack(tensors, dim)."""
        return _core.combine(tensors, fn.stack, "stack", args, kwargs)

    # -- passthrough (ops.yaml: masked_tensor.families.passthrough): _core.method --------------------------------

    def col2im(self, *args, **kwargs):
        """fn.col2im (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.col2im, "col2im", args, kwargs)

    def col_indices(self, *args, **kwargs):
        """fn.col_indices (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.col_indices, "col_indices", args, kwargs)

    def copy_(self, *args, **kwargs):
        """fn.copy_ (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.copy_, "copy_", args, kwargs)

    def crow_indices(self, *args, **kwargs):
        """fn.crow_indices (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.crow_indices, "crow_indices", args, kwargs)

    def detach(self, *args, **kwargs):
        """fn.detach (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.detach, "detach", args, kwargs)

    def im2col(self, *args, **kwargs):
        """fn.im2col (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.im2col, "im2col", args, kwargs)

    def indices(self, *args, **kwargs):
        """fn.indices (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.indices, "indices", args, kwargs)

    def is_contiguous(self, *args, **kwargs):
        """fn.is_contiguous (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.is_contiguous, "is_contiguous", args, kwargs)

    def is_same_size(self, *args, **kwargs):
        """fn.is_same_size (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.is_same_size, "is_same_size", args, kwargs)

    def item(self, *args, **kwargs):
        """fn.item (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.item, "item", args, kwargs)

    def new_empty_strided(self, *args, **kwargs):
        """fn.new_empty_strided (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.new_empty_strided, "new_empty_strided", args, kwargs)

    def ones_like(self, *args, **kwargs):
        """fn.ones_like (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.ones_like, "ones_like", args, kwargs)

    def select_backward(self, *args, **kwargs):
        """fn.select_backward (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.select_backward, "select_backward", args, kwargs)

    def slice_backward(self, *args, **kwargs):
        """fn.slice_backward (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.slice_backward, "slice_backward", args, kwargs)

    def stride(self, *args, **kwargs):
        """fn.stride (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.stride, "stride", args, kwargs)

    def to(self, *args, **kwargs):
        """fn.to (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.to, "to", args, kwargs)

    def to_dense(self, *args, **kwargs):
        """fn.to_dense (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.to_dense, "to_dense", args, kwargs)

    def to_scipy(self, *args, **kwargs):
        """fn.to_scipy (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.to_scipy, "to_scipy", args, kwargs)

    def to_sparse(self, *args, **kwargs):
        """fn.to_sparse (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.to_sparse, "to_sparse", args, kwargs)

    def to_sparse_coo(self, *args, **kwargs):
        """fn.to_sparse (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.to_sparse, "to_sparse_coo", args, kwargs)

    def to_sparse_csr(self, *args, **kwargs):
        """fn.to_sparse_csr (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.to_sparse_csr, "to_sparse_csr", args, kwargs)

    def unfold_backward(self, *args, **kwargs):
        """fn.unfold_backward (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.unfold_backward, "unfold_backward", args, kwargs)

    def values(self, *args, **kwargs):
        """fn.values (see its documentation in tensorplay/masked/_masked_tensor/adapters.py)."""
        return _core.method(self, fn.values, "values", args, kwargs)

    # -- Python operators (ops.yaml: masked_tensor.operators) ------------------------------------------------

    def __neg__(self):
        return self.neg()

    def __pos__(self):
        return self.positive()

    def __abs__(self):
        return self.abs()

    def __invert__(self):
        return self.bitwise_not()

    def __add__(self, other):
        return self.add(other)

    def __sub__(self, other):
        return self.sub(other)

    def __mul__(self, other):
        return self.mul(other)

    def __truediv__(self, other):
        return self.true_divide(other)

    def __floordiv__(self, other):
        return self.floor_divide(other)

    def __mod__(self, other):
        return self.remainder(other)

    def __pow__(self, other):
        return self.pow(other)

    def __and__(self, other):
        return self.bitwise_and(other)

    def __or__(self, other):
        return self.bitwise_or(other)

    def __xor__(self, other):
        return self.bitwise_xor(other)

    def __lshift__(self, other):
        return self.bitwise_left_shift(other)

    def __rshift__(self, other):
        return self.bitwise_right_shift(other)

    def __eq__(self, other):
        return self.eq(other)

    def __ne__(self, other):
        return self.ne(other)

    def __lt__(self, other):
        return self.lt(other)

    def __le__(self, other):
        return self.le(other)

    def __gt__(self, other):
        return self.gt(other)

    def __ge__(self, other):
        return self.ge(other)

    def __radd__(self, other):
        return _core.binary(self, other, fn.add, "__radd__", reflected=True)

    def __rsub__(self, other):
        return _core.binary(self, other, fn.sub, "__rsub__", reflected=True)

    def __rmul__(self, other):
        return _core.binary(self, other, np.multiply, "__rmul__", reflected=True)

    def __rtruediv__(self, other):
        return _core.binary(self, other, np.true_divide, "__rtruediv__", reflected=True)

    def __rfloordiv__(self, other):
        return _core.binary(self, other, np.floor_divide, "__rfloordiv__", reflected=True)

    def __rmod__(self, other):
        return _core.binary(self, other, np.remainder, "__rmod__", reflected=True)

    def __rpow__(self, other):
        return _core.binary(self, other, fn.power, "__rpow__", reflected=True)

    def __rand__(self, other):
        return _core.binary(self, other, np.bitwise_and, "__rand__", reflected=True)

    def __ror__(self, other):
        return _core.binary(self, other, np.bitwise_or, "__ror__", reflected=True)

    def __rxor__(self, other):
        return _core.binary(self, other, np.bitwise_xor, "__rxor__", reflected=True)

    def __iadd__(self, other):
        return self.add_(other)

    def __isub__(self, other):
        return self.sub_(other)

    def __imul__(self, other):
        return self.mul_(other)

    def __itruediv__(self, other):
        return self.true_divide_(other)

    def __ifloordiv__(self, other):
        return self.floor_divide_(other)

    def __imod__(self, other):
        return self.remainder_(other)

    def __ipow__(self, other):
        return self.pow_(other)

    def __iand__(self, other):
        return self.bitwise_and_(other)

    def __ior__(self, other):
        return self.bitwise_or_(other)

    def __ixor__(self, other):
        return self.bitwise_xor_(other)


# Each method's family (what the tests check it against).
FAMILY_OF = {
    "abs": "unary", "abs_": "unary",
    "absolute": "unary", "absolute_": "unary",
    "acos": "unary", "acos_": "unary",
    "acosh": "unary", "acosh_": "unary",
    "angle": "unary",
    "arccos": "unary", "arccos_": "unary",
    "arccosh": "unary", "arccosh_": "unary",
    "arcsin": "unary", "arcsin_": "unary",
    "arcsinh": "unary", "arcsinh_": "unary",
    "arctan": "unary", "arctan_": "unary",
    "arctanh": "unary", "arctanh_": "unary",
    "asin": "unary", "asin_": "unary",
    "asinh": "unary", "asinh_": "unary",
    "atan": "unary", "atan_": "unary",
    "atanh": "unary", "atanh_": "unary",
    "bitwise_not": "unary", "bitwise_not_": "unary",
    "ceil": "unary", "ceil_": "unary",
    "clamp": "unary", "clamp_": "unary",
    "clip": "unary", "clip_": "unary",
    "conj": "unary",
    "conj_physical": "unary", "conj_physical_": "unary",
    "cos": "unary", "cos_": "unary",
    "cosh": "unary", "cosh_": "unary",
    "deg2rad": "unary", "deg2rad_": "unary",
    "digamma": "unary", "digamma_": "unary",
    "erf": "unary", "erf_": "unary",
    "erfc": "unary", "erfc_": "unary",
    "erfinv": "unary", "erfinv_": "unary",
    "exp": "unary", "exp_": "unary",
    "exp2": "unary", "exp2_": "unary",
    "expm1": "unary", "expm1_": "unary",
    "fix": "unary", "fix_": "unary",
    "floor": "unary", "floor_": "unary",
    "frac": "unary", "frac_": "unary",
    "i0": "unary", "i0_": "unary",
    "isnan": "unary",
    "lgamma": "unary", "lgamma_": "unary",
    "log": "unary", "log_": "unary",
    "log10": "unary", "log10_": "unary",
    "log1p": "unary", "log1p_": "unary",
    "log2": "unary", "log2_": "unary",
    "logit": "unary", "logit_": "unary",
    "nan_to_num": "unary", "nan_to_num_": "unary",
    "neg": "unary", "neg_": "unary",
    "negative": "unary", "negative_": "unary",
    "positive": "unary",
    "rad2deg": "unary", "rad2deg_": "unary",
    "reciprocal": "unary", "reciprocal_": "unary",
    "round": "unary", "round_": "unary",
    "rsqrt": "unary", "rsqrt_": "unary",
    "sgn": "unary", "sgn_": "unary",
    "sigmoid": "unary", "sigmoid_": "unary",
    "sign": "unary", "sign_": "unary",
    "signbit": "unary",
    "sin": "unary", "sin_": "unary",
    "sinc": "unary", "sinc_": "unary",
    "sinh": "unary", "sinh_": "unary",
    "sqrt": "unary", "sqrt_": "unary",
    "square": "unary", "square_": "unary",
    "tan": "unary", "tan_": "unary",
    "tanh": "unary", "tanh_": "unary",
    "trunc": "unary", "trunc_": "unary",
    "add": "binary", "add_": "binary",
    "arctan2": "binary", "arctan2_": "binary",
    "atan2": "binary", "atan2_": "binary",
    "bitwise_and": "binary", "bitwise_and_": "binary",
    "bitwise_left_shift": "binary", "bitwise_left_shift_": "binary",
    "bitwise_or": "binary", "bitwise_or_": "binary",
    "bitwise_right_shift": "binary", "bitwise_right_shift_": "binary",
    "bitwise_xor": "binary", "bitwise_xor_": "binary",
    "div": "binary", "div_": "binary",
    "divide": "binary", "divide_": "binary",
    "floor_divide": "binary", "floor_divide_": "binary",
    "fmax": "binary",
    "fmin": "binary",
    "fmod": "binary", "fmod_": "binary",
    "logaddexp": "binary",
    "logaddexp2": "binary",
    "maximum": "binary",
    "minimum": "binary",
    "mul": "binary", "mul_": "binary",
    "multiply": "binary", "multiply_": "binary",
    "nextafter": "binary", "nextafter_": "binary",
    "pow": "binary", "pow_": "binary",
    "remainder": "binary", "remainder_": "binary",
    "sub": "binary", "sub_": "binary",
    "subtract": "binary", "subtract_": "binary",
    "true_divide": "binary", "true_divide_": "binary",
    "eq": "compare", "eq_": "compare",
    "ge": "compare", "ge_": "compare",
    "greater": "compare", "greater_": "compare",
    "greater_equal": "compare", "greater_equal_": "compare",
    "gt": "compare", "gt_": "compare",
    "le": "compare", "le_": "compare",
    "less": "compare", "less_": "compare",
    "less_equal": "compare", "less_equal_": "compare",
    "lt": "compare", "lt_": "compare",
    "ne": "compare", "ne_": "compare",
    "not_equal": "compare", "not_equal_": "compare",
    "all": "reduction",
    "amax": "reduction",
    "amin": "reduction",
    "any": "reduction",
    "argmax": "reduction",
    "argmin": "reduction",
    "mean": "reduction",
    "norm": "reduction",
    "prod": "reduction",
    "softmax": "reduction",
    "std": "reduction",
    "sum": "reduction",
    "var": "reduction",
    "clone": "structural",
    "contiguous": "structural",
    "expand": "structural",
    "index": "structural",
    "select": "structural",
    "slice": "structural",
    "split": "structural",
    "t": "structural",
    "transpose": "structural",
    "unfold": "structural",
    "unsqueeze": "structural",
    "view": "structural",
    "cat": "combine",
    "stack": "combine",
    "col2im": "passthrough",
    "col_indices": "passthrough",
    "copy_": "passthrough",
    "crow_indices": "passthrough",
    "detach": "passthrough",
    "im2col": "passthrough",
    "indices": "passthrough",
    "is_contiguous": "passthrough",
    "is_same_size": "passthrough",
    "item": "passthrough",
    "new_empty_strided": "passthrough",
    "ones_like": "passthrough",
    "select_backward": "passthrough",
    "slice_backward": "passthrough",
    "stride": "passthrough",
    "to": "passthrough",
    "to_dense": "passthrough",
    "to_scipy": "passthrough",
    "to_sparse": "passthrough",
    "to_sparse_coo": "passthrough",
    "to_sparse_csr": "passthrough",
    "unfold_backward": "passthrough",
    "values": "passthrough",
}
# The callable each method applies.
CALLABLE_OF = {
    "abs": np.absolute,
    "absolute": np.absolute,
    "acos": np.arccos,
    "acosh": np.arccosh,
    "angle": np.angle,
    "arccos": np.arccos,
    "arccosh": np.arccosh,
    "arcsin": np.arcsin,
    "arcsinh": np.arcsinh,
    "arctan": np.arctan,
    "arctanh": np.arctanh,
    "asin": np.arcsin,
    "asinh": np.arcsinh,
    "atan": np.arctan,
    "atanh": np.arctanh,
    "bitwise_not": np.invert,
    "ceil": np.ceil,
    "clamp": fn.clamp,
    "clip": fn.clamp,
    "conj": np.conjugate,
    "conj_physical": np.conjugate,
    "cos": np.cos,
    "cosh": np.cosh,
    "deg2rad": np.deg2rad,
    "digamma": special.digamma,
    "erf": special.erf,
    "erfc": special.erfc,
    "erfinv": special.erfinv,
    "exp": np.exp,
    "exp2": np.exp2,
    "expm1": np.expm1,
    "fix": np.trunc,
    "floor": np.floor,
    "frac": fn.frac,
    "i0": special.i0,
    "isnan": np.isnan,
    "lgamma": special.lgamma,
    "log": np.log,
    "log10": np.log10,
    "log1p": np.log1p,
    "log2": np.log2,
    "logit": fn.logit,
    "nan_to_num": fn.nan_to_num,
    "neg": np.negative,
    "negative": np.negative,
    "positive": np.positive,
    "rad2deg": np.rad2deg,
    "reciprocal": fn.reciprocal,
    "round": fn.round_,
    "rsqrt": fn.rsqrt,
    "sgn": fn.sgn,
    "sigmoid": special.sigmoid,
    "sign": np.sign,
    "signbit": np.signbit,
    "sin": np.sin,
    "sinc": special.sinc,
    "sinh": np.sinh,
    "sqrt": np.sqrt,
    "square": np.square,
    "tan": np.tan,
    "tanh": np.tanh,
    "trunc": np.trunc,
    "add": fn.add,
    "arctan2": np.arctan2,
    "atan2": np.arctan2,
    "bitwise_and": np.bitwise_and,
    "bitwise_left_shift": np.left_shift,
    "bitwise_or": np.bitwise_or,
    "bitwise_right_shift": np.right_shift,
    "bitwise_xor": np.bitwise_xor,
    "div": fn.div,
    "divide": fn.div,
    "floor_divide": np.floor_divide,
    "fmax": fn.fmax,
    "fmin": fn.fmin,
    "fmod": np.fmod,
    "logaddexp": np.logaddexp,
    "logaddexp2": np.logaddexp2,
    "maximum": np.maximum,
    "minimum": np.minimum,
    "mul": np.multiply,
    "multiply": np.multiply,
    "nextafter": np.nextafter,
    "pow": fn.power,
    "remainder": np.remainder,
    "sub": fn.sub,
    "subtract": fn.sub,
    "true_divide": np.true_divide,
    "eq": np.equal,
    "ge": np.greater_equal,
    "greater": np.greater,
    "greater_equal": np.greater_equal,
    "gt": np.greater,
    "le": np.less_equal,
    "less": np.less,
    "less_equal": np.less_equal,
    "lt": np.less,
    "ne": np.not_equal,
    "not_equal": np.not_equal,
    "all": fn.all_,
    "amax": ops.amax,
    "amin": ops.amin,
    "any": fn.any_,
    "argmax": ops.argmax,
    "argmin": ops.argmin,
    "mean": ops.mean,
    "norm": ops.norm,
    "prod": ops.prod,
    "softmax": ops.softmax,
    "std": ops.std,
    "sum": ops.sum,
    "var": ops.var,
    "clone": fn.clone,
    "contiguous": fn.contiguous,
    "expand": fn.expand,
    "index": fn.index,
    "select": fn.select,
    "slice": fn.slice_,
    "split": fn.split,
    "t": fn.t,
    "transpose": fn.transpose,
    "unfold": fn.unfold,
    "unsqueeze": fn.unsqueeze,
    "view": fn.view,
    "cat": fn.cat,
    "stack": fn.stack,
    "col2im": fn.col2im,
    "col_indices": fn.col_indices,
    "copy_": fn.copy_,
    "crow_indices": fn.crow_indices,
    "detach": fn.detach,
    "im2col": fn.im2col,
    "indices": fn.indices,
    "is_contiguous": fn.is_contiguous,
    "is_same_size": fn.is_same_size,
    "item": fn.item,
    "new_empty_strided": fn.new_empty_strided,
    "ones_like": fn.ones_like,
    "select_backward": fn.select_backward,
    "slice_backward": fn.slice_backward,
    "stride": fn.stride,
    "to": fn.to,
    "to_dense": fn.to_dense,
    "to_scipy": fn.to_scipy,
    "to_sparse": fn.to_sparse,
    "to_sparse_coo": fn.to_sparse,
    "to_sparse_csr": fn.to_sparse_csr,
    "unfold_backward": fn.unfold_backward,
    "values": fn.values,
}
# numpy functions routed by __array_function__: (the method or array function, numpy's
# defaults, whether numpy's axis=None runs it along the flattened tensor).
NUMPY_FUNCTIONS = {
    np.sum: (MaskedTensor.sum, {}, False),
    np.prod: (MaskedTensor.prod, {}, False),
    np.mean: (MaskedTensor.mean, {}, False),
    np.var: (MaskedTensor.var, {'correction': 0}, False),
    np.std: (MaskedTensor.std, {'correction': 0}, False),
    np.amax: (MaskedTensor.amax, {}, False),
    np.max: (MaskedTensor.amax, {}, False),
    np.amin: (MaskedTensor.amin, {}, False),
    np.min: (MaskedTensor.amin, {}, False),
    np.argmax: (MaskedTensor.argmax, {}, False),
    np.argmin: (MaskedTensor.argmin, {}, False),
    np.all: (MaskedTensor.all, {}, False),
    np.any: (MaskedTensor.any, {}, False),
    np.concatenate: (MaskedTensor.cat, {}, False),
    np.stack: (MaskedTensor.stack, {}, False),
    np.clip: (MaskedTensor.clamp, {}, False),
    np.round: (MaskedTensor.round, {}, False),
    np.isnan: (MaskedTensor.isnan, {}, False),
    np.nan_to_num: (MaskedTensor.nan_to_num, {}, False),
    np.expand_dims: (MaskedTensor.unsqueeze, {}, False),
    np.swapaxes: (MaskedTensor.transpose, {}, False),
    np.reshape: (MaskedTensor.view, {}, False),
    np.broadcast_to: (MaskedTensor.expand, {}, False),
    np.shape: (MaskedTensor.size, {}, False),
    np.ndim: (MaskedTensor.dim, {}, False),
    np.copy: (MaskedTensor.clone, {}, False),
    np.cumsum: (ops.cumsum, {}, True),
    np.cumprod: (ops.cumprod, {}, True),
    np.quantile: (ops.quantile, {}, False),
}

# The class and what its methods run, registered with the core (which imports
# neither this module nor the front end): the families' fused kernels, looked
# up by (method, dtype, variant), the compiled checks of the binary ones, and
# the compiled zeroing of the numpy path's masked-out results.
_core.register(MaskedTensor, array_functions=NUMPY_FUNCTIONS, fused_binary=_front.fused_binary,
               zero_masked=_front.zero_masked,
               fused=_k_mt.KERNELS)
# ... and its sparse subclass (the COO and CSR layouts: tensorplay/masked/_sparse/).
_sparse_tensor.register(MaskedTensor, structural={
    fn.clone: "copy",
    fn.contiguous: "copy",
    fn.expand: "expand",
    fn.select: "select",
    fn.slice_: "slice",
    fn.split: "split",
    fn.t: "permute",
    fn.transpose: "permute",
    fn.unsqueeze: "unsqueeze",
    fn.view: "reshape",
    fn.cat: "cat",
    fn.stack: "stack",
})
