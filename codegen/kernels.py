"""Resolve ops into kernel descriptors: one per (op, variant, dtype).

This is where the per-dtype tables of ops.yaml meet C: which C type is read,
accumulated and written, and which literal is an identity.  Templates only
print what these descriptors hold.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import numpy as np

from . import expressions
from .model import Op, Spec

# The C type a selector kernel moves an element of each size as: selectors
# never compute on elements, so one kernel serves every dtype of a size (and
# byte-swapped arrays need no conversion).
STORAGE = {1: "uint8_t", 2: "uint16_t", 4: "uint32_t", 8: "uint64_t", 16: "tp_u128"}
# The identity of each combine, when neither the pass nor the op names one.
COMBINE_IDENTITY = {"add": "zero", "mul": "one", "max": "lowest", "min": "highest"}


@dataclass
class Kernel:
    """What every kernel descriptor holds: one kernel of (op, variant, dtype).
    Each kind's descriptor extends it with the fields its template prints."""
    op: str
    dtype: str
    source: str          # provenance by YAML path (never by line)
    variant: str
    name: str
    in_t: str            # the C type stored in the input
    load: str            # C expression widening a stored value `{}`
    val_t: str           # the C type elements are widened to (`value`)
    out_dtype: str
    out_t: str


@dataclass(frozen=True)
class PassDesc:
    """One fold of a FoldKernel, resolved for a dtype."""
    index: int
    combine: str
    acc: str             # accumulator C type
    fold: str            # tp_support.h: fold a block of accumulators
    mfold: str           # tp_support.h: fold a masked contiguous block of the input ("": two stages)
    mfold_center: bool   # ... whose map reads the center c
    mfold2: str          # ... the pairwise leaf of two neighbouring blocks in one call ("": two calls)
    pairwise4: str       # ... a long run's whole pairwise tree, four subtrees side by side ("": the recursion)
    sel: str             # tp_support.h: branch-free select (masked-out -> identity)
    nan_combine: str     # tp_support.h: the nan-propagating max/min
    direct: bool         # the input is folded in place: no map, same C type
    runfold: str         # tp_support.h: fold a whole contiguous run of a float max/min ("": block by block)
    sfold: str           # tp_support.h: the plain mfold of a batch of adjacent short slices of acc values, a lane
                         # each ("": a call per slice): the input's if `direct`, a block form's buffer
    rowfold: str         # tp_support.h: fold a contiguous reduced row into a row of accumulators ("": the loop)
    wfold: str           # tp_support.h: sum an unmasked contiguous block of a narrower input ("": two stages)
    ident: str           # the identity as a C literal
    map: str             # the Cython expression of v
    nan_aware: bool
    pairwise: bool
    # map is one call of a helper with a block form for acc (expressions.py
    # Helper.block): its name and the call's argument; the block folder then
    # computes the arguments of a block, the block form over them, then the
    # selects.  "" where not.
    block: str = ""
    block_arg: str = ""


@dataclass
class FoldKernel(Kernel):
    """A kernel of one or two folds per slice (kinds reduce, scan, normalize)."""
    passes: tuple
    center_t: str
    center: str
    finalize: str
    counts: bool         # the count of valid elements is kept (used)
    # finalize with its one call that has a block form (expressions.Helper.block)
    # hoisted: the short-slice driver computes the call's argument for a batch
    # of slices, the block form over them into hbuf, then finalize_hoisted
    # reading h1 ("c + tp_log_tab(a1)": one vectorised log per batch, the
    # scalar's bits).  "" where finalize has no such call.
    finalize_block: str = ""
    finalize_arg: str = ""
    finalize_hoisted: str = ""
    driver: str = ""     # share_drivers: the shared driver's name ("" when not shared)
    serves: list = field(default_factory=list)   # a shared group's representative: the dtypes it serves
    kernels: list = field(default_factory=list)  # ... and the kernel names


