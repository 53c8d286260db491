/* sand-render.h: draws a scenario onto any cairo_t.
 *
 * The canvas, printing, PDF/SVG/PNG export and the CLI all call these functions, so
 * what is printed is what is seen. Drawing happens in table inches: the caller sets
 * the cairo transform so that user space is inches (x right, y down, origin at the
 * table's top-left corner).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "sand-length.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

typedef struct _SandBackdropImage SandBackdropImage;

typedef struct
{
  /* Device pixels (or points) per table inch, so hairlines, text and textures
   * keep a sensible size on screen and on paper. */
  double    pixels_per_inch;
  gboolean  show_grid;      /* the hex grid when the scenario has one */
  gboolean  show_labels;    /* unit and feature names */
  gboolean  show_hex_coords;
  SandUnit *selected_unit;  /* drawn highlighted, may be NULL */
  /* Hidden features/units (by pointer) are skipped; may be NULL. */
  GHashTable *hidden;
  /* What the scale bar and a page's notes measure in (default inches). */
  SandLengthUnit length_unit;
  /* The scenario's backdrop image, drawn under the terrain; NULL: none
   * (sand-backdrop-image.h). */
  SandBackdropImage *backdrop;
  /* The unit attribute a layer above shows in a badge at each base's upper
   * right on a hex table (the strength a ruleset counts), so names keep clear
   * of it; NULL when none is shown. */
  const char    *badge_attribute;
} SandRenderOptions;

void sand_render_options_init (SandRenderOptions       *options);

/* Extra drawing (e.g. a reach field) in table inches, after the terrain and before
 * the grid and units. */
typedef void (*SandRenderOverlayFunc) (cairo_t  *cr,
                                       gpointer  user_data);

/* The table surface and everything on it (terrain, grid, units). */
void sand_render_scenario     (cairo_t                 *cr,
                               SandScenario            *scenario,
                               const SandRenderOptions *options);
/* The same with @overlay (may be NULL) drawn between terrain and units. */
void sand_render_scenario_with_overlay (cairo_t                 *cr,
                                        SandScenario            *scenario,
                                        const SandRenderOptions *options,
                                        SandRenderOverlayFunc    overlay,
                                        gpointer                 user_data);
/* Individual layers, for a canvas that draws them separately. */
void sand_render_table        (cairo_t                 *cr,
                               SandScenario            *scenario,
                               const SandRenderOptions *options);
void sand_render_terrain      (cairo_t                 *cr,
                               SandScenario            *scenario,
                               const SandRenderOptions *options);
void sand_render_grid         (cairo_t                 *cr,
                               SandScenario            *scenario,
                               const SandRenderOptions *options);
void sand_render_units        (cairo_t                 *cr,
                               SandScenario            *scenario,
                               const SandRenderOptions *options);
/* One unit with its label, drawn as sand_render_units() would (even if hidden):
 * for a unit moving over a picture of the others. */
void sand_render_unit         (cairo_t                 *cr,
                               SandUnit                *unit,
                               const SandRenderOptions *options);

/* An image surface of @width × @height cleared pixels for a whole picture (a
 * PNG of a table): as cairo_image_surface_create(), with large pixel buffers laid
 * on huge pages (sand-render-surface.c). */
cairo_surface_t *sand_render_image_surface_new (cairo_format_t format,
                                                int            width,
                                                int            height);

/* A name as drawn at a scale (sand-render-labels.c). */
typedef struct
{
  SandFeature *feature;  /* the area named, or NULL */
  SandUnit    *unit;     /* the unit named, or NULL */
  char        *text;     /* its name, or a short form where the whole has no room */
  SandBounds   box;      /* where, in table inches */
  double       size_px;
} SandLabel;

/* The names sand_render_terrain() and sand_render_units() draw at @options'
 * scale (none when labels are off), most important first; no two overlap, and
 * those that would are shortened or left out. An array of SandLabel, freed
 * with g_array_unref(); @cr measures the text. */
GArray *sand_render_labels    (cairo_t                 *cr,
                               SandScenario            *scenario,
                               const SandRenderOptions *options);

/* A legend of the terrain kinds present and a scale bar, drawn in device units
 * (points/pixels) at the current origin; returns the height used. */
double sand_render_legend     (cairo_t                 *cr,
                               SandScenario            *scenario,
                               double                   width);
/* The bar is a round length in @unit, labelled in it. */
void   sand_render_scale_bar  (cairo_t                 *cr,
                               double                   pixels_per_inch,
                               SandLengthUnit           unit,
                               double                   x,
                               double                   y);

/* A sample of a terrain kind (as in the legend) filling the rectangle (0, 0,
 * width, height) in device units at the current origin: for palettes and menus. */
void   sand_render_swatch     (cairo_t                 *cr,
                               SandTerrainKind          kind,
                               double                   width,
                               double                   height);

/* A rectangle with corners rounded to radius @r, as a new sub-path: for the
 * cards and labels drawn over the table. */
void   sand_render_rounded_rect  (cairo_t                 *cr,
                                  double                   x,
                                  double                   y,
                                  double                   w,
                                  double                   h,
                                  double                   r);

/* The colour a terrain kind's fill is drawn with (for tests and legends). */
void   sand_render_terrain_color (SandTerrainKind kind,
                                  double         *r,
                                  double         *g,
                                  double         *b);
/* The table's plain ground colour. */
void   sand_render_table_color   (double *r,
                                  double *g,
                                  double *b);

G_END_DECLS
