/* test-backdrop.c: the Backdrop page driven by real clicks — a photo of a table
 * taken at an angle imported, straightened by clicking its four corners, two
 * woods and a wall traced over it, saved, opened again and printed without the
 * photo; a scan placed by two points and their distance. Writes
 * backdrop-1-import.png … backdrop-4-printed.png in the build tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <X11/keysym.h>

#include "app-test-util.h"
#include "backdrop-images.h"
#include "pointer-util.h"
#include "sand-application.h"
#include "sand-backdrop-panel.h"
#include "sand-canvas.h"
#include "sand-document.h"
#include "sand-editor.h"
#include "sand-scenario-io.h"
#include "sand-selection.h"
#include "sand-window.h"

static SandApplication *app;

/* The photo: the table seen from a chair at its near left corner. */
static const SandProjective table_to_photo = {
  { 9.0, 5.0, 300.0, -0.5, 9.0, 250.0, -0.0004, -0.004, 1 },
};
static const SandPoint table_corners[4] = { { 0, 0 }, { 72, 0 }, { 72, 48 }, { 0, 48 } };

static gboolean
document_idle (gpointer window)
{
  return !sand_document_get_busy (sand_window_get_document (window));
}

static gboolean
panel_idle (gpointer panel)
{
  return !sand_backdrop_panel_get_loading (panel);
}

/* Imports @file as dropping it on the window does: the call returns at once,
 * before the image is read, which is done in a worker thread. */
static void
import_file (SandBackdropPanel *panel,
             SandScenario      *scenario,
             GFile             *file)
{
  sand_backdrop_panel_import (panel, file);
  g_assert_true (sand_backdrop_panel_get_loading (panel));
  g_assert_null (sand_scenario_get_backdrop (scenario));
  app_test_wait_for (panel_idle, panel, "the image to be read");
}

static gboolean
has_three_features (gpointer scenario)
{
  return g_list_model_get_n_items (sand_scenario_get_features (scenario)) == 3;
}

static void
click_at (ScreenPoint point)
{
  pointer_to (point);
  pointer_button (GDK_BUTTON_PRIMARY, TRUE);
  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
}

/* Clicks the table point (@x, @y) with the view zoomed in round it, so a screen
 * pixel is a small part of an inch; the whole table shows again after. */
static void
click_zoomed (SandCanvas *canvas,
              double      x,
              double      y)
{
  SandViewport *viewport = sand_canvas_get_viewport (canvas);
  double wx, wy, tx, ty;

  sand_canvas_fit_table (canvas);
  sand_viewport_table_to_widget (viewport, x, y, &wx, &wy);
  sand_viewport_zoom_at (viewport, wx, wy, 6);
  app_test_wait_for_frames (GTK_WIDGET (canvas));
  click_at (table_point (canvas, x, y, &tx, &ty));
  sand_canvas_fit_table (canvas);
  app_test_wait_for_frames (GTK_WIDGET (canvas));
}

/* Where the photo's pixel (@ix, @iy) lies on the table under the backdrop's placing now. */
static void
table_of_pixel (SandBackdrop *backdrop,
                double        ix,
                double        iy,
                double       *x,
                double       *y)
{
  SandProjective p;

  g_assert_true (sand_backdrop_get_transform (backdrop, &p));
  sand_projective_apply (&p, ix, iy, x, y);
}

static SandWindow *
open_blank_table (const char *dir,
                  const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  SandWindow *window;

  sand_scenario_set_size (scenario, 72, 48);
  sand_scenario_set_title (scenario, "Last Night's Table");
  g_assert_true (sand_scenario_save_file (scenario, file, &error));
  window = app_test_open_window (app, NULL);
  sand_window_open_file (window, file);
  app_test_wait_for (document_idle, window, "the table to load");
  app_test_wait_for_window (window);
  return window;
}

static void
drag_table (SandCanvas *canvas,
            double      x0,
            double      y0,
            double      x1,
            double      y1)
{
  double ax, ay;

  pointer_drag (GDK_BUTTON_PRIMARY, table_point (canvas, x0, y0, &ax, &ay), table_point (canvas, x1, y1, &ax, &ay), 8);
}