def pass_identity(op_identity, ps) -> str:
    """What a pass starts from and a masked-out element acts as in it: the
    pass's own identity if it names one (it wins), else the op's identity for
    the first pass, else the combine's own (the later pass of a two-pass op)."""
    if ps.identity:
        return ps.identity
    if ps.index == 0 and op_identity:
        return op_identity
    return COMBINE_IDENTITY[ps.combine]


def identity_value(spec: Spec, ident: str, dtype: str):
    """The identity as a Python value of `dtype` (for docs and C literals)."""
    raw = spec.lookup(spec.identities[ident], dtype)
    if raw in ("min", "max"):
        info = np.iinfo(np.dtype(dtype))
        return int(info.min if raw == "min" else info.max)
    if spec.dtypes[dtype].family in ("float", "complex"):
        return float(raw)
    return int(raw)


def c_literal(value, dtype: str) -> str:
    """A Cython literal for a Python identity value of `dtype`."""
    if isinstance(value, float):
        if value != value:
            return "NAN"
        if value in (float("inf"), float("-inf")):
            return "INFINITY" if value > 0 else "-INFINITY"
        return repr(value)
    if value == -(2 ** 63):
        return "INT64_MIN"    # not a literal: -9223372036854775808 overflows before negation
    if value >= 2 ** 63:
        return "UINT64_MAX"
    return str(value)


def kernel_out_dtype(spec: Spec, op: Op, dtype: str) -> str:
    """The dtype a kernel writes: the result rule, with float16 widened to
    float32 (no C type; the wrapper casts the result back)."""
    out = spec.apply_rule(op.result, dtype)
    return "float32" if out == "float16" else out


def suffix(spec: Spec, dtype: str) -> str:
    """The name part of the C helpers for a dtype: f64, i8, u8 (bool), c128."""
    letter = {"sint": "i", "uint": "u", "bool": "u", "float": "f", "complex": "c"}[spec.dtypes[dtype].family]
    return f"{letter}{np.dtype(dtype).itemsize * 8}"


def fold_declarations(k: FoldKernel) -> set[str]:
    """Cython declarations of the tp_support.h helpers a FoldKernel calls."""
    out = set()
    for ps in k.passes:
        out.add(f"{ps.acc} {ps.fold}(const {ps.acc}* b, intp n)")
        out.add(f"{ps.acc} {ps.sel}(int m, {ps.acc} v, {ps.acc} id)")
        if ps.mfold:
            c = f"{ps.acc} c, " if ps.mfold_center else ""
            out.add(f"{ps.acc} {ps.mfold}(const {ps.acc}* x, const uint8_t* m, intp n, {c}{ps.acc} id, intp* cnt)")
        if ps.mfold2:
            c = f"{ps.acc} c, " if ps.mfold_center else ""
            out.add(f"{ps.acc} {ps.mfold2}(const {ps.acc}* x, const uint8_t* m, intp n1, intp n2, {c}{ps.acc} id, "
                    f"intp* cnt)")
        if ps.pairwise4:
            c = f"{ps.acc} c, " if ps.mfold_center else ""
            out.add(f"{ps.acc} {ps.pairwise4}(const {ps.acc}* x, const uint8_t* m, intp n, {c}{ps.acc} id, intp* cnt)")
        if ps.nan_aware and ps.combine in ("max", "min"):
            out.add(f"{ps.acc} {ps.nan_combine}({ps.acc} a, {ps.acc} t)")
        if ps.runfold:
            out.add(f"{ps.acc} {ps.runfold}(const {ps.acc}* x, const uint8_t* m, intp n, {ps.acc} id, intp* cnt)")
        if ps.sfold:
            out.add(f"void {ps.sfold}(const {ps.acc}* x, const uint8_t* m, intp n0, intp nb, {ps.acc} id, "
                    f"{ps.acc}* out)")
        if ps.wfold:
            out.add(f"{ps.acc} {ps.wfold}(const {k.in_t}* x, intp n)")
        if ps.rowfold:
            out.add(f"void {ps.rowfold}({ps.acc}* a, const {ps.acc}** x, const uint8_t** m, intp nrows, intp n, "
                    f"const {ps.acc}* c)")
    if k.counts:
        out.add(COUNT_DECL)
    return out


