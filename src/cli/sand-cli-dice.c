/* sand-cli-dice.c: "sandtable-cli roll" and "hit": dice from the game's seeded
 * generator, logged and saved; casualty dice and the hits they come to, applied
 * once a roll.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-cli-play.h"

typedef struct
{
  const char    *key;
  SandPlayEntry *entry;
} Keyed;

/* The entry the command made, under its own key beside the entries. */
static void
entry_key (SandCliGame    *game,
           SandJsonWriter *w,
           gpointer        data)
{
  Keyed *k = data;
  GListModel *log = sand_play_get_log (game->play);

  for (guint i = game->log_base; i < g_list_model_get_n_items (log); i++)
    if (sand_play_get_log_entry (game->play, i) == k->entry)
      {
        sand_json_writer_key (w, k->key);
        sand_cli_write_entry (game, w, k->entry, i + 1);
      }
}

static int
finish (SandCliGame   *game,
        gboolean       json,
        const char    *key,
        SandPlayEntry *entry)
{
  Keyed k = { key, entry };

  return sand_cli_game_finish (game, json, entry_key, &k);
}

int
sand_cli_roll (int    argc,
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
  g_autoptr (GError) error = NULL;
  SandPlayEntry *entry;
  guint32 seed = 0;

  if (!sand_cli_parse_options ("roll", _("FILE DICE"),
                               _("Roll dice (d6, 2d6+1, d100) or a die or check of the ruleset (arrow, "
                                 "mine-low-tide) from the game's dice; log the roll and save FILE."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  json |= pretty;
  if (argc != 3)
    return sand_cli_usage_error ("roll", _("a scenario FILE and the DICE to roll are needed"));
  if (seed_text != NULL && !sand_cli_parse_seed (seed_text, &seed))
    return sand_cli_usage_error ("roll", _("--seed “%s” is not a whole number from 0 to %u"), seed_text, G_MAXUINT32);
  game = sand_cli_game_open ("roll", argv[1]);
  if (game == NULL)
    return SAND_CLI_EXIT_FAILED;
  game->pretty = pretty;
  if (seed_text != NULL)
    sand_play_seed (game->history, seed);
  entry = sand_play_roll (game->history, game->ruleset, argv[2], &error);
  if (entry == NULL)
    {
      sand_cli_game_error (game, NULL, error->message);
      return SAND_CLI_EXIT_FAILED;
    }
  return finish (game, json, "roll", entry);
}

int
sand_cli_hit (int    argc,
              char **argv)
{
  g_autofree char *target_id = NULL, *unit_id = NULL;
  int roll = 0, hits = -1;
  gboolean cover = FALSE, json = FALSE, pretty = FALSE;
  const GOptionEntry entries[] = {
    { "target", 0, 0, G_OPTION_ARG_STRING, &target_id, N_("The unit hit"), N_("ID") },
    { "unit", 0, 0, G_OPTION_ARG_STRING, &unit_id,
      N_("The unit fighting: roll its casualty die and apply the hits"), N_("ID") },
    { "cover", 0, 0, G_OPTION_ARG_NONE, &cover, N_("The target is in cover or hull down"), NULL },
    { "roll", 0, 0, G_OPTION_ARG_INT, &roll, N_("Apply the hits of the casualty roll at this place in the log"), N_("N") },
    { "hits", 0, 0, G_OPTION_ARG_INT, &hits, N_("Apply so many hits, given by hand"), N_("N") },
    SAND_CLI_JSON_OPTIONS (&json, &pretty),
    { NULL },
  };
  g_autoptr (SandCliGame) game = NULL;
  g_autoptr (GError) error = NULL;
  SandUnit *target, *unit = NULL;
  SandPlayEntry *entry = NULL;
  int status;

  if (!sand_cli_parse_options ("hit", _("FILE"),
                               _("Hits on a unit: roll the casualty die of a unit fighting it (--unit), or apply "
                                 "an earlier roll's (--roll) or some by hand (--hits); save FILE."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  json |= pretty;
  if (target_id == NULL)
    return sand_cli_usage_error ("hit", _("--target is required"));
  if ((unit_id != NULL) + (roll > 0) + (hits >= 0) != 1)
    return sand_cli_usage_error ("hit", _("give one of --unit, --roll and --hits"));
  if (roll < 0)
    return sand_cli_usage_error ("hit", _("--roll is a place in the log, from 1"));
  game = sand_cli_game_open_argv ("hit", argc, argv, &status);
  if (game == NULL)
    return status;
  game->pretty = pretty;
  target = sand_cli_game_find_unit (game, target_id);
  if (target == NULL || (unit_id != NULL && (unit = sand_cli_game_find_unit (game, unit_id)) == NULL))
    return SAND_CLI_EXIT_FAILED;

  /* rolled and applied, one step */
  sand_history_begin_group (game->history, _("Fight"));
  if (unit != NULL)
    {
      SandPlayEntry *die = sand_play_roll_casualties (game->history, game->ruleset, unit, target, cover, &error);

      if (die != NULL)
        roll = (int) g_list_model_get_n_items (sand_play_get_log (game->play));
    }
  if (error == NULL)
    entry = sand_play_hit (game->history, game->ruleset, target, (guint) roll, hits, &error);
  sand_history_end_group (game->history);
  if (entry == NULL)
    {
      sand_cli_game_error (game, unit != NULL ? unit : target, error->message);
      return SAND_CLI_EXIT_FAILED;
    }
  return finish (game, json, "hit", entry);
}
