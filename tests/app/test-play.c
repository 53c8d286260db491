/* test-play.c: the play page under a (virtual) display — select a unit through
 * its action, wait for its reach, and check the canvas, the hover text and a
 * change of ruleset on the club-table example.
 *
 * Writes tests/reach-play.png in the build tree: the picture in data/screenshots.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "play-fixture.h"
#include "sand-application.h"
#include "sand-editor.h"
#include "sand-error.h"
#include "sand-hex-grid.h"
#include "sand-layers-panel.h"
#include "sand-play-panel.h"
#include "sand-pointer-label.h"
#include "sand-reach-layer.h"
#include "sand-selection.h"
#include "sand-window.h"

static SandApplication *app;

/* A row titled @title. */

static void
test_select_shade_hover_switch (void)
{
  SandWindow *window = play_open_example (app, "club-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandPlayAid *aid;
  SandCanvasLayer *layer;
  g_autofree guchar *with = NULL, *without = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *png = NULL;
  SandReachOverlay *m42;
  g_autofree char *m42_label = NULL;
  int w, h;
  double area_m42;
  gboolean reachable;
  g_autoptr (GArray) path = NULL;
  g_autofree char *why = NULL;

  g_assert_nonnull (panel);
  aid = sand_play_panel_get_aid (panel);
  layer = SAND_CANVAS_LAYER (sand_play_panel_get_layer (panel));

  /* Captain Marsh stands at (6, 30) in the open: 2" east is within an Advance,
   * the far side of the table is not. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "cpt-marsh");
  g_assert_true (sand_play_aid_get_unit (aid) != NULL);
  g_assert_cmpstr (sand_unit_get_id (sand_play_aid_get_unit (aid)), ==, "cpt-marsh");
  /* The page names the unit's class as its ruleset does, not by the file's id. */
  {
    SandUnit *marsh = sand_play_aid_get_unit (aid);
    const SandRulesetUnitClass *klass = sand_ruleset_find_class (sand_play_aid_get_ruleset (aid),
                                                                 sand_unit_get_class (marsh));
    GtkWidget *row = app_test_find_row (GTK_WIDGET (panel), sand_unit_get_name (marsh));
    g_autofree char *expected = NULL;

    g_assert_nonnull (klass);
    g_assert_true (ADW_IS_ACTION_ROW (row));
    g_assert_cmpstr (klass->name, !=, klass->id);
    expected = g_strdup_printf ("%s, ", klass->name);
    g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), expected));
  }
  app_test_wait_for (play_reach_ready, aid, "the reach");
  g_assert_cmpuint (sand_reach_overlay_get_n_bands (sand_play_aid_get_overlay (aid)), ==, 2);

  /* The whole window with the Play page, for the screenshot: beyond the hedge
   * an Advance stops short, At The Double goes round its end. */
  sand_play_panel_hover (panel, 8.0, 25.0);
  texture = app_test_render_pixels (GTK_WIDGET (window), &with, &w, &h);
  png = g_test_build_filename (G_TEST_BUILT, "reach-play.png", NULL);
  g_assert_true (gdk_texture_save_to_png (texture, png));
  g_clear_object (&texture);
  g_clear_pointer (&with, g_free);
  /* the shading alone, without the way and the box */
  sand_play_panel_hover_end (panel);

  play_render_with_and_without (window, &with, &without, &w, &h);

  g_assert_cmpfloat (play_patch_difference (window, with, without, w, h, 8.0, 30.0), >, 12.0);
  g_assert_cmpfloat (play_patch_difference (window, with, without, w, h, 40.0, 30.0), <, 1.0);
  g_assert_cmpfloat (play_patch_difference (window, with, without, w, h, 60.0, 40.0), <, 1.0);

  /* Hovering 4" east: the way costs 4", Advance leaves 2". */
  sand_play_panel_hover (panel, 10.0, 30.0);
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "Advance"));
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "4 in used, 2 in left"));
  g_assert_cmpstr (sand_reach_overlay_get_label (sand_play_aid_get_overlay (aid), 0), ==, "Advance, 6 in");

  /* Centimetres chosen: the bands and the read-out (left where it was) say
   * them; back to inches, inches again. */
  sand_editor_set_use_cm (sand_window_get_editor (window), TRUE);
  app_test_wait_for (play_reach_ready, aid, "the reach in centimetres");
  g_assert_cmpstr (sand_reach_overlay_get_label (sand_play_aid_get_overlay (aid), 0), ==, "Advance, 15.2 cm");
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "Advance, 15.2 cm: 10.2 cm used, 5.1 cm left"));
  sand_editor_set_use_cm (sand_window_get_editor (window), FALSE);
  app_test_wait_for (play_reach_ready, aid, "the reach in inches again");
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "Advance, 6 in: 4 in used, 2 in left"));
  g_free (sand_play_aid_describe_point (aid, 10.0, 30.0, &path, &reachable, NULL, NULL));
  g_assert_true (reachable);
  g_assert_nonnull (path);
  g_assert_cmpuint (path->len, >=, 2);

  /* 8.9" off beyond the hedge, every mode says why not: an Advance is too
   * short even in a straight line, a double may not cross the hedge, named
   * as the map names it. */
  why = sand_play_aid_describe_point (aid, 10.0, 22.0, NULL, &reachable, NULL, NULL);
  g_assert_false (reachable);
  g_assert_cmpstr (why, ==,
                   "Advance, 6 in — Out of reach: 8.9in away, the move is 6in\n"
                   "At The Double, 12 in — Bocage: over 2in and up to 4in high, Slow going and Difficult going, "
                   "not allowed when moving At The Double");
  sand_play_panel_hover (panel, 10.0, 22.0);
  g_assert_cmpstr (sand_play_panel_get_pointer_text (panel), ==, why);
  g_assert_cmpstr (sand_reach_layer_get_pointer_text (SAND_REACH_LAYER (layer)), ==, why);
  /* its lengths in centimetres too, when they are chosen */
  sand_editor_set_use_cm (sand_window_get_editor (window), TRUE);
  app_test_wait_for (play_reach_ready, aid, "the reach in centimetres");
  {
    g_autofree char *why_cm = sand_play_aid_describe_point (aid, 10.0, 22.0, NULL, &reachable, NULL, NULL);
    g_test_message ("%s / %s", why, why_cm);
    g_assert_nonnull (strstr (why_cm, "Out of reach: 22.7 cm away, the move is 15.2 cm"));
    g_assert_nonnull (strstr (why_cm, "Bocage: over 5.1 cm and up to 10.2 cm high"));
  }
  sand_editor_set_use_cm (sand_window_get_editor (window), FALSE);
  app_test_wait_for (play_reach_ready, aid, "the reach in inches again");

  /* The same table under the DBX-style skirmish rules: one mode, another reach. */
  m42 = sand_reach_overlay_ref (sand_play_aid_get_overlay (aid));
  m42_label = g_strdup (sand_reach_overlay_get_label (m42, 0));
  area_m42 = sand_reach_field_area (sand_reach_overlay_get_field (m42, 0));
  sand_play_panel_choose_ruleset (panel, "dbx-skirmish");
  g_assert_cmpstr (sand_play_aid_get_ruleset_id (aid), ==, "dbx-skirmish");
  app_test_wait_for (play_reach_ready, aid, "the reach under another ruleset");
  g_assert_true (sand_play_aid_get_overlay (aid) != m42);
  g_assert_cmpuint (sand_reach_overlay_get_n_bands (sand_play_aid_get_overlay (aid)), ==, 1);
  g_assert_cmpstr (sand_reach_overlay_get_label (sand_play_aid_get_overlay (aid), 0), !=, m42_label);
  /* The same ground judged again: the bocage hedge is now simply impassable. */
  g_free (why);
  why = sand_play_aid_describe_point (aid, 8.0, 25.0, NULL, &reachable, NULL, NULL);
  g_assert_false (reachable);
  g_assert_nonnull (strstr (why, "Bocage: over 1in high, impassable"));
  g_assert_null (strstr (why, "At The Double"));
  g_assert_cmpfloat (fabs (sand_reach_field_area (sand_reach_overlay_get_field (sand_play_aid_get_overlay (aid), 0))
                           - area_m42), <, 50.0);
  sand_reach_overlay_unref (m42);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The mean brightness (0-255) of the canvas pixels in the box from widget pixel
 * (@x0, @y0), @w × @h. */
