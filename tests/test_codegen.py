"""The generator: drift check, golden output of a tiny spec, and the wording
of ops.yaml errors (pinned: they are part of the contributor's interface)."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from codegen.load import SpecError, load_string
from codegen.render import render_all

HERE = Path(__file__).parent
MINI = HERE / "codegen" / "mini_ops.yaml"
GOLDEN = HERE / "codegen" / "expected"


def test_generated_is_up_to_date(root):
    proc = subprocess.run([sys.executable, "-m", "codegen", "--check"], cwd=root,
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr


def test_render_is_deterministic(root):
    spec = load_string((root / "ops.yaml").read_text())
    assert render_all(spec) == render_all(spec)


def test_golden_output_of_a_tiny_spec():
    """Generator changes show up as reviewable diffs of tests/codegen/expected/.
    Set TP_UPDATE_GOLDEN=1 to rewrite them after an intended change."""
    rendered = render_all(load_string(MINI.read_text()))
    if os.environ.get("TP_UPDATE_GOLDEN") == "1":
        for path, text in rendered.items():
            (GOLDEN / path).parent.mkdir(parents=True, exist_ok=True)
            (GOLDEN / path).write_text(text)
    expected = {str(p.relative_to(GOLDEN)): p.read_text() for p in GOLDEN.rglob("*") if p.is_file()}
    assert sorted(rendered) == sorted(expected)
    for path, text in rendered.items():
        assert text == expected[path], f"{path} differs from tests/codegen/expected/{path}"


def _errors(text: str) -> list[str]:
    with pytest.raises(SpecError) as info:
        load_string(text)
    return str(info.value).splitlines()


def _mini_with(old: str, new: str) -> str:
    text = MINI.read_text()
    assert old in text
    return text.replace(old, new, 1)


def _line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_error_names_line_op_field_and_suggests():
    text = _mini_with("output_mask: any", "output_mask: anyy")
    line = _line_of(text, "output_mask: anyy")
    assert _errors(text) == [
        f"ops.yaml:{line}: op 'total', field 'output_mask': 'anyy' is not one of any, all (did you mean 'any'?)"]


def test_unknown_key_is_an_error():
    text = _mini_with("    noun: total", "    nuon: total")
    line = _line_of(text, "nuon: total")
    assert _errors(text) == [
        f"ops.yaml:{_line_of(text, '  total:')}: op 'total': missing required field 'noun'",
        # (the fields of a reduce op: every op's, then the folds')
        f"ops.yaml:{line}: op 'total': unknown key 'nuon' is not one of kind, noun, signature, dtypes, dims, "
        "dtype_arg, identity, fully_masked, result, value, output_mask, param, param_docs, params, example, tests, "
        "runs_as, derivative, note, passes, center, finalize, variants, write, fold (did you mean 'noun'?)",
    ]


def _runs_as(rule: str) -> str:
    text = _mini_with("  float_result: {sint: float64, float: same}",
                      "  float_result: {sint: float64, float: same}\n  wide: " + rule)
    return text.replace("    value: sum_acc\n", "    value: sum_acc\n    runs_as: wide\n", 1)


def test_runs_as_sends_a_dtype_to_another_kernel():
    # total's int32 kernel would compute in int64 from the same values as the
    # int64 kernel: int32 runs as int64 and gets no kernel of its own.
    files = render_all(load_string(_runs_as("{int32: int64, all: same}")))
    assert "total_int32" not in files["_k_total.pyx"] and "cdef" in files["_k_total.pyx"]
    assert '"int32": (_k_total.total_int64, "int64", \'int64\')' in files["ops.py"]
    assert '"int64": (_k_total.total_int64, "int64", None)' in files["ops.py"]


@pytest.mark.parametrize("rule, problem", [
    ("{int64: int32, all: same}", "int64 runs as int32, but numpy's cast int64 -> int32 is not exact"),
    ("{float64: int64, all: same}", "float64 runs as int64, but numpy's cast float64 -> int64 is not exact"),
    # int32 -> float64 is an exact cast, but the kernels accumulate in int64 and float64
    ("{int32: float64, all: same}", "int32 runs as float64, but their kernels compute differently: "
                                    "center_t, out_dtype, out_t, passes, val_t differ"),
    ("{int32: int64, int64: float64, all: same}",
     "int32 runs as int64, which itself runs as float64 (map int32 to the dtype with its own kernel)"),
])
def test_runs_as_must_not_change_a_result(rule, problem):
    text = _runs_as(rule)
    errors = _errors(text)
    assert f"ops.yaml:{_line_of(text, 'runs_as: wide')}: op 'total', field 'runs_as': {problem}" in errors, errors


def test_unknown_kernel_kind():
    text = _mini_with("kind: reduce", "kind: reduse")
    assert (f"ops.yaml:{_line_of(text, 'kind: reduse')}: op 'total', field 'kind': 'reduse' is not one of "
            "reduce, arg_reduce, scan, normalize, binary, order_stat, quantile, moving, exp_moving, gap_fill, select, fill, scatter, index "
            "(did you mean 'reduce'?)") in _errors(text)


def test_identity_missing_for_a_family():
    text = _mini_with('zero: {all: "0"}', 'zero: {float: "0"}')
    line = _line_of(text, "identity: zero")
    assert _errors(text) == [
        f"ops.yaml:{line}: op 'total', field 'identity': identity 'zero' has no value for int32, int64 "
        "(add a key for 'sint' or 'all' to identities 'zero')"]


def test_all_errors_reported_at_once_sorted_by_line():
    text = _mini_with("output_mask: any", "output_mask: anyy").replace("combine: add", "combine: plus")
    errors = _errors(text)
    assert len(errors) == 2
    lines = [int(e.split(":")[1]) for e in errors]
    assert lines == sorted(lines)
    assert "'anyy' is not one of any, all" in errors[0]
    assert errors[1].endswith("pass 1, field 'combine': 'plus' is not one of add, mul, max, min")


def test_yaml_syntax_and_duplicate_keys():
    assert _errors("ops: [unclosed")[0].startswith("ops.yaml:1: not valid YAML")
    text = _mini_with("    noun: total", "    noun: total\n    noun: again")
    assert _errors(text) == [f"ops.yaml:{_line_of(text, 'noun: again')}: duplicate key 'noun'"]


def test_two_passes_need_a_center():
    text = _mini_with("      - {combine: add, acc: sum_acc, map: v}",
                      "      - {combine: add, acc: sum_acc, map: v}\n      - {combine: add, acc: sum_acc, map: v}")
    assert any("missing required field 'center'" in e for e in _errors(text))


def test_signature_parameters_need_docs_and_a_resolver():
    text = _mini_with('signature: "(input, dim=None,', 'signature: "(input, p, dim=None,')
    errors = _errors(text)
    assert any("parameter 'p' of the signature has no documentation" in e for e in errors)
    assert any("name a resolver (correction, q_method_weights, q_method, exp_args) in 'param' or declare their "
               "types in 'params'" in e for e in errors)


def test_selector_value_layout_misspelt():
    text = _mini_with("    value: scalar\n", "    value: scalr\n")
    assert (f"ops.yaml:{_line_of(text, 'value: scalr')}: op 'blank', field 'value': 'scalr' is not one of "
            "scalar (did you mean 'scalar'?)") in _errors(text)


def test_selector_parameter_without_a_role():
    text = _mini_with('signature: "(input, mask, value)"', 'signature: "(input, mask, valu)"')
    errors = _errors(text)
    line = _line_of(text, "(input, mask, valu)")
    assert (f"ops.yaml:{line}: op 'blank', field 'signature': parameter 'valu' is not one of input, mask, "
            "value (did you mean 'value'?): add it to selector_args") in errors
    assert f"ops.yaml:{line}: op 'blank', field 'signature': no parameter with role(s) value" in errors


def test_masked_tensor_method_naming_an_unknown_callable():
    text = _mini_with("halve: special.half", "halve: special.hlf")
    assert (f"ops.yaml:{_line_of(text, 'halve: special.hlf')}: masked_tensor family 'unary', method 'halve': "
            "unknown special function: 'hlf' is not one of half (did you mean 'half'?)") in _errors(text)
    text = _mini_with("halve: special.half", "halve: numpy.half")
    assert (f"ops.yaml:{_line_of(text, 'halve: numpy.half')}: masked_tensor family 'unary', method 'halve': "
            "expected np.NAME, special.NAME, fn.NAME or ops.NAME; got 'numpy.half'") in _errors(text)


def test_numpy_function_entries_are_checked():
    both = _mini_with("negative: {method: neg}", "negative: {method: neg, op: total}")
    assert (f"ops.yaml:{_line_of(both, 'negative: {method: neg, op')}: masked_tensor numpy function 'negative': "
            "needs one of 'method' (a MaskedTensor method) or 'op' (an array function of ops.yaml's ops)"
            ) in _errors(both)
    unknown = _mini_with("negative: {method: neg}", "negative: {op: totl}")
    assert any(e.startswith(f"ops.yaml:{_line_of(unknown, 'negative: {op: totl}')}: masked_tensor numpy function "
                            "'negative': 'totl' is not one of") and "(did you mean 'total'?)" in e
               for e in _errors(unknown))
    axis = _mini_with("negative: {method: neg}", "negative: {method: neg, axis_none: flat}")
    assert (f"ops.yaml:{_line_of(axis, 'axis_none: flat')}: masked_tensor numpy function 'negative', field "
            "'axis_none': 'flat' is not one of flatten (did you mean 'flatten'?)") in _errors(axis)


def test_no_fold_call_is_evaluated_twice_in_one_statement(root):
    # A max/min combine reads its operand up to three times: a run or block
    # fold passed to it as an expression was called that often (and counted
    # its valid elements that often).  Each call's result is bound first.
    import re
    call = re.compile(r"\b(_(?:run|block)\d_\w+)\(")
    for pyx in sorted((root / "generated").glob("*.pyx")):
        for no, line in enumerate(pyx.read_text().splitlines(), 1):
            names = call.findall(line)
            assert len(names) == len(set(names)), f"{pyx.name}:{no}: {line.strip()}"


# -- signatures are parsed once (codegen/signature.py) ---------------------------

# The ast.parse calls of codegen/ that are not on an expression (mode="eval"),
# with what each one parses.  A signature is not an expression: parsing one
# takes a `def f(...)` (or a `lambda`), so any other such call is a second parser.
NOT_SIGNATURES = {
    ("load_partials.py", "helper_names"): "the source of _runtime/partial_scope.py, for its __all__",
}
def signature_parsers(codegen_dir: Path) -> set[tuple[str, str]]:
    """(file, function) of every ast.parse call of codegen/ (but signature.py)
    that may parse a signature: not mode="eval", or its text builds a def or lambda."""
    import ast
    found = set()
    for path in sorted(codegen_dir.rglob("*.py")):
        name = str(path.relative_to(codegen_dir))
        tree = ast.parse(path.read_text())
        assert not any(isinstance(n, ast.ImportFrom) and n.module == "ast" for n in ast.walk(tree)), \
            f"codegen/{name}: import ast, call ast.parse (this test finds the calls by that name)"
        if name == "signature.py":
            continue
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for call in ast.walk(tree):
            if not (isinstance(call, ast.Call) and ast.unparse(call.func) == "ast.parse"):
                continue
            source = ast.unparse(call.args[0]) if call.args else ""
            mode = next((ast.unparse(k.value) for k in call.keywords if k.arg == "mode"), "'exec'")
            fn = call
            while fn in parents and not isinstance(fn, ast.FunctionDef):
                fn = parents[fn]
            where = (name, fn.name if isinstance(fn, ast.FunctionDef) else "<module>")
            if (mode != "'eval'" or "def " in source or "lambda" in source) and where not in NOT_SIGNATURES:
                found.add(where)
    return found


def test_signatures_are_parsed_only_by_codegen_signature(root):
    """Every consumer reads the Params of model.Op/Selector.signature, parsed at load time."""
    found = signature_parsers(root / "codegen")
    assert found == set(), f"{sorted(found)} parse(s) a signature: read op.signature's Params instead"


def test_a_signature_is_parsed_into_typed_params():
    from codegen import signature
    sig = signature.parse("(input, /, dim=None, *args, keepdim=False, eps=1e-12, **kwargs)")
    assert [(p.name, p.kind, p.default) for p in sig.params] == [
        ("input", "positional_only", None), ("dim", "positional", "None"), ("args", "var_positional", None),
        ("keepdim", "keyword_only", "False"), ("eps", "keyword_only", "1e-12"), ("kwargs", "var_keyword", None)]
    assert sig.names == ("input", "dim", "keepdim", "eps")
    assert sig.defaults == {"dim": "None", "keepdim": "False", "eps": "1e-12"}
    assert str(sig) == sig.text
    # Rendered back the way ast.unparse spaces it (the stubs depend on it).
    assert signature.parse("(a, b=1, *, c)").format(annotation=lambda p: "int", default=lambda p: "...") == \
        "(a: int, b: int=..., *, c: int)"
    for bad, why in (("(a, b", "not a Python parameter list"), ("(a: int)", "has an annotation")):
        with pytest.raises(signature.SignatureError, match=why):
            signature.parse(bad)


def test_typed_parameters_are_declared_once_and_checked_by_their_type():
    """An op's own typed parameter (`params`): the loader checks the declaration and
    the signature's default, the stubs and docstrings print its type, and the
    generic resolver's errors name the op, the argument and what was expected."""
    from codegen import ptypes
    sig = 'signature: "(input, dim=None, *, keepdim=False, dtype=None, mask=None)"'
    typed = ('signature: "(input, w=2, dim=None, *, keepdim=False, dtype=None, mask=None)"\n'
             '    params:\n      w: {type: int, min: 1, what: "a width", doc: "The width."}')
    spec = load_string(_mini_with(sig, typed))
    (p,) = spec.ops["total"].typed
    assert (p.name, p.default, p.type.annotation, p.doc) == ("w", 2, "int", "The width.")
    files = render_all(spec)
    assert "w: int=..." in files["ops.pyi"] and "    w : int\n        The width." in files["ops.py"]
    assert "typed=(_pt.Param('w', _pt.Int(min=1, what='a width'), default=2),)," in files["ops.py"]
    line = _line_of(_mini_with(sig, typed), "w: {type")
    assert _errors(_mini_with(sig, typed.replace("w=2", "w=0"))) == [
        f"ops.yaml:{line}: op 'total', field 'signature': the default of 'w' is not valid: total: w must be >= 1; got 0"]
    assert _errors(_mini_with(sig, typed.replace("type: int", "type: intt"))) == [
        f"ops.yaml:{line}: op 'total', field 'params', 'w', field 'type': 'intt' is not one of int, real, bool, "
        "choice, reals (did you mean 'int'?)"]
    assert _errors(_mini_with(sig, typed.replace('type: int, min: 1, what: "a width"', "type: choice, choices: [a]")
                              .replace("w=2", "w='a'"))) == [
        f"ops.yaml:{line}: op 'total', field 'params': parameter 'w': a Choice reaches no kernel plan (only int, "
        "real and bool do), and reduce ops run compiled kernels"]
    check = [ptypes.Param("n", ptypes.Int(min=1, what="a length")),
             ptypes.Param("k", ptypes.Int(min=0, max="n", none="n"), None), ptypes.Param("on", ptypes.Bool(), False),
             ptypes.Param("x", ptypes.Real(min=0), 0.5), ptypes.Param("how", ptypes.Choice(("a", "b")), "a")]
    assert ptypes.resolve("op", check, {"n": 3}) == (3, 3, False, 0.5, "a")
    assert ptypes.resolve("op", check, {"n": 3, "k": 2, "on": True, "x": 1, "how": "b"}) == (3, 2, True, 1.0, "b")
    for args, error, message in [({"n": 2.0}, TypeError, "op: n must be an int (a length); got 2.0"),
                                 ({"n": True}, TypeError, "op: n must be an int (a length); got True"),
                                 ({"n": 0}, ValueError, "op: n must be >= 1; got 0"),
                                 ({"n": 3, "k": 4}, ValueError, "op: k must be in [0, n] = [0, 3]; got 4"),
                                 ({"n": 3, "on": 1}, TypeError, "op: on must be a bool; got 1"),
                                 ({"n": 3, "x": float("nan")}, TypeError, "op: x must be a real number; got nan"),
                                 ({"n": 3, "x": -1}, ValueError, "op: x must be >= 0; got -1.0"),
                                 ({"n": 3, "how": "c"}, ValueError, "op: how must be one of a, b; got 'c'"),
                                 ({}, TypeError, "op: missing required argument 'n'")]:
        with pytest.raises(error) as info:
            ptypes.resolve("op", check, args)
        assert str(info.value) == message
    assert ptypes.plan_slots(check) == {"n": "p.ints[0]", "k": "p.ints[1]", "on": "p.ints[2]", "x": "p.reals[0]"}
    assert list(ptypes.Reals(min=0, max=1).check("op", "q", [0.2, 1], {})) == [0.2, 1.0]
    with pytest.raises(ValueError, match=r"op: q must be in \[0, 1\] \(NaN is not\); got 2.0"):
        ptypes.Reals(min=0, max=1).check("op", "q", [0.2, 2], {})


