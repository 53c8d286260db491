/* sand-ruleset-expr.c: the small arithmetic of allowances ("mv", "2 * base",
 * "speed-mph / 2 + 3", "50m").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "sand-error.h"
#include "sand-limits.h"
#include "sand-ruleset.h"

/* How much of a long expression a message quotes */
#define QUOTED_CHARS 40

typedef struct
{
  const char  *p;
  const char  *text;
  SandAttrFunc attrs;
  gpointer     data;
  double       scale;
  GError     **error;
  guint        depth; /* sums inside parentheses and choices, which recurse */
} Parser;

static gboolean parse_sum (Parser *ps, double *out);
static gboolean parse_sum_at_depth (Parser *ps, double *out);

/* The choice taken when the unit has no value for the attribute. */
#define CHOICE_UNSET "none"

static void
skip_space (Parser *ps)
{
  while (g_ascii_isspace (*ps->p))
    ps->p++;
}

/* The expression as a message quotes it: its start, when it is long. */
static char *
quoted (const char *text)
{
  g_autofree char *start = NULL;

  if (g_utf8_strlen (text, QUOTED_CHARS + 1) <= QUOTED_CHARS)
    return g_strdup (text);
  start = g_utf8_substring (text, 0, QUOTED_CHARS);
  return g_strconcat (start, "…", NULL);
}

static void
set_error (Parser     *ps,
           SandError   code,
           const char *what)
{
  g_autofree char *text = NULL;

  if (ps->error == NULL || *ps->error != NULL)
    return;
  text = quoted (ps->text);
  /* Translators: an allowance expression, then what is wrong */
  g_set_error (ps->error, SAND_ERROR, code, _ ("cannot work out “%s”: %s"), text, what);
}

static gboolean
fail (Parser     *ps,
      const char *what)
{
  set_error (ps, SAND_ERROR_INVALID, what);
  return FALSE;
}

static gboolean
is_name_char (char c)
{
  return g_ascii_isalnum (c) || c == '-' || c == '_';
}

/* "stance (prone: 2, kneeling: 4, standing: 6)": the value for the attribute's
 * word; the word "none" stands for a unit that does not say ("unloaded-from
 * (none: base, still: base / 2)"). Every branch is parsed, so a file is checked
 * whatever the unit says. */
