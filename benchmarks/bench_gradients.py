"""Backward against forward, and against torch.masked's backward (issue 23, item 5).

1000 x 10000 float64, 50 % mask, one thread, along dim 1: for each op the
forward without gradients, the same forward recorded (requires_grad: what
it keeps for the backward included), our backward of the same op (the
forward recorded once per repetition, only backward() timed) and, when torch is importable
(run this script with a python that has torch 2.13, CPU), torch's backward of
torch.masked.<op>(t, 1, mask=m) with torch.set_num_threads(1).  The upstream
gradient is a random array of the output's shape; each time is the best of 3
(a fresh leaf and forward each, only backward() timed), as
../shared/bench/gradients.py measures.  Then the bookkeeping of a recorded op
on 8 elements: the same call with and without requires_grad (x.exp() on
gradients.py's tape_8 data and mask, x * 2.0, tm.sum(x)), best of 5 loops of
2000 calls, twice; the results are kept until a loop ends, so the garbage
collector's share is counted.

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


def ours(data, mask, call, g):
    """(forward, recorded forward, backward) seconds: a recorded forward may
    gather what its backward reads (amax's ties), so both are shown."""
    x = tm.masked_tensor(data, mask)
    forward = best(lambda: call(x))
    recorded, times = [], []
    for _ in range(3):
        leaf = tm.masked_tensor(data, mask, requires_grad=True)
        t = time.perf_counter()
        out = call(leaf)
        recorded.append(time.perf_counter() - t)
        t = time.perf_counter()
        out.backward(g)
        times.append(time.perf_counter() - t)
    return forward, min(recorded), min(times)


def theirs(data, mask, call, g):
    m, tg = torch.from_numpy(mask), torch.from_numpy(g)
    times = []
    for _ in range(3):
        t_in = torch.tensor(data, requires_grad=True)
        out = call(t_in, m)
        t = time.perf_counter()
        out.backward(tg)
        times.append(time.perf_counter() - t)
    return min(times)


BOOKKEEPING = {"x.exp()": lambda x: x.exp(), "x * 2.0": lambda x: x * 2.0, "tm.sum(x)": lambda x: tm.sum(x)}


def bookkeeping():
    """Seconds per call on 8 elements (gradients.py's tape_8 data), without and with requires_grad."""
    data = np.arange(8.0)
    mask = data % 3 != 1
    plain = tm.masked_tensor(data, mask)
    leaf = tm.masked_tensor(data, mask, requires_grad=True)
    n = 2000
    out = {}
    for name, f in BOOKKEEPING.items():
        for label, x in (("plain", plain), ("grad", leaf)):
            out[(name, label)] = min(best(lambda: [f(x) for _ in range(n)], 5) for _ in range(2)) / n
    return out


def cpu() -> str:
    """The CPU's model name, and whether it has AVX-512 (Linux's /proc/cpuinfo; else platform's name)."""
    try:
        with open("/proc/cpuinfo") as f:
            text = f.read()
    except OSError:
        import platform
        return platform.processor() or platform.machine()
    names = [line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("model name")]
    return (names[0] if names else "unknown CPU") + (", AVX-512" if " avx512f" in text else ", no AVX-512")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="1000x10000")
    args = ap.parse_args()
    rows, cols = (int(v) for v in args.size.split("x"))
    rng = np.random.default_rng(13)
    data, mask = rng.standard_normal((rows, cols)), rng.random((rows, cols)) < 0.5
    print(f"{rows} x {cols} float64, 50 % mask, one thread, {cpu()}; times in ms")
    head = f"{'op':12s} {'forward':>9s} {'recorded':>9s} {'backward':>9s} {'bwd/fwd':>8s}"
    print(head + (f" {'torch bwd':>10s} {'ours/torch':>11s}" if torch else ""))
    for name, (call, tcall) in OPS.items():
        g = rng.standard_normal(call(tm.masked_tensor(data, mask)).shape)     # (the upstream gradient)
        fwd, rec, bwd = ours(data, mask, call, g)
        line = f"{name:12s} {fwd * 1e3:9.1f} {rec * 1e3:9.1f} {bwd * 1e3:9.1f} {bwd / fwd:8.2f}"
        if torch:
            try:
                tb = theirs(data, mask, tcall, g)
                line += f" {tb * 1e3:10.1f} {bwd / tb:11.2f}"
            except Exception as exc:          # torch.masked lacks the backward: say so
                line += f"  torch fails: {type(exc).__name__}: {str(exc)[:60]}"
        print(line)
    print("\nbookkeeping of a recorded op on 8 elements (us per call)")
    bk = bookkeeping()
    for name in BOOKKEEPING:
        p, g = bk[(name, "plain")] * 1e6, bk[(name, "grad")] * 1e6
        print(f"{name:12s} plain {p:6.2f}  requires_grad {g:6.2f}  extra {g - p:6.2f}")


if __name__ == "__main__":
    main()
