/* test-inspector.c: for a unit, the inspector offers what the scenario's
 * ruleset reads — its classes, a stance, spin rows, switches and an officer,
 * or without the ruleset the attributes as written — and every change it makes
 * is one undoable edit. Needs a (virtual) display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "inspector-fixture.h"

static void
test_m42_mv_spin (void)
{
  Fixture f;
  SandUnit *unit;
  GtkWidget *spin;
  g_autofree char *classes = NULL;

  setup (&f, "m42");
  unit = add_unit (&f, "a", "infantry", "Able");
  select_item (&f, unit);

  classes = combo_labels (require_row (&f, "Class"));
  g_assert_cmpstr (classes, ==, "Infantry");
  g_assert_cmpstr (chosen (&f, "Class"), ==, "Infantry");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (require_row (&f, "Class"))), ==,
                   "Moves: Advance, At The Double");
  g_assert_null (find_row (&f, "Stance"));
  g_assert_null (find_row (&f, "Speed (mph)"));
  g_assert_true (ADW_IS_ENTRY_ROW (require_row (&f, "Special rules")));

  /* Unset, the spin shows the class's default. */
  spin = app_test_find_widget_of_type (require_row (&f, "Move, Mv (in)"), GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (spin);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 6.0);
  g_assert_null (sand_unit_get_attr (unit, "mv"));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 4.5);
  g_assert_cmpstr (sand_unit_get_attr (unit, "mv"), ==, "4.5");
  g_assert_true (sand_history_get_can_undo (f.history));

  sand_editor_undo (f.editor);
  g_assert_null (sand_unit_get_attr (unit, "mv"));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 6.0);
  g_assert_false (sand_history_get_can_undo (f.history));

  teardown (&f);
}

static void
test_jackson_stance (void)
{
  Fixture f;
  SandUnit *unit;
  g_autofree char *stances = NULL;

  setup (&f, "jackson-skirmish");
  unit = add_unit (&f, "a", "man", "Pvt. Able");
  select_item (&f, unit);

  stances = combo_labels (require_row (&f, "Stance"));
  g_assert_cmpstr (stances, ==, "Default (standing)|prone|kneeling|standing");
  g_assert_cmpstr (chosen (&f, "Stance"), ==, "Default (standing)");

  choose (&f, "Stance", "prone");
  g_assert_cmpstr (sand_unit_get_stance (unit), ==, "prone");
  choose (&f, "Stance", "kneeling");
  g_assert_cmpstr (sand_unit_get_stance (unit), ==, "kneeling");

  sand_editor_undo (f.editor);
  g_assert_cmpstr (sand_unit_get_stance (unit), ==, "prone");
  g_assert_cmpstr (chosen (&f, "Stance"), ==, "prone");
  sand_editor_undo (f.editor);
  g_assert_null (sand_unit_get_stance (unit));
  sand_editor_redo (f.editor);
  g_assert_cmpstr (chosen (&f, "Stance"), ==, "prone");

  teardown (&f);
}

static void
test_wargame_class_change (void)
{
  Fixture f;
  SandUnit *unit;
  GtkWidget *spin;
  g_autofree char *habitats = NULL;

  setup (&f, "wargame-movement");
  unit = add_unit (&f, "a", "man", "Scout");
  select_item (&f, unit);

  habitats = combo_labels (require_row (&f, "Habitat"));
  g_assert_nonnull (strstr (habitats, "Not set|jungle"));
  g_assert_null (find_row (&f, "Speed (mph)"));
  choose (&f, "Habitat", "jungle");
  g_assert_cmpstr (sand_unit_get_attr (unit, "native"), ==, "jungle");

  /* A car reads its speed, not a habitat: the rows follow the class. */
  choose (&f, "Class", "Car");
  g_assert_cmpstr (sand_unit_get_class (unit), ==, "car");
  iterate ();
  g_assert_null (find_row (&f, "Habitat"));
  spin = app_test_find_widget_of_type (require_row (&f, "Speed (mph)"), GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 50.0);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (require_row (&f, "Class"))), ==,
                   "Moves: Drive");

  /* A wagon's team and load. */
  choose (&f, "Class", "Wagon");
  iterate ();
  g_assert_true (ADW_IS_ENTRY_ROW (require_row (&f, "Team (animal:count, …)")));
  spin = app_test_find_widget_of_type (require_row (&f, "Load (tons)"), GTK_TYPE_SPIN_BUTTON);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 3);
  g_assert_cmpstr (sand_unit_get_attr (unit, "load"), ==, "3");

  /* Undo walks back through the load and both classes. */
  sand_editor_undo (f.editor);
  sand_editor_undo (f.editor);
  sand_editor_undo (f.editor);
  iterate ();
  g_assert_cmpstr (sand_unit_get_class (unit), ==, "man");
  g_assert_null (sand_unit_get_attr (unit, "load"));
  g_assert_cmpstr (chosen (&f, "Habitat"), ==, "jungle");

  teardown (&f);
}

