/* sand-reach-fill.c: filling a pivot's view row by row, without the queue.
 *
 * Cells that see a pivot over open ground take its straight-line cost, one leg
 * per cell; only the cells at the edge of what was filled are queued for the
 * search (sand-reach-search.c) to go on from.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-reach-solve-private.h"

typedef struct
{
  gint32 p;
  int    pcell;
  int    pi;
  int    pj;
  double px;
  double py;
  double gp;
  gint32 id;
  int    n_seeds;
  gboolean pclean; /* nothing listed in the pivot's cell */
  /* per column i, dx = px - (x0 + i * cell) of fill_plain() as dx * dx and |dx|:
   * the same for every row */
  const double *dx2;
  const double *adx;
} Fill;

/* All eight neighbours of @x took fill @id's pivot too, as most of a fill's cells
 * do: nothing left to improve from there. Cells on the raster's rim are left to
 * fill_frontier() (a row's ends would wrap round). */
static inline gboolean
fill_interior (const Solve *S,
               int          x,
               gint32       id)
{
  const gint32 *m = S->mark;
  int W = S->s->width;

  if (x <= W || x >= W * (S->s->height - 1) - 1)
    return FALSE;
  /* no early exit: eight loads side by side beat eight branches */
  return (m[x - W - 1] == id) & (m[x - W] == id) & (m[x - W + 1] == id) & (m[x - 1] == id)
         & (m[x + 1] == id) & (m[x + W - 1] == id) & (m[x + W] == id) & (m[x + W + 1] == id);
}

/* Whether the expansion of @x, which the fill from pivot @p reached, could still
 * improve a neighbour: one of another pivot, or unreached, that a step from @x
 * or the leg from @p could make cheaper. Only such cells need the queue. */
static gboolean
fill_frontier (const Solve *S,
               const Fill  *F,
               int          x)
{
  const SandMoveSnapshot *s = S->s;
  int W = s->width, xi = x % W, xj = x / W;
  double kx = S->kcost[s->kind[x]];

  for (int d = 0; d < 8; d++)
    {
      int mi = xi + dirs[d][0], mj = xj + dirs[d][1];
      if (mi < 0 || mj < 0 || mi >= W || mj >= s->height)
        continue;
      int m = mj * W + mi;
      if (S->mark[m] == F->id)
        continue; /* it took this pivot too: the bulk of a fill's cells */
      guint16 km = s->kind[m];
      if (S->closed[m] || S->kblocked[km])
        continue;
      if (S->g[m] < INFINITY && effective_pivot (S, m) == F->p)
        continue;
      double gm = S->g[m];
      double step = S->g[x] + MIN (kx, S->kcost[km]) * s->cell * (d < 4 ? 1.0 : G_SQRT2);
      if (step <= S->budget + 1e-9 && step < gm)
        return TRUE;
      double leg = F->gp + S->kcost[km] * dist (s->x0 + (mi + 0.5) * s->cell - F->px,
                                                s->y0 + (mj + 0.5) * s->cell - F->py);
      if (leg <= S->budget + 1e-9 && leg < gm)
        return TRUE;
    }
  return FALSE;
}

/* sand_reach_can_inherit()'s cheap evidence in its commonest form, for the bulk of a fill:
 * the two cells toward the pivot took it in this fill (or are its cell), all of
 * one ground (or a leg goes on from theirs onto the new cell's), and nothing is
 * listed in them, the new cell or the pivot's cell.
 * FALSE says only that sand_reach_can_inherit() must decide. */
static inline gboolean
fill_evidence (const Solve *S,
               const Fill  *F,
               int          n,
               int          i,
               int          j,
               double       nx,
               double       ny)
{
  const SandMoveSnapshot *s = S->s;
  const int *os = s->obst_start;
  double dx = F->px - nx, dy = F->py - ny, eps = s->cell * 1e-6;
  int sx = dx > eps ? 1 : dx < -eps ? -1 : 0;
  int sy = dy > eps ? 1 : dy < -eps ? -1 : 0;
  gboolean along_x = fabs (dx) >= fabs (dy);
  int W = s->width;

  if (!F->pclean || i + sx < 0 || i + sx >= W || j + sy < 0 || j + sy >= s->height)
    return FALSE;
  int b1 = (j + (along_x ? 0 : sy)) * W + i + (along_x ? sx : 0);
  int b2 = (j + sy) * W + i + sx;
  if (os[n] != os[n + 1] || os[b1] != os[b1 + 1] || os[b2] != os[b2 + 1])
    return FALSE;
  guint16 ground = ground_of (s, n);
  return (b1 == F->pcell || (S->mark[b1] == F->id && sand_move_snapshot_ground_onto (s, ground_of (s, b1), ground)))
         && (b2 == F->pcell || (S->mark[b2] == F->id && sand_move_snapshot_ground_onto (s, ground_of (s, b2), ground)));
}

