/* test-hex-grid.c: hex grid geometry, checked against exact numbers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "test-hex.h"

#define SQRT3 1.7320508075688772

static const SandHexGrid grids[] = {
  { 4.0, SAND_HEX_FLAT, 0.0, 0.0 },
  { 4.0, SAND_HEX_POINTY, 0.0, 0.0 },
  { 1.5, SAND_HEX_FLAT, 3.25, -2.0 },
  { 2.5, SAND_HEX_POINTY, 10.0, 7.5 },
};

static void
test_grid_center_exact (void)
{
  SandHexGrid flat = { 4.0, SAND_HEX_FLAT, 2.0, 3.0 };
  SandHexGrid pointy = { 4.0, SAND_HEX_POINTY, 0.0, 0.0 };
  double x, y;

  sand_hex_grid_center (&flat, (SandHex) { 0, 0 }, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 2.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (y, 3.0, 1e-12);

  /* Flat-topped columns are size * sqrt(3) / 2 apart and shifted half a hex. */
  sand_hex_grid_center (&flat, (SandHex) { 2, 1 }, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 2.0 + 4.0 * SQRT3, 1e-12);
  g_assert_cmpfloat_with_epsilon (y, 3.0 + 8.0, 1e-12);

  sand_hex_grid_center (&flat, (SandHex) { 1, 0 }, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 2.0 + 2.0 * SQRT3, 1e-12);
  g_assert_cmpfloat_with_epsilon (y, 5.0, 1e-12);

  /* Pointy-topped rows likewise. */
  sand_hex_grid_center (&pointy, (SandHex) { 1, 2 }, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 8.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (y, 4.0 * SQRT3, 1e-12);
}

static void
test_grid_neighbour_distance (void)
{
  for (gsize g = 0; g < G_N_ELEMENTS (grids); g++)
    for (int d = 0; d < 6; d++)
      {
        SandHex h = { 3, -2 };
        SandHex n = sand_hex_neighbor (h, d);
        double hx, hy, nx, ny;

        sand_hex_grid_center (&grids[g], h, &hx, &hy);
        sand_hex_grid_center (&grids[g], n, &nx, &ny);
        g_assert_cmpfloat_with_epsilon (hypot (nx - hx, ny - hy), grids[g].size, 1e-12);
        g_assert_cmpint (sand_hex_distance (h, n), ==, 1);
        g_assert_cmpint (sand_hex_direction_to (h, n), ==, d);
        g_assert_cmpint (sand_hex_direction_to (n, h), ==, (d + 3) % 6);
      }
}

/* Directions go clockwise starting up-right: each bearing is 60° more than the one
 * before (y is down, so clockwise is increasing atan2). */
static void
test_grid_directions_clockwise (void)
{
  for (gsize g = 0; g < G_N_ELEMENTS (grids); g++)
    {
      double cx, cy, first = 0;

      sand_hex_grid_center (&grids[g], (SandHex) { 0, 0 }, &cx, &cy);
      for (int d = 0; d < 6; d++)
        {
          double x, y, bearing;

          sand_hex_grid_center (&grids[g], sand_hex_neighbor ((SandHex) { 0, 0 }, d), &x, &y);
          bearing = atan2 (y - cy, x - cx) * 180 / G_PI;
          if (d == 0)
            {
              first = bearing;
              /* Up-right: NE for both orientations. */
              g_assert_cmpfloat (bearing, <, 0);
              g_assert_cmpfloat (bearing, >, -90);
            }
          else
            g_assert_cmpfloat_with_epsilon (fmod (bearing - first + 720, 360), 60.0 * d, 1e-9);
        }
    }
}

static void
test_grid_round_trip (void)
{
  for (gsize g = 0; g < G_N_ELEMENTS (grids); g++)
    for (int q = -12; q <= 12; q++)
      for (int r = -12; r <= 12; r++)
        {
          SandHex h = { q, r };
          double x, y;

          sand_hex_grid_center (&grids[g], h, &x, &y);
          g_assert_true (sand_hex_equal (sand_hex_grid_hex_at (&grids[g], x, y), h));
        }
}

