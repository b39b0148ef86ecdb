"""The recorders: what a call on a MaskedTensor that requires grad does.

The hooks (the generated wrappers of ops.py and special.py, and the family
helpers of MaskedTensor's core) call these when `mode.ANY` is set and an
operand requires grad.  Each recorder runs the call's forward with grad
mode off (the same code as without gradients, so the values are the same
bits), saves what the derivative reads and returns the result with a Node.

What each op's backward computes is declared in ops.yaml and generated into
generated/derivatives.py, which registers its tables here (`register`):
  OPS          op name -> Derivative (the 19 array functions and the newer kinds)
  ELEMENTWISE  callable -> Derivative (MaskedTensor's elementwise methods, the
               special functions; keyed by the callable, so aliases share one
               entry; a numpy ufunc reaches its method's through METHODS)
  ADJOINTS     callable -> the name of its adjoint (structural methods)
  NONE         callable -> why it has no derivative (its results never require grad)
"""
from __future__ import annotations

import inspect
import math
import sys
from dataclasses import dataclass

import numpy as np

from tensorplay.masked._autograd import graph, mode, scope
from tensorplay.masked._autograd.kept import STREAM_MIN_BYTES, Lazy, streams
from tensorplay.masked._masked_tensor import core
from tensorplay.masked._runtime.args import canonical_dims, resolve_param
from tensorplay.masked._runtime.walk import _merge
from tensorplay.masked._sparse import state as _sparse

OPS: dict = {}
METHODS: dict = {}       # MaskedTensor method name -> the callable it runs (for the numpy ufunc path)
ELEMENTWISE: dict = {}
ADJOINTS: dict = {}
NONE: dict = {}


@dataclass(frozen=True)
class Derivative:
    name: str                # the Node's name(), e.g. "SumBackward"
    scope: str               # reduce | along | moving | quantile | elementwise: the scope class its formulas read
    formulas: tuple = ()     # ((operand name, generated function), ...)
    params: tuple = ()       # the names its formulas give the op's resolved parameters
    saves: tuple = ()        # of input, other, result: what its formulas read (only those are kept)
    none: str = ""           # not differentiable: why (results do not require grad)
    adjoint: str = ""        # a selector: how its gradient moves back (gather)
    not_yet: str = ""        # differentiable, but not implemented yet: why (a call that needs it raises)
    extreme: str = ""        # max | min: the op's fold, whose recorded forward gathers `ties` (scope.gather_ties)


def register(*, ops: dict, elementwise: dict, adjoints: dict, none: dict, reducers: dict, methods: dict) -> None:
    """reducers: the masked sum/amax/amin/cumsum the scopes' slice helpers run (the
    compiled ops); methods: MaskedTensor's elementwise method names -> callables."""
    OPS.update(ops)
    METHODS.update(methods)
    ELEMENTWISE.update(elementwise)
    ADJOINTS.update(adjoints)
    NONE.update(none)
    scope.REDUCERS.update(reducers)
    _UNARY_PLANS.clear()
    _BINARY_PLANS.clear()


def _check(entry: Derivative, who: str) -> bool:
    """True if a call of `entry` records; False if its results do not require grad."""
    if entry.not_yet:
        raise RuntimeError(f"{who}: the derivative is not implemented yet ({entry.not_yet}); call it on a "
                           f"detached MaskedTensor (mt.detach()) or under tensorplay.masked.no_grad()")
    return not entry.none


def _float_check(x, who: str) -> None:
    if x.dtype.kind != "f":
        raise TypeError(f"{who}: only float16, float32 and float64 MaskedTensors can require gradients; "
                        f"got {x.dtype}")


def _valid(x, mask=None) -> np.ndarray:
    """x's mask ANDed with a call's mask= (bool, of x's shape)."""
    m = x._mask if isinstance(x, core.MaskedTensorCore) else np.ones(np.shape(x), bool)
    if mask is not None:
        m = m & (np.broadcast_to(np.asarray(mask), m.shape) != 0)
    return m


def _data(x) -> np.ndarray:
    return x._data if isinstance(x, core.MaskedTensorCore) else np.asarray(x)


def _unbroadcast(g: np.ndarray, shape: tuple) -> np.ndarray:
    """The gradient of an operand numpy broadcast to g's shape: summed over the broadcast dims."""
    if g.shape == tuple(shape):
        return g
    lead = g.ndim - len(shape)
    axes = tuple(range(lead)) + tuple(lead + i for i, n in enumerate(shape) if n == 1 and g.shape[lead + i] != 1)
    return np.sum(g, axis=axes, keepdims=True).reshape(shape)


def _node(name, operands, backward_fn, ctx, out, fresh: bool = False):
    """out, recorded: a MaskedTensor whose grad_fn is a new Node.  fresh: out
    is a new MaskedTensor no one else holds (the family helpers' results),
    which takes the Node itself; else (a method may return its input) a new
    MaskedTensor of out's arrays does."""
    if out.is_sparse:          # (sparse results are made of recorded strided ops on their values)
        raise AssertionError(f"internal: {name} recorded a {out.layout} result directly")
    edges = list(map(graph.edge_of, operands))        # (a comprehension costs a function object)
    node = graph.Node(name, edges, backward_fn, ctx, out._mask, out._data.dtype)
    if fresh:
        out._ag = node
        return out
    return graph.result(out._data, out._mask, out.layout, node)


