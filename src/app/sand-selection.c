/* sand-selection.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-selection.h"

struct _SandSelection
{
  GObject    parent_instance;

  GPtrArray *items;
};

G_DEFINE_FINAL_TYPE (SandSelection, sand_selection, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
sand_selection_emit_changed (SandSelection *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
sand_selection_finalize (GObject *object)
{
  SandSelection *self = SAND_SELECTION (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);

  G_OBJECT_CLASS (sand_selection_parent_class)->finalize (object);
}

static void
sand_selection_class_init (SandSelectionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sand_selection_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
sand_selection_init (SandSelection *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
}

SandSelection *
sand_selection_new (void)
{
  return g_object_new (SAND_TYPE_SELECTION, NULL);
}

GPtrArray *
sand_selection_get_items (SandSelection *self)
{
  g_return_val_if_fail (SAND_IS_SELECTION (self), NULL);

  return self->items;
}

guint
sand_selection_get_n_items (SandSelection *self)
{
  g_return_val_if_fail (SAND_IS_SELECTION (self), 0);

  return self->items->len;
}

gboolean
sand_selection_is_empty (SandSelection *self)
{
  g_return_val_if_fail (SAND_IS_SELECTION (self), TRUE);

  return self->items->len == 0;
}

gboolean
sand_selection_contains (SandSelection *self,
                         gpointer       item)
{
  g_return_val_if_fail (SAND_IS_SELECTION (self), FALSE);

  return item != NULL && g_ptr_array_find (self->items, item, NULL);
}

void
sand_selection_add (SandSelection *self,
                    gpointer       item)
{
  g_return_if_fail (SAND_IS_SELECTION (self));
  g_return_if_fail (SAND_IS_FEATURE (item) || SAND_IS_UNIT (item));

  if (sand_selection_contains (self, item))
    return;

  g_ptr_array_add (self->items, g_object_ref (item));
  sand_selection_emit_changed (self);
}

void
sand_selection_remove (SandSelection *self,
                       gpointer       item)
{
  g_return_if_fail (SAND_IS_SELECTION (self));

  if (g_ptr_array_remove (self->items, item))
    sand_selection_emit_changed (self);
}

void
sand_selection_toggle (SandSelection *self,
                       gpointer       item)
{
  g_return_if_fail (SAND_IS_SELECTION (self));

  if (sand_selection_contains (self, item))
    sand_selection_remove (self, item);
  else
    sand_selection_add (self, item);
}

void
sand_selection_set (SandSelection *self,
                    gpointer       item)
{
  g_return_if_fail (SAND_IS_SELECTION (self));
  g_return_if_fail (item == NULL || SAND_IS_FEATURE (item) || SAND_IS_UNIT (item));

  if (item == NULL && self->items->len == 0)
    return;
  if (item != NULL && self->items->len == 1 && self->items->pdata[0] == item)
    return;

  g_ptr_array_set_size (self->items, 0);
  if (item != NULL)
    g_ptr_array_add (self->items, g_object_ref (item));
  sand_selection_emit_changed (self);
}

void
sand_selection_set_items (SandSelection *self,
                          GPtrArray     *items)
{
  g_return_if_fail (SAND_IS_SELECTION (self));

  g_ptr_array_set_size (self->items, 0);
  for (guint i = 0; items != NULL && i < items->len; i++)
    if (!g_ptr_array_find (self->items, items->pdata[i], NULL))
      g_ptr_array_add (self->items, g_object_ref (items->pdata[i]));
  sand_selection_emit_changed (self);
}

void
sand_selection_clear (SandSelection *self)
{
  sand_selection_set (self, NULL);
}

gpointer
sand_selection_get_single (SandSelection *self)
{
  g_return_val_if_fail (SAND_IS_SELECTION (self), NULL);

  return self->items->len == 1 ? self->items->pdata[0] : NULL;
}

static gboolean
scenario_holds (SandScenario *scenario,
                gpointer      item)
{
  GListModel *list = SAND_IS_FEATURE (item) ? sand_scenario_get_features (scenario)
                                            : sand_scenario_get_units (scenario);

  for (guint i = 0, n = g_list_model_get_n_items (list); i < n; i++)
    {
      g_autoptr(GObject) other = g_list_model_get_item (list, i);

      if (other == item)
        return TRUE;
    }

  return FALSE;
}

void
sand_selection_prune (SandSelection *self,
                      SandScenario  *scenario)
{
  gboolean changed = FALSE;

  g_return_if_fail (SAND_IS_SELECTION (self));

  for (guint i = self->items->len; i > 0; i--)
    if (scenario == NULL || !scenario_holds (scenario, self->items->pdata[i - 1]))
      {
        g_ptr_array_remove_index (self->items, i - 1);
        changed = TRUE;
      }

  if (changed)
    sand_selection_emit_changed (self);
}
