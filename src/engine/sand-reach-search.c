/* sand-reach-search.c: the search in order of cost, and the tests of a leg.
 *
 * A cell inherits its neighbour's pivot when the ground between is uniform
 * (cheap evidence from the cells beside it, or a walk along the segment near
 * corners); otherwise it is reached by an ordinary step (step_cost()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "sand-reach-solve-private.h"
#include "sand-reach-zoc.h"

#define LOS_MAX_CELLS 12
static inline gboolean
list_has (const SandMoveSnapshot *s,
          int                     c,
          int                     item)
{
  for (int k = s->obst_start[c]; k < s->obst_start[c + 1]; k++)
    if (s->obst[k] == item)
      return TRUE;
  return FALSE;
}

/* Anything listed in cell @c (or @c2) that the segment crosses or enters. */
static gboolean
segment_hits_listed (const SandMoveSnapshot *s,
                     int                     c,
                     int                     c2,
                     double                  ax,
                     double                  ay,
                     double                  bx,
                     double                  by)
{
  for (int pass = 0; pass < 2; pass++)
    {
      int cell = pass == 0 ? c : c2;
      if (cell < 0 || (pass == 1 && c2 == c) || s->obst_start[cell] == s->obst_start[cell + 1])
        continue;
      for (int k = s->obst_start[cell]; k < s->obst_start[cell + 1]; k++)
        {
          int it = s->obst[k];
          if (it >= 0)
            {
              if (sand_move_line_crossed (s, &g_array_index (s->lines, SandMoveLine, it), ax, ay, bx, by, NULL))
                return TRUE;
            }
          else if (sand_move_disc_hit (&g_array_index (s->discs, SandMoveDisc, -1 - it), ax, ay, bx, by))
            return TRUE;
        }
    }
  return FALSE;
}


/* Evidence that the ground between cell @b's pivot side and the new cell is
 * uniform: @b is the pivot's own cell, or of the same ground (or one a leg goes
 * on from onto the new cell's) and reached straight from the same pivot (or,
 * next to the pivot's cell, simply of such ground). */
static inline gboolean
has_pivot (const Solve *S,
           int          b,
           int          p,
           int          pcell,
           guint16      ground)
{
  const SandMoveSnapshot *s = S->s;

  if (b == pcell)
    return TRUE;
  if (!sand_move_snapshot_ground_onto (s, ground_of (s, b), ground))
    return FALSE;
  if (S->g[b] < INFINITY && effective_pivot (S, b) == p)
    return TRUE;
  if (S->mark[b] == S->fill_seen)
    return TRUE;
  int w = s->width, d = b - pcell;
  /* far apart in the raster is far apart on it: no division for most */
  if (d > w + 1 || d < -w - 1)
    return FALSE;
  return abs (b % w - pcell % w) <= 1 && abs (b / w - pcell / w) <= 1
         && s->obst_start[b] == s->obst_start[b + 1];
}

/* The exact test: every cell the segment passes over (sampled at a quarter
 * cell) is of the new cell's ground, or of ground the leg goes on from onto the
 * next and at last onto it, and nothing listed on the way is crossed. */
