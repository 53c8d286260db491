/* test-editor-window.c: the editor in a window under a (virtual) display, driven
 * through the canvas's own gesture handlers in widget pixels: draw, select,
 * inspect, undo, save and reload; and a picture of an editing session
 * (tests/sandtable-editor.png in the build tree).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-editor.h"
#include "sand-inspector.h"
#include "sand-play-panel.h"
#include "sand-scenario-io.h"
#include "sand-selection.h"
#include "sand-tool.h"
#include "sand-tool-palette.h"
#include "sand-window.h"

static SandApplication *app;

static gboolean
not_busy (gpointer data)
{
  return !sand_document_get_busy (data);
}

/* The editor's drag gesture on the canvas, found by its name. */
static GtkGesture *
editor_gesture (SandCanvas *canvas)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (canvas));
  GtkGesture *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (GTK_EVENT_CONTROLLER (controller)),
                     "sand-editor-drag") == 0)
        found = GTK_GESTURE (controller);
    }
  g_assert_nonnull (found);

  return found;
}

/* A press, a drag in steps and a release at table points, as the gesture reports
 * them in widget pixels. */
static void
pointer_drag (SandWindow *window,
              double      x0,
              double      y0,
              double      x1,
              double      y1)
{
  SandCanvas *canvas = sand_window_get_canvas (window);
  SandViewport *viewport = sand_canvas_get_viewport (canvas);
  GtkGesture *gesture = editor_gesture (canvas);
  double wx0, wy0, wx1, wy1;

  sand_viewport_table_to_widget (viewport, x0, y0, &wx0, &wy0);
  sand_viewport_table_to_widget (viewport, x1, y1, &wx1, &wy1);

  /* The handlers ask the gesture where the drag began. */
  g_signal_emit_by_name (gesture, "drag-begin", wx0, wy0);
  if (wx0 != wx1 || wy0 != wy1)
    for (int i = 1; i <= 5; i++)
      g_signal_emit_by_name (gesture, "drag-update", (wx1 - wx0) * i / 5.0, (wy1 - wy0) * i / 5.0);
  g_signal_emit_by_name (gesture, "drag-end", wx1 - wx0, wy1 - wy0);
}

static void
pointer_click (SandWindow *window,
               double      x,
               double      y)
{
  pointer_drag (window, x, y, x, y);
}

static void
choose_tool (SandWindow *window,
             const char *name)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", name));
  g_assert_cmpstr (sand_tool_get_name (sand_editor_get_tool (sand_window_get_editor (window))), ==, name);
}

static void
save_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (sand_document_save_finish (SAND_DOCUMENT (object), result, &error));
  g_assert_no_error (error);
}

static guint
n_features (SandScenario *scenario)
{
  return g_list_model_get_n_items (sand_scenario_get_features (scenario));
}

