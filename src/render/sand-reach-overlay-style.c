/* sand-reach-overlay-style.c: how a band looks — its colour from a palette safe
 * for colour-blind players, its tint and hatching, and its outline.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-reach-overlay-private.h"

/* Sizes in device pixels, so the overlay reads the same at any zoom and on paper. */
#define HATCH_SPACING   7.0
#define OUTLINE_WIDTH   2.0
#define HALO_WIDTH      4.5
#define FILL_ALPHA      0.20
#define HATCH_ALPHA     0.55

/* Okabe and Ito's palette, darkened where needed to show on the table's greens. */
static const SandReachStyle band_styles[] = {
  { 0.00, 0.45, 0.70, SAND_HATCH_FORWARD, SAND_OUTLINE_SOLID },
  { 0.90, 0.55, 0.00, SAND_HATCH_BACKWARD, SAND_OUTLINE_DASHED },
  { 0.80, 0.35, 0.60, SAND_HATCH_HORIZONTAL, SAND_OUTLINE_DOTTED },
  { 0.00, 0.55, 0.40, SAND_HATCH_DOTS, SAND_OUTLINE_DASH_DOT },
};

void
sand_reach_style_for_band (guint           index,
                           SandReachStyle *style)
{
  g_return_if_fail (style != NULL);

  *style = band_styles[index % G_N_ELEMENTS (band_styles)];
}

static void
set_dash (cairo_t     *cr,
          SandOutline  outline,
          double       px)
{
  double dashed[] = { 8 * px, 5 * px };
  double dotted[] = { 0, 4.5 * px };
  double dash_dot[] = { 9 * px, 4 * px, 0, 4 * px };

  cairo_set_line_cap (cr, outline == SAND_OUTLINE_SOLID ? CAIRO_LINE_CAP_BUTT : CAIRO_LINE_CAP_ROUND);
  switch (outline)
    {
    case SAND_OUTLINE_DASHED:
      cairo_set_dash (cr, dashed, 2, 0);
      break;
    case SAND_OUTLINE_DOTTED:
      cairo_set_dash (cr, dotted, 2, 0);
      break;
    case SAND_OUTLINE_DASH_DOT:
      cairo_set_dash (cr, dash_dot, 4, 0);
      break;
    case SAND_OUTLINE_SOLID:
    default:
      cairo_set_dash (cr, NULL, 0, 0);
      break;
    }
}

/* Paints the clip in @style's light tint and leaves the hatching's darker ink as
 * the source. */
static void
paint_tint (cairo_t              *cr,
            const SandReachStyle *style)
{
  cairo_set_source_rgba (cr, style->r, style->g, style->b, FILL_ALPHA);
  cairo_paint (cr);
  cairo_set_source_rgba (cr, style->r * 0.7, style->g * 0.7, style->b * 0.7, HATCH_ALPHA);
}

/* Hatch lines over the current clip, spaced in device pixels. */
static void
hatch_clip (cairo_t   *cr,
            SandHatch  hatch,
            double     px)
{
  double x1, y1, x2, y2, step = HATCH_SPACING * px;

  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  if (x2 <= x1 || y2 <= y1)
    return;
  cairo_set_line_width (cr, 1.2 * px);
  switch (hatch)
    {
    case SAND_HATCH_FORWARD:
    case SAND_HATCH_BACKWARD:
      {
        /* Lines x + y = c (or x - y = c), aligned to multiples of the step so
         * they do not crawl while the view pans. */
        double diag = step * G_SQRT2, lo, hi;

        lo = hatch == SAND_HATCH_FORWARD ? x1 + y1 : x1 - y2;
        hi = hatch == SAND_HATCH_FORWARD ? x2 + y2 : x2 - y1;
        for (double c = floor (lo / diag) * diag; c <= hi; c += diag)
          {
            if (hatch == SAND_HATCH_FORWARD)
              {
                cairo_move_to (cr, c - y1, y1);
                cairo_line_to (cr, c - y2, y2);
              }
            else
              {
                cairo_move_to (cr, c + y1, y1);
                cairo_line_to (cr, c + y2, y2);
              }
          }
        cairo_stroke (cr);
        break;
      }
    case SAND_HATCH_HORIZONTAL:
      for (double y = floor (y1 / step) * step; y <= y2; y += step)
        {
          cairo_move_to (cr, x1, y);
          cairo_line_to (cr, x2, y);
        }
      cairo_stroke (cr);
      break;
    case SAND_HATCH_DOTS:
    default:
      for (double y = floor (y1 / step) * step; y <= y2; y += step)
        for (double x = floor (x1 / step) * step + (fmod (floor (y / step), 2) ? step / 2 : 0); x <= x2; x += step)
          cairo_rectangle (cr, x - 0.9 * px, y - 0.9 * px, 1.8 * px, 1.8 * px);
      cairo_fill (cr);
      break;
    }
}

