"""Kernels release the GIL and share no state: concurrent calls agree with
sequential ones."""
from concurrent.futures import ThreadPoolExecutor

import numpy as np

import tensorplay.masked as masked


def test_concurrent_calls_agree_with_sequential():
    rng = np.random.default_rng(1)
    arrays = [rng.standard_normal((200, 3000)) for _ in range(4)]
    masks = [rng.random(a.shape) < 0.5 for a in arrays]
    jobs = [(op, a, m, dim) for op in ("sum", "var", "amax", "argmax", "logsumexp")
            for a, m in zip(arrays, masks) for dim in (0, 1)]
    expected = [getattr(masked, op)(a, dim, mask=m) for op, a, m, dim in jobs]
    with ThreadPoolExecutor(4) as pool:
        got = list(pool.map(lambda job: getattr(masked, job[0])(job[1], job[3], mask=job[2]), jobs * 3))
    for i, result in enumerate(got):
        np.testing.assert_array_equal(result, expected[i % len(jobs)])


# -- the thread API and the identical-results guarantee (issue 13) ------------

import math
import multiprocessing
import os
import subprocess
import sys
import threading

import pytest

from tensorplay.masked._csrc import _parallel

# (op, extra args) of every kind: reduce, arg_reduce, order_stat, scan, normalize;
# the binary op and the special functions are checked separately.
REDUCTIONS = [("sum", ()), ("prod", ()), ("amax", ()), ("amin", ()), ("mean", ()), ("var", ()), ("std", ()),
              ("logsumexp", ()), ("norm", (2.0,)), ("norm", (float("inf"),)), ("median", ())]
ARGS = [("argmax", ()), ("argmin", ())]
ALONG = [("cumsum", ()), ("cumprod", ()), ("softmax", ()), ("log_softmax", ()), ("softmin", ()), ("normalize", (2.0,))]


# (eager_threads: tests/conftest.py)


def _arrays(rng):
    """(name, x, mask) over the walk layouts: contiguous, transposed, strided,
    a broadcast mask, long slices that are chunked, wide dim-0 reductions."""
    base = rng.standard_normal((40, 70))
    yield "c-order", base, rng.random(base.shape) < 0.6
    yield "f-order", np.asfortranarray(base), np.asfortranarray(rng.random(base.shape) < 0.6)
    yield "strided", base[::2, ::3], rng.random((20, 24)) < 0.6
    yield "3-d", rng.standard_normal((6, 5, 9)), rng.random((6, 5, 9)) < 0.6
    yield "row-mask", base, rng.random((1, 70)) < 0.6
    yield "no-mask", base, None
    yield "long", rng.standard_normal((3, 70001)), rng.random((3, 70001)) < 0.6      # chunked slices
    yield "wide", rng.standard_normal((5, 3000)), rng.random((5, 3000)) < 0.6        # dim=0: columns split
    yield "tall", rng.standard_normal((20, 3)), rng.random((20, 3)) < 0.6
    yield "tall-long", rng.standard_normal((70001, 3)), rng.random((70001, 3)) < 0.6   # dim=0: row chunks


def _dims(x):
    return [None] + list(range(x.ndim)) + ([(0, x.ndim - 1)] if x.ndim > 1 else [])


def _same(a, b):
    a, b = np.asarray(a), np.asarray(b)
    return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


def _by_threads(call):
    results = []
    for n in (1, 2, 3, 4):
        masked.set_num_threads(n)
        results.append(call())
    return results


def test_set_get_and_context_manager():
    before = masked.get_num_threads()
    try:
        masked.set_num_threads(3)
        assert masked.get_num_threads() == 3
        with masked.num_threads(1) as n:
            assert n == 1 and masked.get_num_threads() == 1
        assert masked.get_num_threads() == 3
        with pytest.raises(RuntimeError), masked.num_threads(2):
            raise RuntimeError
        assert masked.get_num_threads() == 3
    finally:
        masked.set_num_threads(before)


@pytest.mark.parametrize("bad, error", [(0, ValueError), (-2, ValueError), (10 ** 6, ValueError), (1.5, TypeError),
                                        ("2", TypeError), (True, TypeError), (None, TypeError)])
def test_invalid_thread_counts_are_clear_errors(bad, error):
    before = masked.get_num_threads()
    with pytest.raises(error, match="number of threads"):
        masked.set_num_threads(bad)
    with pytest.raises(error, match="number of threads"):
        with masked.num_threads(bad):
            pass
    assert masked.get_num_threads() == before