class _Ctx:
    """What a formula-driven backward reads: the saved arrays (by name, with
    the version each was saved at), the entry, the resolved parameters, the
    operands' names, shapes and dtypes, and the reduced axes or the dim.
    saved: _saved's flat list of name, array, version."""
    __slots__ = ("entry", "params", "operands", "shapes", "dtypes", "saved", "axes", "keepdim", "dim")

    def __init__(self, entry, params, operands, shapes, dtypes, saved: list):
        self.entry, self.params, self.operands, self.shapes, self.dtypes = entry, params, operands, shapes, dtypes
        self.saved = saved
        self.axes = self.keepdim = self.dim = None

    def arrays(self, node) -> dict:
        """The saved arrays by name, each checked against in-place modification since."""
        name = node.name()
        saved = self.saved
        return {saved[i]: graph.unmodified(saved[i + 1], saved[i + 2], name) for i in range(0, len(saved), 3)}


def _sole_refcount() -> int:
    """What sys.getrefcount says of an object that only a local variable holds:
    2 up to CPython 3.13 (the local and the argument); an interpreter that
    lends the argument its reference says 1.  Measured once, so that the test
    for a temporary no one else holds never mistakes a shared object for one."""
    held = object()
    return sys.getrefcount(held)


_SOLE = _sole_refcount()


# -- the compiled backward kernels ------------------------------------------------------------

class Fused(Lazy):
    """A formula's value not computed yet: its arithmetic top (`kernel`, a
    FusedKernel) of its leaves, values numpy computed.  The engine runs the
    compiled kernel, which writes the kept gradient in one pass
    (`into_kept`), or asks for the value (`value`) where the kernel cannot
    take the leaves (see into_kept)."""

    __slots__ = ("kernel", "leaves")

    def __init__(self, kernel, leaves):
        self.kernel, self.leaves = kernel, leaves

    def value(self):
        """The formula's value computed by numpy (the leaves let go of: a
        leaf that was a temporary is then held by the value alone)."""
        leaves, self.leaves = self.leaves, None
        with np.errstate(all="ignore"):
            return self.kernel.numpy(*leaves)

    def into_kept(self, reached: np.ndarray, dtype) -> np.ndarray | None:
        """An array of reached's shape (new, or a leaf only this holds): the
        formula where reached, 0 elsewhere, by the compiled kernel of dtype;
        None (nothing done) when a leaf does not broadcast to that shape, is
        of another dtype and not a broadcast (its own elements are cast: they
        are few), or when the formula is one full leaf (the engine then masks
        it in place)."""
        kernels = self.kernel.compiled()
        dtype = np.dtype(dtype)
        if kernels is None or dtype.name not in kernels or not dtype.isnative:
            return None
        shape = reached.shape
        # A full leaf no one else holds (a temporary a scope helper made) takes
        # the result: each element is read before it is written, and a fresh
        # array costs its page faults, as much as the pass on large ones.
        # (looked for first, indexed: any other reference would count)
        sole = None
        for j in range(len(self.leaves)):
            if sys.getrefcount(self.leaves[j]) == _SOLE and _writable_as(self.leaves[j], shape, dtype):
                sole = j
                break
        ops = []
        for leaf, kind in zip(self.leaves, self.kernel.types):
            a = np.asarray(leaf)
            want = dtype if kind == "f" else np.dtype(bool)
            if a.shape != shape:
                try:
                    if np.broadcast_shapes(a.shape, shape) != shape:
                        return None
                except ValueError:
                    return None
                a = np.broadcast_to(a, shape)
            if a.dtype != want:
                own = scope.own_elements(a)
                if own.size * 8 > a.size and a.size > 64:       # (a full array of another dtype)
                    return None
                a = np.broadcast_to(own.astype(want), shape)
            elif not a.flags.aligned:
                return None
            ops.append(a)
        if len(ops) == 1 and self.kernel.expr == "o0" and 0 not in ops[0].strides:
            return None
        nbytes = math.prod(shape) * dtype.itemsize
        # (memory already touched: a leaf's, or a buffer the cache gives back; see STREAM_MIN_BYTES)
        stream = sole is not None and nbytes > STREAM_MIN_BYTES or streams(nbytes)
        out = self.leaves[sole] if sole is not None else np.empty(shape, dtype)
        if out.size:
            m = np.broadcast_to(reached, shape)
            dims = _walk_dims(shape, [a.strides for a in ops] + [(0,) * len(shape)] * (3 - len(ops))
                              + [m.strides, out.strides])
            kernels[dtype.name](*(ops + [None] * (3 - len(ops))), m, out, dims, stream)
        return out


def _writable_as(a, shape, dtype) -> bool:
    """a is an array of its own that a kernel can write a result of shape and dtype into."""
    return (type(a) is np.ndarray and a.dtype == dtype and a.shape == shape and a.flags.c_contiguous
            and a.flags.owndata and a.flags.writeable)


class FusedKernel:
    """The compiled kernels (generated/_k_backward.pyx) of one expression over
    the leaves o0, o1, o2, and its numpy spelling."""

    def __init__(self, key: str):
        # key: the expression, then " | " and a letter per leaf (f: the
        # operand's float dtype, b: bool) where a leaf is bool
        # (codegen/derivatives.py fusion)
        self.key = key
        self.expr, _, types = key.partition(" | ")
        self.types = types or "fff"
        self._compiled = False
        self.numpy = eval(f"lambda o0=None, o1=None, o2=None: {self.expr}", {"_np": np})   # noqa: S307 (generated)

    def compiled(self):
        if self._compiled is False:
            try:
                from tensorplay.masked._generated import _k_backward
                self._compiled = _k_backward.KERNELS.get(self.key)
            except ImportError:                     # (a build without the module: numpy)
                self._compiled = None
        return self._compiled

    def __call__(self, *leaves):
        # (a lazy helper's value as a leaf: codegen/derivatives.py LAZY)
        return Fused(self, tuple(v.value() if isinstance(v, Lazy) else v for v in leaves))


_FUSED: dict = {}


