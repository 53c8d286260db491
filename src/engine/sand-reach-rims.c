/* sand-reach-rims.c: the cells between a zone's polygon of vertices and its
 * rim.
 *
 * A zone is drawn round by a polygon of vertices just outside it
 * (sand-reach-obstacles.c). Between two of them the polygon's edge stands off
 * the rim, most at the vertices, and a cell whose centre lies in that sliver
 * is seen from the vertices beside it only toward the zone: beyond the wedge
 * each paints (from the leg it came by, round to the zone's edge), and from
 * no other vertex nearer than round the far side. Such a cell was left
 * unreached, or reached the long way round (up to 67" too long on the club
 * table). Once a map is painted, each sliver cell the painting missed (more
 * than a step and a half beyond its cheapest neighbour, or unreached beside
 * one reached) is priced from the zone's own vertices: straight where that
 * clears the zone, else along the taut string round it (tangent, the arc of
 * the rim, tangent), the cheapest way the snapshot lets through.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-reach-field-private.h"
#include "sand-move-snapshot-private.h"
#include "sand-reach-map-private.h"

/* How far, in cells, a point lies outside zone @d (negative inside). */
static double
zone_excess (const SandMapDisc *d,
             double             x,
             double             y)
{
  double u = (x - d->x) * d->ax + (y - d->y) * d->ay, v = (x - d->x) * d->ay - (y - d->y) * d->ax;

  double du = MAX (fabs (u) - d->hw, 0.0), dv = MAX (fabs (v) - d->hd, 0.0);

  return sqrt (du * du + dv * dv) - d->r;
}

/* Where the line at @y is in zone @d; a round one worked out directly. */
static gboolean
zone_span (const SandMapDisc *d,
           double             y,
           double            *x0,
           double            *x1)
{
  if (d->hw > 0 || d->hd > 0)
    return sand_map_zone_row (d, y, x0, x1);

  double dy = y - d->y, h2 = d->r * d->r - dy * dy;
  if (h2 < 0)
    return FALSE;
  *x0 = d->x - sqrt (h2), *x1 = d->x + sqrt (h2);
  return TRUE;
}

/* Whether the segment from (@ax, @ay) to (@bx, @by), in cells, comes into
 * zone @d: the snapshot's own exact test of its disc. */
static gboolean
zone_hit (const SandMoveSnapshot *s,
          const SandMapDisc      *d,
          double                  ax,
          double                  ay,
          double                  bx,
          double                  by)
{
  return sand_move_disc_hit (&g_array_index (s->discs, SandMoveDisc, d->item), s->x0 + ax * s->cell,
                             s->y0 + ay * s->cell, s->x0 + bx * s->cell, s->y0 + by * s->cell);
}

/* A way from a vertex to a cell's centre by the zone's rim, in cells: straight,
 * or along a tangent, round the disc of radius @r about (@kx, @ky) from angle
 * @t1 through @arc (turning as @side), and along a tangent on. */
typedef struct
{
  double   length;
  gboolean round;
  double   ax, ay, bx, by;
  double   kx, ky, r, t1, arc, side;
} RimWay;

/* From (@ax, @ay) to (@bx, @by), both outside zone @d and near it: straight
 * when that clears the zone, else the taut string round it, along the tangent
 * to the disc of the rectangle's corner between them, its arc and the tangent
 * on. FALSE when the string would turn round more than that one corner. */
