/* sand-length.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sand-length.h"

double
sand_length_to_unit (double         inches,
                     SandLengthUnit unit)
{
  return unit == SAND_LENGTH_CENTIMETRES ? inches * SAND_CM_PER_INCH : inches;
}

double
sand_length_from_unit (double         value,
                       SandLengthUnit unit)
{
  return unit == SAND_LENGTH_CENTIMETRES ? value / SAND_CM_PER_INCH : value;
}

const char *
sand_length_unit_symbol (SandLengthUnit unit)
{
  /* Translators: the symbols of the units of length */
  return unit == SAND_LENGTH_CENTIMETRES ? _("cm") : _("in");
}

char *
sand_length_label (const char     *format,
                   SandLengthUnit  unit)
{
  GString *label;

  g_return_val_if_fail (format != NULL, NULL);

  label = g_string_new (format);
  g_string_replace (label, "%s", sand_length_unit_symbol (unit), 1);
  return g_string_free (label, FALSE);
}

/* @value to a tenth in the locale's digits; a whole number without its ".0",
 * so a 6in move reads "6", as the rules print it. */
static char *
format_tenths (double value)
{
  double tenths = round (value * 10.0) / 10.0;

  if (tenths == 0.0)
    return g_strdup ("0");
  if (fabs (tenths - round (tenths)) < 1e-9)
    return g_strdup_printf ("%.0f", tenths);
  return g_strdup_printf ("%.1f", tenths);
}

char *
sand_length_format (double         inches,
                    SandLengthUnit unit)
{
  g_autofree char *number = format_tenths (sand_length_to_unit (inches, unit));

  if (unit == SAND_LENGTH_CENTIMETRES)
    /* Translators: a length on the table in centimetres, "15.2 cm" */
    return g_strdup_printf (_("%s cm"), number);
  /* Translators: a length on the table in inches, "6 in" */
  return g_strdup_printf (_("%s in"), number);
}

/* A mark is RS, how to print it ('g' as %g, '1' to a tenth), the inches as C
 * reads them, US: bytes no message or translation holds. */
#define MARK_START '\x1e'
#define MARK_END   '\x1f'

static char *
mark (double inches,
      char   how)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup_printf ("%c%c%s%c", MARK_START, how, g_ascii_dtostr (number, sizeof number, inches), MARK_END);
}

char *
sand_length_mark (double inches)
{
  return mark (inches, 'g');
}

char *
sand_length_mark_tenths (double inches)
{
  return mark (inches, '1');
}

char *
sand_length_unmark (const char     *text,
                    SandLengthUnit  unit)
{
  GString *out;

  if (text == NULL)
    return NULL;
  out = g_string_sized_new (strlen (text) + 16);
  for (const char *p = text; *p != '\0'; p++)
    {
      const char *end = *p == MARK_START ? strchr (p, MARK_END) : NULL;

      if (end == NULL || end - p < 3)
        {
          g_string_append_c (out, *p);
          continue;
        }
      g_autofree char *number = g_strndup (p + 2, end - p - 2);
      double value = sand_length_to_unit (g_ascii_strtod (number, NULL), unit);
      const char *symbol = unit == SAND_LENGTH_CENTIMETRES ? "cm" : "in";

      /* the rules' own style, the number and its unit together: "over 4in high" */
      if (p[1] == '1')
        g_string_append_printf (out, "%.1f%s", value, symbol);
      else
        g_string_append_printf (out, "%g%s", value, symbol);
      p = end;
    }
  return g_string_free (out, FALSE);
}
