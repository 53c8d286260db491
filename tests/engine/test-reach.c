/* test-reach.c: the solver against analytic answers, on hand-built ground.
 *
 * Target (MOVEMENT.md): distance error at most 0.5% of the move plus one cell.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-move-builder.h"
#include "sand-reach.h"
#include "reason-util.h"

#define CELL 0.1

static double
tolerance (double move)
{
  return 0.005 * move + CELL;
}

static SandReachField *
solve (SandMoveBuilder *b)
{
  g_autoptr(SandMoveSnapshot) snap = sand_move_builder_finish (b);
  g_autoptr(GError) error = NULL;
  SandReachField *field = sand_reach_compute (snap, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (field);
  return field;
}

static SandMoveEffect
blocked_effect (void)
{
  SandMoveEffect e;
  sand_move_effect_init (&e);
  e.flags = SAND_MOVE_BLOCKED;
  return e;
}

/* The farthest reachable point along a ray, to 0.005". */
static double
boundary_along (SandReachField *f,
                double          x,
                double          y,
                double          angle,
                double          max)
{
  double lo = 0, hi = max;
  while (hi - lo > 0.005)
    {
      double mid = (lo + hi) / 2;
      if (sand_reach_field_is_reachable (f, x + mid * cos (angle), y + mid * sin (angle)))
        lo = mid;
      else
        hi = mid;
    }
  return lo;
}

static void
test_open_circle (void)
{
  const double sx = 36.03, sy = 24.07, r = 6;
  g_autoptr(SandReachField) f = solve (sand_move_builder_new (72, 48, sx, sy, r, CELL));
  double area = sand_reach_field_area (f);

  g_assert_cmpfloat (fabs (area - G_PI * r * r) / (G_PI * r * r), <=, 0.005);
  for (int a = 0; a < 360; a++)
    {
      double ang = a * G_PI / 180;
      double rb = boundary_along (f, sx, sy, ang, r + 1);
      g_assert_cmpfloat (fabs (rb - r), <=, tolerance (r));
      /* costs inside are straight-line distances */
      double c = sand_reach_field_cost (f, sx + 4.5 * cos (ang), sy + 4.5 * sin (ang));
      g_assert_cmpfloat (fabs (c - 4.5), <=, tolerance (r));
    }
  g_assert_cmpfloat (sand_reach_field_cost (f, sx, sy), ==, 0.0);
  g_assert_false (sand_reach_field_is_reachable (f, sx + 6.3, sy));
}

static void
test_open_circle_fine (void)
{
  /* the same at 0.05": area converges */
  const double sx = 20.01, sy = 20.02, r = 12;
  g_autoptr(SandReachField) f = solve (sand_move_builder_new (72, 48, sx, sy, r, 0.05));
  g_assert_cmpfloat (fabs (sand_reach_field_area (f) - G_PI * r * r) / (G_PI * r * r), <=, 0.005);
  for (int a = 0; a < 360; a += 7)
    {
      double ang = a * G_PI / 180;
      g_assert_cmpfloat (fabs (boundary_along (f, sx, sy, ang, r + 1) - r), <=, 0.005 * r + 0.05);
    }
}

static void
test_wall_end (void)
{
  SandMoveBuilder *b = sand_move_builder_new (72, 48, 28, 25, 12, CELL);
  SandPoint wall[] = { { 30, 10 }, { 30, 30 } };
  SandMoveEffect e = blocked_effect ();

  e.reason = test_reason_add (b, SAND_REASON_GOING, "wall", "x1");
  sand_move_builder_add_line (b, wall, 2, &e);
  g_autoptr(SandReachField) f = solve (b);

  /* taut string round the wall's end at (30, 30) */
  double taut = 2 * hypot (2, 5);
  double c = sand_reach_field_cost (f, 32, 25);
  g_assert_cmpfloat (fabs (c - taut), <=, tolerance (12));
  g_assert_cmpfloat (c, >=, taut - 0.01);

  /* the path goes round the end, never through the wall */
  g_autoptr(GArray) path = sand_reach_field_path (f, 32, 25);
  g_assert_nonnull (path);
  g_assert_cmpuint (path->len, >=, 3);
  for (guint i = 0; i + 1 < path->len; i++)
    {
      SandPoint p = g_array_index (path, SandPoint, i), q = g_array_index (path, SandPoint, i + 1);
      if ((p.x - 30) * (q.x - 30) < 0)
        {
          double y = p.y + (30 - p.x) * (q.y - p.y) / (q.x - p.x);
          g_assert_cmpfloat (y, >=, 30 - 1e-6);
        }
    }
  /* a point far along behind the wall is beyond 12" of travel: 13.3in away,
   * that is what the player needs first */
  g_assert_false (sand_reach_field_is_reachable (f, 31, 12));
  g_autofree char *why = test_why (f, 31, 12);
  g_assert_cmpstr (why, ==, "Out of reach: 13.3in away, the move is 12in");
  /* 5.8in away behind the wall, 15.4in round its end: the wall is why */
  g_assert_false (sand_reach_field_is_reachable (f, 31, 20));
  g_autofree char *behind = test_why (f, 31, 20);
  g_assert_cmpstr (behind, ==, "wall x1: impassable");
}

