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

static gboolean
reach_ready (gpointer data)
{
  SandPlayAid *aid = data;

  return !sand_play_aid_get_busy (aid) && sand_play_aid_get_overlay (aid) != NULL;
}

static SandWindow *
open_example (const char *name)
{
  SandWindow *window = sand_application_new_window (app);
  g_autoptr (GFile) file = app_test_scenario_file (name);

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  sand_window_open_file (window, file);
  app_test_wait_for_window (window);
  return window;
}

/* Sum of channel differences over a 5 × 5 pixel patch around a table point. */
static double
patch_difference (SandWindow   *window,
                  const guchar *a,
                  const guchar *b,
                  int           width,
                  int           height,
                  double        tx,
                  double        ty)
{
  double wx, wy, sum = 0;

  sand_viewport_table_to_widget (sand_canvas_get_viewport (sand_window_get_canvas (window)), tx, ty, &wx, &wy);
  for (int y = (int) wy - 2; y <= (int) wy + 2; y++)
    for (int x = (int) wx - 2; x <= (int) wx + 2; x++)
      {
        g_assert_true (x >= 0 && y >= 0 && x < width && y < height);
        for (int c = 0; c < 3; c++)
          sum += abs (a[(y * width + x) * 4 + c] - b[(y * width + x) * 4 + c]);
      }
  return sum / 25.0;
}

/* A row titled @title. */
static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  title)
{
  return ADW_IS_ACTION_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static void
test_select_shade_hover_switch (void)
{
  SandWindow *window = open_example ("club-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandPlayAid *aid;
  SandCanvasLayer *layer;
  g_autofree guchar *with = NULL, *without = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autoptr (GdkTexture) plain = NULL;
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
    GtkWidget *row = app_test_find_widget (GTK_WIDGET (panel), is_row_titled, sand_unit_get_name (marsh));
    g_autofree char *expected = NULL;

    g_assert_nonnull (klass);
    g_assert_nonnull (row);
    g_assert_cmpstr (klass->name, !=, klass->id);
    expected = g_strdup_printf ("%s, ", klass->name);
    g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), expected));
  }
  app_test_wait_for (reach_ready, aid, "the reach");
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

  texture = app_test_render_pixels (GTK_WIDGET (sand_window_get_canvas (window)), &with, &w, &h);
  sand_canvas_layer_set_visible (layer, FALSE);
  plain = app_test_render_pixels (GTK_WIDGET (sand_window_get_canvas (window)), &without, &w, &h);
  sand_canvas_layer_set_visible (layer, TRUE);

  g_assert_cmpfloat (patch_difference (window, with, without, w, h, 8.0, 30.0), >, 12.0);
  g_assert_cmpfloat (patch_difference (window, with, without, w, h, 40.0, 30.0), <, 1.0);
  g_assert_cmpfloat (patch_difference (window, with, without, w, h, 60.0, 40.0), <, 1.0);

  /* Hovering 4" east: the way costs 4", Advance leaves 2". */
  sand_play_panel_hover (panel, 10.0, 30.0);
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "Advance"));
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "4 in used, 2 in left"));
  g_assert_cmpstr (sand_reach_overlay_get_label (sand_play_aid_get_overlay (aid), 0), ==, "Advance, 6 in");

  /* Centimetres chosen: the bands and the read-out (left where it was) say
   * them; back to inches, inches again. */
  sand_editor_set_use_cm (sand_window_get_editor (window), TRUE);
  app_test_wait_for (reach_ready, aid, "the reach in centimetres");
  g_assert_cmpstr (sand_reach_overlay_get_label (sand_play_aid_get_overlay (aid), 0), ==, "Advance, 15.2 cm");
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "Advance, 15.2 cm: 10.2 cm used, 5.1 cm left"));
  sand_editor_set_use_cm (sand_window_get_editor (window), FALSE);
  app_test_wait_for (reach_ready, aid, "the reach in inches again");
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "Advance, 6 in: 4 in used, 2 in left"));
  g_free (sand_play_aid_describe_point (aid, 10.0, 30.0, &path, &reachable, NULL));
  g_assert_true (reachable);
  g_assert_nonnull (path);
  g_assert_cmpuint (path->len, >=, 2);

  /* 8.9" off beyond the hedge, every mode says why not: an Advance is too
   * short even in a straight line, a double may not cross the hedge, named
   * as the map names it. */
  why = sand_play_aid_describe_point (aid, 10.0, 22.0, NULL, &reachable, NULL);
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
  app_test_wait_for (reach_ready, aid, "the reach in centimetres");
  {
    g_autofree char *why_cm = sand_play_aid_describe_point (aid, 10.0, 22.0, NULL, &reachable, NULL);
    g_test_message ("%s / %s", why, why_cm);
    g_assert_nonnull (strstr (why_cm, "Out of reach: 22.7 cm away, the move is 15.2 cm"));
    g_assert_nonnull (strstr (why_cm, "Bocage: over 5.1 cm and up to 10.2 cm high"));
  }
  sand_editor_set_use_cm (sand_window_get_editor (window), FALSE);
  app_test_wait_for (reach_ready, aid, "the reach in inches again");

  /* The same table under the DBX-style skirmish rules: one mode, another reach. */
  m42 = sand_reach_overlay_ref (sand_play_aid_get_overlay (aid));
  m42_label = g_strdup (sand_reach_overlay_get_label (m42, 0));
  area_m42 = sand_reach_field_area (sand_reach_overlay_get_field (m42, 0));
  sand_play_panel_choose_ruleset (panel, "dbx-skirmish");
  g_assert_cmpstr (sand_play_aid_get_ruleset_id (aid), ==, "dbx-skirmish");
  app_test_wait_for (reach_ready, aid, "the reach under another ruleset");
  g_assert_true (sand_play_aid_get_overlay (aid) != m42);
  g_assert_cmpuint (sand_reach_overlay_get_n_bands (sand_play_aid_get_overlay (aid)), ==, 1);
  g_assert_cmpstr (sand_reach_overlay_get_label (sand_play_aid_get_overlay (aid), 0), !=, m42_label);
  /* The same ground judged again: the bocage hedge is now simply impassable. */
  g_free (why);
  why = sand_play_aid_describe_point (aid, 8.0, 25.0, NULL, &reachable, NULL);
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
  SandWindow *window = open_example ("club-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandReachLayer *layer = sand_play_panel_get_layer (panel);
  GtkWidget *canvas = GTK_WIDGET (sand_window_get_canvas (window));
  g_autoptr (GdkTexture) shown = NULL;
  g_autoptr (GdkTexture) gone = NULL;
  g_autofree guchar *a = NULL, *b = NULL;
  int w, h;
  double wx, wy, x, y;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "cpt-marsh");
  app_test_wait_for (reach_ready, sand_play_panel_get_aid (panel), "the reach");

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

