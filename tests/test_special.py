"""tensorplay.masked.special against mpmath at 50 digits.

Every function is sampled on deterministic grids (np.linspace / np.geomspace)
plus hard points (roots, poles, domain edges, tiny and huge arguments,
integers and half-integers), and its error is measured in ulp of the exact
value: |got - exact| / np.spacing(|exact|), the exact value carried as a
double-double (hi + lo) from mpmath so the measurement itself does not round.
The bounds are the measured maxima of tp_special.h (x86-64-v3 and portable
builds, -ffp-contract on and off), rounded up to a small integer; erf, erfc
and lgamma are glibc's and get glibc's documented bounds.  Special values
(inf, nan, signed zeros, domain edges, poles) are checked exactly, and a
float32 input must give the float64 result rounded to float32 within 1 ulp
of float32.
"""
import math
from pathlib import Path

import mpmath
import numpy as np
import pytest

from tensorplay.masked import special   # tensorplay.masked.special

DPS = 50
EPS = 2.0 ** -52


# ---------------------------------------------------------------- helpers

def mp_ref(fn, xs):
    """fn at the doubles xs, as double-double (hi, lo) arrays (hi = the exact
    value rounded to float64, inf beyond the range)."""
    xs = np.asarray(xs, dtype=np.float64)
    hi = np.empty(xs.shape)
    lo = np.zeros(xs.shape)
    with mpmath.workdps(DPS):
        for i, x in enumerate(xs.flat):
            v = fn(mpmath.mpf(float(x)))
            h = float(v)
            hi.flat[i] = h
            if math.isfinite(h):
                lo.flat[i] = float(v - h)
    return hi, lo


def ulp_error(got, ref_hi, ref_lo=None):
    """|got - ref| in units of np.spacing(|ref|) of got's dtype (float64 or
    float32); ref = ref_hi + ref_lo.  Equal infinities and nan/nan count 0, a
    finite/inf/nan mismatch counts inf."""
    got = np.asarray(got)
    dt = got.dtype
    hi = np.asarray(ref_hi).astype(dt)
    lo = np.zeros(hi.shape, dt) if ref_lo is None else np.asarray(ref_lo).astype(dt)
    err = np.full(got.shape, np.inf)
    fin = np.isfinite(got) & np.isfinite(hi)
    with np.errstate(over="ignore", invalid="ignore"):
        diff = (got[fin] - hi[fin]) - lo[fin]      # got - hi is exact when they are close
        err[fin] = np.abs(diff.astype(np.float64)) / np.spacing(np.abs(hi[fin])).astype(np.float64)
    err[(np.isnan(got) & np.isnan(hi)) | (np.isinf(hi) & (got == hi))] = 0.0
    return err


def check_ulp(name, xs, ref, bound):
    xs = np.asarray(xs, dtype=np.float64)
    got = getattr(special, name)(xs)
    assert got.dtype == np.float64 and got.shape == xs.shape
    hi, lo = mp_ref(ref, xs)
    err = ulp_error(got, hi, lo)
    i = int(np.argmax(err))
    assert err[i] <= bound, f"{name}({xs[i]!r}) = {got[i]!r}, exact {hi[i]!r} + {lo[i]!r}: {err[i]:.3g} ulp > {bound}"
    return float(err[i])


def check_float32(name, xs, ref):
    """float32 in -> float32 out, within 1 float32 ulp of the float64 exact
    value rounded to float32."""
    xs32 = np.asarray(xs, dtype=np.float32)
    got = getattr(special, name)(xs32)
    assert got.dtype == np.float32 and got.shape == xs32.shape
    hi, _ = mp_ref(ref, xs32.astype(np.float64))
    with np.errstate(over="ignore"):
        ref32 = hi.astype(np.float32)
    err = ulp_error(got, ref32)
    i = int(np.argmax(err))
    assert err[i] <= 1.0, f"{name}(float32 {xs32[i]!r}) = {got[i]!r}, want {ref32[i]!r}: {err[i]:.3g} ulp"


