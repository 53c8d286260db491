/* sand-render-backdrop.c: a backdrop drawn under the terrain.
 *
 * Placed by two corners the image is only scaled, turned and moved: cairo draws
 * it directly (a vector page as vectors, so a PDF export stays sharp). Placed by
 * four, it needs a projective transform, which cairo has not. It is warped once
 * into a table-aligned picture, inverse-mapping each of its pixels into the
 * image and sampling bilinearly, then kept until the corners change or a finer
 * resolution is wanted. The other way, cutting the image into small affine
 * triangles, leaves seams and kinks along the triangles' edges at strong
 * perspective unless they are many (thousands for a photo taken from a chair),
 * each one a full pattern paint; the warp is exact and costs one pass over the
 * output's pixels (figures in the README's performance section).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-backdrop-image-private.h"

/* Paper resolution a straightened photo is printed and exported at. */
#define PAPER_DPI 200.0
/* Largest warped picture kept, in pixels (64 MB). */
#define WARP_PIXELS (16.0 * 1024 * 1024)
/* How far past the table's edge a straightened photo is drawn, of its size. */
#define WARP_MARGIN 0.1

/* Output pixels per table inch where @cr draws. */
static double
output_ppi (cairo_t                 *cr,
            const SandRenderOptions *options)
{
  double dx = 1, dy = 0;

  cairo_user_to_device_distance (cr, &dx, &dy);
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_PDF:
    case CAIRO_SURFACE_TYPE_PS:
    case CAIRO_SURFACE_TYPE_SVG:
    case CAIRO_SURFACE_TYPE_RECORDING:
      /* points per table inch, to pixels at the paper's resolution */
      return hypot (dx, dy) * PAPER_DPI / 72;
    default:
      return hypot (dx, dy);
    }
}

static cairo_matrix_t
matrix_from_affine (const SandProjective *p)
{
  cairo_matrix_t m;
  double w = p->m[8];

  cairo_matrix_init (&m, p->m[0] / w, p->m[3] / w, p->m[1] / w, p->m[4] / w, p->m[2] / w, p->m[5] / w);
  return m;
}

/* (1 - w) a + w b for each of the four 8-bit channels at once, w in 0..256. */
static inline guint32
lerp (guint32 a,
      guint32 b,
      guint32 w)
{
  guint32 rb = (((a & 0xff00ff) * (256 - w) + (b & 0xff00ff) * w) >> 8) & 0xff00ff;
  guint32 ag = (((a >> 8) & 0xff00ff) * (256 - w) + ((b >> 8) & 0xff00ff) * w) & 0xff00ff00;

  return rb | ag;
}

static inline guint32
pixel_at (const guint8 *data,
          int           stride,
          int           width,
          int           height,
          int           x,
          int           y)
{
  if (x < 0 || y < 0 || x >= width || y >= height)
    return 0;
  return ((const guint32 *) (gconstpointer) (data + (gsize) y * stride))[x];
}

/* Bilinear sample of premultiplied ARGB at (x, y) in pixel units (centres at
 * +0.5); outside the surface it is transparent, so the edge fades over a pixel. */
static inline guint32
sample (const guint8 *data,
        int           stride,
        int           width,
        int           height,
        double        x,
        double        y)
{
  double fx = x - 0.5, fy = y - 0.5;
  int x0 = (int) floor (fx), y0 = (int) floor (fy);
  guint32 wx = (guint32) ((fx - x0) * 256), wy = (guint32) ((fy - y0) * 256);
  guint32 top = lerp (pixel_at (data, stride, width, height, x0, y0),
                      pixel_at (data, stride, width, height, x0 + 1, y0), wx);
  guint32 bottom = lerp (pixel_at (data, stride, width, height, x0, y0 + 1),
                         pixel_at (data, stride, width, height, x0 + 1, y0 + 1), wx);

  return lerp (top, bottom, wy);
}

/* The picture of the image, straightened: pixel (u, v) shows table point
 * bounds.x0 + (u + 0.5) / ppi, bounds.y0 + (v + 0.5) / ppi. Table points the
 * image does not reach, or reaches only from behind its vanishing line, stay
 * transparent. */
