"""Compressed storage of a sparse MaskedTensor: its valid elements only.

A `Storage` is the shape, the values of the valid elements (1-D, their
row-major order) and where they are: COO keeps `indices` (int64, (ndim, nnz),
row-major sorted, no repeats); CSR (2-D) keeps `crow` (int64, nrows + 1) and
`col` (int64, nnz), the same order.  The index arrays are read-only (every
op shares them with its result); values are written only by in-place ops.

Every conversion here costs memory proportional to nnz (plus nrows for CSR):
nothing allocates an array of the dense shape except `to_strided`, which is
asked for exactly that.
"""
from __future__ import annotations

import math
import operator

import numpy as np

COO, CSR = "sparse_coo", "sparse_csr"
# Linear (row-major) positions are int64: a shape with more elements is refused.
MAX_NUMEL = 2 ** 62


class Storage:
    # groups: what depends on the pattern alone, computed once per pattern and
    # shared by every Storage of it (with_values): reduced dims -> the
    # (order, offsets) of runtime.segments.
    __slots__ = ("layout", "shape", "values", "indices", "crow", "col", "groups")

    def __init__(self, layout: str, shape: tuple, values: np.ndarray, indices=None, crow=None, col=None,
                 groups=None):
        self.layout, self.shape, self.values = layout, tuple(shape), values
        self.indices, self.crow, self.col = (_frozen(a) for a in (indices, crow, col))
        self.groups = {} if groups is None else groups

    @property
    def nnz(self) -> int:
        return int(self.values.shape[0])

    @property
    def ndim(self) -> int:
        return len(self.shape)

    def with_values(self, values: np.ndarray) -> "Storage":
        """The same pattern holding other values (of the same length)."""
        return Storage(self.layout, self.shape, values, self.indices, self.crow, self.col, self.groups)

    def coords(self) -> np.ndarray:
        """(ndim, nnz) int64 coordinates, row-major order."""
        if self.layout == COO:
            return self.indices
        rows = np.repeat(np.arange(self.shape[0], dtype=np.int64), np.diff(self.crow))
        return np.stack([rows, self.col]) if self.nnz else np.zeros((2, 0), np.int64)

    def flat(self) -> np.ndarray:
        """(nnz,) int64 row-major linear positions, increasing."""
        return linear(self.coords(), self.shape)


def _frozen(a):
    if a is not None and a.flags.writeable:
        a.flags.writeable = False
    return a


def check_shape(shape: tuple, who: str) -> tuple:
    shape = tuple(operator.index(n) for n in shape)
    if any(n < 0 for n in shape):
        raise ValueError(f"{who}: shape {shape} has a negative size")
    if math.prod(shape) >= MAX_NUMEL:
        raise ValueError(f"{who}: a sparse MaskedTensor of shape {shape} has 2**62 or more positions; "
                         f"its row-major positions must fit in int64")
    return shape


def linear(coords: np.ndarray, shape: tuple) -> np.ndarray:
    """Row-major linear positions of (ndim, n) coordinates."""
    if coords.shape[0] == 1:
        return np.ascontiguousarray(coords[0], np.int64)
    out = np.zeros(coords.shape[1], np.int64)
    for axis, n in enumerate(shape):
        out *= n
        out += coords[axis]
    return out


def unravel(flat: np.ndarray, shape: tuple) -> np.ndarray:
    """(ndim, n) int64 coordinates of row-major linear positions."""
    if not shape:
        return np.zeros((0, flat.shape[0]), np.int64)
    return np.stack(np.unravel_index(flat, shape)).astype(np.int64, copy=False) if flat.size else \
        np.zeros((len(shape), 0), np.int64)


def from_coords(layout: str, shape: tuple, coords: np.ndarray, values: np.ndarray) -> Storage:
    """A Storage of row-major sorted, unique coordinates."""
    if layout == COO:
        return Storage(COO, shape, values, indices=coords)
    rows = coords[0] if coords.shape[1] else np.zeros(0, np.int64)
    crow = np.zeros(shape[0] + 1, np.int64)
    np.cumsum(np.bincount(rows, minlength=shape[0]), out=crow[1:])
    return Storage(CSR, shape, values, crow=crow, col=np.ascontiguousarray(coords[1]))


def relayout(st: Storage, layout: str) -> Storage:
    """The same elements in another sparse layout (values copied: the two
    tensors do not share what in-place ops write)."""
    if layout == CSR and st.ndim != 2:
        raise ValueError(f"to_sparse_csr: only 2-d MaskedTensors have a CSR layout; this one is {st.ndim}-d")
    if layout == st.layout:
        return st
    return from_coords(layout, st.shape, st.coords(), st.values.copy())


