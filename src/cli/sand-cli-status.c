/* sand-cli-status.c: "sandtable-cli status", the game as it stands: the turn,
 * the weather and its count, the turn's procedure, initiative, PIPs, the deck,
 * tasks, the units moved this turn and the log. Reads FILE only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-cli-play.h"
#include "sand-group-coherency.h"
#include "sand-play-describe.h"
#include "sand-turn-procedure.h"

static const char * const activation_ids[] = { "free", "unit", "team", "card" };

/* The models out of coherency, the moves of this turn giving their order. */
static GArray *
coherency_breaks (SandCliGame *game)
{
  return sand_group_coherency_check_turn (game->scenario, game->ruleset);
}

static const char *
side_name (SandCliGame *game,
           const char  *id)
{
  SandSide *side = sand_scenario_find_side (game->scenario, id);

  return side && sand_side_get_name (side) ? sand_side_get_name (side) : id;
}

static void
write_records (SandCliGame    *game,
               SandJsonWriter *w,
               const char     *key,
               GListModel     *records,
               guint           first,
               guint           last)
{
  sand_json_writer_key (w, key);
  sand_json_writer_begin_array (w);
  for (guint i = first; i < MIN (last, g_list_model_get_n_items (records)); i++)
    {
      g_autoptr (SandPlayEntry) record = g_list_model_get_item (records, i);

      sand_cli_write_entry (game, w, record, 0);
    }
  sand_json_writer_end_array (w);
}