static void
test_straighten_trace_print (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sand-backdrop-ui-XXXXXX", NULL);
  g_autofree char *photo = g_build_filename (dir, "photo.png", NULL);
  g_autofree char *saved = g_build_filename (dir, "table.sandtable", NULL);
  g_autofree char *pdf = g_build_filename (dir, "table.pdf", NULL);
  g_autoptr (GFile) photo_file = g_file_new_for_path (photo);
  g_autoptr (GFile) saved_file = g_file_new_for_path (saved);
  SandProjective photo_to_table;
  SandWindow *window;
  SandCanvas *canvas;
  SandEditor *editor;
  SandBackdropPanel *panel;
  SandScenario *scenario;
  SandBackdrop *backdrop;
  const SandBackdropCorner *corners;
  double ix, iy, x, y;
  guint n;

  if (!on_x11 ())
    return;

  g_assert_true (sand_projective_invert (&table_to_photo, &photo_to_table));
  backdrop_make_photo_png (photo, 1600, 1200, &photo_to_table, 72, 48, 50, 30);
  window = open_blank_table (dir, "table.sandtable");
  canvas = sand_window_get_canvas (window);
  editor = sand_window_get_editor (window);
  panel = sand_backdrop_panel_get_for_window (window);
  scenario = sand_document_get_scenario (sand_window_get_document (window));

  /* Import, as dropping the photo on the window does */
  import_file (panel, scenario, photo_file);
  backdrop = sand_scenario_get_backdrop (scenario);
  g_assert_nonnull (backdrop);
  g_assert_cmpstr (sand_backdrop_get_href (backdrop), ==, "photo.png");
  g_assert_null (sand_backdrop_panel_get_problem (panel));
  g_assert_false (sand_editor_get_tools_active (editor));
  app_test_save_png (GTK_WIDGET (window), "backdrop-1-import.png");

  /* Four corners, clockwise from the top-left, clicked where the photo shows them */
  g_signal_emit_by_name (app_test_find_button (GTK_WIDGET (panel), "_Four Corners"), "clicked");
  g_assert_cmpint (sand_backdrop_panel_get_placing (panel), ==, SAND_BACKDROP_PLACING_FOUR_CORNERS);
  g_assert_cmpstr (sand_backdrop_panel_get_hint (panel), ==, "Click the table's top-left corner on the photo (1 of 4)");
  for (guint i = 0; i < 4; i++)
    {
      sand_projective_apply (&table_to_photo, table_corners[i].x, table_corners[i].y, &ix, &iy);
      table_of_pixel (backdrop, ix, iy, &x, &y);
      click_zoomed (canvas, x, y);
      if (i < 3)
        g_assert_cmpuint (sand_backdrop_panel_get_n_clicks (panel), ==, i + 1);
      if (i == 2)
        {
          g_assert_cmpstr (sand_backdrop_panel_get_hint (panel), ==,
                           "Click the table's bottom-left corner on the photo (4 of 4)");
          app_test_save_png (GTK_WIDGET (window), "backdrop-2-four-corners.png");
        }
    }
  g_assert_cmpint (sand_backdrop_panel_get_placing (panel), ==, SAND_BACKDROP_PLACING_NONE);
  corners = sand_backdrop_get_corners (backdrop, &n);
  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpfloat (corners[i].table.x, ==, table_corners[i].x);
      g_assert_cmpfloat (corners[i].table.y, ==, table_corners[i].y);
    }
  /* the red mark painted at (50, 30) is there on the table now */
  sand_projective_apply (&table_to_photo, 50, 30, &ix, &iy);
  table_of_pixel (backdrop, ix, iy, &x, &y);
  g_test_message ("the mark lands at %.3f, %.3f", x, y);
  g_assert_cmpfloat (hypot (x - 50, y - 30), <, 0.05);
  g_assert_true (sand_history_undo (sand_editor_get_history (editor)));
  sand_backdrop_get_corners (backdrop, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_true (sand_history_redo (sand_editor_get_history (editor)));

  /* Locked: it takes no click; printed: no */
  gtk_switch_set_active (GTK_SWITCH (app_test_find_widget (GTK_WIDGET (panel), (AppTestMatch) gtk_widget_has_css_class,
                                                          "backdrop-lock")), TRUE);
  g_assert_true (sand_backdrop_get_locked (backdrop));
  sand_backdrop_set_print (backdrop, FALSE);
  {
    const SandBackdropCorner *before = sand_backdrop_get_corners (backdrop, &n);
    SandBackdropCorner copy[4];
    double ax, ay;

    memcpy (copy, before, sizeof copy);
    pointer_drag (GDK_BUTTON_PRIMARY, table_point (canvas, 36, 24, &ax, &ay), table_point (canvas, 46, 30, &ax, &ay), 6);
    g_assert_cmpmem (sand_backdrop_get_corners (backdrop, NULL), sizeof copy, copy, sizeof copy);
  }

  /* Trace two woods and a wall over it with the drawing tools */
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (panel), ADW_TYPE_VIEW_STACK)),
                                         "inspector");
  app_test_wait_for_frames (GTK_WIDGET (window));
  g_assert_true (sand_editor_get_tools_active (editor));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", "ellipse"));
  sand_editor_set_area_kind (editor, SAND_TERRAIN_WOODS);
  drag_table (canvas, BACKDROP_WOOD1_X - BACKDROP_WOOD1_RX, BACKDROP_WOOD1_Y - BACKDROP_WOOD1_RY,
              BACKDROP_WOOD1_X + BACKDROP_WOOD1_RX, BACKDROP_WOOD1_Y + BACKDROP_WOOD1_RY);
  drag_table (canvas, BACKDROP_WOOD2_X - BACKDROP_WOOD2_RX, BACKDROP_WOOD2_Y - BACKDROP_WOOD2_RY,
              BACKDROP_WOOD2_X + BACKDROP_WOOD2_RX, BACKDROP_WOOD2_Y + BACKDROP_WOOD2_RY);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", "line"));
  sand_editor_set_line_kind (editor, SAND_TERRAIN_WALL);
  {
    double ax, ay;

    click_at (table_point (canvas, BACKDROP_WALL_X0, BACKDROP_WALL_Y, &ax, &ay));
    click_at (table_point (canvas, BACKDROP_WALL_X1, BACKDROP_WALL_Y, &ax, &ay));
    /* Enter ends the line (a double click would too, if the machine is quick
     * enough for its timing) */
    key_tap (XK_Return);
  }
  app_test_wait_for (has_three_features, scenario, "the wall");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", "select"));
  sand_selection_clear (sand_editor_get_selection (editor));
  app_test_save_png (GTK_WIDGET (window), "backdrop-3-traced.png");

  /* Save, open again, print without the photo */
  sand_document_save_async (sand_window_get_document (window), NULL, NULL, NULL, NULL);
  app_test_wait_for (document_idle, window, "the save");
  close_window (window);
  window = open_blank_table (dir, "other.sandtable");
  sand_window_open_file (window, saved_file);
  app_test_wait_for (document_idle, window, "the saved table to load");
  app_test_wait_for_window (window);
  app_test_wait_for (panel_idle, sand_backdrop_panel_get_for_window (window), "the photo to be read");
  scenario = sand_document_get_scenario (sand_window_get_document (window));
  backdrop = sand_scenario_get_backdrop (scenario);
  g_assert_nonnull (backdrop);
  g_assert_true (sand_backdrop_get_locked (backdrop));
  g_assert_false (sand_backdrop_get_print (backdrop));
  g_assert_null (sand_backdrop_panel_get_problem (sand_backdrop_panel_get_for_window (window)));
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_features (scenario)), ==, 3);
  {
    const char *argv[] = { SANDTABLE_CLI, "render", saved, "-o", pdf, "--paper", "a4", NULL };
    const char *ppm[] = { "pdftoppm", "-png", "-r", "60", "-singlefile", pdf, NULL, NULL };
    g_autofree char *out = g_test_build_filename (G_TEST_BUILT, "backdrop-4-printed", NULL);
    g_autofree char *png = g_strconcat (out, ".png", NULL);
    g_autoptr (GError) error = NULL;
    cairo_surface_t *surface;
    int status;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, &error));
    g_assert_no_error (error);
    g_assert_cmpint (status, ==, 0);
    ppm[6] = out;
    if (g_find_program_in_path ("pdftoppm") == NULL)
      g_test_incomplete ("pdftoppm (poppler-utils) is missing: the printed page was not looked at");
    else
      {
        g_assert_true (g_spawn_sync (NULL, (char **) ppm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, &error));
        g_assert_cmpint (status, ==, 0);
        /* printed without the photo: no trace of its red mark */
        surface = cairo_image_surface_create_from_png (png);
        g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
        g_assert_false (backdrop_find_red (surface, &x, &y));
        cairo_surface_destroy (surface);
        g_test_message ("wrote %s", png);
      }
  }
  close_window (window);
  {
    const char *names[] = { "photo.png", "table.sandtable", "table.sandtable~", "other.sandtable", "table.pdf", NULL };

    for (guint i = 0; names[i] != NULL; i++)
      {
        g_autofree char *path = g_build_filename (dir, names[i], NULL);
        g_unlink (path);
      }
    g_rmdir (dir);
  }
}

