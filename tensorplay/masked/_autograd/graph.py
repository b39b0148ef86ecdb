"""The recorded graph and the engine that runs it backward.

A MaskedTensor that takes part in gradients carries its autograd state in
its `_ag` slot (None for every other tensor): whether it requires grad, the
`Node` that made it (None: a leaf) and, for leaves and tensors that retain it,
its grad.  A leaf's is a `Meta`; a recorded result's is its Node itself, which
answers Meta's attributes (requires_grad True, grad_fn itself): one object
fewer for each recorded call to make and for the garbage collector to visit.

A Node is one recorded call: its name (`name()`, e.g. "SumBackward"), an
edge per differentiable input (the input's Node, or the leaf tensor itself),
the context its backward reads (saved arrays, checked against in-place
modification) and the backward function, which maps the gradient of the
node's output to one gradient per edge.

Gradients travel as pairs (g, reach): a dense array of the tensor's shape
and the bool array of the positions some valid output depends on; g is 0
wherever reach is False.  A gradient that reaches only some positions (x[0]
on one path, x[1] on another) adds into the others' zeros; a backward keeps
its formula's value only where its output's gradient reached (so 0 * inf at
a position no valid output uses, e.g. one that a later mask= left out, never
becomes a NaN); a leaf's grad is a MaskedTensor with the leaf's mask and 0
at its masked-out positions.  A node's backward_fn(ctx, g, node, reach)
returns one (g, reach) pair, or None, per edge.
"""
from __future__ import annotations

import numpy as np

from tensorplay.masked._autograd import mode, scope
from tensorplay.masked._csrc import _buffers
from tensorplay.masked._masked_tensor import core

FREED = ("Trying to backward through the graph a second time (or directly access saved tensors after they "
         "have already been freed). Saved intermediate values of the graph are freed when you call "
         ".backward() or tensorplay.masked.grad(). Specify retain_graph=True if you need to backward through "
         "the graph a second time or if you need to access saved tensors after calling backward.")


class Meta:
    """The autograd state of one MaskedTensor."""
    __slots__ = ("requires_grad", "grad_fn", "grad", "retains_grad")

    def __init__(self, requires_grad: bool, grad_fn=None):
        self.requires_grad, self.grad_fn, self.grad, self.retains_grad = requires_grad, grad_fn, None, False


def unmodified(array: np.ndarray, saved_version: int, node_name: str) -> np.ndarray:
    """An array a backward needs, checked against the version it was saved at."""
    now = mode.version(array)
    if now != saved_version:
        raise RuntimeError(f"one of the variables needed for gradient computation has been modified by an "
                           f"inplace operation: an array of shape {array.shape} and dtype "
                           f"{array.dtype}, which {node_name} saved, is at version {now}; expected "
                           f"version {saved_version} instead")
    return array


class Node:
    """One recorded call (a MaskedTensor's grad_fn), and the autograd state of
    the MaskedTensor it made (Meta's attributes)."""
    __slots__ = ("_name", "edges", "backward_fn", "ctx", "out_mask", "out_dtype", "retained", "freed",
                 "grad", "retains_grad", "__weakref__")
    requires_grad = True        # (a recorded result's, always: only a leaf's flag changes)

    def __init__(self, name: str, edges: list, backward_fn, ctx, out_mask: np.ndarray, out_dtype):
        # (one statement each: a recorded call on a few elements is mostly bookkeeping like this)
        self._name = name
        self.edges = edges
        self.backward_fn = backward_fn
        self.ctx = ctx
        self.out_mask = out_mask
        self.out_dtype = out_dtype
        self.retained = None
        self.freed = False
        self.grad = None
        self.retains_grad = False

    @property
    def grad_fn(self):
        return self

    def name(self) -> str:
        return self._name

    @property
    def next_functions(self) -> tuple:
        """(the Node or leaf tensor each edge leads to, 0), as torch's."""
        return tuple((e, 0) for e in self.edges)

    def __repr__(self) -> str:
        return f"<{self._name}>"


def edge_of(x):
    """What a node's edge to operand x leads to: x's Node, x itself (a leaf
    that requires grad), or None (no gradient flows there)."""
    meta = x._ag if isinstance(x, core.MaskedTensorCore) else None
    if meta is None or not meta.requires_grad:
        return None
    return meta.grad_fn if meta.grad_fn is not None else x


