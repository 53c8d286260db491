/* test-hex-terrain.c: majority terrain, river sides and roads on a hex map.
 *
 * The grid is flat-topped, 4 inches across flats, hex (0, 0) centred at (20, 20):
 * its top and bottom sides are at y = 18 and y = 22.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "test-hex.h"

#define SQRT3 1.7320508075688772

static const SandHex origin = { 0, 0 };

/* The offset t from the centre of a flat-topped hex such that the part above
 * y = centre + t is @share of its area. Above the centre line the width at offset
 * u is 2R - 2|u|/√3, so the area between the centre and t is 2R|t| - t²/√3. */
static double
band_offset (double share)
{
  double radius = TEST_HEX_SIZE / SQRT3;
  double area = 1.5 * SQRT3 * radius * radius;
  double extra = fabs (share - 0.5) * area;
  double t = SQRT3 * (radius - sqrt (radius * radius - extra / SQRT3));

  return share >= 0.5 ? t : -t;
}

/* An area across hex (0, 0) from @top to @bottom, reaching a little beyond it. */
static SandFeature *
add_band (SandScenario    *scenario,
          const char      *id,
          SandTerrainKind  kind,
          double           top,
          double           bottom)
{
  return test_hex_add_rect (scenario, id, kind, TEST_HEX_X0 - 3, top, 6, bottom - top);
}

/* An area covering the top @share of hex (0, 0). */
static SandFeature *
add_top_band (SandScenario    *scenario,
              const char      *id,
              SandTerrainKind  kind,
              double           share)
{
  return add_band (scenario, id, kind, TEST_HEX_Y0 - 2.5, TEST_HEX_Y0 + band_offset (share));
}

/* An area covering the bottom @share of hex (0, 0). */
static SandFeature *
add_bottom_band (SandScenario    *scenario,
                 const char      *id,
                 SandTerrainKind  kind,
                 double           share)
{
  return add_band (scenario, id, kind, TEST_HEX_Y0 + band_offset (1 - share), TEST_HEX_Y0 + 2.5);
}

static void
test_terrain_woods_60 (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  SandFeature *woods = add_top_band (scenario, "w1", SAND_TERRAIN_WOODS, 0.6);
  g_autoptr(SandHexMap) map = test_hex_map_new (scenario);

  g_assert_cmpint (sand_hex_map_terrain (map, origin), ==, SAND_TERRAIN_WOODS);
  g_assert_true (sand_hex_map_terrain_feature (map, origin) == woods);
  g_assert_cmpfloat_with_epsilon (sand_hex_map_terrain_share (map, origin), 0.6, 0.02);
  g_assert_cmpint (sand_hex_map_level (map, origin), ==, 0);
  /* The hex below is untouched by the band. */
  g_assert_cmpint (sand_hex_map_terrain (map, sand_hex_neighbor (origin, 2)), ==,
                   SAND_HEX_OPEN_GROUND);
}

static void
test_terrain_woods_40 (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  g_autoptr(SandHexMap) map = NULL;

  add_top_band (scenario, "w1", SAND_TERRAIN_WOODS, 0.4);
  map = test_hex_map_new (scenario);
  g_assert_cmpint (sand_hex_map_terrain (map, origin), ==, SAND_HEX_OPEN_GROUND);
  g_assert_null (sand_hex_map_terrain_feature (map, origin));
  g_assert_cmpfloat_with_epsilon (sand_hex_map_terrain_share (map, origin), 0.6, 0.02);
}

/* Woods over exactly the top half: a tie, which open ground wins. */
static void
test_terrain_tie_is_open (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  g_autoptr(SandHexMap) map = NULL;

  add_band (scenario, "w1", SAND_TERRAIN_WOODS, TEST_HEX_Y0 - 2.5, TEST_HEX_Y0);
  map = test_hex_map_new (scenario);
  g_assert_cmpint (sand_hex_map_terrain (map, origin), ==, SAND_HEX_OPEN_GROUND);
  g_assert_cmpfloat (sand_hex_map_terrain_share (map, origin), ==, 0.5);
}