/* Cell (i, j) takes the fill's pivot if the cheap evidence allows it and it is
 * cheaper that way: FILL_TAKEN (seeds too), FILL_SEEN when it sees the pivot but
 * is as cheap already, FILL_NONE otherwise. */
enum { FILL_NONE, FILL_SEEN, FILL_TAKEN };

static inline int
fill_cell (Solve      *S,
           const Fill *F,
           int         i,
           int         j)
{
  const SandMoveSnapshot *s = S->s;
  int n = j * s->width + i;

  if (S->mark[n] == F->id)
    return FILL_TAKEN;
  guint16 k = s->kind[n];
  if (S->kblocked[k])
    return FILL_NONE;
  /* the same pivot would give the same cost: it was filled from it before */
  if (S->g[n] < INFINITY && !S->anchor[n] && S->pivot[n] == F->p)
    {
      S->mark[n] = S->fill_seen;
      return FILL_SEEN;
    }
  double nx = s->x0 + (i + 0.5) * s->cell, ny = s->y0 + (j + 0.5) * s->cell;
  double cand = F->gp + S->kcost[k] * dist (nx - F->px, ny - F->py);
  if (cand > S->budget + 1e-9
      || (!fill_evidence (S, F, n, i, j, nx, ny)
          && !sand_reach_can_inherit (S, n, i, j, F->p, F->pcell, F->px, F->py, nx, ny, TRUE)))
    return FILL_NONE;
  /* settled cells are still evidence for those beyond */
  if (cand >= S->g[n] - S->eps || S->closed[n])
    {
      S->mark[n] = S->fill_seen;
      return FILL_SEEN;
    }
  S->g[n] = (float) cand;
  S->pivot[n] = F->p;
  S->anchor[n] = 0;
  S->mark[n] = F->id;
  return FILL_TAKEN;
}


static inline void
span_add (Span *sp,
          int   i,
          int   how)
{
  if (how == FILL_NONE)
    return;
  sp->seen_lo = MIN (sp->seen_lo, i);
  sp->seen_hi = MAX (sp->seen_hi, i);
  if (how == FILL_TAKEN)
    {
      sp->lo = MIN (sp->lo, i);
      sp->hi = MAX (sp->hi, i);
      sp->n_taken++;
    }
}

/* The columns of the next row worth trying: next to what this one took, or saw
 * close to it. FALSE when it took nothing. */
static inline gboolean
span_next (const Span *sp,
           int        *L,
           int        *R)
{
  if (sp->hi < 0)
    return FALSE;
  *L = sp->lo - FILL_SEE_ON;
  *R = sp->hi + FILL_SEE_ON;
  return TRUE;
}

/* Widens [*L, *R] to the seeds in row @j. */
static void
seed_extent (const Solve *S,
             const Fill  *F,
             int          j,
             int         *L,
             int         *R)
{
  int W = S->s->width;

  for (int k = 0; k < F->n_seeds; k++)
    if (S->filled.v[k] / W == j)
      {
        *L = MIN (*L, S->filled.v[k] % W);
        *R = MAX (*R, S->filled.v[k] % W);
      }
}

/* A row's run of plain cells for fill_run(): from column @i outward (step @dir)
 * for as long as the cells are plain and on the same side of the diagonal
 * (@b1 and @b2: where the two cells toward the pivot lie, as offsets). Returns
 * the first column it did not take. */
typedef struct
{
  const SandMoveSnapshot *s;
  const guint16         *cg;
  const float           *kcost;
  gint32                *mark;
  gint32                *pivot;
  float                 *g;
  gint32                 id;
  gint32                 p;
  double                 gp;
  double                 limit;
  const double          *dx2;
  const double          *adx;
  double                 ady;
  double                 dy2;
  int                    row;
  int                    end;   /* the last column of the run */
  Span                   span;
} Run;

