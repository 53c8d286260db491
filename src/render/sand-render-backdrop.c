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

#include "sand-backdrop-warp.h"

/* Paper resolution a straightened photo is printed and exported at. */
#define PAPER_DPI 200.0
/* Largest quick picture made while a screen waits for a finer one, in pixels:
 * a few milliseconds of warping. */
#define QUICK_PIXELS (256.0 * 1024)

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

/* Whether the kept picture is of this placing, and (with @wanted > 0) within a
 * factor of two of @wanted, so painting it is a plain bilinear scale. */
static gboolean
kept_fits (SandBackdropImage    *image,
           const SandProjective *to_table,
           double                wanted)
{
  if (image->warped == NULL || memcmp (&image->warped_for, to_table, sizeof *to_table) != 0)
    return FALSE;
  return wanted <= 0 || (image->warped_ppi >= wanted * 0.999 && image->warped_ppi <= 2 * wanted);
}

static void
paint_kept (cairo_t           *cr,
            SandBackdrop      *backdrop,
            SandBackdropImage *image)
{
  cairo_translate (cr, image->warped_bounds.x0, image->warped_bounds.y0);
  cairo_scale (cr, 1 / image->warped_ppi, 1 / image->warped_ppi);
  cairo_set_source_surface (cr, image->warped, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_BILINEAR);
  cairo_paint_with_alpha (cr, sand_backdrop_get_opacity (backdrop));
}

/* The resolution a warp for @cr should have, at most the plan's cap. */
static double
wanted_ppi (cairo_t                 *cr,
            const SandRenderOptions *options,
            const SandWarpPlan      *plan)
{
  return MIN (output_ppi (cr, options), plan->cap);
}

/* Warps now (the caller waits) unless what is kept will do. */
static void
draw_warped (cairo_t                 *cr,
             SandBackdrop            *backdrop,
             SandBackdropImage       *image,
             const SandProjective    *to_table,
             const SandRenderOptions *options)
{
  SandWarpPlan plan;
  double wanted;

  if (!_sand_warp_plan (backdrop, image, to_table, &plan))
    return;
  wanted = wanted_ppi (cr, options, &plan);
  if (!kept_fits (image, to_table, wanted))
    {
      double ppi = _sand_warp_plan_ppi (&plan, wanted);
      cairo_surface_t *source = _sand_backdrop_image_get_raster (image);

      cairo_surface_flush (source);
      _sand_warp_keep (image, &plan, _sand_warp (source, &plan, ppi), ppi);
    }
  paint_kept (cr, backdrop, image);
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

gboolean
sand_render_backdrop_now (cairo_t                 *cr,
                          SandBackdrop            *backdrop,
                          SandBackdropImage       *image,
                          const SandRenderOptions *options,
                          double                  *finer_ppi)
{
  SandWarpPlan plan;
  double wanted;

  g_return_val_if_fail (cr != NULL, TRUE);
  g_return_val_if_fail (SAND_IS_BACKDROP (backdrop), TRUE);
  g_return_val_if_fail (image != NULL, TRUE);
  g_return_val_if_fail (finer_ppi != NULL, TRUE);

  if (!_sand_warp_plan_current (backdrop, image, &plan))
    {
      sand_render_backdrop (cr, backdrop, image, options);
      return TRUE;
    }

  wanted = wanted_ppi (cr, options, &plan);
  *finer_ppi = _sand_warp_plan_ppi (&plan, wanted);
  if (!kept_fits (image, &plan.to_table, 0))
    {
      /* nothing of this placing yet: a coarse picture now, for a few ms */
      double area = (plan.bounds.x1 - plan.bounds.x0) * (plan.bounds.y1 - plan.bounds.y0);
      double quick = MIN (*finer_ppi, sqrt (QUICK_PIXELS / area));
      cairo_surface_t *source = _sand_backdrop_image_get_raster (image);

      cairo_surface_flush (source);
      _sand_warp_keep (image, &plan, _sand_warp (source, &plan, quick), quick);
    }
  cairo_save (cr);
  paint_kept (cr, backdrop, image);
  cairo_restore (cr);
  return kept_fits (image, &plan.to_table, wanted);
}
