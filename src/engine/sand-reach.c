/* sand-reach.c: the any-angle solver.
 *
 * A label-setting search over the snapshot's raster in order of cost (a bucket queue
 * whose buckets are a quarter cell wide). Each reached cell remembers a pivot: the
 * corner its last straight leg starts from. A neighbour inherits that pivot, and so
 * the exact straight-line cost, when the ground between is uniform: the two cells
 * next to it on the side of the pivot are of the same ground and were reached from the
 * same pivot, and no line or no-go zone listed near either end is crossed. Otherwise
 * it is reached by an ordinary step, paying the average cost of both cells, the lines
 * crossed and the level changed. Open ground thus gives true circles; paths bend only
 * at obstacles' corners and at changes of ground (approximating Snell's law there).
 *
 * Before the search, the cells the start sees over open ground are filled row by
 * row with their straight-line cost (fill_from()): no queue, one leg per cell. The
 * search goes on from the edge of that fill only, and improves a filled cell only
 * if the start's ground is not the cheapest there is.
 *
 * Worst-terrain allowances (mechanism 3) are solved exactly as a union: one search
 * per tier, each with its own budget, using only ground that allows at least it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sand-reach.h"
#include "sand-reach-field-private.h"
#include "sand-reach-scratch.h"
#include "sand-reach-zoc.h"

#define LOS_MAX_CELLS 12

typedef struct
{
  int *v;
  int  n;
  int  cap;
} CellList;

typedef struct
{
  const SandMoveSnapshot *s;
  double                  budget;
  /* an improvement smaller than this is rounding (costs are kept as floats):
   * taking it would send the search back over cells already filled */
  double                  eps;
  /* per kind, for this tier */
  float                  *kcost;
  guint8                 *kblocked;
  int                    *klevel;
  gboolean                up_blocked;
  gboolean                down_blocked;
  /* per cell */
  float                  *g;
  gint32                 *pivot;
  guint8                 *anchor;
  gboolean                borrowed; /* g, pivot and anchor are the field's */
  SandReachScratch       *scratch;  /* where the other arrays come from */
  /* the cells this tier can reach, or read beside them: its working arrays are
   * set up, and it is merged, only over this box (inclusive) */
  int                     box[4];
  guint8                 *closed;
  /* filling a pivot's view without the queue */
  gint32                 *mark;    /* the last fill that listed the cell */
  gint32                  fill_id;
  gint32                  fill_seen; /* mark of cells the current fill sees, not improves */
  CellList                filled;  /* the current fill's seeds */
  struct _Span           *rows;    /* per row, what the current fill took there */
  /* bucket queue */
  double                  width;
  int                     n_buckets;
  int                    *head;
  int                    *next;
  int                    *item;
  int                     n_items;
  int                     cap_items;
} Solve;

static inline double
dist (double dx,
      double dy)
{
  return sqrt (dx * dx + dy * dy);
}

static inline gboolean
tier_blocks (double tier,
             double budget)
{
  return tier > 0 && tier < budget - 1e-9;
}

static inline void
push (Solve *S,
      int    cur,
      int    c,
      float  g)
{
  int b = (int) (g / S->width);

  b = CLAMP (b, cur, S->n_buckets - 1);
  if (S->n_items == S->cap_items)
    {
      S->cap_items *= 2;
      S->next = g_renew (int, S->next, S->cap_items);
      S->item = g_renew (int, S->item, S->cap_items);
    }
  S->item[S->n_items] = c;
  S->next[S->n_items] = S->head[b];
  S->head[b] = S->n_items++;
}

static inline void
cell_centre (const SandMoveSnapshot *s,
             int                     c,
             double                 *x,
             double                 *y)
{
  *x = s->x0 + (c % s->width + 0.5) * s->cell;
  *y = s->y0 + (c / s->width + 0.5) * s->cell;
}

static inline gboolean
list_has (const SandMoveSnapshot *s,
          int                     c,
          int                     item)
{
  for (int k = s->obst_start[c]; k < s->obst_start[c + 1]; k++)
    if (s->obst[k] == item)
      return TRUE;
  return FALSE;
}

