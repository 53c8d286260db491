/* sand-file-watch.h: noticing that a document's file changed on disk.
 *
 * Another program (sandtable-cli move, a sync tool, another window) may change
 * or delete the open scenario. The watch tells the window, which offers to
 * reload; our own saves and loads are not counted as changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-document.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_FILE_WATCH_SAME,    /* as we last read or wrote it */
  SAND_FILE_WATCH_CHANGED, /* written by someone else since */
  SAND_FILE_WATCH_DELETED, /* gone: saving creates it again */
} SandFileWatchState;

#define SAND_TYPE_FILE_WATCH (sand_file_watch_get_type ())
G_DECLARE_FINAL_TYPE (SandFileWatch, sand_file_watch, SAND, FILE_WATCH, GObject)

/* Properties: "state" (SandFileWatchState, notified on change), "events" (how
 * many reports of the file it has looked at, its own saves' included). */

SandFileWatch      *sand_file_watch_new        (SandDocument  *document);
SandFileWatchState  sand_file_watch_get_state  (SandFileWatch *self);
guint               sand_file_watch_get_events (SandFileWatch *self);
/* The player chose to keep their version: the bar goes, but the file still
 * differs from what they are about to save over (sand_file_watch_get_conflict). */
void                sand_file_watch_keep       (SandFileWatch *self);
/* TRUE when saving now would replace changes made by someone else. */
gboolean            sand_file_watch_get_conflict (SandFileWatch *self);

G_END_DECLS
