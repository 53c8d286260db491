/* test-threat.c: what makes a threat map fast gives the same answers as before.
 * Snapshots whose ground is cut from the table's ground, painted once per kind
 * of move, solve to the same fields as snapshots painted for the unit alone — on
 * every shipped scenario, for every unit in every mode, and after the terrain
 * changes; only tiers something in reach sets are solved; a side's moves solved
 * on several threads give the fields of solving one by one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-move-ground.h"
#include "sand-move-snapshot-private.h"
#include "sand-reach-threat.h"
#include "sand-ruleset-registry.h"
#include "test-example.h"
#include "reason-util.h"

static SandRulesetRegistry *registry;

static SandReachField *
solve (SandMoveSnapshot *snap)
{
  g_autoptr (GError) error = NULL;
  SandReachField *field = sand_reach_compute (snap, NULL, &error);

  g_assert_no_error (error);
  return field;
}

/* Cost in every cell, and why not on a grid of points, the same in both. */
static void
assert_same_field (SandReachField *a,
                   SandReachField *b,
                   const char     *what)
{
  int w = sand_reach_field_get_width (a), h = sand_reach_field_get_height (a);
  double x0, y0, bx0, by0, cell = sand_reach_field_get_cell_size (a);

  sand_reach_field_get_origin (a, &x0, &y0);
  sand_reach_field_get_origin (b, &bx0, &by0);
  g_assert_cmpfloat (x0, ==, bx0);
  g_assert_cmpfloat (y0, ==, by0);
  g_assert_cmpint (w, ==, sand_reach_field_get_width (b));
  g_assert_cmpint (h, ==, sand_reach_field_get_height (b));
  for (gsize c = 0; c < (gsize) w * h; c++)
    if (memcmp (&sand_reach_field_get_costs (a)[c], &sand_reach_field_get_costs (b)[c], sizeof (float)) != 0)
      g_error ("%s: cell (%d, %d) costs %g, painted alone %g", what, (int) (c % w), (int) (c / w),
               sand_reach_field_get_costs (b)[c], sand_reach_field_get_costs (a)[c]);
  for (int j = 0; j < h; j += 7)
    for (int i = 0; i < w; i += 7)
      {
        double x = x0 + (i + 0.5) * cell, y = y0 + (j + 0.5) * cell;
        g_autofree char *ra = test_why (a, x, y);
        g_autofree char *rb = test_why (b, x, y);

        if (g_strcmp0 (ra, rb) != 0)
          g_error ("%s: at (%g, %g) \"%s\", painted alone \"%s\"", what, x, y, rb, ra);
      }
}

/* Every unit in every mode, twice (the second time a kind of move is asked for,
 * its ground is painted), against the same unit painted alone. Returns how many
 * snapshots were compared. */
static guint
compare_units (SandScenario *scenario,
               SandRuleset  *rs)
{
  GListModel *units = sand_scenario_get_units (scenario);
  guint compared = 0;

  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < g_list_model_get_n_items (units); i++)
      {
        g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
        g_auto (GStrv) modes = sand_ruleset_class_modes (rs, sand_unit_get_class (unit));

        for (guint m = 0; modes != NULL && modes[m]; m++)
          {
            g_autoptr (SandMoveSnapshot) alone = sand_move_snapshot_new_uncached (scenario, rs, unit, modes[m], 0, NULL);
            g_autoptr (SandMoveSnapshot) cut = sand_move_snapshot_new (scenario, rs, unit, modes[m], 0, NULL);
            g_autoptr (SandReachField) fa = NULL;
            g_autoptr (SandReachField) fb = NULL;
            g_autofree char *what = g_strdup_printf ("%s in %s", sand_unit_get_id (unit), modes[m]);

            g_assert_true ((alone == NULL) == (cut == NULL));
            if (alone == NULL)
              continue;
            fa = solve (alone);
            fb = solve (cut);
            assert_same_field (fa, fb, what);
            compared++;
          }
      }
  return compared;
}

static void
test_same_fields (gconstpointer data)
{
  const char *name = data;
  g_autoptr (SandScenario) scenario = test_example_load (name);
  SandRuleset *rs = sand_ruleset_registry_lookup (registry, sand_scenario_get_ruleset (scenario));

  g_assert_nonnull (rs);
  g_assert_cmpuint (compare_units (scenario, rs), >=, 4);
  /* the units share some kinds of move: their ground was painted and used */
  g_assert_cmpuint (sand_move_ground_cache_get_n_painted (sand_move_ground_cache_get (scenario)), >, 0);
}