/* Whether @model, its sections or submenus hold an item for @action. */
static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr (GMenuLinkIter) links = NULL;
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_strcmp0 (name, action) == 0)
        return TRUE;
      links = g_menu_model_iterate_item_links (model, i);
      while (g_menu_link_iter_get_next (links, NULL, &link))
        {
          gboolean found = menu_has_action (link, action);

          g_object_unref (link);
          if (found)
            return TRUE;
        }
    }
  return FALSE;
}

/* The primary menu's button among @widget and its descendants. */
static GtkMenuButton *
find_primary_menu_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget)
      && g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), "open-menu-symbolic") == 0)
    return GTK_MENU_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_primary_menu_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

typedef struct
{
  SandPlayAid *aid;
  guint        answers;  /* before the question was asked */
} Question;

static gboolean
answered_with_threat (gpointer data)
{
  Question *q = data;

  return sand_play_aid_get_n_answers (q->aid) > q->answers && reach_ready (q->aid)
         && !sand_reach_overlay_is_empty (sand_play_aid_get_overlay (q->aid));
}

/* Waits for an answer to what was asked since @aid had given @answers. */
static void
wait_for_answer (SandPlayAid *aid,
                 guint        answers)
{
  Question q = { aid, answers };

  app_test_wait_for (answered_with_threat, &q, "the threat map");
}

static gboolean
no_overlay (gpointer aid)
{
  return !sand_play_aid_get_busy (aid) && sand_play_aid_get_overlay (aid) == NULL;
}

