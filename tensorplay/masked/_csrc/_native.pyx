# cython: language_level=3, boundscheck=False, wraparound=False
"""The C helpers of tp_support.h, exposed to Python so that tests can check
them directly against independent references (mpmath, math.exp)."""
import numpy as np


cdef extern from "tp_support.h" nogil:
    double tp_exp(double x)         # branch-free, vectorisable, table-driven (0.503 ulp)
    double tp_exp_fast(double x)    # branch-free, vectorisable, polynomial only (0.81 ulp)
    double tp_log(double x)         # branch-free, vectorisable
    void tp_exp_array(const double* x, double* out, Py_ssize_t n)   # tp_exp of a block, by hand on AVX-512
    void tp_exp_fast_array_f32(const float* x, float* out, Py_ssize_t n)   # (float)tp_exp_fast of a block
    void tp_exp_fast_array(const double* x, double* out, Py_ssize_t n)   # tp_exp_fast of a block
    void tp_log_array_f32(const float* x, float* out, Py_ssize_t n)   # (float)tp_log of a block
    double tp_log_tab(double x)     # branch-free, table-driven (within 0.52 ulp): the float64 log
    void tp_log_array(const double* x, double* out, Py_ssize_t n)   # tp_log_tab of a block, by hand on AVX-512
    void tp_log_tab_array_f32(const float* x, float* out, Py_ssize_t n)   # (float)tp_log_tab of a block
    float tp_expf(float x)          # float32's exp: float arithmetic, no table (within 0.874 ulp)
    void tp_expf_array(const float* x, float* out, Py_ssize_t n)   # tp_expf of a block, by hand on AVX-512
    float tp_logf(float x)          # float32's log: double inside, 16-entry table (within 0.5 + 2^-13 ulp)
    void tp_logf_array(const float* x, float* out, Py_ssize_t n)   # tp_logf of a block, by hand on AVX-512
    double tp_log1p(double x)       # branch-free, table-driven (within 0.52 ulp): the MaskedTensor log1p
    double tp_expm1(double x)       # branch-free, table-driven (within 0.52 ulp): the MaskedTensor expm1
    void tp_log1p_array(const double* x, double* out, Py_ssize_t n)        # tp_log1p of a block
    float tp_log1pf(float x)        # float32's log1p: double inside, tp_logf's table (within 0.50009 ulp)
    void tp_log1pf_array(const float* x, float* out, Py_ssize_t n)    # tp_log1pf of a block, by hand on AVX-512
    void tp_expm1_array(const double* x, double* out, Py_ssize_t n)        # tp_expm1 of a block
    float tp_expm1f(float x)        # float32's expm1: double inside, no table (within 0.50036 ulp)
    void tp_expm1f_array(const float* x, float* out, Py_ssize_t n)    # tp_expm1f of a block, by hand on AVX-512

cdef extern from "tp_support.h" nogil:
    int tp_block_prefetch()         # whether the kernels prefetch a block ahead (the CPU's vendor decides)
    int tp_table_gathers()          # whether AVX-512 table reads are hardware gathers (the same)
    int tp_stream_pairs()           # whether new results of two arrays are streamed when large (the same)
    int tp_cpu_amd_force(int amd)   # tests: this module's vendor setting forced; the one before


def block_prefetch():
    """Whether tp_prefetch_bytes asks for blocks ahead on this CPU (tp_support.h: AVX-512 builds do
    unless cpuid names AMD; other builds always do)."""
    return bool(tp_block_prefetch())


def stream_pairs():
    """Whether a large new result of two arrays (the fused kernels' "aa" variant) is written by
    streaming stores (tp_support.h tp_stream_pairs: AVX-512 builds unless cpuid names AMD); the
    front reads it once, at import (front.STREAM_PAIRS)."""
    return bool(tp_stream_pairs())


def force_cpu_amd(bint amd):
    """Tests: run this module's block forms with the AMD tunings (table rows read in pairs, no block
    prefetch) or without them, whatever the CPU; returns the setting before (always False without
    AVX-512, where nothing depends on it)."""
    return bool(tp_cpu_amd_force(amd))


def table_gathers():
    """Whether the AVX-512 block forms of exp/log/expm1 read their tables by hardware gathers
    (tp_support.h tp_table_pairs: unless cpuid names AMD; without AVX-512 there are no such reads)."""
    return bool(tp_table_gathers()) and bool(MFOLD_AVX512)


ctypedef double (*_unary_f64)(double) noexcept nogil
ctypedef float (*_unary_f32)(float) noexcept nogil
ctypedef void (*_block_f64)(const double*, double*, Py_ssize_t) noexcept nogil
ctypedef void (*_block_f32)(const float*, float*, Py_ssize_t) noexcept nogil