def result(data: np.ndarray, mask: np.ndarray, layout: str, node: Node):
    """A MaskedTensor made by a recorded call."""
    out = core._new(data, mask, layout)
    out._ag = node
    return out


def _masked(g: np.ndarray, mask: np.ndarray, dtype) -> np.ndarray:
    """g with 0 wherever mask is False (a NaN or inf there included), in dtype."""
    return np.where(mask, g, np.zeros((), dtype)).astype(dtype, copy=False)


def keep(g, where: np.ndarray, dtype, scratch: bool = False) -> np.ndarray:
    """A new array of where's shape: g (cast to dtype) where `where`, else 0.
    float32/float64 run MaskedTensor.to_tensor's fused kernel (one
    branch-free pass; numpy's where branches on a random mask, 4x slower).
    scratch: g is a temporary no one else holds, so the kernel may write its
    result into g itself when g is already a C-contiguous array of where's
    shape and dtype (the kernel reads element i before writing it): a fresh
    array costs its page faults, as much as the pass itself on large ones."""
    where, dtype = np.asarray(where), np.dtype(dtype)
    native = dtype.newbyteorder("=")
    entry = core.FUSED.get(("to_tensor", native.name, "fill"))
    if entry is None or not where.flags.c_contiguous:
        return np.where(where, g, np.zeros((), dtype)).astype(dtype, copy=False)
    if (scratch and type(g) is np.ndarray and g.dtype == dtype and g.shape == where.shape and g.flags.owndata
            and g.flags.c_contiguous and g.flags.writeable):
        entry[0](entry[1], g, where, 0.0, g)
        return g
    g = np.broadcast_to(g, where.shape)
    if g.ndim and 0 in g.strides and g.dtype == native:
        # A broadcast g (a reduction's expand): numpy's multiply by the mask reads
        # it in place, where the kernel would need it materialised first (a third
        # of the time).  Only when its own elements are finite (0 * inf is NaN);
        # `+= 0.0` turns the -0.0 of a negative g times False into 0.
        if np.isfinite(scope.own_elements(g)).all():
            out = np.multiply(g, where, out=np.empty(where.shape, native))
            out += 0.0
            return out if native == dtype else out.astype(dtype)
    g = np.ascontiguousarray(g, dtype=native)
    out = np.empty(where.shape, native)
    entry[0](entry[1], g, where, 0.0, out)
    return out if native == dtype else out.astype(dtype)


def _accumulate_leaf(leaf, g: np.ndarray) -> None:
    """g (0 outside the leaf's mask, a fresh array) into the leaf's grad."""
    mask = leaf._mask
    meta = leaf._ag
    if g.dtype != leaf.dtype or g.shape != leaf.shape or not g.flags.writeable:
        g = _masked(np.broadcast_to(g, leaf.shape), mask, leaf.dtype)
    if meta.grad is None:
        meta.grad = core._new(g, mask.copy(), leaf.layout)
    else:
        total = (_masked(meta.grad._data, mask, leaf.dtype) + g).astype(leaf.dtype, copy=False)   # (byte order kept)
        meta.grad = core._new(total, mask.copy(), leaf.layout)


def _graph(roots: list) -> dict:
    """Node -> how many edges of the graph below the roots lead to it."""
    deps, stack, seen = {}, list(roots), set()
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        for e in node.edges:
            if isinstance(e, Node):
                deps[e] = deps.get(e, 0) + 1
                stack.append(e)
    return deps


def run(outputs: list, grads: list, retain_graph: bool, inputs: list | None = None) -> list | None:
    """Run the graph backward from outputs (MaskedTensors) with their dense
    gradients.  inputs None: accumulate into the leaves' (and retaining
    tensors') grad; else return the gradient of each input (None if none
    arrives).  The arrays it makes take their memory from, and give it back
    to, the cache of large buffers (_csrc/_buffers: a gradient freed before
    the next backward is not paid for in page faults again)."""
    previous = _buffers.use()
    try:
        return _run(outputs, grads, retain_graph, inputs)
    finally:
        _buffers.restore(previous)


