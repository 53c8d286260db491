/* sand-reach-obstacles.c: one tier's obstacles as geometry, and the vertices a
 * shortest path among them may turn at.
 *
 * Blocked cells are closed squares, as a straight leg (the field's leg test)
 * meets them: a leg that touches one, even at a corner, does not go. Their
 * convex corners (one blocked cell of the four round a grid point) are
 * vertices. A line the tier may not cross is a segment broken at its doors,
 * each end a vertex on every side it can be passed round; an enemy's zone a
 * disc or rounded rectangle, its rim drawn round by a polygon of vertices
 * just outside it. Vertices stand a hair off the obstacle, so that every leg
 * from one is tested clear of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "sand-reach-map-private.h"

static inline gboolean
tier_blocks (double tier,
             double budget)
{
  return tier > 0 && tier < budget - 1e-9;
}

#ifdef __SSE2__
#define MAX_LISTED 12

/* The bits of 64 cells from @kind whose kind is one of the @n in @list. */
static inline guint64
listed_word (const guint16 *kind,
             const guint16 *list,
             int            n)
{
  guint64 bits = 0;

  for (int q = 0; q < 4; q++)
    {
      __m128i a = _mm_loadu_si128 ((const __m128i *) (const void *) (kind + 16 * q));
      __m128i b = _mm_loadu_si128 ((const __m128i *) (const void *) (kind + 16 * q + 8));
      __m128i ma = _mm_setzero_si128 (), mb = _mm_setzero_si128 ();
      for (int k = 0; k < n; k++)
        {
          __m128i v = _mm_set1_epi16 ((short) list[k]);
          ma = _mm_or_si128 (ma, _mm_cmpeq_epi16 (a, v));
          mb = _mm_or_si128 (mb, _mm_cmpeq_epi16 (b, v));
        }
      bits |= (guint64) (guint16) _mm_movemask_epi8 (_mm_packs_epi16 (ma, mb)) << (16 * q);
    }
  return bits;
}
#endif

/* Fills the bitset of blocked cells over the box; FALSE when a passable kind
 * some cell has costs other than the rest. */
static gboolean
paint_blocked (SandReachObstacles     *o,
               const SandMoveSnapshot *s,
               const guint8           *kblocked,
               double                 *cost,
               int                    *level)
{
  guint nk = s->kinds->len;
  gboolean any = FALSE;

  *cost = -1;
  *level = G_MININT;
  for (guint k = 0; k < nk; k++)
    {
      const SandCellKind *kind = &g_array_index (s->kinds, SandCellKind, k);
      if (s->kind_used != NULL && !s->kind_used[k])
        continue;
      if (kblocked[k])
        {
          any = TRUE;
          continue;
        }
      if (*cost >= 0 && kind->cost != *cost)
        return FALSE;
      *cost = kind->cost;
      /* two levels are met: only free steps between them are drawn */
      if (*level != G_MININT && *level != kind->effect.level)
        *level = G_MAXINT;
      else if (*level == G_MININT)
        *level = kind->effect.level;
    }
  if (!any)
    return TRUE;
#ifdef __SSE2__
  /* a few blocked kinds, as most tables have: compared sixteen cells at a time */
  guint16 list[MAX_LISTED];
  int n_list = 0;
  for (guint k = 0; k < nk && n_list <= MAX_LISTED; k++)
    if (kblocked[k] && (s->kind_used == NULL || s->kind_used[k]))
      {
        if (n_list < MAX_LISTED)
          list[n_list] = (guint16) k;
        n_list++;
      }
#endif
  for (int j = o->box[1]; j <= o->box[3]; j++)
    {
      const guint16 *kind = s->kind + (gsize) j * s->width;
      guint64 *row = o->blocked + (gsize) j * o->words;
      /* a word at a time, built in a register */
      for (int i = o->box[0]; i <= o->box[2];)
        {
          int end = MIN (o->box[2], (i | 63));
          guint64 bits = 0;
#ifdef __SSE2__
          if (n_list <= MAX_LISTED && (i & 63) == 0 && end == i + 63)
            {
              bits = listed_word (kind + i, list, n_list);
              i = end + 1;
            }
          else if ((i & 63) == 0 && end == i + 63)
            {
              /* many blocked kinds (enemies' zones are kinds too): looked
               * up a byte a cell, then packed sixteen at a time */
              guint8 b[64];
#pragma GCC unroll 16
              for (int q = 0; q < 64; q++)
                b[q] = kblocked[kind[i + q]];
              for (int q = 0; q < 4; q++)
                {
                  __m128i v = _mm_loadu_si128 ((const __m128i *) (const void *) (b + 16 * q));
                  bits |= (guint64) (guint16) ~_mm_movemask_epi8 (_mm_cmpeq_epi8 (v, _mm_setzero_si128 ())) << (16 * q);
                }
              i = end + 1;
            }
#endif
          for (; i <= end; i++)
            bits |= (guint64) kblocked[kind[i]] << (i & 63);
          row[(end >> 6)] = bits;
        }
    }
  return TRUE;
}

