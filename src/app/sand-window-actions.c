/* sand-window-actions.c: the window's actions, file choosers and the question
 * about unsaved changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-application.h"
#include "sand-canvas.h"
#include "sand-play-panel.h"
#include "sand-print.h"
#include "sand-window-private.h"

#define ZOOM_STEP 1.25

static void sand_window_save_as (SandWindow *self);

static void
sand_window_run_pending (SandWindow *self)
{
  SandPending pending = self->pending;
  g_autoptr(GFile) file = g_steal_pointer (&self->pending_file);

  self->pending = SAND_PENDING_NONE;

  switch (pending)
    {
    case SAND_PENDING_CLOSE:
      self->force_close = TRUE;
      gtk_window_close (GTK_WINDOW (self));
      break;

    case SAND_PENDING_NEW:
      sand_document_reset (self->document);
      break;

    case SAND_PENDING_OPEN_CHOOSER:
      gtk_widget_activate_action (GTK_WIDGET (self), "win.open", NULL);
      break;

    case SAND_PENDING_OPEN_FILE:
      _sand_window_load (self, file);
      break;

    case SAND_PENDING_NONE:
    default:
      break;
    }
}

static void
sand_window_clear_pending (SandWindow *self)
{
  self->pending = SAND_PENDING_NONE;
  g_clear_object (&self->pending_file);
}

/* Saving */

static void
save_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(SandWindow) self = user_data;
  SandDocument *document = SAND_DOCUMENT (object);
  g_autoptr(GError) error = NULL;

  if (!sand_document_save_finish (document, result, &error))
    {
      sand_window_clear_pending (self);
      _sand_window_show_error (self, _("Could Not Save the Scenario"), error);
      return;
    }

  sand_application_add_recent (SAND_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))),
                               sand_document_get_file (document));
  sand_window_run_pending (self);
}

static void
replace_response_cb (SandWindow       *self,
                     const char       *response,
                     AdwMessageDialog *dialog)
{
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  if (g_strcmp0 (response, "save") == 0)
    sand_document_save_async (self->document, NULL, NULL, save_cb, g_object_ref (self));
  else
    sand_window_clear_pending (self);
}

/* Saving over a file another program changed since it was read here replaces
 * its changes: never without saying so. */
static void
sand_window_confirm_replace (SandWindow *self)
{
  g_autofree char *body = g_strdup_printf (_("“%s” was changed by another program after it was opened here. Saving replaces those changes with yours."),
                                           sand_document_get_title (self->document));
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                                         _("The File Changed on Disk"),
                                                                         body));

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "save", _("_Save Anyway"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (replace_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
sand_window_save (SandWindow *self)
{
  if (sand_document_get_file (self->document) == NULL)
    sand_window_save_as (self);
  else if (sand_file_watch_get_conflict (self->file_watch))
    sand_window_confirm_replace (self);
  else
    sand_document_save_async (self->document, NULL, NULL, save_cb, g_object_ref (self));
}

/* File choosers */

static void
sand_window_add_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) scenarios = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (scenarios, _("Sandtable Scenarios"));
  gtk_file_filter_add_pattern (scenarios, "*.sandtable");
  gtk_file_filter_add_mime_type (scenarios, "application/x-sandtable+xml");
  gtk_file_chooser_add_filter (chooser, scenarios);

  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);

  gtk_file_chooser_set_filter (chooser, scenarios);
}

static void
sand_window_run_chooser (SandWindow           *self,
                         GtkFileChooserNative *native,
                         GCallback             response_cb)
{
  /* Only one chooser per window at a time. */
  if (self->file_chooser != NULL)
    gtk_native_dialog_destroy (self->file_chooser);
  g_clear_object (&self->file_chooser);

  self->file_chooser = GTK_NATIVE_DIALOG (native);
  gtk_native_dialog_set_modal (self->file_chooser, TRUE);
  sand_window_add_filters (GTK_FILE_CHOOSER (native));
  g_signal_connect_object (native, "response", response_cb, self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (self->file_chooser);
}

static GFile *
sand_window_take_chooser_file (SandWindow *self,
                               int         response)
{
  GFile *file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (self->file_chooser));

  gtk_native_dialog_destroy (self->file_chooser);
  g_clear_object (&self->file_chooser);

  return file;
}

static void
open_response_cb (SandWindow *self,
                  int         response)
{
  g_autoptr(GFile) file = sand_window_take_chooser_file (self, response);

  if (file != NULL)
    _sand_window_load (self, file);
}

static void
save_as_response_cb (SandWindow *self,
                     int         response)
{
  g_autoptr(GFile) file = sand_window_take_chooser_file (self, response);

  if (file == NULL)
    {
      /* Cancelled: whatever waited for the save (closing, opening) is off too. */
      sand_window_clear_pending (self);
      return;
    }

  sand_document_save_async (self->document, file, NULL, save_cb, g_object_ref (self));
}

