/* sand-move-check.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-edit-property.h"
#include "sand-error.h"
#include "sand-group-frontage.h"
#include "sand-group-turns.h"
#include "sand-group-way.h"
#include "sand-hex-grid.h"
#include "sand-hex-reach.h"
#include "sand-move-check-private.h"
#include "sand-move-group.h"
#include "sand-reach.h"

void
sand_move_check_free (SandMoveCheck *check)
{
  if (check == NULL)
    return;
  g_free (check->mode);
  g_clear_pointer (&check->path, g_array_unref);
  g_free (check->reason);
  g_clear_pointer (&check->why, sand_reason_free);
  sand_play_move_rules_clear (&check->rules);
  g_clear_pointer (&check->group_from, g_array_unref);
  g_clear_pointer (&check->group_to, g_array_unref);
  g_clear_pointer (&check->wheel, sand_group_wheel_free);
  g_free (check);
}

static double
path_length (GArray *path)
{
  double length = 0;

  for (guint i = 1; path != NULL && i < path->len; i++)
    {
      SandPoint a = g_array_index (path, SandPoint, i - 1), b = g_array_index (path, SandPoint, i);

      length += hypot (b.x - a.x, b.y - a.y);
    }
  return length;
}

char *
_sand_move_check_say (const SandReason *r)
{
  return r != NULL ? sand_reason_format (r, SAND_LENGTH_INCHES) : g_strdup ("");
}

/* The way @field takes to (@x, @y), reached: the check's end, length and
 * allowance used. */
static void
take_way (SandMoveCheck  *check,
          SandReachField *field,
          double          x,
          double          y)
{
  check->to = (SandPoint) { x, y };
  check->used = sand_reach_field_cost (field, x, y);
  check->path = sand_reach_field_path (field, x, y);
  if (check->path == NULL || check->path->len == 0)
    {
      /* staying put is a way of one point */
      g_clear_pointer (&check->path, g_array_unref);
      check->path = g_array_new (FALSE, FALSE, sizeof (SandPoint));
      g_array_append_val (check->path, check->from);
      if (x != check->from.x || y != check->from.y)
        g_array_append_val (check->path, check->to);
    }
  check->distance = path_length (check->path);
}

/* @group's reach in @move and @mode, from where its figures began. */
static SandReachField *
solve_group (SandMoveCheck       *check,
             SandScenario        *scenario,
             SandRuleset         *ruleset,
             const Group         *group,
             const SandGroupMove *move,
             const char          *mode,
             GError             **error)
{
  g_autoptr (SandMoveSnapshot) snap
    = sand_move_snapshot_new_group (scenario, ruleset, group->units, group->n_units, move, mode, 0,
                                    (const SandPoint *) (void *) check->group_from->data, error);

  return snap ? sand_reach_compute (snap, NULL, error) : NULL;
}

/* A group's answer in one mode (sand-group-way.h): in its move, else as the
 * column a formation may reduce to where the group reduces; TRUE when it
 * gets there, with the way and its frontage filled in; otherwise @why says
 * why not. */
static gboolean
try_group (SandMoveCheck *check,
           SandScenario  *scenario,
           SandRuleset   *ruleset,
           const Group   *group,
           const char    *mode,
           double         x,
           double         y,
           char         **why,
           SandReason   **first_why,
           GError       **error)
{
  const SandGroupMove *column = group->reduce && group->move->kind == SAND_GROUP_MOVE_FORMATION
                                  ? sand_group_frontage_column (ruleset)
                                  : NULL;
  g_autoptr (SandReachField) field = solve_group (check, scenario, ruleset, group, group->move, mode, error);
  g_autoptr (SandReachField) column_field = field != NULL && column != NULL
                                              ? solve_group (check, scenario, ruleset, group, column, mode, error)
                                              : NULL;
  SandGroupWays ways = { scenario, ruleset, group->units, group->n_units, group->move,
                         (const SandPoint *) (void *) check->group_from->data, field, column_field };
  g_auto (SandGroupWay) way = { 0 };

  if (field == NULL || (column != NULL && column_field == NULL))
    return FALSE;
  check->allowance = sand_reach_field_get_allowance (field);
  sand_group_way_at (&ways, x, y, &way);
  check->frontage = way.frontage;
  check->reduced = way.reduced;
  if (way.way == NULL)
    {
      *why = _sand_move_check_say (way.why);
      if (*first_why == NULL)
        *first_why = g_steal_pointer (&way.why);
      return FALSE;
    }
  take_way (check, way.way, x, y);
  return TRUE;
}

