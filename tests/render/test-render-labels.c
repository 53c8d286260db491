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
#include "test-example.h"

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

/* The names placed for the club table at @ppi pixels an inch. */
static GArray *
club_labels (SandScenario *scenario,
             double        ppi)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 8, 8);
  cairo_t *cr = cairo_create (surface);
  SandRenderOptions options;
  GArray *labels;

  sand_render_options_init (&options);
  options.pixels_per_inch = ppi;
  labels = sand_render_labels (cr, scenario, &options);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return labels;
}

static void
assert_none_overlap (GArray *labels)
{
  for (guint i = 0; i < labels->len; i++)
    for (guint j = i + 1; j < labels->len; j++)
      {
        const SandLabel *a = &g_array_index (labels, SandLabel, i), *b = &g_array_index (labels, SandLabel, j);

        if (sand_bounds_intersect (&a->box, &b->box))
          g_error ("“%s” and “%s” overlap", a->text, b->text);
      }
}

/* The club table (72×48in) fits a 1280×800 window at about 12 pixels an inch:
 * there its 53 names would pile up. The names drawn overlap nowhere, some are
 * left out and some shortened; each step closer draws more of them whole,
 * until at 48 pixels an inch every one is there, whole. */
static void
test_club_declutter_by_zoom (void)
{
  g_autoptr (SandScenario) scenario = test_example_load ("club-table");
  guint n_names = 0, last = 0, last_whole = 0, n_units = 0, n_areas = 0;
  const double scales[] = { 12, 18, 24, 48 };
  GListModel *features = sand_scenario_get_features (scenario);

  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr (SandFeature) feature = g_list_model_get_item (features, i);

      n_names += sand_feature_get_shape (feature) == SAND_SHAPE_AREA && sand_feature_get_name (feature) != NULL;
    }
  n_names += g_list_model_get_n_items (sand_scenario_get_units (scenario));
  g_assert_cmpuint (n_names, ==, 53);

  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      g_autoptr (GArray) labels = club_labels (scenario, scales[s]);
      guint whole = 0;

      assert_none_overlap (labels);
      g_assert_cmpuint (labels->len, >=, last);
      last = labels->len;
      for (guint i = 0; i < labels->len; i++)
        {
          const SandLabel *label = &g_array_index (labels, SandLabel, i);
          const char *name = label->unit ? sand_unit_get_name (label->unit) : sand_feature_get_name (label->feature);

          whole += g_str_equal (label->text, name);
          if (s == 0)
            {
              n_units += label->unit != NULL;
              n_areas += label->feature != NULL;
            }
        }
      g_test_message ("%.0f px/in: %u names, %u of them whole, of %u", scales[s], labels->len, whole, n_names);
      g_assert_cmpuint (whole, >, last_whole);
      last_whole = whole;
      if (s == 0)
        {
          g_assert_cmpuint (labels->len, <, n_names);
          /* with no unit selected, an area first */
          g_assert_nonnull (g_array_index (labels, SandLabel, 0).feature);
          g_assert_cmpuint (n_areas, >=, 8);
          g_assert_cmpuint (n_units, >=, 10);
        }
      if (s == G_N_ELEMENTS (scales) - 1)
        g_assert_cmpuint (whole, ==, n_names);
    }
}

/* @names[] as units standing at (@xs[i], 10) on a 30×20in table, and above
 * the last one another figure (named by its id); with their names placed at 12 pixels
 * an inch. */
static GArray *
men_labels (const char * const *names,
            const double       *xs,
            guint               n,
            SandScenario      **out)
{
  SandScenario *scenario = sand_scenario_new ();
  g_autoptr (SandSide) side = sand_side_new ("us", "US", "#204a87");
  g_autoptr (SandUnit) probe = sand_unit_new ("probe", "infantry", side, 0, 0);
  g_autoptr (SandUnit) above = NULL;

  sand_scenario_set_size (scenario, 30, 20);
  sand_scenario_add_side (scenario, side);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("u%u", i);
      g_autoptr (SandUnit) unit = sand_unit_new (id, "infantry", side, xs[i], 10);

      sand_unit_set_name (unit, names[i]);
      sand_scenario_add_unit (scenario, unit);
    }
  above = sand_unit_new ("above", "infantry", side, xs[n - 1], 10 - 2.2 * sand_unit_get_radius (probe));
  sand_scenario_add_unit (scenario, above);
  *out = scenario;
  return club_labels (scenario, 12);
}

/* A name with no room whole is shortened where that has room: the rank left
 * off a man's name. Two men side by side at 12 pixels an inch, a figure just
 * above the second: the first is named whole; the second, with no room
 * below or above for "Pvt. Bartholomew", by his surname. */
static void
test_short_names (void)
{
  const char *names[] = { "Pvt. Abbott", "Pvt. Bartholomew" };
  const char *surname[] = { "Bartholomew" };
  double xs[] = { 10, 10 }, air = 4.0 / 12, abbott_right, whole, shortened;
  SandScenario *scenario = NULL;
  GArray *labels;

  /* how wide each is alone */
  labels = men_labels (names, xs, 1, &scenario);
  abbott_right = g_array_index (labels, SandLabel, 0).box.x1;
  g_array_unref (labels);
  g_object_unref (scenario);
  labels = men_labels (names + 1, xs, 1, &scenario);
  whole = g_array_index (labels, SandLabel, 0).box.x1 - g_array_index (labels, SandLabel, 0).box.x0;
  g_array_unref (labels);
  g_object_unref (scenario);
  labels = men_labels (surname, xs, 1, &scenario);
  shortened = g_array_index (labels, SandLabel, 0).box.x1 - g_array_index (labels, SandLabel, 0).box.x0;
  g_array_unref (labels);
  g_object_unref (scenario);
  g_assert_cmpfloat (shortened + 0.2, <, whole);

  /* the second man where his surname just has room beside the first's name */
  xs[1] = abbott_right + air + shortened / 2 + 0.05;
  labels = men_labels (names, xs, 2, &scenario);
  g_assert_cmpuint (labels->len, ==, 3);
  g_assert_cmpstr (g_array_index (labels, SandLabel, 0).text, ==, "Pvt. Abbott");
  g_assert_cmpstr (g_array_index (labels, SandLabel, 1).text, ==, "Bartholomew");
  assert_none_overlap (labels);
  g_array_unref (labels);
  g_object_unref (scenario);
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
  g_test_add_func ("/render/labels/club-declutter-by-zoom", test_club_declutter_by_zoom);
  g_test_add_func ("/render/labels/short-names", test_short_names);

  return g_test_run ();
}
