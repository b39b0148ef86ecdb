"""ops.yaml is the whole truth: change a semantic field of an op in a copy of
ops.yaml, regenerate (in memory), and the generated *code* changes the way
the field says, or the loader rejects the change naming its line.  Also: the
expressions are checked at load time, and adding an op rewrites no other
op's kernel module (provenance by name, not line)."""
from __future__ import annotations

import dataclasses
import re
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest

from codegen.load import SpecError, load_string
from codegen.render import render_all

ROOT = Path(__file__).resolve().parents[1]
TEXT = (ROOT / "ops.yaml").read_text()


@lru_cache(maxsize=None)
def base() -> dict:
    return render_all(load_string(TEXT))


def op_span(text: str, op: str) -> tuple[int, int]:
    """The character span of an op's entry under `ops:`."""
    start = text.index(f"\n  {op}:\n")
    nxt = re.search(r"\n  [a-z_]+:\n|\n[a-z_]+:", text[start + 1:])
    return start, start + 1 + (nxt.start() if nxt else len(text))


def mutate(op: str, old: str, new: str) -> tuple[str, int]:
    """A copy of ops.yaml with `old` replaced by `new` once inside op's entry,
    and the 1-based line of the change."""
    lo, hi = op_span(TEXT, op)
    block = TEXT[lo:hi]
    assert block.count(old) == 1, f"{old!r} is not exactly once in op {op!r}"
    at = lo + block.index(old)
    return TEXT[:at] + new + TEXT[at + len(old):], TEXT.count("\n", 0, at) + 1


def add_field(op: str, field: str) -> tuple[str, int]:
    """A copy of ops.yaml with `field` (e.g. "output_mask: all") added to op's
    entry (a field its kind fills in by default), and its line."""
    lo, _ = op_span(TEXT, op)
    kind_line = TEXT.index("    kind: ", lo)
    at = TEXT.index("\n", kind_line) + 1
    return TEXT[:at] + f"    {field}\n" + TEXT[at:], TEXT.count("\n", 0, at) + 1


def regenerate(text: str) -> dict:
    return render_all(load_string(text))


def rejected(text: str, line: int, *words: str) -> str:
    with pytest.raises(SpecError) as info:
        load_string(text)
    msg = str(info.value)
    hit = [m for m in msg.splitlines() if m.startswith(f"ops.yaml:{line}:")]
    assert hit, f"no error at line {line}:\n{msg}"
    for w in words:
        assert w in hit[0], f"{w!r} not in {hit[0]!r}"
    return hit[0]


def kernel_fn(files: dict, module: str, kernel: str) -> str:
    """The source of one kernel's driver (between its provenance comment and the next)."""
    text = files[module]
    start = text.index(f"# --- {kernel}:")
    end = text.find("# --- ", start + 10)
    return text[start:end if end > 0 else len(text)]


# -- identity: what the kernels start from and masked-out elements act as ---------------

@pytest.mark.parametrize("op, module, kernel, old, new, before, after", [
    ("sum", "_k_sum.pyx", "sum_float64", "identity: zero", "identity: one", "a0 = 0.0", "a0 = 1.0"),
    ("amax", "_k_amax.pyx", "amax_float64", "identity: lowest", "identity: highest", "-INFINITY", "a0 = INFINITY"),
    ("cumsum", "_k_cumsum.pyx", "cumsum_int64", "identity: zero", "identity: one", ", 0)", ", 1)"),
    ("argmax", "_k_argmax.pyx", "argmax_float64", "identity: lowest", "identity: highest", "-INFINITY",
     "INFINITY"),
])
def test_identity_changes_the_kernel(op, module, kernel, old, new, before, after):
    text, _ = mutate(op, old, new)
    got = regenerate(text)
    was, now = kernel_fn(base(), module, kernel), kernel_fn(got, module, kernel)
    assert before in was and now != was
    assert after in now
    # Nothing else's kernels changed.
    assert {p for p in got if got[p] != base().get(p) and p.endswith(".pyx")} == {module}


