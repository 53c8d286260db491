/* sand-render-text.c: labels through pangocairo.
 *
 * Text is laid out in device pixels rather than table inches: pango rounds metrics
 * to whole user units, which would be whole inches on the table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "sand-render-private.h"

static PangoLayout *
create_layout (cairo_t       *cr,
               const char    *text,
               double         size_px,
               SandTextFlags  flags)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) desc = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (desc, size_px * PANGO_SCALE);
  pango_font_description_set_weight (desc, (flags & SAND_TEXT_BOLD) ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

void
sand_render_text_size (cairo_t       *cr,
                       const char    *text,
                       double         size_px,
                       SandTextFlags  flags,
                       double        *width,
                       double        *height)
{
  g_autoptr (PangoLayout) layout = NULL;
  int w, h;

  cairo_save (cr);
  cairo_identity_matrix (cr);
  layout = create_layout (cr, text, size_px, flags);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_restore (cr);
  *width = w;
  *height = h;
}

/* The light halo round @layout, whose origin is the current point, made from
 * the text's pixels widened by half of @width (as far as the stroke of that
 * width round its outline reaches) instead of stroking every glyph's outline.
 * FALSE where user space is not the device's pixels, turned or scaled: the
 * caller strokes. */
static gboolean
widened_halo (cairo_t     *cr,
              PangoLayout *layout,
              double       width)
{
  double           r = width / 2, ox, oy;
  int              reach = (int) ceil (r), pad = reach + 1;
  cairo_matrix_t   m;
  PangoRectangle   ink;
  cairo_surface_t *text, *halo;
  cairo_t         *text_cr;
  int              x0, y0, w, h, in_stride, out_stride;
  const guint8    *in;
  guint8          *out;
  guint8           weight[5][5];

  cairo_get_matrix (cr, &m);
  if (reach > 2 || fabs (m.xx - 1) > 1e-6 || fabs (m.yy - 1) > 1e-6 || m.xy != 0 || m.yx != 0)
    return FALSE;
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  if (ink.width <= 0 || ink.height <= 0)
    return TRUE;
  cairo_get_current_point (cr, &ox, &oy);
  cairo_user_to_device (cr, &ox, &oy);
  x0 = (int) floor (ox + ink.x) - pad;
  y0 = (int) floor (oy + ink.y) - pad;
  w = ink.width + 2 * pad + 2;
  h = ink.height + 2 * pad + 2;

  /* The text's coverage, at the same fraction of a pixel as on the device. */
  text = cairo_image_surface_create (CAIRO_FORMAT_A8, w, h);
  text_cr = cairo_create (text);
  cairo_move_to (text_cr, ox - x0, oy - y0);
  pango_cairo_show_layout (text_cr, layout);
  cairo_destroy (text_cr);
  cairo_surface_flush (text);
  halo = cairo_image_surface_create (CAIRO_FORMAT_A8, w, h);
  in = cairo_image_surface_get_data (text);
  out = cairo_image_surface_get_data (halo);
  in_stride = cairo_image_surface_get_stride (text);
  out_stride = cairo_image_surface_get_stride (halo);

  /* A pixel d away from a covered one is covered as far as the stroke's edge,
   * r beyond the glyph's, crosses it. */
  for (int j = -2; j <= 2; j++)
    for (int i = -2; i <= 2; i++)
      weight[j + 2][i + 2] = (guint8) lround (255 * CLAMP (r + 1 - hypot (i, j), 0, 1));
  for (int y = reach; y < h - reach; y++)
    for (int x = reach; x < w - reach; x++)
      {
        /* A stem a pixel wide is a pixel half covered; its outline stroked
         * would haloe it fully: twice the coverage, at most whole. */
        unsigned a = MIN (2u * in[y * in_stride + x], 255u);

        if (a == 0)
          continue;
        for (int j = -reach; j <= reach; j++)
          for (int i = -reach; i <= reach; i++)
            {
              unsigned v = (weight[j + 2][i + 2] * a + 127) / 255;
              guint8  *o = &out[(y + j) * out_stride + x + i];

              if (v > *o)
                *o = (guint8) v;
            }
      }
  cairo_surface_mark_dirty (halo);

  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_set_source_rgba (cr, 1, 1, 0.96, 0.85);
  cairo_mask_surface (cr, halo, x0, y0);
  cairo_restore (cr);
  cairo_surface_destroy (text);
  cairo_surface_destroy (halo);
  return TRUE;
}

void
sand_render_text (cairo_t        *cr,
                  double          pixels_per_unit,
                  double          x,
                  double          y,
                  const char     *text,
                  double          size_px,
                  SandTextAnchor  anchor,
                  SandTextFlags   flags)
{
  g_autoptr (PangoLayout) layout = NULL;
  int w, h;
  double dx = 0;

  if (text == NULL || *text == '\0' || pixels_per_unit <= 0)
    return;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1 / pixels_per_unit, 1 / pixels_per_unit);
  layout = create_layout (cr, text, size_px, flags);
  pango_layout_get_pixel_size (layout, &w, &h);
  if (anchor == SAND_TEXT_CENTER)
    dx = -w / 2.0;
  else if (anchor == SAND_TEXT_RIGHT)
    dx = -w;
  cairo_move_to (cr, dx, 0);

  if ((flags & SAND_TEXT_HALO) && (flags & SAND_TEXT_HALO_WIDENED) && widened_halo (cr, layout, MAX (2.0, size_px / 4)))
    cairo_move_to (cr, dx, 0);
  else if (flags & SAND_TEXT_HALO)
    {
      pango_cairo_layout_path (cr, layout);
      cairo_set_source_rgba (cr, 1, 1, 0.96, 0.85);
      cairo_set_line_width (cr, MAX (2.0, size_px / 4));
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
      cairo_move_to (cr, dx, 0);
    }
  if (flags & SAND_TEXT_FAINT)
    cairo_set_source_rgba (cr, 0.2, 0.2, 0.18, 0.55);
  else
    cairo_set_source_rgb (cr, 0.12, 0.12, 0.12);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}
