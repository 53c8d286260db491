/* sand-reach-cast.c: what one source sees, row by row.
 *
 * The rows below the source and those above are two halves, each walked
 * outward. In a half a ray from the source (vx, vy) is its slope s: the point
 * at distance t across the rows (t = |y - vy|) is at x = vx + s t. What the
 * source still sees is a list of open intervals of slopes; every obstacle a
 * row holds (a run of blocked cells, the part of a segment or a zone before
 * it) casts a shadow, a closed interval of slopes, cut from the list for the
 * rows beyond. The cells of a row whose centres lie on rays still seen, less
 * the shadows of what lies before those centres in the row itself, are
 * painted; the vertices likewise are found.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "sand-reach-map-private.h"

static int
cmp_arc (const void *a,
         const void *b)
{
  double x = ((const SandMapArc *) a)->lo, y = ((const SandMapArc *) b)->lo;
  return (x > y) - (x < y);
}

/* @out = @in (open intervals, sorted) less the closed shadows @sh (sorted and
 * merged here). */
static void
arcs_subtract (SandMapArcs       *out,
               const SandMapArcs *in,
               SandMapArcs       *sh)
{
  int n = 0;

  out->n = 0;
  if (sh->n > 1)
    {
      qsort (sh->v, sh->n, sizeof (SandMapArc), cmp_arc);
      for (int k = 1; k < sh->n; k++)
        if (sh->v[k].lo <= sh->v[n].hi)
          sh->v[n].hi = MAX (sh->v[n].hi, sh->v[k].hi);
        else
          sh->v[++n] = sh->v[k];
      sh->n = n + 1;
    }
  int k = 0;
  for (int a = 0; a < in->n; a++)
    {
      double cur = in->v[a].lo, hi = in->v[a].hi;
      while (k < sh->n && sh->v[k].hi <= cur)
        k++;
      for (int m = k; m < sh->n && sh->v[m].lo < hi && cur < hi; m++)
        {
          if (sh->v[m].lo > cur)
            sand_map_arcs_add (out, cur, sh->v[m].lo);
          cur = MAX (cur, sh->v[m].hi);
        }
      if (cur < hi)
        sand_map_arcs_add (out, cur, hi);
    }
}

static inline gboolean
arcs_hold (const SandMapArcs *a,
           double      s)
{
  for (int k = 0; k < a->n; k++)
    if (s > a->v[k].lo && s < a->v[k].hi)
      return TRUE;
  return FALSE;
}

typedef struct
{
  const SandMapCast *c;
  const SandReachObstacles *o;
  SandMapView view;
  double  vx, vy;
  int     dir;
  /* segments and zones this half meets, by where they start */
  const SandMapSegment **segs;
  int     n_segs;
  SandMapZone *zones;
  int     n_zones;
  SandMapArcs    arcs;
  SandMapArcs    work;
  SandMapArcs    shadow;
  int    *runs;   /* pairs of columns, a row's runs of blocked cells */
  int     n_runs;
  int     cap_runs;
} Half;

/* floor () and ceil () of a value known to lie in [-1024, 2^30): a cast is
 * the quicker (the library's are calls without SSE4.1). */
static inline int
ifloor (double x)
{
  return (int) (x + 1024.0) - 1024;
}

static inline int
iceil (double x)
{
  int f = ifloor (x);

  return f + (f < x);
}

/* The rays through the rectangle [xa, xb] × [t1, t2] (0 <= t1 < t2). */
static inline void
rect_shadow (Half  *h,
             double xa,
             double xb,
             double t1,
             double t2)
{
  double a = xa - h->vx, b = xb - h->vx;
  double lo = a >= 0 ? a / t2 : (t1 > 0 ? a / t1 : -INFINITY);
  double hi = b <= 0 ? b / t2 : (t1 > 0 ? b / t1 : INFINITY);

  sand_map_arcs_add (&h->shadow, lo, hi);
}