def test_identity_inconsistent_with_fully_masked_is_rejected():
    # logaddexp of two masked operands is elementwise(identity, identity).
    text, line = mutate("logaddexp", "identity: neg_inf", "identity: zero")
    rejected(text, line + 1, "field 'fully_masked'", "both operands are masked")


# -- fully_masked: what a fully masked or empty slice yields -------------------------

@pytest.mark.parametrize("op, module, kernel, new, literal", [
    ("median", "_k_median.pyx", "median_float64", "fully_masked: zero", "= 0.0"),
    ("argmax", "_k_argmax.pyx", "argmax_float64", "fully_masked: one", "else 1"),
    ("softmax", "_k_softmax.pyx", "softmax_float64", "fully_masked: zero", "= 0.0"),
])
def test_fully_masked_written_literally(op, module, kernel, new, literal):
    old = re.search(r"fully_masked: \w+", TEXT[slice(*op_span(TEXT, op))]).group(0)
    text, _ = mutate(op, old, new)
    was, now = kernel_fn(base(), module, kernel), kernel_fn(regenerate(text), module, kernel)
    assert now != was and literal in now and literal not in was


@pytest.mark.parametrize("op, old, new", [
    ("mean", "fully_masked: nan", "fully_masked: zero"),          # a0 / n at n = 0 is nan
    ("sum", "fully_masked: identity", "fully_masked: nan"),        # the fold of nothing is 0
    ("cumprod", "fully_masked: identity", "fully_masked: zero"),   # the running product stays 1
    ("var", "fully_masked: nan", "fully_masked: pos_inf"),
])
def test_fully_masked_contradicting_the_formulas_is_rejected(op, old, new):
    text, line = mutate(op, old, new)
    rejected(text, line, "fully masked slice yields")


def test_variant_fully_masked_is_required_where_it_differs():
    text, line = mutate("norm", "        fully_masked: pos_inf\n", "")
    rejected(text, line - 3, "variant 'neg_inf'", "fully_masked: pos_inf")


# -- output_mask: computed by the generated call path, per kind ------------------------------

def test_output_mask_reaches_the_generated_spec():
    text, _ = add_field("mean", "output_mask: all")
    ops_py = regenerate(text)["ops.py"]
    spec_src = ops_py[ops_py.index("_mean_spec = "):ops_py.index("def mean(")]
    assert 'output_mask="all"' in spec_src
    assert 'output_mask="any"' in base()["ops.py"][base()["ops.py"].index("_mean_spec = "):]


@pytest.mark.parametrize("op, field", [
    ("mean", "output_mask: or"),
    ("softmax", "output_mask: any"),
    ("logaddexp", "output_mask: broadcast"),
])
def test_output_mask_a_kind_does_not_implement_is_rejected(op, field):
    text, line = add_field(op, field)
    rejected(text, line, "field 'output_mask'")


def test_output_mask_rule_is_what_the_runtime_computes():
    # The same kernels with the rule changed: the runtime follows the spec's field.
    import tensorplay.masked as M
    from tensorplay.masked._runtime import memory as _runtime
    from tensorplay.masked._generated import ops

    data = np.arange(6.0).reshape(2, 3)
    mask = np.array([[True, False, True], [True, True, True]])
    mt = M.masked_tensor(data, mask)
    for rule, expect in (("any", [True, True]), ("all", [False, True])):
        spec = dataclasses.replace(ops._mean_spec, output_mask=rule)
        out = _runtime.run(spec, input=mt, dim=1, keepdim=False, dtype=None, mask=None, args={})
        np.testing.assert_array_equal(out.get_mask(), expect)
    spec = dataclasses.replace(ops._logaddexp_spec, output_mask="and")
    a, b = M.masked_tensor(data, mask), M.masked_tensor(data, ~mask)
    out = _runtime.binary(spec, input=a, other=b, dtype=None, input_mask=None, other_mask=None, args={})
    np.testing.assert_array_equal(out.get_mask(), np.zeros((2, 3), bool))


# -- result / value / dtypes ---------------------------------------------------------------