static void
test_draw_in_window (void)
{
  SandWindow *window = sand_application_new_window (app);
  SandDocument *document = sand_window_get_document (window);
  SandEditor *editor = sand_window_get_editor (window);
  SandScenario *scenario = sand_document_get_scenario (document);
  SandSelection *selection = sand_editor_get_selection (editor);
  SandInspector *inspector;
  SandFeature *wood, *field;
  g_autofree char *dir = g_dir_make_tmp ("sandtable-editor-window-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "drawn.sandtable", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SandScenario) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  const SandPoint *points;
  guint n;

  gtk_window_present (GTK_WINDOW (window));
  app_test_wait_for_window (window);

  inspector = SAND_INSPECTOR (app_test_find_widget_of_type (GTK_WIDGET (window), SAND_TYPE_INSPECTOR));
  g_assert_nonnull (inspector);
  g_assert_true (sand_inspector_get_subject (inspector) == G_OBJECT (scenario));

  /* A polygon clicked corner by corner, closed with a double click. */
  choose_tool (window, "polygon");
  pointer_click (window, 10, 10);
  pointer_click (window, 20, 10);
  pointer_click (window, 20, 18);
  pointer_click (window, 10, 18);
  pointer_click (window, 10, 18);   /* the second click of a double click */
  g_assert_cmpuint (n_features (scenario), ==, 1);
  wood = sand_scenario_find_feature (scenario, "woods1");
  g_assert_nonnull (wood);
  points = sand_feature_get_points (wood, &n);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpfloat_with_epsilon (points[2].x, 20, 0.01);
  g_assert_cmpfloat_with_epsilon (points[2].y, 18, 0.01);
  /* The new feature is selected and the inspector shows it. */
  g_assert_true (sand_inspector_get_subject (inspector) == G_OBJECT (wood));
  g_assert_true (sand_document_get_modified (document));

  /* A rectangle of crops, dragged. */
  sand_editor_set_area_kind (editor, SAND_TERRAIN_CROPS);
  choose_tool (window, "rectangle");
  pointer_drag (window, 30, 24, 36, 32);
  field = sand_scenario_find_feature (scenario, "crops1");
  g_assert_nonnull (field);

  /* Select the wood and move it; the drag is one step, and undo puts it back. */
  choose_tool (window, "select");
  pointer_click (window, 15, 14);
  g_assert_true (sand_selection_get_single (selection) == wood);
  pointer_drag (window, 15, 14, 18, 16);
  points = sand_feature_get_points (wood, &n);
  g_assert_cmpfloat_with_epsilon (points[0].x, 13, 0.05);
  g_assert_cmpfloat_with_epsilon (points[0].y, 12, 0.05);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.undo", NULL));
  points = sand_feature_get_points (wood, &n);
  g_assert_cmpfloat (points[0].x, ==, 10);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.redo", NULL));
  points = sand_feature_get_points (wood, &n);
  g_assert_cmpfloat_with_epsilon (points[0].x, 13, 0.05);

  /* Units for the first side, placed by clicking. */
  choose_tool (window, "unit");
  pointer_click (window, 12, 30);
  pointer_click (window, 14, 31);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (scenario)), ==, 2);

  /* Saved, reloaded: the same table. */
  sand_document_save_async (document, file, NULL, save_cb, NULL);
  app_test_wait_for (not_busy, document, "the save");
  g_assert_false (sand_document_get_modified (document));
  reloaded = sand_scenario_load_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_features (reloaded), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (reloaded)), ==, 2);
  points = sand_feature_get_points (sand_scenario_find_feature (reloaded, "woods1"), &n);
  g_assert_cmpfloat_with_epsilon (points[0].x, 13, 0.05);

  /* Undo marks the document changed; redo brings it back to the saved state. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.undo", NULL));
  g_assert_true (sand_document_get_modified (document));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.redo", NULL));
  g_assert_false (sand_document_get_modified (document));

  /* Delete through the action, then undo everything back to an empty table. */
  sand_selection_set (selection, field);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.delete", NULL));
  g_assert_cmpuint (n_features (scenario), ==, 1);
  while (sand_editor_undo (editor))
    ;
  g_assert_cmpuint (n_features (scenario), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (scenario)), ==, 0);
  g_assert_true (sand_document_get_modified (document));   /* the saved state had them */

  g_remove (path);
  g_remove (backup);
  g_rmdir (dir);
  sand_document_set_modified (document, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkEventController *
named_controller (SandCanvas *canvas,
                  const char *name)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (canvas));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), name) == 0)
        return controller;
    }
  g_error ("no controller %s on the canvas", name);
}

typedef struct
{
  SandScenario *scenario;
  guint         n;
} Count;

static gboolean
has_features (gpointer data)
{
  Count *count = data;

  return n_features (count->scenario) >= count->n;
}

/* Ctrl+V's action pastes centred on the pointer while it is over the canvas;
 * the menu's Paste and a pointer outside keep the 1" offset. */
