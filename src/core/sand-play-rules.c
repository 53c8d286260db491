/* sand-play-rules.c: who may act now and how — activation (free, by unit, by
 * team, by card), moves per activation, activations per turn, the action a
 * team took, the PIP cost — where a move is measured from, and recording a move
 * or a card of work.
 *
 * What a unit did this turn is read from the log: its moves and work, in order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-command.h"
#include "sand-edit.h"
#include "sand-error.h"
#include "sand-play-edit-private.h"

/* A unit's attribute as the ruleset's conditions read it. */
static const char *
unit_value (const char *name,
            gpointer    data)
{
  SandUnit *unit = data;

  if (g_str_equal (name, "role"))
    return sand_unit_get_role (unit);
  if (g_str_equal (name, "stance"))
    return sand_unit_get_stance (unit);
  if (g_str_equal (name, "team"))
    return sand_unit_get_team (unit);
  if (g_str_equal (name, "class"))
    return sand_unit_get_class (unit);
  return sand_unit_get_attr (unit, name);
}

gboolean
_sand_play_unit_matches (SandRuleset *ruleset,
                         SandUnit    *unit,
                         char       **when)
{
  if (when == NULL)
    return TRUE;
  if (ruleset != NULL)
    return _sand_ruleset_when_matches (ruleset, when, sand_unit_get_class (unit), unit_value, unit);
  for (guint i = 0; when[i] != NULL; i++)
    {
      const char *eq = strchr (when[i], '=');
      g_autofree char *name = eq ? g_strndup (when[i], (gsize) (eq - when[i])) : g_strdup (when[i]);
      gboolean any = FALSE;

      /* the conditions on this attribute: one of them must hold */
      for (guint k = 0; when[k] != NULL; k++)
        if (g_str_has_prefix (when[k], name) && when[k][strlen (name)] == '=')
          any |= g_strcmp0 (unit_value (name, unit), when[k] + strlen (name) + 1) == 0;
      if (!any)
        return FALSE;
    }
  return TRUE;
}

char *
_sand_play_activation_key (SandUnit *unit,
                           gboolean  by_team)
{
  SandSide *side = sand_unit_get_side (unit);

  if (by_team && sand_unit_get_team (unit) != NULL)
    return g_strdup_printf ("%s/%s", side ? sand_side_get_id (side) : "", sand_unit_get_team (unit));
  return g_strdup_printf ("#%s", sand_unit_get_id (unit));
}

static const char *
unit_name (SandUnit *unit)
{
  return sand_unit_get_name (unit) ? sand_unit_get_name (unit) : sand_unit_get_id (unit);
}

/* This turn's moves and work (borrowed from the log), in order. */
static GPtrArray *
turn_acts (SandPlay *play)
{
  GListModel *log = sand_play_get_log (play);
  int turn = sand_play_get_turn (play);
  guint first = g_list_model_get_n_items (log);
  GPtrArray *acts = g_ptr_array_new ();

  while (first > 0 && sand_play_entry_get_turn (sand_play_get_log_entry (play, first - 1)) >= turn)
    first--;
  for (guint i = first; i < g_list_model_get_n_items (log); i++)
    {
      SandPlayEntry *entry = sand_play_get_log_entry (play, i);

      if (sand_play_entry_get_turn (entry) == turn
          && (sand_play_entry_is_kind (entry, SAND_PLAY_MOVE) || sand_play_entry_is_kind (entry, SAND_PLAY_WORK)))
        g_ptr_array_add (acts, entry);
    }
  return acts;
}

static char *
act_key (SandScenario  *scenario,
         SandPlayEntry *act,
         gboolean       by_team)
{
  const char *id = sand_play_entry_get (act, "unit");
  SandUnit *unit = sand_scenario_find_unit (scenario, id);

  return unit ? _sand_play_activation_key (unit, by_team) : g_strdup_printf ("#%s", id);
}

static gboolean
is_unit (SandPlayEntry *act,
         SandUnit      *unit)
{
  return g_strcmp0 (sand_play_entry_get (act, "unit"), sand_unit_get_id (unit)) == 0;
}

