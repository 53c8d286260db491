/* sand-backdrop-warp.h: a photo placed by four corners, straightened into a
 * table-aligned picture; what the drawing and the worker thread share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-backdrop-image-private.h"

G_BEGIN_DECLS

/* Everything a warp of @image for one placing needs, worked out once. */
typedef struct
{
  SandProjective to_table;        /* the placing it is for */
  SandProjective table_to_source; /* table inches to raster pixels */
  double front;                   /* the sign of w on the image's side of its vanishing line */
  SandBounds bounds;              /* the table area it covers */
  double cap;                     /* the finest resolution worth making, pixels an inch */
} SandWarpPlan;

/* FALSE when @to_table cannot be inverted or the image covers no table area. */
gboolean         _sand_warp_plan        (SandBackdrop         *backdrop,
                                         SandBackdropImage    *image,
                                         const SandProjective *to_table,
                                         SandWarpPlan         *plan);
/* The plan for @backdrop as it is placed now; FALSE when it is not a photo
 * straightened by four corners (placed by two, not placed, or its corners
 * refused). */
gboolean         _sand_warp_plan_current (SandBackdrop        *backdrop,
                                          SandBackdropImage   *image,
                                          SandWarpPlan        *plan);
/* The resolution to warp at for drawing at @wanted: the next half-octave up, so
 * zooming in steps does not warp at each, at most the plan's cap. */
double           _sand_warp_plan_ppi    (const SandWarpPlan   *plan,
                                         double                wanted);
/* The picture: pixel (u, v) shows table point bounds.x0 + (u + 0.5) / ppi,
 * bounds.y0 + (v + 0.5) / ppi. Reads @source's pixels only, so it may run in a
 * worker thread while the caller draws. */
cairo_surface_t *_sand_warp             (cairo_surface_t      *source,
                                         const SandWarpPlan   *plan,
                                         double                ppi);
/* Keeps @warped (taking it) as @image's picture for @plan at @ppi. */
void             _sand_warp_keep        (SandBackdropImage    *image,
                                         const SandWarpPlan   *plan,
                                         cairo_surface_t      *warped,
                                         double                ppi);

G_END_DECLS