def fused(key: str) -> FusedKernel:
    """The kernel of a generated formula's arithmetic top (codegen/derivatives.py fusion)."""
    k = _FUSED.get(key)
    if k is None:
        k = _FUSED[key] = FusedKernel(key)
    return k


def _walk_dims(shape, strides) -> tuple:
    """(size, stride of each of the five operands) per dim, size-1 dims
    dropped, merged where the strides chain; at least one dim."""
    dims = [(shape[d],) + tuple(s[d] for s in strides) for d in range(len(shape)) if shape[d] != 1]
    return tuple(_merge(dims)) or ((1,) + (0,) * len(strides),)


def _tuple_backward(ctx, g, node, reach):
    """_formula_backward of a call recorded with its context as a tuple (entry,
    params, operand names, each operand's shape and dtype in one flat tuple,
    saved, axes, keepdim, dim): a tuple costs a recorded call less than a _Ctx
    (made here instead, once), and every object a call keeps alive costs it
    its share of the garbage collector's passes."""
    entry, params, names, operands, saved, axes, keepdim, dim = ctx
    full = _Ctx(entry, params, names, dict(zip(names, operands[0::2])), dict(zip(names, operands[1::2])), saved)
    full.axes, full.keepdim, full.dim = axes, keepdim, dim
    return _formula_backward(full, g, node, reach)


def _reach_back(r: np.ndarray, shape: tuple) -> np.ndarray:
    """The positions of an operand (of `shape`, broadcast to r's) that some reached output reads."""
    return r if r.shape == tuple(shape) else _unbroadcast(r.astype(np.int64), shape) > 0


def _formula_backward(ctx, g, node, reach):
    arrays = ctx.arrays(node)
    entry = ctx.entry
    if entry.scope in ("along", "moving") and arrays["mask"].ndim == 0:
        # a 0-d input along its one dim: the formulas see a slice of one element
        # (after any leading dims of the result: move_quantile's q)
        arrays = {k: np.reshape(v, np.shape(v) + (1,)) for k, v in arrays.items()}
        got = _formula_backward_of(ctx, np.reshape(g, np.shape(g) + (1,)), node,
                                   np.reshape(reach, np.shape(reach) + (1,)), arrays)
        return [None if p is None else (p[0].reshape(()), p[1].reshape(())) for p in got]
    return _formula_backward_of(ctx, g, node, reach, arrays)


def _formula_backward_of(ctx, g, node, reach, arrays):
    entry, out = ctx.entry, []
    x, r = arrays.get("input"), arrays.get("result")
    if entry.scope == "reduce":
        s = scope.Reduce(g, x, arrays["mask"], r, ctx.axes, ctx.keepdim, ctx.params, arrays.get("ties"))
    elif entry.scope == "along":
        s = scope.Along(g, x, arrays["mask"], r, ctx.dim, ctx.params)
    elif entry.scope == "moving":
        s = scope.Moving(g, x, arrays["mask"], r, ctx.dim, ctx.params, reach)
    elif entry.scope == "quantile":
        s = scope.Quantile(g, x, arrays["mask"], r, ctx.axes, ctx.keepdim, ctx.params)
    else:
        s = scope.Elementwise(g, x, r, arrays.get("other"), ctx.params)
    formulas = dict(entry.formulas)
    # Where a reached valid output depends on the operand: a formula's value
    # anywhere else (0 * inf, 0 / 0) never counts.
    everywhere = bool(np.all(reach))       # (then every operand position its mask keeps is reached)
    if everywhere and entry.scope != "elementwise":     # (every input position: no pass to find them)
        reach = np.broadcast_to(True, arrays["mask"].shape)
    elif entry.scope == "quantile":       # (q's leading dims: a slice is reached if any q is)
        reduced = arrays["mask"].ndim - (0 if ctx.keepdim else len(ctx.axes))
        lead = reach.ndim - reduced        # (explicit: -1 is ambiguous for an empty slice shape)
        reach = s.expand(np.any(reach.reshape((math.prod(reach.shape[:lead]),) + reach.shape[lead:]), axis=0))
    elif entry.scope == "reduce":
        reach = s.expand(reach)
    elif entry.scope in ("along", "moving"):      # an element reaches every output of its slice (at most)
        lead = reach.ndim - arrays["mask"].ndim     # (move_quantile's q dims lead: reached if any q is)
        if lead:
            reach = np.any(reach.reshape((math.prod(reach.shape[:lead]),) + reach.shape[lead:]), axis=0)
        if reach.ndim:
            slices = np.any(reach, axis=ctx.dim, keepdims=True)
            # (every slice reached: every operand position its mask keeps is, and numpy's `&` with
            # an operand broadcast along the inner dim, below, is 10x a plain one)
            everywhere = bool(np.all(slices))
            reach = np.broadcast_to(slices, reach.shape)
    for name, edge in zip(ctx.operands, node.edges):
        if edge is None or name not in formulas:
            out.append(None)
            continue
        mask = arrays["mask" if name == "input" else "other_mask"]
        shape = mask.shape if entry.scope != "elementwise" else ctx.shapes[name]
        if mask.size == 0 or g.size == 0:       # nothing to differentiate (an empty slice or operand)
            out.append((np.zeros(shape, ctx.dtypes[name]), np.zeros(shape, bool)))
            continue
        reached = mask if everywhere else _reach_back(reach, shape) & mask
        gi = formulas[name](s)
        if isinstance(gi, Lazy):
            kept = gi.into_kept(reached, ctx.dtypes[name])
            if kept is not None:
                out.append((kept, reached))
                continue
            gi = gi.value()
        if np.shape(gi) != tuple(shape):      # an operand broadcast: zero the unreached, then sum
            gi = _unbroadcast(np.where(reach, np.broadcast_to(gi, reach.shape), np.zeros((), ctx.dtypes[name])),
                              shape)
        # (held by this local only: a temporary the formula made, never a saved
        # array, the upstream gradient or a view of either, which keep may overwrite)
        scratch = sys.getrefcount(gi) == _SOLE
        out.append((graph.keep(gi, reached, ctx.dtypes[name], scratch), reached))
    return out


