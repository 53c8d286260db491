/* test-group-turns.c: a group moving back from its front, as dbx-skirmish's
 * <frontage turn-in-place="false"> and <turns> say it (seed 002: "A group
 * move can include reducing frontage ... but not other reductions or
 * increases in frontage, or turning in place. A group consisting entirely of
 * Irregulars, GIs, Snipers or any vehicle which can reverse, can include 2 x
 * 180° turns."), through the engine and sandtable-cli alike, and against the
 * same ruleset with other turns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "ruleset-table.h"
#include "sand-edit-play.h"
#include "sand-move-check.h"
#include "sand-move-group.h"
#include "test-json.h"

/* dbx-skirmish as shipped, @was (found once in its file) replaced by @is. */
static SandRuleset *
dbx_with (const char *was,
          const char *is)
{
  return ruleset_table_load_changed ("dbx-skirmish", was, is);
}

/* Two figures of @unit_class 2" apart facing up the table (toward y = 0), the
 * left one their officer (a move costs 1 PIP). */
static RulesetTable *
two_abreast (const char *unit_class)
{
  RulesetTable *t = ruleset_table_new ("dbx-skirmish", 48, 36);
  SandUnit *a = ruleset_table_add_unit (t, "a", unit_class, t->us, 11, 19);
  SandUnit *b = ruleset_table_add_unit (t, "b", unit_class, t->us, 13, 19);

  sand_unit_set_role (a, "officer");
  sand_unit_set_attr (b, "officer", "a");
  sand_unit_set_facing (a, 0);
  sand_unit_set_facing (b, 0);
  return t;
}

static SandRuleset *
shipped (void)
{
  return dbx_with ("increase=\"false\" turn-in-place=\"false\"", "increase=\"false\" turn-in-place=\"false\"");
}

/* The group a, b moving @kind to (@x, @y), as sandtable-cli move --group
 * judges it, in a turn begun through @history. */
static SandMoveCheck *
check_group (RulesetTable     *t,
             SandRuleset      *rs,
             SandHistory      *history,
             SandGroupMoveKind kind,
             double            x,
             double            y)
{
  SandUnit *units[] = { sand_scenario_find_unit (t->scenario, "a"), sand_scenario_find_unit (t->scenario, "b") };
  g_autoptr (GError) error = NULL;

  sand_play_begin_turn (history, rs);
  SandMoveCheck *check = sand_move_check_group_reducing (t->scenario, rs, units, 2,
                                                         sand_ruleset_group_move_of_kind (rs, kind), "move", x, y,
                                                         &error);
  g_assert_no_error (error);
  return check;
}

/* The group's reach in @kind. */
static SandReachField *
group_reach (RulesetTable     *t,
             SandRuleset      *rs,
             SandGroupMoveKind kind)
{
  SandUnit *units[] = { sand_scenario_find_unit (t->scenario, "a"), sand_scenario_find_unit (t->scenario, "b") };
  g_autoptr (GError) error = NULL;
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new_group (t->scenario, rs, units, 2,
                                                                    sand_ruleset_group_move_of_kind (rs, kind), "move",
                                                                    0, NULL, &error);
  g_assert_no_error (error);
  SandReachField *field = sand_reach_compute (snap, NULL, &error);
  g_assert_no_error (error);
  return field;
}

/* "A group consisting entirely of Irregulars, GIs, Snipers or any vehicle
 * which can reverse, can include 2 x 180° turns": infantry are none of them.
 * Facing up the table, the two may go forward or sideways in formation, not
 * back: behind their front the reach stops, for that reason, as data
 * ("turn-about"), and sandtable-cli refuses as the reach says. A column is
 * not held: "Each figure moving as part of a group must move parallel to, or
 * follow, the first of them that moves", and the first may wheel round, so a
 * column goes back without turning in place, and without turns. */
