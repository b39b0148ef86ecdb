"""The dask layer (issue 14) against the in-memory library, and the public
partial states (tensorplay.masked.partials) against numpy / math.fsum.

Every dask result is computed with the threaded scheduler and compared with
the same call on the same numpy data: same dtype, same shape, same values (to
a rounding tolerance: chunked sums add in another order).
"""
from __future__ import annotations

import math

import numpy as np
import pytest

da = pytest.importorskip("dask.array")     # CI installs it: pip install ".[test,dask]"
import dask  # noqa: E402

import tensorplay.masked as tm  # noqa: E402
from tensorplay.masked import partials  # noqa: E402

SHAPE = (7, 10)
# Regular, irregular, one-element and empty chunks; the reduced dims split over many.
CHUNKINGS = [(7, 10), (3, 4), ((1, 6), (2, 3, 5)), ((2, 0, 5), (0, 4, 0, 6)), (1, 1)]
DIMS = [None, 0, 1, (0, 1), -1]
RTOL = {"float16": 2e-2, "float32": 1e-4, "complex64": 1e-4}
REDUCTIONS = ["sum", "prod", "amax", "amin", "argmax", "argmin", "mean", "var", "std", "median",
              "logsumexp", "norm"]
ACCEPTS_COMPLEX = {"sum", "prod", "mean", "var", "std", "norm"}


@pytest.fixture(autouse=True)
def threaded():
    with dask.config.set(scheduler="threads"):
        yield


def _data(dtype: str, seed: int = 0):
    rng = np.random.default_rng(seed)
    if dtype == "bool":
        x = rng.random(SHAPE) > 0.5
    elif np.dtype(dtype).kind in "iu":
        x = rng.integers(0, 5, SHAPE).astype(dtype)
    elif np.dtype(dtype).kind == "c":
        x = (rng.normal(size=SHAPE) + 1j * rng.normal(size=SHAPE)).astype(dtype)
    else:
        x = rng.normal(size=SHAPE).astype(dtype)
    mask = rng.random(SHAPE) > 0.3
    mask[2] = False                      # a fully masked row
    mask[:, 7:] = False                  # and fully masked chunks
    return x, mask


def _same(got, want, dtype: str = "float64"):
    assert got.dtype == want.dtype, (got.dtype, want.dtype)
    assert got.shape == want.shape, (got.shape, want.shape)
    if want.dtype.kind in "biu":
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_allclose(got, want, rtol=RTOL.get(dtype, 1e-10), atol=RTOL.get(dtype, 1e-12),
                                   equal_nan=True)


def _dask_pair(x, mask, chunks, mask_chunks=None):
    return da.from_array(x, chunks=chunks), da.from_array(mask, chunks=mask_chunks or chunks)


REDUCTION_CASES = [(op, dtype) for op in REDUCTIONS
                   for dtype in ("float64", "float32", "float16", "int32", "uint8", "bool", "complex128")
                   if op in ACCEPTS_COMPLEX or not dtype.startswith("complex")]


def _op(op: str):
    # norm's order comes before dim: test a p-norm that is none of the special cases
    return (lambda x, *a, **kw: tm.norm(x, 3.0, *a, **kw)) if op == "norm" else getattr(tm, op)


@pytest.mark.parametrize("op, dtype", REDUCTION_CASES)
def test_reductions_match_in_memory(op, dtype):
    fn = _op(op)
    x, mask = _data(dtype)
    lazy, want = [], []
    for i, chunks in enumerate(CHUNKINGS):
        dx, dm = _dask_pair(x, mask, chunks, mask_chunks=(4, 3))
        for dim in DIMS:
            if op in ("argmax", "argmin") and isinstance(dim, tuple):
                continue
            for keepdim in (False, True) if i < 2 else (False,):
                want.append(fn(x, dim, keepdim=keepdim, mask=mask))
                lazy.append(fn(dx, dim, keepdim=keepdim, mask=dm))
        # a numpy mask (broadcast from one row) with a dask input; no mask
        want += [fn(x, 0, mask=mask[0]), fn(x, None)]
        lazy += [fn(dx, 0, mask=mask[0]), fn(dx, None)]
    assert all(isinstance(r, da.Array) for r in lazy)
    for got, w in zip(dask.compute(*lazy), want):       # one graph: the scheduler starts once
        _same(got, w, dtype)