/* "When pulling a wagon horses pull one ton each": the wagon's rows are the
 * attributes wargame-movement declares for it, each titled, ranged and
 * described as the ruleset says (no table of them in the app). */
static void
test_declared_rows_screenshot (void)
{
  Fixture f;
  SandUnit *unit;
  GtkWidget *load;
  GtkWidget *window;
  GtkAdjustment *adjustment;

  setup (&f, "wargame-movement");
  unit = add_unit (&f, "w", "wagon", "Supply wagon");
  select_item (&f, unit);

  load = require_row (&f, "Load (tons)");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (load)), ==, "What the wagon carries, in tons.");
  adjustment = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (app_test_find_widget_of_type (load, GTK_TYPE_SPIN_BUTTON)));
  g_assert_cmpfloat (gtk_adjustment_get_lower (adjustment), ==, 0);
  g_assert_cmpfloat (gtk_adjustment_get_step_increment (adjustment), ==, 0.5);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (require_row (&f, "Team (animal:count, …)")), ==,
                   "The animals hitched to the wagon, each with how many: horse:4, or mule:2,ox:4.");
  g_assert_null (find_row (&f, "Speed (mph)"));
  /* a wagon's walk reads unloaded-from too: titled as its declaration for men */
  g_assert_true (ADW_IS_COMBO_ROW (require_row (&f, "Unloaded from a vehicle")));

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 380, 900);
  gtk_window_set_child (GTK_WINDOW (window), f.inspector);
  gtk_window_present (GTK_WINDOW (window));
  app_test_save_png (window, "sandtable-inspector-wagon.png");

  gtk_window_set_child (GTK_WINDOW (window), NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  teardown (&f);
}

static void
test_dbx_officer_radio (void)
{
  Fixture f;
  SandUnit *captain, *private, *enemy;
  g_autoptr(SandSide) red = sand_side_new ("red", "Red", "#a40000");
  g_autofree char *officers = NULL;
  GtkWidget *sw;

  setup (&f, "dbx-skirmish");
  captain = add_unit (&f, "cpt", "infantry", "Capt. Baker");
  private = add_unit (&f, "pvt", "infantry", "Pvt. Able");
  sand_scenario_add_side (f.scenario, red);
  enemy = sand_unit_new ("hans", "infantry", red, 40, 40);
  sand_scenario_add_unit (f.scenario, enemy);
  g_object_unref (enemy);
  select_item (&f, private);

  /* Officers come from the unit's own side, never itself. */
  officers = combo_labels (require_row (&f, "Officer"));
  g_assert_cmpstr (officers, ==, "None|Capt. Baker");
  choose (&f, "Officer", "Capt. Baker");
  g_assert_cmpstr (sand_unit_get_attr (private, "officer"), ==, "cpt");

  sw = app_test_find_widget_of_type (require_row (&f, "Radio"), GTK_TYPE_SWITCH);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
  g_assert_cmpstr (sand_unit_get_attr (private, "radio"), ==, "true");
  gtk_switch_set_active (GTK_SWITCH (sw), FALSE);
  g_assert_null (sand_unit_get_attr (private, "radio"));

  /* the captain's id changed in his Id row: the ruleset's "officer", declared
   * type="unit", follows him, in the same step */
  select_item (&f, captain);
  gtk_editable_set_text (GTK_EDITABLE (require_row (&f, "Id")), "baker");
  g_signal_emit_by_name (require_row (&f, "Id"), "apply");
  g_assert_cmpstr (sand_unit_get_id (captain), ==, "baker");
  g_assert_cmpstr (sand_unit_get_attr (private, "officer"), ==, "baker");
  sand_editor_undo (f.editor);
  g_assert_cmpstr (sand_unit_get_attr (private, "officer"), ==, "cpt");
  select_item (&f, private);
  sw = app_test_find_widget_of_type (require_row (&f, "Radio"), GTK_TYPE_SWITCH);

  sand_editor_undo (f.editor);
  g_assert_cmpstr (sand_unit_get_attr (private, "radio"), ==, "true");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (sw)));
  sand_editor_undo (f.editor);
  sand_editor_undo (f.editor);
  g_assert_null (sand_unit_get_attr (private, "officer"));
  g_assert_cmpstr (chosen (&f, "Officer"), ==, "None");
  g_assert_nonnull (captain);

  teardown (&f);
}

