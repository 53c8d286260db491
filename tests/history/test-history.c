/* test-history.c: undo, redo, groups and the saved state, for every kind of edit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <math.h>

#include <gobject/gvaluecollector.h>

#include "sand-edit.h"

/* A textual image of the whole document: every property of the scenario and of each
 * feature, side and unit in list order, with geometry and unit attributes. Two
 * documents are in the same state when their images are equal. With @identity the
 * image also names each item's address, so "the same objects in the same places". */
static void
append_value (GString      *out,
              const GValue *value)
{
  if (G_VALUE_HOLDS_DOUBLE (value))
    g_string_append_printf (out, "%.17g", g_value_get_double (value));
  else if (G_VALUE_HOLDS (value, SAND_TYPE_SIDE))
    {
      SandSide *side = g_value_get_object (value);
      g_string_append (out, side ? sand_side_get_id (side) : "(none)");
    }
  else
    {
      g_autofree char *text = g_strdup_value_contents (value);
      g_string_append (out, text);
    }
}

static void
append_properties (GString *out,
                   GObject *object)
{
  guint n;
  g_autofree GParamSpec **pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (object), &n);

  for (guint i = 0; i < n; i++)
    {
      g_auto (GValue) value = G_VALUE_INIT;

      g_value_init (&value, pspecs[i]->value_type);
      g_object_get_property (object, pspecs[i]->name, &value);
      g_string_append_printf (out, " %s=", pspecs[i]->name);
      append_value (out, &value);
    }
}

static void
append_geometry (GString     *out,
                 SandFeature *feature)
{
  SandGeometryType type = sand_feature_get_geometry_type (feature);
  double a, b, c, d;
  guint n;
  const SandPoint *points = sand_feature_get_points (feature, &n);

  g_string_append_printf (out, " geometry=%d", type);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, " (%.17g,%.17g)", points[i].x, points[i].y);
  sand_feature_get_rect (feature, &a, &b, &c, &d);
  g_string_append_printf (out, " rect=%.17g,%.17g,%.17g,%.17g", a, b, c, d);
  sand_feature_get_ellipse (feature, &a, &b, &c, &d);
  g_string_append_printf (out, " ellipse=%.17g,%.17g,%.17g,%.17g", a, b, c, d);
}

static void
append_attrs (GString  *out,
              SandUnit *unit)
{
  g_auto (GStrv) names = sand_unit_list_attrs (unit);

  for (guint i = 0; names[i]; i++)
    g_string_append_printf (out, " @%s=%s", names[i], sand_unit_get_attr (unit, names[i]));
}

static void
append_list (GString    *out,
             GListModel *list,
             gboolean    identity)
{
  guint n = g_list_model_get_n_items (list);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (list, i);

      g_string_append_printf (out, "\n  [%u] %s", i, G_OBJECT_TYPE_NAME (item));
      if (identity)
        g_string_append_printf (out, " %p", (gpointer) item);
      append_properties (out, item);
      if (SAND_IS_FEATURE (item))
        append_geometry (out, SAND_FEATURE (item));
      if (SAND_IS_UNIT (item))
        append_attrs (out, SAND_UNIT (item));
    }
}

static char *
describe (SandScenario *scenario,
          gboolean      identity)
{
  GString *out = g_string_new ("scenario");

  append_properties (out, G_OBJECT (scenario));
  g_string_append (out, "\nfeatures:");
  append_list (out, sand_scenario_get_features (scenario), identity);
  g_string_append (out, "\nsides:");
  append_list (out, sand_scenario_get_sides (scenario), identity);
  g_string_append (out, "\nunits:");
  append_list (out, sand_scenario_get_units (scenario), identity);
  return g_string_free (out, FALSE);
}

/* The table every test starts from: two sides, five units interleaved by side, and
 * one feature of each kind of geometry. */
typedef struct
{
  SandScenario *scenario;
  SandHistory *history;
  SandSide *red;
  SandSide *blue;
  SandFeature *woods;   /* polygon */
  SandFeature *road;    /* polyline */
  SandFeature *hill;    /* ellipse */
  SandFeature *house;   /* rect */
  SandFeature *well;    /* point */
  SandUnit *units[5];
} Fixture;

static SandFeature *
add_feature (SandScenario   *scenario,
             const char     *id,
             SandTerrainKind kind)
{
  g_autoptr (SandFeature) feature = sand_feature_new (id, kind);

  sand_scenario_add_feature (scenario, feature);
  return feature;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  static const SandPoint woods[] = { { 10, 10 }, { 20, 10 }, { 22, 18 }, { 12, 20 } };
  static const SandPoint road[] = { { 0, 30 }, { 30.5, 31.25 }, { 72, 29 } };
  g_autoptr (SandSide) red = sand_side_new ("red", "Red Army", "#c00000");
  g_autoptr (SandSide) blue = sand_side_new ("blue", "Blue Force", "#0000c0");

  f->scenario = sand_scenario_new ();
  sand_scenario_set_title (f->scenario, "Crossroads");
  f->red = red;
  f->blue = blue;
  sand_scenario_add_side (f->scenario, red);
  sand_scenario_add_side (f->scenario, blue);

  f->woods = add_feature (f->scenario, "woods1", SAND_TERRAIN_WOODS);
  sand_feature_set_polygon (f->woods, woods, G_N_ELEMENTS (woods));
  f->road = add_feature (f->scenario, "road1", SAND_TERRAIN_ROAD);
  sand_feature_set_polyline (f->road, road, G_N_ELEMENTS (road));
  sand_feature_set_width (f->road, 1.5);
  f->hill = add_feature (f->scenario, "hill1", SAND_TERRAIN_HILL);
  sand_feature_set_ellipse (f->hill, 50, 20, 8, 5);
  f->house = add_feature (f->scenario, "house1", SAND_TERRAIN_BUILDING);
  sand_feature_set_rect (f->house, 40, 35, 3, 2);
  f->well = add_feature (f->scenario, "well1", SAND_TERRAIN_SHELL_HOLE);
  sand_feature_set_point (f->well, 60, 40);

  for (guint i = 0; i < G_N_ELEMENTS (f->units); i++)
    {
      g_autofree char *id = g_strdup_printf ("u%u", i + 1);
      g_autoptr (SandUnit) unit = sand_unit_new (id, "rifle", i % 2 ? blue : red,
                                                 5.0 + 10 * i, 40 - i);
      sand_unit_set_attr (unit, "mv", "6");
      sand_scenario_add_unit (f->scenario, unit);
      f->units[i] = unit;
    }

  f->history = sand_history_new (f->scenario);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->history);
  g_clear_object (&f->scenario);
}

