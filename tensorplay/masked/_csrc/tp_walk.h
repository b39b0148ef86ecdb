/* The walk layer of the plan kernels: the plan, and the one strided
 * iterator every kind's walks are written with (in the spirit of
 * bottleneck's iterators.h).
 *
 * A plan splits the input into *kept* dims (one output each, or one slice
 * each for scans and normalizations) and *reduced* dims, with byte strides
 * for three operands: the input x, the mask m (0 where broadcast) and the
 * output.  Every walk is built from three pieces:
 *
 *  - tp_odo: an odometer over some dims of the plan, carrying the byte
 *    offsets of the three operands (kept positions; reduced positions);
 *  - tp_runs: the runs of one *unit*, the elements [s, e) of the flattened
 *    slice of one kept position: the whole slice (positions layout), a fixed
 *    chunk of it (chunked layout) or a segment (segmented plans: the sparse
 *    layouts, where a unit is the one run [seg[it], seg[it + 1]) of a 1-D
 *    input).  A run is a stretch of the innermost reduced dim: `len`
 *    elements at x, m, out with the strides xs, ms, os, the first of which is
 *    element `base` of the slice;
 *  - tp_rows: the units of the row layout (the innermost kept dim walked in
 *    the inner loop): outer kept positions, or, split, columns of every row.
 *
 * So a kind writes the fold of a run and what it does per unit; where the
 * units come from, and the offsets, are here once.  The layout *policy*
 * (which walk runs) is _entry.pyx choose_layout; its constants are in
 * _support.pxd. */
#ifndef TP_WALK_H
#define TP_WALK_H

#include <stddef.h>
#include <stdint.h>

#define TP_WALK_INLINE static inline __attribute__((always_inline))

typedef ptrdiff_t tp_intp;

/* The walk layer's constants, in one place (Cython sees them through
 * _support.pxd).  Every layout choice depends on the shape only, never on the
 * thread count, so results are identical for any number of threads. */
#define TP_BLOCK 128          /* elements per block: stage-1 buffer and pairwise leaf */
enum {
    TP_MAXD = 64,             /* numpy's maximum number of dims */
    TP_MAXP = 4,              /* an op's parameters of each type a plan carries (reals, ints) */
    TP_FEW_ROWS = 16,         /* row layouts with fewer outer rows split their columns, */
    TP_SHORT_ROW = 64,        /* or, if their rows are this short, chunk their reduced rows */
    TP_FEW_OUTPUTS = 8,       /* fewer outputs than this and long slices: chunk the slices */
    TP_CHUNK_MIN = 32768,     /* elements of a chunk at least; slices of 2 chunks or more are chunked */
    TP_CHUNKS = 64,           /* chunks per slice at most (the partials are combined in order) */
    TP_SHORT_SLICE = 32       /* slices of at most this many contiguous elements may be batched */
};

typedef struct {
    char *x;                  /* input base pointer */
    const uint8_t *m;         /* mask base pointer, NULL when there is no mask */
    char *out;                /* output base pointer */
    int nk;                   /* kept dims, outermost first */
    tp_intp kshape[TP_MAXD], kxs[TP_MAXD], kms[TP_MAXD], kos[TP_MAXD];
    int nr;                   /* reduced dims, outermost first (nr >= 1) */
    tp_intp rshape[TP_MAXD], rxs[TP_MAXD], rms[TP_MAXD];
    tp_intp ros[TP_MAXD];     /* output strides along the reduced dims (0 for
                                 reductions; scans and normalizations write one
                                 output per input) */
    int outer;                /* the innermost kept dim is walked in the inner loop */
    /* The op's parameters: its resolver's values (_runtime/params.py) in
     * order, each in the array of its type -- a float in `reals`, an int or a
     * bool in `ints` -- so that an int reaches the kernel as an int (window:
     * p.ints[0]); var's correction is p.reals[0], normalize's ord and eps
     * p.reals[0..1]. */
    double reals[TP_MAXP];
    int64_t ints[TP_MAXP];
    /* Set by the layout runner (_entry.pyx) for the walks' parallel spans: */
    int split;                /* row layout: the units are columns, not rows */
    /* The chunked layouts (_entry.pyx run_chunked): unit u is chunk u % nch
     * (csize elements) of the slices of outer position u // nch, which hold
     * `per` outputs (1; the row-chunked layout: a row's nk0).  A step's
     * partials and counts of unit u start at index u * per (tp_part_at);
     * `keep` holds one state per output across steps (the kind's struct). */
    tp_intp nch, csize, per;
    void *part;
    tp_intp *cnt;
    void *keep;
    /* Set by the entry of a kernel whose walks are shared across dtypes or
     * variants: its per-dtype functions (the span over kept positions; per
     * pass: fold a run, fold all reduced rows into a row of accumulators; the
     * normalizations' stat folds). */
    void *pos;
    void *run[2];
    void *sweep[2];
    void *stat;
    void *stat_row;
    /* A segmented plan (the sparse layouts; PlanKernel.segments): unit it is
     * the run of elements [seg[it], seg[it + 1]) of a 1-D input (stride
     * rxs[0], mask stride rms[0]); nk = 1, kshape[0] the number of segments.
     * NULL for every other plan. */
    const tp_intp *seg;
} tp_plan;

