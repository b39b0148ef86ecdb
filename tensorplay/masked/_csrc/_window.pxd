# cython: language_level=3
"""The moving kind's block-state kernel at C level (_window.pyx), for the
compiled front end (_runtime/front.pyx), which checks the arguments itself."""
from libc.stdint cimport int64_t, uint8_t

from tensorplay.masked._csrc._parallel cimport intp


cdef int moving_rows(const double* x, const uint8_t* m, double* out, bint int_out, int64_t* counts, intp rows,
                     intp L, int stat, intp window, intp min_count, bint center, double correction, bint last,
                     bint offsets) noexcept
