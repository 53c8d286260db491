/* sand-reversed-list.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-reversed-list.h"

struct _SandReversedList
{
  GObject     parent_instance;

  GListModel *model;
};

static void sand_reversed_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SandReversedList, sand_reversed_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, sand_reversed_list_model_init))

static GType
get_item_type (GListModel *list)
{
  return g_list_model_get_item_type (SAND_REVERSED_LIST (list)->model);
}

static guint
get_n_items (GListModel *list)
{
  return g_list_model_get_n_items (SAND_REVERSED_LIST (list)->model);
}

static gpointer
get_item (GListModel *list,
          guint       position)
{
  GListModel *model = SAND_REVERSED_LIST (list)->model;
  guint n = g_list_model_get_n_items (model);

  return position < n ? g_list_model_get_item (model, n - 1 - position) : NULL;
}

static void
sand_reversed_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

/* The items [position, position + removed) before the change end where the
 * items [position, position + added) after it end: read backwards, both
 * ranges start at the same place. */
static void
items_changed_cb (GListModel       *model,
                  guint             position,
                  guint             removed,
                  guint             added,
                  SandReversedList *self)
{
  guint n = g_list_model_get_n_items (model);

  g_list_model_items_changed (G_LIST_MODEL (self), n - position - added, removed, added);
}

static void
sand_reversed_list_dispose (GObject *object)
{
  SandReversedList *self = SAND_REVERSED_LIST (object);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (sand_reversed_list_parent_class)->dispose (object);
}

static void
sand_reversed_list_class_init (SandReversedListClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sand_reversed_list_dispose;
}

static void
sand_reversed_list_init (SandReversedList *self)
{
}

GListModel *
sand_reversed_list_new (GListModel *model)
{
  SandReversedList *self;

  g_return_val_if_fail (G_IS_LIST_MODEL (model), NULL);

  self = g_object_new (SAND_TYPE_REVERSED_LIST, NULL);
  self->model = g_object_ref (model);
  g_signal_connect (model, "items-changed", G_CALLBACK (items_changed_cb), self);

  return G_LIST_MODEL (self);
}
