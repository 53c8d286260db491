/* sand-cli.h: sandtable-cli's commands as a library.
 *
 * The program is main.c around sand_cli_run(); the tests call it too, asking the
 * commands the same questions in their own process, with what they print
 * gathered in strings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs "sandtable-cli ARGS…": @args is NULL-terminated, without the program's
 * name ({ "reach", "t.sandtable", "--unit", "u", NULL }). What the command prints
 * is appended to @out and @err when they are given, else goes to standard output
 * and standard error. Returns the exit status (SAND_CLI_EXIT_*); never exits.
 * g_print() and g_printerr() are redirected while it runs: call it from one
 * thread at a time. */
int sand_cli_run (const char * const *args,
                  GString            *out,
                  GString            *err);

G_END_DECLS
