/* sand-play-aid-request.c: turning the choices into a request, compiled on the
 * main thread and solved in a worker; the newest request cancels the one before.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "sand-edit-play.h"
#include "sand-hex-reach.h"
#include "sand-group-frontage.h"
#include "sand-move-group.h"
#include "sand-play-aid-private.h"

void
_sand_play_aid_group_bands_free (GroupBands *bands)
{
  g_ptr_array_unref (bands->units);
  g_clear_pointer (&bands->starts, g_array_unref);
  g_free (bands->move_id);
  g_array_unref (bands->column_of);
  g_free (bands);
}

static void
job_free (gpointer data)
{
  Job *job = data;

  sand_reach_overlay_unref (job->overlay);
  g_ptr_array_unref (job->snapshots);
  g_ptr_array_unref (job->drags);
  g_ptr_array_unref (job->labels);
  g_ptr_array_unref (job->owners);
  g_ptr_array_unref (job->threat);
  g_clear_pointer (&job->threat_solve, sand_reach_threat_free);
  g_free (job->threat_label);
  g_clear_pointer (&job->group_bands, _sand_play_aid_group_bands_free);
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

  if (job->group_bands != NULL)
    job->group_bands->first_band = sand_reach_overlay_get_n_bands (job->overlay);
  for (guint i = 0; i < job->snapshots->len; i++)
    {
      g_autoptr (SandReachField) field = sand_reach_drag_compute (g_ptr_array_index (job->drags, i),
                                                                  g_ptr_array_index (job->snapshots, i),
                                                                  cancellable, &error);
      if (field == NULL)
        {
          g_task_return_error (task, error);
          return;
        }
      sand_reach_overlay_add_band (job->overlay, field, g_ptr_array_index (job->labels, i));
      sand_reach_overlay_set_band_owner (job->overlay, sand_reach_overlay_get_n_bands (job->overlay) - 1,
                                         g_ptr_array_index (job->owners, i));
    }

  if (job->threat->len > 0 && !_sand_play_aid_solve_threat (job, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_pointer (task, sand_reach_overlay_ref (job->overlay), (GDestroyNotify) sand_reach_overlay_unref);
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
        _sand_play_aid_set_problem (self, error->message);
    }
  else
    {
      self->n_answers++;
      Job *job = g_task_get_task_data (G_TASK (result));

      self->overlay_grouped = job->grouped;
      g_clear_pointer (&self->bands_group, _sand_play_aid_group_bands_free);
      self->bands_group = g_steal_pointer (&job->group_bands);
      _sand_play_aid_group_column_cells (self, overlay);
      _sand_play_aid_set_problem (self, NULL);
      _sand_play_aid_set_overlay (self, overlay);
    }
  if (self->n_running == 0)
    _sand_play_aid_notify_busy (self);
}

static const char *
mode_name (SandRuleset *ruleset,
           const char  *mode_id)
{
  const SandRulesetMode *mode = sand_ruleset_find_mode (ruleset, mode_id);

  return mode && mode->name ? sand_ruleset_text (mode->name) : mode_id;
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

/* The unit's drag in @ruleset and @mode_id: each time it moves, its reach is
 * solved again from where it stands, keeping what depends on the terrain. */
static SandReachDrag *
unit_drag (SandPlayAid *self,
           SandRuleset *ruleset,
           const char  *mode_id)
{
  g_autofree char *key = g_strdup_printf ("%s\n%s", sand_ruleset_get_id (ruleset), mode_id);
  SandReachDrag *drag;

  if (self->drags == NULL)
    self->drags = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) sand_reach_drag_unref);
  drag = g_hash_table_lookup (self->drags, key);
  if (drag == NULL)
    {
      drag = sand_reach_drag_new ();
      g_hash_table_insert (self->drags, g_steal_pointer (&key), drag);
    }
  return drag;
}

/* The group move the unit's bands are solved for under @ruleset: the one
 * the aid holds, when it leads that group and @ruleset has the move. */
