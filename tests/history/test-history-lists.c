/* test-history-lists.c: adding, inserting, removing and reordering features, units and sides.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>

#include "history-fixture.h"
#include "sand-scenario-io.h"

/* Features */

static void
add_marsh (Fixture *f)
{
  g_autoptr (SandFeature) marsh = sand_feature_new ("marsh1", SAND_TERRAIN_MARSH);

  sand_feature_set_ellipse (marsh, 30, 10, 4, 3);
  sand_edit_add_feature (f->history, marsh);
}

static void
test_feature_add (Fixture       *f,
                  gconstpointer  data)
{
  GListModel *features = sand_scenario_get_features (f->scenario);

  check_edit (f, add_marsh, "Add Feature");
  g_assert_cmpuint (g_list_model_get_n_items (features), ==, 6);
  g_assert_cmpstr (sand_feature_get_id (item_at (features, 5)), ==, "marsh1");
  sand_history_undo (f->history);
  g_assert_cmpuint (g_list_model_get_n_items (features), ==, 5);
  g_assert_null (sand_scenario_find_feature (f->scenario, "marsh1"));
}

static void
insert_wall_second (Fixture *f)
{
  static const SandPoint wall[] = { { 1, 1 }, { 5, 1 } };
  g_autoptr (SandFeature) feature = sand_feature_new ("wall1", SAND_TERRAIN_WALL);

  sand_feature_set_polyline (feature, wall, G_N_ELEMENTS (wall));
  sand_edit_insert_feature (f->history, 1, feature);
}

static void
test_feature_insert (Fixture       *f,
                     gconstpointer  data)
{
  GListModel *features = sand_scenario_get_features (f->scenario);

  check_edit (f, insert_wall_second, "Add Feature");
  g_assert_true (item_at (features, 0) == f->woods);
  g_assert_cmpstr (sand_feature_get_id (item_at (features, 1)), ==, "wall1");
  g_assert_true (item_at (features, 2) == f->road);
}

static void
test_feature_remove (Fixture       *f,
                     gconstpointer  data)
{
  GListModel *features = sand_scenario_get_features (f->scenario);

  check_edit (f, remove_hill, "Remove Feature");
  g_assert_null (sand_scenario_find_feature (f->scenario, "hill1"));
  g_assert_true (item_at (features, 2) == f->house);
  sand_history_undo (f->history);
  g_assert_true (item_at (features, 2) == f->hill);
}

static void
raise_woods (Fixture *f)
{
  sand_edit_reorder_feature (f->history, 0, 3);
}

static void
lower_well (Fixture *f)
{
  sand_edit_reorder_feature (f->history, 4, 1);
}

static void
reorder_nowhere (Fixture *f)
{
  sand_edit_reorder_feature (f->history, 2, 2);
}

static void
test_feature_reorder (Fixture       *f,
                      gconstpointer  data)
{
  GListModel *features = sand_scenario_get_features (f->scenario);

  check_edit (f, raise_woods, "Raise Feature");
  g_assert_true (item_at (features, 0) == f->road);
  g_assert_true (item_at (features, 3) == f->woods);
  g_assert_true (item_at (features, 4) == f->well);

  check_edit (f, lower_well, "Lower Feature");
  g_assert_true (item_at (features, 1) == f->well);
  g_assert_true (item_at (features, 4) == f->woods);

  check_no_step (f, reorder_nowhere);

  /* Raising one step at a time during a gesture is one move. */
  sand_history_begin_group (f->history, NULL);
  for (guint i = 0; i < 4; i++)
    sand_edit_reorder_feature (f->history, i, i + 1);
  sand_history_end_group (f->history);
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 1);
  g_assert_true (item_at (features, 4) == f->road);
  sand_history_undo (f->history);
  g_assert_true (item_at (features, 0) == f->road);
  g_assert_true (item_at (features, 1) == f->well);
}

static void
test_remove_absent (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr (SandFeature) stray = sand_feature_new ("stray", SAND_TERRAIN_ROUGH);

  g_test_expect_message ("Sandtable-Core", G_LOG_LEVEL_CRITICAL, "*not in the scenario*");
  sand_edit_remove_feature (f->history, stray);
  g_test_assert_expected_messages ();
  g_assert_false (sand_history_get_can_undo (f->history));
}

/* Units */

static void
add_unit (Fixture *f)
{
  g_autoptr (SandUnit) unit = sand_unit_new ("u9", "mg", f->blue, 33, 12);

  sand_edit_add_unit (f->history, unit);
}

static void
remove_third_unit (Fixture *f)
{
  sand_edit_remove_unit (f->history, f->units[2]);
}