static guint
threat_at_unit (SandPlayAid *aid,
                const char  *unit_id)
{
  SandUnit *unit = sand_scenario_find_unit (sand_play_aid_get_scenario (aid), unit_id);

  g_assert_nonnull (unit);
  return sand_reach_overlay_threat_at (sand_play_aid_get_overlay (aid), sand_unit_get_x (unit),
                                       sand_unit_get_y (unit));
}

/* The most units that reach one spot within @radius of a unit. */
static guint
threat_max_near (SandPlayAid *aid,
                 const char  *unit_id,
                 double       radius)
{
  SandUnit *unit = sand_scenario_find_unit (sand_play_aid_get_scenario (aid), unit_id);
  guint most = 0;

  for (double dy = -radius; dy <= radius; dy += 0.25)
    for (double dx = -radius; dx <= radius; dx += 0.25)
      most = MAX (most, sand_reach_overlay_threat_at (sand_play_aid_get_overlay (aid),
                                                      sand_unit_get_x (unit) + dx, sand_unit_get_y (unit) + dy));
  return most;
}

static double
legend_width (SandReachOverlay *overlay)
{
  double w, h;

  sand_reach_overlay_draw_legend (overlay, NULL, &w, &h);
  return w;
}

static void
test_threat_map_menu_and_side (void)
{
  SandWindow *window = open_example ("club-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandPlayAid *aid = sand_play_panel_get_aid (panel);
  GtkMenuButton *menu_button = find_primary_menu_button (GTK_WIDGET (window));
  g_autoptr (GVariant) state = NULL;
  guint answers;

  /* The view menu toggles it: the item is there and names the action. */
  g_assert_nonnull (menu_button);
  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (menu_button), "win.threat-map"));
  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (menu_button), "win.export-view"));

  /* On with no unit selected: the first side, the Americans, on their own ground. */
  answers = sand_play_aid_get_n_answers (aid);
  g_action_group_change_action_state (G_ACTION_GROUP (window), "threat-map", g_variant_new_boolean (TRUE));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "threat-map");
  g_assert_true (g_variant_get_boolean (state));
  g_assert_cmpstr (sand_side_get_id (sand_play_aid_get_threat_side (aid)), ==, "us");
  wait_for_answer (aid, answers);
  /* The legend names what the shading means. */
  g_assert_cmpfloat (legend_width (sand_play_aid_get_overlay (aid)), >, 0);
  /* A unit reaches where it stands; others cannot end on its base, but around
   * the headquarters several moves overlap, darker there. */
  g_assert_cmpuint (threat_at_unit (aid, "cpt-marsh"), ==, 1);
  g_assert_cmpuint (threat_max_near (aid, "cpt-marsh", 3.0), >=, 3);
  g_assert_cmpuint (threat_at_unit (aid, "hptm-weiss"), ==, 0);

  /* The side chooser drives it: now the Germans, around their captain. */
  answers = sand_play_aid_get_n_answers (aid);
  sand_play_panel_choose_threat_side (panel, "de");
  g_assert_cmpstr (sand_side_get_id (sand_play_aid_get_threat_side (aid)), ==, "de");
  wait_for_answer (aid, answers);
  g_assert_cmpuint (threat_at_unit (aid, "hptm-weiss"), >=, 1);
  g_assert_cmpuint (threat_at_unit (aid, "cpt-marsh"), ==, 0);
  /* In the village's slow going a section may not go At The Double, but it can
   * still Advance: its ground is threatened all the same. */
  g_assert_cmpuint (threat_max_near (aid, "g1-huber", 2.0), >=, 2);

  /* Off again from the menu's action: the side stays chosen, nothing is shaded. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "threat-map", g_variant_new_boolean (FALSE));
  g_assert_null (sand_play_aid_get_threat_side (aid));
  app_test_wait_for (no_overlay, aid, "the threat map to go");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The PNG at @path as B G R A bytes. */
static guchar *
load_png (const char *path,
          int        *width,
          int        *height)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) texture = gdk_texture_new_from_filename (path, &error);

  g_assert_no_error (error);
  *width = gdk_texture_get_width (texture);
  *height = gdk_texture_get_height (texture);
  return app_test_download (texture);
}

