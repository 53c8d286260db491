/* sand-ruleset-problems.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-window.h"

G_BEGIN_DECLS

/* A toast when some ruleset file could not be read, its Details listing each
 * problem as "file:line: what is wrong"; told again whenever the rulesets are
 * read again. */
void _sand_window_report_ruleset_problems (SandWindow *self);

G_END_DECLS
