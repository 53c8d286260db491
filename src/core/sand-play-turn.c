/* sand-play-turn.c: beginning and ending a turn — initiative, PIP dice, the
 * deck's shuffle, the weather and its count of turns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-command.h"
#include "sand-edit.h"
#include "sand-play-edit-private.h"

/* More rounds of ties than any table sees; beyond them the order stands. */
#define MAX_REROLLS 50

typedef struct
{
  const char *side;
  int         roll;
} SideRoll;

static int
compare_rolls (gconstpointer a,
               gconstpointer b)
{
  return ((const SideRoll *) b)->roll - ((const SideRoll *) a)->roll;
}

/* Rolls for the sides @rolls[0 … n-1] and orders them highest first; tied sides
 * roll again among themselves when the ruleset says so (a stable sort keeps the
 * scenario's order otherwise). */
static void
roll_initiative (SandPlayEdit *edit,
                 SideRoll     *rolls,
                 guint         n,
                 guint         round)
{
  for (guint i = 0; i < n; i++)
    {
      g_auto (SandDiceRoll) roll = { 0 };
      SandPlayEntry *entry = _sand_play_edit_roll (edit, edit->turn->initiative, 0, NULL, &roll);

      sand_play_entry_set (entry, "for", "initiative");
      sand_play_entry_set (entry, "side", rolls[i].side);
      rolls[i].roll = roll.total;
    }
  /* g_qsort_with_data is stable */
  g_qsort_with_data (rolls, (gint) n, sizeof *rolls, (GCompareDataFunc) compare_rolls, NULL);
  if (!edit->turn->initiative_reroll || round >= MAX_REROLLS)
    return;
  for (guint i = 0; i < n;)
    {
      guint j = i + 1;

      while (j < n && rolls[j].roll == rolls[i].roll)
        j++;
      if (j - i > 1)
        roll_initiative (edit, rolls + i, j - i, round + 1);
      i = j;
    }
}

static void
start_initiative (SandPlayEdit *edit)
{
  GListModel *sides = sand_scenario_get_sides (edit->scenario);
  guint n = g_list_model_get_n_items (sides);
  g_autofree SideRoll *rolls = g_new0 (SideRoll, n);
  g_autoptr (GStrvBuilder) order = g_strv_builder_new ();

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (SandSide) side = g_list_model_get_item (sides, i);

      rolls[i].side = sand_side_get_id (side);
    }
  roll_initiative (edit, rolls, n, 0);
  for (guint i = 0; i < n; i++)
    g_strv_builder_add (order, rolls[i].side);
  g_strfreev (edit->state->initiative);
  edit->state->initiative = g_strv_builder_end (order);
}

char *
sand_play_command_of (SandScenario *scenario,
                      SandRuleset  *ruleset,
                      SandUnit     *unit)
{
  SandUnit *officer;
  gboolean named;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (SAND_IS_UNIT (unit), NULL);

  officer = sand_command_find_officer (scenario, ruleset, unit, &named);
  if (officer != NULL)
    return g_strdup (sand_unit_get_id (officer));
  if (g_strcmp0 (sand_unit_get_role (unit), "officer") == 0)
    return g_strdup (sand_unit_get_id (unit));
  return g_strdup (sand_unit_get_side (unit) ? sand_side_get_id (sand_unit_get_side (unit)) : "");
}

/* Each command (or side) rolls its PIPs, in the order of the units. */
static void
start_pips (SandPlayEdit *edit)
{
  GListModel *units = sand_scenario_get_units (edit->scenario);

  g_ptr_array_set_size (edit->state->commands, 0);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
      SandSide *side = sand_unit_get_side (unit);
      const char *side_id = side ? sand_side_get_id (side) : NULL;
      g_autofree char *command = edit->turn->pips_per_side ? g_strdup (side_id)
                                                           : sand_play_command_of (edit->scenario, edit->ruleset, unit);
      SandPlayEntry *roll_entry, *record;
      g_auto (SandDiceRoll) roll = { 0 };

      if (command == NULL || *command == '\0' || _sand_play_state_find_command (edit->state, command) >= 0)
        continue;
      roll_entry = _sand_play_edit_roll (edit, edit->turn->pips, 0, NULL, &roll);
      sand_play_entry_set (roll_entry, "for", "pips");
      sand_play_entry_set (roll_entry, "command", command);
      sand_play_entry_set (roll_entry, "side", side_id);
      record = sand_play_entry_new (SAND_PLAY_COMMAND);
      sand_play_entry_set (record, "of", command);
      sand_play_entry_set (record, "side", side_id);
      sand_play_entry_set_int (record, "pips", MAX (roll.total, 0));
      g_ptr_array_add (edit->state->commands, record);
    }
}

