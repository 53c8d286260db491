/* sand-render-private.h: helpers shared by the render library's files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "sand-render.h"

G_BEGIN_DECLS

typedef struct
{
  double r;
  double g;
  double b;
} SandRgb;

/* Horizontal anchor of a text label relative to its point. */
typedef enum
{
  SAND_TEXT_LEFT,
  SAND_TEXT_CENTER,
  SAND_TEXT_RIGHT,
} SandTextAnchor;

/* A length of @px device pixels, in table inches. */
static inline double
sand_render_px (const SandRenderOptions *options,
                double                   px)
{
  return px / MAX (options->pixels_per_inch, 1e-6);
}

void     sand_rgb_set               (cairo_t        *cr,
                                     SandRgb         rgb);
void     sand_rgba_set              (cairo_t        *cr,
                                     SandRgb         rgb,
                                     double          alpha);
/* @rgb moved toward white (amount > 0) or black (amount < 0), amount in -1..1. */
SandRgb  sand_rgb_shade             (SandRgb         rgb,
                                     double          amount);
SandRgb  sand_rgb_from_kind         (SandTerrainKind kind);

/* Deterministic noise in [0, 1) from integers, so textures never flicker between
 * redraws and exports. */
double   sand_render_noise          (guint32         seed,
                                     int             i,
                                     int             j);
guint32  sand_render_feature_seed   (SandFeature    *feature);

/* Adds the feature's geometry to the current path (areas closed, lines open). */
void     sand_render_feature_path   (cairo_t        *cr,
                                     SandFeature    *feature);

/* Textures drawn inside the current clip over @bounds (table inches). */
void     sand_pattern_tree_crowns   (cairo_t                 *cr,
                                     const SandRenderOptions *options,
                                     SandBounds               bounds,
                                     guint32                  seed,
                                     SandRgb                  base,
                                     double                   spacing,
                                     double                   radius);
void     sand_pattern_speckles      (cairo_t                 *cr,
                                     const SandRenderOptions *options,
                                     SandBounds               bounds,
                                     guint32                  seed,
                                     SandRgb                  color,
                                     double                   spacing);
void     sand_pattern_tufts         (cairo_t                 *cr,
                                     const SandRenderOptions *options,
                                     SandBounds               bounds,
                                     guint32                  seed,
                                     SandRgb                  color,
                                     double                   spacing);
void     sand_pattern_hatching      (cairo_t                 *cr,
                                     const SandRenderOptions *options,
                                     SandBounds               bounds,
                                     SandRgb                  color,
                                     double                   spacing,
                                     double                   angle);
void     sand_pattern_waves         (cairo_t                 *cr,
                                     const SandRenderOptions *options,
                                     SandBounds               bounds,
                                     guint32                  seed,
                                     SandRgb                  color,
                                     double                   spacing);
/* Marks every @step inches along the current path (flattened); @mark is called
 * with the point and the unit direction of the path there. */
typedef void (*SandAlongFunc) (cairo_t *cr,
                               double   x,
                               double   y,
                               double   dx,
                               double   dy,
                               gpointer user_data);
void     sand_pattern_along_path    (cairo_t                 *cr,
                                     double                   step,
                                     SandAlongFunc            mark,
                                     gpointer                 user_data);

/* One feature, whatever its kind. */
void     sand_render_feature        (cairo_t                 *cr,
                                     SandFeature             *feature,
                                     const SandRenderOptions *options);

/* Lines (roads, rivers, obstacles…) and points (doors, windows). */
void     sand_render_line_feature   (cairo_t                 *cr,
                                     SandFeature             *feature,
                                     const SandRenderOptions *options);

/* A road's edges (@casing) or its surface; sand_render_line_feature() draws both. */
void     sand_render_road_part      (cairo_t                 *cr,
                                     SandFeature             *feature,
                                     const SandRenderOptions *options,
                                     gboolean                 casing);

typedef enum
{
  SAND_TEXT_PLAIN = 0,
  SAND_TEXT_BOLD = 1 << 0,
  /* A light halo keeps the text legible over any terrain. */
  SAND_TEXT_HALO = 1 << 1,
  /* Grey, for reference marks (hex numbers) that must not compete with names. */
  SAND_TEXT_FAINT = 1 << 2,
  /* With HALO, on a raster: the halo is the text's own pixels widened rather
   * than its outline stroked (a tenth of the time, nearly the same look), for
   * the thousands of names of a large table seen whole. */
  SAND_TEXT_HALO_WIDENED = 1 << 3,
} SandTextFlags;

/* Text of @size_px device pixels with its top at (x, y) in user space, anchored
 * horizontally; @pixels_per_unit converts user units to device pixels. */
void     sand_render_text           (cairo_t                 *cr,
                                     double                   pixels_per_unit,
                                     double                   x,
                                     double                   y,
                                     const char              *text,
                                     double                   size_px,
                                     SandTextAnchor           anchor,
                                     SandTextFlags            flags);
/* The text's size in device pixels. */
void     sand_render_text_size      (cairo_t                 *cr,
                                     const char              *text,
                                     double                   size_px,
                                     SandTextFlags            flags,
                                     double                  *width,
                                     double                  *height);

/* Names: their size in pixels at @options' scale, and a unit's text flags. */
double         sand_render_unit_label_size  (const SandRenderOptions *options);
double         sand_render_area_label_size  (const SandRenderOptions *options);
SandTextFlags  sand_render_unit_label_flags (SandUnit                *unit,
                                             const SandRenderOptions *options);

typedef enum
{
  SAND_LABEL_AREAS,
  SAND_LABEL_UNITS,
} SandLabelPart;

/* Draws @part of @labels, the names sand_render_labels() places (placed here
 * when NULL). */
void           sand_render_draw_labels      (cairo_t                 *cr,
                                             SandScenario            *scenario,
                                             const SandRenderOptions *options,
                                             SandLabelPart            part,
                                             GArray                  *labels);
/* sand_render_terrain() and sand_render_units() with the names placed once for
 * both (@labels from sand_render_labels(), or NULL to place them here). */
void           sand_render_terrain_labelled (cairo_t                 *cr,
                                             SandScenario            *scenario,
                                             const SandRenderOptions *options,
                                             GArray                  *labels);
void           sand_render_units_labelled   (cairo_t                 *cr,
                                             SandScenario            *scenario,
                                             const SandRenderOptions *options,
                                             GArray                  *labels);

/* A picture's file being written (sand-render-file.c): cairo writes into it
 * with sand_render_file_write() as its cairo_write_func_t. */
typedef struct _SandRenderFile SandRenderFile;

/* NULL with @error ("FILE: cannot write the file: why") when @filename cannot
 * be created. */
SandRenderFile *sand_render_file_open  (const char          *filename,
                                        GError             **error);
cairo_status_t  sand_render_file_write (void                *closure,
                                        const unsigned char *data,
                                        unsigned int         length);
/* Frees @file: replaces the file with what was written when that and @status
 * (the surface's) succeeded; otherwise leaves the file as it was and sets
 * @error, in the program's words. */
gboolean        sand_render_file_close (SandRenderFile      *file,
                                        cairo_status_t       status,
                                        GError             **error);

/* Writes @surface (an RGB24 image) as a PNG through @write (sand-render-png.c);
 * the surface's own status when it is in error, else the first failed write's. */
cairo_status_t  sand_render_png_write  (cairo_surface_t     *surface,
                                        cairo_write_func_t   write,
                                        void                *closure);

G_END_DECLS
