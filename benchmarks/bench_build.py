#!/usr/bin/env python
"""Compare the kernels of two builds (compile flags, template changes): same calls, same data.

Usage (from the repository root):

    python benchmarks/bench_build.py --trees /path/to/build_a /path/to/build_b [--rounds 5] [--only norm]

Each tree is a checkout with its kernels built in place (`python setup.py
build_ext --inplace -j 2`).  The script runs itself once per tree and round,
alternating the trees (A B A B ...) so that a noisy minute hurts both; each
run times every case (min of 5 calls after a warm-up, one thread) and the
table gives, per case, the median over rounds for A and B and t(B)/t(A).
Kernels of one algorithm must give the same bits in both builds: each run
also prints a digest of its results, and the script says if they differ.

Cases: 1000 x 10000 (1e7 elements) with a 50 % mask, float64 unless named,
along dim 1, dim 0 and all where they differ in walk; a tall narrow (1e6 x 4)
array for the row layout with few kept columns; the MaskedTensor kernels.
"""
import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time


def cases():
    import numpy as np
    import tensorplay.masked as tm

    rng = np.random.default_rng(0)
    x = rng.standard_normal((1000, 10000))
    m = rng.random((1000, 10000)) < 0.5
    xf = x.astype(np.float32)
    xi = rng.integers(-1000, 1000, (1000, 10000))
    xc = (x + 1j * x[::-1]).astype(np.complex128)
    tall = rng.standard_normal((1_000_000, 4))
    tm_ = rng.random((1_000_000, 4)) < 0.5
    a = tm.MaskedTensor(x, m)
    b = tm.MaskedTensor(x[::-1].copy(), m[::-1].copy())
    a_ = tm.MaskedTensor(x.copy(), m.copy())
    xs, ms = x[:10, :10].copy(), m[:10, :10].copy()
    as_, bs = tm.MaskedTensor(xs, ms), tm.MaskedTensor(xs[::-1].copy(), ms[::-1].copy())
    out = [
        ("sum dim=1", lambda: tm.sum(x, 1, mask=m)),
        ("sum dim=0", lambda: tm.sum(x, 0, mask=m)),
        ("sum all", lambda: tm.sum(x, mask=m)),
        ("sum dim=0 tall 1e6x4", lambda: tm.sum(tall, 0, mask=tm_)),
        ("sum dim=1 tall 1e6x4", lambda: tm.sum(tall, 1, mask=tm_)),
        ("sum float32 dim=1", lambda: tm.sum(xf, 1, mask=m)),
        ("sum int64 dim=1", lambda: tm.sum(xi, 1, mask=m)),
        ("prod dim=1", lambda: tm.prod(x, 1, mask=m)),
        ("amax dim=1", lambda: tm.amax(x, 1, mask=m)),
        ("amax dim=0", lambda: tm.amax(x, 0, mask=m)),
        ("amax int64 dim=1", lambda: tm.amax(xi, 1, mask=m)),
        ("argmax dim=1", lambda: tm.argmax(x, 1, mask=m)),
        ("argmax dim=0", lambda: tm.argmax(x, 0, mask=m)),
        ("mean dim=1", lambda: tm.mean(x, 1, mask=m)),
        ("mean dim=0", lambda: tm.mean(x, 0, mask=m)),
        ("var dim=1", lambda: tm.var(x, 1, mask=m)),
        ("var dim=0", lambda: tm.var(x, 0, mask=m)),
        ("var complex128 dim=1", lambda: tm.var(xc, 1, mask=m)),
        ("logsumexp dim=1", lambda: tm.logsumexp(x, 1, mask=m)),
        ("norm 2 dim=1", lambda: tm.norm(x, 2.0, 1, mask=m)),
        ("norm 3 dim=1", lambda: tm.norm(x, 3.0, 1, mask=m)),
        ("norm 1 dim=0", lambda: tm.norm(x, 1.0, 0, mask=m)),
        ("norm inf float32 dim=1", lambda: tm.norm(xf, float("inf"), 1, mask=m)),
        ("norm 2 complex128 dim=1", lambda: tm.norm(xc, 2.0, 1, mask=m)),
        ("norm 0 int64 all", lambda: tm.norm(xi, 0.0, mask=m)),
        ("median dim=1", lambda: tm.median(x, 1, mask=m)),
        ("cumsum dim=1", lambda: tm.cumsum(x, 1, mask=m)),
        ("cumsum dim=0", lambda: tm.cumsum(x, 0, mask=m)),
        ("softmax dim=1", lambda: tm.softmax(x, 1, mask=m)),
        ("softmax dim=0", lambda: tm.softmax(x, 0, mask=m)),
        ("normalize 2 dim=1", lambda: tm.normalize(x, 2.0, 1, mask=m)),
        ("normalize 2 dim=0", lambda: tm.normalize(x, 2.0, 0, mask=m)),
        ("normalize 1 float32 dim=1", lambda: tm.normalize(xf, 1.0, 1, mask=m)),
        ("normalize inf dim=1", lambda: tm.normalize(x, float("inf"), 1, mask=m)),
        ("logaddexp", lambda: tm.logaddexp(x, x[::-1], input_mask=m, other_mask=m[::-1])),
        ("masked_fill", lambda: tm.masked_fill(x, m, 0.0)),
        ("A + B", lambda: a + b),
        ("A * 2.0", lambda: a * 2.0),
        ("A.exp()", lambda: a.exp()),
        ("A > B", lambda: a > b),
        ("A *= 1.0 (in place)", lambda: a_.mul_(1.0)),
        ("A.to_tensor(0.0)", lambda: a.to_tensor(0.0)),
        ("normalize 2 dim=1 tall 1e6x4", lambda: tm.normalize(tall, 2.0, 1, mask=tm_)),
        ("normalize 2 dim=0 tall 1e6x4", lambda: tm.normalize(tall, 2.0, 0, mask=tm_)),
        ("normalize 3 int64 dim=1", lambda: tm.normalize(xi, 3.0, 1, mask=m)),
        ("log_softmax dim=1", lambda: tm.log_softmax(x, 1, mask=m)),
        ("log_softmax dim=0", lambda: tm.log_softmax(x, 0, mask=m)),
        ("softmin float32 dim=1", lambda: tm.softmin(xf, 1, mask=m)),
        ("softmax dim=1 tall 1e6x4", lambda: tm.softmax(tall, 1, mask=tm_)),
        ("logsumexp dim=0", lambda: tm.logsumexp(x, 0, mask=m)),
        ("erf", lambda: tm.special.erf(x, mask=m)),
        # Few long slices: the chunked layout of each kind that offers it.
        ("var all", lambda: tm.var(x, mask=m)),
        ("argmax all", lambda: tm.argmax(x, mask=m)),
        ("median all", lambda: tm.median(x, mask=m)),
        ("softmax 1-D", lambda: tm.softmax(x.ravel(), 0, mask=m.ravel())),
        ("var dim=0 tall 1e6x4", lambda: tm.var(tall, 0, mask=tm_)),
        # The call overhead: 1000 calls on 10 x 10 arrays.
        ("sum 10x10 dim=1 x1000", lambda: [tm.sum(xs, 1, mask=ms) for _ in range(1000)]),
        ("normalize 10x10 dim=1 x1000", lambda: [tm.normalize(xs, 2.0, 1, mask=ms) for _ in range(1000)]),
        ("A + B 10x10 x1000", lambda: [as_ + bs for _ in range(1000)]),
        ("erf 10x10 x1000", lambda: [tm.special.erf(xs, mask=ms) for _ in range(1000)]),
    ]
    return out


