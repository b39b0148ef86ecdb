"""The dask layer: every op on dask arrays, lazily, chunk by chunk.

The dispatch point (dispatch.py) hands a call over here when its input or
mask is a dask array (`is_dask`); dask itself is imported only then, so the
package works without it.  Nothing is computed when the graph is built.

Blocks, once for every op: an input loses its zero-size blocks and every mask
or operand is put in the input's blocks (_as_dask, _mask, _in_blocks).  Chunk
sizes left unknown by boolean indexing (nan) are taken where nothing depends
on them; an op that needs them (argmax's block offsets, median's and the
scans' rechunks, a numpy mask to line up) refuses, naming the op and the
argument (_need_known, _in_blocks).

- reductions: the in-memory kernels give each block's partial state from
  ops.yaml (generated/partials.py; `map_blocks`, the mask block for block,
  argmax/argmin told their block's offset for the global index), then
  `dask.array.reduction` merges them: combine = the declared merge,
  aggregate = merge + finish + the cast to the result dtype;
- median (no mergeable state): the reduced dims are rechunked into one chunk
  (memory: one whole slice per kept block), then the in-memory median per block;
- scans: each block's own masked scan, then `dask.array.cumreduction` adds
  (multiplies) the carried value of the blocks before it;
- normalizations: the stat's merged state as for a reduction, then one
  blockwise pass writing every element;
- moving windows: each block with a halo along dim from its neighbours
  (dask.array.overlap, asymmetric depth, no boundary), reaching back to the
  start of the kernel's block of `window` positions that the first window
  meets, then the in-memory op on it and its own positions cut out: the
  same elements and the same block grid, so the same bits;
- logaddexp, special functions: blockwise calls of the in-memory op;
- selectors: the strategy their kind declares for their layouts
  (SELECT_STRATEGIES): fills blockwise, masked_select each block's selection
  over blocks of whole rows (unknown output chunk sizes), selections along an
  axis by dask's indexing; the others are refused.
"""
from __future__ import annotations

import functools
import math
import sys

import numpy as np

from tensorplay.masked._masked_tensor import core as _mt_core
from tensorplay.masked._runtime import memory as _rt
from tensorplay.masked._runtime import partials as _partials
from tensorplay.masked._runtime import selectors as _sel
from tensorplay.masked._runtime.args import as_bool_mask


def is_dask(*values) -> bool:
    """Is any value a dask array?  (False without importing dask: if
    dask.array was never imported, no dask array exists.)"""
    da = sys.modules.get("dask.array")
    return da is not None and any(isinstance(v, da.Array) for v in values)


def _da():
    import dask.array as da
    return da


def _partial(name: str):
    p = _partials.REGISTRY.get(name)
    if p is None:
        raise TypeError(f"{name}: no partial state is declared in ops.yaml (partials:), "
                        f"so it does not run on dask arrays")
    return p


def _leaves(states) -> list:
    """The states of a combine/aggregate step (dask passes nested lists, one
    level per reduced axis, when concatenate=False)."""
    if isinstance(states, list):
        return [leaf for s in states for leaf in _leaves(s)]
    return [states]


# -- arguments and blocks ----------------------------------------------------------
# Every dask array enters through _as_dask (zero-size blocks dropped) and every
# mask or operand is lined up with the input's blocks by _in_blocks; the ops
# that need chunk sizes along some dims say so with _need_known.

def _as_dask(op: str, value, name: str):
    da = _da()
    if isinstance(value, (_mt_core.MaskedTensorCore, np.ma.MaskedArray)):
        raise TypeError(f"{op}: {name} is a {type(value).__name__}; with dask arrays pass the data "
                        f"and the mask separately")
    if isinstance(value, da.Array):
        return _without_empty(value)
    try:
        return da.asarray(np.asarray(value))
    except Exception as exc:
        raise TypeError(f"{op}: {name} must be array-like; got {type(value).__name__} ({exc})") from None


def _unknown(a) -> tuple:
    """The dims of `a` whose chunk sizes are unknown (nan, after boolean indexing)."""
    return tuple(d for d, c in enumerate(a.chunks) if any(math.isnan(n) for n in c))