def from_strided(data: np.ndarray, mask: np.ndarray, layout: str) -> Storage:
    """The valid elements of a dense (data, mask) pair."""
    if layout == CSR and data.ndim != 2:
        raise ValueError(f"to_sparse_csr: only 2-d MaskedTensors have a CSR layout; this one is {data.ndim}-d")
    shape = check_shape(data.shape, "to_sparse")
    # One pass over the mask for the flat positions (np.flatnonzero is about
    # 10x faster than a 2-d np.nonzero here); the rest is O(nnz).
    flat = np.flatnonzero(mask).astype(np.int64, copy=False)
    coords = unravel(flat, shape)
    values = data.reshape(-1)[flat] if data.flags.c_contiguous else data[tuple(coords)]
    return from_coords(layout, shape, coords, values)


def to_strided(st: Storage) -> tuple:
    """The dense (data, mask) pair: masked-out data 0."""
    data = np.zeros(st.shape, st.values.dtype)
    mask = np.zeros(st.shape, bool)
    flat = st.flat()
    data.reshape(-1)[flat] = st.values
    mask.reshape(-1)[flat] = True
    return data, mask


def take(st: Storage, keep, values=None) -> Storage:
    """The elements at `keep` (a bool array over the stored elements, or
    increasing positions), holding `values` (default: their own)."""
    return from_coords(st.layout, st.shape, np.ascontiguousarray(st.coords()[:, keep]),
                       st.values[keep] if values is None else values)


def gather(array, st: Storage) -> np.ndarray:
    """array (broadcastable to st's shape) read at st's stored positions."""
    a = np.broadcast_to(array, st.shape)
    if not st.ndim:
        return a.reshape(1)[: st.nnz].copy()
    return a[tuple(st.coords())]


def expand(st: Storage, shape: tuple) -> tuple:
    """(st broadcast to `shape` by numpy's rules, source): the pattern repeated
    along the new and the size-1 dims, row-major order kept; element i of the
    result is element source[i] of st (None: st itself)."""
    shape = tuple(shape)
    if shape == st.shape:
        return st, None
    lead = len(shape) - st.ndim
    coords, values = st.coords(), np.arange(st.nnz)
    coords = np.concatenate([np.zeros((lead, coords.shape[1]), np.int64), coords]) if lead else coords
    for axis in range(len(shape)):
        src = 1 if axis < lead else st.shape[axis - lead]
        if src == shape[axis]:
            continue
        # every element becomes shape[axis] elements, coordinate 0..n-1 along axis
        n = shape[axis]
        coords = np.repeat(coords, n, axis=1)
        coords[axis] = np.tile(np.arange(n, dtype=np.int64), values.shape[0])
        values = np.repeat(values, n)
    order = np.argsort(linear(coords, shape), kind="stable")
    source = values[order]
    return from_coords(st.layout if len(shape) == 2 or st.layout == COO else COO, check_shape(shape, "broadcast"),
                       coords[:, order], st.values[source]), source


def permute(st: Storage, axes: tuple) -> tuple:
    """(the transpose by `axes`, as np.transpose, order): coordinates permuted
    and re-sorted; element i of the result is element order[i] of st."""
    shape = tuple(st.shape[a] for a in axes)
    coords = st.coords()[list(axes)]
    order = np.argsort(linear(coords, shape), kind="stable")
    return from_coords(st.layout, shape, np.ascontiguousarray(coords[:, order]), st.values[order]), order


# -- scipy.sparse and pydata sparse -------------------------------------------------

def is_scipy(obj) -> bool:
    """A scipy.sparse array or matrix (without importing scipy)."""
    return type(obj).__module__.startswith("scipy.sparse") and hasattr(obj, "tocoo")


def is_pydata(obj) -> bool:
    """A pydata sparse.COO (without importing sparse)."""
    module = type(obj).__module__
    return (module == "sparse" or module.startswith("sparse.")) and hasattr(obj, "coords") and hasattr(obj, "data")


def _stored(obj, who: str, name: str) -> tuple:
    """(shape, coords (ndim, n) row-major sorted unique, values) of a scipy or
    pydata sparse array; repeated coordinates are summed (scipy's and pydata's
    own rule)."""
    if is_scipy(obj):
        coo = obj.tocoo(copy=True)
        coo.sum_duplicates()
        coords = np.stack([np.asarray(c, np.int64) for c in coo.coords]) if hasattr(coo, "coords") else \
            np.stack([coo.row.astype(np.int64), coo.col.astype(np.int64)])
        values = np.asarray(coo.data)
        shape = tuple(coo.shape)
    else:
        coords = np.asarray(obj.coords, np.int64).reshape(len(obj.shape), -1)
        values = np.asarray(obj.data)
        shape = tuple(obj.shape)
    order = np.argsort(linear(coords, shape), kind="stable")
    coords, values = coords[:, order], values[order]
    flat = linear(coords, shape)
    if flat.size > 1 and np.any(flat[1:] == flat[:-1]):       # pydata arrays may repeat (scipy summed above)
        starts = np.r_[0, np.flatnonzero(np.diff(flat)) + 1]
        coords, values = coords[:, starts], np.add.reduceat(values, starts)
    return check_shape(shape, who), coords, values


