/* sand-xml-problems.c: the problems of one file, reported together.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-xml-private.h"

/* Enough to fix a file by; a file with more is probably not a scenario at all. */
#define MAX_REPORTED 50

typedef struct
{
  long line;
  guint seq;
  gboolean from_schema;
  SandXmlLevel level;
  gboolean fallback; /* said only when nothing else is said of its line */
  char *message;
  char *unexpected; /* the element's name, or "text", that the reader did not expect */
} Problem;

struct _SandXmlProblems
{
  char *display_name;
  GPtrArray *items; /* Problem */
};

static void
problem_free (gpointer data)
{
  Problem *problem = data;

  g_free (problem->message);
  g_free (problem->unexpected);
  g_free (problem);
}

SandXmlProblems *
_sand_xml_problems_new (const char *display_name)
{
  SandXmlProblems *self = g_new0 (SandXmlProblems, 1);

  self->display_name = g_strdup (display_name != NULL ? display_name : "-");
  self->items = g_ptr_array_new_with_free_func (problem_free);
  return self;
}

void
_sand_xml_problems_free (SandXmlProblems *self)
{
  if (self == NULL)
    return;
  g_free (self->display_name);
  g_ptr_array_unref (self->items);
  g_free (self);
}

static Problem *
add_problem (SandXmlProblems *self,
             long             line,
             gboolean         from_schema,
             char            *message)
{
  Problem *problem = g_new0 (Problem, 1);

  problem->line = MAX (line, 0);
  problem->seq = self->items->len;
  problem->from_schema = from_schema;
  problem->message = message;
  g_ptr_array_add (self->items, problem);
  return problem;
}

void
_sand_xml_problems_add (SandXmlProblems *self,
                        long             line,
                        const char      *format,
                        ...)
{
  va_list args;

  va_start (args, format);
  add_problem (self, line, FALSE, g_strdup_vprintf (format, args));
  va_end (args);
}

void
_sand_xml_problems_add_at (SandXmlProblems *self,
                           const xmlNode   *node,
                           const char      *format,
                           ...)
{
  va_list args;

  va_start (args, format);
  add_problem (self, node != NULL ? xmlGetLineNo (node) : 0, FALSE,
               g_strdup_vprintf (format, args));
  va_end (args);
}

void
_sand_xml_problems_add_unexpected (SandXmlProblems *self,
                                   const xmlNode   *node,
                                   const char      *what,
                                   const char      *format,
                                   ...)
{
  va_list args;

  va_start (args, format);
  add_problem (self, xmlGetLineNo (node), FALSE, g_strdup_vprintf (format, args))->unexpected =
    g_strdup (what);
  va_end (args);
}

void
_sand_xml_problems_add_schema (SandXmlProblems *self,
                               long             line,
                               SandXmlLevel     level,
                               gboolean         fallback,
                               const char      *unexpected,
                               const char      *message)
{
  Problem *problem = add_problem (self, line, TRUE, g_strdup (message));

  /* without a line it cannot say where: only when nothing else is said */
  problem->level = line > 0 ? level : SAND_XML_LEVEL_ECHO;
  problem->fallback = fallback;
  problem->unexpected = g_strdup (unexpected);
}

void
_sand_xml_problems_add_fallback (SandXmlProblems *self,
                                 long             line,
                                 const char      *format,
                                 ...)
{
  va_list args;

  va_start (args, format);
  add_problem (self, line, TRUE, g_strdup_vprintf (format, args))->fallback = TRUE;
  va_end (args);
}

guint
_sand_xml_problems_count (SandXmlProblems *self)
{
  return self->items->len;
}

static int
compare_problems (gconstpointer a,
                  gconstpointer b)
{
  const Problem *x = *(const Problem * const *) a;
  const Problem *y = *(const Problem * const *) b;

  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  return x->seq < y->seq ? -1 : (x->seq > y->seq);
}

/* The schema's "unexpected element <frob> inside <area>" says no more than the
 * reader's own at the same line (nor its "unexpected text" than the reader's),
 * nor than its own first message about the same element. */
static gboolean
is_unexpected_echo (SandXmlProblems *self,
                    const Problem   *problem)
{
  if (!problem->from_schema || problem->unexpected == NULL)
    return FALSE;
  for (guint i = 0; i < self->items->len; i++)
    {
      const Problem *other = g_ptr_array_index (self->items, i);

      /* the reader's own, or the schema's first of the same element */
      if ((!other->from_schema || other->seq < problem->seq) && other->line == problem->line
          && g_strcmp0 (other->unexpected, problem->unexpected) == 0)
        return TRUE;
    }
  return FALSE;
}

/* A fallback is said only when nothing else is said of its line. */
static gboolean
is_covered_fallback (SandXmlProblems *self,
                     const Problem   *problem)
{
  if (!problem->fallback)
    return FALSE;
  for (guint i = 0; i < self->items->len; i++)
    {
      const Problem *other = g_ptr_array_index (self->items, i);

      if (!other->fallback && other->level == problem->level && other->line == problem->line)
        return TRUE;
    }
  return FALSE;
}

/* The same message at the same line, said by the schema and the reader */
static gboolean
is_repeated (GPtrArray     *shown,
             const Problem *problem)
{
  for (guint i = 0; i < shown->len; i++)
    {
      const Problem *other = g_ptr_array_index (shown, i);

      if (other->line == problem->line && g_str_equal (other->message, problem->message))
        return TRUE;
    }
  return FALSE;
}

gboolean
_sand_xml_problems_check (SandXmlProblems *self,
                          SandError        code,
                          GError         **error)
{
  g_autoptr (GPtrArray) shown = g_ptr_array_new ();
  g_autoptr (GString) text = g_string_new (NULL);
  SandXmlLevel level = SAND_XML_LEVEL_ECHO;

  if (self->items->len == 0)
    return TRUE;

  /* The most precise problems there are: the schema's consequences of them, or
   * its failures of whole elements, only when nothing more precise is said. */
  for (guint i = 0; i < self->items->len; i++)
    level = MIN (level, ((Problem *) g_ptr_array_index (self->items, i))->level);
  for (guint i = 0; i < self->items->len; i++)
    {
      Problem *problem = g_ptr_array_index (self->items, i);

      if (problem->level == level && !is_unexpected_echo (self, problem)
          && !is_covered_fallback (self, problem) && !is_repeated (shown, problem))
        g_ptr_array_add (shown, problem);
    }

  g_ptr_array_sort (shown, compare_problems);

  for (guint i = 0; i < shown->len && i < MAX_REPORTED; i++)
    {
      const Problem *problem = g_ptr_array_index (shown, i);

      if (i > 0)
        g_string_append_c (text, '\n');
      if (problem->line > 0)
        g_string_append_printf (text, "%s:%ld: %s", self->display_name, problem->line,
                                problem->message);
      else
        g_string_append_printf (text, "%s: %s", self->display_name, problem->message);
    }
  if (shown->len > MAX_REPORTED)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "%s: and %u more problem",
                                           "%s: and %u more problems",
                                           shown->len - MAX_REPORTED),
                              self->display_name, shown->len - MAX_REPORTED);
    }

  g_set_error_literal (error, SAND_ERROR, code, text->str);
  return FALSE;
}
