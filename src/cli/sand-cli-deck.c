/* sand-cli-deck.c: "sandtable-cli draw", "deck" and "work": the activation deck
 * — the next card, the deck made afresh or changed by the player — and a card of
 * work on an activity of several.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-cli-play.h"
#include "sand-error.h"

/* The deck: "cards", "drawn" and the "current" card. */
static void
deck_keys (SandCliGame    *game,
           SandJsonWriter *w,
           gpointer        data)
{
  sand_json_writer_key (w, "cards");
  sand_json_writer_number (w, g_list_model_get_n_items (sand_play_get_deck (game->play)));
  sand_json_writer_key (w, "drawn");
  sand_json_writer_number (w, sand_play_get_deck_drawn (game->play));
  sand_json_writer_key (w, "current");
  if (sand_play_get_current_card (game->play) != NULL)
    sand_cli_write_entry (game, w, sand_play_get_current_card (game->play), 0);
  else
    sand_json_writer_null (w);
}

static int
finish (SandCliGame *game,
        gboolean     json)
{
  return sand_cli_game_finish (game, json, deck_keys, NULL);
}

int
sand_cli_draw (int    argc,
               char **argv)
{
  gboolean json = FALSE, pretty = FALSE;
  const GOptionEntry entries[] = {
    SAND_CLI_JSON_OPTIONS (&json, &pretty),
    { NULL },
  };
  g_autoptr (SandCliGame) game = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  if (!sand_cli_parse_options ("draw", _("FILE"),
                               _("Draw the next card of the activation deck (shuffled when the turn begins); "
                                 "save FILE."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  json |= pretty;
  game = sand_cli_game_open_argv ("draw", argc, argv, &status);
  if (game == NULL)
    return status;
  game->pretty = pretty;
  if (sand_play_draw (game->history, game->ruleset, &error) == NULL)
    {
      sand_cli_game_error (game, NULL, error->message);
      return SAND_CLI_EXIT_FAILED;
    }
  return finish (game, json);
}

/* "SIDE", "SIDE:TEAM" or "SIDE:#UNIT". */
static gboolean
add_card (SandCliGame *game,
          const char  *text,
          GError     **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ":", 2);
  const char *team = NULL, *unit = NULL;

  if (parts[1] != NULL && parts[1][0] == '#')
    unit = parts[1] + 1;
  else
    team = parts[1];
  if (unit != NULL && sand_scenario_find_unit (game->scenario, unit) == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND, _("no unit with id “%s”"), unit);
      return FALSE;
    }
  return sand_play_add_card (game->history, parts[0], team, unit, G_MAXUINT, error);
}

int
sand_cli_deck (int    argc,
               char **argv)
{
  gboolean json = FALSE, pretty = FALSE, build = FALSE;
  g_auto (GStrv) add = NULL;
  int remove = 0;
  const GOptionEntry entries[] = {
    { "build", 0, 0, G_OPTION_ARG_NONE, &build, N_("Make the deck afresh from the forces"), NULL },
    { "add", 0, 0, G_OPTION_ARG_STRING_ARRAY, &add,
      N_("Put a card at the bottom: a side's free card, or one naming a team or #unit (may be repeated)"),
      N_("SIDE[:TEAM|:#UNIT]") },
    { "remove", 0, 0, G_OPTION_ARG_INT, &remove, N_("Take away the n-th card not yet drawn"), N_("N") },
    SAND_CLI_JSON_OPTIONS (&json, &pretty),
    { NULL },
  };
  g_autoptr (SandCliGame) game = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  if (!sand_cli_parse_options ("deck", _("FILE"),
                               _("Make or change the activation deck; save FILE."), entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  json |= pretty;
  if (remove < 0)
    return sand_cli_usage_error ("deck", _("--remove counts the cards not yet drawn from 1"));
  game = sand_cli_game_open_argv ("deck", argc, argv, &status);
  if (game == NULL)
    return status;
  game->pretty = pretty;
  if (build)
    sand_play_build_deck (game->history, game->ruleset);
  for (guint i = 0; add != NULL && add[i] != NULL && error == NULL; i++)
    add_card (game, add[i], &error);
  if (remove > 0 && error == NULL)
    sand_play_remove_card (game->history, (guint) remove - 1, &error);
  if (error != NULL)
    {
      sand_cli_game_error (game, NULL, error->message);
      return SAND_CLI_EXIT_FAILED;
    }
  return finish (game, json);
}

int
sand_cli_work (int    argc,
               char **argv)
{
  g_autofree char *unit_id = NULL, *activity = NULL;
  gboolean json = FALSE, pretty = FALSE;
  const GOptionEntry entries[] = {
    { "unit", 0, 0, G_OPTION_ARG_STRING, &unit_id, N_("The figure at work"), N_("ID") },
    { "activity", 0, 0, G_OPTION_ARG_STRING, &activity, N_("The ruleset's activity"), N_("ID") },
    SAND_CLI_JSON_OPTIONS (&json, &pretty),
    { NULL },
  };
  g_autoptr (SandCliGame) game = NULL;
  g_autoptr (GError) error = NULL;
  SandUnit *unit;
  int status;

  if (!sand_cli_parse_options ("work", _("FILE"),
                               _("Spend the figure's activation on one card of work at an activity of several "
                                 "cards; save FILE."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  json |= pretty;
  if (unit_id == NULL || activity == NULL)
    return sand_cli_usage_error ("work", _("--unit and --activity are required"));
  game = sand_cli_game_open_argv ("work", argc, argv, &status);
  if (game == NULL)
    return status;
  game->pretty = pretty;
  unit = sand_cli_game_find_unit (game, unit_id);
  if (unit == NULL)
    return SAND_CLI_EXIT_FAILED;
  if (sand_play_work (game->history, game->ruleset, unit, activity, &error) == NULL)
    {
      sand_cli_game_error (game, unit, error->message);
      return SAND_CLI_EXIT_FAILED;
    }
  return finish (game, json);
}