static const SandGroupMove *
band_group_move (SandPlayAid *self,
                 SandRuleset *ruleset)
{
  if (self->group == NULL || g_ptr_array_index (self->group, 0) != self->unit || self->group_move_id == NULL)
    return NULL;
  return sand_ruleset_find_group_move (ruleset, self->group_move_id);
}

/* The group's snapshot for @mode_id: every figure laid over the lead's
 * ground, as sandtable-cli reach --group compiles it; its own drag, so the
 * kept obstacles of the unit alone are not mixed with the group's. */
static SandMoveSnapshot *
group_snapshot (SandPlayAid         *self,
                SandRuleset         *ruleset,
                const SandGroupMove *move,
                const char          *mode_id,
                SandReachDrag      **drag,
                GError             **error)
{
  g_autofree char *key = g_strdup_printf ("%s\n%s\n%s", sand_ruleset_get_id (ruleset), mode_id, move->id);

  if (self->drags == NULL)
    self->drags = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) sand_reach_drag_unref);
  *drag = g_hash_table_lookup (self->drags, key);
  if (*drag == NULL)
    {
      *drag = sand_reach_drag_new ();
      g_hash_table_insert (self->drags, g_steal_pointer (&key), *drag);
    }
  return sand_move_snapshot_new_group (self->scenario, ruleset, (SandUnit *const *) self->group->pdata, self->group->len,
                                       move, mode_id, 0,
                                       self->group_starts ? (const SandPoint *) (void *) self->group_starts->data : NULL,
                                       error);
}

/* Adds @snap, solved with @drag, as @owner's band "@prefix@name, 4 in". */
static void
add_snapshot (SandPlayAid      *self,
              Job              *job,
              SandMoveSnapshot *snap,
              SandReachDrag    *drag,
              const char       *owner,
              const char       *prefix,
              const char       *name,
              double           *max_allowance)
{
  gint none = -1;

  g_ptr_array_add (job->snapshots, snap);
  g_ptr_array_add (job->drags, sand_reach_drag_ref (drag));
  g_ptr_array_add (job->owners, g_strdup (owner));
  if (job->group_bands != NULL)
    g_array_append_val (job->group_bands->column_of, none);
  if (sand_move_snapshot_get_allowance (snap) <= 0)
    g_ptr_array_add (job->labels, band_label_no_move (prefix, name));
  else
    {
      g_autofree char *allowance = sand_length_format (sand_move_snapshot_get_allowance (snap),
                                                       sand_play_aid_get_length_unit (self));

      /* Translators: an optional "Ruleset: " prefix, a mode's name, the
       * allowance ("6 in", "15.2 cm") */
      g_ptr_array_add (job->labels, g_strdup_printf (_("%s%s, %s"), prefix, name, allowance));
    }
  *max_allowance = MAX (*max_allowance, sand_move_snapshot_get_allowance (snap));
}

/* Adds the unit's bands under @ruleset for @mode_id (NULL: every mode) to @job,
 * each @owner's (whose the legend says where two rows read the same); FALSE
 * with @error when the ruleset cannot move this unit. */
