"""What several kinds share: the docstring layout of reductions and the
expression scopes of folds."""
from __future__ import annotations

from codegen.kinds import Pipeline

IDENTITY = "<identity>"   # the docstring paragraph of the per-dtype identity sentence
REDUCE_LAYOUT = ("reduce_summary", IDENTITY, "keepdim", "mask", "fully_masked", "output_mask", "broadcast")
REDUCE_PARAMS = ("input", "dim", "keepdim", "dtype", "mask")
REDUCE_SIGNATURE = "(input, dim=None, *, keepdim=False, dtype=None, mask=None)"
ALONG_PARAMS = ("input", "dim", "dtype", "mask")
ALONG_SIGNATURE = "(input, dim, *, dtype=None, mask=None)"

PRM = {"prm": "the op's first real parameter (ord, correction; Plan.reals[0]), a double"}
PRM2 = {**PRM, "prm2": "the op's second real parameter (normalize's eps; Plan.reals[1]), a double"}
ELEMENT = {"v": "an element, read as the value dtype"}


def no_kernels(*_):
    """describe/declarations of a kind that compiles nothing (Kind.compiled False): never called."""
    raise AssertionError("this kind generates no kernels (Kind.compiled is False)")


def no_masked_outputs(spec, op) -> str:
    return "(a reduction: no such positions)"


# The in-memory pipelines (memory.run) of the kernel kinds that walk a Plan:
# one output per kept position of the reduced dims, the rule over those dims;
# or one output per element along a dim, in the input's layout, the rule
# at each position.
REDUCTION_PIPELINE = Pipeline(planner="reduction", output="kept", mask="reduced")
ALONG_PIPELINE = Pipeline(planner="along", output="like_input", mask="elementwise")

# The Kind fields every reduction (one output per kept position) shares.
REDUCTION = dict(pipeline=REDUCTION_PIPELINE, params=REDUCE_PARAMS, output_masks=("any", "all"), doc_layout=REDUCE_LAYOUT,
                 identity_role="reduction", masked_out=no_masked_outputs, sparse="segments",
                 dask="reduction")


def reduction_defaults(dims: list, dtype_arg: str) -> dict:
    return {"signature": REDUCE_SIGNATURE, "dims": dims, "dtype_arg": dtype_arg, "output_mask": "any"}


# ... and every op writing one output per input element along a dim.
ALONG = dict(params=ALONG_PARAMS, output_masks=("broadcast",), full_output=True, sparse="segments",
             defaults={"signature": ALONG_SIGNATURE, "dims": ["int"], "dtype_arg": "compute",
                       "output_mask": "broadcast"})
