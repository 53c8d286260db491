/* test-fit.c: nothing the app draws or opens hides what a player needs — the
 * reach legend keeps clear of the table and the reach, the window fits its
 * monitor, the shortcuts window opens on its first section.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-inspector.h"
#include "sand-legend-place.h"
#include "sand-play-panel.h"
#include "sand-reach-layer.h"
#include "sand-window.h"

static SandApplication *app;

static gboolean
boxes_meet (const SandBounds *a,
            const SandBounds *b)
{
  return a->x0 < b->x1 && b->x0 < a->x1 && a->y0 < b->y1 && b->y0 < a->y1;
}

static SandBounds
legend_box (double x,
            double y,
            double w,
            double h)
{
  return (SandBounds) { x, y, x + w, y + h };
}

/* A 200×100 legend in an 800×600 canvas. */
static void
test_legend_place (void)
{
  /* A table with room above it: the legend goes there, in the margin. */
  SandBounds low = { 100, 130, 700, 580 };
  /* A table filling the canvas, its reach at the top right. */
  SandBounds full = { 0, 0, 800, 600 };
  SandBounds reach = { 500, 0, 800, 250 };
  double pointer[2] = { 100, 60 };
  SandLegendCorner corner;
  double x, y;
  SandBounds box;

  corner = sand_legend_place (200, 100, 800, 600, &low, NULL, NULL, SAND_LEGEND_TOP_RIGHT, &x, &y);
  box = legend_box (x, y, 200, 100);
  g_assert_cmpint (corner, ==, SAND_LEGEND_TOP_RIGHT);
  g_assert_false (boxes_meet (&box, &low));
  g_assert_cmpfloat (x + 200, <=, 800);

  /* Over the table, away from the reach; then away from the pointer too. */
  corner = sand_legend_place (200, 100, 800, 600, &full, &reach, NULL, SAND_LEGEND_TOP_RIGHT, &x, &y);
  box = legend_box (x, y, 200, 100);
  g_assert_cmpint (corner, !=, SAND_LEGEND_TOP_RIGHT);
  g_assert_false (boxes_meet (&box, &reach));
  corner = sand_legend_place (200, 100, 800, 600, &full, &reach, pointer, corner, &x, &y);
  box = legend_box (x, y, 200, 100);
  g_assert_cmpint (corner, ==, SAND_LEGEND_BOTTOM_RIGHT);
  g_assert_false (boxes_meet (&box, &reach));
  g_assert_true (pointer[0] < box.x0 || pointer[1] < box.y0);

  /* Where every corner hides as much, the legend stays where it is. */
  corner = sand_legend_place (200, 100, 800, 600, &full, NULL, NULL, SAND_LEGEND_TOP_LEFT, &x, &y);
  g_assert_cmpint (corner, ==, SAND_LEGEND_TOP_LEFT);
  g_assert_cmpfloat (x, <, 400);
  corner = sand_legend_place (200, 100, 800, 600, &full, NULL, NULL, SAND_LEGEND_BOTTOM_RIGHT, &x, &y);
  g_assert_cmpint (corner, ==, SAND_LEGEND_BOTTOM_RIGHT);
  g_assert_cmpfloat (y, >, 300);

  /* A canvas smaller than the legend shows its top-left part. */
  sand_legend_place (200, 100, 150, 80, &full, NULL, NULL, SAND_LEGEND_TOP_RIGHT, &x, &y);
  g_assert_cmpfloat (x, ==, 0);
  g_assert_cmpfloat (y, ==, 0);
}

static gboolean
reach_ready (gpointer data)
{
  SandPlayAid *aid = data;

  return !sand_play_aid_get_busy (aid) && sand_play_aid_get_overlay (aid) != NULL;
}

/* The legend of Schtz. Kern's reach, in the wood at the table's top-right
 * corner, keeps off that reach; over the table at any zoom, it stays inside the
 * canvas. */
