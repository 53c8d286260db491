/* test-inspector-scenario.c: the inspector's rows for the scenario — its
 * ruleset, the table's size in inches or centimetres — and for a feature,
 * whose rows follow its kind. Needs a (virtual) display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "inspector-fixture.h"

static gboolean
is_ruleset_description (GtkWidget     *widget,
                        gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "sand-ruleset-description");
}

/* The text shown under the ruleset's row: what the chosen ruleset is. */
static const char *
ruleset_description (Fixture *f)
{
  GtkWidget *label = app_test_find_widget (f->inspector, is_ruleset_description, NULL);

  return label != NULL ? gtk_label_get_label (GTK_LABEL (label)) : NULL;
}

static void
test_scenario_ruleset_row (void)
{
  Fixture f;
  g_autofree char *names = NULL;
  const char *subtitle;

  setup (&f, "m42");
  select_item (&f, NULL);

  /* Showing the scenario edits nothing. The row shows the chosen ruleset's
   * name where a long one fits; what the ruleset is shows under it, and
   * follows the choice. */
  g_assert_false (sand_history_get_can_undo (f.history));
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (require_row (&f, "Ruleset")));
  g_assert_cmpstr (subtitle, ==, "M42");
  g_assert_cmpstr (ruleset_description (&f), ==,
                   sand_ruleset_get_description (sand_editor_get_ruleset (f.editor)));
  g_assert_nonnull (strstr (ruleset_description (&f), "At The Double"));
  choose (&f, "Ruleset", "DBX-style Skirmish");
  iterate ();
  g_assert_cmpstr (sand_ruleset_get_id (sand_editor_get_ruleset (f.editor)), ==, "dbx-skirmish");
  g_assert_cmpstr (ruleset_description (&f), ==,
                   sand_ruleset_get_description (sand_editor_get_ruleset (f.editor)));
  g_assert_cmpstr (chosen (&f, "Ruleset"), ==, "DBX-style Skirmish");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (require_row (&f, "Ruleset"))), ==,
                   "DBX-style Skirmish");
  sand_editor_undo (f.editor);
  iterate ();
  g_assert_nonnull (strstr (ruleset_description (&f), "At The Double"));

  names = combo_labels (require_row (&f, "Ruleset"));
  g_assert_cmpstr (chosen (&f, "Ruleset"), ==, "M42");
  g_assert_nonnull (strstr (names, "None|"));
  g_assert_nonnull (strstr (names, "M42"));
  g_assert_nonnull (strstr (names, "DBX-style Skirmish"));
  g_assert_nonnull (strstr (names, "Wargame Movement"));

  choose (&f, "Ruleset", "DBX-style Skirmish");
  g_assert_cmpstr (sand_scenario_get_ruleset (f.scenario), ==, "dbx-skirmish");
  sand_editor_undo (f.editor);
  g_assert_cmpstr (sand_scenario_get_ruleset (f.scenario), ==, "m42");
  g_assert_cmpstr (chosen (&f, "Ruleset"), ==, "M42");

  teardown (&f);

  /* A ruleset this installation lacks is kept and shown as such. */
  setup (&f, "home-rules");
  select_item (&f, NULL);
  g_assert_cmpstr (chosen (&f, "Ruleset"), ==, "home-rules (not installed)");
  teardown (&f);
}

/* With centimetres chosen the table's size and a unit's base read and take
 * centimetres, live; the model, undo and the file keep inches. */