/* Anything listed in cell @c (or @c2) that the segment crosses or enters. */
static gboolean
segment_hits_listed (const SandMoveSnapshot *s,
                     int                     c,
                     int                     c2,
                     double                  ax,
                     double                  ay,
                     double                  bx,
                     double                  by)
{
  for (int pass = 0; pass < 2; pass++)
    {
      int cell = pass == 0 ? c : c2;
      if (cell < 0 || (pass == 1 && c2 == c) || s->obst_start[cell] == s->obst_start[cell + 1])
        continue;
      for (int k = s->obst_start[cell]; k < s->obst_start[cell + 1]; k++)
        {
          int it = s->obst[k];
          if (it >= 0)
            {
              if (sand_move_line_crossed (s, &g_array_index (s->lines, SandMoveLine, it), ax, ay, bx, by, NULL))
                return TRUE;
            }
          else if (sand_move_disc_hit (&g_array_index (s->discs, SandMoveDisc, -1 - it), ax, ay, bx, by))
            return TRUE;
        }
    }
  return FALSE;
}

/* Cells of one ground are uniform for a straight leg, whatever their kinds. */
static inline guint16
ground_of (const SandMoveSnapshot *s,
           int                     c)
{
  return s->ground[s->kind[c]];
}

/* The pivot a cell hands on to the cells it reaches. */
static inline gint32
effective_pivot (const Solve *S,
                 int          c)
{
  return S->anchor[c] ? c : S->pivot[c];
}

/* Evidence that the ground between cell @b's pivot side and the new cell is
 * uniform: @b is the pivot's own cell, or of the same ground and reached straight
 * from the same pivot (or, next to the pivot's cell, simply of the same ground). */
static inline gboolean
has_pivot (const Solve *S,
           int          b,
           int          p,
           int          pcell,
           guint16      ground)
{
  const SandMoveSnapshot *s = S->s;

  if (b == pcell)
    return TRUE;
  if (ground_of (s, b) != ground)
    return FALSE;
  if (S->g[b] < INFINITY && effective_pivot (S, b) == p)
    return TRUE;
  if (S->mark[b] == S->fill_seen)
    return TRUE;
  int w = s->width;
  return abs (b % w - pcell % w) <= 1 && abs (b / w - pcell / w) <= 1
         && s->obst_start[b] == s->obst_start[b + 1];
}

/* The exact test: every cell the segment passes over (sampled at a quarter
 * cell) is of the new cell's ground and open for this tier, and nothing listed
 * on the way is crossed. */
static gboolean
line_of_sight (const Solve *S,
               int          pcell,
               double       px,
               double       py,
               int          n,
               double       nx,
               double       ny)
{
  const SandMoveSnapshot *s = S->s;
  guint16 ground = ground_of (s, n);
  double len = dist (nx - px, ny - py);
  int steps = (int) ceil (len / (s->cell * 0.25));
  int last = pcell;

  /* Only near corners and curves is it worth it: a long walk for every cell along
   * every shadow's edge would cost more than the bend it saves. */
  if (len > LOS_MAX_CELLS * s->cell)
    return FALSE;
  /* in cell units, without a division a sample */
  double inv = 1.0 / s->cell, dt = 1.0 / steps;
  double u0 = (px - s->x0) * inv, v0 = (py - s->y0) * inv, du = (nx - px) * inv, dv = (ny - py) * inv;
  for (int k = 1; k <= steps; k++)
    {
      double t = k * dt, u = u0 + t * du, v = v0 + t * dv;
      if (u < 0 || v < 0 || u >= s->width || v >= s->height)
        return FALSE;
      int c = (int) v * s->width + (int) u;
      if (c == last)
        continue;
      /* the same ground with nothing listed, as most cells on the way are */
      guint16 gr = s->cell_ground[c];
      if (gr != ground
          && (gr != SAND_GROUND_LISTED || ground_of (s, c) != ground || segment_hits_listed (s, c, c, px, py, nx, ny)))
        return FALSE;
      last = c;
    }
  return !segment_hits_listed (s, pcell, pcell, px, py, nx, ny);
}

static gboolean
can_inherit (const Solve *S,
             int          n,
             int          ni,
             int          nj,
             int          p,
             int          pcell,
             double       px,
             double       py,
             double       nx,
             double       ny,
             gboolean     walk)
{
  const SandMoveSnapshot *s = S->s;
  double dx = px - nx, dy = py - ny;
  double eps = s->cell * 1e-6;
  int sx = dx > eps ? 1 : dx < -eps ? -1 : 0;
  int sy = dy > eps ? 1 : dy < -eps ? -1 : 0;
  guint16 ground = ground_of (s, n);

  /* the neighbours between n and the pivot: straight and diagonal toward it */
  int ax = fabs (dx) >= fabs (dy) ? sx : 0, ay = fabs (dx) >= fabs (dy) ? 0 : sy;
  int b1 = (nj + ay) * s->width + ni + ax;
  int b2 = (nj + sy) * s->width + ni + sx;

  if (ni + sx < 0 || ni + sx >= s->width || nj + sy < 0 || nj + sy >= s->height)
    return FALSE;
  if (has_pivot (S, b1, p, pcell, ground) && has_pivot (S, b2, p, pcell, ground))
    /* lines and zones listed near either end or beside the new cell */
    return !segment_hits_listed (s, n, pcell, px, py, nx, ny)
           && !segment_hits_listed (s, b1, b2, px, py, nx, ny);
  /* No cheap evidence (at a shadow's edge, round a curve): walk the segment. */
  return walk && line_of_sight (S, pcell, px, py, n, nx, ny);
}

