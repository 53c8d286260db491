/* sand-contour.h: crisp outlines of rasters — the edge of where a unit may end, or
 * of where at least n units of a side may reach — traced by marching squares.
 *
 * Corners of the squares are cell centres; where an edge joins an inside and an
 * outside cell, a callback says how far along it the line crosses, so a cost field
 * gives a boundary interpolated to a fraction of a cell instead of a staircase.
 * Loops are closed and carry no orientation: fill them with the even-odd rule
 * (holes come out right).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "sand-reach-field.h"
#include "sand-types.h"

G_BEGIN_DECLS

typedef struct _SandContour SandContour;

/* How far (0..1) from the inside cell (i, j) toward its outside neighbour
 * (i + di, j + dj) the outline crosses; the neighbour may lie off the raster. */
typedef double (*SandContourCrossing) (gpointer data,
                                       int      i,
                                       int      j,
                                       int      di,
                                       int      dj);

/* Traces the loops around the cells where @inside is non-zero (@width × @height
 * cells of @cell inches, top-left corner at (@x0, @y0)). @crossing may be NULL
 * (halfway). Safe in any thread. */
SandContour *sand_contour_trace            (const guint8       *inside,
                                            int                 width,
                                            int                 height,
                                            double              x0,
                                            double              y0,
                                            double              cell,
                                            SandContourCrossing crossing,
                                            gpointer            data);
/* The boundary of where the field's unit may end, placed where the cost reaches the
 * allowance when the cost is what stops it. */
SandContour *sand_contour_trace_reach      (SandReachField     *field);

/* The same round the cells of the field set in @cells (one byte per cell of
 * its raster, row by row): halfway between a cell set and one the field
 * reaches but @cells leaves out. */
SandContour *sand_contour_trace_reach_cells (SandReachField    *field,
                                             const guint8      *cells);
/* Whether (@x, @y) lies inside the loops (even-odd). */
gboolean     sand_contour_contains         (SandContour        *self,
                                            double              x,
                                            double              y);

SandContour *sand_contour_ref              (SandContour        *self);
void         sand_contour_unref            (SandContour        *self);

guint        sand_contour_get_n_loops      (SandContour        *self);
/* Points of loop @index (table inches), the first not repeated at the end. */
const SandPoint *sand_contour_get_loop     (SandContour        *self,
                                            guint               index,
                                            guint              *n_points);
/* Adds every loop, closed, to the current path of @cr, leaving out points closer
 * than a third of a device unit to the one before. */
void         sand_contour_append_path      (SandContour        *self,
                                            cairo_t            *cr);
/* Area inside, in square inches (even-odd). */
double       sand_contour_area             (SandContour        *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandContour, sand_contour_unref)

G_END_DECLS
