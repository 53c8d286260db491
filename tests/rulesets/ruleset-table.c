/* ruleset-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ruleset-table.h"
#include "sand-ruleset-registry.h"
#include "test-cli.h"
#include "test-json.h"

RulesetTable *
ruleset_table_new (const char *ruleset,
                   double      width,
                   double      height)
{
  RulesetTable *t = g_new0 (RulesetTable, 1);

  t->scenario = sand_scenario_new ();
  sand_scenario_set_size (t->scenario, width, height);
  sand_scenario_set_ruleset (t->scenario, ruleset);
  t->us = sand_side_new ("us", "Us", "#3465a4");
  t->them = sand_side_new ("them", "Them", "#a40000");
  sand_scenario_add_side (t->scenario, t->us);
  sand_scenario_add_side (t->scenario, t->them);
  return t;
}

void
ruleset_table_free (RulesetTable *t)
{
  g_object_unref (t->us);
  g_object_unref (t->them);
  g_object_unref (t->scenario);
  g_free (t);
}

SandUnit *
ruleset_table_add_unit (RulesetTable *t,
                        const char   *id,
                        const char   *unit_class,
                        SandSide     *side,
                        double        x,
                        double        y)
{
  g_autoptr (SandUnit) u = sand_unit_new (id, unit_class, side, x, y);
  sand_scenario_add_unit (t->scenario, u);
  return u;
}

static SandFeature *
add (RulesetTable    *t,
     SandFeature     *f)
{
  sand_scenario_add_feature (t->scenario, f);
  g_object_unref (f);
  return f;
}

SandFeature *
ruleset_table_add_rect (RulesetTable   *t,
                        const char     *id,
                        SandTerrainKind kind,
                        double          x,
                        double          y,
                        double          w,
                        double          h)
{
  SandFeature *f = sand_feature_new (id, kind);
  sand_feature_set_rect (f, x, y, w, h);
  return add (t, f);
}

SandFeature *
ruleset_table_add_circle (RulesetTable   *t,
                          const char     *id,
                          SandTerrainKind kind,
                          double          x,
                          double          y,
                          double          r)
{
  SandFeature *f = sand_feature_new (id, kind);
  sand_feature_set_ellipse (f, x, y, r, r);
  return add (t, f);
}

SandFeature *
ruleset_table_add_line (RulesetTable   *t,
                        const char     *id,
                        SandTerrainKind kind,
                        double          height,
                        double          x0,
                        double          y0,
                        double          x1,
                        double          y1)
{
  SandFeature *f = sand_feature_new (id, kind);
  SandPoint pts[] = { { x0, y0 }, { x1, y1 } };
  sand_feature_set_polyline (f, pts, 2);
  if (sand_terrain_kind_is_obstacle (kind))
    sand_feature_set_height (f, height);
  else
    sand_feature_set_width (f, height);
  return add (t, f);
}

SandFeature *
ruleset_table_add_point (RulesetTable   *t,
                         const char     *id,
                         SandTerrainKind kind,
                         double          x,
                         double          y)
{
  SandFeature *f = sand_feature_new (id, kind);
  sand_feature_set_point (f, x, y);
  return add (t, f);
}

static SandMoveSnapshot *
snapshot (RulesetTable *t,
          const char   *unit,
          const char   *mode)
{
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, sand_scenario_get_ruleset (t->scenario));
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (rs);
  SandMoveSnapshot *snap = sand_move_snapshot_new (t->scenario, rs, sand_scenario_find_unit (t->scenario, unit),
                                                   mode, 0.1, &error);
  g_assert_no_error (error);
  return snap;
}

SandReachField *
ruleset_table_reach (RulesetTable *t,
                     const char   *unit,
                     const char   *mode)
{
  g_autoptr (SandMoveSnapshot) snap = snapshot (t, unit, mode);
  g_autoptr (GError) error = NULL;
  SandReachField *f = sand_reach_compute (snap, NULL, &error);

  g_assert_no_error (error);
  return f;
}

char *
ruleset_table_cli_json (RulesetTable *t,
                        const char   *unit,
                        const char   *mode,
                        double        x,
                        double        y)
{
  return test_cli_reach_json (t->scenario, unit, mode, x, y);
}

gboolean
ruleset_table_cli_run (RulesetTable       *t,
                       const char * const *args,
                       char              **out,
                       char              **err)
{
  char *dir = NULL;
  char *path = test_cli_save_scenario (t->scenario, &dir);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  int status;

  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) (g_str_equal (args[i], "FILE") ? path : args[i]));
  g_ptr_array_add (argv, NULL);
  status = test_cli_run ((const char * const *) argv->pdata, out, err);
  test_cli_remove_scenario (dir, path);
  return status == 0;
}

void
ruleset_check_cli_fails (RulesetTable       *t,
                         const char * const *args,
                         const char         *why)
{
  g_autofree char *err = NULL;

  g_assert_false (ruleset_table_cli_run (t, args, NULL, &err));
  if (!g_regex_match_simple ("t\\.sandtable:[0-9]+: ", err, 0, 0) || strstr (err, why) == NULL)
    g_error ("sandtable-cli %s: “%s” is not FILE:LINE: … saying “%s”", args[0], err, why);
}

/* The CLI's answer about the one point it was asked: the mode object (after
 * members such as dbx-skirmish's "pips") and its only point. */