static gboolean
rim_way (const SandMoveSnapshot *s,
         const SandMapDisc      *d,
         double                  ax,
         double                  ay,
         double                  bx,
         double                  by,
         RimWay                 *way)
{
  memset (way, 0, sizeof *way);
  way->ax = ax, way->ay = ay, way->bx = bx, way->by = by;
  way->round = zone_hit (s, d, ax, ay, bx, by);
  if (!way->round)
    {
      way->length = hypot (bx - ax, by - ay);
      return TRUE;
    }
  /* the corner on the side of the middle of the two, in the zone's frame */
  double mx = (ax + bx) / 2 - d->x, my = (ay + by) / 2 - d->y;
  double mu = mx * d->ax + my * d->ay, mv = mx * d->ay - my * d->ax;
  double cu = mu >= 0 ? d->hw : -d->hw, cv = mv >= 0 ? d->hd : -d->hd;
  double kx = d->x + cu * d->ax + cv * d->ay, ky = d->y + cu * d->ay - cv * d->ax;
  double da = hypot (ax - kx, ay - ky), db = hypot (bx - kx, by - ky), r = d->r;
  /* the start may stand on the rim itself, a rounding inside */
  if (da < r * (1 - 1e-6) || db < r * (1 - 1e-9))
    return FALSE;
  da = MAX (da, r);
  double pa = atan2 (ay - ky, ax - kx), pb = atan2 (by - ky, bx - kx);
  double turn = remainder (pb - pa, 2 * G_PI), side = turn >= 0 ? 1 : -1;
  double ta = acos (r / da), tb = acos (MIN (1.0, r / db)), arc = fabs (turn) - ta - tb;
  if (arc <= 0)
    return FALSE;
  double t1 = pa + side * ta, t2 = pb - side * tb;
  /* the arc must be the corner's own: within the quarter its normals span */
  if (d->hw > 0 || d->hd > 0)
    for (int e = 0; e < 2; e++)
      {
        double t = e ? t2 : t1, nu = cos (t) * d->ax + sin (t) * d->ay, nv = cos (t) * d->ay - sin (t) * d->ax;
        if (nu * cu < -1e-9 || nv * cv < -1e-9)
          return FALSE;
      }
  way->kx = kx, way->ky = ky, way->r = r, way->t1 = t1, way->arc = arc, way->side = side;
  way->length = sqrt (da * da - r * r) + r * arc + sqrt (MAX (0.0, db * db - r * r));
  return TRUE;
}

/* Whether the snapshot lets the leg from (@px, @py) in cell @cell (-1: the
 * cell it is in) to (@qx, @qy), in cells, through within @budget's tier, zone
 * @d taken as clear. */
static gboolean
leg_clear (const SandMoveSnapshot *s,
           const SandMapDisc      *d,
           int                     cell,
           double                  px,
           double                  py,
           double                  qx,
           double                  qy,
           double                  budget)
{
  double x0 = s->x0 + px * s->cell, y0 = s->y0 + py * s->cell, limit;

  if (cell < 0)
    cell = sand_move_snapshot_cell_index (s, x0, y0);
  if (cell < 0)
    return FALSE;
  double leg = _sand_reach_field_leg_cost (s, cell, x0, y0, s->x0 + qx * s->cell, s->y0 + qy * s->cell,
                                           SAND_LEG_ZOC_REFUSE, d->item, &limit);
  return leg >= 0 && limit >= budget - 1e-9;
}

/* Whether the snapshot lets @way through, zone @d taken as clear (the way keeps
 * outside it): the arc as a chain of chords each tangent to it, just outside. */
static gboolean
rim_way_clear (const SandMoveSnapshot *s,
               const SandMapDisc      *d,
               const RimWay           *way,
               int                     first_cell,
               double                  budget)
{
  if (!way->round)
    return leg_clear (s, d, first_cell, way->ax, way->ay, way->bx, way->by, budget);

  int    n = MAX (1, (int) ceil (way->arc / 0.1));
  double step = way->arc / n, out = way->r / cos (step / 2);
  double px = way->kx + way->r * cos (way->t1), py = way->ky + way->r * sin (way->t1);

  if (!leg_clear (s, d, first_cell, way->ax, way->ay, px, py, budget))
    return FALSE;
  for (int k = 0; k <= n; k++)
    {
      /* on the tangents at the arc's ends and between its steps */
      double t = way->t1 + way->side * (k == n ? way->arc : (k + 0.5) * step), rad = k == n ? way->r : out;
      double qx = way->kx + rad * cos (t), qy = way->ky + rad * sin (t);
      if (!leg_clear (s, d, -1, px, py, qx, qy, budget))
        return FALSE;
      px = qx, py = qy;
    }
  return leg_clear (s, d, -1, px, py, way->bx, way->by, budget);
}

