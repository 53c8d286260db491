/* sand-document.h: one open scenario, its file and whether it has unsaved changes.
 *
 * Holds no widget: a window shows a document and asks it to load and save.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-app-types.h"
#include "sand-history.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

#define SAND_TYPE_DOCUMENT (sand_document_get_type ())
G_DECLARE_FINAL_TYPE (SandDocument, sand_document, SAND, DOCUMENT, GObject)

/* Properties: "scenario" (never NULL; replaced by a load), "history" (the undo
 * history of that scenario, replaced with it), "file" (NULL until saved
 * or loaded), "title" (the file's display name or "Untitled Scenario"),
 * "modified", "busy" (a load or save is running). */

SandDocument *sand_document_new           (void);

SandScenario *sand_document_get_scenario  (SandDocument        *self);
SandHistory  *sand_document_get_history   (SandDocument        *self);
GFile        *sand_document_get_file      (SandDocument        *self);
const char   *sand_document_get_title     (SandDocument        *self);
/* The name Save As offers: the file's own, else the scenario's title (a
 * character no file name may hold made a dash), else "Untitled Scenario";
 * with ".sandtable". */
char         *sand_document_suggest_file_name (SandDocument    *self);
gboolean      sand_document_get_modified  (SandDocument        *self);
void          sand_document_set_modified  (SandDocument        *self,
                                           gboolean             modified);
gboolean      sand_document_get_busy      (SandDocument        *self);
/* Starts over with a new, empty scenario and no file. */
void          sand_document_reset         (SandDocument        *self);
/* TRUE for a new, untouched document that may be replaced without asking. */
gboolean      sand_document_is_blank      (SandDocument        *self);

void          sand_document_load_async    (SandDocument        *self,
                                           GFile               *file,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
gboolean      sand_document_load_finish   (SandDocument        *self,
                                           GAsyncResult        *result,
                                           GError             **error);
/* Loads the scenario of a draft (sand-draft.h) as unsaved changes to @file (NULL:
 * untitled); finish with sand_document_load_finish(). */
void          sand_document_load_draft_async (SandDocument     *self,
                                              GFile            *draft,
                                              GFile            *file,
                                              GCancellable     *cancellable,
                                              GAsyncReadyCallback callback,
                                              gpointer          user_data);
/* Saves to @file, or to the document's own file when @file is NULL. */
void          sand_document_save_async    (SandDocument        *self,
                                           GFile               *file,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
gboolean      sand_document_save_finish   (SandDocument        *self,
                                           GAsyncResult        *result,
                                           GError             **error);

G_END_DECLS