cdef _map(_unary_f64 f, x):
    """f elementwise over a float64 copy of x."""
    cdef double[::1] src = np.ascontiguousarray(x, dtype=np.float64).ravel()
    out = np.empty(src.shape[0], np.float64)
    cdef double[::1] dst = out
    cdef Py_ssize_t i
    with nogil:
        for i in range(src.shape[0]):
            dst[i] = f(src[i])
    return out.reshape(np.shape(x))


cdef _map_f32(_unary_f32 f, x):
    """f elementwise over a float32 copy of x."""
    cdef float[::1] src = np.ascontiguousarray(x, dtype=np.float32).ravel()
    out = np.empty(src.shape[0], np.float32)
    cdef float[::1] dst = out
    cdef Py_ssize_t i
    with nogil:
        for i in range(src.shape[0]):
            dst[i] = f(src[i])
    return out.reshape(np.shape(x))


cdef _blocks_f64(_block_f64 f, x, bint inplace=False):
    """The block form f over a float64 copy of x (inplace: its result written over
    the copy itself, as the kernels' buffers are)."""
    cdef double[::1] src = np.array(x, dtype=np.float64, copy=True).ravel()
    out = np.asarray(src) if inplace else np.empty(src.shape[0], np.float64)
    cdef double[::1] dst = out
    if src.shape[0]:
        with nogil:
            f(&src[0], &dst[0], src.shape[0])
    return out.reshape(np.shape(x))


cdef _blocks_f32(_block_f32 f, x, bint inplace=False):
    """The block form f over a float32 copy of x (inplace: as _blocks_f64's)."""
    cdef float[::1] src = np.array(x, dtype=np.float32, copy=True).ravel()
    out = np.asarray(src) if inplace else np.empty(src.shape[0], np.float32)
    cdef float[::1] dst = out
    if src.shape[0]:
        with nogil:
            f(&src[0], &dst[0], src.shape[0])
    return out.reshape(np.shape(x))


def log1p(x):
    """tp_log1p elementwise over a float64 array (a copy)."""
    return _map(tp_log1p, x)


def log1p_array(x):
    """tp_log1p_array (the fused float64 MaskedTensor log1p's block form) over a float64 array (a copy)."""
    return _blocks_f64(tp_log1p_array, x)


def log1pf(x):
    """tp_log1pf (the scalar form) elementwise over a float32 array (a copy)."""
    return _map_f32(tp_log1pf, x)


def log1pf_array(x, inplace=False):
    """tp_log1pf_array (the fused float32 MaskedTensor log1p's block form) over a float32 array
    (a copy; inplace: its result written over the copy itself)."""
    return _blocks_f32(tp_log1pf_array, x, inplace)


def expm1(x):
    """tp_expm1 elementwise over a float64 array (a copy)."""
    return _map(tp_expm1, x)


def expm1_array(x):
    """tp_expm1_array (the fused float64 MaskedTensor expm1's block form) over a float64 array (a copy)."""
    return _blocks_f64(tp_expm1_array, x)


def expm1f(x):
    """tp_expm1f (the scalar form) elementwise over a float32 array (a copy)."""
    return _map_f32(tp_expm1f, x)


def expm1f_array(x, inplace=False):
    """tp_expm1f_array (the fused float32 MaskedTensor expm1's block form) over a float32 array
    (a copy; inplace: its result written over the copy itself)."""
    return _blocks_f32(tp_expm1f_array, x, inplace)


def exp(x):
    """tp_exp elementwise over a float64 array (a copy)."""
    return _map(tp_exp, x)


def exp_array(x, inplace=False):
    """tp_exp_array (the fused MaskedTensor exp's block form) over a float64 array (a copy;
    inplace: its result written over the copy itself, as the kernels' buffers are)."""
    return _blocks_f64(tp_exp_array, x, inplace)


def exp_fast_array(x, inplace=False):
    """tp_exp_fast_array (the softmax family's and logsumexp's block form) over a float64 array (a copy;
    inplace: its result written over the copy itself, as the kernels' buffers are)."""
    return _blocks_f64(tp_exp_fast_array, x, inplace)


def exp_fast_array_f32(x):
    """tp_exp_fast_array_f32 (the float32 fused MaskedTensor exp's block form) over a float32 array (a copy)."""
    return _blocks_f32(tp_exp_fast_array_f32, x)


def log_array_f32(x):
    """tp_log_array_f32 (the float32 fused MaskedTensor log's block form) over a float32 array (a copy)."""
    return _blocks_f32(tp_log_array_f32, x)


def log_tab_array_f32(x):
    """tp_log_tab_array_f32 (the float32 fused MaskedTensor log's block form) over a float32 array (a copy)."""
    return _blocks_f32(tp_log_tab_array_f32, x)


def expf(x):
    """tp_expf (the scalar form) elementwise over a float32 array (a copy)."""
    return _map_f32(tp_expf, x)