static void
test_ohw_strength_and_classes (void)
{
  Fixture f;
  SandUnit *unit;
  g_autofree char *classes = NULL;
  GtkWidget *spin;

  setup (&f, "ohw-ww2-hex");
  unit = add_unit (&f, "t", "panzer", "Panzer IV");
  select_item (&f, unit);

  /* A class the ruleset lacks stays, marked. */
  classes = combo_labels (require_row (&f, "Class"));
  g_assert_true (g_str_has_prefix (classes, "Infantry|Cavalry|"));
  g_assert_true (g_str_has_suffix (classes, "|panzer (not in this ruleset)"));
  g_assert_cmpstr (chosen (&f, "Class"), ==, "panzer (not in this ruleset)");

  choose (&f, "Class", "Tanks");
  iterate ();
  spin = app_test_find_widget_of_type (require_row (&f, "Strength"), GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 15.0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 12);
  g_assert_cmpstr (sand_unit_get_attr (unit, "strength"), ==, "12");

  teardown (&f);
}

/* Without its ruleset installed a unit's rows are the attributes it has, under
 * the names written in the file, and nothing the program would have to guess. */
static void
test_not_installed_as_written (void)
{
  Fixture f;
  SandUnit *unit;
  GtkWidget *row;
  AdwPreferencesGroup *group;

  setup (&f, "home-rules");
  unit = add_unit (&f, "a", "lancers", "Able");
  sand_unit_set_attr (unit, "lance", "couched");
  sand_unit_set_attr (unit, "horses", "3");
  select_item (&f, unit);

  g_assert_null (find_row (&f, "Move (Mv)"));
  g_assert_null (find_row (&f, "Special rules"));
  g_assert_null (find_row (&f, "stance"));
  row = require_row (&f, "lance");
  g_assert_true (ADW_IS_ENTRY_ROW (row));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "couched");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (require_row (&f, "horses"))), ==, "3");
  group = ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP));
  g_assert_cmpstr (adw_preferences_group_get_title (group), ==, "Rules");
  g_assert_cmpstr (adw_preferences_group_get_description (group), ==,
                   "The ruleset “home-rules” is not installed: the attributes are kept as written.");

  /* an edit is the attribute's, undoable */
  gtk_editable_set_text (GTK_EDITABLE (row), "raised");
  g_signal_emit_by_name (row, "apply");
  g_assert_cmpstr (sand_unit_get_attr (unit, "lance"), ==, "raised");
  sand_editor_undo (f.editor);
  g_assert_cmpstr (sand_unit_get_attr (unit, "lance"), ==, "couched");

  /* a stance, the unit's own, is shown only where it has one */
  sand_unit_set_stance (unit, "mounted");
  select_item (&f, NULL);
  select_item (&f, unit);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (require_row (&f, "stance"))), ==, "mounted");
  teardown (&f);
}

/* Facing is a bearing: a step down from 0 is 359, a step up from 359 is 0. */
static void
test_facing_wraps (void)
{
  Fixture f;
  SandUnit *unit;
  GtkSpinButton *spin;

  setup (&f, "m42");
  unit = add_unit (&f, "a", "infantry", "Able");
  select_item (&f, unit);
  spin = GTK_SPIN_BUTTON (require_spin (&f, "Facing (°)"));
  g_assert_cmpfloat (sand_unit_get_facing (unit), ==, 0);
  gtk_spin_button_spin (spin, GTK_SPIN_STEP_BACKWARD, 0);
  g_assert_cmpfloat (sand_unit_get_facing (unit), ==, 359);
  gtk_spin_button_spin (spin, GTK_SPIN_STEP_FORWARD, 0);
  g_assert_cmpfloat (sand_unit_get_facing (unit), ==, 0);

  teardown (&f);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/inspector/m42/mv-spin", test_m42_mv_spin);
  g_test_add_func ("/inspector/jackson/stance", test_jackson_stance);
  g_test_add_func ("/inspector/wargame/class-change", test_wargame_class_change);
  g_test_add_func ("/inspector/wargame/declared-rows/screenshot", test_declared_rows_screenshot);
  g_test_add_func ("/inspector/dbx/officer-radio", test_dbx_officer_radio);
  g_test_add_func ("/inspector/ohw/strength-classes", test_ohw_strength_and_classes);
  g_test_add_func ("/inspector/unit/ruleset-not-installed/as-written", test_not_installed_as_written);
  g_test_add_func ("/inspector/unit/facing-wraps", test_facing_wraps);

  return g_test_run ();
}
