"""Adapters with torch's semantics on numpy data, named by MaskedTensor's
method table in ops.yaml (`fn.NAME`).  The family helpers of _mt_core apply
them to data and masks; the ones taking a MaskedTensor (`mt`) compute both
themselves (all/any, layouts, the torch-only helpers).

Decisions where torch's behaviour has no numpy counterpart are written in
each docstring.
"""
from __future__ import annotations

import operator

import numpy as np

from tensorplay.masked._masked_tensor import core
from tensorplay.masked._runtime.args import as_int
from tensorplay.masked._sparse import state as _sparse
from tensorplay.masked._sparse import storage as _st


# -- elementwise -------------------------------------------------------------------

def frac(x):
    """x - trunc(x) (keeps the sign, like torch)."""
    return x - np.trunc(x)


def rsqrt(x):
    return 1.0 / np.sqrt(x)


def reciprocal(x):
    """1 / x in floating point (integers give floats, like torch)."""
    return np.true_divide(1.0, x)


def sgn(x):
    """sign for reals; x / |x| (0 at 0) for complex."""
    if np.iscomplexobj(x):
        a = np.abs(x)
        return np.where(a == 0, 0, x / np.where(a == 0, 1, a))
    return np.sign(x)


def clamp(x, min=None, max=None):  # noqa: A002
    if min is None and max is None:
        raise TypeError("clamp: at least one of min and max must be given")
    return np.clip(x, min, max)


def round_(x, decimals=0):
    return np.round(x, decimals)


def nan_to_num(x, nan=0.0, posinf=None, neginf=None):
    return np.nan_to_num(x, copy=True, nan=nan, posinf=posinf, neginf=neginf)


def logit(x, eps=None):
    """log(p / (1 - p)); with eps, p is first clamped to [eps, 1 - eps] (torch)."""
    from tensorplay.masked import special
    p = np.asarray(x, dtype=np.result_type(x, np.float16) if np.asarray(x).dtype.kind == "f" else np.float64)
    if eps is not None:
        p = np.clip(p, eps, 1 - eps)
    return special.logit(p)


def _ordered_zeros(out, a, b, negative_if):
    """out with each tie of zeros (a == b == 0) signed by `negative_if` of the
    operands' signs: numpy's loops return either operand there (its array
    loops the second, its scalar loop the first)."""
    out = np.asarray(out)
    if out.dtype.kind != "f":
        return out
    tie = (np.asarray(a) == 0) & (np.asarray(b) == 0)
    if not tie.any():
        return out
    negative = negative_if(np.signbit(a), np.signbit(b))
    return np.where(tie, np.where(negative, out.dtype.type(-0.0), out.dtype.type(0.0)), out)


def fmax(a, b, *args, **kwargs):
    """np.fmax with -0 < +0 (IEEE 754-2019 maximumNumber), as the fused
    kernels' tp_fmax: the sign of a zero result never depends on the layout."""
    return _ordered_zeros(np.fmax(a, b, *args, **kwargs), a, b, np.logical_and)


def fmin(a, b, *args, **kwargs):
    """np.fmin with -0 < +0 (minimumNumber), as the fused kernels' tp_fmin."""
    return _ordered_zeros(np.fmin(a, b, *args, **kwargs), a, b, np.logical_or)


def add(a, b, alpha=1):
    """a + alpha * b (torch's add)."""
    return np.add(a, b if alpha == 1 else np.multiply(alpha, b))


def sub(a, b, alpha=1):
    return np.subtract(a, b if alpha == 1 else np.multiply(alpha, b))


def div(a, b, rounding_mode=None):
    """True division; rounding_mode 'trunc' or 'floor' rounds the quotient (torch).
    Integer operands with a rounding mode stay integers."""
    if rounding_mode is None:
        return np.true_divide(a, b)
    if rounding_mode == "floor":
        return np.floor_divide(a, b)
    if rounding_mode == "trunc":
        q = np.true_divide(a, b)
        kind = np.result_type(a, b).kind
        return np.trunc(q).astype(np.result_type(a, b)) if kind in "iu" else np.trunc(q)
    raise ValueError(f"div: rounding_mode must be None, 'trunc' or 'floor'; got {rounding_mode!r}")


