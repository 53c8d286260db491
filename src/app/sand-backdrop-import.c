/* sand-backdrop-import.c: the Backdrop page's importing — the file chosen or
 * dropped is read and decoded in a worker thread, so the window stays
 * responsive while a large photo comes in; a PDF of several pages asks which.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-backdrop-href.h"
#include "sand-backdrop-panel-private.h"
#include "sand-document.h"
#include "sand-edit.h"
#include "sand-window-private.h"

/* A file on its way in: the page being read, and the window's panel. */
typedef struct
{
  SandBackdropPanel *panel; /* weak: the import is cancelled when it goes */
  GFile *file;
  int page;
} Import;

static void
import_free (Import *import)
{
  g_clear_object (&import->file);
  g_free (import);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Import, import_free)

gboolean
sand_backdrop_panel_takes_file (GFile *file)
{
  static const char * const suffixes[] = { ".png", ".jpg", ".jpeg", ".svg", ".pdf", NULL };
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *lower = name != NULL ? g_ascii_strdown (name, -1) : NULL;

  for (guint i = 0; lower != NULL && suffixes[i] != NULL; i++)
    if (g_str_has_suffix (lower, suffixes[i]))
      return TRUE;
  return FALSE;
}

/* Nothing came in (an error, or the player chose no page). */
static void
import_done (SandBackdropPanel *self)
{
  g_clear_object (&self->importing);
  _sand_backdrop_panel_sync (self);
}

/* The page read: the backdrop made with it, fitted to the table, as one edit. */
static void
import_image (SandBackdropPanel *self,
              GFile             *file,
              int                page,
              SandBackdropImage *image)
{
  g_autoptr (GFile) dir = _sand_backdrop_panel_get_document_dir (self);
  g_autofree char *href = sand_backdrop_href_for_file (file, dir);
  g_autoptr (SandBackdrop) backdrop = NULL;
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (self->window));
  SandBackdropCorner corners[2];

  backdrop = sand_backdrop_new (href);
  sand_backdrop_set_page (backdrop, page);
  /* half see-through, to trace over */
  sand_backdrop_set_opacity (backdrop, 0.6);
  sand_backdrop_fit_corners (sand_backdrop_image_get_width (image), sand_backdrop_image_get_height (image),
                             sand_scenario_get_width (scenario), sand_scenario_get_height (scenario), corners);
  sand_backdrop_set_corners (backdrop, corners, 2);
  g_clear_object (&self->linked_file);
  /* decoded once: the page shows this image rather than reading it again */
  _sand_backdrop_panel_keep_image (self, href, page, dir, image);
  g_clear_object (&self->importing);
  sand_edit_set_backdrop (_sand_backdrop_panel_get_history (self), backdrop);
  _sand_backdrop_panel_set_hint (self, _("Place it: click two points and give their distance, "
                                         "or click the table's four corners on a photo"));
}

static void read_page (SandBackdropPanel *self,
                       GFile             *file,
                       int                page);

static void
page_response_cb (AdwMessageDialog  *dialog,
                  const char        *response,
                  SandBackdropPanel *self)
{
  GFile *file = g_object_get_data (G_OBJECT (dialog), "file");
  SandBackdropImage *first = g_object_get_data (G_OBJECT (dialog), "image");
  GtkSpinButton *spin = g_object_get_data (G_OBJECT (dialog), "spin");
  int page = gtk_spin_button_get_value_as_int (spin);

  if (g_strcmp0 (response, "import") != 0)
    import_done (self);
  else if (page == 1)
    import_image (self, file, 1, first);
  else
    read_page (self, file, page);
}

