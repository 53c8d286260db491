/* test-history-stack.c: the history itself: its first state, the saved state, notifications,
 * the limit, clearing, and a whole session undone and redone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>

#include "history-fixture.h"

static void
test_initial (Fixture       *f,
              gconstpointer  data)
{
  g_assert_true (sand_history_get_scenario (f->history) == f->scenario);
  g_assert_false (sand_history_get_can_undo (f->history));
  g_assert_false (sand_history_get_can_redo (f->history));
  g_assert_null (sand_history_get_undo_label (f->history));
  g_assert_null (sand_history_get_redo_label (f->history));
  g_assert_true (sand_history_get_is_clean (f->history));
  g_assert_cmpuint (sand_history_get_limit (f->history), ==, SAND_HISTORY_DEFAULT_LIMIT);
  g_assert_false (sand_history_undo (f->history));
  g_assert_false (sand_history_redo (f->history));
}

/* The saved state */

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
test_clean (Fixture       *f,
            gconstpointer  data)
{
  guint clean_notes = 0;

  g_signal_connect (f->history, "notify::is-clean", G_CALLBACK (count_cb), &clean_notes);

  g_assert_true (sand_history_get_is_clean (f->history));
  move_unit (f);
  g_assert_false (sand_history_get_is_clean (f->history));
  g_assert_cmpuint (clean_notes, ==, 1);
  sand_history_undo (f->history);
  g_assert_true (sand_history_get_is_clean (f->history));
  g_assert_cmpuint (clean_notes, ==, 2);
  sand_history_redo (f->history);
  g_assert_false (sand_history_get_is_clean (f->history));

  /* Saved after two edits: undoing leaves it, redoing comes back. */
  turn_unit (f);
  sand_history_mark_clean (f->history);
  g_assert_true (sand_history_get_is_clean (f->history));
  sand_history_undo (f->history);
  g_assert_false (sand_history_get_is_clean (f->history));
  sand_history_undo (f->history);
  g_assert_false (sand_history_get_is_clean (f->history));
  sand_history_redo (f->history);
  sand_history_redo (f->history);
  g_assert_true (sand_history_get_is_clean (f->history));

  /* An edit after the saved state, undone, is clean again. */
  rename_woods (f);
  g_assert_false (sand_history_get_is_clean (f->history));
  sand_history_undo (f->history);
  g_assert_true (sand_history_get_is_clean (f->history));

  /* Undo past the saved state, then edit: the saved state is gone for good. */
  sand_history_undo (f->history);
  remove_hill (f);
  g_assert_false (sand_history_get_is_clean (f->history));
  sand_history_undo (f->history);
  g_assert_false (sand_history_get_is_clean (f->history));
  sand_history_undo (f->history);
  g_assert_false (sand_history_get_is_clean (f->history));
  sand_history_redo (f->history);
  sand_history_redo (f->history);
  g_assert_false (sand_history_get_is_clean (f->history));

  /* Until it is saved again. */
  sand_history_mark_clean (f->history);
  g_assert_true (sand_history_get_is_clean (f->history));
}

static void
test_notify (Fixture       *f,
             gconstpointer  data)
{
  guint undo_notes = 0, redo_notes = 0, label_notes = 0;
  g_autofree char *label = NULL;
  gboolean can_redo;

  g_signal_connect (f->history, "notify::can-undo", G_CALLBACK (count_cb), &undo_notes);
  g_signal_connect (f->history, "notify::can-redo", G_CALLBACK (count_cb), &redo_notes);
  g_signal_connect (f->history, "notify::undo-label", G_CALLBACK (count_cb), &label_notes);

  move_unit (f);
  g_assert_cmpuint (undo_notes, ==, 1);
  g_assert_cmpuint (label_notes, ==, 1);
  /* A second edit of the same kind: still can undo, same label, nothing to say. */
  sand_edit_move_unit (f->history, f->units[4], 1, 1);
  g_assert_cmpuint (undo_notes, ==, 1);
  g_assert_cmpuint (label_notes, ==, 1);
  turn_unit (f);
  g_assert_cmpuint (label_notes, ==, 2);

  sand_history_undo (f->history);
  g_assert_cmpuint (redo_notes, ==, 1);
  g_assert_cmpuint (label_notes, ==, 3);
  g_object_get (f->history, "undo-label", &label, "can-redo", &can_redo, NULL);
  g_assert_cmpstr (label, ==, "Move Unit");
  g_assert_true (can_redo);

  /* A new edit drops the redo list. */
  rename_unit (f);
  g_assert_false (sand_history_get_can_redo (f->history));
  g_assert_cmpuint (redo_notes, ==, 2);
  g_assert_cmpuint (sand_history_get_n_redo (f->history), ==, 0);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 3);
}

static void
test_limit (Fixture       *f,
            gconstpointer  data)
{
  sand_history_set_limit (f->history, 5);
  sand_history_mark_clean (f->history);
  for (guint i = 1; i <= 8; i++)
    sand_edit_move_unit (f->history, f->units[0], i, i);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 5);

  while (sand_history_undo (f->history))
    ;
  /* The three oldest steps are forgotten; so is the saved state before them. */
  g_assert_cmpfloat (sand_unit_get_x (f->units[0]), ==, 3);
  g_assert_false (sand_history_get_is_clean (f->history));
  g_assert_cmpuint (sand_history_get_n_redo (f->history), ==, 5);

  /* Lowering the limit keeps what can be redone over what was done long ago. */
  sand_history_redo (f->history);
  sand_history_redo (f->history);
  sand_history_set_limit (f->history, 3);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 0);
  g_assert_cmpuint (sand_history_get_n_redo (f->history), ==, 3);
  g_assert_cmpfloat (sand_unit_get_x (f->units[0]), ==, 5);

  sand_history_redo (f->history);
  sand_history_mark_clean (f->history);
  sand_history_set_limit (f->history, 1);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 0);
  g_assert_cmpuint (sand_history_get_n_redo (f->history), ==, 2);
  g_assert_true (sand_history_get_is_clean (f->history));

  /* No limit keeps everything. */
  sand_history_set_limit (f->history, 0);
  for (guint i = 0; i < 1500; i++)
    sand_edit_move_unit (f->history, f->units[0], i, 0);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1500);
}

