"""`python -m codegen [--check] [--spec ops.yaml] [--out generated]`"""
from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path

from .load import SpecError, load
from .render import render_all
from .render_docs import render_docs
from .render_semantics import render_semantics


def stale_files(rendered: dict[str, str], out: Path) -> list[str]:
    """Paths (relative to out) whose content differs, is missing or is an orphan."""
    existing = {str(p.relative_to(out)) for p in out.rglob("*") if p.is_file() and not _ignored(p)}
    stale = [p for p, text in rendered.items() if not (out / p).is_file() or (out / p).read_text() != text]
    return sorted(stale + sorted(existing - set(rendered)))


def _ignored(path: Path) -> bool:
    # Build products next to the sources are not generator output.
    return "__pycache__" in path.parts or path.suffix in (".c", ".so", ".pyc", ".html")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m codegen", description=__doc__)
    ap.add_argument("--check", action="store_true", help="fail with a diff if generated/ is stale")
    ap.add_argument("--spec", default="ops.yaml")
    ap.add_argument("--out", default="generated")
    ap.add_argument("--docs-out", default="docs/api", help="where the API reference pages go")
    args = ap.parse_args(argv)
    try:
        spec = load(args.spec)
    except SpecError as exc:
        print(exc, file=sys.stderr)
        return 2
    # Two output trees: the package's generated/ and the API reference docs/api/.
    trees = [(Path(args.out), render_all(spec)), (Path(args.docs_out), render_docs(spec) | render_semantics(spec))]
    status = 0
    for out, rendered in trees:
        status = max(status, _sync(out, rendered, args.check))
    return status


def _sync(out: Path, rendered: dict, check: bool) -> int:
    stale = stale_files(rendered, out)
    if check:
        for path in stale:
            old = (out / path).read_text().splitlines(True) if (out / path).is_file() else []
            new = rendered.get(path, "").splitlines(True)
            sys.stdout.writelines(difflib.unified_diff(old, new, f"{out}/{path}", f"{out}/{path} (rendered)"))
        if stale:
            print(f"\n{len(stale)} file(s) of {out}/ are stale: run `python -m codegen`", file=sys.stderr)
            return 1
        print(f"{out}/ is up to date ({len(rendered)} files)")
        return 0
    for path in stale:
        target = out / path
        if path in rendered:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(rendered[path])
        else:
            target.unlink()
    print(f"wrote {len(stale)} of {len(rendered)} files to {out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
