"""Build tensorplay-masked: compile the generated kernels into tensorplay.masked.

generated/ (written by `python -m codegen`, committed) is installed as the
subpackage tensorplay.masked._generated; each generated/_k_OP.pyx becomes the
extension tensorplay.masked._generated._k_OP.

Instruction set: the kernels are compiled where they are installed, for the
best level the build CPU has: x86-64-v4 (AVX-512) or x86-64-v3 (AVX2/FMA).
The masked select-and-fold loops run up to twice as fast with 256-bit vectors
(v3), and AVX-512's mask registers fold a masked block without a buffer
(tp_support.h tp_mfold_*).  TP_ISA=v3 / v4 picks a level, TP_PORTABLE=1
compiles for the baseline ISA (for wheels that travel), TP_NATIVE=1 for
-march=native.

Threads: the kernels split their work with OpenMP when the compiler has it
(probed below; TP_OPENMP=0 forces a serial build).  Only the hand-written
module tensorplay.masked._csrc._parallel holds parallel regions and links the
OpenMP runtime; the kernels call it.  Without OpenMP (e.g. Apple clang) it
compiles to serial loops; tensorplay.masked.show_config() says which.
"""
import os
import platform
import shutil
import subprocess
import sysconfig
import tempfile
from pathlib import Path

import numpy as np
from Cython.Build import cythonize
from setuptools import Extension, setup

HERE = Path(__file__).parent


# The CPU features of each x86-64 level, as /proc/cpuinfo names them.
X86_64_LEVELS = {
    "v4": {"avx2", "fma", "bmi2", "movbe", "avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"},
    "v3": {"avx2", "fma", "bmi2", "movbe"},
}
# -march per level.  v4 prefers 256-bit vectors where the compiler vectorises
# on its own: over benchmarks/bench_build.py against v3, 512-bit auto-vectorised
# loops measured 0.98x (geometric mean) with some kernels 1.3-1.6x slower
# (logsumexp, tall sums), 256-bit ones 0.96x without those; the hand-written
# AVX-512 folds use 512-bit vectors whatever this says (docs/benchmarks.rst
# "Instruction sets").
MARCH = {"v4": ["-march=x86-64-v4", "-mprefer-vector-width=256"], "v3": ["-march=x86-64-v3"]}
# ... except the kernels whose loops measured faster at 512 bits on v4: the
# fills' blend (o[i] = m[i] ? v : x[i]): masked_fill 1.19x of v3 at 256 bits,
# 1.02x at 512 (a mask register selects 8 elements per instruction).
WIDE_KERNELS = {"_k_fill"}
# ... and, on CPUs with AVX512-FP16 (Intel's Sapphire Rapids and later), the
# exp-heavy ones: logsumexp's and the softmax family's double-precision exps at
# 512 bits took 0.78-0.94x the 256-bit time over 1000 x 10000 (either dim) and
# 1e7 on such a Xeon (short slices of 4-10 elements 1.02-1.17x; the same bits),
# where the two AVX-512 CPUs without it that this was measured on ran 512-bit
# logsumexp 1.3-1.6x slower (an AMD EPYC, an earlier Xeon): docs/benchmarks.rst
# "Instruction sets".
WIDE_WITH_FP16 = {"_k_logsumexp", "_k_softmax", "_k_log_softmax", "_k_softmin"}
WIDE = ["-mprefer-vector-width=512"]


def _cpuinfo(key: str) -> str:
    """The first /proc/cpuinfo line starting with key, after its colon ("" if none)."""
    try:
        return next(line for line in open("/proc/cpuinfo") if line.startswith(key)).split(":", 1)[1].strip()
    except (OSError, StopIteration, IndexError):
        return ""


def _cpu_level() -> str:
    """The best x86-64 level of the build machine's CPU ("" if none or not x86-64)."""
    if platform.machine() not in ("x86_64", "AMD64"):
        return ""
    flags = set(_cpuinfo("flags").split())
    if not flags:
        return ""
    return next((level for level, need in X86_64_LEVELS.items() if need <= flags), "")


def _compiles(flags: list, source: str = "int main(void) { return 0; }\n", link: list = ()) -> bool:
    """Whether the C compiler compiles (and links) `source` with `flags`."""
    cc = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()
    if not shutil.which(cc[0]):
        return False
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "probe.c"
        src.write_text(source)
        try:
            run = subprocess.run(cc + flags + [str(src), "-o", str(Path(tmp) / "probe")] + list(link),
                                 capture_output=True, timeout=120)
        except (OSError, subprocess.SubprocessError):
            return False
    return run.returncode == 0


