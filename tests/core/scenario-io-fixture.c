/* scenario-io-fixture.c: loading the examples and comparing scenarios field by field.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "scenario-io-fixture.h"

char *
example_path (const char *name)
{
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA");

  return g_build_filename (data != NULL ? data : SOURCE_DATADIR, "scenarios", name, NULL);
}

char *
load_text (const char *path,
           gsize      *length)
{
  g_autoptr (GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

SandScenario *
load_path (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  SandScenario *scenario = sand_scenario_load_file (file, &error);

  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  return scenario;
}

SandScenario *
reload (SandScenario *scenario)
{
  g_autoptr (GBytes) bytes = sand_scenario_to_bytes (scenario);
  g_autoptr (GError) error = NULL;
  SandScenario *copy = sand_scenario_load_data (g_bytes_get_data (bytes, NULL),
                                                g_bytes_get_size (bytes), "saved", &error);

  g_assert_no_error (error);
  g_assert_nonnull (copy);
  return copy;
}

/* Comparing every field */

static void
assert_features_equal (SandFeature *a,
                       SandFeature *b)
{
  guint na, nb;
  const SandPoint *pa = sand_feature_get_points (a, &na);
  const SandPoint *pb = sand_feature_get_points (b, &nb);

  g_assert_cmpstr (sand_feature_get_id (a), ==, sand_feature_get_id (b));
  g_assert_cmpstr (sand_feature_get_name (a), ==, sand_feature_get_name (b));
  g_assert_cmpint (sand_feature_get_kind (a), ==, sand_feature_get_kind (b));
  g_assert_cmpint (sand_feature_get_level (a), ==, sand_feature_get_level (b));
  g_assert_cmpfloat (sand_feature_get_height (a), ==, sand_feature_get_height (b));
  g_assert_cmpfloat (sand_feature_get_width (a), ==, sand_feature_get_width (b));
  g_assert_cmpstr (sand_feature_get_surface (a), ==, sand_feature_get_surface (b));
  g_assert_cmpint (sand_feature_get_fordable (a), ==, sand_feature_get_fordable (b));
  g_assert_cmpint (sand_feature_get_floors (a), ==, sand_feature_get_floors (b));
  g_assert_cmpint (sand_feature_get_has_base (a), ==, sand_feature_get_has_base (b));
  g_assert_cmpint (sand_feature_get_open (a), ==, sand_feature_get_open (b));
  g_assert_cmpint (sand_feature_get_geometry_type (a), ==, sand_feature_get_geometry_type (b));

  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpfloat (pa[i].x, ==, pb[i].x);
      g_assert_cmpfloat (pa[i].y, ==, pb[i].y);
    }

  if (sand_feature_get_geometry_type (a) == SAND_GEOMETRY_RECT
      || sand_feature_get_geometry_type (a) == SAND_GEOMETRY_ELLIPSE)
    {
      double ga[4], gb[4];

      if (sand_feature_get_geometry_type (a) == SAND_GEOMETRY_RECT)
        {
          sand_feature_get_rect (a, &ga[0], &ga[1], &ga[2], &ga[3]);
          sand_feature_get_rect (b, &gb[0], &gb[1], &gb[2], &gb[3]);
        }
      else
        {
          sand_feature_get_ellipse (a, &ga[0], &ga[1], &ga[2], &ga[3]);
          sand_feature_get_ellipse (b, &gb[0], &gb[1], &gb[2], &gb[3]);
        }
      for (guint i = 0; i < 4; i++)
        g_assert_cmpfloat (ga[i], ==, gb[i]);
    }

  g_assert_true (sand_foreign_equal (sand_feature_get_foreign (a), sand_feature_get_foreign (b)));
}

