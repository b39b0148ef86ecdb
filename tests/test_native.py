"""The hand-written C helpers, against independent references."""
import itertools
import math

import mpmath
import numpy as np
import pytest

from tensorplay.masked._csrc import _native as _native


def _ulps(got: float, want: float) -> float:
    if want == 0:
        return 0.0 if got == 0 else math.inf
    return abs(got - want) / math.ulp(want)


def test_exp_within_0_506_ulp_over_the_whole_range():
    """tp_exp (the fused MaskedTensor exp, the softmax family, logsumexp): normal
    results within 0.506 ulp of mpmath's exact value (glibc's: 0.501), subnormal
    ones rounded once at their own ulp (within half of 2^-1074 of the exact)."""
    rng = np.random.default_rng(0)
    xs = np.concatenate([np.linspace(-745.2, 709.78, 20001), rng.uniform(-50, 50, 20000),
                         rng.uniform(-1e-3, 1e-3, 2000), rng.uniform(-745.2, -708.3, 4000),
                         [0.0, -0.0, 1.0, -1.0, 709.78, -708.39, -745.13, -745.14]])
    got = _native.exp(xs)
    worst = 0.0
    half_tiny = mpmath.mpf(2) ** -1075
    with mpmath.workdps(60):
        for x, g in zip(xs, got):
            exact = mpmath.exp(mpmath.mpf(float(x)))
            if exact >= mpmath.mpf(2) ** -1022:            # normal results: ulp error
                worst = max(worst, float(abs(mpmath.mpf(float(g)) - exact) / math.ulp(float(exact))))
            else:                                          # subnormal: one rounding at 2^-1074
                assert abs(mpmath.mpf(float(g)) - exact) <= half_tiny, (x, g, exact)
    assert worst <= 0.506, worst
    special = _native.exp(np.array([np.inf, -np.inf, np.nan, 710.0, -746.0, 1e300, -1e300]))
    assert special[0] == np.inf and special[1] == 0 and np.isnan(special[2])
    assert special[3] == np.inf and special[4] == 0 and special[5] == np.inf and special[6] == 0


@pytest.fixture(params=["gathers", "pairs"])
def table_reads(request):
    """The AVX-512 block forms read their tables by hardware gathers or as 16-byte pairs by the CPU's
    vendor (tp_support.h tp_table_pairs): run a test under both, whatever this CPU is."""
    was = _native.force_cpu_amd(request.param == "pairs")
    yield request.param
    _native.force_cpu_amd(was)


def test_exp_array_is_tp_exp_bit_for_bit(table_reads):
    """tp_exp_array (AVX-512 by hand: gathers, vscalefpd, the rare lanes by
    tp_exp) gives tp_exp's bits at every length and alignment: normal
    results, overflow, the subnormal range (the rare path), below -745.2
    (+0 without tp_exp), inf, NaN, and arbitrary bit patterns."""
    rng = np.random.default_rng(5)
    bits = rng.integers(0, 2 ** 63, 30000, dtype=np.int64).view(np.float64)
    bits = np.concatenate([bits, -bits])
    xs = np.concatenate([rng.uniform(-50, 50, 30000), rng.uniform(-750, 750, 30000),
                         rng.uniform(-746.5, -707.5, 30000), rng.uniform(-1e-3, 1e-3, 3000),
                         rng.uniform(700, 712, 3000), bits,
                         [np.nan, np.inf, -np.inf, 0.0, -0.0, -745.2, np.nextafter(-745.2, 0),
                          np.nextafter(-745.2, -1), -745.13, -745.14, -708.39, -708.4, 709.78, 709.79, 710.0, -746.0,
                          -707.0, np.nextafter(-707.0, 0), np.nextafter(-707.0, -1)]])
    rng.shuffle(xs)
    want = _native.exp(xs)
    for (start, n), inplace in itertools.product([(0, len(xs)), (3, 1000), (1, 7), (5, 8), (2, 17), (0, 0)],
                                                 (False, True)):
        got = _native.exp_array(xs[start:start + n], inplace)
        w = want[start:start + n]
        nan = np.isnan(w)
        assert np.array_equal(np.isnan(got), nan)
        assert got[~nan].tobytes() == w[~nan].tobytes(), (start, n)
    assert (_native.exp_array(np.linspace(-760, -745.2000001, 5001)) == 0).all()