static void
test_paste_at_pointer (void)
{
  SandWindow *window = sand_application_new_window (app);
  SandEditor *editor = sand_window_get_editor (window);
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (window));
  SandCanvas *canvas = sand_window_get_canvas (window);
  GtkEventController *motion;
  SandSelection *selection = sand_editor_get_selection (editor);
  Count count = { scenario, 0 };
  double wx, wy, x, y, w, h;

  gtk_window_present (GTK_WINDOW (window));
  app_test_wait_for_window (window);
  motion = named_controller (canvas, "sand-editor-motion");

  choose_tool (window, "rectangle");
  pointer_drag (window, 4, 4, 8, 6);   /* middle (6, 5) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.copy", NULL));

  sand_viewport_table_to_widget (sand_canvas_get_viewport (canvas), 20, 15, &wx, &wy);
  g_signal_emit_by_name (motion, "motion", wx, wy);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.paste-here", NULL));
  count.n = 2;
  app_test_wait_for (has_features, &count, "the paste at the pointer");
  sand_feature_get_rect (sand_selection_get_single (selection), &x, &y, &w, &h);
  g_assert_cmpfloat_with_epsilon (x + w / 2, 20, 0.05);
  g_assert_cmpfloat_with_epsilon (y + h / 2, 15, 0.05);

  /* The menu's Paste: beside the original, not at the pointer. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.paste", NULL));
  count.n = 3;
  app_test_wait_for (has_features, &count, "the menu's paste");
  sand_feature_get_rect (sand_selection_get_single (selection), &x, &y, &w, &h);
  g_assert_cmpfloat_with_epsilon (x, 5, 0.05);

  /* Off the canvas, the key pastes as the menu does. */
  g_signal_emit_by_name (motion, "leave");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.paste-here", NULL));
  count.n = 4;
  app_test_wait_for (has_features, &count, "the paste with the pointer away");
  sand_feature_get_rect (sand_selection_get_single (selection), &x, &y, &w, &h);
  g_assert_cmpfloat_with_epsilon (x, 5, 0.05);

  app_test_close_window (window);
}

static gboolean
is_pasting (gpointer editor)
{
  return sand_editor_get_pasting (editor);
}

/* A large paste is read in a worker: the main loop gets control back while
 * the text is parsed (the paste is seen pending between two of its
 * iterations, nothing added yet, and a frame can be drawn), whatever the
 * machine's speed. Parsed on the main thread, the paste would be done within
 * the one callback that read the clipboard, and never seen pending. */
static void
test_paste_off_main_thread (void)
{
  SandWindow *window = sand_application_new_window (app);
  SandEditor *editor = sand_window_get_editor (window);
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (window));
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autoptr (GString) xml = g_string_new ("<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\">"
                                          "<table width=\"48\" height=\"36\"/><terrain>");
  const guint n = 2000;
  guint before = n_features (scenario);
  Count count = { scenario, before + n };

  gtk_window_present (GTK_WINDOW (window));
  app_test_wait_for (app_test_window_ready, window, "the window to show");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (xml, "<area id=\"a%u\" kind=\"woods\"><rect x=\"%u\" y=\"%u\" width=\"1\" height=\"1\"/></area>",
                            i, i % 40, (i / 40) % 30);
  g_string_append (xml, "</terrain></scenario>");
  gdk_clipboard_set_text (clipboard, xml->str);

  g_assert_false (sand_editor_get_pasting (editor));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.paste", NULL));
  /* The worker's answer comes back through the main loop: it cannot be
   * handled in the iteration that started the worker. */
  app_test_wait_for (is_pasting, editor, "the paste to be handed to its worker");
  g_assert_cmpuint (n_features (scenario), ==, before);
  app_test_wait_for_frames (GTK_WIDGET (window));
  app_test_wait_for (has_features, &count, "the large paste");
  g_assert_false (sand_editor_get_pasting (editor));
  g_assert_cmpuint (n_features (scenario), ==, before + n);

  app_test_close_window (window);
}

