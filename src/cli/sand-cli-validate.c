/* sand-cli-validate.c: "sandtable-cli validate FILE…".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-check.h"

/* What the schema cannot know: the units' classes and special rules against
 * the scenario's ruleset, when it is installed. FALSE when something is wrong. */
static gboolean
check_against_ruleset (SandRulesetRegistry *registry,
                       SandScenario        *scenario,
                       const char          *path)
{
  const char *id = sand_scenario_get_ruleset (scenario);
  SandRuleset *ruleset;
  g_autoptr (GPtrArray) problems = NULL;

  if (id == NULL)
    return TRUE;
  ruleset = sand_ruleset_registry_lookup (registry, id);
  if (ruleset == NULL)
    {
      /* Nothing here could move its units: a script checking files before
       * "reach" or "render --unit" must hear it from the exit status. */
      g_printerr (_("%s: ruleset “%s” is not installed (see “sandtable-cli rulesets”), so "
                    "no unit of it can move here and the units’ classes cannot be checked\n"),
                  path, id);
      return FALSE;
    }
  problems = sand_scenario_check_ruleset (scenario, ruleset, path);
  for (guint i = 0; i < problems->len; i++)
    g_printerr ("%s\n", (const char *) g_ptr_array_index (problems, i));
  return problems->len == 0;
}

int
sand_cli_validate (int    argc,
                   char **argv)
{
  g_autoptr (SandRulesetRegistry) registry = NULL;
  gboolean quiet = FALSE;
  int status = SAND_CLI_EXIT_OK;
  const GOptionEntry entries[] = {
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_("Print only problems"), NULL },
    { NULL },
  };

  if (!sand_cli_parse_options ("validate", _("FILE…"),
                               _("Checks scenario files against the format and reports every "
                                 "problem as file:line: message.\n"
                                 "Exit status: 0 when all files are valid, 1 when any is not, "
                                 "2 on a usage error."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  if (argc < 2)
    return sand_cli_usage_error ("validate", _("No scenario file given"));

  registry = sand_ruleset_registry_new ();
  /* Every file is checked, so one run reports all the problems there are. */
  for (int i = 1; i < argc; i++)
    {
      g_autoptr (SandScenario) scenario = sand_cli_load_scenario (argv[i]);

      if (scenario == NULL || !check_against_ruleset (registry, scenario, argv[i]))
        status = SAND_CLI_EXIT_FAILED;
      else if (!quiet)
        g_print (_("%s: valid\n"), argv[i]);
    }
  return status;
}
