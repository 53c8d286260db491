/* test-reach-threat.c: a side's moves on the club table, solved for a threat map
 * on several threads, give the fields of solving one by one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-reach-threat.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"

static SandRulesetRegistry *registry;

static SandScenario *
load_club_table (void)
{
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA");
  g_autofree char *path = g_build_filename (data ? data : SOURCE_DATADIR, "scenarios", "club-table.sandtable", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  SandScenario *scenario = sand_scenario_load_file (file, &error);

  g_assert_no_error (error);
  return scenario;
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

static void
assert_same_field (SandReachField *a,
                   SandReachField *b)
{
  int w = sand_reach_field_get_width (a), h = sand_reach_field_get_height (a);
  double ax, ay, bx, by;

  sand_reach_field_get_origin (a, &ax, &ay);
  sand_reach_field_get_origin (b, &bx, &by);
  g_assert_cmpfloat (ax, ==, bx);
  g_assert_cmpfloat (ay, ==, by);
  g_assert_cmpint (w, ==, sand_reach_field_get_width (b));
  g_assert_cmpint (h, ==, sand_reach_field_get_height (b));
  g_assert_true (memcmp (sand_reach_field_get_costs (a), sand_reach_field_get_costs (b),
                         sizeof (float) * (gsize) w * h) == 0);
}

/* One thread or four, each unit's field is its widest mode's, solved alone. */
static void
test_threat_threads (void)
{
  g_autoptr (SandScenario) scenario = load_club_table ();
  g_autoptr (GPtrArray) units = side_snapshots (scenario, "de");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) one = sand_reach_threat_solve (units, 1, NULL, &error);
  g_autoptr (GPtrArray) four = NULL;
  guint doubles = 0;

  g_assert_no_error (error);
  four = sand_reach_threat_solve (units, 4, NULL, &error);
  g_assert_no_error (error);
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
      assert_same_field (best, g_ptr_array_index (one, u));
      assert_same_field (best, g_ptr_array_index (four, u));
      doubles += best_mode > 0;
    }
  /* the double goes further for most units; slow going keeps some to the advance */
  g_assert_cmpuint (doubles, >, 0);
}

/* A cancelled threat map gives no fields and says so. */
static void
test_threat_cancelled (void)
{
  g_autoptr (SandScenario) scenario = load_club_table ();
  g_autoptr (GPtrArray) units = side_snapshots (scenario, "us");
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) fields = NULL;

  g_cancellable_cancel (cancellable);
  fields = sand_reach_threat_solve (units, 2, cancellable, &error);
  g_assert_null (fields);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  registry = sand_ruleset_registry_new ();

  g_test_add_func ("/engine/threat/threads", test_threat_threads);
  g_test_add_func ("/engine/threat/cancelled", test_threat_cancelled);

  status = g_test_run ();
  g_clear_object (&registry);
  return status;
}