def check_special_values(name, pairs):
    xs = np.array([p[0] for p in pairs], dtype=np.float64)
    want = np.array([p[1] for p in pairs], dtype=np.float64)
    got = getattr(special, name)(xs)
    for x, g, w in zip(xs, got, want):
        if np.isnan(w):
            assert np.isnan(g), f"{name}({x!r}) = {g!r}, want nan"
        else:
            assert g == w and np.signbit(g) == np.signbit(w), f"{name}({x!r}) = {g!r}, want {w!r}"


def around(points, k=4):
    """points and their k neighbouring doubles on each side."""
    points = np.asarray(points, dtype=np.float64)
    out = [points]
    up, down = points.copy(), points.copy()
    for _ in range(k):
        up, down = np.nextafter(up, np.inf), np.nextafter(down, -np.inf)
        out += [up, down]
    return np.concatenate(out)


def both_signs(xs):
    xs = np.asarray(xs, dtype=np.float64)
    return np.concatenate([xs, -xs])


def non_integers(xs):
    xs = np.asarray(xs, dtype=np.float64)
    return xs[np.rint(xs) != xs]


# ---------------------------------------------------------------- references

def ref_erf(x): return mpmath.erf(x)
def ref_erfc(x): return mpmath.erfc(x)
def ref_erfinv(x): return mpmath.erfinv(x)
def ref_digamma(x): return mpmath.digamma(x)
def ref_i0(x): return mpmath.besseli(0, x)
def ref_sinc(x): return mpmath.sinpi(x) / (mpmath.pi * x) if x != 0 else mpmath.mpf(1)
def ref_logit(p): return mpmath.log(p / (1 - p))
def ref_sigmoid(x): return 1 / (1 + mpmath.exp(-x))


def ref_lgamma(x):
    # loggamma is complex for x < 0: log|gamma| there.
    return mpmath.loggamma(x) if x > 0 else mpmath.log(abs(mpmath.gamma(x)))


PSI_ROOT = 1.4616321449683622        # the positive zero of digamma
PSI_NEGROOT = -0.5040830082644554    # its zero in (-1, 0)
ERFINV_W_SPLIT = math.sqrt(-math.expm1(-6.25))   # where tp_erfinv's first guess changes variable


# ---------------------------------------------------------------- erf, erfc (glibc)

def test_erf_accuracy():
    xs = np.concatenate([np.linspace(-6, 6, 601), both_signs(np.geomspace(1e-300, 1.0, 120)),
                         around([0.84375, 1.25, 2.857, 6.0])])
    check_ulp("erf", xs, ref_erf, 2)


def test_erfc_accuracy():
    xs = np.concatenate([np.linspace(-6, 6, 481), np.linspace(6, 27.2, 200),
                         around([0.84375, 1.25, 2.857, 6.0, 26.5, 27.0]),
                         both_signs(np.geomspace(1e-300, 1e-3, 40))])
    check_ulp("erfc", xs, ref_erfc, 5)       # glibc documents up to 5 ulp for erfc


def test_erf_erfc_special_values():
    check_special_values("erf", [(0.0, 0.0), (-0.0, -0.0), (np.inf, 1.0), (-np.inf, -1.0),
                                 (np.nan, np.nan), (10.0, 1.0), (-10.0, -1.0)])
    check_special_values("erfc", [(0.0, 1.0), (-0.0, 1.0), (np.inf, 0.0), (-np.inf, 2.0),
                                  (np.nan, np.nan), (30.0, 0.0), (-10.0, 2.0)])


# ---------------------------------------------------------------- erfinv

def test_erfinv_accuracy():
    xs = np.concatenate([
        np.linspace(-1, 1, 601)[1:-1],
        both_signs(1 - np.geomspace(2.0 ** -53, 0.5, 240)),     # the tail, up to 1 - 2^-53
        1 - np.arange(1, 40) * 2.0 ** -53,
        both_signs(np.geomspace(1e-300, 0.5, 160)),
        np.geomspace(5e-324, 2.2e-308, 30),                    # subnormal x
        around([0.5, ERFINV_W_SPLIT, 2.0 ** -28, 0.25]),
    ])
    check_ulp("erfinv", xs, ref_erfinv, 2)


