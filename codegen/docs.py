"""Docstrings and doctest examples, built from ops.yaml in the structure of
the API page (summary, identity per dtype, keepdim, mask, fully masked,
output mask, broadcasting, example)."""
from __future__ import annotations

import textwrap

import numpy as np

from .kernels import identity_value
from .kinds import KINDS, SELECTOR_KINDS
from .kinds._common import IDENTITY
from .model import Op, Spec
from .render_stubs import ANNOTATIONS   # one table of parameter types: stubs and docstrings

FULLY_MASKED_WORDS = {"nan": "nan", "neg_inf": "-inf", "pos_inf": "inf", "zero": "0", "minus_one": "-1",
                      "input": "the input's own elements"}


def _value_text(value) -> str:
    # floats as Python spells them (0.0, -inf), integers as integers
    return repr(float(value)) if isinstance(value, float) else str(value)


def identity_sentence(spec: Spec, op: Op) -> str:
    """'The identity value of ... is X for dtypes a, b; Y for c.'"""
    start = KINDS[op.kind].identity_role
    if op.identity is None:
        return (f"The identity value of {op.noun} operation is undefined. The elements of the "
                f"output that correspond to fully masked-out elements are "
                f"{FULLY_MASKED_WORDS.get(op.fully_masked, op.fully_masked)}.")
    groups: dict[str, list[str]] = {}
    for dtype in op.dtypes:
        # The identity lives in the dtype elements are widened to (ints -> float64 for logsumexp).
        value = identity_value(spec, op.identity, spec.apply_rule(op.value, dtype))
        groups.setdefault(_value_text(value), []).append(dtype)
    if len(groups) == 1:
        (value, _), = groups.items()
        where = f"is {value} for every accepted dtype"
    else:
        where = "is " + "; ".join(f"{v} for {', '.join(ds)}" for v, ds in groups.items())
    return (f"The identity value of {op.noun} operation, which is used to start the "
            f"{start} and which masked-out elements act as, {where}.")


def fully_masked_text(op: Op) -> str:
    text = ("the identity value" if op.fully_masked == "identity"
            else FULLY_MASKED_WORDS.get(op.fully_masked, op.fully_masked))
    exceptions = [f"{FULLY_MASKED_WORDS.get(v.fully_masked, v.fully_masked)} when {when_text(op, v.when)}"
                  for v in op.variants if v.fully_masked]
    return text + "".join(f" ({e})" for e in exceptions)


def when_text(op: Op, when: str) -> str:
    """A variant's `when` (a Python expression of `param`) in the words of the
    op's signature: 'param == -math.inf' -> 'ord == -inf'."""
    name = op.params[0] if op.params else "param"
    return when.replace("param", name).replace("math.", "")


def example_lines(op: Op) -> list[str]:
    """The API page's example as doctest lines; expected output is numpy's
    repr of the page's values (never computed by the code under test)."""
    ex = op.example
    call = f"tensorplay.masked._ops.{ex.call}"
    if ex.round is not None:
        call += f".round({ex.round})"
    expect = repr(np.array(ex.expect, dtype=ex.expect_dtype))
    return [
        ">>> import numpy as np",
        ">>> import tensorplay.masked",
        f">>> input = np.array({ex.input!r}, dtype=np.{ex.input_dtype})",
        *([f">>> other = np.array({ex.other!r}, dtype=np.{ex.input_dtype})"] if ex.other is not None else []),
        f">>> mask = np.array({ex.mask!r})",
        f">>> {call}",
        *(line or "<BLANKLINE>" for line in expect.splitlines()),   # (a blank line ends a doctest's output)
    ]


def _para(text: str) -> str:
    return textwrap.fill(" ".join(text.split()), 79)


