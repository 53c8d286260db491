/* sand-geometry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sand-geometry.h"

#include <math.h>

gboolean
sand_point_in_polygon (const SandPoint *poly,
                       guint            n,
                       double           x,
                       double           y)
{
  gboolean inside = FALSE;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    {
      const SandPoint *a = &poly[i];
      const SandPoint *b = &poly[j];

      if ((a->y > y) != (b->y > y)
          && x < (b->x - a->x) * (y - a->y) / (b->y - a->y) + a->x)
        inside = !inside;
    }
  return inside;
}

double
sand_polygon_area (const SandPoint *poly,
                   guint            n)
{
  double sum = 0;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    sum += (poly[j].x * poly[i].y) - (poly[i].x * poly[j].y);
  return fabs (sum) / 2;
}

double
sand_distance_to_segment (double    px,
                          double    py,
                          SandPoint a,
                          SandPoint b)
{
  double dx = b.x - a.x, dy = b.y - a.y;
  double len2 = dx * dx + dy * dy;
  double t = 0;

  if (len2 > 0)
    t = CLAMP (((px - a.x) * dx + (py - a.y) * dy) / len2, 0.0, 1.0);
  return hypot (px - (a.x + t * dx), py - (a.y + t * dy));
}

double
sand_distance_to_polyline (const SandPoint *pts,
                           guint            n,
                           double           x,
                           double           y)
{
  double best = INFINITY;

  if (n == 1)
    return hypot (x - pts[0].x, y - pts[0].y);
  for (guint i = 1; i < n; i++)
    best = MIN (best, sand_distance_to_segment (x, y, pts[i - 1], pts[i]));
  return best;
}

double
sand_distance_to_polygon_edge (const SandPoint *poly,
                               guint            n,
                               double           x,
                               double           y)
{
  double best = sand_distance_to_polyline (poly, n, x, y);

  if (n > 2)
    best = MIN (best, sand_distance_to_segment (x, y, poly[n - 1], poly[0]));
  return best;
}

static double
cross (SandPoint o, SandPoint a, SandPoint b)
{
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

gboolean
sand_segments_intersect (SandPoint a,
                         SandPoint b,
                         SandPoint c,
                         SandPoint d,
                         double   *t)
{
  double rx = b.x - a.x, ry = b.y - a.y;
  double sx = d.x - c.x, sy = d.y - c.y;
  double denom = rx * sy - ry * sx;
  double u, v;

  if (denom == 0)
    {
      /* Parallel: only collinear overlaps touch. */
      if (cross (a, b, c) != 0)
        return FALSE;
      if (MAX (a.x, b.x) < MIN (c.x, d.x) || MAX (c.x, d.x) < MIN (a.x, b.x)
          || MAX (a.y, b.y) < MIN (c.y, d.y) || MAX (c.y, d.y) < MIN (a.y, b.y))
        return FALSE;
      if (t)
        *t = 0;
      return TRUE;
    }
  u = ((c.x - a.x) * sy - (c.y - a.y) * sx) / denom;
  v = ((c.x - a.x) * ry - (c.y - a.y) * rx) / denom;
  if (u < 0 || u > 1 || v < 0 || v > 1)
    return FALSE;
  if (t)
    *t = u;
  return TRUE;
}

SandBounds
sand_bounds_empty (void)
{
  return (SandBounds) { INFINITY, INFINITY, -INFINITY, -INFINITY };
}

void
sand_bounds_add_point (SandBounds *bounds,
                       double      x,
                       double      y)
{
  bounds->x0 = MIN (bounds->x0, x);
  bounds->y0 = MIN (bounds->y0, y);
  bounds->x1 = MAX (bounds->x1, x);
  bounds->y1 = MAX (bounds->y1, y);
}

SandBounds
sand_bounds_of_points (const SandPoint *pts,
                       guint            n)
{
  SandBounds b = sand_bounds_empty ();

  for (guint i = 0; i < n; i++)
    sand_bounds_add_point (&b, pts[i].x, pts[i].y);
  return b;
}

gboolean
sand_bounds_is_empty (const SandBounds *bounds)
{
  return bounds->x0 > bounds->x1 || bounds->y0 > bounds->y1;
}

