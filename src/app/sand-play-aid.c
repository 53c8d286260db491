/* sand-play-aid.c: the play aid object, the choices it holds and what it last
 * answered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-play-aid-private.h"
#include "sand-util.h"

G_DEFINE_FINAL_TYPE (SandPlayAid, sand_play_aid, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SCENARIO,
  PROP_UNIT,
  PROP_RULESET_ID,
  PROP_MODE_ID,
  PROP_THREAT_SIDE,
  PROP_BUSY,
  PROP_OVERLAY,
  PROP_PROBLEM,
  PROP_USE_CM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
_sand_play_aid_set_problem (SandPlayAid *self,
                            const char  *problem)
{
  if (sand_set_str (&self->problem, problem))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEM]);
}

void
_sand_play_aid_set_overlay (SandPlayAid      *self,
                            SandReachOverlay *overlay)
{
  if (self->overlay == overlay)
    return;
  g_clear_pointer (&self->overlay, sand_reach_overlay_unref);
  self->overlay = overlay ? sand_reach_overlay_ref (overlay) : NULL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVERLAY]);
}

void
_sand_play_aid_notify_busy (SandPlayAid *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

void
sand_play_aid_set_anchor (SandPlayAid     *self,
                          const SandPoint *anchor)
{
  g_return_if_fail (SAND_IS_PLAY_AID (self));

  self->has_anchor = anchor != NULL;
  if (anchor != NULL)
    self->anchor = *anchor;
  _sand_play_aid_queue_update (self);
}

void
sand_play_aid_set_group (SandPlayAid *self,
                         GPtrArray   *units,
                         const char  *move_id,
                         GArray      *starts)
{
  g_return_if_fail (SAND_IS_PLAY_AID (self));
  g_return_if_fail (starts == NULL || (units != NULL && starts->len == units->len));

  if (units == NULL && self->group == NULL)
    return;
  g_clear_pointer (&self->group, g_ptr_array_unref);
  g_clear_pointer (&self->group_starts, g_array_unref);
  if (units != NULL)
    {
      self->group = g_ptr_array_copy (units, (GCopyFunc) g_object_ref, NULL);
      g_ptr_array_set_free_func (self->group, g_object_unref);
    }
  if (starts != NULL)
    self->group_starts = g_array_copy (starts);
  sand_set_str (&self->group_move_id, units != NULL ? move_id : NULL);
  _sand_play_aid_queue_update (self);
}

SandRuleset *
_sand_play_aid_lookup_ruleset (SandPlayAid *self,
                              const char  *id)
{
  if (id == NULL && self->scenario != NULL)
    id = sand_scenario_get_ruleset (self->scenario);
  return id ? sand_ruleset_registry_lookup (self->registry, id) : NULL;
}

static void
scenario_changed_cb (SandPlayAid  *self,
                     SandScenario *scenario)
{
  /* A unit deleted (or undone away) is no longer the one to show. */
  if (self->unit != NULL && sand_scenario_find_unit (scenario, sand_unit_get_id (self->unit)) != self->unit)
    sand_play_aid_set_unit (self, NULL);
  if (self->threat_side != NULL
      && sand_scenario_find_side (scenario, sand_side_get_id (self->threat_side)) != self->threat_side)
    sand_play_aid_set_threat_side (self, NULL);
  _sand_play_aid_queue_marks (self);
}

static void
sand_play_aid_dispose (GObject *object)
{
  SandPlayAid *self = SAND_PLAY_AID (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->update_source, g_source_remove);
  g_clear_handle_id (&self->marks_source, g_source_remove);
  g_clear_signal_handler (&self->scenario_changed_id, self->scenario);
  g_clear_object (&self->scenario);
  g_clear_object (&self->unit);
  g_clear_object (&self->threat_side);
  g_clear_object (&self->registry);
  g_clear_pointer (&self->overlay, sand_reach_overlay_unref);
  g_clear_pointer (&self->drags, g_hash_table_unref);
  g_clear_pointer (&self->group, g_ptr_array_unref);
  g_clear_pointer (&self->group_starts, g_array_unref);
  g_clear_pointer (&self->bands_group, _sand_play_aid_group_bands_free);

  G_OBJECT_CLASS (sand_play_aid_parent_class)->dispose (object);
}

