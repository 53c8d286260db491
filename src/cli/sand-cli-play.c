/* sand-cli-play.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-cli-common.h"
#include "sand-cli-play.h"
#include "sand-play-describe.h"
#include "sand-scenario-io.h"

SandCliGame *
sand_cli_game_open (const char *command,
                    const char *path)
{
  g_autoptr (SandCliGame) game = g_new0 (SandCliGame, 1);
  const char *id;

  game->command = command;
  game->path = path;
  game->registry = sand_ruleset_registry_new_lazy ();
  /* every problem of the file at its line, the ruleset's too */
  game->scenario = sand_cli_load_scenario_checked (path, game->registry);
  if (game->scenario == NULL)
    return NULL;
  id = sand_scenario_get_ruleset (game->scenario);
  game->ruleset = id ? sand_ruleset_registry_lookup (game->registry, id) : NULL;
  if (game->ruleset == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("%s: the scenario names no ruleset to play by; choose one in it (ruleset=\"…\")"),
                                                  path);
      sand_cli_print_error (command, message);
      return NULL;
    }
  game->history = sand_history_new (game->scenario);
  game->play = sand_scenario_get_play (game->scenario);
  game->log_base = g_list_model_get_n_items (sand_play_get_log (game->play));
  return g_steal_pointer (&game);
}

SandCliGame *
sand_cli_game_open_argv (const char *command,
                         int         argc,
                         char      **argv,
                         int        *status)
{
  SandCliGame *game;

  if (argc != 2)
    {
      *status = sand_cli_usage_error (command, _("exactly one scenario FILE is needed"));
      return NULL;
    }
  game = sand_cli_game_open (command, argv[1]);
  *status = game ? SAND_CLI_EXIT_OK : SAND_CLI_EXIT_FAILED;
  return game;
}

void
sand_cli_game_free (SandCliGame *game)
{
  if (game == NULL)
    return;
  g_clear_object (&game->history);
  g_clear_object (&game->scenario);
  g_clear_object (&game->registry);
  g_free (game);
}

gboolean
sand_cli_game_save (SandCliGame *game)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (sand_history_get_is_clean (game->history))
    return TRUE;
  file = g_file_new_for_path (game->path);
  if (!sand_scenario_save_file (game->scenario, file, &error))
    {
      sand_cli_print_error (game->command, error->message);
      return FALSE;
    }
  return TRUE;
}

SandUnit *
sand_cli_game_find_unit (SandCliGame *game,
                         const char  *id)
{
  SandUnit *unit = sand_scenario_find_unit (game->scenario, id);

  if (unit == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("%s: no unit with id “%s”"), game->path, id);
      sand_cli_print_error (game->command, message);
    }
  return unit;
}

void
sand_cli_game_error (SandCliGame *game,
                     SandUnit    *unit,
                     const char  *message)
{
  if (unit != NULL)
    sand_cli_print_unit_error (game->command, game->path, unit, message);
  else
    {
      g_autofree char *text = g_strdup_printf ("%s: %s", game->path, message);
      sand_cli_print_error (game->command, text);
    }
}

gboolean
sand_cli_parse_seed (const char *text,
                     guint32    *seed)
{
  guint64 v;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32, &v, NULL))
    return FALSE;
  *seed = (guint32) v;
  return TRUE;
}

void
sand_cli_game_print_new (SandCliGame *game)
{
  GListModel *log = sand_play_get_log (game->play);

  for (guint i = game->log_base; i < g_list_model_get_n_items (log); i++)
    {
      g_autofree char *text = sand_play_entry_describe (sand_play_get_log_entry (game->play, i), game->scenario,
                                                        game->ruleset, SAND_LENGTH_INCHES);
      g_print ("%s\n", text);
    }
}

void
sand_cli_write_entry (SandCliGame    *game,
                      SandJsonWriter *w,
                      SandPlayEntry  *entry,
                      guint           position)
{
  const char *kind = sand_play_entry_get_kind (entry);
  const char * const *names = sand_play_entry_kind_attrs (kind);
  g_autofree char *text = NULL;

  sand_json_writer_begin_object (w);
  if (position > 0)
    {
      sand_json_writer_key (w, "position");
      sand_json_writer_number (w, position);
    }
  sand_json_writer_key (w, "kind");
  sand_json_writer_string (w, kind);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *value = sand_play_entry_get (entry, names[i]);
      SandPoint p;

      if (value == NULL)
        continue;
      sand_json_writer_key (w, names[i]);
      switch (sand_play_entry_attr_type (kind, names[i]))
        {
        case SAND_PLAY_ATTR_COUNT:
        case SAND_PLAY_ATTR_POSITIVE:
        case SAND_PLAY_ATTR_INTEGER:
        case SAND_PLAY_ATTR_DECIMAL:
          sand_json_writer_number (w, sand_play_entry_get_double (entry, names[i], 0));
          break;
        case SAND_PLAY_ATTR_BOOLEAN:
          sand_json_writer_boolean (w, sand_play_entry_get_boolean (entry, names[i]));
          break;
        case SAND_PLAY_ATTR_POINT:
          if (sand_play_entry_get_point (entry, names[i], &p))
            {
              sand_json_writer_begin_array (w);
              sand_json_writer_number (w, p.x);
              sand_json_writer_number (w, p.y);
              sand_json_writer_end_array (w);
            }
          else
            sand_json_writer_null (w);
          break;
        case SAND_PLAY_ATTR_TEXT:
        default:
          sand_json_writer_string (w, value);
          break;
        }
    }
  if (position > 0)
    {
      text = sand_play_entry_describe (entry, game->scenario, game->ruleset, SAND_LENGTH_INCHES);
      sand_json_writer_key (w, "text");
      sand_json_writer_string (w, text);
    }
  sand_json_writer_end_object (w);
}

void
sand_cli_game_write_new (SandCliGame    *game,
                         SandJsonWriter *w,
                         const char     *key)
{
  GListModel *log = sand_play_get_log (game->play);

  sand_json_writer_key (w, key);
  sand_json_writer_begin_array (w);
  for (guint i = game->log_base; i < g_list_model_get_n_items (log); i++)
    sand_cli_write_entry (game, w, sand_play_get_log_entry (game->play, i), i + 1);
  sand_json_writer_end_array (w);
}

int
sand_cli_game_finish (SandCliGame        *game,
                      gboolean            json,
                      SandCliGameJsonFunc keys,
                      gpointer            data)
{
  g_autoptr (SandJsonWriter) w = NULL;

  if (!sand_cli_game_save (game))
    return SAND_CLI_EXIT_FAILED;
  if (!json)
    {
      sand_cli_game_print_new (game);
      return SAND_CLI_EXIT_OK;
    }
  w = sand_json_writer_new ();
  sand_json_writer_begin_object (w);
  if (keys != NULL)
    keys (game, w, data);
  sand_cli_game_write_new (game, w, "entries");
  sand_json_writer_end_object (w);
  sand_cli_print_json (w, game->pretty);
  return SAND_CLI_EXIT_OK;
}