static void
write_json (SandCliGame *game,
            gboolean     pretty)
{
  g_autoptr (SandJsonWriter) w = sand_json_writer_new ();
  const SandTurnProcedure *turn = sand_ruleset_get_turn (game->ruleset);
  SandPlay *play = game->play;
  const char *ground = sand_ruleset_weather_state (game->ruleset, sand_scenario_get_weather (game->scenario),
                                                   sand_scenario_get_weather_turns (game->scenario));
  const char * const *initiative = sand_play_get_initiative (play);
  GListModel *log = sand_play_get_log (play);

  sand_json_writer_begin_object (w);
  sand_json_writer_key (w, "ruleset");
  sand_json_writer_string (w, sand_ruleset_get_id (game->ruleset));
  sand_json_writer_key (w, "turn");
  sand_json_writer_number (w, sand_play_get_turn (play));
  sand_json_writer_key (w, "begun");
  sand_json_writer_boolean (w, sand_play_get_begun (play));

  sand_json_writer_key (w, "weather");
  sand_json_writer_begin_object (w);
  sand_json_writer_key (w, "condition");
  sand_json_writer_string (w, sand_weather_to_string (sand_scenario_get_weather (game->scenario)));
  sand_json_writer_key (w, "turns");
  sand_json_writer_number (w, sand_scenario_get_weather_turns (game->scenario));
  sand_json_writer_key (w, "ground");
  if (ground != NULL)
    sand_json_writer_string (w, ground);
  else
    sand_json_writer_null (w);
  sand_json_writer_end_object (w);
  sand_json_writer_key (w, "visibility");
  sand_json_writer_string (w, sand_play_get_poor_visibility (play) ? "poor" : "good");

  sand_json_writer_key (w, "procedure");
  sand_json_writer_begin_object (w);
  sand_json_writer_key (w, "activation");
  sand_json_writer_string (w, activation_ids[turn->activation]);
  sand_json_writer_key (w, "anchor");
  sand_json_writer_string (w, turn->anchor == SAND_ANCHOR_TURN ? "turn" : "activation");
  sand_json_writer_key (w, "moves");
  sand_json_writer_number (w, turn->moves);
  sand_json_writer_key (w, "activations");
  sand_json_writer_number (w, turn->activations);
  sand_json_writer_key (w, "steps");
  sand_json_writer_begin_array (w);
  for (guint i = 0; i < turn->steps->len; i++)
    {
      const SandTurnStep *step = turn->steps->pdata[i];

      sand_json_writer_begin_object (w);
      sand_json_writer_key (w, "id");
      sand_json_writer_string (w, step->id);
      sand_json_writer_key (w, "name");
      sand_json_writer_string (w, sand_turn_step_get_label (step));
      sand_json_writer_key (w, "each");
      sand_json_writer_string (w, step->each_activation ? "activation" : "turn");
      sand_json_writer_end_object (w);
    }
  sand_json_writer_end_array (w);
  sand_json_writer_end_object (w);

  sand_json_writer_key (w, "dice");
  if (sand_play_get_seeded (play))
    {
      sand_json_writer_begin_object (w);
      sand_json_writer_key (w, "seed");
      sand_json_writer_number (w, sand_play_get_seed (play));
      sand_json_writer_key (w, "draws");
      sand_json_writer_number (w, (double) sand_play_get_draws (play));
      sand_json_writer_end_object (w);
    }
  else
    sand_json_writer_null (w);

  sand_json_writer_key (w, "initiative");
  sand_json_writer_begin_array (w);
  for (guint i = 0; initiative[i] != NULL; i++)
    sand_json_writer_string (w, initiative[i]);
  sand_json_writer_end_array (w);

  write_records (game, w, "pips", sand_play_get_commands (play), 0, G_MAXUINT);
  sand_json_writer_key (w, "deck");
  sand_json_writer_begin_object (w);
  sand_json_writer_key (w, "cards");
  sand_json_writer_number (w, g_list_model_get_n_items (sand_play_get_deck (play)));
  sand_json_writer_key (w, "drawn");
  sand_json_writer_number (w, sand_play_get_deck_drawn (play));
  /* the cards still to come stay face down */
  write_records (game, w, "drawn-cards", sand_play_get_deck (play), 0, sand_play_get_deck_drawn (play));
  sand_json_writer_end_object (w);
  write_records (game, w, "tasks", sand_play_get_tasks (play), 0, G_MAXUINT);

  sand_json_writer_key (w, "moves");
  sand_json_writer_begin_array (w);
  for (guint i = 0; i < g_list_model_get_n_items (sand_play_get_moves (play)); i++)
    {
      g_autoptr (SandPlayEntry) move = g_list_model_get_item (sand_play_get_moves (play), i);

      sand_cli_write_entry (game, w, move, 0);
    }
  sand_json_writer_end_array (w);

  /* "coherency": each model out of its unit's coherency */
  g_autoptr (GArray) breaks = coherency_breaks (game);
  sand_json_writer_key (w, "coherency");
  sand_json_writer_begin_array (w);
  for (guint i = 0; i < breaks->len; i++)
    {
      const SandUnitCoherencyBreak *b = &g_array_index (breaks, SandUnitCoherencyBreak, i);

      sand_json_writer_begin_object (w);
      sand_json_writer_key (w, "unit");
      sand_json_writer_string (w, sand_unit_get_id (b->unit));
      sand_json_writer_key (w, "nearest");
      sand_json_writer_string (w, sand_unit_get_id (b->nearest));
      sand_json_writer_key (w, "gap");
      sand_json_writer_number (w, b->gap);
      sand_json_writer_key (w, "coherency");
      sand_json_writer_number (w, b->coherency);
      sand_json_writer_end_object (w);
    }
  sand_json_writer_end_array (w);

  sand_json_writer_key (w, "log");
  sand_json_writer_begin_array (w);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    sand_cli_write_entry (game, w, sand_play_get_log_entry (play, i), i + 1);
  sand_json_writer_end_array (w);
  sand_json_writer_end_object (w);
  sand_cli_print_json (w, pretty);
}