gboolean
sand_play_card_names (SandPlayEntry *card,
                      SandUnit      *unit)
{
  SandSide *side = sand_unit_get_side (unit);
  const char *team = sand_play_entry_get (card, "team");
  const char *figure = sand_play_entry_get (card, "unit");

  if (side == NULL || g_strcmp0 (sand_play_entry_get (card, "side"), sand_side_get_id (side)) != 0)
    return FALSE;
  if (figure != NULL)
    return g_str_equal (figure, sand_unit_get_id (unit));
  if (team != NULL)
    return g_strcmp0 (sand_unit_get_team (unit), team) == 0;
  return sand_play_entry_get_boolean (card, "free");
}

/* What the activation allows: the acts of @unit in its activation so far (its
 * first move gives the activation's anchor), FALSE with @error when it may not
 * act now. */
static gboolean
check_activation (SandScenario            *scenario,
                  const SandTurnProcedure *turn,
                  SandUnit                *unit,
                  GPtrArray               *acts,
                  GPtrArray               *in_activation,
                  guint                   *card_number,
                  GError                 **error)
{
  SandPlay *play = sand_scenario_get_play (scenario);
  gboolean by_team = turn->activation == SAND_ACTIVATION_TEAM;
  g_autofree char *key = _sand_play_activation_key (unit, by_team);
  guint activations = 0;

  *card_number = 0;
  if (turn->activation == SAND_ACTIVATION_CARD)
    {
      SandPlayEntry *card = sand_play_get_current_card (play);
      GHashTable *cards = g_hash_table_new (g_direct_hash, g_direct_equal);

      if (card == NULL || !sand_play_card_names (card, unit))
        {
          g_hash_table_unref (cards);
          if (card == NULL)
            g_set_error (error, SAND_ERROR, SAND_ERROR_FAILED, _("No card is drawn yet: %s waits for one that names him"),
                         unit_name (unit));
          else
            g_set_error (error, SAND_ERROR, SAND_ERROR_FAILED, _("%s is not on the card drawn: only the figures it names may act"),
                         unit_name (unit));
          return FALSE;
        }
      *card_number = sand_play_get_deck_drawn (play);
      for (guint i = 0; i < acts->len; i++)
        if (is_unit (acts->pdata[i], unit))
          {
            guint on = (guint) sand_play_entry_get_int (acts->pdata[i], "card", 0);

            g_hash_table_add (cards, GUINT_TO_POINTER (on));
            if (on == *card_number)
              g_ptr_array_add (in_activation, acts->pdata[i]);
          }
      activations = g_hash_table_size (cards) - (g_hash_table_contains (cards, GUINT_TO_POINTER (*card_number)) ? 1 : 0);
      g_hash_table_unref (cards);
    }
  else if (turn->activation == SAND_ACTIVATION_FREE)
    {
      for (guint i = 0; i < acts->len; i++)
        if (is_unit (acts->pdata[i], unit))
          g_ptr_array_add (in_activation, acts->pdata[i]);
    }
  else
    {
      /* runs of acts by one unit (or team) are its activations; the last run is
       * the activation under way */
      g_autofree char *previous = NULL;

      for (guint i = 0; i < acts->len; i++)
        {
          g_autofree char *k = act_key (scenario, acts->pdata[i], by_team);

          if (g_strcmp0 (k, previous) != 0)
            {
              if (g_str_equal (k, key))
                activations++;
              g_ptr_array_set_size (in_activation, 0);
              g_free (previous);
              previous = g_strdup (k);
            }
          if (g_str_equal (k, key) && is_unit (acts->pdata[i], unit))
            g_ptr_array_add (in_activation, acts->pdata[i]);
        }
      if (g_strcmp0 (previous, key) == 0)
        activations--;   /* the one under way */
      else
        g_ptr_array_set_size (in_activation, 0);
    }

  if (turn->moves > 0 && in_activation->len >= turn->moves)
    {
      if (turn->activation == SAND_ACTIVATION_CARD)
        g_set_error (error, SAND_ERROR, SAND_ERROR_FAILED, _("%s has acted already on this card"), unit_name (unit));
      else
        g_set_error (error, SAND_ERROR, SAND_ERROR_FAILED,
                     g_dngettext (GETTEXT_PACKAGE, "%s has moved already this turn (once a turn)",
                                  "%s has moved already this turn (%u times a turn)", turn->moves),
                     unit_name (unit), turn->moves);
      return FALSE;
    }
  if (turn->activations > 0 && in_activation->len == 0 && activations >= turn->activations)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_FAILED,
                   g_dngettext (GETTEXT_PACKAGE, "%s has been activated already this turn: a unit may be activated once a turn",
                                "%s has been activated already this turn: a unit may be activated %u times a turn",
                                turn->activations),
                   unit_name (unit), turn->activations);
      return FALSE;
    }
  return TRUE;
}

