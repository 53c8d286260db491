/* sand-snap.h: where a point drawn near the grid or a vertex lands.
 *
 * Pure maths over table inches, no widgets: the drawing tools ask it, and the
 * tests check it directly.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_SNAP_GRID_NONE,
  SAND_SNAP_GRID_SQUARE, /* a square grid of @pitch inches from the table's corner */
  SAND_SNAP_GRID_HEX,    /* centres and corners of the scenario's hex grid */
} SandSnapGrid;

typedef struct
{
  SandSnapGrid grid;
  double       pitch;    /* square grid, inches */
  gboolean     vertices; /* to the vertices of features and the centres of units */
  double       reach;    /* how near (inches) a vertex or grid point must be */
} SandSnap;

void     sand_snap_init  (SandSnap     *snap);
/* Moves (@x, @y) onto the nearest vertex within reach (not of @skip, which may be
 * NULL), else onto the grid. TRUE when it snapped. A square grid always snaps; a
 * hex grid snaps to its nearest centre or corner within reach. */
gboolean sand_snap_point (const SandSnap *snap,
                          SandScenario   *scenario,
                          gpointer        skip,
                          double          x,
                          double          y,
                          double         *out_x,
                          double         *out_y);

G_END_DECLS
