/* sand-dbx-pips.h: what a move costs in PIPs under the dbx-skirmish ruleset
 * (seed 002), and why.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-types.h"

G_BEGIN_DECLS

/* "over 24 from its Officer (unless using telegraph / radio / Psi / Magic)" */
#define SAND_DBX_COMMAND_RANGE 24.0
/* "or is both over 12 from it and also out of sight" */
#define SAND_DBX_SIGHT_RANGE   12.0

/* The PIPs (1 or 2) a tactical move of @unit costs where it stands now: 2 when it
 * is over 24" from its officer without a radio, over 12" and out of its sight, or
 * its officer is lost. Distances are base edge to base edge. The officer is the
 * unit named by the "officer" attribute, else the unit of the same side and team
 * whose role is "officer"; a unit whose role is "officer" and names none commands
 * itself. @reasons (may be NULL) receives the translated reasons for the cost,
 * NULL-terminated; free with g_strfreev(). */
guint    sand_dbx_pip_cost      (SandScenario *scenario,
                                 SandUnit     *unit,
                                 char       ***reasons);

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
