/* sand-ruleset-problems.c: telling the player which ruleset files could not be read.
 *
 * A player may add rulesets of their own (in the user's data dir); one with a
 * mistake is left out of the list. Without a word the ruleset would just be
 * missing, so the window says so, with every file:line problem a click away:
 * at start, and again each time the folder is read again (a file saved, put
 * right or removed), the toast of before giving way to the new one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-editor.h"
#include "sand-ruleset-problems.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-problems.h"
#include "sand-window-private.h"

/* The toast shown for the problems as last read, while it is shown */
#define TOAST_KEY "sand-ruleset-problems-toast"

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
                                  _("The other rulesets can be used. Correct these files: each is read again as soon as it is saved."));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  adw_message_dialog_set_default_response (dialog, "close");
  adw_message_dialog_set_close_response (dialog, "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
dismissed_cb (AdwToast   *toast,
              SandWindow *self)
{
  if (g_object_get_data (G_OBJECT (self), TOAST_KEY) == toast)
    g_object_set_data (G_OBJECT (self), TOAST_KEY, NULL);
}

static void
report (SandWindow *self)
{
  GPtrArray *problems = sand_ruleset_registry_get_problems (sand_editor_get_registry (self->editor));
  AdwToast *old = g_object_get_data (G_OBJECT (self), TOAST_KEY);
  AdwToast *toast;

  if (old != NULL)
    adw_toast_dismiss (old);
  if (problems->len == 0)
    return;
  toast = adw_toast_new (g_dngettext (GETTEXT_PACKAGE, "A ruleset file could not be read",
                                      "Some ruleset files could not be read", problems->len));
  adw_toast_set_button_label (toast, _("_Details"));
  adw_toast_set_timeout (toast, 0);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (details_cb), self, 0);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (dismissed_cb), self, 0);
  g_object_set_data (G_OBJECT (self), TOAST_KEY, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* The rulesets read again: their problems told afresh, and the scenario
 * checked against its ruleset as it is now. */
static void
rulesets_changed_cb (SandWindow *self)
{
  report (self);
  _sand_window_report_scenario_problems (self);
}

void
_sand_window_report_ruleset_problems (SandWindow *self)
{
  report (self);
  g_signal_connect_object (sand_editor_get_registry (self->editor), "changed", G_CALLBACK (rulesets_changed_cb), self,
                           G_CONNECT_SWAPPED);
}
