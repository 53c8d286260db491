/* test-editor.c: the editing tools driven in table inches, as the canvas drives
 * them, on a real document: draw, select, move, reshape, place units, measure,
 * save, reload, and undo back to an empty table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gstdio.h>

#include "sand-edit.h"
#include "app-test-util.h"
#include "sand-editor.h"
#include "sand-scenario-io.h"
#include "sand-selection.h"
#include "sand-tool-measure.h"
#include "sand-tool.h"

typedef struct
{
  SandDocument *document;
  SandEditor   *editor;
  SandScenario *scenario;
  SandHistory  *history;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->document = sand_document_new ();
  f->editor = sand_editor_new (f->document, NULL);
  f->scenario = sand_document_get_scenario (f->document);
  f->history = sand_document_get_history (f->document);
  sand_scenario_set_size (f->scenario, 48, 36);
  sand_history_mark_clean (f->history);
  sand_document_set_modified (f->document, FALSE);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_clear_object (&f->editor);
  g_clear_object (&f->document);
}



static void
drag (SandTool        *tool,
      double           x0,
      double           y0,
      double           x1,
      double           y1,
      GdkModifierType  state)
{
  sand_tool_press (tool, x0, y0, 1, state);
  for (int i = 1; i <= 10; i++)
    sand_tool_motion (tool, x0 + (x1 - x0) * i / 10.0, y0 + (y1 - y0) * i / 10.0,
                      state | GDK_BUTTON1_MASK);
  sand_tool_release (tool, x1, y1, state);
}

static guint
n_features (Fixture *f)
{
  return g_list_model_get_n_items (sand_scenario_get_features (f->scenario));
}

static guint
n_units (Fixture *f)
{
  return g_list_model_get_n_items (sand_scenario_get_units (f->scenario));
}

static SandFeature *
last_feature (Fixture *f)
{
  GListModel *features = sand_scenario_get_features (f->scenario);
  g_autoptr(SandFeature) feature = g_list_model_get_item (features, g_list_model_get_n_items (features) - 1);

  return feature;
}

static void
test_polygon (Fixture       *f,
              gconstpointer  data)
{
  SandTool *tool = app_test_use_tool (f->editor, "polygon");
  SandFeature *wood;
  const SandPoint *points;
  guint n;

  sand_editor_set_area_kind (f->editor, SAND_TERRAIN_WOODS);
  app_test_tool_click (tool, 3, 3, 1);
  app_test_tool_click (tool, 11, 2, 1);
  app_test_tool_click (tool, 14, 6, 1);
  g_assert_cmpuint (n_features (f), ==, 0);   /* not closed yet */
  app_test_tool_click (tool, 12, 11, 1);
  app_test_tool_click (tool, 12, 11, 2);                    /* double click closes */

  g_assert_cmpuint (n_features (f), ==, 1);
  wood = last_feature (f);
  g_assert_cmpint (sand_feature_get_kind (wood), ==, SAND_TERRAIN_WOODS);
  points = sand_feature_get_points (wood, &n);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpfloat (points[1].x, ==, 11.0);
  g_assert_cmpfloat (points[3].y, ==, 11.0);
  /* One step, selected, and the document knows it changed. */
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1);
  g_assert_true (sand_selection_get_single (sand_editor_get_selection (f->editor)) == wood);
  g_assert_true (sand_document_get_modified (f->document));

  /* Enter closes too; Backspace takes the last point back; Escape drops it all. */
  app_test_tool_click (tool, 20, 20, 1);
  app_test_tool_click (tool, 25, 20, 1);
  app_test_tool_click (tool, 30, 30, 1);
  app_test_tool_click (tool, 31, 31, 1);
  g_assert_true (sand_tool_key (tool, GDK_KEY_BackSpace, 0));
  g_assert_true (sand_tool_key (tool, GDK_KEY_Return, 0));
  g_assert_cmpuint (n_features (f), ==, 2);
  sand_feature_get_points (last_feature (f), &n);
  g_assert_cmpuint (n, ==, 3);

  app_test_tool_click (tool, 40, 20, 1);
  app_test_tool_click (tool, 45, 20, 1);
  g_assert_true (sand_tool_key (tool, GDK_KEY_Escape, 0));
  g_assert_false (sand_tool_key (tool, GDK_KEY_Return, 0));
  g_assert_cmpuint (n_features (f), ==, 2);

  /* Undo, then back to the saved state. */
  g_assert_true (sand_editor_undo (f->editor));
  g_assert_true (sand_editor_undo (f->editor));
  g_assert_cmpuint (n_features (f), ==, 0);
  g_assert_false (sand_document_get_modified (f->document));
  g_assert_true (sand_selection_is_empty (sand_editor_get_selection (f->editor)));
}

