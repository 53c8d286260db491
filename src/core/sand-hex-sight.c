/* sand-hex-sight.c: observation and fire on a hex map (One Hour Wargames WWII, hexed).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-hex-sight.h"

gboolean
sand_hex_terrain_blocks_sight (SandTerrainKind kind)
{
  switch (kind)
    {
    case SAND_TERRAIN_HILL:
    case SAND_TERRAIN_MOUNTAIN:
    case SAND_TERRAIN_TOWN:
    case SAND_TERRAIN_BUILDING:
    case SAND_TERRAIN_WOODS:
    case SAND_TERRAIN_FOREST:
    case SAND_TERRAIN_JUNGLE:
      return TRUE;
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
enemy_in_hex (SandHexMap *map,
              GListModel *units,
              SandSide   *side,
              SandHex     hex)
{
  guint n = units != NULL ? g_list_model_get_n_items (units) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(SandUnit) u = g_list_model_get_item (units, i);
      SandSide *other = sand_unit_get_side (u);

      if (other != NULL && other != side
          && sand_hex_equal (sand_hex_unit_hex (map, u), hex))
        return u; /* the model keeps it alive */
    }
  return NULL;
}

/* The first hex strictly between the ends of @line that blocks, or FALSE. */
static gboolean
line_blocked (SandHexMap   *map,
              GListModel   *units,
              SandSide     *side,
              GArray       *line,
              SandHexBlock *block)
{
  for (guint i = 1; i + 1 < line->len; i++)
    {
      SandHex h = g_array_index (line, SandHex, i);
      SandUnit *enemy;

      if (sand_hex_terrain_blocks_sight (sand_hex_map_terrain (map, h)))
        {
          *block = (SandHexBlock) { SAND_HEX_SIGHT_TERRAIN, h,
                                    sand_hex_map_terrain_feature (map, h), NULL };
          return TRUE;
        }
      enemy = enemy_in_hex (map, units, side, h);
      if (enemy != NULL)
        {
          *block = (SandHexBlock) { SAND_HEX_SIGHT_ENEMY, h, NULL, enemy };
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
sand_hex_can_see (SandHexMap   *map,
                  GListModel   *units,
                  SandSide     *side,
                  SandHex       from,
                  SandHex       to,
                  SandHexBlock *block)
{
  SandHexBlock first, second;
  g_autoptr(GArray) line = NULL;
  g_autoptr(GArray) other = NULL;

  g_return_val_if_fail (map != NULL, FALSE);

  if (block == NULL)
    block = &first;
  *block = (SandHexBlock) { SAND_HEX_SIGHT_CLEAR, to, NULL, NULL };

  if (sand_hex_distance (from, to) > SAND_OHW_OBSERVATION_RANGE)
    {
      block->result = SAND_HEX_SIGHT_OUT_OF_RANGE;
      return FALSE;
    }

  /* A line along a side between two hexes rounds one way or the other with the
   * nudge; sight is blocked only when both ways are. */
  line = sand_hex_line_nudged (from, to, 1);
  if (!line_blocked (map, units, side, line, &first))
    return TRUE;
  other = sand_hex_line_nudged (from, to, -1);
  if (!line_blocked (map, units, side, other, &second))
    return TRUE;

  *block = first;
  return FALSE;
}

/* Whether a unit of @side other than @shooter (which looked for itself) sees
 * @target. */
static gboolean
side_sees (SandHexMap *map,
           GListModel *units,
           SandSide   *side,
           SandUnit   *shooter,
           SandHex     target)
{
  guint n = units != NULL ? g_list_model_get_n_items (units) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(SandUnit) u = g_list_model_get_item (units, i);

      if (u != shooter && sand_unit_get_side (u) == side
          && sand_hex_can_see (map, units, side, sand_hex_unit_hex (map, u), target, NULL))
        return TRUE;
    }
  return FALSE;
}

gboolean
sand_hex_can_fire (SandHexMap   *map,
                   GListModel   *units,
                   SandUnit     *shooter,
                   SandUnit     *target,
                   GPtrArray    *identified,
                   SandHexBlock *block)
{
  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (SAND_IS_UNIT (shooter), FALSE);

  return sand_hex_can_fire_from (map, units, shooter, sand_hex_unit_hex (map, shooter),
                                 target, identified, block);
}

gboolean
sand_hex_can_fire_from (SandHexMap   *map,
                        GListModel   *units,
                        SandUnit     *shooter,
                        SandHex       from,
                        SandUnit     *target,
                        GPtrArray    *identified,
                        SandHexBlock *block)
{
  SandHexBlock dummy;
  SandOhwClass klass;
  SandSide *side;
  SandHex to;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (SAND_IS_UNIT (shooter), FALSE);
  g_return_val_if_fail (SAND_IS_UNIT (target), FALSE);

  if (block == NULL)
    block = &dummy;

  side = sand_unit_get_side (shooter);
  to = sand_hex_unit_hex (map, target);
  *block = (SandHexBlock) { SAND_HEX_SIGHT_CLEAR, to, NULL, target };

  klass = sand_ohw_class_from_string (sand_unit_get_class (shooter));
  if (klass == SAND_OHW_INVALID)
    {
      block->result = SAND_HEX_SIGHT_NO_WEAPON;
      return FALSE;
    }
  if (sand_unit_get_side (target) == side)
    {
      block->result = SAND_HEX_SIGHT_NOT_ENEMY;
      return FALSE;
    }
  if (sand_hex_distance (from, to) > sand_ohw_weapon_range (klass))
    {
      block->result = SAND_HEX_SIGHT_OUT_OF_RANGE;
      return FALSE;
    }

  if (sand_hex_can_see (map, units, side, from, to, block))
    return TRUE;

  if (klass == SAND_OHW_ARTILLERY)
    {
      if (identified != NULL && g_ptr_array_find (identified, target, NULL))
        return TRUE;
      if (side_sees (map, units, side, shooter, to))
        return TRUE;
      /* Nobody sees it: say why the artillery itself does not. */
    }
  return FALSE;
}

char *
sand_hex_block_describe (const SandHexBlock *block)
{
  g_autofree char *where = NULL;
  const char *name;

  g_return_val_if_fail (block != NULL, NULL);

  where = sand_hex_to_label (block->hex);
  switch (block->result)
    {
    case SAND_HEX_SIGHT_CLEAR:
      return g_strdup (_("The line of sight is clear."));
    case SAND_HEX_SIGHT_OUT_OF_RANGE:
      /* TRANSLATORS: %s is a hex such as "(3, -1)" */
      return g_strdup_printf (_("%s is out of range."), where);
    case SAND_HEX_SIGHT_TERRAIN:
      if (block->feature == NULL)
        return g_strdup_printf (_("The terrain in %s blocks the line of sight."), where);
      name = sand_feature_get_name (block->feature);
      if (name == NULL || *name == '\0')
        name = sand_feature_get_id (block->feature);
      /* TRANSLATORS: "Woods w1 in (2, 3) blocks the line of sight." */
      return g_strdup_printf (_("%s %s in %s blocks the line of sight."),
                              sand_terrain_kind_get_label (sand_feature_get_kind (block->feature)),
                              name != NULL ? name : "", where);
    case SAND_HEX_SIGHT_ENEMY:
      name = block->unit != NULL ? sand_unit_get_name (block->unit) : NULL;
      if ((name == NULL || *name == '\0') && block->unit != NULL)
        name = sand_unit_get_id (block->unit);
      /* TRANSLATORS: "Enemy unit pz1 in (2, 3) blocks the line of sight." */
      return g_strdup_printf (_("Enemy unit %s in %s blocks the line of sight."),
                              name != NULL ? name : "", where);
    case SAND_HEX_SIGHT_NOT_ENEMY:
      return g_strdup (_("The target is not an enemy."));
    case SAND_HEX_SIGHT_NO_WEAPON:
      return g_strdup (_("The unit's class has no weapon in this ruleset."));
    default:
      g_return_val_if_reached (NULL);
    }
}
