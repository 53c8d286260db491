/* sand-cli-move.c: "sandtable-cli move", a move judged as the app judges it:
 * the turn's rules, then the reach from where the unit began its move. Allowed:
 * the unit moves, the move is logged, FILE is saved. Refused: exit 1 with the
 * reason, FILE not touched.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-cli-play.h"
#include "sand-cli-wheel.h"
#include "sand-move-check.h"

/* The check as one object: "unit", "mode", "allowed", "outside", "from", "to",
 * "distance", "used" or "hexes", "allowance", "pips", "reason", "entries". */
static void
write_check (SandCliGame    *game,
             SandJsonWriter *w,
             const char     *unit,
             SandMoveCheck  *check,
             char * const   *group_ids,
             SandUnit * const *units,
             gboolean        recorded)
{
  sand_json_writer_begin_object (w);
  sand_json_writer_key (w, "unit");
  sand_json_writer_string (w, unit);
  sand_json_writer_key (w, "mode");
  sand_json_writer_string (w, check->mode);
  sand_json_writer_key (w, "allowed");
  sand_json_writer_boolean (w, check->allowed);
  sand_json_writer_key (w, "outside");
  sand_json_writer_boolean (w, recorded && !check->allowed);
  sand_cli_write_point (w, "from", check->from);
  sand_cli_write_point (w, "to", check->to);
  sand_json_writer_key (w, "distance");
  sand_json_writer_number (w, check->distance);
  if (check->on_hexes && check->hexes >= 0)
    {
      sand_json_writer_key (w, "hexes");
      sand_json_writer_number (w, check->hexes);
    }
  else if (check->used >= 0)
    {
      sand_json_writer_key (w, "used");
      sand_json_writer_number (w, check->used);
    }
  sand_json_writer_key (w, "allowance");
  sand_json_writer_number (w, check->allowance);
  if (check->rules.command != NULL)
    {
      sand_json_writer_key (w, "pips");
      sand_json_writer_number (w, check->rules.pips);
    }
  if (check->reason != NULL)
    {
      sand_json_writer_key (w, "reason");
      sand_json_writer_string (w, check->reason);
    }
  if (check->why != NULL)
    {
      /* the reach's reason as reach --json gives it */
      sand_json_writer_key (w, "rule");
      sand_json_writer_string (w, sand_reason_rule_id (check->why));
    }
  if (check->turns > 0)
    {
      /* a group's move back: the turns about it included */
      sand_json_writer_key (w, "turns");
      sand_json_writer_number (w, check->turns);
    }
  if (check->frontage != NULL)
    {
      /* a formation reduced to a column says so, and what for */
      sand_json_writer_key (w, "frontage");
      sand_json_writer_string (w, check->frontage);
      if (check->reduced != NULL)
        {
          sand_json_writer_key (w, "reduced");
          sand_json_writer_string (w, check->reduced);
        }
    }
  if (check->group_to != NULL)
    {
      /* each figure of the group: where it starts and ends */
      sand_json_writer_key (w, "group");
      sand_json_writer_begin_array (w);
      for (guint k = 0; k < check->group_to->len; k++)
        {
          sand_json_writer_begin_object (w);
          sand_json_writer_key (w, "unit");
          sand_json_writer_string (w, group_ids[k]);
          sand_cli_write_point (w, "from", g_array_index (check->group_from, SandPoint, k));
          sand_cli_write_point (w, "to", g_array_index (check->group_to, SandPoint, k));
          if (check->reversed)
            {
              /* too few turns to turn back: it ends facing about */
              sand_json_writer_key (w, "facing");
              sand_json_writer_number (w, fmod (sand_unit_get_facing (units[k]) + (recorded ? 0 : 180), 360));
            }
          sand_json_writer_end_object (w);
        }
      sand_json_writer_end_array (w);
    }
  if (check->wheel != NULL)
    sand_cli_write_wheel (w, units, check->wheel, NULL, recorded);
  sand_cli_game_write_new (game, w, "entries");
  sand_json_writer_end_object (w);
}

