"""`python -m tensorplay.masked`: the job, in a few seconds.

By default: a padded batch of sequences (the everyday masked workload).  The
masked softmax and the masked mean of every sequence are computed with
numpy.ma and with tensorplay.masked, the results are checked to be equal, and
the time ratio (best of a few repeats, time.perf_counter) is printed.

`python -m tensorplay.masked --examples`: the API page's examples, computed
live with the installed kernels next to what the page says (exit code 1 if
any differs).
"""
from __future__ import annotations

import argparse
import doctest
import time

import numpy as np

import tensorplay.masked as masked

BATCH, MAX_LEN, REPEATS = 1024, 1024, 5


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


def _best_time(fn) -> tuple[float, object]:
    """(best wall time of REPEATS calls in seconds, the last result)."""
    best, result = float("inf"), None
    for _ in range(REPEATS):
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    return best, result


def _ma_softmax(s: np.ma.MaskedArray) -> np.ndarray:
    """Softmax along the last axis with numpy.ma (it has none): shift by the max, 0 at padding."""
    e = np.ma.exp(s - s.max(axis=1, keepdims=True))
    return (e / e.sum(axis=1, keepdims=True)).filled(0.0)


def scenario() -> int:
    """The padded-batch scenario; 0 if numpy.ma and tensorplay agree, else 1."""
    rng = np.random.default_rng(0)
    lengths = rng.integers(1, MAX_LEN + 1, BATCH)
    scores = rng.standard_normal((BATCH, MAX_LEN))
    valid = np.arange(MAX_LEN) < lengths[:, None]          # True = a real token (torch's convention)
    scores[~valid] = 0.0                                     # the padding
    ma_scores = np.ma.array(scores, mask=~valid)             # numpy.ma's mask: True = padding
    print(f"tensorplay.masked: a padded batch of {BATCH} sequences (max length {MAX_LEN}, "
          f"{1 - valid.mean():.0%} padding), float64, numpy {np.__version__}\n")
    tasks = [
        ("masked softmax of each sequence", lambda: _ma_softmax(ma_scores),
         lambda: masked.softmax(scores, 1, mask=valid)),
        ("masked mean of each sequence", lambda: ma_scores.mean(axis=1).filled(np.nan),
         lambda: masked.mean(scores, 1, mask=valid)),
    ]
    bad = 0
    print(f"  {'task':34} {'numpy.ma':>10} {'tensorplay':>11}   speed-up")
    for title, with_ma, with_tp in tasks:
        t_ma, want = _best_time(with_ma)
        t_tp, got = _best_time(with_tp)
        equal = got.shape == want.shape and bool(np.allclose(got, want, rtol=1e-12, atol=1e-15))
        bad += not equal
        print(f"  {title:34} {t_ma * 1e3:8.2f} ms {t_tp * 1e3:8.2f} ms   {t_ma / t_tp:6.1f}x"
              + ("" if equal else "   RESULTS DIFFER"))
    print(f"\n  (best of {REPEATS} runs each; results checked equal to numpy.ma's)" if not bad
          else f"\n  {bad} result(s) differ from numpy.ma's")
    return 1 if bad else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tensorplay.masked", description=__doc__.splitlines()[0])
    ap.add_argument("--examples", action="store_true", help="run the API page's examples and compare their output")
    args = ap.parse_args(argv)
    np.set_printoptions(precision=4)
    if args.examples:
        print(f"tensorplay.masked: {len(masked.__all__)} ops, numpy {np.__version__}\n")
        bad = run_examples()
        print("all examples match their documented output" if not bad
              else f"{bad} example(s) differ from their documented output")
        return 1 if bad else 0
    status = scenario()
    print("\nhint: `python -m tensorplay.masked --examples` runs every op's documented example; "
          "the rules are in docs/semantics.rst")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
