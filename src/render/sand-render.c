/* sand-render.c: entry points, colours and the table itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-backdrop-image.h"
#include "sand-render-private.h"

/* A light meadow, like a gaming mat: every terrain colour must read against it. */
static const SandRgb table_rgb = { 0.80, 0.82, 0.64 };

/* In the order of SandTerrainKind. */
static const SandRgb kind_rgb[SAND_N_TERRAIN_KINDS] = {
  { 0.40, 0.58, 0.30 }, /* woods */
  { 0.25, 0.45, 0.24 }, /* forest */
  { 0.28, 0.55, 0.20 }, /* jungle */
  { 0.72, 0.68, 0.52 }, /* rough */
  { 0.58, 0.70, 0.62 }, /* marsh */
  { 0.45, 0.66, 0.86 }, /* lake */
  { 0.24, 0.44, 0.72 }, /* deep water */
  { 0.64, 0.82, 0.92 }, /* shallow water */
  { 0.90, 0.80, 0.46 }, /* crops */
  { 0.74, 0.72, 0.69 }, /* town */
  { 0.45, 0.45, 0.47 }, /* smoke */
  { 0.55, 0.42, 0.28 }, /* mud */
  { 0.96, 0.97, 0.99 }, /* snow */
  { 0.80, 0.66, 0.42 }, /* hill */
  { 0.56, 0.47, 0.38 }, /* mountain */
  { 0.62, 0.58, 0.55 }, /* building */
  { 0.48, 0.38, 0.28 }, /* shell hole */
  { 0.60, 0.60, 0.60 }, /* road (paved; dirt roads are tan) */
  { 0.33, 0.57, 0.82 }, /* river */
  { 0.40, 0.64, 0.86 }, /* stream */
  { 0.82, 0.72, 0.52 }, /* ford */
  { 0.55, 0.40, 0.26 }, /* bridge */
  { 0.55, 0.55, 0.53 }, /* wall */
  { 0.22, 0.45, 0.18 }, /* hedge */
  { 0.50, 0.36, 0.22 }, /* fence */
  { 0.30, 0.30, 0.32 }, /* barbed wire */
  { 0.45, 0.32, 0.20 }, /* log */
  { 0.50, 0.30, 0.15 }, /* door */
  { 0.55, 0.75, 0.90 }, /* window */
};

void
sand_render_options_init (SandRenderOptions *options)
{
  g_return_if_fail (options != NULL);

  *options = (SandRenderOptions) {
    .pixels_per_inch = 10.0,
    .show_grid = TRUE,
    .show_labels = TRUE,
    .show_hex_coords = FALSE,
    .selected_unit = NULL,
    .hidden = NULL,
    .length_unit = SAND_LENGTH_INCHES,
  };
}

void
sand_render_terrain_color (SandTerrainKind kind,
                           double         *r,
                           double         *g,
                           double         *b)
{
  SandRgb rgb = table_rgb;

  if (kind >= 0 && kind < SAND_N_TERRAIN_KINDS)
    rgb = kind_rgb[kind];
  *r = rgb.r;
  *g = rgb.g;
  *b = rgb.b;
}

void
sand_render_table_color (double *r,
                         double *g,
                         double *b)
{
  *r = table_rgb.r;
  *g = table_rgb.g;
  *b = table_rgb.b;
}

SandRgb
sand_rgb_from_kind (SandTerrainKind kind)
{
  SandRgb rgb;

  sand_render_terrain_color (kind, &rgb.r, &rgb.g, &rgb.b);
  return rgb;
}

void
sand_rgb_set (cairo_t *cr,
              SandRgb  rgb)
{
  cairo_set_source_rgb (cr, rgb.r, rgb.g, rgb.b);
}

void
sand_rgba_set (cairo_t *cr,
               SandRgb  rgb,
               double   alpha)
{
  cairo_set_source_rgba (cr, rgb.r, rgb.g, rgb.b, alpha);
}

