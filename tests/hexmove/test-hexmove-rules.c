/* test-hexmove-rules.c: the hex reach solver on the worked examples, the ruleset
 * file as players read and edit it, and the example table of data/scenarios.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-error.h"
#include "sand-sight.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"
#include "test-hexmove.h"

static void
check_expect (SandHexReach     *reach,
              const TestExpect *e)
{
  g_autofree char *label = sand_hex_to_label (e->hex);
  g_autofree char *why = test_hex_why (reach, e->hex);
  g_autoptr (GArray) path = sand_hex_reach_path (reach, e->hex);

  g_test_message ("%s in %s: cost %g, %s", e->unit, label, sand_hex_reach_cost (reach, e->hex), why ? why : "");
  if (e->cost < 0)
    {
      g_assert_false (sand_hex_reach_is_reachable (reach, e->hex));
      g_assert_cmpfloat (sand_hex_reach_cost (reach, e->hex), <, 0);
      g_assert_null (path);
      g_assert_nonnull (why);
      if (e->reason)
        g_assert_cmpstr (why, ==, e->reason);
      return;
    }
  g_assert_true (sand_hex_reach_is_reachable (reach, e->hex));
  g_assert_null (why);
  g_assert_cmpfloat_with_epsilon (sand_hex_reach_cost (reach, e->hex), e->cost, 1e-9);
  g_assert_cmpint (sand_hex_reach_by_road (reach, e->hex), ==, e->by_road);
  /* a way of one step per hex spent, each step to a neighbour */
  g_assert_nonnull (path);
  g_assert_cmpuint (path->len, ==, (guint) e->cost + 1);
  g_assert_true (sand_hex_equal (g_array_index (path, SandHex, 0), sand_hex_reach_get_start (reach)));
  g_assert_true (sand_hex_equal (g_array_index (path, SandHex, path->len - 1), e->hex));
  for (guint i = 1; i < path->len; i++)
    g_assert_cmpint (sand_hex_distance (g_array_index (path, SandHex, i - 1), g_array_index (path, SandHex, i)), ==, 1);
  for (guint i = 0; i < e->path_len; i++)
    g_assert_true (sand_hex_equal (g_array_index (path, SandHex, i), e->path[i]));
}

static void
check_reachable_list (SandHexReach *reach,
                      int           expected)
{
  g_autoptr (GArray) hexes = sand_hex_reach_get_reachable (reach);
  double last = 0;

  g_assert_cmpint ((int) hexes->len, ==, expected);
  g_assert_true (sand_hex_equal (g_array_index (hexes, SandHex, 0), sand_hex_reach_get_start (reach)));
  for (guint i = 0; i < hexes->len; i++)
    {
      SandHex h = g_array_index (hexes, SandHex, i);
      double cost = sand_hex_reach_cost (reach, h);

      g_assert_true (sand_hex_reach_is_reachable (reach, h));
      g_assert_cmpfloat (cost, >=, last);
      last = cost;
    }
  g_assert_cmpfloat_with_epsilon (sand_hex_reach_area (reach), expected * TEST_SIZE * TEST_SIZE * sqrt (3) / 2, 1e-9);
}

static void
test_example (gconstpointer data)
{
  const TestExample *ex = data;
  g_autoptr (SandScenario) scenario = test_example_build (ex);
  g_autoptr (SandRuleset) rs = test_ohw_ruleset ();

  for (guint i = 0; i < ex->n_expects; i++)
    {
      g_autoptr (SandHexReach) reach = test_solve (scenario, rs, ex->expects[i].unit);

      check_expect (reach, &ex->expects[i]);
      if (i == 0 && ex->n_reachable >= 0)
        check_reachable_list (reach, ex->n_reachable);
    }
}

