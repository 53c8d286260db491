/* bench-threat.c: how long a threat map takes — every unit of one side, each in
 * every mode of its class, at the default resolution, the widest mode of each
 * counted into the overlay — as the play aid does it: snapshots compiled on
 * one thread while the other cores start solving them, then the rest of the
 * solves on every core, then counting.
 *
 * MOVEMENT.md asks for a side of 50 units in under 100 ms. The club table has 20
 * German figures; a force of 50 is made by adding copies of them, 3" apart.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "sand-reach-overlay.h"
#include "sand-reach-threat.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"
#include "bench-util.h"

#define RUNS 9

/* FNV-1a over @len bytes, on from @h. */
static guint64
hash_bytes (guint64       h,
            gconstpointer data,
            gsize         len)
{
  const guint8 *p = data;

  for (gsize k = 0; k < len; k++)
    h = (h ^ p[k]) * 0x100000001b3ull;
  return h;
}

/* Every field counted into the map, cell by cell (its raster, where it lies
 * and each cell's cost): two builds that print the same hash drew the same
 * threat map. */
static guint64
hash_fields (GPtrArray *fields)
{
  guint64 h = 0xcbf29ce484222325ull;

  for (guint f = 0; f < fields->len; f++)
    {
      SandReachField *field = g_ptr_array_index (fields, f);
      int             size[2] = { sand_reach_field_get_width (field), sand_reach_field_get_height (field) };
      double          place[3] = { sand_reach_field_get_cell_size (field), 0, 0 };

      sand_reach_field_get_origin (field, &place[1], &place[2]);
      h = hash_bytes (h, size, sizeof size);
      h = hash_bytes (h, place, sizeof place);
      h = hash_bytes (h, sand_reach_field_get_costs (field), sizeof (float) * size[0] * size[1]);
    }
  return h;
}

static GPtrArray *
side_units (SandScenario *scenario,
            SandSide     *side,
            guint         count)
{
  GListModel *units = sand_scenario_get_units (scenario);
  GPtrArray  *out = g_ptr_array_new ();
  guint       n = g_list_model_get_n_items (units);

  for (guint i = 0; i < n; i++)
    {
      SandUnit *unit = g_list_model_get_item (units, i);
      g_object_unref (unit); /* the scenario keeps it */
      if (sand_unit_get_side (unit) == side)
        g_ptr_array_add (out, unit);
    }
  for (guint i = 0, originals = out->len; out->len < count && originals > 0; i++)
    {
      SandUnit            *model = g_ptr_array_index (out, i % originals);
      g_autoptr (SandUnit) copy = sand_unit_copy (model);
      g_autofree char     *id = sand_scenario_make_id (scenario, "copy");
      double               dx = 3.0 * (1 + i / originals);
      double               x = sand_unit_get_x (model) + dx;

      if (x > sand_scenario_get_width (scenario) - 1)
        x = sand_unit_get_x (model) - dx;
      sand_unit_set_id (copy, id);
      sand_unit_set_position (copy, x, sand_unit_get_y (model));
      sand_scenario_add_unit (scenario, copy);
      g_ptr_array_add (out, copy);
    }
  return out;
}

/* @unit's snapshots, one in each mode of its class it may move in. */
static GPtrArray *
unit_snapshots (SandScenario *scenario,
                SandRuleset  *ruleset,
                SandUnit     *unit)
{
  g_auto (GStrv) modes = sand_ruleset_class_modes (ruleset, sand_unit_get_class (unit));
  GPtrArray     *snaps = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_move_snapshot_unref);

  for (guint m = 0; modes[m]; m++)
    {
      SandMoveSnapshot *snap = sand_move_snapshot_new (scenario, ruleset, unit, modes[m], 0, NULL);
      if (snap != NULL)
        g_ptr_array_add (snaps, snap);
    }
  return snaps;
}