static void
test_lengths_in_cm (void)
{
  Fixture f;
  SandUnit *unit;
  GtkWidget *spin;

  setup (&f, "m42");
  sand_scenario_set_size (f.scenario, 48, 36);
  select_item (&f, NULL);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (require_spin (&f, "Width (in)"))), ==, 48);

  sand_editor_set_use_cm (f.editor, TRUE);
  g_assert_null (find_row (&f, "Width (in)"));
  spin = require_spin (&f, "Width (cm)");
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), 48 * 2.54, 1e-9);
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (GTK_SPIN_BUTTON (require_spin (&f, "Depth (cm)"))),
                                  36 * 2.54, 1e-9);
  /* 1 in = 2.54 m on the ground is 1 m per cm of table */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (require_spin (&f, "Ground scale (m per cm)")), 1);
  g_assert_cmpfloat_with_epsilon (sand_scenario_get_ground_scale (f.scenario), 2.54, 1e-9);
  sand_editor_undo (f.editor);

  /* What the spin shows, read back (as on leaving it), is no edit. */
  spin = require_spin (&f, "Width (cm)");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  g_assert_cmpfloat (sand_scenario_get_width (f.scenario), ==, 48);
  g_assert_false (sand_history_get_can_undo (f.history));

  /* A table 150 cm wide is kept as 59.06 in, in one undoable edit. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 150);
  g_assert_cmpfloat_with_epsilon (sand_scenario_get_width (f.scenario), 150 / 2.54, 1e-9);
  g_assert_true (sand_history_get_can_undo (f.history));
  sand_editor_undo (f.editor);
  g_assert_cmpfloat (sand_scenario_get_width (f.scenario), ==, 48);
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (GTK_SPIN_BUTTON (require_spin (&f, "Width (cm)"))),
                                  48 * 2.54, 1e-9);

  /* A unit's place, base and move (a ruleset attribute, written in inches). */
  unit = add_unit (&f, "a", "infantry", "Able");
  select_item (&f, unit);
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (GTK_SPIN_BUTTON (require_spin (&f, "Across (cm)"))),
                                  25.4, 1e-9);
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (GTK_SPIN_BUTTON (require_spin (&f, "Move, Mv (cm)"))),
                                  6 * 2.54, 1e-9);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (require_spin (&f, "Base across (cm)")), 2.5);
  g_assert_cmpfloat_with_epsilon (sand_unit_get_base (unit), 2.5 / 2.54, 1e-9);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (require_spin (&f, "Move, Mv (cm)")), 10.16);
  g_assert_cmpstr (sand_unit_get_attr (unit, "mv"), ==, "4");

  /* Back to inches: the same rows name inches again. */
  sand_editor_set_use_cm (f.editor, FALSE);
  g_assert_null (find_row (&f, "Across (cm)"));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (require_spin (&f, "Across (in)"))), ==, 10);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (require_spin (&f, "Move, Mv (in)"))), ==, 4);

  teardown (&f);
}

/* A wall is a line the rules measure by its height: no "Width 0.00" row. A
 * road has a width; a wall turned into a road gets the row at once. */
static void
test_line_width_only_where_it_counts (void)
{
  Fixture f;
  g_autoptr(SandFeature) wall = NULL;
  SandPoint points[] = { { 1, 1 }, { 5, 1 } };

  setup (&f, "m42");
  wall = sand_editor_make_feature (f.editor, SAND_TERRAIN_WALL);
  sand_feature_set_polyline (wall, points, G_N_ELEMENTS (points));
  sand_scenario_add_feature (f.scenario, wall);
  select_item (&f, wall);
  require_spin (&f, "Height (in)");
  g_assert_null (find_row (&f, "Width (in)"));

  choose (&f, "Kind", sand_terrain_kind_get_label (SAND_TERRAIN_ROAD));
  iterate ();
  g_assert_cmpint (sand_feature_get_kind (wall), ==, SAND_TERRAIN_ROAD);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (require_spin (&f, "Width (in)"))), ==,
                     sand_feature_get_width (wall));
  g_assert_null (find_row (&f, "Height (in)"));

  teardown (&f);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/inspector/scenario/ruleset", test_scenario_ruleset_row);
  g_test_add_func ("/inspector/lengths-in-cm", test_lengths_in_cm);
  g_test_add_func ("/inspector/feature/line-width-only-where-it-counts", test_line_width_only_where_it_counts);

  return g_test_run ();
}