COUNT_DECL = "intp tp_count(const uint8_t* m, intp n, intp ms)"


def helper_declarations(kind, descs) -> list[str]:
    """The sorted declarations of every helper the descriptors call."""
    return sorted(set().union(*(kind.declarations(k) for k in descs)) if descs else ())


def fully_masked_name(op: Op) -> str:
    """The identities name a fully masked slice yields (`identity`: the op's)."""
    return op.identity if op.fully_masked == "identity" else op.fully_masked


def kernel_name(op: Op, variant: str, dtype: str) -> str:
    return "_".join(p for p in (op.name, variant, dtype) if p)


def kernel_dtype(spec: Spec, op: Op, dtype: str) -> str:
    """The dtype whose kernel runs an input of `dtype` (ops.yaml `runs_as`):
    the input is cast to it first; `dtype` itself when it has its own kernel."""
    return dtype if op.runs_as is None else spec.apply_rule(op.runs_as, dtype)


def _describe_one(spec: Spec, op: Op, kind, variant, dtype: str):
    vname = variant.name if variant else ""
    dt = spec.dtypes[dtype]
    out_dtype = kernel_out_dtype(spec, op, dtype)
    base = dict(
        op=op.name, dtype=dtype,
        # Provenance by YAML path, never by line: adding an op elsewhere
        # leaves this op's files (and its compiled module) untouched.
        source="ops.yaml: ops." + op.name + (f".variants.{vname}" if vname else ""),
        variant=vname, name=kernel_name(op, vname, dtype), in_t=dt.ctype, load=dt.load,
        val_t=spec.dtypes[spec.apply_rule(op.value, dtype)].ctype,
        out_dtype=out_dtype, out_t=spec.dtypes[out_dtype].ctype)
    return kind.describe(spec, op, variant, dtype, base)


def describe(spec: Spec, op: Op, kind) -> list:
    """Kernel descriptors of one op, in (variant, dtype) order, for the dtypes
    that run their own kernel (`runs_as`): the common fields here, the kind's
    own from its registry entry (codegen/kinds/)."""
    return [_describe_one(spec, op, kind, variant, dtype)
            for variant in op.variants or (None,) for dtype in op.dtypes
            if kernel_dtype(spec, op, dtype) == dtype]


# What a kernel descriptor says about reading its input, not computing: two
# kernels that differ only here compute the same from the same values.
READ_FIELDS = {"op", "dtype", "source", "name", "in_t", "load", "direct", "mfold", "mfold_center", "mfold2",
               "pairwise4", "runfold", "sfold", "rowfold", "wfold"}


def _computation(desc) -> dict:
    out = {}
    for key, value in vars(desc).items():
        if key in READ_FIELDS:
            continue
        if key == "passes":
            value = tuple({k: v for k, v in vars(ps).items() if k not in READ_FIELDS} for ps in value)
        out[key] = value
    return out