@pytest.mark.parametrize("ord", [2.0, 1, np.inf, -np.inf, 0, -1.5, 0.5])
def test_norm_orders(ord):
    x, mask = _data("float64", 3)
    x[0, 0] = 0.0
    dx, dm = _dask_pair(x, mask, (2, 3))
    for dim in (None, 0, 1):
        _same(tm.norm(dx, ord, dim, mask=dm).compute(), tm.norm(x, ord, dim, mask=mask))


@pytest.mark.parametrize("params", [{"correction": 0}, {"correction": 2.5}, {"unbiased": False}, {"correction": -1}])
def test_var_std_corrections(params):
    x, mask = _data("float32", 4)
    dx, dm = _dask_pair(x, mask, (3, 3))
    for op in (tm.var, tm.std):
        _same(op(dx, 1, mask=dm, **params).compute(), op(x, 1, mask=mask, **params), "float32")


def test_special_values_match():
    """nan, +-inf and ties as the kernels treat them (first nan / first max wins)."""
    x = np.array([[1.0, np.nan, 3.0, np.nan, 3.0, -np.inf],
                  [np.inf, 2.0, np.inf, -1.0, 0.0, 5.0],
                  [-np.inf, -np.inf, -np.inf, -np.inf, -np.inf, -np.inf],
                  [2.0, 2.0, 2.0, 2.0, 2.0, 2.0]])
    mask = np.ones(x.shape, bool)
    mask[1, 5] = False
    dx, dm = _dask_pair(x, mask, (2, 2))
    for op in ("argmax", "argmin", "amax", "amin", "logsumexp", "sum", "mean", "median"):
        for dim in (None, 1):
            _same(getattr(tm, op)(dx, dim, mask=dm).compute(), getattr(tm, op)(x, dim, mask=mask))
    for op in ("softmax", "log_softmax", "softmin", "cumsum"):
        _same(getattr(tm, op)(dx[1:], 1, mask=dm[1:]).compute(), getattr(tm, op)(x[1:], 1, mask=mask[1:]))


@pytest.mark.parametrize("dtype", ["float64", "float32", "float16", "int16", "bool"])
@pytest.mark.parametrize("op", ["cumsum", "cumprod", "softmax", "log_softmax", "softmin", "normalize"])
def test_scans_and_normalizations_match_in_memory(op, dtype):
    fn = getattr(tm, op)
    x, mask = _data(dtype, 1)
    if op == "cumprod" and dtype.startswith("float"):
        x = (1 + x / 10).astype(dtype)             # keep the products in range
    args = (2.0,) if op == "normalize" else ()
    lazy, want = [], []
    for chunks in CHUNKINGS:
        dx, dm = _dask_pair(x, mask, chunks, mask_chunks=(3, 5))
        for dim in (0, 1, -1):
            lazy.append(fn(dx, *args, dim, mask=dm))
            want.append(fn(x, *args, dim, mask=mask))
        lazy.append(fn(dx, *args, 1))
        want.append(fn(x, *args, 1))
    if op == "normalize":
        for ord in (1, np.inf, 0, -1.5):
            lazy.append(fn(dx, ord, (0, 1), mask=dm))
            want.append(fn(x, ord, (0, 1), mask=mask))
    assert all(isinstance(r, da.Array) for r in lazy)
    for got, w in zip(dask.compute(*lazy), want):
        _same(got, w, dtype)


def test_logaddexp_special_and_selectors_blockwise():
    x, mask = _data("float64", 2)
    y = np.random.default_rng(5).normal(size=SHAPE[1:])
    dx, dm = _dask_pair(x, mask, (3, 4))
    _same(tm.logaddexp(dx, y, input_mask=dm, other_mask=y > 0).compute(),
          tm.logaddexp(x, y, input_mask=mask, other_mask=y > 0))
    _same(tm.logaddexp(x[:, :1], dx, other_mask=dm).compute(), tm.logaddexp(x[:, :1], x, other_mask=mask))
    _same(tm.special.erf(dx, mask=dm).compute(), tm.special.erf(x, mask=mask))
    t = np.arange(70).reshape(SHAPE)
    dt = da.from_array(t, chunks=(3, 4))
    for chunks in CHUNKINGS:
        dt, dm = _dask_pair(t, mask, chunks, mask_chunks=(2, 5))
        sel = tm.masked_select(dt, dm)
        assert isinstance(sel, da.Array) and math.isnan(sel.shape[0])    # unknown size, like x[mask]
        np.testing.assert_array_equal(sel.compute(), tm.masked_select(t, mask))
        np.testing.assert_array_equal(tm.masked_fill(dt, dm, -1).compute(), tm.masked_fill(t, mask, -1))
    np.testing.assert_array_equal(tm.masked_fill_along_axis(dt, mask[0], 0, 9).compute(),
                                  tm.masked_fill_along_axis(t, mask[0], 0, 9))
    np.testing.assert_array_equal(tm.masked_axis_select(dt, mask[0], 1).compute(),
                                  tm.masked_axis_select(t, mask[0], 1))
    np.testing.assert_array_equal(tm.index_select(dt, 1, [9, 0, -1]).compute(), tm.index_select(t, 1, [9, 0, -1]))