/* Corners: on the circumcircle, clockwise, and corners d, d + 1 bound the side
 * toward neighbour d; a point just inside that side is in the hex, just outside
 * in the neighbour. */
static void
test_grid_corners_and_sides (void)
{
  for (gsize g = 0; g < G_N_ELEMENTS (grids); g++)
    for (int q = -3; q <= 3; q++)
      for (int r = -3; r <= 3; r++)
        {
          SandHex h = { q, r };
          SandPoint c[6];
          double cx, cy, twice_area = 0;
          const double step = 1e-3 * grids[g].size;

          sand_hex_grid_center (&grids[g], h, &cx, &cy);
          sand_hex_grid_corners (&grids[g], h, c);
          for (int d = 0; d < 6; d++)
            {
              SandPoint a = c[d], b = c[(d + 1) % 6];
              double mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
              double ux = (mx - cx) / hypot (mx - cx, my - cy);
              double uy = (my - cy) / hypot (mx - cx, my - cy);
              /* Also near a corner, not only the middle of the side. */
              double px = a.x + (b.x - a.x) * 0.1, py = a.y + (b.y - a.y) * 0.1;

              g_assert_cmpfloat_with_epsilon (hypot (a.x - cx, a.y - cy),
                                              grids[g].size / SQRT3, 1e-12);
              g_assert_cmpfloat_with_epsilon (hypot (mx - cx, my - cy),
                                              grids[g].size / 2, 1e-12);
              g_assert_true (sand_hex_equal (sand_hex_grid_hex_at (&grids[g], mx - ux * step, my - uy * step), h));
              g_assert_true (sand_hex_equal (sand_hex_grid_hex_at (&grids[g], mx + ux * step, my + uy * step),
                                             sand_hex_neighbor (h, d)));
              g_assert_true (sand_hex_equal (sand_hex_grid_hex_at (&grids[g], px - ux * step, py - uy * step), h));
              g_assert_true (sand_hex_equal (sand_hex_grid_hex_at (&grids[g], px + ux * step, py + uy * step),
                                             sand_hex_neighbor (h, d)));
              twice_area += a.x * b.y - b.x * a.y;
            }
          /* Positive shoelace sum with y down: clockwise on the table. */
          g_assert_cmpfloat_with_epsilon (twice_area / 2,
                                          SQRT3 / 2 * grids[g].size * grids[g].size, 1e-9);
        }
}

