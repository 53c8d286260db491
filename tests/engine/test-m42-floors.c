/* test-m42-floors.c: M42's floors of structures, one test per sentence, through
 * the engine and through "sandtable-cli reach --json". m42.xml: a storey is
 * floor-height="3" inches; climbing is Difficult (the move halved, rounded
 * down), coming down Clear.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-error.h"
#include "sand-move-builder.h"
#include "sand-reach.h"
#include "sand-reach-floors.h"
#include "sand-ruleset-registry.h"
#include "test-cli.h"
#include "test-json.h"
#include "reason-util.h"

/* A 48x36 M42 table with building b1 of @floors floors, 10..14 x 10..14, its
 * door in the middle of the south wall at (12, 14). */
static SandScenario *
house_new (int floors)
{
  SandScenario *scenario = sand_scenario_new ();
  g_autoptr (SandSide) us = sand_side_new ("us", "Us", "#3465a4");
  g_autoptr (SandFeature) b1 = sand_feature_new ("b1", SAND_TERRAIN_BUILDING);
  g_autoptr (SandFeature) door = sand_feature_new ("d1", SAND_TERRAIN_DOOR);

  sand_scenario_set_size (scenario, 48, 36);
  sand_scenario_set_ruleset (scenario, "m42");
  sand_scenario_add_side (scenario, us);
  sand_feature_set_rect (b1, 10, 10, 4, 4);
  sand_feature_set_floors (b1, floors);
  sand_scenario_add_feature (scenario, b1);
  sand_feature_set_point (door, 12, 14);
  sand_scenario_add_feature (scenario, door);
  return scenario;
}

static SandUnit *
add_unit (SandScenario *scenario,
          const char   *id,
          double        x,
          double        y,
          const char   *floor)
{
  g_autoptr (SandUnit) u = sand_unit_new (id, "infantry", sand_scenario_find_side (scenario, "us"), x, y);

  if (floor != NULL)
    sand_unit_set_attr (u, "floor", floor);
  sand_scenario_add_unit (scenario, u);
  return u; /* borrowed: the scenario holds it */
}

static SandMoveSnapshot *
snapshot (SandScenario *scenario,
          const char   *unit,
          const char   *mode,
          GError      **error)
{
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "m42");

  return sand_move_snapshot_new (scenario, rs, sand_scenario_find_unit (scenario, unit), mode, 0.1, error);
}

static SandReachField *
reach (SandScenario *scenario,
       const char   *unit,
       const char   *mode)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SandMoveSnapshot) snap = snapshot (scenario, unit, mode, &error);
  g_assert_no_error (error);
  SandReachField *f = sand_reach_compute (snap, NULL, &error);
  g_assert_no_error (error);
  return f;
}

static const SandReachFloor *
floor_of (SandReachField *f,
          const char     *building,
          int             floor)
{
  for (guint i = 0; i < sand_reach_field_n_floors (f); i++)
    {
      const SandReachFloor *r = sand_reach_field_floor (f, i);
      if (g_str_equal (r->feature_id, building) && r->floor == floor)
        return r;
    }
  g_error ("no floor %d of %s", floor, building);
}

/* Floor @floor of b1 costs @cost (within @tol), or is out of reach (@cost < 0)
 * with @why in the reason. */
static void
check_floor (SandScenario *scenario,
             const char   *unit,
             const char   *mode,
             int           floor,
             double        cost,
             double        tol,
             const char   *why)
{
  g_autoptr (SandReachField) f = reach (scenario, unit, mode);
  const SandReachFloor *r = floor_of (f, "b1", floor);

  if (cost >= 0)
    {
      if (!r->reachable)
        {
          g_autofree char *reason = sand_reason_format (r->reason, SAND_LENGTH_INCHES);
          g_error ("%s %s, floor %d: expected %g, reason: %s", unit, mode, floor, cost, reason);
        }
      g_assert_cmpfloat_with_epsilon (r->cost, cost, tol);
      g_assert_null (r->reason);
    }
  else
    {
      g_autofree char *reason = sand_reason_format (r->reason, SAND_LENGTH_INCHES);
      g_assert_false (r->reachable);
      g_assert_cmpfloat (r->cost, ==, -1);
      if (strstr (reason, why) == NULL)
        g_error ("%s %s, floor %d: “%s” is not in “%s”", unit, mode, floor, why, reason);
    }
}

