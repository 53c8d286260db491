/* sand-move-check-wheel.c: is this wheel allowed? The turn's rules for every
 * figure, then each figure's arc over its own ground (sand-group-wheel.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-move-check-private.h"

SandMoveCheck *
sand_move_check_group_wheel (SandScenario        *scenario,
                             SandRuleset         *ruleset,
                             SandUnit *const     *units,
                             guint                n_units,
                             const SandGroupMove *move,
                             const char          *mode,
                             double               degrees,
                             GError             **error)
{
  Group                     group = { units, n_units, move, FALSE };
  g_autoptr (SandMoveCheck) check = g_new0 (SandMoveCheck, 1);
  g_autoptr (GError)        turn_refusal = NULL;
  g_autoptr (GString)       why_not = g_string_new (NULL);
  g_auto (GStrv)            modes = NULL;
  gboolean                  rules_ok, found = FALSE;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (SAND_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (n_units >= 1 && move != NULL && move->kind == SAND_GROUP_MOVE_WHEEL, NULL);

  check->used = check->hexes = -1;
  rules_ok = _sand_move_check_rules (check, scenario, ruleset, units[0], &group, mode, &turn_refusal);
  const SandPoint *starts = (const SandPoint *) (void *) check->group_from->data;
  check->wheel = sand_group_wheel_of_units (units, starts, n_units, degrees);
  modes = _sand_move_check_modes (check, ruleset, units[0], mode, error);
  if (modes == NULL)
    return NULL;

  for (guint m = 0; modes[m] != NULL && !found; m++)
    {
      SandGroupWheelJudgement j;

      if (!sand_group_wheel_judge (scenario, ruleset, units, starts, n_units, move, modes[m], check->wheel, &j, error))
        return NULL;
      g_free (check->mode);
      check->mode = g_strdup (modes[m]);
      check->allowance = j.allowance;
      found = j.allowed;
      if (found)
        check->used = j.used;
      else
        {
          g_autofree char       *why = sand_group_wheel_judgement_say (&j, units, check->wheel);
          const SandRulesetMode *info = sand_ruleset_find_mode (ruleset, modes[m]);

          if (modes[1] == NULL)
            g_string_append (why_not, why);
          else
            /* Translators: a mode's name and why the point is out of its reach */
            g_string_append_printf (why_not, _ ("%s%s: %s"), why_not->len ? "; " : "",
                                    info && info->name ? info->name : modes[m], why);
        }
      sand_group_wheel_judgement_clear (&j);
    }
  if (!found)
    {
      g_free (check->mode);
      check->mode = g_strdup (modes[0]);
    }
  check->group_to = g_array_copy (check->wheel->ends);
  check->to = g_array_index (check->group_to, SandPoint, 0);
  /* the lead's way round its arc, for the log's distance and the app's trail */
  check->path = sand_group_wheel_arc (check->wheel, check->from);
  check->distance = check->wheel->arc;
  check->allowed = rules_ok && found;
  check->by_turn = !rules_ok;
  if (!rules_ok)
    check->reason = g_strdup (turn_refusal->message);
  else if (!found)
    check->reason = g_string_free (g_steal_pointer (&why_not), FALSE);
  return g_steal_pointer (&check);
}
