/* test-group-frontage.c: a formation reducing its frontage to a column, as
 * dbx-skirmish's <frontage reduce="column gap road"> lists it (seed 002: "A
 * group move can include reducing frontage where necessary to form such a
 * column or to pass a gap, or following a road, but not other reductions or
 * increases in frontage"), against the same ruleset with fewer reductions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "ruleset-table.h"
#include "sand-edit-play.h"
#include "sand-group-frontage.h"
#include "sand-group-way.h"
#include "sand-move-group.h"
#include "sand-move-check.h"
#include "test-cli.h"
#include "test-json.h"

/* dbx-skirmish as shipped, its <frontage reduce> replaced by @reduce. */
static SandRuleset *
dbx_reducing (const char *reduce)
{
  g_autofree char *with = g_strdup_printf ("reduce=\"%s\"", reduce);

  return ruleset_table_load_changed ("dbx-skirmish", "reduce=\"column gap road\"", with);
}

/* Two infantry 2" apart, the left one their officer (a move costs 1 PIP). */
static RulesetTable *
two_abreast (double y)
{
  RulesetTable *t = ruleset_table_new ("dbx-skirmish", 48, 36);
  SandUnit     *a = ruleset_table_add_unit (t, "a", "infantry", t->us, 11, y);
  SandUnit     *b = ruleset_table_add_unit (t, "b", "infantry", t->us, 13, y);

  sand_unit_set_role (a, "officer");
  sand_unit_set_attr (b, "officer", "a");
  return t;
}

static SandMoveCheck *
check_formation (RulesetTable *t,
                 SandRuleset  *rs,
                 double        x,
                 double        y)
{
  SandUnit               *units[] = { sand_scenario_find_unit (t->scenario, "a"), sand_scenario_find_unit (t->scenario, "b") };
  g_autoptr (GError)      error = NULL;
  g_autoptr (SandHistory) history = sand_history_new (t->scenario);

  /* the turn begun, its PIPs rolled, as the first move of a turn does */
  sand_play_begin_turn (history, rs);
  SandMoveCheck *check = sand_move_check_group_reducing (
      t->scenario, rs, units, 2, sand_ruleset_group_move_of_kind (rs, SAND_GROUP_MOVE_FORMATION), "move", x, y, &error);

  g_assert_no_error (error);
  return check;
}

/* Two figures abreast before a 1" gap in a high wall, narrower than their
 * frontage: refused in formation where the ruleset lists no "gap"; where it
 * does, the formation passes as a column, the follower behind the lead. */
static void
test_gap (void)
{
  g_autoptr (RulesetTable) t = two_abreast (19);
  g_autoptr (SandRuleset)  no_gap = dbx_reducing ("column road");
  g_autoptr (SandRuleset)  shipped = dbx_reducing ("column gap road");

  ruleset_table_add_line (t, "w1", SAND_TERRAIN_WALL, 2, 0, 16, 10.5, 16);
  ruleset_table_add_line (t, "w2", SAND_TERRAIN_WALL, 2, 11.5, 16, 48, 16);

  g_autoptr (SandMoveCheck) refused = check_formation (t, no_gap, 11, 14);
  g_assert_false (refused->allowed);
  g_assert_cmpstr (refused->frontage, ==, "formation");
  g_assert_null (refused->reduced);
  g_assert_nonnull (strstr (refused->reason, "w2"));

  g_autoptr (SandMoveCheck) reduced = check_formation (t, shipped, 11, 14);
  g_assert_true (reduced->allowed);
  g_assert_cmpstr (reduced->frontage, ==, "column");
  g_assert_cmpstr (reduced->reduced, ==, "gap");
  g_assert_cmpfloat_with_epsilon (g_array_index (reduced->group_to, SandPoint, 1).x, 11, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (reduced->group_to, SandPoint, 1).y, 16, 1e-9);
  /* short of the wall, it goes on in formation */
  g_autoptr (SandMoveCheck) short_of = check_formation (t, shipped, 11, 17);
  g_assert_true (short_of->allowed);
  g_assert_cmpstr (short_of->frontage, ==, "formation");
  g_assert_null (short_of->reduced);

  /* the command line says which */
  const char      *move[] = { "move", "FILE", "--group", "a,b", "--to", "11,14", "--json", NULL };
  const char      *reach[] = { "reach", "FILE", "--group", "a,b", "--mode", "move", "--at", "11,14", "--at", "11,17",
                               "--json", NULL };
  g_autofree char *moved = NULL, *reached = NULL;
  g_assert_true (ruleset_table_cli_run (t, move, &moved, NULL));
  g_autoptr (JsonNode) m = test_json_parse (moved);
  g_assert_true (test_json_boolean (m, "allowed"));
  g_assert_cmpstr (test_json_string (m, "frontage"), ==, "column");
  g_assert_cmpstr (test_json_string (m, "reduced"), ==, "gap");
  g_assert_true (ruleset_table_cli_run (t, reach, &reached, NULL));
  g_autoptr (JsonNode) r = test_json_parse (reached);
  JsonNode            *through = test_json_element (test_json_member (r, "points"), 0);
  JsonNode            *before = test_json_element (test_json_member (r, "points"), 1);
  /* out of the formation's reach, the column it may reduce to gets there:
   * reachable as move --group goes, and why the formation may not */
  g_assert_true (test_json_boolean (through, "reachable"));
  g_assert_cmpstr (test_json_string (through, "frontage"), ==, "column");
  g_assert_cmpstr (test_json_string (through, "reduced"), ==, "gap");
  g_assert_cmpfloat (test_json_number (through, "cost"), ==, 5);
  g_assert_cmpstr (test_json_string (test_json_member (through, "formation"), "feature"), ==, "w2");
  g_assert_cmpstr (test_json_string (before, "frontage"), ==, "formation");
  g_assert_null (test_json_member (before, "reduced"));
}