/* Whether cell (@i, @j) holds more than a step and a half beyond its
 * cheapest neighbour across an edge, nothing beside a neighbour reached, or
 * something with no neighbour reached: the cells the painting missed; the
 * others are left as painted. */
static gboolean
out_of_line (const SandReachObstacles *o,
             const float              *g,
             int                       i,
             int                       j)
{
  gsize c = (gsize) j * o->width + i;
  float least = INFINITY;

  if (i > 0)
    least = MIN (least, g[c - 1]);
  if (i + 1 < o->width)
    least = MIN (least, g[c + 1]);
  if (j > 0)
    least = MIN (least, g[c - o->width]);
  if (j + 1 < o->height)
    least = MIN (least, g[c + o->width]);
  if (least == INFINITY)
    return g[c] < INFINITY;
  return g[c] > least + 1.5f * (float) o->unit;
}

/* How far, in cells, a start on a zone's rim is moved off it for the map:
 * the rays that leave it along the rim are seen, as from a vertex. */
#define RIM_START_OFF 1e-3
#define RIM_START_MAX 16

/* A zone's polygon has at most 4 × 64 vertices (rim_steps()). */
#define RIM_MAX 256

/* The cheapest way from zone @d's vertices @list (@n of them) to the centre of
 * cell (@i, @j) that is cheaper than the cell holds and within @budget: the
 * vertex, or -1. */
static int
best_vertex (const SandMoveSnapshot   *s,
             const SandReachObstacles *o,
             const SandMapDisc        *d,
             double                    budget,
             const double             *dist,
             const int                *list,
             int                       n,
             int                       i,
             int                       j,
             float                     now,
             float                    *cost)
{
  double x = i + 0.5, y = j + 0.5;
  float  bound[RIM_MAX], cand = MIN (now, (float) (budget + 1e-9));
  int    best = -1;

  /* no way by the rim is shorter than the straight line: the vertices in
   * the order of that, each priced until none can do better */
  n = MIN (n, RIM_MAX);
  for (int m = 0; m < n; m++)
    {
      const SandMapCorner *v = &o->corners[list[m]];
      double               dx = x - v->x, dy = y - v->y;
      bound[m] = (float) (dist[list[m]] + o->unit * sqrt (dx * dx + dy * dy));
    }
  /* priced in that order until no straight line can do better, then the
   * cheapest few tested against the snapshot, cheapest first */
  RimWay ways[4];
  float  costs[4];
  int    which[4], found = 0;
  for (;;)
    {
      int next = -1;
      for (int m = 0; m < n; m++)
        if (bound[m] < cand && (next < 0 || bound[m] < bound[next]))
          next = m;
      if (next < 0)
        break;
      bound[next] = INFINITY;
      const SandMapCorner *v = &o->corners[list[next]];
      RimWay               way;
      if (!rim_way (s, d, v->x, v->y, x, y, &way))
        continue;
      float c = (float) (dist[list[next]] + o->unit * way.length);
      if (!(c < cand))
        continue;
      /* kept by cost, the dearest dropped when full */
      int at = found < 4 ? found++ : 3;
      while (at > 0 && costs[at - 1] > c)
        {
          if (at < 4)
            ways[at] = ways[at - 1], costs[at] = costs[at - 1], which[at] = which[at - 1];
          at--;
        }
      ways[at] = way, costs[at] = c, which[at] = list[next];
      /* the straight lines still to price must beat the dearest kept */
      if (found == 4)
        cand = costs[3];
    }
  for (int k = 0; k < found; k++)
    if (rim_way_clear (s, d, &ways[k], o->corners[which[k]].cell, budget))
      {
        cand = costs[k], best = which[k];
        break;
      }
  *cost = cand;
  return best;
}

