/* sand-edit-list.h: undoable edits that add, remove and reorder the scenario's items.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-history.h"

G_BEGIN_DECLS

/* Features go on top (drawn last); insert puts one at @position in drawing order. */
void     sand_edit_add_feature     (SandHistory *history,
                                    SandFeature *feature);
void     sand_edit_insert_feature  (SandHistory *history,
                                    guint        position,
                                    SandFeature *feature);
void     sand_edit_remove_feature  (SandHistory *history,
                                    SandFeature *feature);
/* Moves the feature at @from to @to in drawing order (z-order). */
void     sand_edit_reorder_feature (SandHistory *history,
                                    guint        from,
                                    guint        to);

void     sand_edit_add_unit        (SandHistory *history,
                                    SandUnit    *unit);
void     sand_edit_remove_unit     (SandHistory *history,
                                    SandUnit    *unit);
/* Moves the unit at @from to @to in the list of units, where a unit of the
 * same side is: the order of the side's units changes, no other's. */
void     sand_edit_reorder_unit    (SandHistory *history,
                                    guint        from,
                                    guint        to);

void     sand_edit_add_side        (SandHistory *history,
                                    SandSide    *side);
/* Removes the side with its units, as one step; undo puts all back in place. */
void     sand_edit_remove_side     (SandHistory *history,
                                    SandSide    *side);
/* Moves the side at @from to @to in the order of sides; its units go with it. */
void     sand_edit_reorder_side    (SandHistory *history,
                                    guint        from,
                                    guint        to);

G_END_DECLS
