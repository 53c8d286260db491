/* sand-reach.h: solving a move snapshot into a reach field.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-move-snapshot.h"
#include "sand-reach-field.h"

G_BEGIN_DECLS

/* Returns NULL only when @cancellable was cancelled (and sets @error). */
SandReachField *sand_reach_compute        (SandMoveSnapshot   *snapshot,
                                           GCancellable       *cancellable,
                                           GError            **error);
/* The same in a worker thread; @snapshot is kept alive until it is done. */
void            sand_reach_compute_async  (SandMoveSnapshot   *snapshot,
                                           GCancellable       *cancellable,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
SandReachField *sand_reach_compute_finish (GAsyncResult       *result,
                                           GError            **error);

G_END_DECLS
