"""How a backward writes a kept gradient (an input-sized array, 0 where not
reached): the lazy values that write it themselves, and when the writes
stream.  Below `scope` and `record`, which both use it."""
from __future__ import annotations

from tensorplay.masked._csrc import _buffers

# A kept gradient larger than this is written with streaming stores when its
# memory has been touched before (a sole leaf, or a buffer from the engine's
# cache, _csrc/_buffers): several times the per-core caches, so that the next
# reader would not have found it in cache anyway.  (80 MB: 10 ms -> 5 ms.  On
# fresh pages streaming stores take 1.5x the plain ones: not there.)
STREAM_MIN_BYTES = 16 << 20


def streams(nbytes: int) -> bool:
    """A new kept gradient of nbytes is written with streaming stores (see STREAM_MIN_BYTES)."""
    return nbytes > STREAM_MIN_BYTES and _buffers.has(nbytes)


class Lazy:
    """A formula's value that the engine asks for as the kept gradient
    (`into_kept(reached, dtype)`: an array of reached's shape, the value where
    reached and 0 elsewhere, or None when it cannot) or, failing that, as a
    value (`value()`); record.Fused and scope.TieShare are its kinds."""

    __slots__ = ()