void
sand_map_paint_rims (const SandMoveSnapshot   *s,
                     const SandReachObstacles *o,
                     guint                     tier,
                     double                    budget,
                     const double             *dist,
                     SandMapTarget            *target)
{
  int n_zones = (int) o->discs->len;

  if (n_zones == 0 || o->n_corners == 0)
    return;
  /* each zone's vertices that were reached, by zone */
  g_autofree int *first = g_new0 (int, n_zones + 1);
  g_autofree int *list = g_new (int, o->n_corners);
  for (int k = 0; k < o->n_corners; k++)
    if (o->corners[k].zone >= 0 && dist[k] < INFINITY)
      first[o->corners[k].zone + 1]++;
  for (int z = 0; z < n_zones; z++)
    first[z + 1] += first[z];
  g_autofree int *fill = g_memdup2 (first, sizeof (int) * n_zones);
  for (int k = 0; k < o->n_corners; k++)
    if (o->corners[k].zone >= 0 && dist[k] < INFINITY)
      list[fill[o->corners[k].zone]++] = k;

  for (int z = 0; z < n_zones; z++)
    {
      const int *mine = list + first[z];
      int        n = first[z + 1] - first[z];
      if (n == 0)
        continue;
      SandMapDisc d = g_array_index (o->discs, SandMapDisc, z), wide = d;
      /* the sliver is no thicker than the vertices stand off the rim */
      double band = 0;
      for (int m = 0; m < n; m++)
        band = MAX (band, zone_excess (&d, o->corners[mine[m]].x, o->corners[mine[m]].y));
      band += 1e-3;
      wide.r += band;
      double ext = wide.r + d.hw + d.hd;
      int    j0 = MAX (0, (int) floor (d.y - ext)), j1 = MIN (o->height - 1, (int) ceil (d.y + ext));
      for (int j = j0; j <= j1; j++)
        {
          double a, b;
          if (!zone_span (&wide, j + 0.5, &a, &b))
            continue;
          int i0 = MAX (0, (int) floor (a - 0.5)), i1 = MIN (o->width - 1, (int) ceil (b - 0.5));
          /* past the cells whose centres are inside by a cell or more */
          double p, q;
          int    skip0 = i1 + 1, skip1 = i1;
          if (zone_span (&d, j + 0.5, &p, &q) && q - p > 4)
            skip0 = (int) floor (p) + 1, skip1 = (int) floor (q) - 2;
          for (int i = i0; i <= i1; i = i + 1 == skip0 ? MAX (skip1 + 1, i + 1) : i + 1)
            {
              double e = zone_excess (&d, i + 0.5, j + 0.5);
              /* outside as sand_move_disc_hit() has it, within the sliver */
              if (e < -1e-9 * d.r || e > band)
                continue;
              gsize c = (gsize) j * o->width + i;
              float cost;
              if (!out_of_line (o, target->g, i, j))
                continue;
              int k = best_vertex (s, o, &d, budget, dist, mine, n, i, j, target->g[c], &cost);
              if (k < 0)
                continue;
              target->reached += target->g[c] == INFINITY;
              target->g[c] = cost;
              target->pivot[c] = sand_reach_vertex_code (tier, (guint) k);
              if (target->display != NULL)
                target->display[c] = cost;
              if (!target->fresh && target->tier != NULL)
                {
                  target->tier[c] = (guint8) MIN (tier, 255);
                  target->anchor[c] = 0;
                }
            }
        }
    }
}

typedef struct
{
  int    k;
  double arc, cost, in, t1;
} Seed;

static int
cmp_seed (const void *a,
          const void *b)
{
  double x = ((const Seed *) a)->arc, y = ((const Seed *) b)->arc;
  return (x > y) - (x < y);
}