static void
test_enemy_disc (void)
{
  SandMoveBuilder *b = sand_move_builder_new (72, 48, 25, 24, 14, CELL);
  int reason = test_reason_add (b, SAND_REASON_ENEMY_IN_THE_WAY, NULL, "e");

  /* 2" edge to edge plus two half-inch base radii */
  sand_move_builder_add_no_go (b, 30, 24, 3, reason);
  g_autoptr(SandReachField) f = solve (b);

  double d = 5, r = 3;
  double around = 2 * sqrt (d * d - r * r) + r * (G_PI - 2 * acos (r / d));
  double c = sand_reach_field_cost (f, 35, 24);
  g_assert_cmpfloat (fabs (c - around), <=, tolerance (14));
  g_assert_cmpfloat (c, >=, around - 0.01);
  g_assert_false (sand_reach_field_is_reachable (f, 30, 22));
  g_autofree char *why = test_why (f, 31, 25);
  g_assert_cmpstr (why, ==, "enemy e: may not pass through");
  /* tangent to the zone is allowed */
  g_assert_true (sand_reach_field_is_reachable (f, 30, 20.9));
}

/* The shortest way from (@sx, @sy) to (@px, @py) outside the disc of radius
 * @r round (@cx, @cy): straight if it clears the disc, else along the two
 * tangents and the arc between them. */
static double
round_disc (double sx,
            double sy,
            double px,
            double py,
            double cx,
            double cy,
            double r)
{
  double ds = hypot (sx - cx, sy - cy), dp = hypot (px - cx, py - cy);
  double theta = acos (CLAMP (((sx - cx) * (px - cx) + (sy - cy) * (py - cy)) / (ds * dp), -1.0, 1.0));
  double arc = theta - acos (r / ds) - acos (MIN (1.0, r / dp));

  if (arc <= 0)
    return hypot (px - sx, py - sy);
  return sqrt (ds * ds - r * r) + sqrt (MAX (0.0, dp * dp - r * r)) + r * arc;
}

/* "Nor may it pass closer" (seed 004): the zone is drawn round by a polygon of
 * vertices; the cells whose centres lie between it and the rim, seen from the
 * vertices beside them only toward the zone, are priced round the rim as
 * every other cell is, not left unreached or reached the long way. */
static void
test_enemy_disc_rim_cells (void)
{
  const double sx = 25, sy = 24.03, cx = 30, cy = 24, r = 3, budget = 14;
  SandMoveBuilder *b = sand_move_builder_new (72, 48, sx, sy, budget, CELL);
  int reason = test_reason_add (b, SAND_REASON_ENEMY_IN_THE_WAY, NULL, "e");

  sand_move_builder_add_no_go (b, cx, cy, r, reason);
  g_autoptr(SandReachField) f = solve (b);
  const float *costs = sand_reach_field_get_costs (f);
  int w = sand_reach_field_get_width (f), h = sand_reach_field_get_height (f), rim = 0;
  double x0, y0, worst = 0;

  sand_reach_field_get_origin (f, &x0, &y0);
  for (int j = 0; j < h; j++)
    for (int i = 0; i < w; i++)
      {
        double x = x0 + (i + 0.5) * CELL, y = y0 + (j + 0.5) * CELL, e = hypot (x - cx, y - cy) - r;
        if (e < 0 || e > 0.015)
          continue;
        double exact = round_disc (sx, sy, x, y, cx, cy, r);
        if (exact > budget - 0.1)
          continue;
        rim++;
        /* never short, and no longer than the polygon's corners make it */
        g_assert_cmpfloat (costs[(gsize) j * w + i], >=, exact - 1e-4);
        worst = MAX (worst, costs[(gsize) j * w + i] - exact);
      }
  g_assert_cmpint (rim, >, 20);
  g_assert_cmpfloat (worst, <=, 0.025);
}

