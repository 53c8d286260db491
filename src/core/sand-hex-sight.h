/* sand-hex-sight.h: observation and fire on a hex map (One Hour Wargames WWII, hexed).
 *
 * The text: "Observation Range is 3 hexes." "Line-of-Sight: Line-of-sight is
 * blocked by hills, towns, woods, and enemy units." "With the exception of
 * Artillery units, units may only fire at enemy units they can see. Artillery
 * units may fire at enemy units that can be seen by a friendly unit or whose
 * position has already been identified." "Units have a 360° arc-of-fire."
 *
 * The reading built here:
 * - Sight runs from hex centre to hex centre, at most 3 hexes. Only the hexes
 *   between the two ends can block: a unit on a hill, in a town or in woods sees
 *   out and is seen.
 * - A hex blocks when its majority terrain is a hill (or mountain), a town (or
 *   building) or woods (or forest, jungle), or when a unit of another side than the
 *   observer's stands in it (a unit stands in the hex its centre point is in).
 * - Where the line runs exactly along the side between two hexes, it is blocked
 *   only when it would be blocked on both sides of that side.
 * - Fire reaches its weapon range in hexes all round. Artillery may fire at what
 *   any unit of its side sees; "already identified" positions are play state the
 *   caller knows and passes in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-hex-terrain.h"
#include "sand-ohw-combat.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_HEX_SIGHT_CLEAR,
  SAND_HEX_SIGHT_OUT_OF_RANGE,
  SAND_HEX_SIGHT_TERRAIN,      /* a hill, town or woods between */
  SAND_HEX_SIGHT_ENEMY,        /* an enemy unit between */
  SAND_HEX_SIGHT_NOT_ENEMY,    /* fire: the target is on the shooter's side */
  SAND_HEX_SIGHT_NO_WEAPON,    /* fire: the shooter's class is not one of the text's */
} SandHexSightResult;

/* Why a line of sight is blocked: the hex and the feature or unit in it.
 * Pointers are borrowed. */
typedef struct
{
  SandHexSightResult result;
  SandHex            hex;
  SandFeature       *feature;
  SandUnit          *unit;
} SandHexBlock;

/* TRUE when the terrain kind blocks sight as a hill, town or woods. */
gboolean  sand_hex_terrain_blocks_sight (SandTerrainKind  kind);

/* The hex a unit stands in. */
SandHex   sand_hex_unit_hex             (SandHexMap      *map,
                                         SandUnit        *unit);

/* Whether a unit of @side in @from sees @to. @units (a GListModel of SandUnit,
 * may be NULL) supplies the units that may block: those of another side than
 * @side. @block (may be NULL) receives why not. */
gboolean  sand_hex_can_see              (SandHexMap      *map,
                                         GListModel      *units,
                                         SandSide        *side,
                                         SandHex          from,
                                         SandHex          to,
                                         SandHexBlock    *block);

/* Whether @shooter may fire at @target: an enemy within its class's weapon range
 * that it sees, or, for artillery, that any unit of its side sees or that is in
 * @identified (SandUnit pointers, may be NULL). The class is read from the unit's
 * class id; an unknown class fires at nothing. @block receives why not. */
gboolean  sand_hex_can_fire             (SandHexMap      *map,
                                         GListModel      *units,
                                         SandUnit        *shooter,
                                         SandUnit        *target,
                                         GPtrArray       *identified,
                                         SandHexBlock    *block);

/* The same as if @shooter stood in @from (a hex it might move to): sight and
 * range count from there, and for artillery the other units of its side still
 * look from where they stand. */
gboolean  sand_hex_can_fire_from        (SandHexMap      *map,
                                         GListModel      *units,
                                         SandUnit        *shooter,
                                         SandHex          from,
                                         SandUnit        *target,
                                         GPtrArray       *identified,
                                         SandHexBlock    *block);

/* A sentence for a player: "Woods w1 in (2, 3) blocks the line of sight." */
char     *sand_hex_block_describe       (const SandHexBlock *block);

G_END_DECLS