static void
test_regulars_may_not_move_back (void)
{
  g_autoptr (RulesetTable) t = two_abreast ("infantry");
  g_autoptr (SandRuleset) rs = shipped ();
  g_autoptr (SandHistory) history = sand_history_new (t->scenario);

  g_autoptr (SandReachField) formation = group_reach (t, rs, SAND_GROUP_MOVE_FORMATION);
  g_assert_true (sand_reach_field_is_reachable (formation, 11, 15));
  g_assert_true (sand_reach_field_is_reachable (formation, 6, 19));
  g_assert_false (sand_reach_field_is_reachable (formation, 11, 22));
  g_assert_false (sand_reach_field_is_reachable (formation, 6, 19.5));
  g_autoptr (SandReason) why = sand_reach_field_why (formation, 11, 22, NULL, NULL, NULL);
  g_assert_cmpint (why->rule, ==, SAND_REASON_TURN_ABOUT);
  g_assert_cmpstr (sand_reason_rule_id (why), ==, "turn-about");
  g_assert_null (sand_reason_feature_id (why));
  g_assert_cmpstr (why->mode, ==, "In formation");
  /* the reach is what lies ahead of the start line: about half the 6" disc */
  g_assert_cmpfloat (sand_reach_field_area (formation), <, 0.55 * G_PI * 36);
  g_assert_cmpfloat (sand_reach_field_area (formation), >, 0.45 * G_PI * 36);
  g_autoptr (SandReachField) column = group_reach (t, rs, SAND_GROUP_MOVE_COLUMN);
  g_assert_true (sand_reach_field_is_reachable (column, 11, 22));

  g_autoptr (SandMoveCheck) back = check_group (t, rs, history, SAND_GROUP_MOVE_FORMATION, 11, 22);
  g_assert_false (back->allowed);
  g_assert_nonnull (back->why);
  g_assert_cmpint (back->why->rule, ==, SAND_REASON_TURN_ABOUT);
  g_assert_null (back->reduced);
  g_assert_cmpuint (back->turns, ==, 0);
  g_assert_nonnull (strstr (back->reason, "may not turn about"));
  g_autoptr (SandMoveCheck) as_column = check_group (t, rs, history, SAND_GROUP_MOVE_COLUMN, 11, 22);
  g_assert_true (as_column->allowed);
  g_assert_cmpuint (as_column->turns, ==, 0);
  g_autoptr (SandMoveCheck) sideways = check_group (t, rs, history, SAND_GROUP_MOVE_FORMATION, 6, 19);
  g_assert_true (sideways->allowed);
  g_assert_cmpuint (sideways->turns, ==, 0);

  const char *reach[] = { "reach", "FILE", "--group", "a,b", "--mode", "move", "--at", "11,22", "--at", "6,19",
                          "--json", NULL };
  g_autofree char *reached = NULL;
  g_assert_true (ruleset_table_cli_run (t, reach, &reached, NULL));
  g_autoptr (JsonNode) r = test_json_parse (reached);
  JsonNode *behind = test_json_element (test_json_member (r, "points"), 0);
  JsonNode *beside = test_json_element (test_json_member (r, "points"), 1);
  g_assert_false (test_json_boolean (behind, "reachable"));
  g_assert_cmpstr (test_json_string (behind, "rule"), ==, "turn-about");
  g_assert_cmpstr (test_json_string (behind, "reason"), ==,
                   "Behind the group's front: In formation, it may not turn about to move back");
  g_assert_null (test_json_member (behind, "reduced"));
  g_assert_true (test_json_boolean (beside, "reachable"));
  g_assert_null (test_json_member (beside, "turns"));
  const char *move[] = { "move", "FILE", "--group", "a,b", "--to", "11,22", NULL };
  ruleset_check_cli_fails (t, move, "a may not move to 11,22: Behind the group's front");
  const char *move_json[] = { "move", "FILE", "--group", "a,b", "--to", "11,22", "--json", NULL };
  g_autofree char *refused = NULL;
  g_assert_false (ruleset_table_cli_run (t, move_json, &refused, NULL));
  g_autoptr (JsonNode) m = test_json_parse (refused);
  g_assert_false (test_json_boolean (m, "allowed"));
  g_assert_cmpstr (test_json_string (m, "rule"), ==, "turn-about");
}

/* The same formation all Irregulars "can include 2 x 180° turns": it turns
 * about, moves back and turns back, its facing kept, and says so. A group of
 * Irregulars and infantry is not "consisting entirely of" them. */
