/* test-picket-line-app.c: the sixth ruleset, a file in a user rulesets folder
 * (SANDTABLE_RULESETS_DIR = tests/sixth/rulesets), in the app's panels: the
 * inspector's rows for its own attributes and the Hex page's sight, fire and
 * casualty dice. Writes tests/sandtable-picket-inspector.png and
 * tests/sandtable-picket-hex.png in the build tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-editor.h"
#include "sand-hex-panel.h"
#include "sand-inspector.h"
#include "sand-selection.h"
#include "sand-window.h"

static SandApplication *app;

static SandWindow *
open_picket (void)
{
  SandWindow *window = sand_application_new_window (app);
  g_autoptr (GFile) file = g_file_new_for_path (SIXTH_DIR "/picket.sandtable");

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
  sand_window_open_file (window, file);
  app_test_wait_for_window (window);
  return window;
}

static void
save_png (SandWindow *window,
          const char *name)
{
  app_test_save_png (GTK_WIDGET (window), name);
}

/* "How well the men are drilled": the inspector's rows for a rifle unit are the
 * file's <attribute>s, Drill with its words and Men within 0 to 8. */
static void
test_inspector (void)
{
  SandWindow *window = open_picket ();
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (window));
  SandUnit *raw = sand_scenario_find_unit (scenario, "raw");
  GtkWidget *inspector = app_test_show_sidebar_page (window, SAND_TYPE_INSPECTOR);
  GtkWidget *drill, *men, *spin;
  GObject *chosen;
  GtkAdjustment *adjustment;

  sand_selection_set (sand_editor_get_selection (sand_window_get_editor (window)), raw);
  app_test_wait_for_frames (inspector);
  drill = app_test_find_row (inspector, "Drill");
  g_assert_true (ADW_IS_COMBO_ROW (drill));
  chosen = adw_combo_row_get_selected_item (ADW_COMBO_ROW (drill));
  g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (chosen)), ==, "raw");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (drill)), ==,
                   "How well the men are drilled: raw riflemen move 1 hex and shoot worse.");
  men = app_test_find_row (inspector, "Men");
  g_assert_nonnull (men);
  spin = app_test_find_widget_of_type (men, GTK_TYPE_SPIN_BUTTON);
  adjustment = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (spin));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), ==, 8);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 6);

  /* a change is the unit's attribute */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 5);
  g_assert_cmpstr (sand_unit_get_attr (raw, "men"), ==, "5");
  save_png (window, "sandtable-picket-inspector.png");
  app_test_close_window (window);
}

static gboolean
lists_unit (GListModel *units,
            const char *id)
{
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);

      if (g_strcmp0 (sand_unit_get_id (unit), id) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The Hex page shows because the file declares sight, weapons and a casualty
 * table. "A figure sees 4 hexes; woods, towns and hills between cut the line,
 * and so do enemies": the raw recruits see the pickets, not the men behind
 * them. Rifles shoot 2 hexes: the pickets are a target of the recruits, not of
 * the old hands 3 hexes away. Raw riflemen roll "D6-3": a 6 is 3 men, in cover
 * 1, and applied it leaves the pickets 5 of their 6. */
static void
test_hex_page (void)
{
  SandWindow *window = open_picket ();
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (window));
  SandHexPanel *panel = SAND_HEX_PANEL (app_test_show_sidebar_page (window, SAND_TYPE_HEX_PANEL));

  g_assert_true (sand_hex_panel_get_available (panel));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "hex.select-unit", "s", "vet"));
  app_test_wait_for_frames (GTK_WIDGET (panel));
  g_assert_true (lists_unit (sand_hex_panel_get_seen_enemies (panel), "pickets"));
  g_assert_false (lists_unit (sand_hex_panel_get_targets (panel), "pickets"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "hex.select-unit", "s", "raw"));
  app_test_wait_for_frames (GTK_WIDGET (panel));
  g_assert_true (lists_unit (sand_hex_panel_get_seen_enemies (panel), "pickets"));
  g_assert_false (lists_unit (sand_hex_panel_get_seen_enemies (panel), "hidden"));
  g_assert_true (lists_unit (sand_hex_panel_get_targets (panel), "pickets"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "hex.pick-target", "s", "pickets"));
  sand_hex_panel_set_die (panel, 6);
  g_assert_cmpint (sand_hex_panel_get_hits (panel), ==, 3);
  sand_hex_panel_set_in_cover (panel, TRUE);
  g_assert_cmpint (sand_hex_panel_get_hits (panel), ==, 1);
  app_test_wait_for_frames (GTK_WIDGET (panel));
  save_png (window, "sandtable-picket-hex.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "hex.apply-hits", NULL));
  g_assert_cmpstr (sand_unit_get_attr (sand_scenario_find_unit (scenario, "pickets"), "men"), ==, "5");
  app_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();
  g_test_add_func ("/picket-line/app/inspector-rows-from-the-file", test_inspector);
  g_test_add_func ("/picket-line/app/hex-page-dice-from-the-file", test_hex_page);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
