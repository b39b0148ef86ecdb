"""MaskedTensor's hand-written core: storage, constructors, repr, indexing,
numpy protocols and the family helpers every generated method calls.

The class users see, `MaskedTensor`, is generated (generated/masked_tensor.py)
from the `masked_tensor` families of ops.yaml: each method is one call of a
family helper here (`unary`, `binary`, `compare`, `reduction`, ...) with the
numpy function or adapter the table names.  This module defines what a
family *means*; ops.yaml says which method belongs to which family.

Storage: `_data` (an ndarray) and `_mask` (a bool ndarray of data's shape,
True = valid).  Masked-out entries of `_data` hold arbitrary values and are
never read semantically; results put 0 there.  `_layout` is "strided" here;
the sparse layouts ("sparse_coo", "sparse_csr") are a subclass that stores the
valid elements only (tensorplay/masked/_sparse/): each family helper sends a
sparse operand there first (`_sparse.ANY`: one global read until the first
sparse tensor exists).
"""
from __future__ import annotations

import numbers

import numpy as np

from tensorplay.masked._autograd import mode as _grad
from tensorplay.masked._csrc import _buffers
from tensorplay.masked._runtime.args import as_bool_mask, as_int, broadcast_shapes, cast_value, dtype_name, native
from tensorplay.masked._sparse import state as _sparse
from tensorplay.masked._sparse import storage as _storage

ACCEPTED_KINDS = "biufc"
CLASS = None          # the generated MaskedTensor (register)


def register(cls, *, fused: dict, array_functions: dict, fused_binary, zero_masked) -> None:
    """What the generated class (generated/masked_tensor.py) brings, registered
    once when it is imported: the class itself (results are made of it), the
    families' fused kernels (FUSED), the numpy functions routed to its methods
    (ARRAY_FUNCTIONS), the compiled checks of the fused binary calls
    (front.fused_binary) and the compiled zeroing of the numpy path's results
    (front.zero_masked) -- front imports this module: registering them here
    keeps the import graph acyclic."""
    global CLASS, _FUSED_BINARY, _ZERO_MASKED
    CLASS, _FUSED_BINARY, _ZERO_MASKED = cls, fused_binary, zero_masked
    FUSED.update(fused)
    ARRAY_FUNCTIONS.update(array_functions)


def _new(data, mask, layout: str = "strided"):
    """A MaskedTensor of the generated class, from arrays already checked."""
    obj = object.__new__(CLASS)
    obj._data, obj._mask, obj._layout, obj._ag = data, mask, layout, None
    return obj


def _new_sparse(st, values=None):
    """A sparse MaskedTensor of a storage.Storage.  `values`: the strided 1-D
    MaskedTensor of its values (data st.values, all valid) when a recorded op
    made them: the sparse tensor's place in the gradient graph is theirs."""
    obj = object.__new__(_sparse.CLASS)
    if values is None:
        values = _new(st.values, np.ones(st.values.shape, bool))
    elif values._data is not st.values:
        raise AssertionError("internal: a sparse tensor's values view must hold its storage's values")
    obj._layout, obj._sp, obj._vt = st.layout, st, values
    _sparse.ANY = True
    return obj


def _external_sparse(data, mask, who: str, requires_grad: bool = False):
    """A scipy.sparse or pydata sparse `data` -> a sparse MaskedTensor (else None)."""
    if type(data) is np.ndarray or not (_storage.is_scipy(data) or _storage.is_pydata(data)):
        return None
    made = _new_sparse(_storage.from_external(data, mask, who))
    if requires_grad:
        _grad.RECORDER.requires_grad_(made, requires_grad, who)
    return made


def _as_mask(mask, shape: tuple, who: str) -> np.ndarray:
    """bool (or integer, nonzero = valid) mask broadcastable to `shape` -> bool array of `shape`."""
    m = as_bool_mask(who, mask)
    if m.ndim > len(shape):
        raise ValueError(f"{who}: mask has {m.ndim} dims but data has {len(shape)}; a mask broadcasts "
                         f"to data, never the reverse")
    if m.shape != tuple(shape):
        try:
            m = np.broadcast_to(m, shape).copy()
        except ValueError:
            raise ValueError(f"{who}: mask of shape {m.shape} does not broadcast to data's shape "
                             f"{tuple(shape)}") from None
    return m


