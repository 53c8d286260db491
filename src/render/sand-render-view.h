/* sand-render-view.h: the table as the canvas shows it — a window onto it at one
 * scale, with the reach overlay, the overlay's legend and a scale bar — drawn
 * anywhere or written to PNG, SVG or PDF, so an export is what the player saw.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "sand-reach-overlay.h"
#include "sand-render.h"

G_BEGIN_DECLS

typedef struct
{
  double width;     /* the view: pixels in a PNG, points in SVG and PDF */
  double height;
  double scale;     /* of those per table inch */
  double offset_x;  /* where the table's top-left corner falls in the view */
  double offset_y;
} SandView;

/* Draws the view with its top-left corner at the origin; @overlay may be NULL. */
void     sand_render_view              (cairo_t                 *cr,
                                        SandScenario            *scenario,
                                        const SandRenderOptions *options,
                                        const SandView          *view,
                                        SandReachOverlay        *overlay);
/* Writes it in the format @filename's extension names (.png, .svg, .pdf). */
gboolean sand_render_view_to_file      (SandScenario            *scenario,
                                        const char              *filename,
                                        const SandRenderOptions *options,
                                        const SandView          *view,
                                        SandReachOverlay        *overlay,
                                        GError                 **error);
/* A scale bar for @pixels_per_inch in @unit on a light card whose bottom-left
 * corner is at (@x, @bottom), in device units. */
void     sand_render_scale_bar_card    (cairo_t                 *cr,
                                        double                   pixels_per_inch,
                                        SandLengthUnit           unit,
                                        double                   x,
                                        double                   bottom);

G_END_DECLS