def _march() -> list:
    """The instruction-set flags of every module (see the docstring)."""
    if os.environ.get("TP_NATIVE") == "1":
        return ["-march=native"]
    if os.environ.get("TP_PORTABLE") == "1":
        return []
    level = os.environ.get("TP_ISA") or _cpu_level()
    if level and level not in MARCH:
        raise SystemExit(f"TP_ISA={level!r}: expected one of {', '.join(MARCH)} (or TP_PORTABLE=1 / TP_NATIVE=1)")
    if not level:
        return []
    if level == "v4" and not _compiles(MARCH["v4"]):
        level = "v3"            # an older compiler without -march=x86-64-v4
    return MARCH[level]


# -g0: no debug info (Python's own flags ask for -g); a quarter less compile time.
# The hand-written modules (the call path, the window kernels) compile at -O3.
CFLAGS = ["-O3", "-fno-math-errno", "-g0"]
# The generated kernels (two thirds of the build) compile at -O2 plus the three
# -O3 optimisations they measurably need: 7-47 % less gcc time per module, a
# fresh install 497 -> 426 s of CPU (docs/benchmarks.rst "Build flags"):
# -fvect-cost-model=dynamic vectorises the loops that need a runtime alias
# check or an epilogue (-O2's "very-cheap" model refuses them: A > B ran
# 2.2x); -funswitch-loops with -fversion-loops-for-strides gives the strided
# walks a unit-stride copy (without both, argmax dim=0 ran 2.3x).
KERNEL_CFLAGS = ["-O2", "-ftree-vectorize", "-fvect-cost-model=dynamic", "-funswitch-loops",
                 "-fversion-loops-for-strides", "-fno-math-errno", "-g0"]
ISA_FLAGS = _march()
if "avx512_fp16" in _cpuinfo("flags").split():
    WIDE_KERNELS |= WIDE_WITH_FP16
CFLAGS += ISA_FLAGS
KERNEL_CFLAGS += ISA_FLAGS
# AMD before Zen 3 (family 23) runs BMI2's pdep in microcode (hundreds of
# cycles): the moving quantiles' bit select (_window_rank.pyx) takes its
# broadword form there.
if _cpuinfo("vendor_id") == "AuthenticAMD" and _cpuinfo("cpu family") in ("23", "21", "22"):
    CFLAGS += ["-DTP_SLOW_PDEP"]

def _openmp_flags() -> list:
    """["-fopenmp"] when the C compiler compiles and links an OpenMP program, else []."""
    if os.environ.get("TP_OPENMP") == "0":
        return []
    probe = ("#include <omp.h>\nint main(void) { int n = 0;\n#pragma omp parallel reduction(+:n)\n n += 1;\n"
             " return omp_get_max_threads() > 0 && n > 0 ? 0 : 1; }\n")
    return ["-fopenmp"] if _compiles(["-fopenmp"], probe) else []


OPENMP = _openmp_flags()

# Every module includes these: an edit of one rebuilds the modules in place.
CSRC = "tensorplay/masked/_csrc"
SUPPORT = [f"{CSRC}/tp_support.h", f"{CSRC}/tp_walk.h", f"{CSRC}/tp_special.h", f"{CSRC}/_support.pxd", f"{CSRC}/_parallel.pxd",
           f"{CSRC}/_window_chunks.pxd",
           f"{CSRC}/_entry.pxd"]

# A header that only one module includes (an edit rebuilds that module alone).
OWN_HEADERS = {f"{CSRC}/_window": [f"{CSRC}/tp_window.h"]}