static inline int
fill_plain (Run *r,
            int  i,
            int  dir,
            int  b1,
            int  b2,
            int  along_x)
{
  /* all in locals: the stores to the rasters could alias *r, and the compiler
   * would load and store it again for every cell */
  const SandMoveSnapshot *s = r->s;
  const guint16 *restrict cg = r->cg + r->row;
  const float *restrict kcost = r->kcost;
  gint32 *restrict mark = r->mark + r->row;
  gint32 *restrict pivot = r->pivot + r->row;
  float *restrict g = r->g + r->row;
  const gint32 id = r->id, p = r->p;
  const double *restrict dx2 = r->dx2, *restrict adx = r->adx;
  const double gp = r->gp, limit = r->limit, ady = r->ady, dy2 = r->dy2;
  const int end = r->end;
  int lo = r->span.lo, hi = r->span.hi, n_taken = r->span.n_taken;

  for (; dir > 0 ? i <= end : i >= end; i += dir)
    {
      guint16 gr = cg[i];
      /* going outward |dx| only grows: a run along x stays along x */
      if ((!along_x && adx[i] >= ady) || gr == SAND_GROUND_LISTED || g[i] != INFINITY
          || mark[i + b1] != id || mark[i + b2] != id
          || (cg[i + b1] != gr && !sand_move_snapshot_ground_onto (s, cg[i + b1], gr))
          || (cg[i + b2] != gr && !sand_move_snapshot_ground_onto (s, cg[i + b2], gr)))
        break;
      double cand = gp + kcost[gr] * sqrt (dx2[i] + dy2);
      if (cand > limit)
        continue;
      /* an unreached cell's anchor is clear already */
      g[i] = (float) cand;
      pivot[i] = p;
      mark[i] = id;
      lo = MIN (lo, i);
      hi = MAX (hi, i);
      n_taken++;
    }
  r->span.lo = lo;
  r->span.hi = hi;
  r->span.n_taken = n_taken;
  return i;
}

/* Columns @a to @b (step @dir) of row @j, away from the pivot's row. The bulk of
 * a fill are plain cells: unreached, of one ground with the two cells toward the
 * pivot (or of ground a leg goes on onto from theirs), which took it in this
 * fill, nothing listed in any of the three. They
 * take the pivot in runs, one square root each (fill_evidence() in its cheapest
 * form); the cells next to the pivot's column and the rest go through
 * fill_cell(). */
static void
fill_run (Solve      *S,
          const Fill *F,
          int         j,
          int         a,
          int         b,
          int         dir,
          Span       *out)
{
  const SandMoveSnapshot *s = S->s;
  double cell = s->cell, eps = cell * 1e-6;
  double dy = F->py - (s->y0 + (j + 0.5) * cell);
  int sy = dy > eps ? 1 : dy < -eps ? -1 : 0;
  gboolean fast = F->pclean && sy != 0 && j + sy >= 0 && j + sy < s->height;
  double x0 = s->x0 + 0.5 * cell; /* centre of column 0 */
  Run r = {
    .s = s, .cg = s->cell_ground, .kcost = S->kcost, .mark = S->mark, .pivot = S->pivot, .g = S->g,
    .id = F->id, .p = F->p, .gp = F->gp, .limit = S->budget + 1e-9, .dx2 = F->dx2, .adx = F->adx,
    .ady = fabs (dy), .dy2 = dy * dy,
    .row = j * s->width, .end = b, .span = *out,
  };
  int up = sy * s->width;

  for (int i = a; dir > 0 ? i <= b : i >= b;)
    {
      double dx = F->px - (x0 + i * cell);
      /* away from the pivot's column the cells toward it lie back along the
       * row (-dir), and within the raster */
      if (fast && dx * dir < -cell)
        {
          int along_x = fabs (dx) >= r.ady;
          /* a constant step lets the compiler keep the run's loop tight */
          int k = dir > 0 ? fill_plain (&r, i, 1, along_x ? -1 : up, up - 1, along_x)
                          : fill_plain (&r, i, -1, along_x ? 1 : up, up + 1, along_x);
          if (k != i)
            {
              i = k;
              continue;
            }
        }
      span_add (&r.span, i, fill_cell (S, F, i, j));
      i += dir;
    }
  *out = r.span;
}

