/* test-m42.c: every movement rule of M42, one test each, named after the sentence
 * it checks; each asks the engine directly and through "sandtable-cli reach --json".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sand-error.h"
#include "sand-move-snapshot-private.h"
#include "sand-reach.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"
#include "test-cli.h"
#include "test-json.h"

#include "m42-table.h"
#include "reason-util.h"

static void
test_advance_up_to_mv (void)
{
  /* "may move up to that unit's base Mv characteristic, in inches." */
  g_autoptr (RulesetTable) t = m42_table_new ();
  SandUnit *u = m42_add_unit (t, "u", t->us, 10, 10);

  ruleset_check (t, "u", "advance", 15.9, 10, TRUE, NULL);
  ruleset_check (t, "u", "advance", 16.2, 10, FALSE, "6in");
  sand_unit_set_attr (u, "mv", "5");
  ruleset_check (t, "u", "advance", 14.9, 10, TRUE, NULL);
  ruleset_check (t, "u", "advance", 15.2, 10, FALSE, NULL);
}

static void
test_mv_a_number (void)
{
  /* "a unit's Movement (Mv) characteristic": a distance in inches, so a file
   * whose Mv is a word or below zero is refused against its ruleset (validate)
   * where it says so, and a unit given one in the editor is told why it cannot
   * move. */
  static const char head[] =
    "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" ruleset=\"m42\">\n"
    "<table width=\"48\" height=\"36\"/>\n"
    "<forces><side id=\"us\" name=\"Us\" color=\"#3465a4\">\n";
  static const struct { const char *unit, *message; } bad[] = {
    { "<unit id=\"u\" class=\"infantry\" x=\"1\" y=\"1\" mv=\"fast\"/>",
      "t.sandtable:4: unit “u”: mv “fast” is not a number" },
    { "<unit id=\"u\" class=\"infantry\" x=\"1\" y=\"1\" mv=\"-3\"/>",
      "t.sandtable:4: unit “u”: mv “-3” is less than 0" },
    { "<unit id=\"u\" class=\"infantry\" x=\"1\" y=\"1\" floor=\"first\"/>",
      "t.sandtable:4: “first” is not a whole number of at least 0 (floor of <unit>)" },
  };

  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *xml = g_strconcat (head, bad[i].unit, "\n</side></forces></scenario>\n", NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (SandScenario) s = sand_scenario_load_data_for_rulesets (xml, strlen (xml), "t.sandtable", reg, &error);

      g_assert_null (s);
      g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }

  g_autoptr (RulesetTable) t = m42_table_new ();
  SandUnit *u = m42_add_unit (t, "u", t->us, 10, 10);
  g_autoptr (GError) error = NULL;

  sand_unit_set_attr (u, "mv", "-3");
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (t->scenario, sand_ruleset_registry_lookup (reg, "m42"),
                                                              u, "double", 0.1, &error);
  g_assert_null (snap);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "The unit's move “mv” works out at -3in, less than nothing");

  /* a distance on a table: Mv 1e8 is refused, not solved (the solver's cost
   * buckets would not fit), while a long move that fits is solved */
  g_clear_error (&error);
  sand_unit_set_attr (u, "mv", "1e8");
  g_autoptr (SandMoveSnapshot) huge = sand_move_snapshot_new (t->scenario, sand_ruleset_registry_lookup (reg, "m42"),
                                                              u, "advance", 0.1, &error);
  g_assert_null (huge);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "works out at 1e+08in, more than"));
  sand_unit_set_attr (u, "mv", "1000");
  ruleset_check (t, "u", "double", 47, 35, TRUE, NULL);
}

static void
test_double_twice_mv (void)
{
  /* "each model may be moved up to double the unit's base Mv characteristic." */
  g_autoptr (RulesetTable) t = m42_table_new ();
  m42_add_unit (t, "u", t->us, 10, 10);

  ruleset_check (t, "u", "double", 10 + 11.9 * cos (0.7), 10 + 11.9 * sin (0.7), TRUE, NULL);
  ruleset_check (t, "u", "double", 22.3, 10, FALSE, NULL);
}