static gpointer
item_at (GListModel *list,
         guint       position)
{
  gpointer item = g_list_model_get_item (list, position);

  /* The list keeps its reference; the tests only look. */
  g_object_unref (item);
  return item;
}

typedef void (*EditFunc) (Fixture *f);

/* Runs @edit and checks the cycle every edit must pass: the document changes, the
 * step is labelled @label, undo gives back exactly the old document (same objects in
 * the same places), redo exactly the new one, and again. */
static void
check_edit (Fixture    *f,
            EditFunc    edit,
            const char *label)
{
  g_autofree char *before = describe (f->scenario, TRUE);
  g_autofree char *after = NULL;
  guint n_undo = sand_history_get_n_undo (f->history);

  edit (f);
  after = describe (f->scenario, TRUE);
  g_assert_cmpstr (before, !=, after);
  g_assert_true (sand_history_get_can_undo (f->history));
  g_assert_false (sand_history_get_can_redo (f->history));
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, n_undo + 1);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, label);
  g_assert_null (sand_history_get_redo_label (f->history));

  for (guint round = 0; round < 2; round++)
    {
      g_autofree char *undone = NULL;
      g_autofree char *redone = NULL;

      g_assert_true (sand_history_undo (f->history));
      undone = describe (f->scenario, TRUE);
      g_assert_cmpstr (undone, ==, before);
      g_assert_true (sand_history_get_can_redo (f->history));
      g_assert_cmpstr (sand_history_get_redo_label (f->history), ==, label);
      g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, n_undo);

      g_assert_true (sand_history_redo (f->history));
      redone = describe (f->scenario, TRUE);
      g_assert_cmpstr (redone, ==, after);
      g_assert_false (sand_history_get_can_redo (f->history));
      g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, label);
    }
}

static void
check_no_step (Fixture *f,
               EditFunc edit)
{
  g_autofree char *before = describe (f->scenario, TRUE);
  g_autofree char *after = NULL;
  guint n_undo = sand_history_get_n_undo (f->history);

  edit (f);
  after = describe (f->scenario, TRUE);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, n_undo);
}

static void
test_initial (Fixture       *f,
              gconstpointer  data)
{
  g_assert_true (sand_history_get_scenario (f->history) == f->scenario);
  g_assert_false (sand_history_get_can_undo (f->history));
  g_assert_false (sand_history_get_can_redo (f->history));
  g_assert_null (sand_history_get_undo_label (f->history));
  g_assert_null (sand_history_get_redo_label (f->history));
  g_assert_true (sand_history_get_is_clean (f->history));
  g_assert_cmpuint (sand_history_get_limit (f->history), ==, SAND_HISTORY_DEFAULT_LIMIT);
  g_assert_false (sand_history_undo (f->history));
  g_assert_false (sand_history_redo (f->history));
}

/* Lists */

static void
add_marsh (Fixture *f)
{
  g_autoptr (SandFeature) marsh = sand_feature_new ("marsh1", SAND_TERRAIN_MARSH);

  sand_feature_set_ellipse (marsh, 30, 10, 4, 3);
  sand_edit_add_feature (f->history, marsh);
}

static void
test_feature_add (Fixture       *f,
                  gconstpointer  data)
{
  GListModel *features = sand_scenario_get_features (f->scenario);

  check_edit (f, add_marsh, "Add Feature");
  g_assert_cmpuint (g_list_model_get_n_items (features), ==, 6);
  g_assert_cmpstr (sand_feature_get_id (item_at (features, 5)), ==, "marsh1");
  sand_history_undo (f->history);
  g_assert_cmpuint (g_list_model_get_n_items (features), ==, 5);
  g_assert_null (sand_scenario_find_feature (f->scenario, "marsh1"));
}

static void
insert_wall_second (Fixture *f)
{
  static const SandPoint wall[] = { { 1, 1 }, { 5, 1 } };
  g_autoptr (SandFeature) feature = sand_feature_new ("wall1", SAND_TERRAIN_WALL);

  sand_feature_set_polyline (feature, wall, G_N_ELEMENTS (wall));
  sand_edit_insert_feature (f->history, 1, feature);
}

static void
test_feature_insert (Fixture       *f,
                     gconstpointer  data)
{
  GListModel *features = sand_scenario_get_features (f->scenario);

  check_edit (f, insert_wall_second, "Add Feature");
  g_assert_true (item_at (features, 0) == f->woods);
  g_assert_cmpstr (sand_feature_get_id (item_at (features, 1)), ==, "wall1");
  g_assert_true (item_at (features, 2) == f->road);
}

static void
remove_hill (Fixture *f)
{
  sand_edit_remove_feature (f->history, f->hill);
}

static void
test_feature_remove (Fixture       *f,
                     gconstpointer  data)
{
  GListModel *features = sand_scenario_get_features (f->scenario);

  check_edit (f, remove_hill, "Remove Feature");
  g_assert_null (sand_scenario_find_feature (f->scenario, "hill1"));
  g_assert_true (item_at (features, 2) == f->house);
  sand_history_undo (f->history);
  g_assert_true (item_at (features, 2) == f->hill);
}

static void
raise_woods (Fixture *f)
{
  sand_edit_reorder_feature (f->history, 0, 3);
}

static void
lower_well (Fixture *f)
{
  sand_edit_reorder_feature (f->history, 4, 1);
}

static void
reorder_nowhere (Fixture *f)
{
  sand_edit_reorder_feature (f->history, 2, 2);
}

static void
test_feature_reorder (Fixture       *f,
                      gconstpointer  data)
{
  GListModel *features = sand_scenario_get_features (f->scenario);

  check_edit (f, raise_woods, "Raise Feature");
  g_assert_true (item_at (features, 0) == f->road);
  g_assert_true (item_at (features, 3) == f->woods);
  g_assert_true (item_at (features, 4) == f->well);

  check_edit (f, lower_well, "Lower Feature");
  g_assert_true (item_at (features, 1) == f->well);
  g_assert_true (item_at (features, 4) == f->woods);

  check_no_step (f, reorder_nowhere);

  /* Raising one step at a time during a gesture is one move. */
  sand_history_begin_group (f->history, NULL);
  for (guint i = 0; i < 4; i++)
    sand_edit_reorder_feature (f->history, i, i + 1);
  sand_history_end_group (f->history);
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 1);
  g_assert_true (item_at (features, 4) == f->road);
  sand_history_undo (f->history);
  g_assert_true (item_at (features, 0) == f->road);
  g_assert_true (item_at (features, 1) == f->well);
}

