"""Shared fixtures.  The tests import the *installed* tensorplay; only the
generator (codegen/, a build tool that is not installed) comes from the tree."""
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Appended, not prepended: the installed tensorplay must win over the tree's.
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))


@pytest.fixture
def root() -> Path:
    return ROOT


@pytest.fixture
def eager_threads():
    """Threads for every call (grain 1), restored after: small inputs split too."""
    import tensorplay.masked as masked
    from tensorplay.masked._csrc import _parallel
    grain, before = _parallel.get_grain(), masked.get_num_threads()
    _parallel.set_grain(1)
    try:
        yield
    finally:
        _parallel.set_grain(grain)
        masked.set_num_threads(before)

# The generator's golden files look like tests but belong to the tiny spec.
collect_ignore_glob = ["codegen/expected/*"]


@pytest.fixture
def kernel_spy(monkeypatch):
    """kernel_spy(cls) -> a list that gains, per call of cls.into_kept (a
    lazy derivative helper, scope.py), whether its row kernel wrote the
    gradient (False: the numpy formula ran instead)."""
    def spy(cls):
        ran = []
        original = cls.into_kept

        def into_kept(self, reached, dtype):
            got = original(self, reached, dtype)
            ran.append(got is not None)
            return got
        monkeypatch.setattr(cls, "into_kept", into_kept)
        return ran
    return spy
