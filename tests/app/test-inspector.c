/* test-inspector.c: the inspector offers what the scenario's ruleset reads — its
 * classes, a stance, spin rows, switches and an officer — and every change it
 * makes is one undoable edit. Needs a (virtual) display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "app-test-util.h"
#include "sand-editor.h"
#include "sand-inspector.h"
#include "sand-kind-chooser.h"
#include "sand-kind-toggles.h"
#include "sand-selection.h"

typedef struct
{
  SandDocument *document;
  SandEditor   *editor;
  SandScenario *scenario;
  SandHistory  *history;
  GtkWidget    *inspector;
  SandSide     *side;
} Fixture;

static SandUnit *
add_unit (Fixture    *f,
          const char *id,
          const char *unit_class,
          const char *name)
{
  g_autoptr(SandUnit) unit = sand_unit_new (id, unit_class, f->side, 10, 10);

  sand_unit_set_name (unit, name);
  sand_scenario_add_unit (f->scenario, unit);

  return unit;
}

static void
setup (Fixture    *f,
       const char *ruleset)
{
  f->document = sand_document_new ();
  f->editor = sand_editor_new (f->document, NULL);
  f->scenario = sand_document_get_scenario (f->document);
  f->history = sand_document_get_history (f->document);
  sand_scenario_set_ruleset (f->scenario, ruleset);
  f->side = sand_side_new ("blue", "Blue", "#3465a4");
  sand_scenario_add_side (f->scenario, f->side);
  f->inspector = g_object_ref_sink (sand_inspector_new (f->editor));
}

static void
teardown (Fixture *f)
{
  g_clear_object (&f->inspector);
  g_clear_object (&f->side);
  g_clear_object (&f->editor);
  g_clear_object (&f->document);
}

static void
select_item (Fixture  *f,
             gpointer  item)
{
  sand_selection_set (sand_editor_get_selection (f->editor), item);
  g_assert_true (sand_inspector_get_subject (SAND_INSPECTOR (f->inspector)) ==
                 (item != NULL ? item : (gpointer) f->scenario));
}

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

typedef gboolean (*Match) (GtkWidget *widget, gconstpointer data);

/* The first widget under @widget, itself included, that @match accepts. */
static GtkWidget *
find_in (GtkWidget     *widget,
         Match          match,
         gconstpointer  data)
{
  if (match (widget, data))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_in (child, match, data);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static gboolean
has_title (GtkWidget     *widget,
           gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
has_type (GtkWidget     *widget,
          gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static gboolean
has_name (GtkWidget     *widget,
          gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static GtkWidget *
find_child_of_type (GtkWidget *widget,
                    GType      type)
{
  return find_in (widget, has_type, GSIZE_TO_POINTER (type));
}

static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  return find_in (widget, has_name, name);
}

static GtkWidget *
find_row (Fixture    *f,
          const char *title)
{
  return find_in (f->inspector, has_title, title);
}

static GtkWidget *
require_row (Fixture    *f,
             const char *title)
{
  GtkWidget *row = find_row (f, title);

  if (row == NULL)
    g_error ("no row “%s” in the inspector", title);

  return row;
}

/* The labels of a combo row, joined with "|". */
static char *
combo_labels (GtkWidget *row)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0, n = g_list_model_get_n_items (model); i < n; i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      g_string_append_printf (text, "%s%s", i > 0 ? "|" : "", gtk_string_object_get_string (item));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static guint
combo_index (GtkWidget  *row,
             const char *label)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (row));

  for (guint i = 0, n = g_list_model_get_n_items (model); i < n; i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_str_equal (gtk_string_object_get_string (item), label))
        return i;
    }
  g_error ("no choice “%s”", label);
}

static void
choose (Fixture    *f,
        const char *title,
        const char *label)
{
  GtkWidget *row = require_row (f, title);

  adw_combo_row_set_selected (ADW_COMBO_ROW (row), combo_index (row, label));
}

