"""The scopes the derivative formulas of ops.yaml are evaluated in.

A generated backward function (generated/derivatives.py) reads its names
from one of these objects: `grad` (the gradient of the output, 0 at its
masked-out positions), `input`, `other`, `result`, `mask` and the call's own
parameters are attributes; the helpers are methods.  Which names a kind's
formulas may use is declared in codegen (Kind.derivative_scope and the
families' scopes in codegen/load_mt.py) and checked at load time; the
runtime implements each name here, once.

Formulas are evaluated everywhere and the engine keeps their value at the
valid positions only, so a NaN or inf a formula makes at a masked-out
position never reaches a gradient.
"""
from __future__ import annotations

import functools
import math

import numpy as np

from tensorplay.masked._autograd.kept import Lazy, streams
from tensorplay.masked._masked_tensor import core

# The compiled masked reductions the slice helpers run: "sum", "amax", "amin", "cumsum"
# -> tensorplay.masked's functions, and "cumsum_into" (cumsum into a given
# array when it can) (registered by generated/derivatives.py).
REDUCERS: dict = {}


def own_elements(a):
    """The elements of a that a broadcast repeats: a view without its 0-stride
    dims (a itself if it has none) -- what a test over a broadcast array reads."""
    a = np.asarray(a)
    return a[tuple(slice(0, 1) if st == 0 else slice(None) for st in a.strides)] if 0 in a.strides else a


def same(a, b):
    """a == b elementwise, NaN equal to NaN (a NaN extreme is where the NaN is)."""
    eq = np.equal(a, b)
    if not np.isnan(own_elements(b)).any():     # (b, an expanded result: no NaN, no pass over a's NaNs)
        return eq
    return eq | (np.isnan(a) & np.isnan(b))


def zeros(x):
    return np.zeros(np.shape(x), np.result_type(x))


def inside(x, lo, hi):
    """lo <= x <= hi (a bound None: unbounded), as clamp passes its gradient."""
    keep = np.ones(np.shape(x), bool)
    if lo is not None:
        keep &= x >= lo
    if hi is not None:
        keep &= x <= hi
    return keep


def trigamma(x):
    """psi'(x) (the digamma's derivative): shifted up to x >= 10, the
    asymptotic series there, the reflection formula below 0."""
    x = np.asarray(x, dtype=np.float64)
    out = np.empty_like(x)
    neg = x < 0.5
    with np.errstate(all="ignore"):
        y = np.where(neg, 1.0 - x, x)
        acc = np.zeros_like(y)
        for _ in range(10):
            low = y < 10
            acc = np.where(low, acc + 1.0 / (y * y), acc)
            y = np.where(low, y + 1.0, y)
        r = 1.0 / y
        r2 = r * r
        series = r + r2 / 2 + r * r2 * (1 / 6 - r2 * (1 / 30 - r2 * (1 / 42 - r2 * (1 / 30 - r2 * 5 / 66))))
        pos = acc + series
        s = np.sin(np.pi * x)
        out = np.where(neg, np.pi * np.pi / (s * s) - pos, pos)
        out = np.where((x <= 0) & (x == np.floor(x)), np.inf, out)
    return out


def i1(x):
    """The modified Bessel function of the first kind, order 1 (the
    derivative of i0), as (1/pi) * integral over [0, pi] of exp(x cos t) cos t:
    the trapezoid rule on a smooth periodic integrand converges
    geometrically; scaled by exp(|x|) against overflow."""
    x = np.asarray(x, dtype=np.float64)
    ax = np.abs(x)
    t = np.linspace(0.0, np.pi, 513)
    w = np.full(t.shape, 1.0)
    w[0] = w[-1] = 0.5
    acc = np.zeros_like(x)
    with np.errstate(all="ignore"):
        for tk, wk in zip(t, w):
            acc += wk * np.exp(ax * (np.cos(tk) - 1.0)) * np.cos(tk)
        return np.sign(x) * acc / (len(t) - 1) * np.exp(ax)


