/* sand-render-surface.c: the image surface a whole picture is drawn into.
 *
 * A PNG of a table is tens of megabytes of pixels (3600 × 2400 is 34 MB), all
 * touched first by the white page under it. On this project's virtual machine a
 * fault for every 4 KB page of that cost a tenth of drawing a table of ten
 * thousand features; laid on huge pages (where the system gives them on request:
 * transparent huge pages in "madvise" mode) the same memory takes a few dozen
 * faults. The pixels start cleared, as cairo's own image surfaces do.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "sand-render.h"

#define HUGE_PAGE ((gsize) 2 * 1024 * 1024)

static const cairo_user_data_key_t pixels_key;

cairo_surface_t *
sand_render_image_surface_new (cairo_format_t format,
                               int            width,
                               int            height)
{
  int              stride = cairo_format_stride_for_width (format, width);
  gsize            size;
  gpointer         pixels = NULL;
  cairo_surface_t *surface;

  if (width <= 0 || height <= 0 || stride <= 0 || (gsize) height * (gsize) stride < HUGE_PAGE)
    return cairo_image_surface_create (format, width, height);
  /* rounded up to whole huge pages, so the last is not shared with the heap */
  size = ((gsize) height * (gsize) stride + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
  if (posix_memalign (&pixels, HUGE_PAGE, size) != 0)
    return cairo_image_surface_create (format, width, height);
#ifdef MADV_HUGEPAGE
  madvise (pixels, size, MADV_HUGEPAGE);
#endif
  memset (pixels, 0, size);
  surface = cairo_image_surface_create_for_data (pixels, format, width, height, stride);
  if (cairo_surface_set_user_data (surface, &pixels_key, pixels, free) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      free (pixels);
      return cairo_image_surface_create (format, width, height);
    }
  return surface;
}