/* An editing session on the example table: a sergeant selected and inspected
 * under the scenario's ruleset, a polygon half drawn. */
static void
test_screenshot (void)
{
  g_autoptr(GFile) file = app_test_scenario_file ("crossroads.sandtable");
  SandWindow *window = sand_application_new_window (app);
  SandEditor *editor = sand_window_get_editor (window);
  SandScenario *scenario;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  sand_window_open_file (window, file);
  app_test_wait_for_window (window);
  scenario = sand_document_get_scenario (sand_window_get_document (window));

  /* The sergeant, with what M42 reads of him: his Mv and special rules. */
  sand_selection_set (sand_editor_get_selection (editor), sand_scenario_find_unit (scenario, "kowalski"));
  app_test_wait_for_frames (GTK_WIDGET (window));
  sand_editor_set_area_kind (editor, SAND_TERRAIN_MARSH);
  choose_tool (window, "polygon");
  pointer_click (window, 16, 4);
  pointer_click (window, 21, 3);
  pointer_click (window, 20, 8);
  sand_tool_motion (sand_editor_get_tool (editor), 16.5, 9, 0);

  app_test_save_png (GTK_WIDGET (window), "sandtable-editor.png");

  sand_tool_cancel (sand_editor_get_tool (editor));
  app_test_close_window (window);
}

/* On the Play page a click on terrain does not select it for editing: the tools,
 * their handles and the palette rest; back on the Inspector the same click
 * selects the wood again. */
static void
test_play_page_rests_the_tools (void)
{
  SandWindow *window = app_test_open_window (app, "crossroads.sandtable");
  SandEditor *editor = sand_window_get_editor (window);
  SandSelection *selection = sand_editor_get_selection (editor);
  GtkWidget *palette = app_test_find_widget_of_type (GTK_WIDGET (window), SAND_TYPE_TOOL_PALETTE);
  g_autoptr(SandFeature) wood = NULL;
  SandPlayPanel *panel;

  wood = g_object_ref (sand_scenario_find_feature (sand_editor_get_scenario (editor), "wood-hague"));
  choose_tool (window, "select");
  g_assert_true (sand_editor_get_tools_active (editor));
  g_assert_true (gtk_widget_is_sensitive (palette));

  panel = SAND_PLAY_PANEL (app_test_show_sidebar_page (window, SAND_TYPE_PLAY_PANEL));
  g_assert_false (sand_editor_get_tools_active (editor));
  g_assert_false (gtk_widget_is_sensitive (palette));
  /* The middle of the Bois de la Hague, away from every unit. */
  pointer_click (window, 8, 7);
  g_assert_true (sand_selection_is_empty (selection));
  g_assert_null (sand_play_aid_get_unit (sand_play_panel_get_aid (panel)));
  g_assert_false (sand_history_get_can_undo (sand_editor_get_history (editor)));

  app_test_show_sidebar_page (window, SAND_TYPE_INSPECTOR);
  g_assert_true (sand_editor_get_tools_active (editor));
  g_assert_true (gtk_widget_is_sensitive (palette));
  pointer_click (window, 8, 7);
  g_assert_true (sand_selection_get_single (selection) == (gpointer) wood);

  app_test_close_window (window);
}

static gboolean
send_key (SandWindow     *window,
          guint           keyval,
          GdkModifierType state)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (sand_window_get_canvas (window)));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (GTK_EVENT_CONTROLLER (controller)),
                     "sand-editor-keys") == 0)
        {
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0, state, &handled);
          return handled;
        }
    }
  g_assert_not_reached ();
}

/* With the canvas focused, Tab and Shift+Tab go through the current side's units in
 * the scenario's order, wrapping; Alt+arrow picks the nearest unit of any side in
 * that direction; each is selected as a click selects it, and plain arrows still
 * move the selection. */