static void
ask_page (SandBackdropPanel *self,
          GFile             *file,
          SandBackdropImage *first)
{
  int pages = sand_backdrop_image_get_n_pages (first);
  AdwMessageDialog *dialog;
  GtkWidget *spin;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self->window), _("Which Page?"), NULL));
  adw_message_dialog_format_body (dialog, ngettext ("The PDF has %d page. Lay which one under the table?",
                                                    "The PDF has %d pages. Lay which one under the table?", pages),
                                  pages);
  spin = gtk_spin_button_new_with_range (1, pages, 1);
  gtk_widget_set_halign (spin, GTK_ALIGN_CENTER);
  adw_message_dialog_set_extra_child (dialog, spin);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "import", _("_Import"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "import", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "import");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "file", g_object_ref (file), g_object_unref);
  g_object_set_data_full (G_OBJECT (dialog), "image", sand_backdrop_image_ref (first),
                          (GDestroyNotify) sand_backdrop_image_unref);
  g_object_set_data (G_OBJECT (dialog), "spin", spin);
  g_signal_connect_object (dialog, "response", G_CALLBACK (page_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
page_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr (Import) import = user_data;
  g_autoptr (SandBackdropImage) image = NULL;
  g_autoptr (GError) error = NULL;
  SandBackdropPanel *self = import->panel;

  image = sand_backdrop_image_load_finish (result, &error);
  /* another import, or the window closing, took its place */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (image == NULL)
    {
      g_autofree char *message = g_strdup_printf ("%s: %s", g_file_peek_path (import->file), error->message);

      sand_window_show_toast (self->window, message);
      import_done (self);
    }
  else if (import->page == 1 && sand_backdrop_image_get_n_pages (image) > 1)
    ask_page (self, import->file, image);
  else
    import_image (self, import->file, import->page, image);
}

static void
read_page (SandBackdropPanel *self,
           GFile             *file,
           int                page)
{
  Import *import = g_new0 (Import, 1);

  import->panel = self;
  import->file = g_object_ref (file);
  import->page = page;
  sand_backdrop_image_load_async (g_file_peek_path (file), page, NULL, self->importing, page_read_cb, import);
}

void
sand_backdrop_panel_import (SandBackdropPanel *self,
                            GFile             *file)
{
  g_return_if_fail (SAND_IS_BACKDROP_PANEL (self));
  g_return_if_fail (G_IS_FILE (file));

  if (g_file_peek_path (file) == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      /* Translators: a file's URI, then why it is not taken */
      g_autofree char *message = g_strdup_printf (_("%s: %s"), uri, _("not a local file"));

      sand_window_show_toast (self->window, message);
      return;
    }
  if (self->importing != NULL)
    g_cancellable_cancel (self->importing);
  g_clear_object (&self->importing);
  self->importing = g_cancellable_new ();
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_VIEW_STACK)),
                                         "backdrop");
  g_free (self->importing_name);
  self->importing_name = g_file_get_basename (file);
  read_page (self, file, 1);
  _sand_backdrop_panel_sync (self);
}

static void
chooser_response_cb (GtkNativeDialog   *chooser,
                     int                response,
                     SandBackdropPanel *self)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&self->chooser);
  if (file != NULL)
    sand_backdrop_panel_import (self, file);
}

void
_sand_backdrop_panel_import_activated (GSimpleAction *action,
                                       GVariant      *parameter,
                                       gpointer       user_data)
{
  SandBackdropPanel *self = user_data;
  GtkFileChooserNative *chooser;
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;
  gtk_file_filter_set_name (filter, _("Images and PDFs"));
  gtk_file_filter_add_mime_type (filter, "image/png");
  gtk_file_filter_add_mime_type (filter, "image/jpeg");
  gtk_file_filter_add_mime_type (filter, "image/svg+xml");
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  chooser = gtk_file_chooser_native_new (_("Import Backdrop"), GTK_WINDOW (self->window),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), NULL);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  self->chooser = GTK_NATIVE_DIALOG (chooser);
  g_signal_connect_object (chooser, "response", G_CALLBACK (chooser_response_cb), self, 0);
  gtk_native_dialog_show (self->chooser);
}