def runs_as_problems(spec: Spec, op: Op, kind) -> list[str]:
    """Why `runs_as` may not send a dtype to another dtype's kernel: the
    target must be accepted and run its own kernel, numpy's cast to it must
    be exact (`safe`), and the two kernels must compute alike -- the same
    value, accumulator and output types, maps, identities and formulas, in
    every variant -- so that the cast changes no bit of any result."""
    problems = []
    for dtype in op.dtypes:
        target = kernel_dtype(spec, op, dtype)
        if target == dtype:
            continue
        if target not in op.dtypes:
            problems.append(f"{dtype} runs as {target}, which the op does not accept")
        elif kernel_dtype(spec, op, target) != target:
            problems.append(f"{dtype} runs as {target}, which itself runs as {kernel_dtype(spec, op, target)} "
                            f"(map {dtype} to the dtype with its own kernel)")
        elif not np.can_cast(dtype, target, "safe"):
            problems.append(f"{dtype} runs as {target}, but numpy's cast {dtype} -> {target} is not exact")
        else:
            for variant in op.variants or (None,):
                a = _computation(_describe_one(spec, op, kind, variant, dtype))
                b = _computation(_describe_one(spec, op, kind, variant, target))
                diff = sorted(k for k in a if a[k] != b.get(k))
                if diff:
                    where = f" (variant {variant.name})" if variant and variant.name else ""
                    problems.append(f"{dtype} runs as {target}, but their kernels compute differently{where}: "
                                    f"{', '.join(diff)} differ")
                    break
    return problems


# The maps (ops.yaml `map`, as the Cython expression) that tp_support.h's
# masked sums compute in their loop (TP_MAP_* and TP_VMAP_*), by name.
MFOLD_MAPS = {"v * v": "sq", "(v - c) * (v - c)": "sqdev", "fabs(v)": "abs",
              # the sums of exps (tp_mfold_add_expdev_*): float64's exp, float32's
              "tp_exp_fast(v - c)": "expdev", "tp_expf(v - c)": "expdev"}
# The maps whose helper exists for one accumulator type only.
MFOLD_MAP_TYPES = {"tp_exp_fast(v - c)": "f64", "tp_expf(v - c)": "f32"}
# The mapped sums whose row form tp_support.h has (tp_rowadd_MAP_NAME: one to
# four reduced rows folded into a row of accumulators, a center per column): the
# exps, which gcc vectorises only at half the width of the block forms' lanes.
ROW_MAPS = {"expdev"}


def masked_fold(spec: Spec, ps, mapped: str, acc: str, dtype: str, center_t: str) -> tuple[str, bool]:
    """(the tp_support.h masked fold of a pass, whether it takes the center c):
    ("", False) where the pass must keep the two-stage loop.  The input must
    be the accumulator type (no conversion in the load); a mapped sum also
    needs a float accumulator and a center of that type (the helper's map
    computes in it)."""
    if acc != dtype:
        return "", False
    name = suffix(spec, acc)
    if mapped.strip() == "v":
        return f"tp_mfold_{ps.combine}_{name}", False
    if (ps.combine == "add" and mapped.strip() in MFOLD_MAPS and name in ("f64", "f32")
            and MFOLD_MAP_TYPES.get(mapped.strip(), name) == name and center_t == spec.dtypes[acc].ctype):
        return f"tp_mfold_add_{MFOLD_MAPS[mapped.strip()]}_{name}", True
    return "", False


# The widening sums tp_support.h has, by (input, accumulator) helper suffixes.
WIDENING_SUMS = {("u8", "i64")}


def widening_fold(spec: Spec, ps, mapped: str, acc: str, dtype: str) -> str:
    """The tp_support.h sum of an unmasked contiguous block of the input into
    a wider integer accumulator (a bool count: no int64 buffer), or ""."""
    pair = (suffix(spec, dtype), suffix(spec, acc))
    if ps.combine == "add" and mapped.strip() == "v" and pair in WIDENING_SUMS:
        return f"tp_wfold_add_{pair[0]}_{pair[1]}"
    return ""