static void
test_legend_clear_of_reach (void)
{
  SandWindow *window = app_test_open_window (app, "crossroads.sandtable");
  SandCanvas *canvas = sand_window_get_canvas (window);
  SandViewport *viewport = sand_canvas_get_viewport (canvas);
  SandPlayPanel *panel = SAND_PLAY_PANEL (app_test_show_sidebar_page (window, SAND_TYPE_PLAY_PANEL));
  SandPlayAid *aid = sand_play_panel_get_aid (panel);
  SandReachLayer *layer = sand_play_panel_get_layer (panel);
  g_autoptr (GdkTexture) texture = NULL;
  SandBounds reach, box;
  double x, y, w, h;
  int pw, ph;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "kern");
  app_test_wait_for (reach_ready, aid, "Schtz. Kern's reach");
  texture = app_test_render (GTK_WIDGET (canvas), &pw, &ph);
  g_assert_true (sand_reach_layer_get_legend_rect (layer, &x, &y, &w, &h));
  g_assert_cmpfloat (w, >, 0);
  g_assert_cmpfloat (h, >, 0);
  box = legend_box (x, y, w, h);
  g_assert_true (sand_reach_overlay_get_extents (sand_play_aid_get_overlay (aid), &reach));
  sand_viewport_table_to_widget (viewport, reach.x0, reach.y0, &reach.x0, &reach.y0);
  sand_viewport_table_to_widget (viewport, reach.x1, reach.y1, &reach.x1, &reach.y1);
  g_assert_false (boxes_meet (&box, &reach));

  /* Zoomed far in, the table fills the canvas: the legend is still whole on it. */
  for (int i = 0; i < 6; i++)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL);
  g_clear_object (&texture);
  texture = app_test_render (GTK_WIDGET (canvas), &pw, &ph);
  g_assert_true (sand_reach_layer_get_legend_rect (layer, &x, &y, &w, &h));
  g_assert_cmpfloat (x, >=, 0);
  g_assert_cmpfloat (y, >=, 0);
  g_assert_cmpfloat (x + w, <=, gtk_widget_get_width (GTK_WIDGET (canvas)));
  g_assert_cmpfloat (y + h, <=, gtk_widget_get_height (GTK_WIDGET (canvas)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A click on the legend folds it to a small card and opens it again; dragged
 * to the top-left corner it stays there while the reach changes. */
static void
test_legend_fold_and_move (void)
{
  SandWindow *window = app_test_open_window (app, "crossroads.sandtable");
  GtkWidget *canvas = GTK_WIDGET (sand_window_get_canvas (window));
  SandPlayPanel *panel = SAND_PLAY_PANEL (app_test_show_sidebar_page (window, SAND_TYPE_PLAY_PANEL));
  SandPlayAid *aid = sand_play_panel_get_aid (panel);
  SandReachLayer *layer = sand_play_panel_get_layer (panel);
  g_autoptr (GdkTexture) texture = NULL;
  double x, y, w, h, fx, fy, fw, fh;
  int pw, ph;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "kern");
  app_test_wait_for (reach_ready, aid, "Schtz. Kern's reach");
  texture = app_test_render (canvas, &pw, &ph);
  g_assert_true (sand_reach_layer_get_legend_rect (layer, &x, &y, &w, &h));
  g_assert_true (sand_reach_layer_legend_contains (layer, x + 4, y + 4));
  g_assert_false (sand_reach_layer_legend_contains (layer, x - 4, y - 4));

  sand_play_panel_legend_release (panel, x + 4, y + 4, x + 6, y + 5);
  g_assert_true (sand_reach_layer_get_legend_collapsed (layer));
  g_clear_object (&texture);
  texture = app_test_render (canvas, &pw, &ph);
  app_test_save_texture (texture, "legend-folded.png");
  g_assert_true (sand_reach_layer_get_legend_rect (layer, &fx, &fy, &fw, &fh));
  g_assert_cmpfloat (fw, <, w);
  g_assert_cmpfloat (fh, <, h / 2);
  sand_play_panel_legend_release (panel, fx + 4, fy + 4, fx + 4, fy + 4);
  g_assert_false (sand_reach_layer_get_legend_collapsed (layer));

  /* Dragged to the top left, and kept there for the next unit's reach. */
  sand_play_panel_legend_release (panel, x + 4, y + 4, 30, 20);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "kowalski");
  app_test_wait_for (reach_ready, aid, "Sgt. Kowalski's reach");
  g_clear_object (&texture);
  texture = app_test_render (canvas, &pw, &ph);
  g_assert_true (sand_reach_layer_get_legend_rect (layer, &x, &y, &w, &h));
  g_assert_cmpfloat (x, <, 20);
  g_assert_cmpfloat (y, <, 20);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A size saved on a far larger screen opens no larger than the monitor. */
static void
test_window_fits_monitor (void)
{
  GSettings *settings = sand_application_get_settings (app);
  g_autoptr (GdkMonitor) monitor = NULL;
  GdkRectangle area;
  SandWindow *window;
  int width, height;

  g_settings_set_int (settings, "window-width", 5000);
  g_settings_set_int (settings, "window-height", 4000);
  window = sand_application_new_window (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  monitor = g_list_model_get_item (gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (window))), 0);
  g_assert_nonnull (monitor);
  gdk_monitor_get_geometry (monitor, &area);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  g_assert_cmpint (width, <=, area.width);
  g_assert_cmpint (height, <=, area.height);
  /* A size that fits is kept. */
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_set_int (settings, "window-width", area.width / 2);
  g_settings_set_int (settings, "window-height", area.height / 2);
  window = sand_application_new_window (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, area.width / 2);
  g_assert_cmpint (height, ==, area.height / 2);
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}

