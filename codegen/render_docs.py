"""The API reference (reStructuredText for Sphinx), rendered from ops.yaml
into docs/api/: an index in the structure of the API page ("Functions N",
"Classes 1", one section per function), one page per function, the
MaskedTensor page (every method by family), the selectors page and the
special functions page.  Pages reuse the generated docstrings, so the docs
and `help()` cannot disagree; `python -m codegen --check` covers them."""
from __future__ import annotations

import re

from . import docs
from .kernels import identity_value
from .model import Spec

HEADER = ".. Generated from ops.yaml by `python -m codegen`; do not edit."


def _title(text: str, char: str = "=") -> list[str]:
    return [text, char * len(text), ""]


def _rst_body(docstring: str, indent: str = "") -> list[str]:
    """A numpydoc docstring as rst: section headings become rubrics (a
    section title is not allowed inside a directive)."""
    lines = docstring.splitlines()
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if i + 1 < len(lines) and line.strip() and re.fullmatch(r"-{3,}", lines[i + 1].strip()) \
                and len(lines[i + 1].strip()) == len(line.strip()):
            out += ["", f".. rubric:: {line.strip()}", ""]
            i += 2
            continue
        out.append(line)
        i += 1
    return [(indent + ln) if ln.strip() else "" for ln in out]


def _identity_table(spec: Spec, op) -> list[str]:
    if op.identity is None:
        return []
    rows = ["   * - dtype", "     - identity", "     - result dtype"]
    for dtype in op.dtypes:
        value = identity_value(spec, op.identity, spec.apply_rule(op.value, dtype))
        rows += [f"   * - {dtype}", f"     - ``{docs._value_text(value)}``",
                 f"     - {spec.apply_rule(op.result, dtype)}"]
    return [".. list-table:: Identity (what a masked-out element acts as) per input dtype",
            "   :header-rows: 1", "", *rows, ""]


def _output_mask(spec: Spec, op) -> str:
    return " ".join(spec.doc_fragments[f"output_mask_{op.output_mask}"].split())


def _signature(name: str, signature: str) -> str:
    return f"tensorplay.masked.{name}{signature}"


def op_page(spec: Spec, op) -> str:
    lines = [HEADER, "", *_title(op.name),
             f".. py:function:: {_signature(op.name, op.signature)}", ""]
    lines += _rst_body(docs.docstring(spec, op), "   ")
    lines += ["", ".. rubric:: Identity per dtype", "", *_identity_table(spec, op),
              f"Output mask: {_output_mask(spec, op)}", "",
              f"Declared in ops.yaml at ``ops.{op.name}`` (kernel kind ``{op.kind}``).", ""]
    return "\n".join(lines)


def selector_page(spec: Spec, sel) -> str:
    lines = [HEADER, "", *_title(sel.name),
             f".. py:function:: {_signature(sel.name, sel.signature)}", ""]
    lines += _rst_body(docs.selector_docstring(spec, sel, inplace=False), "   ")
    if sel.inplace:
        lines += ["", f".. py:function:: {_signature(sel.name + '_', sel.signature)}", ""]
        lines += _rst_body(docs.selector_docstring(spec, sel, inplace=True), "   ")
    lines += ["", f"Declared in ops.yaml at ``ops.{sel.name}`` (kernel kind ``{sel.kind}``, mask layout "
                  f"``{sel.mask}``, value layout ``{sel.value}``).", ""]
    return "\n".join(lines)


def _summary(text: str) -> str:
    return " ".join(text.split("\n\n")[0].split())


def index_page(spec: Spec) -> str:
    mt = spec.masked_tensor
    ctors = mt.constructors if mt is not None else {}
    functions = sorted(list(spec.ops) + list(ctors))
    lines = [HEADER, "", *_title("tensorplay.masked API"),
             "Every function below accepts numpy arrays (anything ``numpy.asarray`` takes) or "
             ":py:class:`~tensorplay.masked.MaskedTensor` inputs.  Mask ``True`` means *valid*.", "",
             ".. toctree::", "   :hidden:", "",
             *[f"   {name}" for name in functions], "   MaskedTensor", "   selectors",
             *[f"   {name}" for name in spec.selectors], "   special", "",
             *_title(f"Functions {len(functions)}", "-")]
    for name in functions:
        lines += _title(name, "~")
        if name in spec.ops:
            op = spec.ops[name]
            lines += [".. code-block:: python", "", f"   {_signature(name, op.signature)}", "",
                      _summary(docs.docstring(spec, op)), "",
                      f"{docs.identity_sentence(spec, op)}", "",
                      f"Output mask: {_output_mask(spec, op)}", ""]
            if op.example is not None:      # (optional: an op the API page does not show has none)
                lines += [ln for ln in docs.example_lines(op)] + [""]
        else:
            c = ctors[name]
            lines += [".. code-block:: python", "", f"   {_signature(name, c['signature'])}", "",
                      " ".join(c["doc"].split()), ""]
        lines += [f"Full reference: :doc:`{name}`", ""]
    lines += [*_title("Classes 1", "-"), *_title("MaskedTensor", "~"),
              ".. code-block:: python", "", "   class tensorplay.masked.MaskedTensor(data, mask, requires_grad=False)", "",
              "A pair of plain tensors data and mask presented as a single value; "
              f"{sum(len(f.methods) + len(f.inplace) for f in mt.families) if mt else 0} methods by family: "
              ":doc:`MaskedTensor`.", "",
              *_title(f"Selectors {len(spec.selectors)}", "-"),
              "The mask selectors of Arraymancer and TensorFlow: :doc:`selectors`.", "",
              *_title(f"Special functions {len(spec.special)}", "-"),
              "Masked elementwise functions numpy lacks: :doc:`special`.", ""]
    return "\n".join(lines)


