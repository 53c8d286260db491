/* sand-sight.c: lines of sight on a hex grid and on the open table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-sight.h"

/* Sample step along a line on the open table, in inches: finer than any
 * feature a player draws. */
#define TABLE_STEP 0.1

static gboolean
kind_in (guint64         kinds,
         SandTerrainKind kind)
{
  return kind >= 0 && kind < 64 && (kinds & (G_GUINT64_CONSTANT (1) << kind)) != 0;
}

/* Whether a unit of @other's side cuts the line of a unit of @side. */
static gboolean
unit_blocks (const SandRulesetSight *sight,
             SandSide               *side,
             SandUnit               *other)
{
  switch (sight->units)
    {
    case SAND_SIGHT_UNITS_ENEMIES:
      return sand_unit_get_side (other) != NULL && sand_unit_get_side (other) != side;
    case SAND_SIGHT_UNITS_ALL:
      return TRUE;
    case SAND_SIGHT_UNITS_NONE:
    default:
      return FALSE;
    }
}

SandHex
sand_hex_unit_hex (SandHexMap *map,
                   SandUnit   *unit)
{
  g_return_val_if_fail (map != NULL, ((SandHex) { 0, 0 }));
  g_return_val_if_fail (SAND_IS_UNIT (unit), ((SandHex) { 0, 0 }));

  return sand_hex_grid_hex_at (sand_hex_map_get_grid (map),
                               sand_unit_get_x (unit), sand_unit_get_y (unit));
}

static SandUnit *
blocking_unit_in_hex (const SandRulesetSight *sight,
                      SandHexMap             *map,
                      GListModel             *units,
                      SandSide               *side,
                      SandHex                 hex)
{
  guint n = units != NULL && sight->units != SAND_SIGHT_UNITS_NONE ? g_list_model_get_n_items (units) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (SandUnit) u = g_list_model_get_item (units, i);

      if (unit_blocks (sight, side, u) && sand_hex_equal (sand_hex_unit_hex (map, u), hex))
        return u; /* the model keeps it alive */
    }
  return NULL;
}