def _run_python(code, **env):
    full = {k: v for k, v in os.environ.items() if k != "TENSORPLAY_NUM_THREADS"}
    full.update(env)
    return subprocess.run([sys.executable, "-P", "-c", code], capture_output=True, text=True, env=full, timeout=120)


def test_default_comes_from_the_environment_else_the_affinity():
    code = "import tensorplay.masked as m; print(m.get_num_threads())"
    assert _run_python(code, TENSORPLAY_NUM_THREADS="3").stdout.strip() == "3"
    assert _run_python(code).stdout.strip() == str(len(os.sched_getaffinity(0)))
    bad = _run_python(code, TENSORPLAY_NUM_THREADS="lots")
    assert bad.returncode != 0 and "TENSORPLAY_NUM_THREADS='lots'" in bad.stderr
    assert "positive integer" in bad.stderr


def test_show_config_names_backend_flags_and_simd(capsys):
    cfg = masked.show_config()
    printed = capsys.readouterr().out
    for key in ("threading", "compiler", "cflags", "kernel_cflags", "simd", "num_threads"):
        assert key in cfg and key in printed
    # setup.py: the generated kernels at -O2 with the loop optimisations they need, the rest at -O3.
    assert "-O3" in cfg["cflags"].split() and "-fvect-cost-model=dynamic" in cfg["kernel_cflags"].split()
    assert cfg["openmp"] == cfg["threading"].startswith("OpenMP")
    assert cfg["openmp"] == ("-fopenmp" in cfg["cflags"])
    # which kernel modules prefer 512-bit vectors: none below x86-64-v4, else at least the fills
    assert "wide_kernels" in cfg and "wide_kernels" in printed
    if "x86-64-v4" in cfg["simd"]:
        assert "_k_fill" in cfg["wide_kernels"].split() and "-mprefer-vector-width=512" in cfg["wide_kernels"]
    elif "-march=" in cfg["kernel_cflags"]:
        assert cfg["wide_kernels"] == "none"


@pytest.mark.parametrize("op, extra", REDUCTIONS + ARGS)
def test_reductions_identical_for_1_to_4_threads(eager_threads, op, extra):
    rng = np.random.default_rng(13)
    for name, x, m in _arrays(rng):
        for dim in _dims(x):
            if op in ("argmax", "argmin") and isinstance(dim, tuple):
                continue
            results = _by_threads(lambda: getattr(masked, op)(x, *extra, dim, mask=m))
            assert all(_same(r, results[0]) for r in results[1:]), (op, name, dim)


@pytest.mark.parametrize("op, extra", ALONG)
def test_scans_and_normalizations_identical_for_1_to_4_threads(eager_threads, op, extra):
    rng = np.random.default_rng(14)
    for name, x, m in _arrays(rng):
        if op == "cumprod":
            x = 1 + x / 100
        for dim in range(x.ndim):
            results = _by_threads(lambda: getattr(masked, op)(x, *extra, dim, mask=m))
            assert all(_same(r, results[0]) for r in results[1:]), (op, name, dim)


@pytest.mark.parametrize("dtype", ["float32", "int64", "int8", "complex128", "float16", "bool"])
def test_dtypes_identical_for_1_to_4_threads(eager_threads, dtype):
    rng = np.random.default_rng(15)
    for name, x, m in _arrays(rng):
        x = (x * 50).astype(dtype) if dtype != "bool" else x > 0
        for op in ("sum", "amax", "argmax", "mean", "cumsum"):
            if dtype in ("complex128",) and op in ("amax", "argmax"):
                continue
            for dim in _dims(x):
                if op == "cumsum" and not isinstance(dim, int) or op == "argmax" and isinstance(dim, tuple):
                    continue
                results = _by_threads(lambda: getattr(masked, op)(x, dim, mask=m))
                assert all(_same(r, results[0]) for r in results[1:]), (op, dtype, name, dim)


