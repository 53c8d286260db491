/* sand-backdrop-image.h: a backdrop's image decoded, and drawn under the table.
 *
 * PNG and JPEG through gdk-pixbuf, SVG through librsvg, a page of a PDF through
 * poppler. Image units are the image's pixels (an SVG's CSS pixels, a PDF
 * page's points): the units of <corner image="x,y">. Nothing is fetched from the
 * network, and an image too large is refused from its header, before decoding.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "sand-backdrop.h"
#include "sand-render.h"

G_BEGIN_DECLS

typedef struct _SandBackdropImage SandBackdropImage;

/* Largest image taken, in pixels (a 48-megapixel photo fits; 20,000 × 20,000
 * does not) and bytes. Rasters over SAND_BACKDROP_DECODE_PIXELS are decoded
 * scaled down to it, their image units unchanged. */
#define SAND_BACKDROP_MAX_PIXELS (50 * 1000 * 1000)
#define SAND_BACKDROP_MAX_BYTES ((gsize) 200 * 1000 * 1000)
#define SAND_BACKDROP_DECODE_PIXELS (4096 * 4096)

/* Decodes the image @href names (page @page of a PDF); relative paths against
 * @base_dir. NULL with @error (SAND_ERROR, a reason without file or line) when it
 * is missing, unreadable, not an image Sandtable reads, or too large. */
SandBackdropImage *sand_backdrop_image_load     (const char        *href,
                                                 int                page,
                                                 GFile             *base_dir,
                                                 GError           **error);
SandBackdropImage *sand_backdrop_image_ref      (SandBackdropImage *self);
void               sand_backdrop_image_unref    (SandBackdropImage *self);
/* Size in image units. */
double             sand_backdrop_image_get_width  (SandBackdropImage *self);
double             sand_backdrop_image_get_height (SandBackdropImage *self);
/* The MIME type of its format ("image/png", …), for embedding. */
const char        *sand_backdrop_image_get_mime_type (SandBackdropImage *self);

/* FALSE with @error (a reason) when @backdrop's corners do not place this image:
 * folded, or outside it. */
gboolean           sand_backdrop_image_check    (SandBackdropImage *self,
                                                 SandBackdrop      *backdrop,
                                                 GError           **error);
/* "FILE:LINE: backdrop “HREF”: REASON" (no line when it was not read from a file). */
char              *sand_backdrop_problem        (SandBackdrop      *backdrop,
                                                 const char        *display_name,
                                                 const char        *reason);
/* Load and check, with the message above in @error. */
SandBackdropImage *sand_backdrop_image_open     (SandBackdrop      *backdrop,
                                                 GFile             *base_dir,
                                                 const char        *display_name,
                                                 GError           **error);

/* The same as sand_backdrop_image_load(), in a worker thread, so the caller's
 * main loop runs on while a large photo is decoded; @callback is called in the
 * caller's thread-default main context. */
void               sand_backdrop_image_load_async  (const char          *href,
                                                    int                  page,
                                                    GFile               *base_dir,
                                                    GCancellable        *cancellable,
                                                    GAsyncReadyCallback  callback,
                                                    gpointer             user_data);
SandBackdropImage *sand_backdrop_image_load_finish (GAsyncResult        *result,
                                                    GError             **error);

/* Pages in the PDF the image is a page of (1 for any other image). */
int                sand_backdrop_image_get_n_pages (SandBackdropImage *self);

/* Draws @image where @backdrop's corners place it, at its opacity, in table
 * inches (as sand_render_scenario()), at the resolution of @cr's target: screen
 * pixels, or options->pixels_per_inch on paper. Nothing when the corners do not
 * place it. A photo straightened by four corners is warped once per placing and
 * resolution and kept. */
void               sand_render_backdrop         (cairo_t                 *cr,
                                                 SandBackdrop            *backdrop,
                                                 SandBackdropImage       *image,
                                                 const SandRenderOptions *options);

/* For a screen that must not wait: draws @image as sand_render_backdrop() would,
 * but a photo straightened by four corners from the picture kept for its placing
 * (at another resolution, scaled; or, for a new placing, a coarse one made in a
 * few milliseconds). TRUE when that is the drawing wanted; FALSE with
 * *@finer_ppi when a finer picture should be made with
 * sand_backdrop_image_warp_async() and the table drawn again. */
gboolean           sand_render_backdrop_now     (cairo_t                 *cr,
                                                 SandBackdrop            *backdrop,
                                                 SandBackdropImage       *image,
                                                 const SandRenderOptions *options,
                                                 double                  *finer_ppi);
/* Straightens @backdrop's photo at @ppi pixels an inch in a worker thread;
 * finishing keeps the picture in the image (in the caller's thread) for the
 * placing @backdrop had when this was called. Finishing gives FALSE without an
 * error when the backdrop is not placed by four corners, and FALSE with
 * G_IO_ERROR_CANCELLED once @cancellable is cancelled (nothing kept). */
void               sand_backdrop_image_warp_async  (SandBackdropImage   *self,
                                                    SandBackdrop        *backdrop,
                                                    double               ppi,
                                                    GCancellable        *cancellable,
                                                    GAsyncReadyCallback  callback,
                                                    gpointer             user_data);
gboolean           sand_backdrop_image_warp_finish (GAsyncResult        *result,
                                                    GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandBackdropImage, sand_backdrop_image_unref)

G_END_DECLS