def expf_array(x, inplace=False):
    """tp_expf_array (the float32 MaskedTensor exp's and the float32 logsumexp's block form)
    over a float32 array (a copy; inplace: its result written over the copy itself)."""
    return _blocks_f32(tp_expf_array, x, inplace)


def logf(x):
    """tp_logf (the scalar form) elementwise over a float32 array (a copy)."""
    return _map_f32(tp_logf, x)


def logf_array(x, inplace=False):
    """tp_logf_array (the float32 MaskedTensor log's block form) over a float32 array
    (a copy; inplace: its result written over the copy itself)."""
    return _blocks_f32(tp_logf_array, x, inplace)


def exp_fast(x):
    """tp_exp_fast elementwise over a float64 array (a copy)."""
    return _map(tp_exp_fast, x)


def log(x):
    """tp_log elementwise over a float64 array (a copy)."""
    return _map(tp_log, x)


def log_tab(x):
    """tp_log_tab elementwise over a float64 array (a copy)."""
    return _map(tp_log_tab, x)


def log_array(x, inplace=False):
    """tp_log_array (the float64 fused MaskedTensor log's block form) over a float64 array (a copy;
    inplace: its result written over the copy itself, as the kernels' buffers are)."""
    return _blocks_f64(tp_log_array, x, inplace)


cdef extern from "tp_support.h" nogil:
    double tp_select_work_f64(double* a, Py_ssize_t n, Py_ssize_t k, Py_ssize_t* work)


def select_f64(x, Py_ssize_t k):
    """(k-th smallest of x, element visits the median kernels' selection made)
    on a float64 copy of x: lets tests bound the work on adversarial inputs."""
    cdef double[::1] buf = np.array(x, dtype=np.float64, copy=True).ravel()
    cdef Py_ssize_t work = 0, n = buf.shape[0]
    cdef double value
    if not 0 <= k < n:
        raise IndexError(f"select_f64: k {k} is out of range for {n} elements")
    with nogil:
        value = tp_select_work_f64(&buf[0], n, k, &work)
    return value, work


cdef extern from "tp_support.h" nogil:
    int TP_AVX512
    int TP_AVX2
    int TP_BLOCK
    double tp_mfold_add_f64(const double* x, const unsigned char* m, Py_ssize_t n, double id, Py_ssize_t* cnt)
    double tp_mfold_max_f64(const double* x, const unsigned char* m, Py_ssize_t n, double id, Py_ssize_t* cnt)
    double tp_mfold_min_f64(const double* x, const unsigned char* m, Py_ssize_t n, double id, Py_ssize_t* cnt)
    float tp_mfold_add_f32(const float* x, const unsigned char* m, Py_ssize_t n, float id, Py_ssize_t* cnt)
    float tp_mfold_max_f32(const float* x, const unsigned char* m, Py_ssize_t n, float id, Py_ssize_t* cnt)
    float tp_mfold_min_f32(const float* x, const unsigned char* m, Py_ssize_t n, float id, Py_ssize_t* cnt)
    double tp_mfold_add_sq_f64(const double* x, const unsigned char* m, Py_ssize_t n, double c, double id, Py_ssize_t* cnt)
    double tp_mfold_add_sqdev_f64(const double* x, const unsigned char* m, Py_ssize_t n, double c, double id, Py_ssize_t* cnt)
    double tp_mfold_add_abs_f64(const double* x, const unsigned char* m, Py_ssize_t n, double c, double id, Py_ssize_t* cnt)
    float tp_mfold_add_sq_f32(const float* x, const unsigned char* m, Py_ssize_t n, float c, float id, Py_ssize_t* cnt)
    float tp_mfold_add_sqdev_f32(const float* x, const unsigned char* m, Py_ssize_t n, float c, float id, Py_ssize_t* cnt)
    float tp_mfold_add_abs_f32(const float* x, const unsigned char* m, Py_ssize_t n, float c, float id, Py_ssize_t* cnt)
    double tp_fold_add_f64(const double* b, Py_ssize_t n)
    double tp_fold_max_f64(const double* b, Py_ssize_t n)
    double tp_fold_min_f64(const double* b, Py_ssize_t n)
    float tp_fold_add_f32(const float* b, Py_ssize_t n)
    float tp_fold_max_f32(const float* b, Py_ssize_t n)
    float tp_fold_min_f32(const float* b, Py_ssize_t n)

# Whether the masked folds below are the AVX-512 ones (else the portable two-stage loop).
MFOLD_AVX512 = bool(TP_AVX512)
MFOLD_AVX2 = bool(TP_AVX2)        # the 256-bit forms (x86-64-v3 without AVX-512)
BLOCK_ELEMENTS = TP_BLOCK


