/* sand-command-describe.c: a reason for a move's PIP cost, said for a player.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-command.h"

/* "24in" for a limit, "25.0in" for a distance measured (to a tenth); hexes are
 * counted whole. */
static char *
say (const SandCommandReason *reason,
     double                   value,
     gboolean                 measured,
     SandLengthUnit           unit)
{
  if (reason->hexes)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hex", "%d hexes", (gulong) value), (int) value);
  value = sand_length_to_unit (value, unit);
  return measured ? g_strdup_printf ("%.1f%s", value, sand_length_unit_symbol (unit))
                  : g_strdup_printf ("%g%s", value, sand_length_unit_symbol (unit));
}

char *
sand_command_reason_describe (const SandCommandReason *reason,
                              SandLengthUnit           unit)
{
  g_autofree char *cost = NULL;
  g_autofree char *limit = NULL;
  g_autofree char *distance = NULL;
  g_autofree char *why = NULL;

  g_return_val_if_fail (reason != NULL, NULL);

  /* Translators: the PIPs a move costs, before the reason: "2 PIPs: …" */
  cost = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u PIP", "%u PIPs", reason->pips), reason->pips);
  limit = say (reason, reason->limit, FALSE, unit);
  distance = say (reason, reason->distance, TRUE, unit);
  switch (reason->why)
    {
    case SAND_COMMAND_SELF:
      why = g_strdup (_("an officer moving himself"));
      break;
    case SAND_COMMAND_NEAR:
      /* Translators: a distance, then the officer's unit id */
      why = g_strdup_printf (_("%s from its officer %s"), distance, reason->officer);
      break;
    case SAND_COMMAND_LOST:
      /* Translators: a unit id */
      why = g_strdup_printf (_("its officer %s has been lost"), reason->officer);
      break;
    case SAND_COMMAND_NO_OFFICER:
      why = g_strdup (_("it has no officer (read as lost)"));
      break;
    case SAND_COMMAND_BEYOND:
      /* Translators: a distance, the officer's unit id, then the distance measured */
      why = g_strdup_printf (_("over %s from its officer %s (%s)"), limit, reason->officer, distance);
      break;
    case SAND_COMMAND_BEYOND_UNSEEN:
      why = g_strdup_printf (_("over %s from its officer %s (%s) and out of sight"), limit, reason->officer,
                             distance);
      break;
    case SAND_COMMAND_EXCUSED:
      /* Translators: a distance, the officer's unit id, the distance measured, then what excuses it (radio) */
      why = g_strdup_printf (_("over %s from its officer %s (%s), by %s"), limit, reason->officer, distance,
                             reason->excuse);
      break;
    default:
      g_return_val_if_reached (NULL);
    }
  /* Translators: the cost, then why: "2 PIPs: over 24in from its officer cap (25.0in)" */
  return g_strdup_printf (_("%s: %s"), cost, why);
}
