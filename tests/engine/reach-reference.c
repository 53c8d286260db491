/* reach-reference.c: an exact visibility-graph reference for the reach
 * solver, and a check of a field against it (test-reach-exact.c on generated
 * tables; tests/bench/bench-exact.c on the example club table).
 *
 * Within a worst-terrain tier whose ground costs the same everywhere, the
 * cheapest way is the shortest path among the obstacles: the tier's blocked
 * cells (closed squares, as a straight leg meets them) and the lines it may
 * not cross. The reference here is the textbook one, written for plainness,
 * not speed: the vertices are the start, the convex corners of the blocked
 * cells and the ends of the lines, each a hair off its obstacle; two points
 * see each other when the segment between them touches no blocked square and
 * no line; Dijkstra over that graph gives each vertex its distance, and a
 * cell's cost is the least distance of a vertex it sees plus the way from
 * there. A field agrees when every cell is within 0.001in (tiers: the least
 * over the tiers that reach it within their allowance). Enemies' zones are not
 * drawn: cells near one are not compared.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "sand-reach-field-private.h"
#include "reach-reference.h"

#define TOL 0.001
/* how far off a corner or a line's end a vertex stands, in cells */
#define OFF 1e-5

typedef struct
{
  double x, y;
} Pt;

typedef struct
{
  const SandMoveSnapshot *s;
  double   budget;
  guint8  *blocked;   /* per cell */
  int     *level;     /* per cell, with one-way levels; NULL without */
  int     *vlevel;    /* per vertex, the level it stands on */
  GArray **runs;      /* per row, pairs of columns [a, b] of blocked cells */
  GArray  *walls;     /* Pt pairs, in cells */
  GArray  *v;         /* Pt: the start first, then the vertices */
  double  *dist;
  int     *pred;
} Tier;

static gboolean
tier_blocks (double tier,
             double budget)
{
  return tier > 0 && tier < budget - 1e-9;
}

/* Does the segment p-q touch the closed rectangle [x0, x1] × [y0, y1]? */
static gboolean
meets_rect (Pt     p,
            Pt     q,
            double x0,
            double y0,
            double x1,
            double y1)
{
  double dx = q.x - p.x, dy = q.y - p.y, t0 = 0, t1 = 1;
  double a[4] = { -dx, dx, -dy, dy }, b[4] = { p.x - x0, x1 - p.x, p.y - y0, y1 - p.y };

  for (int k = 0; k < 4; k++)
    {
      if (a[k] == 0)
        {
          if (b[k] < 0)
            return FALSE;
          continue;
        }
      double t = b[k] / a[k];
      if (a[k] < 0)
        t0 = MAX (t0, t);
      else
        t1 = MIN (t1, t);
      if (t0 > t1)
        return FALSE;
    }
  return TRUE;
}

static double
orient (Pt a,
        Pt b,
        Pt c)
{
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/* Do the segments p-q and a-b touch at all? */
static gboolean
meets_segment (Pt p,
               Pt q,
               Pt a,
               Pt b)
{
  double o1 = orient (p, q, a), o2 = orient (p, q, b), o3 = orient (a, b, p), o4 = orient (a, b, q);

  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)))
    return TRUE;
  /* touching: an end on the other segment */
  Pt e[4] = { a, b, p, q };
  Pt s0[4] = { p, p, a, a }, s1[4] = { q, q, b, b };
  double o[4] = { o1, o2, o3, o4 };
  for (int k = 0; k < 4; k++)
    if (o[k] == 0 && MIN (s0[k].x, s1[k].x) <= e[k].x && e[k].x <= MAX (s0[k].x, s1[k].x)
        && MIN (s0[k].y, s1[k].y) <= e[k].y && e[k].y <= MAX (s0[k].y, s1[k].y))
      return TRUE;
  return FALSE;
}

/* By where along the segment, then the higher level first (a point where
 * two cells are met at once). */