static guint64
bench_side (SandScenario *scenario,
            SandRuleset  *ruleset,
            GPtrArray    *units)
{
  double  compile[RUNS], solve[RUNS], count[RUNS], total[RUNS], cpu[RUNS];
  guint   n_fields = 0;
  guint64 hash = 0;

  for (int r = 0; r < RUNS; r++)
    {
      g_autoptr (SandReachThreat)  threat = sand_reach_threat_new (0);
      g_autoptr (GPtrArray)        fields = NULL;
      g_autoptr (SandReachOverlay) overlay = sand_reach_overlay_new ();
      gint64                       t0 = g_get_monotonic_time (), t1, t2, t3;
      BenchTime                    both = bench_start ();

      n_fields = 0;
      for (guint i = 0; i < units->len; i++)
        {
          g_autoptr (GPtrArray) unit_snaps = unit_snapshots (scenario, ruleset, g_ptr_array_index (units, i));

          n_fields += unit_snaps->len;
          sand_reach_threat_add (threat, unit_snaps);
        }
      t1 = g_get_monotonic_time ();
      fields = sand_reach_threat_finish (threat, NULL, NULL);
      t2 = g_get_monotonic_time ();
      sand_reach_overlay_set_threat (overlay, fields, sand_scenario_get_width (scenario),
                                     sand_scenario_get_height (scenario), 0.6, 0, 0, "threat");
      t3 = g_get_monotonic_time ();
      cpu[r] = bench_since (both).cpu;
      compile[r] = (t1 - t0) / 1000.0;
      solve[r] = (t2 - t1) / 1000.0;
      count[r] = (t3 - t2) / 1000.0;
      total[r] = (t3 - t0) / 1000.0;
      /* after the clocks are read */
      if (r == 0)
        hash = hash_fields (fields);
      else if (hash_fields (fields) != hash)
        g_error ("the threat map's fields differ from one run to the next");
    }
  /* each sorted by bench_median(): the first is then the best */
  bench_median (compile, RUNS);
  bench_median (solve, RUNS);
  bench_median (count, RUNS);
  bench_median (total, RUNS);
  g_print ("| %u | %u | %.1f (%.1f) | %.1f (%.1f) | %.1f (%.1f) | %.1f (%.1f) | %.1f |\n", units->len, n_fields,
           compile[RUNS / 2], compile[0], solve[RUNS / 2], solve[0], count[RUNS / 2], count[0], total[RUNS / 2],
           total[0], bench_median (cpu, RUNS));
  return hash;
}

/* One snapshot's solve, timed on its own. */
typedef struct
{
  const char *unit;
  const char *mode;
  double      ms[RUNS];
} Solve;

static int
cmp_solve (gconstpointer a,
           gconstpointer b)
{
  double x = ((const Solve *) a)->ms[RUNS / 2], y = ((const Solve *) b)->ms[RUNS / 2];

  return (x < y) - (x > y);
}

/* Where a threat map's processor time goes, every part on this one thread:
 * compiling every snapshot, solving each in turn, counting the widest of each
 * unit into the overlay; and the solves that cost most. */