/* Open ground 40%, woods 30%, town 30%: the largest part wins, though not half. */
static void
test_terrain_open_plurality (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  g_autoptr(SandHexMap) map = NULL;

  add_top_band (scenario, "w1", SAND_TERRAIN_WOODS, 0.3);
  add_bottom_band (scenario, "t1", SAND_TERRAIN_TOWN, 0.3);
  map = test_hex_map_new (scenario);
  g_assert_cmpint (sand_hex_map_terrain (map, origin), ==, SAND_HEX_OPEN_GROUND);
}

/* Woods 45%, town 25%, open 30%: woods wins without covering half. */
static void
test_terrain_woods_plurality (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  g_autoptr(SandHexMap) map = NULL;

  add_top_band (scenario, "w1", SAND_TERRAIN_WOODS, 0.45);
  add_bottom_band (scenario, "t1", SAND_TERRAIN_TOWN, 0.25);
  map = test_hex_map_new (scenario);
  g_assert_cmpint (sand_hex_map_terrain (map, origin), ==, SAND_TERRAIN_WOODS);
  g_assert_cmpfloat_with_epsilon (sand_hex_map_terrain_share (map, origin), 0.45, 0.02);
}

/* Two woods of 35% and 25% make a wooded hex, named after the larger. */
static void
test_terrain_same_kind_adds_up (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  g_autoptr(SandHexMap) map = NULL;
  SandFeature *larger;

  larger = add_top_band (scenario, "w1", SAND_TERRAIN_WOODS, 0.35);
  add_bottom_band (scenario, "w2", SAND_TERRAIN_WOODS, 0.25);
  map = test_hex_map_new (scenario);
  g_assert_cmpint (sand_hex_map_terrain (map, origin), ==, SAND_TERRAIN_WOODS);
  g_assert_true (sand_hex_map_terrain_feature (map, origin) == larger);
  g_assert_cmpfloat_with_epsilon (sand_hex_map_terrain_share (map, origin), 0.6, 0.02);
}

/* Where areas overlap the topmost counts: woods drawn over a town. */
static void
test_terrain_topmost (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  g_autoptr(SandHexMap) map = NULL;

  test_hex_cover_hex (scenario, "t1", SAND_TERRAIN_TOWN, origin);
  test_hex_cover_hex (scenario, "w1", SAND_TERRAIN_WOODS, origin);
  map = test_hex_map_new (scenario);
  g_assert_cmpint (sand_hex_map_terrain (map, origin), ==, SAND_TERRAIN_WOODS);
}

/* "hill … level (higher level wins where they overlap)": a level-2 hill drawn
 * under a level-1 hill still gives level 2 where both are. */
static void
test_terrain_hill_higher_level (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  g_autoptr(SandHexMap) map = NULL;
  g_autoptr(SandHexMap) map2 = NULL;
  SandFeature *high, *low;

  high = test_hex_cover_hex (scenario, "h2", SAND_TERRAIN_HILL, origin);
  sand_feature_set_level (high, 2);
  low = test_hex_add_rect (scenario, "h1", SAND_TERRAIN_HILL, 10, 10, 20, 20);
  map = test_hex_map_new (scenario);
  g_assert_cmpint (sand_hex_map_terrain (map, origin), ==, SAND_TERRAIN_HILL);
  g_assert_cmpint (sand_hex_map_level (map, origin), ==, 2);
  g_assert_true (sand_hex_map_terrain_feature (map, origin) == high);
  /* Around it, only the level-1 hill. */
  g_assert_cmpint (sand_hex_map_level (map, (SandHex) { -1, -1 }), ==, 1);
  g_assert_true (sand_hex_map_terrain_feature (map, (SandHex) { -1, -1 }) == low);

  /* A level-2 hill over 30% of the hex on a level-1 hill: level 1 has most. */
  sand_scenario_remove_feature (scenario, high);
  add_top_band (scenario, "h3", SAND_TERRAIN_HILL, 0.3);
  sand_feature_set_level (sand_scenario_find_feature (scenario, "h3"), 2);
  map2 = test_hex_map_new (scenario);
  g_assert_cmpint (sand_hex_map_terrain (map2, origin), ==, SAND_TERRAIN_HILL);
  g_assert_cmpint (sand_hex_map_level (map2, origin), ==, 1);
}

