/* sand-scenario-check.h: what a scenario asks of its ruleset that the ruleset
 * does not have.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-ruleset.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

/* Every unit whose class is not one of @ruleset's, whose "special" names a
 * special rule @ruleset does not define (or gives one a parameter it does not
 * take, or none where it needs one), or that carries an attribute @ruleset
 * neither declares nor reads for its class, or a value the attribute does not
 * allow (a number out of its range, a word not among its choices). Returns the translated messages,
 * "@display_name:line: …" with the line the unit was read from (the name alone
 * for a unit not read from a file), in the order of the units; an empty array
 * when all is well. */
GPtrArray *sand_scenario_check_ruleset (SandScenario *scenario,
                                        SandRuleset  *ruleset,
                                        const char   *display_name);

/* Called with each problem sand_scenario_check_ruleset() finds: the unit and the
 * translated message, without file or line. */
typedef void (*SandScenarioProblemFunc) (SandUnit   *unit,
                                         const char *message,
                                         gpointer    user_data);

/* The same checks, each problem handed to @func; also on a scenario its file's
 * other problems leave unfinished, whose units without an id or a class are
 * passed over (the loader has named what they lack). */
void       sand_scenario_check_ruleset_each (SandScenario           *scenario,
                                             SandRuleset            *ruleset,
                                             SandScenarioProblemFunc func,
                                             gpointer                user_data);

G_END_DECLS