/* Two points on a scan and their distance, or where each lies: the scale and
 * the turn follow. */
static void
test_two_points (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sand-backdrop-ui-XXXXXX", NULL);
  g_autofree char *scan = g_build_filename (dir, "scan.png", NULL);
  g_autoptr (GFile) scan_file = g_file_new_for_path (scan);
  SandWindow *window;
  SandCanvas *canvas;
  SandBackdropPanel *panel;
  SandBackdrop *backdrop;
  double x0, y0, x1, y1, mx, my;
  guint n;

  if (!on_x11 ())
    return;

  /* 400×300 with its mark at (300, 100); the points clicked are (100, 100) and
   * (300, 100), 200 pixels apart, which are 10" on the table */
  backdrop_make_marked_png (scan, 400, 300, 300, 100);
  window = open_blank_table (dir, "scan.sandtable");
  canvas = sand_window_get_canvas (window);
  panel = sand_backdrop_panel_get_for_window (window);
  import_file (panel, sand_document_get_scenario (sand_window_get_document (window)), scan_file);
  backdrop = sand_scenario_get_backdrop (sand_document_get_scenario (sand_window_get_document (window)));
  g_assert_nonnull (backdrop);

  g_signal_emit_by_name (app_test_find_button (GTK_WIDGET (panel), "_Two Points"), "clicked");
  table_of_pixel (backdrop, 100, 100, &x0, &y0);
  click_zoomed (canvas, x0, y0);
  g_assert_cmpuint (sand_backdrop_panel_get_n_clicks (panel), ==, 1);
  table_of_pixel (backdrop, 300, 100, &x1, &y1);
  click_zoomed (canvas, x1, y1);
  g_assert_cmpuint (sand_backdrop_panel_get_n_clicks (panel), ==, 2);
  g_assert_cmpstr (sand_backdrop_panel_get_hint (panel), ==,
                   "How far apart are the two points on the table, in inches?");
  app_test_save_png (GTK_WIDGET (window), "backdrop-5-two-points-distance.png");
  sand_backdrop_panel_apply_distance (panel, 10, 1);

  sand_backdrop_get_corners (backdrop, &n);
  g_assert_cmpuint (n, ==, 2);
  /* the mark is the second point: 10" right of the first, which stayed put */
  table_of_pixel (backdrop, 100, 100, &mx, &my);
  g_assert_cmpfloat (hypot (mx - x0, my - y0), <, 0.05);
  table_of_pixel (backdrop, 300, 100, &mx, &my);
  g_assert_cmpfloat (hypot (mx - (x0 + 10), my - y0), <, 0.05);
  /* 20 pixels an inch now, both ways */
  table_of_pixel (backdrop, 100, 300, &mx, &my);
  g_assert_cmpfloat (hypot (mx - x0, my - (y0 + 10)), <, 0.05);

  /* Again, giving where each point lies: (100, 100) at 30", 20"; the mark at
   * 40", 15" — 10" across and 5" up, so turned and at 22.36 pixels an inch */
  g_signal_emit_by_name (app_test_find_button (GTK_WIDGET (panel), "_Two Points"), "clicked");
  table_of_pixel (backdrop, 100, 100, &x0, &y0);
  click_zoomed (canvas, x0, y0);
  table_of_pixel (backdrop, 300, 100, &x1, &y1);
  click_zoomed (canvas, x1, y1);
  g_assert_cmpuint (sand_backdrop_panel_get_n_clicks (panel), ==, 2);
  adw_combo_row_set_selected (ADW_COMBO_ROW (app_test_find_row (GTK_WIDGET (panel), "Give")), 1);
  g_assert_false (gtk_widget_get_visible (app_test_find_row (GTK_WIDGET (panel), "Distance on the table")));
  g_assert_true (gtk_widget_get_visible (app_test_find_row (GTK_WIDGET (panel), "First point")));
  g_assert_cmpstr (sand_backdrop_panel_get_hint (panel), ==,
                   "Where does each point lie on the table, in inches across and down from its top-left corner?");
  app_test_save_png (GTK_WIDGET (window), "backdrop-5-two-points-where.png");
  sand_backdrop_panel_apply_points (panel, (SandPoint) { 30, 20 }, (SandPoint) { 40, 15 });
  table_of_pixel (backdrop, 100, 100, &mx, &my);
  g_assert_cmpfloat (hypot (mx - 30, my - 20), <, 0.05);
  table_of_pixel (backdrop, 300, 100, &mx, &my);
  g_assert_cmpfloat (hypot (mx - 40, my - 15), <, 0.05);
  g_assert_true (sand_history_undo (sand_editor_get_history (sand_window_get_editor (window))));
  table_of_pixel (backdrop, 300, 100, &mx, &my);
  g_assert_cmpfloat (hypot (mx - (x0 + 10), my - y0), <, 0.05);

  close_window (window);
  g_unlink (scan);
  {
    g_autofree char *path = g_build_filename (dir, "scan.sandtable", NULL);
    g_unlink (path);
  }
  g_rmdir (dir);
}