/* The runs of blocked cells of row @j over columns [c0, c1], appended. */
static void
find_runs (Half *h,
           int   j,
           int   c0,
           int   c1)
{
  const SandReachObstacles *o = h->o;
  const guint64 *row = o->blocked + (gsize) j * o->words;

  c0 = MAX (c0, 0);
  c1 = MIN (c1, o->width - 1);
  for (int i = c0; i <= c1;)
    {
      int w = i >> 6;
      guint64 bits = row[w] >> (i & 63);
      if (bits == 0)
        {
          i = (w + 1) << 6;
          continue;
        }
      i += __builtin_ctzll (bits);
      if (i > c1)
        break;
      /* the run goes on to the first free cell */
      int e = i;
      for (;;)
        {
          int we = e >> 6;
          guint64 free = ~row[we] >> (e & 63);
          if (free != 0)
            {
              e += __builtin_ctzll (free);
              break;
            }
          e = (we + 1) << 6;
          if (e > c1)
            break;
        }
      e = MIN (e, c1 + 1);
      if (h->n_runs + 2 > h->cap_runs)
        {
          h->cap_runs = MAX (64, 2 * h->cap_runs);
          h->runs = g_renew (int, h->runs, h->cap_runs);
        }
      h->runs[h->n_runs++] = i;
      h->runs[h->n_runs++] = e - 1;
      i = e;
    }
}

/* Everything before distance @t in this row and its occluders, as shadows. */
static void
shadows_at (Half  *h,
            double tn,
            double t,
            int    seg_first,
            int    seg_end,
            int    zone_first,
            int    zone_end)
{
  h->shadow.n = 0;
  for (int k = 0; k < h->n_runs; k += 2)
    rect_shadow (h, h->runs[k], h->runs[k + 1] + 1, tn, t);
  for (int k = seg_first; k < seg_end; k++)
    sand_map_segment_shadow (&h->view, h->segs[k], t, &h->shadow);
  for (int k = zone_first; k < zone_end; k++)
    sand_map_zone_shadow (&h->view, &h->zones[k], t, &h->shadow);
}

/* Notes the least cost a run of row @j paints in each building it crosses:
 * at the run's cell nearest the source's column. */
static void
note_sites (const SandMapCast *c,
            int                j,
            int                i0,
            int                i1,
            double             t)
{
  const SandMapSites *sites = c->sites;

  for (int k = sites->row_first[j]; k < sites->row_first[j + 1]; k++)
    {
      const SandMapSiteRun *r = &sites->runs[k];
      int a = MAX (i0, r->i0), b = MIN (i1, r->i1);
      if (a > b)
        continue;
      int i = CLAMP ((int) floor (c->x), a, b);
      double dx = i + 0.5 - c->x, cand = c->d + c->o->unit * sqrt (dx * dx + t * t);
      c->site_min[r->site] = MIN (c->site_min[r->site], cand);
    }
}

/* How many of four bits are set. */
static const guint8 bits4[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };

/* Cells i0 to i1 of row @j, at distance @t across the rows, take the source's
 * straight line where it is cheaper; four at a time. */