def test_result_rule_changes_kernels_and_spec():
    text, _ = mutate("sum", "result: sum_result", "result: float_result")
    got = regenerate(text)
    assert "(sum, int8 -> float64)" in got["_k_sum.pyx"] and "(sum, int8 -> int64)" in base()["_k_sum.pyx"]
    spec_src = got["ops.py"][got["ops.py"].index("_sum_spec = "):]
    assert '"int8": "float64"' in spec_src[:spec_src.index("variants=")]


def test_value_rule_changes_the_kernel_types():
    text, _ = mutate("amax", "value: value", "value: float_acc")
    was, now = kernel_fn(base(), "_k_amax.pyx", "amax_int8"), kernel_fn(regenerate(text), "_k_amax.pyx", "amax_int8")
    assert now != was and "double" in now


def test_dtypes_change_the_kernels():
    text, _ = mutate("sum", "dtypes: all", "dtypes: real")
    got = regenerate(text)
    assert "sum_complex128" in base()["_k_sum.pyx"] and "sum_complex128" not in got["_k_sum.pyx"]
    assert '"complex128"' not in got["ops.py"][got["ops.py"].index("_sum_spec = "):got["ops.py"].index("def sum(")]


def test_map_expression_changes_the_kernel():
    text, _ = mutate("sum", "map: v}", "map: \"v * v\"}")
    assert "v * v" in kernel_fn(regenerate(text), "_k_sum.pyx", "sum_float64")


# -- expressions are checked at load time ------------------------------------------------

@pytest.mark.parametrize("op, old, new, field, words", [
    ("var", 'finalize: "(a1 / (n - prm))', 'finalize: "(a00 / (n - prm))', "finalize",
     ["unknown name 'a00'", "available: a0, a1, c, n, prm"]),
    ("mean", 'finalize: "(a0 / n)', 'finalize: "(a0 / n +)', "finalize", ["not an expression"]),
    ("logaddexp", 'elementwise: "tp_logaddexp(a, b)"', 'elementwise: "foo(a, b)"', "elementwise",
     ["unknown function 'foo'"]),
    # (an entry of a per-dtype table: each is checked, on the field's line)
    ("softmax", 'float32: "tp_expf(v - c)"}', 'float32: "tp_expf(v - a1)"}', "write", ["unknown name 'a1'"]),
    ("median", 'rank: "(n - 1) // 2"', 'rank: "(m - 1) // 2"', "rank", ["unknown name 'm'"]),
    ("sum", "map: v}", "map: \"v + c\"}", "map", ["unknown name 'c'"]),       # no center in pass 1
    ("mean", 'finalize: "(a0 / n)', 'finalize: "(a0 / __import__(n))', "finalize", ["unknown function"]),
])
def test_expression_errors_name_the_line(op, old, new, field, words):
    text, line = mutate(op, old, new)
    rejected(text, line, f"field '{field}'", *words)


def test_a_field_the_kind_does_not_consume_is_rejected():
    text, line = mutate("cumsum", "      - {combine: add, acc: sum_acc, map: v}\n",
                        "      - {combine: add, acc: sum_acc, map: v}\n    finalize: a0\n")
    rejected(text, line + 1, "a scan op has no field 'finalize'")


# -- provenance by name: adding an op touches only its own files ---------------------------------

COUNT = """
  count:
    kind: reduce
    derivative: {none: "a count of valid elements"}
    noun: count of valid elements
    signature: "(input, dim=None, *, keepdim=False, dtype=None, mask=None)"
    dtypes: all
    dims: [none, int, tuple]
    dtype_arg: cast_result
    identity: zero
    fully_masked: identity
    result: index
    value: value
    output_mask: any
    passes:
      - {combine: add, acc: index, map: "1"}
    finalize: a0
"""


def test_adding_an_op_rewrites_no_other_kernel():
    at = TEXT.index("\n  prod:\n")            # right after sum: every later op moves down
    got = regenerate(TEXT[:at] + COUNT + TEXT[at:])
    changed = {p for p in got if got[p] != base().get(p)}
    assert "_k_count.pyx" in changed and "tests/test_count.py" in changed
    others = {p for p in changed if p.endswith(".pyx") or p.startswith("tests/")} - {"_k_count.pyx",
                                                                                     "tests/test_count.py"}
    assert others == set(), f"adding an op rewrote {sorted(others)}"


