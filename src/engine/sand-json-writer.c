/* sand-json-writer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-json-writer.h"

struct _SandJsonWriter
{
  GString *text;
  GArray  *first;     /* per open container: nothing written in it yet */
  gboolean after_key;
};

SandJsonWriter *
sand_json_writer_new (void)
{
  SandJsonWriter *self = g_new0 (SandJsonWriter, 1);

  self->text = g_string_new (NULL);
  self->first = g_array_new (FALSE, FALSE, sizeof (gboolean));
  return self;
}

void
sand_json_writer_free (SandJsonWriter *self)
{
  if (self == NULL)
    return;
  g_string_free (self->text, TRUE);
  g_array_unref (self->first);
  g_free (self);
}

const char *
sand_json_writer_get_text (SandJsonWriter *self)
{
  return self->text->str;
}

/* The comma between members, except after a key or first in a container. */
static void
separate (SandJsonWriter *self)
{
  if (self->after_key)
    {
      self->after_key = FALSE;
      return;
    }
  if (self->first->len == 0)
    return;
  gboolean *first = &g_array_index (self->first, gboolean, self->first->len - 1);
  if (!*first)
    g_string_append (self->text, ", ");
  *first = FALSE;
}

static void
open_container (SandJsonWriter *self,
                char            c)
{
  gboolean first = TRUE;

  separate (self);
  g_string_append_c (self->text, c);
  g_array_append_val (self->first, first);
}

static void
close_container (SandJsonWriter *self,
                 char            c)
{
  g_return_if_fail (self->first->len > 0);
  g_array_set_size (self->first, self->first->len - 1);
  g_string_append_c (self->text, c);
}

void
sand_json_writer_begin_object (SandJsonWriter *self)
{
  open_container (self, '{');
}

void
sand_json_writer_end_object (SandJsonWriter *self)
{
  close_container (self, '}');
}

void
sand_json_writer_begin_array (SandJsonWriter *self)
{
  open_container (self, '[');
}

void
sand_json_writer_end_array (SandJsonWriter *self)
{
  close_container (self, ']');
}

static void
append_escaped (GString    *s,
                const char *value)
{
  g_string_append_c (s, '"');
  for (const char *p = value; *p; p++)
    {
      guchar c = (guchar) *p;
      if (c == '"' || c == '\\')
        g_string_append_printf (s, "\\%c", c);
      else if (c == '\n')
        g_string_append (s, "\\n");
      else if (c == '\t')
        g_string_append (s, "\\t");
      else if (c < 0x20)
        g_string_append_printf (s, "\\u%04x", c);
      else
        g_string_append_c (s, (char) c); /* UTF-8 passes through */
    }
  g_string_append_c (s, '"');
}

void
sand_json_writer_key (SandJsonWriter *self,
                      const char     *key)
{
  separate (self);
  append_escaped (self->text, key);
  g_string_append (self->text, ": ");
  self->after_key = TRUE;
}

void
sand_json_writer_string (SandJsonWriter *self,
                         const char     *value)
{
  if (value == NULL)
    {
      sand_json_writer_null (self);
      return;
    }
  separate (self);
  append_escaped (self->text, value);
}

void
sand_json_writer_number (SandJsonWriter *self,
                         double          value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (!isfinite (value))
    {
      sand_json_writer_null (self);
      return;
    }
  separate (self);
  g_ascii_formatd (buf, sizeof buf, "%.3f", value);
  /* drop trailing zeros and a bare point */
  char *end = buf + strlen (buf);
  if (strchr (buf, '.'))
    {
      while (end > buf && end[-1] == '0')
        *--end = '\0';
      if (end > buf && end[-1] == '.')
        *--end = '\0';
    }
  if (g_str_equal (buf, "-0"))
    g_strlcpy (buf, "0", sizeof buf);
  g_string_append (self->text, buf);
}

void
sand_json_writer_boolean (SandJsonWriter *self,
                          gboolean        value)
{
  separate (self);
  g_string_append (self->text, value ? "true" : "false");
}

void
sand_json_writer_null (SandJsonWriter *self)
{
  separate (self);
  g_string_append (self->text, "null");
}
