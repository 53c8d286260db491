/* sand-terrain-kind.h: the physical terrain vocabulary (MOVEMENT.md §2).
 *
 * A scenario describes the ground physically; each ruleset maps these kinds to its
 * own terms. The string ids are part of the file format.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  /* areas */
  SAND_TERRAIN_WOODS,
  SAND_TERRAIN_FOREST,
  SAND_TERRAIN_JUNGLE,
  SAND_TERRAIN_ROUGH,
  SAND_TERRAIN_MARSH,
  SAND_TERRAIN_LAKE,
  SAND_TERRAIN_DEEP_WATER,
  SAND_TERRAIN_SHALLOW_WATER,
  SAND_TERRAIN_CROPS,
  SAND_TERRAIN_TOWN,
  SAND_TERRAIN_SMOKE,
  SAND_TERRAIN_MUD,
  SAND_TERRAIN_SNOW,
  SAND_TERRAIN_HILL,
  SAND_TERRAIN_MOUNTAIN,
  SAND_TERRAIN_BUILDING,
  SAND_TERRAIN_SHELL_HOLE,
  /* lines */
  SAND_TERRAIN_ROAD,
  SAND_TERRAIN_RIVER,
  SAND_TERRAIN_STREAM,
  SAND_TERRAIN_FORD,
  SAND_TERRAIN_BRIDGE,
  SAND_TERRAIN_WALL,
  SAND_TERRAIN_HEDGE,
  SAND_TERRAIN_FENCE,
  SAND_TERRAIN_BARBED_WIRE,
  SAND_TERRAIN_LOG,
  /* points on a building's outline */
  SAND_TERRAIN_DOOR,
  SAND_TERRAIN_WINDOW,
  SAND_N_TERRAIN_KINDS,
  SAND_TERRAIN_INVALID = -1,
} SandTerrainKind;

/* Which XML element a kind is written as. */
typedef enum
{
  SAND_SHAPE_AREA,
  SAND_SHAPE_LINE,
  SAND_SHAPE_POINT,
} SandShape;

const char     *sand_terrain_kind_to_string   (SandTerrainKind kind);
SandTerrainKind sand_terrain_kind_from_string (const char     *str);
/* The human-readable, translated name ("Barbed wire"). */
const char     *sand_terrain_kind_get_label   (SandTerrainKind kind);
/* How wide a ford or bridge marked as a single point is, in table inches, when
 * it gives no width: enough to span a river at the usual drawn widths. Moves
 * cross there that wide, and the map draws its symbol that wide. */
#define SAND_POINT_CROSSING_WIDTH 2.0
/* The width a road, watercourse, ford or bridge has when its line gives none
 * (MOVEMENT.md: "line with width"), in table inches: what the editor draws new
 * ones at, what the map shows and what moves cross. 0 for other kinds. */
double           sand_terrain_kind_default_width (SandTerrainKind kind);

/* The shape a kind is drawn with; ford and bridge are lines (or single points). */
SandShape       sand_terrain_kind_get_shape   (SandTerrainKind kind);
/* TRUE when the kind may also be written with the other line/point element. */
gboolean        sand_terrain_kind_allows_shape (SandTerrainKind kind,
                                                SandShape       shape);
/* Linear obstacles that carry a height (wall, hedge, fence, barbed-wire, log). */
gboolean        sand_terrain_kind_is_obstacle (SandTerrainKind kind);
/* Rivers and streams: lines with a width that may be fordable. */
gboolean        sand_terrain_kind_is_watercourse (SandTerrainKind kind);

G_END_DECLS