static void
test_rect_ellipse_freehand (Fixture       *f,
                            gconstpointer  data)
{
  SandTool *tool;
  SandFeature *feature;
  double x, y, w, h;
  guint n;

  sand_editor_set_area_kind (f->editor, SAND_TERRAIN_BUILDING);
  tool = app_test_use_tool (f->editor, "rectangle");
  drag (tool, 31, 14, 27, 11, 0);   /* any corner to the opposite one */
  feature = last_feature (f);
  g_assert_cmpint (sand_feature_get_geometry_type (feature), ==, SAND_GEOMETRY_RECT);
  sand_feature_get_rect (feature, &x, &y, &w, &h);
  g_assert_cmpfloat_with_epsilon (x, 27, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 11, 1e-9);
  g_assert_cmpfloat_with_epsilon (w, 4, 1e-9);
  g_assert_cmpfloat_with_epsilon (h, 3, 1e-9);
  g_assert_cmpint (sand_feature_get_floors (feature), ==, 1);

  /* Shift makes it square; a slip of a click makes nothing. */
  drag (tool, 0, 0, 4, 2, GDK_SHIFT_MASK);
  sand_feature_get_rect (last_feature (f), &x, &y, &w, &h);
  g_assert_cmpfloat (w, ==, h);
  app_test_tool_click (tool, 5, 5, 1);
  g_assert_cmpuint (n_features (f), ==, 2);

  sand_editor_set_area_kind (f->editor, SAND_TERRAIN_HILL);
  tool = app_test_use_tool (f->editor, "ellipse");
  drag (tool, 3, 23, 17, 33, 0);
  feature = last_feature (f);
  g_assert_cmpint (sand_feature_get_geometry_type (feature), ==, SAND_GEOMETRY_ELLIPSE);
  sand_feature_get_ellipse (feature, &x, &y, &w, &h);
  g_assert_cmpfloat_with_epsilon (x, 10, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 28, 1e-9);
  g_assert_cmpfloat_with_epsilon (w, 7, 1e-9);
  g_assert_cmpfloat_with_epsilon (h, 5, 1e-9);
  g_assert_cmpint (sand_feature_get_level (feature), ==, 1);

  /* Freehand: a hand-drawn circle of 200 points comes out as a modest polygon
   * that still follows it. */
  sand_editor_set_area_kind (f->editor, SAND_TERRAIN_MARSH);
  tool = app_test_use_tool (f->editor, "freehand");
  sand_tool_press (tool, 30 + 4, 20, 1, 0);
  for (int i = 1; i <= 200; i++)
    {
      double a = 2 * G_PI * i / 200.0;
      sand_tool_motion (tool, 30 + 4 * cos (a), 20 + 4 * sin (a), GDK_BUTTON1_MASK);
    }
  sand_tool_release (tool, 34, 20, 0);
  feature = last_feature (f);
  g_assert_cmpint (sand_feature_get_kind (feature), ==, SAND_TERRAIN_MARSH);
  g_assert_cmpint (sand_feature_get_geometry_type (feature), ==, SAND_GEOMETRY_POLYGON);
  sand_feature_get_points (feature, &n);
  g_assert_cmpuint (n, >=, 8);
  g_assert_cmpuint (n, <=, 60);
  g_assert_true (sand_feature_hit (feature, 30, 20, 0));
  g_assert_false (sand_feature_hit (feature, 30, 25, 0));

  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 4);
}

/* A two-point line: a click, then a double click at its end. */
static void
draw_line (SandTool *tool,
           double    x0,
           double    y0,
           double    x1,
           double    y1)
{
  app_test_tool_click (tool, x0, y0, 1);
  app_test_tool_click (tool, x1, y1, 1);
  app_test_tool_click (tool, x1, y1, 2);
}

/* What the palette sets before drawing goes into the next feature of the kind,
 * and only of that kind. */