static void
add_unit (Fixture *f)
{
  g_autoptr (SandUnit) unit = sand_unit_new ("u9", "mg", f->blue, 33, 12);

  sand_edit_add_unit (f->history, unit);
}

static void
remove_third_unit (Fixture *f)
{
  sand_edit_remove_unit (f->history, f->units[2]);
}

static void
test_unit_add_remove (Fixture       *f,
                      gconstpointer  data)
{
  GListModel *units = sand_scenario_get_units (f->scenario);

  check_edit (f, add_unit, "Add Unit");
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 6);
  g_assert_cmpstr (sand_unit_get_id (item_at (units, 5)), ==, "u9");

  check_edit (f, remove_third_unit, "Remove Unit");
  g_assert_null (sand_scenario_find_unit (f->scenario, "u3"));
  g_assert_true (item_at (units, 2) == f->units[3]);
  sand_history_undo (f->history);
  for (guint i = 0; i < G_N_ELEMENTS (f->units); i++)
    g_assert_true (item_at (units, i) == f->units[i]);
}

static void
add_side (Fixture *f)
{
  g_autoptr (SandSide) side = sand_side_new ("green", "Green Guard", "#00a000");

  sand_edit_add_side (f->history, side);
}

static void
remove_red (Fixture *f)
{
  sand_edit_remove_side (f->history, f->red);
}

static void
test_side_add (Fixture       *f,
               gconstpointer  data)
{
  GListModel *sides = sand_scenario_get_sides (f->scenario);

  check_edit (f, add_side, "Add Side");
  g_assert_cmpuint (g_list_model_get_n_items (sides), ==, 3);
  g_assert_cmpstr (sand_side_get_id (item_at (sides, 2)), ==, "green");
}

static void
test_side_remove (Fixture       *f,
                  gconstpointer  data)
{
  GListModel *sides = sand_scenario_get_sides (f->scenario);
  GListModel *units = sand_scenario_get_units (f->scenario);

  /* Red owns units 1, 3 and 5, interleaved with blue's. */
  check_edit (f, remove_red, "Remove Side");
  g_assert_cmpuint (g_list_model_get_n_items (sides), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 2);
  g_assert_true (item_at (units, 0) == f->units[1]);
  g_assert_true (item_at (units, 1) == f->units[3]);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1);

  g_assert_true (sand_history_undo (f->history));
  g_assert_true (item_at (sides, 0) == f->red);
  g_assert_true (item_at (sides, 1) == f->blue);
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (f->units); i++)
    {
      g_assert_true (item_at (units, i) == f->units[i]);
      g_assert_true (sand_unit_get_side (f->units[i]) == (i % 2 ? f->blue : f->red));
    }

  /* The second side, removed after the first, comes back second. */
  sand_history_redo (f->history);
  sand_edit_remove_side (f->history, f->blue);
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 0);
  sand_history_undo (f->history);
  sand_history_undo (f->history);
  g_assert_true (item_at (sides, 0) == f->red);
  g_assert_true (item_at (sides, 1) == f->blue);
  for (guint i = 0; i < G_N_ELEMENTS (f->units); i++)
    g_assert_true (item_at (units, i) == f->units[i]);
}

static void
test_remove_absent (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr (SandFeature) stray = sand_feature_new ("stray", SAND_TERRAIN_ROUGH);

  g_test_expect_message ("Sandtable-Core", G_LOG_LEVEL_CRITICAL, "*not in the scenario*");
  sand_edit_remove_feature (f->history, stray);
  g_test_assert_expected_messages ();
  g_assert_false (sand_history_get_can_undo (f->history));
}

/* Properties */

static void
set_property (Fixture    *f,
              gpointer    object,
              const char *name,
              GType       type,
              ...)
{
  g_auto (GValue) value = G_VALUE_INIT;
  g_autofree char *error = NULL;
  va_list args;

  va_start (args, type);
  G_VALUE_COLLECT_INIT (&value, type, args, 0, &error);
  va_end (args);
  g_assert_null (error);
  g_assert_true (sand_edit_set_property (f->history, object, name, &value));
}

static void
rename_woods (Fixture *f)
{
  set_property (f, f->woods, "name", G_TYPE_STRING, "Dark Wood");
}

static void
raise_hill (Fixture *f)
{
  set_property (f, f->hill, "level", G_TYPE_INT, 3);
}

static void
rename_unit (Fixture *f)
{
  set_property (f, f->units[0], "name", G_TYPE_STRING, "1st Squad");
}

static void
change_unit_side (Fixture *f)
{
  set_property (f, f->units[0], "side", SAND_TYPE_SIDE, f->blue);
}

static void
recolour_side (Fixture *f)
{
  set_property (f, f->red, "color", G_TYPE_STRING, "#ff8080");
}

static void
resize_table (Fixture *f)
{
  set_property (f, f->scenario, "width", G_TYPE_DOUBLE, 96.0);
}

static void
set_turn (Fixture *f)
{
  set_property (f, f->scenario, "turn", G_TYPE_INT, 4);
}

static void
retitle_same (Fixture *f)
{
  set_property (f, f->scenario, "title", G_TYPE_STRING, "Crossroads");
}

static void
test_property (Fixture       *f,
               gconstpointer  data)
{
  check_edit (f, rename_woods, "Change Feature");
  g_assert_cmpstr (sand_feature_get_name (f->woods), ==, "Dark Wood");
  check_edit (f, raise_hill, "Change Feature");
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 3);
  check_edit (f, rename_unit, "Change Unit");
  g_assert_cmpstr (sand_unit_get_name (f->units[0]), ==, "1st Squad");
  check_edit (f, change_unit_side, "Change Unit");
  g_assert_true (sand_unit_get_side (f->units[0]) == f->blue);
  check_edit (f, recolour_side, "Change Side");
  g_assert_cmpstr (sand_side_get_color (f->red), ==, "#ff8080");
  check_edit (f, resize_table, "Change Scenario");
  g_assert_cmpfloat (sand_scenario_get_width (f->scenario), ==, 96);
  check_edit (f, set_turn, "Change Scenario");
  g_assert_cmpint (sand_scenario_get_turn (f->scenario), ==, 4);

  /* The value it already has is no change. */
  check_no_step (f, retitle_same);

  /* Undo all seven, newest first. */
  for (guint i = 0; i < 7; i++)
    g_assert_true (sand_history_undo (f->history));
  g_assert_null (sand_feature_get_name (f->woods));
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 1);
  g_assert_true (sand_unit_get_side (f->units[0]) == f->red);
  g_assert_cmpstr (sand_side_get_color (f->red), ==, "#c00000");
  g_assert_cmpfloat (sand_scenario_get_width (f->scenario), ==, 72);
  g_assert_cmpint (sand_scenario_get_turn (f->scenario), ==, 1);
  g_assert_false (sand_history_get_can_undo (f->history));
}