def _without_empty(a):
    """`a` without its zero-size blocks (an empty dim keeps one), picked with
    `.blocks` (no data moves).  Dask gets them wrong: a length-1 dim in blocks
    (0, 1, 0) passes for a broadcast dim (`a + 0` has 3 elements) and its
    rechunks lose keys.  Blocks of unknown size stay; the ops that cannot
    take an empty one refuse them (_need_known)."""
    for d, c in enumerate(a.chunks):
        keep = [i for i, n in enumerate(c) if n] or [0]
        if d not in _unknown(a) and len(keep) < len(c):
            a = a.blocks[(slice(None),) * d + (keep,)]
    return a


def _need_known(op: str, a, name: str, dims, why: str) -> None:
    bad = [d for d in _unknown(a) if d in dims]
    if bad:
        raise ValueError(f"{op}: {name} has unknown chunk sizes along dim {bad[0]} (after boolean "
                         f"indexing) and {why}; call {name}.compute_chunk_sizes() first")


def _same_blocks(a, b) -> bool:
    same = lambda m, n: m == n or (math.isnan(m) and math.isnan(n))   # noqa: E731
    return a.ndim == b.ndim and all(len(p) == len(q) and all(map(same, p, q)) for p, q in zip(a.chunks, b.chunks))


def _in_blocks(op: str, a, name: str, x):
    """`a` (a dask array broadcasting to x: checked here) in x's blocks.
    Where sizes are unknown, `a` lines up if it has the same blocks (as in
    dask's own elementwise ops; each block checked when it runs, as one of
    size 1 would broadcast silently) or if it is constant along x's unknown
    dims (blocked along the known ones, spread over each block of x)."""
    da = _da()
    if _same_blocks(a, x):
        if not (_unknown(a) or _unknown(x)):
            return a

        def checked(ab, xb):
            if ab.shape != xb.shape:
                raise ValueError(f"{op}: a block of {name} has shape {ab.shape} where the input's has "
                                 f"{xb.shape} (their chunk sizes were unknown); build {name} from the same "
                                 f"boolean indexing as the input")
            return ab
        return da.map_blocks(checked, a, x, dtype=a.dtype, meta=_meta(a.ndim, a.dtype))
    lead = x.ndim - a.ndim
    for d, n in enumerate(a.shape):
        size = x.shape[lead + d]
        if n == 1 or n == size:
            continue
        if math.isnan(n) or math.isnan(size):
            who = name if math.isnan(n) else "the input"
            raise ValueError(f"{op}: {name} cannot be lined up with the input's blocks: {who} has unknown chunk "
                             f"sizes along dim {d if who == name else lead + d} (after boolean indexing); call "
                             f"compute_chunk_sizes() first, or pass a dask {name} in the input's blocks")
        raise ValueError(f"{op}: {name} of shape {a.shape} does not broadcast to the input's shape {x.shape}")
    unknown = _unknown(x)
    if not unknown:
        return da.broadcast_to(a, x.shape).rechunk(x.chunks)
    known = tuple(d for d in range(x.ndim) if d not in unknown)
    a = da.broadcast_to(a, [1 if d in unknown else x.shape[d] for d in range(x.ndim)]).squeeze(axis=unknown)
    return da.blockwise(lambda xb, ab: np.broadcast_to(np.expand_dims(ab, unknown), xb.shape), tuple(range(x.ndim)),
                        x, tuple(range(x.ndim)), a.rechunk([x.chunks[d] for d in known]), known,
                        dtype=a.dtype, meta=_meta(x.ndim, a.dtype))