def _as_data(data, who: str, copy: bool) -> np.ndarray:
    if isinstance(data, MaskedTensorCore):
        raise TypeError(f"{who}: data is already a MaskedTensor; use its get_data() or pass it to "
                        f"as_masked_tensor with its mask")
    try:
        d = np.array(data, copy=True) if copy else np.asarray(data)
    except Exception as exc:
        raise TypeError(f"{who}: data must be array-like; got {type(data).__name__} ({exc})") from None
    if d.dtype.kind not in ACCEPTED_KINDS:
        raise TypeError(f"{who}: data has dtype {d.dtype}; expected bool, integer, float or complex")
    return d


def _data_and_mask(data, mask, who: str, copy: bool) -> tuple:
    """The constructors' (data, mask).  A numpy.ma.MaskedArray's own mask
    (True = invalid) is honoured: its valid elements are ANDed with `mask`."""
    d = _as_data(data, who, copy)
    m = _as_mask(mask, d.shape, who)
    if isinstance(data, np.ma.MaskedArray):
        m = m & ~np.ma.getmaskarray(data)
    return d, m


class MaskedTensorCore:
    """Storage and protocols of MaskedTensor (see the generated subclass)."""

    __slots__ = ("_data", "_mask", "_layout", "_ag")     # _ag: autograd state (None: none)
    __array_priority__ = 1000           # numpy defers binary operators to us

    def __new__(cls, data, mask, requires_grad: bool = False):
        # scipy.sparse / pydata sparse data make the sparse subclass (whose __init__ does nothing)
        made = _external_sparse(data, mask, "MaskedTensor", requires_grad)
        return object.__new__(cls) if made is None else made

    def __init__(self, data, mask, requires_grad: bool = False):
        self._data, self._mask = _data_and_mask(data, mask, "MaskedTensor", copy=False)
        self._layout, self._ag = "strided", None
        if requires_grad:
            _grad.RECORDER.requires_grad_(self, requires_grad, "MaskedTensor")

    # -- accessors ---------------------------------------------------------------
    def get_data(self) -> np.ndarray:
        """The data array (masked-out entries hold arbitrary values)."""
        return self._data

    def get_mask(self) -> np.ndarray:
        """The bool mask, of data's shape (True = valid)."""
        return self._mask

    def to_tensor(self, value) -> np.ndarray:
        """A new ndarray: data at valid positions, `value` at masked-out ones."""
        d = self._data
        entry = FUSED.get(("to_tensor", dtype_name(d.dtype), "fill"))
        if entry is not None and _fusable(self) and _scalar_of(value, d.dtype):
            out = np.empty(d.shape, d.dtype)
            entry[0](entry[1], d, self._mask, value, out)       # one branch-free pass
            return out
        out = np.array(d, copy=True)
        try:
            np.copyto(out, value, where=~self._mask, casting="same_kind")
        except (TypeError, ValueError) as exc:
            raise TypeError(f"to_tensor: value {value!r} cannot fill a {self.dtype} tensor ({exc})") from None
        return out

    @property
    def shape(self) -> tuple:
        return self._data.shape

    @property
    def dtype(self) -> np.dtype:
        return self._data.dtype

    @property
    def ndim(self) -> int:
        return self._data.ndim

    @property
    def layout(self) -> str:
        return self._layout

    @property
    def is_sparse(self) -> bool:
        return self._layout != "strided"

    @property
    def nnz(self) -> int:
        """The number of valid elements (the stored ones, for a sparse layout)."""
        return int(np.count_nonzero(self._mask))

    # -- gradients (tensorplay/masked/_autograd/) ------------------------------------------
    @property
    def requires_grad(self) -> bool:
        return self._ag is not None and self._ag.requires_grad

    def requires_grad_(self, requires_grad: bool = True):
        """Set (or clear, on a leaf) requires_grad in place; returns self."""
        return _grad.RECORDER.requires_grad_(self, requires_grad, "requires_grad_")

    @property
    def is_leaf(self) -> bool:
        """True unless a recorded op made this tensor (then grad_fn is its Node)."""
        return self._ag is None or self._ag.grad_fn is None

    @property
    def grad_fn(self):
        """The Node of the op that made this tensor (its name() says which), or None."""
        return None if self._ag is None else self._ag.grad_fn

    @property
    def grad(self):
        """The accumulated gradient: a MaskedTensor with this tensor's mask (0 at
        masked-out positions), or None."""
        return None if self._ag is None else self._ag.grad

    @grad.setter
    def grad(self, value):
        _grad.RECORDER.set_grad(self, value)

    def retain_grad(self) -> None:
        """Keep the gradient of this non-leaf tensor in .grad at the next backward."""
        _grad.RECORDER.retain_grad(self)

    def backward(self, gradient=None, retain_graph: bool = False) -> None:
        """Accumulate d self / d leaf into every leaf's .grad.  gradient: a
        MaskedTensor (its mask ANDed with self's) or an array of self's shape
        (read at valid positions); None for a 0-d self."""
        _grad.RECORDER.backward(self, gradient, retain_graph)

    @property
    def T(self):
        return _new(self._data.T, self._mask.T, self._layout)

    def dim(self) -> int:
        return self._data.ndim

    def size(self, dim=None):
        """The shape (a tuple), or the size of one dim (negative counts from the end)."""
        if dim is None:
            return self._data.shape
        return self._data.shape[_axis(dim, self.ndim, "size")]

    def numel(self) -> int:
        return int(self._data.size)

    def __len__(self) -> int:
        if self.ndim == 0:
            raise TypeError("len() of a 0-d MaskedTensor")
        return self._data.shape[0]

    def __getitem__(self, key):
        if _grad.ANY and _grad.wants(self):
            return _grad.RECORDER.getitem(self, key)
        key = _unwrap_key(key)
        return _new(np.asarray(self._data[key]), np.asarray(self._mask[key]))

    def __setitem__(self, key, value):
        """Write value (a scalar, array or MaskedTensor) at key: data and mask
        together.  The value is cast like the selectors cast (same_kind,
        integers must fit); everything is checked before anything is written."""
        who = "MaskedTensor.__setitem__"
        if _grad.ANY and _grad.wants(self, value):
            return _grad.RECORDER.setitem(self, key, value)
        key = _unwrap_key(key)
        if isinstance(value, MaskedTensorCore):
            vd, vm = value._data, value._mask
        elif isinstance(value, np.ma.MaskedArray):
            vd, vm = np.ma.getdata(value), ~np.ma.getmaskarray(value)
        else:
            vd, vm = value, True
        check_writeable(self, who)
        try:
            shape = self._data[key].shape
        except IndexError as exc:
            raise IndexError(f"{who}: {exc}") from None
        v = cast_value(who, "value", vd, self.dtype)
        m = np.array(vm, dtype=bool)     # a copy: vm may be this tensor's own mask
        try:
            v, m = np.broadcast_to(v, shape), np.broadcast_to(m, shape)
        except ValueError:
            raise ValueError(f"{who}: value of shape {np.shape(vd)} does not broadcast to the "
                             f"indexed shape {shape}") from None
        self._data[key] = v
        self._mask[key] = m

    def __iter__(self):
        if self.ndim == 0:
            raise TypeError("iteration over a 0-d MaskedTensor")
        for i in range(self.shape[0]):
            yield self[i]

    def __bool__(self):
        if self._data.size != 1:
            raise ValueError("the truth value of a MaskedTensor with more than one element is ambiguous")
        if not self._mask.reshape(-1)[0]:
            raise ValueError("the truth value of a masked-out element is undefined")
        return bool(self._data.reshape(-1)[0])

    __hash__ = None

    # -- numpy protocols ------------------------------------------------------------
    def __array__(self, dtype=None, copy=None):
        raise TypeError("a MaskedTensor does not convert to an ndarray implicitly (its masked-out "
                        "values would leak); call .to_tensor(fill) for an ndarray with `fill` at "
                        "masked-out positions, or .get_data() / .get_mask()")

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        if method != "__call__" or kwargs.get("out") is not None or ufunc.nout != 1:
            return NotImplemented
        kwargs.pop("out", None)
        if "where" in kwargs:
            return NotImplemented
        if ufunc.nin == 1:
            return unary(inputs[0], ufunc, ufunc.__name__, (), kwargs)
        if ufunc.nin == 2:
            return binary(inputs[0], inputs[1], ufunc, ufunc.__name__, (), kwargs)
        return NotImplemented

    def __array_function__(self, func, types, args, kwargs):
        entry = ARRAY_FUNCTIONS.get(func)
        if entry is None:
            return NotImplemented
        target, defaults, flatten_none = entry
        if kwargs.pop("out", None) is not None:
            return NotImplemented
        kwargs = {NUMPY_KEYWORDS.get(k, k): v for k, v in kwargs.items()}
        if flatten_none and (args[1] if len(args) > 1 else kwargs.get("dim")) is None:
            # numpy's axis=None (a scan's default): along the flattened tensor
            kwargs.pop("dim", None)
            args = (args[0].view(-1), 0) + tuple(args[2:])
        return target(*args, **{**defaults, **kwargs})

    # -- repr ------------------------------------------------------------------------
    def __repr__(self) -> str:
        return format_masked(self._data, self._mask, self._layout)

    __str__ = __repr__