class _Rows(Lazy):
    """A reduction scope's value, not computed yet, that a row kernel of
    _k_backward writes as the kept gradient (`KERNEL`, taking the 2-D views
    (slices, elements of a slice) of the input, its mask and reached, one
    value per slice of each array `_per_slice` gives, and the new array),
    where every one of them is a view; else None and the numpy `value()`."""

    __slots__ = ("s", "g")
    KERNEL = ""

    def __init__(self, s, g):
        self.s, self.g = s, g

    def _per_slice(self, dtype, n: int) -> tuple | None:
        """The kernel's per-slice arrays for n slices (None: numpy computes)."""
        raise NotImplementedError

    def into_kept(self, reached, dtype):
        s, dtype = self.s, np.dtype(dtype)
        x, mask = s.input, s.mask
        kernel = _row_kernel(self.KERNEL)
        if (kernel is None or dtype.name not in ("float32", "float64") or not dtype.isnative
                or x.dtype != dtype or x.shape != mask.shape or reached.shape != mask.shape):
            return None
        views = [s._row_view(a) for a in (x, mask, reached)]
        if any(v is None for v in views):
            return None
        per_slice = self._per_slice(dtype, views[0].shape[0])
        if per_slice is None:
            return None
        stream = streams(x.nbytes)                 # (before the cache hands out its buffer)
        out = np.empty(x.shape, dtype)
        outr = s._row_view(out)
        if outr is None:
            return None
        xr, mr, hr = views
        if out.size:
            kernel(xr, mr.view(np.uint8), hr.view(np.uint8), *per_slice, outr, stream)
        return out

    @staticmethod
    def _slices(v, dtype, n: int):
        """v (one value per slice in the result's order, or one for all) as n
        contiguous values; None if it is neither."""
        v = np.ravel(v)
        if v.size == 1 and n != 1:
            v = np.broadcast_to(v, (n,))
        return np.ascontiguousarray(v, dtype) if v.size == n else None


def row_view(a, axes):
    """a as a 2-D view (slices over `axes`, elements of a slice), or None
    where that takes a copy."""
    kept = [d for d in range(a.ndim) if d not in axes]
    n = math.prod(a.shape[d] for d in kept)
    try:
        return np.reshape(np.transpose(a, kept + list(axes)), (n, -1) if n else (0, a.size), copy=False)
    except ValueError:
        return None


def gather_ties(x, mask, axes, keepdim: bool, extreme: str, every: bool):
    """A recorded max or min reduction's forward with the ties its backward
    reads (share_ties): (data, output mask, ties) -- the data bit for bit the
    reduce kernel's, the mask the op's rule (any valid; all valid if every),
    ties (slices, 2) int64, each slice's valid elements equal to its extreme
    and the first one's position in it -- by one kernel that reads each slice
    once from memory (_k_backward extreme_ties); None where the slices are not
    rows of views with contiguous rows, or x is not float32/float64, native."""
    kernel = _row_kernel("extreme_ties")
    if (kernel is None or x.dtype.name not in ("float32", "float64") or not x.dtype.isnative or x.size == 0
            or mask.shape != x.shape):
        return None
    xr, mr = row_view(x, axes), row_view(mask, axes)
    if xr is None or mr is None or (xr.shape[1] > 1 and (xr.strides[1] != x.itemsize or mr.strides[1] != 1)):
        return None
    r, nvalid, ties = kernel(xr, mr.view(np.uint8), extreme == "max")
    shape = [1 if d in axes else x.shape[d] for d in range(x.ndim)] if keepdim else \
        [x.shape[d] for d in range(x.ndim) if d not in axes]
    valid = nvalid == xr.shape[1] if every else nvalid > 0
    return r.reshape(shape), valid.reshape(shape), ties


class TieShare(_Rows):
    """share_ties(g) (see there)."""

    __slots__ = ()
    KERNEL = "share_ties"

    def value(self):
        s = self.s
        tie = same(s.input, s.expand(s.result))
        with np.errstate(all="ignore"):
            return s.expand(self.g / s.count(tie)) * tie

    def _per_slice(self, dtype, n):
        r, g = self._slices(self.s.result, dtype, n), self._slices(self.g, np.float64, n)
        ties = self.s.ties
        if ties is not None and ties.shape != (n, 2):
            ties = None
        return None if r is None or g is None or np.result_type(self.s.result) != dtype else (r, g, ties)


class Deviation(_Rows):
    """deviation(a) (see there)."""

    __slots__ = ()
    KERNEL = "deviation"

    def value(self):
        # (the mean in float64 whatever the dtype, as the kernel's; rounded once, by the engine)
        s = self.s
        total = REDUCERS["sum"](np.broadcast_to(s.input, s.mask.shape), s._reduced, keepdim=s._keeps,
                                mask=s.mask, dtype=np.float64)
        with np.errstate(all="ignore"):
            return s.expand(np.asarray(self.g, np.float64)) * (s.input - s.expand(total / s.n))

    def _per_slice(self, dtype, n):
        a = self._slices(self.g, np.float64, n)
        return None if a is None else (a,)


