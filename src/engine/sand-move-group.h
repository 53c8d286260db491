/* sand-move-group.h: units of many figures moving together (MOVEMENT.md §4,
 * seed 002's groups): the reach of a formation or a column, answered for its
 * lead as one figure's move, and where each figure ends (a wheel:
 * sand-group-wheel.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-move-snapshot.h"
#include "sand-ruleset-groups.h"

G_BEGIN_DECLS

/* The move of @units (the lead first, at @starts or where they stand when
 * NULL) together in @move, a formation or a column, in @mode_id.
 *
 * A formation is a rigid translation: the lead goes to a point when every
 * figure can take the lead's way shifted to where it stands. That is one
 * figure on the figures' shifted ground laid over one another — each cell the
 * worst any figure meets there (the slowest rate, the lowest cap and tier,
 * forbidden or not to end where it is so for any), every figure's lines,
 * enemies and zones shifted the same way — so the solvers answer it exactly.
 * The ground the rules ask a column for is forbidden to it. A column follows
 * the lead's way: the same laid over unshifted, every figure's class on the
 * lead's ground. The allowance is the least of the figures'; the group's own
 * figures are not met on the table. Offsets are taken to whole cells. A group
 * that may not turn about does not cross its lead's start line
 * (sand-group-turns.h). */
SandMoveSnapshot *sand_move_snapshot_new_group (SandScenario        *scenario,
                                                SandRuleset         *ruleset,
                                                SandUnit * const    *units,
                                                guint                n_units,
                                                const SandGroupMove *move,
                                                const char          *mode_id,
                                                double               resolution,
                                                const SandPoint     *starts,
                                                GError             **error);

/* Where each figure ends (SandPoint, in @units' order) when the lead goes
 * along @path (SandPoint, from its start) to its last point: in formation
 * each by the lead's translation; in column each the same distance along the
 * way through the starts of the figures ahead of it, then the lead's. */
GArray           *sand_group_ends              (const SandPoint     *starts,
                                                guint                n_units,
                                                SandGroupMoveKind    kind,
                                                GArray              *path);

G_END_DECLS
