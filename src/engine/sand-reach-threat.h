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

/* @units holds one GPtrArray of SandMoveSnapshot per unit (its modes). Solves
 * them all on @n_threads threads, the calling one included (0: one per core),
 * and returns, in the units' order, each unit's widest field (the first of its
 * widest on a tie); a unit without snapshots adds none. The fields are the same
 * as solving one by one. NULL when @cancellable was cancelled (sets @error). */
GPtrArray *sand_reach_threat_solve (GPtrArray     *units,
                                    guint          n_threads,
                                    GCancellable  *cancellable,
                                    GError       **error);

G_END_DECLS