def test_nothing_is_computed_before_compute():
    computed = []

    def record(block):
        computed.append(block.shape)
        return block

    x, mask = _data("float64", 6)
    # meta= given: dask does not call `record` to infer it
    dx = da.from_array(x, chunks=(3, 4)).map_blocks(record, meta=np.empty((0, 0)))
    dm = da.from_array(mask, chunks=(3, 4)).map_blocks(record, meta=np.empty((0, 0), bool))
    results = [getattr(tm, op)(dx, 1, mask=dm) for op in REDUCTIONS]
    results += [getattr(tm, op)(dx, 1, mask=dm) for op in ("cumsum", "cumprod", "softmax", "log_softmax", "softmin")]
    results += [tm.normalize(dx, 2.0, 1, mask=dm), tm.logaddexp(dx, dx, input_mask=dm),
                tm.masked_select(dx, dm), tm.masked_fill(dx, dm, 0.0), tm.special.sigmoid(dx, mask=dm)]
    # zero-size blocks dropped, unknown sizes (boolean indexing) lined up: still nothing runs
    dz = da.from_array(x, chunks=((2, 0, 5), (0, 4, 0, 6))).map_blocks(record, meta=np.empty((0, 0)))
    rows = dm[:, 0]
    du, dmu = dx[rows], dm[rows]
    results += [tm.sum(dz, 0, mask=dm), tm.argmax(dz, 1, mask=mask), tm.median(dz, 0), tm.cumsum(dz, 1),
                tm.sum(du, 0, mask=dmu), tm.argmax(du, 1, mask=dmu), tm.median(du, 1), tm.softmax(du, 0, mask=dmu),
                tm.masked_select(du, dmu), tm.masked_fill_along_axis(du, mask[0], 0, 1.0)]
    assert all(isinstance(r, da.Array) for r in results)
    assert computed == []
    results[0].compute()
    assert computed


def test_bad_arguments_name_the_op():
    x, mask = _data("float64")
    dx = da.from_array(x, chunks=3)
    with pytest.raises(TypeError, match="mean: mask"):
        tm.mean(dx, 0, mask=da.from_array(mask.astype(float)))
    with pytest.raises(ValueError, match="sum: mask of shape"):
        tm.sum(dx, 0, mask=da.ones((3, 3), dtype=bool))
    with pytest.raises(IndexError, match="var: dim 5"):
        tm.var(dx, 5)
    with pytest.raises(TypeError, match="logsumexp: input has dtype complex128"):
        tm.logsumexp(dx.astype(complex))
    with pytest.raises(TypeError, match="masked_fill_: a dask array cannot be modified in place"):
        tm.masked_fill_(dx, mask, 0.0)
    with pytest.raises(TypeError, match="masked_scatter: not available for dask arrays"):
        tm.masked_scatter(dx, mask, np.zeros(70))
    with pytest.raises(TypeError, match="masked_fill: value"):
        tm.masked_fill(dx.astype(np.int64), mask, 1.5)
    with pytest.raises(TypeError, match="argmax: dim must be an int"):
        tm.argmax(dx, (0, 1))


# -- unknown chunk sizes (issue 21, item 2) and zero-size chunks (item 3) ---------------

CLEAN = (TypeError, ValueError, IndexError)
ORDER_FREE = {"amax", "amin", "argmax", "argmin", "median"}     # the same bits in any chunking