static void
test_area_terrain_slow (void)
{
  /* "Area Terrain of any kind is always considered to be Slow Going for any unit
   * who's models enter, leave, or cross it." + "A unit may not move At The Double
   * when any of it's models are crossing Slow Going" */
  g_autoptr (RulesetTable) t = m42_table_new ();
  m42_add_unit (t, "u", t->us, 10, 18);
  m42_add_unit (t, "in", t->us, 15, 30);
  ruleset_table_add_rect (t, "w1", SAND_TERRAIN_WOODS, 13, 0, 4, 36);

  ruleset_check (t, "u", "advance", 15.5, 18, TRUE, NULL);
  ruleset_check (t, "u", "double", 15.5, 18, FALSE, "woods w1: Slow going, not allowed when moving At The Double");
  ruleset_check (t, "u", "double", 19, 18, FALSE, "woods w1");
  ruleset_check (t, "u", "double", 4, 18, TRUE, NULL);
  /* leaving it is Slow too */
  ruleset_check (t, "in", "double", 19, 30, FALSE, NULL);
  ruleset_check (t, "in", "advance", 19, 30, TRUE, NULL);
}

static void
test_difficult_halved (void)
{
  /* "Obstacles which are over 2", but less than 4" in height, are considered to be
   * both Slow, and Difficult Going." + "slow the movement ... by one-half, rounded
   * down." */
  g_autoptr (RulesetTable) t = m42_table_new ();
  SandUnit *u = m42_add_unit (t, "u", t->us, 10, 18);
  ruleset_table_add_line (t, "x1", SAND_TERRAIN_WALL, 3, 11, 0, 11, 36);

  ruleset_check (t, "u", "advance", 12.9, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 13.3, 18, FALSE, "wall x1: over 2in and up to 4in high");
  ruleset_check (t, "u", "advance", 5, 18, TRUE, NULL);
  ruleset_check (t, "u", "double", 11.5, 18, FALSE, "not allowed when moving At The Double");
  sand_unit_set_attr (u, "mv", "5"); /* 5 / 2 = 2.5, rounded down: 2 */
  ruleset_check (t, "u", "advance", 11.9, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 12.3, 18, FALSE, NULL);
}

static void
test_difficult_halved_once (void)
{
  /* "they will slow the movement of individual models crossing them by
   * one-half, rounded down": two Difficult crossings halve the move once, and
   * the walls of a structure, Difficult but not Slow, halve At The Double too. */
  g_autoptr (RulesetTable) t = m42_table_new ();
  m42_add_unit (t, "u", t->us, 10, 10);
  m42_add_unit (t, "v", t->us, 19, 10);
  ruleset_table_add_line (t, "x1", SAND_TERRAIN_WALL, 3, 11, 0, 11, 36);
  ruleset_table_add_line (t, "x2", SAND_TERRAIN_FENCE, 3.5, 12, 0, 12, 36);
  ruleset_table_add_rect (t, "b1", SAND_TERRAIN_BUILDING, 20, 0, 2, 36);
  ruleset_table_add_rect (t, "b2", SAND_TERRAIN_BUILDING, 23, 0, 2, 36);

  ruleset_check (t, "u", "advance", 12.9, 10, TRUE, NULL);
  ruleset_check (t, "u", "advance", 13.1, 10, FALSE, "the move is at most 3in");
  ruleset_check (t, "v", "double", 24.9, 10, TRUE, NULL);
  ruleset_check (t, "v", "double", 25.1, 10, FALSE, "building b1: Difficult going, the move is at most 6in");
}

static void
test_obstacle_up_to_2_slow (void)
{
  /* "If a Linear or Point Obstacle is 2" or less in height, then it is always
   * considered to be Slow Going." */
  g_autoptr (RulesetTable) t = m42_table_new ();
  m42_add_unit (t, "u", t->us, 10, 18);
  ruleset_table_add_line (t, "h1", SAND_TERRAIN_HEDGE, 2, 12, 0, 12, 36);

  ruleset_check (t, "u", "advance", 15.5, 18, TRUE, NULL);
  ruleset_check (t, "u", "double", 13, 18, FALSE, "hedge h1: 2in high or less, Slow going");
  ruleset_check (t, "u", "double", 11.5, 28, TRUE, NULL);
}

