/* sand-fire.c: weapon range, arc and sight on a hex grid.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-fire.h"

/* Whether a unit of @side other than @shooter (which looked for itself) sees
 * @target. */
static gboolean
side_sees (const SandRulesetSight *sight,
           SandHexMap             *map,
           GListModel             *units,
           SandSide               *side,
           SandUnit               *shooter,
           SandHex                 target)
{
  guint n = units != NULL ? g_list_model_get_n_items (units) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (SandUnit) u = g_list_model_get_item (units, i);

      if (u != shooter && sand_unit_get_side (u) == side
          && sand_sight_hex (sight, map, units, side, sand_hex_unit_hex (map, u), target, NULL))
        return TRUE;
    }
  return FALSE;
}

/* Whether @to lies within @arc degrees centred on @facing, seen from @from. */
static gboolean
in_arc (const SandHexGrid *grid,
        SandHex            from,
        SandHex            to,
        double             facing,
        double             arc)
{
  double fx, fy, tx, ty, bearing, off;

  if (arc >= 360 || sand_hex_equal (from, to))
    return TRUE;
  sand_hex_grid_center (grid, from, &fx, &fy);
  sand_hex_grid_center (grid, to, &tx, &ty);
  /* degrees clockwise from up, as facings are */
  bearing = atan2 (tx - fx, fy - ty) * 180 / G_PI;
  off = fmod (fabs (bearing - facing), 360);
  off = MIN (off, 360 - off);
  return off <= arc / 2 + 1e-9;
}

gboolean
sand_fire_hex (SandRuleset    *ruleset,
               SandHexMap     *map,
               GListModel     *units,
               SandUnit       *shooter,
               SandHex         from,
               SandUnit       *target,
               GPtrArray      *identified,
               SandSightBlock *block)
{
  SandSightBlock dummy;
  const SandRulesetWeapon *weapon;
  const SandRulesetSight *sight;
  SandSide *side;
  SandHex to;
  int distance;

  g_return_val_if_fail (SAND_IS_RULESET (ruleset), FALSE);
  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (SAND_IS_UNIT (shooter), FALSE);
  g_return_val_if_fail (SAND_IS_UNIT (target), FALSE);

  if (block == NULL)
    block = &dummy;

  side = sand_unit_get_side (shooter);
  to = sand_hex_unit_hex (map, target);
  distance = sand_hex_distance (from, to);
  *block = (SandSightBlock) { SAND_SIGHT_CLEAR, to, NULL, target, 0, 0 };

  weapon = sand_ruleset_find_weapon (ruleset, sand_unit_get_class (shooter), sand_unit_lookup_attr, shooter);
  if (weapon == NULL)
    {
      block->result = SAND_SIGHT_NO_WEAPON;
      return FALSE;
    }
  if (sand_unit_get_side (target) == side)
    {
      block->result = SAND_SIGHT_NOT_ENEMY;
      return FALSE;
    }
  if (distance > weapon->range)
    {
      block->result = SAND_SIGHT_OUT_OF_RANGE;
      block->distance = distance;
      block->limit = weapon->range;
      return FALSE;
    }
  if (!in_arc (sand_hex_map_get_grid (map), from, to, sand_unit_get_facing (shooter), weapon->arc))
    {
      block->result = SAND_SIGHT_OUT_OF_ARC;
      return FALSE;
    }
  if (weapon->fire_at == SAND_FIRE_AT_ANY)
    return TRUE;

  sight = sand_ruleset_get_sight (ruleset);
  if (sand_sight_hex (sight, map, units, side, from, to, block))
    return TRUE;
  if (weapon->fire_at == SAND_FIRE_AT_SEEN_BY_SIDE)
    {
      if (identified != NULL && g_ptr_array_find (identified, target, NULL))
        return TRUE;
      if (side_sees (sight, map, units, side, shooter, to))
        return TRUE;
      /* Nobody sees it: say why the shooter itself does not. */
    }
  return FALSE;
}
