/* sand-units-by-side.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-side.h"
#include "sand-unit.h"
#include "sand-units-by-side.h"

struct _SandUnitsBySide
{
  GObject     parent_instance;

  GListModel *sides;
  GListModel *units;
  GPtrArray  *items;    /* the sides and units as shown, owned */
  GPtrArray  *watched;  /* the units whose side is followed, owned */
};

static void sand_units_by_side_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SandUnitsBySide, sand_units_by_side, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, sand_units_by_side_model_init))

static GType
get_item_type (GListModel *list)
{
  return G_TYPE_OBJECT;
}

static guint
get_n_items (GListModel *list)
{
  return SAND_UNITS_BY_SIDE (list)->items->len;
}

static gpointer
get_item (GListModel *list,
          guint       position)
{
  GPtrArray *items = SAND_UNITS_BY_SIDE (list)->items;

  return position < items->len ? g_object_ref (g_ptr_array_index (items, position)) : NULL;
}

static void
sand_units_by_side_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

/* @side's units in the scenario's order; with @side NULL, those of no side
 * in @sides. */
static void
add_units (SandUnitsBySide *self,
           GPtrArray       *items,
           SandSide        *side)
{
  for (guint i = 0; i < g_list_model_get_n_items (self->units); i++)
    {
      SandUnit *unit = g_list_model_get_item (self->units, i);
      SandSide *of = sand_unit_get_side (unit);
      guint at;

      if (side != NULL ? of == side
                       : of == NULL || !g_list_store_find (G_LIST_STORE (self->sides), of, &at))
        g_ptr_array_add (items, unit);
      else
        g_object_unref (unit);
    }
}

static void
unwatch (SandUnitsBySide *self)
{
  for (guint i = 0; i < self->watched->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->watched, i), self);
  g_ptr_array_set_size (self->watched, 0);
}

/* Works the list out again and says what changed: the rows between what is
 * the same at either end, so a unit moved within its side redraws only the
 * rows it passed. */
static void
rebuild (SandUnitsBySide *self)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_object_unref);
  GPtrArray *old = self->items;
  guint head = 0, tail = 0;

  for (guint s = 0; s < g_list_model_get_n_items (self->sides); s++)
    {
      SandSide *side = g_list_model_get_item (self->sides, s);

      g_ptr_array_add (items, side);
      add_units (self, items, side);
    }
  add_units (self, items, NULL);

  unwatch (self);
  for (guint i = 0; i < g_list_model_get_n_items (self->units); i++)
    {
      g_autoptr (GObject) unit = g_list_model_get_item (self->units, i);

      g_signal_connect_swapped (unit, "notify::side", G_CALLBACK (rebuild), self);
      g_ptr_array_add (self->watched, g_steal_pointer (&unit));
    }

  while (head < old->len && head < items->len && old->pdata[head] == items->pdata[head])
    head++;
  while (tail < old->len - head && tail < items->len - head
         && old->pdata[old->len - 1 - tail] == items->pdata[items->len - 1 - tail])
    tail++;
  self->items = items;
  if (head < old->len || head < items->len)
    g_list_model_items_changed (G_LIST_MODEL (self), head, old->len - head - tail, items->len - head - tail);
  g_ptr_array_unref (old);
}

static void
sand_units_by_side_dispose (GObject *object)
{
  SandUnitsBySide *self = SAND_UNITS_BY_SIDE (object);

  if (self->watched != NULL)
    unwatch (self);
  if (self->sides != NULL)
    g_signal_handlers_disconnect_by_data (self->sides, self);
  if (self->units != NULL)
    g_signal_handlers_disconnect_by_data (self->units, self);
  g_clear_object (&self->sides);
  g_clear_object (&self->units);

  G_OBJECT_CLASS (sand_units_by_side_parent_class)->dispose (object);
}

static void
sand_units_by_side_finalize (GObject *object)
{
  SandUnitsBySide *self = SAND_UNITS_BY_SIDE (object);

  g_ptr_array_unref (self->items);
  g_ptr_array_unref (self->watched);

  G_OBJECT_CLASS (sand_units_by_side_parent_class)->finalize (object);
}

static void
sand_units_by_side_class_init (SandUnitsBySideClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sand_units_by_side_dispose;
  G_OBJECT_CLASS (klass)->finalize = sand_units_by_side_finalize;
}

static void
sand_units_by_side_init (SandUnitsBySide *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->watched = g_ptr_array_new_with_free_func (g_object_unref);
}

GListModel *
sand_units_by_side_new (GListModel *sides,
                        GListModel *units)
{
  SandUnitsBySide *self;

  g_return_val_if_fail (G_IS_LIST_STORE (sides) && G_IS_LIST_MODEL (units), NULL);

  self = g_object_new (SAND_TYPE_UNITS_BY_SIDE, NULL);
  self->sides = g_object_ref (sides);
  self->units = g_object_ref (units);
  g_signal_connect_swapped (sides, "items-changed", G_CALLBACK (rebuild), self);
  g_signal_connect_swapped (units, "items-changed", G_CALLBACK (rebuild), self);
  rebuild (self);

  return G_LIST_MODEL (self);
}
