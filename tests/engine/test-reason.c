/* test-reason.c: the reason a player needs for a point out of reach, asked as
 * the Play page and sandtable-cli ask it: first whether even a straight walk is
 * longer than the move, then the feature or unit that decides it, the one
 * without which the point would be reached.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-reach.h"
#include "sand-ruleset-registry.h"
#include "test-cli.h"
#include "test-json.h"

#include "m42-table.h"
#include "reason-util.h"

/* Cpl. Russo At The Double on the crossroads table, to a point 30in off across
 * the wheat and to one beyond the church wall: what a player needs first is
 * that both are out of reach of his 12in, not what lies on the way. */
static void
test_crossroads_out_of_reach_first (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA"), "scenarios", "crossroads.sandtable",
                                            NULL);
  const char *args[] = { "reach", path, "--unit", "russo", "--mode", "double", "--at", "43.6,9.5", "--at", "7.7,6.4",
                         "--json", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (test_cli_run (args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_autoptr (JsonNode) root = test_json_parse (out);
  JsonNode *points = test_json_member (root, "points");
  g_assert_cmpuint (test_json_length (points), ==, 2);
  g_assert_cmpstr (test_json_string (test_json_element (points, 0), "reason"), ==,
                   "Out of reach: 30.5in away, the move is 12in");
  g_assert_cmpstr (test_json_string (test_json_element (points, 1), "reason"), ==,
                   "Out of reach: 29.8in away, the move is 12in");
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpstr (test_json_string (test_json_element (points, i), "rule"), ==, "out-of-reach");
      g_assert_true (JSON_NODE_HOLDS_NULL (test_json_member (test_json_element (points, i), "feature")));
    }
}

/* "At The Double: ... a model may not move through Slow Going". The straight
 * way first meets a short low hedge, Slow going, and then a long high wall:
 * round the hedge's end the double would get there, round the wall's it would
 * not. The wall decides, though the straight way meets the hedge first. */
static void
test_the_cause_that_decides (void)
{
  g_autoptr (RulesetTable) t = m42_table_new ();
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "m42");
  SandUnit *u = m42_add_unit (t, "u", t->us, 10, 18);

  ruleset_table_add_line (t, "h1", SAND_TERRAIN_HEDGE, 1.5, 12, 17, 12, 19);
  ruleset_table_add_line (t, "w2", SAND_TERRAIN_WALL, 5, 16, 5, 16, 31);

  g_autoptr (SandReachField) f = ruleset_table_reach (t, "u", "double");
  g_autoptr (SandReason) decided = sand_reach_field_why (f, 18, 18, t->scenario, rs, u);
  g_autofree char *said = sand_reason_format (decided, SAND_LENGTH_INCHES);
  g_autofree char *on_the_way = test_why (f, 18, 18);

  g_assert_cmpstr (said, ==, "wall w2: over 4in high, impassable");
  g_assert_cmpstr (sand_reason_rule_id (decided), ==, "impassable");
  g_assert_cmpstr (sand_reason_feature_id (decided), ==, "w2");
  /* asked of the field alone, what the straight way meets first */
  g_assert_cmpstr (on_the_way, ==, "hedge h1: 2in high or less, Slow going, not allowed when moving At The Double");
  /* the same through the command line, with its rule and feature */
  ruleset_check (t, "u", "double", 18, 18, FALSE, "wall w2: over 4in high, impassable");

  /* the hedge alone in the way: it decides */
  ruleset_table_add_line (t, "h3", SAND_TERRAIN_HEDGE, 1.5, 13, 10, 13, 26);
  ruleset_check (t, "u", "double", 14, 18, FALSE, "hedge h3: 2in high or less, Slow going");
}

/* Where no one feature or unit makes the difference (two walls, either alone
 * would keep the unit out), the reason is what the straight way meets. */
static void
test_no_single_cause (void)
{
  g_autoptr (RulesetTable) t = m42_table_new ();
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "m42");
  SandUnit *u = m42_add_unit (t, "u", t->us, 10, 18);

  ruleset_table_add_line (t, "a", SAND_TERRAIN_WALL, 5, 12, 5, 12, 31);
  ruleset_table_add_line (t, "b", SAND_TERRAIN_WALL, 5, 14, 5, 14, 31);

  g_autoptr (SandReachField) f = ruleset_table_reach (t, "u", "advance");
  g_autoptr (SandReason) why = sand_reach_field_why (f, 15, 18, t->scenario, rs, u);
  g_autofree char *said = sand_reason_format (why, SAND_LENGTH_INCHES);

  g_assert_cmpstr (said, ==, "wall a: over 4in high, impassable");
}

/* A field asked with a table that no longer matches it (the unit moved since)
 * answers from the field alone, never from solves of another move. */
static void
test_table_moved_on (void)
{
  g_autoptr (RulesetTable) t = m42_table_new ();
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "m42");
  SandUnit *u = m42_add_unit (t, "u", t->us, 10, 18);

  ruleset_table_add_line (t, "h1", SAND_TERRAIN_HEDGE, 1.5, 12, 17, 12, 19);
  ruleset_table_add_line (t, "w2", SAND_TERRAIN_WALL, 5, 16, 5, 16, 31);

  g_autoptr (SandReachField) f = ruleset_table_reach (t, "u", "double");
  sand_unit_set_position (u, 11, 18);
  g_autoptr (SandReason) why = sand_reach_field_why (f, 18, 18, t->scenario, rs, u);
  g_assert_cmpstr (sand_reason_feature_id (why), ==, "h1");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/reason/crossroads/out-of-reach-first", test_crossroads_out_of_reach_first);
  g_test_add_func ("/reason/decides/the-wall-not-the-hedge-round-whose-end-the-way-goes", test_the_cause_that_decides);
  g_test_add_func ("/reason/decides/none-alone-the-straight-way-says", test_no_single_cause);
  g_test_add_func ("/reason/decides/not-for-a-table-moved-on", test_table_moved_on);

  return g_test_run ();
}
