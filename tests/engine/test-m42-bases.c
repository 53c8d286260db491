/* test-m42-bases.c: M42's rules about other models' bases, one test each, named
 * after the sentence it checks: friends passed but never ended on, enemies never
 * come within 2" of, round bases and rectangular ones; each asks the engine
 * directly and through "sandtable-cli reach --json".
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

#include "m42-table.h"


static void
test_friends (void)
{
  /* "You may therefore move through models in the same unit without penalty."
   * "any such movement is always considered to be Slow Going." "a model may not end
   * it's movement on top of another friendly model." */
  g_autoptr (RulesetTable) t = m42_table_new ();
  SandUnit *u = m42_add_unit (t, "u", t->us, 10, 18);
  SandUnit *mate = m42_add_unit (t, "mate", t->us, 13, 18);
  SandUnit *other = m42_add_unit (t, "other", t->us, 13, 25);
  sand_unit_set_team (u, "ft1");
  sand_unit_set_team (mate, "ft1");
  sand_unit_set_team (other, "ft2");
  /* a corridor so the way past each model goes through it */
  ruleset_table_add_line (t, "x1", SAND_TERRAIN_WALL, 6, 10, 16.8, 20, 16.8);
  ruleset_table_add_line (t, "x2", SAND_TERRAIN_WALL, 6, 10, 19.2, 20, 19.2);
  ruleset_table_add_line (t, "x3", SAND_TERRAIN_WALL, 6, 11, 24.2, 20, 24.2);
  ruleset_table_add_line (t, "x4", SAND_TERRAIN_WALL, 6, 11, 25.8, 20, 25.8);

  ruleset_check (t, "u", "double", 16, 18, TRUE, NULL);
  ruleset_check (t, "u", "double", 13, 18, FALSE, "friend mate: may not end on another model");
  sand_unit_set_position (u, 10, 25);
  ruleset_check (t, "u", "double", 15.5, 25, FALSE, "friend other");
  ruleset_check (t, "u", "advance", 15.5, 25, TRUE, NULL);
}

static void
test_enemy_2_inches (void)
{
  /* "no model may end it's movement closer than 2" to any enemy model. Nor may it
   * pass closer than 2" to any enemy model at any point in it's move" */
  g_autoptr (RulesetTable) t = m42_table_new ();
  m42_add_unit (t, "u", t->us, 10, 18);
  m42_add_unit (t, "e", t->them, 16, 18);

  /* 1" bases: centres 3" apart at the limit */
  ruleset_check (t, "u", "advance", 12.9, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 13.2, 18, FALSE, "enemy e: closer than 2in");
  ruleset_check (t, "u", "double", 19.5, 18, TRUE, NULL);
  ruleset_check (t, "u", "double", 16, 20.5, FALSE, "enemy e");
}

static void
test_enemy_exactly_2_inches (void)
{
  /* "no model may end it's movement closer than 2" to any enemy model": 2" to
   * the base edge is not closer, and a move may end there or pass there. */
  g_autoptr (RulesetTable) t = m42_table_new ();
  m42_add_unit (t, "u", t->us, 10, 18);
  m42_add_unit (t, "e", t->them, 16, 18);
  m42_add_unit (t, "f", t->them, 30, 12.5);
  m42_add_unit (t, "v", t->us, 30, 18);

  ruleset_check (t, "u", "advance", 13, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 16 - 1.8, 18 + 2.4, TRUE, NULL);
  ruleset_check (t, "u", "advance", 13.05, 18, FALSE, "enemy e: closer than 2in");
  ruleset_check (t, "v", "advance", 30, 15.5, TRUE, NULL);
  ruleset_check (t, "v", "advance", 30, 15.45, FALSE, "enemy f: closer than 2in");
}

