/* sand-reach-cast.c: what one source sees, row by row.
 *
 * The rows below the source and those above are two halves, each walked
 * outward. In a half a ray from the source (vx, vy) is its slope s: the point
 * at distance t across the rows (t = |y - vy|) is at x = vx + s t. What the
 * source still sees is a list of open intervals of slopes; every obstacle a
 * row holds (a run of blocked cells, the part of a segment or a zone before
 * it) casts a shadow, a closed interval of slopes, cut from the list for the
 * rows beyond. The cells of a row whose centres lie on rays still seen (the
 * edges of each interval included), less the shadows of what lies before
 * those centres in the row itself, are painted; the vertices likewise are
 * found.
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

/* The arc holding slope @s, or NULL. */
static inline const SandMapArc *
arcs_hold (const SandMapArcs *a,
           double             s)
{
  for (int k = 0; k < a->n; k++)
    if (s > a->v[k].lo && s < a->v[k].hi)
      return &a->v[k];
  return NULL;
}

/* The least and most slope of the rays @a holds. */
static inline void
arcs_hull (const SandMapArcs *a,
           double            *lo,
           double            *hi)
{
  *lo = INFINITY;
  *hi = -INFINITY;
  for (int k = 0; k < a->n; k++)
    {
      *lo = MIN (*lo, a->v[k].lo);
      *hi = MAX (*hi, a->v[k].hi);
    }
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
  SandMapZone *zones; /* each made when a row first reaches it */
  int     n_zones;
  struct ZoneStart *starts;
  SandMapArcs    arcs;
  SandMapArcs    work;
  SandMapArcs    shadow;
  /* with one-way levels: one arc's shadows, and what is left of it */
  SandMapArcs    one;
  SandMapArcs    lshadow;
  SandMapArcs    lwork;
  SandMapArcs    lwork2;
  int    *runs;   /* pairs of columns, a row's runs of blocked cells */
  int     n_runs;
  int     cap_runs;
} Half;

/* How far a zone's box is grown beyond its discs, in cells. */
#define ZONE_BOX 1e-2

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
    sand_map_rect_shadow (&h->view, h->runs[k], h->runs[k + 1] + 1, tn, t, &h->shadow);
  for (int k = seg_first; k < seg_end; k++)
    sand_map_segment_shadow (&h->view, h->segs[k], t, &h->shadow);
  for (int k = zone_first; k < zone_end; k++)
    if (!h->zones[k].unseen)
      sand_map_zone_shadow (&h->view, &h->zones[k], t, &h->shadow);
}

/* Marks the zones of this row that no ray still seen comes near from here on
 * (the rays seen only ever narrow): their shadows would cut nothing. Returns
 * how many are left. */
static int
zones_seen (Half  *h,
            double tn,
            int    zone_first,
            int    zone_end)
{
  double lo, hi;
  int n = 0;

  arcs_hull (&h->arcs, &lo, &hi);
  for (int k = zone_first; k < zone_end; k++)
    {
      SandMapZone *z = &h->zones[k];
      if (!z->unseen && sand_map_zone_unseen (z, &h->view, lo, hi, tn))
        z->unseen = TRUE;
      n += !z->unseen;
    }
  return n;
}

/* Makes the zone @d for the rows from distance @tn on, or only marks it
 * unseen when the rays seen cannot come near its box: every ray of its shadow
 * passes through a point of one of its discs (a chord's end, or a tangent's
 * point), within 1e-5 of a cell by rounding; the box is grown by far more. */
