/* sand-selection.h: the features and units the editor works on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-app-types.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

#define SAND_TYPE_SELECTION (sand_selection_get_type ())
G_DECLARE_FINAL_TYPE (SandSelection, sand_selection, SAND, SELECTION, GObject)

/* Signal "changed": emitted after items were added or removed. Items are
 * SandFeature and SandUnit objects, kept in the order they were selected. */

SandSelection *sand_selection_new        (void);
/* Borrowed array of the selected items. */
GPtrArray     *sand_selection_get_items  (SandSelection *self);
guint          sand_selection_get_n_items (SandSelection *self);
gboolean       sand_selection_is_empty   (SandSelection *self);
gboolean       sand_selection_contains   (SandSelection *self,
                                          gpointer       item);
void           sand_selection_add        (SandSelection *self,
                                          gpointer       item);
void           sand_selection_remove     (SandSelection *self,
                                          gpointer       item);
void           sand_selection_toggle     (SandSelection *self,
                                          gpointer       item);
/* Selects only @item (NULL: nothing). */
void           sand_selection_set        (SandSelection *self,
                                          gpointer       item);
void           sand_selection_set_items  (SandSelection *self,
                                          GPtrArray     *items);
void           sand_selection_clear      (SandSelection *self);
/* The one selected item when exactly one is selected, else NULL. */
gpointer       sand_selection_get_single (SandSelection *self);
/* Drops items that are no longer in @scenario (after undo, or a new file). */
void           sand_selection_prune      (SandSelection *self,
                                          SandScenario  *scenario);

G_END_DECLS