def test_binary_and_special_identical_for_1_to_4_threads(eager_threads):
    rng = np.random.default_rng(16)
    a, b = rng.standard_normal((37, 41)), rng.standard_normal((1, 41))
    ma, mb = rng.random(a.shape) < 0.7, rng.random(b.shape) < 0.7
    results = _by_threads(lambda: masked.logaddexp(a, b, input_mask=ma, other_mask=mb))
    assert all(_same(r, results[0]) for r in results[1:])
    for name in ("expit", "erf", "gammaln", "i0"):
        fn = getattr(masked.special, name, None)
        if fn is None:
            continue
        results = _by_threads(lambda: fn(a.T, mask=ma.T))
        assert all(_same(r, results[0]) for r in results[1:]), name


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_masked_tensor_fused_kernels_identical_for_1_to_4_threads(eager_threads, dtype):
    rng = np.random.default_rng(17)
    x, y = rng.standard_normal((37, 41)).astype(dtype), rng.standard_normal((37, 41)).astype(dtype)
    a = masked.masked_tensor(x, rng.random(x.shape) < 0.7)
    b = masked.masked_tensor(y, rng.random(y.shape) < 0.7)
    calls = {"a + b": lambda: a + b, "a * 2": lambda: a * 2.0, "a > b": lambda: a > b, "exp": lambda: a.exp(),
             "sqrt": lambda: a.abs().sqrt(), "to_tensor": lambda: a.to_tensor(0.0)}
    before = _parallel.stats()["parallel_calls"]
    for name, call in calls.items():
        results = _by_threads(call)
        datas = [np.asarray(r.get_data() if masked.is_masked_tensor(r) else r) for r in results]
        assert all(_same(d, datas[0]) for d in datas[1:]), name
        if masked.is_masked_tensor(results[0]):
            assert all(_same(r.get_mask(), results[0].get_mask()) for r in results[1:]), name
    def inplace():
        c = masked.masked_tensor(x.copy(), a.get_mask().copy())
        c.add_(b)
        return c.get_data()
    results = _by_threads(inplace)
    assert all(_same(r, results[0]) for r in results[1:])
    if _parallel.build_config()["openmp"]:
        assert _parallel.stats()["parallel_calls"] > before      # the fused kernels did split


def test_threads_were_used(eager_threads):
    """The checks above mean something only if calls do run on several threads."""
    if not _parallel.build_config()["openmp"]:
        pytest.skip("serial build")
    before = _parallel.stats()["parallel_calls"]
    masked.set_num_threads(2)
    masked.sum(np.ones((8, 8)), 1)
    assert _parallel.stats()["parallel_calls"] > before


def test_grain_keeps_small_inputs_serial():
    if not _parallel.build_config()["openmp"]:
        pytest.skip("serial build")
    before = _parallel.stats()["parallel_calls"]
    with masked.num_threads(4):
        masked.sum(np.ones((100, 100)), 1)        # 10^4 elements: below the grain
        assert _parallel.stats()["parallel_calls"] == before
        masked.var(np.ones((1000, 1000)), 1)      # 10^6 elements: above it
    assert _parallel.stats()["parallel_calls"] > before


def test_chunked_full_reductions_are_accurate():
    """Long slices are folded in fixed chunks, pairwise inside each and over
    the partials: as accurate as one pairwise fold (exact sum by math.fsum)."""
    rng = np.random.default_rng(17)
    x = rng.standard_normal(1_000_003) * np.exp(rng.uniform(-20, 20, 1_000_003))
    m = rng.random(x.size) < 0.5
    exact = math.fsum(x[m])
    err = abs(float(masked.sum(x, mask=m)) - exact)
    np_err = abs(float(np.sum(np.where(m, x, 0.0))) - exact)
    assert err <= max(4 * np_err, 1e-15 * np.sum(np.abs(x[m])))
    assert float(masked.mean(x, mask=m)) == pytest.approx(exact / m.sum(), rel=1e-12)
    assert float(masked.var(x, mask=m)) == pytest.approx(np.var(x[m], ddof=1), rel=1e-12)
    assert int(masked.argmax(x, mask=m)) == int(np.flatnonzero(m)[np.argmax(x[m])])
    assert float(masked.amin(x, mask=m)) == x[m].min()