static void
sand_window_save_as (SandWindow *self)
{
  GtkFileChooserNative *native;
  GFile *file = sand_document_get_file (self->document);

  native = gtk_file_chooser_native_new (_("Save Scenario"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Save"), _("_Cancel"));
  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (native), file, NULL);
  else
    {
      g_autofree char *name = sand_document_suggest_file_name (self->document);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
    }

  sand_window_run_chooser (self, native, G_CALLBACK (save_as_response_cb));
}

/* Unsaved changes */

static void
confirm_response_cb (SandWindow       *self,
                     const char       *response,
                     AdwMessageDialog *dialog)
{
  /* Let go of the window before it may close: the (closed) dialog lives on until
   * its signal emission ends and must not point at a finalized parent then. */
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);

  if (g_strcmp0 (response, "save") == 0)
    sand_window_save (self);
  else if (g_strcmp0 (response, "discard") == 0)
    sand_window_run_pending (self);
  else
    sand_window_clear_pending (self);
}

void
_sand_window_confirm_pending (SandWindow  *self,
                              SandPending  pending,
                              GFile       *file)
{
  AdwMessageDialog *dialog;
  g_autofree char *body = NULL;

  g_assert (SAND_IS_WINDOW (self));
  g_assert (!file || G_IS_FILE (file));

  self->pending = pending;
  g_set_object (&self->pending_file, file);

  if (!sand_document_get_modified (self->document))
    {
      sand_window_run_pending (self);
      return;
    }

  body = g_strdup_printf (_("“%s” has unsaved changes. Changes which are not saved will be permanently lost."),
                          sand_document_get_title (self->document));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("Save Changes?"), body));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Actions */

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *param)
{
  SandWindow *self = SAND_WINDOW (widget);

  if (sand_document_is_blank (self->document))
    return;

  _sand_window_confirm_pending (self, SAND_PENDING_NEW, NULL);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  SandWindow *self = SAND_WINDOW (widget);
  GtkFileChooserNative *native;

  if (sand_document_get_modified (self->document))
    {
      _sand_window_confirm_pending (self, SAND_PENDING_OPEN_CHOOSER, NULL);
      return;
    }

  native = gtk_file_chooser_native_new (_("Open Scenario"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Open"), _("_Cancel"));
  sand_window_run_chooser (self, native, G_CALLBACK (open_response_cb));
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));

  sand_window_open_file (SAND_WINDOW (widget), file);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  sand_window_save (SAND_WINDOW (widget));
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  sand_window_save_as (SAND_WINDOW (widget));
}

static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  gtk_window_close (GTK_WINDOW (widget));
}

static void
fit_table_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  sand_canvas_fit_table (SAND_WINDOW (widget)->canvas);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  gboolean in = g_str_equal (action_name, "win.zoom-in");

  sand_canvas_zoom (SAND_WINDOW (widget)->canvas, in ? ZOOM_STEP : 1.0 / ZOOM_STEP);
}

static void
print_done_cb (GtkPrintOperation       *op,
               GtkPrintOperationResult  result,
               SandWindow              *self)
{
  g_autoptr (GError) error = NULL;

  if (result != GTK_PRINT_OPERATION_RESULT_ERROR)
    return;
  gtk_print_operation_get_error (op, &error);
  _sand_window_show_error (self, _("Could Not Print"), error);
}

/* The table as it is drawn, with the reach the play aid shows, if any. */
static void
print_table (GtkWindow *window,
             gboolean   fit)
{
  SandWindow *self = SAND_WINDOW (window);
  SandCanvas *canvas = sand_window_get_canvas (self);
  SandScenario *scenario = sand_canvas_get_scenario (canvas);
  SandPlayPanel *panel = sand_play_panel_get_for_window (self);
  g_autoptr (GtkPrintOperation) op = NULL;
  g_autoptr (GError) error = NULL;

  if (scenario == NULL)
    return;
  op = sand_print_operation_new (scenario, sand_canvas_get_render_options (canvas),
                                 panel != NULL ? sand_play_aid_get_overlay (sand_play_panel_get_aid (panel)) : NULL,
                                 fit);
  gtk_print_operation_set_allow_async (op, TRUE);
  g_signal_connect_object (op, "done", G_CALLBACK (print_done_cb), self, 0);
  if (gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, GTK_WINDOW (self), &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    _sand_window_show_error (self, _("Could Not Print"), error);
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  /* the portal's dialog has no room for the choice of scale */
  if (sand_print_uses_portal ())
    sand_print_ask_fit (GTK_WINDOW (widget), print_table);
  else
    print_table (GTK_WINDOW (widget), FALSE);
}

void
_sand_window_update_actions (SandWindow *self)
{
  gboolean busy = sand_document_get_busy (self->document);

  /* A running load or save owns the document until it finishes. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.open", !busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.open-recent", !busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", !busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", !busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new", !busy);
}

void
_sand_window_class_actions_init (SandWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.close", NULL, close_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.fit-table", NULL, fit_table_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);

  /* The keys also work without an application (and its accels) around. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "win.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "win.fit-table", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out", NULL);
}
