/* test-editor-drawing.c: what the drawing tools do for a hand that is not exact:
 * the hint on going on with a shape half drawn, a freehand stroke that
 * crossed itself, and the pointer's points kept to a sensible precision.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "app-test-util.h"
#include "sand-editor.h"
#include "sand-geometry.h"
#include "sand-tool.h"

typedef struct
{
  SandDocument *document;
  SandEditor   *editor;
  SandScenario *scenario;
  GPtrArray    *notices;
} Fixture;

static void
notice_cb (SandEditor *editor,
           const char *message,
           Fixture    *f)
{
  g_ptr_array_add (f->notices, g_strdup (message));
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->document = sand_document_new ();
  f->editor = sand_editor_new (f->document, NULL);
  f->scenario = sand_document_get_scenario (f->document);
  f->notices = g_ptr_array_new_with_free_func (g_free);
  sand_scenario_set_size (f->scenario, 48, 36);
  g_signal_connect (f->editor, "notice", G_CALLBACK (notice_cb), f);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_clear_object (&f->editor);
  g_clear_object (&f->document);
  g_clear_pointer (&f->notices, g_ptr_array_unref);
}



static SandFeature *
only_feature (Fixture *f)
{
  GListModel *features = sand_scenario_get_features (f->scenario);
  g_autoptr(SandFeature) feature = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (features), ==, 1);
  feature = g_list_model_get_item (features, 0);
  return feature;
}

/* Nothing is said before the first corner; after it the canvas says how to
 * close the area or end the line, and nothing once it is closed or dropped. */
static void
test_hint (Fixture       *f,
           gconstpointer  data)
{
  SandTool *polygon = app_test_use_tool (f->editor, "polygon");
  SandTool *line;

  g_assert_null (sand_tool_get_hint (polygon));
  app_test_tool_click (polygon, 3, 3, 1);
  g_assert_nonnull (strstr (sand_tool_get_hint (polygon), "closes the area"));
  app_test_tool_click (polygon, 9, 3, 1);
  app_test_tool_click (polygon, 9, 9, 1);
  app_test_tool_click (polygon, 9, 9, 2);
  g_assert_null (sand_tool_get_hint (polygon));

  line = app_test_use_tool (f->editor, "line");
  g_assert_null (sand_tool_get_hint (line));
  app_test_tool_click (line, 20, 20, 1);
  g_assert_nonnull (strstr (sand_tool_get_hint (line), "ends the line"));
  g_assert_true (sand_tool_key (line, GDK_KEY_Escape, 0));
  g_assert_null (sand_tool_get_hint (line));
}

/* A field drawn freehand whose stroke looped over itself at the top: the
 * area kept is the field, its outline crosses nowhere, and the player is told. */
static void
test_freehand_spike (Fixture       *f,
                     gconstpointer  data)
{
  const SandPoint stroke[] = { { 10, 10 }, { 20, 10 }, { 20, 20 }, { 16, 20 }, { 14, 24 },
                               { 16, 24 }, { 14, 20 }, { 10, 20 }, { 10, 10.5 } };
  SandTool *tool = app_test_use_tool (f->editor, "freehand");
  const SandPoint *points;
  guint n;

  sand_tool_press (tool, stroke[0].x, stroke[0].y, 1, 0);
  for (guint i = 1; i < G_N_ELEMENTS (stroke); i++)
    sand_tool_motion (tool, stroke[i].x, stroke[i].y, GDK_BUTTON1_MASK);
  sand_tool_release (tool, stroke[G_N_ELEMENTS (stroke) - 1].x, stroke[G_N_ELEMENTS (stroke) - 1].y, 0);

  points = sand_feature_get_points (only_feature (f), &n);
  for (guint a = 0; a < n; a++)
    for (guint b = a + 2; b < n; b++)
      if (!(a == 0 && b == n - 1))
        g_assert_false (sand_segments_intersect (points[a], points[a + 1], points[b], points[(b + 1) % n], NULL));
  for (guint i = 0; i < n; i++)
    g_assert_cmpfloat (points[i].y, <=, 22);
  g_assert_cmpfloat (fabs (sand_polygon_area (points, n)), >, 100);
  g_assert_cmpuint (f->notices->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (f->notices, 0), "crossed itself"));
}

/* A corner placed where nothing snaps is kept to a hundredth of an inch, so the
 * file reads 7.9, not 7.896773484753024. */
static void
test_rounded_points (Fixture       *f,
                     gconstpointer  data)
{
  SandTool *tool = app_test_use_tool (f->editor, "polygon");
  const SandPoint *points;
  guint n;

  sand_editor_get_snap (f->editor)->grid = SAND_SNAP_GRID_NONE;
  app_test_tool_click (tool, 7.896773484753024, 3.0049, 1);
  app_test_tool_click (tool, 15.123456, 3.1, 1);
  app_test_tool_click (tool, 11.5, 9.87654321, 1);
  g_assert_true (sand_tool_key (tool, GDK_KEY_Return, 0));
  points = sand_feature_get_points (only_feature (f), &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpfloat (points[0].x, ==, 7.9);
  g_assert_cmpfloat (points[0].y, ==, 3.0);
  g_assert_cmpfloat (points[1].x, ==, 15.12);
  g_assert_cmpfloat (points[2].y, ==, 9.88);
  g_assert_cmpuint (f->notices->len, ==, 0);
}

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/editor-drawing/hint", test_hint);
  ADD ("/editor-drawing/freehand/crossed-stroke", test_freehand_spike);
  ADD ("/editor-drawing/pointer/rounded", test_rounded_points);

  return g_test_run ();
}
