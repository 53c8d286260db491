/* sand-window.h: a main window showing one scenario document.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sand-app-types.h"
#include "sand-canvas.h"
#include "sand-document.h"
#include "sand-draft.h"
#include "sand-file-watch.h"

G_BEGIN_DECLS

#define SAND_TYPE_WINDOW (sand_window_get_type ())
G_DECLARE_FINAL_TYPE (SandWindow, sand_window, SAND, WINDOW, AdwApplicationWindow)

SandWindow   *sand_window_new          (SandApplication *application);
SandDocument *sand_window_get_document (SandWindow      *self);
SandCanvas   *sand_window_get_canvas   (SandWindow      *self);
/* The scenario editor working on this window's document and canvas. */
SandEditor   *sand_window_get_editor   (SandWindow      *self);
/* Opens @file in this window, first asking what to do with unsaved changes.
 * Failures are shown to the user; the current document then stays. */
void          sand_window_open_file    (SandWindow      *self,
                                        GFile           *file);
/* Opens a draft left by a crash in this window: its changes unsaved, linked to
 * its file (or untitled), the draft kept by this window from now on. */
void          sand_window_restore_draft (SandWindow     *self,
                                         SandDraftInfo  *info);
/* The draft that keeps this window's unsaved changes. */
SandDraft    *sand_window_get_draft    (SandWindow      *self);
/* What the window knows of its file on disk. */
SandFileWatch *sand_window_get_file_watch (SandWindow   *self);
/* Shows a short notice over the canvas. */
void          sand_window_show_toast   (SandWindow      *self,
                                        const char      *message);

G_END_DECLS
