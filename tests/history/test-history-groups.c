/* test-history-groups.c: groups of edits, merging within them, and edits refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>

#include "history-fixture.h"

static void
test_group_drag (Fixture       *f,
                 gconstpointer  data)
{
  SandUnit *unit = f->units[0];
  g_autofree char *before = describe (f->scenario, TRUE);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  /* A drag: thirty small moves as the pointer goes. */
  sand_history_begin_group (f->history, "Drag");
  g_assert_true (sand_history_in_group (f->history));
  for (guint i = 1; i <= 30; i++)
    sand_edit_move_unit (f->history, unit, 5 + 0.5 * i, 40 - 0.25 * i);
  g_assert_false (sand_history_get_can_undo (f->history));
  sand_history_end_group (f->history);
  g_assert_false (sand_history_in_group (f->history));

  after = describe (f->scenario, TRUE);
  g_assert_cmpfloat (sand_unit_get_x (unit), ==, 20);
  g_assert_cmpfloat (sand_unit_get_y (unit), ==, 32.5);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1);
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 1);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Drag");

  g_assert_true (sand_history_undo (f->history));
  undone = describe (f->scenario, TRUE);
  g_assert_cmpstr (undone, ==, before);
  g_assert_false (sand_history_get_can_undo (f->history));
  g_assert_true (sand_history_redo (f->history));
  redone = describe (f->scenario, TRUE);
  g_assert_cmpstr (redone, ==, after);
}

static void
test_group_mixed (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *before = describe (f->scenario, TRUE);
  g_autofree char *undone = NULL;
  static const SandPoint woods_moved[] = { { 11, 10 }, { 21, 10 }, { 23, 18 }, { 13, 20 } };

  /* Moving a selection of two units and a feature: the moves alternate, so they do
   * not merge, and a paste-like add rides along. Nested groups fold in. The group
   * has no label, so the first edit names it. */
  sand_history_begin_group (f->history, NULL);
  for (guint i = 1; i <= 10; i++)
    {
      sand_history_begin_group (f->history, "Inner");
      sand_edit_move_unit (f->history, f->units[0], 5 + i, 40);
      sand_edit_move_unit (f->history, f->units[1], 15 + i, 39);
      sand_edit_translate_feature (f->history, f->woods, 0.1, 0);
      sand_history_end_group (f->history);
    }
  add_side (f);
  set_mv (f);
  set_mv (f);
  sand_history_end_group (f->history);

  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Move Unit");
  /* 30 moves that never follow one of the same object, the side, one attribute. */
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 32);
  g_assert_cmpfloat (sand_unit_get_x (f->units[0]), ==, 15);
  g_assert_cmpfloat (sand_unit_get_x (f->units[1]), ==, 25);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_sides (f->scenario)), ==, 3);

  sand_history_undo (f->history);
  undone = describe (f->scenario, TRUE);
  g_assert_cmpstr (undone, ==, before);

  /* Redo puts the feature where the last of its moves left it. */
  sand_history_redo (f->history);
  for (guint i = 0; i < G_N_ELEMENTS (woods_moved); i++)
    {
      const SandPoint *points = sand_feature_get_points (f->woods, NULL);
      g_assert_cmpfloat_with_epsilon (points[i].x, woods_moved[i].x, 1e-9);
      g_assert_cmpfloat_with_epsilon (points[i].y, woods_moved[i].y, 1e-9);
    }
}

static void
test_group_merge_property (Fixture       *f,
                           gconstpointer  data)
{
  /* A slider dragged across values, then back: one step, first old to last new. */
  sand_history_begin_group (f->history, NULL);
  for (int level = 2; level <= 9; level++)
    set_property (f, f->hill, "level", G_TYPE_INT, level);
  for (int turn = 0; turn < 40; turn += 10)
    sand_edit_set_facing (f->history, f->units[2], turn);
  set_property (f, f->hill, "level", G_TYPE_INT, 5);
  sand_history_end_group (f->history);

  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 1);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Change Feature");
  /* Levels 2…9 merge, the turns merge; level 5 follows a turn, so stands apart. */
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 3);
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 5);
  g_assert_cmpfloat (sand_unit_get_facing (f->units[2]), ==, 30);
  sand_history_undo (f->history);
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 1);
  g_assert_cmpfloat (sand_unit_get_facing (f->units[2]), ==, 0);
  sand_history_redo (f->history);
  g_assert_cmpint (sand_feature_get_level (f->hill), ==, 5);
  g_assert_cmpfloat (sand_unit_get_facing (f->units[2]), ==, 30);
}

static void
test_group_empty (Fixture       *f,
                  gconstpointer  data)
{
  move_unit (f);
  sand_history_undo (f->history);
  g_assert_true (sand_history_get_can_redo (f->history));

  /* Nothing performed, nothing recorded, and what could be redone still can be. */
  sand_history_begin_group (f->history, "Nothing");
  sand_history_begin_group (f->history, "Still nothing");
  retitle_same (f);
  sand_history_end_group (f->history);
  sand_edit_move_unit (f->history, f->units[4], 45, 36);
  sand_history_end_group (f->history);
  g_assert_false (sand_history_get_can_undo (f->history));
  g_assert_true (sand_history_get_can_redo (f->history));
  g_assert_cmpstr (sand_history_get_redo_label (f->history), ==, "Move Unit");
}

static void
test_group_undo_refused (Fixture       *f,
                         gconstpointer  data)
{
  move_unit (f);
  sand_history_begin_group (f->history, "Drag");
  g_test_expect_message ("Sandtable-Core", G_LOG_LEVEL_CRITICAL, "*depth == 0*");
  g_assert_false (sand_history_undo (f->history));
  g_test_assert_expected_messages ();
  sand_history_end_group (f->history);
  g_assert_cmpfloat (sand_unit_get_x (f->units[4]), ==, 12.125);
  g_assert_true (sand_history_undo (f->history));
}

/* A view that reacts to a change by editing must not record during undo. */
static void
edit_back_cb (SandUnit *unit,
              Fixture  *f)
{
  sand_edit_set_unit_attr (f->history, unit, "mv", "99");
}

static void
test_replay_refuses_edits (Fixture       *f,
                           gconstpointer  data)
{
  set_mv (f);
  g_signal_connect (f->units[1], "changed", G_CALLBACK (edit_back_cb), f);
  g_test_expect_message ("Sandtable-Core", G_LOG_LEVEL_CRITICAL, "*replaying*");
  g_assert_true (sand_history_undo (f->history));
  g_test_assert_expected_messages ();
  g_signal_handlers_disconnect_by_func (f->units[1], edit_back_cb, f);
  g_assert_cmpstr (sand_unit_get_attr (f->units[1], "mv"), ==, "6");
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, 0);
  g_assert_cmpuint (sand_history_get_n_redo (f->history), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  HISTORY_TEST ("/history/group/drag", test_group_drag);
  HISTORY_TEST ("/history/group/mixed", test_group_mixed);
  HISTORY_TEST ("/history/group/merge-property", test_group_merge_property);
  HISTORY_TEST ("/history/group/empty", test_group_empty);
  HISTORY_TEST ("/history/group/undo-refused", test_group_undo_refused);
  HISTORY_TEST ("/history/group/replay-refuses-edits", test_replay_refuses_edits);

  return g_test_run ();
}
