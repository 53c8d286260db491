/* sand-editor-edit.c: edits of the selection (delete, move, select all)
 * and undo and redo, each one step of the history.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-edit.h"
#include "sand-editor-private.h"

void
sand_editor_delete_selection (SandEditor *self)
{
  SandHistory *history;
  g_autoptr(GPtrArray) items = NULL;

  g_return_if_fail (SAND_IS_EDITOR (self));

  if (sand_selection_is_empty (self->selection))
    return;

  history = sand_editor_get_history (self);
  items = g_ptr_array_copy (sand_selection_get_items (self->selection),
                            (GCopyFunc) g_object_ref, NULL);
  g_ptr_array_set_free_func (items, g_object_unref);

  sand_selection_clear (self->selection);
  sand_history_begin_group (history, _("Delete"));
  for (guint i = 0; i < items->len; i++)
    {
      if (SAND_IS_FEATURE (items->pdata[i]))
        sand_edit_remove_feature (history, items->pdata[i]);
      else
        sand_edit_remove_unit (history, items->pdata[i]);
    }
  sand_history_end_group (history);
}

void
sand_editor_translate_items (SandEditor *self,
                             GPtrArray  *items,
                             double      dx,
                             double      dy)
{
  SandHistory *history;

  g_return_if_fail (SAND_IS_EDITOR (self));

  history = sand_editor_get_history (self);
  for (guint i = 0; i < items->len; i++)
    {
      if (SAND_IS_FEATURE (items->pdata[i]))
        sand_edit_translate_feature (history, items->pdata[i], dx, dy);
      else
        {
          SandUnit *unit = items->pdata[i];
          sand_edit_move_unit (history, unit, sand_unit_get_x (unit) + dx, sand_unit_get_y (unit) + dy);
        }
    }
}

void
sand_editor_nudge (SandEditor *self,
                   double      dx,
                   double      dy)
{
  SandHistory *history;

  g_return_if_fail (SAND_IS_EDITOR (self));

  if (sand_selection_is_empty (self->selection))
    return;

  history = sand_editor_get_history (self);
  sand_history_begin_group (history, _("Nudge"));
  sand_editor_translate_items (self, sand_selection_get_items (self->selection), dx, dy);
  sand_history_end_group (history);
}

void
sand_editor_select_all (SandEditor *self)
{
  SandBounds everything = { -G_MAXDOUBLE, -G_MAXDOUBLE, G_MAXDOUBLE, G_MAXDOUBLE };
  g_autoptr(GPtrArray) items = NULL;

  g_return_if_fail (SAND_IS_EDITOR (self));

  items = sand_editor_pick_inside (self, &everything);
  sand_selection_set_items (self->selection, items);
}

/* Half-drawn shapes go first; only then do undo and redo reach the history,
 * and not while an edit is still being grouped. */
static SandHistory *
settled_history (SandEditor *self)
{
  SandHistory *history;

  if (self->tool != NULL)
    sand_tool_cancel (self->tool);
  history = sand_editor_get_history (self);

  return sand_history_in_group (history) ? NULL : history;
}

gboolean
sand_editor_undo (SandEditor *self)
{
  SandHistory *history;

  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);

  history = settled_history (self);
  return history != NULL && sand_history_undo (history);
}

gboolean
sand_editor_redo (SandEditor *self)
{
  SandHistory *history;

  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);

  history = settled_history (self);
  return history != NULL && sand_history_redo (history);
}