static void
test_key_pick (void)
{
  SandWindow *window = sand_application_new_window (app);
  SandEditor *editor = sand_window_get_editor (window);
  SandSelection *selection = sand_editor_get_selection (editor);
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (window));
  g_autoptr(SandSide) blue = sand_side_new ("blue", "Blue", "#3050c0");
  g_autoptr(SandSide) red = sand_side_new ("red", "Red", "#c03030");
  struct { const char *id; SandSide *side; double x, y; } at[] = {
    { "a", blue, 10, 10 }, { "r", red, 12, 10.2 }, { "b", blue, 15, 11 },
    { "c", blue, 10, 4 }, { "d", blue, 13, 16 },
  };
  SandUnit *u[G_N_ELEMENTS (at)];

  gtk_window_present (GTK_WINDOW (window));
  app_test_wait_for_window (window);
  sand_scenario_add_side (scenario, blue);
  sand_scenario_add_side (scenario, red);
  for (guint i = 0; i < G_N_ELEMENTS (at); i++)
    {
      g_autoptr(SandUnit) unit = sand_unit_new (at[i].id, "infantry", at[i].side, at[i].x, at[i].y);

      sand_scenario_add_unit (scenario, unit);
      u[i] = unit;
    }
  sand_editor_set_side (editor, blue);
  gtk_widget_grab_focus (GTK_WIDGET (sand_window_get_canvas (window)));

  g_assert_true (send_key (window, GDK_KEY_Tab, 0));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[0]);
  g_assert_true (send_key (window, GDK_KEY_Tab, 0));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[2]);  /* red skipped */
  g_assert_true (send_key (window, GDK_KEY_Tab, 0));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[3]);
  g_assert_true (send_key (window, GDK_KEY_Tab, 0));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[4]);
  g_assert_true (send_key (window, GDK_KEY_Tab, 0));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[0]);  /* wrapped */
  g_assert_true (send_key (window, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[4]);
  g_assert_true (send_key (window, GDK_KEY_Tab, GDK_SHIFT_MASK));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[3]);

  /* From a (10, 10): right is the red unit, the nearest within 45 degrees; then b. */
  sand_selection_set (selection, u[0]);
  g_assert_true (send_key (window, GDK_KEY_Right, GDK_ALT_MASK));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[1]);
  g_assert_true (send_key (window, GDK_KEY_Right, GDK_ALT_MASK));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[2]);
  g_assert_true (send_key (window, GDK_KEY_Down, GDK_ALT_MASK));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[4]);
  /* Up from d (13, 16): r is nearer the axis than b, and nearer than a or c. */
  g_assert_true (send_key (window, GDK_KEY_Up, GDK_ALT_MASK));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[1]);
  /* Left from r: a; c at (10, 4) is beyond 45 degrees of left. */
  g_assert_true (send_key (window, GDK_KEY_Left, GDK_ALT_MASK));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[0]);
  /* Nothing above c: the key is kept and the selection stays. */
  sand_selection_set (selection, u[3]);
  g_assert_true (send_key (window, GDK_KEY_Up, GDK_ALT_MASK));
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[3]);

  /* A plain arrow still moves the selected unit. */
  g_assert_true (send_key (window, GDK_KEY_Right, 0));
  g_assert_cmpfloat (sand_unit_get_x (u[3]), >, 10);
  g_assert_true (sand_selection_get_single (selection) == (gpointer) u[3]);

  app_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);

  app = app_test_application_new ();

  g_test_add_func ("/editor-window/draw-move-undo-save", test_draw_in_window);
  g_test_add_func ("/editor-window/paste-at-pointer", test_paste_at_pointer);
  g_test_add_func ("/editor-window/paste-off-main-thread", test_paste_off_main_thread);
  g_test_add_func ("/editor-window/play-page-rests-the-tools", test_play_page_rests_the_tools);
  g_test_add_func ("/editor-window/screenshot", test_screenshot);
  g_test_add_func ("/editor-window/keys/tab-and-arrows-pick-units", test_key_pick);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