def test_exp_fast_array_is_tp_exp_fast_bit_for_bit():
    """tp_exp_fast_array (the softmax family's and logsumexp's exps on
    AVX-512) gives tp_exp_fast's bits at every length: normal results,
    overflow, the subnormal range (its rare path), below -745.2, inf, NaN,
    and arbitrary bit patterns."""
    rng = np.random.default_rng(7)
    bits = rng.integers(0, 2 ** 63, 30000, dtype=np.int64).view(np.float64)
    xs = np.concatenate([rng.uniform(-50, 50, 30000), rng.uniform(-750, 750, 30000),
                         rng.uniform(-746.5, -700.5, 30000), rng.uniform(700, 712, 3000), bits, -bits,
                         [np.nan, np.inf, -np.inf, 0.0, -0.0, -745.2, -708.05, -708.06, -707.0, 709.78, 710.0]])
    rng.shuffle(xs)
    want = _native.exp_fast(xs)
    for (start, n), inplace in itertools.product([(0, len(xs)), (3, 1000), (1, 7), (5, 8), (2, 17), (0, 0)],
                                                 (False, True)):      # (in place: the kernels' buffers)
        got = _native.exp_fast_array(xs[start:start + n], inplace)
        w = want[start:start + n]
        nan = np.isnan(w)
        assert np.array_equal(np.isnan(got), nan)
        assert got[~nan].tobytes() == w[~nan].tobytes(), (start, n)


def test_exp_fast_array_f32_is_the_rounded_tp_exp_fast_bit_for_bit():
    """tp_exp_fast_array_f32 (the float32 MaskedTensor exp) gives the float32
    rounding of tp_exp_fast's double at every length: over float32's whole
    range, where the double result is subnormal (-> +0), inf and NaN."""
    rng = np.random.default_rng(6)
    bits = rng.integers(0, 2 ** 31, 40000, dtype=np.int64).astype(np.int32).view(np.float32)
    xs = np.concatenate([rng.uniform(-110, 90, 40000), rng.uniform(-760, 760, 20000), bits, -bits,
                         [np.nan, np.inf, -np.inf, 0.0, -0.0, 88.72, 88.73, -103.97, -103.98, -745.2, -709.0]]
                        ).astype(np.float32)
    rng.shuffle(xs)
    want = _native.exp_fast(xs.astype(np.float64)).astype(np.float32)
    for start, n in [(0, len(xs)), (3, 1000), (1, 15), (5, 16), (2, 33), (0, 0)]:
        got = _native.exp_fast_array_f32(xs[start:start + n])
        w = want[start:start + n]
        nan = np.isnan(w)
        assert np.array_equal(np.isnan(got), nan)
        assert got[~nan].tobytes() == w[~nan].tobytes(), (start, n)


def test_log_array_f32_is_the_rounded_tp_log_bit_for_bit():
    """tp_log_array_f32 (the float32 MaskedTensor log) gives the float32
    rounding of tp_log's double at every length: a sample of every 1009th of
    float32's 2^32 bit patterns (all signs, subnormals, inf, NaN payloads;
    exhaustive when written), the values near 1 and the edges."""
    bits = np.arange(0, 2 ** 32, 1009, dtype=np.uint64).astype(np.uint32).view(np.float32)
    rng = np.random.default_rng(8)
    xs = np.concatenate([bits, rng.uniform(0.5, 2.0, 20000).astype(np.float32),
                         np.array([0.0, -0.0, 1.0, np.inf, -np.inf, np.nan, 1e-45, 1.17549435e-38, 3.4e38, -1.0],
                                  np.float32)]).astype(np.float32)
    rng.shuffle(xs)
    with np.errstate(all="ignore"):
        want = _native.log(xs.astype(np.float64)).astype(np.float32)
    for start, n in [(0, len(xs)), (3, 1000), (1, 15), (5, 16), (2, 33), (0, 0)]:
        got = _native.log_array_f32(xs[start:start + n])
        w = want[start:start + n]
        assert got.tobytes() == w.tobytes(), (start, n)


def test_exp_fast_within_one_ulp_over_the_whole_range():
    """tp_exp_fast (the softmax family, logsumexp, logaddexp): within 0.81 ulp measured, 1 asserted."""
    rng = np.random.default_rng(0)
    xs = np.concatenate([np.linspace(-708.3, 709.7, 20001), rng.uniform(-50, 50, 20000),
                         rng.uniform(-1e-3, 1e-3, 2000), [0.0, -0.0, 1.0, -1.0, 709.78]])
    got = _native.exp_fast(xs)
    worst = 0.0
    with mpmath.workdps(40):
        for x, g in zip(xs, got):
            worst = max(worst, _ulps(g, float(mpmath.exp(mpmath.mpf(float(x))))))
    assert worst <= 1.0, worst
    special = _native.exp_fast(np.array([np.inf, -np.inf, np.nan, 710.0, -746.0, -1e300]))
    assert special[0] == np.inf and special[1] == 0 and np.isnan(special[2])
    assert special[3] == np.inf and special[4] == 0 and special[5] == 0