static void
bench_parts (SandScenario *scenario,
             SandRuleset  *ruleset,
             GPtrArray    *units)
{
  double             compile[RUNS], solve[RUNS], count[RUNS];
  g_autoptr (GArray) solves = g_array_new (FALSE, TRUE, sizeof (Solve));
  double             sum = 0;

  for (int r = 0; r < RUNS; r++)
    {
      g_autoptr (GPtrArray)        all = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
      g_autoptr (GPtrArray)        fields = NULL;
      g_autoptr (SandReachOverlay) overlay = sand_reach_overlay_new ();
      double                       t0 = bench_cpu_ms (), t1, t2;
      guint                        k = 0;

      for (guint i = 0; i < units->len; i++)
        g_ptr_array_add (all, unit_snapshots (scenario, ruleset, g_ptr_array_index (units, i)));
      t1 = bench_cpu_ms ();
      fields = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_reach_field_unref);
      for (guint u = 0; u < all->len; u++)
        {
          GPtrArray      *unit_snaps = g_ptr_array_index (all, u);
          SandReachField *widest = NULL;

          for (guint m = 0; m < unit_snaps->len; m++, k++)
            {
              SandMoveSnapshot *snap = g_ptr_array_index (unit_snaps, m);
              double            s0 = bench_cpu_ms ();
              SandReachField   *field = sand_reach_compute (snap, NULL, NULL);
              Solve            *one;

              if (k >= solves->len)
                g_array_set_size (solves, k + 1);
              one = &g_array_index (solves, Solve, k);
              /* the names live with the snapshot: kept interned */
              one->unit = g_intern_string (sand_move_snapshot_get_unit_id (snap));
              one->mode = g_intern_string (sand_move_snapshot_get_mode_id (snap));
              one->ms[r] = bench_cpu_ms () - s0;
              /* as the threat map picks: the first of the largest area */
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
      t2 = bench_cpu_ms ();
      sand_reach_overlay_set_threat (overlay, fields, sand_scenario_get_width (scenario),
                                     sand_scenario_get_height (scenario), 0.6, 0, 0, "threat");
      count[r] = bench_cpu_ms () - t2;
      compile[r] = t1 - t0;
      solve[r] = t2 - t1;
    }
  for (guint k = 0; k < solves->len; k++)
    {
      Solve *one = &g_array_index (solves, Solve, k);
      bench_median (one->ms, RUNS);
      sum += one->ms[RUNS / 2];
    }
  g_print ("\n%u units on one thread, processor time (ms), median (best) of %d runs:\n\n"
           "| compiling every snapshot | solving each in turn | counting | solves' medians summed |\n"
           "|---|---|---|---|\n",
           units->len, RUNS);
  bench_median (compile, RUNS);
  bench_median (solve, RUNS);
  bench_median (count, RUNS);
  g_print ("| %.1f (%.1f) | %.1f (%.1f) | %.1f (%.1f) | %.1f |\n", compile[RUNS / 2], compile[0], solve[RUNS / 2],
           solve[0], count[RUNS / 2], count[0], sum);
  g_array_sort (solves, cmp_solve);
  {
    double over = 0;
    guint  n_over = 0;

    for (guint k = 0; k < solves->len; k++)
      if (g_array_index (solves, Solve, k).ms[RUNS / 2] >= 1.0)
        {
          over += g_array_index (solves, Solve, k).ms[RUNS / 2];
          n_over++;
        }
    g_print ("\n%u of the %u solves take 1 ms or more: %.1f ms of the %.1f summed.\n", n_over, solves->len, over, sum);
  }
  {
    g_autoptr (GHashTable) by_mode = g_hash_table_new (g_str_hash, g_str_equal);
    GHashTableIter         iter;
    gpointer               mode, total;

    for (guint k = 0; k < solves->len; k++)
      {
        Solve  *one = &g_array_index (solves, Solve, k);
        double *t = g_hash_table_lookup (by_mode, one->mode);

        if (t == NULL)
          g_hash_table_insert (by_mode, (gpointer) one->mode, t = g_new0 (double, 1));
        *t += one->ms[RUNS / 2];
      }
    g_print ("By mode (medians summed, ms):");
    g_hash_table_iter_init (&iter, by_mode);
    while (g_hash_table_iter_next (&iter, &mode, &total))
      {
        g_print (" %s %.1f", (const char *) mode, *(double *) total);
        g_free (total);
      }
    g_print ("\n");
  }
  g_print ("\nThe costliest solves (median ms):");
  for (guint k = 0; k < MIN (12u, solves->len); k++)
    {
      Solve *one = &g_array_index (solves, Solve, k);
      g_print ("%s %s %s %.2f", k > 0 ? "," : "", one->unit, one->mode, one->ms[RUNS / 2]);
    }
  g_print ("\n");
}

int
main (int   argc,
      char *argv[])
{
  const char                     *data = g_getenv ("SANDTABLE_SOURCE_DATA") ? g_getenv ("SANDTABLE_SOURCE_DATA") : SOURCE_DATADIR;
  g_autofree char                *path = g_build_filename (data, "scenarios", "club-table.sandtable", NULL);
  g_autoptr (GFile)               file = g_file_new_for_path (path);
  g_autoptr (GError)              error = NULL;
  g_autoptr (SandScenario)        scenario = sand_scenario_load_file (file, &error);
  g_autoptr (SandRulesetRegistry) registry = sand_ruleset_registry_new ();
  SandRuleset                    *ruleset = sand_ruleset_registry_lookup (registry, "m42");
  SandSide                       *side;
  guint64                         hashes[2];

  if (scenario == NULL || ruleset == NULL)
    {
      g_printerr ("%s\n", error ? error->message : "no m42 ruleset");
      return 1;
    }
  side = g_list_model_get_item (sand_scenario_get_sides (scenario), 1);
  g_object_unref (side);
  g_print ("Threat map of the side \"%s\" on the club table (M42, every mode, %g\" cells, %u cores), "
           "median (best) of %d runs:\n\n",
           sand_side_get_name (side), SAND_MOVE_DEFAULT_RESOLUTION,
           g_get_num_processors (), RUNS);
  bench_print_load ();
  g_print ("| units | snapshots | compiling, solves begun (ms) | rest of the solves (ms) | counting (ms) | total (ms) "
           "| total, processor time of both cores (ms) |\n"
           "|---|---|---|---|---|---|---|\n");
  {
    g_autoptr (GPtrArray) units = side_units (scenario, side, 0);
    hashes[0] = bench_side (scenario, ruleset, units);
  }
  {
    g_autoptr (GPtrArray) units = side_units (scenario, side, 50);
    hashes[1] = bench_side (scenario, ruleset, units);
    bench_parts (scenario, ruleset, units);
  }
  g_print ("\nFields counted (FNV-1a of every cell's cost): %016" G_GINT64_MODIFIER "x (20 units), %016" G_GINT64_MODIFIER
           "x (50 units)\n",
           hashes[0], hashes[1]);
  bench_print_load ();
  return 0;
}