/* One flank in rough going caps the formation (infantry 4"); the lead on a
 * road beside it may lead the group along the road as a column where the
 * ruleset lists "road", its full 6"; off the road, or without "road", the
 * flank's rough caps it still: no other reduction is allowed. */
static void
test_road (void)
{
  g_autoptr (RulesetTable) t = two_abreast (30);
  g_autoptr (SandRuleset)  no_road = dbx_reducing ("column gap");
  g_autoptr (SandRuleset)  shipped = dbx_reducing ("column gap road");

  ruleset_table_add_rect (t, "r1", SAND_TERRAIN_ROUGH, 12, 20, 8, 9);
  g_autoptr (SandMoveCheck) off_road = check_formation (t, shipped, 11, 25);
  g_assert_false (off_road->allowed);
  g_assert_null (off_road->reduced);
  g_assert_nonnull (strstr (off_road->reason, "r1"));

  SandFeature *road = ruleset_table_add_line (t, "road1", SAND_TERRAIN_ROAD, 0, 11, 36, 11, 0);
  sand_feature_set_width (road, 1);
  g_autoptr (SandMoveCheck) along = check_formation (t, shipped, 11, 25);
  g_assert_true (along->allowed);
  g_assert_cmpstr (along->reduced, ==, "road");
  g_autoptr (SandMoveCheck) unlisted = check_formation (t, no_road, 11, 25);
  g_assert_false (unlisted->allowed);
}

/* seed 002: "A group move across Difficult Going ... must be in a 1 figure
 * wide column" and may reduce "to form such a column": into woods, the
 * formation goes as a column where "column" is listed, else not. */
static void
test_column_required (void)
{
  g_autoptr (RulesetTable) t = two_abreast (20);
  g_autoptr (SandRuleset)  none = dbx_reducing ("gap");
  g_autoptr (SandRuleset)  shipped = dbx_reducing ("column gap road");

  ruleset_table_add_rect (t, "w1", SAND_TERRAIN_WOODS, 0, 0, 48, 18);
  g_autoptr (SandMoveCheck) refused = check_formation (t, none, 11, 17.5);
  g_assert_false (refused->allowed);
  g_assert_nonnull (strstr (refused->reason, "In formation"));
  g_autoptr (SandMoveCheck) reduced = check_formation (t, shipped, 11, 17.5);
  g_assert_true (reduced->allowed);
  g_assert_cmpstr (reduced->reduced, ==, "column");
}

/* seed 002: "... or away from enemy to its front ... must be in a 1 figure
 * wide column": moving back with an enemy ahead, the formation reduces to a
 * column where "column" is listed; else it is refused, in the program's
 * words. The two are Irregulars, who "can include 2 x 180° turns" and so may
 * move back at all (test-group-turns.c). */
static void
test_away_from_enemy (void)
{
  g_autoptr (RulesetTable) t = two_abreast (19);
  g_autoptr (SandRuleset)  none = dbx_reducing ("gap road");
  g_autoptr (SandRuleset)  shipped = dbx_reducing ("column gap road");

  sand_unit_set_class (sand_scenario_find_unit (t->scenario, "a"), "irregular");
  sand_unit_set_class (sand_scenario_find_unit (t->scenario, "b"), "irregular");
  ruleset_table_add_unit (t, "e", "infantry", t->them, 14, 2);
  sand_unit_set_facing (sand_scenario_find_unit (t->scenario, "a"), 0);
  sand_unit_set_facing (sand_scenario_find_unit (t->scenario, "b"), 0);
  g_autoptr (SandMoveCheck) refused = check_formation (t, none, 11, 22);
  g_assert_false (refused->allowed);
  g_assert_nonnull (strstr (refused->reason, "may not move away from the enemy to its front (e)"));
  g_autoptr (SandMoveCheck) reduced = check_formation (t, shipped, 11, 22);
  g_assert_true (reduced->allowed);
  g_assert_cmpstr (reduced->frontage, ==, "column");
  g_assert_cmpstr (reduced->reduced, ==, "column");
}

