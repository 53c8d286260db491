/* sand-reach.c: the any-angle solver.
 *
 * A label-setting search over the snapshot's raster in order of cost (a bucket queue
 * whose buckets are a quarter cell wide). Each reached cell remembers a pivot: the
 * corner its last straight leg starts from. A neighbour inherits that pivot, and so
 * the exact straight-line cost, when the ground between is uniform: the two cells
 * next to it on the side of the pivot are of the same kind and were reached from the
 * same pivot, and no line or no-go zone listed near either end is crossed. Otherwise
 * it is reached by an ordinary step, paying the average cost of both cells, the lines
 * crossed and the level changed. Open ground thus gives true circles; paths bend only
 * at obstacles' corners and at changes of ground (approximating Snell's law there).
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

#define LOS_MAX_CELLS 12

typedef struct
{
  const SandMoveSnapshot *s;
  double                  budget;
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
  guint8                 *closed;
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

/* The pivot a cell hands on to the cells it reaches. */
static inline gint32
effective_pivot (const Solve *S,
                 int          c)
{
  return S->anchor[c] ? c : S->pivot[c];
}

/* Evidence that the ground between cell @b's pivot side and the new cell is
 * uniform: @b is the pivot's own cell, or of the same kind and reached straight
 * from the same pivot (or, next to the pivot's cell, simply of the same kind). */
static inline gboolean
has_pivot (const Solve *S,
           int          b,
           int          p,
           int          pcell,
           guint16      kind)
{
  const SandMoveSnapshot *s = S->s;

  if (b == pcell)
    return TRUE;
  if (s->kind[b] != kind)
    return FALSE;
  if (S->g[b] < INFINITY && effective_pivot (S, b) == p)
    return TRUE;
  int w = s->width;
  return abs (b % w - pcell % w) <= 1 && abs (b / w - pcell / w) <= 1
         && s->obst_start[b] == s->obst_start[b + 1];
}

/* The exact test: every cell the segment passes over (sampled at a quarter
 * cell) is of the new cell's kind and open for this tier, and nothing listed
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
  guint16 kind = s->kind[n];
  double len = dist (nx - px, ny - py);
  int steps = (int) ceil (len / (s->cell * 0.25));
  int last = pcell;

  /* Only near corners and curves is it worth it: a long walk for every cell along
   * every shadow's edge would cost more than the bend it saves. */
  if (len > LOS_MAX_CELLS * s->cell)
    return FALSE;
  for (int k = 1; k <= steps; k++)
    {
      double t = (double) k / steps;
      int c = sand_move_snapshot_cell_index (s, px + t * (nx - px), py + t * (ny - py));
      if (c == last)
        continue;
      if (c < 0 || s->kind[c] != kind)
        return FALSE;
      if (segment_hits_listed (s, c, c, px, py, nx, ny))
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
  guint16 kind = s->kind[n];

  /* the neighbours between n and the pivot: straight and diagonal toward it */
  int ax = fabs (dx) >= fabs (dy) ? sx : 0, ay = fabs (dx) >= fabs (dy) ? 0 : sy;
  int b1 = (nj + ay) * s->width + ni + ax;
  int b2 = (nj + sy) * s->width + ni + sx;

  if (ni + sx < 0 || ni + sx >= s->width || nj + sy < 0 || nj + sy >= s->height)
    return FALSE;
  if (has_pivot (S, b1, p, pcell, kind) && has_pivot (S, b2, p, pcell, kind))
    /* lines and zones listed near either end or beside the new cell */
    return !segment_hits_listed (s, n, pcell, px, py, nx, ny)
           && !segment_hits_listed (s, b1, b2, px, py, nx, ny);
  /* No cheap evidence (at a shadow's edge, round a curve): walk the segment. */
  return walk && line_of_sight (S, pcell, px, py, n, nx, ny);
}

