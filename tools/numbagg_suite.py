"""Run numbagg's own tests of the names tensorplay.masked.nan shares with it, against ours.

numbagg (numba) is not a test dependency, so this runs by hand, with a Python that has numbagg,
pandas and bottleneck, from the repository root:

    /work/venv_peers/bin/python tools/numbagg_suite.py > tools/numbagg_suite.out

A pytest plugin replaces numbagg's functions -- in the package, its submodules and its lists of
functions (AGGREGATION_FUNCS, MOVE_FUNCS, ...), which its tests parametrize over and its harness
keys its comparisons by -- with tensorplay.masked.nan's, before the tests import them.  The
output lists each failing test; docs/semantics.rst says which conventions they assert that
this module deliberately does not take (bottleneck's win where the two disagree).
"""
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import numbagg

import tensorplay.masked.nan as tmnan

NAMES = ["nansum", "nanmean", "nanvar", "nanstd", "nanmin", "nanmax", "nanargmin", "nanargmax", "nanmedian",
         "nanquantile", "move_sum", "move_mean", "move_std", "move_var", "move_exp_nanmean", "move_exp_nansum",
         "move_exp_nanvar", "move_exp_nanstd", "move_exp_nancount", "ffill", "bfill"]
FILES = ["test_funcs.py", "test_moving.py", "test_moving_exp.py"]

PLUGIN = f'''import numbagg, numbagg.funcs, numbagg.moving, numbagg.moving_exp
import tensorplay.masked.nan as ours

NAMES = {NAMES!r}
originals = {{n: getattr(numbagg, n) for n in NAMES}}
for n in NAMES:
    for module in (numbagg, numbagg.funcs, numbagg.moving, numbagg.moving_exp):
        if hasattr(module, n):
            setattr(module, n, getattr(ours, n))
swap = {{id(f): getattr(ours, n) for n, f in originals.items()}}
for k, v in list(vars(numbagg).items()):
    if isinstance(v, list) and k.endswith("FUNCS"):
        v[:] = [swap.get(id(f), f) for f in v]
'''


def main() -> int:
    tests = Path(numbagg.__file__).parent / "test"
    with tempfile.TemporaryDirectory() as tmp:
        Path(tmp, "_tp_patch_numbagg.py").write_text(PLUGIN)
        env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
        env.update(PYTEST_DISABLE_PLUGIN_AUTOLOAD="1",
                   PYTHONPATH=os.pathsep.join([tmp, str(Path(tmnan.__file__).parents[2])]))
        run = subprocess.run([sys.executable, "-P", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p",
                              "_tp_patch_numbagg", "-rf", *(str(tests / f) for f in FILES)],
                             cwd=tmp, env=env, capture_output=True, text=True)
    print(f"numbagg {numbagg.__version__}; tensorplay.masked.nan from {Path(tmnan.__file__).parent}")
    print(f"files: {', '.join(FILES)}; names replaced: {', '.join(NAMES)}\n")
    for line in run.stdout.splitlines():
        if line.startswith("FAILED"):
            print(re.sub(r" - .*", "", re.sub(r"^FAILED \S*/test/", "FAILED ", line)))
    print("\n" + run.stdout.strip().splitlines()[-1])
    return 0


if __name__ == "__main__":
    sys.exit(main())
