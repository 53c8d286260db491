/* sand-json-writer.h: the command line's machine output as JSON, built with
 * json-glib (JsonBuilder) and written by its JsonGenerator.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _SandJsonWriter SandJsonWriter;

SandJsonWriter *sand_json_writer_new          (void);
void            sand_json_writer_free         (SandJsonWriter *self);
/* Indented over several lines, for people, rather than on one line. */
void            sand_json_writer_set_pretty   (SandJsonWriter *self,
                                               gboolean        pretty);
/* The text of the value written, once its outermost container is closed; the
 * writer keeps ownership. */
const char     *sand_json_writer_get_text     (SandJsonWriter *self);

void            sand_json_writer_begin_object (SandJsonWriter *self);
void            sand_json_writer_end_object   (SandJsonWriter *self);
void            sand_json_writer_begin_array  (SandJsonWriter *self);
void            sand_json_writer_end_array    (SandJsonWriter *self);
/* The name of the next member of the current object. */
void            sand_json_writer_key          (SandJsonWriter *self,
                                               const char     *key);
/* NULL is written as null. */
void            sand_json_writer_string       (SandJsonWriter *self,
                                               const char     *value);
/* Rounded to three decimals; a whole number is written as one ("6"), others as
 * json-glib writes a double, in the digits that read back as the same number
 * (113.097 may read "113.09699999999999"). NaN and infinities are null. */
void            sand_json_writer_number       (SandJsonWriter *self,
                                               double          value);
void            sand_json_writer_boolean      (SandJsonWriter *self,
                                               gboolean        value);
void            sand_json_writer_null         (SandJsonWriter *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandJsonWriter, sand_json_writer_free)

G_END_DECLS
