"""tp_log1p and tp_expm1 (tp_support.h), the fused MaskedTensor log1p and
expm1 (issue 27, item 1), against mpmath and numpy.  numpy's float64 log1p
and expm1 on an AVX2 machine are glibc's (0.73 and 0.75 ulp on these
samples); ours must be within 0.52 ulp and never worse than numpy's."""
import itertools

import mpmath
import numpy as np
import pytest

import tensorplay.masked as tm
from tensorplay.masked._csrc import _native

FUNCS = {"log1p": mpmath.log1p, "expm1": mpmath.expm1}
# float32's own forms, (scalar, block): tp_log1pf and tp_expm1f
F32 = {"log1p": (_native.log1pf, _native.log1pf_array), "expm1": (_native.expm1f, _native.expm1f_array)}


def _samples(name: str, rng, n: int) -> np.ndarray:
    tiny = rng.uniform(-1, 1, n // 8) * 10.0 ** rng.uniform(-300, 0, n // 8)
    if name == "log1p":
        return np.concatenate([2.0 ** rng.uniform(-1074, 1023.9, n // 4), -1 + 2.0 ** rng.uniform(-53, -1, n // 8),
                               rng.uniform(-0.07, 0.07, n // 4), rng.uniform(-1, 3, n // 4), tiny])
    return np.concatenate([rng.uniform(-45, 45, n // 4), rng.uniform(-0.3, 0.3, n // 4), rng.uniform(-1, 1, n // 8),
                           rng.uniform(700, 709.78, n // 8), rng.uniform(-750, -30, n // 8), tiny])


def _ulps(got: np.ndarray, x: np.ndarray, exact_fn, mantissa: int = 52) -> np.ndarray:
    """|got - exact| in ulps of the exact value (the format's: 52 or 23 bits)."""
    out = np.empty(x.size)
    with mpmath.workdps(60):
        for i, (g, v) in enumerate(zip(got, x)):
            e = exact_fn(mpmath.mpf(float(v)))
            if not mpmath.isfinite(e) or abs(e) > mpmath.mpf(2) ** 1024:
                out[i] = 0.0 if np.isinf(g) and (g > 0) == (e > 0) else np.inf
                continue
            if e == 0:
                out[i] = 0.0 if g == 0 else np.inf
                continue
            ulp = mpmath.mpf(2) ** (int(mpmath.floor(mpmath.log(abs(e), 2))) - mantissa)
            out[i] = float(abs(mpmath.mpf(float(g)) - e) / ulp)
    return out


@pytest.mark.parametrize("name", sorted(FUNCS))
def test_within_0_52_ulp_and_numpys_error_over_the_whole_range(name):
    """Every finite result within 0.52 ulp of mpmath's exact value (the
    method's bound: 0.5 plus the low-order terms' rounding), and no worse than
    numpy's on the same samples: the near-0 polynomial, the table path, the
    switch between them, x near -1 (log1p) and the overflow edge (expm1)."""
    xs = _samples(name, np.random.default_rng(23), 6000)
    ours = _ulps(getattr(_native, name)(xs), xs, FUNCS[name])
    with np.errstate(all="ignore"):
        numpys = _ulps(getattr(np, name)(xs), xs, FUNCS[name])
    assert ours.max() <= 0.52, (ours.max(), xs[ours.argmax()])
    assert ours.max() <= numpys.max(), (ours.max(), numpys.max())


SPECIALS = {"log1p": [0.0, -0.0, -1.0, np.nextafter(-1, -2), -2.0, -np.inf, np.inf, np.nan, 5e-324, -5e-324,
                      1.7976931348623157e308, np.nextafter(-1, 0), 2.0 ** 53, -0.0625, 0.064697265625, 1e-170],
            "expm1": [0.0, -0.0, np.inf, -np.inf, np.nan, 709.78, 709.782712893384, 709.7827128933841, 710.0,
                      -40.0, -45.0, -1000.0, 5e-324, -5e-324, 40.0, 37.5, -37.5, 0.25, -0.25, 1e-300]}


@pytest.mark.parametrize("name", sorted(FUNCS))
def test_specials_are_ieee(name):
    """-0 stays -0, log1p(-1) = -inf, below -1 NaN, inf and NaN propagate,
    expm1 overflows to inf past 709.78 and reaches -1 exactly; each equal to
    mpmath's correctly rounded value (or IEEE's special) in sign and bits."""
    xs = np.array(SPECIALS[name])
    got = getattr(_native, name)(xs)
    for x, g in zip(xs, got):
        if np.isnan(x) or (name == "log1p" and x < -1):
            assert np.isnan(g), (x, g)
            continue
        if name == "log1p" and x == -1:
            assert g == -np.inf
            continue
        if x == 0:
            want = x                                    # (mpmath has no -0)
        elif np.isinf(x):
            want = x if name == "log1p" or x > 0 else -1.0
        else:
            with mpmath.workdps(60):
                want = float(FUNCS[name](mpmath.mpf(float(x))))
        assert g == want and np.signbit(g) == np.signbit(want), (x, g, want)


def _bit_patterns(rng) -> np.ndarray:
    bits = rng.integers(0, 2 ** 63, 20000, dtype=np.int64).view(np.float64)
    return np.concatenate([bits, -bits])


@pytest.mark.parametrize("name", sorted(FUNCS))
@pytest.mark.parametrize("pairs", [False, True])
def test_block_forms_are_the_scalar_bit_for_bit(name, pairs):
    # (pairs: the AVX-512 table rows read as 16-byte pairs, the AMD way, instead of by gathers; both
    # run whatever this CPU is: tp_support.h tp_table_pairs)
    was = _native.force_cpu_amd(pairs)
    try:
        _block_forms_are_the_scalar_bit_for_bit(name)
    finally:
        _native.force_cpu_amd(was)


def _block_forms_are_the_scalar_bit_for_bit(name):
    """The block forms (vectorised loops, or with AVX-512 tp_log1p_pd and
    tp_expm1_pd by hand) give the scalar's bits at every length and offset,
    on the samples, the specials, arbitrary bit patterns and runs whose
    blocks all take one path; the float32 ones give their scalar's."""
    rng = np.random.default_rng(5)
    xs = np.concatenate([_samples(name, rng, 20000), SPECIALS[name], _bit_patterns(rng)])
    rng.shuffle(xs)
    # runs of one path each (the AVX-512 forms skip the paths no lane of a block takes)
    xs = np.concatenate([xs, rng.uniform(-0.06, 0.06, 64), rng.uniform(0.3, 3, 64), rng.uniform(41, 709, 64),
                         rng.uniform(-700, -41, 64)])
    with np.errstate(all="ignore"):
        want = getattr(_native, name)(xs)
        want32 = F32[name][0](xs.astype(np.float32))
    for start, n in [(0, len(xs)), (3, 1000), (1, 7), (5, 8), (2, 17), (0, 0), (7, 3)]:
        got = getattr(_native, name + "_array")(xs[start:start + n])
        assert got.view(np.int64).tolist() == want[start:start + n].view(np.int64).tolist(), (start, n)
        with np.errstate(all="ignore"):
            got32 = F32[name][1](xs[start:start + n].astype(np.float32))
        w32 = want32[start:start + n]
        assert np.array_equal(np.isnan(got32), np.isnan(w32))
        ok = ~np.isnan(w32)
        assert got32[ok].tobytes() == w32[ok].tobytes(), (start, n)


@pytest.mark.parametrize("name, bound", [("log1p", 0.50009), ("expm1", 0.50036)])
def test_float32_within_half_an_ulp_and_a_bit(name, bound):
    """float32's own log1p and expm1 compute in double and round once to float:
    tp_log1pf (tp_logf's table and polynomial on 1 + x) within 0.50009 ulp,
    tp_expm1f (a degree-8 polynomial) within 0.50036, as measured over all 2^32
    inputs (tools/f32_exhaustive.c); neither worse than numpy's float32
    functions on the same samples."""
    rng = np.random.default_rng(9)
    xs = _samples(name, rng, 4000).astype(np.float32)
    if name == "expm1":          # (float32's range: below -17.4 the result is -1, above 88.8 inf)
        xs = np.concatenate([xs, rng.uniform(-18, 89, 2000).astype(np.float32)])
    else:                        # (near 0 from both sides, across tp_logf's subinterval holding 1)
        xs = np.concatenate([xs, rng.uniform(-0.05, 0.05, 2000).astype(np.float32),
                             (2.0 ** rng.uniform(-40, -20, 500) * rng.choice([-1, 1], 500)).astype(np.float32)])
    xs = xs[np.isfinite(xs)]
    with np.errstate(all="ignore"):
        ours = _ulps(F32[name][1](xs).astype(np.float64), xs, FUNCS[name], 23)
        numpys = _ulps(getattr(np, name)(xs).astype(np.float64), xs, FUNCS[name], 23)
    ours, numpys = ours[np.isfinite(numpys) | np.isfinite(ours)], numpys[np.isfinite(numpys) | np.isfinite(ours)]
    assert ours.max() <= bound, ours.max()
    assert ours.max() <= numpys.max()


def test_float32_log1p_specials():
    """tp_log1pf's ends in sign and bits, scalar and block forms alike: -0
    stays -0, -1 gives -inf, below -1 (and -inf) NaN, inf inf, NaN NaN; tiny
    and subnormal x (1 + x not exact in double) give x; the largest float
    and -1's neighbour are finite and correctly rounded (mpmath)."""
    f32 = np.float32
    xs = np.array([0.0, -0.0, -1.0, -1.5, -np.inf, np.inf, np.nan, 1e-30, -1e-30, 1e-45, -1e-45, 2.0 ** -29,
                   -(2.0 ** -29), 2.0 ** -30 * 3, np.nextafter(f32(-1), f32(0)), 3.4028235e38, 1.0, 0.5, -0.5,
                   0.0234375, -0.01953125, 2.0 ** 29, 2.0 ** 40 + 2.0 ** 17], f32)
    for got in (_native.log1pf(xs), _native.log1pf_array(np.tile(xs, 3))[:xs.size]):
        for x, g in zip(xs, got):
            if np.isnan(x) or x < -1:
                assert np.isnan(g), (x, g)
                continue
            if x == 0 or x == -1 or np.isinf(x):
                want = x if x == 0 or x > 0 else f32(-np.inf)
            else:
                with mpmath.workdps(60):
                    want = f32(float(mpmath.log1p(mpmath.mpf(float(x)))))
            assert g == want and np.signbit(g) == np.signbit(want), (x, g, want)


def test_float32_expm1_specials():
    """tp_expm1f's ends, each the correctly rounded float32 (mpmath) or IEEE's
    special, in sign and bits, scalar and block forms alike: -0 stays -0,
    -inf and x below -17.33 give -1, inf and x past 88.72 give inf (88.72 the
    largest float below it: finite), NaN propagates, tiny and subnormal x
    give x, and k = 1 and -1 at the ends of the reduction."""
    f32 = np.float32
    xs = np.array([0.0, -0.0, -np.inf, np.inf, np.nan, -17.0, -17.4, -30.0, -31.0, -1e30, 88.72, 88.7228394,
                   88.7228470, 89.0, 1e30, 1e-30, -1e-30, 1e-45, -1e-45, 1.17549435e-38, 0.34657359, -0.34657359,
                   0.34657362, 1.0397208, -1.0397208], f32)
    for got in (_native.expm1f(xs), _native.expm1f_array(np.tile(xs, 3))[:xs.size]):
        for x, g in zip(xs, got):
            if np.isnan(x):
                assert np.isnan(g)
                continue
            if x == 0 or np.isinf(x):
                want = x if x == 0 or x > 0 else f32(-1)
            else:
                with mpmath.workdps(60):
                    e = mpmath.expm1(mpmath.mpf(float(x)))
                with np.errstate(over="ignore"):
                    want = f32(float(e)) if abs(e) < 2 ** 129 else f32(np.inf)
            assert g == want and np.signbit(g) == np.signbit(want), (x, g, want)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("name", sorted(FUNCS))
def test_masked_tensor_methods_use_them(name, dtype):
    """mt.log1p() / mt.expm1() and their in-place forms: tp_log1p / tp_expm1's
    bits (float32: tp_log1pf's and tp_expm1f's) at valid positions, 0 (new result) or the
    input (in place) at masked-out ones, on runs long and short enough for
    both of the kernel's block cases (all valid, mixed)."""
    rng = np.random.default_rng(3)
    x = _samples(name, rng, 3000).astype(dtype)
    rng.shuffle(x)
    mask = rng.random(x.size) < 0.7
    mask[:600] = True                                   # whole 256-element blocks valid
    with np.errstate(all="ignore"):
        want = getattr(_native, name)(x) if dtype == np.float64 else F32[name][0](x)
        got = getattr(tm.masked_tensor(x, mask), name)()
    data = got.get_data()
    assert np.array_equal(got.get_mask(), mask)
    _same_bits(data[mask], want[mask])
    assert (data[~mask] == 0).all()
    inplace = tm.masked_tensor(x.copy(), mask)
    with np.errstate(all="ignore"):
        getattr(inplace, name + "_")()
    _same_bits(inplace.get_data()[mask], want[mask])
    assert inplace.get_data()[~mask].tobytes() == x[~mask].tobytes()


def _same_bits(got: np.ndarray, want: np.ndarray) -> None:
    nan = np.isnan(want)
    assert np.array_equal(np.isnan(got), nan)
    assert got[~nan].tobytes() == want[~nan].tobytes()
