/* bench-reach.c: median solve times on the example club table, and an open-ground
 * accuracy/speed probe the Python comparison (compare-mcp.py) calls. Every
 * figure but the probe's is given as the process's processor time (both cores,
 * where the solver uses the second) beside the clock, after the load average.
 *
 *   bench-reach                 Markdown table of moves on data/scenarios/club-table
 *   bench-reach --open R CELL   "ms max_error mean_error" for an R" move on open ground
 *   bench-reach --drag          steps of a drag (SandReachDrag) across the club table
 *   bench-reach --obstacles     whole generated tables of 0, 10, 50 and 200 obstacles
 *   bench-reach --peak CELL     the peak memory of one whole-table move at CELL
 *   bench-reach --zones         the club table's moves of a unit of the American
 *                               side, which keeps out of the German units' zones
 *   bench-reach --against-query the same moves' cells (every fifth row and column)
 *                               against the cost asked at each centre
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "sand-move-builder.h"
#include "sand-reach.h"
#include "sand-reach-drag.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"
#include "bench-util.h"

#define RUNS 15

/* --against-query: each hashed move's cells are also compared with the cost
 * sand_reach_field_cost() gives at their centres, which prices the point from
 * the pivots of its cell and its neighbours; tallied over all moves. */
static gboolean against_query;
static gint64   query_cells, query_longer, query_moves;
static double   query_worst;

static void
bench_move (SandScenario *scenario,
            SandRuleset  *rs,
            SandUnit     *unit,
            double        mv,
            double        cell,
            const char   *label)
{
  double           compile[RUNS], solve[RUNS], compile_clock[RUNS], solve_clock[RUNS], area = 0;
  g_autofree char *mv_text = g_strdup_printf ("%g", mv);

  sand_unit_set_attr (unit, "mv", mv_text);
  for (int r = 0; r < RUNS; r++)
    {
      BenchTime                    t0 = bench_start ();
      g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (scenario, rs, unit, "advance", cell, NULL);
      BenchTime                    t1 = bench_since (t0);
      g_autoptr (SandReachField)   field = sand_reach_compute (snap, NULL, NULL);
      BenchTime                    t2 = bench_since (t0);

      compile[r] = t1.cpu;
      compile_clock[r] = t1.clock;
      solve[r] = t2.cpu - t1.cpu;
      solve_clock[r] = t2.clock - t1.clock;
      area = sand_reach_field_area (field);
    }
  g_print ("| %s | %g | %.2f | %.2f | %.2f | %.2f | %.1f |\n", label, cell, bench_median (compile, RUNS),
           bench_median (solve, RUNS), bench_median (compile_clock, RUNS), bench_median (solve_clock, RUNS), area);
}

static SandScenario *
load_club (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA") ? g_getenv ("SANDTABLE_SOURCE_DATA") : SOURCE_DATADIR,
                                            "scenarios", "club-table.sandtable", NULL);
  g_autoptr (GFile)  file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  SandScenario      *scenario = sand_scenario_load_file (file, &error);

  if (scenario == NULL)
    g_printerr ("%s\n", error->message);
  return scenario;
}

static int
bench_club (void)
{
  g_autoptr (SandScenario)        scenario = load_club ();
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset                    *rs = sand_ruleset_registry_lookup (reg, "m42");

  if (scenario == NULL)
    return 1;
  /* a unit in the middle of the club table, among its terrain */
  g_autoptr (SandUnit) unit = sand_unit_new ("bench", "infantry", NULL, 36, 24);
  sand_scenario_add_unit (scenario, unit);

  g_print ("Club table (%g\" x %g\", %u features, %u units), unit at (36, 24), median of %d runs:\n\n",
           sand_scenario_get_width (scenario), sand_scenario_get_height (scenario),
           g_list_model_get_n_items (sand_scenario_get_features (scenario)),
           g_list_model_get_n_items (sand_scenario_get_units (scenario)), RUNS);
  g_print ("| move | cell (in) | compile CPU (ms) | solve CPU (ms) | compile clock (ms) | solve clock (ms) "
           "| area (sq in) |\n|---|---|---|---|---|---|---|\n");
  for (int c = 0; c < 2; c++)
    {
      double cell = c == 0 ? 0.1 : 0.05;
      bench_move (scenario, rs, unit, 6, cell, "6\"");
      bench_move (scenario, rs, unit, 12, cell, "12\"");
      bench_move (scenario, rs, unit, 24, cell, "24\"");
      bench_move (scenario, rs, unit, 100, cell, "full table");
    }
  return 0;
}

