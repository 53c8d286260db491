/* play-fixture.h: an example table with its ruleset and a history, to play on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-edit.h"
#include "sand-error.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"

G_BEGIN_DECLS

typedef struct
{
  SandRulesetRegistry *registry;
  SandScenario        *scenario;
  SandRuleset         *ruleset;  /* borrowed from the registry */
  SandHistory         *history;
  SandPlay            *play;     /* the scenario's */
} PlayFixture;

/* The example @name of data/scenarios ($SANDTABLE_SOURCE_DATA). */
PlayFixture *play_fixture_new_example (const char  *name);
/* A scenario of the test's own, in memory. */
PlayFixture *play_fixture_new         (SandScenario *scenario);
void         play_fixture_free        (PlayFixture *f);
/* Asserts the log replays from its seed; TRUE, for use in a condition. */
gboolean     play_fixture_replays     (PlayFixture *f);
/* The path of example @name (free it). */
char        *play_fixture_example_path (const char *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlayFixture, play_fixture_free)

G_END_DECLS
