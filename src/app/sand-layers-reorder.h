/* sand-layers-reorder.h: the terrain features' drawing order changed from the
 * lists page — a row dragged onto another, the raise and lower buttons, Alt+Up
 * and Alt+Down on a focused row. Each move is one step in the editor's history
 * and leaves the moved feature selected.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sand-app-types.h"
#include "sand-feature.h"

G_BEGIN_DECLS

/* Makes @row, which shows @feature, draggable onto the other features' rows and a
 * place to drop them: a drag handle goes in front of the prefixes added so far
 * (call it last), a drop indicator shows where the dragged feature would land. */
void     sand_layers_reorder_setup_row (AdwActionRow *row,
                                        SandEditor   *editor,
                                        SandFeature  *feature);

/* What a drop does: @dragged takes the place of @target in drawing order.
 * FALSE when nothing moves (the same feature, or one no longer in the scenario). */
gboolean sand_layers_reorder_drop      (SandEditor   *editor,
                                        SandFeature  *dragged,
                                        SandFeature  *target);

/* Moves @feature one place in drawing order: up towards the top (drawn later)
 * when @direction > 0, down when < 0. FALSE when it is already at that end. */
gboolean sand_layers_reorder_step      (SandEditor   *editor,
                                        SandFeature  *feature,
                                        int           direction);

G_END_DECLS