/* The whole window, palette, canvas and sidebar, fits a 1024×600 netbook with
 * a panel: the palette scrolls rather than stretching the window. */
static void
test_window_fits_small_screen (void)
{
  SandWindow *window = app_test_open_window (app, "hex-table.sandtable");
  int min_width, min_height;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, min_width, &min_height, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 1024 - 32);
  g_assert_cmpint (min_height, <=, 600 - 72);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* On a wide screen the extra width goes to the table, not to the side panel,
 * whose pages are clamped to a readable width anyway. */
static void
test_wide_screen_to_table (void)
{
  SandWindow *window = app_test_open_window (app, "club-table.sandtable");
  GtkWidget *sidebar = app_test_find_widget_of_type (GTK_WIDGET (window), SAND_TYPE_INSPECTOR);

  g_assert_nonnull (sidebar);
  while (sidebar != NULL && !ADW_IS_FLAP (gtk_widget_get_parent (sidebar)))
    sidebar = gtk_widget_get_parent (sidebar);
  g_assert_nonnull (sidebar);
  g_assert_false (gtk_widget_compute_expand (sidebar, GTK_ORIENTATION_HORIZONTAL));
  g_assert_true (gtk_widget_compute_expand (GTK_WIDGET (sand_window_get_canvas (window)), GTK_ORIENTATION_HORIZONTAL));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_sidebar_button (GtkWidget     *widget,
                   gconstpointer  data)
{
  return GTK_IS_TOGGLE_BUTTON (widget)
         && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "sidebar-show-right-symbolic") == 0;
}

static gboolean
flap_revealed (gpointer flap)
{
  return adw_flap_get_reveal_flap (flap) && adw_flap_get_reveal_progress (flap) >= 1.0;
}

static gboolean
flap_hidden (gpointer flap)
{
  return !adw_flap_get_reveal_flap (flap) && adw_flap_get_reveal_progress (flap) <= 0.0;
}

/* On a phone's width the table keeps the window: the side panel folds over it,
 * hidden until the header's button shows it. */
static void
test_phone_width (void)
{
  g_autofree char *layout = NULL;
  SandWindow *window;
  AdwFlap *flap;
  GtkWidget *button, *canvas;
  int min_width;

  /* as on a phone, whose shell gives windows a close button only */
  g_object_get (gtk_settings_get_default (), "gtk-decoration-layout", &layout, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "menu:close", NULL);
  window = app_test_open_at_size (app, "crossroads.sandtable", 360, 640);
  flap = ADW_FLAP (app_test_find_widget_of_type (GTK_WIDGET (window), ADW_TYPE_FLAP));
  button = app_test_find_widget (GTK_WIDGET (window), is_sidebar_button, NULL);
  canvas = GTK_WIDGET (sand_window_get_canvas (window));

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  g_assert_true (adw_flap_get_folded (flap));
  app_test_wait_for (flap_hidden, flap, "the folded side panel to be hidden");
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpint (gtk_widget_get_width (canvas), >=, 300);
  app_test_save_png (GTK_WIDGET (window), "narrow-360.png");

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
  app_test_wait_for (flap_revealed, flap, "the side panel to come over the table");
  app_test_wait_for_frames (GTK_WIDGET (window));
  app_test_save_png (GTK_WIDGET (window), "narrow-360-panel.png");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), FALSE);
  app_test_wait_for (flap_hidden, flap, "the side panel to go");

  app_test_close_window (window);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", layout, NULL);
}

