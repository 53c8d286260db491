/* sand-contour.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-contour.h"
#include "sand-geometry.h"

struct _SandContour
{
  gint    ref_count;
  GArray *points;  /* SandPoint, every loop one after another */
  GArray *starts;  /* guint: index of each loop's first point, then the total */
};

/* Edges of a square, clockwise from the top. */
enum { TOP, RIGHT, BOTTOM, LEFT };

/* Pairs of edges the outline joins, per case (corners top-left 8, top-right 4,
 * bottom-right 2, bottom-left 1 when inside); saddles keep the inside corners
 * apart, which every square does alike so loops still close. */
static const gint8 segments[16][4] = {
  { -1, -1, -1, -1 },          /* 0 */
  { BOTTOM, LEFT, -1, -1 },    /* 1: bl */
  { RIGHT, BOTTOM, -1, -1 },   /* 2: br */
  { RIGHT, LEFT, -1, -1 },     /* 3: br bl */
  { TOP, RIGHT, -1, -1 },      /* 4: tr */
  { TOP, RIGHT, BOTTOM, LEFT },/* 5: tr bl */
  { TOP, BOTTOM, -1, -1 },     /* 6: tr br */
  { LEFT, TOP, -1, -1 },       /* 7: all but tl */
  { LEFT, TOP, -1, -1 },       /* 8: tl */
  { TOP, BOTTOM, -1, -1 },     /* 9: tl bl */
  { LEFT, TOP, RIGHT, BOTTOM },/* 10: tl br */
  { TOP, RIGHT, -1, -1 },      /* 11: all but tr */
  { LEFT, RIGHT, -1, -1 },     /* 12: tl tr */
  { RIGHT, BOTTOM, -1, -1 },   /* 13: all but br */
  { BOTTOM, LEFT, -1, -1 },    /* 14: all but bl */
  { -1, -1, -1, -1 },          /* 15 */
};

typedef struct
{
  const guint8       *inside;
  int                 width, height;   /* cells */
  int                 pw, ph;          /* corners, with a ring of outside ones */
  double              x0, y0, cell;
  SandContourCrossing crossing;
  gpointer            data;
  gint32             *link;            /* two neighbours per crossing, -1 when none */
  float              *px, *py;
} Tracer;

static gboolean
corner_inside (const Tracer *t,
               int           ci,
               int           cj)
{
  int i = ci - 1, j = cj - 1;

  return i >= 0 && j >= 0 && i < t->width && j < t->height && t->inside[j * t->width + i];
}

/* Crossing ids: horizontal edges (ci, cj)-(ci + 1, cj) first, then vertical ones
 * (ci, cj)-(ci, cj + 1). */
static gint32
edge_id (const Tracer *t,
         int           ci,
         int           cj,
         int           side)
{
  switch (side)
    {
    case TOP:
      return cj * t->pw + ci;
    case BOTTOM:
      return (cj + 1) * t->pw + ci;
    case LEFT:
      return t->pw * t->ph + cj * t->pw + ci;
    default:
      return t->pw * t->ph + cj * t->pw + ci + 1;
    }
}

/* Places the crossing on the edge from corner a to corner b (one inside). */
static void
place (Tracer *t,
       gint32  id,
       int     ai,
       int     aj,
       int     bi,
       int     bj)
{
  int ii = ai, ij = aj, oi = bi, oj = bj;
  double f = 0.5;

  if (!corner_inside (t, ai, aj))
    {
      ii = bi, ij = bj, oi = ai, oj = aj;
    }
  if (t->crossing != NULL)
    f = CLAMP (t->crossing (t->data, ii - 1, ij - 1, oi - ii, oj - ij), 0.0, 1.0);
  t->px[id] = (float) (t->x0 + (ii - 0.5 + f * (oi - ii)) * t->cell);
  t->py[id] = (float) (t->y0 + (ij - 0.5 + f * (oj - ij)) * t->cell);
}

static gint32
crossing_for (Tracer *t,
              int     ci,
              int     cj,
              int     side)
{
  gint32 id = edge_id (t, ci, cj, side);

  if (t->link[2 * id] == -1 && t->link[2 * id + 1] == -1)
    {
      switch (side)
        {
        case TOP:
          place (t, id, ci, cj, ci + 1, cj);
          break;
        case BOTTOM:
          place (t, id, ci, cj + 1, ci + 1, cj + 1);
          break;
        case LEFT:
          place (t, id, ci, cj, ci, cj + 1);
          break;
        default:
          place (t, id, ci + 1, cj, ci + 1, cj + 1);
          break;
        }
    }
  return id;
}

static void
join (Tracer *t,
      gint32  a,
      gint32  b)
{
  t->link[2 * a + (t->link[2 * a] != -1)] = b;
  t->link[2 * b + (t->link[2 * b] != -1)] = a;
}