/* Only the part of a hex on the table counts: hex (0, 0) centred on the left
 * edge, with woods over 84% of its on-table half (42% of the whole hex). */
static void
test_terrain_edge_hex (void)
{
  g_autoptr(SandScenario) scenario = sand_scenario_new ();
  g_autoptr(SandHexMap) map = NULL;

  sand_scenario_set_size (scenario, 72, 48);
  sand_scenario_set_grid (scenario, SAND_GRID_HEX, 4, SAND_HEX_FLAT, 0, 20);
  test_hex_add_rect (scenario, "w1", SAND_TERRAIN_WOODS, -5, 10, 6.5, 20);
  map = test_hex_map_new (scenario);
  g_assert_true (sand_hex_map_on_table (map, origin));
  g_assert_cmpint (sand_hex_map_terrain (map, origin), ==, SAND_TERRAIN_WOODS);
  g_assert_cmpfloat_with_epsilon (sand_hex_map_terrain_share (map, origin), 0.836, 0.03);
}

static void
test_terrain_on_table (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_POINTY);
  g_autoptr(SandHexMap) map = test_hex_map_new (scenario);
  GArray *hexes = sand_hex_map_get_hexes (map);

  g_assert_true (sand_hex_map_on_table (map, origin));
  g_assert_false (sand_hex_map_on_table (map, (SandHex) { -40, 0 }));
  g_assert_false (sand_hex_map_on_table (map, (SandHex) { 0, 40 }));
  g_assert_cmpint (sand_hex_map_terrain (map, (SandHex) { 0, 40 }), ==, SAND_HEX_OPEN_GROUND);
  g_assert_false (sand_hex_map_side_blocked (map, (SandHex) { 0, 40 }, 0, NULL));
  g_assert_cmpuint (hexes->len, >, 100);
  for (guint i = 0; i < hexes->len; i++)
    g_assert_true (sand_hex_map_on_table (map, g_array_index (hexes, SandHex, i)));
}

/* Rivers ------------------------------------------------------------------ */

/* A river just above y = 22 separates row r = 0 of column 0 from row r = 1. */
static SandFeature *
add_river (SandScenario *scenario)
{
  static const double river[] = { 0, 21.9, 72, 21.9 };

  return test_hex_add_line (scenario, "r1", SAND_TERRAIN_RIVER, river, 2);
}

/* "Rivers may only be crossed via bridges or fords." */
static void
test_river_blocks_side (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  SandFeature *river = add_river (scenario);
  g_autoptr(SandHexMap) map = test_hex_map_new (scenario);
  SandFeature *why = NULL, *crossing = NULL;

  g_assert_true (sand_hex_map_side_blocked (map, origin, 2, &why));
  g_assert_true (why == river);
  /* The same side seen from the other hex. */
  g_assert_true (sand_hex_map_side_blocked (map, (SandHex) { 0, 1 }, 5, &why));
  g_assert_true (why == river);
  g_assert_true (sand_hex_map_side_watercourse (map, origin, 2, &crossing) == river);
  g_assert_null (crossing);
  /* The sides up and to the upper right do not cross it. */
  g_assert_false (sand_hex_map_side_blocked (map, origin, 5, &why));
  g_assert_null (why);
  g_assert_false (sand_hex_map_side_blocked (map, origin, 0, NULL));
  g_assert_null (sand_hex_map_side_watercourse (map, origin, 0, NULL));
}

