/* test-cli.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "sand-cli.h"
#include "sand-scenario-io.h"
#include "test-cli.h"

int
test_cli_run (const char * const *args,
              char              **out,
              char              **err)
{
  g_autoptr (GString) said = g_string_new (NULL);
  g_autoptr (GString) complained = g_string_new (NULL);
  int status = sand_cli_run (args, said, complained);

  if (g_test_verbose ())
    g_test_message ("sandtable-cli %s: exit %d\nstdout: %s\nstderr: %s", args[0], status, said->str,
                    complained->str);
  if (out != NULL)
    *out = g_string_free (g_steal_pointer (&said), FALSE);
  if (err != NULL)
    *err = g_string_free (g_steal_pointer (&complained), FALSE);
  return status;
}

char *
test_cli_save_scenario (SandScenario *scenario,
                        char        **dir)
{
  g_autoptr (GBytes) bytes = sand_scenario_to_bytes (scenario);
  g_autoptr (GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  char *path;

  *dir = g_dir_make_tmp ("sandtable-cli-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*dir, "t.sandtable", NULL);
  /* a scratch file: not synced to disk, as a save is */
  g_assert_true (g_file_set_contents_full (path, data, (gssize) length, G_FILE_SET_CONTENTS_NONE, 0644, &error));
  g_assert_no_error (error);
  return path;
}

void
test_cli_remove_scenario (char *dir,
                          char *path)
{
  g_autofree char *backup = g_strconcat (path, "~", NULL);

  g_assert_cmpint (g_remove (path), ==, 0);
  /* a command that saves keeps the previous version beside it */
  g_remove (backup);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_free (path);
  g_free (dir);
}

char *
test_cli_reach_json (SandScenario *scenario,
                     const char   *unit,
                     const char   *mode,
                     double        x,
                     double        y)
{
  char *dir = NULL;
  char *path = test_cli_save_scenario (scenario, &dir);
  g_autofree char *out = NULL, *err = NULL;
  char at[64];
  int status;

  g_snprintf (at, sizeof at, "%.6g,%.6g", x, y);
  const char *args[] = { "reach", path, "--unit", unit, "--mode", mode, "--at", at, "--json", NULL };
  status = test_cli_run (args, &out, &err);
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpint (status, ==, 0);
  test_cli_remove_scenario (dir, path);
  return g_steal_pointer (&out);
}
