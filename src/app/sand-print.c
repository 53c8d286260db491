/* sand-print.c: printing the table through GTK's print dialog.
 *
 * The pages are the command line's (sand-render-page.c): at real size the table
 * is tiled over as many sheets as it takes, each with its place in the grid, so
 * the printed map can be laid on the table; or it is fitted to one sheet. The
 * reach shown in the play aid, if any, is printed over the terrain.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sand-print.h"
#include "sand-render-page.h"
#include "sand-window.h"

typedef struct
{
  SandScenario     *scenario;
  SandReachOverlay *overlay;
  SandPageOptions   options;
  char             *paper;
  GArray           *tiles;
  gboolean          fit;
  GtkWidget        *fit_button; /* the custom tab's choice, while the dialog is up */
} PrintJob;

/* The settings of the last print, so the next starts from the same printer and paper. */
static GtkPrintSettings *last_settings;

static void
print_job_free (gpointer data)
{
  PrintJob *job = data;

  g_clear_object (&job->scenario);
  g_clear_pointer (&job->overlay, sand_reach_overlay_unref);
  g_clear_pointer (&job->tiles, g_array_unref);
  g_free (job->paper);
  g_free (job);
}

static void
begin_print_cb (GtkPrintOperation *op,
                GtkPrintContext   *context,
                PrintJob          *job)
{
  g_autoptr (GError) error = NULL;
  char w[G_ASCII_DTOSTR_BUF_SIZE], h[G_ASCII_DTOSTR_BUF_SIZE];
  guint n;

  /* The sheet the dialog chose, in points (the operation's unit, whole page):
   * the layout turns it to suit the table itself. */
  g_ascii_formatd (w, sizeof w, "%.2f", gtk_print_context_get_width (context) / 72.0);
  g_ascii_formatd (h, sizeof h, "%.2f", gtk_print_context_get_height (context) / 72.0);
  g_free (job->paper);
  job->paper = g_strdup_printf ("%sx%sin", w, h);
  job->options.paper = job->paper;
  job->options.scale = job->fit ? 0 : 1;
  g_clear_pointer (&job->tiles, g_array_unref);
  n = sand_page_layout (job->scenario, &job->options, &job->tiles, &error);
  if (n == 0)
    {
      g_warning ("%s", error->message);
      gtk_print_operation_cancel (op);
      return;
    }
  gtk_print_operation_set_n_pages (op, (int) n);
}

static void
request_page_setup_cb (GtkPrintOperation *op,
                       GtkPrintContext   *context,
                       int                page_nr,
                       GtkPageSetup      *setup,
                       PrintJob          *job)
{
  const SandPageTile *tile;

  if (job->tiles == NULL || page_nr < 0 || (guint) page_nr >= job->tiles->len)
    return;
  tile = &g_array_index (job->tiles, SandPageTile, page_nr);
  gtk_page_setup_set_orientation (setup, tile->page_width > tile->page_height ? GTK_PAGE_ORIENTATION_LANDSCAPE
                                                                             : GTK_PAGE_ORIENTATION_PORTRAIT);
}

static void
draw_page_cb (GtkPrintOperation *op,
              GtkPrintContext   *context,
              int                page_nr,
              PrintJob          *job)
{
  if (job->tiles == NULL || page_nr < 0 || (guint) page_nr >= job->tiles->len)
    return;
  sand_page_render_tile (gtk_print_context_get_cairo_context (context), job->scenario, &job->options,
                         &g_array_index (job->tiles, SandPageTile, page_nr), job->tiles->len);
}

static GObject *
create_custom_widget_cb (GtkPrintOperation *op,
                         PrintJob          *job)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (_("Scale"));
  GtkWidget *real = gtk_check_button_new_with_mnemonic (_("_Real size, tiled over as many sheets as it takes"));
  GtkWidget *fit = gtk_check_button_new_with_mnemonic (_("_Fit the table to one sheet"));

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_check_button_set_group (GTK_CHECK_BUTTON (fit), GTK_CHECK_BUTTON (real));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (job->fit ? fit : real), TRUE);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), real);
  gtk_box_append (GTK_BOX (box), fit);
  job->fit_button = fit;
  return G_OBJECT (box);
}

static void
custom_widget_apply_cb (GtkPrintOperation *op,
                        GtkWidget         *widget,
                        PrintJob          *job)
{
  if (job->fit_button != NULL)
    job->fit = gtk_check_button_get_active (GTK_CHECK_BUTTON (job->fit_button));
  job->fit_button = NULL;
}

static void
done_cb (GtkPrintOperation       *op,
         GtkPrintOperationResult  result,
         gpointer                 data)
{
  if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    g_set_object (&last_settings, gtk_print_operation_get_print_settings (op));
}

gboolean
sand_print_previewer_found (GtkSettings *settings)
{
  g_autofree char *command = NULL;
  g_autofree char *program = NULL;
  g_auto (GStrv) argv = NULL;

  g_object_get (settings, "gtk-print-preview-command", &command, NULL);
  if (command == NULL || !g_shell_parse_argv (command, NULL, &argv, NULL))
    return FALSE;
  program = g_find_program_in_path (argv[0]);
  return program != NULL;
}