static void
test_kind_prototypes (Fixture       *f,
                      gconstpointer  data)
{
  SandTool *line = app_test_use_tool (f->editor, "line");
  SandFeature *wall, *road, *river, *fence, *hill;

  sand_feature_set_height (sand_editor_get_prototype (f->editor, SAND_TERRAIN_WALL), 3.0);
  sand_feature_set_surface (sand_editor_get_prototype (f->editor, SAND_TERRAIN_ROAD), "paved");
  sand_feature_set_width (sand_editor_get_prototype (f->editor, SAND_TERRAIN_ROAD), 2.5);
  sand_feature_set_fordable (sand_editor_get_prototype (f->editor, SAND_TERRAIN_RIVER), TRUE);
  sand_feature_set_level (sand_editor_get_prototype (f->editor, SAND_TERRAIN_HILL), 3);

  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_WALL);
  draw_line (line, 2, 2, 10, 2);
  wall = last_feature (f);
  g_assert_cmpint (sand_feature_get_kind (wall), ==, SAND_TERRAIN_WALL);
  g_assert_cmpfloat (sand_feature_get_height (wall), ==, 3.0);

  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_ROAD);
  draw_line (line, 2, 6, 20, 6);
  road = last_feature (f);
  g_assert_cmpstr (sand_feature_get_surface (road), ==, "paved");
  g_assert_cmpfloat (sand_feature_get_width (road), ==, 2.5);

  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_RIVER);
  draw_line (line, 2, 12, 20, 12);
  river = last_feature (f);
  g_assert_true (sand_feature_get_fordable (river));
  g_assert_cmpfloat (sand_feature_get_width (river), ==, 2.0);

  /* Other kinds keep their own defaults. */
  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_FENCE);
  draw_line (line, 2, 16, 20, 16);
  fence = last_feature (f);
  g_assert_cmpfloat (sand_feature_get_height (fence), ==, 1.0);

  app_test_use_tool (f->editor, "rectangle");
  sand_editor_set_area_kind (f->editor, SAND_TERRAIN_HILL);
  drag (sand_editor_get_tool (f->editor), 25, 20, 35, 30, 0);
  hill = last_feature (f);
  g_assert_cmpint (sand_feature_get_kind (hill), ==, SAND_TERRAIN_HILL);
  g_assert_cmpint (sand_feature_get_level (hill), ==, 3);

  /* The prototypes never join the scenario. */
  g_assert_cmpuint (n_features (f), ==, 5);
  for (guint i = 0; i < n_features (f); i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (sand_scenario_get_features (f->scenario), i);

      g_assert_true (feature != sand_editor_get_prototype (f->editor, sand_feature_get_kind (feature)));
    }
}

/* A figure a few pixels wide is picked within 12 px of its centre (a 24 px
 * target; at the editor's 20 px an inch without a canvas, 0.6 in), the nearest
 * first, and before the wall it stands on; farther off, the wall. */
static void
test_pick_small_unit (Fixture       *f,
                      gconstpointer  data)
{
  SandTool *line = app_test_use_tool (f->editor, "line");
  g_autoptr (SandUnit) a = sand_unit_new ("a", "infantry", NULL, 10, 10);
  g_autoptr (SandUnit) b = sand_unit_new ("b", "infantry", NULL, 10.5, 10);
  SandFeature *wall;

  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_WALL);
  draw_line (line, 2, 10, 20, 10);
  wall = last_feature (f);
  sand_unit_set_base (a, 0.2);
  sand_unit_set_base (b, 0.2);
  sand_scenario_add_unit (f->scenario, a);
  sand_scenario_add_unit (f->scenario, b);

  g_assert_true (sand_editor_pick (f->editor, 10, 10) == a);
  g_assert_true (sand_editor_pick (f->editor, 9.7, 10) == a);
  g_assert_true (sand_editor_pick (f->editor, 10.2, 10.1) == a);
  g_assert_true (sand_editor_pick (f->editor, 10.3, 10.1) == b);
  g_assert_true (sand_editor_pick (f->editor, 10.5, 10.35) == b);
  g_assert_true (sand_editor_pick (f->editor, 9.45, 10) == a);
  g_assert_true (sand_editor_pick (f->editor, 11.05, 10) == b);
  g_assert_true (sand_editor_pick (f->editor, 9.35, 10) == wall);
  g_assert_true (sand_editor_pick (f->editor, 11.15, 10) == wall);
}

