/* sand-move-builder-private.h: what the builder's painting and its finishing share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-move-builder.h"
#include "sand-move-snapshot-private.h"

G_BEGIN_DECLS

struct _SandMoveBuilder
{
  SandMoveSnapshot *snap;
  /* old kind -> new kind for the effect being painted; -1 = not yet known */
  GArray           *remap;
  guint             group_first;  /* lines of the last add_line() */
  guint             group_end;
  int               box_i;        /* the raster's first cell on the table's grid */
  int               box_j;
  gboolean          defer_ground; /* areas, bands and open ground come later, pasted */
  GArray           *screens;      /* SandMoveDisc: figures that hide zones of control */
};

/* The centre of the raster's cell (i, j), counted on the table's grid so that a
 * cell is painted alike in every unit's raster and in the whole table's. */
static inline double
cell_x (const SandMoveBuilder *self,
        int                    i)
{
  return (self->box_i + i + 0.5) * self->snap->cell;
}

static inline double
cell_y (const SandMoveBuilder *self,
        int                    j)
{
  return (self->box_j + j + 0.5) * self->snap->cell;
}

/* Painting: begin, then combine an effect into cells, each kind met looked up
 * once per painting. */
void sand_move_builder_begin_paint (SandMoveBuilder      *self);
void sand_move_builder_paint_cell  (SandMoveBuilder      *self,
                                    int                   c,
                                    const SandMoveEffect *effect);
/* The kind of cells with @effect, added when no cell has it yet. */
guint16 sand_move_builder_kind_for (SandMoveBuilder      *self,
                                    const SandMoveEffect *effect);
/* marks every zone of control; done last, once all ground is painted */
void sand_move_builder_paint_zocs (SandMoveBuilder *self);
/* limits the sorted @tiers to what a unit coming down from an upper floor has */
void sand_move_builder_floor_tiers (SandMoveSnapshot *s,
                                    GArray           *tiers);

G_END_DECLS
