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

typedef struct
{
  SandScenario *scenario;
  SandSide     *us;
  SandSide     *them;
} Table;

static Table *
table_new (void)
{
  Table *t = g_new0 (Table, 1);

  t->scenario = sand_scenario_new ();
  sand_scenario_set_size (t->scenario, 48, 36);
  sand_scenario_set_ruleset (t->scenario, "m42");
  t->us = sand_side_new ("us", "Us", "#3465a4");
  t->them = sand_side_new ("them", "Them", "#a40000");
  sand_scenario_add_side (t->scenario, t->us);
  sand_scenario_add_side (t->scenario, t->them);
  return t;
}

static void
table_free (Table *t)
{
  g_object_unref (t->us);
  g_object_unref (t->them);
  g_object_unref (t->scenario);
  g_free (t);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Table, table_free)

static SandUnit *
add_unit (Table      *t,
          const char *id,
          SandSide   *side,
          double      x,
          double      y)
{
  g_autoptr (SandUnit) u = sand_unit_new (id, "infantry", side, x, y);
  sand_scenario_add_unit (t->scenario, u);
  return u; /* borrowed: the scenario holds it */
}

static SandFeature *
add_rect (Table          *t,
          const char     *id,
          SandTerrainKind kind,
          double          x,
          double          y,
          double          w,
          double          h)
{
  g_autoptr (SandFeature) f = sand_feature_new (id, kind);
  sand_feature_set_rect (f, x, y, w, h);
  sand_scenario_add_feature (t->scenario, f);
  return f;
}

static SandFeature *
add_wall (Table          *t,
          const char     *id,
          SandTerrainKind kind,
          double          height,
          double          x0,
          double          y0,
          double          x1,
          double          y1)
{
  g_autoptr (SandFeature) f = sand_feature_new (id, kind);
  SandPoint pts[] = { { x0, y0 }, { x1, y1 } };
  sand_feature_set_polyline (f, pts, 2);
  sand_feature_set_height (f, height);
  sand_scenario_add_feature (t->scenario, f);
  return f;
}

static SandReachField *
reach (Table      *t,
       const char *unit,
       const char *mode)
{
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "m42");
  g_autoptr (GError) error = NULL;
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (t->scenario, rs,
                                                              sand_scenario_find_unit (t->scenario, unit),
                                                              mode, 0.1, &error);
  g_assert_no_error (error);
  SandReachField *f = sand_reach_compute (snap, NULL, &error);
  g_assert_no_error (error);
  return f;
}

/* Asks both ways; @why (may be NULL) must appear in the reason when unreachable. */
static void
check (Table      *t,
       const char *unit,
       const char *mode,
       double      x,
       double      y,
       gboolean    reachable,
       const char *why)
{
  g_autoptr (SandReachField) f = reach (t, unit, mode);
  gboolean got = sand_reach_field_is_reachable (f, x, y);
  g_autofree char *reason = sand_reach_field_reason (f, x, y);

  if (got != reachable)
    g_error ("%s %s to (%g, %g): expected %s, reason: %s", unit, mode, x, y,
             reachable ? "reachable" : "unreachable", reason ? reason : "(none)");
  if (!reachable && why)
    g_assert_nonnull (strstr (reason, why));

  g_autofree char *json = test_cli_reach_json (t->scenario, unit, mode, x, y);
  g_assert_nonnull (strstr (json, reachable ? "\"reachable\": true" : "\"reachable\": false"));
  if (!reachable && why)
    g_assert_nonnull (strstr (json, why));
}

static void
test_advance_up_to_mv (void)
{
  /* "may move up to that unit's base Mv characteristic, in inches." */
  g_autoptr (Table) t = table_new ();
  SandUnit *u = add_unit (t, "u", t->us, 10, 10);

  check (t, "u", "advance", 15.9, 10, TRUE, NULL);
  check (t, "u", "advance", 16.2, 10, FALSE, "6in");
  sand_unit_set_attr (u, "mv", "5");
  check (t, "u", "advance", 14.9, 10, TRUE, NULL);
  check (t, "u", "advance", 15.2, 10, FALSE, NULL);
}