/* Rows away from the pivot's: a cell's evidence lies in the row before (diagonal)
 * and before it in this row (straight), so columns go outward from the pivot's,
 * over those next to what the row before reached. */
static Span
fill_row (Solve      *S,
          const Fill *F,
          int         j,
          int         L,
          int         R)
{
  Span out = SPAN_EMPTY;

  L = MAX (L, 0);
  R = MIN (R, S->s->width - 1);
  fill_run (S, F, j, MAX (L, F->pi), R, 1, &out);
  fill_run (S, F, j, MIN (R, F->pi - 1), L, -1, &out);
  return out;
}

/* The pivot's own row (with the next one when the start point lies off its cell's
 * centre line, as their evidence crosses): a cell's evidence is the cell before it,
 * so each side goes outward for as long as it takes cells, or sees them close to
 * the last it took. */
static void
fill_band (Solve      *S,
           const Fill *F,
           int         j0,
           int         j1,
           Span       *s0,
           Span       *s1)
{
  int W = S->s->width, L = G_MAXINT, R = -1;

  seed_extent (S, F, j0, &L, &R);
  if (j1 != j0)
    seed_extent (S, F, j1, &L, &R);
  if (R < 0)
    return;
  for (int side = 1; side >= -1; side -= 2)
    {
      int from = side > 0 ? MAX (L, F->pi) : MIN (R, F->pi - 1);
      int last = side > 0 ? R : L; /* the seeds reach this far */
      for (int i = from; i >= 0 && i < W; i += side)
        {
          int a = fill_cell (S, F, i, j0), b = j1 != j0 ? fill_cell (S, F, i, j1) : FILL_NONE;
          span_add (s0, i, a);
          if (j1 != j0)
            span_add (s1, i, b);
          if (a == FILL_TAKEN || b == FILL_TAKEN)
            last = side > 0 ? MAX (last, i) : MIN (last, i);
          if (side > 0 ? i >= last + (a || b ? FILL_SEE_ON : 0) : i <= last - (a || b ? FILL_SEE_ON : 0))
            break;
        }
    }
}

static inline gboolean
fill_row_seed (const Solve *S,
               const Fill  *F,
               int          c)
{
  for (int k = 0; k < F->n_seeds; k++)
    if (S->filled.v[k] == c)
      return TRUE;
  return FALSE;
}

/* Every cell of row @j the fill took in one run, with no gap. */
static inline gboolean
row_solid (const Solve *S,
           int          j)
{
  const Span *r = &S->rows[j];

  return j >= 0 && j < S->s->height && r->hi >= 0 && r->n_taken == r->hi - r->lo + 1;
}

/* Queues the cells of row @j that the fill took and whose expansion could still
 * improve a neighbour. Where this row and the two beside it are solid runs, the
 * cells over all three (less one at each end) are inner: only the rest are
 * tested, so the test costs the fill's rim, not its area. */
static inline void
fill_cell_frontier (Solve      *S,
                    const Fill *F,
                    int         cur,
                    int         j,
                    int         i,
                    const int  *in)
{
  const Span *r = &S->rows[j];
  int c = j * S->s->width + i;

  if (i >= r->lo && i <= r->hi && (i < in[0] || i > in[1])
      && S->mark[c] == F->id && !fill_row_seed (S, F, c)
      && !fill_interior (S, c, F->id) && fill_frontier (S, F, c))
    push (S, cur, c, S->g[c]);
}

/* Queues the cells of rows @j0 and @j1 (the same but in the pivot's band) that
 * the fill took and whose expansion could still improve a neighbour, in the
 * order the fill took them (the queue's order within a bucket follows). Where a
 * row and the two beside it are solid runs, the cells over all three (less one
 * at each end) are inner: only the rest are tested, so the test costs the fill's
 * rim, not its area. */
