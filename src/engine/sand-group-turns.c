/* sand-group-turns.c: a group's turns about (sand-group-turns.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-group-turns.h"

/* how far behind its start line a point must be to be behind it: the line
 * itself is the group's to move along */
#define BEHIND 1e-6

void
sand_group_turn_about (SandRuleset        *ruleset,
                       SandUnit *const    *units,
                       guint               n_units,
                       SandGroupTurnAbout *out)
{
  const SandRulesetGroups *groups = sand_ruleset_get_groups (ruleset);
  double                   degrees = 0;
  guint                    count;

  *out = (SandGroupTurnAbout) { 0 };
  if (groups == NULL)
    {
      /* figures the ruleset does not group move alone, as they please */
      out->may = TRUE;
      return;
    }
  if (groups->turn_in_place)
    {
      /* it turns about where it stands, moves, and turns back */
      *out = (SandGroupTurnAbout) { TRUE, 2, 180, FALSE };
      return;
    }
  count = sand_ruleset_group_turns (ruleset, units, n_units, &degrees);
  if (count == 0 || degrees <= 0 || degrees > 180)
    return;
  /* facing about takes 180 / degrees turns, when they make it exactly */
  double need = round (180 / degrees);
  if (fabs (need * degrees - 180) > 1e-6 || need > count)
    return;
  out->may = TRUE;
  out->degrees = degrees;
  out->reversed = 2 * need > count;
  out->turns = (guint) (out->reversed ? need : 2 * need);
}

/* Whether @path goes back from @facing: a point of it behind its start line. */
static gboolean
goes_back (double  facing,
           GArray *path)
{
  double f = facing * G_PI / 180, fx = sin (f), fy = -cos (f);

  if (path == NULL || path->len == 0)
    return FALSE;
  SandPoint start = g_array_index (path, SandPoint, 0);
  for (guint k = 1; k < path->len; k++)
    {
      SandPoint p = g_array_index (path, SandPoint, k);
      if ((p.x - start.x) * fx + (p.y - start.y) * fy < -BEHIND)
        return TRUE;
    }
  return FALSE;
}

guint
sand_group_turns_on_way (SandRuleset        *ruleset,
                         SandUnit *const    *units,
                         guint               n_units,
                         GArray             *path,
                         SandGroupTurnAbout *about)
{
  SandGroupTurnAbout mine;

  if (about == NULL)
    about = &mine;
  *about = (SandGroupTurnAbout) { 0 };
  if (n_units == 0 || !goes_back (sand_unit_get_facing (units[0]), path))
    return 0;
  sand_group_turn_about (ruleset, units, n_units, about);
  if (!about->may)
    *about = (SandGroupTurnAbout) { 0 };
  return about->turns;
}

void
sand_group_forbid_back (SandMoveBuilder *lead,
                        const char      *move_name,
                        SandPoint        start,
                        double           facing,
                        double           length)
{
  double f = facing * G_PI / 180, fx = sin (f), fy = -cos (f);
  /* the line just behind the start line, so that the line is not crossed by
   * a way along it */
  SandPoint              on = { start.x - fx * BEHIND, start.y - fy * BEHIND };
  SandPoint              line[] = { { on.x + fy * length, on.y - fx * length }, { on.x - fy * length, on.y + fx * length } };
  g_autoptr (SandReason) why = sand_reason_new (SAND_REASON_TURN_ABOUT);
  SandMoveEffect         crossing;

  why->mode = g_strdup (move_name);
  sand_move_effect_init (&crossing);
  crossing.flags = SAND_MOVE_BLOCKED;
  crossing.reason = sand_move_builder_add_reason (lead, why);
  sand_move_builder_add_line (lead, line, G_N_ELEMENTS (line), &crossing);
}
