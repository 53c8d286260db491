/* history-fixture.c: the document image, the starting table and the edit cycle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gobject/gvaluecollector.h>

#include "history-fixture.h"

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

char *
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

static SandFeature *
add_feature (SandScenario   *scenario,
             const char     *id,
             SandTerrainKind kind)
{
  g_autoptr (SandFeature) feature = sand_feature_new (id, kind);

  sand_scenario_add_feature (scenario, feature);
  return feature;
}

void
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

void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->history);
  g_clear_object (&f->scenario);
}

gpointer
item_at (GListModel *list,
         guint       position)
{
  gpointer item = g_list_model_get_item (list, position);

  /* The list keeps its reference; the tests only look. */
  g_object_unref (item);
  return item;
}

/* Runs @edit and checks the cycle every edit must pass: the document changes, the
 * step is labelled @label, undo gives back exactly the old document (same objects in
 * the same places), redo exactly the new one, and again. */
void
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

void
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

/* Edits several test files make */

void
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

void
remove_hill (Fixture *f)
{
  sand_edit_remove_feature (f->history, f->hill);
}

void
add_side (Fixture *f)
{
  g_autoptr (SandSide) side = sand_side_new ("green", "Green Guard", "#00a000");

  sand_edit_add_side (f->history, side);
}

void
rename_woods (Fixture *f)
{
  set_property (f, f->woods, "name", G_TYPE_STRING, "Dark Wood");
}

void
rename_unit (Fixture *f)
{
  set_property (f, f->units[0], "name", G_TYPE_STRING, "1st Squad");
}

void
retitle_same (Fixture *f)
{
  set_property (f, f->scenario, "title", G_TYPE_STRING, "Crossroads");
}

void
set_mv (Fixture *f)
{
  sand_edit_set_unit_attr (f->history, f->units[1], "mv", "4");
}

void
move_unit (Fixture *f)
{
  sand_edit_move_unit (f->history, f->units[4], 12.125, 7.5);
}

void
move_unit_nowhere (Fixture *f)
{
  sand_edit_move_unit (f->history, f->units[4], 12.125, 7.5);
}

void
turn_unit (Fixture *f)
{
  sand_edit_set_facing (f->history, f->units[3], 370);
}
