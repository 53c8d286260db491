/* sand-group-frontage.c: when a formation may reduce to a column
 * (sand-group-frontage.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-geometry.h"
#include "sand-group-frontage.h"

const SandGroupMove *
sand_group_frontage_column (SandRuleset *ruleset)
{
  const SandRulesetGroups *groups = sand_ruleset_get_groups (ruleset);

  if (groups == NULL || groups->reduce == NULL || groups->reduce[0] == NULL)
    return NULL;
  return sand_ruleset_group_move_of_kind (ruleset, SAND_GROUP_MOVE_COLUMN);
}

/* The formation's going the rules ask a column for. */
static gboolean
is_column_going (SandRuleset      *ruleset,
                 const SandReason *why)
{
  return why != NULL && why->rule == SAND_REASON_GOING && why->says == SAND_GOING_SAYS_FORBIDDEN && sand_ruleset_group_column_going (ruleset, why->going);
}

/* What no figure may pass at all, as against ground that slows or limits. */
static gboolean
stops (const SandReason *why)
{
  if (why == NULL)
    return FALSE;
  switch (why->rule)
    {
    case SAND_REASON_GOING:
      return why->says == SAND_GOING_SAYS_IMPASSABLE || why->says == SAND_GOING_SAYS_FORBIDDEN;
    case SAND_REASON_IMPASSABLE:
    case SAND_REASON_OFF_TABLE:
    case SAND_REASON_ENEMY_NEAR:
    case SAND_REASON_ENEMY_IN_THE_WAY:
    case SAND_REASON_VEHICLE_OVERLAP:
    case SAND_REASON_FRIEND_BENEATH:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Whether (@x, @y) lies on a line of @kind drawn on @scenario, within half
 * its width. */
static gboolean
on_line (SandScenario   *scenario,
         SandTerrainKind kind,
         double          x,
         double          y)
{
  GListModel *features = sand_scenario_get_features (scenario);
  guint       n = g_list_model_get_n_items (features);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (SandFeature) f = g_list_model_get_item (features, i);
      guint                   n_points;
      const SandPoint        *p = sand_feature_get_points (f, &n_points);

      if (sand_feature_get_kind (f) == kind && p != NULL && n_points >= 2 && sand_distance_to_polyline (p, n_points, x, y) <= sand_feature_get_table_width (f) / 2 + 1e-9)
        return TRUE;
    }
  return FALSE;
}

/* Whether every point of @path, a quarter inch apart, lies on a line of
 * @kind drawn on @scenario. */
static gboolean
follows_lines (SandScenario   *scenario,
               SandTerrainKind kind,
               GArray         *path)
{
  if (path == NULL || path->len == 0)
    return FALSE;
  for (guint k = 0; k < path->len; k++)
    {
      SandPoint a = g_array_index (path, SandPoint, k > 0 ? k - 1 : 0), b = g_array_index (path, SandPoint, k);
      int       steps = MAX (1, (int) ceil (hypot (b.x - a.x, b.y - a.y) / 0.25));

      for (int s = k > 0 ? 1 : 0; s <= steps; s++)
        {
          if (!on_line (scenario, kind, a.x + (b.x - a.x) * s / steps, a.y + (b.y - a.y) * s / steps))
            return FALSE;
          if (k == 0)
            break;
        }
    }
  return TRUE;
}

const char *
sand_group_frontage_reduce (SandScenario     *scenario,
                            SandRuleset      *ruleset,
                            const SandReason *why,
                            gboolean          column_required,
                            SandReachField   *column,
                            double            x,
                            double            y)
{
  const SandRulesetGroups *groups = sand_ruleset_get_groups (ruleset);
  g_autoptr (GArray)       column_path = NULL;
  SandPoint                start;

  if (groups == NULL || groups->reduce == NULL)
    return NULL;
  for (guint i = 0; groups->reduce[i]; i++)
    {
      const char     *word = groups->reduce[i];
      SandTerrainKind kind = sand_terrain_kind_from_string (word);

      if (g_str_equal (word, "column") && (column_required || is_column_going (ruleset, why)))
        return "column";
      if (g_str_equal (word, "gap") && stops (why) && !is_column_going (ruleset, why))
        return "gap";
      if (kind == SAND_TERRAIN_INVALID || sand_terrain_kind_get_shape (kind) != SAND_SHAPE_LINE)
        continue;
      /* the way, the longest of the questions, is asked only where it may
       * follow a line: from a start on one */
      sand_reach_field_get_start (column, &start.x, &start.y);
      if (!on_line (scenario, kind, start.x, start.y))
        continue;
      if (column_path == NULL)
        column_path = sand_reach_field_path (column, x, y);
      if (follows_lines (scenario, kind, column_path))
        return word;
    }
  return NULL;
}