static void
test_enemy_2_inches_from_a_rectangular_base (void)
{
  /* "no model may end it's movement closer than 2" to any enemy model. Nor may
   * it pass closer": measured to the edge of a rectangular base (a vehicle 2"
   * wide and 4" long, facing up), not to the circle round its corners, which
   * lies 1.24" further out beside it and 0.24" in front. */
  g_autoptr (RulesetTable) t = m42_table_new ();
  SandUnit *e = m42_add_unit (t, "e", t->them, 30, 15);
  sand_unit_set_base_rect (e, 2, 4);
  m42_add_unit (t, "side", t->us, 24, 15);
  m42_add_unit (t, "front", t->us, 30, 7);
  m42_add_unit (t, "in", t->us, 27.5, 15);

  /* beside it: its flank edge is x = 29, so 2" off it a model's centre is at 26.5 */
  ruleset_check (t, "side", "advance", 26.4, 15, TRUE, NULL);
  ruleset_check (t, "side", "advance", 26.6, 15, FALSE, "enemy e: closer than 2in");
  /* in front: its front edge is y = 13, 2" off it a centre is at 10.5 */
  ruleset_check (t, "front", "advance", 30, 10.4, TRUE, NULL);
  ruleset_check (t, "front", "advance", 30, 10.6, FALSE, "enemy e: closer than 2in");
  /* past its corner, 2.1" from it */
  ruleset_check (t, "front", "advance", 31 + 2.6 * 0.6, 13 - 2.6 * 0.8, TRUE, NULL);
  /* from 1" off its flank: away, no nearer, and not ending within 2" */
  ruleset_check (t, "in", "advance", 26.4, 15, TRUE, NULL);
  ruleset_check (t, "in", "advance", 26.7, 15, FALSE, "enemy e: closer than 2in");
  ruleset_check (t, "in", "advance", 27.6, 15, FALSE, "enemy e: closer than 2in");
}

