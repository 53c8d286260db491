/* sand-image-header.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-image-header.h"

static const guint8 png_signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

/* An SVG document: after an optional byte-order mark, comments, <?xml …?> and
 * <!DOCTYPE …>, the first element is <svg> (with or without a prefix). */
static gboolean
looks_like_svg (const guint8 *data,
                gsize         length)
{
  g_autofree char *head = g_strndup ((const char *) data, MIN (length, 4096));
  const char *p = head;
  gsize name;

  if (g_str_has_prefix (p, "\xef\xbb\xbf"))
    p += 3;
  for (;;)
    {
      const char *end;

      p += strspn (p, " \t\r\n");
      if (g_str_has_prefix (p, "<!--"))
        end = (end = strstr (p, "-->")) != NULL ? end + 2 : NULL;
      else if (g_str_has_prefix (p, "<?") || g_str_has_prefix (p, "<!"))
        end = strchr (p, '>');
      else
        break;
      if (end == NULL)
        return FALSE;
      p = end + 1;
    }
  if (*p != '<')
    return FALSE;
  p++;
  name = strcspn (p, " \t\r\n/>");
  /* "svg" or "prefix:svg" */
  return (name == 3 && strncmp (p, "svg", 3) == 0)
         || (name > 4 && strncmp (p + name - 4, ":svg", 4) == 0);
}

SandImageFormat
sand_image_header_format (const guint8 *data,
                          gsize         length)
{
  if (length >= 8 && memcmp (data, png_signature, 8) == 0)
    return SAND_IMAGE_PNG;
  if (length >= 3 && data[0] == 0xff && data[1] == 0xd8 && data[2] == 0xff)
    return SAND_IMAGE_JPEG;
  if (length >= 5 && memcmp (data, "%PDF-", 5) == 0)
    return SAND_IMAGE_PDF;
  if (looks_like_svg (data, length))
    return SAND_IMAGE_SVG;
  return SAND_IMAGE_UNKNOWN;
}

static guint
be16 (const guint8 *p)
{
  return (guint) p[0] << 8 | p[1];
}

static guint
be32 (const guint8 *p)
{
  return (guint) p[0] << 24 | (guint) p[1] << 16 | (guint) p[2] << 8 | p[3];
}

/* A JPEG's frame header (SOF0…SOF15 but DHT, JPG and DAC) gives its size; the
 * segments before it are skipped by their lengths. */
static gboolean
jpeg_size (const guint8 *data,
           gsize         length,
           guint        *width,
           guint        *height)
{
  gsize i = 2;

  while (i + 4 <= length)
    {
      guint marker, size;

      if (data[i] != 0xff)
        return FALSE;
      marker = data[i + 1];
      if (marker == 0xff)
        {
          i++;
          continue;
        }
      if (marker == 0xd8 || marker == 0x01 || (marker >= 0xd0 && marker <= 0xd7))
        {
          i += 2;
          continue;
        }
      size = be16 (data + i + 2);
      if (size < 2)
        return FALSE;
      if (marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 && marker != 0xcc)
        {
          if (i + 9 > length)
            return FALSE;
          *height = be16 (data + i + 5);
          *width = be16 (data + i + 7);
          return *width > 0 && *height > 0;
        }
      if (marker == 0xd9 || marker == 0xda)
        return FALSE;
      i += 2 + size;
    }
  return FALSE;
}

gboolean
sand_image_header_size (SandImageFormat format,
                        const guint8   *data,
                        gsize           length,
                        guint          *width,
                        guint          *height)
{
  switch (format)
    {
    case SAND_IMAGE_PNG:
      /* the signature, then IHDR: length, "IHDR", width, height */
      if (length < 24 || memcmp (data + 12, "IHDR", 4) != 0)
        return FALSE;
      *width = be32 (data + 16);
      *height = be32 (data + 20);
      return *width > 0 && *height > 0;
    case SAND_IMAGE_JPEG:
      return jpeg_size (data, length, width, height);
    case SAND_IMAGE_SVG:
    case SAND_IMAGE_PDF:
    case SAND_IMAGE_UNKNOWN:
    default:
      return FALSE;
    }
}
