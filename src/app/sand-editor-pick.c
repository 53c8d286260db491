/* sand-editor-pick.c: finding the items under a point or inside a box.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-editor-private.h"

/* Picking a thin line forgives this many pixels. */
#define PICK_SLOP_PIXELS 5.0
/* A figure drawn a few pixels wide at fit zoom is picked within this many pixels
 * of its centre: a target 24 pixels across, GNOME's smallest, that a trackpad
 * can hit. */
#define UNIT_PICK_RADIUS_PIXELS 12.0

/* The pickable unit nearest (@x, @y) whose centre is within @reach, or NULL;
 * on a tie the topmost. */
static SandUnit *
nearest_unit (SandEditor *self,
              GListModel *units,
              double      x,
              double      y,
              double      reach)
{
  SandUnit *best = NULL;
  double    best_d = reach;

  for (guint i = g_list_model_get_n_items (units); i > 0; i--)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i - 1);
      double               d = hypot (x - sand_unit_get_x (unit), y - sand_unit_get_y (unit));

      if (d <= best_d && (best == NULL || d < best_d) && _sand_editor_is_pickable (self, unit))
        {
          best = unit;
          best_d = d;
        }
    }
  return best;
}

gpointer
sand_editor_pick (SandEditor *self,
                  double      x,
                  double      y)
{
  SandScenario *scenario;
  GListModel   *units, *features;
  double        slop;

  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  scenario = sand_editor_get_scenario (self);
  slop = PICK_SLOP_PIXELS * sand_editor_get_pixel (self);

  /* Units stand on the terrain, so they are picked first; topmost first. */
  units = sand_scenario_get_units (scenario);
  for (guint i = g_list_model_get_n_items (units); i > 0; i--)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i - 1);

      if (_sand_editor_is_pickable (self, unit) && sand_unit_hit (unit, x, y))
        return unit;
    }
  /* Then a small figure near the pointer, before the terrain under it. */
  {
    SandUnit *near = nearest_unit (self, units, x, y,
                                   UNIT_PICK_RADIUS_PIXELS * sand_editor_get_pixel (self));

    if (near != NULL)
      return near;
  }

  /* Lines and points before areas: they are thin and drawn over areas anyway. */
  features = sand_scenario_get_features (scenario);
  for (int pass = 0; pass < 2; pass++)
    for (guint i = g_list_model_get_n_items (features); i > 0; i--)
      {
        g_autoptr (SandFeature) feature = g_list_model_get_item (features, i - 1);
        gboolean                is_area = sand_feature_get_shape (feature) == SAND_SHAPE_AREA;

        if (is_area != (pass == 1))
          continue;
        if (_sand_editor_is_pickable (self, feature) && sand_feature_hit (feature, x, y, slop))
          return feature;
      }

  return NULL;
}

static gboolean
bounds_inside (const SandBounds *inner,
               const SandBounds *outer)
{
  return inner->x0 >= outer->x0 && inner->y0 >= outer->y0 &&
         inner->x1 <= outer->x1 && inner->y1 <= outer->y1;
}

GPtrArray *
sand_editor_pick_inside (SandEditor       *self,
                         const SandBounds *bounds)
{
  SandScenario *scenario;
  GListModel   *features, *units;
  GPtrArray    *items;

  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  scenario = sand_editor_get_scenario (self);
  items = g_ptr_array_new ();

  features = sand_scenario_get_features (scenario);
  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr (SandFeature) feature = g_list_model_get_item (features, i);
      SandBounds              fb = sand_feature_get_bounds (feature);

      if (_sand_editor_is_pickable (self, feature) && bounds_inside (&fb, bounds))
        g_ptr_array_add (items, feature);
    }

  units = sand_scenario_get_units (scenario);
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
      double               x = sand_unit_get_x (unit), y = sand_unit_get_y (unit);

      if (_sand_editor_is_pickable (self, unit) &&
          x >= bounds->x0 && x <= bounds->x1 && y >= bounds->y0 && y <= bounds->y1)
        g_ptr_array_add (items, unit);
    }

  return items;
}
