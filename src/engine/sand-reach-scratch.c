/* sand-reach-scratch.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-reach-scratch.h"

/* Above this a thread gives its arrays back (a full table at a very fine cell). */
#define KEEP_MAX_CELLS (4 * 1024 * 1024)

/* The arrays sized by the raster, not the lists. */
static void
free_cell_arrays (SandReachScratch *s)
{
  g_free (s->closed);
  g_free (s->mark);
  g_free (s->g);
  g_free (s->pivot);
  g_free (s->anchor);
}

static void
scratch_free (gpointer data)
{
  SandReachScratch *s = data;

  if (s == NULL)
    return;
  free_cell_arrays (s);
  g_free (s->list);
  g_free (s->next);
  g_free (s->item);
  g_free (s->head);
  g_free (s->cols);
  g_free (s);
}

static GPrivate scratch_key = G_PRIVATE_INIT (scratch_free);

SandReachScratch *
sand_reach_scratch_get (gsize n_cells)
{
  SandReachScratch *s = g_private_get (&scratch_key);

  if (s == NULL)
    {
      s = g_new0 (SandReachScratch, 1);
      g_private_set (&scratch_key, s);
    }
  if (s->n_cells < n_cells)
    {
      free_cell_arrays (s);
      s->closed = g_new (guint8, n_cells);
      s->mark = g_new0 (gint32, n_cells);
      s->next_mark = 0;
      s->g = g_new (float, n_cells);
      s->pivot = g_new (gint32, n_cells);
      s->anchor = g_new (guint8, n_cells);
      s->n_cells = n_cells;
    }
  if (s->next_mark > G_MAXINT32 - (1 << 24))
    {
      memset (s->mark, 0, sizeof (gint32) * s->n_cells);
      s->next_mark = 0;
    }
  return s;
}

void
sand_reach_scratch_release (SandReachScratch *s)
{
  if (s->n_cells > KEEP_MAX_CELLS)
    g_private_replace (&scratch_key, NULL);
}
