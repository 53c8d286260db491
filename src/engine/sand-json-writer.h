/* sand-json-writer.h: a tiny JSON writer for the command line's machine output.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _SandJsonWriter SandJsonWriter;

SandJsonWriter *sand_json_writer_new          (void);
void            sand_json_writer_free         (SandJsonWriter *self);
/* The text so far; the writer keeps ownership. */
const char     *sand_json_writer_get_text     (SandJsonWriter *self);

void            sand_json_writer_begin_object (SandJsonWriter *self);
void            sand_json_writer_end_object   (SandJsonWriter *self);
void            sand_json_writer_begin_array  (SandJsonWriter *self);
void            sand_json_writer_end_array    (SandJsonWriter *self);
/* The name of the next member of the current object. */
void            sand_json_writer_key          (SandJsonWriter *self,
                                               const char     *key);
void            sand_json_writer_string       (SandJsonWriter *self,
                                               const char     *value);
/* At most three decimals, trailing zeros dropped ("6", "113.097"). */
void            sand_json_writer_number       (SandJsonWriter *self,
                                               double          value);
void            sand_json_writer_boolean      (SandJsonWriter *self,
                                               gboolean        value);
void            sand_json_writer_null         (SandJsonWriter *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandJsonWriter, sand_json_writer_free)

G_END_DECLS