static void
test_default_limit (Fixture       *f,
                    gconstpointer  data)
{
  for (guint i = 1; i <= SAND_HISTORY_DEFAULT_LIMIT + 10; i++)
    sand_edit_move_unit (f->history, f->units[1], i, 0);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, SAND_HISTORY_DEFAULT_LIMIT);
  while (sand_history_undo (f->history))
    ;
  g_assert_cmpfloat (sand_unit_get_x (f->units[1]), ==, 10);
}

static void
test_clear (Fixture       *f,
            gconstpointer  data)
{
  move_unit (f);
  turn_unit (f);
  sand_history_undo (f->history);
  sand_history_clear (f->history);
  g_assert_false (sand_history_get_can_undo (f->history));
  g_assert_false (sand_history_get_can_redo (f->history));
  g_assert_false (sand_history_get_is_clean (f->history));
  g_assert_cmpfloat (sand_unit_get_x (f->units[4]), ==, 12.125);

  sand_history_mark_clean (f->history);
  move_unit_nowhere (f);
  sand_history_clear (f->history);
  g_assert_true (sand_history_get_is_clean (f->history));
}

/* From an empty table to a small scenario and back, one edit at a time. */
static void
test_end_to_end (void)
{
  static const SandPoint woods[] = { { 10, 10 }, { 24, 8 }, { 28, 20 }, { 16, 26 }, { 8, 18 } };
  static const SandPoint road[] = { { 0, 24 }, { 30, 26 }, { 72, 20 } };
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandScenario) fresh = sand_scenario_new ();
  g_autoptr (SandHistory) history = sand_history_new (scenario);
  g_autoptr (SandSide) allies = sand_side_new ("allies", "Allies", "#3060c0");
  g_autoptr (SandSide) axis = sand_side_new ("axis", "Axis", "#808080");
  g_autoptr (SandFeature) wood = sand_feature_new ("wood1", SAND_TERRAIN_WOODS);
  g_autoptr (SandFeature) lane = sand_feature_new ("road1", SAND_TERRAIN_ROAD);
  g_autofree char *empty = describe (fresh, FALSE);
  g_autofree char *built = NULL;
  g_autofree char *rebuilt = NULL;
  g_autofree char *unbuilt = NULL;
  g_auto (GValue) title = G_VALUE_INIT;
  guint steps = 0;

  g_value_init (&title, G_TYPE_STRING);
  g_value_set_string (&title, "Hold the Lane");
  g_assert_true (sand_edit_set_property (history, G_OBJECT (scenario), "title", &title));
  sand_edit_add_side (history, allies);
  sand_edit_add_side (history, axis);

  /* The woods are drawn as a point-by-point polygon: one step. */
  sand_history_begin_group (history, "Draw Woods");
  sand_edit_add_feature (history, wood);
  sand_edit_set_points (history, wood, SAND_GEOMETRY_POLYGON, woods, 3);
  for (guint i = 3; i < G_N_ELEMENTS (woods); i++)
    sand_edit_insert_vertex (history, wood, i, woods[i].x, woods[i].y);
  sand_history_end_group (history);

  sand_edit_add_feature (history, lane);
  sand_edit_set_points (history, lane, SAND_GEOMETRY_POLYLINE, road, G_N_ELEMENTS (road));
  sand_edit_reorder_feature (history, 1, 0);

  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *id = sand_scenario_make_id (scenario, "u");
      g_autoptr (SandUnit) unit = sand_unit_new (id, "rifle", i < 2 ? allies : axis,
                                                 10 + i * 12, 40);
      sand_edit_add_unit (history, unit);
      sand_edit_set_unit_attr (history, unit, "mv", "6");
      sand_edit_set_facing (history, unit, i < 2 ? 0 : 180);
    }
  sand_edit_move_unit (history, sand_scenario_find_unit (scenario, "u1"), 20, 30);
  built = describe (scenario, FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (scenario)), ==, 4);

  while (sand_history_undo (history))
    steps++;
  /* 20 edits, less the two turns to the facing the allies already had. */
  g_assert_cmpuint (steps, ==, 18);
  unbuilt = describe (scenario, FALSE);
  g_assert_cmpstr (unbuilt, ==, empty);

  while (sand_history_redo (history))
    ;
  rebuilt = describe (scenario, FALSE);
  g_assert_cmpstr (rebuilt, ==, built);
  g_assert_cmpstr (sand_history_get_undo_label (history), ==, "Move Unit");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  HISTORY_TEST ("/history/initial", test_initial);
  HISTORY_TEST ("/history/clean", test_clean);
  HISTORY_TEST ("/history/notify", test_notify);
  HISTORY_TEST ("/history/limit", test_limit);
  HISTORY_TEST ("/history/limit/default", test_default_limit);
  HISTORY_TEST ("/history/clear", test_clear);
  g_test_add_func ("/history/end-to-end", test_end_to_end);

  return g_test_run ();
}
