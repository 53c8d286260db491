/* sand-problems-dialog.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* An error dialog over @parent for @message, the "file:line: what is wrong"
 * lines of a file that could not be read: the file named once, then each
 * "line: what is wrong", left-aligned, selectable, scrolled when long, and a
 * Copy button that puts @message whole on the clipboard. A message that is
 * not such lines is shown as it is. */
AdwMessageDialog *sand_problems_dialog_present (GtkWindow  *parent,
                                                const char *heading,
                                                const char *message);

G_END_DECLS
