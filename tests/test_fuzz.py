"""Fuzzing as part of the suite: tests/fuzz_driver.py runs hypothesis-drawn
calls of every array function, the full-mask selectors and MaskedTensor
operators against the slow oracle, in a child process (so a crash in a kernel
fails this test and names the input that caused it, instead of killing the
test run).

Budget: TP_FUZZ_EXAMPLES examples per family (default 150, about a minute in
all); run a long campaign with e.g.

    TP_FUZZ_EXAMPLES=20000 python -P -m pytest -m fuzz

TP_FUZZ_SEED picks the hypothesis seed (default: a fixed one per family, so
CI is reproducible; set it to explore new inputs).
"""
import os
import subprocess
import sys
from pathlib import Path

import pytest

DRIVER = Path(__file__).with_name("fuzz_driver.py")
FAMILIES = ("reductions", "along", "binary", "selectors", "limits", "partials", "dask", "gradients", "sparse",
            "windows", "nan", "numpy", "helpers")


@pytest.mark.fuzz
@pytest.mark.parametrize("family", FAMILIES)
def test_fuzz(family, tmp_path):
    examples = int(os.environ.get("TP_FUZZ_EXAMPLES", "150"))
    seed = int(os.environ.get("TP_FUZZ_SEED", str(FAMILIES.index(family) + 1)))
    case_file = tmp_path / "last_case.txt"
    done = subprocess.run([sys.executable, "-P", str(DRIVER), family, str(examples), str(seed), str(case_file)],
                          capture_output=True, text=True, timeout=1800)
    if done.returncode < 0:      # killed by a signal: a crash in native code
        last = case_file.read_text() if case_file.exists() else "(no case recorded)"
        pytest.fail(f"the fuzz child died with signal {-done.returncode} on:\n{last}\n\n{done.stderr[-4000:]}")
    assert done.returncode == 0, done.stdout[-6000:] + "\n" + done.stderr[-6000:]
    assert f"{examples} examples passed" in done.stdout