/* GTK previews by writing a PDF and starting the preview command on it; when
 * that program is missing it fails without a word. Then the window says so, and
 * the preview is ended here instead. */
static gboolean
preview_cb (GtkPrintOperation        *op,
            GtkPrintOperationPreview *preview,
            GtkPrintContext          *context,
            GtkWindow                *parent,
            PrintJob                 *job)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  if (sand_print_previewer_found (parent != NULL ? gtk_widget_get_settings (GTK_WIDGET (parent))
                                                 : gtk_settings_get_default ()))
    return FALSE;
  if (SAND_IS_WINDOW (parent))
    sand_window_show_toast (SAND_WINDOW (parent),
                            _("No print previewer is installed: export to PDF to see the page"));
  /* GTK wants a context to draw on even for a preview that draws nothing, and
   * the preview may only be ended once its handler has returned. */
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  gtk_print_context_set_cairo_context (context, cr, 72, 72);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_idle_add_once ((GSourceOnceFunc) gtk_print_operation_preview_end_preview, preview);
  return TRUE;
}

GtkPrintOperation *
sand_print_operation_new (SandScenario            *scenario,
                          const SandRenderOptions *render,
                          SandReachOverlay        *overlay,
                          gboolean                 fit_to_sheet)
{
  GtkPrintOperation *op;
  PrintJob *job;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);

  job = g_new0 (PrintJob, 1);
  job->scenario = g_object_ref (scenario);
  job->overlay = overlay != NULL ? sand_reach_overlay_ref (overlay) : NULL;
  job->fit = fit_to_sheet;
  sand_page_options_init (&job->options);
  if (render != NULL)
    job->options.render = *render;
  if (overlay != NULL)
    {
      job->options.overlay = sand_reach_overlay_draw_func;
      job->options.overlay_data = job->overlay;
      job->options.overlay_legend = sand_reach_overlay_draw_legend_func;
    }

  op = gtk_print_operation_new ();
  g_object_set_data_full (G_OBJECT (op), "sand-print-job", job, print_job_free);
  gtk_print_operation_set_unit (op, GTK_UNIT_POINTS);
  /* the layout keeps its own margin on every sheet */
  gtk_print_operation_set_use_full_page (op, TRUE);
  gtk_print_operation_set_embed_page_setup (op, TRUE);
  gtk_print_operation_set_job_name (op, sand_scenario_get_title (scenario) ? sand_scenario_get_title (scenario)
                                                                          : _("Table"));
  gtk_print_operation_set_custom_tab_label (op, _("Table"));
  if (last_settings != NULL)
    gtk_print_operation_set_print_settings (op, last_settings);
  g_signal_connect (op, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (op, "request-page-setup", G_CALLBACK (request_page_setup_cb), job);
  g_signal_connect (op, "draw-page", G_CALLBACK (draw_page_cb), job);
  g_signal_connect (op, "create-custom-widget", G_CALLBACK (create_custom_widget_cb), job);
  g_signal_connect (op, "custom-widget-apply", G_CALLBACK (custom_widget_apply_cb), job);
  g_signal_connect (op, "preview", G_CALLBACK (preview_cb), job);
  g_signal_connect (op, "done", G_CALLBACK (done_cb), NULL);
  return op;
}

gboolean
sand_print_uses_portal (void)
{
  const char *debug = g_getenv ("GDK_DEBUG");

  return g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS) || g_strcmp0 (g_getenv ("GTK_USE_PORTAL"), "1") == 0
         || (debug != NULL && strstr (debug, "portals") != NULL);
}

typedef struct
{
  void (*then) (GtkWindow *parent,
                gboolean   fit);
} FitAsked;

static void
fit_response_cb (AdwMessageDialog *dialog,
                 const char       *response,
                 FitAsked         *asked)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));

  if (g_strcmp0 (response, "cancel") != 0)
    asked->then (parent, g_str_equal (response, "fit"));
}

void
sand_print_ask_fit (GtkWindow *parent,
                    void     (*then) (GtkWindow *parent,
                                      gboolean   fit))
{
  AdwMessageDialog *dialog;
  FitAsked *asked;

  g_return_if_fail (GTK_IS_WINDOW (parent));

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _("Print the Table"),
                                                       _("At real size, the table is tiled over as many sheets "
                                                         "as it takes. Fitted, it is drawn on one sheet with "
                                                         "a scale bar.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "fit", _("_Fit to One Sheet"), "real",
                                    _("_Real Size"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "real", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "real");
  adw_message_dialog_set_close_response (dialog, "cancel");
  asked = g_new0 (FitAsked, 1);
  asked->then = then;
  g_signal_connect_data (dialog, "response", G_CALLBACK (fit_response_cb), asked, (GClosureNotify) g_free,
                         G_CONNECT_DEFAULT);
  gtk_window_present (GTK_WINDOW (dialog));
}

guint
sand_print_operation_get_n_sheets (GtkPrintOperation *op)
{
  PrintJob *job = g_object_get_data (G_OBJECT (op), "sand-print-job");

  g_return_val_if_fail (job != NULL, 0);
  return job->tiles != NULL ? job->tiles->len : 0;
}
