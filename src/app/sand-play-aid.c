/* sand-play-aid.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "sand-hex-grid.h"
#include "sand-hex-reach.h"
#include "sand-play-aid.h"
#include "sand-reach.h"
#include "sand-ruleset-registry.h"

struct _SandPlayAid
{
  GObject              parent_instance;

  /* Owned References */
  SandScenario        *scenario;
  SandUnit            *unit;
  SandSide            *threat_side;
  SandRulesetRegistry *registry;
  SandReachOverlay    *overlay;
  GCancellable        *cancellable;
  char                *ruleset_id;
  char                *mode_id;
  char                *compare_ruleset_id;
  char                *compare_mode_id;
  char                *problem;

  gulong               scenario_changed_id;
  guint                update_source;
  guint                n_running;
  guint                n_answers;
  guint                n_cancelled;
  guint                compare : 1;
  guint                rings : 1;
};

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
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* One request, solved in a worker: snapshots were compiled on the main thread
 * (they read the scenario); the worker solves them and traces the outlines. */
typedef struct
{
  SandReachOverlay *overlay;  /* hex bands and marks already in */
  GPtrArray        *snapshots; /* SandMoveSnapshot, one band each */
  GPtrArray        *labels;
  GPtrArray        *threat;    /* per unit of the threat side, a GPtrArray of
                                * SandMoveSnapshot, one per mode */
  double            table_w, table_h;
  double            threat_rgb[3];
  char             *threat_label;
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  sand_reach_overlay_unref (job->overlay);
  g_ptr_array_unref (job->snapshots);
  g_ptr_array_unref (job->labels);
  g_ptr_array_unref (job->threat);
  g_free (job->threat_label);
  g_free (job);
}

static void
solve_job (GTask        *task,
           gpointer      source_object,
           gpointer      task_data,
           GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;

  for (guint i = 0; i < job->snapshots->len; i++)
    {
      g_autoptr (SandReachField) field = sand_reach_compute (g_ptr_array_index (job->snapshots, i),
                                                             cancellable, &error);
      if (field == NULL)
        {
          g_task_return_error (task, error);
          return;
        }
      sand_reach_overlay_add_band (job->overlay, field, g_ptr_array_index (job->labels, i));
    }

  if (job->threat->len > 0)
    {
      g_autoptr (GPtrArray) fields = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_reach_field_unref);

      for (guint i = 0; i < job->threat->len; i++)
        {
          GPtrArray *modes = g_ptr_array_index (job->threat, i);
          SandReachField *widest = NULL;

          /* The mode that goes furthest here: the longest allowance may be one
           * the ground forbids (no double through slow going). */
          for (guint m = 0; m < modes->len; m++)
            {
              SandReachField *field = sand_reach_compute (g_ptr_array_index (modes, m), cancellable, &error);

              if (field == NULL)
                {
                  g_clear_pointer (&widest, sand_reach_field_unref);
                  g_task_return_error (task, error);
                  return;
                }
              if (widest == NULL || sand_reach_field_area (field) > sand_reach_field_area (widest))
                {
                  g_clear_pointer (&widest, sand_reach_field_unref);
                  widest = field;
                }
              else
                sand_reach_field_unref (field);
            }
          if (widest != NULL)
            g_ptr_array_add (fields, widest);
        }
      sand_reach_overlay_set_threat (job->overlay, fields, job->table_w, job->table_h, job->threat_rgb[0],
                                     job->threat_rgb[1], job->threat_rgb[2], job->threat_label);
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_pointer (task, sand_reach_overlay_ref (job->overlay), (GDestroyNotify) sand_reach_overlay_unref);
}

static void
set_problem (SandPlayAid *self,
             const char  *problem)
{
  if (g_strcmp0 (self->problem, problem) == 0)
    return;
  g_free (self->problem);
  self->problem = g_strdup (problem);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEM]);
}

static void
set_overlay (SandPlayAid      *self,
             SandReachOverlay *overlay)
{
  if (self->overlay == overlay)
    return;
  g_clear_pointer (&self->overlay, sand_reach_overlay_unref);
  self->overlay = overlay ? sand_reach_overlay_ref (overlay) : NULL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVERLAY]);
}

