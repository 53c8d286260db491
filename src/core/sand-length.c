/* sand-length.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

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

char *
sand_length_format_rule (double         inches,
                         SandLengthUnit unit,
                         gboolean       tenths)
{
  double hundredths;

  /* centimetres are not the rules' unit: written as every other length on
   * screen is, so a reason's "30.5 cm" reads as the band's beside it */
  if (unit == SAND_LENGTH_CENTIMETRES)
    return sand_length_format (inches, unit);
  /* the rules' own style, the number and its unit together: "over 4in high",
   * to a hundredth at most (the texts' quarter inches) */
  if (tenths)
    return g_strdup_printf ("%.1f%s", inches, sand_length_unit_symbol (unit));
  hundredths = round (inches * 100.0) / 100.0;
  return g_strdup_printf ("%g%s", hundredths, sand_length_unit_symbol (unit));
}