static int
cmp_met (const void *a,
         const void *b)
{
  const double *x = a, *y = b;
  return x[0] != y[0] ? (x[0] > y[0]) - (x[0] < y[0]) : (x[1] < y[1]) - (x[1] > y[1]);
}

/* With one-way levels, from level @from: the cells the segment p-q touches,
 * in the order it meets them, never step up, nor above @from. */
static gboolean
downhill (const Tier *T,
          Pt          p,
          Pt          q,
          int         from)
{
  const SandMoveSnapshot *s = T->s;
  int j0 = MAX (0, (int) floor (MIN (p.y, q.y)) - 1), j1 = MIN (s->height - 1, (int) floor (MAX (p.y, q.y)) + 1);
  int i0 = MAX (0, (int) floor (MIN (p.x, q.x)) - 1), i1 = MIN (s->width - 1, (int) floor (MAX (p.x, q.x)) + 1);
  g_autoptr (GArray) met = g_array_new (FALSE, FALSE, sizeof (double));

  if (T->level == NULL)
    return TRUE;
  /* every cell touched, with where along the segment it is first met: row by
   * row, the cells under the segment's stretch in that row */
  for (int j = j0; j <= j1; j++)
    {
      double ya = CLAMP (j, MIN (p.y, q.y), MAX (p.y, q.y)), yb = CLAMP (j + 1, MIN (p.y, q.y), MAX (p.y, q.y));
      double xa = q.y != p.y ? p.x + (ya - p.y) / (q.y - p.y) * (q.x - p.x) : MIN (p.x, q.x);
      double xb = q.y != p.y ? p.x + (yb - p.y) / (q.y - p.y) * (q.x - p.x) : MAX (p.x, q.x);
      int ri0 = MAX (i0, (int) floor (MIN (xa, xb)) - 1), ri1 = MIN (i1, (int) floor (MAX (xa, xb)) + 1);
    for (int i = ri0; i <= ri1; i++)
      {
        double dx = q.x - p.x, dy = q.y - p.y, t0 = 0, t1 = 1;
        double a[4] = { -dx, dx, -dy, dy }, b[4] = { p.x - i, i + 1 - p.x, p.y - j, j + 1 - p.y };
        gboolean in = TRUE;
        for (int k = 0; k < 4 && in; k++)
          {
            if (a[k] == 0)
              in = b[k] >= 0;
            else if (a[k] < 0)
              t0 = MAX (t0, b[k] / a[k]);
            else
              t1 = MIN (t1, b[k] / a[k]);
            /* touching counts, as it does for blocked cells */
            in = in && t0 <= t1;
          }
        if (in)
          {
            double entry[2] = { t0, T->level[j * s->width + i] };
            g_array_append_vals (met, entry, 2);
          }
      }
    }
  /* all of the level it starts on: nothing to order */
  gboolean flat = TRUE;
  for (guint a = 0; a < met->len && flat; a += 2)
    flat = g_array_index (met, double, a + 1) == from;
  if (flat)
    return TRUE;
  /* in the order met; each level no higher than the one before */
  qsort (met->data, met->len / 2, 2 * sizeof (double), cmp_met);
  double was = from;
  for (guint a = 0; a < met->len; a += 2)
    {
      if (g_array_index (met, double, a + 1) > was)
        return FALSE;
      was = g_array_index (met, double, a + 1);
    }
  return TRUE;
}

static gboolean
sees (const Tier *T,
      Pt          p,
      Pt          q)
{
  const SandMoveSnapshot *s = T->s;
  int j0 = MAX (0, (int) floor (MIN (p.y, q.y)) - 1), j1 = MIN (s->height - 1, (int) floor (MAX (p.y, q.y)) + 1);

  if (p.x < 0 || p.y < 0 || q.x < 0 || q.y < 0 || p.x > s->width || q.x > s->width || p.y > s->height
      || q.y > s->height)
    return FALSE;
  for (int j = j0; j <= j1; j++)
    for (guint k = 0; k < T->runs[j]->len; k += 2)
      if (meets_rect (p, q, g_array_index (T->runs[j], int, k), j, g_array_index (T->runs[j], int, k + 1) + 1, j + 1))
        return FALSE;
  for (guint k = 0; k < T->walls->len; k += 2)
    if (meets_segment (p, q, g_array_index (T->walls, Pt, k), g_array_index (T->walls, Pt, k + 1)))
      return FALSE;
  return TRUE;
}