/* Cost of the single step s -> n, or -1 when it is not allowed; *whole is set
 * when it crosses a line that takes the whole move. */
static double
step_cost (const Solve *S,
           int          c,
           int          n,
           double       cx,
           double       cy,
           double       nx,
           double       ny,
           gboolean    *whole)
{
  const SandMoveSnapshot *s = S->s;
  guint16 kc = s->kind[c], kn = s->kind[n];
  double cost = dist (nx - cx, ny - cy) * 0.5 * (S->kcost[kc] + S->kcost[kn]);

  *whole = FALSE;
  if (S->klevel[kn] != S->klevel[kc])
    {
      gboolean up = S->klevel[kn] > S->klevel[kc];
      if (up ? S->up_blocked : S->down_blocked)
        return -1;
      cost += up ? s->level_up.extra : s->level_down.extra;
    }

  for (int pass = 0; pass < 2; pass++)
    {
      int cell = pass == 0 ? c : n;
      for (int k = s->obst_start[cell]; k < s->obst_start[cell + 1]; k++)
        {
          int it = s->obst[k];
          if (pass == 1 && list_has (s, c, it))
            continue;
          if (it < 0)
            {
              if (sand_move_disc_hit (&g_array_index (s->discs, SandMoveDisc, -1 - it), cx, cy, nx, ny))
                return -1;
              continue;
            }
          const SandMoveLine *line = &g_array_index (s->lines, SandMoveLine, it);
          if (!sand_move_line_crossed (s, line, cx, cy, nx, ny, NULL))
            continue;
          const SandMoveEffect *e = &line->crossing;
          if ((e->flags & SAND_MOVE_ONE_WAY) && !sand_move_line_from_left (line, cx, cy, nx, ny))
            continue;
          if ((e->flags & SAND_MOVE_BLOCKED) || tier_blocks (e->tier, S->budget))
            return -1;
          if (e->flags & SAND_MOVE_WHOLE_TURN)
            {
              /* the unit must start in contact with it, crosses where it
               * touches (not after walking along it), and ends just beyond */
              if (!(e->flags & SAND_MOVE_IN_CONTACT)
                  && dist ((cx + nx) / 2 - s->start_x, (cy + ny) / 2 - s->start_y) > s->contact)
                return -1;
              *whole = TRUE;
            }
          cost += e->extra;
        }
    }
  return cost;
}

static const int dirs[8][2] = {
  { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 }, { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 },
};

/* Where the cells left off by pivot @p could see from: the start point or the
 * centre of a cell, with the cost of getting there. */
static inline void
pivot_point (const Solve *S,
             gint32       p,
             int          s0,
             double      *px,
             double      *py,
             double      *gp,
             int         *pcell)
{
  if (p == SAND_REACH_FROM_START)
    {
      *px = S->s->start_x;
      *py = S->s->start_y;
      *gp = 0;
      *pcell = s0;
    }
  else
    {
      cell_centre (S->s, p, px, py);
      *gp = S->g[p];
      *pcell = p;
    }
}

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
} Fill;

static inline void
list_add (CellList *l,
          int       c)
{
  if (l->n == l->cap)
    {
      l->cap = MAX (256, l->cap * 2);
      l->v = g_renew (int, l->v, l->cap);
    }
  l->v[l->n++] = c;
}

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

/* can_inherit()'s cheap evidence in its commonest form, for the bulk of a fill:
 * the two cells toward the pivot took it in this fill (or are its cell), all of
 * one ground, and nothing is listed in them, the new cell or the pivot's cell.
 * FALSE says only that can_inherit() must decide. */
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
  return (b1 == F->pcell || (S->mark[b1] == F->id && ground_of (s, b1) == ground))
         && (b2 == F->pcell || (S->mark[b2] == F->id && ground_of (s, b2) == ground));
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
          && !can_inherit (S, n, i, j, F->p, F->pcell, F->px, F->py, nx, ny, TRUE)))
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

