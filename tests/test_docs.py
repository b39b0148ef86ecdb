"""The documentation site (docs/, Sphinx): it builds with warnings as errors
and nitpicky references, every op has a page, every internal link resolves,
and every example in the API pages and in the hand-written pages (the landing
page, Semantics, Coming from numpy.ma / torch.masked) runs as a doctest
against the installed package.  The Semantics page's generated tables are
checked against the library's behaviour, the landing page's benchmark numbers
against the benchmark CSV, and the demo `python -m tensorplay.masked` runs."""
from __future__ import annotations

import csv
import doctest
import math
import re
import subprocess
import sys
from pathlib import Path

import pytest

import numpy as np

from codegen.load import load
from codegen.render_semantics import facts

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
SPEC = load(ROOT / "ops.yaml")
# The hand-written pages whose examples are doctests (each must have some).
HAND_WRITTEN = [DOCS / "index.rst", DOCS / "semantics.rst", DOCS / "migration.rst", DOCS / "sparse.rst"]
PAGES_WITH_EXAMPLES = HAND_WRITTEN + sorted(p for p in (DOCS / "api").glob("*.rst") if ">>>" in p.read_text())


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("html")
    proc = subprocess.run([sys.executable, "-m", "sphinx", "-W", "-n", "--keep-going", "-q", "-b", "html",
                           str(DOCS), str(out)], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, f"sphinx failed:\n{proc.stdout}\n{proc.stderr}"
    return out


def test_site_builds_with_warnings_as_errors(site):
    assert (site / "index.html").is_file() and (site / "api" / "index.html").is_file()


def test_every_op_has_a_page(site):
    names = list(SPEC.ops) + list(SPEC.selectors) + list(SPEC.masked_tensor.constructors)
    assert len(names) >= 32
    for name in names:
        page = site / "api" / f"{name}.html"
        assert page.is_file(), f"no page for {name}"
        assert f"tensorplay.masked.{name}" in page.read_text(), f"{name}'s page does not document it"
    index = (site / "api" / "index.html").read_text()
    functions = len(SPEC.ops) + len(SPEC.masked_tensor.constructors)     # the selectors have their own page
    assert f"Functions {functions}" in index and "Classes 1" in index
    for name in list(SPEC.ops) + list(SPEC.masked_tensor.constructors):
        assert f'href="{name}.html"' in index, f"the index does not link {name}"
    methods = (site / "api" / "MaskedTensor.html").read_text()
    for fam in SPEC.masked_tensor.families:
        for method in fam.methods:
            assert f"<span class=\"pre\">{method}</span>" in methods, f"MaskedTensor page lacks {method}"


def test_internal_links_resolve(site):
    checked = 0
    for html in site.rglob("*.html"):
        for href in re.findall(r'href="([^"#?]+)(?:#[^"]*)?"', html.read_text()):
            if re.match(r"^[a-z]+:", href):        # http:, mailto: ...
                continue
            assert (html.parent / href).resolve().exists(), f"{html.relative_to(site)} links to missing {href}"
            checked += 1
    assert checked > 100


def _run_doctests(path: Path):
    return doctest.testfile(str(path), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE)


@pytest.mark.parametrize("page", PAGES_WITH_EXAMPLES, ids=lambda p: p.name)
def test_examples_in_the_docs_run(page):
    result = _run_doctests(page)
    assert result.attempted > 0 and result.failed == 0


def test_a_wrong_example_fails(tmp_path):
    # The doctests compare exact output: a changed expected value is caught.
    text = (DOCS / "semantics.rst").read_text()
    assert text.count("array([-4.,  0.])") >= 1
    wrong = tmp_path / "wrong.rst"
    wrong.write_text(text.replace("array([-4.,  0.])", "array([-4.,  1.])", 1))
    assert _run_doctests(wrong).failed == 1


def test_the_new_pages_are_in_the_toctree(site):
    index = (DOCS / "index.rst").read_text()
    for page in ("semantics", "migration", "api/index"):
        assert f"   {page}\n" in index
    semantics = (site / "semantics.html").read_text()
    assert semantics.count("<table") >= 4, "the generated tables are not included"


# -- the Semantics page's generated tables agree with the library ----------------------

def _call(op, x, mask, param=None):
    import tensorplay.masked as masked
    fn = getattr(masked, op.name)
    if op.kind == "binary":
        return fn(x, x, input_mask=mask, other_mask=mask)
    args = [x] + ([2.0 if param is None else param] if op.signature.names[1] == "ord" else []) + [1]
    if op.signature.names[1:3] == ("window", "q"):      # (a moving quantile: window 1, then its q)
        args.append(1.0)
    return fn(*args, mask=mask)


@pytest.mark.parametrize("name", list(SPEC.ops))
def test_semantics_tables_match_behaviour(name):
    """Every accepted dtype: a fully masked slice gives the table's value, in
    the table's result dtype; so does an empty slice."""
    op = SPEC.ops[name]
    f = facts(SPEC, op)
    for dtype, row in f["dtypes"].items():
        for x, mask in ((np.ones((2, 3), dtype=dtype), np.zeros(3, bool)), (np.ones((2, 0), dtype=dtype), None)):
            if mask is None and op.kind == "binary":
                continue
            out = _call(op, x, mask)
            assert out.dtype == np.dtype(row["result"]), (name, dtype)
            want = x if row["fully_masked"] == "input" else np.full(out.shape, row["fully_masked"], dtype=row["result"])
            np.testing.assert_array_equal(out, want, err_msg=f"{name} {dtype}")
        for when, value in f["variants"].items():
            param = float(when.split("==")[1].strip())
            out = _call(op, np.ones((2, 3), dtype=dtype), np.zeros(3, bool), param)
            np.testing.assert_array_equal(out, np.full(out.shape, value, dtype=row["result"]))


def test_landing_page_numbers_are_the_benchmark_csvs():
    rows = {(r["op"], r["dim"]): r for r in csv.DictReader((DOCS / "_static" / "benchmarks.csv").open())}
    ms = lambda cell: cell.split()[0]  # noqa: E731  ("7.9 (1.53x)" -> "7.9")
    index = " ".join((DOCS / "index.rst").read_text().split())
    mean, softmax = rows[("mean", "1")], rows[("softmax", "1")]
    assert (f"mean along dim 1 takes {ms(mean['ours'])} ms, against {ms(mean['numpy.ma'])} ms with "
            f"``numpy.ma`` and {ms(mean['numpy (unmasked)'])} ms") in index
    assert f"softmax takes {ms(softmax['ours'])} ms, against {ms(softmax['numpy.ma'])} ms" in index


# -- the demo ----------------------------------------------------------------------

def test_demo_runs_the_scenario():
    proc = subprocess.run([sys.executable, "-P", "-m", "tensorplay.masked"], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "masked softmax" in proc.stdout and "masked mean" in proc.stdout
    assert "checked equal" in proc.stdout and "--examples" in proc.stdout
    ratios = [float(r) for r in re.findall(r"([0-9.]+)x", proc.stdout)]
    assert len(ratios) == 2 and all(math.isfinite(r) and r > 0 for r in ratios)


def test_demo_examples_match():
    proc = subprocess.run([sys.executable, "-P", "-m", "tensorplay.masked", "--examples"], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "all examples match their documented output" in proc.stdout and "MISMATCH" not in proc.stdout


def test_readme_states_the_python_that_pyproject_requires():
    import tomllib
    required = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["requires-python"]
    assert required.startswith(">="), required
    stated = re.findall(r"Python ≥ (\d+(?:\.\d+)*)", (ROOT / "README.md").read_text())
    assert stated == [required[2:]], f"README says Python ≥ {stated}, pyproject.toml requires {required}"