SandRgb
sand_rgb_shade (SandRgb rgb,
                double  amount)
{
  double target = amount > 0 ? 1.0 : 0.0;
  double t = CLAMP (fabs (amount), 0.0, 1.0);

  return (SandRgb) {
    rgb.r + (target - rgb.r) * t,
    rgb.g + (target - rgb.g) * t,
    rgb.b + (target - rgb.b) * t,
  };
}

void
sand_render_feature_path (cairo_t     *cr,
                          SandFeature *feature)
{
  SandGeometryType type = sand_feature_get_geometry_type (feature);
  const SandPoint *pts;
  guint n = 0;
  double x, y, w, h;

  switch (type)
    {
    case SAND_GEOMETRY_RECT:
      sand_feature_get_rect (feature, &x, &y, &w, &h);
      cairo_rectangle (cr, x, y, w, h);
      break;
    case SAND_GEOMETRY_ELLIPSE:
      sand_feature_get_ellipse (feature, &x, &y, &w, &h);
      if (w <= 0 || h <= 0)
        break;
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, w, h);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_close_path (cr);
      cairo_restore (cr);
      break;
    case SAND_GEOMETRY_POLYGON:
    case SAND_GEOMETRY_POLYLINE:
      pts = sand_feature_get_points (feature, &n);
      for (guint i = 0; i < n; i++)
        {
          if (i == 0)
            cairo_move_to (cr, pts[i].x, pts[i].y);
          else
            cairo_line_to (cr, pts[i].x, pts[i].y);
        }
      if (type == SAND_GEOMETRY_POLYGON && n > 0)
        cairo_close_path (cr);
      break;
    case SAND_GEOMETRY_POINT:
    default:
      pts = sand_feature_get_points (feature, &n);
      if (n > 0)
        cairo_move_to (cr, pts[0].x, pts[0].y);
      break;
    }
}

void
sand_render_table (cairo_t                 *cr,
                   SandScenario            *scenario,
                   const SandRenderOptions *options)
{
  double w, h;

  g_return_if_fail (SAND_IS_SCENARIO (scenario));
  g_return_if_fail (options != NULL);

  w = sand_scenario_get_width (scenario);
  h = sand_scenario_get_height (scenario);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, w, h);
  sand_rgb_set (cr, table_rgb);
  cairo_fill (cr);

  /* The table edge, drawn just outside so the playing surface stays one colour. */
  cairo_set_line_width (cr, sand_render_px (options, 1.5));
  cairo_rectangle (cr, -sand_render_px (options, 0.75), -sand_render_px (options, 0.75),
                   w + sand_render_px (options, 1.5), h + sand_render_px (options, 1.5));
  sand_rgb_set (cr, sand_rgb_shade (table_rgb, -0.55));
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
sand_render_scenario_with_overlay (cairo_t                 *cr,
                                   SandScenario            *scenario,
                                   const SandRenderOptions *options,
                                   SandRenderOverlayFunc    overlay,
                                   gpointer                 user_data)
{
  g_autoptr (GArray) labels = NULL;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (SAND_IS_SCENARIO (scenario));
  g_return_if_fail (options != NULL);

  sand_render_table (cr, scenario, options);
  /* The terrain's names and the units' are placed together: once for both. */
  if (options->show_labels)
    labels = sand_render_labels (cr, scenario, options);

  /* Nothing is drawn off the table (features may overhang its edge). */
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, sand_scenario_get_width (scenario),
                   sand_scenario_get_height (scenario));
  cairo_clip (cr);
  if (options->backdrop != NULL && sand_scenario_get_backdrop (scenario) != NULL)
    sand_render_backdrop (cr, sand_scenario_get_backdrop (scenario), options->backdrop, options);
  sand_render_terrain_labelled (cr, scenario, options, labels);
  if (overlay != NULL)
    {
      cairo_save (cr);
      overlay (cr, user_data);
      cairo_restore (cr);
    }
  if (options->show_grid)
    sand_render_grid (cr, scenario, options);
  cairo_restore (cr);

  sand_render_units_labelled (cr, scenario, options, labels);
}

void
sand_render_scenario (cairo_t                 *cr,
                      SandScenario            *scenario,
                      const SandRenderOptions *options)
{
  sand_render_scenario_with_overlay (cr, scenario, options, NULL, NULL);
}
