/* sand-move-compile-floors.c: the floors of the scenario's buildings, and the
 * floor the moving unit stands on, as the ruleset's <structure> says they are
 * climbed and descended.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-geometry.h"
#include "sand-move-compile-private.h"

/* The unit's floor attribute: 0 (the ground floor) when it does not say. */
static gboolean
unit_floor (SandUnit *unit,
            int      *floor,
            GError  **error)
{
  const char *text = sand_unit_get_attr (unit, "floor");
  gint64 v = 0;

  *floor = 0;
  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_signed (text, 10, 0, 1000, &v, NULL))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("The unit “%s” is on floor “%s”: a floor is a whole number, 0 for the ground floor"),
                   sand_unit_get_id (unit), text);
      return FALSE;
    }
  *floor = (int) v;
  return TRUE;
}

/* The topmost building whose outline holds (@x, @y), or NULL. */
static SandFeature *
building_at (GListModel *features,
             double      x,
             double      y,
             double      tolerance)
{
  SandFeature *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr (SandFeature) f = g_list_model_get_item (features, i);
      if (sand_feature_get_kind (f) != SAND_TERRAIN_BUILDING)
        continue;
      g_autoptr (GArray) pts = sand_feature_get_outline (f, tolerance);
      if (pts->len >= 3 && sand_point_in_polygon ((const SandPoint *) (void *) pts->data, pts->len, x, y))
        g_set_object (&found, f);
    }
  return found;
}

static gboolean
check_start (SandFeature *building,
             SandUnit    *unit,
             int          floor,
             GError     **error)
{
  if (floor == 0)
    return TRUE;
  if (building == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("The unit “%s” is on floor %d but does not stand inside a building"),
                   sand_unit_get_id (unit), floor);
      return FALSE;
    }
  if (floor >= sand_feature_get_floors (building))
    {
      int top = sand_feature_get_floors (building) - 1;
      if (top == 0)
        g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                     _("The unit “%s” is on floor %d, but building %s has only a ground floor (0)"),
                     sand_unit_get_id (unit), floor, sand_feature_get_id (building));
      else
        g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                     _("The unit “%s” is on floor %d, above the top of building %s (floors 0 to %d)"),
                     sand_unit_get_id (unit), floor, sand_feature_get_id (building), top);
      return FALSE;
    }
  return TRUE;
}

gboolean
sand_move_compile_floors (Compile      *c,
                          SandScenario *scenario,
                          SandUnit     *unit,
                          GError      **error)
{
  GListModel *features = sand_scenario_get_features (scenario);
  g_autoptr (SandFeature) home = building_at (features, c->start_x, c->start_y, c->tolerance);
  SandStructureRules rules;
  SandMoveEffect up, down;
  int floor;

  if (!unit_floor (unit, &floor, error) || !check_start (home, unit, floor, error))
    return FALSE;
  /* a ruleset with no word on structures moves every unit on the plan view */
  if (!sand_ruleset_lookup_structure (c->rs, &c->ctx, &rules))
    return TRUE;
  g_autoptr (SandReason) climbing = sand_move_compile_who (SAND_REASON_WHO_CLIMBING, NULL, NULL, NULL);
  g_autoptr (SandReason) coming_down = sand_move_compile_who (SAND_REASON_WHO_COMING_DOWN, NULL, NULL, NULL);

  sand_move_compile_to_effect (c, &rules.floor_up, climbing, &up);
  sand_move_compile_to_effect (c, &rules.floor_down, coming_down, &down);
  sand_move_builder_set_floors (c->b, &up, &down, rules.floor_height);
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr (SandFeature) f = g_list_model_get_item (features, i);
      if (sand_feature_get_kind (f) != SAND_TERRAIN_BUILDING || sand_feature_get_floors (f) < 2
          || sand_move_compile_skips (c, f))
        continue;
      g_autoptr (GArray) pts = sand_feature_get_outline (f, c->tolerance);
      if (pts->len < 3)
        continue;
      guint site = sand_move_builder_add_floor_site (c->b, sand_feature_get_id (f), sand_feature_get_name (f),
                                                     (const SandPoint *) (void *) pts->data, pts->len,
                                                     sand_feature_get_floors (f));
      if (f == home && floor > 0)
        sand_move_builder_start_on_floor (c->b, site, floor);
    }
  sand_structure_rules_clear (&rules);
  return TRUE;
}