def constructor_page(name: str, c: dict) -> str:
    return "\n".join([HEADER, "", *_title(name), f".. py:function:: {_signature(name, c['signature'])}", "",
                      "   " + " ".join(c["doc"].split()), ""])


def masked_tensor_page(spec: Spec) -> str:
    mt = spec.masked_tensor
    lines = [HEADER, "", *_title("MaskedTensor"),
             ".. py:class:: tensorplay.masked.MaskedTensor(data, mask, requires_grad=False)", "",
             "   A pair of plain tensors data and mask presented as a single value (mask True = valid,",
             "   stored with data's shape).  Masked-out positions print as ``--``; ``np.asarray(mt)`` is a",
             "   TypeError (call ``to_tensor(fill)``).  Methods are declared in ops.yaml by family; each",
             "   family is one helper of ``tensorplay/masked/_masked_tensor/core.py``.", ""]
    for fam in mt.families:
        lines += _title(f"{fam.name} ({len(fam.methods) + len(fam.inplace)} methods)", "-")
        lines += [" ".join(fam.doc.format(fn="the callable", name="NAME").split()), "",
                  ".. list-table::", "   :header-rows: 1", "",
                  "   * - method", "     - applies", "     - in-place form"]
        for name, target in sorted(fam.methods.items()):
            lines += [f"   * - ``{name}``", f"     - ``{target}``",
                      f"     - ``{name}_``" if name in fam.inplace else "     -"]
        lines.append("")
    lines += _title("Operators", "-")
    lines += [".. list-table::", "   :header-rows: 1", "", "   * - operator", "     - method"]
    for dunder, (method, reflected) in mt.operators.items():
        lines += [f"   * - ``{dunder}``", f"     - ``{method}``" + (" (operands swapped)" if reflected else "")]
    lines += ["", *_title("numpy functions", "-"),
              "``__array_function__`` routes these to methods or to the array functions (numpy's "
              "``axis``/``keepdims``/``ddof`` become ``dim``/``keepdim``/``correction``; a scan's "
              "``axis=None`` runs along the flattened tensor, as numpy's); any other numpy function "
              "raises TypeError.", "",
              ", ".join(f"``np.{n}``" for n in mt.numpy_functions), ""]
    return "\n".join(lines)


def selectors_page(spec: Spec) -> str:
    lines = [HEADER, "", *_title("Selectors"),
             "The mask selectors of Arraymancer and TensorFlow's BooleanMaskUpdate.  Here the mask says "
             "what is *selected*.  Every argument is checked before anything is written.", "",
             ".. list-table::", "   :header-rows: 1", "",
             "   * - function", "     - kind", "     - mask layout", "     - corresponds to"]
    for sel in spec.selectors.values():
        lines += [f"   * - :doc:`{sel.name}`" + (f" / ``{sel.name}_``" if sel.inplace else ""),
                  f"     - {sel.kind}", f"     - {sel.mask}", f"     - {sel.seed}"]
    lines += ["", *_title("Mask layouts", "-")]
    for name, text in spec.mask_layouts.items():
        lines += [f"``{name}``", f"   {' '.join(text.split())}", ""]
    lines += _title("Value layouts", "-")
    for name, text in spec.value_layouts.items():
        if text:
            lines += [f"``{name}``", f"   {' '.join(text.split())}", ""]
    return "\n".join(lines)


def special_page(spec: Spec) -> str:
    lines = [HEADER, "", *_title("Special functions"),
             "``tensorplay.masked.special``: masked elementwise functions numpy lacks, computed at valid "
             "positions (0 at masked-out ones); real inputs, bool and integers as float64.  Accuracy is "
             "tested against mpmath (tests/test_special.py).", ""]
    for f in spec.special.values():
        lines += [f".. py:function:: tensorplay.masked.special.{f.name}(input, *, mask=None)", "",
                  f"   {f.doc}", ""]
    return "\n".join(lines)


def render_docs(spec: Spec) -> dict[str, str]:
    """Every page of docs/api/, keyed by its path relative to docs/api/."""
    pages = {"index.rst": index_page(spec)}
    for op in spec.ops.values():
        pages[f"{op.name}.rst"] = op_page(spec, op)
    for sel in spec.selectors.values():
        pages[f"{sel.name}.rst"] = selector_page(spec, sel)
    if spec.selectors:
        pages["selectors.rst"] = selectors_page(spec)
    if spec.special:
        pages["special.rst"] = special_page(spec)
    if spec.masked_tensor is not None:
        pages["MaskedTensor.rst"] = masked_tensor_page(spec)
        for name, c in spec.masked_tensor.constructors.items():
            pages[f"{name}.rst"] = constructor_page(name, c)
    return dict(sorted(pages.items()))
