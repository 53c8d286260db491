/* main.c: sandtable-cli, the editor's work without a window (FORMAT.md). The
 * commands are in the library (sand-cli.h); this only sets up the locale.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "sand-cli.h"

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* argv[0] is the program; the commands start at argv[1] */
  return sand_cli_run ((const char * const *) argv + (argc > 0), NULL, NULL);
}
