"""`python -m tensorplay.masked`: the API page's examples, computed live.

Each op's generated docstring carries its example from the API page; this
runs those examples with the installed kernels and prints what they give next
to what the page says.
"""
from __future__ import annotations

import doctest

import numpy as np

import tensorplay.masked as masked


def run_examples() -> int:
    """Print every op's example with its live result; return the count of mismatches."""
    parser = doctest.DocTestParser()
    checker = doctest.OutputChecker()
    mismatches = 0
    for name in masked.__all__:
        doc = getattr(masked, name).__doc__ or ""
        examples = parser.get_examples(doc)
        if not examples:
            continue
        print(f"## {name}")
        namespace: dict = {}
        for ex in examples:
            print(">>> " + ex.source.rstrip("\n").replace("\n", "\n... "))
            # An example with expected output is an expression; others are statements.
            result = eval(compile(ex.source, name, "eval" if ex.want else "exec"), namespace)
            if ex.want:
                got = repr(result) + "\n"
                ok = checker.check_output(ex.want, got, doctest.NORMALIZE_WHITESPACE)
                mismatches += not ok
                print(got.rstrip("\n") + ("" if ok else f"    # MISMATCH: the docs say {ex.want.strip()}"))
        print()
    return mismatches


def main() -> int:
    np.set_printoptions(precision=4)
    print(f"tensorplay.masked: {len(masked.__all__)} ops, numpy {np.__version__}\n")
    bad = run_examples()
    print("all examples match their documented output" if not bad else f"{bad} example(s) differ from their documented output")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