def fold_fields(spec: Spec, op: Op, variant, dtype: str, *, counts: bool = False, short: bool = True) -> dict:
    """The FoldKernel fields of a variant for a dtype (`counts`: keep the
    count of valid elements even if no expression reads n; `short`: the kind
    runs the short-slices layout, whose batches fold by tp_sfold_*)."""
    passes = []
    center_t = None
    for ps in variant.passes:
        acc = spec.apply_rule(ps.acc, dtype)
        family = spec.dtypes[acc].family
        mapped = spec.lookup(ps.map, dtype)
        center_t = center_t or spec.dtypes[acc].ctype     # the first pass's accumulator type
        mfold, takes_center = masked_fold(spec, ps, mapped, acc, dtype, center_t)
        block = expressions.block_call(mapped, spec.dtypes[acc].ctype) or ("", "")
        passes.append(PassDesc(
            block=block[0], block_arg=block[1],
            index=ps.index, combine=ps.combine, acc=spec.dtypes[acc].ctype,
            fold=f"tp_fold_{ps.combine}_{suffix(spec, acc)}", sel=f"tp_sel_{suffix(spec, acc)}",
            nan_combine=f"tp_{ps.combine}nan_{suffix(spec, acc)}",
            direct=mapped.strip() == "v" and acc == dtype,
            mfold=mfold, mfold_center=takes_center,
            # (the float sums' masked folds have a two-block leaf: tp_mfold2_*)
            mfold2=(mfold.replace("tp_mfold_", "tp_mfold2_", 1) if mfold and ps.combine == "add"
                    and suffix(spec, acc) in ("f64", "f32") else ""),
            # (and a long run's whole tree in one call: tp_pairwise4_*, the same bits)
            pairwise4=(mfold.replace("tp_mfold_", "tp_pairwise4_", 1) if mfold and ps.combine == "add"
                       and suffix(spec, acc) in ("f64", "f32") else ""),
            runfold=(f"tp_runfold_{ps.combine}_{suffix(spec, acc)}" if ps.combine in ("max", "min") and mfold
                     and family == "float" and mapped.strip() == "v" else ""),
            sfold=(f"tp_sfold_{ps.combine}_{suffix(spec, acc)}" if ps.combine in ("max", "min", "add")
                   and suffix(spec, acc) in ("f64", "f32") and (block[0] or mfold and mapped.strip() == "v")
                   else ""),
            wfold=widening_fold(spec, ps, mapped, acc, dtype),
            rowfold=(f"tp_rowadd_{MFOLD_MAPS[mapped.strip()]}_{suffix(spec, acc)}" if takes_center
                     and MFOLD_MAPS[mapped.strip()] in ROW_MAPS else ""),
            ident=c_literal(identity_value(spec, pass_identity(op.identity, ps), acc), acc),
            map=mapped, nan_aware=family == "float",
            pairwise=ps.combine == "add" and family in ("float", "complex")))
    reads_n = "n" in (expressions.names(variant.center or "0") | expressions.names(variant.finalize or "0"))
    if not short:
        passes = [replace(ps, sfold="") for ps in passes]
    elif counts or reads_n:
        # (the first pass counts the valid elements: counts by gathers of the mask bytes made the
        # lanes of tp_sfold slower than the fold per slice, mean 10-30 %)
        passes[0] = replace(passes[0], sfold="")
    return dict(passes=tuple(passes), center_t=passes[0].acc, center=variant.center or "0",
                finalize=variant.finalize, counts=counts or reads_n, **finalize_block(variant.finalize))


def finalize_block(finalize: str) -> dict:
    """The FoldKernel fields of a finalize whose one call has a block form
    over doubles (the call's argument is computed in a double, as the scalar
    call's double parameter receives it): {} where none."""
    split = expressions.hoist_calls(finalize, "c", into="h1") if finalize else None
    block = split and expressions.block_call(split[1], "double")
    if not block or expressions.HELPERS[split[1].split("(", 1)[0]].decl.split()[0] != "double":
        return {}
    return dict(finalize_block=block[0], finalize_arg=block[1], finalize_hoisted=split[0])


