"""Build tensorplay-masked: compile the generated kernels into tensorplay.masked.

generated/ (written by `python -m codegen`, committed) is installed as the
subpackage tensorplay.masked._generated; each generated/_k_OP.pyx becomes the
extension tensorplay.masked._generated._k_OP.  Set TP_NATIVE=1 to compile for
this machine's CPU (-march=native).
"""
import os
from pathlib import Path

import numpy as np
from Cython.Build import cythonize
from setuptools import Extension, setup

HERE = Path(__file__).parent
CFLAGS = ["-O3", "-fno-math-errno"]
if os.environ.get("TP_NATIVE") == "1":
    CFLAGS.append("-march=native")

extensions = [
    Extension(
        f"tensorplay.masked._generated.{pyx.stem}",
        [f"generated/{pyx.name}"],
        include_dirs=[np.get_include(), "tensorplay/masked"],
        define_macros=[("NPY_NO_DEPRECATED_API", "NPY_1_7_API_VERSION")],
        extra_compile_args=CFLAGS,
    )
    for pyx in sorted((HERE / "generated").glob("_k_*.pyx"))
]

setup(
    packages=["tensorplay", "tensorplay.masked", "tensorplay.masked._generated"],
    package_dir={"tensorplay.masked._generated": "generated"},
    package_data={"tensorplay.masked": ["*.pxd", "*.h"]},
    ext_modules=cythonize(extensions, include_path=["."], language_level=3,
                          nthreads=int(os.environ.get("TP_BUILD_JOBS", "2"))),
    zip_safe=False,
)