def test_erfinv_special_values():
    big = 1.0 + 2.0 ** -52
    check_special_values("erfinv", [(0.0, 0.0), (-0.0, -0.0), (1.0, np.inf), (-1.0, -np.inf),
                                    (big, np.nan), (-big, np.nan), (2.0, np.nan), (np.inf, np.nan),
                                    (-np.inf, np.nan), (np.nan, np.nan)])


def test_erfinv_inverts_erf():
    # |x| <= 2: beyond, the rounding of erf(x) near 1 alone moves erfinv by more.
    xs = np.linspace(-2, 2, 1001)
    np.testing.assert_allclose(special.erfinv(special.erf(xs)), xs, rtol=1e-13, atol=1e-300)


# ---------------------------------------------------------------- lgamma (glibc lgamma_r)

def test_lgamma_accuracy():
    xs = np.concatenate([
        non_integers(np.linspace(-10, 10, 801) + 1e-3),
        np.geomspace(10, 1e300, 150),
        both_signs(np.geomspace(1e-300, 1e-3, 60)),
        around([1.0, 2.0], 6), 1 + np.geomspace(1e-15, 0.1, 30), 2 - np.geomspace(1e-15, 0.1, 30),
        np.linspace(-170.7, -10.3, 150),
        around([-2.4570247382208006, -2.7476826467274127, -3.14358088834998, -3.955294284858598,
                -4.039361839740537, -4.991544640560048, -5.0082181683225935, -5.998607480080875]),  # zeros
        np.nextafter(-np.arange(1, 30.0), 0), np.nextafter(-np.arange(1, 30.0), -np.inf),
    ])
    check_ulp("lgamma", xs, ref_lgamma, 5)   # glibc documents up to 4-5 ulp for lgamma


def test_lgamma_special_values():
    check_special_values("lgamma", [(1.0, 0.0), (2.0, 0.0), (0.0, np.inf), (-0.0, np.inf),
                                    (-1.0, np.inf), (-2.0, np.inf), (-1e20, np.inf), (np.inf, np.inf),
                                    (-np.inf, np.inf), (np.nan, np.nan)])


# ---------------------------------------------------------------- digamma

def test_digamma_accuracy_positive():
    xs = np.concatenate([
        np.linspace(0, 1, 401)[1:],
        np.linspace(1, 8, 701),
        np.geomspace(8, 1e300, 200),
        PSI_ROOT + np.arange(-40, 41) * 2.0 ** -52,             # the root, ulp by ulp
        PSI_ROOT + both_signs(np.geomspace(1e-15, 0.1, 40)),
        PSI_ROOT - 1 + both_signs(np.geomspace(1e-15, 0.1, 20)),   # x in (0, 1) via psi(x + 1)
        np.geomspace(1e-300, 1e-3, 60), np.geomspace(5e-324, 1e-300, 8),
        around((2.0 ** np.arange(0, 3) * np.array([[1.0], [1.125], [1.25], [1.5], [1.875]])).ravel()),
        around([8.0]),
        np.arange(1, 60.0), np.arange(1, 60.0) + 0.5,
    ])
    check_ulp("digamma", xs, ref_digamma, 2)


def test_digamma_accuracy_minus_one_to_zero():
    xs = np.concatenate([
        np.linspace(-1, 0, 401)[1:-1],
        PSI_NEGROOT + np.arange(-40, 41) * 2.0 ** -53,
        PSI_NEGROOT + both_signs(np.geomspace(1e-15, 0.1, 40)),
        -np.geomspace(1e-300, 1e-3, 60),
        -1 + np.geomspace(1.2e-16, 1e-3, 40),
        around(-np.arange(1, 16) / 16.0),
    ])
    check_ulp("digamma", xs, ref_digamma, 2)


