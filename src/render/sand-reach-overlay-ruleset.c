/* sand-reach-overlay-ruleset.c: which marks a ruleset shows around a unit's
 * move, from its rules and the units about it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-command.h"
#include "sand-reach-overlay-private.h"

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

/* The mark a <show> draws. */
static SandReachMarkKind
mark_kind (SandShowMark mark)
{
  switch (mark)
    {
    case SAND_SHOW_CLOSE_COMBAT:
      return SAND_REACH_MARK_CLOSE_COMBAT;
    case SAND_SHOW_COHERENCY:
      return SAND_REACH_MARK_COHERENCY;
    case SAND_SHOW_COMMAND:
      return SAND_REACH_MARK_COMMAND;
    case SAND_SHOW_FORWARD_ARC:
    default:
      return SAND_REACH_MARK_FORWARD_ARC;
    }
}

/* A <show> about @around: drawn from the edge of its base outward. */
static void
add_show (SandReachOverlay      *self,
          const SandRulesetShow *show,
          SandUnit              *around)
{
  sand_reach_overlay_add_base_mark (self, mark_kind (show->mark), around, show->inches, show->half_angle);
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
  g_autoptr (GArray) shows = NULL;
  const char *team;
  double enemy_reach;

  g_return_if_fail (self != NULL);
  g_return_if_fail (SAND_IS_SCENARIO (scenario) && SAND_IS_RULESET (ruleset) && SAND_IS_UNIT (unit));

  units = sand_scenario_get_units (scenario);
  team = sand_unit_get_team (unit);
  ctx.class_id = sand_unit_get_class (unit);
  ctx.mode_id = mode_id;
  ctx.attrs = unit_attr_cb;
  ctx.attrs_data = unit;
  ctx.scale = sand_scenario_get_ground_scale (scenario);
  sand_ruleset_lookup_units (ruleset, &ctx, &rules);
  shows = sand_ruleset_lookup_shows (ruleset, &ctx);
  enemy_reach = MAX (rules.no_go, rules.zoc_radius);
  for (guint k = 0; k < shows->len; k++)
    if (g_array_index (shows, SandRulesetShow, k).around == SAND_SHOW_AROUND_ENEMIES)
      enemy_reach = MAX (enemy_reach, g_array_index (shows, SandRulesetShow, k).inches);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) other = g_list_model_get_item (units, i);
      double ox = sand_unit_get_x (other), oy = sand_unit_get_y (other);
      double r = sand_unit_get_radius (other);

      if (!is_enemy (unit, other)
          || hypot (ox - sand_unit_get_x (unit), oy - sand_unit_get_y (unit)) > within + r + enemy_reach)
        continue;
      /* Measured base edge to base edge: drawn from the enemy's edge outward. */
      if (rules.no_go > 0)
        sand_reach_overlay_add_base_mark (self, SAND_REACH_MARK_NO_GO, other, rules.no_go, 180);
      for (guint k = 0; k < shows->len; k++)
        if (g_array_index (shows, SandRulesetShow, k).around == SAND_SHOW_AROUND_ENEMIES)
          add_show (self, &g_array_index (shows, SandRulesetShow, k), other);
      /* Zones of control are measured edge to edge too (the engine's reading). */
      if (rules.zoc_radius > 0)
        sand_reach_overlay_add_mark (self, SAND_REACH_MARK_ZONE_OF_CONTROL, ox, oy,
                                     r + rules.zoc_radius, sand_unit_get_facing (other),
                                     rules.zoc_angle);
    }

  for (guint k = 0; k < shows->len; k++)
    {
      const SandRulesetShow *show = &g_array_index (shows, SandRulesetShow, k);

      SandUnit *officer;
      gboolean named;

      if (show->around == SAND_SHOW_AROUND_UNIT)
        add_show (self, show, unit);
      if (show->around == SAND_SHOW_AROUND_OFFICER
          && (officer = sand_command_find_officer (scenario, ruleset, unit, &named)) != NULL)
        add_show (self, show, officer);
      for (guint i = 0; (show->around == SAND_SHOW_AROUND_TEAM || show->around == SAND_SHOW_AROUND_TEAM_MOVED)
                        && team != NULL && i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr (SandUnit) other = g_list_model_get_item (units, i);

          if (other == unit || sand_unit_get_side (other) != sand_unit_get_side (unit)
              || g_strcmp0 (sand_unit_get_team (other), team) != 0)
            continue;
          /* seed 004: "within Coherency of another model which has already
           * moved": the ring round those the unit may end by */
          if (show->around == SAND_SHOW_AROUND_TEAM_MOVED
              && !sand_play_unit_moved (sand_scenario_get_play (scenario), sand_unit_get_id (other)))
            continue;
          add_show (self, show, other);
        }
    }
  sand_unit_rules_clear (&rules);
}
