/* sand-dbx-pips.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-dbx-pips.h"
#include "sand-feature.h"
#include "sand-scenario.h"
#include "sand-side.h"
#include "sand-unit.h"

static gboolean
blocks_sight (SandTerrainKind kind)
{
  switch (kind)
    {
    case SAND_TERRAIN_WOODS:
    case SAND_TERRAIN_FOREST:
    case SAND_TERRAIN_JUNGLE:
    case SAND_TERRAIN_TOWN:
    case SAND_TERRAIN_BUILDING:
    case SAND_TERRAIN_SMOKE:
    case SAND_TERRAIN_HILL:
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
sand_dbx_units_see (SandScenario *scenario,
                    SandUnit     *a,
                    SandUnit     *b)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (SAND_IS_UNIT (a) && SAND_IS_UNIT (b), FALSE);

  GListModel *features = sand_scenario_get_features (scenario);
  double ax = sand_unit_get_x (a), ay = sand_unit_get_y (a);
  double bx = sand_unit_get_x (b), by = sand_unit_get_y (b);
  double len = hypot (bx - ax, by - ay);
  double ra = sand_unit_get_radius (a), rb = sand_unit_get_radius (b);
  int steps = (int) ceil (len / 0.1);

  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr (SandFeature) f = g_list_model_get_item (features, i);
      SandTerrainKind kind = sand_feature_get_kind (f);

      if (sand_feature_get_shape (f) != SAND_SHAPE_AREA || !blocks_sight (kind))
        continue;
      /* a hill hides only what is beyond it, not what is on it */
      if (kind == SAND_TERRAIN_HILL
          && (sand_feature_hit (f, ax, ay, 0) || sand_feature_hit (f, bx, by, 0)))
        continue;
      /* between the bases: what a figure stands in hides nothing of itself */
      for (int k = 1; k < steps; k++)
        {
          double t = (double) k / steps;
          if (t * len <= ra || (1 - t) * len <= rb)
            continue;
          if (sand_feature_hit (f, ax + t * (bx - ax), ay + t * (by - ay), 0))
            return FALSE;
        }
    }
  return TRUE;
}

SandUnit *
sand_dbx_find_officer (SandScenario *scenario,
                       SandUnit     *unit,
                       gboolean     *named)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario) && SAND_IS_UNIT (unit) && named != NULL, NULL);

  const char *id = sand_unit_get_attr (unit, "officer");
  GListModel *units = sand_scenario_get_units (scenario);
  const char *team = sand_unit_get_team (unit);

  *named = id != NULL;
  if (id != NULL)
    return sand_scenario_find_unit (scenario, id);
  for (guint i = 0; team != NULL && i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) u = g_list_model_get_item (units, i);
      if (u != unit && sand_unit_get_side (u) == sand_unit_get_side (unit)
          && g_strcmp0 (sand_unit_get_team (u), team) == 0
          && g_strcmp0 (sand_unit_get_role (u), "officer") == 0)
        return u; /* the scenario holds it */
    }
  return NULL;
}

static void
take (GStrvBuilder *builder,
      char         *text)
{
  g_strv_builder_add (builder, text);
  g_free (text);
}

static gboolean
has_radio (SandUnit *unit)
{
  const char *radio = sand_unit_get_attr (unit, "radio");

  return radio != NULL && (g_str_equal (radio, "true") || g_str_equal (radio, "1") || g_str_equal (radio, "yes"));
}

static const char *
unit_attr (const char *name,
           gpointer    unit)
{
  return sand_unit_get_attr (unit, name);
}

/* The rings round the officer that the PIP cost counts, as the ruleset draws
 * them for @unit: *range and *sight, INFINITY where there is none. */
static void
pip_rings (SandRuleset *ruleset,
           SandUnit    *unit,
           const char  *mode_id,
           double      *range,
           double      *sight)
{
  g_auto (GStrv) specials = sand_unit_list_specials (unit);
  SandRulesetContext ctx = { sand_unit_get_class (unit), mode_id, (const char * const *) specials, unit_attr, unit };
  g_autoptr (GArray) shows = sand_ruleset_lookup_shows (ruleset, &ctx);

  *range = *sight = INFINITY;
  /* the first ring of each kind in the file counts */
  for (guint i = 0; i < shows->len; i++)
    {
      const SandRulesetShow *show = &g_array_index (shows, SandRulesetShow, i);
      if (show->pips == SAND_SHOW_PIPS_RANGE && *range == INFINITY)
        *range = show->inches;
      else if (show->pips == SAND_SHOW_PIPS_SIGHT && *sight == INFINITY)
        *sight = show->inches;
    }
}

gboolean
sand_dbx_pips_counted (SandRuleset *ruleset,
                       SandUnit    *unit,
                       const char  *mode_id)
{
  double range, sight;

  g_return_val_if_fail (SAND_IS_RULESET (ruleset), FALSE);
  g_return_val_if_fail (SAND_IS_UNIT (unit), FALSE);

  pip_rings (ruleset, unit, mode_id, &range, &sight);
  return range < INFINITY || sight < INFINITY;
}

guint
sand_dbx_pip_cost (SandScenario *scenario,
                   SandRuleset  *ruleset,
                   SandUnit     *unit,
                   const char   *mode_id,
                   char       ***reasons)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), 1);
  g_return_val_if_fail (SAND_IS_RULESET (ruleset), 1);
  g_return_val_if_fail (SAND_IS_UNIT (unit), 1);

  g_autoptr (GStrvBuilder) why = g_strv_builder_new ();
  gboolean named;
  SandUnit *officer = sand_dbx_find_officer (scenario, unit, &named);
  guint cost = 1;

  if (officer == NULL && !named && g_strcmp0 (sand_unit_get_role (unit), "officer") == 0)
    take (why, g_strdup (_("1 PIP: an officer moving himself")));
  else if (officer == NULL)
    {
      cost = 2;
      if (named)
        /* Translators: a unit id */
        take (why, g_strdup_printf (_("2 PIPs: its officer %s has been lost"),
                                                   sand_unit_get_attr (unit, "officer")));
      else
        take (why, g_strdup (_("2 PIPs: it has no officer (read as lost)")));
    }
  else
    {
      const char *oid = sand_unit_get_id (officer);
      double d = hypot (sand_unit_get_x (officer) - sand_unit_get_x (unit),
                        sand_unit_get_y (officer) - sand_unit_get_y (unit))
                 - sand_unit_get_radius (officer) - sand_unit_get_radius (unit);
      gboolean radio = has_radio (unit);
      double range, sight;

      pip_rings (ruleset, unit, mode_id, &range, &sight);
      d = MAX (d, 0.0);
      if (d > range && !radio)
        {
          cost = 2;
          /* Translators: inches, then a unit id, then inches */
          take (why, g_strdup_printf (_("2 PIPs: over %gin from its officer %s (%.1fin)"), range, oid, d));
        }
      if (d > sight && !sand_dbx_units_see (scenario, unit, officer))
        {
          cost = 2;
          take (why, g_strdup_printf (_("2 PIPs: over %gin from its officer %s (%.1fin) and out of sight"),
                                      sight, oid, d));
        }
      if (cost == 1 && radio && d > range)
        take (why, g_strdup_printf (_("1 PIP: over %gin from its officer %s (%.1fin), by radio"), range, oid, d));
      else if (cost == 1)
        take (why, g_strdup_printf (_("1 PIP: %.1fin from its officer %s"), d, oid));
    }
  if (reasons)
    *reasons = g_strv_builder_end (why);
  return cost;
}