_grad.TENSOR = MaskedTensorCore          # (the class whose instances the gradient hooks look into)


def _axis(dim, ndim: int, who: str) -> int:
    d = as_int(dim, f"{who}: dim must be an int; got {type(dim).__name__} {dim!r}")
    bound = max(ndim, 1)
    if not -bound <= d < bound:
        raise IndexError(f"{who}: dim {d} is out of range for a {ndim}-d MaskedTensor "
                         f"(expected -{bound}..{bound - 1})")
    return d % bound


def _unwrap_key(key):
    """Index keys may hold MaskedTensors of bools/ints: only their data counts, and
    only if fully valid."""
    if isinstance(key, tuple):
        return tuple(_unwrap_key(k) for k in key)
    if isinstance(key, MaskedTensorCore):
        if not key._mask.all():
            raise IndexError("a MaskedTensor used as an index must be fully valid")
        return key._data
    return key


# -- repr -------------------------------------------------------------------------------

def _edge_index(shape: tuple, edge: int):
    """Index arrays (np.ix_) of the elements numpy prints when it summarises."""
    return np.ix_(*[np.arange(n) if n <= 2 * edge else np.r_[0:edge, n - edge:n] for n in shape])


def format_masked(data: np.ndarray, mask: np.ndarray, layout: str = "strided") -> str:
    """numpy's repr of data with `--` at masked-out positions, aligned; large
    arrays elided the way numpy does (printoptions threshold/edgeitems)."""
    opts = np.get_printoptions()
    summarise = data.size > opts["threshold"]
    shown = _edge_index(data.shape, opts["edgeitems"]) if summarise and data.ndim else ...
    sub_d, sub_m = data[shown], mask[shown]
    # Format the valid shown values together (so they share numpy's precision
    # and width), then pad '--' to the same width.
    tokens = np.array2string(sub_d[sub_m], separator="\x00", threshold=sub_d.size + 1,
                             max_line_width=10 ** 9).strip("[]").split("\x00") if sub_m.any() else []
    tokens = [t.replace("\n", "") for t in tokens]
    width = max([len(t) for t in tokens] + [2])
    cells = np.full(sub_d.shape, "--".rjust(width), dtype=object)
    cells[sub_m] = [t.rjust(width) for t in tokens]
    if summarise and data.ndim:
        full = np.empty(data.shape, dtype=object)
        full[shown] = cells
        cells = full
    prefix = "MaskedTensor("
    body = np.array2string(cells, separator=", ", prefix=prefix, formatter={"all": str},
                           threshold=opts["threshold"], edgeitems=opts["edgeitems"])
    extras = []                       # what numpy's repr adds
    if data.size == 0 and data.ndim != 1:
        extras.append(f"shape={data.shape}")
    if data.dtype.name not in ("float64", "int64", "bool", "complex128") or data.size == 0:
        extras.append(f"dtype={data.dtype.name}")
    if layout != "strided":
        extras.append(f"layout={layout}")
    return prefix + body + "".join(", " + e for e in extras) + ")"