def power(a, b):
    try:
        return np.power(a, b)
    except ValueError as exc:          # integers to negative powers
        raise ValueError(f"pow: {exc}") from None


# -- reductions numpy spells differently ----------------------------------------------------

def _logical(mt, dim, keepdim, identity: bool, fold):
    name = "all" if identity else "any"
    axes = None
    if dim is not None:
        axes = tuple(sorted(core._axis(d, mt.ndim, name) for d in np.atleast_1d(dim)))
        if len(set(axes)) != len(axes):
            raise ValueError(f"{name}: dim {dim!r} repeats a dim")
        axes = axes if mt.ndim else None          # (a 0-d tensor's dim 0 or -1: the whole of it)
    if mt.is_sparse:
        return _sparse.RUNTIME.logical(mt, axes, keepdim, identity)
    data, mask = mt.get_data(), mt.get_mask()
    truth = np.where(mask, data != 0, identity)
    return core._new(np.asarray(fold(truth, axis=axes, keepdims=keepdim)),
                     np.asarray(np.any(mask, axis=axes, keepdims=keepdim)))


def all_(mt, dim=None, keepdim=False):
    """True where every valid element is nonzero (masked-out ones act as True);
    output mask = any(mask) over dim."""
    return _logical(mt, dim, keepdim, True, np.all)


def any_(mt, dim=None, keepdim=False):
    """True where some valid element is nonzero (masked-out ones act as False)."""
    return _logical(mt, dim, keepdim, False, np.any)


# -- structure ----------------------------------------------------------------------------------

def t(a):
    """The transpose of a 0-, 1- or 2-d array (torch's t)."""
    if a.ndim > 2:
        raise ValueError(f"t: expects a tensor with <= 2 dims; got {a.ndim} (use transpose(dim0, dim1))")
    return a.T


def view(a, *shape):
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        shape = tuple(shape[0])
    try:
        return a.reshape(shape)
    except ValueError as exc:
        raise ValueError(f"view: {exc}") from None


def expand(a, *sizes):
    """Broadcast to sizes; -1 keeps a dim (torch)."""
    if len(sizes) == 1 and isinstance(sizes[0], (tuple, list)):
        sizes = tuple(sizes[0])
    lead = len(sizes) - a.ndim
    if lead < 0:
        raise ValueError(f"expand: {len(sizes)} sizes for a {a.ndim}-d tensor")
    shape = tuple(a.shape[i - lead] if s == -1 and i >= lead else s for i, s in enumerate(sizes))
    try:
        return np.broadcast_to(a, shape)
    except ValueError:
        raise ValueError(f"expand: shape {a.shape} cannot expand to {shape}") from None


def unsqueeze(a, dim):
    return np.expand_dims(a, core._axis(dim, a.ndim + 1, "unsqueeze"))


def transpose(a, dim0, dim1):
    return np.swapaxes(a, core._axis(dim0, a.ndim, "transpose"), core._axis(dim1, a.ndim, "transpose"))


def select(a, dim, index):
    """The slice at index along dim (the dim is dropped)."""
    d = core._axis(dim, a.ndim, "select")
    n = a.shape[d]
    i = operator.index(index)
    if not -n <= i < n:
        raise IndexError(f"select: index {i} is out of range for dim {d} of size {n}")
    return np.take(a, i, axis=d)


def slice_(a, dim=0, start=None, end=None, step=1):
    """a[start:end:step] along dim (a view)."""
    d = core._axis(dim, a.ndim, "slice")
    if step is None or step < 1:
        raise ValueError(f"slice: step must be a positive int; got {step!r}")
    return a[(slice(None),) * d + (slice(start, end, step),)]


