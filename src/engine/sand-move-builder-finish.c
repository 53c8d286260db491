/* sand-move-builder-finish.c: from a painted builder to a snapshot the solver
 * reads: zones of control marked, kinds merged into grounds, obstacle lists per
 * cell and the worst-terrain tiers present.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-move-builder-private.h"
#include "sand-raster-blocks.h"

/* The ground flag has done its work: kinds that differ only by it become one, so
 * a paved road and open ground of the same speed are uniform ground. */
static void
merge_ground_kinds (SandMoveSnapshot *s)
{
  guint nk = s->kinds->len;
  g_autofree guint16 *to = g_new (guint16, nk);
  gboolean any = FALSE;
  gsize n = (gsize) s->width * s->height;

  for (guint k = 0; k < nk; k++)
    {
      SandCellKind *kind = &g_array_index (s->kinds, SandCellKind, k);
      any |= (kind->effect.flags & SAND_MOVE_GROUND) != 0;
      kind->effect.flags &= ~SAND_MOVE_GROUND;
    }
  if (!any)
    return;
  any = FALSE;
  for (guint k = 0; k < nk; k++)
    {
      to[k] = (guint16) k;
      for (guint m = 0; m < k; m++)
        if (sand_move_effect_equal (&g_array_index (s->kinds, SandCellKind, m).effect,
                                    &g_array_index (s->kinds, SandCellKind, k).effect))
          {
            to[k] = to[m];
            any = TRUE;
            break;
          }
    }
  /* no two kinds became one: the raster stays as it is */
  if (!any)
    return;
  for (gsize c = 0; c < n; c++)
    s->kind[c] = to[s->kind[c]];
}

/* Kinds that differ only in what does not change a path through them (their
 * reason, may-not-end, a level nobody pays to change) are one ground. */
static gboolean
same_ground (const SandCellKind *a,
             const SandCellKind *b,
             gboolean            levels)
{
  guint mask = ~(guint) SAND_MOVE_NO_END;

  return a->cost == b->cost && a->effect.tier == b->effect.tier && a->effect.extra == b->effect.extra
         && (a->effect.flags & mask) == (b->effect.flags & mask)
         && (!levels || a->effect.level == b->effect.level);
}

static void
find_grounds (SandMoveSnapshot *s)
{
  guint nk = s->kinds->len;
  gboolean levels = !sand_move_effect_is_clear (&s->level_up) || !sand_move_effect_is_clear (&s->level_down);

  s->ground = g_new (guint16, nk);
  for (guint k = 0; k < nk; k++)
    {
      s->ground[k] = (guint16) k;
      for (guint m = 0; m < k; m++)
        if (same_ground (&g_array_index (s->kinds, SandCellKind, m), &g_array_index (s->kinds, SandCellKind, k), levels))
          {
            s->ground[k] = s->ground[m];
            break;
          }
    }

  /* Where only one way between levels costs something, a leg still goes the
   * other way as over one ground: straight down from a hill slow to climb. */
  gboolean up = sand_move_effect_is_clear (&s->level_up), down = sand_move_effect_is_clear (&s->level_down);
  if (!levels || !(up || down))
    return;
  for (guint a = 0; a < nk; a++)
    for (guint b = 0; b < nk; b++)
      {
        const SandCellKind *ka = &g_array_index (s->kinds, SandCellKind, a);
        const SandCellKind *kb = &g_array_index (s->kinds, SandCellKind, b);
        if (s->ground[a] != a || s->ground[b] != b || a == b || !same_ground (ka, kb, FALSE)
            || !(kb->effect.level > ka->effect.level ? up : kb->effect.level < ka->effect.level && down))
          continue;
        if (s->ground_onto == NULL)
          s->ground_onto = g_new0 (guint8, (gsize) nk * nk);
        s->ground_onto[(gsize) a * nk + b] = 1;
      }
}

/* Calls @fn for each cell a segment may touch (every cell its thickened bounding
 * run crosses, row by row). */