# -- MaskedTensor fused kernels: one expression, or a table by dtype ----------------------

EXP_KERNEL = 'exp: {float64: "tp_exp(v)", float32: "tp_expf(v)"}'


def _mt_mutate(old: str, new: str) -> tuple[str, int]:
    assert TEXT.count(old) == 1, old
    at = TEXT.index(old)
    return TEXT[:at] + new + TEXT[at + len(old):], TEXT.count("\n", 0, at) + 1


def test_kernel_table_by_dtype_reaches_each_dtypes_kernel():
    files = base()
    # (a helper with a block form for the dtype runs per block: codegen/expressions.py Helper.block)
    assert "tp_exp_array(xp + i0, buf, nb)" in kernel_fn(files, "_k_mt.pyx", "exp_float64_u")
    assert "tp_expf_array(xp + i0, buf, nb)" in kernel_fn(files, "_k_mt.pyx", "exp_float32_u")
    text, _ = _mt_mutate(EXP_KERNEL, 'exp: {all: "exp(v)", float32: "tp_exp(v)"}')
    files = regenerate(text)
    assert "r = exp(v)" in kernel_fn(files, "_k_mt.pyx", "exp_float64_u")
    assert "r = tp_exp(v)" in kernel_fn(files, "_k_mt.pyx", "exp_float32_u")


@pytest.mark.parametrize("new, words", [
    ('exp: {float64: "tp_exp(v)"}', ["none for ['float32']"]),
    ('exp: {float64: "tp_exp(v)", int8: "v", float32: "v"}', ["unknown ['int8']"]),
    ('exp: {float64: "tp_exp(v)", float32: "tp_exp(w)"}', ["unknown name 'w'"]),
])
def test_kernel_table_errors_name_the_line(new, words):
    text, line = _mt_mutate(EXP_KERNEL, new)
    rejected(text, line, "kernel 'exp'", *words)


# -- partial states derived from the passes (codegen/derive_partials.py) ------------------

SUM_ENTRY = """  sum:
    doc: the masked sum of a chunk, added
    state: {total: "sum of the valid elements (accumulator dtype)"}
    chunk: {total: "masked.sum(x, axis, keepdim=True, mask=m)"}
    merge: {total: "a.total + b.total"}
    finish: s.total
"""


def _after_partials(entry: str) -> tuple[str, int]:
    """A copy of ops.yaml with `entry` first under `partials:`, and its line."""
    at = TEXT.index("\npartials:\n") + len("\npartials:\n")
    return TEXT[:at] + entry + TEXT[at:], TEXT.count("\n", 0, at) + 1


def test_a_partials_entry_for_an_op_its_passes_describe_is_rejected():
    text, line = _after_partials(SUM_ENTRY)
    rejected(text, line, "partials 'sum'", "the passes of op 'sum' already give its partial state", "delete this entry")
    # A scan's too (its carry is the combine).
    text, line = _after_partials('  cumsum:\n    kind: scan\n    doc: d\n    chunk: "masked.cumsum(x, dim, mask=m)"\n'
                                 '    carry: "a + b"\n    identity: 0\n')
    rejected(text, line, "partials 'cumsum'", "delete this entry")


def test_a_plain_single_pass_reduction_gets_its_partial_state_from_its_passes():
    spec = load_string(TEXT)
    assert spec.partials["sum"].merge == {"total": "a.total + b.total"} and spec.partials["sum"].finish == "s.total"
    assert spec.partials["mean"].state.keys() == {"count", "total"}     # finalize reads n
    assert spec.partials["cumprod"].carry == "a * b" and spec.partials["cumprod"].identity == 1
    # A new op, written as sum but folding by max: no entry, and its state merges by np.maximum.
    lo, hi = op_span(TEXT, "sum")
    entry = TEXT[lo:hi].replace("\n  sum:\n", "\n  top:\n").replace("combine: add", "combine: max") \
        .replace("identity: zero", "identity: lowest").replace("dtypes: all", "dtypes: ordered") \
        .replace("sum(input", "top(input")
    text = TEXT[:hi] + entry + TEXT[hi:]
    p = load_string(text).partials["top"]
    assert p.source == "ops.yaml: ops.top (derived from its passes)"
    assert p.chunk == {"value": "masked.amax(x, axis, keepdim=True, mask=m, dtype=acc)"}   # sum_acc, not amax's
    assert p.merge == {"value": "np.maximum(a.value, b.value)"}
    assert "top = Partial(" in regenerate(text)["partials.py"]


