"""Sparse MaskedTensors against scipy.sparse, numpy on the values, the strided
layout and torch's sparse MaskedTensor (issue 26's speed targets).

5000 x 5000 float64 with 1 % valid elements, one thread.  Each row: our time,
the reference's time and the ratio (ours / reference); the target ratio is
the issue's.  torch's column appears when this runs with a python that has
torch 2.13 (CPU): /work/torchenv/bin/python benchmarks/bench_sparse.py

    python benchmarks/bench_sparse.py [--n 5000] [--density 0.01]
"""
import argparse
import sys
import timeit
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import best  # noqa: E402

import numpy as np  # noqa: E402
import scipy.sparse as sps  # noqa: E402

import tensorplay.masked as tm  # noqa: E402

try:
    import torch
    torch.set_num_threads(1)
except ImportError:
    torch = None


def per_call(f, repeats=7):
    """Seconds per call: the best of `repeats` timings of enough calls to last
    about 20 ms each (a single sub-millisecond call is mostly noise here)."""
    calls = max(1, int(0.02 / max(best(f, 1), 1e-7)))
    return min(timeit.repeat(f, number=calls, repeat=repeats)) / calls


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=5000)
    ap.add_argument("--density", type=float, default=0.01)
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    n = args.n
    data = rng.standard_normal((n, n))
    mask = rng.random((n, n)) < args.density
    strided = tm.masked_tensor(data, mask)
    csr = strided.to_sparse_csr()
    coo = strided.to_sparse()
    values = csr.values()
    s_csr = sps.csr_array((values, csr.col_indices(), csr.crow_indices()), shape=(n, n))
    s_coo = s_csr.tocoo()
    rows = [
        # (case, ours, reference name, reference, target ratio)
        ("CSR sum(1)", lambda: tm.sum(csr, 1), "scipy csr.sum(axis=1)", lambda: s_csr.sum(axis=1), 1.0),
        ("CSR amax(1)", lambda: tm.amax(csr, 1), "scipy csr.max(axis=1)", lambda: s_csr.max(axis=1), 1.0),
        ("CSR mean(1)", lambda: tm.mean(csr, 1), "scipy csr.sum(axis=1) / counts",
         lambda: s_csr.sum(axis=1) / np.diff(s_csr.indptr), 1.0),
        ("CSR sum(1)", lambda: tm.sum(csr, 1), "strided sum(1)", lambda: tm.sum(strided, 1), 0.1),
        ("CSR amax(1)", lambda: tm.amax(csr, 1), "strided amax(1)", lambda: tm.amax(strided, 1), 0.1),
        ("CSR mean(1)", lambda: tm.mean(csr, 1), "strided mean(1)", lambda: tm.mean(strided, 1), 0.1),
        ("sum()", lambda: tm.sum(csr), "np.sum(values)", lambda: np.sum(values), 1.2),
        ("amax()", lambda: tm.amax(csr), "np.max(values)", lambda: np.max(values), 1.2),
        ("mean()", lambda: tm.mean(csr), "np.mean(values)", lambda: np.mean(values), 1.2),
        ("exp()", lambda: csr.exp(), "np.exp(values)", lambda: np.exp(values), 1.2),
        ("to_sparse_csr()", lambda: strided.to_sparse_csr(), "np.nonzero(mask)", lambda: np.nonzero(mask), 1.5),
        ("COO sum(0)", lambda: tm.sum(coo, 0), "scipy coo.sum(axis=0)", lambda: s_coo.sum(axis=0), 1.0),
        # no target in the issue: the ops that run on dense blocks of segments
        ("CSR argmax(1)", lambda: tm.argmax(csr, 1), "scipy csr.argmax(axis=1)", lambda: s_csr.argmax(axis=1), None),
        ("CSR median(1)", lambda: tm.median(csr, 1), "strided median(1)", lambda: tm.median(strided, 1), None),
        ("CSR softmax(1)", lambda: tm.softmax(csr, 1), "strided softmax(1)", lambda: tm.softmax(strided, 1), None),
        ("CSR cumsum(1)", lambda: tm.cumsum(csr, 1), "strided cumsum(1)", lambda: tm.cumsum(strided, 1), None),
        ("COO * COO", lambda: coo * coo, "scipy coo.multiply(coo)", lambda: s_coo.multiply(s_coo), None),
        ("CSR + 1.0", lambda: csr + 1.0, "np.add(values, 1.0)", lambda: np.add(values, 1.0), None),
    ]
    if torch is not None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")     # torch.masked's prototype warning
            idx = torch.from_numpy(coo.indices().copy())
            size = (n, n)
            t_coo = torch.masked.masked_tensor(
                torch.sparse_coo_tensor(idx, torch.from_numpy(values.copy()), size).coalesce(),
                torch.sparse_coo_tensor(idx, torch.ones(idx.shape[1], dtype=torch.bool), size).coalesce())
            t_csr = torch.masked.masked_tensor(t_coo.get_data().to_sparse_csr(), t_coo.get_mask().to_sparse_csr())
            rows += [("COO sum()", lambda: tm.sum(coo), "torch sparse COO MT sum()", lambda: torch.sum(t_coo), None),
                     ("CSR sum()", lambda: tm.sum(csr), "torch sparse CSR MT sum()", lambda: torch.sum(t_csr), None),
                     ("COO amax()", lambda: tm.amax(coo), "torch sparse COO MT amax()", lambda: torch.amax(t_coo),
                      None),
                     ("COO exp()", lambda: coo.exp(), "torch sparse COO MT exp()", lambda: torch.exp(t_coo), None),
                     ("CSR exp()", lambda: csr.exp(), "torch sparse CSR MT exp()", lambda: torch.exp(t_csr), None),
                     ("COO * COO", lambda: coo * coo, "torch sparse COO MT * itself", lambda: t_coo * t_coo, None)]
    print(f"{n} x {n} float64, {mask.mean():.2%} valid (nnz {csr.nnz}), one thread")
    print(f"| case | ours (ms) | reference | reference (ms) | ratio | target |")
    print(f"|---|---|---|---|---|---|")
    for case, ours, ref_name, ref, target in rows:
        a, b = per_call(ours) * 1e3, per_call(ref) * 1e3
        goal = "" if target is None else f"<= {target}"
        print(f"| {case} | {a:.3f} | {ref_name} | {b:.3f} | {a / b:.2f} | {goal} |")


if __name__ == "__main__":
    main()