static gboolean
line_of_sight (const Solve *S,
               int          pcell,
               double       px,
               double       py,
               int          n,
               double       nx,
               double       ny)
{
  const SandMoveSnapshot *s = S->s;
  guint16 ground = ground_of (s, n);
  double len = dist (nx - px, ny - py);
  int steps = (int) ceil (len / (s->cell * 0.25));
  int last = pcell;
  guint16 was = G_MAXUINT16; /* the ground of the last cell walked (after the pivot's) */

  /* Only near corners and curves is it worth it: a long walk for every cell along
   * every shadow's edge would cost more than the bend it saves. */
  if (len > LOS_MAX_CELLS * s->cell)
    return FALSE;
  /* in cell units, without a division a sample */
  double inv = 1.0 / s->cell, dt = 1.0 / steps;
  double u0 = (px - s->x0) * inv, v0 = (py - s->y0) * inv, du = (nx - px) * inv, dv = (ny - py) * inv;
  /* each rounding is monotonic, so the samples lie between the first and the
   * last along each axis: those two in the raster, all are */
  for (int k = 1; k <= steps; k += MAX (steps - 1, 1))
    {
      double t = k * dt, u = u0 + t * du, v = v0 + t * dv;
      if (u < 0 || v < 0 || u >= s->width || v >= s->height)
        return FALSE;
    }
  for (int k = 1; k <= steps; k++)
    {
      double t = k * dt, u = u0 + t * du, v = v0 + t * dv;
      int c = (int) v * s->width + (int) u;
      if (c == last)
        continue;
      /* the same ground with nothing listed, as most cells on the way are */
      guint16 cg = s->cell_ground[c], gr = cg == SAND_GROUND_LISTED ? ground_of (s, c) : cg;
      if ((gr != ground || was != gr)
          && (!sand_move_snapshot_ground_onto (s, gr, ground)
              || (was != G_MAXUINT16 && !sand_move_snapshot_ground_onto (s, was, gr))))
        return FALSE;
      if (cg == SAND_GROUND_LISTED && segment_hits_listed (s, c, c, px, py, nx, ny))
        return FALSE;
      was = gr;
      last = c;
    }
  return !segment_hits_listed (s, pcell, pcell, px, py, nx, ny);
}

gboolean
sand_reach_can_inherit (const Solve *S,
                        int          n,
                        int          ni,
                        int          nj,
                        int          p,
                        int          pcell,
                        double       px,
                        double       py,
                        double       nx,
                        double       ny,
                        gboolean     walk)
{
  const SandMoveSnapshot *s = S->s;
  double dx = px - nx, dy = py - ny;
  double eps = s->cell * 1e-6;
  int sx = dx > eps ? 1 : dx < -eps ? -1 : 0;
  int sy = dy > eps ? 1 : dy < -eps ? -1 : 0;
  guint16 ground = ground_of (s, n);

  /* the neighbours between n and the pivot: straight and diagonal toward it */
  int ax = fabs (dx) >= fabs (dy) ? sx : 0, ay = fabs (dx) >= fabs (dy) ? 0 : sy;
  int b1 = (nj + ay) * s->width + ni + ax;
  int b2 = (nj + sy) * s->width + ni + sx;

  if (ni + sx < 0 || ni + sx >= s->width || nj + sy < 0 || nj + sy >= s->height)
    return FALSE;
  /* off the pivot's own cell a leg steps up or down only where that is free:
   * the cells next to it are no evidence of it */
  if (S->klevel[s->kind[n]] != S->klevel[s->kind[pcell]]
      && !sand_move_effect_is_clear (S->klevel[s->kind[n]] > S->klevel[s->kind[pcell]] ? &s->level_up : &s->level_down))
    return FALSE;
  if (has_pivot (S, b1, p, pcell, ground) && has_pivot (S, b2, p, pcell, ground))
    /* lines and zones listed near either end or beside the new cell */
    return !segment_hits_listed (s, n, pcell, px, py, nx, ny)
           && !segment_hits_listed (s, b1, b2, px, py, nx, ny);
  /* No cheap evidence (at a shadow's edge, round a curve): walk the segment. */
  return walk && line_of_sight (S, pcell, px, py, n, nx, ny);
}

/* Cost of the single step s -> n, or -1 when it is not allowed; *whole is set
 * when it crosses a line that takes the whole move. */
