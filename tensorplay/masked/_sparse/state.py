"""What the layers below the sparse runtime read about sparse tensors, with
no import of their own (the import graph stays acyclic): `ANY` turns True
when the first sparse MaskedTensor is made, so that calls before then pay one
global read; `CLASS` is the sparse subclass of the generated MaskedTensor;
`RUNTIME` is tensorplay.masked._sparse.runtime, set when it is imported."""
ANY = False
CLASS = None
RUNTIME = None


def wants(*operands) -> bool:
    """True if any operand is a sparse MaskedTensor."""
    for x in operands:          # (a loop, not any() of a generator: every call on a sparse tensor asks)
        if type(x) is CLASS:
            return True
    return False