void
sand_bounds_inflate (SandBounds *bounds,
                     double      margin)
{
  bounds->x0 -= margin;
  bounds->y0 -= margin;
  bounds->x1 += margin;
  bounds->y1 += margin;
}

gboolean
sand_bounds_intersect (const SandBounds *a,
                       const SandBounds *b)
{
  return !(a->x1 < b->x0 || b->x1 < a->x0 || a->y1 < b->y0 || b->y1 < a->y0);
}

GArray *
sand_ellipse_to_polygon (double cx,
                         double cy,
                         double rx,
                         double ry,
                         double tolerance)
{
  GArray *pts = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  double r = MAX (rx, ry);
  guint n = 8;

  /* A chord of angle θ on radius r strays r(1 − cos(θ/2)) from the arc. */
  if (tolerance > 0 && r > tolerance)
    n = MAX (n, (guint) ceil (G_PI / acos (1 - tolerance / r)));
  n = MIN (n, 2048u);
  for (guint i = 0; i < n; i++)
    {
      double a = 2 * G_PI * i / n;
      SandPoint p = { cx + rx * cos (a), cy + ry * sin (a) };
      g_array_append_val (pts, p);
    }
  return pts;
}

/* From angle @from, @sweep radians round @c (not the first point: the caller has
 * it or does not want it). */
static void
append_arc (GArray   *out,
            SandPoint c,
            double    r,
            double    from,
            double    sweep,
            double    tolerance)
{
  guint n = 4;

  if (tolerance > 0 && r > tolerance)
    n = MAX (n, (guint) ceil (fabs (sweep) / (2 * acos (1 - tolerance / r))));
  n = MIN (n, 1024u);
  for (guint i = 1; i <= n; i++)
    {
      double a = from + sweep * i / n;
      SandPoint p = { c.x + r * cos (a), c.y + r * sin (a) };
      g_array_append_val (out, p);
    }
}

/* The unit normal to the left of a -> b (x right, y down: turned a quarter
 * anticlockwise as drawn in maths, so round the band consistently). */
static SandPoint
left_normal (SandPoint a,
             SandPoint b)
{
  double len = hypot (b.x - a.x, b.y - a.y);

  return (SandPoint) { -(b.y - a.y) / len, (b.x - a.x) / len };
}

GArray *
sand_polyline_band_outline (const SandPoint *pts,
                            guint            n,
                            double           half_width,
                            double           tolerance)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  g_autoptr (GArray) kept = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  const SandPoint *q;
  guint m;

  g_return_val_if_fail (pts != NULL || n == 0, out);

  /* repeated points have no direction */
  for (guint i = 0; i < n; i++)
    if (kept->len == 0 || hypot (pts[i].x - g_array_index (kept, SandPoint, kept->len - 1).x,
                                 pts[i].y - g_array_index (kept, SandPoint, kept->len - 1).y) > 1e-9)
      g_array_append_val (kept, pts[i]);
  if (kept->len < 2 || half_width <= 0)
    return out;
  q = (const SandPoint *) (void *) kept->data;
  m = kept->len;

  /* along the left side forward, round the far end, back along the other side,
   * round the near end */
  for (int side = 0; side < 2; side++)
    for (guint k = 0; k < m; k++)
      {
        guint i = side == 0 ? k : m - 1 - k;
        SandPoint v = q[i];

        if (k == 0)
          {
            if (side == 0)
              {
                SandPoint nl = left_normal (v, q[1]);
                SandPoint p = { v.x + half_width * nl.x, v.y + half_width * nl.y };
                g_array_append_val (out, p);
              }
            continue; /* on the way back the end's arc has put it there */
          }
        SandPoint prev = q[side == 0 ? i - 1 : i + 1];
        SandPoint n1 = left_normal (prev, v);
        if (k == m - 1)
          {
            /* half a turn about the end, clockwise in these axes: from the left
             * side, through the point ahead, to the right side */
            double from = atan2 (n1.y, n1.x);
            SandPoint side_end = { v.x + half_width * n1.x, v.y + half_width * n1.y };
            g_array_append_val (out, side_end); /* the arc starts past it */
            append_arc (out, v, half_width, from, -G_PI, tolerance);
            if (side == 1)
              g_array_set_size (out, out->len - 1); /* the first point again */
            continue;
          }
        SandPoint n2 = left_normal (v, q[side == 0 ? i + 1 : i - 1]);
        double dot = n1.x * n2.x + n1.y * n2.y;
        if (dot < -0.5)
          {
            SandPoint a = { v.x + half_width * n1.x, v.y + half_width * n1.y };
            SandPoint b = { v.x + half_width * n2.x, v.y + half_width * n2.y };
            g_array_append_val (out, a);
            g_array_append_val (out, b);
          }
        else
          {
            double s = half_width / (1 + dot);
            SandPoint p = { v.x + (n1.x + n2.x) * s, v.y + (n1.y + n2.y) * s };
            g_array_append_val (out, p);
          }
      }
  return out;
}

