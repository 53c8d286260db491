/* test-pointer.c: the editor driven by real pointer events. GTK has no public
 * way to make input events, so the X server makes them (its XTEST extension,
 * which Xvfb has): they come back to GTK as any mouse's would, through its
 * event controllers, its gestures' thresholds and its drag and drop. Skipped
 * on other displays than X11.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "app-test-util.h"
#include "pointer-util.h"
#include "sand-application.h"
#include "sand-canvas.h"
#include "sand-editor.h"
#include "sand-layers-panel.h"
#include "sand-play-panel.h"
#include "sand-selection.h"
#include "sand-viewport.h"
#include "sand-window.h"

/* Table inches: far below a pixel (about 0.05in), above the rounding of a move. */
#define EPSILON 1e-4

static double
hundredths (double inches)
{
  return round (inches * 100) / 100;
}

static SandApplication *app;

/* A rectangle drawn and then moved with the left button; each drag one step. */
static void
test_canvas_draw_and_move (void)
{
  SandWindow *window;
  SandCanvas *canvas;
  SandEditor *editor;
  SandHistory *history;
  SandFeature *field;
  ScreenPoint a, b, c;
  double ax, ay, bx, by, cx, cy, x, y, w, h;

  if (!on_x11 ())
    return;

  window = app_test_open_window (app, NULL);
  canvas = sand_window_get_canvas (window);
  editor = sand_window_get_editor (window);
  history = sand_editor_get_history (editor);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", "rectangle"));
  sand_editor_set_area_kind (editor, SAND_TERRAIN_CROPS);

  a = table_point (canvas, 10, 8, &ax, &ay);
  b = table_point (canvas, 22, 17, &bx, &by);
  pointer_drag (GDK_BUTTON_PRIMARY, a, b, 8);
  /* Where nothing snaps, the editor keeps what the pointer placed to hundredths. */
  ax = hundredths (ax), ay = hundredths (ay), bx = hundredths (bx), by = hundredths (by);

  field = sand_selection_get_single (sand_editor_get_selection (editor));
  g_assert_true (SAND_IS_FEATURE (field));
  g_assert_cmpint (sand_feature_get_kind (field), ==, SAND_TERRAIN_CROPS);
  sand_feature_get_rect (field, &x, &y, &w, &h);
  g_assert_cmpfloat_with_epsilon (x, ax, EPSILON);
  g_assert_cmpfloat_with_epsilon (y, ay, EPSILON);
  g_assert_cmpfloat_with_epsilon (w, bx - ax, EPSILON);
  g_assert_cmpfloat_with_epsilon (h, by - ay, EPSILON);
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, 1);

  /* Taken by its middle and moved by what the pointer moved. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", "select"));
  c = table_point (canvas, 31, 25, &cx, &cy);
  b = table_point (canvas, 16, 12.5, &bx, &by);
  pointer_drag (GDK_BUTTON_PRIMARY, b, c, 8);
  sand_feature_get_rect (field, &x, &y, &w, &h);
  g_assert_cmpfloat_with_epsilon (x, hundredths (ax + (cx - bx)), EPSILON);
  g_assert_cmpfloat_with_epsilon (y, hundredths (ay + (cy - by)), EPSILON);
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, 2);

  g_assert_true (sand_history_undo (history));
  sand_feature_get_rect (field, &x, &y, &w, &h);
  g_assert_cmpfloat_with_epsilon (x, ax, EPSILON);
  g_assert_cmpfloat_with_epsilon (y, ay, EPSILON);

  close_window (window);
}

/* The middle button pans: the table point under the pointer stays under it. */
static void
test_canvas_pan (void)
{
  SandWindow *window;
  SandCanvas *canvas;
  SandViewport *viewport;
  ScreenPoint from, to;
  double fx, fy, x, y;

  if (!on_x11 ())
    return;

  window = app_test_open_window (app, "crossroads.sandtable");
  canvas = sand_window_get_canvas (window);
  viewport = sand_canvas_get_viewport (canvas);
  from = table_point (canvas, 20, 15, &fx, &fy);
  to = screen_point (GTK_WIDGET (canvas), from.x + 90, from.y + 40);
  pointer_drag (GDK_BUTTON_MIDDLE, from, to, 6);

  sand_viewport_widget_to_table (viewport, to.x, to.y, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, fx, EPSILON);
  g_assert_cmpfloat_with_epsilon (y, fy, EPSILON);
  g_assert_false (sand_history_get_can_undo (sand_editor_get_history (sand_window_get_editor (window))));

  close_window (window);
}

