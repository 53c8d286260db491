/* sand-hex-grid.c: hex grid geometry over table inches.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-hex-grid.h"

#define SQRT3 1.7320508075688772

/* Axial steps of directions 0..5 (see the header). */
static const SandHex directions[6] = {
  { 1, -1 }, { 1, 0 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { 0, -1 },
};

gboolean
sand_hex_grid_from_scenario (SandHexGrid  *grid,
                             SandScenario *scenario)
{
  g_return_val_if_fail (grid != NULL, FALSE);
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), FALSE);

  if (sand_scenario_get_grid_type (scenario) != SAND_GRID_HEX
      || !(sand_scenario_get_hex_size (scenario) > 0))
    return FALSE;

  grid->size = sand_scenario_get_hex_size (scenario);
  grid->orientation = sand_scenario_get_hex_orientation (scenario);
  sand_scenario_get_hex_origin (scenario, &grid->x0, &grid->y0);
  return TRUE;
}

void
sand_hex_grid_center (const SandHexGrid *grid,
                      SandHex            hex,
                      double            *x,
                      double            *y)
{
  double s;

  g_return_if_fail (grid != NULL);

  s = grid->size;
  if (grid->orientation == SAND_HEX_FLAT)
    {
      /* Columns are 3/2 circumradii apart: s * sqrt(3) / 2. */
      *x = grid->x0 + s * SQRT3 / 2.0 * hex.q;
      *y = grid->y0 + s * (hex.r + hex.q / 2.0);
    }
  else
    {
      *x = grid->x0 + s * (hex.q + hex.r / 2.0);
      *y = grid->y0 + s * SQRT3 / 2.0 * hex.r;
    }
}

/* Rounds fractional cube coordinates (x + y + z = 0) to the hex containing them:
 * round each, then recompute the one that moved most from the other two. */
static SandHex
cube_round (double fx,
            double fy,
            double fz)
{
  double rx = round (fx), ry = round (fy), rz = round (fz);
  double dx = fabs (rx - fx), dy = fabs (ry - fy), dz = fabs (rz - fz);

  /* When y moved most, x and z stand as rounded (y is not returned). */
  if (dx > dy && dx > dz)
    rx = -ry - rz;
  else if (dz >= dy)
    rz = -rx - ry;

  /* a point far off any table a grid can have (see sand_hex_grid_box_on_table)
   * still names a hex */
  rx = CLAMP (rx, -SAND_HEX_MAX_COORD, SAND_HEX_MAX_COORD);
  rz = CLAMP (rz, -SAND_HEX_MAX_COORD, SAND_HEX_MAX_COORD);
  return (SandHex) { (int) rx, (int) rz };
}

/* Fractional axial coordinates of a table point. */
static void
point_to_axial (const SandHexGrid *grid,
                double             x,
                double             y,
                double            *q,
                double            *r)
{
  double px = (x - grid->x0) / grid->size;
  double py = (y - grid->y0) / grid->size;

  if (grid->orientation == SAND_HEX_FLAT)
    {
      *q = px * 2.0 / SQRT3;
      *r = py - *q / 2.0;
    }
  else
    {
      *r = py * 2.0 / SQRT3;
      *q = px - *r / 2.0;
    }
}

SandHex
sand_hex_grid_hex_at (const SandHexGrid *grid,
                      double             x,
                      double             y)
{
  double q, r;

  g_return_val_if_fail (grid != NULL && grid->size > 0, ((SandHex) { 0, 0 }));

  point_to_axial (grid, x, y, &q, &r);
  return cube_round (q, -q - r, r);
}

void
sand_hex_grid_corners (const SandHexGrid *grid,
                       SandHex            hex,
                       SandPoint          corners[6])
{
  double cx, cy, radius, first;

  g_return_if_fail (grid != NULL);

  sand_hex_grid_center (grid, hex, &cx, &cy);
  radius = grid->size / SQRT3;
  /* Angles clockwise from +x (y is down): corner 0 is the upper end of side 0. */
  first = grid->orientation == SAND_HEX_FLAT ? 300.0 : 270.0;
  for (int i = 0; i < 6; i++)
    {
      double a = (first + 60.0 * i) * G_PI / 180.0;

      corners[i].x = cx + radius * cos (a);
      corners[i].y = cy + radius * sin (a);
    }
}

SandHex
sand_hex_neighbor (SandHex hex,
                   int     direction)
{
  SandHex d = directions[((direction % 6) + 6) % 6];

  return (SandHex) { hex.q + d.q, hex.r + d.r };
}

int
sand_hex_distance (SandHex a,
                   SandHex b)
{
  int dq = a.q - b.q;
  int dr = a.r - b.r;

  return (ABS (dq) + ABS (dr) + ABS (dq + dr)) / 2;
}

gboolean
sand_hex_equal (SandHex a,
                SandHex b)
{
  return a.q == b.q && a.r == b.r;
}