static void
test_property_convert (Fixture       *f,
                       gconstpointer  data)
{
  g_auto (GValue) value = G_VALUE_INIT;

  /* An int for a double property is converted. */
  g_value_init (&value, G_TYPE_INT);
  g_value_set_int (&value, 60);
  g_assert_true (sand_edit_set_property (f->history, G_OBJECT (f->scenario), "height", &value));
  g_assert_cmpfloat (sand_scenario_get_height (f->scenario), ==, 60);

  /* Out of range is clamped, and the clamped value is what undo and redo see. */
  g_value_set_int (&value, 500);
  g_assert_true (sand_edit_set_property (f->history, G_OBJECT (f->hill), "level", &value));
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 100);
  sand_history_undo (f->history);
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 1);
  sand_history_redo (f->history);
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 100);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 2);
}

static void
test_property_invalid (Fixture       *f,
                       gconstpointer  data)
{
  g_auto (GValue) value = G_VALUE_INIT;
  g_auto (GValue) object = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_INT);
  g_value_set_int (&value, 2);
  g_test_expect_message ("Sandtable-Core", G_LOG_LEVEL_CRITICAL, "*no writable property “colour”*");
  g_assert_false (sand_edit_set_property (f->history, G_OBJECT (f->red), "colour", &value));
  g_test_assert_expected_messages ();

  g_value_init (&object, SAND_TYPE_SIDE);
  g_value_set_object (&object, f->red);
  g_test_expect_message ("Sandtable-Core", G_LOG_LEVEL_CRITICAL, "*cannot set property “level”*");
  g_assert_false (sand_edit_set_property (f->history, G_OBJECT (f->hill), "level", &object));
  g_test_assert_expected_messages ();

  g_assert_false (sand_history_get_can_undo (f->history));
}

static void
set_mv (Fixture *f)
{
  sand_edit_set_unit_attr (f->history, f->units[1], "mv", "4");
}

static void
set_special (Fixture *f)
{
  sand_edit_set_unit_attr (f->history, f->units[1], "special", "pioneer");
}

static void
unset_mv (Fixture *f)
{
  sand_edit_set_unit_attr (f->history, f->units[1], "mv", NULL);
}

static void
set_mv_same (Fixture *f)
{
  sand_edit_set_unit_attr (f->history, f->units[2], "mv", "6");
}

static void
test_unit_attr (Fixture       *f,
                gconstpointer  data)
{
  check_edit (f, set_mv, "Change Unit");
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "mv"), ==, "4");
  check_edit (f, set_special, "Change Unit");
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "special"), ==, "pioneer");
  check_edit (f, unset_mv, "Change Unit");
  g_assert_null (sand_unit_get_attr (f->units[1], "mv"));
  check_no_step (f, set_mv_same);

  sand_history_undo (f->history);
  sand_history_undo (f->history);
  sand_history_undo (f->history);
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "mv"), ==, "6");
  g_assert_null (sand_unit_get_attr (f->units[1], "special"));

  /* Typing a value digit by digit inside a group is one change. */
  sand_history_begin_group (f->history, NULL);
  sand_edit_set_unit_attr (f->history, f->units[1], "mv", "1");
  sand_edit_set_unit_attr (f->history, f->units[1], "mv", "12");
  sand_edit_set_unit_attr (f->history, f->units[1], "mv", NULL);
  sand_edit_set_unit_attr (f->history, f->units[1], "mv", "3");
  sand_history_end_group (f->history);
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 1);
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "mv"), ==, "3");
  sand_history_undo (f->history);
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "mv"), ==, "6");
  sand_history_redo (f->history);
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "mv"), ==, "3");
}

static void
move_unit (Fixture *f)
{
  sand_edit_move_unit (f->history, f->units[4], 12.125, 7.5);
}

static void
move_unit_nowhere (Fixture *f)
{
  sand_edit_move_unit (f->history, f->units[4], 12.125, 7.5);
}

static void
turn_unit (Fixture *f)
{
  sand_edit_set_facing (f->history, f->units[3], 370);
}

static void
turn_unit_full_circle (Fixture *f)
{
  sand_edit_set_facing (f->history, f->units[3], 370 + 360);
}

static void
test_unit_move_turn (Fixture       *f,
                     gconstpointer  data)
{
  check_edit (f, move_unit, "Move Unit");
  g_assert_cmpfloat (sand_unit_get_x (f->units[4]), ==, 12.125);
  g_assert_cmpfloat (sand_unit_get_y (f->units[4]), ==, 7.5);
  check_no_step (f, move_unit_nowhere);

  check_edit (f, turn_unit, "Turn Unit");
  g_assert_cmpfloat (sand_unit_get_facing (f->units[3]), ==, 10);
  check_no_step (f, turn_unit_full_circle);

  sand_history_undo (f->history);
  sand_history_undo (f->history);
  g_assert_cmpfloat (sand_unit_get_facing (f->units[3]), ==, 0);
  g_assert_cmpfloat (sand_unit_get_x (f->units[4]), ==, 45);
  g_assert_cmpfloat (sand_unit_get_y (f->units[4]), ==, 36);
}

/* Geometry */

static void
woods_as_ellipse (Fixture *f)
{
  sand_edit_set_geometry (f->history, f->woods, f->hill);
}

static void
hill_as_polygon (Fixture *f)
{
  sand_edit_set_geometry (f->history, f->hill, f->woods);
}

static void
house_as_point (Fixture *f)
{
  sand_edit_set_geometry (f->history, f->house, f->well);
}

static void
well_as_rect (Fixture *f)
{
  sand_edit_set_geometry (f->history, f->well, f->house);
}