def _run(outputs: list, grads: list, retain_graph: bool, inputs: list | None) -> list | None:
    want_nodes, want_leaves = {}, {}
    for i, x in enumerate(inputs or ()):
        meta = x._ag
        (want_leaves if meta.grad_fn is None else want_nodes).setdefault(id(meta.grad_fn or x), []).append(i)
    captured = [None] * len(inputs or ())

    def deliver_leaf(leaf, g):
        if inputs is None:
            _accumulate_leaf(leaf, g)
        elif id(leaf) in want_leaves:
            for i in want_leaves[id(leaf)]:
                captured[i] = g if captured[i] is None else captured[i] + g

    def add(buffers, node, pair):
        if node in buffers:
            g, r = buffers[node]
            buffers[node] = (g + pair[0], r | pair[1])
        else:
            buffers[node] = pair

    buffers, roots = {}, []
    for out, pair in zip(outputs, grads):
        node = out._ag.grad_fn
        if node is None:
            deliver_leaf(out, pair[0])
            continue
        if node not in buffers:
            roots.append(node)
        add(buffers, node, pair)
    deps = _graph(roots)
    ready = [n for n in roots if deps.get(n, 0) == 0]
    visited = []
    while ready:
        node = ready.pop()
        if node.freed:
            raise RuntimeError(FREED)
        # (every backward_fn returns g = 0 outside its reach, and its reach
        # within the operand's mask, which is this node's out_mask)
        g, reach = buffers.pop(node)
        if node.retained is not None and inputs is None:
            node.retained.grad = core._new(g, node.out_mask.copy())
        for i in want_nodes.get(id(node), ()):
            captured[i] = g
        visited.append(node)
        with np.errstate(all="ignore"):
            grads_in = node.backward_fn(node.ctx, g, node, reach)
        for e, gi in zip(node.edges, grads_in):
            if isinstance(e, Node):
                if gi is not None:
                    add(buffers, e, gi)
                deps[e] -= 1
                if deps[e] == 0:
                    if e in buffers:
                        ready.append(e)
                    else:              # nothing reached it: nor anything below through it
                        ready.extend(_release(e, deps, buffers))
            elif e is not None and gi is not None:
                deliver_leaf(e, gi[0])
    if not retain_graph:
        for node in visited:
            node.ctx, node.freed = None, True
    return captured if inputs is not None else None


def _release(node: Node, deps: dict, buffers: dict) -> list:
    """A node no gradient reached: count its edges as done, and return the
    nodes below that become ready."""
    ready, stack = [], [node]
    while stack:
        n = stack.pop()
        for e in n.edges:
            if isinstance(e, Node):
                deps[e] -= 1
                if deps[e] == 0:
                    (ready.append(e) if e in buffers else stack.append(e))
    return ready


def upstream(out, gradient, who: str, unmasked_ok: bool = False) -> tuple:
    """The (gradient, reach) of `out` that backward(gradient) starts from:
    the gradient 0 outside reach, or with `unmasked_ok` (the formulas below
    read it only where out is valid: record._reads_grad_at_valid) a plain
    array of out's dtype as it is (no masked copy: 80 MB on 1e7 elements)."""
    if gradient is None:
        if out.ndim != 0:
            raise RuntimeError(f"{who}: grad can be implicitly created only for scalar outputs (this output "
                               f"has shape {out.shape}); pass gradient=")
        return np.ones((), out.dtype), np.asarray(out._mask)
    if isinstance(gradient, core.MaskedTensorCore):
        gd, gm = gradient._data, gradient._mask
    else:
        gd, gm = gradient, True
    try:
        gd = np.asarray(gd)
    except Exception as exc:
        raise TypeError(f"{who}: gradient must be a MaskedTensor or an array; got {type(gradient).__name__} "
                        f"({exc})") from None
    if gd.dtype.kind not in "biuf":
        raise TypeError(f"{who}: gradient has dtype {gd.dtype}; expected a real dtype")
    if gd.shape != out.shape:
        raise RuntimeError(f"{who}: gradient has shape {gd.shape}, but the output has shape {out.shape}: "
                           f"they must match")
    # (numpy's logical_and of True and a bool array takes 10x its copy)
    reach = np.array(out._mask, dtype=bool) if gm is True else np.logical_and(gm, out._mask)
    if unmasked_ok and gm is True and gd.dtype == out.dtype:
        return gd, reach
    return keep(gd, reach, out.dtype), reach
