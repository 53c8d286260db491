/* sand-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "sand-error.h"

G_DEFINE_QUARK (sand-error-quark, sand_error)

const char *
sand_error_describe_file (const GError *error,
                          gboolean      writing)
{
  GIOErrorEnum code = G_IO_ERROR_FAILED;

  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain == G_IO_ERROR)
    code = error->code;
  else if (error->domain == G_FILE_ERROR)
    code = g_io_error_from_file_error (error->code);

  switch (code)
    {
    case G_IO_ERROR_NOT_FOUND:
      return writing ? _("its folder does not exist") : _("there is no such file");
    case G_IO_ERROR_IS_DIRECTORY:
      return _("it is a folder");
    case G_IO_ERROR_NOT_DIRECTORY:
      return _("a part of its path is not a folder");
    case G_IO_ERROR_NOT_REGULAR_FILE:
      return _("it is not a regular file");
    case G_IO_ERROR_PERMISSION_DENIED:
      return writing ? _("there is no permission to write it") : _("there is no permission to read it");
    case G_IO_ERROR_NO_SPACE:
      return _("the disk is full");
    case G_IO_ERROR_READ_ONLY:
      return _("the disk is read-only");
    case G_IO_ERROR_FILENAME_TOO_LONG:
      return _("its name is too long");
    case G_IO_ERROR_INVALID_FILENAME:
      return _("its name is not allowed there");
    case G_IO_ERROR_TOO_MANY_LINKS:
      return _("its path goes round in symbolic links");
    case G_IO_ERROR_TOO_MANY_OPEN_FILES:
      return _("too many files are open");
    default:
      return writing ? _("the system could not write it") : _("the system could not read it");
    }
}