static void
test_river_bridge_opens_side (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  SandFeature *river = add_river (scenario);
  static const double span[] = { 20, 21.2, 20, 22.6 };
  SandFeature *bridge = test_hex_add_line (scenario, "b1", SAND_TERRAIN_BRIDGE, span, 2);
  g_autoptr(SandHexMap) map = test_hex_map_new (scenario);
  SandFeature *crossing = NULL;

  g_assert_false (sand_hex_map_side_blocked (map, origin, 2, NULL));
  g_assert_false (sand_hex_map_side_blocked (map, (SandHex) { 0, 1 }, 5, NULL));
  g_assert_true (sand_hex_map_side_watercourse (map, origin, 2, &crossing) == river);
  g_assert_true (crossing == bridge);
  /* The bridge is 3.3 inches from where the lower-right side's segment crosses:
   * more than half a hex, so that side stays blocked. */
  g_assert_true (sand_hex_map_side_blocked (map, origin, 1, NULL));
  g_assert_true (sand_hex_map_side_blocked (map, origin, 3, NULL));
}

static void
test_river_ford_point_opens_side (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  g_autoptr(SandFeature) ford = sand_feature_new ("f1", SAND_TERRAIN_FORD);
  g_autoptr(SandHexMap) map = NULL;
  SandFeature *crossing = NULL;

  add_river (scenario);
  /* 1.5 inches along the river from the crossing at (20, 21.9): within half a hex. */
  sand_feature_set_point (ford, 21.5, 21.9);
  sand_scenario_add_feature (scenario, ford);
  map = test_hex_map_new (scenario);
  g_assert_false (sand_hex_map_side_blocked (map, origin, 2, NULL));
  sand_hex_map_side_watercourse (map, origin, 2, &crossing);
  g_assert_true (crossing == ford);
}

static void
test_river_fordable (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  SandFeature *river = add_river (scenario);
  g_autoptr(SandHexMap) map = NULL;
  SandFeature *crossing = NULL;

  sand_feature_set_fordable (river, TRUE);
  map = test_hex_map_new (scenario);
  g_assert_false (sand_hex_map_side_blocked (map, origin, 2, NULL));
  g_assert_true (sand_hex_map_side_watercourse (map, origin, 2, &crossing) == river);
  g_assert_true (crossing == river);
}

/* A stream that stops inside a hex blocks no side it does not reach. */
static void
test_stream_ends_in_hex (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  static const double stream[] = { 0, 21.9, 19, 21.9 };
  g_autoptr(SandHexMap) map = NULL;

  test_hex_add_line (scenario, "s1", SAND_TERRAIN_STREAM, stream, 2);
  map = test_hex_map_new (scenario);
  g_assert_false (sand_hex_map_side_blocked (map, origin, 2, NULL));
  g_assert_true (sand_hex_map_side_blocked (map, origin, 3, NULL));
}

/* Roads -------------------------------------------------------------------- */

static void
test_road_down_a_column (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  static const double line[] = { 20, 10.5, 20, 29.5 };
  SandFeature *road = test_hex_add_line (scenario, "rd1", SAND_TERRAIN_ROAD, line, 2);
  g_autoptr(SandHexMap) map = test_hex_map_new (scenario);

  /* y from 10.5 to 29.5 passes the centres of (0, -2) … (0, 2). */
  for (int r = -2; r <= 2; r++)
    g_assert_true (sand_hex_map_road (map, (SandHex) { 0, r }) == road);
  g_assert_null (sand_hex_map_road (map, (SandHex) { 0, -3 }));
  g_assert_null (sand_hex_map_road (map, (SandHex) { 0, 3 }));
  g_assert_null (sand_hex_map_road (map, (SandHex) { 1, 0 }));

  for (int r = -2; r < 2; r++)
    {
      g_assert_true (sand_hex_map_road_link (map, (SandHex) { 0, r }, 2) == road);
      g_assert_true (sand_hex_map_road_link (map, (SandHex) { 0, r + 1 }, 5) == road);
    }
  g_assert_null (sand_hex_map_road_link (map, (SandHex) { 0, 2 }, 2));
  g_assert_null (sand_hex_map_road_link (map, (SandHex) { 0, -2 }, 5));
  for (int d = 0; d < 6; d++)
    if (d != 2 && d != 5)
      g_assert_null (sand_hex_map_road_link (map, origin, d));
}

