"""How a backward writes a kept gradient (an input-sized array, 0 where not
reached): the lazy values that write it themselves, and when the writes
stream.  Below `scope` and `record`, which both use it."""
from __future__ import annotations

from tensorplay.masked._csrc import _buffers

# A kept gradient larger than this is written with streaming stores when its
# memory has been touched before (a sole leaf, or a buffer from the engine's
# cache): _buffers.streams, which the fused MaskedTensor kernels ask too.
STREAM_MIN_BYTES = _buffers.STREAM_MIN_BYTES


def streams(nbytes: int) -> bool:
    """A new kept gradient of nbytes is written with streaming stores (see STREAM_MIN_BYTES)."""
    return _buffers.streams(nbytes, nbytes)


class Lazy:
    """A formula's value that the engine asks for as the kept gradient
    (`into_kept(reached, dtype)`: an array of reached's shape, the value where
    reached and 0 elsewhere, or None when it cannot) or, failing that, as a
    value (`value()`); record.Fused and scope.TieShare are its kinds."""

    __slots__ = ()
