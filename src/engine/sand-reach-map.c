/* sand-reach-map.c: one tier solved as a shortest-path map.
 *
 * The start sees some of the table: those cells cost their straight line, and
 * the vertices it sees the same. Then, vertex by vertex in order of cost (a
 * Dijkstra over the visibility graph, whose edges each vertex's view finds),
 * each paints what it sees within its wedge: the directions from the one it
 * was reached by, carried straight on, round toward the obstacle it turns
 * round, as far as that obstacle. A path bends at a vertex only that way (any
 * other bend could be cut short), so every cell is painted by the last vertex
 * of its cheapest path, with that path's exact cost: min (g, d(v) + |x - v|).
 *
 * The rows are split between two threads when the second is free: each works
 * out every vertex's cost itself (the views are cheap where nothing is
 * painted) and paints only its own rows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-raster-blocks.h"
#include "sand-reach-map-private.h"
#include "sand-reach-solve-private.h"

typedef struct
{
  double key;
  int    id;
} HeapItem;

/* A Dijkstra over the vertices, painting as it goes. */
typedef struct
{
  const SandReachObstacles *o;
  double                    sx, sy, s_cost;
  int                       s_level;
  double                    budget;
  double                   *dist;
  int                      *pred;   /* -1: the start */
  guint8                   *done;
  /* reached from the start round a zone's rim (sand_map_seed_rims()), and
   * where its wedge begins: the leg from the start stands for an arc */
  guint8                   *round;
  double                   *round_in;
  HeapItem                 *heap;
  int                       n_heap;
  int                       cap_heap;
  int                       current;
} Run;

static void
heap_push (Run   *r,
           int    id,
           double key)
{
  if (r->n_heap == r->cap_heap)
    {
      r->cap_heap = MAX (64, 2 * r->cap_heap);
      r->heap = g_renew (HeapItem, r->heap, r->cap_heap);
    }
  int k = r->n_heap++;
  while (k > 0 && r->heap[(k - 1) / 2].key > key)
    {
      r->heap[k] = r->heap[(k - 1) / 2];
      k = (k - 1) / 2;
    }
  r->heap[k].key = key;
  r->heap[k].id = id;
}

static HeapItem
heap_pop (Run *r)
{
  HeapItem top = r->heap[0], last = r->heap[--r->n_heap];
  int k = 0;

  for (;;)
    {
      int c = 2 * k + 1;
      if (c >= r->n_heap)
        break;
      if (c + 1 < r->n_heap && r->heap[c + 1].key < r->heap[c].key)
        c++;
      if (r->heap[c].key >= last.key)
        break;
      r->heap[k] = r->heap[c];
      k = c;
    }
  if (r->n_heap > 0)
    r->heap[k] = last;
  return top;
}

static void
found (gpointer data,
       int      k,
       double   cost)
{
  Run *r = data;

  if (r->done[k] || !(cost < r->dist[k]))
    return;
  r->dist[k] = cost;
  r->pred[k] = r->current;
  r->round[k] = FALSE;
  heap_push (r, k, cost);
}

static void
found_round (gpointer data,
             int      k,
             double   cost,
             double   in,
             int      pred)
{
  Run *r = data;

  r->current = pred;
  found (data, k, cost);
  r->current = -1;
  if (r->dist[k] == cost && r->pred[k] == pred)
    r->round[k] = TRUE, r->round_in[k] = in;
}

#define WEDGE_MARGIN 1e-3

/* The wedge vertex @k paints, reached along the leg from its pred: from that
 * leg carried on, round toward the obstacle. FALSE when the leg heads into the
 * obstacle (no path that way turns here). */
