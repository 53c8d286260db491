/* sand-cli-validate.c: "sandtable-cli validate FILE…".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-cli-backdrop.h"
#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-ruleset-registry.h"

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
                               _("Checks scenario files against the format, and each backdrop "
                                 "image and its corners, and reports every problem as "
                                 "file:line: message.\n"
                                 "Exit status: 0 when all files are valid, 1 when any is not, "
                                 "2 on a usage error."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  if (argc < 2)
    return sand_cli_usage_error ("validate", _("No scenario file given"));

  registry = sand_ruleset_registry_new_lazy ();
  /* Every file is checked, so one run reports all the problems there are. */
  for (int i = 1; i < argc; i++)
    {
      /* The units are checked against the ruleset even in a file with other
       * problems, so that one run lists them all. */
      g_autoptr (SandScenario) scenario = sand_cli_load_scenario_checked (argv[i], registry);

      if (scenario == NULL || !sand_cli_backdrop_valid (scenario, argv[i]))
        status = SAND_CLI_EXIT_FAILED;
      else if (!quiet)
        g_print (_("%s: valid\n"), argv[i]);
    }
  return status;
}
