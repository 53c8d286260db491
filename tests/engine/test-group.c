/* test-group.c: units of many figures moving together — a formation's reach
 * as one figure's on the figures' ground laid over one another, a column's,
 * and M42's coherency (wheels: test-group-wheel.c) — against answers worked by hand on
 * small tables of the shipped rulesets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ruleset-table.h"
#include "sand-edit-play.h"
#include "sand-group-coherency.h"
#include "sand-move-group.h"
#include "sand-reach.h"
#include "sand-ruleset-registry.h"

static SandRulesetRegistry *registry;

static SandRuleset *
ruleset (const char *id)
{
  if (registry == NULL)
    registry = sand_ruleset_registry_new ();
  return sand_ruleset_registry_lookup (registry, id);
}

/* The reach of the figures @ids (the lead first) moving together in @kind. */
static SandReachField *
group_reach (RulesetTable     *t,
             const char       *rs_id,
             const char * const *ids,
             SandGroupMoveKind kind,
             const char       *mode)
{
  SandRuleset *rs = ruleset (rs_id);
  const SandGroupMove *move = sand_ruleset_group_move_of_kind (rs, kind);
  g_autoptr (GPtrArray) units = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (move);
  for (guint i = 0; ids[i]; i++)
    g_ptr_array_add (units, sand_scenario_find_unit (t->scenario, ids[i]));
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new_group (t->scenario, rs, (SandUnit * const *) units->pdata,
                                                                    units->len, move, mode, 0, NULL, &error);
  g_assert_no_error (error);
  SandReachField *field = sand_reach_compute (snap, NULL, &error);
  g_assert_no_error (error);
  return field;
}

static char *
why (SandReachField *field,
     double          x,
     double          y)
{
  g_autoptr (SandReason) r = sand_reach_field_why (field, x, y, NULL, NULL, NULL);
  return sand_reason_format (r, SAND_LENGTH_INCHES);
}

/* seed 002: "A group move can include reducing frontage where necessary to
 * form such a column or to pass a gap": two figures abreast, 2" apart, before
 * a 1" gap in a high wall, go through it only as a column. */
static void
test_gap_narrower_than_the_formation (void)
{
  g_autoptr (RulesetTable) t = ruleset_table_new ("dbx-skirmish", 48, 36);
  const char *ids[] = { "a", "b", NULL };

  SandUnit *a = ruleset_table_add_unit (t, "a", "infantry", t->us, 11, 19);
  SandUnit *b = ruleset_table_add_unit (t, "b", "infantry", t->us, 13, 19);
  /* an officer near: a move costs 1 PIP, which any roll of the PIP die gives */
  sand_unit_set_role (a, "officer");
  sand_unit_set_attr (b, "officer", "a");
  ruleset_table_add_line (t, "w1", SAND_TERRAIN_WALL, 2, 0, 16, 10.5, 16);
  ruleset_table_add_line (t, "w2", SAND_TERRAIN_WALL, 2, 11.5, 16, 48, 16);

  g_autoptr (SandReachField) formation = group_reach (t, "dbx-skirmish", ids, SAND_GROUP_MOVE_FORMATION, "move");
  g_assert_false (sand_reach_field_is_reachable (formation, 11, 14));
  g_autofree char *text = why (formation, 11, 14);
  g_assert_nonnull (strstr (text, "w2"));
  /* short of the wall the formation goes on as one */
  g_assert_true (sand_reach_field_is_reachable (formation, 11, 17));
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (formation, 11, 17), 2, 0.05);

  g_autoptr (SandReachField) column = group_reach (t, "dbx-skirmish", ids, SAND_GROUP_MOVE_COLUMN, "move");
  g_assert_true (sand_reach_field_is_reachable (column, 11, 14));
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (column, 11, 14), 5, 0.05);

  /* the command line answers alike, for the lead */
  const char *in_formation[] = { "reach", "FILE", "--group", "a,b", "--mode", "move", "--at", "11,14", "--json", NULL };
  const char *in_column[] = { "reach", "FILE", "--group", "a,b", "--group-move", "column", "--mode", "move",
                              "--at", "11,14", "--json", NULL };
  g_autofree char *out = NULL, *out_column = NULL;
  g_assert_true (ruleset_table_cli_run (t, in_formation, &out, NULL));
  g_assert_nonnull (strstr (out, "\"group\":[\"a\",\"b\"]"));
  g_assert_nonnull (strstr (out, "\"group-move\":\"formation\""));
  /* as dbx-skirmish allows, the formation may reduce its frontage to pass
   * the gap: reachable as a column, the wall the reason the formation may not */
  g_assert_nonnull (strstr (out, "\"reachable\":true,\"frontage\":\"column\",\"reduced\":\"gap\",\"cost\":5"));
  g_assert_nonnull (strstr (out, "\"feature\":\"w2\"}"));
  g_assert_true (ruleset_table_cli_run (t, in_column, &out_column, NULL));
  g_assert_nonnull (strstr (out_column, "\"reachable\":true,\"frontage\":\"column\",\"cost\":5"));

  /* "move --group" moves the column through the gap: the lead 5" on, its
   * follower 2" behind it, past where the lead stood (the formation reducing
   * its frontage to pass it: test-group-frontage.c) */
  const char *move_column[] = { "move", "FILE", "--group", "a,b", "--group-move", "column", "--to", "11,14",
                                "--json", NULL };
  g_autofree char *moved = NULL;
  g_assert_true (ruleset_table_cli_run (t, move_column, &moved, NULL));
  g_assert_nonnull (strstr (moved, "\"allowed\":true"));
  g_assert_nonnull (strstr (moved, "{\"unit\":\"b\",\"from\":[13,19],\"to\":[11,16]}"));

  /* M42 moves model by model: it has no column to fall back on */
  g_assert_null (sand_ruleset_group_move_of_kind (ruleset ("m42"), SAND_GROUP_MOVE_COLUMN));
}