static void
simplify_range (const SandPoint *pts,
                guint            first,
                guint            last,
                double           tolerance,
                gboolean        *keep)
{
  double worst = -1;
  guint index = first;

  if (last <= first + 1)
    return;
  for (guint i = first + 1; i < last; i++)
    {
      double d = sand_distance_to_segment (pts[i].x, pts[i].y, pts[first], pts[last]);
      if (d > worst)
        {
          worst = d;
          index = i;
        }
    }
  if (worst > tolerance)
    {
      keep[index] = TRUE;
      simplify_range (pts, first, index, tolerance, keep);
      simplify_range (pts, index, last, tolerance, keep);
    }
}

GArray *
sand_polyline_simplify (const SandPoint *pts,
                        guint            n,
                        double           tolerance)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  g_autofree gboolean *keep = NULL;

  if (n == 0)
    return out;
  keep = g_new0 (gboolean, n);
  keep[0] = keep[n - 1] = TRUE;
  simplify_range (pts, 0, n - 1, tolerance, keep);
  for (guint i = 0; i < n; i++)
    if (keep[i])
      g_array_append_val (out, pts[i]);
  return out;
}

/* The first crossing of two edges that do not share a corner: edges @i and @j
 * (@i < @j) at the point @at. */
static gboolean
first_crossing (const SandPoint *p,
                guint            n,
                guint           *i,
                guint           *j,
                SandPoint       *at)
{
  for (guint a = 0; a < n; a++)
    for (guint b = a + 2; b < n; b++)
      {
        double t;

        if (a == 0 && b == n - 1)
          continue; /* the closing edge meets the first at p[0] */
        if (sand_segments_intersect (p[a], p[(a + 1) % n], p[b], p[(b + 1) % n], &t))
          {
            *i = a;
            *j = b;
            at->x = p[a].x + t * (p[a + 1].x - p[a].x);
            at->y = p[a].y + t * (p[a + 1].y - p[a].y);
            return TRUE;
          }
      }
  return FALSE;
}

GArray *
sand_polygon_untangle (const SandPoint *poly,
                       guint            n,
                       guint           *n_dropped)
{
  GArray *loop = g_array_sized_new (FALSE, FALSE, sizeof (SandPoint), n);
  guint dropped = 0, i, j;
  SandPoint at;

  g_return_val_if_fail (poly != NULL || n == 0, loop);

  g_array_append_vals (loop, poly, n);
  /* Each split leaves fewer points, so this ends. */
  while (loop->len >= 4 && first_crossing ((SandPoint *) loop->data, loop->len, &i, &j, &at))
    {
      const SandPoint *p = (SandPoint *) loop->data;
      /* Inner: the crossing, then the corners from i + 1 to j. Outer: the
       * corners up to i, the crossing, then those after j. */
      GArray *inner = g_array_new (FALSE, FALSE, sizeof (SandPoint));
      GArray *outer = g_array_new (FALSE, FALSE, sizeof (SandPoint));

      g_array_append_val (inner, at);
      g_array_append_vals (inner, p + i + 1, j - i);
      g_array_append_vals (outer, p, i + 1);
      g_array_append_val (outer, at);
      g_array_append_vals (outer, p + j + 1, loop->len - j - 1);
      g_array_unref (loop);
      if (fabs (sand_polygon_area ((SandPoint *) inner->data, inner->len))
          > fabs (sand_polygon_area ((SandPoint *) outer->data, outer->len)))
        {
          loop = inner;
          g_array_unref (outer);
        }
      else
        {
          loop = outer;
          g_array_unref (inner);
        }
      dropped++;
    }
  if (n_dropped != NULL)
    *n_dropped = dropped;
  return loop;
}