/* Mean channel difference over a rectangle of pixels. */
static double
area_difference (const guchar *a,
                 const guchar *b,
                 int           width,
                 int           x0,
                 int           y0,
                 int           x1,
                 int           y1)
{
  double sum = 0;

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      for (int c = 0; c < 3; c++)
        sum += abs (a[(y * width + x) * 4 + c] - b[(y * width + x) * 4 + c]);
  return sum / ((x1 - x0) * (y1 - y0));
}

static gboolean
overlay_gone (gpointer data)
{
  return !sand_play_aid_get_busy (data) && sand_play_aid_get_overlay (data) == NULL;
}

static void
test_export_view (void)
{
  SandWindow *window = open_example ("club-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandPlayAid *aid = sand_play_panel_get_aid (panel);
  GtkWidget *canvas = GTK_WIDGET (sand_window_get_canvas (window));
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("sandtable-export-XXXXXX", &error);
  g_autofree char *with_png = g_build_filename (dir, "with.png", NULL);
  g_autofree char *without_png = g_build_filename (dir, "without.png", NULL);
  g_autofree char *table_png = g_build_filename (dir, "table.png", NULL);
  g_autofree char *big_png = g_build_filename (dir, "big.png", NULL);
  g_autofree char *table_pdf = g_build_filename (dir, "table.pdf", NULL);
  g_autofree char *pdf = g_build_filename (dir, "view.pdf", NULL);
  g_autofree char *svg = g_build_filename (dir, "view.svg", NULL);
  g_autofree char *svg_text = NULL;
  g_autofree char *info = NULL;
  g_autofree char *page_size = NULL;
  g_autofree guchar *with = NULL, *without = NULL, *table = NULL;
  int w, h, w2, h2, cw, ch;

  g_assert_no_error (error);
  cw = gtk_widget_get_width (canvas);
  ch = gtk_widget_get_height (canvas);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "cpt-marsh");
  app_test_wait_for (reach_ready, aid, "the reach");

  /* A PNG the canvas's size: the view at its own scale, so the table points the
   * viewport maps are where the picture shows them. */
  g_assert_true (sand_play_panel_export (panel, with_png, FALSE, 1, &error));
  g_assert_no_error (error);
  with = load_png (with_png, &w, &h);
  g_assert_cmpint (w, ==, cw);
  g_assert_cmpint (h, ==, ch);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "");
  app_test_wait_for (overlay_gone, aid, "the reach to go");
  g_assert_true (sand_play_panel_export (panel, without_png, FALSE, 1, &error));
  without = load_png (without_png, &w2, &h2);
  g_assert_cmpint (w2, ==, w);

  /* Shaded 2" east of the captain, untouched across the table. */
  g_assert_cmpfloat (patch_difference (window, with, without, w, h, 8.0, 30.0), >, 12.0);
  g_assert_cmpfloat (patch_difference (window, with, without, w, h, 60.0, 40.0), <, 1.0);
  /* The legend card in the top-right corner, the scale bar's in the bottom-left
   * (in both). */
  g_assert_cmpfloat (area_difference (with, without, w, w - 160, 14, w - 14, 60), >, 20.0);
  g_assert_cmpfloat (area_difference (with, without, w, 14, h - 40, 120, h - 14), <, 1.0);
  {
    int dark = 0;

    for (int y = h - 60; y < h - 12; y++)
      for (int x = 12; x < 220; x++)
        dark += without[(y * w + x) * 4 + 1] < 60;
    g_assert_cmpint (dark, >, 100);
  }

  /* The whole table instead: 20 pixels to the inch of a 6 by 4 foot table. */
  g_assert_true (sand_play_panel_export (panel, table_png, TRUE, 1, &error));
  table = load_png (table_png, &w2, &h2);
  g_assert_cmpint (w2, ==, 1440);
  g_assert_cmpint (h2, ==, 960);
  /* for print, four times that; the view twice the screen's */
  g_assert_true (sand_play_panel_export (panel, big_png, TRUE, 4, &error));
  g_free (load_png (big_png, &w2, &h2));
  g_assert_cmpint (w2, ==, 4 * 1440);
  g_assert_true (sand_play_panel_export (panel, big_png, FALSE, 2, &error));
  g_free (load_png (big_png, &w2, &h2));
  g_assert_cmpint (w2, ==, 2 * cw);
  g_assert_cmpint (h2, ==, 2 * ch);

  /* The whole table as a document: on one sheet of paper, landscape, with
   * the title and legend under it */
  g_assert_true (sand_play_panel_export (panel, table_pdf, TRUE, 1, &error));
  g_assert_no_error (error);
  if (g_find_program_in_path ("pdftotext") != NULL)
    {
      const char *argv[] = { "pdftotext", table_pdf, "-", NULL };
      g_autofree char *text = NULL;
      g_autofree char *sheet = NULL;
      int status;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                                   NULL, NULL, &text, NULL, &status, &error));
      g_assert_nonnull (strstr (text, sand_scenario_get_title (sand_document_get_scenario (sand_window_get_document (window)))));
      argv[0] = "pdfinfo";
      argv[2] = NULL;
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                                   NULL, NULL, &sheet, NULL, &status, &error));
      g_assert_true (g_regex_match_simple ("^Page size: +(842|792) x (595|612) pts", sheet, G_REGEX_MULTILINE, 0));
    }

  /* Vector: a PDF page of the view's size in points, an SVG. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "cpt-marsh");
  app_test_wait_for (reach_ready, aid, "the reach");
  g_assert_true (sand_play_panel_export (panel, pdf, FALSE, 1, &error));
  g_assert_no_error (error);
  if (g_find_program_in_path ("pdfinfo") != NULL)
    {
      const char *argv[] = { "pdfinfo", pdf, NULL };
      int status;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                                   NULL, NULL, &info, NULL, &status, &error));
      g_assert_no_error (error);
      page_size = g_strdup_printf ("Page size: +%d x %d pts", cw, ch);
      g_assert_true (g_regex_match_simple (page_size, info, G_REGEX_MULTILINE, 0));
      g_assert_true (g_regex_match_simple ("^Pages: +1$", info, G_REGEX_MULTILINE, 0));
    }
  g_assert_true (sand_play_panel_export (panel, svg, FALSE, 1, &error));
  g_assert_true (g_file_get_contents (svg, &svg_text, NULL, &error));
  g_assert_nonnull (strstr (svg_text, "<svg"));

  /* A name without a known extension is refused with a message. */
  g_assert_false (sand_play_panel_export (panel, "/nonexistent/view.bmp", FALSE, 1, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);

  {
    const char *files[] = { with_png, without_png, table_png, big_png, table_pdf, pdf, svg };

    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      g_unlink (files[i]);
    g_rmdir (dir);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_threat_map_hex (void)
{
  SandWindow *window = open_example ("hex-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandPlayAid *aid = sand_play_panel_get_aid (panel);
  SandScenario *scenario = sand_play_aid_get_scenario (aid);
  SandCanvasLayer *layer = SAND_CANVAS_LAYER (sand_play_panel_get_layer (panel));
  g_autoptr (GdkTexture) shaded = NULL;
  g_autoptr (GdkTexture) plain = NULL;
  g_autofree guchar *with = NULL, *without = NULL;
  SandHexGrid grid;
  SandUnit *unit;
  guint answers;
  double x, y;
  int w, h;

  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  app_test_show_sidebar_page (window, SAND_TYPE_PLAY_PANEL);
  answers = sand_play_aid_get_n_answers (aid);
  sand_play_panel_choose_threat_side (panel, "blue");
  g_action_group_change_action_state (G_ACTION_GROUP (window), "threat-map", g_variant_new_boolean (TRUE));
  g_assert_cmpstr (sand_side_get_id (sand_play_aid_get_threat_side (aid)), ==, "blue");
  wait_for_answer (aid, answers);

  /* Counted per hex: every hex of a unit's own reach, the same count all over
   * the hex, nothing on the far side of the table where Red stands. */
  g_assert_cmpuint (threat_at_unit (aid, "b-inf1"), >=, 1);
  unit = sand_scenario_find_unit (scenario, "b-inf1");
  sand_hex_grid_center (&grid, sand_hex_grid_hex_at (&grid, sand_unit_get_x (unit), sand_unit_get_y (unit)), &x, &y);
  g_assert_cmpuint (sand_reach_overlay_threat_at (sand_play_aid_get_overlay (aid), x + 1.0, y + 0.5), ==,
                    threat_at_unit (aid, "b-inf1"));
  g_assert_cmpuint (threat_at_unit (aid, "r-art"), ==, 0);
  g_assert_cmpuint (threat_at_unit (aid, "r-cav"), ==, 0);
  /* The tank, the recce squadron and the guns behind them overlap. */
  g_assert_cmpuint (threat_max_near (aid, "b-tank", 6.0), >=, 2);

  /* Shaded on the canvas, and only where it counts. */
  shaded = app_test_render_pixels (GTK_WIDGET (sand_window_get_canvas (window)), &with, &w, &h);
  sand_canvas_layer_set_visible (layer, FALSE);
  plain = app_test_render_pixels (GTK_WIDGET (sand_window_get_canvas (window)), &without, &w, &h);
  sand_canvas_layer_set_visible (layer, TRUE);
  g_assert_cmpfloat (patch_difference (window, with, without, w, h, x + 1.0, y + 1.0), >, 8.0);
  g_assert_cmpfloat (patch_difference (window, with, without, w, h, 70.0, 10.0), <, 1.0);

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
  SandWindow *window = open_example ("club-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandPlayAid *aid = sand_play_panel_get_aid (panel);
  SandCanvasLayer *layer = SAND_CANVAS_LAYER (sand_play_panel_get_layer (panel));
  GtkWidget *canvas = GTK_WIDGET (sand_window_get_canvas (window));
  g_autoptr (GdkTexture) shown = NULL, before = NULL, during = NULL, after = NULL;
  g_autofree guchar *s = NULL, *a = NULL, *b = NULL, *c = NULL;
  SandUnit *marsh;
  int w, h, rgb[3];

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "cpt-marsh");
  app_test_wait_for (reach_ready, aid, "the reach");
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
  g_assert_cmpfloat (patch_difference (window, a, b, w, h, 40.0, 19.0), <, 1.0);
  g_assert_cmpfloat (patch_difference (window, a, b, w, h, 4.0, 45.0), <, 1.0);

  /* Let go: one move, and every unit drawn live again where it now stands. */
  sand_play_panel_drag_end (panel, FALSE);
  g_assert_cmpfloat (sand_unit_get_x (marsh), ==, 14.0);
  after = app_test_render_pixels (canvas, &c, &w, &h);
  g_assert_cmpfloat (patch_difference (window, b, c, w, h, 14.0, 30.0), <, 1.0);
  g_assert_cmpfloat (patch_difference (window, b, c, w, h, 40.0, 19.0), <, 1.0);
  sand_canvas_layer_set_visible (layer, TRUE);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Nothing of one file is carried into the next opened in the same window: the
 * threat map is off, no unit chosen, "Under the Pointer" as at first. The
 * reach shows on the Play page only, and follows a unit selected elsewhere. */
static void
test_state_per_file_and_page (void)
{
  SandWindow *window = open_example ("club-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandPlayAid *aid = sand_play_panel_get_aid (panel);
  SandReachLayer *layer = sand_play_panel_get_layer (panel);
  g_autofree char *first_words = g_strdup (sand_play_panel_get_pointer_text (panel));
  g_autoptr (GVariant) state = NULL;
  g_autoptr (GFile) other = app_test_scenario_file ("crossroads.sandtable");
  SandScenario *scenario;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "cpt-marsh");
  g_action_group_change_action_state (G_ACTION_GROUP (window), "threat-map", g_variant_new_boolean (TRUE));
  app_test_wait_for (reach_ready, aid, "the reach");
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

  sand_document_set_modified (sand_window_get_document (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
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
  g_test_add_func ("/play/threat-map/menu-and-side", test_threat_map_menu_and_side);
  g_test_add_func ("/play/export/view", test_export_view);
  g_test_add_func ("/play/threat-map/hex", test_threat_map_hex);
  g_test_add_func ("/play/drag/held-picture", test_drag_held_picture);
  g_test_add_func ("/play/state/per-file-and-page", test_state_per_file_and_page);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
