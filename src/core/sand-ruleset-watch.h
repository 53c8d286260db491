/* sand-ruleset-watch.h: the player's rulesets folders watched, the registry
 * read again when they change.
 *
 * Each folder of sand_ruleset_registry_dup_user_dirs() is watched; the first
 * (under the user's data folder) is made when missing, so that a file put there
 * later is seen (one named by $SANDTABLE_RULESETS_DIR that does not exist yet
 * is looked for every few seconds by GIO). A burst of events (an editor's save
 * is several) is read once, a moment after the last of them; the registry
 * emits "changed" when anything differs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-ruleset-registry.h"

G_BEGIN_DECLS

/* How long the folders must be quiet before they are read again, and how long
 * a burst that never stops may put it off. */
#define SAND_RULESET_WATCH_QUIET_MS 400
#define SAND_RULESET_WATCH_MAX_WAIT_MS 2000

#define SAND_TYPE_RULESET_WATCH (sand_ruleset_watch_get_type ())
G_DECLARE_FINAL_TYPE (SandRulesetWatch, sand_ruleset_watch, SAND, RULESET_WATCH, GObject)

/* Watches the user's rulesets folders for @registry (kept) until the watch is
 * let go; the events come through the thread-default main context. */
SandRulesetWatch *sand_ruleset_watch_new (SandRulesetRegistry *registry);
/* How many times the folders were read, and whether a reading is due (events
 * came that were not read yet): what a burst of events cost, told to tests. */
guint    sand_ruleset_watch_get_reads (SandRulesetWatch *self);
gboolean sand_ruleset_watch_get_pending (SandRulesetWatch *self);

G_END_DECLS