static void
test_unit_add_remove (Fixture       *f,
                      gconstpointer  data)
{
  GListModel *units = sand_scenario_get_units (f->scenario);

  check_edit (f, add_unit, "Add Unit");
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 6);
  g_assert_cmpstr (sand_unit_get_id (item_at (units, 5)), ==, "u9");

  check_edit (f, remove_third_unit, "Remove Unit");
  g_assert_null (sand_scenario_find_unit (f->scenario, "u3"));
  g_assert_true (item_at (units, 2) == f->units[3]);
  sand_history_undo (f->history);
  for (guint i = 0; i < G_N_ELEMENTS (f->units); i++)
    g_assert_true (item_at (units, i) == f->units[i]);
}

/* dbx-skirmish reads a figure's "officer" (declared type="unit"), and "if the
 * Officer has been lost" a move costs more. Removing an officer: the figures
 * he led lose him in the same step, and the file saved then is valid against
 * the ruleset (it would name an officer it lacks); undo brings both back.
 * Without the ruleset nothing says "officer" names a unit: it is kept as
 * written. */
static void
test_unit_remove_officer (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandSide) side = sand_side_new ("us", "Us", "#3465a4");
  g_autoptr (SandUnit) captain = sand_unit_new ("cpt", "infantry", side, 5, 5);
  g_autoptr (SandUnit) man = sand_unit_new ("man", "infantry", side, 8, 5);
  g_autoptr (SandHistory) history = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (SandRulesetRegistry) registry = sand_ruleset_registry_new ();

  sand_scenario_set_ruleset (scenario, "dbx-skirmish");
  sand_scenario_set_size (scenario, 48, 36);
  sand_scenario_add_side (scenario, side);
  sand_scenario_add_unit (scenario, captain);
  sand_scenario_add_unit (scenario, man);
  sand_unit_set_attr (man, "officer", "cpt");
  history = sand_history_new (scenario);

  sand_edit_remove_unit (history, captain);
  g_assert_cmpstr (sand_unit_get_attr (man, "officer"), ==, "cpt");
  sand_history_undo (history);
  sand_history_set_registry (history, registry);
  sand_edit_remove_unit (history, captain);
  g_assert_null (sand_scenario_find_unit (scenario, "cpt"));
  g_assert_null (sand_unit_get_attr (man, "officer"));
  g_assert_cmpstr (sand_history_get_undo_label (history), ==, "Remove Unit");

  g_autoptr (GBytes) saved = sand_scenario_to_bytes (scenario);
  gsize len;
  const char *text = g_bytes_get_data (saved, &len);
  g_autoptr (SandScenario) again = sand_scenario_load_data_for_rulesets (text, len, "saved.sandtable", registry,
                                                                          &error);
  g_assert_no_error (error);
  g_assert_nonnull (again);

  sand_history_undo (history);
  g_assert_cmpstr (sand_unit_get_attr (man, "officer"), ==, "cpt");
  g_assert_nonnull (sand_scenario_find_unit (scenario, "cpt"));
}

/* The last red unit to the first red unit's place, past blue's. */
static void
unit_to_front (Fixture *f)
{
  sand_edit_reorder_unit (f->history, 4, 0);
}

static void
unit_back (Fixture *f)
{
  sand_edit_reorder_unit (f->history, 0, 1);
}

static void
unit_nowhere (Fixture *f)
{
  sand_edit_reorder_unit (f->history, 3, 3);
}

/* @side's units in list order, as ids joined by spaces. */
static char *
side_units (Fixture  *f,
            SandSide *side)
{
  GListModel *units = sand_scenario_get_units (f->scenario);
  GString *ids = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    if (sand_unit_get_side (item_at (units, i)) == side)
      g_string_append_printf (ids, "%s%s", ids->len > 0 ? " " : "", sand_unit_get_id (item_at (units, i)));
  return g_string_free (ids, FALSE);
}

static void
test_unit_reorder (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *blue_before = side_units (f, f->blue);
  g_autofree char *red = NULL;
  g_autofree char *blue = NULL;

  check_edit (f, unit_to_front, "Move Unit Up");
  red = side_units (f, f->red);
  g_assert_cmpstr (red, ==, "u5 u1 u3");
  blue = side_units (f, f->blue);
  g_assert_cmpstr (blue, ==, blue_before);

  check_edit (f, unit_back, "Move Unit Down");
  g_clear_pointer (&red, g_free);
  red = side_units (f, f->red);
  g_assert_cmpstr (red, ==, "u1 u5 u3");

  check_no_step (f, unit_nowhere);

  /* Lowering one place at a time during a gesture is one move. */
  sand_history_undo (f->history);
  sand_history_undo (f->history);
  sand_history_begin_group (f->history, NULL);
  sand_edit_reorder_unit (f->history, 0, 2);
  sand_edit_reorder_unit (f->history, 2, 4);
  sand_history_end_group (f->history);
  g_clear_pointer (&red, g_free);
  red = side_units (f, f->red);
  g_assert_cmpstr (red, ==, "u3 u5 u1");
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 1);
  sand_history_undo (f->history);
  for (guint i = 0; i < G_N_ELEMENTS (f->units); i++)
    g_assert_true (item_at (sand_scenario_get_units (f->scenario), i) == f->units[i]);
}