/* A step of level with effect @e is free in this tier. */
static gboolean
level_free (const SandMoveEffect *e,
            double                budget)
{
  return !(e->flags & SAND_MOVE_BLOCKED) && !tier_blocks (e->tier, budget) && e->extra == 0;
}

static gboolean
level_blocked (const SandMoveEffect *e,
               double                budget)
{
  return (e->flags & SAND_MOVE_BLOCKED) || tier_blocks (e->tier, budget);
}

/* Each free cell's level in the box, and each row's least and most; *@low
 * and *@high the table's. */
static void
paint_levels (SandReachObstacles     *o,
              const SandMoveSnapshot *s,
              int                    *low,
              int                    *high)
{
  g_autofree gint8 *klevel = g_new (gint8, s->kinds->len);

  for (guint k = 0; k < s->kinds->len; k++)
    klevel[k] = (gint8) CLAMP (g_array_index (s->kinds, SandCellKind, k).effect.level, -100, 100);
  o->level = g_new0 (gint8, (gsize) o->width * o->height);
  o->row_low = g_new0 (gint8, o->height);
  o->row_high = g_new0 (gint8, o->height);
  o->level_first = g_new0 (int, o->height + 1);
  g_autoptr (GArray) runs = g_array_new (FALSE, FALSE, sizeof (SandMapLevelRun));
  *low = G_MAXINT;
  *high = G_MININT;
  for (int j = 0; j < o->height; j++)
    {
      o->level_first[j] = (int) runs->len;
      if (j < o->box[1] || j > o->box[3])
        continue;
      const guint16 *kind = s->kind + (gsize) j * s->width;
      gint8 *row = o->level + (gsize) j * s->width, lo = 100, hi = -100;
      for (int i = o->box[0]; i <= o->box[2]; i++)
        {
          row[i] = klevel[kind[i]];
          lo = MIN (lo, row[i]), hi = MAX (hi, row[i]);
          if (!sand_map_blocked (o, i, j))
            *low = MIN (*low, row[i]), *high = MAX (*high, row[i]);
          if (i == o->box[0] || row[i] != row[i - 1])
            g_array_append_val (runs, ((SandMapLevelRun) { i, i, row[i] }));
          else
            g_array_index (runs, SandMapLevelRun, runs->len - 1).i1 = i;
        }
      o->row_low[j] = lo;
      o->row_high[j] = hi;
    }
  o->level_first[o->height] = (int) runs->len;
  o->level_runs = (SandMapLevelRun *) (void *) g_array_free (g_steal_pointer (&runs), FALSE);
  if (*low > *high)
    *low = *high = 0;
}

static void
add_segment (SandReachObstacles     *o,
             const SandMoveSnapshot *s,
             double                  ax,
             double                  ay,
             double                  bx,
             double                  by,
             gboolean                one_way)
{
  SandMapSegment seg = { (ax - s->x0) / s->cell, (ay - s->y0) / s->cell, (bx - s->x0) / s->cell,
                         (by - s->y0) / s->cell, one_way };

  g_array_append_val (o->segments, seg);
}

