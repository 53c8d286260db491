/* sand-render-reach.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-render-reach.h"

void
sand_render_reach (cairo_t        *cr,
                   SandReachField *field,
                   double          r,
                   double          g,
                   double          b)
{
  g_return_if_fail (cr != NULL && field != NULL);

  int w = sand_reach_field_get_width (field), h = sand_reach_field_get_height (field);
  double cell = sand_reach_field_get_cell_size (field);
  double allowance = sand_reach_field_get_allowance (field);
  const float *cost = sand_reach_field_get_costs (field);
  double x0, y0, sx, sy;
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  int stride = cairo_image_surface_get_stride (image);
  guchar *data;

  if (cairo_surface_status (image) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (image);
      return;
    }
  cairo_surface_flush (image);
  data = cairo_image_surface_get_data (image);
  for (int j = 0; j < h; j++)
    {
      guint32 *row = (guint32 *) (void *) (data + (gsize) j * stride);
      for (int i = 0; i < w; i++)
        {
          float c = cost[j * w + i];
          if (c < 0)
            {
              row[i] = 0;
              continue;
            }
          /* from 0.25 opaque at the start to 0.45 where the move runs out, so the
           * edge reads clearly and the terrain still shows through */
          double a = 0.25 + 0.2 * (allowance > 0 ? MIN (c / allowance, 1.0) : 1.0);
          guint32 A = (guint32) (a * 255), R = (guint32) (r * a * 255), G = (guint32) (g * a * 255),
                  B = (guint32) (b * a * 255);
          row[i] = A << 24 | R << 16 | G << 8 | B;
        }
    }
  cairo_surface_mark_dirty (image);

  sand_reach_field_get_origin (field, &x0, &y0);
  sand_reach_field_get_start (field, &sx, &sy);
  cairo_save (cr);
  cairo_translate (cr, x0, y0);
  cairo_scale (cr, cell, cell);
  cairo_set_source_surface (cr, image, 0, 0);
  /* cells are small enough that smoothing only rounds the staircase */
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_fill (cr);
  cairo_restore (cr);

  cairo_save (cr);
  cairo_set_source_rgba (cr, r, g, b, 0.9);
  cairo_set_line_width (cr, 0.04);
  cairo_arc (cr, sx, sy, 0.15, 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_restore (cr);
  cairo_surface_destroy (image);
}