static const char *
chosen (Fixture    *f,
        const char *title)
{
  GtkWidget *row = require_row (f, title);
  GObject *item = adw_combo_row_get_selected_item (ADW_COMBO_ROW (row));

  return item != NULL ? gtk_string_object_get_string (GTK_STRING_OBJECT (item)) : NULL;
}

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
  spin = find_child_of_type (require_row (&f, "Move, Mv (in)"), GTK_TYPE_SPIN_BUTTON);
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
  spin = find_child_of_type (require_row (&f, "Speed (mph)"), GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 50.0);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (require_row (&f, "Class"))), ==,
                   "Moves: Drive");

  /* A wagon's team and load. */
  choose (&f, "Class", "Wagon");
  iterate ();
  g_assert_true (ADW_IS_ENTRY_ROW (require_row (&f, "Team (animal:count, …)")));
  spin = find_child_of_type (require_row (&f, "Load (tons)"), GTK_TYPE_SPIN_BUTTON);
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
  adjustment = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (find_child_of_type (load, GTK_TYPE_SPIN_BUTTON)));
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

  sw = find_child_of_type (require_row (&f, "Radio"), GTK_TYPE_SWITCH);
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
  sw = find_child_of_type (require_row (&f, "Radio"), GTK_TYPE_SWITCH);

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
  spin = find_child_of_type (require_row (&f, "Strength"), GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 15.0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 12);
  g_assert_cmpstr (sand_unit_get_attr (unit, "strength"), ==, "12");

  teardown (&f);
}

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
  GtkWidget *label = find_in (f->inspector, is_ruleset_description, NULL);

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

static GtkWidget *
require_spin (Fixture    *f,
              const char *title)
{
  GtkWidget *spin = find_child_of_type (require_row (f, title), GTK_TYPE_SPIN_BUTTON);

  g_assert_nonnull (spin);
  return spin;
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

static void
activate_kind (GtkWidget       *chooser,
               SandTerrainKind  kind)
{
  GtkWidget *list = find_child_of_type (chooser, GTK_TYPE_LIST_BOX);

  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i);

      g_assert_nonnull (row);
      if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "kind")) == (int) kind)
        {
          g_signal_emit_by_name (list, "row-activated", row);
          return;
        }
    }
}

/* The palette's "what to draw" popover sets what the next feature is like. */
static void
test_kind_defaults (void)
{
  Fixture f;
  GtkWidget *lines, *areas;
  SandFeature *road, *wall, *river, *hill;

  setup (&f, "m42");
  lines = g_object_ref_sink (sand_kind_chooser_new (f.editor, SAND_SHAPE_LINE));
  areas = g_object_ref_sink (sand_kind_chooser_new (f.editor, SAND_SHAPE_AREA));
  road = sand_editor_get_prototype (f.editor, SAND_TERRAIN_ROAD);
  wall = sand_editor_get_prototype (f.editor, SAND_TERRAIN_WALL);
  river = sand_editor_get_prototype (f.editor, SAND_TERRAIN_RIVER);
  hill = sand_editor_get_prototype (f.editor, SAND_TERRAIN_HILL);

  /* Roads come first: surface and width, no height. */
  g_assert_null (find_named (lines, "height"));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_named (lines, "surface")), 1);
  g_assert_cmpstr (sand_feature_get_surface (road), ==, "paved");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (lines, "width")), 3);
  g_assert_cmpfloat (sand_feature_get_width (road), ==, 3.0);

  activate_kind (lines, SAND_TERRAIN_WALL);
  g_assert_cmpint (sand_editor_get_line_kind (f.editor), ==, SAND_TERRAIN_WALL);
  g_assert_null (find_named (lines, "surface"));
  g_assert_null (find_named (lines, "width"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (lines, "height")), 4.5);
  g_assert_cmpfloat (sand_feature_get_height (wall), ==, 4.5);

  activate_kind (lines, SAND_TERRAIN_RIVER);
  g_assert_false (sand_feature_get_fordable (river));
  gtk_switch_set_active (GTK_SWITCH (find_named (lines, "fordable")), TRUE);
  g_assert_true (sand_feature_get_fordable (river));

  activate_kind (areas, SAND_TERRAIN_HILL);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (areas, "level")), 2);
  g_assert_cmpint (sand_feature_get_level (hill), ==, 2);
  activate_kind (areas, SAND_TERRAIN_WOODS);
  /* Woods have nothing to set: the section hides. */
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (find_child_of_type (areas, GTK_TYPE_GRID))));
  g_assert_null (find_named (areas, "level"));

  /* A chooser opened again shows what was set. */
  g_object_unref (lines);
  lines = g_object_ref_sink (sand_kind_chooser_new (f.editor, SAND_SHAPE_LINE));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (find_named (lines, "fordable"))));
  activate_kind (lines, SAND_TERRAIN_WALL);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (find_named (lines, "height"))), ==, 4.5);

  /* In centimetres, live: the wall's 4.5 in reads 11.43 cm, and 10 cm is kept
   * in inches. */
  sand_editor_set_use_cm (f.editor, TRUE);
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (GTK_SPIN_BUTTON (find_named (lines, "height"))),
                                  4.5 * 2.54, 1e-9);
  gtk_spin_button_update (GTK_SPIN_BUTTON (find_named (lines, "height")));
  g_assert_cmpfloat (sand_feature_get_height (wall), ==, 4.5);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (lines, "height")), 10);
  g_assert_cmpfloat_with_epsilon (sand_feature_get_height (wall), 10 / 2.54, 1e-9);
  sand_editor_set_use_cm (f.editor, FALSE);
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (GTK_SPIN_BUTTON (find_named (lines, "height"))),
                                  10 / 2.54, 1e-9);

  g_object_unref (lines);
  g_object_unref (areas);
  teardown (&f);
}