static double
step_cost (const Solve *S,
           int          c,
           int          n,
           double       cx,
           double       cy,
           double       nx,
           double       ny,
           gboolean    *whole)
{
  const SandMoveSnapshot *s = S->s;
  guint16 kc = s->kind[c], kn = s->kind[n];
  double cost = dist (nx - cx, ny - cy) * 0.5 * (S->kcost[kc] + S->kcost[kn]);

  *whole = FALSE;
  if (S->klevel[kn] != S->klevel[kc])
    {
      gboolean up = S->klevel[kn] > S->klevel[kc];
      if (up ? S->up_blocked : S->down_blocked)
        return -1;
      cost += up ? s->level_up.extra : s->level_down.extra;
    }

  for (int pass = 0; pass < 2; pass++)
    {
      int cell = pass == 0 ? c : n;
      for (int k = s->obst_start[cell]; k < s->obst_start[cell + 1]; k++)
        {
          int it = s->obst[k];
          if (pass == 1 && list_has (s, c, it))
            continue;
          if (it < 0)
            {
              if (sand_move_disc_hit (&g_array_index (s->discs, SandMoveDisc, -1 - it), cx, cy, nx, ny))
                return -1;
              continue;
            }
          const SandMoveLine *line = &g_array_index (s->lines, SandMoveLine, it);
          if (!sand_move_line_crossed (s, line, cx, cy, nx, ny, NULL))
            continue;
          const SandMoveEffect *e = &line->crossing;
          if ((e->flags & SAND_MOVE_ONE_WAY) && !sand_move_line_from_left (line, cx, cy, nx, ny))
            continue;
          if ((e->flags & SAND_MOVE_BLOCKED) || tier_blocks (e->tier, S->budget))
            return -1;
          if (e->flags & SAND_MOVE_WHOLE_TURN)
            {
              /* the unit must start in contact with it, crosses where it
               * touches (not after walking along it), and ends just beyond */
              if (!(e->flags & SAND_MOVE_IN_CONTACT)
                  && dist ((cx + nx) / 2 - s->start_x, (cy + ny) / 2 - s->start_y) > s->contact)
                return -1;
              *whole = TRUE;
            }
          cost += e->extra;
        }
    }
  return cost;
}

/* Near obstacles the current cell's pivot may be hidden from @n while another
 * neighbour's is not (round a curve, several corners compete): try those too. */
static void
try_neighbour_pivots (Solve *S,
                      int    cur,
                      int    s0,
                      int    n,
                      int    ni,
                      int    nj,
                      gint32 tried,
                      int    c)
{
  const SandMoveSnapshot *s = S->s;
  double nx = s->x0 + (ni + 0.5) * s->cell, ny = s->y0 + (nj + 0.5) * s->cell;
  guint16 kn = s->kind[n];

  for (int d = 0; d < 8; d++)
    {
      int bi = ni + dirs[d][0], bj = nj + dirs[d][1];
      if (bi < 0 || bj < 0 || bi >= s->width || bj >= s->height)
        continue;
      int b = bj * s->width + bi;
      if (!S->closed[b] || b == c)
        continue;
      gint32 q = effective_pivot (S, b);
      if (q == tried || q == b)
        continue;
      double px, py, gp;
      int pcell;
      pivot_point (S, q, s0, &px, &py, &gp, &pcell);
      double cand = gp + S->kcost[kn] * dist (nx - px, ny - py);
      if (cand >= S->g[n] - S->eps || cand > S->budget + 1e-9)
        continue;
      if (!sand_reach_can_inherit (S, n, ni, nj, q, pcell, px, py, nx, ny, FALSE))
        continue;
      S->g[n] = (float) cand;
      S->pivot[n] = q;
      S->anchor[n] = 0;
      push (S, cur, n, (float) cand);
    }
}