static JsonNode *
json_point (JsonNode *root)
{
  JsonNode *points = test_json_member (root, "points");

  g_assert_cmpuint (test_json_length (points), ==, 1);
  return test_json_element (points, 0);
}

void
ruleset_check (RulesetTable *t,
               const char   *unit,
               const char   *mode,
               double        x,
               double        y,
               gboolean      reachable,
               const char   *why)
{
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, sand_scenario_get_ruleset (t->scenario));
  g_autoptr (SandReachField) f = ruleset_table_reach (t, unit, mode);
  gboolean got = sand_reach_field_is_reachable (f, x, y);
  /* asked as the command line and the Play page ask it: with the table, so the
   * cause that decides it is named */
  g_autoptr (SandReason) said = sand_reach_field_why (f, x, y, t->scenario, rs,
                                                      sand_scenario_find_unit (t->scenario, unit));
  g_autofree char *reason = said ? sand_reason_format (said, SAND_LENGTH_INCHES) : NULL;

  if (got != reachable)
    g_error ("%s %s to (%g, %g): expected %s, reason: %s", unit, mode, x, y,
             reachable ? "reachable" : "unreachable", reason ? reason : "(none)");
  if (!reachable && why && (reason == NULL || strstr (reason, why) == NULL))
    g_error ("%s %s to (%g, %g): the reason “%s” does not say “%s”", unit, mode, x, y,
             reason ? reason : "(none)", why);

  g_autofree char *json = ruleset_table_cli_json (t, unit, mode, x, y);
  g_autoptr (JsonNode) root = test_json_parse (json);
  JsonNode *point = json_point (root);
  g_assert_cmpint (test_json_boolean (point, "reachable"), ==, reachable);
  if (reachable)
    return;
  /* the same reason in words, and its rule and feature beside it */
  g_assert_cmpstr (test_json_string (point, "reason"), ==, reason);
  g_assert_cmpstr (test_json_string (point, "rule"), ==, sand_reason_rule_id (said));
  if (sand_reason_feature_id (said) != NULL)
    g_assert_cmpstr (test_json_string (point, "feature"), ==, sand_reason_feature_id (said));
  else
    g_assert_true (JSON_NODE_HOLDS_NULL (test_json_member (point, "feature")));
}

void
ruleset_check_cost (RulesetTable *t,
                    const char   *unit,
                    const char   *mode,
                    double        x,
                    double        y,
                    double        cost,
                    double        tolerance)
{
  g_autoptr (SandReachField) f = ruleset_table_reach (t, unit, mode);

  g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (f, x, y), cost, tolerance);
  g_autofree char *json = ruleset_table_cli_json (t, unit, mode, x, y);
  g_autoptr (JsonNode) root = test_json_parse (json);
  g_assert_cmpfloat_with_epsilon (test_json_number (json_point (root), "cost"), cost, tolerance);
}

void
ruleset_check_allowance (RulesetTable *t,
                         const char   *unit,
                         const char   *mode,
                         double        inches)
{
  g_autoptr (SandMoveSnapshot) snap = snapshot (t, unit, mode);
  double x, y;

  g_assert_cmpfloat_with_epsilon (sand_move_snapshot_get_allowance (snap), inches, 1e-9);
  sand_move_snapshot_get_start (snap, &x, &y);
  g_autofree char *json = ruleset_table_cli_json (t, unit, mode, x, y);
  g_autoptr (JsonNode) root = test_json_parse (json);
  g_assert_cmpfloat_with_epsilon (test_json_number (root, "allowance"), inches, 1e-9);
}

SandRuleset *
ruleset_table_load_changed (const char *id,
                            const char *was,
                            const char *is)
{
  g_autofree char *file = g_strconcat (id, ".xml", NULL);
  g_autofree char *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA"), "rulesets", file, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_auto (GStrv) parts = g_strsplit (text, was, -1);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  g_autofree char *changed = g_strjoin (is, parts[0], parts[1], NULL);
  SandRuleset *rs = sand_ruleset_load_data (changed, strlen (changed), path, &error);
  g_assert_no_error (error);
  return rs;
}