static void
test_up_difficult (void)
{
  /* "Models moving from a lower level to a higher level in a structure will
   * always treat that movement as Difficult Going." Mv 6 Advancing: 3in once it
   * climbs, one 3in storey from where it stands; At The Double 12: 6in, two. */
  g_autoptr (SandScenario) s = house_new (4);
  SandUnit *in = add_unit (s, "in", 12, 12, NULL);
  add_unit (s, "out", 12, 15.5, NULL);

  check_floor (s, "in", "advance", 1, 3, 1e-9, NULL);
  check_floor (s, "in", "advance", 2, -1, 0,
               "Building b1, floor 2, climbing: Difficult going, the move is at most 3in; the way up needs 6.0in");
  /* from outside: 1.5in to the door, the first inch inside is 1.55in away */
  check_floor (s, "out", "advance", 1, -1, 0, "the move is at most 3in; the way up needs 4.6in");
  check_floor (s, "out", "double", 1, 1.5 + 3, 0.1, NULL);
  check_floor (s, "out", "double", 2, -1, 0, "the move is at most 6in; the way up needs 7.6in");
  /* halved, rounded down: Mv 7 is 3in once it climbs, Mv 8 is 4in */
  sand_unit_set_attr (in, "mv", "7");
  check_floor (s, "in", "advance", 1, 3, 1e-9, NULL);
  check_floor (s, "in", "advance", 2, -1, 0, "the move is at most 3in");
  sand_unit_set_attr (in, "mv", "8");
  check_floor (s, "in", "advance", 2, -1, 0, "the move is at most 4in; the way up needs 6.0in");
}

static void
test_down_clear (void)
{
  /* "While movement from a higher level to a lower level will always be
   * considered to be Clear Going." From floor 2: coming down is 6in and the
   * rest of the move is not halved. */
  g_autoptr (SandScenario) s = house_new (3);
  add_unit (s, "up", 11, 11, "2");

  check_floor (s, "up", "advance", 2, 0, 1e-9, NULL);
  check_floor (s, "up", "advance", 1, 3, 1e-9, NULL);
  g_autoptr (SandReachField) adv = reach (s, "up", "advance");
  g_autoptr (SandReachField) dbl = reach (s, "up", "double");
  /* out of the door to (12, 16): 6 down, then sqrt(1 + 25) in a straight line */
  g_assert_false (sand_reach_field_is_reachable (adv, 12, 16));
  g_assert_true (sand_reach_field_is_reachable (dbl, 12, 16));
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (dbl, 12, 16), 6 + sqrt (26), 0.02);
  /* 6 + sqrt (1 + 49) = 13.07: beyond At The Double's 12in */
  g_assert_false (sand_reach_field_is_reachable (dbl, 12, 18));
  g_autofree char *json = test_cli_reach_json (s, "up", "double", 12, 16);
  g_autoptr (JsonNode) root = test_json_parse (json);
  JsonNode *point = test_json_element (test_json_member (root, "points"), 0);
  g_assert_true (test_json_boolean (point, "reachable"));
  g_assert_cmpfloat_with_epsilon (test_json_number (point, "cost"), 6 + sqrt (26), 0.0005);
}

static void
test_leaper_clear (void)
{
  /* "A unit with the Leaper special rule always treats ... movement from one
   * level of a structure to another, as Clear Going." The whole 6in climbs. */
  g_autoptr (SandScenario) s = house_new (4);
  SandUnit *u = add_unit (s, "u", 12, 12, NULL);

  sand_unit_set_attr (u, "special", "leaper");
  check_floor (s, "u", "advance", 2, 6, 1e-9, NULL);
  check_floor (s, "u", "advance", 3, -1, 0,
               "Building b1, floor 3: out of reach, the move is 6in and the way up needs 9.0in");
  sand_unit_set_attr (u, "special", NULL);
  check_floor (s, "u", "advance", 2, -1, 0, "Difficult going");
}

static void
test_double_floors (void)
{
  /* "each model may be moved up to double the unit's base Mv" with the floors:
   * 12in, halved to 6in once it climbs; from floor 1 it climbs 2 more storeys.
   * The friend upstairs is not on the ground "in" stands on: not Slow for it. */
  g_autoptr (SandScenario) s = house_new (4);
  add_unit (s, "in", 12, 12, NULL);
  add_unit (s, "up", 12, 12.5, "1");

  check_floor (s, "in", "double", 2, 6, 1e-9, NULL);
  check_floor (s, "in", "double", 3, -1, 0, "the move is at most 6in; the way up needs 9.0in");
  check_floor (s, "up", "double", 3, 6, 1e-9, NULL);
  check_floor (s, "up", "advance", 3, -1, 0, "the move is at most 3in; the way up needs 6.0in");
  check_floor (s, "up", "advance", 2, 3, 1e-9, NULL);

  /* "A unit may not move At The Double when any of it's models are crossing
   * Slow Going": on a building's Slow base it may not climb At The Double */
  g_autoptr (SandScenario) based = house_new (3);
  add_unit (based, "in", 12, 12, NULL);
  sand_feature_set_has_base (sand_scenario_find_feature (based, "b1"), TRUE);
  check_floor (based, "in", "advance", 1, 3, 1e-9, NULL);
  check_floor (based, "in", "double", 1, -1, 0, "Slow going, not allowed when moving At The Double");
}

