"""The documentation site (docs/, Sphinx): it builds with warnings as errors
and nitpicky references, every op has a page, every internal link resolves,
and every example in the API pages runs as a doctest against the installed
package."""
from __future__ import annotations

import doctest
import re
import subprocess
import sys
from pathlib import Path

import pytest

from codegen.load import load

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
SPEC = load(ROOT / "ops.yaml")
PAGES_WITH_EXAMPLES = sorted(p for p in (DOCS / "api").glob("*.rst") if ">>>" in p.read_text())


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
    assert "Functions 22" in index and "Classes 1" in index
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


@pytest.mark.parametrize("page", PAGES_WITH_EXAMPLES, ids=lambda p: p.name)
def test_examples_in_the_docs_run(page):
    result = doctest.testfile(str(page), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0
