/* sand-group-frontage.h: when a group moving in formation may reduce its
 * frontage to a column (seed 002: "A group move can include reducing
 * frontage where necessary to form such a column or to pass a gap, or
 * following a road, but not other reductions or increases in frontage"), as
 * the ruleset's <frontage reduce="…"> lists it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-reach-field.h"
#include "sand-reason.h"
#include "sand-ruleset-groups.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

/* The column a formation of @ruleset may reduce to: its first group move of
 * kind column, when its <frontage reduce> lists anything; NULL otherwise. */
const SandGroupMove *sand_group_frontage_column (SandRuleset *ruleset);

/* What a formation refused a move may reduce its frontage for, by the first
 * of these that applies and that <frontage reduce> lists; NULL for none:
 * "column" — the rules ask a column for the move (@column_required: moving
 *   away from the enemy to its front, in poor visibility; or @why is a going
 *   of <column-required> forbidden to the formation);
 * "gap" — @why stops the formation outright (a wall, impassable ground, a
 *   figure, the table's edge), not a slower way or a limit;
 * any other word naming a line's terrain kind ("road") — the column's way
 *   to (@x, @y) on @column (its reach) follows such lines, every point of it
 *   on one.
 * @why is the formation's reach's reason (NULL when the reach allowed it). */
const char *sand_group_frontage_reduce (SandScenario     *scenario,
                                        SandRuleset      *ruleset,
                                        const SandReason *why,
                                        gboolean          column_required,
                                        SandReachField   *column,
                                        double            x,
                                        double            y);

G_END_DECLS
