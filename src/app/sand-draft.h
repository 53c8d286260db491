/* sand-draft.h: a document's unsaved changes kept in a draft, so a crash loses
 * nothing.
 *
 * A moment after each change the scenario is written to a draft under the user's
 * data folder ($XDG_DATA_HOME/io.github.sandtable.Sandtable/drafts), never over
 * the scenario's own file; once nothing is unsaved (saved, undone, discarded, the
 * window closed) the draft is removed. Drafts still there when Sandtable starts
 * are what a crash left behind (sand_draft_list_left()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-document.h"

G_BEGIN_DECLS

/* How long after a change the draft is written, in milliseconds, unless
 * SANDTABLE_DRAFT_DELAY_MS says otherwise (the tests' crashes wait less). */
#define SAND_DRAFT_DELAY_MS 2000

guint sand_draft_delay_ms (void);

#define SAND_TYPE_DRAFT (sand_draft_get_type ())
G_DECLARE_FINAL_TYPE (SandDraft, sand_draft, SAND, DRAFT, GObject)

/* A draft left by a Sandtable that did not close. */
typedef struct
{
  char      *id;
  GFile     *draft; /* the scenario as it was last written */
  GFile     *file;  /* the scenario's own file, or NULL when it was untitled */
  char      *title; /* the file's name, or "Untitled Scenario" */
  GDateTime *written;
} SandDraftInfo;

void sand_draft_info_free (SandDraftInfo *info);
/* Removes the draft's files. */
void sand_draft_info_delete (SandDraftInfo *info);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandDraftInfo, sand_draft_info_free)

/* The folder of the drafts (created when the first is written). */
char *sand_draft_dir (void);
/* Drafts no running Sandtable keeps, oldest first (SandDraftInfo). */
GPtrArray *sand_draft_list_left (void);

/* Keeps @document's unsaved changes in a draft of its own; the draft is removed
 * when this object is disposed (a clean close). */
SandDraft *sand_draft_new (SandDocument *document);
/* Takes over a draft that was left (its files are this draft's from now on). */
void sand_draft_adopt (SandDraft     *self,
                       SandDraftInfo *info);
/* The draft's scenario file (written or not yet). */
GFile *sand_draft_get_file (SandDraft *self);
/* Writes the draft now if a change waits to be written (tests, and before a
 * risky step). */
void sand_draft_flush (SandDraft *self);
/* TRUE while a write of the draft is under way (its outcome not yet known). */
gboolean sand_draft_get_writing (SandDraft *self);

G_END_DECLS
