/* test-hex.c: the hex tests' main and fixtures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-hex.h"

SandScenario *
test_hex_scenario_new (SandHexOrientation orientation)
{
  SandScenario *scenario = sand_scenario_new ();

  sand_scenario_set_size (scenario, 72, 48);
  sand_scenario_set_grid (scenario, SAND_GRID_HEX, TEST_HEX_SIZE, orientation,
                          TEST_HEX_X0, TEST_HEX_Y0);
  return scenario;
}

static GArray *
points_from_xy (const double *xy,
                guint         n)
{
  GArray *pts = g_array_sized_new (FALSE, FALSE, sizeof (SandPoint), n);

  for (guint i = 0; i < n; i++)
    {
      SandPoint p = { xy[2 * i], xy[2 * i + 1] };

      g_array_append_val (pts, p);
    }
  return pts;
}

typedef void (*SetPoints) (SandFeature *, const SandPoint *, guint);

static SandFeature *
add_points (SandScenario    *scenario,
            const char      *id,
            SandTerrainKind  kind,
            SetPoints        set_points,
            const double    *xy,
            guint            n)
{
  g_autoptr(SandFeature) f = sand_feature_new (id, kind);
  g_autoptr(GArray) pts = points_from_xy (xy, n);

  set_points (f, (const SandPoint *) pts->data, n);
  sand_scenario_add_feature (scenario, f);
  return f;
}

SandFeature *
test_hex_add_polygon (SandScenario    *scenario,
                      const char      *id,
                      SandTerrainKind  kind,
                      const double    *xy,
                      guint            n)
{
  return add_points (scenario, id, kind, sand_feature_set_polygon, xy, n);
}

SandFeature *
test_hex_add_rect (SandScenario    *scenario,
                   const char      *id,
                   SandTerrainKind  kind,
                   double           x,
                   double           y,
                   double           width,
                   double           height)
{
  g_autoptr(SandFeature) f = sand_feature_new (id, kind);

  sand_feature_set_rect (f, x, y, width, height);
  sand_scenario_add_feature (scenario, f);
  return f;
}

SandFeature *
test_hex_add_line (SandScenario    *scenario,
                   const char      *id,
                   SandTerrainKind  kind,
                   const double    *xy,
                   guint            n)
{
  return add_points (scenario, id, kind, sand_feature_set_polyline, xy, n);
}

SandFeature *
test_hex_cover_hex (SandScenario    *scenario,
                    const char      *id,
                    SandTerrainKind  kind,
                    SandHex          hex)
{
  SandHexGrid grid;
  double cx, cy;

  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  sand_hex_grid_center (&grid, hex, &cx, &cy);
  /* 0.9 of the size square: over 80% of the hex, under half of any neighbour. */
  return test_hex_add_rect (scenario, id, kind,
                            cx - 0.45 * grid.size, cy - 0.45 * grid.size,
                            0.9 * grid.size, 0.9 * grid.size);
}

SandHexMap *
test_hex_map_new (SandScenario *scenario)
{
  SandHexGrid grid;

  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  return sand_hex_map_new (scenario, &grid);
}

SandRuleset *
test_hex_ohw (void)
{
  static SandRulesetRegistry *registry;
  SandRuleset *ruleset;

  if (registry == NULL)
    registry = sand_ruleset_registry_new ();
  ruleset = sand_ruleset_registry_lookup (registry, "ohw-ww2-hex");
  g_assert_nonnull (ruleset);
  return ruleset;
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  test_hex_grid_add_tests ();
  test_hex_terrain_add_tests ();
  test_hex_crossings_add_tests ();
  test_hex_sight_add_tests ();
  test_ohw_combat_add_tests ();

  return g_test_run ();
}
