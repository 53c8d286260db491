/* sand-feature.h: one terrain feature on the table (an area, a line or a point).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-types.h"
#include "sand-terrain-kind.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_GEOMETRY_POLYGON,  /* area: points, >= 3 */
  SAND_GEOMETRY_RECT,     /* area: x, y, width, height */
  SAND_GEOMETRY_ELLIPSE,  /* area: cx, cy, rx, ry */
  SAND_GEOMETRY_POLYLINE, /* line: points, >= 2 */
  SAND_GEOMETRY_POINT,    /* point: one point */
} SandGeometryType;

#define SAND_TYPE_FEATURE (sand_feature_get_type ())
G_DECLARE_FINAL_TYPE (SandFeature, sand_feature, SAND, FEATURE, GObject)

/* Properties: "id", "name", "kind" (int, SandTerrainKind), "level", "height",
 * "width", "surface", "fordable", "floors", "has-base", "open".
 * The "changed" signal is emitted after any property or the geometry changed. */

SandFeature     *sand_feature_new              (const char      *id,
                                                SandTerrainKind  kind);
SandFeature     *sand_feature_copy             (SandFeature     *self);

const char      *sand_feature_get_id           (SandFeature     *self);
void             sand_feature_set_id           (SandFeature     *self,
                                                const char      *id);
const char      *sand_feature_get_name         (SandFeature     *self);
void             sand_feature_set_name         (SandFeature     *self,
                                                const char      *name);
SandTerrainKind  sand_feature_get_kind         (SandFeature     *self);
void             sand_feature_set_kind         (SandFeature     *self,
                                                SandTerrainKind  kind);
SandShape        sand_feature_get_shape        (SandFeature     *self);

/* Hill step (1, 2, …; higher wins where hills overlap). Default 1. */
int              sand_feature_get_level        (SandFeature     *self);
void             sand_feature_set_level        (SandFeature     *self,
                                                int              level);
/* Obstacle height in table inches. Default 0 (unset). */
double           sand_feature_get_height       (SandFeature     *self);
void             sand_feature_set_height       (SandFeature     *self,
                                                double           height);
/* Line width in table inches (roads, rivers). Default 0 (a thin line). */
double           sand_feature_get_width        (SandFeature     *self);
/* The width it has on the table: its own, else its kind's default
 * (sand_terrain_kind_default_width()); 0 for a thin line. */
double           sand_feature_get_table_width  (SandFeature     *self);
void             sand_feature_set_width        (SandFeature     *self,
                                                double           width);
/* Road surface "paved" / "dirt"; NULL when unset. */
const char      *sand_feature_get_surface      (SandFeature     *self);
void             sand_feature_set_surface      (SandFeature     *self,
                                                const char      *surface);
gboolean         sand_feature_get_fordable     (SandFeature     *self);
void             sand_feature_set_fordable     (SandFeature     *self,
                                                gboolean         fordable);
/* Buildings: number of floors (default 1) and whether the ground floor is area terrain. */
int              sand_feature_get_floors       (SandFeature     *self);
void             sand_feature_set_floors       (SandFeature     *self,
                                                int              floors);
gboolean         sand_feature_get_has_base     (SandFeature     *self);
void             sand_feature_set_has_base     (SandFeature     *self,
                                                gboolean         has_base);
/* Doors: open or closed. */
gboolean         sand_feature_get_open         (SandFeature     *self);
void             sand_feature_set_open         (SandFeature     *self,
                                                gboolean         open);

/* Geometry */
SandGeometryType sand_feature_get_geometry_type (SandFeature    *self);
/* Polygon vertices, polyline points or the single point; NULL for rect/ellipse. */
const SandPoint *sand_feature_get_points       (SandFeature     *self,
                                                guint           *n_points);
void             sand_feature_set_polygon      (SandFeature     *self,
                                                const SandPoint *points,
                                                guint            n_points);
void             sand_feature_set_polyline     (SandFeature     *self,
                                                const SandPoint *points,
                                                guint            n_points);
void             sand_feature_set_point        (SandFeature     *self,
                                                double           x,
                                                double           y);
void             sand_feature_set_rect         (SandFeature     *self,
                                                double           x,
                                                double           y,
                                                double           width,
                                                double           height);
void             sand_feature_get_rect         (SandFeature     *self,
                                                double          *x,
                                                double          *y,
                                                double          *width,
                                                double          *height);
void             sand_feature_set_ellipse      (SandFeature     *self,
                                                double           cx,
                                                double           cy,
                                                double           rx,
                                                double           ry);
void             sand_feature_get_ellipse      (SandFeature     *self,
                                                double          *cx,
                                                double          *cy,
                                                double          *rx,
                                                double          *ry);
/* Moves the whole geometry by (dx, dy). */
void             sand_feature_translate        (SandFeature     *self,
                                                double           dx,
                                                double           dy);

/* The outline of an area as a closed polygon (ellipses flattened so that no point of
 * the outline is further than @tolerance inches from the true curve), or the points
 * of a line/point. Free with g_array_unref(). */
GArray          *sand_feature_get_outline      (SandFeature     *self,
                                                double           tolerance);
SandBounds       sand_feature_get_bounds       (SandFeature     *self);
/* Areas: point inside. Lines and points: within max(width/2, @slop) of the line. */
gboolean         sand_feature_hit              (SandFeature     *self,
                                                double           x,
                                                double           y,
                                                double           slop);

/* Content of other XML namespaces, kept untouched across load and save. */
SandForeign     *sand_feature_get_foreign      (SandFeature     *self);

G_END_DECLS
