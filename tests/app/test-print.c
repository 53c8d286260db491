/* test-print.c: printing the table through GTK's print operation, run to a PDF
 * (the operation's export, no dialog): real size tiles the table over sheets,
 * fitting it makes one, and the play aid's reach is printed with it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>
#include <poppler.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-canvas.h"
#include "sand-play-panel.h"
#include "sand-print.h"
#include "sand-render-page.h"
#include "sand-window.h"

static SandApplication *app;

static gboolean
reach_ready (gpointer data)
{
  return !sand_play_aid_get_busy (data) && sand_play_aid_get_overlay (data) != NULL;
}

/* Prints to @pdf, without the names: how many fit depends on the map's scale,
 * which a sheet's longer legend (the reach's) changes, and the sizes compared
 * below are the bands'. Returns the sheets the operation laid out. */
static guint
print_to_pdf (SandScenario     *scenario,
              SandReachOverlay *overlay,
              gboolean          fit,
              const char       *pdf)
{
  SandRenderOptions render;
  g_autoptr (GtkPrintOperation) op = NULL;
  g_autoptr (GtkPageSetup) a4 = gtk_page_setup_new ();
  g_autoptr (GtkPaperSize) paper = gtk_paper_size_new (GTK_PAPER_NAME_A4);
  g_autoptr (GError) error = NULL;

  sand_render_options_init (&render);
  render.show_labels = FALSE;
  op = sand_print_operation_new (scenario, &render, overlay, fit);
  gtk_page_setup_set_paper_size (a4, paper);
  gtk_print_operation_set_default_page_setup (op, a4);
  gtk_print_operation_set_export_filename (op, pdf);
  g_assert_cmpint (gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error), ==,
                   GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  return sand_print_operation_get_n_sheets (op);
}

/* Pages in a PDF: its page objects. */
static guint
pdf_pages (const char *pdf,
           gsize      *size)
{
  g_autofree char *data = NULL;
  guint n = 0;

  g_assert_true (g_file_get_contents (pdf, &data, size, NULL));
  g_assert_true (g_str_has_prefix (data, "%PDF-"));
  /* the file is binary: no string search, which would stop at its first NUL */
  for (gsize i = 0; i + 12 <= *size; i++)
    if (memcmp (data + i, "/Type /Page", 11) == 0 && data[i + 11] != 's')
      n++;
  return n;
}

/* The text of the PDF's first page, as poppler reads it. */
static char *
pdf_text (const char *pdf)
{
  g_autoptr (GFile) file = g_file_new_for_path (pdf);
  g_autofree char *uri = g_file_get_uri (file);
  g_autoptr (GError) error = NULL;
  PopplerDocument *document = poppler_document_new_from_file (uri, NULL, &error);
  PopplerPage *page;
  char *text;

  g_assert_no_error (error);
  page = poppler_document_get_page (document, 0);
  g_assert_nonnull (page);
  text = poppler_page_get_text (page);
  g_object_unref (page);
  g_object_unref (document);
  return text;
}

