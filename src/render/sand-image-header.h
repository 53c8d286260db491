/* sand-image-header.h: what kind of image some bytes are, and a raster's size,
 * read from its header alone, so an image too large to decode is refused before
 * any pixel memory is taken.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  SAND_IMAGE_UNKNOWN,
  SAND_IMAGE_PNG,
  SAND_IMAGE_JPEG,
  SAND_IMAGE_SVG,
  SAND_IMAGE_PDF,
} SandImageFormat;

/* The format of @data by its first bytes (an SVG: an XML document whose first
 * element is <svg>). */
SandImageFormat sand_image_header_format (const guint8 *data,
                                          gsize         length);
/* A PNG's or JPEG's size in pixels from its header; FALSE when the header is
 * missing or broken (or the format has none, SVG and PDF). */
gboolean        sand_image_header_size   (SandImageFormat format,
                                          const guint8   *data,
                                          gsize           length,
                                          guint          *width,
                                          guint          *height);

G_END_DECLS