static void
print_text (SandCliGame *game)
{
  const SandTurnProcedure *turn = sand_ruleset_get_turn (game->ruleset);
  SandPlay *play = game->play;
  SandWeather weather = sand_scenario_get_weather (game->scenario);
  int weather_turns = sand_scenario_get_weather_turns (game->scenario);
  const char * const *initiative = sand_play_get_initiative (play);
  GListModel *commands = sand_play_get_commands (play);
  GListModel *moves = sand_play_get_moves (play);
  g_autoptr (GString) steps = g_string_new (NULL);
  g_autofree char *log = NULL;

  g_print (sand_play_get_begun (play) ? _("Turn %d, begun\n") : _("Turn %d, not begun yet\n"), sand_play_get_turn (play));
  if (weather == SAND_WEATHER_DRY)
    g_print (_("Weather: dry\n"));
  else
    /* Translators: rain or snow, and for how many turns running */
    g_print (g_dngettext (GETTEXT_PACKAGE, "Weather: %s, %d turn running%s\n", "Weather: %s, %d turns running%s\n",
                          weather_turns),
             weather == SAND_WEATHER_RAIN ? _("rain") : _("snow"), weather_turns,
             sand_ruleset_weather_state (game->ruleset, weather, weather_turns) ? _(" (the ground has changed)") : "");
  if (sand_play_get_poor_visibility (play))
    g_print (_("Visibility: poor\n"));
  for (guint i = 0; i < turn->steps->len; i++)
    g_string_append_printf (steps, "%s%s", i ? ", " : "", sand_turn_step_get_label (turn->steps->pdata[i]));
  if (steps->len > 0)
    g_print (_("Procedure: %s\n"), steps->str);
  if (initiative[0] != NULL)
    {
      g_autoptr (GString) order = g_string_new (NULL);

      for (guint i = 0; initiative[i] != NULL; i++)
        g_string_append_printf (order, "%s%s", i ? ", " : "", side_name (game, initiative[i]));
      g_print (_("Initiative: %s\n"), order->str);
    }
  for (guint i = 0; i < g_list_model_get_n_items (commands); i++)
    {
      g_autoptr (SandPlayEntry) command = g_list_model_get_item (commands, i);
      const char *of = sand_play_entry_get (command, "of");
      SandUnit *officer = sand_scenario_find_unit (game->scenario, of);

      /* Translators: a command (its officer's or its side's name) and its PIPs */
      g_print (_("PIPs: %s %d\n"), officer ? sand_unit_get_name (officer) : side_name (game, of),
               sand_play_entry_get_int (command, "pips", 0));
    }
  if (g_list_model_get_n_items (sand_play_get_deck (play)) > 0)
    {
      SandPlayEntry *card = sand_play_get_current_card (play);

      g_print (_("Deck: %u of %u cards drawn\n"), sand_play_get_deck_drawn (play),
               g_list_model_get_n_items (sand_play_get_deck (play)));
      if (card != NULL)
        {
          g_autofree char *text = sand_play_card_describe (card, game->scenario);

          g_print (_("Current card: %s\n"), text);
        }
    }
  for (guint i = 0; i < g_list_model_get_n_items (sand_play_get_tasks (play)); i++)
    {
      g_autoptr (SandPlayEntry) task = g_list_model_get_item (sand_play_get_tasks (play), i);

      /* Translators: a unit's id, an activity's id, cards of work done */
      g_print (_("Task: %s at %s, %d cards done\n"), sand_play_entry_get (task, "unit"),
               sand_play_entry_get (task, "activity"), sand_play_entry_get_int (task, "cards", 0));
    }
  if (g_list_model_get_n_items (moves) > 0)
    g_print (_("Moved this turn:\n"));
  for (guint i = 0; i < g_list_model_get_n_items (moves); i++)
    {
      g_autoptr (SandPlayEntry) move = g_list_model_get_item (moves, i);
      g_autofree char *text = sand_play_entry_describe (move, game->scenario, game->ruleset, SAND_LENGTH_INCHES);

      g_print ("  %s\n", text);
    }
  g_autoptr (GArray) breaks = coherency_breaks (game);
  for (guint i = 0; i < breaks->len; i++)
    {
      g_autofree char *text = sand_group_coherency_describe (&g_array_index (breaks, SandUnitCoherencyBreak, i),
                                                              SAND_LENGTH_INCHES);

      g_print ("%s\n", text);
    }
  log = sand_play_log_export (game->scenario, game->ruleset, SAND_PLAY_LOG_TEXT, SAND_LENGTH_INCHES);
  /* the export's first line is the title, said already by the file's name */
  if (strchr (log, '\n') != NULL && g_list_model_get_n_items (sand_play_get_log (play)) > 0)
    g_print (_("Log:%s"), strchr (log, '\n') + 1);
}

int
sand_cli_status (int    argc,
                 char **argv)
{
  gboolean json = FALSE, pretty = FALSE;
  const GOptionEntry entries[] = {
    SAND_CLI_JSON_OPTIONS (&json, &pretty),
    { NULL },
  };
  g_autoptr (SandCliGame) game = NULL;
  int status;

  if (!sand_cli_parse_options ("status", _("FILE"),
                               _("The game as it stands: turn, weather, initiative, PIPs, deck, moves, log."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  json |= pretty;
  game = sand_cli_game_open_argv ("status", argc, argv, &status);
  if (game == NULL)
    return status;
  if (json)
    write_json (game, pretty);
  else
    print_text (game);
  return SAND_CLI_EXIT_OK;
}
