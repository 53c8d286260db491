/* sand-terrain-kind.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-terrain-kind.h"

typedef struct
{
  const char *id;
  const char *label;
  SandShape shape;
} KindInfo;

/* In the order of SandTerrainKind. */
static const KindInfo kinds[SAND_N_TERRAIN_KINDS] = {
  { "woods", N_("Woods"), SAND_SHAPE_AREA },
  { "forest", N_("Forest"), SAND_SHAPE_AREA },
  { "jungle", N_("Jungle"), SAND_SHAPE_AREA },
  { "rough", N_("Rough ground"), SAND_SHAPE_AREA },
  { "marsh", N_("Marsh"), SAND_SHAPE_AREA },
  { "lake", N_("Lake"), SAND_SHAPE_AREA },
  { "deep-water", N_("Deep water"), SAND_SHAPE_AREA },
  { "shallow-water", N_("Shallow water"), SAND_SHAPE_AREA },
  { "crops", N_("Crops"), SAND_SHAPE_AREA },
  { "town", N_("Town"), SAND_SHAPE_AREA },
  { "smoke", N_("Smoke"), SAND_SHAPE_AREA },
  { "mud", N_("Mud"), SAND_SHAPE_AREA },
  { "snow", N_("Snow"), SAND_SHAPE_AREA },
  { "hill", N_("Hill"), SAND_SHAPE_AREA },
  { "mountain", N_("Mountain"), SAND_SHAPE_AREA },
  { "building", N_("Building"), SAND_SHAPE_AREA },
  { "shell-hole", N_("Shell hole"), SAND_SHAPE_AREA },
  { "road", N_("Road"), SAND_SHAPE_LINE },
  { "river", N_("River"), SAND_SHAPE_LINE },
  { "stream", N_("Stream"), SAND_SHAPE_LINE },
  { "ford", N_("Ford"), SAND_SHAPE_LINE },
  { "bridge", N_("Bridge"), SAND_SHAPE_LINE },
  { "wall", N_("Wall"), SAND_SHAPE_LINE },
  { "hedge", N_("Hedge"), SAND_SHAPE_LINE },
  { "fence", N_("Fence"), SAND_SHAPE_LINE },
  { "barbed-wire", N_("Barbed wire"), SAND_SHAPE_LINE },
  { "log", N_("Log"), SAND_SHAPE_LINE },
  { "door", N_("Door"), SAND_SHAPE_POINT },
  { "window", N_("Window"), SAND_SHAPE_POINT },
};

const char *
sand_terrain_kind_to_string (SandTerrainKind kind)
{
  g_return_val_if_fail (kind >= 0 && kind < SAND_N_TERRAIN_KINDS, NULL);
  return kinds[kind].id;
}

SandTerrainKind
sand_terrain_kind_from_string (const char *str)
{
  if (str == NULL)
    return SAND_TERRAIN_INVALID;
  for (int i = 0; i < SAND_N_TERRAIN_KINDS; i++)
    if (strcmp (kinds[i].id, str) == 0)
      return (SandTerrainKind) i;
  return SAND_TERRAIN_INVALID;
}

const char *
sand_terrain_kind_get_label (SandTerrainKind kind)
{
  g_return_val_if_fail (kind >= 0 && kind < SAND_N_TERRAIN_KINDS, NULL);
  return g_dgettext (GETTEXT_PACKAGE, kinds[kind].label);
}

SandShape
sand_terrain_kind_get_shape (SandTerrainKind kind)
{
  g_return_val_if_fail (kind >= 0 && kind < SAND_N_TERRAIN_KINDS, SAND_SHAPE_AREA);
  return kinds[kind].shape;
}

gboolean
sand_terrain_kind_allows_shape (SandTerrainKind kind,
                                SandShape       shape)
{
  if (kind < 0 || kind >= SAND_N_TERRAIN_KINDS)
    return FALSE;
  if (kinds[kind].shape == shape)
    return TRUE;
  /* A ford or bridge may be marked as a single point on a river. */
  return (kind == SAND_TERRAIN_FORD || kind == SAND_TERRAIN_BRIDGE) && shape == SAND_SHAPE_POINT;
}

gboolean
sand_terrain_kind_is_obstacle (SandTerrainKind kind)
{
  return kind == SAND_TERRAIN_WALL || kind == SAND_TERRAIN_HEDGE || kind == SAND_TERRAIN_FENCE
         || kind == SAND_TERRAIN_BARBED_WIRE || kind == SAND_TERRAIN_LOG;
}

double
sand_terrain_kind_default_width (SandTerrainKind kind)
{
  /* sizes a model maker would build them at */
  switch (kind)
    {
    case SAND_TERRAIN_ROAD:   return 1.0;
    case SAND_TERRAIN_RIVER:  return 2.0;
    case SAND_TERRAIN_STREAM: return 1.0;
    case SAND_TERRAIN_BRIDGE:
    case SAND_TERRAIN_FORD:   return 1.5;
    default:                  return 0;
    }
}

gboolean
sand_terrain_kind_is_watercourse (SandTerrainKind kind)
{
  return kind == SAND_TERRAIN_RIVER || kind == SAND_TERRAIN_STREAM;
}
