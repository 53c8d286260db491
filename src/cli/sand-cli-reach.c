/* sand-cli-reach.c: "sandtable-cli reach", where a unit can move (FORMAT.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-cli-reach-hex.h"
#include "sand-cli-reach.h"
#include "sand-command.h"
#include "sand-error.h"
#include "sand-json-writer.h"
#include "sand-reach.h"
#include "sand-reach-floors.h"
#include "sand-cli-wheel.h"
#include "sand-group-frontage.h"
#include "sand-group-turns.h"
#include "sand-group-way.h"
#include "sand-move-group.h"
#include "sand-ruleset-registry.h"

typedef struct
{
  char    *unit;
  char    *group;     /* "a,b,c": the units moving together, the lead first */
  char    *group_move;
  char    *angle;     /* a wheel's degrees, and the end it turns about */
  char    *pivot;
  char    *mode;
  char    *ruleset;
  char   **at;
  double   resolution;
  gboolean json;
  gboolean pretty;
} ReachArgs;

static void
reach_args_clear (ReachArgs *args)
{
  g_free (args->unit);
  g_free (args->group);
  g_free (args->group_move);
  g_free (args->angle);
  g_free (args->pivot);
  g_free (args->mode);
  g_free (args->ruleset);
  g_strfreev (args->at);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ReachArgs, reach_args_clear)

SandRuleset *
sand_cli_reach_find_ruleset (SandRulesetRegistry *registry,
                             SandScenario        *scenario,
                             const char          *id,
                             GError             **error)
{
  const char *want = id ? id : sand_scenario_get_ruleset (scenario);
  SandRuleset *rs;

  if (want == NULL)
    {
      g_set_error_literal (error, SAND_ERROR, SAND_ERROR_NOT_FOUND,
                           _("the scenario names no ruleset; choose one with --ruleset"));
      return NULL;
    }
  rs = sand_ruleset_registry_lookup (registry, want);
  if (rs == NULL && sand_ruleset_registry_get_problem (registry, want) != NULL)
    {
      /* Translators: a ruleset's id, then its file's own problems, "file:line: …" a line each */
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID, _("ruleset “%s” could not be read:\n%s"), want,
                   sand_ruleset_registry_get_problem (registry, want));
      return NULL;
    }
  if (rs == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND,
                   _("no ruleset “%s” is installed (see “sandtable-cli rulesets”)"), want);
      return NULL;
    }
  return g_object_ref (rs);
}

SandReachField *
sand_cli_reach_solve (SandScenario *scenario,
                      SandRuleset  *rs,
                      SandUnit     *unit,
                      const char   *mode,
                      double        resolution,
                      GError      **error)
{
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (scenario, rs, unit, mode, resolution, error);

  return snap ? sand_reach_compute (snap, NULL, error) : NULL;
}

/* The figures of a group (the lead first) and the way they move together:
 * the group move @id, or the ruleset's first formation, else its first column. */
typedef struct
{
  GPtrArray           *units;
  const SandGroupMove *move;
} Group;

static SandReachField *
solve_group (SandScenario *scenario,
             SandRuleset  *rs,
             const Group  *group,
             const char   *mode,
             double        resolution,
             GError      **error)
{
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new_group (scenario, rs, (SandUnit * const *) group->units->pdata,
                                                                    group->units->len, group->move, mode, resolution,
                                                                    NULL, error);

  return snap ? sand_reach_compute (snap, NULL, error) : NULL;
}

/* The upper floors in play, when there are any (an extension of the format's
 * mode object, "floors": [ { "feature": "b1", "floor": 1, … } ]). */