static void
test_base_slow_on_the_ground_level (void)
{
  /* "If a structure has a base, then models on the ground level will, as per
   * the Area Terrain rules, be in Slow Going": upstairs is not the ground
   * level, so a model there climbs At The Double (6in once it climbs), but may
   * not come down onto the Slow ground floor At The Double. */
  g_autoptr (SandScenario) s = house_new (4);
  add_unit (s, "up", 12, 12, "1");
  sand_feature_set_has_base (sand_scenario_find_feature (s, "b1"), TRUE);

  check_floor (s, "up", "double", 3, 6, 1e-9, NULL);
  check_floor (s, "up", "advance", 3, -1, 0, "the move is at most 3in");
  g_autoptr (SandReachField) dbl = reach (s, "up", "double");
  g_autoptr (SandReachField) adv = reach (s, "up", "advance");
  g_assert_false (sand_reach_field_is_reachable (dbl, 12, 13));
  g_assert_true (sand_reach_field_is_reachable (adv, 12, 13));
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (adv, 12, 13), 3 + 1, 0.02);
}

static void
test_enemy_upstairs_on_the_plan (void)
{
  /* "no model may end it's movement closer than 2" to any enemy model", read
   * (m42.xml) on the plan whatever the floor: an enemy upstairs keeps models
   * 2in off the ground beneath it too, and the climb starts where a model may
   * stand. */
  g_autoptr (SandScenario) s = house_new (3);
  g_autoptr (SandSide) them = sand_side_new ("them", "Them", "#a40000");
  sand_scenario_add_side (s, them);
  g_autoptr (SandUnit) e = sand_unit_new ("e", "infantry", them, 13.5, 10.5);
  sand_unit_set_attr (e, "floor", "2");
  sand_scenario_add_unit (s, e);
  add_unit (s, "u", 12, 16, NULL);

  g_autoptr (SandReachField) f = reach (s, "u", "advance");
  g_assert_true (sand_reach_field_is_reachable (f, 11, 13.5));
  g_assert_false (sand_reach_field_is_reachable (f, 12.5, 12));
  g_autofree char *reason = test_why (f, 12.5, 12);
  g_assert_nonnull (strstr (reason, "enemy e: closer than 2in"));
}

static void
test_climb_without_difficult_ground (void)
{
  /* The climb halves the move on open ground too, where nothing else on the
   * table is Difficult: a 6in move, 3in once it climbs 1in storeys. The way
   * in from (12, 15.2) is 1.25in to the first cell inside. */
  SandMoveBuilder *b = sand_move_builder_new (48, 36, 12, 15.2, 6, 0.1);
  SandMoveEffect up, down;
  SandPoint house[] = { { 10, 10 }, { 14, 10 }, { 14, 14 }, { 10, 14 } };

  sand_move_effect_init (&up);
  sand_move_effect_init (&down);
  up.tier = 3;
  {
    g_autoptr (SandReason) climbing = sand_reason_new (SAND_REASON_GOING);
    sand_reason_set_who (climbing, SAND_REASON_WHO_CLIMBING, NULL, NULL, NULL);
    climbing->going = g_strdup ("difficult");
    climbing->going_name = g_strdup ("Difficult");
    up.reason = sand_move_builder_add_reason (b, climbing);
  }
  sand_move_builder_set_floors (b, &up, &down, 1);
  sand_move_builder_add_floor_site (b, "b1", NULL, house, 4, 3);
  g_autoptr (SandMoveSnapshot) snap = sand_move_builder_finish (b);
  g_autoptr (SandReachField) f = sand_reach_compute (snap, NULL, NULL);

  g_assert_cmpuint (sand_reach_field_n_floors (f), ==, 2);
  g_assert_true (sand_reach_field_floor (f, 0)->reachable);
  g_assert_cmpfloat_with_epsilon (sand_reach_field_floor (f, 0)->cost, 1.25 + 1, 0.01);
  g_assert_false (sand_reach_field_floor (f, 1)->reachable);
  {
    g_autofree char *reason = sand_reason_format (sand_reach_field_floor (f, 1)->reason, SAND_LENGTH_INCHES);
    g_assert_nonnull (strstr (reason, "climbing: Difficult; the way up needs 3.3in"));
    g_free (reason);
    /* the same in centimetres, for a player who reads them */
    reason = sand_reason_format (sand_reach_field_floor (f, 1)->reason, SAND_LENGTH_CENTIMETRES);
    g_assert_nonnull (strstr (reason, "climbing: Difficult; the way up needs 8.3 cm"));
  }
  /* the ground beyond 3in is still in the 6in move */
  g_assert_true (sand_reach_field_is_reachable (f, 12, 20.5));
}

