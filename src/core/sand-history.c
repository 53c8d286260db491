/* sand-history.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sand-history.h"
#include "sand-ruleset-registry.h"

/* One undo step: the commands of one edit or one group, in the order applied. */
typedef struct
{
  char      *label;
  GPtrArray *commands;
} Step;

struct _SandHistory
{
  GObject parent_instance;

  SandScenario *scenario;
  SandRulesetRegistry *registry; /* where its ruleset is found, or NULL */

  GPtrArray *steps;  /* Step: the first n_done are done, the rest can be redone */
  guint n_done;
  int clean;         /* n_done at the saved state; -1 when it cannot come back */
  guint limit;

  gboolean replaying; /* inside undo or redo, where nothing new may be recorded */
  guint depth;       /* nesting of open groups */
  Step *open;        /* the outermost open group */

  /* Last notified state, so notifications are sent only on change. */
  gboolean can_undo;
  gboolean can_redo;
  gboolean is_clean;
  char *undo_label;
  char *redo_label;
};

G_DEFINE_FINAL_TYPE (SandHistory, sand_history, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SCENARIO,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  PROP_IS_CLEAN,
  PROP_LIMIT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

gpointer
sand_command_new (const SandCommandClass *klass,
                  gsize                   size,
                  const char             *label)
{
  SandCommand *command;

  g_return_val_if_fail (klass != NULL, NULL);
  g_return_val_if_fail (size >= sizeof (SandCommand), NULL);

  command = g_malloc0 (size);
  command->klass = klass;
  command->label = g_strdup (label);
  return command;
}

void
sand_command_free (SandCommand *command)
{
  if (command == NULL)
    return;
  if (command->klass->clear)
    command->klass->clear (command);
  g_free (command->label);
  g_free (command);
}

static Step *
step_new (const char *label)
{
  Step *step = g_new0 (Step, 1);

  step->label = g_strdup (label);
  step->commands = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_command_free);
  return step;
}

static void
step_free (Step *step)
{
  g_free (step->label);
  g_ptr_array_unref (step->commands);
  g_free (step);
}

static Step *
step_at (SandHistory *self,
         guint        index)
{
  return g_ptr_array_index (self->steps, index);
}

/* TRUE when *@field had another value than @label, which it now has. */
static gboolean
replace_label (char       **field,
               const char  *label)
{
  if (g_strcmp0 (*field, label) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (label);
  return TRUE;
}

/* Notifies the derived properties that changed since the last call. */
static void
update_state (SandHistory *self)
{
  gboolean can_undo = self->n_done > 0;
  gboolean can_redo = self->n_done < self->steps->len;
  gboolean is_clean = self->clean == (int) self->n_done;
  const char *undo_label = can_undo ? step_at (self, self->n_done - 1)->label : NULL;
  const char *redo_label = can_redo ? step_at (self, self->n_done)->label : NULL;

  g_object_freeze_notify (G_OBJECT (self));
  if (self->can_undo != can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (self->can_redo != can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  if (self->is_clean != is_clean)
    {
      self->is_clean = is_clean;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_CLEAN]);
    }
  if (replace_label (&self->undo_label, undo_label))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_LABEL]);
  if (replace_label (&self->redo_label, redo_label))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REDO_LABEL]);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Drops the oldest steps beyond the limit. */
static void
trim (SandHistory *self)
{
  guint excess;

  if (self->limit == 0 || self->steps->len <= self->limit)
    return;

  excess = self->steps->len - self->limit;
  /* Only done steps go: after a new edit there is nothing to redo anyway, and when
   * the limit is lowered what can still be redone outlives what was done long ago. */
  excess = MIN (excess, self->n_done);
  g_ptr_array_remove_range (self->steps, 0, excess);
  self->n_done -= excess;
  if (self->clean >= 0)
    self->clean = self->clean >= (int) excess ? self->clean - (int) excess : -1;
}

static void
record_step (SandHistory *self,
             Step        *step)
{
  /* A new edit forgets what could be redone; a saved state among it is lost. */
  if (self->clean > (int) self->n_done)
    self->clean = -1;
  g_ptr_array_set_size (self->steps, self->n_done);
  g_ptr_array_add (self->steps, step);
  self->n_done++;
  trim (self);
  update_state (self);
}

static void
sand_history_dispose (GObject *object)
{
  SandHistory *self = SAND_HISTORY (object);

  g_clear_pointer (&self->open, step_free);
  if (self->steps)
    g_ptr_array_set_size (self->steps, 0);
  g_clear_object (&self->scenario);
  g_clear_object (&self->registry);

  G_OBJECT_CLASS (sand_history_parent_class)->dispose (object);
}