static void
test_stream_crossed_at_bridge (void)
{
  /* Reading (m42.xml): a stream that is not fordable is Impassable except at fords
   * and bridges, which are Clear going. */
  g_autoptr (RulesetTable) t = m42_table_new ();
  g_autoptr (SandFeature) stream = sand_feature_new ("s1", SAND_TERRAIN_STREAM);
  g_autoptr (SandFeature) bridge = sand_feature_new ("b1", SAND_TERRAIN_BRIDGE);
  SandPoint water[] = { { 20, 0 }, { 20, 36 } };
  SandPoint deck[] = { { 18.5, 18 }, { 21.5, 18 } };

  sand_feature_set_polyline (stream, water, 2);
  sand_feature_set_width (stream, 1);
  sand_scenario_add_feature (t->scenario, stream);
  m42_add_unit (t, "u", t->us, 16, 18);

  ruleset_check (t, "u", "advance", 21.5, 18, FALSE, "stream s1");
  sand_feature_set_polyline (bridge, deck, 2);
  sand_feature_set_width (bridge, 2);
  sand_scenario_add_feature (t->scenario, bridge);
  ruleset_check (t, "u", "advance", 21.5, 18, TRUE, NULL);
  /* only at the bridge: 3" along the bank is still the stream, though a
   * straight walk there would be 5.6in; 4" along, even that is beyond the move */
  ruleset_check (t, "u", "advance", 21, 20.5, FALSE, "stream s1: impassable");
  ruleset_check (t, "u", "advance", 21.5, 22, FALSE, "Out of reach: 6.8in away, the move is 6in");
}

static void
test_stream_crossed_at_point_ford (void)
{
  /* A ford may be marked as a single point on the river (MOVEMENT.md §2). */
  g_autoptr (RulesetTable) t = m42_table_new ();
  g_autoptr (SandFeature) stream = sand_feature_new ("s1", SAND_TERRAIN_STREAM);
  g_autoptr (SandFeature) ford = sand_feature_new ("f1", SAND_TERRAIN_FORD);
  SandPoint water[] = { { 20, 0 }, { 20, 36 } };

  sand_feature_set_polyline (stream, water, 2);
  sand_feature_set_width (stream, 1);
  sand_scenario_add_feature (t->scenario, stream);
  sand_feature_set_point (ford, 20, 18);
  sand_scenario_add_feature (t->scenario, ford);
  m42_add_unit (t, "u", t->us, 16, 18);

  ruleset_check (t, "u", "advance", 21.5, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 21, 20.5, FALSE, "stream s1: impassable");
  ruleset_check (t, "u", "advance", 21.5, 22, FALSE, "Out of reach: 6.8in away, the move is 6in");
}

static void
test_obstacle_over_4_impassable (void)
{
  /* "any obstacle which is over 4" in height is always considered to be Impassible." */
  g_autoptr (RulesetTable) t = m42_table_new ();
  m42_add_unit (t, "u", t->us, 10, 18);
  ruleset_table_add_line (t, "x1", SAND_TERRAIN_WALL, 4.5, 12, 14, 12, 22);

  ruleset_check (t, "u", "advance", 13, 18, FALSE, "wall x1: over 4in high, impassable");
  /* round its end at (12, 14): about 8.6", within At The Double's 12" */
  ruleset_check (t, "u", "double", 13, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 12.5, 13.5, TRUE, NULL);
  /* at exactly 4": Slow and Difficult (the file's note), not impassable */
  ruleset_table_add_line (t, "x2", SAND_TERRAIN_WALL, 4, 8, 0, 8, 36);
  ruleset_check (t, "u", "advance", 7.5, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 6.5, 18, FALSE, "wall x2");
}

static void
test_hills_up_slow_down_clear (void)
{
  /* "Movement from the table onto a hill ... is always considered to be Slow Going."
   * "movement from a hill to the tabletop ... will always be considered to be Clear
   * Going." */
  g_autoptr (RulesetTable) t = m42_table_new ();
  g_autoptr (SandFeature) hill = sand_feature_new ("h1", SAND_TERRAIN_HILL);
  sand_feature_set_ellipse (hill, 24, 18, 6, 6);
  sand_scenario_add_feature (t->scenario, hill);
  m42_add_unit (t, "low", t->us, 14, 18);
  m42_add_unit (t, "top", t->us, 24, 18);
  /* another hill, off the way: the reason names the one stepped onto */
  ruleset_table_add_rect (t, "h9", SAND_TERRAIN_HILL, 2, 2, 6, 6);

  ruleset_check (t, "low", "double", 20, 18, FALSE, "hill h1: going up, Slow going, not allowed when moving At The Double");
  ruleset_check (t, "low", "advance", 19, 18, TRUE, NULL);
  ruleset_check (t, "top", "double", 33, 18, TRUE, NULL);
  /* Leaper: "always treats hills ... as Clear Going" */
  sand_unit_set_attr (sand_scenario_find_unit (t->scenario, "low"), "special", "leaper");
  ruleset_check (t, "low", "double", 20, 18, TRUE, NULL);
}

