/* test-reach-fill.c: the solver's direct fill from the start, on random ground.
 *
 * Cells the start sees over open ground are filled with their distance without
 * the search; the rest is searched from the edge of that fill. On random enemy
 * zones both must hold: every cell with a clear straight line from the start
 * costs its distance (within MOVEMENT.md's 0.5% of the move plus one cell), and
 * no cell costs less than its distance (nothing cuts through a zone).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-move-builder.h"
#include "sand-reach.h"
#include "reason-util.h"

typedef struct
{
  double x, y, r;
} Disc;

/* The segment from (ax, ay) to (bx, by) comes within @d->r of its centre. */
static gboolean
passes_through (const Disc *d,
                double      ax,
                double      ay,
                double      bx,
                double      by)
{
  double dx = bx - ax, dy = by - ay;
  double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((d->x - ax) * dx + (d->y - ay) * dy) / len2 : 0;
  t = CLAMP (t, 0, 1);
  return hypot (ax + t * dx - d->x, ay + t * dy - d->y) < d->r;
}

static void
check_random_field (guint32 seed,
                    double  cell)
{
  const double sx = 36.02, sy = 23.97, move = 10;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  SandMoveBuilder *b = sand_move_builder_new (72, 48, sx, sy, move, cell);
  int reason = test_reason_add (b, SAND_REASON_ENEMY_IN_THE_WAY, NULL, "e");
  Disc discs[6];
  int n_discs = 0;

  while (n_discs < 6)
    {
      Disc d = { sx + g_rand_double_range (rand, -8, 8), sy + g_rand_double_range (rand, -8, 8),
                 g_rand_double_range (rand, 0.5, 1.5) };
      if (hypot (d.x - sx, d.y - sy) < d.r + 1)
        continue; /* the unit does not start in or next to a zone */
      sand_move_builder_add_no_go (b, d.x, d.y, d.r, reason);
      discs[n_discs++] = d;
    }
  g_autoptr(SandMoveSnapshot) snap = sand_move_builder_finish (b);
  g_autoptr(SandReachField) f = sand_reach_compute (snap, NULL, NULL);
  g_assert_nonnull (f);

  int w = sand_reach_field_get_width (f), h = sand_reach_field_get_height (f);
  const float *cost = sand_reach_field_get_costs (f);
  double x0, y0, tol = 0.005 * move + cell;
  guint seen = 0, hidden = 0;

  sand_reach_field_get_origin (f, &x0, &y0);
  for (int j = 0; j < h; j++)
    for (int i = 0; i < w; i++)
      {
        double x = x0 + (i + 0.5) * cell, y = y0 + (j + 0.5) * cell;
        double d = hypot (x - sx, y - sy);
        float c = cost[j * w + i];
        gboolean clear = TRUE, inside = FALSE;
        for (int k = 0; k < n_discs; k++)
          {
            /* a cell's centre near a zone's edge may go either way */
            if (hypot (x - discs[k].x, y - discs[k].y) < discs[k].r + cell)
              inside = TRUE;
            Disc wider = discs[k];
            wider.r += cell;
            clear = clear && !passes_through (&wider, sx, sy, x, y);
          }
        if (c >= 0)
          g_assert_cmpfloat (c, >=, d - 1e-3);
        if (inside || d > move - tol)
          continue;
        if (clear)
          {
            g_assert_cmpfloat (c, >=, 0);
            g_assert_cmpfloat (fabs (c - d), <=, tol);
            seen++;
          }
        else if (c >= 0)
          hidden++;
      }
  /* both paths were exercised */
  g_assert_cmpuint (seen, >, 1000);
  g_assert_cmpuint (hidden, >, 100);
}

static void
test_random_zones (void)
{
  for (guint32 seed = 1; seed <= 8; seed++)
    check_random_field (seed, 0.1);
}

static void
test_random_zones_fine (void)
{
  for (guint32 seed = 11; seed <= 13; seed++)
    check_random_field (seed, 0.05);
}

static void
test_start_off_centre (void)
{
  /* the start point anywhere in its cell: rows either side of it are filled
   * together, and still give true distances */
  const double cell = 0.1;
  for (int k = 0; k < 9; k++)
    {
      double sx = 30 + cell * (0.1 + 0.1 * k), sy = 20 + cell * (0.9 - 0.1 * k);
      g_autoptr(SandMoveSnapshot) snap = sand_move_builder_finish (sand_move_builder_new (72, 48, sx, sy, 5, cell));
      g_autoptr(SandReachField) f = sand_reach_compute (snap, NULL, NULL);
      int w = sand_reach_field_get_width (f), h = sand_reach_field_get_height (f);
      const float *cost = sand_reach_field_get_costs (f);
      double x0, y0;

      sand_reach_field_get_origin (f, &x0, &y0);
      for (int j = 0; j < h; j++)
        for (int i = 0; i < w; i++)
          {
            double d = hypot (x0 + (i + 0.5) * cell - sx, y0 + (j + 0.5) * cell - sy);
            if (d < 5 - cell)
              g_assert_cmpfloat (fabs (cost[j * w + i] - d), <=, 1e-4);
          }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/reach/fill/random-zones", test_random_zones);
  g_test_add_func ("/reach/fill/random-zones-fine", test_random_zones_fine);
  g_test_add_func ("/reach/fill/start-off-centre", test_start_off_centre);
  return g_test_run ();
}