/* seed 002: "A move by a single figure can include any number of wheels or
 * turns and move upto the maximum distance in the worst terrain it passes
 * through", and a group moves "the same distance": one flank in rough going
 * (infantry 4") caps the whole formation. */
static void
test_one_flank_in_rough (void)
{
  g_autoptr (RulesetTable) t = ruleset_table_new ("dbx-skirmish", 48, 36);
  const char *ids[] = { "a", "b", NULL };

  ruleset_table_add_unit (t, "a", "infantry", t->us, 10, 30);
  ruleset_table_add_unit (t, "b", "infantry", t->us, 14, 30);
  ruleset_table_add_rect (t, "r1", SAND_TERRAIN_ROUGH, 13, 20, 7, 9);

  /* alone, the lead goes its 6" in good going */
  g_autoptr (SandReachField) alone = ruleset_table_reach (t, "a", "move");
  g_assert_true (sand_reach_field_is_reachable (alone, 10, 25));

  g_autoptr (SandReachField) group = group_reach (t, "dbx-skirmish", ids, SAND_GROUP_MOVE_FORMATION, "move");
  g_assert_false (sand_reach_field_is_reachable (group, 10, 25));
  g_autofree char *text = why (group, 10, 25);
  g_assert_nonnull (strstr (text, "r1"));
  g_assert_true (sand_reach_field_is_reachable (group, 10, 26.2));
  /* sideways, away from the rough, the flank meets none: 6" (not back:
   * infantry may not turn about, test-group-turns.c) */
  g_assert_true (sand_reach_field_is_reachable (group, 4.5, 30));
  g_assert_cmpfloat (sand_reach_field_get_allowance (group), ==, 6);
}

/* seed 002: "Large (double width) figures (guns / vehicles) cannot enter or
 * move in Difficult or Rough Going, except as single figures." */
static void
test_large_figure_out_of_rough (void)
{
  g_autoptr (RulesetTable) t = ruleset_table_new ("dbx-skirmish", 48, 36);
  const char *ids[] = { "v", "i", NULL };
  SandUnit *v = ruleset_table_add_unit (t, "v", "vehicle", t->us, 30, 10);
  SandUnit *i = ruleset_table_add_unit (t, "i", "infantry", t->us, 33, 10);

  sand_unit_set_team (v, "t1");
  sand_unit_set_team (i, "t1");
  ruleset_table_add_rect (t, "r1", SAND_TERRAIN_ROUGH, 25, 3, 4, 5);

  g_autoptr (SandReachField) group = group_reach (t, "dbx-skirmish", ids, SAND_GROUP_MOVE_FORMATION, "move");
  g_assert_false (sand_reach_field_is_reachable (group, 28, 7));
  /* the infantry's allowance (6") is the group's, though the vehicle has 12" */
  g_assert_cmpfloat (sand_reach_field_get_allowance (group), ==, 6);
  g_assert_true (sand_reach_field_is_reachable (group, 33, 6));

  sand_unit_set_team (v, NULL);
  g_autoptr (SandReachField) single = ruleset_table_reach (t, "v", "move");
  g_assert_true (sand_reach_field_is_reachable (single, 28, 7));
}