static cairo_surface_t *
warp (cairo_surface_t      *source,
      const SandProjective *table_to_source,
      double                front,
      SandBounds            bounds,
      double                ppi)
{
  int width = MAX (1, (int) ceil ((bounds.x1 - bounds.x0) * ppi));
  int height = MAX (1, (int) ceil ((bounds.y1 - bounds.y0) * ppi));
  cairo_surface_t *out = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  const double *m = table_to_source->m;
  const guint8 *src;
  guint8 *dst;
  int src_stride, dst_stride, src_width, src_height;

  if (cairo_surface_status (out) != CAIRO_STATUS_SUCCESS)
    return out;
  cairo_surface_flush (source);
  src = cairo_image_surface_get_data (source);
  src_stride = cairo_image_surface_get_stride (source);
  src_width = cairo_image_surface_get_width (source);
  src_height = cairo_image_surface_get_height (source);
  cairo_surface_flush (out);
  dst = cairo_image_surface_get_data (out);
  dst_stride = cairo_image_surface_get_stride (out);

  for (int v = 0; v < height; v++)
    {
      guint32 *row = (guint32 *) (gpointer) (dst + (gsize) v * dst_stride);
      double ty = bounds.y0 + (v + 0.5) / ppi;
      double tx = bounds.x0 + 0.5 / ppi, step = 1 / ppi;
      /* the homogeneous source point is linear along the row */
      double hx = m[0] * tx + m[1] * ty + m[2], hy = m[3] * tx + m[4] * ty + m[5];
      double hw = m[6] * tx + m[7] * ty + m[8];
      double dx = m[0] * step, dy = m[3] * step, dw = m[6] * step;

      for (int u = 0; u < width; u++, hx += dx, hy += dy, hw += dw)
        {
          double sx, sy;

          if (hw * front <= 0)
            {
              row[u] = 0;
              continue;
            }
          sx = hx / hw;
          sy = hy / hw;
          if (sx < -1 || sy < -1 || sx > src_width + 1 || sy > src_height + 1)
            row[u] = 0;
          else
            row[u] = sample (src, src_stride, src_width, src_height, sx, sy);
        }
    }
  cairo_surface_mark_dirty (out);
  return out;
}

/* The table area the straightened image covers: its outline mapped onto the
 * table (the part before its vanishing line), within a margin round the table. */
static gboolean
warp_bounds (SandBackdropImage    *image,
             const SandProjective *to_table,
             double                front,
             double                table_width,
             double                table_height,
             SandBounds           *bounds)
{
  SandBounds out = { G_MAXDOUBLE, G_MAXDOUBLE, -G_MAXDOUBLE, -G_MAXDOUBLE };
  const int steps = 64;

  for (int side = 0; side < 4; side++)
    for (int i = 0; i <= steps; i++)
      {
        double t = (double) i / steps, ix, iy, x, y;
        const double *m = to_table->m;

        ix = side == 0 ? t * image->width : side == 1 ? image->width : side == 2 ? (1 - t) * image->width : 0;
        iy = side == 0 ? 0 : side == 1 ? t * image->height : side == 2 ? image->height : (1 - t) * image->height;
        if ((m[6] * ix + m[7] * iy + m[8]) * front <= 0)
          continue;
        sand_projective_apply (to_table, ix, iy, &x, &y);
        out.x0 = MIN (out.x0, x);
        out.y0 = MIN (out.y0, y);
        out.x1 = MAX (out.x1, x);
        out.y1 = MAX (out.y1, y);
      }
  /* past the vanishing line the outline runs to infinity: the margin bounds it */
  out.x0 = MAX (out.x0, -WARP_MARGIN * table_width);
  out.y0 = MAX (out.y0, -WARP_MARGIN * table_height);
  out.x1 = MIN (out.x1, (1 + WARP_MARGIN) * table_width);
  out.y1 = MIN (out.y1, (1 + WARP_MARGIN) * table_height);
  *bounds = out;
  return out.x1 > out.x0 && out.y1 > out.y0;
}

/* Source pixels per table inch where the image is densest among its corners:
 * no finer warp shows more. */
static double
source_density (SandBackdrop *backdrop,
                double        raster_scale)
{
  const SandBackdropCorner *c;
  double density = 0;
  guint n;

  c = sand_backdrop_get_corners (backdrop, &n);
  for (guint i = 0; i < n; i++)
    {
      const SandBackdropCorner *a = &c[i], *b = &c[(i + 1) % n];
      double image = hypot (b->image.x - a->image.x, b->image.y - a->image.y) * raster_scale;
      double table = hypot (b->table.x - a->table.x, b->table.y - a->table.y);

      density = MAX (density, image / table);
    }
  return density;
}

