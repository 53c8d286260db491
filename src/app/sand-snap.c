/* sand-snap.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-hex-grid.h"
#include "sand-snap.h"

void
sand_snap_init (SandSnap *snap)
{
  g_return_if_fail (snap != NULL);

  snap->grid = SAND_SNAP_GRID_NONE;
  snap->pitch = 1.0;
  snap->vertices = TRUE;
  snap->reach = 0.5;
}

typedef struct
{
  double x;
  double y;
  double distance;
} Candidate;

static void
consider (Candidate *best,
          double     px,
          double     py,
          double     x,
          double     y)
{
  double d = hypot (px - x, py - y);

  if (d < best->distance)
    {
      best->x = px;
      best->y = py;
      best->distance = d;
    }
}

static void
consider_vertices (Candidate    *best,
                   SandScenario *scenario,
                   gpointer      skip,
                   double        x,
                   double        y)
{
  GListModel *features = sand_scenario_get_features (scenario);
  GListModel *units = sand_scenario_get_units (scenario);

  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);
      g_autoptr(GArray) outline = NULL;

      if (feature == skip)
        continue;

      /* Rectangles and ellipses offer their outline's points too (corners and
       * the ends of the axes), which is what a wall along a field wants. */
      outline = sand_feature_get_outline (feature, 0.25);
      for (guint j = 0; j < outline->len; j++)
        {
          SandPoint *p = &g_array_index (outline, SandPoint, j);
          consider (best, p->x, p->y, x, y);
        }
    }

  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(SandUnit) unit = g_list_model_get_item (units, i);

      if (unit != skip)
        consider (best, sand_unit_get_x (unit), sand_unit_get_y (unit), x, y);
    }
}

static void
consider_hex (Candidate    *best,
              SandScenario *scenario,
              double        x,
              double        y)
{
  SandHexGrid grid;
  SandHex hex;
  SandPoint corners[6];
  double cx, cy;

  if (!sand_hex_grid_from_scenario (&grid, scenario))
    return;

  hex = sand_hex_grid_hex_at (&grid, x, y);
  sand_hex_grid_center (&grid, hex, &cx, &cy);
  consider (best, cx, cy, x, y);
  sand_hex_grid_corners (&grid, hex, corners);
  for (guint i = 0; i < 6; i++)
    consider (best, corners[i].x, corners[i].y, x, y);
}

gboolean
sand_snap_point (const SandSnap *snap,
                 SandScenario   *scenario,
                 gpointer        skip,
                 double          x,
                 double          y,
                 double         *out_x,
                 double         *out_y)
{
  Candidate best = { x, y, G_MAXDOUBLE };

  g_return_val_if_fail (snap != NULL, FALSE);
  g_return_val_if_fail (!scenario || SAND_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (out_x != NULL && out_y != NULL, FALSE);

  *out_x = x;
  *out_y = y;

  /* A vertex in reach wins over the grid: joining things up matters more. */
  if (snap->vertices && scenario != NULL)
    {
      consider_vertices (&best, scenario, skip, x, y);
      if (best.distance <= snap->reach)
        {
          *out_x = best.x;
          *out_y = best.y;
          return TRUE;
        }
    }

  switch (snap->grid)
    {
    case SAND_SNAP_GRID_SQUARE:
      if (snap->pitch <= 0.0)
        return FALSE;
      *out_x = round (x / snap->pitch) * snap->pitch;
      *out_y = round (y / snap->pitch) * snap->pitch;
      return TRUE;

    case SAND_SNAP_GRID_HEX:
      if (scenario == NULL)
        return FALSE;
      best.distance = G_MAXDOUBLE;
      consider_hex (&best, scenario, x, y);
      if (best.distance <= snap->reach)
        {
          *out_x = best.x;
          *out_y = best.y;
          return TRUE;
        }
      return FALSE;

    case SAND_SNAP_GRID_NONE:
    default:
      return FALSE;
    }
}
