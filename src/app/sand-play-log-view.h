/* sand-play-log-view.h: the game's log on the Play page, newest last, one
 * sentence an entry as sandtable-cli log says it (sand-play-describe.h), moves
 * placed outside the rules marked; "Export Log…" writes it as text or as an HTML
 * page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-app-types.h"
#include "sand-play-aid.h"

G_BEGIN_DECLS

#define SAND_TYPE_PLAY_LOG_VIEW (sand_play_log_view_get_type ())
G_DECLARE_FINAL_TYPE (SandPlayLogView, sand_play_log_view, SAND, PLAY_LOG_VIEW, GtkWidget)

/* The log of @window's document, said under @aid's ruleset and length unit;
 * adds the action "win.export-log". */
GtkWidget *sand_play_log_view_new      (SandWindow      *window,
                                        SandPlayAid     *aid);
/* The rows' text, in order, for tests (free with g_strfreev()). */
char     **sand_play_log_view_get_rows (SandPlayLogView *self);
/* Writes the log to @path: an HTML page when it ends in .html or .htm, else
 * plain text (as "win.export-log" does after asking). */
gboolean   sand_play_log_view_export   (SandPlayLogView *self,
                                        const char      *path,
                                        GError         **error);

G_END_DECLS