ctypedef double (*_mfold_f64)(const double*, const unsigned char*, Py_ssize_t, double, Py_ssize_t*) noexcept nogil
ctypedef float (*_mfold_f32)(const float*, const unsigned char*, Py_ssize_t, float, Py_ssize_t*) noexcept nogil
ctypedef double (*_fold_f64)(const double*, Py_ssize_t) noexcept nogil
ctypedef float (*_fold_f32)(const float*, Py_ssize_t) noexcept nogil
_COMBINES = ("add", "max", "min")
cdef _mfold_f64[3] _MFOLD_F64 = [tp_mfold_add_f64, tp_mfold_max_f64, tp_mfold_min_f64]
cdef _mfold_f32[3] _MFOLD_F32 = [tp_mfold_add_f32, tp_mfold_max_f32, tp_mfold_min_f32]
cdef _fold_f64[3] _FOLD_F64 = [tp_fold_add_f64, tp_fold_max_f64, tp_fold_min_f64]
cdef _fold_f32[3] _FOLD_F32 = [tp_fold_add_f32, tp_fold_max_f32, tp_fold_min_f32]


ctypedef double (*_mapfold_f64)(const double*, const unsigned char*, Py_ssize_t, double, double, Py_ssize_t*) noexcept nogil
ctypedef float (*_mapfold_f32)(const float*, const unsigned char*, Py_ssize_t, float, float, Py_ssize_t*) noexcept nogil
_MAPS = ("sq", "sqdev", "abs")
cdef _mapfold_f64[3] _MAPFOLD_F64 = [tp_mfold_add_sq_f64, tp_mfold_add_sqdev_f64, tp_mfold_add_abs_f64]
cdef _mapfold_f32[3] _MAPFOLD_F32 = [tp_mfold_add_sq_f32, tp_mfold_add_sqdev_f32, tp_mfold_add_abs_f32]


def masked_fold(str combine, x, m, id, map=None, c=0.0):
    """(tp_mfold_<combine>_<f64|f32>(x, m, n, id), its count of valid elements)
    for one block (0 < n <= BLOCK_ELEMENTS) of a float64 or float32 x and a
    bool m; with `map` (sq: x*x, sqdev: (x-c)*(x-c), abs: |x|; combine add),
    tp_mfold_add_<map>_<f64|f32>(x, m, n, c, id)."""
    cdef double[::1] xd
    cdef float[::1] xf
    cdef const unsigned char[::1] mb = np.ascontiguousarray(m, dtype=np.bool_).view(np.uint8)
    cdef Py_ssize_t n = mb.shape[0], cnt = 0
    cdef int k = _COMBINES.index(combine) if map is None else _MAPS.index(map)
    x = np.ascontiguousarray(x)
    if x.shape[0] != n or not 0 < n <= TP_BLOCK or x.dtype not in (np.float64, np.float32):
        raise ValueError("masked_fold: x and m of one length in 1..BLOCK_ELEMENTS, x float64 or float32")
    if map is not None and combine != "add":
        raise ValueError("masked_fold: a map is folded by add only")
    if x.dtype == np.float64:
        xd = x
        r = _MFOLD_F64[k](&xd[0], &mb[0], n, id, &cnt) if map is None else \
            _MAPFOLD_F64[k](&xd[0], &mb[0], n, c, id, &cnt)
        return np.float64(r), cnt
    xf = x
    r = _MFOLD_F32[k](&xf[0], &mb[0], n, id, &cnt) if map is None else _MAPFOLD_F32[k](&xf[0], &mb[0], n, c, id, &cnt)
    return np.float32(r), cnt


def fold(str combine, b):
    """tp_fold_<combine>_<f64|f32>(b, n): the block fold the masked folds must equal."""
    cdef double[::1] bd
    cdef float[::1] bf
    cdef int c = _COMBINES.index(combine)
    b = np.ascontiguousarray(b)
    if b.dtype == np.float64:
        bd = b
        return np.float64(_FOLD_F64[c](&bd[0], bd.shape[0]))
    bf = b
    return np.float32(_FOLD_F32[c](&bf[0], bf.shape[0]))


cdef extern from "tp_support.h" nogil:
    void tp_stream_bytes(char* dst, const char* src, Py_ssize_t n)
    void tp_stream_fence()


def stream_bytes(dst, src):
    """tp_stream_bytes (a large output's block written by streaming stores) from the bytes of src
    (a 1-D uint8 array) into the start of dst (a writable 1-D uint8 array, any alignment)."""
    cdef unsigned char[::1] d = dst
    cdef const unsigned char[::1] s = src
    if s.shape[0] > d.shape[0]:
        raise ValueError("stream_bytes: src is longer than dst")
    if s.shape[0]:
        with nogil:
            tp_stream_bytes(<char*>&d[0], <const char*>&s[0], s.shape[0])
            tp_stream_fence()
