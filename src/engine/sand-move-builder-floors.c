/* sand-move-builder-floors.c: the floors of buildings in a snapshot: which
 * cells are inside each building with upper floors, what a storey costs, and
 * what a unit that starts upstairs has paid to come down.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-geometry.h"
#include "sand-move-builder-private.h"

static void
floor_site_clear (gpointer data)
{
  SandMoveFloorSite *site = data;

  g_free (site->id);
  g_free (site->name);
  g_array_unref (site->cells);
}

void
sand_move_builder_set_floors (SandMoveBuilder      *self,
                              const SandMoveEffect *up,
                              const SandMoveEffect *down,
                              double                height)
{
  g_return_if_fail (self != NULL && up != NULL && down != NULL);

  self->snap->floor_up = *up;
  self->snap->floor_down = *down;
  self->snap->floor_height = MAX (height, 0.0);
}

/* The middle of a polygon: its centroid, or its box's centre when it has no area. */
static void
outline_middle (const SandPoint *p,
                guint            n,
                double          *x,
                double          *y)
{
  double a = 0, cx = 0, cy = 0, xlo = G_MAXDOUBLE, xhi = -G_MAXDOUBLE, ylo = G_MAXDOUBLE, yhi = -G_MAXDOUBLE;

  for (guint i = 0; i < n; i++)
    {
      const SandPoint *q = &p[i], *r = &p[(i + 1) % n];
      double cross = q->x * r->y - r->x * q->y;

      a += cross;
      cx += (q->x + r->x) * cross;
      cy += (q->y + r->y) * cross;
      xlo = MIN (xlo, q->x);
      xhi = MAX (xhi, q->x);
      ylo = MIN (ylo, q->y);
      yhi = MAX (yhi, q->y);
    }
  if (fabs (a) > 1e-9)
    {
      *x = cx / (3 * a);
      *y = cy / (3 * a);
    }
  else
    {
      *x = (xlo + xhi) / 2;
      *y = (ylo + yhi) / 2;
    }
}

guint
sand_move_builder_add_floor_site (SandMoveBuilder *self,
                                  const char      *id,
                                  const char      *name,
                                  const SandPoint *points,
                                  guint            n_points,
                                  int              n_floors)
{
  g_return_val_if_fail (self != NULL && points != NULL && n_points >= 3, 0);

  SandMoveSnapshot *s = self->snap;
  SandMoveFloorSite site = { 0 };
  double xlo = G_MAXDOUBLE, xhi = -G_MAXDOUBLE, ylo = G_MAXDOUBLE, yhi = -G_MAXDOUBLE;

  if (s->floor_sites == NULL)
    {
      s->floor_sites = g_array_new (FALSE, FALSE, sizeof (SandMoveFloorSite));
      g_array_set_clear_func (s->floor_sites, floor_site_clear);
    }
  site.id = g_strdup (id);
  site.name = g_strdup (name);
  site.n_floors = n_floors;
  site.holds_start = sand_point_in_polygon (points, n_points, s->start_x, s->start_y);
  site.cells = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint k = 0; k < n_points; k++)
    {
      xlo = MIN (xlo, points[k].x);
      xhi = MAX (xhi, points[k].x);
      ylo = MIN (ylo, points[k].y);
      yhi = MAX (yhi, points[k].y);
    }
  /* a label goes above the building, clear of the units inside */
  outline_middle (points, n_points, &site.x, &site.y);
  site.y = ylo;
  /* only the part of the building inside the raster: the rest is out of reach */
  int i0 = MAX (0, (int) floor ((xlo - s->x0) / s->cell));
  int i1 = MIN (s->width - 1, (int) floor ((xhi - s->x0) / s->cell));
  int j0 = MAX (0, (int) floor ((ylo - s->y0) / s->cell));
  int j1 = MIN (s->height - 1, (int) floor ((yhi - s->y0) / s->cell));
  for (int j = j0; j <= j1; j++)
    for (int i = i0; i <= i1; i++)
      if (sand_point_in_polygon (points, n_points, cell_x (self, i), cell_y (self, j)))
        {
          int c = j * s->width + i;
          g_array_append_val (site.cells, c);
        }
  g_array_append_val (s->floor_sites, site);
  return s->floor_sites->len - 1;
}

void
sand_move_builder_start_on_floor (SandMoveBuilder *self,
                                  guint            site,
                                  int              floor)
{
  SandMoveSnapshot *s = self->snap;

  g_return_if_fail (s->floor_sites != NULL && site < s->floor_sites->len && floor > 0);

  s->start_site = (int) site;
  s->start_floor = floor;
  s->start_cost = floor * s->floor_height * sand_move_effect_cost (&s->floor_down, s->allowance);
}

void
sand_move_builder_floor_tiers (SandMoveSnapshot *s,
                               GArray           *tiers)
{
  double limit = s->floor_down.tier;

  if (s->start_floor <= 0)
    return;
  if ((s->floor_down.flags & SAND_MOVE_BLOCKED) || !(s->start_cost <= s->allowance))
    {
      /* the unit cannot come down this move: it stays upstairs */
      g_array_set_size (tiers, 0);
      return;
    }
  if (!(limit > 0))
    return;
  /* coming down limits the whole move: no tier above the descent's */
  guint n = 0;
  for (guint k = 0; k < tiers->len; k++)
    {
      double t = MIN (g_array_index (tiers, double, k), limit);
      if (n == 0 || g_array_index (tiers, double, n - 1) != t)
        g_array_index (tiers, double, n++) = t;
    }
  g_array_set_size (tiers, n);
}
