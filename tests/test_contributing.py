"""CONTRIBUTING.md, followed literally: in a copy of the project, add the
masked `count` reduction as one ops.yaml entry (the YAML block of
CONTRIBUTING.md itself), regenerate, build its kernel, and check that the op
works, has a docstring, a doc page, a stub and generated tests.  Then break
the entry three ways and check the errors name ops.yaml:LINE and the fix.

The build compiles only the new kernel module in place (CONTRIBUTING.md step
3, development tree); the other kernels are the installed package's."""
from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests._project import build_one, copy_project, regenerate
from codegen.load import SpecError, load_string

ROOT = Path(__file__).resolve().parents[1]
GUIDE = (ROOT / "CONTRIBUTING.md").read_text()
# The entry exactly as the guide shows it (its first yaml block).
ENTRY = textwrap.dedent(re.search(r"```yaml\n(.*?)```", GUIDE, re.S).group(1))
ANCHOR = "\n  # -- selectors "


def _with_entry(text: str, entry: str = ENTRY) -> str:
    assert ANCHOR in text, "ops.yaml lost the selectors comment the test inserts before"
    return text.replace(ANCHOR, "\n" + textwrap.indent(entry.rstrip("\n"), "  ") + "\n" + ANCHOR, 1)


CHECK = """
import numpy as np
import tensorplay.masked as m
x = np.array([[-3, -2, -1], [0, 1, 2]])
mask = np.array([[True, False, True], [False, False, False]])
print(m.count(x, 1, mask=mask).tolist(), m.count(x, mask=mask).tolist(), m.count(np.ones((2, 3)), 0).tolist())
print("count of valid elements" in m.count.__doc__, ">>>" in m.count.__doc__)
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    """A copy of the project with the guide's count entry, regenerated."""
    dst = copy_project(tmp_path_factory.mktemp("project") / "tensorplay-masked")
    yaml_path = dst / "ops.yaml"
    yaml_path.write_text(_with_entry(yaml_path.read_text()))
    run = regenerate(dst)
    assert run.returncode == 0, run.stdout + run.stderr
    return dst


def test_one_entry_and_one_command_make_the_files(project):
    gen = project / "generated"
    assert (gen / "_k_count.pyx").is_file()
    assert "def count(input, dim=None, *, keepdim=False, dtype=None, mask=None):" in (gen / "ops.py").read_text()
    assert "def count(" in (gen / "ops.pyi").read_text()
    test = (gen / "tests" / "test_count.py").read_text()
    assert "def test_count_api_page_example" in test and "def test_count_matches_reference" in test
    page = (project / "docs" / "api" / "count.rst").read_text()
    assert ".. py:function:: tensorplay.masked.count(" in page
    assert ":doc:`count`" in (project / "docs" / "api" / "index.rst").read_text()
    check = subprocess.run([sys.executable, "-m", "codegen", "--check"], cwd=project, capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr


def test_the_new_op_builds_and_works(project):
    # Development tree (step 3): the tree imports generated/ as the subpackage
    # tensorplay.masked._generated with no link; the kernels that already exist
    # are the installed ones, the new one is built in place.
    build = build_one(project, "_k_count")
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    run = subprocess.run([sys.executable, "-c", CHECK], cwd=project, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.split("\n")[:2] == ["[2, 0] 2 [2, 2, 2]", "True True"]
    # The generated example test and doctest pass as they are.
    tests = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", str(project),
                            "-k", "example", str(project / "generated" / "tests" / "test_count.py")],
                           cwd=project, capture_output=True, text=True)
    assert tests.returncode == 0 and "2 passed" in tests.stdout, tests.stdout[-3000:] + tests.stderr[-3000:]


def _errors(text: str) -> list[str]:
    with pytest.raises(SpecError) as exc:
        load_string(text)
    return str(exc.value).splitlines()


def _line(text: str, needle: str) -> int:
    """The line of `needle` inside the count entry."""
    lines = text.splitlines()
    start = lines.index("  count:")
    return next(i for i in range(start, len(lines)) if needle in lines[i]) + 1


@pytest.mark.parametrize("old, new, message", [
    ("    dtype_arg: cast_result", "    dtype_ag: cast_result",
     "op 'count': unknown key 'dtype_ag' is not one of kind, noun, signature, dtypes, dims, dtype_arg, "
     "identity, fully_masked, result, value, output_mask, param, param_docs, params, example, tests, runs_as, "
     "derivative, note, passes, center, finalize, variants, write, fold (did you mean 'dtype_arg'?)"),
    ("    kind: reduce", "    kind: reduse",
     "op 'count', field 'kind': 'reduse' is not one of reduce, arg_reduce, scan, normalize, binary, "
     "order_stat, quantile, moving, exp_moving, gap_fill, select, fill, scatter, index (did you mean 'reduce'?)"),
    ("    identity: zero", "    identity: lowest",
     "op 'count', field 'identity': identity 'lowest' has no value for complex64, complex128 "
     "(add a key for 'complex' or 'all' to identities 'lowest')"),
])
def test_a_broken_entry_names_its_line_and_the_fix(old, new, message):
    entry = ENTRY.replace(old.strip(), new.strip(), 1)
    assert entry != ENTRY
    text = _with_entry((ROOT / "ops.yaml").read_text(), entry)
    errors = _errors(text)
    assert f"ops.yaml:{_line(text, new.strip())}: {message}" in errors, errors


def test_a_two_pass_reduction_without_a_count_guard_is_told_to_guard():
    """Issue 22's contributor path: a masked ptp (max - min) with no n > 0
    guard computes lowest - highest on a fully masked slice; the loader must
    say to guard the finalize, not only to declare that value."""
    entry = textwrap.dedent("""\
        ptp:
          kind: reduce
          derivative: none
          noun: range
          dtypes: real
          identity: zero
          fully_masked: nan
          result: same
          value: value
          passes:
            - {combine: max, acc: value, map: v, identity: lowest}
            - {combine: min, acc: value, map: v, identity: highest}
          finalize: a0 - a1
          example:
            uses: seed_int
            call: ptp(input.astype(float), 1, mask=mask)
            expect: [2.0, nan]
            expect_dtype: float64
        """)
    errors = _errors(_with_entry((ROOT / "ops.yaml").read_text(), entry))
    assert any("a fully masked slice yields -inf by the entry's own formulas" in e
               and "guard the finalize on the count of valid elements" in e for e in errors), errors


def test_dtypes_given_as_a_list_is_an_error_not_a_crash():
    entry = ENTRY.replace("dtypes: all", "dtypes: [float64]", 1)
    assert entry != ENTRY
    errors = _errors(_with_entry((ROOT / "ops.yaml").read_text(), entry))
    assert any("op 'count', field 'dtypes': " in e and "is not one of all, ordered, real" in e for e in errors), errors