SandContour *
sand_contour_trace (const guint8       *inside,
                    int                 width,
                    int                 height,
                    double              x0,
                    double              y0,
                    double              cell,
                    SandContourCrossing crossing,
                    gpointer            data)
{
  SandContour *self = g_new0 (SandContour, 1);
  Tracer t = { inside, width, height, width + 2, height + 2, x0, y0, cell, crossing, data };
  gsize n_ids;
  guint zero = 0;

  self->ref_count = 1;
  self->points = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  self->starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (self->starts, zero);
  if (inside == NULL || width <= 0 || height <= 0)
    return self;

  n_ids = 2 * (gsize) t.pw * t.ph;
  t.link = g_new (gint32, 2 * n_ids);
  memset (t.link, 0xff, 2 * n_ids * sizeof (gint32));
  t.px = g_new (float, n_ids);
  t.py = g_new (float, n_ids);

  for (int cj = 0; cj < t.ph - 1; cj++)
    for (int ci = 0; ci < t.pw - 1; ci++)
      {
        int code = corner_inside (&t, ci, cj) << 3 | corner_inside (&t, ci + 1, cj) << 2
                   | corner_inside (&t, ci + 1, cj + 1) << 1 | corner_inside (&t, ci, cj + 1);

        for (int s = 0; s < 4 && segments[code][s] >= 0; s += 2)
          join (&t, crossing_for (&t, ci, cj, segments[code][s]),
                crossing_for (&t, ci, cj, segments[code][s + 1]));
      }

  /* Walk each loop once, unlinking as we go. */
  for (gsize id = 0; id < n_ids; id++)
    {
      gint32 prev = -1, cur = (gint32) id;

      if (t.link[2 * id] == -1)
        continue;
      while (cur != -1 && t.link[2 * cur] != -1)
        {
          SandPoint p = { t.px[cur], t.py[cur] };
          gint32 next = t.link[2 * cur] != prev ? t.link[2 * cur] : t.link[2 * cur + 1];

          g_array_append_val (self->points, p);
          t.link[2 * cur] = t.link[2 * cur + 1] = -1;
          prev = cur;
          cur = next;
        }
      g_array_append_val (self->starts, self->points->len);
    }

  g_free (t.link);
  g_free (t.px);
  g_free (t.py);
  return self;
}

typedef struct
{
  const float *cost;
  int          width, height;
  double       allowance;
  double       cell;
} ReachData;

/* Where the cost would reach the allowance, extrapolating the slope behind the
 * inside cell; when the neighbour is out for another reason (a wall, an enemy, a
 * worst-terrain limit) the line goes halfway. */
static double
reach_crossing (gpointer data,
                int      i,
                int      j,
                int      di,
                int      dj)
{
  const ReachData *d = data;
  double c = d->cost[j * d->width + i], slope = d->cell, t;
  int bi = i - di, bj = j - dj;

  if (bi >= 0 && bj >= 0 && bi < d->width && bj < d->height)
    {
      double back = d->cost[bj * d->width + bi];

      if (back >= 0 && back < c)
        slope = c - back;
    }
  t = (d->allowance - c) / slope;
  if (!(t >= 0 && t < 1))
    return 0.5;
  return CLAMP (t, 0.02, 0.98);
}

SandContour *
sand_contour_trace_reach (SandReachField *field)
{
  int w, h;
  gsize n;
  double x0, y0;
  g_autofree guint8 *inside = NULL;
  ReachData d;

  g_return_val_if_fail (field != NULL, NULL);

  w = sand_reach_field_get_width (field);
  h = sand_reach_field_get_height (field);
  n = (gsize) MAX (w, 0) * MAX (h, 0);
  d.cost = sand_reach_field_get_costs (field);
  d.width = w;
  d.height = h;
  d.allowance = sand_reach_field_get_allowance (field);
  d.cell = sand_reach_field_get_cell_size (field);
  inside = g_new (guint8, MAX (n, 1));
  for (gsize k = 0; k < n; k++)
    inside[k] = d.cost[k] >= 0;
  sand_reach_field_get_origin (field, &x0, &y0);
  return sand_contour_trace (inside, w, h, x0, y0, d.cell, reach_crossing, &d);
}

typedef struct
{
  ReachData     reach;
  const guint8 *cells;
} CellsData;

/* Against a cell of the field left out, halfway; against the field's edge,
 * where its cost reaches the allowance. */
static double
cells_crossing (gpointer data,
                int      i,
                int      j,
                int      di,
                int      dj)
{
  const CellsData *d = data;
  int              ni = i + di, nj = j + dj;

  if (ni >= 0 && nj >= 0 && ni < d->reach.width && nj < d->reach.height
      && d->reach.cost[nj * d->reach.width + ni] >= 0)
    return 0.5;
  return reach_crossing ((gpointer) &d->reach, i, j, di, dj);
}