def from_external(data, mask, who: str) -> Storage:
    """A Storage of a scipy.sparse / pydata sparse `data`: its stored elements
    where `mask` (True, or a sparse bool array of the same stored positions)
    says they are valid.  scipy's COO and pydata's COO give COO; CSR and CSC
    give CSR (CSC is converted: there is no CSC layout)."""
    shape, coords, values = _stored(data, who, "data")
    if values.dtype.kind not in "biufc":
        raise TypeError(f"{who}: data has dtype {values.dtype}; expected bool, integer, float or complex")
    if mask is True or (isinstance(mask, (bool, np.bool_)) and mask):
        keep = None
    elif is_scipy(mask) or is_pydata(mask):
        mshape, mcoords, mvalues = _stored(mask, who, "mask")
        if mshape != shape or mcoords.shape != coords.shape or not np.array_equal(mcoords, coords):
            raise ValueError(f"{who}: a sparse mask must store exactly data's positions (shape {shape}, "
                             f"{coords.shape[1]} stored elements); got shape {mshape} with "
                             f"{mcoords.shape[1]} stored elements at other positions")
        if mvalues.dtype.kind not in "biu":
            raise TypeError(f"{who}: a sparse mask must be bool (or integer, nonzero = valid); got dtype "
                            f"{mvalues.dtype}")
        keep = mvalues != 0
    else:
        raise TypeError(f"{who}: with sparse data, mask must be True (every stored element valid) or a "
                        f"sparse bool array of the same stored positions; got {type(mask).__name__}")
    if keep is not None:
        coords, values = coords[:, keep], values[keep]
    layout = CSR if is_scipy(data) and data.format in ("csr", "csc") else COO
    return from_coords(layout, shape, np.ascontiguousarray(coords), np.ascontiguousarray(values))


def to_scipy(st: Storage):
    """A scipy.sparse coo_array (COO) or csr_array (CSR) of the valid elements."""
    if st.ndim != 2:
        raise ValueError(f"to_scipy: scipy.sparse arrays are 2-d; this MaskedTensor is {st.ndim}-d")
    try:
        import scipy.sparse as sps
    except ImportError:
        raise ImportError("to_scipy needs scipy: pip install 'tensorplay-masked[sparse]'") from None
    if st.layout == CSR:
        return sps.csr_array((st.values.copy(), st.col.copy(), st.crow.copy()), shape=st.shape)
    return sps.coo_array((st.values.copy(), (st.indices[0].copy(), st.indices[1].copy())), shape=st.shape)


# -- structure: each returns (storage, kept) -- kept: the stored elements of st
# the result holds, in its order (None: all of them, in st's order) ------------

def reshape(st: Storage, shape: tuple) -> tuple:
    """The same row-major positions in another shape (numpy's rules, one -1 allowed)."""
    flat = st.flat()
    return from_coords(COO if len(shape) != 2 else st.layout, shape, unravel(flat, shape), st.values), None


def unsqueeze(st: Storage, axis: int) -> tuple:
    coords = st.coords()
    coords = np.concatenate([coords[:axis], np.zeros((1, st.nnz), np.int64), coords[axis:]])
    shape = st.shape[:axis] + (1,) + st.shape[axis:]
    return from_coords(COO if len(shape) != 2 else st.layout, shape, coords, st.values), None


def select(st: Storage, axis: int, index: int) -> tuple:
    """The elements at `index` along axis (the axis dropped)."""
    coords = st.coords()
    kept = np.flatnonzero(coords[axis] == index)
    coords = np.delete(coords[:, kept], axis, axis=0)
    shape = st.shape[:axis] + st.shape[axis + 1:]
    return from_coords(COO if len(shape) != 2 else st.layout, shape, np.ascontiguousarray(coords),
                       st.values[kept]), kept


def slice_axis(st: Storage, axis: int, start: int, stop: int, step: int) -> tuple:
    """The elements at range(start, stop, step) along axis (step >= 1), renumbered."""
    coords = st.coords()
    c = coords[axis]
    kept = np.flatnonzero((c >= start) & (c < stop) & ((c - start) % step == 0))
    coords = coords[:, kept].copy()
    coords[axis] = (coords[axis] - start) // step
    shape = st.shape[:axis] + (len(range(start, stop, step)),) + st.shape[axis + 1:]
    return from_coords(st.layout, shape, coords, st.values[kept]), kept


def concatenate(parts: list, axis: int, layout: str) -> tuple:
    """Storages of one shape but along axis, joined along it; kept indexes the
    parts' elements one after another."""
    offsets = np.cumsum([0] + [p.shape[axis] for p in parts])
    coords = []
    for p, off in zip(parts, offsets):
        c = p.coords().copy()
        c[axis] += off
        coords.append(c)
    shape = parts[0].shape[:axis] + (int(offsets[-1]),) + parts[0].shape[axis + 1:]
    coords = np.concatenate(coords, axis=1)
    order = np.argsort(linear(coords, shape), kind="stable")
    values = np.concatenate([p.values for p in parts])
    return from_coords(layout if len(shape) == 2 else COO, check_shape(shape, "cat"),
                       np.ascontiguousarray(coords[:, order]), values[order]), order