static void
draw_warped (cairo_t                 *cr,
             SandBackdrop            *backdrop,
             SandBackdropImage       *image,
             const SandProjective    *to_table,
             const SandRenderOptions *options)
{
  cairo_surface_t *source = _sand_backdrop_image_get_raster (image);
  const SandBackdropCorner *corners = sand_backdrop_get_corners (backdrop, NULL);
  const double *m = to_table->m;
  double front = m[6] * corners[0].image.x + m[7] * corners[0].image.y + m[8] > 0 ? 1 : -1;
  double table_width = 0, table_height = 0, wanted, cap;
  SandBounds bounds;

  for (guint i = 0; i < 4; i++)
    {
      table_width = MAX (table_width, corners[i].table.x);
      table_height = MAX (table_height, corners[i].table.y);
    }
  if (!warp_bounds (image, to_table, front, table_width, table_height, &bounds))
    return;

  cap = MIN (source_density (backdrop, image->raster_scale),
             sqrt (WARP_PIXELS / ((bounds.x1 - bounds.x0) * (bounds.y1 - bounds.y0))));
  wanted = MIN (output_ppi (cr, options), cap);

  /* kept while within a factor of two of what is wanted, so painting it is a
   * plain bilinear scale */
  if (image->warped == NULL || memcmp (&image->warped_for, to_table, sizeof *to_table) != 0
      || image->warped_ppi < wanted * 0.999 || image->warped_ppi > 2 * wanted)
    {
      SandProjective from_table, table_to_source;
      const SandProjective scale = { { image->raster_scale, 0, 0, 0, image->raster_scale, 0, 0, 0, 1 } };
      /* up to the next half-octave, so zooming in steps does not warp at each */
      double ppi = MIN (cap, pow (G_SQRT2, ceil (log (wanted) / log (G_SQRT2))));

      if (!sand_projective_invert (to_table, &from_table))
        return;
      for (guint i = 0; i < 3; i++)
        for (guint j = 0; j < 3; j++)
          table_to_source.m[i * 3 + j] = scale.m[i * 3] * from_table.m[j] + scale.m[i * 3 + 1] * from_table.m[3 + j]
                                         + scale.m[i * 3 + 2] * from_table.m[6 + j];
      g_clear_pointer (&image->warped, cairo_surface_destroy);
      image->warped = warp (source, &table_to_source, front, bounds, ppi);
      image->warped_for = *to_table;
      image->warped_ppi = ppi;
      image->warped_bounds = bounds;
    }

  cairo_translate (cr, image->warped_bounds.x0, image->warped_bounds.y0);
  cairo_scale (cr, 1 / image->warped_ppi, 1 / image->warped_ppi);
  cairo_set_source_surface (cr, image->warped, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_BILINEAR);
  cairo_paint_with_alpha (cr, sand_backdrop_get_opacity (backdrop));
}

static void
draw_affine (cairo_t              *cr,
             SandBackdrop         *backdrop,
             SandBackdropImage    *image,
             const SandProjective *to_table)
{
  cairo_matrix_t m = matrix_from_affine (to_table);
  double opacity = sand_backdrop_get_opacity (backdrop);

  cairo_transform (cr, &m);
  if (image->raster != NULL && image->svg == NULL && image->page == NULL)
    {
      cairo_scale (cr, 1 / image->raster_scale, 1 / image->raster_scale);
      cairo_set_source_surface (cr, image->raster, 0, 0);
      cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
      cairo_paint_with_alpha (cr, opacity);
      return;
    }
  cairo_rectangle (cr, 0, 0, image->width, image->height);
  cairo_clip (cr);
  cairo_push_group (cr);
  _sand_backdrop_image_draw_vector (image, cr);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, opacity);
}

void
sand_render_backdrop (cairo_t                 *cr,
                      SandBackdrop            *backdrop,
                      SandBackdropImage       *image,
                      const SandRenderOptions *options)
{
  SandProjective to_table;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (SAND_IS_BACKDROP (backdrop));
  g_return_if_fail (image != NULL);

  if (sand_backdrop_check (backdrop, image->width, image->height, NULL) != SAND_BACKDROP_FAULT_NONE
      || !sand_backdrop_get_transform (backdrop, &to_table))
    return;

  cairo_save (cr);
  if (sand_projective_is_affine (&to_table))
    draw_affine (cr, backdrop, image, &to_table);
  else
    draw_warped (cr, backdrop, image, &to_table, options);
  cairo_restore (cr);
}