static void
test_print_tiles_and_fit (void)
{
  SandWindow *window = app_test_open_window (app, "club-table.sandtable");
  SandScenario *scenario = sand_canvas_get_scenario (sand_window_get_canvas (window));
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  g_autofree char *dir = g_dir_make_tmp ("sandtable-print-XXXXXX", NULL);
  g_autofree char *tiled = g_build_filename (dir, "tiled.pdf", NULL);
  g_autofree char *fitted = g_build_filename (dir, "fitted.pdf", NULL);
  g_autofree char *reach = g_build_filename (dir, "reach.pdf", NULL);
  SandPageOptions options;
  gsize plain_size, reach_size, size;
  guint n, expected;

  /* At real size the 72" × 48" table needs the sheets the command line's layout
   * gives for A4 (a4 is the layout's own name for it). */
  sand_page_options_init (&options);
  options.paper = "a4";
  options.scale = 1;
  expected = sand_page_layout (scenario, &options, NULL, NULL);
  g_assert_cmpuint (expected, >, 1);
  n = print_to_pdf (scenario, NULL, FALSE, tiled);
  g_assert_cmpuint (n, ==, expected);
  g_assert_cmpuint (pdf_pages (tiled, &size), ==, n);

  /* Fitted: one sheet. */
  g_assert_cmpuint (print_to_pdf (scenario, NULL, TRUE, fitted), ==, 1);
  g_assert_cmpuint (pdf_pages (fitted, &plain_size), ==, 1);

  /* With a unit's reach shown, the sheet carries it too. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "cpt-marsh");
  app_test_wait_for (reach_ready, sand_play_panel_get_aid (panel), "the reach");
  g_assert_cmpuint (print_to_pdf (scenario, sand_play_aid_get_overlay (sand_play_panel_get_aid (panel)), TRUE, reach),
                    ==, 1);
  g_assert_cmpuint (pdf_pages (reach, &reach_size), ==, 1);
  g_assert_cmpuint (reach_size, >, plain_size + 1000);

  /* The fitted sheet keys the reach bands as the window's legend does, besides
   * the terrain; without the reach, only the terrain. */
  {
    SandReachOverlay *overlay = sand_play_aid_get_overlay (sand_play_panel_get_aid (panel));
    g_autofree char *plain_text = pdf_text (fitted);
    g_autofree char *reach_text = pdf_text (reach);
    const char *band;

    g_assert_cmpuint (sand_reach_overlay_get_n_bands (overlay), >, 0);
    band = sand_reach_overlay_get_label (overlay, 0);
    g_test_message ("first band keyed: %s", band);
    g_assert_nonnull (strstr (reach_text, band));
    g_assert_null (strstr (plain_text, band));
    g_assert_nonnull (strstr (plain_text, "Woods"));
    g_assert_nonnull (strstr (reach_text, "Woods"));
  }

  /* Ctrl+P prints, as in every GNOME application. */
  {
    g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.print");
    g_assert_true (accels != NULL && g_strv_contains ((const char * const *) accels, "<Control>p"));
  }

  g_unlink (tiled);
  g_unlink (fitted);
  g_unlink (reach);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
label_is (GtkWidget    *widget,
          gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static void
preview_done_cb (GtkPrintOperation      *op,
                 GtkPrintOperationResult result,
                 gpointer                data)
{
  *(gboolean *) data = TRUE;
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *) data;
}

/* GTK previews by starting the gtk-print-preview-command (evince by default) on
 * a PDF; where it is not installed the window says so instead of nothing. */
static void
test_print_preview_without_previewer (void)
{
  SandWindow *window = app_test_open_window (app, "crossroads.sandtable");
  SandScenario *scenario = sand_canvas_get_scenario (sand_window_get_canvas (window));
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (window));
  const char *told = "No print previewer is installed: export to PDF to see the page";
  g_autoptr (GtkPrintOperation) op = NULL;
  g_autofree char *command = NULL;
  gboolean done = FALSE;

  g_object_get (settings, "gtk-print-preview-command", &command, NULL);
  g_object_set (settings, "gtk-print-preview-command", "sh -c 'exit 0' %f", NULL);
  g_assert_true (sand_print_previewer_found (settings));
  g_object_set (settings, "gtk-print-preview-command", "sandtable-no-such-previewer --preview %f", NULL);
  g_assert_false (sand_print_previewer_found (settings));
  g_assert_null (app_test_find_widget (GTK_WIDGET (window), label_is, told));

  op = sand_print_operation_new (scenario, NULL, NULL, TRUE);
  gtk_print_operation_set_allow_async (op, TRUE);
  g_signal_connect (op, "done", G_CALLBACK (preview_done_cb), &done);
  gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_PREVIEW, GTK_WINDOW (window), NULL);
  app_test_wait_for (flag_set, &done, "the preview to end");
  g_assert_nonnull (app_test_find_widget (GTK_WIDGET (window), label_is, told));

  g_object_set (settings, "gtk-print-preview-command", command, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

static int answered = -1;

static void
answer_cb (GtkWindow *parent,
           gboolean   fit)
{
  g_assert_true (SAND_IS_WINDOW (parent));
  answered = fit;
}

/* In a Flatpak GTK prints through the portal, whose dialog has no "Table" tab:
 * the choice of scale is asked first, and Cancel prints nothing. */
static void
test_print_through_portal_asks_scale (void)
{
  SandWindow *window = app_test_open_window (app, "crossroads.sandtable");
  const char *responses[] = { "fit", "real", "cancel" };
  const int expected[] = { TRUE, FALSE, -1 };

  g_assert_false (sand_print_uses_portal ());
  g_setenv ("GTK_USE_PORTAL", "1", TRUE);
  g_assert_true (sand_print_uses_portal ());

  for (guint i = 0; i < G_N_ELEMENTS (responses); i++)
    {
      answered = -1;
      sand_print_ask_fit (GTK_WINDOW (window), answer_cb);
      AdwMessageDialog *dialog = app_test_find_message_dialog (window);
      g_assert_nonnull (dialog);
      g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "real");
      adw_message_dialog_response (dialog, responses[i]);
      gtk_window_destroy (GTK_WINDOW (dialog));
      g_assert_cmpint (answered, ==, expected[i]);
    }

  /* Ctrl+P's action asks too, before any print dialog */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL);
  AdwMessageDialog *dialog = app_test_find_message_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_unsetenv ("GTK_USE_PORTAL");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/print/tiles-and-fit", test_print_tiles_and_fit);
  g_test_add_func ("/print/preview-without-previewer", test_print_preview_without_previewer);
  g_test_add_func ("/print/portal-asks-scale", test_print_through_portal_asks_scale);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
