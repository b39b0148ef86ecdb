#!/usr/bin/env python
"""The moving order-statistics kernel alone (_csrc/_window_rank.moving_ranks
into outputs already written, so no first-touch page faults), one thread:
move_median's table ("middle") and move_quantile's of three q (0.1, 0.5,
0.9, linear) per window, on the slots path and the bitset path, and
optionally against another build's module (--old PATH_TO_SO, loaded in the
same process; the calls alternate, best of --rounds).

    python -P benchmarks/bench_window_ranks.py [--n 2000000] [--rounds 7] [--old SO] [WINDOW ...]
"""
import argparse
import importlib.util
import time

import numpy as np

import tensorplay.masked as tm
from tensorplay.masked._csrc import _window_rank as NEW
from tensorplay.masked._runtime import quantile as Q


def tables(w):
    nn = np.arange(1, w + 1)[:, None]
    med = np.concatenate([np.zeros((1, 2), np.int64), np.concatenate([(nn - 1) // 2, nn // 2], 1)])
    plan = Q.plan_of(np.arange(1, w + 1, dtype=np.int64)[:, None], [0.1, 0.5, 0.9], "linear", np.dtype(np.float64))
    return med, np.concatenate([np.zeros((1, plan.ranks.shape[1]), np.int64), plan.ranks]), Q.mix_table(plan, w)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=2_000_000)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--old", help="another build's _window_rank .so to compare with")
    ap.add_argument("windows", nargs="*", type=int, default=[20, 32, 40, 64, 1000])
    a = ap.parse_args()
    tm.set_num_threads(1)
    mods = {}
    if a.old:
        spec = importlib.util.spec_from_file_location("_window_rank", a.old)
        mods["old"] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mods["old"])
    rng = np.random.default_rng(3)
    x = rng.standard_normal((1, a.n))
    m = (rng.random((1, a.n)) >= 0.2).astype(np.uint8)
    o1, o3 = np.zeros((1, a.n, 1)), np.zeros((1, a.n, 3))
    before = NEW._set_small_window(1 << 30)
    limit = NEW._set_small_window(before)          # (the slots' limit: the setter clamps to it)
    for w in a.windows:
        med, qt, mix = tables(w)
        configs = dict(mods)
        if w <= limit:
            configs["slots"] = NEW
        configs["bitset"] = NEW
        best = {}
        for _ in range(a.rounds):
            for name, mod in configs.items():
                if mod is NEW:
                    NEW._set_small_window(0 if name == "bitset" else limit)
                t = time.perf_counter()
                mod.moving_ranks(x, m, med, o1, None, w, False, 1, "middle")
                t1 = time.perf_counter() - t
                t = time.perf_counter()
                mod.moving_ranks(x, m, qt, o3, None, w, False, 1, mix)
                t3 = time.perf_counter() - t
                b = best.get(name, (9e9, 9e9))
                best[name] = (min(b[0], t1), min(b[1], t3))
        NEW._set_small_window(before)
        print(f"window {w:5d}: " + " | ".join(f"{k} median {v[0] * 1e3:6.1f} ms, three q {v[1] * 1e3:6.1f} ms "
                                              f"({v[1] / v[0]:.2f}x)" for k, v in best.items()), flush=True)


if __name__ == "__main__":
    main()
