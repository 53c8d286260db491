/* sand-reach-shadows.c: the shadows the lines and zones of the map cast, as
 * the slopes of the rays from a source that meet them, and what is left of
 * the rays seen once they are cut (sand-reach-map-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <stdlib.h>

#include "sand-reach-map-private.h"

static int
cmp_arc (const void *a,
         const void *b)
{
  double x = ((const SandMapArc *) a)->lo, y = ((const SandMapArc *) b)->lo;
  return (x > y) - (x < y);
}

/* An empty list may have no storage yet (qsort wants a pointer even then).
 * A row's few shadows, mostly in order already, are sorted in place: the
 * library's sort copies each element through a call. */
void
sand_map_arcs_sort (SandMapArcs *a)
{
  if (a->n > 32)
    {
      qsort (a->v, a->n, sizeof (SandMapArc), cmp_arc);
      return;
    }
  for (int k = 1; k < a->n; k++)
    {
      SandMapArc x = a->v[k];
      int m = k;
      for (; m > 0 && a->v[m - 1].lo > x.lo; m--)
        a->v[m] = a->v[m - 1];
      a->v[m] = x;
    }
}

/* @out = @in (open intervals, sorted) less the closed shadows @sh (sorted and
 * merged here). */

void
sand_map_arcs_subtract (SandMapArcs       *out,
                        const SandMapArcs *in,
                        SandMapArcs       *sh)
{
  int n = 0;

  out->n = 0;
  if (sh->n > 1)
    {
      sand_map_arcs_sort (sh);
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
            sand_map_arcs_add (out, cur, sh->v[m].lo)->level = in->v[a].level;
          cur = MAX (cur, sh->v[m].hi);
        }
      if (cur < hi)
        sand_map_arcs_add (out, cur, hi)->level = in->v[a].level;
    }
}

static inline double
slope (double dx,
       double t)
{
  if (t > 0)
    return dx / t;
  return dx > 0 ? INFINITY : dx < 0 ? -INFINITY : 0;
}

/* The rays that cross segment @g before distance @t. */
SandMapArc *
sand_map_rect_shadow (const SandMapView *v,
                      double             xa,
                      double             xb,
                      double             t1,
                      double             t2,
                      SandMapArcs       *out)
{
  double a = xa - v->vx, b = xb - v->vx;
  double lo = a >= 0 ? a / t2 : (t1 > 0 ? a / t1 : -INFINITY);
  double hi = b <= 0 ? b / t2 : (t1 > 0 ? b / t1 : INFINITY);

  return sand_map_arcs_add (out, lo, hi);
}

void
sand_map_segment_shadow (const SandMapView    *h,
                         const SandMapSegment *g,
                         double                t,
                         SandMapArcs          *out)
{
  double ta = h->dir * (g->ay - h->vy), tb = h->dir * (g->by - h->vy);
  double l0, l1;

  if (ta < 0 && tb < 0)
    return;
  if (ta == tb)
    {
      if (ta > t)
        return;
      if (ta == 0)
        {
          /* on the source's own line: crossed only from a point on it */
          double u0 = MIN (g->ax, g->bx), u1 = MAX (g->ax, g->bx);
          if (h->vx >= u0 && h->vx <= u1)
            sand_map_arcs_add (out, -INFINITY, INFINITY);
          return;
        }
      l0 = 0, l1 = 1;
    }
  else
    {
      double p = -ta / (tb - ta), q = (t - ta) / (tb - ta);
      l0 = MAX (0.0, MIN (p, q));
      l1 = MIN (1.0, MAX (p, q));
      if (l0 > l1)
        return;
    }
  double s[2];
  for (int k = 0; k < 2; k++)
    {
      double l = k == 0 ? l0 : l1;
      double x = g->ax + l * (g->bx - g->ax), y = g->ay + l * (g->by - g->ay);
      double tt = MAX (0.0, h->dir * (y - h->vy));
      if (tt == 0 && x == h->vx)
        {
          sand_map_arcs_add (out, -INFINITY, INFINITY);
          return;
        }
      s[k] = slope (x - h->vx, tt);
    }
  sand_map_arcs_add (out, MIN (s[0], s[1]), MAX (s[0], s[1]));
}