static void
sand_play_aid_finalize (GObject *object)
{
  SandPlayAid *self = SAND_PLAY_AID (object);

  g_free (self->ruleset_id);
  g_free (self->mode_id);
  g_free (self->compare_ruleset_id);
  g_free (self->compare_mode_id);
  g_free (self->problem);
  g_free (self->group_move_id);

  G_OBJECT_CLASS (sand_play_aid_parent_class)->finalize (object);
}

static void
sand_play_aid_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SandPlayAid *self = SAND_PLAY_AID (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      g_value_set_object (value, self->scenario);
      break;
    case PROP_UNIT:
      g_value_set_object (value, self->unit);
      break;
    case PROP_RULESET_ID:
      g_value_set_string (value, self->ruleset_id);
      break;
    case PROP_MODE_ID:
      g_value_set_string (value, self->mode_id);
      break;
    case PROP_THREAT_SIDE:
      g_value_set_object (value, self->threat_side);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, sand_play_aid_get_busy (self));
      break;
    case PROP_OVERLAY:
      g_value_set_boxed (value, self->overlay);
      break;
    case PROP_PROBLEM:
      g_value_set_string (value, self->problem);
      break;
    case PROP_USE_CM:
      g_value_set_boolean (value, self->use_cm);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_play_aid_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SandPlayAid *self = SAND_PLAY_AID (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      sand_play_aid_set_scenario (self, g_value_get_object (value));
      break;
    case PROP_UNIT:
      sand_play_aid_set_unit (self, g_value_get_object (value));
      break;
    case PROP_RULESET_ID:
      sand_play_aid_set_ruleset_id (self, g_value_get_string (value));
      break;
    case PROP_MODE_ID:
      sand_play_aid_set_mode_id (self, g_value_get_string (value));
      break;
    case PROP_THREAT_SIDE:
      sand_play_aid_set_threat_side (self, g_value_get_object (value));
      break;
    case PROP_USE_CM:
      sand_play_aid_set_use_cm (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_play_aid_class_init (SandPlayAidClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = sand_play_aid_dispose;
  object_class->finalize = sand_play_aid_finalize;
  object_class->get_property = sand_play_aid_get_property;
  object_class->set_property = sand_play_aid_set_property;

  properties[PROP_SCENARIO] = g_param_spec_object ("scenario", NULL, NULL, SAND_TYPE_SCENARIO, rw);
  properties[PROP_UNIT] = g_param_spec_object ("unit", NULL, NULL, SAND_TYPE_UNIT, rw);
  properties[PROP_RULESET_ID] = g_param_spec_string ("ruleset-id", NULL, NULL, NULL, rw);
  properties[PROP_MODE_ID] = g_param_spec_string ("mode-id", NULL, NULL, NULL, rw);
  properties[PROP_THREAT_SIDE] = g_param_spec_object ("threat-side", NULL, NULL, SAND_TYPE_SIDE, rw);
  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE, ro);
  properties[PROP_OVERLAY] = g_param_spec_boxed ("overlay", NULL, NULL, SAND_TYPE_REACH_OVERLAY, ro);
  properties[PROP_PROBLEM] = g_param_spec_string ("problem", NULL, NULL, NULL, ro);
  properties[PROP_USE_CM] = g_param_spec_boolean ("use-cm", NULL, NULL, FALSE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

/* The rulesets read again: the one in use may have other rules now, or be
 * gone; what was solved under the old rules is let go and the reach made again. */
static void
rulesets_changed_cb (SandPlayAid *self)
{
  if (self->drags != NULL)
    g_hash_table_remove_all (self->drags);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET_ID]);
  _sand_play_aid_queue_update (self);
}

static void
sand_play_aid_init (SandPlayAid *self)
{
  self->registry = g_object_ref (sand_ruleset_registry_get_default ());
  g_signal_connect_object (self->registry, "changed", G_CALLBACK (rulesets_changed_cb), self, G_CONNECT_SWAPPED);
}

SandPlayAid *
sand_play_aid_new (void)
{
  return g_object_new (SAND_TYPE_PLAY_AID, NULL);
}

SandScenario *
sand_play_aid_get_scenario (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  return self->scenario;
}

void
sand_play_aid_set_scenario (SandPlayAid  *self,
                            SandScenario *scenario)
{
  g_return_if_fail (SAND_IS_PLAY_AID (self));

  if (self->scenario == scenario)
    return;
  g_clear_signal_handler (&self->scenario_changed_id, self->scenario);
  g_set_object (&self->scenario, scenario);
  if (scenario != NULL)
    self->scenario_changed_id = g_signal_connect_object (scenario, "changed", G_CALLBACK (scenario_changed_cb),
                                                         self, G_CONNECT_SWAPPED);
  sand_play_aid_set_unit (self, NULL);
  sand_play_aid_set_threat_side (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
  _sand_play_aid_queue_update (self);
}

SandUnit *
sand_play_aid_get_unit (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  return self->unit;
}

void
sand_play_aid_set_unit (SandPlayAid *self,
                        SandUnit    *unit)
{
  g_return_if_fail (SAND_IS_PLAY_AID (self));

  if (g_set_object (&self->unit, unit))
    {
      if (self->drags != NULL)
        g_hash_table_remove_all (self->drags);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNIT]);
      _sand_play_aid_queue_update (self);
    }
}