static gboolean
drag_ended (gpointer dragged_row)
{
  return !gtk_widget_has_css_class (dragged_row, "sand-dragged");
}

/* @dragged_row taken by its handle with the left button down the Lists page
 * onto @target_row: on the way, the indicator says it will land below the row
 * under the pointer, or with @lands FALSE shows nowhere; then it is dropped. */
static void
drag_row_down_to (GtkWidget *dragged_row,
                  GtkWidget *target_row,
                  gboolean   lands)
{
  GtkWidget *handle = app_test_find_widget_of_type (dragged_row, GTK_TYPE_IMAGE);
  GtkWidget *root;
  ScreenPoint from, to;

  g_assert_true (gtk_widget_has_css_class (handle, "sand-drag-handle"));
  from = screen_point (handle, gtk_widget_get_width (handle) / 2.0, gtk_widget_get_height (handle) / 2.0);
  to = screen_point (target_row, gtk_widget_get_width (target_row) / 2.0,
                     gtk_widget_get_height (target_row) / 2.0);
  pointer_to (from);
  pointer_button (GDK_BUTTON_PRIMARY, TRUE);
  for (int i = 1; i <= 10; i++)
    {
      ScreenPoint at = from;

      at.root_y = from.root_y + (to.root_y - from.root_y) * i / 10;
      drag_pointer_to (at);
    }
  drag_pointer_heard (to);
  app_test_wait_for_frames (target_row);
  g_assert_true (gtk_widget_has_css_class (target_row, "sand-drop-below") == lands);
  g_assert_false (gtk_widget_has_css_class (target_row, "sand-drop-above"));
  g_assert_true (gtk_widget_has_css_class (dragged_row, "sand-dragged"));
  /* the rows are made again after the drop: hold them, wait on the window */
  root = GTK_WIDGET (gtk_widget_get_root (target_row));
  g_object_ref (target_row);
  g_object_ref (dragged_row);
  drag_pointer_release (GDK_BUTTON_PRIMARY);
  app_test_wait_for (drag_ended, dragged_row, "the drag to end");
  app_test_wait_for_frames (root);
  g_assert_false (gtk_widget_has_css_class (target_row, "sand-drop-below"));
  g_object_unref (dragged_row);
  g_object_unref (target_row);
}

static void
drag_row_down (GtkWidget *dragged_row,
               GtkWidget *target_row)
{
  drag_row_down_to (dragged_row, target_row, TRUE);
}

/* A terrain row dragged by its handle down the Lists page and dropped on the
 * row two below: the list shows the top-most feature first, so the feature is
 * then drawn two places earlier; the drop is one undoable move. */
static void
test_layers_drag_and_drop (void)
{
  SandWindow *window;
  SandEditor *editor;
  GListModel *features;
  SandHistory *history;
  GtkWidget *panel, *dragged_row, *target_row;
  GtkListBox *terrain;
  g_autoptr(SandFeature) dragged = NULL;
  g_autoptr(SandFeature) target = NULL;
  guint position, n;

  if (!on_x11 ())
    return;

  window = app_test_open_window (app, "crossroads.sandtable");
  editor = sand_window_get_editor (window);
  features = sand_scenario_get_features (sand_editor_get_scenario (editor));
  history = sand_editor_get_history (editor);
  panel = app_test_show_sidebar_page (window, SAND_TYPE_LAYERS_PANEL);
  n = g_list_model_get_n_items (features);

  /* The top row is the top-most feature, drawn last. */
  dragged = g_list_model_get_item (features, n - 1);
  target = g_list_model_get_item (features, n - 3);
  dragged_row = app_test_find_item_row (panel, dragged);
  target_row = app_test_find_item_row (panel, target);
  g_assert_nonnull (dragged_row);
  g_assert_nonnull (target_row);
  terrain = GTK_LIST_BOX (gtk_widget_get_parent (dragged_row));
  g_assert_cmpint (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (dragged_row)), ==, 0);
  g_assert_cmpint (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (target_row)), ==, 2);

  drag_row_down (dragged_row, target_row);

  g_assert_true (g_list_store_find (G_LIST_STORE (features), dragged, &position));
  g_assert_cmpuint (position, ==, n - 3);
  g_assert_true (g_list_store_find (G_LIST_STORE (features), target, &position));
  g_assert_cmpuint (position, ==, n - 2);
  g_assert_true (g_object_get_data (G_OBJECT (gtk_list_box_get_row_at_index (terrain, 2)), "item") == dragged);
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, 1);
  g_assert_true (sand_selection_get_single (sand_editor_get_selection (editor)) == (gpointer) dragged);

  g_assert_true (sand_history_undo (history));
  g_assert_true (g_list_store_find (G_LIST_STORE (features), dragged, &position));
  g_assert_cmpuint (position, ==, n - 1);

  close_window (window);
}