static void
write_floors_json (SandJsonWriter *w,
                   SandReachField *field)
{
  guint n = sand_reach_field_n_floors (field);

  if (n == 0)
    return;
  sand_json_writer_key (w, "floors");
  sand_json_writer_begin_array (w);
  for (guint i = 0; i < n; i++)
    {
      const SandReachFloor *f = sand_reach_field_floor (field, i);

      sand_json_writer_begin_object (w);
      sand_json_writer_key (w, "feature");
      sand_json_writer_string (w, f->feature_id);
      sand_json_writer_key (w, "floor");
      sand_json_writer_number (w, f->floor);
      sand_json_writer_key (w, "reachable");
      sand_json_writer_boolean (w, f->reachable);
      if (f->reachable)
        {
          sand_json_writer_key (w, "cost");
          sand_json_writer_number (w, f->cost);
        }
      else
        {
          /* the floor's object names its building already */
          sand_cli_write_reason (w, f->reason, FALSE);
        }
      sand_json_writer_end_object (w);
    }
  sand_json_writer_end_array (w);
}

static void
print_floors_text (SandReachField *field)
{
  for (guint i = 0; i < sand_reach_field_n_floors (field); i++)
    {
      const SandReachFloor *f = sand_reach_field_floor (field, i);

      if (f->reachable && f->name != NULL)
        /* Translators: a building's name, a floor number, inches */
        g_print (_("  %s, floor %d: reachable, %.2f in of the move\n"), f->name, f->floor, f->cost);
      else if (f->reachable)
        /* Translators: a building's id, a floor number, inches */
        g_print (_("  Building %s, floor %d: reachable, %.2f in of the move\n"), f->feature_id, f->floor, f->cost);
      else
        {
          /* the reason names the building and the floor itself ("Building cafe,
           * floor 1: the building cannot be reached this move") */
          g_autofree char *why = sand_reason_format (f->reason, SAND_LENGTH_INCHES);
          g_print ("  %s\n", why);
        }
    }
}

/* What the points are asked of: the move, and the table, ruleset and unit it
 * was compiled from, to find what decides a point out of reach. */
typedef struct
{
  SandReachField *field;
  SandScenario   *scenario;
  SandRuleset    *ruleset;
  SandUnit       *unit;
  /* a group's: its figures, the lead first, how they move and the column a
   * formation may reduce to (sand-group-frontage.h), solved alike; NULL
   * none */
  GPtrArray           *group;
  const SandGroupMove *move;
  SandReachField      *column;
} Move;

/* How @p is reached (sand-group-way.h): one figure's move, or a group's in
 * its move, else as the column a formation reduces to; out->way NULL when
 * it is not, out->why then saying why. */
static void
way_to (const Move   *m,
        SandPoint     p,
        SandGroupWay *out)
{
  if (m->group != NULL)
    {
      SandGroupWays ways = { m->scenario, m->ruleset, (SandUnit * const *) m->group->pdata, m->group->len, m->move,
                             NULL, m->field, m->column };
      sand_group_way_at (&ways, p.x, p.y, out);
      return;
    }
  *out = (SandGroupWay) { NULL };
  if (sand_reach_field_is_reachable (m->field, p.x, p.y))
    out->way = m->field;
  else
    out->why = sand_reach_field_why (m->field, p.x, p.y, m->scenario, m->ruleset, m->unit);
}

/* The 180° turns (or as the ruleset says) a formation's way @path over @way
 * includes: moving back from its lead's front (sand-group-turns.h); 0 for one
 * figure's and for a column's, which follows its lead round. */
static guint
turns_on_way (const Move     *m,
              SandReachField *way,
              GArray         *path)
{
  if (m->group == NULL || way != m->field || m->move->kind != SAND_GROUP_MOVE_FORMATION)
    return 0;
  return sand_group_turns_on_way (m->ruleset, (SandUnit * const *) m->group->pdata, m->group->len, path, NULL);
}