static void
test_mv_a_number (void)
{
  /* "a unit's Movement (Mv) characteristic": a distance in inches, so a file
   * whose Mv is a word or below zero is refused where it says so, and a unit
   * given one in the editor is told why it cannot move. */
  static const char head[] =
    "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" ruleset=\"m42\">\n"
    "<table width=\"48\" height=\"36\"/>\n"
    "<forces><side id=\"us\" name=\"Us\" color=\"#3465a4\">\n";
  static const struct { const char *unit, *message; } bad[] = {
    { "<unit id=\"u\" class=\"infantry\" x=\"1\" y=\"1\" mv=\"fast\"/>",
      "t.sandtable:4: “fast” is not a number (mv of <unit>)" },
    { "<unit id=\"u\" class=\"infantry\" x=\"1\" y=\"1\" mv=\"-3\"/>",
      "t.sandtable:4: mv of <unit> must not be negative, not -3" },
    { "<unit id=\"u\" class=\"infantry\" x=\"1\" y=\"1\" floor=\"first\"/>",
      "t.sandtable:4: “first” is not a whole number of at least 0 (floor of <unit>)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *xml = g_strconcat (head, bad[i].unit, "\n</side></forces></scenario>\n", NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (SandScenario) s = sand_scenario_load_data (xml, strlen (xml), "t.sandtable", &error);

      g_assert_null (s);
      g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }

  g_autoptr (Table) t = table_new ();
  SandUnit *u = add_unit (t, "u", t->us, 10, 10);
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
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
  check (t, "u", "double", 47, 35, TRUE, NULL);
}

static void
test_double_twice_mv (void)
{
  /* "each model may be moved up to double the unit's base Mv characteristic." */
  g_autoptr (Table) t = table_new ();
  add_unit (t, "u", t->us, 10, 10);

  check (t, "u", "double", 10 + 11.9 * cos (0.7), 10 + 11.9 * sin (0.7), TRUE, NULL);
  check (t, "u", "double", 22.3, 10, FALSE, NULL);
}

static void
test_area_terrain_slow (void)
{
  /* "Area Terrain of any kind is always considered to be Slow Going for any unit
   * who's models enter, leave, or cross it." + "A unit may not move At The Double
   * when any of it's models are crossing Slow Going" */
  g_autoptr (Table) t = table_new ();
  add_unit (t, "u", t->us, 10, 18);
  add_unit (t, "in", t->us, 15, 30);
  add_rect (t, "w1", SAND_TERRAIN_WOODS, 13, 0, 4, 36);

  check (t, "u", "advance", 15.5, 18, TRUE, NULL);
  check (t, "u", "double", 15.5, 18, FALSE, "woods w1: Slow going, not allowed when moving At The Double");
  check (t, "u", "double", 19, 18, FALSE, "woods w1");
  check (t, "u", "double", 4, 18, TRUE, NULL);
  /* leaving it is Slow too */
  check (t, "in", "double", 19, 30, FALSE, NULL);
  check (t, "in", "advance", 19, 30, TRUE, NULL);
}

static void
test_difficult_halved (void)
{
  /* "Obstacles which are over 2", but less than 4" in height, are considered to be
   * both Slow, and Difficult Going." + "slow the movement ... by one-half, rounded
   * down." */
  g_autoptr (Table) t = table_new ();
  SandUnit *u = add_unit (t, "u", t->us, 10, 18);
  add_wall (t, "x1", SAND_TERRAIN_WALL, 3, 11, 0, 11, 36);

  check (t, "u", "advance", 12.9, 18, TRUE, NULL);
  check (t, "u", "advance", 13.3, 18, FALSE, "wall x1: over 2in and up to 4in high");
  check (t, "u", "advance", 5, 18, TRUE, NULL);
  check (t, "u", "double", 11.5, 18, FALSE, "not allowed when moving At The Double");
  sand_unit_set_attr (u, "mv", "5"); /* 5 / 2 = 2.5, rounded down: 2 */
  check (t, "u", "advance", 11.9, 18, TRUE, NULL);
  check (t, "u", "advance", 12.3, 18, FALSE, NULL);
}

static void
test_difficult_halved_once (void)
{
  /* "they will slow the movement of individual models crossing them by
   * one-half, rounded down": two Difficult crossings halve the move once, and
   * the walls of a structure, Difficult but not Slow, halve At The Double too. */
  g_autoptr (Table) t = table_new ();
  add_unit (t, "u", t->us, 10, 10);
  add_unit (t, "v", t->us, 19, 10);
  add_wall (t, "x1", SAND_TERRAIN_WALL, 3, 11, 0, 11, 36);
  add_wall (t, "x2", SAND_TERRAIN_FENCE, 3.5, 12, 0, 12, 36);
  add_rect (t, "b1", SAND_TERRAIN_BUILDING, 20, 0, 2, 36);
  add_rect (t, "b2", SAND_TERRAIN_BUILDING, 23, 0, 2, 36);

  check (t, "u", "advance", 12.9, 10, TRUE, NULL);
  check (t, "u", "advance", 13.1, 10, FALSE, "the move is at most 3in");
  check (t, "v", "double", 24.9, 10, TRUE, NULL);
  check (t, "v", "double", 25.1, 10, FALSE, "building b1: Difficult going, the move is at most 6in");
}

static void
test_obstacle_up_to_2_slow (void)
{
  /* "If a Linear or Point Obstacle is 2" or less in height, then it is always
   * considered to be Slow Going." */
  g_autoptr (Table) t = table_new ();
  add_unit (t, "u", t->us, 10, 18);
  add_wall (t, "h1", SAND_TERRAIN_HEDGE, 2, 12, 0, 12, 36);

  check (t, "u", "advance", 15.5, 18, TRUE, NULL);
  check (t, "u", "double", 13, 18, FALSE, "hedge h1: 2in high or less, Slow going");
  check (t, "u", "double", 11.5, 28, TRUE, NULL);
}

static void
test_stream_crossed_at_bridge (void)
{
  /* Reading (m42.xml): a stream that is not fordable is Impassable except at fords
   * and bridges, which are Clear going. */
  g_autoptr (Table) t = table_new ();
  g_autoptr (SandFeature) stream = sand_feature_new ("s1", SAND_TERRAIN_STREAM);
  g_autoptr (SandFeature) bridge = sand_feature_new ("b1", SAND_TERRAIN_BRIDGE);
  SandPoint water[] = { { 20, 0 }, { 20, 36 } };
  SandPoint deck[] = { { 18.5, 18 }, { 21.5, 18 } };

  sand_feature_set_polyline (stream, water, 2);
  sand_feature_set_width (stream, 1);
  sand_scenario_add_feature (t->scenario, stream);
  add_unit (t, "u", t->us, 16, 18);

  check (t, "u", "advance", 21.5, 18, FALSE, "stream s1");
  sand_feature_set_polyline (bridge, deck, 2);
  sand_feature_set_width (bridge, 2);
  sand_scenario_add_feature (t->scenario, bridge);
  check (t, "u", "advance", 21.5, 18, TRUE, NULL);
  /* only at the bridge: 3" along the bank is still the stream */
  check (t, "u", "advance", 21.5, 22, FALSE, "stream s1");
}

static void
test_stream_crossed_at_point_ford (void)
{
  /* A ford may be marked as a single point on the river (MOVEMENT.md §2). */
  g_autoptr (Table) t = table_new ();
  g_autoptr (SandFeature) stream = sand_feature_new ("s1", SAND_TERRAIN_STREAM);
  g_autoptr (SandFeature) ford = sand_feature_new ("f1", SAND_TERRAIN_FORD);
  SandPoint water[] = { { 20, 0 }, { 20, 36 } };

  sand_feature_set_polyline (stream, water, 2);
  sand_feature_set_width (stream, 1);
  sand_scenario_add_feature (t->scenario, stream);
  sand_feature_set_point (ford, 20, 18);
  sand_scenario_add_feature (t->scenario, ford);
  add_unit (t, "u", t->us, 16, 18);

  check (t, "u", "advance", 21.5, 18, TRUE, NULL);
  check (t, "u", "advance", 21.5, 22, FALSE, "stream s1");
}

static void
test_obstacle_over_4_impassable (void)
{
  /* "any obstacle which is over 4" in height is always considered to be Impassible." */
  g_autoptr (Table) t = table_new ();
  add_unit (t, "u", t->us, 10, 18);
  add_wall (t, "x1", SAND_TERRAIN_WALL, 4.5, 12, 14, 12, 22);

  check (t, "u", "advance", 13, 18, FALSE, "wall x1: over 4in high, impassable");
  /* round its end at (12, 14): about 8.6", within At The Double's 12" */
  check (t, "u", "double", 13, 18, TRUE, NULL);
  check (t, "u", "advance", 12.5, 13.5, TRUE, NULL);
  /* at exactly 4": Slow and Difficult (the file's note), not impassable */
  add_wall (t, "x2", SAND_TERRAIN_WALL, 4, 8, 0, 8, 36);
  check (t, "u", "advance", 7.5, 18, TRUE, NULL);
  check (t, "u", "advance", 6.5, 18, FALSE, "wall x2");
}

static void
test_hills_up_slow_down_clear (void)
{
  /* "Movement from the table onto a hill ... is always considered to be Slow Going."
   * "movement from a hill to the tabletop ... will always be considered to be Clear
   * Going." */
  g_autoptr (Table) t = table_new ();
  g_autoptr (SandFeature) hill = sand_feature_new ("h1", SAND_TERRAIN_HILL);
  sand_feature_set_ellipse (hill, 24, 18, 6, 6);
  sand_scenario_add_feature (t->scenario, hill);
  add_unit (t, "low", t->us, 14, 18);
  add_unit (t, "top", t->us, 24, 18);

  check (t, "low", "double", 20, 18, FALSE, "hill: going up");
  check (t, "low", "advance", 19, 18, TRUE, NULL);
  check (t, "top", "double", 33, 18, TRUE, NULL);
  /* Leaper: "always treats hills ... as Clear Going" */
  sand_unit_set_attr (sand_scenario_find_unit (t->scenario, "low"), "special", "leaper");
  check (t, "low", "double", 20, 18, TRUE, NULL);
}

static void
test_hills_down_clear_straight (void)
{
  /* "movement from a hill to the tabletop, or from a higher hill-step to a lower
   * one, will always be considered to be Clear Going": down from the top of a
   * stepped hill the tape goes straight, whatever the steps on the way. */
  g_autoptr (Table) t = table_new ();
  g_autoptr (SandFeature) hill = sand_feature_new ("h1", SAND_TERRAIN_HILL);
  g_autoptr (SandFeature) step = sand_feature_new ("h2", SAND_TERRAIN_HILL);
  sand_feature_set_ellipse (hill, 24, 18, 6, 6);
  sand_feature_set_ellipse (step, 24, 18, 3, 3);
  sand_feature_set_level (step, 2);
  sand_scenario_add_feature (t->scenario, hill);
  sand_scenario_add_feature (t->scenario, step);
  add_unit (t, "top", t->us, 24, 18);

  g_autoptr (SandReachField) f = reach (t, "top", "double");
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
  g_autoptr (Table) t = table_new ();
  add_unit (t, "u", t->us, 10, 18);
  add_rect (t, "b1", SAND_TERRAIN_BUILDING, 12, 14, 8, 8);

  check (t, "u", "advance", 12.8, 18, TRUE, NULL);
  check (t, "u", "advance", 14, 18, FALSE, "building b1: Difficult going");
  g_autoptr (SandFeature) door = sand_feature_new ("d1", SAND_TERRAIN_DOOR);
  sand_feature_set_point (door, 12, 18);
  sand_scenario_add_feature (t->scenario, door);
  check (t, "u", "advance", 14, 18, TRUE, NULL);
  check (t, "u", "double", 14, 18, TRUE, NULL);
  /* "Unless there is a door, window, or other hole": shut or open, a door is a
   * door (m42.xml); 7in in through it, beyond the 6in of a Difficult move */
  sand_feature_set_open (door, FALSE);
  check (t, "u", "double", 17, 18, TRUE, NULL);
  add_unit (t, "n", t->us, 16, 8);
  check (t, "n", "double", 16, 15, FALSE, "building b1: Difficult going, the move is at most 6in");
  g_autoptr (SandFeature) window = sand_feature_new ("w1", SAND_TERRAIN_WINDOW);
  sand_feature_set_point (window, 16, 14);
  sand_scenario_add_feature (t->scenario, window);
  check (t, "n", "double", 16, 15, TRUE, NULL);
}

static void
test_structure_base_area_terrain (void)
{
  /* "If a structure has a base, then models on the ground level will, as per the
   * Area Terrain rules, be in Slow Going." */
  g_autoptr (Table) t = table_new ();
  add_unit (t, "u", t->us, 10, 18);
  SandFeature *b = add_rect (t, "b1", SAND_TERRAIN_BUILDING, 12, 14, 8, 8);
  g_autoptr (SandFeature) door = sand_feature_new ("d1", SAND_TERRAIN_DOOR);
  sand_feature_set_point (door, 12, 18);
  sand_scenario_add_feature (t->scenario, door);

  check (t, "u", "double", 14, 18, TRUE, NULL);
  sand_feature_set_has_base (b, TRUE);
  check (t, "u", "double", 14, 18, FALSE, "building b1: Slow going");
  check (t, "u", "advance", 14, 18, TRUE, NULL);
}

static void
test_friends (void)
{
  /* "You may therefore move through models in the same unit without penalty."
   * "any such movement is always considered to be Slow Going." "a model may not end
   * it's movement on top of another friendly model." */
  g_autoptr (Table) t = table_new ();
  SandUnit *u = add_unit (t, "u", t->us, 10, 18);
  SandUnit *mate = add_unit (t, "mate", t->us, 13, 18);
  SandUnit *other = add_unit (t, "other", t->us, 13, 25);
  sand_unit_set_team (u, "ft1");
  sand_unit_set_team (mate, "ft1");
  sand_unit_set_team (other, "ft2");
  /* a corridor so the way past each model goes through it */
  add_wall (t, "x1", SAND_TERRAIN_WALL, 6, 10, 16.8, 20, 16.8);
  add_wall (t, "x2", SAND_TERRAIN_WALL, 6, 10, 19.2, 20, 19.2);
  add_wall (t, "x3", SAND_TERRAIN_WALL, 6, 11, 24.2, 20, 24.2);
  add_wall (t, "x4", SAND_TERRAIN_WALL, 6, 11, 25.8, 20, 25.8);

  check (t, "u", "double", 16, 18, TRUE, NULL);
  check (t, "u", "double", 13, 18, FALSE, "friend mate: may not end on another model");
  sand_unit_set_position (u, 10, 25);
  check (t, "u", "double", 15.5, 25, FALSE, "friend other");
  check (t, "u", "advance", 15.5, 25, TRUE, NULL);
}

static void
test_enemy_2_inches (void)
{
  /* "no model may end it's movement closer than 2" to any enemy model. Nor may it
   * pass closer than 2" to any enemy model at any point in it's move" */
  g_autoptr (Table) t = table_new ();
  add_unit (t, "u", t->us, 10, 18);
  add_unit (t, "e", t->them, 16, 18);

  /* 1" bases: centres 3" apart at the limit */
  check (t, "u", "advance", 12.9, 18, TRUE, NULL);
  check (t, "u", "advance", 13.2, 18, FALSE, "enemy e: closer than 2in");
  check (t, "u", "double", 19.5, 18, TRUE, NULL);
  check (t, "u", "double", 16, 20.5, FALSE, "enemy e");
}

static void
test_enemy_exactly_2_inches (void)
{
  /* "no model may end it's movement closer than 2" to any enemy model": 2" to
   * the base edge is not closer, and a move may end there or pass there. */
  g_autoptr (Table) t = table_new ();
  add_unit (t, "u", t->us, 10, 18);
  add_unit (t, "e", t->them, 16, 18);
  add_unit (t, "f", t->them, 30, 12.5);
  add_unit (t, "v", t->us, 30, 18);

  check (t, "u", "advance", 13, 18, TRUE, NULL);
  check (t, "u", "advance", 16 - 1.8, 18 + 2.4, TRUE, NULL);
  check (t, "u", "advance", 13.05, 18, FALSE, "enemy e: closer than 2in");
  check (t, "v", "advance", 30, 15.5, TRUE, NULL);
  check (t, "v", "advance", 30, 15.45, FALSE, "enemy f: closer than 2in");
}

static void
test_enemy_2_inches_from_a_rectangular_base (void)
{
  /* "no model may end it's movement closer than 2" to any enemy model. Nor may
   * it pass closer": measured to the edge of a rectangular base (a vehicle 2"
   * wide and 4" long, facing up), not to the circle round its corners, which
   * lies 1.24" further out beside it and 0.24" in front. */
  g_autoptr (Table) t = table_new ();
  SandUnit *e = add_unit (t, "e", t->them, 30, 15);
  sand_unit_set_base_rect (e, 2, 4);
  add_unit (t, "side", t->us, 24, 15);
  add_unit (t, "front", t->us, 30, 7);
  add_unit (t, "in", t->us, 27.5, 15);

  /* beside it: its flank edge is x = 29, so 2" off it a model's centre is at 26.5 */
  check (t, "side", "advance", 26.4, 15, TRUE, NULL);
  check (t, "side", "advance", 26.6, 15, FALSE, "enemy e: closer than 2in");
  /* in front: its front edge is y = 13, 2" off it a centre is at 10.5 */
  check (t, "front", "advance", 30, 10.4, TRUE, NULL);
  check (t, "front", "advance", 30, 10.6, FALSE, "enemy e: closer than 2in");
  /* past its corner, 2.1" from it */
  check (t, "front", "advance", 31 + 2.6 * 0.6, 13 - 2.6 * 0.8, TRUE, NULL);
  /* from 1" off its flank: away, no nearer, and not ending within 2" */
  check (t, "in", "advance", 26.4, 15, TRUE, NULL);
  check (t, "in", "advance", 26.7, 15, FALSE, "enemy e: closer than 2in");
  check (t, "in", "advance", 27.6, 15, FALSE, "enemy e: closer than 2in");
}

static void
test_enemy_exactly_2_inches_from_a_rectangular_base (void)
{
  /* "no model may end it's movement closer than 2" to any enemy model": off a
   * rectangular base (a vehicle 2" wide and 4" long at (30, 14), facing up, so
   * its front edge is y = 12 and its flank x = 31), 2" edge to edge is not
   * closer, before its front, beside its flank and out from its corner (the
   * 1" bases' centres 2.5" off), and 0.05" nearer is. */
  g_autoptr (Table) t = table_new ();
  SandUnit *e = add_unit (t, "e", t->them, 30, 14);
  sand_unit_set_base_rect (e, 2, 4);
  add_unit (t, "u", t->us, 30, 6);

  check (t, "u", "advance", 30, 9.5, TRUE, NULL);
  check (t, "u", "advance", 30, 9.55, FALSE, "enemy e: closer than 2in");
  check (t, "u", "double", 33.5, 14, TRUE, NULL);
  check (t, "u", "double", 33.45, 14, FALSE, "enemy e: closer than 2in");
  /* radially out from the corner (31, 12), 2.5" and 2.45" along (0.6, -0.8) */
  check (t, "u", "advance", 32.5, 10, TRUE, NULL);
  check (t, "u", "advance", 32.47, 10.04, FALSE, "enemy e: closer than 2in");

  /* turned a quarter: its front x = 32, its flank y = 15 */
  g_autoptr (Table) quarter = table_new ();
  e = add_unit (quarter, "e", quarter->them, 30, 14);
  sand_unit_set_base_rect (e, 2, 4);
  sand_unit_set_facing (e, 90);
  add_unit (quarter, "u", quarter->us, 38, 14);
  check (quarter, "u", "advance", 34.5, 14, TRUE, NULL);
  check (quarter, "u", "advance", 34.45, 14, FALSE, "enemy e: closer than 2in");
  check (quarter, "u", "double", 30, 17.5, TRUE, NULL);
  check (quarter, "u", "double", 30, 17.45, FALSE, "enemy e: closer than 2in");

  /* turned 30 degrees (the engine alone: a file keeps six figures): 2.5" out
   * from the middle of its right flank, and along its diagonal from its front
   * right corner */
  sand_unit_set_facing (e, 30);
  double rx = cos (G_PI / 6), ry = sin (G_PI / 6), fx = sin (G_PI / 6), fy = -cos (G_PI / 6);
  double cx = rx + 2 * fx, cy = ry + 2 * fy, d = hypot (cx, cy);
  g_autoptr (SandReachField) f = reach (quarter, "u", "double");
  g_assert_true (sand_reach_field_is_reachable (f, 30 + 3.5 * rx, 14 + 3.5 * ry));
  g_assert_false (sand_reach_field_is_reachable (f, 30 + 3.45 * rx, 14 + 3.45 * ry));
  g_assert_true (sand_reach_field_is_reachable (f, 30 + cx * (1 + 2.5 / d), 14 + cy * (1 + 2.5 / d)));
  g_assert_false (sand_reach_field_is_reachable (f, 30 + cx * (1 + 2.45 / d), 14 + cy * (1 + 2.45 / d)));
}

/* The shortest way from @p to @q round the circle of radius @r about @c that
 * the straight line between them cuts: a tangent from each and the arc. */
static double
round_the_circle (SandPoint p,
                  SandPoint q,
                  SandPoint c,
                  double    r)
{
  double dp = hypot (p.x - c.x, p.y - c.y), dq = hypot (q.x - c.x, q.y - c.y);
  double apart = acos (((p.x - c.x) * (q.x - c.x) + (p.y - c.y) * (q.y - c.y)) / (dp * dq));

  return sqrt (dp * dp - r * r) + sqrt (dq * dq - r * r) + r * (apart - acos (r / dp) - acos (r / dq));
}

static void
test_enemy_rectangular_base_not_passed_closer (void)
{
  /* "Nor may it pass closer than 2" to any enemy model at any point in it's
   * move": from 2" off a vehicle's front to 2" off its flank the straight line
   * (5.7") cuts its corner, so the way goes round, 2" off the corner all along:
   * too far to advance 6", and within a move at the double. */
  g_autoptr (Table) t = table_new ();
  SandUnit *e = add_unit (t, "e", t->them, 30, 14);
  sand_unit_set_base_rect (e, 2, 4);
  add_unit (t, "u", t->us, 30, 9.5);
  SandPoint from = { 30, 9.5 }, to = { 33.5, 14 }, corner = { 31, 12 };
  double way = round_the_circle (from, to, corner, 2.5);

  g_assert_cmpfloat (hypot (to.x - from.x, to.y - from.y), <, 6);
  g_assert_cmpfloat (way, >, 6);
  check (t, "u", "advance", to.x, to.y, FALSE, NULL);
  check (t, "u", "double", to.x, to.y, TRUE, NULL);

  g_autoptr (SandReachField) f = reach (t, "u", "double");
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (f, to.x, to.y), way, 0.1);
  /* the path keeps off the base: no point of it within 2" of its edge, less
   * the half cell a path is simplified by */
  g_autoptr (GArray) path = sand_reach_field_path (f, to.x, to.y);
  g_assert_nonnull (path);
  for (guint k = 0; k + 1 < path->len; k++)
    for (int i = 0; i <= 100; i++)
      {
        SandPoint a = g_array_index (path, SandPoint, k), b = g_array_index (path, SandPoint, k + 1);
        double x = a.x + (b.x - a.x) * i / 100, y = a.y + (b.y - a.y) * i / 100;
        double across = MAX (fabs (x - 30) - 1, 0), along = MAX (fabs (y - 14) - 2, 0);
        g_assert_cmpfloat (hypot (across, along), >, 2.5 - 0.05 - 1e-6);
      }
}