# -- the generated wrappers (ops.py, special.py) --------------------------------------------

def _version_zero(_) -> int:
    return 0


def _saved(entry, mask, input, result, other=None, other_mask=None) -> list:
    """The arrays a backward keeps, as one flat list of name, array, version
    it is saved at: the masks, and of input, other and result what its
    formulas read."""
    # (while nothing written in place is alive every version is 0: no lookups)
    if not mode._VERSIONS and other_mask is None:       # (the commonest call, written out)
        saved = ["mask", mask, 0]
        for name in entry.saves:
            value = result if name == "result" else input if name == "input" else other
            if value is not None and name != "ties":         # (ties: op() adds what the forward gathered)
                saved += (name, value, 0)
        return saved
    version = mode.version if mode._VERSIONS else _version_zero
    saved = ["mask", mask, version(mask)]
    if other_mask is not None:
        saved += ("other_mask", other_mask, version(other_mask))
    for name in entry.saves:
        value = result if name == "result" else input if name == "input" else other
        if value is not None and name != "ties":
            saved += (name, value, version(value))
    return saved


_NOT_PARAMS = ("dim", "keepdim", "dtype", "mask", "input_mask", "other_mask")


def op(spec, forward, operands: dict, kwargs: dict):
    """An op of ops.yaml called with an operand that requires grad.
    forward: the call itself without recording (a closure over its
    arguments: cheaper than unpacking the two dicts into it again);
    operands: the differentiable arguments by name (input, other)."""
    entry = OPS[spec.name]
    gathered = _gather_ties(spec, entry, operands, kwargs) if entry.extreme else None
    if gathered is not None:
        out = core._new(gathered[0], gathered[1])
    else:
        # (mode.without_grad's body, inline: two Python frames fewer per recorded call;
        # grad mode is on here -- the wrapper's wants() said so -- and comes back on)
        local = mode._local
        local.enabled = False
        try:
            out = forward()
        finally:
            local.enabled = True
    if (entry.none or entry.not_yet) and not _check(entry, spec.name):      # (a not_yet entry raises)
        return out
    if not isinstance(out, core.MaskedTensorCore):
        return out
    # (a result no one else holds, only this local, takes the Node itself)
    fresh = sys.getrefcount(out) == _SOLE
    params = _NO_PARAMS
    if entry.params:
        params = dict(zip(entry.params, resolve_param(spec, {k: v for k, v in kwargs.items() if k not in _NOT_PARAMS})))
    axes = keepdim = dim = None
    if len(operands) == 1 and "input" in operands:        # (every op but logaddexp: no tuples to make)
        v = operands["input"]
        names, values = _INPUT, (v,)
        x = v._data if isinstance(v, core.MaskedTensorCore) else _data(v)
        if x.dtype.kind != "f" and mode.requires(v):
            _float_check(v, spec.name)
        shapes = (x.shape, x.dtype)
        mask = kwargs.get("mask")
        saved = _saved(entry, v._mask if mask is None and isinstance(v, core.MaskedTensorCore) else _valid(v, mask),
                       x, out._data)
        if gathered is not None:
            ties = gathered[2]
            saved += ("ties", ties, mode.version(ties) if mode._VERSIONS else 0)
        if entry.scope in ("reduce", "quantile"):
            d = kwargs.get("dim")
            axes = _AXES.get((spec.name, d, x.ndim)) if d is None or type(d) is int else None
            if axes is None:
                axes = _axes(spec, d, x.ndim)
            keepdim = bool(kwargs["keepdim"])
        else:
            dim = canonical_dims(spec, kwargs.get("dim"), x.ndim)[0] if x.ndim else 0
        if fresh and out._layout == "strided":     # (_node's, written out for the commonest call)
            out._ag = graph.Node(entry.name, [graph.edge_of(v)], _tuple_backward,
                                 (entry, params, names, shapes, saved, axes, keepdim, dim), out._mask, out._data.dtype)
            return out
    else:                                       # two operands (logaddexp, elementwise)
        names, values = tuple(operands), tuple(operands.values())
        for v in values:
            if mode.requires(v) and v.dtype.kind != "f":
                _float_check(v, spec.name)
        x, y = _data(values[0]), _data(values[1])
        shapes = (x.shape, x.dtype, y.shape, y.dtype)
        saved = _saved(entry, _valid(values[0], kwargs.get("input_mask")), x, out._data, y,
                       _valid(values[1], kwargs.get("other_mask")))
    return _node(entry.name, values, _tuple_backward, (entry, params, names, shapes, saved, axes, keepdim, dim), out,
                 fresh)


def _gather_ties(spec, entry, operands: dict, kwargs: dict):
    """A max or min reduction of a strided float MaskedTensor (its own mask,
    no dtype) as scope.gather_ties computes it with the ties its backward
    reads: (data, mask, ties), or None -- then the forward runs as always
    (and raises whatever a bad argument deserves)."""
    v = operands.get("input")
    keepdim = kwargs.get("keepdim")
    if (not isinstance(v, core.MaskedTensorCore) or v._layout != "strided" or kwargs.get("mask") is not None
            or kwargs.get("dtype") is not None or type(keepdim) is not bool or len(operands) != 1):
        return None
    x = v._data
    try:
        axes = _axes(spec, kwargs.get("dim"), x.ndim)
    except Exception:       # noqa: BLE001  (the forward reports it)
        return None
    return scope.gather_ties(x, v._mask, axes, keepdim, entry.extreme, spec.output_mask == "all")


