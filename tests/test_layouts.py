"""The walk layer's layout policy (_csrc/_entry.pyx choose_layout), once for
every kind: each kernel of a plan kind offers walks per layout (_support.pxd
Layouts) and one function picks among them from the shape alone.  Here every
layout of every kind is reached, the one picked is the one the policy says,
and its results are the same bits for 1 to 4 threads and agree with the slow
oracle.  (The segmented layout of the sparse tensors: tests/test_sparse.py.)"""
from __future__ import annotations

import numpy as np
import pytest

import tensorplay.masked as M
from codegen.kinds import KINDS
from tensorplay.masked._csrc import _entry, _parallel
from tensorplay.masked._generated import ops
from tensorplay.masked._runtime import memory
from tensorplay.masked._runtime.args import resolve_param
from tensorplay.masked.testing import reference

# (case, shape, dim) -> the layout of each kind that offers it; a kind that
# does not falls back as the policy says (no short slices: positions; no
# chunks: positions; no row walk: columns; no row chunks: split columns).
CASES = {
    "positions": ((37, 53), 1),
    "short": ((300, 17), 1),          # <= SHORT_SLICE contiguous elements per slice
    "chunked": ((3, 70000), 1),       # < FEW_OUTPUTS slices of >= 2 * CHUNK_MIN
    "rows": ((20, 5, 7), 1),          # `outer`, >= FEW_ROWS rows
    "split": ((37, 53), 0),           # `outer`, < FEW_ROWS rows
    "row_chunked": ((70000, 3), 0),   # `outer`, few short rows of long slices
}
OFFERS = {   # kind -> the layouts its template offers (besides positions)
    "reduce": {"chunked", "short", "rows", "split", "row_chunked"},
    "arg_reduce": {"chunked", "short", "rows", "split"},
    "order_stat": {"chunked", "columns"},
    "scan": {"rows", "split"},
    "normalize": {"chunked", "short", "rows", "split"},
}
FALLBACK = {"short": "positions", "chunked": "positions", "rows": "split", "split": "split",
            "row_chunked": "split"}
# One op per kind (two passes for reduce), with its parameters.
OPS = {"sum": (), "var": (), "argmax": (), "median": (), "cumsum": (), "softmax": (), "normalize": (2.0,)}


def expected_layout(kind: str, case: str) -> str:
    offers = OFFERS[kind]
    if case == "positions":
        return "positions"
    if case in ("rows", "split", "row_chunked") and "columns" in offers:
        return "columns"
    if case in offers:
        return case
    return FALLBACK[case] if FALLBACK[case] in offers | {"positions"} else "positions"


def test_every_plan_kind_is_covered():
    """A new kind whose kernels run plans must say here what it offers."""
    plan_kinds = set()
    for name in ops.__all__:
        spec = getattr(ops, f"_{name}_spec", None)
        if not isinstance(spec, memory.OpSpec):
            continue
        kernels = [k for v in spec.variants for k, _, _ in v.kernels.values()]
        if any(isinstance(k, _entry.PlanKernel) for k in kernels):
            plan_kinds.add(spec.kind)
    assert plan_kinds == set(OFFERS)
    assert {getattr(ops, f"_{name}_spec").kind for name in OPS} == set(OFFERS)


@pytest.fixture
def recorded(monkeypatch):
    """Every kernel the Python runtime runs, with the layout it ran in."""
    seen = []
    real = memory.pick_kernel

    def pick(spec, x, param):
        x, kernel, out = real(spec, x, param)

        def run(*args):
            seen.append(kernel.layout(*args))
            kernel(*args)
        return x, run, out
    monkeypatch.setattr(memory, "pick_kernel", pick)
    grain, before = _parallel.get_grain(), M.get_num_threads()
    _parallel.set_grain(1)                # threads for every call: small inputs split too
    try:
        yield seen
    finally:
        _parallel.set_grain(grain)
        M.set_num_threads(before)