_ROW_KERNELS: dict = {}


def _row_kernel(name: str):
    """_k_backward's row kernel `name` (None in a build without it: numpy)."""
    if name not in _ROW_KERNELS:
        try:
            from tensorplay.masked._generated import _k_backward
            _ROW_KERNELS[name] = getattr(_k_backward, name, None)
        except ImportError:
            _ROW_KERNELS[name] = None
    return _ROW_KERNELS[name]


class Elementwise:
    """An elementwise method or function: grad, input, result, other and its own parameters."""

    def __init__(self, grad, input, result, other=None, params=None):
        self.grad, self.input, self.result, self.other = grad, input, result, other
        if params:
            self.__dict__.update(params)


# Elements of each block of rsum_product's product (float64: 512 KB, which
# stays in cache between the multiply and the sum).
PRODUCT_BLOCK = 1 << 16


class _Slices:
    """What reductions and ops along a dim share: sums and counts over the
    slices of the valid elements, and the gradient of an ord-norm.  A
    subclass says which dims its slices run over (`_reduced`) and whether
    its sums keep them (`_keeps`)."""

    def rsum(self, x):
        return REDUCERS["sum"](np.broadcast_to(x, self.mask.shape), self._reduced, keepdim=self._keeps,
                               mask=self.mask)

    def rsum_product(self, a, b):
        """rsum(a * b) (the formulas' `rsum(x * y)`, codegen/derivatives.py)
        without the product's full-size temporary, which costs its page
        faults on large arrays as much as the product itself: the product
        and its masked sum over blocks of the first dim that is not summed,
        the block's product in one buffer.  Each slice's sum is its own
        block's, and the blocks are cut from the shape alone: the same result
        on any number of threads."""
        shape = self.mask.shape
        reduced = {d % len(shape) for d in self._reduced} if shape else set()
        kept = [d for d in range(len(shape)) if d not in reduced]
        a, b = np.broadcast_to(a, shape), np.broadcast_to(b, shape)
        size = math.prod(shape)
        if not kept or size < 2 * PRODUCT_BLOCK or shape[kept[0]] < 2:
            return self.rsum(a * b)
        k = kept[0]
        step = max(1, PRODUCT_BLOCK * shape[k] // size)
        if step >= shape[k]:
            return self.rsum(a * b)
        cut = (slice(None),) * k
        buf = np.empty(shape[:k] + (step,) + shape[k + 1:], np.result_type(a, b))
        at = k if self._keeps else k - sum(1 for d in reduced if d < k)   # (k's place in a sum)
        parts = []
        for lo in range(0, shape[k], step):
            block = cut + (slice(lo, min(lo + step, shape[k])),)
            prod = np.multiply(a[block], b[block], out=buf[cut + (slice(0, block[k].stop - lo),)])
            parts.append(REDUCERS["sum"](prod, self._reduced, keepdim=self._keeps, mask=self.mask[block]))
        return np.concatenate(parts, axis=at)

    def count(self, b):
        """How many valid elements of each slice b marks: the sum of b AND the
        mask (no int copy; the unmasked sum of bools takes a third of the
        masked one's time)."""
        return self._sum_of(np.logical_and(b, self.mask))

    @functools.cached_property
    def n(self):
        """How many valid elements each slice has (counted once: a formula may name n twice)."""
        return self._sum_of(self.mask)

    def vexp(self, x):
        """exp(x) at the valid positions, 0 at the others, by MaskedTensor.exp's
        fused kernel: one pass that never reads a masked-out element, where a
        normalize's result holds -inf (numpy's exp takes 3x as long over an
        array half of -inf as over finite values)."""
        x = np.broadcast_to(x, self.mask.shape)
        out = core._fused_unary(core._new(x, self.mask), "exp", (), None, "u")
        if out is None:                 # (no kernel for the dtype)
            return np.where(self.mask, np.exp(np.where(self.mask, x, 0)), 0)
        return out._data

    def lp(self, ord):  # noqa: A002 - the op's parameter is called ord
        """The ord-norm of each slice's valid elements (reduced like `result`)."""
        a = np.abs(self.input)
        if ord == math.inf:
            return self._fold("amax", a)
        if ord == -math.inf:
            return self._fold("amin", a)
        if ord == 0:
            return self.count(a != 0).astype(self.input.dtype)
        return self.rsum(a ** ord) ** (1.0 / ord)

    def lp_grad_num(self, ord, norm):  # noqa: A002
        """lp_grad(ord, norm) * expand(lp_grad_den(ord, norm)): for ord 2 the
        input itself (x / N: the kernel then divides, no full-size quotient
        is made), otherwise lp_grad."""
        return self.input if ord == 2 else self.lp_grad(ord, norm)

    def lp_grad_den(self, ord, norm):  # noqa: A002
        """The slice divisor of lp_grad_num: for ord 2 the norm (inf where it
        is 0: the gradient there is 0, as torch's), otherwise 1."""
        if ord != 2:
            return np.ones((), np.result_type(norm))
        norm = np.asarray(norm)
        return np.where(norm == 0, np.inf, norm)

    def lp_grad(self, ord, norm):  # noqa: A002
        """d norm / d input for the ord-norm `norm` of each slice (0 where the
        norm is 0; an inf-norm's gradient shared evenly among its ties)."""
        x, N = self.input, self.expand(norm)
        if ord in (math.inf, -math.inf):
            tie = self.mask & same(np.abs(x), N)
            return np.sign(x) * tie / self.expand(self.count(tie))
        if ord == 0:
            return zeros(x)
        if ord == 1:
            return np.sign(x)
        if ord == 2:
            if not (own_elements(N) == 0).any():    # (no zero norm: no where pass)
                return x / N
            return np.where(N == 0, 0, x / N)
        return np.where((N == 0) | (x == 0), 0, np.sign(x) * (np.abs(x) / N) ** (ord - 1))


class Reduce(_Slices):
    """A reduction over `axes`: expand(x) puts a result-shaped x back on the
    input's shape, rsum(x) sums x's valid elements of each slice (result-shaped)."""

    def __init__(self, grad, input, mask, result, axes, keepdim, params=None, ties=None):
        self.grad, self.input, self.mask, self.result = grad, input, mask, result
        self.axes, self.keepdim = tuple(axes), keepdim
        self.ties = ties            # what a max or min fold's forward gathered (gather_ties), or None
        self._reduced, self._keeps = self.axes, keepdim
        if params:
            self.__dict__.update(params)

    def expand(self, x):
        x = np.asarray(x)
        if not self.keepdim and self.mask.ndim:
            x = np.expand_dims(x, self.axes)
        return np.broadcast_to(x, self.mask.shape)

    def _sum_of(self, b):
        return REDUCERS["sum"](b, self.axes, keepdim=self.keepdim)

    def _fold(self, fold, x):
        return REDUCERS[fold](x, self.axes, keepdim=self.keepdim, mask=self.mask)

    def _rows(self, x):
        """x as (slices, elements of a slice) and the inverse."""
        kept = [a for a in range(self.mask.ndim) if a not in self.axes]
        order = kept + list(self.axes)
        moved = np.transpose(x, order)
        shape = moved.shape
        rows = moved.reshape(int(np.prod(shape[:len(kept)], dtype=np.int64)), -1)

        def back(r):
            return np.transpose(r.reshape(shape), np.argsort(order))
        return rows, back

    def prod_others(self):
        """Each valid element's slice product without it (exact with zeros:
        exclusive prefix times exclusive suffix products)."""
        x = np.where(self.mask, self.input, np.ones((), self.input.dtype))
        rows, back = self._rows(x)
        ones = np.ones((rows.shape[0], 1), rows.dtype)
        before = np.cumprod(np.concatenate([ones, rows[:, :-1]], axis=1), axis=1)
        after = np.cumprod(np.concatenate([ones, rows[:, :0:-1]], axis=1), axis=1)[:, ::-1]
        return back(before * after)

    def _row_view(self, a):
        return row_view(a, self.axes)

    def share_ties(self, g):
        """Each slice's g shared evenly among its valid elements equal to its
        result (NaN equal to NaN), 0 elsewhere (amax's and amin's gradient):
        expand(g / count(same(input, expand(result)))) * same(input,
        expand(result)), those very bits, by one kernel that reads each slice
        twice while it is in cache where the slices are rows of views (the
        formula spelt out reads the input twice from memory, and writes and
        reads a bool array: 3.4x the forward's time on 1000 x 10000)."""
        return TieShare(self, g)

    def deviation(self, a):
        """expand(a) * (input - expand(rsum(input) / n)): each valid element's
        deviation from its slice's mean times its slice's a (var's and std's
        gradient), by one kernel that sums each slice from memory and writes
        it while it is in cache where the slices are rows of views (the
        formula spelt out reads the input twice: 2.3x the forward's time on
        1000 x 10000).  In double whatever the dtype (the mean summed
        pairwise as the sum kernel's slices are), rounded once."""
        return Deviation(self, a)

    def first(self, b):
        """True at the first True of b in each slice (row-major order of the reduced dims)."""
        rows, back = self._rows(np.asarray(b, bool) & self.mask)
        out = np.zeros(rows.shape, bool)
        hit = rows.any(axis=1)
        out[np.nonzero(hit)[0], rows.argmax(axis=1)[hit]] = True
        return back(out)


class Along(_Slices):
    """An op along one dim (scans, normalizations): rsum keeps the dim (size 1),
    expand broadcasts it back, rcumsum sums from each position to the slice's end."""

    def __init__(self, grad, input, mask, result, dim, params=None):
        self.grad, self.input, self.mask, self.result, self.dim = grad, input, mask, result, dim
        self._reduced, self._keeps = (dim,), True
        if params:
            self.__dict__.update(params)

    def expand(self, x):
        return np.broadcast_to(x, self.mask.shape)

    def _sum_of(self, b):
        return REDUCERS["sum"](b, self.dim, keepdim=True)

    def _fold(self, fold, x):
        return REDUCERS[fold](x, self.dim, keepdim=True, mask=self.mask)

    def rcumsum(self, x):
        """The sums from each valid position to its slice's end, as a new
        C-contiguous array (not a reversed view: the engine's final select then
        writes into it, where a view costs a copy and a fresh output).  The
        scan runs over the reversed view of x and writes the reversed view of
        that array: no reversed copy (numpy copies a reversed 80 MB array in
        60 ms here, three times the scan)."""
        d = self.dim
        x = np.asarray(x)
        flipped = np.flip(np.broadcast_to(x, self.mask.shape), d)
        res = np.empty(self.mask.shape, x.dtype)
        got = REDUCERS["cumsum_into"](flipped, d, np.flip(self.mask, d), np.flip(res, d))
        return res if got.base is res else np.ascontiguousarray(np.flip(got, d))

    def cumprod_grad(self):
        """The gradient of a masked cumprod (masked-out elements act as 1):
        before a slice's first zero, rcumsum(grad * result) / input; at the
        first zero, the product before it times sum over i >= z of grad_i
        times the product of the elements in (z, i]; 0 after it."""
        d = self.dim
        x = np.moveaxis(np.where(self.mask, self.input, np.ones((), self.input.dtype)), d, -1)
        g = np.moveaxis(np.where(self.mask, self.grad, np.zeros((), self.grad.dtype)), d, -1)
        y = np.cumprod(x, axis=-1)
        n = x.shape[-1]
        pos = np.arange(n)
        zero = x == 0
        z = np.where(zero.any(axis=-1), zero.argmax(axis=-1), n)[..., None]
        tail = np.flip(np.cumsum(np.flip(g * y, -1), axis=-1), -1)
        out = np.where(pos < z, tail / np.where(pos < z, x, 1), 0)
        before = np.where(z > 0, np.take_along_axis(y, np.maximum(z - 1, 0), axis=-1), 1)
        after = np.cumprod(np.where(pos <= z, 1, x), axis=-1)
        at_zero = before * np.sum(np.where(pos >= z, g * after, 0), axis=-1, keepdims=True)
        out = np.where(pos == z, at_zero, out)
        return np.moveaxis(out, -1, d)


class Moving(Along):
    """An op whose outputs along dim read a neighbourhood of positions: the
    moving windows (window, min_count, center, correction are attributes),
    the exponential statistics (alpha, min_weight, adjust, correction) and
    the fills (limit).  adjoint(x) sums, at each position, x of the reached
    outputs whose window covers it (the window sum run on the reversed rows,
    which turns each window into the set of outputs covering a position,
    centred or trailing); wcount() and wmean() are each output window's count
    and mean of the valid elements; order_grad() is the moving median's and
    quantile's gradient; exp_gain, exp_back, exp_back_decay, exp_mean and
    exp_bias the exponential statistics' pieces; pivot() the variances'
    shift; fill_source a fill's."""

    def __init__(self, grad, input, mask, result, dim, params, reach):
        Along.__init__(self, grad, input, mask, result, dim, params)
        self.reach = reach
        self._exp = None

    # -- rows: dim last, as the kernels read them -------------------------------------------

    def _rows(self, x, dtype=np.float64):
        """x (broadcast to the input's shape) as C-contiguous (rows, L) with dim last."""
        d = self.dim if self.mask.ndim else 0
        shape = self.mask.shape if self.mask.ndim else (1,)
        moved = np.moveaxis(np.broadcast_to(x, self.mask.shape).reshape(shape), d, -1)
        rows = np.ascontiguousarray(moved, dtype=dtype)
        return rows.reshape(-1, moved.shape[-1]) if rows.size else np.zeros((0, max(moved.shape[-1], 0)), dtype)

    def _back(self, rows):
        """(rows, L) from _rows back to the input's shape."""
        d = self.dim if self.mask.ndim else 0
        shape = self.mask.shape if self.mask.ndim else (1,)
        moved = np.moveaxis(np.empty(shape, bool), d, -1).shape
        return np.moveaxis(rows.reshape(moved), -1, d).reshape(self.mask.shape)

    def _run(self, x, m, stat, need):
        from tensorplay.masked._csrc._window import moving
        rows = self._rows(x)
        out = np.empty(rows.shape, np.float64)
        moving(rows, None if m is None else self._rows(m, np.uint8), out, None, stat, self.window, need,
               self.center, self.correction)
        return self._back(out)

    def _reached(self, x):
        """x where a reached output is, else 0."""
        return np.where(self.reach, np.broadcast_to(x, self.mask.shape), 0.0)

    # -- moving windows ----------------------------------------------------------------------

    def adjoint(self, x):
        x = self._reached(x)
        d = self.dim if self.mask.ndim else 0
        flip = (lambda a: np.flip(a, d)) if self.mask.ndim else (lambda a: a)
        return flip(self._run(flip(x), None, "sum", 0))

    def wcount(self):
        return self._run(np.zeros(self.mask.shape), self.mask, "count", 0)

    def wmean(self, shift=0.0):
        """Each output window's mean of input - shift (a shift near the data, pivot(), keeps the digits)."""
        return self._run(self.input - shift, self.mask, "mean", 1)

    def pivot(self):
        """A constant per slice along dim near its data: the mean of its finite
        valid values (0 if none).  The variances' gradients, x_i - mean_j summed
        over outputs, are taken as (x_i - p) - mean_j(x - p): an offset far
        above the spread then costs no digits (2e-10 to 9e-10 relative at 1e6
        without it)."""
        ok = self.mask & np.isfinite(self.input)
        n = np.sum(ok, axis=self.dim, keepdims=True)
        total = np.sum(np.where(ok, self.input, 0.0), axis=self.dim, keepdims=True)
        return np.broadcast_to(np.where(n > 0, total / np.maximum(n, 1), 0.0), self.mask.shape)

    def wargmin(self):
        """Each output window's position of its minimum along dim (NaN: none)."""
        return self._run(self.input, self.mask, "argmin", 1)

    def wargmax(self):
        return self._run(self.input, self.mask, "argmax", 1)

    def scatter(self, x, pos):
        """x of the reached outputs summed at the positions pos (along dim) they name."""
        keep = self._rows(self.reach, bool) & ~np.isnan(self._rows(pos))
        rows = self._rows(x)
        ps = np.where(keep, self._rows(pos), 0).astype(np.int64)
        out = np.zeros(rows.shape)
        r = np.broadcast_to(np.arange(rows.shape[0])[:, None], rows.shape)
        np.add.at(out, (r[keep], ps[keep]), rows[keep])
        return self._back(out)

    def order_grad(self):
        """The moving median's or quantile's gradient (q and method; the median:
        q 0.5, linear -- np.median's mean of the middles has those weights): each
        output's gradient goes to the window's order statistics it interpolates,
        1 - gamma and gamma, as numpy's formula reads them.  The positions come
        from the forward kernel run on each row's ranks (0..L-1 by value, ties
        by position: unique, so the selected rank names its element); a window
        holding a valid NaN sends nothing (its output is NaN)."""
        from tensorplay.masked._csrc._window_rank import moving_ranks
        from tensorplay.masked._runtime import quantile as _quantile
        q, method = getattr(self, "q", 0.5), getattr(self, "method", "linear")
        x, m = self._rows(self.input), self._rows(self.mask, np.uint8)
        order = np.argsort(x, axis=1, kind="stable")
        ranks = np.empty(x.shape)
        np.put_along_axis(ranks, order, np.broadcast_to(np.arange(x.shape[1], dtype=np.float64), x.shape), axis=1)
        ranks[np.isnan(x) & (m != 0)] = np.nan
        n = np.arange(1, max(min(self.window, x.shape[1]), 1) + 1, dtype=np.int64)[:, None]
        plan = _quantile.plan(n, q, method, np.dtype(np.float64))
        table = np.concatenate([np.zeros((1, plan.ranks.shape[1]), np.int64), plan.ranks])
        k = plan.k
        if plan.integral:
            share = np.ones((n.shape[0], k))
        else:
            t = np.broadcast_to(plan.t, (n.shape[0], k)).astype(np.float64)
            share = np.concatenate([1.0 - t, t], axis=1)
        sel = np.empty(x.shape + (table.shape[1],))
        cnt = np.empty(x.shape, np.int64)
        moving_ranks(ranks, m, table, sel, cnt, self.window, self.center, 0, None)
        g = np.asarray(self.grad, np.float64)
        reach = np.asarray(self.reach, bool)
        lead = g.ndim - self.mask.ndim                  # a 1-D q leads
        g = g.reshape((-1,) + self.mask.shape) if lead else g[None]
        reach = np.broadcast_to(reach, g.shape[:1] + self.mask.shape) if lead else reach[None]
        wt = share[np.maximum(cnt - 1, 0)]             # (rows, L, K)
        out = np.zeros(x.shape)
        r = np.broadcast_to(np.arange(x.shape[0])[:, None], x.shape)
        for qi in range(g.shape[0]):
            gq = np.where(self._rows(reach[qi], bool), self._rows(g[qi]), 0.0)
            for col in ((qi,) if plan.integral else (qi, k + qi)):
                rk = sel[:, :, col]
                ok = ~np.isnan(rk) & (gq != 0)
                pos = order[r[ok], rk[ok].astype(np.int64)]
                np.add.at(out, (r[ok], pos), gq[ok] * wt[:, :, col][ok])
        return self._back(out)

    # -- exponential statistics --------------------------------------------------------------
    # Each is, per row, mean_j = sum over valid i <= j of c(i, j) x_i with
    # c(i, j) = g_i h_{i+1} ... h_j: g the new value's share of the weights
    # and h = 1 - g the old values' (computed as the kernel does, not by
    # subtracting; 1 at a masked-out position), by adjust.  Their adjoints run
    # the same recurrence backwards (linear_recurrence, reverse).

    def _exp_gh(self):
        """(g, h, d) as rows: the shares and the decay 1 - alpha."""
        if self._exp is None:
            from tensorplay.masked._csrc._window_exp import linear_recurrence
            v = self._rows(self.mask)
            alpha = np.asarray(self.alpha, np.float64)
            d = np.ascontiguousarray(np.broadcast_to(1.0 - alpha, v.shape))
            shift = (lambda a: np.concatenate([np.zeros((a.shape[0], 1)), a[:, :-1]], axis=1))
            with np.errstate(all="ignore"):
                if self.adjust:      # S_j = d_j S_{j-1} + v_j, the kernel's weights
                    prev = shift(linear_recurrence(v, d, np.empty_like(v)))
                    den = d * prev + 1.0          # S_j + (1 - v_j)
                    g, h = v / den, (d * prev + (1.0 - v)) / den
                else:                # D_j = d_j (1 - v_j) D_{j-1} + v_j: the decay since the last valid one
                    prev = shift(linear_recurrence(v, np.ascontiguousarray(d * (1.0 - v)), np.empty_like(v)))
                    a = np.broadcast_to(alpha, v.shape)
                    den = d * prev + a
                    g, h = v * a / den, (d * prev + a * (1.0 - v)) / den
            self._exp = (np.ascontiguousarray(g), np.ascontiguousarray(h), d)
        return self._exp

    def exp_gain(self):
        """g: each valid element's share of the weights where it arrives (0 where masked out)."""
        return self._back(self._exp_gh()[0])

    def exp_back(self, x):
        """sum over reached j >= i of h_{i+1} ... h_j x_j: the mean's adjoint before its g_i."""
        from tensorplay.masked._csrc._window_exp import linear_recurrence
        y = self._rows(self._reached(x))
        return self._back(linear_recurrence(y, self._exp_gh()[1], np.empty_like(y), True))

    def exp_back_decay(self, x):
        """sum over reached j >= i of d_{i+1} ... d_j x_j: the weighted sum's adjoint."""
        from tensorplay.masked._csrc._window_exp import linear_recurrence
        y = self._rows(self._reached(x))
        return self._back(linear_recurrence(y, self._exp_gh()[2], np.empty_like(y), True))

    def exp_mean(self, shift=0.0):
        """Each output's exponentially weighted mean of input - shift (the
        forward kernel's; a shift near the data, exp_pivot(), keeps the digits
        a mean far from 0 would round away)."""
        from tensorplay.masked._csrc._window_exp import moving_exp
        x = self._rows(np.where(self.mask, self.input - shift, 0.0))
        out = np.empty_like(x)
        alpha = self.alpha if isinstance(self.alpha, float) else np.ascontiguousarray(self.alpha, np.float64)
        moving_exp(x, self._rows(self.mask, np.uint8), alpha, out, None, "mean", self.adjust, 0.0, 1.0)
        return self._back(out)

    def exp_bias(self):
        """The variance's bias correction: 1 / (1 - sum c^2) with correction 1
        (K_j = h_j (h_j K_{j-1} + 2 g_j), as the kernel keeps it), else 1."""
        from tensorplay.masked._csrc._window_exp import linear_recurrence
        if not self.correction:
            return np.ones(self.mask.shape)
        g, h, _ = self._exp_gh()
        K = linear_recurrence(np.ascontiguousarray(2.0 * h * g), np.ascontiguousarray(h * h), np.empty_like(g))
        with np.errstate(all="ignore"):
            return self._back(1.0 / K)

    # -- fills ------------------------------------------------------------------------------

    def fill_source(self, direction):
        """Each output's source position along dim: the valid element a fill
        copies (direction 1: the one before, ffill; -1: after, bfill; at most
        limit away), its own position where it copies none."""
        from tensorplay.masked._csrc._window_exp import fill_along
        L = self.mask.shape[self.dim] if self.mask.ndim else 1
        pos = np.arange(L, dtype=np.float64).reshape((-1,) + (1,) * (self.mask.ndim - 1 - self.dim)) \
            if self.mask.ndim else np.zeros(())
        rows = self._rows(pos)
        out = np.empty_like(rows)
        fill_along(rows, self._rows(self.mask, np.uint8), out, None, -1 if self.limit is None else self.limit,
                   direction < 0, True)
        return self._back(out)


class Quantile(Reduce):
    """A quantile over `axes` (the result has q's dims first): order_grad()
    sends each result's gradient to the two order statistics it interpolates,
    a (1 - gamma) and b (gamma), found in each slice's sorted valid values
    (a: the last value <= the result; b: the next one), so every method,
    discrete or not, and the weighted ones are differentiated alike."""

    def order_grad(self):
        x, mask = self.input, self.mask
        kept = [a for a in range(x.ndim) if a not in self.axes]
        order_axes = kept + list(self.axes)
        rows = int(np.prod([x.shape[a] for a in kept], dtype=np.int64))
        vals = np.transpose(x, order_axes).reshape(rows, -1).astype(np.float64)
        valid = np.transpose(mask, order_axes).reshape(vals.shape)
        order = np.lexsort((vals, ~valid), axis=-1)          # valid first (NaN last among them), by value
        s = np.take_along_axis(vals, order, axis=-1)
        n = valid.sum(axis=1)
        g = np.asarray(self.grad, np.float64).reshape(-1, rows)
        r = np.asarray(self.result, np.float64).reshape(-1, rows)
        out = np.zeros(vals.shape)
        live = n > 0
        cols = np.arange(vals.shape[1])
        for k in range(r.shape[0]):
            inside = (cols[None, :] < n[:, None]) & (s <= r[k][:, None])
            lo = np.where(np.isnan(r[k]), n - 1, inside.sum(axis=1) - 1).clip(0, None)
            hi = np.minimum(lo + 1, np.maximum(n - 1, 0))
            a = np.take_along_axis(s, lo[:, None], axis=1)[:, 0] if s.shape[1] else np.zeros(rows)
            b = np.take_along_axis(s, hi[:, None], axis=1)[:, 0] if s.shape[1] else np.zeros(rows)
            with np.errstate(all="ignore"):
                gamma = np.where(b > a, (r[k] - a) / (b - a), 0.0).clip(0.0, 1.0)
            idx = np.flatnonzero(live)
            if idx.size:
                np.add.at(out, (idx, order[idx, lo[idx]]), g[k, idx] * (1 - gamma[idx]))
                np.add.at(out, (idx, order[idx, hi[idx]]), g[k, idx] * gamma[idx])
        shape = tuple(x.shape[a] for a in order_axes)
        return np.transpose(out.reshape(shape), np.argsort(order_axes)).astype(x.dtype, copy=False)