/* "A unit that starts closer (after a close combat) may move off but come no
 * nearer" (seed 004, as the zone is drawn: round the enemy at the distance the
 * unit starts at): a start on the zone's rim goes round it as a path from
 * outside does, along the rim and off on the tangent. */
static void
test_enemy_disc_start_on_rim (void)
{
  const double sx = 25, sy = 24, cx = 28, cy = 24.2, budget = 10;
  const double r = hypot (sx - cx, sy - cy);
  SandMoveBuilder *b = sand_move_builder_new (72, 48, sx, sy, budget, CELL);
  int reason = test_reason_add (b, SAND_REASON_ENEMY_IN_THE_WAY, NULL, "e");

  sand_move_builder_add_no_go (b, cx, cy, r, reason);
  g_autoptr(SandReachField) f = solve (b);
  const float *costs = sand_reach_field_get_costs (f);
  int w = sand_reach_field_get_width (f), h = sand_reach_field_get_height (f), checked = 0;
  double x0, y0;

  sand_reach_field_get_origin (f, &x0, &y0);
  for (int j = 0; j < h; j++)
    for (int i = 0; i < w; i++)
      {
        double x = x0 + (i + 0.5) * CELL, y = y0 + (j + 0.5) * CELL;
        if (hypot (x - cx, y - cy) < r + 0.02)
          continue;
        double exact = round_disc (sx, sy, x, y, cx, cy, r);
        if (exact > budget - 0.2)
          continue;
        checked++;
        /* short by no more than rounding (the target's 0.001") */
        g_assert_cmpfloat (costs[(gsize) j * w + i], >=, exact - 1e-3);
        g_assert_cmpfloat (costs[(gsize) j * w + i], <=, exact + tolerance (exact));
      }
  g_assert_cmpint (checked, >, 10000);
}

static double
snell_cost (double y,
            double sx,
            double sy,
            double tx,
            double ty,
            double boundary,
            double slow)
{
  return hypot (boundary - sx, y - sy) + slow * hypot (tx - boundary, ty - y);
}

static void
test_snell (void)
{
  const double sx = 25, sy = 20, tx = 33, ty = 28, x_b = 30, slow = 2;
  SandMoveBuilder *b = sand_move_builder_new (72, 48, sx, sy, 24, CELL);
  SandPoint half[] = { { x_b, 0 }, { 72, 0 }, { 72, 48 }, { x_b, 48 } };
  SandMoveEffect e;

  sand_move_effect_init (&e);
  e.rate = 1 / slow;
  sand_move_builder_add_area (b, half, 4, &e);
  g_autoptr(SandReachField) f = solve (b);

  /* golden-section search for where the fastest path crosses */
  double lo = sy, hi = ty, phi = (sqrt (5) - 1) / 2;
  for (int i = 0; i < 100; i++)
    {
      double m1 = hi - phi * (hi - lo), m2 = lo + phi * (hi - lo);
      if (snell_cost (m1, sx, sy, tx, ty, x_b, slow) < snell_cost (m2, sx, sy, tx, ty, x_b, slow))
        hi = m2;
      else
        lo = m1;
    }
  double best = snell_cost ((lo + hi) / 2, sx, sy, tx, ty, x_b, slow);
  double straight = snell_cost (sy + (ty - sy) * (x_b - sx) / (tx - sx), sx, sy, tx, ty, x_b, slow);
  g_assert_cmpfloat (best, <, straight - 0.1); /* the bend matters here */

  double c = sand_reach_field_cost (f, tx, ty);
  g_assert_cmpfloat (fabs (c - best), <=, tolerance (24));
  /* and in the slow half alone a move costs double */
  g_assert_cmpfloat (fabs (sand_reach_field_cost (f, 20, 20) - 5), <=, tolerance (24));
}

static void
test_tier_halves (void)
{
  /* Difficult going: the whole move is halved, rounded down (6 -> 3) */
  SandMoveBuilder *b = sand_move_builder_new (72, 48, 20, 20, 6, CELL);
  SandPoint strip[] = { { 21, 0 }, { 23, 0 }, { 23, 48 }, { 21, 48 } };
  SandMoveEffect e;

  sand_move_effect_init (&e);
  e.tier = 3;
  e.reason = test_reason_add (b, SAND_REASON_GOING, "woods", "difficult");
  sand_move_builder_add_area (b, strip, 4, &e);
  g_autoptr(SandReachField) f = solve (b);

  g_assert_true (sand_reach_field_is_reachable (f, 22, 20));
  g_assert_cmpfloat (fabs (sand_reach_field_cost (f, 22.9, 20) - 2.9), <=, tolerance (6));
  g_assert_false (sand_reach_field_is_reachable (f, 23.5, 20));
  g_assert_false (sand_reach_field_is_reachable (f, 25.5, 20));
  g_assert_true (sand_reach_field_is_reachable (f, 14.5, 20));
  g_assert_true (sand_reach_field_is_reachable (f, 20.9, 25.8));
  g_autofree char *why = test_why (f, 25, 20);
  g_assert_true (g_str_has_prefix (why, "woods difficult: impassable; the move is limited to 3in"));
  /* the farthest point beyond the strip is at 3", not 6" */
  g_assert_cmpfloat (fabs (boundary_along (f, 20, 20, 0, 7) - 3), <=, tolerance (6));
}

