/* sand-render-file.c: a picture's file, written by cairo through GIO.
 *
 * cairo's own file writers only say "error while writing to output stream";
 * GIO says why (no such folder, a full disk), which the user is told in the
 * program's words. The file is replaced whole when it is done, and left as it
 * was when writing fails.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-error.h"
#include "sand-render-private.h"

struct _SandRenderFile
{
  char          *filename;
  GOutputStream *stream;
  GError        *error;  /* the first write that failed */
};

static void
set_file_error (GError    **error,
                const char *filename,
                GError     *cause)
{
  /* Translators: a file's name, then why it cannot be written ("its folder does not exist") */
  g_set_error (error, SAND_ERROR, SAND_ERROR_IO, _("%s: cannot write the file: %s"), filename,
               sand_error_describe_file (cause, TRUE));
}

SandRenderFile *
sand_render_file_open (const char *filename,
                       GError    **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (filename);
  g_autoptr (GError) cause = NULL;
  GFileOutputStream *stream = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, NULL, &cause);
  SandRenderFile *self;

  if (stream == NULL)
    {
      set_file_error (error, filename, cause);
      return NULL;
    }
  self = g_new0 (SandRenderFile, 1);
  self->filename = g_strdup (filename);
  self->stream = G_OUTPUT_STREAM (stream);
  return self;
}

cairo_status_t
sand_render_file_write (void                *closure,
                        const unsigned char *data,
                        unsigned int         length)
{
  SandRenderFile *self = closure;

  if (self->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!g_output_stream_write_all (self->stream, data, length, NULL, NULL, &self->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

gboolean
sand_render_file_close (SandRenderFile *self,
                        cairo_status_t  status,
                        GError        **error)
{
  g_autoptr (GError) cause = NULL;
  gboolean ok = FALSE;

  if (self->error != NULL)
    set_file_error (error, self->filename, self->error);
  else if (status == CAIRO_STATUS_NO_MEMORY)
    g_set_error (error, SAND_ERROR, SAND_ERROR_IO, _("%s: there is not enough memory to draw the picture"),
                 self->filename);
  else if (status != CAIRO_STATUS_SUCCESS)
    {
      g_debug ("%s: cairo: %s", self->filename, cairo_status_to_string (status));
      g_set_error (error, SAND_ERROR, SAND_ERROR_IO, _("%s: the picture could not be drawn"), self->filename);
    }
  else if (!g_output_stream_close (self->stream, NULL, &cause))
    set_file_error (error, self->filename, cause);
  else
    ok = TRUE;

  if (!ok && !g_output_stream_is_closed (self->stream))
    {
      /* closing cancelled drops what was written and keeps the old file */
      g_autoptr (GCancellable) cancelled = g_cancellable_new ();

      g_cancellable_cancel (cancelled);
      g_output_stream_close (self->stream, cancelled, NULL);
    }
  g_object_unref (self->stream);
  g_clear_error (&self->error);
  g_free (self->filename);
  g_free (self);
  return ok;
}