def _call(fn, name, x, dim, mask, extra):
    if name == "normalize":
        return fn(x, *extra, dim=dim, mask=mask)
    return fn(x, dim, mask=mask)


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("name", sorted(OPS))
def test_layout_is_the_policys_and_identical_for_any_thread_count(recorded, name, case):
    shape, dim = CASES[case]
    kind = getattr(ops, f"_{name}_spec").kind
    rng = np.random.default_rng(len(name) + 7 * len(case))
    x = rng.standard_normal(shape)
    mask = (rng.random(shape) < 0.7).astype(np.int8)     # an int mask: the Python runtime, not the front end
    results = []
    for threads in (1, 2, 3, 4):
        M.set_num_threads(threads)
        results.append(_call(getattr(M, name), name, x, dim, mask, OPS[name]))
    assert recorded == [expected_layout(kind, case)] * 4, (name, case, recorded)
    for r in results[1:]:
        assert r.dtype == results[0].dtype and r.tobytes() == results[0].tobytes(), (name, case)
    want = _call(getattr(reference, name), name, x, dim, mask != 0, OPS[name])
    if name in ("argmax", "median"):
        np.testing.assert_array_equal(results[0], want)
    else:       # (a running sum's rounding grows with the sum of magnitudes before it)
        np.testing.assert_allclose(results[0], want, rtol=1e-12, atol=1e-14 * np.abs(x).sum(axis=dim).max())


def test_layout_names_are_the_layers():
    assert _entry.LAYOUT_NAMES == ("segments", "positions", "short", "chunked", "rows", "split", "row_chunked",
                                   "columns")


