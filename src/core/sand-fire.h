/* sand-fire.h: who may fire at whom on a hex grid, by a ruleset's <weapon>s
 * and <sight> (sand-ruleset-aids.h).
 *
 * A unit fires with the weapon of its class: at an enemy within the weapon's
 * range in hexes, within its arc about the unit's facing (360: all round),
 * and — as the weapon says — that the unit sees, that any unit of its side
 * sees or whose position is identified (play state the caller passes in), or
 * any enemy at all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-sight.h"

G_BEGIN_DECLS

/* Whether @shooter, standing in @from (its own hex or one it might move to),
 * may fire at @target. @units (SandUnit) are the units on the table, which
 * block and spot; @identified (SandUnit pointers, may be NULL) the enemies
 * whose position is known. @block (may be NULL) receives why not; when nobody
 * sees the target it says why the shooter does not. */
gboolean  sand_fire_hex  (SandRuleset    *ruleset,
                          SandHexMap     *map,
                          GListModel     *units,
                          SandUnit       *shooter,
                          SandHex         from,
                          SandUnit       *target,
                          GPtrArray      *identified,
                          SandSightBlock *block);

G_END_DECLS
