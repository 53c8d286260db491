/* sand-render-label-grid.c: boxes on the table found by where they lie.
 *
 * The label placer asks, for each place it tries, which names already placed and
 * which walls and hedges are near it. Asked of every one of them, a table of
 * ten thousand features took millions of tests for its few thousand names; a
 * grid of cells a name or so wide asks only those in the cells the place covers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-render-label-grid.h"

/* Cells a side at most, however small a cell is asked for. */
#define MAX_CELLS 256

struct _SandLabelGrid
{
  double   x0, y0, cell;
  int      nx, ny;
  GArray **cells; /* of guint, nx * ny, NULL until something lies there */
  GArray  *seen;  /* of guint: for each item, the last query that found it */
  guint    query;
  GArray  *near; /* of guint, the last query's answer */
};

SandLabelGrid *
sand_label_grid_new (const SandBounds *extent,
                     double            cell)
{
  SandLabelGrid *grid = g_new0 (SandLabelGrid, 1);
  double         w = MAX (extent->x1 - extent->x0, 1e-6), h = MAX (extent->y1 - extent->y0, 1e-6);

  cell = MAX (cell, MAX (w, h) / MAX_CELLS);
  grid->x0 = extent->x0;
  grid->y0 = extent->y0;
  grid->cell = cell;
  grid->nx = CLAMP ((int) ceil (w / cell), 1, MAX_CELLS);
  grid->ny = CLAMP ((int) ceil (h / cell), 1, MAX_CELLS);
  grid->cells = g_new0 (GArray *, (gsize) grid->nx * grid->ny);
  grid->seen = g_array_new (FALSE, TRUE, sizeof (guint));
  grid->near = g_array_new (FALSE, FALSE, sizeof (guint));
  return grid;
}

void
sand_label_grid_free (SandLabelGrid *grid)
{
  if (grid == NULL)
    return;
  for (gsize i = 0; i < (gsize) grid->nx * grid->ny; i++)
    if (grid->cells[i] != NULL)
      g_array_unref (grid->cells[i]);
  g_free (grid->cells);
  g_array_unref (grid->seen);
  g_array_unref (grid->near);
  g_free (grid);
}

/* The cell of @v along an axis of @n cells from @origin; beyond either end, the
 * end cell (never out of order, so boxes that meet share a cell). */
static int
cell_of (const SandLabelGrid *grid,
         double               v,
         double               origin,
         int                  n)
{
  double c = floor ((v - origin) / grid->cell);

  if (!(c >= 0))
    return 0;
  return c >= n ? n - 1 : (int) c;
}

void
sand_label_grid_add (SandLabelGrid    *grid,
                     const SandBounds *box,
                     guint             item)
{
  int i0 = cell_of (grid, box->x0, grid->x0, grid->nx), i1 = cell_of (grid, box->x1, grid->x0, grid->nx);
  int j0 = cell_of (grid, box->y0, grid->y0, grid->ny), j1 = cell_of (grid, box->y1, grid->y0, grid->ny);

  if (item >= grid->seen->len)
    g_array_set_size (grid->seen, item + 1);
  for (int j = j0; j <= j1; j++)
    for (int i = i0; i <= i1; i++)
      {
        GArray **cell = &grid->cells[(gsize) j * grid->nx + i];

        if (*cell == NULL)
          *cell = g_array_new (FALSE, FALSE, sizeof (guint));
        g_array_append_val (*cell, item);
      }
}

const GArray *
sand_label_grid_near (SandLabelGrid    *grid,
                      const SandBounds *box)
{
  int    i0 = cell_of (grid, box->x0, grid->x0, grid->nx), i1 = cell_of (grid, box->x1, grid->x0, grid->nx);
  int    j0 = cell_of (grid, box->y0, grid->y0, grid->ny), j1 = cell_of (grid, box->y1, grid->y0, grid->ny);
  guint *seen = (guint *) grid->seen->data;

  g_array_set_size (grid->near, 0);
  if (++grid->query == 0)
    {
      /* after 2^32 queries the marks start over */
      memset (seen, 0, grid->seen->len * sizeof (guint));
      grid->query = 1;
    }
  for (int j = j0; j <= j1; j++)
    for (int i = i0; i <= i1; i++)
      {
        GArray *cell = grid->cells[(gsize) j * grid->nx + i];

        for (guint k = 0; cell != NULL && k < cell->len; k++)
          {
            guint item = g_array_index (cell, guint, k);

            if (seen[item] != grid->query)
              {
                seen[item] = grid->query;
                g_array_append_val (grid->near, item);
              }
          }
      }
  return grid->near;
}
