/* test-model.c: the scenario model and its geometry helpers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-geometry.h"
#include "sand-scenario.h"

static void
count_cb (gpointer user_data)
{
  (*(guint *) user_data)++;
}

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  gpointer    user_data)
{
  int *balance = user_data;

  *balance += (int) added - (int) removed;
}

static SandFeature *
square_woods (const char *id,
              double      x,
              double      y,
              double      size)
{
  SandFeature *feature = sand_feature_new (id, SAND_TERRAIN_WOODS);
  const SandPoint points[] = { { x, y }, { x + size, y }, { x + size, y + size }, { x, y + size } };

  sand_feature_set_polygon (feature, points, G_N_ELEMENTS (points));
  return feature;
}

/* Scenario */

static void
test_scenario_defaults (void)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  double x0, y0;

  g_assert_cmpfloat (sand_scenario_get_width (scenario), ==, 72);
  g_assert_cmpfloat (sand_scenario_get_height (scenario), ==, 48);
  g_assert_cmpfloat (sand_scenario_get_ground_scale (scenario), ==, 10);
  g_assert_cmpint (sand_scenario_get_grid_type (scenario), ==, SAND_GRID_NONE);
  g_assert_cmpint (sand_scenario_get_weather (scenario), ==, SAND_WEATHER_DRY);
  g_assert_cmpint (sand_scenario_get_weather_turns (scenario), ==, 0);
  g_assert_cmpint (sand_scenario_get_turn (scenario), ==, 1);
  g_assert_null (sand_scenario_get_ruleset (scenario));

  sand_scenario_set_grid (scenario, SAND_GRID_HEX, 4, SAND_HEX_POINTY, 1.5, 2.5);
  g_assert_cmpint (sand_scenario_get_grid_type (scenario), ==, SAND_GRID_HEX);
  g_assert_cmpfloat (sand_scenario_get_hex_size (scenario), ==, 4);
  g_assert_cmpint (sand_scenario_get_hex_orientation (scenario), ==, SAND_HEX_POINTY);
  sand_scenario_get_hex_origin (scenario, &x0, &y0);
  g_assert_cmpfloat (x0, ==, 1.5);
  g_assert_cmpfloat (y0, ==, 2.5);
}

static void
test_scenario_weather_strings (void)
{
  SandWeather weather;

  for (SandWeather w = SAND_WEATHER_DRY; w <= SAND_WEATHER_SNOW; w++)
    {
      g_assert_true (sand_weather_from_string (sand_weather_to_string (w), &weather));
      g_assert_cmpint (weather, ==, w);
    }
  g_assert_cmpstr (sand_weather_to_string (SAND_WEATHER_RAIN), ==, "rain");
  g_assert_false (sand_weather_from_string ("hail", &weather));
}