static void
road_rerouted (Fixture *f)
{
  static const SandPoint route[] = { { 0, 0 }, { 36, 24 }, { 72, 48 }, { 72, 0 } };

  sand_edit_set_points (f->history, f->road, SAND_GEOMETRY_POLYLINE, route, G_N_ELEMENTS (route));
}

static void
house_bigger (Fixture *f)
{
  sand_edit_set_rect (f->history, f->house, 39, 34, 5, 4);
}

static void
hill_wider (Fixture *f)
{
  sand_edit_set_ellipse (f->history, f->hill, 50, 20, 12, 5);
}

static void
hill_same (Fixture *f)
{
  sand_edit_set_ellipse (f->history, f->hill, 50, 20, 8, 5);
}

static void
test_geometry_replace (Fixture       *f,
                       gconstpointer  data)
{
  double a, b, c, d;
  guint n;

  /* Every kind of geometry into another kind, and back on undo. */
  check_edit (f, woods_as_ellipse, "Reshape Feature");
  g_assert_cmpint (sand_feature_get_geometry_type (f->woods), ==, SAND_GEOMETRY_ELLIPSE);
  sand_feature_get_ellipse (f->woods, &a, &b, &c, &d);
  g_assert_cmpfloat (a, ==, 50);
  g_assert_cmpfloat (d, ==, 5);
  sand_history_undo (f->history);
  g_assert_cmpint (sand_feature_get_geometry_type (f->woods), ==, SAND_GEOMETRY_POLYGON);

  check_edit (f, hill_as_polygon, "Reshape Feature");
  g_assert_cmpint (sand_feature_get_geometry_type (f->hill), ==, SAND_GEOMETRY_POLYGON);
  sand_feature_get_points (f->hill, &n);
  g_assert_cmpuint (n, ==, 4);
  sand_history_undo (f->history);

  check_edit (f, house_as_point, "Reshape Feature");
  g_assert_cmpint (sand_feature_get_geometry_type (f->house), ==, SAND_GEOMETRY_POINT);
  sand_history_undo (f->history);
  g_assert_cmpint (sand_feature_get_geometry_type (f->house), ==, SAND_GEOMETRY_RECT);

  check_edit (f, well_as_rect, "Reshape Feature");
  g_assert_cmpint (sand_feature_get_geometry_type (f->well), ==, SAND_GEOMETRY_RECT);
  sand_history_undo (f->history);

  check_edit (f, road_rerouted, "Reshape Feature");
  sand_feature_get_points (f->road, &n);
  g_assert_cmpuint (n, ==, 4);

  check_edit (f, house_bigger, "Reshape Feature");
  sand_feature_get_rect (f->house, &a, &b, &c, &d);
  g_assert_cmpfloat (c, ==, 5);
  g_assert_cmpfloat (d, ==, 4);

  check_no_step (f, hill_same);
  check_edit (f, hill_wider, "Reshape Feature");
  sand_feature_get_ellipse (f->hill, NULL, NULL, &c, NULL);
  g_assert_cmpfloat (c, ==, 12);
}

static void
nudge_woods (Fixture *f)
{
  sand_edit_translate_feature (f->history, f->woods, 0.1, -0.7);
}

static void
nudge_house (Fixture *f)
{
  sand_edit_translate_feature (f->history, f->house, 0.3, 0.2);
}

static void
nudge_hill (Fixture *f)
{
  sand_edit_translate_feature (f->history, f->hill, -1.1, 2.2);
}

static void
nudge_well (Fixture *f)
{
  sand_edit_translate_feature (f->history, f->well, 1, 1);
}

static void
nudge_nothing (Fixture *f)
{
  sand_edit_translate_feature (f->history, f->road, 0, 0);
}

static void
test_geometry_translate (Fixture       *f,
                         gconstpointer  data)
{
  const SandPoint *points;
  double x, y;

  check_edit (f, nudge_woods, "Move Feature");
  points = sand_feature_get_points (f->woods, NULL);
  g_assert_cmpfloat_with_epsilon (points[2].x, 22.1, 1e-12);
  g_assert_cmpfloat_with_epsilon (points[2].y, 17.3, 1e-12);
  check_edit (f, nudge_house, "Move Feature");
  sand_feature_get_rect (f->house, &x, &y, NULL, NULL);
  g_assert_cmpfloat_with_epsilon (x, 40.3, 1e-12);
  g_assert_cmpfloat_with_epsilon (y, 35.2, 1e-12);
  check_edit (f, nudge_hill, "Move Feature");
  check_edit (f, nudge_well, "Move Feature");
  points = sand_feature_get_points (f->well, NULL);
  g_assert_cmpfloat (points[0].x, ==, 61);
  check_no_step (f, nudge_nothing);

  /* Undo restores the exact numbers, not old + d - d. */
  for (guint i = 0; i < 4; i++)
    sand_history_undo (f->history);
  points = sand_feature_get_points (f->woods, NULL);
  g_assert_cmpfloat (points[2].x, ==, 22);
  g_assert_cmpfloat (points[2].y, ==, 18);
  sand_feature_get_rect (f->house, &x, &y, NULL, NULL);
  g_assert_cmpfloat (x, ==, 40);
  g_assert_cmpfloat (y, ==, 35);
}

static void
drag_vertex (Fixture *f)
{
  sand_edit_move_vertex (f->history, f->woods, 2, 25, 25);
}

static void
insert_vertex (Fixture *f)
{
  sand_edit_insert_vertex (f->history, f->road, 3, 80, 20);
}

static void
delete_vertex (Fixture *f)
{
  g_assert_true (sand_edit_delete_vertex (f->history, f->woods, 0));
}