/* The cells of @field (every fifth row and column: asking every cell takes
 * minutes) whose cost is longer than the cost asked at their centre by more
 * than 0.01", printed when there are any. */
static void
compare_with_queries (SandReachField *field,
                      SandUnit       *unit,
                      const char     *mode,
                      double          cell)
{
  const float *costs = sand_reach_field_get_costs (field);
  int          w = sand_reach_field_get_width (field), hgt = sand_reach_field_get_height (field), longer = 0;
  double       x0, y0, cs = sand_reach_field_get_cell_size (field), worst = 0, wx = 0, wy = 0;

  sand_reach_field_get_origin (field, &x0, &y0);
  for (int j = 0; j < hgt; j += 5)
    for (int i = 0; i < w; i += 5)
      {
        double c = costs[(gsize) j * w + i], x = x0 + (i + 0.5) * cs, y = y0 + (j + 0.5) * cs, q;

        if (c < 0)
          continue;
        query_cells++;
        q = sand_reach_field_cost (field, x, y);
        if (q >= 0 && c - q > 0.01)
          {
            longer++;
            if (c - q > worst)
              worst = c - q, wx = x, wy = y;
          }
      }
  if (longer == 0)
    return;
  query_moves++;
  query_longer += longer;
  query_worst = MAX (query_worst, worst);
  g_print ("| %s | %s | %.2f, %.2f | %g | %d | %.3f at %.3f, %.3f |\n", sand_side_get_id (sand_unit_get_side (unit)), mode,
           sand_unit_get_x (unit), sand_unit_get_y (unit), cell, longer, worst, wx, wy);
}

/* Every cell's cost of @unit's move in @mode at @cell, hashed (FNV-1a) on
 * from @h; 1 when it was solved, 0 when the unit cannot move so. */
static int
hash_move (guint64      *h,
           SandScenario *scenario,
           SandRuleset  *rs,
           SandUnit     *unit,
           const char   *mode,
           double        cell)
{
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (scenario, rs, unit, mode, cell, NULL);

  if (snap == NULL)
    return 0;
  g_autoptr (SandReachField) field = sand_reach_compute (snap, NULL, NULL);
  int                        size[2] = { sand_reach_field_get_width (field), sand_reach_field_get_height (field) };
  const guint8              *p = (const guint8 *) sand_reach_field_get_costs (field);

  if (against_query)
    compare_with_queries (field, unit, mode, cell);
  for (gsize k = 0; k < sizeof size; k++)
    *h = (*h ^ ((const guint8 *) size)[k]) * 0x100000001b3ull;
  for (gsize k = 0; k < sizeof (float) * size[0] * size[1]; k++)
    *h = (*h ^ p[k]) * 0x100000001b3ull;
  return 1;
}

/* The same moves at 0.05" for a unit of the American side (compare-mcp.py's
 * whole-process move is one): it keeps out of the zones of control of the 20
 * German units. */