static void
test_hills_down_clear_straight (void)
{
  /* "movement from a hill to the tabletop, or from a higher hill-step to a lower
   * one, will always be considered to be Clear Going": down from the top of a
   * stepped hill the tape goes straight, whatever the steps on the way. */
  g_autoptr (RulesetTable) t = m42_table_new ();
  g_autoptr (SandFeature) hill = sand_feature_new ("h1", SAND_TERRAIN_HILL);
  g_autoptr (SandFeature) step = sand_feature_new ("h2", SAND_TERRAIN_HILL);
  sand_feature_set_ellipse (hill, 24, 18, 6, 6);
  sand_feature_set_ellipse (step, 24, 18, 3, 3);
  sand_feature_set_level (step, 2);
  sand_scenario_add_feature (t->scenario, hill);
  sand_scenario_add_feature (t->scenario, step);
  m42_add_unit (t, "top", t->us, 24, 18);

  g_autoptr (SandReachField) f = ruleset_table_reach (t, "top", "double");
  for (int a = 0; a < 360; a += 5)
    for (double r = 2.5; r <= 11.5; r += 1)
      {
        double x = 24 + r * cos (a * G_PI / 180), y = 18 + r * sin (a * G_PI / 180);
        g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (f, x, y), r, 1e-3);
      }
}

static void
test_structure_walls_difficult (void)
{
  /* "Models crossing the vertical walls of a structure always treat that movement
   * as Difficult Going. Unless there is a door, window, or other hole" */
  g_autoptr (RulesetTable) t = m42_table_new ();
  m42_add_unit (t, "u", t->us, 10, 18);
  ruleset_table_add_rect (t, "b1", SAND_TERRAIN_BUILDING, 12, 14, 8, 8);

  ruleset_check (t, "u", "advance", 12.8, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 14, 18, FALSE, "building b1: Difficult going");
  g_autoptr (SandFeature) door = sand_feature_new ("d1", SAND_TERRAIN_DOOR);
  sand_feature_set_point (door, 12, 18);
  sand_scenario_add_feature (t->scenario, door);
  ruleset_check (t, "u", "advance", 14, 18, TRUE, NULL);
  ruleset_check (t, "u", "double", 14, 18, TRUE, NULL);
  /* "Unless there is a door, window, or other hole": shut or open, a door is a
   * door (m42.xml); 7in in through it, beyond the 6in of a Difficult move */
  sand_feature_set_open (door, FALSE);
  ruleset_check (t, "u", "double", 17, 18, TRUE, NULL);
  m42_add_unit (t, "n", t->us, 16, 8);
  ruleset_check (t, "n", "double", 16, 15, FALSE, "building b1: Difficult going, the move is at most 6in");
  g_autoptr (SandFeature) window = sand_feature_new ("w1", SAND_TERRAIN_WINDOW);
  sand_feature_set_point (window, 16, 14);
  sand_scenario_add_feature (t->scenario, window);
  ruleset_check (t, "n", "double", 16, 15, TRUE, NULL);
}

static void
test_structure_base_area_terrain (void)
{
  /* "If a structure has a base, then models on the ground level will, as per the
   * Area Terrain rules, be in Slow Going." */
  g_autoptr (RulesetTable) t = m42_table_new ();
  m42_add_unit (t, "u", t->us, 10, 18);
  SandFeature *b = ruleset_table_add_rect (t, "b1", SAND_TERRAIN_BUILDING, 12, 14, 8, 8);
  g_autoptr (SandFeature) door = sand_feature_new ("d1", SAND_TERRAIN_DOOR);
  sand_feature_set_point (door, 12, 18);
  sand_scenario_add_feature (t->scenario, door);

  ruleset_check (t, "u", "double", 14, 18, TRUE, NULL);
  sand_feature_set_has_base (b, TRUE);
  ruleset_check (t, "u", "double", 14, 18, FALSE, "building b1: Slow going");
  ruleset_check (t, "u", "advance", 14, 18, TRUE, NULL);
}

