/* sand-ruleset-registry.h: the rulesets a user can choose from.
 *
 * Found, in order: bundled in the program, the installed data directory, the
 * user's $XDG_DATA_HOME/sandtable/rulesets, and $SANDTABLE_RULESETS_DIR; a later
 * file with the same id replaces an earlier one. A later file that cannot be
 * read but declares an id takes that id away: the earlier ruleset is not used
 * in its place, and the file's problem says so.
 *
 * The registry can be read again (sand_ruleset_registry_reload()): it stays the
 * same object, its contents are replaced and "changed" is emitted. Whoever
 * keeps a ruleset across a reload takes a reference to it, or looks it up
 * again on "changed".
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
/* The same registry for a command that asks after one or two ids: every file
 * is read, but a file is parsed (and checked against the schema) only when
 * lookup() or get_problem() asks for an id it may declare, and the answers are
 * those of sand_ruleset_registry_new(). list(), get_problems() and reload()
 * load the rest first. */
SandRulesetRegistry *sand_ruleset_registry_new_lazy     (void);
/* The registry the application's windows share, loaded on the first call
 * (main thread only; never freed). */
SandRulesetRegistry *sand_ruleset_registry_get_default  (void);
/* Reads every folder again; when anything differs (a file added, changed,
 * broken or removed) the contents are replaced and "changed" is emitted, and
 * TRUE returned. The same files leave the rulesets as they were. */
gboolean             sand_ruleset_registry_reload       (SandRulesetRegistry *self);
/* The folders of the user's own rulesets, in the order they are read:
 * $XDG_DATA_HOME/sandtable/rulesets, then $SANDTABLE_RULESETS_DIR when set. */
char               **sand_ruleset_registry_dup_user_dirs (void);
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
