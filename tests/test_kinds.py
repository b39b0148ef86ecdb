"""The kind registry (codegen/kinds/): a kernel kind is one module there, its
template and its runtime entry.  Adding a kind touches nothing else; per-kind
defaults keep an op entry short; the wrappers call their entry by keyword;
no generator module or shared template branches on a kind's name."""
from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from codegen.kinds import KINDS, SELECTOR_KINDS, Kind, SelectorKind
from codegen.load import SpecError, load_string
from codegen.render import render_all

ROOT = Path(__file__).resolve().parents[1]
TEXT = (ROOT / "ops.yaml").read_text()
KIND_NAMES = set(KINDS) | set(SELECTOR_KINDS)


def test_every_kind_is_a_module_with_its_template():
    modules = {p.stem for p in (ROOT / "codegen" / "kinds").glob("*.py") if not p.stem.startswith("_")}
    assert modules == KIND_NAMES
    for kind in [*KINDS.values(), *SELECTOR_KINDS.values()]:
        assert isinstance(kind, (Kind, SelectorKind))
        # (a kind that compiles nothing -- quantile: numpy's selection -- has no template)
        assert (ROOT / "codegen" / "templates" / kind.template).is_file() or not getattr(kind, "compiled", True), \
            kind.name
    from tensorplay.masked._runtime import dispatch as runtime      # what the wrappers call
    for kind in KINDS.values():
        entry = getattr(runtime, kind.entry)
        params = [p for p in __import__("inspect").signature(entry).parameters.values()][1:]
        # The wrappers' calling convention is the kind's params, by keyword only
        # (the generic entry of the pipelines has defaults for those a kind leaves out).
        names = [p.name for p in params]
        assert set(kind.params) | {"args"} <= set(names), kind.name
        assert all(p.default is not p.empty for p in params if p.name not in (*kind.params, "args")), kind.name
        assert all(p.kind is p.KEYWORD_ONLY for p in params), kind.name
        assert (kind.entry == "run") == (kind.pipeline is not None), kind.name


def test_selector_kinds_declare_dask_strategies_the_dask_layer_has():
    """How a selector runs on dask comes from its kind's declaration (spec.dask),
    never from its name: every declared strategy exists, for layouts the kind runs."""
    from tensorplay.masked._generated import ops
    from tensorplay.masked._runtime import on_dask
    declared = 0
    for kind in SELECTOR_KINDS.values():
        for (mask, value), strategy in kind.dask.items():
            assert mask in kind.masks and value in kind.values, (kind.name, mask, value)
            assert strategy in on_dask.SELECT_STRATEGIES, (kind.name, strategy)
            declared += 1
    assert declared >= 3
    specs = [v for k, v in vars(ops).items() if k.endswith("_spec") and hasattr(v, "run")]     # the selectors'
    assert {s.name for s in specs if s.dask} == {"masked_fill", "masked_fill_along_axis", "masked_select",
                                                 "masked_axis_select", "index_select"}
    assert "masked_fill" not in (ROOT / "tensorplay/masked/_runtime/on_dask.py").read_text()


def test_every_kind_declares_its_dask_strategy_and_the_dask_layer_reads_it():
    """How an op runs on dask arrays is its kind's declaration (Kind.dask, in the
    spec as `spec.dask`), a strategy on_dask.STRATEGIES has; a refusal says why.
    The dask layer names no op and no statistic: an op's properties it needs
    (a result that is a position) are declared too (Kind.runtime_fields)."""
    from tensorplay.masked._generated import ops
    from tensorplay.masked._runtime import on_dask
    for kind in KINDS.values():
        assert kind.dask in on_dask.STRATEGIES, (kind.name, kind.dask)
    specs = [v for k, v in vars(ops).items() if k.endswith("_spec") and hasattr(v, "variants")]
    assert len(specs) > 30
    for spec in specs:
        kind = KINDS[spec.kind]
        assert (spec.dask, spec.dask_refusal) == (kind.dask, kind.dask_refusal if kind.dask == "refuse" else ""), \
            spec.name
    assert {s.name for s in specs if s.dask == "refuse"} >= {"move_exp_mean", "ffill", "bfill"}
    assert {s.name for s in specs if s.fields and s.fields.get("positions")} == {"move_argmin", "move_argmax"}
    text = (ROOT / "tensorplay/masked/_runtime/on_dask.py").read_text()
    quoted = {m.group(2) for m in re.finditer(r"""(["'])(\w+)\1""", text)}
    assert not quoted & ({s.name for s in specs} | {"argmin", "argmax", "median", "quantile"})


