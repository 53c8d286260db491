/* sand-ruleset-problems.c: telling the player which ruleset files could not be read.
 *
 * A player may add rulesets of their own (in the user's data dir); one with a
 * mistake is left out of the list. Without a word the ruleset would just be
 * missing, so the window says so once, with every file:line problem a click away.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-editor.h"
#include "sand-ruleset-problems.h"
#include "sand-ruleset-registry.h"
#include "sand-window-private.h"

static void
details_cb (AdwToast *toast,
            gpointer  user_data)
{
  SandWindow *self = SAND_WINDOW (user_data);
  GPtrArray *problems = sand_ruleset_registry_get_problems (sand_editor_get_registry (self->editor));
  g_autoptr (GString) text = g_string_new (NULL);
  AdwMessageDialog *dialog;

  for (guint i = 0; i < problems->len; i++)
    g_string_append_printf (text, "%s%s", i ? "\n" : "", (const char *) g_ptr_array_index (problems, i));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Rulesets Could Not Be Read"), NULL));
  adw_message_dialog_format_body (dialog, "%s\n\n%s", text->str,
                                  _("The other rulesets can be used. Correct these files and open Sandtable again."));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  adw_message_dialog_set_default_response (dialog, "close");
  adw_message_dialog_set_close_response (dialog, "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_sand_window_report_ruleset_problems (SandWindow *self)
{
  GPtrArray *problems = sand_ruleset_registry_get_problems (sand_editor_get_registry (self->editor));
  AdwToast *toast;

  if (problems->len == 0)
    return;
  toast = adw_toast_new (g_dngettext (GETTEXT_PACKAGE, "A ruleset file could not be read",
                                      "Some ruleset files could not be read", problems->len));
  adw_toast_set_button_label (toast, _("_Details"));
  adw_toast_set_timeout (toast, 0);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (details_cb), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}
