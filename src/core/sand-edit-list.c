/* sand-edit-list.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sand-edit-list.h"
#include "sand-edit-property.h"

#include <glib/gi18n-lib.h>

/* How to reach one of the scenario's lists. */
typedef struct
{
  GListModel *(*get)    (SandScenario *scenario);
  void        (*insert) (SandScenario *scenario,
                         guint         position,
                         gpointer      item);
  void        (*remove) (SandScenario *scenario,
                         gpointer      item);
} ListOps;

/* The scenario's functions take typed items; these adapt them to ListOps. */
#define DEFINE_LIST_OPS(name, Type)                                     \
  static void                                                           \
  insert_##name (SandScenario *scenario,                                \
                 guint         position,                                \
                 gpointer      item)                                    \
  {                                                                     \
    sand_scenario_insert_##name (scenario, position, (Type *) item);   \
  }                                                                     \
  static void                                                           \
  remove_##name (SandScenario *scenario,                                \
                 gpointer      item)                                    \
  {                                                                     \
    sand_scenario_remove_##name (scenario, (Type *) item);             \
  }

DEFINE_LIST_OPS (feature, SandFeature)
DEFINE_LIST_OPS (unit, SandUnit)
DEFINE_LIST_OPS (side, SandSide)

static const ListOps feature_ops = { sand_scenario_get_features, insert_feature, remove_feature };
static const ListOps unit_ops = { sand_scenario_get_units, insert_unit, remove_unit };
static const ListOps side_ops = { sand_scenario_get_sides, insert_side, remove_side };

/* Adding and removing are the same command run one way or the other. */
typedef struct
{
  SandCommand parent;
  const ListOps *ops;
  GObject *item;
  guint position;
  gboolean adds;
} ListCommand;

static void
list_insert (ListCommand  *self,
             SandScenario *scenario)
{
  self->ops->insert (scenario, self->position, self->item);
}

static void
list_remove (ListCommand  *self,
             SandScenario *scenario)
{
  self->ops->remove (scenario, self->item);
}

static void
list_apply (SandCommand  *command,
            SandScenario *scenario)
{
  ListCommand *self = (ListCommand *) command;

  if (self->adds)
    list_insert (self, scenario);
  else
    list_remove (self, scenario);
}

static void
list_revert (SandCommand  *command,
             SandScenario *scenario)
{
  ListCommand *self = (ListCommand *) command;

  if (self->adds)
    list_remove (self, scenario);
  else
    list_insert (self, scenario);
}

static void
list_clear (SandCommand *command)
{
  g_clear_object (&((ListCommand *) command)->item);
}

static const SandCommandClass list_command_class = {
  list_apply, list_revert, NULL, list_clear,
};

static void
perform_list (SandHistory   *history,
              const ListOps *ops,
              gpointer       item,
              guint          position,
              gboolean       adds,
              const char    *label)
{
  ListCommand *command = sand_command_new (&list_command_class, sizeof *command, label);

  command->ops = ops;
  command->item = g_object_ref (item);
  command->position = position;
  command->adds = adds;
  sand_history_perform (history, &command->parent);
}

/* Where @item is in its list; FALSE (with a critical) when it is not there. */
static gboolean
find_item (SandHistory   *history,
           const ListOps *ops,
           gpointer       item,
           guint         *position)
{
  GListModel *list = ops->get (sand_history_get_scenario (history));
  guint n = g_list_model_get_n_items (list);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GObject) other = g_list_model_get_item (list, i);
      if (other == item)
        {
          *position = i;
          return TRUE;
        }
    }
  g_critical ("%s: %s is not in the scenario", G_STRFUNC, G_OBJECT_TYPE_NAME (item));
  return FALSE;
}

static void
add_item (SandHistory   *history,
          const ListOps *ops,
          guint          position,
          gpointer       item,
          const char    *label)
{
  GListModel *list = ops->get (sand_history_get_scenario (history));
  guint n = g_list_model_get_n_items (list);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GObject) other = g_list_model_get_item (list, i);
      g_return_if_fail (other != item);
    }
  perform_list (history, ops, item, MIN (position, n), TRUE, label);
}

static void
remove_item (SandHistory   *history,
             const ListOps *ops,
             gpointer       item,
             const char    *label)
{
  guint position;

  if (find_item (history, ops, item, &position))
    perform_list (history, ops, item, position, FALSE, label);
}

void
sand_edit_add_feature (SandHistory *history,
                       SandFeature *feature)
{
  sand_edit_insert_feature (history, G_MAXUINT, feature);
}

void
sand_edit_insert_feature (SandHistory *history,
                          guint        position,
                          SandFeature *feature)
{
  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_FEATURE (feature));
  add_item (history, &feature_ops, position, feature, _("Add Feature"));
}

void
sand_edit_remove_feature (SandHistory *history,
                          SandFeature *feature)
{
  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_FEATURE (feature));
  remove_item (history, &feature_ops, feature, _("Remove Feature"));
}

