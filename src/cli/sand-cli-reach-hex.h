/* sand-cli-reach-hex.h: "sandtable-cli reach" on a ruleset played on hexes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-ruleset.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

/* Answers per hex for each of @modes: every point of @points (SandPoint) stands
 * for the hex it is in, costs count hexes. @mode is the one asked for, NULL when
 * every mode of the class is reported. Prints JSON as FORMAT.md says when @json
 * (indented when @pretty), else text; returns the exit status. */
int sand_cli_reach_hex (const char   *file,
                        SandScenario *scenario,
                        SandRuleset  *ruleset,
                        SandUnit     *unit,
                        const char   *mode,
                        char        **modes,
                        GArray       *points,
                        gboolean      json,
                        gboolean      pretty);

G_END_DECLS