/* Ground painted before an edit is not used after it. */
static void
test_terrain_edited (void)
{
  g_autoptr (SandScenario) scenario = test_example_load ("club-table");
  SandRuleset *rs = sand_ruleset_registry_lookup (registry, "m42");
  GListModel *features = sand_scenario_get_features (scenario);
  SandUnit *unit = sand_scenario_find_unit (scenario, "g2-wagner");
  g_autoptr (SandMoveSnapshot) before = NULL;
  g_autoptr (SandMoveSnapshot) after = NULL;
  g_autoptr (SandMoveSnapshot) alone = NULL;
  g_autoptr (SandReachField) f_before = NULL;
  g_autoptr (SandReachField) f_after = NULL;
  g_autoptr (SandReachField) f_alone = NULL;
  g_autoptr (SandFeature) lake = NULL;
  SandPoint square[4];
  double ux, uy;

  g_assert_nonnull (unit);
  ux = sand_unit_get_x (unit);
  uy = sand_unit_get_y (unit);
  /* asked for twice: painted */
  before = sand_move_snapshot_new (scenario, rs, unit, "advance", 0, NULL);
  g_clear_pointer (&before, sand_move_snapshot_unref);
  before = sand_move_snapshot_new (scenario, rs, unit, "advance", 0, NULL);
  g_assert_cmpuint (sand_move_ground_cache_get_n_painted (sand_move_ground_cache_get (scenario)), ==, 1);
  f_before = solve (before);

  /* a lake right beside the unit, where it could go before */
  square[0] = (SandPoint) { ux + 1, uy - 3 };
  square[1] = (SandPoint) { ux + 5, uy - 3 };
  square[2] = (SandPoint) { ux + 5, uy + 3 };
  square[3] = (SandPoint) { ux + 1, uy + 3 };
  lake = sand_feature_new ("test-lake", SAND_TERRAIN_LAKE);
  sand_feature_set_polygon (lake, square, 4);
  sand_scenario_add_feature (scenario, lake);
  g_assert_cmpuint (g_list_model_get_n_items (features), >, 1);
  after = sand_move_snapshot_new (scenario, rs, unit, "advance", 0, NULL);
  alone = sand_move_snapshot_new_uncached (scenario, rs, unit, "advance", 0, NULL);
  f_after = solve (after);
  f_alone = solve (alone);
  assert_same_field (f_alone, f_after, "after adding a lake");
  g_assert_cmpfloat (sand_reach_field_cost (f_before, ux + 3, uy), >=, 0);
  g_assert_cmpfloat (sand_reach_field_cost (f_after, ux + 3, uy), <, 0);
}

/* An M42 infantryman at (10, 18) on an open 48" × 36" table, with a wall 3" high
 * (slow and difficult going: a double over it is at most 6") from (@x, 6) to
 * (@x, 30), if @x > 0. */
static SandMoveSnapshot *
double_by_wall (double x)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandSide) side = sand_side_new ("us", "Us", "#3465a4");
  g_autoptr (SandUnit) unit = sand_unit_new ("a", "infantry", side, 10, 18);
  g_autoptr (GError) error = NULL;
  SandMoveSnapshot *snap;

  sand_scenario_set_size (scenario, 48, 36);
  sand_scenario_add_side (scenario, side);
  sand_scenario_add_unit (scenario, unit);
  if (x > 0)
    {
      g_autoptr (SandFeature) wall = sand_feature_new ("w", SAND_TERRAIN_WALL);
      SandPoint pts[2] = { { x, 6 }, { x, 30 } };

      sand_feature_set_polyline (wall, pts, 2);
      sand_feature_set_height (wall, 3);
      sand_scenario_add_feature (scenario, wall);
    }
  snap = sand_move_snapshot_new (scenario, sand_ruleset_registry_lookup (registry, "m42"), unit, "double", 0, &error);
  g_assert_no_error (error);
  return snap;
}

/* A worst-terrain tier is solved only when something in reach sets it: a wall
 * beyond the move's raster changes nothing and costs no second solve. */
static void
test_tiers_in_reach (void)
{
  g_autoptr (SandMoveSnapshot) open = double_by_wall (0);
  g_autoptr (SandMoveSnapshot) near = double_by_wall (15);
  g_autoptr (SandMoveSnapshot) far = double_by_wall (40);
  g_autoptr (SandReachField) f_open = solve (open);
  g_autoptr (SandReachField) f_near = solve (near);
  g_autoptr (SandReachField) f_far = solve (far);

  g_assert_cmpuint (open->n_tiers, ==, 1);
  g_assert_cmpuint (near->n_tiers, ==, 2);
  g_assert_cmpfloat (near->tiers[1], ==, 6);
  g_assert_cmpuint (far->n_tiers, ==, 1);
  g_assert_cmpuint (far->lines->len, ==, 1);
  assert_same_field (f_open, f_far, "a wall far away");
  /* slow going is no way at the double: the near wall stops it */
  g_assert_cmpfloat (sand_reach_field_cost (f_open, 20, 18), >=, 0);
  g_assert_cmpfloat (sand_reach_field_cost (f_near, 20, 18), <, 0);
  g_assert_cmpfloat (sand_reach_field_cost (f_near, 14.5, 18), >=, 0);
}

