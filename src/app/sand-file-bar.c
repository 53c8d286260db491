/* sand-file-bar.c: the bar that says the open file changed on disk (see
 * sand-file-bar.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-file-bar.h"
#include "sand-window-private.h"

enum {
  RESPONSE_RELOAD = 1,
  RESPONSE_KEEP,
};

static void
update_bar (SandWindow *self)
{
  SandFileWatchState state = sand_file_watch_get_state (self->file_watch);
  const char *title = sand_document_get_title (self->document);
  g_autofree char *text = NULL;
  gboolean changed = state == SAND_FILE_WATCH_CHANGED;

  if (changed && sand_document_get_modified (self->document))
    text = g_strdup_printf (_("“%s” was changed by another program. Reload it, losing the changes made here, or keep them and save over it."), title);
  else if (changed)
    text = g_strdup_printf (_("“%s” was changed by another program. Reload it to see the changes?"), title);
  else if (state == SAND_FILE_WATCH_DELETED)
    text = g_strdup_printf (_("“%s” was deleted. Saving will create it again."), title);

  if (text != NULL)
    gtk_label_set_text (self->file_bar_label, text);
  gtk_info_bar_set_message_type (self->file_bar, changed ? GTK_MESSAGE_WARNING : GTK_MESSAGE_INFO);
  gtk_info_bar_set_response_sensitive (self->file_bar, RESPONSE_RELOAD, changed);
  gtk_info_bar_set_response_sensitive (self->file_bar, RESPONSE_KEEP, changed);
  gtk_info_bar_set_revealed (self->file_bar, state != SAND_FILE_WATCH_SAME);
}

static void
response_cb (SandWindow *self,
             int         response,
             GtkInfoBar *bar)
{
  GFile *file = sand_document_get_file (self->document);

  if (response == RESPONSE_RELOAD && file != NULL)
    _sand_window_load (self, file);
  else
    sand_file_watch_keep (self->file_watch);
}

void
_sand_window_install_file_bar (SandWindow *self)
{
  GtkWidget *content = gtk_widget_get_parent (GTK_WIDGET (self->header_bar));
  GtkWidget *button;

  self->file_watch = sand_file_watch_new (self->document);
  self->file_bar = GTK_INFO_BAR (gtk_info_bar_new ());
  self->file_bar_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->file_bar_label, TRUE);
  gtk_label_set_xalign (self->file_bar_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->file_bar_label), TRUE);
  gtk_info_bar_add_child (self->file_bar, GTK_WIDGET (self->file_bar_label));
  button = gtk_info_bar_add_button (self->file_bar, _("_Keep"), RESPONSE_KEEP);
  gtk_widget_set_tooltip_text (button, _("Keep This Version; Saving Replaces the Other"));
  button = gtk_info_bar_add_button (self->file_bar, _("_Reload"), RESPONSE_RELOAD);
  gtk_widget_set_tooltip_text (button, _("Open the File as It Is Now"));
  gtk_info_bar_set_show_close_button (self->file_bar, TRUE);
  gtk_info_bar_set_revealed (self->file_bar, FALSE);
  gtk_box_insert_child_after (GTK_BOX (content), GTK_WIDGET (self->file_bar),
                              GTK_WIDGET (self->header_bar));

  g_signal_connect_object (self->file_bar, "response", G_CALLBACK (response_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->file_watch, "notify::state", G_CALLBACK (update_bar), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::modified", G_CALLBACK (update_bar), self,
                           G_CONNECT_SWAPPED);
}
