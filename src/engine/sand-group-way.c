/* sand-group-way.c: in formation, else as a column (sand-group-way.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-group-frontage.h"
#include "sand-group-way.h"

/* The ruleset's <column-required> where @move is a formation; NULL for a
 * column, or a ruleset that never asks for one. */
static const SandGroupColumnRule *
formation_column_rule (SandRuleset         *ruleset,
                       const SandGroupMove *move)
{
  const SandRulesetGroups *groups = sand_ruleset_get_groups (ruleset);

  if (move->kind != SAND_GROUP_MOVE_FORMATION || groups == NULL)
    return NULL;
  return groups->column;
}

/* seed 002: "A group move ... away from enemy to its front ... must be in a 1
 * figure wide column": in formation, where the ruleset says so, the enemy
 * figure nearest in front of the lead (within 90 degrees of its facing) when
 * the lead's move from @from to @to goes back from that facing; NULL when
 * none. */
static SandUnit *
enemy_moved_away_from (const SandGroupWays *ways,
                       SandPoint            from,
                       SandPoint            to)
{
  const SandGroupColumnRule *column = formation_column_rule (ways->ruleset, ways->move);
  SandUnit                  *lead = ways->units[0];
  GListModel                *units = sand_scenario_get_units (ways->scenario);
  double                     facing = sand_unit_get_facing (lead) * G_PI / 180, fx = sin (facing), fy = -cos (facing);
  SandUnit                  *nearest = NULL;
  double                     best = INFINITY;

  if (column == NULL || !column->away_from_enemy)
    return NULL;
  /* sideways is not away */
  if ((to.x - from.x) * fx + (to.y - from.y) * fy >= -1e-6)
    return NULL;
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) u = g_list_model_get_item (units, i);
      double               ex = sand_unit_get_x (u) - from.x, ey = sand_unit_get_y (u) - from.y;
      double               distance = hypot (ex, ey);

      if (sand_unit_get_side (u) == sand_unit_get_side (lead) || ex * fx + ey * fy <= 0)
        continue;
      if (distance < best)
        {
          best = distance;
          nearest = u;
        }
    }
  return nearest;
}

/* seed 002: "... or in poor visibility must be in a 1 figure wide column":
 * the players said this turn's visibility is poor (End Turn). */
static gboolean
in_poor_visibility (const SandGroupWays *ways)
{
  const SandGroupColumnRule *column = formation_column_rule (ways->ruleset, ways->move);

  return column != NULL && column->poor_visibility && sand_play_get_poor_visibility (sand_scenario_get_play (ways->scenario));
}

/* The rules' own refusal of the formation: a column required. */
static SandReason *
column_required (const SandGroupWays *ways,
                 SandUnit            *faced)
{
  SandReason *why = sand_reason_new (SAND_REASON_COLUMN_REQUIRED);

  why->mode = g_strdup (ways->move->name != NULL ? sand_ruleset_text (ways->move->name) : ways->move->id);
  if (faced != NULL)
    sand_reason_set_who (why, SAND_REASON_WHO_ENEMY, NULL, sand_unit_get_id (faced), sand_unit_get_name (faced));
  return why;
}

void
sand_group_way_at (const SandGroupWays *ways,
                   double               x,
                   double               y,
                   SandGroupWay        *out)
{
  SandPoint from, to = { x, y };
  gboolean  reached, required = FALSE;
  SandUnit *faced = NULL;

  g_return_if_fail (ways != NULL && ways->field != NULL && ways->n_units >= 1 && out != NULL);

  *out = (SandGroupWay) { NULL, ways->move->kind == SAND_GROUP_MOVE_COLUMN ? "column" : "formation", NULL, NULL };
  from = ways->starts != NULL ? ways->starts[0]
                              : (SandPoint) { sand_unit_get_x (ways->units[0]), sand_unit_get_y (ways->units[0]) };
  reached = sand_reach_field_is_reachable (ways->field, x, y);
  /* a group's ground is no one figure's: what the straight way meets decides */
  if (!reached)
    out->why = sand_reach_field_why (ways->field, x, y, NULL, NULL, NULL);
  /* a formation held at its start line (sand-group-turns.h) may still be
   * moving away from an enemy, where the column it must reduce to may go */
  if (reached || out->why->rule == SAND_REASON_TURN_ABOUT)
    faced = enemy_moved_away_from (ways, from, to);
  if (faced != NULL || (reached && in_poor_visibility (ways)))
    {
      required = TRUE;
      if (reached)
        out->why = column_required (ways, faced);
    }
  if (reached && !required)
    {
      out->way = ways->field;
      return;
    }
  if (ways->column != NULL && ways->move->kind == SAND_GROUP_MOVE_FORMATION && sand_reach_field_is_reachable (ways->column, x, y))
    {
      /* the reach's reason, not the rules': what the formation met */
      const SandReason *met = reached ? NULL : out->why;

      out->reduced = sand_group_frontage_reduce (ways->scenario, ways->ruleset, met, required, ways->column, x, y);
      if (out->reduced != NULL)
        {
          out->way = ways->column;
          out->frontage = "column";
        }
    }
}

guint8 *
sand_group_way_column_cells (const SandGroupWays *ways)
{
  g_return_val_if_fail (ways != NULL && ways->field != NULL, NULL);

  if (ways->column == NULL || ways->move->kind != SAND_GROUP_MOVE_FORMATION)
    return NULL;

  int          w = sand_reach_field_get_width (ways->column), h = sand_reach_field_get_height (ways->column);
  double       cell = sand_reach_field_get_cell_size (ways->column), x0, y0;
  const float *cost = sand_reach_field_get_costs (ways->column);
  guint8      *cells = g_new0 (guint8, (gsize) MAX (w, 1) * MAX (h, 1));

  sand_reach_field_get_origin (ways->column, &x0, &y0);
  for (int j = 0; j < h; j++)
    for (int i = 0; i < w; i++)
      {
        g_auto (SandGroupWay) way = { 0 };

        if (cost[(gsize) j * w + i] < 0)
          continue;
        sand_group_way_at (ways, x0 + (i + 0.5) * cell, y0 + (j + 0.5) * cell, &way);
        cells[(gsize) j * w + i] = way.way == ways->column;
      }
  return cells;
}

void
sand_group_way_clear (SandGroupWay *way)
{
  g_clear_pointer (&way->why, sand_reason_free);
  way->way = NULL;
  way->frontage = way->reduced = NULL;
}
