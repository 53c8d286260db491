/* play-fixture.h: what the Play page's tests share — a game opened on the
 * Play page, and what the page shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Waits until a label under @root that is shown (a toast's, the page's
 * read-out) says @text, and returns it. */
GtkWidget *play_wait_for_label (GtkWidget  *root,
                                const char *text);

G_END_DECLS