static void
test_enemy_start_within_2_inches (void)
{
  /* "Nor may it pass closer than 2" to any enemy model at any point in it's
   * move": a model that starts closer (after a close combat) may move off, but
   * come no nearer, and still not end closer than 2". */
  g_autoptr (Table) t = table_new ();
  add_unit (t, "u", t->us, 10, 18);
  add_unit (t, "e", t->them, 12, 18); /* 1" base edge to base edge */

  check (t, "u", "advance", 7, 18, TRUE, NULL);
  check (t, "u", "double", 0, 18, TRUE, NULL);
  check (t, "u", "advance", 10, 15.4, TRUE, NULL);
  /* further than at the start, but still within 2": may pass, not end */
  check (t, "u", "advance", 10, 16, FALSE, "enemy e: closer than 2in");
  check (t, "u", "advance", 9.5, 18, FALSE, "enemy e: closer than 2in");
  /* nearer than at the start */
  check (t, "u", "advance", 11, 16.5, FALSE, "enemy e: closer than 2in");
  /* beyond it, round it no nearer than the start: 2 pi + 1.5" */
  check (t, "u", "advance", 15.5, 18, FALSE, NULL);
  check (t, "u", "double", 15.5, 18, TRUE, NULL);
}

static void
test_leaper_obstacles (void)
{
  /* Leaper: "obstacles between 2" and 4" high as merely Slow Going, obstacles 4" or
   * more inches high as both both Slow and Difficult Going, and obstacles 6" or
   * higher as Impassible." */
  g_autoptr (Table) t = table_new ();
  SandUnit *u = add_unit (t, "u", t->us, 10, 18);
  sand_unit_set_attr (u, "special", "leaper spread:3");
  add_wall (t, "x1", SAND_TERRAIN_WALL, 3, 11, 0, 11, 36);

  check (t, "u", "advance", 15, 18, TRUE, NULL);
  check (t, "u", "double", 12, 18, FALSE, "Slow going");
  add_wall (t, "x2", SAND_TERRAIN_WALL, 5, 8, 0, 8, 36);
  check (t, "u", "advance", 6, 18, FALSE, "wall x2: 4in to under 6in high");
  check (t, "u", "advance", 7.5, 18, TRUE, NULL);
  add_wall (t, "x3", SAND_TERRAIN_WALL, 6, 14, 0, 14, 36);
  check (t, "u", "advance", 14.5, 18, FALSE, "wall x3: 6in high or more, impassable");
}

