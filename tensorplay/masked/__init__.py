"""tensorplay.masked: masked tensor operations on numpy arrays.

Mask True means *valid*.  Every op is declared in ops.yaml and generated; see
README.md for the contract and how to add one.
"""
import importlib.util as _ilu
import sys as _sys
from pathlib import Path as _Path

_tree = _Path(__file__).resolve().parents[2]
if (_tree / "ops.yaml").is_file() and (_tree / "generated" / "__init__.py").is_file():
    # A source tree (an editable install, or built in place with `python
    # setup.py build_ext --inplace`): its generated/ is the subpackage
    # tensorplay.masked._generated, as setup.py's package_dir says; no link needed.
    _spec = _ilu.spec_from_file_location("tensorplay.masked._generated", _tree / "generated" / "__init__.py",
                                         submodule_search_locations=[str(_tree / "generated")])
    _generated = _sys.modules[_spec.name] = _ilu.module_from_spec(_spec)
    _spec.loader.exec_module(_generated)

from tensorplay.masked._ops import *  # noqa: F401,F403,E402
from tensorplay.masked._ops import __all__ as _ops_all  # noqa: E402
from tensorplay.masked._masked_tensor.core import as_masked_tensor, is_masked_tensor, masked_tensor
from tensorplay.masked._generated.masked_tensor import MaskedTensor
from tensorplay.masked import special
from tensorplay.masked import nan     # nanquantile, nanpercentile (NaN as the missing marker)
from tensorplay.masked import partials     # (registers the partial states the dask layer runs)
from tensorplay.masked._generated import derivatives as _derivatives  # noqa: F401 (registers the formulas)
from tensorplay.masked._autograd.mode import enable_grad, is_grad_enabled, no_grad, set_grad_enabled
from tensorplay.masked._autograd.record import grad
from tensorplay.masked._runtime.threads import get_num_threads, num_threads, set_num_threads, show_config

__all__ = list(_ops_all) + ["MaskedTensor", "masked_tensor", "as_masked_tensor", "is_masked_tensor",
                            "set_num_threads", "get_num_threads", "num_threads", "show_config",
                            "grad", "no_grad", "enable_grad", "is_grad_enabled", "set_grad_enabled"]
