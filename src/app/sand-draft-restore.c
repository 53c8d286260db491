/* sand-draft-restore.c: offering the drafts a crash left behind (see
 * sand-draft-restore.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-application.h"
#include "sand-draft-restore.h"

static void
response_cb (AdwMessageDialog *dialog,
             const char       *response,
             SandWindow       *window)
{
  GPtrArray *left = g_object_get_data (G_OBJECT (dialog), "sand-drafts");
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (window));

  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  for (guint i = 0; i < left->len; i++)
    {
      SandDraftInfo *info = g_ptr_array_index (left, i);

      if (g_strcmp0 (response, "discard") == 0)
        sand_draft_info_delete (info);
      else if (g_strcmp0 (response, "restore") == 0 && app != NULL)
        {
          SandWindow *into = window;

          if (i > 0 || !sand_document_is_blank (sand_window_get_document (window)))
            into = sand_application_new_window (SAND_APPLICATION (app));
          sand_window_restore_draft (into, info);
          gtk_window_present (GTK_WINDOW (into));
        }
      /* Closed without a choice: they are offered again next time. */
    }
}

void
sand_draft_restore_offer (SandWindow *window)
{
  g_autoptr (GPtrArray) left = sand_draft_list_left ();
  g_autoptr (GString) body = NULL;
  AdwMessageDialog *dialog;

  g_return_if_fail (SAND_IS_WINDOW (window));

  if (left->len == 0)
    return;

  body = g_string_new (g_dngettext (GETTEXT_PACKAGE,
                                    "Sandtable closed before the changes to this scenario were saved:",
                                    "Sandtable closed before the changes to these scenarios were saved:",
                                    left->len));
  g_string_append_c (body, '\n');
  for (guint i = 0; i < left->len; i++)
    {
      SandDraftInfo *info = g_ptr_array_index (left, i);
      g_autoptr (GDateTime) local = g_date_time_to_local (info->written);
      g_autofree char *when = g_date_time_format (local, "%x %X");

      /* Translators: a scenario with unsaved changes, then when they were last kept */
      g_string_append_printf (body, _("\n• %s, changed %s"), info->title, when);
    }

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (window),
                                                       _("Restore Unsaved Changes?"), body->str));
  adw_message_dialog_add_responses (dialog,
                                    "discard", _("_Discard"),
                                    "restore", _("_Restore"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "restore", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "restore");
  adw_message_dialog_set_close_response (dialog, "later");
  g_object_set_data_full (G_OBJECT (dialog), "sand-drafts", g_steal_pointer (&left),
                          (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (response_cb), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
