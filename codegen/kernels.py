"""Resolve ops into kernel descriptors: one per (op, variant, dtype).

This is where the per-dtype tables of ops.yaml meet C: which C type is read,
accumulated and written, and which literal is an identity.  Templates only
print what these descriptors hold.
"""
from __future__ import annotations


import numpy as np

from . import expressions
from .load import pass_identity
from .model import Op, Spec

# Kinds whose kernels the accumulate template renders.
TEMPLATE_OF_KIND = {"reduce": "kernels/reduce.pyx.j2", "moments": "kernels/reduce.pyx.j2",
                    "arg_reduce": "kernels/arg_reduce.pyx.j2", "scan": "kernels/scan.pyx.j2",
                    "normalize": "kernels/normalize.pyx.j2", "binary": "kernels/binary.pyx.j2",
                    "order_stat": "kernels/order_stat.pyx.j2"}
# Kinds whose kernels share their drivers across input dtypes (share_drivers).
SHARED_DRIVER_KINDS = ("reduce", "moments")
# Kinds whose kernels share their write steps across variants (share_writers).
SHARED_WRITER_KINDS = ("normalize",)
# Selector kinds: one kernel module each (_k_KIND.pyx), specialised by size.
SELECTOR_TEMPLATES = {kind: f"kernels/{kind}.pyx.j2" for kind in ("select", "fill", "scatter", "index")}
# The C type a selector kernel moves an element of each size as: selectors
# never compute on elements, so one kernel serves every dtype of a size (and
# byte-swapped arrays need no conversion).
STORAGE = {1: "uint8_t", 2: "uint16_t", 4: "uint32_t", 8: "uint64_t", 16: "tp_u128"}
# The runtime entry point (tensorplay/masked/_runtime/kinds.py) of each kind.
ENTRY_OF_KIND = {"reduce": "reduce", "moments": "reduce", "arg_reduce": "reduce", "scan": "scan",
                 "normalize": "normalize", "binary": "binary", "order_stat": "reduce"}


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


def helper_declarations(descs: list[dict]) -> list[str]:
    """Cython declarations of the tp_support.h helpers the kernels call."""
    out = set()
    for k in descs:
        if "select" in k:
            val = k["val_t"]
            out.add(f"{val} {k['select']}({val}* a, intp n, intp k)")
        if "elementwise" in k:
            val = k["val_t"]
            out.add(f"{val} {k['sel']}(int m, {val} v, {val} id)")
        if "compare" in k:     # arg_reduce
            val = k["val_t"]
            out.add(f"{val} {k['fold']}(const {val}* b, intp n)")
            out.add(f"{val} {k['sel']}(int m, {val} v, {val} id)")
            out.add("int64_t tp_sel_i64(int m, int64_t v, int64_t id)")
            out.add("intp tp_count(const uint8_t* m, intp n, intp ms)")
        for ps in k.get("passes", ()):
            acc = ps["acc"]
            out.add(f"{acc} {ps['fold']}(const {acc}* b, intp n)")
            out.add(f"{acc} {ps['sel']}(int m, {acc} v, {acc} id)")
            if ps["nan_aware"] and ps["combine"] in ("max", "min"):
                out.add(f"{acc} {ps['nan_combine']}({acc} a, {acc} t)")
            if k["counts"]:
                out.add("intp tp_count(const uint8_t* m, intp n, intp ms)")
        if "fold_sel" in k:
            t = k["fold_t"]
            out.add(f"{t} {k['fold_sel']}(int m, {t} v, {t} id)")
            out.add(f"{t} {k['fold_add']}(const {t}* b, intp n)")
    return sorted(out)


def fully_masked_name(op: Op) -> str:
    """The identities name a fully masked slice yields (`identity`: the op's)."""
    return op.identity if op.fully_masked == "identity" else op.fully_masked


def kernel_name(op: Op, variant: str, dtype: str) -> str:
    return "_".join(p for p in (op.name, variant, dtype) if p)


