"""Sparse layouts of MaskedTensor (docs/sparse.rst): COO and CSR storage of
the valid elements only.  storage.py holds the compressed arrays and their
conversions, tensor.py the sparse subclass of MaskedTensor, runtime.py how
every family and kernel kind computes on it; state.py is what the layers
below read (whether any sparse tensor exists, the runtime once imported)."""