def _entry_points(shape: tuple, seed: int = 0) -> list:
    """Every dask entry point as (label, call(a, m), exact, needs): `call` takes
    an array and its mask (dask, or numpy for the in-memory reference);
    `exact`: the result does not depend on the chunking (no merged sums);
    `needs`: the dims whose chunk sizes the call must know (ours to state, so
    that a refusal where none is needed fails)."""
    rng = np.random.default_rng(seed)
    nd, every = len(shape), set(range(len(shape)))
    out = []
    for op in REDUCTIONS:
        whole = [tuple(range(nd))] if nd > 1 and op not in ("argmax", "argmin") else []
        for dim in [None, *range(nd), *whole]:
            needs = set() if op not in ("argmax", "argmin", "median") else \
                every if dim is None else {dim} if isinstance(dim, int) else set(dim)
            out.append((f"{op}(dim={dim})", lambda a, m, f=_op(op), dim=dim: f(a, dim, mask=m), op in ORDER_FREE,
                        needs))
    for op in ("cumsum", "cumprod", "softmax", "log_softmax", "softmin", "normalize"):
        args = (2.0,) if op == "normalize" else ()
        for dim in range(nd):
            out.append((f"{op}(dim={dim})",
                        lambda a, m, f=getattr(tm, op), args=args, dim=dim: f(a, *args, dim, mask=m),
                        False, every if op.startswith("cum") else set()))
    out += [("erf", lambda a, m: tm.special.erf(a, mask=m), True, set()),
            ("logaddexp", lambda a, m: tm.logaddexp(a, a, input_mask=m), True, set()),
            ("masked_fill", lambda a, m: tm.masked_fill(a, m, -1.0), True, set()),
            ("masked_select", lambda a, m: tm.masked_select(a, m), True, every - {0})]
    for axis in range(nd):
        n = shape[axis]
        one_slice = rng.random(shape[:axis] + shape[axis + 1:]) > 0.5
        along = rng.random(n) > 0.5
        idx = rng.integers(-n, n, 3) if n else np.zeros(0, int)
        out += [(f"masked_fill_along_axis(axis={axis})",
                 lambda a, m, s=one_slice, axis=axis: tm.masked_fill_along_axis(a, s, axis, 9.0), True, every - {axis}),
                (f"masked_axis_select(axis={axis})", lambda a, m, s=along, axis=axis: tm.masked_axis_select(a, s, axis),
                 True, {axis}),
                (f"index_select(axis={axis})", lambda a, m, i=idx, axis=axis: tm.index_select(a, axis, i),
                 True, {axis})]
    return out


NEEDS_A_MASK = ("masked_fill", "masked_select")
MASK_ARG = {"logaddexp": "input_mask"}
OWN_MASK = ("masked_fill_along_axis", "masked_axis_select", "index_select")   # m unused: theirs is 1-D or a slice's


def _outcome(call, *args):
    """A call's computed result, or the clean error it raised (building or computing)."""
    try:
        r = call(*args)
        return np.asarray(r.compute() if isinstance(r, da.Array) else r)
    except CLEAN as exc:
        return exc


def _agree(label: str, got, want, exact: bool) -> None:
    """The dask outcome is the in-memory one: the same error type (naming the
    op), or the same dtype, shape and values (bit-equal where `exact`)."""
    op = label.split("(")[0]
    if isinstance(want, Exception):
        assert type(got) is type(want), (label, got, want)
        assert str(got).startswith(op), (label, got)
        return
    assert not isinstance(got, Exception), (label, got)
    if exact:
        assert (got.dtype, got.shape) == (want.dtype, want.shape), (label, got.dtype, got.shape, want.shape)
        np.testing.assert_array_equal(got, want, err_msg=label)
    else:
        _same(got, want)


def test_unknown_chunk_sizes_argmax_is_not_int64_min():
    """The issue's reproducer: the NaN offset of a block became -2**63."""
    x = np.array([3.0, -1.0, 5.0, 2.0, -4.0, 7.0, 1.0, -2.0])
    dx = da.from_array(x, chunks=3)
    for op in (tm.argmax, tm.argmin):
        du = dx[dx > 0]
        with pytest.raises(ValueError, match=rf"^{op.__name__}: input has unknown chunk sizes along dim 0 "
                                             r".*compute_chunk_sizes\(\)"):
            op(du, 0)
        np.testing.assert_array_equal(op(du.compute_chunk_sizes(), 0).compute(), op(x[x > 0], 0))