static SandMoveSnapshot *
large_tiers_snapshot (void)
{
  /* two tiers over a large raster: the second is solved on a second thread */
  SandMoveBuilder *b = sand_move_builder_new (72, 48, 30, 24, 24, 0.05);
  SandPoint strip[] = { { 36, 0 }, { 38, 0 }, { 38, 48 }, { 36, 48 } };
  SandMoveEffect e;

  sand_move_effect_init (&e);
  e.tier = 12;
  e.reason = test_reason_add (b, SAND_REASON_GOING, "woods", "difficult");
  sand_move_builder_add_area (b, strip, 4, &e);
  return sand_move_builder_finish (b);
}

static void
test_tier_large (void)
{
  g_autoptr(SandMoveSnapshot) snap = large_tiers_snapshot ();

  for (int run = 0; run < 3; run++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(SandReachField) f = sand_reach_compute (snap, NULL, &error);
      g_assert_no_error (error);
      /* across the strip only the 12" tier goes, and no farther than 12" */
      g_assert_cmpfloat (fabs (sand_reach_field_cost (f, 37.9, 24) - 7.9), <=, tolerance (12));
      g_assert_cmpfloat (fabs (sand_reach_field_cost (f, 41.5, 24) - 11.5), <=, tolerance (12));
      g_assert_false (sand_reach_field_is_reachable (f, 42.5, 24));
      g_assert_cmpfloat (fabs (boundary_along (f, 30, 24, 0, 24) - 12), <=, tolerance (12));
      /* the other way the whole move */
      g_assert_cmpfloat (fabs (sand_reach_field_cost (f, 8, 24) - 22), <=, tolerance (24));
      g_assert_cmpfloat (fabs (boundary_along (f, 30, 24, G_PI, 25) - 24), <=, tolerance (24));
    }
}