/* A scenario whose image is gone still opens: the page says why at the line of
 * <backdrop>, and saving keeps the element as it was. */
static void
test_missing_image (void)
{
  static const char text[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\">\n"
    "  <table width=\"72\" height=\"48\" ground-scale=\"10\"/>\n"
    "  <grid type=\"none\"/>\n"
    "  <weather condition=\"dry\" turns=\"0\"/>\n"
    "  <backdrop href=\"gone.jpg\" opacity=\"0.5\">\n"
    "    <corner image=\"112,84\" table=\"0,0\"/>\n"
    "    <corner image=\"1930,120\" table=\"72,0\"/>\n"
    "    <corner image=\"1985,1290\" table=\"72,48\"/>\n"
    "    <corner image=\"60,1240\" table=\"0,48\"/>\n"
    "  </backdrop>\n"
    "  <terrain>\n"
    "    <area id=\"w1\" kind=\"woods\">\n"
    "      <ellipse cx=\"16\" cy=\"14\" rx=\"8\" ry=\"5\"/>\n"
    "    </area>\n"
    "  </terrain>\n"
    "  <forces/>\n"
    "  <play turn=\"1\"/>\n"
    "</scenario>\n";
  g_autofree char *dir = g_dir_make_tmp ("sand-backdrop-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "gone.sandtable", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *saved = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  SandWindow *window;
  SandBackdropPanel *panel;
  const char *problem;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  window = app_test_open_window (app, NULL);
  sand_window_open_file (window, file);
  app_test_wait_for (document_idle, window, "the table to load");
  app_test_wait_for_window (window);
  panel = sand_backdrop_panel_get_for_window (window);
  app_test_wait_for (panel_idle, panel, "the image to be looked for");
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_features (
                      sand_document_get_scenario (sand_window_get_document (window)))), ==, 1);
  problem = sand_backdrop_panel_get_problem (panel);
  g_assert_nonnull (problem);
  g_test_message ("%s", problem);
  g_assert_true (g_str_has_prefix (problem, "gone.sandtable:6: backdrop “gone.jpg”: the image is missing"));

  sand_document_save_async (sand_window_get_document (window), NULL, NULL, NULL, NULL);
  app_test_wait_for (document_idle, window, "the save");
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_cmpstr (saved, ==, text);
  close_window (window);
  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

static GdkContentProvider *
prepare_files_cb (GtkDragSource *source,
                  double         x,
                  double         y,
                  GFile         *file)
{
  g_autoptr (GSList) list = g_slist_prepend (NULL, file);
  GdkFileList *files = gdk_file_list_new_from_list (list);
  GdkContentProvider *provider = gdk_content_provider_new_typed (GDK_TYPE_FILE_LIST, files);

  g_boxed_free (GDK_TYPE_FILE_LIST, files);
  return provider;
}

static gboolean
image_came_in (gpointer window)
{
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (window));

  return sand_scenario_get_backdrop (scenario) != NULL
         && !sand_backdrop_panel_get_loading (sand_backdrop_panel_get_for_window (window));
}