void
sand_map_seed_rims (const SandMoveSnapshot   *s,
                    const SandReachObstacles *o,
                    double                    sx,
                    double                    sy,
                    double                    s_cost,
                    double                    budget,
                    void (*seed) (gpointer data, int k, double cost, double in, int pred),
                    gpointer data)
{
  int start = sand_reach_map_start_cell (s);

  for (guint z = 0; z < o->discs->len; z++)
    {
      const SandMapDisc *d = &g_array_index (o->discs, SandMapDisc, z);
      /* a unit that starts closer stands on the rim it may not come inside */
      if (fabs (zone_excess (d, sx, sy)) > 0.02)
        continue;
      /* each way round, the vertices in the order the rim passes them */
      Seed seeds[2][RIM_MAX];
      int  n[2] = { 0, 0 };
      for (int k = 0; k < o->n_corners; k++)
        {
          const SandMapCorner *v = &o->corners[k];
          RimWay               way;
          if (v->zone != (gint32) z || !rim_way (s, d, sx, sy, v->x, v->y, &way) || !way.round)
            continue;
          int    side = way.side > 0;
          double t2 = way.t1 + way.side * way.arc;
          /* in along the tangent from the end of the arc */
          Seed e = { k, way.arc, s_cost + o->unit * way.length,
                     atan2 (v->y - (way.ky + way.r * sin (t2)), v->x - (way.kx + way.r * cos (t2))), way.t1 };
          if (n[side] < RIM_MAX && e.cost <= budget + 1e-9 && rim_way_clear (s, d, &way, start, budget))
            seeds[side][n[side]++] = e;
        }
      for (int side = 0; side < 2; side++)
        {
          qsort (seeds[side], n[side], sizeof (Seed), cmp_seed);
          for (int m = 0; m < n[side]; m++)
            {
              Seed *e = &seeds[side][m];
              /* the nearest's wedge reaches back past where the start leaves
               * the rim (its tangent there, turned an eighth of a turn
               * outward): the ways that leave the rim before that vertex's
               * tangent are seen from no other. Each comes by the one before
               * it, so that its way is drawn round the rim, not across it. */
              double dir = side ? 1 : -1, in = m == 0 ? e->t1 + dir * G_PI / 4 : e->in;
              seed (data, e->k, e->cost, in, m == 0 ? -1 : seeds[side][m - 1].k);
            }
        }
    }
}

void
sand_map_start_off_rims (const SandReachObstacles *o,
                         double                   *sx,
                         double                   *sy)
{
  double nx[RIM_START_MAX], ny[RIM_START_MAX];
  int    n = 0;

  /* the outward normals of the rims it stands on */
  for (guint z = 0; z < o->discs->len && n < RIM_START_MAX; z++)
    {
      const SandMapDisc *d = &g_array_index (o->discs, SandMapDisc, z);
      if (fabs (zone_excess (d, *sx, *sy)) > 0.01)
        continue;
      double u = (*sx - d->x) * d->ax + (*sy - d->y) * d->ay, v = (*sx - d->x) * d->ay - (*sy - d->y) * d->ax;
      double pu = u - CLAMP (u, -d->hw, d->hw), pv = v - CLAMP (v, -d->hd, d->hd), len = hypot (pu, pv);
      if (len > 0)
        nx[n] = (pu * d->ax + pv * d->ay) / len, ny[n] = (pu * d->ay - pv * d->ax) / len, n++;
    }
  /* a way out of them all: their sum, one of them or the sum of two; none
   * (hemmed in), and it stays where it is */
  for (int a = -1; a < n; a++)
    for (int b = a; b < n; b++)
      {
        double dx = 0, dy = 0;
        for (int k = 0; k < n; k++)
          if (a < 0 || k == a || k == b)
            dx += nx[k], dy += ny[k];
        double   len = hypot (dx, dy);
        gboolean out = len > 1e-9;
        for (int k = 0; k < n && out; k++)
          out = dx * nx[k] + dy * ny[k] > 1e-9 * len;
        if (out)
          {
            *sx += RIM_START_OFF * dx / len, *sy += RIM_START_OFF * dy / len;
            return;
          }
      }
}