static void
sand_history_finalize (GObject *object)
{
  SandHistory *self = SAND_HISTORY (object);

  g_ptr_array_unref (self->steps);
  g_free (self->undo_label);
  g_free (self->redo_label);

  G_OBJECT_CLASS (sand_history_parent_class)->finalize (object);
}

static void
sand_history_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SandHistory *self = SAND_HISTORY (object);

  switch (prop_id)
    {
    case PROP_SCENARIO: g_value_set_object (value, self->scenario); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, sand_history_get_can_undo (self)); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, sand_history_get_can_redo (self)); break;
    case PROP_UNDO_LABEL: g_value_set_string (value, sand_history_get_undo_label (self)); break;
    case PROP_REDO_LABEL: g_value_set_string (value, sand_history_get_redo_label (self)); break;
    case PROP_IS_CLEAN: g_value_set_boolean (value, sand_history_get_is_clean (self)); break;
    case PROP_LIMIT: g_value_set_uint (value, self->limit); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_history_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SandHistory *self = SAND_HISTORY (object);

  switch (prop_id)
    {
    case PROP_SCENARIO: self->scenario = g_value_dup_object (value); break;
    case PROP_LIMIT: sand_history_set_limit (self, g_value_get_uint (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_history_class_init (SandHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = sand_history_dispose;
  object_class->finalize = sand_history_finalize;
  object_class->get_property = sand_history_get_property;
  object_class->set_property = sand_history_set_property;

  properties[PROP_SCENARIO] =
    g_param_spec_object ("scenario", NULL, NULL, SAND_TYPE_SCENARIO,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  properties[PROP_UNDO_LABEL] = g_param_spec_string ("undo-label", NULL, NULL, NULL, ro);
  properties[PROP_REDO_LABEL] = g_param_spec_string ("redo-label", NULL, NULL, NULL, ro);
  properties[PROP_IS_CLEAN] = g_param_spec_boolean ("is-clean", NULL, NULL, TRUE, ro);
  properties[PROP_LIMIT] =
    g_param_spec_uint ("limit", NULL, NULL, 0, G_MAXUINT, SAND_HISTORY_DEFAULT_LIMIT,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sand_history_init (SandHistory *self)
{
  self->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
  self->limit = SAND_HISTORY_DEFAULT_LIMIT;
  self->is_clean = TRUE;
}

SandHistory *
sand_history_new (SandScenario *scenario)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);
  return g_object_new (SAND_TYPE_HISTORY, "scenario", scenario, NULL);
}

SandScenario *
sand_history_get_scenario (SandHistory *self)
{
  g_return_val_if_fail (SAND_IS_HISTORY (self), NULL);
  return self->scenario;
}

void
sand_history_set_registry (SandHistory         *self,
                           SandRulesetRegistry *registry)
{
  g_return_if_fail (SAND_IS_HISTORY (self));
  g_return_if_fail (registry == NULL || SAND_IS_RULESET_REGISTRY (registry));

  g_set_object (&self->registry, registry);
}

SandRuleset *
sand_history_get_ruleset (SandHistory *self)
{
  const char *id;

  g_return_val_if_fail (SAND_IS_HISTORY (self), NULL);

  id = sand_scenario_get_ruleset (self->scenario);
  return self->registry != NULL && id != NULL ? sand_ruleset_registry_lookup (self->registry, id) : NULL;
}

void
sand_history_perform (SandHistory *self,
                      SandCommand *command)
{
  Step *step;

  g_return_if_fail (SAND_IS_HISTORY (self));
  g_return_if_fail (command != NULL && command->klass != NULL);
  g_return_if_fail (command->klass->apply != NULL && command->klass->revert != NULL);

  if (self->replaying)
    {
      /* Usually a handler that edits in reply to a change undo is making. */
      g_critical ("%s: an edit during undo or redo (replaying) is dropped", G_STRFUNC);
      sand_command_free (command);
      return;
    }

  command->klass->apply (command, self->scenario);

  if (self->open)
    {
      GPtrArray *commands = self->open->commands;
      SandCommand *last = commands->len ? g_ptr_array_index (commands, commands->len - 1) : NULL;

      if (last && last->klass == command->klass && last->klass->merge
          && last->klass->merge (last, command))
        sand_command_free (command);
      else
        g_ptr_array_add (commands, command);
      return;
    }

  step = step_new (command->label);
  g_ptr_array_add (step->commands, command);
  record_step (self, step);
}

void
sand_history_begin_group (SandHistory *self,
                          const char  *label)
{
  g_return_if_fail (SAND_IS_HISTORY (self));

  if (self->depth++ == 0)
    self->open = step_new (label);
}

void
sand_history_end_group (SandHistory *self)
{
  Step *step;

  g_return_if_fail (SAND_IS_HISTORY (self));
  g_return_if_fail (self->depth > 0);

  if (--self->depth > 0)
    return;

  step = g_steal_pointer (&self->open);
  if (step->commands->len == 0)
    {
      step_free (step);
      return;
    }
  if (step->label == NULL)
    {
      SandCommand *first = g_ptr_array_index (step->commands, 0);
      step->label = g_strdup (first->label);
    }
  record_step (self, step);
}

gboolean
sand_history_in_group (SandHistory *self)
{
  g_return_val_if_fail (SAND_IS_HISTORY (self), FALSE);
  return self->depth > 0;
}

gboolean
sand_history_get_can_undo (SandHistory *self)
{
  g_return_val_if_fail (SAND_IS_HISTORY (self), FALSE);
  return self->n_done > 0;
}

gboolean
sand_history_get_can_redo (SandHistory *self)
{
  g_return_val_if_fail (SAND_IS_HISTORY (self), FALSE);
  return self->n_done < self->steps->len;
}

const char *
sand_history_get_undo_label (SandHistory *self)
{
  g_return_val_if_fail (SAND_IS_HISTORY (self), NULL);
  return self->n_done > 0 ? step_at (self, self->n_done - 1)->label : NULL;
}

const char *
sand_history_get_redo_label (SandHistory *self)
{
  g_return_val_if_fail (SAND_IS_HISTORY (self), NULL);
  return self->n_done < self->steps->len ? step_at (self, self->n_done)->label : NULL;
}

gboolean
sand_history_undo (SandHistory *self)
{
  Step *step;

  g_return_val_if_fail (SAND_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (self->depth == 0, FALSE);
  g_return_val_if_fail (!self->replaying, FALSE);

  if (self->n_done == 0)
    return FALSE;

  step = step_at (self, self->n_done - 1);
  self->replaying = TRUE;
  for (guint i = step->commands->len; i > 0; i--)
    {
      SandCommand *command = g_ptr_array_index (step->commands, i - 1);
      command->klass->revert (command, self->scenario);
    }
  self->replaying = FALSE;
  self->n_done--;
  update_state (self);
  return TRUE;
}

gboolean
sand_history_redo (SandHistory *self)
{
  Step *step;

  g_return_val_if_fail (SAND_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (self->depth == 0, FALSE);
  g_return_val_if_fail (!self->replaying, FALSE);

  if (self->n_done == self->steps->len)
    return FALSE;

  step = step_at (self, self->n_done);
  self->replaying = TRUE;
  for (guint i = 0; i < step->commands->len; i++)
    {
      SandCommand *command = g_ptr_array_index (step->commands, i);
      command->klass->apply (command, self->scenario);
    }
  self->replaying = FALSE;
  self->n_done++;
  update_state (self);
  return TRUE;
}

void
sand_history_mark_clean (SandHistory *self)
{
  g_return_if_fail (SAND_IS_HISTORY (self));
  self->clean = (int) self->n_done;
  update_state (self);
}

gboolean
sand_history_get_is_clean (SandHistory *self)
{
  g_return_val_if_fail (SAND_IS_HISTORY (self), TRUE);
  return self->clean == (int) self->n_done;
}

guint
sand_history_get_limit (SandHistory *self)
{
  g_return_val_if_fail (SAND_IS_HISTORY (self), 0);
  return self->limit;
}

void
sand_history_set_limit (SandHistory *self,
                        guint        limit)
{
  g_return_if_fail (SAND_IS_HISTORY (self));

  if (self->limit == limit)
    return;
  self->limit = limit;
  trim (self);
  update_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIMIT]);
}

guint
sand_history_get_n_undo (SandHistory *self)
{
  g_return_val_if_fail (SAND_IS_HISTORY (self), 0);
  return self->n_done;
}

guint
sand_history_get_n_redo (SandHistory *self)
{
  g_return_val_if_fail (SAND_IS_HISTORY (self), 0);
  return self->steps->len - self->n_done;
}

guint
sand_history_get_undo_size (SandHistory *self)
{
  g_return_val_if_fail (SAND_IS_HISTORY (self), 0);
  return self->n_done > 0 ? step_at (self, self->n_done - 1)->commands->len : 0;
}

void
sand_history_clear (SandHistory *self)
{
  g_return_if_fail (SAND_IS_HISTORY (self));

  self->clean = sand_history_get_is_clean (self) ? 0 : -1;
  g_ptr_array_set_size (self->steps, 0);
  self->n_done = 0;
  update_state (self);
}