/* seed 002: "A group move across Difficult Going or a River ... must be in a 1
 * figure wide column." */
static void
test_difficult_only_in_column (void)
{
  g_autoptr (RulesetTable) t = ruleset_table_new ("dbx-skirmish", 48, 36);
  const char *ids[] = { "a", "b", NULL };

  ruleset_table_add_unit (t, "a", "infantry", t->us, 10, 20);
  ruleset_table_add_unit (t, "b", "infantry", t->us, 12, 20);
  ruleset_table_add_rect (t, "w1", SAND_TERRAIN_WOODS, 0, 0, 48, 18);

  g_autoptr (SandReachField) formation = group_reach (t, "dbx-skirmish", ids, SAND_GROUP_MOVE_FORMATION, "move");
  g_assert_false (sand_reach_field_is_reachable (formation, 10, 17));
  g_autofree char *text = why (formation, 10, 17);
  g_assert_nonnull (strstr (text, "In formation"));
  g_autoptr (SandReachField) column = group_reach (t, "dbx-skirmish", ids, SAND_GROUP_MOVE_COLUMN, "move");
  g_assert_true (sand_reach_field_is_reachable (column, 10, 17.2));
  g_assert_false (sand_reach_field_is_reachable (column, 10, 16.5)); /* difficult: 3" */
}

/* seed 002: "A group move ... away from enemy to its front ... must be in a 1
 * figure wide column." Two Irregulars facing up the table (they "can include
 * 2 x 180° turns", so they may move back at all: test-group-turns.c), an
 * enemy far ahead: in formation they may go forward or sideways but not
 * back; as a column they may go back. An enemy behind them does not count. */
static void
test_away_from_enemy_only_in_column (void)
{
  g_autoptr (RulesetTable) t = ruleset_table_new ("dbx-skirmish", 48, 36);
  SandUnit *a = ruleset_table_add_unit (t, "a", "irregular", t->us, 11, 19);
  SandUnit *b = ruleset_table_add_unit (t, "b", "irregular", t->us, 13, 19);
  SandUnit *enemy = ruleset_table_add_unit (t, "e", "infantry", t->them, 14, 2);

  sand_unit_set_role (a, "officer");
  sand_unit_set_attr (b, "officer", "a");
  sand_unit_set_facing (a, 0);
  sand_unit_set_facing (b, 0);

  /* in formation it reduces its frontage to go back as a column (refused
   * where the ruleset allows no such reduction: test-group-frontage.c) */
  const char *back[] = { "move", "FILE", "--group", "a,b", "--to", "11,22", "--json", NULL };
  g_autofree char *out_back = NULL;
  g_assert_true (ruleset_table_cli_run (t, back, &out_back, NULL));
  g_assert_nonnull (strstr (out_back, "\"frontage\":\"column\",\"reduced\":\"column\""));
  const char *back_column[] = { "move", "FILE", "--group", "a,b", "--group-move", "column", "--to", "11,22",
                                "--json", NULL };
  const char *forward[] = { "move", "FILE", "--group", "a,b", "--to", "11,16", "--json", NULL };
  const char *sideways[] = { "move", "FILE", "--group", "a,b", "--to", "8,19", "--json", NULL };
  g_autofree char *out_column = NULL, *out_forward = NULL, *out_sideways = NULL, *out_behind = NULL;
  g_assert_true (ruleset_table_cli_run (t, back_column, &out_column, NULL));
  g_assert_nonnull (strstr (out_column, "\"allowed\":true"));
  g_assert_true (ruleset_table_cli_run (t, forward, &out_forward, NULL));
  g_assert_nonnull (strstr (out_forward, "\"allowed\":true"));
  g_assert_true (ruleset_table_cli_run (t, sideways, &out_sideways, NULL));
  g_assert_nonnull (strstr (out_sideways, "\"allowed\":true"));

  /* the enemy behind the lead's facing: going back is going toward it */
  sand_unit_set_position (enemy, 14, 34);
  const char *back_json[] = { "move", "FILE", "--group", "a,b", "--to", "11,22", "--json", NULL };
  g_assert_true (ruleset_table_cli_run (t, back_json, &out_behind, NULL));
  g_assert_nonnull (strstr (out_behind, "\"allowed\":true"));
}

/* seed 002: "A group move ... in poor visibility must be in a 1 figure wide
 * column." The players say so at the end of a turn; the file keeps it, and a
 * formation is refused where a column is not. */