_NO_PARAMS: dict = {}       # (never written: a backward's scope copies its params)
_AXES: dict = {}            # (op name, dim, ndim) -> the reduced axes (a dim the forward accepted)


def _axes(spec, dim, ndim: int) -> tuple:
    """The axes a reduction's call reduces (all of them for dim None), once
    per op, dim and ndim (a list dim, unhashable, each call)."""
    try:
        return _AXES[spec.name, dim, ndim]
    except KeyError:
        pass
    except TypeError:
        return tuple(range(ndim)) if (axes := canonical_dims(spec, dim, ndim)) is None else axes
    axes = canonical_dims(spec, dim, ndim)
    _AXES[spec.name, dim, ndim] = axes = tuple(range(ndim)) if axes is None else axes
    return axes


def special(fn, input, mask):
    """A special function (tensorplay.masked.special) of a MaskedTensor that requires grad."""
    out = mode.without_grad(lambda: fn(input, mask=mask))
    return _elementwise(ELEMENTWISE.get(fn), fn.__name__, (input,), out, _valid(input, mask), {})


# -- MaskedTensor's family helpers -------------------------------------------------------------

_SIGNATURES: dict = {}


def _params(fn, n_operands: int, args, kwargs) -> dict:
    """The call's extra arguments by the callable's parameter names, defaults
    included (numpy ufuncs: none)."""
    if fn not in _SIGNATURES:
        try:
            sig = inspect.signature(fn)
        except (TypeError, ValueError):
            sig = None
        defaults = {} if sig is None else {k: p.default for k, p in list(sig.parameters.items())[n_operands:]
                                           if p.default is not inspect.Parameter.empty}
        _SIGNATURES[fn] = (sig, defaults)
    sig, defaults = _SIGNATURES[fn]
    if not args and not kwargs or sig is None:
        return defaults
    bound = sig.bind_partial(*([None] * n_operands), *args, **kwargs)
    bound.apply_defaults()
    return dict(list(bound.arguments.items())[n_operands:])


def _elementwise(entry, who, operands, out, mask, params, fresh=False):
    """Record `out`, the result of the callable whose Derivative is `entry`
    (None: declared not differentiable), computed with grad mode off (fresh:
    as _node's)."""
    if entry is None:
        return out
    if (entry.none or entry.not_yet) and not _check(entry, who):     # (a not_yet entry raises)
        return out
    if not isinstance(out, core.MaskedTensorCore):
        return out
    # (written out for one operand and for two: on a few elements this is most of a call's time)
    x = operands[0]
    xd = x._data if isinstance(x, core.MaskedTensorCore) else _data(x)
    if xd.dtype.kind != "f" and mode.requires(x):
        _float_check(x, who)
    if len(operands) == 1:
        ctx = (entry, params, _INPUT, (xd.shape, xd.dtype), _saved(entry, mask, xd, out._data), None, None, None)
        if fresh and out._layout == "strided":     # (_node's, written out for the commonest call)
            out._ag = graph.Node(entry.name, [graph.edge_of(x)], _tuple_backward, ctx, out._mask, out._data.dtype)
            return out
    else:
        y = operands[1]
        yd = y._data if isinstance(y, core.MaskedTensorCore) else np.asarray(y)
        takes_y = mode.requires(y)
        if takes_y and yd.dtype.kind != "f":
            _float_check(y, who)
        ctx = (entry, params, _INPUT_OTHER, (xd.shape, xd.dtype, yd.shape, yd.dtype),
               _saved(entry, mask, xd, out._data, yd, _valid(y) if takes_y else None), None, None, None)
        if fresh and out._layout == "strided":     # (as for one operand)
            out._ag = graph.Node(entry.name, [graph.edge_of(x), graph.edge_of(y)], _tuple_backward, ctx, out._mask,
                                 out._data.dtype)
            return out
    return _node(entry.name, operands, _tuple_backward, ctx, out, fresh)


_INPUT, _INPUT_OTHER = ("input",), ("input", "other")


def _declared(fn, who: str):
    """The callable whose derivative applies to a call of fn: fn itself, or for
    a numpy ufunc reached through __array_ufunc__ (np.add(x, y)) the callable
    of the MaskedTensor method of the ufunc's name (x.add: fn.add).  A ufunc
    without either is an error, never a result cut from the graph."""
    if fn in ELEMENTWISE or fn in NONE:
        return fn
    target = METHODS.get(getattr(fn, "__name__", ""))
    if target is not None and (target in ELEMENTWISE or target in NONE):
        return target
    raise RuntimeError(f"{who}: ops.yaml declares no derivative for {fn!r}; call the MaskedTensor method or "
                       f"operator, or detach the operands (mt.detach()) or use tensorplay.masked.no_grad()")


# What a family helper's callable resolves to, once per callable (a recorded
# call on a few elements is mostly this bookkeeping): fn -> (the callable whose
# derivative applies, its Derivative or None (declared not differentiable),
# its parameters' defaults).  Two tables: a callable's defaults depend on how
# many operands it takes.  Emptied by register().
_UNARY_PLANS: dict = {}
_BINARY_PLANS: dict = {}


def _plan(plans: dict, fn, who: str, n_operands: int) -> tuple:
    plan = plans.get(fn)
    if plan is None:
        target = _declared(fn, who)          # (raises for an undeclared callable: nothing cached)
        plan = plans[fn] = (target, ELEMENTWISE.get(target), _params(target, n_operands, (), {}))
    return plan