def _mask(op: str, mask, x, name: str = "mask"):
    """A mask (numpy or dask) -> a dask bool array in x's blocks, or None.
    Checked like the in-memory masks: bool or integer, broadcasting one way."""
    da = _da()
    if mask is None:
        return None
    if not isinstance(mask, da.Array):
        m = da.asarray(as_bool_mask(op, mask, name))          # the in-memory dtype checks and messages
    elif mask.dtype.kind not in "biu":
        raise TypeError(f"{op}: {name} must be a bool or integer array (True/nonzero = valid); "
                        f"got dtype {mask.dtype}")
    else:
        m = _without_empty(mask)
        m = m if m.dtype == np.bool_ else m != 0
    if m.ndim > x.ndim:
        raise ValueError(f"{op}: {name} has {m.ndim} dims but the input has {x.ndim}; "
                         f"a mask broadcasts to the input, never the reverse")
    return _in_blocks(op, m, name, x)


def _prepare(spec, input, dim, dtype, mask, args):
    """The dask input (cast by dtype= for compute ops), its axes, the mask,
    the op's parameters and the result dtype."""
    x = _as_dask(spec.name, input, "input")
    _rt.as_input(spec, np.empty(0, x.dtype))              # dtype check, the in-memory message
    axes = _rt.canonical_dims(spec, dim, x.ndim)
    m = _mask(spec.name, mask, x)
    prm = _rt.resolve_param(spec, args)
    stand_in, final = _rt.resolve_dtype(spec, np.empty(0, x.dtype), dtype)
    if stand_in.dtype != x.dtype:
        x = x.astype(stand_in.dtype)
    if x.dtype == np.float16:
        x = x.astype(np.float32)
    return x, axes, m, prm, final


def _meta(ndim: int, dtype) -> np.ndarray:
    return np.empty((0,) * ndim, dtype=dtype)


# -- reductions ------------------------------------------------------------------

def reduction(spec, input, dim, keepdim, dtype, mask, args):
    """Reductions: the strategy of the op's Partial (REDUCTIONS)."""
    if not isinstance(keepdim, (bool, np.bool_)):
        raise TypeError(f"{spec.name}: keepdim must be a bool; got {keepdim!r}")
    p = _partial(spec.name)
    x, axes, m, prm, final = _prepare(spec, input, dim, dtype, mask, args)
    dim_arg = None if axes is None else axes[0]           # argmax/argmin: an int or None
    axes = tuple(range(x.ndim)) if axes is None else axes
    acc = p.acc_dtype(x.dtype)
    return REDUCTIONS[p.dask](spec, p, x, m, axes, dim_arg, keepdim, prm, acc, final)


def _partial_states(spec, p, x, m, axes, dim_arg, keepdim, prm, acc, final):
    """Each block's partial state, merged in a tree by dask.array.reduction;
    the last merge finished and cast to the result dtype."""
    da = _da()
    out_ndim = x.ndim if keepdim else x.ndim - len(axes)
    if p.placed:
        # a global index is a block's offset plus its local one: the offsets must be known
        _need_known(spec.name, x, "input", axes if dim_arg is not None else range(x.ndim),
                    f"{spec.name} needs each block's offset")
    merge_all = _merge_all(p, prm)

    def aggregate(states, axis=None, keepdims=False, computing_meta=False):
        with np.errstate(all="ignore"):
            out = np.asarray(p.finish_fn(merge_all(states), prm))
        if not keepdims:
            out = out.reshape([n for a, n in enumerate(out.shape) if a not in axis])
        return out.astype(final, copy=False)

    states = _block_states(p, x, m, axes, dim_arg, prm, acc)
    return da.reduction(states, _pass_state, aggregate, combine=merge_all, axis=axes, keepdims=keepdim,
                        dtype=final, concatenate=False, meta=_meta(out_ndim, final))


def _merge_all(p, prm):
    def merge_all(states, axis=None, keepdims=True, computing_meta=False):
        return functools.reduce(lambda a, b: p.merge_fn(a, b, prm), _leaves(states))
    return merge_all


def _pass_state(state, axis=None, keepdims=True, computing_meta=False):
    return state


def _with_mask(x, m) -> tuple:
    return (x,) if m is None else (x, m)


