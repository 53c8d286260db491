/* sand-layers-reorder.h: the order of the lists on the Lists page changed by
 * hand — the terrain features' drawing order, the order of the sides, and of
 * each side's units: a row dragged onto another, Alt+Up and Alt+Down on a
 * focused row, the terrain header's raise and lower buttons. Each move is one
 * step in the editor's history and leaves a moved feature or unit selected.
 *
 * Terrain rows are listed top-most first, the reverse of drawing order; units
 * and sides in their own order. Either way a row moved up the list moves up on
 * screen: a feature is then drawn later, on top of more.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sand-app-types.h"

G_BEGIN_DECLS

/* Makes @row, which shows @item (a SandFeature, SandSide or SandUnit, in an
 * AdwActionRow or, for a side, an AdwEntryRow), draggable onto the rows of its
 * kind and a place to drop them: a drag handle goes in front of the prefixes
 * added so far (call it last), a drop indicator shows where the dragged item
 * would land. A unit goes only where a unit of its side is. */
void     sand_layers_reorder_setup_row (GtkListBoxRow *row,
                                        SandEditor    *editor,
                                        gpointer       item);

/* What a drop does: @dragged takes the place of @target in its list. FALSE when
 * nothing moves (the same item, one no longer in the scenario, items of other
 * kinds, units of other sides). */
gboolean sand_layers_reorder_drop      (SandEditor    *editor,
                                        gpointer       dragged,
                                        gpointer       target);

/* Moves @item one row up the list as shown when @direction < 0, down when > 0
 * (a unit past the next of its own side). FALSE when it is already at that end. */
gboolean sand_layers_reorder_step      (SandEditor    *editor,
                                        gpointer       item,
                                        int            direction);

/* What a row shows for @item, a feature, unit or side: its name, else its id. */
const char *sand_layers_item_label     (gpointer       item);

G_END_DECLS
