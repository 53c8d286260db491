/* sand-legend-place.h: which corner of the canvas the reach legend takes, so it
 * hides as little of the table, and none of the reach, as it can.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sand-geometry.h"

G_BEGIN_DECLS

/* The bottom-left corner holds the scale bar. */
typedef enum
{
  SAND_LEGEND_TOP_RIGHT,
  SAND_LEGEND_TOP_LEFT,
  SAND_LEGEND_BOTTOM_RIGHT,
  SAND_N_LEGEND_CORNERS
} SandLegendCorner;

/* The corner for a @w × @h legend in an @area_width × @area_height canvas, and
 * its top-left point (@x, @y). @table is the table, @reach what the overlay
 * covers (or NULL), @pointer the pointer (or NULL), all in widget pixels. The
 * legend stays at @current unless another corner hides less. */
SandLegendCorner sand_legend_place (double            w,
                                    double            h,
                                    double            area_width,
                                    double            area_height,
                                    const SandBounds *table,
                                    const SandBounds *reach,
                                    const double     *pointer,
                                    SandLegendCorner  current,
                                    double           *x,
                                    double           *y);

/* The top-left point (@x, @y) of a @w × @h legend in @corner. */
void             sand_legend_corner_origin (SandLegendCorner corner,
                                            double           w,
                                            double           h,
                                            double           area_width,
                                            double           area_height,
                                            double          *x,
                                            double          *y);
/* The corner nearest the widget point (@x, @y), where a legend dragged there
 * goes; one dropped by the scale bar, bottom left, goes to the nearer other. */
SandLegendCorner sand_legend_nearest_corner (double           x,
                                             double           y,
                                             double           area_width,
                                             double           area_height);

G_END_DECLS
