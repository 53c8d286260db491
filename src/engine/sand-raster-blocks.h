/* sand-raster-blocks.h: memory for rasters, kept for the next of a like size.
 *
 * Snapshots and fields are made afresh for every step of a drag, each with
 * rasters of a few bytes a cell. Freed, their memory goes back to the system
 * and the next one's faults in again page by page, which costs as much as
 * solving a short move. Blocks given back here are handed to the next raster
 * of a like size instead, their pages in already.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <string.h>

G_BEGIN_DECLS

/* A block of at least @size bytes, uninitialised; *@got receives its size, to
 * give it back with. It may also be freed with g_free(). */
gpointer sand_raster_block_take (gsize    size,
                                 gsize   *got);
/* Keeps @mem (@size bytes, from sand_raster_block_take()) for the next raster,
 * or frees it. */
void     sand_raster_block_give (gpointer mem,
                                 gsize    size);

/* Sets @n floats from @v to @value: a few copies of ever larger runs, as a
 * loop storing one float at a time runs at a quarter of memcpy()'s speed. */
static inline void
sand_raster_fill_float (float *v,
                        gsize  n,
                        float  value)
{
  gsize done = MIN (n, 16);

  for (gsize c = 0; c < done; c++)
    v[c] = value;
  for (; done < n; done *= 2)
    memcpy (v + done, v, sizeof (float) * MIN (done, n - done));
}

G_END_DECLS
