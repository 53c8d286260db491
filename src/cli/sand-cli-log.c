/* sand-cli-log.c: "sandtable-cli log", the game's log as text or as an HTML page
 * for a club's report, to standard output or a file. Reads FILE only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-cli-play.h"
#include "sand-play-describe.h"

int
sand_cli_log (int    argc,
              char **argv)
{
  gboolean html = FALSE, check = FALSE;
  g_autofree char *output = NULL;
  const GOptionEntry entries[] = {
    { "html", 0, 0, G_OPTION_ARG_NONE, &html, N_("Write an HTML page, not plain text"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write to this file, not to standard output"), N_("OUT") },
    { "check", 0, 0, G_OPTION_ARG_NONE, &check,
      N_("Roll the log again from its seeds and say whether every roll comes out as logged"), NULL },
    { NULL },
  };
  g_autoptr (SandCliGame) game = NULL;
  int status;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (!sand_cli_parse_options ("log", _("FILE"), _("The game's log, turn by turn, as text or HTML."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  game = sand_cli_game_open_argv ("log", argc, argv, &status);
  if (game == NULL)
    return status;
  if (check && !sand_play_replay (game->scenario, game->ruleset, &error))
    {
      sand_cli_game_error (game, NULL, error->message);
      return SAND_CLI_EXIT_FAILED;
    }
  text = sand_play_log_export (game->scenario, game->ruleset, html ? SAND_PLAY_LOG_HTML : SAND_PLAY_LOG_TEXT,
                               SAND_LENGTH_INCHES);
  if (output == NULL)
    {
      g_print ("%s", text);
      return SAND_CLI_EXIT_OK;
    }
  if (!g_file_set_contents (output, text, -1, &error))
    {
      /* Translators: the output file and why it could not be written */
      g_autofree char *message = g_strdup_printf (_("%s: cannot write the file: %s"), output, error->message);
      sand_cli_print_error ("log", message);
      return SAND_CLI_EXIT_FAILED;
    }
  return SAND_CLI_EXIT_OK;
}
