/* sand-reach-scratch.h: the solver's working arrays, kept per thread.
 *
 * A solve needs several arrays the size of the move's raster. Fresh ones would
 * fault in page by page on every solve (dragging a unit solves many times a
 * second), so each thread keeps its last ones and hands them to the next solve.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  gsize   n_cells;   /* what the per-cell arrays hold */
  guint8 *closed;    /* cleared by each solve, for its own cells */
  gint32 *mark;      /* never cleared: marks above next_mark are unused */
  gint32  next_mark;
  /* a later tier's own g, pivot and anchor (the first tier uses the field's) */
  float  *g;
  gint32 *pivot;
  guint8 *anchor;
  /* growable lists: the solver may renew them and stores them back */
  int    *list;
  int     list_cap;
  int    *next;
  int    *item;
  int     items_cap;
  int    *head;
  int     head_cap;
  /* per column of the raster, for the start's fill */
  double *cols;
  int     cols_cap;
} SandReachScratch;

/* This thread's scratch, grown to @n_cells, with room for marks up to at least
 * next_mark + 2^24. */
SandReachScratch *sand_reach_scratch_get     (gsize             n_cells);
/* The solve is done with it: a very large one is not kept. */
void              sand_reach_scratch_release (SandReachScratch *scratch);

G_END_DECLS
