/* sand-hex-grid.h: hex grid geometry over table inches.
 *
 * Axial coordinates (q, r). Size is the distance across flats, which is also the
 * distance between the centres of neighbours. For flat-topped hexes q counts columns
 * along x and r runs down a column; for pointy-topped, r counts rows along y and q
 * runs along a row. (q, r) = (0, 0) is centred on the origin (x0, y0).
 *
 * Directions 0..5 are the same axial steps in both orientations, clockwise on the
 * table starting up-right: (+1,-1), (+1,0), (0,+1), (-1,+1), (-1,0), (0,-1).
 * Flat-topped that is NE, SE, S, SW, NW, N; pointy-topped NE, E, SE, SW, W, NW.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-types.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

typedef struct
{
  int q;
  int r;
} SandHex;

typedef struct
{
  double             size;        /* across flats, inches */
  SandHexOrientation orientation;
  double             x0;
  double             y0;
} SandHexGrid;

/* The scenario's grid; FALSE when it has none. */
gboolean  sand_hex_grid_from_scenario (SandHexGrid       *grid,
                                       SandScenario      *scenario);
void      sand_hex_grid_center        (const SandHexGrid *grid,
                                       SandHex            hex,
                                       double            *x,
                                       double            *y);
SandHex   sand_hex_grid_hex_at        (const SandHexGrid *grid,
                                       double             x,
                                       double             y);
/* The six corners, clockwise; corners d and d + 1 (mod 6) bound the side toward
 * neighbour d, so corner 0 is the upper end of the up-right side. */
void      sand_hex_grid_corners       (const SandHexGrid *grid,
                                       SandHex            hex,
                                       SandPoint          corners[6]);
/* Neighbour in direction 0..5 (clockwise); the shared side joins corners d and d+1. */
SandHex   sand_hex_neighbor           (SandHex            hex,
                                       int                direction);
int       sand_hex_distance           (SandHex            a,
                                       SandHex            b);
gboolean  sand_hex_equal              (SandHex            a,
                                       SandHex            b);
/* The direction 0..5 from @a to its neighbour @b, or -1 when they are not neighbours. */
int       sand_hex_direction_to       (SandHex            a,
                                       SandHex            b);
/* The most hexes a table's grid may have to be looked at (a box of 256 × 256 in
 * axial coordinates; a 12 × 6 ft table of 1in hexes needs 26,000): a finer grid
 * is refused by whatever would walk it, as sand_hex_grid_hexes_on_table() does. */
#define SAND_HEX_MAX_BOX (1 << 16)
/* The largest axial coordinate a hex is given; points beyond round to it. */
#define SAND_HEX_MAX_COORD (1 << 28)
/* How many hexes sand_hex_grid_hexes_on_table() looks at (the axial box round
 * the table, about twice the hexes on it), INFINITY beyond SAND_HEX_MAX_COORD;
 * a double, as a fine grid on a big table exceeds any integer. */
double    sand_hex_grid_box_on_table  (const SandHexGrid *grid,
                                       double             width,
                                       double             height);
/* Every hex whose centre lies on the table (for drawing and sweeps), NULL when
 * the box exceeds SAND_HEX_MAX_BOX. Free with g_array_unref(). */
GArray   *sand_hex_grid_hexes_on_table (const SandHexGrid *grid,
                                        double             width,
                                        double             height);
/* Hexes a straight line between two hex centres passes through, in order, from
 * @a to @b inclusive (for line of sight); GArray of SandHex, g_array_unref().
 * Where the line runs exactly along a side between two hexes, it takes the one
 * on the side of the nudge: sand_hex_line() nudges one way, and
 * sand_hex_line_nudged() with @sign < 0 the other, so callers can look at both. */
GArray   *sand_hex_line               (SandHex            a,
                                       SandHex            b);
GArray   *sand_hex_line_nudged        (SandHex            a,
                                       SandHex            b,
                                       int                sign);
/* The label players read, "(q, r)", e.g. "(3, -1)". */
char     *sand_hex_to_label           (SandHex            hex);

G_END_DECLS