/* Hiding or locking a kind takes every feature of it out of picking. */
static void
test_kind_hide_lock (Fixture       *f,
                     gconstpointer  data)
{
  SandTool *line = app_test_use_tool (f->editor, "line");
  SandFeature *wall, *road;

  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_WALL);
  draw_line (line, 2, 2, 20, 2);
  draw_line (line, 2, 8, 20, 8);
  wall = last_feature (f);
  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_ROAD);
  draw_line (line, 2, 14, 20, 14);
  road = last_feature (f);
  g_assert_true (sand_editor_pick (f->editor, 10, 8) == wall);

  g_assert_false (sand_editor_is_kind_locked (f->editor, SAND_TERRAIN_WALL));
  sand_selection_set (sand_editor_get_selection (f->editor), wall);
  sand_editor_set_kind_locked (f->editor, SAND_TERRAIN_WALL, TRUE);
  g_assert_true (sand_editor_is_kind_locked (f->editor, SAND_TERRAIN_WALL));
  g_assert_false (sand_editor_is_kind_locked (f->editor, SAND_TERRAIN_ROAD));
  g_assert_true (sand_selection_is_empty (sand_editor_get_selection (f->editor)));
  g_assert_null (sand_editor_pick (f->editor, 10, 2));
  g_assert_null (sand_editor_pick (f->editor, 10, 8));
  g_assert_true (sand_editor_pick (f->editor, 10, 14) == road);
  /* Locked is still drawn. */
  g_assert_false (sand_editor_is_hidden (f->editor, wall));

  /* One wall unlocked by hand: the kind is no longer all locked. */
  sand_editor_set_locked (f->editor, wall, FALSE);
  g_assert_false (sand_editor_is_kind_locked (f->editor, SAND_TERRAIN_WALL));
  g_assert_true (sand_editor_pick (f->editor, 10, 8) == wall);
  sand_editor_set_kind_locked (f->editor, SAND_TERRAIN_WALL, FALSE);
  g_assert_nonnull (sand_editor_pick (f->editor, 10, 2));

  sand_editor_set_kind_hidden (f->editor, SAND_TERRAIN_ROAD, TRUE);
  g_assert_true (sand_editor_is_kind_hidden (f->editor, SAND_TERRAIN_ROAD));
  g_assert_true (sand_editor_is_hidden (f->editor, road));
  g_assert_null (sand_editor_pick (f->editor, 10, 14));
  sand_editor_set_kind_hidden (f->editor, SAND_TERRAIN_ROAD, FALSE);
  g_assert_true (sand_editor_pick (f->editor, 10, 14) == road);

  /* A kind with nothing drawn is neither. */
  g_assert_false (sand_editor_is_kind_hidden (f->editor, SAND_TERRAIN_HEDGE));
  g_assert_false (sand_editor_is_kind_locked (f->editor, SAND_TERRAIN_HEDGE));
}

static void
test_lines_and_crossing (Fixture       *f,
                         gconstpointer  data)
{
  SandTool *tool = app_test_use_tool (f->editor, "line");
  SandFeature *stream, *bridge;
  const SandPoint *points;
  guint n;

  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_STREAM);
  app_test_tool_click (tool, 38, 0, 1);
  app_test_tool_click (tool, 40, 17, 1);
  app_test_tool_click (tool, 41, 36, 1);
  app_test_tool_click (tool, 41, 36, 2);
  stream = last_feature (f);
  g_assert_cmpint (sand_feature_get_kind (stream), ==, SAND_TERRAIN_STREAM);
  sand_feature_get_points (stream, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpfloat (sand_feature_get_width (stream), >, 0.0);

  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_ROAD);
  app_test_tool_click (tool, 0, 17, 1);
  app_test_tool_click (tool, 24, 18, 1);
  app_test_tool_click (tool, 48, 16.5, 1);
  g_assert_true (sand_tool_key (tool, GDK_KEY_KP_Enter, 0));
  g_assert_cmpint (sand_feature_get_kind (last_feature (f)), ==, SAND_TERRAIN_ROAD);
  g_assert_cmpstr (sand_feature_get_surface (last_feature (f)), ==, "dirt");

  /* A bridge is one click onto the stream, laid straight across it. */
  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_BRIDGE);
  app_test_tool_click (tool, 39.5, 8.5, 1);
  bridge = last_feature (f);
  g_assert_cmpint (sand_feature_get_kind (bridge), ==, SAND_TERRAIN_BRIDGE);
  points = sand_feature_get_points (bridge, &n);
  g_assert_cmpuint (n, ==, 2);
  {
    double bx = points[1].x - points[0].x, by = points[1].y - points[0].y;
    double sx = 2.0, sy = 17.0;   /* the stream's first stretch */
    double length = hypot (bx, by);

    g_assert_cmpfloat (fabs (bx * sx + by * sy) / (length * hypot (sx, sy)), <, 1e-9);
    g_assert_cmpfloat (length, >, sand_feature_get_width (stream));
    g_assert_true (sand_feature_hit (stream, (points[0].x + points[1].x) / 2,
                                     (points[0].y + points[1].y) / 2, 0.01));
  }
  g_assert_cmpuint (n_features (f), ==, 3);
}