def test_digamma_accuracy_below_minus_one():
    """x < -1: psi(x) = psi(-x) + 1/(-x) + pi cot(-pi x).  The error is a few
    ulp of the terms, not of the result: relative accuracy is lost where they
    cancel, at the negative roots of psi (as in scipy and Boost)."""
    xs = np.concatenate([
        non_integers(np.linspace(-10, -1, 541) - 1e-4),
        non_integers(-np.geomspace(10, 1e14, 200)),
        -(np.arange(1, 40.0) + 0.5),
        np.nextafter(-np.arange(1, 40.0), 0), np.nextafter(-np.arange(1, 40.0), -np.inf),
        -np.arange(2, 40.0) + 1e-9, -np.arange(2, 40.0) - 1e-9,
    ])
    got = special.digamma(xs)
    hi, lo = mp_ref(ref_digamma, xs)

    def terms(x):
        return abs(mpmath.digamma(-x)) + 1 / abs(x) + abs(mpmath.pi * mpmath.cot(mpmath.pi * x))
    scale, _ = mp_ref(terms, xs)
    err = np.abs((got - hi) - lo)
    allowed = 2 * EPS * scale + np.spacing(np.abs(hi))
    i = int(np.argmax(err / allowed))
    assert err[i] <= allowed[i], (xs[i], got[i], hi[i], err[i] / (EPS * scale[i]))
    # Away from the roots (no cancellation to speak of) that is a few ulp.
    calm = np.abs(hi) >= 0.25 * scale
    assert ulp_error(got[calm], hi[calm], lo[calm]).max() <= 6


def test_digamma_special_values():
    check_special_values("digamma", [(0.0, -np.inf), (-0.0, np.inf), (-1.0, np.nan), (-2.0, np.nan),
                                     (-1e20, np.nan), (-2.0 ** 52, np.nan), (-np.inf, np.nan),
                                     (np.inf, np.inf), (np.nan, np.nan), (5e-324, -np.inf)])


# ---------------------------------------------------------------- i0

def test_i0_accuracy():
    xs = np.concatenate([
        np.linspace(-16, 16, 641),
        np.linspace(16, 713.9, 500),
        both_signs(np.geomspace(1e-300, 1e-3, 40)),
        around(np.arange(0, 17.0)),
        around([709.0, 713.98, 713.987]),
        -np.linspace(16, 700, 40),
    ])
    check_ulp("i0", xs, ref_i0, 2)


def test_i0_special_values():
    check_special_values("i0", [(0.0, 1.0), (-0.0, 1.0), (np.inf, np.inf), (-np.inf, np.inf),
                                (np.nan, np.nan), (714.0, np.inf), (-714.0, np.inf), (1e300, np.inf)])


# ---------------------------------------------------------------- sinc

def test_sinc_accuracy():
    k = np.arange(1, 64.0)
    half = np.arange(0, 64.0) + 0.5
    xs = np.concatenate([
        np.linspace(-10, 10, 801),
        both_signs(np.geomspace(1e-300, 0.25, 80)),
        k + 1e-9, k - 1e-9, k + 1e-3, k - 1e-3, np.nextafter(k, 0), np.nextafter(k, np.inf),   # next to integers
        both_signs(half), np.nextafter(half, 0), np.nextafter(half, np.inf), half + 0.2499, half - 0.2499,
        np.geomspace(10, 2.0 ** 52, 300),
        np.nextafter(np.round(np.geomspace(1e3, 2.0 ** 50, 60)), np.inf),   # integer + 1 ulp
    ])
    # Relative error, also where the result is tiny next to the integers.
    check_ulp("sinc", xs, ref_sinc, 2)


def test_sinc_special_values():
    check_special_values("sinc", [(0.0, 1.0), (-0.0, 1.0), (np.inf, 0.0), (-np.inf, 0.0), (np.nan, np.nan),
                                  (1.0, 0.0), (-1.0, 0.0), (2.0, 0.0), (-3.0, 0.0), (2.0 ** 52, 0.0),
                                  (2.0 ** 52 + 1, 0.0), (1e300, 0.0), (1e-300, 1.0)])


# ---------------------------------------------------------------- logit

def test_logit_accuracy():
    xs = np.concatenate([
        np.linspace(0, 1, 801)[1:-1],
        np.geomspace(1e-320, 0.25, 200),
        1 - np.geomspace(2.0 ** -53, 0.25, 200),
        0.5 + np.arange(-40, 41) * 2.0 ** -54,
        around([0.25, 0.75, 0.5]),
    ])
    check_ulp("logit", xs, ref_logit, 2)