static void
test_leaper_obstacles (void)
{
  /* Leaper: "obstacles between 2" and 4" high as merely Slow Going, obstacles 4" or
   * more inches high as both both Slow and Difficult Going, and obstacles 6" or
   * higher as Impassible." */
  g_autoptr (RulesetTable) t = m42_table_new ();
  SandUnit *u = m42_add_unit (t, "u", t->us, 10, 18);
  sand_unit_set_attr (u, "special", "leaper spread:3");
  ruleset_table_add_line (t, "x1", SAND_TERRAIN_WALL, 3, 11, 0, 11, 36);

  ruleset_check (t, "u", "advance", 15, 18, TRUE, NULL);
  ruleset_check (t, "u", "double", 12, 18, FALSE, "Slow going");
  ruleset_table_add_line (t, "x2", SAND_TERRAIN_WALL, 5, 8, 0, 8, 36);
  ruleset_check (t, "u", "advance", 6, 18, FALSE, "wall x2: 4in to under 6in high");
  ruleset_check (t, "u", "advance", 7.5, 18, TRUE, NULL);
  ruleset_table_add_line (t, "x3", SAND_TERRAIN_WALL, 6, 14, 0, 14, 36);
  ruleset_check (t, "u", "advance", 14.5, 18, FALSE, "wall x3: 6in high or more, impassable");
}

static void
test_leaper_obstacle_limits (void)
{
  /* Leaper: "any obstacle of 2" or less as Clear Going; ... obstacles 4" or
   * more inches high as both both Slow and Difficult Going": at exactly 2" and
   * exactly 4". */
  g_autoptr (RulesetTable) t = m42_table_new ();
  SandUnit *u = m42_add_unit (t, "u", t->us, 10, 18);
  sand_unit_set_attr (u, "special", "leaper");
  ruleset_table_add_line (t, "h1", SAND_TERRAIN_HEDGE, 2, 12, 0, 12, 36);
  ruleset_table_add_line (t, "h2", SAND_TERRAIN_HEDGE, 4, 8, 0, 8, 36);

  ruleset_check (t, "u", "double", 21, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 7.5, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 6.5, 18, FALSE, "hedge h2: 4in to under 6in high, Slow going and Difficult going");
  ruleset_check (t, "u", "double", 7.5, 18, FALSE, "not allowed when moving At The Double");
}

static void
test_hills_up_slow_from_the_edge (void)
{
  /* "Movement from the table onto a hill ... is always considered to be Slow
   * Going." "A unit may not move At The Double when any of it's models are
   * crossing Slow Going": not even a tenth of an inch onto the hill. */
  g_autoptr (RulesetTable) t = m42_table_new ();
  ruleset_table_add_rect (t, "h1", SAND_TERRAIN_HILL, 10, 4, 16, 28);
  m42_add_unit (t, "low", t->us, 7, 18);

  ruleset_check (t, "low", "double", 9.99, 18, TRUE, NULL);
  ruleset_check (t, "low", "double", 10, 18, FALSE, "hill h1: going up");
  ruleset_check (t, "low", "double", 10.1, 18, FALSE, "hill h1: going up");
  ruleset_check (t, "low", "double", 10.05, 17.5, FALSE, "hill h1: going up");
  g_autoptr (SandReachField) f = ruleset_table_reach (t, "low", "advance");
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (f, 10.1, 18), 3.1, 1e-4);
  ruleset_check (t, "low", "advance", 13, 18, TRUE, NULL);
}

static void
test_difficult_halved_at_the_limit (void)
{
  /* "Obstacles which are over 2", but less than 4" in height, are considered to
   * be both Slow, and Difficult Going." Difficult going "will slow the movement
   * of individual models crossing them by one-half": over the wall, to exactly
   * half the move by the tape, and the reason says the limit once. */
  g_autoptr (RulesetTable) t = m42_table_new ();
  m42_add_unit (t, "u", t->us, 10, 18);
  ruleset_table_add_line (t, "w1", SAND_TERRAIN_WALL, 3, 11, 10, 11, 26);

  g_autoptr (SandReachField) f = ruleset_table_reach (t, "u", "advance");
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (f, 13, 18), 3, 1e-4);
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (f, 10 + 3 * 0.6, 18 + 3 * 0.8), 3, 1e-4);
  ruleset_check (t, "u", "advance", 13, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 13.01, 18, FALSE, "wall w1: over 2in and up to 4in high, Slow going and Difficult going, the move is at most 3in");
  g_autofree char *reason = test_why (f, 13.01, 18);
  g_assert_null (strstr (strstr (reason, "the move is") + 1, "the move is"));
}