def test_unknown_chunk_sizes_errors_name_the_op_and_argument():
    x = np.array([3.0, -1.0, 5.0, 2.0, -4.0, 7.0, 1.0, -2.0])
    dx = da.from_array(x, chunks=3)
    du = dx[dx > 0]
    with pytest.raises(ValueError, match=r"^argmax: input has unknown chunk sizes.*compute_chunk_sizes"):
        tm.argmax(du)
    with pytest.raises(ValueError, match=r"^sum: mask cannot be lined up.*compute_chunk_sizes"):
        tm.sum(du, mask=np.ones(5, bool))
    # a mask constant along the unknown dim lines up (the masked_fill(du, True, 0.0))
    np.testing.assert_array_equal(tm.masked_fill(du, True, 0.0).compute(), tm.masked_fill(x[x > 0], True, 0.0))
    rows = da.from_array(np.ones((4, 3)), chunks=2)[da.from_array(np.array([True, False, True, True]), chunks=2)]
    np.testing.assert_array_equal(tm.sum(rows, 0, mask=np.array([True, False, True])).compute(), [3.0, 0.0, 3.0])
    with pytest.raises(ValueError, match=r"^sum: mask of shape \(4,\) does not broadcast to the input's shape "
                                         r"\(nan, 3\)"):
        tm.sum(rows, 0, mask=np.ones(4, bool))
    with pytest.raises(TypeError, match=r"^sum: mask must be a bool or integer array"):
        tm.sum(du, mask=np.ones(5))                  # the mask's own error comes first
    with pytest.raises(ValueError, match=r"^logaddexp: other cannot be lined up"):
        tm.logaddexp(du, np.ones(5))
    # Unknown sizes in the same number of blocks that differ: a block of one
    # element would broadcast silently; each block is checked when it runs.
    dy = da.from_array(np.arange(8.0), chunks=4)
    u, m = dy[dy > 2], dy[(dy == 3) | (dy == 4)] > -1          # blocks of 1, 4 and of 1, 1 elements
    for call in (lambda: tm.sum(u, mask=m), lambda: tm.softmax(u, 0, mask=m), lambda: tm.masked_fill(u, m, 0.0)):
        with pytest.raises(ValueError, match=r"^(sum|softmax|masked_fill): a block of mask has shape \(1,\) "
                                             r"where the input's has \(4,\)"):
            call().compute()


@pytest.mark.parametrize("transpose", [False, True])
def test_unknown_chunk_sizes_every_entry_point(transpose):
    """Boolean indexing leaves chunk sizes unknown (nan), along the reduced or
    a kept dim, with an empty block among them.  Each call gives the
    in-memory result, or (where it needs the sizes, or a mask that cannot be
    lined up with the blocks) a ValueError naming the op and the argument and
    saying what to do; after that advice it gives the in-memory result."""
    rng = np.random.default_rng(11)
    x = rng.normal(size=(8, 5))
    mask = rng.random((8, 5)) > 0.3
    mask[:, 3] = False                                     # a fully masked column
    keep = np.array([True, False, False, False, False, False, True, True])   # rows 3..5 (block 1) all dropped
    xc, mc = (x[keep].T, mask[keep].T) if transpose else (x[keep], mask[keep])
    unknown = {1 if transpose else 0}
    constant = np.take(mc, [0], axis=1 if transpose else 0)    # one value along the unknown dim: it broadcasts

    def arrays(kind):
        """x[keep] as dask makes it, and the mask of `kind` (new ones:
        compute_chunk_sizes sizes an array in place)."""
        dk = da.from_array(keep, chunks=3)
        du, dmu = (da.from_array(a, chunks=(3, (2, 3)))[dk] for a in (x, mask))
        du, dmu = (du.T, dmu.T) if transpose else (du, dmu)
        masks = {"none": None, "dask, same blocks": dmu, "numpy": mc, "dask, other blocks": da.from_array(mc, 2),
                 "numpy, constant along": constant}
        return du, masks[kind]

    assert [d for d, c in enumerate(arrays("none")[0].chunks) if math.isnan(c[0])] == sorted(unknown)
    refused = 0
    with dask.config.set(scheduler="sync"):      # tiny graphs: no thread pool
        for label, call, exact, needs in _entry_points(xc.shape):
            for kind in ("none", "dask, same blocks", "numpy", "dask, other blocks", "numpy, constant along"):
                if (kind == "none" and label in NEEDS_A_MASK) or (kind != "none" and label.startswith(OWN_MASK)):
                    continue
                want = _outcome(call, xc, {"none": None, "numpy, constant along": constant}.get(kind, mc))
                got = _outcome(call, *arrays(kind))
                # what cannot run with unknown sizes: the input, where the op
                # needs them; a mask that is not in the input's blocks
                blocked = {"input"} if needs & unknown else set()
                blocked |= {MASK_ARG.get(label, "mask")} if kind in ("numpy", "dask, other blocks") else set()
                if not blocked:
                    _agree(f"{label} mask={kind}", got, want, exact)
                    continue
                refused += 1
                assert isinstance(got, ValueError), (label, kind, got)
                assert any(str(got).startswith(f"{label.split('(')[0]}: {arg} ") for arg in blocked), (label, kind, got)
                assert "compute_chunk_sizes()" in str(got), got
                if kind in ("none", "numpy"):       # the advice works
                    sized = arrays(kind)[0].compute_chunk_sizes()
                    _agree(f"{label} mask={kind}, sized", _outcome(call, sized, arrays(kind)[1]), want, exact)
    assert refused > 20


