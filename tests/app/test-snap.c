/* test-snap.c: where snapping puts a point.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-hex-grid.h"
#include "sand-snap.h"

static SandScenario *
scenario_with_wall (SandFeature **wall_out)
{
  SandScenario *scenario = sand_scenario_new ();
  g_autoptr(SandFeature) wall = sand_feature_new ("x1", SAND_TERRAIN_WALL);
  g_autoptr(SandUnit) unit = sand_unit_new ("u1", "infantry", NULL, 20.3, 20.4);
  SandPoint points[] = { { 10.3, 10.3 }, { 15.7, 10.3 } };

  sand_feature_set_polyline (wall, points, 2);
  sand_scenario_add_feature (scenario, wall);
  sand_scenario_add_unit (scenario, unit);
  if (wall_out != NULL)
    *wall_out = wall;

  return scenario;
}

static void
test_none (void)
{
  SandSnap snap;
  double x, y;

  sand_snap_init (&snap);
  snap.vertices = FALSE;
  g_assert_false (sand_snap_point (&snap, NULL, NULL, 1.23, 4.56, &x, &y));
  g_assert_cmpfloat (x, ==, 1.23);
  g_assert_cmpfloat (y, ==, 4.56);
}

static void
test_square (void)
{
  SandSnap snap;
  double x, y;

  sand_snap_init (&snap);
  snap.grid = SAND_SNAP_GRID_SQUARE;
  snap.pitch = 0.5;
  g_assert_true (sand_snap_point (&snap, NULL, NULL, 1.23, 4.80, &x, &y));
  g_assert_cmpfloat (x, ==, 1.0);
  g_assert_cmpfloat (y, ==, 5.0);
  snap.pitch = 2.0;
  g_assert_true (sand_snap_point (&snap, NULL, NULL, -0.9, 3.1, &x, &y));
  g_assert_cmpfloat (x, ==, 0.0);
  g_assert_cmpfloat (y, ==, 4.0);
}

static void
test_vertices_first (void)
{
  SandFeature *wall;
  g_autoptr(SandScenario) scenario = scenario_with_wall (&wall);
  SandSnap snap;
  double x, y;

  sand_snap_init (&snap);
  snap.grid = SAND_SNAP_GRID_SQUARE;
  snap.pitch = 1.0;
  snap.reach = 0.5;

  /* Near a wall's end: the end, not the grid. */
  g_assert_true (sand_snap_point (&snap, scenario, NULL, 10.5, 10.1, &x, &y));
  g_assert_cmpfloat (x, ==, 10.3);
  g_assert_cmpfloat (y, ==, 10.3);
  /* Near a unit: its centre. */
  g_assert_true (sand_snap_point (&snap, scenario, NULL, 20.0, 20.0, &x, &y));
  g_assert_cmpfloat (x, ==, 20.3);
  /* Out of reach: the grid. */
  g_assert_true (sand_snap_point (&snap, scenario, NULL, 12.9, 12.2, &x, &y));
  g_assert_cmpfloat (x, ==, 13.0);
  g_assert_cmpfloat (y, ==, 12.0);
  /* The item being dragged does not snap to itself. */
  g_assert_true (sand_snap_point (&snap, scenario, wall, 10.5, 10.1, &x, &y));
  g_assert_cmpfloat (x, ==, 11.0);
  g_assert_cmpfloat (y, ==, 10.0);
  /* Without vertex snapping the grid rules. */
  snap.vertices = FALSE;
  g_assert_true (sand_snap_point (&snap, scenario, NULL, 10.5, 10.1, &x, &y));
  g_assert_cmpfloat (x, ==, 11.0);
}

static void
test_hex (void)
{
  g_autoptr(SandScenario) scenario = sand_scenario_new ();
  SandHexGrid grid;
  SandPoint corners[6];
  SandSnap snap;
  double x, y, cx, cy;

  sand_scenario_set_grid (scenario, SAND_GRID_HEX, 4.0, SAND_HEX_FLAT, 2.0, 2.0);
  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  sand_snap_init (&snap);
  snap.grid = SAND_SNAP_GRID_HEX;
  snap.vertices = FALSE;
  snap.reach = 10.0;

  /* Near the middle of a hex: its centre. */
  sand_hex_grid_center (&grid, (SandHex) { 2, 1 }, &cx, &cy);
  g_assert_true (sand_snap_point (&snap, scenario, NULL, cx + 0.3, cy - 0.2, &x, &y));
  g_assert_cmpfloat_with_epsilon (x, cx, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, cy, 1e-9);

  /* Near a corner: the corner. */
  sand_hex_grid_corners (&grid, (SandHex) { 2, 1 }, corners);
  g_assert_true (sand_snap_point (&snap, scenario, NULL, corners[2].x - 0.1, corners[2].y + 0.05, &x, &y));
  g_assert_cmpfloat_with_epsilon (x, corners[2].x, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, corners[2].y, 1e-9);

  /* A scenario without a grid leaves the point alone. */
  sand_scenario_set_grid (scenario, SAND_GRID_NONE, 4.0, SAND_HEX_FLAT, 0, 0);
  g_assert_false (sand_snap_point (&snap, scenario, NULL, 1.1, 1.2, &x, &y));
  g_assert_cmpfloat (x, ==, 1.1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/snap/none", test_none);
  g_test_add_func ("/snap/square", test_square);
  g_test_add_func ("/snap/vertices-first", test_vertices_first);
  g_test_add_func ("/snap/hex", test_hex);

  return g_test_run ();
}