def split(a, split_size_or_sections, dim=0):
    """torch's split: an int is the size of each chunk (the last may be
    smaller); a list gives each chunk's size (they must add up)."""
    d = core._axis(dim, a.ndim, "split")
    n = a.shape[d]
    if isinstance(split_size_or_sections, (list, tuple)):
        sizes = list(split_size_or_sections)
        if sum(sizes) != n:
            raise ValueError(f"split: sizes {sizes} add up to {sum(sizes)}, not dim {d}'s size {n}")
    else:
        size = operator.index(split_size_or_sections)
        if size <= 0:
            raise ValueError(f"split: split_size must be positive; got {size}")
        sizes = [size] * (n // size) + ([n % size] if n % size else [])
    return np.split(a, np.cumsum(sizes)[:-1], axis=d)


def unfold(a, dimension, size, step):
    """torch's unfold: windows of `size` every `step` along `dimension`, as a new last dim."""
    d = core._axis(dimension, a.ndim, "unfold")
    if size > a.shape[d] or size < 0 or step <= 0:
        raise ValueError(f"unfold: size {size} / step {step} do not fit dim {d} of size {a.shape[d]}")
    w = np.lib.stride_tricks.sliding_window_view(a, size, axis=d)
    return w[(slice(None),) * d + (slice(None, None, step),)]


def to(mt, dtype=None, device=None, copy=False):
    """to(dtype) casts the data (same_kind or not, like torch); to('cpu') or
    device='cpu' is the data as is (there is no other device)."""
    if isinstance(dtype, str) and dtype == "cpu":
        dtype, device = None, "cpu"
    if device not in (None, "cpu"):
        raise ValueError(f"to: only the 'cpu' device exists here; got {device!r}")
    if mt.is_sparse:
        return _sparse.RUNTIME.cast(mt, dtype, copy)
    data = mt.get_data() if dtype is None else mt.get_data().astype(dtype)
    mask = mt.get_mask()
    if copy:
        data, mask = np.array(data, copy=True), mask.copy()
    return core._new(data, mask, mt.layout)


def clone(a):
    return a.copy()


def contiguous(a):
    return np.ascontiguousarray(a)


def ones_like(mt):
    """Ones of the same shape and dtype, with the same mask."""
    if mt.is_sparse:
        return core._new_sparse(mt._sp.with_values(np.ones_like(mt._sp.values)))
    return core._new(np.ones_like(mt.get_data()), mt.get_mask().copy())


def cat(arrays, dim=0):
    try:
        return np.concatenate(arrays, axis=dim)
    except ValueError as exc:
        raise ValueError(f"cat: {exc}") from None


def stack(arrays, dim=0):
    return np.stack(arrays, axis=dim)


# -- the MaskedTensor itself ----------------------------------------------------------------------

def detach(mt):
    """The same data and mask, outside any graph: the result does not require grad."""
    if mt.is_sparse:
        return core._new_sparse(mt._sp)
    return core._new(mt.get_data(), mt.get_mask(), mt.layout)


def index(a, key):
    """a[key] (a structural method: applied to data and mask alike)."""
    return a[core._unwrap_key(key)]


def _copied(src, like):
    """copy_'s value out of place: src (a MaskedTensor, or an array: all valid)
    broadcast to like's shape and cast to its dtype by MaskedTensor ops, so
    that a gradient reaches src (self's old values get none)."""
    if not isinstance(src, core.MaskedTensorCore):
        sd, sm = core.operand(src, "copy_")
        src = core._new(np.array(sd), np.ones(np.shape(sd), bool) if sm is None else np.array(sm))
    # (a new node each way, never src itself, whose place in the graph self must not take)
    out = src.clone() if src.shape == like.shape else src.expand(like.shape)
    return out if out.dtype == like.dtype else out.to(like.dtype)


def copy_(mt, src):
    """In place: data and mask from src (broadcast to self's shape).  With
    gradients, the copy is recorded (self takes src's place in the graph)."""
    if core._grad.ANY and core._grad.wants(mt, src) and core._grad.RECORDER is not None:
        _check_copy(mt, src)
        return core._grad.RECORDER.inplace(mt, (src,), lambda snap: _copied(src, snap), "copy_")
    return _copy_plain(mt, src)


def _check_copy(mt, src):
    """copy_'s argument errors, before anything is written."""
    sd, _ = core.operand(src, "copy_")
    try:
        np.broadcast_shapes(np.shape(sd), mt.shape)
        if np.broadcast_shapes(np.shape(sd), mt.shape) != mt.shape:
            raise ValueError(f"cannot broadcast {np.shape(sd)} to {mt.shape}")
    except ValueError as exc:
        raise ValueError(f"copy_: {exc}") from None
    if not np.can_cast(np.asarray(sd).dtype, mt.dtype, "same_kind"):
        raise TypeError(f"copy_: cannot copy {np.asarray(sd).dtype} data into a {mt.dtype} MaskedTensor "
                        f"(same_kind casting)")
    core.check_writeable(mt, "copy_")


def _copy_plain(mt, src):
    sd, sm = core.operand(src, "copy_")
    sm = np.ones(sd.shape, bool) if sm is None else sm
    try:
        sd, sm = np.broadcast_to(sd, mt.shape), np.broadcast_to(sm, mt.shape)
    except ValueError as exc:
        raise ValueError(f"copy_: {exc}") from None
    if not np.can_cast(sd.dtype, mt.dtype, "same_kind"):
        raise TypeError(f"copy_: cannot copy {sd.dtype} data into a {mt.dtype} MaskedTensor (same_kind casting)")
    sd, sm = np.array(sd), np.array(sm)      # copies: src may be mt itself, or overlap it
    core.check_writeable(mt, "copy_")      # both writeable before either is written
    try:
        np.copyto(mt.get_data(), np.broadcast_to(sd, mt.shape), casting="same_kind")
        np.copyto(mt.get_mask(), np.broadcast_to(sm, mt.shape))
    except (TypeError, ValueError) as exc:
        raise type(exc)(f"copy_: {exc}") from None
    return mt


def stride(mt, dim=None):
    """Strides in elements (torch's unit), of the data."""
    st = tuple(s // mt.dtype.itemsize for s in mt.get_data().strides)
    return st if dim is None else st[core._axis(dim, mt.ndim, "stride")]


def is_contiguous(mt):
    return bool(mt.get_data().flags.c_contiguous and mt.get_mask().flags.c_contiguous)


def is_same_size(mt, other):
    return tuple(mt.shape) == tuple(other.shape)


def item(mt):
    """The one element as a Python number; a masked-out element is a ValueError."""
    if mt.numel() != 1:
        raise ValueError(f"item: only a one-element MaskedTensor has an item; this one has {mt.numel()}")
    if mt.is_sparse:
        if not mt.nnz:
            raise ValueError("item: the element is masked out")
        return mt._sp.values[0].item()
    if not mt.get_mask().reshape(-1)[0]:
        raise ValueError("item: the element is masked out")
    return mt.get_data().reshape(-1)[0].item()


def new_empty_strided(mt, size, stride):
    """A new MaskedTensor of `size` with element strides `stride`, same dtype:
    its data are zeros (numpy has no uninitialised strided allocation worth the
    risk) and its mask is all False (nothing is valid yet)."""
    size, stride = tuple(size), tuple(stride)
    if len(size) != len(stride):
        raise ValueError(f"new_empty_strided: size {size} and stride {stride} differ in length")
    extent = 1 + sum((n - 1) * s for n, s in zip(size, stride) if n > 0) if all(n > 0 for n in size) else 0
    buf = np.zeros(max(extent, 1), mt.dtype)
    item = mt.dtype.itemsize
    data = np.lib.stride_tricks.as_strided(buf, size, tuple(s * item for s in stride))
    return core._new(data, np.zeros(size, bool))


# -- layouts (tensorplay/masked/_sparse/) ---------------------------------------------------------

def to_dense(mt):
    """The strided layout (a sparse tensor's masked-out data are 0)."""
    if mt.is_sparse:
        return _sparse.RUNTIME.to_dense(mt)
    return core._new(mt.get_data(), mt.get_mask(), "strided")


def to_sparse(mt):
    """COO layout: the valid elements only; indices() of shape (ndim, nnz) in row-major order, values() their data."""
    return _sparse.RUNTIME.to_sparse(mt, _st.COO)


def to_sparse_csr(mt):
    """CSR layout (2-d only): crow_indices(), col_indices() and values() of the valid elements."""
    return _sparse.RUNTIME.to_sparse(mt, _st.CSR)


def to_scipy(mt):
    """A scipy.sparse coo_array (COO or strided) or csr_array (CSR) of the valid elements (2-d)."""
    return _st.to_scipy(mt._sp if mt.is_sparse else _st.from_strided(mt.get_data(), mt.get_mask(), _st.COO))


def _stored(mt, layout: str, who: str, how: str):
    if mt.layout != layout:
        raise ValueError(f"{who}: a {mt.layout} MaskedTensor has none; call {how}() first")
    return mt._sp


def indices(mt):
    """The int64 (ndim, nnz) coordinates of a COO tensor's elements (read-only, row-major order)."""
    return _stored(mt, _st.COO, "indices", "to_sparse").indices


def values(mt):
    """The (nnz,) values of a sparse tensor's elements: its own storage (writing them writes the tensor)."""
    if not mt.is_sparse:
        raise ValueError("values: a strided MaskedTensor has no values; call to_sparse() first")
    return mt._sp.values


def crow_indices(mt):
    return _stored(mt, _st.CSR, "crow_indices", "to_sparse_csr").crow


def col_indices(mt):
    return _stored(mt, _st.CSR, "col_indices", "to_sparse_csr").col


# -- torch's backward helpers and im2col, on numpy data ------------------------------------------

def _blank(dtype, shape):
    """Zeros with nothing valid: what the backward helpers place their input into."""
    return core._new(np.zeros(shape, dtype), np.zeros(shape, bool))


def _placed(g, n: int, d: int, start: int, step: int):
    """g (m long along dim d) at positions start, start + step, ... of a dim
    of length n, zeros with nothing valid elsewhere -- made of MaskedTensor
    ops (unsqueeze, cat, view, indexing), so that a gradient g carries
    reaches it (ops.yaml: the helpers' `adjoint: composed`)."""
    m = g.shape[d]
    if m > 1 and step > 1:        # every element followed by step - 1 blanks, then the tail cut
        woven = core.CLASS.cat([g.unsqueeze(d + 1), _blank(g.dtype, g.shape[:d + 1] + (step - 1,) + g.shape[d + 1:])],
                               d + 1)
        g = woven.view(g.shape[:d] + (m * step,) + g.shape[d + 1:])[(slice(None),) * d + (slice(0, (m - 1) * step + 1),)]
    length = g.shape[d]
    before = _blank(g.dtype, g.shape[:d] + (start,) + g.shape[d + 1:])
    after = _blank(g.dtype, g.shape[:d] + (n - start - length,) + g.shape[d + 1:])
    return core.CLASS.cat([before, g, after], d)


def _grad_of_shape(mt, shape, who: str):
    """mt as the gradient of a result of `shape` (broadcast to it, as numpy's assignment did)."""
    if not isinstance(mt, core.MaskedTensorCore):
        raise TypeError(f"{who}: expected a MaskedTensor gradient; got {type(mt).__name__}")
    if mt.shape == tuple(shape):
        return mt
    try:
        np.broadcast_shapes(mt.shape, tuple(shape))
    except ValueError:
        raise ValueError(f"{who}: a gradient of shape {mt.shape} does not fit a result of shape {tuple(shape)}") \
            from None
    return mt.expand(tuple(shape))


def _int_arg(v, who: str, name: str, least: int) -> int:
    """An int argument of at least `least` (bools and floats are TypeErrors, as torch's)."""
    v = as_int(v, f"{who}: {name} must be an int; got {v!r}")
    if v < least:
        raise ValueError(f"{who}: {name} must be at least {least}; got {v}")
    return v


def select_backward(mt, input_sizes, dim, index):
    """self (the gradient of select(dim, index)) placed into zeros of
    input_sizes; the mask is False everywhere else.  Differentiable: made of
    recorded ops (_placed)."""
    shape = tuple(_int_arg(v, "select_backward", "input_sizes", 0) for v in input_sizes)
    d = core._axis(dim, len(shape), "select_backward")
    i = as_int(index, f"select_backward: index must be an int; got {index!r}")
    if not -shape[d] <= i < shape[d]:
        raise IndexError(f"select_backward: index {i} is out of range for dim {d} of size {shape[d]}")
    g = _grad_of_shape(mt, shape[:d] + shape[d + 1:], "select_backward")
    return _placed(g.unsqueeze(d), shape[d], d, i % shape[d], 1)


def slice_backward(mt, input_sizes, dim, start, end, step):
    """self (the gradient of slice(dim, start, end, step)) placed into zeros.
    step must be positive, as torch's.  Differentiable: made of recorded ops
    (_placed)."""
    shape = tuple(_int_arg(v, "slice_backward", "input_sizes", 0) for v in input_sizes)
    d = core._axis(dim, len(shape), "slice_backward")
    step = 1 if step is None else _int_arg(step, "slice_backward", "step", 1)
    picked = range(shape[d])[slice(start, end, step)]
    g = _grad_of_shape(mt, shape[:d] + (len(picked),) + shape[d + 1:], "slice_backward")
    return _placed(g, shape[d], d, picked.start if len(picked) else 0, picked.step)


def _gathered(mt, sources, planes: int, row: int):
    """mt seen as `planes` rows of `row` elements, each row's elements at the
    positions `sources` (an int64 array of any shape, where `row` stands for a
    blank: 0, not valid): (planes,) + sources.shape.  One recorded index of
    the flattened rows (each with its blank appended), whose adjoint adds
    each gradient back to its source."""
    flat = core.CLASS.cat([mt.view(planes, row), _blank(mt.dtype, (planes, 1))], 1).view(-1)
    # (a 1-d index of a 1-d tensor: numpy's result is C-ordered, so the callers' view copies nothing)
    starts = np.arange(planes, dtype=np.int64).reshape((planes,) + (1,) * np.ndim(sources)) * (row + 1)
    return flat[starts + sources]


def _copies_summed(mt, sources, planes: int, row: int):
    """The masked sum over dim 1 of _gathered(mt, sources, planes, row): each
    position gets the sum of its valid copies, and is valid when any copy is.
    How the adjoint of a gather (unfold, im2col) adds every element back to
    where it came from."""
    return _gathered(mt, sources, planes, row).sum(1, dtype=mt.dtype)


def unfold_backward(mt, input_sizes, dim, size, step):
    """The adjoint of unfold(dim, size, step): every window element is added
    back to its source position (valid ones only); a position is valid when
    any valid window element lands on it.  Differentiable: a gather and a
    masked sum (_copies_summed)."""
    shape = tuple(_int_arg(v, "unfold_backward", "input_sizes", 0) for v in input_sizes)
    d = core._axis(dim, len(shape), "unfold_backward")
    size, step = _int_arg(size, "unfold_backward", "size", 1), _int_arg(step, "unfold_backward", "step", 1)
    if size > shape[d]:
        raise ValueError(f"unfold_backward: size {size} is longer than dim {d} ({shape[d]})")
    windows = (shape[d] - size) // step + 1
    g = _grad_of_shape(mt, shape[:d] + (windows,) + shape[d + 1:] + (size,), "unfold_backward")
    positions = np.arange(g.numel(), dtype=np.int64).reshape(g.shape)
    sources = np.full((size,) + shape, g.numel(), np.int64)
    for k in range(size):           # window w's k-th element came from w * step + k
        sources[(k,) + (slice(None),) * d + (slice(k, k + (windows - 1) * step + 1, step),)] = positions[..., k]
    return _copies_summed(g, sources, 1, g.numel()).view(shape)


def _pair2(v, who: str, name: str, least: int):
    v = (v, v) if np.ndim(v) == 0 else tuple(v)
    if len(v) != 2:
        raise ValueError(f"{who}: {name} must be an int or a pair; got {len(v)} values")
    return tuple(_int_arg(x, who, name, least) for x in v)


def _im2col_geometry(who, h, w, kernel_size, dilation, padding, stride):
    kh, kw = _pair2(kernel_size, who, "kernel_size", 1)
    dh, dw = _pair2(dilation, who, "dilation", 1)
    ph, pw = _pair2(padding, who, "padding", 0)
    sh, sw = _pair2(stride, who, "stride", 1)
    oh = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1
    ow = (w + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    if oh <= 0 or ow <= 0:
        raise ValueError(f"{who}: a {h}x{w} image gives no {kh}x{kw} blocks")
    return kh, kw, dh, dw, ph, pw, sh, sw, oh, ow


def _image(shape, who: str, dims: tuple[int, int]):
    """(n, rest, batched) of an unbatched or batched input of ndim in dims."""
    if len(shape) not in dims:
        raise ValueError(f"{who}: expects a {dims[0]}-d or {dims[1]}-d input; got {len(shape)}-d")
    batched = len(shape) == dims[1]
    return (shape[0] if batched else 1), shape[1 if batched else 0:], batched


def _block_map(h, w, geometry):
    """(kh*kw, oh*ow): for kernel offset (i, j) and block (a, b), the position
    in an h x w plane that im2col reads (row i*dh + a*sh - ph, column j*dw +
    b*sw - pw), or -1 in the padding.  One plane's: small."""
    kh, kw, dh, dw, ph, pw, sh, sw, oh, ow = geometry
    rows = (np.arange(kh)[:, None] * dh + np.arange(oh) * sh - ph)[:, None, :, None]
    cols = (np.arange(kw)[:, None] * dw + np.arange(ow) * sw - pw)[None, :, None, :]
    inside = (rows >= 0) & (rows < h) & (cols >= 0) & (cols < w)
    return np.where(inside, rows * w + cols, -1).reshape(kh * kw, oh * ow)


def im2col(mt, kernel_size, dilation=1, padding=0, stride=1):
    """torch's unfold (nn.functional): (N, C, H, W) or (C, H, W) -> (N, C*kh*kw, L)
    sliding blocks; padding positions are masked out (not valid data).
    Differentiable: one gather (_gathered)."""
    n, (c, h, w), batched = _image(mt.shape, "im2col", (3, 4))
    geometry = _im2col_geometry("im2col", h, w, kernel_size, dilation, padding, stride)
    read = _block_map(h, w, geometry)
    cols = _gathered(mt, np.where(read >= 0, read, h * w), n * c, h * w)          # (n*c, kh*kw, L)
    return cols.view(((n,) if batched else ()) + (c * read.shape[0], read.shape[1]))


def col2im(mt, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """torch's fold: the adjoint of im2col, summing the valid block entries
    that overlap; a position is valid when any valid entry lands on it.
    Differentiable: a gather and a masked sum (_copies_summed)."""
    n, (ckk, length), batched = _image(mt.shape, "col2im", (2, 3))
    h, w = _pair2(output_size, "col2im", "output_size", 0)
    geometry = _im2col_geometry("col2im", h, w, kernel_size, dilation, padding, stride)
    kh, kw, oh, ow = geometry[0], geometry[1], geometry[8], geometry[9]
    if ckk % (kh * kw) or length != oh * ow:
        raise ValueError(f"col2im: input of shape {(ckk, length)} does not match kernel {kh}x{kw} "
                         f"and {oh * ow} blocks")
    c = ckk // (kh * kw)
    read = _block_map(h, w, geometry)
    # the inverse: for each kernel offset, the block that lands on each position
    # of a plane (one at most: a fixed offset's blocks start at distinct rows
    # and columns), as a position in the offset's row of columns
    landed = np.full((kh * kw, h * w), kh * kw * length, np.int64)                # (a plane's blank)
    offset, block = np.nonzero(read >= 0)
    landed[offset, read[offset, block]] = offset * length + block
    return _copies_summed(mt, landed, n * c, kh * kw * length).view(((n, c) if batched else (c,)) + (h, w))


