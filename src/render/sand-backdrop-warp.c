/* sand-backdrop-warp.c: a photo placed by four corners straightened into a
 * table-aligned picture, inverse-mapping each of its pixels into the image and
 * sampling bilinearly (why not cairo triangles: sand-render-backdrop.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-backdrop-warp.h"

/* Largest warped picture kept, in pixels (64 MB). */
#define WARP_PIXELS (16.0 * 1024 * 1024)
/* How far past the table's edge a straightened photo is drawn, of its size. */
#define WARP_MARGIN 0.1

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

/* Table points the image does not reach, or reaches only from behind its
 * vanishing line, stay transparent. */
cairo_surface_t *
_sand_warp (cairo_surface_t    *source,
            const SandWarpPlan *plan,
            double              ppi)
{
  SandBounds bounds = plan->bounds;
  double front = plan->front;
  int width = MAX (1, (int) ceil ((bounds.x1 - bounds.x0) * ppi));
  int height = MAX (1, (int) ceil ((bounds.y1 - bounds.y0) * ppi));
  cairo_surface_t *out = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  const double *m = plan->table_to_source.m;
  const guint8 *src;
  guint8 *dst;
  int src_stride, dst_stride, src_width, src_height;

  if (cairo_surface_status (out) != CAIRO_STATUS_SUCCESS)
    return out;
  /* flushed by whoever made it: here it is only read, perhaps while drawn */
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


gboolean
_sand_warp_plan (SandBackdrop         *backdrop,
                 SandBackdropImage    *image,
                 const SandProjective *to_table,
                 SandWarpPlan         *plan)
{
  const SandBackdropCorner *corners = sand_backdrop_get_corners (backdrop, NULL);
  const double *m = to_table->m;
  const double s = image->raster_scale;
  double table_width = 0, table_height = 0;
  SandProjective from_table;

  plan->to_table = *to_table;
  plan->front = m[6] * corners[0].image.x + m[7] * corners[0].image.y + m[8] > 0 ? 1 : -1;
  for (guint i = 0; i < 4; i++)
    {
      table_width = MAX (table_width, corners[i].table.x);
      table_height = MAX (table_height, corners[i].table.y);
    }
  if (!warp_bounds (image, to_table, plan->front, table_width, table_height, &plan->bounds)
      || !sand_projective_invert (to_table, &from_table))
    return FALSE;
  /* table inches to image units, then to the raster's pixels */
  for (guint j = 0; j < 9; j++)
    plan->table_to_source.m[j] = j < 6 ? s * from_table.m[j] : from_table.m[j];
  plan->cap = MIN (source_density (backdrop, s),
                   sqrt (WARP_PIXELS / ((plan->bounds.x1 - plan->bounds.x0)
                                        * (plan->bounds.y1 - plan->bounds.y0))));
  return TRUE;
}

gboolean
_sand_warp_plan_current (SandBackdrop      *backdrop,
                         SandBackdropImage *image,
                         SandWarpPlan      *plan)
{
  SandProjective to_table;

  return sand_backdrop_check (backdrop, image->width, image->height, NULL) == SAND_BACKDROP_FAULT_NONE
         && sand_backdrop_get_transform (backdrop, &to_table)
         && !sand_projective_is_affine (&to_table)
         && _sand_warp_plan (backdrop, image, &to_table, plan);
}

double
_sand_warp_plan_ppi (const SandWarpPlan *plan,
                     double              wanted)
{
  return MIN (plan->cap, pow (G_SQRT2, ceil (log (wanted) / log (G_SQRT2))));
}

void
_sand_warp_keep (SandBackdropImage  *image,
                 const SandWarpPlan *plan,
                 cairo_surface_t    *warped,
                 double              ppi)
{
  g_clear_pointer (&image->warped, cairo_surface_destroy);
  image->warped = warped;
  image->warped_for = plan->to_table;
  image->warped_ppi = ppi;
  image->warped_bounds = plan->bounds;
}