static void
fill_rows_frontier (Solve      *S,
                    const Fill *F,
                    int         cur,
                    int         j0,
                    int         j1)
{
  int in[2][2], lo = G_MAXINT, hi = -1;

  for (int k = 0; k < 2; k++)
    {
      int j = k == 0 ? j0 : j1;
      const Span *r = &S->rows[j];
      in[k][0] = G_MAXINT;
      in[k][1] = G_MININT;
      lo = MIN (lo, r->lo);
      hi = MAX (hi, r->hi);
      if (row_solid (S, j - 1) && row_solid (S, j) && row_solid (S, j + 1))
        {
          in[k][0] = MAX (MAX (S->rows[j - 1].lo, r->lo), S->rows[j + 1].lo) + 1;
          in[k][1] = MIN (MIN (S->rows[j - 1].hi, r->hi), S->rows[j + 1].hi) - 1;
        }
    }
  for (int side = 1; side >= -1; side -= 2)
    for (int i = side > 0 ? MAX (lo, F->pi) : MIN (hi, F->pi - 1); side > 0 ? i <= hi : i >= lo; i += side)
      {
        /* one row skips its inner run outright */
        if (j0 == j1 && i >= in[0][0] && i <= in[0][1])
          i = side > 0 ? in[0][1] + 1 : in[0][0] - 1;
        if (i < lo || i > hi)
          break;
        fill_cell_frontier (S, F, cur, j0, i, in[0]);
        if (j1 != j0)
          fill_cell_frontier (S, F, cur, j1, i, in[1]);
      }
}

/* The rows on one side of the pivot's band, outward: each row's cells find
 * their evidence in the row before, toward the pivot, so the two sides share
 * nothing but the band and may be filled at once. */
typedef struct
{
  Solve      *S;
  const Fill *F;
  int         dir;
  int         j;    /* the first row */
  Span        prev; /* what the band took on this side */
  int         jmin; /* the seeds' rows */
  int         jmax;
} Side;

static void
fill_side (const Side *sd)
{
  Solve *S = sd->S;
  Span prev = sd->prev;
  int dir = sd->dir, j = sd->j, H = S->s->height;

  /* straight to the seeds when they are farther out */
  if (prev.hi < 0)
    j = dir > 0 ? MAX (j, sd->jmin) : MIN (j, sd->jmax);
  for (; j >= 0 && j < H; j += dir)
    {
      int L = G_MAXINT, R = -1;
      span_next (&prev, &L, &R);
      seed_extent (S, sd->F, j, &L, &R);
      if (R < 0)
        {
          if (dir > 0 ? j >= sd->jmax : j <= sd->jmin)
            break;
          prev = (Span) SPAN_EMPTY;
          continue;
        }
      prev = fill_row (S, sd->F, j, L, R);
      S->rows[j] = prev;
    }
}

/* A band at least this many columns wide promises a fill (about the disc
 * across it) large enough to pay for handing a side to the second thread. */
#define FILL_SPLIT_WIDTH 300

/* A side handed to the second thread. Whoever takes it first fills it: the
 * thread may be busy with another solve, and then the caller does. */
typedef struct
{
  SandReachTask task;
  Side          side;
  gint          taken;
  gboolean      done;
  GMutex        lock;
  GCond         cond;
} SideJob;

static void
side_job_clear (gpointer data)
{
  SideJob *job = data;

  g_mutex_clear (&job->lock);
  g_cond_clear (&job->cond);
}

static void
side_job_run (SandReachTask *task)
{
  SideJob *job = (SideJob *) task;

  if (g_atomic_int_compare_and_exchange (&job->taken, 0, 1))
    {
      fill_side (&job->side);
      g_mutex_lock (&job->lock);
      job->done = TRUE;
      g_cond_signal (&job->cond);
      g_mutex_unlock (&job->lock);
    }
  g_atomic_rc_box_release_full (job, side_job_clear);
}

/* Fills side[0] on the second thread and side[1] on this one. */
static void
fill_sides_split (const Side *side)
{
  SideJob *job = g_atomic_rc_box_new0 (SideJob);

  job->task.run = side_job_run;
  job->side = side[0];
  g_mutex_init (&job->lock);
  g_cond_init (&job->cond);
  g_atomic_rc_box_acquire (job);
  if (!sand_reach_second_thread_push (&job->task))
    g_atomic_rc_box_release_full (job, side_job_clear);
  fill_side (&side[1]);
  if (g_atomic_int_compare_and_exchange (&job->taken, 0, 1))
    fill_side (&job->side);
  else
    {
      g_mutex_lock (&job->lock);
      while (!job->done)
        g_cond_wait (&job->cond, &job->lock);
      g_mutex_unlock (&job->lock);
    }
  g_atomic_rc_box_release_full (job, side_job_clear);
}