int
sand_cli_move (int    argc,
               char **argv)
{
  g_autofree char *unit_id = NULL, *to = NULL, *mode = NULL, *group = NULL, *group_move = NULL;
  g_autofree char *angle = NULL, *pivot = NULL;
  gboolean override = FALSE, json = FALSE, pretty = FALSE;
  const GOptionEntry entries[] = {
    { "unit", 0, 0, G_OPTION_ARG_STRING, &unit_id, N_("The unit that moves"), N_("ID") },
    { "group", 0, 0, G_OPTION_ARG_STRING, &group,
      N_("Units that move together, the lead first (answers for the lead)"), N_("ID,ID…") },
    { "group-move", 0, 0, G_OPTION_ARG_STRING, &group_move,
      N_("How the group moves: a group move of the ruleset (default: in formation)"), N_("ID") },
    SAND_CLI_WHEEL_OPTIONS (&angle, &pivot),
    { "to", 0, 0, G_OPTION_ARG_STRING, &to, N_("Where to, in table inches"), N_("X,Y") },
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode,
      N_("The movement mode (default: the first of the unit's that gets there)"), N_("MODE") },
    { "override", 0, 0, G_OPTION_ARG_NONE, &override,
      N_("Place the unit even where the rules refuse, logged as outside them"), NULL },
    SAND_CLI_JSON_OPTIONS (&json, &pretty),
    { NULL },
  };
  g_autoptr (SandCliGame) game = NULL;
  g_autoptr (SandMoveCheck) check = NULL;
  g_autoptr (GError) error = NULL;
  SandUnit *unit;
  SandPoint p;

  if (!sand_cli_parse_options ("move", _("FILE"),
                               _("Move a unit as the rules allow, log the move and save FILE."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  json |= pretty;
  g_auto (GStrv) group_ids = group != NULL ? g_strsplit (group, ",", -1) : NULL;
  if (group_ids != NULL && group_ids[0] != NULL && unit_id == NULL)
    unit_id = g_strdup (group_ids[0]);
  if (argc != 2)
    return sand_cli_usage_error ("move", _("exactly one scenario FILE is needed"));
  /* a wheel goes where its --angle takes it */
  if (unit_id == NULL || (to == NULL && angle == NULL))
    return sand_cli_usage_error ("move", _("--unit and --to are required"));
  if (to != NULL && !sand_cli_parse_point (to, &p))
    return sand_cli_usage_error ("move", _("--to “%s” is not X,Y"), to);

  game = sand_cli_game_open ("move", argv[1]);
  if (game == NULL)
    return SAND_CLI_EXIT_FAILED;
  if (to != NULL && (p.x < 0 || p.y < 0 || p.x > sand_scenario_get_width (game->scenario) || p.y > sand_scenario_get_height (game->scenario)))
    return sand_cli_usage_error ("move", _("--to “%s” is off the table, which runs from 0,0 to %g,%g"), to,
                                 sand_scenario_get_width (game->scenario), sand_scenario_get_height (game->scenario));
  unit = sand_cli_game_find_unit (game, unit_id);
  if (unit == NULL)
    return SAND_CLI_EXIT_FAILED;

  /* the first move of a turn begins it (its PIPs, its deck), saved with the move */
  sand_play_begin_turn (game->history, game->ruleset);
  g_autoptr (GPtrArray) units = g_ptr_array_new ();
  const SandGroupMove *how = NULL;
  if (group_ids != NULL
      && !sand_cli_find_group ("move", argv[1], game->scenario, game->ruleset, group_ids, group_move, units, &how))
    return SAND_CLI_EXIT_FAILED;
  double degrees = 0;
  int status = SAND_CLI_EXIT_OK;
  if (!sand_cli_wheel_degrees ("move", how, angle, pivot, &degrees, &status))
    return status;
  if (degrees != 0 && to != NULL)
    return sand_cli_usage_error ("move", _("--to is not asked of a wheel: its angle says where each figure ends"));
  if (degrees == 0 && to == NULL)
    return sand_cli_usage_error ("move", _("--unit and --to are required"));
  if (degrees != 0)
    check = sand_move_check_group_wheel (game->scenario, game->ruleset, (SandUnit * const *) units->pdata, units->len,
                                         how, mode, degrees, &error);
  else if (how != NULL)
    check = sand_move_check_group_reducing (game->scenario, game->ruleset, (SandUnit * const *) units->pdata, units->len, how,
                                   mode, p.x, p.y, &error);
  else
    check = sand_move_check (game->scenario, game->ruleset, unit, mode, p.x, p.y, &error);
  if (check == NULL)
    {
      sand_cli_game_error (game, unit, error->message);
      return SAND_CLI_EXIT_FAILED;
    }
  if (!check->allowed && !override)
    {
      /* Translators: a unit's id, the point, why not */
      g_autofree char *message = to != NULL ? g_strdup_printf (_("%s may not move to %s: %s"), unit_id, to, check->reason)
                                 /* Translators: the lead's id, the degrees, why not */
                                            : g_strdup_printf (_("%s may not wheel %g°: %s"), unit_id, fabs (degrees),
                                                               check->reason);

      if (json)
        {
          g_autoptr (SandJsonWriter) w = sand_json_writer_new ();

          /* nothing is saved: the entries the turn's beginning would add are not either */
          game->log_base = g_list_model_get_n_items (sand_play_get_log (game->play));
          write_check (game, w, unit_id, check, group_ids, (SandUnit * const *) units->pdata, FALSE);
          sand_cli_print_json (w, pretty);
        }
      sand_cli_game_error (game, unit, message);
      return SAND_CLI_EXIT_FAILED;
    }

  if (how != NULL)
    sand_move_check_record_group (check, game->history, game->ruleset, (SandUnit * const *) units->pdata, units->len,
                                  override);
  else
    sand_move_check_record (check, game->history, game->ruleset, unit, override);
  if (!sand_cli_game_save (game))
    return SAND_CLI_EXIT_FAILED;
  if (json)
    {
      g_autoptr (SandJsonWriter) w = sand_json_writer_new ();

      write_check (game, w, unit_id, check, group_ids, (SandUnit * const *) units->pdata, TRUE);
      sand_cli_print_json (w, pretty);
    }
  else
    {
      sand_cli_game_print_new (game);
      if (check->turns > 0 && check->reversed)
        /* Translators: how many turns of how many degrees a group's move back included */
        g_print (g_dngettext (GETTEXT_PACKAGE, "The group turned about (%u turn of %g°) and ends facing about\n",
                              "The group turned about (%u turns of %g°) and ends facing about\n", check->turns),
                 check->turns, check->turn_degrees);
      else if (check->turns > 0)
        /* Translators: how many turns of how many degrees a group's move back included */
        g_print (g_dngettext (GETTEXT_PACKAGE, "The group turned about and back (%u turn of %g°), its facing kept\n",
                              "The group turned about and back (%u turns of %g°), its facing kept\n", check->turns),
                 check->turns, check->turn_degrees);
    }
  return SAND_CLI_EXIT_OK;
}
