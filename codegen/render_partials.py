"""Render the `partials` section of ops.yaml into generated/partials.py: per
op a State named tuple and the chunk / merge / finish functions of its
declared expressions, wrapped in a `Partial` (tensorplay/masked/_runtime/partials.py)
that the dask layer and the public tensorplay.masked.partials use."""
from __future__ import annotations

from .model import Spec


def _defaults(signature, params: tuple) -> dict:
    """The op's own parameters -> their defaults in its signature (required ones left out)."""
    return {p.name: p.value for p in signature.params if p.name in params and p.default is not None}


def render_partials(spec: Spec, env, header: str) -> dict[str, str]:
    if not spec.partials:
        return {}
    entries = []
    for p in spec.partials.values():
        op = spec.ops[p.name]
        state_of = p.stat or p.name
        entries.append({
            "p": p, "op": op, "state_of": state_of,
            "class_name": "".join(w.capitalize() for w in state_of.split("_")) + "State",
            "acc": {d: spec.apply_rule(op.value, d) for d in op.dtypes},
            "defaults": _defaults(op.signature, op.params),
        })
    env = env.overlay(trim_blocks=True, lstrip_blocks=True)   # the template is block-heavy Python
    text = env.get_template("partials.py.j2").render(header=header, entries=entries)
    return {"partials.py": text}
