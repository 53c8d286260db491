/* sand-cli-reach.h: what "sandtable-cli reach" shares with the reach overlay of
 * "render --unit" (sand-cli-reach-overlay.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-reach.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

/* The ruleset @id (from the command line), else the scenario's; a new reference. */
SandRuleset *sand_cli_reach_find_ruleset (SandRulesetRegistry *registry,
                                          SandScenario        *scenario,
                                          const char          *id,
                                          GError             **error);

/* @unit's move in @mode at @resolution inches a cell. */
SandReachField *sand_cli_reach_solve (SandScenario *scenario,
                                      SandRuleset  *rs,
                                      SandUnit     *unit,
                                      const char   *mode,
                                      double        resolution,
                                      GError      **error);

G_END_DECLS