static void
test_difficult_halved_rounded_down_odd_mv (void)
{
  /* "Terrain or obstacles which are considered to be Difficult Going do not
   * restrict a unit from moving At The Double. But they will slow the movement of
   * individual models crossing them by one-half, rounded down." Into a building
   * without a base (its walls Difficult, its floor Clear), for odd Mv: Mv 7
   * Advancing 3", At The Double 7"; Mv 5 2" and 5"; Mv 3 1" and 3". */
  static const struct
  {
    const char *mv;
    double      y, advance, twice;
  } units[] = { { "7", 15, 3, 7 }, { "5", 5, 2, 5 }, { "3", 25, 1, 3 } };
  g_autoptr (RulesetTable) t = m42_table_new ();

  ruleset_table_add_rect (t, "b1", SAND_TERRAIN_BUILDING, 14, 0, 20, 36);
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    {
      g_autofree char *id = g_strdup_printf ("mv%s", units[i].mv);
      g_autofree char *advance = g_strdup_printf ("building b1: Difficult going, the move is at most %gin",
                                                  units[i].advance);
      g_autofree char *twice = g_strdup_printf ("building b1: Difficult going, the move is at most %gin",
                                                units[i].twice);
      double y = units[i].y;

      sand_unit_set_attr (m42_add_unit (t, id, t->us, 12, y), "mv", units[i].mv);
      /* the wall is 2" off: a move of 1" or 2" stops short of it or on it */
      if (12 + units[i].advance > 14)
        ruleset_check (t, id, "advance", 12 + units[i].advance, y, TRUE, NULL);
      ruleset_check (t, id, "advance", MAX (12 + units[i].advance, 14) + 0.1, y, FALSE, advance);
      ruleset_check (t, id, "double", 12 + units[i].twice, y, TRUE, NULL);
      ruleset_check (t, id, "double", 12 + units[i].twice + 0.1, y, FALSE, twice);
    }
}

/* "they will slow the movement of individual models crossing them by one-half,
 * rounded down." Mv 1 Advancing: half of 1" rounded down is nothing, so the
 * model may not cross into a building (its walls Difficult) at all, and the
 * reason says 0in; At The Double (2") it may go 1". */
static void
test_difficult_halved_rounded_down_to_nothing (void)
{
  g_autoptr (RulesetTable) t = m42_table_new ();

  ruleset_table_add_rect (t, "b1", SAND_TERRAIN_BUILDING, 14, 0, 20, 36);
  sand_unit_set_attr (m42_add_unit (t, "u", t->us, 13.5, 18), "mv", "1");
  ruleset_check (t, "u", "advance", 13.9, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 14.1, 18, FALSE, "building b1: Difficult going, the move is at most 0in");
  ruleset_check (t, "u", "double", 14.5, 18, TRUE, NULL);
  ruleset_check (t, "u", "double", 14.6, 18, FALSE, "building b1: Difficult going, the move is at most 1in");
}

/* A 4x3in building with a window in the middle of its west wall, unit u in it. */
static RulesetTable *
window_table (void)
{
  RulesetTable *t = m42_table_new ();
  ruleset_table_add_rect (t, "b1", SAND_TERRAIN_BUILDING, 27, 11, 4, 3);
  g_autoptr (SandFeature) window = sand_feature_new ("w1", SAND_TERRAIN_WINDOW);
  sand_feature_set_point (window, 27, 12.5);
  sand_scenario_add_feature (t->scenario, window);
  m42_add_unit (t, "u", t->us, 28.5, 12.6);
  return t;
}

