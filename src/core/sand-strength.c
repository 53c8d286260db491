/* sand-strength.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-ruleset-private.h"
#include "sand-strength.h"

gboolean
sand_strength_counted (SandRuleset *ruleset,
                       const char **attribute)
{
  const SandRulesetStrength *strength;

  g_return_val_if_fail (SAND_IS_RULESET (ruleset), FALSE);

  strength = sand_ruleset_get_strength (ruleset);
  if (attribute != NULL)
    *attribute = strength != NULL ? strength->attribute : NULL;
  return strength != NULL && strength->attribute != NULL;
}

gboolean
sand_strength_get (SandRuleset *ruleset,
                   SandUnit    *unit,
                   double      *value)
{
  const char *attribute, *text;
  char *end = NULL;
  double v;

  g_return_val_if_fail (SAND_IS_UNIT (unit), FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  if (!sand_strength_counted (ruleset, &attribute))
    return FALSE;
  text = sand_unit_get_attr (unit, attribute);
  if (text == NULL)
    text = _sand_ruleset_attr_default (ruleset, sand_unit_get_class (unit), attribute);
  if (text == NULL)
    return FALSE;
  v = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !isfinite (v))
    return FALSE;
  *value = v;
  return TRUE;
}

gboolean
sand_strength_is_eliminated (SandRuleset *ruleset,
                             double       strength)
{
  g_return_val_if_fail (SAND_IS_RULESET (ruleset), FALSE);

  return sand_ruleset_get_strength (ruleset) != NULL
         && strength <= sand_ruleset_get_strength (ruleset)->eliminated;
}

gboolean
sand_strength_eliminated (SandRuleset *ruleset,
                          SandUnit    *unit)
{
  double strength;

  return sand_strength_get (ruleset, unit, &strength) && sand_strength_is_eliminated (ruleset, strength);
}

/* The least a strength goes down to: the attribute's min=, else the point of
 * elimination. */
static double
floor_of (SandRuleset               *ruleset,
          const SandRulesetStrength *strength)
{
  for (guint i = 0; i < ruleset->attributes->len; i++)
    {
      const SandRulesetAttr *a = ruleset->attributes->pdata[i];

      if (g_str_equal (a->id, strength->attribute) && isfinite (a->min))
        return a->min;
    }
  return strength->eliminated;
}

double
sand_strength_after_hits (SandRuleset *ruleset,
                          double       strength,
                          int          hits)
{
  const SandRulesetStrength *declared;

  g_return_val_if_fail (SAND_IS_RULESET (ruleset), strength);

  declared = sand_ruleset_get_strength (ruleset);
  if (declared == NULL || declared->attribute == NULL)
    return strength;
  return MAX (floor_of (ruleset, declared), strength - MAX (0, hits));
}
