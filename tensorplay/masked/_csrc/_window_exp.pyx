# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Exponentially weighted moving statistics and forward/backward fill of many
rows at once: the kernels of the move_exp kind and of fill.

Rows: x (rows, L) float64 and m (rows, L) uint8 (or None: all valid), both
C-contiguous; nonzero in m is valid.  A NaN at a valid position is a value
like any other (it propagates); whatever x holds at a masked-out position is
never used.  out (and weights, out_mask) must not overlap the inputs.

moving_exp(x, m, alpha, out, weights, stat, adjust, min_weight, correction)
---------------------------------------------------------------------------
alpha: a float in (0, 1], or float64 (L,), each in (0, 1]; d[j] = 1 - alpha[j]
(d = 1 - alpha for a float) is the decay of the step to j, so an observation at i weighs w(i, j) = d[i+1] * ... * d[j] at j
(a masked-out position still decays: pandas' ignore_na=False).  Then

  weights[j] = sum over valid i <= j of w(i, j)

(the un-normalised adjust=True weights, whatever `adjust`; weights None: not
written, for callers that need only out), and out[j] is NaN
where weights[j] < min_weight or before the row's first valid position, else

  "sum":  sum w(i, j) x[i]                        pandas ewm(...).sum()
  "mean": adjust=True:  sum w x / sum w           pandas ewm(adjust=True).mean()
          adjust=False: the recursion m = (1 - g) m + g x[j] at each valid j,
          g = alpha[j] / (D + alpha[j]), D the product of the decays since
          the previous valid position (g = 1 at the first)
                                                  pandas ewm(adjust=False).mean()
  "var":  the weighted variance of the same weights (adjust=False: the
          weights that recursion gives), divided by 1 - sum w^2 / (sum w)^2
          when correction is 1.0 (pandas' bias=False; NaN where that is not
          > 0, as at a single observation), as is when correction is 0.0
          (bias=True)                             pandas ewm(...).var(bias=...)
  "std":  the square root of "var".

At a masked-out position the mean, var and std are those of the last valid
position (all weights decay alike), also where the weights have decayed to 0
(alpha 1, long gaps), as in pandas; the sum decays.
With a constant alpha this is exactly pandas' ewm(alpha=a, ignore_na=False,
min_periods=0..1) on the row with NaN at the masked-out positions (pandas
3.0-3.1's adjust=False mean differs at alpha == 0.5 exactly after a masked
position: its com == 1 special case, pandas GH 31178 / 66521; ours is the
limit of its alpha != 0.5 results).  pandas has no adjust=False sum
(NotImplementedError), so neither has this kernel (ValueError).  numbagg's
move_exp_nan* use the adjust=True weights too, but their `min_weight`
compares sum alpha[i] * w(i, j) (1 for an infinite valid row), which for a
constant alpha is alpha * weights[j]: pass min_weight / alpha here.

Algorithms.  Everything runs along the row once, O(1) state, no division
inside a loop-carried chain:
- sum, weights: S = d S + v, N = d N + v x (v = 1 valid, 0 not): one fused
  multiply-add per chain and step.
- mean (adjust=True): N = d N + v (x - p), out = p + N / S; the division is
  off the chains (so it pipelines), and p, the row's first valid value, is a
  pivot: x - p is exact (Sterbenz) for data near it, so an offset of 1e6 costs
  no digits.  Where S has decayed below 1e-250 (a gap of thousands of masked
  positions, or alpha = 1) the quotient would lose digits: the output repeats
  the last valid position's, which is what it is mathematically.
- mean (adjust=False): D = D d (1 - v) + v (1 at a valid position, the decay
  since it otherwise), g = v alpha / (d D + alpha), m = (1 - g) m + g (x - p).