static void
test_geometry_vertices (Fixture       *f,
                        gconstpointer  data)
{
  const SandPoint *points;
  guint n;

  check_edit (f, drag_vertex, "Move Vertex");
  points = sand_feature_get_points (f->woods, &n);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpfloat (points[2].x, ==, 25);
  g_assert_cmpfloat (points[2].y, ==, 25);

  check_edit (f, insert_vertex, "Add Vertex");
  points = sand_feature_get_points (f->road, &n);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpfloat (points[2].x, ==, 72);
  g_assert_cmpfloat (points[3].x, ==, 80);

  check_edit (f, delete_vertex, "Delete Vertex");
  points = sand_feature_get_points (f->woods, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpfloat (points[0].x, ==, 20);

  /* A triangle keeps its three corners, a point its one. */
  g_assert_false (sand_edit_delete_vertex (f->history, f->woods, 1));
  g_assert_false (sand_edit_delete_vertex (f->history, f->well, 0));
  g_assert_false (sand_edit_delete_vertex (f->history, f->road, 9));
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Delete Vertex");
  sand_feature_get_points (f->woods, &n);
  g_assert_cmpuint (n, ==, 3);

  g_test_expect_message ("Sandtable-Core", G_LOG_LEVEL_CRITICAL, "*no vertices*");
  sand_edit_move_vertex (f->history, f->hill, 0, 1, 1);
  g_test_assert_expected_messages ();

  /* Dragging a vertex is one edit from where the drag began. */
  sand_history_begin_group (f->history, NULL);
  for (guint i = 1; i <= 12; i++)
    sand_edit_move_vertex (f->history, f->road, 1, 30.5 + i, 31.25 - i);
  sand_history_end_group (f->history);
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 1);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Move Vertex");
  points = sand_feature_get_points (f->road, NULL);
  g_assert_cmpfloat (points[1].x, ==, 42.5);
  sand_history_undo (f->history);
  points = sand_feature_get_points (f->road, NULL);
  g_assert_cmpfloat (points[1].x, ==, 30.5);
  g_assert_cmpfloat (points[1].y, ==, 31.25);
}

/* Groups */

static void
test_group_drag (Fixture       *f,
                 gconstpointer  data)
{
  SandUnit *unit = f->units[0];
  g_autofree char *before = describe (f->scenario, TRUE);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  /* A drag: thirty small moves as the pointer goes. */
  sand_history_begin_group (f->history, "Drag");
  g_assert_true (sand_history_in_group (f->history));
  for (guint i = 1; i <= 30; i++)
    sand_edit_move_unit (f->history, unit, 5 + 0.5 * i, 40 - 0.25 * i);
  g_assert_false (sand_history_get_can_undo (f->history));
  sand_history_end_group (f->history);
  g_assert_false (sand_history_in_group (f->history));

  after = describe (f->scenario, TRUE);
  g_assert_cmpfloat (sand_unit_get_x (unit), ==, 20);
  g_assert_cmpfloat (sand_unit_get_y (unit), ==, 32.5);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1);
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 1);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Drag");

  g_assert_true (sand_history_undo (f->history));
  undone = describe (f->scenario, TRUE);
  g_assert_cmpstr (undone, ==, before);
  g_assert_false (sand_history_get_can_undo (f->history));
  g_assert_true (sand_history_redo (f->history));
  redone = describe (f->scenario, TRUE);
  g_assert_cmpstr (redone, ==, after);
}

static void
test_group_mixed (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *before = describe (f->scenario, TRUE);
  g_autofree char *undone = NULL;
  static const SandPoint woods_moved[] = { { 11, 10 }, { 21, 10 }, { 23, 18 }, { 13, 20 } };

  /* Moving a selection of two units and a feature: the moves alternate, so they do
   * not merge, and a paste-like add rides along. Nested groups fold in. The group
   * has no label, so the first edit names it. */
  sand_history_begin_group (f->history, NULL);
  for (guint i = 1; i <= 10; i++)
    {
      sand_history_begin_group (f->history, "Inner");
      sand_edit_move_unit (f->history, f->units[0], 5 + i, 40);
      sand_edit_move_unit (f->history, f->units[1], 15 + i, 39);
      sand_edit_translate_feature (f->history, f->woods, 0.1, 0);
      sand_history_end_group (f->history);
    }
  add_side (f);
  set_mv (f);
  set_mv (f);
  sand_history_end_group (f->history);

  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Move Unit");
  /* 30 moves that never follow one of the same object, the side, one attribute. */
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 32);
  g_assert_cmpfloat (sand_unit_get_x (f->units[0]), ==, 15);
  g_assert_cmpfloat (sand_unit_get_x (f->units[1]), ==, 25);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_sides (f->scenario)), ==, 3);

  sand_history_undo (f->history);
  undone = describe (f->scenario, TRUE);
  g_assert_cmpstr (undone, ==, before);

  /* Redo puts the feature where the last of its moves left it. */
  sand_history_redo (f->history);
  for (guint i = 0; i < G_N_ELEMENTS (woods_moved); i++)
    {
      const SandPoint *points = sand_feature_get_points (f->woods, NULL);
      g_assert_cmpfloat_with_epsilon (points[i].x, woods_moved[i].x, 1e-9);
      g_assert_cmpfloat_with_epsilon (points[i].y, woods_moved[i].y, 1e-9);
    }
}

static void
test_group_merge_property (Fixture       *f,
                           gconstpointer  data)
{
  /* A slider dragged across values, then back: one step, first old to last new. */
  sand_history_begin_group (f->history, NULL);
  for (int level = 2; level <= 9; level++)
    set_property (f, f->hill, "level", G_TYPE_INT, level);
  for (int turn = 0; turn < 40; turn += 10)
    sand_edit_set_facing (f->history, f->units[2], turn);
  set_property (f, f->hill, "level", G_TYPE_INT, 5);
  sand_history_end_group (f->history);

  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Change Feature");
  /* Levels 2…9 merge, the turns merge; level 5 follows a turn, so stands apart. */
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 3);
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 5);
  g_assert_cmpfloat (sand_unit_get_facing (f->units[2]), ==, 30);
  sand_history_undo (f->history);
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 1);
  g_assert_cmpfloat (sand_unit_get_facing (f->units[2]), ==, 0);
  sand_history_redo (f->history);
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 5);
  g_assert_cmpfloat (sand_unit_get_facing (f->units[2]), ==, 30);
}

static void
test_group_empty (Fixture       *f,
                  gconstpointer  data)
{
  move_unit (f);
  sand_history_undo (f->history);
  g_assert_true (sand_history_get_can_redo (f->history));

  /* Nothing performed, nothing recorded, and what could be redone still can be. */
  sand_history_begin_group (f->history, "Nothing");
  sand_history_begin_group (f->history, "Still nothing");
  retitle_same (f);
  sand_history_end_group (f->history);
  sand_edit_move_unit (f->history, f->units[4], 45, 36);
  sand_history_end_group (f->history);
  g_assert_false (sand_history_get_can_undo (f->history));
  g_assert_true (sand_history_get_can_redo (f->history));
  g_assert_cmpstr (sand_history_get_redo_label (f->history), ==, "Move Unit");
}

