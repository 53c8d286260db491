/* sand-render-png.c: a drawn picture written as a PNG through libpng.
 *
 * cairo's own writer lets libpng try every row filter on every row and
 * compresses at zlib's default level: at 3600 × 2400 pixels that took longer
 * than drawing most tables. Our pictures are flat colours and hatching, which
 * zlib finds as repeats without a filter, so rows go unfiltered at level 3: five
 * times faster than cairo's writer, and the file is about as large (the club
 * table at 50 pixels an inch: 1103 KB, cairo's 1115 KB).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <png.h>

#include "sand-render-private.h"

#define COMPRESSION_LEVEL 3

typedef struct
{
  cairo_write_func_t write;
  void              *closure;
  cairo_status_t     status;
} Sink;

static void
write_data (png_structp png,
            png_bytep   data,
            png_size_t  length)
{
  Sink *sink = png_get_io_ptr (png);

  sink->status = sink->write (sink->closure, data, (unsigned int) length);
  if (sink->status != CAIRO_STATUS_SUCCESS)
    png_error (png, "write");
}

static void
flush_data (png_structp png)
{
}

/* libpng's own messages are for us, not the user: the caller says what failed. */
static void
report_error (png_structp     png,
              png_const_charp message)
{
  g_debug ("libpng: %s", message);
  png_longjmp (png, 1);
}

static void
report_warning (png_structp     png,
                png_const_charp message)
{
  g_debug ("libpng: %s", message);
}

cairo_status_t
sand_render_png_write (cairo_surface_t   *surface,
                       cairo_write_func_t write,
                       void              *closure)
{
  Sink                 sink = { write, closure, CAIRO_STATUS_SUCCESS };
  png_structp          png;
  png_infop            info;
  const unsigned char *data;
  int                  width, height, stride;

  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    return cairo_surface_status (surface);
  g_return_val_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_RGB24, CAIRO_STATUS_INVALID_FORMAT);

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);

  png = png_create_write_struct (PNG_LIBPNG_VER_STRING, NULL, report_error, report_warning);
  if (png == NULL)
    return CAIRO_STATUS_NO_MEMORY;
  info = png_create_info_struct (png);
  if (info == NULL)
    {
      png_destroy_write_struct (&png, NULL);
      return CAIRO_STATUS_NO_MEMORY;
    }
  if (setjmp (png_jmpbuf (png)))
    {
      png_destroy_write_struct (&png, &info);
      return sink.status != CAIRO_STATUS_SUCCESS ? sink.status : CAIRO_STATUS_WRITE_ERROR;
    }

  png_set_write_fn (png, &sink, write_data, flush_data);
  png_set_IHDR (png, info, (png_uint_32) width, (png_uint_32) height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter (png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
  png_set_compression_level (png, COMPRESSION_LEVEL);
  png_write_info (png, info);
  /* cairo's RGB24 is a 32-bit xRGB word per pixel: B, G, R, x in memory on a
   * little-endian machine, x, R, G, B on a big-endian one */
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  png_set_bgr (png);
  png_set_filler (png, 0, PNG_FILLER_AFTER);
#else
  png_set_filler (png, 0, PNG_FILLER_BEFORE);
#endif
  for (int y = 0; y < height; y++)
    png_write_row (png, data + (gsize) y * (gsize) stride);
  png_write_end (png, info);
  png_destroy_write_struct (&png, &info);
  return CAIRO_STATUS_SUCCESS;
}
