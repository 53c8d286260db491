/* sand-move-snapshot.h: everything one move needs, copied so it can be solved in a
 * worker thread while the document keeps changing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sand-ruleset.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

typedef struct _SandMoveSnapshot SandMoveSnapshot;

#define SAND_TYPE_MOVE_SNAPSHOT (sand_move_snapshot_get_type ())
GType             sand_move_snapshot_get_type      (void) G_GNUC_CONST;

/* The default raster cell, in inches: a 6" move is 60 cells across its radius, so
 * at the usual full-table zoom (a dozen pixels per inch) a cell is about a pixel and
 * the reach outline looks round; a 12" move still solves in a few milliseconds. */
#define SAND_MOVE_DEFAULT_RESOLUTION 0.1
/* The most cells a move's raster has: a longer move (a very large table, a
 * very fine cell) is solved on cells twice, four times… as wide, so that no
 * solve asks for more than a few hundred megabytes. The snapshot's resolution
 * (sand_move_snapshot_get_resolution()) says which it was solved on. */
#define SAND_MOVE_MAX_CELLS (1 << 23)

/* Compiles what @unit's move in @mode_id needs from the scenario under @ruleset:
 * terrain rasterised for its class and mode, lines with their crossing rules,
 * levels, friends and enemies. @resolution is the cell size in inches (<= 0 for the
 * default). NULL with @error (SAND_ERROR_NOT_FOUND) when the ruleset does not know
 * the unit's class or the mode. */
SandMoveSnapshot *sand_move_snapshot_new           (SandScenario     *scenario,
                                                    SandRuleset      *ruleset,
                                                    SandUnit         *unit,
                                                    const char       *mode_id,
                                                    double            resolution,
                                                    GError          **error);

/* The same with the move starting at @start (where the unit began its move this
 * turn or activation), wherever the unit stands now; NULL @start: where it stands. */
SandMoveSnapshot *sand_move_snapshot_new_from      (SandScenario     *scenario,
                                                    SandRuleset      *ruleset,
                                                    SandUnit         *unit,
                                                    const char       *mode_id,
                                                    double            resolution,
                                                    const SandPoint  *start,
                                                    GError          **error);

SandMoveSnapshot *sand_move_snapshot_ref           (SandMoveSnapshot *self);
void              sand_move_snapshot_unref         (SandMoveSnapshot *self);

/* The whole move's allowance in inches (before any worst-terrain tier). */
double            sand_move_snapshot_get_allowance (SandMoveSnapshot *self);
void              sand_move_snapshot_get_start     (SandMoveSnapshot *self,
                                                    double           *x,
                                                    double           *y);
double            sand_move_snapshot_get_resolution (SandMoveSnapshot *self);
/* Ids recorded when compiled from a scenario; NULL for hand-built snapshots. */
const char       *sand_move_snapshot_get_unit_id   (SandMoveSnapshot *self);
const char       *sand_move_snapshot_get_mode_id   (SandMoveSnapshot *self);
const char       *sand_move_snapshot_get_ruleset_id (SandMoveSnapshot *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandMoveSnapshot, sand_move_snapshot_unref)

G_END_DECLS
