/* sand-combat-table.c: a casualty table's row, and the hits a score makes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-combat-table.h"
#include "sand-ruleset-private.h"

const SandCombatRow *
sand_combat_table_row_for (SandRuleset *ruleset,
                           const char  *attacker_class,
                           const char  *target_class,
                           SandAttrFunc attrs,
                           gpointer     user_data)
{
  const SandRulesetCombat *combat;
  const SandRulesetUnitClass *target;

  g_return_val_if_fail (SAND_IS_RULESET (ruleset), NULL);

  combat = sand_ruleset_get_combat (ruleset);
  target = sand_ruleset_find_class (ruleset, target_class);
  if (combat == NULL || target == NULL)
    return NULL;
  for (guint i = combat->rows->len; i-- > 0;)
    {
      const SandCombatRow *row = combat->rows->pdata[i];

      if (row->dice != NULL && row->targets != NULL && g_strv_contains ((const char * const *) row->targets, target->id)
          && _sand_ruleset_aid_matches (ruleset, row->attackers, row->when, attacker_class, attrs, user_data))
        return row;
    }
  return NULL;
}

const SandCombatRow *
sand_combat_table_find_row (SandRuleset *ruleset,
                            SandUnit    *attacker,
                            SandUnit    *target)
{
  g_return_val_if_fail (SAND_IS_UNIT (attacker) && SAND_IS_UNIT (target), NULL);

  return sand_combat_table_row_for (ruleset, sand_unit_get_class (attacker), sand_unit_get_class (target),
                                    sand_unit_lookup_attr, attacker);
}

int
sand_combat_table_hits (const SandRulesetCombat *combat,
                        const SandCombatRow     *row,
                        int                      score,
                        gboolean                 in_cover)
{
  int hits;

  g_return_val_if_fail (combat != NULL && row != NULL && row->dice != NULL, 0);

  /* A total below the least inflicts the least, rather than healing the target. */
  hits = MAX (combat->least, sand_dice_total (row->dice, score));
  if (in_cover && combat->cover < 1)
    hits = (int) sand_rounding_apply (combat->cover_round, hits * combat->cover);
  return hits;
}