/* The step goes from the left of the line (a -> b) to its right. */
static inline gboolean
leaves_left (const SandMoveLine *line,
             double              cx,
             double              cy,
             double              nx,
             double              ny)
{
  double dx = line->bx - line->ax, dy = line->by - line->ay;

  return dx * (cy - line->ay) - dy * (cx - line->ax) > 0
         && dx * (ny - line->ay) - dy * (nx - line->ax) <= 0;
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
          if ((e->flags & SAND_MOVE_ONE_WAY) && !leaves_left (line, cx, cy, nx, ny))
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
      if (cand >= S->g[n] || cand > S->budget + 1e-9)
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

  if (s0 < 0)
    s0 = MIN ((int) ((s->start_y - s->y0) / s->cell), H - 1) * W
         + MIN ((int) ((s->start_x - s->x0) / s->cell), W - 1);

  double cx, cy;
  cell_centre (s, s0, &cx, &cy);
  S->g[s0] = S->kblocked[s->kind[s0]] ? 0.0f
             : (float) (S->kcost[s->kind[s0]] * dist (cx - s->start_x, cy - s->start_y));
  S->pivot[s0] = SAND_REACH_FROM_START;
  if (S->kblocked[s->kind[s0]])
    return TRUE; /* the unit stands where this move may not go: it stays put */
  push (S, 0, s0, S->g[s0]);

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
                if (cand >= S->g[n] && kn == s->kind[c] && s->obst_start[n] == s->obst_start[n + 1])
                  continue;
                if (cand <= S->budget + 1e-9 && can_inherit (S, n, ni, nj, p, pcell, px, py, nx, ny, TRUE))
                  {
                    if (cand < S->g[n])
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
                if (cand < S->g[n] && cand <= S->budget + 1e-9)
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
  return TRUE;
}

static void
solve_init (Solve                  *S,
            const SandMoveSnapshot *s,
            double                  budget)
{
  gsize n = (gsize) s->width * s->height;
  guint nk = s->kinds->len;

  memset (S, 0, sizeof *S);
  S->s = s;
  S->budget = budget;
  S->kcost = g_new (float, nk);
  S->kblocked = g_new (guint8, nk);
  S->klevel = g_new (int, nk);
  for (guint k = 0; k < nk; k++)
    {
      const SandCellKind *kind = &g_array_index (s->kinds, SandCellKind, k);
      S->kcost[k] = kind->cost;
      S->kblocked[k] = (kind->effect.flags & SAND_MOVE_BLOCKED) || tier_blocks (kind->effect.tier, budget);
      S->klevel[k] = kind->effect.level;
    }
  S->up_blocked = (s->level_up.flags & SAND_MOVE_BLOCKED) || tier_blocks (s->level_up.tier, budget);
  S->down_blocked = (s->level_down.flags & SAND_MOVE_BLOCKED) || tier_blocks (s->level_down.tier, budget);

  S->g = g_new (float, n);
  for (gsize c = 0; c < n; c++)
    S->g[c] = INFINITY;
  S->pivot = g_new (gint32, n);
  S->anchor = g_new0 (guint8, n);
  S->closed = g_new0 (guint8, n);

  S->width = s->cell / 4;
  S->n_buckets = (int) ceil (budget / S->width) + 2;
  S->head = g_new (int, S->n_buckets);
  memset (S->head, 0xff, sizeof (int) * S->n_buckets);
  S->cap_items = 1024;
  S->next = g_new (int, S->cap_items);
  S->item = g_new (int, S->cap_items);
}

static void
solve_clear (Solve *S)
{
  g_free (S->kcost);
  g_free (S->kblocked);
  g_free (S->klevel);
  g_free (S->g);
  g_free (S->pivot);
  g_free (S->anchor);
  g_free (S->closed);
  g_free (S->head);
  g_free (S->next);
  g_free (S->item);
}

SandReachField *
sand_reach_compute (SandMoveSnapshot *snapshot,
                    GCancellable     *cancellable,
                    GError          **error)
{
  g_return_val_if_fail (snapshot != NULL, NULL);

  g_autoptr(SandReachField) field = sand_reach_field_new_for_snapshot (snapshot);
  gsize n = (gsize) snapshot->width * snapshot->height;

  for (guint t = 0; t < snapshot->n_tiers; t++)
    {
      Solve S;
      solve_init (&S, snapshot, snapshot->tiers[t]);
      gboolean done = solve_tier (&S, cancellable);
      if (done)
        for (gsize c = 0; c < n; c++)
          if (S.g[c] < field->g[c])
            {
              field->g[c] = S.g[c];
              field->pivot[c] = S.pivot[c];
              field->anchor[c] = S.anchor[c];
              field->tier[c] = (guint8) MIN (t, 255);
            }
      solve_clear (&S);
      if (!done)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The move was cancelled"));
          return NULL;
        }
    }
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
