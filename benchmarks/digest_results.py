#!/usr/bin/env python
"""Digest every array function's results over every dtype and walk layout: a
build change that must not change a bit (a template, a kernel-dtype map, the
walk layer) is checked by saving the digests before and comparing after.

Usage (from the repository root, kernels built in place):

    python benchmarks/digest_results.py --save /tmp/before.json
    ... rebuild ...
    python benchmarks/digest_results.py --compare /tmp/before.json

Cases: each op of ops.yaml's array functions, each dtype it accepts, on
shapes that take each layout of the walk (positions, rows, split columns,
chunked long slices, row-chunked tall arrays, scalars and empty slices), for
each parameter set of the op's generated tests, with a 50 % mask; the input
holds NaN/inf for floats and extremes for ints.  Threads: 1 and 2.  Every
NaN counts as one (which of two NaNs an addition propagates is up to the
compiler's operand order, not the arithmetic).
"""
import argparse
import warnings
import hashlib
import json
import os
import sys
import zlib

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))   # codegen/

# (shape, dim): every layout the walk chooses between (see _support.pxd).
LAYOUTS = [((37, 53), 1), ((37, 53), 0), ((37, 53), None), ((5, 7, 9), (0, 2)), ((70000,), 0),
           ((3, 70000), 1), ((70000, 3), 0), ((70000, 3), 1), ((0, 4), 1), ((4, 0), 1), ((), None),
           ((300, 17), 1)]


def data(dtype, shape, rng):
    dt = np.dtype(dtype)
    n = int(np.prod(shape))
    if dt.kind == "b":
        x = rng.random(n) < 0.5
    elif dt.kind in "iu":
        info = np.iinfo(dt)
        lo, hi = max(info.min, -1000), min(info.max, 1000)
        x = rng.integers(lo, hi, n, endpoint=True).astype(dt)
        if n > 4:
            x[:2] = info.min, info.max   # extremes: the widening must be exact
    else:
        x = rng.standard_normal(n) * 3
        if dt.kind == "c":
            x = x + 1j * rng.standard_normal(n)
        x = x.astype(dt)
        if n > 8:
            x[3], x[5] = np.inf, -np.inf
            if n > 1000:
                x[n // 2] = np.nan
    return x.reshape(shape)


def cases():
    import tensorplay.masked as tm
    from codegen.load import load
    spec = load("ops.yaml")
    for op in spec.ops.values():
        fn = getattr(tm, op.name)
        params = op.tests.get("params") or [{}]
        for dtype in op.dtypes:
            for shape, dim in LAYOUTS:
                if op.kind == "binary" and dim not in (None, 1):
                    continue
                for extra in params:
                    yield op, fn, dtype, shape, dim, extra


def run(threads):
    import tensorplay.masked as tm
    tm.set_num_threads(threads)
    out = {}
    for op, fn, dtype, shape, dim, extra in cases():
        rng = np.random.default_rng(zlib.crc32(f"{op.name} {dtype} {shape}".encode()))
        x = data(dtype, shape, rng)
        m = rng.random(shape) < 0.5
        key = f"{op.name} {dtype} {shape} dim={dim} {extra}"
        try:
            if op.kind == "binary":
                y = data(dtype, shape, rng)
                r = fn(x, y, input_mask=m, other_mask=m[::-1] if m.ndim else m, **extra)
                r2 = fn(tm.MaskedTensor(x, m), y)
            else:
                kw = {"mask": m, **extra}
                if dim is not None or op.name not in ("sum", "prod", "amax", "amin", "argmax", "argmin", "mean",
                                                      "var", "std", "median", "logsumexp", "norm"):
                    if dim is None:
                        continue
                    if isinstance(dim, tuple) and 'tuple' not in op.dims:
                        continue
                    kw["dim"] = dim
                r = fn(x, **kw)
                r2 = fn(tm.MaskedTensor(x, m), **{k: v for k, v in kw.items() if k != "mask"})
        except Exception as exc:     # the same error before and after is the same result
            out[key] = f"{type(exc).__name__}: {exc}"
            continue
        h = hashlib.sha1()
        for res in (r, r2):
            parts = (res.get_data(), res.get_mask()) if hasattr(res, "get_mask") else (res,)
            for arr in parts:
                arr = np.ascontiguousarray(arr)
                if arr.dtype.kind in "fc":
                    # One NaN for all: where two NaNs meet in an addition, which
                    # one propagates (its sign) is the compiler's operand order.
                    arr = np.where(np.isnan(arr), np.array(np.nan, arr.dtype), arr)
                h.update(arr.dtype.str.encode() + str(arr.shape).encode() + arr.tobytes())
        out[key] = h.hexdigest()[:16]
    return out


def main():
    warnings.simplefilter("ignore")   # int overflow of prod/cumprod in a cast: part of the result
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--save", metavar="FILE")
    g.add_argument("--compare", metavar="FILE")
    args = ap.parse_args()
    got = {t: run(t) for t in (1, 2)}
    if got[1] != got[2]:
        bad = [k for k in got[1] if got[1][k] != got[2].get(k)]
        print(f"{len(bad)} results differ between 1 and 2 threads, e.g. {bad[:3]}")
        return 1
    if args.save:
        with open(args.save, "w") as f:
            json.dump(got[1], f, indent=0, sort_keys=True)
        print(f"{len(got[1])} digests saved to {args.save}")
        return 0
    with open(args.compare) as f:
        before = json.load(f)
    bad = [k for k in before if before[k] != got[1].get(k)] + [k for k in got[1] if k not in before]
    for k in bad[:20]:
        print(f"DIFFERS: {k}: {before.get(k)} -> {got[1].get(k)}")
    print(f"{len(before)} cases compared, {len(bad)} differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