def test_zero_size_chunks_on_a_length_one_dim():
    """The issue's reproducers: softmax of one element gave 3, masked
    reductions an AttributeError (dask takes a length-1 dim in blocks
    (0, 1, 0) for a broadcast one)."""
    x = np.array([5.0])
    dx = da.from_array(x, chunks=((0, 1, 0),))
    np.testing.assert_array_equal(tm.softmax(dx, 0).compute(), [1.0])
    for op in ("sum", "amax", "mean", "logsumexp"):
        np.testing.assert_array_equal(getattr(tm, op)(dx, 0, mask=np.array([True])).compute(), [5.0], err_msg=op)
    y = np.arange(6.0) - 2
    dy = da.from_array(y, chunks=2)
    f = dy[dy == 3].compute_chunk_sizes()        # a boolean filter, then its sizes
    assert f.chunks == ((0, 0, 1),)
    np.testing.assert_array_equal(tm.softmax(f, 0).compute(), [1.0])
    np.testing.assert_array_equal(tm.sum(f, 0, mask=np.array([True])).compute(), 3.0)


def test_zero_size_chunks_next_to_unknown_sizes():
    """Empty blocks along a known dim of an array whose other dim has unknown
    sizes: dask's rechunk of them lost a key ('Missing dependency'), so the
    layer picks the non-empty blocks instead."""
    keep = da.from_array(np.array([False, True]), chunks=1)
    x = np.zeros((0, 2))
    for op in ("amax", "sum", "mean"):
        du = da.from_array(x, chunks=((0, 0), (1, 1)))[:, keep]        # chunks ((0, 0), (nan, nan))
        _agree(op, _outcome(getattr(tm, op), du), _outcome(getattr(tm, op), x[:, 1:]), op in ORDER_FREE)
    sized = da.from_array(x, chunks=((0, 0), (1, 1)))[:, keep].compute_chunk_sizes()    # ((0, 0), (0, 1))
    for op in ("cumprod", "cumsum", "softmax"):
        _agree(op, _outcome(getattr(tm, op), sized, 0), _outcome(getattr(tm, op), x[:, 1:], 0), False)


# (shape, the input's chunks, a dask mask's chunks): zero-size chunks on
# length-1 and longer dims, and arrays with no element at all
ZERO_SIZE_CASES = [
    ((1,), ((0, 1, 0),), ((1, 0),)),
    ((1, 5), ((0, 1, 0), (2, 0, 3)), ((1,), (0, 5))),
    ((5, 1), ((2, 0, 3), (1, 0)), ((0, 5), (0, 1, 0))),
    ((3, 1, 4), ((1, 2), (0, 1), (4, 0)), ((3,), (1, 0), (2, 2))),
    ((0,), ((0,),), ((0,),)),
    ((0, 3), ((0,), (1, 0, 2)), ((0,), (3,))),
    ((2, 0), ((1, 1), (0,)), ((2,), (0,))),
    ((1, 0), ((0, 1, 0), (0,)), ((1,), (0,))),
]


