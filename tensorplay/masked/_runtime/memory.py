"""The in-memory entry point of each kernel kind.

A wrapper hands its OpSpec (data from ops.yaml) and its arguments to one of
`run` (the generic entry of the kinds that declare a pipeline: reduce,
arg_reduce, order_stat, scan, normalize), `binary`, `quantile`, `moving`,
`exp_moving`, `gap_fill` or `elementwise` (special functions) through
dispatch.py, which sends dask arrays to on_dask.py instead.  Each puts the arguments in
canonical form (args.py), picks the kernel of the input's dtype, plans the
memory walk (walk.py), runs the kernel, and for a MaskedTensor input wraps
the result with the output mask its ops.yaml rule names.  (The kernel kinds
themselves are declared in codegen/kinds/.)
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from tensorplay.masked._masked_tensor import core as _mt_core
from tensorplay.masked._runtime.args import (as_input, broadcast_shapes, canonical_bool, canonical_dims, dtype_name,
                                             canonical_mask, native, resolve_dtype, resolve_param)
from tensorplay.masked._runtime import ptypes as _ptypes
from tensorplay.masked._runtime import quantile as _quantile
from tensorplay.masked._runtime.walk import _merge, plan_walk


@dataclass(frozen=True)
class Variant:
    """Kernels of an op for one range of its parameter (`when`)."""
    name: str
    when: Callable[[float], bool]
    # input dtype name -> (kernel, dtype the kernel writes, the dtype the input
    # is cast to first or None: ops.yaml `runs_as`, exact by the loader's proof)
    kernels: dict


@dataclass(frozen=True)
class OpSpec:
    name: str
    kind: str              # its kernel kind (codegen/kinds/), for messages
    logical_order: bool    # the walk keeps the logical order (indices, running values)
    full_output: bool      # one output per input element (else one per kept position)
    dims: tuple            # accepted dim forms: none, int, tuple
    dtype_arg: str         # compute | cast_result
    param: str | None      # resolver name in params.py
    output_mask: str       # the name of its rule in OUTPUT_MASK_RULES
    result: dict           # input dtype name -> result dtype name
    variants: tuple
    fields: dict = None    # the kind's own ops.yaml fields (moving: statistic) and properties (Kind.runtime_fields)
    sparse: str = ""       # how it runs on a sparse MaskedTensor (codegen/kinds: Kind.sparse)
    dask: str = "refuse"   # its strategy on dask arrays (on_dask.STRATEGIES; codegen/kinds: Kind.dask)
    dask_refusal: str = ""  # ... refused: why
    typed: tuple = ()      # its typed parameters (ptypes.Param), resolved before `param`'s
    # Its in-memory pipeline (codegen/kinds: Kind.pipeline), the names of
    # (PLANNERS, OUTPUTS, MASK_RULES) pieces, which `run` runs; () if its entry is its own.
    pipeline: tuple = ()
    pieces: tuple = field(init=False, default=(), repr=False, compare=False)    # ... looked up once
    resolver: Callable = field(init=False, default=None, repr=False, compare=False)   # ptypes.resolver of typed

    def kernels_for(self, param: tuple) -> dict:
        """The kernels (input dtype name -> (kernel, dtype it writes, cast)) of the variant `param` selects."""
        for variant in self.variants:
            if variant.when(*param):
                return variant.kernels
        raise AssertionError(f"{self.name}: no variant for parameter {param!r}")  # ops.yaml ends with `True`

    def __post_init__(self):
        if self.typed:
            object.__setattr__(self, "resolver", _ptypes.resolver(self.name, self.typed))
        if self.pipeline:
            planner, output, rule = self.pipeline
            object.__setattr__(self, "pieces", (PLANNERS[planner], OUTPUTS[output], MASK_RULES[rule]))


# -- arguments ---------------------------------------------------------------

def kernels_for(spec: OpSpec, param: tuple) -> dict:
    """The kernels (input dtype name -> (kernel, dtype it writes, cast)) of the variant `param` selects."""
    return spec.kernels_for(param)


def front(spec: OpSpec, builder: str, names: tuple, **defaults):
    """The compiled front end of an op (front.pyx), by its kind's builder
    (FRONTS).  names: the op's own arguments in the order its wrapper passes
    them; defaults: those with a default, at it."""
    return FRONTS[builder](spec, names, defaults)


def _table_front(spec: OpSpec, names: tuple, defaults: dict):
    # reductions a ReduceFront, scans and normalizations an AlongFront, with
    # the kernels of their arguments' defaults
    from tensorplay.masked._runtime import front as _front
    param = resolve_param(spec, defaults)
    cls = _front.AlongFront if spec.full_output else _front.ReduceFront
    return cls(spec, defaults, param, kernels_for(spec, param), spec.logical_order)


def _window_front(spec: OpSpec, names: tuple, defaults: dict):
    # the moving windows: the block-state kernel, or the median's
    from tensorplay.masked._runtime import front as _front
    return _front.WindowFront(spec, names, _window_stats(), moving_order)


def _gaps_front(spec: OpSpec, names: tuple, defaults: dict):
    # ffill/bfill: the fill kernel on float64 values
    from tensorplay.masked._runtime import front as _front
    return _front.GapFillFront(spec, _compiled("_window_exp").fill_along)


def _exp_front(spec: OpSpec, names: tuple, defaults: dict):
    # the exponentially weighted statistics: their one kernel
    from tensorplay.masked._runtime import front as _front
    return _front.ExpFront(spec, names, _compiled("_window_exp").moving_exp)


def _quantiles_front(spec: OpSpec, names: tuple, defaults: dict):
    # quantiles of one slice (the whole input): numpy's selection and formulas
    from tensorplay.masked._runtime import front as _front
    return _front.QuantileFront(spec, _quantile.one_slice, _quantile_dtype)


# The builders a kind's `front` names (codegen/kinds: Kind.front).
FRONTS = {"table": _table_front, "window": _window_front, "exp": _exp_front, "gaps": _gaps_front,
          "quantiles": _quantiles_front}


def pick_kernel(spec: OpSpec, x: np.ndarray, param: tuple):
    """(the input cast to the dtype its kernel reads, the kernel, the dtype it writes)."""
    kernel, kernel_out, runs_as = kernels_for(spec, param)[dtype_name(x.dtype)]
    return (x if runs_as is None else x.astype(runs_as)), kernel, kernel_out


def _compiled(module: str):
    """tensorplay.masked._csrc.<module>, imported on its first use (an import
    statement in a function costs a microsecond on every call)."""
    found = _COMPILED.get(module)
    if found is None:
        found = _COMPILED[module] = importlib.import_module(f"tensorplay.masked._csrc.{module}")
    return found


_COMPILED: dict = {}


# -- kind entry points ---------------------------------------------------------

def unwrap(op: str, input, mask, name: str = "mask"):
    """A MaskedTensor input -> (its data, its mask ANDed with `mask`, True);
    a numpy.ma.MaskedArray -> (its data, NOT its mask ANDed with `mask`,
    False: the result is a plain ndarray, as for any array input);
    anything else -> (input, mask, False)."""
    if isinstance(input, _mt_core.MaskedTensorCore):
        own, wrapped = canonical_bool(input.get_mask()), True
    elif isinstance(input, np.ma.MaskedArray):
        if input.dtype.kind not in "biufc":
            raise TypeError(f"{op}: input has dtype {input.dtype}; expected bool, integer, float or complex")
        own, wrapped = ~np.ma.getmaskarray(input), False
    else:
        return input, mask, False
    if mask is not None:
        extra = canonical_mask(op, mask, own.shape, name)
        own = own & (extra != 0)
    return np.ma.getdata(input) if not wrapped else input.get_data(), own, wrapped


def _wrap(out: np.ndarray, out_mask) -> object:
    return _mt_core._new(out, np.asarray(out_mask, dtype=bool))


# The output-mask rules (ops.yaml's `output_mask`): the mask of a MaskedTensor
# result from the valid elements of the input(s).  `valid` is the bool mask
# broadcast to the input (reductions, scans, normalizations) or the pair of
# masks broadcast to the common shape (binary ops); `axes`/`keepdim` are the
# reduced dims.  codegen/load.py lists which rules each kind accepts.
OUTPUT_MASK_RULES = {
    # reductions: valid where any / every element of the reduced slice is
    "any": lambda valid, axes, keepdim: np.any(valid, axis=axes, keepdims=keepdim),
    "all": lambda valid, axes, keepdim: np.all(valid, axis=axes, keepdims=keepdim),
    # scans and normalizations: the input's mask, at every output position
    "broadcast": lambda valid, axes, keepdim: valid,
    # binary ops: valid where either / both operands are
    "or": lambda valid, axes, keepdim: valid[0] | valid[1],
    "and": lambda valid, axes, keepdim: valid[0] & valid[1],
}


# ... and of a reduction over segments (the sparse layouts), from each
# segment's count of valid elements and its length.
SEGMENT_MASK_RULES = {
    "any": lambda valid, length: valid > 0,
    "all": lambda valid, length: valid == length,
}


def output_mask(spec: OpSpec, valid, axes=None, keepdim: bool = False) -> np.ndarray:
    return OUTPUT_MASK_RULES[spec.output_mask](valid, axes, keepdim)


def _prepare(spec: OpSpec, input, dim, dtype, mask, args: dict):
    """The canonical arguments of an op that runs along dims: the input (cast
    and native), its axes (None: argmax's flattened "all"), the mask view, the
    parameters, the result dtype, the kernel and the dtype it writes."""
    x = as_input(spec, input)
    axes = canonical_dims(spec, dim, x.ndim)
    m = canonical_mask(spec.name, mask, x.shape)
    param = resolve_param(spec, args)
    x, final = resolve_dtype(spec, x, dtype)
    x, kernel, kernel_out = pick_kernel(spec, native(x), param)
    return x, axes, m, param, final, kernel, kernel_out


# -- the declared pipelines ----------------------------------------------------
# A kind whose kernels walk a Plan declares its in-memory entry as data
# (codegen/kinds/: Kind.pipeline, in OpSpec.pipeline): a planner, an output
# and an output-mask rule, pieces of these tables, which the one generic entry
# `run` calls in order.  (The output is allocated in the layout the kernel's
# walk writes -- walk.plan_walk, told the output's form -- and then made the
# result.)

def _reduced_dims(x: np.ndarray, axes):
    """The dims a reduction runs over: as given, None (argmax's flattened "all") every dim."""
    return tuple(range(x.ndim)) if axes is None else axes


def _along_dims(x: np.ndarray, axes):
    """The dim(s) an op writing every element runs along, as given."""
    return axes


# planner: (input, axes) -> the dims the kernel's walk runs over
PLANNERS = {"reduction": _reduced_dims, "along": _along_dims}


@dataclass(frozen=True)
class Output:
    full: bool          # one output per input element in the input's layout (else one per kept position)
    finish: Callable    # (out, x, axes, keepdim) -> the result's shape


def _keepdim(out: np.ndarray, x: np.ndarray, axes: tuple, keepdim: bool) -> np.ndarray:
    return np.expand_dims(out, axes) if keepdim and x.ndim else out


# output: how the kernel's output is allocated (walk.plan_walk) and becomes the result
OUTPUTS = {"kept": Output(False, _keepdim), "like_input": Output(True, lambda out, x, axes, keepdim: out)}


def _rule_reduced(spec: OpSpec, valid: np.ndarray, x: np.ndarray, axes: tuple, keepdim: bool) -> np.ndarray:
    return output_mask(spec, valid, axes, keepdim) if x.ndim else valid


def _rule_elementwise(spec: OpSpec, valid: np.ndarray, x: np.ndarray, axes: tuple, keepdim: bool) -> np.ndarray:
    return output_mask(spec, valid)


# mask: how the op's output_mask rule (OUTPUT_MASK_RULES) gives a MaskedTensor
# result's mask from the input's valid elements: over the reduced dims, or at each position
MASK_RULES = {"reduced": _rule_reduced, "elementwise": _rule_elementwise}


def run(spec: OpSpec, *, input, dim, dtype=None, mask=None, keepdim=False, args: dict,
        out: np.ndarray | None = None) -> np.ndarray:
    """The generic entry of the kinds that declare a pipeline (OpSpec.pipeline):
    reductions (reduce, arg_reduce, order_stat), scans, normalizations.  The
    arguments canonicalised (as every entry does), the planner's dims, the
    kernel over the output allocated in its walk's layout, the result's
    shape, and for a MaskedTensor input the op's output_mask rule.  `out`
    (internal: the gradients' helpers): an array the kernel may write an
    op with one output per element into, when it has the input's shape and
    the kernel's output dtype (any strides: a reversed view of a new array
    gives a reversed scan in order); the result is then `out` itself."""
    if keepdim is not False:
        if not isinstance(keepdim, (bool, np.bool_)):
            raise TypeError(f"{spec.name}: keepdim must be a bool; got {keepdim!r}")
        keepdim = bool(keepdim)        # (numpy's keepdims= refuses a numpy bool)
    planner, output, rule = spec.pieces
    input, mask, wrapped = unwrap(spec.name, input, mask)
    x, axes, m, param, final, kernel, kernel_out = _prepare(spec, input, dim, dtype, mask, args)
    axes = planner(x, axes)
    x_run, m_run, out_view, out, kept, red, outer = plan_walk(
        x, m, axes, kernel_out, logical_order=spec.logical_order, full_output=output.full, out=out)
    if out.size:
        kernel(x_run, m_run, out_view, kept, red, outer, param)
    out = output.finish(out, x, axes, keepdim).astype(final, copy=False)
    if wrapped:
        return _wrap(out, rule(spec, np.ones(x.shape, bool) if m is None else m != 0, x, axes, keepdim))
    return out


def quantile(spec: OpSpec, *, input, dim, keepdim: bool, dtype, mask, args: dict) -> np.ndarray:
    """Quantiles (kind quantile): numpy.quantile of each reduced slice's valid
    elements, to the bit.  The valid values of every slice are gathered at
    once (slice after slice, as boolean indexing leaves them); numpy's
    formulas then run over all slices at once with each slice's own count
    (quantile.py), on the order statistics of one multi-rank selection per
    slice for all q (_csrc/_select.pyx: O(n) per slice on average, O(n log n)
    on any input; slices on the thread pool, few long slices in fixed
    chunks, as every kernel's chunked layout).  With weights (numpy sorts
    there) the slices are grouped by count and each group is one call of
    numpy's weighted quantile."""
    gather_valid = _compiled("_select").gather_valid
    if not isinstance(keepdim, (bool, np.bool_)):
        raise TypeError(f"{spec.name}: keepdim must be a bool; got {keepdim!r}")
    input, mask, wrapped = unwrap(spec.name, input, mask)
    x = native(as_input(spec, input))
    axes = canonical_dims(spec, dim, x.ndim)
    m = canonical_mask(spec.name, mask, x.shape)
    q, method, weights = resolve_param(spec, args)
    _, final = resolve_dtype(spec, x, dtype)
    kept = [a for a in range(x.ndim) if a not in axes]
    kept_shape = tuple(x.shape[a] for a in kept)
    rows = int(np.prod(kept_shape, dtype=np.int64))
    # (slices, elements of a slice); numpy refuses bool: read it as 0/1.
    data = x.view(np.uint8) if x.dtype == np.bool_ else x
    data = data.transpose(kept + list(axes)).reshape(rows, -1) if x.size else np.zeros((rows, 0), data.dtype)
    valid = (np.ones(data.shape, bool) if m is None else
             (m != 0).transpose(kept + list(axes)).reshape(data.shape))
    values, counts, starts = gather_valid(data, valid)   # data[valid], valid.sum(1) and its offsets, compiled
    wvalues = None
    if weights is not None:
        wrows = _quantile_weights(spec.name, weights, x.shape, kept + list(axes), data.shape)
        wvalues = wrows[valid]
        if not (np.all(np.isfinite(wvalues)) and np.all(wvalues >= 0)):
            raise ValueError(f"{spec.name}: weights must be finite and >= 0 at the valid positions")
        # A slice whose valid weights sum to 0 has no distribution: as fully masked.
        wsum = np.where(valid, wrows, 0.0).sum(axis=1)
        counts = np.where(wsum > 0, counts, 0)
    qshape = np.shape(q)
    # Integers and bool give float64: a fully masked slice's NaN needs a float.
    out_dtype = np.float64 if x.dtype.kind in "biu" else _quantile_dtype(data.dtype, q, method, weights is None)
    if weights is None:     # numpy's formulas over every slice at once, one selection each
        out = _quantile.quantiles(values, starts, counts, q, method, out_dtype)
    else:                   # weighted (numpy sorts there): one numpy call per group of equal-count slices
        out = np.full(qshape + (rows,), np.nan, out_dtype)
        order = np.argsort(counts, kind="stable")
        for group in np.split(order, np.flatnonzero(np.diff(counts[order])) + 1) if rows else ():
            n = int(counts[group[0]])
            if n == 0:
                continue
            take = starts[group][:, None] + np.arange(n)
            with np.errstate(all="ignore"):      # inf - inf in numpy's interpolation: its NaN, silently
                out[..., group] = np.quantile(values[take], q, axis=1, method=method, weights=wvalues[take])
    out = out.reshape(qshape + kept_shape)
    if keepdim:
        out = out.reshape(qshape + tuple(1 if a in axes else x.shape[a] for a in range(x.ndim)))
    if dtype is not None:
        out = out.astype(final)
    if wrapped:
        valid_in = np.ones(x.shape, bool) if m is None else m != 0
        return _wrap(out, np.broadcast_to(output_mask(spec, valid_in, axes, bool(keepdim)), out.shape))
    return out


def _quantile_dtype(data_dtype: np.dtype, q, method: str, unweighted: bool) -> np.dtype:
    """The dtype numpy.quantile gives for data of data_dtype and this q (a
    Python number is weak: its type, not its value, decides) and method:
    numpy's own answer on one element, asked once per combination."""
    key = (data_dtype, type(q) if isinstance(q, (int, float)) else np.asarray(q).dtype, method, unweighted)
    found = _QUANTILE_DTYPES.get(key)
    if found is None:
        probe = np.quantile(np.zeros(1, data_dtype), q, method=method, weights=None if unweighted else np.ones(1))
        found = _QUANTILE_DTYPES[key] = probe.dtype
    return found


_QUANTILE_DTYPES: dict = {}     # (data dtype, q's type or dtype, method, unweighted) -> result dtype


def moving(spec: OpSpec, *, input, dim, dtype, mask, args: dict) -> np.ndarray:
    """Moving windows (kind moving): the op's statistic of the valid values in
    each position's window along `dim`, by the one compiled kernel
    (_csrc/_window.pyx) on float64 rows; the result in the input's float
    dtype (ints and bool: float64), NaN where fewer than min_count values
    are valid (a MaskedTensor result: its mask says where they are not)."""
    input, mask, wrapped = unwrap(spec.name, input, mask)
    x = native(as_input(spec, input))
    axes = canonical_dims(spec, dim, x.ndim)
    m = canonical_mask(spec.name, mask, x.shape)
    window, min_count, center, correction, *order = resolve_param(spec, args)
    stat = spec.fields["statistic"]
    _, final = resolve_dtype(spec, x, dtype)
    # (the ops undefined on nothing need at least one value; sum is 0 and count 0 there)
    need = min_count if stat in ("sum", "count") else max(min_count, 1)
    if stat not in _window_stats():       # the order statistics' kernel
        result, counts = moving_order(stat, x, m, axes[0] if x.ndim else 0, window, need, center, *order,
                                      counts=wrapped)
        result = result if dtype is None else result.astype(final)
        return _wrap(result, np.broadcast_to(counts >= need, result.shape)) if wrapped else result
    positions = spec.fields["positions"]        # declared: codegen/kinds/moving.py runtime_fields
    out, counts = moving_rows(stat, x, m, axes[0] if x.ndim else 0, window, need, center, correction,
                              counts=wrapped, positions=positions)
    result = out.astype(np.int64 if stat == "count" or positions else final, copy=False)
    if wrapped:
        return _wrap(result, counts >= need)
    return result


class Rows:
    """An array (and its mask) with one axis moved last, as the C-contiguous
    (rows, L) float64 and uint8 arrays the window kernels read (the mask None
    when all is valid; any nonzero byte is valid, so no 0/1 copy is needed);
    `back` puts an output of that layout -- (rows, L) or (rows, L, K) -- in
    the array's shape (a K axis last)."""

    def __init__(self, x: np.ndarray, m, axis: int):
        xv = x.reshape(1) if x.ndim == 0 else x
        self.axis, self.shape = axis, x.shape
        self.last = axis in (-1, xv.ndim - 1)       # (np.moveaxis costs microseconds: only when it moves)
        moved = xv if self.last else np.moveaxis(xv, axis, -1)
        self.moved_shape = moved.shape
        rows_x = np.ascontiguousarray(moved, dtype=np.float64)
        self.x = rows_x.reshape(-1, moved.shape[-1]) if rows_x.size else np.zeros((0, max(moved.shape[-1], 0)))
        self.m = None
        if m is not None:
            mv = m.reshape(1) if x.ndim == 0 else m
            mv = mv if self.last else np.moveaxis(mv, axis, -1)
            if mv.dtype == np.bool_ and mv.flags.c_contiguous:
                mv = mv.view(np.uint8)          # bool's bytes are 0/1 already: no copy
            self.m = np.ascontiguousarray(mv, dtype=np.uint8).reshape(self.x.shape)

    def back(self, out: np.ndarray) -> np.ndarray:
        extra = out.shape[2:]
        out = out.reshape(self.moved_shape + extra)
        if not self.last:
            out = np.moveaxis(out, len(self.moved_shape) - 1, self.axis)
        return out.reshape(self.shape + extra)


def moving_order(stat: str, x: np.ndarray, m, axis: int, window: int, need: int, center: bool,
                 q=0.5, method: str = "linear", *, counts: bool = True):
    """Moving medians (numpy's: the mean of the two middle values) or numpy's
    quantiles of each window's valid values, and the windows' counts (if
    asked; else None): one compiled pass over each row
    (_csrc/_window_rank.pyx) selects the order statistics, with numpy's
    formulas run on them with each window's own count (quantile.py, as the
    quantile kind's).  The values are selected as float64 (exact for every
    float dtype and for ints up to 2**53); for float64 results the kernel
    also interpolates (in numpy's float64 arithmetic: no temporaries of the
    order statistics), for the other float dtypes numpy does, in that dtype.
    A 1-D q is the leading dim."""
    moving_ranks = _compiled("_window_rank").moving_ranks
    data_dtype = x.dtype if x.dtype.kind == "f" else np.dtype(np.float64)
    L = x.shape[axis] if x.ndim else 1
    N = max(min(window, L), 1)                     # no window holds more
    if stat == "median":
        plan = None
        table = _MIDDLES.get(N)
        if table is None:
            n = np.arange(1, N + 1, dtype=np.int64)[:, None]
            table = np.concatenate([np.zeros((1, 2), np.int64),          # (row 0: no value)
                                    np.concatenate([(n - 1) // 2, n // 2], axis=1)])   # the two middles
            if N <= 4096:
                table.flags.writeable = False
                _MIDDLES[N] = table
        out_dtype = data_dtype
    else:
        plan = _quantile.plan_of(np.arange(1, N + 1, dtype=np.int64)[:, None], q, method, data_dtype)
        table = np.concatenate([np.zeros((1, plan.ranks.shape[1]), np.int64), plan.ranks])
        out_dtype = _quantile_dtype(data_dtype, q, method, True)
    in_kernel = out_dtype == np.float64 and data_dtype == np.float64
    if plan is not None and plan.integral:
        mix = None                                  # the order statistics are the quantiles
    elif not in_kernel:
        mix = None                                  # numpy interpolates below
    elif plan is None:
        mix = "middle"
    else:
        mix = _quantile.mix_table(plan, N)
    rows = Rows(x, m, axis)
    J = table.shape[1] if mix is None else (1 if plan is None else plan.k)
    # (large outputs from the buffer cache, as every compiled front end's: a loop that frees
    # each result before the next call writes into memory already touched)
    stats = _compiled("_buffers").empty(rows.x.shape + (J,), np.float64)
    numpy_mix = mix is None and not (plan is not None and plan.integral)    # numpy interpolates below
    # (the counts: for a MaskedTensor's mask, and for numpy's interpolation, by each window's count)
    counted = counts or (numpy_mix and plan is not None)
    cnt = _compiled("_buffers").empty(rows.x.shape, np.int64) if counted else None
    moving_ranks(rows.x, rows.m, table, stats, cnt, window, center, need, mix)
    res = stats.reshape(-1, J)
    if numpy_mix:
        flat = res.astype(data_dtype, copy=False)        # exact: selection moves values
        with np.errstate(all="ignore"):
            if plan is None:
                # np.median's mean of the middles, in the float dtype (float16: float32), so an inf is kept
                work = np.dtype(np.float32) if data_dtype == np.float16 else data_dtype
                lo, hi = flat[:, :1].astype(work), flat[:, 1:].astype(work)
                res = np.where(lo == hi, lo, (lo + hi) / work.type(2))
            else:
                res = _quantile.finish(flat, plan.take(np.maximum(cnt.reshape(-1) - 1, 0)))
    res = res.astype(out_dtype, copy=False)       # (NaN below need: the kernel's, kept by the formulas)
    if res.shape[1] == 1:               # (one output a position: no q axis to move)
        out = rows.back(res.reshape(rows.x.shape)).reshape(x.shape if plan is None else np.shape(q) + x.shape)
    else:
        out = np.moveaxis(rows.back(res.reshape(rows.x.shape + (res.shape[1],))), -1, 0)
        out = out.reshape(x.shape if plan is None else np.shape(q) + x.shape)
    return out, (rows.back(cnt) if counts else None)


_MIDDLES: dict = {}    # window length -> moving_order's table of the middles' ranks per count (read-only)


def _window_stats() -> dict:
    """The statistics of the block-state kernel (_csrc/_window.pyx); the others are order statistics."""
    return _compiled("_window").STATS


def moving_rows(stat: str, x: np.ndarray, m, axis: int, window: int, need: int, center: bool,
                correction: float, *, counts: bool = False, last: bool = False, positions: bool = False,
                offsets: bool = False):
    """The moving kernel's float64 output of `stat` along `axis` in x's
    shape (NaN: fewer than `need` valid values; argmin/argmax: the position,
    ties to the first, or with `last` to the last; with `positions`, as
    int64 with -1 for NaN; with `offsets`, each output's index less the
    position), and the windows' counts of valid values (if asked; else
    None)."""
    moving = _compiled("_window").moving
    rows = Rows(x, m, axis)
    out = _compiled("_buffers").empty(rows.x.shape, np.int64 if positions else np.float64)
    # (the counts: only a MaskedTensor's mask needs them)
    cnt = _compiled("_buffers").empty(rows.x.shape, np.int64) if counts else None
    moving(rows.x, rows.m, out, cnt, stat, window, need, center, correction, last, offsets)
    return rows.back(out), (rows.back(cnt) if counts else None)


def exp_moving(spec: OpSpec, *, input, dim, dtype, mask, args: dict) -> np.ndarray:
    """Exponentially weighted moving statistics (kind exp_moving), by the one
    compiled kernel (_csrc/_window_exp.pyx moving_exp) on float64 rows; the
    result in the input's float dtype (ints and bool: float64), NaN where it
    is undefined (before the first valid element, below min_weight; a
    MaskedTensor result: masked out there)."""
    from tensorplay.masked._csrc._window_exp import moving_exp
    input, mask, wrapped = unwrap(spec.name, input, mask)
    x = native(as_input(spec, input))
    axes = canonical_dims(spec, dim, x.ndim)
    m = canonical_mask(spec.name, mask, x.shape)
    alpha, min_weight, adjust, correction = resolve_param(spec, args)
    stat = spec.fields["statistic"]
    _, final = resolve_dtype(spec, x, dtype)
    rows = Rows(x, m, axes[0] if x.ndim else 0)
    L = rows.x.shape[1]
    if not isinstance(alpha, float):
        if alpha.shape[0] != L:
            raise ValueError(f"{spec.name}: a 1-D alpha must have dim's length {L}; got {alpha.shape[0]}")
        alpha = np.ascontiguousarray(alpha)
    if stat == "sum" and not adjust:
        raise ValueError(f"{spec.name}: adjust=False has no sum (as pandas'); use adjust=True")
    out = np.empty(rows.x.shape, np.float64)
    weights = np.empty(rows.x.shape, np.float64) if wrapped else None     # (only the result's mask needs them)
    moving_exp(rows.x, rows.m, alpha, out, weights, stat, adjust, min_weight, correction)
    result = rows.back(out).astype(final, copy=False)
    if wrapped:
        defined = rows.back(_exp_defined(rows, out, weights, min_weight, stat))
        return _wrap(result, defined)
    return result


def _exp_defined(rows: Rows, out: np.ndarray, weights: np.ndarray, min_weight: float, stat: str) -> np.ndarray:
    """Where an exponential statistic is defined: a valid element seen, the weights
    reaching min_weight, and for var/std a nonzero bias correction -- the
    kernel's NaN unless a NaN value made it (a NaN at a valid position is a value)."""
    seen = np.ones(rows.x.shape, bool) if rows.m is None else np.logical_or.accumulate(rows.m != 0, axis=1)
    defined = seen & (weights >= min_weight)
    if stat in ("var", "std"):
        nan_value = np.logical_or.accumulate(np.isnan(rows.x) & (True if rows.m is None else rows.m != 0), axis=1)
        defined &= ~np.isnan(out) | nan_value
    return defined


def gap_fill(spec: OpSpec, *, input, dim, dtype, mask, args: dict) -> np.ndarray:
    """Fills along dim (kind gap_fill): each masked-out element takes the
    nearest valid one before it (forward) or after it (backward), at most
    limit away; the others keep their own.  The compiled pass
    (_csrc/_window_exp.pyx fill_along) runs on the values themselves for
    float64 and on their positions for every other dtype, which numpy then
    gathers: values move with their bits, whatever the dtype.  A MaskedTensor
    result is masked out where nothing was filled."""
    from tensorplay.masked._csrc._window_exp import fill_along
    input, mask, wrapped = unwrap(spec.name, input, mask)
    x = native(as_input(spec, input))
    axes = canonical_dims(spec, dim, x.ndim)
    m = canonical_mask(spec.name, mask, x.shape)
    (limit,) = resolve_param(spec, args)
    _, final = resolve_dtype(spec, x, dtype)
    axis = axes[0] if x.ndim else 0
    backward = spec.fields["direction"] == "backward"
    by_value = x.dtype == np.float64
    L = x.shape[axis] if x.ndim else 1
    # float64: the values themselves; otherwise the positions along dim (exact as float64)
    source = x if by_value else np.broadcast_to(
        np.arange(L, dtype=np.float64).reshape((-1,) + (1,) * (x.ndim - 1 - axis)) if x.ndim else np.zeros(()),
        x.shape)
    rows = Rows(source, m, axis)
    out = np.empty(rows.x.shape, np.float64)
    filled = np.empty(rows.x.shape, np.uint8) if wrapped else None    # (only the result's mask needs it)
    # keep: an unfilled element keeps its own value (its own position), so out is the whole result
    fill_along(rows.x, rows.m, out, filled, -1 if limit is None else limit, backward, True)
    if by_value:
        result = rows.back(out)
    else:
        pos = rows.back(out).astype(np.intp)
        result = np.take_along_axis(x, pos, axis=axis) if x.ndim else x.copy()
    result = result.astype(final, copy=False)
    return _wrap(result, rows.back(filled).astype(bool)) if wrapped else result


def _quantile_weights(op: str, weights, shape: tuple, order: list, shape2: tuple) -> np.ndarray:
    """quantile's weights= broadcast to the input and laid out as its (slices, elements)."""
    try:
        w = np.asarray(weights)
    except Exception:
        raise TypeError(f"{op}: weights must be array-like; got {type(weights).__name__}") from None
    if w.dtype.kind not in "biuf":
        raise TypeError(f"{op}: weights must be real numbers; got dtype {w.dtype}")
    if w.ndim > len(shape):
        raise ValueError(f"{op}: weights has {w.ndim} dims but the input has {len(shape)}")
    try:
        w = np.broadcast_to(w, shape)
    except ValueError:
        raise ValueError(f"{op}: weights of shape {w.shape} does not broadcast to the input's shape "
                         f"{tuple(shape)}") from None
    return w.astype(np.float64).transpose(order).reshape(shape2)


def binary(spec: OpSpec, *, input, other, dtype, input_mask, other_mask, args: dict) -> np.ndarray:
    """Elementwise ops of two operands (kind binary): each mask broadcasts to
    its own operand, then the operands broadcast together; output mask =
    input_mask | other_mask."""
    input, input_mask, wx = unwrap(spec.name, input, input_mask, "input_mask")
    other, other_mask, wy = unwrap(spec.name, other, other_mask, "other_mask")
    x = as_input(spec, input, "input")
    y = as_input(spec, other, "other")
    mx = canonical_mask(spec.name, input_mask, x.shape, "input_mask")
    my = canonical_mask(spec.name, other_mask, y.shape, "other_mask")
    shape = broadcast_shapes(spec.name, x.shape, y.shape, ("input", "other"))
    common = np.result_type(x.dtype, y.dtype)
    if dtype is None and common.name not in spec.result:
        raise TypeError(f"{spec.name}: input ({x.dtype}) and other ({y.dtype}) promote to {common}, "
                        f"which it does not accept")
    x, final = resolve_dtype(spec, x.astype(common, copy=False), dtype)
    x, y = native(x), native(y.astype(x.dtype, copy=False))
    param = resolve_param(spec, args)
    x, kernel, kernel_out = pick_kernel(spec, x, param)
    y = y.astype(x.dtype, copy=False)
    out = np.empty(shape, kernel_out)
    if out.size:
        views = [np.broadcast_to(a, shape) for a in (x, y)] + \
                [None if a is None else np.broadcast_to(a, shape) for a in (mx, my)]
        strides = [v.strides if v is not None else (0,) * len(shape) for v in views]
        dims = [(shape[d],) + tuple(st[d] for st in strides) + (out.strides[d],) for d in range(len(shape))]
        dims = _merge([d for d in dims if d[0] != 1]) or [(1, 0, 0, 0, 0, 0)]
        kernel(views[0], views[1], views[2], views[3], out, tuple(dims), param)
    out = out.astype(final, copy=False)
    if wx or wy:    # (a missing mask: all valid)
        valid = tuple(np.ones(shape, bool) if v is None else np.broadcast_to(v != 0, shape) for v in (mx, my))
        return _wrap(out, output_mask(spec, valid))
    return out


def elementwise(name: str, kernels: dict, input, mask) -> np.ndarray:
    """Masked elementwise functions of one operand (tensorplay.masked.special):
    the function at valid positions, 0 at masked-out ones; the mask of a
    MaskedTensor input is kept."""
    input, mask, wrapped = unwrap(name, input, mask)
    try:
        x = np.asarray(input)
    except Exception as exc:
        raise TypeError(f"{name}: input must be array-like; got {type(input).__name__} ({exc})") from None
    if dtype_name(x.dtype) not in kernels:
        raise TypeError(f"{name}: input has dtype {x.dtype}; expected one of {', '.join(kernels)}")
    x = native(x)
    m = canonical_mask(name, mask, x.shape)
    kernel, kernel_out = kernels[dtype_name(x.dtype)]
    out = np.empty_like(x, dtype=kernel_out, order="K") if x.ndim else np.empty((), kernel_out)
    if out.size:
        ms = m.strides if m is not None else (0,) * x.ndim
        dims = [(x.shape[d], x.strides[d], ms[d], out.strides[d]) for d in range(x.ndim)]
        dims = [d for d in dims if d[0] != 1]
        dims.sort(key=lambda d: -abs(d[-1]))
        kernel(x, m, out, tuple(_merge(dims)) or ((1, 0, 0, 0),))
    final = np.float16 if x.dtype == np.float16 else out.dtype
    out = out.astype(final, copy=False)
    if wrapped:
        return _wrap(out, np.ones(x.shape, bool) if m is None else m != 0)
    return out
