/* test-save-tmpfs.c: saving a scenario on a real small disk (a 1 MB tmpfs) that
 * fills up, and on one that turns read-only. Mounting needs root; where it is not
 * allowed the tests say they skipped (the fault seam's tests in test-save cover
 * the same failures).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "sand-error.h"
#include "sand-scenario-io.h"
#include "save-fixture.h"

static char *mount_problem;

/* A fresh tmpfs of @size bytes, or NULL (with the test skipped) where this
 * process may not mount one. */
static char *
mount_small_disk (gsize size)
{
  g_autofree char *why = NULL;
  char *dir;

  if (mount_problem != NULL)
    {
      g_test_skip (mount_problem);
      return NULL;
    }
  dir = save_fixture_mount_tmpfs (size, &why);
  if (dir == NULL)
    g_test_skip (why);
  return dir;
}

static void
unmount_small_disk (char *dir)
{
  save_fixture_unmount (dir);
  g_free (dir);
}

/* A scenario of about @bytes bytes (within 13 KB): long roads of a thousand
 * corners, in whole inches (quick to write, 12 bytes a corner). */
static SandScenario *
scenario_of_size (gsize bytes)
{
  SandScenario *scenario = sand_scenario_new ();
  guint features = (guint) (bytes / 12000) + 1;

  for (guint f = 0; f < features; f++)
    {
      g_autofree char *id = g_strdup_printf ("road-%u", f);
      g_autoptr (SandFeature) feature = sand_feature_new (id, SAND_TERRAIN_ROAD);
      SandPoint points[1000];

      for (guint i = 0; i < G_N_ELEMENTS (points); i++)
        {
          points[i].x = 10000 + i;
          points[i].y = 20000 + f;
        }
      sand_feature_set_polyline (feature, points, G_N_ELEMENTS (points));
      sand_scenario_add_feature (scenario, feature);
    }
  return scenario;
}

static GBytes *
save (SandScenario *scenario,
      const char   *path,
      GError      **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  if (!sand_scenario_save_file (scenario, file, error))
    return NULL;
  return sand_scenario_to_bytes (scenario);
}

static void
assert_holds (const char *path,
              GBytes     *expected)
{
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpmem (contents, length, g_bytes_get_data (expected, NULL), g_bytes_get_size (expected));
}

static void
test_full_disk (void)
{
  char *dir = mount_small_disk (1024 * 1024);
  g_autofree char *path = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *expected = NULL;
  g_autoptr (SandScenario) small = NULL;
  g_autoptr (SandScenario) first = NULL;
  g_autoptr (SandScenario) larger = NULL;
  g_autoptr (GBytes) first_bytes = NULL;
  g_autoptr (GBytes) small_bytes = NULL;
  g_autoptr (GBytes) larger_bytes = NULL;
  g_autoptr (GError) error = NULL;
  struct statvfs before, after;

  if (dir == NULL)
    return;
  path = g_build_filename (dir, "table.sandtable", NULL);
  backup = g_strconcat (path, "~", NULL);
  expected = g_strdup_printf ("%s: the disk is full: free some space or save elsewhere", path);

  /* 600 KB on a 1 MB disk */
  first = scenario_of_size (600000);
  first_bytes = save (first, path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (first_bytes), >, 550000);
  g_assert_cmpint (statvfs (dir, &before), ==, 0);

  /* A larger version does not fit beside it: refused, twice, and nothing lost. */
  larger = scenario_of_size (700000);
  larger_bytes = sand_scenario_to_bytes (larger);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (GBytes) none = save (larger, path, &error);

      g_assert_null (none);
      g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
      g_assert_cmpstr (error->message, ==, expected);
      g_clear_error (&error);
      assert_holds (path, first_bytes);
      g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
      g_assert_cmpuint (save_fixture_count_hidden (dir), ==, 0);
      /* the space the temporary took is given back */
      g_assert_cmpint (statvfs (dir, &after), ==, 0);
      g_assert_cmpuint (after.f_bfree, ==, before.f_bfree);
    }

  /* A smaller one fits: saved, and the 600 KB version becomes the backup. */
  small = scenario_of_size (100000);
  small_bytes = save (small, path, &error);
  g_assert_no_error (error);
  assert_holds (path, small_bytes);
  assert_holds (backup, first_bytes);

  /* Now the larger one cannot keep both: still refused, both kept. */
  g_assert_null (save (larger, path, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);
  assert_holds (path, small_bytes);
  assert_holds (backup, first_bytes);
  g_assert_cmpuint (save_fixture_count_hidden (dir), ==, 0);

  unmount_small_disk (dir);
}

static void
test_read_only_disk (void)
{
  char *dir = mount_small_disk (1024 * 1024);
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_autoptr (SandScenario) scenario = NULL;
  g_autoptr (GBytes) saved = NULL;
  g_autoptr (GError) error = NULL;

  if (dir == NULL)
    return;
  path = g_build_filename (dir, "table.sandtable", NULL);
  expected = g_strdup_printf ("%s: the disk is read-only: save elsewhere", path);
  scenario = scenario_of_size (20000);
  saved = save (scenario, path, &error);
  g_assert_no_error (error);

  g_assert_cmpint (mount (NULL, dir, NULL, MS_REMOUNT | MS_RDONLY, NULL), ==, 0);
  sand_scenario_set_title (scenario, "Changed");
  g_assert_null (save (scenario, path, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);
  assert_holds (path, saved);

  unmount_small_disk (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  /* Mounts made in a namespace of this process's own go when it ends, however it
   * ends, and are never seen outside it. */
  save_fixture_private_mounts (&mount_problem);

  g_test_add_func ("/save/tmpfs/full-disk", test_full_disk);
  g_test_add_func ("/save/tmpfs/read-only-disk", test_read_only_disk);

  return g_test_run ();
}
