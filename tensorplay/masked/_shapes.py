"""Broadcasting of shapes, with one dims limit for every op."""
from __future__ import annotations

# numpy's own limit (NPY_MAXDIMS); every op checks it the same way.
MAX_DIMS = 64


def broadcast_shapes(op: str, a: tuple, b: tuple, names=None) -> tuple:
    """numpy's broadcasting of two shapes, with one dims limit (MAX_DIMS) for
    every op and errors that name the op (np.broadcast_shapes stops at 32
    operands' worth of dims with a RuntimeError).  `names`: the two
    arguments' names for the messages (None: "operands")."""
    for shape, name in zip((a, b), names or ("an operand", "an operand")):
        if len(shape) > MAX_DIMS:
            raise ValueError(f"{op}: {name} has {len(shape)} dims; at most {MAX_DIMS} are supported")
    n = max(len(a), len(b))
    pa, pb = (1,) * (n - len(a)) + tuple(a), (1,) * (n - len(b)) + tuple(b)
    out = []
    for da, db in zip(pa, pb):
        if da != db and da != 1 and db != 1:
            what = (f"{names[0]} of shape {tuple(a)} and {names[1]} of shape {tuple(b)}" if names
                    else f"operands of shapes {tuple(a)} and {tuple(b)}")
            raise ValueError(f"{op}: {what} do not broadcast together")
        out.append(db if da == 1 else da)
    return tuple(out)