static void
for_cells_near_segment (SandMoveSnapshot *s,
                        double            ax,
                        double            ay,
                        double            bx,
                        double            by,
                        double            margin,
                        void            (*fn) (SandMoveSnapshot *, int, int, gpointer),
                        gpointer          data)
{
  double ylo = MIN (ay, by) - margin, yhi = MAX (ay, by) + margin;
  int j0 = MAX (0, (int) floor ((ylo - s->y0) / s->cell));
  int j1 = MIN (s->height - 1, (int) floor ((yhi - s->y0) / s->cell));

  for (int j = j0; j <= j1; j++)
    {
      double r0 = MAX (ylo, s->y0 + j * s->cell), r1 = MIN (yhi, s->y0 + (j + 1) * s->cell);
      double xlo, xhi;

      if (fabs (by - ay) < 1e-12)
        {
          xlo = MIN (ax, bx);
          xhi = MAX (ax, bx);
        }
      else
        {
          double ta = CLAMP ((r0 - ay) / (by - ay), 0, 1), tb = CLAMP ((r1 - ay) / (by - ay), 0, 1);
          double xa = ax + ta * (bx - ax), xb = ax + tb * (bx - ax);
          xlo = MIN (xa, xb);
          xhi = MAX (xa, xb);
        }
      int i0 = MAX (0, (int) floor ((xlo - margin - s->x0) / s->cell));
      int i1 = MIN (s->width - 1, (int) floor ((xhi + margin - s->x0) / s->cell));
      for (int i = i0; i <= i1; i++)
        fn (s, j * s->width + i, 0, data);
    }
}

typedef struct
{
  int  item;
  int *count;   /* counting pass when fill is NULL */
  int *fill;
} ObstPass;

static void
obst_visit (SandMoveSnapshot *s,
            int               c,
            int               unused,
            gpointer          data)
{
  ObstPass *pass = data;

  if (pass->fill == NULL)
    pass->count[c]++;
  else
    s->obst[pass->fill[c]++] = pass->item;
}

static void
obst_pass (SandMoveSnapshot *s,
           ObstPass         *pass)
{
  double eps = s->cell * 1e-3;

  for (guint k = 0; k < s->lines->len; k++)
    {
      SandMoveLine *l = &g_array_index (s->lines, SandMoveLine, k);
      pass->item = (int) k;
      for_cells_near_segment (s, l->ax, l->ay, l->bx, l->by, eps, obst_visit, pass);
    }
  for (guint k = 0; k < s->discs->len; k++)
    {
      SandMoveDisc *d = &g_array_index (s->discs, SandMoveDisc, k);
      /* the cells of its bounding box, a rectangle's turned to its facing */
      double mx = d->r + d->hw * fabs (d->ax) + d->hd * fabs (d->ay) + 1.5 * s->cell;
      double my = d->r + d->hw * fabs (d->ay) + d->hd * fabs (d->ax) + 1.5 * s->cell;
      int i0 = MAX (0, (int) floor ((d->x - mx - s->x0) / s->cell));
      int i1 = MIN (s->width - 1, (int) floor ((d->x + mx - s->x0) / s->cell));
      int j0 = MAX (0, (int) floor ((d->y - my - s->y0) / s->cell));
      int j1 = MIN (s->height - 1, (int) floor ((d->y + my - s->y0) / s->cell));
      pass->item = -1 - (int) k;
      for (int j = j0; j <= j1; j++)
        for (int i = i0; i <= i1; i++)
          obst_visit (s, j * s->width + i, 0, pass);
    }
}

static void
add_tier (GArray *tiers,
          double  tier,
          double  allowance)
{
  if (tier <= 0 || tier >= allowance)
    return;
  for (guint k = 0; k < tiers->len; k++)
    if (g_array_index (tiers, double, k) == tier)
      return;
  g_array_append_val (tiers, tier);
}

static int
cmp_double_desc (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x < y) - (x > y);
}

/* The cells a move may not end on, gathered in the pass over every cell: the
 * array grown by doubling, not a call per cell, and cut to its length at the
 * end. */
typedef struct
{
  GArray *cells;
  gint32 *data;
  gsize   len;
  gsize   cap;
} NoEnd;

static G_NO_INLINE void
no_end_grow (NoEnd *e)
{
  e->cap = MAX (256, 2 * e->cap);
  g_array_set_size (e->cells, (guint) e->cap);
  e->data = (gint32 *) (void *) e->cells->data;
}

static inline void
no_end_add (NoEnd *e,
            gsize  c)
{
  if (G_UNLIKELY (e->len == e->cap))
    no_end_grow (e);
  e->data[e->len++] = (gint32) c;
}