static void
assert_units_equal (SandUnit *a,
                    SandUnit *b)
{
  g_auto (GStrv) attrs_a = sand_unit_list_attrs (a);
  g_auto (GStrv) attrs_b = sand_unit_list_attrs (b);

  g_assert_cmpstr (sand_unit_get_id (a), ==, sand_unit_get_id (b));
  g_assert_cmpstr (sand_unit_get_name (a), ==, sand_unit_get_name (b));
  g_assert_cmpstr (sand_unit_get_class (a), ==, sand_unit_get_class (b));
  g_assert_cmpstr (sand_side_get_id (sand_unit_get_side (a)), ==,
                   sand_side_get_id (sand_unit_get_side (b)));
  g_assert_cmpfloat (sand_unit_get_x (a), ==, sand_unit_get_x (b));
  g_assert_cmpfloat (sand_unit_get_y (a), ==, sand_unit_get_y (b));
  g_assert_cmpfloat (sand_unit_get_facing (a), ==, sand_unit_get_facing (b));
  g_assert_cmpstr (sand_unit_get_stance (a), ==, sand_unit_get_stance (b));
  g_assert_cmpstr (sand_unit_get_team (a), ==, sand_unit_get_team (b));
  g_assert_cmpstr (sand_unit_get_role (a), ==, sand_unit_get_role (b));
  g_assert_cmpfloat (sand_unit_get_base (a), ==, sand_unit_get_base (b));
  g_assert_cmpfloat (sand_unit_get_base_width (a), ==, sand_unit_get_base_width (b));
  g_assert_cmpfloat (sand_unit_get_base_depth (a), ==, sand_unit_get_base_depth (b));

  g_assert_cmpstrv (attrs_a, attrs_b);
  for (guint i = 0; attrs_a[i] != NULL; i++)
    g_assert_cmpstr (sand_unit_get_attr (a, attrs_a[i]), ==, sand_unit_get_attr (b, attrs_a[i]));

  g_assert_true (sand_foreign_equal (sand_unit_get_foreign (a), sand_unit_get_foreign (b)));
}

/* The same records, attribute for attribute. */
static void
assert_records_equal (GListModel *a,
                      GListModel *b)
{
  g_assert_cmpuint (g_list_model_get_n_items (a), ==, g_list_model_get_n_items (b));
  for (guint i = 0; i < g_list_model_get_n_items (a); i++)
    {
      g_autoptr (SandPlayEntry) x = g_list_model_get_item (a, i);
      g_autoptr (SandPlayEntry) y = g_list_model_get_item (b, i);
      const char * const *names = sand_play_entry_kind_attrs (sand_play_entry_get_kind (x));

      g_assert_cmpstr (sand_play_entry_get_kind (x), ==, sand_play_entry_get_kind (y));
      for (guint k = 0; names[k] != NULL; k++)
        g_assert_cmpstr (sand_play_entry_get (x, names[k]), ==, sand_play_entry_get (y, names[k]));
      g_assert_true (sand_foreign_equal (sand_play_entry_get_foreign (x), sand_play_entry_get_foreign (y)));
    }
}

static void
assert_plays_equal (SandPlay *a,
                    SandPlay *b)
{
  g_assert_cmpint (sand_play_get_begun (a), ==, sand_play_get_begun (b));
  g_assert_cmpint (sand_play_get_seeded (a), ==, sand_play_get_seeded (b));
  g_assert_cmpuint (sand_play_get_seed (a), ==, sand_play_get_seed (b));
  g_assert_cmpuint (sand_play_get_draws (a), ==, sand_play_get_draws (b));
  g_assert_true (g_strv_equal (sand_play_get_initiative (a), sand_play_get_initiative (b)));
  g_assert_cmpuint (sand_play_get_deck_drawn (a), ==, sand_play_get_deck_drawn (b));
  assert_records_equal (sand_play_get_deck (a), sand_play_get_deck (b));
  assert_records_equal (sand_play_get_commands (a), sand_play_get_commands (b));
  assert_records_equal (sand_play_get_tasks (a), sand_play_get_tasks (b));
  assert_records_equal (sand_play_get_log (a), sand_play_get_log (b));
}