@pytest.mark.parametrize("shape, chunks, mask_chunks", ZERO_SIZE_CASES)
def test_zero_size_chunks_every_entry_point(shape, chunks, mask_chunks):
    """Each entry point on arrays with zero-size chunks gives the in-memory
    outcome: the same values (bit-equal where the chunking cannot matter) or
    the same error type, naming the op."""
    rng = np.random.default_rng(len(shape) + sum(shape))
    x = rng.normal(size=shape)
    mask = rng.random(shape) > 0.3
    dx = da.from_array(x, chunks=chunks)
    masks = {"none": (None, None), "numpy": (mask, mask), "numpy 0-d": (np.array(True), np.array(True)),
             "dask, other chunks": (da.from_array(mask, chunks=mask_chunks), mask)}
    with dask.config.set(scheduler="sync"):
        for label, call, exact, _ in _entry_points(shape):
            for kind, (dm, m) in masks.items():
                if (dm is None and label in NEEDS_A_MASK) or (dm is not None and label.startswith(OWN_MASK)):
                    continue
                _agree(f"{label} mask={kind}", _outcome(call, dx, dm), _outcome(call, x, m), exact)


@pytest.mark.parametrize("x_chunks, y_chunks", [
    (((1, 0, 2), (0, 1, 0)), ((2, 0, 2),)),             # (3, 1) with (4,): both broadcast
    (((0, 1, 0),), ((1, 1), (0, 3))),                   # (1,) with (2, 3)
    (((0, 0), (1, 2)), ((0, 3),)),                       # (0, 3) with (3,)
])
def test_logaddexp_broadcasts_over_zero_size_chunks(x_chunks, y_chunks):
    """Operands and masks of other chunkings, with zero-size chunks on length-1
    dims that broadcast: bit-equal to the in-memory op."""
    rng = np.random.default_rng(7)
    shape_x, shape_y = (tuple(int(np.sum(c)) for c in ch) for ch in (x_chunks, y_chunks))
    x, y = rng.normal(size=shape_x), rng.normal(size=shape_y)
    mx, my = rng.random(shape_x) > 0.3, rng.random(shape_y) > 0.3
    dx, dy = da.from_array(x, chunks=x_chunks), da.from_array(y, chunks=y_chunks)
    dmx = da.from_array(mx, chunks=tuple(c[::-1] for c in x_chunks))    # other blocks than x's
    for args, ref in (((dx, dy, dmx, my), (x, y, mx, my)), ((dy, dx, my, dmx), (y, x, my, mx))):
        got = tm.logaddexp(args[0], args[1], input_mask=args[2], other_mask=args[3]).compute()
        want = tm.logaddexp(ref[0], ref[1], input_mask=ref[2], other_mask=ref[3])
        assert (got.dtype, got.shape) == (want.dtype, want.shape)
        np.testing.assert_array_equal(got, want)


# -- the public partial states: streaming over batches --------------------------------

def _random_merge(p, states, rng, **params):
    """Merge the states in a random tree (random neighbouring pairs), keeping order."""
    states = list(states)
    while len(states) > 1:
        i = int(rng.integers(len(states) - 1))
        states[i:i + 2] = [p.merge(states[i], states[i + 1], **params)]
    return states[0]


def _splits(n: int, rng) -> list:
    cuts = np.sort(rng.integers(0, n + 1, size=int(rng.integers(1, 6))))
    return [0, *cuts.tolist(), n]


def _valid_columns(x, mask):
    return [x[mask[:, j], j] for j in range(x.shape[1])]


