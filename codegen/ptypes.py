"""The typed parameters' vocabulary (Param, Int, Real, Bool, Choice, Reals):
the runtime's own module, tensorplay/masked/_runtime/ptypes.py, loaded by its
path (importing the package would need its compiled kernels), so that the
generator and the runtime share one definition of each type: what it
accepts, its errors, its annotation and its kernel slot."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_PATH = Path(__file__).resolve().parents[1] / "tensorplay" / "masked" / "_runtime" / "ptypes.py"
_NAME = "codegen._runtime_ptypes"
if _NAME not in sys.modules:
    _spec = importlib.util.spec_from_file_location(_NAME, _PATH)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules[_NAME] = _module
    _spec.loader.exec_module(_module)
_m = sys.modules[_NAME]
Param, Int, Real, Bool, Choice, Reals = _m.Param, _m.Int, _m.Real, _m.Bool, _m.Choice, _m.Reals
REQUIRED, TYPES, resolve = _m.REQUIRED, _m.TYPES, _m.resolve


def plan_slots(typed: tuple) -> dict:
    """name -> where a kernel reads it in its Plan ('p.ints[0]', 'p.reals[1]'),
    by declared type, in the order fill_params fills them (ints and reals
    counted apart); parameters no kernel reads (slot None) are left out."""
    out, count = {}, {"ints": 0, "reals": 0}
    for p in typed:
        slot = p.type.slot
        if slot is not None:
            out[p.name] = f"p.{slot}[{count[slot]}]"
            count[slot] += 1
    return out