/* The parts of @line outside its openings, as segments. */
static void
add_line (SandReachObstacles     *o,
          const SandMoveSnapshot *s,
          const SandMoveLine     *line,
          gboolean                one_way)
{
  double dx = line->bx - line->ax, dy = line->by - line->ay, len2 = dx * dx + dy * dy;
  /* [from, to] along the line still to add, cut by each opening in turn */
  double cuts[64][2];
  int n = 1;

  cuts[0][0] = 0;
  cuts[0][1] = 1;
  for (guint k = 0; k < line->n_openings && len2 > 0; k++)
    {
      const SandMoveOpening *op = &g_array_index (s->openings, SandMoveOpening, line->first_opening + k);
      double t = ((op->x - line->ax) * dx + (op->y - line->ay) * dy) / len2;
      double ex = line->ax + t * dx - op->x, ey = line->ay + t * dy - op->y;
      double h2 = op->r * op->r - ex * ex - ey * ey;
      if (h2 <= 0)
        continue;
      double h = sqrt (h2 / len2), u0 = t - h, u1 = t + h;
      int m = 0;
      double out[64][2];
      for (int c = 0; c < n && m < 62; c++)
        {
          if (u1 <= cuts[c][0] || u0 >= cuts[c][1])
            {
              out[m][0] = cuts[c][0], out[m][1] = cuts[c][1], m++;
              continue;
            }
          if (u0 > cuts[c][0])
            out[m][0] = cuts[c][0], out[m][1] = u0, m++;
          if (u1 < cuts[c][1])
            out[m][0] = u1, out[m][1] = cuts[c][1], m++;
        }
      memcpy (cuts, out, sizeof (double) * 2 * m);
      n = m;
    }
  for (int c = 0; c < n; c++)
    add_segment (o, s, line->ax + cuts[c][0] * dx, line->ay + cuts[c][0] * dy, line->ax + cuts[c][1] * dx,
                 line->ay + cuts[c][1] * dy, one_way);
}

/* FALSE when a line costs something to cross in this tier, or takes the whole
 * move: the queue prices those. */
static gboolean
add_lines (SandReachObstacles     *o,
           const SandMoveSnapshot *s,
           double                  budget)
{
  for (guint k = 0; k < s->lines->len; k++)
    {
      const SandMoveLine *l = &g_array_index (s->lines, SandMoveLine, k);
      const SandMoveEffect *e = &l->crossing;
      if ((e->flags & SAND_MOVE_BLOCKED) || tier_blocks (e->tier, budget))
        add_line (o, s, l, (e->flags & SAND_MOVE_ONE_WAY) != 0);
      else if ((e->flags & SAND_MOVE_WHOLE_TURN) || e->extra != 0)
        return FALSE;
    }
  return TRUE;
}

static void
add_discs (SandReachObstacles     *o,
           const SandMoveSnapshot *s)
{
  for (guint k = 0; k < s->discs->len; k++)
    {
      const SandMoveDisc *d = &g_array_index (s->discs, SandMoveDisc, k);
      SandMapDisc m;

      /* padding and all: kept obstacles are compared byte for byte */
      memset (&m, 0, sizeof m);
      m.x = (d->x - s->x0) / s->cell, m.y = (d->y - s->y0) / s->cell, m.r = d->r / s->cell;
      m.hw = d->hw / s->cell, m.hd = d->hd / s->cell, m.ax = d->ax, m.ay = d->ay, m.item = (gint32) k;
      if (d->r > 0)
        g_array_append_val (o->discs, m);
    }
}

static void
mark_listed (SandReachObstacles *o,
             int                 i,
             int                 j)
{
  if (i >= 0 && j >= 0 && i < o->width && j < o->height)
    o->listed[(gsize) j * o->words + (i >> 6)] |= (guint64) 1 << (i & 63);
}

/* The cells a segment or a zone passes through, or touches. */
static void
mark_all_listed (SandReachObstacles *o)
{
  for (guint k = 0; k < o->segments->len; k++)
    {
      const SandMapSegment *g = &g_array_index (o->segments, SandMapSegment, k);
      int n = (int) ceil (4 * MAX (fabs (g->bx - g->ax), fabs (g->by - g->ay))) + 1;
      int last_i = G_MININT, last_j = G_MININT;
      /* samples a quarter cell apart, and the cells beside each (once for
       * the samples in one cell) */
      for (int m = 0; m <= n; m++)
        {
          double x = g->ax + (g->bx - g->ax) * m / n, y = g->ay + (g->by - g->ay) * m / n;
          int i = (int) floor (x), j = (int) floor (y);
          if (i == last_i && j == last_j)
            continue;
          last_i = i, last_j = j;
          for (int dj = -1; dj <= 1; dj++)
            for (int di = -1; di <= 1; di++)
              mark_listed (o, i + di, j + dj);
        }
    }
  for (guint k = 0; k < o->discs->len; k++)
    {
      const SandMapDisc *d = &g_array_index (o->discs, SandMapDisc, k);
      double ext = d->r + d->hw + d->hd + 1;
      int i0 = MAX (0, (int) floor (d->x - ext)), i1 = MIN (o->width - 1, (int) ceil (d->x + ext));
      int j0 = MAX (0, (int) floor (d->y - ext)), j1 = MIN (o->height - 1, (int) ceil (d->y + ext));
      /* the box's rows a word at a time */
      for (int j = j0; j <= j1 && i0 <= i1; j++)
        for (int w = i0 >> 6; w <= i1 >> 6; w++)
          {
            int a = MAX (i0, w * 64) - w * 64, b = MIN (i1, w * 64 + 63) - w * 64;
            guint64 bits = (b == 63 ? ~(guint64) 0 : (((guint64) 1 << (b + 1)) - 1)) & ~(((guint64) 1 << a) - 1);
            o->listed[(gsize) j * o->words + w] |= bits;
          }
    }
}