def digest(result):
    import numpy as np
    h = hashlib.sha1()
    if isinstance(result, list):
        result = result[0]
    parts = (result.get_data(), result.get_mask()) if hasattr(result, "get_mask") else (result,)
    for arr in parts:
        arr = np.ascontiguousarray(arr)
        h.update(arr.dtype.str.encode() + arr.tobytes())
    return h.hexdigest()[:12]


def run_cases(only):
    import tensorplay.masked as tm
    tm.set_num_threads(1)
    res = {}
    for name, f in cases():
        if only and only not in name:
            continue
        r = f()
        best = float("inf")
        for _ in range(5):
            t = time.perf_counter()
            f()
            best = min(best, time.perf_counter() - t)
        res[name] = (best, digest(r))
    print(json.dumps(res))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trees", nargs=2, metavar=("A", "B"))
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--only", default="", help="the cases whose name contains this")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        return run_cases(args.only)
    times = {t: [] for t in args.trees}
    digests = {}
    for _ in range(args.rounds):
        for tree in args.trees:
            env = dict(os.environ, PYTHONPATH=os.path.abspath(tree))
            run = subprocess.run([sys.executable, "-P", os.path.abspath(__file__), "--child", "--only", args.only], env=env,
                                 capture_output=True, text=True, check=True, cwd="/")
            res = json.loads(run.stdout.strip().splitlines()[-1])
            times[tree].append(res)
            digests[tree] = {k: v[1] for k, v in res.items()}
    a, b = args.trees
    print(f"A = {a}\nB = {b}\n{args.rounds} rounds, alternating; ms = median over rounds of the min of 5 calls\n")
    print(f"| case | A ms | B ms | B/A | same bits |\n|---|---:|---:|---:|---|")
    ratios = []
    for name in times[a][0]:
        ta = statistics.median(r[name][0] for r in times[a]) * 1e3
        tb = statistics.median(r[name][0] for r in times[b]) * 1e3
        ratios.append(tb / ta)
        same = "yes" if digests[a][name] == digests[b][name] else "NO"
        print(f"| {name} | {ta:.2f} | {tb:.2f} | {tb / ta:.2f} | {same} |")
    print(f"\ngeometric mean B/A: {statistics.geometric_mean(ratios):.3f}")


if __name__ == "__main__":
    main()