static void
test_leaper_obstacle_limits (void)
{
  /* Leaper: "any obstacle of 2" or less as Clear Going; ... obstacles 4" or
   * more inches high as both both Slow and Difficult Going": at exactly 2" and
   * exactly 4". */
  g_autoptr (Table) t = table_new ();
  SandUnit *u = add_unit (t, "u", t->us, 10, 18);
  sand_unit_set_attr (u, "special", "leaper");
  add_wall (t, "h1", SAND_TERRAIN_HEDGE, 2, 12, 0, 12, 36);
  add_wall (t, "h2", SAND_TERRAIN_HEDGE, 4, 8, 0, 8, 36);

  check (t, "u", "double", 21, 18, TRUE, NULL);
  check (t, "u", "advance", 7.5, 18, TRUE, NULL);
  check (t, "u", "advance", 6.5, 18, FALSE, "hedge h2: 4in to under 6in high, Slow going and Difficult going");
  check (t, "u", "double", 7.5, 18, FALSE, "not allowed when moving At The Double");
}

static void
test_hills_up_slow_from_the_edge (void)
{
  /* "Movement from the table onto a hill ... is always considered to be Slow
   * Going." "A unit may not move At The Double when any of it's models are
   * crossing Slow Going": not even a tenth of an inch onto the hill. */
  g_autoptr (Table) t = table_new ();
  add_rect (t, "h1", SAND_TERRAIN_HILL, 10, 4, 16, 28);
  add_unit (t, "low", t->us, 7, 18);

  check (t, "low", "double", 9.99, 18, TRUE, NULL);
  check (t, "low", "double", 10, 18, FALSE, "hill: going up");
  check (t, "low", "double", 10.1, 18, FALSE, "hill: going up");
  check (t, "low", "double", 10.05, 17.5, FALSE, "hill: going up");
  g_autoptr (SandReachField) f = reach (t, "low", "advance");
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (f, 10.1, 18), 3.1, 1e-4);
  check (t, "low", "advance", 13, 18, TRUE, NULL);
}