static void
add_corner (GArray *corners,
            double  x,
            double  y,
            double  b0,
            double  b1)
{
  SandMapCorner c = { x, y, b0, b1, -1, 0, -1 };

  g_array_append_val (corners, c);
}

/* Cell (i, j) ends a stretch of path on level @level: blocked, or (with
 * one-way levels; G_MAXINT: any level) higher, or lower, where the path goes
 * on only down. */
static inline gboolean
stops (const SandReachObstacles *o,
       int                       i,
       int                       j,
       int                       level)
{
  return sand_map_blocked (o, i, j) || (level != G_MAXINT && o->level[j * o->width + i] != level);
}

/* Grid point (X, Y) with exactly one cell round it that ends a stretch on
 * @level: a convex corner, kept when the cell it stands in is of that level.
 * Directions are those of the raster, y down. */
static void
grid_corner (const SandReachObstacles *o,
             GArray                   *corners,
             int                       X,
             int                       Y,
             int                       level)
{
  gboolean nw = stops (o, X - 1, Y - 1, level), ne = stops (o, X, Y - 1, level);
  gboolean sw = stops (o, X - 1, Y, level), se = stops (o, X, Y, level);
  double e = SAND_MAP_NUDGE;
  guint len = corners->len;

  if (nw + ne + sw + se != 1)
    return;
  if (se)
    add_corner (corners, X - e, Y - e, 0, G_PI / 2);
  else if (sw)
    add_corner (corners, X + e, Y - e, G_PI / 2, G_PI);
  else if (nw)
    add_corner (corners, X + e, Y + e, G_PI, 3 * G_PI / 2);
  else
    add_corner (corners, X - e, Y + e, 3 * G_PI / 2, 2 * G_PI);
  if (level != G_MAXINT)
    {
      SandMapCorner *c = &g_array_index (corners, SandMapCorner, len);
      int i = (int) floor (c->x), j = (int) floor (c->y);
      if (o->level[j * o->width + i] != level)
        g_array_set_size (corners, len);
    }
}

/* The columns of row @j where the level changes, appended to @xs. */
static void
level_ends (const SandReachObstacles *o,
            int                       j,
            GArray                   *xs)
{
  if (j < o->box[1] || j > o->box[3] || o->row_low[j] == o->row_high[j])
    return;
  const gint8 *row = o->level + (gsize) j * o->width;
  for (int i = o->box[0] + 1; i <= o->box[2]; i++)
    if (row[i] != row[i - 1])
      g_array_append_val (xs, i);
}

/* The ends of runs of blocked cells in row @j, as grid columns (a run [a, b]
 * gives a and b + 1), appended to @xs. */
static void
run_ends (const SandReachObstacles *o,
          int                       j,
          GArray                   *xs)
{
  if (j < o->box[1] || j > o->box[3])
    return;
  const guint64 *row = o->blocked + (gsize) j * o->words;
  gboolean in = FALSE;
  for (int w = 0; w < o->words; w++)
    {
      guint64 bits = row[w];
      /* each change from free to blocked or back along the row is a run's end */
      guint64 prev = (bits << 1) | (w > 0 ? row[w - 1] >> 63 : 0);
      guint64 change = bits ^ prev;
      while (change)
        {
          int b = __builtin_ctzll (change);
          int x = w * 64 + b;
          if (x <= o->width)
            g_array_append_val (xs, x);
          change &= change - 1;
        }
      in = (bits >> 63) & 1;
    }
  if (in && o->words * 64 == o->width)
    g_array_append_val (xs, o->width);
}