/* Every unit of the side @side_id, each with its snapshots in every M42 mode. */
static GPtrArray *
side_snapshots (SandScenario *scenario,
                const char   *side_id)
{
  SandRuleset *rs = sand_ruleset_registry_lookup (registry, "m42");
  GListModel *units = sand_scenario_get_units (scenario);
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
      g_auto (GStrv) modes = NULL;
      GPtrArray *snaps;

      if (g_strcmp0 (sand_side_get_id (sand_unit_get_side (unit)), side_id) != 0)
        continue;
      snaps = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_move_snapshot_unref);
      modes = sand_ruleset_class_modes (rs, sand_unit_get_class (unit));
      for (guint m = 0; modes[m]; m++)
        {
          g_autoptr (GError) error = NULL;
          SandMoveSnapshot *snap = sand_move_snapshot_new (scenario, rs, unit, modes[m], 0, &error);

          g_assert_no_error (error);
          g_ptr_array_add (snaps, snap);
        }
      g_ptr_array_add (out, snaps);
    }
  return out;
}

/* One thread or four, each unit's field is its widest mode's, solved alone. */
static void
test_threat_threads (void)
{
  g_autoptr (SandScenario) scenario = test_example_load ("club-table");
  g_autoptr (GPtrArray) units = side_snapshots (scenario, "de");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) one = sand_reach_threat_solve (units, 1, NULL, &error);
  g_autoptr (GPtrArray) four = NULL;
  g_autoptr (GPtrArray) added = NULL;
  g_autoptr (SandReachThreat) threat = sand_reach_threat_new (2);
  guint doubles = 0;

  g_assert_no_error (error);
  four = sand_reach_threat_solve (units, 4, NULL, &error);
  g_assert_no_error (error);
  /* units added one by one: the helpers start on the first while the rest come */
  for (guint u = 0; u < units->len; u++)
    sand_reach_threat_add (threat, g_ptr_array_index (units, u));
  added = sand_reach_threat_finish (threat, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (added->len, ==, units->len);
  g_assert_cmpuint (units->len, >=, 10);
  g_assert_cmpuint (one->len, ==, units->len);
  g_assert_cmpuint (four->len, ==, units->len);
  for (guint u = 0; u < units->len; u++)
    {
      GPtrArray *modes = g_ptr_array_index (units, u);
      g_autoptr (SandReachField) best = NULL;
      guint best_mode = 0;

      for (guint m = 0; m < modes->len; m++)
        {
          g_autoptr (SandReachField) field = sand_reach_compute (g_ptr_array_index (modes, m), NULL, &error);

          g_assert_no_error (error);
          if (best == NULL || sand_reach_field_area (field) > sand_reach_field_area (best))
            {
              g_clear_pointer (&best, sand_reach_field_unref);
              best = g_steal_pointer (&field);
              best_mode = m;
            }
        }
      assert_same_field (best, g_ptr_array_index (one, u), "one thread");
      assert_same_field (best, g_ptr_array_index (four, u), "four threads");
      assert_same_field (best, g_ptr_array_index (added, u), "added one by one");
      doubles += best_mode > 0;
    }
  /* the double goes further for most units; slow going keeps some to the advance */
  g_assert_cmpuint (doubles, >, 0);
}

/* A cancelled threat map gives no fields and says so. */
static void
test_threat_cancelled (void)
{
  g_autoptr (SandScenario) scenario = test_example_load ("club-table");
  g_autoptr (GPtrArray) units = side_snapshots (scenario, "us");
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) fields = NULL;

  g_cancellable_cancel (cancellable);
  fields = sand_reach_threat_solve (units, 2, cancellable, &error);
  g_assert_null (fields);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* A threat map dropped half way stops, and the next one is answered. */
static void
test_threat_dropped (void)
{
  g_autoptr (SandScenario) scenario = test_example_load ("club-table");
  g_autoptr (GPtrArray) units = side_snapshots (scenario, "de");
  g_autoptr (GPtrArray) fields = NULL;
  g_autoptr (GError) error = NULL;

  for (int round = 0; round < 3; round++)
    {
      SandReachThreat *threat = sand_reach_threat_new (2);

      for (guint u = 0; u < units->len / 2; u++)
        sand_reach_threat_add (threat, g_ptr_array_index (units, u));
      sand_reach_threat_free (threat);
    }
  fields = sand_reach_threat_solve (units, 2, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (fields->len, ==, units->len);
}

int
main (int   argc,
      char *argv[])
{
  static const char *scenarios[] = { "club-table", "crossroads", "dbx-skirmish", "jackson-skirmish",
                                     "vehicles-and-teams" };
  int status;

  g_test_init (&argc, &argv, NULL);
  registry = sand_ruleset_registry_new ();

  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/ground/same-fields/%s", scenarios[i]);
      g_test_add_data_func (path, scenarios[i], test_same_fields);
    }
  g_test_add_func ("/engine/ground/terrain-edited", test_terrain_edited);
  g_test_add_func ("/engine/snapshot/tiers-in-reach", test_tiers_in_reach);
  g_test_add_func ("/engine/threat/threads", test_threat_threads);
  g_test_add_func ("/engine/threat/cancelled", test_threat_cancelled);
  g_test_add_func ("/engine/threat/dropped", test_threat_dropped);

  status = g_test_run ();
  g_clear_object (&registry);
  return status;
}