static void
test_units_and_sides (Fixture       *f,
                      gconstpointer  data)
{
  SandTool *tool = app_test_use_tool (f->editor, "unit");
  SandUnit *unit;
  SandSide *first, *second;
  g_autoptr(SandSide) germans = sand_side_new ("de", "German", "#a40000");

  sand_editor_set_unit_class (f->editor, "infantry");
  app_test_tool_click (tool, 12, 34.5, 1);
  g_assert_cmpuint (n_units (f), ==, 1);
  /* The first unit brought a side with it, in the same step. */
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_sides (f->scenario)), ==, 1);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1);
  unit = sand_selection_get_single (sand_editor_get_selection (f->editor));
  g_assert_true (SAND_IS_UNIT (unit));
  g_assert_cmpstr (sand_unit_get_class (unit), ==, "infantry");
  g_assert_cmpfloat (sand_unit_get_x (unit), ==, 12.0);
  g_assert_cmpfloat (sand_unit_get_facing (unit), ==, 0.0);   /* near edge faces up the table */
  first = sand_unit_get_side (unit);

  sand_edit_add_side (f->history, germans);
  sand_editor_set_side (f->editor, germans);
  app_test_tool_click (tool, 28.5, 12.5, 1);
  unit = sand_selection_get_single (sand_editor_get_selection (f->editor));
  second = sand_unit_get_side (unit);
  g_assert_true (second == germans);
  g_assert_true (first != second);
  g_assert_cmpfloat (sand_unit_get_facing (unit), ==, 180.0);
  g_assert_cmpstr (sand_unit_get_id (unit), !=, "infantry1");
}

static void
test_select_move_reshape (Fixture       *f,
                          gconstpointer  data)
{
  SandSelection *selection = sand_editor_get_selection (f->editor);
  SandTool *tool;
  SandFeature *wood;
  SandUnit *unit;
  const SandPoint *points;
  guint n, steps;

  tool = app_test_use_tool (f->editor, "polygon");
  app_test_tool_click (tool, 10, 10, 1);
  app_test_tool_click (tool, 20, 10, 1);
  app_test_tool_click (tool, 20, 18, 1);
  app_test_tool_click (tool, 10, 18, 1);
  g_assert_true (sand_tool_key (tool, GDK_KEY_Return, 0));
  wood = last_feature (f);
  tool = app_test_use_tool (f->editor, "unit");
  app_test_tool_click (tool, 30, 30, 1);
  unit = sand_selection_get_single (selection);
  steps = sand_history_get_n_undo (f->history);

  /* Click selects, empty ground clears, Shift-click adds. */
  tool = app_test_use_tool (f->editor, "select");
  app_test_tool_click (tool, 15, 14, 1);
  g_assert_true (sand_selection_get_single (selection) == wood);
  app_test_tool_click (tool, 40, 5, 1);
  g_assert_true (sand_selection_is_empty (selection));
  app_test_tool_click (tool, 15, 14, 1);
  sand_tool_press (tool, 30, 30, 1, GDK_SHIFT_MASK);
  sand_tool_release (tool, 30, 30, GDK_SHIFT_MASK);
  g_assert_cmpuint (sand_selection_get_n_items (selection), ==, 2);

  /* Dragging moves both, as one step. */
  drag (tool, 15, 14, 17, 15, 0);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, steps + 1);
  points = sand_feature_get_points (wood, &n);
  g_assert_cmpfloat_with_epsilon (points[0].x, 12, 1e-9);
  g_assert_cmpfloat_with_epsilon (points[0].y, 11, 1e-9);
  g_assert_cmpfloat_with_epsilon (sand_unit_get_x (unit), 32, 1e-9);
  g_assert_true (sand_editor_undo (f->editor));
  points = sand_feature_get_points (wood, &n);
  g_assert_cmpfloat (points[0].x, ==, 10);
  g_assert_cmpfloat (sand_unit_get_y (unit), ==, 30);

  /* A rubber band picks what lies wholly inside it. */
  drag (tool, 5, 5, 25, 25, 0);
  g_assert_cmpuint (sand_selection_get_n_items (selection), ==, 1);
  g_assert_true (sand_selection_get_single (selection) == wood);

  /* Vertex handles: drag one, double-click an edge to add one, double-click a
   * vertex to take it away. */
  drag (tool, 20, 10, 22, 8, 0);
  points = sand_feature_get_points (wood, &n);
  g_assert_cmpfloat (points[1].x, ==, 22);
  g_assert_cmpfloat (points[1].y, ==, 8);
  g_assert_cmpuint (n, ==, 4);
  app_test_tool_click (tool, 15, 17.9, 1);
  app_test_tool_click (tool, 15, 17.9, 2);
  points = sand_feature_get_points (wood, &n);
  g_assert_cmpuint (n, ==, 5);
  g_assert_cmpfloat (points[3].x, ==, 15);
  g_assert_cmpfloat (points[3].y, ==, 17.9);
  app_test_tool_click (tool, 15, 17.9, 1);
  app_test_tool_click (tool, 15, 17.9, 2);
  sand_feature_get_points (wood, &n);
  g_assert_cmpuint (n, ==, 4);

  /* Nudge and delete are single steps too. */
  steps = sand_history_get_n_undo (f->history);
  sand_editor_nudge (f->editor, 1.0, 0.0);
  points = sand_feature_get_points (wood, &n);
  g_assert_cmpfloat (points[0].x, ==, 11);
  sand_editor_delete_selection (f->editor);
  g_assert_cmpuint (n_features (f), ==, 0);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, steps + 2);
  g_assert_true (sand_editor_undo (f->editor));
  g_assert_cmpuint (n_features (f), ==, 1);

  /* The facing handle turns a unit toward the pointer; Shift in 15° steps. */
  app_test_tool_click (tool, 30, 30, 1);
  g_assert_true (sand_selection_get_single (selection) == unit);
  {
    double r = sand_unit_get_radius (unit) + 18.0 * sand_editor_get_pixel (f->editor);
    double hx = 30 + r * sin (sand_unit_get_facing (unit) * G_PI / 180.0);
    double hy = 30 - r * cos (sand_unit_get_facing (unit) * G_PI / 180.0);

    drag (tool, hx, hy, 33, 30.2, GDK_SHIFT_MASK);
    g_assert_cmpfloat_with_epsilon (sand_unit_get_facing (unit), 90.0, 1e-9);
  }

  /* Hidden and locked items are not picked. */
  sand_editor_set_locked (f->editor, wood, TRUE);
  app_test_tool_click (tool, 15, 14, 1);
  g_assert_true (sand_selection_is_empty (selection));
  sand_editor_set_locked (f->editor, wood, FALSE);
  sand_editor_set_hidden (f->editor, unit, TRUE);
  g_assert_null (sand_editor_pick (f->editor, 30, 30));
}

