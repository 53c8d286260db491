/* sand-reach-zoc.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-reach-field-private.h"
#include "sand-reach-zoc.h"

typedef enum
{
  MARCH_IN_ZONE,   /* stop on leaving zone @zone */
  MARCH_TO_EXIT,   /* stop on the first cell outside every zone, and return it */
} MarchStop;

static gboolean
ground_blocks (const SandMoveSnapshot *s,
               int                     c,
               double                  budget)
{
  const SandMoveEffect *e = &g_array_index (s->kinds, SandCellKind, s->kind[c]).effect;

  return (e->flags & SAND_MOVE_BLOCKED) || (e->tier > 0 && e->tier < budget - 1e-9);
}

/* Anything listed in cell @c that the step (ax, ay)-(bx, by) may not cross;
 * *extra receives what crossing the rest costs. */
static gboolean
step_blocked (const SandMoveSnapshot *s,
              int                     c,
              double                  budget,
              double                  ax,
              double                  ay,
              double                  bx,
              double                  by,
              double                 *extra)
{
  for (int k = s->obst_start[c]; k < s->obst_start[c + 1]; k++)
    {
      int it = s->obst[k];
      if (it < 0)
        {
          if (sand_move_disc_hit (&g_array_index (s->discs, SandMoveDisc, -1 - it), ax, ay, bx, by))
            return TRUE;
          continue;
        }
      const SandMoveLine *line = &g_array_index (s->lines, SandMoveLine, it);
      const SandMoveEffect *e = &line->crossing;
      if (!sand_move_line_crossed (s, line, ax, ay, bx, by, NULL))
        continue;
      if ((e->flags & (SAND_MOVE_BLOCKED | SAND_MOVE_WHOLE_TURN)) || (e->tier > 0 && e->tier < budget - 1e-9))
        return TRUE;
      *extra += e->extra;
    }
  return FALSE;
}

/* What reaching cell @c's centre from (qx, qy) on a leg, reached at @cost, costs. */
static double
centre_cost (const SandMoveSnapshot *s,
             int                     c,
             double                  qx,
             double                  qy,
             double                  cost)
{
  double cx = s->x0 + (c % s->width + 0.5) * s->cell, cy = s->y0 + (c / s->width + 0.5) * s->cell;

  return cost + hypot (cx - qx, cy - qy) * g_array_index (s->kinds, SandCellKind, s->kind[c]).cost;
}

/* Walks from (x, y), already reached at @g0, toward (tx, ty) for at most @len
 * inches, giving the cells on the way @pivot_value; returns the cell where a
 * MARCH_TO_EXIT walk leaves the zones (-1 otherwise). */
static int
march (const SandMoveSnapshot *s,
       double                  budget,
       float                  *g,
       gint32                 *pivot,
       guint8                 *anchor,
       double                  x,
       double                  y,
       double                  g0,
       double                  tx,
       double                  ty,
       double                  len,
       int                     zone,
       MarchStop               stop,
       gint32                  pivot_value,
       double                 *exit_cost)
{
  double dx = tx - x, dy = ty - y, d = hypot (dx, dy);
  double step = s->cell * 0.5, cost = g0, px = x, py = y;
  int last = sand_move_snapshot_cell_index (s, x, y);
  gboolean entered = FALSE;

  if (d < 1e-9)
    return -1;
  dx /= d;
  dy /= d;
  for (double t = step; t <= len + 1e-9; t += step)
    {
      double qx = x + dx * t, qy = y + dy * t, extra = 0;
      int c = sand_move_snapshot_cell_index (s, qx, qy);

      if (c < 0 || ground_blocks (s, c, budget))
        return -1;
      if (c != last && step_blocked (s, c, budget, px, py, qx, qy, &extra))
        return -1;
      cost += step * g_array_index (s->kinds, SandCellKind, s->kind[c]).cost + extra;
      if (cost > budget + 1e-9)
        return -1;
      px = qx;
      py = qy;
      if (c == last)
        continue;
      last = c;
      if (stop == MARCH_IN_ZONE && s->zoc[c] != zone)
        {
          /* the ray may clip a corner of open ground before it goes in */
          if (entered || s->zoc[c] >= 0)
            return -1;
          continue;
        }
      entered = TRUE;
      if (stop == MARCH_TO_EXIT && s->zoc[c] < 0)
        {
          /* the search goes on from the cell's centre: out of the zones, the
           * way there from the ray is open ground */
          double at = centre_cost (s, c, qx, qy, cost);

          if (at > budget + 1e-9)
            return -1;
          *exit_cost = at;
          if (at < g[c])
            {
              g[c] = (float) at;
              pivot[c] = pivot_value;
            }
          return c;
        }
      /* the cell is priced at its centre, by way of the leg: a point beside the
       * leg is reached from that centre (never cheaper than the leg itself) */
      double at = centre_cost (s, c, qx, qy, cost);
      if (at < g[c] && at <= budget + 1e-9)
        {
          g[c] = (float) at;
          pivot[c] = pivot_value;
          /* a point beside the leg is reached from this cell, not by a leg of
           * its own from the pivot, which would not go straight at the enemy */
          anchor[c] = 1;
        }
    }
  return -1;
}