def _block_states(p, x, m, axes, dim, prm, acc):
    """One partial state per block (map_blocks: the reduced dims become one
    element per block), for dask.array.reduction to merge.  Not the
    reduction's own chunk step: its weights= cannot take unknown sizes, and
    the step of argmax/argmin needs its block's offset in the array."""
    def block_state(xb, mb=None, block_info=None):
        extra = ()
        if p.placed:
            info = block_info[0]
            extra = (tuple(lo for lo, _ in info["array-location"]), tuple(info["shape"]))
        with np.errstate(all="ignore"):
            return p.chunk_fn(xb, mb, axes, dim, acc, prm, *extra)

    chunks = tuple((1,) * len(c) if a in axes else c for a, c in enumerate(x.chunks))
    return _da().map_blocks(block_state, *_with_mask(x, m), chunks=chunks, meta=_meta(x.ndim, np.int64))


def _whole_slices(spec, p, x, m, axes, dim_arg, keepdim, prm, acc, final):
    """No mergeable state (median): the reduced dims in one chunk each, the
    kept dims chunked so that a block stays near dask's chunk size (dask
    cannot size "auto" chunks where sizes are unknown or there is no element)."""
    da = _da()
    _need_known(spec.name, x, "input", axes, f"{spec.name} gathers each reduced dim into one chunk")
    layout = {a: -1 for a in axes}
    if not _unknown(x) and x.size:
        layout.update({a: "auto" for a in range(x.ndim) if a not in axes})
    x = x.rechunk(layout)
    chunks = tuple((1,) if a in axes else c for a, c in enumerate(x.chunks))

    def block(xb, mb=None):
        with np.errstate(all="ignore"):
            return np.asarray(p.chunk_fn(xb, mb, axes, None, acc, prm)).astype(final, copy=False)

    if m is not None:       # the mask in x's new blocks (the unknown dims stay as they were)
        m = m.rechunk({a: c for a, c in enumerate(x.chunks) if a not in _unknown(x)})
    out = da.map_blocks(block, *_with_mask(x, m), chunks=chunks, dtype=final, meta=_meta(x.ndim, final))
    return out if keepdim else out.squeeze(axis=axes)


# The strategies of the reduce entry, by the name its partial kind declares
# (codegen/kinds/_partials.py: PartialKind.dask, generated as Partial.dask).
REDUCTIONS = {"partial_states": _partial_states, "whole_slices": _whole_slices}


def whole_slice_entry(spec, input, dim, keepdim, dtype, mask, args):
    """Quantiles as median: whole slices.  The reduced dims
    become one chunk each (memory: one whole slice per kept block, as for
    median) and every block is the in-memory entry's: numpy's results."""
    if not isinstance(keepdim, (bool, np.bool_)):
        raise TypeError(f"{spec.name}: keepdim must be a bool; got {keepdim!r}")
    da = _da()
    x = _as_dask(spec.name, input, "input")
    _rt.as_input(spec, np.empty(0, x.dtype))
    axes = _rt.canonical_dims(spec, dim, x.ndim)
    m = _mask(spec.name, mask, x)
    q, method, weights = _rt.resolve_param(spec, args)
    _need_known(spec.name, x, "input", axes, f"{spec.name} gathers each reduced dim into one chunk")
    # The result dtype (numpy's for q and method) from a one-element call.
    sample = _rt.quantile(spec, input=np.zeros((1,) * x.ndim, x.dtype), dim=dim, keepdim=True, dtype=dtype,
                          mask=None, args={**args, "weights": None if weights is None else np.ones(1)})
    layout = {a: -1 for a in axes}
    if not _unknown(x) and x.size:
        layout.update({a: "auto" for a in range(x.ndim) if a not in axes})
    x = x.rechunk(layout)
    line_up = {a: c for a, c in enumerate(x.chunks) if a not in _unknown(x)}
    if m is not None:
        m = m.rechunk(line_up)
    w = None
    if weights is not None:
        w = _as_dask(spec.name, weights, "weights") if is_dask(weights) else _da().from_array(np.asarray(weights))
        w = da.broadcast_to(w, x.shape).rechunk(x.chunks)
    qshape = np.shape(q)
    chunks = tuple((n,) for n in qshape) + tuple((1,) if a in axes else c for a, c in enumerate(x.chunks))

    def block(xb, *rest):
        mb = rest[0] if m is not None else None
        wb = rest[-1] if w is not None else None
        return np.asarray(_rt.quantile(spec, input=xb, dim=axes, keepdim=True, dtype=dtype, mask=mb,
                                       args={**args, "weights": wb}))

    operands = [x] + ([m] if m is not None else []) + ([w] if w is not None else [])
    out = da.map_blocks(block, *operands, chunks=chunks, new_axis=list(range(len(qshape))) or None,
                        dtype=sample.dtype, meta=_meta(len(qshape) + x.ndim, sample.dtype))
    return out if keepdim else out.squeeze(axis=tuple(len(qshape) + a for a in axes))