/* One mode's answer: TRUE when (@x, @y) is reached, with the way filled in;
 * otherwise @why says why not. */
static gboolean
try_table (SandMoveCheck *check,
           SandScenario  *scenario,
           SandRuleset   *ruleset,
           SandUnit      *unit,
           const char    *mode,
           double         x,
           double         y,
           char         **why,
           SandReason   **first_why,
           GError       **error)
{
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new_from (scenario, ruleset, unit, mode, 0, &check->from, error);
  g_autoptr (SandReachField) field = snap ? sand_reach_compute (snap, NULL, error) : NULL;

  if (field == NULL)
    return FALSE;
  check->allowance = sand_reach_field_get_allowance (field);
  if (!sand_reach_field_is_reachable (field, x, y))
    {
      g_autoptr (SandReason) r = sand_reach_field_why (field, x, y, scenario, ruleset, unit);

      *why = _sand_move_check_say (r);
      if (*first_why == NULL)
        *first_why = g_steal_pointer (&r);
      return FALSE;
    }
  take_way (check, field, x, y);
  return TRUE;
}

static gboolean
try_hexes (SandMoveCheck *check,
           SandScenario  *scenario,
           SandRuleset   *ruleset,
           SandUnit      *unit,
           const char    *mode,
           double         x,
           double         y,
           char         **why,
           GError       **error)
{
  g_autoptr (SandHexReach) reach = sand_hex_reach_compute_for_scenario_from (scenario, ruleset, unit, mode,
                                                                            &check->from, error);
  SandHexGrid grid;
  SandHex hex;
  g_autoptr (GArray) hexes = NULL;

  if (reach == NULL || !sand_hex_grid_from_scenario (&grid, scenario))
    return FALSE;
  check->allowance = sand_hex_reach_get_allowance (reach);
  hex = sand_hex_grid_hex_at (&grid, x, y);
  if (!sand_hex_reach_is_reachable (reach, hex))
    {
      g_autoptr (SandReason) r = sand_hex_reach_why (reach, hex);

      *why = _sand_move_check_say (r);
      return FALSE;
    }
  /* a hex unit stands in the middle of its hex */
  sand_hex_grid_center (&grid, hex, &check->to.x, &check->to.y);
  check->hexes = sand_hex_reach_cost (reach, hex);
  hexes = sand_hex_reach_path (reach, hex);
  check->path = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  g_array_append_val (check->path, check->from);
  for (guint i = 1; hexes != NULL && i < hexes->len; i++)
    {
      SandPoint p;

      sand_hex_grid_center (&grid, g_array_index (hexes, SandHex, i), &p.x, &p.y);
      g_array_append_val (check->path, p);
    }
  check->distance = path_length (check->path);
  return TRUE;
}

static const char *
mode_name (SandRuleset *ruleset,
           const char  *mode)
{
  const SandRulesetMode *m = sand_ruleset_find_mode (ruleset, mode);

  return m && m->name ? m->name : mode;
}

/* seed 002: "A group consisting entirely of Irregulars, GIs, Snipers or any
 * vehicle which can reverse, can include 2 x 180° turns": the turns a
 * group's way back from its lead's front includes. A group that may not turn
 * about has no such way (its reach stops at its start line). */
static void
turned_about (SandMoveCheck *check,
              SandRuleset   *ruleset,
              const Group   *group)
{
  SandGroupTurnAbout about;

  /* a column follows its lead round; only a formation faces about */
  if (g_strcmp0 (check->frontage, "formation") != 0)
    return;
  check->turns = sand_group_turns_on_way (ruleset, group->units, group->n_units, check->path, &about);
  check->turn_degrees = about.degrees;
  check->reversed = about.reversed;
}

char **
_sand_move_check_modes (SandMoveCheck *check,
                        SandRuleset   *ruleset,
                        SandUnit      *unit,
                        const char    *mode,
                        GError       **error)
{
  g_auto (GStrv) modes = NULL;

  if (mode != NULL)
    modes = g_strdupv ((char *[]) { (char *) mode, NULL });
  else if (check->rules.modes != NULL)
    modes = g_strdupv (check->rules.modes);
  else
    modes = sand_ruleset_class_modes (ruleset, sand_unit_get_class (unit));
  if (modes == NULL || modes[0] == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND,
                   _("The unit “%s” (%s) has no movement mode in the ruleset “%s”"), sand_unit_get_id (unit),
                   sand_unit_get_class (unit) ? sand_unit_get_class (unit) : "", sand_ruleset_get_id (ruleset));
      return NULL;
    }
  return g_steal_pointer (&modes);
}

