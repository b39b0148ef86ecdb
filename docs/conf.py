"""Sphinx configuration of the tensorplay.masked documentation.

Build: `python -m sphinx -W -n -b html docs docs/_build/html` (the README's
command; tests/test_docs.py runs it with warnings as errors).  The API pages in
docs/api/ are written by `python -m codegen` from ops.yaml; do not edit them.
"""
project = "tensorplay.masked"
author = "the tensorplay.masked developers"
copyright = "2026, " + author
extensions = []
exclude_patterns = ["_build"]
html_theme = "alabaster"
html_static_path = ["_static"]
nitpicky = True            # every reference must resolve
# The API pages describe functions of tensorplay.masked; numpy's types are prose.
nitpick_ignore_regex = [(r"py:.*", r"(numpy|np)\..*")]
