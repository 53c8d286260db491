/* sand-reach-drag.h: a unit's reach while it is dragged.
 *
 * A drag solves the same move from many starts a second. Its snapshots are
 * compiled over one raster while the move fits in it, so the ground they hold
 * is the same from step to step, and what depends on the terrain only (each
 * worst-terrain tier's obstacles and the vertices a path may turn at) is
 * worked out once and kept for the next steps; only the start moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-move-snapshot.h"
#include "sand-reach-field.h"

G_BEGIN_DECLS

typedef struct _SandReachDrag SandReachDrag;

#define SAND_TYPE_REACH_DRAG (sand_reach_drag_get_type ())
GType             sand_reach_drag_get_type (void) G_GNUC_CONST;

SandReachDrag    *sand_reach_drag_new      (void);
SandReachDrag    *sand_reach_drag_ref      (SandReachDrag    *self);
void              sand_reach_drag_unref    (SandReachDrag    *self);

/* sand_move_snapshot_new_from() for this step, over the drag's raster: the
 * move from @start, or from where the unit stands when @start is NULL. */
SandMoveSnapshot *sand_reach_drag_snapshot (SandReachDrag    *self,
                                            SandScenario     *scenario,
                                            SandRuleset      *ruleset,
                                            SandUnit         *unit,
                                            const char       *mode_id,
                                            double            resolution,
                                            const SandPoint  *start,
                                            GError          **error);
/* sand_reach_compute() of a snapshot of this drag, keeping what the next step
 * may use. Safe to call from a worker thread while another step's solve is
 * still being cancelled. */
SandReachField   *sand_reach_drag_compute  (SandReachDrag    *self,
                                            SandMoveSnapshot *snapshot,
                                            GCancellable     *cancellable,
                                            GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandReachDrag, sand_reach_drag_unref)

G_END_DECLS