def test_log_within_one_ulp_over_the_whole_range():
    """tp_log (issue 27's groundwork: branch-free, not yet in any kernel; tools/ulp_transcendentals.py
    measures it next to numpy's) over normal and subnormal inputs, and near 1."""
    rng = np.random.default_rng(1)
    xs = np.concatenate([2.0 ** rng.uniform(-1074, 1023.9, 20000), 1 + rng.uniform(-0.3, 0.3, 5000),
                         rng.uniform(0, 2.2250738585072014e-308, 2000), [1.0, 2.0, 0.5, 5e-324, 1.7976931348623157e308]])
    got = _native.log(xs)
    worst = 0.0
    with mpmath.workdps(40):
        for x, g in zip(xs, got):
            worst = max(worst, _ulps(g, float(mpmath.log(mpmath.mpf(float(x))))))
    assert worst <= 1.0, worst
    special = _native.log(np.array([0.0, -0.0, -1.0, -np.inf, np.inf, np.nan]))
    assert special[0] == special[1] == -np.inf and np.isnan(special[2]) and np.isnan(special[3])
    assert special[4] == np.inf and np.isnan(special[5])


def _log_samples(rng, n):
    """log's whole domain: uniform exponents (subnormals to the largest
    double), near 1 (both sides of the near-1 path's edges 0x1.ep-1 and
    0x1.109p0), the subnormals, powers of 2 and the table's subinterval edges."""
    edges = (np.arange(256, dtype=np.uint64) << np.uint64(44)) + np.uint64(0x3FE6000000000000)
    edges = edges.view(np.float64)
    near1 = np.array([float.fromhex("0x1.ep-1"), float.fromhex("0x1.109p0")])
    return np.concatenate([2.0 ** rng.uniform(-1074, 1024, n), 1 + rng.uniform(-0.3, 0.3, n // 2),
                           1 + rng.uniform(-1, 1, n // 4) * 10.0 ** rng.uniform(-16, -1, n // 4),
                           np.exp(rng.uniform(-0.07, 0.07, n // 4)), rng.uniform(0.05, 20, n // 2),
                           rng.uniform(0, 2.2250738585072014e-308, n // 8), 2.0 ** np.arange(-1074, 1024),
                           edges, np.nextafter(edges, 0), np.nextafter(edges, 2),
                           near1, np.nextafter(near1, 0), np.nextafter(near1, 2), [1.7976931348623157e308, 5e-324]])


def _log_ulps(got, xs):
    """|got - log(x)| in ulps of the exact value (mpmath at 60 digits), per element."""
    out = np.empty(xs.size)
    with mpmath.workdps(60):
        for i, (x, g) in enumerate(zip(xs.tolist(), got.tolist())):
            exact = mpmath.log(mpmath.mpf(x))
            if exact == 0:
                out[i] = 0.0 if g == 0 else math.inf
                continue
            ulp = mpmath.mpf(2) ** (int(mpmath.floor(mpmath.log(abs(exact), 2))) - 52)
            out[i] = float(abs(mpmath.mpf(g) - exact) / ulp)
    return out


def test_log_tab_within_0_52_ulp_and_numpys_error_over_the_whole_range():
    """tp_log_tab (the float64 MaskedTensor log; issue 27: at most numpy's
    own error on this machine): within 0.52 ulp of mpmath's exact value
    over the whole range, and no worse than numpy's log on the same
    samples; the specials give IEEE's results."""
    rng = np.random.default_rng(27)
    xs = _log_samples(rng, 6000)
    ours = _log_ulps(_native.log_tab(xs), xs)
    numpys = _log_ulps(np.log(xs), xs)
    assert ours.max() <= 0.52, (ours.max(), xs[ours.argmax()])
    assert ours.max() <= numpys.max(), (ours.max(), numpys.max())
    special = _native.log_tab(np.array([0.0, -0.0, -1.0, -np.inf, np.inf, np.nan, -5e-324, 1.0]))
    assert special[0] == special[1] == -np.inf and np.isnan(special[2]) and np.isnan(special[3])
    assert special[4] == np.inf and np.isnan(special[5]) and np.isnan(special[6])
    assert special[7] == 0 and not np.signbit(special[7])


def test_log_array_is_tp_log_tab_bit_for_bit(table_reads):
    """tp_log_array (AVX-512 by hand: gathers, the near-1 path and the
    specials' selects only for the blocks that need them) gives tp_log_tab's
    bits at every length 0..70 and alignment, in place too: the whole range,
    near 1, subnormals, the specials and arbitrary bit patterns of both signs."""
    rng = np.random.default_rng(9)
    bits = rng.integers(0, 2 ** 63, 30000, dtype=np.int64).view(np.float64)
    xs = np.concatenate([_log_samples(rng, 20000), bits, -bits,
                         [np.nan, np.inf, -np.inf, 0.0, -0.0, -1.0, 1.0, 5e-324, -5e-324, 2.2250738585072014e-308]])
    rng.shuffle(xs)
    with np.errstate(all="ignore"):
        want = _native.log_tab(xs)

    def same(got, w):
        nan = np.isnan(w)
        return np.array_equal(np.isnan(got), nan) and got[~nan].tobytes() == w[~nan].tobytes()

    for inplace in (False, True):
        assert same(_native.log_array(xs, inplace), want)
        for n in range(71):
            for start in (0, 1, 3, 8):
                assert same(_native.log_array(xs[start:start + n], inplace), want[start:start + n]), (start, n)
    specials = np.array([0.0, -0.0, -1.0, -np.inf, np.inf, np.nan, 1.0, 0.5] * 3)
    got = _native.log_array(specials)
    assert (got[0::8] == -np.inf).all() and (got[1::8] == -np.inf).all() and np.isnan(got[2::8]).all()
    assert np.isnan(got[3::8]).all() and (got[4::8] == np.inf).all() and np.isnan(got[5::8]).all()
    assert (got[6::8] == 0).all() and (got[7::8] == -math.log(2)).all()


def test_log_tab_array_f32_is_the_rounded_tp_log_tab_bit_for_bit():
    """tp_log_tab_array_f32 (the float32 MaskedTensor log) gives the float32
    rounding of tp_log_tab's double at every length: a sample of every 1009th
    of float32's 2^32 bit patterns (all signs, subnormals, inf, NaN payloads;
    exhaustive in C when written), the values near 1 and the edges."""
    bits = np.arange(0, 2 ** 32, 1009, dtype=np.uint64).astype(np.uint32).view(np.float32)
    rng = np.random.default_rng(10)
    xs = np.concatenate([bits, rng.uniform(0.5, 2.0, 20000).astype(np.float32),
                         np.array([0.0, -0.0, 1.0, np.inf, -np.inf, np.nan, 1e-45, 1.17549435e-38, 3.4e38, -1.0,
                                   0.9375, 1.0647], np.float32)]).astype(np.float32)
    rng.shuffle(xs)
    with np.errstate(all="ignore"):
        want = _native.log_tab(xs.astype(np.float64)).astype(np.float32)
    for start, n in [(0, len(xs)), (3, 1000), (1, 15), (5, 16), (2, 33), (0, 0)] + [(7, n) for n in range(40)]:
        got = _native.log_tab_array_f32(xs[start:start + n])
        w = want[start:start + n]
        assert got.tobytes() == w.tobytes(), (start, n)


def test_expf_array_is_tp_expf_bit_for_bit():
    """tp_expf_array (the float32 MaskedTensor exp, the float32 logsumexp's
    exps) gives tp_expf's bits at every length and offset, in place too: a
    sample of every 1009th of float32's 2^32 bit patterns (all signs,
    subnormals, inf, NaN payloads; all 2^32 in C when written, and the same
    bits from builds for x86-64, x86-64-v3 and AVX-512), the range's edges."""
    bits = np.arange(0, 2 ** 32, 1009, dtype=np.uint64).astype(np.uint32).view(np.float32)
    rng = np.random.default_rng(11)
    xs = np.concatenate([bits, rng.uniform(-110, 95, 20000).astype(np.float32),
                         np.array([0.0, -0.0, 1.0, np.inf, -np.inf, np.nan, 88.72283, 88.72284, -87.33654,
                                   -103.27893, -103.97208, -103.97209, -104.0, 89.0, -104.00001, 89.00001,
                                   -150.0, 100.0, 1e30, -1e30],
                                  np.float32)]).astype(np.float32)
    rng.shuffle(xs)
    want = _native.expf(xs)
    for start, n in [(0, len(xs)), (3, 1000), (1, 15), (5, 16), (2, 33), (0, 0)] + [(7, n) for n in range(40)]:
        for inplace in (False, True):
            got = _native.expf_array(xs[start:start + n], inplace=inplace)
            assert got.tobytes() == want[start:start + n].tobytes(), (start, n, inplace)


def _f32_ulps(got, exact):
    """|got - exact| in float32 ulps of the exact value (float64 arrays; exact > 0)."""
    e = np.frexp(exact)[1]
    return np.abs(got - exact) / np.maximum(np.ldexp(1.0, e - 24), 2.0 ** -149)


def test_expf_within_0_875_ulp_and_below_numpys_float32_exp():
    """tp_expf (float arithmetic, a degree-7 polynomial on |r| <= ln2/2) is
    within 0.874 ulp over all 2^32 inputs (measured in C against glibc's
    double exp, tools/f32_exhaustive.c), and rounds 95 % of x in [-104, 89]
    correctly; numpy's float32 exp reaches more on the same samples (its
    AVX-512 code: 2.38 here, 2.54 over all inputs).  exact: float64 exp, good
    to ~2^-28 float ulp."""
    rng = np.random.default_rng(12)
    xs = np.concatenate([rng.uniform(-103.9, 88.7, 300000), rng.uniform(-1, 1, 100000),
                         rng.uniform(-1e-3, 1e-3, 20000), np.linspace(-88, 88, 100001)]).astype(np.float32)
    exact = np.exp(xs.astype(np.float64))
    got = _native.expf_array(xs).astype(np.float64)
    ours = _f32_ulps(got, exact).max()
    numpy = _f32_ulps(np.exp(xs).astype(np.float64), exact).max()
    assert ours <= 0.875, ours
    assert ours <= numpy, (ours, numpy)
    # (correctly rounded for 95 % of these samples, numpy's for 63 %: a
    # sabotaged coefficient or a reduction that loses r's low bits can stay
    # under the ulp bound but not under this)
    assert (got != exact.astype(np.float32)).mean() < 0.06
    with np.errstate(over="ignore"):
        edges = np.array([88.72283, 88.72284, -103.97208, -103.97209, -200.0, 1e30, -1e30], np.float32)
        assert _native.expf_array(edges).tobytes() == np.exp(edges.astype(np.float64)).astype(np.float32).tobytes()
    assert np.isnan(_native.expf_array(np.array([np.nan], np.float32))).all()


def test_logf_array_is_tp_logf_bit_for_bit():
    """tp_logf_array (the float32 MaskedTensor log) gives tp_logf's bits at
    every length and offset, in place too: a sample of every 1009th of
    float32's 2^32 bit patterns (all signs, subnormals, inf, NaN payloads;
    all 2^32 in C when written, and the same bits from builds for x86-64,
    x86-64-v3 and AVX-512), values near 1, the subintervals' edges."""
    bits = np.arange(0, 2 ** 32, 1009, dtype=np.uint64).astype(np.uint32).view(np.float32)
    rng = np.random.default_rng(14)
    edges = (0x3f330000 + (np.arange(33, dtype=np.int64) << 19)).astype(np.uint32).view(np.float32)
    xs = np.concatenate([bits, rng.uniform(0.5, 2.0, 20000).astype(np.float32), edges, np.nextafter(edges, 0),
                         np.array([0.0, -0.0, 1.0, np.inf, -np.inf, np.nan, 1e-45, 1.17549435e-38, 1.1754942e-38,
                                   3.4028235e38, -1.0, -1e-45], np.float32)]).astype(np.float32)
    rng.shuffle(xs)
    with np.errstate(all="ignore"):
        want = _native.logf(xs)
    for start, n in [(0, len(xs)), (3, 1000), (1, 15), (5, 16), (2, 33), (0, 0)] + [(7, n) for n in range(40)]:
        for inplace in (False, True):
            got = _native.logf_array(xs[start:start + n], inplace=inplace)
            assert got.tobytes() == want[start:start + n].tobytes(), (start, n, inplace)


def test_logf_within_0_5001_ulp_and_below_numpys_float32_log():
    """tp_logf: the double before rounding is within 2^-37 of log(x)
    relatively (a degree-6 polynomial on |r| <= 0.0297; near 1 that
    polynomial alone), so the float is within 0.5 + 2^-13 ulp (0.500057 at
    most over all 2^32 inputs, measured in C against glibc's double log);
    numpy's float32 log reaches more on the same samples (its AVX-512 code:
    3.20 here, 3.83 over all inputs).  exact: float64 log, good to ~2^-28 float ulp."""
    rng = np.random.default_rng(15)
    bits = rng.integers(1, 0x7f800000, 300000, dtype=np.int64).astype(np.uint32).view(np.float32)
    xs = np.concatenate([bits, rng.uniform(0.5, 2, 200000), 1 + rng.uniform(-1e-3, 1e-3, 50000),
                         np.linspace(0.9, 1.1, 100001)]).astype(np.float32)
    xs = xs[xs != 1]
    exact = np.log(xs.astype(np.float64))
    ours = (np.abs(_native.logf_array(xs).astype(np.float64) - exact) / _ulp_f32(exact)).max()
    numpy = (np.abs(np.log(xs).astype(np.float64) - exact) / _ulp_f32(exact)).max()
    assert ours <= 0.5 + 2.0 ** -13, ours
    assert ours <= numpy, (ours, numpy)
    with np.errstate(all="ignore"):
        special = _native.logf_array(np.array([0.0, -0.0, -1.0, -np.inf, np.inf, 1.0, np.nan], np.float32))
    assert special[:2].tolist() == [-np.inf, -np.inf] and np.isnan(special[2:4]).all()
    assert special[4] == np.inf and special[5] == 0 and not np.signbit(special[5]) and np.isnan(special[6])


def _ulp_f32(exact):
    """float32's ulp at each exact value (float64, nonzero)."""
    e = np.frexp(np.abs(exact))[1]
    return np.maximum(np.ldexp(1.0, e - 24), 2.0 ** -149)


def test_exp_agrees_with_math_exp():
    xs = np.linspace(-700, 700, 50001)
    got = _native.exp(xs)
    want = np.array([math.exp(x) for x in xs])
    np.testing.assert_allclose(got, want, rtol=4.5e-16, atol=0)


def test_exp_special_values():
    got = _native.exp(np.array([np.inf, -np.inf, np.nan, 710.0, 1000.0, -746.0, -1e300, 0.0]))
    assert got[0] == np.inf and got[1] == 0.0 and np.isnan(got[2])
    assert got[3] == np.inf and got[4] == np.inf and got[5] == 0.0 and got[6] == 0.0 and got[7] == 1.0


# ---- the masked folds: tp_mfold_* equals tp_fold_* of the masked copy, bit for bit ----

def _lanes_sum(b):
    """TP_FOLD8's sum of a block in b's own precision: element i to lane i % 8
    (the tail to lane 0, in order), then ((l0 + l1) + (l2 + l3)) + ((l4 + l5) + (l6 + l7))."""
    lanes = [b.dtype.type(0)] * 8
    full = len(b) // 8 * 8
    for i in range(full):
        lanes[i % 8] = lanes[i % 8] + b[i]
    for i in range(full, len(b)):
        lanes[0] = lanes[0] + b[i]
    return ((lanes[0] + lanes[1]) + (lanes[2] + lanes[3])) + ((lanes[4] + lanes[5]) + (lanes[6] + lanes[7]))


def _lanes_order(b, combine):
    """TP_FOLD_SSE's NaN-propagating max/min of a block, modelled on Python
    floats: four chains of 128-bit lanes (2 doubles, 4 floats each) take
    element i + c * L + l of each group of 4 L; maxpd(a, t) is a > t ? a : t
    (t when they tie or one is NaN); the chains combine as
    (c0 op c1) op (c2 op c3), the lanes and the tail then in order by
    TP_MAX (t > a ? t : a); a NaN anywhere gives NaN."""
    lanes = 2 if b.dtype == np.float64 else 4
    big = combine == "max"
    vop = (lambda a, t: a if a > t else t) if big else (lambda a, t: a if a < t else t)
    op = (lambda a, t: t if t > a else a) if big else (lambda a, t: t if t < a else a)
    init = -np.inf if big else np.inf
    r = [[b.dtype.type(init)] * lanes for _ in range(4)]
    full = len(b) // (4 * lanes) * (4 * lanes)
    for i in range(0, full, 4 * lanes):
        for c in range(4):
            for l in range(lanes):
                r[c][l] = vop(r[c][l], b[i + c * lanes + l])
    q = [vop(vop(r[0][l], r[1][l]), vop(r[2][l], r[3][l])) for l in range(lanes)]
    acc = q[0]
    for l in range(1, lanes):
        acc = op(acc, q[l])
    for i in range(full, len(b)):
        acc = op(acc, b[i])
    return b.dtype.type(np.nan) if np.isnan(b).any() else acc


def _same(a, b):
    return (np.isnan(a) and np.isnan(b)) or np.asarray(a).tobytes() == np.asarray(b).tobytes()


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("combine", ["add", "max", "min"])
def test_masked_fold_equals_the_fold_of_the_masked_copy(dtype, combine):
    rng = np.random.default_rng(1234)
    info = np.finfo(dtype)
    specials = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, info.tiny / 4, info.max, -info.max, 1.0], dtype)
    idents = {"add": [0.0], "max": [-np.inf, info.min], "min": [np.inf, info.max]}[combine]
    checked = 0
    for n in list(range(1, 40)) + [63, 64, 65, 100, 127, _native.BLOCK_ELEMENTS]:
        for trial in range(6):
            x = (rng.standard_normal(n) * 10.0 ** rng.integers(-3, 4)).astype(dtype)
            if trial >= 2:       # signed zeros, infinities and (from trial 4) NaN among the data
                pick = rng.random(n) < 0.2
                x[pick] = rng.choice(specials[1:] if trial < 4 else specials, pick.sum())
            m = rng.random(n) < (0.0, 0.5, 1.0, 0.3, 0.7, 0.5)[trial]
            for ident in idents:
                got, count = _native.masked_fold(combine, x, m, ident)
                want = _native.fold(combine, np.where(m, x, dtype(ident)).astype(dtype))
                assert count == m.sum()
                assert _same(got, want), (combine, dtype, n, trial, ident, got, want)
                model = _lanes_sum if combine == "add" else lambda b: _lanes_order(b, combine)
                with np.errstate(all="ignore"):     # inf - inf, overflow: the lanes' own results
                    assert _same(got, model(np.where(m, x, dtype(ident)).astype(dtype)))
                checked += 1
    assert checked >= 270


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_masked_fold_keeps_the_fold_s_signed_zero(dtype):
    # max/min of +0 and -0 keep the one the fold's lanes keep: the masked fold
    # must not pick the other (bit-identical results, not just equal ones)
    for n in (3, 8, 16, 17, 40, 128):
        for first in (0.0, -0.0):
            x = np.array([first, -first] * n, dtype)[:n]
            m = np.ones(n, bool)
            for combine in ("max", "min"):
                got, _ = _native.masked_fold(combine, x, m, -np.inf if combine == "max" else np.inf)
                assert _same(got, _native.fold(combine, x)), (combine, n, first)
                assert _same(got, _lanes_order(x, combine)), (combine, n, first)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("op", ["amax", "amin", "logsumexp"])
def test_a_long_contiguous_run_folds_to_the_block_by_block_bits(dtype, op):
    # amax/amin (and logsumexp's max pass, which also counts) fold a contiguous
    # run longer than a block in one call (tp_runfold); the result must be the
    # bits of the block-by-block fold, which a strided run (every other element
    # of a twice-as-long array) still takes -- signed zeros as the extreme
    # included -- and the value numpy's max/min of the valid elements
    import tensorplay.masked as tm
    rng = np.random.default_rng(7)
    sign = -1.0 if op == "amax" else 1.0
    checked = 0
    # (below 65536 elements tp_runfold's AVX-512 form runs one stream of
    # vectors, from there four quarters: both lengths)
    for n in (129, 255, 256, 1000, 4099, 40000, 70001):
        for trial in range(6):
            x = (rng.standard_normal(n) * 10).astype(dtype)
            m = rng.random(n) < (1.0, 0.5, 0.9, 1.0, 0.05, 0.9)[trial]
            if trial in (2, 3):       # the extreme a zero of either sign, at many places
                x = (sign * np.abs(x)).astype(dtype)
                zeros = rng.random(n) < 0.1
                x[zeros] = rng.choice(np.array([0.0, -0.0], dtype), zeros.sum())
            if trial == 4:
                x[rng.integers(n)] = np.nan
            if trial == 1:
                x[rng.integers(n, size=3)] = [np.inf, -np.inf, -sign * np.inf]
            if trial == 5:           # a valid NaN among the elements before the first cache line
                j = rng.integers(15)
                x[j], m[j] = np.nan, True
            strided = np.empty(2 * n, dtype)
            strided[::2] = x
            sm = np.zeros(2 * n, bool)
            sm[::2] = m
            want = getattr(tm, op)(strided[::2], mask=sm[::2])
            # the run starting at every element of a cache line (tp_runfold
            # folds the elements before the first line boundary apart)
            for start in range(64 // x.itemsize):
                xs = _at_line_offset(x, start)
                got = getattr(tm, op)(xs, mask=m)
                assert np.asarray(got).tobytes() == np.asarray(want).tobytes(), (op, dtype, n, trial, start)
                if op != "logsumexp" and m.any():
                    ref = (np.max if op == "amax" else np.min)(x[m])
                    assert (np.isnan(ref) and np.isnan(got)) or got == ref, (op, n, trial, start, got, ref)
            checked += 1
    assert checked == 42


@pytest.mark.parametrize("dtype", [np.float64, np.float32, np.int64, np.int16])
@pytest.mark.parametrize("op", ["argmax", "argmin"])
def test_argmax_of_a_run_is_the_same_wherever_the_run_starts_in_a_cache_line(dtype, op):
    # argmax/argmin make the elements before the first 64-byte line a block of
    # their own and fold contiguous blocks in place, masked or not (mask None):
    # the first position of the extreme (ties and NaNs in that head included)
    # must not move, against numpy and against the strided walk
    import tensorplay.masked as tm
    rng = np.random.default_rng(11)
    pick = np.argmax if op == "argmax" else np.argmin
    floating = np.dtype(dtype).kind == "f"
    checked = 0
    for n in (3, 20, 129, 1000, 4099):
        for trial in range(4):
            x = rng.integers(-5, 6, n).astype(dtype)      # many ties
            m = rng.random(n) < (1.0, 0.6, 0.6, 0.6)[trial]
            if trial == 2 and floating:                    # a valid NaN in the head, another later
                j = rng.integers(min(n, 15))
                x[j], m[j] = np.nan, True
                x[n - 1] = np.nan
            if trial == 3:                                 # the extreme only in the head
                j = rng.integers(min(n, 15))
                x[j], m[j] = (100 if op == "argmax" else -100), True
            strided = np.empty(2 * n, dtype)
            strided[::2] = x
            want = np.asarray(getattr(tm, op)(strided[::2], mask=m))
            vals = np.where(m, x.astype(np.float64), -np.inf if op == "argmax" else np.inf)
            ref = np.argmax(np.isnan(vals)) if np.isnan(vals).any() else pick(vals)
            assert want == ref, (op, n, trial, want, ref)
            mask = None if trial == 0 else m               # (trial 0: every element valid)
            for start in range(64 // x.itemsize):
                got = np.asarray(getattr(tm, op)(_at_line_offset(x, start), mask=mask))
                assert got == ref, (op, dtype, n, trial, start, got, ref)
            checked += 1
    assert checked == 20


def _at_line_offset(x, start):
    """A copy of 1-D x whose first element is `start` elements past a 64-byte boundary."""
    raw = np.empty(x.size + 128 // x.itemsize, x.dtype)
    skip = (-raw.ctypes.data % 64) // x.itemsize + start
    out = raw[skip:skip + x.size]
    out[...] = x
    assert out.ctypes.data % 64 == start * x.itemsize
    return out


def test_masked_fold_path_is_the_build_s_instruction_set():
    # the AVX-512 folds are compiled exactly where show_config() reports AVX-512
    import io

    import tensorplay.masked as tm
    simd = tm.show_config(file=io.StringIO())["simd"]
    assert _native.MFOLD_AVX512 == simd.startswith("AVX-512")
    # and the AVX2 ones exactly where it reports AVX2 (x86-64-v3) without AVX-512
    assert _native.MFOLD_AVX2 == simd.startswith("AVX2")


def test_block_prefetch_table_gathers_and_stream_pairs_follow_the_cpu_vendor():
    # AVX-512 builds prefetch blocks ahead, read exp/log's tables by gathers and stream large results
    # of two arrays except on AMD CPUs (all three measured slower there); other builds always prefetch,
    # have no such tables and do not stream two arrays' results.  The vendor is read here from
    # /proc/cpuinfo, not through the kernels' cpuid.
    import io
    import platform

    import tensorplay.masked as tm
    from tensorplay.masked._runtime import front
    cfg = tm.show_config(file=io.StringIO())
    assert _native.block_prefetch() is cfg["block_prefetch"] and _native.table_gathers() is cfg["table_gathers"]
    assert _native.stream_pairs() is cfg["stream_pairs"] is front.STREAM_PAIRS
    if not cfg["simd"].startswith("AVX-512"):
        assert cfg["block_prefetch"] is True and cfg["table_gathers"] is False and cfg["stream_pairs"] is False
        return
    if platform.system() != "Linux":          # (no /proc/cpuinfo to read the vendor from)
        assert isinstance(cfg["block_prefetch"], bool)
        return
    with open("/proc/cpuinfo") as f:
        vendors = {line.split(":", 1)[1].strip() for line in f if line.startswith("vendor_id")}
    assert len(vendors) == 1, vendors
    amd = vendors.pop() == "AuthenticAMD"
    assert cfg["block_prefetch"] is (not amd) and cfg["table_gathers"] is (not amd)
    assert cfg["stream_pairs"] is (not amd)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("map", ["sq", "sqdev", "abs"])
def test_masked_sum_of_a_map_equals_the_sum_of_the_mapped_copy(dtype, map):
    # the map rounded on its own (numpy computes it elementwise), then TP_FOLD8's
    # lanes: a fused multiply-add in the helper would change the last bits
    rng = np.random.default_rng(99)
    maps = {"sq": lambda x, c: x * x, "sqdev": lambda x, c: (x - c) * (x - c), "abs": lambda x, c: np.abs(x)}
    for n in list(range(1, 30)) + [64, 100, _native.BLOCK_ELEMENTS]:
        for trial in range(4):
            x = (rng.standard_normal(n) * 3 + rng.standard_normal() * 1e3).astype(dtype)
            if trial == 3:
                x[rng.random(n) < 0.2] = rng.choice([np.nan, np.inf, -np.inf, -0.0])
            m = rng.random(n) < (0.5, 1.0, 0.0, 0.6)[trial]
            c = dtype(rng.standard_normal() * 1e3)
            got, count = _native.masked_fold("add", x, m, 0.0, map=map, c=c)
            with np.errstate(all="ignore"):
                mapped = np.where(m, maps[map](x, c), dtype(0)).astype(dtype)
                want = _lanes_sum(mapped)
            assert count == m.sum()
            assert _same(got, want), (map, dtype, n, trial, got, want)
            assert _same(got, _native.fold("add", mapped))
