/* sand-play-dice.c: rolls of the play aids — plain dice, a ruleset's own dice
 * and checks, casualty dice and the hits they come to (applied once a roll), and
 * PIP transfers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-edit.h"
#include "sand-error.h"
#include "sand-combat-table.h"
#include "sand-strength.h"
#include "sand-play-edit-private.h"

SandPlayEntry *
sand_play_roll (SandHistory *history,
                SandRuleset *ruleset,
                const char  *dice,
                GError     **error)
{
  SandPlayEdit edit;
  g_autoptr (SandDice) parsed = NULL;
  g_autoptr (GError) local = NULL;
  const SandCheckDef *check = NULL;
  g_auto (SandDiceRoll) roll = { 0 };
  SandPlayEntry *entry;
  guint directions = 0;

  g_return_val_if_fail (SAND_IS_HISTORY (history), NULL);
  g_return_val_if_fail (dice != NULL, NULL);

  _sand_play_edit_begin (&edit, history, ruleset, _("Roll Dice"));
  parsed = sand_turn_procedure_resolve_dice (edit.turn, dice, &directions, &check, &local);
  if (parsed == NULL)
    {
      /* Translators: what the player asked to roll, then why it is no dice */
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND,
                   _("“%s” is neither dice (D6, 2D6+1, D100) nor a die or check of the ruleset: %s"),
                   dice, local->message);
      _sand_play_edit_cancel (&edit);
      return NULL;
    }
  /* the ruleset's own die is logged by its id, so a replay finds its arrows */
  entry = _sand_play_edit_roll (&edit, parsed, directions, directions > 0 ? dice : NULL, &roll);
  if (check != NULL)
    {
      sand_play_entry_set (entry, "for", "check");
      sand_play_entry_set (entry, "check", check->id);
      sand_play_entry_set_int (entry, "at-most", check->at_most);
      sand_play_entry_set (entry, "success", roll.total <= check->at_most ? "true" : "false");
    }
  _sand_play_edit_commit (&edit);
  return entry;
}

gboolean
sand_play_has_combat (SandRuleset *ruleset,
                      SandUnit    *unit,
                      SandUnit    *target)
{
  return ruleset != NULL && unit != NULL && target != NULL
         && sand_combat_table_find_row (ruleset, unit, target) != NULL;
}

SandPlayEntry *
sand_play_roll_casualties (SandHistory *history,
                           SandRuleset *ruleset,
                           SandUnit    *unit,
                           SandUnit    *target,
                           gboolean     cover,
                           GError     **error)
{
  SandPlayEdit edit;
  const SandCombatRow *row;
  g_auto (SandDiceRoll) roll = { 0 };
  SandPlayEntry *entry;

  g_return_val_if_fail (SAND_IS_HISTORY (history), NULL);
  g_return_val_if_fail (SAND_IS_UNIT (unit) && SAND_IS_UNIT (target), NULL);

  row = ruleset ? sand_combat_table_find_row (ruleset, unit, target) : NULL;
  if (row == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND,
                   _("The ruleset “%s” has no combat table for %s against %s: give the hits by hand"),
                   ruleset ? sand_ruleset_get_id (ruleset) : "", sand_unit_get_class (unit) ? sand_unit_get_class (unit) : "",
                   sand_unit_get_class (target) ? sand_unit_get_class (target) : "");
      return NULL;
    }
  _sand_play_edit_begin (&edit, history, ruleset, _("Roll Casualties"));
  /* "Casualties: One D6 per unit fighting", the row's dice with its modifier */
  entry = _sand_play_edit_roll (&edit, row->dice, 0, NULL, &roll);
  sand_play_entry_set (entry, "for", "casualties");
  sand_play_entry_set (entry, "unit", sand_unit_get_id (unit));
  sand_play_entry_set (entry, "target", sand_unit_get_id (target));
  sand_play_entry_set_boolean (entry, "cover", cover);
  _sand_play_edit_commit (&edit);
  return entry;
}

int
sand_play_casualty_hits (SandScenario  *scenario,
                         SandRuleset   *ruleset,
                         SandPlayEntry *roll_entry)
{
  const SandCombatRow *row;
  SandUnit *unit, *target;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), -1);
  g_return_val_if_fail (SAND_IS_PLAY_ENTRY (roll_entry), -1);

  if (ruleset == NULL || !sand_play_entry_is_kind (roll_entry, SAND_PLAY_ROLL)
      || g_strcmp0 (sand_play_entry_get (roll_entry, "for"), "casualties") != 0)
    return -1;
  unit = sand_scenario_find_unit (scenario, sand_play_entry_get (roll_entry, "unit"));
  target = sand_scenario_find_unit (scenario, sand_play_entry_get (roll_entry, "target"));
  row = unit && target ? sand_combat_table_find_row (ruleset, unit, target) : NULL;
  if (row == NULL)
    return -1;
  /* the table counts the dice's score; the log keeps the total */
  return sand_combat_table_hits (sand_ruleset_get_combat (ruleset), row,
                                 sand_play_entry_get_int (roll_entry, "total", 0) - sand_dice_modifier (row->dice),
                                 sand_play_entry_get_boolean (roll_entry, "cover"));
}

