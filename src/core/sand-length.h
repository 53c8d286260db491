/* sand-length.h: lengths of the table as the player reads them.
 *
 * Files, rules and the engine work in inches; the display may show centimetres
 * (a preference). Every length the app shows is said by these functions, so an
 * inch reads the same everywhere and a centimetre too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  SAND_LENGTH_INCHES,
  SAND_LENGTH_CENTIMETRES,
} SandLengthUnit;

/* Exactly, by definition of the inch. */
#define SAND_CM_PER_INCH 2.54

/* @inches in @unit, and back. */
double      sand_length_to_unit     (double          inches,
                                     SandLengthUnit  unit);
double      sand_length_from_unit   (double          value,
                                     SandLengthUnit  unit);
/* "in" or "cm", translated: for a label that names the unit ("Width (cm)"). */
const char *sand_length_unit_symbol (SandLengthUnit  unit);
/* @format ("Width (%s)", from a table or a translation) with the unit's symbol
 * in place of its "%s": "Width (cm)". Not a printf format, so a translation
 * cannot make it read past its arguments. */
char       *sand_length_label       (const char     *format,
                                     SandLengthUnit  unit);
/* "6 in", "6.5 in", "15.2 cm": to a tenth, without a trailing ".0". */
char       *sand_length_format      (double          inches,
                                     SandLengthUnit  unit);

/* A length as the rules print it, the number and its unit together, as
 * reasons say it: "4in", "0.33in"; with @tenths to a tenth, "4.5in". In
 * centimetres, as sand_length_format() writes it ("10.2 cm"). */
char       *sand_length_format_rule (double          inches,
                                     SandLengthUnit  unit,
                                     gboolean        tenths);

G_END_DECLS