@pytest.mark.parametrize("dtype", ["float64", "float32", "float16", "int64", "int8", "uint32", "bool"])
@pytest.mark.parametrize("n", [1, 3, 8, 9, 10, 15, 16, 17, 32])
@pytest.mark.parametrize("name", ["argmax", "argmin"])
def test_short_slices_of_arg_reductions_against_the_oracle(recorded, name, n, dtype):
    """The short layout's walks (up to 8 elements: selects; float 9 to 16:
    tp_argshort's masked vectors; else up to SHORT_SLICE: fold and scan) on
    the slices that try them: ties, NaNs and infinities, the identity itself
    valid among masked-out ones, fully masked slices, extremes of the ints."""
    rng = np.random.default_rng(n)
    dt = np.dtype(dtype)
    rows = 64
    if dt.kind == "f":
        pool = np.array([0.0, -0.0, 1.0, -1.0, 2.5, np.inf, -np.inf, np.nan], dtype)
    elif dt.kind == "b":
        pool = np.array([False, True])
    else:
        info = np.iinfo(dt)
        pool = np.array([info.min, info.max, 0, 1, info.min + 1], dtype)
    x = rng.choice(pool, size=(rows, n))
    mask = rng.random((rows, n)) < 0.6
    mask[0] = False                                   # fully masked
    mask[1] = False
    mask[1, -1] = True                                # one valid, the last
    if dt.kind == "f":
        x[2] = -np.inf if name == "argmax" else np.inf    # the identity, valid among masked-out ones
        mask[2] = False
        mask[2, n // 2] = True
    for m in (mask, None):
        got = getattr(M, name)(x, 1, mask=m if m is None else m.astype(np.int8))
        want = getattr(reference, name)(x, 1, mask=m)
        np.testing.assert_array_equal(got, want)
    assert set(recorded) == {"short" if n > 1 else "positions"}, recorded    # (a size-1 dim is dropped)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("name", ["argmax", "argmin"])
def test_long_contiguous_arg_reductions_against_the_oracle(name, dtype):
    """A contiguous float run is scanned block by block (a masked fold per
    block, the scan only where a block beats the best; its first block ends
    on a cache line): the first position of the extreme, whatever the run's
    offset from a cache line, with ties, NaNs, infinities and signed zeros
    placed around block ends, the extreme only at the end, and long stretches
    without a valid element."""
    rng = np.random.default_rng(len(name) + len(dtype))
    dt = np.dtype(dtype)
    pool = np.array([0.0, -0.0, 1.0, -1.0, 2.5, np.inf, -np.inf, np.nan], dt)
    for n in (511, 512, 513, 1023, 1024, 1025, 2048 + 7, 5000):
        for off in (0, 1, 3):
            base = rng.standard_normal((6, n + off)).astype(dt)[:, off:]
            base[0] = rng.choice(pool, n)                          # ties and specials everywhere
            base[1, [511 % n, 512 % n, n - 1]] = rng.choice(pool[2:], 3)   # at the spans' ends
            base[2] = rng.choice(pool[:5], n)                      # ties of the finite values only
            base[3, -1] = 100.0 if name == "argmax" else -100.0    # the extreme in the last span
            mask = rng.random(base.shape) < 0.5
            mask[4, : n - 1] = False                               # one valid element, the last
            mask[5, : min(n, 1100)] = False                        # whole spans without a valid one
            for m in (mask, None):
                got = getattr(M, name)(base, 1, mask=m)
                want = getattr(reference, name)(base, 1, mask=m)
                np.testing.assert_array_equal(got, want, err_msg=f"{name} {dtype} n={n} off={off}")


@pytest.mark.parametrize("dtype", ["float64", "float32", "int64", "complex128"])   # (float16, int8: cast first)
@pytest.mark.parametrize("n", [2, 3, 4, 8, 9, 17, 32])
def test_short_slices_of_reductions_are_the_positions_walks_bits(recorded, n, dtype):
    """The reduce kind's short layout (batches of slices; a pass whose map
    has a block form -- logsumexp's exp -- maps a whole batch in one call)
    gives the bits of the positions walk, which the same values read with a
    stride take: one and two passes, counts, centres, a block-form map;
    fully masked slices, NaN, infinities and signed zeros among the data;
    1 to 3 threads; slices side by side (batches by address) and slices
    apart (every other row of a larger array: batches by the odometer); and
    the slow oracle agrees."""
    rng = np.random.default_rng(n * 7 + len(dtype))
    dt = np.dtype(dtype)
    rows = 700                     # (several batches of 1024 // n slices, and a partial one)
    x = (rng.standard_normal((rows, n)) * 3).astype(dt)
    if dt.kind == "c":
        x = x + 1j * rng.standard_normal((rows, n))
    if dt.kind == "f":           # (complex infinities: the oracle and the C arithmetic may part there; not what this tests)
        pool = np.array([0.0, -0.0, np.inf, -np.inf, np.nan], dt)
        pick = rng.random((rows, n)) < 0.05
        x[pick] = rng.choice(pool, pick.sum())
    wide = np.zeros((rows, 2 * n), dt)
    wide[:, ::2] = x
    mask = rng.random((rows, n)) < 0.7
    mask[:3] = False
    mask[1, -1] = True
    tall = np.zeros((2 * rows, n), dt)
    tall[::2] = x
    tall_mask = np.zeros((2 * rows, n), np.int8)
    tall_mask[::2] = mask
    names = ["sum", "prod", "mean", "var", "std", "amax", "amin", "logsumexp", "norm"]
    checked = 0
    for name in names:
        fn = getattr(M, name)
        if dt.kind == "c" and name in ("amax", "amin", "logsumexp"):
            continue
        # (an int mask: the Python runtime, whose kernel calls `recorded` sees; no mask: the
        # compiled front end, the same kernels in the layouts the same policy picks)
        for m in (mask.astype(np.int8), None):
            for threads in (1, 2, 3):
                with M.num_threads(threads):
                    del recorded[:]
                    with np.errstate(all="ignore"):
                        short = fn(x, dim=1, mask=m)
                        strided = fn(wide[:, ::2], dim=1, mask=m)
                        apart = fn(tall[::2], dim=1, mask=None if m is None else tall_mask[::2])
                    assert recorded == ([] if m is None else ["short", "positions", "short"]), (name, recorded)
                    assert np.atleast_1d(apart).tobytes() == np.atleast_1d(short).tobytes(), (name, dtype, n)
                # (the same bits, but for which NaN: its sign follows the order of a sum's
                # operands, which the masked fold and the two-stage one of a strided run choose apart)
                a, b = np.atleast_1d(short), np.atleast_1d(strided)
                nan = np.isnan(a)
                assert np.array_equal(nan, np.isnan(b)), (name, dtype, n, threads)
                assert a[~nan].tobytes() == b[~nan].tobytes(), (name, dtype, n, threads)
            with np.errstate(all="ignore"):
                want = getattr(reference, name)(x, dim=1, mask=None if m is None else m != 0)
            tol = {"float16": 1e-2, "float32": 1e-4}.get(dtype, 1e-9)
            np.testing.assert_allclose(short, want, rtol=tol, atol=tol, equal_nan=True, err_msg=name)
            checked += 1
    assert checked >= 12


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_pairs_of_blocks_of_a_pairwise_sum_keep_the_bits(dtype):
    """A contiguous masked run whose pairwise split ends in two blocks folds
    them in one call (tp_support.h tp_mfold2_*: a CPU-specific form may fold
    them side by side); each block gets the additions it gets alone, so the sum, mean, var, std,
    norm and logsumexp (its exps fused into the fold: tp_mfold_add_expdev_f64) of the run are the bits of the same values read with a stride (the
    block folded by the two-stage loop), for lengths around every pair size,
    with NaN, infinities and signed zeros among the data, and the oracle
    agrees."""
    rng = np.random.default_rng(len(dtype))
    dt = np.dtype(dtype)
    checked = 0
    for n in [*range(129, 270, 1), *range(270, 1100, 37)]:
        x = (rng.standard_normal((4, n)) * 3).astype(dt)
        pick = rng.random((4, n)) < 0.03
        x[pick] = rng.choice(np.array([0.0, -0.0, np.inf, -np.inf, np.nan], dt), pick.sum())
        x[0] = np.abs(x[0])                     # (a row with nothing to cancel)
        wide = np.zeros((4, 2 * n), dt)
        wide[:, ::2] = x
        mask = rng.random((4, n)) < 0.7
        for name, extra in (("sum", ()), ("mean", ()), ("var", ()), ("std", ()), ("norm", (1.0,)),
                            ("norm", (2.0,)), ("logsumexp", ())):
            fn = getattr(M, name)
            with np.errstate(all="ignore"):
                run = fn(x, *extra, dim=1, mask=mask)
                strided = fn(wide[:, ::2], *extra, dim=1, mask=mask)
            nan = np.isnan(run)
            assert np.array_equal(nan, np.isnan(strided)), (name, n)
            assert run[~nan].tobytes() == strided[~nan].tobytes(), (name, dtype, n)
            if n % 5 == 0:          # (no mask: the two stages, contiguous or not)
                with np.errstate(all="ignore"):
                    whole, whole_strided = fn(x, *extra, dim=1), fn(wide[:, ::2], *extra, dim=1)
                nan = np.isnan(whole)
                assert np.array_equal(nan, np.isnan(whole_strided)), (name, n, "no mask")
                assert whole[~nan].tobytes() == whole_strided[~nan].tobytes(), (name, dtype, n, "no mask")
            if n % 9 == 0:
                with np.errstate(all="ignore"):
                    want = getattr(reference, name)(x, *extra, dim=1, mask=mask)
                tol = 1e-4 if dtype == "float32" else 1e-9
                np.testing.assert_allclose(run, want, rtol=tol, atol=tol, equal_nan=True, err_msg=name)
            checked += 1
    assert checked > 900


def _same_bits_as_strided(fn, x, mask, extra, dim, context):
    wide = np.zeros(x.shape[:-1] + (2 * x.shape[-1],), x.dtype)
    wide[..., ::2] = x
    with np.errstate(all="ignore"):
        run = np.atleast_1d(fn(x, *extra, dim=dim, mask=mask))
        strided = np.atleast_1d(fn(wide[..., ::2], *extra, dim=dim, mask=mask))
    nan = np.isnan(run)
    assert np.array_equal(nan, np.isnan(strided)), context
    assert run[~nan].tobytes() == strided[~nan].tobytes(), context


FOUR_STREAMS_OPS = (("sum", ()), ("mean", ()), ("var", ()), ("std", ()), ("norm", (1.0,)), ("norm", (2.0,)),
                    ("logsumexp", ()))


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_long_pairwise_sums_read_as_four_streams_keep_the_bits(dtype):
    """A contiguous masked run of TP_FOUR_STREAMS_MIN (65536) elements or more
    folds its pairwise tree's four subtrees side by side (tp_support.h
    tp_pairwise4_*, with AVX-512), whose shapes differ by a few elements near
    the leaves: the sum, mean, var, std and norm of 8 such rows (8 outputs:
    one run each, not chunked) are the bits of the same values read with a
    stride (the plain recursion), with NaN, infinities and signed zeros among
    the data; and the oracle agrees."""
    rng = np.random.default_rng(len(dtype) + 1)
    dt = np.dtype(dtype)
    for n in (65535, 65536, 65537, 65536 + 8, 65536 + 100, 70001, 131072, 131079, 262147):
        x = (rng.standard_normal((8, n)) * 3).astype(dt)
        pick = rng.random((8, n)) < 0.001
        x[pick] = rng.choice(np.array([0.0, -0.0, np.inf, -np.inf, np.nan], dt), pick.sum())
        x[1] = np.abs(rng.standard_normal(n)).astype(dt)          # (rows with nothing special)
        x[2] = rng.standard_normal(n).astype(dt)
        mask = rng.random((8, n)) < 0.6
        for name, extra in FOUR_STREAMS_OPS:
            _same_bits_as_strided(getattr(M, name), x, mask, extra, 1, (name, dtype, n))
            if n in (65536 + 100, 131079):      # (no mask: the plain recursion either way)
                _same_bits_as_strided(getattr(M, name), x, None, extra, 1, (name, dtype, n, "no mask"))
            if n in (65537, 131079):
                with np.errstate(all="ignore"):
                    want = getattr(reference, name)(x, *extra, dim=1, mask=mask)
                got = getattr(M, name)(x, *extra, dim=1, mask=mask)
                tol = 1e-4 if dtype == "float32" else 1e-9
                np.testing.assert_allclose(got, want, rtol=tol, atol=tol, equal_nan=True, err_msg=name)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_logsumexp_along_an_outer_dim_keeps_the_bits_of_the_loop(dtype):
    """logsumexp along dim 0 folds rows of kept positions (the row layout),
    contiguous or strided: the same bits, masked or not, with NaN, infinities
    and values whose exp is subnormal or 0 among the data, for row lengths
    around the vector steps.  (The contiguous rows take the map's row form,
    tp_rowadd_expdev_*: eight lanes of the block form's exp, float32 sixteen
    first; the strided ones the scalar loop.)"""
    rng = np.random.default_rng(3 + len(dtype))
    dt = np.dtype(dtype)
    for cols in (1, 7, 8, 9, 15, 16, 17, 24, 31, 64, 1001):
        x = (rng.standard_normal((40, cols)) * 3).astype(dt)
        pick = rng.random(x.shape) < 0.05
        x[pick] = rng.choice(np.array([np.nan, np.inf, -np.inf, -720.0, -740.0, -800.0, -101.0, 60.0], dt),
                             pick.sum())
        x[0] = 700.0 if dtype == "float64" else 90.0         # (a large max: the others' exps underflow)
        wide = np.zeros((40, 2 * cols), dt)
        wide[:, ::2] = x
        mask = rng.random(x.shape) < 0.7
        for m in (mask, None):
            with np.errstate(all="ignore"):
                run = np.atleast_1d(M.logsumexp(x, 0, mask=m))
                strided = np.atleast_1d(M.logsumexp(wide[:, ::2], 0, mask=m))
            nan = np.isnan(run)
            assert np.array_equal(nan, np.isnan(strided)), (dtype, cols, m is None)
            assert run[~nan].tobytes() == strided[~nan].tobytes(), (dtype, cols, m is None)


ROW_OPS = (("sum", ()), ("prod", ()), ("mean", ()), ("var", ()), ("std", ()), ("amax", ()), ("amin", ()),
           ("norm", (1.0,)), ("norm", (2.0,)), ("norm", (np.inf,)), ("logsumexp", ()), ("argmax", ()),
           ("argmin", ()))


@pytest.mark.parametrize("dtype", ["float64", "float32", "int64", "uint8"])
def test_rows_of_the_outer_layout_four_at_a_time_keep_the_bits(dtype):
    """Along an outer dim (the row layout) contiguous rows are folded four at
    a time into the row of accumulators (_accumulate.pyx.j2 _row4, the arg
    kind's _rows_): the same bits as the same values read with a stride (a
    row at a time), for row counts around the groups of four and the byte
    counts' flushes (255 rows), reduced dims that a group of four crosses
    (dims (0, 1) of a 3-d array), masked or not, with NaN, infinities and
    signed zeros among the data; the counts agree with the oracle."""
    rng = np.random.default_rng(11 + len(dtype))
    dt = np.dtype(dtype)
    cases = [((r, c), 0) for r in (1, 3, 4, 5, 7, 255, 256, 257, 259, 1021) for c in (1, 9, 64)]
    cases += [((3, 5, 9), (0, 1)), ((6, 7, 33), (0, 1)), ((2, 131, 17), 1)]
    for shape, dim in cases:
        if dt.kind == "f":
            x = (rng.standard_normal(shape) * 3).astype(dt)
            pick = rng.random(shape) < 0.02
            x[pick] = rng.choice(np.array([0.0, -0.0, np.inf, -np.inf, np.nan], dt), pick.sum())
        else:
            x = rng.integers(0, 4, shape).astype(dt)
        mask = rng.random(shape) < 0.6
        for name, extra in ROW_OPS:
            if name in ("argmax", "argmin") and not isinstance(dim, int):
                continue
            for m in (mask, None):
                _same_bits_as_strided(getattr(M, name), x, m, extra, dim, (name, dtype, shape, m is None))
        tol = 1e-5 if dtype == "float32" else 1e-12         # (float32: a mean near 0 after cancellation)
        for m in (mask, rng.random(shape) < 0.99):          # (most rows valid: the byte counts must flush)
            with np.errstate(all="ignore"):
                got, want = M.mean(x, dim, mask=m), reference.mean(x, dim=dim, mask=m)
            np.testing.assert_allclose(got, want, rtol=tol, atol=tol, equal_nan=True)


def test_a_long_1d_sum_read_as_four_streams_per_chunk_keeps_the_bits():
    """A 1-D run long enough for its chunks (TP_CHUNKS of them) to reach
    TP_FOUR_STREAMS_MIN: each chunk's tree is folded as four streams, with the
    bits of the strided read."""
    rng = np.random.default_rng(11)
    n = 64 * 65536 + 12345
    x = rng.standard_normal(n)
    mask = rng.random(n) < 0.5
    for name, extra in FOUR_STREAMS_OPS:
        _same_bits_as_strided(getattr(M, name), x, mask, extra, None, name)


# The segmented layout (tp_walk.h tp_runs_slice: a unit is the run
# [seg[i], seg[i + 1]) of a 1-D input).  A kind's positions walk written with
# the walk layer's runs takes it for free; these kinds declare it, and the
# sparse layouts then run them without padding blocks.
SEGMENTED = {"reduce", "arg_reduce", "order_stat", "normalize", "scan"}


@pytest.mark.parametrize("name", ["sum", "var", "argmax", "median", "cumsum", "softmax", "normalize"])
@pytest.mark.parametrize("threads", [1, 2, 3])
def test_segmented_plans_equal_the_op_on_each_segment(name, threads):
    spec = getattr(ops, f"_{name}_spec")
    assert spec.kind in SEGMENTED
    rng = np.random.default_rng(7)
    x = np.round(rng.standard_normal(5000), 1)            # ties for argmax and median
    x[rng.random(x.size) < 0.01] = np.nan
    valid = rng.random(x.size) < 0.7
    # segments of every length from 0 (empty, fully masked) to 200, in order
    cuts = np.sort(rng.integers(0, x.size, 60))
    seg = np.concatenate([[0], cuts, [x.size]]).astype(np.intp)
    args = {"ord": 2.0} if name == "normalize" else {}
    param = resolve_param(spec, args)                      # the op's defaults (var: correction 1)
    along = {"dim": 0} if spec.full_output else {}
    x_in, kernel, kernel_out = memory.pick_kernel(spec, x, param)
    assert kernel.segmented and kernel.per_element == spec.full_output
    out = np.empty(x.size if spec.full_output else seg.size - 1, kernel_out)
    with M.num_threads(threads):
        kernel.segments(x_in, valid.view(np.uint8), seg, out, param)
    for i in range(seg.size - 1):
        a, b = seg[i], seg[i + 1]
        ok = valid[a:b]
        if not ok.any():              # (a fully masked segment's value is the mask rule's business)
            continue
        got = np.asarray(getattr(M, name)(x[a:b], **args, **along, mask=ok))    # the strided layout: same bits
        want = np.asarray(getattr(reference, name)(x[a:b], **args, **along, mask=ok))   # the slow oracle
        mine = out[a:b][ok] if spec.full_output else out[i]
        got, want = (got[ok], want[ok]) if spec.full_output else (got, want)
        np.testing.assert_array_equal(mine, got, err_msg=f"{name} segment {i}")
        # (a running sum's error is relative to the magnitudes summed, not to a cancelled result)
        atol = 1e-12 * np.nansum(np.abs(x[a:b])) if spec.kind == "scan" else 0.0
        np.testing.assert_allclose(mine, want, rtol=1e-12, atol=atol, equal_nan=True, err_msg=f"{name} segment {i}")


@pytest.mark.parametrize("name", ["sum", "var", "argmax", "median", "cumsum", "softmax", "normalize"])
@pytest.mark.parametrize("threads", [1, 2, 3])
def test_segments_read_through_an_order_equal_the_call_on_the_permuted_input(name, threads):
    """kernel.segments(..., order): the segments are x[order] cut at seg (the
    sparse layouts' leading dims), read through `order` a block of whole
    segments at a time (_entry.pyx _gathered): the bits of the call on the
    permuted copies, an output per element written back at order's
    positions, and each segment the strided op on its elements.  A segment
    longer than a block (2048) and runs of more empty segments than a block
    holds (256) included."""
    spec = getattr(ops, f"_{name}_spec")
    rng = np.random.default_rng(17)
    n = 14000
    x = np.round(rng.standard_normal(n), 1)
    x[rng.random(n) < 0.01] = np.nan
    valid = rng.random(n) < 0.7
    order = rng.permutation(n).astype(np.intp)
    cuts = np.concatenate([rng.integers(0, 3000, 40), np.full(600, 3000), [3001, 8500],
                           rng.integers(8500, n, 30), np.full(300, n)])
    seg = np.concatenate([[0], np.sort(cuts), [n]]).astype(np.intp)
    args = {"ord": 2.0} if name == "normalize" else {}
    param = resolve_param(spec, args)
    along = {"dim": 0} if spec.full_output else {}
    x_in, kernel, kernel_out = memory.pick_kernel(spec, x, param)
    size = n if spec.full_output else seg.size - 1
    out, want = np.empty(size, kernel_out), np.empty(size, kernel_out)
    with M.num_threads(threads):
        kernel.segments(x_in, valid.view(np.uint8), seg, out, param, order)
        kernel.segments(x_in[order], valid[order].view(np.uint8), seg, want, param)
        bare = np.empty(size, kernel_out)
        kernel.segments(x_in, None, seg, bare, param, order)
        bare_want = np.empty(size, kernel_out)
        kernel.segments(x_in[order], None, seg, bare_want, param)
    if spec.full_output:               # element order[j]'s output at out[order[j]]
        out, bare = out[order], bare[order]
    ok = valid[order]
    if spec.full_output:
        assert out[ok].tobytes() == want[ok].tobytes() and bare.tobytes() == bare_want.tobytes(), name
    else:
        lengths = np.diff(seg)
        counts = np.diff(np.r_[0, np.cumsum(ok)][seg])
        assert out[counts > 0].tobytes() == want[counts > 0].tobytes(), name
        assert bare[lengths > 0].tobytes() == bare_want[lengths > 0].tobytes(), name
    xs = x[order]
    for i in rng.choice(seg.size - 1, 40, replace=False).tolist() + [int(np.argmax(np.diff(seg)))]:
        a, b = seg[i], seg[i + 1]
        if not ok[a:b].any():
            continue
        got = np.asarray(getattr(M, name)(xs[a:b], **args, **along, mask=ok[a:b]))   # the strided layout
        mine = out[a:b][ok[a:b]] if spec.full_output else out[i]
        np.testing.assert_array_equal(mine, got[ok[a:b]] if spec.full_output else got, err_msg=f"{name} {i}")


def test_segments_through_an_order_check_it():
    spec = ops._sum_spec
    x = np.arange(10.0)
    _, kernel, kernel_out = memory.pick_kernel(spec, x, resolve_param(spec, {}))
    seg = np.array([0, 4, 10], np.intp)
    out = np.empty(2, kernel_out)
    order = np.arange(10, dtype=np.intp)[::-1].copy()
    kernel.segments(x, None, seg, out, (), order)
    assert out.tolist() == [9 + 8 + 7 + 6, 5 + 4 + 3 + 2 + 1]
    for bad in (order.astype(np.int32), order[::-1], order[:5]):
        with pytest.raises(ValueError, match="bad segmented plan|segments must increase"):
            kernel.segments(x, None, seg, out, (), bad)
    for far in (10, -1):
        wrong = order.copy()
        wrong[7] = far
        with pytest.raises(ValueError, match="order holds an index outside the input"):
            kernel.segments(x, None, seg, out, (), wrong)


def test_only_kinds_whose_walk_takes_segments_declare_them():
    for name in OPS:
        spec = getattr(ops, f"_{name}_spec")
        kernels = [k for v in spec.variants for k, _, _ in v.kernels.values()]
        assert all(k.segmented == (spec.kind in SEGMENTED) for k in kernels), name


def test_a_bool_sum_counts_every_run_length_and_start():
    """sum over bool (int64) folds an unmasked contiguous block with the
    widening tp_wfold_add_u8_i64 (64 bytes per step, then the tail): every
    length around the vector width, at every start within a cache line, whole
    and along a dim, against Python's count of True."""
    rng = np.random.default_rng(11)
    base = rng.random(4200) < 0.4
    for start in range(0, 70, 3):
        for n in (0, 1, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 1000, 4097):
            x = base[start:start + n]
            assert int(M.sum(x)) == sum(bool(v) for v in x), (start, n)
    rows = rng.random((7, 3001)) < 0.6
    assert M.sum(rows[:, 5:], 1).tolist() == [sum(bool(v) for v in r[5:]) for r in rows]
    everything = np.ones(1 << 16, bool)         # a whole block of True: no 8-bit lane overflows
    assert int(M.sum(everything)) == 1 << 16
