/* sand-command.c: a unit's officer and the PIP cost of its move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-command.h"
#include "sand-scenario.h"
#include "sand-side.h"
#include "sand-sight.h"
#include "sand-unit.h"

SandUnit *
sand_command_find_officer (SandScenario *scenario,
                           SandRuleset  *ruleset,
                           SandUnit     *unit,
                           gboolean     *named)
{
  const char *attribute = ruleset != NULL ? sand_ruleset_officer_attribute (ruleset) : "officer";
  const char *id, *team;
  GListModel *units;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario) && SAND_IS_UNIT (unit) && named != NULL, NULL);

  id = sand_unit_get_attr (unit, attribute);
  units = sand_scenario_get_units (scenario);
  team = sand_unit_get_team (unit);
  *named = id != NULL;
  if (id != NULL)
    return sand_scenario_find_unit (scenario, id);
  for (guint i = 0; team != NULL && i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) u = g_list_model_get_item (units, i);

      if (u != unit && sand_unit_get_side (u) == sand_unit_get_side (unit)
          && g_strcmp0 (sand_unit_get_team (u), team) == 0
          && g_strcmp0 (sand_unit_get_role (u), "officer") == 0)
        return u; /* the scenario holds it */
    }
  return NULL;
}

static const SandRulesetCommand *
command_of (SandRuleset *ruleset,
            SandUnit    *unit,
            const char  *mode_id)
{
  return sand_ruleset_find_command (ruleset, sand_unit_get_class (unit), mode_id, sand_unit_lookup_attr, unit);
}

gboolean
sand_command_counts (SandRuleset *ruleset,
                     SandUnit    *unit,
                     const char  *mode_id)
{
  g_return_val_if_fail (SAND_IS_RULESET (ruleset), FALSE);
  g_return_val_if_fail (SAND_IS_UNIT (unit), FALSE);

  return command_of (ruleset, unit, mode_id) != NULL;
}

static void
reason_clear (gpointer data)
{
  SandCommandReason *r = data;

  g_free (r->officer);
  g_free (r->excuse);
}

static void
add (GArray         *reasons,
     SandCommandWhy  why,
     guint           pips,
     double          distance,
     double          limit,
     gboolean        hexes,
     const char     *officer,
     const char     *excuse)
{
  SandCommandReason r = { why, pips, distance, limit, hexes, g_strdup (officer), g_strdup (excuse) };

  g_array_append_val (reasons, r);
}

static gboolean
attr_true (SandUnit   *unit,
           const char *name)
{
  const char *value = sand_unit_get_attr (unit, name);

  return value != NULL && (g_str_equal (value, "true") || g_str_equal (value, "1") || g_str_equal (value, "yes"));
}

/* How far @unit is from @officer, and whether the officer sees it: in hexes on
 * the hex grid a hex ruleset plays on, base edge to base edge otherwise. */
static double
apart (SandScenario *scenario,
       SandRuleset  *ruleset,
       SandUnit     *officer,
       SandUnit     *unit,
       gboolean     *sees)
{
  const SandRulesetSight *sight = sand_ruleset_get_sight (ruleset);
  SandHexGrid grid;
  double d;

  if (sand_ruleset_get_grid_type (ruleset) == SAND_GRID_HEX && sand_hex_grid_from_scenario (&grid, scenario))
    {
      SandHexMap *map = sand_hex_map_new (scenario, &grid);
      SandHex from = sand_hex_unit_hex (map, officer), to = sand_hex_unit_hex (map, unit);

      *sees = sand_sight_hex (sight, map, sand_scenario_get_units (scenario), sand_unit_get_side (officer), from,
                              to, NULL);
      d = sand_hex_distance (from, to);
      sand_hex_map_unref (map);
      return d;
    }
  d = hypot (sand_unit_get_x (officer) - sand_unit_get_x (unit), sand_unit_get_y (officer) - sand_unit_get_y (unit))
      - sand_unit_get_radius (officer) - sand_unit_get_radius (unit);
  *sees = sand_sight_table (sight, scenario, unit, officer, NULL);
  return MAX (d, 0.0);
}

static guint
lost_cost (const SandRulesetCommand *command)
{
  for (guint i = 0; i < command->rules->len; i++)
    {
      const SandCommandRule *rule = command->rules->pdata[i];

      if (rule->kind == SAND_COMMAND_IF_LOST)
        return MAX (rule->cost, command->cost);
    }
  return command->cost;
}

guint
sand_command_pip_cost (SandScenario *scenario,
                       SandRuleset  *ruleset,
                       SandUnit     *unit,
                       const char   *mode_id,
                       GArray      **reasons)
{
  g_autoptr (GArray) why = g_array_new (FALSE, TRUE, sizeof (SandCommandReason));
  const SandRulesetCommand *command;
  const SandCommandRule *excused = NULL;
  gboolean named, sees = TRUE, hexes;
  SandUnit *officer;
  double d;
  guint cost;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), 0);
  g_return_val_if_fail (SAND_IS_RULESET (ruleset), 0);
  g_return_val_if_fail (SAND_IS_UNIT (unit), 0);

  g_array_set_clear_func (why, reason_clear);
  command = command_of (ruleset, unit, mode_id);
  if (command == NULL)
    {
      if (reasons != NULL)
        *reasons = g_steal_pointer (&why);
      return 0;
    }

  cost = command->cost;
  hexes = sand_ruleset_get_grid_type (ruleset) == SAND_GRID_HEX;
  officer = sand_command_find_officer (scenario, ruleset, unit, &named);
  if (officer == NULL && !named && g_strcmp0 (sand_unit_get_role (unit), "officer") == 0)
    add (why, SAND_COMMAND_SELF, cost, 0, 0, hexes, NULL, NULL);
  else if (officer == NULL)
    {
      cost = lost_cost (command);
      add (why, named ? SAND_COMMAND_LOST : SAND_COMMAND_NO_OFFICER, cost, 0, 0, hexes,
           named ? sand_unit_get_attr (unit, sand_ruleset_officer_attribute (ruleset)) : NULL, NULL);
    }
  else
    {
      const char *oid = sand_unit_get_id (officer);

      d = apart (scenario, ruleset, officer, unit, &sees);
      for (guint i = 0; i < command->rules->len; i++)
        {
          const SandCommandRule *rule = command->rules->pdata[i];

          if (rule->kind != SAND_COMMAND_IF_BEYOND || !(d > rule->distance))
            continue;
          if (rule->unless != NULL && attr_true (unit, rule->unless))
            excused = excused != NULL ? excused : rule;
          else if (!rule->out_of_sight || !sees)
            {
              cost = MAX (cost, rule->cost);
              add (why, rule->out_of_sight ? SAND_COMMAND_BEYOND_UNSEEN : SAND_COMMAND_BEYOND, rule->cost, d,
                   rule->distance, hexes, oid, NULL);
            }
        }
      if (cost == command->cost && excused != NULL)
        add (why, SAND_COMMAND_EXCUSED, cost, d, excused->distance, hexes, oid, excused->unless);
      else if (cost == command->cost)
        add (why, SAND_COMMAND_NEAR, cost, d, 0, hexes, oid, NULL);
    }
  if (reasons != NULL)
    *reasons = g_steal_pointer (&why);
  return cost;
}
