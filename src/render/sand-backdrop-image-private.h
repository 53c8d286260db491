/* sand-backdrop-image-private.h: what the loader and the drawing share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <librsvg/rsvg.h>
#include <poppler.h>

#include "sand-backdrop-image.h"
#include "sand-backdrop-place.h"
#include "sand-image-header.h"

G_BEGIN_DECLS

struct _SandBackdropImage
{
  gatomicrefcount ref;
  SandImageFormat format;
  double width;  /* image units */
  double height;

  /* A raster's pixels, or a vector's drawn once for warping (made on first need). */
  cairo_surface_t *raster;
  double raster_scale; /* raster pixels per image unit */

  RsvgHandle *svg;
  PopplerDocument *pdf;
  PopplerPage *page;

  /* The last warp: a table-aligned picture of the straightened image. */
  cairo_surface_t *warped;
  SandProjective warped_for;
  double warped_ppi;
  SandBounds warped_bounds;
};

/* The raster a warp samples, drawing a vector image at most 4096 pixels across. */
cairo_surface_t *_sand_backdrop_image_get_raster (SandBackdropImage *self);
/* Draws a vector image's own drawing in image units at the current origin. */
void             _sand_backdrop_image_draw_vector (SandBackdropImage *self,
                                                   cairo_t           *cr);

G_END_DECLS
