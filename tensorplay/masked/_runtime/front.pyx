# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""The compiled front end of the reductions, scans and normalizations: the
common call path in C.

Every generated reduction wrapper (generated/ops.py) first offers its call to
its `ReduceFront` (built from the op's OpSpec, i.e. from ops.yaml: the
dtype -> kernel table for the op's default parameters, its dim forms, whether
its walk keeps the logical order).  The front end takes the call when it is
the common one — an ndarray of a native, aligned dtype the op accepts; mask
None or a bool ndarray of the input's shape and layout class (its bytes are
checked to be 0/1 in C); dim None or an int; dtype=None; the op's own
parameters at any value the runtime accepts (their ops.yaml variant's kernels:
norm's ord picks one, var's correction is read by the kernel) — and returns
the result; for anything else it returns None and the wrapper runs the Python runtime (kinds.reduce), which
also raises every error.  Both paths run the same kernel on the same walk:
results are identical.

The walk of a (shape, strides, axes) is computed once by
walk.reduction_plan and cached (a bounded dict), so a repeated call costs a
few dictionary lookups, one allocation and the kernel.

The moving windows (WindowFront), the exponentially weighted statistics
(ExpFront), the gap fills (GapFillFront) and one-slice quantiles
(QuantileFront) have their own: a kind's `front` in codegen/kinds names which builder it gets
(memory.front).  They take the rows of a C-contiguous float array along its
last dim and call the kind's one compiled kernel as its runtime entry does.
"""
cimport numpy as cnp
import numpy as np

from tensorplay.masked._csrc import _buffers
from tensorplay.masked._masked_tensor import core as _core
from tensorplay.masked._runtime.args import dtype_name, resolve_param
from tensorplay.masked._runtime.walk import along_plan, reduction_plan
from tensorplay.masked._csrc._entry cimport PlanKernel
from tensorplay.masked._csrc._window cimport moving_rows


cdef Py_ssize_t _CACHED_MIN = _buffers.MIN_BYTES
# Whether large new results of two arrays are streamed as those of an array
# and a scalar are (tp_support.h tp_stream_pairs: the CPU's vendor decides; a
# module global, so that tests can set it either way)
cdef extern from "tp_support.h" nogil:
    int tp_stream_pairs()
STREAM_PAIRS = bool(tp_stream_pairs())


cdef inline object _result(object shape, object dtype, Py_ssize_t elements):
    """np.empty(shape, dtype) for a result of `elements` elements: a large one
    from the buffer cache (_csrc/_buffers.empty), so that a loop that frees
    each result before the next call does not pay fresh pages every call."""
    if elements >= _CACHED_MIN >> 4 and elements * (<object>np.dtype(dtype)).itemsize >= _CACHED_MIN:
        return _buffers.empty(shape, dtype)
    return np.empty(shape, dtype)

cnp.import_array()

cdef dict _PLANS = {}
cdef Py_ssize_t _MAX_PLANS = 4096
cdef list _ALL_AXES = [tuple(range(n)) for n in range(65)]


cdef inline bint _bytes_01(cnp.ndarray m):
    """Every byte of a contiguous bool mask is 0 or 1 (what the kernels read)."""
    cdef const unsigned char* p = <const unsigned char*>cnp.PyArray_DATA(m)
    cdef Py_ssize_t i, n = cnp.PyArray_SIZE(m)
    cdef unsigned char acc = 0
    for i in range(n):
        acc |= p[i]
    return acc <= 1


cdef tuple _plan(object x, object m, tuple axes, int osize, bint logical):
    mstrides = None if m is None else m.strides
    key = (x.shape, x.strides, mstrides, axes, osize, logical)
    plan = _PLANS.get(key)
    if plan is None:
        view_axes, view_shape, kept, red, outer = reduction_plan(x.shape, x.strides, mstrides, axes, osize, logical)
        perm = None
        if list(view_axes) != sorted(view_axes):
            perm = tuple(int(i) for i in np.argsort(view_axes))
        plan = (view_shape, perm, kept, red, outer)
        if len(_PLANS) < _MAX_PLANS:
            _PLANS[key] = plan
    return plan


cdef inline object _by_type(list table, int num):
    """table[num]: the kernel entry of a dtype by its type number, None past
    the table's end (user dtypes -- bfloat16, rational, StringDType -- number
    256 and up: the runtime names the op and the dtype in its TypeError)."""
    if num < 0 or num >= len(table):
        return None
    return table[num]


cdef list _table(object spec, dict kernels):
    """type_num -> (kernel, out dtype, final dtype or None) of a variant's kernels
    (input dtype name -> (kernel, kernel dtype, cast)); None where the input is
    cast first (the runtime's business) or the op takes no such dtype."""
    table = [None] * 256
    for dtype_name, (kernel, kernel_out, runs_as) in kernels.items():
        if runs_as is not None:
            continue
        dt = np.dtype(dtype_name)
        final = np.dtype(spec.result[dtype_name])
        out = np.dtype(kernel_out)
        table[dt.num] = (kernel, out, None if final == out else final)
    return table


cdef class _Front:
    """What the fast paths share: the dtype -> kernel table of each ops.yaml
    variant of the op (the defaults' built at once, the others on first use),
    and the checks of the common call."""
    cdef readonly str name
    cdef list table            # the defaults' variant: type_num -> (kernel, out dtype, final dtype or None) or None
    cdef dict tables           # id of a variant's kernels -> its table
    cdef bint logical          # the walk keeps the logical order (arg_reduce, scans)
    cdef object param          # the kernels' parameter tuple for the default arguments
    cdef object spec
    cdef tuple names           # the op's own arguments, in the wrappers' order

    def __init__(self, spec, defaults: dict, param: tuple, kernels: dict, bint logical):
        """defaults: the op's own arguments at their defaults; kernels: input
        dtype name -> (kernel, kernel dtype, cast) for `param` (their resolution)."""
        self.name, self.spec = spec.name, spec
        self.logical = logical
        self.names, self.param = tuple(defaults), param
        self.table = _table(spec, kernels)
        self.tables = {id(kernels): self.table}      # (the variants' dicts live as long as the spec)

    cdef object _entry(self, object input, object dtype, object mask, tuple extra, bint contiguous):
        """(the kernel entry, the kernels' parameter tuple) for a common call, or None."""
        cdef cnp.ndarray x, m
        cdef int a, ndim
        if type(input) is not cnp.ndarray or dtype is not None:
            return None
        if extra:
            chosen = self._variant(extra)
            if chosen is None:
                return None
            param, table = chosen
        else:
            param, table = self.param, self.table
        x = <cnp.ndarray>input
        if not cnp.PyArray_ISALIGNED(x) or not cnp.PyArray_ISNOTSWAPPED(x):
            return None
        if contiguous and not cnp.PyArray_IS_C_CONTIGUOUS(x):
            return None
        ndim = cnp.PyArray_NDIM(x)
        if mask is not None:
            if type(mask) is not cnp.ndarray:
                return None
            m = <cnp.ndarray>mask
            if cnp.PyArray_TYPE(m) != cnp.NPY_BOOL or cnp.PyArray_NDIM(m) != ndim:
                return None
            for a in range(ndim):
                if cnp.PyArray_DIMS(m)[a] != cnp.PyArray_DIMS(x)[a]:
                    return None
            if not (cnp.PyArray_IS_C_CONTIGUOUS(m) and cnp.PyArray_IS_C_CONTIGUOUS(x)) or not _bytes_01(m):
                return None
        entry = _by_type(table, cnp.PyArray_TYPE(x))
        return None if entry is None else (entry, param)

    cdef object _variant(self, tuple extra):
        """(the kernels' parameter tuple, its variant's table) for the op's own
        arguments, or None.  Resolved by the runtime's own resolver and
        OpSpec.kernels_for, so both paths accept exactly the same values and run the
        same kernel with the same tuple.  An argument the resolver rejects is
        left to the runtime, which raises its error in its own order of checks."""
        try:
            param = resolve_param(self.spec, dict(zip(self.names, extra)))
            if param == self.param:
                return self.param, self.table
            kernels = self.spec.kernels_for(param)
        except Exception:
            return None
        table = self.tables.get(id(kernels))
        if table is None:
            table = self.tables[id(kernels)] = _table(self.spec, kernels)
        return param, table


cdef inline object _one_axis(object dim, int ndim):
    """An int dim -> (axis,) (() for a 0-d input), None if not an int in range."""
    cdef Py_ssize_t d
    if type(dim) is not int or not -ndim - 1 <= dim <= ndim:    # (beyond Py_ssize_t: the runtime's IndexError)
        return None
    d = dim
    if ndim == 0:
        return () if d == 0 or d == -1 else None
    if d < -ndim or d >= ndim:
        return None
    return (d % ndim,)


cdef object _mask_rule(cnp.ndarray m, tuple axes, bint keepdim, bint every):
    """The output mask of a reduction of a MaskedTensor: any (or all, `every`)
    of its C-contiguous 0/1 mask over `axes` (all dims, or one), in C."""
    cdef const unsigned char* p = <const unsigned char*>cnp.PyArray_DATA(m)
    cdef int ndim = cnp.PyArray_NDIM(m), a, i
    cdef Py_ssize_t before = 1, n, after = 1, b, j, k
    cdef unsigned char acc
    cdef cnp.ndarray out
    cdef unsigned char* q
    if ndim == 0:
        return m.copy()
    if len(axes) == ndim:
        n = cnp.PyArray_SIZE(m)
        acc = every
        for j in range(n):
            acc = (acc & p[j]) if every else (acc | p[j])
        out = np.empty([1] * ndim if keepdim else [], np.bool_)
        (<unsigned char*>cnp.PyArray_DATA(out))[0] = acc
        return out
    a = axes[0]
    for i in range(a):
        before *= cnp.PyArray_DIMS(m)[i]
    for i in range(a + 1, ndim):
        after *= cnp.PyArray_DIMS(m)[i]
    n = cnp.PyArray_DIMS(m)[a]
    shape = [1 if i == a else cnp.PyArray_DIMS(m)[i] for i in range(ndim)] if keepdim else \
        [cnp.PyArray_DIMS(m)[i] for i in range(ndim) if i != a]
    out = np.empty(shape, np.bool_)
    q = <unsigned char*>cnp.PyArray_DATA(out)
    # Branch-free inner loops over contiguous bytes (they vectorise); the
    # rule and the layout are chosen outside them.
    with nogil:
        for b in range(before):
            if after == 1:
                acc = every
                if every:
                    for j in range(n):
                        acc &= p[b * n + j]
                else:
                    for j in range(n):
                        acc |= p[b * n + j]
                q[b] = acc
                continue
            for k in range(after):
                q[b * after + k] = every
            for j in range(n):
                if every:
                    for k in range(after):
                        q[b * after + k] &= p[(b * n + j) * after + k]
                else:
                    for k in range(after):
                        q[b * after + k] |= p[(b * n + j) * after + k]
    return out


cdef class ReduceFront(_Front):
    """The fast path of one reduction (see the module docstring); a
    MaskedTensor input (without mask=) gets its output mask in C too."""
    cdef bint every            # output_mask: all (else any)

    def __init__(self, spec, defaults: dict, param: tuple, kernels: dict, bint logical):
        _Front.__init__(self, spec, defaults, param, kernels, logical)
        self.every = spec.output_mask == "all"

    def __call__(self, input, dim, keepdim, dtype, mask, tuple extra=()):
        if keepdim is not False and keepdim is not True:
            return None
        if type(input) is cnp.ndarray:
            res = self._run(input, dim, keepdim, dtype, mask, extra)
            return None if res is None else res[0]
        if mask is None and isinstance(input, _core.MaskedTensorCore):
            m = input._mask
            res = self._run(input._data, dim, keepdim, dtype, m, extra)
            if res is None:
                return None
            return _core._new(res[0], _mask_rule(<cnp.ndarray>m, res[1], keepdim, self.every))
        return None

    cdef object _run(self, object input, object dim, bint keepdim, object dtype, object mask, tuple extra):
        """(result, axes) of a common call, or None."""
        cdef cnp.ndarray x, out_view
        cdef int ndim, a
        cdef tuple axes
        found = self._entry(input, dtype, mask, extra, False)
        if found is None:
            return None
        entry, param = found
        x = <cnp.ndarray>input
        ndim = cnp.PyArray_NDIM(x)
        axes = _ALL_AXES[ndim] if dim is None else _one_axis(dim, ndim)
        if axes is None:
            return None
        if not self.logical:
            for a in axes:
                if x.strides[a] < 0:
                    return None           # the walk flips: the Python runtime does that
        kernel, out_dtype, final = entry
        view_shape, perm, kept, red, outer = _plan(input, mask, axes, (<cnp.dtype>out_dtype).itemsize, self.logical)
        out_view = np.empty(view_shape, out_dtype)
        if cnp.PyArray_SIZE(out_view):
            (<PlanKernel?>kernel).call(x, mask, out_view, kept, red, outer, param)   # the kernel's C call
        out = out_view if perm is None else out_view.transpose(perm)
        if keepdim and ndim:
            out = out.reshape([1 if i in axes else cnp.PyArray_DIMS(x)[i] for i in range(ndim)])
        if final is not None:
            out = out.astype(final)
        return out, axes


cdef class AlongFront(_Front):
    """The fast path of a scan or normalization (one output per element):
    C-contiguous input and mask, output C-contiguous like the input."""

    def __call__(self, input, dim, dtype, mask, tuple extra=()):
        cdef cnp.ndarray x, out
        found = self._entry(input, dtype, mask, extra, True)
        if found is None:
            return None
        entry, param = found
        x = <cnp.ndarray>input
        axes = _one_axis(dim, cnp.PyArray_NDIM(x))
        if axes is None:
            return None
        kernel, out_dtype, final = entry
        out = _result(input.shape, out_dtype, cnp.PyArray_SIZE(x))
        key = (input.shape, input.strides, None if mask is None else mask.strides, axes, out_dtype, self.logical)
        plan = _PLANS.get(key)
        if plan is None:
            plan = along_plan(input.shape, input.strides, None if mask is None else mask.strides,
                              (<object>out).strides, axes, self.logical)
            if len(_PLANS) < _MAX_PLANS:
                _PLANS[key] = plan
        if cnp.PyArray_SIZE(out):
            (<PlanKernel?>kernel).call(x, mask, out, plan[0], plan[1], plan[2], param)
        return out if final is None else out.astype(final)


cdef bint _rows_along_last(object input, object dim, object dtype, object mask, bint float32):
    """The common call of the fronts along one dim of rows (WindowFront,
    GapFillFront): a float64 (or, `float32`, float32) ndarray, aligned, native,
    C-contiguous and not empty, of at least one dim; dim its last (an int);
    dtype None; mask None or a C-contiguous bool ndarray of its shape whose
    bytes are 0/1."""
    cdef cnp.ndarray x, m
    cdef int t, ndim
    if type(input) is not cnp.ndarray or dtype is not None:
        return False
    x = <cnp.ndarray>input
    t = cnp.PyArray_TYPE(x)
    ndim = cnp.PyArray_NDIM(x)
    if (t != cnp.NPY_DOUBLE and not (float32 and t == cnp.NPY_FLOAT)) or ndim == 0 or \
            cnp.PyArray_SIZE(x) == 0 or not cnp.PyArray_ISALIGNED(x) or not cnp.PyArray_ISNOTSWAPPED(x) or \
            not cnp.PyArray_IS_C_CONTIGUOUS(x):
        return False
    if type(dim) is not int or not (dim == -1 or dim == ndim - 1):
        return False
    if mask is not None:
        if type(mask) is not cnp.ndarray:
            return False
        m = <cnp.ndarray>mask
        if cnp.PyArray_TYPE(m) != cnp.NPY_BOOL or not _same_shape(x, m) or not cnp.PyArray_IS_C_CONTIGUOUS(m) or \
                not _bytes_01(m):
            return False
    return True


cdef class WindowFront:
    """The fast path of a moving window whose statistic the block-state kernel
    computes (_csrc/_window.pyx: sum, mean, count, var, std, min, max,
    argmin, argmax), or the median (memory.moving_order, the order
    statistics' kernel; move_quantile, whose q and method the runtime
    resolves, declines): a float64 or float32 ndarray, C-contiguous, along
    its last dim; window an int >= 1, min_count None or an int in
    0..window, center a bool, correction (var, std) a real; dtype None;
    mask None or a C-contiguous bool ndarray of the input's shape (bytes
    0/1).  The kernels and their arguments are memory.moving's, so the
    results are the runtime's bits; anything else returns None and the
    runtime takes the call (and raises every error)."""
    cdef readonly str name
    cdef object stat            # the statistic, None: declines every call
    cdef object order           # the median: memory.moving_order (else None: the block-state kernel)
    cdef bint positions         # argmin/argmax: int64 positions
    cdef bint count             # count: int64
    cdef Py_ssize_t iw, imc, ic, icorr   # the arguments' places in the call's tuple (icorr -1: 1.0)
    cdef object final32         # the result dtype of float32 input
    cdef int code               # the kernel's number of the statistic

    def __init__(self, spec, names: tuple, stats: dict, order):
        """stats: the block-state kernel's statistics (name -> its number);
        order: memory.moving_order (passed in: memory imports this module)."""
        self.name = spec.name
        stat = spec.fields["statistic"]
        self.stat = stat if stat in stats or stat == "median" else None
        self.order = order if stat == "median" else None
        self.code = stats.get(stat, -1)
        self.positions = spec.fields.get("positions", False)
        self.count = stat == "count"
        self.iw, self.imc, self.ic = names.index("window"), names.index("min_count"), names.index("center")
        self.icorr = names.index("correction") if "correction" in names else -1
        self.final32 = np.dtype(spec.result["float32"])

    def __call__(self, input, dim, dtype, mask, tuple extra):
        cdef cnp.ndarray x, out, rows_x
        cdef int ndim, t, err
        cdef Py_ssize_t window, min_count, need, L, rows
        cdef double correction = 1.0
        cdef const unsigned char* mp = NULL
        if self.stat is None or not _rows_along_last(input, dim, dtype, mask, True):
            return None
        x = <cnp.ndarray>input
        t = cnp.PyArray_TYPE(x)
        ndim = cnp.PyArray_NDIM(x)
        w, mc, c = extra[self.iw], extra[self.imc], extra[self.ic]
        if type(w) is not int or not 1 <= w <= 2 ** 62 or type(c) is not bool:
            return None
        window = w
        if mc is None:
            min_count = window
        elif type(mc) is int and 0 <= mc <= window:
            min_count = mc
        else:
            return None
        if self.icorr >= 0:
            corr = extra[self.icorr]
            if not (type(corr) is float and corr == corr or type(corr) is int and -2 ** 53 <= corr <= 2 ** 53):
                return None                     # (NaN, bools, huge ints: the runtime's errors)
            correction = corr
        L = cnp.PyArray_DIMS(x)[ndim - 1]
        rows = cnp.PyArray_SIZE(x) // L
        if mask is not None:
            mp = <const unsigned char*>cnp.PyArray_DATA(<cnp.ndarray>mask)
        # (the ops undefined on nothing need at least one value; sum is 0 and count 0 there)
        need = min_count if self.stat == "sum" or self.count or min_count >= 1 else 1
        if self.order is not None:
            return self.order(self.stat, input, mask, ndim - 1, window, need, c, counts=False)[0]
        rows_x = x if t == cnp.NPY_DOUBLE else x.astype(np.float64)      # (C-contiguous: rows of L)
        out = _result(input.shape, np.int64 if self.positions else np.float64, cnp.PyArray_SIZE(<cnp.ndarray>input))
        err = moving_rows(<const double*>cnp.PyArray_DATA(rows_x), mp, <double*>cnp.PyArray_DATA(out),
                          self.positions, NULL, rows, L, self.code, window, need, c, correction, False, False)
        if err:
            raise MemoryError(f"{self.name}: out of memory")
        res = out
        if self.count:
            return res.astype(np.int64)
        if t == cnp.NPY_FLOAT and not self.positions:
            return res.astype(self.final32)
        return res


cdef class ExpFront:
    """The fast path of the exponentially weighted statistics (kind
    exp_moving): the common call of _rows_along_last (float64 or float32);
    alpha a float in (0, 1] (an array: the runtime), min_weight a real >= 0,
    adjust a bool, correction (var, std) 0 or 1.  The kernel and its
    arguments are memory.exp_moving's (moving_exp), so the results are the
    runtime's bits; anything else returns None and the runtime takes the
    call (and raises every error)."""
    cdef readonly str name
    cdef str stat
    cdef Py_ssize_t ia, imw, iadj, icorr
    cdef object final32
    cdef object moving_exp

    def __init__(self, spec, names: tuple, moving_exp):
        """moving_exp: _csrc/_window_exp.moving_exp."""
        self.name = spec.name
        self.stat = spec.fields["statistic"]
        self.ia, self.imw, self.iadj = names.index("alpha"), names.index("min_weight"), names.index("adjust")
        self.icorr = names.index("correction") if "correction" in names else -1
        self.final32 = np.dtype(spec.result["float32"])
        self.moving_exp = moving_exp

    def __call__(self, input, dim, dtype, mask, tuple extra):
        cdef Py_ssize_t L
        cdef double correction = 1.0
        if not _rows_along_last(input, dim, dtype, mask, True):
            return None
        alpha, mw, adjust = extra[self.ia], extra[self.imw], extra[self.iadj]
        if type(alpha) is not float or not 0.0 < alpha <= 1.0 or type(adjust) is not bool or \
                not (type(mw) is float and mw >= 0.0 or type(mw) is int and 0 <= mw <= 2 ** 53):
            return None                 # (NaN fails the comparisons)
        if self.stat == "sum" and not adjust:
            return None                 # (the runtime's ValueError)
        if self.icorr >= 0:
            corr = extra[self.icorr]
            if type(corr) is bool or not (type(corr) is int or type(corr) is float) or not (corr == 0 or corr == 1):
                return None
            correction = corr
        x = <cnp.ndarray>input
        L = cnp.PyArray_DIMS(x)[cnp.PyArray_NDIM(x) - 1]
        rows = cnp.PyArray_SIZE(x) // L
        rows_x = (input if cnp.PyArray_TYPE(x) == cnp.NPY_DOUBLE else input.astype(np.float64)).reshape(rows, L)
        out = _result(input.shape, np.float64, cnp.PyArray_SIZE(<cnp.ndarray>input))
        self.moving_exp(rows_x, None if mask is None else mask.view(np.uint8).reshape(rows, L), alpha,
                        out.reshape(rows, L), None, self.stat, adjust, mw, correction)
        return out if cnp.PyArray_TYPE(x) == cnp.NPY_DOUBLE else out.astype(self.final32)


# Longer slices go to the runtime: its selection kernel is O(n) like
# np.partition, faster from about 1e4 values on one thread (16384: 257 us vs
# 333), and splits a long slice across the thread pool.
cdef Py_ssize_t _QUANTILE_FRONT_MAX = 1 << 12


cdef class QuantileFront:
    """The fast path of quantile over one short slice: a float64 or float32
    ndarray of 1 to 2**12 elements, aligned, native and C-contiguous, reduced whole (dim
    None, or a 1-D input's 0 or -1); keepdim a bool; dtype None; weights
    None; mask None or a C-contiguous bool ndarray of the input's shape
    (bytes 0/1); q and method as the runtime's resolver takes them (it is
    asked).  The valid values by boolean indexing, then
    quantile.one_slice: the runtime's bits (numpy's); anything else returns
    None and the runtime takes the call (and raises every error)."""
    cdef readonly str name
    cdef object spec
    cdef object one_slice       # _runtime/quantile.one_slice
    cdef object out_dtype       # memory._quantile_dtype

    def __init__(self, spec, one_slice, out_dtype):
        self.name, self.spec = spec.name, spec
        self.one_slice, self.out_dtype = one_slice, out_dtype

    def __call__(self, input, dim, keepdim, dtype, mask, tuple extra):
        cdef cnp.ndarray x
        cdef int t, ndim
        if type(input) is not cnp.ndarray or dtype is not None or (keepdim is not False and keepdim is not True):
            return None
        x = <cnp.ndarray>input
        t = cnp.PyArray_TYPE(x)
        ndim = cnp.PyArray_NDIM(x)
        if (t != cnp.NPY_DOUBLE and t != cnp.NPY_FLOAT) or ndim == 0 or cnp.PyArray_SIZE(x) == 0 or \
                cnp.PyArray_SIZE(x) > _QUANTILE_FRONT_MAX or not cnp.PyArray_ISALIGNED(x) or \
                not cnp.PyArray_ISNOTSWAPPED(x) or not cnp.PyArray_IS_C_CONTIGUOUS(x):
            return None
        if dim is not None and not (ndim == 1 and type(dim) is int and (dim == 0 or dim == -1)):
            return None
        if mask is not None and not (type(mask) is cnp.ndarray and
                                     cnp.PyArray_TYPE(<cnp.ndarray>mask) == cnp.NPY_BOOL and
                                     _same_shape(x, <cnp.ndarray>mask) and
                                     cnp.PyArray_IS_C_CONTIGUOUS(<cnp.ndarray>mask) and _bytes_01(mask)):
            return None
        q, method, weights = extra
        if weights is not None:
            return None
        try:
            q, method, weights = resolve_param(self.spec, {"q": q, "method": method, "weights": None})
        except Exception:
            return None                 # (the runtime raises it, in its order of checks)
        values = input.reshape(-1) if mask is None else input.reshape(-1)[mask.reshape(-1)]
        res = self.one_slice(values, q, method, self.out_dtype(input.dtype, q, method, True))
        return res.reshape(np.shape(q) + (1,) * ndim) if keepdim else res


cdef class GapFillFront:
    """The fast path of ffill/bfill (kind gap_fill) on float64 values (the
    runtime fills other dtypes by position): the common call of
    _rows_along_last, limit None or an int >= 0.  The kernel and its
    arguments are memory.gap_fill's (fill_along on the values, keeping
    what is not filled), so the results are the runtime's bits; anything
    else returns None and the runtime takes the call."""
    cdef readonly str name
    cdef bint backward
    cdef object fill_along

    def __init__(self, spec, fill_along):
        """fill_along: _csrc/_window_exp.fill_along."""
        self.name = spec.name
        self.backward = spec.fields["direction"] == "backward"
        self.fill_along = fill_along

    def __call__(self, input, dim, dtype, mask, tuple extra):
        cdef Py_ssize_t L
        if not _rows_along_last(input, dim, dtype, mask, False):
            return None
        limit = extra[0]
        if not (limit is None or type(limit) is int and 0 <= limit <= 2 ** 62):
            return None
        L = cnp.PyArray_DIMS(<cnp.ndarray>input)[cnp.PyArray_NDIM(<cnp.ndarray>input) - 1]
        rows = cnp.PyArray_SIZE(<cnp.ndarray>input) // L
        out = _result(input.shape, np.float64, cnp.PyArray_SIZE(<cnp.ndarray>input))
        self.fill_along(input.reshape(rows, L), None if mask is None else mask.view(np.uint8).reshape(rows, L),
                        out.reshape(rows, L), None, -1 if limit is None else limit, self.backward, True)
        return out


cdef object _scalar_for(object value, object dt):
    """A Python scalar as a 0-d array of `dt`, when the selectors' rule
    (same_kind, integers must fit) plainly allows it; None to let the runtime
    decide (and raise)."""
    kind = dt.kind
    t = type(value)
    if t is bool:
        return np.array(value, dt)
    if t is int:
        if kind in "fc":
            try:
                return np.array(value, dt)
            except OverflowError:       # beyond float64: the runtime's ValueError
                return None
        if kind in "iu":
            info = np.iinfo(dt)
            if info.min <= value <= info.max:
                return np.array(value, dt)
        return None
    if t is float and kind in "fc":
        return np.array(value, dt)
    return None


cdef class _FullMaskFront:
    """A selector's front for a full mask: `_takes` checks the common call --
    an ndarray of a dtype the selector accepts and a bool ndarray mask of its
    very shape."""
    cdef object type_nums      # numpy type numbers of the dtypes the selector accepts

    def __init__(self, spec):
        # (type numbers: dtype.name is computed in Python, several microseconds a call)
        self.type_nums = frozenset(np.dtype(name).num for name in spec.dtypes)

    cdef bint _takes(self, object input, object mask):
        if type(input) is not cnp.ndarray or type(mask) is not cnp.ndarray:
            return False
        return (cnp.PyArray_TYPE(<cnp.ndarray>mask) == cnp.NPY_BOOL and _same_shape(<cnp.ndarray>input, <cnp.ndarray>mask)
                and cnp.PyArray_TYPE(<cnp.ndarray>input) in self.type_nums)


cdef class FillFront(_FullMaskFront):
    """The fast path of a fill selector with a full mask and a scalar value
    (masked_fill): a native C-contiguous input, a mask of its layout, a Python
    scalar that plainly fits; one pass of the fill kernel."""
    cdef readonly str name
    cdef object kernels        # element size -> kernel

    def __init__(self, spec):
        super().__init__(spec)
        self.name, self.kernels = spec.name, spec.kernels

    def __call__(self, input, mask, value):
        cdef cnp.ndarray x, out
        cdef Py_ssize_t n, isz
        if not self._takes(input, mask):
            return None
        x = <cnp.ndarray>input
        if not (_plain(x) and cnp.PyArray_IS_C_CONTIGUOUS(<cnp.ndarray>mask)):
            return None
        dt = x.dtype
        v = _scalar_for(value, dt)
        if v is None:
            return None
        out = _result((<object>x).shape, dt, cnp.PyArray_SIZE(x))
        n = cnp.PyArray_SIZE(x)
        if n:
            isz = dt.itemsize
            # One merged dim: input, mask, value (stride 0) and output.
            self.kernels[isz](x, mask, v, out, ((n, isz, 1, 0, isz),))
        return out


cdef class GatherFront(_FullMaskFront):
    """The fast path of a full-mask select (masked_select).  The selection is
    numpy's boolean indexing, which copies the same elements in the same
    (row-major) order as the gather kernel, from any layout, and reads any
    nonzero mask byte as True, as canonical masks do."""

    def __call__(self, input, mask):
        return input[mask] if self._takes(input, mask) else None


cdef inline bint _plain(object a):
    """A native, aligned, C-contiguous ndarray (what a fused kernel reads)."""
    return (type(a) is cnp.ndarray and cnp.PyArray_IS_C_CONTIGUOUS(<cnp.ndarray>a)
            and cnp.PyArray_ISALIGNED(<cnp.ndarray>a) and cnp.PyArray_ISNOTSWAPPED(<cnp.ndarray>a))


cdef inline bint _same_shape(cnp.ndarray x, cnp.ndarray y):
    cdef int i, n = cnp.PyArray_NDIM(x)
    if cnp.PyArray_NDIM(y) != n:
        return False
    for i in range(n):
        if cnp.PyArray_DIMS(x)[i] != cnp.PyArray_DIMS(y)[i]:
            return False
    return True


def fused_binary(a, b, str method, bint inplace, dict fused):
    """MaskedTensor `a <method> b` by a fused kernel (generated/_k_mt.pyx),
    checked in C: a and b MaskedTensors of one shape and dtype, or b a Python
    int/float; native C-contiguous data and masks.  Returns the result
    (`a` itself in place), or None for the numpy path of _masked_tensor/core."""
    cdef cnp.ndarray d, m, e, n
    if not isinstance(a, _core.MaskedTensorCore):
        return None
    d, m = a._data, a._mask
    if not (_plain(d) and _plain(m)):
        return None
    tb = type(b)
    if tb is int or tb is float or (isinstance(b, np.generic) and b.dtype == d.dtype):
        variant, e, n = "as", None, None       # b: the scalar operand
    elif isinstance(b, _core.MaskedTensorCore):
        e, n = b._data, b._mask
        if not (_plain(e) and _plain(n)) or cnp.PyArray_TYPE(e) != cnp.PyArray_TYPE(d) or not _same_shape(d, e):
            return None
        if inplace and ((e is not d and np.may_share_memory(e, d)) or (n is not m and np.may_share_memory(n, m))
                        or np.may_share_memory(e, m) or np.may_share_memory(n, d)):
            return None         # a partial overlap: the numpy path reads the operands first
        variant = "aa"
    else:
        return None
    entry = fused.get((method, dtype_name(d.dtype), variant + "_" if inplace else variant))
    if entry is None:
        return None
    kernel, index, is_bool = entry
    try:
        if inplace:
            _core.check_writeable(a, method + "_")
            if e is None:
                kernel(index, d, m, b)
            else:
                kernel(index, d, m, e, n)
            return a
        stream = False
        if cnp.PyArray_NBYTES(d) >= _CACHED_MIN:
            # (an array and a scalar stream, two arrays where STREAM_PAIRS says so; asked before the
            # cache hands out its buffer: mt_elementwise.pyx.j2)
            stream = (e is None or STREAM_PAIRS) and _buffers.streams(
                cnp.PyArray_SIZE(d) * (1 if is_bool else cnp.PyArray_ITEMSIZE(d)), cnp.PyArray_NBYTES(d))
            out = _buffers.empty((<object>d).shape, np.bool_ if is_bool else d.dtype)
            om = _buffers.empty((<object>d).shape, np.bool_)
        else:
            out = cnp.PyArray_EMPTY(cnp.PyArray_NDIM(d), cnp.PyArray_DIMS(d),
                                    cnp.NPY_BOOL if is_bool else cnp.PyArray_TYPE(d), 0)
            om = cnp.PyArray_EMPTY(cnp.PyArray_NDIM(d), cnp.PyArray_DIMS(d), cnp.NPY_BOOL, 0)
        if e is None:
            kernel(index, d, m, b, out, om, stream)
        else:
            kernel(index, d, m, e, n, out, om, stream)
    except OverflowError:       # an int scalar beyond the dtype: the numpy path decides
        return None
    return _core._new(out, om, a._layout)


cdef extern from *:
    """
    #include <stdint.h>
    #include <stddef.h>
    /* out's elements (of `size` bytes, contiguous and aligned) set to all-zero
     * bits where m is 0: each element ANDed with its mask byte widened to all
     * ones or none -- no branch per element (a random mask mispredicts half of
     * them), and the loops vectorise. */
    static void tp_front_zero_masked(char* out, const unsigned char* m, ptrdiff_t n, int size) {
        ptrdiff_t i;
        if (size == 8 || size == 16) {
            uint64_t* o = (uint64_t*)out;
            if (size == 8)
                for (i = 0; i < n; i++) o[i] &= (uint64_t)0 - (uint64_t)(m[i] != 0);
            else
                for (i = 0; i < n; i++) {
                    const uint64_t k = (uint64_t)0 - (uint64_t)(m[i] != 0);
                    o[2 * i] &= k;
                    o[2 * i + 1] &= k;
                }
        } else if (size == 4) {
            uint32_t* o = (uint32_t*)out;
            for (i = 0; i < n; i++) o[i] &= (uint32_t)0 - (uint32_t)(m[i] != 0);
        } else if (size == 2) {
            uint16_t* o = (uint16_t*)out;
            for (i = 0; i < n; i++) o[i] &= (uint16_t)(0u - (unsigned)(m[i] != 0));
        } else {
            for (i = 0; i < n; i++) out[i] &= (char)(0u - (unsigned)(m[i] != 0));
        }
    }
    """
    void tp_front_zero_masked(char* out, const unsigned char* m, Py_ssize_t n, int size) nogil


def zero_masked(out, mask):
    """out (a fresh array) with its elements where `mask` is False set to 0,
    in place, by one compiled pass, when out is a plain (native, aligned,
    C-contiguous) numeric array of 1, 2, 4, 8 or 16-byte elements and mask a
    C-contiguous bool array of its shape; returns whether it did (else the
    caller's numpy path: out[~mask] = 0, which takes ~10x as long on a
    random mask).  All-zero bits are 0 in every numeric dtype (+0.0, 0j)."""
    cdef cnp.ndarray o, m
    cdef int size
    if not (_plain(out) and type(mask) is cnp.ndarray):
        return False
    o, m = out, mask
    size = <int>cnp.PyArray_ITEMSIZE(o)
    if (o.dtype.kind not in "biufc" or size not in (1, 2, 4, 8, 16) or cnp.PyArray_TYPE(m) != cnp.NPY_BOOL
            or not cnp.PyArray_IS_C_CONTIGUOUS(m) or not _same_shape(o, m) or not cnp.PyArray_ISWRITEABLE(o)):
        return False
    with nogil:
        tp_front_zero_masked(<char*>cnp.PyArray_DATA(o), <const unsigned char*>cnp.PyArray_DATA(m),
                             cnp.PyArray_SIZE(o), size)
    return True