static void
paint_run (const SandMapCast *c,
           int                j,
           int                i0,
           int                i1,
           double             t)
{
  const SandReachObstacles *o = c->o;
  gsize row = (gsize) j * o->width;
  float *restrict g = c->g + row;
  gint32 *restrict pivot = c->pivot + row;
  float *restrict display = c->display != NULL ? c->display + row : NULL;
  const float d = (float) c->d, unit = (float) o->unit, dy2 = (float) (t * t), off = (float) (0.5 - c->x);
  const gint32 code = c->code;
  gint64 fresh = 0;
  int i = i0;

  if (c->sites != NULL && c->sites->row_first[j + 1] > c->sites->row_first[j])
    note_sites (c, j, i0, i1, t);
#ifdef __SSE2__
  const __m128 vd = _mm_set1_ps (d), vu = _mm_set1_ps (unit), vdy2 = _mm_set1_ps (dy2), voff = _mm_set1_ps (off);
  const __m128 inf = _mm_set1_ps (INFINITY);
  const __m128i vcode = _mm_set1_epi32 (code), step = _mm_set1_epi32 (4);
  __m128i vi = _mm_setr_epi32 (i, i + 1, i + 2, i + 3);
  for (; i + 3 <= i1; i += 4, vi = _mm_add_epi32 (vi, step))
    {
      /* the column exactly, then one rounding */
      __m128 dx = _mm_add_ps (_mm_cvtepi32_ps (vi), voff);
      __m128 cand = _mm_add_ps (vd, _mm_mul_ps (vu, _mm_sqrt_ps (_mm_add_ps (_mm_mul_ps (dx, dx), vdy2))));
      __m128 old = _mm_loadu_ps (g + i);
      __m128 better = _mm_cmplt_ps (cand, old);
      int m = _mm_movemask_ps (better);
      if (m == 0)
        continue;
      __m128i mi = _mm_castps_si128 (better);
      _mm_storeu_ps (g + i, _mm_min_ps (cand, old));
      __m128i p = _mm_loadu_si128 ((const __m128i *) (void *) (pivot + i));
      _mm_storeu_si128 ((__m128i *) (void *) (pivot + i), _mm_or_si128 (_mm_and_si128 (mi, vcode), _mm_andnot_si128 (mi, p)));
      if (display != NULL)
        {
          __m128 v = _mm_loadu_ps (display + i);
          _mm_storeu_ps (display + i, _mm_or_ps (_mm_and_ps (better, cand), _mm_andnot_ps (better, v)));
        }
      fresh += bits4[m & _mm_movemask_ps (_mm_cmpeq_ps (old, inf))];
      if (c->tier != NULL)
        for (int k = 0; k < 4; k++)
          if (m & (1 << k))
            {
              c->tier[row + i + k] = c->tier_index;
              c->anchor[row + i + k] = 0;
            }
    }
#endif
  for (; i <= i1; i++)
    {
      float dx = (float) i + off, cand = d + unit * sqrtf (dx * dx + dy2);
      if (cand < g[i])
        {
          fresh += g[i] == INFINITY;
          g[i] = cand;
          pivot[i] = code;
          if (display != NULL)
            display[i] = cand;
          if (c->tier != NULL)
            {
              c->tier[row + i] = c->tier_index;
              c->anchor[row + i] = 0;
            }
        }
    }
  if (c->reached != NULL)
    *c->reached += fresh;
}

/* Cells of row @j whose centres are on the visible rays @vis (at distance @t). */
static void
paint_row (const Half *h,
           const SandMapArcs *vis,
           int         j,
           double      t)
{
  const SandMapCast *c = h->c;
  int W = h->o->width;
  double reach = (c->budget + 1e-9 - c->d) / c->o->unit;

  if (reach <= t)
    return;
  double half = sqrt (reach * reach - t * t);
  int b0 = iceil (CLAMP (h->vx - half - 0.5, -2.0, W + 1.0)), b1 = ifloor (CLAMP (h->vx + half - 0.5, -2.0, W + 1.0));
  for (int k = 0; k < vis->n; k++)
    {
      const SandMapArc *a = &vis->v[k];
      /* in doubles first: a ray all but along the row lies far off it */
      int i0 = ifloor (CLAMP (h->vx + a->lo * t - 0.5, -2.0, W + 1.0)) + 1;
      int i1 = iceil (CLAMP (h->vx + a->hi * t - 0.5, -2.0, W + 1.0)) - 1;
      i0 = MAX (MAX (i0, b0), 0);
      i1 = MIN (MIN (i1, b1), W - 1);
      if (i0 <= i1)
        paint_run (c, j, i0, i1, t);
    }
}