extensions = [
    Extension(
        f"tensorplay.masked._generated.{pyx.stem}",
        [f"generated/{pyx.name}"],
        depends=SUPPORT,
        include_dirs=[np.get_include(), CSRC],
        define_macros=[("NPY_NO_DEPRECATED_API", "NPY_1_7_API_VERSION")],
        extra_compile_args=KERNEL_CFLAGS + (WIDE if pyx.stem in WIDE_KERNELS and ISA_FLAGS == MARCH["v4"] else []),
    )
    # Largest first: the two parallel compile jobs end together.
    for pyx in sorted((HERE / "generated").glob("_k_*.pyx"), key=lambda p: (-p.stat().st_size, p.name))
] + [
    # Hand-written modules that include the support headers and numpy's C API (path without .pyx):
    Extension(path.replace("/", "."), [f"{path}.pyx"], depends=SUPPORT + OWN_HEADERS.get(path, []),
              include_dirs=[np.get_include(), CSRC], extra_compile_args=CFLAGS,
              define_macros=[("NPY_NO_DEPRECATED_API", "NPY_1_7_API_VERSION")])
    for path in (
        "tensorplay/masked/_runtime/front",   # the compiled front end of the reductions (their common call path)
        "tensorplay/masked/_csrc/_entry",     # the kernels' entry objects (one argument parser for every kernel)
        "tensorplay/masked/_csrc/_select",    # the quantile kind's multi-rank selection of many slices
        "tensorplay/masked/_csrc/_window",    # the moving kind's kernel (moving statistics of many rows)
        "tensorplay/masked/_csrc/_window_rank",   # the moving kind's order statistics (move_median, move_quantile)
        "tensorplay/masked/_csrc/_window_exp",    # exponentially weighted moving statistics and the fills along a dim
        "tensorplay/masked/_csrc/_segments",  # the sparse layouts' segments (a counting sort by kept position)
        "tensorplay/masked/_csrc/_buffers",   # the backward engine's cache of large freed buffers
    )
] + [
    # Hand-written: the C helpers exposed for tests.
    Extension("tensorplay.masked._csrc._native", ["tensorplay/masked/_csrc/_native.pyx"], depends=SUPPORT,
              include_dirs=[np.get_include(), CSRC], extra_compile_args=CFLAGS),
    # Hand-written: the thread policy and the one home of the parallel regions.
    Extension("tensorplay.masked._csrc._parallel", ["tensorplay/masked/_csrc/_parallel.pyx"],
              depends=[f"{CSRC}/_parallel.pxd", f"{CSRC}/tp_parallel.h"], include_dirs=[CSRC],
              define_macros=[("TP_BUILD_CFLAGS", '"' + " ".join(CFLAGS + OPENMP) + '"'),
                             ("TP_KERNEL_CFLAGS", '"' + " ".join(KERNEL_CFLAGS) + '"'),
                             ("TP_WIDE_KERNELS", '"' + (" ".join(sorted(WIDE_KERNELS)) + " (" + " ".join(WIDE) + ")"
                                                        if ISA_FLAGS == MARCH["v4"] else "none") + '"')],
              extra_compile_args=CFLAGS + OPENMP, extra_link_args=OPENMP),
]

# TP_ONLY=name,name...: build only the extensions whose module names contain one
# of the names (a developer's quick rebuild of the kernels one edit touched; the
# others keep the modules already built in place).
if os.environ.get("TP_ONLY"):
    _only = [n for n in os.environ["TP_ONLY"].split(",") if n]
    extensions = [e for e in extensions if any(n in e.name for n in _only)]

setup(
    packages=["tensorplay", "tensorplay.masked", "tensorplay.masked._generated", "tensorplay.masked._runtime",
              "tensorplay.masked._masked_tensor", "tensorplay.masked._csrc", "tensorplay.masked.testing",
              "tensorplay.masked._autograd", "tensorplay.masked._sparse"],
    package_dir={"tensorplay.masked._generated": "generated"},
    # The .c files Cython writes travel in the sdist (it builds without Cython), never in the wheel.
    exclude_package_data={"": ["*.c", "*.cpp", "*.html"]},
    package_data={"tensorplay.masked": ["py.typed"], "tensorplay.masked._csrc": ["*.pxd", "*.h"],
                  "tensorplay.masked._generated": ["*.pyi"]},
    # No C line numbers in tracebacks (Cython's default shows none at run time anyway) and no
    # copies of the .pyx source as comments: C files half the size, Cython 14 % and gcc 12 %
    # less time on _k_sum (docs/benchmarks.rst "Build time").
    ext_modules=cythonize(extensions, include_path=["."], language_level=3, c_line_in_traceback=False,
                          compiler_directives={"emit_code_comments": False},
                          nthreads=int(os.environ.get("TP_BUILD_JOBS", "2"))),
    zip_safe=False,
)