static void
test_enemy_exactly_2_inches_from_a_rectangular_base (void)
{
  /* "no model may end it's movement closer than 2" to any enemy model": off a
   * rectangular base (a vehicle 2" wide and 4" long at (30, 14), facing up, so
   * its front edge is y = 12 and its flank x = 31), 2" edge to edge is not
   * closer, before its front, beside its flank and out from its corner (the
   * 1" bases' centres 2.5" off), and 0.05" nearer is. */
  g_autoptr (RulesetTable) t = m42_table_new ();
  SandUnit *e = m42_add_unit (t, "e", t->them, 30, 14);
  sand_unit_set_base_rect (e, 2, 4);
  m42_add_unit (t, "u", t->us, 30, 6);

  ruleset_check (t, "u", "advance", 30, 9.5, TRUE, NULL);
  ruleset_check (t, "u", "advance", 30, 9.55, FALSE, "enemy e: closer than 2in");
  ruleset_check (t, "u", "double", 33.5, 14, TRUE, NULL);
  ruleset_check (t, "u", "double", 33.45, 14, FALSE, "enemy e: closer than 2in");
  /* radially out from the corner (31, 12), 2.5" and 2.45" along (0.6, -0.8) */
  ruleset_check (t, "u", "advance", 32.5, 10, TRUE, NULL);
  ruleset_check (t, "u", "advance", 32.47, 10.04, FALSE, "enemy e: closer than 2in");

  /* turned a quarter: its front x = 32, its flank y = 15 */
  g_autoptr (RulesetTable) quarter = m42_table_new ();
  e = m42_add_unit (quarter, "e", quarter->them, 30, 14);
  sand_unit_set_base_rect (e, 2, 4);
  sand_unit_set_facing (e, 90);
  m42_add_unit (quarter, "u", quarter->us, 38, 14);
  ruleset_check (quarter, "u", "advance", 34.5, 14, TRUE, NULL);
  ruleset_check (quarter, "u", "advance", 34.45, 14, FALSE, "enemy e: closer than 2in");
  ruleset_check (quarter, "u", "double", 30, 17.5, TRUE, NULL);
  ruleset_check (quarter, "u", "double", 30, 17.45, FALSE, "enemy e: closer than 2in");

  /* turned 30 degrees (the engine alone: a file keeps six figures): 2.5" out
   * from the middle of its right flank, and along its diagonal from its front
   * right corner */
  sand_unit_set_facing (e, 30);
  double rx = cos (G_PI / 6), ry = sin (G_PI / 6), fx = sin (G_PI / 6), fy = -cos (G_PI / 6);
  double cx = rx + 2 * fx, cy = ry + 2 * fy, d = hypot (cx, cy);
  g_autoptr (SandReachField) f = ruleset_table_reach (quarter, "u", "double");
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
  g_autoptr (RulesetTable) t = m42_table_new ();
  SandUnit *e = m42_add_unit (t, "e", t->them, 30, 14);
  sand_unit_set_base_rect (e, 2, 4);
  m42_add_unit (t, "u", t->us, 30, 9.5);
  SandPoint from = { 30, 9.5 }, to = { 33.5, 14 }, corner = { 31, 12 };
  double way = round_the_circle (from, to, corner, 2.5);

  g_assert_cmpfloat (hypot (to.x - from.x, to.y - from.y), <, 6);
  g_assert_cmpfloat (way, >, 6);
  ruleset_check (t, "u", "advance", to.x, to.y, FALSE, NULL);
  ruleset_check (t, "u", "double", to.x, to.y, TRUE, NULL);

  g_autoptr (SandReachField) f = ruleset_table_reach (t, "u", "double");
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
  g_autoptr (RulesetTable) t = m42_table_new ();
  m42_add_unit (t, "u", t->us, 10, 18);
  m42_add_unit (t, "e", t->them, 12, 18); /* 1" base edge to base edge */

  ruleset_check (t, "u", "advance", 7, 18, TRUE, NULL);
  ruleset_check (t, "u", "double", 0, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 10, 15.4, TRUE, NULL);
  /* further than at the start, but still within 2": may pass, not end */
  ruleset_check (t, "u", "advance", 10, 16, FALSE, "enemy e: closer than 2in");
  ruleset_check (t, "u", "advance", 9.5, 18, FALSE, "enemy e: closer than 2in");
  /* nearer than at the start */
  ruleset_check (t, "u", "advance", 11, 16.5, FALSE, "enemy e: closer than 2in");
  /* beyond it, round it no nearer than the start: 2 pi + 1.5" */
  ruleset_check (t, "u", "advance", 15.5, 18, FALSE, NULL);
  ruleset_check (t, "u", "double", 15.5, 18, TRUE, NULL);
}

/* Model u of team ft1 at (10, 18) and model f of @f_team at (14, 18). */
static RulesetTable *
two_models (const char *f_team)
{
  RulesetTable *t = m42_table_new ();

  sand_unit_set_team (m42_add_unit (t, "u", t->us, 10, 18), "ft1");
  sand_unit_set_team (m42_add_unit (t, "f", t->us, 14, 18), f_team);
  return t;
}

static void
test_friends_touching_is_not_on_top (void)
{
  /* "a model may not end it's movement on top of another friendly model":
   * bases overlapping (m42.xml), so touching is allowed on every side. */
  g_autoptr (RulesetTable) t = two_models ("ft1");

  /* 1" bases: centres 1" apart touch (offsets the file writes exactly) */
  static const double off[][2] = { { 1, 0 }, { 0, 1 }, { -1, 0 }, { 0, -1 },
                                   { 0.6, 0.8 }, { -0.8, 0.6 }, { 0.8, -0.6 }, { -0.6, -0.8 } };
  for (guint k = 0; k < G_N_ELEMENTS (off); k++)
    {
      ruleset_check (t, "u", "advance", 14 + off[k][0], 18 + off[k][1], TRUE, NULL);
      ruleset_check (t, "u", "advance", 14 + 0.99 * off[k][0], 18 + 0.99 * off[k][1], FALSE, "friend f: may not end on another model");
    }
}