/* A fill goes on through cells it sees but does not improve for this many
 * columns past the last it improves: where two pivots' regions meet, each
 * region's cells are no evidence for the other's, and slivers of one would
 * otherwise cut the other short (round an obstacle's end, say). */
#define FILL_SEE_ON 4

/* What a row (or a side of the band) reached: columns taken and seen. */
typedef struct _Span
{
  int lo;
  int hi;
  int seen_lo;
  int seen_hi;
  int n_taken;
} Span;

#define SPAN_EMPTY { G_MAXINT, -1, G_MAXINT, -1, 0 }

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
  const guint16 *cg;
  const float   *kcost;
  gint32        *mark;
  gint32        *pivot;
  float         *g;
  gint32         id;
  gint32         p;
  double         gp;
  double         limit;
  double         px;
  double         x0;    /* centre of column 0 */
  double         cell;
  double         ady;
  double         dy2;
  int            row;
  int            end;   /* the last column of the run */
  Span           span;
} Run;

static inline int
fill_plain (Run *r,
            int  i,
            int  dir,
            int  b1,
            int  b2,
            int  along_x)
{
  const guint16 *restrict cg = r->cg;
  gint32 *restrict mark = r->mark;
  float *restrict g = r->g;
  const gint32 id = r->id;

  for (; dir > 0 ? i <= r->end : i >= r->end; i += dir)
    {
      int n = r->row + i;
      double dx = r->px - (r->x0 + i * r->cell);
      guint16 gr = cg[n];
      if ((fabs (dx) >= r->ady) != along_x || gr == SAND_GROUND_LISTED || g[n] != INFINITY
          || mark[n + b1] != id || mark[n + b2] != id || cg[n + b1] != gr || cg[n + b2] != gr)
        break;
      double cand = r->gp + r->kcost[gr] * sqrt (dx * dx + r->dy2);
      if (cand > r->limit)
        continue;
      /* an unreached cell's anchor is clear already */
      g[n] = (float) cand;
      r->pivot[n] = r->p;
      mark[n] = id;
      r->span.lo = MIN (r->span.lo, i);
      r->span.hi = MAX (r->span.hi, i);
      r->span.n_taken++;
    }
  return i;
}

/* Columns @a to @b (step @dir) of row @j, away from the pivot's row. The bulk of
 * a fill are plain cells: unreached, of one ground with the two cells toward the
 * pivot, which took it in this fill, nothing listed in any of the three. They
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
  Run r = {
    .cg = s->cell_ground, .kcost = S->kcost, .mark = S->mark, .pivot = S->pivot, .g = S->g,
    .id = F->id, .p = F->p, .gp = F->gp, .limit = S->budget + 1e-9, .px = F->px,
    .x0 = s->x0 + 0.5 * cell, .cell = cell, .ady = fabs (dy), .dy2 = dy * dy,
    .row = j * s->width, .end = b, .span = *out,
  };
  int up = sy * s->width;

  for (int i = a; dir > 0 ? i <= b : i >= b;)
    {
      double dx = F->px - (r.x0 + i * cell);
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

/* Spreads pivot @p from the seeds in S->filled (cells that have just taken it)
 * to every cell beyond them that can inherit it on the cheap evidence and is
 * improved by it: the bulk of a move over open ground costs one leg per cell,
 * row by row, with no queue. Only cells at the edge of what was filled are
 * queued, for the ordinary search (line-of-sight walks, steps, other pivots) to
 * go on from. */
