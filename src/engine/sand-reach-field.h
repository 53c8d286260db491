/* sand-reach-field.h: where a unit can get to this move, how, and why not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sand-move-snapshot.h"
#include "sand-reason.h"
#include "sand-ruleset.h"
#include "sand-types.h"

G_BEGIN_DECLS

typedef struct _SandReachField SandReachField;

#define SAND_TYPE_REACH_FIELD (sand_reach_field_get_type ())
GType           sand_reach_field_get_type        (void) G_GNUC_CONST;

SandReachField *sand_reach_field_ref             (SandReachField *self);
void            sand_reach_field_unref           (SandReachField *self);

/* The snapshot it was solved from (its unit, mode and ruleset ids). Borrowed. */
SandMoveSnapshot *sand_reach_field_get_snapshot  (SandReachField *self);
/* The move's allowance (before worst-terrain limits) and start, in inches. */
double          sand_reach_field_get_allowance   (SandReachField *self);
void            sand_reach_field_get_start       (SandReachField *self,
                                                  double         *x,
                                                  double         *y);

/* The unit's centre may end at (x, y). */
gboolean        sand_reach_field_is_reachable    (SandReachField *self,
                                                  double          x,
                                                  double          y);
/* Allowance spent to get to (x, y), or -1 when the point cannot be reached. */
double          sand_reach_field_cost            (SandReachField *self,
                                                  double          x,
                                                  double          y);
/* The way there from the start as a simplified polyline (SandPoint), or NULL. */
GArray         *sand_reach_field_path            (SandReachField *self,
                                                  double          x,
                                                  double          y);
/* Why (x, y) cannot be reached, as data (sand_reason_format() says it); NULL
 * when it can. First whether even a straight walk is longer than the move,
 * then what the point itself is; with the @scenario, @ruleset and @unit the
 * field was compiled from (all NULL: not known) the cause that decides it, the
 * one feature or unit without which the point would be reached; else what
 * the straight way from the start meets. Call it from the thread that owns
 * @scenario. */
SandReason     *sand_reach_field_why             (SandReachField *self,
                                                  double          x,
                                                  double          y,
                                                  SandScenario   *scenario,
                                                  SandRuleset    *ruleset,
                                                  SandUnit       *unit);
/* Reachable area in square inches. */
double          sand_reach_field_area            (SandReachField *self);

/* Raw access for drawing: a raster of width × height cells of @cell inches whose
 * top-left corner is (x0, y0); costs per cell, row by row, with a negative value
 * where the unit may not end. */
int             sand_reach_field_get_width       (SandReachField *self);
int             sand_reach_field_get_height      (SandReachField *self);
double          sand_reach_field_get_cell_size   (SandReachField *self);
void            sand_reach_field_get_origin      (SandReachField *self,
                                                  double         *x0,
                                                  double         *y0);
const float    *sand_reach_field_get_costs       (SandReachField *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandReachField, sand_reach_field_unref)

G_END_DECLS
