/* sand-ruleset-registry.h: the rulesets a user can choose from.
 *
 * Found, in order: bundled in the program, the installed data directory, the
 * user's $XDG_DATA_HOME/sandtable/rulesets, and $SANDTABLE_RULESETS_DIR; a later
 * file with the same id replaces an earlier one. A later file that cannot be
 * read but declares an id takes that id away: the earlier ruleset is not used
 * in its place, and the file's problem says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-ruleset.h"

G_BEGIN_DECLS

#define SAND_TYPE_RULESET_REGISTRY (sand_ruleset_registry_get_type ())
G_DECLARE_FINAL_TYPE (SandRulesetRegistry, sand_ruleset_registry, SAND, RULESET_REGISTRY, GObject)

/* Loads every ruleset found; files that fail to load are skipped and kept as
 * problems. */
SandRulesetRegistry *sand_ruleset_registry_new          (void);
/* The rulesets sorted by id (borrowed; SandRuleset). */
GPtrArray           *sand_ruleset_registry_list         (SandRulesetRegistry *self);
/* Borrowed; NULL when no ruleset has this id. */
SandRuleset         *sand_ruleset_registry_lookup       (SandRulesetRegistry *self,
                                                         const char          *id);
/* Messages of files that could not be loaded ("file:line: message"). */
GPtrArray           *sand_ruleset_registry_get_problems (SandRulesetRegistry *self);
/* Why a file declaring ruleset @id could not be loaded ("file:line: message",
 * a line each), or NULL when none did. */
const char          *sand_ruleset_registry_get_problem  (SandRulesetRegistry *self,
                                                         const char          *id);

G_END_DECLS