static void
test_irregulars_turn_about_and_back (void)
{
  g_autoptr (RulesetTable) t = two_abreast ("irregular");
  g_autoptr (SandRuleset) rs = shipped ();
  g_autoptr (SandHistory) history = sand_history_new (t->scenario);
  SandUnit *a = sand_scenario_find_unit (t->scenario, "a"), *b = sand_scenario_find_unit (t->scenario, "b");

  g_autoptr (SandReachField) formation = group_reach (t, rs, SAND_GROUP_MOVE_FORMATION);
  g_assert_true (sand_reach_field_is_reachable (formation, 11, 22));
  g_assert_cmpfloat (sand_reach_field_area (formation), >, 0.9 * G_PI * 36);

  g_autoptr (SandMoveCheck) back = check_group (t, rs, history, SAND_GROUP_MOVE_FORMATION, 11, 22);
  g_assert_true (back->allowed);
  g_assert_cmpstr (back->frontage, ==, "formation");
  g_assert_cmpuint (back->turns, ==, 2);
  g_assert_cmpfloat (back->turn_degrees, ==, 180);
  g_assert_false (back->reversed);
  g_assert_null (back->why);
  SandUnit *units[] = { a, b };
  sand_move_check_record_group (back, history, rs, units, 2, FALSE);
  g_assert_cmpfloat (sand_unit_get_y (b), ==, 22);
  g_assert_cmpfloat (sand_unit_get_facing (a), ==, 0);
  g_assert_cmpfloat (sand_unit_get_facing (b), ==, 0);
  g_assert_true (sand_history_undo (history));
  g_autoptr (SandMoveCheck) forward = check_group (t, rs, history, SAND_GROUP_MOVE_FORMATION, 11, 15);
  g_assert_true (forward->allowed);
  g_assert_cmpuint (forward->turns, ==, 0);

  const char *reach[] = { "reach", "FILE", "--group", "a,b", "--mode", "move", "--at", "11,22", "--at", "11,15",
                          "--json", NULL };
  const char *move[] = { "move", "FILE", "--group", "a,b", "--to", "11,22", "--json", NULL };
  g_autofree char *reached = NULL, *moved = NULL;
  g_assert_true (ruleset_table_cli_run (t, reach, &reached, NULL));
  g_autoptr (JsonNode) r = test_json_parse (reached);
  g_assert_cmpfloat (test_json_number (test_json_element (test_json_member (r, "points"), 0), "turns"), ==, 2);
  g_assert_null (test_json_member (test_json_element (test_json_member (r, "points"), 1), "turns"));
  g_assert_true (ruleset_table_cli_run (t, move, &moved, NULL));
  g_autoptr (JsonNode) m = test_json_parse (moved);
  g_assert_true (test_json_boolean (m, "allowed"));
  g_assert_cmpfloat (test_json_number (m, "turns"), ==, 2);
  g_assert_null (test_json_member (test_json_element (test_json_member (m, "group"), 1), "facing"));

  /* not entirely Irregulars */
  sand_unit_set_class (b, "infantry");
  g_autoptr (SandMoveCheck) mixed = check_group (t, rs, history, SAND_GROUP_MOVE_FORMATION, 11, 22);
  g_assert_false (mixed->allowed);
  g_assert_cmpint (mixed->why->rule, ==, SAND_REASON_TURN_ABOUT);
}

/* "... or any vehicle which can reverse": two vehicles that reverse
 * (reverses="true") move back; where one cannot, the group may not. */
static void
test_vehicles_that_reverse (void)
{
  g_autoptr (RulesetTable) t = ruleset_table_new ("dbx-skirmish", 48, 36);
  g_autoptr (SandRuleset) rs = shipped ();
  g_autoptr (SandHistory) history = sand_history_new (t->scenario);
  SandUnit *a = ruleset_table_add_unit (t, "a", "vehicle", t->us, 11, 19);
  SandUnit *b = ruleset_table_add_unit (t, "b", "vehicle", t->us, 14, 19);

  sand_unit_set_role (a, "officer");
  sand_unit_set_attr (b, "officer", "a");
  sand_unit_set_attr (a, "reverses", "true");
  sand_unit_set_attr (b, "reverses", "true");
  g_autoptr (SandMoveCheck) reversing = check_group (t, rs, history, SAND_GROUP_MOVE_FORMATION, 11, 25);
  g_assert_true (reversing->allowed);
  g_assert_cmpuint (reversing->turns, ==, 2);

  sand_unit_set_attr (b, "reverses", NULL);
  g_autoptr (SandMoveCheck) one_cannot = check_group (t, rs, history, SAND_GROUP_MOVE_FORMATION, 11, 25);
  g_assert_false (one_cannot->allowed);
  g_assert_cmpint (one_cannot->why->rule, ==, SAND_REASON_TURN_ABOUT);
  const char *move[] = { "move", "FILE", "--group", "a,b", "--to", "11,25", NULL };
  ruleset_check_cli_fails (t, move, "may not turn about");
  sand_unit_set_attr (b, "reverses", "true");
  const char *move_json[] = { "move", "FILE", "--group", "a,b", "--to", "11,25", "--json", NULL };
  g_autofree char *moved = NULL;
  g_assert_true (ruleset_table_cli_run (t, move_json, &moved, NULL));
  g_assert_nonnull (strstr (moved, "\"turns\":2"));
}

