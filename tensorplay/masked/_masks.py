"""The one rule for every mask argument of the library (SPEC §2): bool masks
are used as is, integer masks mean nonzero = True, anything else is a
TypeError naming the op and the argument.

Every kernel reads a mask as bytes that are exactly 0 or 1 (it adds them up as
counts and ANDs them into bit selects).  numpy treats *any* nonzero bool byte
as True, and such bytes come from ordinary code (`uint8_array.view(bool)`), so
this is the one place that guarantees 0/1: a bool mask with another byte is
replaced by its `!= 0` (a check of one byte per element, ~5 % of a float64
reduction's time, paid on the un-broadcast mask).
"""
from __future__ import annotations

import numpy as np


def _is_masked_array(value) -> bool:
    return isinstance(value, np.ma.MaskedArray)


def as_bool_mask(op: str, mask, name: str = "mask", meaning: str = "valid") -> np.ndarray:
    """mask -> a bool ndarray whose bytes are 0 or 1 (a view when it already is one)."""
    if _is_masked_array(mask):
        raise TypeError(f"{op}: {name} must be a plain bool or integer array, not a numpy.ma.MaskedArray "
                        f"(whose own mask would be ambiguous here); pass np.ma.getdata({name}) or "
                        f"np.ma.filled({name}, False)")
    try:
        m = np.asarray(mask)
    except Exception as exc:   # ragged lists; a MaskedTensor (it refuses np.asarray)
        raise TypeError(f"{op}: {name} must be array-like; got {type(mask).__name__} ({exc})") from None
    if m.dtype != np.bool_:
        if m.dtype.kind not in "iu":
            raise TypeError(f"{op}: {name} must be a bool or integer array (True/nonzero = {meaning}); "
                            f"got dtype {m.dtype}")
        return m != 0
    return canonical_bool(m)


def canonical_bool(m: np.ndarray) -> np.ndarray:
    """A bool array -> the same array if every byte is 0/1, else its `!= 0` (a copy)."""
    if m.size and m.view(np.uint8).max() > 1:
        return m.view(np.uint8) != 0
    return m