gboolean
sand_reach_solve_tier (Solve        *S,
                       GCancellable *cancellable)
{
  const SandMoveSnapshot *s = S->s;
  int W = s->width, H = s->height;
  int s0 = sand_move_snapshot_cell_index (s, s->start_x, s->start_y);
  guint pops = 0;

  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;

  if (s0 < 0)
    s0 = MIN ((int) ((s->start_y - s->y0) / s->cell), H - 1) * W
         + MIN ((int) ((s->start_x - s->x0) / s->cell), W - 1);

  double cx, cy;
  cell_centre (s, s0, &cx, &cy);
  S->g[s0] = (float) s->start_cost
             + (S->kblocked[s->kind[s0]] ? 0.0f
                : (float) (S->kcost[s->kind[s0]] * dist (cx - s->start_x, cy - s->start_y)));
  S->pivot[s0] = SAND_REACH_FROM_START;
  if (sand_reach_zoc_has (s, s0))
    {
      /* in an enemy's zone of control: straight toward it or away, and on from
       * where the way away leaves the zone */
      double exit_cost;
      int exit = sand_reach_zoc_start (s, S->budget, S->g, S->pivot, S->anchor, &exit_cost);
      if (exit >= 0)
        {
          S->anchor[exit] = 1;
          push (S, 0, exit, (float) exit_cost);
        }
    }
  else if (S->kblocked[s->kind[s0]])
    return TRUE; /* the unit stands where this move may not go: it stays put */
  else
    {
      list_add (&S->filled, s0);
      sand_reach_fill_from (S, 0, s0, SAND_REACH_FROM_START);
    }

  for (int cur = 0; cur < S->n_buckets; cur++)
    while (S->head[cur] >= 0)
      {
        int e = S->head[cur];
        int c = S->item[e];

        S->head[cur] = S->next[e];
        if (S->closed[c])
          continue;
        S->closed[c] = 1;
        if ((++pops & 4095) == 0 && g_cancellable_is_cancelled (cancellable))
          return FALSE;

        int ci = c % W, cj = c / W;
        cell_centre (s, c, &cx, &cy);
        gint32 p = effective_pivot (S, c);
        double px, py, gp;
        int pcell;
        pivot_point (S, p, s0, &px, &py, &gp, &pcell);

        for (int d = 0; d < 8; d++)
          {
            int ni = ci + dirs[d][0], nj = cj + dirs[d][1];
            if (ni < 0 || nj < 0 || ni >= W || nj >= H)
              continue;
            int n = nj * W + ni;
            if (S->closed[n])
              continue;
            guint16 kn = s->kind[n];
            if (S->kblocked[kn])
              continue;
            /* no squeezing diagonally between two cells, either of them blocked */
            if (d >= 4 && (S->kblocked[s->kind[cj * W + ni]] || S->kblocked[s->kind[nj * W + ci]]))
              continue;

            double nx = s->x0 + (ni + 0.5) * s->cell, ny = s->y0 + (nj + 0.5) * s->cell;
            if (p != c)
              {
                double kn_cost = S->kcost[kn], ddx = nx - px, ddy = ny - py, d2 = ddx * ddx + ddy * ddy;
                double gn = S->g[n] - S->eps, r = gn - gp, tol = 1e-9 * (fabs (r) + gp + 1);
                /* On uniform ground a step is never cheaper than the straight
                 * leg (triangle inequality), so when the leg does not improve
                 * the cell there is nothing to try. Most legs fall well short
                 * of improving it: said without the square root. */
                gboolean uniform = ground_of (s, n) == ground_of (s, c) && s->obst_start[n] == s->obst_start[n + 1];
                if (uniform && (gp >= gn || kn_cost * kn_cost * d2 >= (r + tol) * (r + tol)))
                  continue;
                double cand = gp + kn_cost * sqrt (d2);
                if (uniform && cand >= gn)
                  continue;
                if (cand <= S->budget + 1e-9 && sand_reach_can_inherit (S, n, ni, nj, p, pcell, px, py, nx, ny, TRUE))
                  {
                    if (cand < S->g[n] - S->eps)
                      {
                        S->g[n] = (float) cand;
                        S->pivot[n] = p;
                        S->anchor[n] = 0;
                        push (S, cur, n, (float) cand);
                      }
                    continue;
                  }
              }
            /* a straight-line move has no corners */
            if (s->straight)
              continue;

            gboolean whole;
            double step = step_cost (S, c, n, cx, cy, nx, ny, &whole);
            if (step >= 0)
              {
                double cand = whole ? S->budget : S->g[c] + step;
                if (cand < S->g[n] - S->eps && cand <= S->budget + 1e-9)
                  {
                    S->g[n] = (float) cand;
                    S->pivot[n] = c;
                    /* after paying for a line or a level the cell is a corner: a
                     * straight leg from behind it would not pay again */
                    S->anchor[n] = whole ? 2 : step > dist (nx - cx, ny - cy) * 0.5 * (S->kcost[kn] + S->kcost[s->kind[c]]) + 1e-9;
                    push (S, cur, n, (float) cand);
                  }
              }
            if (!whole)
              try_neighbour_pivots (S, cur, s0, n, ni, nj, p, c);
          }
      }
  if (s->zoc != NULL)
    sand_reach_zoc_rays (s, S->budget, S->g, S->pivot, S->anchor);
  return TRUE;
}