static void
add_feature (Fixture         *f,
             SandTerrainKind  kind)
{
  g_autoptr(SandFeature) feature = sand_editor_make_feature (f->editor, kind);
  SandPoint points[] = { { 1, 1 }, { 5, 1 } };

  sand_feature_set_polyline (feature, points, G_N_ELEMENTS (points));
  sand_scenario_add_feature (f->scenario, feature);
}

/* The lists page's per-kind popover lists the kinds drawn, each with a hide
 * and a lock for all its features. */
static void
test_kind_toggles (void)
{
  Fixture f;
  GtkWidget *toggles;

  setup (&f, "m42");
  add_feature (&f, SAND_TERRAIN_WALL);
  add_feature (&f, SAND_TERRAIN_WALL);
  add_feature (&f, SAND_TERRAIN_ROAD);
  toggles = g_object_ref_sink (sand_kind_toggles_new (f.editor));

  g_assert_nonnull (find_named (toggles, "lock-road"));
  g_assert_null (find_named (toggles, "lock-hedge"));

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (find_named (toggles, "lock-wall")), TRUE);
  g_assert_true (sand_editor_is_kind_locked (f.editor, SAND_TERRAIN_WALL));
  g_assert_false (sand_editor_is_kind_locked (f.editor, SAND_TERRAIN_ROAD));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (find_named (toggles, "hide-road")), TRUE);
  g_assert_true (sand_editor_is_kind_hidden (f.editor, SAND_TERRAIN_ROAD));
  g_assert_false (sand_editor_is_kind_hidden (f.editor, SAND_TERRAIN_WALL));

  /* Opened again, it shows the state. */
  g_object_unref (toggles);
  toggles = g_object_ref_sink (sand_kind_toggles_new (f.editor));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (find_named (toggles, "lock-wall"))));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (find_named (toggles, "hide-wall"))));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (find_named (toggles, "lock-wall")), FALSE);
  g_assert_false (sand_editor_is_kind_locked (f.editor, SAND_TERRAIN_WALL));

  g_object_unref (toggles);
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
  g_test_add_func ("/inspector/scenario/ruleset", test_scenario_ruleset_row);
  g_test_add_func ("/inspector/lengths-in-cm", test_lengths_in_cm);
  g_test_add_func ("/inspector/unit/ruleset-not-installed/as-written", test_not_installed_as_written);
  g_test_add_func ("/inspector/feature/line-width-only-where-it-counts", test_line_width_only_where_it_counts);
  g_test_add_func ("/inspector/unit/facing-wraps", test_facing_wraps);
  g_test_add_func ("/palette/kind-defaults", test_kind_defaults);
  g_test_add_func ("/lists/kind-hide-lock", test_kind_toggles);

  return g_test_run ();
}
