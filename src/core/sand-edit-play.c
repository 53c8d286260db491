/* sand-edit-play.c: the undoable steps of play. The play state is copied whole
 * into a command (old and new), the log grows by the entries a step adds; undo
 * puts the state back and drops them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-play-edit-private.h"

typedef struct
{
  SandCommand    parent;
  SandPlayState *old_state;
  SandPlayState *new_state;
} StateCommand;

static void
state_apply (SandCommand  *command,
             SandScenario *scenario)
{
  _sand_play_set_state (sand_scenario_get_play (scenario), ((StateCommand *) command)->new_state);
}

static void
state_revert (SandCommand  *command,
              SandScenario *scenario)
{
  _sand_play_set_state (sand_scenario_get_play (scenario), ((StateCommand *) command)->old_state);
}

static void
state_clear (SandCommand *command)
{
  StateCommand *self = (StateCommand *) command;

  _sand_play_state_free (self->old_state);
  _sand_play_state_free (self->new_state);
}

static const SandCommandClass state_command_class = {
  state_apply, state_revert, NULL, state_clear,
};

typedef struct
{
  SandCommand parent;
  GPtrArray  *entries;
} LogCommand;

static void
log_apply (SandCommand  *command,
           SandScenario *scenario)
{
  _sand_play_append_log (sand_scenario_get_play (scenario), ((LogCommand *) command)->entries);
}

static void
log_revert (SandCommand  *command,
            SandScenario *scenario)
{
  _sand_play_drop_log (sand_scenario_get_play (scenario), ((LogCommand *) command)->entries->len);
}

static void
log_clear (SandCommand *command)
{
  g_ptr_array_unref (((LogCommand *) command)->entries);
}

static const SandCommandClass log_command_class = {
  log_apply, log_revert, NULL, log_clear,
};

static gboolean
entries_equal (GPtrArray *a,
               GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (a->pdata[i] != b->pdata[i])
      return FALSE;
  return TRUE;
}

static gboolean
strv_equal (char **a,
            char **b)
{
  guint na = a ? g_strv_length (a) : 0;
  guint nb = b ? g_strv_length (b) : 0;

  if (na != nb)
    return FALSE;
  for (guint i = 0; i < na; i++)
    if (strcmp (a[i], b[i]) != 0)
      return FALSE;
  return TRUE;
}

static gboolean
states_equal (const SandPlayState *a,
              const SandPlayState *b)
{
  return a->turn == b->turn && a->begun == b->begun && a->poor_visibility == b->poor_visibility
         && a->seeded == b->seeded
         && a->dice.seed == b->dice.seed && a->dice.draws == b->dice.draws
         && strv_equal (a->initiative, b->initiative) && a->drawn == b->drawn && entries_equal (a->deck, b->deck)
         && entries_equal (a->commands, b->commands) && entries_equal (a->tasks, b->tasks);
}

void
_sand_play_edit_begin (SandPlayEdit *edit,
                       SandHistory  *history,
                       SandRuleset  *ruleset,
                       const char   *label)
{
  memset (edit, 0, sizeof *edit);
  edit->history = history;
  edit->scenario = sand_history_get_scenario (history);
  edit->play = sand_scenario_get_play (edit->scenario);
  edit->ruleset = ruleset;
  /* no ruleset: every unit moves freely, once a turn */
  edit->turn = ruleset ? sand_ruleset_get_turn (ruleset) : _sand_turn_procedure_defaults ();
  edit->state = _sand_play_get_state (edit->play);
  edit->entries = g_ptr_array_new_with_free_func (g_object_unref);
  sand_history_begin_group (history, label);
}

void
_sand_play_edit_commit (SandPlayEdit *edit)
{
  g_autoptr (SandPlayState) old_state = _sand_play_get_state (edit->play);

  if (!states_equal (old_state, edit->state))
    {
      StateCommand *command = sand_command_new (&state_command_class, sizeof *command, NULL);

      command->old_state = g_steal_pointer (&old_state);
      command->new_state = _sand_play_state_copy (edit->state);
      sand_history_perform (edit->history, &command->parent);
    }
  if (edit->entries->len > 0)
    {
      LogCommand *command = sand_command_new (&log_command_class, sizeof *command, NULL);

      command->entries = g_ptr_array_ref (edit->entries);
      sand_history_perform (edit->history, &command->parent);
    }
  _sand_play_edit_cancel (edit);
}

void
_sand_play_edit_cancel (SandPlayEdit *edit)
{
  sand_history_end_group (edit->history);
  g_clear_pointer (&edit->state, _sand_play_state_free);
  g_clear_pointer (&edit->entries, g_ptr_array_unref);
}

SandPlayEntry *
_sand_play_edit_log (SandPlayEdit *edit,
                     const char   *kind)
{
  SandPlayEntry *entry = sand_play_entry_new (kind);

  sand_play_entry_set_int (entry, "turn", edit->state->turn);
  g_ptr_array_add (edit->entries, entry);
  return entry;
}

guint
_sand_play_edit_position (SandPlayEdit  *edit,
                          SandPlayEntry *entry)
{
  guint index = 0;

  g_assert (g_ptr_array_find (edit->entries, entry, &index));
  return g_list_model_get_n_items (sand_play_get_log (edit->play)) + index + 1;
}

void
_sand_play_edit_seed (SandPlayEdit *edit,
                      guint32       seed)
{
  SandPlayEntry *entry = _sand_play_edit_log (edit, SAND_PLAY_SEED);

  sand_play_entry_set_int (entry, "value", seed);
  sand_dice_roller_init (&edit->state->dice, seed, 0);
  edit->state->seeded = TRUE;
}

SandPlayEntry *
_sand_play_edit_roll (SandPlayEdit   *edit,
                      const SandDice *dice,
                      guint           directions,
                      const char     *dice_text,
                      SandDiceRoll   *roll)
{
  SandPlayEntry *entry;
  g_autofree char *canonical = NULL;

  /* a game that never chose a seed gets one now, kept so its log replays */
  if (!edit->state->seeded)
    _sand_play_edit_seed (edit, g_random_int ());
  sand_dice_roller_roll (&edit->state->dice, dice, directions, roll);

  entry = _sand_play_edit_log (edit, SAND_PLAY_ROLL);
  if (dice_text == NULL)
    dice_text = canonical = sand_dice_to_string (dice);
  sand_play_entry_set (entry, "dice", dice_text);
  sand_play_entry_set (entry, "faces", roll->faces);
  if (roll->direction >= 0)
    sand_play_entry_set_int (entry, "direction", roll->direction);
  sand_play_entry_set_int (entry, "total", roll->total);
  return entry;
}

void
sand_play_seed (SandHistory *history,
                guint32      seed)
{
  SandPlayEdit edit;

  g_return_if_fail (SAND_IS_HISTORY (history));

  _sand_play_edit_begin (&edit, history, NULL, _("Seed the Dice"));
  _sand_play_edit_seed (&edit, seed);
  _sand_play_edit_commit (&edit);
}