/* How far off, in cells, a zone's shadow computed at a distance may lie from
 * where it is: far beyond what rounding makes of it. */
#define ZONE_SLACK 1e-2

static void
round_init (SandMapRound *r,
            double vx,
            double vy,
            double cx,
            double cy,
            double radius)
{
  double wx = cx - vx, wy = cy - vy, rho2 = wx * wx + wy * wy;

  r->cx = cx;
  r->cy = cy;
  r->r = radius;
  r->inside = rho2 <= radius * radius * (1 + 1e-9);
  if (r->inside)
    return;
  double rho = sqrt (rho2), len = sqrt (rho2 - radius * radius), phi = atan2 (wy, wx), a = asin (radius / rho);
  for (int k = 0; k < 2; k++)
    {
      double ang = phi + (k == 0 ? -a : a);
      r->tx[k] = vx + len * cos (ang);
      r->ty[k] = vy + len * sin (ang);
    }
}

void
sand_map_zone_init (SandMapZone       *z,
                    const SandMapView *h,
                    const SandMapDisc *d)
{
  double ext = d->r + d->hw + d->hd;

  z->disc = d;
  z->t_min = h->dir * (d->y - h->vy) - ext;
  z->t_max = h->dir * (d->y - h->vy) + ext;
  z->n_round = d->hw > 0 || d->hd > 0 ? 4 : 1;
  for (int e = 0; e < z->n_round; e++)
    {
      double eu = z->n_round == 1 ? 0 : e & 1 ? d->hw : -d->hw, ev = z->n_round == 1 ? 0 : e & 2 ? d->hd : -d->hd;
      round_init (&z->round[e], h->vx, h->vy, d->x + eu * d->ax + ev * d->ay, d->y + eu * d->ay - ev * d->ax, d->r);
    }
  /* a source on a rectangle's rim: the rays heading in, by its nearest point */
  if (z->n_round == 4)
    {
      double u = (h->vx - d->x) * d->ax + (h->vy - d->y) * d->ay, v = (h->vx - d->x) * d->ay - (h->vy - d->y) * d->ax;
      double nu = CLAMP (u, -d->hw, d->hw), nv = CLAMP (v, -d->hd, d->hd);
      double du = u - nu, dv = v - nv;
      if (du * du + dv * dv <= d->r * d->r * (1 + 1e-9))
        {
          z->n_round = 1;
          round_init (&z->round[0], h->vx, h->vy, d->x + nu * d->ax + nv * d->ay, d->y + nu * d->ay - nv * d->ax, d->r);
        }
    }
  /* Each disc lies between its two tangents from the source, and its shadow
   * (sand_map_zone_shadow()) holds points of the disc and of the tangents
   * beyond their points: every ray of it has a slope between theirs. A
   * tangent along or behind the source's row leaves the slopes unbounded on
   * the side the disc turns to from the other. */
  z->s_lo = z->tan_lo = z->x_lo = INFINITY;
  z->s_hi = z->tan_hi = z->x_hi = -INFINITY;
  z->unseen = FALSE;
  for (int e = 0; e < z->n_round; e++)
    {
      const SandMapRound *r = &z->round[e];
      z->x_lo = MIN (z->x_lo, r->cx - r->r);
      z->x_hi = MAX (z->x_hi, r->cx + r->r);
    }
  for (int e = 0; e < z->n_round; e++)
    {
      const SandMapRound *r = &z->round[e];
      if (r->inside)
        {
          z->s_lo = -INFINITY;
          z->s_hi = INFINITY;
          return;
        }
      double ex[2], et[2];
      for (int k = 0; k < 2; k++)
        {
          ex[k] = r->tx[k] - h->vx;
          et[k] = h->dir * (r->ty[k] - h->vy);
        }
      double cross = ex[0] * et[1] - et[0] * ex[1];
      for (int k = 0; k < 2; k++)
        {
          if (et[k] > 0)
            {
              double s = ex[k] / et[k];
              z->s_lo = MIN (z->s_lo, s);
              z->s_hi = MAX (z->s_hi, s);
              z->tan_lo = MIN (z->tan_lo, s);
              z->tan_hi = MAX (z->tan_hi, s);
              continue;
            }
          /* from the other tangent turning toward this one, the rays cross
           * the row's line on the right when turning clockwise */
          if (fabs (cross) <= 1e-6 * (ex[0] * ex[0] + et[0] * et[0] + ex[1] * ex[1] + et[1] * et[1]))
            {
              z->s_lo = -INFINITY;
              z->s_hi = INFINITY;
              return;
            }
          if ((k == 1) == (cross < 0))
            z->s_hi = INFINITY;
          else
            z->s_lo = -INFINITY;
        }
    }
}

