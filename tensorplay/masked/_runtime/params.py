"""The hand-written resolvers of the ops' own parameters (ops.yaml field
`param`): those whose rules a declared type (ptypes.py) cannot say -- a rule
between two arguments (var's unbiased or correction), values checked against
the input or arrays kept as given (quantile's q and weights, alpha).

Each takes the op name and the dict of the op's extra arguments, validates
them and returns the values the runtime and the kernels use (after the op's
typed parameters, which ptypes.resolve gives first).
"""
from __future__ import annotations

import math
import numbers

import numpy as np


def correction(op: str, args: dict) -> tuple:
    """var/std: `unbiased` (default True) or `correction` (any real), not both."""
    unbiased, corr = args.get("unbiased"), args.get("correction")
    if unbiased is not None and corr is not None:
        raise TypeError(f"{op}: pass either unbiased= or correction=, not both "
                        f"(got unbiased={unbiased!r}, correction={corr!r})")
    if corr is not None:
        if isinstance(corr, bool) or not isinstance(corr, numbers.Real) or math.isnan(corr):
            raise TypeError(f"{op}: correction must be a real number; got {corr!r}")
        return (float(corr),)
    if unbiased is None:
        return (1.0,)
    if isinstance(unbiased, np.ndarray) and unbiased.ndim == 0 and unbiased.dtype == np.bool_:
        unbiased = bool(unbiased)
    if not isinstance(unbiased, (bool, np.bool_)):      # (an array of several would be ambiguous)
        raise TypeError(f"{op}: unbiased must be a bool; got {unbiased!r}")
    return (1.0 if unbiased else 0.0,)


# numpy.quantile's methods (numpy 2), in its documentation's order.
QUANTILE_METHODS = ("inverted_cdf", "averaged_inverted_cdf", "closest_observation", "interpolated_inverted_cdf",
                    "hazen", "weibull", "linear", "median_unbiased", "normal_unbiased", "lower", "higher",
                    "midpoint", "nearest")


def q_method_weights(op: str, args: dict) -> tuple:
    """quantile: q (a real in [0, 1], kept as given so that numpy's weak
    promotion of a Python float applies, or a 1-D float array of them), the
    method, and the weights (None or an array, checked by the runtime)."""
    q, method, weights = args.get("q"), args.get("method", "linear"), args.get("weights")
    if not isinstance(method, str) or method not in QUANTILE_METHODS:
        raise ValueError(f"{op}: method must be one of {', '.join(QUANTILE_METHODS)}; got {method!r}")
    if isinstance(q, (bool, np.bool_)) or q is None or isinstance(q, (str, bytes)):
        raise TypeError(f"{op}: q must be a float in [0, 1] or a 1-D sequence of them; got {q!r}")
    if not isinstance(q, (int, float)):
        try:
            arr = np.asarray(q)
        except Exception:
            raise TypeError(f"{op}: q must be a float in [0, 1] or a 1-D sequence of them; got {q!r}") from None
        if arr.dtype.kind not in "iuf" or arr.ndim > 1:
            raise TypeError(f"{op}: q must be a float in [0, 1] or a 1-D sequence of them; got "
                            f"{'an array of dtype ' + str(arr.dtype) if arr.ndim <= 1 else str(arr.ndim) + '-d q'}")
        q = arr
    if isinstance(q, (int, float)):
        inside = 0 <= q <= 1                                   # (NaN fails both; a Python number: no numpy call)
    else:
        values = np.asarray(q, dtype=np.float64)
        inside = not values.size or bool((values >= 0).all() and (values <= 1).all())
    if not inside:
        raise ValueError(f"{op}: q must be in [0, 1] (NaN is not); got {q!r}")
    if weights is not None and method != "inverted_cdf":
        raise ValueError(f"{op}: weights take method 'inverted_cdf' only (as numpy's); got method {method!r}")
    return (q, method, weights)


def q_method(op: str, args: dict) -> tuple:
    """move_quantile: q and method as quantile takes them (no weights) -> (q, method),
    after the moving kind's typed parameters."""
    q, method, _ = q_method_weights(op, {"q": args.get("q"), "method": args.get("method", "linear")})
    return (q, method)


def exp_args(op: str, args: dict) -> tuple:
    """The exp_moving kind: alpha (a real in (0, 1], or a 1-D array of them,
    checked against dim by the runtime), min_weight (a real >= 0), adjust (a
    bool) and, for var/std, correction (0 or 1: pandas' bias=True / False)
    -> (alpha, min_weight, adjust, correction)."""
    alpha = args.get("alpha")
    if isinstance(alpha, (bool, np.bool_)) or alpha is None or isinstance(alpha, (str, bytes)):
        raise TypeError(f"{op}: alpha must be a float in (0, 1] or a 1-D array of them; got {alpha!r}")
    if isinstance(alpha, numbers.Real):
        if not 0 < alpha <= 1:                  # (NaN fails too)
            raise ValueError(f"{op}: alpha must be in (0, 1]; got {alpha!r}")
        alpha = float(alpha)
    else:
        try:
            arr = np.asarray(alpha)
        except Exception:
            raise TypeError(f"{op}: alpha must be a float in (0, 1] or a 1-D array of them; got "
                            f"{type(alpha).__name__}") from None
        if arr.dtype.kind not in "iuf" or arr.ndim != 1:
            raise TypeError(f"{op}: alpha must be a float in (0, 1] or a 1-D array of them; got "
                            f"{'dtype ' + str(arr.dtype) if arr.ndim == 1 else str(arr.ndim) + '-d alpha'}")
        if not np.all((arr > 0) & (arr <= 1)):
            raise ValueError(f"{op}: every alpha must be in (0, 1]")
        alpha = arr.astype(np.float64)
    min_weight = args.get("min_weight", 0.0)
    if isinstance(min_weight, (bool, np.bool_)) or not isinstance(min_weight, numbers.Real) or \
            not min_weight >= 0:
        raise (TypeError if not isinstance(min_weight, numbers.Real) or isinstance(min_weight, (bool, np.bool_))
               else ValueError)(f"{op}: min_weight must be a real >= 0; got {min_weight!r}")
    adjust = args.get("adjust", True)
    if not isinstance(adjust, (bool, np.bool_)):
        raise TypeError(f"{op}: adjust must be a bool; got {adjust!r}")
    corr = args.get("correction", 1)
    if isinstance(corr, (bool, np.bool_)) or not isinstance(corr, numbers.Real):
        raise TypeError(f"{op}: correction must be 0 or 1; got {corr!r}")
    if corr not in (0, 1):
        raise ValueError(f"{op}: correction must be 0 (pandas' bias=True) or 1 (bias=False); got {corr!r}")
    return (alpha, float(min_weight), bool(adjust), float(corr))
