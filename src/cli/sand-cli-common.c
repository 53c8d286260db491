/* sand-cli-common.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sand-cli-common.h"
#include "sand-error.h"
#include "sand-scenario-io.h"

void
sand_cli_print_error (const char *command,
                      const char *message)
{
  g_printerr ("sandtable-cli %s: %s\n", command, message);
}

void
sand_cli_print_unit_error (const char *command,
                           const char *path,
                           SandUnit   *unit,
                           const char *message)
{
  guint line = sand_unit_get_source_line (unit);

  if (line > 0)
    g_printerr ("sandtable-cli %s: %s:%u: %s\n", command, path, line, message);
  else
    g_printerr ("sandtable-cli %s: %s: %s\n", command, path, message);
}

int
sand_cli_usage_error (const char *command,
                      const char *format,
                      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  sand_cli_print_error (command, message);
  g_printerr (_("Try “sandtable-cli %s --help” for more information.\n"), command);
  return SAND_CLI_EXIT_USAGE;
}

void
sand_cli_write_reason (SandJsonWriter   *writer,
                       const SandReason *reason,
                       gboolean          with_feature)
{
  g_autofree char *text = sand_reason_format (reason, SAND_LENGTH_INCHES);

  sand_json_writer_key (writer, "reason");
  sand_json_writer_string (writer, text);
  sand_json_writer_key (writer, "rule");
  sand_json_writer_string (writer, sand_reason_rule_id (reason));
  if (!with_feature)
    return;
  sand_json_writer_key (writer, "feature");
  sand_json_writer_string (writer, sand_reason_feature_id (reason));
}

void
sand_cli_write_point (SandJsonWriter *writer,
                      const char     *key,
                      SandPoint       p)
{
  sand_json_writer_key (writer, key);
  sand_json_writer_begin_array (writer);
  sand_json_writer_number (writer, p.x);
  sand_json_writer_number (writer, p.y);
  sand_json_writer_end_array (writer);
}

void
sand_cli_print_json (SandJsonWriter *writer,
                     gboolean        pretty)
{
  sand_json_writer_set_pretty (writer, pretty);
  g_print ("%s\n", sand_json_writer_get_text (writer));
}

gboolean
sand_cli_parse_point (const char *text,
                      SandPoint  *p)
{
  char *end;

  p->x = g_ascii_strtod (text, &end);
  if (end == text || *end != ',')
    return FALSE;
  text = end + 1;
  p->y = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && isfinite (p->x) && isfinite (p->y);
}

SandScenario *
sand_cli_load_scenario_checked (const char          *path,
                                SandRulesetRegistry *registry)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  SandScenario *scenario;

  /* Messages name the file as it was given, as compilers do, so a script finds
   * its own argument in them. */
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_printerr (_("%s: cannot read the file: it is a folder\n"), path);
      return NULL;
    }
  if (!g_file_get_contents (path, &contents, &length, &error))
    {
      /* Translators: a file's name, then why it cannot be read ("there is no such file") */
      g_printerr (_("%s: cannot read the file: %s\n"), path, sand_error_describe_file (error, FALSE));
      return NULL;
    }
  if (registry != NULL)
    scenario = sand_scenario_load_data_for_rulesets (contents, length, path, registry, &error);
  else
    scenario = sand_scenario_load_data (contents, length, path, &error);
  if (scenario == NULL)
    {
      /* The loader already words each problem as "file:line: message". */
      if (g_str_has_suffix (error->message, "\n"))
        g_printerr ("%s", error->message);
      else
        g_printerr ("%s\n", error->message);
    }
  return scenario;
}

SandScenario *
sand_cli_load_scenario (const char *path)
{
  return sand_cli_load_scenario_checked (path, NULL);
}

gboolean
sand_cli_find_group (const char          *command,
                     const char          *file,
                     SandScenario        *scenario,
                     SandRuleset         *rs,
                     char * const        *ids,
                     const char          *move_id,
                     GPtrArray           *units,
                     const SandGroupMove **move)
{
  g_autofree char *message = NULL;
  const SandGroupMove *m = move_id != NULL ? sand_ruleset_find_group_move (rs, move_id)
                                           : sand_ruleset_group_move_of_kind (rs, SAND_GROUP_MOVE_FORMATION);

  if (move_id == NULL && m == NULL)
    m = sand_ruleset_group_move_of_kind (rs, SAND_GROUP_MOVE_COLUMN);
  if (m == NULL || m->kind == SAND_GROUP_MOVE_MODELS)
    /* Translators: a ruleset's id; "formation", "column" and "wheel" are the kinds of group move */
    message = g_strdup_printf (_("%s: the ruleset “%s” has no group move “%s” in formation, in column or wheeling"),
                               file, sand_ruleset_get_id (rs), move_id != NULL ? move_id : "formation");
  for (guint i = 0; message == NULL && ids[i]; i++)
    {
      SandUnit *u = sand_scenario_find_unit (scenario, ids[i]);
      if (u == NULL)
        message = g_strdup_printf (_("%s: no unit with id “%s”"), file, ids[i]);
      else
        g_ptr_array_add (units, u);
    }
  if (message != NULL)
    sand_cli_print_error (command, message);
  *move = m;
  return message == NULL;
}
