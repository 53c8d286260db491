/* sand-combat-table.h: casualties by a ruleset's <combat> table
 * (sand-ruleset-aids.h).
 *
 * The row for an attacker and a target is the last <hits> that names the
 * attacker's class and the target's (and whose when= the attacker meets). Its
 * dice are rolled; their total, never below the table's least, is the hits; a
 * target in cover suffers the table's share of them, rounded as it says.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-ruleset-aids.h"

G_BEGIN_DECLS

/* The row for @attacker against @target; NULL when the table has none, or the
 * ruleset no table. */
const SandCombatRow *sand_combat_table_find_row (SandRuleset         *ruleset,
                                                 SandUnit            *attacker,
                                                 SandUnit            *target);
/* The same by class ids, for an attacker whose attributes @attrs reads (may be
 * NULL). */
const SandCombatRow *sand_combat_table_row_for  (SandRuleset         *ruleset,
                                                 const char          *attacker_class,
                                                 const char          *target_class,
                                                 SandAttrFunc         attrs,
                                                 gpointer             user_data);

/* The hits of @row for the dice's @score (their sum, as rolled, without the
 * row's modifier), @in_cover as the players judge it. */
int                  sand_combat_table_hits     (const SandRulesetCombat *combat,
                                                 const SandCombatRow     *row,
                                                 int                      score,
                                                 gboolean                 in_cover);

G_END_DECLS