def _share(descs: list, key, role: str, prefix) -> list:
    """Group the kernels whose `role` code would be identical (same `key`):
    each gets k.<role> = the name of its group's code, `<prefix(k)>_d<i>`.
    Returns one representative descriptor per group (its `serves` lists the
    dtypes, its `kernels` the kernel names it serves)."""
    groups: dict[tuple, object] = {}
    for k in descs:
        kk = key(k)
        if kk not in groups:
            index = sum(1 for g in groups.values() if prefix(g) == prefix(k))
            groups[kk] = replace(k, **{role: f"{prefix(k)}_d{index}", "serves": [], "kernels": []})
        setattr(k, role, getattr(groups[kk], role))
        if k.dtype not in groups[kk].serves:
            groups[kk].serves.append(k.dtype)
        groups[kk].kernels.append(k.name)
    return list(groups.values())


def share_drivers(descs: list) -> list:
    """Give the accumulating kernels (kind reduce) shared drivers.

    A driver (the walk over kept positions, rows and chunks, the combining of
    chunk partials, the finalize) depends on the accumulator and output types
    and the op's expressions, not on the input dtype: the input is read only
    by the pass functions (_run*, _row*), which the driver calls through the
    plan.  Kernels whose drivers would be identical share one, named
    `<op>[_<variant>]_d<i>`; this halves the generated code of these modules
    (compile time) and leaves every hot loop specialised per dtype.  Returns
    one representative descriptor per driver (its `driver` names it)."""
    return _share(descs, lambda k: (
        k.variant, k.out_t, k.center_t, k.center, k.finalize, k.counts,
        # what the driver reads of each pass (its map is the pass functions' business)
        tuple((ps.index, ps.acc, ps.ident, ps.combine, ps.nan_aware, ps.pairwise) for ps in k.passes)),
        "driver", lambda k: "_".join(p for p in (k.op, k.variant) if p))


def share_writers(descs: list) -> list:
    """Give the normalize kernels shared write steps.

    A normalize kernel is a stat fold per slice (its variant's pass, giving
    the center) and then the write steps (write every element, fold the
    written values, finalize, fill fully masked slices), which read the input
    and the center but not the variant.  The write steps with their walks
    (_pos_*, _rows_*) are generated once per input dtype, named `<op>_d<i>`,
    and call the variant's stat fold through the plan once per slice (or row
    of slices): a norm's six variants share one.  Returns one representative
    descriptor per writer (its `writer` names it)."""
    return _share(descs, lambda k: (
        k.in_t, k.load, k.val_t, k.out_t, k.center_t, k.passes[0].acc, k.fold_t, k.write, k.fold,
        k.finalize, k.finalize_row, k.a1_once, k.fold_sel, k.fold_add, k.masked, k.fully),
        "writer", lambda k: k.op)


def storage_kernels(spec: Spec, selectors) -> list[dict]:
    """Kernel descriptors of a selector kind: one per element size that any
    of `selectors` accepts, with the dtypes it serves."""
    sizes: dict[int, list[str]] = {}
    for sel in selectors:
        for dtype in sel.dtypes:
            sizes.setdefault(np.dtype(dtype).itemsize, [])
            if dtype not in sizes[np.dtype(dtype).itemsize]:
                sizes[np.dtype(dtype).itemsize].append(dtype)
    return [{"size": size, "suffix": str(size), "t": STORAGE[size], "dtypes": dtypes}
            for size, dtypes in sorted(sizes.items())]


def special_kernels(spec: Spec) -> list[dict]:
    """One descriptor per (special function, accepted dtype)."""
    out = []
    for f in spec.special.values():
        for dtype in f.dtypes:
            dt = spec.dtypes[dtype]
            result = spec.apply_rule(f.result, dtype)
            out_dtype = "float32" if result == "float16" else result
            out.append({"op": f.name, "dtype": dtype, "source": f"ops.yaml: special.{f.name}",
                        "name": f"{f.name}_{dtype}",
                        "in_t": dt.ctype, "load": dt.load, "out_dtype": out_dtype,
                        "out_t": spec.dtypes[out_dtype].ctype, "expr": f.expr})
    return out
