"""xarray's and pandas' own tests of their bottleneck and numbagg paths, with
`bottleneck` or `numbagg` being tensorplay.masked.nan.

xarray looks its engines' functions up by name (`getattr(bottleneck, "move_" +
name)` and `getattr(numbagg, "move_" + name)` in its rolling, `bn.nan*` and
`numbagg.nan*` in its nan reductions, `bn.push` or `numbagg.ffill` for
ffill/bfill, `numbagg.move_exp_*` in rolling_exp), and pandas' nanops looks up
bottleneck's.  A pytest plugin written here puts a module of the engine's
name in sys.modules before either is imported, serving our function wherever
the engine has the name and tensorplay.masked.nan has it too (each call
counted).  For bottleneck, the real module serves the rest (rankdata,
partition, ...).  The numbagg module is ours alone: numbagg (numba) is not a
test dependency, and a name numbagg lacks (move_min, push, ...) must not be
found, or xarray would take it for numbagg's.  The suites of the installed
xarray (test_rolling, test_missing, test_duck_array_ops, test_nputils, and for
numbagg the quantiles and reductions of test_dataarray and test_dataset) and
pandas (test_nanops) then run against ours; every selected test must pass, and
the counts prove that ours were used.
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

PLUGIN = '''"""`{engine}`: tensorplay.masked.nan's functions where both have the name (counted), {rest}."""
import atexit
import functools
import importlib
import importlib.machinery
import json
import os
import sys
import types

import tensorplay.masked.nan as _ours

OURS = set({ours!r})
REAL = {real!r}             # (the real module, for the names we do not serve; None: there is none)
_real = None if REAL is None else importlib.import_module(REAL)     # (before the shim takes its name)
CALLS = {{}}


@functools.lru_cache(None)            # (one object per name: xarray compares functions by identity)
def _counted(name):
    f = getattr(_ours, name)

    @functools.wraps(f)
    def counted(*args, **kwargs):
        CALLS[name] = CALLS.get(name, 0) + 1
        return f(*args, **kwargs)
    return counted


def _attribute(name):
    if name in OURS:
        return _counted(name)
    if _real is None:
        raise AttributeError(f"module {{SHIM.__name__!r}} has no attribute {{name!r}}")
    return getattr(_real, name)


SHIM = types.ModuleType("{engine}")
SHIM.__spec__ = importlib.machinery.ModuleSpec("{engine}", None)
SHIM.__version__ = {version!r}
SHIM.__getattr__ = _attribute
sys.modules["{engine}"] = SHIM
atexit.register(lambda: open(os.environ["TP_CALLS"], "w").write(json.dumps(CALLS)))
'''

# numbagg 0.9.6's functions that tensorplay.masked.nan has too (its grouped,
# covariance and correlation functions it has not)
NUMBAGG = {"nansum", "nanmean", "nanvar", "nanstd", "nanmin", "nanmax", "nanargmin", "nanargmax", "nanmedian",
           "nanquantile", "move_sum", "move_mean", "move_std", "move_var", "move_exp_nanmean", "move_exp_nansum",
           "move_exp_nanvar", "move_exp_nanstd", "move_exp_nancount", "ffill", "bfill"}
MOVING = {"move_sum", "move_mean", "move_std", "move_var", "move_min", "move_max", "move_median", "move_argmin",
          "move_argmax"}
XARRAY_FILES = ("test_rolling.py", "test_missing.py", "test_nputils.py", "test_duck_array_ops.py")
SUITES = {
    # name: (engine, package, its test files, -k expression, the fewest tests that must pass, names ours must serve)
    "bottleneck-xarray": ("bottleneck", xarray, XARRAY_FILES,
                          "bottleneck or ffill or bfill or push or duck_array_ops or nputils", 2000,
                          MOVING | {"push", "nanmin", "nanmax", "nanvar"}),
    "bottleneck-pandas": ("bottleneck", pandas, ("test_nanops.py",), "", 1000,
                          {"nanmedian", "nanvar", "nanstd", "nanmin", "nanmax"}),
    # (xarray takes numbagg's moving std/var only for ddof=1, which its tests do not ask for; its
    # bfill is an ffill of the reversed array)
    "numbagg-xarray": ("numbagg", xarray, XARRAY_FILES + ("test_dataarray.py", "test_dataset.py"),
                       "numbagg or rolling_exp or ffill or bfill or nputils or argmin or argmax or median or quantile "
                       "or test_reduce or min_count or multiple_dims or idxmin or idxmax", 2200,
                       {"move_sum", "move_mean", "move_exp_nanmean", "move_exp_nansum", "move_exp_nanvar",
                        "move_exp_nanstd", "nanmean", "nanstd", "nanvar", "nanmedian", "nanmin", "nanmax", "nanargmin",
                        "nanargmax", "nanquantile", "ffill"}),
}


def shim(engine: str) -> str:
    """The plugin that makes `engine` tensorplay.masked.nan (see the module's docstring)."""
    if engine == "bottleneck":
        ours = sorted(n for n in bottleneck.get_functions("all", as_string=True) if hasattr(tmnan, n))
        return PLUGIN.format(engine=engine, rest="the real one's otherwise", ours=ours, real="bottleneck",
                             version=bottleneck.__version__)
    assert NUMBAGG <= set(tmnan.__all__), sorted(NUMBAGG - set(tmnan.__all__))
    return PLUGIN.format(engine=engine, rest="no other", ours=sorted(NUMBAGG), real=None, version="0.9.6")


@pytest.mark.parametrize("suite", sorted(SUITES))
def test_suite_passes_with_ours_as_the_engine(suite, tmp_path):
    engine, package, files, select, fewest, served = SUITES[suite]
    tests = Path(package.__file__).parent / "tests"
    (tmp_path / "_tp_as_engine.py").write_text(shim(engine))
    calls = tmp_path / "calls.json"
    # (a child of its own: no plugins but the shim, none of the parent's xdist variables)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "PYTHONPATH"))}
    env.update(TP_CALLS=str(calls), PYTEST_DISABLE_PLUGIN_AUTOLOAD="1",
               PYTHONPATH=os.pathsep.join(filter(None, [str(tmp_path), os.environ.get("PYTHONPATH")])))
    cmd = [sys.executable, "-P", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "_tp_as_engine",
           *(["-k", select] if select else []), *(str(tests / f) for f in files)]
    run = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=1200)
    tail = run.stdout[-6000:] + run.stderr[-2000:]
    assert run.returncode == 0, tail
    passed = int(re.search(r"(\d+) passed", run.stdout).group(1))
    assert passed >= fewest and not re.search(r"\d+ (failed|error)", run.stdout), tail
    used = json.loads(calls.read_text())
    assert served <= set(used), (sorted(served - set(used)), used)