/* The entry of the hits of the roll at 1-based @roll, NULL when none was applied. */
static SandPlayEntry *
hits_of_roll (SandPlay *play,
              guint     roll)
{
  GListModel *log = sand_play_get_log (play);

  for (guint i = roll; i < g_list_model_get_n_items (log); i++)
    {
      SandPlayEntry *entry = sand_play_get_log_entry (play, i);

      if (sand_play_entry_is_kind (entry, SAND_PLAY_HIT) && (guint) sand_play_entry_get_int (entry, "roll", 0) == roll)
        return entry;
    }
  return NULL;
}

SandPlayEntry *
sand_play_hit (SandHistory *history,
               SandRuleset *ruleset,
               SandUnit    *target,
               guint        roll,
               int          hits,
               GError     **error)
{
  SandPlayEdit edit;
  SandPlayEntry *roll_entry = NULL, *entry;
  const char *attribute = NULL;
  double before = 0;
  int strength = G_MININT;

  g_return_val_if_fail (SAND_IS_HISTORY (history), NULL);
  g_return_val_if_fail (SAND_IS_UNIT (target), NULL);

  _sand_play_edit_begin (&edit, history, ruleset, _("Apply Hits"));
  if (roll > 0)
    {
      roll_entry = sand_play_get_log_entry (edit.play, roll - 1);
      hits = roll_entry ? sand_play_casualty_hits (edit.scenario, ruleset, roll_entry) : -1;
      if (hits < 0 || g_strcmp0 (sand_play_entry_get (roll_entry, "target"), sand_unit_get_id (target)) != 0)
        {
          g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND,
                       _("Entry %u of the log is not a casualty roll against %s"), roll, sand_unit_get_id (target));
          _sand_play_edit_cancel (&edit);
          return NULL;
        }
      if (hits_of_roll (edit.play, roll) != NULL)
        {
          g_set_error (error, SAND_ERROR, SAND_ERROR_FAILED,
                       _("The hits of that roll are applied already: a roll's hits are applied once"));
          _sand_play_edit_cancel (&edit);
          return NULL;
        }
    }
  if (hits < 0)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_FAILED, _("Hits are a number of at least 0, not %d"), hits);
      _sand_play_edit_cancel (&edit);
      return NULL;
    }

  /* Hits take off the strength the ruleset counts; a ruleset that counts none
   * only logs them. */
  if (ruleset != NULL && sand_strength_counted (ruleset, &attribute)
      && sand_strength_get (ruleset, target, &before))
    strength = (int) sand_strength_after_hits (ruleset, before, hits);
  if (strength != G_MININT)
    {
      g_autofree char *after = g_strdup_printf ("%d", strength);

      sand_edit_set_unit_attr (history, target, attribute, after);
    }
  entry = _sand_play_edit_log (&edit, SAND_PLAY_HIT);
  if (roll_entry != NULL)
    sand_play_entry_set (entry, "unit", sand_play_entry_get (roll_entry, "unit"));
  sand_play_entry_set (entry, "target", sand_unit_get_id (target));
  if (roll > 0)
    sand_play_entry_set_int (entry, "roll", roll);
  sand_play_entry_set_int (entry, "hits", hits);
  if (strength != G_MININT)
    sand_play_entry_set_int (entry, "strength", strength);
  _sand_play_edit_commit (&edit);
  return entry;
}