SandMoveSnapshot *
sand_move_builder_finish (SandMoveBuilder *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  sand_move_builder_paint_zocs (self);

  SandMoveSnapshot *s = g_steal_pointer (&self->snap);
  gsize n = (gsize) s->width * s->height;
  ObstPass pass = { 0 };

  sand_move_builder_free (self);
  merge_ground_kinds (s);
  find_grounds (s);

  /* Obstacle lists, compressed by rows: count, prefix-sum, fill. The counts
   * go two places on, so that the sums leave each cell's start one place on,
   * where the fill moves it on to the cell's end: the offsets are their own
   * cursors. The pass that sums also says each cell's ground and which kinds
   * some cell has. With no lines or discs at all (open ground) there is
   * nothing to count. */
  guint8 *used = g_new0 (guint8, MAX (s->kinds->len, s->lines->len));
  gboolean listed = s->lines->len > 0 || s->discs->len > 0;
  /* the kinds a move may not end on, and the cells of them (the display of
   * a map painted in place masks just those) */
  g_autofree guint8 *no_end = g_new0 (guint8, s->kinds->len);
  for (guint k = 0; k < s->kinds->len; k++)
    no_end[k] = (g_array_index (s->kinds, SandCellKind, k).effect.flags & (SAND_MOVE_NO_END | SAND_MOVE_BLOCKED))
                == SAND_MOVE_NO_END;
  NoEnd ends = { g_array_new (FALSE, FALSE, sizeof (gint32)), NULL, 0, 0 };
  s->no_end_cells = ends.cells;
  s->obst_start = sand_raster_block_take ((sizeof (int) + sizeof (guint16)) * n + 2 * sizeof (int), &s->obst_block);
  s->cell_ground = (guint16 *) (s->obst_start + n + 2);
  if (listed)
    {
      memset (s->obst_start, 0, sizeof (int) * (n + 2));
      pass.count = s->obst_start + 2;
      obst_pass (s, &pass);
    }
  {
    /* in locals, and the sum in a register: the stores to @used could alias
     * the snapshot, and a sum kept in the raster waits on its own store */
    const guint16 *kind = s->kind, *ground = s->ground;
    guint16 *cell_ground = s->cell_ground;
    int *os = s->obst_start, sum = 0;

    if (!listed)
      {
        /* every cell's list starts and ends at 0: a plain clear, and a loop
         * that stores nothing else is much the quicker */
        memset (os, 0, sizeof (int) * (n + 1));
        for (gsize c = 0; c < n; c++)
          {
            guint16 k = kind[c];

            cell_ground[c] = ground[k];
            used[k] = 1;
            if (G_UNLIKELY (no_end[k]))
              no_end_add (&ends, c);
          }
      }
    else
      {
        os[0] = 0;
        for (gsize c = 0; c < n; c++)
          {
            guint16 k = kind[c];
            int count = os[c + 2];

            cell_ground[c] = count == 0 ? ground[k] : SAND_GROUND_LISTED;
            os[c + 1] = sum;
            sum += count;
            used[k] = 1;
            if (G_UNLIKELY (no_end[k]))
              no_end_add (&ends, c);
          }
      }
    g_array_set_size (ends.cells, (guint) ends.len);
    s->obst = g_new (int, MAX (1, sum));
    if (sum > 0)
      {
        pass.fill = os + 1;
        obst_pass (s, &pass);
      }
  }

  /* Worst-terrain tiers present in this snapshot: of ground some cell has and
   * lines near some cell. A tier nothing in reach sets would be solved for
   * nothing: it allows the same ground as the tier above it, with less. */
  GArray *tiers = g_array_new (FALSE, FALSE, sizeof (double));
  g_array_append_val (tiers, s->allowance);
  int level = G_MININT;
  gboolean levels = FALSE;
  for (guint k = 0; k < s->kinds->len; k++)
    if (used[k])
      {
        const SandMoveEffect *e = &g_array_index (s->kinds, SandCellKind, k).effect;
        add_tier (tiers, e->tier, s->allowance);
        levels |= level != G_MININT && e->level != level;
        level = e->level;
      }
  s->kind_used = g_memdup2 (used, s->kinds->len);
  memset (used, 0, MAX (s->kinds->len, s->lines->len));
  for (int k = 0; k < s->obst_start[n]; k++)
    if (s->obst[k] >= 0)
      used[s->obst[k]] = 1;
  for (guint k = 0; k < s->lines->len; k++)
    if (used[k])
      add_tier (tiers, g_array_index (s->lines, SandMoveLine, k).crossing.tier, s->allowance);
  /* stepping up or down only where the raster holds more than one level */
  if (levels)
    {
      add_tier (tiers, s->level_up.tier, s->allowance);
      add_tier (tiers, s->level_down.tier, s->allowance);
    }
  /* Climbing a floor needs no tier of its own: the ground any tier at or above
   * its tier allows is the ground it allows, as no ground with a tier in between
   * is in reach (sand-reach-floors.c) */
  g_array_sort (tiers, cmp_double_desc);
  sand_move_builder_floor_tiers (s, tiers);
  s->n_tiers = tiers->len;
  s->tiers = (double *) (void *) g_array_free (tiers, FALSE);
  g_free (used);

  return s;
}