def test_many_python_threads_do_not_multiply_threads(eager_threads):
    """Policy: a call made while another runs on several threads runs on one,
    so P Python threads with T threads each never compute on more than
    T + P - 1 threads at once (not P * T)."""
    if not _parallel.build_config()["openmp"]:
        pytest.skip("serial build")
    masked.set_num_threads(4)
    rng = np.random.default_rng(18)
    x, m = rng.standard_normal((300, 2000)), rng.random((300, 2000)) < 0.5
    expected = masked.var(x, 1, mask=m)
    _parallel.stats(reset=True)
    errors, n_py = [], 6
    barrier = threading.Barrier(n_py)

    def work():
        barrier.wait()
        for _ in range(15):
            if not _same(masked.var(x, 1, mask=m), expected):
                errors.append("differs")

    threads = [threading.Thread(target=work) for _ in range(n_py)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    stats = _parallel.stats()
    assert not errors
    assert stats["parallel_calls"] > 0
    assert stats["max_running"] <= 4 + n_py - 1


def _child_sum(args):
    x, m = args
    from tensorplay.masked._csrc import _parallel as child_parallel
    return masked.var(x, 1, mask=m), child_parallel.stats()["forked_child"]


def test_forked_children_do_not_hang(eager_threads):
    """GNU libgomp hangs in a child forked after its parent used the pool: a
    forked child runs the kernels serially (same results)."""
    masked.set_num_threads(2)
    rng = np.random.default_rng(19)
    x, m = rng.standard_normal((64, 500)), rng.random((64, 500)) < 0.5
    expected = masked.var(x, 1, mask=m)        # the parent's pool starts here
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(2) as pool:
        got = pool.map_async(_child_sum, [(x, m)] * 4).get(timeout=120)
    for result, forked in got:
        assert _same(result, expected)
        assert forked == _parallel.build_config()["openmp"]


def test_threadpoolctl_sees_and_limits_openmp(eager_threads):
    threadpoolctl = pytest.importorskip("threadpoolctl")
    if not _parallel.build_config()["openmp"] or _parallel.openmp_max_threads() < 2:
        pytest.skip("serial build, or OpenMP already limited to one thread")
    masked.set_num_threads(2)
    x = np.ones((64, 64))
    masked.sum(x, 1)
    libs = [info for info in threadpoolctl.threadpool_info() if info["user_api"] == "openmp"]
    assert libs, "threadpoolctl does not see an OpenMP runtime"
    before = _parallel.stats()["parallel_calls"]
    with threadpoolctl.threadpool_limits(1, user_api="openmp"):
        masked.sum(x, 1)
        assert _parallel.stats()["parallel_calls"] == before
    masked.sum(x, 1)
    assert _parallel.stats()["parallel_calls"] > before


@pytest.mark.parametrize("case", ["ties", "nan-late", "nan-early", "best-masked", "all-masked-but-last", "view"])
def test_chunked_arg_reductions_find_the_first_best(eager_threads, case):
    """Few outputs and long slices: argmax/argmin search chunks in parallel;
    the combined index is the first best of the whole slice (numpy's rule on
    the filled copy), for 1..4 threads."""
    rng = np.random.default_rng(23)
    n = 3 * 32768 * 2 + 11                  # several chunks of the slice
    x = rng.integers(-5, 5, n).astype(np.float64)
    m = rng.random(n) < 0.7
    if case == "ties":
        x[[70000, 140000, 190000]] = 9.0       # equal maxima in different chunks
        m[[70000, 140000, 190000]] = [False, True, True]
    elif case == "nan-late":
        x[150000] = np.nan
        m[150000] = True
    elif case == "nan-early":
        x[[5, 150000]] = np.nan
        m[[5, 150000]] = True
    elif case == "best-masked":
        x[100] = 100.0
        m[100] = False
    elif case == "all-masked-but-last":
        m[:] = False
        m[-1] = True
    if case == "view":
        x, m = x[: 64 * 3000].reshape(64, 3000).T, m[: 64 * 3000].reshape(64, 3000).T
    for op, fill, ref in (("argmax", -np.inf, np.argmax), ("argmin", np.inf, np.argmin)):
        want = ref(np.where(m, x, fill).ravel())
        for got in _by_threads(lambda: getattr(masked, op)(x, mask=m)):
            assert int(got) == want, (op, case)


@pytest.mark.parametrize("op, extra", [("softmax", ()), ("softmin", ()), ("log_softmax", ()), ("normalize", (2.0,)),
                                       ("normalize", (1.0,)), ("normalize", (float("inf"),))])
def test_chunked_normalizations_match_the_oracle(eager_threads, op, extra):
    """Few long slices are normalized chunk by chunk (stat fold, write, finish
    each over chunks in parallel): the values match the slow oracle, with a
    fully masked slice and a masked-out infinity, for 1..4 threads."""
    from tensorplay.masked.testing import reference as R
    rng = np.random.default_rng(29)
    x = rng.standard_normal((3, 70001)) * 4
    m = rng.random(x.shape) < 0.6
    m[1] = False                                   # fully masked slice
    x[2, 40000], m[2, 40000] = np.inf, False       # masked out: no effect
    want = getattr(R, op)(x, *extra, 1, mask=m)
    for layout in (lambda a: a, lambda a: np.asfortranarray(a)):
        for got in _by_threads(lambda: getattr(masked, op)(layout(x), *extra, 1, mask=layout(m))):
            np.testing.assert_allclose(got, want, rtol=1e-12, atol=0)
    flat = getattr(masked, op)(x[0], *extra, 0, mask=m[0])
    np.testing.assert_allclose(flat, want[0], rtol=1e-12, atol=0)


def _sample_positions(n):
    """The flat positions the chunked median samples (order_stat.pyx.j2: SAMPLE)."""
    return np.arange(4096) * n // 4096


@pytest.mark.parametrize("case", ["random", "no-mask", "ties", "nan-valid", "nan-masked", "all-masked",
                                  "sorted", "sample-misleads", "float32", "float16", "int8", "bool", "rows"])
def test_chunked_median_is_the_lower_median(eager_threads, case):
    """Few long slices: the median counts, samples a band around the rank,
    gathers the band in parallel and selects in it (or gathers the whole
    slice when the rank falls outside): always the element of rank (n-1)//2
    of the valid values (numpy's sort), for 1..4 threads."""
    rng = np.random.default_rng(31)
    n = 200_003
    x = rng.standard_normal(n)
    m = rng.random(n) < 0.6
    if case == "no-mask":
        m = None
    elif case == "ties":
        x = rng.integers(-2, 3, n).astype(np.float64)
    elif case == "nan-valid":
        x[123456], m[123456] = np.nan, True
    elif case == "nan-masked":
        x[123456], m[123456] = np.nan, False
    elif case == "all-masked":
        m[:] = False
    elif case == "sorted":
        x = np.sort(x)
    elif case == "sample-misleads":
        x[_sample_positions(n)] = 1e6              # every sampled value is huge: the band misses
    elif case in ("float32", "float16"):
        x = x.astype(case)
    elif case == "int8":
        x = rng.integers(-100, 100, n).astype(np.int8)
    elif case == "bool":
        x = rng.random(n) < 0.3
    elif case == "rows":
        x, m = x[:200_000].reshape(2, 100_000), m[:200_000].reshape(2, 100_000)
    if case == "rows":
        want = [np.sort(r[k])[(k.sum() - 1) // 2] for r, k in zip(x, m)]
        for got in _by_threads(lambda: masked.median(x, 1, mask=m)):
            np.testing.assert_array_equal(got, want)
        return
    valid = x if m is None else x[m]
    if valid.size == 0 or np.isnan(valid.astype(np.float64)).any():
        want = np.nan
    else:
        want = np.sort(valid)[(valid.size - 1) // 2].astype(np.float64)
    for got in _by_threads(lambda: masked.median(x, mask=m)):
        np.testing.assert_array_equal(got, want, err_msg=case)


@pytest.mark.parametrize("op, extra", [("sum", ()), ("mean", ()), ("var", ()), ("std", ()), ("amax", ()),
                                       ("amin", ()), ("logsumexp", ()), ("norm", (2.0,)), ("prod", ())])
def test_row_chunked_column_reductions_match_the_oracle(eager_threads, op, extra):
    """A tall narrow array reduced along dim 0 folds chunks of rows in
    parallel: the values match the slow oracle (exactly rounded sums), with a
    fully masked column, for 1..4 threads; keepdim and a 3-d outer dim too."""
    from tensorplay.masked.testing import reference as R
    rng = np.random.default_rng(37)
    x = rng.standard_normal((140_001, 3)) * 3
    if op == "prod":
        x = 1 + x / 1e4
    m = rng.random(x.shape) < 0.6
    m[:, 1] = False

    def oracle(a, dim, mask, **kw):       # (the exact oracle's prod of 1e5 fractions is too slow)
        if op == "prod":
            return np.prod(np.where(mask, a, 1.0), dim, **{"keepdims": kw.get("keepdim", False)})
        return getattr(R, op)(a, *extra, dim, mask=mask, **kw)
    want = oracle(x, 0, m)
    for got in _by_threads(lambda: getattr(masked, op)(x, *extra, 0, mask=m)):
        np.testing.assert_allclose(got, want, rtol=1e-12, atol=0)
    x3, m3 = np.stack([x[:70_000], x[70_000:140_000]]), np.stack([m[:70_000], m[70_000:140_000]])
    got = getattr(masked, op)(x3, *extra, 1, mask=m3, keepdim=True)
    np.testing.assert_allclose(got, oracle(x3, 1, m3, keepdim=True), rtol=1e-12, atol=0)