static gboolean
blocked_at (const Tier *T,
            int         i,
            int         j)
{
  const SandMoveSnapshot *s = T->s;
  return i < 0 || j < 0 || i >= s->width || j >= s->height || T->blocked[j * s->width + i];
}

/* The level of the cell (x, y) is in; 0 without levels. */
static int
level_at (const Tier *T,
          double      x,
          double      y)
{
  int i = CLAMP ((int) floor (x), 0, T->s->width - 1), j = CLAMP ((int) floor (y), 0, T->s->height - 1);

  return T->level != NULL ? T->level[j * T->s->width + i] : 0;
}

static void
add_vertex (Tier  *T,
            double x,
            double y)
{
  Pt p = { x, y };
  int i = (int) floor (x), j = (int) floor (y);

  if (!blocked_at (T, i, j))
    g_array_append_val (T->v, p);
}

/* Cell (i, j) stops a path on @level: blocked, outside, or higher. */
static gboolean
stops_at (const Tier *T,
          int         i,
          int         j,
          int         level)
{
  return blocked_at (T, i, j) || (T->level != NULL && T->level[j * T->s->width + i] > level);
}

static Tier *
tier_new (const SandMoveSnapshot *s,
          guint                   t)
{
  Tier *T = g_new0 (Tier, 1);
  int W = s->width, H = s->height;

  T->s = s;
  T->budget = s->tiers[t];
  T->blocked = g_new0 (guint8, W * H);
  T->runs = g_new (GArray *, H);
  gboolean levels = (s->level_up.flags & SAND_MOVE_BLOCKED) != 0;
  if (levels)
    T->level = g_new (int, W * H);
  for (int c = 0; c < W * H; c++)
    {
      const SandMoveEffect *e = &g_array_index (s->kinds, SandCellKind, s->kind[c]).effect;
      T->blocked[c] = (e->flags & SAND_MOVE_BLOCKED) || tier_blocks (e->tier, T->budget);
      if (levels)
        T->level[c] = e->level;
    }
  for (int j = 0; j < H; j++)
    {
      T->runs[j] = g_array_new (FALSE, FALSE, sizeof (int));
      for (int i = 0; i < W; i++)
        if (T->blocked[j * W + i] && (i == 0 || !T->blocked[j * W + i - 1]))
          {
            int e = i;
            while (e + 1 < W && T->blocked[j * W + e + 1])
              e++;
            g_array_append_val (T->runs[j], i);
            g_array_append_val (T->runs[j], e);
          }
    }

  T->walls = g_array_new (FALSE, FALSE, sizeof (Pt));
  T->v = g_array_new (FALSE, FALSE, sizeof (Pt));
  Pt start = { (s->start_x - s->x0) / s->cell, (s->start_y - s->y0) / s->cell };
  g_array_append_val (T->v, start);
  for (guint k = 0; k < s->lines->len; k++)
    {
      const SandMoveLine *l = &g_array_index (s->lines, SandMoveLine, k);
      if (!(l->crossing.flags & SAND_MOVE_BLOCKED) && !tier_blocks (l->crossing.tier, T->budget))
        continue;
      Pt a = { (l->ax - s->x0) / s->cell, (l->ay - s->y0) / s->cell }, b = { (l->bx - s->x0) / s->cell, (l->by - s->y0) / s->cell };
      g_array_append_val (T->walls, a);
      g_array_append_val (T->walls, b);
      /* round each end: a hair out along the line, and to either side of it */
      double len = hypot (b.x - a.x, b.y - a.y), ux = (b.x - a.x) / len, uy = (b.y - a.y) / len;
      for (int side = -1; side <= 1; side++)
        {
          add_vertex (T, a.x - OFF * ux + side * OFF * uy, a.y - OFF * uy - side * OFF * ux);
          add_vertex (T, b.x + OFF * ux + side * OFF * uy, b.y + OFF * uy - side * OFF * ux);
        }
    }
  /* convex corners: one blocked cell of the four round a grid point; with
   * levels, more than that: every grid point whose four cells are not all
   * alike, a hair into each free one */
  for (int Y = 0; Y <= H; Y++)
    for (int X = 0; X <= W; X++)
      {
        gboolean nw = blocked_at (T, X - 1, Y - 1), ne = blocked_at (T, X, Y - 1);
        gboolean sw = blocked_at (T, X - 1, Y), se = blocked_at (T, X, Y);
        if (nw + ne + sw + se == 1)
          add_vertex (T, X + (nw || sw ? OFF : -OFF), Y + (nw || ne ? OFF : -OFF));
        if (!levels)
          continue;
        int lv[4] = { stops_at (T, X - 1, Y - 1, 99) ? -99 : level_at (T, X - 0.5, Y - 0.5),
                      stops_at (T, X, Y - 1, 99) ? -99 : level_at (T, X + 0.5, Y - 0.5),
                      stops_at (T, X - 1, Y, 99) ? -99 : level_at (T, X - 0.5, Y + 0.5),
                      stops_at (T, X, Y, 99) ? -99 : level_at (T, X + 0.5, Y + 0.5) };
        if (lv[0] == lv[1] && lv[1] == lv[2] && lv[2] == lv[3])
          continue;
        for (int q = 0; q < 4; q++)
          if (lv[q] != -99)
            add_vertex (T, X + (q & 1 ? OFF : -OFF), Y + (q & 2 ? OFF : -OFF));
      }

  /* Dijkstra, every pair looked at */
  guint n = T->v->len;
  const Pt *v = (const Pt *) (void *) T->v->data;
  double unit = g_array_index (s->kinds, SandCellKind, s->kind[(int) start.y * W + (int) start.x]).cost * s->cell;
  g_autofree gboolean *done = g_new0 (gboolean, n);
  T->vlevel = g_new (int, n);
  for (guint k = 0; k < n; k++)
    T->vlevel[k] = level_at (T, v[k].x, v[k].y);
  T->dist = g_new (double, n);
  T->pred = g_new (int, n);
  for (guint k = 0; k < n; k++)
    T->dist[k] = INFINITY, T->pred[k] = -1;
  T->dist[0] = s->start_cost;
  for (;;)
    {
      int best = -1;
      for (guint k = 0; k < n; k++)
        if (!done[k] && T->dist[k] <= T->budget && (best < 0 || T->dist[k] < T->dist[best]))
          best = (int) k;
      if (best < 0)
        break;
      done[best] = TRUE;
      for (guint k = 0; k < n; k++)
        {
          double c = T->dist[best] + unit * hypot (v[k].x - v[best].x, v[k].y - v[best].y);
          if (!done[k] && c < T->dist[k] && c <= T->budget && sees (T, v[best], v[k])
              && downhill (T, v[best], v[k], T->vlevel[best]))
            T->dist[k] = c, T->pred[k] = best;
        }
    }
  return T;
}