static void
start_deck (SandPlayEdit *edit)
{
  SandPlayEntry *entry;

  if (edit->state->deck->len == 0)
    _sand_play_edit_build_deck (edit);
  sand_dice_roller_shuffle (&edit->state->dice, edit->state->deck->pdata, edit->state->deck->len);
  edit->state->drawn = 0;
  entry = _sand_play_edit_log (edit, SAND_PLAY_SHUFFLE);
  sand_play_entry_set_int (entry, "cards", edit->state->deck->len);
}

void
_sand_play_edit_start_turn (SandPlayEdit *edit)
{
  if (edit->state->begun)
    return;
  for (guint i = 0; i < edit->turn->steps->len; i++)
    {
      const SandTurnStep *step = edit->turn->steps->pdata[i];

      switch (step->kind)
        {
        case SAND_TURN_STEP_INITIATIVE:
          start_initiative (edit);
          break;
        case SAND_TURN_STEP_PIPS:
          start_pips (edit);
          break;
        case SAND_TURN_STEP_DECK:
          /* the shuffle draws numbers: seed first, as a roll would */
          if (!edit->state->seeded)
            _sand_play_edit_seed (edit, g_random_int ());
          start_deck (edit);
          break;
        case SAND_TURN_STEP_WEATHER:
        case SAND_TURN_STEP_PHASE:
        default:
          break;
        }
    }
  edit->state->begun = TRUE;
}

gboolean
sand_play_begin_turn (SandHistory *history,
                      SandRuleset *ruleset)
{
  SandPlayEdit edit;
  gboolean begun;

  g_return_val_if_fail (SAND_IS_HISTORY (history), FALSE);
  g_return_val_if_fail (ruleset == NULL || SAND_IS_RULESET (ruleset), FALSE);

  _sand_play_edit_begin (&edit, history, ruleset, _("Begin Turn"));
  begun = !edit.state->begun;
  _sand_play_edit_start_turn (&edit);
  _sand_play_edit_commit (&edit);
  return begun;
}

int
sand_play_next_weather_turns (SandWeather weather,
                              int         turns,
                              SandWeather next)
{
  if (next == SAND_WEATHER_DRY)
    return 0;
  return next == weather ? MAX (turns, 0) + 1 : 1;
}

void
sand_play_end_turn (SandHistory       *history,
                    SandRuleset       *ruleset,
                    const SandWeather *weather)
{
  sand_play_end_turn_with (history, ruleset, weather, NULL);
}

void
sand_play_end_turn_with (SandHistory       *history,
                         SandRuleset       *ruleset,
                         const SandWeather *weather,
                         const gboolean    *poor_visibility)
{
  SandPlayEdit edit;
  SandWeather now, next;
  int turns;
  SandPlayEntry *entry;
  g_auto (GValue) value = G_VALUE_INIT;

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (ruleset == NULL || SAND_IS_RULESET (ruleset));

  _sand_play_edit_begin (&edit, history, ruleset, _("End Turn"));
  now = sand_scenario_get_weather (edit.scenario);
  next = weather ? *weather : now;
  turns = sand_play_next_weather_turns (now, sand_scenario_get_weather_turns (edit.scenario), next);

  entry = _sand_play_edit_log (&edit, SAND_PLAY_END_TURN);
  sand_play_entry_set (entry, "weather", sand_weather_to_string (next));
  sand_play_entry_set_int (entry, "weather-turns", turns);
  if (poor_visibility != NULL)
    edit.state->poor_visibility = *poor_visibility;
  if (edit.state->poor_visibility)
    sand_play_entry_set (entry, "visibility", "poor");

  /* the scenario's weather is the ground's: one source for both */
  g_value_init (&value, G_TYPE_INT);
  g_value_set_int (&value, next);
  sand_edit_set_property (history, G_OBJECT (edit.scenario), "weather", &value);
  g_value_set_int (&value, turns);
  sand_edit_set_property (history, G_OBJECT (edit.scenario), "weather-turns", &value);

  /* "Movement may not be saved for use in later turns": nor PIPs */
  edit.state->turn++;
  edit.state->begun = FALSE;
  edit.state->drawn = 0;
  g_clear_pointer (&edit.state->initiative, g_strfreev);
  g_ptr_array_set_size (edit.state->commands, 0);
  _sand_play_edit_start_turn (&edit);
  _sand_play_edit_commit (&edit);
}