static void
test_difficult_halved_at_the_limit (void)
{
  /* "Obstacles which are over 2", but less than 4" in height, are considered to
   * be both Slow, and Difficult Going." Difficult going "will slow the movement
   * of individual models crossing them by one-half": over the wall, to exactly
   * half the move by the tape, and the reason says the limit once. */
  g_autoptr (Table) t = table_new ();
  add_unit (t, "u", t->us, 10, 18);
  add_wall (t, "w1", SAND_TERRAIN_WALL, 3, 11, 10, 11, 26);

  g_autoptr (SandReachField) f = reach (t, "u", "advance");
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (f, 13, 18), 3, 1e-4);
  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (f, 10 + 3 * 0.6, 18 + 3 * 0.8), 3, 1e-4);
  check (t, "u", "advance", 13, 18, TRUE, NULL);
  check (t, "u", "advance", 13.01, 18, FALSE, "wall w1: over 2in and up to 4in high, Slow going and Difficult going, the move is at most 3in");
  g_autofree char *reason = sand_reach_field_reason (f, 13.01, 18);
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
  g_autoptr (Table) t = table_new ();

  add_rect (t, "b1", SAND_TERRAIN_BUILDING, 14, 0, 20, 36);
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    {
      g_autofree char *id = g_strdup_printf ("mv%s", units[i].mv);
      g_autofree char *advance = g_strdup_printf ("building b1: Difficult going, the move is at most %gin",
                                                  units[i].advance);
      g_autofree char *twice = g_strdup_printf ("building b1: Difficult going, the move is at most %gin",
                                                units[i].twice);
      double y = units[i].y;

      sand_unit_set_attr (add_unit (t, id, t->us, 12, y), "mv", units[i].mv);
      /* the wall is 2" off: a move of 1" or 2" stops short of it or on it */
      if (12 + units[i].advance > 14)
        check (t, id, "advance", 12 + units[i].advance, y, TRUE, NULL);
      check (t, id, "advance", MAX (12 + units[i].advance, 14) + 0.1, y, FALSE, advance);
      check (t, id, "double", 12 + units[i].twice, y, TRUE, NULL);
      check (t, id, "double", 12 + units[i].twice + 0.1, y, FALSE, twice);
    }
}

