/* sand-move-snapshot.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-move-snapshot-private.h"
#include "sand-raster-blocks.h"

G_DEFINE_BOXED_TYPE (SandMoveSnapshot, sand_move_snapshot,
                     sand_move_snapshot_ref, sand_move_snapshot_unref)

SandMoveSnapshot *
sand_move_snapshot_ref (SandMoveSnapshot *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
sand_move_snapshot_unref (SandMoveSnapshot *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_int_dec_and_test (&self->ref_count))
    return;
  if (self->base != NULL)
    {
      /* all it holds is borrowed but its names */
      g_free (self->unit_id);
      g_free (self->mode_id);
      g_free (self->ruleset_id);
      sand_move_snapshot_unref (self->base);
      g_free (self);
      return;
    }

  sand_raster_block_give (self->kind, self->kind_block);
  g_array_unref (self->kinds);
  g_free (self->ground);
  g_free (self->ground_onto);
  g_free (self->kind_used);
  g_clear_pointer (&self->no_end_cells, g_array_unref);
  g_array_unref (self->lines);
  g_array_unref (self->openings);
  g_array_unref (self->discs);
  g_array_unref (self->no_end);
  g_array_unref (self->zocs);
  g_free (self->zoc);
  sand_raster_block_give (self->obst_start, self->obst_block);
  g_free (self->obst);
  g_ptr_array_unref (self->reasons);
  g_free (self->tiers);
  g_clear_pointer (&self->floor_sites, g_array_unref);
  g_clear_pointer (&self->hills, g_array_unref);
  g_free (self->unit_id);
  g_free (self->mode_id);
  g_free (self->ruleset_id);
  g_free (self);
}

double
sand_move_snapshot_get_allowance (SandMoveSnapshot *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->allowance;
}

void
sand_move_snapshot_get_start (SandMoveSnapshot *self,
                              double           *x,
                              double           *y)
{
  g_return_if_fail (self != NULL);
  if (x)
    *x = self->start_x;
  if (y)
    *y = self->start_y;
}

double
sand_move_snapshot_get_resolution (SandMoveSnapshot *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->cell;
}

const char *
sand_move_snapshot_get_unit_id (SandMoveSnapshot *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->unit_id;
}

const char *
sand_move_snapshot_get_mode_id (SandMoveSnapshot *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->mode_id;
}

const char *
sand_move_snapshot_get_ruleset_id (SandMoveSnapshot *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->ruleset_id;
}

gboolean
sand_move_line_crossed (const SandMoveSnapshot *s,
                        const SandMoveLine     *line,
                        double                  ax,
                        double                  ay,
                        double                  bx,
                        double                  by,
                        double                 *t_out)
{
  double rx = bx - ax, ry = by - ay;
  double sx = line->bx - line->ax, sy = line->by - line->ay;
  double den = rx * sy - ry * sx;

  if (fabs (den) < 1e-15)
    return FALSE; /* parallel: sliding along a line is not crossing it */

  double qx = line->ax - ax, qy = line->ay - ay;
  double t = (qx * sy - qy * sx) / den;
  double u = (qx * ry - qy * rx) / den;

  /* Half-open along the move, so a path that stops exactly on a line and goes on
   * pays for it once, on the segment that leaves the line. */
  if (t < -1e-12 || t >= 1.0 - 1e-12 || u < -1e-9 || u > 1.0 + 1e-9)
    return FALSE;

  double px = ax + t * rx, py = ay + t * ry;
  for (guint k = 0; k < line->n_openings; k++)
    {
      const SandMoveOpening *o = &g_array_index (s->openings, SandMoveOpening, line->first_opening + k);
      if (hypot (px - o->x, py - o->y) <= o->r)
        return FALSE;
    }
  if (t_out)
    *t_out = t;
  return TRUE;
}

/* The square of the distance from (@u, @v) to the rectangle of half extents
 * @hw, @hd round the origin, 0 inside it. */
static inline double
rect_dist2 (double hw,
            double hd,
            double u,
            double v)
{
  double du = MAX (fabs (u) - hw, 0), dv = MAX (fabs (v) - hd, 0);

  return du * du + dv * dv;
}

/* The square of the distance from (@pu, @pv) to the segment (@au, @av)-(@bu, @bv). */
static inline double
segment_dist2 (double au,
               double av,
               double bu,
               double bv,
               double pu,
               double pv)
{
  double du = bu - au, dv = bv - av, len2 = du * du + dv * dv;
  double t = len2 > 0 ? CLAMP (((pu - au) * du + (pv - av) * dv) / len2, 0.0, 1.0) : 0;
  double eu = au + t * du - pu, ev = av + t * dv - pv;

  return eu * eu + ev * ev;
}

/* TRUE when the segment meets the rectangle of half extents @hw, @hd round the
 * origin, edges included: the segment clipped to each of its four sides'
 * half-planes in turn keeps some part. */
static gboolean
segment_meets_rect (double hw,
                    double hd,
                    double au,
                    double av,
                    double bu,
                    double bv)
{
  double p[4] = { au - bu, bu - au, av - bv, bv - av };
  double q[4] = { au + hw, hw - au, av + hd, hd - av };
  double t0 = 0, t1 = 1;

  for (int k = 0; k < 4; k++)
    {
      if (p[k] == 0)
        {
          if (q[k] < 0)
            return FALSE;
          continue;
        }
      double t = q[k] / p[k];
      if (p[k] < 0)
        t0 = MAX (t0, t);
      else
        t1 = MIN (t1, t);
      if (t0 > t1)
        return FALSE;
    }
  return TRUE;
}

/* A rectangle grown by the radius: the segment's distance to it is 0 when they
 * meet, else the least of its ends' distances to the rectangle and the
 * rectangle's corners' distances to the segment. */
static gboolean
rect_hit (const SandMoveDisc *disc,
          double              ax,
          double              ay,
          double              bx,
          double              by)
{
  double au, av, bu, bv, r2 = disc->r * disc->r * (1.0 - 1e-9);

  if (disc->r <= 0)
    return FALSE;
  sand_move_disc_local (disc, ax, ay, &au, &av);
  sand_move_disc_local (disc, bx, by, &bu, &bv);
  if (segment_meets_rect (disc->hw, disc->hd, au, av, bu, bv))
    return TRUE;
  if (rect_dist2 (disc->hw, disc->hd, au, av) < r2 || rect_dist2 (disc->hw, disc->hd, bu, bv) < r2)
    return TRUE;
  for (int k = 0; k < 4; k++)
    {
      double cu = k & 1 ? disc->hw : -disc->hw, cv = k & 2 ? disc->hd : -disc->hd;
      if (segment_dist2 (au, av, bu, bv, cu, cv) < r2)
        return TRUE;
    }
  return FALSE;
}

gboolean
sand_move_disc_hit (const SandMoveDisc *disc,
                    double              ax,
                    double              ay,
                    double              bx,
                    double              by)
{
  if (disc->hw > 0 || disc->hd > 0)
    return rect_hit (disc, ax, ay, bx, by);

  double dx = bx - ax, dy = by - ay;
  double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((disc->x - ax) * dx + (disc->y - ay) * dy) / len2 : 0;

  t = CLAMP (t, 0.0, 1.0);
  double cx = ax + t * dx - disc->x, cy = ay + t * dy - disc->y;
  /* grazing the edge is allowed: "closer than 2 inches" is forbidden, 2 is not */
  return cx * cx + cy * cy < disc->r * disc->r * (1.0 - 1e-9);
}
