/* sand-edit-property.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sand-edit-property.h"
#include "sand-backdrop.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

/* Consecutive changes of one property of one object inside a group (a slider being
 * dragged, a unit being turned) merge into one change from the first old value to the
 * last new one. */

typedef struct
{
  SandCommand parent;
  GObject *object;
  GParamSpec *pspec;
  GValue old_value;
  GValue new_value;
} PropertyCommand;

static void
property_apply (SandCommand  *command,
                SandScenario *scenario)
{
  PropertyCommand *self = (PropertyCommand *) command;

  g_object_set_property (self->object, self->pspec->name, &self->new_value);
  /* Keep what the object made of it (a facing of 370 becomes 10), so redo and
   * merging see the real value. */
  g_object_get_property (self->object, self->pspec->name, &self->new_value);
}

static void
property_revert (SandCommand  *command,
                 SandScenario *scenario)
{
  PropertyCommand *self = (PropertyCommand *) command;

  g_object_set_property (self->object, self->pspec->name, &self->old_value);
}

static gboolean
property_merge (SandCommand *command,
                SandCommand *next)
{
  PropertyCommand *self = (PropertyCommand *) command;
  PropertyCommand *other = (PropertyCommand *) next;

  if (self->object != other->object || self->pspec != other->pspec)
    return FALSE;
  g_value_copy (&other->new_value, &self->new_value);
  return TRUE;
}

static void
property_clear (SandCommand *command)
{
  PropertyCommand *self = (PropertyCommand *) command;

  g_value_unset (&self->old_value);
  g_value_unset (&self->new_value);
  g_clear_object (&self->object);
}

static const SandCommandClass property_command_class = {
  property_apply, property_revert, property_merge, property_clear,
};

static const char *
property_label (GObject *object)
{
  if (SAND_IS_FEATURE (object))
    return _("Change Feature");
  if (SAND_IS_UNIT (object))
    return _("Change Unit");
  if (SAND_IS_SIDE (object))
    return _("Change Side");
  if (SAND_IS_BACKDROP (object))
    return _("Change Backdrop");
  return _("Change Scenario");
}

static gboolean
perform_property (SandHistory  *history,
                  GObject      *object,
                  const char   *name,
                  const GValue *value,
                  const char   *label)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), name);
  PropertyCommand *command;
  g_auto (GValue) new_value = G_VALUE_INIT;
  g_auto (GValue) old_value = G_VALUE_INIT;

  if (pspec == NULL || !(pspec->flags & G_PARAM_WRITABLE) || (pspec->flags & G_PARAM_CONSTRUCT_ONLY))
    {
      g_critical ("%s: %s has no writable property “%s”", G_STRFUNC,
                  G_OBJECT_TYPE_NAME (object), name);
      return FALSE;
    }

  g_value_init (&new_value, pspec->value_type);
  if (!g_value_transform (value, &new_value))
    {
      g_critical ("%s: cannot set property “%s” from a %s", G_STRFUNC, name,
                  G_VALUE_TYPE_NAME (value));
      return FALSE;
    }
  /* Clamp to the property's range now, so the recorded value is the one set. */
  g_param_value_validate (pspec, &new_value);

  g_value_init (&old_value, pspec->value_type);
  g_object_get_property (object, name, &old_value);
  if (g_param_values_cmp (pspec, &old_value, &new_value) == 0)
    return TRUE;

  command = sand_command_new (&property_command_class, sizeof *command, label);
  command->object = g_object_ref (object);
  command->pspec = pspec;
  command->old_value = old_value;
  command->new_value = new_value;
  /* The command owns the values now. */
  old_value = (GValue) G_VALUE_INIT;
  new_value = (GValue) G_VALUE_INIT;
  sand_history_perform (history, &command->parent);
  return TRUE;
}

/* A unit's new id, and the units that name it (the figures it leads) follow it. */
static gboolean
rename_unit (SandHistory  *history,
             SandUnit     *unit,
             const GValue *value)
{
  g_autofree char *old = g_strdup (sand_unit_get_id (unit));
  gboolean done;

  sand_history_begin_group (history, property_label (G_OBJECT (unit)));
  done = perform_property (history, G_OBJECT (unit), "id", value, property_label (G_OBJECT (unit)));
  if (done)
    sand_edit_relink_units (history, old, g_value_get_string (value), unit);
  sand_history_end_group (history);
  return done;
}

void
sand_edit_relink_units (SandHistory *history,
                        const char  *from,
                        const char  *to,
                        SandUnit    *besides)
{
  SandRuleset *ruleset;
  g_auto (GStrv) links = NULL;
  GListModel *units;

  g_return_if_fail (SAND_IS_HISTORY (history));

  ruleset = sand_history_get_ruleset (history);
  if (from == NULL || ruleset == NULL)
    return;
  links = sand_ruleset_list_unit_links (ruleset);
  units = sand_scenario_get_units (sand_history_get_scenario (history));
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) other = g_list_model_get_item (units, i);

      for (guint k = 0; other != besides && links[k] != NULL; k++)
        if (g_strcmp0 (sand_unit_get_attr (other, links[k]), from) == 0)
          sand_edit_set_unit_attr (history, other, links[k], to);
    }
}

