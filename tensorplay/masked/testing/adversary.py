"""Crafted inputs that make naive selections quadratic (test support)."""
from __future__ import annotations

import numpy as np


def antiqsort(n: int) -> np.ndarray:
    """McIlroy's adversary ("A killer adversary for quicksort", 1999) run
    against a model of the old selection (Hoare partition, median-of-three
    pivot, no depth limit, k = (n-1)//2): values are 'gas' until a comparison
    forces one to become solid.  Returns input that makes that model quadratic."""
    gas = n
    val = [gas] * n
    state = {"solid": 0, "candidate": 0}

    def less(x, y):
        if val[x] == gas and val[y] == gas:
            z = x if x == state["candidate"] else y
            val[z] = state["solid"]
            state["solid"] += 1
        if val[x] == gas:
            state["candidate"] = x
        elif val[y] == gas:
            state["candidate"] = y
        return val[x] < val[y]

    a = list(range(n))
    lo, hi, k = 0, n - 1, (n - 1) // 2
    while hi > lo:
        mid = lo + (hi - lo) // 2
        if less(a[mid], a[lo]):
            a[mid], a[lo] = a[lo], a[mid]
        if less(a[hi], a[lo]):
            a[hi], a[lo] = a[lo], a[hi]
        if less(a[hi], a[mid]):
            a[hi], a[mid] = a[mid], a[hi]
        pivot, i, j = a[mid], lo, hi
        while i <= j:
            while less(a[i], pivot):
                i += 1
            while less(pivot, a[j]):
                j -= 1
            if i <= j:
                a[i], a[j] = a[j], a[i]
                i += 1
                j -= 1
        if k <= j:
            hi = j
        elif k >= i:
            lo = i
        else:
            break
    # Freeze what is still gas, in order: any values consistent with the answers.
    for i in range(n):
        if val[i] == gas:
            val[i] = state["solid"]
            state["solid"] += 1
    return np.array(val, dtype=np.float64)
