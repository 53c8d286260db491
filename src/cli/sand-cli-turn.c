/* sand-cli-turn.c: "sandtable-cli start-turn", "end-turn" and "transfer": the
 * turn's beginning (initiative, PIPs, the deck's shuffle), its end (the next
 * turn's weather, then its beginning), and PIPs given between commands. Each
 * prints what was rolled and saves FILE.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-cli-play.h"

static void
turn_key (SandCliGame    *game,
          SandJsonWriter *w,
          gpointer        data)
{
  sand_json_writer_key (w, "turn");
  sand_json_writer_number (w, sand_play_get_turn (game->play));
}

static int
finish (SandCliGame *game,
        gboolean     json)
{
  return sand_cli_game_finish (game, json, turn_key, NULL);
}

/* --seed N, when given, seeds the dice before anything is rolled. */
static gboolean
seed_option (const char *command,
             const char *text,
             guint32    *seed,
             int        *status)
{
  if (text != NULL && !sand_cli_parse_seed (text, seed))
    {
      *status = sand_cli_usage_error (command, _("--seed “%s” is not a whole number from 0 to %u"), text, G_MAXUINT32);
      return FALSE;
    }
  return TRUE;
}

int
sand_cli_start_turn (int    argc,
                     char **argv)
{
  g_autofree char *seed_text = NULL;
  gboolean json = FALSE, pretty = FALSE;
  const GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed the dice first"), N_("N") },
    SAND_CLI_JSON_OPTIONS (&json, &pretty),
    { NULL },
  };
  g_autoptr (SandCliGame) game = NULL;
  guint32 seed = 0;
  int status;

  if (!sand_cli_parse_options ("start-turn", _("FILE"),
                               _("Roll the turn's initiative and PIPs and shuffle its deck, as the ruleset says, "
                                 "unless done already; save FILE."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  json |= pretty;
  if (!seed_option ("start-turn", seed_text, &seed, &status))
    return status;
  game = sand_cli_game_open_argv ("start-turn", argc, argv, &status);
  if (game == NULL)
    return status;
  game->pretty = pretty;
  if (seed_text != NULL)
    sand_play_seed (game->history, seed);
  sand_play_begin_turn (game->history, game->ruleset);
  return finish (game, json);
}

int
sand_cli_end_turn (int    argc,
                   char **argv)
{
  g_autofree char *seed_text = NULL, *weather_text = NULL, *visibility_text = NULL;
  gboolean json = FALSE, pretty = FALSE, poor = FALSE;
  const GOptionEntry entries[] = {
    { "weather", 0, 0, G_OPTION_ARG_STRING, &weather_text,
      N_("The next turn's weather: dry, rain or snow (default: as it is)"), N_("WEATHER") },
    { "visibility", 0, 0, G_OPTION_ARG_STRING, &visibility_text,
      N_("The next turn's visibility: good or poor (default: as it is)"), N_("VISIBILITY") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed the dice first"), N_("N") },
    SAND_CLI_JSON_OPTIONS (&json, &pretty),
    { NULL },
  };
  g_autoptr (SandCliGame) game = NULL;
  SandWeather weather;
  guint32 seed = 0;
  int status;

  if (!sand_cli_parse_options ("end-turn", _("FILE"),
                               _("End the turn: log it, set the next turn's weather, roll what the next turn "
                                 "begins with, save FILE."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  json |= pretty;
  if (weather_text != NULL && !sand_weather_from_string (weather_text, &weather))
    return sand_cli_usage_error ("end-turn", _("--weather “%s” is not dry, rain or snow"), weather_text);
  if (visibility_text != NULL && !g_str_equal (visibility_text, "good") && !g_str_equal (visibility_text, "poor"))
    return sand_cli_usage_error ("end-turn", _("--visibility “%s” is not good or poor"), visibility_text);
  poor = g_strcmp0 (visibility_text, "poor") == 0;
  if (!seed_option ("end-turn", seed_text, &seed, &status))
    return status;
  game = sand_cli_game_open_argv ("end-turn", argc, argv, &status);
  if (game == NULL)
    return status;
  game->pretty = pretty;
  if (seed_text != NULL)
    sand_play_seed (game->history, seed);
  sand_play_end_turn_with (game->history, game->ruleset, weather_text ? &weather : NULL,
                           visibility_text ? &poor : NULL);
  return finish (game, json);
}

int
sand_cli_transfer (int    argc,
                   char **argv)
{
  g_autofree char *from = NULL, *to = NULL;
  int pips = 0;
  gboolean json = FALSE, pretty = FALSE;
  const GOptionEntry entries[] = {
    { "from", 0, 0, G_OPTION_ARG_STRING, &from, N_("The command that gives (its officer's or side's id)"), N_("ID") },
    { "to", 0, 0, G_OPTION_ARG_STRING, &to, N_("The command that gets them"), N_("ID") },
    { "pips", 0, 0, G_OPTION_ARG_INT, &pips, N_("How many PIPs it gives"), N_("N") },
    SAND_CLI_JSON_OPTIONS (&json, &pretty),
    { NULL },
  };
  g_autoptr (SandCliGame) game = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  if (!sand_cli_parse_options ("transfer", _("FILE"),
                               _("Give PIPs of one command to another of its side, as the ruleset allows; save FILE."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  json |= pretty;
  if (from == NULL || to == NULL || pips <= 0)
    return sand_cli_usage_error ("transfer", _("--from, --to and --pips (at least 1) are required"));
  game = sand_cli_game_open_argv ("transfer", argc, argv, &status);
  if (game == NULL)
    return status;
  game->pretty = pretty;
  if (!sand_play_transfer_pips (game->history, game->ruleset, from, to, (guint) pips, &error))
    {
      sand_cli_game_error (game, NULL, error->message);
      return SAND_CLI_EXIT_FAILED;
    }
  return finish (game, json);
}