gboolean
_sand_move_check_rules (SandMoveCheck *check,
             SandScenario  *scenario,
             SandRuleset   *ruleset,
             SandUnit      *unit,
             const Group   *group,
             const char    *mode,
             GError       **refusal)
{
  gboolean rules_ok = sand_play_check_move (scenario, ruleset, unit, mode, &check->rules, refusal);

  check->from = check->rules.anchor;
  if (group == NULL)
    return rules_ok;
  check->group_from = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  g_array_append_val (check->group_from, check->from);
  for (guint k = 1; k < group->n_units; k++)
    {
      g_auto (SandPlayMoveRules) rules = { 0 };
      g_autoptr (GError) other = NULL;
      if (!sand_play_check_move (scenario, ruleset, group->units[k], mode, &rules, &other) && rules_ok)
        {
          rules_ok = FALSE;
          g_clear_error (refusal);
          g_propagate_error (refusal, g_steal_pointer (&other));
        }
      g_array_append_val (check->group_from, rules.anchor);
    }
  return rules_ok;
}

static SandMoveCheck *
check_move (SandScenario *scenario,
            SandRuleset  *ruleset,
            SandUnit     *unit,
            const Group  *group,
            const char   *mode,
            double        x,
            double        y,
            GError      **error)
{
  g_autoptr (SandMoveCheck) check = g_new0 (SandMoveCheck, 1);
  g_autoptr (GError) refusal = NULL;
  g_autoptr (GString) why_not = g_string_new (NULL);
  g_autoptr (SandReason) first_why = NULL;
  g_auto (GStrv) modes = NULL;
  gboolean rules_ok;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (SAND_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (SAND_IS_UNIT (unit), NULL);

  check->on_hexes = sand_ruleset_get_grid_type (ruleset) == SAND_GRID_HEX;
  check->used = check->hexes = -1;
  rules_ok = _sand_move_check_rules (check, scenario, ruleset, unit, group, mode, &refusal);

  modes = _sand_move_check_modes (check, ruleset, unit, mode, error);
  if (modes == NULL)
    return NULL;

  for (guint m = 0; modes[m] != NULL && check->path == NULL; m++)
    {
      g_autofree char *why = NULL;
      g_autoptr (GError) local = NULL;
      gboolean reached = check->on_hexes ? try_hexes (check, scenario, ruleset, unit, modes[m], x, y, &why, &local)
                         : group != NULL
                           ? try_group (check, scenario, ruleset, group, modes[m], x, y, &why, &first_why, &local)
                           : try_table (check, scenario, ruleset, unit, modes[m], x, y, &why, &first_why, &local);

      if (local != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
      g_free (check->mode);
      check->mode = g_strdup (modes[m]);
      if (!reached && modes[1] == NULL)
        g_string_append (why_not, why);
      else if (!reached)
        /* Translators: a mode's name and why the point is out of its reach */
        g_string_append_printf (why_not, _("%s%s: %s"), why_not->len ? "; " : "", mode_name (ruleset, modes[m]), why);
    }
  if (check->path == NULL)
    {
      check->why = first_why != NULL ? sand_reason_copy (first_why) : NULL;
      g_free (check->mode);
      check->mode = g_strdup (modes[0]);
      check->to = (SandPoint) { x, y };
      check->distance = hypot (x - check->from.x, y - check->from.y);
    }
  else if (mode == NULL && !rules_ok)
    {
      /* the PIP cost may depend on the mode found */
      sand_play_move_rules_clear (&check->rules);
      g_clear_error (&refusal);
      rules_ok = sand_play_check_move (scenario, ruleset, unit, check->mode, &check->rules, &refusal);
    }

  if (group != NULL)
    {
      g_autoptr (GArray) straight = NULL;
      GArray *path = check->path;
      if (path == NULL)
        {
          /* out of reach, the figures are placed by the lead's translation */
          path = straight = g_array_new (FALSE, FALSE, sizeof (SandPoint));
          g_array_append_val (straight, check->from);
          g_array_append_val (straight, check->to);
        }
      /* a formation reduced goes as a column, each figure following the lead */
      check->group_to = sand_group_ends ((const SandPoint *) (void *) check->group_from->data, group->n_units,
                                         g_strcmp0 (check->frontage, "column") == 0 ? SAND_GROUP_MOVE_COLUMN
                                                                                    : group->move->kind,
                                         path);
      turned_about (check, ruleset, group);
    }
  check->allowed = rules_ok && check->path != NULL;
  check->by_turn = !rules_ok;
  if (!rules_ok)
    check->reason = g_strdup (refusal->message);
  else if (check->path == NULL)
    check->reason = g_string_free (g_steal_pointer (&why_not), FALSE);
  return g_steal_pointer (&check);
}

SandMoveCheck *
sand_move_check (SandScenario *scenario,
                 SandRuleset  *ruleset,
                 SandUnit     *unit,
                 const char   *mode,
                 double        x,
                 double        y,
                 GError      **error)
{
  return check_move (scenario, ruleset, unit, NULL, mode, x, y, error);
}

static SandMoveCheck *
check_group (SandScenario        *scenario,
             SandRuleset         *ruleset,
             SandUnit * const    *units,
             guint                n_units,
             const SandGroupMove *move,
             gboolean             reduce,
             const char          *mode,
             double               x,
             double               y,
             GError             **error)
{
  Group group = { units, n_units, move, reduce };

  g_return_val_if_fail (n_units >= 1 && move != NULL, NULL);
  g_return_val_if_fail (sand_ruleset_get_grid_type (ruleset) != SAND_GRID_HEX, NULL);
  return check_move (scenario, ruleset, units[0], &group, mode, x, y, error);
}

SandMoveCheck *
sand_move_check_group (SandScenario        *scenario,
                       SandRuleset         *ruleset,
                       SandUnit * const    *units,
                       guint                n_units,
                       const SandGroupMove *move,
                       const char          *mode,
                       double               x,
                       double               y,
                       GError             **error)
{
  return check_group (scenario, ruleset, units, n_units, move, FALSE, mode, x, y, error);
}

SandMoveCheck *
sand_move_check_group_reducing (SandScenario        *scenario,
                                SandRuleset         *ruleset,
                                SandUnit * const    *units,
                                guint                n_units,
                                const SandGroupMove *move,
                                const char          *mode,
                                double               x,
                                double               y,
                                GError             **error)
{
  return check_group (scenario, ruleset, units, n_units, move, TRUE, mode, x, y, error);
}

void
sand_move_check_record_group (SandMoveCheck    *check,
                              SandHistory      *history,
                              SandRuleset      *ruleset,
                              SandUnit * const *units,
                              guint             n_units,
                              gboolean          outside)
{
  g_return_if_fail (check != NULL && check->group_to != NULL && check->group_to->len == n_units);

  if (!check->allowed && !outside)
    return;
  sand_history_begin_group (history, _("Move Group"));
  sand_move_check_record (check, history, ruleset, units[0], outside);
  for (guint k = 1; k < n_units; k++)
    {
      SandPoint from = g_array_index (check->group_from, SandPoint, k), to = g_array_index (check->group_to, SandPoint, k);
      /* the group's one move: the same distance, the PIPs spent with the lead's */
      SandPlayMove move = { check->mode, from, to, check->distance, check->used, -1, 0, NULL, check->rules.card,
                            !check->allowed, check->reason };
      sand_play_record_move (history, ruleset, units[k], &move);
    }
  /* a wheel turns every figure through its angle; a move back with too few
   * turns to turn back again ends facing about */
  for (guint k = 0; (check->wheel != NULL || check->reversed) && k < n_units; k++)
    sand_edit_set_facing (history, units[k],
                          sand_unit_get_facing (units[k]) + (check->wheel != NULL ? check->wheel->degrees : 180));
  sand_history_end_group (history);
}

SandPlayEntry *
sand_move_check_record (SandMoveCheck *check,
                        SandHistory   *history,
                        SandRuleset   *ruleset,
                        SandUnit      *unit,
                        gboolean       outside)
{
  SandPlayMove move = { 0 };

  g_return_val_if_fail (check != NULL, NULL);
  g_return_val_if_fail (SAND_IS_HISTORY (history), NULL);

  if (!check->allowed && !outside)
    return NULL;
  move.mode = check->mode;
  move.from = check->from;
  move.to = check->to;
  move.distance = check->distance;
  move.used = check->on_hexes ? -1 : check->used;
  move.hexes = check->on_hexes ? check->hexes : -1;
  move.pips = check->rules.pips;
  move.command = check->rules.command;
  move.card = check->rules.card;
  move.outside = !check->allowed;
  move.reason = check->reason;
  return sand_play_record_move (history, ruleset, unit, &move);
}
