/* sand-reach-levels.c: levels a path may go down but never up, in a map's
 * views (a hill that may not be climbed At The Double).
 *
 * Each ray seen carries the level it is on. In a row, it may not enter a
 * cell above that level, nor step up from one of the row's cells to the next
 * as it crosses them (outward from the source's column); past the row it is
 * on the level of the lowest cell it crossed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-reach-map-private.h"

/* The first of row @j's level runs that reaches column @c0. */
static int
first_run (const SandReachObstacles *o,
           int                       j,
           int                       c0)
{
  int lo = o->level_first[j], hi = o->level_first[j + 1];

  while (lo < hi)
    {
      int mid = (lo + hi) / 2;
      if (o->level_runs[mid].i1 < c0)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

void
sand_map_level_shadows (const SandReachObstacles *o,
                        const SandMapView        *v,
                        const SandMapArc         *arc,
                        int                       j,
                        double                    tn,
                        double                    t,
                        SandMapArcs              *out)
{
  int c0, c1;

  if (o->row_high[j] <= arc->level && o->row_low[j] == o->row_high[j])
    return;
  sand_map_arc_columns (v, arc, tn, t, 0, o->width - 1, &c0, &c1);
  for (int k = first_run (o, j, c0); k < o->level_first[j + 1] && o->level_runs[k].i0 <= c1; k++)
    {
      const SandMapLevelRun *r = &o->level_runs[k];
      /* cells above the rays' level */
      if (r->level > arc->level)
        {
          sand_map_rect_shadow (v, MAX (r->i0, c0), MIN (r->i1, c1) + 1, tn, t, out);
          continue;
        }
      /* a step up from the run before, as the rays cross their edge outward */
      if (k == o->level_first[j] || r->i0 <= c0)
        continue;
      int before = o->level_runs[k - 1].level;
      double e = r->i0 - v->vx;
      if (before <= arc->level && ((e > 0 && r->level > before) || (e < 0 && before > r->level)))
        {
          /* the rays through the edge x = i0 between tn and t */
          double near = tn > 0 ? e / tn : (e > 0 ? INFINITY : -INFINITY), far = e / t;
          sand_map_arcs_add (out, MIN (near, far), MAX (near, far));
        }
    }
}

void
sand_map_level_descend (const SandReachObstacles *o,
                        const SandMapView        *v,
                        const SandMapArc         *arc,
                        int                       j,
                        double                    tn,
                        double                    tf,
                        SandMapArcs              *out)
{
  SandMapArcs low = { 0 };
  int c0, c1;

  if (o->row_low[j] >= arc->level)
    {
      *sand_map_arcs_add (out, arc->lo, arc->hi) = *arc;
      return;
    }
  /* the runs of cells below the rays' level, each with the rays through it */
  sand_map_arc_columns (v, arc, tn, tf, 0, o->width - 1, &c0, &c1);
  for (int k = first_run (o, j, c0); k < o->level_first[j + 1] && o->level_runs[k].i0 <= c1; k++)
    {
      const SandMapLevelRun *r = &o->level_runs[k];
      if (r->level < arc->level)
        sand_map_rect_shadow (v, MAX (r->i0, c0), MIN (r->i1, c1) + 1, tn, tf, &low)->level = r->level;
    }
  /* the arc cut where any of those begins or ends, each piece on the lowest
   * level of those that hold it */
  double cut[2 * 64 + 2];
  int n = 0;
  cut[n++] = arc->lo;
  cut[n++] = arc->hi;
  for (int k = 0; k < low.n && n + 2 <= (int) G_N_ELEMENTS (cut); k++)
    {
      if (low.v[k].lo > arc->lo && low.v[k].lo < arc->hi)
        cut[n++] = low.v[k].lo;
      if (low.v[k].hi > arc->lo && low.v[k].hi < arc->hi)
        cut[n++] = low.v[k].hi;
    }
  for (int a = 1; a < n; a++)
    for (int b = a; b > 0 && cut[b] < cut[b - 1]; b--)
      {
        double x = cut[b];
        cut[b] = cut[b - 1];
        cut[b - 1] = x;
      }
  for (int k = 0; k + 1 < n; k++)
    {
      if (!(cut[k] < cut[k + 1]))
        continue;
      /* a point inside the piece, even when one end is infinite */
      double mid = isinf (cut[k]) ? cut[k + 1] - 1 : isinf (cut[k + 1]) ? cut[k] + 1 : (cut[k] + cut[k + 1]) / 2;
      int level = arc->level;
      for (int m = 0; m < low.n; m++)
        if (mid >= low.v[m].lo && mid <= low.v[m].hi)
          level = MIN (level, low.v[m].level);
      if (out->n > 0 && out->v[out->n - 1].level == level && out->v[out->n - 1].hi == cut[k])
        out->v[out->n - 1].hi = cut[k + 1];
      else
        sand_map_arcs_add (out, cut[k], cut[k + 1])->level = level;
    }
  g_free (low.v);
}