static gboolean
wedge (const Run *r,
       int        k,
       double    *w0,
       double    *w1)
{
  const SandMapCorner *v = &r->o->corners[k];
  double px = r->pred[k] < 0 ? r->sx : r->o->corners[r->pred[k]].x;
  double py = r->pred[k] < 0 ? r->sy : r->o->corners[r->pred[k]].y;
  double in = r->round[k] ? r->round_in[k] : atan2 (v->y - py, v->x - px);
  double plus = fmod (v->b0 - in, 2 * G_PI), minus = fmod (in - v->b1, 2 * G_PI);
  int from = r->pred[k] < 0 ? r->s_level : r->o->corners[r->pred[k]].level;

  /* A leg that came down a level here may turn either way: the stretch
   * above could not have left earlier and come back up (one-way levels). */
  if (from > v->level)
    {
      *w0 = v->b1 - WEDGE_MARGIN;
      *w1 = v->b0 + 2 * G_PI + WEDGE_MARGIN;
      return TRUE;
    }
  if (plus < 0)
    plus += 2 * G_PI;
  if (minus < 0)
    minus += 2 * G_PI;
  if (MIN (plus, minus) >= G_PI)
    return FALSE;
  if (plus <= minus)
    *w0 = in, *w1 = in + plus;
  else
    *w0 = in - minus, *w1 = in;
  /* a little wider: the vertices stand a hair off the obstacles' corners, so
   * the leg along an edge to the next is a hair off the exact directions;
   * the rays past either side paint nothing a cheaper way does not */
  *w0 -= WEDGE_MARGIN;
  *w1 += WEDGE_MARGIN;
  return TRUE;
}

typedef struct
{
  const SandMoveSnapshot   *s;
  const SandReachObstacles *o;
  guint                     tier;
  double                    budget;
  SandMapTarget            *target;
  const SandMapSites       *sites;
  GCancellable             *cancellable;
} Paint;

/* A fresh field's rows [j0, j1): unreached, not to end on, tier and anchor 0. */
static void
init_rows (const Paint *p,
           int          j0,
           int          j1)
{
  int W = p->s->width;
  gsize from = (gsize) j0 * W, n = (gsize) (j1 - j0) * W;
  SandMapTarget *t = p->target;

  if (n == 0)
    return;
  sand_raster_fill_float (t->g + from, n, INFINITY);
  if (t->display != NULL)
    sand_raster_fill_float (t->display + from, n, -1.0f);
  memset (t->anchor + from, 0, n);
  if (t->tier != NULL)
    memset (t->tier + from, 0, n);
}

/* The whole search, painting rows [row_lo, row_hi); @dist and @pred receive
 * the vertices' costs, @site_min the least cost painted in each building,
 * @reached the cells painted first. FALSE when cancelled. */
static gboolean
run_paint (const Paint *p,
           int          row_lo,
           int          row_hi,
           double      *dist,
           int         *pred,
           double      *site_min,
           gint64      *reached)
{
  const SandMoveSnapshot *s = p->s;
  const SandReachObstacles *o = p->o;
  SandMapTarget *t = p->target;
  Run r = {
    .o = o, .budget = p->budget, .dist = dist, .pred = pred, .current = -1,
    .sx = (s->start_x - s->x0) / s->cell, .sy = (s->start_y - s->y0) / s->cell, .s_cost = s->start_cost,
  };
  SandMapCast c = {
    .o = o, .budget = p->budget, .g = t->g, .pivot = t->pivot, .tier = t->fresh ? NULL : t->tier,
    .anchor = t->anchor, .tier_index = (guint8) MIN (p->tier, 255), .row_lo = row_lo, .row_hi = row_hi,
    .display = t->display, .reached = reached, .sites = p->sites, .site_min = site_min, .found = found, .data = &r,
  };
  gboolean ok = TRUE;
  guint pops = 0;

  sand_map_start_off_rims (o, &r.sx, &r.sy);
  if (t->fresh)
    init_rows (p, row_lo, row_hi);
  r.done = g_new0 (guint8, MAX (1, o->n_corners));
  r.round = g_new0 (guint8, MAX (1, o->n_corners));
  r.round_in = g_new0 (double, MAX (1, o->n_corners));
  for (int k = 0; k < o->n_corners; k++)
    dist[k] = INFINITY, pred[k] = -1;
  for (int k = 0; p->sites != NULL && k < p->sites->n_sites; k++)
    site_min[k] = INFINITY;

  c.x = r.sx;
  c.y = r.sy;
  c.d = r.s_cost;
  c.level = r.s_level = sand_map_level (o, CLAMP ((int) floor (r.sy), 0, s->height - 1) * s->width
                                             + CLAMP ((int) floor (r.sx), 0, s->width - 1));
  c.full = TRUE;
  c.code = SAND_REACH_FROM_START;
  sand_reach_map_cast (&c);
  sand_map_seed_rims (s, o, r.sx, r.sy, r.s_cost, p->budget, found_round, &r);

  c.full = FALSE;
  while (r.n_heap > 0)
    {
      HeapItem top = heap_pop (&r);
      int k = top.id;
      if (r.done[k] || top.key > dist[k])
        continue;
      r.done[k] = 1;
      if ((++pops & 255) == 0 && g_cancellable_is_cancelled (p->cancellable))
        {
          ok = FALSE;
          break;
        }
      if (!wedge (&r, k, &c.w0, &c.w1))
        continue;
      r.current = k;
      c.x = o->corners[k].x;
      c.y = o->corners[k].y;
      c.level = o->corners[k].level;
      c.d = dist[k];
      c.code = sand_reach_vertex_code (p->tier, (guint) k);
      sand_reach_map_cast (&c);
    }
  g_free (r.done);
  g_free (r.round);
  g_free (r.round_in);
  g_free (r.heap);
  return ok;
}