static gboolean
panel_busy_or_done (gpointer window)
{
  return sand_backdrop_panel_get_loading (sand_backdrop_panel_get_for_window (window)) || image_came_in (window);
}

/* A photo dragged from another window (as from a file manager) and dropped on
 * the table, by real pointer events: it comes in as the backdrop, read in a
 * worker thread while the window goes on drawing. */
static void
test_drop_photo (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sand-backdrop-ui-XXXXXX", NULL);
  g_autofree char *photo = g_build_filename (dir, "photo.png", NULL);
  g_autofree char *table = g_build_filename (dir, "table.sandtable", NULL);
  g_autoptr (GFile) photo_file = g_file_new_for_path (photo);
  GtkWidget *files, *icon;
  GtkDragSource *source;
  SandWindow *window;
  SandBackdropPanel *panel;
  SandBackdrop *backdrop;
  ScreenPoint from, to;

  if (!on_x11 ())
    return;

  backdrop_make_marked_png (photo, 4000, 3000, 3000, 1000);
  window = open_blank_table (dir, "table.sandtable");
  panel = sand_backdrop_panel_get_for_window (window);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (panel), ADW_TYPE_VIEW_STACK)),
                                         "backdrop");
  app_test_save_png (GTK_WIDGET (window), "backdrop-0-none.png");

  /* the file manager: a small window with the photo's icon to drag */
  files = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (files), 120, 120);
  icon = gtk_image_new_from_icon_name ("image-x-generic");
  gtk_image_set_pixel_size (GTK_IMAGE (icon), 64);
  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (prepare_files_cb), photo_file);
  gtk_widget_add_controller (icon, GTK_EVENT_CONTROLLER (source));
  gtk_window_set_child (GTK_WINDOW (files), icon);
  gtk_window_present (GTK_WINDOW (files));
  app_test_wait_for_frames (files);

  /* onto the middle of the table, which the small window does not cover */
  from = screen_point (icon, gtk_widget_get_width (icon) / 2.0, gtk_widget_get_height (icon) / 2.0);
  pointer_to (from);
  pointer_button (GDK_BUTTON_PRIMARY, TRUE);
  for (int i = 1; i <= 10; i++)
    {
      GtkWidget *canvas = GTK_WIDGET (sand_window_get_canvas (window));
      ScreenPoint at;

      to = screen_point (canvas, gtk_widget_get_width (canvas) / 2.0, gtk_widget_get_height (canvas) / 2.0);
      at = to;
      at.root_x = from.root_x + (to.root_x - from.root_x) * i / 10;
      at.root_y = from.root_y + (to.root_y - from.root_y) * i / 10;
      drag_pointer_to (at);
    }
  drag_pointer_heard (to);
  drag_pointer_release (GDK_BUTTON_PRIMARY);
  app_test_wait_for (panel_busy_or_done, window, "the drop");
  /* the page while the photo is read, if the reading outlasts the frames */
  if (sand_backdrop_panel_get_loading (panel))
    {
      app_test_save_png (GTK_WIDGET (window), "backdrop-0-reading.png");
      g_test_message ("%s", sand_backdrop_panel_get_loading (panel) ? "still reading" : "read by then");
    }
  app_test_wait_for (image_came_in, window, "the dropped photo to come in");

  backdrop = sand_scenario_get_backdrop (sand_document_get_scenario (sand_window_get_document (window)));
  g_assert_cmpstr (sand_backdrop_get_href (backdrop), ==, "photo.png");
  g_assert_null (sand_backdrop_panel_get_problem (panel));
  {
    double x, y;

    /* fitted to the table: 3000 pixels down its 48", 62.5 pixels an inch,
     * centred across (4" each side); the mark 3000 across and 1000 down */
    table_of_pixel (backdrop, 3000, 1000, &x, &y);
    g_assert_cmpfloat_with_epsilon (x, 4 + 3000 / 62.5, 0.05);
    g_assert_cmpfloat_with_epsilon (y, 1000 / 62.5, 0.05);
  }
  app_test_save_png (GTK_WIDGET (window), "backdrop-0-dropped.png");

  gtk_window_destroy (GTK_WINDOW (files));
  close_window (window);
  g_unlink (photo);
  g_unlink (table);
  g_rmdir (dir);
}