/* The group a, b asked at @points (X,Y each) by sandtable-cli reach --group,
 * then moved to each by move --group: the reach's answer is what the move
 * does, the same frontage, reduction, allowance used and refusal. */
static void
assert_reach_answers_as_move (RulesetTable      *t,
                              const char *const *points,
                              const char *const *frontages)
{
  const char           *ask[] = { "reach", "FILE", "--group", "a,b", "--mode", "move", "--json" };
  g_autoptr (GPtrArray) reach = g_ptr_array_new ();
  g_autofree char      *reached = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (ask); i++)
    g_ptr_array_add (reach, (gpointer) ask[i]);
  for (guint i = 0; points[i] != NULL; i++)
    {
      g_ptr_array_add (reach, (gpointer) "--at");
      g_ptr_array_add (reach, (gpointer) points[i]);
    }
  g_ptr_array_add (reach, NULL);
  g_assert_true (ruleset_table_cli_run (t, (const char *const *) reach->pdata, &reached, NULL));
  g_autoptr (JsonNode) r = test_json_parse (reached);
  for (guint i = 0; points[i] != NULL; i++)
    {
      JsonNode            *point = test_json_element (test_json_member (r, "points"), i);
      const char          *move[] = { "move", "FILE", "--group", "a,b", "--to", points[i], "--json", NULL };
      g_autofree char     *moved = NULL;
      gboolean             allowed = ruleset_table_cli_run (t, move, &moved, NULL);
      g_autoptr (JsonNode) m = test_json_parse (moved);

      g_test_message ("%s: %s", points[i], reached);
      g_assert_cmpint (test_json_boolean (point, "reachable"), ==, allowed);
      g_assert_cmpint (test_json_boolean (m, "allowed"), ==, allowed);
      if (frontages[i] == NULL)
        {
          g_assert_false (allowed);
          g_assert_cmpstr (test_json_string (point, "rule"), ==, test_json_string (m, "rule"));
          g_assert_cmpstr (test_json_string (point, "reason"), ==, test_json_string (m, "reason"));
          continue;
        }
      g_assert_true (allowed);
      g_assert_cmpstr (test_json_string (point, "frontage"), ==, frontages[i]);
      g_assert_cmpstr (test_json_string (m, "frontage"), ==, frontages[i]);
      g_assert_cmpfloat (test_json_number (point, "cost"), ==, test_json_number (m, "used"));
      if (g_str_equal (frontages[i], "column"))
        {
          g_assert_cmpstr (test_json_string (point, "reduced"), ==, "column");
          g_assert_cmpstr (test_json_string (m, "reduced"), ==, "column");
          g_assert_cmpstr (test_json_string (test_json_member (point, "formation"), "rule"), !=, NULL);
        }
      else
        g_assert_null (test_json_member (point, "reduced"));
    }
}

/* seed 002: "A group move across Difficult Going or a River, or away from
 * enemy to its front, or in poor visibility must be in a 1 figure wide
 * column." Two infantry, who may not turn about (test-group-turns.c), an
 * enemy ahead: back behind their start line the formation's reach stops
 * ("turn-about"), but moving away from the enemy a column is what the rules
 * ask, so reach --group answers that point reachable as a column, as move
 * --group goes there; forward and sideways in formation. In poor visibility
 * forward too is a column's; with no enemy ahead the way back is refused by
 * both, for the same reason. */
static void
test_reach_answers_as_move (void)
{
  g_autoptr (RulesetTable) t = two_abreast (19);
  g_autoptr (SandHistory)  history = sand_history_new (t->scenario);
  g_autoptr (SandRuleset)  rs = dbx_reducing ("column gap road");
  SandUnit                *enemy = ruleset_table_add_unit (t, "e", "infantry", t->them, 14, 2);
  const char              *points[] = { "11,22", "11,15", "8,19", NULL };
  gboolean                 poor = TRUE;

  sand_unit_set_facing (sand_scenario_find_unit (t->scenario, "a"), 0);
  sand_unit_set_facing (sand_scenario_find_unit (t->scenario, "b"), 0);
  assert_reach_answers_as_move (t, points, (const char *[]) { "column", "formation", "formation" });
  g_autoptr (SandMoveCheck) back = check_formation (t, rs, 11, 22);
  g_assert_true (back->allowed);
  g_assert_cmpstr (back->reduced, ==, "column");

  sand_play_end_turn_with (history, rs, NULL, &poor);
  assert_reach_answers_as_move (t, points, (const char *[]) { "column", "column", "column" });
  g_assert_true (sand_history_undo (history));

  sand_unit_set_position (enemy, 14, 34);
  assert_reach_answers_as_move (t, points, (const char *[]) { NULL, "formation", "formation" });
}