/* The mode of the action @unit (or its team) took this turn, NULL when none yet. */
static const char *
action_taken (SandScenario            *scenario,
              const SandTurnProcedure *turn,
              SandUnit                *unit,
              GPtrArray               *acts)
{
  g_autofree char *key = _sand_play_activation_key (unit, turn->actions == SAND_ACTIONS_PER_TEAM);

  if (turn->actions == SAND_ACTIONS_PER_MOVE)
    return NULL;
  for (guint i = 0; i < acts->len; i++)
    {
      g_autofree char *k = act_key (scenario, acts->pdata[i], turn->actions == SAND_ACTIONS_PER_TEAM);

      if (sand_play_entry_is_kind (acts->pdata[i], SAND_PLAY_MOVE) && g_str_equal (k, key)
          && sand_play_entry_get (acts->pdata[i], "mode") != NULL)
        return sand_play_entry_get (acts->pdata[i], "mode");
    }
  return NULL;
}

static const char *
mode_name (SandRuleset *ruleset,
           const char  *mode)
{
  const SandRulesetMode *m = ruleset ? sand_ruleset_find_mode (ruleset, mode) : NULL;

  return m && m->name ? m->name : mode;
}

static gboolean
check_pips (SandScenario      *scenario,
            SandRuleset       *ruleset,
            SandUnit          *unit,
            const char        *mode,
            SandPlayMoveRules *rules,
            GError           **error)
{
  SandPlay *play = sand_scenario_get_play (scenario);
  int left;

  rules->command = sand_play_command_of (scenario, ruleset, unit);
  if (ruleset != NULL && sand_command_counts (ruleset, unit, mode))
    rules->pips = sand_command_pip_cost (scenario, ruleset, unit, mode, &rules->pip_reasons);
  else
    rules->pips = 1;

  if (!sand_play_get_begun (play))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_FAILED, _("This turn's PIPs are not rolled yet"));
      return FALSE;
    }
  left = MAX (sand_play_get_pips (play, rules->command), 0);
  if ((guint) left < rules->pips)
    {
      g_autoptr (GString) why = g_string_new (NULL);
      g_autofree char *short_of = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The move costs %u PIP and its command has %d left",
                                                                "The move costs %u PIPs and its command has %d left",
                                                                rules->pips),
                                                   rules->pips, left);

      for (guint i = 0; rules->pip_reasons != NULL && i < rules->pip_reasons->len; i++)
        {
          g_autofree char *reason = sand_command_reason_describe (&g_array_index (rules->pip_reasons,
                                                                                  SandCommandReason, i),
                                                                  SAND_LENGTH_INCHES);

          g_string_append_printf (why, "%s%s", why->len ? "; " : "", reason);
        }
      if (why->len > 0)
        /* Translators: the PIPs short, then why the move costs what it costs */
        g_set_error (error, SAND_ERROR, SAND_ERROR_FAILED, _("%s (%s)"), short_of, why->str);
      else
        g_set_error_literal (error, SAND_ERROR, SAND_ERROR_FAILED, short_of);
      return FALSE;
    }
  return TRUE;
}

void
sand_play_move_rules_clear (SandPlayMoveRules *rules)
{
  g_clear_pointer (&rules->modes, g_strfreev);
  g_clear_pointer (&rules->pip_reasons, g_array_unref);
  g_clear_pointer (&rules->command, g_free);
}

/* The activation checks and the anchor, without modes or PIPs. */
static gboolean
check_act (SandScenario      *scenario,
           SandRuleset       *ruleset,
           SandUnit          *unit,
           SandPlayMoveRules *rules,
           GPtrArray         *acts,
           GError           **error)
{
  const SandTurnProcedure *turn = ruleset ? sand_ruleset_get_turn (ruleset) : _sand_turn_procedure_defaults ();
  g_autoptr (GPtrArray) in_activation = g_ptr_array_new ();
  gboolean ok = check_activation (scenario, turn, unit, acts, in_activation, &rules->card, error);
  GPtrArray *from = in_activation;
  g_autoptr (GPtrArray) whole_turn = g_ptr_array_new ();

  if (turn->anchor == SAND_ANCHOR_TURN)
    {
      for (guint i = 0; i < acts->len; i++)
        if (is_unit (acts->pdata[i], unit))
          g_ptr_array_add (whole_turn, acts->pdata[i]);
      from = whole_turn;
    }
  rules->anchor = (SandPoint) { sand_unit_get_x (unit), sand_unit_get_y (unit) };
  for (guint i = 0; i < from->len; i++)
    if (sand_play_entry_is_kind (from->pdata[i], SAND_PLAY_MOVE)
        && sand_play_entry_get_point (from->pdata[i], "from", &rules->anchor))
      break;
  return ok;
}

