/* sand-play-aid-threat.c: where the units of one side can reach, for a threat
 * map: hex reaches solved at once, free moves compiled here, solved on the
 * other cores as they come, and finished in the worker.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-hex-reach.h"
#include "sand-play-aid-private.h"

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
void
_sand_play_aid_add_threat (SandPlayAid *self,
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
      /* the other cores start on this unit while the next is compiled */
      if (job->threat_solve == NULL)
        job->threat_solve = sand_reach_threat_new (0);
      sand_reach_threat_add (job->threat_solve, snaps);
      g_ptr_array_add (job->threat, snaps);
    }
  sand_side_get_rgb (self->threat_side, &job->threat_rgb[0], &job->threat_rgb[1], &job->threat_rgb[2]);
  job->table_w = sand_scenario_get_width (self->scenario);
  job->table_h = sand_scenario_get_height (self->scenario);
  job->threat_label = g_strdup_printf (_(THREAT_LABEL), sand_side_get_name (self->threat_side));
}

/* In the worker: each unit's field in the mode that goes furthest, solved on
 * every core (begun while the units were compiled), counted into the overlay's
 * threat map. */
gboolean
_sand_play_aid_solve_threat (Job           *job,
                             GCancellable  *cancellable,
                             GError       **error)
{
  g_autoptr (GPtrArray) fields = sand_reach_threat_finish (job->threat_solve, cancellable, error);

  if (fields == NULL)
    return FALSE;
  sand_reach_overlay_set_threat (job->overlay, fields, job->table_w, job->table_h, job->threat_rgb[0],
                                 job->threat_rgb[1], job->threat_rgb[2], job->threat_label);
  return TRUE;
}
