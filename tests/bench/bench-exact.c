/* bench-exact.c: the solver against the exact reference of
 * tests/engine/reach-reference.c on the example club table: every unit of the
 * German side (as the threat map takes them) in every mode, at the default
 * resolution, each field checked cell by cell. The generated tables of
 * test-reach-exact.c start anywhere; here the units stand on whole and half
 * inches, so each move starts on a grid point and rays of simple slope pass
 * exactly through cell corners. Moves the reference cannot draw (ground of
 * several costs, zones of control) are left out, and cells near an enemy's
 * no-go zone are not compared, nor those the solver has longer (or leaves
 * unreached) where the reference's way passes through such a zone, which it
 * does not draw (counted apart). The reference draws no openings in lines (a
 * gate): the cells a move reaches through one are counted apart, with any
 * the solver has shorter. Slow (the reference looks at every pair of
 * vertices): a few minutes.
 *
 *   bench-exact [UNIT [MODE]]   every move, or only those of one unit (and mode)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-reach-field-private.h"

#include "sand-reach.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"
#include "reach-reference.h"
#include "bench-util.h"

/* NULL when the reference draws what @s holds: one cost of passable ground,
 * no zones of control, a start the unit may move from; else why not. */
static const char *
comparable (const SandMoveSnapshot *s)
{
  double cost = -1;
  int c = (int) ((s->start_y - s->y0) / s->cell) * s->width + (int) ((s->start_x - s->x0) / s->cell);

  if (s->zoc != NULL)
    return "zones of control";
  for (guint k = 0; k < s->kinds->len; k++)
    {
      const SandCellKind *kind = &g_array_index (s->kinds, SandCellKind, k);
      if ((s->kind_used != NULL && !s->kind_used[k]) || (kind->effect.flags & SAND_MOVE_BLOCKED)
          || (kind->effect.tier > 0 && kind->effect.tier < s->allowance - 1e-9))
        continue;
      if (cost >= 0 && kind->cost != cost)
        return "ground of more than one cost";
      cost = kind->cost;
    }
  const SandCellKind *here = &g_array_index (s->kinds, SandCellKind, s->kind[c]);
  if ((here->effect.flags & SAND_MOVE_BLOCKED) || (here->effect.tier > 0 && here->effect.tier < s->allowance - 1e-9))
    return "the unit may not move from where it stands";
  return NULL;
}

int
main (int   argc,
      char *argv[])
{
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA") ? g_getenv ("SANDTABLE_SOURCE_DATA") : SOURCE_DATADIR;
  g_autofree char *path = g_build_filename (data, "scenarios", "club-table.sandtable", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_file (file, &error);
  g_autoptr (SandRulesetRegistry) registry = sand_ruleset_registry_new ();
  SandRuleset *ruleset = sand_ruleset_registry_lookup (registry, "m42");

  if (scenario == NULL || ruleset == NULL)
    {
      g_printerr ("%s\n", error ? error->message : "no m42 ruleset");
      return 1;
    }
  g_autoptr (SandSide) side = g_list_model_get_item (sand_scenario_get_sides (scenario), 1);
  GListModel *units = sand_scenario_get_units (scenario);
  guint moves = 0, off = 0;
  double worst = 0;

  g_print ("The club table's side \"%s\" (M42, every mode, %g\" cells) against the exact reference:\n\n",
           sand_side_get_name (side), SAND_MOVE_DEFAULT_RESOLUTION);
  g_print ("| unit | mode | cells longer than the reference | unreached, the reference reaches | shorter, or no way "
           "by the reference | not compared: the reference's way crosses a zone | largest difference (in) |\n"
           "|---|---|---|---|---|---|---|\n");
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
      if (sand_unit_get_side (unit) != side || (argc > 1 && g_strcmp0 (argv[1], sand_unit_get_id (unit)) != 0))
        continue;
      g_auto (GStrv) modes = sand_ruleset_class_modes (ruleset, sand_unit_get_class (unit));
      for (guint m = 0; modes[m] != NULL; m++)
        {
          g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (scenario, ruleset, unit, modes[m], 0, NULL);
          const char *why = snap == NULL ? "no move" : comparable (snap);
          if (argc > 2 && g_strcmp0 (argv[2], modes[m]) != 0)
            continue;
          if (why != NULL)
            {
              g_print ("| %s | %s | not compared: %s | | | | |\n", sand_unit_get_id (unit), modes[m], why);
              continue;
            }
          g_autoptr (SandReachField) field = sand_reach_compute (snap, NULL, NULL);
          guint wrong[4] = { 0 };
          double diff = reach_reference_check (field, FALSE, wrong);
          g_print ("| %s | %s | %u | %u | %u | %u | %.4f |\n", sand_unit_get_id (unit), modes[m], wrong[0], wrong[1],
                   wrong[2], wrong[3], diff);
          moves++;
          off += wrong[0] + wrong[1] > 0;
          worst = MAX (worst, diff);
        }
    }
  g_print ("\n%u moves compared, %u with cells longer or unreached; largest difference %.4f in\n", moves, off, worst);
  return 0;
}