static void
test_friends_touching_is_not_on_top (void)
{
  /* "a model may not end it's movement on top of another friendly model":
   * bases overlapping (m42.xml), so touching is allowed on every side. */
  g_autoptr (Table) t = table_new ();
  SandUnit *u = add_unit (t, "u", t->us, 10, 18);
  SandUnit *f = add_unit (t, "f", t->us, 14, 18);
  sand_unit_set_team (u, "ft1");
  sand_unit_set_team (f, "ft1");

  /* 1" bases: centres 1" apart touch (offsets the file writes exactly) */
  static const double off[][2] = { { 1, 0 }, { 0, 1 }, { -1, 0 }, { 0, -1 },
                                   { 0.6, 0.8 }, { -0.8, 0.6 }, { 0.8, -0.6 }, { -0.6, -0.8 } };
  for (guint k = 0; k < G_N_ELEMENTS (off); k++)
    {
      check (t, "u", "advance", 14 + off[k][0], 18 + off[k][1], TRUE, NULL);
      check (t, "u", "advance", 14 + 0.99 * off[k][0], 18 + 0.99 * off[k][1], FALSE, "friend f: may not end on another model");
    }
}

static void
test_friends_rectangular_base_touching_is_not_on_top (void)
{
  /* "a model may not end it's movement on top of another friendly model": a
   * friend on a rectangular base (2" wide, 4" long at (14, 18), facing up: its
   * flank x = 15, its rear y = 20), touched by the 1" base's edge beside its
   * flank, behind its rear and out from its corner, is not on top; 0.05"
   * nearer is. "You may therefore move through models in the same unit": the
   * way to the far side goes straight through it. */
  g_autoptr (Table) t = table_new ();
  SandUnit *u = add_unit (t, "u", t->us, 10, 18);
  SandUnit *f = add_unit (t, "f", t->us, 14, 18);
  sand_unit_set_base_rect (f, 2, 4);
  sand_unit_set_team (u, "ft1");
  sand_unit_set_team (f, "ft1");

  check (t, "u", "advance", 15.5, 18, TRUE, NULL);
  check (t, "u", "advance", 15.45, 18, FALSE, "friend f: may not end on another model");
  check (t, "u", "advance", 14, 20.5, TRUE, NULL);
  check (t, "u", "advance", 14, 20.45, FALSE, "friend f: may not end on another model");
  /* radially out from the corner (15, 20), 0.5" and 0.45" along (0.6, 0.8) */
  check (t, "u", "advance", 15.3, 20.4, TRUE, NULL);
  check (t, "u", "advance", 15.27, 20.36, FALSE, "friend f: may not end on another model");

  /* 6" straight on through it, 0.1" more is out of reach */
  sand_unit_set_position (u, 10.5, 18);
  check (t, "u", "advance", 16.5, 18, TRUE, NULL);
  check (t, "u", "advance", 16.6, 18, FALSE, NULL);
}

