"""bottleneck's own test suite against tensorplay.masked.nan.

The suite of the installed bottleneck (its package's tests/ folder: reduce_test,
move_test, nonreduce_axis_test, list_input_test, scalar_input_test,
input_modification_test, memory_test) is copied to a temporary folder with
`import bottleneck as bn` pointed at a shim whose functions are ours and whose
`bn.slow` is still bottleneck's pure-numpy reference; `bn.get_functions` lists
only the functions tensorplay.masked.nan provides, so the parametrized tests
run on ours alone.  Tests of the bottleneck functions we do not provide
(partition, argpartition, rankdata, nanrankdata, replace, ss, anynan, allnan,
move_rank) are deselected by name; every other test must pass.
"""
import os
import re
import subprocess
import sys
from pathlib import Path

import bottleneck

import tensorplay.masked.nan as tmnan

SUITE = ("reduce_test.py", "move_test.py", "nonreduce_axis_test.py", "list_input_test.py",
         "scalar_input_test.py", "input_modification_test.py", "memory_test.py", "util.py", "__init__.py")
NOT_OURS = ("partition", "argpartition", "rankdata", "nanrankdata", "replace", "move_rank")
# tests that call only functions of NOT_OURS (or bottleneck's internals)
DESELECT = "not partition and not transpose and not rankdata and not refcount_leak and not out_of_bounds"

SHIM = '''"""bottleneck's names: ours where tensorplay.masked.nan has them, bottleneck's otherwise."""
import bottleneck as _bn
import tensorplay.masked.nan as _ours

slow = _bn.slow
OURS = {ours!r}


def get_functions(module_name, as_string=False):
    names = [n for n in _bn.get_functions(module_name, as_string=True) if n in OURS]
    return names if as_string else [getattr(_ours, n) for n in names]


def __getattr__(name):
    return getattr(_ours, name) if name in OURS else getattr(_bn, name)
'''


def ours() -> list:
    names = [n for n in bottleneck.get_functions("all", as_string=True) if n not in NOT_OURS]
    return [n for n in names if hasattr(tmnan, n)]


def test_shim_covers_the_issue_functions():
    # the functions the issue asks for, all present (a missing one would silently leave the suite)
    want = {"nansum", "nanmean", "nanvar", "nanstd", "nanmin", "nanmax", "nanargmin", "nanargmax", "nanmedian",
            "median", "move_sum", "move_mean", "move_std", "move_var", "move_min", "move_max", "move_argmin",
            "move_argmax", "move_median", "push"}
    assert want <= set(ours()), sorted(want - set(ours()))


def test_bottleneck_suite_passes(tmp_path):
    src = Path(bottleneck.__file__).parent
    pkg = tmp_path / "bnsuite"
    pkg.mkdir()
    for name in SUITE:
        text = (src / "tests" / name).read_text()
        text = re.sub(r"^import bottleneck as bn$", "import _bn_shim as bn", text, flags=re.M)
        assert "import bottleneck" not in text, name
        (pkg / name).write_text(text)
    (tmp_path / "conftest.py").write_text((src / "conftest.py").read_text())
    (tmp_path / "_bn_shim.py").write_text(SHIM.format(ours=sorted(ours())))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(tmp_path), os.environ.get("PYTHONPATH")])))
    run = subprocess.run([sys.executable, "-P", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                          "-W", "error::RuntimeWarning", "-k", DESELECT, str(pkg)],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=900)
    tail = run.stdout[-6000:] + run.stderr[-2000:]
    assert run.returncode == 0, tail
    passed = int(re.search(r"(\d+) passed", run.stdout).group(1))
    assert passed >= 100 and not re.search(r"\d+ (failed|error)", run.stdout), tail