/* The river fixture is what it says: only the side below (0, 0) is crossed. */
static void
test_river_fixture (void)
{
  g_autoptr (SandScenario) scenario = test_scenario_new ();
  SandHexGrid grid;
  SandFeature *water = NULL;

  test_line (scenario, "r1", SAND_TERRAIN_RIVER, 35, 26, 37, 26);
  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  g_autoptr (SandHexMap) map = sand_hex_map_new (scenario, &grid);
  for (int d = 0; d < 6; d++)
    g_assert_cmpint (sand_hex_map_side_blocked (map, HEX (0, 0), d, NULL), ==, d == 2);
  g_assert_true (sand_hex_map_side_blocked (map, HEX (0, 0), 2, &water));
  g_assert_cmpstr (sand_feature_get_id (water), ==, "r1");
}

static void
test_ruleset_file (void)
{
  g_autoptr (SandRuleset) rs = test_ohw_ruleset ();
  static const struct { const char *id; double hexes; } classes[] = {
    { "infantry", 1 }, { "cavalry", 2 }, { "anti-tank-gun", 1 },
    { "artillery", 1 }, { "armoured-car", 2 }, { "tank", 1 },
  };

  g_assert_cmpstr (sand_ruleset_get_id (rs), ==, "ohw-ww2-hex");
  g_assert_cmpint (sand_ruleset_get_grid_type (rs), ==, SAND_GRID_HEX);
  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      g_autoptr (GError) error = NULL;
      g_auto (GStrv) modes = sand_ruleset_class_modes (rs, classes[i].id);
      SandRulesetContext ctx = { classes[i].id, "move", NULL };
      SandUnitRules units;
      double hexes = -1;

      g_assert_true (sand_ruleset_allowance (rs, classes[i].id, "move", NULL, NULL, 1, &hexes, &error));
      g_assert_no_error (error);
      g_assert_cmpfloat (hexes, ==, classes[i].hexes);
      g_assert_cmpuint (g_strv_length (modes), ==, 1);
      g_assert_cmpstr (modes[0], ==, "move");
      g_assert_cmpfloat (sand_ruleset_lookup_road_bonus (rs, &ctx), ==, 1);
      sand_ruleset_lookup_units (rs, &ctx, &units);
      g_assert_true (units.enemies_block);
      g_assert_false (units.may_end_on);
      g_assert_true (sand_going_effect_is_clear (&units.other));
      sand_unit_rules_clear (&units);
    }
  /* every reading is there for players to read */
  g_assert_cmpuint (sand_ruleset_get_notes (rs)->len, >=, 12);
}

/* The bundled copy is the one in data/, and a ruleset without <grid> is played on
 * the open table with no road bonus. */
static void
test_ruleset_registry (void)
{
  g_autoptr (SandRulesetRegistry) registry = sand_ruleset_registry_new ();
  SandRuleset *ohw = sand_ruleset_registry_lookup (registry, "ohw-ww2-hex");
  SandRuleset *m42 = sand_ruleset_registry_lookup (registry, "m42");
  SandRulesetContext ctx = { "infantry", "advance", NULL };
  SandUnitRules units;

  g_assert_nonnull (ohw);
  g_assert_cmpint (sand_ruleset_get_grid_type (ohw), ==, SAND_GRID_HEX);
  g_assert_nonnull (m42);
  g_assert_cmpint (sand_ruleset_get_grid_type (m42), ==, SAND_GRID_NONE);
  g_assert_cmpfloat (sand_ruleset_lookup_road_bonus (m42, &ctx), ==, 0);
  sand_ruleset_lookup_units (m42, &ctx, &units);
  g_assert_false (units.enemies_block);
  sand_unit_rules_clear (&units);
}

static void
check_refused (const char *text,
               const char *expected)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SandRuleset) rs = sand_ruleset_load_data (text, strlen (text), "bad.xml", &error);

  g_assert_null (rs);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, expected));
}

/* The additions to the format are checked like the rest. */
static void
test_ruleset_schema (void)
{
  check_refused ("<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"x\"><name>X</name><grid type=\"square\"/>"
                 "<mode id=\"m\"/><class id=\"c\" allowance=\"1\"/></ruleset>",
                 "bad.xml:1: “square” is not a type of <grid>: use one of none, hex");
  check_refused ("<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"x\"><name>X</name>"
                 "<mode id=\"m\"/><class id=\"c\" allowance=\"1\"/><road-bonus add=\"one\"/></ruleset>",
                 "bad.xml:1: add=\"one\" is not a number");
  check_refused ("<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"x\"><name>X</name>"
                 "<mode id=\"m\"/><class id=\"c\" allowance=\"1\"/><enemies pass=\"sometimes\"/></ruleset>",
                 "bad.xml:1: “sometimes” is not a pass of <enemies>: use one of never, allowed");
}

