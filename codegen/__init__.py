"""Generator of tensorplay.masked: ops.yaml -> generated/.

`python -m codegen` writes generated/; `python -m codegen --check` renders in
memory and fails with a diff when generated/ is stale.
"""
