"""Bad input gets a clear, specific error naming the argument (SPEC §6), raised
before anything is written, with the inputs unchanged."""
import numpy as np
import pytest

import tensorplay.masked as masked

X = np.arange(24.0).reshape(2, 3, 4)


@pytest.mark.parametrize("dim, exc, match", [
    (3, IndexError, r"sum: dim 3 is out of range for a 3-d input \(expected -3..2\)"),
    (-4, IndexError, r"dim -4 is out of range"),
    ((0, -3), ValueError, r"sum: dim \(0, -3\) names a dimension more than once"),
    ((1, 1), ValueError, r"more than once"),
    (1.0, TypeError, r"sum: dim must be an int, a tuple of ints or None; got 1.0"),
    ("0", TypeError, r"dim must be an int"),
    (True, TypeError, r"dim must be an int"),
])
def test_bad_dim(dim, exc, match):
    with pytest.raises(exc, match=match):
        masked.sum(X, dim)


def test_argmax_takes_no_tuple():
    with pytest.raises(TypeError, match=r"argmax: dim must be an int or None; got tuple \(0, 1\)"):
        masked.argmax(X, (0, 1))


def test_zero_d_accepts_only_0_and_minus_1():
    x = np.array(5.0)
    for dim in (None, (), 0, -1):
        assert masked.sum(x, dim).shape == ()
    with pytest.raises(IndexError, match="out of range for a 0-d input"):
        masked.sum(x, 1)


@pytest.mark.parametrize("mask, exc, match", [
    (np.ones((2, 3, 4), np.float64), TypeError,
     r"sum: mask must be a bool or integer array \(True/nonzero = valid\); got dtype float64"),
    (np.ones((1, 2, 3, 4), bool), ValueError, r"sum: mask has 4 dims but the input has 3"),
    (np.ones((3, 3), bool), ValueError,
     r"sum: mask of shape \(3, 3\) does not broadcast to the input's shape \(2, 3, 4\)"),
    (["a"] * 4, TypeError, r"mask must be a bool or integer array"),
])
def test_bad_mask(mask, exc, match):
    with pytest.raises(exc, match=match):
        masked.sum(X, mask=mask)


def test_int_mask_nonzero_is_valid():
    mask = np.array([0, 3, -1, 0])
    assert masked.sum(np.arange(4), mask=mask) == 1 + 2


def test_bad_input_dtype():
    with pytest.raises(TypeError, match=r"amax: input has dtype complex128; expected one of bool, "):
        masked.amax(np.ones(3, complex))
    with pytest.raises(TypeError, match=r"logsumexp: input has dtype complex64"):
        masked.logsumexp(np.ones(3, np.complex64))
    with pytest.raises(TypeError, match=r"sum: input has dtype <U1"):
        masked.sum(["a", "b"])
    with pytest.raises(TypeError, match=r"sum: input must be array-like"):
        masked.sum([[1, 2], [3]])


def test_bad_dtype_argument():
    with pytest.raises(TypeError, match=r"sum: dtype must be a numpy dtype or its name; got 'nope'"):
        masked.sum(X, dtype="nope")
    with pytest.raises(TypeError, match=r"mean: cannot compute in dtype int32; the result is floating"):
        masked.mean(X, dtype=np.int32)
    with pytest.raises(TypeError, match=r"sum: cannot compute in dtype object"):
        masked.sum(X, dtype=object)


def test_var_parameters():
    with pytest.raises(TypeError, match=r"var: pass either unbiased= or correction=, not both"):
        masked.var(X, 0, True, correction=1)
    with pytest.raises(TypeError, match=r"std: unbiased must be a bool; got 'yes'"):
        masked.std(X, 0, "yes")
    with pytest.raises(TypeError, match=r"var: correction must be a real number; got nan"):
        masked.var(X, correction=float("nan"))


@pytest.mark.parametrize("ord", ["fro", None, 1j, float("nan"), True])
def test_norm_ord(ord):
    with pytest.raises(TypeError, match=r"norm: ord must be a real number \(inf, -inf, 0 or any p\); got"):
        masked.norm(X, ord)


def test_keepdim_must_be_bool():
    with pytest.raises(TypeError, match=r"sum: keepdim must be a bool; got 1"):
        masked.sum(X, 0, keepdim=1)


def test_inputs_unchanged_after_errors():
    x = X.copy()
    mask = np.ones((3, 3), bool)
    with pytest.raises(ValueError):
        masked.sum(x, mask=mask)
    np.testing.assert_array_equal(x, X)
    assert mask.all()
