/* sand-sight.h: who sees whom, by a ruleset's <sight> (sand-ruleset-aids.h).
 *
 * On a hex grid sight runs from hex centre to hex centre, at most the range in
 * hexes, and only the hexes strictly between the two ends can cut it: a unit in
 * woods sees out and is seen. A hex cuts the line when its majority terrain is
 * one of the kinds that block, or when a unit that blocks stands in it (a unit
 * stands in the hex its centre is in). Where the line runs exactly along the
 * side between two hexes it is cut only when it would be cut on both sides.
 *
 * On the open table the line runs from centre to centre and the range is
 * measured base edge to base edge. An area of a kind that blocks cuts it where
 * the line crosses the area between the two bases (what a figure stands in
 * hides nothing of itself); a kind that is clear from inside does not cut a
 * line from or to a unit standing in it (a hill neither stands on hides). A
 * unit that blocks cuts it where the line crosses its base.
 *
 * A ruleset without <sight> sees everything: nothing cuts the line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-hex-terrain.h"
#include "sand-ruleset-aids.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_SIGHT_CLEAR,
  SAND_SIGHT_OUT_OF_RANGE,    /* beyond the sight or weapon range */
  SAND_SIGHT_TERRAIN,         /* ground that blocks, between */
  SAND_SIGHT_UNIT,            /* a unit that blocks, between */
  SAND_SIGHT_NOT_ENEMY,       /* fire: the target is on the shooter's side */
  SAND_SIGHT_NO_WEAPON,       /* fire: the ruleset gives the shooter's class no weapon */
  SAND_SIGHT_OUT_OF_ARC,      /* fire: outside the weapon's arc */
} SandSightResult;

/* Why a line of sight (or of fire) is cut: where, and the feature or unit
 * there. Pointers are borrowed. */
typedef struct
{
  SandSightResult result;
  SandHex         hex;        /* on a hex grid: the hex that cuts it, or the target's */
  SandFeature    *feature;
  SandUnit       *unit;
  double          distance;   /* OUT_OF_RANGE: how far (hexes, or inches edge to edge) */
  double          limit;      /* OUT_OF_RANGE: the range */
} SandSightBlock;

/* The hex a unit stands in. */
SandHex   sand_hex_unit_hex   (SandHexMap             *map,
                               SandUnit               *unit);

/* Whether a unit of @side in @from sees @to on a hex grid. @units (SandUnit,
 * may be NULL) supplies the units that may block. @block (may be NULL)
 * receives why not. */
gboolean  sand_sight_hex      (const SandRulesetSight *sight,
                               SandHexMap             *map,
                               GListModel             *units,
                               SandSide               *side,
                               SandHex                 from,
                               SandHex                 to,
                               SandSightBlock         *block);

/* Whether @from sees @to on the open table of @scenario; the units that may
 * block are the scenario's. */
gboolean  sand_sight_table    (const SandRulesetSight *sight,
                               SandScenario           *scenario,
                               SandUnit               *from,
                               SandUnit               *to,
                               SandSightBlock         *block);

G_END_DECLS
