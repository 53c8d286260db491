/* sand-editor-visibility.c: which items are hidden or locked, one by one or
 * a whole kind at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-editor-private.h"

/* Hidden and locked items both drop out of the selection and the canvas redraws. */
static void
set_flag (SandEditor *self,
          GHashTable *table,
          gpointer    item,
          gboolean    on)
{
  if (on == g_hash_table_contains (table, item))
    return;

  if (on)
    {
      g_hash_table_insert (table, g_object_ref (item), item);
      sand_selection_remove (self->selection, item);
    }
  else
    g_hash_table_remove (table, item);

  _sand_editor_visibility_changed (self, item);
  if (self->canvas != NULL)
    gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

gboolean
sand_editor_is_hidden (SandEditor *self,
                       gpointer    item)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);
  return g_hash_table_contains (self->hidden, item);
}

void
sand_editor_set_hidden (SandEditor *self,
                        gpointer    item,
                        gboolean    hidden)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  g_return_if_fail (G_IS_OBJECT (item));

  set_flag (self, self->hidden, item, hidden);
}

gboolean
sand_editor_is_locked (SandEditor *self,
                       gpointer    item)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);
  return g_hash_table_contains (self->locked, item);
}

void
sand_editor_set_locked (SandEditor *self,
                        gpointer    item,
                        gboolean    locked)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  g_return_if_fail (G_IS_OBJECT (item));

  set_flag (self, self->locked, item, locked);
}

/* Per kind: every feature of @kind drawn so far. */
static void
set_kind_flag (SandEditor      *self,
               GHashTable      *table,
               SandTerrainKind  kind,
               gboolean         on)
{
  GListModel *features = sand_scenario_get_features (sand_editor_get_scenario (self));

  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);

      if (sand_feature_get_kind (feature) == kind)
        set_flag (self, table, feature, on);
    }
}

/* TRUE when there are features of @kind and every one has the flag. */
static gboolean
kind_has_flag (SandEditor      *self,
               GHashTable      *table,
               SandTerrainKind  kind)
{
  GListModel *features = sand_scenario_get_features (sand_editor_get_scenario (self));
  gboolean any = FALSE;

  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);

      if (sand_feature_get_kind (feature) != kind)
        continue;
      if (!g_hash_table_contains (table, feature))
        return FALSE;
      any = TRUE;
    }

  return any;
}

void
sand_editor_set_kind_hidden (SandEditor      *self,
                             SandTerrainKind  kind,
                             gboolean         hidden)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  set_kind_flag (self, self->hidden, kind, hidden);
}

gboolean
sand_editor_is_kind_hidden (SandEditor      *self,
                            SandTerrainKind  kind)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);
  return kind_has_flag (self, self->hidden, kind);
}

void
sand_editor_set_kind_locked (SandEditor      *self,
                             SandTerrainKind  kind,
                             gboolean         locked)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  set_kind_flag (self, self->locked, kind, locked);
}

gboolean
sand_editor_is_kind_locked (SandEditor      *self,
                            SandTerrainKind  kind)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);
  return kind_has_flag (self, self->locked, kind);
}

gboolean
_sand_editor_is_pickable (SandEditor *self,
                          gpointer    item)
{
  return !g_hash_table_contains (self->hidden, item) &&
         !g_hash_table_contains (self->locked, item);
}