@pytest.mark.parametrize("seed", range(6))
def test_partials_merge_streams_against_numpy(seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(40, 5)) * 10.0 ** rng.integers(-3, 4)
    mask = rng.random((40, 5)) > 0.4
    mask[:, 4] = False
    edges = _splits(40, rng)
    batches = [(x[a:b], mask[a:b], a) for a, b in zip(edges[:-1], edges[1:])]
    cols = _valid_columns(x, mask)

    def stream(p, **params):
        extra = lambda a: {"offset": (a, 0), "shape": x.shape} if p.kind == "arg_reduce" else {}  # noqa: E731
        states = [p.chunk(xb, 0, mask=mb, **extra(a), **params) for xb, mb, a in batches]
        one = _random_merge(p, states, rng, **params)
        other = _random_merge(p, states, rng, **params)      # another tree: associativity
        for f in one._fields:
            np.testing.assert_allclose(getattr(one, f), getattr(other, f), rtol=1e-12, equal_nan=True)
        return p.finish(one, **params)[0]

    nan = math.nan
    np.testing.assert_allclose(stream(partials.sum), [math.fsum(c) for c in cols], rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(stream(partials.mean), [math.fsum(c) / len(c) if len(c) else nan for c in cols],
                               rtol=1e-12, equal_nan=True)
    for corr in (0, 1, 2.5):
        want = [math.fsum((c - math.fsum(c) / len(c)) ** 2) / (len(c) - corr) if len(c) > corr else nan
                for c in cols]
        np.testing.assert_allclose(stream(partials.var, correction=corr), want, rtol=1e-10, equal_nan=True)
        np.testing.assert_allclose(stream(partials.std, correction=corr), np.sqrt(want), rtol=1e-10,
                                   equal_nan=True)
    want = [c.max() + math.log(math.fsum(np.exp(c - c.max()))) if len(c) else -np.inf for c in cols]
    np.testing.assert_allclose(stream(partials.logsumexp), want, rtol=1e-12)
    np.testing.assert_array_equal(stream(partials.amax), [c.max() if len(c) else -np.inf for c in cols])
    np.testing.assert_array_equal(stream(partials.amin), [c.min() if len(c) else np.inf for c in cols])
    np.testing.assert_array_equal(stream(partials.argmax), np.argmax(np.where(mask, x, -np.inf), 0) * mask.any(0))
    np.testing.assert_array_equal(stream(partials.argmin), np.argmin(np.where(mask, x, np.inf), 0) * mask.any(0))
    for ord in (2.0, 1, 3, -1.5, np.inf, -np.inf, 0):
        if ord == 0:
            want = [np.count_nonzero(c) for c in cols]
        elif np.isinf(ord):
            empty = 0.0 if ord > 0 else np.inf            # the identity of max |x| / min |x|
            want = [(np.abs(c).max() if ord > 0 else np.abs(c).min()) if len(c) else empty for c in cols]
        else:
            want = [math.fsum(np.abs(c) ** ord) ** (1 / ord) if len(c) else 0.0 for c in cols]
        np.testing.assert_allclose(stream(partials.norm, ord=ord), want, rtol=1e-12)


def test_partials_reject_bad_input():
    s = partials.mean.chunk(np.arange(4.0), 0)
    with pytest.raises(TypeError, match="partials.mean.merge: b must be a MeanState"):
        partials.mean.merge(s, partials.sum.chunk(np.arange(4.0), 0))
    with pytest.raises(TypeError, match=r"partials\.var(\.chunk)?: unexpected argument"):
        partials.var.chunk(np.arange(4.0), 0, ddof=1)
    with pytest.raises(TypeError, match=r"mean(\.chunk)?: mask"):
        partials.mean.chunk(np.arange(4.0), 0, mask=np.ones(4))
    with pytest.raises(TypeError, match=r"partials\.median(\.chunk)?: a whole_slice op has no mergeable state"):
        partials.median.chunk(np.arange(4.0), 0)


# -- a cluster of worker processes -------------------------------------------------------------

def test_distributed_local_cluster_computes_the_same():
    distributed = pytest.importorskip("distributed")
    x, mask = _data("float64", 8)
    dx, dm = _dask_pair(x, mask, (3, 4))
    calls = [(tm.mean, (1,)), (tm.var, (0,)), (tm.argmax, (None,)), (tm.median, (1,)), (tm.logsumexp, ((0, 1),)),
             (tm.cumsum, (1,)), (tm.softmax, (0,))]
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  silence_logs=40) as cluster, distributed.Client(cluster) as client:
        lazy = [fn(dx, *args, mask=dm) for fn, args in calls] + [tm.masked_select(dx, dm)]
        results = client.compute(lazy, sync=True)
        assert len(client.scheduler_info()["workers"]) == 2
    for (fn, args), got in zip(calls, results):
        _same(got, fn(x, *args, mask=mask))
    np.testing.assert_array_equal(results[-1], tm.masked_select(x, mask))


def test_scaling_page_examples_run():
    """docs/scaling.rst's examples are doctests (exact output)."""
    import doctest
    from pathlib import Path
    page = Path(__file__).resolve().parent.parent / "docs" / "scaling.rst"
    result = doctest.testfile(str(page), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted >= 10 and result.failed == 0
