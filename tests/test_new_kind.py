"""Issue 22, step 6: a new kernel kind is one registry module plus one template.

In a copy of the project, the kind `trailing` (tests/data/new_kind/: the sum
of the valid elements in a trailing window along one dim, with its own typed
int parameter `window`, which the generic resolver checks and its kernels read
from the plan as an int64, and its own declared runtime pipeline) is added
as codegen/kinds/trailing.py and codegen/templates/kernels/trailing.pyx.j2,
and ops.yaml gains one op of it (and a dtype set).  The generator runs, no
other op's generated file changes, only the new kernel module is built, and
the op is checked against a slow pure-Python oracle over shapes, dims, masks,
dtypes and windows, bad windows included."""
from __future__ import annotations

import itertools
import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests._project import ROOT, build_one, copy_project, regenerate

NEW_KIND = Path(__file__).resolve().parent / "data" / "new_kind"
OP = """
  trailing_sum:
    kind: trailing
    derivative: {not_yet: "the gradient of a trailing sum is a leading sum of grad"}
    noun: the trailing window sum
    dtypes: signed
    identity: zero
    fully_masked: identity
    result: same
    value: value
"""
ANCHOR = "\n  # -- selectors "
DTYPE_SET = "  real:    [bool, sint, uint, float]\n"


def _generated(project: Path) -> dict:
    """Every file the generator writes (generated/, docs/api/) -> its text."""
    files = [*(project / "generated").rglob("*"), *(project / "docs" / "api").rglob("*")]
    return {str(p.relative_to(project)): p.read_text() for p in files
            if p.is_file() and p.suffix in (".py", ".pyx", ".pyi", ".rst", ".inc") and "__pycache__" not in p.parts}


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    dst = copy_project(tmp_path_factory.mktemp("new_kind") / "tensorplay-masked")
    before = _generated(dst)
    shutil.copy(NEW_KIND / "trailing.py", dst / "codegen" / "kinds" / "trailing.py")
    shutil.copy(NEW_KIND / "trailing.pyx.j2", dst / "codegen" / "templates" / "kernels" / "trailing.pyx.j2")
    text = (dst / "ops.yaml").read_text()
    assert ANCHOR in text and DTYPE_SET in text
    text = text.replace(DTYPE_SET, DTYPE_SET + "  signed:  [sint, float]\n", 1).replace(ANCHOR, OP + ANCHOR, 1)
    (dst / "ops.yaml").write_text(text)
    run = regenerate(dst)
    assert run.returncode == 0, run.stdout + run.stderr
    return dst, before


def test_the_generator_adds_the_op_and_changes_no_other_ops_file(project):
    dst, before = project
    after = _generated(dst)
    added = sorted(set(after) - set(before))
    assert added == ["docs/api/trailing_sum.rst", "generated/_k_trailing_sum.pyx",
                     "generated/tests/test_trailing_sum.py"]
    assert not set(before) - set(after)
    changed = sorted(p for p in before if before[p] != after[p])
    # The files of every op (its kernel module, test and page) as they were; the
    # shared ones (the wrappers, stubs, index and tables) gain the new op.
    assert changed == ["docs/api/derivatives.inc", "docs/api/index.rst", "docs/api/semantics_dtypes.inc",
                       "docs/api/semantics_identities.inc", "docs/api/semantics_output_masks.inc",
                       "docs/api/sparse_support.inc", "generated/derivatives.py", "generated/ops.py",
                       "generated/ops.pyi"], changed
    ops = after["generated/ops.py"]
    assert "def trailing_sum(input, window, dim=-1, *, mask=None):" in ops
    # Its own typed parameter and pipeline reach its OpSpec; the generic entry runs it.
    assert "typed=(_pt.Param('window', _pt.Int(min=1, what=\"the window's length, >= 1\")),)," in ops
    assert "pipeline=('along', 'like_input', 'elementwise')," in ops
    assert 'return _rt.run(_trailing_sum_spec, input=input, dim=dim, mask=mask, args={"window": window})' in ops
    assert "window : int\n        The window's length" in ops and "dtype :" not in ops.split("def trailing_sum")[1].split("\ndef ")[0]
    assert "def trailing_sum(input: ArrayLike | MaskedTensor, window: int, dim: int | Sequence[int] | None=..., " \
        "*, mask: ArrayLike | None=...)" in after["generated/ops.pyi"]
    # The wrappers of the other ops are those of the real tree, line for line.
    old = before["generated/ops.py"].splitlines()
    assert [line for line in old if line not in ops.splitlines()] == []
    pyx = after["generated/_k_trailing_sum.pyx"]
    assert "cdef int64_t window = p.ints[0]" in pyx and "trailing_sum_float64 = _k" in pyx