void
assert_scenarios_equal (SandScenario *a,
                        SandScenario *b)
{
  GListModel *lists_a[] = { sand_scenario_get_features (a), sand_scenario_get_sides (a),
                            sand_scenario_get_units (a) };
  GListModel *lists_b[] = { sand_scenario_get_features (b), sand_scenario_get_sides (b),
                            sand_scenario_get_units (b) };
  double ax0, ay0, bx0, by0;

  g_assert_cmpstr (sand_scenario_get_title (a), ==, sand_scenario_get_title (b));
  g_assert_cmpstr (sand_scenario_get_description (a), ==, sand_scenario_get_description (b));
  g_assert_cmpstr (sand_scenario_get_ruleset (a), ==, sand_scenario_get_ruleset (b));
  g_assert_cmpfloat (sand_scenario_get_width (a), ==, sand_scenario_get_width (b));
  g_assert_cmpfloat (sand_scenario_get_height (a), ==, sand_scenario_get_height (b));
  g_assert_cmpfloat (sand_scenario_get_ground_scale (a), ==, sand_scenario_get_ground_scale (b));
  g_assert_cmpint (sand_scenario_get_grid_type (a), ==, sand_scenario_get_grid_type (b));
  g_assert_cmpfloat (sand_scenario_get_hex_size (a), ==, sand_scenario_get_hex_size (b));
  g_assert_cmpint (sand_scenario_get_hex_orientation (a), ==,
                   sand_scenario_get_hex_orientation (b));
  sand_scenario_get_hex_origin (a, &ax0, &ay0);
  sand_scenario_get_hex_origin (b, &bx0, &by0);
  g_assert_cmpfloat (ax0, ==, bx0);
  g_assert_cmpfloat (ay0, ==, by0);
  g_assert_cmpint (sand_scenario_get_weather (a), ==, sand_scenario_get_weather (b));
  g_assert_cmpint (sand_scenario_get_weather_turns (a), ==, sand_scenario_get_weather_turns (b));
  g_assert_cmpint (sand_scenario_get_turn (a), ==, sand_scenario_get_turn (b));
  g_assert_true (sand_foreign_equal (sand_scenario_get_play_content (a),
                                     sand_scenario_get_play_content (b)));
  assert_plays_equal (sand_scenario_get_play (a), sand_scenario_get_play (b));
  g_assert_true (sand_foreign_equal (sand_scenario_get_foreign (a), sand_scenario_get_foreign (b)));

  for (guint l = 0; l < G_N_ELEMENTS (lists_a); l++)
    {
      guint n = g_list_model_get_n_items (lists_a[l]);

      g_assert_cmpuint (n, ==, g_list_model_get_n_items (lists_b[l]));
      for (guint i = 0; i < n; i++)
        {
          g_autoptr (GObject) x = g_list_model_get_item (lists_a[l], i);
          g_autoptr (GObject) y = g_list_model_get_item (lists_b[l], i);

          if (SAND_IS_FEATURE (x))
            assert_features_equal (SAND_FEATURE (x), SAND_FEATURE (y));
          else if (SAND_IS_UNIT (x))
            assert_units_equal (SAND_UNIT (x), SAND_UNIT (y));
          else
            {
              g_assert_cmpstr (sand_side_get_id (SAND_SIDE (x)), ==, sand_side_get_id (SAND_SIDE (y)));
              g_assert_cmpstr (sand_side_get_name (SAND_SIDE (x)), ==,
                               sand_side_get_name (SAND_SIDE (y)));
              g_assert_cmpstr (sand_side_get_color (SAND_SIDE (x)), ==,
                               sand_side_get_color (SAND_SIDE (y)));
              g_assert_true (sand_foreign_equal (sand_side_get_foreign (SAND_SIDE (x)),
                                                 sand_side_get_foreign (SAND_SIDE (y))));
            }
        }
    }
}
