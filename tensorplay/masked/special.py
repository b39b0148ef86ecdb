"""tensorplay.masked.special: masked elementwise special functions numpy lacks
(erf, erfc, erfinv, lgamma, digamma, i0, sinc, logit, sigmoid).

The functions are generated from the `special` section of ops.yaml into
tensorplay.masked._generated.special; this module is their public home, so
that `import tensorplay.masked.special` and `from tensorplay.masked.special
import erf` work."""
from tensorplay.masked._generated.special import *  # noqa: F401,F403
from tensorplay.masked._generated.special import __all__  # noqa: F401
