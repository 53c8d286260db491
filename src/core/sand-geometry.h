/* sand-geometry.h: small plane-geometry helpers in table inches.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-types.h"

G_BEGIN_DECLS

/* Even-odd rule; points on the boundary may go either way. */
gboolean   sand_point_in_polygon        (const SandPoint *poly,
                                         guint            n,
                                         double           x,
                                         double           y);
double     sand_polygon_area            (const SandPoint *poly,
                                         guint            n);
double     sand_distance_to_segment     (double           px,
                                         double           py,
                                         SandPoint        a,
                                         SandPoint        b);
double     sand_distance_to_polyline    (const SandPoint *pts,
                                         guint            n,
                                         double           x,
                                         double           y);
/* Distance to the polygon's boundary (closed). */
double     sand_distance_to_polygon_edge (const SandPoint *poly,
                                          guint            n,
                                          double           x,
                                          double           y);
/* Proper or touching intersection of segments ab and cd; @t (may be NULL) receives
 * the parameter along ab. */
gboolean   sand_segments_intersect      (SandPoint        a,
                                         SandPoint        b,
                                         SandPoint        c,
                                         SandPoint        d,
                                         double          *t);
SandBounds sand_bounds_empty            (void);
void       sand_bounds_add_point        (SandBounds      *bounds,
                                         double           x,
                                         double           y);
SandBounds sand_bounds_of_points        (const SandPoint *pts,
                                         guint            n);
gboolean   sand_bounds_is_empty         (const SandBounds *bounds);
void       sand_bounds_inflate          (SandBounds      *bounds,
                                         double           margin);
gboolean   sand_bounds_intersect        (const SandBounds *a,
                                         const SandBounds *b);
/* An ellipse as a polygon whose points lie on the curve and whose chords stray
 * at most @tolerance from it. */
GArray    *sand_ellipse_to_polygon      (double           cx,
                                         double           cy,
                                         double           rx,
                                         double           ry,
                                         double           tolerance);
/* The outline of the band within @half_width of a polyline (a belt of wire drawn
 * with a width): round ends, mitred bends (bevelled where sharper than 120°),
 * arcs within @tolerance. A closed polygon, its first point not repeated; empty
 * when the polyline has no length. */
GArray    *sand_polyline_band_outline   (const SandPoint *pts,
                                         guint            n,
                                         double           half_width,
                                         double           tolerance);
/* Douglas–Peucker simplification (for freehand drawing and path display). */
GArray    *sand_polyline_simplify       (const SandPoint *pts,
                                         guint            n,
                                         double           tolerance);

/* A polygon whose outline crosses itself made simple: at each crossing it is
 * split in two loops and the one of larger area kept (a freehand stroke's
 * spike or knot goes, the outline drawn stays). @n_dropped (may be NULL)
 * receives how many loops went: 0 when the polygon was simple. */
GArray    *sand_polygon_untangle        (const SandPoint *poly,
                                         guint            n,
                                         guint           *n_dropped);

G_END_DECLS
