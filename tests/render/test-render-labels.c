/* test-render-labels.c: where an area's name is drawn among the units on it.
 * The name is found as the pixels that change when the area is given one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-geometry.h"
#include "sand-render.h"

#define PPI 20.0

/* The terrain (with the areas' names) of @scenario; units are drawn elsewhere,
 * so what changes with a name is the name alone. @badges: the attribute a
 * layer above shows in a badge, or NULL. */
static cairo_surface_t *
render_terrain_with_badges (SandScenario *scenario,
                            const char   *badges)
{
  int w = (int) ceil (sand_scenario_get_width (scenario) * PPI);
  int h = (int) ceil (sand_scenario_get_height (scenario) * PPI);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  SandRenderOptions options;

  sand_render_options_init (&options);
  options.pixels_per_inch = PPI;
  options.badge_attribute = badges;
  cairo_scale (cr, PPI, PPI);
  sand_render_terrain (cr, scenario, &options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The bounds (table inches) of the pixels where @a and @b differ; empty if none. */
static SandBounds
difference (cairo_surface_t *a,
            cairo_surface_t *b)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);
  const guint8 *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  SandBounds bounds = { G_MAXDOUBLE, G_MAXDOUBLE, -G_MAXDOUBLE, -G_MAXDOUBLE };

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (memcmp (pa + y * stride + x * 4, pb + y * stride + x * 4, 4) != 0)
        {
          bounds.x0 = MIN (bounds.x0, x / PPI);
          bounds.y0 = MIN (bounds.y0, y / PPI);
          bounds.x1 = MAX (bounds.x1, (x + 1) / PPI);
          bounds.y1 = MAX (bounds.y1, (y + 1) / PPI);
        }
  return bounds;
}

/* Where the name of @area in @scenario is drawn once it is given @name. */
static SandBounds
name_bounds_with_badges (SandScenario *scenario,
                         SandFeature  *area,
                         const char   *name,
                         const char   *badges)
{
  cairo_surface_t *named, *unnamed;
  SandBounds bounds;

  sand_feature_set_name (area, NULL);
  unnamed = render_terrain_with_badges (scenario, badges);
  sand_feature_set_name (area, name);
  named = render_terrain_with_badges (scenario, badges);
  bounds = difference (named, unnamed);
  cairo_surface_destroy (named);
  cairo_surface_destroy (unnamed);
  return bounds;
}

static SandBounds
name_bounds (SandScenario *scenario,
             SandFeature  *area,
             const char   *name)
{
  return name_bounds_with_badges (scenario, area, name, NULL);
}

/* Where the name of a 10×8in area of @kind at (5, 4) is drawn, with @n units
 * named "Schtz. Kern" at @spots. */
static SandBounds
area_name_bounds (SandTerrainKind  kind,
                  const double   (*spots)[2],
                  guint            n)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandSide) side = sand_side_new ("de", "German", "#a40000");
  g_autoptr (SandFeature) area = sand_feature_new ("area", kind);

  sand_scenario_set_size (scenario, 20, 16);
  sand_scenario_add_side (scenario, side);
  sand_feature_set_rect (area, 5, 4, 10, 8);
  sand_scenario_add_feature (scenario, area);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("u%u", i);
      g_autoptr (SandUnit) unit = sand_unit_new (id, "infantry", side, spots[i][0], spots[i][1]);

      sand_unit_set_name (unit, "Schtz. Kern");
      sand_scenario_add_unit (scenario, unit);
    }
  return name_bounds (scenario, area, "Bois des Pins");
}

/* A wood's name is drawn in its middle; with a unit standing there, higher up
 * inside the wood, clear of the unit's base and of its name below it. */
static void
test_area_name_clear_of_units (void)
{
  const double middle[][2] = { { 10, 8 } };
  SandBounds alone = area_name_bounds (SAND_TERRAIN_WOODS, NULL, 0);
  SandBounds crowded = area_name_bounds (SAND_TERRAIN_WOODS, middle, 1);
  /* The unit's base (about 0.5in) and its name under it. */
  SandBounds unit = { 8.5, 7.5, 11.5, 9.2 };

  g_assert_cmpfloat (alone.x0, <, alone.x1);
  g_assert_cmpfloat (alone.y0, <, 8);
  g_assert_cmpfloat (alone.y1, >, 8);
  g_assert_true (sand_bounds_intersect (&alone, &unit));

  g_assert_cmpfloat (crowded.x0, <, crowded.x1);
  g_assert_false (sand_bounds_intersect (&crowded, &unit));
  /* Still on the wood, under its centre. */
  g_assert_cmpfloat (crowded.y0, >, 4);
  g_assert_cmpfloat (crowded.y1, <, 12);
  g_assert_cmpfloat (fabs ((crowded.x0 + crowded.x1) / 2 - 10), <, 0.5);
}

/* A hill is named inside its lower edge; with a unit standing there, inside
 * its upper edge. */
