"""A copy of the project in which a test changes the generator or ops.yaml,
regenerates, and builds one kernel module in place (tests/test_contributing.py,
tests/test_new_kind.py).  The kernels that already exist are the installed
package's, copied next to their sources: only the new module compiles."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import tensorplay.masked

ROOT = Path(__file__).resolve().parents[1]

BUILD_ONE = """
import numpy as np
from Cython.Build import cythonize
from setuptools import Extension, setup
ext = Extension("tensorplay.masked._generated.{module}", ["generated/{module}.pyx"],
                include_dirs=[np.get_include(), "tensorplay/masked/_csrc"], extra_compile_args=["-O1"])
setup(script_args=["build_ext", "--inplace"], packages=[], py_modules=[],
      package_dir={{"tensorplay.masked._generated": "generated"}}, ext_modules=cythonize([ext], include_path=["."],
      language_level=3, quiet=True))
"""


def copy_project(dst: Path) -> Path:
    """The project's sources (no build products, no git) at dst."""
    ignore = shutil.ignore_patterns(".git", "build", "_build", "*.so", "*.c", "__pycache__", "_generated")
    shutil.copytree(ROOT, dst, ignore=ignore, symlinks=True)
    return dst


def regenerate(project: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "codegen"], cwd=project, capture_output=True, text=True)


def build_one(project: Path, module: str) -> subprocess.CompletedProcess:
    """Compile generated/<module>.pyx in place in the development tree `project`
    (CONTRIBUTING.md step 3), every other extension the installed one."""
    assert not (project / "tensorplay" / "masked" / "_generated").exists()
    installed = Path(tensorplay.masked._generated.__path__[0])
    for so in installed.glob("_k_*.so"):
        shutil.copy2(so, project / "generated" / so.name)
    package = Path(tensorplay.masked.__file__).resolve().parent
    for so in package.rglob("*.so"):            # the hand-written extensions (front, _native, ...)
        rel = so.relative_to(package)
        if rel.parts[0] != "_generated":
            shutil.copy2(so, project / "tensorplay" / "masked" / rel)
    return subprocess.run([sys.executable, "-c", BUILD_ONE.format(module=module)], cwd=project,
                          capture_output=True, text=True)
