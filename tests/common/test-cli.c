/* test-cli.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "sand-scenario-io.h"
#include "test-cli.h"

char *
test_cli_reach_json (SandScenario *scenario,
                     const char   *unit,
                     const char   *mode,
                     double        x,
                     double        y)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "t.sandtable", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL, *err = NULL;
  char at[64];
  const char *cli = g_getenv ("SANDTABLE_CLI");
  int status;

  g_assert_nonnull (cli);
  g_snprintf (at, sizeof at, "%.6g,%.6g", x, y);
  g_assert_true (sand_scenario_save_file (scenario, file, &error));
  g_assert_no_error (error);
  const char *argv[] = { cli, "reach", path, "--unit", unit, "--mode", mode, "--at", at, "--json", NULL };
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_remove (path);
  g_remove (backup);
  g_rmdir (dir);
  return g_steal_pointer (&out);
}
