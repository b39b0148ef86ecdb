"""Threads: how many the kernels may use, and how the build was configured.

    tensorplay.masked.set_num_threads(n)      # process-wide
    tensorplay.masked.get_num_threads()
    with tensorplay.masked.num_threads(1): ...  # this Python thread's calls, then restore
    tensorplay.masked.show_config()

The default is the environment variable TENSORPLAY_NUM_THREADS (a positive
integer), else the number of cores this process may run on
(os.sched_getaffinity).  OpenMP's own limit caps it when lowered below the
cores (OMP_NUM_THREADS=1, threadpoolctl.threadpool_limits(1)).  Results are bit-for-bit identical for every thread
count: the work is split into units (output positions, columns, fixed-size
chunks of long reduced slices) chosen from the data's shape alone, and
partial results are combined in a fixed order.  The policy (grain, many
Python threads, fork, threadpoolctl) is documented in docs/threads.rst and in
tensorplay/masked/_csrc/_parallel.pyx, which implements it.
"""
from __future__ import annotations

import contextlib
import operator
import os
import sys
import sysconfig

from tensorplay.masked._csrc import _parallel

ENV = "TENSORPLAY_NUM_THREADS"
MAX_THREADS = 1024


def _check(n, what: str) -> int:
    if isinstance(n, bool):
        raise TypeError(f"{what}: the number of threads must be an int; got {n!r}")
    try:
        n = operator.index(n)
    except TypeError:
        raise TypeError(f"{what}: the number of threads must be an int; got {type(n).__name__} {n!r}") from None
    if not 1 <= n <= MAX_THREADS:
        raise ValueError(f"{what}: the number of threads must be between 1 and {MAX_THREADS}; got {n}")
    return n


def available_cores() -> int:
    """The cores this process may run on (its CPU affinity), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):       # no sched_getaffinity (macOS, Windows)
        return max(1, os.cpu_count() or 1)


def default_num_threads() -> int:
    """TENSORPLAY_NUM_THREADS if set (a positive int, else ValueError), else available_cores()."""
    raw = os.environ.get(ENV)
    if raw is None or raw.strip() == "":
        return available_cores()
    try:
        n = int(raw.strip())
    except ValueError:
        raise ValueError(f"{ENV}={raw!r}: expected a positive integer number of threads") from None
    if not 1 <= n <= MAX_THREADS:
        raise ValueError(f"{ENV}={raw!r}: expected a number of threads between 1 and {MAX_THREADS}")
    return n


def set_num_threads(n: int) -> None:
    """Let each kernel call use up to `n` threads (1: serial).  Process-wide;
    results do not depend on it."""
    _parallel.set_threads(_check(n, "set_num_threads"))


def get_num_threads() -> int:
    """The number of threads a kernel call made by this Python thread may use:
    its `num_threads` block's count inside one, else set_num_threads's."""
    return int(_parallel.get_local_threads() or _parallel.get_threads())


@contextlib.contextmanager
def num_threads(n: int):
    """`with num_threads(n):` lets the kernel calls this Python thread makes in
    the block use up to n threads, and restores this thread's previous count
    after it.  The count belongs to the thread: blocks in other Python threads,
    entered and left in any order, neither see nor change it (a process-wide
    count restored by each block would let one thread's exit undo another's
    block); set_num_threads stays the process-wide default around the blocks."""
    n = _check(n, "num_threads")
    before = _parallel.get_local_threads()
    _parallel.set_local_threads(n)
    try:
        yield n
    finally:
        _parallel.set_local_threads(before)


def config() -> dict:
    """The build and thread configuration as a dict (show_config prints it)."""
    from tensorplay.masked._csrc import _native     # (the tests' helper module: not at import time)

    cfg = dict(_parallel.build_config())
    cfg["block_prefetch"] = _native.block_prefetch()      # (the CPU's vendor decides these three: tp_support.h)
    cfg["table_gathers"] = _native.table_gathers()
    cfg["stream_pairs"] = _native.stream_pairs()
    cfg["num_threads"] = get_num_threads()
    cfg["available_cores"] = available_cores()
    cfg["env " + ENV] = os.environ.get(ENV)
    cfg["compiler_command"] = sysconfig.get_config_var("CC")
    return cfg


def show_config(file=None) -> dict:
    """Print how tensorplay.masked was built (compiler, flags, SIMD level,
    threading backend) and the thread setting; return the same as a dict."""
    cfg = config()
    out = sys.stdout if file is None else file
    width = max(len(k) for k in cfg)
    for key, value in cfg.items():
        print(f"{key:<{width}}  {value}", file=out)
    return cfg


# The setting at import: the environment, else the available cores.
_parallel.set_cores(available_cores())
_parallel.set_threads(default_num_threads())