static void
test_scenario_lists (void)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandSide) us = sand_side_new ("us", "American", "#3465a4");
  g_autoptr (SandSide) de = sand_side_new ("de", "German", "#a40000");
  g_autoptr (SandUnit) pitts = sand_unit_new ("pitts", "infantry", us, 5, 5);
  g_autoptr (SandUnit) duval = sand_unit_new ("duval", "infantry", us, 6, 5);
  g_autoptr (SandUnit) stahl = sand_unit_new ("stahl", "infantry", de, 40, 30);
  g_autoptr (SandFeature) w1 = square_woods ("w1", 0, 0, 10);
  g_autoptr (SandFeature) w2 = square_woods ("w2", 20, 0, 10);
  g_autoptr (SandFeature) w3 = square_woods ("w3", 40, 0, 10);
  GListModel *units = sand_scenario_get_units (scenario);
  GListModel *features = sand_scenario_get_features (scenario);
  g_autoptr (SandFeature) middle = NULL;
  int unit_balance = 0;

  g_signal_connect (units, "items-changed", G_CALLBACK (items_changed_cb), &unit_balance);

  sand_scenario_add_side (scenario, us);
  sand_scenario_add_side (scenario, de);
  sand_scenario_add_unit (scenario, pitts);
  sand_scenario_add_unit (scenario, duval);
  sand_scenario_add_unit (scenario, stahl);
  g_assert_cmpint (unit_balance, ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 3);
  g_assert_true (g_list_model_get_item_type (units) == SAND_TYPE_UNIT);

  g_assert_true (sand_scenario_find_unit (scenario, "stahl") == stahl);
  g_assert_true (sand_scenario_find_side (scenario, "de") == de);
  g_assert_null (sand_scenario_find_unit (scenario, "nobody"));
  g_assert_null (sand_scenario_find_unit (scenario, NULL));

  /* Removing a side takes its units with it. */
  sand_scenario_remove_side (scenario, us);
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 1);
  g_assert_cmpint (unit_balance, ==, 1);
  g_assert_null (sand_scenario_find_unit (scenario, "pitts"));
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_sides (scenario)), ==, 1);

  /* Drawing order: insert puts a feature between others, past the end appends. */
  sand_scenario_add_feature (scenario, w1);
  sand_scenario_add_feature (scenario, w3);
  sand_scenario_insert_feature (scenario, 1, w2);
  middle = g_list_model_get_item (features, 1);
  g_assert_true (middle == w2);
  sand_scenario_remove_feature (scenario, w1);
  g_assert_cmpuint (g_list_model_get_n_items (features), ==, 2);
  sand_scenario_insert_feature (scenario, 99, w1);
  g_assert_true (sand_scenario_find_feature (scenario, "w1") == w1);
  g_clear_object (&middle);
  middle = g_list_model_get_item (features, 2);
  g_assert_true (middle == w1);

  g_signal_handlers_disconnect_by_func (units, items_changed_cb, &unit_balance);
}

static void
test_scenario_changed_signal (void)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandFeature) woods = square_woods ("w1", 0, 0, 10);
  guint changes = 0;

  g_signal_connect_swapped (scenario, "changed", G_CALLBACK (count_cb), &changes);

  sand_scenario_set_title (scenario, "Crossroads");
  g_assert_cmpuint (changes, >, 0);

  sand_scenario_add_feature (scenario, woods);
  changes = 0;
  sand_feature_set_name (woods, "Bois Carré");
  g_assert_cmpuint (changes, >, 0);

  changes = 0;
  sand_feature_translate (woods, 1, 1);
  g_assert_cmpuint (changes, >, 0);

  /* Once removed, the feature's edits are no longer the document's. */
  sand_scenario_remove_feature (scenario, woods);
  changes = 0;
  sand_feature_set_name (woods, "Elsewhere");
  g_assert_cmpuint (changes, ==, 0);

  g_signal_handlers_disconnect_by_func (scenario, count_cb, &changes);
}

static void
test_scenario_ids (void)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandSide) side = sand_side_new ("s1", "Blue", "#204a87");
  g_autoptr (SandUnit) unit = sand_unit_new ("u1", "infantry", side, 1, 1);
  g_autoptr (SandFeature) w1 = square_woods ("w1", 0, 0, 5);
  g_autoptr (SandFeature) w2 = square_woods ("w2", 0, 0, 5);
  g_autofree char *fresh = NULL;
  g_autofree char *fresh_unit = NULL;

  sand_scenario_add_side (scenario, side);
  sand_scenario_add_unit (scenario, unit);
  sand_scenario_add_feature (scenario, w1);
  sand_scenario_add_feature (scenario, w2);

  g_assert_true (sand_scenario_has_id (scenario, "s1"));
  g_assert_true (sand_scenario_has_id (scenario, "u1"));
  g_assert_true (sand_scenario_has_id (scenario, "w2"));
  g_assert_false (sand_scenario_has_id (scenario, "w3"));

  fresh = sand_scenario_make_id (scenario, "w");
  g_assert_cmpstr (fresh, ==, "w3");
  fresh_unit = sand_scenario_make_id (scenario, "u");
  g_assert_cmpstr (fresh_unit, ==, "u2");
}