/* A unit does not move onto another side's place. */
static void
test_unit_reorder_other_side (Fixture       *f,
                              gconstpointer  data)
{
  g_test_expect_message ("Sandtable-Core", G_LOG_LEVEL_CRITICAL, "*sand_unit_get_side*");
  sand_edit_reorder_unit (f->history, 0, 1);
  g_test_assert_expected_messages ();
  g_assert_false (sand_history_get_can_undo (f->history));
  g_assert_true (item_at (sand_scenario_get_units (f->scenario), 0) == f->units[0]);
}

/* Sides */

static void
red_down (Fixture *f)
{
  sand_edit_reorder_side (f->history, 0, 1);
}

static void
blue_up (Fixture *f)
{
  sand_edit_reorder_side (f->history, 1, 0);
}

static void
test_side_reorder (Fixture       *f,
                   gconstpointer  data)
{
  GListModel *sides = sand_scenario_get_sides (f->scenario);
  GListModel *units = sand_scenario_get_units (f->scenario);

  /* The sides change places; every unit stays where it was, with its side. */
  check_edit (f, red_down, "Move Side Down");
  g_assert_true (item_at (sides, 0) == f->blue);
  g_assert_true (item_at (sides, 1) == f->red);
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, G_N_ELEMENTS (f->units));
  for (guint i = 0; i < G_N_ELEMENTS (f->units); i++)
    {
      g_assert_true (item_at (units, i) == f->units[i]);
      g_assert_true (sand_unit_get_side (f->units[i]) == (i % 2 ? f->blue : f->red));
    }

  check_edit (f, blue_up, "Move Side Up");
  g_assert_true (item_at (sides, 0) == f->red);
}

static void
remove_red (Fixture *f)
{
  sand_edit_remove_side (f->history, f->red);
}

static void
test_side_add (Fixture       *f,
               gconstpointer  data)
{
  GListModel *sides = sand_scenario_get_sides (f->scenario);

  check_edit (f, add_side, "Add Side");
  g_assert_cmpuint (g_list_model_get_n_items (sides), ==, 3);
  g_assert_cmpstr (sand_side_get_id (item_at (sides, 2)), ==, "green");
}

static void
test_side_remove (Fixture       *f,
                  gconstpointer  data)
{
  GListModel *sides = sand_scenario_get_sides (f->scenario);
  GListModel *units = sand_scenario_get_units (f->scenario);

  /* Red owns units 1, 3 and 5, interleaved with blue's. */
  check_edit (f, remove_red, "Remove Side");
  g_assert_cmpuint (g_list_model_get_n_items (sides), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 2);
  g_assert_true (item_at (units, 0) == f->units[1]);
  g_assert_true (item_at (units, 1) == f->units[3]);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1);

  g_assert_true (sand_history_undo (f->history));
  g_assert_true (item_at (sides, 0) == f->red);
  g_assert_true (item_at (sides, 1) == f->blue);
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (f->units); i++)
    {
      g_assert_true (item_at (units, i) == f->units[i]);
      g_assert_true (sand_unit_get_side (f->units[i]) == (i % 2 ? f->blue : f->red));
    }

  /* The second side, removed after the first, comes back second. */
  sand_history_redo (f->history);
  sand_edit_remove_side (f->history, f->blue);
  g_assert_cmpuint (g_list_model_get_n_items (units), ==, 0);
  sand_history_undo (f->history);
  sand_history_undo (f->history);
  g_assert_true (item_at (sides, 0) == f->red);
  g_assert_true (item_at (sides, 1) == f->blue);
  for (guint i = 0; i < G_N_ELEMENTS (f->units); i++)
    g_assert_true (item_at (units, i) == f->units[i]);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  HISTORY_TEST ("/history/feature/add", test_feature_add);
  HISTORY_TEST ("/history/feature/insert", test_feature_insert);
  HISTORY_TEST ("/history/feature/remove", test_feature_remove);
  HISTORY_TEST ("/history/feature/reorder", test_feature_reorder);
  HISTORY_TEST ("/history/feature/remove-absent", test_remove_absent);
  HISTORY_TEST ("/history/unit/add-remove", test_unit_add_remove);
  HISTORY_TEST ("/history/unit/remove-officer", test_unit_remove_officer);
  HISTORY_TEST ("/history/unit/reorder", test_unit_reorder);
  HISTORY_TEST ("/history/unit/reorder-other-side", test_unit_reorder_other_side);
  HISTORY_TEST ("/history/side/add", test_side_add);
  HISTORY_TEST ("/history/side/reorder", test_side_reorder);
  HISTORY_TEST ("/history/side/remove-with-units", test_side_remove);

  return g_test_run ();
}
