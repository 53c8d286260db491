/* sand-error.h: the error domain of Sandtable's core.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SAND_ERROR (sand_error_quark ())

typedef enum
{
  SAND_ERROR_IO,        /* the file could not be read or written */
  SAND_ERROR_PARSE,     /* not well-formed XML, or refused constructs (DTD, entities) */
  SAND_ERROR_INVALID,   /* well-formed but not a valid document */
  SAND_ERROR_NOT_FOUND, /* a named unit, ruleset, mode… does not exist */
  SAND_ERROR_FAILED,
} SandError;

GQuark      sand_error_quark         (void);

/* Why a file could not be read (or, @writing, written), in the program's words
 * for the user ("its folder does not exist"), from a G_IO_ERROR or G_FILE_ERROR
 * @error, whose own message is the library's. */
const char *sand_error_describe_file (const GError *error,
                                      gboolean      writing);

G_END_DECLS
