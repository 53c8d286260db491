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

/* A drag: @steps steps from @from, @by a step; each step's field is
 * checked against a fresh snapshot solved alone from there, over the whole
 * lattice within @radius every @every-th step (from step @first), by area at
 * the others. @moves_unit: the unit itself is moved to each step, as when it
 * is placed; otherwise it stays and the move starts there, as while carried. */
typedef struct
{
  SandScenario *scenario;
  SandRuleset  *rs;
  SandUnit     *unit;
  const char   *mode;
  SandPoint     from, by;
  guint         steps;
  gboolean      moves_unit;
  guint         every, first;
  double        radius;
} DragWalk;

/* What one step of a walk kept from the last. */
typedef struct
{
  SandPoint at;
  gboolean  borrowed;    /* the last step's finished ground */
  gboolean  kept;        /* tier 0's obstacles are kept */
  gboolean  kept_again;  /* and they are the last step's */
} DragStep;

/* The walk @w, one DragStep a step. */
static GArray *
drag_walk (const DragWalk *w)
{
  g_autoptr (SandReachDrag) drag = sand_reach_drag_new ();
  g_autoptr (SandMoveSnapshot) last = NULL;
  const SandReachObstacles *kept = NULL;
  GArray *steps = g_array_new (FALSE, TRUE, sizeof (DragStep));

  for (guint i = 0; i < w->steps; i++)
    {
      DragStep step = { { w->from.x + w->by.x * i, w->from.y + w->by.y * i }, FALSE, FALSE, FALSE };
      const SandPoint *at = w->moves_unit ? NULL : &step.at;
      g_autoptr (GError) error = NULL;
      g_autoptr (SandMoveSnapshot) dragged = NULL;
      g_autoptr (SandMoveSnapshot) alone = NULL;
      g_autoptr (SandReachField) f = NULL;
      g_autoptr (SandReachField) g = NULL;
      double x, y;

      if (w->moves_unit)
        sand_unit_set_position (w->unit, step.at.x, step.at.y);
      dragged = sand_reach_drag_snapshot (drag, w->scenario, w->rs, w->unit, w->mode, 0.1, at, &error);
      g_assert_no_error (error);
      f = sand_reach_drag_compute (drag, dragged, NULL, &error);
      g_assert_no_error (error);
      alone = sand_move_snapshot_new_from (w->scenario, w->rs, w->unit, w->mode, 0.1, at, &error);
      g_assert_no_error (error);
      g = sand_reach_compute (alone, NULL, NULL);

      sand_move_snapshot_get_start (dragged, &x, &y);
      g_assert_cmpfloat (x, ==, step.at.x);
      g_assert_cmpfloat (y, ==, step.at.y);
      if (i >= w->first && (i - w->first) % w->every == 0)
        assert_same_reach (f, g, step.at.x, step.at.y, w->radius);
      else
        g_assert_cmpfloat_with_epsilon (sand_reach_field_area (f), sand_reach_field_area (g), 1e-6);

      step.borrowed = last != NULL && sand_move_snapshot_owner (dragged) == sand_move_snapshot_owner (last);
      step.kept_again = kept != NULL && _sand_reach_drag_kept (drag, 0) == kept;
      kept = _sand_reach_drag_kept (drag, 0);
      step.kept = kept != NULL;
      g_array_append_val (steps, step);
      g_clear_pointer (&last, sand_move_snapshot_unref);
      last = g_steal_pointer (&dragged);
    }
  return steps;
}