/* A player editing the file changes the answer. */
static void
test_ruleset_edited (void)
{
  g_autoptr (SandScenario) scenario = test_scenario_new ();
  g_autoptr (SandRuleset) faster = test_ohw_ruleset_edit ("<class id=\"tank\" name=\"Tanks\" allowance=\"1\">",
                                                          "<class id=\"tank\" name=\"Tanks\" allowance=\"3\">");
  g_autoptr (SandRuleset) no_bonus = test_ohw_ruleset_edit ("<road-bonus add=\"1\">", "<road-bonus add=\"0\">");
  g_autoptr (SandRuleset) woods_closed = test_ohw_ruleset_edit (
    "<terrain kinds=\"woods forest jungle\" classes=\"infantry\" going=\"clear\"/>", "");
  const SandHex road[] = { HEX (0, 0), HEX (0, -1), HEX (0, -2) };

  test_cover (scenario, "w1", SAND_TERRAIN_WOODS, HEX (1, 0));
  test_line_through (scenario, "rd", SAND_TERRAIN_ROAD, road, G_N_ELEMENTS (road));
  test_unit (scenario, "tank", "tank", "blue", HEX (0, 0));
  test_unit (scenario, "inf", "infantry", "blue", HEX (1, 1));

  g_autoptr (SandHexReach) fast = test_solve (scenario, faster, "tank");
  g_assert_cmpfloat (sand_hex_reach_get_allowance (fast), ==, 3);
  g_assert_cmpfloat (sand_hex_reach_cost (fast, HEX (-3, 0)), ==, 3);

  g_autoptr (SandHexReach) flat = test_solve (scenario, no_bonus, "tank");
  g_assert_cmpfloat (sand_hex_reach_get_road_bonus (flat), ==, 0);
  g_assert_false (sand_hex_reach_is_reachable (flat, HEX (0, -2)));
  g_autoptr (SandRuleset) shipped = test_ohw_ruleset ();
  g_autoptr (SandHexReach) road_move = test_solve (scenario, shipped, "tank");
  g_assert_true (sand_hex_reach_by_road (road_move, HEX (0, -2)));

  g_autoptr (SandHexReach) inf_open = test_solve (scenario, shipped, "inf");
  g_autoptr (SandHexReach) inf_closed = test_solve (scenario, woods_closed, "inf");
  g_autofree char *why = test_hex_why (inf_closed, HEX (1, 0));
  g_assert_true (sand_hex_reach_is_reachable (inf_open, HEX (1, 0)));
  g_assert_false (sand_hex_reach_is_reachable (inf_closed, HEX (1, 0)));
  g_assert_cmpstr (why, ==, "woods w1 in (1, 0): Only infantry may enter");
}

