"""The registry of kernel kinds: one module per kind, each defining `KIND`.

A kind says everything the generator and the runtime need to know about a
family of kernels, in one place: the fields an op of the kind may (or must)
have and the defaults it gets, the names its expressions may use, how its
kernel descriptors are built and which C helpers they call, the template
that renders them, the runtime entry point its wrappers call (by keyword),
its docstring layout and its generated-test harness.  Nothing else in
codegen/ branches on a kind's name: adding a kind is a module here, a
template in templates/kernels/: its typed parameters (`typed`) and its
in-memory pipeline (`pipeline`, pieces of tensorplay/masked/_runtime/memory.py
run by its generic entry) are declared here too; only a kind no pipeline fits
has a hand-written entry in memory.py and dispatch.py.

Op kinds (`Kind`) compute; selector kinds (`SelectorKind`) move elements.
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from typing import Callable


@dataclass(frozen=True)
class Field:
    """An op-level field that only ops of this kind have."""
    doc: str
    required: bool = False
    choices: tuple | None = None   # the values allowed (None: any)
    expression: bool = False       # a Cython expression, checked against the kind's scope[name]
    identity: bool = False         # an identities name


@dataclass(frozen=True)
class PartialKind:
    """How the ops of a kernel kind run chunk by chunk: the shape of their
    `partials:` entries in ops.yaml (codegen/load_partials.py), of their
    generated Partial and the dask layer's strategy (declared in _partials.py)."""
    name: str
    keys: tuple                     # the fields an entry may have
    required: tuple                 # ... and must have
    # The dask layer's strategy for its ops (tensorplay/masked/_runtime/on_dask.py):
    # "partial_states" (dask.array.reduction merging the states), "whole_slices"
    # (the reduced dims in one chunk, then `chunk`): on_dask.REDUCTIONS; the
    # entries scan and normalize run "carried_scan" and "stat_then_write".
    dask: str
    state: bool = True              # a State of fields (chunk/merge per field); False: one chunk expression
    mergeable: bool = False         # states merge (the public chunk / merge / finish)
    placed: bool = False            # the chunk is told its block's offset and the array's shape
    stat: bool = False              # an entry may reuse another's state (`stat:`) instead of its own
    writes: bool = False            # a blockwise write of every element from the merged state
    carries: bool = False           # a scan: `carry` joins a carried value and a block, from `identity`
    # What an op's passes can determine (codegen/derive_partials.py): "fold"
    # (a reduction's state), "carry" (a scan's carry); "" : an entry is needed.
    derives: str = ""


@dataclass(frozen=True)
class Pipeline:
    """A kind's in-memory entry as data: the names of shared pieces of
    tensorplay/masked/_runtime/memory.py, which its generic entry `run` calls
    in order (the input, dims, mask, parameters and dtype canonicalised as
    every entry does them first; then the kernel on the planned walk)."""
    planner: str    # memory.PLANNERS: the walk of the kernel (reduced dims, or along one dim)
    output: str     # memory.OUTPUTS: the kernel's output allocated, and how it becomes the result
    mask: str       # memory.MASK_RULES: how the op's output_mask rule gives a MaskedTensor result's mask


