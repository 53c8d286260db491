/* test-hexmove.c: the hex movement tests' main and fixtures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "test-hexmove.h"

static const SandHexGrid test_grid = { TEST_SIZE, SAND_HEX_FLAT, TEST_X0, TEST_Y0 };

void
test_center (SandHex hex,
             double *x,
             double *y)
{
  sand_hex_grid_center (&test_grid, hex, x, y);
}

SandScenario *
test_scenario_new (void)
{
  SandScenario *scenario = sand_scenario_new ();
  g_autoptr (SandSide) blue = sand_side_new ("blue", "Blue", "#204a87");
  g_autoptr (SandSide) red = sand_side_new ("red", "Red", "#a40000");

  sand_scenario_set_size (scenario, 72, 48);
  sand_scenario_set_grid (scenario, SAND_GRID_HEX, TEST_SIZE, SAND_HEX_FLAT, TEST_X0, TEST_Y0);
  sand_scenario_set_ruleset (scenario, "ohw-ww2-hex");
  sand_scenario_add_side (scenario, blue);
  sand_scenario_add_side (scenario, red);
  return scenario;
}

SandFeature *
test_cover (SandScenario   *scenario,
            const char     *id,
            SandTerrainKind kind,
            SandHex         hex)
{
  g_autoptr (SandFeature) f = sand_feature_new (id, kind);
  SandPoint corners[6];

  sand_hex_grid_corners (&test_grid, hex, corners);
  sand_feature_set_polygon (f, corners, 6);
  sand_scenario_add_feature (scenario, f);
  return f;
}

static SandFeature *
add_polyline (SandScenario    *scenario,
              const char      *id,
              SandTerrainKind  kind,
              const SandPoint *pts,
              guint            n,
              double           width)
{
  g_autoptr (SandFeature) f = sand_feature_new (id, kind);

  sand_feature_set_polyline (f, pts, n);
  sand_feature_set_width (f, width);
  sand_scenario_add_feature (scenario, f);
  return f;
}

SandFeature *
test_line (SandScenario   *scenario,
           const char     *id,
           SandTerrainKind kind,
           double          x0,
           double          y0,
           double          x1,
           double          y1)
{
  SandPoint pts[2] = { { x0, y0 }, { x1, y1 } };

  return add_polyline (scenario, id, kind, pts, 2, 0.5);
}

SandFeature *
test_line_through (SandScenario   *scenario,
                   const char     *id,
                   SandTerrainKind kind,
                   const SandHex  *hexes,
                   guint           n)
{
  g_autofree SandPoint *pts = g_new (SandPoint, n);

  for (guint i = 0; i < n; i++)
    test_center (hexes[i], &pts[i].x, &pts[i].y);
  return add_polyline (scenario, id, kind, pts, n, 1);
}

SandUnit *
test_unit (SandScenario *scenario,
           const char   *id,
           const char   *class_id,
           const char   *side_id,
           SandHex       hex)
{
  double x, y;

  test_center (hex, &x, &y);
  g_autoptr (SandUnit) u = sand_unit_new (id, class_id, sand_scenario_find_side (scenario, side_id), x, y);
  sand_scenario_add_unit (scenario, u);
  return u;
}

char *
test_data_path (const char *folder,
                const char *name)
{
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA");

  g_assert_nonnull (data);
  return g_build_filename (data, folder, name, NULL);
}

SandRuleset *
test_ohw_ruleset (void)
{
  return test_ohw_ruleset_edit (NULL, NULL);
}

SandRuleset *
test_ohw_ruleset_edit (const char *old,
                       const char *replacement)
{
  g_autofree char *path = test_data_path ("rulesets", "ohw-ww2-hex.xml");
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &text, &len, &error));
  if (old != NULL)
    {
      g_auto (GStrv) parts = g_strsplit (text, old, -1);
      g_assert_cmpuint (g_strv_length (parts), ==, 2);
      g_free (text);
      text = g_strjoinv (replacement, parts);
      len = strlen (text);
    }
  SandRuleset *rs = sand_ruleset_load_data (text, len, path, &error);
  g_assert_no_error (error);
  return rs;
}

SandHexReach *
test_solve (SandScenario *scenario,
            SandRuleset  *ruleset,
            const char   *unit_id)
{
  g_autoptr (GError) error = NULL;
  SandUnit *unit = sand_scenario_find_unit (scenario, unit_id);
  SandHexReach *reach;

  g_assert_nonnull (unit);
  reach = sand_hex_reach_compute_for_scenario (scenario, ruleset, unit, "move", &error);
  g_assert_no_error (error);
  g_assert_nonnull (reach);
  return reach;
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  test_hexmove_rules_add_tests ();
  test_hexmove_cli_add_tests ();
  return g_test_run ();
}