/* "cost" and "path" of @field's way to @p, and a group's "turns". */
static void
write_way (SandJsonWriter *w,
           const Move     *m,
           SandReachField *field,
           SandPoint       p)
{
  g_autoptr (GArray) path = sand_reach_field_path (field, p.x, p.y);
  guint turns = turns_on_way (m, field, path);

  sand_json_writer_key (w, "cost");
  sand_json_writer_number (w, sand_reach_field_cost (field, p.x, p.y));
  sand_json_writer_key (w, "path");
  sand_json_writer_begin_array (w);
  /* staying put is a way of one point, the start, however the solver
   * answered for its own cell */
  if (path == NULL || path->len == 0)
    {
      if (path == NULL)
        path = g_array_new (FALSE, FALSE, sizeof (SandPoint));
      g_array_append_val (path, p);
    }
  for (guint k = 0; k < path->len; k++)
    {
      SandPoint q = g_array_index (path, SandPoint, k);
      if (k > 0 && q.x == g_array_index (path, SandPoint, k - 1).x && q.y == g_array_index (path, SandPoint, k - 1).y)
        continue;
      sand_json_writer_begin_array (w);
      sand_json_writer_number (w, q.x);
      sand_json_writer_number (w, q.y);
      sand_json_writer_end_array (w);
    }
  sand_json_writer_end_array (w);
  if (turns > 0)
    {
      sand_json_writer_key (w, "turns");
      sand_json_writer_number (w, turns);
    }
}

static void
write_mode_json (SandJsonWriter *w,
                 const Move     *m,
                 const char     *mode,
                 GArray         *points,
                 gboolean        with_mode)
{
  SandReachField *field = m->field;

  if (with_mode)
    {
      sand_json_writer_key (w, "mode");
      sand_json_writer_string (w, mode);
    }
  sand_json_writer_key (w, "allowance");
  sand_json_writer_number (w, sand_reach_field_get_allowance (field));
  sand_json_writer_key (w, "area");
  sand_json_writer_number (w, sand_reach_field_area (field));
  sand_json_writer_key (w, "points");
  sand_json_writer_begin_array (w);
  for (guint i = 0; i < points->len; i++)
    {
      SandPoint p = g_array_index (points, SandPoint, i);
      g_auto (SandGroupWay) way = { 0 };

      way_to (m, p, &way);
      sand_json_writer_begin_object (w);
      sand_json_writer_key (w, "x");
      sand_json_writer_number (w, p.x);
      sand_json_writer_key (w, "y");
      sand_json_writer_number (w, p.y);
      sand_json_writer_key (w, "reachable");
      sand_json_writer_boolean (w, way.way != NULL);
      if (way.way != NULL && m->group != NULL)
        {
          /* as move --group goes there: its "frontage", and what a
           * formation reduced it for */
          sand_json_writer_key (w, "frontage");
          sand_json_writer_string (w, way.frontage);
          if (way.reduced != NULL)
            {
              sand_json_writer_key (w, "reduced");
              sand_json_writer_string (w, way.reduced);
            }
        }
      if (way.way != NULL)
        write_way (w, m, way.way, p);
      if (way.way == NULL)
        sand_cli_write_reason (w, way.why, TRUE);
      else if (way.why != NULL)
        {
          /* reduced: why the formation itself may not */
          sand_json_writer_key (w, "formation");
          sand_json_writer_begin_object (w);
          sand_cli_write_reason (w, way.why, TRUE);
          sand_json_writer_end_object (w);
        }
      sand_json_writer_end_object (w);
    }
  sand_json_writer_end_array (w);
  write_floors_json (w, field);
}

/* A ruleset that declares <command>: what the move costs in PIPs, and why (an
 * extension of the format's object, "pips": { "cost": 2, "reasons": [ … ] }). */
static void
write_pips (SandJsonWriter *w,
            SandScenario   *scenario,
            SandRuleset    *rs,
            SandUnit       *unit,
            const char     *mode,
            gboolean        json)
{
  g_autoptr (GArray) reasons = NULL;
  guint cost = sand_command_pip_cost (scenario, rs, unit, mode, &reasons);

  sand_json_writer_key (w, "pips");
  sand_json_writer_begin_object (w);
  sand_json_writer_key (w, "cost");
  sand_json_writer_number (w, cost);
  sand_json_writer_key (w, "reasons");
  sand_json_writer_begin_array (w);
  for (guint i = 0; i < reasons->len; i++)
    {
      /* files and the command line keep to inches */
      g_autofree char *text = sand_command_reason_describe (&g_array_index (reasons, SandCommandReason, i),
                                                           SAND_LENGTH_INCHES);

      sand_json_writer_string (w, text);
      if (!json)
        g_print ("%s: %s\n", sand_unit_get_id (unit), text);
    }
  sand_json_writer_end_array (w);
  sand_json_writer_end_object (w);
}