static void
test_structure_walls_only_through_the_window (void)
{
  /* "Models crossing the vertical walls of a structure always treat that movement
   * as Difficult Going. Unless there is a door, window, or other hole": out
   * through the window's 1" gap and round the corner, not through the wall
   * beside it. */
  g_autoptr (RulesetTable) t = window_table ();

  /* through the gap's end (27, 12) and round the corner (27, 11):
   * 1.6155 + 1 + 2.0616 = 4.6771in */
  ruleset_check (t, "u", "advance", 27.5, 9, TRUE, NULL);
  /* 1.62 + 1 + 3.41 = 6.02in that way; through the wall beside the gap
   * 5.66in, but a wall crossed caps the move at 3in */
  ruleset_check (t, "u", "advance", 29.2, 8.4, FALSE, "building b1: Difficult going, the move is at most 3in");
  g_autoptr (SandReachField) f = ruleset_table_reach (t, "u", "advance");
  /* exactly that taut string's length: the shortest-path map turns at the
   * gap's end and the corner themselves, not at cells' centres near them */
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (f, 27.5, 9), hypot (1.5, 0.6) + 1 + hypot (0.5, 2), 0.001);
  /* in the building, nothing is crossed */
  ruleset_check (t, "u", "advance", 30.5, 13.5, TRUE, NULL);
}

static SandMoveSnapshot *
snapshot (SandScenario *scenario,
          const char   *unit,
          const char   *mode)
{
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  g_autoptr (GError) error = NULL;
  SandMoveSnapshot *snap = sand_move_snapshot_new (scenario, sand_ruleset_registry_lookup (reg, "m42"),
                                                   sand_scenario_find_unit (scenario, unit), mode, 0.1, &error);

  g_assert_no_error (error);
  return snap;
}

static void
test_structure_walls_path_through_the_window (void)
{
  /* "Models crossing the vertical walls of a structure always treat that movement
   * as Difficult Going. Unless there is a door, window, or other hole available
   * through which to move.": the way shown to a point reached through the
   * window goes through the window's gap, however much shorter the way
   * through the wall a 3in move may take is near it; and is as long as its cost. */
  g_autoptr (RulesetTable) t = window_table ();

  g_autoptr (SandMoveSnapshot) s = snapshot (t->scenario, "u", "advance");
  g_autoptr (SandReachField) f = sand_reach_compute (s, NULL, NULL);
  double cost = sand_reach_field_cost (f, 28.5, 8.2);
  g_autoptr (GArray) path = sand_reach_field_path (f, 28.5, 8.2);
  double len = 0;
  gboolean gap = FALSE;

  /* 1.6155 + 1 + 3.1765 = 5.7920: through the gap's end and round the
   * corner, exactly (the map turns at those points themselves) */
  g_assert_cmpfloat_with_epsilon (cost, hypot (1.5, 0.6) + 1 + hypot (1.5, 2.8), 0.001);
  g_assert_nonnull (path);
  for (guint i = 0; i + 1 < path->len; i++)
    {
      SandPoint a = g_array_index (path, SandPoint, i), b = g_array_index (path, SandPoint, i + 1);
      len += hypot (b.x - a.x, b.y - a.y);
      /* no wall crossed but at the window, where the line is open */
      for (guint k = 0; k < s->lines->len; k++)
        g_assert_false (sand_move_line_crossed (s, &g_array_index (s->lines, SandMoveLine, k), a.x, a.y, b.x, b.y, NULL));
      if ((a.x - 27) * (b.x - 27) <= 0 && a.x != b.x)
        {
          double y = a.y + (b.y - a.y) * (27 - a.x) / (b.x - a.x);
          gap |= y >= 12 && y <= 13;
        }
    }
  g_assert_true (gap);
  /* nothing on the way costs more than its length */
  g_assert_cmpfloat_with_epsilon (len, cost, 0.05);

  /* the CLI shows the same way */
  g_autofree char *json = test_cli_reach_json (t->scenario, "u", "advance", 28.5, 8.2);
  g_autoptr (JsonNode) root = test_json_parse (json);
  JsonNode *cli_path = test_json_member (test_json_element (test_json_member (root, "points"), 0), "path");
  double cli_len = 0;
  for (guint i = 1; i < test_json_length (cli_path); i++)
    {
      JsonNode *a = test_json_element (cli_path, i - 1), *b = test_json_element (cli_path, i);
      cli_len += hypot (json_node_get_double (test_json_element (b, 0)) - json_node_get_double (test_json_element (a, 0)),
                        json_node_get_double (test_json_element (b, 1)) - json_node_get_double (test_json_element (a, 1)));
    }
  g_assert_cmpfloat_with_epsilon (cli_len, len, 0.05);
}