# No file of the generator or of the runtime branches on a kernel kind's name
# (nor on a partial kind's): the registry is the one place.  Every file of
# codegen/ and tensorplay/masked/_runtime/ is scanned for a quoted kind name.
PARTIAL_KIND_NAMES = {k.partial.name for k in KINDS.values() if k.partial}
SCANNED = ("codegen", "tensorplay/masked/_runtime")
SOURCES = (".py", ".pyx", ".pxd", ".j2")
# The registry modules declare the kinds: they are exempt, and nothing else is.
REGISTRY = "codegen/kinds/"
# A kind's name quoted in another sense, per file: (file, word) -> that sense.
# A new entry needs a reason of this kind; a branch on a kind is never one.
OTHER_SENSES = {
    ("codegen/load.py", "reduce"): "an unknown kind is judged as a reduction (KINDS[...], for its messages)",
    ("codegen/derivatives.py", "reduce"): "a derivative scope (Kind.derivative_scope; _autograd/scope.py)",
    ("codegen/derivatives.py", "moving"): "a derivative scope",
    ("codegen/derivatives.py", "quantile"): "a derivative scope",
    ("codegen/derivatives.py", "scatter"): "a helper of the moving derivative scope",
    ("codegen/derivatives.py", "binary"): "a MaskedTensor family helper (masked_tensor: unary, binary, ...)",
    ("codegen/load_mt.py", "binary"): "a MaskedTensor family helper",
    ("codegen/load_mt.py", "select"): "a structural MaskedTensor method (its sparse strategy)",
    ("codegen/render_sparse.py", "binary"): "a MaskedTensor family helper",
    ("codegen/render_sparse.py", "select"): "a structural MaskedTensor method",
    ("codegen/mt_kernels.py", "fill"): "the fused to_tensor(fill) kernel's variant",
    ("codegen/mt_kernels.py", "index"): "a fused kernel's index in its table",
    ("codegen/templates/kernels/mt_elementwise.pyx.j2", "fill"): "the fused to_tensor(fill) kernel's variant",
}


def _scanned_files() -> list[str]:
    files = [p for d in SCANNED for p in (ROOT / d).rglob("*") if p.suffix in SOURCES and "__pycache__" not in p.parts]
    return sorted(str(p.relative_to(ROOT)) for p in files if not str(p.relative_to(ROOT)).startswith(REGISTRY))


def test_the_scan_covers_every_file_of_the_generator_and_the_runtime():
    files = _scanned_files()
    assert {"codegen/load.py", "codegen/derivatives.py", "codegen/templates/ops.py.j2",
            "codegen/templates/kernels/reduce.pyx.j2", "tensorplay/masked/_runtime/front.pyx",
            "tensorplay/masked/_runtime/selectors.py", "tensorplay/masked/_runtime/on_dask.py"} <= set(files)
    assert not [f for f in files if f.startswith(REGISTRY)]
    # Every exemption is of a scanned file and still needed.
    for path, word in OTHER_SENSES:
        assert path in files and re.search(rf"""(["']){word}\1""", (ROOT / path).read_text()), (path, word)


@pytest.mark.parametrize("path", _scanned_files())
def test_no_branch_on_a_kind_name_outside_the_registry(path):
    text = (ROOT / path).read_text()
    literals = {m.group(2) for m in re.finditer(r"""(["'])(\w+)\1""", text)} & (KIND_NAMES | PARTIAL_KIND_NAMES)
    named = {word for word in literals if (path, word) not in OTHER_SENSES}
    assert not named, f"{path} names kinds {sorted(named)}: use the registry"


def test_partial_kinds_are_declared_with_the_kinds():
    """The partial kinds are data of the registry (codegen/kinds/_partials.py): the
    loader takes their keys and required fields from there, the generated
    Partials their flags, and the dask layer a strategy it has for each."""
    from codegen.kinds import PARTIAL_KINDS
    from tensorplay.masked import partials as P
    from tensorplay.masked._runtime import on_dask
    assert set(PARTIAL_KINDS) == PARTIAL_KIND_NAMES >= {"reduce", "arg_reduce", "scan", "normalize", "whole_slice"}
    for name in P.__all__:
        p, kind = getattr(P, name), PARTIAL_KINDS[getattr(P, name).kind]
        assert (p.dask, p.mergeable, p.placed) == (kind.dask, kind.mergeable, kind.placed), name
        assert p.dask in on_dask.REDUCTIONS or not kind.mergeable or kind.writes, name
    assert {getattr(P, n).dask for n in ("sum", "argmax", "median")} <= set(on_dask.REDUCTIONS)