gboolean
sand_edit_set_property (SandHistory  *history,
                        GObject      *object,
                        const char   *name,
                        const GValue *value)
{
  g_return_val_if_fail (SAND_IS_HISTORY (history), FALSE);
  g_return_val_if_fail (SAND_IS_SCENARIO (object) || SAND_IS_FEATURE (object)
                        || SAND_IS_UNIT (object) || SAND_IS_SIDE (object)
                        || SAND_IS_BACKDROP (object), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (G_IS_VALUE (value), FALSE);

  if (SAND_IS_UNIT (object) && g_str_equal (name, "id") && G_VALUE_HOLDS_STRING (value)
      && g_strcmp0 (g_value_get_string (value), sand_unit_get_id (SAND_UNIT (object))) != 0)
    return rename_unit (history, SAND_UNIT (object), value);
  return perform_property (history, object, name, value, property_label (object));
}

void
sand_edit_set_facing (SandHistory *history,
                      SandUnit    *unit,
                      double       facing)
{
  g_auto (GValue) value = G_VALUE_INIT;

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_UNIT (unit));

  /* Normalised here too, so turning to 360 from 0 is seen as no change. */
  facing = fmod (facing, 360);
  if (facing < 0)
    facing += 360;
  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, facing);
  perform_property (history, G_OBJECT (unit), "facing", &value, _("Turn Unit"));
}

/* Unit attributes */

typedef struct
{
  SandCommand parent;
  SandUnit *unit;
  char *name;
  char *old_value;
  char *new_value;
} AttrCommand;

static void
attr_apply (SandCommand  *command,
            SandScenario *scenario)
{
  AttrCommand *self = (AttrCommand *) command;

  sand_unit_set_attr (self->unit, self->name, self->new_value);
}

static void
attr_revert (SandCommand  *command,
             SandScenario *scenario)
{
  AttrCommand *self = (AttrCommand *) command;

  sand_unit_set_attr (self->unit, self->name, self->old_value);
}

static gboolean
attr_merge (SandCommand *command,
            SandCommand *next)
{
  AttrCommand *self = (AttrCommand *) command;
  AttrCommand *other = (AttrCommand *) next;

  if (self->unit != other->unit || strcmp (self->name, other->name) != 0)
    return FALSE;
  g_free (self->new_value);
  self->new_value = g_steal_pointer (&other->new_value);
  return TRUE;
}

static void
attr_clear (SandCommand *command)
{
  AttrCommand *self = (AttrCommand *) command;

  g_clear_object (&self->unit);
  g_free (self->name);
  g_free (self->old_value);
  g_free (self->new_value);
}

static const SandCommandClass attr_command_class = {
  attr_apply, attr_revert, attr_merge, attr_clear,
};

void
sand_edit_set_unit_attr (SandHistory *history,
                         SandUnit    *unit,
                         const char  *name,
                         const char  *value)
{
  const char *old_value;
  AttrCommand *command;

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_UNIT (unit));
  g_return_if_fail (name != NULL);

  old_value = sand_unit_get_attr (unit, name);
  if (g_strcmp0 (old_value, value) == 0)
    return;

  command = sand_command_new (&attr_command_class, sizeof *command, _("Change Unit"));
  command->unit = g_object_ref (unit);
  command->name = g_strdup (name);
  command->old_value = g_strdup (old_value);
  command->new_value = g_strdup (value);
  sand_history_perform (history, &command->parent);
}

/* Moving units */

typedef struct
{
  SandCommand parent;
  SandUnit *unit;
  SandPoint old_pos;
  SandPoint new_pos;
} MoveCommand;

static void
move_apply (SandCommand  *command,
            SandScenario *scenario)
{
  MoveCommand *self = (MoveCommand *) command;

  sand_unit_set_position (self->unit, self->new_pos.x, self->new_pos.y);
}

static void
move_revert (SandCommand  *command,
             SandScenario *scenario)
{
  MoveCommand *self = (MoveCommand *) command;

  sand_unit_set_position (self->unit, self->old_pos.x, self->old_pos.y);
}

static gboolean
move_merge (SandCommand *command,
            SandCommand *next)
{
  MoveCommand *self = (MoveCommand *) command;
  MoveCommand *other = (MoveCommand *) next;

  if (self->unit != other->unit)
    return FALSE;
  self->new_pos = other->new_pos;
  return TRUE;
}

static void
move_clear (SandCommand *command)
{
  g_clear_object (&((MoveCommand *) command)->unit);
}

static const SandCommandClass move_command_class = {
  move_apply, move_revert, move_merge, move_clear,
};

void
sand_edit_move_unit (SandHistory *history,
                     SandUnit    *unit,
                     double       x,
                     double       y)
{
  MoveCommand *command;
  SandPoint old_pos;

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_UNIT (unit));

  old_pos = (SandPoint) { sand_unit_get_x (unit), sand_unit_get_y (unit) };
  if (old_pos.x == x && old_pos.y == y)
    return;

  command = sand_command_new (&move_command_class, sizeof *command, _("Move Unit"));
  command->unit = g_object_ref (unit);
  command->old_pos = old_pos;
  command->new_pos = (SandPoint) { x, y };
  sand_history_perform (history, &command->parent);
}
