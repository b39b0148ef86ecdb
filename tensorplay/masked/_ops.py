"""The generated wrappers, under the name the API page's examples use
(`tensorplay.masked._ops.sum`).  They are written by `python -m codegen`
into generated/ops.py, installed as tensorplay.masked._generated.ops."""
from tensorplay.masked._generated.ops import *  # noqa: F401,F403
from tensorplay.masked._generated.ops import __all__  # noqa: F401
