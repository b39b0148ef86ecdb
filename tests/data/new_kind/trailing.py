"""trailing: the sum of the valid elements in a trailing window along one dim
(trailing_sum), written at every position.  A kind of tests/test_new_kind.py:
registered by this module and its template alone, with a typed int parameter
of its own (`window`: declared here, checked by the generic resolver, read by
its kernels as an int64 from the plan) and its own in-memory pipeline
(declared here from the runtime's shared pieces, run by the generic entry)."""
from dataclasses import dataclass

from codegen.kernels import Kernel
from codegen.kinds import Kind, Pipeline
from codegen.ptypes import Int, Param, plan_slots

WINDOW = Param("window", Int(min=1, what="the window's length, >= 1"),
               doc="The window's length, an int >= 1 (longer than dim is fine).")


@dataclass
class TrailingKernel(Kernel):
    acc_t: str           # the C type a window's sum is kept in
    window: str          # where the kernel reads the window: its plan slot (by its declared type)


def describe(spec, op, variant, dtype, base) -> TrailingKernel:
    family = spec.dtypes[dtype].family
    return TrailingKernel(**base, acc_t="double" if family == "float" else "int64_t",
                          window=plan_slots(op.typed)["window"])


def declarations(k: TrailingKernel) -> set[str]:
    return set()            # no tp_support.h helper


def masked_out(spec, op) -> str:
    return "the sum of the valid elements of their window, like any other position"


KIND = Kind(
    name="trailing",
    doc="the sum of the valid elements in a trailing window along one dim, at every position",
    template="kernels/trailing.pyx.j2",
    params=("input", "dim", "mask"),
    typed=(WINDOW,),
    # The walk along dim, one output per element in the input's layout, the
    # input's mask at each position: the runtime's pieces, run by its generic entry.
    pipeline=Pipeline(planner="along", output="like_input", mask="elementwise"),
    defaults={"signature": "(input, window, dim=-1, *, mask=None)", "dims": ["int"],
              "dtype_arg": "cast_result", "output_mask": "broadcast"},
    output_masks=("broadcast",),
    describe=describe,
    declarations=declarations,
    doc_layout=("window_summary", "mask", "output_mask"),
    identity_role="window",
    masked_out=masked_out,
    full_output=True,
    logical_order=True,     # the window trails in the logical order
    front=False,
)
