"""MaskedTensor's hand-written parts: storage, constructors, repr, indexing,
numpy protocols and the family helpers (core), and the torch-semantics
adapters the generated methods call (adapters).  The class users see is
generated (generated/masked_tensor.py) from ops.yaml's families."""