static void
solve_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  SandPlayAid *self = SAND_PLAY_AID (object);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandReachOverlay) overlay = g_task_propagate_pointer (G_TASK (result), &error);

  self->n_running--;
  if (overlay == NULL)
    {
      /* A newer request took over; it will answer. */
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        self->n_cancelled++;
      else
        set_problem (self, error->message);
    }
  else
    {
      self->n_answers++;
      set_problem (self, NULL);
      set_overlay (self, overlay);
    }
  if (self->n_running == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static SandRuleset *
lookup_ruleset (SandPlayAid *self,
                const char  *id)
{
  if (id == NULL && self->scenario != NULL)
    id = sand_scenario_get_ruleset (self->scenario);
  return id ? sand_ruleset_registry_lookup (self->registry, id) : NULL;
}

static const char *
mode_name (SandRuleset *ruleset,
           const char  *mode_id)
{
  const SandRulesetMode *mode = sand_ruleset_find_mode (ruleset, mode_id);

  return mode && mode->name ? mode->name : mode_id;
}

/* A mode that gives the unit nothing to move as it stands (a kneeling figure
 * cannot run): said in words rather than as "0 in". */
static char *
band_label_no_move (const char *prefix,
                    const char *name)
{
  /* Translators: an optional "Ruleset: " prefix and a mode's name */
  return g_strdup_printf (_("%s%s: not as the unit stands now"), prefix, name);
}

/* Adds the unit's bands under @ruleset for @mode_id (NULL: every mode) to @job;
 * FALSE with @error when the ruleset cannot move this unit. */
static gboolean
add_bands (SandPlayAid *self,
           Job         *job,
           SandRuleset *ruleset,
           const char  *mode_id,
           gboolean     name_ruleset,
           double      *max_allowance,
           GError     **error)
{
  g_auto (GStrv) modes = sand_ruleset_class_modes (ruleset, sand_unit_get_class (self->unit));

  if (mode_id != NULL)
    {
      g_strfreev (modes);
      modes = g_strdupv ((char *[]) { (char *) mode_id, NULL });
    }
  if (modes[0] == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("The ruleset “%s” has no class “%s”: choose another ruleset or change the unit's class"),
                   sand_ruleset_get_name (ruleset), sand_unit_get_class (self->unit));
      return FALSE;
    }
  for (guint m = 0; modes[m]; m++)
    {
      const char *name = mode_name (ruleset, modes[m]);
      g_autofree char *prefix = name_ruleset ? g_strdup_printf ("%s: ", sand_ruleset_get_name (ruleset))
                                             : g_strdup ("");

      if (sand_ruleset_get_grid_type (ruleset) == SAND_GRID_HEX)
        {
          g_autoptr (SandHexReach) hex = sand_hex_reach_compute_for_scenario (self->scenario, ruleset, self->unit,
                                                                             modes[m], error);
          g_autofree char *label = NULL;
          double allowance;

          if (hex == NULL)
            return FALSE;
          allowance = sand_hex_reach_get_allowance (hex);
          if (allowance <= 0)
            label = band_label_no_move (prefix, name);
          else
            /* Translators: an optional "Ruleset: " prefix, a mode's name, hexes of allowance */
            label = g_strdup_printf (ngettext ("%s%s, %g hex", "%s%s, %g hexes", (gulong) ceil (allowance)),
                                     prefix, name, allowance);
          sand_reach_overlay_add_hex_band (job->overlay, hex, label);
          *max_allowance = MAX (*max_allowance, (sand_hex_reach_get_allowance (hex) + 1)
                                * sand_hex_map_get_grid (sand_hex_reach_get_map (hex))->size);
        }
      else
        {
          SandMoveSnapshot *snap = sand_move_snapshot_new (self->scenario, ruleset, self->unit, modes[m], 0, error);

          if (snap == NULL)
            return FALSE;
          g_ptr_array_add (job->snapshots, snap);
          if (sand_move_snapshot_get_allowance (snap) <= 0)
            g_ptr_array_add (job->labels, band_label_no_move (prefix, name));
          else
            /* Translators: an optional "Ruleset: " prefix, a mode's name, inches of allowance */
            g_ptr_array_add (job->labels, g_strdup_printf (_("%s%s, %g in"), prefix, name,
                                                           sand_move_snapshot_get_allowance (snap)));
          *max_allowance = MAX (*max_allowance, sand_move_snapshot_get_allowance (snap));
        }
    }
  return TRUE;
}

/* Translators: %s is a side's name */
#define THREAT_LABEL N_("Where %s can reach, darker where more can")

/* On a hex ruleset: the side's units' hexes, each in the mode that goes furthest,
 * solved here (a hex solve takes microseconds) and counted per hex. */