def describe(spec: Spec, op: Op) -> list[dict]:
    """Kernel descriptors of one op, in (variant, dtype) order."""
    out = []
    for variant in op.variants or (None,):
        for dtype in op.dtypes:
            dt = spec.dtypes[dtype]
            val = spec.apply_rule(op.value, dtype)
            k = {
                "op": op.name, "dtype": dtype,
                # Provenance by YAML path, never by line: adding an op elsewhere
                # leaves this op's files (and its compiled module) untouched.
                "source": "ops.yaml: ops." + op.name + (f".variants.{variant.name}" if variant and variant.name else ""),
                "variant": variant.name if variant else "",
                "name": kernel_name(op, variant.name if variant else "", dtype),
                "in_t": dt.ctype, "load": dt.load, "val_t": spec.dtypes[val].ctype,
                "out_dtype": kernel_out_dtype(spec, op, dtype),
            }
            k["out_t"] = spec.dtypes[k["out_dtype"]].ctype
            if variant is not None:
                passes = []
                for ps in variant.passes:
                    acc = spec.apply_rule(ps.acc, dtype)
                    ident = pass_identity(op.identity, ps)
                    family = spec.dtypes[acc].family
                    mapped = spec.lookup(ps.map, dtype)
                    passes.append({
                        "index": ps.index, "combine": ps.combine, "acc": spec.dtypes[acc].ctype,
                        "fold": f"tp_fold_{ps.combine}_{suffix(spec, acc)}",
                        "sel": f"tp_sel_{suffix(spec, acc)}",
                        "nan_combine": f"tp_{ps.combine}nan_{suffix(spec, acc)}",
                        # The input can be folded in place: no map, same C type.
                        "direct": mapped.strip() == "v" and acc == dtype,
                        "ident": c_literal(identity_value(spec, ident, acc), acc),
                        "map": mapped,
                        "nan_aware": family == "float",
                        "pairwise": ps.combine == "add" and family in ("float", "complex"),
                    })
                k["passes"] = passes
                k["center_t"] = passes[0]["acc"]
                if op.kind == "normalize":
                    k["write"] = variant.write
                    k["fold"] = variant.fold
                    k["fold_t"] = spec.dtypes[val].ctype
                    k["fold_sel"] = f"tp_sel_{suffix(spec, val)}"
                    k["fold_add"] = f"tp_fold_add_{suffix(spec, val)}"
                    k["masked"] = c_literal(identity_value(spec, op.masked_value, val), val)
                    k["fully"] = c_literal(identity_value(spec, fully_masked_name(op), val), val)
                k["center"] = variant.center or "0"
                k["finalize"] = variant.finalize
                # The count of valid elements is kept only where it is used.
                k["counts"] = op.kind == "normalize" or "n" in (
                    expressions.names(variant.center or "0") | expressions.names(variant.finalize or "0"))
            elif op.kind == "order_stat":
                k["fully"] = c_literal(identity_value(spec, fully_masked_name(op), k["out_dtype"]), k["out_dtype"])
                k["select"] = f"tp_select_{suffix(spec, val)}"
                k["rank"] = op.rank
                k["nan_aware"] = spec.dtypes[val].family == "float"
            elif op.kind == "binary":
                k["sel"] = f"tp_sel_{suffix(spec, val)}"
                k["ident"] = c_literal(identity_value(spec, op.identity, val), val)
                k["elementwise"] = op.elementwise
            else:
                k["compare"] = op.compare
                k["nan_aware"] = spec.dtypes[val].family == "float"
                combine = "max" if op.compare == "greater" else "min"
                k["fold"] = f"tp_fold_{combine}_{suffix(spec, val)}"
                k["sel"] = f"tp_sel_{suffix(spec, val)}"
                # What a masked-out element acts as: the op's identity.
                k["ident"] = c_literal(identity_value(spec, op.identity, val), val)
                k["fully"] = c_literal(identity_value(spec, fully_masked_name(op), "int64"), "int64")
            out.append(k)
    return out


def _share(descs: list[dict], key, role: str, prefix) -> list[dict]:
    """Group the kernels whose `role` code would be identical (same `key`):
    each gets k[role] = the name of its group's code, `<prefix(k)>_d<i>`.
    Returns one representative descriptor per group (its `serves` lists the
    dtypes, its `kernels` the kernel names it serves)."""
    groups: dict[tuple, dict] = {}
    for k in descs:
        kk = key(k)
        if kk not in groups:
            index = sum(1 for g in groups.values() if prefix(g) == prefix(k))
            groups[kk] = dict(k, **{role: f"{prefix(k)}_d{index}", "serves": [], "kernels": []})
        k[role] = groups[kk][role]
        if k["dtype"] not in groups[kk]["serves"]:
            groups[kk]["serves"].append(k["dtype"])
        groups[kk]["kernels"].append(k["name"])
    return list(groups.values())


def share_drivers(descs: list[dict]) -> list[dict]:
    """Give the accumulating kernels (reduce, moments) shared drivers.

    A driver (the walk over kept positions, rows and chunks, the combining of
    chunk partials, the finalize) depends on the accumulator and output types
    and the op's expressions, not on the input dtype: the input is read only
    by the pass functions (_run*, _row*), which the driver calls through the
    plan.  Kernels whose drivers would be identical share one, named
    `<op>[_<variant>]_d<i>`; this halves the generated code of these modules
    (compile time) and leaves every hot loop specialised per dtype.  Returns
    one representative descriptor per driver (its `driver` names it)."""
    return _share(descs, lambda k: (
        k["variant"], k["out_t"], k["center_t"], k["center"], k["finalize"], k["counts"],
        # what the driver reads of each pass (its map is the pass functions' business)
        tuple((ps["index"], ps["acc"], ps["ident"], ps["combine"], ps["nan_aware"], ps["pairwise"])
              for ps in k["passes"])),
        "driver", lambda k: "_".join(p for p in (k["op"], k["variant"]) if p))


def share_writers(descs: list[dict]) -> list[dict]:
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
        k["in_t"], k["load"], k["val_t"], k["out_t"], k["center_t"], k["passes"][0]["acc"], k["fold_t"],
        k["write"], k["fold"], k["finalize"], k["fold_sel"], k["fold_add"], k["masked"], k["fully"]),
        "writer", lambda k: k["op"])


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
