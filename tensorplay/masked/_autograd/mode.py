"""Grad mode, and the one flag every recording hook reads first.

`ANY` turns True when the first MaskedTensor is made to require grad and
never turns back: until then a hook in a generated wrapper or a family
helper is one read of a module global, so code that never asks for
gradients pays nothing.  Grad mode itself (no_grad / enable_grad) is per
thread, as torch's is.

`RECORDER` is tensorplay.masked._autograd.record, set when that module is
imported: the hooks live below it in the import graph (MaskedTensor's core,
the generated wrappers), so they reach it through here.

Versions: every in-place write through the package bumps the version of the
array that owns the written memory (`bump`); a saved array remembers the
version it was saved at, so that a backward that needs a value modified in
place since fails instead of returning a wrong gradient.  (Writes that
bypass the package, e.g. into get_data(), are not seen, as torch's `.data`.)
"""
from __future__ import annotations

import functools
import threading
import weakref

import numpy as np

ANY = False
RECORDER = None
# The methods' functions that record themselves (the ops.* wrappers): what
# RECORDER.method would only pass on, so MaskedTensor's methods call them
# directly (record.method adds each the first time it passes one on).
SELF_RECORDING: set = set()
# MaskedTensor's core class (set by tensorplay/masked/_masked_tensor/core.py): only
# its instances carry autograd state.  (Testing the class first keeps a call on
# ndarrays and numbers cheap: getattr(x, "_ag", None) on them raises and
# catches an AttributeError inside, about 1 us each.)
TENSOR = ()


class _Local(threading.local):
    """Per-thread grad mode.  The class attribute is every thread's default:
    getattr on a plain threading.local without the attribute raises and
    catches an AttributeError inside (0.6 us, on every call that asks)."""
    enabled = True


_local = _Local()
# id(owner array) -> [weak reference to it, version]; an entry goes when its array does
# (ndarrays are not hashable, so no WeakKeyDictionary).
_VERSIONS: dict = {}


def is_grad_enabled() -> bool:
    """True unless this thread is inside no_grad() (or set_grad_enabled(False))."""
    return getattr(_local, "enabled", True)


def set_grad_enabled(mode: bool) -> None:
    if not isinstance(mode, (bool, np.bool_)):
        raise TypeError(f"set_grad_enabled: mode must be a bool; got {mode!r}")
    _local.enabled = bool(mode)


class _GradMode:
    """A context manager (and decorator) that sets grad mode and restores it."""
    _enabled = True

    def __enter__(self):
        self._prev = is_grad_enabled()
        _local.enabled = self._enabled
        return self

    def __exit__(self, *exc):
        _local.enabled = self._prev
        return False

    def __call__(self, func):
        @functools.wraps(func)
        def wrapped(*args, **kwargs):
            with type(self)():
                return func(*args, **kwargs)
        return wrapped


class no_grad(_GradMode):
    """Inside it, no op records a graph: results do not require grad (as torch.no_grad)."""
    _enabled = False


class enable_grad(_GradMode):
    """Inside it, ops record again (e.g. within a no_grad block), as torch.enable_grad."""
    _enabled = True


def without_grad(f, *args):
    """f(*args) with grad mode off in this thread (what no_grad() does, without
    a context object: the recorders run every forward this way)."""
    local = _local
    prev = getattr(local, "enabled", True)
    local.enabled = False
    try:
        return f(*args)
    finally:
        local.enabled = prev


def requires(x) -> bool:
    if not isinstance(x, TENSOR):
        return False
    meta = x._ag
    return meta is not None and meta.requires_grad


def wants(*xs) -> bool:
    """Whether a call on these operands records a graph: grad mode is on and
    one of them is a MaskedTensor that requires grad."""
    for x in xs:
        if isinstance(x, TENSOR):
            meta = x._ag
            if meta is not None and meta.requires_grad:
                return getattr(_local, "enabled", True)
    return False


def turn_on() -> None:
    global ANY
    ANY = True


def _owner(a: np.ndarray) -> np.ndarray:
    while isinstance(a.base, np.ndarray):
        a = a.base
    return a


def bump(a: np.ndarray) -> None:
    """An in-place write into `a` (or the memory it views) is about to happen."""
    owner = _owner(a)
    key = id(owner)
    entry = _VERSIONS.get(key)
    if entry is None or entry[0]() is not owner:
        _VERSIONS[key] = entry = [weakref.ref(owner, lambda _, key=key: _VERSIONS.pop(key, None)), 0]
    entry[1] += 1


def version(a: np.ndarray) -> int:
    if not _VERSIONS:           # nothing written in place (that is still alive): every version is 0
        return 0
    owner = _owner(a)
    entry = _VERSIONS.get(id(owner))
    return entry[1] if entry is not None and entry[0]() is owner else 0
