"""The method x dtype table of quantile's equality with numpy (docs/semantics.rst).

Run from anywhere with tensorplay.masked installed:

    python -P tools/quantile_equality.py

For each of numpy's 13 methods and each input dtype: 600 slices of 40
elements (ties; +-inf and -0.0 among the floats), masks leaving every count
from 0 to 40, eight q (0 and 1, the same q twice); each slice's quantiles
against np.quantile of its valid values.  A cell: values equal bit for bit
(NaN for NaN) / values compared, and how many differ only as -0.0 against
+0.0 where the two tie for a rank (numpy's partition picks one by its order,
ours by its own); any other difference is counted as such.
"""
import warnings

import numpy as np

import tensorplay.masked as tm
from tensorplay.masked._runtime.params import QUANTILE_METHODS

Q = [0.0, 0.01, 0.25, 0.37, 0.5, 0.5, 0.9, 1.0]
DTYPES = ["float64", "float32", "float16", "int64", "int8", "uint16", "bool"]
SHAPE = (600, 40)


def data(rng, dtype):
    if dtype == "bool":
        return rng.random(SHAPE) < 0.5
    if dtype[0] in "iu":
        return rng.integers(0, 30, SHAPE).astype(dtype)
    x = (rng.standard_normal(SHAPE) * 3).round(1).astype(dtype)
    x[0, :3] = [np.inf, -np.inf, -0.0]
    return x


def cell(x, mask, method):
    """(bitwise equal, compared, differ only in the sign of a zero, differ otherwise)."""
    got = tm.quantile(x, Q, 1, method=method, mask=mask)
    xs = x.astype(np.uint8) if x.dtype == bool else x
    same = total = zeros = other = 0
    for i in range(SHAPE[0]):
        v = xs[i][mask[i]]
        if v.size == 0:
            continue
        want = np.asarray(np.quantile(v, Q, method=method)).astype(got.dtype)
        g = got[:, i]
        eq = (g.view(f"u{g.itemsize}") == want.view(f"u{g.itemsize}")) | (np.isnan(g) & np.isnan(want))
        zero = ~eq & (g == 0) & (want == 0)
        same, total = same + int(eq.sum()), total + eq.size
        zeros, other = zeros + int(zero.sum()), other + int((~eq & ~zero).sum())
    return same, total, zeros, other


def main():
    rng = np.random.default_rng(2025)
    print("method".ljust(26) + "".join(d.rjust(18) for d in DTYPES))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)        # numpy's inf - inf
        for method in QUANTILE_METHODS:
            cells = []
            for dtype in DTYPES:
                x = data(rng, dtype)
                same, total, zeros, other = cell(x, rng.random(SHAPE) < rng.random((SHAPE[0], 1)), method)
                text = f"{same}/{total}" + (f" ({zeros} ±0)" if zeros else "") + (f" {other} OTHER" if other else "")
                cells.append(text.rjust(18))
            print(method.ljust(26) + "".join(cells))


if __name__ == "__main__":
    main()