static void
test_snap_and_measure (Fixture       *f,
                       gconstpointer  data)
{
  SandSnap *snap = sand_editor_get_snap (f->editor);
  SandTool *tool;
  g_autofree char *inches = NULL;
  g_autofree char *cm = NULL;
  const SandPoint *points;
  guint n;

  snap->grid = SAND_SNAP_GRID_SQUARE;
  snap->pitch = 1.0;
  tool = app_test_use_tool (f->editor, "line");
  app_test_tool_click (tool, 2.2, 3.8, 1);
  app_test_tool_click (tool, 9.6, 4.1, 1);
  g_assert_true (sand_tool_key (tool, GDK_KEY_Return, 0));
  points = sand_feature_get_points (last_feature (f), &n);
  g_assert_cmpfloat (points[0].x, ==, 2);
  g_assert_cmpfloat (points[0].y, ==, 4);
  g_assert_cmpfloat (points[1].x, ==, 10);

  tool = app_test_use_tool (f->editor, "measure");
  drag (tool, 1.1, 1.1, 3.9, 4.9, 0);
  g_assert_cmpfloat_with_epsilon (sand_tool_measure_get_length (SAND_TOOL_MEASURE (tool)), 5.0, 1e-9);
  inches = sand_editor_format_length (f->editor, 5.0);
  g_assert_cmpstr (inches, ==, "5 in");
  sand_editor_set_use_cm (f->editor, TRUE);
  cm = sand_editor_format_length (f->editor, 5.0);
  g_assert_cmpstr (cm, ==, "12.7 cm");
  sand_editor_set_use_cm (f->editor, FALSE);
  {
    g_autofree char *square = sand_tool_measure_get_text (SAND_TOOL_MEASURE (tool));
    g_autofree char *hexes = NULL;

    g_assert_cmpstr (square, ==, "5 in");
    /* On a hex table the ruler counts hexes, as the rules do: three hexes down
     * a column of 4" hexes. */
    snap->grid = SAND_SNAP_GRID_NONE;
    sand_scenario_set_grid (sand_editor_get_scenario (f->editor), SAND_GRID_HEX, 4.0, SAND_HEX_FLAT, 2.0, 2.0);
    drag (tool, 2.0, 2.0, 2.5, 14.0, 0);
    hexes = sand_tool_measure_get_text (SAND_TOOL_MEASURE (tool));
    g_assert_cmpstr (hexes, ==, "3 hexes (12 in)");
  }
  /* Measuring edits nothing. */
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1);
}