- var/std: the weighted Welford update (pandas' ewmcov) in normalised form,
  g the weight of the new value relative to the total (1 / S for adjust=True,
  the recursion's g for adjust=False): q = y - mu, mu = (1 - g) mu + g y,
  V = (1 - g) (V + g q^2), and the bias=False divisor K = 1 - R, R = sum w^2
  / (sum w)^2, as K = (1 - g) ((1 - g) K + 2 g) (R's update (1 - g)^2 R + g^2
  rewritten: no 1 - R cancelling where R is near 1, no sum of squared weights
  to underflow; pandas computes (sum w)^2 - sum w^2).  Welford alone, on x
  itself, loses ~3e-10 relative on data offset by 1e6 with unit spread
  (pandas does), because x - mean carries the rounding of a mean of size
  1e6: here y = x - p against a pivot p, which starts at the row's first
  valid value (0 if that is not finite) and is re-based exactly (p + mu =
  s + e by TwoSum: p = s, mu = e; V and K do not depend on p) whenever the
  mean has moved more than 4 standard deviations from it, so drifting data
  keeps the benefit (a trend of 1e4 over the row: 2e-15 instead of 5e-13).
Masked positions are chosen with bit masks, not branches (a random mask
would mispredict every fifth step); a float alpha (or an array whose
pre-check finds it constant) keeps its decay in a register.  Rows run on
the thread pool, each written by one thread: the same result for any thread
count.

linear_recurrence(b, a, out, reverse=False)
------------------------------------------
out[r, j] = a[r, j] * out[r, j - 1] + b[r, j] along each row (out[r, -1] = 0;
reverse: out[r, j] = a[r, j + 1] * out[r, j + 1] + b[r, j] from the row's end,
the adjoint of the forward recurrence).  b, a, out (rows, L) float64
C-contiguous; out may be b.  The exponential statistics' gradients are such
recurrences (tensorplay/masked/_autograd/scope.py).

fill_along(x, m, out, out_mask, limit, reverse, keep=False)
-----------------------------------------------------------
out[r, j] = x[r, j] at a valid position; at a masked-out one, x at the
nearest valid position before it (after it, if reverse) when that is at most
`limit` positions away (limit -1: any distance; 0: fill nothing); out_mask
(uint8; None: not written) is 1 where out holds a value (valid or filled),
else 0 with out NaN -- or, with keep, x[r, j] itself, so that out is the
whole result in one pass (the NaN of a valid position is copied and
propagates like any value).  bottleneck.push(a, n, axis=-1) is fill_along(a, ~isnan(a),
limit=-1 if n is None else n, reverse=False) on rows (push's NaN-valued
positions are the masked-out ones; its result is out, NaN where out_mask is
0; a backward push is reverse=True).  One pass per row keeping the last
valid position (a conditional move, no branch on the mask).
"""
cimport numpy as cnp
import numpy as np
from libc.math cimport NAN, sqrt
from libc.stdint cimport uint8_t
from libc.string cimport memmove, memset

from tensorplay.masked._csrc._parallel cimport intp, par_for, span_fn

cnp.import_array()

cdef extern from *:
    """
    #include <stdint.h>
    /* c ? a : 0.0 without a branch: x at a masked-out position may hold
       anything (a NaN or an inf must not reach the sums through 0 * x) */
    static inline double tp_exp_pick(int c, double a) {
        union { double d; uint64_t u; } v;
        v.d = a;
        v.u &= (uint64_t)0 - (uint64_t)(c != 0);
        return v.d;
    }
    /* c ? a : b on positions, by bits (compilers turn the plain conditional
       into a branch, which a random mask mispredicts) */
    static inline Py_ssize_t tp_exp_seli(int c, Py_ssize_t a, Py_ssize_t b) {
        return b ^ ((a ^ b) & -(Py_ssize_t)(c != 0));
    }
    """
    double tp_exp_pick(int c, double a) noexcept nogil
    Py_ssize_t tp_exp_seli(int c, Py_ssize_t a, Py_ssize_t b) noexcept nogil

cdef enum:
    SUM = 0
    MEAN = 1
    VAR = 2
    STD = 3

STATS = {"sum": SUM, "mean": MEAN, "var": VAR, "std": STD}

# Below this weight sum, N / S would lose digits (N, S subnormal): the mean is
# that of the last valid position (a masked position leaves it unchanged).
cdef double TINY = 1e-250


cdef struct ExpJob:
    const double* x
    const uint8_t* m
    const double* alpha  # NULL for a float alpha (const_alpha)
    double a0            # alpha[0], or the float
    double* out
    double* w            # NULL: the weights are not written
    intp L
    int stat
    int adjust
    int const_alpha      # every alpha[j] == alpha[0]
    double min_weight
    double correction


cdef inline void _exp_row(const int stat, const int adjust, const int const_alpha, ExpJob* job,
                          intp r) noexcept nogil:
    # `stat`, `adjust` and `const_alpha` are constants in each caller: every
    # combination gets its own loop.
    cdef intp L = job.L, j, f = 0, last
    cdef const double* x = job.x + r * L
    cdef const uint8_t* m = NULL if job.m == NULL else job.m + r * L
    cdef const double* alpha = job.alpha
    cdef double* out = job.out + r * L
    cdef double* w = NULL if job.w == NULL else job.w + r * L
    cdef double minw = job.min_weight
    cdef double a = job.a0, d = 1.0 - job.a0, v, S = 0.0, N = 0.0, D = 0.0, g, h, y, q, mu = 0.0
    cdef double V = 0.0, K = 1.0, p, s, bb, res
    cdef int c
    cdef bint unbiased = job.correction != 0.0
    if m != NULL:
        while f < L and m[f] == 0:
            f += 1
    for j in range(f):
        out[j] = NAN
        if w != NULL:
            w[j] = 0.0
    if f == L:
        return
    p = x[f]
    if not (p - p == 0.0):      # an inf or NaN first value: no pivot (the sums propagate it)
        p = 0.0
    if stat == SUM:
        for j in range(f, L):
            if not const_alpha:
                d = 1.0 - alpha[j]
            c = m == NULL or m[j] != 0
            S = d * S + <double>c
            N = d * N + tp_exp_pick(c, x[j])
            if w != NULL:
                w[j] = S
            out[j] = N if S >= minw else NAN
    elif stat == MEAN and adjust:
        last = f
        for j in range(f, L):
            if not const_alpha:
                d = 1.0 - alpha[j]
            c = m == NULL or m[j] != 0
            S = d * S + <double>c
            N = d * N + tp_exp_pick(c, x[j] - p)
            if w != NULL:
                w[j] = S
            last = tp_exp_seli(c, j, last)
            if S >= TINY:
                out[j] = p + N / S if S >= minw else NAN
            else:
                out[j] = out[last] if S >= minw else NAN   # S >= 1 >= minw there: not NaN
    elif stat == MEAN:
        for j in range(f, L):
            if not const_alpha:
                a = alpha[j]
                d = 1.0 - a
            c = m == NULL or m[j] != 0
            v = <double>c
            S = d * S + v
            if w != NULL:
                w[j] = S
            g = v * a / (d * D + a)
            D = D * (d * (1.0 - v)) + v
            mu = (1.0 - g) * mu + g * tp_exp_pick(c, x[j] - p)
            out[j] = p + mu if S >= minw else NAN
    else:
        for j in range(f, L):
            if not const_alpha:
                a = alpha[j]
                d = 1.0 - a
            c = m == NULL or m[j] != 0
            v = <double>c
            # h = 1 - g from the old weight's share itself, not by subtracting: when the
            # old weights have decayed to nearly nothing next to the new one, 1 - g
            # would round to 0 and take K (and the bias-corrected variance) with it
            if adjust:
                h = d * S + (1.0 - v)
                S = d * S + v
                g = v / (S + (1.0 - v))
                h = h / (S + (1.0 - v))
            else:
                S = d * S + v
                h = d * D + a * (1.0 - v)
                g = v * a / (d * D + a)
                h = h / (d * D + a)
                D = D * (d * (1.0 - v)) + v
            if w != NULL:
                w[j] = S
            y = tp_exp_pick(c, x[j] - p)
            q = y - mu                      # masked: g = 0 leaves mu, V, K as they are
            mu = h * mu + g * y
            # (q - q: 0, or NaN for an infinite q -- an inf among the values makes the variance NaN, as numpy's)
            V = h * (V + g * (q * q) + (q - q))
            K = h * (h * K + 2.0 * g)       # 1 - R, R = sum w^2 / (sum w)^2: (1 - g)^2 R + g^2 without cancelling
            if mu * mu > 16.0 * V and mu - mu == 0.0:
                # re-base the pivot exactly: p + mu = s + e (TwoSum), p = s, mu = e
                s = p + mu
                bb = s - p
                mu = (p - (s - bb)) + (mu - bb)
                p = s
            if S >= minw:
                res = V
                if unbiased:
                    res = V / K if K > 0.0 else NAN
                out[j] = sqrt(res) if stat == STD else res
            else:
                out[j] = NAN


cdef inline int _exp_rows(const int stat, const int adjust, const int const_alpha, ExpJob* job,
                          intp lo, intp hi) noexcept nogil:
    cdef intp r
    for r in range(lo, hi):
        _exp_row(stat, adjust, const_alpha, job, r)
    return 0


cdef inline int _exp_rows_of(const int stat, ExpJob* job, intp lo, intp hi) noexcept nogil:
    if job.adjust:
        if job.const_alpha:
            return _exp_rows(stat, 1, 1, job, lo, hi)
        return _exp_rows(stat, 1, 0, job, lo, hi)
    if job.const_alpha:
        return _exp_rows(stat, 0, 1, job, lo, hi)
    return _exp_rows(stat, 0, 0, job, lo, hi)


cdef int _rows_sum(void* ctx, intp lo, intp hi) noexcept nogil:
    # adjust=False has no sum (checked before): one loop for both
    if (<ExpJob*>ctx).const_alpha:
        return _exp_rows(SUM, 1, 1, <ExpJob*>ctx, lo, hi)
    return _exp_rows(SUM, 1, 0, <ExpJob*>ctx, lo, hi)


cdef int _rows_mean(void* ctx, intp lo, intp hi) noexcept nogil:
    return _exp_rows_of(MEAN, <ExpJob*>ctx, lo, hi)


cdef int _rows_var(void* ctx, intp lo, intp hi) noexcept nogil:
    return _exp_rows_of(VAR, <ExpJob*>ctx, lo, hi)


cdef int _rows_std(void* ctx, intp lo, intp hi) noexcept nogil:
    return _exp_rows_of(STD, <ExpJob*>ctx, lo, hi)


cdef inline bint _is_rows(object a, cnp.ndarray x, object dtype):
    # a C-contiguous array of x's shape and the given dtype
    return (isinstance(a, cnp.ndarray) and (<cnp.ndarray>a).dtype == dtype and
            (<cnp.ndarray>a).flags.c_contiguous and (<cnp.ndarray>a).ndim == 2 and
            (<cnp.ndarray>a).shape[0] == x.shape[0] and (<cnp.ndarray>a).shape[1] == x.shape[1])


def moving_exp(cnp.ndarray x, object m, object alpha, cnp.ndarray out, object weights, str stat,
               bint adjust, double min_weight, double correction):
    """See the module's docstring.  Every argument is checked (alpha's values
    too) before anything is written; returns out."""
    cdef ExpJob job
    cdef intp rows, L, j
    cdef const double* al = NULL
    cdef double a0 = 0.0, aj
    cdef int bad = 0, same = 1, err
    cdef span_fn fn
    if x.ndim != 2 or x.dtype != np.float64 or not x.flags.c_contiguous:
        raise ValueError("moving_exp: x must be a C-contiguous 2-D float64 array")
    if m is not None and not _is_rows(m, x, np.uint8):
        raise ValueError("moving_exp: m must be None or a C-contiguous uint8 array of x's shape")
    if not _is_rows(out, x, np.float64):
        raise ValueError("moving_exp: out must be a C-contiguous float64 array of x's shape")
    if weights is not None and not _is_rows(weights, x, np.float64):
        raise ValueError("moving_exp: weights must be None or a C-contiguous float64 array of x's shape")
    if isinstance(alpha, float):
        a0 = alpha
        bad = not (0.0 < a0 <= 1.0)
    elif (isinstance(alpha, cnp.ndarray) and (<cnp.ndarray>alpha).dtype == np.float64 and
            (<cnp.ndarray>alpha).ndim == 1 and (<cnp.ndarray>alpha).flags.c_contiguous and
            (<cnp.ndarray>alpha).shape[0] == x.shape[1]):
        al = <const double*>cnp.PyArray_DATA(<cnp.ndarray>alpha)
    else:
        raise ValueError("moving_exp: alpha must be a float or a C-contiguous float64 array of shape (L,)")
    if stat not in STATS:
        raise ValueError("moving_exp: stat must be 'mean', 'sum', 'var' or 'std'")
    if stat == "sum" and not adjust:
        raise ValueError("moving_exp: stat 'sum' needs adjust=True (pandas defines no adjust=False sum)")
    if not (min_weight >= 0.0):
        raise ValueError("moving_exp: min_weight must be >= 0")
    if correction != 0.0 and correction != 1.0:
        raise ValueError("moving_exp: correction must be 0.0 (bias=True) or 1.0 (bias=False)")
    rows = x.shape[0]
    L = x.shape[1]
    if al != NULL and L > 0:
        a0 = al[0]
        with nogil:
            for j in range(L):
                aj = al[j]
                bad |= (aj <= 0.0) | (aj > 1.0) | (aj != aj)
                same &= aj == a0
    if bad:
        raise ValueError("moving_exp: alpha must lie in (0, 1]")
    if rows == 0 or L == 0:
        return out
    job.x = <const double*>cnp.PyArray_DATA(x)
    job.m = NULL if m is None else <const uint8_t*>cnp.PyArray_DATA(<cnp.ndarray>m)
    job.alpha = al
    job.a0 = a0
    job.out = <double*>cnp.PyArray_DATA(out)
    job.w = NULL if weights is None else <double*>cnp.PyArray_DATA(<cnp.ndarray>weights)
    job.L = L
    job.stat = STATS[stat]
    job.adjust = adjust
    job.const_alpha = same
    job.min_weight = min_weight
    job.correction = correction
    if job.stat == SUM:
        fn = _rows_sum
    elif job.stat == MEAN:
        fn = _rows_mean
    elif job.stat == VAR:
        fn = _rows_var
    else:
        fn = _rows_std
    with nogil:
        err = par_for(fn, &job, rows, 4 * rows * L)
    if err:
        raise MemoryError("moving_exp: out of memory")
    return out


cdef struct FillJob:
    const double* x
    const uint8_t* m
    double* out
    uint8_t* om          # NULL: not written
    intp L
    intp limit           # in [0, L - 1]: -1 and longer limits are L - 1
    int reverse
    int keep             # an unfilled position keeps x[j] (else NaN)


cdef inline void _fill_row(const int reverse, FillJob* job, intp r) noexcept nogil:
    # `reverse` is a constant in each caller; keep and om are loop-invariant
    # (gcc -O3 unswitches the loop on them)
    cdef intp L = job.L, lim = job.limit, t, j, k
    cdef const double* x = job.x + r * L
    cdef const uint8_t* m = job.m + r * L
    cdef double* out = job.out + r * L
    cdef uint8_t* om = NULL if job.om == NULL else job.om + r * L
    cdef int keep = job.keep
    cdef bint ok
    # k: the last valid position met (a conditional move); none yet: a
    # position more than L - 1 >= lim away
    k = 2 * L if reverse else -L
    for t in range(L):
        j = L - 1 - t if reverse else t
        k = tp_exp_seli(m[j], j, k)
        ok = (k - j if reverse else j - k) <= lim
        # (a masked-out x[j] is read only with keep; k is in [0, L) wherever ok)
        if keep:
            out[j] = x[tp_exp_seli(ok, k, j)]
        else:
            out[j] = x[k] if ok else NAN
        if om != NULL:
            om[j] = ok


cdef int _rows_fill(void* ctx, intp lo, intp hi) noexcept nogil:
    cdef FillJob* job = <FillJob*>ctx
    cdef intp r
    for r in range(lo, hi):
        if job.m == NULL:
            memmove(job.out + r * job.L, job.x + r * job.L, job.L * sizeof(double))
            if job.om != NULL:
                memset(job.om + r * job.L, 1, job.L)
        elif job.reverse:
            _fill_row(1, job, r)
        else:
            _fill_row(0, job, r)
    return 0


def fill_along(cnp.ndarray x, object m, cnp.ndarray out, object out_mask, Py_ssize_t limit,
               bint reverse, bint keep=False):
    """See the module's docstring.  The arguments are checked before anything
    is written; returns out."""
    cdef FillJob job
    cdef intp rows, L
    cdef int err
    if x.ndim != 2 or x.dtype != np.float64 or not x.flags.c_contiguous:
        raise ValueError("fill_along: x must be a C-contiguous 2-D float64 array")
    if m is not None and not _is_rows(m, x, np.uint8):
        raise ValueError("fill_along: m must be None or a C-contiguous uint8 array of x's shape")
    if not _is_rows(out, x, np.float64):
        raise ValueError("fill_along: out must be a C-contiguous float64 array of x's shape")
    if out_mask is not None and not _is_rows(out_mask, x, np.uint8):
        raise ValueError("fill_along: out_mask must be None or a C-contiguous uint8 array of x's shape")
    if limit < -1:
        raise ValueError("fill_along: limit must be -1 (no limit) or >= 0")
    rows = x.shape[0]
    L = x.shape[1]
    if rows == 0 or L == 0:
        return out
    job.x = <const double*>cnp.PyArray_DATA(x)
    job.m = NULL if m is None else <const uint8_t*>cnp.PyArray_DATA(<cnp.ndarray>m)
    job.out = <double*>cnp.PyArray_DATA(out)
    job.om = NULL if out_mask is None else <uint8_t*>cnp.PyArray_DATA(<cnp.ndarray>out_mask)
    job.L = L
    job.limit = L - 1 if (limit < 0 or limit > L - 1) else limit
    job.reverse = reverse
    job.keep = keep
    with nogil:
        err = par_for(_rows_fill, &job, rows, 2 * rows * L)
    if err:
        raise MemoryError("fill_along: out of memory")
    return out


cdef struct RecJob:
    const double* b
    const double* a
    double* out
    intp L
    int reverse


cdef int _rows_rec(void* ctx, intp lo, intp hi) noexcept nogil:
    cdef RecJob* job = <RecJob*>ctx
    cdef intp L = job.L, r, j
    cdef const double* b
    cdef const double* a
    cdef double* out
    cdef double acc
    for r in range(lo, hi):
        b = job.b + r * L
        a = job.a + r * L
        out = job.out + r * L
        acc = 0.0
        if job.reverse:
            j = L - 1
            while j >= 0:
                acc = b[j] + (a[j + 1] * acc if j + 1 < L else 0.0)
                out[j] = acc
                j -= 1
        else:
            for j in range(L):
                acc = a[j] * acc + b[j]
                out[j] = acc
    return 0


def linear_recurrence(cnp.ndarray b, cnp.ndarray a, cnp.ndarray out, bint reverse=False):
    """See the module's docstring; returns out."""
    cdef RecJob job
    cdef int err
    if b.ndim != 2 or b.dtype != np.float64 or not b.flags.c_contiguous:
        raise ValueError("linear_recurrence: b must be a C-contiguous 2-D float64 array")
    if not _is_rows(a, b, np.float64):
        raise ValueError("linear_recurrence: a must be a C-contiguous float64 array of b's shape")
    if not _is_rows(out, b, np.float64):
        raise ValueError("linear_recurrence: out must be a C-contiguous float64 array of b's shape")
    if b.shape[0] == 0 or b.shape[1] == 0:
        return out
    job.b = <const double*>cnp.PyArray_DATA(b)
    job.a = <const double*>cnp.PyArray_DATA(a)
    job.out = <double*>cnp.PyArray_DATA(out)
    job.L = b.shape[1]
    job.reverse = reverse
    with nogil:
        err = par_for(_rows_rec, &job, b.shape[0], 2 * b.shape[0] * b.shape[1])
    if err:
        raise MemoryError("linear_recurrence: out of memory")
    return out