static int
bench_zones (gboolean timed)
{
  g_autoptr (SandScenario)        scenario = load_club ();
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset                    *rs = sand_ruleset_registry_lookup (reg, "m42");

  if (scenario == NULL)
    return 1;
  g_autoptr (SandUnit) unit = sand_unit_new ("bench", "infantry", sand_scenario_find_side (scenario, "us"), 36, 24);
  sand_scenario_add_unit (scenario, unit);
  if (timed)
    {
      g_print ("Club table, a unit of the American side at (36, 24), median of %d runs:\n\n", RUNS);
      g_print ("| move | cell (in) | compile CPU (ms) | solve CPU (ms) | compile clock (ms) | solve clock (ms) "
               "| area (sq in) |\n|---|---|---|---|---|---|---|\n");
      bench_move (scenario, rs, unit, 24, 0.05, "24\"");
      bench_move (scenario, rs, unit, 100, 0.05, "full table");
    }

  /* every cell's cost of whole-table moves from starts across the table, for
   * each side and mode: two builds that print the same hash drew the same
   * fields */
  guint64 h = 0xcbf29ce484222325ull;
  int     n = 0;
  sand_unit_set_attr (unit, "mv", "100");
  for (int side = 0; side < 2; side++)
    {
      g_autoptr (SandUnit) u = sand_unit_new ("hash", "infantry",
                                              sand_scenario_find_side (scenario, side == 0 ? "us" : "de"), 0, 0);
      sand_unit_set_attr (u, "mv", "100");
      sand_scenario_add_unit (scenario, u);
      for (int m = 0; m < 2; m++)
        for (int y = 0; y < 5; y++)
          for (int x = 0; x < 7; x++)
            {
              SandPoint at = { 4.5 + 10.5 * x + 0.37 * y, 4 + 10 * y + 0.21 * x };
              sand_unit_set_position (u, at.x, at.y);
              n += hash_move (&h, scenario, rs, u, m == 0 ? "advance" : "double", y % 2 == 0 ? 0.05 : 0.1);
            }
      sand_scenario_remove_unit (scenario, u);
    }
  g_print ("\nCosts of %d whole-table moves from starts across the table, each side and mode: hash %016" G_GINT64_MODIFIER
           "x\n",
           n, h);

  /* the same with the German units scattered and turned (seeded): zones of
   * rotated bases, overlapping and apart, anywhere on the table */
  GRand      *rand = g_rand_new_with_seed (42);
  GListModel *units = sand_scenario_get_units (scenario);
  SandSide   *de = sand_scenario_find_side (scenario, "de");
  h = 0xcbf29ce484222325ull;
  n = 0;
  for (int layout = 0; layout < 4; layout++)
    {
      for (guint k = 0; k < g_list_model_get_n_items (units); k++)
        {
          g_autoptr (SandUnit) o = g_list_model_get_item (units, k);
          if (sand_unit_get_side (o) != de)
            continue;
          sand_unit_set_position (o, g_rand_double_range (rand, 2, 70), g_rand_double_range (rand, 2, 46));
          sand_unit_set_facing (o, g_rand_double_range (rand, 0, 360));
        }
      for (int k = 0; k < 6; k++)
        {
          sand_unit_set_position (unit, g_rand_double_range (rand, 1, 71), g_rand_double_range (rand, 1, 47));
          n += hash_move (&h, scenario, rs, unit, k % 2 == 0 ? "advance" : "double", k % 3 == 0 ? 0.1 : 0.05);
        }
    }
  g_rand_free (rand);
  g_print ("Costs of %d whole-table moves among the German units scattered and turned (4 layouts): hash %016" G_GINT64_MODIFIER
           "x\n",
           n, h);
  return 0;
}

/* Open ground: the analytic answer is the distance. A small move's fifteen
 * solves take less than one time slice of another process on a busy machine,
 * which would then stretch them all: the median is taken over at least 50 ms
 * of solves. */
#define OPEN_MIN_MS 50.0
#define OPEN_MAX_RUNS 2000

static int
bench_open (double r,
            double cell)
{
  g_autofree double *times = g_new (double, OPEN_MAX_RUNS);
  double             max_err = 0, sum_err = 0, total = 0;
  long               n = 0;
  int                k;
  double             sx = 36 + cell / 2, sy = 24 + cell / 2; /* on a cell centre, as the grid tools use */

  for (k = 0; k < OPEN_MAX_RUNS && (k < RUNS || total < OPEN_MIN_MS); k++)
    {
      gint64                       t0 = g_get_monotonic_time ();
      g_autoptr (SandMoveSnapshot) snap = sand_move_builder_finish (sand_move_builder_new (72, 48, sx, sy, r, cell));
      g_autoptr (SandReachField)   field = sand_reach_compute (snap, NULL, NULL);
      times[k] = (g_get_monotonic_time () - t0) / 1000.0;
      total += times[k];
      if (k > 0)
        continue;
      int          w = sand_reach_field_get_width (field), h = sand_reach_field_get_height (field);
      const float *cost = sand_reach_field_get_costs (field);
      double       x0, y0;
      sand_reach_field_get_origin (field, &x0, &y0);
      for (int j = 0; j < h; j++)
        for (int i = 0; i < w; i++)
          {
            double d = hypot (x0 + (i + 0.5) * cell - sx, y0 + (j + 0.5) * cell - sy);
            if (d > r || cost[j * w + i] < 0)
              continue;
            double e = fabs (cost[j * w + i] - d);
            max_err = MAX (max_err, e);
            sum_err += e;
            n++;
          }
    }
  g_print ("%.3f %.5f %.6f\n", bench_median (times, k), max_err, n ? sum_err / n : 0);
  return 0;
}

/* A whole-table move at @cell on an open 72 x 48" table with @n obstacles
 * (blocked rectangles and triangles, walls of one to three legs, up to 3" each),
 * the snapshot built and solved together, as the target counts it. */