# -- scans and normalizations ----------------------------------------------------------

def carried_scan(spec, input, dim, dtype, mask, args):
    """Scans: each block's own scan, then the carried value of the blocks before it."""
    from dask.array.reductions import cumreduction
    da = _da()
    p = _partial(spec.name)
    x, axes, m, prm, final = _prepare(spec, input, dim, dtype, mask, args)
    if x.ndim == 0:
        return da.map_blocks(lambda xb, *mb: _rt.run(spec, input=xb, dim=0, dtype=None, mask=mb[0] if mb else None, args=args),
                             *_with_mask(x, m), dtype=final)
    axis = axes[0]
    # cumreduction carries the last slice of each block: an empty one has none
    # (_as_dask dropped those of known size), and it sizes the carried slices
    # by the other dims' chunks (dask's cumsum fails there too).
    _need_known(spec.name, x, "input", range(x.ndim),
                f"{spec.name} carries a slice through the blocks along dim {axis}")
    acc = p.acc_dtype(x.dtype)

    def local_scan(xb, mb=None):
        with np.errstate(all="ignore"):
            return np.asarray(p.chunk_fn(xb, mb, (axis,), axis, acc, prm), dtype=acc)

    local = da.map_blocks(local_scan, *_with_mask(x, m), dtype=acc, meta=_meta(x.ndim, acc))
    out = cumreduction(_already_scanned, p.carry_fn, p.identity, local, axis=axis, dtype=acc)
    return out.astype(final)


def _already_scanned(block, axis=None):
    return block


def stat_then_write(spec, input, dim, dtype, mask, args):
    """Normalizations: the merged state of each slice, then every element written blockwise."""
    da = _da()
    p = _partial(spec.name)
    x, axes, m, prm, final = _prepare(spec, input, dim, dtype, mask, args)
    acc = p.acc_dtype(x.dtype)
    dim_arg = axes if len(axes) != 1 else axes[0]
    # The merged state of every slice: one block (a State of keepdim-shaped
    # arrays) per kept block.  Declared without the reduced dims, so that
    # blockwise below hands the same state to every block along them.
    stat = da.reduction(_block_states(p, x, m, axes, dim_arg, prm, acc), _pass_state, _merge_all(p, prm),
                        axis=axes, keepdims=False, dtype=acc, concatenate=False,
                        meta=_meta(x.ndim - len(axes), acc))

    def write(xb, sb, mb=None):
        with np.errstate(all="ignore"):
            value = None if p.finish_fn is None else p.finish_fn(sb, prm)
            out = p.write_fn(xb, sb, value, prm)
            if mb is not None:
                out = np.where(mb, out, p.masked_fn(sb, value, prm))
        return np.asarray(out).astype(final, copy=False)

    inds = tuple(range(x.ndim))
    kept = tuple(a for a in inds if a not in axes)
    arrays = (x, inds, stat, kept) + (() if m is None else (m, inds))
    return da.blockwise(write, inds, *arrays, dtype=final, meta=_meta(x.ndim, final))


# -- moving windows -------------------------------------------------------------------