# Run in the copy (its tensorplay.masked, with the new module): every case's
# result, or the error a bad window gives.
RUN = """
import json, sys
import numpy as np
import tensorplay.masked as tm
out = {}
cases = json.loads(sys.stdin.read())
data = np.load("inputs.npz")
for name, (shape, dtype, dim, window, mask_kind, strided) in cases.items():
    x, m = data[name + "_x"], (data[name + "_m"] if mask_kind != "none" else None)
    if strided:
        x = x[..., ::2]
    out[name] = tm.trailing_sum(x, window, dim, mask=m)
for bad in (0, -3, 2.5, "2", None):
    try:
        tm.trailing_sum(np.ones(4), bad)
    except Exception as exc:
        print(json.dumps([repr(bad), type(exc).__name__, str(exc)]))
np.savez("outputs.npz", **out)
"""


def oracle(x: np.ndarray, window: int, dim: int, mask) -> np.ndarray:
    """Each output: the valid elements of [j - window + 1, j] along dim, added
    in order in Python floats (ints for integer input), cast to the result
    dtype (float16: through float32, the dtype its kernel writes)."""
    valid = np.ones(x.shape, bool) if mask is None else np.broadcast_to(mask, x.shape)
    xs, vs = np.moveaxis(x, dim, -1), np.moveaxis(valid, dim, -1)
    out = np.empty(xs.shape, x.dtype)
    for idx in np.ndindex(xs.shape[:-1]):
        for j in range(xs.shape[-1]):
            total = 0.0 if x.dtype.kind == "f" else 0
            for i in range(max(0, j - window + 1), j + 1):
                if vs[idx + (i,)]:
                    total += float(xs[idx + (i,)]) if x.dtype.kind == "f" else int(xs[idx + (i,)])
            out[idx + (j,)] = np.float32(total) if x.dtype == np.float16 else total
    return np.moveaxis(out, -1, dim)


def _cases(rng) -> tuple[dict, dict]:
    cases, arrays = {}, {}
    forms = [((7,), 0), ((3, 5), 1), ((3, 5), 0), ((2, 3, 4), -1), ((2, 3, 4), 1), ((4, 6), -1)]
    dtypes = ["float64", "float32", "float16", "int64", "int8"]
    for n, ((shape, dim), dtype, window, mask_kind) in enumerate(itertools.product(
            forms, dtypes, (1, 2, 3, 9), ("none", "full", "row"))):
        if (n % 3) and dtype not in ("float64", "int64"):
            continue        # every form x window x mask for two dtypes, a third of them for the others
        strided = shape == (4, 6)
        name = f"c{n}"
        full = shape[:-1] + (shape[-1] * 2,) if strided else shape
        x = rng.normal(0, 10, full) if dtype.startswith("float") else rng.integers(-5, 6, full)
        arrays[name + "_x"] = x.astype(dtype)
        if mask_kind == "full":
            arrays[name + "_m"] = rng.random(shape) < 0.6
        elif mask_kind == "row":            # broadcast along every dim but the last
            arrays[name + "_m"] = rng.random(shape[-1:]) < 0.5
        cases[name] = (shape, dtype, dim, window, mask_kind, strided)
    return cases, arrays


def test_the_new_kind_builds_and_matches_the_oracle(project):
    dst, _ = project
    build = build_one(dst, "_k_trailing_sum")
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    cases, arrays = _cases(np.random.default_rng(22))
    np.savez(dst / "inputs.npz", **arrays)
    run = subprocess.run([sys.executable, "-c", RUN], cwd=dst, input=json.dumps(cases), capture_output=True,
                         text=True)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    outputs = np.load(dst / "outputs.npz")
    assert len(cases) > 100
    for name, (shape, dtype, dim, window, mask_kind, strided) in cases.items():
        x = arrays[name + "_x"][..., ::2] if strided else arrays[name + "_x"]
        want = oracle(x, window, dim, arrays.get(name + "_m"))
        got = outputs[name]
        want = want.astype(np.float16) if dtype == "float16" else want
        assert got.dtype == want.dtype and got.shape == want.shape, (name, got.dtype, got.shape)
        np.testing.assert_array_equal(got, want, err_msg=f"{name}: {cases[name]}")
    errors = {bad: (kind, message) for bad, kind, message in map(json.loads, run.stdout.splitlines())}
    assert errors["0"] == ("ValueError", "trailing_sum: window must be >= 1; got 0")
    assert errors["-3"] == ("ValueError", "trailing_sum: window must be >= 1; got -3")
    for bad in ("2.5", "'2'", "None"):
        kind, message = errors[bad]
        assert kind == "TypeError" and message.startswith("trailing_sum: window must be an int"), (bad, message)