@dataclass(frozen=True)
class Kind:
    name: str
    doc: str                        # one line: what the kernels compute
    template: str                   # under codegen/templates/
    params: tuple                   # what every op takes; the entry's keywords
    defaults: dict                  # op fields filled in when an entry leaves them out
    output_masks: tuple             # the output-mask rules the runtime implements for it
    describe: Callable              # (spec, op, variant, dtype, base: dict) -> descriptor
    declarations: Callable          # descriptor -> C declarations of the tp_support.h helpers it calls
    doc_layout: tuple               # the docstring's paragraphs (doc_fragments names; "<identity>")
    identity_role: str              # what the identity starts: "reduction", "running value", ...
    masked_out: Callable            # (spec, op) -> what masked-out output positions hold (docs)
    fields: dict = field(default_factory=dict)   # name -> Field: the kind's own op fields
    # (op) -> {placeholder: text}: what the kind's doc fragments say that depends on the op's own fields
    doc_fill: Callable | None = None
    # Folds: `passes` (one or two), `variants`, `center`, `finalize`.
    folds: bool = False
    finalized: bool = False         # the result is `finalize` of the folds (required)
    center_always: bool = False     # a center even with one pass (normalize)
    scope: dict = field(default_factory=dict)    # expression field -> {name: meaning}
    # How the loader checks `fully_masked` against the entry's own formulas:
    # "formulas" (finalize(center) of the pass identities, n = 0), "running"
    # (the running value stays the identity), "elementwise" (of two
    # identities), "literal" (the kernels write it as declared).
    fully_masked: str = "literal"
    fully_masked_fills_slice: bool = False   # the whole slice holds it (normalize)
    logical_order: bool = False     # the walk keeps the logical order (indices, running values)
    full_output: bool = False       # one output per input element (else one per kept position)
    # The compiled front end that takes the common call (front.pyx), by the
    # memory.FRONTS name of its builder: "table" (a reduction's or an along
    # kind's dtype -> kernel table: ReduceFront, AlongFront), "window" (the
    # moving windows' kernels: WindowFront), "exp" (the exponentially
    # weighted ones: ExpFront), "gaps" (ffill/bfill: GapFillFront),
    # "quantiles" (one slice: QuantileFront); "" none.
    front: str = "table"
    shares_drivers: bool = False    # kernels.share_drivers: one driver for the dtypes that agree
    shares_writers: bool = False    # kernels.share_writers: one set of write steps for the variants that agree
    partial: PartialKind | None = None   # how its ops run chunk by chunk (dask; kinds/_partials.py)
    test_harness: str = "check_grid"   # tensorplay.masked.testing function of the reference grid
    validate: Callable | None = None    # (chk, where, node, variants): checks of its own
    # False: no compiled kernels (no template, no _k_OP module); the runtime
    # entry computes with numpy alone (quantile: numpy's own selection)
    compiled: bool = True
    # The scope its ops' derivative formulas read (codegen/derivatives.py
    # SCOPES: reduce, along, elementwise); "" if none can have formulas.
    derivative_scope: str = ""
    # How its ops run on a sparse MaskedTensor (tensorplay/masked/_sparse/runtime.py):
    # "segments" (the op on each kept position's stored elements), "positions"
    # (the same, the result a position mapped back to the dense shape), "pair"
    # (two patterns meet by the output-mask rule); "" refuses (to_dense() first).
    sparse: str = ""
    # How its entry runs on dask arrays: the name of a strategy of
    # tensorplay/masked/_runtime/on_dask.py (STRATEGIES), which names no kind:
    # "reduction" (by each op's Partial: its states merged, or whole slices),
    # "carried_scan", "stat_then_write" (by the op's Partial too),
    # "whole_slice_entry" (the in-memory entry on the reduced dims in one chunk),
    # "overlap" (the in-memory entry on blocks with a halo along dim),
    # "blockwise" (the in-memory entry block by block), "refuse" (a TypeError
    # saying `dask_refusal`: why no chunking keeps the op's meaning).
    dask: str = "refuse"
    dask_refusal: str = "its kind declares no strategy for chunks"
    # (op) -> {name: value}: properties of an op that its runtime entries read
    # (generated into OpSpec.fields beside the kind's own ops.yaml fields), so
    # that they test a declared property, not a value of a field by name.
    runtime_fields: Callable | None = None
    # The kind's own typed parameters (ptypes.Param: name, type, doc; a default
    # only for one an op's signature may leave out, which is then fixed at it),
    # shared by its ops: resolved by the generic resolver (ptypes.resolve) in
    # this order, before an op's own (ops.yaml `params`, then its `param`
    # resolver); their annotation and doc go to the stubs and docstrings.
    typed: tuple = ()
    # Its in-memory entry as a declared pipeline of shared runtime pieces (a
    # Pipeline: planner, output allocation, output-mask rule), run by the one
    # generic entry `run` of tensorplay/masked/_runtime/memory.py; None: a
    # hand-written entry, `entry`.
    pipeline: Pipeline | None = None
    # The function of tensorplay/masked/_runtime/dispatch.py its wrappers call
    # (keywords only: `params` and args); "run" (the default) with a pipeline.
    entry: str = ""

    def __post_init__(self):
        if not self.entry:
            if self.pipeline is None:
                raise ValueError(f"kind {self.name}: declare its `pipeline` or name its hand-written `entry`")
            object.__setattr__(self, "entry", "run")


@dataclass(frozen=True)
class SelectorKind:
    name: str
    doc: str
    masks: tuple                    # mask_layouts it runs
    values: tuple                   # value_layouts it runs
    returns: str                    # the docstring's Returns line (new-array form)
    returns_take: str = ""          # ... when it takes no value (value layout none), if different
    # (mask layout, value layout) -> the _runtime/selectors.py function building
    # a compiled front end for selectors of those layouts (front.pyx)
    fronts: dict = field(default_factory=dict)
    # (mask layout, value layout) -> how its selectors run on dask arrays: the
    # name of a strategy of _runtime/on_dask.py (SELECT_STRATEGIES); a layout
    # left out needs every selected position at once and is refused there
    dask: dict = field(default_factory=dict)
    # How the in-memory runtime runs it: the name of a function of
    # tensorplay/masked/_runtime/selectors.py (RUNS), which names no kind:
    # "gather" (the selected elements copied out), "write_scalar" (a value
    # written at each selected position), "write_updates" (the k-th update at
    # the k-th selected position), "by_index" (slices along an axis by index).
    run: str = ""
    template: str = ""

    def __post_init__(self):
        if not self.run:
            raise ValueError(f"selector kind {self.name}: `run` names its function of _runtime/selectors.py")
        if not self.template:
            object.__setattr__(self, "template", f"kernels/{self.name}.pyx.j2")


def _discover():
    kinds, selectors = {}, {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        kind = module.KIND
        (selectors if isinstance(kind, SelectorKind) else kinds)[kind.name] = kind
    return kinds, selectors


def _ordered(found: dict, order: tuple) -> dict:
    """The kinds in `order` (how messages list them), then any other by name."""
    return {name: found[name] for name in sorted(found, key=lambda n: (order.index(n) if n in order else len(order), n))}


_ops, _selectors = _discover()
KINDS = _ordered(_ops, ("reduce", "arg_reduce", "scan", "normalize", "binary", "order_stat", "quantile",
                                "moving", "exp_moving", "gap_fill"))
SELECTOR_KINDS = _ordered(_selectors, ("select", "fill", "scatter", "index"))
# The partial kinds the op kinds use, by name.
PARTIAL_KINDS = {k.partial.name: k.partial for k in KINDS.values() if k.partial}
