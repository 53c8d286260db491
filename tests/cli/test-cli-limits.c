/* test-cli-limits.c: tables and grids that would ask the solver for more than
 * any machine has are refused at their line, or solved in bounded memory, by
 * validate and reach alike: a 300-byte scenario once aborted reach asking for
 * an 80 GB raster.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <sys/resource.h>

#include <glib/gstdio.h>

#include "test-cli.h"
#include "test-limit-tables.h"

/* @text written to "t.sandtable" in a new temporary folder *@dir */
static char *
write_scenario (const char *text,
                char      **dir)
{
  g_autoptr (GError) error = NULL;
  char *path;

  *dir = g_dir_make_tmp ("sand-cli-limits-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*dir, "t.sandtable", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  return path;
}

static void
remove_scenario (char *dir,
                 char *path)
{
  g_unlink (path);
  g_rmdir (dir);
  g_free (path);
  g_free (dir);
}

static void
test_million_inch_refused (void)
{
  char *dir = NULL;
  char *path = write_scenario (TEST_MILLION_INCH_TABLE, &dir);
  const char *validate[] = { "validate", path, NULL };
  const char *reach[] = { "reach", path, "--unit", "u", NULL };
  g_autofree char *err = NULL;
  g_autofree char *expected = g_strdup_printf ("%s:3: unit “u”: The unit's move works out at 19998in, "
                                               "more than the 10000in a move may be\n", path);

  g_assert_cmpuint (strlen (TEST_MILLION_INCH_TABLE), <, 300);
  g_assert_cmpint (test_cli_run (validate, NULL, &err), ==, 1);
  g_assert_cmpstr (err, ==, expected);
  g_clear_pointer (&err, g_free);
  /* reach makes validate's checks and says the same, before any raster is made */
  g_assert_cmpint (test_cli_run (reach, NULL, &err), !=, 0);
  g_assert_cmpstr (err, ==, expected);
  remove_scenario (dir, path);
}

/* A 10,000" table with mv="5000" (10,000in at the double) is valid: reach
 * answers on coarser cells (SAND_MOVE_MAX_CELLS), in well under a gigabyte;
 * it once filled some 20 GB. */
static void
test_ten_thousand_inch_bounded (void)
{
  g_autoptr (GString) text = test_ten_thousand_inch_table ();
  char *dir = NULL;
  char *path;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  struct rusage usage;

  path = write_scenario (text->str, &dir);
  {
    const char *validate[] = { "validate", path, NULL };
    const char *reach[] = { "reach", path, "--unit", "u", NULL };

    g_assert_cmpint (test_cli_run (validate, NULL, NULL), ==, 0);
    g_assert_cmpint (test_cli_run (reach, &out, &err), ==, 0);
    g_assert_cmpstr (err, ==, "");
    g_assert_nonnull (strstr (out, "u, advance: 5000 in allowance"));
    g_assert_nonnull (strstr (out, "u, double: 10000 in allowance"));
  }
  g_assert_cmpint (getrusage (RUSAGE_SELF, &usage), ==, 0);
  g_test_message ("peak resident size %ld KB", usage.ru_maxrss);
  g_assert_cmpint (usage.ru_maxrss, <, 1024 * 1024);
  remove_scenario (dir, path);
}

/* Hexes of 0.01in on a 72 × 48in table, some forty million: reach refuses the
 * grid at the unit's line, naming the cap of 65,536 hexes. */
static void
test_hex_grid_too_fine (void)
{
  static const char text[] =
    "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" ruleset=\"ohw-ww2-hex\">\n"
    "<table width=\"72\" height=\"48\"/>\n"
    "<grid type=\"hex\" size=\"0.01\" orientation=\"flat\" x0=\"0\" y0=\"0\"/>\n"
    "<forces><side id=\"a\" name=\"A\" color=\"#ff0000\">\n"
    "<unit id=\"u\" class=\"infantry\" x=\"10\" y=\"10\" strength=\"15\"/></side></forces>\n"
    "</scenario>\n";
  char *dir = NULL;
  char *path = write_scenario (text, &dir);
  const char *reach[] = { "reach", path, "--unit", "u", NULL };
  g_autofree char *err = NULL;
  g_autofree char *expected = g_strdup_printf ("%s:5: The hex grid is too fine for this table: hex moves are "
                                               "worked out over at most 65536 hexes round the table", path);

  g_assert_cmpint (test_cli_run (reach, NULL, &err), !=, 0);
  g_assert_nonnull (strstr (err, expected));
  remove_scenario (dir, path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-limits/reach/million-inch-table-mv-9999-refused-at-its-line", test_million_inch_refused);
  g_test_add_func ("/cli-limits/reach/ten-thousand-inch-table-mv-5000-bounded", test_ten_thousand_inch_bounded);
  g_test_add_func ("/cli-limits/reach/hex-grid-past-65536-hexes-at-its-line", test_hex_grid_too_fine);

  return g_test_run ();
}