gboolean
sand_play_check_move (SandScenario      *scenario,
                      SandRuleset       *ruleset,
                      SandUnit          *unit,
                      const char        *mode,
                      SandPlayMoveRules *rules,
                      GError           **error)
{
  const SandTurnProcedure *turn;
  g_autoptr (GPtrArray) acts = NULL;
  const char *taken;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (ruleset == NULL || SAND_IS_RULESET (ruleset), FALSE);
  g_return_val_if_fail (SAND_IS_UNIT (unit), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);

  memset (rules, 0, sizeof *rules);
  turn = ruleset ? sand_ruleset_get_turn (ruleset) : _sand_turn_procedure_defaults ();
  acts = turn_acts (sand_scenario_get_play (scenario));
  if (!check_act (scenario, ruleset, unit, rules, acts, error))
    return FALSE;

  taken = action_taken (scenario, turn, unit, acts);
  if (taken != NULL)
    {
      rules->modes = g_strdupv ((char *[]) { (char *) taken, NULL });
      if (mode != NULL && !g_str_equal (mode, taken))
        {
          g_set_error (error, SAND_ERROR, SAND_ERROR_FAILED,
                       turn->actions == SAND_ACTIONS_PER_TEAM
                         ? _("%s's unit is taking the action “%s” this turn, not “%s”")
                         : _("%s is taking the action “%s” this turn, not “%s”"),
                       unit_name (unit), mode_name (ruleset, taken), mode_name (ruleset, mode));
          return FALSE;
        }
    }
  if (sand_turn_procedure_find_step (turn, SAND_TURN_STEP_PIPS) != NULL)
    return check_pips (scenario, ruleset, unit, mode ? mode : taken, rules, error);
  return TRUE;
}

SandPoint
sand_play_get_anchor (SandScenario *scenario,
                      SandRuleset  *ruleset,
                      SandUnit     *unit)
{
  static const SandPoint origin = { 0, 0 };
  g_auto (SandPlayMoveRules) rules = { 0 };
  g_autoptr (GPtrArray) acts = NULL;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), origin);
  g_return_val_if_fail (SAND_IS_UNIT (unit), origin);

  acts = turn_acts (sand_scenario_get_play (scenario));
  check_act (scenario, ruleset, unit, &rules, acts, NULL);
  return rules.anchor;
}

/* A free card is given to the team (or figure) that first acts on it. */
static void
claim_card (SandPlayEdit *edit,
            SandUnit     *unit,
            guint         card)
{
  SandPlayEntry *current;
  g_autoptr (SandPlayEntry) claimed = NULL;

  if (card == 0 || card > edit->state->deck->len)
    return;
  current = edit->state->deck->pdata[card - 1];
  if (!sand_play_entry_get_boolean (current, "free") || sand_play_entry_get (current, "team") != NULL
      || sand_play_entry_get (current, "unit") != NULL)
    return;
  claimed = sand_play_entry_copy (current);
  if (sand_unit_get_team (unit) != NULL)
    sand_play_entry_set (claimed, "team", sand_unit_get_team (unit));
  else
    sand_play_entry_set (claimed, "unit", sand_unit_get_id (unit));
  g_ptr_array_index (edit->state->deck, card - 1) = g_object_ref (claimed);
  g_object_unref (current);
}

