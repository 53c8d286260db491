/* sand-backdrop-image.c: reading and decoding a backdrop's image.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-backdrop-href.h"
#include "sand-backdrop-image-private.h"
#include "sand-error.h"

static void
set_error (GError    **error,
           const char *format,
           ...) G_GNUC_PRINTF (2, 3);

static void
set_error (GError    **error,
           const char *format,
           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, SAND_ERROR, SAND_ERROR_INVALID, message);
}

static gboolean
refuse_size (double   width,
             double   height,
             GError **error)
{
  if (width * height <= SAND_BACKDROP_MAX_PIXELS && width <= 65535 && height <= 65535)
    return FALSE;
  set_error (error, _("the image is %.0f × %.0f pixels, more than Sandtable takes (%d million "
                      "pixels): scale it down"),
             width, height, SAND_BACKDROP_MAX_PIXELS / 1000000);
  return TRUE;
}

/* gdk-pixbuf's RGB(A) into cairo's premultiplied native-endian ARGB. */
static cairo_surface_t *
surface_from_pixbuf (GdkPixbuf *pixbuf)
{
  int width = gdk_pixbuf_get_width (pixbuf), height = gdk_pixbuf_get_height (pixbuf);
  int channels = gdk_pixbuf_get_n_channels (pixbuf), stride = gdk_pixbuf_get_rowstride (pixbuf);
  const guint8 *pixels = gdk_pixbuf_read_pixels (pixbuf);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  guint8 *out;
  int out_stride;

  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    return surface;
  cairo_surface_flush (surface);
  out = cairo_image_surface_get_data (surface);
  out_stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < height; y++)
    {
      const guint8 *p = pixels + (gsize) y * stride;
      guint32 *q = (guint32 *) (gpointer) (out + (gsize) y * out_stride);

      for (int x = 0; x < width; x++, p += channels)
        {
          guint a = channels == 4 ? p[3] : 255;
          guint r = (p[0] * a + 127) / 255, g = (p[1] * a + 127) / 255, b = (p[2] * a + 127) / 255;

          q[x] = a << 24 | r << 16 | g << 8 | b;
        }
    }
  cairo_surface_mark_dirty (surface);
  return surface;
}

static void
size_prepared_cb (GdkPixbufLoader *loader,
                  int              width,
                  int              height,
                  gpointer         user_data)
{
  double pixels = (double) width * height;

  /* JPEG decodes straight to the smaller size. */
  if (pixels > SAND_BACKDROP_DECODE_PIXELS)
    {
      double s = sqrt (SAND_BACKDROP_DECODE_PIXELS / pixels);

      gdk_pixbuf_loader_set_size (loader, MAX (1, (int) (width * s)), MAX (1, (int) (height * s)));
    }
}

/* How far down the decoder has filled the picture: a file cut short leaves the
 * rest blank without an error from gdk-pixbuf. */
static void
area_updated_cb (GdkPixbufLoader *loader,
                 int              x,
                 int              y,
                 int              width,
                 int              height,
                 int             *bottom)
{
  *bottom = MAX (*bottom, y + height);
}