/* The corners of row @j on rays still seen, with nothing before them. */
static void
find_corners (Half  *h,
              int    j,
              double tn,
              double tf,
              int    seg_first,
              int    seg_end,
              int    zone_first,
              int    zone_end)
{
  const SandMapCast *c = h->c;
  const SandReachObstacles *o = h->o;

  for (int k = o->row_first[j]; k < o->row_first[j + 1]; k++)
    {
      const SandMapCorner *v = &o->corners[k];
      double t = h->dir * (v->y - h->vy);
      if (!(t > 0 && t >= tn && t <= tf))
        continue;
      double s = (v->x - h->vx) / t;
      if (!arcs_hold (&h->arcs, s))
        continue;
      double cost = c->d + c->o->unit * hypot (v->x - h->vx, v->y - h->vy);
      if (cost > c->budget + 1e-9)
        continue;
      shadows_at (h, tn, t, seg_first, seg_end, zone_first, zone_end);
      gboolean hidden = FALSE;
      for (int m = 0; m < h->shadow.n && !hidden; m++)
        hidden = s >= h->shadow.v[m].lo && s <= h->shadow.v[m].hi;
      if (!hidden)
        c->found (c->data, k, cost);
    }
}

/* The slopes of this half in the wedge [w0, w1]: directions with the half's y
 * going away from the source. */
static void
half_wedge (Half *h)
{
  const SandMapCast *c = h->c;

  h->arcs.n = 0;
  if (c->full)
    {
      sand_map_arcs_add (&h->arcs, -INFINITY, INFINITY);
      return;
    }
  /* the half's directions are (base, base + pi): below, angles (0, pi), s = cot;
   * above, (pi, 2 pi), s = -cot */
  double base = h->dir > 0 ? 0 : G_PI;
  for (int turn = -2; turn <= 2; turn++)
    {
      double lo = MAX (c->w0, base + turn * 2 * G_PI), hi = MIN (c->w1, base + G_PI + turn * 2 * G_PI);
      if (lo >= hi)
        continue;
      /* s falls as the angle grows below, and rises above */
      double a = lo - turn * 2 * G_PI - base, b = hi - turn * 2 * G_PI - base;
      double sa = a <= 0 ? INFINITY : a >= G_PI ? -INFINITY : cos (a) / sin (a);
      double sb = b <= 0 ? INFINITY : b >= G_PI ? -INFINITY : cos (b) / sin (b);
      if (h->dir < 0)
        sa = -sa, sb = -sb;
      sand_map_arcs_add (&h->arcs, MIN (sa, sb), MAX (sa, sb));
    }
  qsort (h->arcs.v, h->arcs.n, sizeof (SandMapArc), cmp_arc);
}

static int
cmp_seg_start (const void *a,
               const void *b,
               void       *data)
{
  const Half *h = data;
  const SandMapSegment *p = *(const SandMapSegment * const *) a, *q = *(const SandMapSegment * const *) b;
  double tp = MIN (h->dir * (p->ay - h->vy), h->dir * (p->by - h->vy));
  double tq = MIN (h->dir * (q->ay - h->vy), h->dir * (q->by - h->vy));

  return (tp > tq) - (tp < tq);
}

static int
cmp_zone_start (const void *a,
                const void *b)
{
  double x = ((const SandMapZone *) a)->t_min, y = ((const SandMapZone *) b)->t_min;
  return (x > y) - (x < y);
}

/* The segments and zones within reach that this half's rays may meet. */
static void
half_occluders (Half *h)
{
  const SandMapCast *c = h->c;
  const SandReachObstacles *o = h->o;
  double reach = (c->budget + 1e-9 - c->d) / c->o->unit;

  h->segs = g_new (const SandMapSegment *, MAX (1, o->segments->len));
  h->n_segs = 0;
  for (guint k = 0; k < o->segments->len; k++)
    {
      const SandMapSegment *g = &g_array_index (o->segments, SandMapSegment, k);
      double ta = h->dir * (g->ay - h->vy), tb = h->dir * (g->by - h->vy);
      if ((ta < 0 && tb < 0) || MIN (ta, tb) > reach)
        continue;
      /* one way: only legs from its left are stopped */
      if (g->one_way && (g->bx - g->ax) * (h->vy - g->ay) - (g->by - g->ay) * (h->vx - g->ax) <= 0)
        continue;
      h->segs[h->n_segs++] = g;
    }
  g_qsort_with_data (h->segs, h->n_segs, sizeof (SandMapSegment *), cmp_seg_start, h);

  h->zones = g_new (SandMapZone, MAX (1, o->discs->len));
  h->n_zones = 0;
  for (guint k = 0; k < o->discs->len; k++)
    {
      const SandMapDisc *d = &g_array_index (o->discs, SandMapDisc, k);
      double ext = d->r + d->hw + d->hd, t = h->dir * (d->y - h->vy);
      if (t + ext < 0 || t - ext > reach)
        continue;
      sand_map_zone_init (&h->zones[h->n_zones++], &h->view, d);
    }
  qsort (h->zones, h->n_zones, sizeof (SandMapZone), cmp_zone_start);
}