def test_kind_defaults_fill_an_entry_and_an_explicit_field_wins():
    spec = load_string(TEXT)
    assert spec.ops["sum"].signature.text == KINDS["reduce"].defaults["signature"]
    assert spec.ops["sum"].dims == ("none", "int", "tuple") and spec.ops["sum"].output_mask == "any"
    assert spec.ops["cumsum"].dims == ("int",) and spec.ops["cumsum"].output_mask == "broadcast"
    assert spec.ops["logaddexp"].dims == () and spec.ops["logaddexp"].output_mask == "or"
    assert spec.ops["amax"].dtype_arg == "cast_result"                 # declared, not the default
    assert spec.ops["argmax"].dims == ("none", "int")                  # arg_reduce's default
    # An entry's own value wins over the kind's default (and reaches the wrapper).
    lo = TEXT.index("\n  sum:\n")
    at = TEXT.index("    dtypes:", lo)
    text = TEXT[:at] + "    dims: [int]\n" + TEXT[at:]
    assert load_string(text).ops["sum"].dims == ("int",)
    assert "_sum_spec = _rt.OpSpec(" in (got := render_all(load_string(text))["ops.py"])
    assert "dims=('int',)," in got[got.index("_sum_spec = "):got.index("_prod_spec = ")]


def test_a_field_of_another_kind_is_rejected_with_its_line():
    lo = TEXT.index("\n  sum:\n")
    at = TEXT.index("    dtypes:", lo)
    text = TEXT[:at] + "    compare: greater\n" + TEXT[at:]
    line = TEXT.count("\n", 0, at) + 1
    with pytest.raises(SpecError) as info:
        load_string(text)
    assert f"ops.yaml:{line}: op 'sum', field 'compare': a reduce op has no field 'compare'" in str(info.value)


def test_a_required_field_of_the_kind_is_enforced():
    lo = TEXT.index("\n  argmax:\n")
    at = TEXT.index("    compare: greater\n", lo)
    text = TEXT[:at] + TEXT[at + len("    compare: greater\n"):]
    with pytest.raises(SpecError) as info:
        load_string(text)
    assert "op 'argmax': missing required field 'compare' (greater (argmax) or less (argmin))" in str(info.value)


def test_wrappers_call_their_entry_by_keyword():
    ops_py = render_all(load_string(TEXT))["ops.py"]
    tree = ast.parse(ops_py)
    entries = {k.entry for k in KINDS.values()}

    def entry_calls(node):
        return [n for n in ast.walk(node) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                and isinstance(n.func.value, ast.Name) and n.func.value.id == "_rt" and n.func.attr in entries]

    # Each op's public wrapper and its _NAME_forward (what the gradient
    # recorder runs) call the op's entry exactly once each, and nothing else does.
    functions = {f.name: f for f in tree.body if isinstance(f, ast.FunctionDef)}
    ops = load_string(TEXT).ops
    for name in ops:
        assert len(entry_calls(functions[name])) == 1, name
        assert len(entry_calls(functions[f"_{name}_forward"])) == 1, name
    calls = entry_calls(tree)
    assert len(calls) == 2 * len(ops)
    for call in calls:
        assert len(call.args) == 1 and {k.arg for k in call.keywords} >= {"input", "dtype", "args"}
    from tensorplay.masked._generated import ops
    from tensorplay.masked._runtime import dispatch as runtime
    with pytest.raises(TypeError, match="positional"):
        runtime.run(ops._sum_spec, np.zeros(3), None, False, None, None, {})


# A new kind in a copy of the generator: a module in codegen/kinds/ (here one
# that counts the valid elements, rendered by a template of its own) and an op
# using it.  Nothing else in codegen/ changes.
TALLY_KIND = '''
"""tally: a test kind (the count of valid elements), registered by its module alone."""
from codegen import kernels
from codegen.kernels import FoldKernel
from codegen.kinds import Kind
from codegen.kinds._common import REDUCE_LAYOUT, REDUCE_PARAMS, REDUCE_SIGNATURE, REDUCTION_PIPELINE, no_masked_outputs


def describe(spec, op, variant, dtype, base):
    return FoldKernel(**base, **kernels.fold_fields(spec, op, variant, dtype))


KIND = Kind(name="tally", doc="the count of valid elements", template="kernels/tally.pyx.j2",
            pipeline=REDUCTION_PIPELINE,
            params=REDUCE_PARAMS, defaults={"signature": REDUCE_SIGNATURE, "dims": ["none", "int", "tuple"],
                                            "dtype_arg": "cast_result", "output_mask": "any"},
            output_masks=("any",), describe=describe, declarations=kernels.fold_declarations,
            doc_layout=REDUCE_LAYOUT, identity_role="reduction", masked_out=no_masked_outputs,
            folds=True, finalized=True, scope={"map": {"v": "an element"}, "finalize": {"a0": "the count"}},
            fully_masked="formulas", shares_drivers=True)
'''
TALLY_OP = '''
  tally:
    kind: tally
    derivative: {none: "a count of valid elements"}
    noun: count of valid elements
    dtypes: all
    identity: zero
    fully_masked: identity
    result: index
    value: value
    passes:
      - {combine: add, acc: index, map: "1"}
    finalize: a0
'''