TP_WALK_INLINE tp_intp tp_prod(int n, const tp_intp *shape)
{
    tp_intp t = 1;
    for (int i = 0; i < n; i++) t *= shape[i];
    return t;
}

/* ---- tp_odo: an odometer over n dims (last fastest) and up to TP_MAXOPS
 * operands' byte offsets: the one strided iterator of every kernel kind ---- */

enum { TP_MAXOPS = 5 };

typedef struct {
    int n;                    /* dims walked */
    const tp_intp *shape;
    const tp_intp *s[TP_MAXOPS];   /* each operand's byte strides along each dim */
    tp_intp idx[TP_MAXD];
    /* The operands' byte offsets at the current position: named fields, not
     * an array, so that the compiler keeps them in registers (an array
     * indexed in a loop stays in memory).  A plan's three are its input,
     * mask and output (Cython: x, m, o). */
    tp_intp off0, off1, off2, off3, off4;
} tp_odo;

/* Move the offsets by `by` steps along dim d; `nops` is a constant at every
 * call, so the unused operands cost nothing. */
TP_WALK_INLINE void tp_odo_move(tp_odo *w, const int nops, int d, tp_intp by)
{
    w->off0 += by * w->s[0][d];
    w->off1 += by * w->s[1][d];
    w->off2 += by * w->s[2][d];
    if (nops > 3) w->off3 += by * w->s[3][d];
    if (nops > 4) w->off4 += by * w->s[4][d];
}

/* Set the odometer to the flat position `pos` (where a span starts). */
TP_WALK_INLINE void tp_odo_seek(tp_odo *w, tp_intp pos)
{
    w->off0 = w->off1 = w->off2 = w->off3 = w->off4 = 0;
    if (pos == 0) {           /* the common start: no divisions */
        for (int d = 0; d < w->n; d++) w->idx[d] = 0;
        return;
    }
    for (int d = w->n - 1; d >= 0; d--) {
        tp_intp i = pos % w->shape[d];
        pos /= w->shape[d];
        w->idx[d] = i;
        tp_odo_move(w, TP_MAXOPS, d, i);      /* (absent operands' strides are 0) */
    }
}

/* Advance by one position; wraps to all zeros after the last.  `nops` is
 * the odometer's own count, passed as a constant by each caller (below). */
TP_WALK_INLINE void tp_odo_step(tp_odo *w, const int nops)
{
    for (int d = w->n - 1; d >= 0; d--) {
        tp_odo_move(w, nops, d, 1);
        if (++w->idx[d] < w->shape[d]) return;
        tp_odo_move(w, nops, d, -w->shape[d]);
        w->idx[d] = 0;
    }
}

/* The steps of the walks: a plan's three operands (input, mask, output), a
 * selector or special function's Walk (four), a binary op's or a backward
 * kernel's Walk (five). */
TP_WALK_INLINE void tp_odo_next(tp_odo *w) { tp_odo_step(w, 3); }
TP_WALK_INLINE void tp_odo_next4(tp_odo *w) { tp_odo_step(w, 4); }
TP_WALK_INLINE void tp_odo_next5(tp_odo *w) { tp_odo_step(w, 5); }

/* An odometer over the first n dims of shape moving nops operands (3 to
 * TP_MAXOPS; its steps say how many: tp_odo_next, next4, next5), with
 * strides[j] the byte strides of operand j, at the flat position pos. */
TP_WALK_INLINE void tp_odo_init(tp_odo *w, int n, const tp_intp *shape, int nops,
                                const tp_intp *const *strides, tp_intp pos)
{
    static const tp_intp none[TP_MAXD] = {0};   /* the absent operands' strides */
    w->n = n;
    w->shape = shape;
    for (int j = 0; j < TP_MAXOPS; j++) w->s[j] = j < nops ? strides[j] : none;
    tp_odo_seek(w, pos);
}