/* The second thread's half of the rows: taken by whichever thread gets to it
 * first (the second may be busy with another solve). */
typedef struct
{
  SandReachTask task;
  Paint         paint;
  int           row_lo;
  int           row_hi;
  gint          taken;
  gboolean      done;
  gboolean      ok;
  double       *site_min;
  gint64        reached;
  GMutex        lock;
  GCond         cond;
} HalfJob;

static void
half_job_clear (gpointer data)
{
  HalfJob *job = data;

  g_free (job->site_min);
  g_mutex_clear (&job->lock);
  g_cond_clear (&job->cond);
}

static void
half_job_paint (HalfJob *job)
{
  int n = MAX (1, job->paint.o->n_corners);
  g_autofree double *dist = g_new (double, n);
  g_autofree int *pred = g_new (int, n);

  job->ok = run_paint (&job->paint, job->row_lo, job->row_hi, dist, pred, job->site_min, &job->reached);
}

static void
half_job_run (SandReachTask *task)
{
  HalfJob *job = (HalfJob *) task;

  if (g_atomic_int_compare_and_exchange (&job->taken, 0, 1))
    {
      half_job_paint (job);
      g_mutex_lock (&job->lock);
      job->done = TRUE;
      g_cond_signal (&job->cond);
      g_mutex_unlock (&job->lock);
    }
  g_atomic_rc_box_release_full (job, half_job_clear);
}

/* The cells of each building with upper floors as runs along rows. */
typedef struct
{
  int            j;
  SandMapSiteRun r;
} RowRun;

static int
cmp_row_run (gconstpointer a,
             gconstpointer b)
{
  return ((const RowRun *) a)->j - ((const RowRun *) b)->j;
}

static SandMapSites *
sites_new (const SandMoveSnapshot *s)
{
  SandMapSites *sites = g_new0 (SandMapSites, 1);
  g_autoptr (GArray) runs = g_array_new (FALSE, FALSE, sizeof (RowRun));
  int W = s->width;

  sites->n_sites = (int) s->floor_sites->len;
  for (guint k = 0; k < s->floor_sites->len; k++)
    {
      const GArray *cells = g_array_index (s->floor_sites, SandMoveFloorSite, k).cells;
      for (guint m = 0; m < cells->len; m++)
        {
          int c = g_array_index (cells, int, m), i = c % W, j = c / W;
          RowRun *last = runs->len > 0 ? &g_array_index (runs, RowRun, runs->len - 1) : NULL;
          if (last != NULL && last->r.site == (int) k && last->j == j && last->r.i1 + 1 == i)
            last->r.i1 = i;
          else
            {
              RowRun r = { j, { i, i, (int) k } };
              g_array_append_val (runs, r);
            }
        }
    }
  g_array_sort (runs, cmp_row_run);
  sites->row_first = g_new0 (int, s->height + 1);
  sites->runs = g_new (SandMapSiteRun, MAX (1, runs->len));
  for (guint k = 0; k < runs->len; k++)
    {
      const RowRun *r = &g_array_index (runs, RowRun, k);
      sites->runs[k] = r->r;
      sites->row_first[r->j + 1]++;
    }
  for (int j = 0; j < s->height; j++)
    sites->row_first[j + 1] += sites->row_first[j];
  return sites;
}

