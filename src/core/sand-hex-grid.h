/* sand-hex-grid.h: hex grid geometry over table inches.
 *
 * Axial coordinates (q, r). Size is the distance across flats. For flat-topped hexes
 * columns run along x; for pointy-topped, rows run along y. (q, r) = (0, 0) is
 * centred on the origin (x0, y0).
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
/* The six corners, clockwise from the first corner in reading order. */
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
/* Every hex whose centre lies on the table (for drawing and sweeps). Free with
 * g_array_unref(). */
GArray   *sand_hex_grid_hexes_on_table (const SandHexGrid *grid,
                                        double             width,
                                        double             height);
/* Hexes a straight line between two hex centres passes through, in order
 * (for line of sight). */
GArray   *sand_hex_line               (SandHex            a,
                                       SandHex            b);
/* "q,r" as players read it, e.g. "0304" style is not used: "(3, 4)". */
char     *sand_hex_to_label           (SandHex            hex);

G_END_DECLS
