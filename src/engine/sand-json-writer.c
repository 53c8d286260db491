/* sand-json-writer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <math.h>

#include "sand-json-writer.h"

struct _SandJsonWriter
{
  JsonBuilder *builder;
  gboolean     pretty;
  char        *text;   /* written when first asked for */
};

SandJsonWriter *
sand_json_writer_new (void)
{
  SandJsonWriter *self = g_new0 (SandJsonWriter, 1);

  /* immutable: the nodes are shared with the generator rather than copied */
  self->builder = json_builder_new_immutable ();
  return self;
}

void
sand_json_writer_free (SandJsonWriter *self)
{
  if (self == NULL)
    return;
  g_object_unref (self->builder);
  g_free (self->text);
  g_free (self);
}

void
sand_json_writer_set_pretty (SandJsonWriter *self,
                             gboolean        pretty)
{
  self->pretty = pretty;
  g_clear_pointer (&self->text, g_free);
}

const char *
sand_json_writer_get_text (SandJsonWriter *self)
{
  if (self->text == NULL)
    {
      g_autoptr (JsonNode) root = json_builder_get_root (self->builder);
      g_autoptr (JsonGenerator) generator = json_generator_new ();

      /* an unfinished value has no text yet */
      if (root == NULL)
        return "";
      json_generator_set_root (generator, root);
      json_generator_set_pretty (generator, self->pretty);
      json_generator_set_indent (generator, 2);
      self->text = json_generator_to_data (generator, NULL);
    }
  return self->text;
}

void
sand_json_writer_begin_object (SandJsonWriter *self)
{
  json_builder_begin_object (self->builder);
}

void
sand_json_writer_end_object (SandJsonWriter *self)
{
  json_builder_end_object (self->builder);
  g_clear_pointer (&self->text, g_free);
}

void
sand_json_writer_begin_array (SandJsonWriter *self)
{
  json_builder_begin_array (self->builder);
}

void
sand_json_writer_end_array (SandJsonWriter *self)
{
  json_builder_end_array (self->builder);
  g_clear_pointer (&self->text, g_free);
}

void
sand_json_writer_key (SandJsonWriter *self,
                      const char     *key)
{
  json_builder_set_member_name (self->builder, key);
}

void
sand_json_writer_string (SandJsonWriter *self,
                         const char     *value)
{
  if (value == NULL)
    json_builder_add_null_value (self->builder);
  else
    json_builder_add_string_value (self->builder, value);
}

void
sand_json_writer_number (SandJsonWriter *self,
                         double          value)
{
  double rounded = round (value * 1000) / 1000;

  if (!isfinite (rounded))
    json_builder_add_null_value (self->builder);
  /* lengths, costs and counts that are whole read as whole: "6", not "6.0" */
  else if (rounded == floor (rounded) && fabs (rounded) < 1e15)
    json_builder_add_int_value (self->builder, (gint64) rounded);
  else
    json_builder_add_double_value (self->builder, rounded);
}

void
sand_json_writer_boolean (SandJsonWriter *self,
                          gboolean        value)
{
  json_builder_add_boolean_value (self->builder, value);
}

void
sand_json_writer_null (SandJsonWriter *self)
{
  json_builder_add_null_value (self->builder);
}
