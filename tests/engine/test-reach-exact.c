/* test-reach-exact.c: the solver against an exact visibility graph, on
 * generated tables of 0, 10, 50 and 200 obstacles.
 *
 * Within a worst-terrain tier whose ground costs the same everywhere, the
 * cheapest way is the shortest path among the obstacles: the tier's blocked
 * cells (closed squares, as a straight leg meets them) and the lines it may
 * not cross. The reference (reach-reference.c) is the textbook visibility
 * graph over the start, the convex corners of the blocked cells and the ends
 * of the lines. The field must agree within 0.001in on every cell (tiers: the
 * least over the tiers that reach it within their allowance), open ground,
 * walls, blocked areas and difficult ground alike; and on tables of hills
 * gone down only, started anywhere and on a grid point.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "sand-move-builder.h"
#include "sand-reach.h"
#include "sand-reach-field-private.h"
#include "reach-reference.h"
#include "reason-util.h"

/* A table of @n obstacles round a start in the open: blocked rectangles and
 * turned triangles, walls of one to three legs, and difficult ground (a tier
 * of half the move) as rectangles and as walls that cap the move. */
static SandMoveSnapshot *
generate (guint32 seed,
          int     n,
          double  cell,
          double  move)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (seed);
  const double w = 30, h = 20;
  double sx = g_rand_double_range (r, 8, w - 8), sy = g_rand_double_range (r, 6, h - 6);
  SandMoveBuilder *b = sand_move_builder_new (w, h, sx, sy, move, cell);
  SandMoveEffect blocked, difficult;

  sand_move_effect_init (&blocked);
  blocked.flags = SAND_MOVE_BLOCKED;
  blocked.reason = test_reason_add (b, SAND_REASON_GOING, "wall", "impassable");
  sand_move_effect_init (&difficult);
  difficult.tier = floor (move / 2);
  difficult.reason = test_reason_add (b, SAND_REASON_GOING, "woods", "difficult");
  for (int k = 0; k < n; k++)
    {
      double x = g_rand_double_range (r, 0, w), y = g_rand_double_range (r, 0, h);
      double size = g_rand_double_range (r, 0.3, n > 50 ? 1.5 : 3);
      int what = g_rand_int_range (r, 0, 5);
      /* nothing on the start itself */
      if (hypot (x - sx, y - sy) < size + 1)
        continue;
      if (what <= 1)
        {
          double ww = g_rand_double_range (r, 0.3, size), hh = g_rand_double_range (r, 0.3, size);
          SandPoint rect[] = { { x, y }, { x + ww, y }, { x + ww, y + hh }, { x, y + hh } };
          sand_move_builder_add_area (b, rect, 4, what == 0 ? &blocked : &difficult);
        }
      else if (what == 2)
        {
          double a = g_rand_double_range (r, 0, 2 * G_PI);
          SandPoint tri[3];
          for (int m = 0; m < 3; m++)
            tri[m] = (SandPoint) { x + size * cos (a + m * 2.1), y + size * sin (a + m * 2.3) };
          sand_move_builder_add_area (b, tri, 3, &blocked);
        }
      else
        {
          int legs = g_rand_int_range (r, 1, 4);
          SandPoint pts[4] = { { x, y } };
          for (int m = 1; m <= legs; m++)
            {
              double a = g_rand_double_range (r, 0, 2 * G_PI);
              pts[m] = (SandPoint) { pts[m - 1].x + size * cos (a), pts[m - 1].y + size * sin (a) };
            }
          sand_move_builder_add_line (b, pts, legs + 1, what == 3 ? &blocked : &difficult);
        }
    }
  return sand_move_builder_finish (b);
}

/* A table of @n hills, a few with a crest, that may be gone down but not up
 * (M42 At The Double), with blocked rectangles and walls among them; the
 * start on a hill or off. */