/* A side's row has its name to edit: dragged by its handle, it changes places
 * with the side below. */
static void
test_side_drag_and_drop (void)
{
  SandWindow *window;
  SandEditor *editor;
  GListModel *sides;
  GtkWidget *panel, *first_row, *second_row;
  g_autoptr(SandSide) first = NULL;
  g_autoptr(SandSide) second = NULL;
  guint position;

  if (!on_x11 ())
    return;

  window = app_test_open_window (app, "crossroads.sandtable");
  editor = sand_window_get_editor (window);
  sides = sand_scenario_get_sides (sand_editor_get_scenario (editor));
  panel = app_test_show_sidebar_page (window, SAND_TYPE_LAYERS_PANEL);
  first = g_list_model_get_item (sides, 0);
  second = g_list_model_get_item (sides, 1);
  first_row = app_test_find_item_row (panel, first);
  second_row = app_test_find_item_row (panel, second);
  g_assert_nonnull (first_row);
  g_assert_nonnull (second_row);

  drag_row_down (first_row, second_row);

  g_assert_true (g_list_store_find (G_LIST_STORE (sides), first, &position));
  g_assert_cmpuint (position, ==, 1);
  g_assert_cmpuint (sand_history_get_n_undo (sand_editor_get_history (editor)), ==, 1);

  close_window (window);
}

/* The Lists page scrolled to show @widget at its top. */
static void
scroll_to (GtkWidget *panel,
           GtkWidget *widget)
{
  GtkWidget *scrolled = app_test_find_widget_of_type (panel, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  double x, y;

  g_assert_true (gtk_widget_translate_coordinates (widget, content, 0, 0, &x, &y));
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)), y);
  app_test_wait_for_frames (scrolled);
}

/* The unit a row of the units list shows; NULL for a side's header. */
static SandUnit *
unit_row_item (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "item");
}

/* Units are listed under their sides: a unit dragged down onto the unit two
 * rows below lands there, among its side's; dragged past its side's header
 * onto another side's unit it shows no place to land and nothing moves. */