/* A 4x3in building with a window in the middle of its west wall, unit u in it. */
static Table *
window_table (void)
{
  Table *t = table_new ();
  add_rect (t, "b1", SAND_TERRAIN_BUILDING, 27, 11, 4, 3);
  g_autoptr (SandFeature) window = sand_feature_new ("w1", SAND_TERRAIN_WINDOW);
  sand_feature_set_point (window, 27, 12.5);
  sand_scenario_add_feature (t->scenario, window);
  add_unit (t, "u", t->us, 28.5, 12.6);
  return t;
}

static void
test_structure_walls_only_through_the_window (void)
{
  /* "Models crossing the vertical walls of a structure always treat that movement
   * as Difficult Going. Unless there is a door, window, or other hole": out
   * through the window's 1" gap and round the corner, not through the wall
   * beside it. */
  g_autoptr (Table) t = window_table ();

  /* through the gap's end (27, 12) and round the corner (27, 11):
   * 1.62 + 1 + 2.06 = 4.68in */
  check (t, "u", "advance", 27.5, 9, TRUE, NULL);
  /* 1.62 + 1 + 3.41 = 6.02in that way; through the wall beside the gap
   * 5.66in, but a wall crossed caps the move at 3in */
  check (t, "u", "advance", 29.2, 8.4, FALSE, "building b1: Difficult going, the move is at most 3in");
  g_autoptr (SandReachField) f = reach (t, "u", "advance");
  g_assert_cmpfloat (sand_reach_field_cost (f, 27.5, 9), >=, 1.62 + 1 + hypot (0.5, 2) - 1e-6);
  /* in the building, nothing is crossed */
  check (t, "u", "advance", 30.5, 13.5, TRUE, NULL);
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
  g_autoptr (Table) t = window_table ();

  g_autoptr (SandMoveSnapshot) s = snapshot (t->scenario, "u", "advance");
  g_autoptr (SandReachField) f = sand_reach_compute (s, NULL, NULL);
  double cost = sand_reach_field_cost (f, 28.5, 8.2);
  g_autoptr (GArray) path = sand_reach_field_path (f, 28.5, 8.2);
  double len = 0;
  gboolean gap = FALSE;

  /* 1.62 + 1 + 3.2: through the gap's end and round the corner */
  g_assert_cmpfloat_with_epsilon (cost, 5.85, 0.05);
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
  const char *at = strstr (json, "\"path\": [");
  double x, y, px = NAN, py = NAN, cli_len = 0;
  int used;
  g_assert_nonnull (at);
  for (at += strlen ("\"path\": ["); sscanf (at, " [%lf, %lf]%n", &x, &y, &used) == 2; at += used + (at[used] == ','))
    {
      cli_len += isnan (px) ? 0 : hypot (x - px, y - py);
      px = x, py = y;
    }
  g_assert_cmpfloat_with_epsilon (cli_len, len, 0.05);
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
  g_test_add_func ("/m42/friends/same-unit-free-others-slow-never-end-on", test_friends);
  g_test_add_func ("/m42/enemies/never-within-2", test_enemy_2_inches);
  g_test_add_func ("/m42/enemies/exactly-2-is-not-closer", test_enemy_exactly_2_inches);
  g_test_add_func ("/m42/enemies/from-within-2-move-off-never-nearer", test_enemy_start_within_2_inches);
  g_test_add_func ("/m42/enemies/never-within-2-of-a-rectangular-base", test_enemy_2_inches_from_a_rectangular_base);
  g_test_add_func ("/m42/enemies/exactly-2-from-a-rectangular-base-is-not-closer",
                   test_enemy_exactly_2_inches_from_a_rectangular_base);
  g_test_add_func ("/m42/enemies/nor-pass-closer-than-2-to-a-rectangular-base",
                   test_enemy_rectangular_base_not_passed_closer);
  g_test_add_func ("/m42/leaper/obstacles", test_leaper_obstacles);
  g_test_add_func ("/m42/leaper/obstacles-at-exactly-2-and-4", test_leaper_obstacle_limits);
  g_test_add_func ("/m42/hills/up-slow-not-at-the-double-from-the-edge", test_hills_up_slow_from_the_edge);
  g_test_add_func ("/m42/difficult/halved-exactly-at-the-limit", test_difficult_halved_at_the_limit);
  g_test_add_func ("/m42/friends/never-end-on-touching-is-not-on-top", test_friends_touching_is_not_on_top);
  g_test_add_func ("/m42/friends/never-end-on-touching-a-rectangular-base-is-not-on-top",
                   test_friends_rectangular_base_touching_is_not_on_top);
  g_test_add_func ("/m42/structures/walls-difficult-unless-through-the-window", test_structure_walls_only_through_the_window);
  g_test_add_func ("/m42/structures/walls-difficult-unless-a-hole-to-move-through-the-path-too", test_structure_walls_path_through_the_window);

  return g_test_run ();
}