static void
test_poor_visibility_only_in_column (void)
{
  g_autoptr (RulesetTable) t = ruleset_table_new ("dbx-skirmish", 48, 36);
  SandUnit *a = ruleset_table_add_unit (t, "a", "infantry", t->us, 11, 19);
  SandUnit *b = ruleset_table_add_unit (t, "b", "infantry", t->us, 13, 19);
  g_autoptr (SandHistory) history = sand_history_new (t->scenario);
  gboolean poor = TRUE;

  sand_unit_set_role (a, "officer");
  sand_unit_set_attr (b, "officer", "a");
  const char *formation[] = { "move", "FILE", "--group", "a,b", "--to", "11,16", "--json", NULL };
  const char *column[] = { "move", "FILE", "--group", "a,b", "--group-move", "column", "--to", "11,16",
                           "--json", NULL };
  const char *status[] = { "status", "FILE", "--json", NULL };
  g_autofree char *clear = NULL, *moved = NULL, *said = NULL;
  g_assert_true (ruleset_table_cli_run (t, formation, &clear, NULL));
  g_assert_nonnull (strstr (clear, "\"allowed\":true"));

  sand_play_end_turn_with (history, ruleset ("dbx-skirmish"), NULL, &poor);
  g_assert_true (sand_play_get_poor_visibility (sand_scenario_get_play (t->scenario)));
  g_assert_true (ruleset_table_cli_run (t, status, &said, NULL));
  g_assert_nonnull (strstr (said, "\"visibility\":\"poor\""));
  /* in formation it reduces its frontage to a column, as the ruleset allows */
  g_autofree char *reduced = NULL;
  g_assert_true (ruleset_table_cli_run (t, formation, &reduced, NULL));
  g_assert_nonnull (strstr (reduced, "\"frontage\":\"column\",\"reduced\":\"column\""));
  g_assert_true (ruleset_table_cli_run (t, column, &moved, NULL));
  g_assert_nonnull (strstr (moved, "\"allowed\":true"));

  /* undone, the turn's visibility is as it was */
  g_assert_true (sand_history_undo (history));
  g_assert_false (sand_play_get_poor_visibility (sand_scenario_get_play (t->scenario)));
}

/* Each figure ends by the lead's translation in formation; in column each goes
 * the same distance along the way through those ahead of it. */
static void
test_ends (void)
{
  SandPoint starts[] = { { 10, 10 }, { 10, 12 }, { 10, 14 } };
  g_autoptr (GArray) path = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  SandPoint p[] = { { 10, 10 }, { 10, 8 }, { 14, 8 } };

  g_array_append_vals (path, p, 3);
  g_autoptr (GArray) f = sand_group_ends (starts, 3, SAND_GROUP_MOVE_FORMATION, path);
  g_assert_cmpfloat (g_array_index (f, SandPoint, 2).x, ==, 14);
  g_assert_cmpfloat (g_array_index (f, SandPoint, 2).y, ==, 12);
  g_autoptr (GArray) c = sand_group_ends (starts, 3, SAND_GROUP_MOVE_COLUMN, path);
  /* 6" along: the lead at the end, the second 2" behind it, the third 4" */
  g_assert_cmpfloat_with_epsilon (g_array_index (c, SandPoint, 0).x, 14, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (c, SandPoint, 1).x, 12, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (c, SandPoint, 1).y, 8, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (c, SandPoint, 2).x, 10, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (c, SandPoint, 2).y, 8, 1e-9);
}

/* seed 004: "When a unit moves, it's models are required to end their
 * individual moves within Coherency of another model which has already moved.
 * In M42, the standard unit coherency value is 2"." and "Units with the Spread
 * (n") rule replace the normal unit coherency of 2" with the value in the
 * parenthesis." */