static void
print_mode_text (const Move *m,
                 const char *unit,
                 const char *mode,
                 GArray     *points)
{
  SandReachField *field = m->field;

  /* Translators: unit id, mode id, inches of allowance, square inches */
  g_print (_("%s, %s: %g in allowance, %.1f sq in reachable\n"), unit, mode,
           sand_reach_field_get_allowance (field), sand_reach_field_area (field));
  for (guint i = 0; i < points->len; i++)
    {
      SandPoint p = g_array_index (points, SandPoint, i);
      g_auto (SandGroupWay) way = { 0 };

      way_to (m, p, &way);
      if (way.way != NULL && way.reduced != NULL)
        /* Translators: a point, inches, and what the formation reduced its frontage for ("gap", "road") */
        g_print (_("  %g,%g: reachable as a column (frontage reduced: %s), %.2f in of the move\n"), p.x, p.y,
                 way.reduced, sand_reach_field_cost (way.way, p.x, p.y));
      else if (way.way != NULL)
        g_print (_("  %g,%g: reachable, %.2f in of the move\n"), p.x, p.y, sand_reach_field_cost (way.way, p.x, p.y));
      if (way.way != NULL)
        {
          g_autoptr (GArray) path = sand_reach_field_path (way.way, p.x, p.y);
          guint turns = turns_on_way (m, way.way, path);
          if (turns > 0)
            /* Translators: a group's way back from its front: the turns about it includes */
            g_print (g_dngettext (GETTEXT_PACKAGE, "    behind the group's front: it turns about (%u turn)\n",
                                  "    behind the group's front: it turns about (%u turns)\n", turns),
                     turns);
        }
      else
        {
          g_autofree char *text = sand_reason_format (way.why, SAND_LENGTH_INCHES);
          g_print (_("  %g,%g: not reachable — %s\n"), p.x, p.y, text);
        }
    }
  print_floors_text (field);
}