/* "Models from other units in your Task Force will also allow you to pass though
 * them. However any such movement is always considered to be Slow Going." and "A
 * unit may not move At The Double when any of it's models are crossing Slow
 * Going": At The Double a model may come up to touch another unit's model, on
 * either side, but not pass through it; Advancing it passes straight through. */
static void
test_friends_other_unit_touching_is_not_through (void)
{
  g_autoptr (RulesetTable) t = two_models ("ft2");

  ruleset_check (t, "u", "double", 13, 18, TRUE, NULL);
  ruleset_check_cost (t, "u", "double", 13, 18, 3, 0.05);
  ruleset_check (t, "u", "double", 13.05, 18, FALSE, "friend f: Slow going, not allowed when moving At The Double");
  ruleset_check (t, "u", "double", 15, 18, TRUE, NULL);
  ruleset_check (t, "u", "double", 14, 17, TRUE, NULL);
  ruleset_check_cost (t, "u", "advance", 16, 18, 6, 0.05);
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
  g_autoptr (RulesetTable) t = m42_table_new ();
  SandUnit *u = m42_add_unit (t, "u", t->us, 10, 18);
  SandUnit *f = m42_add_unit (t, "f", t->us, 14, 18);
  sand_unit_set_base_rect (f, 2, 4);
  sand_unit_set_team (u, "ft1");
  sand_unit_set_team (f, "ft1");

  ruleset_check (t, "u", "advance", 15.5, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 15.45, 18, FALSE, "friend f: may not end on another model");
  ruleset_check (t, "u", "advance", 14, 20.5, TRUE, NULL);
  ruleset_check (t, "u", "advance", 14, 20.45, FALSE, "friend f: may not end on another model");
  /* radially out from the corner (15, 20), 0.5" and 0.45" along (0.6, 0.8) */
  ruleset_check (t, "u", "advance", 15.3, 20.4, TRUE, NULL);
  ruleset_check (t, "u", "advance", 15.27, 20.36, FALSE, "friend f: may not end on another model");

  /* 6" straight on through it, 0.1" more is out of reach */
  sand_unit_set_position (u, 10.5, 18);
  ruleset_check (t, "u", "advance", 16.5, 18, TRUE, NULL);
  ruleset_check (t, "u", "advance", 16.6, 18, FALSE, NULL);
}
int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/m42/friends/same-unit-free-others-slow-never-end-on", test_friends);
  g_test_add_func ("/m42/enemies/never-within-2", test_enemy_2_inches);
  g_test_add_func ("/m42/enemies/exactly-2-is-not-closer", test_enemy_exactly_2_inches);
  g_test_add_func ("/m42/enemies/from-within-2-move-off-never-nearer", test_enemy_start_within_2_inches);
  g_test_add_func ("/m42/enemies/never-within-2-of-a-rectangular-base", test_enemy_2_inches_from_a_rectangular_base);
  g_test_add_func ("/m42/enemies/exactly-2-from-a-rectangular-base-is-not-closer",
                   test_enemy_exactly_2_inches_from_a_rectangular_base);
  g_test_add_func ("/m42/enemies/nor-pass-closer-than-2-to-a-rectangular-base",
                   test_enemy_rectangular_base_not_passed_closer);
  g_test_add_func ("/m42/friends/never-end-on-touching-is-not-on-top", test_friends_touching_is_not_on_top);
  g_test_add_func ("/m42/friends/other-units-slow-at-the-double-touching-is-not-through",
                   test_friends_other_unit_touching_is_not_through);
  g_test_add_func ("/m42/friends/never-end-on-touching-a-rectangular-base-is-not-on-top",
                   test_friends_rectangular_base_touching_is_not_on_top);
  return g_test_run ();
}
