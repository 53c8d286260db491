/* test-clipboard.c: copying a piece of one table and pasting it into another.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-clipboard.h"
#include "sand-edit.h"
#include "sand-error.h"
#include "sand-scenario-io.h"

static SandScenario *
load_example (void)
{
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA");
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  SandScenario *scenario;

  g_assert_nonnull (data);
  path = g_build_filename (data, "scenarios", "crossroads.sandtable", NULL);
  file = g_file_new_for_path (path);
  scenario = sand_scenario_load_file (file, &error);
  g_assert_no_error (error);

  return scenario;
}

static GPtrArray *
pick (SandScenario *scenario,
      const char   *first_id,
      ...)
{
  GPtrArray *items = g_ptr_array_new ();
  va_list args;

  va_start (args, first_id);
  for (const char *id = first_id; id != NULL; id = va_arg (args, const char *))
    {
      gpointer item = sand_scenario_find_feature (scenario, id);

      if (item == NULL)
        item = sand_scenario_find_unit (scenario, id);
      g_assert_nonnull (item);
      g_ptr_array_add (items, item);
    }
  va_end (args);

  return items;
}

static SandScenario *
copy_of (SandScenario *scenario,
         GPtrArray    *items)
{
  g_autoptr(GBytes) bytes = sand_clipboard_serialize (scenario, items);
  g_autoptr(GError) error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  SandScenario *fragment;

  fragment = sand_clipboard_parse (data, size, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fragment);

  return fragment;
}

static void
test_serialize_selection (void)
{
  g_autoptr(SandScenario) scenario = load_example ();
  g_autoptr(GPtrArray) items = pick (scenario, "wall-garden", "cafe", "brandt", NULL);
  g_autoptr(SandScenario) fragment = copy_of (scenario, items);
  GListModel *features = sand_scenario_get_features (fragment);
  g_autoptr(SandFeature) first = NULL;
  g_autoptr(SandFeature) second = NULL;
  SandUnit *brandt;
  double x, y, w, h;

  /* Only the selection, in the scenario's drawing order (cafe below the wall). */
  g_assert_cmpuint (g_list_model_get_n_items (features), ==, 2);
  first = g_list_model_get_item (features, 0);
  second = g_list_model_get_item (features, 1);
  g_assert_cmpstr (sand_feature_get_id (first), ==, "cafe");
  g_assert_cmpstr (sand_feature_get_id (second), ==, "wall-garden");
  sand_feature_get_rect (first, &x, &y, &w, &h);
  g_assert_cmpfloat (x, ==, 27.0);
  g_assert_cmpfloat (h, ==, 3.0);
  g_assert_cmpint (sand_feature_get_floors (first), ==, 2);
  g_assert_cmpfloat (sand_feature_get_height (second), ==, 1.5);

  /* The unit comes with its side, and only that side. */
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (fragment)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_sides (fragment)), ==, 1);
  brandt = sand_scenario_find_unit (fragment, "brandt");
  g_assert_nonnull (brandt);
  g_assert_cmpstr (sand_side_get_id (sand_unit_get_side (brandt)), ==, "de");
  g_assert_cmpstr (sand_side_get_color (sand_unit_get_side (brandt)), ==, "#a40000");
  g_assert_cmpfloat (sand_unit_get_facing (brandt), ==, 225.0);
  g_assert_cmpstr (sand_unit_get_role (brandt), ==, "leader");
}

