/* sand-reach-floors.h: which upper floors of the buildings a unit can get to
 * this move, at what cost, and why not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-reach-field.h"

G_BEGIN_DECLS

typedef struct
{
  const char *feature_id; /* the building */
  const char *name;       /* its name as the map shows it, or NULL */
  int         floor;      /* 1 and up; 0 is the ground floor, the plan view */
  gboolean    reachable;
  double      cost;       /* allowance spent to stand there; -1 when not reachable */
  SandReason *reason;     /* why not (sand_reason_format() says it); NULL when reachable */
  double      x;          /* the middle of the building's top edge, for a label */
  double      y;
} SandReachFloor;

/* The upper floors in play: every floor above the ground of each building with
 * more than one, in the scenario's order, floors upward. */
guint                 sand_reach_field_n_floors (SandReachField *self);
/* Floor @index (< n_floors); owned by the field. */
const SandReachFloor *sand_reach_field_floor    (SandReachField *self,
                                                 guint           index);

G_END_DECLS