/* The longest move a ruleset may give (SAND_RULESET_MAX_ALLOWANCE) on a table
 * of 100,000in: solved on cells doubled until the raster holds at most
 * SAND_MOVE_MAX_CELLS, not on the 0.1in asked for (four trillion cells). */
static void
test_longest_move_coarser_cells (void)
{
  g_autoptr (RulesetTable) t = ruleset_table_new ("m42", 100000, 100000);
  SandUnit *u = m42_add_unit (t, "u", t->us, 50000, 50000);
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "m42");
  g_autoptr (GError) error = NULL;
  g_autofree char *mv = g_strdup_printf ("%g", SAND_RULESET_MAX_ALLOWANCE);

  sand_unit_set_attr (u, "mv", mv);
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (t->scenario, rs, u, "advance", 0.1, &error);
  g_assert_no_error (error);
  /* 20,000in across: at 6.4in 3,126 cells each way are too many, at 12.8in
   * (0.1in doubled seven times) 1,564 are not */
  g_assert_cmpfloat_with_epsilon (sand_move_snapshot_get_resolution (snap), 12.8, 1e-9);
  g_autoptr (SandReachField) field = sand_reach_compute (snap, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint ((gint64) sand_reach_field_get_width (field) * sand_reach_field_get_height (field), <=,
                   SAND_MOVE_MAX_CELLS);
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (field, 50000 + 9000, 50000), 9000, 30);
  g_assert_false (sand_reach_field_is_reachable (field, 50000 + 10100, 50000));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/m42/advance/up-to-mv", test_advance_up_to_mv);
  g_test_add_func ("/m42/advance/mv-a-number", test_mv_a_number);
  g_test_add_func ("/m42/double/twice-mv", test_double_twice_mv);
  g_test_add_func ("/m42/difficult/one-half-rounded-down-odd-mv", test_difficult_halved_rounded_down_odd_mv);
  g_test_add_func ("/m42/difficult/one-half-rounded-down-to-nothing-mv-1", test_difficult_halved_rounded_down_to_nothing);
  g_test_add_func ("/m42/area-terrain/slow-enter-leave-cross", test_area_terrain_slow);
  g_test_add_func ("/m42/obstacles/over-2-under-4-slow-and-difficult", test_difficult_halved);
  g_test_add_func ("/m42/obstacles/2-or-less-slow", test_obstacle_up_to_2_slow);
  g_test_add_func ("/m42/difficult/halved-once-whatever-is-crossed", test_difficult_halved_once);
  g_test_add_func ("/m42/obstacles/over-4-impassable", test_obstacle_over_4_impassable);
  g_test_add_func ("/m42/terrain/stream-crossed-at-a-bridge", test_stream_crossed_at_bridge);
  g_test_add_func ("/m42/terrain/stream-crossed-at-a-ford-point", test_stream_crossed_at_point_ford);
  g_test_add_func ("/m42/hills/up-slow-down-clear", test_hills_up_slow_down_clear);
  g_test_add_func ("/m42/hills/down-to-the-tabletop-clear-straight", test_hills_down_clear_straight);
  g_test_add_func ("/m42/structures/walls-difficult-unless-door", test_structure_walls_difficult);
  g_test_add_func ("/m42/structures/base-is-area-terrain", test_structure_base_area_terrain);
  g_test_add_func ("/m42/leaper/obstacles", test_leaper_obstacles);
  g_test_add_func ("/m42/leaper/obstacles-at-exactly-2-and-4", test_leaper_obstacle_limits);
  g_test_add_func ("/m42/hills/up-slow-not-at-the-double-from-the-edge", test_hills_up_slow_from_the_edge);
  g_test_add_func ("/m42/difficult/halved-exactly-at-the-limit", test_difficult_halved_at_the_limit);
  g_test_add_func ("/m42/structures/walls-difficult-unless-through-the-window", test_structure_walls_only_through_the_window);
  g_test_add_func ("/m42/structures/walls-difficult-unless-a-hole-to-move-through-the-path-too", test_structure_walls_path_through_the_window);
  g_test_add_func ("/m42/mv/longest-move-on-a-100000in-table-on-coarser-cells", test_longest_move_coarser_cells);

  return g_test_run ();
}