# -- constructors (the API page's functions) ---------------------------------------------

def masked_tensor(data, mask, requires_grad: bool = False):
    """A new MaskedTensor owning copies of data and mask.

    mask is bool (or integer, nonzero = valid) and broadcastable to data; it is
    stored with data's shape.  requires_grad=True makes it a leaf that
    gradients accumulate into (float data only).
    """
    made = _external_sparse(data, mask, "masked_tensor", requires_grad)
    if made is not None:
        return made
    d, m = _data_and_mask(data, mask, "masked_tensor", copy=True)
    out = _new(d, m.copy() if np.may_share_memory(m, mask) else m)
    if requires_grad:
        _grad.RECORDER.requires_grad_(out, requires_grad, "masked_tensor")
    return out


def as_masked_tensor(data, mask):
    """A MaskedTensor sharing data (and mask, when it is already bool of data's
    shape) without copying (scipy.sparse / pydata sparse data: its stored
    elements, copied into the sparse layout's storage)."""
    made = _external_sparse(data, mask, "as_masked_tensor")
    return made if made is not None else _new(*_data_and_mask(data, mask, "as_masked_tensor", copy=False))


def is_masked_tensor(obj, /) -> bool:
    """True if obj is a MaskedTensor."""
    return isinstance(obj, MaskedTensorCore)


