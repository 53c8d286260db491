/* sand-render-label-grid.h: boxes on the table found by where they lie.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-geometry.h"

G_BEGIN_DECLS

typedef struct _SandLabelGrid SandLabelGrid;

/* A grid of square cells @cell inches a side over @extent; boxes beyond it go
 * into its edge cells. */
SandLabelGrid *sand_label_grid_new (const SandBounds *extent,
                                    double            cell);
void           sand_label_grid_free (SandLabelGrid *grid);
/* Files @item (an index into the caller's own array) under every cell @box
 * covers. */
void sand_label_grid_add (SandLabelGrid    *grid,
                          const SandBounds *box,
                          guint             item);
/* Every item filed under a cell @box covers, each once, in no given order:
 * every box that meets @box is among them (and some that do not). The array
 * is the grid's, valid until the next call. */
const GArray *sand_label_grid_near (SandLabelGrid    *grid,
                                    const SandBounds *box);

G_END_DECLS