static void
cast_half (const SandMapCast *c,
           int                dir)
{
  const SandReachObstacles *o = c->o;
  Half h = { .c = c, .o = o, .view = { c->x, c->y, dir }, .vx = c->x, .vy = c->y, .dir = dir };
  int H = o->height;
  int seg_first = 0, seg_end = 0, zone_first = 0, zone_end = 0;

  half_wedge (&h);
  if (h.arcs.n == 0)
    goto done;
  half_occluders (&h);

  for (int j = dir > 0 ? (int) floor (h.vy) : (int) ceil (h.vy) - 1; j >= 0 && j < H && h.arcs.n > 0; j += dir)
    {
      double yn = dir > 0 ? j : j + 1, yf = dir > 0 ? j + 1 : j;
      double tn = MAX (0.0, dir * (yn - h.vy)), tf = dir * (yf - h.vy), tc = dir * (j + 0.5 - h.vy);
      if (tf <= 0)
        continue;
      if (c->d + c->o->unit * tn > c->budget + 1e-9)
        break;
      /* segments and zones this row reaches, and those wholly behind */
      while (seg_end < h.n_segs
             && MIN (dir * (h.segs[seg_end]->ay - h.vy), dir * (h.segs[seg_end]->by - h.vy)) < tf)
        seg_end++;
      while (zone_end < h.n_zones && h.zones[zone_end].t_min < tf)
        zone_end++;

      /* the row's blocked runs under the rays still seen */
      h.n_runs = 0;
      int scanned = -1;
      for (int k = 0; k < h.arcs.n; k++)
        {
          const SandMapArc *a = &h.arcs.v[k];
          double x0 = a->lo == -INFINITY ? -1 : h.vx + MIN (a->lo * tn, a->lo * tf);
          double x1 = a->hi == INFINITY ? o->width : h.vx + MAX (a->hi * tn, a->hi * tf);
          int c0 = MAX (ifloor (CLAMP (x0, -2.0, o->width + 1.0)) - 1, scanned + 1);
          int c1 = ifloor (CLAMP (x1, -2.0, o->width + 1.0)) + 1;
          if (c0 <= c1)
            find_runs (&h, j, c0, c1);
          scanned = MAX (scanned, c1);
        }

      /* most rows of open ground hold nothing that casts a shadow */
      gboolean clear = h.n_runs == 0 && seg_first == seg_end && zone_first == zone_end;
      if (tc > 0 && j >= c->row_lo && j < c->row_hi)
        {
          if (clear)
            paint_row (&h, &h.arcs, j, tc);
          else
            {
              shadows_at (&h, tn, tc, seg_first, seg_end, zone_first, zone_end);
              arcs_subtract (&h.work, &h.arcs, &h.shadow);
              paint_row (&h, &h.work, j, tc);
            }
        }
      if (c->found != NULL && o->row_first[j + 1] > o->row_first[j])
        find_corners (&h, j, tn, tf, seg_first, seg_end, zone_first, zone_end);

      if (!clear)
        {
          shadows_at (&h, tn, tf, seg_first, seg_end, zone_first, zone_end);
          arcs_subtract (&h.work, &h.arcs, &h.shadow);
          SandMapArcs swap = h.arcs;
          h.arcs = h.work;
          h.work = swap;
        }
      /* what lies wholly before the next row is in the cut already */
      while (seg_first < seg_end
             && MAX (dir * (h.segs[seg_first]->ay - h.vy), dir * (h.segs[seg_first]->by - h.vy)) <= tf)
        seg_first++;
      while (zone_first < zone_end && h.zones[zone_first].t_max <= tf)
        zone_first++;
    }
  g_free (h.segs);
  g_free (h.zones);
done:
  g_free (h.arcs.v);
  g_free (h.work.v);
  g_free (h.shadow.v);
  g_free (h.runs);
}