static void
tier_free (Tier *T)
{
  for (int j = 0; j < T->s->height; j++)
    g_array_unref (T->runs[j]);
  g_free (T->runs);
  g_free (T->blocked);
  g_array_unref (T->walls);
  g_array_unref (T->v);
  g_free (T->dist);
  g_free (T->pred);
  g_free (T->level);
  g_free (T->vlevel);
  g_free (T);
}

/* The reference's way to vertex @k, backward, for messages. */
static const char *
way (const Tier *T,
     int         k)
{
  static char text[4096];
  int n = 0;

  text[0] = 0;
  for (; k >= 0 && n < 4000; k = T->pred[k])
    n += g_snprintf (text + n, sizeof text - n, " via (%.4f, %.4f) at %.4f", g_array_index (T->v, Pt, k).x,
                     g_array_index (T->v, Pt, k).y, T->dist[k]);
  return text;
}

/* The solver's way to cell @c, backward, for messages. */
static const char *
solver_way (const SandReachField *f,
            int                   c)
{
  static char text[4096];
  const SandMoveSnapshot *s = f->snap;
  gint32 p = f->pivot[c];
  int n = 0;

  text[0] = 0;
  for (int k = 0; k < 50 && n < 4000 && p != SAND_REACH_FROM_START && p != SAND_REACH_NONE; k++)
    if (sand_reach_pivot_is_vertex (p))
      {
        const SandReachVertex *v = sand_reach_field_vertex (f, p, NULL);
        n += g_snprintf (text + n, sizeof text - n, " via (%.4f, %.4f) at %.4f", (v->x - s->x0) / s->cell,
                         (v->y - s->y0) / s->cell, v->g);
        p = v->pred;
      }
    else
      {
        n += g_snprintf (text + n, sizeof text - n, " via cell (%d, %d) at %.4f", p % s->width, p / s->width, f->g[p]);
        p = f->pivot[p];
      }
  return text;
}