static void
test_unit_drag_and_drop (void)
{
  SandWindow *window;
  SandEditor *editor;
  SandHistory *history;
  GListModel *units, *sides;
  GtkWidget *panel, *dragged_row, *target_row;
  GtkListBox *list;
  g_autoptr(SandUnit) dragged = NULL;
  g_autoptr(SandSide) us = NULL;
  g_autoptr(SandSide) them = NULL;
  SandUnit *target, *last = NULL, *other = NULL;
  guint position, target_position;

  if (!on_x11 ())
    return;

  window = app_test_open_window (app, "crossroads.sandtable");
  editor = sand_window_get_editor (window);
  history = sand_editor_get_history (editor);
  units = sand_scenario_get_units (sand_editor_get_scenario (editor));
  sides = sand_scenario_get_sides (sand_editor_get_scenario (editor));
  panel = app_test_show_sidebar_page (window, SAND_TYPE_LAYERS_PANEL);
  us = g_list_model_get_item (sides, 0);
  them = g_list_model_get_item (sides, 1);
  dragged = g_list_model_get_item (units, 0);
  g_assert_true (sand_unit_get_side (dragged) == us);

  /* Row 0 is the first side's header, the units follow. */
  dragged_row = app_test_find_item_row (panel, dragged);
  list = GTK_LIST_BOX (gtk_widget_get_parent (dragged_row));
  scroll_to (panel, GTK_WIDGET (list));
  g_assert_cmpint (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (dragged_row)), ==, 1);
  target_row = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 3));
  target = unit_row_item (target_row);
  g_assert_true (sand_unit_get_side (target) == us);
  g_assert_true (g_list_store_find (G_LIST_STORE (units), target, &target_position));

  drag_row_down (dragged_row, target_row);
  g_assert_true (g_list_store_find (G_LIST_STORE (units), dragged, &position));
  g_assert_cmpuint (position, ==, target_position);
  g_assert_true (unit_row_item (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 3))) == dragged);
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, 1);

  /* The first side's last unit and the first of the other side's, a header
   * between them. */
  for (int i = 0; gtk_list_box_get_row_at_index (list, i) != NULL; i++)
    {
      SandUnit *unit = unit_row_item (GTK_WIDGET (gtk_list_box_get_row_at_index (list, i)));

      if (unit != NULL && sand_unit_get_side (unit) == us)
        last = unit;
      if (unit != NULL && sand_unit_get_side (unit) == them && other == NULL)
        other = unit;
    }
  g_assert_nonnull (last);
  g_assert_nonnull (other);
  g_assert_cmpint (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (app_test_find_item_row (panel, other))), ==,
                   gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (app_test_find_item_row (panel, last))) + 2);
  g_assert_true (g_list_store_find (G_LIST_STORE (units), last, &position));
  /* on screen, where the pointer can get to it */
  {
    GtkWidget *scrolled = app_test_find_widget_of_type (panel, GTK_TYPE_SCROLLED_WINDOW);
    GtkWidget *other_row = app_test_find_item_row (panel, other);
    double x, y;

    g_assert_true (gtk_widget_translate_coordinates (other_row, scrolled, 0, 0, &x, &y));
    g_assert_cmpfloat (y + gtk_widget_get_height (other_row), <=, gtk_widget_get_height (scrolled));
  }

  drag_row_down_to (app_test_find_item_row (panel, last), app_test_find_item_row (panel, other), FALSE);
  g_assert_true (g_list_store_find (G_LIST_STORE (units), last, &target_position));
  g_assert_cmpuint (target_position, ==, position);
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, 1);

  close_window (window);
}

/* On the Play page the left button picks units, not terrain to edit: a click
 * on a unit chooses it for its reach, a click on a wood selects nothing and
 * leaves the unit chosen. */
static void
test_play_click (void)
{
  SandWindow *window;
  SandCanvas *canvas;
  SandEditor *editor;
  SandPlayAid *aid;
  SandUnit *kern;
  double x, y;

  if (!on_x11 ())
    return;

  window = app_test_open_window (app, "crossroads.sandtable");
  canvas = sand_window_get_canvas (window);
  editor = sand_window_get_editor (window);
  aid = sand_play_panel_get_aid (sand_play_panel_get_for_window (window));
  kern = sand_scenario_find_unit (sand_editor_get_scenario (editor), "kern");
  g_assert_nonnull (kern);
  app_test_show_sidebar_page (window, SAND_TYPE_PLAY_PANEL);

  pointer_drag (GDK_BUTTON_PRIMARY, table_point (canvas, 43, 6, &x, &y),
                table_point (canvas, 43, 6, &x, &y), 1);
  g_assert_true (sand_play_aid_get_unit (aid) == kern);
  g_assert_true (sand_selection_is_empty (sand_editor_get_selection (editor)));

  /* The Bois de la Hague, away from every unit. */
  pointer_drag (GDK_BUTTON_PRIMARY, table_point (canvas, 8, 7, &x, &y),
                table_point (canvas, 8, 7, &x, &y), 1);
  g_assert_true (sand_selection_is_empty (sand_editor_get_selection (editor)));
  g_assert_true (sand_play_aid_get_unit (aid) == kern);
  g_assert_false (sand_history_get_can_undo (sand_editor_get_history (editor)));

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/pointer/canvas-draw-and-move", test_canvas_draw_and_move);
  g_test_add_func ("/pointer/canvas-pan", test_canvas_pan);
  g_test_add_func ("/pointer/play-click-picks-units-not-terrain", test_play_click);
  g_test_add_func ("/pointer/layers-drag-and-drop", test_layers_drag_and_drop);
  g_test_add_func ("/pointer/side-drag-and-drop", test_side_drag_and_drop);
  g_test_add_func ("/pointer/unit-drag-and-drop-within-its-side", test_unit_drag_and_drop);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