def unary(mt, fn, who, args, kwargs):
    target, entry, params = _UNARY_PLANS.get(fn) or _plan(_UNARY_PLANS, fn, who, 1)
    out = None
    if args or kwargs:
        params = _params(target, 1, args, kwargs or {})
    else:
        # The fused kernel when there is one (what core.unary runs first; compiled,
        # so nothing in it records and grad mode need not be switched off).
        out = core._fused_unary(mt, who, args, kwargs, "u")
    if out is None:
        out = mode.without_grad(core.unary, mt, fn, who, args, kwargs)
    # (core.unary makes a new MaskedTensor for every call)
    return _elementwise(entry, who, (mt,), out, mt._mask, params, True)      # (mt is a MaskedTensor: _valid(mt))


def binary(a, b, fn, who, args, kwargs, reflected):
    target, entry, params = _BINARY_PLANS.get(fn) or _plan(_BINARY_PLANS, fn, who, 2)
    first, second = (b, a) if reflected else (a, b)
    if args or kwargs:
        params = _params(target, 2, args, kwargs or {})
    # (the fused kernel when there is one, as for unary)
    out = core._fused_binary(a, b, who, args, kwargs, reflected, inplace=False)
    if out is None:
        out = mode.without_grad(core.binary, a, b, fn, who, args, kwargs, reflected)
    # (core.binary makes a new MaskedTensor for every call)
    return _elementwise(entry, who, (first, second), out,
                        first._mask if isinstance(first, core.MaskedTensorCore) else _valid(first), params, True)


def _snapshot(mt):
    snap = core._new(mt._data.copy(), mt._mask.copy(), mt._layout)
    snap._ag = mt._ag
    return snap


def inplace(mt, others, outplace, who: str):
    """An in-place method (NAME_) with an operand that requires grad: the
    out-of-place call recorded on a snapshot of self, then written into self,
    which takes the result's place in the graph."""
    check_leaf(mt, who)
    out = outplace(_snapshot(mt))
    core._write_back(mt, out._data, out._mask, who)
    mt._ag = out._ag if isinstance(out, core.MaskedTensorCore) else None
    return mt


def check_leaf(mt, who: str) -> None:
    meta = mt._ag if isinstance(mt, core.MaskedTensorCore) else None
    if meta is not None and meta.requires_grad and meta.grad_fn is None and mode.is_grad_enabled():
        raise RuntimeError(f"{who}: a leaf MaskedTensor that requires grad is being used in an in-place "
                           f"operation (modify it under tensorplay.masked.no_grad(), e.g. an optimiser's step)")


# -- structural methods: adjoints of index maps ------------------------------------------------

def _index_backward(ctx, g, node, reach):
    """The adjoint of a call that moves elements: the call applied to the
    positions 0..size-1 of its input says where each output element came
    from; "rearrange" (each input element at most once) writes the gradient
    back there, "gather" (elements repeated) adds it up."""
    out = [None] * len(node.edges)
    sizes = [int(np.prod(s, dtype=np.int64)) for s in ctx.shapes]
    offsets = np.concatenate(([0], np.cumsum(sizes))).astype(np.int64)
    idx = np.asarray(ctx.index_map(offsets)).ravel()
    total = int(offsets[-1])
    g, reach = np.ravel(g), np.ravel(reach)
    if idx.size and idx.min() < 0:        # positions written from a value that needs no gradient
        keep = idx >= 0
        idx, g, reach = idx[keep], g[keep], reach[keep]
    if ctx.adjoint == "gather":
        flat = np.bincount(idx, weights=g.astype(np.float64), minlength=total)
        flat_reach = np.bincount(idx, weights=reach, minlength=total) > 0
    else:
        flat, flat_reach = np.zeros(total, g.dtype), np.zeros(total, bool)
        flat[idx] = g
        flat_reach[idx] = reach
    for k, (shape, dtype, edge) in enumerate(zip(ctx.shapes, ctx.dtypes, node.edges)):
        if edge is not None:
            part = slice(offsets[k], offsets[k + 1])
            out[k] = (flat[part].reshape(shape).astype(dtype, copy=False), flat_reach[part].reshape(shape))
    return out


class _IndexCtx:
    def __init__(self, index_map, shapes, dtypes, adjoint):
        self.index_map, self.shapes, self.dtypes, self.adjoint = index_map, shapes, dtypes, adjoint


def _moved(name, operands, out, index_map, adjoint):
    ctx = _IndexCtx(index_map, [x.shape for x in operands], [x.dtype for x in operands], adjoint)
    return _node(name, operands, _index_backward, ctx, out)


def _positions(shape, offset=0):
    return np.arange(offset, offset + int(np.prod(shape, dtype=np.int64)), dtype=np.int64).reshape(shape)


def _adjoint(fn, who):
    entry = ELEMENTWISE.get(fn)
    if entry is not None:
        _check(entry, who)                  # a not_yet declaration raises
    adjoint = ADJOINTS.get(fn)
    if adjoint is None and fn not in NONE:
        raise RuntimeError(f"{who}: ops.yaml declares no derivative for it")     # the loader forbids this
    return adjoint


def structural(mt, fn, who, args, kwargs):
    adjoint = _adjoint(fn, who)
    with mode.no_grad():
        out = core.structural(mt, fn, who, args, kwargs)
    if adjoint is None:
        return out
    name = _node_name(who)
    call = lambda a: fn(a, *args, **(kwargs or {}))      # noqa: E731
    if isinstance(out, tuple):
        return tuple(_moved(name, [mt], piece, (lambda off, k=k: np.asarray(call(_positions(mt.shape))[k])),
                            adjoint) for k, piece in enumerate(out))
    return _moved(name, [mt], out, lambda off: call(_positions(mt.shape)), adjoint)


