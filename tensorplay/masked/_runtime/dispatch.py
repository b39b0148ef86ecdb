"""The one dispatch point between the generated wrappers and the runtime.

The wrappers (generated/ops.py, generated/special.py) call these entries by
the names their kinds declare (codegen/kinds/: `Kind.entry`, keyword
arguments only).  A call with a dask array among its arrays goes to the dask
layer (on_dask.run: the strategy its kind declares, `Kind.dask`), every other
call to the in-memory entries (memory.py).
The layers below never dispatch back up: the import graph stays acyclic
(tests/test_import_graph.py).
"""
from __future__ import annotations

from tensorplay.masked._autograd import mode as _grad
from tensorplay.masked._runtime import memory, on_dask, selectors
# What the wrappers build their tables and fast paths from.
from tensorplay.masked._runtime.memory import OpSpec, Variant, front  # noqa: F401
from tensorplay.masked._runtime.on_dask import is_dask
from tensorplay.masked._sparse import runtime as _sparse
from tensorplay.masked._sparse import state as _sparse_state


def sparse(spec: OpSpec, fn, operands: dict, others: dict):
    """A wrapper's call with a sparse MaskedTensor operand (the wrappers test
    _sparse_state.ANY first): the sparse runtime, by the kind's `sparse`."""
    return _sparse.op(spec, fn, operands, others)


def sparse_special(fn, input, mask):
    """A special function of a sparse MaskedTensor (its wrapper tests _sparse_state.ANY first)."""
    return _sparse.special(fn, input, mask)


def run(spec: OpSpec, *, input, dim, dtype=None, mask=None, keepdim=False, args: dict):
    """The one entry of every kind that declares its pipeline (Kind.pipeline):
    its wrappers pass the kind's params (a kind without keepdim or dtype= leaves them out)."""
    if is_dask(input, mask):
        if not spec.full_output:    # (a reduction's; the strategies of the others take no keepdim)
            return on_dask.run(spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args=args)
        return on_dask.run(spec, input=input, dim=dim, dtype=dtype, mask=mask, args=args)
    return memory.run(spec, input=input, dim=dim, dtype=dtype, mask=mask, keepdim=keepdim, args=args)


def quantile(spec: OpSpec, *, input, dim, keepdim, dtype, mask, args: dict):
    if is_dask(input, mask, args.get("weights")):
        return on_dask.run(spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args=args)
    return memory.quantile(spec, input=input, dim=dim, keepdim=keepdim, dtype=dtype, mask=mask, args=args)


def moving(spec: OpSpec, *, input, dim, dtype, mask, args: dict):
    if is_dask(input, mask):
        return on_dask.run(spec, input=input, dim=dim, dtype=dtype, mask=mask, args=args)
    return memory.moving(spec, input=input, dim=dim, dtype=dtype, mask=mask, args=args)


def binary(spec: OpSpec, *, input, other, dtype, input_mask, other_mask, args: dict):
    if is_dask(input, other, input_mask, other_mask):
        return on_dask.run(spec, input=input, other=other, dtype=dtype, input_mask=input_mask,
                           other_mask=other_mask, args=args)
    return memory.binary(spec, input=input, other=other, dtype=dtype, input_mask=input_mask,
                         other_mask=other_mask, args=args)


def elementwise(name: str, kernels: dict, input, mask):
    """The special functions (tensorplay.masked.special)."""
    if is_dask(input, mask):
        return on_dask.elementwise(name, kernels, input, mask)
    return memory.elementwise(name, kernels, input, mask)


def select(spec, inplace: bool, input, mask, axis=None, value=None, broadcast=True):
    """Every selector (selectors.py); with an operand that requires grad, recorded
    (the recorder calls back `_select` for the values and the index map)."""
    if _sparse_state.ANY and _sparse_state.wants(input, value, mask):
        layout = next(x.layout for x in (input, value, mask) if _sparse_state.wants(x))
        raise _sparse.refuse(spec.name + ("_" if inplace else ""), layout,
                             "a selector moves elements by dense position")
    if _grad.ANY and _grad.wants(input, value):
        return _grad.RECORDER.selector(spec, inplace, input, mask, axis, value, broadcast, _select)
    return _select(spec, inplace, input, mask, axis, value, broadcast)


def _select(spec, inplace: bool, input, mask, axis=None, value=None, broadcast=True):
    if is_dask(input, mask):
        return on_dask.select(spec, inplace, input, mask, axis, value, broadcast)
    return selectors.run(spec, inplace, input, mask, axis, value, broadcast)


def exp_moving(spec: OpSpec, *, input, dim, dtype, mask, args: dict):
    if is_dask(input, mask):
        return on_dask.run(spec, input=input, dim=dim, dtype=dtype, mask=mask, args=args)
    return memory.exp_moving(spec, input=input, dim=dim, dtype=dtype, mask=mask, args=args)


def gap_fill(spec: OpSpec, *, input, dim, dtype, mask, args: dict):
    if is_dask(input, mask):
        return on_dask.run(spec, input=input, dim=dim, dtype=dtype, mask=mask, args=args)
    return memory.gap_fill(spec, input=input, dim=dim, dtype=dtype, mask=mask, args=args)