/* A small laptop, 1024 × 600: the side panel beside the table, the table the
 * larger part of the window. */
static void
test_small_laptop (void)
{
  SandWindow *window = app_test_open_at_size (app, "crossroads.sandtable", 1024, 600);
  AdwFlap *flap = ADW_FLAP (app_test_find_widget_of_type (GTK_WIDGET (window), ADW_TYPE_FLAP));
  GtkWidget *button = app_test_find_widget (GTK_WIDGET (window), is_sidebar_button, NULL);
  GtkWidget *canvas = GTK_WIDGET (sand_window_get_canvas (window));

  g_assert_false (adw_flap_get_folded (flap));
  app_test_wait_for (flap_revealed, flap, "the side panel beside the table");
  /* the button puts it away, giving the table the whole width */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), FALSE);
  app_test_wait_for (flap_hidden, flap, "the side panel put away");
  g_assert_cmpint (gtk_widget_get_width (canvas), >=, 900);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
  app_test_wait_for (flap_revealed, flap, "the side panel back");
  g_assert_cmpint (gtk_widget_get_width (canvas), >=, 600);
  app_test_wait_for_frames (GTK_WIDGET (window));
  app_test_save_png (GTK_WIDGET (window), "narrow-1024x600.png");

  app_test_close_window (window);
}

static char *
section_name (GtkWidget *widget)
{
  char *name = NULL;

  g_object_get (widget, "section-name", &name, NULL);
  return name;
}

/* A shortcuts section other than the one named @name. */
static gboolean
is_other_section (GtkWidget     *widget,
                  gconstpointer  name)
{
  g_autofree char *own = NULL;

  if (!GTK_IS_SHORTCUTS_SECTION (widget))
    return FALSE;
  own = section_name (widget);
  return g_strcmp0 (own, name) != 0;
}

static gboolean
child_visible (gpointer widget)
{
  return gtk_widget_get_child_visible (widget);
}

static gboolean
hidden (gpointer widget)
{
  return !gtk_widget_get_visible (widget);
}

/* The shortcuts window opens on its first section however it was left. */
static void
test_shortcuts_first_section (void)
{
  SandWindow *window = app_test_open_window (app, NULL);
  GtkWidget *shortcuts;
  GtkWidget *first, *other;
  g_autofree char *first_name = NULL;
  g_autofree char *other_name = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *reopened = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  shortcuts = GTK_WIDGET (app_test_wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
  first = app_test_find_widget_of_type (shortcuts, GTK_TYPE_SHORTCUTS_SECTION);
  g_assert_nonnull (first);
  first_name = section_name (first);
  shown = section_name (shortcuts);
  g_assert_cmpstr (shown, ==, first_name);

  /* The player looks at another section, closes, opens again. */
  other = app_test_find_widget (shortcuts, is_other_section, first_name);
  g_assert_nonnull (other);
  other_name = section_name (other);
  g_object_set (shortcuts, "section-name", other_name, NULL);
  app_test_wait_for (child_visible, other, "the other section to show");
  gtk_window_close (GTK_WINDOW (shortcuts));
  app_test_wait_for (hidden, shortcuts, "the shortcuts window to close");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  g_assert_true (GTK_WIDGET (app_test_wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW)) == shortcuts);
  reopened = section_name (shortcuts);
  g_assert_cmpstr (reopened, ==, first_name);
  gtk_window_close (GTK_WINDOW (shortcuts));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/fit/legend/place", test_legend_place);
  g_test_add_func ("/fit/legend/clear-of-reach", test_legend_clear_of_reach);
  g_test_add_func ("/fit/legend/fold-and-move", test_legend_fold_and_move);
  g_test_add_func ("/fit/window/fits-monitor", test_window_fits_monitor);
  g_test_add_func ("/fit/window/fits-small-screen", test_window_fits_small_screen);
  g_test_add_func ("/fit/window/wide-screen-to-table", test_wide_screen_to_table);
  g_test_add_func ("/fit/window/phone-width", test_phone_width);
  g_test_add_func ("/fit/window/small-laptop", test_small_laptop);
  g_test_add_func ("/fit/shortcuts/first-section", test_shortcuts_first_section);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
