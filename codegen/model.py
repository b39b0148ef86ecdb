"""The typed, frozen model of ops.yaml that the templates render from."""
from __future__ import annotations

from dataclasses import dataclass, field

from .signature import Signature


@dataclass(frozen=True)
class DType:
    name: str
    family: str       # bool | sint | uint | float | complex
    ctype: str        # C storage type
    load: str         # C expression widening a stored value `{}`


@dataclass(frozen=True)
class Pass:
    """One fold over each reduced slice."""
    index: int
    combine: str              # add | mul | max | min
    acc: str                  # type rule of the accumulator
    map: dict                 # per-dtype-table of Cython expressions (key -> expr)
    identity: str | None      # identities name; None: the combine's own
    line: int


@dataclass(frozen=True)
class Variant:
    """A kernel family of an op, chosen at call time by `when`."""
    name: str
    when: str                 # Python expression of `param`
    passes: tuple[Pass, ...]
    center: str | None        # Cython expression: pass-1 result -> c
    finalize: str             # Cython expression -> output value (normalize: per element)
    line: int
    # normalize, each a per-dtype table as a pass's map (dtype, family or "all" -> expression):
    write: dict | None = None  # the written value of each element
    fold: dict | None = None   # summed over valid written values (into a1)
    fully_masked: str | None = None  # identities name, when it differs from the op's


@dataclass(frozen=True)
class Example:
    input: list
    input_dtype: str
    mask: list
    call: str
    expect: list
    expect_dtype: str
    round: int | None
    line: int
    other: list | None = None    # the second operand of a binary op


@dataclass(frozen=True)
class Op:
    name: str
    line: int
    kind: str
    noun: str
    signature: Signature      # parsed once by codegen/signature.py; str() is the text as written
    params: tuple[str, ...]   # op-specific parameter names, in signature order
    dtypes: tuple[str, ...]   # accepted dtype names
    dims: tuple[str, ...]
    dtype_arg: str
    identity: str | None
    fully_masked: str
    result: str
    value: str
    output_mask: str
    param: str | None
    variants: tuple[Variant, ...]
    compare: str | None
    example: Example | None
    param_docs: dict = field(default_factory=dict)
    # Its typed parameters (ptypes.Param, default from the signature): its kind's
    # and its own (`params`), in resolution order (codegen/load.py _typed).
    typed: tuple = ()
    note: str = ""                    # a paragraph of the docstring after the kind's (ops.yaml `note`)
    masked_value: str | None = None   # normalize: identities name for masked-out outputs
    elementwise: str | None = None    # binary: Cython expression of a and b
    rank: str | None = None           # order_stat: the rank selected, a Cython expression of n
    tests: dict = field(default_factory=dict)
    # Type rule: the dtype whose kernel runs an input dtype, after numpy casts
    # the input to it (None: every dtype its own kernel).  Checked by the
    # loader: the cast is exact and the two kernels differ only in how they read.
    runs_as: str | None = None
    runs_as_line: int = 0
    # The kind's own fields (codegen/kinds/: Kind.fields) as written, by name;
    # the runtime gets them as OpSpec.fields (window's `statistic`).
    own: dict = field(default_factory=dict)


@dataclass(frozen=True)
class SelectorExample:
    given: dict               # name -> Python literal (becomes numpy.array(literal))
    call: str                 # a call of the op on the given names
    expect: list
    expect_dtype: str | None  # None: the first given array's dtype
    seed: str | None          # the seed example it reproduces, if any
    line: int


@dataclass(frozen=True)
class Selector:
    """A selector op (kinds select, fill, scatter, index): it moves elements."""
    name: str
    line: int
    kind: str
    summary: str
    seed: str
    signature: Signature
    params: tuple[str, ...]   # every parameter name, in signature order
    roles: dict               # parameter name -> role (input, mask, axis, value, broadcast)
    dtypes: tuple[str, ...]
    mask: str                 # mask_layouts name
    value: str                # value_layouts name
    inplace: bool             # also NAME_, modifying its first argument
    examples: tuple[SelectorExample, ...]


