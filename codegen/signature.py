"""The one parser of the signatures of ops.yaml: '(input, dim=None, *, keepdim=False)'
-> a Signature of typed Params, once, at load time.

Every consumer (wrappers, front ends, stubs, docs, partials) reads the Params;
nothing else parses a signature (tests/test_codegen.py checks that).  The text
is kept as written: the wrappers and docs print it verbatim."""
from __future__ import annotations

import ast
from dataclasses import dataclass

# Param.kind, in the order Python allows them (those of inspect.Parameter).
POSITIONAL_ONLY = "positional_only"   # before `/`
POSITIONAL = "positional"             # positional or keyword
VAR_POSITIONAL = "var_positional"     # *args
KEYWORD_ONLY = "keyword_only"         # after `*` or *args
VAR_KEYWORD = "var_keyword"           # **kwargs


class SignatureError(ValueError):
    """Not a parameter list ops.yaml can use; the message says why."""


@dataclass(frozen=True)
class Param:
    name: str
    kind: str                   # one of the kinds above
    default: str | None = None  # the default's source text (normalized: `1e-12`, `None`); None: required

    @property
    def value(self):
        """The default as a Python value (defaults of ops.yaml are literals)."""
        return ast.literal_eval(self.default)


@dataclass(frozen=True)
class Signature:
    text: str                   # as written in ops.yaml
    params: tuple[Param, ...]

    def __str__(self) -> str:
        return self.text

    @property
    def names(self) -> tuple[str, ...]:
        """The named parameters (not *args, **kwargs), in order."""
        return tuple(p.name for p in self.params if p.kind not in (VAR_POSITIONAL, VAR_KEYWORD))

    @property
    def defaults(self) -> dict[str, str]:
        """Parameter name -> its default's source text, for those that have one."""
        return {p.name: p.default for p in self.params if p.default is not None}

    def format(self, annotation=None, default=None) -> str:
        """The parameter list as Python source, with `annotation(param)` after
        each name (None: none) and `default(param)` for each default (None:
        the declared one); spaced as ast.unparse spaces it."""
        parts, kinds = [], [p.kind for p in self.params]
        for i, p in enumerate(self.params):
            if p.kind == KEYWORD_ONLY and VAR_POSITIONAL not in kinds and KEYWORD_ONLY not in kinds[:i]:
                parts.append("*")
            text = {VAR_POSITIONAL: "*", VAR_KEYWORD: "**"}.get(p.kind, "") + p.name
            note = None if annotation is None else annotation(p)
            if note is not None:
                text += f": {note}"
            if p.default is not None:
                text += "=" + (p.default if default is None else default(p))
            parts.append(text)
            if p.kind == POSITIONAL_ONLY and (i + 1 == len(kinds) or kinds[i + 1] != POSITIONAL_ONLY):
                parts.append("/")
        return f"({', '.join(parts)})"


def parse(text: str) -> Signature:
    """'(a, b=1, *, c=None)' -> Signature; SignatureError if it is not a plain
    parameter list (annotations are left to codegen/render_stubs.ANNOTATIONS)."""
    text = str(text)
    try:
        args = ast.parse(f"def f{text}: pass").body[0].args
    except SyntaxError as exc:
        raise SignatureError(f"not a Python parameter list: {exc.msg}") from None
    positional = args.posonlyargs + args.args
    first_default = len(positional) - len(args.defaults)
    params = [Param(a.arg, POSITIONAL_ONLY if i < len(args.posonlyargs) else POSITIONAL,
                    ast.unparse(args.defaults[i - first_default]) if i >= first_default else None)
              for i, a in enumerate(positional)]
    if args.vararg is not None:
        params.append(Param(args.vararg.arg, VAR_POSITIONAL))
    params += [Param(a.arg, KEYWORD_ONLY, None if d is None else ast.unparse(d))
               for a, d in zip(args.kwonlyargs, args.kw_defaults)]
    if args.kwarg is not None:
        params.append(Param(args.kwarg.arg, VAR_KEYWORD))
    annotated = [a.arg for a in positional + args.kwonlyargs + [args.vararg, args.kwarg]
                 if a is not None and a.annotation is not None]
    if annotated:
        raise SignatureError(f"parameter {annotated[0]!r} has an annotation: the stubs take theirs from "
                             f"codegen/render_stubs.ANNOTATIONS, by name")
    return Signature(text=text, params=tuple(params))


def load(chk, node, field: str, where: str, default: str = "") -> Signature:
    """node[field] of ops.yaml parsed; a SignatureError goes to the loader's
    checker at the field's line, and the result then has no parameters."""
    text = str(node.get(field, default))
    try:
        return parse(text)
    except SignatureError as exc:
        chk.error(node.line_of(field), f"{where}, field {field!r}", str(exc))
        return Signature(text=text, params=())
