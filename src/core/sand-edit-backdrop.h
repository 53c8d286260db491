/* sand-edit-backdrop.h: undoable edits of the scenario's backdrop image.
 *
 * Its opacity, print, visible and locked go through sand_edit_set_property() on
 * the SandBackdrop like any other property.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-backdrop.h"
#include "sand-history.h"

G_BEGIN_DECLS

/* Lays @backdrop under the table, replacing the one there; NULL removes it. */
void sand_edit_set_backdrop   (SandHistory              *history,
                               SandBackdrop             *backdrop);
/* Places the scenario's @backdrop by @n_corners (2 or 4) new corners. Inside a
 * group, consecutive placings of one backdrop (a drag) merge into one step. */
void sand_edit_place_backdrop (SandHistory              *history,
                               SandBackdrop             *backdrop,
                               const SandBackdropCorner *corners,
                               guint                     n_corners);
/* Moves it on the table by (@dx, @dy) inches, its shape unchanged. */
void sand_edit_move_backdrop  (SandHistory              *history,
                               SandBackdrop             *backdrop,
                               double                    dx,
                               double                    dy);

G_END_DECLS
