/* test-history-properties.c: property edits, unit attributes, moves and turns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>

#include "history-fixture.h"

/* Properties */

static void
raise_hill (Fixture *f)
{
  set_property (f, f->hill, "level", G_TYPE_INT, 3);
}

static void
change_unit_side (Fixture *f)
{
  set_property (f, f->units[0], "side", SAND_TYPE_SIDE, f->blue);
}

static void
recolour_side (Fixture *f)
{
  set_property (f, f->red, "color", G_TYPE_STRING, "#ff8080");
}

static void
resize_table (Fixture *f)
{
  set_property (f, f->scenario, "width", G_TYPE_DOUBLE, 96.0);
}

static void
set_turn (Fixture *f)
{
  set_property (f, f->scenario, "turn", G_TYPE_INT, 4);
}

static void
test_property (Fixture       *f,
               gconstpointer  data)
{
  check_edit (f, rename_woods, "Change Feature");
  g_assert_cmpstr (sand_feature_get_name (f->woods), ==, "Dark Wood");
  check_edit (f, raise_hill, "Change Feature");
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 3);
  check_edit (f, rename_unit, "Change Unit");
  g_assert_cmpstr (sand_unit_get_name (f->units[0]), ==, "1st Squad");
  check_edit (f, change_unit_side, "Change Unit");
  g_assert_true (sand_unit_get_side (f->units[0]) == f->blue);
  check_edit (f, recolour_side, "Change Side");
  g_assert_cmpstr (sand_side_get_color (f->red), ==, "#ff8080");
  check_edit (f, resize_table, "Change Scenario");
  g_assert_cmpfloat (sand_scenario_get_width (f->scenario), ==, 96);
  check_edit (f, set_turn, "Change Scenario");
  g_assert_cmpint (sand_scenario_get_turn (f->scenario), ==, 4);

  /* The value it already has is no change. */
  check_no_step (f, retitle_same);

  /* Undo all seven, newest first. */
  for (guint i = 0; i < 7; i++)
    g_assert_true (sand_history_undo (f->history));
  g_assert_null (sand_feature_get_name (f->woods));
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 1);
  g_assert_true (sand_unit_get_side (f->units[0]) == f->red);
  g_assert_cmpstr (sand_side_get_color (f->red), ==, "#c00000");
  g_assert_cmpfloat (sand_scenario_get_width (f->scenario), ==, 72);
  g_assert_cmpint (sand_scenario_get_turn (f->scenario), ==, 1);
  g_assert_false (sand_history_get_can_undo (f->history));
}

static void
test_property_convert (Fixture       *f,
                       gconstpointer  data)
{
  g_auto (GValue) value = G_VALUE_INIT;

  /* An int for a double property is converted. */
  g_value_init (&value, G_TYPE_INT);
  g_value_set_int (&value, 60);
  g_assert_true (sand_edit_set_property (f->history, G_OBJECT (f->scenario), "height", &value));
  g_assert_cmpfloat (sand_scenario_get_height (f->scenario), ==, 60);

  /* Out of range is clamped, and the clamped value is what undo and redo see. */
  g_value_set_int (&value, 500);
  g_assert_true (sand_edit_set_property (f->history, G_OBJECT (f->hill), "level", &value));
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 100);
  sand_history_undo (f->history);
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 1);
  sand_history_redo (f->history);
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 100);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 2);
}

static void
test_property_invalid (Fixture       *f,
                       gconstpointer  data)
{
  g_auto (GValue) value = G_VALUE_INIT;
  g_auto (GValue) object = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_INT);
  g_value_set_int (&value, 2);
  g_test_expect_message ("Sandtable-Core", G_LOG_LEVEL_CRITICAL, "*no writable property “colour”*");
  g_assert_false (sand_edit_set_property (f->history, G_OBJECT (f->red), "colour", &value));
  g_test_assert_expected_messages ();

  g_value_init (&object, SAND_TYPE_SIDE);
  g_value_set_object (&object, f->red);
  g_test_expect_message ("Sandtable-Core", G_LOG_LEVEL_CRITICAL, "*cannot set property “level”*");
  g_assert_false (sand_edit_set_property (f->history, G_OBJECT (f->hill), "level", &object));
  g_test_assert_expected_messages ();

  g_assert_false (sand_history_get_can_undo (f->history));
}

/* Unit attributes */

static void
set_special (Fixture *f)
{
  sand_edit_set_unit_attr (f->history, f->units[1], "special", "pioneer");
}

static void
unset_mv (Fixture *f)
{
  sand_edit_set_unit_attr (f->history, f->units[1], "mv", NULL);
}

static void
set_mv_same (Fixture *f)
{
  sand_edit_set_unit_attr (f->history, f->units[2], "mv", "6");
}

static void
test_unit_attr (Fixture       *f,
                gconstpointer  data)
{
  check_edit (f, set_mv, "Change Unit");
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "mv"), ==, "4");
  check_edit (f, set_special, "Change Unit");
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "special"), ==, "pioneer");
  check_edit (f, unset_mv, "Change Unit");
  g_assert_null (sand_unit_get_attr (f->units[1], "mv"));
  check_no_step (f, set_mv_same);

  sand_history_undo (f->history);
  sand_history_undo (f->history);
  sand_history_undo (f->history);
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "mv"), ==, "6");
  g_assert_null (sand_unit_get_attr (f->units[1], "special"));

  /* Typing a value digit by digit inside a group is one change. */
  sand_history_begin_group (f->history, NULL);
  sand_edit_set_unit_attr (f->history, f->units[1], "mv", "1");
  sand_edit_set_unit_attr (f->history, f->units[1], "mv", "12");
  sand_edit_set_unit_attr (f->history, f->units[1], "mv", NULL);
  sand_edit_set_unit_attr (f->history, f->units[1], "mv", "3");
  sand_history_end_group (f->history);
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 1);
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "mv"), ==, "3");
  sand_history_undo (f->history);
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "mv"), ==, "6");
  sand_history_redo (f->history);
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "mv"), ==, "3");
}

/* Moves and turns */

static void
turn_unit_full_circle (Fixture *f)
{
  sand_edit_set_facing (f->history, f->units[3], 370 + 360);
}

static void
test_unit_move_turn (Fixture       *f,
                     gconstpointer  data)
{
  check_edit (f, move_unit, "Move Unit");
  g_assert_cmpfloat (sand_unit_get_x (f->units[4]), ==, 12.125);
  g_assert_cmpfloat (sand_unit_get_y (f->units[4]), ==, 7.5);
  check_no_step (f, move_unit_nowhere);

  check_edit (f, turn_unit, "Turn Unit");
  g_assert_cmpfloat (sand_unit_get_facing (f->units[3]), ==, 10);
  check_no_step (f, turn_unit_full_circle);

  sand_history_undo (f->history);
  sand_history_undo (f->history);
  g_assert_cmpfloat (sand_unit_get_facing (f->units[3]), ==, 0);
  g_assert_cmpfloat (sand_unit_get_x (f->units[4]), ==, 45);
  g_assert_cmpfloat (sand_unit_get_y (f->units[4]), ==, 36);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  HISTORY_TEST ("/history/unit/attr", test_unit_attr);
  HISTORY_TEST ("/history/unit/move-turn", test_unit_move_turn);
  HISTORY_TEST ("/history/property/each-kind", test_property);
  HISTORY_TEST ("/history/property/convert", test_property_convert);
  HISTORY_TEST ("/history/property/invalid", test_property_invalid);

  return g_test_run ();
}
