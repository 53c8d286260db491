/* sand-viewport.h: which part of the table a canvas shows, and how large.
 *
 * Widget coordinates relate to table inches by
 *   widget = table * scale + offset
 * where scale is in pixels per inch and offset is where the table's origin lies
 * in the widget. Every canvas layer maps coordinates through this one object.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-app-types.h"

G_BEGIN_DECLS

#define SAND_TYPE_VIEWPORT (sand_viewport_get_type ())
G_DECLARE_FINAL_TYPE (SandViewport, sand_viewport, SAND, VIEWPORT, GObject)

/* Bounds of the scale, in pixels per inch. */
#define SAND_VIEWPORT_MIN_SCALE 0.5
#define SAND_VIEWPORT_MAX_SCALE 400.0

SandViewport *sand_viewport_new             (void);

double        sand_viewport_get_scale       (SandViewport *self);
void          sand_viewport_set_scale       (SandViewport *self,
                                             double        scale);
double        sand_viewport_get_offset_x    (SandViewport *self);
double        sand_viewport_get_offset_y    (SandViewport *self);
void          sand_viewport_set_offset      (SandViewport *self,
                                             double        x,
                                             double        y);

void          sand_viewport_widget_to_table (SandViewport *self,
                                             double        widget_x,
                                             double        widget_y,
                                             double       *table_x,
                                             double       *table_y);
void          sand_viewport_table_to_widget (SandViewport *self,
                                             double        table_x,
                                             double        table_y,
                                             double       *widget_x,
                                             double       *widget_y);

/* Moves the view by a distance in widget pixels. */
void          sand_viewport_pan             (SandViewport *self,
                                             double        dx,
                                             double        dy);
/* Multiplies the scale by @factor (clamped) keeping the table point under the
 * widget point (@widget_x, @widget_y) where it is. */
void          sand_viewport_zoom_at         (SandViewport *self,
                                             double        widget_x,
                                             double        widget_y,
                                             double        factor);
/* Shows all of @bounds (table inches), centred, in a widget of the given size,
 * leaving @margin pixels on every side. Does nothing for empty sizes. */
void          sand_viewport_fit             (SandViewport     *self,
                                             const SandBounds *bounds,
                                             double            widget_width,
                                             double            widget_height,
                                             double            margin);

G_END_DECLS