# -- operands -------------------------------------------------------------------------------

def operand(value, who: str):
    """(data, mask or None) of a MaskedTensor, array or scalar operand."""
    if isinstance(value, MaskedTensorCore):
        return value._data, value._mask
    if isinstance(value, np.ma.MaskedArray):        # its mask marks invalid elements
        if value.dtype.kind not in ACCEPTED_KINDS:
            raise TypeError(f"{who}: operand has dtype {value.dtype}; expected bool, integer, float or complex")
        return np.ma.getdata(value), ~np.ma.getmaskarray(value)
    if isinstance(value, (numbers.Number, np.generic)):
        return np.asarray(value), None
    try:
        arr = np.asarray(value)
    except Exception as exc:
        raise TypeError(f"{who}: operand must be a MaskedTensor, array or number; got "
                        f"{type(value).__name__} ({exc})") from None
    if arr.dtype.kind not in ACCEPTED_KINDS:
        raise TypeError(f"{who}: operand has dtype {arr.dtype}; expected bool, integer, float or complex")
    return arr, None


def _zero_masked(out: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """out (a fresh array) with 0 where mask is False."""
    if out.ndim == 0:
        return out if mask else np.zeros((), out.dtype)
    if not _ZERO_MASKED(out, mask):
        out[~mask] = 0
    return out


_ZERO_MASKED = None         # front.zero_masked (register)


def _fresh(out: np.ndarray, *operands) -> np.ndarray:
    """out, a function's result, as an array that no operand shares: out itself
    when numpy made it (a ufunc's new array), else a copy (a function may
    return its input or a view of it, or an `out=` array it was given)."""
    if out.base is None and out.flags.writeable and not any(
            isinstance(v, np.ndarray) and np.may_share_memory(out, v) for v in operands):
        return out
    return np.array(out, copy=True)


def _call(fn, args, who):
    with np.errstate(all="ignore"):
        try:
            return np.asarray(fn(*args[0], *args[1], **args[2]))
        except TypeError as exc:
            text = str(exc)
            raise TypeError(text if text.startswith(who.rstrip("_") + ":") else f"{who}: {text}") from None
        except OverflowError as exc:    # a Python int beyond the dtype (NEP 50: it takes the tensor's dtype)
            raise ValueError(f"{who}: {exc}; a Python number operand takes the MaskedTensor's dtype "
                             f"(numpy's NEP 50 rule), so it must be representable in it") from None


def check_writeable(mt, who: str) -> None:
    """Before an in-place write: data and mask must both be writeable, so a
    call never writes one and then fails on the other.  With gradients: a
    leaf that requires grad is not written in grad mode, and the write bumps
    the version of what it writes (a backward that saved it then fails)."""
    if _grad.ANY:
        _grad.RECORDER.check_leaf(mt, who)
    for arr, what in ((mt._data, "data"), (mt._mask, "mask")):
        if not arr.flags.writeable:
            raise ValueError(f"{who}: the {what} of this MaskedTensor is read-only (it shares a read-only "
                             f"array); an in-place op needs both data and mask writeable")
    if _grad.ANY:
        _grad.bump(mt._data)
        _grad.bump(mt._mask)


def unshared(value, mt):
    """`value`, copied if it is an ndarray sharing memory with mt's data or mask
    (an in-place write must read its arguments as they were)."""
    if isinstance(value, np.ndarray) and (np.may_share_memory(value, mt._data)
                                          or np.may_share_memory(value, mt._mask)):
        return value.copy()
    return value


def _write_back(mt, result: np.ndarray, mask: np.ndarray, who: str):
    """In-place forms: result -> self's data (same_kind casting), mask -> self's mask."""
    if result.shape != mt.shape:
        raise ValueError(f"{who}: the result has shape {result.shape}, which does not fit in place "
                         f"into shape {mt.shape}")
    if not np.can_cast(result.dtype, mt.dtype, "same_kind"):
        raise TypeError(f"{who}: the result has dtype {result.dtype}, which cannot be written in "
                        f"place into a {mt.dtype} MaskedTensor (same_kind casting)")
    check_writeable(mt, who)
    np.copyto(mt._data, result, casting="same_kind")
    mt._mask[...] = mask
    return mt


# -- families ------------------------------------------------------------------------------

# -- fused kernels ----------------------------------------------------------------------------
# (method, dtype, variant) -> (entry, index, result is bool): the families'
# fused kernels (ops.yaml masked_tensor.families.F.kernels, generated/_k_mt.pyx),
# registered by the generated class; entry(index, *operands) runs one.  A call they cover (C-contiguous native
# operands of one shape or a Python scalar, no extra arguments; unary methods:
# any layout, copied) runs one pass that computes at valid positions only and
# writes the mask; any other call takes the numpy path below, with the same
# bits (exact IEEE arithmetic, adapters.fmax/fmin's order of zeros).
FUSED: dict = {}


def _plain(a: np.ndarray) -> bool:
    return a.flags.c_contiguous and a.flags.aligned and a.dtype.isnative


def _fusable(mt) -> bool:
    return isinstance(mt, MaskedTensorCore) and _plain(mt._data) and mt._mask.flags.c_contiguous


def _fused_unary(mt, who: str, args, kwargs, variant: str):
    """A unary method's fused kernel, for every layout: data or a mask that is
    not plain (a view, transposed, byte-swapped) is first copied into one that
    is, so that the same values give the same bits whatever their layout (the
    kernels' exp/log differ from numpy's SIMD ones in the last bit)."""
    if args or kwargs or not isinstance(mt, MaskedTensorCore):
        return None
    dt = mt._data.dtype
    entry = FUSED.get((who.rstrip("_"), dtype_name(dt if dt.isnative else dt.newbyteorder("=")), variant))
    if entry is None:
        return None
    d, m = mt._data, mt._mask
    if not _fusable(mt):
        d, m = np.ascontiguousarray(native(d)), np.ascontiguousarray(m)
    if variant == "u_":
        check_writeable(mt, who)
        entry[0](entry[1], d, m)
        if d is not mt._data:
            mt._data[...] = d
        return mt
    new = _buffers.empty if d.nbytes >= _buffers.MIN_BYTES else np.empty      # (large results: the cache's)
    out, om = new(d.shape, d.dtype), new(d.shape, bool)
    entry[0](entry[1], d, m, out, om)
    return _new(out, om, mt._layout)


def _scalar_of(value, dtype: np.dtype) -> bool:
    """A Python int/float (bool excluded), or a numpy scalar of `dtype`: numpy
    keeps `dtype` for these (NEP 50), as the fused kernel does."""
    return type(value) in (int, float) or (isinstance(value, np.generic) and value.dtype == dtype)


def _fused_binary(a, b, who: str, args, kwargs, reflected: bool, inplace: bool):
    """A fused kernel for `a <who> b` (the checks run in C: _runtime/front.pyx), or None."""
    if args or kwargs or reflected:
        return None
    return _FUSED_BINARY(a, b, who.rstrip("_"), inplace, FUSED)


_FUSED_BINARY = None        # front.fused_binary (register)


def unary(mt, fn, who: str, args=(), kwargs=None):
    """Elementwise fn of the valid elements; the mask is unchanged; masked-out
    results are 0."""
    if _sparse.ANY and _sparse.wants(mt):
        return _sparse.RUNTIME.unary(mt, fn, who, args, kwargs)
    if _grad.ANY and _grad.wants(mt):
        return _grad.RECORDER.unary(mt, fn, who, args, kwargs)
    fused = _fused_unary(mt, who, args, kwargs, "u")
    if fused is not None:
        return fused
    data, mask = operand(mt, who)
    mask = np.ones(data.shape, bool) if mask is None else mask
    out = _call(fn, ((data,), args, kwargs or {}), who)
    layout = mt.layout if isinstance(mt, MaskedTensorCore) and out.shape == data.shape else "strided"
    return _new(_zero_masked(_fresh(out, data, *args, *(kwargs or {}).values()), mask), mask.copy(), layout)


def unary_(mt, fn, who: str, args=(), kwargs=None):
    """In place: self's data at valid positions becomes fn(data)."""
    if _sparse.ANY and _sparse.wants(mt):
        return _sparse.RUNTIME.unary_(mt, fn, who, args, kwargs)
    if _grad.ANY and _grad.wants(mt):
        return _grad.RECORDER.inplace(mt, (), lambda s: unary(s, fn, who.rstrip("_"), args, kwargs), who)
    fused = _fused_unary(mt, who, args, kwargs, "u_")
    if fused is not None:
        return fused
    out = _call(fn, ((mt._data,), args, kwargs or {}), who)
    return _write_back(mt, np.where(mt._mask, out, mt._data) if out.shape == mt.shape else out,
                       mt._mask, who)


def _pair(a, b, who: str, reflected: bool):
    (ad, am), (bd, bm) = operand(a, who), operand(b, who)
    # A Python number stays one, so numpy promotes it weakly (NEP 50, as torch
    # does): float32 MaskedTensor + 2.0 is float32, not float64.
    ad, bd = (v if type(v) in (int, float, complex) else d for v, d in ((a, ad), (b, bd)))
    if reflected:
        (ad, am), (bd, bm) = (bd, bm), (ad, am)
    shape = broadcast_shapes(who, np.shape(ad), np.shape(bd))
    masks = [np.broadcast_to(m, shape) for m in (am, bm) if m is not None]
    mask = np.logical_and(*masks) if len(masks) == 2 else (masks[0].copy() if masks else np.ones(shape, bool))
    return ad, bd, mask


def binary(a, b, fn, who: str, args=(), kwargs=None, reflected: bool = False):
    """fn(a, b) at positions valid in both (masks ANDed; a plain array or
    number is fully valid); masked-out results are 0."""
    if _sparse.ANY and _sparse.wants(a, b):
        return _sparse.RUNTIME.binary(a, b, fn, who, args, kwargs, reflected)
    if _grad.ANY and _grad.wants(a, b):
        return _grad.RECORDER.binary(a, b, fn, who, args, kwargs, reflected)
    fused = _fused_binary(a, b, who, args, kwargs, reflected, inplace=False)
    if fused is not None:
        return fused
    ad, bd, mask = _pair(a, b, who, reflected)
    out = _call(fn, ((ad, bd), args, kwargs or {}), who)
    out = (_fresh(out, ad, bd, *args, *(kwargs or {}).values()) if out.shape == mask.shape
           else np.array(np.broadcast_to(out, mask.shape), copy=True))
    first = b if reflected else a
    layout = first.layout if isinstance(first, MaskedTensorCore) and first.shape == mask.shape else "strided"
    return _new(_zero_masked(out, mask), mask, layout)


def binary_(mt, other, fn, who: str, args=(), kwargs=None):
    """In place: self = fn(self, other) with self's mask ANDed with other's."""
    if _sparse.ANY and _sparse.wants(mt, other):
        return _sparse.RUNTIME.binary_(mt, other, fn, who, args, kwargs)
    if _grad.ANY and _grad.wants(mt, other):
        return _grad.RECORDER.inplace(mt, (other,), lambda s: binary(s, unshared(other, mt), fn, who.rstrip("_"),
                                                                      args, kwargs), who)
    fused = _fused_binary(mt, other, who, args, kwargs, False, inplace=True)
    if fused is not None:
        return fused
    ad, bd, mask = _pair(mt, other, who, False)
    out = _call(fn, ((ad, bd), args, kwargs or {}), who)
    if mask.shape != mt.shape:
        raise ValueError(f"{who}: operands broadcast to {mask.shape}, which does not fit in place into "
                         f"shape {mt.shape}")
    return _write_back(mt, np.where(mask, out, mt._data), mask, who)


def method(mt, fn, who: str, args=(), kwargs=None):
    """fn(self, ...): a tensorplay.masked function (reductions; it returns a
    MaskedTensor for a MaskedTensor) or an adapter that answers about self.
    A sparse self goes to fn itself: the ops and adapters compute a sparse
    tensor from recorded strided ops on its values (tensorplay/masked/_sparse/)."""
    if _sparse.ANY and _sparse.wants(mt):
        return fn(mt, *args, **(kwargs or {}))
    if _grad.ANY and fn not in _grad.SELF_RECORDING and _grad.wants(mt):
        return _grad.RECORDER.method(mt, fn, who, args, kwargs)
    return fn(mt, *args, **(kwargs or {}))


def structural(mt, fn, who: str, args=(), kwargs=None):
    """The same array function applied to data and mask: a MaskedTensor (or a
    tuple of them, for split)."""
    if _sparse.ANY and _sparse.wants(mt):
        return _sparse.RUNTIME.structural(mt, fn, who, args, kwargs)
    if _grad.ANY and _grad.wants(mt):
        return _grad.RECORDER.structural(mt, fn, who, args, kwargs)
    d = fn(mt._data, *args, **(kwargs or {}))
    m = fn(mt._mask, *args, **(kwargs or {}))
    if isinstance(d, (list, tuple)):
        return tuple(_new(np.asarray(x), np.asarray(y)) for x, y in zip(d, m))
    return _new(np.asarray(d), np.asarray(m), mt._layout if np.shape(d) == mt.shape else "strided")


def combine(tensors, fn, who: str, args=(), kwargs=None):
    """A function of a sequence of MaskedTensors (cat, stack): data and masks alike;
    plain arrays count as fully valid."""
    if _sparse.ANY and isinstance(tensors, (list, tuple)) and _sparse.wants(*tensors):
        return _sparse.RUNTIME.combine(tensors, fn, who, args, kwargs)
    if _grad.ANY and isinstance(tensors, (list, tuple)) and _grad.wants(*tensors):
        return _grad.RECORDER.combine(tensors, fn, who, args, kwargs)
    if isinstance(tensors, MaskedTensorCore) or not isinstance(tensors, (list, tuple)):
        raise TypeError(f"{who}: expected a list or tuple of MaskedTensors; got {type(tensors).__name__}")
    pairs = [operand(t, who) for t in tensors]
    datas = [d for d, _ in pairs]
    masks = [np.ones(d.shape, bool) if m is None else m for d, m in pairs]
    try:
        return _new(np.asarray(fn(datas, *args, **(kwargs or {}))), np.asarray(fn(masks, *args, **(kwargs or {}))))
    except ValueError as exc:
        raise ValueError(f"{who}: {exc}") from None


# numpy functions routed by __array_function__: function -> (the method or array
# function, numpy's defaults, whether axis=None flattens); filled by the generated
# class from ops.yaml.
ARRAY_FUNCTIONS: dict = {}
# numpy's keyword names -> the methods' (torch's).
NUMPY_KEYWORDS = {"axis": "dim", "keepdims": "keepdim", "ddof": "correction", "a_min": "min", "a_max": "max"}