static gboolean
document_not_busy (gpointer document)
{
  return !sand_document_get_busy (document);
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (sand_document_save_finish (SAND_DOCUMENT (source), result, &error));
  g_assert_no_error (error);
}

/* Saved as into another folder, a relative href names the same image from there. */
static void
test_save_as_rebases (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sand-backdrop-ui-XXXXXX", NULL);
  g_autofree char *tables = g_build_filename (dir, "tables", NULL);
  g_autofree char *archive = g_build_filename (dir, "archive", "2026", NULL);
  g_autofree char *first = g_build_filename (tables, "t.sandtable", NULL);
  g_autofree char *second = g_build_filename (archive, "t.sandtable", NULL);
  g_autoptr (GFile) first_file = g_file_new_for_path (first);
  g_autoptr (GFile) second_file = g_file_new_for_path (second);
  g_autoptr (SandDocument) document = sand_document_new ();
  g_autoptr (SandBackdrop) backdrop = sand_backdrop_new ("photos/table.jpg");
  const SandBackdropCorner corners[2] = { { { 0, 0 }, { 0, 0 } }, { { 100, 0 }, { 10, 0 } } };

  g_assert_cmpint (g_mkdir_with_parents (tables, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (archive, 0700), ==, 0);
  sand_backdrop_set_corners (backdrop, corners, 2);
  sand_scenario_set_backdrop (sand_document_get_scenario (document), backdrop);
  sand_document_save_async (document, first_file, NULL, saved_cb, NULL);
  app_test_wait_for (document_not_busy, document, "the first save");
  g_assert_cmpstr (sand_backdrop_get_href (backdrop), ==, "photos/table.jpg");
  sand_document_save_async (document, second_file, NULL, saved_cb, NULL);
  app_test_wait_for (document_not_busy, document, "the save as");
  g_assert_cmpstr (sand_backdrop_get_href (backdrop), ==, "../../tables/photos/table.jpg");
  g_assert_false (sand_document_get_modified (document));

  g_unlink (first);
  g_unlink (second);
  g_rmdir (archive);
  {
    g_autofree char *parent = g_path_get_dirname (archive);
    g_rmdir (parent);
  }
  g_rmdir (tables);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();
  g_test_add_func ("/backdrop/ui/straighten-trace-print", test_straighten_trace_print);
  g_test_add_func ("/backdrop/ui/two-points", test_two_points);
  g_test_add_func ("/backdrop/ui/missing-image", test_missing_image);
  g_test_add_func ("/backdrop/ui/drop-photo", test_drop_photo);
  g_test_add_func ("/backdrop/document/save-as-rebases", test_save_as_rebases);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
