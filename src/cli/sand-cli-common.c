/* sand-cli-common.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "sand-cli-common.h"
#include "sand-scenario-io.h"

/* Set when a command's --help was printed: the command stops as on a usage
 * error, and the run exits 0 (sand-cli.c). */
static gboolean help_printed;

gboolean
sand_cli_take_help_printed (void)
{
  gboolean printed = help_printed;

  help_printed = FALSE;
  return printed;
}

/* Whether @argv asks for help before any "--". */
static gboolean
asks_for_help (int    argc,
               char **argv)
{
  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0 || strcmp (argv[i], "-?") == 0
        || strcmp (argv[i], "--help-all") == 0)
      return TRUE;
  return FALSE;
}

gboolean
sand_cli_parse_options (const char         *command,
                        const char         *parameters,
                        const char         *summary,
                        const GOptionEntry *entries,
                        int                *argc,
                        char             ***argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *prgname = g_strdup_printf ("sandtable-cli %s", command);

  /* The usage line of --help then reads "sandtable-cli render [OPTION…] FILE". */
  g_set_prgname (prgname);
  context = g_option_context_new (parameters);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  /* The parser would print the help and exit the process, the tests' own too. */
  if (asks_for_help (*argc, *argv))
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      g_print ("%s", help);
      help_printed = TRUE;
      return FALSE;
    }
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      sand_cli_usage_error (command, "%s", error->message);
      return FALSE;
    }
  return TRUE;
}

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
      g_printerr (_("%s: cannot read the file: %s\n"), path,
                  g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ? _("there is no such file")
                                                                           : error->message);
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