def test_an_op_whose_passes_say_too_little_has_no_derived_state():
    # A finalize calling a tp_support.h helper has no exact numpy form: no partial state (no dask).
    text, _ = mutate("mean", 'finalize: "(a0 / n) if n > 0 else NAN"', 'finalize: "tp_at_least(a0 / n, 0) if n > 0 else NAN"')
    assert "mean" not in load_string(text).partials
    # A pass of its own identity is not the reducer's fold either.
    text, _ = mutate("sum", "{combine: add, acc: sum_acc, map: v}", "{combine: add, acc: sum_acc, map: v, identity: one}")
    text = text.replace("identity: zero\n    fully_masked: identity\n    result: sum_result", "identity: zero\n    "
                        "fully_masked: one\n    result: sum_result", 1)
    assert "sum" not in load_string(text).partials


@pytest.mark.parametrize("finalize, want", [
    ("a0", "s.total"),
    ("(a0 / n) if n > 0 else NAN", "like_dtype(np.where(s.count > 0, s.total / s.count, np.nan), s.total)"),
    ("sqrt(a0) if n > 0 and not isnan(a0) else INFINITY",
     "like_dtype(np.where(np.logical_and(s.count > 0, np.logical_not(np.isnan(s.total))), np.sqrt(s.total), np.inf), "
     "s.total)"),
])
def test_a_finalize_is_rewritten_for_numpy_states(finalize, want):
    from codegen.derive_partials import finish
    assert finish(finalize, "total") == want


@pytest.mark.parametrize("finalize, words", [
    ("exp(a0)", "calls exp, which has no exact numpy ufunc"),
    ("a0 // n", "uses FloorDiv"),
    ("a0 / prm", "reads 'prm'"),
    ("0 < n < 2", "chained comparison"),
])
def test_a_finalize_without_an_exact_numpy_form_is_not_rewritten(finalize, words):
    from codegen.derive_partials import finish
    from codegen.expressions import ExprError
    with pytest.raises(ExprError, match=words):
        finish(finalize, "total")


# -- note: a paragraph of the op's docstring ------------------------------------------

def test_note_is_a_paragraph_of_the_docstring_and_the_api_page():
    text, _ = add_field("sum", 'note: "A sentence only this test writes."')
    got = regenerate(text)
    assert "A sentence only this test writes." in got["ops.py"]
    assert "A sentence only this test writes." not in base()["ops.py"]
    # ... and no kernel changed (derivatives.py's provenance lines shift with the added line)
    assert not {p for p in got if got[p] != base().get(p) and p.endswith(".pyx")}


def test_note_must_be_text():
    text, line = add_field("sum", "note: [not, text]")
    rejected(text, line, "field 'note'", "a string")


# -- share_ties reads ties, which only a max or min fold's forward gathers ---------------

def test_share_ties_on_an_op_that_is_not_a_max_or_min_fold_is_rejected():
    text, line = mutate("sum", 'derivative: {input: "expand(grad)"}', 'derivative: {input: "share_ties(grad)"}')
    rejected(text, line, "share_ties", "max or min", "add")


def test_the_ties_reader_records_the_fold_its_forward_gathers_by():
    spec = load_string(TEXT)
    found = {name: d for name, d in spec.derivatives["ops"].items() if "ties" in d.saves}
    assert {name: d.extreme for name, d in found.items()} == {"amax": "max", "amin": "min"}
    text, _ = mutate("amax", "combine: max", "combine: min")
    assert load_string(text).derivatives["ops"]["amax"].extreme == "min"