static void
bench_obstacles_row (int    n,
                     double cell)
{
  double cpu[RUNS], clock[RUNS], area = 0;

  for (int run = 0; run < RUNS; run++)
    {
      g_autoptr (GRand) r = g_rand_new_with_seed (1000 + n);
      BenchTime         t0 = bench_start ();
      SandMoveBuilder  *b = sand_move_builder_new (72, 48, 36 + cell / 2, 24 + cell / 2, 100, cell);
      SandMoveEffect    blocked;

      sand_move_effect_init (&blocked);
      blocked.flags = SAND_MOVE_BLOCKED;
      for (int k = 0; k < n; k++)
        {
          double x = g_rand_double_range (r, 0, 72), y = g_rand_double_range (r, 0, 48);
          double size = g_rand_double_range (r, 0.5, 3);
          int    what = g_rand_int_range (r, 0, 3);

          if (hypot (x - 36, y - 24) < size + 1)
            continue;
          if (what == 0)
            {
              SandPoint rect[] = { { x, y }, { x + size, y }, { x + size, y + size / 2 }, { x, y + size / 2 } };
              sand_move_builder_add_area (b, rect, 4, &blocked);
            }
          else if (what == 1)
            {
              double    a = g_rand_double_range (r, 0, 2 * G_PI);
              SandPoint tri[3];

              for (int m = 0; m < 3; m++)
                tri[m] = (SandPoint) { x + size * cos (a + m * 2.1), y + size * sin (a + m * 2.3) };
              sand_move_builder_add_area (b, tri, 3, &blocked);
            }
          else
            {
              int       legs = g_rand_int_range (r, 1, 4);
              SandPoint pts[4] = { { x, y } };

              for (int m = 1; m <= legs; m++)
                {
                  double a = g_rand_double_range (r, 0, 2 * G_PI);
                  pts[m] = (SandPoint) { pts[m - 1].x + size * cos (a), pts[m - 1].y + size * sin (a) };
                }
              sand_move_builder_add_line (b, pts, legs + 1, &blocked);
            }
        }
      g_autoptr (SandMoveSnapshot) snap = sand_move_builder_finish (b);
      g_autoptr (SandReachField)   field = sand_reach_compute (snap, NULL, NULL);
      BenchTime                    t = bench_since (t0);

      cpu[run] = t.cpu;
      clock[run] = t.clock;
      area = sand_reach_field_area (field);
    }
  g_print ("| %d | %g | %.2f | %.2f | %.1f |\n", n, cell, bench_median (cpu, RUNS), bench_median (clock, RUNS), area);
}

static int
bench_obstacles (void)
{
  static const int counts[] = { 0, 10, 50, 200 };

  g_print ("Whole 72 x 48\" table (a 100\" move from the middle), generated obstacles, snapshot and "
           "solve, median of %d runs:\n\n",
           RUNS);
  g_print ("| obstacles | cell (in) | CPU (ms) | clock (ms) | area (sq in) |\n|---|---|---|---|---|\n");
  for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
    bench_obstacles_row (counts[c], 0.05);
  return 0;
}

/* A drag as the Play page makes it: a unit carried across the middle of the
 * club table a tenth of an inch a step, each step a snapshot over the drag's
 * raster and a solve keeping what the terrain alone decides. The first step
 * (which works that out) is given apart from the median of the rest. */
#define DRAG_STEPS 101

