/* test-hexmove-cli.c: "sandtable-cli reach --json" on hex rulesets, on the worked
 * examples (saved as scenario files) and on data/scenarios/hex-table.sandtable,
 * the command run in the test's process (test-cli.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "sand-scenario-io.h"
#include "test-cli.h"
#include "test-hexmove.h"
#include "test-json.h"

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs sandtable-cli's command with the @n arguments @args. */
static void
run_cli (Run                *run,
         const char * const *args,
         guint               n)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  run->status = test_cli_run ((const char * const *) argv->pdata, &run->out, &run->err);
}

/* Runs "reach FILE --unit UNIT --json [--mode move]" asking about the hexes'
 * centres, and returns the parsed output. */
static JsonNode *
reach_json (const char    *file,
            const char    *unit,
            gboolean       with_mode,
            const SandHex *hexes,
            guint          n)
{
  g_auto (Run) run = { 0 };
  g_autoptr (GPtrArray) args = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (args, g_strdup ("reach"));
  g_ptr_array_add (args, g_strdup (file));
  g_ptr_array_add (args, g_strdup ("--unit"));
  g_ptr_array_add (args, g_strdup (unit));
  g_ptr_array_add (args, g_strdup ("--json"));
  if (with_mode)
    {
      g_ptr_array_add (args, g_strdup ("--mode"));
      g_ptr_array_add (args, g_strdup ("move"));
    }
  for (guint i = 0; i < n; i++)
    {
      char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];
      double cx, cy;

      test_center (hexes[i], &cx, &cy);
      g_ptr_array_add (args, g_strdup ("--at"));
      g_ptr_array_add (args, g_strdup_printf ("%s,%s", g_ascii_dtostr (x, sizeof x, cx),
                                              g_ascii_dtostr (y, sizeof y, cy)));
    }
  run_cli (&run, (const char * const *) args->pdata, args->len);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  return test_json_parse (run.out);
}

static void
assert_hex (JsonNode *pair,
            SandHex   hex)
{
  g_assert_cmpuint (test_json_length (pair), ==, 2);
  g_assert_cmpint (json_node_get_int (test_json_element (pair, 0)), ==, hex.q);
  g_assert_cmpint (json_node_get_int (test_json_element (pair, 1)), ==, hex.r);
}

static const SandHexGrid example_grid = { TEST_SIZE, SAND_HEX_FLAT, TEST_X0, TEST_Y0 };
/* data/scenarios/hex-table.sandtable's */
static const SandHexGrid table_grid = { 4, SAND_HEX_FLAT, 2.31, 2 };

static void
check_point (JsonNode          *point,
             const TestExpect  *e,
             const SandHexGrid *grid)
{
  assert_hex (test_json_member (point, "hex"), e->hex);
  g_assert_cmpint (test_json_boolean (point, "reachable"), ==, e->cost >= 0);
  if (e->cost < 0)
    {
      const char *reason = test_json_string (point, "reason");
      if (e->reason)
        g_assert_cmpstr (reason, ==, e->reason);
      g_assert_null (test_json_member (point, "cost"));
      return;
    }
  g_assert_cmpfloat (test_json_number (point, "cost"), ==, e->cost);
  g_assert_cmpint (test_json_boolean (point, "by-road"), ==, e->by_road);

  JsonNode *path = test_json_member (point, "path");
  JsonNode *hexes = test_json_member (point, "hexes");
  g_assert_cmpuint (test_json_length (hexes), ==, (guint) e->cost + 1);
  g_assert_cmpuint (test_json_length (path), ==, test_json_length (hexes));
  assert_hex (test_json_element (hexes, test_json_length (hexes) - 1), e->hex);
  for (guint i = 0; i < e->path_len; i++)
    {
      double x, y;
      JsonNode *xy = test_json_element (path, i);

      assert_hex (test_json_element (hexes, i), e->path[i]);
      sand_hex_grid_center (grid, e->path[i], &x, &y);
      g_assert_cmpfloat_with_epsilon (json_node_get_double (test_json_element (xy, 0)), x, 1e-3);
      g_assert_cmpfloat_with_epsilon (json_node_get_double (test_json_element (xy, 1)), y, 1e-3);
    }
}