/* An odometer over the first n dims of shape with a plan's three operands'
 * strides sx, sm, so, at the flat position pos. */
TP_WALK_INLINE void tp_odo_at(tp_odo *w, int n, const tp_intp *shape, const tp_intp *sx, const tp_intp *sm,
                              const tp_intp *so, tp_intp pos)
{
    const tp_intp *strides[3] = {sx, sm, so};
    tp_odo_init(w, n, shape, 3, strides, pos);
}

/* The first n kept dims of p, at the flat kept position pos. */
TP_WALK_INLINE void tp_kept(tp_odo *w, const tp_plan *p, int n, tp_intp pos)
{
    tp_odo_at(w, n, p->kshape, p->kxs, p->kms, p->kos, pos);
}

/* The first n reduced dims of p, at the flat reduced position pos. */
TP_WALK_INLINE void tp_reduced(tp_odo *w, const tp_plan *p, int n, tp_intp pos)
{
    tp_odo_at(w, n, p->rshape, p->rxs, p->rms, p->ros, pos);
}

/* ---- tp_runs: the runs of a unit ---- */

typedef struct {
    tp_odo r;                 /* the reduced dims but the innermost */
    tp_intp n0, i, s, e;
    const tp_plan *p;
    tp_intp xo, mo, oo;       /* the unit's kept position */
    /* the current run (set by tp_runs_next): */
    const char *x;
    const uint8_t *m;         /* NULL when the plan has no mask */
    char *out;
    tp_intp len, base;        /* its length; the slice index of its first element */
    tp_intp size;             /* the unit's elements (e - s at the start) */
    tp_intp xs, ms, os;       /* its strides (the innermost reduced dim's) */
} tp_runs;

/* A unit that is one run (a segment, or the whole slice of a plan with one
 * reduced dim): its run is set here, and tp_runs_next hands it out once. */
TP_WALK_INLINE void tp_runs_one(tp_runs *R, const tp_plan *p, tp_intp xo, tp_intp mo, tp_intp oo, tp_intp n)
{
    R->p = p;
    R->n0 = -1;
    R->s = 0;
    R->e = n;
    R->size = n;
    R->xs = p->rxs[0];
    R->ms = p->rms[0];
    R->os = p->ros[0];
    R->x = p->x + xo;
    R->m = p->m == NULL ? NULL : p->m + mo;
    R->out = p->out + oo;
    R->len = n;
    R->base = 0;
}

/* The runs of elements [s, e) of the flattened slice at kept offsets
 * (xo, mo, oo). */
TP_WALK_INLINE void tp_runs_piece(tp_runs *R, const tp_plan *p, tp_intp xo, tp_intp mo, tp_intp oo,
                                  tp_intp s, tp_intp e)
{
    int nr1 = p->nr - 1;
    R->p = p;
    R->xo = xo;
    R->mo = mo;
    R->oo = oo;
    R->n0 = p->rshape[nr1];
    R->xs = p->rxs[nr1];
    R->ms = p->rms[nr1];
    R->os = p->ros[nr1];
    R->s = s;
    R->e = e;
    R->size = e - s;
    if (s == 0) {             /* from the slice's start: no divisions */
        tp_reduced(&R->r, p, nr1, 0);
        R->i = 0;
    } else if (s < e) {
        tp_reduced(&R->r, p, nr1, s / R->n0);
        R->i = s % R->n0;
    }
}

/* The runs of the whole slice of kept position `it` at kept offsets
 * (xo, mo, oo); for a segmented plan, its one run (the segment). */
TP_WALK_INLINE void tp_runs_slice(tp_runs *R, const tp_plan *p, tp_intp it, tp_intp xo, tp_intp mo, tp_intp oo)
{
    if (p->seg != NULL) {
        tp_intp s = p->seg[it];
        tp_runs_one(R, p, s * p->rxs[0], s * p->rms[0], oo + s * p->ros[0], p->seg[it + 1] - s);
    } else if (p->nr == 1) {
        tp_runs_one(R, p, xo, mo, oo, p->rshape[0]);
    } else {
        tp_runs_piece(R, p, xo, mo, oo, 0, tp_prod(p->nr, p->rshape));
    }
}

/* The most elements of a unit among kept positions [lo, hi) of slices of
 * rtotal elements (a segmented plan's segments differ in length): what a
 * kind that gathers a unit into a buffer allocates. */
TP_WALK_INLINE tp_intp tp_unit_most(const tp_plan *p, tp_intp lo, tp_intp hi, tp_intp rtotal)
{
    tp_intp most = 0;
    if (p->seg == NULL) return rtotal;
    for (tp_intp it = lo; it < hi; it++)
        if (p->seg[it + 1] - p->seg[it] > most) most = p->seg[it + 1] - p->seg[it];
    return most;
}