static void
test_copy_paste_duplicate (Fixture       *f,
                           gconstpointer  data)
{
  SandSelection *selection = sand_editor_get_selection (f->editor);
  SandTool *tool = app_test_use_tool (f->editor, "rectangle");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SandDocument) other = sand_document_new ();
  g_autoptr(SandEditor) other_editor = sand_editor_new (other, NULL);
  const char *data_;
  gsize size;
  double x, y, w, h;

  drag (tool, 1, 1, 5, 4, 0);
  bytes = sand_editor_copy_selection (f->editor);
  g_assert_nonnull (bytes);
  data_ = g_bytes_get_data (bytes, &size);

  /* Into another table, where it keeps its place and id. */
  g_assert_true (sand_editor_paste_data (other_editor, data_, size, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_features (sand_document_get_scenario (other))), ==, 1);
  g_assert_true (sand_document_get_modified (other));

  /* Into the same one: shifted, so it can be seen; selected. */
  g_assert_true (sand_editor_paste_data (f->editor, data_, size, &error));
  g_assert_cmpuint (n_features (f), ==, 2);
  sand_feature_get_rect (sand_selection_get_single (selection), &x, &y, &w, &h);
  g_assert_cmpfloat (x, ==, 2.0);
  sand_editor_duplicate (f->editor);
  g_assert_cmpuint (n_features (f), ==, 3);
  sand_feature_get_rect (sand_selection_get_single (selection), &x, &y, &w, &h);
  g_assert_cmpfloat (x, ==, 3.0);

  g_assert_false (sand_editor_paste_data (f->editor, "<nonsense", 9, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (n_features (f), ==, 3);
}

/* Pasted at a point, the copy is centred there, one undo step. */
static void
test_paste_at (Fixture       *f,
               gconstpointer  data)
{
  SandSelection *selection = sand_editor_get_selection (f->editor);
  SandTool *tool = app_test_use_tool (f->editor, "rectangle");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) both = g_ptr_array_new ();
  const char *data_;
  gsize size;
  double x, y, w, h;

  drag (tool, 1, 1, 5, 4, 0);
  g_ptr_array_add (both, last_feature (f));
  drag (tool, 9, 2, 13, 6, 0);
  g_ptr_array_add (both, last_feature (f));
  sand_selection_set_items (selection, both);
  bytes = sand_editor_copy_selection (f->editor);
  data_ = g_bytes_get_data (bytes, &size);

  /* The pair spans 1..13 across and 1..6 down: its middle is (7, 3.5). */
  g_assert_true (sand_editor_paste_data_at (f->editor, data_, size, 30, 20, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_features (f), ==, 4);
  g_assert_cmpuint (sand_selection_get_n_items (selection), ==, 2);
  sand_feature_get_rect (g_ptr_array_index (sand_selection_get_items (selection), 0), &x, &y, &w, &h);
  g_assert_cmpfloat_with_epsilon (x, 24, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 17.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (w, 4, 1e-9);
  sand_feature_get_rect (g_ptr_array_index (sand_selection_get_items (selection), 1), &x, &y, &w, &h);
  g_assert_cmpfloat_with_epsilon (x, 32, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 18.5, 1e-9);

  g_assert_true (sand_editor_undo (f->editor));
  g_assert_cmpuint (n_features (f), ==, 2);

  /* The pointer is remembered only while it is over the canvas. */
  sand_editor_set_pointer (f->editor, TRUE, 12, 8);
  g_assert_true (sand_editor_get_pointer (f->editor, &x, &y));
  g_assert_cmpfloat (x, ==, 12);
  sand_editor_set_pointer (f->editor, FALSE, 12, 8);
  g_assert_false (sand_editor_get_pointer (f->editor, &x, &y));

  g_assert_false (sand_editor_paste_data_at (f->editor, "<nonsense", 9, 1, 1, &error));
  g_assert_nonnull (error);
}

/* The "done when": an empty table, the example's terrain drawn, both
 * sides placed, saved, reopened, and undone back to empty. */
static void
test_draw_example (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-editor-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "drawn.sandtable", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SandScenario) reopened = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SandSide) germans = sand_side_new ("de", "German", "#a40000");
  SandTool *tool;
  GListModel *features;

  tool = app_test_use_tool (f->editor, "polygon");
  sand_editor_set_area_kind (f->editor, SAND_TERRAIN_WOODS);
  {
    SandPoint wood[] = { { 3, 3 }, { 11, 2 }, { 14, 6 }, { 12, 11 }, { 6, 12 }, { 2, 8 } };
    for (guint i = 0; i < G_N_ELEMENTS (wood); i++)
      app_test_tool_click (tool, wood[i].x, wood[i].y, 1);
    app_test_tool_click (tool, 2, 8, 2);
  }
  tool = app_test_use_tool (f->editor, "ellipse");
  sand_editor_set_area_kind (f->editor, SAND_TERRAIN_HILL);
  drag (tool, 3, 23, 17, 33, 0);
  drag (tool, 6.5, 25.5, 13.5, 30.5, 0);
  {
    GValue level = G_VALUE_INIT;
    g_value_init (&level, G_TYPE_INT);
    g_value_set_int (&level, 2);
    g_assert_true (sand_edit_set_property (f->history, G_OBJECT (last_feature (f)), "level", &level));
  }
  tool = app_test_use_tool (f->editor, "rectangle");
  sand_editor_set_area_kind (f->editor, SAND_TERRAIN_BUILDING);
  drag (tool, 27, 11, 31, 14, 0);
  tool = app_test_use_tool (f->editor, "line");
  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_ROAD);
  app_test_tool_click (tool, 0, 17, 1);
  app_test_tool_click (tool, 24, 18, 1);
  app_test_tool_click (tool, 48, 16.5, 1);
  app_test_tool_click (tool, 48, 16.5, 2);
  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_STREAM);
  app_test_tool_click (tool, 38, 0, 1);
  app_test_tool_click (tool, 40, 17, 1);
  app_test_tool_click (tool, 41, 36, 1);
  app_test_tool_click (tool, 41, 36, 2);
  sand_editor_set_line_kind (f->editor, SAND_TERRAIN_WALL);
  app_test_tool_click (tool, 26, 10, 1);
  app_test_tool_click (tool, 32, 10, 1);
  app_test_tool_click (tool, 32, 15, 1);
  app_test_tool_click (tool, 32, 15, 2);
  g_assert_cmpuint (n_features (f), ==, 7);

  tool = app_test_use_tool (f->editor, "unit");
  app_test_tool_click (tool, 12, 34.5, 1);
  app_test_tool_click (tool, 17, 33.5, 1);
  sand_edit_add_side (f->history, germans);
  sand_editor_set_side (f->editor, germans);
  app_test_tool_click (tool, 28.5, 12.5, 1);
  g_assert_cmpuint (n_units (f), ==, 3);

  g_assert_true (sand_scenario_save_file (f->scenario, file, &error));
  g_assert_no_error (error);
  reopened = sand_scenario_load_file (file, &error);
  g_assert_no_error (error);
  features = sand_scenario_get_features (reopened);
  g_assert_cmpuint (g_list_model_get_n_items (features), ==, 7);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (reopened)), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_sides (reopened)), ==, 2);
  for (guint i = 0; i < 7; i++)
    {
      g_autoptr(SandFeature) a = g_list_model_get_item (sand_scenario_get_features (f->scenario), i);
      SandFeature *b = sand_scenario_find_feature (reopened, sand_feature_get_id (a));
      SandBounds ba = sand_feature_get_bounds (a), bb;

      g_assert_nonnull (b);
      bb = sand_feature_get_bounds (b);
      g_assert_cmpint (sand_feature_get_kind (a), ==, sand_feature_get_kind (b));
      g_assert_cmpfloat_with_epsilon (ba.x0, bb.x0, 1e-6);
      g_assert_cmpfloat_with_epsilon (ba.y1, bb.y1, 1e-6);
    }
  g_assert_cmpint (sand_feature_get_level (sand_scenario_find_feature (reopened, "hill2")), ==, 2);
  g_assert_true (sand_unit_get_side (sand_scenario_find_unit (reopened, "figure3")) ==
                 sand_scenario_find_side (reopened, "de"));

  while (sand_editor_undo (f->editor))
    ;
  g_assert_cmpuint (n_features (f), ==, 0);
  g_assert_cmpuint (n_units (f), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_sides (f->scenario)), ==, 0);
  g_assert_false (sand_document_get_modified (f->document));

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/editor/area/polygon", test_polygon);
  ADD ("/editor/area/rect-ellipse-freehand", test_rect_ellipse_freehand);
  ADD ("/editor/line/road-stream-bridge", test_lines_and_crossing);
  ADD ("/editor/kind-prototypes", test_kind_prototypes);
  ADD ("/editor/kind-hide-lock", test_kind_hide_lock);
  ADD ("/editor/pick/small-unit", test_pick_small_unit);
  ADD ("/editor/unit/place-sides", test_units_and_sides);
  ADD ("/editor/select/move-reshape", test_select_move_reshape);
  ADD ("/editor/snap-measure", test_snap_and_measure);
  ADD ("/editor/clipboard/paste-duplicate", test_copy_paste_duplicate);
  ADD ("/editor/clipboard/paste-at", test_paste_at);
  ADD ("/editor/draw-example/save-reopen-undo", test_draw_example);

  return g_test_run ();
}