static void
test_paste_into_same (void)
{
  g_autoptr(SandScenario) scenario = load_example ();
  g_autoptr(SandHistory) history = sand_history_new (scenario);
  g_autoptr(GPtrArray) items = pick (scenario, "wood-hague", "pitts", NULL);
  g_autoptr(SandScenario) fragment = copy_of (scenario, items);
  g_autoptr(GPtrArray) pasted = NULL;
  guint n_features = g_list_model_get_n_items (sand_scenario_get_features (scenario));
  guint n_units = g_list_model_get_n_items (sand_scenario_get_units (scenario));
  guint n_sides = g_list_model_get_n_items (sand_scenario_get_sides (scenario));
  SandFeature *wood;
  SandUnit *unit;
  const SandPoint *points;
  guint n_points;

  pasted = sand_clipboard_paste (history, fragment, 1.0, 2.0);
  g_assert_cmpuint (pasted->len, ==, 2);
  wood = pasted->pdata[0];
  unit = pasted->pdata[1];

  /* Taken ids are replaced; the copy is moved and joins the existing side. */
  g_assert_cmpstr (sand_feature_get_id (wood), !=, "wood-hague");
  g_assert_true (g_str_has_prefix (sand_feature_get_id (wood), "wood-hague"));
  g_assert_true (sand_scenario_find_feature (scenario, sand_feature_get_id (wood)) == wood);
  points = sand_feature_get_points (wood, &n_points);
  g_assert_cmpuint (n_points, ==, 6);
  g_assert_cmpfloat (points[0].x, ==, 4.0);
  g_assert_cmpfloat (points[0].y, ==, 5.0);
  g_assert_cmpstr (sand_unit_get_id (unit), !=, "pitts");
  g_assert_true (sand_unit_get_side (unit) == sand_scenario_find_side (scenario, "us"));
  g_assert_cmpfloat (sand_unit_get_x (unit), ==, 13.0);
  g_assert_cmpfloat (sand_unit_get_y (unit), ==, 36.5);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_features (scenario)), ==, n_features + 1);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (scenario)), ==, n_units + 1);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_sides (scenario)), ==, n_sides);

  /* One step, and it undoes completely. */
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, 1);
  g_assert_cmpstr (sand_history_get_undo_label (history), ==, "Paste");
  g_assert_true (sand_history_undo (history));
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_features (scenario)), ==, n_features);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (scenario)), ==, n_units);
  g_assert_null (sand_scenario_find_feature (scenario, sand_feature_get_id (wood)));
  g_assert_true (sand_history_redo (history));
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (scenario)), ==, n_units + 1);
}

static void
test_paste_into_other (void)
{
  g_autoptr(SandScenario) scenario = load_example ();
  g_autoptr(GPtrArray) items = pick (scenario, "stream-odon", "brandt", "pitts", NULL);
  g_autoptr(SandScenario) fragment = copy_of (scenario, items);
  g_autoptr(SandScenario) other = sand_scenario_new ();
  g_autoptr(SandHistory) history = sand_history_new (other);
  g_autoptr(GPtrArray) pasted = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(SandScenario) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  gsize size;
  const char *data;

  pasted = sand_clipboard_paste (history, fragment, 0.0, 0.0);
  g_assert_cmpuint (pasted->len, ==, 3);

  /* Free ids are kept; both sides come along, with their colours. */
  g_assert_nonnull (sand_scenario_find_feature (other, "stream-odon"));
  g_assert_nonnull (sand_scenario_find_unit (other, "brandt"));
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_sides (other)), ==, 2);
  g_assert_cmpstr (sand_side_get_color (sand_scenario_find_side (other, "us")), ==, "#3465a4");
  g_assert_true (sand_unit_get_side (sand_scenario_find_unit (other, "brandt")) ==
                 sand_scenario_find_side (other, "de"));

  /* The result is a valid file. */
  saved = sand_scenario_to_bytes (other);
  data = g_bytes_get_data (saved, &size);
  reloaded = sand_scenario_load_data (data, size, "pasted", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (reloaded)), ==, 2);

  /* Undo takes the sides away too. */
  g_assert_true (sand_history_undo (history));
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_sides (other)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_features (other)), ==, 0);
}

/* A table with an officer and the figure he leads. */
static SandScenario *
squad (void)
{
  SandScenario *scenario = sand_scenario_new ();
  g_autoptr (SandSide) side = sand_side_new ("us", "Us", "#3465a4");
  g_autoptr (SandUnit) cpt = sand_unit_new ("cpt", "infantry", side, 5, 5);
  g_autoptr (SandUnit) man = sand_unit_new ("man", "infantry", side, 8, 5);

  sand_scenario_set_ruleset (scenario, "dbx-skirmish");
  sand_scenario_set_size (scenario, 48, 36);
  sand_scenario_add_side (scenario, side);
  sand_scenario_add_unit (scenario, cpt);
  sand_unit_set_attr (man, "officer", "cpt");
  sand_scenario_add_unit (scenario, man);
  return scenario;
}

/* Saved, @scenario reads again and is valid against its ruleset: each officer
 * it names is a unit of the figure's side. */
static void
assert_loads_again (SandScenario        *scenario,
                    SandRulesetRegistry *registry)
{
  g_autoptr (GBytes) saved = sand_scenario_to_bytes (scenario);
  g_autoptr (GError) error = NULL;
  gsize len;
  const char *text = g_bytes_get_data (saved, &len);
  g_autoptr (SandScenario) again = sand_scenario_load_data_for_rulesets (text, len, "saved.sandtable", registry,
                                                                          &error);

  g_assert_no_error (error);
  g_assert_nonnull (again);
}