/* The first hex strictly between the ends of @line that blocks, or FALSE. */
static gboolean
hex_line_blocked (const SandRulesetSight *sight,
                  SandHexMap             *map,
                  GListModel             *units,
                  SandSide               *side,
                  GArray                 *line,
                  SandSightBlock         *block)
{
  for (guint i = 1; i + 1 < line->len; i++)
    {
      SandHex h = g_array_index (line, SandHex, i);
      SandUnit *unit;

      if (kind_in (sight->blocks, sand_hex_map_terrain (map, h)))
        {
          *block = (SandSightBlock) { SAND_SIGHT_TERRAIN, h, sand_hex_map_terrain_feature (map, h), NULL, 0, 0 };
          return TRUE;
        }
      unit = blocking_unit_in_hex (sight, map, units, side, h);
      if (unit != NULL)
        {
          *block = (SandSightBlock) { SAND_SIGHT_UNIT, h, NULL, unit, 0, 0 };
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
sand_sight_hex (const SandRulesetSight *sight,
                SandHexMap             *map,
                GListModel             *units,
                SandSide               *side,
                SandHex                 from,
                SandHex                 to,
                SandSightBlock         *block)
{
  SandSightBlock first, second;
  g_autoptr (GArray) line = NULL;
  g_autoptr (GArray) other = NULL;
  int distance = sand_hex_distance (from, to);

  g_return_val_if_fail (map != NULL, FALSE);

  if (block == NULL)
    block = &first;
  *block = (SandSightBlock) { SAND_SIGHT_CLEAR, to, NULL, NULL, 0, 0 };
  if (sight == NULL)
    return TRUE;

  if (sight->range > 0 && distance > sight->range)
    {
      block->result = SAND_SIGHT_OUT_OF_RANGE;
      block->distance = distance;
      block->limit = sight->range;
      return FALSE;
    }

  /* A line along a side between two hexes rounds one way or the other with the
   * nudge; sight is cut only when both ways are. */
  line = sand_hex_line_nudged (from, to, 1);
  if (!hex_line_blocked (sight, map, units, side, line, &first))
    return TRUE;
  other = sand_hex_line_nudged (from, to, -1);
  if (!hex_line_blocked (sight, map, units, side, other, &second))
    return TRUE;

  *block = first;
  return FALSE;
}

/* Whether the line from (ax, ay) to (bx, by), less @ra at its start and @rb at
 * its end, passes over @feature. */
static gboolean
line_crosses_feature (SandFeature *feature,
                      double       ax,
                      double       ay,
                      double       bx,
                      double       by,
                      double       ra,
                      double       rb)
{
  double len = hypot (bx - ax, by - ay);
  int steps = (int) ceil (len / TABLE_STEP);

  for (int k = 1; k < steps; k++)
    {
      double t = (double) k / steps;

      if (t * len <= ra || (1 - t) * len <= rb)
        continue;
      if (sand_feature_hit (feature, ax + t * (bx - ax), ay + t * (by - ay), 0))
        return TRUE;
    }
  return FALSE;
}

/* Whether the segment from (ax, ay) to (bx, by) passes within @r of (cx, cy). */
static gboolean
segment_near (double ax,
              double ay,
              double bx,
              double by,
              double cx,
              double cy,
              double r)
{
  double dx = bx - ax, dy = by - ay;
  double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? CLAMP (((cx - ax) * dx + (cy - ay) * dy) / len2, 0, 1) : 0;

  return hypot (ax + t * dx - cx, ay + t * dy - cy) < r;
}

static gboolean
table_units_block (const SandRulesetSight *sight,
                   SandScenario           *scenario,
                   SandUnit               *from,
                   SandUnit               *to,
                   SandSightBlock         *block)
{
  GListModel *units = sand_scenario_get_units (scenario);
  guint n = sight->units != SAND_SIGHT_UNITS_NONE ? g_list_model_get_n_items (units) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (SandUnit) u = g_list_model_get_item (units, i);

      if (u == from || u == to || !unit_blocks (sight, sand_unit_get_side (from), u))
        continue;
      if (segment_near (sand_unit_get_x (from), sand_unit_get_y (from), sand_unit_get_x (to),
                        sand_unit_get_y (to), sand_unit_get_x (u), sand_unit_get_y (u),
                        sand_unit_get_radius (u)))
        {
          block->result = SAND_SIGHT_UNIT;
          block->unit = u; /* the scenario keeps it alive */
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
sand_sight_table (const SandRulesetSight *sight,
                  SandScenario           *scenario,
                  SandUnit               *from,
                  SandUnit               *to,
                  SandSightBlock         *block)
{
  SandSightBlock dummy;
  GListModel *features;
  double ax, ay, bx, by, ra, rb, apart;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (SAND_IS_UNIT (from) && SAND_IS_UNIT (to), FALSE);

  if (block == NULL)
    block = &dummy;
  *block = (SandSightBlock) { SAND_SIGHT_CLEAR, { 0, 0 }, NULL, to, 0, 0 };
  if (sight == NULL)
    return TRUE;

  ax = sand_unit_get_x (from), ay = sand_unit_get_y (from);
  bx = sand_unit_get_x (to), by = sand_unit_get_y (to);
  ra = sand_unit_get_radius (from), rb = sand_unit_get_radius (to);
  apart = MAX (hypot (bx - ax, by - ay) - ra - rb, 0.0);
  if (sight->range > 0 && apart > sight->range)
    {
      block->result = SAND_SIGHT_OUT_OF_RANGE;
      block->distance = apart;
      block->limit = sight->range;
      return FALSE;
    }

  features = sand_scenario_get_features (scenario);
  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr (SandFeature) f = g_list_model_get_item (features, i);
      SandTerrainKind kind = sand_feature_get_kind (f);

      if (sand_feature_get_shape (f) != SAND_SHAPE_AREA || !kind_in (sight->blocks, kind))
        continue;
      /* a hill hides only what is beyond it, not what is on it */
      if (kind_in (sight->clear_inside, kind)
          && (sand_feature_hit (f, ax, ay, 0) || sand_feature_hit (f, bx, by, 0)))
        continue;
      if (line_crosses_feature (f, ax, ay, bx, by, ra, rb))
        {
          block->result = SAND_SIGHT_TERRAIN;
          block->feature = f; /* the scenario keeps it alive */
          block->unit = NULL;
          return FALSE;
        }
    }
  return !table_units_block (sight, scenario, from, to, block);
}
