/* test-cli.h: asking sandtable-cli's commands (sand-cli.h) the same questions the
 * tests ask the engine, in the test's own process.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-scenario.h"

G_BEGIN_DECLS

/* Runs "sandtable-cli @args…" (NULL-terminated, the command first); returns its
 * exit status, with what it printed on standard output and error (either may be
 * NULL). */
int   test_cli_run        (const char * const *args,
                           char              **out,
                           char              **err);

/* @scenario written to "t.sandtable" in a new temporary folder @dir; returns its
 * path. test_cli_remove_scenario() removes both and frees them. */
char *test_cli_save_scenario   (SandScenario *scenario,
                                char        **dir);
void  test_cli_remove_scenario (char         *dir,
                                char         *path);

/* What "sandtable-cli reach FILE --unit @unit --mode @mode --at X,Y --json"
 * prints for @scenario saved to a temporary file; asserts that the command
 * succeeds and says nothing on stderr. */
char *test_cli_reach_json (SandScenario *scenario,
                           const char   *unit,
                           const char   *mode,
                           double        x,
                           double        y);

G_END_DECLS
