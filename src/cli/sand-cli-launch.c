/* sand-cli-launch.c: in sandtable-cli, the work that needs the drawing and
 * image libraries is done by sandtable-cli-render.
 *
 * Drawing needs cairo, pango, gdk-pixbuf, librsvg and poppler. Linked into
 * sandtable-cli, the dynamic linker would load and relocate them at the start of
 * every command (some 45 ms of processor time, more than a `validate` of the
 * club table needs for all its own work). So sandtable-cli links none of them:
 * "render" becomes sandtable-cli-render (the same commands with drawing built
 * in), and "validate" asks it about a scenario with a backdrop image.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "sand-backdrop.h"
#include "sand-cli-backdrop.h"
#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-error.h"

#define RENDER_PROGRAM "sandtable-cli-render"

/* Beside this program when it runs where it was built (both are built in one
 * folder); else where it is installed, found from this program's own place
 * first, so that an installation moved whole (or installed under DESTDIR) finds
 * its own. */
static char *
find_render_program (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = self != NULL ? g_path_get_dirname (self) : NULL;
  char            *candidate;

  if (dir != NULL)
    {
      candidate = g_build_filename (dir, RENDER_PROGRAM, NULL);
      if (g_file_test (candidate, G_FILE_TEST_IS_EXECUTABLE))
        return candidate;
      g_free (candidate);
    }
  if (dir != NULL && !g_path_is_absolute (BINDIR_OPTION) && !g_path_is_absolute (LIBEXECDIR_OPTION) && g_str_has_suffix (dir, "/" BINDIR_OPTION))
    {
      g_autofree char *prefix = g_strndup (dir, strlen (dir) - strlen ("/" BINDIR_OPTION));

      candidate = g_build_filename (prefix, LIBEXECDIR_OPTION, RENDER_PROGRAM, NULL);
      if (g_file_test (candidate, G_FILE_TEST_IS_EXECUTABLE))
        return candidate;
      g_free (candidate);
    }
  return g_build_filename (LIBEXECDIR, RENDER_PROGRAM, NULL);
}

static void
print_cannot_start (const char *command,
                    const char *program,
                    int         code)
{
  g_autoptr (GError) cause = g_error_new_literal (G_IO_ERROR, g_io_error_from_errno (code), "");
  g_autofree char   *message = NULL;

  /* Translators: the drawing program (a path), then why it could not be started */
  message = g_strdup_printf (_ ("cannot start %s: %s"), program, sand_error_describe_file (cause, FALSE));
  sand_cli_print_error (command, message);
}

int
sand_cli_render (int    argc,
                 char **argv)
{
  g_autofree char  *program = find_render_program ();
  g_autofree char **args = g_new0 (char *, argc + 2);

  /* its argv[0] is the program, then "render" and the options as given */
  args[0] = program;
  for (int i = 0; i < argc; i++)
    args[i + 1] = argv[i];
  fflush (stdout);
  fflush (stderr);
  execv (program, args);
  print_cannot_start ("render", program, errno);
  return SAND_CLI_EXIT_FAILED;
}

/* The file is valid but for its backdrop, which sandtable-cli-render checks
 * with the file's other checks again: only the backdrop's problems are left to
 * print, on the same standard error. */
gboolean
sand_cli_backdrop_valid (SandScenario *scenario,
                         const char   *path)
{
  g_autofree char   *program = NULL;
  g_autoptr (GError) error = NULL;
  int                status;

  if (sand_scenario_get_backdrop (scenario) == NULL)
    return TRUE;
  program = find_render_program ();
  fflush (stdout);
  fflush (stderr);
  if (!g_spawn_sync (NULL, (char *[]) { program, (char *) "validate", (char *) "--quiet", (char *) path, NULL },
                     NULL, G_SPAWN_CHILD_INHERITS_STDIN, NULL, NULL, NULL, NULL, &status, &error))
    {
      print_cannot_start ("validate", program,
                          g_error_matches (error, G_SPAWN_ERROR, G_SPAWN_ERROR_NOENT)   ? ENOENT
                          : g_error_matches (error, G_SPAWN_ERROR, G_SPAWN_ERROR_ACCES) ? EACCES
                                                                                        : EIO);
      return FALSE;
    }
  return g_spawn_check_wait_status (status, NULL);
}
