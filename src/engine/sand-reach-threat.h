/* sand-reach-threat.h: a threat map's solves — each unit of a side in every one
 * of its modes, spread over the machine's cores, keeping for each unit the mode
 * that covers the most ground.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-reach.h"

G_BEGIN_DECLS

typedef struct _SandReachThreat SandReachThreat;

/* Solves on @n_threads threads (0: one per core): helpers start on the first
 * unit added, the thread that finishes joins them. */
SandReachThreat *sand_reach_threat_new    (guint            n_threads);
/* One unit's snapshots (a GPtrArray of SandMoveSnapshot, its modes; kept until
 * the threat is freed). Helpers may start solving them at once, while the
 * caller compiles the next unit. */
void             sand_reach_threat_add    (SandReachThreat *self,
                                           GPtrArray       *modes);
/* Solves what is left and returns, in the order added, each unit's widest field
 * (the first of its widest on a tie); a unit without snapshots adds none. The
 * fields are the same as solving one by one. NULL when @cancellable was
 * cancelled (sets @error). Call once. */
GPtrArray       *sand_reach_threat_finish (SandReachThreat *self,
                                           GCancellable    *cancellable,
                                           GError         **error);
/* Stops what is still being solved; does not wait for it. */
void             sand_reach_threat_free   (SandReachThreat *self);

/* All at once: @units holds one GPtrArray of SandMoveSnapshot per unit. */
GPtrArray       *sand_reach_threat_solve  (GPtrArray       *units,
                                           guint            n_threads,
                                           GCancellable    *cancellable,
                                           GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandReachThreat, sand_reach_threat_free)

G_END_DECLS