static SandMoveSnapshot *
generate_hills (guint32  seed,
                int      n,
                double   cell,
                double   move,
                gboolean on_grid)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (seed);
  const double w = 30, h = 20;
  double sx = g_rand_double_range (r, 8, w - 8), sy = g_rand_double_range (r, 6, h - 6);

  /* a unit stood on whole and half inches: the start is a grid point */
  if (on_grid)
    sx = round (2 * sx) / 2, sy = round (2 * sy) / 2;
  SandMoveBuilder *b = sand_move_builder_new (w, h, sx, sy, move, cell);
  SandMoveEffect blocked, up, down, hill;

  sand_move_effect_init (&blocked);
  blocked.flags = SAND_MOVE_BLOCKED;
  sand_move_effect_init (&up);
  up.flags = SAND_MOVE_BLOCKED;
  up.reason = test_reason_add (b, SAND_REASON_GOING, "hill", "up");
  sand_move_effect_init (&down);
  sand_move_builder_set_levels (b, &up, &down);
  for (int k = 0; k < n; k++)
    {
      double x = g_rand_double_range (r, 0, w), y = g_rand_double_range (r, 0, h);
      double rx = g_rand_double_range (r, 1, 4), ry = g_rand_double_range (r, 1, 4), a = g_rand_double_range (r, 0, G_PI);
      int what = g_rand_int_range (r, 0, 4);
      /* on every other table the start is on the first hill's crest or its side */
      if (k == 0 && seed % 2 == 1)
        {
          x = sx + g_rand_double_range (r, -1, 1);
          y = sy + g_rand_double_range (r, -1, 1);
          rx = MAX (rx, 3);
          ry = MAX (ry, 3);
          what = on_grid && seed % 4 == 1 ? 0 : 1;
        }
      if (what == 0 && on_grid)
        {
          /* a hill of whole inches, a crest on some: its contour's corners
           * are grid points, and rays of simple slope from the start pass
           * through them */
          rx = round (rx), ry = round (ry), x = round (x - rx / 2), y = round (y - ry / 2);
          for (int level = 1; level <= 1 + (k % 2 == 0); level++)
            {
              double in = level == 1 ? 0 : 1;
              SandPoint rect[] = { { x + in, y + in }, { x + rx - in, y + in }, { x + rx - in, y + ry - in }, { x + in, y + ry - in } };
              sand_move_effect_init (&hill);
              hill.level = level;
              sand_move_builder_add_area (b, rect, 4, &hill);
            }
        }
      else if (what < 2)
        {
          /* a hill, the start on it or not, and a crest on some */
          for (int level = 1; level <= 1 + (what == 1); level++)
            {
              double f = level == 1 ? 1 : 0.45;
              SandPoint poly[24];
              for (int m = 0; m < 24; m++)
                {
                  double u = rx * f * cos (m * G_PI / 12), v = ry * f * sin (m * G_PI / 12);
                  poly[m] = (SandPoint) { x + u * cos (a) - v * sin (a), y + u * sin (a) + v * cos (a) };
                }
              sand_move_effect_init (&hill);
              hill.level = level;
              sand_move_builder_add_area (b, poly, 24, &hill);
            }
        }
      else if (what == 2 && hypot (x - sx, y - sy) > 3)
        {
          SandPoint rect[] = { { x, y }, { x + rx / 2, y }, { x + rx / 2, y + ry / 2 }, { x, y + ry / 2 } };
          sand_move_builder_add_area (b, rect, 4, &blocked);
        }
      else if (hypot (x - sx, y - sy) > 3)
        {
          SandPoint wall[] = { { x, y }, { x + rx * cos (a), y + rx * sin (a) } };
          sand_move_builder_add_line (b, wall, 2, &blocked);
        }
    }
  return sand_move_builder_finish (b);
}

static void
check_tables (int     n,
              guint32 first,
              guint32 count,
              double  cell,
              double  move)
{
  for (guint32 seed = first; seed < first + count; seed++)
    {
      g_autoptr (SandMoveSnapshot) snap = generate (seed, n, cell, move);
      g_autoptr (GError) error = NULL;
      g_autoptr (SandReachField) f = sand_reach_compute (snap, NULL, &error);
      g_assert_no_error (error);
      double worst = reach_reference_check (f, TRUE, NULL);
      g_test_message ("%d obstacles, seed %u: %u tiers, largest difference %.2g in", n, seed, snap->n_tiers, worst);
    }
}

static void
test_hills (void)
{
  for (guint32 seed = 41; seed < 44; seed++)
    {
      g_autoptr (SandMoveSnapshot) snap = generate_hills (seed, 8, 0.1, 6, FALSE);
      g_autoptr (SandReachField) f = sand_reach_compute (snap, NULL, NULL);
      double worst = reach_reference_check (f, TRUE, NULL);
      g_test_message ("hills, seed %u: largest difference %.2g in", seed, worst);
    }
}

/* The same with the start on a grid point, as where a unit stands on whole
 * or half inches (the raster is laid on multiples of the cell), on a hill on
 * each table: rays of simple slope from it pass exactly through the corners
 * where the hills' contours turn, and through cells' centres beyond. */
static void
test_hills_grid (void)
{
  for (guint32 seed = 1; seed < 9; seed += 2)
    {
      g_autoptr (SandMoveSnapshot) snap = generate_hills (seed, 8, 0.1, 6, TRUE);
      g_autoptr (SandReachField) f = sand_reach_compute (snap, NULL, NULL);
      double worst = reach_reference_check (f, TRUE, NULL);
      g_test_message ("hills from a grid point, seed %u: largest difference %.2g in", seed, worst);
    }
}

static void
test_open (void)
{
  check_tables (0, 1, 3, 0.1, 8);
}

static void
test_10 (void)
{
  check_tables (10, 11, 4, 0.1, 10);
}

static void
test_50 (void)
{
  check_tables (50, 21, 3, 0.1, 10);
}

static void
test_200 (void)
{
  check_tables (200, 31, 2, 0.1, 8);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/reach/exact/open-ground", test_open);
  g_test_add_func ("/reach/exact/10-obstacles", test_10);
  g_test_add_func ("/reach/exact/50-obstacles", test_50);
  g_test_add_func ("/reach/exact/200-obstacles", test_200);
  g_test_add_func ("/reach/exact/hills-only-down", test_hills);
  g_test_add_func ("/reach/exact/hills-from-a-grid-point", test_hills_grid);
  return g_test_run ();
}