static void
fill_from (Solve *S,
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

  for (int dir = 1; dir >= -1; dir -= 2)
    {
      Span prev = dir == sy ? band[1] : band[0];
      int j = F.pj + (dir == sy ? 2 : 1) * dir;
      /* straight to the seeds when they are farther out */
      if (prev.hi < 0)
        j = dir > 0 ? MAX (j, jmin) : MIN (j, jmax);
      for (; j >= 0 && j < H; j += dir)
        {
          int L = G_MAXINT, R = -1;
          span_next (&prev, &L, &R);
          seed_extent (S, &F, j, &L, &R);
          if (R < 0)
            {
              if (dir > 0 ? j >= jmax : j <= jmin)
                break;
              prev = (Span) SPAN_EMPTY;
              continue;
            }
          prev = fill_row (S, &F, j, L, R);
          S->rows[j] = prev;
        }
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

/* Near obstacles the current cell's pivot may be hidden from @n while another
 * neighbour's is not (round a curve, several corners compete): try those too. */
static void
try_neighbour_pivots (Solve *S,
                      int    cur,
                      int    s0,
                      int    n,
                      int    ni,
                      int    nj,
                      gint32 tried,
                      int    c)
{
  const SandMoveSnapshot *s = S->s;
  double nx = s->x0 + (ni + 0.5) * s->cell, ny = s->y0 + (nj + 0.5) * s->cell;
  guint16 kn = s->kind[n];

  for (int d = 0; d < 8; d++)
    {
      int bi = ni + dirs[d][0], bj = nj + dirs[d][1];
      if (bi < 0 || bj < 0 || bi >= s->width || bj >= s->height)
        continue;
      int b = bj * s->width + bi;
      if (!S->closed[b] || b == c)
        continue;
      gint32 q = effective_pivot (S, b);
      if (q == tried || q == b)
        continue;
      double px, py, gp;
      int pcell;
      pivot_point (S, q, s0, &px, &py, &gp, &pcell);
      double cand = gp + S->kcost[kn] * dist (nx - px, ny - py);
      if (cand >= S->g[n] - S->eps || cand > S->budget + 1e-9)
        continue;
      if (!can_inherit (S, n, ni, nj, q, pcell, px, py, nx, ny, FALSE))
        continue;
      S->g[n] = (float) cand;
      S->pivot[n] = q;
      S->anchor[n] = 0;
      push (S, cur, n, (float) cand);
    }
}

static gboolean
solve_tier (Solve        *S,
            GCancellable *cancellable)
{
  const SandMoveSnapshot *s = S->s;
  int W = s->width, H = s->height;
  int s0 = sand_move_snapshot_cell_index (s, s->start_x, s->start_y);
  guint pops = 0;

  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;

  if (s0 < 0)
    s0 = MIN ((int) ((s->start_y - s->y0) / s->cell), H - 1) * W
         + MIN ((int) ((s->start_x - s->x0) / s->cell), W - 1);

  double cx, cy;
  cell_centre (s, s0, &cx, &cy);
  S->g[s0] = S->kblocked[s->kind[s0]] ? 0.0f
             : (float) (S->kcost[s->kind[s0]] * dist (cx - s->start_x, cy - s->start_y));
  S->pivot[s0] = SAND_REACH_FROM_START;
  if (sand_reach_zoc_has (s, s0))
    {
      /* in an enemy's zone of control: straight toward it or away, and on from
       * where the way away leaves the zone */
      double exit_cost;
      int exit = sand_reach_zoc_start (s, S->budget, S->g, S->pivot, S->anchor, &exit_cost);
      if (exit >= 0)
        {
          S->anchor[exit] = 1;
          push (S, 0, exit, (float) exit_cost);
        }
    }
  else if (S->kblocked[s->kind[s0]])
    return TRUE; /* the unit stands where this move may not go: it stays put */
  else
    {
      list_add (&S->filled, s0);
      fill_from (S, 0, s0, SAND_REACH_FROM_START);
    }

  for (int cur = 0; cur < S->n_buckets; cur++)
    while (S->head[cur] >= 0)
      {
        int e = S->head[cur];
        int c = S->item[e];

        S->head[cur] = S->next[e];
        if (S->closed[c])
          continue;
        S->closed[c] = 1;
        if ((++pops & 4095) == 0 && g_cancellable_is_cancelled (cancellable))
          return FALSE;

        int ci = c % W, cj = c / W;
        cell_centre (s, c, &cx, &cy);
        gint32 p = effective_pivot (S, c);
        double px, py, gp;
        int pcell;
        pivot_point (S, p, s0, &px, &py, &gp, &pcell);

        for (int d = 0; d < 8; d++)
          {
            int ni = ci + dirs[d][0], nj = cj + dirs[d][1];
            if (ni < 0 || nj < 0 || ni >= W || nj >= H)
              continue;
            int n = nj * W + ni;
            if (S->closed[n])
              continue;
            guint16 kn = s->kind[n];
            if (S->kblocked[kn])
              continue;
            /* no squeezing diagonally between two cells, either of them blocked */
            if (d >= 4 && (S->kblocked[s->kind[cj * W + ni]] || S->kblocked[s->kind[nj * W + ci]]))
              continue;

            double nx = s->x0 + (ni + 0.5) * s->cell, ny = s->y0 + (nj + 0.5) * s->cell;
            if (p != c)
              {
                double cand = gp + S->kcost[kn] * dist (nx - px, ny - py);
                /* On uniform ground a step is never cheaper than the straight
                 * leg (triangle inequality), so when the leg does not improve
                 * the cell there is nothing to try. */
                if (cand >= S->g[n] - S->eps && ground_of (s, n) == ground_of (s, c) && s->obst_start[n] == s->obst_start[n + 1])
                  continue;
                if (cand <= S->budget + 1e-9 && can_inherit (S, n, ni, nj, p, pcell, px, py, nx, ny, TRUE))
                  {
                    if (cand < S->g[n] - S->eps)
                      {
                        S->g[n] = (float) cand;
                        S->pivot[n] = p;
                        S->anchor[n] = 0;
                        push (S, cur, n, (float) cand);
                      }
                    continue;
                  }
              }
            /* a straight-line move has no corners */
            if (s->straight)
              continue;

            gboolean whole;
            double step = step_cost (S, c, n, cx, cy, nx, ny, &whole);
            if (step >= 0)
              {
                double cand = whole ? S->budget : S->g[c] + step;
                if (cand < S->g[n] - S->eps && cand <= S->budget + 1e-9)
                  {
                    S->g[n] = (float) cand;
                    S->pivot[n] = c;
                    /* after paying for a line or a level the cell is a corner: a
                     * straight leg from behind it would not pay again */
                    S->anchor[n] = whole ? 2 : step > dist (nx - cx, ny - cy) * 0.5 * (S->kcost[kn] + S->kcost[s->kind[c]]) + 1e-9;
                    push (S, cur, n, (float) cand);
                  }
              }
            if (!whole)
              try_neighbour_pivots (S, cur, s0, n, ni, nj, p, c);
          }
      }
  if (s->zoc != NULL)
    sand_reach_zoc_rays (s, S->budget, S->g, S->pivot, S->anchor);
  return TRUE;
}

/* The box of cells a tier can reach: within its allowance over its cheapest
 * ground of the start (extras only add), with a margin for the cells its
 * search and fills read beside them. The whole raster when some ground is free
 * or zones of control are marched (sand-reach-zoc.c reads the whole tier). */
static void
solve_box (const Solve *S,
           int         *box)
{
  const SandMoveSnapshot *s = S->s;
  double cheapest = INFINITY;

  box[0] = box[1] = 0;
  box[2] = s->width - 1;
  box[3] = s->height - 1;
  for (guint k = 0; k < s->kinds->len; k++)
    if (!S->kblocked[k])
      cheapest = MIN (cheapest, S->kcost[k]);
  if (s->zoc != NULL || !(cheapest > 0) || cheapest == INFINITY)
    return;
  double r = S->budget / cheapest / s->cell + FILL_SEE_ON + 4;
  if (r > s->width + s->height)
    return;
  double u = (s->start_x - s->x0) / s->cell, v = (s->start_y - s->y0) / s->cell;
  box[0] = MAX (box[0], (int) floor (u - r));
  box[1] = MAX (box[1], (int) floor (v - r));
  box[2] = MIN (box[2], (int) ceil (u + r));
  box[3] = MIN (box[3], (int) ceil (v + r));
  if (box[0] > box[2] || box[1] > box[3])
    box[0] = box[1] = 0, box[2] = s->width - 1, box[3] = s->height - 1;
}

static void
solve_init (Solve                  *S,
            const SandMoveSnapshot *s,
            double                  budget,
            SandReachField         *into,
            SandReachScratch       *scratch)
{
  guint nk = s->kinds->len;

  memset (S, 0, sizeof *S);
  S->s = s;
  S->budget = budget;
  S->eps = s->cell * 1e-3;
  S->kcost = g_new (float, nk);
  S->kblocked = g_new (guint8, nk);
  S->klevel = g_new (int, nk);
  for (guint k = 0; k < nk; k++)
    {
      const SandCellKind *kind = &g_array_index (s->kinds, SandCellKind, k);
      S->kcost[k] = kind->cost;
      /* zones of control are entered only by the straight legs of sand-reach-zoc.c */
      S->kblocked[k] = (kind->effect.flags & (SAND_MOVE_BLOCKED | SAND_MOVE_ZOC))
                       || tier_blocks (kind->effect.tier, budget);
      S->klevel[k] = kind->effect.level;
    }
  S->up_blocked = (s->level_up.flags & SAND_MOVE_BLOCKED) || tier_blocks (s->level_up.tier, budget);
  S->down_blocked = (s->level_down.flags & SAND_MOVE_BLOCKED) || tier_blocks (s->level_down.tier, budget);

  solve_box (S, S->box);
  if (into != NULL)
    {
      /* the first tier is solved in place: no second copy of a large raster */
      S->borrowed = TRUE;
      S->g = into->g;
      S->pivot = into->pivot;
      S->anchor = into->anchor;
    }
  else
    {
      S->g = scratch->g;
      S->pivot = scratch->pivot;
      S->anchor = scratch->anchor;
    }
  S->scratch = scratch;
  S->closed = scratch->closed;
  for (int j = S->box[1]; j <= S->box[3]; j++)
    {
      gsize row = (gsize) j * s->width + S->box[0], len = S->box[2] - S->box[0] + 1;
      if (into == NULL)
        {
          for (gsize c = row; c < row + len; c++)
            S->g[c] = INFINITY;
          memset (S->anchor + row, 0, len);
        }
      memset (S->closed + row, 0, len);
    }
  S->mark = scratch->mark;
  S->fill_id = scratch->next_mark;
  S->fill_seen = -1;
  S->filled.v = scratch->list;
  S->filled.cap = scratch->list_cap;
  S->rows = g_new (Span, s->height);

  S->width = s->cell / 4;
  S->n_buckets = (int) ceil (budget / S->width) + 2;
  if (scratch->head_cap < S->n_buckets)
    {
      scratch->head_cap = S->n_buckets;
      scratch->head = g_renew (int, scratch->head, scratch->head_cap);
    }
  S->head = scratch->head;
  memset (S->head, 0xff, sizeof (int) * S->n_buckets);
  if (scratch->items_cap == 0)
    {
      scratch->items_cap = 1024;
      scratch->next = g_new (int, scratch->items_cap);
      scratch->item = g_new (int, scratch->items_cap);
    }
  S->cap_items = scratch->items_cap;
  S->next = scratch->next;
  S->item = scratch->item;
}

/* Gives the lists the solve may have grown back to the scratch. */
static void
solve_clear (Solve *S)
{
  SandReachScratch *scratch = S->scratch;

  g_free (S->kcost);
  g_free (S->kblocked);
  g_free (S->klevel);
  g_free (S->rows);
  scratch->next_mark = S->fill_id + 2;
  scratch->list = S->filled.v;
  scratch->list_cap = S->filled.cap;
  scratch->next = S->next;
  scratch->item = S->item;
  scratch->items_cap = S->cap_items;
}

/* Keeps the cells where tier @t's solve is cheaper than the field so far. */
static void
merge_tier (SandReachField *field,
            const float    *g,
            const gint32   *pivot,
            const guint8   *anchor,
            const int      *box,
            guint           t)
{
  int W = field->snap->width;

  for (int j = box[1]; j <= box[3]; j++)
    for (int c = j * W + box[0]; c <= j * W + box[2]; c++)
      if (g[c] < field->g[c])
        {
          field->g[c] = g[c];
          field->pivot[c] = pivot[c];
          field->anchor[c] = anchor[c];
          field->tier[c] = (guint8) MIN (t, 255);
        }
}

/* The second tier's solve is independent of the first's: with two cores it runs
 * on a second thread. Its result stays in that thread's scratch until it has
 * been merged, which is done in tier order, as without the thread. */
typedef struct
{
  SandMoveSnapshot *snap;
  GCancellable     *cancellable;
  guint             tier;
  GMutex            lock;
  GCond             cond;
  gboolean          done;
  gboolean          merged;
  gboolean          solved;
  const float      *g;
  const gint32     *pivot;
  const guint8     *anchor;
  int               box[4];
} TierJob;

static void
tier_job_clear (gpointer data)
{
  TierJob *job = data;

  sand_move_snapshot_unref (job->snap);
  g_clear_object (&job->cancellable);
  g_mutex_clear (&job->lock);
  g_cond_clear (&job->cond);
}

static void
tier_worker (gpointer data,
             gpointer user_data)
{
  TierJob *job = data;
  SandReachScratch *scratch = sand_reach_scratch_get ((gsize) job->snap->width * job->snap->height);
  Solve S;

  solve_init (&S, job->snap, job->snap->tiers[job->tier], NULL, scratch);
  gboolean solved = solve_tier (&S, job->cancellable);
  solve_clear (&S);

  g_mutex_lock (&job->lock);
  job->solved = solved;
  job->g = S.g;
  job->pivot = S.pivot;
  job->anchor = S.anchor;
  memcpy (job->box, S.box, sizeof job->box);
  job->done = TRUE;
  g_cond_broadcast (&job->cond);
  /* the arrays are this thread's scratch: keep them until merged */
  while (!job->merged)
    g_cond_wait (&job->cond, &job->lock);
  g_mutex_unlock (&job->lock);
  sand_reach_scratch_release (scratch);
  g_atomic_rc_box_release_full (job, tier_job_clear);
}

static GThreadPool *
tier_pool (void)
{
  static GThreadPool *pool;

  if (g_once_init_enter (&pool))
    g_once_init_leave (&pool, g_thread_pool_new (tier_worker, NULL, 1, FALSE, NULL));
  return pool;
}

/* Hands tier 1 to the second thread when there is enough of it to pay for the
 * hand-over: about the cells its allowance covers. NULL otherwise. */
static TierJob *
tier_job_start (SandMoveSnapshot *snapshot,
                GCancellable     *cancellable)
{
  gsize n = (gsize) snapshot->width * snapshot->height;
  double r = snapshot->n_tiers > 1 ? snapshot->tiers[1] / snapshot->cell : 0;

  if (g_get_num_processors () < 2 || MIN ((double) n, G_PI * r * r) < 100000)
    return NULL;

  TierJob *job = g_atomic_rc_box_new0 (TierJob);
  job->snap = sand_move_snapshot_ref (snapshot);
  job->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  job->tier = 1;
  g_mutex_init (&job->lock);
  g_cond_init (&job->cond);
  if (!g_thread_pool_push (tier_pool (), g_atomic_rc_box_acquire (job), NULL))
    {
      g_atomic_rc_box_release_full (job, tier_job_clear);
      g_atomic_rc_box_release_full (job, tier_job_clear);
      return NULL;
    }
  return job;
}

/* Waits for the job, merges its tier into @field when it was solved (@field may
 * be NULL: a solve before it was cancelled), and lets the thread go on. */
static gboolean
tier_job_finish (TierJob        *job,
                 SandReachField *field)
{
  gboolean solved = FALSE;

  g_mutex_lock (&job->lock);
  if (field != NULL)
    {
      while (!job->done)
        g_cond_wait (&job->cond, &job->lock);
      solved = job->solved;
      if (solved)
        merge_tier (field, job->g, job->pivot, job->anchor, job->box, job->tier);
    }
  job->merged = TRUE;
  g_cond_broadcast (&job->cond);
  g_mutex_unlock (&job->lock);
  g_atomic_rc_box_release_full (job, tier_job_clear);
  return solved;
}

SandReachField *
sand_reach_compute (SandMoveSnapshot *snapshot,
                    GCancellable     *cancellable,
                    GError          **error)
{
  g_return_val_if_fail (snapshot != NULL, NULL);

  g_autoptr(SandReachField) field = sand_reach_field_new_for_snapshot (snapshot);
  gsize n = (gsize) snapshot->width * snapshot->height;
  SandReachScratch *scratch = sand_reach_scratch_get (n);
  TierJob *job = tier_job_start (snapshot, cancellable);

  for (guint t = 0; t < snapshot->n_tiers; t++)
    {
      gboolean done;
      if (t == 1 && job != NULL)
        {
          done = tier_job_finish (g_steal_pointer (&job), field);
        }
      else
        {
          Solve S;
          solve_init (&S, snapshot, snapshot->tiers[t], t == 0 ? field : NULL, scratch);
          done = solve_tier (&S, cancellable);
          if (done && !S.borrowed)
            merge_tier (field, S.g, S.pivot, S.anchor, S.box, t);
          solve_clear (&S);
        }
      if (!done)
        {
          if (job != NULL)
            tier_job_finish (job, NULL);
          sand_reach_scratch_release (scratch);
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The move was cancelled"));
          return NULL;
        }
    }
  sand_reach_scratch_release (scratch);
  sand_reach_field_finish (field);
  return g_steal_pointer (&field);
}

static void
compute_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  SandReachField *field = sand_reach_compute (task_data, cancellable, &error);

  if (field == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, field, (GDestroyNotify) sand_reach_field_unref);
}

void
sand_reach_compute_async (SandMoveSnapshot   *snapshot,
                          GCancellable       *cancellable,
                          GAsyncReadyCallback callback,
                          gpointer            user_data)
{
  g_return_if_fail (snapshot != NULL);

  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sand_reach_compute_async);
  g_task_set_task_data (task, sand_move_snapshot_ref (snapshot), (GDestroyNotify) sand_move_snapshot_unref);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, compute_thread);
}

SandReachField *
sand_reach_compute_finish (GAsyncResult *result,
                           GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