/* "... but not ... turning in place": with turn-in-place="false" (as shipped)
 * infantry may not face about to move back; a ruleset whose
 * <frontage turn-in-place="true"> allows it lets them turn about where they
 * stand and back again. A <turns count="1"> leaves a group facing about. */
static void
test_turn_in_place (void)
{
  g_autoptr (RulesetTable) t = two_abreast ("infantry");
  g_autoptr (SandRuleset) rs = shipped ();
  g_autoptr (SandRuleset) in_place = dbx_with ("increase=\"false\" turn-in-place=\"false\"",
                                               "increase=\"false\" turn-in-place=\"true\"");
  g_autoptr (SandRuleset) once = dbx_with ("classes=\"irregular gi sniper\" count=\"2\"",
                                           "classes=\"irregular gi sniper\" count=\"1\"");
  g_autoptr (SandHistory) history = sand_history_new (t->scenario);
  SandUnit *a = sand_scenario_find_unit (t->scenario, "a"), *b = sand_scenario_find_unit (t->scenario, "b");
  SandUnit *units[] = { a, b };

  g_assert_false (sand_ruleset_get_groups (rs)->turn_in_place);
  g_autoptr (SandMoveCheck) refused = check_group (t, rs, history, SAND_GROUP_MOVE_FORMATION, 11, 22);
  g_assert_false (refused->allowed);
  g_assert_true (sand_ruleset_get_groups (in_place)->turn_in_place);
  g_autoptr (SandReachField) reach = group_reach (t, in_place, SAND_GROUP_MOVE_FORMATION);
  g_assert_true (sand_reach_field_is_reachable (reach, 11, 22));
  g_autoptr (SandMoveCheck) turned = check_group (t, in_place, history, SAND_GROUP_MOVE_FORMATION, 11, 22);
  g_assert_true (turned->allowed);
  g_assert_cmpuint (turned->turns, ==, 2);
  g_assert_false (turned->reversed);

  /* one turn of 180°: about, and not back */
  sand_unit_set_class (a, "irregular");
  sand_unit_set_class (b, "irregular");
  g_autoptr (SandMoveCheck) about = check_group (t, once, history, SAND_GROUP_MOVE_FORMATION, 11, 22);
  g_assert_true (about->allowed);
  g_assert_cmpuint (about->turns, ==, 1);
  g_assert_true (about->reversed);
  sand_move_check_record_group (about, history, once, units, 2, FALSE);
  g_assert_cmpfloat (sand_unit_get_facing (a), ==, 180);
  g_assert_cmpfloat (sand_unit_get_facing (b), ==, 180);
  g_assert_cmpfloat (sand_unit_get_y (a), ==, 22);
  g_assert_true (sand_history_undo (history));
  g_assert_cmpfloat (sand_unit_get_facing (a), ==, 0);
  g_assert_cmpfloat (sand_unit_get_y (a), ==, 19);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_vfs_get_default ();
  g_test_add_func ("/engine/group/turns/dbx/regulars-may-not-turn-about-to-move-back", test_regulars_may_not_move_back);
  g_test_add_func ("/engine/group/turns/dbx/irregulars-include-2-x-180-turns-about-and-back",
                   test_irregulars_turn_about_and_back);
  g_test_add_func ("/engine/group/turns/dbx/any-vehicle-which-can-reverse", test_vehicles_that_reverse);
  g_test_add_func ("/engine/group/turns/dbx/not-turning-in-place", test_turn_in_place);
  return g_test_run ();
}