static void
test_errors (void)
{
  g_autoptr (SandScenario) scenario = test_scenario_new ();
  g_autoptr (SandScenario) open_table = sand_scenario_new ();
  g_autoptr (SandRuleset) rs = test_ohw_ruleset ();
  SandUnit *ghost = test_unit (scenario, "ghost", "spectre", "blue", HEX (0, 0));
  SandUnit *inf = test_unit (scenario, "inf", "infantry", "blue", HEX (2, 0));
  g_autoptr (SandUnit) loose = sand_unit_new ("loose", "infantry", NULL, 10, 10);
  g_autoptr (GError) error = NULL;

  g_assert_null (sand_hex_reach_compute_for_scenario (scenario, rs, ghost, "move", &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "The ruleset “ohw-ww2-hex” has no unit class “spectre”");
  g_clear_error (&error);
  g_assert_null (sand_hex_reach_compute_for_scenario (scenario, rs, inf, "double", &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND);
  g_clear_error (&error);

  sand_scenario_set_size (open_table, 72, 48);
  sand_scenario_add_unit (open_table, loose);
  g_assert_null (sand_hex_reach_compute_for_scenario (open_table, rs, loose, "move", &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "hex grid"));
  g_clear_error (&error);

  /* "any unit that has been eliminated is removed immediately": not moved */
  sand_unit_set_attr (inf, "strength", "0");
  g_assert_null (sand_hex_reach_compute_for_scenario (scenario, rs, inf, "move", &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "The unit “inf” has been eliminated (strength 0): it is removed, not moved");
}

/* At the table's edge the hexes beyond are not there to move into. */
static void
test_table_edge (void)
{
  g_autoptr (SandScenario) scenario = test_scenario_new ();
  g_autoptr (SandRuleset) rs = test_ohw_ruleset ();
  double x, y;

  /* (0, -7) is centred above the table */
  test_center (HEX (0, -7), &x, &y);
  g_assert_cmpfloat (y, <, 0);
  test_unit (scenario, "u", "cavalry", "blue", HEX (0, -5));
  g_autoptr (SandHexReach) reach = test_solve (scenario, rs, "u");
  g_autofree char *why = test_hex_why (reach, HEX (0, -7));

  g_assert_true (sand_hex_reach_is_reachable (reach, HEX (1, -6)));
  g_assert_cmpstr (why, ==, "(0, -7) is off the table");
}

/* Cells are kept for the table's hexes and a ring round them, never for the
 * whole radius of the move: beyond the ring the hexes still answer as before. */
static void
test_table_far_edge (void)
{
  g_autoptr (SandScenario) scenario = test_scenario_new ();
  g_autoptr (SandRuleset) rs = test_ohw_ruleset ();
  g_autoptr (SandUnit) far = sand_unit_new ("far", "cavalry", sand_scenario_find_side (scenario, "blue"), 5000, -3000);
  g_autofree char *beside = NULL, *past = NULL, *beyond = NULL;
  double x, y;

  /* (-10, 0) is on the table at its left edge; (-14, 1) is four hexes off it,
   * within cavalry's two hexes, one along a road and the ring past them */
  test_center (HEX (-10, 0), &x, &y);
  g_assert_cmpfloat (x, >, 0);
  test_center (HEX (-14, 1), &x, &y);
  g_assert_cmpfloat (x, <, -2 * TEST_SIZE);
  test_unit (scenario, "u", "cavalry", "blue", HEX (-10, 0));
  sand_scenario_add_unit (scenario, far);
  g_autoptr (SandHexReach) reach = test_solve (scenario, rs, "u");
  g_autoptr (SandHexReach) lost = test_solve (scenario, rs, "far");
  g_autoptr (GArray) alone = sand_hex_reach_get_reachable (lost);

  beside = test_hex_why (reach, HEX (-11, 0));
  past = test_hex_why (reach, HEX (-14, 1));
  beyond = test_hex_why (reach, HEX (-15, 0));
  g_assert_cmpstr (beside, ==, "(-11, 0) is off the table");
  g_assert_cmpstr (past, ==, "(-14, 1) is off the table");
  g_assert_nonnull (beyond);
  g_assert_cmpstr (beyond, !=, "(-15, 0) is off the table");
  g_assert_true (sand_hex_reach_is_reachable (reach, HEX (-9, 0)));

  /* a unit far off the table stays where it is */
  g_assert_cmpuint (alone->len, ==, 1);
  g_assert_true (sand_hex_equal (g_array_index (alone, SandHex, 0), sand_hex_reach_get_start (lost)));
  g_autofree char *next = test_hex_why (lost, sand_hex_neighbor (sand_hex_reach_get_start (lost), 0));
  g_assert_nonnull (strstr (next, "off the table"));
}

/* A grid too fine for the table is refused before a hex of it is looked at:
 * 0.01in hexes on a 72 × 48in table are some forty million. */
static void
test_grid_too_fine (void)
{
  g_autoptr (SandScenario) scenario = test_scenario_new ();
  g_autoptr (SandRuleset) rs = test_ohw_ruleset ();
  g_autoptr (GError) error = NULL;
  SandUnit *inf = test_unit (scenario, "inf", "infantry", "blue", HEX (0, 0));
  SandHexGrid grid;

  sand_scenario_set_grid (scenario, SAND_GRID_HEX, 0.01, SAND_HEX_FLAT, TEST_X0, TEST_Y0);
  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  g_assert_cmpfloat (sand_hex_grid_box_on_table (&grid, 72, 48), >, 4e7);
  g_assert_null (sand_hex_grid_hexes_on_table (&grid, 72, 48));
  g_assert_null (sand_hex_reach_compute_for_scenario (scenario, rs, inf, "move", &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "The hex grid is too fine for this table: hex moves are worked out over at most 65536 hexes "
                   "round the table; give the grid larger hexes");

  /* a grid of a size players use is walked whole */
  sand_scenario_set_grid (scenario, SAND_GRID_HEX, 0.5, SAND_HEX_FLAT, TEST_X0, TEST_Y0);
  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  g_assert_cmpfloat (sand_hex_grid_box_on_table (&grid, 72, 48), <=, SAND_HEX_MAX_BOX);
  g_autoptr (SandHexReach) reach = sand_hex_reach_compute_for_scenario (scenario, rs, inf, "move", NULL);
  g_assert_nonnull (reach);
}

static SandScenario *
load_hex_table (void)
{
  g_autofree char *path = test_data_path ("scenarios", "hex-table.sandtable");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  SandScenario *scenario = sand_scenario_load_file (file, &error);

  g_assert_no_error (error);
  return scenario;
}

/* The shipped table: the Wennbrücke carries the road over the Wenn, the river
 * stops everything else, and Altdorf is for infantry to hold. */
static void
test_hex_table (void)
{
  g_autoptr (SandScenario) scenario = load_hex_table ();
  g_autoptr (SandRuleset) rs = test_ohw_ruleset ();
  g_autoptr (SandHexReach) tank = test_solve (scenario, rs, "b-tank");
  g_autoptr (SandHexReach) inf = test_solve (scenario, rs, "b-inf1");
  g_autoptr (SandHexReach) cav = test_solve (scenario, rs, "b-cav");
  g_autofree char *town = test_hex_why (tank, HEX (3, 4));

  g_assert_true (sand_hex_equal (sand_hex_reach_get_start (tank), HEX (1, 5)));
  g_assert_cmpfloat (sand_hex_reach_cost (tank, HEX (2, 5)), ==, 1);
  /* named as the map names it */
  g_assert_cmpstr (town, ==, "Altdorf in (3, 4): Only infantry may end a move here");
  g_assert_true (sand_hex_equal (sand_hex_reach_get_start (inf), HEX (4, 4)));
  g_assert_cmpfloat (sand_hex_reach_cost (inf, HEX (3, 4)), ==, 1);
  g_assert_cmpfloat (sand_hex_reach_cost (cav, HEX (1, 6)), ==, 1);
  g_assert_cmpfloat (sand_hex_reach_cost (cav, HEX (3, 6)), <, 0); /* the armoured cars are there */
}

void
test_hexmove_rules_add_tests (void)
{
  for (guint i = 0; i < test_n_examples; i++)
    {
      g_autofree char *path = g_strdup_printf ("/hexmove/solver/%s", test_examples[i].name);
      g_test_add_data_func (path, &test_examples[i], test_example);
    }
  g_test_add_func ("/hexmove/solver/river-fixture", test_river_fixture);
  g_test_add_func ("/hexmove/solver/errors", test_errors);
  g_test_add_func ("/hexmove/solver/table-edge", test_table_edge);
  g_test_add_func ("/hexmove/solver/table-far-edge", test_table_far_edge);
  g_test_add_func ("/hexmove/solver/grid-too-fine", test_grid_too_fine);
  g_test_add_func ("/hexmove/solver/hex-table", test_hex_table);
  g_test_add_func ("/hexmove/ruleset/file", test_ruleset_file);
  g_test_add_func ("/hexmove/ruleset/registry", test_ruleset_registry);
  g_test_add_func ("/hexmove/ruleset/schema", test_ruleset_schema);
  g_test_add_func ("/hexmove/ruleset/edited", test_ruleset_edited);
}
