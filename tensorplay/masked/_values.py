"""How a value is written into a tensor of a given dtype, for every writer of
the library (the selectors, MaskedTensor's __setitem__): numpy's same_kind
rule between kinds (bool < integer < float < complex), and integers must fit
(a ValueError, never numpy's silent wrap or OverflowError)."""
from __future__ import annotations

import numbers

import numpy as np

# Kinds of value, ordered: a value may be written into a tensor of its own
# kind or a higher one (numpy's same_kind casting).
KIND_RANK = {"b": 0, "i": 1, "u": 1, "f": 2, "c": 3}


def _python_ints(v: np.ndarray) -> bool:
    """An object array that holds only Python ints (numpy's result for ints
    beyond 64 bits, e.g. 2**70)."""
    return v.dtype == object and all(isinstance(e, numbers.Integral) and not isinstance(e, bool)
                                     for e in v.reshape(-1))


def cast_value(op: str, name: str, value, dtype: np.dtype) -> np.ndarray:
    """value -> a new array of `dtype` (never a view of what is written)."""
    try:
        v = np.asarray(value)
    except Exception as exc:
        raise TypeError(f"{op}: {name} must be a number or array-like; got "
                        f"{type(value).__name__} ({exc})") from None
    if _python_ints(v) and v.size:
        if dtype.kind in "fc":
            return v.astype(dtype)
        if dtype.kind in "iu":
            info = np.iinfo(dtype)
            bad = next(e for e in v.reshape(-1) if not info.min <= e <= info.max)
            raise ValueError(f"{op}: {name} holds {bad}, which {dtype} cannot represent")
        raise TypeError(f"{op}: {name} of integers cannot be written into a {dtype} tensor without "
                        f"losing information (numpy's same_kind casting)")
    if v.dtype.kind not in KIND_RANK:
        raise TypeError(f"{op}: {name} must be numeric; got dtype {v.dtype}")
    if KIND_RANK[v.dtype.kind] > KIND_RANK[dtype.kind]:
        raise TypeError(f"{op}: {name} of dtype {v.dtype} cannot be written into a {dtype} "
                        f"tensor without losing information (numpy's same_kind casting)")
    if v.dtype.kind in "iu" and dtype.kind in "iu" and v.size:
        info = np.iinfo(dtype)
        lo, hi = v.min(), v.max()
        if lo < info.min or hi > info.max:
            raise ValueError(f"{op}: {name} holds {lo if lo < info.min else hi}, which "
                             f"{dtype} cannot represent")
    return v.astype(dtype)      # a copy: never aliases the array being written