static void
test_m42_coherency_kept_broken_restored (void)
{
  const SandGroupMove *move = sand_ruleset_group_move_of_kind (ruleset ("m42"), SAND_GROUP_MOVE_MODELS);
  g_autoptr (SandUnit) plain = sand_unit_new ("p", "rifleman", NULL, 0, 0);
  g_autoptr (SandUnit) spread = sand_unit_new ("s", "rifleman", NULL, 0, 0);
  SandCoherencyModel models[] = { { { 10, 10 }, 0.5, 0 }, { { 12.5, 10 }, 0.5, 0 }, { { 16, 10 }, 0.5, 0 } };

  sand_unit_set_attr (spread, "special", "spread:3");
  for (guint k = 0; k < 3; k++)
    models[k].coherency = sand_ruleset_group_coherency (move, plain);
  /* kept: the first two 1.5" apart edge to edge */
  g_autoptr (GArray) two = sand_group_coherency_breaks (models, 2, 2);
  g_assert_cmpuint (two->len, ==, 0);
  /* broken: the third is 2.5" from the nearest that moved before it */
  g_autoptr (GArray) three = sand_group_coherency_breaks (models, 3, 3);
  g_assert_cmpuint (three->len, ==, 1);
  SandCoherencyBreak *b = &g_array_index (three, SandCoherencyBreak, 0);
  g_assert_cmpuint (b->model, ==, 2);
  g_assert_cmpuint (b->nearest, ==, 1);
  g_assert_cmpfloat_with_epsilon (b->gap, 2.5, 1e-9);
  g_assert_cmpfloat (b->coherency, ==, 2);
  /* restored by Spread (3") */
  for (guint k = 0; k < 3; k++)
    models[k].coherency = sand_ruleset_group_coherency (move, spread);
  g_autoptr (GArray) spread3 = sand_group_coherency_breaks (models, 3, 3);
  g_assert_cmpuint (spread3->len, ==, 0);
  /* the order counts: moved third, the far model had nobody near before it */
  SandCoherencyModel reordered[] = { models[0], models[2], models[1] };
  for (guint k = 0; k < 3; k++)
    reordered[k].coherency = 2;
  g_autoptr (GArray) order = sand_group_coherency_breaks (reordered, 3, 3);
  g_assert_cmpuint (order->len, ==, 1);
  g_assert_cmpuint (g_array_index (order, SandCoherencyBreak, 0).model, ==, 1);
  /* the far one moved first: the middle one, moved next, is 2.5" from it; not
   * moved yet, it is measured from any other, the first one 1.5" off */
  SandCoherencyModel far_first[] = { reordered[1], reordered[2], reordered[0] };
  g_autoptr (GArray) moved = sand_group_coherency_breaks (far_first, 3, 3);
  g_assert_cmpuint (moved->len, ==, 1);
  g_assert_cmpuint (g_array_index (moved, SandCoherencyBreak, 0).model, ==, 1);
  g_autoptr (GArray) waiting = sand_group_coherency_breaks (far_first, 3, 1);
  g_assert_cmpuint (waiting->len, ==, 0);
}

/* "sandtable-cli status" lists the models out of coherency: seed 004's 2"
 * between M42 models of one unit (one team), and Spread (3") that restores it. */
static void
test_status_lists_coherency_breaks (void)
{
  g_autoptr (RulesetTable) t = ruleset_table_new ("m42", 48, 36);
  const char *status[] = { "status", "FILE", "--json", NULL };
  const char *ids[] = { "p1", "p2", "p3" };
  double xs[] = { 10, 12.5, 16 };
  g_autofree char *broken = NULL, *spread = NULL;

  for (guint k = 0; k < 3; k++)
    sand_unit_set_team (ruleset_table_add_unit (t, ids[k], "rifleman", t->us, xs[k], 10), "u1");
  g_assert_true (ruleset_table_cli_run (t, status, &broken, NULL));
  g_assert_nonnull (strstr (broken, "\"coherency\":[{\"unit\":\"p3\",\"nearest\":\"p2\",\"gap\":2.5,\"coherency\":2}]"));
  for (guint k = 0; k < 3; k++)
    sand_unit_set_attr (sand_scenario_find_unit (t->scenario, ids[k]), "special", "spread:3");
  g_assert_true (ruleset_table_cli_run (t, status, &spread, NULL));
  g_assert_nonnull (strstr (spread, "\"coherency\":[]"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/group/dbx/gap-narrower-than-the-formation-only-in-column", test_gap_narrower_than_the_formation);
  g_test_add_func ("/engine/group/dbx/one-flank-in-rough-caps-the-whole-group", test_one_flank_in_rough);
  g_test_add_func ("/engine/group/dbx/large-figure-out-of-rough-except-as-single-figure", test_large_figure_out_of_rough);
  g_test_add_func ("/engine/group/dbx/difficult-going-only-in-column", test_difficult_only_in_column);
  g_test_add_func ("/engine/group/dbx/away-from-enemy-to-its-front-only-in-column", test_away_from_enemy_only_in_column);
  g_test_add_func ("/engine/group/dbx/poor-visibility-only-in-column", test_poor_visibility_only_in_column);
  g_test_add_func ("/engine/group/ends", test_ends);
  g_test_add_func ("/engine/group/m42/coherency-kept-broken-restored-by-spread", test_m42_coherency_kept_broken_restored);
  g_test_add_func ("/engine/group/m42/status-lists-coherency-breaks", test_status_lists_coherency_breaks);
  int status = g_test_run ();
  g_clear_object (&registry);
  return status;
}
