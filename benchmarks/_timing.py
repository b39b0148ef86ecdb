"""What the side-by-side benchmark scripts share: one thread everywhere, best-of timing."""
import os

for _v in ("OMP_NUM_THREADS", "TENSORPLAY_NUM_THREADS", "NUMBA_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import time  # noqa: E402


def best(f, repeats=3):
    """The best wall time of `repeats` calls of f, after one warm-up call."""
    f()
    ts = []
    for _ in range(repeats):
        t = time.perf_counter()
        f()
        ts.append(time.perf_counter() - t)
    return min(ts)