gboolean
sand_map_zone_unseen (const SandMapZone *z,
                      const SandMapView *h,
                      double             lo,
                      double             hi,
                      double             t)
{
  if (!(t > 0) || z->s_lo >= z->s_hi)
    return FALSE;
  /* Its shadow at any distance from @t on is the hull of a chord of a disc
   * and the points on its tangents beyond theirs: of slopes between its
   * tangents', and within its discs' x or at a tangent's slope. */
  double xl = z->x_lo - h->vx, xh = z->x_hi - h->vx;
  double s0 = MAX (z->s_lo, MIN (z->tan_lo, xl <= 0 ? xl / t : 0));
  double s1 = MIN (z->s_hi, MAX (z->tan_hi, xh >= 0 ? xh / t : 0));
  /* The shadow is computed in doubles: a chord's end, where the line all but
   * touches the disc, may be off by some 1e-5 of a cell (a square root of a
   * difference of squares), the rest by far less. */
  double m = ZONE_SLACK / t + 1e-6;

  return (s1 < INFINITY && s1 + m + 1e-6 * fabs (s1) <= lo) || (s0 > -INFINITY && s0 - m - 1e-6 * fabs (s0) >= hi);
}

/* The x of points on the line at distance @t that are in @r's shadow (its
 * disc, and beyond it between the tangents): the convex hull of the chord and
 * where the tangents beyond their points cross the line. */
static gboolean
round_line (const SandMapView  *h,
            const SandMapRound *r,
            double              t,
            double             *x0,
            double             *x1)
{
  double yl = h->vy + h->dir * t, dy = yl - r->cy;
  gboolean any = FALSE;

  *x0 = INFINITY;
  *x1 = -INFINITY;
  if (dy * dy < r->r * r->r)
    {
      double half = sqrt (r->r * r->r - dy * dy);
      *x0 = r->cx - half;
      *x1 = r->cx + half;
      any = TRUE;
    }
  for (int k = 0; k < 2; k++)
    {
      double tt = h->dir * (r->ty[k] - h->vy);
      if (tt > 0 && t >= tt)
        {
          double x = h->vx + t / tt * (r->tx[k] - h->vx);
          *x0 = MIN (*x0, x);
          *x1 = MAX (*x1, x);
          any = TRUE;
        }
    }
  return any;
}

/* The rays that come too close to zone @z before distance @t. */
void
sand_map_zone_shadow (const SandMapView *h,
                      const SandMapZone *z,
                      double             t,
                      SandMapArcs       *out)
{
  double x0 = INFINITY, x1 = -INFINITY;
  gboolean any = FALSE;

  for (int k = 0; k < z->n_round; k++)
    {
      const SandMapRound *r = &z->round[k];
      if (r->inside)
        {
          /* the source on its rim: the rays that head into it */
          double wx = r->cx - h->vx, wy = h->dir * (r->cy - h->vy);
          if ((r->cx - h->vx) * (r->cx - h->vx) + (r->cy - h->vy) * (r->cy - h->vy) < r->r * r->r * (1 - 1e-9))
            sand_map_arcs_add (out, -INFINITY, INFINITY);
          else if (wx > 0)
            sand_map_arcs_add (out, -wy / wx, INFINITY);
          else if (wx < 0)
            sand_map_arcs_add (out, -INFINITY, -wy / wx);
          else if (wy > 0)
            sand_map_arcs_add (out, -INFINITY, INFINITY);
          continue;
        }
      double a, b;
      if (round_line (h, r, t, &a, &b))
        {
          x0 = MIN (x0, a);
          x1 = MAX (x1, b);
          any = TRUE;
        }
    }
  if (any && t > 0)
    sand_map_arcs_add (out, (x0 - h->vx) / t, (x1 - h->vx) / t);
}