static void
test_floor_errors (void)
{
  /* A unit upstairs must stand in a building, and on one of its floors. */
  g_autoptr (SandScenario) s = house_new (3);
  SandUnit *u = add_unit (s, "u", 20, 20, "1");
  g_autoptr (GError) error = NULL;
  g_autoptr (SandMoveSnapshot) none = snapshot (s, "u", "advance", &error);

  g_assert_null (none);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“u” is on floor 1 but does not stand inside a building"));
  g_clear_error (&error);

  sand_unit_set_position (u, 12, 12);
  sand_unit_set_attr (u, "floor", "3");
  g_autoptr (SandMoveSnapshot) above = snapshot (s, "u", "advance", &error);
  g_assert_null (above);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "above the top of building b1 (floors 0 to 2)"));
  g_clear_error (&error);

  sand_unit_set_attr (u, "floor", "first");
  g_autoptr (SandMoveSnapshot) word = snapshot (s, "u", "advance", &error);
  g_assert_null (word);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_clear_error (&error);

  sand_unit_set_attr (u, "floor", "2");
  g_autoptr (SandMoveSnapshot) top = snapshot (s, "u", "advance", &error);
  g_assert_no_error (error);
  g_assert_nonnull (top);
}

static void
test_cli_floors (void)
{
  /* FORMAT.md's keys stay; each mode gains "floors" when a building has them. */
  g_autoptr (SandScenario) s = house_new (3);
  add_unit (s, "u", 12, 12, NULL);

  g_autofree char *json = test_cli_reach_json (s, "u", "advance", 12, 13);
  g_autoptr (JsonNode) root = test_json_parse (json);
  JsonNode *floors = test_json_member (root, "floors");
  g_assert_cmpuint (test_json_length (floors), ==, 2);
  JsonNode *one = test_json_element (floors, 0), *two = test_json_element (floors, 1);
  g_assert_cmpstr (test_json_string (one, "feature"), ==, "b1");
  g_assert_cmpfloat (test_json_number (one, "floor"), ==, 1);
  g_assert_true (test_json_boolean (one, "reachable"));
  g_assert_cmpfloat (test_json_number (one, "cost"), ==, 3);
  g_assert_cmpstr (test_json_string (two, "feature"), ==, "b1");
  g_assert_cmpfloat (test_json_number (two, "floor"), ==, 2);
  g_assert_false (test_json_boolean (two, "reachable"));
  g_assert_cmpstr (test_json_string (two, "reason"), ==,
                   "Building b1, floor 2, climbing: Difficult going, the move is at most 3in; the way up needs 6.0in");
  JsonNode *point = test_json_element (test_json_member (root, "points"), 0);
  g_assert_cmpfloat (test_json_number (point, "x"), ==, 12);
  g_assert_cmpfloat (test_json_number (point, "y"), ==, 13);
  g_assert_true (test_json_boolean (point, "reachable"));

  g_autoptr (SandScenario) flat = house_new (1);
  add_unit (flat, "u", 12, 12, NULL);
  g_autofree char *plain = test_cli_reach_json (flat, "u", "advance", 12, 13);
  g_autoptr (JsonNode) plain_root = test_json_parse (plain);
  g_assert_null (test_json_member (plain_root, "floors"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/m42/structures/lower-to-higher-difficult", test_up_difficult);
  g_test_add_func ("/m42/structures/higher-to-lower-clear", test_down_clear);
  g_test_add_func ("/m42/leaper/levels-of-a-structure-clear", test_leaper_clear);
  g_test_add_func ("/m42/double/floors", test_double_floors);
  g_test_add_func ("/m42/structures/climbing-halves-on-open-ground", test_climb_without_difficult_ground);
  g_test_add_func ("/m42/structures/base-slow-on-the-ground-level-only", test_base_slow_on_the_ground_level);
  g_test_add_func ("/m42/enemies/measured-on-the-plan-whatever-the-floor", test_enemy_upstairs_on_the_plan);
  g_test_add_func ("/m42/structures/floor-errors", test_floor_errors);
  g_test_add_func ("/m42/structures/cli-floors", test_cli_floors);
  return g_test_run ();
}