static void
test_group_undo_refused (Fixture       *f,
                         gconstpointer  data)
{
  move_unit (f);
  sand_history_begin_group (f->history, "Drag");
  g_test_expect_message ("Sandtable-Core", G_LOG_LEVEL_CRITICAL, "*depth == 0*");
  g_assert_false (sand_history_undo (f->history));
  g_test_assert_expected_messages ();
  sand_history_end_group (f->history);
  g_assert_cmpfloat (sand_unit_get_x (f->units[4]), ==, 12.125);
  g_assert_true (sand_history_undo (f->history));
}

/* A view that reacts to a change by editing must not record during undo. */
static void
edit_back_cb (SandUnit *unit,
              Fixture  *f)
{
  sand_edit_set_unit_attr (f->history, unit, "mv", "99");
}

static void
test_replay_refuses_edits (Fixture       *f,
                           gconstpointer  data)
{
  set_mv (f);
  g_signal_connect (f->units[1], "changed", G_CALLBACK (edit_back_cb), f);
  g_test_expect_message ("Sandtable-Core", G_LOG_LEVEL_CRITICAL, "*replaying*");
  g_assert_true (sand_history_undo (f->history));
  g_test_assert_expected_messages ();
  g_signal_handlers_disconnect_by_func (f->units[1], edit_back_cb, f);
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "mv"), ==, "6");
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 0);
  g_assert_cmpuint (sand_history_get_n_redo (f->history), ==, 1);
}

/* The saved state */

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
test_clean (Fixture       *f,
            gconstpointer  data)
{
  guint clean_notes = 0;

  g_signal_connect (f->history, "notify::is-clean", G_CALLBACK (count_cb), &clean_notes);

  g_assert_true (sand_history_get_is_clean (f->history));
  move_unit (f);
  g_assert_false (sand_history_get_is_clean (f->history));
  g_assert_cmpuint (clean_notes, ==, 1);
  sand_history_undo (f->history);
  g_assert_true (sand_history_get_is_clean (f->history));
  g_assert_cmpuint (clean_notes, ==, 2);
  sand_history_redo (f->history);
  g_assert_false (sand_history_get_is_clean (f->history));

  /* Saved after two edits: undoing leaves it, redoing comes back. */
  turn_unit (f);
  sand_history_mark_clean (f->history);
  g_assert_true (sand_history_get_is_clean (f->history));
  sand_history_undo (f->history);
  g_assert_false (sand_history_get_is_clean (f->history));
  sand_history_undo (f->history);
  g_assert_false (sand_history_get_is_clean (f->history));
  sand_history_redo (f->history);
  sand_history_redo (f->history);
  g_assert_true (sand_history_get_is_clean (f->history));

  /* An edit after the saved state, undone, is clean again. */
  rename_woods (f);
  g_assert_false (sand_history_get_is_clean (f->history));
  sand_history_undo (f->history);
  g_assert_true (sand_history_get_is_clean (f->history));

  /* Undo past the saved state, then edit: the saved state is gone for good. */
  sand_history_undo (f->history);
  remove_hill (f);
  g_assert_false (sand_history_get_is_clean (f->history));
  sand_history_undo (f->history);
  g_assert_false (sand_history_get_is_clean (f->history));
  sand_history_undo (f->history);
  g_assert_false (sand_history_get_is_clean (f->history));
  sand_history_redo (f->history);
  sand_history_redo (f->history);
  g_assert_false (sand_history_get_is_clean (f->history));

  /* Until it is saved again. */
  sand_history_mark_clean (f->history);
  g_assert_true (sand_history_get_is_clean (f->history));
}

static void
test_notify (Fixture       *f,
             gconstpointer  data)
{
  guint undo_notes = 0, redo_notes = 0, label_notes = 0;
  g_autofree char *label = NULL;
  gboolean can_redo;

  g_signal_connect (f->history, "notify::can-undo", G_CALLBACK (count_cb), &undo_notes);
  g_signal_connect (f->history, "notify::can-redo", G_CALLBACK (count_cb), &redo_notes);
  g_signal_connect (f->history, "notify::undo-label", G_CALLBACK (count_cb), &label_notes);

  move_unit (f);
  g_assert_cmpuint (undo_notes, ==, 1);
  g_assert_cmpuint (label_notes, ==, 1);
  /* A second edit of the same kind: still can undo, same label, nothing to say. */
  sand_edit_move_unit (f->history, f->units[4], 1, 1);
  g_assert_cmpuint (undo_notes, ==, 1);
  g_assert_cmpuint (label_notes, ==, 1);
  turn_unit (f);
  g_assert_cmpuint (label_notes, ==, 2);

  sand_history_undo (f->history);
  g_assert_cmpuint (redo_notes, ==, 1);
  g_assert_cmpuint (label_notes, ==, 3);
  g_object_get (f->history, "undo-label", &label, "can-redo", &can_redo, NULL);
  g_assert_cmpstr (label, ==, "Move Unit");
  g_assert_true (can_redo);

  /* A new edit drops the redo list. */
  rename_unit (f);
  g_assert_false (sand_history_get_can_redo (f->history));
  g_assert_cmpuint (redo_notes, ==, 2);
  g_assert_cmpuint (sand_history_get_n_redo (f->history), ==, 0);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 3);
}

static void
test_limit (Fixture       *f,
            gconstpointer  data)
{
  sand_history_set_limit (f->history, 5);
  sand_history_mark_clean (f->history);
  for (guint i = 1; i <= 8; i++)
    sand_edit_move_unit (f->history, f->units[0], i, i);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 5);

  while (sand_history_undo (f->history))
    ;
  /* The three oldest steps are forgotten; so is the saved state before them. */
  g_assert_cmpfloat (sand_unit_get_x (f->units[0]), ==, 3);
  g_assert_false (sand_history_get_is_clean (f->history));
  g_assert_cmpuint (sand_history_get_n_redo (f->history), ==, 5);

  /* Lowering the limit keeps what can be redone over what was done long ago. */
  sand_history_redo (f->history);
  sand_history_redo (f->history);
  sand_history_set_limit (f->history, 3);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 0);
  g_assert_cmpuint (sand_history_get_n_redo (f->history), ==, 3);
  g_assert_cmpfloat (sand_unit_get_x (f->units[0]), ==, 5);

  sand_history_redo (f->history);
  sand_history_mark_clean (f->history);
  sand_history_set_limit (f->history, 1);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 0);
  g_assert_cmpuint (sand_history_get_n_redo (f->history), ==, 2);
  g_assert_true (sand_history_get_is_clean (f->history));

  /* No limit keeps everything. */
  sand_history_set_limit (f->history, 0);
  for (guint i = 0; i < 1500; i++)
    sand_edit_move_unit (f->history, f->units[0], i, 0);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1500);
}