void
sand_edit_add_unit (SandHistory *history,
                    SandUnit    *unit)
{
  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_UNIT (unit));
  add_item (history, &unit_ops, G_MAXUINT, unit, _("Add Unit"));
}

void
sand_edit_remove_unit (SandHistory *history,
                       SandUnit    *unit)
{
  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_UNIT (unit));

  /* the figures it led lose their officer with it, as the rules say of a fallen one */
  sand_history_begin_group (history, _("Remove Unit"));
  sand_edit_relink_units (history, sand_unit_get_id (unit), NULL, unit);
  remove_item (history, &unit_ops, unit, _("Remove Unit"));
  sand_history_end_group (history);
}

void
sand_edit_add_side (SandHistory *history,
                    SandSide    *side)
{
  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_SIDE (side));
  add_item (history, &side_ops, G_MAXUINT, side, _("Add Side"));
}

void
sand_edit_remove_side (SandHistory *history,
                       SandSide    *side)
{
  GListModel *units;
  guint position;

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_SIDE (side));

  if (!find_item (history, &side_ops, side, &position))
    return;

  /* The units go first, last to first, each as its own command: undo then puts them
   * back first to last, so every one lands at its old index. */
  sand_history_begin_group (history, _("Remove Side"));
  units = sand_scenario_get_units (sand_history_get_scenario (history));
  for (guint i = g_list_model_get_n_items (units); i > 0; i--)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i - 1);
      if (sand_unit_get_side (unit) == side)
        perform_list (history, &unit_ops, unit, i - 1, FALSE, _("Remove Unit"));
    }
  perform_list (history, &side_ops, side, position, FALSE, _("Remove Side"));
  sand_history_end_group (history);
}

/* Reordering */

typedef struct
{
  SandCommand parent;
  const ListOps *ops;
  GObject *item;
  guint from;
  guint to;
} ReorderCommand;

static void
reorder_apply (SandCommand  *command,
               SandScenario *scenario)
{
  ReorderCommand *self = (ReorderCommand *) command;

  sand_scenario_move_item (scenario, self->ops->get (scenario), self->from, self->to);
}

static void
reorder_revert (SandCommand  *command,
                SandScenario *scenario)
{
  ReorderCommand *self = (ReorderCommand *) command;

  sand_scenario_move_item (scenario, self->ops->get (scenario), self->to, self->from);
}

/* Raising an item step by step during one gesture is one move. */
static gboolean
reorder_merge (SandCommand *command,
               SandCommand *next)
{
  ReorderCommand *self = (ReorderCommand *) command;
  ReorderCommand *other = (ReorderCommand *) next;

  if (self->item != other->item)
    return FALSE;
  self->to = other->to;
  return TRUE;
}

static void
reorder_clear (SandCommand *command)
{
  g_clear_object (&((ReorderCommand *) command)->item);
}

static const SandCommandClass reorder_command_class = {
  reorder_apply, reorder_revert, reorder_merge, reorder_clear,
};

/* @later labels a move towards the end of the list, @earlier one towards its start. */
static void
reorder_item (SandHistory   *history,
              const ListOps *ops,
              guint          from,
              guint          to,
              const char    *later,
              const char    *earlier)
{
  GListModel *list = ops->get (sand_history_get_scenario (history));
  guint n = g_list_model_get_n_items (list);
  ReorderCommand *command;

  g_return_if_fail (from < n);

  to = MIN (to, n - 1);
  if (from == to)
    return;

  command = sand_command_new (&reorder_command_class, sizeof *command, to > from ? later : earlier);
  command->ops = ops;
  command->item = g_list_model_get_item (list, from);
  command->from = from;
  command->to = to;
  sand_history_perform (history, &command->parent);
}

void
sand_edit_reorder_feature (SandHistory *history,
                           guint        from,
                           guint        to)
{
  g_return_if_fail (SAND_IS_HISTORY (history));
  reorder_item (history, &feature_ops, from, to, _("Raise Feature"), _("Lower Feature"));
}

void
sand_edit_reorder_side (SandHistory *history,
                        guint        from,
                        guint        to)
{
  g_return_if_fail (SAND_IS_HISTORY (history));
  reorder_item (history, &side_ops, from, to, _("Move Side Down"), _("Move Side Up"));
}

void
sand_edit_reorder_unit (SandHistory *history,
                        guint        from,
                        guint        to)
{
  GListModel *units;
  guint n;
  g_autoptr (SandUnit) moving = NULL;
  g_autoptr (SandUnit) there = NULL;

  g_return_if_fail (SAND_IS_HISTORY (history));

  units = sand_scenario_get_units (sand_history_get_scenario (history));
  n = g_list_model_get_n_items (units);
  g_return_if_fail (from < n);

  /* A unit moves among its own side's: the order of the others' stays. */
  moving = g_list_model_get_item (units, from);
  there = g_list_model_get_item (units, MIN (to, n - 1));
  g_return_if_fail (sand_unit_get_side (moving) == sand_unit_get_side (there));
  reorder_item (history, &unit_ops, from, to, _("Move Unit Down"), _("Move Unit Up"));
}