static char *
save_example (const TestExample *ex,
              char             **dir)
{
  g_autoptr (SandScenario) scenario = test_example_build (ex);
  g_autoptr (GError) error = NULL;
  char *path;

  *dir = g_dir_make_tmp ("hexmove-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*dir, "example.sandtable", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_assert_true (sand_scenario_save_file (scenario, file, &error));
  g_assert_no_error (error);
  return path;
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
}

static void
test_example_cli (gconstpointer data)
{
  const TestExample *ex = data;
  g_autofree char *dir = NULL;
  g_autofree char *file = save_example (ex, &dir);

  /* one run per unit, asking about all of its hexes at once */
  for (guint i = 0; i < ex->n_expects; i++)
    {
      const char *unit = ex->expects[i].unit;
      g_autoptr (GArray) hexes = g_array_new (FALSE, FALSE, sizeof (SandHex));
      g_autoptr (GPtrArray) expects = g_ptr_array_new ();
      gboolean seen = FALSE;

      for (guint k = 0; k < i; k++)
        seen |= g_str_equal (ex->expects[k].unit, unit);
      if (seen)
        continue;
      for (guint k = i; k < ex->n_expects; k++)
        if (g_str_equal (ex->expects[k].unit, unit))
          {
            g_array_append_val (hexes, ex->expects[k].hex);
            g_ptr_array_add (expects, (gpointer) &ex->expects[k]);
          }

      g_autoptr (JsonNode) json = reach_json (file, unit, TRUE, (SandHex *) hexes->data, hexes->len);
      JsonNode *points = test_json_member (json, "points");

      g_assert_cmpstr (test_json_string (json, "unit"), ==, unit);
      g_assert_cmpstr (test_json_string (json, "mode"), ==, "move");
      g_assert_cmpstr (test_json_string (json, "ruleset"), ==, "ohw-ww2-hex");
      g_assert_cmpstr (test_json_string (json, "grid"), ==, "hex");
      g_assert_cmpfloat (test_json_number (json, "road-bonus"), ==, 1);
      if (i == 0 && ex->n_reachable >= 0)
        {
          g_assert_cmpfloat (test_json_number (json, "reachable-hexes"), ==, ex->n_reachable);
          g_assert_cmpfloat_with_epsilon (test_json_number (json, "area"), ex->n_reachable * TEST_SIZE * TEST_SIZE * 0.8660254,
                                          0.01 * ex->n_reachable);
        }
      g_assert_cmpuint (test_json_length (points), ==, expects->len);
      for (guint k = 0; k < expects->len; k++)
        check_point (test_json_element (points, k), g_ptr_array_index (expects, k), &example_grid);
    }
  remove_dir (dir);
}

/* The shipped table, every mode of the unit reported (there is one, "move"); a
 * point anywhere in a hex stands for the hex. */
static void
test_hex_table_cli (void)
{
  g_autofree char *file = test_data_path ("scenarios", "hex-table.sandtable");
  g_auto (Run) run = { 0 };
  /* b-tank stands in (1, 5) on the Reichsstraße; Altdorf is (3, 4) */
  const char *argv[] = { "reach", file, "--unit", "b-tank", "--json", "--at", "9.5,26.5", "--at", "12.7,24",
                         "--at", "60,40" };

  run_cli (&run, argv, G_N_ELEMENTS (argv));
  g_assert_cmpint (run.status, ==, 0);

  g_autoptr (JsonNode) json = test_json_parse (run.out);
  g_assert_null (test_json_member (json, "mode"));
  JsonNode *modes = test_json_member (json, "modes");
  g_assert_cmpuint (test_json_length (modes), ==, 1);
  JsonNode *move = test_json_element (modes, 0);
  g_assert_cmpstr (test_json_string (move, "mode"), ==, "move");
  g_assert_cmpfloat (test_json_number (move, "allowance"), ==, 1);

  JsonNode *points = test_json_member (move, "points");
  const TestExpect expects[] = {
    { "b-tank", HEX (2, 5), 1, NULL, FALSE, 2, { HEX (1, 5), HEX (2, 5) } },
    { "b-tank", HEX (3, 4), -1, "Altdorf in (3, 4): Only infantry may end a move here" },
    { "b-tank", HEX (17, 1), -1, "(17, 1) is beyond the move: 1 hex, or 2 entirely along a road" },
  };
  g_assert_cmpuint (test_json_length (points), ==, G_N_ELEMENTS (expects));
  /* beside the words, the ruleset's going and the town by its id; the far hex
   * is beyond the move, about nothing on the table */
  g_assert_cmpstr (test_json_string (test_json_element (points, 1), "rule"), ==, "infantry-end");
  g_assert_cmpstr (test_json_string (test_json_element (points, 1), "feature"), ==, "town-altdorf");
  g_assert_cmpstr (test_json_string (test_json_element (points, 2), "rule"), ==, "hex-beyond");
  g_assert_true (JSON_NODE_HOLDS_NULL (test_json_member (test_json_element (points, 2), "feature")));
  for (guint i = 0; i < G_N_ELEMENTS (expects); i++)
    check_point (test_json_element (points, i), &expects[i], &table_grid);
  g_assert_cmpfloat (test_json_number (test_json_element (points, 0), "x"), ==, 9.5);
}

/* The text output says the same, in words. */
static void
test_text_cli (void)
{
  g_autofree char *file = test_data_path ("scenarios", "hex-table.sandtable");
  g_auto (Run) run = { 0 };
  const char *argv[] = { "reach", file, "--unit", "b-tank", "--mode", "move", "--at", "12.7,24", "--at", "9.5,26.5" };

  run_cli (&run, argv, G_N_ELEMENTS (argv));
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "b-tank, move: allowance 1 (+1 along a road), hexes reachable: 7"));
  /* the reason names the hex: the line does not say it twice */
  g_assert_nonnull (strstr (run.out, "\n  12.7,24: not reachable — Altdorf in (3, 4): "));
  g_assert_nonnull (strstr (run.out, "\n  9.5,26.5 in (2, 5): reachable, 1 hex of the move\n"));
}

