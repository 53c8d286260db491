/* test-reach-drag.c: a unit dragged across the club table, its reach solved
 * step by step with what the drag keeps, against solving each step alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-reach-drag.h"
#include "sand-reason.h"
#include "sand-reach-map-private.h"
#include "sand-reach.h"
#include "sand-ruleset-registry.h"
#include "test-example.h"

/* The two fields give the same cost to every point of a lattice over the
 * move, the same reason where it cannot go, and the same area. */
static void
assert_same_reach (SandReachField *a,
                   SandReachField *b,
                   double          x,
                   double          y,
                   double          r)
{
  g_assert_cmpfloat_with_epsilon (sand_reach_field_area (a), sand_reach_field_area (b), 1e-6);
  /* off the cells' edges, where the two rasters' origins could round a point
   * into either cell */
  for (double py = y - r + 0.0137; py <= y + r; py += 0.3719)
    for (double px = x - r + 0.0173; px <= x + r; px += 0.4137)
      {
        g_autoptr (SandReason) reason_a = sand_reach_field_why (a, px, py, NULL, NULL, NULL);
        g_autoptr (SandReason) reason_b = sand_reach_field_why (b, px, py, NULL, NULL, NULL);
        g_autofree char *why_a = reason_a ? sand_reason_format (reason_a, SAND_LENGTH_INCHES) : NULL;
        g_autofree char *why_b = reason_b ? sand_reason_format (reason_b, SAND_LENGTH_INCHES) : NULL;

        g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (a, px, py), sand_reach_field_cost (b, px, py), 1e-4);
        /* and the same reason where it cannot go, though the drag's raster is wider */
        g_assert_cmpstr (why_a, ==, why_b);
      }
}

static void
drag_along (const char *mode,
            double      mv)
{
  g_autoptr (SandScenario) scenario = test_example_load ("club-table");
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "m42");
  g_autoptr (SandUnit) unit = sand_unit_new ("dragged", "infantry", NULL, 30, 30);
  g_autoptr (SandReachDrag) drag = sand_reach_drag_new ();
  g_autofree char *mv_text = g_strdup_printf ("%g", mv);
  const SandReachObstacles *kept = NULL;
  guint reused = 0;

  sand_scenario_add_unit (scenario, unit);
  sand_unit_set_attr (unit, "mv", mv_text);
  /* toward Hill 60 and round the park wall, a step of a tenth of an inch or so */
  for (int step = 0; step < 40; step++)
    {
      double x = 30 + 0.13 * step, y = 30 - 0.31 * step;
      g_autoptr (GError) error = NULL;
      sand_unit_set_position (unit, x, y);
      g_autoptr (SandMoveSnapshot) dragged = sand_reach_drag_snapshot (drag, scenario, rs, unit, mode, 0.1, NULL, &error);
      g_assert_no_error (error);
      g_autoptr (SandReachField) f = sand_reach_drag_compute (drag, dragged, NULL, &error);
      g_assert_no_error (error);
      g_autoptr (SandMoveSnapshot) alone = sand_move_snapshot_new (scenario, rs, unit, mode, 0.1, &error);
      g_autoptr (SandReachField) g = sand_reach_compute (alone, NULL, NULL);
      if (step % 4 == 0)
        assert_same_reach (f, g, x, y, MIN (mv + 1, 14));
      else
        g_assert_cmpfloat_with_epsilon (sand_reach_field_area (f), sand_reach_field_area (g), 1e-6);
      /* the tier's obstacles, worked out on the first step, serve the next */
      reused += kept != NULL && _sand_reach_drag_kept (drag, 0) == kept;
      kept = _sand_reach_drag_kept (drag, 0);
      g_assert_nonnull (kept);
    }
  /* the raster moves only when the move no longer fits in it */
  g_assert_cmpuint (reused, >=, 30);
}

static void
test_advance (void)
{
  drag_along ("advance", 6);
}

static void
test_double (void)
{
  drag_along ("double", 6);
}

/* A table made smaller between two steps: the next snapshot is compiled on
 * the new table, not over the raster kept from the old one. */
static void
test_table_resized (void)
{
  g_autoptr (SandScenario) scenario = test_example_load ("club-table");
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "m42");
  g_autoptr (SandUnit) unit = sand_unit_new ("dragged", "infantry", NULL, 20, 20);
  g_autoptr (SandReachDrag) drag = sand_reach_drag_new ();
  g_autoptr (GError) error = NULL;

  sand_scenario_add_unit (scenario, unit);
  sand_unit_set_attr (unit, "mv", "6");
  g_autoptr (SandMoveSnapshot) before = sand_reach_drag_snapshot (drag, scenario, rs, unit, "advance", 0.1, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (SandReachField) f0 = sand_reach_drag_compute (drag, before, NULL, &error);
  g_assert_no_error (error);
  sand_scenario_set_size (scenario, 24, 24);
  g_autoptr (SandMoveSnapshot) after = sand_reach_drag_snapshot (drag, scenario, rs, unit, "advance", 0.1, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (SandReachField) f = sand_reach_drag_compute (drag, after, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (SandMoveSnapshot) alone = sand_move_snapshot_new (scenario, rs, unit, "advance", 0.1, &error);
  g_autoptr (SandReachField) g = sand_reach_compute (alone, NULL, NULL);
  /* nothing past the table's edge */
  g_assert_false (sand_reach_field_is_reachable (f, 24.5, 20));
  g_assert_true (sand_reach_field_is_reachable (f, 23.5, 20));
  assert_same_reach (f, g, 20, 20, 7);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/reach/drag/advance-keeps-the-terrain", test_advance);
  g_test_add_func ("/reach/drag/double-keeps-the-terrain", test_double);
  g_test_add_func ("/reach/drag/table-resized-makes-a-new-raster", test_table_resized);
  return g_test_run ();
}