static gboolean
parse_choice (Parser     *ps,
              const char *name,
              const char *value,
              double     *out)
{
  g_autoptr (GString) keys = g_string_new (NULL);
  gboolean            found = FALSE;

  ps->p++; /* ( */
  for (;;)
    {
      double v;
      skip_space (ps);
      const char *start = ps->p;
      while (is_name_char (*ps->p))
        ps->p++;
      if (ps->p == start)
        return fail (ps, _ ("a word is expected in the list of choices"));
      g_autofree char *key = g_strndup (start, ps->p - start);
      skip_space (ps);
      if (*ps->p != ':')
        return fail (ps, _ ("a colon is expected after each choice"));
      ps->p++;
      if (!parse_sum (ps, &v))
        return FALSE;
      if (!found && g_str_equal (key, value != NULL ? value : CHOICE_UNSET))
        {
          *out = v;
          found = TRUE;
        }
      g_string_append_printf (keys, "%s%s", keys->len ? ", " : "", key);
      skip_space (ps);
      if (*ps->p == ')')
        break;
      if (*ps->p != ',')
        return fail (ps, _ ("a comma or a closing parenthesis is expected"));
      ps->p++;
    }
  ps->p++; /* ) */
  if (!found)
    {
      g_autofree char *msg = value ? g_strdup_printf (_ ("“%s” is “%s”, not one of %s"), name, value, keys->str)
                                   : g_strdup_printf (_ ("the unit has no “%s” (one of %s)"), name, keys->str);
      set_error (ps, SAND_ERROR_NOT_FOUND, msg);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_atom (Parser *ps,
            double *out)
{
  skip_space (ps);
  if (*ps->p == '(')
    {
      ps->p++;
      if (!parse_sum (ps, out))
        return FALSE;
      skip_space (ps);
      if (*ps->p != ')')
        return fail (ps, _ ("a closing parenthesis is missing"));
      ps->p++;
      return TRUE;
    }
  if (*ps->p == '-')
    {
      /* "- - 2": a loop, so no run of signs can go deeper into the stack */
      gboolean negative = FALSE;

      while (*ps->p == '-')
        {
          negative = !negative;
          ps->p++;
          skip_space (ps);
        }
      if (!parse_atom (ps, out))
        return FALSE;
      if (negative)
        *out = -*out;
      return TRUE;
    }
  if (g_ascii_isdigit (*ps->p) || *ps->p == '.')
    {
      char *end;
      *out = g_ascii_strtod (ps->p, &end);
      ps->p = end;
      /* a length in metres, converted with the ground scale */
      if (*ps->p == 'm' && !is_name_char (ps->p[1]))
        {
          *out /= ps->scale > 0 ? ps->scale : 10.0;
          ps->p++;
        }
      else if (g_str_has_prefix (ps->p, "in") && !is_name_char (ps->p[2]))
        ps->p += 2;
      return TRUE;
    }
  if (g_ascii_isalpha (*ps->p))
    {
      const char *start = ps->p;
      /* names may hold '-' (speed-mph); a minus between names needs spaces */
      while (is_name_char (*ps->p))
        ps->p++;
      g_autofree char *name = g_strndup (start, ps->p - start);
      const char      *value = ps->attrs ? ps->attrs (name, ps->data) : NULL;
      char            *end = NULL;
      skip_space (ps);
      if (*ps->p == '(')
        return parse_choice (ps, name, value, out);
      if (value == NULL)
        {
          g_autofree char *msg = g_strdup_printf (_ ("the unit has no “%s”"), name);
          return fail (ps, msg);
        }
      *out = g_ascii_strtod (value, &end);
      if (end == value || *end != '\0')
        {
          g_autofree char *msg = g_strdup_printf (_ ("“%s” is “%s”, not a number"), name, value);
          return fail (ps, msg);
        }
      return TRUE;
    }
  return fail (ps, _ ("a number or a name is expected"));
}

static gboolean
parse_product (Parser *ps,
               double *out)
{
  if (!parse_atom (ps, out))
    return FALSE;
  for (;;)
    {
      skip_space (ps);
      char   op = *ps->p;
      double rhs;
      if (op != '*' && op != '/')
        return TRUE;
      ps->p++;
      if (!parse_atom (ps, &rhs))
        return FALSE;
      if (op == '/' && rhs == 0)
        return fail (ps, _ ("division by zero"));
      *out = op == '*' ? *out * rhs : *out / rhs;
    }
}

/* Sums are where the parser recurses (inside parentheses and choices): their
 * depth is bounded, so no expression can overflow the stack. */
static gboolean
parse_sum (Parser *ps,
           double *out)
{
  gboolean parsed;

  if (ps->depth >= SAND_LIMIT_EXPRESSION_DEPTH)
    {
      g_autofree char *what = g_strdup_printf (_ ("it is nested more than %d deep"),
                                               SAND_LIMIT_EXPRESSION_DEPTH);

      return fail (ps, what);
    }
  ps->depth++;
  parsed = parse_sum_at_depth (ps, out);
  ps->depth--;
  return parsed;
}

static gboolean
parse_sum_at_depth (Parser *ps,
                    double *out)
{
  if (!parse_product (ps, out))
    return FALSE;
  for (;;)
    {
      skip_space (ps);
      char   op = *ps->p;
      double rhs;
      if (op != '+' && op != '-')
        return TRUE;
      ps->p++;
      if (!parse_product (ps, &rhs))
        return FALSE;
      *out = op == '+' ? *out + rhs : *out - rhs;
    }
}

gboolean
sand_ruleset_eval (const char  *expression,
                   SandAttrFunc attrs,
                   gpointer     user_data,
                   double       scale,
                   double      *value,
                   GError     **error)
{
  g_return_val_if_fail (expression != NULL && value != NULL, FALSE);

  Parser ps = { expression, expression, attrs, user_data, scale, error, 0 };
  gsize  length = strlen (expression);

  if (length > SAND_LIMIT_EXPRESSION_LENGTH)
    {
      g_autofree char *what = g_strdup_printf (_ ("it is %lu characters long, more than %d"),
                                               (gulong) length, SAND_LIMIT_EXPRESSION_LENGTH);

      return fail (&ps, what);
    }
  if (!parse_sum (&ps, value))
    return FALSE;
  skip_space (&ps);
  if (*ps.p != '\0')
    return fail (&ps, _ ("unexpected text at the end"));
  return TRUE;
}
