/* sand-cli.c: the commands of sandtable-cli and the one way they are run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "sand-cli.h"
#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-error.h"

typedef struct
{
  const char         *name;
  SandCliCommandFunc  run;
  const char         *summary;
} Command;

/* One line per command. */
static const Command commands[] = {
  { "validate", sand_cli_validate, N_("Check scenario files and report every problem") },
  { "render", sand_cli_render, N_("Draw a scenario to a PNG, SVG or PDF file") },
  { "rulesets", sand_cli_rulesets, N_("List the installed rulesets, their classes and modes") },
  { "reach", sand_cli_reach, N_("Where a unit can move, how, and why not") },
  { "move", sand_cli_move, N_("Move a unit as the rules allow and log it") },
  { "start-turn", sand_cli_start_turn, N_("Roll what the turn begins with: initiative, PIPs, the deck") },
  { "end-turn", sand_cli_end_turn, N_("End the turn, set the weather, begin the next") },
  { "status", sand_cli_status, N_("The game as it stands: turn, weather, PIPs, deck, moves, log") },
  { "roll", sand_cli_roll, N_("Roll dice, or a die or check of the ruleset, and log it") },
  { "hit", sand_cli_hit, N_("Casualty dice and hits on a unit") },
  { "draw", sand_cli_draw, N_("Draw the next card of the activation deck") },
  { "deck", sand_cli_deck, N_("Make or change the activation deck") },
  { "work", sand_cli_work, N_("A card of work at an activity of several cards") },
  { "transfer", sand_cli_transfer, N_("Give PIPs of one command to another") },
  { "log", sand_cli_log, N_("The game's log as text or HTML") },
};

static void
print_usage (gboolean to_stderr)
{
  g_autoptr (GString) text = g_string_new (NULL);

  g_string_append_printf (text, "%s\n\n%s\n", _("Usage: sandtable-cli COMMAND [OPTION…] [ARGUMENT…]"),
                          _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (text, "  %-11s %s\n", commands[i].name, _(commands[i].summary));
  g_string_append_printf (text, "\n%s\n",
                          _("“sandtable-cli COMMAND --help” describes a command's options."));
  if (to_stderr)
    g_printerr ("%s", text->str);
  else
    g_print ("%s", text->str);
}

static int
dispatch (int    argc,
          char **argv)
{
  if (argc < 1)
    {
      print_usage (TRUE);
      return SAND_CLI_EXIT_USAGE;
    }
  if (strcmp (argv[0], "--help") == 0 || strcmp (argv[0], "-h") == 0 || strcmp (argv[0], "help") == 0)
    {
      print_usage (FALSE);
      return SAND_CLI_EXIT_OK;
    }
  if (strcmp (argv[0], "--version") == 0)
    {
      g_print ("sandtable-cli %s\n", PACKAGE_VERSION);
      return SAND_CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[0], commands[i].name) == 0)
      {
        int status = commands[i].run (argc, argv);

        /* --help stops a command as a usage error would, but is no error */
        return sand_cli_take_help_printed () ? SAND_CLI_EXIT_OK : status;
      }

  g_printerr (_("sandtable-cli: unknown command “%s”\n\n"), argv[0]);
  print_usage (TRUE);
  return SAND_CLI_EXIT_USAGE;
}

/* Where g_print() and g_printerr() go while a run prints into strings. */
static GString *out_sink;
static GString *err_sink;

static void
print_out (const char *text)
{
  g_string_append (out_sink, text);
}

static void
print_err (const char *text)
{
  g_string_append (err_sink, text);
}

/* g_print() does not say when standard output could not be written (a full
 * disk): a run whose results were lost fails. */
static int
check_stdout (int status)
{
  if (fflush (stdout) == 0 && !ferror (stdout))
    return status;

  g_autoptr (GError) cause = g_error_new_literal (G_IO_ERROR, g_io_error_from_errno (errno), "");
  /* Translators: why the results could not be written ("the disk is full") */
  g_printerr (_("standard output: cannot write the results: %s\n"), sand_error_describe_file (cause, TRUE));
  return status == SAND_CLI_EXIT_OK ? SAND_CLI_EXIT_FAILED : status;
}

int
sand_cli_run (const char * const *args,
              GString            *out,
              GString            *err)
{
  g_auto (GStrv) owned = g_strdupv ((char **) args);
  guint argc = g_strv_length (owned);
  /* The options parser takes what it reads out of argv without freeing it:
   * the strings stay owned by @owned. */
  g_autofree char **argv = g_memdup2 (owned, (argc + 1) * sizeof (char *));
  g_autofree char *prgname = g_strdup (g_get_prgname ());
  GPrintFunc old_out = NULL, old_err = NULL;
  int status;

  g_return_val_if_fail (out_sink == NULL && err_sink == NULL, SAND_CLI_EXIT_FAILED);

  g_set_prgname ("sandtable-cli");
  if (out != NULL)
    {
      out_sink = out;
      old_out = g_set_print_handler (print_out);
    }
  if (err != NULL)
    {
      err_sink = err;
      old_err = g_set_printerr_handler (print_err);
    }

  status = dispatch ((int) argc, argv);
  if (out == NULL)
    status = check_stdout (status);

  if (out != NULL)
    g_set_print_handler (old_out);
  if (err != NULL)
    g_set_printerr_handler (old_err);
  out_sink = err_sink = NULL;
  if (prgname != NULL)
    g_set_prgname (prgname);
  return status;
}