static void
test_grid_first_corner (void)
{
  SandHexGrid flat = { 4.0, SAND_HEX_FLAT, 0, 0 };
  SandHexGrid pointy = { 4.0, SAND_HEX_POINTY, 0, 0 };
  SandPoint c[6];

  /* Flat: corner 0 is the top-right corner. */
  sand_hex_grid_corners (&flat, (SandHex) { 0, 0 }, c);
  g_assert_cmpfloat_with_epsilon (c[0].x, 2.0 / SQRT3, 1e-12);
  g_assert_cmpfloat_with_epsilon (c[0].y, -2.0, 1e-12);
  /* Pointy: corner 0 is the top. */
  sand_hex_grid_corners (&pointy, (SandHex) { 0, 0 }, c);
  g_assert_cmpfloat_with_epsilon (c[0].x, 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (c[0].y, -4.0 / SQRT3, 1e-12);
}

static void
test_grid_distance (void)
{
  static const struct { SandHex a, b; int d; } cases[] = {
    { { 0, 0 }, { 0, 0 }, 0 },
    { { 0, 0 }, { 3, -1 }, 3 },
    { { 0, 0 }, { 2, 2 }, 4 },
    { { -2, 5 }, { 3, -1 }, 6 },
    { { 1, 1 }, { -3, 1 }, 4 },
    { { 0, 0 }, { -4, 4 }, 4 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_cmpint (sand_hex_distance (cases[i].a, cases[i].b), ==, cases[i].d);
      g_assert_cmpint (sand_hex_distance (cases[i].b, cases[i].a), ==, cases[i].d);
    }
  g_assert_cmpint (sand_hex_direction_to ((SandHex) { 0, 0 }, (SandHex) { 2, 0 }), ==, -1);
}

static void
test_grid_hexes_on_table_small (void)
{
  SandHexGrid grid = { 4.0, SAND_HEX_FLAT, 0, 0 };
  g_autoptr(GArray) hexes = sand_hex_grid_hexes_on_table (&grid, 8, 8);
  /* Columns at x = 0, 2√3, 4√3; centres at y = 0, 4, 8 / 2, 6 / 0, 4, 8. */
  static const SandHex expected[] = {
    { 0, 0 }, { 2, -1 }, { 1, 0 }, { 0, 1 }, { 2, 0 }, { 1, 1 }, { 0, 2 }, { 2, 1 },
  };

  g_assert_cmpuint (hexes->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < hexes->len; i++)
    g_assert_true (sand_hex_equal (g_array_index (hexes, SandHex, i), expected[i]));
}

static void
test_grid_hexes_on_table_complete (void)
{
  for (gsize g = 0; g < G_N_ELEMENTS (grids); g++)
    {
      g_autoptr(GArray) hexes = sand_hex_grid_hexes_on_table (&grids[g], 72, 48);
      g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
      guint count = 0;
      double last_x = -1, last_y = -1;

      for (guint i = 0; i < hexes->len; i++)
        {
          SandHex h = g_array_index (hexes, SandHex, i);
          char *label = sand_hex_to_label (h);
          double x, y;

          sand_hex_grid_center (&grids[g], h, &x, &y);
          g_assert_cmpfloat (x, >=, -1e-9);
          g_assert_cmpfloat (x, <=, 72 + 1e-9);
          g_assert_cmpfloat (y, >=, -1e-9);
          g_assert_cmpfloat (y, <=, 48 + 1e-9);
          /* Reading order: by y, then x. */
          g_assert_true (y > last_y + 1e-9 || (fabs (y - last_y) <= 1e-9 && x > last_x));
          last_x = x;
          last_y = y;
          g_assert_true (g_hash_table_add (seen, label));
        }

      /* Every hex of a wide axial box whose centre is on the table is listed. */
      for (int q = -80; q <= 80; q++)
        for (int r = -80; r <= 80; r++)
          {
            double x, y;

            sand_hex_grid_center (&grids[g], (SandHex) { q, r }, &x, &y);
            if (x >= -1e-9 && x <= 72 + 1e-9 && y >= -1e-9 && y <= 48 + 1e-9)
              {
                g_autofree char *label = sand_hex_to_label ((SandHex) { q, r });

                g_assert_true (g_hash_table_contains (seen, label));
                count++;
              }
          }
      g_assert_cmpuint (count, ==, hexes->len);
      g_hash_table_foreach (seen, (GHFunc) g_free, NULL);
    }
}

static void
test_grid_line_straight (void)
{
  g_autoptr(GArray) line = sand_hex_line ((SandHex) { 0, 0 }, (SandHex) { 3, 0 });
  g_autoptr(GArray) single = sand_hex_line ((SandHex) { 2, 2 }, (SandHex) { 2, 2 });

  g_assert_cmpuint (line->len, ==, 4);
  for (int i = 0; i < 4; i++)
    g_assert_true (sand_hex_equal (g_array_index (line, SandHex, i), ((SandHex) { i, 0 })));

  g_assert_cmpuint (single->len, ==, 1);
  g_assert_true (sand_hex_equal (g_array_index (single, SandHex, 0), ((SandHex) { 2, 2 })));
}

static void
test_grid_line_contiguous (void)
{
  for (int q = -5; q <= 5; q++)
    for (int r = -5; r <= 5; r++)
      {
        SandHex a = { 1, -2 }, b = { q, r };
        g_autoptr(GArray) line = sand_hex_line (a, b);

        g_assert_cmpuint (line->len, ==, (guint) sand_hex_distance (a, b) + 1);
        g_assert_true (sand_hex_equal (g_array_index (line, SandHex, 0), a));
        g_assert_true (sand_hex_equal (g_array_index (line, SandHex, line->len - 1), b));
        for (guint i = 0; i + 1 < line->len; i++)
          g_assert_cmpint (sand_hex_distance (g_array_index (line, SandHex, i),
                                              g_array_index (line, SandHex, i + 1)), ==, 1);
      }
}

/* From (0, 0) to (1, 1) the line runs along the side between (1, 0) and (0, 1);
 * the two nudges take one each. */
static void
test_grid_line_along_side (void)
{
  g_autoptr(GArray) plus = sand_hex_line_nudged ((SandHex) { 0, 0 }, (SandHex) { 1, 1 }, 1);
  g_autoptr(GArray) minus = sand_hex_line_nudged ((SandHex) { 0, 0 }, (SandHex) { 1, 1 }, -1);
  SandHex p, m;

  g_assert_cmpuint (plus->len, ==, 3);
  g_assert_cmpuint (minus->len, ==, 3);
  p = g_array_index (plus, SandHex, 1);
  m = g_array_index (minus, SandHex, 1);
  g_assert_false (sand_hex_equal (p, m));
  g_assert_true ((sand_hex_equal (p, (SandHex) { 1, 0 }) && sand_hex_equal (m, (SandHex) { 0, 1 }))
                 || (sand_hex_equal (p, (SandHex) { 0, 1 }) && sand_hex_equal (m, (SandHex) { 1, 0 })));
}

static void
test_grid_label (void)
{
  g_autofree char *a = sand_hex_to_label ((SandHex) { 3, -1 });
  g_autofree char *b = sand_hex_to_label ((SandHex) { 0, 12 });

  g_assert_cmpstr (a, ==, "(3, -1)");
  g_assert_cmpstr (b, ==, "(0, 12)");
}

static void
test_grid_from_scenario (void)
{
  g_autoptr(SandScenario) scenario = sand_scenario_new ();
  SandHexGrid grid = { 0 };

  g_assert_false (sand_hex_grid_from_scenario (&grid, scenario));
  sand_scenario_set_grid (scenario, SAND_GRID_HEX, 3.5, SAND_HEX_POINTY, 1.0, 2.0);
  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  g_assert_cmpfloat (grid.size, ==, 3.5);
  g_assert_cmpint (grid.orientation, ==, SAND_HEX_POINTY);
  g_assert_cmpfloat (grid.x0, ==, 1.0);
  g_assert_cmpfloat (grid.y0, ==, 2.0);
}

void
test_hex_grid_add_tests (void)
{
  g_test_add_func ("/hex/grid/center/exact", test_grid_center_exact);
  g_test_add_func ("/hex/grid/neighbour/centre-distance-is-size", test_grid_neighbour_distance);
  g_test_add_func ("/hex/grid/neighbour/clockwise-from-up-right", test_grid_directions_clockwise);
  g_test_add_func ("/hex/grid/hex-at/center-round-trip", test_grid_round_trip);
  g_test_add_func ("/hex/grid/corners/sides-and-neighbours", test_grid_corners_and_sides);
  g_test_add_func ("/hex/grid/corners/first", test_grid_first_corner);
  g_test_add_func ("/hex/grid/distance", test_grid_distance);
  g_test_add_func ("/hex/grid/on-table/small", test_grid_hexes_on_table_small);
  g_test_add_func ("/hex/grid/on-table/complete", test_grid_hexes_on_table_complete);
  g_test_add_func ("/hex/grid/line/straight", test_grid_line_straight);
  g_test_add_func ("/hex/grid/line/contiguous", test_grid_line_contiguous);
  g_test_add_func ("/hex/grid/line/along-a-side", test_grid_line_along_side);
  g_test_add_func ("/hex/grid/label", test_grid_label);
  g_test_add_func ("/hex/grid/from-scenario", test_grid_from_scenario);
}
