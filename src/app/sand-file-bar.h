/* sand-file-bar.h: the bar that says the open file changed on disk.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-window.h"

G_BEGIN_DECLS

/* Puts the bar under the window's header: shown when the file was changed by
 * another program (Reload or Keep) or deleted (saving creates it again). */
void _sand_window_install_file_bar (SandWindow *self);

G_END_DECLS