static int
cmp_int (gconstpointer a,
         gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

/* The convex corners of the blocked cells; with one-way levels, on each level
 * those of the cells that end a stretch there (blocked, higher or lower). */
static void
add_grid_corners (SandReachObstacles *o,
                  GArray             *corners,
                  int                 low,
                  int                 high)
{
  g_autoptr (GArray) xs = g_array_new (FALSE, FALSE, sizeof (int));

  for (int Y = o->box[1]; Y <= o->box[3] + 1; Y++)
    {
      g_array_set_size (xs, 0);
      run_ends (o, Y - 1, xs);
      run_ends (o, Y, xs);
      if (o->level != NULL)
        {
          /* a corner has cells of two kinds on one side of it at least */
          level_ends (o, Y - 1, xs);
          level_ends (o, Y, xs);
        }
      g_array_sort (xs, cmp_int);
      for (guint k = 0; k < xs->len; k++)
        {
          int X = g_array_index (xs, int, k);
          if (k > 0 && X == g_array_index (xs, int, k - 1))
            continue;
          if (o->level == NULL)
            grid_corner (o, corners, X, Y, G_MAXINT);
          else
            for (int level = low; level <= high; level++)
              grid_corner (o, corners, X, Y, level);
        }
    }
}

static int
cmp_double (gconstpointer a,
            gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* The ends of the segments: at each, the directions of the segments that meet
 * there (an end, or passing through) leave gaps; a path turns round the point
 * in each gap of half a turn or more. */
static void
add_segment_ends (SandReachObstacles *o,
                  GArray             *corners)
{
  guint n = o->segments->len;
  const SandMapSegment *seg = (const SandMapSegment *) (void *) o->segments->data;
  g_autoptr (GArray) dirs = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) done = g_array_new (FALSE, FALSE, sizeof (double));
  const double tol = 1e-7;

  for (guint k = 0; k < 2 * n; k++)
    {
      double px = k & 1 ? seg[k / 2].bx : seg[k / 2].ax, py = k & 1 ? seg[k / 2].by : seg[k / 2].ay;
      gboolean seen = FALSE;
      for (guint m = 0; m + 1 < done->len && !seen; m += 2)
        seen = fabs (g_array_index (done, double, m) - px) < tol && fabs (g_array_index (done, double, m + 1) - py) < tol;
      if (seen)
        continue;
      g_array_append_val (done, px);
      g_array_append_val (done, py);
      g_array_set_size (dirs, 0);
      for (guint m = 0; m < n; m++)
        {
          const SandMapSegment *q = &seg[m];
          double len = hypot (q->bx - q->ax, q->by - q->ay);
          if (len < tol)
            continue;
          gboolean at_a = hypot (q->ax - px, q->ay - py) < tol, at_b = hypot (q->bx - px, q->by - py) < tol;
          double ang = atan2 (q->by - q->ay, q->bx - q->ax);
          if (at_a || at_b)
            {
              double a = at_a ? ang : ang + G_PI;
              g_array_append_val (dirs, a);
              continue;
            }
          /* passing through the point */
          double t = ((px - q->ax) * (q->bx - q->ax) + (py - q->ay) * (q->by - q->ay)) / (len * len);
          if (t > 0 && t < 1 && fabs ((px - q->ax) * (q->by - q->ay) - (py - q->ay) * (q->bx - q->ax)) / len < tol)
            {
              double a = ang, b = ang + G_PI;
              g_array_append_val (dirs, a);
              g_array_append_val (dirs, b);
            }
        }
      for (guint m = 0; m < dirs->len; m++)
        {
          double *a = &g_array_index (dirs, double, m);
          *a = fmod (*a, 2 * G_PI);
          if (*a < 0)
            *a += 2 * G_PI;
        }
      g_array_sort (dirs, cmp_double);
      for (guint m = 0; m < dirs->len; m++)
        {
          double a = g_array_index (dirs, double, m);
          double b = m + 1 < dirs->len ? g_array_index (dirs, double, m + 1) : g_array_index (dirs, double, 0) + 2 * G_PI;
          if (b - a < G_PI - 1e-9)
            continue;
          double mid = (a + b) / 2;
          /* the obstacle is the rest of the turn, from b round to a */
          add_corner (corners, px + SAND_MAP_NUDGE * cos (mid), py + SAND_MAP_NUDGE * sin (mid), b, a + 2 * G_PI);
        }
    }
}

/* How many vertices a quarter of a zone's rim gets: a path round a quarter of
 * it is then too long by at most about 0.323 r / m² (the polygon's sides
 * against the arc), kept under a tenth of a cell and a hundredth of an inch. */
static int
rim_steps (double r,
           double cell)
{
  double tol = MIN (0.1, 0.01 / cell);
  return CLAMP ((int) ceil (sqrt (0.323 * r / tol)), 2, 64);
}

/* Vertices round each zone: a polygon just outside it, each vertex turning
 * round the zone as it sees it. */
static void
add_disc_rims (SandReachObstacles     *o,
               const SandMoveSnapshot *s,
               GArray                 *corners)
{
  for (guint k = 0; k < o->discs->len; k++)
    {
      const SandMapDisc *d = &g_array_index (o->discs, SandMapDisc, k);
      int m = rim_steps (d->r, s->cell);
      double step = G_PI / 2 / m, out = d->r / cos (step / 2) * (1 + 1e-6) + SAND_MAP_NUDGE;
      for (int q = 0; q < 4; q++)
        {
          /* the rectangle's corner this quarter turns round, in the zone's frame */
          double cu = q == 0 || q == 3 ? d->hw : -d->hw, cv = q < 2 ? d->hd : -d->hd;
          double cx = d->x + cu * d->ax + cv * d->ay, cy = d->y + cu * d->ay - cv * d->ax;
          for (int i = 0; i < m; i++)
            {
              /* the outward direction, in the zone's frame, then the raster's */
              double phi = q * G_PI / 2 + (i + 0.5) * step;
              double u = cos (phi), v = sin (phi);
              double ox = u * d->ax + v * d->ay, oy = u * d->ay - v * d->ax;
              double x = cx + out * ox, y = cy + out * oy;
              /* the zone seen from there: toward its middle, to either side as far
               * as the rectangle's corners' discs reach */
              double c = atan2 (d->y - y, d->x - x), lo = 0, hi = 0;
              for (int e = 0; e < 4; e++)
                {
                  double eu = e & 1 ? d->hw : -d->hw, ev = e & 2 ? d->hd : -d->hd;
                  double ex = d->x + eu * d->ax + ev * d->ay - x, ey = d->y + eu * d->ay - ev * d->ax - y;
                  double rho = hypot (ex, ey), a = atan2 (ey, ex) - c, half = asin (MIN (1.0, d->r / rho));
                  a = remainder (a, 2 * G_PI);
                  lo = MIN (lo, a - half);
                  hi = MAX (hi, a + half);
                }
              add_corner (corners, x, y, c + lo, c + hi);
              g_array_index (corners, SandMapCorner, corners->len - 1).zone = (gint32) k;
            }
        }
    }
}

/* Row then x: the cell's index orders rows, x orders a row. */
static int
cmp_corner_place (gconstpointer a,
                  gconstpointer b,
                  gpointer      data)
{
  const SandMapCorner *p = a, *q = b;
  int w = GPOINTER_TO_INT (data), rp = p->cell / w, rq = q->cell / w;

  if (rp != rq)
    return rp - rq;
  return (p->x > q->x) - (p->x < q->x);
}

/* Keeps the vertices in free cells of the box, indexed by row. */
static void
index_corners (SandReachObstacles *o,
               GArray             *corners)
{
  guint n = 0;

  for (guint k = 0; k < corners->len; k++)
    {
      SandMapCorner *c = &g_array_index (corners, SandMapCorner, k);
      if (!(c->x >= o->box[0] && c->y >= o->box[1] && c->x < o->box[2] + 1 && c->y < o->box[3] + 1))
        continue;
      int i = (int) floor (c->x), j = (int) floor (c->y);
      if (sand_map_blocked (o, i, j))
        continue;
      c->cell = j * o->width + i;
      c->level = sand_map_level (o, c->cell);
      g_array_index (corners, SandMapCorner, n++) = *c;
    }
  g_array_set_size (corners, n);
  g_array_sort_with_data (corners, cmp_corner_place, GINT_TO_POINTER (o->width));
  o->row_first = g_new0 (int, o->height + 1);
  for (guint k = 0; k < n; k++)
    o->row_first[g_array_index (corners, SandMapCorner, k).cell / o->width + 1]++;
  for (int j = 0; j < o->height; j++)
    o->row_first[j + 1] += o->row_first[j];
  o->n_corners = (int) n;
  o->corners = (SandMapCorner *) (void *) g_array_free (g_steal_pointer (&corners), FALSE);
}

SandReachObstacles *
sand_reach_obstacles_new (const SandMoveSnapshot *s,
                          double                  budget,
                          const guint8           *kblocked,
                          const int              *box,
                          gboolean                this_start)
{
  double cost;
  int level;

  if (s->zoc != NULL || s->straight)
    return NULL;

  SandReachObstacles *o = g_new0 (SandReachObstacles, 1);
  o->ref_count = 1;
  o->width = s->width;
  o->height = s->height;
  o->words = (s->width + 63) / 64;
  o->blocked = g_new0 (guint64, (gsize) o->words * s->height);
  memcpy (o->box, box, sizeof o->box);
  o->segments = g_array_new (FALSE, FALSE, sizeof (SandMapSegment));
  o->discs = g_array_new (FALSE, FALSE, sizeof (SandMapDisc));
  gboolean one_way = FALSE;
  if (paint_blocked (o, s, kblocked, &cost, &level) && add_lines (o, s, budget))
    {
      /* levels met that cost to change: drawn when going up is barred and
       * going down free, else left to the queue */
      one_way = level == G_MAXINT && !(level_free (&s->level_up, budget) && level_free (&s->level_down, budget));
      if (one_way && !(level_blocked (&s->level_up, budget) && level_free (&s->level_down, budget)))
        cost = -2;
    }
  else
    cost = -2;
  if (cost == -2)
    {
      sand_reach_obstacles_unref (o);
      return NULL;
    }
  o->unit = (cost > 0 ? cost : 1) * s->cell;
  /* a unit that may not move from where it stands (a double begun in woods)
   * needs no geometry: half a threat map's moves of such units cost as much
   * as their corners did */
  int s0 = sand_reach_map_start_cell (s);
  if (this_start && sand_map_blocked (o, s0 % s->width, s0 / s->width))
    {
      o->row_first = g_new0 (int, o->height + 1);
      return o;
    }
  add_discs (o, s);
  o->listed = g_new0 (guint64, (gsize) o->words * s->height);
  mark_all_listed (o);

  int low = 0, high = 0;
  if (one_way)
    paint_levels (o, s, &low, &high);
  GArray *corners = g_array_new (FALSE, FALSE, sizeof (SandMapCorner));
  add_grid_corners (o, corners, low, high);
  add_segment_ends (o, corners);
  add_disc_rims (o, s, corners);
  index_corners (o, corners);
  return o;
}

SandReachObstacles *
sand_reach_obstacles_ref (SandReachObstacles *o)
{
  g_atomic_int_inc (&o->ref_count);
  return o;
}

void
sand_reach_obstacles_unref (SandReachObstacles *o)
{
  if (o == NULL || !g_atomic_int_dec_and_test (&o->ref_count))
    return;
  g_free (o->blocked);
  g_free (o->listed);
  g_array_unref (o->segments);
  g_array_unref (o->discs);
  g_free (o->corners);
  g_free (o->row_first);
  g_free (o->level);
  g_free (o->row_low);
  g_free (o->row_high);
  g_free (o->level_runs);
  g_free (o->level_first);
  g_free (o);
}

gboolean
sand_reach_obstacles_equal (const SandReachObstacles *a,
                            const SandReachObstacles *b)
{
  gsize n = (gsize) a->width * a->height;

  return a->width == b->width && a->height == b->height && a->unit == b->unit
         && memcmp (a->box, b->box, sizeof a->box) == 0 && (a->level == NULL) == (b->level == NULL)
         && (a->level == NULL || memcmp (a->level, b->level, n) == 0)
         && memcmp (a->blocked, b->blocked, sizeof (guint64) * a->words * a->height) == 0
         && a->segments->len == b->segments->len && a->discs->len == b->discs->len
         && memcmp (a->segments->data, b->segments->data, sizeof (SandMapSegment) * a->segments->len) == 0
         && memcmp (a->discs->data, b->discs->data, sizeof (SandMapDisc) * a->discs->len) == 0;
}
