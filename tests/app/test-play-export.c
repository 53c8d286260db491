/* test-play-export.c: Export View on the Play page under a (virtual)
 * display — the view or the whole table as PNG, PDF or SVG, the reach and its
 * legend with it, on the club-table example.
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

static void
test_export_view (void)
{
  SandWindow *window = play_open_example (app, "club-table.sandtable");
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
  app_test_wait_for (play_reach_ready, aid, "the reach");

  /* A PNG the canvas's size: the view at its own scale, so the table points the
   * viewport maps are where the picture shows them. */
  g_assert_true (sand_play_panel_export (panel, with_png, FALSE, 1, &error));
  g_assert_no_error (error);
  with = load_png (with_png, &w, &h);
  g_assert_cmpint (w, ==, cw);
  g_assert_cmpint (h, ==, ch);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "");
  app_test_wait_for (play_overlay_gone, aid, "the reach to go");
  g_assert_true (sand_play_panel_export (panel, without_png, FALSE, 1, &error));
  without = load_png (without_png, &w2, &h2);
  g_assert_cmpint (w2, ==, w);

  /* Shaded 2" east of the captain, untouched across the table. */
  g_assert_cmpfloat (play_patch_difference (window, with, without, w, h, 8.0, 30.0), >, 12.0);
  g_assert_cmpfloat (play_patch_difference (window, with, without, w, h, 60.0, 40.0), <, 1.0);
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
  app_test_wait_for (play_reach_ready, aid, "the reach");
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

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/play/export/view", test_export_view);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