static int
bench_drag (void)
{
  g_autoptr (SandScenario)        scenario = load_club ();
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset                    *rs = sand_ruleset_registry_lookup (reg, "m42");

  if (scenario == NULL)
    return 1;
  g_autoptr (SandUnit) unit = sand_unit_new ("bench", "infantry", NULL, 31, 24);
  sand_scenario_add_unit (scenario, unit);
  g_print ("A drag across the club table, %d steps of 0.1\" from (31, 24) to the right:\n\n", DRAG_STEPS);
  g_print ("| move | cell (in) | first step (ms) | median step CPU (ms) | of it snapshot CPU (ms) | of it solve CPU (ms) "
           "| median step clock (ms) | slowest step (ms) | steps a second |\n|---|---|---|---|---|---|---|---|---|\n");
  for (int c = 0; c < 2; c++)
    for (int m = 0; m < 2; m++)
      {
        double                    cell = c == 0 ? 0.1 : 0.05, mv = m == 0 ? 12 : 24;
        g_autofree char          *mv_text = g_strdup_printf ("%g", mv);
        g_autoptr (SandReachDrag) drag = sand_reach_drag_new ();
        double                    steps[DRAG_STEPS], cpu[DRAG_STEPS], snap_cpu[DRAG_STEPS], solve_cpu[DRAG_STEPS], first = 0, slowest = 0;

        sand_unit_set_attr (unit, "mv", mv_text);
        for (int k = 0; k < DRAG_STEPS; k++)
          {
            SandPoint                    at = { 31 + 0.1 * k, 24 };
            BenchTime                    t0 = bench_start ();
            g_autoptr (SandMoveSnapshot) snap = sand_reach_drag_snapshot (drag, scenario, rs, unit, "advance", cell, &at,
                                                                          NULL);
            BenchTime                    ts = bench_since (t0);
            g_autoptr (SandReachField)   field = sand_reach_drag_compute (drag, snap, NULL, NULL);
            BenchTime                    t = bench_since (t0);

            /* which of the two a step's time goes to */
            snap_cpu[k] = ts.cpu;
            solve_cpu[k] = t.cpu - ts.cpu;
            steps[k] = t.clock;
            cpu[k] = t.cpu;
            if (k == 0)
              first = steps[0];
            else
              slowest = MAX (slowest, steps[k]);
          }
        double med = bench_median (steps + 1, DRAG_STEPS - 1);
        g_print ("| %g\" | %g | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.0f |\n", mv, cell, first,
                 bench_median (cpu + 1, DRAG_STEPS - 1), bench_median (snap_cpu + 1, DRAG_STEPS - 1),
                 bench_median (solve_cpu + 1, DRAG_STEPS - 1), med, slowest, 1000.0 / med);
      }
  return 0;
}

/* One whole-table move at @cell in a fresh process: its time and the peak
 * resident memory of the process (loading included). */
static int
bench_peak (double cell)
{
  g_autoptr (SandScenario)        scenario = load_club ();
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset                    *rs = sand_ruleset_registry_lookup (reg, "m42");
  struct rusage                   before, after;

  if (scenario == NULL)
    return 1;
  g_autoptr (SandUnit) unit = sand_unit_new ("bench", "infantry", NULL, 36, 24);
  sand_scenario_add_unit (scenario, unit);
  sand_unit_set_attr (unit, "mv", "100");
  getrusage (RUSAGE_SELF, &before);
  BenchTime                    t0 = bench_start ();
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (scenario, rs, unit, "advance", cell, NULL);
  g_autoptr (SandReachField)   field = sand_reach_compute (snap, NULL, NULL);
  BenchTime                    t1 = bench_since (t0);
  getrusage (RUSAGE_SELF, &after);
  g_print ("Whole club table at %g\" (%d x %d cells): %.1f ms processor time (%.1f ms clock), %.1f sq in; "
           "peak resident memory %.1f MB (%.1f MB before the move)\n",
           cell, sand_reach_field_get_width (field), sand_reach_field_get_height (field), t1.cpu, t1.clock,
           sand_reach_field_area (field), after.ru_maxrss / 1024.0, before.ru_maxrss / 1024.0);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 4 && g_str_equal (argv[1], "--open"))
    return bench_open (g_ascii_strtod (argv[2], NULL), g_ascii_strtod (argv[3], NULL));
  bench_print_load ();
  if (argc == 2 && g_str_equal (argv[1], "--drag"))
    return bench_drag ();
  if (argc == 2 && g_str_equal (argv[1], "--obstacles"))
    return bench_obstacles ();
  if (argc == 2 && g_str_equal (argv[1], "--zones"))
    return bench_zones (TRUE);
  if (argc == 2 && g_str_equal (argv[1], "--against-query"))
    {
      against_query = TRUE;
      g_print ("Moves with cells longer than the cost asked at their centre by over 0.01\":\n\n"
               "| side | mode | start | cell (in) | cells | most (in) |\n|---|---|---|---|---|---|\n");
      int status = bench_zones (FALSE);
      g_print ("\n%" G_GINT64_FORMAT " of %" G_GINT64_FORMAT " cells asked were longer, in %" G_GINT64_FORMAT
               " moves; the most by %.3f\"\n",
               query_longer, query_cells, query_moves, query_worst);
      return status;
    }
  if (argc == 3 && g_str_equal (argv[1], "--peak"))
    return bench_peak (g_ascii_strtod (argv[2], NULL));
  return bench_club ();
}