static void
add_hex_threat (SandPlayAid *self,
                Job         *job,
                SandRuleset *ruleset)
{
  GListModel *units = sand_scenario_get_units (self->scenario);
  g_autoptr (GPtrArray) reaches = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_hex_reach_unref);
  g_autofree char *label = NULL;
  double r, g, b;

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
      g_auto (GStrv) modes = NULL;
      SandHexReach *best = NULL;

      if (sand_unit_get_side (unit) != self->threat_side)
        continue;
      modes = sand_ruleset_class_modes (ruleset, sand_unit_get_class (unit));
      for (guint m = 0; modes[m]; m++)
        {
          SandHexReach *reach = sand_hex_reach_compute_for_scenario (self->scenario, ruleset, unit, modes[m], NULL);

          if (reach == NULL)
            continue;
          if (best == NULL || sand_hex_reach_area (reach) > sand_hex_reach_area (best))
            {
              g_clear_pointer (&best, sand_hex_reach_unref);
              best = reach;
            }
          else
            sand_hex_reach_unref (reach);
        }
      if (best != NULL)
        g_ptr_array_add (reaches, best);
    }
  sand_side_get_rgb (self->threat_side, &r, &g, &b);
  label = g_strdup_printf (_(THREAT_LABEL), sand_side_get_name (self->threat_side));
  sand_reach_overlay_set_hex_threat (job->overlay, reaches, r, g, b, label);
}

/* The threat side's units, each in every mode (the worker keeps the one that
 * goes furthest). */
static void
add_threat (SandPlayAid *self,
            Job         *job,
            SandRuleset *ruleset)
{
  GListModel *units = sand_scenario_get_units (self->scenario);

  if (sand_ruleset_get_grid_type (ruleset) == SAND_GRID_HEX)
    {
      add_hex_threat (self, job, ruleset);
      return;
    }
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
      g_auto (GStrv) modes = NULL;
      GPtrArray *snaps;

      if (sand_unit_get_side (unit) != self->threat_side)
        continue;
      snaps = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_move_snapshot_unref);
      modes = sand_ruleset_class_modes (ruleset, sand_unit_get_class (unit));
      for (guint m = 0; modes[m]; m++)
        {
          SandMoveSnapshot *snap = sand_move_snapshot_new (self->scenario, ruleset, unit, modes[m], 0, NULL);

          if (snap != NULL)
            g_ptr_array_add (snaps, snap);
        }
      g_ptr_array_add (job->threat, snaps);
    }
  sand_side_get_rgb (self->threat_side, &job->threat_rgb[0], &job->threat_rgb[1], &job->threat_rgb[2]);
  job->table_w = sand_scenario_get_width (self->scenario);
  job->table_h = sand_scenario_get_height (self->scenario);
  job->threat_label = g_strdup_printf (_(THREAT_LABEL), sand_side_get_name (self->threat_side));
}

static gboolean
update_cb (gpointer user_data)
{
  SandPlayAid *self = user_data;
  g_autoptr (GTask) task = NULL;
  g_autoptr (GError) error = NULL;
  SandRuleset *ruleset, *other;
  Job *job;
  double within = 0;

  self->update_source = 0;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);

  ruleset = lookup_ruleset (self, self->ruleset_id);
  if (self->scenario == NULL || (self->unit == NULL && self->threat_side == NULL))
    {
      set_problem (self, NULL);
      set_overlay (self, NULL);
      return G_SOURCE_REMOVE;
    }
  if (ruleset == NULL)
    {
      set_overlay (self, NULL);
      set_problem (self, _("The scenario names no installed ruleset: choose one"));
      return G_SOURCE_REMOVE;
    }

  job = g_new0 (Job, 1);
  job->overlay = sand_reach_overlay_new ();
  job->snapshots = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_move_snapshot_unref);
  job->labels = g_ptr_array_new_with_free_func (g_free);
  job->threat = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);

  if (self->unit != NULL)
    {
      other = self->compare ? lookup_ruleset (self, self->compare_ruleset_id) : NULL;
      if (!add_bands (self, job, ruleset, self->mode_id, other != NULL && other != ruleset, &within, &error)
          || (other != NULL
              && !add_bands (self, job, other, self->compare_mode_id, other != ruleset, &within, &error)))
        {
          job_free (job);
          set_overlay (self, NULL);
          set_problem (self, error->message);
          return G_SOURCE_REMOVE;
        }
      sand_reach_overlay_set_compare (job->overlay, other != NULL);
      sand_reach_overlay_set_rings (job->overlay, self->rings ? 1.0 : 0.0);
      sand_reach_overlay_add_ruleset_marks (job->overlay, self->scenario, ruleset, self->unit,
                                            self->mode_id, within);
    }
  if (self->threat_side != NULL)
    add_threat (self, job, ruleset);

  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, solve_done_cb, NULL);
  g_task_set_task_data (task, job, job_free);
  if (self->n_running++ == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  g_task_run_in_thread (task, solve_job);
  return G_SOURCE_REMOVE;
}