static void
test_tier_large_cancelled (void)
{
  g_autoptr(SandMoveSnapshot) snap = large_tiers_snapshot ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;

  g_cancellable_cancel (cancellable);
  g_assert_null (sand_reach_compute (snap, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  /* and the second thread is free for the next move */
  g_autoptr(SandReachField) f = sand_reach_compute (snap, NULL, NULL);
  g_assert_true (sand_reach_field_is_reachable (f, 41.5, 24));
}

static void
test_rate_penalties_add (void)
{
  /* seed 000: two 50% penalties leave no movement at all */
  SandMoveBuilder *b = sand_move_builder_new (72, 48, 10, 10, 6, CELL);
  SandPoint sq[] = { { 12, 0 }, { 14, 0 }, { 14, 48 }, { 12, 48 } };
  SandMoveEffect half;

  sand_move_effect_init (&half);
  half.rate = 0.5;
  sand_move_builder_add_area (b, sq, 4, &half);
  sand_move_builder_add_area (b, sq, 4, &half);
  g_autoptr(SandReachField) f = solve (b);
  g_assert_false (sand_reach_field_is_reachable (f, 12.5, 10));
  g_assert_true (sand_reach_field_is_reachable (f, 11.8, 10));
}

static void
test_speed_cap (void)
{
  /* mechanism 2: in this ground the unit moves as if its move were 3", so each
   * inch of it costs 2" of a 6" move */
  SandMoveBuilder *b = sand_move_builder_new (72, 48, 10, 10, 6, CELL);
  SandPoint all[] = { { 0, 0 }, { 72, 0 }, { 72, 48 }, { 0, 48 } };
  SandMoveEffect e;

  sand_move_effect_init (&e);
  e.cap = 3;
  sand_move_builder_add_area (b, all, 4, &e);
  g_autoptr(SandReachField) f = solve (b);
  g_assert_cmpfloat (fabs (boundary_along (f, 10, 10, 1.0, 7) - 3), <=, tolerance (3));
}

static void
test_line_costs (void)
{
  /* a line that costs 2" to cross, and one that takes the whole move */
  SandMoveBuilder *b = sand_move_builder_new (72, 48, 10, 10, 6, CELL);
  SandPoint l1[] = { { 12, 0 }, { 12, 48 } };
  SandPoint l2[] = { { 9.6, 0 }, { 9.6, 48 } };
  SandMoveEffect lose, whole;

  sand_move_effect_init (&lose);
  lose.extra = 2;
  sand_move_builder_add_line (b, l1, 2, &lose);
  sand_move_effect_init (&whole);
  whole.flags = SAND_MOVE_WHOLE_TURN;
  whole.reason = test_reason_add (b, SAND_REASON_GOING, "wall", "whole");
  sand_move_builder_add_line (b, l2, 2, &whole);
  g_autoptr(SandReachField) f = solve (b);

  g_assert_cmpfloat (fabs (sand_reach_field_cost (f, 13, 10) - 5), <=, tolerance (6));
  g_assert_false (sand_reach_field_is_reachable (f, 14.5, 10));
  /* just beyond the whole-turn line (the unit starts in contact), and no further */
  g_assert_true (sand_reach_field_is_reachable (f, 9.55, 10.05));
  g_assert_false (sand_reach_field_is_reachable (f, 8.5, 10));
}

static void
test_openings (void)
{
  SandMoveBuilder *b = sand_move_builder_new (72, 48, 10, 10, 6, CELL);
  SandPoint wall[] = { { 12, 0 }, { 12, 48 } };
  SandMoveEffect e = blocked_effect ();

  sand_move_builder_add_line (b, wall, 2, &e);
  sand_move_builder_add_opening (b, 12, 12, 0.5);
  g_autoptr(SandReachField) f = solve (b);
  g_assert_false (sand_reach_field_is_reachable (f, 13, 8));
  g_assert_true (sand_reach_field_is_reachable (f, 13, 12));
  double c = sand_reach_field_cost (f, 13, 10);
  /* through the door at (12, 11.5) at best */
  g_assert_cmpfloat (c, >=, hypot (2, 1.5) + hypot (1, 1.5) - 0.05);
}

static void
compute_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  SandReachField **out = data;
  g_autoptr(GError) error = NULL;
  *out = sand_reach_compute_finish (result, &error);
  g_assert_no_error (error);
}

static void
test_async (void)
{
  g_autoptr(SandMoveSnapshot) snap = sand_move_builder_finish (sand_move_builder_new (72, 48, 30, 30, 8, CELL));
  SandReachField *field = NULL;

  sand_reach_compute_async (snap, NULL, compute_cb, &field);
  while (field == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpfloat (fabs (sand_reach_field_area (field) - G_PI * 64) / (G_PI * 64), <=, 0.005);
  sand_reach_field_unref (field);

  g_autoptr(GCancellable) cancel = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_cancellable_cancel (cancel);
  g_assert_null (sand_reach_compute (snap, cancel, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_bounded (void)
{
  /* the raster covers the move, not the table */
  g_autoptr(SandReachField) f = solve (sand_move_builder_new (72, 48, 30, 30, 6, CELL));
  g_assert_cmpint (sand_reach_field_get_width (f), <=, 125);
  g_assert_cmpint (sand_reach_field_get_height (f), <=, 125);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/reach/open/circle", test_open_circle);
  g_test_add_func ("/reach/open/circle-fine", test_open_circle_fine);
  g_test_add_func ("/reach/open/bounded-raster", test_bounded);
  g_test_add_func ("/reach/wall/around-the-end", test_wall_end);
  g_test_add_func ("/reach/wall/through-an-opening", test_openings);
  g_test_add_func ("/reach/enemy/around-the-disc", test_enemy_disc);
  g_test_add_func ("/reach/enemy/cells-by-the-rim", test_enemy_disc_rim_cells);
  g_test_add_func ("/reach/enemy/start-on-the-rim", test_enemy_disc_start_on_rim);
  g_test_add_func ("/reach/rate/snell", test_snell);
  g_test_add_func ("/reach/rate/penalties-add-up", test_rate_penalties_add);
  g_test_add_func ("/reach/cap/slower-move", test_speed_cap);
  g_test_add_func ("/reach/tier/halved", test_tier_halves);
  g_test_add_func ("/reach/tier/large", test_tier_large);
  g_test_add_func ("/reach/tier/large-cancelled", test_tier_large_cancelled);
  g_test_add_func ("/reach/line/extra-and-whole-turn", test_line_costs);
  g_test_add_func ("/reach/async", test_async);

  return g_test_run ();
}