/* The fill's dx * dx and |dx| per column, in the scratch's. */
static void
fill_columns (Solve *S,
              Fill  *F)
{
  SandReachScratch *scratch = S->scratch;
  const SandMoveSnapshot *s = S->s;
  int W = s->width;
  double x0 = s->x0 + 0.5 * s->cell;

  if (scratch->cols_cap < 2 * W)
    {
      scratch->cols_cap = 2 * W;
      scratch->cols = g_renew (double, scratch->cols, scratch->cols_cap);
    }
  double *dx2 = scratch->cols, *adx = scratch->cols + W;
  for (int i = 0; i < W; i++)
    {
      double dx = F->px - (x0 + i * s->cell);
      dx2[i] = dx * dx;
      adx[i] = fabs (dx);
    }
  F->dx2 = dx2;
  F->adx = adx;
}

/* Spreads pivot @p from the seeds in S->filled (cells that have just taken it)
 * to every cell beyond them that can inherit it on the cheap evidence and is
 * improved by it: the bulk of a move over open ground costs one leg per cell,
 * row by row, with no queue. Only cells at the edge of what was filled are
 * queued, for the ordinary search (line-of-sight walks, steps, other pivots) to
 * go on from. */
void
sand_reach_fill_from (Solve *S,
                      int    cur,
                      int    s0,
                      gint32 p)
{
  const SandMoveSnapshot *s = S->s;
  int W = s->width, H = s->height;
  Fill F;

  if (S->filled.n == 0)
    return;
  F.p = p;
  pivot_point (S, p, s0, &F.px, &F.py, &F.gp, &F.pcell);
  F.pi = F.pcell % W;
  F.pj = F.pcell / W;
  F.pclean = s->obst_start[F.pcell] == s->obst_start[F.pcell + 1];
  S->fill_id += 2;
  F.id = S->fill_id - 1;
  S->fill_seen = S->fill_id;
  F.n_seeds = S->filled.n;
  fill_columns (S, &F);

  int jmin = H, jmax = -1;
  for (int k = 0; k < F.n_seeds; k++)
    {
      S->mark[S->filled.v[k]] = F.id;
      jmin = MIN (jmin, S->filled.v[k] / W);
      jmax = MAX (jmax, S->filled.v[k] / W);
    }

  /* only the start point lies off a cell's centre */
  double dy = F.py - (s->y0 + (F.pj + 0.5) * s->cell);
  int sy = dy > s->cell * 1e-6 ? 1 : dy < -s->cell * 1e-6 ? -1 : 0;
  if (F.pj + sy < 0 || F.pj + sy >= H)
    sy = 0;
  Span band[2] = { SPAN_EMPTY, SPAN_EMPTY };
  for (int j = 0; j < H; j++)
    S->rows[j] = (Span) SPAN_EMPTY;
  fill_band (S, &F, F.pj, F.pj + sy, &band[0], &band[1]);
  S->rows[F.pj] = band[0];
  if (sy != 0)
    S->rows[F.pj + sy] = band[1];

  Side side[2];
  for (int k = 0; k < 2; k++)
    {
      int dir = k == 0 ? 1 : -1;
      side[k] = (Side) { .S = S, .F = &F, .dir = dir, .prev = dir == sy ? band[1] : band[0],
                         .j = F.pj + (dir == sy ? 2 : 1) * dir, .jmin = jmin, .jmax = jmax };
    }
  int wide = MAX (band[0].hi, band[1].hi) - MIN (band[0].lo, band[1].lo) + 1;
  if (S->split_fill && wide >= FILL_SPLIT_WIDTH)
    fill_sides_split (side);
  else
    {
      fill_side (&side[0]);
      fill_side (&side[1]);
    }

  for (int k = 0; k < F.n_seeds; k++)
    {
      int c = S->filled.v[k];
      if (!fill_interior (S, c, F.id) && fill_frontier (S, &F, c))
        push (S, cur, c, S->g[c]);
    }
  fill_rows_frontier (S, &F, cur, F.pj, F.pj + sy);
  for (int dir = 1; dir >= -1; dir -= 2)
    for (int j = F.pj + (dir == sy ? 2 : 1) * dir; j >= 0 && j < H; j += dir)
      if (S->rows[j].hi >= 0)
        fill_rows_frontier (S, &F, cur, j, j);
  S->filled.n = 0;
  S->fill_seen = -1;
}