/* The next run into R->x, m, out, len, base; 0 when there is none. */
TP_WALK_INLINE int tp_runs_next(tp_runs *R)
{
    const tp_plan *p = R->p;
    tp_intp len;
    if (R->s >= R->e) return 0;
    if (R->n0 < 0) {          /* one run (tp_runs_one), already set */
        R->s = R->e;
        return 1;
    }
    len = R->n0 - R->i < R->e - R->s ? R->n0 - R->i : R->e - R->s;
    R->x = p->x + R->xo + R->r.off0 + R->i * R->xs;
    R->m = p->m == NULL ? NULL : p->m + R->mo + R->r.off1 + R->i * R->ms;
    R->out = p->out + R->oo + R->r.off2 + R->i * R->os;
    R->len = len;
    R->base = R->s;
    R->s += len;
    R->i = 0;
    if (R->s < R->e) tp_odo_next(&R->r);
    return 1;
}

/* ---- chunked units: piece u % nch of the slice of kept position u // nch ---- */

/* Elements per chunk of a slice of rtotal elements (a multiple of TP_BLOCK),
 * from the length alone (never the thread count). */
TP_WALK_INLINE tp_intp tp_chunk_size(tp_intp rtotal)
{
    tp_intp cs = (rtotal + TP_CHUNKS - 1) / TP_CHUNKS;
    if (cs < TP_CHUNK_MIN) cs = TP_CHUNK_MIN;
    return (cs + TP_BLOCK - 1) / TP_BLOCK * TP_BLOCK;
}

/* Cut slices of rtotal elements into p->nch chunks of p->csize elements. */
TP_WALK_INLINE void tp_chunking(tp_plan *p, tp_intp rtotal)
{
    p->csize = tp_chunk_size(rtotal);
    p->nch = (rtotal + p->csize - 1) / p->csize;
}

/* The index in p->part (and p->cnt, per count) of output o's partial from
 * chunk q: outputs are the kept positions in order, `per` to an outer position. */
TP_WALK_INLINE tp_intp tp_part_at(const tp_plan *p, tp_intp o, tp_intp q)
{
    return ((o / p->per) * p->nch + q) * p->per + o % p->per;
}

/* The runs of chunk unit u (see tp_chunking); kept is set to its position. */
TP_WALK_INLINE void tp_runs_chunk(tp_runs *R, tp_odo *kept, const tp_plan *p, tp_intp u, tp_intp rtotal)
{
    tp_intp s = (u % p->nch) * p->csize;
    tp_intp e = s + p->csize < rtotal ? s + p->csize : rtotal;
    tp_kept(kept, p, p->nk, u / p->nch);
    tp_runs_piece(R, p, kept->off0, kept->off1, kept->off2, s, e);
}

/* ---- tp_rows: the units of the row layout ---- */

typedef struct {
    tp_odo k;                 /* the kept dims but the innermost: the current row */
    tp_intp it0, it1;         /* the rows walked */
    tp_intp nk0;              /* outputs per row walked */
    tp_intp col;              /* the first column walked */
    tp_intp xs, ms, os;       /* the innermost kept dim's strides */
} tp_rows;

/* Units [lo, hi): outer kept positions, or with p->split the columns
 * [lo, hi) of every row.  R->k.off0, off1, off2 are the offsets of the current row's
 * first column walked. */
TP_WALK_INLINE void tp_rows_span(tp_rows *R, const tp_plan *p, tp_intp lo, tp_intp hi)
{
    int nk1 = p->nk - 1;
    R->xs = p->kxs[nk1];
    R->ms = p->kms[nk1];
    R->os = p->kos[nk1];
    if (p->split) {
        R->it0 = 0;
        R->it1 = tp_prod(nk1, p->kshape);
        R->nk0 = hi - lo;
        R->col = lo;
    } else {
        R->it0 = lo;
        R->it1 = hi;
        R->nk0 = p->kshape[nk1];
        R->col = 0;
    }
    tp_kept(&R->k, p, nk1, R->it0);
    R->k.off0 += R->col * R->xs;
    R->k.off1 += R->col * R->ms;
    R->k.off2 += R->col * R->os;
}

/* The next row (the column offset rides along: the odometer only adds and
 * subtracts its own strides). */
TP_WALK_INLINE void tp_rows_next(tp_rows *R)
{
    tp_odo_next(&R->k);
}

#endif
