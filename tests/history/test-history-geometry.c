/* test-history-geometry.c: reshaping, moving and editing the vertices of features.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>

#include "history-fixture.h"

/* Replacing */

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

/* Translating */

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

/* Vertices */

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

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  HISTORY_TEST ("/history/geometry/replace", test_geometry_replace);
  HISTORY_TEST ("/history/geometry/translate", test_geometry_translate);
  HISTORY_TEST ("/history/geometry/vertices", test_geometry_vertices);

  return g_test_run ();
}