static void
sites_free (SandMapSites *sites)
{
  if (sites == NULL)
    return;
  g_free (sites->runs);
  g_free (sites->row_first);
  g_free (sites);
}

gboolean
sand_reach_map_solve (const SandMoveSnapshot   *s,
                      const SandReachObstacles *o,
                      guint                     tier,
                      double                    budget,
                      SandMapTarget            *target,
                      gboolean                  split,
                      GArray                   *vertices,
                      GCancellable             *cancellable)
{
  Paint p = { s, o, tier, budget, target, NULL, cancellable };
  int n = MAX (1, o->n_corners), n_sites = s->floor_sites != NULL ? (int) s->floor_sites->len : 0;
  g_autofree double *dist = g_new (double, n);
  g_autofree int *pred = g_new (int, n);
  g_autofree double *site_min = g_new (double, MAX (1, n_sites));
  SandMapSites *sites = NULL;
  gboolean ok;

  target->reached = 0;
  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;
  if (n_sites > 0)
    p.sites = sites = sites_new (s);

  /* a unit standing where this tier may not go stays put */
  int s0 = sand_reach_map_start_cell (s);
  if (sand_map_blocked (o, s0 % s->width, s0 / s->width))
    {
      if (target->fresh)
        init_rows (&p, 0, s->height);
      if ((float) s->start_cost < target->g[s0])
        {
          target->g[s0] = (float) s->start_cost;
          target->pivot[s0] = SAND_REACH_FROM_START;
          if (!target->fresh && target->tier != NULL)
            target->tier[s0] = (guint8) MIN (tier, 255), target->anchor[s0] = 0;
        }
      for (int k = 0; k < n_sites; k++)
        target->site_min[k] = INFINITY;
      sites_free (sites);
      return TRUE;
    }

  if (split)
    {
      /* the rows from the start's down to the second thread */
      int mid = CLAMP ((int) floor ((s->start_y - s->y0) / s->cell), 1, s->height - 1);
      HalfJob *job = g_atomic_rc_box_new0 (HalfJob);
      job->task.run = half_job_run;
      job->paint = p;
      job->row_lo = mid;
      job->row_hi = s->height;
      job->site_min = g_new (double, MAX (1, n_sites));
      g_mutex_init (&job->lock);
      g_cond_init (&job->cond);
      g_atomic_rc_box_acquire (job);
      if (!sand_reach_second_thread_push (&job->task))
        g_atomic_rc_box_release_full (job, half_job_clear);
      ok = run_paint (&p, 0, mid, dist, pred, site_min, &target->reached);
      if (g_atomic_int_compare_and_exchange (&job->taken, 0, 1))
        half_job_paint (job);
      else
        {
          g_mutex_lock (&job->lock);
          while (!job->done)
            g_cond_wait (&job->cond, &job->lock);
          g_mutex_unlock (&job->lock);
        }
      ok = ok && job->ok;
      target->reached += job->reached;
      for (int k = 0; k < n_sites; k++)
        site_min[k] = MIN (site_min[k], job->site_min[k]);
      g_atomic_rc_box_release_full (job, half_job_clear);
    }
  else
    ok = run_paint (&p, 0, s->height, dist, pred, site_min, &target->reached);

  if (ok)
    sand_map_paint_rims (s, o, tier, budget, dist, target);
  for (int k = 0; k < n_sites; k++)
    target->site_min[k] = site_min[k];
  for (int k = 0; k < o->n_corners; k++)
    {
      const SandMapCorner *c = &o->corners[k];
      SandReachVertex v = { s->x0 + c->x * s->cell, s->y0 + c->y * s->cell, (float) dist[k],
                            pred[k] < 0 ? SAND_REACH_FROM_START : sand_reach_vertex_code (tier, (guint) pred[k]), c->cell };
      g_array_append_val (vertices, v);
    }
  sites_free (sites);
  return ok;
}