/* The rays along the source's own level, left and right, up to the first
 * thing in the way: the cells of its row when it lies on the row's centre
 * line, and the vertices level with it (the corners along one edge of a
 * blocked area are). */
static void
cast_level (const SandMapCast *c)
{
  const SandReachObstacles *o = c->o;
  /* the rows the level line touches: one, or two when it is their shared edge */
  int j0 = (int) floor (c->y), j1 = j0;
  double reach = (c->budget + 1e-9 - c->d) / c->o->unit;

  if (c->y == j0)
    j0--;
  for (int side = -1; side <= 1; side += 2)
    {
      double ang = side > 0 ? 0 : G_PI;
      if (!c->full)
        {
          double a = c->w0 + fmod (fmod (ang - c->w0, 2 * G_PI) + 2 * G_PI, 2 * G_PI);
          if (a > c->w1)
            continue;
        }
      /* the first blocked cell, segment or zone along the line */
      double stop = c->x + side * reach;
      int first = side > 0 ? (int) floor (c->x) : (int) ceil (c->x) - 1;
      for (int k = first; side > 0 ? k < stop : k + 1 > stop; k += side)
        {
          gboolean blocked = FALSE;
          for (int j = MAX (j0, 0); j <= MIN (j1, o->height - 1) && !blocked; j++)
            blocked = sand_map_blocked (o, k, j);
          if (blocked || k < 0 || k >= o->width)
            {
              stop = side > 0 ? MIN (stop, k) : MAX (stop, k + 1);
              break;
            }
        }
      for (guint k = 0; k < o->segments->len; k++)
        {
          const SandMapSegment *g = &g_array_index (o->segments, SandMapSegment, k);
          if (g->one_way && (g->bx - g->ax) * (c->y - g->ay) - (g->by - g->ay) * (c->x - g->ax) <= 0)
            continue;
          if ((g->ay - c->y) * (g->by - c->y) > 0 || g->ay == g->by)
            continue;
          double x = g->ax + (c->y - g->ay) / (g->by - g->ay) * (g->bx - g->ax);
          if ((x - c->x) * side >= 0)
            stop = side > 0 ? MIN (stop, x) : MAX (stop, x);
        }
      for (guint k = 0; k < o->discs->len; k++)
        {
          double x0, x1;
          if (sand_map_zone_row (&g_array_index (o->discs, SandMapDisc, k), c->y, &x0, &x1))
            {
              /* the line enters the zone at its near end, or the source is in it */
              double x = side > 0 ? x0 : x1;
              if (c->x > x0 && c->x < x1)
                x = c->x;
              if ((x - c->x) * side >= 0)
                stop = side > 0 ? MIN (stop, x) : MAX (stop, x);
            }
        }
      /* the row's cells, when the line is its centre line */
      if (c->y == j1 + 0.5 && j1 >= c->row_lo && j1 < c->row_hi)
        for (int k = first; k >= 0 && k < o->width; k += side)
          {
            double cx = k + 0.5;
            if (side > 0 ? cx >= stop : cx <= stop)
              break;
            if ((cx - c->x) * side >= 0)
              paint_run (c, j1, k, k, 0);
          }
      if (c->found == NULL)
        continue;
      for (int j = MAX (j0, 0); j <= MIN (j1, o->height - 1); j++)
        for (int k = o->row_first[j]; k < o->row_first[j + 1]; k++)
          {
            const SandMapCorner *v = &o->corners[k];
            if (v->y == c->y && (v->x - c->x) * side > 0 && (side > 0 ? v->x < stop : v->x > stop))
              c->found (c->data, k, c->d + c->o->unit * fabs (v->x - c->x));
          }
    }
}

void
sand_reach_map_cast (const SandMapCast *c)
{
  cast_level (c);
  cast_half (c, 1);
  cast_half (c, -1);
}
