"""No build artefacts in git: what Cython and the compiler write (.c, .so,
.o, .html annotations, build trees) is neither tracked nor left untracked-
and-unignored by an install, so `pip install .` leaves `git status` clean."""
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ARTEFACT_SUFFIXES = (".c", ".cpp", ".so", ".o", ".pyd", ".html")


def git(*args) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True, check=True).stdout


@pytest.fixture(scope="module")
def in_git():
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.fail("these tests need the project's git checkout (CI runs on a clone)")


def test_no_build_output_is_tracked(in_git):
    tracked = git("ls-files").splitlines()
    bad = [p for p in tracked if p.endswith(ARTEFACT_SUFFIXES) or p.startswith("build/")]
    assert bad == [], f"build artefacts tracked by git: {bad}"


def test_build_output_in_the_tree_is_ignored(in_git):
    # Whatever an install or in-place build has written here must be ignored.
    found = [p for p in ROOT.rglob("*")
             if p.is_file() and p.suffix in ARTEFACT_SUFFIXES and ".git" not in p.parts
             and "_build" not in p.parts]
    untracked = set(git("ls-files", "--others", "--exclude-standard").splitlines())
    leaked = [str(p.relative_to(ROOT)) for p in found if str(p.relative_to(ROOT)) in untracked]
    assert leaked == [], f"build artefacts that git status would show: {leaked}"


def test_installed_package_has_no_cython_output():
    """An installed package (CI installs a wheel) holds no .c/.html files; a
    source tree (editable install) is covered by the tests above."""
    import tensorplay.masked
    pkg = Path(tensorplay.masked.__file__).resolve().parent
    if (pkg.parents[1] / "ops.yaml").is_file():
        text = (ROOT / "setup.py").read_text()        # a source tree: the wheel rule must be there
        assert 'exclude_package_data={"": ["*.c", "*.cpp", "*.html"]}' in text
        return
    stray = [str(p) for p in pkg.rglob("*") if p.suffix in (".c", ".cpp", ".html")]
    assert stray == [], stray


def test_setup_installs_every_package_of_the_tree():
    """A subpackage missing from setup.py's list works in the editable tree and
    is absent from a regular install (as tensorplay/masked/_autograd once was)."""
    import ast
    tree = ast.parse((ROOT / "setup.py").read_text())
    listed = next(set(ast.literal_eval(k.value)) for node in ast.walk(tree) if isinstance(node, ast.Call)
                  for k in node.keywords if k.arg == "packages")
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "tensorplay").rglob("__init__.py")}
    assert found - listed == set(), sorted(found - listed)