static void
zone_start (Half              *h,
            SandMapZone       *z,
            const SandMapDisc *d,
            double             tn)
{
  double ext = d->r + d->hw + d->hd, t = h->dir * (d->y - h->vy);
  double x0 = d->x - ext * (1 + 1e-9) - ZONE_BOX - h->vx, x1 = d->x + ext * (1 + 1e-9) + ZONE_BOX - h->vx;
  double t0 = t - ext * (1 + 1e-9) - ZONE_BOX, t1 = t + ext * (1 + 1e-9) + ZONE_BOX;

  if (tn > 0 && t0 > 0)
    {
      double lo, hi;
      double s0 = MIN (x0 / t0, x0 / t1), s1 = MAX (x1 / t0, x1 / t1);
      arcs_hull (&h->arcs, &lo, &hi);
      if (s1 + 1e-9 * fabs (s1) <= lo || s0 - 1e-9 * fabs (s0) >= hi)
        {
          z->disc = d;
          z->t_min = t - ext;
          z->t_max = t + ext;
          z->unseen = TRUE;
          return;
        }
    }
  sand_map_zone_init (z, &h->view, d);
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
 * straight line where it is cheaper; four at a time. FALSE when each was
 * cheaper already by @margin or more. */
static gboolean
paint_run (const SandMapCast *c,
           int                j,
           int                i0,
           int                i1,
           double             t,
           float              margin)
{
  const SandReachObstacles *o = c->o;
  gsize row = (gsize) j * o->width;
  int alive = 0;
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
  const __m128 inf = _mm_set1_ps (INFINITY), vmargin = _mm_set1_ps (margin);
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
      alive |= _mm_movemask_ps (_mm_cmplt_ps (cand, _mm_add_ps (old, vmargin)));
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
      alive |= cand < g[i] + margin;
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
  return alive != 0;
}

/* How near an interval's edge ray, in cells, a centre counts as on it. The
 * intervals are open, and one is cut in two where its rays go on at two
 * levels (a hill gone down only): the ray at the cut, through the grid point
 * where it meets the contour, was in neither piece, though it is the limit
 * of both and costs what they do in the limit. From a start on a grid point
 * (a unit on whole inches) such rays pass through cells' centres beyond,
 * which only a longer way then reached. Every edge is such a limit: a centre
 * on it is painted. */
#define EDGE_RAY 1e-9

/* Cells of row @j whose centres are on the visible rays @vis (at distance @t),
 * edges included. FALSE when each of them was cheaper already by @margin or
 * more. */
static gboolean
paint_row (const Half        *h,
           const SandMapArcs *vis,
           int                j,
           double             t,
           float              margin)
{
  const SandMapCast *c = h->c;
  int W = h->o->width;
  double reach = (c->budget + 1e-9 - c->d) / c->o->unit;
  gboolean alive = FALSE;

  if (reach <= t)
    return FALSE;
  double half = sqrt (reach * reach - t * t);
  int b0 = iceil (CLAMP (h->vx - half - 0.5, -2.0, W + 1.0)), b1 = ifloor (CLAMP (h->vx + half - 0.5, -2.0, W + 1.0));
  for (int k = 0; k < vis->n; k++)
    {
      const SandMapArc *a = &vis->v[k];
      /* in doubles first: a ray all but along the row lies far off it */
      int i0 = iceil (CLAMP (h->vx + a->lo * t - 0.5 - EDGE_RAY, -2.0, W + 1.0));
      int i1 = ifloor (CLAMP (h->vx + a->hi * t - 0.5 + EDGE_RAY, -2.0, W + 1.0));
      i0 = MAX (MAX (i0, b0), 0);
      i1 = MIN (MIN (i1, b1), W - 1);
      if (i0 <= i1)
        alive |= paint_run (c, j, i0, i1, t, margin);
    }
  return alive;
}

/* Whether the cell (i, j) of the centre line at distance @t gives any ray of
 * the source through it a chance to be the cheapest beyond: it is free, in
 * the raster, within reach, and not cheaper already by @margin. */
static gboolean
cell_open (const Half *h,
           int         i,
           int         j,
           double      t,
           float       margin)
{
  const SandMapCast *c = h->c;
  const SandReachObstacles *o = h->o;

  if (i < 0 || i >= o->width || sand_map_blocked (o, i, j))
    return FALSE;
  /* a line or zone may part the cell */
  if (sand_map_listed (o, i, j))
    return TRUE;
  double dx = i + 0.5 - h->vx, cand = c->d + o->unit * sqrt (dx * dx + t * t);
  return cand <= c->budget + 1e-9 && cand < c->g[(gsize) j * o->width + i] + margin;
}

/* Paints the part of row @j seen at the centre line (@vis, what is left of
 * an arc there). FALSE when the source need look no further along the arc:
 * every cell its rays still seen cross on the centre line was cheaper already
 * by more than a cell's travel (the rays hidden there end in this row). The
 * cost along a ray grows no slower from the source than from anything else,
 * and a ray crosses that line within half a cell of such a cell's centre
 * (within one free cell, no line or zone between), so beyond it no ray of the
 * arc can be the cheapest way. */
static gboolean
paint_arc (const Half        *h,
           const SandMapArcs *vis,
           int                j,
           double             t)
{
  const SandMapCast *c = h->c;
  float margin = (float) (c->o->unit * 1.001 + 1e-5 * c->budget + 1e-5);

  if (paint_row (h, vis, j, t, margin))
    return TRUE;
  /* the cells at the ends of each part, whose centres its rays may miss */
  for (int k = 0; k < vis->n; k++)
    {
      int k0 = ifloor (CLAMP (h->vx + vis->v[k].lo * t, -2.0, h->o->width + 1.0));
      int k1 = ifloor (CLAMP (h->vx + vis->v[k].hi * t, -2.0, h->o->width + 1.0));
      if (cell_open (h, k0, j, t, margin) || cell_open (h, k1, j, t, margin))
        return TRUE;
    }
  return FALSE;
}

/* Whether row @j changes anything for the levels of the rays seen. */
static gboolean
levels_matter (const Half *h,
               int         j)
{
  const SandReachObstacles *o = h->o;

  if (o->level == NULL)
    return FALSE;
  for (int k = 0; k < h->arcs.n; k++)
    if (h->arcs.v[k].level != o->row_low[j] || o->row_high[j] != o->row_low[j])
      return TRUE;
  return FALSE;
}

/* @out = @in less each arc's level shadows in row @j before distance @t;
 * with @descend, each piece split by the levels its rays go on at. */
static void
levels_apply (Half              *h,
              const SandMapArcs *in,
              SandMapArcs       *out,
              int                j,
              double             tn,
              double             t,
              gboolean           descend)
{
  out->n = 0;
  for (int k = 0; k < in->n; k++)
    {
      h->one.n = 0;
      *sand_map_arcs_add (&h->one, 0, 0) = in->v[k];
      h->lshadow.n = 0;
      sand_map_level_shadows (h->o, &h->view, &in->v[k], j, tn, t, &h->lshadow);
      sand_map_arcs_subtract (&h->lwork, &h->one, &h->lshadow);
      for (int m = 0; m < h->lwork.n; m++)
        if (descend)
          sand_map_level_descend (h->o, &h->view, &h->lwork.v[m], j, tn, t, out);
        else
          *sand_map_arcs_add (out, 0, 0) = h->lwork.v[m];
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
  int first = o->row_first[j], end = o->row_first[j + 1];
  double lo, hi;

  /* The row's corners go by x: those whose rays from the source at the row's
   * distances lie wholly outside every ray seen are held by no arc, so
   * looked at only from the first that may be (a margin far beyond the
   * rounding of their slopes). */
  arcs_hull (&h->arcs, &lo, &hi);
  double x0 = lo == -INFINITY ? -INFINITY : h->vx + MIN (lo * tn, lo * tf);
  double x1 = hi == INFINITY ? INFINITY : h->vx + MAX (hi * tn, hi * tf);
  x0 -= 1e-6 * (1 + fabs (x0) + fabs (h->vx));
  x1 += 1e-6 * (1 + fabs (x1) + fabs (h->vx));
  for (int a = first, b = end; a < b;)
    {
      int m = a + (b - a) / 2;
      if (o->corners[m].x < x0)
        first = a = m + 1;
      else
        b = m;
    }
  for (int k = first; k < end && o->corners[k].x <= x1; k++)
    {
      const SandMapCorner *v = &o->corners[k];
      double t = h->dir * (v->y - h->vy);
      if (!(t > 0 && t >= tn && t <= tf))
        continue;
      double s = (v->x - h->vx) / t;
      const SandMapArc *arc = arcs_hold (&h->arcs, s);
      if (arc == NULL || (o->level != NULL && v->level > arc->level))
        continue;
      double cost = c->d + c->o->unit * hypot (v->x - h->vx, v->y - h->vy);
      if (cost > c->budget + 1e-9)
        continue;
      shadows_at (h, tn, t, seg_first, seg_end, zone_first, zone_end);
      if (o->level != NULL)
        sand_map_level_shadows (o, &h->view, arc, j, tn, t, &h->shadow);
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
      sand_map_arcs_add (&h->arcs, -INFINITY, INFINITY)->level = c->level;
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
      sand_map_arcs_add (&h->arcs, MIN (sa, sb), MAX (sa, sb))->level = c->level;
    }
  sand_map_arcs_sort (&h->arcs);
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

/* A zone by where it starts; SandMapZone's t_min. */
struct ZoneStart
{
  double             t_min;
  const SandMapDisc *disc;
};

static int
cmp_zone_start (const void *a,
                const void *b)
{
  double x = ((const struct ZoneStart *) a)->t_min, y = ((const struct ZoneStart *) b)->t_min;
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
  h->starts = g_new (struct ZoneStart, MAX (1, o->discs->len));
  h->n_zones = 0;
  for (guint k = 0; k < o->discs->len; k++)
    {
      const SandMapDisc *d = &g_array_index (o->discs, SandMapDisc, k);
      double ext = d->r + d->hw + d->hd, t = h->dir * (d->y - h->vy);
      if (t + ext < 0 || t - ext > reach)
        continue;
      h->starts[h->n_zones++] = (struct ZoneStart) { h->dir * (d->y - h->vy) - ext, d };
    }
  /* a stable sort, as the library's: few zones, mostly in order already */
  if (h->n_zones > 64)
    qsort (h->starts, h->n_zones, sizeof (struct ZoneStart), cmp_zone_start);
  else
    for (int k = 1; k < h->n_zones; k++)
      {
        struct ZoneStart x = h->starts[k];
        int m = k;
        for (; m > 0 && h->starts[m - 1].t_min > x.t_min; m--)
          h->starts[m] = h->starts[m - 1];
        h->starts[m] = x;
      }
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
      while (zone_end < h.n_zones && h.starts[zone_end].t_min < tf)
        {
          zone_start (&h, &h.zones[zone_end], h.starts[zone_end].disc, tn);
          zone_end++;
        }

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
      gboolean levels = levels_matter (&h, j);
      int zones = zone_first < zone_end ? zones_seen (&h, tn, zone_first, zone_end) : 0;
      gboolean clear = h.n_runs == 0 && seg_first == seg_end && zones == 0 && !levels;
      int pruned = 0;
      if (tc > 0 && j >= c->row_lo && j < c->row_hi)
        {
          if (!clear)
            shadows_at (&h, tn, tc, seg_first, seg_end, zone_first, zone_end);
          /* arc by arc, each dropped when nothing beyond can be cheaper its way */
          for (int k = 0; k < h.arcs.n; k++)
            {
              h.one.n = 0;
              *sand_map_arcs_add (&h.one, 0, 0) = h.arcs.v[k];
              const SandMapArcs *vis = &h.one;
              if (!clear)
                {
                  sand_map_arcs_subtract (&h.work, &h.one, &h.shadow);
                  vis = &h.work;
                  if (levels)
                    {
                      levels_apply (&h, &h.work, &h.lwork2, j, tn, tc, FALSE);
                      vis = &h.lwork2;
                    }
                }
              if (!paint_arc (&h, vis, j, tc))
                {
                  h.arcs.v[k].lo = h.arcs.v[k].hi;
                  pruned++;
                }
            }
          if (pruned > 0)
            {
              int n = 0;
              for (int k = 0; k < h.arcs.n; k++)
                if (h.arcs.v[k].lo < h.arcs.v[k].hi)
                  h.arcs.v[n++] = h.arcs.v[k];
              h.arcs.n = n;
              if (n == 0)
                break;
            }
        }
      if (c->found != NULL && o->row_first[j + 1] > o->row_first[j])
        find_corners (&h, j, tn, tf, seg_first, seg_end, zone_first, zone_end);

      if (!clear)
        {
          shadows_at (&h, tn, tf, seg_first, seg_end, zone_first, zone_end);
          sand_map_arcs_subtract (&h.work, &h.arcs, &h.shadow);
          if (levels)
            {
              levels_apply (&h, &h.work, &h.shadow, j, tn, tf, TRUE);
              SandMapArcs swap = h.work;
              h.work = h.shadow;
              h.shadow = swap;
            }
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
  g_free (h.starts);
done:
  g_free (h.arcs.v);
  g_free (h.work.v);
  g_free (h.shadow.v);
  g_free (h.one.v);
  g_free (h.lshadow.v);
  g_free (h.lwork.v);
  g_free (h.lwork2.v);
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
      int first = side > 0 ? (int) floor (c->x) : (int) ceil (c->x) - 1, level = c->level;
      for (int k = first; side > 0 ? k < stop : k + 1 > stop; k += side)
        {
          gboolean blocked = k < 0 || k >= o->width;
          /* with one-way levels, a step up stops the ray too */
          for (int j = MAX (j0, 0); j <= MIN (j1, o->height - 1) && !blocked; j++)
            blocked = sand_map_blocked (o, k, j) || sand_map_level (o, j * o->width + k) > level;
          if (blocked)
            {
              stop = side > 0 ? MIN (stop, k) : MAX (stop, k + 1);
              break;
            }
          for (int j = MAX (j0, 0); j <= MIN (j1, o->height - 1); j++)
            level = MIN (level, sand_map_level (o, j * o->width + k));
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
          const SandMapDisc *d = &g_array_index (o->discs, SandMapDisc, k);
          double x0, x1, ext = d->r + d->hw + d->hd;
          /* a zone wholly above or below the line (well beyond rounding);
           * a round one (no axis) is left to sand_map_zone_row() */
          if (d->ax * d->ax + d->ay * d->ay > 0.5 && fabs (c->y - d->y) > ext * (1 + 1e-9) + 1e-6)
            continue;
          if (sand_map_zone_row (d, c->y, &x0, &x1))
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
              paint_run (c, j1, k, k, 0, 0);
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
