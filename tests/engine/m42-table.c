/* m42-table.c: the M42 rule tests' table and their question asked two ways.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sand-error.h"
#include "sand-move-snapshot-private.h"
#include "sand-reach.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"
#include "test-cli.h"

#include "m42-table.h"

Table *
table_new (void)
{
  Table *t = g_new0 (Table, 1);

  t->scenario = sand_scenario_new ();
  sand_scenario_set_size (t->scenario, 48, 36);
  sand_scenario_set_ruleset (t->scenario, "m42");
  t->us = sand_side_new ("us", "Us", "#3465a4");
  t->them = sand_side_new ("them", "Them", "#a40000");
  sand_scenario_add_side (t->scenario, t->us);
  sand_scenario_add_side (t->scenario, t->them);
  return t;
}

void
table_free (Table *t)
{
  g_object_unref (t->us);
  g_object_unref (t->them);
  g_object_unref (t->scenario);
  g_free (t);
}


SandUnit *
add_unit (Table      *t,
          const char *id,
          SandSide   *side,
          double      x,
          double      y)
{
  g_autoptr (SandUnit) u = sand_unit_new (id, "infantry", side, x, y);
  sand_scenario_add_unit (t->scenario, u);
  return u; /* borrowed: the scenario holds it */
}

SandFeature *
add_rect (Table          *t,
          const char     *id,
          SandTerrainKind kind,
          double          x,
          double          y,
          double          w,
          double          h)
{
  g_autoptr (SandFeature) f = sand_feature_new (id, kind);
  sand_feature_set_rect (f, x, y, w, h);
  sand_scenario_add_feature (t->scenario, f);
  return f;
}

SandFeature *
add_wall (Table          *t,
          const char     *id,
          SandTerrainKind kind,
          double          height,
          double          x0,
          double          y0,
          double          x1,
          double          y1)
{
  g_autoptr (SandFeature) f = sand_feature_new (id, kind);
  SandPoint pts[] = { { x0, y0 }, { x1, y1 } };
  sand_feature_set_polyline (f, pts, 2);
  sand_feature_set_height (f, height);
  sand_scenario_add_feature (t->scenario, f);
  return f;
}

SandReachField *
reach (Table      *t,
       const char *unit,
       const char *mode)
{
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "m42");
  g_autoptr (GError) error = NULL;
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (t->scenario, rs,
                                                              sand_scenario_find_unit (t->scenario, unit),
                                                              mode, 0.1, &error);
  g_assert_no_error (error);
  SandReachField *f = sand_reach_compute (snap, NULL, &error);
  g_assert_no_error (error);
  return f;
}

/* Asks both ways; @why (may be NULL) must appear in the reason when unreachable. */
void
check (Table      *t,
       const char *unit,
       const char *mode,
       double      x,
       double      y,
       gboolean    reachable,
       const char *why)
{
  g_autoptr (SandReachField) f = reach (t, unit, mode);
  gboolean got = sand_reach_field_is_reachable (f, x, y);
  g_autofree char *reason = sand_reach_field_reason (f, x, y);

  if (got != reachable)
    g_error ("%s %s to (%g, %g): expected %s, reason: %s", unit, mode, x, y,
             reachable ? "reachable" : "unreachable", reason ? reason : "(none)");
  if (!reachable && why)
    g_assert_nonnull (strstr (reason, why));

  g_autofree char *json = test_cli_reach_json (t->scenario, unit, mode, x, y);
  g_assert_nonnull (strstr (json, reachable ? "\"reachable\": true" : "\"reachable\": false"));
  if (!reachable && why)
    g_assert_nonnull (strstr (json, why));
}