/* Where the group a, b goes as its column, cell by cell
 * (sand_group_way_column_cells(), what the Play page's column band shows),
 * against move --group's own judgement (sand_move_check_group_reducing())
 * at every 61st cell the column reaches: the same answer. */
static guint
assert_column_cells_as_move (RulesetTable *t,
                             SandRuleset  *rs,
                             double        x,
                             double        y)
{
  SandUnit                    *units[] = { sand_scenario_find_unit (t->scenario, "a"), sand_scenario_find_unit (t->scenario, "b") };
  const SandGroupMove         *formation = sand_ruleset_group_move_of_kind (rs, SAND_GROUP_MOVE_FORMATION);
  const SandGroupMove         *column = sand_group_frontage_column (rs);
  g_autoptr (GError)           error = NULL;
  g_autoptr (SandMoveSnapshot) fs = sand_move_snapshot_new_group (t->scenario, rs, units, 2, formation, "move", 0, NULL, &error);
  g_autoptr (SandMoveSnapshot) cs = sand_move_snapshot_new_group (t->scenario, rs, units, 2, column, "move", 0, NULL, &error);
  g_autoptr (SandReachField)   field = sand_reach_compute (fs, NULL, &error);
  g_autoptr (SandReachField)   column_field = sand_reach_compute (cs, NULL, &error);
  SandGroupWays                ways = { t->scenario, rs, units, 2, formation, NULL, field, column_field };
  g_autofree guint8           *cells = sand_group_way_column_cells (&ways);
  int                          w = sand_reach_field_get_width (column_field), h = sand_reach_field_get_height (column_field);
  const float                 *cost = sand_reach_field_get_costs (column_field);
  double                       cell = sand_reach_field_get_cell_size (column_field), x0, y0;
  guint                        asked = 0, at;

  g_assert_no_error (error);
  g_assert_nonnull (cells);
  sand_reach_field_get_origin (column_field, &x0, &y0);
  for (int k = 0; k < w * h; k++)
    {
      if (cost[k] < 0)
        g_assert_cmpint (cells[k], ==, 0);
      if (cost[k] < 0 || asked++ % 61 != 0)
        continue;
      g_autoptr (SandMoveCheck) check = check_formation (t, rs, x0 + (k % w + 0.5) * cell, y0 + (k / w + 0.5) * cell);
      g_assert_cmpint (cells[k], ==, check->allowed && g_strcmp0 (check->frontage, "column") == 0);
    }
  g_assert_cmpuint (asked, >, 10 * 61);
  at = (guint) ((int) floor ((y - y0) / cell) * w + (int) floor ((x - x0) / cell));
  return cells[at];
}

/* seed 002: "A group move can include reducing frontage where necessary to
 * form such a column or to pass a gap, or following a road, but not other
 * reductions": the rough ground on b's flank only limits the formation, so
 * the column the lead's way would take is not the group's there (no cell of
 * the column's band) unless the way follows a road. */
static void
test_column_cells (void)
{
  g_autoptr (RulesetTable) t = two_abreast (30);
  g_autoptr (SandRuleset)  shipped = dbx_reducing ("column gap road");

  ruleset_table_add_rect (t, "r1", SAND_TERRAIN_ROUGH, 12, 20, 8, 9);
  g_assert_cmpuint (assert_column_cells_as_move (t, shipped, 11, 25.05), ==, 0);
  SandFeature *road = ruleset_table_add_line (t, "road1", SAND_TERRAIN_ROAD, 0, 11, 36, 11, 0);
  sand_feature_set_width (road, 1);
  g_assert_cmpuint (assert_column_cells_as_move (t, shipped, 11, 25.05), ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_vfs_get_default ();
  g_test_add_func ("/engine/group/frontage/dbx/gap-narrower-than-the-formation-refused-in-formation-passed-as-column",
                   test_gap);
  g_test_add_func ("/engine/group/frontage/dbx/following-a-road-past-a-rough-flank", test_road);
  g_test_add_func ("/engine/group/frontage/dbx/column-cells-where-move-group-goes-as-column", test_column_cells);
  g_test_add_func ("/engine/group/frontage/dbx/difficult-going-reduces-to-column", test_column_required);
  g_test_add_func ("/engine/group/frontage/dbx/away-from-enemy-reduces-to-column", test_away_from_enemy);
  g_test_add_func ("/engine/group/frontage/dbx/reach-answers-as-move/away-from-enemy-or-in-poor-visibility-a-column",
                   test_reach_answers_as_move);
  return g_test_run ();
}