static double
brightness (const guchar *px,
            int           width,
            int           height,
            int           x0,
            int           y0,
            int           w,
            int           h)
{
  double sum = 0;

  g_assert_true (x0 >= 0 && y0 >= 0 && x0 + w <= width && y0 + h <= height);
  for (int y = y0; y < y0 + h; y++)
    for (int x = x0; x < x0 + w; x++)
      sum += (px[(y * width + x) * 4] + px[(y * width + x) * 4 + 1] + px[(y * width + x) * 4 + 2]) / 3.0;
  return sum / (w * h);
}

/* The answer follows the pointer on the table, in a dark box beside it, and goes
 * when the pointer leaves; at the canvas's edges the box turns to stay inside. */
static void
test_pointer_label (void)
{
  SandWindow *window = play_open_example (app, "club-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandReachLayer *layer = sand_play_panel_get_layer (panel);
  GtkWidget *canvas = GTK_WIDGET (sand_window_get_canvas (window));
  g_autoptr (GdkTexture) shown = NULL;
  g_autoptr (GdkTexture) gone = NULL;
  g_autofree guchar *a = NULL, *b = NULL;
  int w, h;
  double wx, wy, x, y;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "cpt-marsh");
  app_test_wait_for (play_reach_ready, sand_play_panel_get_aid (panel), "the reach");

  /* Captain Marsh at (6, 30): 4" east is an Advance with 2" left. */
  sand_play_panel_hover (panel, 10.0, 30.0);
  g_assert_cmpstr (sand_reach_layer_get_pointer_text (layer), ==, sand_play_panel_get_pointer_text (panel));
  g_assert_nonnull (strstr (sand_reach_layer_get_pointer_text (layer), "4 in used, 2 in left"));
  shown = app_test_render_pixels (canvas, &a, &w, &h);
  sand_viewport_table_to_widget (sand_canvas_get_viewport (SAND_CANVAS (canvas)), 10.0, 30.0, &wx, &wy);
  /* the box's left part, below and right of the pointer: dark over the table */
  g_assert_cmpfloat (brightness (a, w, h, (int) wx + 30, (int) wy + 24, 40, 8), <, 70.0);

  sand_play_panel_hover_end (panel);
  g_assert_null (sand_reach_layer_get_pointer_text (layer));
  gone = app_test_render_pixels (canvas, &b, &w, &h);
  g_assert_cmpfloat (brightness (b, w, h, (int) wx + 30, (int) wy + 24, 40, 8), >, 100.0);

  /* Beyond the hedge: the box says why for every mode, a line each, and is
   * as tall as its lines (the screenshot, pointer-every-mode.png). */
  sand_play_panel_hover (panel, 10.0, 22.0);
  g_assert_nonnull (strstr (sand_reach_layer_get_pointer_text (layer), "Advance, 6 in — Out of reach"));
  g_assert_nonnull (strstr (sand_reach_layer_get_pointer_text (layer), "\nAt The Double, 12 in — Bocage: "));
  {
    g_autofree char *png = g_test_build_filename (G_TEST_BUILT, "pointer-every-mode.png", NULL);
    g_autofree guchar *c = NULL;
    g_autoptr (GdkTexture) two = app_test_render_pixels (canvas, &c, &w, &h);

    g_assert_true (gdk_texture_save_to_png (two, png));
    sand_viewport_table_to_widget (sand_canvas_get_viewport (SAND_CANVAS (canvas)), 10.0, 22.0, &wx, &wy);
    /* dark behind the first band's answer and behind the second's below it */
    g_assert_cmpfloat (brightness (c, w, h, (int) wx + 30, (int) wy + 24, 40, 6), <, 70.0);
    g_assert_cmpfloat (brightness (c, w, h, (int) wx + 30, (int) wy + 60, 40, 6), <, 70.0);
  }

  /* Placing: right of and below the pointer, or turned at the edges. */
  sand_pointer_label_place (100, 100, 200, 40, 800, 600, &x, &y);
  g_assert_cmpfloat (x, >, 100);
  g_assert_cmpfloat (y, >, 100);
  sand_pointer_label_place (700, 580, 200, 40, 800, 600, &x, &y);
  g_assert_cmpfloat (x + 200, <, 700);
  g_assert_cmpfloat (y + 40, <, 580);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The centre pixel of table point (@tx, @ty) as R, G, B. */
static void
pixel_at (SandWindow   *window,
          const guchar *pixels,
          int           width,
          double        tx,
          double        ty,
          int           rgb[3])
{
  double wx, wy;
  const guchar *p;

  sand_viewport_table_to_widget (sand_canvas_get_viewport (sand_window_get_canvas (window)), tx, ty, &wx, &wy);
  p = &pixels[((int) wy * width + (int) wx) * 4];
  rgb[0] = p[2];
  rgb[1] = p[1];
  rgb[2] = p[0];
}

static gboolean
is_american_blue (const int rgb[3])
{
  /* #3465a4, the side's colour */
  return abs (rgb[0] - 0x34) < 12 && abs (rgb[1] - 0x65) < 12 && abs (rgb[2] - 0xa4) < 12;
}

static void
test_drag_held_picture (void)
{
  SandWindow *window = play_open_example (app, "club-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandPlayAid *aid = sand_play_panel_get_aid (panel);
  SandCanvasLayer *layer = SAND_CANVAS_LAYER (sand_play_panel_get_layer (panel));
  GtkWidget *canvas = GTK_WIDGET (sand_window_get_canvas (window));
  g_autoptr (GdkTexture) shown = NULL, before = NULL, during = NULL, after = NULL;
  g_autofree guchar *s = NULL, *a = NULL, *b = NULL, *c = NULL;
  SandUnit *marsh;
  int w, h, rgb[3];

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "cpt-marsh");
  app_test_wait_for (play_reach_ready, aid, "the reach");
  marsh = sand_play_aid_get_unit (aid);
  /* The bands lie under the units: the captain shows in his side's colour. */
  shown = app_test_render_pixels (canvas, &s, &w, &h);
  pixel_at (window, s, w, 6.0, 30.0, rgb);
  g_assert_true (is_american_blue (rgb));

  /* The units alone: the reach would change under them as the captain moves. */
  sand_canvas_layer_set_visible (layer, FALSE);
  before = app_test_render_pixels (canvas, &a, &w, &h);

  /* Picked up and carried 8" east, into the open. */
  g_assert_true (sand_play_panel_drag_begin (panel, 6.0, 30.0));
  sand_play_panel_drag_update (panel, 14.0, 30.0);
  during = app_test_render_pixels (canvas, &b, &w, &h);
  pixel_at (window, a, w, 6.0, 30.0, rgb);
  g_assert_true (is_american_blue (rgb));
  pixel_at (window, b, w, 6.0, 30.0, rgb);
  g_assert_false (is_american_blue (rgb));
  pixel_at (window, b, w, 14.0, 30.0, rgb);
  g_assert_true (is_american_blue (rgb));
  /* The others stay in the held picture just as they were drawn. */
  g_assert_cmpfloat (play_patch_difference (window, a, b, w, h, 40.0, 19.0), <, 1.0);
  g_assert_cmpfloat (play_patch_difference (window, a, b, w, h, 4.0, 45.0), <, 1.0);

  /* Let go: one move, and every unit drawn live again where it now stands. */
  sand_play_panel_drag_end (panel, FALSE);
  g_assert_cmpfloat (sand_unit_get_x (marsh), ==, 14.0);
  after = app_test_render_pixels (canvas, &c, &w, &h);
  g_assert_cmpfloat (play_patch_difference (window, b, c, w, h, 14.0, 30.0), <, 1.0);
  g_assert_cmpfloat (play_patch_difference (window, b, c, w, h, 40.0, 19.0), <, 1.0);
  sand_canvas_layer_set_visible (layer, TRUE);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Nothing of one file is carried into the next opened in the same window: the
 * threat map is off, no unit chosen, "Under the Pointer" as at first. The
 * reach shows on the Play page only, and follows a unit selected elsewhere. */
static void
test_state_per_file_and_page (void)
{
  SandWindow *window = play_open_example (app, "club-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandPlayAid *aid = sand_play_panel_get_aid (panel);
  SandReachLayer *layer = sand_play_panel_get_layer (panel);
  g_autofree char *first_words = g_strdup (sand_play_panel_get_pointer_text (panel));
  g_autoptr (GVariant) state = NULL;
  g_autoptr (GFile) other = app_test_scenario_file ("crossroads.sandtable");
  SandScenario *scenario;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "cpt-marsh");
  g_action_group_change_action_state (G_ACTION_GROUP (window), "threat-map", g_variant_new_boolean (TRUE));
  app_test_wait_for (play_reach_ready, aid, "the reach");
  sand_play_panel_hover (panel, 10.0, 30.0);
  g_assert_cmpstr (sand_play_panel_get_pointer_text (panel), !=, first_words);
  g_assert_true (sand_canvas_layer_get_visible (SAND_CANVAS_LAYER (layer)));

  /* On the Lists page the table is shown as it is; back on Play, the reach. */
  app_test_show_sidebar_page (window, SAND_TYPE_LAYERS_PANEL);
  g_assert_false (sand_canvas_layer_get_visible (SAND_CANVAS_LAYER (layer)));
  app_test_show_sidebar_page (window, SAND_TYPE_PLAY_PANEL);
  g_assert_true (sand_canvas_layer_get_visible (SAND_CANVAS_LAYER (layer)));

  sand_window_open_file (window, other);
  app_test_wait_for (app_test_window_ready, window, "the other file");
  scenario = sand_document_get_scenario (sand_window_get_document (window));
  g_assert_cmpstr (sand_scenario_get_title (scenario), ==, "Crossroads at Dawn");
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "threat-map");
  g_assert_false (g_variant_get_boolean (state));
  g_assert_null (sand_play_aid_get_threat_side (aid));
  g_assert_null (sand_play_aid_get_unit (aid));
  g_assert_cmpstr (sand_play_panel_get_pointer_text (panel), ==, first_words);

  /* A unit selected in the editor is the one the Play page shows. */
  sand_selection_set (sand_editor_get_selection (sand_window_get_editor (window)),
                      sand_scenario_find_unit (scenario, "kowalski"));
  g_assert_true (sand_play_aid_get_unit (aid) == sand_scenario_find_unit (scenario, "kowalski"));

  app_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/play/select-shade-hover-switch", test_select_shade_hover_switch);
  g_test_add_func ("/play/pointer-label", test_pointer_label);
  g_test_add_func ("/play/drag/held-picture", test_drag_held_picture);
  g_test_add_func ("/play/state/per-file-and-page", test_state_per_file_and_page);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