def test_normalize_write_and_fold_take_a_per_dtype_table(root):
    """write and fold, like a pass's map, may be a table by dtype, family or
    all: softmax's float32 kernels call float32's own exp (tp_expf and its
    block form), float64's tp_exp_fast; a table that leaves a dtype out is an
    error on its line."""
    text = (root / "ops.yaml").read_text()
    files = render_all(load_string(text))
    softmax, log_softmax = files["_k_softmax.pyx"], files["_k_log_softmax.pyx"]
    assert "tp_expf_array(wbuf, wbuf, step)" in softmax and "tp_exp_fast_array(wbuf, wbuf, step)" in softmax
    assert "tp_exp_fast_array_f32(" not in softmax.split("cnp.import_array()")[1]   # (declared, not called)
    assert "tp_expf(w)" in log_softmax and "tp_exp_fast(w)" in log_softmax
    old = 'write: {all: "tp_exp_fast(v - c)", float16: "tp_expf(v - c)", float32: "tp_expf(v - c)"}'
    assert old in text
    bad = text.replace(old, 'write: {float64: "tp_exp_fast(v - c)"}', 1)
    line = _line_of(bad, 'write: {float64: "tp_exp_fast(v - c)"}')
    assert (f"ops.yaml:{line}: op 'softmax', field 'write': no expression for bool, int8, int16, "
            "int32, int64, uint8, uint16, uint32, uint64, float16, float32 (add an 'all' key)") in _errors(bad)