/* Changes come in bursts (a drag moves the unit many times a frame): answer the
 * last of them. */
static void
queue_update (SandPlayAid *self)
{
  if (self->update_source == 0)
    self->update_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_cb, self, NULL);
}

/* Replaces *@field with a copy of @value; FALSE when they were equal. */
static gboolean
set_str (char       **field,
         const char  *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
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
  queue_update (self);
}

static void
sand_play_aid_dispose (GObject *object)
{
  SandPlayAid *self = SAND_PLAY_AID (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->update_source, g_source_remove);
  g_clear_signal_handler (&self->scenario_changed_id, self->scenario);
  g_clear_object (&self->scenario);
  g_clear_object (&self->unit);
  g_clear_object (&self->threat_side);
  g_clear_object (&self->registry);
  g_clear_pointer (&self->overlay, sand_reach_overlay_unref);

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
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sand_play_aid_init (SandPlayAid *self)
{
  self->registry = sand_ruleset_registry_new ();
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
  queue_update (self);
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
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNIT]);
      queue_update (self);
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

  if (set_str (&self->ruleset_id, id))
    {
      /* Modes belong to a ruleset. */
      g_clear_pointer (&self->mode_id, g_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET_ID]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE_ID]);
      queue_update (self);
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

  if (set_str (&self->mode_id, id))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE_ID]);
      queue_update (self);
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
  set_str (&self->compare_ruleset_id, ruleset_id);
  set_str (&self->compare_mode_id, mode_id);
  queue_update (self);
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
      queue_update (self);
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
      queue_update (self);
    }
}

SandRuleset *
sand_play_aid_get_ruleset (SandPlayAid *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  return lookup_ruleset (self, self->ruleset_id);
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

/* Hex bands: the hex under the point stands for it. */
static char *
describe_hex (SandHexReach *hex,
              const char   *label,
              double        x,
              double        y,
              gboolean     *reachable)
{
  const SandHexGrid *grid = sand_hex_map_get_grid (sand_hex_reach_get_map (hex));
  SandHex at = sand_hex_grid_hex_at (grid, x, y);
  double cost = sand_hex_reach_cost (hex, at);

  *reachable = cost >= 0;
  if (cost < 0)
    return sand_hex_reach_reason (hex, at);
  /* Translators: a band's name, hexes used, hexes left */
  return g_strdup_printf (_("%s: %g hexes used, %g left"), label, cost,
                          MAX (0, sand_hex_reach_get_allowance (hex) + sand_hex_reach_get_road_bonus (hex) - cost));
}

char *
sand_play_aid_describe_point (SandPlayAid *self,
                              double       x,
                              double       y,
                              GArray     **path,
                              gboolean    *reachable)
{
  SandReachOverlay *o;
  guint n, best = G_MAXUINT, widest = 0;
  gboolean dummy;

  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  if (path != NULL)
    *path = NULL;
  if (reachable == NULL)
    reachable = &dummy;
  *reachable = FALSE;
  o = self->overlay;
  if (o == NULL || (n = sand_reach_overlay_get_n_bands (o)) == 0)
    return NULL;

  for (guint i = 0; i < n; i++)
    {
      SandReachField *f = sand_reach_overlay_get_field (o, i);
      SandHexReach *h = sand_reach_overlay_get_hex (o, i);

      if (h != NULL)
        return describe_hex (h, sand_reach_overlay_get_label (o, i), x, y, reachable);
      if (sand_reach_field_get_allowance (f) > sand_reach_field_get_allowance (sand_reach_overlay_get_field (o, widest)))
        widest = i;
      /* The band with the least allowance that gets there: the mode to use. */
      if (sand_reach_field_is_reachable (f, x, y)
          && (best == G_MAXUINT
              || sand_reach_field_get_allowance (f) < sand_reach_field_get_allowance (sand_reach_overlay_get_field (o, best))))
        best = i;
    }

  if (best == G_MAXUINT)
    {
      SandReachField *f = sand_reach_overlay_get_field (o, widest);
      return sand_reach_field_reason (f, x, y);
    }
  else
    {
      SandReachField *f = sand_reach_overlay_get_field (o, best);
      double cost = sand_reach_field_cost (f, x, y);

      *reachable = TRUE;
      if (path != NULL)
        *path = sand_reach_field_path (f, x, y);
      /* Translators: a band's name ("Advance, 6 in"), inches used, inches left */
      return g_strdup_printf (_("%s: %.1f in used, %.1f in left"), sand_reach_overlay_get_label (o, best), cost,
                              MAX (0, sand_reach_field_get_allowance (f) - cost));
    }
}