/* One repeat of @style's tint and hatching, @px table inches to the pixel, as a
 * pattern fixed to the table. */
static cairo_pattern_t *
hatch_pattern (cairo_t              *cr,
               const SandReachStyle *style,
               double                px)
{
  /* Diagonals x ± y = c repeat every HATCH_SPACING·√2 along x; rows of dots are
   * staggered by half a step, so they repeat every second row. */
  int size = (int) round (HATCH_SPACING * (style->hatch <= SAND_HATCH_BACKWARD ? G_SQRT2 : 1));
  int width = style->hatch == SAND_HATCH_DOTS ? size + 1 : size;
  int height = style->hatch == SAND_HATCH_DOTS ? 2 * width : size;
  double sx = 1, sy = 1, half = width / 2.0;
  cairo_surface_t *tile;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;
  cairo_t *tile_cr;

  cairo_surface_get_device_scale (cairo_get_target (cr), &sx, &sy);
  tile = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width * sx), (int) ceil (height * sy));
  cairo_surface_set_device_scale (tile, sx, sy);
  tile_cr = cairo_create (tile);
  paint_tint (tile_cr, style);
  cairo_set_line_width (tile_cr, 1.2);
  switch (style->hatch)
    {
    case SAND_HATCH_FORWARD:
    case SAND_HATCH_BACKWARD:
      /* Corner to corner, and the two corners cut off, so the repeats join. */
      for (int k = -1; k <= 1; k++)
        {
          double y0 = style->hatch == SAND_HATCH_FORWARD ? size : 0;

          cairo_move_to (tile_cr, k * size, y0);
          cairo_line_to (tile_cr, k * size + size, size - y0);
        }
      cairo_stroke (tile_cr);
      break;
    case SAND_HATCH_HORIZONTAL:
      cairo_move_to (tile_cr, 0, size / 2.0);
      cairo_line_to (tile_cr, size, size / 2.0);
      cairo_stroke (tile_cr);
      break;
    case SAND_HATCH_DOTS:
    default:
      cairo_rectangle (tile_cr, half - 0.9, half - 0.9, 1.8, 1.8);
      cairo_rectangle (tile_cr, -0.9, width + half - 0.9, 1.8, 1.8);
      cairo_rectangle (tile_cr, width - 0.9, width + half - 0.9, 1.8, 1.8);
      cairo_fill (tile_cr);
      break;
    }
  cairo_destroy (tile_cr);

  pattern = cairo_pattern_create_for_surface (tile);
  cairo_surface_destroy (tile);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_matrix_init_scale (&matrix, 1 / px, 1 / px);
  cairo_pattern_set_matrix (pattern, &matrix);
  return pattern;
}

void
sand_reach_shade_clip (cairo_t              *cr,
                       const SandReachStyle *style,
                       double                px)
{
  cairo_pattern_t *pattern;

  /* On a raster one repeating picture costs a fraction of stroking every line;
   * vector output (PDF, SVG) keeps real lines that print sharp. */
  if (cairo_surface_get_type (cairo_get_target (cr)) == CAIRO_SURFACE_TYPE_IMAGE)
    {
      pattern = hatch_pattern (cr, style, px);
      cairo_set_source (cr, pattern);
      cairo_paint (cr);
      cairo_pattern_destroy (pattern);
      return;
    }
  paint_tint (cr, style);
  hatch_clip (cr, style->hatch, px);
}

void
sand_reach_stroke_outline (cairo_t              *cr,
                           const SandReachStyle *style,
                           double                px)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
  cairo_set_line_width (cr, HALO_WIDTH * px);
  cairo_stroke_preserve (cr);
  set_dash (cr, style->outline, px);
  cairo_set_source_rgb (cr, style->r * 0.75, style->g * 0.75, style->b * 0.75);
  cairo_set_line_width (cr, OUTLINE_WIDTH * px);
  cairo_stroke (cr);
}
