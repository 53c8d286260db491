/* main.c: sandtable-cli, the editor's work without a window (FORMAT.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-cli-render.h"

typedef struct
{
  const char         *name;
  SandCliCommandFunc  run;
  const char         *summary;
} Command;

/* One line per command; "rulesets" and "reach" join here. */
static const Command commands[] = {
  { "validate", sand_cli_validate, N_("Check scenario files and report every problem") },
  { "render", sand_cli_render, N_("Draw a scenario to a PNG, SVG or PDF file") },
  { "rulesets", sand_cli_rulesets, N_("List the installed rulesets, their classes and modes") },
  { "reach", sand_cli_reach, N_("Where a unit can move, how, and why not") },
};

/* Hooks of commands that serve others, e.g. the reach overlay of "render --unit":
 * sand_cli_render_set_overlay_factory (…); */
static void
register_hooks (void)
{
  sand_cli_render_set_overlay_factory (sand_cli_reach_overlay);
}

static void
print_usage (gboolean to_stderr)
{
  g_autoptr (GString) text = g_string_new (NULL);

  g_string_append_printf (text, "%s\n\n%s\n", _("Usage: sandtable-cli COMMAND [OPTION…] [ARGUMENT…]"),
                          _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (text, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  g_string_append_printf (text, "\n%s\n",
                          _("“sandtable-cli COMMAND --help” describes a command's options."));
  if (to_stderr)
    g_printerr ("%s", text->str);
  else
    g_print ("%s", text->str);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("sandtable-cli");

  register_hooks ();

  if (argc < 2)
    {
      print_usage (TRUE);
      return SAND_CLI_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
      || strcmp (argv[1], "help") == 0)
    {
      print_usage (FALSE);
      return SAND_CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      g_print ("sandtable-cli %s\n", PACKAGE_VERSION);
      return SAND_CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  g_printerr (_("sandtable-cli: unknown command “%s”\n\n"), argv[1]);
  print_usage (TRUE);
  return SAND_CLI_EXIT_USAGE;
}
