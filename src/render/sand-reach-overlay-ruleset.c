/* sand-reach-overlay-ruleset.c: which marks a ruleset shows around a unit's
 * move, from its rules and the units about it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-reach-overlay-private.h"

/* M42 shows a 6" close-combat ring around enemies and 2" coherency (seed 004);
 * the ruleset file has no element for either, they are what players measure. */
#define M42_CLOSE_COMBAT 6.0
#define M42_COHERENCY    2.0

static const char *
unit_attr_cb (const char *name,
              gpointer    data)
{
  return sand_unit_get_attr (data, name);
}

static gboolean
is_enemy (SandUnit *unit,
          SandUnit *other)
{
  return other != unit && sand_unit_get_side (other) != sand_unit_get_side (unit);
}

void
sand_reach_overlay_add_ruleset_marks (SandReachOverlay *self,
                                      SandScenario     *scenario,
                                      SandRuleset      *ruleset,
                                      SandUnit         *unit,
                                      const char       *mode_id,
                                      double            within)
{
  GListModel *units;
  SandRulesetContext ctx = { 0 };
  SandUnitRules rules = { 0 };
  gboolean m42;
  const char *special;

  g_return_if_fail (self != NULL);
  g_return_if_fail (SAND_IS_SCENARIO (scenario) && SAND_IS_RULESET (ruleset) && SAND_IS_UNIT (unit));

  units = sand_scenario_get_units (scenario);
  m42 = g_strcmp0 (sand_ruleset_get_id (ruleset), "m42") == 0;
  ctx.class_id = sand_unit_get_class (unit);
  ctx.mode_id = mode_id;
  ctx.attrs = unit_attr_cb;
  ctx.attrs_data = unit;
  ctx.scale = sand_scenario_get_ground_scale (scenario);
  sand_ruleset_lookup_units (ruleset, &ctx, &rules);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) other = g_list_model_get_item (units, i);
      double ox = sand_unit_get_x (other), oy = sand_unit_get_y (other);
      double r = sand_unit_get_radius (other);
      double reach = r + MAX (MAX (rules.no_go, rules.zoc_radius), m42 ? M42_CLOSE_COMBAT : 0);

      if (!is_enemy (unit, other)
          || hypot (ox - sand_unit_get_x (unit), oy - sand_unit_get_y (unit)) > within + reach)
        continue;
      /* Measured base edge to base edge: drawn from the enemy's edge outward. */
      if (rules.no_go > 0)
        sand_reach_overlay_add_mark (self, SAND_REACH_MARK_NO_GO, ox, oy, r + rules.no_go, 0, 180);
      if (m42)
        sand_reach_overlay_add_mark (self, SAND_REACH_MARK_CLOSE_COMBAT, ox, oy, r + M42_CLOSE_COMBAT, 0, 180);
      /* Zones of control are measured edge to edge too (the engine's reading). */
      if (rules.zoc_radius > 0)
        sand_reach_overlay_add_mark (self, SAND_REACH_MARK_ZONE_OF_CONTROL, ox, oy,
                                     r + rules.zoc_radius, sand_unit_get_facing (other),
                                     rules.zoc_angle);
    }

  if (m42)
    {
      double coherency = M42_COHERENCY;
      const char *team = sand_unit_get_team (unit);

      special = sand_unit_get_attr (unit, "special");
      if (special != NULL && strstr (special, "spread:") != NULL)
        coherency = g_ascii_strtod (strstr (special, "spread:") + strlen ("spread:"), NULL);
      for (guint i = 0; team != NULL && i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr (SandUnit) other = g_list_model_get_item (units, i);

          if (other != unit && sand_unit_get_side (other) == sand_unit_get_side (unit)
              && g_strcmp0 (sand_unit_get_team (other), team) == 0)
            sand_reach_overlay_add_mark (self, SAND_REACH_MARK_COHERENCY, sand_unit_get_x (other),
                                         sand_unit_get_y (other),
                                         sand_unit_get_radius (other) + coherency, 0, 180);
        }
      sand_reach_overlay_add_mark (self, SAND_REACH_MARK_FORWARD_ARC, sand_unit_get_x (unit),
                                   sand_unit_get_y (unit), sand_unit_get_radius (unit) + M42_CLOSE_COMBAT,
                                   sand_unit_get_facing (unit), 90);
    }
  sand_unit_rules_clear (&rules);
}
