/* bench-reason.c: what the reason under the pointer costs, as the Play page
 * asks it: for every mode of a unit, at every point a hover passes, why the
 * point is out of reach, with the table, so the one feature or unit that
 * decides it is found by solving the move again without it.
 *
 * For each unit of the example tables' first side and each of its modes, the
 * points of a 0.5" grid over its move (off the cells' edges, where a point
 * could be said to be in either cell) that are out of reach though a straight
 * walk would not be (where that search runs) are asked in order, as a pointer
 * sweeping the table would: the first questions solve the move without the
 * features they find, later ones find those solves kept. Timed per question:
 * the median, the 95th percentile and the worst; and, the field solved afresh
 * before each, the cost of the first question asked of a move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-reach.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"
#include "bench-util.h"

static int
cmp_double (gconstpointer a,
            gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
percentile (GArray *times,
            double  p)
{
  if (times->len == 0)
    return 0;
  g_array_sort (times, cmp_double);
  return g_array_index (times, double, MIN (times->len - 1, (guint) floor (p * (times->len - 1) + 0.5)));
}

/* A field of @unit's move in @mode. */
static SandReachField *
solve (SandScenario *scenario,
       SandRuleset  *rs,
       SandUnit     *unit,
       const char   *mode)
{
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (scenario, rs, unit, mode, 0, NULL);

  return snap ? sand_reach_compute (snap, NULL, NULL) : NULL;
}

static void
bench_table (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA"), "scenarios", name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (SandScenario) scenario = sand_scenario_load_file (file, NULL);
  g_autoptr (SandRulesetRegistry) registry = sand_ruleset_registry_new ();
  g_autoptr (GArray) sweep = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) first = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) sweep_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) first_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  SandRuleset *rs;
  SandSide *side;
  guint decided = 0, asked = 0;

  g_assert_nonnull (scenario);
  rs = sand_ruleset_registry_lookup (registry, sand_scenario_get_ruleset (scenario));
  g_assert_nonnull (rs);
  side = g_list_model_get_item (sand_scenario_get_sides (scenario), 0);
  g_object_unref (side); /* the scenario keeps it */

  GListModel *units = sand_scenario_get_units (scenario);
  for (guint u = 0; u < g_list_model_get_n_items (units); u++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, u);
      g_auto (GStrv) modes = sand_ruleset_class_modes (rs, sand_unit_get_class (unit));

      if (sand_unit_get_side (unit) != side)
        continue;
      for (guint m = 0; modes[m] != NULL; m++)
        {
          g_autoptr (SandReachField) field = solve (scenario, rs, unit, modes[m]);
          double a, ux = sand_unit_get_x (unit), uy = sand_unit_get_y (unit);
          guint n = 0;

          if (field == NULL || (a = sand_reach_field_get_allowance (field)) <= 0)
            continue;
          for (double y = floor (uy - a) + 0.0291; y <= uy + a; y += 0.5)
            for (double x = floor (ux - a) + 0.0137; x <= ux + a; x += 0.5)
              {
                BenchTime t0;
                g_autoptr (SandReason) why = NULL;

                if (x < 0 || y < 0 || x > sand_scenario_get_width (scenario)
                    || y > sand_scenario_get_height (scenario) || hypot (x - ux, y - uy) > a
                    || sand_reach_field_is_reachable (field, x, y))
                  continue;
                t0 = bench_start ();
                why = sand_reach_field_why (field, x, y, scenario, rs, unit);
                t0 = bench_since (t0);
                g_array_append_val (sweep, t0.clock);
                g_array_append_val (sweep_cpu, t0.cpu);
                asked++;
                decided += sand_reason_feature_id (why) != NULL;
                /* every eighth point of the move also asked of a fresh field */
                if (n++ % 8 == 0)
                  {
                    g_autoptr (SandReachField) fresh = solve (scenario, rs, unit, modes[m]);
                    g_autoptr (SandReason) again = NULL;

                    t0 = bench_start ();
                    again = sand_reach_field_why (fresh, x, y, scenario, rs, unit);
                    t0 = bench_since (t0);
                    g_array_append_val (first, t0.clock);
                    g_array_append_val (first_cpu, t0.cpu);
                    if (!sand_reason_equal (why, again))
                      {
                        g_autofree char *in_turn = sand_reason_format (why, SAND_LENGTH_INCHES);
                        g_autofree char *at_first = sand_reason_format (again, SAND_LENGTH_INCHES);
                        g_error ("%s %s at %g,%g: “%s” asked in turn, “%s” first", sand_unit_get_id (unit), modes[m],
                                 x, y, in_turn, at_first);
                      }
                  }
              }
        }
    }
  g_print ("%s: %u points out of reach within a straight walk, %u named by a feature or unit\n", name, asked,
           decided);
  g_print ("  sweeping: median %.3f ms, 95%% %.3f ms, worst %.3f ms (processor time: median %.3f ms, 95%% %.3f ms)\n",
           percentile (sweep, 0.5), percentile (sweep, 0.95), percentile (sweep, 1), percentile (sweep_cpu, 0.5),
           percentile (sweep_cpu, 0.95));
  g_print ("  first question of a move (%u): median %.3f ms, 95%% %.3f ms, worst %.3f ms (processor time: "
           "median %.3f ms, 95%% %.3f ms)\n", first->len, percentile (first, 0.5), percentile (first, 0.95),
           percentile (first, 1), percentile (first_cpu, 0.5), percentile (first_cpu, 0.95));
}

int
main (int   argc,
      char *argv[])
{
  const char *tables[] = { "crossroads.sandtable", "club-table.sandtable", "jackson-skirmish.sandtable",
                           "dbx-skirmish.sandtable", "vehicles-and-teams.sandtable" };

  /* the tables named on the command line, else all five */
  bench_print_load ();
  for (int i = 1; i < argc; i++)
    bench_table (argv[i]);
  for (guint i = 0; argc < 2 && i < G_N_ELEMENTS (tables); i++)
    bench_table (tables[i]);
  bench_print_load ();
  return 0;
}