static gboolean
add_bands (SandPlayAid *self,
           Job         *job,
           SandRuleset *ruleset,
           const char  *mode_id,
           gboolean     name_ruleset,
           const char  *owner,
           double      *max_allowance,
           GError     **error)
{
  g_auto (GStrv) modes = sand_ruleset_class_modes (ruleset, sand_unit_get_class (self->unit));
  const SandGroupMove *group = band_group_move (self, ruleset);
  /* From where the move began, not where the unit stands in it. */
  SandPoint from = self->has_anchor ? self->anchor : sand_play_get_anchor (self->scenario, ruleset, self->unit);

  if (mode_id != NULL)
    {
      g_strfreev (modes);
      modes = g_strdupv ((char *[]) { (char *) mode_id, NULL });
    }
  if (modes[0] == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("The ruleset “%s” has no class “%s”: choose another ruleset or change the unit's class"),
                   sand_ruleset_text (sand_ruleset_get_name (ruleset)), sand_unit_get_class (self->unit));
      return FALSE;
    }
  for (guint m = 0; modes[m]; m++)
    {
      const char *name = mode_name (ruleset, modes[m]);
      g_autofree char *ruleset_prefix = name_ruleset ? g_strdup_printf ("%s: ", sand_ruleset_text (sand_ruleset_get_name (ruleset)))
                                                     : g_strdup ("");
      /* a group's bands say how it moves: "In formation: Move, 4 in" */
      g_autofree char *prefix = group != NULL ? g_strdup_printf ("%s%s: ", ruleset_prefix,
                                                                 group->name ? sand_ruleset_text (group->name) : group->id)
                                              : g_strdup (ruleset_prefix);

      if (sand_ruleset_get_grid_type (ruleset) == SAND_GRID_HEX)
        {
          g_autoptr (SandHexReach) hex = sand_hex_reach_compute_for_scenario_from (self->scenario, ruleset, self->unit,
                                                                                  modes[m], &from, error);
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
          sand_reach_overlay_set_band_owner (job->overlay, sand_reach_overlay_get_n_bands (job->overlay) - 1, owner);
          *max_allowance = MAX (*max_allowance, (sand_hex_reach_get_allowance (hex) + 1)
                                * sand_hex_map_get_grid (sand_hex_reach_get_map (hex))->size);
        }
      else
        {
          SandReachDrag *drag = NULL;
          SandMoveSnapshot *snap;
          const SandGroupMove *column = group != NULL && group->kind == SAND_GROUP_MOVE_FORMATION
                                          ? sand_group_frontage_column (ruleset)
                                          : NULL;

          if (group != NULL)
            snap = group_snapshot (self, ruleset, group, modes[m], &drag, error);
          else
            {
              drag = unit_drag (self, ruleset, modes[m]);
              snap = sand_reach_drag_snapshot (drag, self->scenario, ruleset, self->unit, modes[m], 0, &from, error);
            }
          if (snap == NULL)
            return FALSE;
          job->grouped = job->grouped || group != NULL;
          add_snapshot (self, job, snap, drag, owner, prefix, name, max_allowance);
          if (column != NULL)
            {
              /* where the formation may go as the column it reduces to:
               * its own band, paired with the formation's */
              gint paired = (gint) job->snapshots->len;
              g_autofree char *column_prefix = NULL;

              snap = group_snapshot (self, ruleset, column, modes[m], &drag, error);
              if (snap == NULL)
                return FALSE;
              /* Translators: an optional "Ruleset: " prefix and the name of
               * the ruleset's column ("In column"), for the band of where a
               * formation may go only by reducing its frontage to it */
              column_prefix = g_strdup_printf (_("%s%s, reducing frontage: "), ruleset_prefix,
                                               column->name ? sand_ruleset_text (column->name) : column->id);
              add_snapshot (self, job, snap, drag, owner, column_prefix, name, max_allowance);
              g_array_index (job->group_bands->column_of, gint, paired - 1) = paired;
              g_array_index (job->group_bands->column_of, gint, paired) = -2;
            }
        }
    }
  return TRUE;
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

  ruleset = _sand_play_aid_lookup_ruleset (self, self->ruleset_id);
  if (self->scenario == NULL || (self->unit == NULL && self->threat_side == NULL))
    {
      _sand_play_aid_set_problem (self, NULL);
      _sand_play_aid_set_overlay (self, NULL);
      return G_SOURCE_REMOVE;
    }
  if (ruleset == NULL)
    {
      _sand_play_aid_set_overlay (self, NULL);
      _sand_play_aid_set_problem (self, _("The scenario names no installed ruleset: choose one"));
      return G_SOURCE_REMOVE;
    }

  job = g_new0 (Job, 1);
  job->overlay = sand_reach_overlay_new ();
  sand_reach_overlay_set_length_unit (job->overlay, sand_play_aid_get_length_unit (self));
  job->snapshots = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_move_snapshot_unref);
  job->drags = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_reach_drag_unref);
  job->labels = g_ptr_array_new_with_free_func (g_free);
  job->owners = g_ptr_array_new_with_free_func (g_free);
  job->threat = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  if (self->group != NULL && self->unit == g_ptr_array_index (self->group, 0))
    {
      job->group_bands = g_new0 (GroupBands, 1);
      job->group_bands->units = g_ptr_array_copy (self->group, (GCopyFunc) g_object_ref, NULL);
      g_ptr_array_set_free_func (job->group_bands->units, g_object_unref);
      job->group_bands->starts = self->group_starts ? g_array_copy (self->group_starts) : NULL;
      job->group_bands->move_id = g_strdup (self->group_move_id);
      job->group_bands->column_of = g_array_new (FALSE, FALSE, sizeof (gint));
    }

  if (self->unit != NULL)
    {
      const char *who = sand_unit_get_name (self->unit) ? sand_unit_get_name (self->unit)
                                                        : sand_unit_get_id (self->unit);
      /* Translators: a unit's name, for the band of the move it is compared with */
      g_autofree char *compared = g_strdup_printf (_("%s, compared"), who);

      other = self->compare ? _sand_play_aid_lookup_ruleset (self, self->compare_ruleset_id) : NULL;
      if (!add_bands (self, job, ruleset, self->mode_id, other != NULL && other != ruleset, who, &within, &error)
          || (other != NULL
              && !add_bands (self, job, other, self->compare_mode_id, other != ruleset, compared, &within, &error)))
        {
          job_free (job);
          _sand_play_aid_set_overlay (self, NULL);
          _sand_play_aid_set_problem (self, error->message);
          return G_SOURCE_REMOVE;
        }
      sand_reach_overlay_set_compare (job->overlay, other != NULL);
      sand_reach_overlay_set_rings (job->overlay, self->rings ? 1.0 : 0.0);
      sand_reach_overlay_add_ruleset_marks (job->overlay, self->scenario, ruleset, self->unit,
                                            self->mode_id, within);
      self->marks_within = within;
    }
  if (self->threat_side != NULL)
    _sand_play_aid_add_threat (self, job, ruleset);

  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, solve_done_cb, NULL);
  g_task_set_task_data (task, job, job_free);
  if (self->n_running++ == 0)
    _sand_play_aid_notify_busy (self);
  g_task_run_in_thread (task, solve_job);
  return G_SOURCE_REMOVE;
}

