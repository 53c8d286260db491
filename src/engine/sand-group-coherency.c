/* sand-group-coherency.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-group-coherency.h"
#include "sand-play.h"
#include "sand-ruleset-groups.h"

/* A distance measured with a tape: a hundredth of an inch is "within". */
#define COHERENCY_SLACK 0.005

GArray *
sand_group_coherency_breaks (const SandCoherencyModel *models,
                             guint                     n_models,
                             guint                     n_moved)
{
  GArray *breaks = g_array_new (FALSE, FALSE, sizeof (SandCoherencyBreak));

  for (guint k = 1; k < n_models; k++)
    {
      const SandCoherencyModel *m = &models[k];
      SandCoherencyBreak b = { k, 0, G_MAXDOUBLE, m->coherency };

      /* one that moved: those before it; one yet to move: any other */
      for (guint j = 0; j < (k < n_moved ? k : n_models); j++)
        {
          if (j == k)
            continue;
          double gap = hypot (m->at.x - models[j].at.x, m->at.y - models[j].at.y) - m->radius - models[j].radius;
          if (gap < b.gap)
            {
              b.gap = MAX (gap, 0);
              b.nearest = j;
            }
        }
      if (b.gap > m->coherency + COHERENCY_SLACK)
        g_array_append_val (breaks, b);
    }
  return breaks;
}

/* Where @unit comes in the order of the moves: its place in @moved, else
 * after all of them. */
static guint
move_order (SandUnit           *unit,
            const char * const *moved)
{
  guint k = 0;

  for (; moved != NULL && moved[k] != NULL; k++)
    if (g_strcmp0 (moved[k], sand_unit_get_id (unit)) == 0)
      return k;
  return k;
}

GArray *
sand_group_coherency_check (SandScenario       *scenario,
                            SandRuleset        *ruleset,
                            const char * const *moved)
{
  GArray *breaks = g_array_new (FALSE, FALSE, sizeof (SandUnitCoherencyBreak));
  const SandGroupMove *move = sand_ruleset_group_move_of_kind (ruleset, SAND_GROUP_MOVE_MODELS);
  GListModel *units = sand_scenario_get_units (scenario);
  guint n = g_list_model_get_n_items (units);
  g_autoptr (GPtrArray) done = g_ptr_array_new ();

  for (guint i = 0; move != NULL && i < n; i++)
    {
      g_autoptr (SandUnit) first = g_list_model_get_item (units, i);
      const char *team = sand_unit_get_team (first);
      g_autoptr (GPtrArray) group = g_ptr_array_new_with_free_func (g_object_unref);

      if (team == NULL || g_ptr_array_find (done, first, NULL))
        continue;
      /* the group's models: moved first, in the order they moved */
      for (guint j = i; j < n; j++)
        {
          g_autoptr (SandUnit) u = g_list_model_get_item (units, j);
          if (sand_unit_get_side (u) == sand_unit_get_side (first) && g_strcmp0 (sand_unit_get_team (u), team) == 0)
            {
              guint at = 0, order = move_order (u, moved);
              while (at < group->len && move_order (group->pdata[at], moved) <= order)
                at++;
              g_ptr_array_insert (group, (gint) at, g_object_ref (u));
              g_ptr_array_add (done, u);
            }
        }
      g_autofree SandCoherencyModel *models = g_new (SandCoherencyModel, group->len);
      for (guint k = 0; k < group->len; k++)
        {
          SandUnit *u = group->pdata[k];
          models[k] = (SandCoherencyModel) { { sand_unit_get_x (u), sand_unit_get_y (u) }, sand_unit_get_radius (u),
                                             sand_ruleset_group_coherency (move, u) };
        }
      guint n_moved = 0;
      while (n_moved < group->len && moved != NULL && move_order (group->pdata[n_moved], moved) < g_strv_length ((char **) moved))
        n_moved++;
      g_autoptr (GArray) found = sand_group_coherency_breaks (models, group->len, n_moved);
      for (guint k = 0; k < found->len; k++)
        {
          const SandCoherencyBreak *b = &g_array_index (found, SandCoherencyBreak, k);
          SandUnitCoherencyBreak ub = { group->pdata[b->model], group->pdata[b->nearest], b->gap, b->coherency,
                                        n_moved == group->len };
          g_array_append_val (breaks, ub);
        }
    }
  return breaks;
}

GArray *
sand_group_coherency_check_turn (SandScenario *scenario,
                                 SandRuleset  *ruleset)
{
  GListModel *moves = sand_play_get_moves (sand_scenario_get_play (scenario));
  g_autoptr (GPtrArray) moved = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (moves); i++)
    {
      g_autoptr (SandPlayEntry) move = g_list_model_get_item (moves, i);
      const char *id = sand_play_entry_get (move, "unit");

      if (id != NULL)
        g_ptr_array_add (moved, (gpointer) id);
    }
  g_ptr_array_add (moved, NULL);
  return sand_group_coherency_check (scenario, ruleset, (const char * const *) moved->pdata);
}

static const char *
model_name (SandUnit *unit)
{
  return sand_unit_get_name (unit) ? sand_unit_get_name (unit) : sand_unit_get_id (unit);
}

char *
sand_group_coherency_describe (const SandUnitCoherencyBreak *brk,
                               SandLengthUnit                unit)
{
  g_autofree char *gap = NULL, *coherency = NULL;

  g_return_val_if_fail (brk != NULL, NULL);

  gap = sand_length_format (brk->gap, unit);
  coherency = sand_length_format (brk->coherency, unit);
  /* Translators: a model's name, how far its base is from the nearest
   * model's ("3.1 in"), that model's name, the coherency it had to keep
   * ("2 in"); seed 004's "within Coherency of another model" */
  return g_strdup_printf (_("Out of coherency: %s is %s from %s, over %s"), model_name (brk->unit), gap,
                          model_name (brk->nearest), coherency);
}
