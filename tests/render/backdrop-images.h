/* backdrop-images.h: images with marks at known places, made with cairo for the
 * backdrop tests, and finding a mark again in a rendering.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "sand-backdrop-place.h"

G_BEGIN_DECLS

/* A white PNG of @width × @height pixels with a faint grid and a red disc of
 * radius 4 pixels centred on (@mark_x, @mark_y). */
void     backdrop_make_marked_png (const char *path,
                                   int         width,
                                   int         height,
                                   double      mark_x,
                                   double      mark_y);

/* What the photo's table has on it, in inches: two woods (ellipses) and a wall. */
#define BACKDROP_WOOD1_X 16.0
#define BACKDROP_WOOD1_Y 14.0
#define BACKDROP_WOOD1_RX 8.0
#define BACKDROP_WOOD1_RY 5.0
#define BACKDROP_WOOD2_X 28.0
#define BACKDROP_WOOD2_Y 36.0
#define BACKDROP_WOOD2_RX 7.0
#define BACKDROP_WOOD2_RY 6.0
#define BACKDROP_WALL_X0 40.0
#define BACKDROP_WALL_X1 66.0
#define BACKDROP_WALL_Y 10.0

/* A photo of a @table_width × @table_height table taken at an angle: each pixel
 * of a @width × @height picture shows the table point @photo_to_table sends it
 * to: green felt with a dark line every 6", the two woods and the wall above, a
 * red disc of radius 0.5" at (@mark_x, @mark_y), grey floor off the table. */
void     backdrop_make_photo_png  (const char           *path,
                                   int                   width,
                                   int                   height,
                                   const SandProjective *photo_to_table,
                                   double                table_width,
                                   double                table_height,
                                   double                mark_x,
                                   double                mark_y);

/* The centroid of the red pixels of @surface (ARGB32), in its pixels; FALSE
 * when there are none. */
gboolean backdrop_find_red        (cairo_surface_t *surface,
                                   double          *x,
                                   double          *y);

G_END_DECLS
