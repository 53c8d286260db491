/* sand-draft-restore.h: offering the drafts a crash left behind.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-window.h"

G_BEGIN_DECLS

/* When drafts were left by a Sandtable that did not close, asks over @window
 * whether to restore them (each in a window: @window first when it is blank) or
 * discard them. Does nothing when there are none. */
void sand_draft_restore_offer (SandWindow *window);

G_END_DECLS