def test_a_new_kind_is_one_module_and_one_template(tmp_path):
    shutil.copytree(ROOT / "codegen", tmp_path / "codegen", ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "codegen" / "kinds" / "tally.py").write_text(TALLY_KIND)
    # Its template: here the reduce template's text (a real kind would write its own loops).
    templates = tmp_path / "codegen" / "templates" / "kernels"
    shutil.copy(templates / "reduce.pyx.j2", templates / "tally.pyx.j2")
    at = TEXT.index("\n  prod:\n")
    (tmp_path / "ops.yaml").write_text(TEXT[:at] + TALLY_OP + TEXT[at:])
    shutil.copytree(ROOT / "generated", tmp_path / "generated",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.c"))
    shutil.copytree(ROOT / "docs" / "api", tmp_path / "docs" / "api")
    scope = tmp_path / "tensorplay" / "masked" / "_runtime"       # the partials' helper names, the param types
    scope.mkdir(parents=True)
    for name in ("partial_scope.py", "ptypes.py"):
        shutil.copy(ROOT / "tensorplay" / "masked" / "_runtime" / name, scope)
    run = subprocess.run([sys.executable, "-m", "codegen"], cwd=tmp_path, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    pyx = (tmp_path / "generated" / "_k_tally.pyx").read_text()
    assert "Kernels of op tally (tally kind)" in pyx and "tally_float64 = _k\n" in pyx and "plan_kernel(\"tally_float64\"" in pyx
    ops_py = (tmp_path / "generated" / "ops.py").read_text()
    assert "def tally(input, dim=None, *, keepdim=False, dtype=None, mask=None):" in ops_py
    assert "return _rt.run(_tally_spec, input=input, dim=dim, keepdim=keepdim" in ops_py
    # No other op's kernel module changed.
    for path in (ROOT / "generated").glob("_k_*.pyx"):
        assert (tmp_path / "generated" / path.name).read_text() == path.read_text(), path.name


def test_each_module_declares_the_helpers_its_expressions_call_from_the_table():
    from codegen.expressions import HELPERS
    files = render_all(load_string(TEXT))
    assert "from libc.math cimport isfinite\n" in files["_k_logsumexp.pyx"]
    assert "    double tp_exp_fast(double x)\n" in files["_k_logsumexp.pyx"]
    # (finalize's log, and its block form, which the short-slice driver calls)
    assert "    double tp_log_tab(double x)\n" in files["_k_logsumexp.pyx"]
    assert "    void tp_log_array(const double* x, double* out, Py_ssize_t n)\n" in files["_k_logsumexp.pyx"]
    assert HELPERS["abs2_c64"].decl in files["_k_var.pyx"] and "abs2_c64" not in files["_k_sum.pyx"]
    assert "double tp_erfinv(double x)" in files["_k_special.pyx"]
    # A helper an expression starts to call is declared in that op's module (and nowhere else).
    lo = TEXT.index("\n  sum:\n")
    at = TEXT.index("map: v}", lo)
    text = TEXT[:at] + 'map: "fabs(v)"}' + TEXT[at + len("map: v}"):]
    got = render_all(load_string(text))
    assert "from libc.math cimport fabs\n" in got["_k_sum.pyx"] and "cimport fabs" not in files["_k_sum.pyx"]
    assert got["_k_prod.pyx"] == files["_k_prod.pyx"]
    # The shared .pxd declares none of them: the table is the one place.
    support = (ROOT / "tensorplay" / "masked" / "_csrc" / "_support.pxd").read_text()
    code = "\n".join(line.split("#")[0] for line in support.splitlines())
    assert not [name for name in HELPERS if re.search(rf"\b{name}\b", code)]


def test_the_ops_yaml_header_documents_every_field_and_scope():
    from codegen.load import OP_KEYS
    header = TEXT[TEXT.index("# The ops.  Fields:"):TEXT.index("\nops:")]
    documented = {f.strip() for m in re.finditer(r"^#   ([a-z_, ]+?)\s{2,}", header, re.M)
                  for f in m.group(1).split(",")}
    assert set(OP_KEYS) <= documented, sorted(set(OP_KEYS) - documented)
    for kind in KINDS.values():
        for field, scope in kind.scope.items():
            lines = [ln for ln in header.splitlines()
                     if re.match(rf"#   {kind.name}\b", ln) and field.rstrip("2") in ln]
            assert lines, f"the header has no scope line for {kind.name} {field}"
            for name in scope:
                assert any(re.search(rf"\b{name}\b", ln) for ln in lines), (kind.name, field, name)


@pytest.mark.parametrize("text, split", [
    ("w - log(a1)", ("w - a1", "log(a1)")),
    ("fmax(w, log(a1))", ("fmax(w, a1)", "log(a1)")),
    ("w / a1", None),                       # no call to hoist
    ("w * log(a1) + a1", None),             # a1 also read outside the call
    ("w - log(a1) + exp(a1)", None),        # two calls
    ("log(w)", None),                       # the call reads w
])
def test_finalize_calls_that_do_not_read_w_are_hoisted_exactly(text, split):
    from codegen.expressions import hoist_calls
    assert hoist_calls(text, "w") == split
    if split:
        assert hoist_calls(text, "w", into="h1") == (split[0].replace("a1", "h1"), split[1])


def test_log_softmax_row_layout_takes_the_log_once_per_slice_held_in_double():
    files = render_all(load_string(TEXT))["_k_log_softmax.pyx"]

    def rows_of(dtype):     # the row-layout walk of the write steps serving dtype
        writer = re.search(rf"# --- log_softmax_{dtype}: .*; writer (\w+)", files).group(1)
        rows = files[files.index(f"cdef int _rows_{writer}("):]
        return rows[:rows.index("\ncdef int ", 10)]
    # float32's too: the log is held in a double (h1), as the per-element form
    # computes it, so the results keep their bits (a float would round once more)
    for dtype in ("float64", "float32"):
        rows = rows_of(dtype)
        assert "h1row[j] = log(a1)" in rows and "w = w - h1\n" in rows and "cdef double* h1row" in rows


def test_kernels_pickle_as_references_to_their_module():
    # dask.distributed pickles the functions it ships; they call kernels.
    import pickle
    from tensorplay.masked._generated import ops
    for name in ("sum", "var", "softmax", "normalize", "logaddexp", "median", "argmax", "cumsum", "norm"):
        for variant in getattr(ops, f"_{name}_spec").variants:
            for kernel, _, _ in variant.kernels.values():
                assert pickle.loads(pickle.dumps(kernel)) is kernel, kernel


def test_a_dtype_that_runs_as_another_is_cast_not_compiled():
    # ops.yaml runs_as: mean's int8 input runs on the float64 kernel; the
    # module holds no int8 kernel, the input is left alone, and the result
    # is the float64 kernel's on the exactly cast values (any layout).
    import numpy as np
    import tensorplay.masked as tm
    from tensorplay.masked._generated import _k_mean, _k_softmax, ops
    assert not hasattr(_k_mean, "mean_int8") and hasattr(_k_mean, "mean_float64") and hasattr(_k_mean, "mean_int64")
    assert not hasattr(_k_softmax, "softmax_float16") and hasattr(_k_softmax, "softmax_float32")
    assert ops._mean_spec.variants[0].kernels["int8"][2] == "float64"
    rng = np.random.default_rng(5)
    x = rng.integers(-128, 128, (6, 40), dtype=np.int8)[:, ::3]
    m = rng.random(x.shape) < 0.6
    before = x.copy()
    for dim in (0, 1, None):
        got = tm.mean(x, dim, mask=m)
        assert got.dtype == np.float64
        np.testing.assert_array_equal(got, tm.mean(x.astype(np.float64), dim, mask=m))
    half = rng.standard_normal((5, 7)).astype(np.float16)
    got = tm.softmax(half, 1, mask=m[:5, :7])
    assert got.dtype == np.float16
    np.testing.assert_array_equal(got, tm.softmax(half.astype(np.float32), 1, mask=m[:5, :7]).astype(np.float16))
    np.testing.assert_array_equal(x, before)
