#!/usr/bin/env python
"""Thread scaling: each op with 1 and with N threads, next to torch at the same counts.

Usage (from the repository root):

    python -P benchmarks/bench_threads.py [--threads N] [--repeat 7] [--csv docs/_static/threads.csv]
    python -P benchmarks/bench_threads.py --grain      # where a second thread starts to pay
    python -P benchmarks/bench_threads.py --first-touch  # cumsum: what fresh output pages cost

Data: 1000 x 10000 float64 (1e7 elements) with a 50 % random mask (also viewed
as one 1e7 vector and as a tall 2.5e6 x 4 array: the chunked layouts).  For each
op the 1-thread and N-thread calls are interleaved in one process (warm-up,
then the min of --repeat calls each, time.perf_counter); torch.masked's op
(CPU, if `import torch` works) is timed the same way with
torch.set_num_threads.  The table gives both times and t(N)/t(1) (lower is
better) and checks that our results are byte-identical for 1 and N threads
(torch's are not guaranteed to be: "torch same" says whether they were).

--first-touch times cumsum(x, 1) with 1 and N threads twice: as usual, then
with glibc told to keep freed memory (mallopt), so that the output's pages
are already mapped and no page is zeroed on first touch (Linux/glibc only).

--grain times masked.sum(x, 1) on growing inputs with every call allowed to
split (grain 1) and prints t(2)/t(1): the size where it drops below 1 is what
the default grain (elements per thread, tensorplay/masked/_csrc/_parallel.pyx)
is set from.
"""
import argparse
import csv
import os
import sys
import time

import numpy as np

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import tensorplay.masked as tm  # noqa: E402
from tensorplay.masked._csrc import _parallel  # noqa: E402

try:
    import torch
except ImportError:  # pragma: no cover - optional peer
    torch = None


def cases(x, m):
    """(name, ours, torch's op name and call or None).  Besides the 1000 x 10000
    matrix: its flat 1e7 vector (one long slice) and a tall 2.5e6 x 4 view of it
    (few outputs along dim 0): the layouts that run in chunks."""
    xt = mt = None
    x1, m1 = x.reshape(-1), m.reshape(-1)
    x4, m4 = x.reshape(-1, 4), m.reshape(-1, 4)
    if torch is not None:
        xt, mt = torch.from_numpy(x), torch.from_numpy(m)
        x1t, m1t, x4t, m4t = (torch.from_numpy(a) for a in (x1, m1, x4, m4))
    tmk = None if torch is None else torch.masked

    def tcall(f):
        return None if torch is None else f

    return [
        ("sum dim=1", lambda: tm.sum(x, 1, mask=m), tcall(lambda: tmk.sum(xt, 1, mask=mt))),
        ("sum dim=0", lambda: tm.sum(x, 0, mask=m), tcall(lambda: tmk.sum(xt, 0, mask=mt))),
        ("sum all", lambda: tm.sum(x, mask=m), tcall(lambda: tmk.sum(xt, mask=mt))),
        ("amax dim=1", lambda: tm.amax(x, 1, mask=m), tcall(lambda: tmk.amax(xt, 1, mask=mt))),
        ("argmax dim=1", lambda: tm.argmax(x, 1, mask=m), tcall(lambda: tmk.argmax(xt, 1, mask=mt))),
        ("mean dim=1", lambda: tm.mean(x, 1, mask=m), tcall(lambda: tmk.mean(xt, 1, mask=mt))),
        ("var dim=1", lambda: tm.var(x, 1, mask=m), tcall(lambda: tmk.var(xt, 1, unbiased=True, mask=mt))),
        ("var all", lambda: tm.var(x, mask=m), tcall(lambda: tmk.var(xt, unbiased=True, mask=mt))),
        ("logsumexp dim=1", lambda: tm.logsumexp(x, 1, mask=m), tcall(lambda: tmk.logsumexp(xt, 1, mask=mt))),
        ("softmax dim=1", lambda: tm.softmax(x, 1, mask=m), tcall(lambda: tmk.softmax(xt, 1, mask=mt))),
        ("log_softmax dim=1", lambda: tm.log_softmax(x, 1, mask=m), tcall(lambda: tmk.log_softmax(xt, 1, mask=mt))),
        ("median dim=1", lambda: tm.median(x, 1, mask=m), tcall(lambda: tmk.median(xt, 1, mask=mt))),
        ("cumsum dim=1", lambda: tm.cumsum(x, 1, mask=m), tcall(lambda: tmk.cumsum(xt, 1, mask=mt))),
        ("cumsum dim=0", lambda: tm.cumsum(x, 0, mask=m), tcall(lambda: tmk.cumsum(xt, 0, mask=mt))),
        ("argmax all", lambda: tm.argmax(x1, 0, mask=m1), tcall(lambda: tmk.argmax(x1t, 0, mask=m1t))),
        ("median all", lambda: tm.median(x1, 0, mask=m1), tcall(lambda: tmk.median(x1t, 0, mask=m1t))),
        ("softmax 1-d", lambda: tm.softmax(x1, 0, mask=m1), tcall(lambda: tmk.softmax(x1t, 0, mask=m1t))),
        ("sum dim=0 tall", lambda: tm.sum(x4, 0, mask=m4), tcall(lambda: tmk.sum(x4t, 0, mask=m4t))),
        ("var dim=0 tall", lambda: tm.var(x4, 0, mask=m4), tcall(lambda: tmk.var(x4t, 0, unbiased=True, mask=m4t))),
        ("special.erf", lambda: tm.special.erf(x, mask=m), None),
        ("logaddexp", lambda: tm.logaddexp(x, x[::-1], input_mask=m, other_mask=m[::-1]), None),
    ]


def _torch_numpy(r):
    if isinstance(r, tuple):           # (values, indices)
        r = r[0]
    return r.detach().numpy()