static void
test_default_limit (Fixture       *f,
                    gconstpointer  data)
{
  for (guint i = 1; i <= SAND_HISTORY_DEFAULT_LIMIT + 10; i++)
    sand_edit_move_unit (f->history, f->units[1], i, 0);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, SAND_HISTORY_DEFAULT_LIMIT);
  while (sand_history_undo (f->history))
    ;
  g_assert_cmpfloat (sand_unit_get_x (f->units[1]), ==, 10);
}

static void
test_clear (Fixture       *f,
            gconstpointer  data)
{
  move_unit (f);
  turn_unit (f);
  sand_history_undo (f->history);
  sand_history_clear (f->history);
  g_assert_false (sand_history_get_can_undo (f->history));
  g_assert_false (sand_history_get_can_redo (f->history));
  g_assert_false (sand_history_get_is_clean (f->history));
  g_assert_cmpfloat (sand_unit_get_x (f->units[4]), ==, 12.125);

  sand_history_mark_clean (f->history);
  move_unit_nowhere (f);
  sand_history_clear (f->history);
  g_assert_true (sand_history_get_is_clean (f->history));
}

/* From an empty table to a small scenario and back, one edit at a time. */
static void
test_end_to_end (void)
{
  static const SandPoint woods[] = { { 10, 10 }, { 24, 8 }, { 28, 20 }, { 16, 26 }, { 8, 18 } };
  static const SandPoint road[] = { { 0, 24 }, { 30, 26 }, { 72, 20 } };
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandScenario) fresh = sand_scenario_new ();
  g_autoptr (SandHistory) history = sand_history_new (scenario);
  g_autoptr (SandSide) allies = sand_side_new ("allies", "Allies", "#3060c0");
  g_autoptr (SandSide) axis = sand_side_new ("axis", "Axis", "#808080");
  g_autoptr (SandFeature) wood = sand_feature_new ("wood1", SAND_TERRAIN_WOODS);
  g_autoptr (SandFeature) lane = sand_feature_new ("road1", SAND_TERRAIN_ROAD);
  g_autofree char *empty = describe (fresh, FALSE);
  g_autofree char *built = NULL;
  g_autofree char *rebuilt = NULL;
  g_autofree char *unbuilt = NULL;
  g_auto (GValue) title = G_VALUE_INIT;
  guint steps = 0;

  g_value_init (&title, G_TYPE_STRING);
  g_value_set_string (&title, "Hold the Lane");
  g_assert_true (sand_edit_set_property (history, G_OBJECT (scenario), "title", &title));
  sand_edit_add_side (history, allies);
  sand_edit_add_side (history, axis);

  /* The woods are drawn as a point-by-point polygon: one step. */
  sand_history_begin_group (history, "Draw Woods");
  sand_edit_add_feature (history, wood);
  sand_edit_set_points (history, wood, SAND_GEOMETRY_POLYGON, woods, 3);
  for (guint i = 3; i < G_N_ELEMENTS (woods); i++)
    sand_edit_insert_vertex (history, wood, i, woods[i].x, woods[i].y);
  sand_history_end_group (history);

  sand_edit_add_feature (history, lane);
  sand_edit_set_points (history, lane, SAND_GEOMETRY_POLYLINE, road, G_N_ELEMENTS (road));
  sand_edit_reorder_feature (history, 1, 0);

  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *id = sand_scenario_make_id (scenario, "u");
      g_autoptr (SandUnit) unit = sand_unit_new (id, "rifle", i < 2 ? allies : axis,
                                                 10 + i * 12, 40);
      sand_edit_add_unit (history, unit);
      sand_edit_set_unit_attr (history, unit, "mv", "6");
      sand_edit_set_facing (history, unit, i < 2 ? 0 : 180);
    }
  sand_edit_move_unit (history, sand_scenario_find_unit (scenario, "u1"), 20, 30);
  built = describe (scenario, FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (scenario)), ==, 4);

  while (sand_history_undo (history))
    steps++;
  /* 20 edits, less the two turns to the facing the allies already had. */
  g_assert_cmpuint (steps, ==, 18);
  unbuilt = describe (scenario, FALSE);
  g_assert_cmpstr (unbuilt, ==, empty);

  while (sand_history_redo (history))
    ;
  rebuilt = describe (scenario, FALSE);
  g_assert_cmpstr (rebuilt, ==, built);
  g_assert_cmpstr (sand_history_get_undo_label (history), ==, "Move Unit");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/history/initial", test_initial);
  ADD ("/history/feature/add", test_feature_add);
  ADD ("/history/feature/insert", test_feature_insert);
  ADD ("/history/feature/remove", test_feature_remove);
  ADD ("/history/feature/reorder", test_feature_reorder);
  ADD ("/history/feature/remove-absent", test_remove_absent);
  ADD ("/history/unit/add-remove", test_unit_add_remove);
  ADD ("/history/unit/attr", test_unit_attr);
  ADD ("/history/unit/move-turn", test_unit_move_turn);
  ADD ("/history/side/add", test_side_add);
  ADD ("/history/side/remove-with-units", test_side_remove);
  ADD ("/history/property/each-kind", test_property);
  ADD ("/history/property/convert", test_property_convert);
  ADD ("/history/property/invalid", test_property_invalid);
  ADD ("/history/geometry/replace", test_geometry_replace);
  ADD ("/history/geometry/translate", test_geometry_translate);
  ADD ("/history/geometry/vertices", test_geometry_vertices);
  ADD ("/history/group/drag", test_group_drag);
  ADD ("/history/group/mixed", test_group_mixed);
  ADD ("/history/group/merge-property", test_group_merge_property);
  ADD ("/history/group/empty", test_group_empty);
  ADD ("/history/group/undo-refused", test_group_undo_refused);
  ADD ("/history/group/replay-refuses-edits", test_replay_refuses_edits);
  ADD ("/history/clean", test_clean);
  ADD ("/history/notify", test_notify);
  ADD ("/history/limit", test_limit);
  ADD ("/history/limit/default", test_default_limit);
  ADD ("/history/clear", test_clear);
  g_test_add_func ("/history/end-to-end", test_end_to_end);

  return g_test_run ();
}
