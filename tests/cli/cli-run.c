/* cli-run.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cli-run.h"

void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

/* Runs a program with the arguments up to NULL and waits for it. */
void
run_program (Run        *run,
             const char *program,
             ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;
  const char *arg;
  va_list args;

  g_ptr_array_add (argv, (gpointer) program);
  va_start (args, program);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  proc = g_subprocess_newv ((const char * const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  /* A crash is never an acceptable answer to bad input. */
  g_assert_true (g_subprocess_get_if_exited (proc));
  run->status = g_subprocess_get_exit_status (proc);
  if (g_test_verbose ())
    g_test_message ("exit %d\nstdout: %s\nstderr: %s", run->status, run->out, run->err);
}

/* Runs a command of sandtable-cli in this process with the arguments up to NULL. */
void
run_command (Run        *run,
             const char *command,
             ...)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  const char *arg;
  va_list list;

  g_ptr_array_add (args, (gpointer) command);
  va_start (list, command);
  while ((arg = va_arg (list, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (list);
  g_ptr_array_add (args, NULL);
  run->status = test_cli_run ((const char * const *) args->pdata, &run->out, &run->err);
}

char *
fixture (const char *name)
{
  return g_build_filename (CLI_FIXTURES, name, NULL);
}

/* An example shipped in data/scenarios/, or NULL when it is not there. */
char *
example (const char *name)
{
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA");
  char *path;

  if (data == NULL)
    return NULL;
  path = g_build_filename (data, "scenarios", name, NULL);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    g_clear_pointer (&path, g_free);
  return path;
}

char *
temp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("sand-cli-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}
