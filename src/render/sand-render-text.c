/* sand-render-text.c: labels through pangocairo.
 *
 * Text is laid out in device pixels rather than table inches: pango rounds metrics
 * to whole user units, which would be whole inches on the table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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

  if (flags & SAND_TEXT_HALO)
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