static void
test_scenario_hit (void)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandSide) side = sand_side_new ("s", "Blue", "#00f");
  g_autoptr (SandUnit) below = sand_unit_new ("below", "infantry", side, 10, 10);
  g_autoptr (SandUnit) above = sand_unit_new ("above", "infantry", side, 10.6, 10);
  g_autoptr (SandFeature) woods = square_woods ("w", 0, 0, 20);
  g_autoptr (SandFeature) road = sand_feature_new ("r", SAND_TERRAIN_ROAD);
  const SandPoint road_points[] = { { 0, 5 }, { 30, 5 } };

  sand_feature_set_polyline (road, road_points, 2);
  sand_feature_set_width (road, 2);
  sand_scenario_add_feature (scenario, woods);
  sand_scenario_add_feature (scenario, road);
  sand_scenario_add_side (scenario, side);
  sand_scenario_add_unit (scenario, below);
  sand_scenario_add_unit (scenario, above);

  /* Where both bases cover the point, the later (drawn on top) wins. */
  g_assert_true (sand_scenario_unit_at (scenario, 10.3, 10) == above);
  g_assert_true (sand_scenario_unit_at (scenario, 9.7, 10) == below);
  g_assert_null (sand_scenario_unit_at (scenario, 15, 15));

  /* The road is above the woods; half its width counts as on it. */
  g_assert_true (sand_scenario_feature_at (scenario, 10, 5.9, 0) == road);
  g_assert_true (sand_scenario_feature_at (scenario, 10, 6.5, 0) == woods);
  g_assert_true (sand_scenario_feature_at (scenario, 25, 7.5, 3) == road);
  g_assert_null (sand_scenario_feature_at (scenario, 25, 7.5, 0));
}

/* Features, sides, units */

static void
test_feature_shapes (void)
{
  g_autoptr (SandFeature) hill = sand_feature_new ("h", SAND_TERRAIN_HILL);
  g_autoptr (SandFeature) house = sand_feature_new ("b", SAND_TERRAIN_BUILDING);
  g_autoptr (SandFeature) door = sand_feature_new ("d", SAND_TERRAIN_DOOR);
  g_autoptr (GArray) outline = NULL;
  SandBounds bounds;
  double x, y, w, h;

  g_assert_cmpint (sand_feature_get_shape (hill), ==, SAND_SHAPE_AREA);
  g_assert_cmpint (sand_feature_get_shape (door), ==, SAND_SHAPE_POINT);
  g_assert_cmpint (sand_feature_get_level (hill), ==, 1);
  g_assert_cmpint (sand_feature_get_floors (house), ==, 1);

  sand_feature_set_ellipse (hill, 40, 20, 8, 5);
  g_assert_cmpint (sand_feature_get_geometry_type (hill), ==, SAND_GEOMETRY_ELLIPSE);
  g_assert_true (sand_feature_hit (hill, 47.9, 20, 0));
  g_assert_false (sand_feature_hit (hill, 47, 24, 0));
  bounds = sand_feature_get_bounds (hill);
  g_assert_cmpfloat_with_epsilon (bounds.x0, 32, 1e-9);
  g_assert_cmpfloat_with_epsilon (bounds.y1, 25, 1e-9);
  outline = sand_feature_get_outline (hill, 0.01);
  g_assert_cmpuint (outline->len, >=, 16);
  for (guint i = 0; i < outline->len; i++)
    {
      SandPoint p = g_array_index (outline, SandPoint, i);
      double r = pow ((p.x - 40) / 8, 2) + pow ((p.y - 20) / 5, 2);

      g_assert_cmpfloat_with_epsilon (r, 1, 1e-6);
    }

  sand_feature_set_rect (house, 27, 11, 4, 3);
  sand_feature_get_rect (house, &x, &y, &w, &h);
  g_assert_cmpfloat (x, ==, 27);
  g_assert_cmpfloat (h, ==, 3);
  sand_feature_translate (house, 1, -1);
  sand_feature_get_rect (house, &x, &y, &w, &h);
  g_assert_cmpfloat (x, ==, 28);
  g_assert_cmpfloat (y, ==, 10);
  g_assert_cmpfloat (w, ==, 4);
  g_assert_true (sand_feature_hit (house, 31.5, 12, 0));
  g_assert_false (sand_feature_hit (house, 27.5, 12, 0));
}

