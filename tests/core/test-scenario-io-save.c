/* test-scenario-io-save.c: writing numbers, saving over files safely, and the async calls.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <fcntl.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <unistd.h>

#include "scenario-io-fixture.h"
#include "test-tree.h"

/* Numbers */

static void
test_numbers_exact (void)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandFeature) feature = sand_feature_new ("w1", SAND_TERRAIN_WOODS);
  const SandPoint points[] = { { 0.1, 1.0 / 3 }, { 1e-7, 12345.678 }, { -2.5, 47.99999999999 } };
  g_autoptr (SandScenario) copy = NULL;
  g_autoptr (GBytes) bytes = NULL;
  const SandPoint *read;
  guint n;

  sand_feature_set_polygon (feature, points, G_N_ELEMENTS (points));
  sand_scenario_add_feature (scenario, feature);
  bytes = sand_scenario_to_bytes (scenario);
  copy = reload (scenario);

  read = sand_feature_get_points (sand_scenario_find_feature (copy, "w1"), &n);
  g_assert_cmpuint (n, ==, 3);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpfloat (read[i].x, ==, points[i].x);
      g_assert_cmpfloat (read[i].y, ==, points[i].y);
    }
  /* Shortest exact decimals, no exponent, no locale. */
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "points=\"0.1,0.3333333333333333 0.0000001,12345.678 "
                                  "-2.5,47.99999999999\""));
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "<table width=\"72\" height=\"48\" ground-scale=\"10\"/>"));
}

static void
test_numbers_locale (void)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));

  if (setlocale (LC_NUMERIC, "de_DE.UTF-8") == NULL && setlocale (LC_NUMERIC, "fr_FR.UTF-8") == NULL)
    {
      g_test_skip ("no locale with a decimal comma is installed");
      return;
    }
  sand_scenario_set_size (scenario, 72.5, 48.25);
  bytes = sand_scenario_to_bytes (scenario);
  setlocale (LC_NUMERIC, old);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "width=\"72.5\" height=\"48.25\""));
}

/* Saving */

static char *
make_temp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("sandtable-io-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static guint
count_entries (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static void
test_save_backup (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "table.sandtable", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (GBytes) first = NULL;
  g_autoptr (GBytes) second = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *backup_contents = NULL;
  gsize length;

  sand_scenario_set_title (scenario, "First");
  g_assert_true (sand_scenario_save_file (scenario, file, &error));
  g_assert_no_error (error);
  first = sand_scenario_to_bytes (scenario);

  sand_scenario_set_title (scenario, "Second");
  g_assert_true (sand_scenario_save_file (scenario, file, &error));
  g_assert_no_error (error);
  second = sand_scenario_to_bytes (scenario);

  contents = load_text (path, &length);
  g_assert_cmpmem (contents, length, g_bytes_get_data (second, NULL), g_bytes_get_size (second));
  backup_contents = load_text (backup, &length);
  g_assert_cmpmem (backup_contents, length, g_bytes_get_data (first, NULL), g_bytes_get_size (first));
  /* The file and its backup; no temporary file left behind. */
  g_assert_cmpuint (count_entries (dir), ==, 2);

  test_remove_tree (dir);
}

/* TRUE when the directory really refuses new files (not so for root). */
static gboolean
directory_refuses_writes (const char *dir)
{
  g_autofree char *probe = g_build_filename (dir, "probe", NULL);
  int fd = g_open (probe, O_WRONLY | O_CREAT | O_EXCL, 0644);

  if (fd < 0)
    return TRUE;
  close (fd);
  g_remove (probe);
  return FALSE;
}

static void
assert_save_fails_keeping (SandScenario *scenario,
                           const char   *path,
                           const char   *expected)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_false (sand_scenario_save_file (scenario, file, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, path));
  contents = load_text (path, &length);
  g_assert_cmpstr (contents, ==, expected);
}

static void
test_save_unwritable_dir (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "table.sandtable", NULL);
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, "original", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);

  if (directory_refuses_writes (dir))
    {
      assert_save_fails_keeping (scenario, path, "original");
      g_assert_cmpuint (count_entries (dir), ==, 1);
    }
  else
    g_test_skip ("permissions do not apply to this user");

  g_chmod (dir, 0755);
  test_remove_tree (dir);
}

static void
test_save_backup_blocked (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "table.sandtable", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *in_backup = g_build_filename (backup, "keep", NULL);
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (GError) error = NULL;

  /* A directory where the backup should go cannot be replaced: the save must
   * fail as a whole rather than lose the old version. Works for root too. */
  g_file_set_contents (path, "original", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir (backup, 0755), ==, 0);
  g_file_set_contents (in_backup, "x", -1, &error);
  g_assert_no_error (error);

  assert_save_fails_keeping (scenario, path, "original");
  g_assert_cmpuint (count_entries (dir), ==, 2);

  test_remove_tree (dir);
}

static void
test_save_missing_dir (void)
{
  g_autoptr (GFile) file = g_file_new_for_path ("/nonexistent/dir/table.sandtable");
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (GError) error = NULL;

  g_assert_false (sand_scenario_save_file (scenario, file, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, "/nonexistent/dir/table.sandtable: "));
}

static void
async_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static void
test_async (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "async.sandtable", NULL);
  g_autofree char *example = example_path ("crossroads.sandtable");
  g_autoptr (GFile) source = g_file_new_for_path (example);
  g_autoptr (GFile) target = g_file_new_for_path (path);
  g_autoptr (GFile) missing = g_file_new_for_path ("/nonexistent/x.sandtable");
  g_autoptr (SandScenario) loaded = NULL;
  g_autoptr (SandScenario) reloaded = NULL;
  g_autoptr (SandScenario) failed = NULL;
  g_autoptr (GError) error = NULL;
  GAsyncResult *result = NULL;

  sand_scenario_load_file_async (source, NULL, async_done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  loaded = sand_scenario_load_file_finish (result, &error);
  g_assert_no_error (error);
  g_clear_object (&result);

  sand_scenario_save_file_async (loaded, target, NULL, async_done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sand_scenario_save_file_finish (result, &error));
  g_assert_no_error (error);
  g_clear_object (&result);

  reloaded = load_path (path);
  assert_scenarios_equal (loaded, reloaded);

  sand_scenario_load_file_async (missing, NULL, async_done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  failed = sand_scenario_load_file_finish (result, &error);
  g_assert_null (failed);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_clear_object (&result);

  test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/scenario/save/numbers/exact", test_numbers_exact);
  g_test_add_func ("/scenario/save/numbers/locale", test_numbers_locale);
  g_test_add_func ("/scenario/save/backup", test_save_backup);
  g_test_add_func ("/scenario/save/unwritable-directory", test_save_unwritable_dir);
  g_test_add_func ("/scenario/save/backup-blocked", test_save_backup_blocked);
  g_test_add_func ("/scenario/save/missing-directory", test_save_missing_dir);
  g_test_add_func ("/scenario/async", test_async);

  return g_test_run ();
}