int
sand_hex_direction_to (SandHex a,
                       SandHex b)
{
  for (int d = 0; d < 6; d++)
    if (b.q - a.q == directions[d].q && b.r - a.r == directions[d].r)
      return d;
  return -1;
}

static int
compare_hex_reading_order (gconstpointer pa,
                           gconstpointer pb,
                           gpointer      user_data)
{
  const SandHexGrid *grid = user_data;
  const SandHex *a = pa, *b = pb;
  double ax, ay, bx, by;

  sand_hex_grid_center (grid, *a, &ax, &ay);
  sand_hex_grid_center (grid, *b, &bx, &by);
  if (fabs (ay - by) > 1e-9)
    return ay < by ? -1 : 1;
  if (fabs (ax - bx) > 1e-9)
    return ax < bx ? -1 : 1;
  return 0;
}

/* The axial ranges the table's corners bound (axial is linear in x, y), one
 * ring wider each way. */
static void
axial_box_on_table (const SandHexGrid *grid,
                    double             width,
                    double             height,
                    double             box[4])
{
  double qs[4], rs[4];

  point_to_axial (grid, 0, 0, &qs[0], &rs[0]);
  point_to_axial (grid, width, 0, &qs[1], &rs[1]);
  point_to_axial (grid, 0, height, &qs[2], &rs[2]);
  point_to_axial (grid, width, height, &qs[3], &rs[3]);
  box[0] = box[1] = G_MAXDOUBLE;
  box[2] = box[3] = -G_MAXDOUBLE;
  for (int i = 0; i < 4; i++)
    {
      box[0] = MIN (box[0], qs[i]);
      box[1] = MIN (box[1], rs[i]);
      box[2] = MAX (box[2], qs[i]);
      box[3] = MAX (box[3], rs[i]);
    }
  box[0] = floor (box[0]) - 1;
  box[1] = floor (box[1]) - 1;
  box[2] = ceil (box[2]) + 1;
  box[3] = ceil (box[3]) + 1;
}

double
sand_hex_grid_box_on_table (const SandHexGrid *grid,
                            double             width,
                            double             height)
{
  double box[4];

  g_return_val_if_fail (grid != NULL && grid->size > 0, INFINITY);

  axial_box_on_table (grid, width, height, box);
  for (int i = 0; i < 4; i++)
    if (!(fabs (box[i]) <= SAND_HEX_MAX_COORD))
      return INFINITY;
  return (box[2] - box[0] + 1) * (box[3] - box[1] + 1);
}

GArray *
sand_hex_grid_hexes_on_table (const SandHexGrid *grid,
                              double             width,
                              double             height)
{
  GArray *hexes;
  double box[4];
  const double eps = 1e-9;

  g_return_val_if_fail (grid != NULL && grid->size > 0, NULL);
  if (!(sand_hex_grid_box_on_table (grid, width, height) <= SAND_HEX_MAX_BOX))
    return NULL;

  hexes = g_array_new (FALSE, FALSE, sizeof (SandHex));
  axial_box_on_table (grid, width, height, box);
  for (int r = (int) box[1]; r <= (int) box[3]; r++)
    for (int q = (int) box[0]; q <= (int) box[2]; q++)
      {
        SandHex h = { q, r };
        double x, y;

        sand_hex_grid_center (grid, h, &x, &y);
        if (x >= -eps && x <= width + eps && y >= -eps && y <= height + eps)
          g_array_append_val (hexes, h);
      }

  g_array_sort_with_data (hexes, compare_hex_reading_order, (gpointer) grid);
  return hexes;
}

GArray *
sand_hex_line_nudged (SandHex a,
                      SandHex b,
                      int     sign)
{
  GArray *line;
  int n = sand_hex_distance (a, b);
  /* Moves both ends off the sides between hexes, so a line along a side rounds
   * consistently to one of the two hexes; the three parts sum to zero. */
  double e = sign < 0 ? -1e-6 : 1e-6;
  double ax = a.q + e, az = a.r + 2 * e, ay = -a.q - a.r - 3 * e;
  double bx = b.q + e, bz = b.r + 2 * e, by = -b.q - b.r - 3 * e;

  line = g_array_sized_new (FALSE, FALSE, sizeof (SandHex), n + 1);
  if (n == 0)
    {
      g_array_append_val (line, a);
      return line;
    }

  for (int i = 0; i <= n; i++)
    {
      double t = (double) i / n;
      SandHex h = cube_round (ax + (bx - ax) * t,
                              ay + (by - ay) * t,
                              az + (bz - az) * t);

      g_array_append_val (line, h);
    }
  return line;
}

GArray *
sand_hex_line (SandHex a,
               SandHex b)
{
  return sand_hex_line_nudged (a, b, 1);
}

char *
sand_hex_to_label (SandHex hex)
{
  return g_strdup_printf ("(%d, %d)", hex.q, hex.r);
}