SandContour *
sand_contour_trace_reach_cells (SandReachField *field,
                                const guint8   *cells)
{
  int                w, h;
  gsize              n;
  double             x0, y0;
  g_autofree guint8 *inside = NULL;
  CellsData          d;

  g_return_val_if_fail (field != NULL && cells != NULL, NULL);

  w = sand_reach_field_get_width (field);
  h = sand_reach_field_get_height (field);
  n = (gsize) MAX (w, 0) * MAX (h, 0);
  d.reach.cost = sand_reach_field_get_costs (field);
  d.reach.width = w;
  d.reach.height = h;
  d.reach.allowance = sand_reach_field_get_allowance (field);
  d.reach.cell = sand_reach_field_get_cell_size (field);
  d.cells = cells;
  inside = g_new (guint8, MAX (n, 1));
  for (gsize k = 0; k < n; k++)
    inside[k] = d.reach.cost[k] >= 0 && cells[k];
  sand_reach_field_get_origin (field, &x0, &y0);
  return sand_contour_trace (inside, w, h, x0, y0, d.reach.cell, cells_crossing, &d);
}

gboolean
sand_contour_contains (SandContour *self,
                       double       x,
                       double       y)
{
  gboolean in = FALSE;

  g_return_val_if_fail (self != NULL, FALSE);

  /* even-odd, as the loops are filled */
  for (guint l = 0; l + 1 < self->starts->len; l++)
    {
      guint            n;
      const SandPoint *p = sand_contour_get_loop (self, l, &n);

      if (sand_point_in_polygon (p, n, x, y))
        in = !in;
    }
  return in;
}

SandContour *
sand_contour_ref (SandContour *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
sand_contour_unref (SandContour *self)
{
  if (self == NULL || !g_atomic_int_dec_and_test (&self->ref_count))
    return;
  g_array_unref (self->points);
  g_array_unref (self->starts);
  g_free (self);
}

guint
sand_contour_get_n_loops (SandContour *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->starts->len - 1;
}

const SandPoint *
sand_contour_get_loop (SandContour *self,
                       guint        index,
                       guint       *n_points)
{
  guint start;

  g_return_val_if_fail (self != NULL && index < self->starts->len - 1, NULL);

  start = g_array_index (self->starts, guint, index);
  if (n_points != NULL)
    *n_points = g_array_index (self->starts, guint, index + 1) - start;
  return &g_array_index (self->points, SandPoint, start);
}

/* Device units (pixels) between points kept in a path. */
#define MIN_STEP 0.3

void
sand_contour_append_path (SandContour *self,
                          cairo_t     *cr)
{
  double tx = MIN_STEP, ty = 0, min2;

  g_return_if_fail (self != NULL && cr != NULL);

  /* Points a cell apart are far closer than a pixel when zoomed out; filling and
   * stroking cost by the point, and those closer than MIN_STEP device units to
   * the last one kept change nothing a reader could see. */
  cairo_device_to_user_distance (cr, &tx, &ty);
  min2 = tx * tx + ty * ty;
  for (guint l = 0; l + 1 < self->starts->len; l++)
    {
      guint n;
      const SandPoint *p = sand_contour_get_loop (self, l, &n);
      SandPoint last;

      if (n < 3)
        continue;
      cairo_move_to (cr, p[0].x, p[0].y);
      last = p[0];
      for (guint k = 1; k < n; k++)
        {
          double dx = p[k].x - last.x, dy = p[k].y - last.y;

          if (dx * dx + dy * dy < min2)
            continue;
          cairo_line_to (cr, p[k].x, p[k].y);
          last = p[k];
        }
      cairo_close_path (cr);
    }
}

double
sand_contour_area (SandContour *self)
{
  double total = 0;

  g_return_val_if_fail (self != NULL, 0);

  /* Holes wind either way; with even-odd nesting, each loop's absolute area counts
   * positive at even depth and negative at odd. Reach shapes rarely nest deeper
   * than an island in a hole, so sum by sign of depth measured from a point. */
  for (guint l = 0; l + 1 < self->starts->len; l++)
    {
      guint n, depth = 0;
      const SandPoint *p = sand_contour_get_loop (self, l, &n);
      double a = 0;

      for (guint k = 0; k < n; k++)
        a += p[k].x * p[(k + 1) % n].y - p[(k + 1) % n].x * p[k].y;
      for (guint m = 0; m + 1 < self->starts->len && n > 0; m++)
        {
          guint mn;
          const SandPoint *q = sand_contour_get_loop (self, m, &mn);
          gboolean in = FALSE;

          if (m == l)
            continue;
          for (guint k = 0, k2 = mn - 1; k < mn; k2 = k++)
            if ((q[k].y > p[0].y) != (q[k2].y > p[0].y)
                && p[0].x < (q[k2].x - q[k].x) * (p[0].y - q[k].y) / (q[k2].y - q[k].y) + q[k].x)
              in = !in;
          depth += in;
        }
      total += (depth % 2 ? -1 : 1) * fabs (a) / 2;
    }
  return total;
}