static void
test_hill_name_clear_of_units (void)
{
  const double low[][2] = { { 10, 10.8 } };
  SandBounds alone = area_name_bounds (SAND_TERRAIN_HILL, NULL, 0);
  SandBounds crowded = area_name_bounds (SAND_TERRAIN_HILL, low, 1);

  g_assert_cmpfloat (alone.y0, >, 10);
  g_assert_cmpfloat (alone.y1, <, 12);
  g_assert_cmpfloat (crowded.y0, >, 4);
  g_assert_cmpfloat (crowded.y1, <, 6);
}

/* Units standing at every place tried leave the name where the fewest are: here
 * the middle, where one stands, not the top or bottom, where two do. */
static void
test_area_name_where_fewest_units (void)
{
  const double spots[][2] = { { 10, 7.6 }, { 8.5, 5.1 }, { 11.5, 5.1 }, { 8.5, 9.6 }, { 11.5, 9.6 } };
  SandBounds bounds = area_name_bounds (SAND_TERRAIN_WOODS, spots, G_N_ELEMENTS (spots));

  g_assert_cmpfloat (bounds.y0, <, 8);
  g_assert_cmpfloat (bounds.y1, >, 7.5);
}

/* A building is named above its roof; with a wall running along there, below
 * it, clear of the wall. */
static void
test_building_name_clear_of_walls (void)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandFeature) cafe = sand_feature_new ("cafe", SAND_TERRAIN_BUILDING);
  g_autoptr (SandFeature) wall = sand_feature_new ("wall", SAND_TERRAIN_WALL);
  const SandPoint points[] = { { 4, 3.5 }, { 16, 3.5 }, { 16, 13 } };
  SandBounds alone, walled, wall_box = { 3.9, 3.3, 16.2, 3.7 };

  sand_scenario_set_size (scenario, 20, 16);
  sand_feature_set_rect (cafe, 7, 4, 6, 5);
  sand_scenario_add_feature (scenario, cafe);
  alone = name_bounds (scenario, cafe, "Café de la Poste");
  g_assert_cmpfloat (alone.x0, <, alone.x1);
  g_assert_cmpfloat (alone.y1, <=, 4);
  g_assert_true (sand_bounds_intersect (&alone, &wall_box));

  sand_feature_set_polyline (wall, points, G_N_ELEMENTS (points));
  sand_scenario_add_feature (scenario, wall);
  walled = name_bounds (scenario, cafe, "Café de la Poste");
  g_assert_cmpfloat (walled.x0, <, walled.x1);
  g_assert_false (sand_bounds_intersect (&walled, &wall_box));
  g_assert_cmpfloat (walled.y0, >=, 9);
  g_assert_cmpfloat (walled.y1, <, 10.5);
}

/* On a hex table whose ruleset counts strength, each unit with one carries a
 * badge above its base's right: a wood's name keeps clear of it as of the unit. One unit stands in the
 * wood's middle; another's base lies below the upper place for the name, its
 * badge over it: the name goes low in the wood, and high without the grid. */
static void
test_area_name_clear_of_badges (void)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandSide) side = sand_side_new ("de", "German", "#a40000");
  g_autoptr (SandFeature) wood = sand_feature_new ("wood", SAND_TERRAIN_WOODS);
  g_autoptr (SandUnit) middle = sand_unit_new ("u1", "infantry", side, 10, 8);
  g_autoptr (SandUnit) upper = sand_unit_new ("u2", "infantry", side, 9.2, 6.7);
  SandBounds plain, hexed;
  double base_top = 6.7 - sand_unit_get_radius (upper);

  sand_scenario_set_size (scenario, 20, 16);
  sand_scenario_add_side (scenario, side);
  sand_feature_set_rect (wood, 5, 4, 10, 8);
  sand_scenario_add_feature (scenario, wood);
  sand_unit_set_attr (middle, "strength", "15");
  sand_unit_set_attr (upper, "strength", "15");
  sand_scenario_add_unit (scenario, middle);
  sand_scenario_add_unit (scenario, upper);

  plain = name_bounds_with_badges (scenario, wood, "Grünwald", "strength");
  g_assert_cmpfloat (plain.x0, <, plain.x1);
  g_assert_cmpfloat (plain.y1, <, base_top);

  sand_scenario_set_grid (scenario, SAND_GRID_HEX, 4, SAND_HEX_FLAT, 0, 0);
  hexed = name_bounds_with_badges (scenario, wood, "Grünwald", "strength");
  g_assert_cmpfloat (hexed.x0, <, hexed.x1);
  g_assert_cmpfloat (hexed.y0, >, 9);
  g_assert_cmpfloat (hexed.y1, <, 12);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/labels/area-name-clear-of-units", test_area_name_clear_of_units);
  g_test_add_func ("/render/labels/hill-name-clear-of-units", test_hill_name_clear_of_units);
  g_test_add_func ("/render/labels/area-name-where-fewest-units", test_area_name_where_fewest_units);
  g_test_add_func ("/render/labels/building-name-clear-of-walls", test_building_name_clear_of_walls);
  g_test_add_func ("/render/labels/area-name-clear-of-badges", test_area_name_clear_of_badges);

  return g_test_run ();
}