/* dbx-skirmish: "2 PIP if all of the figure / group to be moved is over 24
 * from its Officer", an officer the ruleset reads from the figure's "officer",
 * declared type="unit". A figure pasted with its officer follows the officer's
 * copy; pasted alone where its officer is not, it has none; an officer renamed
 * keeps his figures. */
static void
test_paste_keeps_officers (void)
{
  g_autoptr (SandRulesetRegistry) registry = sand_ruleset_registry_new ();
  g_autoptr (SandScenario) scenario = squad ();
  g_autoptr (SandHistory) history = sand_history_new (scenario);
  g_autoptr (GPtrArray) both = pick (scenario, "cpt", "man", NULL);
  g_autoptr (SandScenario) fragment = copy_of (scenario, both);
  g_autoptr (GPtrArray) pasted = NULL;
  g_auto (GValue) id = G_VALUE_INIT;
  g_auto (GStrv) links = sand_ruleset_list_unit_links (sand_ruleset_registry_lookup (registry, "dbx-skirmish"));
  const char * const officer_only[] = { "officer", NULL };

  g_assert_cmpstrv (links, officer_only);
  sand_history_set_registry (history, registry);
  pasted = sand_clipboard_paste (history, fragment, 1.0, 1.0);
  g_assert_cmpuint (pasted->len, ==, 2);
  g_assert_cmpstr (sand_unit_get_attr (pasted->pdata[1], "officer"), ==, sand_unit_get_id (pasted->pdata[0]));
  g_assert_cmpstr (sand_unit_get_attr (pasted->pdata[1], "officer"), !=, "cpt");
  assert_loads_again (scenario, registry);

  /* alone into another table */
  g_autoptr (SandScenario) other = sand_scenario_new ();
  g_autoptr (SandHistory) other_history = sand_history_new (other);
  g_autoptr (GPtrArray) man = pick (scenario, "man", NULL);
  g_autoptr (SandScenario) alone = copy_of (scenario, man);
  sand_scenario_set_size (other, 48, 36);
  sand_scenario_set_ruleset (other, "dbx-skirmish");
  sand_history_set_registry (other_history, registry);
  g_autoptr (GPtrArray) pasted_alone = sand_clipboard_paste (other_history, alone, 0.0, 0.0);
  g_assert_null (sand_unit_get_attr (pasted_alone->pdata[0], "officer"));
  assert_loads_again (other, registry);
  /* alone into its own table, its officer is still there */
  g_autoptr (GPtrArray) pasted_home = sand_clipboard_paste (history, alone, 2.0, 2.0);
  g_assert_cmpstr (sand_unit_get_attr (pasted_home->pdata[0], "officer"), ==, "cpt");

  /* the officer renamed: his figures follow, and back with undo */
  g_value_init (&id, G_TYPE_STRING);
  g_value_set_string (&id, "captain");
  g_assert_true (sand_edit_set_property (history, G_OBJECT (sand_scenario_find_unit (scenario, "cpt")), "id", &id));
  g_assert_cmpstr (sand_unit_get_attr (sand_scenario_find_unit (scenario, "man"), "officer"), ==, "captain");
  g_assert_cmpstr (sand_unit_get_attr (pasted_home->pdata[0], "officer"), ==, "captain");
  assert_loads_again (scenario, registry);
  sand_history_undo (history);
  g_assert_cmpstr (sand_unit_get_attr (sand_scenario_find_unit (scenario, "man"), "officer"), ==, "cpt");
  g_assert_nonnull (sand_scenario_find_unit (scenario, "cpt"));
}

static void
test_parse_garbage (void)
{
  const char *text = "not a scenario at all";
  g_autoptr(GError) error = NULL;
  g_autoptr(SandScenario) fragment = sand_clipboard_parse (text, strlen (text), &error);

  g_assert_null (fragment);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "clipboard:"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/clipboard/serialize/selection", test_serialize_selection);
  g_test_add_func ("/clipboard/paste/same-table", test_paste_into_same);
  g_test_add_func ("/clipboard/paste/other-table", test_paste_into_other);
  g_test_add_func ("/clipboard/parse/garbage", test_parse_garbage);
  g_test_add_func ("/clipboard/paste/officers", test_paste_keeps_officers);

  return g_test_run ();
}
