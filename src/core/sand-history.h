/* sand-history.h: undo and redo of the edits made to one scenario.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-types.h"
#include "sand-scenario.h"
#include "sand-ruleset-registry.h"

G_BEGIN_DECLS

typedef struct _SandCommand SandCommand;

/* What one kind of edit knows how to do. The same @apply makes the edit the first
 * time and on redo, so there is one code path for both. */
typedef struct
{
  void     (*apply)  (SandCommand  *command,
                      SandScenario *scenario);
  void     (*revert) (SandCommand  *command,
                      SandScenario *scenario);
  /* Optional. Folds @next, applied just after @command, into @command (keeping the
   * first old state and the last new one); FALSE when the two do not combine. */
  gboolean (*merge)  (SandCommand  *command,
                      SandCommand  *next);
  /* Frees the command's own fields; the history frees the label and the struct. */
  void     (*clear)  (SandCommand  *command);
} SandCommandClass;

/* A recorded edit. Each kind embeds this as its first member and is allocated
 * with g_malloc; it holds model objects only, never widgets. */
struct _SandCommand
{
  const SandCommandClass *klass;
  char                   *label; /* translated, e.g. "Move Unit" */
};

/* Allocates @size bytes (the embedding struct), zeroed, with the class and label set. */
gpointer      sand_command_new             (const SandCommandClass *klass,
                                            gsize                   size,
                                            const char             *label);
void          sand_command_free            (SandCommand  *command);

#define SAND_TYPE_HISTORY (sand_history_get_type ())
G_DECLARE_FINAL_TYPE (SandHistory, sand_history, SAND, HISTORY, GObject)

/* Properties: "scenario" (construct-only), "can-undo", "can-redo", "undo-label",
 * "redo-label" (NULL when there is nothing to undo or redo), "is-clean" (the document
 * is as it was when last marked clean), "limit" (steps kept; 0 keeps all). */

#define SAND_HISTORY_DEFAULT_LIMIT 1000

SandHistory  *sand_history_new             (SandScenario *scenario);
SandScenario *sand_history_get_scenario    (SandHistory  *self);
/* Where the scenario's ruleset is found (may be NULL: none is), so that edits
 * follow what it declares: the attributes that name another unit follow that
 * unit's renaming and removal. sand_history_get_ruleset() is the scenario's
 * ruleset as @registry has it now (borrowed), or NULL. */
void          sand_history_set_registry    (SandHistory         *self,
                                            SandRulesetRegistry *registry);
SandRuleset  *sand_history_get_ruleset     (SandHistory         *self);

/* Applies @command to the scenario and records it (taking ownership): as a step of
 * its own, or as part of the open group. */
void          sand_history_perform         (SandHistory  *self,
                                            SandCommand  *command);

/* Everything performed between begin and end is one step. Groups nest: inner ones
 * fold into the outermost, whose @label names the step (NULL: the label of its first
 * edit). A group in which nothing was performed records nothing. */
void          sand_history_begin_group     (SandHistory  *self,
                                            const char   *label);
void          sand_history_end_group       (SandHistory  *self);
gboolean      sand_history_in_group        (SandHistory  *self);

gboolean      sand_history_get_can_undo    (SandHistory  *self);
gboolean      sand_history_get_can_redo    (SandHistory  *self);
const char   *sand_history_get_undo_label  (SandHistory  *self);
const char   *sand_history_get_redo_label  (SandHistory  *self);
/* FALSE when there was nothing to undo or redo. Not allowed inside a group, nor
 * from a handler of a change that undo or redo is making. */
gboolean      sand_history_undo            (SandHistory  *self);
gboolean      sand_history_redo            (SandHistory  *self);

/* Call after saving: the current state is the saved one. */
void          sand_history_mark_clean      (SandHistory  *self);
gboolean      sand_history_get_is_clean    (SandHistory  *self);

guint         sand_history_get_limit       (SandHistory  *self);
void          sand_history_set_limit       (SandHistory  *self,
                                            guint         limit);
/* Number of steps that can be undone / redone. */
guint         sand_history_get_n_undo      (SandHistory  *self);
guint         sand_history_get_n_redo      (SandHistory  *self);
/* Edits kept in the step undo would revert, after merging. */
guint         sand_history_get_undo_size   (SandHistory  *self);
/* Forgets every step (e.g. after loading another file); keeps whether it is clean. */
void          sand_history_clear           (SandHistory  *self);

G_END_DECLS
