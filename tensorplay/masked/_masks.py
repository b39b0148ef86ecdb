"""The one rule for every mask argument of the library (SPEC §2): bool masks
are used as is, integer masks mean nonzero = True, anything else is a
TypeError naming the op and the argument."""
from __future__ import annotations

import numpy as np


def as_bool_mask(op: str, mask, name: str = "mask", meaning: str = "valid") -> np.ndarray:
    """mask -> a bool ndarray (a view when it already is one)."""
    try:
        m = np.asarray(mask)
    except Exception as exc:   # ragged lists; a MaskedTensor (it refuses np.asarray)
        raise TypeError(f"{op}: {name} must be array-like; got {type(mask).__name__} ({exc})") from None
    if m.dtype != np.bool_:
        if m.dtype.kind not in "iu":
            raise TypeError(f"{op}: {name} must be a bool or integer array (True/nonzero = {meaning}); "
                            f"got dtype {m.dtype}")
        m = m != 0
    return m