SandPlayEntry *
sand_play_record_move (SandHistory        *history,
                       SandRuleset        *ruleset,
                       SandUnit           *unit,
                       const SandPlayMove *move)
{
  SandPlayEdit edit;
  SandPlayEntry *entry;
  int i;

  g_return_val_if_fail (SAND_IS_HISTORY (history), NULL);
  g_return_val_if_fail (SAND_IS_UNIT (unit), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  _sand_play_edit_begin (&edit, history, ruleset, _("Move Unit"));
  _sand_play_edit_start_turn (&edit);
  sand_edit_move_unit (history, unit, move->to.x, move->to.y);
  i = move->pips > 0 ? _sand_play_state_find_command (edit.state, move->command) : -1;
  if (i >= 0)
    {
      SandPlayEntry *old = edit.state->commands->pdata[i];
      SandPlayEntry *spent = sand_play_entry_copy (old);

      sand_play_entry_set_int (spent, "pips", MAX (sand_play_entry_get_int (old, "pips", 0) - (int) move->pips, 0));
      g_ptr_array_index (edit.state->commands, i) = spent;
      g_object_unref (old);
    }
  claim_card (&edit, unit, move->card);

  entry = _sand_play_edit_log (&edit, SAND_PLAY_MOVE);
  sand_play_entry_set (entry, "unit", sand_unit_get_id (unit));
  sand_play_entry_set (entry, "mode", move->mode);
  sand_play_entry_set_point (entry, "from", move->from);
  sand_play_entry_set_point (entry, "to", move->to);
  if (move->distance >= 0)
    sand_play_entry_set_double (entry, "distance", move->distance);
  if (move->used >= 0)
    sand_play_entry_set_double (entry, "used", move->used);
  if (move->hexes >= 0)
    sand_play_entry_set_double (entry, "hexes", move->hexes);
  if (move->pips > 0)
    sand_play_entry_set_int (entry, "pips", move->pips);
  if (move->card > 0)
    sand_play_entry_set_int (entry, "card", move->card);
  sand_play_entry_set_boolean (entry, "outside", move->outside);
  if (move->outside)
    sand_play_entry_set (entry, "reason", move->reason);
  _sand_play_edit_commit (&edit);
  return entry;
}

SandPlayEntry *
sand_play_work (SandHistory *history,
                SandRuleset *ruleset,
                SandUnit    *unit,
                const char  *activity,
                GError     **error)
{
  SandPlayEdit edit;
  g_auto (SandPlayMoveRules) rules = { 0 };
  g_autoptr (GPtrArray) acts = NULL;
  const SandActivity *a;
  SandPlayEntry *task = NULL, *entry;
  guint done = 0, index = 0;

  g_return_val_if_fail (SAND_IS_HISTORY (history), NULL);
  g_return_val_if_fail (SAND_IS_UNIT (unit), NULL);

  _sand_play_edit_begin (&edit, history, ruleset, _("Work"));
  a = sand_turn_procedure_find_activity (edit.turn, activity);
  acts = turn_acts (edit.play);
  if (a == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND, _("The ruleset has no activity “%s”"), activity);
      _sand_play_edit_cancel (&edit);
      return NULL;
    }
  if (!check_act (edit.scenario, ruleset, unit, &rules, acts, error))
    {
      _sand_play_edit_cancel (&edit);
      return NULL;
    }
  for (guint i = 0; i < edit.state->tasks->len && task == NULL; i++)
    if (g_strcmp0 (sand_play_entry_get (edit.state->tasks->pdata[i], "unit"), sand_unit_get_id (unit)) == 0
        && g_strcmp0 (sand_play_entry_get (edit.state->tasks->pdata[i], "activity"), a->id) == 0)
      {
        task = edit.state->tasks->pdata[i];
        index = i;
        done = (guint) sand_play_entry_get_int (task, "cards", 0);
      }
  if (task != NULL)
    g_ptr_array_remove_index (edit.state->tasks, index);
  if (++done < a->cards)
    {
      task = sand_play_entry_new (SAND_PLAY_TASK);
      sand_play_entry_set (task, "unit", sand_unit_get_id (unit));
      sand_play_entry_set (task, "activity", a->id);
      sand_play_entry_set_int (task, "cards", done);
      g_ptr_array_insert (edit.state->tasks, (int) MIN (index, edit.state->tasks->len), task);
    }
  claim_card (&edit, unit, rules.card);
  entry = _sand_play_edit_log (&edit, SAND_PLAY_WORK);
  sand_play_entry_set (entry, "unit", sand_unit_get_id (unit));
  sand_play_entry_set (entry, "activity", a->id);
  if (rules.card > 0)
    sand_play_entry_set_int (entry, "card", rules.card);
  sand_play_entry_set_int (entry, "cards", done);
  sand_play_entry_set_int (entry, "of", a->cards);
  _sand_play_edit_commit (&edit);
  return entry;
}
