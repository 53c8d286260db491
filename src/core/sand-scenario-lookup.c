/* sand-scenario-lookup.c: finding a scenario's features, sides and units by id
 * or by where they are, and making fresh ids.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sand-scenario.h"

typedef const char *(*IdGetter) (gpointer item);

static gpointer
find_by_id (GListModel *list,
            IdGetter    get_id,
            const char *id)
{
  guint n = g_list_model_get_n_items (list);

  if (id == NULL)
    return NULL;
  for (guint i = 0; i < n; i++)
    {
      /* The store keeps its reference: hand out a borrowed one. */
      gpointer item = g_list_model_get_item (list, i);
      g_object_unref (item);
      if (g_strcmp0 (get_id (item), id) == 0)
        return item;
    }
  return NULL;
}

SandFeature *
sand_scenario_find_feature (SandScenario *self,
                            const char   *id)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);
  return find_by_id (sand_scenario_get_features (self), (IdGetter) sand_feature_get_id, id);
}

SandSide *
sand_scenario_find_side (SandScenario *self,
                         const char   *id)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);
  return find_by_id (sand_scenario_get_sides (self), (IdGetter) sand_side_get_id, id);
}

SandUnit *
sand_scenario_find_unit (SandScenario *self,
                         const char   *id)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);
  return find_by_id (sand_scenario_get_units (self), (IdGetter) sand_unit_get_id, id);
}

gboolean
sand_scenario_has_id (SandScenario *self,
                      const char   *id)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), FALSE);
  return sand_scenario_find_feature (self, id) != NULL || sand_scenario_find_side (self, id) != NULL || sand_scenario_find_unit (self, id) != NULL;
}

char *
sand_scenario_make_id (SandScenario *self,
                       const char   *prefix)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (prefix != NULL, NULL);

  for (guint n = 1;; n++)
    {
      char *id = g_strdup_printf ("%s%u", prefix, n);
      if (!sand_scenario_has_id (self, id))
        return id;
      g_free (id);
    }
}

SandUnit *
sand_scenario_unit_at (SandScenario *self,
                       double        x,
                       double        y)
{
  guint n;

  g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);

  /* Topmost first: later units are drawn above earlier ones. */
  n = g_list_model_get_n_items (sand_scenario_get_units (self));
  for (guint i = n; i > 0; i--)
    {
      SandUnit *unit = g_list_model_get_item (sand_scenario_get_units (self), i - 1);
      g_object_unref (unit);
      if (sand_unit_hit (unit, x, y))
        return unit;
    }
  return NULL;
}

SandFeature *
sand_scenario_feature_at (SandScenario *self,
                          double        x,
                          double        y,
                          double        slop)
{
  guint n;

  g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);

  n = g_list_model_get_n_items (sand_scenario_get_features (self));
  for (guint i = n; i > 0; i--)
    {
      SandFeature *feature = g_list_model_get_item (sand_scenario_get_features (self), i - 1);
      g_object_unref (feature);
      if (sand_feature_hit (feature, x, y, slop))
        return feature;
    }
  return NULL;
}
