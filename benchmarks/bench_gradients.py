"""Backward against forward, and against torch.masked's backward (issue 23, item 5).

1000 x 10000 float64, 50 % mask, one thread, along dim 1: for each op the
forward without gradients, our backward of the same op (the forward recorded
once per repetition, only backward() timed) and, when torch is importable
(run this script with a python that has torch 2.13, CPU), torch's backward of
torch.masked.<op>(t, 1, mask=m) with torch.set_num_threads(1).  Then the
bookkeeping of a recorded op on 8 elements: the same call with and without
requires_grad.

    python benchmarks/bench_gradients.py [--size ROWSxCOLS]
"""
import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _timing import best  # noqa: E402

import numpy as np  # noqa: E402

import tensorplay.masked as tm  # noqa: E402

try:
    import torch
    torch.set_num_threads(1)
except ImportError:            # the torch column is then left out
    torch = None

OPS = {
    "sum": (lambda x: tm.sum(x, 1), lambda t, m: torch.masked.sum(t, 1, mask=m)),
    "mean": (lambda x: tm.mean(x, 1), lambda t, m: torch.masked.mean(t, 1, mask=m)),
    "var": (lambda x: tm.var(x, 1), lambda t, m: torch.masked.var(t, 1, unbiased=True, mask=m)),
    "amax": (lambda x: tm.amax(x, 1), lambda t, m: torch.masked.amax(t, 1, mask=m)),
    "logsumexp": (lambda x: tm.logsumexp(x, 1), lambda t, m: torch.masked.logsumexp(t, 1, mask=m)),
    "norm": (lambda x: tm.norm(x, 2.0, 1), lambda t, m: torch.masked.norm(t, 2.0, 1, mask=m)),
    "softmax": (lambda x: tm.softmax(x, 1), lambda t, m: torch.masked.softmax(t, 1, mask=m)),
    "log_softmax": (lambda x: tm.log_softmax(x, 1), lambda t, m: torch.masked.log_softmax(t, 1, mask=m)),
    "cumsum": (lambda x: tm.cumsum(x, 1), lambda t, m: torch.masked.cumsum(t, 1, mask=m)),
}


def ours(data, mask, call):
    x = tm.masked_tensor(data, mask)
    forward = best(lambda: call(x))
    leaf = tm.masked_tensor(data, mask, requires_grad=True)
    g = np.ones(call(x).shape)
    times = []
    for _ in range(4):
        out = call(leaf)
        t = time.perf_counter()
        out.backward(g)
        times.append(time.perf_counter() - t)
        leaf.grad = None
    return forward, min(times[1:])


def theirs(data, mask, call):
    m = torch.from_numpy(mask)
    times = []
    for _ in range(4):
        t_in = torch.from_numpy(data.copy()).requires_grad_(True)
        out = call(t_in, m)
        g = torch.ones_like(out)
        t = time.perf_counter()
        out.backward(g)
        times.append(time.perf_counter() - t)
    return min(times[1:])


def bookkeeping():
    """Seconds per call of x * 2.0 and tm.sum(x) on 8 elements, without and with requires_grad."""
    data, mask = np.arange(8.0), np.ones(8, bool)
    plain = tm.masked_tensor(data, mask)
    leaf = tm.masked_tensor(data, mask, requires_grad=True)
    n = 20000
    out = {}
    for name, f in (("x * 2.0", lambda x: x * 2.0), ("tm.sum(x)", lambda x: tm.sum(x))):
        for label, x in (("plain", plain), ("grad", leaf)):
            out[(name, label)] = best(lambda: [f(x) for _ in range(n)]) / n
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="1000x10000")
    args = ap.parse_args()
    rows, cols = (int(v) for v in args.size.split("x"))
    rng = np.random.default_rng(0)
    data, mask = rng.standard_normal((rows, cols)), rng.random((rows, cols)) < 0.5
    print(f"{rows} x {cols} float64, 50 % mask, one thread; times in ms")
    head = f"{'op':12s} {'forward':>9s} {'backward':>9s} {'bwd/fwd':>8s}"
    print(head + (f" {'torch bwd':>10s} {'ours/torch':>11s}" if torch else ""))
    for name, (call, tcall) in OPS.items():
        fwd, bwd = ours(data, mask, call)
        line = f"{name:12s} {fwd * 1e3:9.1f} {bwd * 1e3:9.1f} {bwd / fwd:8.2f}"
        if torch:
            try:
                tb = theirs(data, mask, tcall)
                line += f" {tb * 1e3:10.1f} {bwd / tb:11.2f}"
            except Exception as exc:          # torch.masked lacks the backward: say so
                line += f"  torch fails: {type(exc).__name__}: {str(exc)[:60]}"
        print(line)
    print("\nbookkeeping of a recorded op on 8 elements (us per call)")
    bk = bookkeeping()
    for name in ("x * 2.0", "tm.sum(x)"):
        p, g = bk[(name, "plain")] * 1e6, bk[(name, "grad")] * 1e6
        print(f"{name:12s} plain {p:6.2f}  requires_grad {g:6.2f}  extra {g - p:6.2f}")


if __name__ == "__main__":
    main()