static gboolean
decode_raster (SandBackdropImage *self,
               GBytes            *bytes,
               GError           **error)
{
  g_autoptr (GdkPixbufLoader) loader = NULL;
  guint width = 0, height = 0;
  int bottom = 0;
  GdkPixbuf *pixbuf;
  gsize length;
  const guint8 *data = g_bytes_get_data (bytes, &length);

  if (!sand_image_header_size (self->format, data, length, &width, &height))
    {
      set_error (error, _("the image's header is broken: it is not a PNG or JPEG Sandtable can read"));
      return FALSE;
    }
  if (refuse_size (width, height, error))
    return FALSE;

  loader = gdk_pixbuf_loader_new_with_type (self->format == SAND_IMAGE_PNG ? "png" : "jpeg", NULL);
  if (loader == NULL)
    {
      set_error (error, _("this system cannot decode PNG or JPEG images (gdk-pixbuf's loaders are missing)"));
      return FALSE;
    }
  g_signal_connect (loader, "size-prepared", G_CALLBACK (size_prepared_cb), NULL);
  g_signal_connect (loader, "area-updated", G_CALLBACK (area_updated_cb), &bottom);
  if (!gdk_pixbuf_loader_write_bytes (loader, bytes, NULL) || !gdk_pixbuf_loader_close (loader, NULL)
      || (pixbuf = gdk_pixbuf_loader_get_pixbuf (loader)) == NULL
      || bottom < gdk_pixbuf_get_height (pixbuf))
    {
      gdk_pixbuf_loader_close (loader, NULL);
      set_error (error, _("the image is damaged: it cannot be decoded"));
      return FALSE;
    }
  self->width = width;
  self->height = height;
  self->raster = surface_from_pixbuf (pixbuf);
  self->raster_scale = (double) gdk_pixbuf_get_width (pixbuf) / width;
  if (cairo_surface_status (self->raster) != CAIRO_STATUS_SUCCESS)
    {
      set_error (error, _("there is not enough memory for the image"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
decode_svg (SandBackdropImage *self,
            GBytes            *bytes,
            GError           **error)
{
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_bytes (bytes);
  double width = 0, height = 0;

  /* No base file: the SVG can reach no other file, nor any URL. */
  self->svg = rsvg_handle_new_from_stream_sync (stream, NULL, RSVG_HANDLE_FLAGS_NONE, NULL, NULL);
  if (self->svg == NULL)
    {
      set_error (error, _("the SVG image is damaged: it cannot be read"));
      return FALSE;
    }
  if (!rsvg_handle_get_intrinsic_size_in_pixels (self->svg, &width, &height))
    {
      gboolean has_viewbox = FALSE;
      RsvgRectangle viewbox;

      rsvg_handle_get_intrinsic_dimensions (self->svg, NULL, NULL, NULL, NULL, &has_viewbox, &viewbox);
      width = has_viewbox ? viewbox.width : 0;
      height = has_viewbox ? viewbox.height : 0;
    }
  if (!(width > 0 && height > 0 && width < 1e6 && height < 1e6))
    {
      set_error (error, _("the SVG image has no size (give its <svg> a width and height or a viewBox)"));
      return FALSE;
    }
  self->width = width;
  self->height = height;
  return TRUE;
}

static gboolean
decode_pdf (SandBackdropImage *self,
            GBytes            *bytes,
            int                page,
            GError           **error)
{
  int n;

  self->pdf = poppler_document_new_from_bytes (bytes, NULL, NULL);
  if (self->pdf == NULL)
    {
      set_error (error, _("the PDF is damaged or protected by a password: it cannot be read"));
      return FALSE;
    }
  n = poppler_document_get_n_pages (self->pdf);
  if (page < 1 || page > n)
    {
      set_error (error, ngettext ("the PDF has %d page, not a page %d", "the PDF has %d pages, not a page %d", n),
                 n, page);
      return FALSE;
    }
  self->page = poppler_document_get_page (self->pdf, page - 1);
  poppler_page_get_size (self->page, &self->width, &self->height);
  if (!(self->width > 0 && self->height > 0))
    {
      set_error (error, _("page %d of the PDF has no size"), page);
      return FALSE;
    }
  return TRUE;
}

SandBackdropImage *
sand_backdrop_image_load (const char *href,
                          int         page,
                          GFile      *base_dir,
                          GError    **error)
{
  g_autoptr (SandBackdropImage) self = NULL;
  g_autoptr (GBytes) bytes = NULL;
  gsize length;
  const guint8 *data;
  gboolean ok;

  bytes = sand_backdrop_href_read (href, base_dir, SAND_BACKDROP_MAX_BYTES, error);
  if (bytes == NULL)
    return NULL;

  self = g_new0 (SandBackdropImage, 1);
  g_atomic_ref_count_init (&self->ref);
  data = g_bytes_get_data (bytes, &length);
  self->format = sand_image_header_format (data, length);
  switch (self->format)
    {
    case SAND_IMAGE_PNG:
    case SAND_IMAGE_JPEG:
      ok = decode_raster (self, bytes, error);
      break;
    case SAND_IMAGE_SVG:
      ok = decode_svg (self, bytes, error);
      break;
    case SAND_IMAGE_PDF:
      ok = decode_pdf (self, bytes, page, error);
      break;
    case SAND_IMAGE_UNKNOWN:
    default:
      set_error (error, _("it is not an image Sandtable can read (PNG, JPEG, SVG or PDF)"));
      ok = FALSE;
    }
  return ok ? g_steal_pointer (&self) : NULL;
}

SandBackdropImage *
sand_backdrop_image_ref (SandBackdropImage *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref);
  return self;
}

void
sand_backdrop_image_unref (SandBackdropImage *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_ref_count_dec (&self->ref))
    return;
  g_clear_pointer (&self->raster, cairo_surface_destroy);
  g_clear_pointer (&self->warped, cairo_surface_destroy);
  g_clear_object (&self->svg);
  g_clear_object (&self->page);
  g_clear_object (&self->pdf);
  g_free (self);
}

double
sand_backdrop_image_get_width (SandBackdropImage *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->width;
}

double
sand_backdrop_image_get_height (SandBackdropImage *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->height;
}

const char *
sand_backdrop_image_get_mime_type (SandBackdropImage *self)
{
  static const char * const types[] = {
    [SAND_IMAGE_UNKNOWN] = "application/octet-stream",
    [SAND_IMAGE_PNG] = "image/png",
    [SAND_IMAGE_JPEG] = "image/jpeg",
    [SAND_IMAGE_SVG] = "image/svg+xml",
    [SAND_IMAGE_PDF] = "application/pdf",
  };

  g_return_val_if_fail (self != NULL, NULL);
  return types[self->format];
}

void
_sand_backdrop_image_draw_vector (SandBackdropImage *self,
                                  cairo_t           *cr)
{
  if (self->svg != NULL)
    {
      RsvgRectangle viewport = { 0, 0, self->width, self->height };

      rsvg_handle_render_document (self->svg, cr, &viewport, NULL);
    }
  else if (self->page != NULL)
    {
      /* a page is drawn on white, as it prints */
      cairo_rectangle (cr, 0, 0, self->width, self->height);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill (cr);
      poppler_page_render (self->page, cr);
    }
}

cairo_surface_t *
_sand_backdrop_image_get_raster (SandBackdropImage *self)
{
  if (self->raster == NULL)
    {
      double scale = MIN (4096 / MAX (self->width, self->height), 8);
      cairo_t *cr;

      self->raster = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, MAX (1, (int) ceil (self->width * scale)),
                                                 MAX (1, (int) ceil (self->height * scale)));
      self->raster_scale = scale;
      cr = cairo_create (self->raster);
      cairo_scale (cr, scale, scale);
      _sand_backdrop_image_draw_vector (self, cr);
      cairo_destroy (cr);
    }
  return self->raster;
}

gboolean
sand_backdrop_image_check (SandBackdropImage *self,
                           SandBackdrop      *backdrop,
                           GError           **error)
{
  SandBackdropFault fault = sand_backdrop_check (backdrop, self->width, self->height, NULL);

  if (fault == SAND_BACKDROP_FAULT_NONE)
    return TRUE;
  set_error (error, "%s", sand_backdrop_fault_describe (fault));
  return FALSE;
}

char *
sand_backdrop_problem (SandBackdrop *backdrop,
                       const char   *display_name,
                       const char   *reason)
{
  g_autofree char *what = sand_backdrop_href_describe (sand_backdrop_get_href (backdrop));
  guint line = sand_backdrop_get_source_line (backdrop);

  if (line > 0)
    /* Translators: file:line: backdrop “table.jpg”: what is wrong */
    return g_strdup_printf (_("%s:%u: backdrop %s: %s"), display_name, line, what, reason);
  return g_strdup_printf (_("%s: backdrop %s: %s"), display_name, what, reason);
}

SandBackdropImage *
sand_backdrop_image_open (SandBackdrop *backdrop,
                          GFile        *base_dir,
                          const char   *display_name,
                          GError      **error)
{
  g_autoptr (SandBackdropImage) image = NULL;
  g_autoptr (GError) local_error = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (SAND_IS_BACKDROP (backdrop), NULL);

  image = sand_backdrop_image_load (sand_backdrop_get_href (backdrop), sand_backdrop_get_page (backdrop),
                                    base_dir, &local_error);
  if (image != NULL && sand_backdrop_image_check (image, backdrop, &local_error))
    return g_steal_pointer (&image);
  message = sand_backdrop_problem (backdrop, display_name, local_error->message);
  g_set_error_literal (error, SAND_ERROR, local_error->code, message);
  return NULL;
}

int
sand_backdrop_image_get_n_pages (SandBackdropImage *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->pdf != NULL ? poppler_document_get_n_pages (self->pdf) : 1;
}
