/* wargame-table.h: the "Wargame Movement" tests' table (72" x 48", our side) and
 * what they put on it, for test-wargame.c and test-wargame-animals-boats.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "ruleset-table.h"
#include "sand-ruleset-registry.h"

G_BEGIN_DECLS

static inline RulesetTable *
table (void)
{
  return ruleset_table_new ("wargame-movement", 72, 48);
}

static inline SandUnit *
unit (RulesetTable *t,
      const char   *id,
      const char   *unit_class,
      double        x,
      double        y,
      const char   *attr,
      const char   *value)
{
  SandUnit *u = ruleset_table_add_unit (t, id, unit_class, t->us, x, y);
  if (attr != NULL)
    sand_unit_set_attr (u, attr, value);
  return u;
}

static inline SandFeature *
road (RulesetTable *t,
      const char   *id,
      const char   *surface,
      double        y)
{
  SandFeature *f = ruleset_table_add_line (t, id, SAND_TERRAIN_ROAD, 1, 0, y, 72, y);
  sand_feature_set_surface (f, surface);
  return f;
}

/* A river, stream or bridge @width wide from (x0, y0) to (x1, y1). */
static inline SandFeature *
water_line (RulesetTable   *t,
            const char     *id,
            SandTerrainKind kind,
            double          width,
            gboolean        fordable,
            double          x0,
            double          y0,
            double          x1,
            double          y1)
{
  SandFeature *f = ruleset_table_add_line (t, id, kind, 0, x0, y0, x1, y1);
  sand_feature_set_width (f, width);
  if (kind != SAND_TERRAIN_BRIDGE)
    sand_feature_set_fordable (f, fordable);
  return f;
}

/* A move the ruleset refuses outright: no snapshot, and the command fails; both
 * say @why. */
static inline void
check_refused (RulesetTable *t,
               const char   *id,
               const char   *mode,
               const char   *why)
{
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "wargame-movement");
  g_autoptr (GError) error = NULL;
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (t->scenario, rs, sand_scenario_find_unit (t->scenario, id),
                                                              mode, 0.1, &error);
  g_assert_null (snap);
  g_assert_nonnull (error);
  if (strstr (error->message, why) == NULL)
    g_error ("%s %s: “%s” does not say “%s”", id, mode, error->message, why);

  const char *args[] = { "reach", "FILE", "--unit", id, "--mode", mode, "--json", NULL };

  ruleset_check_cli_fails (t, args, why);
}

G_END_DECLS