/* [x0, x1] along x within the rotated rectangle round (cx, cy) of half
 * extents @hu across (@ax, @ay) and @hv along, on the line at @y; FALSE when
 * it misses. */
static gboolean
rect_row (double  cx,
          double  cy,
          double  ax,
          double  ay,
          double  hu,
          double  hv,
          double  y,
          double *x0,
          double *x1)
{
  /* u = (x - cx) ax + (y - cy) ay and v = (x - cx) ay - (y - cy) ax, each within bounds */
  double k[2] = { ax, ay }, c0[2] = { (y - cy) * ay, -(y - cy) * ax }, lim[2] = { hu, hv };

  *x0 = -INFINITY;
  *x1 = INFINITY;
  for (int m = 0; m < 2; m++)
    {
      if (fabs (k[m]) < 1e-15)
        {
          if (fabs (c0[m]) > lim[m])
            return FALSE;
          continue;
        }
      double a = (-lim[m] - c0[m]) / k[m] + cx, b = (lim[m] - c0[m]) / k[m] + cx;
      *x0 = MAX (*x0, MIN (a, b));
      *x1 = MIN (*x1, MAX (a, b));
    }
  return *x0 <= *x1;
}

/* Where the line at @y is in zone @d: its rectangle grown across, grown along,
 * and the discs round its corners, together one interval. */
gboolean
sand_map_zone_row (const SandMapDisc *d,
                   double             y,
                   double            *x0,
                   double            *x1)
{
  double a, b;
  gboolean any = FALSE;

  *x0 = INFINITY;
  *x1 = -INFINITY;
  for (int m = 0; m < 2; m++)
    if (rect_row (d->x, d->y, d->ax, d->ay, d->hw + (m == 0 ? d->r : 0), d->hd + (m == 1 ? d->r : 0), y, &a, &b))
      {
        *x0 = MIN (*x0, a);
        *x1 = MAX (*x1, b);
        any = TRUE;
      }
  for (int e = 0; e < 4; e++)
    {
      double eu = e & 1 ? d->hw : -d->hw, ev = e & 2 ? d->hd : -d->hd;
      double cx = d->x + eu * d->ax + ev * d->ay, cy = d->y + eu * d->ay - ev * d->ax, dy = y - cy;
      if (dy * dy < d->r * d->r)
        {
          double h = sqrt (d->r * d->r - dy * dy);
          *x0 = MIN (*x0, cx - h);
          *x1 = MAX (*x1, cx + h);
          any = TRUE;
        }
    }
  return any;
}

void
sand_map_arc_columns (const SandMapView *v,
                      const SandMapArc  *arc,
                      double             tn,
                      double             tf,
                      int                lo,
                      int                hi,
                      int               *c0,
                      int               *c1)
{
  double x0 = arc->lo == -INFINITY ? lo - 1.0 : v->vx + MIN (arc->lo * tn, arc->lo * tf);
  double x1 = arc->hi == INFINITY ? hi + 1.0 : v->vx + MAX (arc->hi * tn, arc->hi * tf);

  *c0 = MAX (lo, (int) floor (CLAMP (x0, lo - 2.0, hi + 2.0)) - 1);
  *c1 = MIN (hi, (int) floor (CLAMP (x1, lo - 2.0, hi + 2.0)) + 1);
}