const char *
sand_play_aid_get_ruleset_id (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  return self->ruleset_id;
}

void
sand_play_aid_set_ruleset_id (SandPlayAid *self,
                              const char  *id)
{
  g_return_if_fail (SAND_IS_PLAY_AID (self));

  if (sand_set_str (&self->ruleset_id, id))
    {
      /* Modes belong to a ruleset. */
      g_clear_pointer (&self->mode_id, g_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET_ID]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE_ID]);
      _sand_play_aid_queue_update (self);
    }
}

const char *
sand_play_aid_get_mode_id (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  return self->mode_id;
}

void
sand_play_aid_set_mode_id (SandPlayAid *self,
                           const char  *id)
{
  g_return_if_fail (SAND_IS_PLAY_AID (self));

  if (sand_set_str (&self->mode_id, id))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE_ID]);
      _sand_play_aid_queue_update (self);
    }
}

void
sand_play_aid_set_compare (SandPlayAid *self,
                           gboolean     compare,
                           const char  *ruleset_id,
                           const char  *mode_id)
{
  g_return_if_fail (SAND_IS_PLAY_AID (self));

  self->compare = !!compare;
  sand_set_str (&self->compare_ruleset_id, ruleset_id);
  sand_set_str (&self->compare_mode_id, mode_id);
  _sand_play_aid_queue_update (self);
}

SandSide *
sand_play_aid_get_threat_side (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  return self->threat_side;
}

void
sand_play_aid_set_threat_side (SandPlayAid *self,
                               SandSide    *side)
{
  g_return_if_fail (SAND_IS_PLAY_AID (self));

  if (g_set_object (&self->threat_side, side))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THREAT_SIDE]);
      _sand_play_aid_queue_update (self);
    }
}

void
sand_play_aid_set_rings (SandPlayAid *self,
                         gboolean     rings)
{
  g_return_if_fail (SAND_IS_PLAY_AID (self));

  if (self->rings != !!rings)
    {
      self->rings = !!rings;
      _sand_play_aid_queue_update (self);
    }
}

SandLengthUnit
sand_play_aid_get_length_unit (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), SAND_LENGTH_INCHES);

  return self->use_cm ? SAND_LENGTH_CENTIMETRES : SAND_LENGTH_INCHES;
}

void
sand_play_aid_set_use_cm (SandPlayAid *self,
                          gboolean     use_cm)
{
  g_return_if_fail (SAND_IS_PLAY_AID (self));

  if (self->use_cm == !!use_cm)
    return;
  self->use_cm = !!use_cm;
  /* the bands' names and the floors' costs are said again */
  _sand_play_aid_queue_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_USE_CM]);
}

SandRuleset *
sand_play_aid_get_ruleset (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  return _sand_play_aid_lookup_ruleset (self, self->ruleset_id);
}

SandRulesetRegistry *
sand_play_aid_get_registry (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  return self->registry;
}

GPtrArray *
sand_play_aid_list_rulesets (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  return sand_ruleset_registry_list (self->registry);
}

gboolean
sand_play_aid_get_busy (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), FALSE);

  return self->n_running > 0 || self->update_source != 0;
}

SandReachOverlay *
sand_play_aid_get_overlay (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  return self->overlay;
}

const char *
sand_play_aid_get_problem (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  return self->problem;
}

guint
sand_play_aid_get_n_answers (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), 0);

  return self->n_answers;
}

guint
sand_play_aid_get_n_cancelled (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), 0);

  return self->n_cancelled;
}
