/* bench-load.c: how long loading a scenario of many features takes in process
 * (sand_scenario_load_data: parse, schema, checks, model; processor time of the
 * process beside the clock), for 10,000, 20,000 and
 * 40,000 features, to see that it grows in proportion. The target is 10,000
 * features in at most 100 ms.
 *
 * The table is generated (bench-table.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-table.h"
#include "bench-util.h"
#include "sand-scenario-io.h"

#define RUNS 7

static void
load (const GString *text,
      double        *cpu,
      double        *wall)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = NULL;
  BenchTime t = bench_start ();

  scenario = sand_scenario_load_data (text->str, text->len, "generated.sandtable", &error);
  t = bench_since (t);
  *cpu = t.cpu;
  *wall = t.clock;
  if (scenario == NULL)
    g_error ("the generated scenario does not load: %s", error->message);
}

int
main (int   argc,
      char *argv[])
{
  static const guint sizes[] = { 10000, 20000, 40000 };

  bench_print_load ();
  g_print ("features  bytes      CPU, median of %d (min-max) ms   clock (min-max) ms\n", RUNS);
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autoptr (GString) text = bench_table_generate (sizes[s]);
      double cpu[RUNS], wall[RUNS];

      load (text, &cpu[0], &wall[0]); /* the schema compiled, caches warm */
      for (guint r = 0; r < RUNS; r++)
        load (text, &cpu[r], &wall[r]);
      double cpu_median = bench_median (cpu, RUNS), wall_median = bench_median (wall, RUNS);

      /* sorted by bench_median(): the first and last are the fastest and slowest */
      g_print ("%8u  %9" G_GSIZE_FORMAT "  %7.1f (%.1f-%.1f)            %7.1f (%.1f-%.1f)\n",
               sizes[s], text->len, cpu_median, cpu[0], cpu[RUNS - 1], wall_median, wall[0],
               wall[RUNS - 1]);
    }
  bench_print_load ();
  return 0;
}
