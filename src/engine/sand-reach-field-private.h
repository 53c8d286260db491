/* sand-reach-field-private.h: the field's storage, shared by solver and queries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-move-snapshot-private.h"
#include "sand-reach-field.h"

G_BEGIN_DECLS

/* Pivot value of cells reached in a straight line from the start point itself. */
#define SAND_REACH_FROM_START (-1)
#define SAND_REACH_NONE       (-2)

struct _SandReachField
{
  gint              ref_count;
  SandMoveSnapshot *snap;
  gsize             block;   /* g, display, pivot, anchor and tier are one block of this size */
  /* per cell (the snapshot's raster) */
  float            *g;       /* allowance spent, INFINITY when unreached */
  gint32           *pivot;   /* where the straight last leg starts: a cell or FROM_START */
  guint8           *anchor;  /* 1: the cell is a corner of any path through it;
                              * 2: reached by a whole-turn crossing, ends the move */
  guint8           *tier;    /* index into snap->tiers of the solve that reached it */
  float            *display; /* g where the unit may end, -1 elsewhere */
  /* pivots of a tier at cells another tier holds (SandReachKeptRun): a path is
   * walked back in the one tier whose cost it shows */
  GArray           *kept;
  double            area;
  /* floors of buildings (sand-reach-floors.c) */
  double           *floor_min; /* per floor site and tier, the least cost inside its outline */
  GArray           *floors;    /* SandReachFloor */
};

/* A cell and its pivot in one tier's solve. */
typedef struct
{
  gint32 cell;
  gint32 pivot;
} SandReachKept;

/* Records of tier @tier, by increasing cell. */
typedef struct
{
  guint   tier;
  GArray *cells; /* SandReachKept */
} SandReachKeptRun;

SandReachField *sand_reach_field_new_for_snapshot (SandMoveSnapshot *snap);
/* A new run of kept records of tier @tier, to append to in cell order. */
GArray         *sand_reach_field_keep_run         (SandReachField   *self,
                                                   guint             tier);
/* Fills the display raster and area once all tiers are solved. */
void            sand_reach_field_finish           (SandReachField   *self);

/* sand-reach-floors.c: notes what tier @tier's solve @g (valid over the
 * inclusive @box) reached inside each building with floors; then, once all
 * tiers are in, works out the floors; and frees them. */
void            sand_reach_floors_see_tier        (SandReachField   *self,
                                                   const float      *g,
                                                   const int        *box,
                                                   guint             tier);
void            sand_reach_floors_finish          (SandReachField   *self);
void            sand_reach_floors_clear           (SandReachField   *self);

G_END_DECLS