/* The reference draws no enemy's zone: the cells within a cell of one are
 * not compared (the generated tables have none). */
static gboolean
near_zone (const SandMoveSnapshot *s,
           Pt                      x)
{
  for (guint k = 0; k < s->discs->len; k++)
    {
      const SandMoveDisc *d = &g_array_index (s->discs, SandMoveDisc, k);
      double ext = (d->r + d->hw + d->hd) / s->cell + 1;
      if (hypot (x.x - (d->x - s->x0) / s->cell, x.y - (d->y - s->y0) / s->cell) <= ext)
        return TRUE;
    }
  return FALSE;
}

/* Does the leg p-q (cells) come closer than its reach to zone @d? Looked at
 * every hundredth of a cell along the leg: the zones are a cell wide at
 * least, and a way only grazing one is not what this is for. */
static gboolean
leg_in_zone (const SandMoveSnapshot *s,
             const SandMoveDisc     *d,
             Pt                      p,
             Pt                      q)
{
  int n = MAX (1, (int) ceil (hypot (q.x - p.x, q.y - p.y) * 100));

  for (int k = 0; k <= n; k++)
    {
      /* in inches, from the rectangle's centre, across (u) and along (v) */
      double x = s->x0 + (p.x + (q.x - p.x) * k / n) * s->cell - d->x;
      double y = s->y0 + (p.y + (q.y - p.y) * k / n) * s->cell - d->y;
      double ax = d->hw > 0 || d->hd > 0 ? d->ax : 1, ay = d->hw > 0 || d->hd > 0 ? d->ay : 0;
      double u = x * ax + y * ay, v = x * ay - y * ax;
      double du = u - CLAMP (u, -d->hw, d->hw), dv = v - CLAMP (v, -d->hd, d->hd);
      if (du * du + dv * dv < d->r * d->r)
        return TRUE;
    }
  return FALSE;
}

/* Does the reference's way to @x, its last leg from vertex @k, pass through
 * an enemy's zone, which the reference does not draw? */
static gboolean
way_in_zone (const Tier *T,
             int         k,
             Pt          x)
{
  const SandMoveSnapshot *s = T->s;

  for (; k >= 0; x = g_array_index (T->v, Pt, k), k = T->pred[k])
    for (guint m = 0; m < s->discs->len; m++)
      if (leg_in_zone (s, &g_array_index (s->discs, SandMoveDisc, m), g_array_index (T->v, Pt, k), x))
        return TRUE;
  return FALSE;
}

