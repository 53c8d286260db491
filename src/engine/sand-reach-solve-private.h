/* sand-reach-solve-private.h: the solver's state for one tier, and what its
 * search (sand-reach-search.c) and fills (sand-reach-fill.c) share; the small
 * helpers are inline, as both call them for every cell.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <math.h>

#include "sand-reach-field-private.h"
#include "sand-reach-scratch.h"

G_BEGIN_DECLS

/* A fill goes on through cells it sees but does not improve for this many
 * columns past the last it improves: where two pivots' regions meet, each
 * region's cells are no evidence for the other's, and slivers of one would
 * otherwise cut the other short (round an obstacle's end, say). */
#define FILL_SEE_ON 4

/* What a row (or a side of the band) reached: columns taken and seen. */
typedef struct _Span
{
  int lo;
  int hi;
  int seen_lo;
  int seen_hi;
  int n_taken;
} Span;

#define SPAN_EMPTY { G_MAXINT, -1, G_MAXINT, -1, 0 }

typedef struct
{
  int *v;
  int  n;
  int  cap;
} CellList;

typedef struct
{
  const SandMoveSnapshot *s;
  double                  budget;
  /* an improvement smaller than this is rounding (costs are kept as floats):
   * taking it would send the search back over cells already filled */
  double                  eps;
  /* per kind, for this tier */
  float                  *kcost;
  guint8                 *kblocked;
  int                    *klevel;
  gboolean                up_blocked;
  gboolean                down_blocked;
  /* per cell */
  float                  *g;
  gint32                 *pivot;
  guint8                 *anchor;
  gboolean                borrowed; /* g, pivot and anchor are the field's */
  SandReachScratch       *scratch;  /* where the other arrays come from */
  /* the cells this tier can reach, or read beside them: its working arrays are
   * set up, and it is merged, only over this box (inclusive) */
  int                     box[4];
  guint8                 *closed;
  /* filling a pivot's view without the queue */
  gint32                 *mark;    /* the last fill that listed the cell */
  gint32                  fill_id;
  gint32                  fill_seen; /* mark of cells the current fill sees, not improves */
  CellList                filled;  /* the current fill's seeds */
  struct _Span           *rows;    /* per row, what the current fill took there */
  gboolean                split_fill; /* the second thread is free to take half the start's fill */
  /* bucket queue */
  double                  width;
  int                     n_buckets;
  int                    *head;
  int                    *next;
  int                    *item;
  int                     n_items;
  int                     cap_items;
} Solve;

static inline double
dist (double dx,
      double dy)
{
  return sqrt (dx * dx + dy * dy);
}

static inline gboolean
tier_blocks (double tier,
             double budget)
{
  return tier > 0 && tier < budget - 1e-9;
}

static inline void
push (Solve *S,
      int    cur,
      int    c,
      float  g)
{
  int b = (int) (g / S->width);

  b = CLAMP (b, cur, S->n_buckets - 1);
  if (S->n_items == S->cap_items)
    {
      S->cap_items *= 2;
      S->next = g_renew (int, S->next, S->cap_items);
      S->item = g_renew (int, S->item, S->cap_items);
    }
  S->item[S->n_items] = c;
  S->next[S->n_items] = S->head[b];
  S->head[b] = S->n_items++;
}

static inline void
cell_centre (const SandMoveSnapshot *s,
             int                     c,
             double                 *x,
             double                 *y)
{
  *x = s->x0 + (c % s->width + 0.5) * s->cell;
  *y = s->y0 + (c / s->width + 0.5) * s->cell;
}

/* Cells of one ground are uniform for a straight leg, whatever their kinds. */
static inline guint16
ground_of (const SandMoveSnapshot *s,
           int                     c)
{
  return s->ground[s->kind[c]];
}

/* The pivot a cell hands on to the cells it reaches. */
static inline gint32
effective_pivot (const Solve *S,
                 int          c)
{
  return S->anchor[c] ? c : S->pivot[c];
}


static const int dirs[8][2] = {
  { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 }, { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 },
};

/* Where the cells left off by pivot @p could see from: the start point or the
 * centre of a cell, with the cost of getting there. */
static inline void
pivot_point (const Solve *S,
             gint32       p,
             int          s0,
             double      *px,
             double      *py,
             double      *gp,
             int         *pcell)
{
  if (p == SAND_REACH_FROM_START)
    {
      *px = S->s->start_x;
      *py = S->s->start_y;
      *gp = S->s->start_cost; /* coming down from an upper floor */
      *pcell = s0;
    }
  else
    {
      cell_centre (S->s, p, px, py);
      *gp = S->g[p];
      *pcell = p;
    }
}

static inline void
list_add (CellList *l,
          int       c)
{
  if (l->n == l->cap)
    {
      l->cap = MAX (256, l->cap * 2);
      l->v = g_renew (int, l->v, l->cap);
    }
  l->v[l->n++] = c;
}

/* Work handed to the solver's second thread (sand-reach.c), which calls @run. */
typedef struct _SandReachTask SandReachTask;
struct _SandReachTask
{
  void (*run) (SandReachTask *task);
};

/* sand-reach.c: FALSE when the task could not be handed over. */
gboolean sand_reach_second_thread_push (SandReachTask *task);

/* sand-reach-search.c */
gboolean sand_reach_can_inherit  (const Solve  *S,
                                  int           n,
                                  int           ni,
                                  int           nj,
                                  int           p,
                                  int           pcell,
                                  double        px,
                                  double        py,
                                  double        nx,
                                  double        ny,
                                  gboolean      walk);
gboolean sand_reach_solve_tier   (Solve        *S,
                                  GCancellable *cancellable);

/* sand-reach-fill.c */
void     sand_reach_fill_from    (Solve        *S,
                                  int           cur,
                                  int           s0,
                                  gint32        p);

G_END_DECLS