static void
test_feature_copy (void)
{
  g_autoptr (SandFeature) wall = sand_feature_new ("x1", SAND_TERRAIN_WALL);
  g_autoptr (SandFeature) copy = NULL;
  const SandPoint points[] = { { 30, 5 }, { 30, 25 }, { 35, 25 } };
  const SandPoint *copied;
  guint n;

  sand_feature_set_polyline (wall, points, G_N_ELEMENTS (points));
  sand_feature_set_height (wall, 1.5);
  sand_feature_set_name (wall, "Churchyard wall");
  copy = sand_feature_copy (wall);

  g_assert_true (copy != wall);
  g_assert_cmpstr (sand_feature_get_id (copy), ==, "x1");
  g_assert_cmpstr (sand_feature_get_name (copy), ==, "Churchyard wall");
  g_assert_cmpfloat (sand_feature_get_height (copy), ==, 1.5);
  copied = sand_feature_get_points (copy, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpfloat (copied[2].x, ==, 35);

  /* Independent: moving the copy leaves the original. */
  sand_feature_translate (copy, 1, 0);
  g_assert_cmpfloat (sand_feature_get_points (wall, &n)[0].x, ==, 30);
  g_assert_true (sand_feature_get_foreign (copy) != sand_feature_get_foreign (wall));
}

static void
test_side_colors (void)
{
  g_autoptr (SandSide) side = sand_side_new ("us", "American", "#3465a4");
  double r, g, b;

  sand_side_get_rgb (side, &r, &g, &b);
  g_assert_cmpfloat_with_epsilon (r, 0x34 / 255.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (g, 0x65 / 255.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (b, 0xa4 / 255.0, 1e-9);

  g_assert_true (sand_parse_color ("#f80", &r, &g, &b));
  g_assert_cmpfloat (r, ==, 1);
  g_assert_cmpfloat_with_epsilon (g, 0x88 / 255.0, 1e-9);
  g_assert_cmpfloat (b, ==, 0);
  g_assert_false (sand_parse_color ("blue", &r, &g, &b));
  g_assert_false (sand_parse_color ("#12345", &r, &g, &b));
  g_assert_false (sand_parse_color ("#ggg", &r, &g, &b));
  g_assert_false (sand_parse_color (NULL, &r, &g, &b));

  /* An unparseable colour draws grey rather than failing. */
  sand_side_set_color (side, "dark red");
  sand_side_get_rgb (side, &r, &g, &b);
  g_assert_cmpfloat (r, ==, g);
  g_assert_cmpfloat (g, ==, b);
}

static void
test_unit_attrs (void)
{
  g_autoptr (SandUnit) unit = sand_unit_new ("pitts", "infantry", NULL, 5, 5);
  g_auto (GStrv) names = NULL;
  guint changes = 0;

  /* a ruleset's attributes are any names but the unit's own */
  g_assert_false (sand_unit_is_own_attribute ("mv"));
  g_assert_false (sand_unit_is_own_attribute ("morale"));
  g_assert_true (sand_unit_is_own_attribute ("stance"));

  g_signal_connect_swapped (unit, "changed", G_CALLBACK (count_cb), &changes);
  g_assert_null (sand_unit_get_attr (unit, "mv"));
  g_assert_cmpfloat (sand_unit_get_attr_double (unit, "mv", 6), ==, 6);
  sand_unit_set_attr (unit, "special", "leaper");
  sand_unit_set_attr (unit, "mv", "5.5");
  g_assert_cmpuint (changes, ==, 2);
  g_assert_cmpfloat (sand_unit_get_attr_double (unit, "mv", 6), ==, 5.5);
  names = sand_unit_list_attrs (unit);
  g_assert_cmpuint (g_strv_length (names), ==, 2);
  g_assert_cmpstr (names[0], ==, "mv");
  g_assert_cmpstr (names[1], ==, "special");
  g_signal_handlers_disconnect_by_func (unit, count_cb, &changes);
}

static void
test_unit_bases (void)
{
  g_autoptr (SandUnit) man = sand_unit_new ("m", "infantry", NULL, 10, 10);
  g_autoptr (SandUnit) tank = sand_unit_new ("t", "tank", NULL, 30, 30);

  g_assert_cmpfloat (sand_unit_get_base (man), ==, 1);
  g_assert_cmpfloat (sand_unit_get_radius (man), ==, 0.5);
  g_assert_true (sand_unit_hit (man, 10.4, 10));
  g_assert_false (sand_unit_hit (man, 10.6, 10));

  /* A 2 x 4 base facing up: long along y. */
  sand_unit_set_base_rect (tank, 2, 4);
  g_assert_cmpfloat_with_epsilon (sand_unit_get_radius (tank), sqrt (5), 1e-9);
  g_assert_true (sand_unit_hit (tank, 30, 31.9));
  g_assert_false (sand_unit_hit (tank, 31.9, 30));
  /* Turned to face right, the long side lies along x. */
  sand_unit_set_facing (tank, 90);
  g_assert_true (sand_unit_hit (tank, 31.9, 30));
  g_assert_false (sand_unit_hit (tank, 30, 31.9));
}

static void
test_terrain_kinds (void)
{
  for (int kind = 0; kind < SAND_N_TERRAIN_KINDS; kind++)
    {
      const char *id = sand_terrain_kind_to_string (kind);

      g_assert_nonnull (id);
      g_assert_cmpint (sand_terrain_kind_from_string (id), ==, kind);
      g_assert_nonnull (sand_terrain_kind_get_label (kind));
      g_assert_true (sand_terrain_kind_allows_shape (kind, sand_terrain_kind_get_shape (kind)));
    }
  g_assert_cmpint (sand_terrain_kind_from_string ("lava"), ==, SAND_TERRAIN_INVALID);
  g_assert_true (sand_terrain_kind_allows_shape (SAND_TERRAIN_FORD, SAND_SHAPE_POINT));
  g_assert_false (sand_terrain_kind_allows_shape (SAND_TERRAIN_WOODS, SAND_SHAPE_LINE));
  g_assert_true (sand_terrain_kind_is_obstacle (SAND_TERRAIN_HEDGE));
  g_assert_false (sand_terrain_kind_is_obstacle (SAND_TERRAIN_ROAD));
  g_assert_true (sand_terrain_kind_is_watercourse (SAND_TERRAIN_STREAM));
}

/* Geometry */

static void
test_geometry_polygons (void)
{
  const SandPoint square[] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } };
  const SandPoint ell[] = { { 0, 0 }, { 4, 0 }, { 4, 1 }, { 1, 1 }, { 1, 4 }, { 0, 4 } };

  g_assert_cmpfloat_with_epsilon (fabs (sand_polygon_area (square, 4)), 16, 1e-12);
  g_assert_cmpfloat_with_epsilon (fabs (sand_polygon_area (ell, 6)), 7, 1e-12);
  g_assert_true (sand_point_in_polygon (square, 4, 2, 2));
  g_assert_false (sand_point_in_polygon (square, 4, 5, 2));
  g_assert_true (sand_point_in_polygon (ell, 6, 0.5, 3));
  g_assert_false (sand_point_in_polygon (ell, 6, 2, 2));
  g_assert_cmpfloat_with_epsilon (sand_distance_to_polygon_edge (square, 4, 2, 1), 1, 1e-12);
  /* The closing edge counts too. */
  g_assert_cmpfloat_with_epsilon (sand_distance_to_polygon_edge (square, 4, -1, 2), 1, 1e-12);
}

static void
test_geometry_distances (void)
{
  const SandPoint a = { 0, 0 }, b = { 10, 0 };
  const SandPoint path[] = { { 0, 0 }, { 10, 0 }, { 10, 10 } };
  SandPoint c = { 5, -5 }, d = { 5, 5 }, e = { 20, -5 }, f = { 20, 5 };
  double t = -1;

  g_assert_cmpfloat_with_epsilon (sand_distance_to_segment (5, 3, a, b), 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (sand_distance_to_segment (13, 4, a, b), 5, 1e-12);
  g_assert_cmpfloat_with_epsilon (sand_distance_to_polyline (path, 3, 12, 5), 2, 1e-12);

  g_assert_true (sand_segments_intersect (a, b, c, d, &t));
  g_assert_cmpfloat_with_epsilon (t, 0.5, 1e-12);
  g_assert_false (sand_segments_intersect (a, b, e, f, NULL));
}

static void
test_geometry_bounds (void)
{
  const SandPoint points[] = { { 3, 7 }, { -1, 2 }, { 5, 4 } };
  SandBounds bounds = sand_bounds_empty ();
  SandBounds other = { 4, 6, 10, 10 };
  SandBounds far = { 20, 20, 30, 30 };

  g_assert_true (sand_bounds_is_empty (&bounds));
  bounds = sand_bounds_of_points (points, G_N_ELEMENTS (points));
  g_assert_false (sand_bounds_is_empty (&bounds));
  g_assert_cmpfloat (bounds.x0, ==, -1);
  g_assert_cmpfloat (bounds.y0, ==, 2);
  g_assert_cmpfloat (bounds.x1, ==, 5);
  g_assert_cmpfloat (bounds.y1, ==, 7);
  g_assert_true (sand_bounds_intersect (&bounds, &other));
  g_assert_false (sand_bounds_intersect (&bounds, &far));
  sand_bounds_inflate (&bounds, 1);
  g_assert_cmpfloat (bounds.x0, ==, -2);
  g_assert_cmpfloat (bounds.y1, ==, 8);
  sand_bounds_add_point (&bounds, 12, 0);
  g_assert_cmpfloat (bounds.x1, ==, 12);
  g_assert_cmpfloat (bounds.y0, ==, 0);
}

static void
test_geometry_ellipse_tolerance (void)
{
  const double tolerances[] = { 0.5, 0.05, 0.005 };
  guint previous = 0;

  for (guint k = 0; k < G_N_ELEMENTS (tolerances); k++)
    {
      g_autoptr (GArray) poly = sand_ellipse_to_polygon (10, 20, 8, 3, tolerances[k]);

      /* Finer tolerance, more points; every chord's midpoint within tolerance. */
      g_assert_cmpuint (poly->len, >, previous);
      previous = poly->len;
      for (guint i = 0; i < poly->len; i++)
        {
          SandPoint p = g_array_index (poly, SandPoint, i);
          SandPoint q = g_array_index (poly, SandPoint, (i + 1) % poly->len);
          double mx = (p.x + q.x) / 2 - 10, my = (p.y + q.y) / 2 - 20;
          /* Radial distance from the midpoint out to the curve. */
          double scale = 1 / sqrt (mx * mx / 64 + my * my / 9);
          double gap = hypot (mx, my) * (scale - 1);

          g_assert_cmpfloat (gap, <=, tolerances[k] * 1.01);
        }
    }
}

static void
test_geometry_simplify (void)
{
  const SandPoint line[] = { { 0, 0 }, { 1, 0.01 }, { 2, -0.01 }, { 3, 0 }, { 3, 5 } };
  g_autoptr (GArray) simple = sand_polyline_simplify (line, G_N_ELEMENTS (line), 0.1);
  g_autoptr (GArray) exact = sand_polyline_simplify (line, G_N_ELEMENTS (line), 0.001);

  g_assert_cmpuint (simple->len, ==, 3);
  g_assert_cmpfloat (g_array_index (simple, SandPoint, 1).x, ==, 3);
  g_assert_cmpfloat (g_array_index (simple, SandPoint, 2).y, ==, 5);
  g_assert_cmpuint (exact->len, ==, G_N_ELEMENTS (line));
}

/* A freehand outline whose stroke crossed itself: the spike's small loop
 * goes, the field drawn stays; a simple outline is kept as it is. */
static void
test_geometry_untangle (void)
{
  /* A 10 × 10 field whose top edge makes a crossed spike between x 4 and 6. */
  const SandPoint spiked[] = { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 6, 10 }, { 4, 13 },
                               { 6, 13 }, { 4, 10 }, { 0, 10 } };
  const SandPoint square[] = { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 0, 10 } };
  /* A figure of eight: a 4 × 4 loop with a 1 × 1 one at its corner. */
  const SandPoint eight[] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 5, 4 }, { 5, 3 }, { 3, 3 }, { 3, 4 }, { 0, 4 } };
  guint dropped = 99;
  g_autoptr (GArray) fixed = sand_polygon_untangle (spiked, G_N_ELEMENTS (spiked), &dropped);
  g_autoptr (GArray) same = NULL;
  g_autoptr (GArray) big = NULL;

  g_assert_cmpuint (dropped, ==, 1);
  g_assert_cmpuint (fixed->len, ==, 7);
  /* What is left crosses nowhere, and is the field with a notch of the spike's foot. */
  g_assert_cmpfloat_with_epsilon (fabs (sand_polygon_area ((SandPoint *) fixed->data, fixed->len)), 100 + 1.5, 1e-9);
  for (guint i = 0; i < fixed->len; i++)
    g_assert_cmpfloat (g_array_index (fixed, SandPoint, i).y, <=, 11.5);

  same = sand_polygon_untangle (square, G_N_ELEMENTS (square), &dropped);
  g_assert_cmpuint (dropped, ==, 0);
  g_assert_cmpuint (same->len, ==, 4);
  g_assert_cmpmem (same->data, sizeof square, square, sizeof square);

  big = sand_polygon_untangle (eight, G_N_ELEMENTS (eight), &dropped);
  g_assert_cmpuint (dropped, ==, 1);
  g_assert_cmpfloat_with_epsilon (fabs (sand_polygon_area ((SandPoint *) big->data, big->len)), 16 - 1, 1e-9);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/scenario/defaults", test_scenario_defaults);
  g_test_add_func ("/model/scenario/weather-strings", test_scenario_weather_strings);
  g_test_add_func ("/model/scenario/lists", test_scenario_lists);
  g_test_add_func ("/model/scenario/changed-signal", test_scenario_changed_signal);
  g_test_add_func ("/model/scenario/ids", test_scenario_ids);
  g_test_add_func ("/model/scenario/hit", test_scenario_hit);
  g_test_add_func ("/model/feature/shapes", test_feature_shapes);
  g_test_add_func ("/model/feature/copy", test_feature_copy);
  g_test_add_func ("/model/side/colors", test_side_colors);
  g_test_add_func ("/model/unit/attrs", test_unit_attrs);
  g_test_add_func ("/model/unit/bases", test_unit_bases);
  g_test_add_func ("/model/terrain-kinds", test_terrain_kinds);
  g_test_add_func ("/model/geometry/polygons", test_geometry_polygons);
  g_test_add_func ("/model/geometry/distances", test_geometry_distances);
  g_test_add_func ("/model/geometry/bounds", test_geometry_bounds);
  g_test_add_func ("/model/geometry/ellipse-tolerance", test_geometry_ellipse_tolerance);
  g_test_add_func ("/model/geometry/simplify", test_geometry_simplify);
  g_test_add_func ("/model/geometry/untangle", test_geometry_untangle);

  return g_test_run ();
}