/* A cell off: fatal in a test; else the first few said, the rest counted. */
static void G_GNUC_PRINTF (3, 4)
complain (gboolean    fatal,
          guint       before,
          const char *format,
          ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  if (fatal)
    g_error ("%s", text);
  if (before < 5)
    g_printerr ("  %s\n", text);
}

double
reach_reference_check (SandReachField *f,
                       gboolean        fatal,
                       guint           wrong[4])
{
  const SandMoveSnapshot *s = f->snap;
  int W = s->width, H = s->height;
  double worst = 0;
  guint checked = 0, n_wrong[4] = { 0 };
  Tier *tiers[8];
  double unit = g_array_index (s->kinds, SandCellKind, 0).cost * s->cell;

  g_assert_cmpuint (s->n_tiers, <=, 8);
  for (guint t = 0; t < s->n_tiers; t++)
    tiers[t] = tier_new (s, t);
  for (int j = 0; j < H; j++)
    for (int i = 0; i < W; i++)
      {
        Pt x = { i + 0.5, j + 0.5 };
        if (near_zone (s, x))
          continue;
        double g = f->g[j * W + i];
        /* the reference's answer, but looked for only as far as it could
         * change the verdict: below g + TOL */
        double ref = INFINITY, bound = g < INFINITY ? g + TOL : INFINITY;
        int via = -1, via_tier = -1;
        for (guint t = 0; t < s->n_tiers; t++)
          {
            const Tier *T = tiers[t];
            if (T->blocked[j * W + i])
              continue;
            const Pt *v = (const Pt *) (void *) T->v->data;
            for (guint k = 0; k < T->v->len; k++)
              {
                /* squared first: most vertices are too far to matter */
                double m = MIN (MIN (ref, bound), T->budget + 1e-9) - T->dist[k];
                double dx = x.x - v[k].x, dy = x.y - v[k].y;
                if (!(m > 0) || unit * unit * (dx * dx + dy * dy) >= m * m)
                  continue;
                double c = T->dist[k] + unit * sqrt (dx * dx + dy * dy);
                if (c < MIN (ref, bound) && c <= T->budget && sees (T, v[k], x) && downhill (T, v[k], x, T->vlevel[k]))
                  ref = c, via = (int) k, via_tier = (int) t;
              }
          }
        /* a cell the reference reaches only just within its allowance may
         * fall either side of it */
        if (g == INFINITY)
          {
            for (guint t = 0; t < s->n_tiers && ref < INFINITY; t++)
              if (ref < tiers[t]->budget - TOL)
                {
                  if (way_in_zone (tiers[via_tier], via, x))
                    {
                      n_wrong[3]++;
                      break;
                    }
                  complain (fatal, n_wrong[1]++, "cell (%d, %d) of %dx%d: unreached, the reference reaches it at %g%s", i,
                            j, W, H, ref, way (tiers[via_tier], via));
                  break;
                }
            continue;
          }
        if (ref == INFINITY)
          {
            complain (fatal, n_wrong[2]++, "cell (%d, %d): %g, the reference has no way there below %g", i, j, g, bound);
            continue;
          }
        if (g > ref + TOL && way_in_zone (tiers[via_tier], via, x))
          {
            n_wrong[3]++;
            continue;
          }
        worst = MAX (worst, fabs (g - ref));
        if (fabs (g - ref) > TOL)
          complain (fatal, n_wrong[g > ref ? 0 : 2]++, "cell (%d, %d): %g, the reference %g%s; the solver%s", i, j, g, ref,
                    way (tiers[via_tier], via), solver_way (f, j * W + i));
        checked++;
      }
  for (guint t = 0; t < s->n_tiers; t++)
    tier_free (tiers[t]);
  if (fatal)
    g_assert_cmpuint (checked, >, 100);
  if (wrong != NULL)
    memcpy (wrong, n_wrong, sizeof n_wrong);
  return worst;
}
