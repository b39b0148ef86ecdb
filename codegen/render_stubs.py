"""Type stubs (.pyi) of the generated modules, from the same ops.yaml
signatures as the wrappers: ops.pyi, special.pyi, masked_tensor.pyi.
Parameters are annotated by name (one table, ANNOTATIONS)."""
from __future__ import annotations

from .model import UNARY_DUNDERS, Spec
from .signature import Signature

HEADER = "# Generated from ops.yaml by `python -m codegen`; do not edit."
PRELUDE = """from typing import Any, Sequence

from numpy.typing import ArrayLike, DTypeLike, NDArray

from .masked_tensor import MaskedTensor

Array = NDArray[Any]
"""
# Parameter name -> annotation, for every untyped name a signature of ops.yaml
# uses (a typed parameter's comes from its type: tensorplay/masked/_runtime/ptypes.py).
ANNOTATIONS = {
    "input": "ArrayLike | MaskedTensor", "tensor": "ArrayLike | MaskedTensor", "other": "ArrayLike | MaskedTensor",
    "dim": "int | Sequence[int] | None", "keepdim": "bool", "dtype": "DTypeLike",
    "mask": "ArrayLike | None", "input_mask": "ArrayLike | None", "other_mask": "ArrayLike | None",
    "unbiased": "bool | None", "correction": "float | None",
    "axis": "int", "indices": "ArrayLike", "value": "ArrayLike", "source": "ArrayLike",
    "updates": "ArrayLike", "broadcast": "bool",
    "q": "float | Sequence[float] | ArrayLike", "method": "str", "weights": "ArrayLike | None",
    "alpha": "float | ArrayLike", "min_weight": "float", "adjust": "bool",
}


def annotated(sig: Signature, returns: str, typed: tuple = ()) -> str:
    """'(input, dim=None)' -> '(input: ArrayLike | MaskedTensor, dim: ... = ...) -> returns'
    (defaults are `...` in a stub); a typed parameter's annotation is its type's."""
    notes = {**ANNOTATIONS, **{p.name: p.type.annotation for p in typed}}
    missing = [p.name for p in sig.params if p.name not in notes]
    if missing:
        raise KeyError(f"no stub annotation for parameter {missing[0]!r}: add it to codegen/render_stubs.ANNOTATIONS")
    return f"{sig.format(annotation=lambda p: notes[p.name], default=lambda p: '...')} -> {returns}"


def ops_stub(spec: Spec) -> str:
    lines = [HEADER, PRELUDE]
    names = list(spec.ops) + [n for s in spec.selectors.values() for n in ([s.name, s.name + "_"] if s.inplace
                                                                        else [s.name])]
    lines.append(f"__all__ = {names!r}\n")
    for op in spec.ops.values():
        lines.append(f"def {op.name}{annotated(op.signature, 'Array | MaskedTensor', op.typed)}: ...")
    for sel in spec.selectors.values():
        lines.append(f"def {sel.name}{annotated(sel.signature, 'Array | MaskedTensor')}: ...")
        if sel.inplace:
            lines.append(f"def {sel.name}_{annotated(sel.signature, 'Array | MaskedTensor')}: ...")
    return "\n".join(lines) + "\n"


def special_stub(spec: Spec) -> str:
    lines = [HEADER, PRELUDE, f"__all__ = {list(spec.special)!r}\n"]
    for name in spec.special:
        lines.append(f"def {name}(input: ArrayLike | MaskedTensor, *, mask: ArrayLike | None = ...) "
                     f"-> Array | MaskedTensor: ...")
    return "\n".join(lines) + "\n"


# The members of MaskedTensorCore (tensorplay/masked/_masked_tensor/core.py),
# which the generated class inherits; tests/test_stubs.py fails on one missing.
# __array__ is left out on purpose: in a stub it would make MaskedTensor a
# numpy ArrayLike, while np.asarray(mt) is a TypeError (use to_tensor(fill)).
CORE_MEMBERS = """\
    __array_priority__: int
    __hash__: ClassVar[None]  # type: ignore[assignment]
    def __init__(self, data: ArrayLike, mask: ArrayLike, requires_grad: bool = ...) -> None: ...
    def get_data(self) -> NDArray[Any]: ...
    def get_mask(self) -> NDArray[np.bool_]: ...
    def to_tensor(self, value: Any) -> NDArray[Any]: ...
    @property
    def shape(self) -> tuple[int, ...]: ...
    @property
    def dtype(self) -> np.dtype[Any]: ...
    @property
    def ndim(self) -> int: ...
    @property
    def layout(self) -> str: ...
    @property
    def is_sparse(self) -> bool: ...
    @property
    def nnz(self) -> int: ...
    @property
    def requires_grad(self) -> bool: ...
    def requires_grad_(self, requires_grad: bool = ...) -> MaskedTensor: ...
    @property
    def is_leaf(self) -> bool: ...
    @property
    def grad_fn(self) -> Any: ...
    @property
    def grad(self) -> MaskedTensor | None: ...
    @grad.setter
    def grad(self, value: MaskedTensor | None) -> None: ...
    def retain_grad(self) -> None: ...
    def backward(self, gradient: Any = ..., retain_graph: bool = ...) -> None: ...
    @property
    def T(self) -> MaskedTensor: ...
    def dim(self) -> int: ...
    def size(self, dim: int | None = ...) -> Any: ...
    def numel(self) -> int: ...
    def __len__(self) -> int: ...
    def __getitem__(self, key: Any) -> MaskedTensor: ...
    def __setitem__(self, key: Any, value: Any) -> None: ...
    def __iter__(self) -> Iterator[MaskedTensor]: ...
    def __bool__(self) -> bool: ...
    def __array_ufunc__(self, ufunc: Any, method: str, *inputs: Any, **kwargs: Any) -> Any: ...
    def __array_function__(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any: ...
    def __repr__(self) -> str: ...
    def __str__(self) -> str: ..."""


def masked_tensor_stub(spec: Spec) -> str:
    mt = spec.masked_tensor
    lines = [HEADER, "from typing import Any, ClassVar, Iterator", "", "import numpy as np",
             "from numpy.typing import ArrayLike, NDArray", "", '__all__ = ["MaskedTensor"]', "", "",
             "class MaskedTensor:", CORE_MEMBERS]
    for fam in mt.families:
        # The family's parameter list as declared, self bare and the rest Any.
        params = fam.params.format(annotation=lambda p: None if p.name == "self" else "Any",
                                   default=lambda p: "...")
        for name in list(fam.methods) + [n + "_" for n in fam.inplace]:
            lines += ["    @staticmethod"] * fam.static + [f"    def {name}{params} -> Any: ..."]
    for dunder in mt.operators:
        unary = dunder in UNARY_DUNDERS
        lines.append(f"    def {dunder}(self{'' if unary else ', other: Any'}) -> MaskedTensor: ...  # type: ignore[override]")
    return "\n".join(lines) + "\n"


def render_stubs(spec: Spec) -> dict[str, str]:
    out = {"ops.pyi": ops_stub(spec)}
    if spec.special:
        out["special.pyi"] = special_stub(spec)
    if spec.masked_tensor is not None:
        out["masked_tensor.pyi"] = masked_tensor_stub(spec)
    return out
