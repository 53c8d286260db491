/* sand-move-kept.h: a drag's snapshot kept from one step to the next.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-move-builder.h"
#include "sand-move-snapshot-private.h"

G_BEGIN_DECLS

/* sand_move_builder_finish() of @builder (freed), or, when it painted what
 * the last step noted in @paint did but for its start, a snapshot borrowing
 * that step's finished ground. @paint then notes what this step painted. */
SandMoveSnapshot *sand_move_kept_finish (SandMoveBuilder   *builder,
                                         SandMoveKeptPaint *paint);

/* The same kinds (SandCellKind), lines with their openings, or discs
 * (SandMoveDisc), field by field. */
gboolean sand_move_kept_same_kinds (const GArray *a,
                                    const GArray *b);
gboolean sand_move_kept_same_lines (const SandMoveSnapshot *a,
                                    const SandMoveSnapshot *b);
gboolean sand_move_kept_same_discs (const GArray *a,
                                    const GArray *b);

G_END_DECLS
