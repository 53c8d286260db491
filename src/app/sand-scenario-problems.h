/* sand-scenario-problems.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-window.h"

G_BEGIN_DECLS

/* A toast when the scenario just opened breaks its ruleset (a unit of a class
 * it lacks, a move past the largest there may be: what `sandtable-cli validate`
 * refuses), its Details listing each problem as "file:line: what is wrong";
 * the toast of the scenario opened before it, if any, is dismissed. */
void _sand_window_report_scenario_problems (SandWindow *self);

G_END_DECLS