/* Changes come in bursts (a drag moves the unit many times a frame): answer the
 * last of them. */
void
_sand_play_aid_queue_update (SandPlayAid *self)
{
  if (self->update_source == 0)
    self->update_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_cb, self, NULL);
}

static gboolean
marks_cb (gpointer user_data)
{
  SandPlayAid *self = user_data;
  SandRuleset *ruleset = _sand_play_aid_lookup_ruleset (self, self->ruleset_id);
  g_autoptr (SandReachOverlay) overlay = NULL;

  self->marks_source = 0;
  if (self->overlay == NULL || self->unit == NULL || ruleset == NULL)
    return G_SOURCE_REMOVE;
  overlay = sand_reach_overlay_copy_bands (self->overlay);
  sand_reach_overlay_add_ruleset_marks (overlay, self->scenario, ruleset, self->unit, self->mode_id,
                                        self->marks_within);
  _sand_play_aid_set_overlay (self, overlay);
  return G_SOURCE_REMOVE;
}

/* While a unit is carried its bands stay where its move began, so a change (the
 * unit carried on) needs no solving: only the marks about the unit (its
 * coherency ring, the enemies near it) follow it. A threat map, which may count
 * the carried unit, is asked again in full. */
void
_sand_play_aid_queue_marks (SandPlayAid *self)
{
  if (!self->has_anchor || self->threat_side != NULL || self->overlay == NULL)
    _sand_play_aid_queue_update (self);
  else if (self->marks_source == 0 && self->update_source == 0)
    self->marks_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, marks_cb, self, NULL);
}
