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

#include "sand-application.h"
#include "sand-play-panel.h"
#include "sand-window.h"

#define WAIT_TIMEOUT_SECONDS 30

static SandApplication *app;

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

typedef gboolean (*Condition) (gpointer data);

static void
wait_for (Condition   condition,
          gpointer    data,
          const char *what)
{
  gboolean expired = FALSE;
  guint id = g_timeout_add_seconds (WAIT_TIMEOUT_SECONDS, timeout_cb, &expired);

  while (!condition (data) && !expired)
    g_main_context_iteration (NULL, TRUE);
  if (expired)
    g_error ("timed out waiting for %s", what);
  g_source_remove (id);
}

static void
settle (void)
{
  gboolean done = FALSE;

  g_timeout_add (150, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
window_ready (gpointer data)
{
  SandWindow *window = data;

  return gtk_widget_get_mapped (GTK_WIDGET (window))
         && gtk_widget_get_width (GTK_WIDGET (sand_window_get_canvas (window))) > 0
         && !sand_document_get_busy (sand_window_get_document (window));
}

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
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA");
  g_autofree char *path = g_build_filename (data, "scenarios", name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  sand_window_open_file (window, file);
  wait_for (window_ready, window, "the window to show");
  settle ();
  return window;
}

/* The canvas as drawn, B G R A bytes (premultiplied). */
static GdkTexture *
render_widget (SandWindow *window,
               GtkWidget  *canvas,
               guchar    **pixels,
               int        *width,
               int        *height)
{
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  GtkSnapshot *snapshot;
  GdkTexture *texture;

  settle ();
  *width = gtk_widget_get_width (canvas);
  *height = gtk_widget_get_height (canvas);
  paintable = gtk_widget_paintable_new (canvas);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, *width, *height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, *width, *height));
  *pixels = g_malloc ((gsize) *width * *height * 4);
  gdk_texture_download (texture, *pixels, (gsize) *width * 4);
  return texture;
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
  wait_for (reach_ready, aid, "the reach");
  g_assert_cmpuint (sand_reach_overlay_get_n_bands (sand_play_aid_get_overlay (aid)), ==, 2);

  /* The whole window with the Play page, for the screenshot. */
  sand_play_panel_hover (panel, 13.0, 21.0);
  texture = render_widget (window, GTK_WIDGET (window), &with, &w, &h);
  png = g_test_build_filename (G_TEST_BUILT, "reach-play.png", NULL);
  g_assert_true (gdk_texture_save_to_png (texture, png));
  g_clear_object (&texture);
  g_clear_pointer (&with, g_free);
  sand_reach_layer_set_path (SAND_REACH_LAYER (layer), NULL, FALSE);

  texture = render_widget (window, GTK_WIDGET (sand_window_get_canvas (window)), &with, &w, &h);
  sand_canvas_layer_set_visible (layer, FALSE);
  plain = render_widget (window, GTK_WIDGET (sand_window_get_canvas (window)), &without, &w, &h);
  sand_canvas_layer_set_visible (layer, TRUE);

  g_assert_cmpfloat (patch_difference (window, with, without, w, h, 8.0, 30.0), >, 12.0);
  g_assert_cmpfloat (patch_difference (window, with, without, w, h, 40.0, 30.0), <, 1.0);
  g_assert_cmpfloat (patch_difference (window, with, without, w, h, 60.0, 40.0), <, 1.0);

  /* Hovering 4" east: the way costs 4", Advance leaves 2". */
  sand_play_panel_hover (panel, 10.0, 30.0);
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "Advance"));
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "4.0 in used, 2.0 in left"));
  g_free (sand_play_aid_describe_point (aid, 10.0, 30.0, &path, &reachable));
  g_assert_true (reachable);
  g_assert_nonnull (path);
  g_assert_cmpuint (path->len, >=, 2);

  /* Beyond the hedge a double cannot go; the reason names the hedge. */
  why = sand_play_aid_describe_point (aid, 20.0, 20.0, NULL, &reachable);
  g_assert_false (reachable);
  g_assert_nonnull (strstr (why, "hedge"));
  sand_play_panel_hover (panel, 20.0, 20.0);
  g_assert_cmpstr (sand_play_panel_get_pointer_text (panel), ==, why);

  /* The same table under the DBX-style skirmish rules: one mode, another reach. */
  m42 = sand_reach_overlay_ref (sand_play_aid_get_overlay (aid));
  m42_label = g_strdup (sand_reach_overlay_get_label (m42, 0));
  area_m42 = sand_reach_field_area (sand_reach_overlay_get_field (m42, 0));
  sand_play_panel_choose_ruleset (panel, "dbx-skirmish");
  g_assert_cmpstr (sand_play_aid_get_ruleset_id (aid), ==, "dbx-skirmish");
  wait_for (reach_ready, aid, "the reach under another ruleset");
  g_assert_true (sand_play_aid_get_overlay (aid) != m42);
  g_assert_cmpuint (sand_reach_overlay_get_n_bands (sand_play_aid_get_overlay (aid)), ==, 1);
  g_assert_cmpstr (sand_reach_overlay_get_label (sand_play_aid_get_overlay (aid), 0), !=, m42_label);
  /* The same ground judged again: the bocage hedge is now simply impassable. */
  g_free (why);
  why = sand_play_aid_describe_point (aid, 20.0, 20.0, NULL, &reachable);
  g_assert_false (reachable);
  g_assert_nonnull (strstr (why, "impassable"));
  g_assert_null (strstr (why, "At The Double"));
  g_assert_cmpfloat (fabs (sand_reach_field_area (sand_reach_overlay_get_field (sand_play_aid_get_overlay (aid), 0))
                           - area_m42), <, 50.0);
  sand_reach_overlay_unref (m42);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = sand_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("could not register the application: %s", error->message);

  g_test_add_func ("/play/select-shade-hover-switch", test_select_shade_hover_switch);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