def combine(tensors, fn, who, args, kwargs):
    adjoint = _adjoint(fn, who)
    with mode.no_grad():
        out = core.combine(tensors, fn, who, args, kwargs)
    operands = [t if isinstance(t, core.MaskedTensorCore) else core._new(np.asarray(t), np.ones(np.shape(t), bool))
                for t in tensors]
    index_map = lambda off: fn([_positions(t.shape, off[k]) for k, t in enumerate(operands)],   # noqa: E731
                               *args, **(kwargs or {}))
    return _moved(_node_name(who), operands, out, index_map, adjoint)


def getitem(mt, key):
    with mode.no_grad():
        out = core.MaskedTensorCore.__getitem__(mt, key)
    k = core._unwrap_key(key)
    return _moved("IndexBackward", [mt], out, lambda off: _positions(mt.shape)[k], "gather")


def _cast_backward(ctx, g, node, reach):
    return [(g.astype(ctx.dtype), reach)]


class _CastCtx:
    def __init__(self, dtype):
        self.dtype = dtype


def method(mt, fn, who, args, kwargs):
    """A passthrough or reduction method: ops.* record themselves; the
    adjoints "identity" and "cast" (layout and dtype changes) are recorded here."""
    if who.endswith("_"):                   # an in-place method (copy_): the leaf rule first
        check_leaf(mt, who)
    entry = ELEMENTWISE.get(fn)
    if entry is not None:
        _check(entry, who)                  # a not_yet declaration raises
    adjoint = ADJOINTS.get(fn)
    if adjoint == "composed":               # made of recorded ops (the sparse layouts' conversions)
        return fn(mt, *args, **(kwargs or {}))
    if adjoint is None:
        if fn in NONE:
            with mode.no_grad():
                return fn(mt, *args, **(kwargs or {}))
        if entry is None and not who.endswith("_"):
            mode.SELF_RECORDING.add(fn)      # (an op's wrapper: called directly from now on)
        return fn(mt, *args, **(kwargs or {}))
    with mode.no_grad():
        out = fn(mt, *args, **(kwargs or {}))
    if not isinstance(out, core.MaskedTensorCore):
        return out
    return _node(_node_name(who), [mt], _cast_backward, _CastCtx(mt.dtype), out)


def setitem(mt, key, value):
    """mt[key] = value with mt or value requiring grad: recorded as an
    out-of-place put (the gradient at key goes to value, elsewhere to mt)."""
    check_leaf(mt, "MaskedTensor.__setitem__")
    k = core._unwrap_key(key)
    snap = _snapshot(mt)
    with mode.no_grad():
        core.MaskedTensorCore.__setitem__(snap, key, value)
    put_shape = np.shape(mt._data[k])
    operands = [mt, value if isinstance(value, core.MaskedTensorCore) else None]

    def backward(ctx, g, node, reach):
        g_self, r_self = np.array(g, copy=True), np.array(reach, copy=True)
        g_self[k], r_self[k] = 0, False
        g_value = None
        if operands[1] is not None:
            r_value = _reach_back(np.broadcast_to(reach[k], put_shape), ctx.value_shape)
            g_value = (_unbroadcast(np.broadcast_to(g[k], put_shape), ctx.value_shape).astype(ctx.value_dtype),
                       r_value)
        return [(g_self, r_self), g_value]

    class Ctx:
        value_shape = np.shape(_data(value))
        value_dtype = _data(value).dtype if operands[1] is not None else None
    node = graph.Node("IndexPutBackward", [graph.edge_of(mt), graph.edge_of(operands[1])], backward, Ctx(),
                      snap._mask, snap.dtype)
    core.check_writeable(mt, "MaskedTensor.__setitem__")
    mt._data[...] = snap._data
    mt._mask[...] = snap._mask
    mt._ag = node


def selector(spec, inplace: bool, input, mask, axis, value, broadcast, run):
    """A selector with an input or value (source, updates) that requires grad:
    its adjoint is a gather of the index map the selector itself makes when
    it moves positions instead of values (the input's 0..n-1, the value's
    n..n+m-1 when it requires grad, else -1: nothing flows there)."""
    name = spec.name + ("_" if inplace else "")
    entry = OPS[spec.name]
    if inplace:
        check_leaf(input, name)
        if not isinstance(input, core.MaskedTensorCore):
            raise TypeError(f"{name}: input must be a MaskedTensor to take a value that requires grad in place")
        out = selector(spec, False, _snapshot(input), mask, axis, value, broadcast, run)
        core._write_back(input, out._data, out._mask, name)
        input._ag = out._ag
        return input
    with mode.no_grad():
        out = run(spec, False, input, mask, axis, value, broadcast)
    if not entry.adjoint or not isinstance(out, core.MaskedTensorCore):
        _check(entry, spec.name)
        return out
    takes_value = mode.requires(value)
    # (only the value requiring grad: a stand-in without an edge holds the input's slot)
    first = input if mode.requires(input) else core._new(np.zeros(np.shape(_data(input))), np.asarray(True))
    operands = [first, value] if takes_value else [first]

    def index_map(off):
        vals = None
        if value is not None:
            vshape = np.shape(_data(value))
            vals = _positions(vshape, off[1]) if takes_value else (
                np.int64(-1) if not vshape else np.full(vshape, -1, np.int64))
        return run(spec, False, _positions(np.shape(_data(input))), mask, axis, vals, broadcast)
    return _moved(entry.name, operands, out, index_map, "gather")


def _node_name(who: str) -> str:
    return "".join(p.capitalize() for p in who.rstrip("_").split("_")) + "Backward"


mode.RECORDER = sys.modules[__name__]


# -- the API's entry points (MaskedTensor's methods call these through mode.RECORDER) ---------

