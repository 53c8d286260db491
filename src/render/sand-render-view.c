/* sand-render-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>

#include "sand-error.h"
#include "sand-render-page.h"
#include "sand-render-private.h"
#include "sand-render-view.h"

/* As on the canvas: cards keep this far from the view's edges. */
#define CARD_MARGIN  12.0
#define CARD_PADDING 8.0
#define CARD_RADIUS  6.0
/* Larger pictures than this are refused rather than half written. */
#define MAX_SIDE     32000.0

void
sand_render_rounded_rect (cairo_t *cr,
                          double   x,
                          double   y,
                          double   w,
                          double   h,
                          double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
sand_render_scale_bar_card (cairo_t        *cr,
                            double          pixels_per_inch,
                            SandLengthUnit  unit,
                            double          x,
                            double          bottom)
{
  cairo_surface_t *bar;
  cairo_t *bar_cr;
  double bx, by, bw, bh, y, w, h, r = CARD_RADIUS;

  g_return_if_fail (cr != NULL);

  /* The bar picks its own length; draw it aside first to size the card. */
  bar = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  bar_cr = cairo_create (bar);
  sand_render_scale_bar (bar_cr, pixels_per_inch, unit, 0.0, 0.0);
  cairo_destroy (bar_cr);
  cairo_recording_surface_ink_extents (bar, &bx, &by, &bw, &bh);

  w = bw + 2 * CARD_PADDING;
  h = bh + 2 * CARD_PADDING;
  y = bottom - h;
  cairo_save (cr);
  sand_render_rounded_rect (cr, x, y, w, h, r);
  cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.85);
  cairo_fill (cr);
  /* Replayed rather than painted, so vector output stays vector. */
  cairo_translate (cr, x + CARD_PADDING - bx, y + CARD_PADDING - by);
  sand_render_scale_bar (cr, pixels_per_inch, unit, 0.0, 0.0);
  cairo_restore (cr);
  cairo_surface_destroy (bar);
}

void
sand_render_view (cairo_t                 *cr,
                  SandScenario            *scenario,
                  const SandRenderOptions *options,
                  const SandView          *view,
                  SandReachOverlay        *overlay)
{
  SandRenderOptions at_scale;
  double w, h;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (SAND_IS_SCENARIO (scenario));
  g_return_if_fail (options != NULL && view != NULL && view->scale > 0);

  at_scale = *options;
  at_scale.pixels_per_inch = view->scale;

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, view->width, view->height);
  cairo_clip (cr);
  /* The floor around the table, as the window shows it. */
  cairo_set_source_rgb (cr, 0.92, 0.92, 0.91);
  cairo_paint (cr);

  cairo_save (cr);
  cairo_translate (cr, view->offset_x, view->offset_y);
  cairo_scale (cr, view->scale, view->scale);
  /* Units above the overlay, so names and facings stay readable over the bands. */
  sand_render_scenario_with_overlay (cr, scenario, &at_scale, overlay ? sand_reach_overlay_draw_func : NULL, overlay);
  cairo_restore (cr);

  if (overlay != NULL)
    {
      sand_reach_overlay_draw_legend (overlay, NULL, &w, &h);
      if (w > 0)
        {
          cairo_save (cr);
          cairo_translate (cr, view->width - w - CARD_MARGIN, CARD_MARGIN);
          sand_reach_overlay_draw_legend (overlay, cr, &w, &h);
          cairo_restore (cr);
        }
    }
  sand_render_scale_bar_card (cr, view->scale, options->length_unit, CARD_MARGIN, view->height - CARD_MARGIN);
  cairo_restore (cr);
}

gboolean
sand_render_view_to_file (SandScenario            *scenario,
                          const char              *filename,
                          const SandRenderOptions *options,
                          const SandView          *view,
                          SandReachOverlay        *overlay,
                          GError                 **error)
{
  SandPageFormat format;
  SandRenderFile *out;
  cairo_surface_t *surface;
  cairo_status_t status = CAIRO_STATUS_SUCCESS;
  cairo_t *cr;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (filename != NULL && options != NULL && view != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!sand_page_format_from_filename (filename, &format))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("Cannot tell the format of “%s”: name it .png, .svg or .pdf"), filename);
      return FALSE;
    }
  if (view->width < 1 || view->height < 1 || view->width > MAX_SIDE || view->height > MAX_SIDE
      || view->scale <= 0)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("A %.0f × %.0f view cannot be written"), view->width, view->height);
      return FALSE;
    }

  out = sand_render_file_open (filename, error);
  if (out == NULL)
    return FALSE;
  switch (format)
    {
    case SAND_PAGE_FORMAT_PNG:
      surface = sand_render_image_surface_new (CAIRO_FORMAT_RGB24, (int) view->width, (int) view->height);
      break;
    case SAND_PAGE_FORMAT_PDF:
      surface = cairo_pdf_surface_create_for_stream (sand_render_file_write, out, view->width, view->height);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Sandtable");
      if (sand_scenario_get_title (scenario) != NULL)
        cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, sand_scenario_get_title (scenario));
      break;
    case SAND_PAGE_FORMAT_SVG:
    default:
      surface = cairo_svg_surface_create_for_stream (sand_render_file_write, out, view->width, view->height);
      break;
    }

  cr = cairo_create (surface);
  sand_render_view (cr, scenario, options, view, overlay);
  cairo_show_page (cr);
  cairo_destroy (cr);
  if (format == SAND_PAGE_FORMAT_PNG)
    status = sand_render_png_write (surface, sand_render_file_write, out);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return sand_render_file_close (out, status, error);
}
