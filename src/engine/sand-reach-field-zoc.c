/* sand-reach-field-zoc.c: what a point inside a zone of control costs.
 *
 * In a zone the unit goes only straight: toward the enemy (to contact its front),
 * or, when it starts inside, straight away (sand-reach-zoc.c). The search marks
 * the cells along those legs, each priced where the leg enters it; a point is
 * priced here on the leg itself, so a figure 1in straight toward the enemy has
 * spent 1in, not what the cell it stands in was entered at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-geometry.h"
#include "sand-reach-field-private.h"

/* How far off a leg's line a point may lie and still be on it: the legs the
 * search marks are a cell wide, and a point in them is priced on the leg. */
static double
line_tolerance (const SandMoveSnapshot *s,
                gboolean                in_zone)
{
  return in_zone ? s->cell : s->cell * 1e-6;
}

/* The straight leg from (px, py) to (qx, qy) taken as the zones allow it, after
 * @g0 spent, within @bound: its cost, -1 when it may not go or costs more. */
static double
straight (const SandMoveSnapshot *s,
          double                  px,
          double                  py,
          double                  g0,
          double                  qx,
          double                  qy,
          double                  bound)
{
  int pcell = sand_move_snapshot_cell_index (s, px, py);
  double limit, leg;

  if (pcell < 0)
    return -1;
  leg = _sand_reach_field_leg_cost (s, pcell, px, py, qx, qy, SAND_LEG_ZOC_FREE, -1, &limit);
  if (leg < 0 || g0 + leg > MIN (bound, limit) + 1e-6)
    return -1;
  return g0 + leg;
}

static void
path_add (GArray **path,
          double   x,
          double   y)
{
  SandPoint p = { x, y };

  if (path == NULL)
    return;
  if (*path == NULL)
    *path = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  g_array_append_val (*path, p);
}

/* The unit starts in zone @z0: (x, y) on its line toward the enemy (up to
 * contact) or straight away. */
static SandZocPoint
from_start (SandReachField *self,
            int             z0,
            double          x,
            double          y,
            gboolean        in_zone,
            double         *cost,
            GArray        **path)
{
  const SandMoveSnapshot *s = self->snap;
  const SandMoveZoc *z = &g_array_index (s->zocs, SandMoveZoc, z0);
  double ux = z->x - s->start_x, uy = z->y - s->start_y, d = hypot (ux, uy);
  double vx = x - s->start_x, vy = y - s->start_y, t, off;

  if (d < 1e-9)
    return in_zone ? SAND_ZOC_POINT_OFF_LINE : SAND_ZOC_POINT_NONE;
  ux /= d;
  uy /= d;
  t = vx * ux + vy * uy;
  off = fabs (vx * uy - vy * ux);
  if (off > line_tolerance (s, in_zone))
    return in_zone ? SAND_ZOC_POINT_OFF_LINE : SAND_ZOC_POINT_NONE;
  /* toward the enemy no further than contact; away, out and on */
  *cost = t > d - z->contact + 1e-9 ? -1 : straight (s, s->start_x, s->start_y, s->start_cost, x, y, s->tiers[0]);
  if (*cost >= 0)
    {
      path_add (path, s->start_x, s->start_y);
      path_add (path, x, y);
    }
  return SAND_ZOC_POINT_ON_LINE;
}

/* (x, y) in zone @zi, which the unit did not start in: reached straight toward
 * the enemy from where that line, followed back out, leaves the zone (its rim,
 * or the edge of the shadow a friend's base or a wall casts in it). */
static SandZocPoint
entered (SandReachField *self,
         int             zi,
         double          x,
         double          y,
         double         *cost,
         GArray        **path)
{
  const SandMoveSnapshot *s = self->snap;
  const SandMoveZoc *z = &g_array_index (s->zocs, SandMoveZoc, zi);
  double wx = x - z->x, wy = y - z->y, r = hypot (wx, wy), step = s->cell * 0.25;

  *cost = -1;
  if (r < z->contact - 1e-9 || r < 1e-9)
    return SAND_ZOC_POINT_ENTERED;
  wx /= r;
  wy /= r;
  for (double out = r + step; out <= z->radius + 2 * s->cell; out += step)
    {
      double rx = z->x + wx * out, ry = z->y + wy * out, at;
      int rc = sand_move_snapshot_cell_index (s, rx, ry);
      gint32 pivot;
      guint tier = 0;

      if (rc < 0)
        break;
      if (s->zoc[rc] == zi)
        continue;
      /* out of the zone: reached some way, then straight in */
      at = _sand_reach_field_best_leg (self, rx, ry, &pivot, &tier);
      if (at >= 0)
        *cost = straight (s, rx, ry, at, x, y, s->tiers[tier]);
      if (*cost >= 0 && path != NULL)
        {
          g_autoptr (GArray) way = _sand_reach_field_leg_path (self, rx, ry);

          if (way != NULL)
            {
              g_array_append_val (way, ((SandPoint) { x, y }));
              /* straight on through the rim: one leg */
              *path = sand_polyline_simplify ((SandPoint *) (void *) way->data, way->len, s->cell * 0.5);
            }
        }
      break;
    }
  return SAND_ZOC_POINT_ENTERED;
}

SandZocPoint
_sand_reach_field_zoc_point (SandReachField *self,
                             double          x,
                             double          y,
                             double         *cost,
                             GArray        **path)
{
  const SandMoveSnapshot *s = self->snap;
  int c = sand_move_snapshot_cell_index (s, x, y);
  int s0 = sand_move_snapshot_cell_index (s, s->start_x, s->start_y);
  int zi, z0;

  if (path != NULL)
    *path = NULL;
  if (s->zoc == NULL || c < 0)
    return SAND_ZOC_POINT_NONE;
  zi = s->zoc[c];
  z0 = s0 >= 0 ? s->zoc[s0] : -1;
  if (z0 >= 0 && (zi == z0 || zi < 0))
    return from_start (self, z0, x, y, zi >= 0, cost, path);
  if (zi >= 0)
    return entered (self, zi, x, y, cost, path);
  return SAND_ZOC_POINT_NONE;
}
