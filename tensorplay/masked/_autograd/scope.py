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

import math

import numpy as np

# The compiled masked reductions the slice helpers run: "sum", "amax", "amin", "cumsum"
# -> tensorplay.masked's functions (registered by generated/derivatives.py).
REDUCERS: dict = {}


def same(a, b):
    """a == b elementwise, NaN equal to NaN (a NaN extreme is where the NaN is)."""
    return (a == b) | (np.isnan(a) & np.isnan(b))


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


class Elementwise:
    """An elementwise method or function: grad, input, result, other and its own parameters."""

    def __init__(self, grad, input, result, other=None, params=None):
        self.grad, self.input, self.result, self.other = grad, input, result, other
        if params:
            self.__dict__.update(params)


class _Slices:
    """What reductions and ops along a dim share: sums and counts over the
    slices of the valid elements, and the gradient of an ord-norm."""

    def count(self, b):
        """How many valid elements of each slice b marks (a masked sum of the bools: no int copy)."""
        return self.rsum(np.asarray(b, bool))

    @property
    def n(self):
        return self._sum_of(self.mask)

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
            return np.where(N == 0, 0, x / N)
        return np.where((N == 0) | (x == 0), 0, np.sign(x) * (np.abs(x) / N) ** (ord - 1))


class Reduce(_Slices):
    """A reduction over `axes`: expand(x) puts a result-shaped x back on the
    input's shape, rsum(x) sums x's valid elements of each slice (result-shaped)."""

    def __init__(self, grad, input, mask, result, axes, keepdim, params=None):
        self.grad, self.input, self.mask, self.result = grad, input, mask, result
        self.axes, self.keepdim = tuple(axes), keepdim
        if params:
            self.__dict__.update(params)

    def expand(self, x):
        x = np.asarray(x)
        if not self.keepdim and self.mask.ndim:
            x = np.expand_dims(x, self.axes)
        return np.broadcast_to(x, self.mask.shape)

    def rsum(self, x):
        return REDUCERS["sum"](np.broadcast_to(x, self.mask.shape), self.axes, keepdim=self.keepdim, mask=self.mask)

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
        if params:
            self.__dict__.update(params)

    def expand(self, x):
        return np.broadcast_to(x, self.mask.shape)

    def rsum(self, x):
        return REDUCERS["sum"](np.broadcast_to(x, self.mask.shape), self.dim, keepdim=True, mask=self.mask)

    def _sum_of(self, b):
        return REDUCERS["sum"](b, self.dim, keepdim=True)

    def _fold(self, fold, x):
        return REDUCERS[fold](x, self.dim, keepdim=True, mask=self.mask)

    def rcumsum(self, x):
        d = self.dim
        flipped = np.flip(np.broadcast_to(x, self.mask.shape), d)
        return np.flip(REDUCERS["cumsum"](flipped, d, mask=np.flip(self.mask, d)), d)

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
    """A moving window along dim (its window, min_count, center, correction
    are attributes): adjoint(x) sums, at each position, x of the reached
    outputs whose window covers it (the window sum run on the reversed rows,
    which turns each window into the set of outputs covering a position,
    centred or trailing); wcount() and wmean() are each output window's count
    and mean of the valid elements."""

    def __init__(self, grad, input, mask, result, dim, params, reach):
        Along.__init__(self, grad, input, mask, result, dim, params)
        self.reach = reach

    def _run(self, x, m, stat, need):
        from tensorplay.masked._csrc._window import moving
        d = self.dim if self.mask.ndim else 0
        shape = self.mask.shape if self.mask.ndim else (1,)
        rows = np.ascontiguousarray(np.moveaxis(np.broadcast_to(x, self.mask.shape).reshape(shape), d, -1),
                                    dtype=np.float64)
        moved = rows.shape
        rows = rows.reshape(-1, moved[-1]) if rows.size else np.zeros((0, max(moved[-1], 0)))
        rm = None if m is None else np.ascontiguousarray(
            np.moveaxis(m.reshape(shape), d, -1), dtype=np.uint8).reshape(rows.shape)
        out = np.empty(rows.shape, np.float64)
        moving(rows, rm, out, None, stat, self.window, need, self.center, self.correction)
        return np.moveaxis(out.reshape(moved), -1, d).reshape(self.mask.shape)

    def adjoint(self, x):
        x = np.where(self.reach, np.broadcast_to(x, self.mask.shape), 0.0)
        d = self.dim if self.mask.ndim else 0
        flip = (lambda a: np.flip(a, d)) if self.mask.ndim else (lambda a: a)
        return flip(self._run(flip(x), None, "sum", 0))

    def wcount(self):
        return self._run(np.zeros(self.mask.shape), self.mask, "count", 0)

    def wmean(self):
        return self._run(self.input, self.mask, "mean", 1)

    def wargmin(self):
        """Each output window's position of its minimum along dim (NaN: none)."""
        return self._run(self.input, self.mask, "argmin", 1)

    def wargmax(self):
        return self._run(self.input, self.mask, "argmax", 1)

    def scatter(self, x, pos):
        """x of the reached outputs summed at the positions pos (along dim) they name."""
        d = self.dim if self.mask.ndim else 0
        shape = self.mask.shape if self.mask.ndim else (1,)
        keep = np.broadcast_to(self.reach, self.mask.shape).reshape(shape) & ~np.isnan(pos.reshape(shape))
        xs = np.moveaxis(np.broadcast_to(x, self.mask.shape).reshape(shape), d, -1)
        ps = np.moveaxis(np.where(keep, pos.reshape(shape), 0), d, -1).astype(np.int64)
        ks = np.moveaxis(keep, d, -1)
        rows = xs.reshape(-1, xs.shape[-1])
        out = np.zeros(rows.shape)
        r = np.broadcast_to(np.arange(rows.shape[0])[:, None], rows.shape)
        k = ks.reshape(rows.shape)
        np.add.at(out, (r[k], ps.reshape(rows.shape)[k]), rows[k])
        return np.moveaxis(out.reshape(xs.shape), -1, d).reshape(self.mask.shape)


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