def overlap(spec, input, dim, dtype, mask, args):
    """Moving windows: the in-memory op on each block and a halo along dim.

    Output j reads the input's [j - back, j + ahead] (cut at the ends of dim)
    and the window kernels (_csrc/_window.pyx, _window_rank.pyx) cut each row
    into blocks of bw = min(window, n) positions from its start: a sum, mean,
    var or std merges a block's suffix with the next block's prefix, so its
    rounding depends on where the blocks start (a row sliced at an offset
    that is not a multiple of bw gives other bits).  So each block of the
    output is computed on the input from the start of the kernel's block
    holding its first window's first element (a multiple of bw) to its last
    window's end: the same elements on the same grid, the same bits."""
    from dask.array.overlap import ensure_minimum_chunksize
    from dask.base import tokenize
    da = _da()
    x = _as_dask(spec.name, input, "input")
    _rt.as_input(spec, np.empty(0, x.dtype))               # dtype check, the in-memory message
    axes = _rt.canonical_dims(spec, dim, x.ndim)
    m = _mask(spec.name, mask, x)
    window, _, center = _rt.resolve_param(spec, args)[:3]
    # The result's dtype and leading dims (move_quantile's 1-D q) from a one-element call,
    # which also checks every other argument as the in-memory entry does.
    sample = _rt.moving(spec, input=np.zeros((1,) * x.ndim, x.dtype), dim=dim, dtype=dtype, mask=None, args=args)
    lead, final = sample.ndim - x.ndim, sample.dtype
    lead_chunks = tuple((n,) for n in sample.shape[:lead])

    def whole(xb, mb=None, dtype=dtype):
        return np.asarray(_rt.moving(spec, input=xb, dim=dim, dtype=dtype, mask=mb, args=args))

    def run(fn, arrays, x):
        # named from the call (tokenizing the closures would pickle them: most of the build's time)
        name = f"{spec.name}-{tokenize(fn.__name__, spec.name, dim, dtype, args, *arrays)}"
        return da.map_blocks(fn, *arrays, chunks=lead_chunks + x.chunks, new_axis=list(range(lead)) or None,
                             name=name, dtype=final, meta=_meta(lead + x.ndim, final))

    axis = axes[0] if x.ndim else 0
    if x.ndim == 0 or x.numblocks[axis] == 1:               # every window within its block
        return run(whole, _with_mask(x, m), x)
    _need_known(spec.name, x, "input", (axis,), f"{spec.name} reads each block's neighbours along dim {axis}")
    n = x.shape[axis]
    back, ahead = (window // 2, (window - 1) // 2) if center else (window - 1, 0)
    bw = max(min(window, n), 1)

    def halo(chunks) -> int:
        """The elements before each block that its windows need, from the kernel's block start on."""
        starts = np.cumsum((0,) + chunks[:-1])
        return max([int(c - max(0, (c - back) // bw * bw)) for c in starts[1:]], default=0)

    chunks = x.chunks[axis]
    if min(chunks) < max(halo(chunks), ahead):
        # dask's overlap takes its halo from the neighbouring block only, so
        # every block along dim must be at least as long as the halo: the
        # blocks shorter than that are merged with their neighbours (no halo
        # can exceed back + bw - 1; one block when the dim is that short).
        # The result keeps these blocks along dim.
        size = max(back + bw - 1, ahead)
        chunks = (n,) if size >= n else tuple(ensure_minimum_chunksize(size, chunks))
        x = x.rechunk({axis: chunks})
        m = None if m is None else m.rechunk({axis: chunks})
    if len(chunks) == 1:
        return run(whole, _with_mask(x, m), x)
    _need_known(spec.name, x, "input", range(x.ndim), f"{spec.name} takes halos from the neighbouring blocks "
                f"along dim {axis} (dask's overlap slices them by position along every dim)")
    before = halo(chunks)
    depth = {axis: (before, ahead)}
    halos = [da.overlap.overlap(a, depth, boundary="none", allow_rechunk=False) for a in _with_mask(x, m)]

    # Outputs that are positions along dim (-1 where there is none; declared:
    # Kind.runtime_fields) are reported by a piece of dim from its own start.
    positions = spec.fields["positions"]

    def block(xb, mb=None, block_info=None):
        lo, hi = block_info[None]["array-location"][lead + axis]       # the block's own positions
        first = lo - (before if lo else 0)                              # the halo's first position
        start = max(0, (lo - back) // bw * bw)                          # its kernel block's start
        cut = (slice(None),) * axis + (slice(start - first, None),)
        out = whole(xb[cut], None if mb is None else mb[cut], None if positions else dtype)
        out = out[(slice(None),) * (lead + axis) + (slice(lo - start, hi - start),)]
        if positions:           # positions in the piece -> in dim (-1, no position, stays), then dtype=
            out = np.where(out >= 0, out + start, out).astype(final, copy=False)
        return out

    return run(block, halos, x)


# -- elementwise ops and selectors ------------------------------------------------------

def blockwise(spec, input, other, dtype, input_mask, other_mask, args):
    """Elementwise ops of two operands: the in-memory op on each block (operands broadcast by dask)."""
    da = _da()
    x = _as_dask(spec.name, input, "input")
    y = _as_dask(spec.name, other, "other")
    _rt.binary(spec, input=np.zeros((0,) * x.ndim, x.dtype), other=np.zeros((0,) * y.ndim, y.dtype),
               dtype=dtype, input_mask=None, other_mask=None, args=args)   # dtype checks, the in-memory messages
    mx = _mask(spec.name, input_mask, x, "input_mask")
    my = _mask(spec.name, other_mask, y, "other_mask")
    final = _rt.binary(spec, input=np.zeros(1, x.dtype), other=np.zeros(1, y.dtype), dtype=dtype,
                       input_mask=None, other_mask=None, args=args).dtype
    # Every operand broadcast to the common shape, in x's blocks: the blocks
    # line up.  (With unknown sizes, only operands of the same blocks do.)
    if not (_unknown(x) or _unknown(y)):
        try:
            x = da.broadcast_to(x, np.broadcast_shapes(x.shape, y.shape))
        except ValueError:
            raise ValueError(f"{spec.name}: input of shape {x.shape} and other of shape {y.shape} do not "
                             f"broadcast together") from None
    arrays = [x] + [_in_blocks(spec.name, a, name, x) for a, name in ((y, "other"), (mx, "input_mask"),
                                                                     (my, "other_mask")) if a is not None]

    def block(xb, yb, *masks):
        it = iter(masks)
        mxb = next(it) if mx is not None else None
        myb = next(it) if my is not None else None
        return _rt.binary(spec, input=xb, other=yb, dtype=dtype, input_mask=mxb, other_mask=myb, args=args)

    return da.map_blocks(block, *arrays, dtype=final, meta=_meta(x.ndim, final))


def refuse(spec, **call):
    """An op whose meaning no chunking keeps: refused, saying why (Kind.dask_refusal)."""
    raise TypeError(f"{spec.name}: dask arrays are not supported ({spec.dask_refusal}: compute() first)")


# The strategies a kind may declare for its entry (codegen/kinds/: Kind.dask,
# in the spec as `spec.dask`), by that name: how its ops run on dask arrays.
STRATEGIES = {"reduction": reduction, "whole_slice_entry": whole_slice_entry, "carried_scan": carried_scan,
              "stat_then_write": stat_then_write, "overlap": overlap, "blockwise": blockwise, "refuse": refuse}


def run(spec, **call):
    """A kind's entry called with a dask array: the strategy its kind declares."""
    return STRATEGIES[spec.dask](spec, **call)


def elementwise(name, kernels, input, mask):
    """The special functions: blockwise."""
    da = _da()
    x = _as_dask(name, input, "input")
    if x.dtype.name not in kernels:
        raise TypeError(f"{name}: input has dtype {x.dtype}; expected one of {', '.join(kernels)}")
    m = _mask(name, mask, x)
    final = _rt.elementwise(name, kernels, np.zeros(1, x.dtype), None).dtype
    if m is None:
        return da.map_blocks(lambda xb: _rt.elementwise(name, kernels, xb, None), x, dtype=final)
    return da.map_blocks(lambda xb, mb: _rt.elementwise(name, kernels, xb, mb), x, m, dtype=final)


def select(spec, inplace, input, mask, axis, value, broadcast):
    """The selectors whose kind declares a strategy for their layouts
    (codegen/kinds/: SelectorKind.dask, in the spec as `spec.dask`): they keep
    their meaning block by block.  The others need the positions of all
    selected elements at once (a scatter's k-th update) and are refused."""
    op = spec.name + ("_" if inplace else "")
    if inplace:
        raise TypeError(f"{op}: a dask array cannot be modified in place; use {spec.name}, which "
                        f"returns a new (lazy) array")
    strategy = SELECT_STRATEGIES.get(spec.dask)
    if strategy is None:
        raise TypeError(f"{op}: not available for dask arrays (it needs every selected position at "
                        f"once); call .compute() first")
    x = _as_dask(op, input, spec.names["input"])
    call = _sel._Call(spec, False)
    call.input(np.empty(0, x.dtype))                       # dtype check
    if "axis" in spec.names:
        axis = call.axis(axis, x.ndim)
    return strategy(op, spec, call, x, mask, axis, value)


def _blockwise_fill(op, spec, call, x, mask, axis, value):
    """Fills: np.where block by block, the mask in the input's blocks."""
    da, names = _da(), spec.names
    v = call.scalar(value, x.dtype)
    if spec.mask == "slice":
        if is_dask(mask):
            raise TypeError(f"{op}: {names['mask']} must be a numpy array for a dask input")
        others = [a for a in range(x.ndim) if a != axis]
        _need_known(op, x, names["input"], others, f"a {names['mask']} of one slice must be lined up "
                    f"with its blocks")
        # The mask of one slice (checked as in memory, on a stand-in of
        # length 1 along axis), constant along axis.
        stand_in = np.broadcast_to(np.empty(1, x.dtype), [1 if a == axis else n for a, n in enumerate(x.shape)])
        view = call.mask_view(mask, stand_in, axis)[0].view(bool)
        m = _in_blocks(op, da.from_array(view, chunks=-1, name=False), names["mask"], x)
    else:
        m = _mask(op, mask, x, names["mask"])
    return da.map_blocks(lambda xb, mb: np.where(mb, v, xb), x, m, dtype=x.dtype)


def _rows_select(op, spec, call, x, mask, axis, value):
    """masked_select: each block's selection, over blocks of whole rows."""
    da = _da()
    m = _mask(op, mask, x, spec.names["mask"])
    if not x.ndim:
        return x[m]
    # Row-major order: whole rows per block, the blocks' selections one
    # after the other along dim 0 (dask's own x[m] warns that it may
    # reorder where sizes are unknown).
    _need_known(op, x, spec.names["input"], range(1, x.ndim), f"{op} gathers whole rows into one block")
    rows = {a: -1 for a in range(1, x.ndim)}
    x, m = x.rechunk(rows), m.rechunk(rows)
    return da.map_blocks(lambda xb, mb: xb[mb], x, m, drop_axis=tuple(range(1, x.ndim)),
                         chunks=((math.nan,) * x.numblocks[0],), dtype=x.dtype, meta=_meta(1, x.dtype))


def _take(op, spec, call, x, mask, axis, value):
    """Selections along an axis (by a bool mask of its length, or by
    indices): dask's indexing, the positions known before anything runs."""
    names = spec.names
    if is_dask(mask):       # its length fixes the output's shape: known before anything runs
        raise TypeError(f"{op}: {names['mask']} must be a numpy array (or list) for a dask input")
    _need_known(op, x, names["input"], (axis,), f"{op} selects by position along {names['axis']} {axis}")
    if spec.mask == "axis":
        m = call.bool_mask(mask)
        call.check_axis_mask(m, x.shape, axis)
        return x[(slice(None),) * axis + (m,)]
    return _da().take(x, call.indices(mask, x.shape[axis], axis), axis=axis)


# The strategies a SelectorKind may declare for its layouts (codegen/kinds/).
SELECT_STRATEGIES = {"blockwise_fill": _blockwise_fill, "rows_select": _rows_select, "take": _take}
