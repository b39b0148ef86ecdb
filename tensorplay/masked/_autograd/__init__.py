"""Gradients of MaskedTensors (issue 23): grad mode, the graph and its engine,
the scopes the derivative formulas of ops.yaml are evaluated in, and the
recorders the generated wrappers and MaskedTensor's family helpers call.

Layers: `mode` imports nothing of the package (MaskedTensor's core and the
generated wrappers read its flags); `kept` (how a kept gradient is written)
nothing above the compiled buffers; `graph`, `scope` and `record` sit above
MaskedTensor's core; the generated module `derivatives` registers the
formulas with `record` when the package is imported.
"""