def best_of(fns_by_count, repeat):
    """fns_by_count: {count: (set_threads, fn)}; interleaved, min per count."""
    best = {t: float("inf") for t in fns_by_count}
    results = {}
    for t, (setn, fn) in fns_by_count.items():
        setn(t)
        results[t] = fn()
    for _ in range(repeat):
        for t, (setn, fn) in fns_by_count.items():
            setn(t)
            t0 = time.perf_counter()
            fn()
            best[t] = min(best[t], time.perf_counter() - t0)
    return best, results


def scaling(n_threads, repeat, csv_path):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((1000, 10000))
    m = rng.random((1000, 10000)) < 0.5
    header = ["op", "ours 1 thread (ms)", f"ours {n_threads} (ms)", f"ours t({n_threads})/t(1)", "ours same bits",
              "torch 1 thread (ms)", f"torch {n_threads} (ms)", f"torch t({n_threads})/t(1)", "torch same"]
    rows = []
    torch_threads = torch.get_num_threads() if torch is not None else None
    for name, ours, theirs in cases(x, m):
        best, res = best_of({1: (tm.set_num_threads, ours), n_threads: (tm.set_num_threads, ours)}, repeat)
        same = res[1].dtype == res[n_threads].dtype and res[1].tobytes() == res[n_threads].tobytes()
        row = [name, f"{best[1] * 1e3:.1f}", f"{best[n_threads] * 1e3:.1f}", f"{best[n_threads] / best[1]:.2f}",
               "yes" if same else "NO"]
        if theirs is not None:
            try:
                tb, tr = best_of({1: (torch.set_num_threads, theirs), n_threads: (torch.set_num_threads, theirs)},
                                 repeat)
                a, b = (_torch_numpy(r) for r in (tr[1], tr[n_threads]))
                row += [f"{tb[1] * 1e3:.1f}", f"{tb[n_threads] * 1e3:.1f}", f"{tb[n_threads] / tb[1]:.2f}",
                        "yes" if a.tobytes() == b.tobytes() else "no"]
            except Exception as exc:  # an op torch.masked lacks
                row += ["n/a", "n/a", "n/a", type(exc).__name__]
        else:
            row += ["n/a"] * 4
        rows.append(row)
        print(" | ".join(row), flush=True)
    if torch is not None:
        torch.set_num_threads(torch_threads)
    if csv_path:
        with open(csv_path, "w", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(header)
            w.writerows(rows)
    print(f"({len(rows)} ops; 1e7 float64, 50 % mask; min of {repeat} interleaved calls; "
          f"{_parallel.build_config()['threading']})")


def first_touch(n_threads, repeat):
    """cumsum(x, 1) with fresh output pages (as usual), then with reused ones."""
    import ctypes
    import subprocess
    if os.environ.get("TP_BENCH_KEEP_MEMORY"):
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(-3, 1 << 30)          # M_MMAP_THRESHOLD: big blocks from the heap...
        libc.mallopt(-1, 1 << 31)          # M_TRIM_THRESHOLD: ...which keeps them once freed
        rng = np.random.default_rng(0)
        x = rng.standard_normal((1000, 10000))
        m = rng.random((1000, 10000)) < 0.5
        f = lambda: tm.cumsum(x, 1, mask=m)  # noqa: E731
        best, _ = best_of({1: (tm.set_num_threads, f), n_threads: (tm.set_num_threads, f)}, repeat)
        print(f"cumsum dim=1, pages reused | {best[1] * 1e3:.1f} | {best[n_threads] * 1e3:.1f} | "
              f"{best[n_threads] / best[1]:.2f}")
        return
    rng = np.random.default_rng(0)
    x = rng.standard_normal((1000, 10000))
    m = rng.random((1000, 10000)) < 0.5
    f = lambda: tm.cumsum(x, 1, mask=m)  # noqa: E731
    best, _ = best_of({1: (tm.set_num_threads, f), n_threads: (tm.set_num_threads, f)}, repeat)
    print(f"case | 1 thread (ms) | {n_threads} threads (ms) | t({n_threads})/t(1)")
    print(f"cumsum dim=1, fresh pages | {best[1] * 1e3:.1f} | {best[n_threads] * 1e3:.1f} | "
          f"{best[n_threads] / best[1]:.2f}", flush=True)
    subprocess.run([sys.executable, "-P", os.path.abspath(__file__), "--first-touch", "--threads", str(n_threads),
                    "--repeat", str(repeat)], env=dict(os.environ, TP_BENCH_KEEP_MEMORY="1"), check=True)


def grain(repeat):
    before = _parallel.get_grain()
    _parallel.set_grain(1)
    rng = np.random.default_rng(0)
    try:
        print("elements | t(1) us | t(2) us | t(2)/t(1)")
        for n in [2 ** k for k in range(12, 22)]:
            x = rng.standard_normal((n // 256, 256))
            m = rng.random(x.shape) < 0.5
            f = lambda: tm.sum(x, 1, mask=m)  # noqa: E731
            best, _ = best_of({1: (tm.set_num_threads, f), 2: (tm.set_num_threads, f)}, max(repeat, 50))
            print(f"{n} | {best[1] * 1e6:.1f} | {best[2] * 1e6:.1f} | {best[2] / best[1]:.2f}", flush=True)
    finally:
        _parallel.set_grain(before)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--csv", default=None)
    ap.add_argument("--grain", action="store_true")
    ap.add_argument("--first-touch", action="store_true")
    args = ap.parse_args()
    if args.grain:
        grain(args.repeat)
    elif args.first_touch:
        first_touch(args.threads, args.repeat)
    else:
        scaling(args.threads, args.repeat, args.csv)


if __name__ == "__main__":
    main()
