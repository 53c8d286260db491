/* test-cli.h: asking the built sandtable-cli (named by $SANDTABLE_CLI) the same
 * questions the tests ask the engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-scenario.h"

G_BEGIN_DECLS

/* What "sandtable-cli reach FILE --unit @unit --mode @mode --at X,Y --json"
 * prints for @scenario saved to a temporary file; asserts that the command
 * succeeds and says nothing on stderr. */
char *test_cli_reach_json (SandScenario *scenario,
                           const char   *unit,
                           const char   *mode,
                           double        x,
                           double        y);

G_END_DECLS
