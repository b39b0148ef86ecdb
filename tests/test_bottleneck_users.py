"""xarray's and pandas' own tests of their bottleneck paths, with `bottleneck`
being tensorplay.masked.nan.

xarray looks bottleneck's functions up by name (`getattr(bottleneck, "move_" +
name)` in its rolling, `bn.nan*` in its nan reductions, `bn.push` for
ffill/bfill), and so does pandas' nanops.  A pytest plugin written here puts a
module named `bottleneck` in sys.modules before either is imported: our
function wherever tensorplay.masked.nan has the name (counted), the real
bottleneck's otherwise (rankdata, partition, ...).  The suites of the
installed xarray (test_rolling's bottleneck cases, test_missing's fills,
test_duck_array_ops, test_nputils) and pandas (test_nanops) then run against
ours; every selected test must pass, and the calls prove that ours were used.
"""
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import bottleneck
import pandas
import pytest
import xarray

import tensorplay.masked.nan as tmnan

PLUGIN = '''"""`bottleneck`: tensorplay.masked.nan's functions where it has the name (counted), the real one's otherwise."""
import atexit
import functools
import importlib.machinery
import json
import os
import sys
import types

import bottleneck as _bn
import tensorplay.masked.nan as _ours

OURS = set({ours!r})
CALLS = {{}}


@functools.lru_cache(None)            # (one object per name: xarray compares functions by identity)
def _counted(name):
    f = getattr(_ours, name)

    @functools.wraps(f)
    def counted(*args, **kwargs):
        CALLS[name] = CALLS.get(name, 0) + 1
        return f(*args, **kwargs)
    return counted


shim = types.ModuleType("bottleneck")
shim.__spec__ = importlib.machinery.ModuleSpec("bottleneck", None)
shim.__version__ = _bn.__version__
shim.__getattr__ = lambda name: _counted(name) if name in OURS else getattr(_bn, name)
sys.modules["bottleneck"] = shim
atexit.register(lambda: open(os.environ["TP_CALLS"], "w").write(json.dumps(CALLS)))
'''

MOVING = {"move_sum", "move_mean", "move_std", "move_var", "move_min", "move_max", "move_median", "move_argmin",
          "move_argmax"}
SUITES = {
    # name: (package, its test files, -k expression, the fewest tests that must pass, names ours must serve)
    "xarray": (xarray, ("test_rolling.py", "test_missing.py", "test_nputils.py", "test_duck_array_ops.py"),
               "bottleneck or ffill or bfill or push or duck_array_ops or nputils", 2000,
               MOVING | {"push", "nanmin", "nanmax", "nanvar"}),
    "pandas": (pandas, ("test_nanops.py",), "", 1000, {"nanmedian", "nanvar", "nanstd", "nanmin", "nanmax"}),
}


def ours() -> list:
    return sorted(n for n in bottleneck.get_functions("all", as_string=True) if hasattr(tmnan, n))


@pytest.mark.parametrize("suite", sorted(SUITES))
def test_suite_passes_with_ours_as_bottleneck(suite, tmp_path):
    package, files, select, fewest, served = SUITES[suite]
    tests = Path(package.__file__).parent / "tests"
    (tmp_path / "_tp_as_bottleneck.py").write_text(PLUGIN.format(ours=ours()))
    calls = tmp_path / "calls.json"
    # (a child of its own: no plugins but the shim, none of the parent's xdist variables)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "PYTHONPATH"))}
    env.update(TP_CALLS=str(calls), PYTEST_DISABLE_PLUGIN_AUTOLOAD="1",
               PYTHONPATH=os.pathsep.join(filter(None, [str(tmp_path), os.environ.get("PYTHONPATH")])))
    cmd = [sys.executable, "-P", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "_tp_as_bottleneck",
           *(["-k", select] if select else []), *(str(tests / f) for f in files)]
    run = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=1200)
    tail = run.stdout[-6000:] + run.stderr[-2000:]
    assert run.returncode == 0, tail
    passed = int(re.search(r"(\d+) passed", run.stdout).group(1))
    assert passed >= fewest and not re.search(r"\d+ (failed|error)", run.stdout), tail
    used = json.loads(calls.read_text())
    assert served <= set(used), (sorted(served - set(used)), used)
