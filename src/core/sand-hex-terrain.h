/* sand-hex-terrain.h: what each hex of a scenario's grid holds.
 *
 * A SandHexMap is computed once from a scenario and a grid and is immutable after,
 * so the engine may read it from worker threads. It keeps references to the
 * features it names, for "why" messages; it does not follow later edits.
 *
 * - Terrain: the area kind that covers most of the hex (sampled on a 24 × 24
 *   lattice over the hex; only the part on the table counts). At a point the
 *   topmost area feature wins, except that among hills the highest level wins.
 *   Open ground wins when the uncovered part is largest, and wins ties.
 * - Sides: the side between two hexes is crossed by a river or stream when the
 *   straight segment between their centres crosses the watercourse's line. Each
 *   such crossing is open when the watercourse is fordable, or when a bridge or
 *   ford lies on that side: a crossing lies on the one side whose watercourse
 *   crossing is nearest it (a bridge that meets the centre segment is on it),
 *   within half a hex, so it never opens a neighbouring side as well; otherwise
 *   the side is blocked.
 * - Roads: the hexes a road's line passes through, and the neighbour pairs it
 *   links (consecutive hexes along the line).
 *
 * Only hexes whose centre is on the table are "on the table"; every query on
 * another hex answers open ground, nothing blocked, no road.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-hex-grid.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

/* The terrain of a hex that no area feature covers most of. */
#define SAND_HEX_OPEN_GROUND SAND_TERRAIN_INVALID

/* Samples per axis of the hex's bounding box when weighing its terrain. */
#define SAND_HEX_TERRAIN_SAMPLES 24

typedef struct _SandHexMap SandHexMap;

#define SAND_TYPE_HEX_MAP (sand_hex_map_get_type ())
GType              sand_hex_map_get_type          (void) G_GNUC_CONST;

SandHexMap        *sand_hex_map_new               (SandScenario      *scenario,
                                                   const SandHexGrid *grid);
SandHexMap        *sand_hex_map_ref               (SandHexMap        *map);
void               sand_hex_map_unref             (SandHexMap        *map);

const SandHexGrid *sand_hex_map_get_grid          (SandHexMap        *map);
/* The hexes on the table in reading order (GArray of SandHex, borrowed). */
GArray            *sand_hex_map_get_hexes         (SandHexMap        *map);
gboolean           sand_hex_map_on_table          (SandHexMap        *map,
                                                   SandHex            hex);
/* The axial box of the hexes on the table (@qmax < @qmin when there are none). */
void               sand_hex_map_get_box           (SandHexMap        *map,
                                                   SandHex           *min,
                                                   SandHex           *max);

/* The majority terrain kind, SAND_HEX_OPEN_GROUND when open ground wins. */
SandTerrainKind    sand_hex_map_terrain           (SandHexMap        *map,
                                                   SandHex            hex);
/* The feature that gave the hex its terrain (the one covering most of it among
 * those of the winning kind), NULL for open ground. Borrowed. */
SandFeature       *sand_hex_map_terrain_feature   (SandHexMap        *map,
                                                   SandHex            hex);
/* The hill level of a hill hex, 0 otherwise. */
int                sand_hex_map_level             (SandHexMap        *map,
                                                   SandHex            hex);
/* The share (0..1) of the hex's on-table area that its terrain covers. */
double             sand_hex_map_terrain_share     (SandHexMap        *map,
                                                   SandHex            hex);

/* The watercourse the side toward neighbour @direction crosses, NULL when none;
 * @crossing (may be NULL) receives the bridge or ford that opens it (the
 * watercourse itself when fordable), or NULL when the side is blocked. Borrowed. */
SandFeature       *sand_hex_map_side_watercourse  (SandHexMap        *map,
                                                   SandHex            hex,
                                                   int                direction,
                                                   SandFeature      **crossing);
/* TRUE when a watercourse crosses that side with no bridge or ford; @feature (may
 * be NULL) receives the watercourse. */
gboolean           sand_hex_map_side_blocked      (SandHexMap        *map,
                                                   SandHex            hex,
                                                   int                direction,
                                                   SandFeature      **feature);

/* The road that runs through the hex, NULL when none. Borrowed. */
SandFeature       *sand_hex_map_road              (SandHexMap        *map,
                                                   SandHex            hex);
/* The road that links the hex to its neighbour @direction, NULL when none. */
SandFeature       *sand_hex_map_road_link         (SandHexMap        *map,
                                                   SandHex            hex,
                                                   int                direction);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandHexMap, sand_hex_map_unref)

G_END_DECLS
