/* sand-dbx-pips.h: what a move costs in PIPs under the dbx-skirmish ruleset
 * (seed 002), and why.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-ruleset.h"
#include "sand-types.h"

G_BEGIN_DECLS

/* The PIPs (1 or 2) a tactical move of @unit in @mode_id (may be NULL) costs where
 * it stands now: 2 when it is over the ruleset's <show pips="range"> ring round
 * its officer without a radio (dbx-skirmish: 24"), over its <show pips="sight">
 * ring and out of the officer's sight (12"), or its officer is lost; a ring the
 * ruleset does not have for the unit is not counted. Distances are base edge to
 * base edge. The officer is the
 * unit named by the "officer" attribute, else the unit of the same side and team
 * whose role is "officer"; a unit whose role is "officer" and names none commands
 * itself. @reasons (may be NULL) receives the translated reasons for the cost,
 * NULL-terminated; free with g_strfreev(). */
guint    sand_dbx_pip_cost      (SandScenario *scenario,
                                 SandRuleset  *ruleset,
                                 SandUnit     *unit,
                                 const char   *mode_id,
                                 char       ***reasons);

/* Whether @ruleset counts PIPs for @unit in @mode_id (may be NULL): it has a
 * command ring round the officer that the PIP cost counts (<show pips="range">
 * or pips="sight"). */
gboolean sand_dbx_pips_counted  (SandRuleset  *ruleset,
                                 SandUnit     *unit,
                                 const char   *mode_id);

/* @unit's officer (borrowed: the scenario holds it): the unit named by its
 * "officer" attribute, else the unit of its side and team whose role is
 * "officer"; NULL when there is none or the one named is not on the table.
 * @named receives whether the unit names one. */
SandUnit *sand_dbx_find_officer (SandScenario *scenario,
                                 SandUnit     *unit,
                                 gboolean     *named);

/* TRUE when nothing that blocks sight lies between the two units: woods, forest,
 * jungle, towns, buildings and smoke anywhere between their bases, and hills
 * neither stands on. */
gboolean sand_dbx_units_see     (SandScenario *scenario,
                                 SandUnit     *a,
                                 SandUnit     *b);

G_END_DECLS