def requires_grad_(mt, flag: bool, who: str):
    if not isinstance(flag, (bool, np.bool_)):
        raise TypeError(f"{who}: requires_grad must be a bool; got {flag!r}")
    meta = mt._ag
    if not flag:
        if meta is not None and meta.grad_fn is not None:
            raise RuntimeError(f"{who}: you can only change requires_grad flags of leaf variables; call "
                               f"detach() for a MaskedTensor that does not require grad")
        if meta is not None:
            meta.requires_grad = False
        return mt
    _float_check(mt, who)
    if meta is None:
        mt._ag = graph.Meta(True)
    elif not meta.requires_grad:        # (a leaf's Meta; a recorded result's Node always requires grad)
        meta.requires_grad = True
    mode.turn_on()
    return mt


def set_grad(mt, value) -> None:
    if value is not None:
        if not isinstance(value, core.MaskedTensorCore):
            raise TypeError(f"MaskedTensor.grad: assigned grad must be a MaskedTensor or None; got "
                            f"{type(value).__name__}")
        if value.shape != mt.shape or value.dtype != mt.dtype:
            raise RuntimeError(f"MaskedTensor.grad: assigned grad has shape {value.shape} and dtype "
                               f"{value.dtype}; expected shape {mt.shape} and dtype {mt.dtype}")
    if mt._ag is None:
        if value is None:
            return
        mt._ag = graph.Meta(False)
    mt._ag.grad = value


def retain_grad(mt) -> None:
    meta = mt._ag
    if meta is None or not meta.requires_grad:
        raise RuntimeError("retain_grad: can't retain_grad on a MaskedTensor that has requires_grad=False")
    if meta.grad_fn is not None:
        meta.retains_grad = True
        meta.grad_fn.retained = meta


# The derivative scopes whose formulas read the output's gradient only where
# the output is valid: an op along a dim whose output mask is its input's
# (the scans, the softmax family, normalize) reads it through sums and scans
# masked by that mask and through elementwise terms that the final select
# keeps at valid positions only, so a NaN or inf elsewhere never counts.
_GRAD_READ_AT_VALID = frozenset({"along"})


def _reads_grad_at_valid(node) -> bool:
    """backward() may start `node` (the output's grad_fn) from the unmasked
    gradient: its formulas read it at valid positions only, and no retained
    grad shows it."""
    if node is None or node.retained is not None or node.freed:     # (a freed graph: run raises)
        return False
    if node.backward_fn is _tuple_backward:
        entry = node.ctx[0]
    elif node.backward_fn is _formula_backward:
        entry = node.ctx.entry
    else:
        return False
    return entry.scope in _GRAD_READ_AT_VALID


def backward(mt, gradient, retain_graph: bool) -> None:
    if not mode.requires(mt):
        raise RuntimeError("backward: element 0 of tensors does not require grad and does not have a grad_fn")
    unmasked_ok = _reads_grad_at_valid(mt._ag.grad_fn)
    graph.run([mt], [graph.upstream(mt, gradient, "backward", unmasked_ok)], bool(retain_graph))


def grad(outputs, inputs, grad_outputs=None, retain_graph=False, allow_unused=False) -> tuple:
    """The gradients of outputs with respect to inputs (a tuple of MaskedTensors
    with each input's mask; None for an input no gradient reaches, if
    allow_unused), without touching any .grad."""
    one = isinstance(outputs, core.MaskedTensorCore)
    outputs = [outputs] if one else list(outputs)
    inputs = [inputs] if isinstance(inputs, core.MaskedTensorCore) else list(inputs)
    if grad_outputs is None:
        grad_outputs = [None] * len(outputs)
    elif isinstance(grad_outputs, (core.MaskedTensorCore, np.ndarray)) and len(outputs) == 1:
        grad_outputs = [grad_outputs]
    grad_outputs = list(grad_outputs)
    if len(grad_outputs) != len(outputs):
        raise ValueError(f"grad: grad_outputs has {len(grad_outputs)} entries for {len(outputs)} outputs")
    if _sparse.ANY and _sparse.wants(*outputs, *inputs):
        # a sparse tensor's place in the graph is its values' (tensorplay/masked/_sparse/)
        sparse_inputs = list(inputs)
        grad_outputs = [_sparse.RUNTIME.values_gradient(o, g, "grad") if _sparse.wants(o) else g
                        for o, g in zip(outputs, grad_outputs)]
        outputs = [o._vt if _sparse.wants(o) else o for o in outputs]
        inputs = [x._vt if _sparse.wants(x) else x for x in inputs]
        found = grad(outputs, inputs, grad_outputs, retain_graph, allow_unused)
        return tuple(_sparse.RUNTIME.with_values(x, g) if g is not None and _sparse.wants(x) else g
                     for x, g in zip(sparse_inputs, found))
    for i, x in enumerate(outputs + inputs):
        if not isinstance(x, core.MaskedTensorCore):
            raise TypeError(f"grad: outputs and inputs must be MaskedTensors; got {type(x).__name__}")
    for i, x in enumerate(outputs):
        if not mode.requires(x):
            raise RuntimeError(f"grad: element {i} of outputs does not require grad and does not have a grad_fn")
    for i, x in enumerate(inputs):
        if not mode.requires(x):
            raise RuntimeError(f"grad: element {i} of inputs does not require grad")
    grads = [graph.upstream(o, g, "grad") for o, g in zip(outputs, grad_outputs)]
    found = graph.run(outputs, grads, bool(retain_graph), inputs)
    out = []
    for i, (x, g) in enumerate(zip(inputs, found)):
        if g is None:
            if not allow_unused:
                raise RuntimeError(f"grad: one of the differentiated MaskedTensors (inputs[{i}]) appears to not "
                                   f"have been used in the graph; set allow_unused=True if this is the desired "
                                   f"behavior")
            out.append(None)
            continue
        mask = x._mask.copy()
        out.append(core._new(graph._masked(g, mask, x.dtype), mask, x.layout))
    return tuple(out)
