/* sand-scenario-problems.c: telling the player, as a scenario opens, what its
 * units ask of its ruleset that the ruleset does not have.
 *
 * The file opens all the same, so that it can be put right here; without a
 * word the player would meet the problems one by one on the Play page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-document.h"
#include "sand-editor.h"
#include "sand-problems-dialog.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-check.h"
#include "sand-scenario-problems.h"
#include "sand-window-private.h"

/* The toast shown for the scenario now open, while it is shown */
#define TOAST_KEY "sand-scenario-problems-toast"

static void
details_cb (AdwToast *toast,
            gpointer  user_data)
{
  SandWindow *self = SAND_WINDOW (user_data);

  sand_problems_dialog_present (GTK_WINDOW (self), _ ("The Scenario Breaks Its Ruleset"),
                                g_object_get_data (G_OBJECT (toast), "text"));
}

static void
dismissed_cb (AdwToast   *toast,
              SandWindow *self)
{
  if (g_object_get_data (G_OBJECT (self), TOAST_KEY) == toast)
    g_object_set_data (G_OBJECT (self), TOAST_KEY, NULL);
}

void
_sand_window_report_scenario_problems (SandWindow *self)
{
  SandScenario         *scenario = sand_document_get_scenario (self->document);
  GFile                *file = sand_document_get_file (self->document);
  AdwToast             *old = g_object_get_data (G_OBJECT (self), TOAST_KEY);
  const char           *id = scenario != NULL ? sand_scenario_get_ruleset (scenario) : NULL;
  SandRuleset          *ruleset;
  g_autoptr (GPtrArray) problems = NULL;
  g_autofree char      *name = NULL;
  g_autofree char      *text = NULL;
  AdwToast             *toast;

  if (old != NULL)
    adw_toast_dismiss (old);
  /* a ruleset not installed is said by the inspector, and nothing is checked */
  ruleset = id != NULL ? sand_ruleset_registry_lookup (sand_editor_get_registry (self->editor), id) : NULL;
  if (ruleset == NULL)
    return;
  name = file != NULL ? g_file_get_parse_name (file) : g_strdup (_ ("Untitled Scenario"));
  problems = sand_scenario_check_ruleset (scenario, ruleset, name);
  if (problems->len == 0)
    return;
  g_ptr_array_add (problems, NULL);
  text = g_strjoinv ("\n", (char **) problems->pdata);

  toast = adw_toast_new (_ ("The scenario breaks its ruleset"));
  adw_toast_set_button_label (toast, _ ("_Details"));
  adw_toast_set_timeout (toast, 0);
  g_object_set_data_full (G_OBJECT (toast), "text", g_steal_pointer (&text), g_free);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (details_cb), self, 0);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (dismissed_cb), self, 0);
  g_object_set_data (G_OBJECT (self), TOAST_KEY, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}