/* A hex ruleset on a table without a grid is refused, plainly. */
static void
test_no_grid_cli (void)
{
  g_autoptr (SandScenario) scenario = test_scenario_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hexmove-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "open.sandtable", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_auto (Run) run = { 0 };

  sand_scenario_set_grid (scenario, SAND_GRID_NONE, 4, SAND_HEX_FLAT, 0, 0);
  test_unit (scenario, "u", "tank", "blue", HEX (0, 0));
  g_assert_true (sand_scenario_save_file (scenario, file, &error));
  g_assert_no_error (error);

  const char *argv[] = { "reach", path, "--unit", "u", "--json" };
  run_cli (&run, argv, G_N_ELEMENTS (argv));
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, path));
  /* validate's check, made by reach as well */
  g_assert_nonnull (strstr (run.err, "is played on a hex grid, and the scenario has none"));
  remove_dir (dir);
}

void
test_hexmove_cli_add_tests (void)
{
  for (guint i = 0; i < test_n_examples; i++)
    {
      g_autofree char *path = g_strdup_printf ("/hexmove/cli/%s", test_examples[i].name);
      g_test_add_data_func (path, &test_examples[i], test_example_cli);
    }
  g_test_add_func ("/hexmove/cli/hex-table", test_hex_table_cli);
  g_test_add_func ("/hexmove/cli/text", test_text_cli);
  g_test_add_func ("/hexmove/cli/no-grid", test_no_grid_cli);
}