int
sand_cli_reach (int    argc,
                char **argv)
{
  g_auto (ReachArgs) args = { .resolution = SAND_MOVE_DEFAULT_RESOLUTION };
  g_autoptr (SandScenario) scenario = NULL;
  g_autoptr (SandRulesetRegistry) registry = NULL;
  g_autoptr (SandRuleset) rs = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) points = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  g_auto (GStrv) modes = NULL;
  const GOptionEntry entries[] = {
    { "unit", 0, 0, G_OPTION_ARG_STRING, &args.unit, N_("The unit that moves"), N_("ID") },
    { "group", 0, 0, G_OPTION_ARG_STRING, &args.group,
      N_("Units that move together, the lead first (answers for the lead)"), N_("ID,ID…") },
    { "group-move", 0, 0, G_OPTION_ARG_STRING, &args.group_move,
      N_("How the group moves: a group move of the ruleset (default: in formation)"), N_("ID") },
    SAND_CLI_WHEEL_OPTIONS (&args.angle, &args.pivot),
    { "mode", 0, 0, G_OPTION_ARG_STRING, &args.mode,
      N_("The movement mode (default: every mode of the unit's class)"), N_("MODE") },
    { "ruleset", 0, 0, G_OPTION_ARG_STRING, &args.ruleset,
      N_("The ruleset (default: the scenario's)"), N_("ID") },
    { "at", 0, 0, G_OPTION_ARG_STRING_ARRAY, &args.at,
      N_("Ask about the point X,Y in table inches (may be repeated)"), N_("X,Y") },
    { "resolution", 0, 0, G_OPTION_ARG_DOUBLE, &args.resolution,
      N_("Cell size of the solve in inches (default 0.1)"), N_("CELL") },
    SAND_CLI_JSON_OPTIONS (&args.json, &args.pretty),
    { NULL },
  };

  if (!sand_cli_parse_options ("reach", _("FILE"),
                               _("Where a unit can move this turn, how, and why not."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  if (argc != 2)
    return sand_cli_usage_error ("reach", _("exactly one scenario FILE is needed"));
  g_auto (GStrv) group_ids = args.group != NULL ? g_strsplit (args.group, ",", -1) : NULL;
  if (group_ids != NULL && group_ids[0] != NULL && args.unit == NULL)
    args.unit = g_strdup (group_ids[0]);
  if (args.unit == NULL)
    return sand_cli_usage_error ("reach", _("--unit is required"));
  if (!(args.resolution >= 0.01 && args.resolution <= 2))
    return sand_cli_usage_error ("reach", _("--resolution must be between 0.01 and 2 inches"));
  args.json |= args.pretty;
  for (guint i = 0; args.at && args.at[i]; i++)
    {
      SandPoint p;
      if (!sand_cli_parse_point (args.at[i], &p))
        return sand_cli_usage_error ("reach", _("--at “%s” is not X,Y"), args.at[i]);
      g_array_append_val (points, p);
    }

  /* Checked as validate checks it against its own ruleset (classes, special
   * rules, attributes and their ranges): what validate refuses is not solved. */
  registry = sand_ruleset_registry_new_lazy ();
  scenario = sand_cli_load_scenario_checked (argv[1], args.ruleset == NULL ? registry : NULL);
  if (scenario == NULL)
    return SAND_CLI_EXIT_FAILED;
  for (guint i = 0; i < points->len; i++)
    {
      SandPoint p = g_array_index (points, SandPoint, i);
      double width = sand_scenario_get_width (scenario), height = sand_scenario_get_height (scenario);

      /* A typo, not a question about the table: said as such, not as one more
       * point out of reach. */
      if (p.x < 0 || p.y < 0 || p.x > width || p.y > height)
        /* Translators: the point as given, the table's width and height in inches */
        return sand_cli_usage_error ("reach", _("--at “%s” is off the table, which runs from 0,0 to %g,%g"),
                                     args.at[i], width, height);
    }
  SandUnit *unit = sand_scenario_find_unit (scenario, args.unit);
  if (unit == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("%s: no unit with id “%s”"), argv[1], args.unit);
      sand_cli_print_error ("reach", message);
      return SAND_CLI_EXIT_FAILED;
    }
  rs = sand_cli_reach_find_ruleset (registry, scenario, args.ruleset, &error);
  if (rs == NULL)
    {
      sand_cli_print_error ("reach", error->message);
      return SAND_CLI_EXIT_FAILED;
    }
  if (args.mode)
    modes = g_strdupv ((char *[]) { args.mode, NULL });
  else
    modes = sand_ruleset_class_modes (rs, sand_unit_get_class (unit));
  if (modes[0] == NULL)
    {
      /* A class placed by hand (a vehicle in a foot ruleset) has nothing to report. */
      g_autofree char *message = g_strdup_printf (_("the unit “%s” (%s) has no movement mode in the ruleset “%s”"),
                                                  args.unit, sand_unit_get_class (unit),
                                                  sand_ruleset_get_id (rs));
      sand_cli_print_unit_error ("reach", argv[1], unit, message);
      return SAND_CLI_EXIT_FAILED;
    }
  g_autoptr (GPtrArray) group_units = g_ptr_array_new ();
  Group group = { group_units, NULL };
  if (group_ids != NULL
      && !sand_cli_find_group ("reach", argv[1], scenario, rs, group_ids, args.group_move, group.units, &group.move))
    return SAND_CLI_EXIT_FAILED;
  double degrees = 0;
  int status = SAND_CLI_EXIT_OK;
  if (!sand_cli_wheel_degrees ("reach", group.move, args.angle, args.pivot, &degrees, &status))
    return status;
  gboolean wheel = group.move != NULL && group.move->kind == SAND_GROUP_MOVE_WHEEL;
  if (wheel && points->len > 0)
    return sand_cli_usage_error ("reach", _("--at is not asked of a wheel: its angle says where each figure ends"));
  if (sand_ruleset_get_grid_type (rs) == SAND_GRID_HEX)
    return sand_cli_reach_hex (argv[1], scenario, rs, unit, args.mode, modes, points, args.json, args.pretty);

  g_autoptr (SandJsonWriter) w = sand_json_writer_new ();
  sand_json_writer_begin_object (w);
  sand_json_writer_key (w, "unit");
  sand_json_writer_string (w, args.unit);
  if (args.mode)
    {
      sand_json_writer_key (w, "mode");
      sand_json_writer_string (w, args.mode);
    }
  sand_json_writer_key (w, "ruleset");
  sand_json_writer_string (w, sand_ruleset_get_id (rs));
  if (group.move != NULL)
    {
      sand_json_writer_key (w, "group");
      sand_json_writer_begin_array (w);
      for (guint i = 0; i < group.units->len; i++)
        sand_json_writer_string (w, sand_unit_get_id (group.units->pdata[i]));
      sand_json_writer_end_array (w);
      sand_json_writer_key (w, "group-move");
      sand_json_writer_string (w, group.move->id);
    }
  if (sand_command_counts (rs, unit, args.mode))
    write_pips (w, scenario, rs, unit, args.mode, args.json);
  if (!args.mode)
    {
      sand_json_writer_key (w, "modes");
      sand_json_writer_begin_array (w);
    }
  if (wheel && !sand_cli_reach_wheel (w, scenario, rs, group.units, group.move, modes, !args.mode, degrees, args.json,
                                      &error))
    {
      sand_cli_print_unit_error ("reach", argv[1], unit, error->message);
      return SAND_CLI_EXIT_FAILED;
    }
  for (guint m = 0; !wheel && modes[m]; m++)
    {
      g_autoptr (SandReachField) field = group.move != NULL
                                           ? solve_group (scenario, rs, &group, modes[m], args.resolution, &error)
                                           : sand_cli_reach_solve (scenario, rs, unit, modes[m], args.resolution, &error);
      if (field == NULL)
        {
          /* the scenario's own problems (a unit upstairs outside a building) name the
           * file and the unit's line */
          sand_cli_print_unit_error ("reach", argv[1], unit, error->message);
          return SAND_CLI_EXIT_FAILED;
        }
      /* the column a formation may reduce to, solved when a point is asked */
      const SandGroupMove *column = group.move != NULL && group.move->kind == SAND_GROUP_MOVE_FORMATION && points->len > 0
                                      ? sand_group_frontage_column (rs)
                                      : NULL;
      g_autoptr (SandReachField) column_field = NULL;
      if (column != NULL)
        {
          Group as_column = { group.units, column };
          column_field = solve_group (scenario, rs, &as_column, modes[m], args.resolution, &error);
          if (column_field == NULL)
            {
              sand_cli_print_unit_error ("reach", argv[1], unit, error->message);
              return SAND_CLI_EXIT_FAILED;
            }
        }
      Move move = { field, scenario, rs, unit, group.move != NULL ? group.units : NULL, group.move, column_field };
      if (!args.mode)
        sand_json_writer_begin_object (w);
      write_mode_json (w, &move, modes[m], points, !args.mode);
      if (!args.mode)
        sand_json_writer_end_object (w);
      if (!args.json)
        print_mode_text (&move, args.unit, modes[m], points);
    }
  if (!args.mode)
    sand_json_writer_end_array (w);
  sand_json_writer_end_object (w);
  if (args.json)
    sand_cli_print_json (w, args.pretty);
  return SAND_CLI_EXIT_OK;
}
