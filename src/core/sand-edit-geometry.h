/* sand-edit-geometry.h: undoable changes to the shape and place of features.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-history.h"

G_BEGIN_DECLS

/* Gives @feature the geometry of @source (any kind: polygon, polyline, point,
 * rect, ellipse); @source is only read. */
void     sand_edit_set_geometry      (SandHistory     *history,
                                      SandFeature     *feature,
                                      SandFeature     *source);
/* A polygon (>= 3 points), polyline (>= 2) or point (1). */
void     sand_edit_set_points        (SandHistory     *history,
                                      SandFeature     *feature,
                                      SandGeometryType type,
                                      const SandPoint *points,
                                      guint            n_points);
void     sand_edit_set_rect          (SandHistory     *history,
                                      SandFeature     *feature,
                                      double           x,
                                      double           y,
                                      double           width,
                                      double           height);
void     sand_edit_set_ellipse       (SandHistory     *history,
                                      SandFeature     *feature,
                                      double           cx,
                                      double           cy,
                                      double           rx,
                                      double           ry);
void     sand_edit_translate_feature (SandHistory     *history,
                                      SandFeature     *feature,
                                      double           dx,
                                      double           dy);

/* Vertex editing of polygons, polylines and points. Insert puts the new vertex at
 * @index (0 … n). Delete returns FALSE, changing nothing, when the feature would be
 * left with fewer points than its kind of geometry needs. */
void     sand_edit_move_vertex       (SandHistory     *history,
                                      SandFeature     *feature,
                                      guint            index,
                                      double           x,
                                      double           y);
void     sand_edit_insert_vertex     (SandHistory     *history,
                                      SandFeature     *feature,
                                      guint            index,
                                      double           x,
                                      double           y);
gboolean sand_edit_delete_vertex     (SandHistory     *history,
                                      SandFeature     *feature,
                                      guint            index);

G_END_DECLS
