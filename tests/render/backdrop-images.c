/* backdrop-images.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "backdrop-images.h"

void
backdrop_make_marked_png (const char *path,
                          int         width,
                          int         height,
                          double      mark_x,
                          double      mark_y)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0.7, 0.7, 0.8);
  cairo_set_line_width (cr, 1);
  for (int x = 0; x <= width; x += 50)
    {
      cairo_move_to (cr, x + 0.5, 0);
      cairo_line_to (cr, x + 0.5, height);
    }
  for (int y = 0; y <= height; y += 50)
    {
      cairo_move_to (cr, 0, y + 0.5);
      cairo_line_to (cr, width, y + 0.5);
    }
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 1, 0, 0);
  cairo_arc (cr, mark_x, mark_y, 4, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

void
backdrop_make_photo_png (const char           *path,
                         int                   width,
                         int                   height,
                         const SandProjective *photo_to_table,
                         double                table_width,
                         double                table_height,
                         double                mark_x,
                         double                mark_y)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  for (int py = 0; py < height; py++)
    for (int px = 0; px < width; px++)
      {
        guint32 *pixel = (guint32 *) (gpointer) (data + (gsize) py * stride) + px;
        double x, y;

        sand_projective_apply (photo_to_table, px + 0.5, py + 0.5, &x, &y);
        if (x < 0 || y < 0 || x > table_width || y > table_height)
          *pixel = 0x808080;                               /* the floor */
        else if (hypot (x - mark_x, y - mark_y) <= 0.5)
          *pixel = 0xff0000;
        else if (hypot ((x - BACKDROP_WOOD1_X) / BACKDROP_WOOD1_RX, (y - BACKDROP_WOOD1_Y) / BACKDROP_WOOD1_RY) <= 1
                 || hypot ((x - BACKDROP_WOOD2_X) / BACKDROP_WOOD2_RX, (y - BACKDROP_WOOD2_Y) / BACKDROP_WOOD2_RY) <= 1)
          *pixel = 0x1f5a1a;                               /* woods */
        else if (x >= BACKDROP_WALL_X0 && x <= BACKDROP_WALL_X1 && fabs (y - BACKDROP_WALL_Y) <= 0.4)
          *pixel = 0xb0aca0;                               /* a stone wall */
        else if (fmod (x, 6) < 0.15 || fmod (y, 6) < 0.15)
          *pixel = 0x204020;                               /* a line every 6" */
        else
          *pixel = 0x58a050;                               /* felt */
      }
  cairo_surface_mark_dirty (surface);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

gboolean
backdrop_find_red (cairo_surface_t *surface,
                   double          *x,
                   double          *y)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data;
  double sx = 0, sy = 0, n = 0;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  for (int py = 0; py < height; py++)
    for (int px = 0; px < width; px++)
      {
        guint32 v = ((const guint32 *) (gconstpointer) (data + (gsize) py * stride))[px];
        guint r = (v >> 16) & 0xff, g = (v >> 8) & 0xff, b = v & 0xff;

        /* weighted by how red, so the soft edge counts by its share */
        if (r > 150 && g < 90 && b < 90)
          {
            double w = (r - MAX (g, b)) / 255.0;

            sx += w * (px + 0.5);
            sy += w * (py + 0.5);
            n += w;
          }
      }
  if (n == 0)
    return FALSE;
  *x = sx / n;
  *y = sy / n;
  return TRUE;
}
