/* test-m42-paths.c: the way the play aid shows to a point agrees with what the
 * move spends to get there, over every unit of an M42 example table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-move-snapshot-private.h"
#include "sand-reach.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"

static SandMoveSnapshot *
snapshot (SandScenario *scenario,
          SandUnit     *unit,
          const char   *mode)
{
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  g_autoptr (GError) error = NULL;
  SandMoveSnapshot *snap = sand_move_snapshot_new (scenario, sand_ruleset_registry_lookup (reg, "m42"),
                                                   unit, mode, 0.1, &error);

  g_assert_no_error (error);
  return snap;
}

/* The length of a path, and whether some leg of it crosses a line of @s that
 * costs more than its length to cross, or ground that costs more than its
 * length (then the cost is more than the length, rightly). */
static double
path_length (const SandMoveSnapshot *s,
             GArray                 *path,
             gboolean               *dearer)
{
  double len = 0;

  *dearer = FALSE;
  for (guint i = 0; i + 1 < path->len; i++)
    {
      SandPoint a = g_array_index (path, SandPoint, i), b = g_array_index (path, SandPoint, i + 1);
      double leg = hypot (b.x - a.x, b.y - a.y);
      len += leg;
      for (guint k = 0; k < s->lines->len; k++)
        {
          const SandMoveLine *l = &g_array_index (s->lines, SandMoveLine, k);
          *dearer |= l->crossing.extra != 0 && sand_move_line_crossed (s, l, a.x, a.y, b.x, b.y, NULL);
        }
      int steps = (int) ceil (leg / (s->cell * 0.25)) + 1, level = G_MININT;
      for (int k = 0; k <= steps; k++)
        {
          int c = sand_move_snapshot_cell_index (s, a.x + (b.x - a.x) * k / steps, a.y + (b.y - a.y) * k / steps);
          const SandCellKind *kind = &g_array_index (s->kinds, SandCellKind, s->kind[c]);
          *dearer |= kind->cost > 1.0f + 1e-6f || (level != G_MININT && kind->effect.level != level);
          level = kind->effect.level;
        }
    }
  return len;
}


static void
test_paths_as_long_as_their_cost (void)
{
  /* Every unit of the crossroads table, both modes: the way shown to a point
   * is as long as what the move spends to get there, where nothing on it
   * costs more than its length (a wall to climb, woods, a slope). */
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA");
  g_autofree char *file_name = g_build_filename (data ? data : SOURCE_DATADIR, "scenarios", "crossroads.sandtable", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (file_name);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_file (file, &error);
  GListModel *units = NULL;
  const char *modes[] = { "advance", "double" };
  guint checked = 0;

  g_assert_no_error (error);
  units = sand_scenario_get_units (scenario);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
      {
        g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
        g_autoptr (SandMoveSnapshot) s = snapshot (scenario, unit, modes[m]);
        g_autoptr (SandReachField) f = sand_reach_compute (s, NULL, NULL);
        for (double dy = -13; dy <= 13; dy += 0.37)
          for (double dx = -13; dx <= 13; dx += 0.37)
            {
              double x = s->start_x + dx, y = s->start_y + dy, cost = sand_reach_field_cost (f, x, y);
              g_autoptr (GArray) path = cost >= 0 ? sand_reach_field_path (f, x, y) : NULL;
              gboolean dearer;
              if (cost < 0)
                continue;
              g_assert_nonnull (path);
              /* coming down from an upper floor is paid before the first leg */
              double len = path_length (s, path, &dearer) + s->start_cost;
              if (dearer)
                continue;
              if (fabs (len - cost) > 0.1)
                g_error ("%s %s to (%g, %g): the path is %g long, the cost %g",
                         sand_unit_get_id (unit), modes[m], x, y, len, cost);
              checked++;
            }
      }
  /* most points are in the open */
  g_assert_cmpuint (checked, >, 10000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/m42/paths/as-long-as-their-cost", test_paths_as_long_as_their_cost);

  return g_test_run ();
}