@dataclass(frozen=True)
class Special:
    """A masked elementwise special function (tensorplay.masked.special.NAME)."""
    name: str
    line: int
    expr: str                 # Cython expression of v (a double) -> double
    doc: str
    dtypes: tuple[str, ...]   # accepted input dtypes
    result: str               # type rule of the output dtype


@dataclass(frozen=True)
class MTFamily:
    """A family of MaskedTensor methods: one helper of _masked_tensor/core.py, many methods."""
    name: str
    line: int
    helper: str               # the core function the methods call (NAME_ for in-place)
    doc: str                  # {fn}: the callable, {name}: the method
    params: Signature         # the methods' Python parameter list
    methods: dict             # method name -> callable (np.x, special.x, fn.x, ops.x)
    inplace: tuple[str, ...]  # methods that also have NAME_
    kernels: dict = field(default_factory=dict)   # method -> expression of its fused kernel
    sparse: dict = field(default_factory=dict)    # callable -> how it runs on sparse storage (structural)

    @property
    def static(self) -> bool:
        """Static methods: the first parameter is `tensors`, not self."""
        return self.params.names[:1] == ("tensors",)

    @property
    def binary(self) -> bool:
        """The methods take an `other` operand (passed on to the helper by name)."""
        return "other" in self.params.names


# Python operators that take no operand besides self (the rest take `other`).
UNARY_DUNDERS = ("__neg__", "__pos__", "__abs__", "__invert__")


@dataclass(frozen=True)
class NumpyFunction:
    """A numpy function that __array_function__ routes to us (masked_tensor.numpy_functions)."""
    target: str               # a MaskedTensor method ("method": its name) or an array function ("op": its name)
    is_op: bool
    defaults: dict            # numpy's defaults that differ from the target's
    flatten_none: bool        # numpy's axis=None: the target runs along dim 0 of the flattened tensor


@dataclass(frozen=True)
class MTSpec:
    families: tuple[MTFamily, ...]
    operators: dict           # dunder -> (method, reflected)
    numpy_functions: dict     # numpy function name -> NumpyFunction
    line: int
    constructors: dict = field(default_factory=dict)   # name -> {signature: Signature, doc}
    kernel_dtypes: tuple = ()  # the dtypes the families' fused kernels are generated for


@dataclass(frozen=True)
class Spec:
    dtypes: dict              # name -> DType, in declaration order
    dtype_sets: dict          # name -> tuple of families
    identities: dict          # name -> {key: literal}
    type_rules: dict          # name -> {key: dtype | same | real}
    doc_fragments: dict       # name -> text
    ops: dict                 # name -> Op, in declaration order
    selectors: dict = field(default_factory=dict)       # name -> Selector
    mask_layouts: dict = field(default_factory=dict)    # name -> doc text
    value_layouts: dict = field(default_factory=dict)   # name -> doc text
    selector_args: dict = field(default_factory=dict)   # parameter name -> {role, doc}
    special: dict = field(default_factory=dict)         # name -> Special
    masked_tensor: MTSpec | None = None
    partials: dict = field(default_factory=dict)        # op name -> load_partials.Partial
    derivatives: dict = field(default_factory=dict)     # {"ops": ..., "callables": ...} (codegen/derivatives.py)

    # -- per-dtype tables: dtype name > family > all -------------------------
    def lookup(self, table: dict, dtype: str):
        for key in (dtype, self.dtypes[dtype].family, "all"):
            if key in table:
                return table[key]
        raise KeyError(dtype)

    def apply_rule(self, rule: str, dtype: str) -> str:
        """Input dtype name -> dtype name under a type rule."""
        target = self.lookup(self.type_rules[rule], dtype)
        if target == "same":
            return dtype
        if target == "real":
            return {"complex64": "float32", "complex128": "float64"}.get(dtype, dtype)
        return target