static void
drag_along (const char *mode,
            double      mv)
{
  g_autoptr (SandScenario) scenario = test_example_load ("club-table");
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  g_autoptr (SandUnit) unit = sand_unit_new ("dragged", "infantry", NULL, 30, 30);
  g_autofree char *mv_text = g_strdup_printf ("%g", mv);
  /* toward Hill 60 and round the park wall, a step of a tenth of an inch or so */
  DragWalk walk = { scenario, sand_ruleset_registry_lookup (reg, "m42"), unit, mode,
                    { 30, 30 }, { 0.13, -0.31 }, 40, TRUE, 4, 0, MIN (mv + 1, 14) };
  g_autoptr (GArray) steps = NULL;
  guint reused = 0;

  sand_scenario_add_unit (scenario, unit);
  sand_unit_set_attr (unit, "mv", mv_text);
  steps = drag_walk (&walk);
  for (guint i = 0; i < steps->len; i++)
    {
      const DragStep *step = &g_array_index (steps, DragStep, i);

      /* the tier's obstacles, worked out on the first step, serve the next */
      g_assert_true (step->kept);
      reused += step->kept_again;
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

static guint
n_borrowed (GArray *steps)
{
  guint n = 0;

  for (guint i = 0; i < steps->len; i++)
    n += g_array_index (steps, DragStep, i).borrowed;
  return n;
}

/* A 24" move dragged a quarter of an inch a step from the open ground into
 * the Bois du Roi and up Hill 60: a step whose compile paints what the last
 * one did but for the start borrows that step's finished ground (and the
 * tiers' obstacles kept with it); at every step the drag's answers are those
 * of a fresh snapshot solved alone from there. */
static void
test_borrowed_ground (gconstpointer data)
{
  const char *mode = data;
  g_autoptr (SandScenario) scenario = test_example_load ("club-table");
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  g_autoptr (SandUnit) unit = sand_unit_new ("dragged", "infantry", NULL, 30, 30);
  DragWalk walk = { scenario, sand_ruleset_registry_lookup (reg, "m42"), unit, mode,
                    { 30, 30 }, { 0.25, -0.4 }, 16, FALSE, 8, 7, 25 };
  g_autoptr (GArray) steps = NULL;
  guint borrowed;

  sand_scenario_add_unit (scenario, unit);
  sand_unit_set_attr (unit, "mv", "24");
  steps = drag_walk (&walk);
  borrowed = n_borrowed (steps);
  g_test_message ("%u of %u steps borrowed the last ground", borrowed, walk.steps - 1);
  /* most steps change nothing the compile decides by the start */
  g_assert_cmpuint (borrowed, >=, walk.steps / 2);
}

/* Seed 001: a man "climbing out of a shell hole" pays for leaving it, and one
 * who starts inside is in contact with its rim wherever he stands: dragged
 * into the hole, the step whose start is first inside compiles the rim
 * afresh (the last step's ground is not borrowed), and every step's answers
 * are those of a fresh solve. */
static void
test_into_shell_hole (void)
{
  g_autoptr (SandScenario) scenario = test_example_load ("jackson-skirmish");
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  g_autoptr (SandUnit) unit = sand_unit_new ("dragged", "man", NULL, 2, 19);
  /* crater-1: a disc of 1.2" round (5, 19) */
  DragWalk walk = { scenario, sand_ruleset_registry_lookup (reg, "jackson-skirmish"), unit, "normal",
                    { 2.1, 19.05 }, { 0.25, 0 }, 12, FALSE, 1, 0, 7 };
  g_autoptr (GArray) steps = NULL;
  guint fresh_inside = 0;

  sand_unit_set_stance (unit, "standing");
  sand_scenario_add_unit (scenario, unit);
  steps = drag_walk (&walk);
  for (guint i = 0; i < steps->len; i++)
    {
      const DragStep *step = &g_array_index (steps, DragStep, i);

      /* the first start inside the rim (5 - 1.2 = 3.8) */
      if (step->at.x > 3.8 && step->at.x - 0.25 <= 3.8)
        fresh_inside += !step->borrowed;
    }
  g_assert_cmpuint (fresh_inside, ==, 1);
  g_assert_cmpuint (n_borrowed (steps), >=, 6);
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
  g_test_add_data_func ("/reach/drag/advance-24in-borrows-the-ground-same-answers", "advance", test_borrowed_ground);
  g_test_add_func ("/reach/drag/into-a-shell-hole-compiles-its-rim-afresh", test_into_shell_hole);
  g_test_add_data_func ("/reach/drag/double-24in-borrows-the-ground-same-answers", "double", test_borrowed_ground);
  return g_test_run ();
}