gboolean
sand_play_transfer_pips (SandHistory *history,
                         SandRuleset *ruleset,
                         const char  *from,
                         const char  *to,
                         guint        give,
                         GError     **error)
{
  SandPlayEdit edit;
  int i, j, have;
  guint got;
  SandPlayEntry *giver, *taker, *entry;
  g_autoptr (GError) refusal = NULL;

  g_return_val_if_fail (SAND_IS_HISTORY (history), FALSE);

  _sand_play_edit_begin (&edit, history, ruleset, _("Transfer PIPs"));
  _sand_play_edit_start_turn (&edit);
  i = _sand_play_state_find_command (edit.state, from);
  j = _sand_play_state_find_command (edit.state, to);
  have = i >= 0 ? sand_play_entry_get_int (edit.state->commands->pdata[i], "pips", 0) : 0;
  got = edit.turn->transfer > 0 ? give / edit.turn->transfer : 0;
  if (edit.turn->transfer == 0)
    g_set_error_literal (&refusal, SAND_ERROR, SAND_ERROR_FAILED, _("The ruleset does not let commands give each other PIPs"));
  else if (i < 0 || j < 0 || i == j)
    g_set_error (&refusal, SAND_ERROR, SAND_ERROR_NOT_FOUND, _("“%s” and “%s” are not two commands with PIPs this turn"),
                 from ? from : "", to ? to : "");
  else if (g_strcmp0 (sand_play_entry_get (edit.state->commands->pdata[i], "side"),
                      sand_play_entry_get (edit.state->commands->pdata[j], "side")) != 0)
    g_set_error (&refusal, SAND_ERROR, SAND_ERROR_FAILED, _("PIPs pass only between commands of one side"));
  else if (got == 0 || give % edit.turn->transfer != 0)
    g_set_error (&refusal, SAND_ERROR, SAND_ERROR_FAILED,
                 _("PIPs are given %u for 1: give a multiple of %u"), edit.turn->transfer, edit.turn->transfer);
  else if ((guint) have < give)
    g_set_error (&refusal, SAND_ERROR, SAND_ERROR_FAILED, _("The command “%s” has %d PIPs, not %u"), from, have, give);
  if (refusal != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&refusal));
      _sand_play_edit_cancel (&edit);
      return FALSE;
    }

  giver = sand_play_entry_copy (edit.state->commands->pdata[i]);
  sand_play_entry_set_int (giver, "pips", have - (int) give);
  taker = sand_play_entry_copy (edit.state->commands->pdata[j]);
  sand_play_entry_set_int (taker, "pips", sand_play_entry_get_int (taker, "pips", 0) + (int) got);
  g_object_unref (edit.state->commands->pdata[i]);
  g_object_unref (edit.state->commands->pdata[j]);
  edit.state->commands->pdata[i] = giver;
  edit.state->commands->pdata[j] = taker;

  entry = _sand_play_edit_log (&edit, SAND_PLAY_TRANSFER);
  sand_play_entry_set (entry, "side", sand_play_entry_get (giver, "side"));
  sand_play_entry_set (entry, "from", from);
  sand_play_entry_set (entry, "to", to);
  sand_play_entry_set_int (entry, "gave", give);
  sand_play_entry_set_int (entry, "got", got);
  _sand_play_edit_commit (&edit);
  return TRUE;
}

gboolean
sand_play_replay (SandScenario *scenario,
                  SandRuleset  *ruleset,
                  GError      **error)
{
  const SandTurnProcedure *turn = ruleset ? sand_ruleset_get_turn (ruleset) : _sand_turn_procedure_defaults ();
  SandPlay *play;
  GListModel *log;
  SandDiceRoller dice = { 0, 0 };
  gboolean seeded = FALSE;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), FALSE);

  play = sand_scenario_get_play (scenario);
  log = sand_play_get_log (play);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      SandPlayEntry *entry = sand_play_get_log_entry (play, i);
      g_autoptr (SandDice) rolled = NULL;
      g_auto (SandDiceRoll) roll = { 0 };
      guint directions = 0;

      if (sand_play_entry_is_kind (entry, SAND_PLAY_SEED))
        {
          sand_dice_roller_init (&dice, (guint32) sand_play_entry_get_double (entry, "value", 0), 0);
          seeded = TRUE;
          continue;
        }
      if (sand_play_entry_is_kind (entry, SAND_PLAY_SHUFFLE))
        {
          guint n = (guint) sand_play_entry_get_int (entry, "cards", 0);
          g_autofree gpointer *cards = g_new0 (gpointer, MAX (n, 1));

          sand_dice_roller_shuffle (&dice, cards, n);
          continue;
        }
      if (!sand_play_entry_is_kind (entry, SAND_PLAY_ROLL))
        continue;
      rolled = seeded ? sand_turn_procedure_resolve_dice (turn, sand_play_entry_get (entry, "dice"), &directions,
                                                          NULL, NULL)
                      : NULL;
      if (rolled == NULL)
        {
          g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                       seeded ? _("Entry %u of the log rolls “%s”, which the ruleset does not know")
                              : _("Entry %u of the log rolls %s before the dice were seeded"),
                       i + 1, sand_play_entry_get (entry, "dice"));
          return FALSE;
        }
      sand_dice_roller_roll (&dice, rolled, directions, &roll);
      if (g_strcmp0 (roll.faces, sand_play_entry_get (entry, "faces")) != 0
          || roll.direction != sand_play_entry_get_int (entry, "direction", -1))
        {
          g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                       _("Entry %u of the log rolled %s; from its seed the dice give %s"),
                       i + 1, sand_play_entry_get (entry, "faces"), roll.faces);
          return FALSE;
        }
    }
  if (seeded != sand_play_get_seeded (play)
      || (seeded && (dice.seed != sand_play_get_seed (play) || dice.draws != sand_play_get_draws (play))))
    {
      g_autofree char *logged = g_strdup_printf ("%" G_GUINT64_FORMAT, dice.draws);
      g_autofree char *kept = g_strdup_printf ("%" G_GUINT64_FORMAT, sand_play_get_draws (play));

      /* Translators: seeds and counts of numbers drawn */
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("The log ends with the dice at seed %u after %s numbers, and the game has seed %u after %s"),
                   dice.seed, logged, sand_play_get_seed (play), kept);
      return FALSE;
    }
  return TRUE;
}