def test_logit_special_values():
    check_special_values("logit", [(0.0, -np.inf), (-0.0, -np.inf), (1.0, np.inf), (0.5, 0.0),
                                   (-1e-300, np.nan), (1.0 + 2.0 ** -52, np.nan), (2.0, np.nan),
                                   (-1.0, np.nan), (np.inf, np.nan), (-np.inf, np.nan), (np.nan, np.nan)])


# ---------------------------------------------------------------- sigmoid

def test_sigmoid_accuracy():
    xs = np.concatenate([
        np.linspace(-50, 50, 801),
        np.linspace(-745, -50, 200),                           # e^x, down into the subnormals
        both_signs(np.geomspace(1e-300, 1, 100)),
        np.linspace(50, 800, 40),
    ])
    check_ulp("sigmoid", xs, ref_sigmoid, 2)


def test_sigmoid_special_values():
    check_special_values("sigmoid", [(0.0, 0.5), (-0.0, 0.5), (np.inf, 1.0), (-np.inf, 0.0),
                                     (np.nan, np.nan), (800.0, 1.0), (-800.0, 0.0), (40.0, 1.0)])


# ---------------------------------------------------------------- float32, masks

F32_CASES = {
    "erf": (ref_erf, np.linspace(-4, 4, 161)),
    "erfc": (ref_erfc, np.linspace(-3, 10, 131)),
    "erfinv": (ref_erfinv, np.concatenate([np.linspace(-0.999, 0.999, 161), 1 - np.geomspace(6e-8, 1e-2, 20)])),
    "lgamma": (ref_lgamma, np.concatenate([np.linspace(0.01, 30, 121), non_integers(np.linspace(-5.05, -0.05, 41))])),
    "digamma": (ref_digamma, np.concatenate([np.linspace(0.01, 30, 121), np.linspace(-0.95, -0.05, 19)])),
    "i0": (ref_i0, np.linspace(-90, 90, 181)),
    "sinc": (ref_sinc, np.concatenate([np.linspace(-8, 8, 161), np.arange(1, 9) + 1e-3])),
    "logit": (ref_logit, np.concatenate([np.linspace(0.001, 0.999, 161), np.geomspace(1e-30, 1e-3, 20)])),
    "sigmoid": (ref_sigmoid, np.linspace(-80, 30, 161)),
}


@pytest.mark.parametrize("name", sorted(F32_CASES))
def test_float32_rounds_the_float64_result(name):
    ref, xs = F32_CASES[name]
    check_float32(name, xs, ref)


def test_float32_special_values():
    x = np.array([0.0, 1.0, np.inf, np.nan], dtype=np.float32)
    s = special.sinc(x)
    assert s.dtype == np.float32 and s[0] == 1 and s[1] == 0 and s[2] == 0 and np.isnan(s[3])
    i = special.i0(np.array([100.0, -100.0], dtype=np.float32))   # I0(100) > FLT_MAX
    assert i.dtype == np.float32 and np.all(i == np.inf)
    e = special.erfinv(np.array([1.0, -1.0, 0.5], dtype=np.float32))
    assert e.dtype == np.float32 and e[0] == np.inf and e[1] == -np.inf
    assert ulp_error(e[2:], np.array([0.47693628], dtype=np.float32))[0] <= 1


@pytest.mark.parametrize("name", sorted(F32_CASES))
def test_masked_positions_are_zero(name):
    _, xs = F32_CASES[name]
    xs = np.asarray(xs, dtype=np.float64)
    mask = np.arange(xs.size) % 3 != 1
    f = getattr(special, name)
    full = f(xs)
    got = f(xs, mask=mask)
    assert got.dtype == np.float64 and got.shape == xs.shape
    np.testing.assert_array_equal(got[mask], full[mask])
    assert np.all(got[~mask] == 0)


def test_special_is_an_importable_module():
    import importlib

    mod = importlib.import_module("tensorplay.masked.special")
    assert mod is special
    from tensorplay.masked.special import erf  # noqa: F401 - the import itself is the test
    from codegen.load import load                   # what ops.yaml's `special:` declares, in its order
    assert mod.__all__ == list(load(Path(__file__).resolve().parents[1] / "ops.yaml").special)
