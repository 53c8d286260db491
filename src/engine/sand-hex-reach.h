/* sand-hex-reach.h: where a unit can get to this move on a hex ruleset, how, and
 * why not — the reach field per hex (MOVEMENT.md §3, seed 003).
 *
 * A move is a chain of steps into neighbouring hexes. The ruleset says, through its
 * look-ups for the unit's class and mode, what each hex's terrain does (impassable,
 * forbidden in the mode, may pass but not end, a rate that makes a step cost more
 * than one hex), what crossing a river side does, what friends and enemies do, and
 * how much a move made entirely along a road gains. Costs are in hexes.
 *
 * A unit stands in the hex its centre is in. The result is immutable and may be
 * read from any thread. The solve reads the scenario's units while it runs, so call
 * it where the document is not being changed (it takes microseconds).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-hex-terrain.h"
#include "sand-reason.h"
#include "sand-ruleset.h"

G_BEGIN_DECLS

typedef struct _SandHexReach SandHexReach;

#define SAND_TYPE_HEX_REACH (sand_hex_reach_get_type ())
GType          sand_hex_reach_get_type       (void) G_GNUC_CONST;

/* Solves @unit's move in @mode_id on @map (built from the scenario that holds
 * @units, a GListModel of SandUnit). NULL with @error (SAND_ERROR_NOT_FOUND) when
 * the ruleset does not know the unit's class or the mode, or the allowance does not
 * evaluate. */
SandHexReach  *sand_hex_reach_compute        (SandHexMap    *map,
                                              SandRuleset   *ruleset,
                                              GListModel    *units,
                                              SandUnit      *unit,
                                              const char    *mode_id,
                                              GError       **error);
/* The same for a scenario: its grid, terrain and units. NULL with @error
 * (SAND_ERROR_INVALID) when the scenario has no hex grid. */
SandHexReach  *sand_hex_reach_compute_for_scenario (SandScenario *scenario,
                                                    SandRuleset  *ruleset,
                                                    SandUnit     *unit,
                                                    const char   *mode_id,
                                                    GError      **error);
/* The same from the hex of @start (where the unit began its move this turn),
 * wherever it stands now; NULL @start: from where it stands. */
SandHexReach  *sand_hex_reach_compute_for_scenario_from (SandScenario    *scenario,
                                                         SandRuleset     *ruleset,
                                                         SandUnit        *unit,
                                                         const char      *mode_id,
                                                         const SandPoint *start,
                                                         GError         **error);

SandHexReach  *sand_hex_reach_ref            (SandHexReach  *self);
void           sand_hex_reach_unref          (SandHexReach  *self);

SandHexMap    *sand_hex_reach_get_map        (SandHexReach  *self);
SandHex        sand_hex_reach_get_start      (SandHexReach  *self);
/* The move's allowance in hexes, and what a move entirely along a road adds. */
double         sand_hex_reach_get_allowance  (SandHexReach  *self);
double         sand_hex_reach_get_road_bonus (SandHexReach  *self);

/* The unit may end its move in @hex (its start hex included: it may stay). */
gboolean       sand_hex_reach_is_reachable   (SandHexReach  *self,
                                              SandHex        hex);
/* Hexes of allowance spent to end in @hex, or -1 when it cannot end there. */
double         sand_hex_reach_cost           (SandHexReach  *self,
                                              SandHex        hex);
/* TRUE when the way to @hex is the road move that earned the bonus. */
gboolean       sand_hex_reach_by_road        (SandHexReach  *self,
                                              SandHex        hex);
/* The hexes from the start to @hex inclusive (GArray of SandHex), NULL when it
 * cannot end there. */
GArray        *sand_hex_reach_path           (SandHexReach  *self,
                                              SandHex        hex);
/* Why the unit cannot end in @hex, as data (sand_reason_format(): "woods
 * wood-gruen in (0, 1): Only infantry may enter"); NULL when it can. A hex
 * more hexes away than the move is beyond it, whatever it holds. */
SandReason    *sand_hex_reach_why            (SandHexReach  *self,
                                              SandHex        hex);
/* The hexes where it may end, the start first, then by cost and reading order
 * (GArray of SandHex; g_array_unref()). */
GArray        *sand_hex_reach_get_reachable  (SandHexReach  *self);
/* The table area of those hexes, in square inches. */
double         sand_hex_reach_area           (SandHexReach  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandHexReach, sand_hex_reach_unref)

G_END_DECLS