/* A road with a bend links the hexes it passes through, in order. */
static void
test_road_bend (void)
{
  g_autoptr(SandScenario) scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  SandHexGrid grid;
  double ax, ay, bx, by, cx, cy;
  double line[6];
  SandFeature *road;
  g_autoptr(SandHexMap) map = NULL;

  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  /* (0, 0) → (2, 0) through (1, 0), then up to (2, -2) through (2, -1). */
  sand_hex_grid_center (&grid, origin, &ax, &ay);
  sand_hex_grid_center (&grid, (SandHex) { 2, 0 }, &bx, &by);
  sand_hex_grid_center (&grid, (SandHex) { 2, -2 }, &cx, &cy);
  line[0] = ax; line[1] = ay; line[2] = bx; line[3] = by; line[4] = cx; line[5] = cy;
  road = test_hex_add_line (scenario, "rd1", SAND_TERRAIN_ROAD, line, 3);
  map = test_hex_map_new (scenario);

  g_assert_true (sand_hex_map_road_link (map, origin, 1) == road);
  g_assert_true (sand_hex_map_road_link (map, (SandHex) { 1, 0 }, 1) == road);
  g_assert_true (sand_hex_map_road_link (map, (SandHex) { 2, 0 }, 4) == road);
  g_assert_true (sand_hex_map_road_link (map, (SandHex) { 2, 0 }, 5) == road);
  g_assert_true (sand_hex_map_road_link (map, (SandHex) { 2, -1 }, 5) == road);
  g_assert_true (sand_hex_map_road (map, (SandHex) { 2, -2 }) == road);
  /* No shortcut across the bend. */
  g_assert_null (sand_hex_map_road_link (map, (SandHex) { 1, 0 }, 0));
  g_assert_null (sand_hex_map_road (map, (SandHex) { 1, -1 }));
}

void
test_hex_terrain_add_tests (void)
{
  g_test_add_func ("/hex/terrain/majority/woods-60-percent-is-woods", test_terrain_woods_60);
  g_test_add_func ("/hex/terrain/majority/woods-40-percent-is-open", test_terrain_woods_40);
  g_test_add_func ("/hex/terrain/majority/open-ground-largest-part", test_terrain_open_plurality);
  g_test_add_func ("/hex/terrain/majority/tie-is-open", test_terrain_tie_is_open);
  g_test_add_func ("/hex/terrain/majority/woods-largest-part", test_terrain_woods_plurality);
  g_test_add_func ("/hex/terrain/majority/same-kind-adds-up", test_terrain_same_kind_adds_up);
  g_test_add_func ("/hex/terrain/majority/topmost-area", test_terrain_topmost);
  g_test_add_func ("/hex/terrain/hill/higher-level-wins", test_terrain_hill_higher_level);
  g_test_add_func ("/hex/terrain/edge-hex-counts-table-part", test_terrain_edge_hex);
  g_test_add_func ("/hex/terrain/on-table", test_terrain_on_table);
  g_test_add_func ("/hex/terrain/rivers/crossed-only-via-bridges-or-fords/blocked",
                   test_river_blocks_side);
  g_test_add_func ("/hex/terrain/rivers/crossed-only-via-bridges-or-fords/bridge",
                   test_river_bridge_opens_side);
  g_test_add_func ("/hex/terrain/rivers/crossed-only-via-bridges-or-fords/ford",
                   test_river_ford_point_opens_side);
  g_test_add_func ("/hex/terrain/rivers/fordable-watercourse", test_river_fordable);
  g_test_add_func ("/hex/terrain/rivers/stream-ends-in-hex", test_stream_ends_in_hex);
  g_test_add_func ("/hex/terrain/roads/down-a-column", test_road_down_a_column);
  g_test_add_func ("/hex/terrain/roads/bend", test_road_bend);
}