int
sand_reach_zoc_start (const SandMoveSnapshot *s,
                      double                  budget,
                      float                  *g,
                      gint32                 *pivot,
                      guint8                 *anchor,
                      double                 *cost)
{
  int s0 = sand_move_snapshot_cell_index (s, s->start_x, s->start_y);

  if (s0 < 0 || !sand_reach_zoc_has (s, s0))
    return -1;

  const SandMoveZoc *z = &g_array_index (s->zocs, SandMoveZoc, s->zoc[s0]);
  double d = hypot (z->x - s->start_x, z->y - s->start_y);

  /* a unit upstairs has come down before its first step on the ground */
  g[s0] = (float) s->start_cost;
  pivot[s0] = SAND_REACH_FROM_START;
  /* toward its front, up to contact */
  march (s, budget, g, pivot, anchor, s->start_x, s->start_y, s->start_cost, z->x, z->y, d - z->contact,
         s->zoc[s0], MARCH_IN_ZONE, SAND_REACH_FROM_START, NULL);
  /* straight away, out of every zone */
  return march (s, budget, g, pivot, anchor, s->start_x, s->start_y, s->start_cost,
                2 * s->start_x - z->x, 2 * s->start_y - z->y, budget,
                -1, MARCH_TO_EXIT, SAND_REACH_FROM_START, cost);
}

void
sand_reach_zoc_rays (const SandMoveSnapshot *s,
                     double                  budget,
                     float                  *g,
                     gint32                 *pivot,
                     guint8                 *anchor)
{
  int W = s->width, H = s->height;
  int s0 = sand_move_snapshot_cell_index (s, s->start_x, s->start_y);
  int started_in = s0 >= 0 && sand_reach_zoc_has (s, s0) ? s->zoc[s0] : -1;
  gsize n = (gsize) W * H;
  g_autofree guint8 *from = g_new0 (guint8, n);

  /* the reached cells outside the zones, before any ray adds to them */
  for (gsize c = 0; c < n; c++)
    from[c] = g[c] < INFINITY && s->zoc[c] < 0;
  for (int j = 0; j < H; j++)
    for (int i = 0; i < W; i++)
      {
        int c = j * W + i;
        if (!from[c])
          continue;
        for (int dj = -1; dj <= 1; dj++)
          for (int di = -1; di <= 1; di++)
            {
              int ni = i + di, nj = j + dj;
              if ((di == 0 && dj == 0) || ni < 0 || nj < 0 || ni >= W || nj >= H)
                continue;
              int m = nj * W + ni, zone = s->zoc[m];
              double extra = 0;
              if (zone < 0 || zone == started_in || ground_blocks (s, m, budget))
                continue;
              /* the zone's rim, a cell deep: every ray crosses it somewhere */
              double rim = g[c] + s->cell * (di != 0 && dj != 0 ? G_SQRT2 : 1.0)
                                  * g_array_index (s->kinds, SandCellKind, s->kind[m]).cost;
              if (rim < g[m] && rim <= budget + 1e-9
                  && !step_blocked (s, m, budget, s->x0 + (i + 0.5) * s->cell, s->y0 + (j + 0.5) * s->cell,
                                    s->x0 + (ni + 0.5) * s->cell, s->y0 + (nj + 0.5) * s->cell, &extra))
                {
                  g[m] = (float) (rim + extra);
                  pivot[m] = c;
                  anchor[m] = 1;
                }
              /* one ray per zone from this cell: skip a zone already tried */
              gboolean seen = FALSE;
              for (int k = 0; k < (dj + 1) * 3 + di + 1 && !seen; k++)
                {
                  int pi = i + k % 3 - 1, pj = j + k / 3 - 1;
                  seen = pi >= 0 && pj >= 0 && pi < W && pj < H && s->zoc[pj * W + pi] == zone;
                }
              if (seen)
                continue;
              const SandMoveZoc *z = &g_array_index (s->zocs, SandMoveZoc, zone);
              double cx = s->x0 + (i + 0.5) * s->cell, cy = s->y0 + (j + 0.5) * s->cell;
              march (s, budget, g, pivot, anchor, cx, cy, g[c], z->x, z->y,
                     hypot (z->x - cx, z->y - cy) - z->contact, zone, MARCH_IN_ZONE, c, NULL);
            }
      }
}
