/* sand-save.h: the one way Sandtable replaces a file on disk (scenarios, drafts,
 * the command line).
 *
 * The new contents go to a temporary file in the same folder, which is synced and
 * checked to hold every byte; the old version is kept as "FILE~" by a link (or a
 * fresh copy where the disk has no links), never by rewriting it; the temporary is
 * renamed over FILE and the folder synced. On any failure FILE and FILE~ are as
 * they were, no temporary is left, and the message says what to do. A symbolic
 * link is followed: the file it points to is replaced (its backup beside it). A
 * file with other hard links gets a new inode: the other names keep the old
 * version (SAND_SAVE_NOTE_LINK_BROKEN says so).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum
{
  SAND_SAVE_NONE      = 0,
  SAND_SAVE_NO_BACKUP = 1 << 0, /* keep no FILE~ (drafts) */
} SandSaveFlags;

/* What happened besides the save itself, for the caller to tell the user. */
typedef enum
{
  SAND_SAVE_NOTE_NONE        = 0,
  SAND_SAVE_NOTE_LINK_BROKEN = 1 << 0, /* FILE had other hard links; they keep the old version */
} SandSaveNotes;

/* Replaces @file with @size bytes of @data. @notes (may be NULL) is set on
 * success. On failure sets @error (SAND_ERROR, SAND_ERROR_IO) to
 * "FILE: what is wrong: what to do"; the file and its backup are untouched. */
gboolean sand_save_contents      (GFile              *file,
                                  const void         *data,
                                  gsize               size,
                                  SandSaveFlags       flags,
                                  SandSaveNotes      *notes,
                                  GError            **error);
gboolean sand_save_bytes         (GFile              *file,
                                  GBytes             *bytes,
                                  SandSaveFlags       flags,
                                  SandSaveNotes      *notes,
                                  GError            **error);

/* The same in a worker thread; @bytes is kept until it is done. */
void     sand_save_bytes_async   (GFile              *file,
                                  GBytes             *bytes,
                                  SandSaveFlags       flags,
                                  GCancellable       *cancellable,
                                  GAsyncReadyCallback callback,
                                  gpointer            user_data);
gboolean sand_save_bytes_finish  (GAsyncResult       *result,
                                  SandSaveNotes      *notes,
                                  GError            **error);

G_END_DECLS