def docstring(spec: Spec, op: Op) -> str:
    frag = spec.doc_fragments
    fill = {"noun": op.noun, "fully_masked": fully_masked_text(op),
            "masked_value": FULLY_MASKED_WORDS.get(op.masked_value, op.masked_value)}
    parts = []
    kind = KINDS[op.kind]
    fill.update(kind.doc_fill(op) if kind.doc_fill else {})
    for name in kind.doc_layout:
        if name == IDENTITY:
            parts.append(_para(identity_sentence(spec, op)))
        else:
            key = f"output_mask_{op.output_mask}" if name == "output_mask" else name
            parts.append(_para(frag[key].format(**fill)))
    if op.note:
        parts.append(_para(op.note))
    dims = {"none": "None", "int": "int", "tuple": "tuple of ints"}
    params = [
        "Parameters", "----------",
        "input : array_like",
        "    The input tensor (anything numpy.asarray accepts).",
    ]
    typed = {p.name: p for p in op.typed}
    for name in op.params:
        if name in typed:
            params += [f"{name} : {typed[name].type.annotation}", f"    {typed[name].doc}"]
        else:
            params += [f"{name} : {ANNOTATIONS.get(name, 'number')}", f"    {op.param_docs[name]}"]
    if "other" in kind.params:
        params += ["other : array_like", "    The second operand; broadcasts with input."]
    if "dim" in kind.params and "none" in op.dims:
        params += [f"dim : {' or '.join(dims[d] for d in op.dims)}, optional",
                   "    The dimension(s) to reduce; None (the default) reduces all."]
    elif "dim" in kind.params:
        params += [f"dim : {' or '.join(dims[d] for d in op.dims)}",
                   "    The dimension the op runs along (required)."]
    if "keepdim" in kind.params:
        params += ["keepdim : bool, optional", "    Keep reduced dims as size 1."]
    params += [
        *(["dtype : numpy dtype or name, optional",
           ("    Compute in this dtype (the input is cast first)." if op.dtype_arg == "compute"
            else "    Cast the result to this dtype.")] if "dtype" in op.signature.names else []),
        *(["input_mask, other_mask : array_like of bool or int, optional",
           "    Validity of each operand's elements, broadcastable to that operand."]
          if "input_mask" in kind.params else
          ["mask : array_like of bool or int, optional",
           "    Validity of the input's elements (True: valid), broadcastable to input."]),
        "",
        "Returns", "-------",
        "numpy.ndarray",
        ("    A 0-d array for a full reduction." if "keepdim" in kind.params
         else "    Of the input's shape."),
    ]
    body = "\n\n".join(parts) + "\n\n" + "\n".join(params)
    if op.example is not None:
        body += "\n\nExamples\n--------\n" + "\n".join(example_lines(op))
    return body


# -- selectors -------------------------------------------------------------------

ROLE_TYPES = {"input": "array_like", "mask": "array_like of bool or int", "axis": "int",
              "value": "scalar or array_like", "broadcast": "bool, optional"}


def selector_example_lines(sel, inplace: bool) -> list[str]:
    """Each example as doctest lines; expected output is numpy's repr of the
    values written in ops.yaml (never computed by the code under test)."""
    lines = [">>> import numpy as np", ">>> import tensorplay.masked"]
    for ex in sel.examples:
        for name, literal in ex.given.items():
            lines.append(f">>> {name} = np.array({literal!r})")
        call = ex.call.replace(f"{sel.name}(", f"{sel.name}_(", 1) if inplace else ex.call
        lines.append(f">>> tensorplay.masked._ops.{call}")
        lines += repr(np.array(ex.expect, dtype=ex.expect_dtype or _given_dtype(ex))).splitlines()
    return lines


def _given_dtype(ex) -> str:
    """The dtype of an example's first given array (its result's default)."""
    return np.array(next(iter(ex.given.values()))).dtype.name


def selector_docstring(spec: Spec, sel, inplace: bool) -> str:
    """numpydoc docstring of a selector (or of its in-place form)."""
    input_name = sel.params[0]
    parts = [_para(sel.summary)]
    if inplace:
        parts.insert(0, _para(f"In-place form of {sel.name}: writes into {input_name} (a writeable "
                              f"numpy.ndarray) and returns it.  Every argument is checked before "
                              f"anything is written: a rejected call leaves {input_name} unchanged."))
    parts.append(_para(f"Corresponds to {sel.seed}"))
    if sel.value != "none":
        parts.append(_para("The value is cast to the input's dtype by numpy's same_kind rule (a float "
                           "value for an integer tensor is a TypeError); integers must fit the dtype "
                           "(ValueError otherwise)."))
    params = ["Parameters", "----------"]
    for p in sel.params:
        role = sel.roles[p]
        doc = (spec.mask_layouts[sel.mask] if role == "mask" else
               spec.value_layouts[sel.value] if role == "value" else spec.selector_args[p]["doc"])
        params += [f"{p} : {ROLE_TYPES[role]}", *textwrap.wrap(" ".join(doc.split()), 75,
                                                                initial_indent="    ", subsequent_indent="    ")]
    kind = SELECTOR_KINDS[sel.kind]
    returns = ("The modified input itself." if inplace else
               kind.returns_take if sel.value == "none" and kind.returns_take else kind.returns)
    params += ["", "Returns", "-------", "numpy.ndarray", f"    {returns}"]
    body = "\n\n".join(parts) + "\n\n" + "\n".join(params)
    if sel.examples:
        body += "\n\nExamples\n--------\n" + "\n".join(selector_example_lines(sel, inplace))
    return body
